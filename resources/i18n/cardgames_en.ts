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
    <name>ZhopaTable</name>
    <message numerus="yes">
        <source>Trick (%1): %Ln points</source>
        <translation>
            <numerusform>Trick (%1): %Ln point</numerusform>
            <numerusform>Trick (%1): %Ln points</numerusform>
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
