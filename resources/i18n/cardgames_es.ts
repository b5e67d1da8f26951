<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Card</name>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>carta boca abajo</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>An off-suit 8 only when you hold no %1.</source>
        <translation>Un 8 de otro palo solo se puede jugar si no tienes %1.</translation>
    </message>
    <message>
        <source>You must beat the %1 if you can (you can with %2).</source>
        <translation>Tienes que montar sobre %1 si puedes (puedes con %2).</translation>
    </message>
    <message>
        <source>Follow %1: you cannot take the lead, so play one of your %1.</source>
        <translation>Sirve %1: no puedes montar, así que juega una carta de %1.</translation>
    </message>
    <message>
        <source>Follow %1, or take the lead.</source>
        <translation>Sirve %1 o monta.</translation>
    </message>
    <message>
        <source>You have already bid this round; a sealed bid cannot be changed.</source>
        <translation>Ya has pujado en esta ronda; una puja cerrada no se puede cambiar.</translation>
    </message>
    <message>
        <source>That card was spent in round %1.</source>
        <translation>Esa carta ya se gastó en la ronda %1.</translation>
    </message>
    <message>
        <source>The game is over: no more moves.</source>
        <translation>La partida ha terminado: no quedan más jugadas.</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Nueva partida de %1</translation>
    </message>
    <message>
        <source>Continue %1</source>
        <translation>Continuar %1</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Reglas de %1</translation>
    </message>
    <message>
        <source>Sample cards</source>
        <translation>Cartas de muestra</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Gops</source>
        <translation>Gops</translation>
    </message>
    <message>
        <source>Guts</source>
        <translation>Guts</translation>
    </message>
    <message>
        <source>Zhopa</source>
        <translation>Zhopa</translation>
    </message>
    <message>
        <source>Two players bid secretly with a suit of cards for the diamonds turned one by one. The higher bid takes the prize; every bid is spent. Most prize points wins.</source>
        <translation>Dos jugadores pujan en secreto con las cartas de un palo por los diamantes, que se descubren uno a uno. La puja más alta gana el premio; toda puja se gasta. Gana quien sume más puntos de premios.</translation>
    </message>
    <message>
        <source>2–10 players get two cards each and all declare in or out at the same moment. The best hand that is in takes the pot; every other player who was in matches it.</source>
        <translation>De 2 a 10 jugadores reciben dos cartas cada uno y todos declaran a la vez si entran o pasan. La mejor mano de las que entran se lleva el bote; cada uno de los demás que entraron lo iguala.</translation>
    </message>
    <message>
        <source>A Russian trick-taking game for 2–4 with a 36-card deck, its own beating rules, trumps per player, go/pass bets and banks. Shed all your banks to win.</source>
        <translation>Un juego ruso de bazas para 2 a 4 jugadores con baraja de 36 cartas, reglas propias para montar, un triunfo para cada jugador, apuestas «voy» o «paso» y bancas. Líbrate de todas tus bancas para ganar.</translation>
    </message>
