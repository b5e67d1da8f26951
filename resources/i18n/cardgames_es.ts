<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Announcer</name>
    <message>
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamantes</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Tréboles</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Pasa la pantalla a %1.</translation>
    </message>
    <message>
        <source>%1: bid placed.</source>
        <translation>%1: puja hecha.</translation>
    </message>
    <message>
        <source>%1 bid the %2, %3 bid the %4.</source>
        <translation>Pujas: %1, %2; %3, %4.</translation>
    </message>
    <message>
        <source>A tie.</source>
        <translation>Empate.</translation>
    </message>
    <message>
        <source>%1 won the pot: %2.</source>
        <translation>Victoria: %1 — %2.</translation>
    </message>
    <message>
        <source>The pot of %1 carries over.</source>
        <translation>Los premios en juego (%1) se acumulan.</translation>
    </message>
    <message>
        <source>The pot of %1 is discarded.</source>
        <translation>Los premios en juego (%1) se retiran.</translation>
    </message>
    <message>
        <source>Prize: the %1; pot %2.</source>
        <translation>Premio: %1; premios en juego: %2.</translation>
    </message>
    <message>
        <source>Game %1 begins.</source>
        <translation>Empieza la partida %1.</translation>
    </message>
    <message>
        <source>Game %1 over: %2.</source>
        <translation>Partida %1 terminada: %2.</translation>
    </message>
    <message>
        <source>The match is over: %1.</source>
        <translation>La serie ha terminado: %1.</translation>
    </message>
    <message>
        <source>%1: decided.</source>
        <translation>%1: decisión tomada.</translation>
    </message>
    <message>
        <source>Hand %1, dealt by %2.</source>
        <translation>Mano %1, repartidor: %2.</translation>
    </message>
    <message>
        <source>Everyone antes %1; pot %2.</source>
        <translation>Todos ponen %1 de apuesta inicial; bote %2.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>In: %1. Out: %2.</source>
        <translation>Entran: %1. Pasan: %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>where-am-I keys: the scores, what is on the table, your cards, the last events again. They belong to the window (shortcuts), answering wherever the keys rest at the table how long a reader takes per character (about 170 words a minute) and at least per sentence a sentence was said (text, urgent) the seat whose private cards may be spoken at this moment (the visibility policy&apos;s person at the screen): every remembered sentence is kept for that listener only how long the keys must stay on the table before a sentence is said through it widgets holding a routed sentence as their description -&gt; their own description meanwhile</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Showdown. %1. Best hand: %2.</source>
        <translation>Se enseñan las cartas. %1. Mejor mano: %2.</translation>
    </message>
    <message>
        <source>%1 took %2 from the pot.</source>
        <translation>%1: %2 del bote.</translation>
    </message>
    <message>
        <source>%1 paid %2.</source>
        <translation>%1: pago de %2.</translation>
    </message>
    <message>
        <source>Pot %1, reserve %2.</source>
        <translation>Bote %1, reserva %2.</translation>
    </message>
    <message>
        <source>Cycle %1 over. Balances: %2.</source>
        <translation>Ciclo %1 terminado. Saldos: %2.</translation>
    </message>
    <message>
        <source>The session is over. Balances: %1.</source>
        <translation>La sesión ha terminado. Saldos: %1.</translation>
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
        <source>%1 bet: %2.</source>
        <translation>%1, apuesta: %2.</translation>
    </message>
    <message>
        <source>First to play: %1.</source>
        <translation>Primera salida: %1.</translation>
    </message>
    <message>
        <source>%1 played the %2.</source>
        <translation>Jugada: %1, %2.</translation>
    </message>
    <message>
        <source>%1 took the trick: %2.</source>
        <translation>Baza (%1): %2.</translation>
    </message>
    <message>
        <source>Partie %1, dealt by %2.</source>
        <translation>Ronda %1, repartidor: %2.</translation>
    </message>
    <message>
        <source>Cards drawn</source>
        <translation>Cartas robadas</translation>
    </message>
    <message>
        <source>%1: points %2, needed %3, banks %4</source>
        <translation>%1: puntos %2, necesarios %3, bancas %4</translation>
    </message>
    <message>
        <source>Pot: %1, %2. Prize pile: %3.</source>
        <translation>Premios en juego: %1, %2. Montón de premios: %3.</translation>
    </message>
    <message>
        <source>Trick: %1. Stock: %2. %3.</source>
        <translation>Baza: %1. Mazo: %2. %3.</translation>
    </message>
    <message>
        <source>No combinations.</source>
        <translation>Sin combinaciones.</translation>
    </message>
    <message>
        <source>Combinations: %1.</source>
        <translation>Combinaciones: %1.</translation>
    </message>
    <message>
        <source>The partie is over: %1.</source>
        <translation>La ronda ha terminado: %1.</translation>
    </message>
    <message>
        <source>The game is over. Winners: %1. Banks: %2.</source>
        <translation>La partida ha terminado. Victoria: %1. Bancas: %2.</translation>
    </message>
    <message>
        <source>Your bid for the %1, pot %2.</source>
        <translation>Tu puja — premio: %1; premios en juego: %2.</translation>
    </message>
    <message>
        <source>Your call, in or out: you hold %1; pot %2.</source>
        <translation>Decides tú, «entro» o «paso»: tienes %1; bote %2.</translation>
    </message>
    <message>
        <source>Your bet: go, target %1, or pass, target %2.</source>
        <translation>Tu apuesta: voy (objetivo %1) o paso (objetivo %2).</translation>
    </message>
    <message>
        <source>Your lead.</source>
        <translation>Sales tú.</translation>
    </message>
    <message>
        <source>Your turn. On the table: %1. You may play: %2.</source>
        <translation>Tu turno. En la mesa: %1. Puedes jugar: %2.</translation>
    </message>
    <message>
        <source>Scores this game: %1.</source>
        <translation>Puntos de esta partida: %1.</translation>
    </message>
    <message>
        <source>Match: %1.</source>
        <translation>Serie: %1.</translation>
    </message>
    <message>
        <source>Balances: %1.</source>
        <translation>Saldos: %1.</translation>
    </message>
    <message>
        <source>Banks: %1. Points this partie: %2.</source>
        <translation>Bancas: %1. Puntos de la ronda: %2.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Hand %1, dealt by %2. Pot %3, reserve %4.</source>
        <translation>Mano %1, repartidor: %2. Bote %3, reserva %4.</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>sin cartas</translation>
    </message>
    <message>
        <source>No cards of yours are shown now.</source>
        <translation>Ahora no se muestran tus cartas.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>No tienes cartas.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Tu mano: %1.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
</context>
<context>
    <name>AnnouncerCount</name>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln punto</numerusform>
            <numerusform>%Ln puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards</source>
        <translation>
            <numerusform>%Ln carta</numerusform>
            <numerusform>%Ln cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards each</source>
        <translation>
            <numerusform>%Ln carta a cada uno</numerusform>
            <numerusform>%Ln cartas a cada uno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards left in the stock</source>
        <translation>
            <numerusform>queda %Ln carta en el mazo</numerusform>
            <numerusform>quedan %Ln cartas en el mazo</numerusform>
        </translation>
    </message>
</context>
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
    <name>Catalogue</name>
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
    <message>
        <source>Tie rule</source>
        <translation>Regla de empate</translation>
    </message>
    <message>
        <source>Carry: a tied pot goes to the next winner</source>
        <translation>Acumular: los premios empatados pasan al siguiente ganador</translation>
    </message>
    <message>
        <source>Discard: a tied pot is removed</source>
        <translation>Descartar: los premios empatados se retiran</translation>
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
        <source>Trump suits</source>
        <translation>Palos de triunfo</translation>
    </message>
    <message>
        <source>random, or suit letters such as S H D</source>
        <translation>random, o letras de palo como S H D</translation>
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
        <source>Points a player must score in a partie (one deal played out, from the bets to the last trick) after saying go or pass. The original rules&apos; table is hard for 4 players; the balanced one was found by simulating games.</source>
        <translation>Puntos que un jugador debe conseguir en una ronda (un reparto jugado entero, de las apuestas a la última baza) tras declarar «voy» o «paso». La tabla de la fuente es difícil para 4 jugadores; la equilibrada se obtuvo simulando partidas.</translation>
    </message>
    <message>
        <source>A partie is one deal played out, from the bets to the last trick. After this many parties the game ends even if nobody has lost; the fewest banks win.</source>
        <translation>Una ronda es un reparto jugado entero, de las apuestas a la última baza. Tras ese número de rondas la partida termina aunque nadie haya perdido; gana quien tenga menos bancas.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>in</source>
        <translation>entro</translation>
    </message>
    <message>
        <source>out</source>
        <translation>paso</translation>
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
        <source>Nothing to choose here: every card does as well (the pot is worth %1).</source>
        <translation>Aquí no hay nada que elegir: cualquier carta vale lo mismo (los premios en juego valen %1).</translation>
    </message>
    <message>
        <source>The pot is worth %1: bid your %2.</source>
        <translation>Los premios en juego valen %1: puja tu %2.</translation>
    </message>
    <message>
        <source>The pot is worth %1: bid high (up to %2) or throw your lowest (%3).</source>
        <translation>Los premios en juego valen %1: puja alto (hasta %2) o suelta tu carta más baja (%3).</translation>
    </message>
    <message>
        <source>The pot is worth %1: mix your cards from %2 to %3 so that your opponent cannot guess.</source>
        <translation>Los premios en juego valen %1: alterna tus cartas de %2 a %3 para que tu rival no adivine.</translation>
    </message>
    <message>
        <source>Play %1: about %2 partie points expected.</source>
        <translation>Juega %1: se esperan unos %2 puntos en la ronda.</translation>
    </message>
    <message>
        <source>Only %1 can be played.</source>
        <translation>Solo se puede jugar %1.</translation>
    </message>
    <message>
        <source>Go: the chance of reaching the go target is about %1, the pass target %2.</source>
        <translation>Voy: la probabilidad de alcanzar el objetivo de «voy» es de %1, la de «paso» %2.</translation>
    </message>
    <message>
        <source>Pass: the chance of reaching the go target is about %1, the pass target %2.</source>
        <translation>Paso: la probabilidad de alcanzar el objetivo de «voy» es de %1, la de «paso» %2.</translation>
    </message>
    <message>
        <source>Expected margin at the end of this game: %1 points</source>
        <translation>Diferencia esperada al final de esta partida: %1 puntos</translation>
    </message>
    <message>
        <source>(approximate)</source>
        <translation>(aproximado)</translation>
    </message>
    <message>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>fichas</translation>
    </message>
    <message>
        <source>banks</source>
        <translation>bancas</translation>
    </message>
    <message>
        <source>Game %1, round %2</source>
        <translation>Partida %1, ronda %2</translation>
    </message>
    <message>
        <source>Cycle %1, hand %2</source>
        <translation>Ciclo %1, mano %2</translation>
    </message>
    <message>
        <source>Partie %1, bet</source>
        <translation>Ronda %1, apuesta</translation>
    </message>
    <message>
        <source>Partie %1, trick %2</source>
        <translation>Ronda %1, baza %2</translation>
    </message>
    <message>
        <source>Undo is only for games against the computer.</source>
        <translation>Deshacer solo está disponible en partidas contra el ordenador.</translation>
    </message>
    <message>
        <source>Nobody at this table can take a move back.</source>
        <translation>En esta mesa nadie puede deshacer una jugada.</translation>
    </message>
    <message>
        <source>The game is over: its result is recorded.</source>
        <translation>La partida ha terminado: su resultado está registrado.</translation>
    </message>
    <message>
        <source>You have not moved yet.</source>
        <translation>Todavía no has jugado.</translation>
    </message>
    <message>
        <source>The hand has been shown down: taking it back would use the cards you saw.</source>
        <translation>La mano ya se ha mostrado: deshacerla sería aprovecharte de las cartas que has visto.</translation>
    </message>
    <message>
        <source>New cards have been dealt since: taking the move back would use them.</source>
        <translation>Desde entonces se han repartido cartas nuevas: deshacer la jugada sería aprovecharte de ellas.</translation>
    </message>
    <message>
        <source>The partie is over: its score is settled.</source>
        <translation>La ronda ha terminado: su puntuación está cerrada.</translation>
    </message>
    <message>
        <source>Another program is using the saves: try again in a moment.</source>
        <translation>Otro programa está usando las partidas guardadas: inténtalo de nuevo en un momento.</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Coach</source>
        <translation>Entrenador</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Ask the coach about this decision</source>
        <translation>Pregunta al entrenador por esta decisión</translation>
    </message>
    <message>
        <source>A game in which you ask for a hint counts apart in the statistics.</source>
        <translation>Una partida en la que pides una pista cuenta aparte en las estadísticas.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>No decision to make now.</source>
        <translation>Ahora no hay nada que decidir.</translation>
    </message>
    <message>
        <source>Going in rather than out: %1 tokens on average</source>
        <translation>Entrar en vez de pasar: %1 fichas de media</translation>
    </message>
    <message>
        <source>Chance of reaching the %1 target (%2 points): %3</source>
        <translation>Probabilidad de alcanzar el objetivo de «%1» (%2 puntos): %3</translation>
    </message>
    <message>
        <source>Bars: estimated partie points at the end, per card.</source>
        <translation>Barras: puntos estimados al final de la ronda, por carta.</translation>
    </message>
