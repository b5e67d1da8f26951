<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa">
<context>
    <name>Card</name>
    <message>
        <source>two</source>
        <translation>دو</translation>
    </message>
    <message>
        <source>three</source>
        <translation>سه</translation>
    </message>
    <message>
        <source>four</source>
        <translation>چهار</translation>
    </message>
    <message>
        <source>five</source>
        <translation>پنج</translation>
    </message>
    <message>
        <source>six</source>
        <translation>شش</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>هفت</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>هشت</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>نه</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>ده</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>سرباز</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>بی‌بی</translation>
    </message>
    <message>
        <source>king</source>
        <translation>شاه</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>آس</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>پیک</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>دل</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>خشت</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>گشنیز</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>کارت رو به پایین</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>spades</source>
        <translation>پیک</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>دل</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>خشت</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>گشنیز</translation>
    </message>
    <message>
        <source>An off-suit 8 only when you hold no %1.</source>
        <translation>هشتِ خال دیگر را فقط وقتی می‌توانید بازی کنید که هیچ %1 نداشته باشید.</translation>
    </message>
    <message>
        <source>You must beat the %1 if you can (you can with %2).</source>
        <translation>اگر می‌توانید، باید %1 را بزنید (با %2 می‌توانید).</translation>
    </message>
    <message>
        <source>Follow %1: you cannot take the lead, so play one of your %1.</source>
        <translation>از خال %1 بازی کنید: نمی‌توانید پیش بیفتید، پس یکی از کارت‌های %1 خود را بازی کنید.</translation>
    </message>
    <message>
        <source>Follow %1, or take the lead.</source>
        <translation>از خال %1 بازی کنید یا پیش بیفتید.</translation>
    </message>
    <message>
        <source>You have already bid this round; a sealed bid cannot be changed.</source>
        <translation>در این دور پیشنهادتان را داده‌اید؛ پیشنهاد پنهان را نمی‌توان عوض کرد.</translation>
    </message>
    <message>
        <source>That card was spent in round %1.</source>
        <translation>آن کارت در دور %1 خرج شده است.</translation>
    </message>
    <message>
        <source>The game is over: no more moves.</source>
        <translation>بازی تمام شد: دیگر حرکتی نمانده است.</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>New game</source>
        <translation>بازی تازه</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>قوانین</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>بازی تازه‌ی %1</translation>
    </message>
    <message>
        <source>Continue %1</source>
        <translation>ادامه‌ی %1</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>قوانین %1</translation>
    </message>
    <message>
        <source>Sample cards</source>
        <translation>نمونه‌ی کارت‌ها</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Gops</source>
        <translation>گاپس</translation>
    </message>
    <message>
        <source>Guts</source>
        <translation>گاتس</translation>
    </message>
    <message>
        <source>Zhopa</source>
        <translation>ژوپا</translation>
    </message>
    <message>
        <source>Two players bid secretly with a suit of cards for the diamonds turned one by one. The higher bid takes the prize; every bid is spent. Most prize points wins.</source>
        <translation>دو بازیکن پنهانی با کارت‌های یک خال برای خشت‌هایی که یکی‌یکی رو می‌شوند پیشنهاد می‌دهند. پیشنهاد بالاتر جایزه را می‌برد و هر پیشنهاد خرج می‌شود. هر کس امتیاز جایزه‌ی بیشتری جمع کند برنده است.</translation>
    </message>
    <message>
        <source>2–10 players get two cards each and all declare in or out at the same moment. The best hand that is in takes the pot; every other player who was in matches it.</source>
        <translation>۲ تا ۱۰ بازیکن هر کدام دو کارت می‌گیرند و همه هم‌زمان اعلام می‌کنند «هستم» یا «نیستم». بهترین دست در میان کسانی که مانده‌اند پات را می‌برد؛ هر بازیکن دیگری که مانده بود هم‌اندازه‌ی پات می‌پردازد.</translation>
    </message>
    <message>
        <source>A Russian trick-taking game for 2–4 with a 36-card deck, its own beating rules, trumps per player, go/pass bets and banks. Shed all your banks to win.</source>
        <translation>یک بازی دست‌گیری روسی برای ۲ تا ۴ بازیکن با دسته‌ی ۳۶ کارتی، قاعده‌های زدنِ ویژه‌ی خودش، خال حکمِ جدا برای هر بازیکن، شرط «می‌روم» یا «پاس» و بانک‌ها. برای بردن، از همه‌ی بانک‌هایتان خلاص شوید.</translation>
    </message>
