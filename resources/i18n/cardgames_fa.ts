<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa">
<context>
    <name>Announcer</name>
    <message>
        <source>Spades</source>
        <translation>پیک</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>دل</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>خشت</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>گشنیز</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>صفحه را به %1 بدهید.</translation>
    </message>
    <message>
        <source>%1: bid placed.</source>
        <translation>%1: پیشنهاد داده شد.</translation>
    </message>
    <message>
        <source>%1 bid the %2, %3 bid the %4.</source>
        <translation>پیشنهادها: %1، %2؛ %3، %4.</translation>
    </message>
    <message>
        <source>A tie.</source>
        <translation>مساوی.</translation>
    </message>
    <message>
        <source>%1 won the pot: %2.</source>
        <translation>برنده: %1 — %2.</translation>
    </message>
    <message>
        <source>The pot of %1 carries over.</source>
        <translation>جایزه‌های وسط (%1) منتقل می‌شوند.</translation>
    </message>
    <message>
        <source>The pot of %1 is discarded.</source>
        <translation>جایزه‌های وسط (%1) کنار گذاشته می‌شوند.</translation>
    </message>
    <message>
        <source>Prize: the %1; pot %2.</source>
        <translation>جایزه: %1؛ جایزه‌های وسط: %2.</translation>
    </message>
    <message>
        <source>Game %1 begins.</source>
        <translation>بازی %1 شروع می‌شود.</translation>
    </message>
    <message>
        <source>Game %1 over: %2.</source>
        <translation>بازی %1 تمام شد: %2.</translation>
    </message>
    <message>
        <source>The match is over: %1.</source>
        <translation>مسابقه تمام شد: %1.</translation>
    </message>
    <message>
        <source>%1: decided.</source>
        <translation>%1: تصمیم گرفته شد.</translation>
    </message>
    <message>
        <source>Hand %1, dealt by %2.</source>
        <translation>دست %1، پخش‌کننده: %2.</translation>
    </message>
    <message>
        <source>Everyone antes %1; pot %2.</source>
        <translation>همه %1 ورودی می‌دهند؛ پات %2.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>هیچ‌کس</translation>
    </message>
    <message>
        <source>In: %1. Out: %2.</source>
        <translation>هستند: %1. نیستند: %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>where-am-I keys: the scores, what is on the table, your cards, the last events again. They belong to the window (shortcuts), answering wherever the keys rest at the table how long a reader takes per character (about 170 words a minute) and at least per sentence a sentence was said (text, urgent) the seat whose private cards may be spoken at this moment (the visibility policy&apos;s person at the screen): every remembered sentence is kept for that listener only how long the keys must stay on the table before a sentence is said through it widgets holding a routed sentence as their description -&gt; their own description meanwhile</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Showdown. %1. Best hand: %2.</source>
        <translation>رو کردن کارت‌ها. %1. بهترین دست: %2.</translation>
    </message>
    <message>
        <source>%1 took %2 from the pot.</source>
        <translation>%1: %2 از پات.</translation>
    </message>
    <message>
        <source>%1 paid %2.</source>
        <translation>%1: پرداخت %2.</translation>
    </message>
    <message>
        <source>Pot %1, reserve %2.</source>
        <translation>پات %1، ذخیره %2.</translation>
    </message>
    <message>
        <source>Cycle %1 over. Balances: %2.</source>
        <translation>دوره‌ی %1 تمام شد. موجودی‌ها: %2.</translation>
    </message>
    <message>
        <source>The session is over. Balances: %1.</source>
        <translation>جلسه تمام شد. موجودی‌ها: %1.</translation>
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
        <source>%1 bet: %2.</source>
        <translation>%1، شرط: %2.</translation>
    </message>
    <message>
        <source>First to play: %1.</source>
        <translation>شروع نخستین دست: %1.</translation>
    </message>
    <message>
        <source>%1 played the %2.</source>
        <translation>حرکت: %1، %2.</translation>
    </message>
    <message>
        <source>%1 took the trick: %2.</source>
        <translation>دست برای %1: %2.</translation>
    </message>
    <message>
        <source>Partie %1, dealt by %2.</source>
        <translation>دور %1، پخش‌کننده: %2.</translation>
    </message>
    <message>
        <source>Cards drawn</source>
        <translation>کارت‌ها برداشته شد</translation>
    </message>
    <message>
        <source>%1: points %2, needed %3, banks %4</source>
        <translation>%1: امتیاز %2، لازم %3، بانک‌ها %4</translation>
    </message>
    <message>
        <source>Pot: %1, %2. Prize pile: %3.</source>
        <translation>جایزه‌های وسط: %1، %2. دسته‌ی جایزه‌ها: %3.</translation>
    </message>
    <message>
        <source>Trick: %1. Stock: %2. %3.</source>
        <translation>دست: %1. دسته: %2. %3.</translation>
    </message>
    <message>
        <source>No combinations.</source>
        <translation>ترکیبی نیست.</translation>
    </message>
    <message>
        <source>Combinations: %1.</source>
        <translation>ترکیب‌ها: %1.</translation>
    </message>
    <message>
        <source>The partie is over: %1.</source>
        <translation>دور تمام شد: %1.</translation>
    </message>
    <message>
        <source>The game is over. Winners: %1. Banks: %2.</source>
        <translation>بازی تمام شد. برندگان: %1. بانک‌ها: %2.</translation>
    </message>
    <message>
        <source>Your bid for the %1, pot %2.</source>
        <translation>پیشنهاد شما برای %1، جایزه‌های وسط: %2.</translation>
    </message>
    <message>
        <source>Your call, in or out: you hold %1; pot %2.</source>
        <translation>تصمیم شما، «هستم» یا «نیستم»: دست شما %1؛ پات %2.</translation>
    </message>
    <message>
        <source>Your bet: go, target %1, or pass, target %2.</source>
        <translation>شرط شما: می‌روم (هدف %1) یا پاس (هدف %2).</translation>
    </message>
    <message>
        <source>Your lead.</source>
        <translation>نوبت شروع شماست.</translation>
    </message>
    <message>
        <source>Your turn. On the table: %1. You may play: %2.</source>
        <translation>نوبت شما. روی میز: %1. می‌توانید بازی کنید: %2.</translation>
    </message>
    <message>
        <source>Scores this game: %1.</source>
        <translation>امتیازهای این بازی: %1.</translation>
    </message>
    <message>
        <source>Match: %1.</source>
        <translation>مسابقه: %1.</translation>
    </message>
    <message>
        <source>Balances: %1.</source>
        <translation>موجودی‌ها: %1.</translation>
    </message>
    <message>
        <source>Banks: %1. Points this partie: %2.</source>
        <translation>بانک‌ها: %1. امتیازهای این دور: %2.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <source>Hand %1, dealt by %2. Pot %3, reserve %4.</source>
        <translation>دست %1، پخش‌کننده: %2. پات %3، ذخیره %4.</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>بدون کارت</translation>
    </message>
    <message>
        <source>No cards of yours are shown now.</source>
        <translation>اکنون کارت‌های شما نشان داده نمی‌شود.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>کارتی ندارید.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>دست شما: %1.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>کارت‌های شما</translation>
    </message>
</context>
<context>
    <name>AnnouncerCount</name>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln امتیاز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards</source>
        <translation>
            <numerusform>%Ln کارت</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards each</source>
        <translation>
            <numerusform>به هر نفر %Ln کارت</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards left in the stock</source>
        <translation>
            <numerusform>%Ln کارت در دسته مانده است</numerusform>
        </translation>
    </message>
</context>
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
    <name>Catalogue</name>
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
        <translation>یک بازی ورقِ دست‌بَری روسی برای ۲ تا ۴ بازیکن با دسته‌ی ۳۶ کارتی، قاعده‌های زدنِ ویژه‌ی خودش، خال حکمِ جدا برای هر بازیکن، شرط «می‌روم» یا «پاس» و بانک‌ها. برای بردن، از همه‌ی بانک‌هایتان خلاص شوید.</translation>
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
        <translation>حکم ارشد (پیک) و حکم پایین (خشت)</translation>
    </message>
    <message>
        <source>Trump suits</source>
        <translation>خال‌های حکم</translation>
    </message>
    <message>
        <source>random, or suit letters such as S H D</source>
        <translation>‏random، یا حرف‌های خال مثل S H D</translation>
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
        <source>Points a player must score in a partie (one deal played out, from the bets to the last trick) after saying go or pass. The original rules&apos; table is hard for 4 players; the balanced one was found by simulating games.</source>
        <translation>امتیازی که هر بازیکن پس از گفتن «می‌روم» یا «پاس» باید در یک دور (یک پخش که تا آخر بازی می‌شود: از پیشنهادها تا آخرین دست) به دست آورد. جدول منبع برای ۴ بازیکن سخت است؛ جدول متعادل با شبیه‌سازی بازی‌ها به دست آمده است.</translation>
    </message>
    <message>
        <source>A partie is one deal played out, from the bets to the last trick. After this many parties the game ends even if nobody has lost; the fewest banks win.</source>
        <translation>هر دور یک پخش است که تا آخر بازی می‌شود: از پیشنهادها تا آخرین دست. پس از این تعداد دور، بازی تمام می‌شود حتی اگر کسی نباخته باشد؛ هر کس بانک کمتری داشته باشد می‌برد.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>in</source>
        <translation>هستم</translation>
    </message>
    <message>
        <source>out</source>
        <translation>نیستم</translation>
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
        <source>Nothing to choose here: every card does as well (the pot is worth %1).</source>
        <translation>اینجا چیزی برای انتخاب نیست: هر کارتی به یک اندازه خوب است (جایزه‌های وسط %1 می‌ارزند).</translation>
    </message>
    <message>
        <source>The pot is worth %1: bid your %2.</source>
        <translation>جایزه‌های وسط %1 می‌ارزند: %2 خود را پیشنهاد دهید.</translation>
    </message>
    <message>
        <source>The pot is worth %1: bid high (up to %2) or throw your lowest (%3).</source>
        <translation>جایزه‌های وسط %1 می‌ارزند: بالا پیشنهاد دهید (تا %2) یا پایین‌ترین کارتتان (%3) را بیندازید.</translation>
    </message>
    <message>
        <source>The pot is worth %1: mix your cards from %2 to %3 so that your opponent cannot guess.</source>
        <translation>جایزه‌های وسط %1 می‌ارزند: کارت‌هایتان را از %2 تا %3 به تناوب پیشنهاد دهید تا حریف حدس نزند.</translation>
    </message>
    <message>
        <source>Play %1: about %2 partie points expected.</source>
        <translation>%1 را بازی کنید: حدود %2 امتیاز در این دور انتظار می‌رود.</translation>
    </message>
    <message>
        <source>Only %1 can be played.</source>
        <translation>فقط %1 را می‌توان بازی کرد.</translation>
    </message>
    <message>
        <source>Go: the chance of reaching the go target is about %1, the pass target %2.</source>
        <translation>می‌روم: احتمال رسیدن به هدف «می‌روم» حدود %1 است و هدف «پاس» %2.</translation>
    </message>
    <message>
        <source>Pass: the chance of reaching the go target is about %1, the pass target %2.</source>
        <translation>پاس: احتمال رسیدن به هدف «می‌روم» حدود %1 است و هدف «پاس» %2.</translation>
    </message>
    <message>
        <source>Expected margin at the end of this game: %1 points</source>
        <translation>اختلاف مورد انتظار در پایان این بازی: %1 امتیاز</translation>
    </message>
    <message>
        <source>(approximate)</source>
        <translation>(تقریبی)</translation>
    </message>
    <message>
        <source>points</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>ژتون</translation>
    </message>
    <message>
        <source>banks</source>
        <translation>بانک</translation>
    </message>
    <message>
        <source>Game %1, round %2</source>
        <translation>بازی %1، دور %2</translation>
    </message>
    <message>
        <source>Cycle %1, hand %2</source>
        <translation>دوره‌ی %1، دست %2</translation>
    </message>
    <message>
        <source>Partie %1, bet</source>
        <translation>دور %1، شرط</translation>
    </message>
    <message>
        <source>Partie %1, trick %2</source>
        <translation>دور %1، دست %2</translation>
    </message>
    <message>
        <source>Undo is only for games against the computer.</source>
        <translation>واگرد فقط در بازی با رایانه ممکن است.</translation>
    </message>
    <message>
        <source>Nobody at this table can take a move back.</source>
        <translation>در این میز کسی نمی‌تواند حرکتی را پس بگیرد.</translation>
    </message>
    <message>
        <source>The game is over: its result is recorded.</source>
        <translation>بازی تمام شده است: نتیجه‌اش ثبت شده.</translation>
    </message>
    <message>
        <source>You have not moved yet.</source>
        <translation>شما هنوز حرکتی نکرده‌اید.</translation>
    </message>
    <message>
        <source>The hand has been shown down: taking it back would use the cards you saw.</source>
        <translation>کارت‌های این دست رو شده‌اند: پس گرفتن حرکت یعنی استفاده از کارت‌هایی که دیده‌اید.</translation>
    </message>
    <message>
        <source>New cards have been dealt since: taking the move back would use them.</source>
        <translation>از آن زمان کارت‌های تازه پخش شده: پس گرفتن حرکت یعنی استفاده از آن‌ها.</translation>
    </message>
    <message>
        <source>The partie is over: its score is settled.</source>
        <translation>دور تمام شده است: امتیازش قطعی شده.</translation>
    </message>
    <message>
        <source>Another program is using the saves: try again in a moment.</source>
        <translation>برنامه‌ی دیگری در حال استفاده از ذخیره‌هاست: کمی بعد دوباره امتحان کنید.</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Coach</source>
        <translation>مربی</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>راهنمایی</translation>
    </message>
    <message>
        <source>Ask the coach about this decision</source>
        <translation>درباره‌ی این تصمیم از مربی بپرسید</translation>
    </message>
    <message>
        <source>A game in which you ask for a hint counts apart in the statistics.</source>
        <translation>بازی‌ای که در آن راهنمایی بخواهید در آمار جداگانه شمرده می‌شود.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>در حال فکر…</translation>
    </message>
    <message>
        <source>No decision to make now.</source>
        <translation>اکنون تصمیمی لازم نیست.</translation>
    </message>
    <message>
        <source>Going in rather than out: %1 tokens on average</source>
        <translation>«هستم» به جای «نیستم»: به طور میانگین %1 ژتون</translation>
    </message>
    <message>
        <source>Chance of reaching the %1 target (%2 points): %3</source>
        <translation>احتمال رسیدن به هدف «%1» (%2 امتیاز): %3</translation>
    </message>
    <message>
        <source>Bars: estimated partie points at the end, per card.</source>
        <translation>میله‌ها: امتیاز تخمینی پایان دور، برای هر کارت.</translation>
    </message>
