<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id_ID">
<context>
    <name>Announcer</name>
    <message>
        <source>Pieces: {list}.</source>
        <translation>Keping: {list}.</translation>
    </message>
    <message>
        <source>Cleared {lines}.</source>
        <translation>Dibersihkan: {lines}.</translation>
    </message>
    <message>
        <source>New pieces dealt.</source>
        <translation>Keping baru dibagikan.</translation>
    </message>
    <message>
        <source>No piece fits: game over. Final score {score}.</source>
        <translation>Tidak ada keping yang muat: permainan berakhir. Skor akhir {score}.</translation>
    </message>
    <message>
        <source>Piece {n} selected: {piece}.</source>
        <translation>Keping {n} dipilih: {piece}.</translation>
    </message>
    <message>
        <source>{mode} game, score {score}.</source>
        <translation>Permainan {mode}, skor {score}.</translation>
    </message>
    <message>
        <source>Select a piece first: press 1, 2 or 3.</source>
        <translation>Pilih keping dulu: tekan 1, 2, atau 3.</translation>
    </message>
    <message>
        <source>used</source>
        <translation>sudah dipakai</translation>
    </message>
    <message>
        <source>{n}, {piece}</source>
        <translation>{n}, {piece}</translation>
    </message>
    <message>
        <source>Row {n}</source>
        <translation>Baris {n}</translation>
    </message>
    <message numerus="yes">
        <source>columns {list} filled</source>
        <translation>
            <numerusform>kolom {list} terisi</numerusform>
        </translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>Kolom {n}</translation>
    </message>
    <message numerus="yes">
        <source>rows {list} filled</source>
        <translation>
            <numerusform>baris {list} terisi</numerusform>
        </translation>
    </message>
    <message>
        <source>{line}: empty.</source>
        <translation>{line}: kosong.</translation>
    </message>
    <message>
        <source>Hint: the selected piece fits nowhere; try another one.</source>
        <translation>Petunjuk: keping yang dipilih tidak muat di mana pun; coba keping lain.</translation>
    </message>
    <message>
        <source>Hint: {piece} at row {row}, column {col}</source>
        <translation>Petunjuk: {piece} di baris {row}, kolom {col}</translation>
    </message>
    <message>
        <source>Enter places it.</source>
        <translation>Enter meletakkannya.</translation>
    </message>
    <message>
        <source>No hint: on a board in danger the coach works in a process of its own, and that process stopped. Hints on other boards still work.</source>
        <translation>Tidak ada petunjuk: pada papan yang terancam, pelatih bekerja dalam prosesnya sendiri, dan proses itu berhenti. Petunjuk pada papan lain tetap berfungsi.</translation>
    </message>
    <message>
        <source>No piece is selected.</source>
        <translation>Tidak ada keping yang dipilih.</translation>
    </message>
    <message>
        <source>Piece {n} left in the tray.</source>
        <translation>Keping {n} tetap di baki.</translation>
    </message>
    <message>
        <source>The game is over: press Enter for a new game.</source>
        <translation>Permainan sudah berakhir: tekan Enter untuk permainan baru.</translation>
    </message>
    <message>
        <source>Piece {n} is used.</source>
        <translation>Keping {n} sudah dipakai.</translation>
    </message>
    <message>
        <source>Top edge.</source>
        <translation>Tepi atas.</translation>
    </message>
    <message>
        <source>Bottom edge.</source>
        <translation>Tepi bawah.</translation>
    </message>
    <message>
        <source>Left edge.</source>
        <translation>Tepi kiri.</translation>
    </message>
    <message>
        <source>Right edge.</source>
        <translation>Tepi kanan.</translation>
    </message>
    <message>
        <source>The piece fits nowhere on the board.</source>
        <translation>Keping ini tidak muat di mana pun di papan.</translation>
    </message>
    <message>
        <source>Fits at row {row}, column {col}</source>
        <translation>Muat di baris {row}, kolom {col}</translation>
    </message>
    <message>
        <source>, clears {lines}</source>
        <translation>, membersihkan {lines}</translation>
    </message>
    <message numerus="yes">
        <source>%n places.</source>
        <translation>
            <numerusform>%n tempat.</numerusform>
        </translation>
    </message>
    <message>
        <source>Placed at row {row}, column {col}: {piece}.</source>
        <translation>Diletakkan di baris {row}, kolom {col}: {piece}.</translation>
    </message>
    <message numerus="yes">
        <source>%n points, score {score}.</source>
        <translation>
            <numerusform>%n poin, skor {score}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undid the last placement; score {score}.</source>
        <translation>Penempatan terakhir diurungkan; skor {score}.</translation>
    </message>
    <message>
        <source>Undid the placement at row {row}, column {col}: {piece} is back as piece {n}; score {score}.</source>
        <translation>Penempatan di baris {row}, kolom {col} diurungkan: {piece} kembali sebagai keping {n}; skor {score}.</translation>
    </message>
    <message>
        <source>Practice from move {move}, not counted in your statistics: {mode}, score {score}.</source>
        <translation>Latihan dari langkah {move}, tidak dihitung dalam statistikmu: {mode}, skor {score}.</translation>
    </message>
    <message>
        <source>The piece does not fit there.</source>
        <translation>Keping tidak muat di sana.</translation>
    </message>
</context>
<context>
    <name>BoardCells</name>
    <message>
        <source>Board</source>
        <translation>Papan</translation>
    </message>
    <message>
        <source>8 rows of 8 cells. Arrow keys move, Enter places the selected piece, F jumps to the next place where it fits.</source>
        <translation>8 baris berisi 8 kotak. Tombol panah memindahkan kursor, Enter meletakkan keping yang dipilih, F melompat ke tempat berikutnya yang muat.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board picture</source>
        <translation>Gambar papan</translation>
    </message>
</context>
<context>
    <name>Causes</name>
    <message>
        <source>the disk is full</source>
        <translation>disk penuh</translation>
    </message>
    <message>
        <source>{path} cannot be written to</source>
        <translation>{path} tidak dapat ditulisi</translation>
    </message>
    <message>
        <source>{path} is a file, not a folder</source>
        <translation>{path} adalah berkas, bukan folder</translation>
    </message>
    <message>
        <source>the folder {path} does not exist</source>
        <translation>folder {path} tidak ada</translation>
    </message>
    <message>
        <source>{path} is a folder</source>
        <translation>{path} adalah folder</translation>
    </message>
    <message>
        <source>another program is using {path}</source>
        <translation>program lain sedang memakai {path}</translation>
    </message>
    <message>
        <source>the name {path} is too long</source>
        <translation>nama {path} terlalu panjang</translation>
    </message>
    <message>
        <source>it was written by a newer version of Block Puzzle</source>
        <translation>ditulis oleh versi Block Puzzle yang lebih baru</translation>
    </message>