</context>
<context>
    <name>GopsTable</name>
    <message>
        <source>Spent bids</source>
        <translation>پیشنهادهای خرج‌شده</translation>
    </message>
    <message>
        <source>Won prizes</source>
        <translation>جایزه‌های برده‌شده</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>امتیازها</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>گزارش بازی</translation>
    </message>
    <message>
        <source>Not your turn to bid</source>
        <translation>نوبت پیشنهاد شما نیست</translation>
    </message>
    <message>
        <source>You have bid this round; wait for the reveal</source>
        <translation>در این دور پیشنهاد داده‌اید؛ منتظر رو شدن بمانید</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>پیشنهاد %1</translation>
    </message>
    <message>
        <source>bid placed</source>
        <translation>پیشنهاد داده شد</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>پیشنهاد شما</translation>
    </message>
    <message>
        <source>Bid placed</source>
        <translation>پیشنهاد داده شد</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>در حال فکر…</translation>
    </message>
    <message>
        <source>Choosing…</source>
        <translation>در حال انتخاب…</translation>
    </message>
    <message>
        <source>%1 — %2 points this game</source>
        <translation>%1 — %2 امتیاز در این بازی</translation>
    </message>
    <message>
        <source> (match: %1)</source>
        <translation> (مسابقه: %1)</translation>
    </message>
    <message numerus="yes">
        <source>prize pile, %n cards</source>
        <translation>
            <numerusform>دسته‌ی جایزه‌ها، %n کارت</numerusform>
        </translation>
    </message>
    <message>
        <source>Prize pile: %1</source>
        <translation>دسته‌ی جایزه‌ها: %1</translation>
    </message>
    <message>
        <source>Pot: %1 points</source>
        <translation>پات: %1 امتیاز</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>پات</translation>
    </message>
    <message>
        <source>Game %1 of %2 · Round %3 of %4</source>
        <translation>بازی %1 از %2 · دور %3 از %4</translation>
    </message>
    <message>
        <source>ties carry the pot</source>
        <translation>در تساوی پات منتقل می‌شود</translation>
    </message>
    <message>
        <source>ties discard the pot</source>
        <translation>در تساوی پات کنار گذاشته می‌شود</translation>
    </message>
    <message>
        <source>%1 cards · %2</source>
        <translation>%1 کارت · %2</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>مسابقه</translation>
    </message>
    <message>
        <source>The match is over: a draw, %1 to %2.</source>
        <translation>مسابقه تمام شد: مساوی، %1 به %2.</translation>
    </message>
    <message>
        <source>The match is over: won by %1, %2 to %3.</source>
        <translation>مسابقه تمام شد: برنده %1، %2 به %3.</translation>
    </message>
    <message>
        <source>Choose your bid for the %1 — pot %2</source>
        <translation>پیشنهادتان را برای %1 انتخاب کنید — پات %2</translation>
    </message>
    <message>
        <source>Waiting for %1 to bid</source>
        <translation>در انتظار پیشنهاد %1</translation>
    </message>
    <message>
        <source>%1 bid %2, %3 bid %4: tie over %5</source>
        <translation>%1 پیشنهاد %2، %3 پیشنهاد %4: تساوی بر سر %5</translation>
    </message>
    <message>
        <source>%1 bid %2, %3 bid %4 → won by %5: %6 (%7 points)</source>
        <translation>%1 پیشنهاد %2، %3 پیشنهاد %4 ← برنده %5: %6 (%7 امتیاز)</translation>
    </message>
    <message>
        <source>Game %1: a draw, %2 to %3</source>
        <translation>بازی %1: مساوی، %2 به %3</translation>
    </message>
    <message>
        <source>Game %1 won by %2, %3 to %4</source>
        <translation>بازی %1 را %2 برد، %3 به %4</translation>
    </message>
    <message>
        <source>Match so far: %1 %2, %3 %4</source>
        <translation>مسابقه تا این‌جا: %1 %2، %3 %4</translation>
    </message>
    <message>
        <source>Points by round</source>
        <translation>امتیاز در هر دور</translation>
    </message>
    <message>
        <source>Match won by %1, %2 to %3</source>
        <translation>برنده‌ی مسابقه %1، %2 به %3</translation>
    </message>
    <message>
        <source>The match is shared, %1 to %2</source>
        <translation>مسابقه مشترک شد، %1 به %2</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3</source>
        <translation>بازی %1: %2 – %3</translation>
    </message>
    <message>
        <source>Totals by game</source>
        <translation>جمع هر بازی</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>مسابقه‌ی تازه</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>صفحه‌ی آغاز</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>بازی بعدی</translation>
    </message>
