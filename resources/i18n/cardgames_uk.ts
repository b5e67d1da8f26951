<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk">
<context>
    <name>Announcer</name>
    <message>
        <source>Spades</source>
        <translation>Піки</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Чирви</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Бубни</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Трефи</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Передайте екран: %1.</translation>
    </message>
    <message>
        <source>%1: bid placed.</source>
        <translation>%1: ставку зроблено.</translation>
    </message>
    <message>
        <source>%1 bid the %2, %3 bid the %4.</source>
        <translation>Ставки: %1 — %2, %3 — %4.</translation>
    </message>
    <message>
        <source>A tie.</source>
        <translation>Нічия.</translation>
    </message>
    <message>
        <source>%1 won the pot: %2.</source>
        <translation>Виграш: %1 — %2.</translation>
    </message>
    <message>
        <source>The pot of %1 carries over.</source>
        <translation>Кін (%1) переноситься.</translation>
    </message>
    <message>
        <source>The pot of %1 is discarded.</source>
        <translation>Кін (%1) прибирається.</translation>
    </message>
    <message>
        <source>Prize: the %1; pot %2.</source>
        <translation>Приз: %1; кін %2.</translation>
    </message>
    <message>
        <source>Game %1 begins.</source>
        <translation>Гра %1 починається.</translation>
    </message>
    <message>
        <source>Game %1 over: %2.</source>
        <translation>Гру %1 закінчено: %2.</translation>
    </message>
    <message>
        <source>The match is over: %1.</source>
        <translation>Матч закінчено: %1.</translation>
    </message>
    <message>
        <source>%1: decided.</source>
        <translation>%1: рішення ухвалено.</translation>
    </message>
    <message>
        <source>Hand %1, dealt by %2.</source>
        <translation>Роздача %1, здавач: %2.</translation>
    </message>
    <message>
        <source>Everyone antes %1; pot %2.</source>
        <translation>Усі вносять по %1; банк %2.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ніхто</translation>
    </message>
    <message>
        <source>In: %1. Out: %2.</source>
        <translation>Участь: %1. Відмова: %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>where-am-I keys: the scores, what is on the table, your cards, the last events again. They belong to the window (shortcuts), answering wherever the keys rest at the table how long a reader takes per character (about 170 words a minute) and at least per sentence a sentence was said (text, urgent) the seat whose private cards may be spoken at this moment (the visibility policy&apos;s person at the screen): every remembered sentence is kept for that listener only how long the keys must stay on the table before a sentence is said through it widgets holding a routed sentence as their description -&gt; their own description meanwhile</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Showdown. %1. Best hand: %2.</source>
        <translation>Відкриття карт. %1. Найкраща рука: %2.</translation>
    </message>
    <message>
        <source>%1 took %2 from the pot.</source>
        <translation>%1: з банку %2.</translation>
    </message>
    <message>
        <source>%1 paid %2.</source>
        <translation>%1: сплачено %2.</translation>
    </message>
    <message>
        <source>Pot %1, reserve %2.</source>
        <translation>Банк %1, резерв %2.</translation>
    </message>
    <message>
        <source>Cycle %1 over. Balances: %2.</source>
        <translation>Цикл %1 закінчено. Баланси: %2.</translation>
    </message>
    <message>
        <source>The session is over. Balances: %1.</source>
        <translation>Сесію закінчено. Баланси: %1.</translation>
    </message>
    <message>
        <source>go</source>
        <translation>іду</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>%1 bet: %2.</source>
        <translation>%1, ставка: %2.</translation>
    </message>
    <message>
        <source>First to play: %1.</source>
        <translation>Перший хід: %1.</translation>
    </message>
    <message>
        <source>%1 played the %2.</source>
        <translation>Хід: %1 — %2.</translation>
    </message>
    <message>
        <source>%1 took the trick: %2.</source>
        <translation>Взятка — %1: %2.</translation>
    </message>
    <message>
        <source>Partie %1, dealt by %2.</source>
        <translation>Партія %1, здавач: %2.</translation>
    </message>
    <message>
        <source>Cards drawn</source>
        <translation>Карти добрано</translation>
    </message>
    <message>
        <source>%1: points %2, needed %3, banks %4</source>
        <translation>%1: очок %2, треба %3, банки: %4</translation>
    </message>
    <message>
        <source>Pot: %1, %2. Prize pile: %3.</source>
        <translation>Кін: %1, %2. Стос призів: %3.</translation>
    </message>
    <message>
        <source>Trick: %1. Stock: %2. %3.</source>
        <translation>Взятка: %1. У колоді: %2. %3.</translation>
    </message>
    <message>
        <source>No combinations.</source>
        <translation>Комбінацій немає.</translation>
    </message>
    <message>
        <source>Combinations: %1.</source>
        <translation>Комбінації: %1.</translation>
    </message>
    <message>
        <source>The partie is over: %1.</source>
        <translation>Партію закінчено: %1.</translation>
    </message>
    <message>
        <source>The game is over. Winners: %1. Banks: %2.</source>
        <translation>Гру закінчено. Переможці: %1. Банки: %2.</translation>
    </message>
    <message>
        <source>Your bid for the %1, pot %2.</source>
        <translation>Ваша ставка. Приз: %1; кін %2.</translation>
    </message>
    <message>
        <source>Your call, in or out: you hold %1; pot %2.</source>
        <translation>Ваше рішення, участь чи відмова: у вас %1; банк %2.</translation>
    </message>
    <message>
        <source>Your bet: go, target %1, or pass, target %2.</source>
        <translation>Ваша ставка: іду (норма %1) або пас (норма %2).</translation>
    </message>
    <message>
        <source>Your lead.</source>
        <translation>Ваш хід.</translation>
    </message>
    <message>
        <source>Your turn. On the table: %1. You may play: %2.</source>
        <translation>Ваш хід. На столі: %1. Можна зіграти: %2.</translation>
    </message>
    <message>
        <source>Scores this game: %1.</source>
        <translation>Очки в цій грі: %1.</translation>
    </message>
    <message>
        <source>Match: %1.</source>
        <translation>Матч: %1.</translation>
    </message>
    <message>
        <source>Balances: %1.</source>
        <translation>Баланси: %1.</translation>
    </message>
    <message>
        <source>Banks: %1. Points this partie: %2.</source>
        <translation>Банки: %1. Очки в партії: %2.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>порожньо</translation>
    </message>
    <message>
        <source>Hand %1, dealt by %2. Pot %3, reserve %4.</source>
        <translation>Роздача %1, здавач: %2. Банк %3, резерв %4.</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>карт немає</translation>
    </message>
    <message>
        <source>No cards of yours are shown now.</source>
        <translation>Ваші карти зараз не показано.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>У вас немає карт.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Ваші карти: %1.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Ваші карти</translation>
    </message>
</context>
<context>
    <name>AnnouncerCount</name>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln очко</numerusform>
            <numerusform>%Ln очки</numerusform>
            <numerusform>%Ln очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards</source>
        <translation>
            <numerusform>%Ln карта</numerusform>
            <numerusform>%Ln карти</numerusform>
            <numerusform>%Ln карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards each</source>
        <translation>
            <numerusform>По %Ln карті кожному</numerusform>
            <numerusform>По %Ln карти кожному</numerusform>
            <numerusform>По %Ln карт кожному</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards left in the stock</source>
        <translation>
            <numerusform>у колоді лишилася %Ln карта</numerusform>
            <numerusform>у колоді лишилися %Ln карти</numerusform>
            <numerusform>у колоді лишилося %Ln карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>two</source>
        <translation>двійка</translation>
    </message>
    <message>
        <source>three</source>
        <translation>трійка</translation>
    </message>
    <message>
        <source>four</source>
        <translation>четвірка</translation>
    </message>
    <message>
        <source>five</source>
        <translation>п’ятірка</translation>
    </message>
    <message>
        <source>six</source>
        <translation>шістка</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>сімка</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>вісімка</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>дев’ятка</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пік</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>чирв</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубон</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>закрита карта</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>Catalogue</name>
    <message>
        <source>Gops</source>
        <translation>Гопс</translation>
    </message>
    <message>
        <source>Guts</source>
        <translation>Ґатс</translation>
    </message>
    <message>
        <source>Zhopa</source>
        <translation>Жопа</translation>
    </message>
    <message>
        <source>Two players bid secretly with a suit of cards for the diamonds turned one by one. The higher bid takes the prize; every bid is spent. Most prize points wins.</source>
        <translation>Двоє гравців таємно роблять ставки картами однієї масті за бубни, які відкривають по одній. Старша ставка забирає приз; кожна ставка витрачається. Перемагає той, хто має найбільше очок за призи.</translation>
    </message>
    <message>
        <source>2–10 players get two cards each and all declare in or out at the same moment. The best hand that is in takes the pot; every other player who was in matches it.</source>
        <translation>2–10 гравців отримують по дві карти, і всі одночасно заявляють участь або відмову. Найкраща рука серед учасників забирає банк; кожен інший учасник повторює банк.</translation>
    </message>
    <message>
        <source>A Russian trick-taking game for 2–4 with a 36-card deck, its own beating rules, trumps per player, go/pass bets and banks. Shed all your banks to win.</source>
        <translation>Російська гра на взятки для 2–4 гравців: колода з 36 карт, власні правила перебивання, у кожного свій козир, ставки «іду» й «пас» і банки. Позбудьтеся всіх своїх банок, щоб перемогти.</translation>
    </message>
    <message>
        <source>Tie rule</source>
        <translation>Правило нічиєї</translation>
    </message>
    <message>
        <source>Carry: a tied pot goes to the next winner</source>
        <translation>Перенесення: за нічиєї кін дістається наступному переможцю</translation>
    </message>
    <message>
        <source>Discard: a tied pot is removed</source>
        <translation>Скидання: за нічиєї кін прибирається</translation>
    </message>
    <message>
        <source>Cards per hand</source>
        <translation>Карт у руці</translation>
    </message>
    <message>
        <source>Games in a match</source>
        <translation>Ігор у матчі</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Внесок</translation>
    </message>
    <message>
        <source>Pot cap</source>
        <translation>Межа банку</translation>
    </message>
    <message>
        <source>Cycles in a session</source>
        <translation>Циклів у сесії</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Козирі</translation>
    </message>
    <message>
        <source>Each player has own trump suit</source>
        <translation>У кожного гравця своя козирна масть</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Без козирів</translation>
    </message>
    <message>
        <source>One trump suit for all</source>
        <translation>Одна козирна масть для всіх</translation>
    </message>
    <message>
        <source>Two trump suits for all</source>
        <translation>Дві козирні масті для всіх</translation>
    </message>
    <message>
        <source>Senior (spades) and junior (diamonds) trumps</source>
        <translation>Старші (піки) і молодші (бубни) козирі</translation>
    </message>
    <message>
        <source>Trump suits</source>
        <translation>Козирні масті</translation>
    </message>
    <message>
        <source>random, or suit letters such as S H D</source>
        <translation>random або літери мастей, наприклад S H D</translation>
    </message>
    <message>
        <source>A card that can take the lead must be played</source>
        <translation>Обов’язково перебивати, якщо можна</translation>
    </message>
    <message>
        <source>More cards</source>
        <translation>Добір карт</translation>
    </message>
    <message>
        <source>Redeal when all hands are empty</source>
        <translation>Перероздача, коли в усіх скінчилися карти</translation>
    </message>
    <message>
        <source>Draw one after each trick</source>
        <translation>Брати по одній після кожної взятки</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Норми очок</translation>
    </message>
    <message>
        <source>The source&apos;s table</source>
        <translation>Таблиця з джерела</translation>
    </message>
    <message>
        <source>Balanced (simulated)</source>
        <translation>Збалансовані (за моделюванням)</translation>
    </message>
    <message>
        <source>Most parties in a game (0 = no limit)</source>
        <translation>Найбільша кількість партій у грі (0 = без обмеження)</translation>
    </message>
    <message>
        <source>Points a player must score in a partie (one deal played out, from the bets to the last trick) after saying go or pass. The original rules&apos; table is hard for 4 players; the balanced one was found by simulating games.</source>
        <translation>Очки, які гравець має набрати за партію (одну роздачу, зіграну до кінця: від ставок до останньої взятки), сказавши «іду» чи «пас». Таблиця з правил-джерела важка для 4 гравців; збалансовану знайдено моделюванням ігор.</translation>
    </message>
    <message>
        <source>A partie is one deal played out, from the bets to the last trick. After this many parties the game ends even if nobody has lost; the fewest banks win.</source>
        <translation>Партія — одна роздача, зіграна до кінця: від ставок до останньої взятки. Після стількох партій гра закінчується, навіть якщо ніхто не програв; перемагає той, у кого найменше банків.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>in</source>
        <translation>участь</translation>
    </message>
    <message>
        <source>out</source>
        <translation>відмова</translation>
    </message>
    <message>
        <source>go</source>
        <translation>іду</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>Nothing to choose here: every card does as well (the pot is worth %1).</source>
        <translation>Тут нічого вибирати: будь-яка карта однаково добра (кін вартий %1).</translation>
    </message>
    <message>
        <source>The pot is worth %1: bid your %2.</source>
        <translation>Кін вартий %1: ставте %2.</translation>
    </message>
    <message>
        <source>The pot is worth %1: bid high (up to %2) or throw your lowest (%3).</source>
        <translation>Кін вартий %1: ставте високо (до %2) або скиньте наймолодшу (%3).</translation>
    </message>
    <message>
        <source>The pot is worth %1: mix your cards from %2 to %3 so that your opponent cannot guess.</source>
        <translation>Кін вартий %1: чергуйте карти від %2 до %3, щоб суперник не вгадав.</translation>
    </message>
    <message>
        <source>Play %1: about %2 partie points expected.</source>
        <translation>Грайте %1: очікувані очки за партію — близько %2.</translation>
    </message>
    <message>
        <source>Only %1 can be played.</source>
        <translation>Зіграти можна лише %1.</translation>
    </message>
    <message>
        <source>Go: the chance of reaching the go target is about %1, the pass target %2.</source>
        <translation>Іду: шанс набрати норму «іду» — близько %1, норму «пас» — %2.</translation>
    </message>
    <message>
        <source>Pass: the chance of reaching the go target is about %1, the pass target %2.</source>
        <translation>Пас: шанс набрати норму «іду» — близько %1, норму «пас» — %2.</translation>
    </message>
    <message>
        <source>Expected margin at the end of this game: %1 points</source>
        <translation>Очікувана різниця наприкінці цієї гри: %1 оч.</translation>
    </message>
    <message>
        <source>(approximate)</source>
        <translation>(приблизно)</translation>
    </message>
    <message>
        <source>points</source>
        <translation>очки</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>жетони</translation>
    </message>
    <message>
        <source>banks</source>
        <translation>банки</translation>
    </message>
    <message>
        <source>Game %1, round %2</source>
        <translation>Гра %1, раунд %2</translation>
    </message>
    <message>
        <source>Cycle %1, hand %2</source>
        <translation>Цикл %1, роздача %2</translation>
    </message>
    <message>
        <source>Partie %1, bet</source>
        <translation>Партія %1, ставка</translation>
    </message>
    <message>
        <source>Partie %1, trick %2</source>
        <translation>Партія %1, взятка %2</translation>
    </message>
    <message>
        <source>Undo is only for games against the computer.</source>
        <translation>Скасування ходу — лише в іграх проти комп’ютера.</translation>
    </message>
    <message>
        <source>Nobody at this table can take a move back.</source>
        <translation>За цим столом нікому скасовувати хід.</translation>
    </message>
    <message>
        <source>The game is over: its result is recorded.</source>
        <translation>Гру закінчено: її результат записано.</translation>
    </message>
    <message>
        <source>You have not moved yet.</source>
        <translation>Ви ще не ходили.</translation>
    </message>
    <message>
        <source>The hand has been shown down: taking it back would use the cards you saw.</source>
        <translation>Карти вже відкрито: скасувати хід означає скористатися тим, що ви побачили.</translation>
    </message>
    <message>
        <source>New cards have been dealt since: taking the move back would use them.</source>
        <translation>Відтоді роздано нові карти: скасувати хід означає скористатися ними.</translation>
    </message>
    <message>
        <source>The partie is over: its score is settled.</source>
        <translation>Партію закінчено: її рахунок підбито.</translation>
    </message>
    <message>
        <source>Another program is using the saves: try again in a moment.</source>
        <translation>Збереженнями зараз користується інша програма: спробуйте ще раз трохи згодом.</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Coach</source>
        <translation>Тренер</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Підказка</translation>
    </message>
    <message>
        <source>Ask the coach about this decision</source>
        <translation>Запитати тренера про це рішення</translation>
    </message>
    <message>
        <source>A game in which you ask for a hint counts apart in the statistics.</source>
        <translation>Гра, у якій ви просили підказку, у статистиці рахується окремо.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Думаю…</translation>
    </message>
    <message>
        <source>No decision to make now.</source>
        <translation>Зараз нічого вирішувати.</translation>
    </message>
    <message>
        <source>Going in rather than out: %1 tokens on average</source>
        <translation>Участь замість відмови: у середньому %1 жетона</translation>
    </message>
    <message>
        <source>Chance of reaching the %1 target (%2 points): %3</source>
        <translation>Шанс набрати норму «%1» (%2 оч.): %3</translation>
    </message>
    <message>
        <source>Bars: estimated partie points at the end, per card.</source>
        <translation>Стовпчики: очікувані очки за партію для кожної карти.</translation>
    </message>