</context>
<context>
    <name>CoachDialog</name>
    <message>
        <source>How the Coach Judges a Move</source>
        <translation>Cara Pelatih Menilai Langkah</translation>
    </message>
    <message>
        <source>Reviewing a game</source>
        <translation>Meninjau permainan</translation>
    </message>
    <message>
        <source>Under the board the tray is as it was: the piece you placed is ringed, and the coach&apos;s piece, where it would play another, is ringed with dots. Each verdict has its sign beside its word: ✓ best, ?! inaccuracy, ? mistake, ?? blunder.</source>
        <translation>Di bawah papan, baki tampil seperti saat itu: keping yang kamu letakkan dilingkari, dan bila pelatih memilih keping lain, keping pilihannya dilingkari garis titik-titik. Setiap penilaian punya tanda di samping katanya: ✓ terbaik, ?! kurang tepat, ? kesalahan, ?? blunder.</translation>
    </message>
    <message>
        <source>Above the board a graph shows the room each move left: the places where the game&apos;s pieces fit. Your three biggest losses are marked with triangles and the unluckiest deals (luck 10 or under) with squares; the Key moments list beside the moves holds the same, and choosing one, or clicking the graph, goes to that move.</source>
        <translation>Di atas papan, sebuah grafik menunjukkan ruang yang ditinggalkan setiap langkah: tempat-tempat keping permainan ini muat. Tiga kerugian terbesarmu ditandai segitiga dan set keping paling sial (keberuntungan 10 atau kurang) ditandai persegi; daftar Momen penting di samping langkah-langkah berisi hal yang sama, dan memilih salah satunya, atau mengeklik grafik, membawa ke langkah itu.</translation>
    </message>
    <message>
        <source>The value of a move</source>
        <translation>Nilai sebuah langkah</translation>
    </message>
    <message>
        <source>The coach values a move as the points it scores plus what the other pieces in the tray can make of the board it leaves: their best placing, the cells still filled (1.5 points each), ragged and lone empty cells, the share of shapes that would fit nowhere, and the share of sampled next deals the board could take whole. A plan that leaves a piece with no place loses 2,000 for it: the game ends there. One point of value is one point of score.</source>
        <translation>Pelatih menilai sebuah langkah dari poin yang dicetaknya ditambah seberapa baik keping lain di baki bisa memanfaatkan papan sesudahnya: penempatan terbaik keping-keping itu, kotak yang masih terisi (1,5 poin masing-masing), kotak kosong yang berserakan dan terpencil, proporsi bentuk yang tidak muat di mana pun, dan proporsi set keping berikutnya (dari sampel) yang bisa diterima papan seluruhnya. Rencana yang menyisakan keping tanpa tempat dikurangi 2.000 untuk keping itu: permainan berakhir di sana. Satu poin nilai sama dengan satu poin skor.</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>Penilaian</translation>
    </message>
    <message>
        <source>Your move is compared with the coach&apos;s best move in the same position. Giving up at most {best} is best, at most {good} good, at most {inaccuracy} an inaccuracy, at most {mistake} a mistake, and more a blunder. A move after which the other pieces in the tray fit nowhere, in any order, while the best move kept the game going, is always a blunder. Accuracy is the share of your moves that were best or good.</source>
        <translation>Langkahmu dibandingkan dengan langkah terbaik pelatih pada posisi yang sama. Jika langkahmu kehilangan paling banyak {best}, nilainya terbaik; paling banyak {good}, baik; paling banyak {inaccuracy}, kurang tepat; paling banyak {mistake}, kesalahan; lebih dari itu, blunder. Langkah yang membuat keping lain di baki tidak muat di mana pun, dalam urutan apa pun, sementara langkah terbaik membuat permainan berlanjut, selalu blunder. Akurasi adalah proporsi langkahmu yang dinilai terbaik atau baik.</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Keberuntungan</translation>
    </message>
    <message>
        <source>Each deal is valued on the board it met, the same way, beside {n} other deals drawn fairly for that board. Its luck is where it stands among them, out of 100: 50 is an average deal, 90 one better than nine in ten. The game&apos;s luck is the average over its deals.</source>
        <translation>Setiap set keping dinilai pada papan yang ditemuinya, dengan cara yang sama, di samping {n} set keping lain yang diambil secara adil untuk papan itu. Keberuntungannya adalah peringkatnya di antara set-set itu, dari 100: 50 adalah set keping rata-rata, 90 lebih baik daripada sembilan dari sepuluh. Keberuntungan permainan adalah rata-rata dari semua set kepingnya.</translation>
    </message>
    <message>
        <source>Learning from a game</source>
        <translation>Belajar dari permainan</translation>
    </message>
    <message>
        <source>Play On from Here (Ctrl+P in a review) goes on with the game from the move shown, in the game window, as a practice game: it says so over the board and on its card, and it is never counted in your statistics or your best score.</source>
        <translation>Main Terus dari Sini (Ctrl+P dalam tinjauan) melanjutkan permainan dari langkah yang ditampilkan, di jendela permainan, sebagai permainan latihan: hal itu tertulis di atas papan dan pada kartunya, dan permainan itu tidak pernah dihitung dalam statistik atau rekormu.</translation>
    </message>
    <message>
        <source>Retry My Mistakes, in a review or on the game-over card, brings back each of the game&apos;s mistakes and blunders as the board and the tray were before it. Place a piece as in any game: the coach judges it with the same verdicts and says whether it is as good as its own move, better than in the game, or still a mistake. Show the Coach&apos;s Move shows its move, and a retry after it is not kept; Try Again and Undo begin the retry again, Next Mistake goes on. The review tells each retried move&apos;s last verdict.</source>
        <translation>Latih Ulang Kesalahanku, dalam tinjauan atau pada kartu akhir permainan, menghadirkan kembali setiap kesalahan dan blunder permainan itu, dengan papan dan baki seperti sebelum langkah itu. Taruh keping seperti dalam permainan biasa: pelatih menilainya dengan penilaian yang sama dan mengatakan apakah langkahmu sebaik langkahnya, lebih baik daripada di permainan, atau masih kesalahan. Lihat Langkah Pelatih menunjukkan langkah pelatih, dan latihan ulang sesudahnya tidak disimpan; Coba Lagi dan Urungkan memulai latihan ulang dari awal, Kesalahan Berikutnya melanjutkan. Tinjauan menyebutkan penilaian terakhir setiap langkah yang dilatih ulang.</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Latihan</translation>
    </message>
    <message>
        <source>Every mistake and blunder of a game you review becomes a practice position, with its theme: the order of the pieces matters, two lines at once, keep room for the 3×3, no single holes, the big piece first, or keep room for the next pieces. Game ▸ Practice brings back up to ten of those due, the longest due first, and you place a piece as in a retry. A position is solved when the coach calls your move best or good: it then comes back after {steps} days, one step further each time you solve it again in a row. Not solved, it comes back {again} minutes later and its run starts over. Statistics ▸ Progress draws the accuracy and luck of each reviewed game over time and counts your practice by theme; resetting the statistics keeps your practice positions unless you tick the box to forget them too.</source>
        <translation>Setiap kesalahan dan blunder dari permainan yang kamu tinjau menjadi posisi latihan, dengan temanya: urutan keping itu penting, dua garis sekaligus, sisakan ruang untuk 3×3, jangan ada lubang tunggal, keping besar lebih dulu, atau sisakan ruang untuk keping berikutnya. “Permainan ▸ Latihan” menghadirkan kembali sampai sepuluh posisi yang sudah waktunya, yang paling lama menunggu lebih dulu, dan kamu menaruh keping seperti dalam latihan ulang. Sebuah posisi berhasil bila pelatih menilai langkahmu terbaik atau baik: posisi itu lalu kembali setelah {steps} hari, satu langkah lebih jauh setiap kali kamu berhasil lagi berturut-turut. Bila belum berhasil, posisi itu kembali {again} menit kemudian dan hitungannya mulai dari awal. “Statistik ▸ Kemajuan” menggambar akurasi dan keberuntungan setiap permainan yang ditinjau dari waktu ke waktu dan menghitung latihanmu per tema; mengatur ulang statistik tetap menyimpan posisi latihanmu kecuali kamu mencentang kotak untuk melupakannya juga.</translation>
    </message>
    <message>
        <source>Your past games are analysed in the background, one at a time and never while you play, so that Practice has the mistakes of all of them; Preferences turns it off.</source>
        <translation>Permainan lamamu dianalisis di latar belakang, satu per satu dan tidak pernah saat kamu bermain, agar Latihan punya kesalahan dari semuanya; Preferensi bisa mematikannya.</translation>
    </message>
    <message>
        <source>Hindsight</source>
        <translation>Jika tahu lebih dulu</translation>
    </message>
    <message>
        <source>Game ▸ Review Last Game, Review this game on the game-over card, or Review in Statistics ▸ Games replays a game move by move. The Left and Right arrow keys step through it, Home and End go to its first and last move. Your move is drawn as the piece&apos;s ghost; the coach&apos;s best move, where it differs, as a dotted outline.</source>
        <translation>“Permainan ▸ Tinjau Permainan Terakhir”, “Tinjau permainan ini” pada kartu akhir permainan, atau “Tinjau…” di “Statistik ▸ Permainan” memutar ulang permainan langkah demi langkah. Tombol panah kiri dan kanan berpindah antarlangkah; Home dan End menuju langkah pertama dan terakhir. Langkahmu digambar sebagai bayangan keping; langkah terbaik pelatih, bila berbeda, sebagai garis titik-titik.</translation>
    </message>
    <message>
        <source>The coach also plays the same deals, as many as your game had, knowing each next deal before it comes: what it reaches shows how much a deal could give. It never sees the future when it gives a hint or judges your moves.</source>
        <translation>Pelatih juga memainkan set keping yang sama, sebanyak jumlah di permainanmu, dan sudah tahu setiap set keping berikutnya sebelum datang: skor yang dicapainya menunjukkan seberapa besar peluang yang diberikan set-set keping itu. Pelatih tidak pernah melihat masa depan saat memberi petunjuk atau menilai langkahmu.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Block Puzzle: place pieces on an 8×8 board, clear rows and columns.</source>
        <translation>Block Puzzle: letakkan keping di papan 8×8, bersihkan baris dan kolom.</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>tampilkan versi lalu keluar</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>JALUR</translation>
    </message>
    <message>
        <source>the settings file to use (saved game, statistics, preferences)</source>
        <translation>berkas pengaturan yang dipakai (permainan tersimpan, statistik, preferensi)</translation>
    </message>
    <message>
        <source>NUMBER</source>
        <translation>NOMOR</translation>
    </message>
    <message>
        <source>print the pieces a game number deals, and exit</source>
        <translation>tampilkan keping yang dibagikan oleh sebuah nomor permainan, lalu keluar</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>TANGGAL</translation>
    </message>
    <message>
        <source>print the game numbers of a day&apos;s deals (YYYY-MM-DD; today&apos;s where not given), and exit</source>
        <translation>tampilkan nomor permainan set keping sebuah hari (YYYY-MM-DD; hari ini bila tidak diberikan), lalu keluar</translation>
    </message>
    <message>
        <source>how many refills --deal prints (at most {n})</source>
        <translation>berapa set keping yang ditampilkan --deal (paling banyak {n})</translation>
    </message>
    <message>
        <source>not a whole number: {text}</source>
        <translation>bukan bilangan bulat: {text}</translation>
    </message>
    <message>
        <source>from 0 to {n}, not {text}</source>
        <translation>dari 0 sampai {n}, bukan {text}</translation>
    </message>
    <message>
        <source>the file name is too long: at most {n} bytes</source>
        <translation>nama berkas terlalu panjang: paling banyak {n} bita</translation>
    </message>
    <message>
        <source>{path} is not a regular file</source>
        <translation>{path} bukan berkas biasa</translation>
    </message>
    <message>
        <source>not UTF-8 text: {value}</source>
        <translation>bukan teks UTF-8: {value}</translation>
    </message>
    <message>
        <source>Block Puzzle is already running with these settings.</source>
        <translation>Block Puzzle sudah berjalan dengan pengaturan ini.</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Permainan</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Sunting</translation>
    </message>
    <message>
        <source>&amp;Piece</source>
        <translation>&amp;Keping</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Bantuan</translation>
    </message>
    <message>
        <source>New &amp;Classic Game</source>
        <translation>Permainan &amp;Klasik Baru</translation>
    </message>
    <message>
        <source>New &amp;Arcade Game</source>
        <translation>Permainan &amp;Arcade Baru</translation>
    </message>
    <message>
        <source>Play Game &amp;Number…</source>
        <translation>Mainkan &amp;Nomor Permainan…</translation>
    </message>
    <message>
        <source>&amp;Today&apos;s Classic Deal</source>
        <translation>Set Keping &amp;Hari Ini (Klasik)</translation>
    </message>
    <message>
        <source>Today&apos;s Arcade Dea&amp;l</source>
        <translation>Set Keping Hari Ini (Ar&amp;cade)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <source>Re&amp;view Last Game</source>
        <translation>&amp;Tinjau Permainan Terakhir</translation>
    </message>
    <message>
        <source>Retr&amp;y Mistakes of the Last Game</source>
        <translation>Latih &amp;Ulang Kesalahan Permainan Terakhir</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>&amp;Latihan</translation>
    </message>
    <message>
        <source>P&amp;references…</source>
        <translation>P&amp;referensi…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>K&amp;eluar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Urungkan</translation>
    </message>
    <message>
        <source>Select Piece &amp;1</source>
        <translation>Pilih Keping &amp;1</translation>
    </message>
    <message>
        <source>Select Piece &amp;2</source>
        <translation>Pilih Keping &amp;2</translation>
    </message>
    <message>
        <source>Select Piece &amp;3</source>
        <translation>Pilih Keping &amp;3</translation>
    </message>
    <message>
        <source>&amp;Place at Cursor</source>
        <translation>&amp;Letakkan di Kursor</translation>
    </message>
    <message>
        <source>&amp;Deselect</source>
        <translation>&amp;Batalkan Pilihan</translation>
    </message>
    <message>
        <source>&amp;Rotate Piece</source>
        <translation>&amp;Putar Keping</translation>
    </message>
    <message>
        <source>&amp;Next Place It Fits</source>
        <translation>&amp;Tempat Muat Berikutnya</translation>
    </message>
    <message>
        <source>Pre&amp;vious Place It Fits</source>
        <translation>Tempat Muat Sebel&amp;umnya</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>B&amp;eri Petunjuk</translation>
    </message>
    <message>
        <source>Read the Ro&amp;w</source>
        <translation>Bacakan Bari&amp;s</translation>
    </message>
    <message>
        <source>Read the Colu&amp;mn</source>
        <translation>Bacakan K&amp;olom</translation>
    </message>
    <message>
        <source>Read the &amp;Tray</source>
        <translation>Bacakan Ba&amp;ki</translation>
    </message>
    <message>
        <source>Cursor &amp;Up</source>
        <translation>Kursor ke &amp;Atas</translation>
    </message>
    <message>
        <source>Cursor D&amp;own</source>
        <translation>Kursor ke Ba&amp;wah</translation>
    </message>
    <message>
        <source>Cursor &amp;Left</source>
        <translation>Kursor ke K&amp;iri</translation>
    </message>
    <message>
        <source>Cursor Ri&amp;ght</source>
        <translation>Kursor ke Ka&amp;nan</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Cara Bermain</translation>
    </message>
    <message>
        <source>How &amp;Dealing Works</source>
        <translation>Cara Keping &amp;Dibagikan</translation>
    </message>
    <message>
        <source>How the &amp;Coach Judges a Move</source>
        <translation>Cara &amp;Pelatih Menilai Langkah</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Block Puzzle met an error it did not expect, and may not go on: {error}</source>
        <translation>Block Puzzle mengalami galat yang tidak terduga dan mungkin tidak dapat berlanjut: {error}</translation>
    </message>
    <message>
        <source>What happened is written in {path}; please send that file with a report.</source>
        <translation>Apa yang terjadi tercatat di {path}; kirimkan berkas itu bersama laporan Anda.</translation>
    </message>