</context>
<context>
    <name>GutsTable</name>
    <message>
        <source>In</source>
        <translation>هستم</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>نیستم</translation>
    </message>
    <message>
        <source>In — stay in this hand</source>
        <translation>هستم — در این دست می‌مانم</translation>
    </message>
    <message>
        <source>Out — drop this hand</source>
        <translation>نیستم — از این دست کنار می‌کشم</translation>
    </message>
    <message>
        <source>Declare in (I)</source>
        <translation>اعلام «هستم» (I)</translation>
    </message>
    <message>
        <source>Declare out (O)</source>
        <translation>اعلام «نیستم» (O)</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>موجودی‌ها</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>گزارش بازی</translation>
    </message>
    <message>
        <source>balance %1</source>
        <translation>موجودی %1</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>پخش‌کننده</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>پات %1</translation>
    </message>
    <message>
        <source>Reserve %1 · cap %2</source>
        <translation>ذخیره %1 · سقف %2</translation>
    </message>
    <message>
        <source>Cycle %1 of %2 · hand %3</source>
        <translation>دوره‌ی %1 از %2 · دست %3</translation>
    </message>
    <message>
        <source>You are %1</source>
        <translation>انتخاب شما: %1</translation>
    </message>
    <message>
        <source>Press I or O</source>
        <translation>I یا O را بزنید</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>موجودی</translation>
    </message>
    <message>
        <source>in</source>
        <translation>هستم</translation>
    </message>
    <message>
        <source>out</source>
        <translation>نیستم</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>شما: %1</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>اعلام کرد</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>در حال فکر…</translation>
    </message>
    <message>
        <source>Deciding…</source>
        <translation>در حال تصمیم…</translation>
    </message>
    <message>
        <source>last hand: out</source>
        <translation>دست قبل: نیستم</translation>
    </message>
    <message>
        <source>last hand: in, split %1</source>
        <translation>دست قبل: هستم، سهم %1</translation>
    </message>
    <message>
        <source>last hand: in, took %1</source>
        <translation>دست قبل: هستم، %1 برد</translation>
    </message>
    <message>
        <source>last hand: in, paid %1</source>
        <translation>دست قبل: هستم، %1 پرداخت</translation>
    </message>
    <message>
        <source>last hand: in</source>
        <translation>دست قبل: هستم</translation>
    </message>
    <message>
        <source>%1: in or out? — pot %2</source>
        <translation>%1: هستی یا نیستی؟ — پات %2</translation>
    </message>
    <message>
        <source>Dealing hand %1…</source>
        <translation>در حال پخش دست %1…</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>در انتظار %1</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n players</source>
        <translation>
            <numerusform>در انتظار %n بازیکن</numerusform>
        </translation>
    </message>
    <message>
        <source>The session is over: won by %1 with %2</source>
        <translation>جلسه تمام شد: برنده %1 با %2</translation>
    </message>
    <message>
        <source>The session is over: shared by %1 with %2 each</source>
        <translation>جلسه تمام شد: %1 شریک‌اند، هر کدام با %2</translation>
    </message>
    <message>
        <source>Cycle 1: everyone antes %1 — pot %2</source>
        <translation>دوره‌ی ۱: همه %1 ورودی می‌دهند — پات %2</translation>
    </message>
    <message>
        <source>Hand 1, dealer: %1</source>
        <translation>دست ۱، پخش‌کننده: %1</translation>
    </message>
    <message>
        <source>Resumed at hand %1 of cycle %2</source>
        <translation>ادامه از دست %1 در دوره‌ی %2</translation>
    </message>
    <message>
        <source>— Hand %1 —</source>
        <translation>— دست %1 —</translation>
    </message>
    <message>
        <source>Nobody is in: the pot stays as it is; redeal</source>
        <translation>هیچ‌کس نیست: پات همان‌طور می‌ماند؛ پخش دوباره</translation>
    </message>
    <message>
        <source>Everybody is in</source>
        <translation>همه هستند</translation>
    </message>
    <message>
        <source>In: %1 · out: %2</source>
        <translation>هستند: %1 · نیستند: %2</translation>
    </message>
    <message>
        <source>In: %1</source>
        <translation>هستند: %1</translation>
    </message>
    <message>
        <source>Showdown: %1</source>
        <translation>رو کردن کارت‌ها: %1</translation>
    </message>
    <message>
        <source>Pot of %1 split: %2 each to %3</source>
        <translation>پات %1 تقسیم شد: هر کدام %2 به %3</translation>
    </message>
    <message>
        <source>Pot of %1 to %2, alone in (cards not shown)</source>
        <translation>پات %1 به %2، تنها کسی که هست (کارت‌ها رو نشد)</translation>
    </message>
    <message>
        <source>Pot of %1 to %2</source>
        <translation>پات %1 به %2</translation>
    </message>
    <message>
        <source>Pays %1: %2</source>
        <translation>پرداخت %1: %2</translation>
    </message>
    <message>
        <source>Pay %1 each: %2</source>
        <translation>هر کدام %1 می‌پردازند: %2</translation>
    </message>
    <message>
        <source>Next pot: %1</source>
        <translation>پات بعدی: %1</translation>
    </message>
    <message>
        <source>Pot capped at %1; %2 go to the reserve (now %3)</source>
        <translation>پات به %1 محدود شد؛ %2 به ذخیره رفت (اکنون %3)</translation>
    </message>
    <message>
        <source>The pot is refilled with %1 from the reserve (%2 left)</source>
        <translation>پات با %1 از ذخیره پر شد (%2 ماند)</translation>
    </message>
    <message>
        <source>The dealer button moves to %1</source>
        <translation>نوبت پخش به %1 رسید</translation>
    </message>
    <message>
        <source>Cycle %1 is over: the pot and the reserve are empty</source>
        <translation>دوره‌ی %1 تمام شد: پات و ذخیره خالی‌اند</translation>
    </message>
    <message>
        <source>Cycle %1: everyone antes %2 — pot %3</source>
        <translation>دوره‌ی %1: همه %2 ورودی می‌دهند — پات %3</translation>
    </message>
    <message>
        <source>Hand %1, dealer: %2</source>
        <translation>دست %1، پخش‌کننده: %2</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>Session won by %1 with %2</source>
        <translation>برنده‌ی جلسه %1 با %2</translation>
    </message>
    <message>
        <source>Session shared by %1 with %2 each</source>
        <translation>جلسه میان %1 مشترک شد، هر کدام %2</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>جلسه‌ی تازه</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>صفحه‌ی آغاز</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>نگاه به میز</translation>
    </message>
    <message>
        <source>Cycle %1 of %2 is over</source>
        <translation>دوره‌ی %1 از %2 تمام شد</translation>
    </message>
    <message>
        <source>Next cycle</source>
        <translation>دوره‌ی بعد</translation>
    </message>
    <message>
        <source>Leading: %1</source>
        <translation>پیشتاز: %1</translation>
    </message>
    <message>
        <source>Sharing the lead: %1</source>
        <translation>پیشتازان مشترک: %1</translation>
    </message>
    <message>
        <source>Balances after each hand; they always sum to zero at the end of a cycle.</source>
        <translation>موجودی‌ها پس از هر دست؛ در پایان هر دوره جمعشان همیشه صفر است.</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Everything private is hidden. Only the next player should look now.</source>
        <translation>همه‌ی اطلاعات خصوصی پنهان است. اکنون فقط بازیکن بعدی نگاه کند.</translation>
    </message>
    <message>
        <source>I am ready</source>
        <translation>آماده‌ام</translation>
    </message>
    <message>
        <source>Pass to %1 — click when ready</source>
        <translation>به %1 بدهید — وقتی آماده بود کلیک کند</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>من %1 هستم — کارت‌هایم را نشان بده</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Card games</source>
        <translation>بازی‌های کارتی</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>وضعیت</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>ذخیره‌ها</translation>
    </message>
    <message>
        <source>Games will not be kept after you quit.</source>
        <translation>بازی‌ها پس از خروج نگه داشته نمی‌شوند.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;تازه</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;بازی تازه</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;ادامه</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;ذخیره با نام…</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;بارگذاری…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;وارد کردن…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;صدور…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;آمار…</translation>
    </message>
    <message>
        <source>Back to the &amp;start page</source>
        <translation>بازگشت به صفحه‌ی &amp;آغاز</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;تنظیمات</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;تنظیمات…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;تمام‌صفحه</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;راهنما</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;قوانین</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;درباره</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>به‌زودی</translation>
    </message>
    <message>
        <source>A game is waiting for you</source>
        <translation>بازی‌ای منتظر شماست</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>یک بازی انتخاب کنید</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>رایانه %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>شما</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>رایانه</translation>
    </message>
    <message>
        <source>The %1 game in progress will be lost.</source>
        <translation>بازی در حال انجام %1 از دست می‌رود.</translation>
    </message>
    <message>
        <source>The %1 game waiting for you will be lost.</source>
        <translation>بازی %1 که منتظر شماست از دست می‌رود.</translation>
    </message>
    <message>
        <source>Discard the game?</source>
        <translation>بازی کنار گذاشته شود؟</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>کنار بگذار</translation>
    </message>
    <message>
        <source>%1 is coming soon</source>
        <translation>%1 به‌زودی می‌آید</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>شروع بازی ممکن نیست</translation>
    </message>
    <message>
        <source>Cannot continue</source>
        <translation>ادامه ممکن نیست</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>بازی‌ای برای ادامه نیست.</translation>
    </message>
    <message>
        <source>%1 — Card games</source>
        <translation>%1 — بازی‌های کارتی</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>ذخیره با نام</translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation>نام ذخیره:</translation>
    </message>
    <message>
        <source>Replace save?</source>
        <translation>ذخیره جایگزین شود؟</translation>
    </message>
    <message>
        <source>A save named “%1” exists. Replace it?</source>
        <translation>ذخیره‌ای با نام «%1» وجود دارد. جایگزین شود؟</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>ذخیره نشد</translation>
    </message>
    <message>
        <source>Saved as “%1”</source>
        <translation>با نام «%1» ذخیره شد</translation>
    </message>
    <message>
        <source>Import a saved game</source>
        <translation>وارد کردن بازی ذخیره‌شده</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>بازی‌های ذخیره‌شده (*.json)</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>وارد کردن ممکن نیست</translation>
    </message>
    <message>
        <source>Imported “%1”</source>
        <translation>«%1» وارد شد</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>صدور بازی</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>صادر نشد</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>به %1 صادر شد</translation>
    </message>
    <message>
        <source>About Card games</source>
        <translation>درباره‌ی بازی‌های کارتی</translation>
    </message>
    <message>
        <source>cardgames-qt %1