</context>
<context>
    <name>CoachWiring</name>
    <message>
        <source>Coach</source>
        <extracomment>the last game that left the table (record, person, pass-and-play, over): reviewed and replayed from the start page too (&quot;at any time&quot;, as docs/coach.md says)</extracomment>
        <translation>Тренер</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>the panel is wanted open (as the person left it, also in the last run): it opens with a table</extracomment>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати хід</translation>
    </message>
    <message>
        <source>&amp;Review my play…</source>
        <translation>&amp;Розбір моєї гри…</translation>
    </message>
    <message>
        <source>Replay this &amp;game…</source>
        <translation>П&amp;овтор цієї гри…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Підк&amp;азка</translation>
    </message>
    <message>
        <source>&amp;Coach panel</source>
        <translation>Панель &amp;тренера</translation>
    </message>
    <message>
        <source>&amp;Review my last game…</source>
        <translation>&amp;Розбір моєї останньої гри…</translation>
    </message>
    <message>
        <source>&amp;Review last cycle…</source>
        <translation>&amp;Розбір останнього циклу…</translation>
    </message>
    <message>
        <source>&amp;Review my last partie…</source>
        <translation>&amp;Розбір моєї останньої партії…</translation>
    </message>
    <message>
        <source>&amp;Review the session…</source>
        <translation>&amp;Розбір сесії…</translation>
    </message>
    <message>
        <source>Review my play…</source>
        <translation>Розбір моєї гри…</translation>
    </message>
    <message>
        <source>Replay this game…</source>
        <translation>Повтор цієї гри…</translation>
    </message>
    <message>
        <source>This game counts apart in the statistics (With the coach or undo): a hint was asked for or a move taken back.</source>
        <translation>Ця гра рахується в статистиці окремо («З тренером або скасуванням»): у ній просили підказку або скасовували хід.</translation>
    </message>
    <message>
        <source>Start a game: the coach explains each of your decisions here.</source>
        <translation>Почніть гру: тут тренер пояснить кожне ваше рішення.</translation>
    </message>
    <message>
        <source>Press H for a hint about your decision.</source>
        <translation>Натисніть H, щоб отримати підказку до вашого рішення.</translation>
    </message>
    <message>
        <source>The coach answers once the table shows your next decision.</source>
        <translation>Тренер відповість, коли на столі буде ваше наступне рішення.</translation>
    </message>
    <message>
        <source>Hidden until the next player has the screen.</source>
        <translation>Приховано, доки екран не перейде до наступного гравця.</translation>
    </message>
    <message>
        <source>The coach could not answer: %1</source>
        <translation>Тренер не зміг відповісти: %1</translation>
    </message>
    <message>
        <source>Close the summary first.</source>
        <translation>Спершу закрийте підсумки.</translation>
    </message>
    <message>
        <source>Move taken back: this game is now marked as assisted.</source>
        <translation>Хід скасовано: ця гра тепер позначена як зіграна з допомогою.</translation>
    </message>
    <message>
        <source>Hand the screen over first.</source>
        <translation>Спершу передайте екран.</translation>
    </message>
    <message>
        <source>The coach is reviewing your play…</source>
        <translation>Тренер розбирає вашу гру…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Розбір</translation>
    </message>
    <message>
        <source>The coach could not review this game: %1</source>
        <translation>Тренер не зміг розібрати цю гру: %1</translation>
    </message>
    <message>
        <source>You have made no decision to review yet.</source>
        <translation>Ви ще не ухвалили жодного рішення для розбору.</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>spades</source>
        <translation>пік</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>чирв</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубон</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>гравець %1</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 bets now.</source>
        <translation>Дочекайтеся своєї черги: зараз ставку робить %1.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 plays now.</source>
        <translation>Дочекайтеся своєї черги: зараз ходить %1.</translation>
    </message>
    <message>
        <source>You do not hold the %1: you played it in trick %2.</source>
        <translation>У вас немає карти %1: ви зіграли її у взятці %2.</translation>
    </message>
    <message>
        <source>You do not hold the %1: %2 played it in trick %3.</source>
        <translation>У вас немає карти %1: її зіграно у взятці %3 (%2).</translation>
    </message>
    <message>
        <source>Move %1 of the history is not legal: %2</source>
        <translation>Хід %1 в історії неприпустимий: %2</translation>
    </message>
    <message>
        <source>There is no seat %1 at this table.</source>
        <translation>За цим столом немає місця %1.</translation>
    </message>
    <message>
        <source>Everybody decides at once now.</source>
        <translation>Зараз усі вирішують одночасно.</translation>
    </message>
    <message>
        <source>Give one action for each player who decides now.</source>
        <translation>Потрібна одна дія від кожного гравця, який зараз вирішує.</translation>
    </message>
    <message>
        <source>%1 is not a card.</source>
        <translation>%1 — не карта.</translation>
    </message>
    <message>
        <source>Unknown game %1.</source>
        <translation>Невідома гра %1.</translation>
    </message>
    <message>
        <source>This is not a saved game of %1.</source>
        <translation>Це не збережена гра «%1».</translation>
    </message>
    <message>
        <source>This saved game of %1 is damaged.</source>
        <translation>Збережена гра «%1» пошкоджена.</translation>
    </message>
    <message>
        <source>Move %1 of the history is malformed.</source>
        <translation>Хід %1 в історії записано неправильно.</translation>
    </message>
    <message>
        <source>There is no player %1 in this game.</source>
        <translation>У цій грі немає гравця %1.</translation>
    </message>
    <message>
        <source>%1 is not a bid: bid a value from 1 to %2.</source>
        <translation>%1 — не ставка: ставте значення від 1 до %2.</translation>
    </message>
    <message>
        <source>Declare in or out.</source>
        <translation>Заявіть участь або відмову.</translation>
    </message>
    <message>
        <source>You have already declared for this hand: declarations are sealed.</source>
        <translation>Ви вже заявили рішення в цій роздачі: змінити рішення не можна.</translation>
    </message>
    <message>
        <source>Bets first: say go or pass before any card is played.</source>
        <translation>Спершу ставки: скажіть «іду» або «пас», перш ніж грати карти.</translation>
    </message>
    <message>
        <source>The bets are made for this partie: play a card.</source>
        <translation>Ставки на цю партію зроблено: зіграйте карту.</translation>
    </message>
    <message>
        <source>There is no %1 in the Zhopa deck (it runs from 6 to ace).</source>
        <translation>У колоді для «Жопи» немає карти %1 (вона йде від шістки до туза).</translation>
    </message>
    <message>
        <source>You do not hold the %1.</source>
        <translation>У вас немає карти %1.</translation>
    </message>
    <message>
        <source>An off-suit 8 only when you hold no %1.</source>
        <translation>Вісімку іншої масті можна зіграти, лише якщо у вас немає %1.</translation>
    </message>
    <message>
        <source>You must beat the %1 if you can (you can with %2).</source>
        <translation>Треба перебити %1, якщо є чим (у вас є: %2).</translation>
    </message>
    <message>
        <source>Follow %1: you cannot take the lead, so play one of your %1.</source>
        <translation>Ходіть у масть %1: перебити ви не можете, тож зіграйте карту масті %1.</translation>
    </message>
    <message>
        <source>Follow %1, or take the lead.</source>
        <translation>Ходіть у масть %1 або перебийте.</translation>
    </message>
    <message>
        <source>You have already bid this round; a sealed bid cannot be changed.</source>
        <translation>У цьому раунді ви вже зробили ставку; закриту ставку змінити не можна.</translation>
    </message>
    <message>
        <source>That card was spent in round %1.</source>
        <translation>Цю карту вже витрачено в раунді %1.</translation>
    </message>
    <message>
        <source>The game is over: no more moves.</source>
        <translation>Гру закінчено: ходів більше немає.</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Players and rules…</source>
        <translation>Гравці й правила…</translation>
    </message>
    <message>
        <source>Choose the players, the computer&apos;s level and the rules, then start</source>
        <translation>Оберіть гравців, рівень комп’ютера й правила, потім почніть</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Нова гра: %1</translation>
    </message>
    <message>
        <source>Continue %1</source>
        <translation>Продовжити: %1</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>Players and rules of %1</source>
        <translation>Гравці й правила: %1</translation>
    </message>
    <message>
        <source>Sample cards</source>
        <translation>Приклади карт</translation>
    </message>