</context>
<context>
    <name>GopsTable</name>
    <message>
        <source>Spent bids</source>
        <translation>Pujas gastadas</translation>
    </message>
    <message>
        <source>Won prizes</source>
        <translation>Premios ganados</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>Not your turn to bid</source>
        <translation>No te toca pujar</translation>
    </message>
    <message>
        <source>You have bid this round; wait for the reveal</source>
        <translation>Ya has pujado en esta ronda; espera a que se descubran las pujas</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Pujar %1</translation>
    </message>
    <message>
        <source>bid placed</source>
        <translation>puja hecha</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Tu puja</translation>
    </message>
    <message>
        <source>Bid placed</source>
        <translation>Puja hecha</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>Choosing…</source>
        <translation>Eligiendo…</translation>
    </message>
    <message>
        <source>%1 — %2 points this game</source>
        <translation>%1 — %2 puntos en esta partida</translation>
    </message>
    <message>
        <source> (match: %1)</source>
        <translation> (serie: %1)</translation>
    </message>
    <message numerus="yes">
        <source>prize pile, %n cards</source>
        <translation>
            <numerusform>mazo de premios, %n carta</numerusform>
            <numerusform>mazo de premios, %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Prize pile: %1</source>
        <translation>Mazo de premios: %1</translation>
    </message>
    <message>
        <source>Pot: %1 points</source>
        <translation>Bote: %1 puntos</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Bote</translation>
    </message>
    <message>
        <source>Game %1 of %2 · Round %3 of %4</source>
        <translation>Partida %1 de %2 · Ronda %3 de %4</translation>
    </message>
    <message>
        <source>ties carry the pot</source>
        <translation>los empates acumulan el bote</translation>
    </message>
    <message>
        <source>ties discard the pot</source>
        <translation>los empates retiran el bote</translation>
    </message>
    <message>
        <source>%1 cards · %2</source>
        <translation>%1 cartas · %2</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>The match is over: a draw, %1 to %2.</source>
        <translation>La serie ha terminado: empate, %1 a %2.</translation>
    </message>
    <message>
        <source>The match is over: won by %1, %2 to %3.</source>
        <translation>La serie ha terminado: gana %1, %2 a %3.</translation>
    </message>
    <message>
        <source>Choose your bid for the %1 — pot %2</source>
        <translation>Elige tu puja por el %1 — bote %2</translation>
    </message>
    <message>
        <source>Waiting for %1 to bid</source>
        <translation>Esperando la puja de %1</translation>
    </message>
    <message>
        <source>%1 bid %2, %3 bid %4: tie over %5</source>
        <translation>%1 puja %2, %3 puja %4: empate por %5</translation>
    </message>
    <message>
        <source>%1 bid %2, %3 bid %4 → won by %5: %6 (%7 points)</source>
        <translation>%1 puja %2, %3 puja %4 → gana %5: %6 (%7 puntos)</translation>
    </message>
    <message>
        <source>Game %1: a draw, %2 to %3</source>
        <translation>Partida %1: empate, %2 a %3</translation>
    </message>
    <message>
        <source>Game %1 won by %2, %3 to %4</source>
        <translation>Partida %1 para %2, %3 a %4</translation>
    </message>
    <message>
        <source>Match so far: %1 %2, %3 %4</source>
        <translation>Serie hasta ahora: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>Points by round</source>
        <translation>Puntos por ronda</translation>
    </message>
    <message>
        <source>Match won by %1, %2 to %3</source>
        <translation>Serie ganada por %1, %2 a %3</translation>
    </message>
    <message>
        <source>The match is shared, %1 to %2</source>
        <translation>La serie queda compartida, %1 a %2</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3</source>
        <translation>Partida %1: %2 – %3</translation>
    </message>
    <message>
        <source>Totals by game</source>
        <translation>Totales por partida</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nueva serie</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>Página de inicio</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Siguiente partida</translation>
    </message>
