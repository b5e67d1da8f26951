<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>Announcer</name>
    <message>
        <source>Spades</source>
        <translation>Пики</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Червы</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Бубны</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Трефы</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Передайте экран: %1.</translation>
    </message>
    <message>
        <source>%1: bid placed.</source>
        <translation>%1: ставка сделана.</translation>
    </message>
    <message>
        <source>%1 bid the %2, %3 bid the %4.</source>
        <translation>Ставки: %1 — %2, %3 — %4.</translation>
    </message>
    <message>
        <source>A tie.</source>
        <translation>Ничья.</translation>
    </message>
    <message>
        <source>%1 won the pot: %2.</source>
        <translation>Выигрыш: %1 — %2.</translation>
    </message>
    <message>
        <source>The pot of %1 carries over.</source>
        <translation>Призы в игре (%1) переносятся.</translation>
    </message>
    <message>
        <source>The pot of %1 is discarded.</source>
        <translation>Призы в игре (%1) убираются.</translation>
    </message>
    <message>
        <source>Prize: the %1; pot %2.</source>
        <translation>Приз: %1; призы в игре: %2.</translation>
    </message>
    <message>
        <source>Game %1 begins.</source>
        <translation>Игра %1 начинается.</translation>
    </message>
    <message>
        <source>Game %1 over: %2.</source>
        <translation>Игра %1 окончена: %2.</translation>
    </message>
    <message>
        <source>The match is over: %1.</source>
        <translation>Матч окончен: %1.</translation>
    </message>
    <message>
        <source>%1: decided.</source>
        <translation>%1: решение принято.</translation>
    </message>
    <message>
        <source>Hand %1, dealt by %2.</source>
        <translation>Раздача %1, сдатчик: %2.</translation>
    </message>
    <message>
        <source>Everyone antes %1; pot %2.</source>
        <translation>Все ставят анте %1; банк %2.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>In: %1. Out: %2.</source>
        <translation>В игре: %1. Пас: %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>where-am-I keys: the scores, what is on the table, your cards, the last events again. They belong to the window (shortcuts), answering wherever the keys rest at the table how long a reader takes per character (about 170 words a minute) and at least per sentence a sentence was said (text, urgent) the seat whose private cards may be spoken at this moment (the visibility policy&apos;s person at the screen): every remembered sentence is kept for that listener only how long the keys must stay on the table before a sentence is said through it widgets holding a routed sentence as their description -&gt; their own description meanwhile</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Showdown. %1. Best hand: %2.</source>
        <translation>Вскрытие. %1. Лучшая рука: %2.</translation>
    </message>
    <message>
        <source>%1 took %2 from the pot.</source>
        <translation>%1: из банка %2.</translation>
    </message>
    <message>
        <source>%1 paid %2.</source>
        <translation>%1: уплачено %2.</translation>
    </message>
    <message>
        <source>Pot %1, reserve %2.</source>
        <translation>Банк %1, резерв %2.</translation>
    </message>
    <message>
        <source>Cycle %1 over. Balances: %2.</source>
        <translation>Цикл %1 окончен. Балансы: %2.</translation>
    </message>
    <message>
        <source>The session is over. Balances: %1.</source>
        <translation>Сессия окончена. Балансы: %1.</translation>
    </message>
    <message>
        <source>go</source>
        <translation>иду</translation>
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
        <translation>Первый ход: %1.</translation>
    </message>
    <message>
        <source>%1 played the %2.</source>
        <translation>Ход: %1 — %2.</translation>
    </message>
    <message>
        <source>%1 took the trick: %2.</source>
        <translation>Взятка — %1: %2.</translation>
    </message>
    <message>
        <source>Partie %1, dealt by %2.</source>
        <translation>Партия %1, сдатчик: %2.</translation>
    </message>
    <message>
        <source>Cards drawn</source>
        <translation>Карты добраны</translation>
    </message>
    <message>
        <source>%1: points %2, needed %3, banks %4</source>
        <translation>%1: очков %2, нужно %3, банки: %4</translation>
    </message>
    <message>
        <source>Pot: %1, %2. Prize pile: %3.</source>
        <translation>Призы в игре: %1, %2. Призовая стопка: %3.</translation>
    </message>
    <message>
        <source>Trick: %1. Stock: %2. %3.</source>
        <translation>Взятка: %1. В колоде: %2. %3.</translation>
    </message>
    <message>
        <source>No combinations.</source>
        <translation>Комбинаций нет.</translation>
    </message>
    <message>
        <source>Combinations: %1.</source>
        <translation>Комбинации: %1.</translation>
    </message>
    <message>
        <source>The partie is over: %1.</source>
        <translation>Партия окончена: %1.</translation>
    </message>
    <message>
        <source>The game is over. Winners: %1. Banks: %2.</source>
        <translation>Игра окончена. Победители: %1. Банки: %2.</translation>
    </message>
    <message>
        <source>Your bid for the %1, pot %2.</source>
        <translation>Ваша ставка. Приз: %1; призы в игре: %2.</translation>
    </message>
    <message>
        <source>Your call, in or out: you hold %1; pot %2.</source>
        <translation>Ваше решение, «в игре» или «пас»: у вас %1; банк %2.</translation>
    </message>
    <message>
        <source>Your bet: go, target %1, or pass, target %2.</source>
        <translation>Ваша ставка: иду (норма %1) или пас (норма %2).</translation>
    </message>
    <message>
        <source>Your lead.</source>
        <translation>Ваш заход.</translation>
    </message>
    <message>
        <source>Your turn. On the table: %1. You may play: %2.</source>
        <translation>Ваш ход. На столе: %1. Можно сыграть: %2.</translation>
    </message>
    <message>
        <source>Scores this game: %1.</source>
        <translation>Очки в этой игре: %1.</translation>
    </message>
    <message>
        <source>Match: %1.</source>
        <translation>Матч: %1.</translation>
    </message>
    <message>
        <source>Balances: %1.</source>
        <translation>Балансы: %1.</translation>
    </message>
    <message>
        <source>Banks: %1. Points this partie: %2.</source>
        <translation>Банки: %1. Очки в партии: %2.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>Hand %1, dealt by %2. Pot %3, reserve %4.</source>
        <translation>Раздача %1, сдатчик: %2. Банк %3, резерв %4.</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>карт нет</translation>
    </message>
    <message>
        <source>No cards of yours are shown now.</source>
        <translation>Ваши карты сейчас не показаны.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>У вас нет карт.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Ваши карты: %1.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Ваши карты</translation>
    </message>