Gops, Guts and Zhopa on one table.
Decks drawn by the project, free to share (CC0).</source>
        <translation>cardgames-qt %1
گاپس، گاتس و ژوپا سر یک میز.
دسته‌کارت‌ها را خود پروژه کشیده است و آزادانه می‌توان همرسانی‌شان کرد (CC0).</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>قوانین</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>قوانین %1</translation>
    </message>
</context>
<context>
    <name>SavesDialog</name>
    <message>
        <source>Load a saved game</source>
        <translation>بارگذاری بازی ذخیره‌شده</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>حرکت‌ها</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>ذخیره شده</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>بازی‌های ذخیره‌شده</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>بارگذاری</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>حذف</translation>
    </message>
    <message>
        <source>There are no saved games yet. Use Game → Save as… during a game.</source>
        <translation>هنوز بازی ذخیره‌شده‌ای نیست. در میانه‌ی بازی از بازی ← ذخیره با نام… استفاده کنید.</translation>
    </message>
    <message>
        <source>Delete save?</source>
        <translation>ذخیره حذف شود؟</translation>
    </message>
    <message>
        <source>Delete the save “%1”? This cannot be undone.</source>
        <translation>ذخیره‌ی «%1» حذف شود؟ این کار بازگشت‌پذیر نیست.</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <source>Dealer</source>
        <translation>پخش‌کننده</translation>
    </message>
    <message>
        <source>showed</source>
        <translation>رو کرد</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <source>General</source>
        <translation>عمومی</translation>
    </message>
    <message>
        <source>Classic (two colours)</source>
        <translation>کلاسیک (دو رنگ)</translation>
    </message>
    <message>
        <source>Large index, four colours</source>
        <translation>شاخص بزرگ، چهار رنگ</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>دسته‌کارت</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>سرعت پویانمایی</translation>
    </message>
    <message>
        <source>Reduced motion (no animations)</source>
        <translation>حرکت کمتر (بدون پویانمایی)</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>حرکت</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> میلی‌ثانیه</translation>
    </message>
    <message>
        <source>Computer move delay</source>
        <translation>تأخیر حرکت رایانه</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>زبان سیستم</translation>
    </message>
    <message>
        <source>Language (after restart)</source>
        <translation>زبان (پس از راه‌اندازی دوباره)</translation>
    </message>
    <message>
        <source>A game of %1 is being played: its rules are fixed until it ends.</source>
        <translation>یک بازی %1 در جریان است: قوانینش تا پایان آن ثابت است.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>قوانین</translation>
    </message>
    <message>
        <source>Tie rule</source>
        <translation>قانون تساوی</translation>
    </message>
    <message>
        <source>Carry: a tied pot goes to the next winner</source>
        <translation>انتقال: جایزه‌های مساوی به برنده‌ی بعدی می‌رسد</translation>
    </message>
    <message>
        <source>Discard: a tied pot is removed</source>
        <translation>حذف: جایزه‌های مساوی کنار گذاشته می‌شوند</translation>
    </message>
    <message>
        <source>Cards per hand</source>
        <translation>تعداد کارت در دست</translation>
    </message>
    <message>
        <source>Games in a match</source>
        <translation>تعداد بازی در مسابقه</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>ورودی</translation>
    </message>
    <message>
        <source>Pot cap</source>
        <translation>سقف پات</translation>
    </message>
    <message>
        <source>Cycles in a session</source>
        <translation>تعداد دوره در جلسه</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>حکم‌ها</translation>
    </message>
    <message>
        <source>Each player has own trump suit</source>
        <translation>هر بازیکن خال حکم خودش را دارد</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>بدون حکم</translation>
    </message>
    <message>
        <source>One trump suit for all</source>
        <translation>یک خال حکم برای همه</translation>
    </message>
    <message>
        <source>Two trump suits for all</source>
        <translation>دو خال حکم برای همه</translation>
    </message>
    <message>
        <source>Senior (spades) and junior (diamonds) trumps</source>
        <translation>حکم ارشد (پیک) و حکم کهتر (خشت)</translation>
    </message>
    <message>
        <source>random, or suit letters such as S H D</source>
        <translation>random، یا حرف‌های خال مثل S H D</translation>
    </message>
    <message>
        <source>Trump suits</source>
        <translation>خال‌های حکم</translation>
    </message>
    <message>
        <source>A card that can take the lead must be played</source>
        <translation>پیش‌افتادن در صورت امکان اجباری است</translation>
    </message>
    <message>
        <source>More cards</source>
        <translation>کارت بیشتر</translation>
    </message>
    <message>
        <source>Redeal when all hands are empty</source>
        <translation>پخش دوباره وقتی کارت همه تمام شد</translation>
    </message>
    <message>
        <source>Draw one after each trick</source>
        <translation>برداشتن یک کارت پس از هر دست</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>هدف‌ها</translation>
    </message>
    <message>
        <source>The source&apos;s table</source>
        <translation>جدول منبع</translation>
    </message>
    <message>
        <source>Balanced (simulated)</source>
        <translation>متعادل (شبیه‌سازی‌شده)</translation>
    </message>
    <message>
        <source>Most parties in a game (0 = no limit)</source>
        <translation>بیشترین تعداد دور در بازی (۰ = بدون محدودیت)</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>نام بازیکن %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>انسان</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>رایانه</translation>
    </message>
    <message>
        <source>Player %1 is</source>
        <translation>بازیکن %1:</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Card games</source>
        <translation>بازی‌های کارتی</translation>
    </message>
    <message>
        <source>Play against the computer, or pass and play with friends on this screen.</source>
        <translation>با رایانه بازی کنید، یا با دوستانتان و با دست‌به‌دست کردن همین صفحه.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>آمار</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>نتایج</translation>
    </message>
    <message>
        <source>With hints or undo</source>
        <translation>با راهنما یا واگرد</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>پایان</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>رتبه</translation>
    </message>
    <message>
        <source>Zhopa rating history</source>
        <translation>تاریخچهٔ رتبهٔ ژوپا</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>بازیکن:</translation>
    </message>
    <message>
        <source>Zhopa rating</source>
        <translation>رتبهٔ ژوپا</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>بازنشانی آمار…</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>بازی‌شده</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>برده</translation>
    </message>
    <message>
        <source>Average margin</source>
        <translation>میانگین اختلاف</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>بهترین</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>هنوز بازی تمام‌شده‌ای نیست.</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>آمار بازنشانی شود؟</translation>
    </message>
    <message>
        <source>Forget every recorded result? This cannot be undone.</source>
        <translation>همهٔ نتایج ثبت‌شده فراموش شوند؟ این کار برگشت‌پذیر نیست.</translation>
    </message>