</context>
<context>
    <name>DailyPage</name>
    <message>
        <source>Days&apos; deals played</source>
        <translation>Set keping harian yang dimainkan</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Hari</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Nomor permainan</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skor</translation>
    </message>
    <message>
        <source>The coach</source>
        <translation>Pelatih</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Akurasi</translation>
    </message>
    <message>
        <source>No day&apos;s deal played yet: Game ▸ Today&apos;s Classic Deal or Today&apos;s Arcade Deal starts one.</source>
        <translation>Belum ada set keping harian yang dimainkan: Permainan ▸ Set Keping Hari Ini (Klasik) atau (Arcade) memulainya.</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent}%</translation>
    </message>
</context>
<context>
    <name>DealingDialog</name>
    <message>
        <source>How Dealing Works</source>
        <translation>Cara Keping Dibagikan</translation>
    </message>
    <message>
        <source>The game number</source>
        <translation>Nomor permainan</translation>
    </message>
    <message>
        <source>Every game has a number, such as C75VK RNVZ7. Its first letter is the mode: C for Classic, A for Arcade. The next eight characters are the game&apos;s seed, a number written in Crockford&apos;s base 32. The last one is a check character, which catches a mistyped one.</source>
        <translation>Setiap permainan punya nomor, misalnya C75VK RNVZ7. Huruf pertamanya adalah mode: C untuk Klasik, A untuk Arcade. Delapan karakter berikutnya adalah benih (seed) permainan, sebuah bilangan yang ditulis dalam basis 32 Crockford. Karakter terakhir adalah karakter pemeriksa, untuk mendeteksi salah ketik.</translation>
    </message>
    <message>
        <source>How the pieces are drawn</source>
        <translation>Bagaimana keping diambil</translation>
    </message>
    <message>
        <source>The pieces come three at a time; refill 0 is the first three. Refill k of the game with seed s comes from the text blockpuzzle-deal:s:k alone: its BLAKE2b digest of 24 bytes is cut into three 64-bit numbers, read little-endian. Each number, divided by the number of shapes of the mode (19 in Classic, 35 in Arcade), leaves a remainder, which picks one shape in the order of the game&apos;s list of shapes. Every shape is as likely as any other, every time.</source>
        <translation>Keping datang tiga sekaligus; set keping 0 adalah tiga keping pertama. Set keping ke-k dari permainan dengan benih s hanya berasal dari teks blockpuzzle-deal:s:k: digest BLAKE2b-nya sebesar 24 bita dipotong menjadi tiga bilangan 64-bit, dibaca little-endian. Setiap bilangan, dibagi dengan banyaknya bentuk di mode itu (19 di Klasik, 35 di Arcade), menyisakan sisa bagi yang memilih satu bentuk menurut urutan daftar bentuk permainan. Setiap bentuk sama mungkinnya dengan bentuk lain, setiap saat.</translation>
    </message>
    <message>
        <source>It never looks at your board</source>
        <translation>Papanmu tidak pernah dilihat</translation>
    </message>
    <message>
        <source>Nothing else goes into the deal: not your board, your score, your best or how you played. A deal that looked at your board could hand you the piece you need, or keep it from you; this one cannot. The same number deals the same pieces on every computer, whatever is played.</source>
        <translation>Tidak ada hal lain yang ikut menentukan keping: bukan papanmu, skormu, rekormu, atau caramu bermain. Pembagian keping yang melihat papanmu bisa memberimu keping yang kamu butuhkan, atau menahannya darimu; yang ini tidak bisa. Nomor yang sama membagikan keping yang sama di komputer mana pun, apa pun yang dimainkan.</translation>
    </message>
    <message>
        <source>Why undo never re-rolls</source>
        <translation>Mengapa urungkan tidak mengocok ulang</translation>
    </message>
    <message>
        <source>Every refill of a game is fixed the moment it starts. Undo takes a placement back, and the tray gets the very same pieces again: undoing in the hope of better pieces gains nothing.</source>
        <translation>Semua set keping sebuah permainan sudah ditentukan sejak permainan dimulai. Urungkan menarik kembali satu penempatan, dan baki mendapat keping yang persis sama lagi: mengurungkan demi keping yang lebih baik tidak ada gunanya.</translation>
    </message>
    <message>
        <source>Check it yourself</source>
        <translation>Periksa sendiri</translation>
    </message>
    <message>
        <source>Game ▸ Play Game Number… ▸ Show the Deal lists the pieces of any number; the command blockpuzzle --deal prints them. The script tools/check_deal.py, which uses nothing of the game, works them out from this description alone. Statistics ▸ Fairness sets the pieces your own games were dealt beside what a fair deal gives.</source>
        <translation>“Permainan ▸ Mainkan Nomor Permainan… ▸ Tampilkan Keping” menampilkan keping dari nomor mana pun; perintah blockpuzzle --deal mencetaknya. Skrip tools/check_deal.py, yang tidak memakai apa pun dari permainan, menghitungnya hanya dari uraian ini. “Statistik ▸ Keadilan” menyandingkan keping yang dibagikan di permainanmu sendiri dengan hasil pembagian keping yang adil.</translation>
    </message>
    <message>
        <source>Today&apos;s deal</source>
        <translation>Set keping hari ini</translation>
    </message>
    <message>
        <source>Game ▸ Today&apos;s Classic Deal and Today&apos;s Arcade Deal play the same game for everyone on a given day. The day&apos;s seed of a mode is the first 40 bits of the BLAKE2b digest of the text blockpuzzle-daily:YYYY-MM-DD:mode, with your calendar&apos;s date and the mode in lower case, and its number is that seed&apos;s game number: blockpuzzle --daily and tools/check_deal.py --daily print it. The first game of a day&apos;s deal is that day&apos;s result, the others replays; Copy result on the card puts a text that anyone can check on the clipboard. There are no streaks and nothing is lost by missing a day.</source>
        <translation>“Permainan ▸ Set Keping Hari Ini (Klasik)” dan “(Arcade)” memainkan permainan yang sama untuk semua orang pada hari yang sama. Benih set keping sebuah mode pada hari itu adalah 40 bit pertama dari digest BLAKE2b teks blockpuzzle-daily:YYYY-MM-DD:mode, dengan tanggal kalendermu dan nama mode dalam huruf kecil, dan nomornya adalah nomor permainan benih itu: blockpuzzle --daily dan tools/check_deal.py --daily menampilkannya. Permainan pertama dari set keping sebuah hari adalah hasil hari itu, yang lain ulangan; Salin hasil pada kartu menaruh teks yang bisa diperiksa siapa saja ke papan klip. Tidak ada rentetan hari, dan tidak ada yang hilang bila kamu melewatkan sehari.</translation>
    </message>
    <message>
        <source>As the deal starts, the coach plays it too, seeing no deal before it comes: its score, the same for everyone, is the one to beat, on the card beside yours. Statistics ▸ Daily lists every day&apos;s deal you played.</source>
        <translation>Saat set keping dimulai, pelatih juga memainkannya, tanpa melihat set keping sebelum datang: skornya, sama untuk semua orang, adalah skor yang harus dikalahkan, tampil di kartu di samping skormu. “Statistik ▸ Harian” mendaftar setiap set keping harian yang kamu mainkan.</translation>
    </message>
