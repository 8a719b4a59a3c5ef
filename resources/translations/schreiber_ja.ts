<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name></name>
    <message>
        <source>Redeal (all passed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tops {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kontra ×{factor}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surrender accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surrender refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soloist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(compulsory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} sat out this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {delta} this deal, {total} in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sits out: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sits out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bock ahead: {levels}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compulsory solo owed: {names} ({left} deals left in the round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leading after {deals} deals: {leader}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrescendoPanel</name>
    <message>
        <source>no-trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took more than the bid: + taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took exactly the bid: + 2 × bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took less than the bid: − bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Soloist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All three passed: redeal (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;rump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tric&amp;ks won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or &amp;taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys — 1–{seats} the soloist (R: all passed, redeal); the bid in two digits ({low}–28); the trump: C ♣  D ♦  H ♥  S ♠  N no-trump; then 1–7 toggle the tricks the soloist won, or T (or Tab) and the points taken; Enter saves. Esc cancels an edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taken: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soloist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Redeal&lt;/b&gt;: all passed, no score; the same dealer deals again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The soloist made the bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The soloist missed the bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taken {taken} of bid {bid}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeadlinesModel</name>
    <message>
        <source>Re party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kontra party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re / Kontra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already said</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>holding at least %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>before playing to trick {trick}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet: the marriage is undecided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes, you may</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too late</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reply to “{word}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>said together with “{word}”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeadlinesPanel</name>
    <message>
        <source>Announcement deadlines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who may still say what in this deal. Pick what has been said so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Marriage decided in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Re has said:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kontra has said:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cards in your hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trick {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until the marriage partner is found nobody may announce; pick the trick that decided it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Marriage decided in trick {n}: every deadline moves %n trick(s) later.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>These rules use late refusals (Re/Kontra before the first card).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without nines: hands of 10 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answering the other party, Re or Kontra may be said one trick later than the deadline of its latest word; a refusal is said together with the earlier words it needs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Doppelkopf</name>
    <message>
        <source>Normal game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poverty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silent solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♣ solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♠ solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♥ solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♦ solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleshless solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen-jack solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won against the elders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loser below 90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loser below 60</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loser below 30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loser took no trick (schwarz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kontra announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“no 90” announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“no 60” announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“no 30” announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“schwarz” announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opponents said “no 90”, we reached 120</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opponents said “no 60”, we reached 90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opponents said “no 30”, we reached 60</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opponents said “schwarz”, we reached 30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fox caught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charlie (last trick with ♣J)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charlie caught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doppelkopf (trick of 40+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♥10 caught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fox in the last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fox caught in the first trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trick of only hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solo doubles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charlie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doppelkopf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fox, last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fox, first trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no 90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no 60</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no 30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schwarz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody took the poverty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a redeal hand was shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misdeal or other</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re &amp;players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re card p&amp;oints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the points say</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re &amp;tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re &amp;says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kontra says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner found in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal because</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compulsory solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schweinchen played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bock event agreed at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trick of only hearts (Bock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0  nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no partner (plays alone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trick {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save deal  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editing deal {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save changes  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sits out: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bock ×{factor}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compulsory solo owed: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Soloist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {n} would no longer fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schweinchen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Redeal&lt;/b&gt;: no score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{party} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value {value}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyboardPanel</name>
    <message>
        <source>Save deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save deal  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editing deal {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save changes  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sits out: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {n} would no longer fit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Schreiber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sessions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export workbook…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change r&amp;ules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Archive session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;nter a deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the score &amp;sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit selected deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lete selected deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Schreiber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} — Schreiber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {n} saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete deal {n}? Every later deal is recomputed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal not deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under these rules a deal would be impossible: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete this whole session with all its deals? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the evening&apos;s workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workbook not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} could not be written: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workbook written: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workbooks and session files (*.xlsx *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} was not imported: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Schreiber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schreiber {version}
A score pad for Doppelkopf, Pfälzer Schafkopf and Crescendo.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players in seating order (clockwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag, or Alt+Up / Alt+Down, to reorder; F2 renames; Delete removes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected player up (Alt+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected player down (Alt+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected player (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, then Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who deals the first deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First dealer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doppelkopf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pfälzer Schafkopf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crescendo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{low} to {high} players. Drag or press Alt+Up / Alt+Down to reorder, F2 or double-click to rename, Delete to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are already {count} players; remove one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{name}” is already playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {position} has no name; type one or remove the entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name of player {position} is longer than {limit} characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{name}” is in the list twice; every player needs a different name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} needs {low} to {high} players; the list has {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{field}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordError</name>
    <message>
        <source>has no place in a redeal; remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not one of the players; pick one of them as the first dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody sits out in Crescendo; leave it empty or remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crescendo has no Bock rounds; remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a Crescendo option; remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not one of the players at this table; pick one of the three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sits out this deal and cannot be the soloist; pick a player at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bid is at least {low} points under these rules (got {value}); raise it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bid is at most {high} points, all seven tricks (got {value}); lower it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a trick number is between 1 and 7 (got {value}); correct it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trick {value} is given twice; give each trick once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the soloist takes between 0 and {high} points, a sum of different tricks 1–7 (got {value}); correct it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tricks won add up to {tricks}, not {value}; correct one or give only the tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the tricks the soloist won (1–7) or the points taken (0–28)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody announces in a redeal; pick the game being played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{type} needs the option {option}; switch it on or pick another type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>poverty is not played under these rules; pick another type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a marriage needs the trick (1, 2 or 3) that decided the parties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is only for a marriage; leave it empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{word!r} is not a word the {party} party can say; it says {words}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names {value!r} twice; give it once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{word!r} needs {needed!r} announced first; add it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deadlines are looked up for Doppelkopf only; use &quot;doppelkopf&quot; or leave it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is only for a redeal; remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has already played the compulsory solo of this round; untick compulsory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} still owes the compulsory solo of this round, so this solo is it; tick compulsory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with {players} players, {count} must sit out (got {got})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name!r} is not one of the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a Doppelkopf option; remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs the option schweinchen; switch that on first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;opposite&apos; works only with 6 players; use &apos;after_dealer&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a redeal for {reason} needs the option {option}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name!r} is not a player of this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name!r} sits out this deal and cannot be in the Re party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {type} deal has one player in the Re party, not {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {type} deal has two players in the Re party, not {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a marriage has one or two players in the Re party, not {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 0 and {tricks} (got {value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re and Kontra tricks must add up to {tricks} (got {re} + {kontra})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {party} party took no trick, so it cannot have {points} card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {party} party has 0 card points, so it took at most {most} tricks (tricks of four nines); correct the tricks or the points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compulsory solos are not played under these rules; untick compulsory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a declared solo can be the compulsory solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is only for a marriage with a partner; leave it empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs the option schweinchen; switch it on or untick it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind} is not scored under these rules (option {option})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a trick of only hearts exists only when playing without nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind} is not scored in a solo; remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with Schweinchen played no fox is scored; remove the fox bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there are only two foxes (got {count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind} can happen at most {most} times in a deal (got {count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there are only two Charlies; Charlie and Charlie caught add up to {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last-trick bonuses (Charlie, Charlie caught, fox in the last trick) all go to the party that won the last trick, not to both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {party} party&apos;s {points} card points cannot hold {count} doppelkopf tricks; that needs at least {needed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {party} party&apos;s {points} card points cannot hold the foxes and ♥10s it caught; that needs at least {needed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {party} party&apos;s {points} card points cannot hold a {kind} bonus; that needs at least {needed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {party} party took {tricks} tricks, too few for {count} doppelkopf tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a trick of only hearts exists only when playing without nines; remove the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between {low} and {high} (got {value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of {choices} (got {value!r})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a known field; remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player needs a name of 1 to 40 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this game needs {low} to {high} players (got {count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name!r} is named twice; every player needs a different name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a known preset; use one of {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer and the players before the dealer sit out together; these players never sit out at the same deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a Pfälzer Schafkopf option; remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a table of {seats} needs at least {seats} players (got {players})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a deal is played by {seats} players at the table (got {got})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract} is played with {seats} at the table, not {got}; pick another contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in an ace call hearts are trump; write hearts or leave it empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name!r} sits out this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ace call needs the partner, the holder of the called ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the partner cannot be the soloist; name the holder of the called ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only an ace call has a partner; {contract} is played alone, leave it empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 0 and {most}: there are only {most} trumps (got {value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in an ace call the partner is secret, so the defenders cannot concede; leave it empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the soloist accepted the surrender, so nothing was played; leave it empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the soloist refused the surrender and played; enter the card points of the soloist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required: enter the soloist&apos;s card points or tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the soloist&apos;s party took no trick, so it has at most {most} card points (got {points}); correct the tricks or the points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the soloist&apos;s party took all {tricks} tricks, so it has all 120 card points (got {points}); correct the tricks or the points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the soloist&apos;s party has 0 card points, so it took at most {most} tricks (of cards worth nothing); correct the tricks or the points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the defenders have 0 card points, so they took at most {most} tricks (of cards worth nothing); correct the tricks or the points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {expected!r}; this is not a Schreiber session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version {version} is newer than this app reads ({ours}); update Schreiber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a date written YYYY-MM-DD (got {value!r})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at most 200 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no deal number {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of this session</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>Choosing a preset sets every option below to the preset&apos;s value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;eset to preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard (house rules of the rules page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDV tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards &amp;&amp; game types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording &amp;&amp; value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compulsory solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadlines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What starts a Bock round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announcement deadlines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play with 40 cards, no nines: 10 tricks per deal instead of 12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second ♥10 beats the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of two ♥10 in one trick the later one wins (rules reference only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow a solo in which only the eight kings are trumps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen-jack solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow a solo in which only the queens, then the jacks, are trumps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schweinchen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whoever holds both ♦A may make them the top trumps; no fox points then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hyperschweinchen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With Schweinchen: both ♦9 (♦K without nines) rank even higher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poverty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player with a poor hand may offer an exchange (Armut).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused poverty passes the deal on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If nobody takes a poverty, the next player deals, not the same dealer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player with a qualifying hand may call a redeal (Schmeissen).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo priority by kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Among solo reservations the kind decides, not the seat (reference only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doppelkopf counts in a solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trick of 40 or more scores its point in a solo too; no other bonus does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charlie caught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capturing the opponents&apos; ♣J in the last trick scores 1 point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♥10 caught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capturing a ♥10 played by the opponents scores 1 point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fox in the last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fox caught in, or winning, the last trick scores 2 instead of 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fox in the first trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fox caught in the first trick scores 2 instead of 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without nines: a trick of only hearts scores 1 point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plus entries only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the side with the positive value writes it; everyone else writes 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo doubles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every one-against-three deal is worth double, before the soloist&apos;s ×3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo counts as Re announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A declared solo counts as if Re had been said: value, threshold, Bock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re and Kontra double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re or Kontra doubles the value (both: ×4) instead of adding 2 each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonuses doubled too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On: bonuses double with the game points; off: they are added afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bock rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a trigger, the next round (one deal per player) counts double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlapping rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stack: a new round starts at once and overlaps multiply; queue: it waits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels beyond the cap move on to later deals instead of being lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubling includes the bonuses; adding raises the value by the points below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With “add points”: what each level adds (a value of 0 stays 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>120 : 120</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card points end 120 to 120.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deal is worth 0, e.g. the loser&apos;s bonuses cancel the win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re announced and lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re was announced and the Re party lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kontra announced and lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kontra was announced and the Kontra party lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without nines: a trick of only hearts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doppelkopf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trick worth 40 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreed event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anything else the table agrees on, ticked by hand on the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A soloist lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player must play one solo per round; their first solo is it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long a compulsory-solo round lasts (24 at a tournament).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Bock in a compulsory solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending Bock deals wait until after the compulsory solo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same dealer after every solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every solo keeps the dealer, as a compulsory solo does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards the announcer must still hold (2 fewer without nines).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a marriage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How finding the partner late moves everybody&apos;s deadlines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End after deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session ends after this many deals; the highest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End at score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session ends when someone&apos;s total reaches this score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who sits out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With more than four players, four play each deal and the rest sit out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer (and those before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The four after the dealer play: with 5 the dealer sits out, with 6 also the player before, with 7 the two before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer and the player opposite (6 players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With 6 players: the dealer and the third player after sit out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stack (×4, ×8 where they overlap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new round starts with the next deal; overlapping rounds multiply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue (one after another)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new round is appended after the Bock deals already pending.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>doubles the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole value, bonuses included, doubles per level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adds points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each level adds the points per level to the value&apos;s size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard: 11, 10, 9, 8, 7 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re/Kontra with 11 cards, no 90 with 10, … schwarz with 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late refusals: 12, 10, 8, 6, 4 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re/Kontra before the first card, no 90 with 10, no 60 with 8, no 30 with 6, schwarz with 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadlines shift by the clarifying trick − 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner found in trick 2: one trick later; in trick 3: two later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No announcement before the partner is found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then the deadlines move by the number of the clarifying trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating: “dealer and the player opposite” works only with 6 players, not {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed from the preset (in bold): {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly as the preset</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchafkopfPanel</name>
    <message>
        <source>simple game (einfach)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solo du</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace call (Asserufen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redeal (nobody played)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0  none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1  accepted (won, nothing played)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2  refused (wins only with Schneider)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts are trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schneider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schwarz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solo du doubles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kontra/Rekontra doubles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soloist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Soloist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Partner (called ace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♥ (hearts are trump in an ace call)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soloist&apos;s card p&amp;oints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the points say</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soloist&apos;s tric&amp;ks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To&amp;ps (with or without)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kontra, Rekontra, …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;urrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys — soloist row: {contracts}; 1–{seats} the soloist. Trump: C ♣  S ♠  H ♥  D ♦. Then the soloist&apos;s card points and Enter to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace call: a second digit picks the partner, hearts are trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab: tricks, tops, Kontra count, surrender (0 none, 1 accepted, 2 refused) — a digit sets each. Esc cancels an edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Redeal&lt;/b&gt;: no score; the deal passes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soloist and partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defenders win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The soloist and partner win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The soloist wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game value {value}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionListModel</name>
    <message>
        <source>Doppelkopf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pfälzer Schafkopf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crescendo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <source>The session is over. Winner: {names}</source>
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
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the system ({language})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window switches at once; a deal being entered and the open session stay as they are.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <source>Simple game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo du</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimpleRulesEditor</name>
    <message>
        <source>Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tops count the Skat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The soloist&apos;s tops are counted over the hand and the Skat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schneider at 30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly 30 card points is already Schneider (the Bavarian reading).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts point in an ace call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ace call scores the point for hearts being trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 for Schafkopf with the Skat, 4 for Asserufen; not set: 3 with three players, 4 with more. Whoever is not at the table (the dealer first) sits out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The smallest bid allowed in the auction (15; some groups play 18).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End after deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session ends after this many deals; the highest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End at score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session ends when someone reaches this total.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a session and press Enter to open it, or start a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new session ({shortcut})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sessions yet. Start one with “New session” ({shortcut}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