</context>
<context>
    <name>GutsTable</name>
    <message>
        <source>In</source>
        <translation>Entro</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>In — stay in this hand</source>
        <translation>Entro — sigo en esta mano</translation>
    </message>
    <message>
        <source>Out — drop this hand</source>
        <translation>Paso — dejo esta mano</translation>
    </message>
    <message>
        <source>Declare in (I)</source>
        <translation>Declarar «entro» (I)</translation>
    </message>
    <message>
        <source>Declare out (O)</source>
        <translation>Declarar «paso» (O)</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>Saldos</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>balance %1</source>
        <translation>saldo %1</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>repartidor</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Bote %1</translation>
    </message>
    <message>
        <source>Reserve %1 · cap %2</source>
        <translation>Reserva %1 · tope %2</translation>
    </message>
    <message>
        <source>Cycle %1 of %2 · hand %3</source>
        <translation>Ciclo %1 de %2 · mano %3</translation>
    </message>
    <message>
        <source>You are %1</source>
        <translation>Has dicho: %1</translation>
    </message>
    <message>
        <source>Press I or O</source>
        <translation>Pulsa I u O</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>in</source>
        <translation>entro</translation>
    </message>
    <message>
        <source>out</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Tú: %1</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Ha declarado</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>Deciding…</source>
        <translation>Decidiendo…</translation>
    </message>
    <message>
        <source>last hand: out</source>
        <translation>última mano: paso</translation>
    </message>
    <message>
        <source>last hand: in, split %1</source>
        <translation>última mano: entró, reparto %1</translation>
    </message>
    <message>
        <source>last hand: in, took %1</source>
        <translation>última mano: entró, se llevó %1</translation>
    </message>
    <message>
        <source>last hand: in, paid %1</source>
        <translation>última mano: entró, pagó %1</translation>
    </message>
    <message>
        <source>last hand: in</source>
        <translation>última mano: entró</translation>
    </message>
    <message>
        <source>%1: in or out? — pot %2</source>
        <translation>%1: ¿entras o pasas? — bote %2</translation>
    </message>
    <message>
        <source>Dealing hand %1…</source>
        <translation>Repartiendo la mano %1…</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>Esperando a %1</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n players</source>
        <translation>
            <numerusform>Esperando a %n jugador</numerusform>
            <numerusform>Esperando a %n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>The session is over: won by %1 with %2</source>
        <translation>La sesión ha terminado: gana %1 con %2</translation>
    </message>
    <message>
        <source>The session is over: shared by %1 with %2 each</source>
        <translation>La sesión ha terminado: la comparten %1 con %2 cada uno</translation>
    </message>
    <message>
        <source>Cycle 1: everyone antes %1 — pot %2</source>
        <translation>Ciclo 1: todos ponen %1 — bote %2</translation>
    </message>
    <message>
        <source>Hand 1, dealer: %1</source>
        <translation>Mano 1, reparte %1</translation>
    </message>
    <message>
        <source>Resumed at hand %1 of cycle %2</source>
        <translation>Reanudada en la mano %1 del ciclo %2</translation>
    </message>
    <message>
        <source>— Hand %1 —</source>
        <translation>— Mano %1 —</translation>
    </message>
    <message>
        <source>Nobody is in: the pot stays as it is; redeal</source>
        <translation>Nadie entra: el bote se queda igual; se reparte de nuevo</translation>
    </message>
    <message>
        <source>Everybody is in</source>
        <translation>Entran todos</translation>
    </message>
    <message>
        <source>In: %1 · out: %2</source>
        <translation>Entran: %1 · pasan: %2</translation>
    </message>
    <message>
        <source>In: %1</source>
        <translation>Entran: %1</translation>
    </message>
    <message>
        <source>Showdown: %1</source>
        <translation>Se enseñan las cartas: %1</translation>
    </message>
    <message>
        <source>Pot of %1 split: %2 each to %3</source>
        <translation>Bote de %1 repartido: %2 para cada uno, %3</translation>
    </message>
    <message>
        <source>Pot of %1 to %2, alone in (cards not shown)</source>
        <translation>Bote de %1 para %2, único que entra (sin enseñar cartas)</translation>
    </message>
    <message>
        <source>Pot of %1 to %2</source>
        <translation>Bote de %1 para %2</translation>
    </message>
    <message>
        <source>Pays %1: %2</source>
        <translation>Paga %1: %2</translation>
    </message>
    <message>
        <source>Pay %1 each: %2</source>
        <translation>Pagan %1 cada uno: %2</translation>
    </message>
    <message>
        <source>Next pot: %1</source>
        <translation>Siguiente bote: %1</translation>
    </message>
    <message>
        <source>Pot capped at %1; %2 go to the reserve (now %3)</source>
        <translation>Bote limitado a %1; %2 van a la reserva (ahora %3)</translation>
    </message>
    <message>
        <source>The pot is refilled with %1 from the reserve (%2 left)</source>
        <translation>El bote se rellena con %1 de la reserva (quedan %2)</translation>
    </message>
    <message>
        <source>The dealer button moves to %1</source>
        <translation>El botón de repartidor pasa a %1</translation>
    </message>
    <message>
        <source>Cycle %1 is over: the pot and the reserve are empty</source>
        <translation>El ciclo %1 ha terminado: el bote y la reserva están vacíos</translation>
    </message>
    <message>
        <source>Cycle %1: everyone antes %2 — pot %3</source>
        <translation>Ciclo %1: todos ponen %2 — bote %3</translation>
    </message>
    <message>
        <source>Hand %1, dealer: %2</source>
        <translation>Mano %1, reparte %2</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>Session won by %1 with %2</source>
        <translation>Sesión ganada por %1 con %2</translation>
    </message>
    <message>
        <source>Session shared by %1 with %2 each</source>
        <translation>Sesión compartida por %1 con %2 cada uno</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Nueva sesión</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>Página de inicio</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Ver la mesa</translation>
    </message>
    <message>
        <source>Cycle %1 of %2 is over</source>
        <translation>El ciclo %1 de %2 ha terminado</translation>
    </message>
    <message>
        <source>Next cycle</source>
        <translation>Siguiente ciclo</translation>
    </message>
    <message>
        <source>Leading: %1</source>
        <translation>En cabeza: %1</translation>
    </message>
    <message>
        <source>Sharing the lead: %1</source>
        <translation>Comparten la cabeza: %1</translation>
    </message>
    <message>
        <source>Balances after each hand; they always sum to zero at the end of a cycle.</source>
        <translation>Saldos tras cada mano; al final de un ciclo siempre suman cero.</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Everything private is hidden. Only the next player should look now.</source>
        <translation>Todo lo privado está oculto. Ahora solo debe mirar el siguiente jugador.</translation>
    </message>
    <message>
        <source>I am ready</source>
        <translation>Estoy listo</translation>
    </message>
    <message>
        <source>Pass to %1 — click when ready</source>
        <translation>Pasa a %1 — haz clic cuando estés listo</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Soy %1: mostrar mis cartas</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Card games</source>
        <translation>Juegos de cartas</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <source>Games will not be kept after you quit.</source>
        <translation>Las partidas no se conservarán al salir.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nueva</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Cargar…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Es&amp;tadísticas…</translation>
    </message>
    <message>
        <source>Back to the &amp;start page</source>
        <translation>Volver a la página de &amp;inicio</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ajustes</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Próximamente</translation>
    </message>
    <message>
        <source>A game is waiting for you</source>
        <translation>Tienes una partida pendiente</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Elige un juego</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Ordenador %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>The %1 game in progress will be lost.</source>
        <translation>Se perderá la partida de %1 en curso.</translation>
    </message>
    <message>
        <source>The %1 game waiting for you will be lost.</source>
        <translation>Se perderá la partida de %1 que te espera.</translation>
    </message>
    <message>
        <source>Discard the game?</source>
        <translation>¿Descartar la partida?</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Descartarla</translation>
    </message>
    <message>
        <source>%1 is coming soon</source>
        <translation>%1 llegará pronto</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>No se puede empezar la partida</translation>
    </message>
    <message>
        <source>Cannot continue</source>
        <translation>No se puede continuar</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>No hay ninguna partida que continuar.</translation>
    </message>
    <message>
        <source>%1 — Card games</source>
        <translation>%1 — Juegos de cartas</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation>Nombre de la partida guardada:</translation>
    </message>
    <message>
        <source>Replace save?</source>
        <translation>¿Reemplazar la partida guardada?</translation>
    </message>
    <message>
        <source>A save named “%1” exists. Replace it?</source>
        <translation>Ya existe una partida guardada llamada «%1». ¿Reemplazarla?</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>No guardado</translation>
    </message>
    <message>
        <source>Saved as “%1”</source>
        <translation>Guardado como «%1»</translation>
    </message>
    <message>
        <source>Import a saved game</source>
        <translation>Importar una partida guardada</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Partidas guardadas (*.json)</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>No se puede importar</translation>
    </message>
    <message>
        <source>Imported “%1”</source>
        <translation>Importada «%1»</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Exportar la partida</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>No exportada</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exportada a %1</translation>
    </message>
    <message>
        <source>About Card games</source>
        <translation>Acerca de Juegos de cartas</translation>
    </message>
    <message>
        <source>cardgames-qt %1