</context>
<context>
    <name>Durations</name>
    <message>
        <source>{hours} {minutes}</source>
        <comment>hours then minutes</comment>
        <translation>{hours} {minutes}</translation>
    </message>
    <message numerus="yes">
        <source>%n hours</source>
        <translation>
            <numerusform>%n jam</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minutes</source>
        <translation>
            <numerusform>%n menit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n detik</numerusform>
        </translation>
    </message>
    <message>
        <source>under a second</source>
        <translation>kurang dari sedetik</translation>
    </message>
</context>
<context>
    <name>FairnessPage</name>
    <message>
        <source>Pieces dealt</source>
        <translation>Keping yang dibagikan</translation>
    </message>
    <message>
        <source>p is the chance that a fair deal gives counts at least this uneven. Fair deals give every p between 0 and 1 equally often, so a small one now and then is to be expected; only a very small one, below 0.001, points to a biased deal.</source>
        <translation>p adalah peluang bahwa pembagian keping yang adil menghasilkan jumlah yang setidaknya setimpang ini. Pembagian keping yang adil menghasilkan setiap nilai p antara 0 dan 1 sama seringnya, jadi p yang kecil sesekali memang wajar; hanya p yang sangat kecil, di bawah 0,001, yang menandakan pembagian keping yang berat sebelah.</translation>
    </message>
    <message numerus="yes">
        <source>Recounting the deals of %Ln games…</source>
        <translation>
            <numerusform>Menghitung ulang keping dari %Ln permainan…</numerusform>
        </translation>
    </message>
    <message>
        <source>No {mode} game with its moves kept has been played yet.</source>
        <translation>Belum ada permainan {mode} yang langkah-langkahnya tersimpan.</translation>
    </message>
    <message>
        <source>Your {n} {mode} pieces are too few yet for the test to tell a fair deal from a biased one: it needs {need}.</source>
        <translation>{n} keping {mode} milikmu masih terlalu sedikit bagi uji ini untuk membedakan pembagian keping yang adil dari yang berat sebelah: perlu {need}.</translation>
    </message>
    <message>
        <source>Your {n} {mode} pieces are unlikely to come from a fair deal: p = {p}.</source>
        <translation>{n} keping {mode} milikmu kecil kemungkinannya berasal dari pembagian keping yang adil: p = {p}.</translation>
    </message>
    <message>
        <source>Your {n} {mode} pieces are more uneven than most fair deals give (p = {p}), as about one fair history in twenty is.</source>
        <translation>{n} keping {mode} milikmu lebih timpang daripada kebanyakan pembagian keping yang adil (p = {p}); hal ini juga terjadi pada sekitar 1 dari 20 riwayat yang adil.</translation>
    </message>
    <message>
        <source>Your {n} {mode} pieces are what a fair deal gives: p = {p}.</source>
        <translation>{n} keping {mode} milikmu sesuai dengan pembagian keping yang adil: p = {p}.</translation>
    </message>
    <message numerus="yes">
        <source>A fresh deal had no piece that fitted anywhere {dead} times in %Ln deals. On the same boards, fair deals would do that {chance} times on average.</source>
        <translation>
            <numerusform>Dari %Ln set keping, {dead} kali tidak ada satu pun keping baru yang muat. Pada papan yang sama, pembagian keping yang adil rata-rata mengalaminya {chance} kali.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games kept without their moves cannot be recounted and are left out.</source>
        <translation>
            <numerusform>%Ln permainan yang tersimpan tanpa langkahnya tidak bisa dihitung ulang dan tidak disertakan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pieces dealt, by shape</source>
        <translation>Keping yang dibagikan, menurut bentuk</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>Dibagikan</translation>
    </message>
    <message>
        <source>Fair share</source>
        <translation>Jumlah wajar</translation>
    </message>
    <message>
        <source>95 % of fair deals</source>
        <translation>95% pembagian keping yang adil</translation>
    </message>
    <message>
        <source>Chart of the {mode} pieces dealt</source>
        <translation>Grafik keping {mode} yang dibagikan</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>row {row}, column {col}, filled</source>
        <translation>baris {row}, kolom {col}, terisi</translation>
    </message>
    <message>
        <source>row {row}, column {col}, empty</source>
        <translation>baris {row}, kolom {col}, kosong</translation>
    </message>
    <message>
        <source>row {n}</source>
        <translation>baris {n}</translation>
    </message>
    <message>
        <source>column {n}</source>
        <translation>kolom {n}</translation>
    </message>
    <message>
        <source>{list} and {last}</source>
        <translation>{list} dan {last}</translation>
    </message>
    <message>
        <source>{cell}; {preview}</source>
        <translation>{cell}; {preview}</translation>
    </message>
    <message>
        <source>the piece does not fit here</source>
        <translation>keping tidak muat di sini</translation>
    </message>
    <message>
        <source>the piece fits here</source>
        <translation>keping muat di sini</translation>
    </message>
    <message>
        <source>the piece fits here and clears {lines}</source>
        <translation>keping muat di sini dan membersihkan {lines}</translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>Kolom {n}</translation>
    </message>
    <message>
        <source>Row {n}</source>
        <translation>Baris {n}</translation>
    </message>