</context>
<context>
    <name>CoachWiring</name>
    <message>
        <source>Coach</source>
        <extracomment>the last game that left the table (record, person, pass-and-play, over): reviewed and replayed from the start page too (&quot;at any time&quot;, as docs/coach.md says)</extracomment>
        <translation>Entrenador</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>the panel is wanted open (as the person left it, also in the last run): it opens with a table</extracomment>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Review my play…</source>
        <translation>&amp;Revisar mi juego…</translation>
    </message>
    <message>
        <source>Replay this &amp;game…</source>
        <translation>Re&amp;producir esta partida…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Coach panel</source>
        <translation>Panel del &amp;entrenador</translation>
    </message>
    <message>
        <source>&amp;Review my last game…</source>
        <translation>&amp;Revisar mi última partida…</translation>
    </message>
    <message>
        <source>&amp;Review last cycle…</source>
        <translation>&amp;Revisar el último ciclo…</translation>
    </message>
    <message>
        <source>&amp;Review my last partie…</source>
        <translation>&amp;Revisar mi última ronda…</translation>
    </message>
    <message>
        <source>&amp;Review the session…</source>
        <translation>&amp;Revisar la sesión…</translation>
    </message>
    <message>
        <source>Review my play…</source>
        <translation>Revisar mi juego…</translation>
    </message>
    <message>
        <source>Replay this game…</source>
        <translation>Reproducir esta partida…</translation>
    </message>
    <message>
        <source>This game counts apart in the statistics (With the coach or undo): a hint was asked for or a move taken back.</source>
        <translation>Esta partida cuenta aparte en las estadísticas («Con entrenador o jugadas deshechas»): se pidió una pista o se deshizo una jugada.</translation>
    </message>
    <message>
        <source>Start a game: the coach explains each of your decisions here.</source>
        <translation>Empieza una partida: aquí el entrenador explica cada una de tus decisiones.</translation>
    </message>
    <message>
        <source>Press H for a hint about your decision.</source>
        <translation>Pulsa H para pedir una pista sobre tu decisión.</translation>
    </message>
    <message>
        <source>The coach answers once the table shows your next decision.</source>
        <translation>El entrenador responde cuando la mesa muestre tu próxima decisión.</translation>
    </message>
    <message>
        <source>Hidden until the next player has the screen.</source>
        <translation>Oculto hasta que el siguiente jugador tenga la pantalla.</translation>
    </message>
    <message>
        <source>The coach could not answer: %1</source>
        <translation>El entrenador no pudo responder: %1</translation>
    </message>
    <message>
        <source>Close the summary first.</source>
        <translation>Primero cierra el resumen.</translation>
    </message>
    <message>
        <source>Move taken back: this game is now marked as assisted.</source>
        <translation>Jugada deshecha: esta partida queda marcada como asistida.</translation>
    </message>
    <message>
        <source>Hand the screen over first.</source>
        <translation>Primero pasa la pantalla.</translation>
    </message>
    <message>
        <source>The coach is reviewing your play…</source>
        <translation>El entrenador está revisando tu juego…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>The coach could not review this game: %1</source>
        <translation>El entrenador no pudo revisar esta partida: %1</translation>
    </message>
    <message>
        <source>You have made no decision to review yet.</source>
        <translation>Aún no has tomado ninguna decisión que revisar.</translation>
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
        <source>player %1</source>
        <translation>jugador %1</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 bets now.</source>
        <translation>Espera tu turno: ahora apuesta %1.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 plays now.</source>
        <translation>Espera tu turno: ahora juega %1.</translation>
    </message>
    <message>
        <source>You do not hold the %1: you played it in trick %2.</source>
        <translation>No tienes el %1: lo jugaste en la baza %2.</translation>
    </message>
    <message>
        <source>You do not hold the %1: %2 played it in trick %3.</source>
        <translation>No tienes el %1: lo jugó %2 en la baza %3.</translation>
    </message>
    <message>
        <source>Move %1 of the history is not legal: %2</source>
        <translation>La jugada %1 del historial no es legal: %2</translation>
    </message>
    <message>
        <source>There is no seat %1 at this table.</source>
        <translation>No hay ningún asiento %1 en esta mesa.</translation>
    </message>
    <message>
        <source>Everybody decides at once now.</source>
        <translation>Ahora todos deciden a la vez.</translation>
    </message>
    <message>
        <source>Give one action for each player who decides now.</source>
        <translation>Hace falta una acción de cada jugador que decide ahora.</translation>
    </message>
    <message>
        <source>%1 is not a card.</source>
        <translation>%1 no es una carta.</translation>
    </message>
    <message>
        <source>Unknown game %1.</source>
        <translation>Juego desconocido: %1.</translation>
    </message>
    <message>
        <source>This is not a saved game of %1.</source>
        <translation>Esto no es una partida guardada de %1.</translation>
    </message>
    <message>
        <source>This saved game of %1 is damaged.</source>
        <translation>La partida guardada de %1 está dañada.</translation>
    </message>
    <message>
        <source>Move %1 of the history is malformed.</source>
        <translation>La jugada %1 del historial está mal formada.</translation>
    </message>
    <message>
        <source>There is no player %1 in this game.</source>
        <translation>No hay ningún jugador %1 en este juego.</translation>
    </message>
    <message>
        <source>%1 is not a bid: bid a value from 1 to %2.</source>
        <translation>%1 no es una puja válida: puja un valor de 1 a %2.</translation>
    </message>
    <message>
        <source>Declare in or out.</source>
        <translation>Declara «entro» o «paso».</translation>
    </message>
    <message>
        <source>You have already declared for this hand: declarations are sealed.</source>
        <translation>Ya has declarado en esta mano: las declaraciones son secretas y definitivas.</translation>
    </message>
    <message>
        <source>Bets first: say go or pass before any card is played.</source>
        <translation>Primero las apuestas: di «voy» o «paso» antes de jugar cartas.</translation>
    </message>
    <message>
        <source>The bets are made for this partie: play a card.</source>
        <translation>Las apuestas de esta ronda ya están hechas: juega una carta.</translation>
    </message>
    <message>
        <source>There is no %1 in the Zhopa deck (it runs from 6 to ace).</source>
        <translation>No hay %1 en la baraja de Zhopa (va del 6 al as).</translation>
    </message>
    <message>
        <source>You do not hold the %1.</source>
        <translation>No tienes el %1.</translation>
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
        <translation>Asiste al palo (%1): no puedes montar, así que juega una carta de %1.</translation>
    </message>
    <message>
        <source>Follow %1, or take the lead.</source>
        <translation>Asiste al palo (%1) o monta.</translation>
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
        <source>Players and rules…</source>
        <translation>Jugadores y reglas…</translation>
    </message>
    <message>
        <source>Choose the players, the computer&apos;s level and the rules, then start</source>
        <translation>Elige los jugadores, el nivel del ordenador y las reglas, y empieza</translation>
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
        <source>Players and rules of %1</source>
        <translation>Jugadores y reglas de %1</translation>
    </message>
    <message>
        <source>Sample cards</source>
        <translation>Cartas de muestra</translation>
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
        <source> (match: %1)</source>
        <translation> (serie: %1)</translation>
    </message>
    <message>
        <source>Prize pile: %1</source>
        <translation>Montón de premios: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %Ln points this game</source>
        <translation>
            <numerusform>%1 — %Ln punto en esta partida</numerusform>
            <numerusform>%1 — %Ln puntos en esta partida</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>prize pile, %Ln cards</source>
        <translation>
            <numerusform>montón de premios, %Ln carta</numerusform>
            <numerusform>montón de premios, %Ln cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Premios en juego</translation>
    </message>
    <message numerus="yes">
        <source>Pot: %Ln points</source>
        <translation>
            <numerusform>Premios en juego: %Ln punto</numerusform>
            <numerusform>Premios en juego: %Ln puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>ties carry the pot</source>
        <translation>los empates acumulan los premios</translation>
    </message>
    <message>
        <source>ties discard the pot</source>
        <translation>los empates retiran los premios</translation>
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
        <source>The match is over — winner: %1, %2 to %3.</source>
        <translation>La serie ha terminado — victoria: %1, %2 a %3.</translation>
    </message>
    <message>
        <source>Choose your bid for the %1 — pot %2</source>
        <translation>Elige tu puja por el %1 — premios en juego: %2</translation>
    </message>
    <message>
        <source>Waiting for a bid: %1</source>
        <translation>Esperando la puja: %1</translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation>Partida %1 de %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Ronda %1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards</source>
        <translation>
            <numerusform>%Ln carta</numerusform>
            <numerusform>%Ln cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bid %2, %3 bid %4: a tie, nobody wins the pot (%5)</source>
        <translation>%1: %2 · %3: %4 → empate, nadie gana los premios (%5)</translation>
    </message>
    <message>
        <source>%1 bid %2, %3 bid %4 → winner: %5, %6 (%7)</source>
        <translation>%1: %2 · %3: %4 → victoria: %5 — %6 (%7)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln punto</numerusform>
            <numerusform>%Ln puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1: a draw, %2 to %3</source>
        <translation>Partida %1: empate, %2 a %3</translation>
    </message>
    <message>
        <source>Game %1 — winner: %2, %3 to %4</source>
        <translation>Partida %1 — victoria: %2, %3 a %4</translation>
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
        <source>Match — winner: %1, %2 to %3</source>
        <translation>Serie — victoria: %1, %2 a %3</translation>
    </message>
    <message>
        <source>The match is shared, %1 to %2</source>
        <translation>La serie termina en empate, %1 a %2</translation>
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
        <extracomment>the lines of a hand&apos;s account that say who showed what and who took the pot: the centre keeps them when it has no room for the rest (what each paid and the next pot are also on the seats and the pot&apos;s own label)</extracomment>
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
        <source>Reserve %1</source>
        <translation>Reserva %1</translation>
    </message>
    <message>
        <source>cap %1</source>
        <translation>tope %1</translation>
    </message>
    <message>
        <source>Cycle %1 of %2</source>
        <translation>Ciclo %1 de %2</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>mano %1</translation>
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
        <translation>última mano: «paso»</translation>
    </message>
    <message>
        <source>last hand: in, split %1</source>
        <translation>última mano: «entro», reparto %1</translation>
    </message>
    <message>
        <source>last hand: in, took %1</source>
        <translation>última mano: «entro», cobro %1</translation>
    </message>
    <message>
        <source>last hand: in, paid %1</source>
        <translation>última mano: «entro», pago %1</translation>
    </message>
    <message>
        <source>Balances after each hand</source>
        <translation>Saldos tras cada mano</translation>
    </message>
    <message>
        <source>last hand: in</source>
        <translation>última mano: «entro»</translation>
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
        <source>Waiting for: %1</source>
        <translation>Esperando: %1</translation>
    </message>
    <message>
        <source>The session is over — winner: %1 with %2</source>
        <translation>La sesión ha terminado — victoria: %1, con %2</translation>
    </message>
    <message>
        <source>The session is over — shared: %1, with %2 each</source>
        <translation>La sesión ha terminado — empate: %1, con %2 cada uno</translation>
    </message>
    <message>
        <source>— Hand %1 —</source>
        <translation>— Mano %1 —</translation>
    </message>
    <message>
        <source>Enter: in</source>
        <translation>Enter: entro</translation>
    </message>
    <message>
        <source>Enter: out</source>
        <translation>Enter: paso</translation>
    </message>
    <message>
        <source>Press I or O (Enter: in)</source>
        <translation>Pulsa I u O (Enter: entro)</translation>
    </message>
    <message>
        <source>Press I or O (Enter: out)</source>
        <translation>Pulsa I u O (Enter: paso)</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <translation>Ha declarado: %1</translation>
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
        <source>In: %1</source>
        <translation>Entran: %1</translation>
    </message>
    <message>
        <source>out: %1</source>
        <translation>pasan: %1</translation>
    </message>
    <message>
        <source>Showdown: %1</source>
        <translation>Se enseñan las cartas: %1</translation>
    </message>
    <message>
        <source>Pot of %1 split: %2 each — %3</source>
        <translation>Bote de %1 repartido: %2 para cada uno — %3</translation>
    </message>
    <message>
        <source>Pot of %1 → %2, the only one in (cards not shown)</source>
        <translation>Bote de %1 → %2 (nadie más entra; sin enseñar cartas)</translation>
    </message>
    <message>
        <source>Pot of %1 → %2</source>
        <translation>Bote de %1 → %2</translation>
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
        <source>New dealer: %1</source>
        <translation>Nuevo repartidor: %1</translation>
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
        <translation>Mano %1 — repartidor: %2</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %Ln players</source>
        <translation>
            <numerusform>Esperando a %Ln jugador</numerusform>
            <numerusform>Esperando a %Ln jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>Session — winner: %1 with %2</source>
        <translation>Sesión — victoria: %1, con %2</translation>
    </message>
    <message>
        <source>Session shared: %1, with %2 each</source>
        <translation>Sesión compartida: %1, con %2 cada uno</translation>
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
        <extracomment>a wait longer than this says what it waits for (a computer thinking)</extracomment>
        <translation>Todo lo privado está oculto. Ahora solo debe mirar el siguiente jugador.</translation>
    </message>
    <message>
        <source>I am ready</source>
        <translation>Ya estoy aquí</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Pasa la pantalla a %1</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Soy %1: mostrar mis cartas</translation>
    </message>
