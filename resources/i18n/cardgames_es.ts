<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Card</name>
    <message>
        <source>face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GopsTable</name>
    <message>
        <source>Spent bids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won prizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not your turn to bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have bid this round; wait for the reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choosing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 points this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (match: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>prize pile, %n cards</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Prize pile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot: %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 of %2 · Round %3 of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ties carry the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ties discard the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over: a draw, %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over: won by %1, %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose your bid for the %1 — pot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1 to bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bid %2, %3 bid %4: tie over %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bid %2, %3 bid %4 → won by %5: %6 (%7 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: a draw, %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 won by %2, %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match so far: %1 %2, %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points by round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match won by %1, %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is shared, %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: %2 – %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals by game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Everything private is hidden. Only the next player should look now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to %1 — click when ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Card games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the &amp;start page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game is waiting for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is coming soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Card games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace save?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A save named “%1” exists. Replace it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Card games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cardgames-qt %1
Gops, Guts and Zhopa on one table.
Decks drawn by the project, free to share (CC0).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavesDialog</name>
    <message>
        <source>Load a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — cannot be loaded: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2, %3 moves, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no saved games yet. Use Game → Save as… during a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete save?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the save “%1”? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic (two colours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large index, four colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduced motion (no animations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Motion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer move delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language (after restart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game of %1 is being played: its rules are fixed until it ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry: a tied pot goes to the next winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard: a tied pot is removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards per hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games in a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles in a session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player has own trump suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One trump suit for all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two trump suits for all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Senior (spades) and junior (diamonds) trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random, or suit letters such as S H D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump suits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card that can take the lead must be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal when all hands are empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw one after each trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source&apos;s table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balanced (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most parties in a game (0 = no limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 is</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Card games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play against the computer, or pass and play with friends on this screen.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableBase</name>
    <message>
        <source>Pass the screen to %1</source>
        <extracomment>the table asks the window for something (e.g. &quot;new_match&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
