; Inno Setup script for the Windows installer of cardgames-qt (per user: no administrator rights).
; Built by the GitHub workflow after packaging/build_bundle.py:
;   iscc packaging\windows\cardgames-qt.iss
; The version is pyproject.toml's, from the define the build generates (packaging/buildmeta.py);
; BundleDir and Generated default to build_bundle.py's default folders, and may be given
; on the command line (/DBundleDir=... /DGenerated=...).

; (the defaults are made absolute from this script's folder, SourcePath: every ISPP
; version then finds the included file, whatever the current directory)
#ifndef Generated
  #define Generated AddBackslash(SourcePath) + "..\..\build\pyinstaller\cardgames-qt\generated"
#endif
#include Generated + "\version.iss"
#ifndef AppVersion
  #error version.iss defines no AppVersion: run packaging/build_bundle.py first
#endif
#ifndef BundleDir
  #define BundleDir AddBackslash(SourcePath) + "..\..\dist\cardgames-qt"
#endif
#ifndef OutputDir
  #define OutputDir AddBackslash(SourcePath) + "..\..\dist"
#endif

[Setup]
AppId={{6F1C2B7E-3D4A-4C59-9B8E-2A7D5C1E0F93}
AppName=Card Games
AppVersion={#AppVersion}
AppVerName=Card Games {#AppVersion}
AppPublisher=cardgames-qt
VersionInfoVersion={#AppVersion}
VersionInfoProductName=Card Games
DefaultDirName={autopf}\cardgames-qt
DefaultGroupName=Card Games
DisableProgramGroupPage=yes
; per-user install: no UAC prompt; {autopf} is then %LOCALAPPDATA%\Programs
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=cardgames-qt-{#AppVersion}-windows-x64-setup
SetupIconFile={#Generated}\icons\cardgames-qt.ico
UninstallDisplayIcon={app}\cardgames-qt.exe
UninstallDisplayName=Card Games
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "ru"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "uk"; MessagesFile: "compiler:Languages\Ukrainian.isl"
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\cardgames-qt.exe"; DestDir: "{app}"; Flags: ignoreversion
Source: "{#BundleDir}\_internal\*"; DestDir: "{app}\_internal"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Card Games"; Filename: "{app}\cardgames-qt.exe"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,Card Games}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Card Games"; Filename: "{app}\cardgames-qt.exe"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\cardgames-qt.exe"; Description: "{cm:LaunchProgram,Card Games}"; Flags: nowait postinstall skipifsilent