</context>
<context>
    <name>GameNumberDialog</name>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Mainkan</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Refill {n}: {pieces}</source>
        <translation>Set keping {n}: {pieces}</translation>
    </message>
    <message>
        <source>The first {n} refills of game {number}</source>
        <translation>{n} set keping pertama permainan {number}</translation>
    </message>
    <message numerus="yes">
        <source>A game number has 10 characters; this has %n.</source>
        <translation>
            <numerusform>Nomor permainan terdiri dari 10 karakter; ini %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only digits and letters make a game number, and never U.</source>
        <translation>Nomor permainan hanya berisi angka dan huruf, dan tidak pernah U.</translation>
    </message>
    <message>
        <source>A game number starts with C (Classic) or A (Arcade).</source>
        <translation>Nomor permainan diawali C (Klasik) atau A (Arcade).</translation>
    </message>
    <message>
        <source>A character is mistyped: this is not a game number.</source>
        <translation>Ada karakter yang salah ketik: ini bukan nomor permainan.</translation>
    </message>
    <message>
        <source>Play Game Number</source>
        <translation>Mainkan Nomor Permainan</translation>
    </message>
    <message>
        <source>Every game has a number of 10 letters and digits. The same number deals the same pieces in the same order, on any computer.</source>
        <translation>Setiap permainan punya nomor dari 10 huruf dan angka. Nomor yang sama membagikan keping yang sama dengan urutan yang sama, di komputer mana pun.</translation>
    </message>
    <message>
        <source>Game &amp;number:</source>
        <translation>&amp;Nomor permainan:</translation>
    </message>
    <message>
        <source>&amp;Show the Deal</source>
        <translation>&amp;Tampilkan Keping</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Game over</source>
        <translation>Permainan berakhir</translation>
    </message>
    <message>
        <source>No piece fits: game over</source>
        <translation>Tidak ada keping yang muat: permainan berakhir</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>Permainan B&amp;aru</translation>
    </message>
    <message>
        <source>Play this &amp;deal again</source>
        <translation>&amp;Ulangi permainan ini</translation>
    </message>
    <message>
        <source>No piece fits: practice over</source>
        <translation>Tidak ada keping yang muat: latihan berakhir</translation>
    </message>
    <message>
        <source>Play on from move {move} &amp;again</source>
        <translation>&amp;Ulangi dari langkah {move}</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>&amp;Tinjau permainan ini</translation>
    </message>
    <message>
        <source>Retry my &amp;mistakes</source>
        <translation>&amp;Latih ulang kesalahanku</translation>
    </message>
    <message>
        <source>&amp;Copy result</source>
        <translation>Sali&amp;n hasil</translation>
    </message>
    <message>
        <source>New best!</source>
        <translation>Rekor baru!</translation>
    </message>
    <message>
        <source>Final score: {score}</source>
        <translation>Skor akhir: {score}</translation>
    </message>
    <message>
        <source>Best score: {best}</source>
        <translation>Skor terbaik: {best}</translation>
    </message>
    <message>
        <source>A practice game: not counted in your statistics.</source>
        <translation>Permainan latihan: tidak dihitung dalam statistikmu.</translation>
    </message>
    <message>
        <source>Lines cleared: {lines}</source>
        <translation>Garis dibersihkan: {lines}</translation>
    </message>
    <message>
        <source>Time: {time}</source>
        <translation>Waktu: {time}</translation>
    </message>
    <message>
        <source>Game number: {number}</source>
        <translation>Nomor permainan: {number}</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Date</source>
        <translation>Tanggal</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Nomor permainan</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skor</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Garis</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Waktu</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Cara berakhir</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Petunjuk</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>tidak diketahui</translation>
    </message>
    <message>
        <source>none</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>permainan berakhir</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>ditinggalkan</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <source>Best score</source>
        <translation>Skor terbaik</translation>
    </message>
    <message>
        <source>Best: {n}</source>
        <translation>Rekor: {n}</translation>
    </message>
    <message>
        <source>Score: {n}</source>
        <translation>Skor: {n}</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to Play</source>
        <translation>Cara Bermain</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>The board and the tray</source>
        <translation>Papan dan baki</translation>
    </message>
    <message>
        <source>Placing a piece</source>
        <translation>Meletakkan keping</translation>
    </message>
    <message>
        <source>With the keyboard</source>
        <translation>Dengan papan ketik</translation>
    </message>
    <message>
        <source>Drag a piece from the tray onto the board. While you carry it, it is drawn where it would land: one row above your pointer, centred on it. Filled means it fits; an outline only means it does not. Letting go where it does not fit does nothing: the piece goes back to the tray. You can also click a piece, then click a cell: the piece&apos;s first cell, the leftmost cell of its top row, lands there.</source>
        <translation>Seret keping dari baki ke papan. Selama kamu membawanya, keping digambar di tempat ia akan mendarat: satu baris di atas penunjukmu, di tengah-tengahnya. Terisi berarti muat; hanya garis tepi berarti tidak muat. Melepasnya di tempat yang tidak muat tidak mengubah apa pun: keping kembali ke baki. Kamu juga bisa mengeklik keping, lalu mengeklik kotak: kotak pertama keping itu, yaitu kotak paling kiri di baris teratasnya, mendarat di sana.</translation>
    </message>
    <message>
        <source>The board has 8 rows and 8 columns. Under it, the tray holds 3 pieces. A piece you have used leaves its slot empty; the next 3 pieces come only when all 3 are on the board. Pieces are dealt at random from a fixed set, without looking at your board. In Classic, pieces never turn: each is placed as it comes.</source>
        <translation>Papan punya 8 baris dan 8 kolom. Di bawahnya, baki memuat 3 keping. Slot keping yang sudah kamu pakai tetap kosong; 3 keping berikutnya baru datang setelah ketiganya ada di papan. Keping dibagikan secara acak dari kumpulan yang tetap, tanpa melihat papanmu. Di mode Klasik, keping tidak pernah diputar: setiap keping ditaruh apa adanya.</translation>
    </message>
    <message>
        <source>1, 2 and 3 select a piece, and the cursor shows on the board. The arrow keys move it; Enter or Space places the piece with its first cell, the leftmost cell of its top row, on the cursor. F and Shift+F jump to the next and the previous place where the piece fits. L reads the cursor&apos;s row, Shift+L its column, T the tray. Esc deselects the piece; it stays in the tray. In Arcade, R turns it.</source>
        <translation>1, 2, dan 3 memilih keping, dan kursor muncul di papan. Tombol panah menggerakkannya; Enter atau Spasi meletakkan keping dengan kotak pertamanya, yaitu kotak paling kiri di baris teratasnya, di kursor. F dan Shift+F melompat ke tempat berikutnya dan sebelumnya yang muat untuk keping itu. L membacakan baris kursor, Shift+L kolomnya, T isi baki. Esc membatalkan pilihan; keping tetap di baki. Di mode Arcade, R memutarnya.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Petunjuk</translation>
    </message>
    <message>
        <source>Piece ▸ Hint (H) shows the coach&apos;s move: the best place for the selected piece, or, with none selected, the best next move. The piece is selected and its ghost shown at the cursor; Enter places it. The coach weighs the points a move scores and how much room it leaves for the pieces that may come; it never knows the next deal. Statistics shows how many hints each game had.</source>
        <translation>“Keping ▸ Beri Petunjuk” (H) menunjukkan langkah pelatih: tempat terbaik untuk keping yang dipilih, atau, bila tidak ada yang dipilih, langkah berikutnya yang terbaik. Keping itu dipilih dan bayangannya tampil di kursor; Enter meletakkannya. Pelatih menimbang poin yang didapat sebuah langkah dan seberapa banyak ruang yang tersisa untuk keping yang mungkin datang; pelatih tidak pernah tahu keping berikutnya. Statistik menunjukkan berapa petunjuk yang dipakai di setiap permainan.</translation>
    </message>
    <message>
        <source>Clearing lines</source>
        <translation>Membersihkan garis</translation>
    </message>
    <message>
        <source>A full row or a full column is emptied at once. Before you place a piece, the rows and columns it would complete light up.</source>
        <translation>Baris atau kolom yang penuh langsung dikosongkan. Sebelum kamu meletakkan keping, baris dan kolom yang akan dipenuhinya menyala.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skor</translation>
    </message>
    <message>
        <source>Each cell you place scores 1 point. Clearing lines with one piece adds 10 for one line, 30 for two, 60 for three, 100 for four, and so on. A row and a column cleared together count as two lines.</source>
        <translation>Setiap kotak yang kamu letakkan bernilai 1 poin. Membersihkan garis dengan satu keping menambah 10 untuk satu garis, 30 untuk dua, 60 untuk tiga, 100 untuk empat, dan seterusnya. Satu baris dan satu kolom yang dibersihkan bersamaan dihitung dua garis.</translation>
    </message>
    <message>
        <source>Undo and the end of a game</source>
        <translation>Urungkan dan akhir permainan</translation>
    </message>
    <message>
        <source>Undo is free, takes back up to {limit} placements, and never changes the pieces you get. The game ends when no piece left in the tray fits anywhere; its card then offers a new game, the same deal again, or the coach&apos;s review of the game. Your best score and your statistics are kept.</source>
        <translation>Urungkan gratis, bisa menarik kembali hingga {limit} penempatan, dan tidak pernah mengubah keping yang kamu dapat. Permainan berakhir ketika tidak ada keping di baki yang muat di mana pun; kartunya lalu menawarkan permainan baru, keping yang sama sekali lagi, atau tinjauan pelatih atas permainan itu. Skor terbaik dan statistikmu tetap disimpan.</translation>
    </message>
    <message>
        <source>Arcade adds the T, S, Z, J and L pieces. Double-click a piece or press R to turn it. When a row is cleared, the cells above it fall down one row.</source>
        <translation>Arcade menambahkan keping T, S, Z, J, dan L. Klik dua kali sebuah keping atau tekan R untuk memutarnya. Ketika sebuah baris dibersihkan, kotak-kotak di atasnya turun satu baris.</translation>
    </message>
    <message>
        <source>Game numbers</source>
        <translation>Nomor permainan</translation>
    </message>
    <message>
        <source>Every game has a number of 10 letters and digits, shown above the board. The same number deals the same pieces in the same order, on any computer: Game ▸ Play Game Number… plays it again.</source>
        <translation>Setiap permainan punya nomor dari 10 huruf dan angka, yang tampil di atas papan. Nomor yang sama membagikan keping yang sama dengan urutan yang sama, di komputer mana pun: “Permainan ▸ Mainkan Nomor Permainan…” memainkannya lagi.</translation>
    </message>