</context>
<context>
    <name>AnnouncerCount</name>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln очко</numerusform>
            <numerusform>%Ln очка</numerusform>
            <numerusform>%Ln очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards</source>
        <translation>
            <numerusform>%Ln карта</numerusform>
            <numerusform>%Ln карты</numerusform>
            <numerusform>%Ln карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards each</source>
        <translation>
            <numerusform>По %Ln карте каждому</numerusform>
            <numerusform>По %Ln карты каждому</numerusform>
            <numerusform>По %Ln карт каждому</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards left in the stock</source>
        <translation>
            <numerusform>в колоде осталась %Ln карта</numerusform>
            <numerusform>в колоде остались %Ln карты</numerusform>
            <numerusform>в колоде осталось %Ln карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>two</source>
        <translation>двойка</translation>
    </message>
    <message>
        <source>three</source>
        <translation>тройка</translation>
    </message>
    <message>
        <source>four</source>
        <translation>четвёрка</translation>
    </message>
    <message>
        <source>five</source>
        <translation>пятёрка</translation>
    </message>
    <message>
        <source>six</source>
        <translation>шестёрка</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>девятка</translation>
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
        <translation>пик</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубен</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>закрытая карта</translation>
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
        <translation>Гатс</translation>
    </message>
    <message>
        <source>Zhopa</source>
        <translation>Жопа</translation>
    </message>
    <message>
        <source>Two players bid secretly with a suit of cards for the diamonds turned one by one. The higher bid takes the prize; every bid is spent. Most prize points wins.</source>
        <translation>Два игрока тайно делают ставки картами одной масти за бубны, которые открывают по одной. Старшая ставка забирает приз; каждая ставка расходуется. Побеждает тот, у кого больше очков за призы.</translation>
    </message>
    <message>
        <source>2–10 players get two cards each and all declare in or out at the same moment. The best hand that is in takes the pot; every other player who was in matches it.</source>
        <translation>2–10 игроков получают по две карты, и все одновременно объявляют «в игре» или «пас». Лучшая рука среди вошедших в игру забирает банк; все остальные вошедшие уравнивают его.</translation>
    </message>
    <message>
        <source>A Russian trick-taking game for 2–4 with a 36-card deck, its own beating rules, trumps per player, go/pass bets and banks. Shed all your banks to win.</source>
        <translation>Русская игра на взятки для 2–4 игроков: колода из 36 карт, свои правила перебивания, у каждого свой козырь, ставки «иду» и «пас» и банки. Избавьтесь от всех своих банок, чтобы победить.</translation>
    </message>
    <message>
        <source>Tie rule</source>
        <translation>Правило ничьей</translation>
    </message>
    <message>
        <source>Carry: a tied pot goes to the next winner</source>
        <translation>Перенос: при ничьей призы достаются следующему победителю</translation>
    </message>
    <message>
        <source>Discard: a tied pot is removed</source>
        <translation>Сброс: при ничьей призы убираются</translation>
    </message>
    <message>
        <source>Cards per hand</source>
        <translation>Карт в руке</translation>
    </message>
    <message>
        <source>Games in a match</source>
        <translation>Игр в матче</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <source>Pot cap</source>
        <translation>Предел банка</translation>
    </message>
    <message>
        <source>Cycles in a session</source>
        <translation>Циклов в сессии</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Козыри</translation>
    </message>
    <message>
        <source>Each player has own trump suit</source>
        <translation>У каждого игрока своя козырная масть</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Без козырей</translation>
    </message>
    <message>
        <source>One trump suit for all</source>
        <translation>Одна козырная масть для всех</translation>
    </message>
    <message>
        <source>Two trump suits for all</source>
        <translation>Две козырные масти для всех</translation>
    </message>
    <message>
        <source>Senior (spades) and junior (diamonds) trumps</source>
        <translation>Старшие (пики) и младшие (бубны) козыри</translation>
    </message>
    <message>
        <source>Trump suits</source>
        <translation>Козырные масти</translation>
    </message>
    <message>
        <source>random, or suit letters such as S H D</source>
        <translation>random или буквы мастей, например S H D</translation>
    </message>
    <message>
        <source>A card that can take the lead must be played</source>
        <translation>Обязательно перебивать, если можно</translation>
    </message>
    <message>
        <source>More cards</source>
        <translation>Добор карт</translation>
    </message>
    <message>
        <source>Redeal when all hands are empty</source>
        <translation>Новая сдача, когда у всех кончились карты</translation>
    </message>
    <message>
        <source>Draw one after each trick</source>
        <translation>Брать по одной после каждой взятки</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Нормы очков</translation>
    </message>
    <message>
        <source>The source&apos;s table</source>
        <translation>Таблица из источника</translation>
    </message>
    <message>
        <source>Balanced (simulated)</source>
        <translation>Сбалансированные (по моделированию)</translation>
    </message>
    <message>
        <source>Most parties in a game (0 = no limit)</source>
        <translation>Наибольшее число партий в игре (0 = без ограничения)</translation>
    </message>
    <message>
        <source>Points a player must score in a partie (one deal played out, from the bets to the last trick) after saying go or pass. The original rules&apos; table is hard for 4 players; the balanced one was found by simulating games.</source>
        <translation>Очки, которые игрок должен набрать за партию (одну сдачу, сыгранную до конца: от ставок до последней взятки), сказав «иду» или «пас». Таблица из правил-источника трудна для 4 игроков; сбалансированная найдена моделированием партий.</translation>
    </message>
    <message>
        <source>A partie is one deal played out, from the bets to the last trick. After this many parties the game ends even if nobody has lost; the fewest banks win.</source>
        <translation>Партия — одна сдача, сыгранная до конца: от ставок до последней взятки. После стольких партий игра заканчивается, даже если никто не проиграл; побеждает тот, у кого меньше всего банков.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>in</source>
        <translation>в игре</translation>
    </message>
    <message>
        <source>out</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>go</source>
        <translation>иду</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>Nothing to choose here: every card does as well (the pot is worth %1).</source>
        <translation>Здесь нечего выбирать: любая карта одинаково хороша (призы в игре стоят %1).</translation>
    </message>
    <message>
        <source>The pot is worth %1: bid your %2.</source>
        <translation>Призы в игре стоят %1: ставьте %2.</translation>
    </message>
    <message>
        <source>The pot is worth %1: bid high (up to %2) or throw your lowest (%3).</source>
        <translation>Призы в игре стоят %1: ставьте высоко (до %2) или сбросьте самую младшую (%3).</translation>
    </message>
    <message>
        <source>The pot is worth %1: mix your cards from %2 to %3 so that your opponent cannot guess.</source>
        <translation>Призы в игре стоят %1: чередуйте карты от %2 до %3, чтобы соперник не угадал.</translation>
    </message>
    <message>
        <source>Play %1: about %2 partie points expected.</source>
        <translation>Играйте %1: ожидаемые очки за партию — около %2.</translation>
    </message>
    <message>
        <source>Only %1 can be played.</source>
        <translation>Сыграть можно только %1.</translation>
    </message>
    <message>
        <source>Go: the chance of reaching the go target is about %1, the pass target %2.</source>
        <translation>Иду: шанс набрать норму «иду» — около %1, норму «пас» — %2.</translation>
    </message>
    <message>
        <source>Pass: the chance of reaching the go target is about %1, the pass target %2.</source>
        <translation>Пас: шанс набрать норму «иду» — около %1, норму «пас» — %2.</translation>
    </message>
    <message>
        <source>Expected margin at the end of this game: %1 points</source>
        <translation>Ожидаемая разница в конце этой игры: %1 очк.</translation>
    </message>
    <message>
        <source>(approximate)</source>
        <translation>(приблизительно)</translation>
    </message>
    <message>
        <source>points</source>
        <translation>очки</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>фишки</translation>
    </message>
    <message>
        <source>banks</source>
        <translation>банки</translation>
    </message>
    <message>
        <source>Game %1, round %2</source>
        <translation>Игра %1, раунд %2</translation>
    </message>
    <message>
        <source>Cycle %1, hand %2</source>
        <translation>Цикл %1, раздача %2</translation>
    </message>
    <message>
        <source>Partie %1, bet</source>
        <translation>Партия %1, ставка</translation>
    </message>
    <message>
        <source>Partie %1, trick %2</source>
        <translation>Партия %1, взятка %2</translation>
    </message>
    <message>
        <source>Undo is only for games against the computer.</source>
        <translation>Отмена хода — только в играх против компьютера.</translation>
    </message>
    <message>
        <source>Nobody at this table can take a move back.</source>
        <translation>За этим столом некому отменять ход.</translation>
    </message>
    <message>
        <source>The game is over: its result is recorded.</source>
        <translation>Игра окончена: её результат записан.</translation>
    </message>
    <message>
        <source>You have not moved yet.</source>
        <translation>Вы ещё не ходили.</translation>
    </message>
    <message>
        <source>The hand has been shown down: taking it back would use the cards you saw.</source>
        <translation>Карты уже вскрыты: отменить ход значит воспользоваться тем, что вы увидели.</translation>
    </message>
    <message>
        <source>New cards have been dealt since: taking the move back would use them.</source>
        <translation>С тех пор розданы новые карты: отменить ход значит воспользоваться ими.</translation>
    </message>
    <message>
        <source>The partie is over: its score is settled.</source>
        <translation>Партия окончена: её счёт подведён.</translation>
    </message>
    <message>
        <source>Another program is using the saves: try again in a moment.</source>
        <translation>Сохранениями сейчас пользуется другая программа: попробуйте ещё раз чуть позже.</translation>
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
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Ask the coach about this decision</source>
        <translation>Спросить тренера об этом решении</translation>
    </message>
    <message>
        <source>A game in which you ask for a hint counts apart in the statistics.</source>
        <translation>Игра, в которой вы просили подсказку, учитывается в статистике отдельно.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Думаю…</translation>
    </message>
    <message>
        <source>No decision to make now.</source>
        <translation>Сейчас решать нечего.</translation>
    </message>
    <message>
        <source>Going in rather than out: %1 tokens on average</source>
        <translation>Войти, а не спасовать: в среднем %1 фишки</translation>
    </message>
    <message>
        <source>Chance of reaching the %1 target (%2 points): %3</source>
        <translation>Шанс набрать норму «%1» (%2 очк.): %3</translation>
    </message>
    <message>
        <source>Bars: estimated partie points at the end, per card.</source>
        <translation>Столбики: ожидаемые очки за партию для каждой карты.</translation>
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
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <source>&amp;Review my play…</source>
        <translation>&amp;Разбор моей игры…</translation>
    </message>
    <message>
        <source>Replay this &amp;game…</source>
        <translation>П&amp;овтор этой игры…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>По&amp;дсказка</translation>
    </message>
    <message>
        <source>&amp;Coach panel</source>
        <translation>Панель &amp;тренера</translation>
    </message>
    <message>
        <source>&amp;Review my last game…</source>
        <translation>&amp;Разбор моей последней игры…</translation>
    </message>
    <message>
        <source>&amp;Review last cycle…</source>
        <translation>&amp;Разбор последнего цикла…</translation>
    </message>
    <message>
        <source>&amp;Review my last partie…</source>
        <translation>&amp;Разбор моей последней партии…</translation>
    </message>
    <message>
        <source>&amp;Review the session…</source>
        <translation>&amp;Разбор сессии…</translation>
    </message>
    <message>
        <source>Review my play…</source>
        <translation>Разбор моей игры…</translation>
    </message>
    <message>
        <source>Replay this game…</source>
        <translation>Повтор этой игры…</translation>
    </message>
    <message>
        <source>This game counts apart in the statistics (With the coach or undo): a hint was asked for or a move taken back.</source>
        <translation>Эта игра учитывается в статистике отдельно («С тренером или отменой»): в ней просили подсказку или отменяли ход.</translation>
    </message>
    <message>
        <source>Start a game: the coach explains each of your decisions here.</source>
        <translation>Начните игру: здесь тренер объяснит каждое ваше решение.</translation>
    </message>
    <message>
        <source>Press H for a hint about your decision.</source>
        <translation>Нажмите H, чтобы получить подсказку к вашему решению.</translation>
    </message>
    <message>
        <source>The coach answers once the table shows your next decision.</source>
        <translation>Тренер ответит, когда на столе будет ваше следующее решение.</translation>
    </message>
    <message>
        <source>Hidden until the next player has the screen.</source>
        <translation>Скрыто, пока экран не перейдёт к следующему игроку.</translation>
    </message>
    <message>
        <source>The coach could not answer: %1</source>
        <translation>Тренер не смог ответить: %1</translation>
    </message>
    <message>
        <source>Close the summary first.</source>
        <translation>Сначала закройте итоги.</translation>
    </message>
    <message>
        <source>Move taken back: this game is now marked as assisted.</source>
        <translation>Ход отменён: эта игра теперь отмечена как сыгранная с помощью.</translation>
    </message>
    <message>
        <source>Hand the screen over first.</source>
        <translation>Сначала передайте экран.</translation>
    </message>
    <message>
        <source>The coach is reviewing your play…</source>
        <translation>Тренер разбирает вашу игру…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>The coach could not review this game: %1</source>
        <translation>Тренер не смог разобрать эту игру: %1</translation>
    </message>
    <message>
        <source>You have made no decision to review yet.</source>
        <translation>Вы ещё не приняли ни одного решения для разбора.</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубен</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>игрок %1</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 bets now.</source>
        <translation>Дождитесь своей очереди: сейчас ставку делает %1.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 plays now.</source>
        <translation>Дождитесь своей очереди: сейчас ходит %1.</translation>
    </message>
    <message>
        <source>You do not hold the %1: you played it in trick %2.</source>
        <translation>У вас нет карты %1: вы сыграли её во взятке %2.</translation>
    </message>
    <message>
        <source>You do not hold the %1: %2 played it in trick %3.</source>
        <translation>У вас нет карты %1: её сыграли во взятке %3 (%2).</translation>
    </message>
    <message>
        <source>Move %1 of the history is not legal: %2</source>
        <translation>Ход %1 в истории недопустим: %2</translation>
    </message>
    <message>
        <source>There is no seat %1 at this table.</source>
        <translation>За этим столом нет места %1.</translation>
    </message>
    <message>
        <source>Everybody decides at once now.</source>
        <translation>Сейчас все решают одновременно.</translation>
    </message>
    <message>
        <source>Give one action for each player who decides now.</source>
        <translation>Нужно одно действие от каждого игрока, который сейчас решает.</translation>
    </message>
    <message>
        <source>%1 is not a card.</source>
        <translation>%1 — не карта.</translation>
    </message>
    <message>
        <source>Unknown game %1.</source>
        <translation>Неизвестная игра %1.</translation>
    </message>
    <message>
        <source>This is not a saved game of %1.</source>
        <translation>Это не сохранённая игра «%1».</translation>
    </message>
    <message>
        <source>This saved game of %1 is damaged.</source>
        <translation>Сохранённая игра «%1» повреждена.</translation>
    </message>
    <message>
        <source>Move %1 of the history is malformed.</source>
        <translation>Ход %1 в истории записан неверно.</translation>
    </message>
    <message>
        <source>There is no player %1 in this game.</source>
        <translation>В этой игре нет игрока %1.</translation>
    </message>
    <message>
        <source>%1 is not a bid: bid a value from 1 to %2.</source>
        <translation>%1 — не ставка: ставьте значение от 1 до %2.</translation>
    </message>
    <message>
        <source>Declare in or out.</source>
        <translation>Объявите «в игре» или «пас».</translation>
    </message>
    <message>
        <source>You have already declared for this hand: declarations are sealed.</source>
        <translation>Вы уже объявили решение в этой раздаче: изменить решение нельзя.</translation>
    </message>
    <message>
        <source>Bets first: say go or pass before any card is played.</source>
        <translation>Сначала ставки: скажите «иду» или «пас», прежде чем играть карты.</translation>
    </message>
    <message>
        <source>The bets are made for this partie: play a card.</source>
        <translation>Ставки на эту партию сделаны: сыграйте карту.</translation>
    </message>
    <message>
        <source>There is no %1 in the Zhopa deck (it runs from 6 to ace).</source>
        <translation>В колоде для «Жопы» нет карты %1 (она идёт от шестёрки до туза).</translation>
    </message>
    <message>
        <source>You do not hold the %1.</source>
        <translation>У вас нет карты %1.</translation>
    </message>
    <message>
        <source>An off-suit 8 only when you hold no %1.</source>
        <translation>Восьмёрку другой масти можно сыграть, только если у вас нет %1.</translation>
    </message>
    <message>
        <source>You must beat the %1 if you can (you can with %2).</source>
        <translation>Нужно перебить %1, если есть чем (у вас есть: %2).</translation>
    </message>
    <message>
        <source>Follow %1: you cannot take the lead, so play one of your %1.</source>
        <translation>Ходите в масть %1: перебить вы не можете, поэтому сыграйте карту масти %1.</translation>
    </message>
    <message>
        <source>Follow %1, or take the lead.</source>
        <translation>Ходите в масть %1 или перебейте.</translation>
    </message>
    <message>
        <source>You have already bid this round; a sealed bid cannot be changed.</source>
        <translation>В этом раунде вы уже сделали ставку; закрытую ставку изменить нельзя.</translation>
    </message>
    <message>
        <source>That card was spent in round %1.</source>
        <translation>Эта карта уже использована в раунде %1.</translation>
    </message>
    <message>
        <source>The game is over: no more moves.</source>
        <translation>Игра окончена: ходов больше нет.</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Players and rules…</source>
        <translation>Игроки и правила…</translation>
    </message>
    <message>
        <source>Choose the players, the computer&apos;s level and the rules, then start</source>
        <translation>Выберите игроков, уровень компьютера и правила, затем начните</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Новая игра: %1</translation>
    </message>
    <message>
        <source>Continue %1</source>
        <translation>Продолжить: %1</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>Players and rules of %1</source>
        <translation>Игроки и правила: %1</translation>
    </message>
    <message>
        <source>Sample cards</source>
        <translation>Примеры карт</translation>
    </message>
