<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AnnouncerCount</name>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards</source>
        <translation>
            <numerusform>%Ln card</numerusform>
            <numerusform>%Ln cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards each</source>
        <translation>
            <numerusform>%Ln card each</numerusform>
            <numerusform>%Ln cards each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards left in the stock</source>
        <translation>
            <numerusform>%Ln card left in the stock</numerusform>
            <numerusform>%Ln cards left in the stock</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GopsTable</name>
    <message numerus="yes">
        <source>%1 — %Ln points this game</source>
        <translation>
            <numerusform>%1 — %Ln point this game</numerusform>
            <numerusform>%1 — %Ln points this game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>prize pile, %Ln cards</source>
        <translation>
            <numerusform>prize pile, %Ln card</numerusform>
            <numerusform>prize pile, %Ln cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pot: %Ln points</source>
        <translation>
            <numerusform>Pot: %Ln point</numerusform>
            <numerusform>Pot: %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards</source>
        <translation>
            <numerusform>%Ln card</numerusform>
            <numerusform>%Ln cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GutsTable</name>
    <message numerus="yes">
        <source>Waiting for %Ln players</source>
        <translation>
            <numerusform>Waiting for %Ln player</numerusform>
            <numerusform>Waiting for %Ln players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n moves of this game and its result could not be saved: %1. Quit anyway and lose them?</source>
        <translation>
            <numerusform>%n move of this game and its result could not be saved: %1. Quit anyway and lose them?</numerusform>
            <numerusform>%n moves of this game and its result could not be saved: %1. Quit anyway and lose them?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves of this game could not be saved: %1. Quit anyway and lose them?</source>
        <translation>
            <numerusform>%n move of this game could not be saved: %1. Quit anyway and lose it?</numerusform>
            <numerusform>%n moves of this game could not be saved: %1. Quit anyway and lose them?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavesDialog</name>
    <message numerus="yes">
        <source>Export… saves it up to its first damaged move: %1 of its %Ln moves.</source>
        <translation>
            <numerusform>Export… saves it up to its first damaged move: %1 of its %Ln move.</numerusform>
            <numerusform>Export… saves it up to its first damaged move: %1 of its %Ln moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported to %1: its first %2 of %Ln moves (those after them are damaged).</source>
        <translation>
            <numerusform>Exported to %1: its first %2 of %Ln move (those after them are damaged).</numerusform>
            <numerusform>Exported to %1: its first %2 of %Ln moves (those after them are damaged).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message numerus="yes">
        <source>The %2 beside the saves database were not ordinary files; they were moved to %1. Your games are intact.</source>
        <extracomment>lupdate reads the literal of each translate(&quot;Storage&quot;, ...) call below</extracomment>
        <translation>
            <numerusform>The %2 beside the saves database was not an ordinary file; it was moved to %1. Your games are intact.</numerusform>
            <numerusform>The %2 beside the saves database were not ordinary files; they were moved to %1. Your games are intact.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The saves database could not be used: %1. It was moved to %2 and a new one was started. %n games could be read from it and were exported there as save files.</source>
        <translation>
            <numerusform>The saves database could not be used: %1. It was moved to %2 and a new one was started. %n game could be read from it and was exported there as a save file.</numerusform>
            <numerusform>The saves database could not be used: %1. It was moved to %2 and a new one was started. %n games could be read from it and were exported there as save files.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved games or statistics of an earlier version could not be imported and were left as they were: %1</source>
        <translation>
            <numerusform>%n saved game or statistics file of an earlier version could not be imported and was left as it was: %1</numerusform>
            <numerusform>%n saved games or statistics of an earlier version could not be imported and were left as they were: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data of %n stored games%1 is damaged in the saves database: they were kept aside; the other games are not affected.</source>
        <translation>
            <numerusform>The data of %n stored game%1 is damaged in the saves database: it was kept aside; the other games are not affected.</numerusform>
            <numerusform>The data of %n stored games%1 is damaged in the saves database: they were kept aside; the other games are not affected.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more damaged games were kept aside.</source>
        <translation>
            <numerusform>%n more damaged game was kept aside.</numerusform>
            <numerusform>%n more damaged games were kept aside.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The results of %n games are damaged in the saves database and were left out of these statistics.</source>
        <translation>
            <numerusform>The results of %n game are damaged in the saves database and were left out of these statistics.</numerusform>
            <numerusform>The results of %n games are damaged in the saves database and were left out of these statistics.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n imported totals are damaged in the saves database and were left out of these statistics.</source>
        <translation>
            <numerusform>An imported total is damaged in the saves database and was left out of these statistics.</numerusform>
            <numerusform>%n imported totals are damaged in the saves database and were left out of these statistics.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it lists %n players for a %1-player game</source>
        <translation>
            <numerusform>it lists %n player for a %1-player game</numerusform>
            <numerusform>it lists %n players for a %1-player game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A name can have at most %n characters.</source>
        <translation>
            <numerusform>A name can have at most %n character.</numerusform>
            <numerusform>A name can have at most %n characters.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ZhopaTable</name>
    <message numerus="yes">
        <source>%Ln cards</source>
        <translation>
            <numerusform>%Ln card</numerusform>
            <numerusform>%Ln cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln cards in hand</source>
        <translation>
            <numerusform>%1: %Ln card in hand</numerusform>
            <numerusform>%1: %Ln cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick (%1): %Ln points</source>
        <translation>
            <numerusform>Trick (%1): %Ln point</numerusform>
            <numerusform>Trick (%1): %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stock, %Ln cards</source>
        <translation>
            <numerusform>stock, %Ln card</numerusform>
            <numerusform>stock, %Ln cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New deal (dealer: %1): %Ln cards each</source>
        <translation>
            <numerusform>New deal (dealer: %1): %Ln card each</numerusform>
            <numerusform>New deal (dealer: %1): %Ln cards each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick %1 (%2): %Ln points</source>
        <translation>
            <numerusform>Trick %1 (%2): %Ln point</numerusform>
            <numerusform>Trick %1 (%2): %Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Counted</name>
    <message numerus="yes">
        <source>Resumed after %Ln moves: the log starts here.</source>
        <translation>
            <numerusform>Resumed after %Ln move: the log starts here.</numerusform>
            <numerusform>Resumed after %Ln moves: the log starts here.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message numerus="yes">
        <source>%1 or better goes in with %n players; you hold %2: in.</source>
        <translation>
            <numerusform>%1 or better goes in with %n player; you hold %2: in.</numerusform>
            <numerusform>%1 or better goes in with %n players; you hold %2: in.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 or better goes in with %n players; you hold %2: out.</source>
        <translation>
            <numerusform>%1 or better goes in with %n player; you hold %2: out.</numerusform>
            <numerusform>%1 or better goes in with %n players; you hold %2: out.</numerusform>
        </translation>
    </message>
</context>
</TS>
