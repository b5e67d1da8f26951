<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk">
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
    <name>GutsTable</name>
    <message>
        <source>In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In — stay in this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out — drop this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare in (I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare out (O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>balance %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserve %1 · cap %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycle %1 of %2 · hand %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press I or O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deciding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last hand: out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last hand: in, split %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last hand: in, took %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last hand: in, paid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last hand: in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: in or out? — pot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing hand %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n players</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The session is over: won by %1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session is over: shared by %1 with %2 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycle 1: everyone antes %1 — pot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand 1, dealer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed at hand %1 of cycle %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— Hand %1 —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is in: the pot stays as it is; redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody is in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In: %1 · out: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showdown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot of %1 split: %2 each to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot of %1 to %2, alone in (cards not shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot of %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pays %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay %1 each: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next pot: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot capped at %1; %2 go to the reserve (now %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pot is refilled with %1 from the reserve (%2 left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer button moves to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycle %1 is over: the pot and the reserve are empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycle %1: everyone antes %2 — pot %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1, dealer: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session won by %1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session shared by %1 with %2 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycle %1 of %2 is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leading: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharing the lead: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balances after each hand; they always sum to zero at the end of a cycle.</source>
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
    <name>SeatWidget</name>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>showed</source>
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
<context>
    <name>ZhopaTable</name>
    <message>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go (G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass (P)</source>
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
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Betting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bet yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — target %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (combination %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banks %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won pile: %1 cards, %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s card, face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (one suit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combination %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bets first: say go or pass before any card is played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your turn: %1 plays now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One moment: the table is still moving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick %1 — main suit %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick to %1: %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partie %1 — bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick %1 — main suit %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (changed by an 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick %1 — %2 leads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick held by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stock, %1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partie %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partie %1 of at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player has their own trump suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump suit for all: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump suits for all: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Senior trumps ♠, junior trumps ♦</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Targets: go %1, pass %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beating is optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New cards: a fresh deal when hands are empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New cards: one each after every trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>go %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go needs %1 points and costs a bank if missed; pass needs %2 and costs nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your combination already scores %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partie %1 is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to collect the trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing (dealer: %1)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go or pass? Go needs %1 points, pass %2 (keys G / P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is betting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your lead: play any card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beat the %1 — you can, so you must</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beat the %1 or follow %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot beat the %1: follow %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot beat the %1 and hold no %2: play any card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over — winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over — winners: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partie %1 — dealer: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New deal by %1: %2 cards each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: combination %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No combinations this partie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First lead: %1 (holds the lowest diamond)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First lead: %1 (left of the dealer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First lead: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 changes the main suit to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick %1 to %2: %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bank shed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bank gained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>banks unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3 of %4 points — %5, %6 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banks over the parties:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next partie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: banks %2 · rating this game %3 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · overall %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
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
        <source>%1 shed every bank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 collected six banks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The partie limit is reached: the fewest banks win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loser: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losers: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics were not recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