</context>
<context>
    <name>GopsTable</name>
    <message>
        <source>Spent bids</source>
        <translation>Использованные ставки</translation>
    </message>
    <message>
        <source>Won prizes</source>
        <translation>Выигранные призы</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <source>Not your turn to bid</source>
        <translation>Сейчас не ваша ставка</translation>
    </message>
    <message>
        <source>You have bid this round; wait for the reveal</source>
        <translation>Вы уже сделали ставку в этом раунде; ждите вскрытия</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Поставить %1</translation>
    </message>
    <message>
        <source>bid placed</source>
        <translation>ставка сделана</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Ваша ставка</translation>
    </message>
    <message>
        <source>Bid placed</source>
        <translation>Ставка сделана</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Думает…</translation>
    </message>
    <message>
        <source>Choosing…</source>
        <translation>Выбор…</translation>
    </message>
    <message>
        <source> (match: %1)</source>
        <translation> (матч: %1)</translation>
    </message>
    <message>
        <source>Prize pile: %1</source>
        <translation>Призовая стопка: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %Ln points this game</source>
        <translation>
            <numerusform>%1 — %Ln очко в этой игре</numerusform>
            <numerusform>%1 — %Ln очка в этой игре</numerusform>
            <numerusform>%1 — %Ln очков в этой игре</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>prize pile, %Ln cards</source>
        <translation>
            <numerusform>призовая стопка, %Ln карта</numerusform>
            <numerusform>призовая стопка, %Ln карты</numerusform>
            <numerusform>призовая стопка, %Ln карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Призы в игре</translation>
    </message>
    <message numerus="yes">
        <source>Pot: %Ln points</source>
        <translation>
            <numerusform>Призы в игре: %Ln очко</numerusform>
            <numerusform>Призы в игре: %Ln очка</numerusform>
            <numerusform>Призы в игре: %Ln очков</numerusform>
        </translation>
    </message>
    <message>
        <source>ties carry the pot</source>
        <translation>при ничьей призы переносятся</translation>
    </message>
    <message>
        <source>ties discard the pot</source>
        <translation>при ничьей призы убираются</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Матч</translation>
    </message>
    <message>
        <source>The match is over: a draw, %1 to %2.</source>
        <translation>Матч окончен: ничья, %1 : %2.</translation>
    </message>
    <message>
        <source>The match is over — winner: %1, %2 to %3.</source>
        <translation>Матч окончен — победитель: %1, %2 : %3.</translation>
    </message>
    <message>
        <source>Choose your bid for the %1 — pot %2</source>
        <translation>Выберите ставку за %1 — призы в игре: %2</translation>
    </message>
    <message>
        <source>Waiting for a bid: %1</source>
        <translation>Ждём ставку: %1</translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation>Игра %1 из %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Раунд %1 из %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards</source>
        <translation>
            <numerusform>%Ln карта</numerusform>
            <numerusform>%Ln карты</numerusform>
            <numerusform>%Ln карт</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bid %2, %3 bid %4: a tie, nobody wins the pot (%5)</source>
        <translation>%1 — %2, %3 — %4: ничья, призы (%5) никто не берёт</translation>
    </message>
    <message>
        <source>%1 bid %2, %3 bid %4 → winner: %5, %6 (%7)</source>
        <translation>%1 — %2, %3 — %4 → выигрыш: %5, %6 (%7)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln очко</numerusform>
            <numerusform>%Ln очка</numerusform>
            <numerusform>%Ln очков</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1: a draw, %2 to %3</source>
        <translation>Игра %1: ничья, %2 : %3</translation>
    </message>
    <message>
        <source>Game %1 — winner: %2, %3 to %4</source>
        <translation>Игра %1 — победитель: %2, %3 : %4</translation>
    </message>
    <message>
        <source>Match so far: %1 %2, %3 %4</source>
        <translation>Счёт матча: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>Points by round</source>
        <translation>Очки по раундам</translation>
    </message>
    <message>
        <source>Match — winner: %1, %2 to %3</source>
        <translation>Матч — победитель: %1, %2 : %3</translation>
    </message>
    <message>
        <source>The match is shared, %1 to %2</source>
        <translation>Матч закончился вничью, %1 : %2</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3</source>
        <translation>Игра %1: %2 – %3</translation>
    </message>
    <message>
        <source>Totals by game</source>
        <translation>Итоги по играм</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Новый матч</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>Начальная страница</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Следующая игра</translation>
    </message>
</context>
<context>
    <name>GutsTable</name>
    <message>
        <source>In</source>
        <extracomment>the lines of a hand&apos;s account that say who showed what and who took the pot: the centre keeps them when it has no room for the rest (what each paid and the next pot are also on the seats and the pot&apos;s own label)</extracomment>
        <translation>В игре</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>In — stay in this hand</source>
        <translation>В игре — остаюсь в этой раздаче</translation>
    </message>
    <message>
        <source>Out — drop this hand</source>
        <translation>Пас — выхожу из этой раздачи</translation>
    </message>
    <message>
        <source>Declare in (I)</source>
        <translation>Объявить «в игре» (I)</translation>
    </message>
    <message>
        <source>Declare out (O)</source>
        <translation>Объявить «пас» (O)</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>Балансы</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <source>balance %1</source>
        <translation>баланс %1</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>сдатчик</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Банк %1</translation>
    </message>
    <message>
        <source>You are %1</source>
        <translation>Ваш выбор: %1</translation>
    </message>
    <message>
        <source>Press I or O</source>
        <translation>Нажмите I или O</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Баланс</translation>
    </message>
    <message>
        <source>in</source>
        <translation>в игре</translation>
    </message>
    <message>
        <source>out</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>Reserve %1</source>
        <translation>Резерв %1</translation>
    </message>
    <message>
        <source>cap %1</source>
        <translation>предел %1</translation>
    </message>
    <message>
        <source>Cycle %1 of %2</source>
        <translation>Цикл %1 из %2</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>раздача %1</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Вы: %1</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Решение принято</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Думает…</translation>
    </message>
    <message>
        <source>Deciding…</source>
        <translation>Решает…</translation>
    </message>
    <message>
        <source>last hand: out</source>
        <translation>прошлая раздача: пас</translation>
    </message>
    <message>
        <source>last hand: in, split %1</source>
        <translation>прошлая раздача: в игре, делёж %1</translation>
    </message>
    <message>
        <source>last hand: in, took %1</source>
        <translation>прошлая раздача: в игре, получено %1</translation>
    </message>
    <message>
        <source>last hand: in, paid %1</source>
        <translation>прошлая раздача: в игре, уплачено %1</translation>
    </message>
    <message>
        <source>Balances after each hand</source>
        <translation>Балансы после каждой раздачи</translation>
    </message>
    <message>
        <source>last hand: in</source>
        <translation>прошлая раздача: в игре</translation>
    </message>
    <message>
        <source>%1: in or out? — pot %2</source>
        <translation>%1: в игре или пас? — банк %2</translation>
    </message>
    <message>
        <source>Dealing hand %1…</source>
        <translation>Сдаётся раздача %1…</translation>
    </message>
    <message>
        <source>Waiting for: %1</source>
        <translation>Ждём: %1</translation>
    </message>
    <message>
        <source>The session is over — winner: %1 with %2</source>
        <translation>Сессия окончена — победитель: %1, %2</translation>
    </message>
    <message>
        <source>The session is over — shared: %1, with %2 each</source>
        <translation>Сессия окончена — победу делят: %1, по %2</translation>
    </message>
    <message>
        <source>— Hand %1 —</source>
        <translation>— Раздача %1 —</translation>
    </message>
    <message>
        <source>Enter: in</source>
        <translation>Enter: в игре</translation>
    </message>
    <message>
        <source>Enter: out</source>
        <translation>Enter: пас</translation>
    </message>
    <message>
        <source>Press I or O (Enter: in)</source>
        <translation>Нажмите I или O (Enter: в игре)</translation>
    </message>
    <message>
        <source>Press I or O (Enter: out)</source>
        <translation>Нажмите I или O (Enter: пас)</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <translation>Решение: %1</translation>
    </message>
    <message>
        <source>Nobody is in: the pot stays as it is; redeal</source>
        <translation>Никто не вошёл: банк остаётся как был; пересдача</translation>
    </message>
    <message>
        <source>Everybody is in</source>
        <translation>Все в игре</translation>
    </message>
    <message>
        <source>In: %1</source>
        <translation>В игре: %1</translation>
    </message>
    <message>
        <source>out: %1</source>
        <translation>пас: %1</translation>
    </message>
    <message>
        <source>Showdown: %1</source>
        <translation>Вскрытие: %1</translation>
    </message>
    <message>
        <source>Pot of %1 split: %2 each — %3</source>
        <translation>Банк %1 поделён: %3 получают по %2</translation>
    </message>
    <message>
        <source>Pot of %1 → %2, the only one in (cards not shown)</source>
        <translation>Банк %1 → %2 (больше никто не вошёл; карты не показаны)</translation>
    </message>
    <message>
        <source>Pot of %1 → %2</source>
        <translation>Банк %1 → %2</translation>
    </message>
    <message>
        <source>Pays %1: %2</source>
        <translation>Платит %1: %2</translation>
    </message>
    <message>
        <source>Pay %1 each: %2</source>
        <translation>Платят по %1: %2</translation>
    </message>
    <message>
        <source>Next pot: %1</source>
        <translation>Следующий банк: %1</translation>
    </message>
    <message>
        <source>Pot capped at %1; %2 go to the reserve (now %3)</source>
        <translation>Банк ограничен %1; %2 уходят в резерв (теперь %3)</translation>
    </message>
    <message>
        <source>The pot is refilled with %1 from the reserve (%2 left)</source>
        <translation>Банк пополнен на %1 из резерва (осталось %2)</translation>
    </message>
    <message>
        <source>New dealer: %1</source>
        <translation>Новый сдатчик: %1</translation>
    </message>
    <message>
        <source>Cycle %1 is over: the pot and the reserve are empty</source>
        <translation>Цикл %1 окончен: банк и резерв пусты</translation>
    </message>
    <message>
        <source>Cycle %1: everyone antes %2 — pot %3</source>
        <translation>Цикл %1: все платят анте %2 — банк %3</translation>
    </message>
    <message>
        <source>Hand %1, dealer: %2</source>
        <translation>Раздача %1, сдатчик: %2</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %Ln players</source>
        <translation>
            <numerusform>Ждём %Ln игрока</numerusform>
            <numerusform>Ждём %Ln игроков</numerusform>
            <numerusform>Ждём %Ln игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>Session — winner: %1 with %2</source>
        <translation>Сессия — победитель: %1, %2</translation>
    </message>
    <message>
        <source>Session shared: %1, with %2 each</source>
        <translation>Сессию делят: %1, по %2</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Новая сессия</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>Начальная страница</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Посмотреть на стол</translation>
    </message>
    <message>
        <source>Cycle %1 of %2 is over</source>
        <translation>Цикл %1 из %2 окончен</translation>
    </message>
    <message>
        <source>Next cycle</source>
        <translation>Следующий цикл</translation>
    </message>
    <message>
        <source>Leading: %1</source>
        <translation>Впереди: %1</translation>
    </message>
    <message>
        <source>Sharing the lead: %1</source>
        <translation>Впереди вместе: %1</translation>
    </message>
    <message>
        <source>Balances after each hand; they always sum to zero at the end of a cycle.</source>
        <translation>Балансы после каждой раздачи; в конце цикла их сумма всегда равна нулю.</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Everything private is hidden. Only the next player should look now.</source>
        <extracomment>a wait longer than this says what it waits for (a computer thinking)</extracomment>
        <translation>Всё личное скрыто. Теперь смотреть должен только следующий игрок.</translation>
    </message>
    <message>
        <source>I am ready</source>
        <translation>Я на месте</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Передайте экран: %1</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Я %1 — показать мои карты</translation>
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
        <translation>Везде</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>За столом</translation>
    </message>
    <message>
        <source>New game (asks before leaving a running one)</source>
        <translation>Новая игра (спросит, прежде чем бросить текущую)</translation>
    </message>
    <message>
        <source>New game with players and rules…</source>
        <translation>Новая игра с выбором игроков и правил…</translation>
    </message>
    <message>
        <source>Save the game as…</source>
        <translation>Сохранить игру как…</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Загрузить сохранённую игру</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>На начальную страницу</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Правила игры</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Во весь экран</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Hint: the coach&apos;s view of your decision, in the side panel</source>
        <translation>Подсказка: взгляд тренера на ваше решение, в боковой панели</translation>
    </message>
    <message>
        <source>Show or hide the coach panel</source>
        <translation>Показать или скрыть панель тренера</translation>
    </message>
    <message>
        <source>Take back your last move (against the computer only)</source>
        <translation>Отменить свой последний ход (только против компьютера)</translation>
    </message>
    <message>
        <source>Say the scores (balances, banks) aloud</source>
        <translation>Произнести счёт (балансы, банки)</translation>
    </message>
    <message>
        <source>Say what is on the table: prizes and pot, the trick, pot and reserve</source>
        <translation>Произнести, что на столе: призы в игре, взятка, банк и резерв</translation>
    </message>
    <message>
        <source>Say your cards, suit by suit</source>
        <translation>Произнести ваши карты по мастям</translation>
    </message>
    <message>
        <source>Say the last few events again</source>
        <translation>Повторить последние события</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>Left / Right, Home / End</source>
        <translation>Влево / Вправо, Home / End</translation>
    </message>
    <message>
        <source>One move back / forward, to the start / end</source>
        <translation>На ход назад / вперёд, в начало / в конец</translation>
    </message>
    <message>
        <source>Previous / next round, hand or trick</source>
        <translation>Предыдущий / следующий раунд, раздача или взятка</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Закрыть повтор</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>Влево / Вправо</translation>
    </message>
    <message>
        <source>Move among the cards you may play</source>
        <translation>Переход между картами, которыми можно ходить</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play the card or press the button that has the focus</source>
        <translation>Сыграть карту или нажать кнопку, на которой фокус</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Next / previous control of the table; always comes back to the hand</source>
        <translation>Следующий / предыдущий элемент стола; всегда возвращается к руке</translation>
    </message>
    <message>
        <source>Space, Esc, a click</source>
        <translation>Пробел, Esc, щелчок</translation>
    </message>
    <message>
        <source>Skip an animation (Space never makes a move)</source>
        <translation>Пропустить анимацию (пробел никогда не делает ход)</translation>
    </message>
    <message>
        <source>Continue after a result, a summary or a handover</source>
        <translation>Продолжить после результата, итогов или передачи экрана</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close a summary</source>
        <translation>Закрыть итоги</translation>
    </message>
    <message>
        <source>Gops</source>
        <translation>Гопс</translation>
    </message>
    <message>
        <source>Bid the card of that rank</source>
        <translation>Поставить карту этого достоинства</translation>
    </message>
    <message>
        <source>Guts</source>
        <translation>Гатс</translation>
    </message>
    <message>
        <source>Declare in</source>
        <translation>Объявить «в игре»</translation>
    </message>
    <message>
        <source>Declare out</source>
        <translation>Объявить «пас»</translation>
    </message>
    <message>
        <source>Zhopa</source>
        <translation>Жопа</translation>
    </message>
    <message>
        <source>Bet go</source>
        <translation>Ставка «иду»</translation>
    </message>
    <message>
        <source>Bet pass</source>
        <translation>Ставка «пас»</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Где</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Что делают</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Card games</source>
        <extracomment>room left for the window manager&apos;s title bar and borders (not known before the first show)</extracomment>
        <translation>Карточные игры</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Сохранения</translation>
    </message>
    <message>
        <source>Games will not be kept after you quit.</source>
        <translation>Игры не сохранятся после выхода.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>New game with &amp;players and rules…</source>
        <translation>Новая игра с выбором &amp;игроков и правил…</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Сохранить как…</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Загрузить…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>И&amp;мпорт…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>Ne&amp;w</source>
        <translation>Нова&amp;я</translation>
    </message>
    <message>
        <source>&amp;Back to the start page</source>
        <translation>Вернуться на на&amp;чальную страницу</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Полный экран</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Клавиши</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <source>The %1 table could not be loaded.</source>
        <translation>Не удалось загрузить стол игры «%1».</translation>
    </message>
    <message>
        <source>The program&apos;s files may have changed while it was running (for example, it was reinstalled or updated). Quit and start the app again; if this message comes back, reinstall it. Your games are kept.</source>
        <translation>Возможно, файлы программы изменились, пока она работала (например, её переустановили или обновили). Закройте программу и запустите её снова; если сообщение повторится, переустановите её. Ваши игры сохранены.</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>Не удаётся открыть «%1»</translation>
    </message>
    <message>
        <source>A game is waiting for you</source>
        <translation>Вас ждёт начатая игра</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Выберите игру</translation>
    </message>
    <message>
        <source>The %1 game in progress will be lost.</source>
        <translation>Текущая партия «%1» будет потеряна.</translation>
    </message>
    <message>
        <source>The %1 game waiting for you will be lost.</source>
        <translation>Партия «%1», которая вас ждёт, будет потеряна.</translation>
    </message>
    <message>
        <source>Discard the game?</source>
        <translation>Отказаться от игры?</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Отказаться</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Не удаётся начать игру</translation>
    </message>
    <message>
        <source>Cannot continue</source>
        <translation>Не удаётся продолжить</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>Нет игры, которую можно продолжить.</translation>
    </message>
    <message>
        <source>%1 — Card games</source>
        <translation>%1 — Карточные игры</translation>
    </message>
    <message numerus="yes">
        <source>%n moves of this game and its result could not be saved: %1. Quit anyway and lose them?</source>
        <translation>
            <numerusform>%n ход этой игры и её результат не удалось сохранить: %1. Всё равно выйти и потерять их?</numerusform>
            <numerusform>%n хода этой игры и её результат не удалось сохранить: %1. Всё равно выйти и потерять их?</numerusform>
            <numerusform>%n ходов этой игры и её результат не удалось сохранить: %1. Всё равно выйти и потерять их?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves of this game could not be saved: %1. Quit anyway and lose them?</source>
        <translation>
            <numerusform>%n ход этой игры не удалось сохранить: %1. Всё равно выйти и потерять его?</numerusform>
            <numerusform>%n хода этой игры не удалось сохранить: %1. Всё равно выйти и потерять их?</numerusform>
            <numerusform>%n ходов этой игры не удалось сохранить: %1. Всё равно выйти и потерять их?</numerusform>
        </translation>
    </message>
    <message>
        <source>The result of this game could not be saved: %1. Quit anyway and lose it?</source>
        <translation>Результат этой игры не удалось сохранить: %1. Всё равно выйти и потерять его?</translation>
    </message>
    <message>
        <source>the disk refused</source>
        <translation>диск отказал в записи</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Попробовать снова</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Выйти без сохранения</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Another program is using the saves: your move will show as soon as it is saved. The window still works meanwhile.</source>
        <translation>Сохранениями сейчас пользуется другая программа: ваш ход появится, как только он будет сохранён. Окно тем временем работает.</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Сохранить как</translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation>Имя сохранения:</translation>
    </message>
    <message>
        <source>Replace save?</source>
        <translation>Заменить сохранение?</translation>
    </message>
    <message>
        <source>A save named “%1” exists. Replace it?</source>
        <translation>Сохранение «%1» уже есть. Заменить его?</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Не сохранено</translation>
    </message>
    <message>
        <source>Saved as “%1”</source>
        <translation>Сохранено как «%1»</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Import a saved game</source>
        <translation>Импорт сохранённой игры</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Сохранённые игры (*.json)</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Импорт невозможен</translation>
    </message>
    <message>
        <source>Imported “%1”</source>
        <translation>Импортировано: «%1»</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Экспорт игры</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>Не экспортировано</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Экспортировано в %1</translation>
    </message>
    <message>
        <source>About Card games</source>
        <translation>О программе «Карточные игры»</translation>
    </message>
    <message>
        <source>cardgames-qt %1