Gops, Guts and Zhopa on one table.
Decks drawn by the project, free to share (CC0).</source>
        <translation>cardgames-qt %1
Gops, Guts y Zhopa en una sola mesa.
Barajas dibujadas por el proyecto, libres para compartir (CC0).</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Reglas de %1</translation>
    </message>
</context>
<context>
    <name>SavesDialog</name>
    <message>
        <source>Load a saved game</source>
        <translation>Cargar una partida guardada</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Guardada</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Cargar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>There are no saved games yet. Use Game → Save as… during a game.</source>
        <translation>Todavía no hay partidas guardadas. Usa Partida → Guardar como… durante una partida.</translation>
    </message>
    <message>
        <source>Delete save?</source>
        <translation>¿Borrar la partida guardada?</translation>
    </message>
    <message>
        <source>Delete the save “%1”? This cannot be undone.</source>
        <translation>¿Borrar la partida guardada «%1»? No se puede deshacer.</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <source>Dealer</source>
        <translation>Repartidor</translation>
    </message>
    <message>
        <source>showed</source>
        <translation>enseñó</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Classic (two colours)</source>
        <translation>Clásica (dos colores)</translation>
    </message>
    <message>
        <source>Large index, four colours</source>
        <translation>Índices grandes, cuatro colores</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Baraja</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidad de animación</translation>
    </message>
    <message>
        <source>Reduced motion (no animations)</source>
        <translation>Movimiento reducido (sin animaciones)</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Computer move delay</source>
        <translation>Retardo de las jugadas del ordenador</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Language (after restart)</source>
        <translation>Idioma (tras reiniciar)</translation>
    </message>
    <message>
        <source>A game of %1 is being played: its rules are fixed until it ends.</source>
        <translation>Hay una partida de %1 en curso: sus reglas no cambian hasta que termine.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Tie rule</source>
        <translation>Regla de empate</translation>
    </message>
    <message>
        <source>Carry: a tied pot goes to the next winner</source>
        <translation>Acumular: el bote empatado va al siguiente ganador</translation>
    </message>
    <message>
        <source>Discard: a tied pot is removed</source>
        <translation>Descartar: el bote empatado se retira</translation>
    </message>
    <message>
        <source>Cards per hand</source>
        <translation>Cartas por mano</translation>
    </message>
    <message>
        <source>Games in a match</source>
        <translation>Partidas por serie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Apuesta inicial</translation>
    </message>
    <message>
        <source>Pot cap</source>
        <translation>Tope del bote</translation>
    </message>
    <message>
        <source>Cycles in a session</source>
        <translation>Ciclos por sesión</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Triunfos</translation>
    </message>
    <message>
        <source>Each player has own trump suit</source>
        <translation>Cada jugador tiene su propio palo de triunfo</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sin triunfos</translation>
    </message>
    <message>
        <source>One trump suit for all</source>
        <translation>Un palo de triunfo para todos</translation>
    </message>
    <message>
        <source>Two trump suits for all</source>
        <translation>Dos palos de triunfo para todos</translation>
    </message>
    <message>
        <source>Senior (spades) and junior (diamonds) trumps</source>
        <translation>Triunfos mayores (picas) y menores (diamantes)</translation>
    </message>
    <message>
        <source>random, or suit letters such as S H D</source>
        <translation>random, o letras de palo como S H D</translation>
    </message>
    <message>
        <source>Trump suits</source>
        <translation>Palos de triunfo</translation>
    </message>
    <message>
        <source>A card that can take the lead must be played</source>
        <translation>Obligatorio montar si se puede</translation>
    </message>
    <message>
        <source>More cards</source>
        <translation>Más cartas</translation>
    </message>
    <message>
        <source>Redeal when all hands are empty</source>
        <translation>Repartir de nuevo cuando todas las manos estén vacías</translation>
    </message>
    <message>
        <source>Draw one after each trick</source>
        <translation>Robar una tras cada baza</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <source>The source&apos;s table</source>
        <translation>La tabla de la fuente</translation>
    </message>
    <message>
        <source>Balanced (simulated)</source>
        <translation>Equilibrados (simulados)</translation>
    </message>
    <message>
        <source>Most parties in a game (0 = no limit)</source>
        <translation>Máximo de rondas por partida (0 = sin límite)</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nombre del jugador %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Player %1 is</source>
        <translation>El jugador %1 es</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Card games</source>
        <translation>Juegos de cartas</translation>
    </message>
    <message>
        <source>Play against the computer, or pass and play with friends on this screen.</source>
        <translation>Juega contra el ordenador, o con amigos pasándoos esta pantalla.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>With hints or undo</source>
        <translation>Con pistas o deshacer</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Zhopa rating history</source>
        <translation>Historial de puntuación de Zhopa</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <source>Zhopa rating</source>
        <translation>Puntuación de Zhopa</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Borrar estadísticas…</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Average margin</source>
        <translation>Margen medio</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Aún no hay partidas terminadas.</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>¿Borrar las estadísticas?</translation>
    </message>
    <message>
        <source>Forget every recorded result? This cannot be undone.</source>
        <translation>¿Olvidar todos los resultados registrados? No se puede deshacer.</translation>
    </message>