</context>
<context>
    <name>CoachWiring</name>
    <message>
        <source>Coach</source>
        <extracomment>the last game that left the table (record, person, pass-and-play, over): reviewed and replayed from the start page too (&quot;at any time&quot;, as docs/coach.md says)</extracomment>
        <translation>مربی</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>the panel is wanted open (as the person left it, also in the last run): it opens with a table</extracomment>
        <translation>ویرایش (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;بازگرداندن حرکت</translation>
    </message>
    <message>
        <source>&amp;Review my play…</source>
        <translation>برر&amp;سی بازی من…</translation>
    </message>
    <message>
        <source>Replay this &amp;game…</source>
        <translation>باز&amp;پخش این بازی…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;راهنمایی</translation>
    </message>
    <message>
        <source>&amp;Coach panel</source>
        <translation>&amp;پنل مربی</translation>
    </message>
    <message>
        <source>&amp;Review my last game…</source>
        <translation>برر&amp;سی آخرین بازی من…</translation>
    </message>
    <message>
        <source>&amp;Review last cycle…</source>
        <translation>برر&amp;سی آخرین دوره…</translation>
    </message>
    <message>
        <source>&amp;Review my last partie…</source>
        <translation>برر&amp;سی آخرین دور من…</translation>
    </message>
    <message>
        <source>&amp;Review the session…</source>
        <translation>برر&amp;سی کل جلسه…</translation>
    </message>
    <message>
        <source>Review my play…</source>
        <translation>بررسی بازی من…</translation>
    </message>
    <message>
        <source>Replay this game…</source>
        <translation>بازپخش این بازی…</translation>
    </message>
    <message>
        <source>This game counts apart in the statistics (With the coach or undo): a hint was asked for or a move taken back.</source>
        <translation>این بازی در آمار جداگانه شمرده می‌شود («با مربی یا بازگرداندن»): در آن راهنمایی خواسته شد یا حرکتی بازگردانده شد.</translation>
    </message>
    <message>
        <source>Start a game: the coach explains each of your decisions here.</source>
        <translation>یک بازی را شروع کنید: مربی اینجا هر تصمیم شما را توضیح می‌دهد.</translation>
    </message>
    <message>
        <source>Press H for a hint about your decision.</source>
        <translation>برای راهنمایی درباره‌ی تصمیمتان H را بزنید.</translation>
    </message>
    <message>
        <source>The coach answers once the table shows your next decision.</source>
        <translation>مربی وقتی پاسخ می‌دهد که میز تصمیم بعدی شما را نشان دهد.</translation>
    </message>
    <message>
        <source>Hidden until the next player has the screen.</source>
        <translation>تا وقتی صفحه به بازیکن بعدی نرسیده پنهان است.</translation>
    </message>
    <message>
        <source>The coach could not answer: %1</source>
        <translation>مربی نتوانست پاسخ دهد: %1</translation>
    </message>
    <message>
        <source>Close the summary first.</source>
        <translation>اول خلاصه را ببندید.</translation>
    </message>
    <message>
        <source>Move taken back: this game is now marked as assisted.</source>
        <translation>حرکت بازگردانده شد: این بازی اکنون «با کمک» علامت خورده است.</translation>
    </message>
    <message>
        <source>Hand the screen over first.</source>
        <translation>اول صفحه را به نفر بعد بدهید.</translation>
    </message>
    <message>
        <source>The coach is reviewing your play…</source>
        <translation>مربی در حال بررسی بازی شماست…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>بررسی</translation>
    </message>
    <message>
        <source>The coach could not review this game: %1</source>
        <translation>مربی نتوانست این بازی را بررسی کند: %1</translation>
    </message>
    <message>
        <source>You have made no decision to review yet.</source>
        <translation>هنوز تصمیمی برای بررسی نگرفته‌اید.</translation>
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
        <source>player %1</source>
        <translation>بازیکن %1</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 bets now.</source>
        <translation>منتظر نوبت خود بمانید: اکنون %1 شرط می‌بندد.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 plays now.</source>
        <translation>منتظر نوبت خود بمانید: اکنون %1 بازی می‌کند.</translation>
    </message>
    <message>
        <source>You do not hold the %1: you played it in trick %2.</source>
        <translation>شما کارت %1 را ندارید: خودتان آن را در دست %2 بازی کردید.</translation>
    </message>
    <message>
        <source>You do not hold the %1: %2 played it in trick %3.</source>
        <translation>شما کارت %1 را ندارید: در دست %3 بازی شد (%2).</translation>
    </message>
    <message>
        <source>Move %1 of the history is not legal: %2</source>
        <translation>حرکت %1 در تاریخچه مجاز نیست: %2</translation>
    </message>
    <message>
        <source>There is no seat %1 at this table.</source>
        <translation>جایگاه %1 سر این میز نیست.</translation>
    </message>
    <message>
        <source>Everybody decides at once now.</source>
        <translation>اکنون همه با هم تصمیم می‌گیرند.</translation>
    </message>
    <message>
        <source>Give one action for each player who decides now.</source>
        <translation>از هر بازیکنی که اکنون تصمیم می‌گیرد یک حرکت لازم است.</translation>
    </message>
    <message>
        <source>%1 is not a card.</source>
        <translation>%1 کارت نیست.</translation>
    </message>
    <message>
        <source>Unknown game %1.</source>
        <translation>بازی ناشناخته: %1.</translation>
    </message>
    <message>
        <source>This is not a saved game of %1.</source>
        <translation>این بازی ذخیره‌شده‌ی %1 نیست.</translation>
    </message>
    <message>
        <source>This saved game of %1 is damaged.</source>
        <translation>بازی ذخیره‌شده‌ی %1 آسیب دیده است.</translation>
    </message>
    <message>
        <source>Move %1 of the history is malformed.</source>
        <translation>حرکت %1 در تاریخچه بدشکل است.</translation>
    </message>
    <message>
        <source>There is no player %1 in this game.</source>
        <translation>بازیکن %1 در این بازی وجود ندارد.</translation>
    </message>
    <message>
        <source>%1 is not a bid: bid a value from 1 to %2.</source>
        <translation>%1 پیشنهاد معتبری نیست: عددی از ۱ تا %2 پیشنهاد دهید.</translation>
    </message>
    <message>
        <source>Declare in or out.</source>
        <translation>«هستم» یا «نیستم» را اعلام کنید.</translation>
    </message>
    <message>
        <source>You have already declared for this hand: declarations are sealed.</source>
        <translation>شما در این دست اعلام کرده‌اید: اعلام‌ها قطعی‌اند.</translation>
    </message>
    <message>
        <source>Bets first: say go or pass before any card is played.</source>
        <translation>اول شرط‌ها: پیش از بازی هر کارتی بگویید «می‌روم» یا «پاس».</translation>
    </message>
    <message>
        <source>The bets are made for this partie: play a card.</source>
        <translation>شرط‌های این دور بسته شده است: یک کارت بازی کنید.</translation>
    </message>
    <message>
        <source>There is no %1 in the Zhopa deck (it runs from 6 to ace).</source>
        <translation>در دسته‌ی ژوپا کارت %1 وجود ندارد (از ۶ تا آس است).</translation>
    </message>
    <message>
        <source>You do not hold the %1.</source>
        <translation>شما کارت %1 را ندارید.</translation>
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
        <source>Players and rules…</source>
        <translation>بازیکنان و قوانین…</translation>
    </message>
    <message>
        <source>Choose the players, the computer&apos;s level and the rules, then start</source>
        <translation>بازیکنان، سطح رایانه و قوانین را انتخاب کنید، سپس شروع کنید</translation>
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
        <source>Players and rules of %1</source>
        <translation>بازیکنان و قوانین %1</translation>
    </message>
    <message>
        <source>Sample cards</source>
        <translation>نمونه‌ی کارت‌ها</translation>
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
        <source> (match: %1)</source>
        <translation> (مسابقه: %1)</translation>
    </message>
    <message>
        <source>Prize pile: %1</source>
        <translation>دسته‌ی جایزه‌ها: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %Ln points this game</source>
        <translation>
            <numerusform>%1 — %Ln امتیاز در این بازی</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>prize pile, %Ln cards</source>
        <translation>
            <numerusform>دسته‌ی جایزه‌ها، %Ln کارت</numerusform>
        </translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>جایزه‌های وسط</translation>
    </message>
    <message numerus="yes">
        <source>Pot: %Ln points</source>
        <translation>
            <numerusform>جایزه‌های وسط: %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message>
        <source>ties carry the pot</source>
        <translation>در تساوی جایزه‌های وسط منتقل می‌شوند</translation>
    </message>
    <message>
        <source>ties discard the pot</source>
        <translation>در تساوی جایزه‌های وسط کنار گذاشته می‌شوند</translation>
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
        <source>The match is over — winner: %1, %2 to %3.</source>
        <translation>مسابقه تمام شد — برنده: %1، %2 به %3.</translation>
    </message>
    <message>
        <source>Choose your bid for the %1 — pot %2</source>
        <translation>پیشنهادتان را برای %1 انتخاب کنید — جایزه‌های وسط: %2</translation>
    </message>
    <message>
        <source>Waiting for a bid: %1</source>
        <translation>در انتظار پیشنهاد: %1</translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation>بازی %1 از %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>دور %1 از %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards</source>
        <translation>
            <numerusform>%Ln کارت</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bid %2, %3 bid %4: a tie, nobody wins the pot (%5)</source>
        <translation>%1: %2، %3: %4 — تساوی؛ کسی جایزه‌های وسط (%5) را نمی‌برد</translation>
    </message>
    <message>
        <source>%1 bid %2, %3 bid %4 → winner: %5, %6 (%7)</source>
        <translation>%1: %2، %3: %4 ← برنده: %5 — %6 (%7)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln امتیاز</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1: a draw, %2 to %3</source>
        <translation>بازی %1: مساوی، %2 به %3</translation>
    </message>
    <message>
        <source>Game %1 — winner: %2, %3 to %4</source>
        <translation>بازی %1 — برنده: %2، %3 به %4</translation>
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
        <source>Match — winner: %1, %2 to %3</source>
        <translation>مسابقه — برنده: %1، %2 به %3</translation>
    </message>
    <message>
        <source>The match is shared, %1 to %2</source>
        <translation>مسابقه مساوی شد، %1 به %2</translation>
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
        <extracomment>the lines of a hand&apos;s account that say who showed what and who took the pot: the centre keeps them when it has no room for the rest (what each paid and the next pot are also on the seats and the pot&apos;s own label)</extracomment>
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
        <source>You are %1</source>
        <translation>انتخاب شما: %1</translation>
    </message>
    <message>
        <source>Press I or O</source>
        <translation>‏I یا O را بزنید</translation>
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
        <source>Reserve %1</source>
        <translation>ذخیره %1</translation>
    </message>
    <message>
        <source>cap %1</source>
        <translation>سقف %1</translation>
    </message>
    <message>
        <source>Cycle %1 of %2</source>
        <translation>دوره‌ی %1 از %2</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>دست %1</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>شما: %1</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>اعلام شد</translation>
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
        <translation>دست قبل: «نیستم»</translation>
    </message>
    <message>
        <source>last hand: in, split %1</source>
        <translation>دست قبل: «هستم»، سهم %1</translation>
    </message>
    <message>
        <source>last hand: in, took %1</source>
        <translation>دست قبل: «هستم»، بُرد %1</translation>
    </message>
    <message>
        <source>last hand: in, paid %1</source>
        <translation>دست قبل: «هستم»، پرداخت %1</translation>
    </message>
    <message>
        <source>Balances after each hand</source>
        <translation>موجودی‌ها پس از هر دست</translation>
    </message>
    <message>
        <source>last hand: in</source>
        <translation>دست قبل: «هستم»</translation>
    </message>
    <message>
        <source>%1: in or out? — pot %2</source>
        <translation>%1: هستید یا نیستید؟ — پات %2</translation>
    </message>
    <message>
        <source>Dealing hand %1…</source>
        <translation>در حال پخش دست %1…</translation>
    </message>
    <message>
        <source>Waiting for: %1</source>
        <translation>در انتظار %1</translation>
    </message>
    <message>
        <source>The session is over — winner: %1 with %2</source>
        <translation>جلسه تمام شد — برنده: %1 با %2</translation>
    </message>
    <message>
        <source>The session is over — shared: %1, with %2 each</source>
        <translation>جلسه تمام شد — مساوی: %1، هر کدام با %2</translation>
    </message>
    <message>
        <source>— Hand %1 —</source>
        <translation>— دست %1 —</translation>
    </message>
    <message>
        <source>Enter: in</source>
        <translation>‏Enter: هستم</translation>
    </message>
    <message>
        <source>Enter: out</source>
        <translation>‏Enter: نیستم</translation>
    </message>
    <message>
        <source>Press I or O (Enter: in)</source>
        <translation>‏I یا O را بزنید (Enter: هستم)</translation>
    </message>
    <message>
        <source>Press I or O (Enter: out)</source>
        <translation>‏I یا O را بزنید (Enter: نیستم)</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <translation>اعلام‌شده: %1</translation>
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
        <source>In: %1</source>
        <translation>هستند: %1</translation>
    </message>
    <message>
        <source>out: %1</source>
        <translation>نیستند: %1</translation>
    </message>
    <message>
        <source>Showdown: %1</source>
        <translation>رو کردن کارت‌ها: %1</translation>
    </message>
    <message>
        <source>Pot of %1 split: %2 each — %3</source>
        <translation>پات %1 تقسیم شد: هر کدام %2 — %3</translation>
    </message>
    <message>
        <source>Pot of %1 → %2, the only one in (cards not shown)</source>
        <translation>پات %1 ← %2 (کس دیگری نیست؛ کارت‌ها رو نشد)</translation>
    </message>
    <message>
        <source>Pot of %1 → %2</source>
        <translation>پات %1 ← %2</translation>
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
        <source>New dealer: %1</source>
        <translation>پخش‌کننده‌ی تازه: %1</translation>
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
    <message numerus="yes">
        <source>Waiting for %Ln players</source>
        <translation>
            <numerusform>در انتظار %Ln بازیکن</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>Session — winner: %1 with %2</source>
        <translation>جلسه — برنده: %1 با %2</translation>
    </message>
    <message>
        <source>Session shared: %1, with %2 each</source>
        <translation>جلسه مساوی شد: %1، هر کدام %2</translation>
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
        <extracomment>a wait longer than this says what it waits for (a computer thinking)</extracomment>
        <translation>همه‌ی اطلاعات خصوصی پنهان است. اکنون فقط بازیکن بعدی نگاه کند.</translation>
    </message>
    <message>
        <source>I am ready</source>
        <translation>آماده‌ام</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>صفحه را به %1 بدهید</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>من %1 هستم — کارت‌هایم را نشان بده</translation>
    </message>
</context>
<context>
    <name>I18n</name>
    <message>
        <source>; </source>
        <comment>between the clauses of one line</comment>
        <translation>؛ </translation>
    </message>
    <message>
        <source> · </source>
        <comment>between the parts of one status line; never a sign that can be read as a digit</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a short list</comment>
        <translation>، </translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <source>Everywhere</source>
        <extracomment>a run of Latin key names: &quot;Ctrl+,&quot;, &quot;H, F2&quot;, &quot;Home / End&quot;, &quot;A 2 … 9 0/T J Q K&quot;</extracomment>
        <translation>همه‌جا</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>سر میز</translation>
    </message>
    <message>
        <source>New game (asks before leaving a running one)</source>
        <translation>بازی تازه (پیش از رها کردن بازی جاری می‌پرسد)</translation>
    </message>
    <message>
        <source>New game with players and rules…</source>
        <translation>بازی تازه با بازیکنان و قوانین…</translation>
    </message>
    <message>
        <source>Save the game as…</source>
        <translation>ذخیره‌ی بازی با نام…</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>بارگذاری بازی ذخیره‌شده</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>بازگشت به صفحه‌ی آغاز</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>قوانین بازی</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>تمام‌صفحه</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <source>Hint: the coach&apos;s view of your decision, in the side panel</source>
        <translation>راهنمایی: نظر مربی درباره‌ی تصمیم شما، در پنل کناری</translation>
    </message>
    <message>
        <source>Show or hide the coach panel</source>
        <translation>نمایش یا پنهان کردن پنل مربی</translation>
    </message>
    <message>
        <source>Take back your last move (against the computer only)</source>
        <translation>بازگرداندن آخرین حرکت شما (فقط در برابر رایانه)</translation>
    </message>
    <message>
        <source>Say the scores (balances, banks) aloud</source>
        <translation>خواندن امتیازها (موجودی‌ها، بانک‌ها) با صدا</translation>
    </message>
    <message>
        <source>Say what is on the table: prizes and pot, the trick, pot and reserve</source>
        <translation>خواندن آنچه روی میز است: جایزه‌های وسط، دست، پات و ذخیره</translation>
    </message>
    <message>
        <source>Say your cards, suit by suit</source>
        <translation>خواندن کارت‌های شما، خال به خال</translation>
    </message>
    <message>
        <source>Say the last few events again</source>
        <translation>تکرار چند رویداد آخر</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>بازپخش</translation>
    </message>
    <message>
        <source>Left / Right, Home / End</source>
        <translation>چپ / راست، Home / End</translation>
    </message>
    <message>
        <source>One move back / forward, to the start / end</source>
        <translation>یک حرکت عقب / جلو، به آغاز / پایان</translation>
    </message>
    <message>
        <source>Previous / next round, hand or trick</source>
        <translation>دور یا دستِ قبلی / بعدی</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>بستن بازپخش</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>چپ / راست</translation>
    </message>
    <message>
        <source>Move among the cards you may play</source>
        <translation>حرکت میان کارت‌هایی که می‌توانید بازی کنید</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play the card or press the button that has the focus</source>
        <translation>بازی کردن کارت یا زدن دکمه‌ای که فوکوس دارد</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Next / previous control of the table; always comes back to the hand</source>
        <translation>کنترل بعدی / قبلی میز؛ همیشه به دست بازمی‌گردد</translation>
    </message>
    <message>
        <source>Space, Esc, a click</source>
        <translation>فاصله، Esc، یک کلیک</translation>
    </message>
    <message>
        <source>Skip an animation (Space never makes a move)</source>
        <translation>رد کردن پویانمایی (فاصله هرگز حرکتی انجام نمی‌دهد)</translation>
    </message>
    <message>
        <source>Continue after a result, a summary or a handover</source>
        <translation>ادامه پس از نتیجه، خلاصه یا دست‌به‌دست شدن صفحه</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close a summary</source>
        <translation>بستن خلاصه</translation>
    </message>
    <message>
        <source>Gops</source>
        <translation>گاپس</translation>
    </message>
    <message>
        <source>Bid the card of that rank</source>
        <translation>پیشنهاد با کارتِ همان رتبه</translation>
    </message>
    <message>
        <source>Guts</source>
        <translation>گاتس</translation>
    </message>
    <message>
        <source>Declare in</source>
        <translation>اعلام «هستم»</translation>
    </message>
    <message>
        <source>Declare out</source>
        <translation>اعلام «نیستم»</translation>
    </message>
    <message>
        <source>Zhopa</source>
        <translation>ژوپا</translation>
    </message>
    <message>
        <source>Bet go</source>
        <translation>شرط «می‌روم»</translation>
    </message>
    <message>
        <source>Bet pass</source>
        <translation>شرط «پاس»</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>کلیدها</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>کجا</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>چه می‌کنند</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Card games</source>
        <extracomment>room left for the window manager&apos;s title bar and borders (not known before the first show)</extracomment>
        <translation>بازی‌های کارتی</translation>
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
        <translation>بازی (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;بازی تازه</translation>
    </message>
    <message>
        <source>New game with &amp;players and rules…</source>
        <translation>بازی تازه با بازیکنان و &amp;قوانین…</translation>
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
        <translation>بار&amp;گذاری…</translation>
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
        <source>Ne&amp;w</source>
        <translation>&amp;تازه</translation>
    </message>
    <message>
        <source>&amp;Back to the start page</source>
        <translation>بازگشت به صفحه‌ی آغا&amp;ز</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>تنظیمات (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;تنظیمات…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>تمام‌&amp;صفحه</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>راهنما (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;قوانین</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;کلیدها</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;درباره</translation>
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
        <source>The %1 table could not be loaded.</source>
        <translation>میز %1 بارگذاری نشد.</translation>
    </message>
    <message>
        <source>The program&apos;s files may have changed while it was running (for example, it was reinstalled or updated). Quit and start the app again; if this message comes back, reinstall it. Your games are kept.</source>
        <translation>شاید پرونده‌های برنامه هنگام اجرا تغییر کرده باشند (مثلاً دوباره نصب یا به‌روز شده است). برنامه را ببندید و دوباره باز کنید؛ اگر این پیام باز آمد، آن را دوباره نصب کنید. بازی‌های شما نگه داشته شده‌اند.</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>%1 باز نمی‌شود</translation>
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
    <message numerus="yes">
        <source>%n moves of this game and its result could not be saved: %1. Quit anyway and lose them?</source>
        <translation>
            <numerusform>%n حرکت این بازی و نتیجهٔ آن ذخیره نشد: %1. با این حال خارج می‌شوید و آن‌ها را از دست می‌دهید؟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves of this game could not be saved: %1. Quit anyway and lose them?</source>
        <translation>
            <numerusform>%n حرکت این بازی ذخیره نشد: %1. با این حال خارج می‌شوید و آن‌ها را از دست می‌دهید؟</numerusform>
        </translation>
    </message>
    <message>
        <source>The result of this game could not be saved: %1. Quit anyway and lose it?</source>
        <translation>نتیجهٔ این بازی ذخیره نشد: %1. با این حال خارج می‌شوید و آن را از دست می‌دهید؟</translation>
    </message>
    <message>
        <source>the disk refused</source>
        <translation>دیسک از نوشتن سر باز زد</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>تلاش دوباره</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>خروج بدون ذخیره</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>Another program is using the saves: your move will show as soon as it is saved. The window still works meanwhile.</source>
        <translation>برنامه‌ی دیگری در حال استفاده از ذخیره‌هاست: حرکت شما به محض ذخیره شدن نمایش داده می‌شود. در این مدت پنجره همچنان کار می‌کند.</translation>
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
        <source>%1, %2</source>
        <translation>%1، %2</translation>
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
    <name>NewGameDialog</name>
    <message>
        <source>New game of %1</source>
        <translation>بازی تازه‌ی %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>شروع</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Player %1</source>
        <translation>بازیکن %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>بازپخش</translation>
    </message>
    <message>
        <source>This game is still being played: the replay shows only what %1 may see. Pass the screen to %1.</source>
        <translation>این بازی هنوز در جریان است: بازپخش فقط آنچه را %1 می‌تواند ببیند نشان می‌دهد. صفحه را به %1 بدهید.</translation>
    </message>
    <message>
        <source>I am %1 — show the replay</source>
        <translation>من %1 هستم — بازپخش را نشان بده</translation>
    </message>
    <message>
        <source>View of</source>
        <translation>از دید</translation>
    </message>
    <message>
        <source>The table at this move</source>
        <translation>میز در این حرکت</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>به آغاز (Home)</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <translation>یک حرکت به عقب (→)</translation>
    </message>
    <message>
        <source>One move forward (→)</source>
        <translation>یک حرکت به جلو (←)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>به پایان (End)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>All cards open</source>
        <translation>همه‌ی کارت‌ها باز</translation>
    </message>
    <message>
        <source>Public cards only</source>
        <translation>فقط کارت‌های آشکار</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>حرکت</translation>
    </message>
    <message>
        <source>Previous round, hand or trick (Page Up)</source>
        <translation>دور یا دستِ قبلی (Page Up)</translation>
    </message>
    <message>
        <source>Next round, hand or trick (Page Down)</source>
        <translation>دور یا دستِ بعدی (Page Down)</translation>
    </message>
    <message>
        <source>View of:</source>
        <translation>از دید:</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>پایان بازی</translation>
    </message>
    <message>
        <source>End of game %1</source>
        <translation>پایان بازی %1</translation>
    </message>
    <message>
        <source>End of cycle %1</source>
        <translation>پایان دوره‌ی %1</translation>
    </message>
    <message>
        <source>End of partie %1</source>
        <translation>پایان دور %1</translation>
    </message>
    <message>
        <source>%1 — move %2 of %3</source>
        <translation>%1 — حرکت %2 از %3</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>آغاز بازی.</translation>
    </message>
    <message>
        <source>%1, in %2: %3</source>
        <translation>%1، در %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Coach: the best move was %1; this one lost %2 %3.</source>
        <translation>مربی: بهترین حرکت %1 بود؛ این حرکت %2 %3 از دست داد.</translation>
    </message>
    <message>
        <source>a sealed choice</source>
        <translation>انتخابی پنهان</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of your game</source>
        <translation>بررسی بازی شما</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>کجا</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>حرکت شما</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>بهترین حرکت</translation>
    </message>
    <message>
        <source>Lost (%1)</source>
        <translation>از دست رفته (%1)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>One of your three costliest decisions</source>
        <translation>یکی از سه تصمیم پرهزینه‌ی شما</translation>
    </message>
    <message>
        <source>Total lost: %1 %2</source>
        <translation>مجموع از دست رفته: %1 %2</translation>
    </message>
    <message>
        <source>Exact: measured against the equilibrium.</source>
        <translation>دقیق: در مقایسه با تعادل.</translation>
    </message>
    <message>
        <source>Approximate: estimated by the computer&apos;s search or value model.</source>
        <translation>تقریبی: برآورد جست‌وجوی رایانه یا مدل ارزش آن.</translation>
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
        <source>Replay…</source>
        <translation>بازپخش…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>صدور…</translation>
    </message>
    <message>
        <source>%1 — damaged, kept aside</source>
        <translation>%1 — آسیب‌دیده، کنار گذاشته شده</translation>
    </message>
    <message>
        <source>Unnamed game</source>
        <translation>بازی بی‌نام</translation>
    </message>
    <message>
        <source>Its stored data is damaged: it cannot be opened. Export… saves what can still be read of it.</source>
        <translation>داده‌های ذخیره‌شده‌ی آن آسیب دیده است: نمی‌توان آن را باز کرد. «صدور…» آنچه را هنوز خواندنی است ذخیره می‌کند.</translation>
    </message>
    <message>
        <source>There are no saved games yet. Use Game → Save as… during a game.</source>
        <translation>هنوز بازی ذخیره‌شده‌ای نیست. در میانه‌ی بازی از بازی ← ذخیره با نام… استفاده کنید.</translation>
    </message>
    <message>
        <source>A game kept aside cannot be opened: its stored data is damaged.</source>
        <translation>بازیِ کنار گذاشته‌شده باز نمی‌شود: داده‌های ذخیره‌شده‌ی آن آسیب دیده است.</translation>
    </message>
    <message>
        <source>Save the selected game as a file to share or keep</source>
        <translation>بازیِ انتخاب‌شده را برای اشتراک یا نگهداری در یک پرونده ذخیره کنید</translation>
    </message>
    <message>
        <source>It cannot be exported either: %1</source>
        <translation>صدور آن هم ممکن نیست: %1</translation>
    </message>
    <message>
        <source>Export… saves it with all its moves (%1).</source>
        <translation>«صدور…» آن را با همه‌ی حرکت‌هایش (%1) ذخیره می‌کند.</translation>
    </message>
    <message numerus="yes">
        <source>Export… saves it up to its first damaged move: %1 of its %Ln moves.</source>
        <translation>
            <numerusform>«صدور…» آن را تا نخستین حرکتِ آسیب‌دیده ذخیره می‌کند: %1 از %Ln حرکت.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported to %1: its first %2 of %Ln moves (those after them are damaged).</source>
        <translation>
            <numerusform>به %1 صادر شد: %2 حرکتِ نخست از %Ln حرکت (حرکت‌های پس از آن‌ها آسیب دیده‌اند).</numerusform>
        </translation>
    </message>
    <message>
        <source>This save cannot be replayed: %1</source>
        <translation>این ذخیره را نمی‌توان بازپخش کرد: %1</translation>
    </message>
    <message>
        <source>Delete save?</source>
        <translation>ذخیره حذف شود؟</translation>
    </message>
    <message>
        <source>Delete the save “%1”? This cannot be undone.</source>
        <translation>ذخیره‌ی «%1» حذف شود؟ این کار برگشت‌پذیر نیست.</translation>
    </message>
    <message>
        <source>Delete the damaged game “%1”? Export… can still save what is readable of it; this cannot be undone.</source>
        <translation>بازیِ آسیب‌دیده‌ی «%1» حذف شود؟ «صدور…» هنوز می‌تواند آنچه خواندنی است را ذخیره کند؛ این کار برگشت‌پذیر نیست.</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>صدور بازی</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>بازی‌های ذخیره‌شده (*.json)</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>به %1 صادر شد</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Name of player %1</source>
        <extracomment>a QSpinBox holds a 32-bit int: the top of a field with no upper limit</extracomment>
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
    <message>
        <source>Easy</source>
        <translation>آسان</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>خبره</translation>
    </message>
    <message>
        <source>Level of player %1</source>
        <translation>سطح بازیکن %1</translation>
    </message>
    <message>
        <source>Cautious</source>
        <translation>محتاط</translation>
    </message>
    <message>
        <source>Loose</source>
        <translation>بی‌پروا</translation>
    </message>
    <message>
        <source>Style of player %1</source>
        <translation>سبک بازیکن %1</translation>
    </message>
    <message>
        <source>Cautious: goes in only with a hand worth it. Loose: goes in more often, the table stays lively.</source>
        <translation>محتاط: فقط با دستی ارزشمند وارد می‌شود. بی‌پروا: بیشتر وارد می‌شود و میز پرشور می‌ماند.</translation>
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
        <translation>رو شد</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>شما</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>بازیکن %1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>رایانه</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>رایانه %1</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>That seat is played by the computer.</source>
        <extracomment>a commit that waits this long for another program&apos;s lock is said in the status line while the disk refuses a write, what is owed is written again this often (the status says so) a worker&apos;s commit gives up its wait after this long and tries again (so a closed table stops it) events applied (a list of engine.events values); views refresh from the observation a move was refused: the message says why, nothing changed the viewer changed (int seat, or None for &quot;nobody&apos;s private cards&quot;) pass-and-play: ask the person at the screen to hand over to this seat a computer seat is thinking (seat) / done a move&apos;s commit has waited SLOW_COMMIT_MS for a lock another program holds (True), or its wait is over (False): the window says so in its status line a write that was owed was tried again (the status line says whether it is still owed) the table&apos;s moment queue: while it holds, computers wait (the table calls schedule_computers again when its last moment is over) how long a screen reader is still talking (ms): a computer&apos;s move waits for it what shows a move wraps it in this (the table: its refreshes made once, at the end) set while a move waits for its commit (the worker stops when it is set)</extracomment>
        <translation>این جایگاه را رایانه بازی می‌کند.</translation>
    </message>
    <message>
        <source>Hand the screen over first.</source>
        <translation>اول صفحه را به نفر بعد بدهید.</translation>
    </message>
    <message>
        <source>Wait: the last move is still being saved.</source>
        <translation>صبر کنید: حرکت قبلی هنوز در حال ذخیره شدن است.</translation>
    </message>
    <message>
        <source>%1 (computer) proposed an illegal move.</source>
        <translation>%1 (رایانه): حرکت غیرمجاز.</translation>
    </message>
    <message>
        <source>%1 (computer) failed: %2</source>
        <translation>%1 (رایانه) با خطا روبه‌رو شد: %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>each game&apos;s page says what its changes reach (a game being played, one waiting, the next)</extracomment>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <source>General</source>
        <extracomment>games that wait under Continue: they keep their own rules and players</extracomment>
        <translation>عمومی</translation>
    </message>
    <message>
        <source>These apply at once, also to a game on the table (the language after a restart).</source>
        <translation>این‌ها همان دم اعمال می‌شوند، برای بازیِ روی میز هم (زبان پس از راه‌اندازی دوباره).</translation>
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
        <source>When a screen reader is on</source>
        <translation>وقتی صفحه‌خوان روشن است</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>همیشه</translation>
    </message>
    <message>
        <source>Always, also for older screen readers (Orca 45 and before)</source>
        <translation>همیشه، برای صفحه‌خوان‌های قدیمی هم (Orca 45 و پیش‌تر)</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>هرگز</translation>
    </message>
    <message>
        <source>Speak the game</source>
        <translation>خواندن بازی با صدا</translation>
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
        <source>A game of %1 waits under Continue: it keeps the rules and players it was started with. Changes here apply to the next new game.</source>
        <translation>یک بازی %1 زیر «ادامه» منتظر است: قوانین و بازیکنانی را که با آن‌ها شروع شد نگه می‌دارد. تغییرهای اینجا برای بازیِ تازه‌ی بعدی است.</translation>
    </message>
    <message>
        <source>Changes here apply to the next new game of %1.</source>
        <translation>تغییرهای اینجا برای بازیِ تازه‌ی بعدیِ %1 است.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>قوانین</translation>
    </message>
    <message>
        <source>Custom (from the settings file)</source>
        <translation>سفارشی (از پرونده تنظیمات)</translation>
    </message>
    <message>
        <source>The players of the next game; the game being played keeps its own.</source>
        <translation>بازیکنان بازی بعدی؛ بازی در جریان بازیکنان خودش را نگه می‌دارد.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>بازیکنان</translation>
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
        <source>Games played without asking the coach for a hint and without taking a move back. A game in which a hint was asked for or a move taken back counts apart, in the next tab.</source>
        <extracomment>what each list says when it has nothing in it (under its own tab, never under another)</extracomment>
        <translation>بازی‌هایی که بدون خواستن راهنمایی از مربی و بدون بازگرداندن حرکت انجام شده‌اند. بازی‌ای که در آن راهنمایی خواسته شد یا حرکتی بازگردانده شد جداگانه شمرده می‌شود، در زبانه‌ی بعدی.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>نتایج</translation>
    </message>
    <message>
        <source>Games in which the coach was asked for a hint or a move was taken back. They count here, apart from your results; the coach panel merely being open does not count.</source>
        <translation>بازی‌هایی که در آن‌ها از مربی راهنمایی خواسته شد یا حرکتی بازگردانده شد. این‌ها اینجا، جدا از نتیجه‌های شما شمرده می‌شوند؛ فقط باز بودن پنل مربی به حساب نمی‌آید.</translation>
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
        <translation>تاریخچه‌ی رتبه‌ی ژوپا</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>بازیکن:</translation>
    </message>
    <message>
        <source>Zhopa rating after each game</source>
        <translation>رتبه‌ی ژوپا پس از هر بازی</translation>
    </message>
    <message>
        <source>Zhopa rating</source>
        <translation>رتبه‌ی ژوپا</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <extracomment>the rating history is read when its tab is first shown (with many games it is the slow query)</extracomment>
        <translation>بازنشانی آمار…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>حرکت‌ها</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>بازی‌های تمام‌شده</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>بازپخش…</translation>
    </message>
    <message>
        <source>This game cannot be replayed: %1</source>
        <translation>این بازی را نمی‌توان بازپخش کرد: %1</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>بازی‌شده</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>بُرد</translation>
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
        <source>No finished games with the coach or a move taken back.</source>
        <translation>هیچ بازی تمام‌شده‌ای با مربی یا با حرکت بازگردانده‌شده نیست.</translation>
    </message>
    <message>
        <source>With the coach or undo</source>
        <translation>با مربی یا بازگرداندن</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>بازی‌ها</translation>
    </message>
    <message>
        <source>The rating runs from 0 % (every point of every partie lost) to 100 % (every one won); 50 % is even. It is worked out over all your finished games of Zhopa, played without the coach and without taking a move back, and drawn after each.</source>
        <translation>رتبه از ۰٪ (باختن همه‌ی امتیازهای همه‌ی دورها) تا ۱۰۰٪ (بردن همه) است؛ ۵۰٪ یعنی برابر. این عدد از همه‌ی بازی‌های تمام‌شده‌ی ژوپای شما که بدون مربی و بدون بازگرداندن حرکت بازی شده‌اند حساب می‌شود و پس از هر بازی رسم می‌شود.</translation>
    </message>
    <message>
        <source>%1 has no rating yet: it needs a finished game of Zhopa played without the coach and without taking a move back.</source>
        <translation>%1: هنوز رتبه‌ای نیست؛ یک بازی تمام‌شده‌ی ژوپا لازم است که بدون مربی و بدون بازگرداندن حرکت بازی شده باشد.</translation>
    </message>
    <message>
        <source>No rating yet: it appears when a game of Zhopa is finished (every partie, until a player reaches 0 or 6 banks or the last partie ends), played without the coach and without taking a move back.</source>
        <translation>هنوز رتبه‌ای نیست: وقتی یک بازی ژوپا تمام شود (همه‌ی دورها، تا وقتی کسی به ۰ یا ۶ بانک برسد یا آخرین دور تمام شود) و بدون مربی و بدون بازگرداندن حرکت بازی شده باشد، پیدا می‌شود.</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>آمار بازنشانی شود؟</translation>
    </message>
    <message>
        <source>Forget every recorded result? This cannot be undone.</source>
        <translation>همه‌ی نتایج ثبت‌شده فراموش شوند؟ این کار برگشت‌پذیر نیست.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message numerus="yes">
        <source>The %2 beside the saves database were not ordinary files; they were moved to %1. Your games are intact.</source>
        <extracomment>lupdate reads the literal of each translate(&quot;Storage&quot;, ...) call below</extracomment>
        <translation>
            <numerusform>%2 کنار پایگاه داده‌ی ذخیره‌ها پرونده‌ی معمولی نبود و به %1 منتقل شد. بازی‌هایتان سالم‌اند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The saves database could not be used: %1. It was moved to %2 and a new one was started. %n games could be read from it and were exported there as save files.</source>
        <translation>
            <numerusform>از پایگاه داده‌ی ذخیره‌ها نمی‌شد استفاده کرد: %1. به %2 منتقل شد و پایگاه تازه‌ای آغاز شد. %n بازی از آن خوانده و همان‌جا به صورت پرونده‌ی ذخیره صادر شد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved games or statistics of an earlier version could not be imported and were left as they were: %1</source>
        <translation>
            <numerusform>%n بازی ذخیره‌شده یا آمار از نسخه‌ی قبلی وارد نشد و همان‌طور که بود رها شد: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data of %n stored games%1 is damaged in the saves database: they were kept aside; the other games are not affected.</source>
        <translation>
            <numerusform>داده‌های %n بازی ذخیره‌شده%1 در پایگاه داده‌ی ذخیره‌ها آسیب دیده‌اند و کنار گذاشته شدند؛ بازی‌های دیگر آسیبی ندیده‌اند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more damaged games were kept aside.</source>
        <translation>
            <numerusform>%n بازی آسیب‌دیده‌ی دیگر نیز کنار گذاشته شد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The results of %n games are damaged in the saves database and were left out of these statistics.</source>
        <translation>
            <numerusform>نتایج %n بازی در پایگاه داده‌ی ذخیره‌ها آسیب دیده‌اند و در این آمار نیامده‌اند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n imported totals are damaged in the saves database and were left out of these statistics.</source>
        <translation>
            <numerusform>%n جمع واردشده در پایگاه داده‌ی ذخیره‌ها آسیب دیده و در این آمار نیامده است.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A name can have at most %n characters.</source>
        <translation>
            <numerusform>نام حداکثر می‌تواند %n نویسه داشته باشد.</numerusform>
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
        <translation>تنظیمات بازی‌اش موجود نیست یا نادرست است</translation>
    </message>
    <message>
        <source>a seat is not described properly</source>
        <translation>یکی از جایگاه‌ها درست توصیف نشده است</translation>
    </message>
    <message>
        <source>a seat has no proper name</source>
        <translation>یکی از جایگاه‌ها نام درستی ندارد</translation>
    </message>
    <message>
        <source>a seat&apos;s name is longer than the limit of 40 characters</source>
        <translation>نام یکی از بازیکنان از سقف ۴۰ نویسه بلندتر است</translation>
    </message>
    <message>
        <source>a seat is neither human nor computer</source>
        <translation>یکی از جایگاه‌ها نه انسان است نه رایانه</translation>
    </message>
    <message>
        <source>a computer seat names no proper opponent</source>
        <translation>یکی از جایگاه‌های رایانه حریف درستی را نام نمی‌برد</translation>
    </message>
    <message>
        <source>its list of players is missing or wrong</source>
        <translation>فهرست بازیکنانش موجود نیست یا نادرست است</translation>
    </message>
    <message>
        <source>its deal number (seed) is missing or out of range</source>
        <translation>شماره‌ی دست (seed) موجود نیست یا خارج از محدوده است</translation>
    </message>
    <message>
        <source>its list of moves is missing</source>
        <translation>فهرست حرکت‌هایش موجود نیست</translation>
    </message>
    <message>
        <source>a move in it is not written properly</source>
        <translation>یکی از حرکت‌ها درست نوشته نشده است</translation>
    </message>
    <message>
        <source>its game settings or players are not readable</source>
        <translation>تنظیمات بازی یا بازیکنانش خوانا نیست</translation>
    </message>
    <message>
        <source>its game settings are impossible</source>
        <translation>تنظیمات بازی‌اش ناممکن است</translation>
    </message>
    <message>
        <source>its number of moves is not a number</source>
        <translation>تعداد حرکت‌هایش عدد نیست</translation>
    </message>
    <message>
        <source>its date is not a date</source>
        <translation>تاریخش تاریخ نیست</translation>
    </message>
    <message>
        <source>its name is not text</source>
        <translation>نامش متن نیست</translation>
    </message>
    <message>
        <source>its list of players is not readable</source>
        <translation>فهرست بازیکنانش خوانا نیست</translation>
    </message>
    <message>
        <source>a stored move is not a move</source>
        <translation>یک حرکت ذخیره‌شده حرکت نیست</translation>
    </message>
    <message>
        <source>a stored value is not readable</source>
        <translation>یک مقدار ذخیره‌شده خوانا نیست</translation>
    </message>
    <message>
        <source>moves are missing</source>
        <translation>حرکت‌هایی گم شده‌اند</translation>
    </message>
    <message>
        <source>the moves do not match the rules</source>
        <translation>حرکت‌ها با قوانین جور نیستند</translation>
    </message>
    <message>
        <source>it is not text: the file is damaged or is not one of ours</source>
        <translation>متن نیست: پرونده آسیب دیده یا از این برنامه نیست</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>خالی است</translation>
    </message>
    <message>
        <source>it is damaged (nested too deeply)</source>
        <translation>آسیب دیده است (تودرتوی بیش از حد)</translation>
    </message>
    <message>
        <source>it is damaged or cut short (not valid JSON)</source>
        <translation>آسیب دیده یا ناقص است (JSON معتبر نیست)</translation>
    </message>
    <message>
        <source>name</source>
        <translation>نام</translation>
    </message>
    <message>
        <source>note</source>
        <translation>یادداشت</translation>
    </message>
    <message>
        <source>game identifier</source>
        <translation>شناسه‌ی بازی</translation>
    </message>
    <message>
        <source>date of saving</source>
        <translation>تاریخ ذخیره</translation>
    </message>
    <message>
        <source>app version</source>
        <translation>نسخه‌ی برنامه</translation>
    </message>
    <message>
        <source>its %1 is missing or wrong</source>
        <translation>فیلد «%1» آن موجود نیست یا نادرست است</translation>
    </message>
    <message>
        <source>its game settings are impossible (%1)</source>
        <translation>تنظیمات بازی‌اش ناممکن است (%1)</translation>
    </message>
    <message>
        <source>the folder is read-only or not writable</source>
        <translation>پوشه فقط‌خواندنی است یا نوشتن در آن ممکن نیست</translation>
    </message>
    <message>
        <source>the folder is read-only</source>
        <translation>پوشه فقط‌خواندنی است</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>دیسک پر است</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>پرونده‌ی معمولی نیست</translation>
    </message>
    <message>
        <source>a folder is in the way of the file</source>
        <translation>پوشه‌ای جای پرونده را گرفته است</translation>
    </message>
    <message>
        <source>a file is in the way of a folder</source>
        <translation>پرونده‌ای جای پوشه را گرفته است</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <translation>خواندن یا نوشتن دیسک ممکن نشد</translation>
    </message>
    <message>
        <source>the file&apos;s name or folder is too long</source>
        <translation>نام پرونده یا پوشه بیش از حد بلند است</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>پوشه وجود ندارد</translation>
    </message>
    <message>
        <source>the system refused the write</source>
        <translation>سیستم اجازه‌ی نوشتن نداد</translation>
    </message>
    <message>
        <source>the system refused</source>
        <translation>سیستم اجازه نداد</translation>
    </message>
    <message>
        <source>another program is using the saves; try again</source>
        <translation>برنامه‌ی دیگری از ذخیره‌ها استفاده می‌کند؛ دوباره تلاش کنید</translation>
    </message>
    <message>
        <source>it is a link to a file that does not exist</source>
        <translation>پیوندی به پرونده‌ای است که وجود ندارد</translation>
    </message>
    <message>
        <source>something that is not a file is in the place of the database</source>
        <translation>چیزی که پرونده نیست جای پایگاه داده را گرفته است</translation>
    </message>
    <message>
        <source>the file is damaged or is not a database</source>
        <translation>پرونده آسیب دیده یا پایگاه داده نیست</translation>
    </message>
    <message>
        <source>the file belongs to another program</source>
        <translation>پرونده متعلق به برنامه‌ی دیگری است</translation>
    </message>
    <message>
        <source>its version number (%1) is not one the app ever wrote</source>
        <translation>این برنامه هرگز شماره‌ی نسخه‌ی %1 را ننوشته است</translation>
    </message>
    <message>
        <source>it holds triggers or views that the app did not create</source>
        <translation>تریگرها یا نماهایی دارد که برنامه نساخته است</translation>
    </message>
    <message>
        <source>its tables are not those of this version of the app</source>
        <translation>جدول‌هایش جدول‌های این نسخه‌ی برنامه نیستند</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>پرونده آسیب دیده است</translation>
    </message>
    <message>
        <source>the file cannot be used</source>
        <translation>از پرونده نمی‌توان استفاده کرد</translation>
    </message>
    <message>
        <source>The saves cannot be kept: %1.</source>
        <translation>ذخیره‌ها نگه داشته نمی‌شوند: %1.</translation>
    </message>
    <message>
        <source>The saves were made by a newer version of the app (database version %1; this version knows up to %2). They were left untouched: update the app to use them.</source>
        <translation>ذخیره‌ها با نسخه‌ی جدیدتری از برنامه ساخته شده‌اند (نسخه‌ی پایگاه داده %1؛ این نسخه تا %2 را می‌شناسد). دست‌نخورده ماندند: برای استفاده از آن‌ها برنامه را به‌روز کنید.</translation>
    </message>
    <message>
        <source>The saves are busy in another window; try again.</source>
        <translation>ذخیره‌ها در پنجره‌ی دیگری در حال استفاده‌اند؛ دوباره تلاش کنید.</translation>
    </message>
    <message>
        <source>The saves database cannot be opened (%1). It was left as it was.</source>
        <translation>پایگاه داده‌ی ذخیره‌ها باز نمی‌شود (%1). همان‌طور که بود رها شد.</translation>
    </message>
    <message>
        <source>The saves database could not be created.</source>
        <translation>ساختن پایگاه داده‌ی ذخیره‌ها ممکن نشد.</translation>
    </message>
    <message>
        <source>The saves database cannot be opened: %1. Nothing was changed.</source>
        <translation>پایگاه داده‌ی ذخیره‌ها باز نمی‌شود: %1. چیزی تغییر نکرد.</translation>
    </message>
    <message>
        <source>The saves database cannot be opened: “%1” beside it is not an ordinary file and could not be moved aside (%2). Nothing was changed.</source>
        <translation>پایگاه داده‌ی ذخیره‌ها باز نمی‌شود: «%1» کنار آن پرونده‌ی معمولی نیست و کنار گذاشتنش ممکن نشد (%2). چیزی تغییر نکرد.</translation>
    </message>
    <message>
        <source>The saves database was replaced after its journal (-wal) was written, and the journal could not be moved aside (%1). Nothing was changed.</source>
        <translation>پایگاه داده‌ی ذخیره‌ها پس از نوشته شدن دفترچه‌اش (‎-wal‎) جایگزین شد و کنار گذاشتن دفترچه ممکن نشد (%1). چیزی تغییر نکرد.</translation>
    </message>
    <message>
        <source>The saves database was replaced while the app was closed: the journal (-wal) left beside it belonged to the earlier file and was not applied to it. It was moved to %1; the database is used as it is.</source>
        <translation>پایگاه داده‌ی ذخیره‌ها وقتی برنامه بسته بود جایگزین شد: دفترچه‌ی (‎-wal‎) کنار آن مال پرونده‌ی قبلی بود و روی آن اعمال نشد. به %1 منتقل شد؛ از پایگاه داده همان‌طور که هست استفاده می‌شود.</translation>
    </message>
    <message>
        <source>The saves database cannot be used (%1) and could not be moved aside: %2. Nothing was changed.</source>
        <translation>از پایگاه داده‌ی ذخیره‌ها نمی‌توان استفاده کرد (%1) و کنار گذاشتنش ممکن نشد: %2. چیزی تغییر نکرد.</translation>
    </message>
    <message>
        <source>the saves database was changed by another program (it now holds something the app did not create); restart the app to set it aside</source>
        <translation>برنامهٔ دیگری پایگاه دادهٔ ذخیره‌ها را تغییر داده است (اکنون چیزی در آن هست که برنامه نساخته است)؛ برای کنار گذاشتن آن برنامه را دوباره راه‌اندازی کنید</translation>
    </message>
    <message>
        <source>the saves database file is read-only</source>
        <translation>پروندهٔ پایگاه دادهٔ ذخیره‌ها فقط‌خواندنی است</translation>
    </message>
    <message>
        <source>The saves database file is read-only: its games can be opened and played, but nothing is written into it.</source>
        <translation>پرونده‌ی پایگاه داده‌ی ذخیره‌ها فقط‌خواندنی است: بازی‌های آن را می‌توان باز کرد و ادامه داد، اما چیزی در آن نوشته نمی‌شود.</translation>
    </message>
    <message>
        <source>This game was discarded in another window: it is no longer saved here.</source>
        <translation>این بازی در پنجرهٔ دیگری کنار گذاشته شد: دیگر اینجا ذخیره نمی‌شود.</translation>
    </message>
    <message>
        <source>An index of the saves database was damaged; it was rebuilt from the games, which are intact. A copy of the file as it was is kept in %1.</source>
        <translation>یکی از نمایه‌های پایگاه دادهٔ ذخیره‌ها آسیب دیده بود؛ از روی بازی‌ها، که سالم‌اند، از نو ساخته شد. رونوشتی از پرونده به همان شکلِ پیشین در %1 نگه داشته شده است.</translation>
    </message>
    <message>
        <source>The saves database was replaced or moved by another program while the app runs: nothing more is saved into it. Use %1 to keep this game in a file, and restart the app to use the saves as they are now.</source>
        <translation>پایگاه دادهٔ ذخیره‌ها در حین کار برنامه به دست برنامهٔ دیگری جایگزین یا جابه‌جا شد: دیگر چیزی در آن ذخیره نمی‌شود. برای نگه داشتن این بازی در یک پرونده از %1 استفاده کنید، و برای کار با ذخیره‌ها به شکل کنونی‌شان برنامه را دوباره راه‌اندازی کنید.</translation>
    </message>
    <message>
        <source>The saves database could not be used: %1. It was moved to %2 and a new one was started.</source>
        <translation>از پایگاه داده‌ی ذخیره‌ها نمی‌شد استفاده کرد: %1. به %2 منتقل شد و پایگاه تازه‌ای آغاز شد.</translation>
    </message>
    <message>
        <source>The saves of an earlier version could not be imported (%1); they were left as they were.</source>
        <translation>ذخیره‌های نسخه‌ی قبلی وارد نشدند (%1)؛ همان‌طور که بودند رها شدند.</translation>
    </message>
    <message>
        <source>This game is open in another window. Close it there to continue it here.</source>
        <translation>این بازی در پنجره‌ی دیگری باز است. آن را آنجا ببندید تا اینجا ادامه دهید.</translation>
    </message>
    <message>
        <source>This save was just replaced or deleted in another window; the list shows the saves as they are now.</source>
        <translation>این ذخیره همین حالا در پنجره‌ی دیگری جایگزین یا حذف شد؛ فهرست ذخیره‌ها را همان‌طور که اکنون هستند نشان می‌دهد.</translation>
    </message>
    <message>
        <source>This game was continued in another window; the moves here are no longer saved.</source>
        <translation>این بازی در پنجره‌ی دیگری ادامه یافت؛ حرکت‌های اینجا دیگر ذخیره نمی‌شوند.</translation>
    </message>
    <message>
        <source>This game is no longer saved here: it was opened in another window.</source>
        <translation>این بازی دیگر اینجا ذخیره نمی‌شود: در پنجره‌ی دیگری باز شد.</translation>
    </message>
    <message>
        <source>This game cannot be opened: its stored data is damaged (%1). It has been kept aside.</source>
        <translation>این بازی باز نمی‌شود: داده‌های ذخیره‌شده‌اش آسیب دیده‌اند (%1). کنار گذاشته شد.</translation>
    </message>
    <message>
        <source>The game “%1” was kept aside: its stored data is damaged (%2). The other games are not affected.</source>
        <translation>بازی «%1» کنار گذاشته شد: داده‌های ذخیره‌شده‌اش آسیب دیده‌اند (%2). بازی‌های دیگر آسیبی ندیده‌اند.</translation>
    </message>
    <message>
        <source>The game&apos;s resume point was damaged; it was rebuilt from its moves.</source>
        <translation>نقطه‌ی ادامه‌ی بازی آسیب دیده بود؛ از روی حرکت‌هایش بازسازی شد.</translation>
    </message>
    <message>
        <source>The game&apos;s earlier moves could not be read (%1).</source>
        <translation>حرکت‌های قبلی بازی خوانده نشدند (%1).</translation>
    </message>
    <message>
        <source>There is no saved game to continue.</source>
        <translation>بازی ذخیره‌شده‌ای برای ادامه وجود ندارد.</translation>
    </message>
    <message>
        <source>This game is no longer there.</source>
        <translation>این بازی دیگر وجود ندارد.</translation>
    </message>
    <message numerus="yes">
        <source>it lists %n players for a %1-player game</source>
        <translation>
            <numerusform>در آن %n بازیکن برای یک بازیِ %1 نفره آمده است</numerusform>
        </translation>
    </message>
    <message>
        <source>This game cannot be resumed: its moves are damaged (%1). It has been kept aside and can still be exported (%2).</source>
        <translation>این بازی را نمی‌توان ادامه داد: حرکت‌هایش آسیب دیده‌اند (%1). کنار گذاشته شد و هنوز می‌توان آن را صادر کرد (%2).</translation>
    </message>
    <message>
        <source>This game cannot be loaded: its moves are damaged (%1). It has been kept aside and can still be exported (%2).</source>
        <translation>این بازی را نمی‌توان بارگذاری کرد: حرکت‌هایش آسیب دیده‌اند (%1). کنار گذاشته شد و هنوز می‌توان آن را صادر کرد (%2).</translation>
    </message>
    <message>
        <source>Nothing of this game can be read: its stored data is damaged (%1).</source>
        <translation>چیزی از این بازی خوانده نمی‌شود: داده‌های ذخیره‌شده‌اش آسیب دیده‌اند (%1).</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>the move</source>
        <translation>حرکت</translation>
    </message>
    <message>
        <source>the result</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <source>the take-back</source>
        <translation>برگرداندن حرکت</translation>
    </message>
    <message>
        <source>Could not save %1: another program is using the saves; try again.</source>
        <translation>ذخیره‌ی %1 ممکن نشد: برنامه‌ی دیگری از ذخیره‌ها استفاده می‌کند؛ دوباره تلاش کنید.</translation>
    </message>
    <message>
        <source>Could not save %1: %2.</source>
        <translation>ذخیره‌ی %1 ممکن نشد: %2.</translation>
    </message>
    <message>
        <source>Please give the save a name with at least one letter or digit.</source>
        <translation>لطفاً نامی برای ذخیره بگذارید که دست‌کم یک حرف یا رقم داشته باشد.</translation>
    </message>
    <message>
        <source>A save called “%1” already exists.</source>
        <translation>ذخیره‌ای به نام «%1» از قبل وجود دارد.</translation>
    </message>
    <message>
        <source>This save is no longer there.</source>
        <translation>این ذخیره دیگر وجود ندارد.</translation>
    </message>
    <message>
        <source>This save cannot be imported: it holds values the app cannot store.</source>
        <translation>این ذخیره وارد نمی‌شود: مقدارهایی دارد که برنامه نمی‌تواند نگه دارد.</translation>
    </message>
    <message>
        <source>This save is damaged: %1.</source>
        <translation>این ذخیره آسیب دیده است: %1.</translation>
    </message>
    <message>
        <source>This file is not a cardgames-qt save.</source>
        <translation>این پرونده ذخیره‌ی ‎cardgames-qt‎ نیست.</translation>
    </message>
    <message>
        <source>This save has no valid format version.</source>
        <translation>این ذخیره نسخه‌ی قالب معتبری ندارد.</translation>
    </message>
    <message>
        <source>This save was made by a newer version of the app (save format %1, this version reads up to %2). Update the app to open it.</source>
        <translation>این ذخیره با نسخه‌ی جدیدتری از برنامه ساخته شده است (قالب %1، این نسخه تا %2 را می‌خواند). برای باز کردنش برنامه را به‌روز کنید.</translation>
    </message>
    <message>
        <source>This is a save of %1, not of %2.</source>
        <translation>این ذخیره‌ی %1 است، نه %2.</translation>
    </message>
    <message>
        <source>This version of the app cannot play %1 yet.</source>
        <translation>این نسخه‌ی برنامه هنوز نمی‌تواند %1 بازی کند.</translation>
    </message>
    <message>
        <source>This save cannot be replayed: %1</source>
        <translation>این ذخیره قابل بازپخش نیست: %1</translation>
    </message>
    <message>
        <source>This save cannot be replayed by the rules.</source>
        <translation>این ذخیره طبق قوانین قابل بازپخش نیست.</translation>
    </message>
    <message>
        <source>This save&apos;s moves cannot be replayed by this version of the game.</source>
        <translation>حرکت‌های این ذخیره با این نسخه‌ی بازی قابل بازپخش نیستند.</translation>
    </message>
    <message>
        <source>This file is too large to be a save (%1 MiB; saves are under %2 MiB).</source>
        <translation>این پرونده برای ذخیره بودن بیش از حد بزرگ است (%1 مبی‌بایت؛ ذخیره‌ها کمتر از %2 مبی‌بایت‌اند).</translation>
    </message>
    <message>
        <source>The save could not be read: %1.</source>
        <translation>ذخیره خوانده نشد: %1.</translation>
    </message>
    <message>
        <source>This save cannot be opened: %1.</source>
        <translation>این ذخیره باز نمی‌شود: %1.</translation>
    </message>
    <message>
        <source>There is no file called “%1” any more.</source>
        <translation>دیگر پرونده‌ای به نام «%1» وجود ندارد.</translation>
    </message>
    <message>
        <source>A file called “%1” already exists.</source>
        <translation>پرونده‌ای به نام «%1» از قبل وجود دارد.</translation>
    </message>
    <message>
        <source>“%1” is not an ordinary file; nothing was written.</source>
        <translation>«%1» پرونده‌ی معمولی نیست؛ چیزی نوشته نشد.</translation>
    </message>
    <message>
        <source>The save was damaged and has been restored from its backup: the last move may be lost.</source>
        <translation>ذخیره آسیب دیده بود و از نسخه‌ی پشتیبانش بازگردانده شد: شاید آخرین حرکت از دست رفته باشد.</translation>
    </message>
    <message>
        <source>A save needs a name.</source>
        <translation>ذخیره به یک نام نیاز دارد.</translation>
    </message>
    <message>
        <source>Could not remove the autosave: %1.</source>
        <translation>حذف ذخیره‌ی خودکار ممکن نشد: %1.</translation>
    </message>
    <message>
        <source>Could not delete the save: %1.</source>
        <translation>حذف ذخیره ممکن نشد: %1.</translation>
    </message>
    <message>
        <source>There is no save called “%1”.</source>
        <translation>ذخیره‌ای به نام «%1» وجود ندارد.</translation>
    </message>
    <message>
        <source>Could not save the game: %1. The previous save is unchanged.</source>
        <translation>ذخیره‌ی بازی ممکن نشد: %1. ذخیره‌ی قبلی تغییری نکرده است.</translation>
    </message>
    <message>
        <source>This save cannot be read.</source>
        <translation>این ذخیره خوانده نمی‌شود.</translation>
    </message>
    <message>
        <source>Could not write the file: %1.</source>
        <translation>نوشتن پرونده ممکن نشد: %1.</translation>
    </message>
    <message>
        <source>The statistics of %1 could not be read and were left out.</source>
        <translation>آمار %1 خوانده نشد و کنار گذاشته شد.</translation>
    </message>
    <message>
        <source>The %1 statistics of %2 could not be read and were left out.</source>
        <translation>آمار %1 برای %2 خوانده نشد و کنار گذاشته شد.</translation>
    </message>
    <message>
        <source>%1 It has been moved aside. Statistics start afresh.</source>
        <translation>%1 کنار گذاشته شد. آمار از نو آغاز می‌شود.</translation>
    </message>
    <message>
        <source>The statistics file was damaged and has been moved aside; the statistics were restored from the backup (the last game may be missing).</source>
        <translation>پرونده‌ی آمار آسیب دیده بود و کنار گذاشته شد؛ آمار از نسخه‌ی پشتیبان بازگردانده شد (شاید آخرین بازی در آن نباشد).</translation>
    </message>
    <message>
        <source>%1 The game was not recorded, so as not to overwrite it.</source>
        <translation>%1 بازی ثبت نشد تا روی آن نوشته نشود.</translation>
    </message>
    <message>
        <source>Could not save the statistics: %1. The previous statistics are unchanged.</source>
        <translation>ذخیره‌ی آمار ممکن نشد: %1. آمار قبلی تغییری نکرده است.</translation>
    </message>
    <message>
        <source>The statistics file is far too large to be ours.</source>
        <translation>پرونده‌ی آمار بزرگ‌تر از آن است که مال این برنامه باشد.</translation>
    </message>
    <message>
        <source>The statistics file cannot be read: %1.</source>
        <translation>پرونده‌ی آمار خوانده نمی‌شود: %1.</translation>
    </message>
    <message>
        <source>The statistics file is not a cardgames-qt statistics file.</source>
        <translation>پرونده‌ی آمار، پرونده‌ی آمار ‎cardgames-qt‎ نیست.</translation>
    </message>
    <message>
        <source>The statistics were not recorded: %1.</source>
        <translation>آمار ثبت نشد: %1.</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1.</source>
        <translation>بازنشانی آمار ممکن نشد: %1.</translation>
    </message>
    <message>
        <source>The animation speed must be between %1× and %2×.</source>
        <translation>سرعت پویانمایی باید بین %1× و %2× باشد.</translation>
    </message>
    <message>
        <source>The computer&apos;s move delay must be a whole number of milliseconds from %1 to %2.</source>
        <translation>تأخیر حرکت رایانه باید عددی صحیح از %1 تا %2 میلی‌ثانیه باشد.</translation>
    </message>
    <message>
        <source>The deck must be one of: %1.</source>
        <translation>دسته‌کارت باید یکی از این‌ها باشد: %1.</translation>
    </message>
    <message>
        <source>Speak the game must be one of: %1.</source>
        <translation>«خواندن بازی با صدا» باید یکی از این‌ها باشد: %1.</translation>
    </message>
    <message>
        <source>The language must be one of: %1.</source>
        <translation>زبان باید یکی از این‌ها باشد: %1.</translation>
    </message>
    <message>
        <source>Reduced motion must be on or off.</source>
        <translation>«حرکت کمتر» باید روشن یا خاموش باشد.</translation>
    </message>
    <message>
        <source>There is no such setting.</source>
        <translation>چنین تنظیمی وجود ندارد.</translation>
    </message>
    <message>
        <source>Each game needs a list of players.</source>
        <translation>هر بازی به فهرستی از بازیکنان نیاز دارد.</translation>
    </message>
    <message>
        <source>This %1 table has %2 players, not %3.</source>
        <translation>این میز %1 %2 بازیکن دارد، نه %3.</translation>
    </message>
    <message>
        <source>A player is described by a name and a kind.</source>
        <translation>هر بازیکن با یک نام و یک نوع توصیف می‌شود.</translation>
    </message>
    <message>
        <source>A name is a line of text.</source>
        <translation>نام یک سطر متن است.</translation>
    </message>
    <message>
        <source>Two players are both called “%1”.</source>
        <translation>دو بازیکن هر دو «%1» نام دارند.</translation>
    </message>
    <message>
        <source>A name cannot hold a broken character (it is not valid text).</source>
        <translation>نام نمی‌تواند نویسهٔ خراب داشته باشد (متن معتبری نیست).</translation>
    </message>
    <message>
        <source>A name cannot hold control, direction or zero-width characters.</source>
        <translation>نام نمی‌تواند نویسه‌های کنترلی، نویسه‌های جهت متن یا نویسه‌های بی‌عرض داشته باشد.</translation>
    </message>
    <message>
        <source>“%1” looks the same as another player&apos;s name, “%2”.</source>
        <translation>«%1» درست شبیه نام بازیکن دیگری است: «%2».</translation>
    </message>
    <message>
        <source>This save cannot be imported. %1</source>
        <translation>این ذخیره را نمی‌توان وارد کرد. %1</translation>
    </message>
    <message>
        <source>A player is either a human or the computer.</source>
        <translation>بازیکن یا انسان است یا رایانه.</translation>
    </message>
    <message>
        <source>That computer opponent is not known.</source>
        <translation>چنین حریف رایانه‌ای شناخته‌شده نیست.</translation>
    </message>
    <message>
        <source>%1 players: %2 The default players are used.</source>
        <translation>بازیکنان %1: %2 بازیکنان پیش‌فرض به کار می‌روند.</translation>
    </message>
    <message>
        <source>%1 The default is used.</source>
        <translation>%1 مقدار پیش‌فرض به کار می‌رود.</translation>
    </message>
    <message>
        <source>%1: %2 The default is used.</source>
        <translation>%1: %2 مقدار پیش‌فرض به کار می‌رود.</translation>
    </message>
    <message>
        <source>%1: this version has no setting called %2; left out.</source>
        <translation>%1: این نسخه تنظیمی به نام %2 ندارد؛ کنار گذاشته شد.</translation>
    </message>
    <message>
        <source>The results written in this file could not be read; the results of its moves are used.</source>
        <translation>نتیجه‌های نوشته‌شده در این پرونده خوانده نشد؛ نتیجه‌های حرکت‌های آن به کار می‌رود.</translation>
    </message>
    <message>
        <source>The results written in this file do not match its moves; the results of its moves are used.</source>
        <translation>نتیجه‌های نوشته‌شده در این پرونده با حرکت‌های آن جور نیست؛ نتیجه‌های حرکت‌های آن به کار می‌رود.</translation>
    </message>
    <message>
        <source>This version has no setting called %1; left out.</source>
        <translation>این نسخه تنظیمی به نام %1 ندارد؛ کنار گذاشته شد.</translation>
    </message>
    <message>
        <source>%1, player %2: this version has no computer level called “%3”; the strongest computer plays in its place.</source>
        <translation>%1، بازیکن %2: این نسخه سطحی از رایانه به نام «%3» ندارد؛ قوی‌ترین رایانه به جای آن بازی می‌کند.</translation>
    </message>
    <message>
        <source>The settings file as it was is kept as %1.</source>
        <translation>پرونده‌ی تنظیمات به همان شکلی که بود با نام %1 نگه داشته شد.</translation>
    </message>
    <message>
        <source>%1 It has been moved aside. The default settings are used.</source>
        <translation>%1 کنار گذاشته شد. تنظیمات پیش‌فرض به کار می‌روند.</translation>
    </message>
    <message>
        <source>%1 The default settings are used.</source>
        <translation>%1 تنظیمات پیش‌فرض به کار می‌روند.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been moved aside; the previous settings were restored from the backup.</source>
        <translation>پرونده‌ی تنظیمات آسیب دیده بود و کنار گذاشته شد؛ تنظیمات قبلی از نسخه‌ی پشتیبان بازگردانده شد.</translation>
    </message>
    <message>
        <source>The settings file was damaged; the previous settings were restored from the backup.</source>
        <translation>پرونده‌ی تنظیمات آسیب دیده بود؛ تنظیمات قبلی از نسخه‌ی پشتیبان بازگردانده شد.</translation>
    </message>
    <message>
        <source>The settings file is left as it is, because %1. Changes to the settings apply until you quit and are not saved over it.</source>
        <comment>%1: why, e.g. “it could not be read”</comment>
        <translation>پرونده‌ی تنظیمات همان‌طور که هست مانده است، چون %1. تغییر تنظیمات تا وقتی از برنامه خارج شوید اعمال می‌شود و روی آن ذخیره نمی‌شود.</translation>
    </message>
    <message>
        <source>Changes to the settings apply until you quit and are not saved: the settings file is left as it is, because %1.</source>
        <comment>%1: why, e.g. “it could not be read”</comment>
        <translation>تغییر تنظیمات تا وقتی از برنامه خارج شوید اعمال می‌شود و ذخیره نمی‌شود: پرونده‌ی تنظیمات همان‌طور که هست مانده است، چون %1.</translation>
    </message>
    <message>
        <source>it could not be copied aside: %1</source>
        <comment>said of the settings file, after “because”</comment>
        <translation>نگه داشتن رونوشتی از آن ممکن نشد: %1</translation>
    </message>
    <message>
        <source>it could not be moved aside: %1</source>
        <comment>said of the settings file, after “because”</comment>
        <translation>کنار گذاشتن آن ممکن نشد: %1</translation>
    </message>
    <message>
        <source>it could not be read</source>
        <comment>said of the settings file, after “because”</comment>
        <translation>خواندن آن ممکن نشد</translation>
    </message>
    <message>
        <source>Could not save the settings: %1. The previous settings are unchanged.</source>
        <translation>ذخیره‌ی تنظیمات ممکن نشد: %1. تنظیمات قبلی تغییری نکرده‌اند.</translation>
    </message>
    <message>
        <source>The settings file is far too large to be ours.</source>
        <translation>پرونده‌ی تنظیمات بزرگ‌تر از آن است که مال این برنامه باشد.</translation>
    </message>
    <message>
        <source>The settings file cannot be read: %1.</source>
        <translation>پرونده‌ی تنظیمات خوانده نمی‌شود: %1.</translation>
    </message>
    <message>
        <source>The settings file is not a cardgames-qt settings file.</source>
        <translation>پرونده‌ی تنظیمات، پرونده‌ی تنظیمات ‎cardgames-qt‎ نیست.</translation>
    </message>
</context>
<context>
    <name>TableBase</name>
    <message>
        <source>%1 table</source>
        <extracomment>the table asks the window for something (e.g. &quot;new_match&quot;) a replay&apos;s table: drawn, never played (no move, key, focus or moment)</extracomment>
        <translation>میز %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <source>Scores and log</source>
        <extracomment>widgets the Continue button stands in for while it is up (their place is kept)</extracomment>
        <translation>امتیازها و گزارش</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>more lines for a summary (the coach: where this game&apos;s result is counted)</extracomment>
        <translation>شما</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>بازیکن %1</translation>
    </message>
    <message>
        <source>The move you pressed early was not made: this part of the game is over.</source>
        <translation>حرکتی که زودتر زدید انجام نشد: این بخش از بازی تمام شده است.</translation>
    </message>
    <message>
        <source>Kept: played as soon as it is your turn.</source>
        <translation>نگه داشته شد: به محض رسیدن نوبت شما بازی می‌شود.</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <extracomment>inside one pass of work that changes the table (a move, a moment&apos;s end, a handover) the refreshes asked for are made once, at its end: a move is one rebuild, not three</extracomment>
        <translation>هنوز اتفاقی نیفتاده است.</translation>
    </message>
    <message>
        <source>Pass the screen to %1</source>
        <translation>صفحه را به %1 بدهید</translation>
    </message>
    <message>
        <source>Press Continue when everyone has seen it</source>
        <translation>وقتی همه دیدند، «ادامه» را بزنید</translation>
    </message>
    <message>
        <source>Not saved yet: %1. The app tries again every few seconds.</source>
        <translation>هنوز ذخیره نشده: %1. برنامه هر چند ثانیه یک بار دوباره تلاش می‌کند.</translation>
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
        <source>%1&apos;s card, face down</source>
        <translation>کارت %1، رو به پایین</translation>
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
        <source>One moment: the table is still moving.</source>
        <translation>لحظه‌ای صبر کنید: کارت‌های میز هنوز در حرکت‌اند.</translation>
    </message>
    <message>
        <source>Trick %1 — main suit %2</source>
        <translation>دست %1 — خال اصلی %2</translation>
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
        <translation> (با یک ۸ عوض شد)</translation>
    </message>
    <message>
        <source>Trick held by: %1</source>
        <translation>دست فعلاً از آنِ %1</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>دسته: %1</translation>
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
        <translation> پایین</translation>
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
        <source>Won pile: %1, %2</source>
        <translation>برده‌شده: %1، %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cards</source>
        <translation>
            <numerusform>%Ln کارت</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln امتیاز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln cards in hand</source>
        <translation>
            <numerusform>%1: %Ln کارت در دست</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick (%1): %Ln points</source>
        <translation>
            <numerusform>دست برای %1: %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message>
        <source>Trick %1 — lead: %2</source>
        <translation>دست %1 — شروع‌کننده: %2</translation>
    </message>
    <message numerus="yes">
        <source>stock, %Ln cards</source>
        <translation>
            <numerusform>دسته، %Ln کارت</numerusform>
        </translation>
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
        <translation>حکم ارشد ♠، حکم پایین ♦</translation>
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
        <source>Trick %1 (%2) — press Continue</source>
        <translation>دست %1 برای %2 — «ادامه» را بزنید</translation>
    </message>
    <message>
        <source>Now betting: %1</source>
        <translation>نوبت شرط: %1</translation>
    </message>
    <message>
        <source>Now playing: %1</source>
        <translation>نوبت بازی: %1</translation>
    </message>
    <message numerus="yes">
        <source>New deal (dealer: %1): %Ln cards each</source>
        <translation>
            <numerusform>پخش تازه (پخش‌کننده: %1): به هر کس %Ln کارت</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick %1 (%2): %Ln points</source>
        <translation>
            <numerusform>دست %1 برای %2: %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): points %3, needed %4 — %5, banks left: %6</source>
        <translation>%1 (%2): امتیاز %3، لازم %4 — %5، بانک‌های مانده: %6</translation>
    </message>
    <message>
        <source>Partie %1 is over</source>
        <translation>دور %1 تمام شد</translation>
    </message>
    <message>
        <source>%1: banks %2; rating this game %3 %</source>
        <translation>%1: بانک‌ها %2؛ رتبه در این بازی %3 ٪</translation>
    </message>
    <message>
        <source>Press Space or click to collect the trick</source>
        <translation>برای جمع کردن دست، فاصله را بزنید یا کلیک کنید</translation>
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
        <source>First lead: %1 (the lowest diamond)</source>
        <translation>شروع نخستین دست: %1 (پایین‌ترین خشت)</translation>
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
        <source>Banks over the parties:</source>
        <translation>بانک‌ها در دورها:</translation>
    </message>
    <message>
        <source>Next partie</source>
        <translation>دور بعد</translation>
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
        <translation>بانک‌های %1 تمام شد.</translation>
    </message>
    <message>
        <source>%1 collected six banks.</source>
        <translation>شش بانک جمع شد: %1.</translation>
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
            <numerusform>ادامه پس از %Ln حرکت: گزارش از اینجا شروع می‌شود.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message numerus="yes">
        <source>%1 or better goes in with %n players; you hold %2: in.</source>
        <translation>
            <numerusform>با %n بازیکن، %1 یا بهتر «هستم» می‌گوید؛ دست شما %2 است: هستم.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 or better goes in with %n players; you hold %2: out.</source>
        <translation>
            <numerusform>با %n بازیکن، %1 یا بهتر «هستم» می‌گوید؛ دست شما %2 است: نیستم.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>self.panel</name>
    <message>
        <source>Thinking…</source>
        <translation>در حال فکر…</translation>
    </message>
</context>
</TS>