</context>
<context>
    <name>GopsTable</name>
    <message>
        <source>Spent bids</source>
        <translation>Витрачені ставки</translation>
    </message>
    <message>
        <source>Won prizes</source>
        <translation>Виграні призи</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Рахунок</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал гри</translation>
    </message>
    <message>
        <source>Not your turn to bid</source>
        <translation>Зараз не ваша ставка</translation>
    </message>
    <message>
        <source>You have bid this round; wait for the reveal</source>
        <translation>Ви вже зробили ставку в цьому раунді; чекайте на відкриття</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Поставити %1</translation>
    </message>
    <message>
        <source>bid placed</source>
        <translation>ставку зроблено</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Ваша ставка</translation>
    </message>
    <message>
        <source>Bid placed</source>
        <translation>Ставку зроблено</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Думає…</translation>
    </message>
    <message>
        <source>Choosing…</source>
        <translation>Вибір…</translation>
    </message>
    <message>
        <source> (match: %1)</source>
        <translation> (матч: %1)</translation>
    </message>
    <message>
        <source>Prize pile: %1</source>
        <translation>Стос призів: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %Ln points this game</source>
        <translation>
            <numerusform>%1 — %Ln очко в цій грі</numerusform>
            <numerusform>%1 — %Ln очки в цій грі</numerusform>
            <numerusform>%1 — %Ln очок у цій грі</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>prize pile, %Ln cards</source>
        <translation>
            <numerusform>стос призів, %Ln карта</numerusform>
            <numerusform>стос призів, %Ln карти</numerusform>
            <numerusform>стос призів, %Ln карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Кін</translation>
    </message>
    <message numerus="yes">
        <source>Pot: %Ln points</source>
        <translation>
            <numerusform>Кін: %Ln очко</numerusform>
            <numerusform>Кін: %Ln очки</numerusform>
            <numerusform>Кін: %Ln очок</numerusform>
        </translation>
    </message>
    <message>
        <source>ties carry the pot</source>
        <translation>за нічиєї кін переноситься</translation>
    </message>
    <message>
        <source>ties discard the pot</source>
        <translation>за нічиєї кін прибирається</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Матч</translation>
    </message>
    <message>
        <source>The match is over: a draw, %1 to %2.</source>
        <translation>Матч закінчено: нічия, %1 : %2.</translation>
    </message>
    <message>
        <source>The match is over — winner: %1, %2 to %3.</source>
        <translation>Матч закінчено — переможець: %1, %2 : %3.</translation>
    </message>
    <message>
        <source>Choose your bid for the %1 — pot %2</source>
        <translation>Виберіть ставку за %1 — кін %2</translation>
    </message>
    <message>
        <source>Waiting for a bid: %1</source>
        <translation>Чекаємо на ставку: %1</translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation>Гра %1 з %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Раунд %1 з %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards</source>
        <translation>
            <numerusform>%Ln карта</numerusform>
            <numerusform>%Ln карти</numerusform>
            <numerusform>%Ln карт</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bid %2, %3 bid %4: a tie, nobody wins the pot (%5)</source>
        <translation>%1 — %2, %3 — %4: нічия, кін (%5) ніхто не бере</translation>
    </message>
    <message>
        <source>%1 bid %2, %3 bid %4 → winner: %5, %6 (%7)</source>
        <translation>%1 — %2, %3 — %4 → виграш: %5, %6 (%7)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln очко</numerusform>
            <numerusform>%Ln очки</numerusform>
            <numerusform>%Ln очок</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1: a draw, %2 to %3</source>
        <translation>Гра %1: нічия, %2 : %3</translation>
    </message>
    <message>
        <source>Game %1 — winner: %2, %3 to %4</source>
        <translation>Гра %1 — переможець: %2, %3 : %4</translation>
    </message>
    <message>
        <source>Match so far: %1 %2, %3 %4</source>
        <translation>Рахунок матчу: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>Points by round</source>
        <translation>Очки за раундами</translation>
    </message>
    <message>
        <source>Match — winner: %1, %2 to %3</source>
        <translation>Матч — переможець: %1, %2 : %3</translation>
    </message>
    <message>
        <source>The match is shared, %1 to %2</source>
        <translation>Матч завершився внічию, %1 : %2</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3</source>
        <translation>Гра %1: %2 – %3</translation>
    </message>
    <message>
        <source>Totals by game</source>
        <translation>Підсумки за іграми</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Новий матч</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>Початкова сторінка</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Наступна гра</translation>
    </message>
</context>
<context>
    <name>GutsTable</name>
    <message>
        <source>In</source>
        <extracomment>the lines of a hand&apos;s account that say who showed what and who took the pot: the centre keeps them when it has no room for the rest (what each paid and the next pot are also on the seats and the pot&apos;s own label)</extracomment>
        <translation>Участь</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Відмова</translation>
    </message>
    <message>
        <source>In — stay in this hand</source>
        <translation>Участь — граю в цій роздачі</translation>
    </message>
    <message>
        <source>Out — drop this hand</source>
        <translation>Відмова — пропускаю цю роздачу</translation>
    </message>
    <message>
        <source>Declare in (I)</source>
        <translation>Заявити участь (I)</translation>
    </message>
    <message>
        <source>Declare out (O)</source>
        <translation>Заявити відмову (O)</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>Баланси</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал гри</translation>
    </message>
    <message>
        <source>balance %1</source>
        <translation>баланс %1</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>здавач</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Банк %1</translation>
    </message>
    <message>
        <source>You are %1</source>
        <translation>Ваш вибір: %1</translation>
    </message>
    <message>
        <source>Press I or O</source>
        <translation>Натисніть I або O</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Баланс</translation>
    </message>
    <message>
        <source>in</source>
        <translation>участь</translation>
    </message>
    <message>
        <source>out</source>
        <translation>відмова</translation>
    </message>
    <message>
        <source>Reserve %1</source>
        <translation>Резерв %1</translation>
    </message>
    <message>
        <source>cap %1</source>
        <translation>межа %1</translation>
    </message>
    <message>
        <source>Cycle %1 of %2</source>
        <translation>Цикл %1 з %2</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>роздача %1</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Ви: %1</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Рішення ухвалено</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Думає…</translation>
    </message>
    <message>
        <source>Deciding…</source>
        <translation>Вирішує…</translation>
    </message>
    <message>
        <source>last hand: out</source>
        <translation>минула роздача: відмова</translation>
    </message>
    <message>
        <source>last hand: in, split %1</source>
        <translation>минула роздача: участь, поділ %1</translation>
    </message>
    <message>
        <source>last hand: in, took %1</source>
        <translation>минула роздача: участь, отримано %1</translation>
    </message>
    <message>
        <source>last hand: in, paid %1</source>
        <translation>минула роздача: участь, сплачено %1</translation>
    </message>
    <message>
        <source>Balances after each hand</source>
        <translation>Баланси після кожної роздачі</translation>
    </message>
    <message>
        <source>last hand: in</source>
        <translation>минула роздача: участь</translation>
    </message>
    <message>
        <source>%1: in or out? — pot %2</source>
        <translation>%1: участь чи відмова? — банк %2</translation>
    </message>
    <message>
        <source>Dealing hand %1…</source>
        <translation>Здається роздача %1…</translation>
    </message>
    <message>
        <source>Waiting for: %1</source>
        <translation>Чекаємо: %1</translation>
    </message>
    <message>
        <source>The session is over — winner: %1 with %2</source>
        <translation>Сесію закінчено — переможець: %1, %2</translation>
    </message>
    <message>
        <source>The session is over — shared: %1, with %2 each</source>
        <translation>Сесію закінчено — перемогу ділять: %1, по %2</translation>
    </message>
    <message>
        <source>— Hand %1 —</source>
        <translation>— Роздача %1 —</translation>
    </message>
    <message>
        <source>Enter: in</source>
        <translation>Enter: участь</translation>
    </message>
    <message>
        <source>Enter: out</source>
        <translation>Enter: відмова</translation>
    </message>
    <message>
        <source>Press I or O (Enter: in)</source>
        <translation>Натисніть I або O (Enter: участь)</translation>
    </message>
    <message>
        <source>Press I or O (Enter: out)</source>
        <translation>Натисніть I або O (Enter: відмова)</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <translation>Рішення: %1</translation>
    </message>
    <message>
        <source>Nobody is in: the pot stays as it is; redeal</source>
        <translation>Ніхто не бере участі: банк лишається як був; перероздача</translation>
    </message>
    <message>
        <source>Everybody is in</source>
        <translation>Усі беруть участь</translation>
    </message>
    <message>
        <source>In: %1</source>
        <translation>Участь: %1</translation>
    </message>
    <message>
        <source>out: %1</source>
        <translation>відмова: %1</translation>
    </message>
    <message>
        <source>Showdown: %1</source>
        <translation>Відкриття карт: %1</translation>
    </message>
    <message>
        <source>Pot of %1 split: %2 each — %3</source>
        <translation>Банк %1 поділено: %3 отримують по %2</translation>
    </message>
    <message>
        <source>Pot of %1 → %2, the only one in (cards not shown)</source>
        <translation>Банк %1 → %2 (більше ніхто не бере участі; карти не показано)</translation>
    </message>
    <message>
        <source>Pot of %1 → %2</source>
        <translation>Банк %1 → %2</translation>
    </message>
    <message>
        <source>Pays %1: %2</source>
        <translation>Платить %1: %2</translation>
    </message>
    <message>
        <source>Pay %1 each: %2</source>
        <translation>Платять по %1: %2</translation>
    </message>
    <message>
        <source>Next pot: %1</source>
        <translation>Наступний банк: %1</translation>
    </message>
    <message>
        <source>Pot capped at %1; %2 go to the reserve (now %3)</source>
        <translation>Банк обмежено до %1; %2 йдуть у резерв (тепер %3)</translation>
    </message>
    <message>
        <source>The pot is refilled with %1 from the reserve (%2 left)</source>
        <translation>Банк поповнено на %1 з резерву (лишилося %2)</translation>
    </message>
    <message>
        <source>New dealer: %1</source>
        <translation>Новий здавач: %1</translation>
    </message>
    <message>
        <source>Cycle %1 is over: the pot and the reserve are empty</source>
        <translation>Цикл %1 закінчено: банк і резерв порожні</translation>
    </message>
    <message>
        <source>Cycle %1: everyone antes %2 — pot %3</source>
        <translation>Цикл %1: усі вносять по %2 — банк %3</translation>
    </message>
    <message>
        <source>Hand %1, dealer: %2</source>
        <translation>Роздача %1, здавач: %2</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %Ln players</source>
        <translation>
            <numerusform>Чекаємо на %Ln гравця</numerusform>
            <numerusform>Чекаємо на %Ln гравців</numerusform>
            <numerusform>Чекаємо на %Ln гравців</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>Session — winner: %1 with %2</source>
        <translation>Сесія — переможець: %1, %2</translation>
    </message>
    <message>
        <source>Session shared: %1, with %2 each</source>
        <translation>Сесію ділять: %1, по %2</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Нова сесія</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>Початкова сторінка</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Подивитися на стіл</translation>
    </message>
    <message>
        <source>Cycle %1 of %2 is over</source>
        <translation>Цикл %1 з %2 закінчено</translation>
    </message>
    <message>
        <source>Next cycle</source>
        <translation>Наступний цикл</translation>
    </message>
    <message>
        <source>Leading: %1</source>
        <translation>Попереду: %1</translation>
    </message>
    <message>
        <source>Sharing the lead: %1</source>
        <translation>Попереду разом: %1</translation>
    </message>
    <message>
        <source>Balances after each hand; they always sum to zero at the end of a cycle.</source>
        <translation>Баланси після кожної роздачі; наприкінці циклу їхня сума завжди дорівнює нулю.</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Everything private is hidden. Only the next player should look now.</source>
        <extracomment>a wait longer than this says what it waits for (a computer thinking)</extracomment>
        <translation>Усе особисте приховано. Тепер дивитися має лише наступний гравець.</translation>
    </message>
    <message>
        <source>I am ready</source>
        <translation>Я на місці</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Передайте екран: %1</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Я %1 — показати мої карти</translation>
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
        <translation>Усюди</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>За столом</translation>
    </message>
    <message>
        <source>New game (asks before leaving a running one)</source>
        <translation>Нова гра (запитає, перш ніж покинути поточну)</translation>
    </message>
    <message>
        <source>New game with players and rules…</source>
        <translation>Нова гра з вибором гравців і правил…</translation>
    </message>
    <message>
        <source>Save the game as…</source>
        <translation>Зберегти гру як…</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Завантажити збережену гру</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>На початкову сторінку</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Правила гри</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>На весь екран</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Вихід</translation>
    </message>
    <message>
        <source>Hint: the coach&apos;s view of your decision, in the side panel</source>
        <translation>Підказка: погляд тренера на ваше рішення, у бічній панелі</translation>
    </message>
    <message>
        <source>Show or hide the coach panel</source>
        <translation>Показати або сховати панель тренера</translation>
    </message>
    <message>
        <source>Take back your last move (against the computer only)</source>
        <translation>Скасувати свій останній хід (лише проти комп’ютера)</translation>
    </message>
    <message>
        <source>Say the scores (balances, banks) aloud</source>
        <translation>Промовити рахунок (баланси, банки)</translation>
    </message>
    <message>
        <source>Say what is on the table: prizes and pot, the trick, pot and reserve</source>
        <translation>Промовити, що на столі: кін, взятка, банк і резерв</translation>
    </message>
    <message>
        <source>Say your cards, suit by suit</source>
        <translation>Промовити ваші карти за мастями</translation>
    </message>
    <message>
        <source>Say the last few events again</source>
        <translation>Повторити останні події</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>Left / Right, Home / End</source>
        <translation>Ліворуч / Праворуч, Home / End</translation>
    </message>
    <message>
        <source>One move back / forward, to the start / end</source>
        <translation>На хід назад / вперед, на початок / у кінець</translation>
    </message>
    <message>
        <source>Previous / next round, hand or trick</source>
        <translation>Попередній / наступний раунд, роздача або взятка</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Закрити повтор</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>Ліворуч / Праворуч</translation>
    </message>
    <message>
        <source>Move among the cards you may play</source>
        <translation>Перехід між картами, якими можна ходити</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play the card or press the button that has the focus</source>
        <translation>Зіграти карту або натиснути кнопку, що має фокус</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Next / previous control of the table; always comes back to the hand</source>
        <translation>Наступний / попередній елемент столу; завжди повертається до руки</translation>
    </message>
    <message>
        <source>Space, Esc, a click</source>
        <translation>Пробіл, Esc, клацання</translation>
    </message>
    <message>
        <source>Skip an animation (Space never makes a move)</source>
        <translation>Пропустити анімацію (пробіл ніколи не робить хід)</translation>
    </message>
    <message>
        <source>Continue after a result, a summary or a handover</source>
        <translation>Продовжити після результату, підсумків або передачі екрана</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close a summary</source>
        <translation>Закрити підсумки</translation>
    </message>
    <message>
        <source>Gops</source>
        <translation>Гопс</translation>
    </message>
    <message>
        <source>Bid the card of that rank</source>
        <translation>Поставити карту цього номіналу</translation>
    </message>
    <message>
        <source>Guts</source>
        <translation>Ґатс</translation>
    </message>
    <message>
        <source>Declare in</source>
        <translation>Заявити участь</translation>
    </message>
    <message>
        <source>Declare out</source>
        <translation>Заявити відмову</translation>
    </message>
    <message>
        <source>Zhopa</source>
        <translation>Жопа</translation>
    </message>
    <message>
        <source>Bet go</source>
        <translation>Ставка «іду»</translation>
    </message>
    <message>
        <source>Bet pass</source>
        <translation>Ставка «пас»</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавіші</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Де</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Що роблять</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Card games</source>
        <extracomment>room left for the window manager&apos;s title bar and borders (not known before the first show)</extracomment>
        <translation>Карткові ігри</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Збереження</translation>
    </message>
    <message>
        <source>Games will not be kept after you quit.</source>
        <translation>Ігри не збережуться після виходу.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Нова гра</translation>
    </message>
    <message>
        <source>New game with &amp;players and rules…</source>
        <translation>Нова гра з вибором &amp;гравців і правил…</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Продовжити</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Зберегти як…</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>Завант&amp;ажити…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Імпорт…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Експорт…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>Ne&amp;w</source>
        <translation>Но&amp;ва</translation>
    </message>
    <message>
        <source>&amp;Back to the start page</source>
        <translation>Повернутися на по&amp;чаткову сторінку</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ви&amp;хід</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Налаштування</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Налаштування…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Повний екран</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Клавіші</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Про пр&amp;ограму</translation>
    </message>
    <message>
        <source>A game is waiting for you</source>
        <translation>На вас чекає розпочата гра</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Виберіть гру</translation>
    </message>
    <message>
        <source>The %1 game in progress will be lost.</source>
        <translation>Поточна партія «%1» буде втрачена.</translation>
    </message>
    <message>
        <source>The %1 game waiting for you will be lost.</source>
        <translation>Партія «%1», що чекає на вас, буде втрачена.</translation>
    </message>
    <message>
        <source>Discard the game?</source>
        <translation>Відмовитися від гри?</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Відмовитися</translation>
    </message>
    <message>
        <source>The %1 table could not be loaded.</source>
        <translation>Не вдалося завантажити стіл гри «%1».</translation>
    </message>
    <message>
        <source>The program&apos;s files may have changed while it was running (for example, it was reinstalled or updated). Quit and start the app again; if this message comes back, reinstall it. Your games are kept.</source>
        <translation>Можливо, файли програми змінилися, поки вона працювала (наприклад, її перевстановили чи оновили). Закрийте програму й запустіть її знову; якщо повідомлення повториться, перевстановіть її. Ваші ігри збережено.</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>Не вдається відкрити «%1»</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Не вдається почати гру</translation>
    </message>
    <message>
        <source>Cannot continue</source>
        <translation>Не вдається продовжити</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>Немає гри, яку можна продовжити.</translation>
    </message>
    <message>
        <source>%1 — Card games</source>
        <translation>%1 — Карткові ігри</translation>
    </message>
    <message numerus="yes">
        <source>%n moves of this game and its result could not be saved: %1. Quit anyway and lose them?</source>
        <translation>
            <numerusform>%n хід цієї гри та її результат не вдалося зберегти: %1. Однаково вийти й утратити їх?</numerusform>
            <numerusform>%n ходи цієї гри та її результат не вдалося зберегти: %1. Однаково вийти й утратити їх?</numerusform>
            <numerusform>%n ходів цієї гри та її результат не вдалося зберегти: %1. Однаково вийти й утратити їх?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves of this game could not be saved: %1. Quit anyway and lose them?</source>
        <translation>
            <numerusform>%n хід цієї гри не вдалося зберегти: %1. Однаково вийти й утратити його?</numerusform>
            <numerusform>%n ходи цієї гри не вдалося зберегти: %1. Однаково вийти й утратити їх?</numerusform>
            <numerusform>%n ходів цієї гри не вдалося зберегти: %1. Однаково вийти й утратити їх?</numerusform>
        </translation>
    </message>
    <message>
        <source>The result of this game could not be saved: %1. Quit anyway and lose it?</source>
        <translation>Результат цієї гри не вдалося зберегти: %1. Однаково вийти й утратити його?</translation>
    </message>
    <message>
        <source>the disk refused</source>
        <translation>диск відмовив у записі</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Спробувати знову</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Вийти без збереження</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Another program is using the saves: your move will show as soon as it is saved. The window still works meanwhile.</source>
        <translation>Збереженнями зараз користується інша програма: ваш хід з’явиться, щойно його буде збережено. Вікно тим часом працює.</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Зберегти як</translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation>Назва збереження:</translation>
    </message>
    <message>
        <source>Replace save?</source>
        <translation>Замінити збереження?</translation>
    </message>
    <message>
        <source>A save named “%1” exists. Replace it?</source>
        <translation>Збереження «%1» уже існує. Замінити його?</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Не збережено</translation>
    </message>
    <message>
        <source>Saved as “%1”</source>
        <translation>Збережено як «%1»</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Import a saved game</source>
        <translation>Імпорт збереженої гри</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Збережені ігри (*.json)</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Імпорт неможливий</translation>
    </message>
    <message>
        <source>Imported “%1”</source>
        <translation>Імпортовано: «%1»</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Експорт гри</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>Не експортовано</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Експортовано до %1</translation>
    </message>
    <message>
        <source>About Card games</source>
        <translation>Про програму «Карткові ігри»</translation>
    </message>
    <message>
        <source>cardgames-qt %1