</context>
<context>
    <name>KeyMoments</name>
    <message>
        <source>Key moments</source>
        <translation>Momen penting</translation>
    </message>
    <message>
        <source>Your biggest losses and the unluckiest deals; choosing one goes to its move.</source>
        <translation>Kerugian terbesarmu dan set keping paling sial; memilih salah satunya membawa ke langkahnya.</translation>
    </message>
    <message>
        <source>Move {n}: {verdict}, one of your biggest losses</source>
        <translation>Langkah {n}: {verdict}, salah satu kerugian terbesarmu</translation>
    </message>
    <message>
        <source>Move {n}: an unlucky deal, its luck {p} of 100</source>
        <translation>Langkah {n}: set keping yang sial, keberuntungannya {p} dari 100</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Block Puzzle</source>
        <translation>Block Puzzle</translation>
    </message>
    <message>
        <source>No game has ended yet: there is nothing to review.</source>
        <translation>Belum ada permainan yang berakhir: tidak ada yang bisa ditinjau.</translation>
    </message>
    <message>
        <source>Retry the mistakes of that game? The board you are playing will be lost.</source>
        <translation>Latih ulang kesalahan permainan itu? Papan yang sedang kamu mainkan akan hilang.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Latih Ulang</translation>
    </message>
    <message>
        <source>Nothing to practise yet: the mistakes and blunders of the games you review become practice positions (Game ▸ Review Last Game).</source>
        <translation>Belum ada yang bisa dilatih: kesalahan dan blunder dari permainan yang kamu tinjau menjadi posisi latihan (Permainan ▸ Tinjau Permainan Terakhir).</translation>
    </message>
    <message>
        <source>Nothing to practise now: the next position comes back on {when}.</source>
        <translation>Tidak ada yang perlu dilatih sekarang: posisi berikutnya kembali pada {when}.</translation>
    </message>
    <message>
        <source>Practise now? The board you are playing will be lost.</source>
        <translation>Berlatih sekarang? Papan yang sedang kamu mainkan akan hilang.</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>Berlatih</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Tinggalkan permainan ini?</translation>
    </message>
    <message>
        <source>Start a new game? The board you are playing will be lost.</source>
        <translation>Mulai permainan baru? Permainan yang sedang berjalan akan hilang.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Permainan Baru</translation>
    </message>
    <message>
        <source>Keep Playing</source>
        <translation>Lanjut Bermain</translation>
    </message>
    <message>
        <source>Play on from move {move} as a practice game? The board you are playing will be lost.</source>
        <translation>Lanjutkan dari langkah {move} sebagai permainan latihan? Papan yang sedang kamu mainkan akan hilang.</translation>
    </message>
    <message>
        <source>Play On</source>
        <translation>Lanjutkan</translation>
    </message>
    <message>
        <source>Play today&apos;s deal? The board you are playing will be lost.</source>
        <translation>Mainkan set keping hari ini? Papan yang sedang kamu mainkan akan hilang.</translation>
    </message>
    <message>
        <source>Play Today&apos;s Deal</source>
        <translation>Mainkan Set Keping Hari Ini</translation>
    </message>
    <message>
        <source>Deal of {day}, replay · {mode} · game {number}</source>
        <translation>Set keping {day}, ulangan · {mode} · permainan {number}</translation>
    </message>
    <message>
        <source>Deal of {day} · {mode} · game {number}</source>
        <translation>Set keping {day} · {mode} · permainan {number}</translation>
    </message>
    <message>
        <source>Practice · {mode}, from move {move}</source>
        <translation>Latihan · {mode}, dari langkah {move}</translation>
    </message>
    <message>
        <source>Practice · {mode} · game {number}, from move {move}</source>
        <translation>Latihan · {mode} · permainan {number}, dari langkah {move}</translation>
    </message>
    <message>
        <source>{mode} · game {number}</source>
        <translation>{mode} · permainan {number}</translation>
    </message>
    <message>
        <source>Deal of {day}, a replay: the day&apos;s result is your first game.</source>
        <translation>Set keping {day}, ulangan: hasil hari itu adalah permainan pertamamu.</translation>
    </message>
    <message>
        <source>Deal of {day}: the day&apos;s result.</source>
        <translation>Set keping {day}: hasil hari itu.</translation>
    </message>
    <message>
        <source>The coach&apos;s score on this deal could not be worked out.</source>
        <translation>Skor pelatih pada set keping ini tidak bisa dihitung.</translation>
    </message>
    <message>
        <source>The coach is still playing this deal.</source>
        <translation>Pelatih masih memainkan set keping ini.</translation>
    </message>
    <message>
        <source>The coach, seeing no deal before it came: {score}, still playing after {refills} deals.</source>
        <translation>Pelatih, tanpa melihat set keping sebelum datang: {score}, masih bermain setelah {refills} set keping.</translation>
    </message>
    <message>
        <source>The coach, seeing no deal before it came: {score}.</source>
        <translation>Pelatih, tanpa melihat set keping sebelum datang: {score}.</translation>
    </message>
    <message>
        <source>Block Puzzle, deal of {day}, {mode}, game {number}: {score} points.</source>
        <translation>Block Puzzle, set keping {day}, {mode}, permainan {number}: {score} poin.</translation>
    </message>
    <message>
        <source>The coach: {score}.</source>
        <translation>Pelatih: {score}.</translation>
    </message>
    <message>
        <source>(A replay.)</source>
        <translation>(Ulangan.)</translation>
    </message>
    <message>
        <source>Copied to the clipboard: {text}</source>
        <translation>Disalin ke papan klip: {text}</translation>
    </message>
    <message>
        <source>The result could not be put on the clipboard: {text}</source>
        <translation>Hasil tidak bisa ditaruh di papan klip: {text}</translation>
    </message>
</context>
<context>
    <name>Modes</name>
    <message>
        <source>Classic</source>
        <translation>Klasik</translation>
    </message>
    <message>
        <source>Arcade</source>
        <translation>Arcade</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>best</source>
        <translation>terbaik</translation>
    </message>
    <message>
        <source>good</source>
        <translation>baik</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>kurang tepat</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>kesalahan</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>blunder</translation>
    </message>
    <message numerus="yes">
        <source>Move {n} of {count}: you placed {piece} at row {row}, column {col}, %Ln points.</source>
        <translation>
            <numerusform>Langkah {n} dari {count}: kamu menaruh {piece} di baris {row}, kolom {col}, %Ln poin.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not judged yet.</source>
        <translation>Belum dinilai.</translation>
    </message>
    <message>
        <source>Best move.</source>
        <translation>Langkah terbaik.</translation>
    </message>
    <message>
        <source>Best was row {row}, column {col}</source>
        <translation>Yang terbaik adalah baris {row}, kolom {col}</translation>
    </message>
    <message>
        <source>Best was {piece} at row {row}, column {col}</source>
        <translation>Yang terbaik adalah {piece} di baris {row}, kolom {col}</translation>
    </message>
    <message>
        <source>; after yours the other pieces fit nowhere</source>
        <translation>; setelah langkahmu keping lain tidak muat di mana pun</translation>
    </message>
    <message numerus="yes">
        <source>, which kept %n more places open</source>
        <translation>
            <numerusform>, yang menyisakan %n tempat lebih banyak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, which scored %n more points</source>
        <translation>
            <numerusform>, yang mencetak %n poin lebih banyak</numerusform>
        </translation>
    </message>
    <message>
        <source>, which left a tidier board</source>
        <translation>, yang meninggalkan papan lebih rapi</translation>
    </message>
    <message numerus="yes">
        <source>{best}{why}: {verdict}, %Ln points of value given up.</source>
        <translation>
            <numerusform>{best}{why}: {verdict}, kehilangan %Ln poin nilai.</numerusform>
        </translation>
    </message>
    <message>
        <source>These pieces&apos; luck: {p} of 100 (50 is average).</source>
        <translation>Keberuntungan keping ini: {p} dari 100 (50 adalah rata-rata).</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Langkah</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Keping</translation>
    </message>
    <message>
        <source>Row, column</source>
        <translation>Baris, kolom</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poin</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Penilaian</translation>
    </message>
    <message>
        <source>not judged yet</source>
        <translation>belum dinilai</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Notice</source>
        <translation>Pemberitahuan</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>Pieces</name>
    <message>
        <source>top-left</source>
        <translation>kiri atas</translation>
    </message>
    <message>
        <source>top-right</source>
        <translation>kanan atas</translation>
    </message>
    <message>
        <source>bottom-left</source>
        <translation>kiri bawah</translation>
    </message>
    <message>
        <source>bottom-right</source>
        <translation>kanan bawah</translation>
    </message>
    <message>
        <source>a T of 4 cells</source>
        <translation>bentuk T berisi 4 kotak</translation>
    </message>
    <message>
        <source>an S of 4 cells</source>
        <translation>bentuk S berisi 4 kotak</translation>
    </message>
    <message>
        <source>a Z of 4 cells</source>
        <translation>bentuk Z berisi 4 kotak</translation>
    </message>
    <message>
        <source>a J of 4 cells</source>
        <translation>bentuk J berisi 4 kotak</translation>
    </message>
    <message>
        <source>an L of 4 cells</source>
        <translation>bentuk L berisi 4 kotak</translation>
    </message>
    <message>
        <source>pointing down</source>
        <translation>menghadap ke bawah</translation>
    </message>
    <message>
        <source>pointing left</source>
        <translation>menghadap ke kiri</translation>
    </message>
    <message>
        <source>pointing up</source>
        <translation>menghadap ke atas</translation>
    </message>
    <message>
        <source>pointing right</source>
        <translation>menghadap ke kanan</translation>
    </message>
    <message>
        <source>upright</source>
        <translation>tegak</translation>
    </message>
    <message>
        <source>lying flat</source>
        <translation>mendatar</translation>
    </message>
    <message>
        <source>upside down</source>
        <translation>terbalik</translation>
    </message>
    <message>
        <source>lying flat, turned back</source>
        <translation>mendatar, menghadap sebaliknya</translation>
    </message>
    <message>
        <source>a single cell</source>
        <translation>satu kotak</translation>
    </message>
    <message numerus="yes">
        <source>a horizontal bar of %n cells</source>
        <translation>
            <numerusform>batang mendatar berisi %n kotak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a vertical bar of %n cells</source>
        <translation>
            <numerusform>batang tegak berisi %n kotak</numerusform>
        </translation>
    </message>
    <message>
        <source>a 2 by 2 square</source>
        <translation>persegi 2 kali 2</translation>
    </message>
    <message>
        <source>a 3 by 3 square</source>
        <translation>persegi 3 kali 3</translation>
    </message>
    <message>
        <source>a small corner of 3 cells, its bend at the {corner}</source>
        <translation>siku kecil berisi 3 kotak, sudutnya di {corner}</translation>
    </message>
    <message>
        <source>a large corner of 5 cells, its bend at the {corner}</source>
        <translation>siku besar berisi 5 kotak, sudutnya di {corner}</translation>
    </message>
    <message>
        <source>standing up</source>
        <translation>berdiri</translation>
    </message>
    <message>
        <source>{shape}, {lie}</source>
        <translation>{shape}, {lie}</translation>
    </message>
    <message>
        <source>{shape}, {how}</source>
        <translation>{shape}, {how}</translation>
    </message>
</context>
<context>
    <name>PiecesModel</name>
    <message>
        <source>Piece</source>
        <translation>Keping</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>Dibagikan</translation>
    </message>
    <message>
        <source>Fair share</source>
        <translation>Jumlah wajar</translation>
    </message>
    <message>
        <source>Fair range (95 %)</source>
        <translation>Rentang wajar (95%)</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} sampai {high}</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>As the system asks</source>
        <translation>Ikuti pengaturan sistem</translation>
    </message>
    <message>
        <source>Animations on</source>
        <translation>Animasi aktif</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>Kurangi gerakan</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Bahasa sistem</translation>
    </message>
    <message>
        <source>The system&apos;s colours</source>
        <translation>Warna sistem</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Terang</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Gelap</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Kontras tinggi</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferensi</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Aktifkan &amp;suara</translation>
    </message>
    <message>
        <source>&amp;Motion:</source>
        <translation>&amp;Gerakan:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Bahasa:</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Warna:</translation>
    </message>
    <message>
        <source>Pieces &amp;turn in Arcade (from the next Arcade game)</source>
        <translation>Keping bisa di&amp;putar di Arcade (mulai permainan Arcade berikutnya)</translation>
    </message>
    <message>
        <source>&amp;Analyse my past games in the background, for Practice</source>
        <translation>&amp;Analisis permainan lamaku di latar belakang, untuk Latihan</translation>
    </message>
