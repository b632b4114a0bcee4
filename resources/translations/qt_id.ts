<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Indonesian for the texts of Qt itself that the game shows: Qt ships none.
     Written by hand (lupdate does not touch it); tools/build_translations.py builds qt_id.qm. -->
<TS version="2.1" language="id_ID">
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Urungkan</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>U&amp;langi</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>&amp;Potong</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Salin</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation>Salin &amp;Alamat Tautan</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Tempel</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Hapus</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Pilih Semua</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Urungkan</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>U&amp;langi</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>&amp;Potong</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Salin</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Tempel</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Hapus</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Pilih Semua</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>Look in:</source>
            <translation>Cari di:</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Kembali</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Maju</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Folder Induk</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Buat Folder Baru</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Tampilan Daftar</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Tampilan Rinci</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>&amp;Nama berkas:</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>Jenis berkas:</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Simpan</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Buka</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Simpan Sebagai</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Semua Berkas (*)</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Folder Baru</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Hapus</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;Ganti Nama</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>Tampilkan berkas &amp;tersembunyi</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>Folder &amp;Baru</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>Folder</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>Folder:</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 sudah ada.
Apakah kamu ingin menggantinya?</translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>Tempat Terakhir</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Kembali</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Maju</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Ke folder induk</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>Buat folder baru</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Ganti ke tampilan daftar</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Ganti ke tampilan rinci</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Bilah Samping</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <translation>Nama</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Ukuran</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Jenis</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Jenis</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Tanggal Diubah</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Komputer Saya</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Komputer</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>Save</source>
            <translation>Simpan</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Batal</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Buka</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Tutup</translation>
        </message>
    </context>
    <context>
        <name>QScrollBar</name>
        <message>
            <source>Scroll here</source>
            <translation>Gulir ke sini</translation>
        </message>
        <message>
            <source>Left edge</source>
            <translation>Tepi kiri</translation>
        </message>
        <message>
            <source>Top</source>
            <translation>Atas</translation>
        </message>
        <message>
            <source>Right edge</source>
            <translation>Tepi kanan</translation>
        </message>
        <message>
            <source>Bottom</source>
            <translation>Bawah</translation>
        </message>
        <message>
            <source>Page left</source>
            <translation>Halaman ke kiri</translation>
        </message>
        <message>
            <source>Page up</source>
            <translation>Halaman ke atas</translation>
        </message>
        <message>
            <source>Page right</source>
            <translation>Halaman ke kanan</translation>
        </message>
        <message>
            <source>Page down</source>
            <translation>Halaman ke bawah</translation>
        </message>
        <message>
            <source>Scroll left</source>
            <translation>Gulir ke kiri</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>Gulir ke atas</translation>
        </message>
        <message>
            <source>Scroll right</source>
            <translation>Gulir ke kanan</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>Gulir ke bawah</translation>
        </message>
    </context>
</TS>