Gops, Guts and Zhopa on one table.
Decks drawn by the project, free to share (CC0).</source>
        <translation>cardgames-qt %1
Гопс, Ґатс і Жопа за одним столом.
Колоди намальовано проєктом, їх можна вільно поширювати (CC0).</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of %1</source>
        <translation>Нова гра: %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Почати</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>This game is still being played: the replay shows only what %1 may see. Pass the screen to %1.</source>
        <translation>Ця гра ще триває: повтор показує лише те, що може бачити %1. Передайте екран: %1.</translation>
    </message>
    <message>
        <source>I am %1 — show the replay</source>
        <translation>Я %1 — показати повтор</translation>
    </message>
    <message>
        <source>View of</source>
        <translation>Очима гравця</translation>
    </message>
    <message>
        <source>The table at this move</source>
        <translation>Стіл на цьому ході</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>На початок (Home)</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <translation>Хід назад (←)</translation>
    </message>
    <message>
        <source>One move forward (→)</source>
        <translation>Хід уперед (→)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>У кінець (End)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>All cards open</source>
        <translation>Усі карти відкриті</translation>
    </message>
    <message>
        <source>Public cards only</source>
        <translation>Лише відкриті карти</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Хід</translation>
    </message>
    <message>
        <source>Previous round, hand or trick (Page Up)</source>
        <translation>Попередній раунд, роздача або взятка (Page Up)</translation>
    </message>
    <message>
        <source>Next round, hand or trick (Page Down)</source>
        <translation>Наступний раунд, роздача або взятка (Page Down)</translation>
    </message>
    <message>
        <source>View of:</source>
        <translation>Очима гравця:</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Кінець гри</translation>
    </message>
    <message>
        <source>End of game %1</source>
        <translation>Кінець гри %1</translation>
    </message>
    <message>
        <source>End of cycle %1</source>
        <translation>Кінець циклу %1</translation>
    </message>
    <message>
        <source>End of partie %1</source>
        <translation>Кінець партії %1</translation>
    </message>
    <message>
        <source>%1 — move %2 of %3</source>
        <translation>%1 — хід %2 з %3</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>Початок гри.</translation>
    </message>
    <message>
        <source>%1, in %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Coach: the best move was %1; this one lost %2 %3.</source>
        <translation>Тренер: найкращий хід — %1; втрата цього ходу (%3): %2.</translation>
    </message>
    <message>
        <source>a sealed choice</source>
        <translation>закритий вибір</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of your game</source>
        <translation>Розбір вашої гри</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Де</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ваш хід</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Найкращий хід</translation>
    </message>
    <message>
        <source>Lost (%1)</source>
        <translation>Втрачено (%1)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2: %1</translation>
    </message>
    <message>
        <source>One of your three costliest decisions</source>
        <translation>Одне з трьох найдорожчих ваших рішень</translation>
    </message>
    <message>
        <source>Total lost: %1 %2</source>
        <translation>Усього втрачено (%2): %1</translation>
    </message>
    <message>
        <source>Exact: measured against the equilibrium.</source>
        <translation>Точно: порівняно з рівновагою.</translation>
    </message>
    <message>
        <source>Approximate: estimated by the computer&apos;s search or value model.</source>
        <translation>Приблизно: оцінка пошуку комп’ютера або його моделі цінності.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Правила: %1</translation>
    </message>
