<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>DeadlinesModel</name>
    <message numerus="yes">
        <source>holding at least %n card(s)</source>
        <translation>
            <numerusform>holding at least %n card</numerusform>
            <numerusform>holding at least %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeadlinesPanel</name>
    <message numerus="yes">
        <source>Marriage decided in trick {n}: every deadline moves %n trick(s) later.</source>
        <translation>
            <numerusform>Marriage decided in trick {n}: every deadline moves %n trick later.</numerusform>
            <numerusform>Marriage decided in trick {n}: every deadline moves %n tricks later.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message numerus="yes">
        <source>Starts %n Bock rounds ({reasons})</source>
        <translation>
            <numerusform>Starts %n Bock rounds ({reasons})</numerusform>
            <numerusform>Starts %n Bock rounds ({reasons})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{factor} for the next %n deal(s)</source>
        <translation>
            <numerusform>{factor} for the next %n deal</numerusform>
            <numerusform>{factor} for the next %n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then {factor} for %n deal(s)</source>
        <translation>
            <numerusform>then {factor} for %n deal</numerusform>
            <numerusform>then {factor} for %n deals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n damaged session(s) cannot be opened: each is marked in the list, and pointing at it says why. Every other session can be used as before.</source>
        <translation>
            <numerusform>%n damaged session cannot be opened: each is marked in the list, and pointing at it says why. Every other session can be used as before.</numerusform>
            <numerusform>%n damaged sessions cannot be opened: each is marked in the list, and pointing at it says why. Every other session can be used as before.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewNightDialog</name>
    <message numerus="yes">
        <source>%n present</source>
        <translation>
            <numerusform>%n present</numerusform>
            <numerusform>%n present</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n excused</source>
        <translation>
            <numerusform>%n excused</numerusform>
            <numerusform>%n excused</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReferenceBrowser</name>
    <message numerus="yes">
        <source>%n page(s) match</source>
        <translation>
            <numerusform>%n page matches</numerusform>
            <numerusform>%n pages match</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterDialog</name>
    <message numerus="yes">
        <source>“{old}” is renamed “{new}” in %n session(s): on every score sheet, in every deal and in the league table.</source>
        <translation>
            <numerusform>“{old}” is renamed “{new}” in %n session: on every score sheet, in every deal and in the league table.</numerusform>
            <numerusform>“{old}” is renamed “{new}” in %n sessions: on every score sheet, in every deal and in the league table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“{old}” is “{new}” now, in %n session(s).</source>
        <translation>
            <numerusform>“{old}” is “{new}” now, in %n session.</numerusform>
            <numerusform>“{old}” is “{new}” now, in %n sessions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message numerus="yes">
        <source>%n deal(s) deleted elsewhere</source>
        <translation>
            <numerusform>%n deal deleted elsewhere</numerusform>
            <numerusform>%n deals deleted elsewhere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionEnd</name>
    <message numerus="yes">
        <source>The agreed %n deal(s) are played: the session is over.</source>
        <translation>
            <numerusform>The agreed %n deal are played: the session is over.</numerusform>
            <numerusform>The agreed %n deals are played: the session is over.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionListModel</name>
    <message numerus="yes">
        <source>Leading after %n deal(s): {leader}</source>
        <translation>
            <numerusform>Leading after %n deal: {leader}</numerusform>
            <numerusform>Leading after %n deals: {leader}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettlementView</name>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n deal played</numerusform>
            <numerusform>%n deals played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{played}, %n redeal(s) besides</source>
        <translation>
            <numerusform>{played}, %n redeal besides</numerusform>
            <numerusform>{played}, %n redeals besides</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>next deal (%n left in the round)</source>
        <translation>
            <numerusform>next deal (%n left in the round)</numerusform>
            <numerusform>next deal (%n left in the round)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>compulsory solo owed: {names} (%n deal(s) left in the round)</source>
        <translation>
            <numerusform>compulsory solo owed: {names} (%n deal left in the round)</numerusform>
            <numerusform>compulsory solo owed: {names} (%n deals left in the round)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsView</name>
    <message numerus="yes">
        <source>%n evening(s) added up</source>
        <translation>
            <numerusform>%n evening added up</numerusform>
            <numerusform>%n evenings added up</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n deal played</numerusform>
            <numerusform>%n deals played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{played}, %n redeal(s) besides</source>
        <translation>
            <numerusform>{played}, %n redeal besides</numerusform>
            <numerusform>{played}, %n redeals besides</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message numerus="yes">
        <source>{title} — after %n deal(s)</source>
        <translation>
            <numerusform>{title} — after %n deal</numerusform>
            <numerusform>{title} — after %n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) ×{factor}</source>
        <translation>
            <numerusform>%n deal ×{factor}</numerusform>
            <numerusform>%n deals ×{factor}</numerusform>
        </translation>
    </message>
</context>
</TS>