</context>
<context>
    <name>ProgressPage</name>
    <message>
        <source>Mo&amp;de:</source>
        <translation>Mo&amp;de:</translation>
    </message>
    <message>
        <source>Practice &amp;by theme</source>
        <translation>Latihan &amp;berdasarkan tema</translation>
    </message>
    <message>
        <source>Practice by theme</source>
        <translation>Latihan berdasarkan tema</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posisi</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>Percobaan</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Berhasil</translation>
    </message>
    <message>
        <source>No reviewed game yet: open a game&apos;s review (Game ▸ Review Last Game) and its accuracy and luck are drawn here.</source>
        <translation>Belum ada permainan yang ditinjau: buka tinjauan sebuah permainan (Permainan ▸ Tinjau Permainan Terakhir) dan akurasi serta keberuntungannya digambar di sini.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games reviewed. The last {count}: accuracy {accuracy} %, luck {luck} of 100.</source>
        <translation>
            <numerusform>%Ln permainan ditinjau. {count} terakhir: akurasi {accuracy}%, keberuntungan {luck} dari 100.</numerusform>
        </translation>
    </message>
    <message>
        <source>The {count} before: accuracy {accuracy} %.</source>
        <translation>{count} sebelumnya: akurasi {accuracy}%.</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>Accuracy and luck of each reviewed game</source>
        <translation>Akurasi dan keberuntungan setiap permainan yang ditinjau</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Akurasi</translation>
    </message>
    <message>
        <source>Accuracy, average of {n}</source>
        <translation>Akurasi, rata-rata {n}</translation>
    </message>
    <message>
        <source>Luck, average of {n}</source>
        <translation>Keberuntungan, rata-rata {n}</translation>
    </message>
    <message>
        <source>Reviewed game</source>
        <translation>Permainan yang ditinjau</translation>
    </message>
    <message>
        <source>Per cent</source>
        <translation>Persen</translation>
    </message>
    <message>
        <source>Chart of the accuracy and luck of each reviewed game</source>
        <translation>Grafik akurasi dan keberuntungan setiap permainan yang ditinjau</translation>
    </message>
</context>
<context>
    <name>RetryBar</name>
    <message>
        <source>Practice {i} of {n}, {theme}: from your game of {date}, move {move}. There you placed {piece} at row {row}, column {col}, a {verdict}.</source>
        <translation>Latihan {i} dari {n}, {theme}: dari permainanmu pada {date}, langkah {move}. Di sana kamu menaruh {piece} di baris {row}, kolom {col}, dinilai {verdict}.</translation>
    </message>
    <message>
        <source>Retry {i} of {n}, move {move}: in the game you placed {piece} at row {row}, column {col}, a {verdict}.</source>
        <translation>Latihan ulang {i} dari {n}, langkah {move}: di permainan kamu menaruh {piece} di baris {row}, kolom {col}, dinilai {verdict}.</translation>
    </message>
    <message>
        <source>The coach&apos;s move: {piece} at row {row}, column {col}.</source>
        <translation>Langkah pelatih: {piece} di baris {row}, kolom {col}.</translation>
    </message>
    <message>
        <source>As good as the coach&apos;s move.</source>
        <translation>Sebaik langkah pelatih.</translation>
    </message>
    <message>
        <source>Better than in the game: {verdict} (in the game, a {was}).</source>
        <translation>Lebih baik daripada di permainan: {verdict} (di permainan: {was}).</translation>
    </message>
    <message>
        <source>Still a blunder.</source>
        <translation>Masih blunder.</translation>
    </message>
    <message>
        <source>Still a mistake.</source>
        <translation>Masih kesalahan.</translation>
    </message>
    <message>
        <source>Not kept: the coach&apos;s move was shown.</source>
        <translation>Tidak disimpan: langkah pelatih sudah ditunjukkan.</translation>
    </message>
    <message numerus="yes">
        <source>Solved: it comes back in %n days.</source>
        <translation>
            <numerusform>Berhasil: posisi ini kembali dalam %n hari.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not solved yet: it comes back in %n minutes.</source>
        <translation>
            <numerusform>Belum berhasil: posisi ini kembali dalam %n menit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Practised %n positions: {coach} as good as the coach&apos;s, {better} better than in the game, {still} still mistakes.</source>
        <translation>
            <numerusform>Posisi yang dilatih: %n; {coach} sebaik langkah pelatih, {better} lebih baik daripada di permainan, {still} masih kesalahan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retried %n of the game&apos;s mistakes: {coach} as good as the coach&apos;s, {better} better than in the game, {still} still mistakes.</source>
        <translation>
            <numerusform>Kesalahan permainan yang dilatih ulang: %n; {coach} sebaik langkah pelatih, {better} lebih baik daripada di permainan, {still} masih kesalahan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Place a piece where you think best.</source>
        <translation>Taruh keping di tempat yang menurutmu terbaik.</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Latihan</translation>
    </message>
    <message>
        <source>Ne&amp;xt Position</source>
        <translation>Posisi Ber&amp;ikutnya</translation>
    </message>
    <message>
        <source>Stop P&amp;ractising</source>
        <translation>&amp;Akhiri Latihan</translation>
    </message>
    <message>
        <source>Retry my mistakes</source>
        <translation>Latih ulang kesalahanku</translation>
    </message>
    <message>
        <source>&amp;Show the Coach&apos;s Move</source>
        <translation>&amp;Lihat Langkah Pelatih</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>C&amp;oba Lagi</translation>
    </message>
    <message>
        <source>Ne&amp;xt Mistake</source>
        <translation>Kesalahan Ber&amp;ikutnya</translation>
    </message>
    <message>
        <source>Stop &amp;Retrying</source>
        <translation>&amp;Akhiri Latihan Ulang</translation>
    </message>