Gops, Guts and Zhopa on one table.
Decks drawn by the project, free to share (CC0).</source>
        <translation>cardgames-qt %1
Гопс, Гатс и Жопа за одним столом.
Колоды нарисованы проектом, их можно свободно распространять (CC0).</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of %1</source>
        <translation>Новая игра: %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>This game is still being played: the replay shows only what %1 may see. Pass the screen to %1.</source>
        <translation>Эта игра ещё идёт: повтор показывает только то, что может видеть %1. Передайте экран: %1.</translation>
    </message>
    <message>
        <source>I am %1 — show the replay</source>
        <translation>Я %1 — показать повтор</translation>
    </message>
    <message>
        <source>View of</source>
        <translation>Глазами игрока</translation>
    </message>
    <message>
        <source>The table at this move</source>
        <translation>Стол на этом ходу</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>В начало (Home)</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <translation>Ход назад (←)</translation>
    </message>
    <message>
        <source>One move forward (→)</source>
        <translation>Ход вперёд (→)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>В конец (End)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>All cards open</source>
        <translation>Все карты открыты</translation>
    </message>
    <message>
        <source>Public cards only</source>
        <translation>Только открытые карты</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Previous round, hand or trick (Page Up)</source>
        <translation>Предыдущий раунд, раздача или взятка (Page Up)</translation>
    </message>
    <message>
        <source>Next round, hand or trick (Page Down)</source>
        <translation>Следующий раунд, раздача или взятка (Page Down)</translation>
    </message>
    <message>
        <source>View of:</source>
        <translation>Глазами игрока:</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <source>End of game %1</source>
        <translation>Конец игры %1</translation>
    </message>
    <message>
        <source>End of cycle %1</source>
        <translation>Конец цикла %1</translation>
    </message>
    <message>
        <source>End of partie %1</source>
        <translation>Конец партии %1</translation>
    </message>
    <message>
        <source>%1 — move %2 of %3</source>
        <translation>%1 — ход %2 из %3</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>Начало игры.</translation>
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
        <translation>Тренер: лучший ход — %1; потеря этого хода (%3): %2.</translation>
    </message>
    <message>
        <source>a sealed choice</source>
        <translation>закрытый выбор</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of your game</source>
        <translation>Разбор вашей игры</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Где</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Лучший ход</translation>
    </message>
    <message>
        <source>Lost (%1)</source>
        <translation>Потеряно (%1)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2: %1</translation>
    </message>
    <message>
        <source>One of your three costliest decisions</source>
        <translation>Одно из трёх самых дорогих ваших решений</translation>
    </message>
    <message>
        <source>Total lost: %1 %2</source>
        <translation>Всего потеряно (%2): %1</translation>
    </message>
    <message>
        <source>Exact: measured against the equilibrium.</source>
        <translation>Точно: по сравнению с равновесием.</translation>
    </message>
    <message>
        <source>Approximate: estimated by the computer&apos;s search or value model.</source>
        <translation>Приблизительно: оценка поиска компьютера или его модели ценности.</translation>
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
        <translation>Загрузить сохранённую игру</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Сохранено</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Сохранённые игры</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Загрузить</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Повтор…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>%1 — damaged, kept aside</source>
        <translation>%1 — повреждена, отложена</translation>
    </message>
    <message>
        <source>Unnamed game</source>
        <translation>Игра без названия</translation>
    </message>
    <message>
        <source>Its stored data is damaged: it cannot be opened. Export… saves what can still be read of it.</source>
        <translation>Её сохранённые данные повреждены: её нельзя открыть. «Экспорт…» сохранит то, что ещё можно прочитать.</translation>
    </message>
    <message>
        <source>There are no saved games yet. Use Game → Save as… during a game.</source>
        <translation>Сохранённых игр пока нет. Во время игры выберите Игра → Сохранить как…</translation>
    </message>
    <message>
        <source>A game kept aside cannot be opened: its stored data is damaged.</source>
        <translation>Отложенную игру нельзя открыть: её сохранённые данные повреждены.</translation>
    </message>
    <message>
        <source>Save the selected game as a file to share or keep</source>
        <translation>Сохранить выбранную игру в файл, чтобы поделиться ею или оставить себе</translation>
    </message>
    <message>
        <source>It cannot be exported either: %1</source>
        <translation>Экспортировать её тоже нельзя: %1</translation>
    </message>
    <message>
        <source>Export… saves it with all its moves (%1).</source>
        <translation>«Экспорт…» сохранит её со всеми ходами (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Export… saves it up to its first damaged move: %1 of its %Ln moves.</source>
        <translation>
            <numerusform>«Экспорт…» сохранит её до первого повреждённого хода: %1 из %Ln хода.</numerusform>
            <numerusform>«Экспорт…» сохранит её до первого повреждённого хода: %1 из %Ln ходов.</numerusform>
            <numerusform>«Экспорт…» сохранит её до первого повреждённого хода: %1 из %Ln ходов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported to %1: its first %2 of %Ln moves (those after them are damaged).</source>
        <translation>
            <numerusform>Экспортировано в %1: первые %2 из %Ln хода (следующие за ними повреждены).</numerusform>
            <numerusform>Экспортировано в %1: первые %2 из %Ln ходов (следующие за ними повреждены).</numerusform>
            <numerusform>Экспортировано в %1: первые %2 из %Ln ходов (следующие за ними повреждены).</numerusform>
        </translation>
    </message>
    <message>
        <source>This save cannot be replayed: %1</source>
        <translation>Эту запись нельзя воспроизвести: %1</translation>
    </message>
    <message>
        <source>Delete save?</source>
        <translation>Удалить сохранение?</translation>
    </message>
    <message>
        <source>Delete the save “%1”? This cannot be undone.</source>
        <translation>Удалить сохранение «%1»? Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Delete the damaged game “%1”? Export… can still save what is readable of it; this cannot be undone.</source>
        <translation>Удалить повреждённую игру «%1»? «Экспорт…» ещё может сохранить то, что в ней читается; удаление нельзя отменить.</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Экспорт игры</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Сохранённые игры (*.json)</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Экспортировано в %1</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Name of player %1</source>
        <extracomment>a QSpinBox holds a 32-bit int: the top of a field with no upper limit</extracomment>
        <translation>Имя игрока %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Player %1 is</source>
        <translation>Игрок %1 —</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Level of player %1</source>
        <translation>Уровень игрока %1</translation>
    </message>
    <message>
        <source>Cautious</source>
        <translation>Осторожный</translation>
    </message>
    <message>
        <source>Loose</source>
        <translation>Азартный</translation>
    </message>
    <message>
        <source>Style of player %1</source>
        <translation>Стиль игрока %1</translation>
    </message>
    <message>
        <source>Cautious: goes in only with a hand worth it. Loose: goes in more often, the table stays lively.</source>
        <translation>Осторожный: входит только с достойной рукой. Азартный: входит чаще, за столом живее.</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <source>Dealer</source>
        <translation>Сдатчик</translation>
    </message>
    <message>
        <source>showed</source>
        <translation>карты открыты</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Компьютер %1</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>That seat is played by the computer.</source>
        <extracomment>a commit that waits this long for another program&apos;s lock is said in the status line while the disk refuses a write, what is owed is written again this often (the status says so) a worker&apos;s commit gives up its wait after this long and tries again (so a closed table stops it) events applied (a list of engine.events values); views refresh from the observation a move was refused: the message says why, nothing changed the viewer changed (int seat, or None for &quot;nobody&apos;s private cards&quot;) pass-and-play: ask the person at the screen to hand over to this seat a computer seat is thinking (seat) / done a move&apos;s commit has waited SLOW_COMMIT_MS for a lock another program holds (True), or its wait is over (False): the window says so in its status line a write that was owed was tried again (the status line says whether it is still owed) the table&apos;s moment queue: while it holds, computers wait (the table calls schedule_computers again when its last moment is over) how long a screen reader is still talking (ms): a computer&apos;s move waits for it what shows a move wraps it in this (the table: its refreshes made once, at the end) set while a move waits for its commit (the worker stops when it is set)</extracomment>
        <translation>За это место играет компьютер.</translation>
    </message>
    <message>
        <source>Hand the screen over first.</source>
        <translation>Сначала передайте экран.</translation>
    </message>
    <message>
        <source>Wait: the last move is still being saved.</source>
        <translation>Подождите: предыдущий ход ещё сохраняется.</translation>
    </message>
    <message>
        <source>%1 (computer) proposed an illegal move.</source>
        <translation>%1 (компьютер): недопустимый ход.</translation>
    </message>
    <message>
        <source>%1 (computer) failed: %2</source>
        <translation>%1 (компьютер): сбой: %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>each game&apos;s page says what its changes reach (a game being played, one waiting, the next)</extracomment>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>General</source>
        <extracomment>games that wait under Continue: they keep their own rules and players</extracomment>
        <translation>Общие</translation>
    </message>
    <message>
        <source>These apply at once, also to a game on the table (the language after a restart).</source>
        <translation>Эти настройки действуют сразу, и в идущей игре (язык — после перезапуска).</translation>
    </message>
    <message>
        <source>Classic (two colours)</source>
        <translation>Классическая (два цвета)</translation>
    </message>
    <message>
        <source>Large index, four colours</source>
        <translation>Крупные индексы, четыре цвета</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Скорость анимации</translation>
    </message>
    <message>
        <source>Reduced motion (no animations)</source>
        <translation>Меньше движения (без анимации)</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>When a screen reader is on</source>
        <translation>Когда работает экранный диктор</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Всегда</translation>
    </message>
    <message>
        <source>Always, also for older screen readers (Orca 45 and before)</source>
        <translation>Всегда, и для старых экранных дикторов (Orca 45 и раньше)</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Никогда</translation>
    </message>
    <message>
        <source>Speak the game</source>
        <translation>Озвучивать игру</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Computer move delay</source>
        <translation>Задержка хода компьютера</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>Language (after restart)</source>
        <translation>Язык (после перезапуска)</translation>
    </message>
    <message>
        <source>A game of %1 is being played: its rules are fixed until it ends.</source>
        <translation>Идёт игра «%1»: её правила не меняются, пока она не закончится.</translation>
    </message>
    <message>
        <source>A game of %1 waits under Continue: it keeps the rules and players it was started with. Changes here apply to the next new game.</source>
        <translation>Игра «%1» ждёт под кнопкой «Продолжить»: у неё остаются правила и игроки, с которыми она начата. Изменения здесь касаются следующей новой игры.</translation>
    </message>
    <message>
        <source>Changes here apply to the next new game of %1.</source>
        <translation>Изменения здесь касаются следующей новой игры «%1».</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Custom (from the settings file)</source>
        <translation>Свои (из файла настроек)</translation>
    </message>
    <message>
        <source>The players of the next game; the game being played keeps its own.</source>
        <translation>Игроки следующей игры; текущая игра сохраняет своих.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Card games</source>
        <translation>Карточные игры</translation>
    </message>
    <message>
        <source>Play against the computer, or pass and play with friends on this screen.</source>
        <translation>Играйте против компьютера или с друзьями, передавая друг другу этот экран.</translation>
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
        <translation>Игры, сыгранные без подсказок тренера и без отмены ходов. Игра, в которой просили подсказку или отменяли ход, учитывается отдельно, на следующей вкладке.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <source>Games in which the coach was asked for a hint or a move was taken back. They count here, apart from your results; the coach panel merely being open does not count.</source>
        <translation>Игры, в которых просили подсказку тренера или отменяли ход. Они учитываются здесь, отдельно от ваших результатов; просто открытая панель тренера не в счёт.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Окончена</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Zhopa rating history</source>
        <translation>История рейтинга в «Жопе»</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Игрок:</translation>
    </message>
    <message>
        <source>Zhopa rating after each game</source>
        <translation>Рейтинг в «Жопе» после каждой игры</translation>
    </message>
    <message>
        <source>Zhopa rating</source>
        <translation>Рейтинг в «Жопе»</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <extracomment>the rating history is read when its tab is first shown (with many games it is the slow query)</extracomment>
        <translation>Сбросить статистику…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Оконченные игры</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Повтор…</translation>
    </message>
    <message>
        <source>This game cannot be replayed: %1</source>
        <translation>Эту игру нельзя воспроизвести: %1</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Average margin</source>
        <translation>Средний перевес</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Лучший</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Законченных игр пока нет.</translation>
    </message>
    <message>
        <source>No finished games with the coach or a move taken back.</source>
        <translation>Нет оконченных игр с тренером или с отменённым ходом.</translation>
    </message>
    <message>
        <source>With the coach or undo</source>
        <translation>С тренером или отменой</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>The rating runs from 0 % (every point of every partie lost) to 100 % (every one won); 50 % is even. It is worked out over all your finished games of Zhopa, played without the coach and without taking a move back, and drawn after each.</source>
        <translation>Рейтинг идёт от 0 % (проиграны все очки всех партий) до 100 % (выиграны все); 50 % — поровну. Он считается по всем вашим оконченным играм «Жопа», сыгранным без тренера и без отмены ходов, и рисуется после каждой.</translation>
    </message>
    <message>
        <source>%1 has no rating yet: it needs a finished game of Zhopa played without the coach and without taking a move back.</source>
        <translation>%1: рейтинга пока нет — нужна оконченная игра «Жопа», сыгранная без тренера и без отмены ходов.</translation>
    </message>
    <message>
        <source>No rating yet: it appears when a game of Zhopa is finished (every partie, until a player reaches 0 or 6 banks or the last partie ends), played without the coach and without taking a move back.</source>
        <translation>Рейтинга пока нет: он появится, когда закончится игра «Жопа» (все партии — пока у кого-то не станет 0 или 6 банок или не кончится последняя партия), сыгранная без тренера и без отмены ходов.</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Сбросить статистику?</translation>
    </message>
    <message>
        <source>Forget every recorded result? This cannot be undone.</source>
        <translation>Забыть все записанные результаты? Это нельзя отменить.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message numerus="yes">
        <source>The %2 beside the saves database were not ordinary files; they were moved to %1. Your games are intact.</source>
        <extracomment>lupdate reads the literal of each translate(&quot;Storage&quot;, ...) call below</extracomment>
        <translation>
            <numerusform>%2 рядом с базой данных сохранений — не обычный файл; он перемещён в %1. Ваши игры целы.</numerusform>
            <numerusform>%2 рядом с базой данных сохранений — не обычные файлы; они перемещены в %1. Ваши игры целы.</numerusform>
            <numerusform>%2 рядом с базой данных сохранений — не обычные файлы; они перемещены в %1. Ваши игры целы.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The saves database could not be used: %1. It was moved to %2 and a new one was started. %n games could be read from it and were exported there as save files.</source>
        <translation>
            <numerusform>Базу данных сохранений нельзя было использовать: %1. Она перемещена в %2, и начата новая. Из неё удалось прочитать %n игру; она экспортирована туда как файл сохранения.</numerusform>
            <numerusform>Базу данных сохранений нельзя было использовать: %1. Она перемещена в %2, и начата новая. Из неё удалось прочитать %n игры; они экспортированы туда как файлы сохранений.</numerusform>
            <numerusform>Базу данных сохранений нельзя было использовать: %1. Она перемещена в %2, и начата новая. Из неё удалось прочитать %n игр; они экспортированы туда как файлы сохранений.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved games or statistics of an earlier version could not be imported and were left as they were: %1</source>
        <translation>
            <numerusform>%n сохранение или статистику прежней версии не удалось импортировать; оно оставлено как есть: %1</numerusform>
            <numerusform>%n сохранения или статистики прежней версии не удалось импортировать; они оставлены как есть: %1</numerusform>
            <numerusform>%n сохранений или статистик прежней версии не удалось импортировать; они оставлены как есть: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data of %n stored games%1 is damaged in the saves database: they were kept aside; the other games are not affected.</source>
        <translation>
            <numerusform>Данные %n сохранённой игры%1 повреждены в базе данных сохранений: она отложена в сторону; остальные игры не затронуты.</numerusform>
            <numerusform>Данные %n сохранённых игр%1 повреждены в базе данных сохранений: они отложены в сторону; остальные игры не затронуты.</numerusform>
            <numerusform>Данные %n сохранённых игр%1 повреждены в базе данных сохранений: они отложены в сторону; остальные игры не затронуты.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more damaged games were kept aside.</source>
        <translation>
            <numerusform>Ещё %n повреждённая игра отложена в сторону.</numerusform>
            <numerusform>Ещё %n повреждённые игры отложены в сторону.</numerusform>
            <numerusform>Ещё %n повреждённых игр отложены в сторону.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The results of %n games are damaged in the saves database and were left out of these statistics.</source>
        <translation>
            <numerusform>Результаты %n игры повреждены в базе данных сохранений и не вошли в эту статистику.</numerusform>
            <numerusform>Результаты %n игр повреждены в базе данных сохранений и не вошли в эту статистику.</numerusform>
            <numerusform>Результаты %n игр повреждены в базе данных сохранений и не вошли в эту статистику.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n imported totals are damaged in the saves database and were left out of these statistics.</source>
        <translation>
            <numerusform>%n импортированный итог повреждён в базе данных сохранений и не вошёл в эту статистику.</numerusform>
            <numerusform>%n импортированных итога повреждены в базе данных сохранений и не вошли в эту статистику.</numerusform>
            <numerusform>%n импортированных итогов повреждены в базе данных сохранений и не вошли в эту статистику.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A name can have at most %n characters.</source>
        <translation>
            <numerusform>Имя может содержать не больше %n символа.</numerusform>
            <numerusform>Имя может содержать не больше %n символов.</numerusform>
            <numerusform>Имя может содержать не больше %n символов.</numerusform>
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
        <translation>нет настроек игры или они неверны</translation>
    </message>
    <message>
        <source>a seat is not described properly</source>
        <translation>место игрока описано неправильно</translation>
    </message>
    <message>
        <source>a seat has no proper name</source>
        <translation>у места игрока нет правильного имени</translation>
    </message>
    <message>
        <source>a seat&apos;s name is longer than the limit of 40 characters</source>
        <translation>имя одного из игроков длиннее допустимых 40 символов</translation>
    </message>
    <message>
        <source>a seat is neither human nor computer</source>
        <translation>место игрока не человек и не компьютер</translation>
    </message>
    <message>
        <source>a computer seat names no proper opponent</source>
        <translation>для компьютерного игрока не указан правильный соперник</translation>
    </message>
    <message>
        <source>its list of players is missing or wrong</source>
        <translation>нет списка игроков или он неверен</translation>
    </message>
    <message>
        <source>its deal number (seed) is missing or out of range</source>
        <translation>нет номера раздачи (seed) или он вне допустимых пределов</translation>
    </message>
    <message>
        <source>its list of moves is missing</source>
        <translation>нет списка ходов</translation>
    </message>
    <message>
        <source>a move in it is not written properly</source>
        <translation>один из ходов записан неправильно</translation>
    </message>
    <message>
        <source>its game settings or players are not readable</source>
        <translation>настройки игры или игроки не читаются</translation>
    </message>
    <message>
        <source>its game settings are impossible</source>
        <translation>настройки игры невозможны</translation>
    </message>
    <message>
        <source>its number of moves is not a number</source>
        <translation>число ходов — не число</translation>
    </message>
    <message>
        <source>its date is not a date</source>
        <translation>дата — не дата</translation>
    </message>
    <message>
        <source>its name is not text</source>
        <translation>название — не текст</translation>
    </message>
    <message>
        <source>its list of players is not readable</source>
        <translation>список игроков не читается</translation>
    </message>
    <message>
        <source>a stored move is not a move</source>
        <translation>сохранённый ход — не ход</translation>
    </message>
    <message>
        <source>a stored value is not readable</source>
        <translation>сохранённое значение не читается</translation>
    </message>
    <message>
        <source>moves are missing</source>
        <translation>не хватает ходов</translation>
    </message>
    <message>
        <source>the moves do not match the rules</source>
        <translation>ходы не соответствуют правилам</translation>
    </message>
    <message>
        <source>it is not text: the file is damaged or is not one of ours</source>
        <translation>это не текст: файл повреждён или не наш</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>файл пуст</translation>
    </message>
    <message>
        <source>it is damaged (nested too deeply)</source>
        <translation>файл повреждён (слишком глубокая вложенность)</translation>
    </message>
    <message>
        <source>it is damaged or cut short (not valid JSON)</source>
        <translation>файл повреждён или обрезан (неверный JSON)</translation>
    </message>
    <message>
        <source>name</source>
        <translation>название</translation>
    </message>
    <message>
        <source>note</source>
        <translation>заметка</translation>
    </message>
    <message>
        <source>game identifier</source>
        <translation>идентификатор игры</translation>
    </message>
    <message>
        <source>date of saving</source>
        <translation>дата сохранения</translation>
    </message>
    <message>
        <source>app version</source>
        <translation>версия приложения</translation>
    </message>
    <message>
        <source>its %1 is missing or wrong</source>
        <translation>поле «%1» отсутствует или неверно</translation>
    </message>
    <message>
        <source>its game settings are impossible (%1)</source>
        <translation>настройки игры невозможны (%1)</translation>
    </message>
    <message>
        <source>the folder is read-only or not writable</source>
        <translation>папка только для чтения или в неё нельзя писать</translation>
    </message>
    <message>
        <source>the folder is read-only</source>
        <translation>папка только для чтения</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>это не обычный файл</translation>
    </message>
    <message>
        <source>a folder is in the way of the file</source>
        <translation>на месте файла папка</translation>
    </message>
    <message>
        <source>a file is in the way of a folder</source>
        <translation>на месте папки файл</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <translation>диск не удалось прочитать или записать</translation>
    </message>
    <message>
        <source>the file&apos;s name or folder is too long</source>
        <translation>имя файла или папки слишком длинное</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>папки не существует</translation>
    </message>
    <message>
        <source>the system refused the write</source>
        <translation>система отказала в записи</translation>
    </message>
    <message>
        <source>the system refused</source>
        <translation>система отказала</translation>
    </message>
    <message>
        <source>another program is using the saves; try again</source>
        <translation>сохранения заняты другой программой; попробуйте ещё раз</translation>
    </message>
    <message>
        <source>it is a link to a file that does not exist</source>
        <translation>это ссылка на несуществующий файл</translation>
    </message>
    <message>
        <source>something that is not a file is in the place of the database</source>
        <translation>на месте базы данных находится что-то, что не является файлом</translation>
    </message>
    <message>
        <source>the file is damaged or is not a database</source>
        <translation>файл повреждён или не является базой данных</translation>
    </message>
    <message>
        <source>the file belongs to another program</source>
        <translation>файл принадлежит другой программе</translation>
    </message>
    <message>
        <source>its version number (%1) is not one the app ever wrote</source>
        <translation>номер его версии (%1) приложение никогда не записывало</translation>
    </message>
    <message>
        <source>it holds triggers or views that the app did not create</source>
        <translation>в нём есть триггеры или представления, которые приложение не создавало</translation>
    </message>
    <message>
        <source>its tables are not those of this version of the app</source>
        <translation>его таблицы не те, что у этой версии приложения</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>файл повреждён</translation>
    </message>
    <message>
        <source>the file cannot be used</source>
        <translation>файл нельзя использовать</translation>
    </message>
    <message>
        <source>The saves cannot be kept: %1.</source>
        <translation>Сохранения нельзя хранить: %1.</translation>
    </message>
    <message>
        <source>The saves were made by a newer version of the app (database version %1; this version knows up to %2). They were left untouched: update the app to use them.</source>
        <translation>Сохранения сделаны более новой версией приложения (версия базы данных %1; эта версия знает до %2). Они оставлены без изменений: обновите приложение, чтобы ими пользоваться.</translation>
    </message>
    <message>
        <source>The saves are busy in another window; try again.</source>
        <translation>Сохранения заняты в другом окне; попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>The saves database cannot be opened (%1). It was left as it was.</source>
        <translation>Базу данных сохранений нельзя открыть (%1). Она оставлена как есть.</translation>
    </message>
    <message>
        <source>The saves database could not be created.</source>
        <translation>Не удалось создать базу данных сохранений.</translation>
    </message>
    <message>
        <source>The saves database cannot be opened: %1. Nothing was changed.</source>
        <translation>Базу данных сохранений нельзя открыть: %1. Ничего не изменено.</translation>
    </message>
    <message>
        <source>The saves database cannot be opened: “%1” beside it is not an ordinary file and could not be moved aside (%2). Nothing was changed.</source>
        <translation>Базу данных сохранений нельзя открыть: «%1» рядом с ней — не обычный файл, и его не удалось убрать в сторону (%2). Ничего не изменено.</translation>
    </message>
    <message>
        <source>The saves database was replaced after its journal (-wal) was written, and the journal could not be moved aside (%1). Nothing was changed.</source>
        <translation>База данных сохранений была заменена после записи её журнала (-wal), и журнал не удалось убрать в сторону (%1). Ничего не изменено.</translation>
    </message>
    <message>
        <source>The saves database was replaced while the app was closed: the journal (-wal) left beside it belonged to the earlier file and was not applied to it. It was moved to %1; the database is used as it is.</source>
        <translation>База данных сохранений была заменена, пока приложение было закрыто: журнал (-wal) рядом с ней относился к прежнему файлу и не был к ней применён. Он перемещён в %1; база данных используется как есть.</translation>
    </message>
    <message>
        <source>The saves database cannot be used (%1) and could not be moved aside: %2. Nothing was changed.</source>
        <translation>Базу данных сохранений нельзя использовать (%1), и её не удалось убрать в сторону: %2. Ничего не изменено.</translation>
    </message>
    <message>
        <source>the saves database was changed by another program (it now holds something the app did not create); restart the app to set it aside</source>
        <translation>базу сохранений изменила другая программа (в ней теперь есть то, чего приложение не создавало); перезапустите приложение, чтобы отложить её в сторону</translation>
    </message>
    <message>
        <source>the saves database file is read-only</source>
        <translation>файл базы сохранений доступен только для чтения</translation>
    </message>
    <message>
        <source>The saves database file is read-only: its games can be opened and played, but nothing is written into it.</source>
        <translation>Файл базы сохранений доступен только для чтения: его игры можно открывать и продолжать, но в него ничего не записывается.</translation>
    </message>
    <message>
        <source>This game was discarded in another window: it is no longer saved here.</source>
        <translation>От этой игры отказались в другом окне: здесь она больше не сохраняется.</translation>
    </message>
    <message>
        <source>An index of the saves database was damaged; it was rebuilt from the games, which are intact. A copy of the file as it was is kept in %1.</source>
        <translation>Индекс базы сохранений был повреждён; он восстановлен по данным игр, которые не пострадали. Копия файла в прежнем виде сохранена в %1.</translation>
    </message>
    <message>
        <source>The saves database was replaced or moved by another program while the app runs: nothing more is saved into it. Use %1 to keep this game in a file, and restart the app to use the saves as they are now.</source>
        <translation>База сохранений была заменена или перемещена другой программой во время работы приложения: в неё больше ничего не сохраняется. Чтобы сохранить эту игру в файл, выберите %1; перезапустите приложение, чтобы работать с сохранениями в их нынешнем виде.</translation>
    </message>
    <message>
        <source>The saves database could not be used: %1. It was moved to %2 and a new one was started.</source>
        <translation>Базу данных сохранений нельзя было использовать: %1. Она перемещена в %2, и начата новая.</translation>
    </message>
    <message>
        <source>The saves of an earlier version could not be imported (%1); they were left as they were.</source>
        <translation>Сохранения прежней версии не удалось импортировать (%1); они оставлены как есть.</translation>
    </message>
    <message>
        <source>This game is open in another window. Close it there to continue it here.</source>
        <translation>Эта игра открыта в другом окне. Закройте её там, чтобы продолжить здесь.</translation>
    </message>
    <message>
        <source>This save was just replaced or deleted in another window; the list shows the saves as they are now.</source>
        <translation>Это сохранение только что заменено или удалено в другом окне; список показывает сохранения такими, какие они сейчас.</translation>
    </message>
    <message>
        <source>This game was continued in another window; the moves here are no longer saved.</source>
        <translation>Эту игру продолжили в другом окне; ходы здесь больше не сохраняются.</translation>
    </message>
    <message>
        <source>This game is no longer saved here: it was opened in another window.</source>
        <translation>Эта игра здесь больше не сохраняется: её открыли в другом окне.</translation>
    </message>
    <message>
        <source>This game cannot be opened: its stored data is damaged (%1). It has been kept aside.</source>
        <translation>Эту игру нельзя открыть: её сохранённые данные повреждены (%1). Она отложена в сторону.</translation>
    </message>
    <message>
        <source>The game “%1” was kept aside: its stored data is damaged (%2). The other games are not affected.</source>
        <translation>Игра «%1» отложена в сторону: её сохранённые данные повреждены (%2). Остальные игры не затронуты.</translation>
    </message>
    <message>
        <source>The game&apos;s resume point was damaged; it was rebuilt from its moves.</source>
        <translation>Точка продолжения игры была повреждена; она восстановлена по ходам.</translation>
    </message>
    <message>
        <source>The game&apos;s earlier moves could not be read (%1).</source>
        <translation>Не удалось прочитать прежние ходы игры (%1).</translation>
    </message>
    <message>
        <source>There is no saved game to continue.</source>
        <translation>Нет сохранённой игры, которую можно продолжить.</translation>
    </message>
    <message>
        <source>This game is no longer there.</source>
        <translation>Этой игры больше нет.</translation>
    </message>
    <message numerus="yes">
        <source>it lists %n players for a %1-player game</source>
        <translation>
            <numerusform>в нём указан %n игрок, а игра рассчитана на %1</numerusform>
            <numerusform>в нём указаны %n игрока, а игра рассчитана на %1</numerusform>
            <numerusform>в нём указано %n игроков, а игра рассчитана на %1</numerusform>
        </translation>
    </message>
    <message>
        <source>This game cannot be resumed: its moves are damaged (%1). It has been kept aside and can still be exported (%2).</source>
        <translation>Эту игру нельзя продолжить: её ходы повреждены (%1). Она отложена в сторону, и её ещё можно экспортировать (%2).</translation>
    </message>
    <message>
        <source>This game cannot be loaded: its moves are damaged (%1). It has been kept aside and can still be exported (%2).</source>
        <translation>Эту игру нельзя загрузить: её ходы повреждены (%1). Она отложена в сторону, и её ещё можно экспортировать (%2).</translation>
    </message>
    <message>
        <source>Nothing of this game can be read: its stored data is damaged (%1).</source>
        <translation>Из этой игры ничего нельзя прочитать: её сохранённые данные повреждены (%1).</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>игру</translation>
    </message>
    <message>
        <source>the move</source>
        <translation>ход</translation>
    </message>
    <message>
        <source>the result</source>
        <translation>результат</translation>
    </message>
    <message>
        <source>the take-back</source>
        <translation>отмену хода</translation>
    </message>
    <message>
        <source>Could not save %1: another program is using the saves; try again.</source>
        <translation>Не удалось сохранить %1: сохранения заняты другой программой; попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>Could not save %1: %2.</source>
        <translation>Не удалось сохранить %1: %2.</translation>
    </message>
    <message>
        <source>Please give the save a name with at least one letter or digit.</source>
        <translation>Дайте сохранению название хотя бы с одной буквой или цифрой.</translation>
    </message>
    <message>
        <source>A save called “%1” already exists.</source>
        <translation>Сохранение «%1» уже есть.</translation>
    </message>
    <message>
        <source>This save is no longer there.</source>
        <translation>Этого сохранения больше нет.</translation>
    </message>
    <message>
        <source>This save cannot be imported: it holds values the app cannot store.</source>
        <translation>Это сохранение нельзя импортировать: в нём есть значения, которые приложение не может хранить.</translation>
    </message>
    <message>
        <source>This save is damaged: %1.</source>
        <translation>Это сохранение повреждено: %1.</translation>
    </message>
    <message>
        <source>This file is not a cardgames-qt save.</source>
        <translation>Этот файл — не сохранение cardgames-qt.</translation>
    </message>
    <message>
        <source>This save has no valid format version.</source>
        <translation>У этого сохранения нет правильной версии формата.</translation>
    </message>
    <message>
        <source>This save was made by a newer version of the app (save format %1, this version reads up to %2). Update the app to open it.</source>
        <translation>Это сохранение сделано более новой версией приложения (формат %1, эта версия читает до %2). Обновите приложение, чтобы открыть его.</translation>
    </message>
    <message>
        <source>This is a save of %1, not of %2.</source>
        <translation>Это сохранение игры «%1», а не «%2».</translation>
    </message>
    <message>
        <source>This version of the app cannot play %1 yet.</source>
        <translation>Эта версия приложения пока не поддерживает игру «%1».</translation>
    </message>
    <message>
        <source>This save cannot be replayed: %1</source>
        <translation>Это сохранение нельзя воспроизвести: %1</translation>
    </message>
    <message>
        <source>This save cannot be replayed by the rules.</source>
        <translation>Это сохранение нельзя воспроизвести по правилам.</translation>
    </message>
    <message>
        <source>This save&apos;s moves cannot be replayed by this version of the game.</source>
        <translation>Ходы этого сохранения нельзя воспроизвести в этой версии игры.</translation>
    </message>
    <message>
        <source>This file is too large to be a save (%1 MiB; saves are under %2 MiB).</source>
        <translation>Этот файл слишком велик для сохранения (%1 МиБ; сохранения меньше %2 МиБ).</translation>
    </message>
    <message>
        <source>The save could not be read: %1.</source>
        <translation>Не удалось прочитать сохранение: %1.</translation>
    </message>
    <message>
        <source>This save cannot be opened: %1.</source>
        <translation>Это сохранение нельзя открыть: %1.</translation>
    </message>
    <message>
        <source>There is no file called “%1” any more.</source>
        <translation>Файла «%1» больше нет.</translation>
    </message>
    <message>
        <source>A file called “%1” already exists.</source>
        <translation>Файл «%1» уже есть.</translation>
    </message>
    <message>
        <source>“%1” is not an ordinary file; nothing was written.</source>
        <translation>«%1» — не обычный файл; ничего не записано.</translation>
    </message>
    <message>
        <source>The save was damaged and has been restored from its backup: the last move may be lost.</source>
        <translation>Сохранение было повреждено и восстановлено из резервной копии: последний ход мог потеряться.</translation>
    </message>
    <message>
        <source>A save needs a name.</source>
        <translation>У сохранения должно быть название.</translation>
    </message>
    <message>
        <source>Could not remove the autosave: %1.</source>
        <translation>Не удалось удалить автосохранение: %1.</translation>
    </message>
    <message>
        <source>Could not delete the save: %1.</source>
        <translation>Не удалось удалить сохранение: %1.</translation>
    </message>
    <message>
        <source>There is no save called “%1”.</source>
        <translation>Сохранения «%1» нет.</translation>
    </message>
    <message>
        <source>Could not save the game: %1. The previous save is unchanged.</source>
        <translation>Не удалось сохранить игру: %1. Прежнее сохранение не изменилось.</translation>
    </message>
    <message>
        <source>This save cannot be read.</source>
        <translation>Это сохранение нельзя прочитать.</translation>
    </message>
    <message>
        <source>Could not write the file: %1.</source>
        <translation>Не удалось записать файл: %1.</translation>
    </message>
    <message>
        <source>The statistics of %1 could not be read and were left out.</source>
        <translation>Статистику игрока %1 не удалось прочитать, и она пропущена.</translation>
    </message>
    <message>
        <source>The %1 statistics of %2 could not be read and were left out.</source>
        <translation>Статистику игрока %2 по игре «%1» не удалось прочитать, и она пропущена.</translation>
    </message>
    <message>
        <source>%1 It has been moved aside. Statistics start afresh.</source>
        <translation>%1 Он убран в сторону. Статистика начинается заново.</translation>
    </message>
    <message>
        <source>The statistics file was damaged and has been moved aside; the statistics were restored from the backup (the last game may be missing).</source>
        <translation>Файл статистики был повреждён и убран в сторону; статистика восстановлена из резервной копии (последней игры может не быть).</translation>
    </message>
    <message>
        <source>%1 The game was not recorded, so as not to overwrite it.</source>
        <translation>%1 Игра не записана, чтобы не затереть его.</translation>
    </message>
    <message>
        <source>Could not save the statistics: %1. The previous statistics are unchanged.</source>
        <translation>Не удалось сохранить статистику: %1. Прежняя статистика не изменилась.</translation>
    </message>
    <message>
        <source>The statistics file is far too large to be ours.</source>
        <translation>Файл статистики слишком велик, чтобы быть нашим.</translation>
    </message>
    <message>
        <source>The statistics file cannot be read: %1.</source>
        <translation>Файл статистики нельзя прочитать: %1.</translation>
    </message>
    <message>
        <source>The statistics file is not a cardgames-qt statistics file.</source>
        <translation>Файл статистики — не файл статистики cardgames-qt.</translation>
    </message>
    <message>
        <source>The statistics were not recorded: %1.</source>
        <translation>Статистика не записана: %1.</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1.</source>
        <translation>Не удалось сбросить статистику: %1.</translation>
    </message>
    <message>
        <source>The animation speed must be between %1× and %2×.</source>
        <translation>Скорость анимации должна быть от %1× до %2×.</translation>
    </message>
    <message>
        <source>The computer&apos;s move delay must be a whole number of milliseconds from %1 to %2.</source>
        <translation>Задержка хода компьютера должна быть целым числом миллисекунд от %1 до %2.</translation>
    </message>
    <message>
        <source>The deck must be one of: %1.</source>
        <translation>Колода должна быть одной из: %1.</translation>
    </message>
    <message>
        <source>Speak the game must be one of: %1.</source>
        <translation>«Озвучивать игру» должно быть одним из: %1.</translation>
    </message>
    <message>
        <source>The language must be one of: %1.</source>
        <translation>Язык должен быть одним из: %1.</translation>
    </message>
    <message>
        <source>Reduced motion must be on or off.</source>
        <translation>«Меньше движения» должно быть включено или выключено.</translation>
    </message>
    <message>
        <source>There is no such setting.</source>
        <translation>Такой настройки нет.</translation>
    </message>
    <message>
        <source>Each game needs a list of players.</source>
        <translation>Каждой игре нужен список игроков.</translation>
    </message>
    <message>
        <source>This %1 table has %2 players, not %3.</source>
        <translation>За столом «%1» должно быть игроков: %2, а не %3.</translation>
    </message>
    <message>
        <source>A player is described by a name and a kind.</source>
        <translation>Игрок описывается именем и видом.</translation>
    </message>
    <message>
        <source>A name is a line of text.</source>
        <translation>Имя — это строка текста.</translation>
    </message>
    <message>
        <source>Two players are both called “%1”.</source>
        <translation>Двух игроков зовут «%1».</translation>
    </message>
    <message>
        <source>A name cannot hold a broken character (it is not valid text).</source>
        <translation>В имени не может быть испорченного символа (это не правильный текст).</translation>
    </message>
    <message>
        <source>A name cannot hold control, direction or zero-width characters.</source>
        <translation>В имени не может быть управляющих символов, символов направления текста или символов нулевой ширины.</translation>
    </message>
    <message>
        <source>“%1” looks the same as another player&apos;s name, “%2”.</source>
        <translation>«%1» выглядит так же, как имя другого игрока, «%2».</translation>
    </message>
    <message>
        <source>This save cannot be imported. %1</source>
        <translation>Это сохранение нельзя импортировать. %1</translation>
    </message>
    <message>
        <source>A player is either a human or the computer.</source>
        <translation>Игрок — это человек или компьютер.</translation>
    </message>
    <message>
        <source>That computer opponent is not known.</source>
        <translation>Такой компьютерный соперник неизвестен.</translation>
    </message>
    <message>
        <source>%1 players: %2 The default players are used.</source>
        <translation>Игроки «%1»: %2 Используются игроки по умолчанию.</translation>
    </message>
    <message>
        <source>%1 The default is used.</source>
        <translation>%1 Используется значение по умолчанию.</translation>
    </message>
    <message>
        <source>%1: %2 The default is used.</source>
        <translation>%1: %2 Используется значение по умолчанию.</translation>
    </message>
    <message>
        <source>%1: this version has no setting called %2; left out.</source>
        <translation>%1: в этой версии нет настройки %2; она не используется.</translation>
    </message>
    <message>
        <source>The results written in this file could not be read; the results of its moves are used.</source>
        <translation>Результаты, записанные в этом файле, не удалось прочитать; используются результаты, следующие из его ходов.</translation>
    </message>
    <message>
        <source>The results written in this file do not match its moves; the results of its moves are used.</source>
        <translation>Результаты, записанные в этом файле, не совпадают с его ходами; используются результаты, следующие из ходов.</translation>
    </message>
    <message>
        <source>This version has no setting called %1; left out.</source>
        <translation>В этой версии нет настройки %1; она не используется.</translation>
    </message>
    <message>
        <source>%1, player %2: this version has no computer level called “%3”; the strongest computer plays in its place.</source>
        <translation>%1, игрок %2: в этой версии нет уровня компьютера «%3»; вместо него играет сильнейший компьютер.</translation>
    </message>
    <message>
        <source>The settings file as it was is kept as %1.</source>
        <translation>Файл настроек в прежнем виде сохранён как %1.</translation>
    </message>
    <message>
        <source>%1 It has been moved aside. The default settings are used.</source>
        <translation>%1 Он убран в сторону. Используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>%1 The default settings are used.</source>
        <translation>%1 Используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been moved aside; the previous settings were restored from the backup.</source>
        <translation>Файл настроек был повреждён и убран в сторону; прежние настройки восстановлены из резервной копии.</translation>
    </message>
    <message>
        <source>The settings file was damaged; the previous settings were restored from the backup.</source>
        <translation>Файл настроек был повреждён; прежние настройки восстановлены из резервной копии.</translation>
    </message>
    <message>
        <source>The settings file is left as it is, because %1. Changes to the settings apply until you quit and are not saved over it.</source>
        <comment>%1: why, e.g. “it could not be read”</comment>
        <translation>Файл настроек оставлен как есть, потому что %1. Изменения настроек действуют до выхода из приложения и не записываются поверх него.</translation>
    </message>
    <message>
        <source>Changes to the settings apply until you quit and are not saved: the settings file is left as it is, because %1.</source>
        <comment>%1: why, e.g. “it could not be read”</comment>
        <translation>Изменения настроек действуют до выхода из приложения и не сохраняются: файл настроек оставлен как есть, потому что %1.</translation>
    </message>
    <message>
        <source>it could not be copied aside: %1</source>
        <comment>said of the settings file, after “because”</comment>
        <translation>не удалось сохранить его копию: %1</translation>
    </message>
    <message>
        <source>it could not be moved aside: %1</source>
        <comment>said of the settings file, after “because”</comment>
        <translation>его не удалось убрать в сторону: %1</translation>
    </message>
    <message>
        <source>it could not be read</source>
        <comment>said of the settings file, after “because”</comment>
        <translation>его не удалось прочитать</translation>
    </message>
    <message>
        <source>Could not save the settings: %1. The previous settings are unchanged.</source>
        <translation>Не удалось сохранить настройки: %1. Прежние настройки не изменились.</translation>
    </message>
    <message>
        <source>The settings file is far too large to be ours.</source>
        <translation>Файл настроек слишком велик, чтобы быть нашим.</translation>
    </message>
    <message>
        <source>The settings file cannot be read: %1.</source>
        <translation>Файл настроек нельзя прочитать: %1.</translation>
    </message>
    <message>
        <source>The settings file is not a cardgames-qt settings file.</source>
        <translation>Файл настроек — не файл настроек cardgames-qt.</translation>
    </message>
</context>
<context>
    <name>TableBase</name>
    <message>
        <source>%1 table</source>
        <extracomment>the table asks the window for something (e.g. &quot;new_match&quot;) a replay&apos;s table: drawn, never played (no move, key, focus or moment)</extracomment>
        <translation>Стол: %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Scores and log</source>
        <extracomment>widgets the Continue button stands in for while it is up (their place is kept)</extracomment>
        <translation>Счёт и журнал</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>more lines for a summary (the coach: where this game&apos;s result is counted)</extracomment>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>The move you pressed early was not made: this part of the game is over.</source>
        <translation>Ход, нажатый заранее, не сделан: эта часть игры закончилась.</translation>
    </message>
    <message>
        <source>Kept: played as soon as it is your turn.</source>
        <translation>Запомнено: будет сыграно, как только придёт ваш ход.</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <extracomment>inside one pass of work that changes the table (a move, a moment&apos;s end, a handover) the refreshes asked for are made once, at its end: a move is one rebuild, not three</extracomment>
        <translation>Пока ничего не произошло.</translation>
    </message>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Передайте экран: %1</translation>
    </message>
    <message>
        <source>Press Continue when everyone has seen it</source>
        <translation>Нажмите «Продолжить», когда все увидят</translation>
    </message>
    <message>
        <source>Not saved yet: %1. The app tries again every few seconds.</source>
        <translation>Ещё не сохранено: %1. Приложение пробует снова каждые несколько секунд.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Автосохранение не удалось: %1</translation>
    </message>
</context>
<context>
    <name>ZhopaTable</name>
    <message>
        <source>Your hand</source>
        <translation>Ваши карты</translation>
    </message>
    <message>
        <source>Go (G)</source>
        <translation>Иду (G)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Пас (P)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>сдатчик</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>компьютер</translation>
    </message>
    <message>
        <source>Betting…</source>
        <translation>Ставки…</translation>
    </message>
    <message>
        <source>No bet yet</source>
        <translation>Ставки ещё нет</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Иду</translation>
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
        <translation>Очки: %1 из %2</translation>
    </message>
    <message>
        <source> (combination %1)</source>
        <translation> (комбинация %1)</translation>
    </message>
    <message>
        <source>Banks %1</source>
        <translation>Банки: %1</translation>
    </message>
    <message>
        <source>%1&apos;s card, face down</source>
        <translation>карта: %1, рубашкой вверх</translation>
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
        <translation>Комбинация %1</translation>
    </message>
    <message>
        <source>One moment: the table is still moving.</source>
        <translation>Минуту: карты на столе ещё движутся.</translation>
    </message>
    <message>
        <source>Trick %1 — main suit %2</source>
        <translation>Взятка %1 — основная масть %2</translation>
    </message>
    <message>
        <source>Partie %1 — bets</source>
        <translation>Партия %1 — ставки</translation>
    </message>
    <message>
        <source>Trick %1 — main suit %2 %3</source>
        <translation>Взятка %1 — основная масть %2 %3</translation>
    </message>
    <message>
        <source> (changed by an 8)</source>
        <translation> (изменена восьмёркой)</translation>
    </message>
    <message>
        <source>Trick held by: %1</source>
        <translation>Лидер взятки: %1</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>В колоде: %1</translation>
    </message>
    <message>
        <source>Partie %1</source>
        <translation>Партия %1</translation>
    </message>
    <message>
        <source>Partie %1 of at most %2</source>
        <translation>Партия %1 (всего не более %2)</translation>
    </message>
    <message>
        <source>Each player has their own trump suit</source>
        <translation>У каждого игрока своя козырная масть</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Без козырей</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пики</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>черви</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубны</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>трефы</translation>
    </message>
    <message>
        <source>led</source>
        <translation>основная</translation>
    </message>
    <message>
        <source>took the lead: main suit now %1</source>
        <translation>перебивает: основная масть теперь %1</translation>
    </message>
    <message>
        <source>took the lead (trump)</source>
        <translation>перебивает (козырем)</translation>
    </message>
    <message>
        <source>took the lead</source>
        <translation>перебивает</translation>
    </message>
    <message>
        <source>knock-out: back to the leader</source>
        <translation>выбивание: взятка возвращается заходившему</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>сброс</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Козырь %1</translation>
    </message>
    <message>
        <source> senior</source>
        <translation> старший</translation>
    </message>
    <message>
        <source> junior</source>
        <translation> младший</translation>
    </message>
    <message>
        <source>Trumps %1</source>
        <translation>Козыри: %1</translation>
    </message>
    <message>
        <source>Banks: %1 of %2</source>
        <translation>Банки: %1 из %2</translation>
    </message>
    <message>
        <source>Won pile: %1, %2</source>
        <translation>Взято: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards</source>
        <translation>
            <numerusform>%Ln карта</numerusform>
            <numerusform>%Ln карты</numerusform>
            <numerusform>%Ln карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln очко</numerusform>
            <numerusform>%Ln очка</numerusform>
            <numerusform>%Ln очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln cards in hand</source>
        <translation>
            <numerusform>%1: на руке %Ln карта</numerusform>
            <numerusform>%1: на руке %Ln карты</numerusform>
            <numerusform>%1: на руке %Ln карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick (%1): %Ln points</source>
        <translation>
            <numerusform>Взятка — %1: %Ln очко</numerusform>
            <numerusform>Взятка — %1: %Ln очка</numerusform>
            <numerusform>Взятка — %1: %Ln очков</numerusform>
        </translation>
    </message>
    <message>
        <source>Trick %1 — lead: %2</source>
        <translation>Взятка %1 — ход: %2</translation>
    </message>
    <message numerus="yes">
        <source>stock, %Ln cards</source>
        <translation>
            <numerusform>колода, %Ln карта</numerusform>
            <numerusform>колода, %Ln карты</numerusform>
            <numerusform>колода, %Ln карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump suit for all: %1</source>
        <translation>Козырь для всех: %1</translation>
    </message>
    <message>
        <source>Trump suits for all: %1</source>
        <translation>Козыри для всех: %1</translation>
    </message>
    <message>
        <source>Senior trumps ♠, junior trumps ♦</source>
        <translation>Старшие козыри ♠, младшие козыри ♦</translation>
    </message>
    <message>
        <source>Targets: go %1, pass %2</source>
        <translation>Нормы: иду %1, пас %2</translation>
    </message>
    <message>
        <source>Beating is optional</source>
        <translation>Перебивать не обязательно</translation>
    </message>
    <message>
        <source>New cards: a fresh deal when hands are empty</source>
        <translation>Добор: новая сдача, когда у всех кончились карты</translation>
    </message>
    <message>
        <source>New cards: one each after every trick</source>
        <translation>Добор: по одной после каждой взятки</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Козырь</translation>
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
        <translation>иду %1</translation>
    </message>
    <message>
        <source>pass %1</source>
        <translation>пас %1</translation>
    </message>
    <message>
        <source>Go needs %1 points and costs a bank if missed; pass needs %2 and costs nothing.</source>
        <translation>Для «иду» нужно %1 очк., при недоборе — плюс банка; для «пас» — %2, без риска.</translation>
    </message>
    <message>
        <source>Your combination already scores %1.</source>
        <translation>Ваша комбинация уже приносит %1.</translation>
    </message>
    <message>
        <source>Trick %1 (%2) — press Continue</source>
        <translation>Взятка %1 — %2; нажмите «Продолжить»</translation>
    </message>
    <message>
        <source>Now betting: %1</source>
        <translation>Сейчас ставка: %1</translation>
    </message>
    <message>
        <source>Now playing: %1</source>
        <translation>Сейчас ход: %1</translation>
    </message>
    <message numerus="yes">
        <source>New deal (dealer: %1): %Ln cards each</source>
        <translation>
            <numerusform>Новая сдача (сдатчик: %1): по %Ln карте каждому</numerusform>
            <numerusform>Новая сдача (сдатчик: %1): по %Ln карты каждому</numerusform>
            <numerusform>Новая сдача (сдатчик: %1): по %Ln карт каждому</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick %1 (%2): %Ln points</source>
        <translation>
            <numerusform>Взятка %1 — %2: %Ln очко</numerusform>
            <numerusform>Взятка %1 — %2: %Ln очка</numerusform>
            <numerusform>Взятка %1 — %2: %Ln очков</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): points %3, needed %4 — %5, banks left: %6</source>
        <translation>%1 (%2): очков %3, нужно %4 — %5, банков осталось: %6</translation>
    </message>
    <message>
        <source>Partie %1 is over</source>
        <translation>Партия %1 окончена</translation>
    </message>
    <message>
        <source>%1: banks %2; rating this game %3 %</source>
        <translation>%1: банки %2; рейтинг за игру %3 %</translation>
    </message>
    <message>
        <source>Press Space or click to collect the trick</source>
        <translation>Нажмите пробел или щёлкните, чтобы забрать взятку</translation>
    </message>
    <message>
        <source>Dealing (dealer: %1)…</source>
        <translation>Сдача (сдатчик: %1)…</translation>
    </message>
    <message>
        <source>Go or pass? Go needs %1 points, pass %2 (keys G / P)</source>
        <translation>Иду или пас? Для «иду» нужно %1 очк., для «пас» — %2 (клавиши G / P)</translation>
    </message>
    <message>
        <source>Your lead: play any card</source>
        <translation>Ваш заход: любая карта</translation>
    </message>
    <message>
        <source>Beat the %1 — you can, so you must</source>
        <translation>Перебейте %1 — можете, значит, обязаны</translation>
    </message>
    <message>
        <source>Beat the %1 or follow %2</source>
        <translation>Перебейте %1 или ходите в масть: %2</translation>
    </message>
    <message>
        <source>You cannot beat the %1: follow %2</source>
        <translation>Перебить %1 нечем: ходите в масть %2</translation>
    </message>
    <message>
        <source>You cannot beat the %1 and hold no %2: play any card</source>
        <translation>Перебить %1 нечем, карт масти «%2» нет: ходите любой картой</translation>
    </message>
    <message>
        <source>The game is over: a draw</source>
        <translation>Игра окончена: ничья</translation>
    </message>
    <message>
        <source>Game over — winner: %1</source>
        <translation>Игра окончена — победитель: %1</translation>
    </message>
    <message>
        <source>Game over — winners: %1</source>
        <translation>Игра окончена — победители: %1</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>Partie %1 — dealer: %2</source>
        <translation>Партия %1 — сдатчик: %2</translation>
    </message>
    <message>
        <source>%1: combination %2</source>
        <translation>%1: комбинация %2</translation>
    </message>
    <message>
        <source>No combinations this partie</source>
        <translation>В этой партии комбинаций нет</translation>
    </message>
    <message>
        <source>go</source>
        <translation>иду</translation>
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
        <translation>Первый ход: %1 (младшая бубна)</translation>
    </message>
    <message>
        <source>First lead: %1 (left of the dealer)</source>
        <translation>Первый ход: %1 (слева от сдатчика)</translation>
    </message>
    <message>
        <source>First lead: %1</source>
        <translation>Первый ход: %1</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>The %1 changes the main suit to %2</source>
        <translation>%1 меняет основную масть на %2</translation>
    </message>
    <message>
        <source>a bank shed</source>
        <translation>банка сброшена</translation>
    </message>
    <message>
        <source>a bank gained</source>
        <translation>банка добавлена</translation>
    </message>
    <message>
        <source>banks unchanged</source>
        <translation>банки без изменений</translation>
    </message>
    <message>
        <source>Banks over the parties:</source>
        <translation>Банки по партиям:</translation>
    </message>
    <message>
        <source>Next partie</source>
        <translation>Следующая партия</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>Начальная страница</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>%1 shed every bank.</source>
        <translation>Все банки сброшены: %1.</translation>
    </message>
    <message>
        <source>%1 collected six banks.</source>
        <translation>Шесть банок набрано: %1.</translation>
    </message>
    <message>
        <source>The partie limit is reached: the fewest banks win.</source>
        <translation>Достигнут предел партий: выигрывают те, у кого меньше всего банок.</translation>
    </message>
    <message>
        <source>Loser: %1.</source>
        <translation>Проигрыш: %1.</translation>
    </message>
    <message>
        <source>Losers: %1.</source>
        <translation>Проигрыш: %1.</translation>
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
            <numerusform>Продолжено после %Ln хода: журнал начинается отсюда.</numerusform>
            <numerusform>Продолжено после %Ln ходов: журнал начинается отсюда.</numerusform>
            <numerusform>Продолжено после %Ln ходов: журнал начинается отсюда.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message numerus="yes">
        <source>%1 or better goes in with %n players; you hold %2: in.</source>
        <translation>
            <numerusform>%1 или сильнее — «в игре» при %n игроке; у вас %2: в игре.</numerusform>
            <numerusform>%1 или сильнее — «в игре» при %n игроках; у вас %2: в игре.</numerusform>
            <numerusform>%1 или сильнее — «в игре» при %n игроках; у вас %2: в игре.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 or better goes in with %n players; you hold %2: out.</source>
        <translation>
            <numerusform>%1 или сильнее — «в игре» при %n игроке; у вас %2: пас.</numerusform>
            <numerusform>%1 или сильнее — «в игре» при %n игроках; у вас %2: пас.</numerusform>
            <numerusform>%1 или сильнее — «в игре» при %n игроках; у вас %2: пас.</numerusform>
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