</context>
<context>
    <name>SavesDialog</name>
    <message>
        <source>Load a saved game</source>
        <translation>Завантажити збережену гру</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходи</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Збережено</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Збережені ігри</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Завантажити</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Повтор…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Експорт…</translation>
    </message>
    <message>
        <source>%1 — damaged, kept aside</source>
        <translation>%1 — пошкоджена, відкладена</translation>
    </message>
    <message>
        <source>Unnamed game</source>
        <translation>Гра без назви</translation>
    </message>
    <message>
        <source>Its stored data is damaged: it cannot be opened. Export… saves what can still be read of it.</source>
        <translation>Її збережені дані пошкоджено: її не можна відкрити. «Експорт…» збереже те, що ще можна прочитати.</translation>
    </message>
    <message>
        <source>There are no saved games yet. Use Game → Save as… during a game.</source>
        <translation>Збережених ігор поки немає. Під час гри виберіть Гра → Зберегти як…</translation>
    </message>
    <message>
        <source>A game kept aside cannot be opened: its stored data is damaged.</source>
        <translation>Відкладену гру не можна відкрити: її збережені дані пошкоджено.</translation>
    </message>
    <message>
        <source>Save the selected game as a file to share or keep</source>
        <translation>Зберегти вибрану гру у файл, щоб поділитися або зберегти</translation>
    </message>
    <message>
        <source>It cannot be exported either: %1</source>
        <translation>Експортувати її теж не можна: %1</translation>
    </message>
    <message>
        <source>Export… saves it with all its moves (%1).</source>
        <translation>«Експорт…» збереже її з усіма ходами (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Export… saves it up to its first damaged move: %1 of its %Ln moves.</source>
        <translation>
            <numerusform>«Експорт…» збереже її до першого пошкодженого ходу: %1 з %Ln ходу.</numerusform>
            <numerusform>«Експорт…» збереже її до першого пошкодженого ходу: %1 з %Ln ходів.</numerusform>
            <numerusform>«Експорт…» збереже її до першого пошкодженого ходу: %1 з %Ln ходів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported to %1: its first %2 of %Ln moves (those after them are damaged).</source>
        <translation>
            <numerusform>Експортовано до %1: перші %2 з %Ln ходу (наступні за ними пошкоджено).</numerusform>
            <numerusform>Експортовано до %1: перші %2 з %Ln ходів (наступні за ними пошкоджено).</numerusform>
            <numerusform>Експортовано до %1: перші %2 з %Ln ходів (наступні за ними пошкоджено).</numerusform>
        </translation>
    </message>
    <message>
        <source>This save cannot be replayed: %1</source>
        <translation>Цей запис не можна відтворити: %1</translation>
    </message>
    <message>
        <source>Delete save?</source>
        <translation>Видалити збереження?</translation>
    </message>
    <message>
        <source>Delete the save “%1”? This cannot be undone.</source>
        <translation>Видалити збереження «%1»? Це не можна скасувати.</translation>
    </message>
    <message>
        <source>Delete the damaged game “%1”? Export… can still save what is readable of it; this cannot be undone.</source>
        <translation>Видалити пошкоджену гру «%1»? «Експорт…» ще може зберегти те, що в ній читається; видалення не можна скасувати.</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Експорт гри</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Збережені ігри (*.json)</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Експортовано до %1</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Name of player %1</source>
        <extracomment>a QSpinBox holds a 32-bit int: the top of a field with no upper limit</extracomment>
        <translation>Ім’я гравця %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Людина</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Комп’ютер</translation>
    </message>
    <message>
        <source>Player %1 is</source>
        <translation>Гравець %1 —</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Легкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Середній</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Експерт</translation>
    </message>
    <message>
        <source>Level of player %1</source>
        <translation>Рівень гравця %1</translation>
    </message>
    <message>
        <source>Cautious</source>
        <translation>Обережний</translation>
    </message>
    <message>
        <source>Loose</source>
        <translation>Азартний</translation>
    </message>
    <message>
        <source>Style of player %1</source>
        <translation>Стиль гравця %1</translation>
    </message>
    <message>
        <source>Cautious: goes in only with a hand worth it. Loose: goes in more often, the table stays lively.</source>
        <translation>Обережний: бере участь лише з вартою рукою. Азартний: бере участь частіше, за столом жвавіше.</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <source>Dealer</source>
        <translation>Здавач</translation>
    </message>
    <message>
        <source>showed</source>
        <translation>карти відкрито</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Комп’ютер</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Комп’ютер %1</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>That seat is played by the computer.</source>
        <extracomment>a commit that waits this long for another program&apos;s lock is said in the status line while the disk refuses a write, what is owed is written again this often (the status says so) a worker&apos;s commit gives up its wait after this long and tries again (so a closed table stops it) events applied (a list of engine.events values); views refresh from the observation a move was refused: the message says why, nothing changed the viewer changed (int seat, or None for &quot;nobody&apos;s private cards&quot;) pass-and-play: ask the person at the screen to hand over to this seat a computer seat is thinking (seat) / done a move&apos;s commit has waited SLOW_COMMIT_MS for a lock another program holds (True), or its wait is over (False): the window says so in its status line a write that was owed was tried again (the status line says whether it is still owed) the table&apos;s moment queue: while it holds, computers wait (the table calls schedule_computers again when its last moment is over) how long a screen reader is still talking (ms): a computer&apos;s move waits for it what shows a move wraps it in this (the table: its refreshes made once, at the end) set while a move waits for its commit (the worker stops when it is set)</extracomment>
        <translation>За це місце грає комп’ютер.</translation>
    </message>
    <message>
        <source>Hand the screen over first.</source>
        <translation>Спершу передайте екран.</translation>
    </message>
    <message>
        <source>Wait: the last move is still being saved.</source>
        <translation>Зачекайте: попередній хід ще зберігається.</translation>
    </message>
    <message>
        <source>%1 (computer) proposed an illegal move.</source>
        <translation>%1 (комп’ютер): недопустимий хід.</translation>
    </message>
    <message>
        <source>%1 (computer) failed: %2</source>
        <translation>%1 (комп’ютер): збій: %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>each game&apos;s page says what its changes reach (a game being played, one waiting, the next)</extracomment>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>General</source>
        <extracomment>games that wait under Continue: they keep their own rules and players</extracomment>
        <translation>Загальні</translation>
    </message>
    <message>
        <source>These apply at once, also to a game on the table (the language after a restart).</source>
        <translation>Ці налаштування діють одразу, і в грі, що триває (мова — після перезапуску).</translation>
    </message>
    <message>
        <source>Classic (two colours)</source>
        <translation>Класична (два кольори)</translation>
    </message>
    <message>
        <source>Large index, four colours</source>
        <translation>Великі індекси, чотири кольори</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Швидкість анімації</translation>
    </message>
    <message>
        <source>Reduced motion (no animations)</source>
        <translation>Менше руху (без анімації)</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>Рух</translation>
    </message>
    <message>
        <source>When a screen reader is on</source>
        <translation>Коли працює екранний диктор</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Завжди</translation>
    </message>
    <message>
        <source>Always, also for older screen readers (Orca 45 and before)</source>
        <translation>Завжди, також для старих екранних дикторів (Orca 45 і раніше)</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Ніколи</translation>
    </message>
    <message>
        <source>Speak the game</source>
        <translation>Озвучувати гру</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Computer move delay</source>
        <translation>Затримка ходу комп’ютера</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Мова системи</translation>
    </message>
    <message>
        <source>Language (after restart)</source>
        <translation>Мова (після перезапуску)</translation>
    </message>
    <message>
        <source>A game of %1 is being played: its rules are fixed until it ends.</source>
        <translation>Триває гра «%1»: її правила не змінюються, доки вона не закінчиться.</translation>
    </message>
    <message>
        <source>A game of %1 waits under Continue: it keeps the rules and players it was started with. Changes here apply to the next new game.</source>
        <translation>Гра «%1» чекає під кнопкою «Продовжити»: у неї лишаються правила й гравці, з якими її почато. Зміни тут стосуються наступної нової гри.</translation>
    </message>
    <message>
        <source>Changes here apply to the next new game of %1.</source>
        <translation>Зміни тут стосуються наступної нової гри «%1».</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Custom (from the settings file)</source>
        <translation>Власні (з файлу налаштувань)</translation>
    </message>
    <message>
        <source>The players of the next game; the game being played keeps its own.</source>
        <translation>Гравці наступної гри; поточна гра зберігає своїх.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Card games</source>
        <translation>Карткові ігри</translation>
    </message>
    <message>
        <source>Play against the computer, or pass and play with friends on this screen.</source>
        <translation>Грайте проти комп’ютера або з друзями, передаючи одне одному цей екран.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Games played without asking the coach for a hint and without taking a move back. A game in which a hint was asked for or a move taken back counts apart, in the next tab.</source>
        <extracomment>what each list says when it has nothing in it (under its own tab, never under another)</extracomment>
        <translation>Ігри, зіграні без підказок тренера і без скасування ходів. Гра, у якій просили підказку або скасовували хід, рахується окремо, на наступній вкладці.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результати</translation>
    </message>
    <message>
        <source>Games in which the coach was asked for a hint or a move was taken back. They count here, apart from your results; the coach panel merely being open does not count.</source>
        <translation>Ігри, у яких просили підказку тренера або скасовували хід. Вони рахуються тут, окремо від ваших результатів; просто відкрита панель тренера не рахується.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Закінчена</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Zhopa rating history</source>
        <translation>Історія рейтингу в «Жопі»</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Гравець:</translation>
    </message>
    <message>
        <source>Zhopa rating after each game</source>
        <translation>Рейтинг у «Жопі» після кожної гри</translation>
    </message>
    <message>
        <source>Zhopa rating</source>
        <translation>Рейтинг у «Жопі»</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <extracomment>the rating history is read when its tab is first shown (with many games it is the slow query)</extracomment>
        <translation>Скинути статистику…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходи</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Завершені ігри</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Повтор…</translation>
    </message>
    <message>
        <source>This game cannot be replayed: %1</source>
        <translation>Цю гру не можна відтворити: %1</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Зіграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <source>Average margin</source>
        <translation>Середня перевага</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Найкращий</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Закінчених ігор поки немає.</translation>
    </message>
    <message>
        <source>No finished games with the coach or a move taken back.</source>
        <translation>Немає завершених ігор із тренером або зі скасованим ходом.</translation>
    </message>
    <message>
        <source>With the coach or undo</source>
        <translation>З тренером або скасуванням</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Ігри</translation>
    </message>
    <message>
        <source>The rating runs from 0 % (every point of every partie lost) to 100 % (every one won); 50 % is even. It is worked out over all your finished games of Zhopa, played without the coach and without taking a move back, and drawn after each.</source>
        <translation>Рейтинг іде від 0 % (програно всі очки всіх партій) до 100 % (виграно всі); 50 % — порівну. Він рахується за всіма вашими завершеними іграми «Жопа», зіграними без тренера й без скасування ходів, і малюється після кожної.</translation>
    </message>
    <message>
        <source>%1 has no rating yet: it needs a finished game of Zhopa played without the coach and without taking a move back.</source>
        <translation>%1: рейтингу ще немає — потрібна завершена гра «Жопа», зіграна без тренера й без скасування ходів.</translation>
    </message>
    <message>
        <source>No rating yet: it appears when a game of Zhopa is finished (every partie, until a player reaches 0 or 6 banks or the last partie ends), played without the coach and without taking a move back.</source>
        <translation>Рейтингу ще немає: він з’явиться, коли закінчиться гра «Жопа» (усі партії — доки в когось не стане 0 або 6 банок чи не закінчиться остання партія), зіграна без тренера й без скасування ходів.</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Скинути статистику?</translation>
    </message>
    <message>
        <source>Forget every recorded result? This cannot be undone.</source>
        <translation>Забути всі записані результати? Це не можна скасувати.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message numerus="yes">
        <source>The %2 beside the saves database were not ordinary files; they were moved to %1. Your games are intact.</source>
        <extracomment>lupdate reads the literal of each translate(&quot;Storage&quot;, ...) call below</extracomment>
        <translation>
            <numerusform>%2 поруч із базою даних збережень — не звичайний файл; його переміщено до %1. Ваші ігри цілі.</numerusform>
            <numerusform>%2 поруч із базою даних збережень — не звичайні файли; їх переміщено до %1. Ваші ігри цілі.</numerusform>
            <numerusform>%2 поруч із базою даних збережень — не звичайні файли; їх переміщено до %1. Ваші ігри цілі.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The saves database could not be used: %1. It was moved to %2 and a new one was started. %n games could be read from it and were exported there as save files.</source>
        <translation>
            <numerusform>Базу даних збережень не можна було використати: %1. Її переміщено до %2, і розпочато нову. З неї вдалося прочитати %n гру; її експортовано туди як файл збереження.</numerusform>
            <numerusform>Базу даних збережень не можна було використати: %1. Її переміщено до %2, і розпочато нову. З неї вдалося прочитати %n гри; їх експортовано туди як файли збережень.</numerusform>
            <numerusform>Базу даних збережень не можна було використати: %1. Її переміщено до %2, і розпочато нову. З неї вдалося прочитати %n ігор; їх експортовано туди як файли збережень.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved games or statistics of an earlier version could not be imported and were left as they were: %1</source>
        <translation>
            <numerusform>%n збереження або статистику попередньої версії не вдалося імпортувати; їх залишено як є: %1</numerusform>
            <numerusform>%n збереження або статистики попередньої версії не вдалося імпортувати; їх залишено як є: %1</numerusform>
            <numerusform>%n збережень або статистик попередньої версії не вдалося імпортувати; їх залишено як є: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data of %n stored games%1 is damaged in the saves database: they were kept aside; the other games are not affected.</source>
        <translation>
            <numerusform>Дані %n збереженої гри%1 пошкоджено в базі даних збережень: її відкладено; інших ігор це не торкнулося.</numerusform>
            <numerusform>Дані %n збережених ігор%1 пошкоджено в базі даних збережень: їх відкладено; інших ігор це не торкнулося.</numerusform>
            <numerusform>Дані %n збережених ігор%1 пошкоджено в базі даних збережень: їх відкладено; інших ігор це не торкнулося.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more damaged games were kept aside.</source>
        <translation>
            <numerusform>Ще %n пошкоджену гру відкладено.</numerusform>
            <numerusform>Ще %n пошкоджені гри відкладено.</numerusform>
            <numerusform>Ще %n пошкоджених ігор відкладено.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The results of %n games are damaged in the saves database and were left out of these statistics.</source>
        <translation>
            <numerusform>Результати %n гри пошкоджено в базі даних збережень, і їх не враховано в цій статистиці.</numerusform>
            <numerusform>Результати %n ігор пошкоджено в базі даних збережень, і їх не враховано в цій статистиці.</numerusform>
            <numerusform>Результати %n ігор пошкоджено в базі даних збережень, і їх не враховано в цій статистиці.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n imported totals are damaged in the saves database and were left out of these statistics.</source>
        <translation>
            <numerusform>%n імпортований підсумок пошкоджено в базі даних збережень, і його не враховано в цій статистиці.</numerusform>
            <numerusform>%n імпортовані підсумки пошкоджено в базі даних збережень, і їх не враховано в цій статистиці.</numerusform>
            <numerusform>%n імпортованих підсумків пошкоджено в базі даних збережень, і їх не враховано в цій статистиці.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A name can have at most %n characters.</source>
        <translation>
            <numerusform>Ім’я може мати щонайбільше %n символ.</numerusform>
            <numerusform>Ім’я може мати щонайбільше %n символи.</numerusform>
            <numerusform>Ім’я може мати щонайбільше %n символів.</numerusform>
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
        <translation>немає налаштувань гри або вони хибні</translation>
    </message>
    <message>
        <source>a seat is not described properly</source>
        <translation>місце гравця описано неправильно</translation>
    </message>
    <message>
        <source>a seat has no proper name</source>
        <translation>місце гравця не має правильного імені</translation>
    </message>
    <message>
        <source>a seat&apos;s name is longer than the limit of 40 characters</source>
        <translation>ім’я одного з гравців довше за допустимі 40 символів</translation>
    </message>
    <message>
        <source>a seat is neither human nor computer</source>
        <translation>місце гравця — ні людина, ні комп’ютер</translation>
    </message>
    <message>
        <source>a computer seat names no proper opponent</source>
        <translation>для комп’ютерного гравця не вказано правильного суперника</translation>
    </message>
    <message>
        <source>its list of players is missing or wrong</source>
        <translation>немає списку гравців або він хибний</translation>
    </message>
    <message>
        <source>its deal number (seed) is missing or out of range</source>
        <translation>немає номера роздачі (seed) або він поза межами</translation>
    </message>
    <message>
        <source>its list of moves is missing</source>
        <translation>немає списку ходів</translation>
    </message>
    <message>
        <source>a move in it is not written properly</source>
        <translation>один із ходів записано неправильно</translation>
    </message>
    <message>
        <source>its game settings or players are not readable</source>
        <translation>налаштування гри або гравців неможливо прочитати</translation>
    </message>
    <message>
        <source>its game settings are impossible</source>
        <translation>налаштування гри неможливі</translation>
    </message>
    <message>
        <source>its number of moves is not a number</source>
        <translation>кількість ходів — не число</translation>
    </message>
    <message>
        <source>its date is not a date</source>
        <translation>дата — не дата</translation>
    </message>
    <message>
        <source>its name is not text</source>
        <translation>назва — не текст</translation>
    </message>
    <message>
        <source>its list of players is not readable</source>
        <translation>список гравців неможливо прочитати</translation>
    </message>
    <message>
        <source>a stored move is not a move</source>
        <translation>збережений хід — не хід</translation>
    </message>
    <message>
        <source>a stored value is not readable</source>
        <translation>збережене значення неможливо прочитати</translation>
    </message>
    <message>
        <source>moves are missing</source>
        <translation>бракує ходів</translation>
    </message>
    <message>
        <source>the moves do not match the rules</source>
        <translation>ходи не відповідають правилам</translation>
    </message>
    <message>
        <source>it is not text: the file is damaged or is not one of ours</source>
        <translation>це не текст: файл пошкоджено або він не наш</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>файл порожній</translation>
    </message>
    <message>
        <source>it is damaged (nested too deeply)</source>
        <translation>файл пошкоджено (надто глибоке вкладення)</translation>
    </message>
    <message>
        <source>it is damaged or cut short (not valid JSON)</source>
        <translation>файл пошкоджено або обрізано (хибний JSON)</translation>
    </message>
    <message>
        <source>name</source>
        <translation>назва</translation>
    </message>
    <message>
        <source>note</source>
        <translation>нотатка</translation>
    </message>
    <message>
        <source>game identifier</source>
        <translation>ідентифікатор гри</translation>
    </message>
    <message>
        <source>date of saving</source>
        <translation>дата збереження</translation>
    </message>
    <message>
        <source>app version</source>
        <translation>версія застосунку</translation>
    </message>
    <message>
        <source>its %1 is missing or wrong</source>
        <translation>поле «%1» відсутнє або хибне</translation>
    </message>
    <message>
        <source>its game settings are impossible (%1)</source>
        <translation>налаштування гри неможливі (%1)</translation>
    </message>
    <message>
        <source>the folder is read-only or not writable</source>
        <translation>тека лише для читання або до неї не можна писати</translation>
    </message>
    <message>
        <source>the folder is read-only</source>
        <translation>тека лише для читання</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заповнено</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>це не звичайний файл</translation>
    </message>
    <message>
        <source>a folder is in the way of the file</source>
        <translation>на місці файлу тека</translation>
    </message>
    <message>
        <source>a file is in the way of a folder</source>
        <translation>на місці теки файл</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <translation>диск не вдалося прочитати або записати</translation>
    </message>
    <message>
        <source>the file&apos;s name or folder is too long</source>
        <translation>ім’я файлу або теки задовге</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>теки не існує</translation>
    </message>
    <message>
        <source>the system refused the write</source>
        <translation>система відмовила в записі</translation>
    </message>
    <message>
        <source>the system refused</source>
        <translation>система відмовила</translation>
    </message>
    <message>
        <source>another program is using the saves; try again</source>
        <translation>збереження зайняті іншою програмою; спробуйте ще раз</translation>
    </message>
    <message>
        <source>it is a link to a file that does not exist</source>
        <translation>це посилання на файл, якого не існує</translation>
    </message>
    <message>
        <source>something that is not a file is in the place of the database</source>
        <translation>на місці бази даних є щось, що не є файлом</translation>
    </message>
    <message>
        <source>the file is damaged or is not a database</source>
        <translation>файл пошкоджено або це не база даних</translation>
    </message>
    <message>
        <source>the file belongs to another program</source>
        <translation>файл належить іншій програмі</translation>
    </message>
    <message>
        <source>its version number (%1) is not one the app ever wrote</source>
        <translation>номер його версії (%1) застосунок ніколи не записував</translation>
    </message>
    <message>
        <source>it holds triggers or views that the app did not create</source>
        <translation>у ньому є тригери або подання, яких застосунок не створював</translation>
    </message>
    <message>
        <source>its tables are not those of this version of the app</source>
        <translation>його таблиці не ті, що в цієї версії застосунку</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>файл пошкоджено</translation>
    </message>
    <message>
        <source>the file cannot be used</source>
        <translation>файл неможливо використати</translation>
    </message>
    <message>
        <source>The saves cannot be kept: %1.</source>
        <translation>Збереження неможливо зберігати: %1.</translation>
    </message>
    <message>
        <source>The saves were made by a newer version of the app (database version %1; this version knows up to %2). They were left untouched: update the app to use them.</source>
        <translation>Збереження зроблено новішою версією застосунку (версія бази даних %1; ця версія знає до %2). Їх залишено без змін: оновіть застосунок, щоб ними користуватися.</translation>
    </message>
    <message>
        <source>The saves are busy in another window; try again.</source>
        <translation>Збереження зайняті в іншому вікні; спробуйте ще раз.</translation>
    </message>
    <message>
        <source>The saves database cannot be opened (%1). It was left as it was.</source>
        <translation>Базу даних збережень неможливо відкрити (%1). Її залишено як є.</translation>
    </message>
    <message>
        <source>The saves database could not be created.</source>
        <translation>Не вдалося створити базу даних збережень.</translation>
    </message>
    <message>
        <source>The saves database cannot be opened: %1. Nothing was changed.</source>
        <translation>Базу даних збережень неможливо відкрити: %1. Нічого не змінено.</translation>
    </message>
    <message>
        <source>The saves database cannot be opened: “%1” beside it is not an ordinary file and could not be moved aside (%2). Nothing was changed.</source>
        <translation>Базу даних збережень неможливо відкрити: «%1» поруч із нею — не звичайний файл, і його не вдалося відкласти (%2). Нічого не змінено.</translation>
    </message>
    <message>
        <source>The saves database was replaced after its journal (-wal) was written, and the journal could not be moved aside (%1). Nothing was changed.</source>
        <translation>Базу даних збережень замінено після запису її журналу (-wal), і журнал не вдалося відкласти (%1). Нічого не змінено.</translation>
    </message>
    <message>
        <source>The saves database was replaced while the app was closed: the journal (-wal) left beside it belonged to the earlier file and was not applied to it. It was moved to %1; the database is used as it is.</source>
        <translation>Базу даних збережень замінено, поки застосунок був закритий: журнал (-wal) поруч із нею належав попередньому файлу й не був до неї застосований. Його переміщено до %1; база даних використовується як є.</translation>
    </message>
    <message>
        <source>The saves database cannot be used (%1) and could not be moved aside: %2. Nothing was changed.</source>
        <translation>Базу даних збережень неможливо використати (%1), і її не вдалося відкласти: %2. Нічого не змінено.</translation>
    </message>
    <message>
        <source>the saves database was changed by another program (it now holds something the app did not create); restart the app to set it aside</source>
        <translation>базу збережень змінила інша програма (у ній тепер є те, чого застосунок не створював); перезапустіть застосунок, щоб відкласти її вбік</translation>
    </message>
    <message>
        <source>the saves database file is read-only</source>
        <translation>файл бази збережень доступний лише для читання</translation>
    </message>
    <message>
        <source>The saves database file is read-only: its games can be opened and played, but nothing is written into it.</source>
        <translation>Файл бази збережень доступний лише для читання: його ігри можна відкривати й продовжувати, але до нього нічого не записується.</translation>
    </message>
    <message>
        <source>This game was discarded in another window: it is no longer saved here.</source>
        <translation>Від цієї гри відмовилися в іншому вікні: тут вона більше не зберігається.</translation>
    </message>
    <message>
        <source>An index of the saves database was damaged; it was rebuilt from the games, which are intact. A copy of the file as it was is kept in %1.</source>
        <translation>Індекс бази збережень було пошкоджено; його відновлено з даних ігор, які не постраждали. Копію файлу в попередньому вигляді збережено в %1.</translation>
    </message>
    <message>
        <source>The saves database was replaced or moved by another program while the app runs: nothing more is saved into it. Use %1 to keep this game in a file, and restart the app to use the saves as they are now.</source>
        <translation>Базу збережень було замінено або переміщено іншою програмою під час роботи застосунку: до неї більше нічого не зберігається. Щоб зберегти цю гру у файл, виберіть %1; перезапустіть застосунок, щоб працювати зі збереженнями в їхньому теперішньому вигляді.</translation>
    </message>
    <message>
        <source>The saves database could not be used: %1. It was moved to %2 and a new one was started.</source>
        <translation>Базу даних збережень не можна було використати: %1. Її переміщено до %2, і розпочато нову.</translation>
    </message>
    <message>
        <source>The saves of an earlier version could not be imported (%1); they were left as they were.</source>
        <translation>Збереження попередньої версії не вдалося імпортувати (%1); їх залишено як є.</translation>
    </message>
    <message>
        <source>This game is open in another window. Close it there to continue it here.</source>
        <translation>Ця гра відкрита в іншому вікні. Закрийте її там, щоб продовжити тут.</translation>
    </message>
    <message>
        <source>This save was just replaced or deleted in another window; the list shows the saves as they are now.</source>
        <translation>Це збереження щойно замінено або видалено в іншому вікні; список показує збереження такими, якими вони є зараз.</translation>
    </message>
    <message>
        <source>This game was continued in another window; the moves here are no longer saved.</source>
        <translation>Цю гру продовжили в іншому вікні; ходи тут більше не зберігаються.</translation>
    </message>
    <message>
        <source>This game is no longer saved here: it was opened in another window.</source>
        <translation>Ця гра тут більше не зберігається: її відкрили в іншому вікні.</translation>
    </message>
    <message>
        <source>This game cannot be opened: its stored data is damaged (%1). It has been kept aside.</source>
        <translation>Цю гру неможливо відкрити: її збережені дані пошкоджено (%1). Її відкладено.</translation>
    </message>
    <message>
        <source>The game “%1” was kept aside: its stored data is damaged (%2). The other games are not affected.</source>
        <translation>Гру «%1» відкладено: її збережені дані пошкоджено (%2). Інших ігор це не торкнулося.</translation>
    </message>
    <message>
        <source>The game&apos;s resume point was damaged; it was rebuilt from its moves.</source>
        <translation>Точку продовження гри було пошкоджено; її відновлено за ходами.</translation>
    </message>
    <message>
        <source>The game&apos;s earlier moves could not be read (%1).</source>
        <translation>Не вдалося прочитати попередні ходи гри (%1).</translation>
    </message>
    <message>
        <source>There is no saved game to continue.</source>
        <translation>Немає збереженої гри, яку можна продовжити.</translation>
    </message>
    <message>
        <source>This game is no longer there.</source>
        <translation>Цієї гри більше немає.</translation>
    </message>
    <message numerus="yes">
        <source>it lists %n players for a %1-player game</source>
        <translation>
            <numerusform>у ньому вказано %n гравця, а гра розрахована на %1</numerusform>
            <numerusform>у ньому вказано %n гравців, а гра розрахована на %1</numerusform>
            <numerusform>у ньому вказано %n гравців, а гра розрахована на %1</numerusform>
        </translation>
    </message>
    <message>
        <source>This game cannot be resumed: its moves are damaged (%1). It has been kept aside and can still be exported (%2).</source>
        <translation>Цю гру неможливо продовжити: її ходи пошкоджено (%1). Її відкладено, і її ще можна експортувати (%2).</translation>
    </message>
    <message>
        <source>This game cannot be loaded: its moves are damaged (%1). It has been kept aside and can still be exported (%2).</source>
        <translation>Цю гру неможливо завантажити: її ходи пошкоджено (%1). Її відкладено, і її ще можна експортувати (%2).</translation>
    </message>
    <message>
        <source>Nothing of this game can be read: its stored data is damaged (%1).</source>
        <translation>З цієї гри нічого не вдається прочитати: її збережені дані пошкоджено (%1).</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>гру</translation>
    </message>
    <message>
        <source>the move</source>
        <translation>хід</translation>
    </message>
    <message>
        <source>the result</source>
        <translation>результат</translation>
    </message>
    <message>
        <source>the take-back</source>
        <translation>скасування ходу</translation>
    </message>
    <message>
        <source>Could not save %1: another program is using the saves; try again.</source>
        <translation>Не вдалося зберегти %1: збереження зайняті іншою програмою; спробуйте ще раз.</translation>
    </message>
    <message>
        <source>Could not save %1: %2.</source>
        <translation>Не вдалося зберегти %1: %2.</translation>
    </message>
    <message>
        <source>Please give the save a name with at least one letter or digit.</source>
        <translation>Дайте збереженню назву хоча б з однією літерою або цифрою.</translation>
    </message>
    <message>
        <source>A save called “%1” already exists.</source>
        <translation>Збереження «%1» уже існує.</translation>
    </message>
    <message>
        <source>This save is no longer there.</source>
        <translation>Цього збереження більше немає.</translation>
    </message>
    <message>
        <source>This save cannot be imported: it holds values the app cannot store.</source>
        <translation>Це збереження неможливо імпортувати: у ньому є значення, яких застосунок не може зберігати.</translation>
    </message>
    <message>
        <source>This save is damaged: %1.</source>
        <translation>Це збереження пошкоджено: %1.</translation>
    </message>
    <message>
        <source>This file is not a cardgames-qt save.</source>
        <translation>Цей файл — не збереження cardgames-qt.</translation>
    </message>
    <message>
        <source>This save has no valid format version.</source>
        <translation>Це збереження не має правильної версії формату.</translation>
    </message>
    <message>
        <source>This save was made by a newer version of the app (save format %1, this version reads up to %2). Update the app to open it.</source>
        <translation>Це збереження зроблено новішою версією застосунку (формат %1, ця версія читає до %2). Оновіть застосунок, щоб відкрити його.</translation>
    </message>
    <message>
        <source>This is a save of %1, not of %2.</source>
        <translation>Це збереження гри «%1», а не «%2».</translation>
    </message>
    <message>
        <source>This version of the app cannot play %1 yet.</source>
        <translation>Ця версія застосунку ще не підтримує гру «%1».</translation>
    </message>
    <message>
        <source>This save cannot be replayed: %1</source>
        <translation>Це збереження неможливо відтворити: %1</translation>
    </message>
    <message>
        <source>This save cannot be replayed by the rules.</source>
        <translation>Це збереження неможливо відтворити за правилами.</translation>
    </message>
    <message>
        <source>This save&apos;s moves cannot be replayed by this version of the game.</source>
        <translation>Ходи цього збереження неможливо відтворити в цій версії гри.</translation>
    </message>
    <message>
        <source>This file is too large to be a save (%1 MiB; saves are under %2 MiB).</source>
        <translation>Цей файл завеликий для збереження (%1 МіБ; збереження менші за %2 МіБ).</translation>
    </message>
    <message>
        <source>The save could not be read: %1.</source>
        <translation>Не вдалося прочитати збереження: %1.</translation>
    </message>
    <message>
        <source>This save cannot be opened: %1.</source>
        <translation>Це збереження неможливо відкрити: %1.</translation>
    </message>
    <message>
        <source>There is no file called “%1” any more.</source>
        <translation>Файлу «%1» більше немає.</translation>
    </message>
    <message>
        <source>A file called “%1” already exists.</source>
        <translation>Файл «%1» уже існує.</translation>
    </message>
    <message>
        <source>“%1” is not an ordinary file; nothing was written.</source>
        <translation>«%1» — не звичайний файл; нічого не записано.</translation>
    </message>
    <message>
        <source>The save was damaged and has been restored from its backup: the last move may be lost.</source>
        <translation>Збереження було пошкоджено й відновлено з резервної копії: останній хід міг загубитися.</translation>
    </message>
    <message>
        <source>A save needs a name.</source>
        <translation>Збереження має мати назву.</translation>
    </message>
    <message>
        <source>Could not remove the autosave: %1.</source>
        <translation>Не вдалося видалити автозбереження: %1.</translation>
    </message>
    <message>
        <source>Could not delete the save: %1.</source>
        <translation>Не вдалося видалити збереження: %1.</translation>
    </message>
    <message>
        <source>There is no save called “%1”.</source>
        <translation>Збереження «%1» немає.</translation>
    </message>
    <message>
        <source>Could not save the game: %1. The previous save is unchanged.</source>
        <translation>Не вдалося зберегти гру: %1. Попереднє збереження не змінилося.</translation>
    </message>
    <message>
        <source>This save cannot be read.</source>
        <translation>Це збереження неможливо прочитати.</translation>
    </message>
    <message>
        <source>Could not write the file: %1.</source>
        <translation>Не вдалося записати файл: %1.</translation>
    </message>
    <message>
        <source>The statistics of %1 could not be read and were left out.</source>
        <translation>Статистику гравця %1 не вдалося прочитати, і її пропущено.</translation>
    </message>
    <message>
        <source>The %1 statistics of %2 could not be read and were left out.</source>
        <translation>Статистику гравця %2 у грі «%1» не вдалося прочитати, і її пропущено.</translation>
    </message>
    <message>
        <source>%1 It has been moved aside. Statistics start afresh.</source>
        <translation>%1 Його відкладено. Статистика починається заново.</translation>
    </message>
    <message>
        <source>The statistics file was damaged and has been moved aside; the statistics were restored from the backup (the last game may be missing).</source>
        <translation>Файл статистики було пошкоджено й відкладено; статистику відновлено з резервної копії (останньої гри може не бути).</translation>
    </message>
    <message>
        <source>%1 The game was not recorded, so as not to overwrite it.</source>
        <translation>%1 Гру не записано, щоб не затерти його.</translation>
    </message>
    <message>
        <source>Could not save the statistics: %1. The previous statistics are unchanged.</source>
        <translation>Не вдалося зберегти статистику: %1. Попередня статистика не змінилася.</translation>
    </message>
    <message>
        <source>The statistics file is far too large to be ours.</source>
        <translation>Файл статистики завеликий, щоб бути нашим.</translation>
    </message>
    <message>
        <source>The statistics file cannot be read: %1.</source>
        <translation>Файл статистики неможливо прочитати: %1.</translation>
    </message>
    <message>
        <source>The statistics file is not a cardgames-qt statistics file.</source>
        <translation>Файл статистики — не файл статистики cardgames-qt.</translation>
    </message>
    <message>
        <source>The statistics were not recorded: %1.</source>
        <translation>Статистику не записано: %1.</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1.</source>
        <translation>Не вдалося скинути статистику: %1.</translation>
    </message>
    <message>
        <source>The animation speed must be between %1× and %2×.</source>
        <translation>Швидкість анімації має бути від %1× до %2×.</translation>
    </message>
    <message>
        <source>The computer&apos;s move delay must be a whole number of milliseconds from %1 to %2.</source>
        <translation>Затримка ходу комп’ютера має бути цілим числом мілісекунд від %1 до %2.</translation>
    </message>
    <message>
        <source>The deck must be one of: %1.</source>
        <translation>Колода має бути однією з: %1.</translation>
    </message>
    <message>
        <source>Speak the game must be one of: %1.</source>
        <translation>«Озвучувати гру» має бути одним із: %1.</translation>
    </message>
    <message>
        <source>The language must be one of: %1.</source>
        <translation>Мова має бути однією з: %1.</translation>
    </message>
    <message>
        <source>Reduced motion must be on or off.</source>
        <translation>Зменшення руху має бути ввімкнено або вимкнено.</translation>
    </message>
    <message>
        <source>There is no such setting.</source>
        <translation>Такого налаштування немає.</translation>
    </message>
    <message>
        <source>Each game needs a list of players.</source>
        <translation>Кожній грі потрібен список гравців.</translation>
    </message>
    <message>
        <source>This %1 table has %2 players, not %3.</source>
        <translation>За столом «%1» має бути гравців: %2, а не %3.</translation>
    </message>
    <message>
        <source>A player is described by a name and a kind.</source>
        <translation>Гравець описується ім’ям і видом.</translation>
    </message>
    <message>
        <source>A name is a line of text.</source>
        <translation>Ім’я — це рядок тексту.</translation>
    </message>
    <message>
        <source>Two players are both called “%1”.</source>
        <translation>Двох гравців звуть «%1».</translation>
    </message>
    <message>
        <source>A name cannot hold a broken character (it is not valid text).</source>
        <translation>В імені не може бути зіпсованого символу (це не правильний текст).</translation>
    </message>
    <message>
        <source>A name cannot hold control, direction or zero-width characters.</source>
        <translation>В імені не може бути керівних символів, символів напрямку тексту або символів нульової ширини.</translation>
    </message>
    <message>
        <source>“%1” looks the same as another player&apos;s name, “%2”.</source>
        <translation>«%1» виглядає так само, як ім’я іншого гравця, «%2».</translation>
    </message>
    <message>
        <source>This save cannot be imported. %1</source>
        <translation>Це збереження не можна імпортувати. %1</translation>
    </message>
    <message>
        <source>A player is either a human or the computer.</source>
        <translation>Гравець — це людина або комп’ютер.</translation>
    </message>
    <message>
        <source>That computer opponent is not known.</source>
        <translation>Такий комп’ютерний суперник невідомий.</translation>
    </message>
    <message>
        <source>%1 players: %2 The default players are used.</source>
        <translation>Гравці «%1»: %2 Використано типових гравців.</translation>
    </message>
    <message>
        <source>%1 The default is used.</source>
        <translation>%1 Використано типове значення.</translation>
    </message>
    <message>
        <source>%1: %2 The default is used.</source>
        <translation>%1: %2 Використано типове значення.</translation>
    </message>
    <message>
        <source>%1: this version has no setting called %2; left out.</source>
        <translation>%1: у цій версії немає налаштування %2; його не враховано.</translation>
    </message>
    <message>
        <source>The results written in this file could not be read; the results of its moves are used.</source>
        <translation>Результати, записані в цьому файлі, не вдалося прочитати; використано результати, що випливають з його ходів.</translation>
    </message>
    <message>
        <source>The results written in this file do not match its moves; the results of its moves are used.</source>
        <translation>Результати, записані в цьому файлі, не збігаються з його ходами; використано результати, що випливають з ходів.</translation>
    </message>
    <message>
        <source>This version has no setting called %1; left out.</source>
        <translation>У цій версії немає налаштування %1; його не враховано.</translation>
    </message>
    <message>
        <source>%1, player %2: this version has no computer level called “%3”; the strongest computer plays in its place.</source>
        <translation>%1, гравець %2: у цій версії немає рівня комп’ютера «%3»; замість нього грає найсильніший комп’ютер.</translation>
    </message>
    <message>
        <source>The settings file as it was is kept as %1.</source>
        <translation>Файл налаштувань у попередньому вигляді збережено як %1.</translation>
    </message>
    <message>
        <source>%1 It has been moved aside. The default settings are used.</source>
        <translation>%1 Його відкладено. Використано типові налаштування.</translation>
    </message>
    <message>
        <source>%1 The default settings are used.</source>
        <translation>%1 Використано типові налаштування.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been moved aside; the previous settings were restored from the backup.</source>
        <translation>Файл налаштувань було пошкоджено й відкладено; попередні налаштування відновлено з резервної копії.</translation>
    </message>
    <message>
        <source>The settings file was damaged; the previous settings were restored from the backup.</source>
        <translation>Файл налаштувань було пошкоджено; попередні налаштування відновлено з резервної копії.</translation>
    </message>
    <message>
        <source>The settings file is left as it is, because %1. Changes to the settings apply until you quit and are not saved over it.</source>
        <comment>%1: why, e.g. “it could not be read”</comment>
        <translation>Файл налаштувань залишено як є, бо %1. Зміни налаштувань діють до виходу з програми й не записуються поверх нього.</translation>
    </message>
    <message>
        <source>Changes to the settings apply until you quit and are not saved: the settings file is left as it is, because %1.</source>
        <comment>%1: why, e.g. “it could not be read”</comment>
        <translation>Зміни налаштувань діють до виходу з програми й не зберігаються: файл налаштувань залишено як є, бо %1.</translation>
    </message>
    <message>
        <source>it could not be copied aside: %1</source>
        <comment>said of the settings file, after “because”</comment>
        <translation>не вдалося зберегти його копію: %1</translation>
    </message>
    <message>
        <source>it could not be moved aside: %1</source>
        <comment>said of the settings file, after “because”</comment>
        <translation>його не вдалося відкласти: %1</translation>
    </message>
    <message>
        <source>it could not be read</source>
        <comment>said of the settings file, after “because”</comment>
        <translation>його не вдалося прочитати</translation>
    </message>
    <message>
        <source>Could not save the settings: %1. The previous settings are unchanged.</source>
        <translation>Не вдалося зберегти налаштування: %1. Попередні налаштування не змінилися.</translation>
    </message>
    <message>
        <source>The settings file is far too large to be ours.</source>
        <translation>Файл налаштувань завеликий, щоб бути нашим.</translation>
    </message>
    <message>
        <source>The settings file cannot be read: %1.</source>
        <translation>Файл налаштувань неможливо прочитати: %1.</translation>
    </message>
    <message>
        <source>The settings file is not a cardgames-qt settings file.</source>
        <translation>Файл налаштувань — не файл налаштувань cardgames-qt.</translation>
    </message>
</context>
<context>
    <name>TableBase</name>
    <message>
        <source>%1 table</source>
        <extracomment>the table asks the window for something (e.g. &quot;new_match&quot;) a replay&apos;s table: drawn, never played (no move, key, focus or moment)</extracomment>
        <translation>Стіл: %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <source>Scores and log</source>
        <extracomment>widgets the Continue button stands in for while it is up (their place is kept)</extracomment>
        <translation>Рахунок і журнал</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>more lines for a summary (the coach: where this game&apos;s result is counted)</extracomment>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>The move you pressed early was not made: this part of the game is over.</source>
        <translation>Хід, натиснутий заздалегідь, не зроблено: ця частина гри скінчилася.</translation>
    </message>
    <message>
        <source>Kept: played as soon as it is your turn.</source>
        <translation>Запам’ятано: буде зіграно, щойно настане ваш хід.</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <extracomment>inside one pass of work that changes the table (a move, a moment&apos;s end, a handover) the refreshes asked for are made once, at its end: a move is one rebuild, not three</extracomment>
        <translation>Поки нічого не сталося.</translation>
    </message>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Передайте екран: %1</translation>
    </message>
    <message>
        <source>Press Continue when everyone has seen it</source>
        <translation>Натисніть «Продовжити», коли всі побачать</translation>
    </message>
    <message>
        <source>Not saved yet: %1. The app tries again every few seconds.</source>
        <translation>Ще не збережено: %1. Застосунок пробує знову кожні кілька секунд.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Автозбереження не вдалося: %1</translation>
    </message>
</context>
<context>
    <name>ZhopaTable</name>
    <message>
        <source>Your hand</source>
        <translation>Ваші карти</translation>
    </message>
    <message>
        <source>Go (G)</source>
        <translation>Іду (G)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Пас (P)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Рахунок</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал гри</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>здавач</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>комп’ютер</translation>
    </message>
    <message>
        <source>Betting…</source>
        <translation>Ставки…</translation>
    </message>
    <message>
        <source>No bet yet</source>
        <translation>Ставки ще немає</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Іду</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>%1 — target %2</source>
        <translation>%1 — норма %2</translation>
    </message>
    <message>
        <source>Points %1</source>
        <translation>Очки: %1</translation>
    </message>
    <message>
        <source>Points %1 of %2</source>
        <translation>Очки: %1 з %2</translation>
    </message>
    <message>
        <source> (combination %1)</source>
        <translation> (комбінація %1)</translation>
    </message>
    <message>
        <source>Banks %1</source>
        <translation>Банки: %1</translation>
    </message>
    <message>
        <source>%1&apos;s card, face down</source>
        <translation>карта: %1, сорочкою догори</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source> (one suit)</source>
        <translation> (одна масть)</translation>
    </message>
    <message>
        <source>Combination %1</source>
        <translation>Комбінація %1</translation>
    </message>
    <message>
        <source>One moment: the table is still moving.</source>
        <translation>Хвилинку: карти на столі ще рухаються.</translation>
    </message>
    <message>
        <source>Trick %1 — main suit %2</source>
        <translation>Взятка %1 — основна масть %2</translation>
    </message>
    <message>
        <source>Partie %1 — bets</source>
        <translation>Партія %1 — ставки</translation>
    </message>
    <message>
        <source>Trick %1 — main suit %2 %3</source>
        <translation>Взятка %1 — основна масть %2 %3</translation>
    </message>
    <message>
        <source> (changed by an 8)</source>
        <translation> (змінена вісімкою)</translation>
    </message>
    <message>
        <source>Trick held by: %1</source>
        <translation>Лідер взятки: %1</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>У колоді: %1</translation>
    </message>
    <message>
        <source>Partie %1</source>
        <translation>Партія %1</translation>
    </message>
    <message>
        <source>Partie %1 of at most %2</source>
        <translation>Партія %1 (щонайбільше %2)</translation>
    </message>
    <message>
        <source>Each player has their own trump suit</source>
        <translation>У кожного гравця своя козирна масть</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Без козирів</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>піки</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>чирви</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубни</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>трефи</translation>
    </message>
    <message>
        <source>led</source>
        <translation>основна</translation>
    </message>
    <message>
        <source>took the lead: main suit now %1</source>
        <translation>перебиває: основна масть тепер %1</translation>
    </message>
    <message>
        <source>took the lead (trump)</source>
        <translation>перебиває (козирем)</translation>
    </message>
    <message>
        <source>took the lead</source>
        <translation>перебиває</translation>
    </message>
    <message>
        <source>knock-out: back to the leader</source>
        <translation>вибивання: взятка повертається тому, хто заходив</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>скидання</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Козир %1</translation>
    </message>
    <message>
        <source> senior</source>
        <translation> старший</translation>
    </message>
    <message>
        <source> junior</source>
        <translation> молодший</translation>
    </message>
    <message>
        <source>Trumps %1</source>
        <translation>Козирі: %1</translation>
    </message>
    <message>
        <source>Banks: %1 of %2</source>
        <translation>Банки: %1 з %2</translation>
    </message>
    <message>
        <source>Won pile: %1, %2</source>
        <translation>Взято: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards</source>
        <translation>
            <numerusform>%Ln карта</numerusform>
            <numerusform>%Ln карти</numerusform>
            <numerusform>%Ln карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln очко</numerusform>
            <numerusform>%Ln очки</numerusform>
            <numerusform>%Ln очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln cards in hand</source>
        <translation>
            <numerusform>%1: у руці %Ln карта</numerusform>
            <numerusform>%1: у руці %Ln карти</numerusform>
            <numerusform>%1: у руці %Ln карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick (%1): %Ln points</source>
        <translation>
            <numerusform>Взятка — %1: %Ln очко</numerusform>
            <numerusform>Взятка — %1: %Ln очки</numerusform>
            <numerusform>Взятка — %1: %Ln очок</numerusform>
        </translation>
    </message>
    <message>
        <source>Trick %1 — lead: %2</source>
        <translation>Взятка %1 — хід: %2</translation>
    </message>
    <message numerus="yes">
        <source>stock, %Ln cards</source>
        <translation>
            <numerusform>колода, %Ln карта</numerusform>
            <numerusform>колода, %Ln карти</numerusform>
            <numerusform>колода, %Ln карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump suit for all: %1</source>
        <translation>Козир для всіх: %1</translation>
    </message>
    <message>
        <source>Trump suits for all: %1</source>
        <translation>Козирі для всіх: %1</translation>
    </message>
    <message>
        <source>Senior trumps ♠, junior trumps ♦</source>
        <translation>Старші козирі ♠, молодші козирі ♦</translation>
    </message>
    <message>
        <source>Targets: go %1, pass %2</source>
        <translation>Норми: іду %1, пас %2</translation>
    </message>
    <message>
        <source>Beating is optional</source>
        <translation>Перебивати не обов’язково</translation>
    </message>
    <message>
        <source>New cards: a fresh deal when hands are empty</source>
        <translation>Добір: перероздача, коли в усіх скінчилися карти</translation>
    </message>
    <message>
        <source>New cards: one each after every trick</source>
        <translation>Добір: по одній після кожної взятки</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Козир</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Banks</source>
        <translation>Банки</translation>
    </message>
    <message>
        <source>go %1</source>
        <translation>іду %1</translation>
    </message>
    <message>
        <source>pass %1</source>
        <translation>пас %1</translation>
    </message>
    <message>
        <source>Go needs %1 points and costs a bank if missed; pass needs %2 and costs nothing.</source>
        <translation>Для «іду» треба %1 оч., при недоборі — плюс банка; для «пас» — %2, без ризику.</translation>
    </message>
    <message>
        <source>Your combination already scores %1.</source>
        <translation>Ваша комбінація вже дає %1.</translation>
    </message>
    <message>
        <source>Trick %1 (%2) — press Continue</source>
        <translation>Взятка %1 — %2; натисніть «Продовжити»</translation>
    </message>
    <message>
        <source>Now betting: %1</source>
        <translation>Зараз ставка: %1</translation>
    </message>
    <message>
        <source>Now playing: %1</source>
        <translation>Зараз хід: %1</translation>
    </message>
    <message numerus="yes">
        <source>New deal (dealer: %1): %Ln cards each</source>
        <translation>
            <numerusform>Нова роздача (здавач: %1): по %Ln карті кожному</numerusform>
            <numerusform>Нова роздача (здавач: %1): по %Ln карти кожному</numerusform>
            <numerusform>Нова роздача (здавач: %1): по %Ln карт кожному</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick %1 (%2): %Ln points</source>
        <translation>
            <numerusform>Взятка %1 — %2: %Ln очко</numerusform>
            <numerusform>Взятка %1 — %2: %Ln очки</numerusform>
            <numerusform>Взятка %1 — %2: %Ln очок</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): points %3, needed %4 — %5, banks left: %6</source>
        <translation>%1 (%2): очок %3, треба %4 — %5, банків лишилося: %6</translation>
    </message>
    <message>
        <source>Partie %1 is over</source>
        <translation>Партію %1 закінчено</translation>
    </message>
    <message>
        <source>%1: banks %2; rating this game %3 %</source>
        <translation>%1: банки %2; рейтинг за гру %3 %</translation>
    </message>
    <message>
        <source>Press Space or click to collect the trick</source>
        <translation>Натисніть пробіл або клацніть, щоб забрати взятку</translation>
    </message>
    <message>
        <source>Dealing (dealer: %1)…</source>
        <translation>Роздача (здавач: %1)…</translation>
    </message>
    <message>
        <source>Go or pass? Go needs %1 points, pass %2 (keys G / P)</source>
        <translation>Іду чи пас? Для «іду» треба %1 оч., для «пас» — %2 (клавіші G / P)</translation>
    </message>
    <message>
        <source>Your lead: play any card</source>
        <translation>Ваш хід: будь-яка карта</translation>
    </message>
    <message>
        <source>Beat the %1 — you can, so you must</source>
        <translation>Переб’йте %1 — можете, отже, мусите</translation>
    </message>
    <message>
        <source>Beat the %1 or follow %2</source>
        <translation>Переб’йте %1 або ходіть у масть: %2</translation>
    </message>
    <message>
        <source>You cannot beat the %1: follow %2</source>
        <translation>Перебити %1 нічим: ходіть у масть %2</translation>
    </message>
    <message>
        <source>You cannot beat the %1 and hold no %2: play any card</source>
        <translation>Перебити %1 нічим, карт масті «%2» немає: ходіть будь-якою картою</translation>
    </message>
    <message>
        <source>The game is over: a draw</source>
        <translation>Гру закінчено: нічия</translation>
    </message>
    <message>
        <source>Game over — winner: %1</source>
        <translation>Гру закінчено — переможець: %1</translation>
    </message>
    <message>
        <source>Game over — winners: %1</source>
        <translation>Гру закінчено — переможці: %1</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>Зараз не ваш хід.</translation>
    </message>
    <message>
        <source>Partie %1 — dealer: %2</source>
        <translation>Партія %1 — здавач: %2</translation>
    </message>
    <message>
        <source>%1: combination %2</source>
        <translation>%1: комбінація %2</translation>
    </message>
    <message>
        <source>No combinations this partie</source>
        <translation>У цій партії комбінацій немає</translation>
    </message>
    <message>
        <source>go</source>
        <translation>іду</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>First lead: %1 (the lowest diamond)</source>
        <translation>Перший хід: %1 (наймолодша бубна)</translation>
    </message>
    <message>
        <source>First lead: %1 (left of the dealer)</source>
        <translation>Перший хід: %1 (ліворуч від здавача)</translation>
    </message>
    <message>
        <source>First lead: %1</source>
        <translation>Перший хід: %1</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>The %1 changes the main suit to %2</source>
        <translation>%1 змінює основну масть на %2</translation>
    </message>
    <message>
        <source>a bank shed</source>
        <translation>банку скинуто</translation>
    </message>
    <message>
        <source>a bank gained</source>
        <translation>банку додано</translation>
    </message>
    <message>
        <source>banks unchanged</source>
        <translation>банки без змін</translation>
    </message>
    <message>
        <source>Banks over the parties:</source>
        <translation>Банки за партіями:</translation>
    </message>
    <message>
        <source>Next partie</source>
        <translation>Наступна партія</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>Початкова сторінка</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>%1 shed every bank.</source>
        <translation>Усі банки скинуто: %1.</translation>
    </message>
    <message>
        <source>%1 collected six banks.</source>
        <translation>Шість банок набрано: %1.</translation>
    </message>
    <message>
        <source>The partie limit is reached: the fewest banks win.</source>
        <translation>Досягнуто межі партій: виграють ті, у кого найменше банок.</translation>
    </message>
    <message>
        <source>Loser: %1.</source>
        <translation>Програш: %1.</translation>
    </message>
    <message>
        <source>Losers: %1.</source>
        <translation>Програш: %1.</translation>
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
            <numerusform>Продовжено після %Ln ходу: журнал починається звідси.</numerusform>
            <numerusform>Продовжено після %Ln ходів: журнал починається звідси.</numerusform>
            <numerusform>Продовжено після %Ln ходів: журнал починається звідси.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message numerus="yes">
        <source>%1 or better goes in with %n players; you hold %2: in.</source>
        <translation>
            <numerusform>%1 або сильніше — участь при %n гравці; у вас %2: участь.</numerusform>
            <numerusform>%1 або сильніше — участь при %n гравцях; у вас %2: участь.</numerusform>
            <numerusform>%1 або сильніше — участь при %n гравцях; у вас %2: участь.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 or better goes in with %n players; you hold %2: out.</source>
        <translation>
            <numerusform>%1 або сильніше — участь при %n гравці; у вас %2: відмова.</numerusform>
            <numerusform>%1 або сильніше — участь при %n гравцях; у вас %2: відмова.</numerusform>
            <numerusform>%1 або сильніше — участь при %n гравцях; у вас %2: відмова.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>self.panel</name>
    <message>
        <source>Thinking…</source>
        <translation>Думаю…</translation>
    </message>
</context>
</TS>