</context>
<context>
    <name>ReviewTrayModel</name>
    <message>
        <source>Piece {n}: {shape}, placed at this move; the coach would place it elsewhere</source>
        <translation>Keping {n}: {shape}, diletakkan pada langkah ini; pelatih akan meletakkannya di tempat lain</translation>
    </message>
    <message>
        <source>Piece {n}: {shape}, placed at this move</source>
        <translation>Keping {n}: {shape}, diletakkan pada langkah ini</translation>
    </message>
    <message>
        <source>Piece {n}: {shape}, the coach&apos;s choice</source>
        <translation>Keping {n}: {shape}, pilihan pelatih</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review of Game {number}</source>
        <translation>Tinjauan Permainan {number}</translation>
    </message>
    <message>
        <source>Review of a Game</source>
        <translation>Tinjauan Permainan</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: it was kept before the game kept the moves of every game, or its moves are damaged.</source>
        <translation>Permainan ini tidak bisa ditinjau: permainan ini disimpan sebelum langkah setiap permainan disimpan, atau langkahnya rusak.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: no piece was placed.</source>
        <translation>Permainan ini tidak bisa ditinjau: tidak ada keping yang ditaruh.</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Langkah</translation>
    </message>
    <message>
        <source>Board at this move</source>
        <translation>Papan pada langkah ini</translation>
    </message>
    <message>
        <source>Pieces at this move</source>
        <translation>Keping pada langkah ini</translation>
    </message>
    <message>
        <source>Room after each move</source>
        <translation>Ruang setelah setiap langkah</translation>
    </message>
    <message>
        <source>&amp;Stop Analysing</source>
        <translation>&amp;Hentikan Analisis</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Langkah Sebelumnya</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Langkah Berikutnya</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>Langkah Pertama</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Langkah Terakhir</translation>
    </message>
    <message>
        <source>Play On from Here</source>
        <translation>Lanjutkan dari Sini</translation>
    </message>
    <message>
        <source>&amp;Play On from Here</source>
        <translation>&amp;Main Terus dari Sini</translation>
    </message>
    <message>
        <source>Play this game on from this move as a practice game: it is not counted.</source>
        <translation>Lanjutkan permainan ini dari langkah ini sebagai permainan latihan: tidak dihitung.</translation>
    </message>
    <message>
        <source>Retry My &amp;Mistakes</source>
        <translation>&amp;Latih Ulang Kesalahanku</translation>
    </message>
    <message>
        <source>Place the pieces again at each of the game&apos;s mistakes and blunders.</source>
        <translation>Taruh lagi keping-kepingnya di setiap kesalahan dan blunder permainan ini.</translation>
    </message>
    <message>
        <source>Your mistakes will be retried when the analysis has found them.</source>
        <translation>Kesalahanmu akan dilatih ulang setelah analisis menemukannya.</translation>
    </message>
    <message>
        <source>No mistakes or blunders in this game: nothing to retry.</source>
        <translation>Tidak ada kesalahan atau blunder dalam permainan ini: tidak ada yang perlu dilatih ulang.</translation>
    </message>
    <message numerus="yes">
        <source>The analysis could not start; %Ln of {total} moves were judged.</source>
        <translation>
            <numerusform>Analisis tidak dapat dimulai; %Ln dari {total} langkah sudah dinilai.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The analysis stopped answering and was stopped; %Ln of {total} moves were judged.</source>
        <translation>
            <numerusform>Analisis berhenti menjawab dan dihentikan; %Ln dari {total} langkah sudah dinilai.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The analysis stopped unexpectedly; %Ln of {total} moves were judged.</source>
        <translation>
            <numerusform>Analisis berhenti tanpa diduga; %Ln dari {total} langkah sudah dinilai.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seeing no deal before it came, the coach scored {score} on this deal.</source>
        <translation>Tanpa melihat set keping sebelum datang, pelatih mencetak {score} pada set keping ini.</translation>
    </message>
    <message>
        <source>Analysis stopped: moves not judged are marked with three dots.</source>
        <translation>Analisis dihentikan: langkah yang belum dinilai ditandai tiga titik.</translation>
    </message>
    <message numerus="yes">
        <source>Retried %n times; the last retry: {verdict}.</source>
        <translation>
            <numerusform>Dilatih ulang %n kali; hasil terakhir: {verdict}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score {score}.</source>
        <translation>Skor {score}.</translation>
    </message>
    <message>
        <source>The room each move left. Triangles: your biggest losses; squares: the unluckiest deals.</source>
        <translation>Ruang yang ditinggalkan setiap langkah. Segitiga: kerugian terbesarmu; persegi: set keping paling sial.</translation>
    </message>
    <message>
        <source>Accuracy {accuracy} %.</source>
        <translation>Akurasi {accuracy}%.</translation>
    </message>
    <message>
        <source>Luck {luck} of 100 (50 is average).</source>
        <translation>Keberuntungan {luck} dari 100 (50 adalah rata-rata).</translation>
    </message>
    <message>
        <source>Knowing every deal in advance, the coach reached {score} on the same deals and was still alive.</source>
        <translation>Dengan mengetahui semua set keping sejak awal, pelatih mencapai {score} pada set keping yang sama dan masih bisa bermain.</translation>
    </message>
    <message>
        <source>Knowing every deal in advance, the coach reached {score} on the same deals, and then no piece fitted.</source>
        <translation>Dengan mengetahui semua set keping sejak awal, pelatih mencapai {score} pada set keping yang sama, lalu tidak ada keping yang muat.</translation>
    </message>
    <message numerus="yes">
        <source>Analysing: %Ln of the moves judged.</source>
        <translation>
            <numerusform>Menganalisis: %Ln langkah sudah dinilai.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>The game you were playing could not be read, so a new game has begun. Your statistics are kept.</source>
        <translation>Permainan yang sedang kamu mainkan tidak bisa dibaca, jadi permainan baru dimulai. Statistikmu tetap tersimpan.</translation>
    </message>
    <message>
        <source>Some saved data could not be read and was set aside in {file}. Everything that could be read was kept.</source>
        <translation>Sebagian data tersimpan tidak bisa dibaca dan disisihkan di {file}. Semua yang bisa dibaca tetap disimpan.</translation>
    </message>
    <message numerus="yes">
        <source>Your game history could not be read and was set aside in {file}. %n games could still be read and were kept.</source>
        <translation>
            <numerusform>Riwayat permainanmu tidak bisa dibaca dan disisihkan di {file}. %n permainan masih bisa dibaca dan disimpan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Some saved data in {file} could not be read, and the file could not be copied aside ({why}). It is left as it was: nothing will be saved to it, but you can keep playing.</source>
        <translation>Sebagian data tersimpan di {file} tidak bisa dibaca, dan berkasnya tidak bisa dicadangkan ({why}). Berkas itu dibiarkan apa adanya: tidak ada yang akan disimpan ke sana, tetapi kamu tetap bisa bermain.</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>tidak terbaca</translation>
    </message>
    <message>
        <source>Your game history ({file}) was written by a newer version of Block Puzzle. It is shown as it is and left unchanged; the games you play now count until you quit.</source>
        <translation>Riwayat permainanmu ({file}) ditulis oleh versi Block Puzzle yang lebih baru. Riwayat itu ditampilkan apa adanya dan tidak diubah; permainan yang kamu mainkan sekarang tetap dihitung sampai kamu keluar.</translation>
    </message>
    <message>
        <source>Your game history cannot be saved ({why}). The games you play now count until you quit.</source>
        <translation>Riwayat permainanmu tidak bisa disimpan ({why}). Permainan yang kamu mainkan sekarang tetap masuk statistik, tetapi hanya sampai kamu menutup game.</translation>
    </message>
    <message>
        <source>Your progress cannot be saved ({why}). You can keep playing.</source>
        <translation>Kemajuanmu tidak bisa disimpan ({why}). Kamu tetap bisa bermain.</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source> by </source>
        <comment>3×3 said</comment>
        <translation> kali </translation>
    </message>
    <message>
        <source>, then </source>
        <comment>a path through menus and tabs, said</comment>
        <translation>, lalu </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Games played</source>
        <comment>the list of games</comment>
        <translation>Daftar permainan</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>&amp;Review This Game</source>
        <translation>&amp;Tinjau Permainan Ini</translation>
    </message>
    <message>
        <source>&amp;Progress</source>
        <translation>Kema&amp;juan</translation>
    </message>
    <message>
        <source>Dail&amp;y</source>
        <translation>&amp;Harian</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>belum ada</translation>
    </message>
    <message>
        <source>{mode}, {heading}: {value}</source>
        <translation>{mode}, {heading}: {value}</translation>
    </message>
    <message>
        <source>No {mode} game has been played yet.</source>
        <translation>Belum ada permainan {mode} yang dimainkan.</translation>
    </message>
    <message numerus="yes">
        <source>{mode}: %Ln games played.</source>
        <translation>
            <numerusform>{mode}: %Ln permainan dimainkan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last %n average {average}; the best, {best}, was on {day}.</source>
        <translation>
            <numerusform>Rata-rata %n permainan terakhir {average}; yang terbaik, {best}, pada {day}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score of every game</source>
        <translation>Skor setiap permainan</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skor</translation>
    </message>
    <message>
        <source>Best so far</source>
        <translation>Rekor saat itu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Permainan</translation>
    </message>
    <message>
        <source>How often each score</source>
        <translation>Seberapa sering tiap skor</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Permainan</translation>
    </message>
    <message>
        <source>Score, in steps of {width}</source>
        <translation>Skor, tiap batang {width} poin</translation>
    </message>
    <message>
        <source>Chart of the score of every {mode} game</source>
        <translation>Grafik skor setiap permainan {mode}</translation>
    </message>
    <message>
        <source>Histogram of {mode} scores</source>
        <translation>Histogram skor {mode}</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Ekspor gagal</translation>
    </message>
    <message>
        <source>The games could not be exported to {file}: {why}.</source>
        <translation>Permainan tidak dapat diekspor ke {file}: {why}.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Export the games as CSV</source>
        <translation>Ekspor permainan sebagai CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Berkas CSV (*.csv)</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Atur ulang statistik?</translation>
    </message>
    <message>
        <source>Forget every game played, the best scores and the play time, in both modes?</source>
        <translation>Hapus catatan semua permainan, skor terbaik, dan waktu bermain, di kedua mode?</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Atur Ulang</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Forget my practice positions too</source>
        <translation>Lupakan juga posisi latihanku</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Totals</source>
        <translation>&amp;Total</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasik</translation>
    </message>
    <message>
        <source>Arcade</source>
        <translation>Arcade</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Jumlah permainan</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Skor terbaik</translation>
    </message>
    <message>
        <source>Lines cleared</source>
        <translation>Garis dibersihkan</translation>
    </message>
    <message>
        <source>Play time</source>
        <translation>Waktu bermain</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Skor rata-rata</translation>
    </message>
    <message>
        <source>Average lines per game</source>
        <translation>Rata-rata garis per permainan</translation>
    </message>
    <message>
        <source>A game counts when it ends, or when you start a new one after placing a piece.</source>
        <translation>Sebuah permainan dihitung saat berakhir, atau saat kamu memulai yang baru setelah meletakkan keping.</translation>
    </message>
    <message>
        <source>&amp;Scores</source>
        <translation>&amp;Skor</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Mode:</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Permainan</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Ti&amp;njau…</translation>
    </message>
    <message>
        <source>&amp;Export as CSV…</source>
        <translation>&amp;Ekspor sebagai CSV…</translation>
    </message>
    <message>
        <source>&amp;Fairness</source>
        <translation>&amp;Keadilan</translation>
    </message>
    <message>
        <source>M&amp;ode:</source>
        <translation>M&amp;ode:</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Atur Ulang Statistik…</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>the order of the pieces matters</source>
        <translation>urutan keping itu penting</translation>
    </message>
    <message>
        <source>two lines at once</source>
        <translation>dua garis sekaligus</translation>
    </message>
    <message>
        <source>keep room for the 3×3</source>
        <translation>sisakan ruang untuk 3×3</translation>
    </message>
    <message>
        <source>no single holes</source>
        <translation>jangan ada lubang tunggal</translation>
    </message>
    <message>
        <source>the big piece first</source>
        <translation>keping besar lebih dulu</translation>
    </message>
    <message>
        <source>keep room for the next pieces</source>
        <translation>sisakan ruang untuk keping berikutnya</translation>
    </message>
</context>
<context>
    <name>TrayModel</name>
    <message>
        <source>Piece {n}: used</source>
        <translation>Keping {n}: sudah dipakai</translation>
    </message>
    <message>
        <source>Piece {n}: {shape}, selected</source>
        <translation>Keping {n}: {shape}, dipilih</translation>
    </message>
    <message>
        <source>Piece {n}: {shape}</source>
        <translation>Keping {n}: {shape}</translation>
    </message>
</context>
<context>
    <name>TrayView</name>
    <message>
        <source>Tray</source>
        <translation>Baki</translation>
    </message>
    <message>
        <source>The 3 pieces to place. Press 1, 2 or 3 to select one.</source>
        <translation>3 keping untuk diletakkan. Tekan 1, 2, atau 3 untuk memilih.</translation>
    </message>
</context>
</TS>