</context>
<context>
    <name>I18n</name>
    <message>
        <source>; </source>
        <comment>between the clauses of one line</comment>
        <translation>; </translation>
    </message>
    <message>
        <source> · </source>
        <comment>between the parts of one status line; never a sign that can be read as a digit</comment>
        <translation> · </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a short list</comment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <source>Everywhere</source>
        <extracomment>a run of Latin key names: &quot;Ctrl+,&quot;, &quot;H, F2&quot;, &quot;Home / End&quot;, &quot;A 2 … 9 0/T J Q K&quot;</extracomment>
        <translation>En todas partes</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <source>New game (asks before leaving a running one)</source>
        <translation>Partida nueva (pregunta antes de dejar la que está en curso)</translation>
    </message>
    <message>
        <source>New game with players and rules…</source>
        <translation>Nueva partida con jugadores y reglas…</translation>
    </message>
    <message>
        <source>Save the game as…</source>
        <translation>Guardar la partida como…</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Cargar una partida guardada</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>Volver a la página de inicio</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Reglas del juego</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Hint: the coach&apos;s view of your decision, in the side panel</source>
        <translation>Pista: la opinión del entrenador sobre tu decisión, en el panel lateral</translation>
    </message>
    <message>
        <source>Show or hide the coach panel</source>
        <translation>Mostrar u ocultar el panel del entrenador</translation>
    </message>
    <message>
        <source>Take back your last move (against the computer only)</source>
        <translation>Deshacer tu última jugada (solo contra el ordenador)</translation>
    </message>
    <message>
        <source>Say the scores (balances, banks) aloud</source>
        <translation>Decir en voz alta los puntos (saldos, bancas)</translation>
    </message>
    <message>
        <source>Say what is on the table: prizes and pot, the trick, pot and reserve</source>
        <translation>Decir lo que hay en la mesa: los premios en juego, la baza, el bote y la reserva</translation>
    </message>
    <message>
        <source>Say your cards, suit by suit</source>
        <translation>Decir tus cartas, palo por palo</translation>
    </message>
    <message>
        <source>Say the last few events again</source>
        <translation>Repetir los últimos sucesos</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>Left / Right, Home / End</source>
        <translation>Izquierda / Derecha, Inicio / Fin</translation>
    </message>
    <message>
        <source>One move back / forward, to the start / end</source>
        <translation>Una jugada atrás / adelante, al principio / al final</translation>
    </message>
    <message>
        <source>Previous / next round, hand or trick</source>
        <translation>Ronda, mano o baza anterior / siguiente</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Cerrar la repetición</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>Izquierda / Derecha</translation>
    </message>
    <message>
        <source>Move among the cards you may play</source>
        <translation>Moverse entre las cartas que puedes jugar</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Play the card or press the button that has the focus</source>
        <translation>Jugar la carta o pulsar el botón que tiene el foco</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Mayús+Tab</translation>
    </message>
    <message>
        <source>Next / previous control of the table; always comes back to the hand</source>
        <translation>Control siguiente / anterior de la mesa; siempre vuelve a la mano</translation>
    </message>
    <message>
        <source>Space, Esc, a click</source>
        <translation>Espacio, Esc, un clic</translation>
    </message>
    <message>
        <source>Skip an animation (Space never makes a move)</source>
        <translation>Saltar una animación (Espacio nunca hace una jugada)</translation>
    </message>
    <message>
        <source>Continue after a result, a summary or a handover</source>
        <translation>Continuar tras un resultado, un resumen o un cambio de jugador</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close a summary</source>
        <translation>Cerrar un resumen</translation>
    </message>
    <message>
        <source>Gops</source>
        <translation>Gops</translation>
    </message>
    <message>
        <source>Bid the card of that rank</source>
        <translation>Pujar con la carta de ese valor</translation>
    </message>
    <message>
        <source>Guts</source>
        <translation>Guts</translation>
    </message>
    <message>
        <source>Declare in</source>
        <translation>Declarar «entro»</translation>
    </message>
    <message>
        <source>Declare out</source>
        <translation>Declarar «paso»</translation>
    </message>
    <message>
        <source>Zhopa</source>
        <translation>Zhopa</translation>
    </message>
    <message>
        <source>Bet go</source>
        <translation>Apostar «voy»</translation>
    </message>
    <message>
        <source>Bet pass</source>
        <translation>Apostar «paso»</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Qué hacen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Card games</source>
        <extracomment>room left for the window manager&apos;s title bar and borders (not known before the first show)</extracomment>
        <translation>Juegos de cartas</translation>
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
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>New game with &amp;players and rules…</source>
        <translation>Nueva partida con &amp;jugadores y reglas…</translation>
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
        <translation>Carg&amp;ar…</translation>
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
        <source>Ne&amp;w</source>
        <translation>N&amp;ueva</translation>
    </message>
    <message>
        <source>&amp;Back to the start page</source>
        <translation>Volver a la página de inici&amp;o</translation>
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
        <source>&amp;Keys</source>
        <translation>&amp;Teclas</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>The %1 table could not be loaded.</source>
        <translation>No se pudo cargar la mesa de %1.</translation>
    </message>
    <message>
        <source>The program&apos;s files may have changed while it was running (for example, it was reinstalled or updated). Quit and start the app again; if this message comes back, reinstall it. Your games are kept.</source>
        <translation>Puede que los archivos del programa hayan cambiado mientras se ejecutaba (por ejemplo, se reinstaló o se actualizó). Ciérralo y vuelve a abrirlo; si este mensaje vuelve a aparecer, reinstálalo. Tus partidas se conservan.</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>No se puede abrir %1</translation>
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
    <message numerus="yes">
        <source>%n moves of this game and its result could not be saved: %1. Quit anyway and lose them?</source>
        <translation>
            <numerusform>No se pudo guardar %n jugada de esta partida ni su resultado: %1. ¿Salir de todos modos y perderlos?</numerusform>
            <numerusform>No se pudieron guardar %n jugadas de esta partida ni su resultado: %1. ¿Salir de todos modos y perderlos?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves of this game could not be saved: %1. Quit anyway and lose them?</source>
        <translation>
            <numerusform>No se pudo guardar %n jugada de esta partida: %1. ¿Salir de todos modos y perderla?</numerusform>
            <numerusform>No se pudieron guardar %n jugadas de esta partida: %1. ¿Salir de todos modos y perderlas?</numerusform>
        </translation>
    </message>
    <message>
        <source>The result of this game could not be saved: %1. Quit anyway and lose it?</source>
        <translation>No se pudo guardar el resultado de esta partida: %1. ¿Salir de todos modos y perderlo?</translation>
    </message>
    <message>
        <source>the disk refused</source>
        <translation>el disco rechazó la escritura</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Salir sin guardar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Another program is using the saves: your move will show as soon as it is saved. The window still works meanwhile.</source>
        <translation>Otro programa está usando las partidas guardadas: tu jugada aparecerá en cuanto se guarde. Mientras tanto, la ventana sigue funcionando.</translation>
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
        <source>%1, %2</source>
        <translation>%1, %2</translation>
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
    <name>NewGameDialog</name>
    <message>
        <source>New game of %1</source>
        <translation>Nueva partida de %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>This game is still being played: the replay shows only what %1 may see. Pass the screen to %1.</source>
        <translation>Esta partida sigue en juego: la repetición muestra solo lo que puede ver %1. Pasa la pantalla a %1.</translation>
    </message>
    <message>
        <source>I am %1 — show the replay</source>
        <translation>Soy %1: mostrar la repetición</translation>
    </message>
    <message>
        <source>View of</source>
        <translation>Vista de</translation>
    </message>
    <message>
        <source>The table at this move</source>
        <translation>La mesa en esta jugada</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Al principio (Inicio)</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <translation>Una jugada atrás (←)</translation>
    </message>
    <message>
        <source>One move forward (→)</source>
        <translation>Una jugada adelante (→)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Al final (Fin)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>All cards open</source>
        <translation>Todas las cartas a la vista</translation>
    </message>
    <message>
        <source>Public cards only</source>
        <translation>Solo las cartas a la vista</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Previous round, hand or trick (Page Up)</source>
        <translation>Ronda, mano o baza anterior (Re Pág)</translation>
    </message>
    <message>
        <source>Next round, hand or trick (Page Down)</source>
        <translation>Ronda, mano o baza siguiente (Av Pág)</translation>
    </message>
    <message>
        <source>View of:</source>
        <translation>Vista de:</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>El final de la partida</translation>
    </message>
    <message>
        <source>End of game %1</source>
        <translation>Fin de la partida %1</translation>
    </message>
    <message>
        <source>End of cycle %1</source>
        <translation>Fin del ciclo %1</translation>
    </message>
    <message>
        <source>End of partie %1</source>
        <translation>Fin de la ronda %1</translation>
    </message>
    <message>
        <source>%1 — move %2 of %3</source>
        <translation>%1 — jugada %2 de %3</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>El comienzo de la partida.</translation>
    </message>
    <message>
        <source>%1, in %2: %3</source>
        <translation>%1, en %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Coach: the best move was %1; this one lost %2 %3.</source>
        <translation>Entrenador: la mejor jugada era %1; esta perdió %2 %3.</translation>
    </message>
    <message>
        <source>a sealed choice</source>
        <translation>una elección oculta</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of your game</source>
        <translation>Análisis de tu partida</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Tu jugada</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Mejor jugada</translation>
    </message>
    <message>
        <source>Lost (%1)</source>
        <translation>Perdido (%1)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>One of your three costliest decisions</source>
        <translation>Una de tus tres decisiones más caras</translation>
    </message>
    <message>
        <source>Total lost: %1 %2</source>
        <translation>Total perdido: %1 %2</translation>
    </message>
    <message>
        <source>Exact: measured against the equilibrium.</source>
        <translation>Exacto: medido frente al equilibrio.</translation>
    </message>
    <message>
        <source>Approximate: estimated by the computer&apos;s search or value model.</source>
        <translation>Aproximado: estimado por la búsqueda del ordenador o su modelo de valor.</translation>
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
        <source>Replay…</source>
        <translation>Reproducir…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>%1 — damaged, kept aside</source>
        <translation>%1 — dañada, apartada</translation>
    </message>
    <message>
        <source>Unnamed game</source>
        <translation>Partida sin nombre</translation>
    </message>
    <message>
        <source>Its stored data is damaged: it cannot be opened. Export… saves what can still be read of it.</source>
        <translation>Sus datos guardados están dañados: no se puede abrir. «Exportar…» guarda lo que aún se puede leer.</translation>
    </message>
    <message>
        <source>There are no saved games yet. Use Game → Save as… during a game.</source>
        <translation>Todavía no hay partidas guardadas. Usa Partida → Guardar como… durante una partida.</translation>
    </message>
    <message>
        <source>A game kept aside cannot be opened: its stored data is damaged.</source>
        <translation>Una partida apartada no se puede abrir: sus datos guardados están dañados.</translation>
    </message>
    <message>
        <source>Save the selected game as a file to share or keep</source>
        <translation>Guardar la partida elegida en un archivo para compartirla o conservarla</translation>
    </message>
    <message>
        <source>It cannot be exported either: %1</source>
        <translation>Tampoco se puede exportar: %1</translation>
    </message>
    <message>
        <source>Export… saves it with all its moves (%1).</source>
        <translation>«Exportar…» la guarda con todas sus jugadas (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Export… saves it up to its first damaged move: %1 of its %Ln moves.</source>
        <translation>
            <numerusform>«Exportar…» la guarda hasta su primera jugada dañada: %1 de su %Ln jugada.</numerusform>
            <numerusform>«Exportar…» la guarda hasta su primera jugada dañada: %1 de sus %Ln jugadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported to %1: its first %2 of %Ln moves (those after them are damaged).</source>
        <translation>
            <numerusform>Exportada a %1: sus primeras %2 de %Ln jugada (las siguientes están dañadas).</numerusform>
            <numerusform>Exportada a %1: sus primeras %2 de %Ln jugadas (las siguientes están dañadas).</numerusform>
        </translation>
    </message>
    <message>
        <source>This save cannot be replayed: %1</source>
        <translation>Esta partida guardada no se puede reproducir: %1</translation>
    </message>
    <message>
        <source>Delete save?</source>
        <translation>¿Borrar la partida guardada?</translation>
    </message>
    <message>
        <source>Delete the save “%1”? This cannot be undone.</source>
        <translation>¿Borrar la partida guardada «%1»? No se puede deshacer.</translation>
    </message>
    <message>
        <source>Delete the damaged game “%1”? Export… can still save what is readable of it; this cannot be undone.</source>
        <translation>¿Eliminar la partida dañada «%1»? «Exportar…» aún puede guardar lo que se puede leer; esto no se puede deshacer.</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Exportar la partida</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Partidas guardadas (*.json)</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exportada a %1</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Name of player %1</source>
        <extracomment>a QSpinBox holds a 32-bit int: the top of a field with no upper limit</extracomment>
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
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Level of player %1</source>
        <translation>Nivel del jugador %1</translation>
    </message>
    <message>
        <source>Cautious</source>
        <translation>Prudente</translation>
    </message>
    <message>
        <source>Loose</source>
        <translation>Arriesgado</translation>
    </message>
    <message>
        <source>Style of player %1</source>
        <translation>Estilo del jugador %1</translation>
    </message>
    <message>
        <source>Cautious: goes in only with a hand worth it. Loose: goes in more often, the table stays lively.</source>
        <translation>Prudente: entra solo con una mano que lo merece. Arriesgado: entra más a menudo y la mesa sigue animada.</translation>
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
        <translation>a la vista</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Ordenador %1</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>That seat is played by the computer.</source>
        <extracomment>a commit that waits this long for another program&apos;s lock is said in the status line while the disk refuses a write, what is owed is written again this often (the status says so) a worker&apos;s commit gives up its wait after this long and tries again (so a closed table stops it) events applied (a list of engine.events values); views refresh from the observation a move was refused: the message says why, nothing changed the viewer changed (int seat, or None for &quot;nobody&apos;s private cards&quot;) pass-and-play: ask the person at the screen to hand over to this seat a computer seat is thinking (seat) / done a move&apos;s commit has waited SLOW_COMMIT_MS for a lock another program holds (True), or its wait is over (False): the window says so in its status line a write that was owed was tried again (the status line says whether it is still owed) the table&apos;s moment queue: while it holds, computers wait (the table calls schedule_computers again when its last moment is over) how long a screen reader is still talking (ms): a computer&apos;s move waits for it what shows a move wraps it in this (the table: its refreshes made once, at the end) set while a move waits for its commit (the worker stops when it is set)</extracomment>
        <translation>Ese puesto lo juega el ordenador.</translation>
    </message>
    <message>
        <source>Hand the screen over first.</source>
        <translation>Primero pasa la pantalla.</translation>
    </message>
    <message>
        <source>Wait: the last move is still being saved.</source>
        <translation>Espera: la última jugada todavía se está guardando.</translation>
    </message>
    <message>
        <source>%1 (computer) proposed an illegal move.</source>
        <translation>%1 (ordenador): jugada no válida.</translation>
    </message>
    <message>
        <source>%1 (computer) failed: %2</source>
        <translation>%1 (ordenador) falló: %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>each game&apos;s page says what its changes reach (a game being played, one waiting, the next)</extracomment>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>General</source>
        <extracomment>games that wait under Continue: they keep their own rules and players</extracomment>
        <translation>General</translation>
    </message>
    <message>
        <source>These apply at once, also to a game on the table (the language after a restart).</source>
        <translation>Se aplican al momento, también a la partida en la mesa (el idioma, tras reiniciar).</translation>
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
        <source>When a screen reader is on</source>
        <translation>Con un lector de pantalla activo</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Siempre</translation>
    </message>
    <message>
        <source>Always, also for older screen readers (Orca 45 and before)</source>
        <translation>Siempre, también para lectores de pantalla antiguos (Orca 45 y anteriores)</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <source>Speak the game</source>
        <translation>Leer la partida en voz alta</translation>
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
        <source>A game of %1 waits under Continue: it keeps the rules and players it was started with. Changes here apply to the next new game.</source>
        <translation>Una partida de %1 espera en Continuar: conserva las reglas y los jugadores con que empezó. Los cambios de aquí se aplican a la próxima partida nueva.</translation>
    </message>
    <message>
        <source>Changes here apply to the next new game of %1.</source>
        <translation>Los cambios de aquí se aplican a la próxima partida nueva de %1.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Custom (from the settings file)</source>
        <translation>Personalizado (del archivo de ajustes)</translation>
    </message>
    <message>
        <source>The players of the next game; the game being played keeps its own.</source>
        <translation>Los jugadores de la próxima partida; la partida en curso conserva los suyos.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
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
        <source>Games played without asking the coach for a hint and without taking a move back. A game in which a hint was asked for or a move taken back counts apart, in the next tab.</source>
        <extracomment>what each list says when it has nothing in it (under its own tab, never under another)</extracomment>
        <translation>Partidas jugadas sin pedir pistas al entrenador y sin deshacer jugadas. Una partida en la que se pidió una pista o se deshizo una jugada cuenta aparte, en la pestaña siguiente.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Games in which the coach was asked for a hint or a move was taken back. They count here, apart from your results; the coach panel merely being open does not count.</source>
        <translation>Partidas en las que se pidió una pista al entrenador o se deshizo una jugada. Cuentan aquí, aparte de tus resultados; tener solo abierto el panel del entrenador no cuenta.</translation>
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
        <translation>Valoración</translation>
    </message>
    <message>
        <source>Zhopa rating history</source>
        <translation>Historial de valoración de Zhopa</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <source>Zhopa rating after each game</source>
        <translation>Valoración de Zhopa tras cada partida</translation>
    </message>
    <message>
        <source>Zhopa rating</source>
        <translation>Valoración de Zhopa</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <extracomment>the rating history is read when its tab is first shown (with many games it is the slow query)</extracomment>
        <translation>Borrar estadísticas…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Reproducir…</translation>
    </message>
    <message>
        <source>This game cannot be replayed: %1</source>
        <translation>Esta partida no se puede reproducir: %1</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Disputadas</translation>
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
        <source>No finished games with the coach or a move taken back.</source>
        <translation>No hay partidas terminadas con el entrenador o con una jugada deshecha.</translation>
    </message>
    <message>
        <source>With the coach or undo</source>
        <translation>Con entrenador o jugadas deshechas</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>The rating runs from 0 % (every point of every partie lost) to 100 % (every one won); 50 % is even. It is worked out over all your finished games of Zhopa, played without the coach and without taking a move back, and drawn after each.</source>
        <translation>La valoración va del 0 % (todos los puntos de todas las rondas perdidos) al 100 % (todos ganados); el 50 % es empate. Se calcula sobre todas tus partidas terminadas de Zhopa, jugadas sin el entrenador y sin deshacer jugadas, y se dibuja tras cada una.</translation>
    </message>
    <message>
        <source>%1 has no rating yet: it needs a finished game of Zhopa played without the coach and without taking a move back.</source>
        <translation>%1: aún sin valoración — hace falta una partida terminada de Zhopa jugada sin el entrenador y sin deshacer jugadas.</translation>
    </message>
    <message>
        <source>No rating yet: it appears when a game of Zhopa is finished (every partie, until a player reaches 0 or 6 banks or the last partie ends), played without the coach and without taking a move back.</source>
        <translation>Aún no hay valoración: aparece cuando termina una partida de Zhopa (todas sus rondas, hasta que alguien llega a 0 o 6 bancas o acaba la última ronda), jugada sin el entrenador y sin deshacer jugadas.</translation>
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
    <name>Storage</name>
    <message numerus="yes">
        <source>The %2 beside the saves database were not ordinary files; they were moved to %1. Your games are intact.</source>
        <extracomment>lupdate reads the literal of each translate(&quot;Storage&quot;, ...) call below</extracomment>
        <translation>
            <numerusform>%2, junto a la base de datos de partidas, no era un archivo normal; se ha movido a %1. Tus partidas están intactas.</numerusform>
            <numerusform>%2, junto a la base de datos de partidas, no eran archivos normales; se han movido a %1. Tus partidas están intactas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The saves database could not be used: %1. It was moved to %2 and a new one was started. %n games could be read from it and were exported there as save files.</source>
        <translation>
            <numerusform>No se pudo usar la base de datos de partidas: %1. Se ha movido a %2 y se ha empezado una nueva. Se pudo leer %n partida de ella y se ha exportado allí como archivo guardado.</numerusform>
            <numerusform>No se pudo usar la base de datos de partidas: %1. Se ha movido a %2 y se ha empezado una nueva. Se pudieron leer %n partidas de ella y se han exportado allí como archivos guardados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved games or statistics of an earlier version could not be imported and were left as they were: %1</source>
        <translation>
            <numerusform>No se pudo importar %n partida guardada o estadística de una versión anterior; se ha dejado como estaba: %1</numerusform>
            <numerusform>No se pudieron importar %n partidas guardadas o estadísticas de una versión anterior; se han dejado como estaban: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data of %n stored games%1 is damaged in the saves database: they were kept aside; the other games are not affected.</source>
        <translation>
            <numerusform>Los datos de %n partida guardada%1 están dañados en la base de datos de partidas: se ha apartado; las demás partidas no se ven afectadas.</numerusform>
            <numerusform>Los datos de %n partidas guardadas%1 están dañados en la base de datos de partidas: se han apartado; las demás partidas no se ven afectadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more damaged games were kept aside.</source>
        <translation>
            <numerusform>Se ha apartado %n partida dañada más.</numerusform>
            <numerusform>Se han apartado %n partidas dañadas más.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The results of %n games are damaged in the saves database and were left out of these statistics.</source>
        <translation>
            <numerusform>Los resultados de %n partida están dañados en la base de datos de partidas y se han dejado fuera de estas estadísticas.</numerusform>
            <numerusform>Los resultados de %n partidas están dañados en la base de datos de partidas y se han dejado fuera de estas estadísticas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n imported totals are damaged in the saves database and were left out of these statistics.</source>
        <translation>
            <numerusform>%n total importado está dañado en la base de datos de partidas y se ha dejado fuera de estas estadísticas.</numerusform>
            <numerusform>%n totales importados están dañados en la base de datos de partidas y se han dejado fuera de estas estadísticas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A name can have at most %n characters.</source>
        <translation>
            <numerusform>Un nombre puede tener como máximo %n carácter.</numerusform>
            <numerusform>Un nombre puede tener como máximo %n caracteres.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a name in quotation marks</comment>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>its game settings are missing or wrong</source>
        <extracomment>the few words of what is damaged, by those words (storage/validate.py&apos;s checks and the readers of files)</extracomment>
        <translation>faltan los ajustes de la partida o son incorrectos</translation>
    </message>
    <message>
        <source>a seat is not described properly</source>
        <translation>un puesto no está bien descrito</translation>
    </message>
    <message>
        <source>a seat has no proper name</source>
        <translation>un puesto no tiene un nombre válido</translation>
    </message>
    <message>
        <source>a seat&apos;s name is longer than the limit of 40 characters</source>
        <translation>el nombre de un jugador supera el límite de 40 caracteres</translation>
    </message>
    <message>
        <source>a seat is neither human nor computer</source>
        <translation>un puesto no es ni humano ni ordenador</translation>
    </message>
    <message>
        <source>a computer seat names no proper opponent</source>
        <translation>un puesto del ordenador no indica un rival válido</translation>
    </message>
    <message>
        <source>its list of players is missing or wrong</source>
        <translation>falta la lista de jugadores o es incorrecta</translation>
    </message>
    <message>
        <source>its deal number (seed) is missing or out of range</source>
        <translation>falta el número de reparto (semilla) o está fuera de rango</translation>
    </message>
    <message>
        <source>its list of moves is missing</source>
        <translation>falta la lista de jugadas</translation>
    </message>
    <message>
        <source>a move in it is not written properly</source>
        <translation>una jugada no está bien escrita</translation>
    </message>
    <message>
        <source>its game settings or players are not readable</source>
        <translation>no se pueden leer los ajustes de la partida o los jugadores</translation>
    </message>
    <message>
        <source>its game settings are impossible</source>
        <translation>los ajustes de la partida son imposibles</translation>
    </message>
    <message>
        <source>its number of moves is not a number</source>
        <translation>su número de jugadas no es un número</translation>
    </message>
    <message>
        <source>its date is not a date</source>
        <translation>su fecha no es una fecha</translation>
    </message>
    <message>
        <source>its name is not text</source>
        <translation>su nombre no es texto</translation>
    </message>
    <message>
        <source>its list of players is not readable</source>
        <translation>no se puede leer su lista de jugadores</translation>
    </message>
    <message>
        <source>a stored move is not a move</source>
        <translation>una jugada guardada no es una jugada</translation>
    </message>
    <message>
        <source>a stored value is not readable</source>
        <translation>no se puede leer un valor guardado</translation>
    </message>
    <message>
        <source>moves are missing</source>
        <translation>faltan jugadas</translation>
    </message>
    <message>
        <source>the moves do not match the rules</source>
        <translation>las jugadas no cumplen las reglas</translation>
    </message>
    <message>
        <source>it is not text: the file is damaged or is not one of ours</source>
        <translation>no es texto: el archivo está dañado o no es de esta aplicación</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>it is damaged (nested too deeply)</source>
        <translation>el archivo está dañado (demasiados niveles de anidamiento)</translation>
    </message>
    <message>
        <source>it is damaged or cut short (not valid JSON)</source>
        <translation>el archivo está dañado o cortado (JSON no válido)</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <source>game identifier</source>
        <translation>identificador de la partida</translation>
    </message>
    <message>
        <source>date of saving</source>
        <translation>fecha de guardado</translation>
    </message>
    <message>
        <source>app version</source>
        <translation>versión de la aplicación</translation>
    </message>
    <message>
        <source>its %1 is missing or wrong</source>
        <translation>falta su campo «%1» o es incorrecto</translation>
    </message>
    <message>
        <source>its game settings are impossible (%1)</source>
        <translation>los ajustes de la partida son imposibles (%1)</translation>
    </message>
    <message>
        <source>the folder is read-only or not writable</source>
        <translation>la carpeta es de solo lectura o no se puede escribir en ella</translation>
    </message>
    <message>
        <source>the folder is read-only</source>
        <translation>la carpeta es de solo lectura</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <source>a folder is in the way of the file</source>
        <translation>hay una carpeta en el lugar del archivo</translation>
    </message>
    <message>
        <source>a file is in the way of a folder</source>
        <translation>hay un archivo en el lugar de una carpeta</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <translation>no se pudo leer o escribir el disco</translation>
    </message>
    <message>
        <source>the file&apos;s name or folder is too long</source>
        <translation>el nombre del archivo o de la carpeta es demasiado largo</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>la carpeta no existe</translation>
    </message>
    <message>
        <source>the system refused the write</source>
        <translation>el sistema rechazó la escritura</translation>
    </message>
    <message>
        <source>the system refused</source>
        <translation>el sistema se negó</translation>
    </message>
    <message>
        <source>another program is using the saves; try again</source>
        <translation>otro programa está usando las partidas guardadas; inténtalo de nuevo</translation>
    </message>
    <message>
        <source>it is a link to a file that does not exist</source>
        <translation>es un enlace a un archivo que no existe</translation>
    </message>
    <message>
        <source>something that is not a file is in the place of the database</source>
        <translation>en el lugar de la base de datos hay algo que no es un archivo</translation>
    </message>
    <message>
        <source>the file is damaged or is not a database</source>
        <translation>el archivo está dañado o no es una base de datos</translation>
    </message>
    <message>
        <source>the file belongs to another program</source>
        <translation>el archivo pertenece a otro programa</translation>
    </message>
    <message>
        <source>its version number (%1) is not one the app ever wrote</source>
        <translation>su número de versión (%1) no es uno que la aplicación haya escrito nunca</translation>
    </message>
    <message>
        <source>it holds triggers or views that the app did not create</source>
        <translation>contiene disparadores o vistas que la aplicación no creó</translation>
    </message>
    <message>
        <source>its tables are not those of this version of the app</source>
        <translation>sus tablas no son las de esta versión de la aplicación</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>el archivo está dañado</translation>
    </message>
    <message>
        <source>the file cannot be used</source>
        <translation>el archivo no se puede usar</translation>
    </message>
    <message>
        <source>The saves cannot be kept: %1.</source>
        <translation>No se pueden guardar las partidas: %1.</translation>
    </message>
    <message>
        <source>The saves were made by a newer version of the app (database version %1; this version knows up to %2). They were left untouched: update the app to use them.</source>
        <translation>Las partidas guardadas son de una versión más reciente de la aplicación (versión de base de datos %1; esta versión conoce hasta la %2). No se han tocado: actualiza la aplicación para usarlas.</translation>
    </message>
    <message>
        <source>The saves are busy in another window; try again.</source>
        <translation>Las partidas guardadas están ocupadas en otra ventana; inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>The saves database cannot be opened (%1). It was left as it was.</source>
        <translation>No se puede abrir la base de datos de partidas (%1). Se ha dejado como estaba.</translation>
    </message>
    <message>
        <source>The saves database could not be created.</source>
        <translation>No se pudo crear la base de datos de partidas.</translation>
    </message>
    <message>
        <source>The saves database cannot be opened: %1. Nothing was changed.</source>
        <translation>No se puede abrir la base de datos de partidas: %1. No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>The saves database cannot be opened: “%1” beside it is not an ordinary file and could not be moved aside (%2). Nothing was changed.</source>
        <translation>No se puede abrir la base de datos de partidas: «%1», a su lado, no es un archivo normal y no se pudo apartar (%2). No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>The saves database was replaced after its journal (-wal) was written, and the journal could not be moved aside (%1). Nothing was changed.</source>
        <translation>La base de datos de partidas se reemplazó después de escribir su diario (-wal) y el diario no se pudo apartar (%1). No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>The saves database was replaced while the app was closed: the journal (-wal) left beside it belonged to the earlier file and was not applied to it. It was moved to %1; the database is used as it is.</source>
        <translation>La base de datos de partidas se reemplazó mientras la aplicación estaba cerrada: el diario (-wal) que quedó a su lado era del archivo anterior y no se le aplicó. Se ha movido a %1; la base de datos se usa tal como está.</translation>
    </message>
    <message>
        <source>The saves database cannot be used (%1) and could not be moved aside: %2. Nothing was changed.</source>
        <translation>La base de datos de partidas no se puede usar (%1) y no se pudo apartar: %2. No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>the saves database was changed by another program (it now holds something the app did not create); restart the app to set it aside</source>
        <translation>otro programa modificó la base de datos de partidas guardadas (ahora contiene algo que la aplicación no creó); reinicie la aplicación para apartarla</translation>
    </message>
    <message>
        <source>the saves database file is read-only</source>
        <translation>el archivo de la base de datos de partidas guardadas es de solo lectura</translation>
    </message>
    <message>
        <source>The saves database file is read-only: its games can be opened and played, but nothing is written into it.</source>
        <translation>El archivo de la base de datos de partidas guardadas es de solo lectura: sus partidas se pueden abrir y jugar, pero no se escribe nada en él.</translation>
    </message>
    <message>
        <source>This game was discarded in another window: it is no longer saved here.</source>
        <translation>Esta partida se descartó en otra ventana: ya no se guarda aquí.</translation>
    </message>
    <message>
        <source>An index of the saves database was damaged; it was rebuilt from the games, which are intact. A copy of the file as it was is kept in %1.</source>
        <translation>Un índice de la base de datos de partidas guardadas estaba dañado; se reconstruyó a partir de las partidas, que están intactas. Se conserva una copia del archivo tal como estaba en %1.</translation>
    </message>
    <message>
        <source>The saves database was replaced or moved by another program while the app runs: nothing more is saved into it. Use %1 to keep this game in a file, and restart the app to use the saves as they are now.</source>
        <translation>Otro programa reemplazó o movió la base de datos de partidas guardadas mientras la aplicación estaba abierta: ya no se guarda nada en ella. Use %1 para conservar esta partida en un archivo y reinicie la aplicación para usar las partidas guardadas tal como están ahora.</translation>
    </message>
    <message>
        <source>The saves database could not be used: %1. It was moved to %2 and a new one was started.</source>
        <translation>No se pudo usar la base de datos de partidas: %1. Se ha movido a %2 y se ha empezado una nueva.</translation>
    </message>
    <message>
        <source>The saves of an earlier version could not be imported (%1); they were left as they were.</source>
        <translation>No se pudieron importar las partidas de una versión anterior (%1); se han dejado como estaban.</translation>
    </message>
    <message>
        <source>This game is open in another window. Close it there to continue it here.</source>
        <translation>Esta partida está abierta en otra ventana. Ciérrala allí para continuarla aquí.</translation>
    </message>
    <message>
        <source>This save was just replaced or deleted in another window; the list shows the saves as they are now.</source>
        <translation>Esta partida guardada acaba de reemplazarse o borrarse en otra ventana; la lista muestra las partidas tal como están ahora.</translation>
    </message>
    <message>
        <source>This game was continued in another window; the moves here are no longer saved.</source>
        <translation>Esta partida se continuó en otra ventana; las jugadas de aquí ya no se guardan.</translation>
    </message>
    <message>
        <source>This game is no longer saved here: it was opened in another window.</source>
        <translation>Esta partida ya no se guarda aquí: se abrió en otra ventana.</translation>
    </message>
    <message>
        <source>This game cannot be opened: its stored data is damaged (%1). It has been kept aside.</source>
        <translation>Esta partida no se puede abrir: sus datos guardados están dañados (%1). Se ha apartado.</translation>
    </message>
    <message>
        <source>The game “%1” was kept aside: its stored data is damaged (%2). The other games are not affected.</source>
        <translation>La partida «%1» se ha apartado: sus datos guardados están dañados (%2). Las demás partidas no se ven afectadas.</translation>
    </message>
    <message>
        <source>The game&apos;s resume point was damaged; it was rebuilt from its moves.</source>
        <translation>El punto de reanudación de la partida estaba dañado; se ha reconstruido a partir de sus jugadas.</translation>
    </message>
    <message>
        <source>The game&apos;s earlier moves could not be read (%1).</source>
        <translation>No se pudieron leer las jugadas anteriores de la partida (%1).</translation>
    </message>
    <message>
        <source>There is no saved game to continue.</source>
        <translation>No hay ninguna partida guardada para continuar.</translation>
    </message>
    <message>
        <source>This game is no longer there.</source>
        <translation>Esta partida ya no existe.</translation>
    </message>
    <message numerus="yes">
        <source>it lists %n players for a %1-player game</source>
        <translation>
            <numerusform>indica %n jugador para una partida de %1 jugadores</numerusform>
            <numerusform>indica %n jugadores para una partida de %1 jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>This game cannot be resumed: its moves are damaged (%1). It has been kept aside and can still be exported (%2).</source>
        <translation>Esta partida no se puede reanudar: sus jugadas están dañadas (%1). Se ha apartado y todavía se puede exportar (%2).</translation>
    </message>
    <message>
        <source>This game cannot be loaded: its moves are damaged (%1). It has been kept aside and can still be exported (%2).</source>
        <translation>Esta partida no se puede cargar: sus jugadas están dañadas (%1). Se ha apartado y todavía se puede exportar (%2).</translation>
    </message>
    <message>
        <source>Nothing of this game can be read: its stored data is damaged (%1).</source>
        <translation>No se puede leer nada de esta partida: sus datos guardados están dañados (%1).</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>la partida</translation>
    </message>
    <message>
        <source>the move</source>
        <translation>la jugada</translation>
    </message>
    <message>
        <source>the result</source>
        <translation>el resultado</translation>
    </message>
    <message>
        <source>the take-back</source>
        <translation>la anulación de la jugada</translation>
    </message>
    <message>
        <source>Could not save %1: another program is using the saves; try again.</source>
        <translation>No se pudo guardar %1: otro programa está usando las partidas guardadas; inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>Could not save %1: %2.</source>
        <translation>No se pudo guardar %1: %2.</translation>
    </message>
    <message>
        <source>Please give the save a name with at least one letter or digit.</source>
        <translation>Pon a la partida guardada un nombre con al menos una letra o un dígito.</translation>
    </message>
    <message>
        <source>A save called “%1” already exists.</source>
        <translation>Ya existe una partida guardada llamada «%1».</translation>
    </message>
    <message>
        <source>This save is no longer there.</source>
        <translation>Esta partida guardada ya no existe.</translation>
    </message>
    <message>
        <source>This save cannot be imported: it holds values the app cannot store.</source>
        <translation>Esta partida guardada no se puede importar: contiene valores que la aplicación no puede guardar.</translation>
    </message>
    <message>
        <source>This save is damaged: %1.</source>
        <translation>Esta partida guardada está dañada: %1.</translation>
    </message>
    <message>
        <source>This file is not a cardgames-qt save.</source>
        <translation>Este archivo no es una partida guardada de cardgames-qt.</translation>
    </message>
    <message>
        <source>This save has no valid format version.</source>
        <translation>Esta partida guardada no tiene una versión de formato válida.</translation>
    </message>
    <message>
        <source>This save was made by a newer version of the app (save format %1, this version reads up to %2). Update the app to open it.</source>
        <translation>Esta partida se guardó con una versión más reciente de la aplicación (formato %1; esta versión lee hasta el %2). Actualiza la aplicación para abrirla.</translation>
    </message>
    <message>
        <source>This is a save of %1, not of %2.</source>
        <translation>Es una partida guardada de %1, no de %2.</translation>
    </message>
    <message>
        <source>This version of the app cannot play %1 yet.</source>
        <translation>Esta versión de la aplicación todavía no puede jugar a %1.</translation>
    </message>
    <message>
        <source>This save cannot be replayed: %1</source>
        <translation>Esta partida guardada no se puede reproducir: %1</translation>
    </message>
    <message>
        <source>This save cannot be replayed by the rules.</source>
        <translation>Esta partida guardada no se puede reproducir según las reglas.</translation>
    </message>
    <message>
        <source>This save&apos;s moves cannot be replayed by this version of the game.</source>
        <translation>Las jugadas de esta partida guardada no se pueden reproducir con esta versión del juego.</translation>
    </message>
    <message>
        <source>This file is too large to be a save (%1 MiB; saves are under %2 MiB).</source>
        <translation>Este archivo es demasiado grande para ser una partida guardada (%1 MiB; las partidas ocupan menos de %2 MiB).</translation>
    </message>
    <message>
        <source>The save could not be read: %1.</source>
        <translation>No se pudo leer la partida guardada: %1.</translation>
    </message>
    <message>
        <source>This save cannot be opened: %1.</source>
        <translation>Esta partida guardada no se puede abrir: %1.</translation>
    </message>
    <message>
        <source>There is no file called “%1” any more.</source>
        <translation>Ya no existe ningún archivo llamado «%1».</translation>
    </message>
    <message>
        <source>A file called “%1” already exists.</source>
        <translation>Ya existe un archivo llamado «%1».</translation>
    </message>
    <message>
        <source>“%1” is not an ordinary file; nothing was written.</source>
        <translation>«%1» no es un archivo normal; no se ha escrito nada.</translation>
    </message>
    <message>
        <source>The save was damaged and has been restored from its backup: the last move may be lost.</source>
        <translation>La partida guardada estaba dañada y se ha restaurado desde su copia de seguridad: puede que se haya perdido la última jugada.</translation>
    </message>
    <message>
        <source>A save needs a name.</source>
        <translation>Una partida guardada necesita un nombre.</translation>
    </message>
    <message>
        <source>Could not remove the autosave: %1.</source>
        <translation>No se pudo quitar el guardado automático: %1.</translation>
    </message>
    <message>
        <source>Could not delete the save: %1.</source>
        <translation>No se pudo borrar la partida guardada: %1.</translation>
    </message>
    <message>
        <source>There is no save called “%1”.</source>
        <translation>No hay ninguna partida guardada llamada «%1».</translation>
    </message>
    <message>
        <source>Could not save the game: %1. The previous save is unchanged.</source>
        <translation>No se pudo guardar la partida: %1. La partida guardada anterior no ha cambiado.</translation>
    </message>
    <message>
        <source>This save cannot be read.</source>
        <translation>Esta partida guardada no se puede leer.</translation>
    </message>
    <message>
        <source>Could not write the file: %1.</source>
        <translation>No se pudo escribir el archivo: %1.</translation>
    </message>
    <message>
        <source>The statistics of %1 could not be read and were left out.</source>
        <translation>No se pudieron leer las estadísticas de %1 y se han dejado fuera.</translation>
    </message>
    <message>
        <source>The %1 statistics of %2 could not be read and were left out.</source>
        <translation>No se pudieron leer las estadísticas de %1 de %2 y se han dejado fuera.</translation>
    </message>
    <message>
        <source>%1 It has been moved aside. Statistics start afresh.</source>
        <translation>%1 Se ha apartado. Las estadísticas empiezan de cero.</translation>
    </message>
    <message>
        <source>The statistics file was damaged and has been moved aside; the statistics were restored from the backup (the last game may be missing).</source>
        <translation>El archivo de estadísticas estaba dañado y se ha apartado; las estadísticas se han restaurado de la copia de seguridad (puede faltar la última partida).</translation>
    </message>
    <message>
        <source>%1 The game was not recorded, so as not to overwrite it.</source>
        <translation>%1 La partida no se ha registrado para no sobrescribirlo.</translation>
    </message>
    <message>
        <source>Could not save the statistics: %1. The previous statistics are unchanged.</source>
        <translation>No se pudieron guardar las estadísticas: %1. Las estadísticas anteriores no han cambiado.</translation>
    </message>
    <message>
        <source>The statistics file is far too large to be ours.</source>
        <translation>El archivo de estadísticas es demasiado grande para ser de esta aplicación.</translation>
    </message>
    <message>
        <source>The statistics file cannot be read: %1.</source>
        <translation>No se puede leer el archivo de estadísticas: %1.</translation>
    </message>
    <message>
        <source>The statistics file is not a cardgames-qt statistics file.</source>
        <translation>El archivo de estadísticas no es un archivo de estadísticas de cardgames-qt.</translation>
    </message>
    <message>
        <source>The statistics were not recorded: %1.</source>
        <translation>No se registraron las estadísticas: %1.</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1.</source>
        <translation>No se pudieron restablecer las estadísticas: %1.</translation>
    </message>
    <message>
        <source>The animation speed must be between %1× and %2×.</source>
        <translation>La velocidad de animación debe estar entre %1× y %2×.</translation>
    </message>
    <message>
        <source>The computer&apos;s move delay must be a whole number of milliseconds from %1 to %2.</source>
        <translation>El retardo de las jugadas del ordenador debe ser un número entero de milisegundos de %1 a %2.</translation>
    </message>
    <message>
        <source>The deck must be one of: %1.</source>
        <translation>La baraja debe ser una de: %1.</translation>
    </message>
    <message>
        <source>Speak the game must be one of: %1.</source>
        <translation>«Leer la partida en voz alta» debe ser uno de: %1.</translation>
    </message>
    <message>
        <source>The language must be one of: %1.</source>
        <translation>El idioma debe ser uno de: %1.</translation>
    </message>
    <message>
        <source>Reduced motion must be on or off.</source>
        <translation>El movimiento reducido debe estar activado o desactivado.</translation>
    </message>
    <message>
        <source>There is no such setting.</source>
        <translation>No existe ese ajuste.</translation>
    </message>
    <message>
        <source>Each game needs a list of players.</source>
        <translation>Cada juego necesita una lista de jugadores.</translation>
    </message>
    <message>
        <source>This %1 table has %2 players, not %3.</source>
        <translation>Esta mesa de %1 tiene %2 jugadores, no %3.</translation>
    </message>
    <message>
        <source>A player is described by a name and a kind.</source>
        <translation>Un jugador se describe con un nombre y un tipo.</translation>
    </message>
    <message>
        <source>A name is a line of text.</source>
        <translation>Un nombre es una línea de texto.</translation>
    </message>
    <message>
        <source>Two players are both called “%1”.</source>
        <translation>Dos jugadores se llaman «%1».</translation>
    </message>
    <message>
        <source>A name cannot hold a broken character (it is not valid text).</source>
        <translation>Un nombre no puede contener un carácter dañado (no es texto válido).</translation>
    </message>
    <message>
        <source>A name cannot hold control, direction or zero-width characters.</source>
        <translation>Un nombre no puede contener caracteres de control, de dirección del texto ni de ancho cero.</translation>
    </message>
    <message>
        <source>“%1” looks the same as another player&apos;s name, “%2”.</source>
        <translation>«%1» se ve igual que el nombre de otro jugador, «%2».</translation>
    </message>
    <message>
        <source>This save cannot be imported. %1</source>
        <translation>Esta partida guardada no se puede importar. %1</translation>
    </message>
    <message>
        <source>A player is either a human or the computer.</source>
        <translation>Un jugador es una persona o el ordenador.</translation>
    </message>
    <message>
        <source>That computer opponent is not known.</source>
        <translation>Ese rival del ordenador no se conoce.</translation>
    </message>
    <message>
        <source>%1 players: %2 The default players are used.</source>
        <translation>Jugadores de %1: %2 Se usan los jugadores predeterminados.</translation>
    </message>
    <message>
        <source>%1 The default is used.</source>
        <translation>%1 Se usa el valor predeterminado.</translation>
    </message>
    <message>
        <source>%1: %2 The default is used.</source>
        <translation>%1: %2 Se usa el valor predeterminado.</translation>
    </message>
    <message>
        <source>%1: this version has no setting called %2; left out.</source>
        <translation>%1: esta versión no tiene ningún ajuste llamado %2; se ha dejado fuera.</translation>
    </message>
    <message>
        <source>The results written in this file could not be read; the results of its moves are used.</source>
        <translation>No se han podido leer los resultados escritos en este archivo; se usan los resultados de sus jugadas.</translation>
    </message>
    <message>
        <source>The results written in this file do not match its moves; the results of its moves are used.</source>
        <translation>Los resultados escritos en este archivo no coinciden con sus jugadas; se usan los resultados de sus jugadas.</translation>
    </message>
    <message>
        <source>This version has no setting called %1; left out.</source>
        <translation>Esta versión no tiene ningún ajuste llamado %1; se ha dejado fuera.</translation>
    </message>
    <message>
        <source>%1, player %2: this version has no computer level called “%3”; the strongest computer plays in its place.</source>
        <translation>%1, jugador %2: esta versión no tiene ningún nivel de ordenador llamado «%3»; juega en su lugar el ordenador más fuerte.</translation>
    </message>
    <message>
        <source>The settings file as it was is kept as %1.</source>
        <translation>El archivo de ajustes tal como estaba se conserva como %1.</translation>
    </message>
    <message>
        <source>%1 It has been moved aside. The default settings are used.</source>
        <translation>%1 Se ha apartado. Se usan los ajustes predeterminados.</translation>
    </message>
    <message>
        <source>%1 The default settings are used.</source>
        <translation>%1 Se usan los ajustes predeterminados.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been moved aside; the previous settings were restored from the backup.</source>
        <translation>El archivo de ajustes estaba dañado y se ha apartado; los ajustes anteriores se han restaurado de la copia de seguridad.</translation>
    </message>
    <message>
        <source>The settings file was damaged; the previous settings were restored from the backup.</source>
        <translation>El archivo de ajustes estaba dañado; los ajustes anteriores se han restaurado de la copia de seguridad.</translation>
    </message>
    <message>
        <source>The settings file is left as it is, because %1. Changes to the settings apply until you quit and are not saved over it.</source>
        <comment>%1: why, e.g. “it could not be read”</comment>
        <translation>El archivo de ajustes se deja tal como está, porque %1. Los cambios en los ajustes valen hasta que salgas y no se guardan encima de él.</translation>
    </message>
    <message>
        <source>Changes to the settings apply until you quit and are not saved: the settings file is left as it is, because %1.</source>
        <comment>%1: why, e.g. “it could not be read”</comment>
        <translation>Los cambios en los ajustes valen hasta que salgas y no se guardan: el archivo de ajustes se deja tal como está, porque %1.</translation>
    </message>
    <message>
        <source>it could not be copied aside: %1</source>
        <comment>said of the settings file, after “because”</comment>
        <translation>no se pudo guardar una copia aparte: %1</translation>
    </message>
    <message>
        <source>it could not be moved aside: %1</source>
        <comment>said of the settings file, after “because”</comment>
        <translation>no se pudo apartar: %1</translation>
    </message>
    <message>
        <source>it could not be read</source>
        <comment>said of the settings file, after “because”</comment>
        <translation>no se pudo leer</translation>
    </message>
    <message>
        <source>Could not save the settings: %1. The previous settings are unchanged.</source>
        <translation>No se pudieron guardar los ajustes: %1. Los ajustes anteriores no han cambiado.</translation>
    </message>
    <message>
        <source>The settings file is far too large to be ours.</source>
        <translation>El archivo de ajustes es demasiado grande para ser de esta aplicación.</translation>
    </message>
    <message>
        <source>The settings file cannot be read: %1.</source>
        <translation>No se puede leer el archivo de ajustes: %1.</translation>
    </message>
    <message>
        <source>The settings file is not a cardgames-qt settings file.</source>
        <translation>El archivo de ajustes no es un archivo de ajustes de cardgames-qt.</translation>
    </message>
</context>
<context>
    <name>TableBase</name>
    <message>
        <source>%1 table</source>
        <extracomment>the table asks the window for something (e.g. &quot;new_match&quot;) a replay&apos;s table: drawn, never played (no move, key, focus or moment)</extracomment>
        <translation>Mesa de %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Scores and log</source>
        <extracomment>widgets the Continue button stands in for while it is up (their place is kept)</extracomment>
        <translation>Puntos y registro</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>more lines for a summary (the coach: where this game&apos;s result is counted)</extracomment>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>The move you pressed early was not made: this part of the game is over.</source>
        <translation>La jugada pulsada antes de tiempo no se hizo: esta parte de la partida ha terminado.</translation>
    </message>
    <message>
        <source>Kept: played as soon as it is your turn.</source>
        <translation>Guardado: se jugará en cuanto sea tu turno.</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <extracomment>inside one pass of work that changes the table (a move, a moment&apos;s end, a handover) the refreshes asked for are made once, at its end: a move is one rebuild, not three</extracomment>
        <translation>Aún no ha pasado nada.</translation>
    </message>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Pasa la pantalla a %1</translation>
    </message>
    <message>
        <source>Press Continue when everyone has seen it</source>
        <translation>Pulsa Continuar cuando todos lo hayan visto</translation>
    </message>
    <message>
        <source>Not saved yet: %1. The app tries again every few seconds.</source>
        <translation>Aún sin guardar: %1. La aplicación lo vuelve a intentar cada pocos segundos.</translation>
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
        <source>%1&apos;s card, face down</source>
        <translation>carta (%1), boca abajo</translation>
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
        <source>One moment: the table is still moving.</source>
        <translation>Un momento: las cartas aún se están moviendo.</translation>
    </message>
    <message>
        <source>Trick %1 — main suit %2</source>
        <translation>Baza %1 — palo principal %2</translation>
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
        <source>Trick held by: %1</source>
        <translation>Baza — en cabeza: %1</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Mazo: %1</translation>
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
        <translation>falla (triunfo)</translation>
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
        <source>Won pile: %1, %2</source>
        <translation>Ganadas: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards</source>
        <translation>
            <numerusform>%Ln carta</numerusform>
            <numerusform>%Ln cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln punto</numerusform>
            <numerusform>%Ln puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln cards in hand</source>
        <translation>
            <numerusform>%1: %Ln carta en la mano</numerusform>
            <numerusform>%1: %Ln cartas en la mano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick (%1): %Ln points</source>
        <translation>
            <numerusform>Baza (%1): %Ln punto</numerusform>
            <numerusform>Baza (%1): %Ln puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Trick %1 — lead: %2</source>
        <translation>Baza %1 — sale: %2</translation>
    </message>
    <message numerus="yes">
        <source>stock, %Ln cards</source>
        <translation>
            <numerusform>mazo, %Ln carta</numerusform>
            <numerusform>mazo, %Ln cartas</numerusform>
        </translation>
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
        <source>Trick %1 (%2) — press Continue</source>
        <translation>Baza %1 (%2) — pulsa Continuar</translation>
    </message>
    <message>
        <source>Now betting: %1</source>
        <translation>Turno de apuesta: %1</translation>
    </message>
    <message>
        <source>Now playing: %1</source>
        <translation>Turno: %1</translation>
    </message>
    <message numerus="yes">
        <source>New deal (dealer: %1): %Ln cards each</source>
        <translation>
            <numerusform>Nuevo reparto (repartidor: %1): %Ln carta a cada uno</numerusform>
            <numerusform>Nuevo reparto (repartidor: %1): %Ln cartas a cada uno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick %1 (%2): %Ln points</source>
        <translation>
            <numerusform>Baza %1 (%2): %Ln punto</numerusform>
            <numerusform>Baza %1 (%2): %Ln puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): points %3, needed %4 — %5, banks left: %6</source>
        <translation>%1 (%2): puntos %3, necesarios %4 — %5, bancas restantes: %6</translation>
    </message>
    <message>
        <source>Partie %1 is over</source>
        <translation>La ronda %1 ha terminado</translation>
    </message>
    <message>
        <source>%1: banks %2; rating this game %3 %</source>
        <translation>%1: bancas %2; valoración en esta partida %3 %</translation>
    </message>
    <message>
        <source>Press Space or click to collect the trick</source>
        <translation>Pulsa Espacio o haz clic para recoger la baza</translation>
    </message>
    <message>
        <source>Dealing (dealer: %1)…</source>
        <translation>Repartiendo (repartidor: %1)…</translation>
    </message>
    <message>
        <source>Go or pass? Go needs %1 points, pass %2 (keys G / P)</source>
        <translation>¿Voy o paso? «Voy» necesita %1 puntos, «paso» %2 (teclas G / P)</translation>
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
        <translation>Monta sobre %1 o asiste al palo: %2</translation>
    </message>
    <message>
        <source>You cannot beat the %1: follow %2</source>
        <translation>No puedes montar sobre %1: asiste al palo (%2)</translation>
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
        <translation>Fin de la partida — victoria: %1</translation>
    </message>
    <message>
        <source>Game over — winners: %1</source>
        <translation>Fin de la partida — victoria: %1</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>Partie %1 — dealer: %2</source>
        <translation>Ronda %1 — repartidor: %2</translation>
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
        <source>First lead: %1 (the lowest diamond)</source>
        <translation>Primera salida: %1 (el diamante más bajo)</translation>
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
        <source>Banks over the parties:</source>
        <translation>Bancas por ronda:</translation>
    </message>
    <message>
        <source>Next partie</source>
        <translation>Siguiente ronda</translation>
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
        <translation>Sin ninguna banca: %1.</translation>
    </message>
    <message>
        <source>%1 collected six banks.</source>
        <translation>Seis bancas acumuladas: %1.</translation>
    </message>
    <message>
        <source>The partie limit is reached: the fewest banks win.</source>
        <translation>Se ha alcanzado el límite de rondas: gana quien tenga menos bancas.</translation>
    </message>
    <message>
        <source>Loser: %1.</source>
        <translation>Derrota: %1.</translation>
    </message>
    <message>
        <source>Losers: %1.</source>
        <translation>Derrota: %1.</translation>
    </message>
</context>
<context>
    <name>_Bars</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>_Counted</name>
    <message numerus="yes">
        <source>Resumed after %Ln moves: the log starts here.</source>
        <translation>
            <numerusform>Reanudada tras %Ln jugada: el registro empieza aquí.</numerusform>
            <numerusform>Reanudada tras %Ln jugadas: el registro empieza aquí.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message numerus="yes">
        <source>%1 or better goes in with %n players; you hold %2: in.</source>
        <translation>
            <numerusform>%1 o mejor entra con %n jugador; tienes %2: entro.</numerusform>
            <numerusform>%1 o mejor entra con %n jugadores; tienes %2: entro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 or better goes in with %n players; you hold %2: out.</source>
        <translation>
            <numerusform>%1 o mejor entra con %n jugador; tienes %2: paso.</numerusform>
            <numerusform>%1 o mejor entra con %n jugadores; tienes %2: paso.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>self.panel</name>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
</context>
</TS>