</context>
<context>
    <name>TableBase</name>
    <message>
        <source>Pass the screen to %1</source>
        <extracomment>the table asks the window for something (e.g. &quot;new_match&quot;)</extracomment>
        <translation>Pasa la pantalla a %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Falló el guardado automático: %1</translation>
    </message>
</context>
<context>
    <name>ZhopaTable</name>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>Go (G)</source>
        <translation>Voy (G)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Paso (P)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>repartidor</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordenador</translation>
    </message>
    <message>
        <source>Betting…</source>
        <translation>Apostando…</translation>
    </message>
    <message>
        <source>No bet yet</source>
        <translation>Aún sin apuesta</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Voy</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>%1 — target %2</source>
        <translation>%1 — objetivo %2</translation>
    </message>
    <message>
        <source>Points %1</source>
        <translation>Puntos: %1</translation>
    </message>
    <message>
        <source>Points %1 of %2</source>
        <translation>Puntos: %1 de %2</translation>
    </message>
    <message>
        <source> (combination %1)</source>
        <translation> (combinación %1)</translation>
    </message>
    <message>
        <source>Banks %1</source>
        <translation>Bancas: %1</translation>
    </message>
    <message>
        <source>Won pile: %1 cards, %2 points</source>
        <translation>Cartas ganadas: %1, puntos: %2</translation>
    </message>
    <message>
        <source>%1&apos;s card, face down</source>
        <translation>carta de %1, boca abajo</translation>
    </message>
    <message>
        <source>%1 holds %2 cards</source>
        <translation>%1 tiene %2 cartas</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source> (one suit)</source>
        <translation> (un solo palo)</translation>
    </message>
    <message>
        <source>Combination %1</source>
        <translation>Combinación %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Bets first: say go or pass before any card is played.</source>
        <translation>Primero las apuestas: di «voy» o «paso» antes de jugar ninguna carta.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 plays now.</source>
        <translation>Espera tu turno: ahora juega %1.</translation>
    </message>
    <message>
        <source>One moment: the table is still moving.</source>
        <translation>Un momento: la mesa todavía se está moviendo.</translation>
    </message>
    <message>
        <source>Trick %1 — main suit %2</source>
        <translation>Baza %1 — palo principal %2</translation>
    </message>
    <message>
        <source>Trick to %1: %2 points</source>
        <translation>Baza para %1: %2 puntos</translation>
    </message>
    <message>
        <source>Partie %1 — bets</source>
        <translation>Ronda %1 — apuestas</translation>
    </message>
    <message>
        <source>Trick %1 — main suit %2 %3</source>
        <translation>Baza %1 — palo principal %2 %3</translation>
    </message>
    <message>
        <source> (changed by an 8)</source>
        <translation> (cambiado por un 8)</translation>
    </message>
    <message>
        <source>Trick %1 — %2 leads</source>
        <translation>Baza %1 — sale %2</translation>
    </message>
    <message>
        <source>Trick held by %1</source>
        <translation>La baza la va ganando %1</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Mazo: %1</translation>
    </message>
    <message>
        <source>stock, %1 cards</source>
        <translation>mazo, %1 cartas</translation>
    </message>
    <message>
        <source>Partie %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Partie %1 of at most %2</source>
        <translation>Ronda %1 de %2 como máximo</translation>
    </message>
    <message>
        <source>Each player has their own trump suit</source>
        <translation>Cada jugador tiene su propio palo de triunfo</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sin triunfos</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>led</source>
        <translation>salida</translation>
    </message>
    <message>
        <source>took the lead: main suit now %1</source>
        <translation>monta: ahora el palo principal es %1</translation>
    </message>
    <message>
        <source>took the lead (trump)</source>
        <translation>monta (triunfo)</translation>
    </message>
    <message>
        <source>took the lead</source>
        <translation>monta</translation>
    </message>
    <message>
        <source>knock-out: back to the leader</source>
        <translation>derribo: la baza vuelve al que salió</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>descarte</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Triunfo %1</translation>
    </message>
    <message>
        <source> senior</source>
        <translation> mayor</translation>
    </message>
    <message>
        <source> junior</source>
        <translation> menor</translation>
    </message>
    <message>
        <source>Trumps %1</source>
        <translation>Triunfos: %1</translation>
    </message>
    <message>
        <source>Banks: %1 of %2</source>
        <translation>Bancas: %1 de %2</translation>
    </message>
    <message>
        <source>Trump suit for all: %1</source>
        <translation>Triunfo para todos: %1</translation>
    </message>
    <message>
        <source>Trump suits for all: %1</source>
        <translation>Triunfos para todos: %1</translation>
    </message>
    <message>
        <source>Senior trumps ♠, junior trumps ♦</source>
        <translation>Triunfos mayores ♠, triunfos menores ♦</translation>
    </message>
    <message>
        <source>Targets: go %1, pass %2</source>
        <translation>Objetivos: voy %1, paso %2</translation>
    </message>
    <message>
        <source>Beating is optional</source>
        <translation>Montar no es obligatorio</translation>
    </message>
    <message>
        <source>New cards: a fresh deal when hands are empty</source>
        <translation>Más cartas: nuevo reparto cuando las manos se vacían</translation>
    </message>
    <message>
        <source>New cards: one each after every trick</source>
        <translation>Más cartas: una cada uno tras cada baza</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Banks</source>
        <translation>Bancas</translation>
    </message>
    <message>
        <source>go %1</source>
        <translation>voy %1</translation>
    </message>
    <message>
        <source>pass %1</source>
        <translation>paso %1</translation>
    </message>
    <message>
        <source>Go needs %1 points and costs a bank if missed; pass needs %2 and costs nothing.</source>
        <translation>«Voy» necesita %1 puntos y cuesta una banca si no se alcanzan; «paso» necesita %2 y no cuesta nada.</translation>
    </message>
    <message>
        <source>Your combination already scores %1.</source>
        <translation>Tu combinación ya suma %1.</translation>
    </message>
    <message>
        <source>Partie %1 is over</source>
        <translation>La ronda %1 ha terminado</translation>
    </message>
    <message>
        <source>Click to collect the trick</source>
        <translation>Haz clic para recoger la baza</translation>
    </message>
    <message>
        <source>Dealing (dealer: %1)…</source>
        <translation>Repartiendo (reparte %1)…</translation>
    </message>
    <message>
        <source>Go or pass? Go needs %1 points, pass %2 (keys G / P)</source>
        <translation>¿Voy o paso? «Voy» necesita %1 puntos, «paso» %2 (teclas G / P)</translation>
    </message>
    <message>
        <source>%1 is betting…</source>
        <translation>%1 está apostando…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 está jugando…</translation>
    </message>
    <message>
        <source>Your lead: play any card</source>
        <translation>Sales tú: juega cualquier carta</translation>
    </message>
    <message>
        <source>Beat the %1 — you can, so you must</source>
        <translation>Monta sobre %1: puedes, así que debes</translation>
    </message>
    <message>
        <source>Beat the %1 or follow %2</source>
        <translation>Monta sobre %1 o sirve %2</translation>
    </message>
    <message>
        <source>You cannot beat the %1: follow %2</source>
        <translation>No puedes montar sobre %1: sirve %2</translation>
    </message>
    <message>
        <source>You cannot beat the %1 and hold no %2: play any card</source>
        <translation>No puedes montar sobre %1 y no tienes %2: juega cualquier carta</translation>
    </message>
    <message>
        <source>The game is over: a draw</source>
        <translation>La partida ha terminado: empate</translation>
    </message>
    <message>
        <source>Game over — winner: %1</source>
        <translation>Fin de la partida — gana: %1</translation>
    </message>
    <message>
        <source>Game over — winners: %1</source>
        <translation>Fin de la partida — ganan: %1</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>Partie %1 — dealer: %2</source>
        <translation>Ronda %1 — reparte %2</translation>
    </message>
    <message>
        <source>New deal by %1: %2 cards each</source>
        <translation>Nuevo reparto de %1: %2 cartas a cada uno</translation>
    </message>
    <message>
        <source>%1: combination %2</source>
        <translation>%1: combinación %2</translation>
    </message>
    <message>
        <source>No combinations this partie</source>
        <translation>No hay combinaciones en esta ronda</translation>
    </message>
    <message>
        <source>go</source>
        <translation>voy</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>First lead: %1 (holds the lowest diamond)</source>
        <translation>Primera salida: %1 (tiene el diamante más bajo)</translation>
    </message>
    <message>
        <source>First lead: %1 (left of the dealer)</source>
        <translation>Primera salida: %1 (a la izquierda del repartidor)</translation>
    </message>
    <message>
        <source>First lead: %1</source>
        <translation>Primera salida: %1</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>The %1 changes the main suit to %2</source>
        <translation>El %1 cambia el palo principal a %2</translation>
    </message>
    <message>
        <source>Trick %1 to %2: %3 points</source>
        <translation>Baza %1 para %2: %3 puntos</translation>
    </message>
    <message>
        <source>a bank shed</source>
        <translation>una banca menos</translation>
    </message>
    <message>
        <source>a bank gained</source>
        <translation>una banca más</translation>
    </message>
    <message>
        <source>banks unchanged</source>
        <translation>bancas sin cambios</translation>
    </message>
    <message>
        <source>%1 (%2): %3 of %4 points — %5, %6 left</source>
        <translation>%1 (%2): %3 de %4 puntos — %5, quedan %6</translation>
    </message>
    <message>
        <source>Banks over the parties:</source>
        <translation>Bancas por ronda:</translation>
    </message>
    <message>
        <source>Next partie</source>
        <translation>Siguiente ronda</translation>
    </message>
    <message>
        <source>%1: banks %2 · rating this game %3 %</source>
        <translation>%1: bancas %2 · valoración en esta partida %3 %</translation>
    </message>
    <message>
        <source> · overall %1 %</source>
        <translation> · global %1 %</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>Página de inicio</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>%1 shed every bank.</source>
        <translation>%1 se ha librado de todas sus bancas.</translation>
    </message>
    <message>
        <source>%1 collected six banks.</source>
        <translation>%1 ha juntado seis bancas.</translation>
    </message>
    <message>
        <source>The partie limit is reached: the fewest banks win.</source>
        <translation>Se ha alcanzado el límite de rondas: gana quien tenga menos bancas.</translation>
    </message>
    <message>
        <source>Loser: %1.</source>
        <translation>Pierde: %1.</translation>
    </message>
    <message>
        <source>Losers: %1.</source>
        <translation>Pierden: %1.</translation>
    </message>
    <message>
        <source>The statistics were not recorded: %1</source>
        <translation>No se registraron las estadísticas: %1</translation>
    </message>
</context>
</TS>
