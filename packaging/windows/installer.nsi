; Block Puzzle's Windows installer: a template pynsist fills in
; (packaging/installer.py): its double square brackets and percent blocks are
; pynsist's, ${ } and $ are NSIS's.
;
; Per user, no administrator rights: the program goes to
; %LOCALAPPDATA%\Programs\Block Puzzle (or /D=), a Start-menu shortcut, an
; entry in Apps with its version and uninstaller.  Installing over an older
; version replaces its files in place.  The player's games and settings
; (%LOCALAPPDATA%\blockpuzzle\) are never touched, by the installer or the
; uninstaller.  64-bit and Unicode (Debian's NSIS has the amd64-unicode
; stubs: a PE32 installer would need a 32-bit Windows layer).

Unicode true
Target amd64-unicode
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID lzma
SetCompressorDictSize 32

!define PRODUCT_NAME "[[ib.appname]]"
!define PRODUCT_VERSION "[[ib.version]]"
!define PRODUCT_ICON "[[icon]]"
!define PUBLISHER "[[ib.publisher]]"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\BlockPuzzle"
!define LAUNCHER "[[ launcher ]]"

Name "${PRODUCT_NAME} ${PRODUCT_VERSION}"
OutFile "[[ib.installer_name]]"
InstallDir "$LOCALAPPDATA\Programs\${PRODUCT_NAME}"
; An upgrade goes where the version before went.
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
ShowInstDetails nevershow
ShowUninstDetails nevershow
BrandingText "${PRODUCT_NAME} ${PRODUCT_VERSION}"
VIProductVersion "[[ib.version]].0"
VIAddVersionKey /LANG=0 "ProductName" "${PRODUCT_NAME}"
VIAddVersionKey /LANG=0 "ProductVersion" "${PRODUCT_VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${PRODUCT_VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${PRODUCT_NAME} installer"
VIAddVersionKey /LANG=0 "LegalCopyright" "GPL-3.0-or-later"

!include "MUI2.nsh"
!define MUI_ICON "[[icon]]"
!define MUI_UNICON "[[icon]]"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN
!define MUI_FINISHPAGE_RUN_FUNCTION RunGame
!define MUI_UNCONFIRMPAGE_TEXT_TOP "$(KeepSaves)"

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Indonesian"
!insertmacro MUI_LANGUAGE "PortugueseBR"

LangString KeepSaves ${LANG_ENGLISH} "Block Puzzle will be removed from your computer. Your saved game, statistics and history stay in $LOCALAPPDATA\blockpuzzle and are there again if you install Block Puzzle later."
LangString KeepSaves ${LANG_INDONESIAN} "Block Puzzle akan dihapus dari komputer Anda. Permainan tersimpan, statistik, dan riwayat Anda tetap ada di $LOCALAPPDATA\blockpuzzle dan akan kembali jika Anda memasang Block Puzzle lagi nanti."
LangString KeepSaves ${LANG_PORTUGUESEBR} "O Block Puzzle será removido do seu computador. Seu jogo salvo, suas estatísticas e seu histórico continuam em $LOCALAPPDATA\blockpuzzle e voltam se você instalar o Block Puzzle de novo."

Section "!${PRODUCT_NAME}" sec_app
  SectionIn RO
  ; An older version's files go first: nothing of it is left mixed in.
  RMDir /r "$INSTDIR\Python"
  RMDir /r "$INSTDIR\pkgs"
  SetOutPath "$INSTDIR"
  File "${PRODUCT_ICON}"
  File "${LAUNCHER}"
  SetOutPath "$INSTDIR\Python"
  File /r "Python\*.*"
  SetOutPath "$INSTDIR\pkgs"
  File /r "pkgs\*.*"

  ; Compiled once here rather than at the first start (the folder is the
  ; player's own: pythonw could write it later too).
  nsExec::Exec '"$INSTDIR\Python\python.exe" -I -m compileall -q "$INSTDIR\pkgs"'
  Pop $0

  ; The shortcut starts the game in the player's own folder.
  SetOutPath "$PROFILE"
  CreateShortCut "$SMPROGRAMS\${PRODUCT_NAME}.lnk" "$INSTDIR\Python\pythonw.exe" \
    '"$INSTDIR\${LAUNCHER}"' "$INSTDIR\${PRODUCT_ICON}" 0 SW_SHOWNORMAL "" "${PRODUCT_NAME}"
  SetOutPath "$INSTDIR"

  WriteUninstaller "$INSTDIR\uninstall.exe"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${PRODUCT_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${PRODUCT_VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${PRODUCT_ICON}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" [[ installed_kb ]]
SectionEnd

Function RunGame
  ExecShell "" "$SMPROGRAMS\${PRODUCT_NAME}.lnk"
FunctionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\${PRODUCT_NAME}.lnk"
  RMDir /r "$INSTDIR\Python"
  RMDir /r "$INSTDIR\pkgs"
  Delete "$INSTDIR\${LAUNCHER}"
  Delete "$INSTDIR\${PRODUCT_ICON}"
  Delete "$INSTDIR\uninstall.exe"
  ; Only if empty: a folder the player chose may hold their own files.
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
