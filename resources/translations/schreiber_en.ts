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
        <name>EveningSummary</name>
        <message numerus="yes">
            <source>%n deal(s)</source>
            <translation>
                <numerusform>%n deal</numerusform>
                <numerusform>%n deals</numerusform>
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
            <source>%n deal(s)</source>
            <translation>
                <numerusform>%n deal</numerusform>
                <numerusform>%n deals</numerusform>
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
    </context>
</TS>
