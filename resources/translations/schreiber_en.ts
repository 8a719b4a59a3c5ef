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
</TS>