</context>
<context>
    <name>TableBase</name>
    <message>
        <source>Pass the screen to %1</source>
        <extracomment>the table asks the window for something (e.g. &quot;new_match&quot;)</extracomment>
        <translation>صفحه را به %1 بدهید</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>ذخیره‌ی خودکار ناموفق بود: %1</translation>
    </message>
</context>
<context>
    <name>ZhopaTable</name>
    <message>
        <source>Your hand</source>
        <translation>کارت‌های شما</translation>
    </message>
    <message>
        <source>Go (G)</source>
        <translation>می‌روم (G)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>پاس (P)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>امتیازها</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>گزارش بازی</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>پخش‌کننده</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>رایانه</translation>
    </message>
    <message>
        <source>Betting…</source>
        <translation>در حال شرط‌بندی…</translation>
    </message>
    <message>
        <source>No bet yet</source>
        <translation>هنوز شرطی نیست</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>می‌روم</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>پاس</translation>
    </message>
    <message>
        <source>%1 — target %2</source>
        <translation>%1 — هدف %2</translation>
    </message>
    <message>
        <source>Points %1</source>
        <translation>امتیاز: %1</translation>
    </message>
    <message>
        <source>Points %1 of %2</source>
        <translation>امتیاز: %1 از %2</translation>
    </message>
    <message>
        <source> (combination %1)</source>
        <translation> (ترکیب %1)</translation>
    </message>
    <message>
        <source>Banks %1</source>
        <translation>بانک‌ها: %1</translation>
    </message>
    <message>
        <source>Won pile: %1 cards, %2 points</source>
        <translation>کارت‌های برده: %1، امتیاز: %2</translation>
    </message>
    <message>
        <source>%1&apos;s card, face down</source>
        <translation>کارت %1، رو به پایین</translation>
    </message>
    <message>
        <source>%1 holds %2 cards</source>
        <translation>%1 %2 کارت دارد</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source> (one suit)</source>
        <translation> (هم‌خال)</translation>
    </message>
    <message>
        <source>Combination %1</source>
        <translation>ترکیب %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>بازی تمام شد.</translation>
    </message>
    <message>
        <source>Bets first: say go or pass before any card is played.</source>
        <translation>اول شرط: پیش از بازی هر کارتی بگویید «می‌روم» یا «پاس».</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 plays now.</source>
        <translation>منتظر نوبتتان بمانید: اکنون %1 بازی می‌کند.</translation>
    </message>
    <message>
        <source>One moment: the table is still moving.</source>
        <translation>لحظه‌ای صبر کنید: کارت‌های میز هنوز در حرکت‌اند.</translation>
    </message>
    <message>
        <source>Trick %1 — main suit %2</source>
        <translation>دست %1 — خال اصلی %2</translation>
    </message>
    <message>
        <source>Trick to %1: %2 points</source>
        <translation>دست به %1: %2 امتیاز</translation>
    </message>
    <message>
        <source>Partie %1 — bets</source>
        <translation>دور %1 — شرط‌ها</translation>
    </message>
    <message>
        <source>Trick %1 — main suit %2 %3</source>
        <translation>دست %1 — خال اصلی %2 %3</translation>
    </message>
    <message>
        <source> (changed by an 8)</source>
        <translation> (با یک 8 عوض شد)</translation>
    </message>
    <message>
        <source>Trick %1 — %2 leads</source>
        <translation>دست %1 — شروع با %2</translation>
    </message>
    <message>
        <source>Trick held by %1</source>
        <translation>دست فعلاً از آنِ %1</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>دسته: %1</translation>
    </message>
    <message>
        <source>stock, %1 cards</source>
        <translation>دسته، %1 کارت</translation>
    </message>
    <message>
        <source>Partie %1</source>
        <translation>دور %1</translation>
    </message>
    <message>
        <source>Partie %1 of at most %2</source>
        <translation>دور %1 از حداکثر %2</translation>
    </message>
    <message>
        <source>Each player has their own trump suit</source>
        <translation>هر بازیکن خال حکم خودش را دارد</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>بدون حکم</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>پیک</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>دل</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>خشت</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>گشنیز</translation>
    </message>
    <message>
        <source>led</source>
        <translation>کارت شروع</translation>
    </message>
    <message>
        <source>took the lead: main suit now %1</source>
        <translation>پیش افتاد: خال اصلی اکنون %1</translation>
    </message>
    <message>
        <source>took the lead (trump)</source>
        <translation>پیش افتاد (حکم)</translation>
    </message>
    <message>
        <source>took the lead</source>
        <translation>پیش افتاد</translation>
    </message>
    <message>
        <source>knock-out: back to the leader</source>
        <translation>پس‌زدن: دست به شروع‌کننده برگشت</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>دورریخته</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>حکم %1</translation>
    </message>
    <message>
        <source> senior</source>
        <translation> ارشد</translation>
    </message>
    <message>
        <source> junior</source>
        <translation> کهتر</translation>
    </message>
    <message>
        <source>Trumps %1</source>
        <translation>حکم‌ها: %1</translation>
    </message>
    <message>
        <source>Banks: %1 of %2</source>
        <translation>بانک‌ها: %1 از %2</translation>
    </message>
    <message>
        <source>Trump suit for all: %1</source>
        <translation>خال حکم برای همه: %1</translation>
    </message>
    <message>
        <source>Trump suits for all: %1</source>
        <translation>خال‌های حکم برای همه: %1</translation>
    </message>
    <message>
        <source>Senior trumps ♠, junior trumps ♦</source>
        <translation>حکم ارشد ♠، حکم کهتر ♦</translation>
    </message>
    <message>
        <source>Targets: go %1, pass %2</source>
        <translation>هدف‌ها: می‌روم %1، پاس %2</translation>
    </message>
    <message>
        <source>Beating is optional</source>
        <translation>پیش‌افتادن اختیاری است</translation>
    </message>
    <message>
        <source>New cards: a fresh deal when hands are empty</source>
        <translation>کارت تازه: پخش دوباره وقتی کارت همه تمام شد</translation>
    </message>
    <message>
        <source>New cards: one each after every trick</source>
        <translation>کارت تازه: هر کس یکی پس از هر دست</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>حکم</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>شرط</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <source>Banks</source>
        <translation>بانک‌ها</translation>
    </message>
    <message>
        <source>go %1</source>
        <translation>می‌روم %1</translation>
    </message>
    <message>
        <source>pass %1</source>
        <translation>پاس %1</translation>
    </message>
    <message>
        <source>Go needs %1 points and costs a bank if missed; pass needs %2 and costs nothing.</source>
        <translation>«می‌روم» %1 امتیاز لازم دارد و اگر نرسید یک بانک هزینه دارد؛ «پاس» %2 لازم دارد و هزینه‌ای ندارد.</translation>
    </message>
    <message>
        <source>Your combination already scores %1.</source>
        <translation>ترکیب شما از همین حالا %1 امتیاز دارد.</translation>
    </message>
    <message>
        <source>Partie %1 is over</source>
        <translation>دور %1 تمام شد</translation>
    </message>
    <message>
        <source>Click to collect the trick</source>
        <translation>برای جمع کردن دست کلیک کنید</translation>
    </message>
    <message>
        <source>Dealing (dealer: %1)…</source>
        <translation>در حال پخش (پخش‌کننده: %1)…</translation>
    </message>
    <message>
        <source>Go or pass? Go needs %1 points, pass %2 (keys G / P)</source>
        <translation>می‌روم یا پاس؟ «می‌روم» %1 امتیاز لازم دارد و «پاس» %2 (کلیدهای G / P)</translation>
    </message>
    <message>
        <source>%1 is betting…</source>
        <translation>%1 در حال شرط‌بندی است…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 در حال بازی است…</translation>
    </message>
    <message>
        <source>Your lead: play any card</source>
        <translation>شروع با شماست: هر کارتی بازی کنید</translation>
    </message>
    <message>
        <source>Beat the %1 — you can, so you must</source>
        <translation>%1 را بزنید — می‌توانید، پس باید</translation>
    </message>
    <message>
        <source>Beat the %1 or follow %2</source>
        <translation>%1 را بزنید یا از خال %2 بازی کنید</translation>
    </message>
    <message>
        <source>You cannot beat the %1: follow %2</source>
        <translation>نمی‌توانید %1 را بزنید: از خال %2 بازی کنید</translation>
    </message>
    <message>
        <source>You cannot beat the %1 and hold no %2: play any card</source>
        <translation>نمی‌توانید %1 را بزنید و %2 ندارید: هر کارتی بازی کنید</translation>
    </message>
    <message>
        <source>The game is over: a draw</source>
        <translation>بازی تمام شد: مساوی</translation>
    </message>
    <message>
        <source>Game over — winner: %1</source>
        <translation>پایان بازی — برنده: %1</translation>
    </message>
    <message>
        <source>Game over — winners: %1</source>
        <translation>پایان بازی — برندگان: %1</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>نوبت شما نیست.</translation>
    </message>
    <message>
        <source>Partie %1 — dealer: %2</source>
        <translation>دور %1 — پخش‌کننده: %2</translation>
    </message>
    <message>
        <source>New deal by %1: %2 cards each</source>
        <translation>پخش تازه توسط %1: به هر کس %2 کارت</translation>
    </message>
    <message>
        <source>%1: combination %2</source>
        <translation>%1: ترکیب %2</translation>
    </message>
    <message>
        <source>No combinations this partie</source>
        <translation>در این دور ترکیبی نیست</translation>
    </message>
    <message>
        <source>go</source>
        <translation>می‌روم</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>پاس</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>First lead: %1 (holds the lowest diamond)</source>
        <translation>شروع نخستین دست: %1 (پایین‌ترین خشت را دارد)</translation>
    </message>
    <message>
        <source>First lead: %1 (left of the dealer)</source>
        <translation>شروع نخستین دست: %1 (سمت چپ پخش‌کننده)</translation>
    </message>
    <message>
        <source>First lead: %1</source>
        <translation>شروع نخستین دست: %1</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>The %1 changes the main suit to %2</source>
        <translation>%1 خال اصلی را به %2 تغییر می‌دهد</translation>
    </message>
    <message>
        <source>Trick %1 to %2: %3 points</source>
        <translation>دست %1 به %2: %3 امتیاز</translation>
    </message>
    <message>
        <source>a bank shed</source>
        <translation>یک بانک کم شد</translation>
    </message>
    <message>
        <source>a bank gained</source>
        <translation>یک بانک اضافه شد</translation>
    </message>
    <message>
        <source>banks unchanged</source>
        <translation>بانک‌ها بی‌تغییر</translation>
    </message>
    <message>
        <source>%1 (%2): %3 of %4 points — %5, %6 left</source>
        <translation>%1 (%2): %3 از %4 امتیاز — %5، %6 مانده</translation>
    </message>
    <message>
        <source>Banks over the parties:</source>
        <translation>بانک‌ها در دورها:</translation>
    </message>
    <message>
        <source>Next partie</source>
        <translation>دور بعد</translation>
    </message>
    <message>
        <source>%1: banks %2 · rating this game %3 %</source>
        <translation>%1: بانک‌ها %2 · رتبه در این بازی %3 ٪</translation>
    </message>
    <message>
        <source> · overall %1 %</source>
        <translation> · کلی %1 ٪</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>بازی تازه</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>صفحه‌ی آغاز</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>%1 shed every bank.</source>
        <translation>%1 از همه‌ی بانک‌هایش خلاص شد.</translation>
    </message>
    <message>
        <source>%1 collected six banks.</source>
        <translation>%1 شش بانک جمع کرد.</translation>
    </message>
    <message>
        <source>The partie limit is reached: the fewest banks win.</source>
        <translation>سقف تعداد دورها رسید: کمترین بانک می‌برد.</translation>
    </message>
    <message>
        <source>Loser: %1.</source>
        <translation>بازنده: %1.</translation>
    </message>
    <message>
        <source>Losers: %1.</source>
        <translation>بازندگان: %1.</translation>
    </message>
    <message>
        <source>The statistics were not recorded: %1</source>
        <translation>آمار ثبت نشد: %1</translation>
    </message>
</context>
</TS>
