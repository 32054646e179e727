<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.0" language="de_DE">
<context>
    <name>QKeychain::ReadPasswordJobPrivate</name>
    <message>
        <location filename="../keychain_unix.cpp" line="119"/>
        <source>Unknown error</source>
        <translation>Unbekannter Fehler</translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="133"/>
        <source>D-Bus is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="210"/>
        <source>No keychain service available</source>
        <translation>Kein Schlüsselbund-Dienst verfügbar</translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="212"/>
        <source>Could not open wallet: %1; %2</source>
        <translation>Konnte Brieftasche nicht öffnen: %1; %2</translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="258"/>
        <source>Access to keychain denied</source>
        <translation>Zugriff auf Schlüsselbund verweigert</translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="279"/>
        <source>Could not determine data type: %1; %2</source>
        <translation>Datentyp kann nicht ermittelt werden: %1: %2</translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="297"/>
        <source>Unsupported entry type &apos;Map&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="300"/>
        <source>Unknown kwallet entry type &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="315"/>
        <source>Could not read password: %1; %2</source>
        <translation>Passwort konnte nicht ausgelesen werden: %1; %2</translation>
    </message>
    <message>
        <location filename="../keychain_mac.cpp" line="76"/>
        <source>Password not found</source>
        <translation>Passwort nicht gefunden</translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="288"/>
        <location filename="../keychain_win.cpp" line="27"/>
        <source>Entry not found</source>
        <translation>Eintrag nicht gefunden</translation>
    </message>
    <message>
        <location filename="../keychain_win.cpp" line="44"/>
        <source>Could not decrypt data</source>
        <translation>Kann Daten nicht entschlüsseln</translation>
    </message>
</context>
<context>
    <name>QKeychain::WritePasswordJobPrivate</name>
    <message>
        <location filename="../keychain_unix.cpp" line="336"/>
        <location filename="../keychain_unix.cpp" line="344"/>
        <source>Unknown error</source>
        <translation>Unbekannter Fehler</translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="359"/>
        <source>D-Bus is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="400"/>
        <location filename="../keychain_unix.cpp" line="485"/>
        <source>Could not open wallet: %1; %2</source>
        <translation>Konnte Brieftasche nicht öffnen: %1; %2</translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="463"/>
        <source>Access to keychain denied</source>
        <translation>Zugriff auf Schlüsselbund verweigert</translation>
    </message>
    <message>
        <location filename="../keychain_win.cpp" line="64"/>
        <source>Could not delete encrypted data from settings: access error</source>
        <translation>Kann verschlüsselte Daten nicht aus den Einstellungen entfernen: Zugriffsfehler</translation>
    </message>
    <message>
        <location filename="../keychain_win.cpp" line="65"/>
        <source>Could not delete encrypted data from settings: format error</source>
        <translation>Kann verschlüsselte Daten nicht aus den Einstellungen entfernen: Formatfehler</translation>
    </message>
    <message>
        <location filename="../keychain_win.cpp" line="85"/>
        <source>Encryption failed</source>
        <translation>Verschlüsselung fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../keychain_win.cpp" line="100"/>
        <source>Could not store encrypted data in settings: access error</source>
        <translation>Kann verschlüsselte Daten nicht in den Einstellungen speichern: Zugriffsfehler</translation>
    </message>
    <message>
        <location filename="../keychain_win.cpp" line="101"/>
        <source>Could not store encrypted data in settings: format error</source>
        <translation>Kann verschlüsselte Daten nicht in den Einstellungen speichern: Formatfehler</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../keychain_unix.cpp" line="155"/>
        <source>Access to keychain denied</source>
        <translation>Zugriff auf Schlüsselbund verweigert</translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="157"/>
        <source>No keyring daemon</source>
        <translation>Kein Schlüsselbund-Dienst </translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="159"/>
        <source>Already unlocked</source>
        <translation>Bereits entsperrt</translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="161"/>
        <source>No such keyring</source>
        <translation>Kein solcher Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="163"/>
        <source>Bad arguments</source>
        <translation>Ungültige Argumente</translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="165"/>
        <source>I/O error</source>
        <translation>Ein-/Ausgabe-Fehler</translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="167"/>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="169"/>
        <source>Keyring already exists</source>
        <translation>Schlüsselbund existiert bereits</translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="171"/>
        <source>No match</source>
        <translation>Kein Treffer</translation>
    </message>
    <message>
        <location filename="../keychain_unix.cpp" line="176"/>
        <source>Unknown error</source>
        <translation>Unbekannter Fehler</translation>
    </message>
    <message>
        <location filename="../keychain_mac.cpp" line="31"/>
        <location filename="../keychain_mac.cpp" line="33"/>
        <source>%1 (OSStatus %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
