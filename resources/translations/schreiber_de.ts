<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Application</name>
    <message>
        <source>Schreiber met an unexpected error. Every deal saved so far is kept, and the evening goes on. The details are in the log: {path}</source>
        <translation>Schreiber ist auf einen unerwarteten Fehler gestoßen. Jedes bisher gespeicherte Spiel bleibt erhalten, und der Abend geht weiter. Die Einzelheiten stehen im Protokoll: {path}</translation>
    </message>
</context>
<context>
    <name>BalancesModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Against the average</source>
        <translation>Diff. zum Schnitt</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>A</source>
        <comment>card rank: ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>K</source>
        <comment>card rank: king</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>card rank: queen (German: D, Dame)</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>J</source>
        <comment>card rank: jack (German: B, Bube)</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
</context>
<context>
    <name>ClubNight</name>
    <message>
        <source>{night} · Table {table}</source>
        <translation>{night} · Tisch {table}</translation>
    </message>
    <message>
        <source>{night} · Round {round} · Table {table}</source>
        <translation>{night} · Runde {round} · Tisch {table}</translation>
    </message>
    <message>
        <source>{name} (guest)</source>
        <translation>{name} (Gast)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>{name} (excused)</source>
        <translation>{name} (entschuldigt)</translation>
    </message>
</context>
<context>
    <name>ClubPrint</name>
    <message>
        <source>Table {number}</source>
        <translation>Tisch {number}</translation>
    </message>
    <message>
        <source>Seating plan · round {number}</source>
        <translation>Sitzplan · Runde {number}</translation>
    </message>
    <message>
        <source>Seat 1 deals the first game; the deal then passes clockwise.</source>
        <translation>Platz 1 gibt das erste Spiel; danach wird im Uhrzeigersinn weitergegeben.</translation>
    </message>
    <message>
        <source>Seating plan</source>
        <translation>Sitzplan</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Schreiber · printed {date}</source>
        <translation>Schreiber · gedruckt am {date}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <source>Re party</source>
        <translation>Re-Partei</translation>
    </message>
    <message>
        <source>Game / notes</source>
        <translation>Spiel / Notizen</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Game value</source>
        <translation>Spielwert</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <source>Table list</source>
        <translation>Spielliste</translation>
    </message>
    <message>
        <source>{what} · page {page} of {pages}</source>
        <translation>{what} · Seite {page} von {pages}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>Zwischenstand</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Unterschriften</translation>
    </message>
    <message>
        <source>Who sits out as usual: the four after the dealer play. Where the table&apos;s rules say otherwise, cross it out and write who does.</source>
        <translation>Wer aussetzt, wie üblich: Es spielen die vier nach dem Geber. Wo die Regeln des Tisches anderes sagen, streichen und eintragen, wer aussetzt.</translation>
    </message>
    <message>
        <source>Continued on the next page.</source>
        <translation>Fortsetzung auf der nächsten Seite.</translation>
    </message>
    <message>
        <source>Table lists</source>
        <translation>Spiellisten</translation>
    </message>
</context>
<context>
    <name>CrescendoPanel</name>
    <message>
        <source>no-trump</source>
        <translation>ohne Trumpf</translation>
    </message>
    <message>
        <source>took more than the bid: + taken</source>
        <translation>mehr als geboten gemacht: + gemachte Punkte</translation>
    </message>
    <message>
        <source>took exactly the bid: + 2 × bid</source>
        <translation>genau das Gebot gemacht: + 2 × Gebot</translation>
    </message>
    <message>
        <source>took less than the bid: − bid</source>
        <translation>weniger als geboten gemacht: − Gebot</translation>
    </message>
    <message>
        <source>&amp;Soloist</source>
        <translation>&amp;Solist</translation>
    </message>
    <message>
        <source>All three passed: redeal (R)</source>
        <translation>Alle drei haben gepasst: Neugeben (R)</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>&amp;Gebot</translation>
    </message>
    <message>
        <source>T&amp;rump</source>
        <translation>&amp;Trumpf</translation>
    </message>
    <message>
        <source>Tric&amp;ks won</source>
        <translation>Ge&amp;wonnene Stiche</translation>
    </message>
    <message>
        <source>from the tricks</source>
        <translation>aus den Stichen</translation>
    </message>
    <message>
        <source>or &amp;taken</source>
        <translation>oder ge&amp;macht</translation>
    </message>
    <message>
        <source>N&amp;ote</source>
        <translation>&amp;Notiz</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>soloist</source>
        <translation>Solist</translation>
    </message>
    <message>
        <source>all passed</source>
        <translation>alle gepasst</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <source>trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>tricks won</source>
        <translation>gewonnene Stiche</translation>
    </message>
    <message>
        <source>or the points taken</source>
        <translation>oder die gemachten Punkte</translation>
    </message>
    <message>
        <source>taken: {points}</source>
        <translation>gemacht: {points}</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Neugeben</translation>
    </message>
    <message>
        <source>Soloist</source>
        <translation>Solist</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>Tricks won</source>
        <translation>Gewonnene Stiche</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Gemacht</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>&lt;b&gt;Redeal&lt;/b&gt;: all passed, no score; the same dealer deals again.</source>
        <translation>&lt;b&gt;Neugeben&lt;/b&gt;: alle haben gepasst, keine Punkte; derselbe Geber gibt noch einmal.</translation>
    </message>
    <message>
        <source>The soloist made the bid</source>
        <translation>Der Solist hat sein Gebot erfüllt</translation>
    </message>
    <message>
        <source>The soloist missed the bid</source>
        <translation>Der Solist hat sein Gebot verfehlt</translation>
    </message>
    <message>
        <source>taken {taken} of bid {bid}</source>
        <translation>{taken} gemacht bei Gebot {bid}</translation>
    </message>
</context>
<context>
    <name>DatabaseDialog</name>
    <message>
        <source>This computer&apos;s own database is open instead. File → Open database… connects to the server again (with its password).</source>
        <translation>Stattdessen ist die eigene Datenbank dieses Computers geöffnet. Datei → Datenbank öffnen… verbindet wieder mit dem Server (mit seinem Passwort).</translation>
    </message>
    <message>
        <source>Open database</source>
        <translation>Datenbank öffnen</translation>
    </message>
    <message>
        <source>&amp;This computer&apos;s own database</source>
        <translation>&amp;Eigene Datenbank dieses Computers</translation>
    </message>
    <message>
        <source>A &amp;club&apos;s server (PostgreSQL)</source>
        <translation>Server des &amp;Vereins (PostgreSQL)</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>&amp;Encryption (TLS):</source>
        <translation>Ve&amp;rschlüsselung (TLS):</translation>
    </message>
    <message>
        <source>e.g. club-server.local or 192.168.1.10</source>
        <translation>z. B. vereinsserver.local oder 192.168.1.10</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Erforderlich</translation>
    </message>
    <message>
        <source>Required, and the server&apos;s certificate checked</source>
        <translation>Erforderlich, mit Prüfung des Serverzertifikats</translation>
    </message>
    <message>
        <source>If the server offers it (only on a network you trust)</source>
        <translation>Wenn der Server es anbietet (nur in einem Netz, dem Sie vertrauen)</translation>
    </message>
    <message>
        <source>Off (only on this computer)</source>
        <translation>Aus (nur auf diesem Computer)</translation>
    </message>
    <message>
        <source>The password is kept in this computer&apos;s keyring ({keyring}).</source>
        <translation>Das Passwort wird im Schlüsselbund dieses Computers aufbewahrt ({keyring}).</translation>
    </message>
    <message>
        <source>This computer has no keyring: the password is kept in the file {file}, which only you can read.</source>
        <translation>Dieser Computer hat keinen Schlüsselbund: Das Passwort wird in der Datei {file} aufbewahrt, die nur Sie lesen können.</translation>
    </message>
    <message>
        <source>Give the server&apos;s name or address.</source>
        <translation>Geben Sie den Namen oder die Adresse des Servers an.</translation>
    </message>
</context>
<context>
    <name>DeadlinesModel</name>
    <message>
        <source>Re party</source>
        <translation>Re-Partei</translation>
    </message>
    <message>
        <source>Kontra party</source>
        <translation>Kontra-Partei</translation>
    </message>
    <message>
        <source>Re / Kontra</source>
        <translation>Re / Kontra</translation>
    </message>
    <message>
        <source>already said</source>
        <translation>schon gesagt</translation>
    </message>
    <message numerus="yes">
        <source>holding at least %n card(s)</source>
        <translation>
            <numerusform>mit noch mindestens %n Karte</numerusform>
            <numerusform>mit noch mindestens %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>before playing to trick {trick}</source>
        <translation>vor der eigenen Karte zu Stich {trick}</translation>
    </message>
    <message>
        <source>not yet: the marriage is undecided</source>
        <translation>noch nicht: Hochzeit ungeklärt</translation>
    </message>
    <message>
        <source>yes, you may</source>
        <translation>ja, noch erlaubt</translation>
    </message>
    <message>
        <source>too late</source>
        <translation>zu spät</translation>
    </message>
    <message>
        <source>reply to “{word}”</source>
        <translation>Erwiderung auf „{word}“</translation>
    </message>
    <message>
        <source>said together with “{word}”</source>
        <translation>zusammen mit „{word}“ gesagt</translation>
    </message>
</context>
<context>
    <name>DeadlinesPanel</name>
    <message>
        <source>Announcement deadlines</source>
        <translation>Ansagefristen</translation>
    </message>
    <message>
        <source>Who may still say what in this deal. Pick what has been said so far.</source>
        <translation>Wer darf in diesem Spiel noch was sagen? Das bisher Gesagte auswählen.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Marriage decided in:</source>
        <translation>&amp;Hochzeit geklärt in:</translation>
    </message>
    <message>
        <source>&amp;Re has said:</source>
        <translation>&amp;Re hat gesagt:</translation>
    </message>
    <message>
        <source>&amp;Kontra has said:</source>
        <translation>&amp;Kontra hat gesagt:</translation>
    </message>
    <message>
        <source>&amp;Cards in your hand:</source>
        <translation>Kar&amp;ten auf der Hand:</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation>noch nicht geklärt</translation>
    </message>
    <message>
        <source>trick {n}</source>
        <translation>Stich {n}</translation>
    </message>
    <message>
        <source>A player whose party is not yet known may say “double” while holding at least {count} cards; it counts as Re or Kontra of the party that player ends up in.</source>
        <translation>Wer noch keiner Partei angehört, darf „Doppelt“ sagen, solange er mindestens {count} Karten hält; es zählt als Re oder Kontra der Partei, in der er landet.</translation>
    </message>
    <message>
        <source>Until the marriage partner is found nobody may announce; pick the trick that decided it.</source>
        <translation>Bis der Hochzeitspartner gefunden ist, darf niemand ansagen; den Stich wählen, der die Hochzeit geklärt hat.</translation>
    </message>
    <message numerus="yes">
        <source>Marriage decided in trick {n}: every deadline moves %n trick(s) later.</source>
        <translation>
            <numerusform>Hochzeit in Stich {n} geklärt: Jede Frist verschiebt sich um %n Stich nach hinten.</numerusform>
            <numerusform>Hochzeit in Stich {n} geklärt: Jede Frist verschiebt sich um %n Stiche nach hinten.</numerusform>
        </translation>
    </message>
    <message>
        <source>These rules use late refusals (Re/Kontra before the first card).</source>
        <translation>Diese Regeln verwenden späte Absagen (Re/Kontra vor der ersten Karte).</translation>
    </message>
    <message>
        <source>Without nines: hands of 10 cards.</source>
        <translation>Ohne Neunen: 10 Karten pro Blatt.</translation>
    </message>
    <message>
        <source>Announce only when it is your turn to play a card.</source>
        <translation>Ansagen nur, wenn du am Zug bist, eine Karte zu spielen.</translation>
    </message>
    <message>
        <source>Schweinchen is said while playing the first ♦A.</source>
        <translation>Schweinchen wird beim Ausspielen des ersten ♦A angesagt.</translation>
    </message>
    <message>
        <source>Schweinchen is said before the first trick.</source>
        <translation>Schweinchen wird vor dem ersten Stich angesagt.</translation>
    </message>
    <message>
        <source>Zwingen: whoever wins a first trick worth 30 or more must announce Re/Kontra (or “no 90” if that was said).</source>
        <translation>Zwingen: Wer einen ersten Stich mit 30 oder mehr Augen gewinnt, muss Re/Kontra ansagen (oder „keine 90“, wenn das gesagt ist).</translation>
    </message>
    <message>
        <source>Answering the other party, Re or Kontra may be said one trick later than the deadline of its latest word; a refusal is said together with the earlier words it needs.</source>
        <translation>Als Erwiderung auf die Gegenpartei darf Re oder Kontra noch einen Stich nach der Frist von deren letzter Ansage gesagt werden; eine Absage wird zusammen mit den früheren Ansagen gesagt, die sie voraussetzt.</translation>
    </message>
</context>
<context>
    <name>Doppelkopf</name>
    <message>
        <source>Normal game</source>
        <translation>Normalspiel</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Hochzeit</translation>
    </message>
    <message>
        <source>Poverty</source>
        <translation>Armut</translation>
    </message>
    <message>
        <source>♦ pair game</source>
        <translation>Karo-Paar-Spiel</translation>
    </message>
    <message>
        <source>Silent solo</source>
        <translation>Stille Hochzeit</translation>
    </message>
    <message>
        <source>Queen solo</source>
        <translation>Damensolo</translation>
    </message>
    <message>
        <source>Jack solo</source>
        <translation>Bubensolo</translation>
    </message>
    <message>
        <source>♣ solo</source>
        <translation>♣-Solo</translation>
    </message>
    <message>
        <source>♠ solo</source>
        <translation>♠-Solo</translation>
    </message>
    <message>
        <source>♥ solo</source>
        <translation>♥-Solo</translation>
    </message>
    <message>
        <source>♦ solo</source>
        <translation>♦-Solo</translation>
    </message>
    <message>
        <source>Fleshless solo</source>
        <translation>Fleischloser</translation>
    </message>
    <message>
        <source>King solo</source>
        <translation>Königssolo</translation>
    </message>
    <message>
        <source>Queen-jack solo</source>
        <translation>Damen-Buben-Solo</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Misère ouvert</source>
        <translation>Misère ouvert</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Neugeben</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>won against the elders</source>
        <translation>gegen die Alten gewonnen</translation>
    </message>
    <message>
        <source>loser below 90</source>
        <translation>Verlierer unter 90</translation>
    </message>
    <message>
        <source>loser below 60</source>
        <translation>Verlierer unter 60</translation>
    </message>
    <message>
        <source>loser below 30</source>
        <translation>Verlierer unter 30</translation>
    </message>
    <message>
        <source>loser took no trick (schwarz)</source>
        <translation>Verlierer ohne Stich (schwarz)</translation>
    </message>
    <message>
        <source>Re announced</source>
        <translation>Re angesagt</translation>
    </message>
    <message>
        <source>Kontra announced</source>
        <translation>Kontra angesagt</translation>
    </message>
    <message>
        <source>“no 90” announced</source>
        <translation>„keine 90“ abgesagt</translation>
    </message>
    <message>
        <source>“no 60” announced</source>
        <translation>„keine 60“ abgesagt</translation>
    </message>
    <message>
        <source>“no 30” announced</source>
        <translation>„keine 30“ abgesagt</translation>
    </message>
    <message>
        <source>“schwarz” announced</source>
        <translation>„schwarz“ abgesagt</translation>
    </message>
    <message>
        <source>opponents said “no 90”, we reached 120</source>
        <translation>Gegner sagten „keine 90“, wir haben 120 erreicht</translation>
    </message>
    <message>
        <source>opponents said “no 60”, we reached 90</source>
        <translation>Gegner sagten „keine 60“, wir haben 90 erreicht</translation>
    </message>
    <message>
        <source>opponents said “no 30”, we reached 60</source>
        <translation>Gegner sagten „keine 30“, wir haben 60 erreicht</translation>
    </message>
    <message>
        <source>opponents said “schwarz”, we reached 30</source>
        <translation>Gegner sagten „schwarz“, wir haben 30 erreicht</translation>
    </message>
    <message>
        <source>fox caught</source>
        <translation>Fuchs gefangen</translation>
    </message>
    <message>
        <source>Charlie (last trick with ♣J)</source>
        <translation>Karlchen (letzter Stich mit ♣B)</translation>
    </message>
    <message>
        <source>Charlie caught</source>
        <translation>Karlchen gefangen</translation>
    </message>
    <message>
        <source>♥10 caught</source>
        <translation>♥10 gefangen</translation>
    </message>
    <message>
        <source>fox in the last trick</source>
        <translation>Fuchs im letzten Stich</translation>
    </message>
    <message>
        <source>fox caught in the first trick</source>
        <translation>Fuchs im ersten Stich gefangen</translation>
    </message>
    <message>
        <source>trick of only hearts</source>
        <translation>Stich nur aus Herz</translation>
    </message>
    <message>
        <source>last trick won with a fox</source>
        <translation>letzter Stich mit dem Fuchs gewonnen</translation>
    </message>
    <message>
        <source>the opponents&apos; refusals, scored as announced</source>
        <translation>Absagen der Gegner, wie angesagt gewertet</translation>
    </message>
    <message>
        <source>misère ouvert</source>
        <translation>Misère ouvert</translation>
    </message>
    <message>
        <source>solo doubles</source>
        <translation>Solo verdoppelt</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <source>Bock (game points only)</source>
        <translation>Bock (nur Spielpunkte)</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Fuchs</translation>
    </message>
    <message>
        <source>Charlie</source>
        <translation>Karlchen</translation>
    </message>
    <message>
        <source>Doppelkopf</source>
        <translation>Doppelkopf</translation>
    </message>
    <message>
        <source>Fox, last trick</source>
        <translation>Fuchs, letzter Stich</translation>
    </message>
    <message>
        <source>Fox, first trick</source>
        <translation>Fuchs, erster Stich</translation>
    </message>
    <message>
        <source>Hearts trick</source>
        <translation>Herzstich</translation>
    </message>
    <message>
        <source>Fox wins last trick</source>
        <translation>Fuchs macht den letzten Stich</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>no 90</source>
        <translation>keine 90</translation>
    </message>
    <message>
        <source>no 60</source>
        <translation>keine 60</translation>
    </message>
    <message>
        <source>no 30</source>
        <translation>keine 30</translation>
    </message>
    <message>
        <source>schwarz</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>nobody took the poverty</source>
        <translation>Armut nicht angenommen</translation>
    </message>
    <message>
        <source>a redeal hand was shown</source>
        <translation>Schmeißen</translation>
    </message>
    <message>
        <source>misdeal or other</source>
        <translation>Vergeben oder Sonstiges</translation>
    </message>
</context>
<context>
    <name>DraftKeeper</name>
    <message>
        <source>What you typed before could not be put back into the form: {typed}</source>
        <translation>Deine frühere Eingabe konnte nicht ins Formular zurückgeholt werden: {typed}</translation>
    </message>
    <message>
        <source>Your unsaved changes to {deal} are back in the form: Enter saves them, Esc leaves the edit.</source>
        <translation>Deine nicht gespeicherten Änderungen an {deal} stehen wieder im Formular: Enter speichert sie, Esc beendet die Bearbeitung.</translation>
    </message>
    <message>
        <source>The deal you were editing was deleted meanwhile: your changes are back in the form as a new deal.</source>
        <translation>Das Spiel, das du bearbeitet hast, wurde inzwischen gelöscht: deine Änderungen stehen als neues Spiel wieder im Formular.</translation>
    </message>
    <message>
        <source>The deal you were typing is back in the form: Enter saves it, Ctrl+D empties the form.</source>
        <translation>Das Spiel, das du eingegeben hast, steht wieder im Formular: Enter speichert es, Strg+D leert das Formular.</translation>
    </message>
    <message>
        <source>Unsaved deal</source>
        <translation>Spiel nicht gespeichert</translation>
    </message>
    <message>
        <source>The deal in the form is not saved. Keep it as a draft? It is offered again when this evening is opened.</source>
        <translation>Das Spiel im Formular ist nicht gespeichert. Als Entwurf aufbewahren? Er wird wieder angeboten, wenn dieser Abend geöffnet wird.</translation>
    </message>
    <message>
        <source>&amp;Keep the draft</source>
        <translation>Entwurf &amp;behalten</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>Re card po&amp;ints</source>
        <translation>Re-A&amp;ugen</translation>
    </message>
    <message>
        <source>&amp;Re says</source>
        <translation>Re sa&amp;gt</translation>
    </message>
    <message>
        <source>Re &amp;players</source>
        <translation>&amp;Re-Spieler</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>as the points say</source>
        <translation>laut Augen</translation>
    </message>
    <message>
        <source>Re &amp;tricks</source>
        <translation>Re-S&amp;tiche</translation>
    </message>
    <message>
        <source>&amp;Kontra says</source>
        <translation>&amp;Kontra sagt</translation>
    </message>
    <message>
        <source>Partner found in</source>
        <translation>Partner gefunden in</translation>
    </message>
    <message>
        <source>Redeal because</source>
        <translation>Neugeben wegen</translation>
    </message>
    <message>
        <source>Compulsory solo</source>
        <translation>Pflichtsolo</translation>
    </message>
    <message>
        <source>Schweinchen played</source>
        <translation>Schweinchen gespielt</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Sonderpunkte</translation>
    </message>
    <message>
        <source>Bock event agreed at the table</source>
        <translation>Am Tisch vereinbartes Bockereignis</translation>
    </message>
    <message>
        <source>A trick of only hearts (Bock)</source>
        <translation>Stich nur aus Herz (Bock)</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>Poor player</source>
        <translation>Armer Spieler</translation>
    </message>
    <message>
        <source>&amp;How the partner is found</source>
        <translation>&amp;Wie der Partner gefunden wird</translation>
    </message>
    <message>
        <source>Exchanged with</source>
        <translation>Getauscht mit</translation>
    </message>
    <message>
        <source>N&amp;ote</source>
        <translation>&amp;Notiz</translation>
    </message>
    <message>
        <source>Save deal</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Cancel editing</source>
        <translation>Bearbeiten abbrechen</translation>
    </message>
    <message>
        <source>After the points each row&apos;s key adds one for Re, with Shift for Kontra.</source>
        <translation>Nach den Augen zählt die Taste jeder Zeile eins für Re, mit Umschalt für Kontra.</translation>
    </message>
    <message>
        <source>0  nothing</source>
        <translation>0  nichts</translation>
    </message>
    <message>
        <source>no partner (plays alone)</source>
        <translation>kein Partner (spielt allein)</translation>
    </message>
    <message>
        <source>trick {n}</source>
        <translation>Stich {n}</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>allein</translation>
    </message>
    <message>
        <source>a trick holding two identical cards (at most one per trick)</source>
        <translation>ein Stich mit zwei gleichen Karten (höchstens einer je Stich)</translation>
    </message>
    <message>
        <source>a trick worth 40 card points or more</source>
        <translation>ein Stich mit 40 oder mehr Augen</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Spiel {n}</translation>
    </message>
    <message>
        <source>Save deal  ⏎</source>
        <translation>Spiel speichern  ⏎</translation>
    </message>
    <message>
        <source>Editing deal {n}</source>
        <translation>Spiel {n} wird bearbeitet</translation>
    </message>
    <message>
        <source>Save changes  ⏎</source>
        <translation>Änderungen speichern  ⏎</translation>
    </message>
    <message>
        <source>dealer: {name}</source>
        <translation>Geber: {name}</translation>
    </message>
    <message>
        <source>sits out: {names}</source>
        <translation>setzt aus: {names}</translation>
    </message>
    <message>
        <source>Bock ×{factor}</source>
        <translation>Bock ×{factor}</translation>
    </message>
    <message>
        <source>compulsory solo owed: {names}</source>
        <translation>Pflichtsolo offen: {names}</translation>
    </message>
    <message>
        <source>players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Re&apos;s card points</source>
        <translation>Re-Augen</translation>
    </message>
    <message>
        <source>bonuses after the points, ⇧ for Kontra</source>
        <translation>Sonderpunkte nach den Augen, ⇧ für Kontra</translation>
    </message>
    <message>
        <source>&amp;Soloist</source>
        <translation>S&amp;olist</translation>
    </message>
    <message>
        <source>Deal {n} would no longer fit</source>
        <translation>Spiel {n} würde nicht mehr passen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Re players</source>
        <translation>Re-Spieler</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>How the partner is found</source>
        <translation>Wie der Partner gefunden wird</translation>
    </message>
    <message>
        <source>Schweinchen</source>
        <translation>Schweinchen</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Neugeben</translation>
    </message>
    <message>
        <source>Who married? Press their number.</source>
        <translation>Wer hatte die Hochzeit? Nummer drücken.</translation>
    </message>
    <message>
        <source>Who married, and who is the partner? Press their numbers.</source>
        <translation>Wer hatte die Hochzeit, wer ist der Partner? Nummern drücken.</translation>
    </message>
    <message>
        <source>Who played the solo? Press their number.</source>
        <translation>Wer hat das Solo gespielt? Nummer drücken.</translation>
    </message>
    <message>
        <source>Who was poor, and who took the exchange? Press their numbers.</source>
        <translation>Wer war arm, wer hat getauscht? Nummern drücken.</translation>
    </message>
    <message>
        <source>Who played Re? Press the two players&apos; numbers.</source>
        <translation>Wer war Re? Die Nummern der beiden drücken.</translation>
    </message>
    <message>
        <source>{name} held the marriage; now the partner&apos;s number.</source>
        <translation>{name} hatte die Hochzeit; jetzt die Nummer des Partners.</translation>
    </message>
    <message>
        <source>{name} was poor; now the number of who took the exchange.</source>
        <translation>{name} war arm; jetzt die Nummer dessen, der getauscht hat.</translation>
    </message>
    <message>
        <source>Was a partner found? 0: no, the one who married plays alone; 1–{last}: the trick that found the partner.</source>
        <translation>Partner gefunden? 0: nein, die Hochzeit spielt allein; 1–{last}: der Stich, der den Partner fand.</translation>
    </message>
    <message>
        <source>Partner found in trick {n}, or a second digit for trick {first}–{last}; Tab goes on.</source>
        <translation>Partner im {n}. Stich gefunden, oder eine zweite Ziffer für Stich {first}–{last}; Tab geht weiter.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Redeal&lt;/b&gt;: no score.</source>
        <translation>&lt;b&gt;Neugeben&lt;/b&gt;: keine Punkte.</translation>
    </message>
    <message>
        <source>Feigheit: {party} won by more than two steps beyond what it announced, so it loses the deal</source>
        <translation>Feigheit: {party} hat um mehr als zwei Stufen über die Ansage hinaus gewonnen und verliert daher das Spiel</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>{party} wins</source>
        <translation>{party} gewinnt</translation>
    </message>
    <message>
        <source>value {value}</source>
        <translation>Spielwert {value}</translation>
    </message>
    <message>
        <source>Starts a Bock round ({reasons})</source>
        <translation>Beginnt eine Bockrunde ({reasons})</translation>
    </message>
    <message numerus="yes">
        <source>Starts %n Bock rounds ({reasons})</source>
        <translation>
            <numerusform>Beginnt %n Bockrunde ({reasons})</numerusform>
            <numerusform>Beginnt %n Bockrunden ({reasons})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{factor} for the next %n deal(s)</source>
        <translation>
            <numerusform>{factor} für %n Spiel</numerusform>
            <numerusform>{factor} für die nächsten %n Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then {factor} for %n deal(s)</source>
        <translation>
            <numerusform>dann {factor} für %n Spiel</numerusform>
            <numerusform>dann {factor} für %n Spiele</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EveningSummary</name>
    <message>
        <source>Chart and settling up</source>
        <translation>Verlauf und Abrechnung</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Export workbook…</source>
        <translation>Arbeitsmappe &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The evening is over</source>
        <translation>Der Spielabend ist beendet</translation>
    </message>
    <message>
        <source>The evening so far</source>
        <translation>Der Spielabend bisher</translation>
    </message>
    <message>
        <source>No deals yet</source>
        <translation>Noch keine Spiele</translation>
    </message>
    <message>
        <source>{name} wins the evening</source>
        <translation>{name} gewinnt den Spielabend</translation>
    </message>
    <message>
        <source>{names} share the win</source>
        <translation>{names} teilen sich den Sieg</translation>
    </message>
    <message>
        <source>{name} is in the lead</source>
        <translation>{name} führt</translation>
    </message>
    <message>
        <source>{names} share the lead</source>
        <translation>{names} führen gemeinsam</translation>
    </message>
</context>
<context>
    <name>EveningsModel</name>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Place {place} of {size} at the club night</source>
        <translation>Platz {place} von {size} am Vereinsabend</translation>
    </message>
    <message>
        <source>Place {place} of {size} at the table</source>
        <translation>Platz {place} von {size} am Tisch</translation>
    </message>
</context>
<context>
    <name>Field</name>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Erster Geber</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>Re points</source>
        <translation>Re-Augen</translation>
    </message>
    <message>
        <source>Re tricks</source>
        <translation>Re-Stiche</translation>
    </message>
    <message>
        <source>Kontra tricks</source>
        <translation>Kontra-Stiche</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Sonderpunkte</translation>
    </message>
    <message>
        <source>Bock events</source>
        <translation>Bock-Auslöser</translation>
    </message>
    <message>
        <source>Partner found in</source>
        <translation>Partner gefunden im</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Soloist</source>
        <translation>Solist</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Soloist&apos;s points</source>
        <translation>Augen des Solisten</translation>
    </message>
    <message>
        <source>Tricks won</source>
        <translation>Gewonnene Stiche</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Genommen</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Partei</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Abende</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Ranked by</source>
        <translation>Gewertet nach</translation>
    </message>
    <message>
        <source>Per deals</source>
        <translation>Je Spiele</translation>
    </message>
    <message>
        <source>Table points</source>
        <translation>Tischpunkte</translation>
    </message>
    <message>
        <source>Worst evenings left out</source>
        <translation>Gestrichene schlechteste Abende</translation>
    </message>
    <message>
        <source>Fewest evenings to be ranked</source>
        <translation>Mindestzahl Abende für die Wertung</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Rate per point</source>
        <translation>Betrag je Punkt</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Rounding</source>
        <translation>Rundung</translation>
    </message>
    <message>
        <source>Club pot</source>
        <translation>Vereinskasse</translation>
    </message>
    <message>
        <source>Share of losses</source>
        <translation>Anteil der Verluste</translation>
    </message>
    <message>
        <source>Fee per evening</source>
        <translation>Beitrag je Abend</translation>
    </message>
    <message>
        <source>Treasurer</source>
        <translation>Kassenwart</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Best deal</source>
        <translation>Bestes Spiel</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Spiel {n}</translation>
    </message>
    <message>
        <source>Evening {n}</source>
        <translation>Abend {n}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
</context>
<context>
    <name>JsonFileError</name>
    <message>
        <source>there is no such file (any more); choose the file again</source>
        <translation>diese Datei gibt es nicht (mehr); die Datei erneut auswählen</translation>
    </message>
    <message>
        <source>Schreiber may not read it; copy the file to a folder of your own and import the copy</source>
        <translation>Schreiber darf sie nicht lesen; die Datei in einen eigenen Ordner kopieren und die Kopie importieren</translation>
    </message>
    <message>
        <source>the file could not be read (the disk or the network failed); try again, or copy the file to this computer first</source>
        <translation>die Datei konnte nicht gelesen werden (Datenträger oder Netzwerk versagten); es erneut versuchen oder die Datei zuerst auf diesen Rechner kopieren</translation>
    </message>
    <message>
        <source>the file is larger than {limit} MB, far more than any session file Schreiber writes; it was not read — choose the session file (.json) Schreiber saved</source>
        <translation>die Datei ist größer als {limit} MB, weit mehr als jede Sitzungsdatei, die Schreiber schreibt; sie wurde nicht gelesen – die Sitzungsdatei (.json) wählen, die Schreiber gespeichert hat</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {byte}), so it is no session file; choose the session file (.json) Schreiber saved, or save this one as UTF-8 text</source>
        <translation>die Datei ist kein UTF-8-Text (Byte {byte}) und damit keine Sitzungsdatei; die Sitzungsdatei (.json) wählen, die Schreiber gespeichert hat, oder diese als UTF-8-Text speichern</translation>
    </message>
    <message>
        <source>the file is no session file: its text is damaged or cut off at line {line}, column {column}; choose the session file (.json) Schreiber saved, or mend it there</source>
        <translation>die Datei ist keine Sitzungsdatei: ihr Text ist in Zeile {line}, Spalte {column} beschädigt oder bricht dort ab; die Sitzungsdatei (.json) wählen, die Schreiber gespeichert hat, oder sie an dieser Stelle berichtigen</translation>
    </message>
    <message>
        <source>the file is no session file: its lists are nested too deeply; choose the session file (.json) Schreiber saved</source>
        <translation>die Datei ist keine Sitzungsdatei: ihre Listen sind zu tief verschachtelt; die Sitzungsdatei (.json) wählen, die Schreiber gespeichert hat</translation>
    </message>
    <message>
        <source>the file is no session file: it holds a number no session has (NaN, Infinity or thousands of digits); choose the session file (.json) Schreiber saved</source>
        <translation>die Datei ist keine Sitzungsdatei: sie enthält eine Zahl, die kein Spielabend hat (NaN, Infinity oder Tausende Ziffern); die Sitzungsdatei (.json) wählen, die Schreiber gespeichert hat</translation>
    </message>
</context>
<context>
    <name>KeyLegend</name>
    <message>
        <source>next field</source>
        <translation>nächstes Feld</translation>
    </message>
    <message>
        <source>save</source>
        <translation>speichern</translation>
    </message>
    <message>
        <source>cancel the edit</source>
        <translation>Bearbeiten abbrechen</translation>
    </message>
    <message>
        <source>Keys:</source>
        <translation>Tasten:</translation>
    </message>
</context>
<context>
    <name>KeyboardPanel</name>
    <message>
        <source>Editing the redeal after deal {n}</source>
        <translation>Das Neugeben nach Spiel {n} wird bearbeitet</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>setzt aus</translation>
    </message>
    <message>
        <source>{digit} is {name}, who sits out this deal.</source>
        <translation>{digit} ist {name}, setzt dieses Spiel aus.</translation>
    </message>
    <message>
        <source>sitting out</source>
        <translation>setzt aus</translation>
    </message>
    <message>
        <source>Save deal</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Cancel editing</source>
        <translation>Bearbeiten abbrechen</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Spiel {n}</translation>
    </message>
    <message>
        <source>Save deal  ⏎</source>
        <translation>Spiel speichern  ⏎</translation>
    </message>
    <message>
        <source>Editing deal {n}</source>
        <translation>Spiel {n} wird bearbeitet</translation>
    </message>
    <message>
        <source>Save changes  ⏎</source>
        <translation>Änderungen speichern  ⏎</translation>
    </message>
    <message>
        <source>dealer: {name}</source>
        <translation>Geber: {name}</translation>
    </message>
    <message>
        <source>sits out: {names}</source>
        <translation>setzt aus: {names}</translation>
    </message>
    <message>
        <source>Deal {n} would no longer fit</source>
        <translation>Spiel {n} würde nicht mehr passen</translation>
    </message>
    <message>
        <source>Next: {field}</source>
        <translation>Als Nächstes: {field}</translation>
    </message>
</context>
<context>
    <name>LeagueChart</name>
    <message>
        <source>The league over the season</source>
        <translation>Die Tabelle im Lauf der Saison</translation>
    </message>
    <message>
        <source>Each player&apos;s league score after each club evening; arrow keys pick one.</source>
        <translation>Der Tabellenstand jedes Spielers nach jedem Vereinsabend; die Pfeiltasten wählen einen.</translation>
    </message>
    <message>
        <source>The league after {date}</source>
        <translation>Die Tabelle nach dem {date}</translation>
    </message>
    <message>
        <source>No evenings yet</source>
        <translation>Noch keine Abende</translation>
    </message>
</context>
<context>
    <name>LeaguePrint</name>
    <message>
        <source>Ranked by average points per {deals} deals</source>
        <translation>Gewertet nach dem Punkteschnitt je {deals} Spiele</translation>
    </message>
    <message>
        <source>Ranked by table points per evening</source>
        <translation>Gewertet nach Tischpunkten je Abend</translation>
    </message>
    <message>
        <source>Ranked by total points</source>
        <translation>Gewertet nach der Punktsumme</translation>
    </message>
    <message>
        <source>evenings needed to be ranked: {count}</source>
        <translation>Abende für eine Wertung: {count}</translation>
    </message>
    <message>
        <source>worst evenings left out: {count}</source>
        <translation>schlechteste Abende gestrichen: {count}</translation>
    </message>
    <message>
        <source>League table · {season}</source>
        <translation>Ligatabelle · {season}</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Abende</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Players in grey have played fewer than {count} evenings: not ranked.</source>
        <translation>Spieler in Grau haben weniger als {count} Abende gespielt: nicht gewertet.</translation>
    </message>
    <message>
        <source>Schreiber · printed {date}</source>
        <translation>Schreiber · gedruckt am {date}</translation>
    </message>
</context>
<context>
    <name>LeagueWindow</name>
    <message>
        <source>The league cannot be ranked so: {reason}</source>
        <translation>So lässt sich die Tabelle nicht werten: {reason}</translation>
    </message>
    <message>
        <source>evenings: {evenings}, deals: {deals}, points: {points}</source>
        <translation>Abende: {evenings}, Spiele: {deals}, Punkte: {points}</translation>
    </message>
    <message>
        <source>best evening {points} on {date}</source>
        <translation>bester Abend {points} am {date}</translation>
    </message>
    <message>
        <source>solos: {played} played, {won} won</source>
        <translation>Soli: {played} gespielt, {won} gewonnen</translation>
    </message>
    <message>
        <source>The club pot holds {amount}.</source>
        <translation>In der Vereinskasse sind {amount}.</translation>
    </message>
    <message>
        <source>The club pot holds {amount}, kept by {name}.</source>
        <translation>In der Vereinskasse sind {amount}, verwahrt von {name}.</translation>
    </message>
    <message>
        <source>{path} could not be written: {reason}</source>
        <translation>{path} konnte nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>Written: {path}</source>
        <translation>Geschrieben: {path}</translation>
    </message>
    <message>
        <source>Export the season&apos;s workbook</source>
        <translation>Die Arbeitsmappe der Saison exportieren</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx)</translation>
    </message>
    <message>
        <source>Save the season file</source>
        <translation>Die Saisondatei speichern</translation>
    </message>
    <message>
        <source>Season file (*.json)</source>
        <translation>Saisondatei (*.json)</translation>
    </message>
    <message>
        <source>Save league table as PDF</source>
        <translation>Ligatabelle als PDF speichern</translation>
    </message>
    <message>
        <source>League table {name}</source>
        <translation>Ligatabelle {name}</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first} bis {last}</translation>
    </message>
    <message>
        <source>League table</source>
        <translation>Ligatabelle</translation>
    </message>
    <message>
        <source>&amp;Season:</source>
        <translation>&amp;Saison:</translation>
    </message>
    <message>
        <source>&amp;New season…</source>
        <translation>&amp;Neue Saison…</translation>
    </message>
    <message>
        <source>How the club ranks the season</source>
        <translation>So wertet der Verein die Saison</translation>
    </message>
    <message>
        <source>&amp;League</source>
        <translation>&amp;Tabelle</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <source>&amp;Money</source>
        <translation>&amp;Geld</translation>
    </message>
    <message>
        <source>This season</source>
        <translation>Diese Saison</translation>
    </message>
    <message>
        <source>Over the years</source>
        <translation>Über die Jahre</translation>
    </message>
    <message>
        <source>Balances across the season</source>
        <translation>Salden über die Saison</translation>
    </message>
    <message>
        <source>Who pays whom at the season&apos;s end</source>
        <translation>Wer am Saisonende wem zahlt</translation>
    </message>
    <message>
        <source>The season has no money rules yet: these are the usual ones. Change one and they are kept with the season (and in its workbook).</source>
        <translation>Die Saison hat noch keine Geldregeln: Dies sind die üblichen. Sobald Sie eine ändern, werden sie mit der Saison gespeichert (und in ihrer Arbeitsmappe).</translation>
    </message>
    <message>
        <source>Double-click an evening to open it.</source>
        <translation>Doppelklick auf einen Abend öffnet ihn.</translation>
    </message>
    <message>
        <source>Season &amp;workbook…</source>
        <translation>Saison-&amp;Arbeitsmappe…</translation>
    </message>
    <message>
        <source>Season &amp;file…</source>
        <translation>Saison&amp;datei…</translation>
    </message>
    <message>
        <source>League table as &amp;PDF…</source>
        <translation>Ligatabelle als &amp;PDF…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>The player&apos;s evenings</source>
        <translation>Die Abende des Spielers</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Schreiber</source>
        <translation>Schreiber</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation>&amp;Neuer Spielabend…</translation>
    </message>
    <message>
        <source>&amp;Sessions…</source>
        <translation>&amp;Spielabende…</translation>
    </message>
    <message>
        <source>&amp;Export workbook…</source>
        <translation>Arbeitsmappe &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Eve&amp;ning</source>
        <translation>S&amp;pielabend</translation>
    </message>
    <message>
        <source>&amp;Rename session…</source>
        <translation>Spielabend &amp;umbenennen…</translation>
    </message>
    <message>
        <source>Change r&amp;ules…</source>
        <translation>&amp;Regeln ändern…</translation>
    </message>
    <message>
        <source>&amp;Archive session</source>
        <translation>Spielabend &amp;archivieren</translation>
    </message>
    <message>
        <source>&amp;Delete session…</source>
        <translation>Spielabend &amp;löschen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>E&amp;nter a deal</source>
        <translation>Spiel &amp;eintragen</translation>
    </message>
    <message>
        <source>Go to the score &amp;sheet</source>
        <translation>Zur Lis&amp;te</translation>
    </message>
    <message>
        <source>&amp;Edit selected deal</source>
        <translation>Gewähltes Spiel &amp;bearbeiten</translation>
    </message>
    <message>
        <source>De&amp;lete selected deal…</source>
        <translation>Gewähltes Spiel &amp;löschen…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Offline — entries are kept</source>
        <translation>Offline – Eingaben bleiben erhalten</translation>
    </message>
    <message>
        <source>This laptop&apos;s own database, not the club&apos;s</source>
        <translation>Eigene Datenbank dieses Laptops, nicht die des Vereins</translation>
    </message>
    <message>
        <source>The club&apos;s database {server} could not be reached at start, so this laptop&apos;s own database is open: deals entered now stay on this laptop. File → Open database… connects to the club&apos;s again.</source>
        <translation>Die Datenbank des Vereins {server} war beim Start nicht erreichbar, daher ist die eigene Datenbank dieses Laptops geöffnet: Jetzt eingegebene Spiele bleiben auf diesem Laptop. Datei → Datenbank öffnen… verbindet wieder mit der des Vereins.</translation>
    </message>
    <message>
        <source>Offline: the club&apos;s database cannot be reached. What you enter is kept; press Enter again when it is back (nothing is saved twice)</source>
        <translation>Offline: Die Datenbank des Vereins ist nicht erreichbar. Was Sie eingeben, bleibt erhalten; drücken Sie wieder Enter, sobald sie zurück ist (nichts wird doppelt gespeichert)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Verein</translation>
    </message>
    <message>
        <source>Open data&amp;base…</source>
        <translation>&amp;Datenbank öffnen…</translation>
    </message>
    <message>
        <source>Bac&amp;k up…</source>
        <translation>Datenbank si&amp;chern…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Eins&amp;tellungen…</translation>
    </message>
    <message>
        <source>&amp;Table view</source>
        <translation>&amp;Tischansicht</translation>
    </message>
    <message>
        <source>The evening at a &amp;glance…</source>
        <translation>&amp;Überblick über den Abend…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>Spiele&amp;r…</translation>
    </message>
    <message>
        <source>The club&apos;s &amp;players…</source>
        <translation>&amp;Spielerliste des Vereins…</translation>
    </message>
    <message>
        <source>&amp;League table…</source>
        <translation>Liga&amp;tabelle…</translation>
    </message>
    <message>
        <source>&amp;New club night…</source>
        <translation>&amp;Neuer Vereinsabend…</translation>
    </message>
    <message>
        <source>Club nigh&amp;ts…</source>
        <translation>Vereinsa&amp;bende…</translation>
    </message>
    <message>
        <source>Announcement &amp;deadlines…</source>
        <translation>&amp;Ansagefristen…</translation>
    </message>
    <message>
        <source>&amp;Rules reference…</source>
        <translation>&amp;Regelübersicht…</translation>
    </message>
    <message>
        <source>&amp;About Schreiber</source>
        <translation>Ü&amp;ber Schreiber</translation>
    </message>
    <message>
        <source>&amp;Undo {action}</source>
        <translation>&amp;Rückgängig: {action}</translation>
    </message>
    <message>
        <source>&amp;Redo {action}</source>
        <translation>&amp;Wiederholen: {action}</translation>
    </message>
    <message>
        <source>Players not changed</source>
        <translation>Spieler nicht geändert</translation>
    </message>
    <message>
        <source>From the next deal on: {players}; {dealer} deals</source>
        <translation>Ab dem nächsten Spiel: {players}; {dealer} gibt</translation>
    </message>
    <message>
        <source>Database: {where}</source>
        <translation>Datenbank: {where}</translation>
    </message>
    <message>
        <source>password kept in {place}</source>
        <translation>Passwort aufbewahrt in {place}</translation>
    </message>
    <message>
        <source>To delete it, select it in the list of sessions and press Delete.</source>
        <translation>Zum Löschen wählen Sie ihn in der Liste der Spielabende aus und drücken Entf.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged session(s) cannot be opened: each is marked in the list, and pointing at it says why. Every other session can be used as before.</source>
        <translation>
            <numerusform>%n beschädigter Spielabend lässt sich nicht öffnen: Er ist in der Liste markiert, und wenn Sie darauf zeigen, steht dort, warum. Alle anderen Spielabende lassen sich wie bisher nutzen.</numerusform>
            <numerusform>%n beschädigte Spielabende lassen sich nicht öffnen: Jeder ist in der Liste markiert, und wenn Sie darauf zeigen, steht dort, warum. Alle anderen Spielabende lassen sich wie bisher nutzen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete the damaged session {id} with all its deals? This cannot be undone.</source>
        <translation>Den beschädigten Spielabend {id} mit allen Spielen löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>{title} — Schreiber</source>
        <translation>{title} — Schreiber</translation>
    </message>
    <message>
        <source>Round played</source>
        <translation>Runde gespielt</translation>
    </message>
    <message>
        <source>This table has played the {due} deals of its round: it is finished. Enter one more deal all the same?</source>
        <translation>Dieser Tisch hat die {due} Spiele seiner Runde gespielt: er ist fertig. Trotzdem noch ein Spiel eintragen?</translation>
    </message>
    <message>
        <source>Deal not saved</source>
        <translation>Spiel nicht gespeichert</translation>
    </message>
    <message>
        <source>Deal not saved: the club&apos;s database cannot be reached</source>
        <translation>Spiel nicht gespeichert: Die Datenbank des Vereins ist nicht erreichbar</translation>
    </message>
    <message>
        <source>Not saved, your entry: {typed}</source>
        <translation>Nicht gespeichert, deine Eingabe: {typed}</translation>
    </message>
    <message>
        <source>{changes}. The deal you were editing was deleted there</source>
        <translation>{changes}. Das Spiel, das Sie gerade bearbeitet haben, wurde dort gelöscht</translation>
    </message>
    <message>
        <source>Redone: {action}</source>
        <translation>Wiederholt: {action}</translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <translation>Rückgängig gemacht: {action}</translation>
    </message>
    <message>
        <source>Redone: change of seating — {summary}</source>
        <translation>Wiederholt: neue Sitzordnung — {summary}</translation>
    </message>
    <message>
        <source>Undone: change of seating — {summary}</source>
        <translation>Rückgängig gemacht: neue Sitzordnung — {summary}</translation>
    </message>
    <message>
        <source>{step}. The deal you were editing is gone</source>
        <translation>{step}. Das Spiel, das Sie bearbeitet haben, gibt es nicht mehr</translation>
    </message>
    <message>
        <source>Delete deal</source>
        <translation>Spiel löschen</translation>
    </message>
    <message>
        <source>Deal not deleted</source>
        <translation>Spiel nicht gelöscht</translation>
    </message>
    <message>
        <source>Deleted the change of seating — {summary}</source>
        <translation>Neue Sitzordnung gelöscht — {summary}</translation>
    </message>
    <message>
        <source>Rename session</source>
        <translation>Spielabend umbenennen</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Rules not changed</source>
        <translation>Regeln nicht geändert</translation>
    </message>
    <message>
        <source>Under these rules a deal would be impossible: {reason}</source>
        <translation>Nach diesen Regeln wäre ein eingetragenes Spiel unmöglich: {reason}</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>Spielabend löschen</translation>
    </message>
    <message>
        <source>{problem}

Load {deal} as it now stands? What you typed stays beside the form, to copy: {typed}

No keeps your entry in the form; Esc there leaves the edit.</source>
        <translation>{problem}

{deal} so laden, wie es jetzt gespeichert ist? Was du eingegeben hast, bleibt neben dem Formular stehen, zum Abschreiben: {typed}

Nein behält deine Eingabe im Formular; Esc dort beendet das Bearbeiten.</translation>
    </message>
    <message>
        <source>{deal} was changed elsewhere: Enter offers to load it as it now stands, Esc leaves the edit. Your entry: {typed}</source>
        <translation>{deal} wurde anderswo geändert: Enter bietet an, es so zu laden, wie es jetzt gespeichert ist, Esc beendet das Bearbeiten. Deine Eingabe: {typed}</translation>
    </message>
    <message>
        <source>{deal} saved</source>
        <translation>{deal} gespeichert</translation>
    </message>
    <message>
        <source>{deal} is no deal to edit: delete it (Del) or change the players again (Evening → Players…)</source>
        <translation>{deal} ist kein Spiel zum Bearbeiten: löschen (Entf) oder die Spieler erneut ändern (Spielabend → Spieler…)</translation>
    </message>
    <message>
        <source>Redone: deleting {deal} — {summary}</source>
        <translation>Wiederholt: {deal} gelöscht — {summary}</translation>
    </message>
    <message>
        <source>Undone: deleting {deal} — back: {summary}</source>
        <translation>Rückgängig gemacht: Löschen von {deal} — wieder da: {summary}</translation>
    </message>
    <message>
        <source>Redone: edit of {deal} — now {summary}</source>
        <translation>Wiederholt: Änderung von {deal} — jetzt {summary}</translation>
    </message>
    <message>
        <source>Undone: edit of {deal} — back to {summary}</source>
        <translation>Rückgängig gemacht: Änderung von {deal} — wieder {summary}</translation>
    </message>
    <message>
        <source>Redone: {deal} — {summary}</source>
        <translation>Wiederholt: {deal} — {summary}</translation>
    </message>
    <message>
        <source>Undone: {deal} — {summary}</source>
        <translation>Rückgängig gemacht: {deal} — {summary}</translation>
    </message>
    <message>
        <source>Delete {deal}? Every later deal is recomputed.</source>
        <translation>{deal} löschen? Alle späteren Spiele werden neu berechnet.</translation>
    </message>
    <message>
        <source>Deleted {deal} — {summary}</source>
        <translation>{deal} gelöscht — {summary}</translation>
    </message>
    <message>
        <source>Delete this whole session with all its deals? This cannot be undone.</source>
        <translation>Diesen Spielabend mit allen Spielen löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Export the evening&apos;s workbook</source>
        <translation>Arbeitsmappe des Abends exportieren</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx)</translation>
    </message>
    <message>
        <source>Workbook not written</source>
        <translation>Arbeitsmappe nicht geschrieben</translation>
    </message>
    <message>
        <source>{path} could not be written: {reason}</source>
        <translation>{path} konnte nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>Workbook written: {path}</source>
        <translation>Arbeitsmappe geschrieben: {path}</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>Datenbank sichern</translation>
    </message>
    <message>
        <source>Schreiber backup (*.json)</source>
        <translation>Schreiber-Sicherung (*.json)</translation>
    </message>
    <message>
        <source>Backup not written</source>
        <translation>Sicherung nicht geschrieben</translation>
    </message>
    <message>
        <source>Backup written: {path}</source>
        <translation>Sicherung geschrieben: {path}</translation>
    </message>
    <message>
        <source>Export the club&apos;s &amp;history as CSV…</source>
        <translation>Vereins&amp;historie als CSV exportieren…</translation>
    </message>
    <message>
        <source>Export the club&apos;s history</source>
        <translation>Vereinshistorie exportieren</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>History not written</source>
        <translation>Historie nicht geschrieben</translation>
    </message>
    <message>
        <source>History written: {path} ({rows} rows)</source>
        <translation>Historie geschrieben: {path} ({rows} Zeilen)</translation>
    </message>
    <message>
        <source>{count} damaged sessions were left out.</source>
        <translation>{count} beschädigte Spielabende wurden ausgelassen.</translation>
    </message>
    <message>
        <source>Import a session</source>
        <translation>Spielabend importieren</translation>
    </message>
    <message>
        <source>Workbooks and session files (*.xlsx *.json)</source>
        <translation>Arbeitsmappen und Spielabend-Dateien (*.xlsx *.json)</translation>
    </message>
    <message>
        <source>Not imported</source>
        <translation>Nicht importiert</translation>
    </message>
    <message>
        <source>{path} was not imported: {reason}</source>
        <translation>{path} wurde nicht importiert: {reason}</translation>
    </message>
    <message>
        <source>Imported: {path}</source>
        <translation>Importiert: {path}</translation>
    </message>
    <message>
        <source>Database written again</source>
        <translation>Datenbank neu geschrieben</translation>
    </message>
    <message>
        <source>The database {path} was deleted or moved while Schreiber had it open. It has been written again with every session in it, and this change is saved.</source>
        <translation>Die Datenbank {path} wurde gelöscht oder verschoben, während Schreiber sie geöffnet hatte. Sie wurde mit allen Spielabenden neu geschrieben, und diese Änderung ist gespeichert.</translation>
    </message>
    <message>
        <source>About Schreiber</source>
        <translation>Über Schreiber</translation>
    </message>
    <message>
        <source>Schreiber {version}
A score pad for Doppelkopf, Pfälzer Schafkopf and Crescendo.</source>
        <translation>Schreiber {version}
Ein Spielblock zum Anschreiben bei Doppelkopf, Pfälzer Schafkopf und Crescendo.</translation>
    </message>
</context>
<context>
    <name>MoneyEditor</name>
    <message>
        <source>&amp;Rate per point:</source>
        <translation>Betrag je &amp;Punkt:</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>&amp;Währung:</translation>
    </message>
    <message>
        <source>R&amp;ounding:</source>
        <translation>&amp;Rundung:</translation>
    </message>
    <message>
        <source>Club &amp;pot:</source>
        <translation>&amp;Vereinskasse:</translation>
    </message>
    <message>
        <source>&amp;Share of losses:</source>
        <translation>&amp;Anteil der Verluste:</translation>
    </message>
    <message>
        <source>&amp;Fee per evening:</source>
        <translation>&amp;Beitrag je Abend:</translation>
    </message>
    <message>
        <source>&amp;Treasurer:</source>
        <translation>&amp;Kassenwart:</translation>
    </message>
    <message>
        <source>Prize for the night&apos;s &amp;winner:</source>
        <translation>Preis für den &amp;Sieger des Vereinsabends:</translation>
    </message>
    <message>
        <source>Prize for the best &amp;deal of a night:</source>
        <translation>Preis für das beste &amp;Einzelspiel des Vereinsabends:</translation>
    </message>
    <message>
        <source>No pot</source>
        <translation>Keine Kasse</translation>
    </message>
    <message>
        <source>A share of each evening&apos;s losses</source>
        <translation>Ein Anteil der Verluste jedes Abends</translation>
    </message>
    <message>
        <source>A fee per evening</source>
        <translation>Ein Beitrag je Abend</translation>
    </message>
    <message>
        <source>Nobody (the club pot)</source>
        <translation>Niemand (die Vereinskasse)</translation>
    </message>
</context>
<context>
    <name>MoneyModel</name>
    <message>
        <source>Club pot</source>
        <translation>Vereinskasse</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Abende</translation>
    </message>
    <message>
        <source>Before the pot</source>
        <translation>Vor der Kasse</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>To the pot</source>
        <translation>An die Kasse</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Preise</translation>
    </message>
</context>
<context>
    <name>NewNightDialog</name>
    <message>
        <source>Club night {date}</source>
        <translation>Vereinsabend {date}</translation>
    </message>
    <message>
        <source>New club night</source>
        <translation>Neuer Vereinsabend</translation>
    </message>
    <message>
        <source>The night</source>
        <translation>Der Abend</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Datum</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Runden</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>Auslosungs&amp;zahl</translation>
    </message>
    <message>
        <source>at random, avoiding repeated partners</source>
        <translation>ausgelost, möglichst ohne dieselben Mitspieler</translation>
    </message>
    <message>
        <source>by the night&apos;s standing</source>
        <translation>nach dem Stand des Abends</translation>
    </message>
    <message>
        <source>The same players and seed give the same draw.</source>
        <translation>Dieselben Spieler und dieselbe Auslosungszahl ergeben dieselbe Auslosung.</translation>
    </message>
    <message>
        <source>Who is present</source>
        <translation>Wer ist da</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>type a name, Enter checks or adds it</source>
        <translation>Namen tippen, Enter hakt ihn an oder fügt ihn hinzu</translation>
    </message>
    <message>
        <source>N&amp;obody</source>
        <translation>Nie&amp;mand</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>Runde 1</translation>
    </message>
    <message>
        <source>Rounds after the &amp;first</source>
        <translation>Runden n&amp;ach der ersten</translation>
    </message>
    <message>
        <source>Deals per player and ro&amp;und</source>
        <translation>Spiele pr&amp;o Spieler und Runde</translation>
    </message>
    <message>
        <source>Draw aga&amp;in</source>
        <translation>N&amp;eu auslosen</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>E&amp;veryone from the last club night</source>
        <translation>Alle vom letzten &amp;Vereinsabend</translation>
    </message>
    <message>
        <source>A guest: plays and counts in the night; joins the club&apos;s players only when added in Club → The club&apos;s players…</source>
        <translation>Gast: spielt und zählt an diesem Abend mit; kommt erst in die Spielerliste des Vereins, wenn er unter Verein → Spielerliste des Vereins… hinzugefügt wird</translation>
    </message>
    <message>
        <source>E&amp;xcused</source>
        <translation>Entschuldi&amp;gt</translation>
    </message>
    <message>
        <source>The member selected is excused for this night (not present); again takes it back</source>
        <translation>Das ausgewählte Mitglied ist für diesen Abend entschuldigt (nicht anwesend); ein zweiter Klick nimmt das zurück</translation>
    </message>
    <message>
        <source>Dra&amp;w</source>
        <translation>A&amp;uslosen</translation>
    </message>
    <message>
        <source>Print seating &amp;plan…</source>
        <translation>Sitz&amp;plan drucken…</translation>
    </message>
    <message>
        <source>Print table &amp;lists…</source>
        <translation>Spiel&amp;listen drucken…</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Beginnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The tables play the standard rules (the club has no {game} session yet); change a table&apos;s rules in its session.</source>
        <translation>An den Tischen gelten die Standardregeln (der Verein hat noch keine {game}-Runde); die Regeln eines Tisches ändert man in seiner Runde.</translation>
    </message>
    <message>
        <source>The tables play the rules of the club&apos;s last {game} session, “{title}” of {date}; change a table&apos;s rules in its session.</source>
        <translation>An den Tischen gelten die Regeln der letzten {game}-Runde des Vereins, „{title}“ vom {date}; die Regeln eines Tisches ändert man in seiner Runde.</translation>
    </message>
    <message>
        <source>Check at least 4 players who are present (now {count}).</source>
        <translation>Mindestens 4 Anwesende anhaken (jetzt {count}).</translation>
    </message>
    <message>
        <source>{game} is played by exactly {low} at a table; with {count} present, table {table} would have {size}.</source>
        <translation>{game} spielen genau {low} an einem Tisch; bei {count} Anwesenden hätte Tisch {table} {size}.</translation>
    </message>
    <message>
        <source>{game} is played by {low} to {high} at a table; with {count} present, table {table} would have {size}.</source>
        <translation>{game} spielen {low} bis {high} an einem Tisch; bei {count} Anwesenden hätte Tisch {table} {size}.</translation>
    </message>
    <message numerus="yes">
        <source>%n present</source>
        <translation>
            <numerusform>%n anwesend</numerusform>
            <numerusform>%n anwesend</numerusform>
        </translation>
    </message>
    <message>
        <source>{present}, {excused}</source>
        <translation>{present}, {excused}</translation>
    </message>
    <message numerus="yes">
        <source>%n excused</source>
        <translation>
            <numerusform>%n entschuldigt</numerusform>
            <numerusform>%n entschuldigt</numerusform>
        </translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>Seat 1 deals first. Tables of {sizes}.</source>
        <translation>Platz 1 gibt zuerst. Tische mit {sizes}.</translation>
    </message>
    <message>
        <source>Round 2 and later are drawn from the night&apos;s standing.</source>
        <translation>Ab Runde 2 wird nach dem Stand des Abends gesetzt.</translation>
    </message>
    <message>
        <source>The seating plan shows every round as drawn now; a later round is drawn again if someone comes or goes.</source>
        <translation>Der Sitzplan zeigt alle Runden, wie sie jetzt ausgelost sind; kommt oder geht jemand, wird eine spätere Runde neu ausgelost.</translation>
    </message>
    <message>
        <source>“Draw” seats the players present at the tables.</source>
        <translation>„Auslosen“ setzt die Anwesenden an die Tische.</translation>
    </message>
    <message>
        <source>Save the seating plan</source>
        <translation>Sitzplan speichern</translation>
    </message>
    <message>
        <source>seating plan</source>
        <translation>Sitzplan</translation>
    </message>
    <message>
        <source>The seating plan is saved in {path}.</source>
        <translation>Der Sitzplan ist in {path} gespeichert.</translation>
    </message>
    <message>
        <source>Save the table lists</source>
        <translation>Spiellisten speichern</translation>
    </message>
    <message>
        <source>round {number} tables</source>
        <translation>Runde {number} Tische</translation>
    </message>
    <message>
        <source>The table lists of round {number} are saved in {path}.</source>
        <translation>Die Spiellisten der Runde {number} sind in {path} gespeichert.</translation>
    </message>
    <message>
        <source>The file could not be saved: {reason}</source>
        <translation>Die Datei konnte nicht gespeichert werden: {reason}</translation>
    </message>
</context>
<context>
    <name>NewSeasonDialog</name>
    <message>
        <source>New season</source>
        <translation>Neue Saison</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;First day:</source>
        <translation>&amp;Erster Tag:</translation>
    </message>
    <message>
        <source>&amp;Last day:</source>
        <translation>&amp;Letzter Tag:</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New session</source>
        <translation>Neuer Spielabend</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>Players in seating order (clockwise)</source>
        <translation>Spieler in Sitzreihenfolge (im Uhrzeigersinn)</translation>
    </message>
    <message>
        <source>Drag, or Alt+Up / Alt+Down, to reorder; F2 renames; Delete removes.</source>
        <translation>Ziehen oder Alt+Up / Alt+Down zum Umsortieren; F2 benennt um; Entf entfernt.</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move the selected player up (Alt+Up)</source>
        <translation>Gewählten Spieler nach oben schieben (Alt+Up)</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Move the selected player down (Alt+Down)</source>
        <translation>Gewählten Spieler nach unten schieben (Alt+Down)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected player (Delete)</source>
        <translation>Gewählten Spieler entfernen (Entf)</translation>
    </message>
    <message>
        <source>Name, then Enter</source>
        <translation>Name, dann Enter</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;New player:</source>
        <translation>&amp;Neuer Spieler:</translation>
    </message>
    <message>
        <source>Who deals the first deal</source>
        <translation>Wer das erste Spiel gibt</translation>
    </message>
    <message>
        <source>&amp;First dealer:</source>
        <translation>Erster &amp;Geber:</translation>
    </message>
    <message>
        <source>&amp;Same players as last time</source>
        <translation>&amp;Wie beim letzten Mal</translation>
    </message>
    <message>
        <source>Alt+S: {players}, in their seats, the first of them dealing first</source>
        <translation>Alt+W: {players}, auf ihren Plätzen; der Erste gibt zuerst</translation>
    </message>
    <message>
        <source>No session was started before</source>
        <translation>Es wurde noch keine Sitzung begonnen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Start session</source>
        <translation>Spielabend beginnen</translation>
    </message>
    <message>
        <source>Exactly {count} players. Drag or press Alt+Up / Alt+Down to reorder, F2 or double-click to rename, Delete to remove.</source>
        <translation>Genau {count} Spieler. Umsortieren: ziehen oder Alt+Up / Alt+Down; umbenennen: F2 oder Doppelklick; entfernen: Entf.</translation>
    </message>
    <message>
        <source>{low} to {high} players. Drag or press Alt+Up / Alt+Down to reorder, F2 or double-click to rename, Delete to remove.</source>
        <translation>{low} bis {high} Spieler. Umsortieren: ziehen oder Alt+Up / Alt+Down; umbenennen: F2 oder Doppelklick; entfernen: Entf.</translation>
    </message>
    <message>
        <source>{game} {date}</source>
        <translation>{game} {date}</translation>
    </message>
    <message>
        <source>There are already {count} players; remove one first.</source>
        <translation>Es sind schon {count} Spieler; zuerst einen entfernen.</translation>
    </message>
    <message>
        <source>“{name}” is already playing.</source>
        <translation>„{name}“ spielt schon mit.</translation>
    </message>
    <message>
        <source>Player {position} has no name; type one or remove the entry.</source>
        <translation>Spieler {position} hat keinen Namen; einen eingeben oder den Eintrag entfernen.</translation>
    </message>
    <message>
        <source>The name of player {position} is longer than {limit} characters.</source>
        <translation>Der Name von Spieler {position} ist länger als {limit} Zeichen.</translation>
    </message>
    <message>
        <source>“{name}” is in the list twice; every player needs a different name.</source>
        <translation>„{name}“ steht zweimal in der Liste; jeder Spieler braucht einen eigenen Namen.</translation>
    </message>
    <message>
        <source>{game} needs exactly {needed} players; the list has {count}.</source>
        <translation>{game} braucht genau {needed} Spieler; die Liste hat {count}.</translation>
    </message>
    <message>
        <source>{game} needs {low} to {high} players; the list has {count}.</source>
        <translation>{game} braucht {low} bis {high} Spieler; die Liste hat {count}.</translation>
    </message>
    <message>
        <source>{field}: {reason}</source>
        <translation>{field}: {reason}</translation>
    </message>
</context>
<context>
    <name>NightWindow</name>
    <message>
        <source>&amp;Tables (double-click one to enter its deals)</source>
        <translation>&amp;Tische (Doppelklick auf einen, um seine Spiele einzutragen)</translation>
    </message>
    <message>
        <source>The night&apos;s &amp;standing</source>
        <translation>&amp;Stand des Abends</translation>
    </message>
    <message>
        <source>&amp;Draw the next round</source>
        <translation>Nächste Runde set&amp;zen</translation>
    </message>
    <message>
        <source>at random, avoiding repeated partners</source>
        <translation>ausgelost, möglichst ohne dieselben Mitspieler</translation>
    </message>
    <message>
        <source>by the night&apos;s standing</source>
        <translation>nach dem Stand des Abends</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Nächste Runde</translation>
    </message>
    <message>
        <source>Print table &amp;lists…</source>
        <translation>Spiel&amp;listen drucken…</translation>
    </message>
    <message>
        <source>Print seating &amp;plan…</source>
        <translation>Sitz&amp;plan drucken…</translation>
    </message>
    <message>
        <source>P&amp;rint standing…</source>
        <translation>Stand d&amp;rucken…</translation>
    </message>
    <message>
        <source>&amp;Wall view</source>
        <translation>&amp;Wandanzeige</translation>
    </message>
    <message>
        <source>The standing in large type, live, full screen (F11 or Esc leaves it)</source>
        <translation>Der Stand in großer Schrift, live, im Vollbild (F11 oder Esc verlässt es)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Club night</source>
        <translation>Vereinsabend</translation>
    </message>
    <message>
        <source>{title} — the night&apos;s standing</source>
        <translation>{title} — Stand des Abends</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>round {number} of {planned}</source>
        <translation>Runde {number} von {planned}</translation>
    </message>
    <message>
        <source>round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>{date} · {count} present · {progress} · {state}</source>
        <translation>{date} · {count} anwesend · {progress} · {state}</translation>
    </message>
    <message>
        <source>Re&amp;open night</source>
        <translation>Abend wieder &amp;öffnen</translation>
    </message>
    <message>
        <source>Close ni&amp;ght</source>
        <translation>&amp;Abend abschließen</translation>
    </message>
    <message>
        <source>Guests: {names}</source>
        <translation>Gäste: {names}</translation>
    </message>
    <message>
        <source>Excused: {names}</source>
        <translation>Entschuldigt: {names}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Players by seat</source>
        <translation>Spieler nach Platz</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>finished (marked)</source>
        <translation>beendet (markiert)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Tables finished</source>
        <translation>Tische beendet</translation>
    </message>
    <message>
        <source>Per {count} deals</source>
        <translation>Je {count} Spiele</translation>
    </message>
    <message>
        <source>Table points</source>
        <translation>Tischpunkte</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>{finished} of {count}</source>
        <translation>{finished} von {count}</translation>
    </message>
    <message>
        <source>Table {table}: {deals} deals, {state}</source>
        <translation>Tisch {table}: {deals} Spiele, {state}</translation>
    </message>
    <message>
        <source>Not at a table in this round</source>
        <translation>In dieser Runde an keinem Tisch</translation>
    </message>
    <message>
        <source>This night is closed: only the club&apos;s organiser can reopen it.</source>
        <translation>Dieser Abend ist abgeschlossen: Nur der Organisator des Vereins kann ihn wieder öffnen.</translation>
    </message>
    <message>
        <source>This night is closed: reopen it to enter deals or draw a round.</source>
        <translation>Dieser Abend ist abgeschlossen: zum Eintragen von Spielen oder Setzen einer Runde wieder öffnen.</translation>
    </message>
    <message>
        <source>Table not &amp;finished</source>
        <translation>Tisch nicht &amp;fertig</translation>
    </message>
    <message>
        <source>Table &amp;finished</source>
        <translation>Tisch &amp;fertig</translation>
    </message>
    <message>
        <source>Table {table} of round {round} has reached its agreed end: it is finished.</source>
        <translation>Tisch {table} der Runde {round} hat sein vereinbartes Ende erreicht: Er ist beendet.</translation>
    </message>
    <message>
        <source>Table {table} of round {round} is no longer marked finished.</source>
        <translation>Tisch {table} der Runde {round} ist nicht mehr als beendet markiert.</translation>
    </message>
    <message>
        <source>Table {table} of round {round} is marked finished; the standing counts it so.</source>
        <translation>Tisch {table} der Runde {round} ist als beendet markiert; der Stand zählt ihn so.</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>These tables of round {round} still have deals due:
{tables}

Draw round {number} all the same?</source>
        <translation>Diese Tische der Runde {round} haben noch Spiele zu spielen:
{tables}

Runde {number} trotzdem auslosen?</translation>
    </message>
    <message>
        <source>Round {round}, table {table}: {played} of {due} deals</source>
        <translation>Runde {round}, Tisch {table}: {played} von {due} Spielen</translation>
    </message>
    <message>
        <source>Round {number} was drawn on another laptop meanwhile; it is shown here.</source>
        <translation>Runde {number} wurde inzwischen an einem anderen Laptop gesetzt; sie wird hier gezeigt.</translation>
    </message>
    <message>
        <source>Close night</source>
        <translation>Abend abschließen</translation>
    </message>
    <message>
        <source>These tables still have deals due:
{tables}

Close the night all the same? A table with no deal played is not counted.</source>
        <translation>Diese Tische haben noch Spiele zu spielen:
{tables}

Den Abend trotzdem abschließen? Ein Tisch ohne gespieltes Spiel zählt nicht.</translation>
    </message>
    <message>
        <source>Round {number} is drawn ({how}): {count} tables.</source>
        <translation>Runde {number} ist gesetzt ({how}): {count} Tische.</translation>
    </message>
    <message>
        <source>Mark the selected table finished though its agreed end is not reached; the standing counts it finished (F in the list of tables)</source>
        <translation>Den gewählten Tisch als beendet markieren, obwohl sein vereinbartes Ende nicht erreicht ist; der Stand zählt ihn als beendet (F in der Liste der Tische)</translation>
    </message>
    <message>
        <source>Save the table lists</source>
        <translation>Spiellisten speichern</translation>
    </message>
    <message>
        <source>round {number} tables</source>
        <translation>Runde {number} Tische</translation>
    </message>
    <message>
        <source>The table lists could not be saved: {reason}</source>
        <translation>Die Spiellisten konnten nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>The table lists of round {number} are saved in {path}.</source>
        <translation>Die Spiellisten der Runde {number} sind in {path} gespeichert.</translation>
    </message>
    <message>
        <source>Save the night&apos;s standing</source>
        <translation>Stand des Abends speichern</translation>
    </message>
    <message>
        <source>standing round {number}</source>
        <translation>Stand Runde {number}</translation>
    </message>
    <message>
        <source>The standing could not be saved: {reason}</source>
        <translation>Der Stand konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>The night&apos;s standing is saved in {path}.</source>
        <translation>Der Stand des Abends ist in {path} gespeichert.</translation>
    </message>
    <message>
        <source>Save the seating plan</source>
        <translation>Sitzplan speichern</translation>
    </message>
    <message>
        <source>seating plan</source>
        <translation>Sitzplan</translation>
    </message>
    <message>
        <source>The seating plan could not be saved: {reason}</source>
        <translation>Der Sitzplan konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>The seating plan is saved in {path}.</source>
        <translation>Der Sitzplan ist in {path} gespeichert.</translation>
    </message>
</context>
<context>
    <name>NightsDialog</name>
    <message>
        <source>Club nights</source>
        <translation>Vereinsabende</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>No club nights yet: Club → New club night… starts one.</source>
        <translation>Noch keine Vereinsabende: Verein → Neuer Vereinsabend… beginnt einen.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Anwesend</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
</context>
<context>
    <name>PairsModel</name>
    <message>
        <source>Together</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>{first} &amp; {second}</source>
        <translation>{first} &amp; {second}</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <source>after 1 deal</source>
        <translation>nach 1 Spiel</translation>
    </message>
    <message>
        <source>after {n} deals</source>
        <translation>nach {n} Spielen</translation>
    </message>
    <message>
        <source>1 deal ×{factor}</source>
        <translation>1 Spiel ×{factor}</translation>
    </message>
    <message>
        <source>{n} deals ×{factor}</source>
        <translation>{n} Spiele ×{factor}</translation>
    </message>
    <message>
        <source>Compulsory solo owed: {names}</source>
        <translation>Pflichtsolo offen: {names}</translation>
    </message>
    <message>
        <source>Deals left in the round: {n}</source>
        <translation>Spiele bis zum Ende der Runde: {n}</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>No deals yet.</source>
        <translation>Noch keine Spiele.</translation>
    </message>
    <message>
        <source>Seating: {players}</source>
        <translation>Neue Sitzordnung: {players}</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Neugeben</translation>
    </message>
    <message>
        <source>No connection to the laptop: trying again…</source>
        <translation>Keine Verbindung zum Laptop: neuer Versuch …</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Read only: the scores are kept on the laptop.</source>
        <translation>Nur zum Lesen: geschrieben wird am Laptop.</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>Tisch {n}</translation>
    </message>
    <message>
        <source>{played} of {due} deals</source>
        <translation>{played} von {due} Spielen</translation>
    </message>
    <message>
        <source>{played} deals</source>
        <translation>{played} Spiele</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>The night is closed.</source>
        <translation>Der Vereinsabend ist abgeschlossen.</translation>
    </message>
    <message>
        <source>The session cannot be read just now: {reason}</source>
        <translation>Der Spielabend kann gerade nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>Show on p&amp;hones…</source>
        <translation>Auf &amp;Handys zeigen …</translation>
    </message>
    <message>
        <source>Show on phones</source>
        <translation>Auf Handys zeigen</translation>
    </message>
    <message>
        <source>Open a session first: the phones show its sheet.</source>
        <translation>Zuerst einen Spielabend öffnen: Die Handys zeigen seine Liste.</translation>
    </message>
    <message>
        <source>The phones&apos; page could not be started: {reason}</source>
        <translation>Die Seite für die Handys konnte nicht gestartet werden: {reason}</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Show on phones</source>
        <translation>Auf Handys zeigen</translation>
    </message>
    <message>
        <source>Scan the code with a phone on this network (the same Wi-Fi): the sheet follows every deal live. Read only; only who has the code can see it.</source>
        <translation>Den Code mit einem Handy im selben Netz (gleiches WLAN) scannen: Die Liste zeigt jedes Spiel sofort. Nur zum Lesen; sehen kann sie nur, wer den Code hat.</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>&amp;Adresse</translation>
    </message>
    <message>
        <source>Where the page listens: this laptop&apos;s address on the network the phones are on; 127.0.0.1 is this laptop only.</source>
        <translation>Wo die Seite erreichbar ist: die Adresse dieses Laptops in dem Netz, in dem die Handys sind; 127.0.0.1 ist nur dieser Laptop.</translation>
    </message>
    <message>
        <source>The phones follow the evening.</source>
        <translation>Die Handys zeigen den Spielabend.</translation>
    </message>
    <message>
        <source>Stopped: the address no longer answers.</source>
        <translation>Beendet: Die Adresse antwortet nicht mehr.</translation>
    </message>
</context>
<context>
    <name>PlayerStatsModel</name>
    <message>
        <source>Statistic</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Spiele gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation>Punkte pro Spiel</translation>
    </message>
    <message>
        <source>The player&apos;s points divided by the deals they played.</source>
        <translation>Die Punkte des Spielers geteilt durch die Zahl seiner gespielten Spiele.</translation>
    </message>
    <message>
        <source>Best deal</source>
        <translation>Bestes Spiel</translation>
    </message>
    <message>
        <source>Worst deal</source>
        <translation>Schlechtestes Spiel</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <source>Most deals won in a row; sitting out and redeals do not break it.</source>
        <translation>Die meisten Spiele in Folge gewonnen; Aussetzen und Neugeben unterbrechen die Serie nicht.</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Aktuelle Siegesserie</translation>
    </message>
    <message>
        <source>Sat out</source>
        <translation>Ausgesetzt</translation>
    </message>
    <message>
        <source>Redeals</source>
        <translation>Neugeben</translation>
    </message>
    <message>
        <source>Re and Kontra</source>
        <translation>Re und Kontra</translation>
    </message>
    <message>
        <source>Won as Re</source>
        <translation>Als Re gewonnen</translation>
    </message>
    <message>
        <source>Points as Re</source>
        <translation>Punkte als Re</translation>
    </message>
    <message>
        <source>Won as Kontra</source>
        <translation>Als Kontra gewonnen</translation>
    </message>
    <message>
        <source>Points as Kontra</source>
        <translation>Punkte als Kontra</translation>
    </message>
    <message>
        <source>Soloist and defenders</source>
        <translation>Solist und Gegenspieler</translation>
    </message>
    <message>
        <source>Won as soloist or partner</source>
        <translation>Als Solist/Partner gewonnen</translation>
    </message>
    <message>
        <source>Points as soloist or partner</source>
        <translation>Punkte als Solist/Partner</translation>
    </message>
    <message>
        <source>Won defending</source>
        <translation>Als Gegenspieler gewonnen</translation>
    </message>
    <message>
        <source>Points defending</source>
        <translation>Punkte als Gegenspieler</translation>
    </message>
    <message>
        <source>Won as soloist</source>
        <translation>Als Solist gewonnen</translation>
    </message>
    <message>
        <source>Points as soloist</source>
        <translation>Punkte als Solist</translation>
    </message>
    <message>
        <source>Bids by trump (won of played)</source>
        <translation>Gebote je Trumpf (gewonnen/gespielt)</translation>
    </message>
    <message>
        <source>Solos (won of played)</source>
        <translation>Soli (gewonnen/gespielt)</translation>
    </message>
    <message>
        <source>All bids</source>
        <translation>Alle Gebote</translation>
    </message>
    <message>
        <source>All solos</source>
        <translation>Alle Soli</translation>
    </message>
    <message>
        <source>Announcements (held of made)</source>
        <translation>Ansagen (gehalten/angesagt)</translation>
    </message>
    <message>
        <source>Bonuses (caught / given away)</source>
        <translation>Sonderpunkte (erzielt / abgegeben)</translation>
    </message>
    <message>
        <source>{caught} / {given}</source>
        <translation>{caught} / {given}</translation>
    </message>
    <message>
        <source>{held} of {made}</source>
        <translation>{held} von {made}</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players at the table</source>
        <translation>Spieler am Tisch</translation>
    </message>
    <message>
        <source>The seating from the next deal on, clockwise (exactly {count} players). A player who leaves keeps their total; one who joins starts at 0.</source>
        <translation>Die Sitzordnung ab dem nächsten Spiel, im Uhrzeigersinn (genau {count} Spieler). Wer geht, behält seinen Stand; wer dazukommt, beginnt bei 0.</translation>
    </message>
    <message>
        <source>The seating from the next deal on, clockwise ({low}–{high} players). A player who leaves keeps their total; one who joins starts at 0.</source>
        <translation>Die Sitzordnung ab dem nächsten Spiel, im Uhrzeigersinn ({low}–{high} Spieler). Wer geht, behält seinen Stand; wer dazukommt, beginnt bei 0.</translation>
    </message>
    <message>
        <source>&amp;New player</source>
        <translation>&amp;Neuer Spieler</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Leaves</source>
        <translation>&amp;Geht</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>&amp;Deals next</source>
        <translation>Gi&amp;bt als Nächstes</translation>
    </message>
    <message>
        <source>Type to pick one of the club&apos;s players</source>
        <translation>Tippen, um einen Spieler des Vereins zu wählen</translation>
    </message>
    <message>
        <source>A new player sits down last.</source>
        <translation>Wer dazukommt, setzt sich ans Ende.</translation>
    </message>
    <message>
        <source>A new player sits down after {name} (the player selected above).</source>
        <translation>Wer dazukommt, setzt sich nach {name} (oben ausgewählt).</translation>
    </message>
    <message>
        <source>{name} already sits at the table</source>
        <translation>{name} sitzt schon am Tisch</translation>
    </message>
    <message>
        <source>This game needs exactly {needed} players, not {count}</source>
        <translation>Dieses Spiel braucht genau {needed} Spieler, nicht {count}</translation>
    </message>
    <message>
        <source>This game needs {low}–{high} players, not {count}</source>
        <translation>Dieses Spiel braucht {low}–{high} Spieler, nicht {count}</translation>
    </message>
    <message>
        <source>Nothing changed: add or remove a player, move one, or pick a dealer</source>
        <translation>Nichts geändert: Spieler hinzufügen oder entfernen, umsetzen oder einen Geber wählen</translation>
    </message>
</context>
<context>
    <name>RankingEditor</name>
    <message>
        <source>Table points · table of {size}</source>
        <translation>Tischpunkte · {size}er-Tisch</translation>
    </message>
    <message>
        <source>place {place}</source>
        <translation>Platz {place}</translation>
    </message>
    <message>
        <source>Total points</source>
        <translation>Punktsumme</translation>
    </message>
    <message>
        <source>Average per deals</source>
        <translation>Schnitt je Spiele</translation>
    </message>
    <message>
        <source>Table points</source>
        <translation>Tischpunkte</translation>
    </message>
    <message>
        <source>&amp;Ranked by:</source>
        <translation>&amp;Gewertet nach:</translation>
    </message>
    <message>
        <source>&amp;Per deals:</source>
        <translation>&amp;Je Spiele:</translation>
    </message>
    <message>
        <source>&amp;Worst evenings left out:</source>
        <translation>&amp;Schlechteste Abende gestrichen:</translation>
    </message>
    <message>
        <source>&amp;Fewest evenings to be ranked:</source>
        <translation>&amp;Mindestens Abende für die Wertung:</translation>
    </message>
    <message>
        <source>Points per place</source>
        <translation>Punkte je Platz</translation>
    </message>
    <message>
        <source>{place}.</source>
        <translation>{place}.</translation>
    </message>
    <message>
        <source>Table of {size}</source>
        <translation>{size}er-Tisch</translation>
    </message>
    <message>
        <source>Table of {size}, place {place}</source>
        <translation>{size}er-Tisch, Platz {place}</translation>
    </message>
</context>
<context>
    <name>RecordError</name>
    <message>
        <source>has no place in a redeal; remove it</source>
        <translation>gibt es beim Neugeben nicht; entfernen</translation>
    </message>
    <message>
        <source>is not one of the players; pick one of them as the first dealer</source>
        <translation>ist keiner der Spieler; einen von ihnen als ersten Geber wählen</translation>
    </message>
    <message>
        <source>nobody sits out in Crescendo; leave it empty or remove it</source>
        <translation>Bei Crescendo setzt niemand aus; leer lassen oder entfernen</translation>
    </message>
    <message>
        <source>Crescendo has no Bock rounds; remove it</source>
        <translation>Crescendo kennt keine Bockrunden; entfernen</translation>
    </message>
    <message>
        <source>is not a Crescendo option; remove it</source>
        <translation>ist keine Crescendo-Option; entfernen</translation>
    </message>
    <message>
        <source>is not one of the players at this table; pick one of the three</source>
        <translation>sitzt nicht an diesem Tisch; einen der drei wählen</translation>
    </message>
    <message>
        <source>sits out this deal and cannot be the soloist; pick a player at the table</source>
        <translation>setzt in diesem Spiel aus und kann nicht Solist sein; einen Spieler am Tisch wählen</translation>
    </message>
    <message>
        <source>a bid is at least {low} points under these rules (got {value}); raise it</source>
        <translation>Ein Gebot hat nach diesen Regeln mindestens {low} Punkte (angegeben: {value}); erhöhen</translation>
    </message>
    <message>
        <source>a bid is at most {high} points, all seven tricks (got {value}); lower it</source>
        <translation>Ein Gebot hat höchstens {high} Punkte, alle sieben Stiche (angegeben: {value}); senken</translation>
    </message>
    <message>
        <source>a trick number is between 1 and 7 (got {value}); correct it</source>
        <translation>Eine Stichnummer liegt zwischen 1 und 7 (angegeben: {value}); korrigieren</translation>
    </message>
    <message>
        <source>trick {value} is given twice; give each trick once</source>
        <translation>Stich {value} ist doppelt angegeben; jeden Stich nur einmal angeben</translation>
    </message>
    <message>
        <source>the soloist takes between 0 and {high} points, a sum of different tricks 1–7 (got {value}); correct it</source>
        <translation>Der Solist macht zwischen 0 und {high} Punkte, eine Summe verschiedener Stiche 1–7 (angegeben: {value}); korrigieren</translation>
    </message>
    <message>
        <source>the tricks won add up to {tricks}, not {value}; correct one or give only the tricks</source>
        <translation>Die gewonnenen Stiche ergeben {tricks}, nicht {value}; eins von beiden korrigieren oder nur die Stiche angeben</translation>
    </message>
    <message>
        <source>give the tricks the soloist won (1–7) or the points taken (0–28)</source>
        <translation>Die gewonnenen Stiche des Solisten (1–7) oder die gemachten Punkte (0–28) angeben</translation>
    </message>
    <message>
        <source>nobody announces in a redeal; pick the game being played</source>
        <translation>Beim Neugeben sagt niemand an; das gespielte Spiel wählen</translation>
    </message>
    <message>
        <source>poverty is not played under these rules; pick another type</source>
        <translation>Armut wird nach diesen Regeln nicht gespielt; eine andere Spielart wählen</translation>
    </message>
    <message>
        <source>a marriage needs the trick (1, 2 or 3) that decided the parties</source>
        <translation>Eine Hochzeit braucht den Stich (1, 2 oder 3), der die Parteien geklärt hat</translation>
    </message>
    <message>
        <source>is only for a marriage; leave it empty</source>
        <translation>gilt nur bei einer Hochzeit; leer lassen</translation>
    </message>
    <message>
        <source>is required in a misère: the soloist&apos;s tricks (0 wins, any trick loses) decide it</source>
        <translation>ist bei einer Misère erforderlich: die Stiche des Solisten entscheiden (0 gewinnt, jeder Stich verliert)</translation>
    </message>
    <message>
        <source>the poor player and the partner are two different players</source>
        <translation>der arme Spieler und der Partner sind zwei verschiedene Spieler</translation>
    </message>
    <message>
        <source>“{word}” is not a word the {party} party can say; it says {words}</source>
        <translation>„{word}“ kann die {party}-Partei nicht sagen; sie sagt {words}</translation>
    </message>
    <message>
        <source>names {value!r} twice; give it once</source>
        <translation>nennt {value!r} doppelt; nur einmal angeben</translation>
    </message>
    <message>
        <source>deadlines are looked up for Doppelkopf only; use &quot;doppelkopf&quot; or leave it out</source>
        <translation>Fristen gibt es nur für Doppelkopf; &quot;doppelkopf&quot; angeben oder weglassen</translation>
    </message>
    <message>
        <source>is only for a redeal; remove it</source>
        <translation>gilt nur beim Neugeben; entfernen</translation>
    </message>
    <message>
        <source>{name} has already played the compulsory solo of this round; untick compulsory</source>
        <translation>{name} hat das Pflichtsolo dieser Runde schon gespielt; Haken bei Pflichtsolo entfernen</translation>
    </message>
    <message>
        <source>{name} still owes the compulsory solo of this round, so this solo is it; tick compulsory</source>
        <translation>{name} schuldet noch das Pflichtsolo dieser Runde, also ist es dieses Solo; Pflichtsolo ankreuzen</translation>
    </message>
    <message>
        <source>with {players} players, {count} must sit out (got {got})</source>
        <translation>Bei {players} Spielern müssen {count} aussetzen (angegeben: {got})</translation>
    </message>
    <message>
        <source>{name!r} is not one of the players</source>
        <translation>{name!r} ist keiner der Spieler</translation>
    </message>
    <message>
        <source>is not a Doppelkopf option; remove it</source>
        <translation>ist keine Doppelkopf-Option; entfernen</translation>
    </message>
    <message>
        <source>needs the option “{option}”; switch that on first</source>
        <translation>braucht die Option „{option}“; diese zuerst einschalten</translation>
    </message>
    <message>
        <source>“{plus}” and “{minus}” exclude each other; switch one off</source>
        <translation>„{plus}“ und „{minus}“ schließen einander aus; eines abschalten</translation>
    </message>
    <message>
        <source>“{option}” is played with “{needed}” only; switch on “{needed}” first</source>
        <translation>„{option}“ wird nur mit „{needed}“ gespielt; schalte zuerst „{needed}“ ein</translation>
    </message>
    <message>
        <source>with “{joker}” one ♦9 (♦10 without nines) is gone, so nobody holds both: switch off “{hyper}” or “{joker}”</source>
        <translation>mit „{joker}“ fehlt eine ♦9 (ohne Neunen eine ♦10), also hält niemand beide: schalte „{hyper}“ oder „{joker}“ aus</translation>
    </message>
    <message>
        <source>“{option}” needs the ♥10 as the top trump; with “{heart_ten}” set to “{value}” switch it off</source>
        <translation>„{option}“ braucht die ♥10 als höchsten Trumpf; steht „{heart_ten}“ auf „{value}“, schalte es aus</translation>
    </message>
    <message>
        <source>“{doubles}” and “{value}” exclude each other: with doubling an announcement adds no points; switch off “{doubles}” or set “{value}” to 2</source>
        <translation>„{doubles}“ und „{value}“ schließen einander aus: Beim Verdoppeln addiert eine Ansage keine Punkte; „{doubles}“ abschalten oder „{value}“ auf 2 setzen</translation>
    </message>
    <message>
        <source>with “{option}” the ♥10 is an ordinary heart and the ♦ card is the highest trump, so “{other}” cannot be played with it; switch off one of them</source>
        <translation>mit „{option}“ ist die ♥10 eine gewöhnliche Herzkarte und die Karo-Karte der höchste Trumpf, daher kann „{other}“ nicht mitgespielt werden; schalten Sie eines von beiden aus</translation>
    </message>
    <message>
        <source>there is no ♦9 without nines; pick another ♦ card for “{option}”</source>
        <translation>ohne Neunen gibt es keine ♦9; wählen Sie für „{option}“ eine andere Karo-Karte</translation>
    </message>
    <message>
        <source>“{value}” works only with 6 players; pick “{other}”</source>
        <translation>„{value}“ geht nur mit 6 Spielern; „{other}“ wählen</translation>
    </message>
    <message>
        <source>must name {expected} seat(s) with {players} players, one for each player beyond four (got {count}); or leave it empty to follow “{option}”</source>
        <translation>muss bei {players} Spielern {expected} Platz/Plätze nennen, einen für jeden Spieler über vier (angegeben: {count}); oder leer lassen, dann gilt „{option}“</translation>
    </message>
    <message>
        <source>seat {value} is not at the table; seats are counted clockwise from the dealer, 0 (the dealer) to {high}</source>
        <translation>Platz {value} gibt es am Tisch nicht; die Plätze zählen im Uhrzeigersinn vom Geber, 0 (der Geber) bis {high}</translation>
    </message>
    <message>
        <source>names seat {value} twice; give each seat once</source>
        <translation>nennt Platz {value} zweimal; jeden Platz nur einmal angeben</translation>
    </message>
    <message>
        <source>a deal has {tricks} tricks, so the partner cannot be found in trick {trick}</source>
        <translation>ein Spiel hat {tricks} Stiche, also kann der Partner nicht im {trick}. Stich gefunden werden</translation>
    </message>
    <message>
        <source>who was poor and who took the exchange is only for a poverty; remove it</source>
        <translation>wer arm war und wer getauscht hat, gibt es nur bei einer Armut; entferne es</translation>
    </message>
    <message>
        <source>{name!r} does not play this deal, so cannot be in the poverty</source>
        <translation>{name!r} spielt dieses Spiel nicht mit, kann also nicht zur Armut gehören</translation>
    </message>
    <message>
        <source>the poor player and the partner who took the exchange are the Re party; make the Re party these two</source>
        <translation>der arme Spieler und der Partner, der getauscht hat, sind die Re-Partei; mach diese beiden zur Re-Partei</translation>
    </message>
    <message>
        <source>{type} needs the option “{option}”; switch it on or pick another type</source>
        <translation>„{type}“ braucht die Option „{option}“; die Option einschalten oder eine andere Spielart wählen</translation>
    </message>
    <message>
        <source>a misère needs the option “{option}”; switch it on or pick another type</source>
        <translation>eine Misère braucht die Option „{option}“; einschalten oder ein anderes Spiel wählen</translation>
    </message>
    <message>
        <source>with “{option}” set to “{value}”, no ♣, ♠ or ♥ solo is played; pick another type</source>
        <translation>steht „{option}“ auf „{value}“, wird kein ♣-, ♠- oder ♥-Solo gespielt; wähle eine andere Spielart</translation>
    </message>
    <message>
        <source>with “{option}” set to “{value}”, no suit solo is played; pick another type</source>
        <translation>steht „{option}“ auf „{value}“, wird kein Farbsolo gespielt; wähle eine andere Spielart</translation>
    </message>
    <message>
        <source>a fleshless solo needs the option “{option}”; switch it on or pick another type</source>
        <translation>ein Fleischloser braucht die Option „{option}“; schalte sie ein oder wähle eine andere Spielart</translation>
    </message>
    <message>
        <source>the partner of a marriage is found in trick 1, 2 or 3 (got {trick}); only with “{option}” set to “{value}” may it be a later trick</source>
        <translation>der Partner einer Hochzeit wird im 1., 2. oder 3. Stich gefunden (angegeben: {trick}); nur wenn „{option}“ auf „{value}“ steht, darf es ein späterer sein</translation>
    </message>
    <message>
        <source>with “{option}” a poverty names the poor player and the partner who took the exchange; add them</source>
        <translation>mit „{option}“ nennt eine Armut den armen Spieler und den Partner, der getauscht hat; ergänze sie</translation>
    </message>
    <message>
        <source>with “{option}” the poor player and the partner play on one side, Re or Kontra; they cannot be split</source>
        <translation>mit „{option}“ spielen der arme Spieler und der Partner auf einer Seite, Re oder Kontra; sie können nicht getrennt sein</translation>
    </message>
    <message>
        <source>who held the marriage is only for a marriage; remove it</source>
        <translation>wer die Hochzeit hatte, gibt es nur bei einer Hochzeit; entferne es</translation>
    </message>
    <message>
        <source>{name!r} is not in the Re party; the one who held the marriage (both ♣Q) is always Re</source>
        <translation>{name!r} ist nicht in der Re-Partei; wer die Hochzeit hatte (beide ♣D), ist immer Re</translation>
    </message>
    <message>
        <source>a redeal for “{reason}” needs the option “{option}”</source>
        <translation>Neugeben wegen „{reason}“ braucht die Option „{option}“</translation>
    </message>
    <message>
        <source>{name!r} is not a player of this session</source>
        <translation>{name!r} spielt an diesem Spielabend nicht mit</translation>
    </message>
    <message>
        <source>{name!r} sits out this deal and cannot be in the Re party</source>
        <translation>{name!r} setzt in diesem Spiel aus und kann nicht zur Re-Partei gehören</translation>
    </message>
    <message>
        <source>a {type} deal has one player in the Re party, not {got}</source>
        <translation>Bei Spielart {type} hat die Re-Partei einen Spieler, nicht {got}</translation>
    </message>
    <message>
        <source>a {type} deal has two players in the Re party, not {got}</source>
        <translation>Bei Spielart {type} hat die Re-Partei zwei Spieler, nicht {got}</translation>
    </message>
    <message>
        <source>a {type} deal has two players in the Re party, or one who holds both cards; not {got}</source>
        <translation>ein Spiel „{type}“ hat zwei Spieler in der Re-Partei, oder einen, der beide Karten hält; nicht {got}</translation>
    </message>
    <message>
        <source>how the partner is found is only for a marriage; remove it</source>
        <translation>wie der Partner gefunden wird, gibt es nur bei einer Hochzeit; entfernen Sie es</translation>
    </message>
    <message>
        <source>the holder chooses how the partner is found only with “{option}” set to “{value}”; remove it</source>
        <translation>der Hochzeiter wählt, wie der Partner gefunden wird, nur wenn „{option}“ auf „{value}“ steht; entfernen Sie es</translation>
    </message>
    <message>
        <source>with “{option}” set to “{value}” a marriage says how the holder chose to find the partner; pick one</source>
        <translation>steht „{option}“ auf „{value}“, sagt eine Hochzeit, wie der Hochzeiter den Partner finden wollte; wählen Sie eins</translation>
    </message>
    <message>
        <source>a marriage has one or two players in the Re party, not {got}</source>
        <translation>Bei einer Hochzeit hat die Re-Partei einen oder zwei Spieler, nicht {got}</translation>
    </message>
    <message>
        <source>must be between 0 and {tricks} (got {value})</source>
        <translation>muss zwischen 0 und {tricks} liegen (angegeben: {value})</translation>
    </message>
    <message>
        <source>Re and Kontra tricks must add up to {tricks} (got {re} + {kontra})</source>
        <translation>Die Stiche von Re und Kontra müssen zusammen {tricks} ergeben (angegeben: {re} + {kontra})</translation>
    </message>
    <message>
        <source>the {party} party took no trick, so it cannot have {points} card points</source>
        <translation>Die {party}-Partei hat keinen Stich gemacht, kann also keine {points} Augen haben</translation>
    </message>
    <message>
        <source>“{word}” needs “{needed}” announced first; add it</source>
        <translation>„{word}“ setzt die Ansage „{needed}“ voraus; ergänzen</translation>
    </message>
    <message>
        <source>compulsory solos are not played under these rules; untick compulsory</source>
        <translation>Pflichtsoli gibt es nach diesen Regeln nicht; Haken bei Pflichtsolo entfernen</translation>
    </message>
    <message>
        <source>only a declared solo can be the compulsory solo</source>
        <translation>Nur ein angesagtes Solo kann das Pflichtsolo sein</translation>
    </message>
    <message>
        <source>is only for a marriage with a partner; leave it empty</source>
        <translation>gilt nur bei einer Hochzeit mit Partner; leer lassen</translation>
    </message>
    <message>
        <source>a marriage with a partner needs the trick that found the partner; a marriage played alone has one player in the Re party</source>
        <translation>eine Hochzeit mit Partner braucht den Stich, der den Partner gefunden hat; eine Hochzeit, die allein gespielt wird, hat einen Spieler in der Re-Partei</translation>
    </message>
    <message>
        <source>needs the option “{option}”; switch it on or untick it</source>
        <translation>braucht die Option „{option}“; einschalten oder Haken entfernen</translation>
    </message>
    <message>
        <source>“{kind}” is not scored under these rules (option “{option}”)</source>
        <translation>„{kind}“ zählt nach diesen Regeln nicht (Option „{option}“)</translation>
    </message>
    <message>
        <source>the bonus “{kind}” needs the option “{option}”; switch it on or remove the bonus</source>
        <translation>der Sonderpunkt „{kind}“ braucht die Option „{option}“; einschalten oder den Sonderpunkt entfernen</translation>
    </message>
    <message>
        <source>“{kind}” is not scored in a solo; remove it</source>
        <translation>„{kind}“ zählt im Solo nicht; entfernen</translation>
    </message>
    <message>
        <source>“{kind}” can happen at most {most} times in a deal (got {count})</source>
        <translation>„{kind}“ gibt es höchstens {most}-mal pro Spiel (angegeben: {count})</translation>
    </message>
    <message>
        <source>the {party} party&apos;s {points} card points are too few for its Doppelkopf tricks ({count}): they need at least {needed}</source>
        <translation>{points} Augen der {party}-Partei reichen nicht für ihre Doppelkopf-Stiche ({count}); dafür braucht es mindestens {needed}</translation>
    </message>
    <message>
        <source>the {party} party&apos;s {points} card points cannot hold a “{kind}” bonus; that needs at least {needed}</source>
        <translation>{points} Augen der {party}-Partei reichen nicht für den Sonderpunkt „{kind}“; dafür braucht es mindestens {needed}</translation>
    </message>
    <message>
        <source>the {party} party&apos;s tricks ({tricks}) are too few for its Doppelkopf tricks ({count})</source>
        <translation>Die Stiche der {party}-Partei ({tricks}) reichen nicht für ihre Doppelkopf-Stiche ({count})</translation>
    </message>
    <message>
        <source>with “{option}” set to “{value}” at most one doppelkopf per trick is entered: {most} in a deal (got {count})</source>
        <translation>steht „{option}“ auf „{value}“, wird höchstens ein Doppelkopf je Stich eingetragen: {most} in einem Spiel (eingetragen: {count})</translation>
    </message>
    <message>
        <source>the {party} party&apos;s tricks (at most {tricks}) are too few for its Doppelkopf tricks ({count}, one per trick)</source>
        <translation>Die Stiche der {party}-Partei (höchstens {tricks}) reichen nicht für ihre Doppelkopf-Stiche ({count}, einer je Stich)</translation>
    </message>
    <message>
        <source>nobody refuses in a misère (only Re and Kontra may be said); remove “{word}”</source>
        <translation>in einer Misère gibt es keine Absagen (nur Re und Kontra); „{word}“ entfernen</translation>
    </message>
    <message>
        <source>no bonuses are scored in a misère; remove the “{kind}” bonus</source>
        <translation>in einer Misère gibt es keine Sonderpunkte; Sonderpunkt „{kind}“ entfernen</translation>
    </message>
    <message>
        <source>with “{option}” set to “{value}” only one party may refuse (no 90 …); remove the refusals of the party that said them second</source>
        <translation>steht „{option}“ auf „{value}“, darf nur eine Partei absagen (keine 90 …); die Absagen der Partei entfernen, die als zweite abgesagt hat</translation>
    </message>
    <message>
        <source>a trick of only hearts exists only when playing without nines</source>
        <translation>Einen Stich nur aus Herz gibt es nur beim Spiel ohne Neunen</translation>
    </message>
    <message>
        <source>the {party} party has 0 card points, so its tricks can only be tricks of four nines, at most {most}; correct the tricks or the points</source>
        <translation>Die {party}-Partei hat 0 Augen, also können ihre Stiche nur Stiche aus vier Neunen sein, höchstens {most}; Stiche oder Augen korrigieren</translation>
    </message>
    <message>
        <source>with Schweinchen played no fox is scored; remove the fox bonus</source>
        <translation>Mit gespielten Schweinchen zählt kein Fuchs; den Fuchspunkt entfernen</translation>
    </message>
    <message>
        <source>there are only two foxes (got {count})</source>
        <translation>Es gibt nur zwei Füchse (angegeben: {count})</translation>
    </message>
    <message>
        <source>there are only two Charlies; Charlie and Charlie caught add up to {count}</source>
        <translation>Es gibt nur zwei Karlchen; Karlchen und Karlchen gefangen ergeben zusammen {count}</translation>
    </message>
    <message>
        <source>last-trick bonuses (Charlie, Charlie caught, fox in the last trick) all go to the party that won the last trick, not to both</source>
        <translation>Sonderpunkte im letzten Stich (Karlchen, Karlchen gefangen, Fuchs im letzten Stich) gehen alle an die Partei, die den letzten Stich gewonnen hat, nicht an beide</translation>
    </message>
    <message>
        <source>the {party} party&apos;s {points} card points cannot hold the foxes and ♥10s it caught; that needs at least {needed}</source>
        <translation>{points} Augen der {party}-Partei reichen nicht für die gefangenen Füchse und ♥10; dafür braucht es mindestens {needed}</translation>
    </message>
    <message>
        <source>the {party} party cannot end with {points} card points: the smallest trick worth anything, a jack and three nines, is worth 2; correct the points</source>
        <translation>die Partei {party} kann nicht mit {points} Augen enden: Der kleinste Stich, der etwas zählt, ein Bube und drei Neunen, hat 2 Augen; die Augen korrigieren</translation>
    </message>
    <message>
        <source>the {party} party cannot end with {points} card points: without nines the smallest trick, four jacks, is worth 8; correct the points</source>
        <translation>die Partei {party} kann nicht mit {points} Augen enden: Ohne Neunen hat der kleinste Stich, vier Buben, 8 Augen; die Augen korrigieren</translation>
    </message>
    <message>
        <source>a trick of only hearts exists only when playing without nines; remove the event</source>
        <translation>Einen Stich nur aus Herz gibt es nur beim Spiel ohne Neunen; das Ereignis entfernen</translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <translation>muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be a text</source>
        <translation>muss ein Text sein</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <source>must be between {low} and {high} (got {value})</source>
        <translation>muss zwischen {low} und {high} liegen (angegeben: {value})</translation>
    </message>
    <message>
        <source>must be one of {choices} (got {value!r})</source>
        <translation>muss einer dieser Werte sein: {choices} (angegeben: {value!r})</translation>
    </message>
    <message>
        <source>is not a known field; remove it</source>
        <translation>ist kein bekanntes Feld; entfernen</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>ist erforderlich</translation>
    </message>
    <message>
        <source>a player needs a name of 1 to 40 characters</source>
        <translation>Ein Spielername muss 1 bis 40 Zeichen lang sein</translation>
    </message>
    <message>
        <source>this game needs exactly {low} players (got {count})</source>
        <translation>dieses Spiel braucht genau {low} Spieler (angegeben: {count})</translation>
    </message>
    <message>
        <source>{name!r} is not one of the new players; the dealer must sit at the table</source>
        <translation>{name!r} gehört nicht zu den neuen Spielern; der Geber muss am Tisch sitzen</translation>
    </message>
    <message>
        <source>changes nothing: the same players in the same order, and {name} deals next anyway; add or remove a player, move one, or pick another dealer</source>
        <translation>ändert nichts: dieselben Spieler in derselben Reihenfolge, und {name} gibt ohnehin als Nächstes; einen Spieler hinzufügen oder entfernen, einen umsetzen oder einen anderen Geber wählen</translation>
    </message>
    <message>
        <source>this game needs {low} to {high} players (got {count})</source>
        <translation>Dieses Spiel braucht {low} bis {high} Spieler (angegeben: {count})</translation>
    </message>
    <message>
        <source>deal {number} comes after the agreed end: the session ended with deal {last} (the agreed {deals} deals); remove it, or lift the end in the rules to play on</source>
        <translation>Spiel {number} kommt nach dem vereinbarten Ende: Der Spielabend endete mit Spiel {last} (die vereinbarten {deals} Spiele); entfernen oder, um weiterzuspielen, das Ende in den Regeln aufheben</translation>
    </message>
    <message>
        <source>deal {number} comes after the agreed end: the session ended with deal {last}, when {player} reached {total} (the target score {score}); remove it, or lift the end in the rules to play on</source>
        <translation>Spiel {number} kommt nach dem vereinbarten Ende: Der Spielabend endete mit Spiel {last}, als {player} {total} erreichte (die Zielpunktzahl {score}); entfernen oder, um weiterzuspielen, das Ende in den Regeln aufheben</translation>
    </message>
    <message>
        <source>{name!r} is named twice; every player needs a different name</source>
        <translation>{name!r} kommt doppelt vor; jeder Spieler braucht einen eigenen Namen</translation>
    </message>
    <message>
        <source>is not a known preset; use one of {choices}</source>
        <translation>ist keine bekannte Vorlage; eine davon verwenden: {choices}</translation>
    </message>
    <message>
        <source>the dealer and the players before the dealer sit out together; these players never sit out at the same deal</source>
        <translation>Der Geber und die Spieler vor ihm setzen gemeinsam aus; diese Spieler setzen nie im selben Spiel aus</translation>
    </message>
    <message>
        <source>is not a Pfälzer Schafkopf option; remove it</source>
        <translation>ist keine Option von Pfälzer Schafkopf; entfernen</translation>
    </message>
    <message>
        <source>a table of {seats} needs at least {seats} players (got {players})</source>
        <translation>Ein Tisch mit {seats} Plätzen braucht mindestens {seats} Spieler (angegeben: {players})</translation>
    </message>
    <message>
        <source>a deal is played by {seats} players at the table (got {got})</source>
        <translation>Ein Spiel wird von {seats} Spielern am Tisch gespielt (angegeben: {got})</translation>
    </message>
    <message>
        <source>in an ace call hearts are trump; write hearts or leave it empty</source>
        <translation>Im Rufspiel ist Herz Trumpf; Herz eintragen oder leer lassen</translation>
    </message>
    <message>
        <source>{name!r} sits out this deal</source>
        <translation>{name!r} setzt in diesem Spiel aus</translation>
    </message>
    <message>
        <source>an ace call needs the partner, the holder of the called ace</source>
        <translation>Ein Rufspiel braucht den Partner, also den Besitzer des gerufenen Asses</translation>
    </message>
    <message>
        <source>the partner cannot be the soloist; name the holder of the called ace</source>
        <translation>Der Partner kann nicht der Solist sein; den Besitzer des gerufenen Asses angeben</translation>
    </message>
    <message>
        <source>“{contract}” is played with {seats} at the table, not {got}; pick another contract</source>
        <translation>„{contract}“ wird mit {seats} Spielern am Tisch gespielt, nicht mit {got}; eine andere Spielart wählen</translation>
    </message>
    <message>
        <source>only an ace call has a partner; “{contract}” is played alone, leave it empty</source>
        <translation>Nur beim Asserufen gibt es einen Partner; „{contract}“ wird allein gespielt, leer lassen</translation>
    </message>
    <message>
        <source>must be between 0 and {most}: there are only {most} trumps (got {value})</source>
        <translation>muss zwischen 0 und {most} liegen: Es gibt nur {most} Trümpfe (angegeben: {value})</translation>
    </message>
    <message>
        <source>in an ace call the partner is secret, so the defenders cannot concede; leave it empty</source>
        <translation>Im Rufspiel ist der Partner geheim, die Gegenspieler können also nicht aufgeben; leer lassen</translation>
    </message>
    <message>
        <source>the soloist accepted the surrender, so nothing was played; leave it empty</source>
        <translation>Der Solist hat das Aufgeben angenommen, es wurde also nicht gespielt; leer lassen</translation>
    </message>
    <message>
        <source>the soloist refused the surrender and played; enter the card points of the soloist</source>
        <translation>Der Solist hat das Aufgeben abgelehnt und gespielt; die Augen des Solisten eintragen</translation>
    </message>
    <message>
        <source>is required: enter the soloist&apos;s card points or tricks</source>
        <translation>ist erforderlich: Augen oder Stiche des Solisten eintragen</translation>
    </message>
    <message>
        <source>the soloist&apos;s party took no trick, so it has at most {most} card points (got {points}); correct the tricks or the points</source>
        <translation>Die Partei des Solisten hat keinen Stich gemacht, also höchstens {most} Augen (angegeben: {points}); Stiche oder Augen korrigieren</translation>
    </message>
    <message>
        <source>the soloist&apos;s party took all {tricks} tricks, so it has all 120 card points (got {points}); correct the tricks or the points</source>
        <translation>Die Partei des Solisten hat alle {tricks} Stiche gemacht, also alle 120 Augen (angegeben: {points}); Stiche oder Augen korrigieren</translation>
    </message>
    <message>
        <source>the soloist&apos;s party has 0 card points, so it took at most {most} tricks (of cards worth nothing); correct the tricks or the points</source>
        <translation>Die Partei des Solisten hat 0 Augen, also höchstens {most} Stiche (aus Karten ohne Wert); Stiche oder Augen korrigieren</translation>
    </message>
    <message>
        <source>the defenders have 0 card points, so they took at most {most} tricks (of cards worth nothing); correct the tricks or the points</source>
        <translation>Die Gegenspieler haben 0 Augen, also höchstens {most} Stiche (aus Karten ohne Wert); Stiche oder Augen korrigieren</translation>
    </message>
    <message>
        <source>must be {expected!r}; this is not a Schreiber session</source>
        <translation>muss {expected!r} sein; das ist kein Schreiber-Spielabend</translation>
    </message>
    <message>
        <source>must be {expected!r}; this is not a Schreiber season file</source>
        <translation>muss {expected!r} sein; dies ist keine Saisondatei von Schreiber</translation>
    </message>
    <message>
        <source>version {version} is newer than this app reads ({ours}); update Schreiber</source>
        <translation>Version {version} ist neuer, als dieses Programm lesen kann ({ours}); Schreiber aktualisieren</translation>
    </message>
    <message>
        <source>a season needs a name of 1 to 200 characters</source>
        <translation>eine Saison braucht einen Namen mit 1 bis 200 Zeichen</translation>
    </message>
    <message>
        <source>holds {count} evenings; a season file holds at most {limit} — split it into seasons</source>
        <translation>enthält {count} Abende; eine Saisondatei enthält höchstens {limit} – bitte in Saisons aufteilen</translation>
    </message>
    <message>
        <source>the evenings hold {count} deals in all; a season file holds at most {limit} — split it into seasons</source>
        <translation>die Abende enthalten zusammen {count} Spiele; eine Saisondatei enthält höchstens {limit} – bitte in Saisons aufteilen</translation>
    </message>
    <message>
        <source>the file is larger than {limit} MB, more than any season file; it was not read</source>
        <translation>die Datei ist größer als {limit} MB, größer als jede Saisondatei; sie wurde nicht gelesen</translation>
    </message>
    <message>
        <source>the season takes more than {limit} MB as a file, more than Schreiber reads back; split it into seasons</source>
        <translation>die Saison braucht als Datei mehr als {limit} MB, mehr als Schreiber wieder einliest; bitte in Saisons aufteilen</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {byte})</source>
        <translation>die Datei ist kein UTF-8-Text (Byte {byte})</translation>
    </message>
    <message>
        <source>the file is not valid JSON: {why} (line {line}, column {column})</source>
        <translation>die Datei ist kein gültiges JSON: {why} (Zeile {line}, Spalte {column})</translation>
    </message>
    <message>
        <source>the file is not valid JSON: nested too deeply</source>
        <translation>die Datei ist kein gültiges JSON: zu tief verschachtelt</translation>
    </message>
    <message>
        <source>must be a date written YYYY-MM-DD (got {value!r})</source>
        <translation>muss ein Datum im Format JJJJ-MM-TT sein (angegeben: {value!r})</translation>
    </message>
    <message>
        <source>must be at most 200 characters</source>
        <translation>darf höchstens 200 Zeichen lang sein</translation>
    </message>
    <message>
        <source>holds {count} records; a session holds at most {limit} deals — split it into sessions of one evening each</source>
        <translation>enthält {count} Einträge; ein Spielabend hat höchstens {limit} Spiele – in Spielabende von je einem Abend aufteilen</translation>
    </message>
    <message>
        <source>the session already has {limit} deals, the most one session holds; start a new session for the next deals</source>
        <translation>der Spielabend hat schon {limit} Spiele, das Höchste, was ein Spielabend fasst; für die nächsten Spiele einen neuen Spielabend beginnen</translation>
    </message>
    <message>
        <source>{count} different players sat at the table; a session has at most {limit} — start a new session for another group</source>
        <translation>{count} verschiedene Spieler saßen am Tisch; ein Spielabend hat höchstens {limit} – für eine andere Runde einen neuen Spielabend beginnen</translation>
    </message>
    <message>
        <source>there is no deal number {number}</source>
        <translation>Es gibt kein Spiel Nummer {number}</translation>
    </message>
    <message>
        <source>must be a number of zero or more (got {value})</source>
        <translation>muss eine Zahl ab null sein (angegeben: {value})</translation>
    </message>
    <message>
        <source>must be a number greater than zero (got {value})</source>
        <translation>muss eine Zahl größer als null sein (angegeben: {value})</translation>
    </message>
    <message>
        <source>add up to {total}, not zero; settle them against the average</source>
        <translation>ergeben zusammen {total} statt null; gegen den Durchschnitt abrechnen</translation>
    </message>
    <message>
        <source>give at least one session to combine</source>
        <translation>Mindestens einen Spielabend zum Zusammenfassen angeben</translation>
    </message>
    <message>
        <source>is “{game}”, not “{expected}”; only sessions of one game combine</source>
        <translation>ist „{game}“, nicht „{expected}“; zusammenfassen lassen sich nur Spielabende desselben Spiels</translation>
    </message>
    <message>
        <source>are not the players of the first session; only one group of players combines</source>
        <translation>sind nicht die Spieler des ersten Spielabends; zusammenfassen lässt sich nur dieselbe Spielerrunde</translation>
    </message>
    <message>
        <source>a draw needs at least 4 players (got {count})</source>
        <translation>eine Auslosung braucht mindestens 4 Spieler (angegeben: {count})</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <source>must give the points per place for each table size</source>
        <translation>muss für jede Tischgröße die Punkte je Platz angeben</translation>
    </message>
    <message>
        <source>is not a table size from {low} to {high}</source>
        <translation>ist keine Tischgröße von {low} bis {high}</translation>
    </message>
    <message>
        <source>must list {count} points, one per place</source>
        <translation>muss {count} Punktwerte nennen, einen je Platz</translation>
    </message>
    <message>
        <source>is used only when the club ranks by table points; remove it</source>
        <translation>gilt nur, wenn der Verein nach Tischpunkten wertet; bitte entfernen</translation>
    </message>
    <message>
        <source>gives no points for a table of {size}; add them</source>
        <translation>nennt keine Punkte für einen Tisch mit {size} Spielern; bitte ergänzen</translation>
    </message>
    <message>
        <source>must be a decimal number such as 0.05, written as a number or a text</source>
        <translation>muss eine Dezimalzahl wie 0.05 sein, als Zahl oder als Text geschrieben</translation>
    </message>
    <message>
        <source>may have at most {places} decimals (got {value})</source>
        <translation>darf höchstens {places} Nachkommastellen haben (angegeben: {value})</translation>
    </message>
    <message>
        <source>must be a short sign or code of 1 to 8 characters, such as € or EUR</source>
        <translation>muss ein kurzes Zeichen oder Kürzel mit 1 bis 8 Zeichen sein, etwa € oder EUR</translation>
    </message>
    <message>
        <source>is used only when the pot takes a share of the losses; remove it</source>
        <translation>gilt nur, wenn die Kasse einen Anteil der Verluste erhält; bitte entfernen</translation>
    </message>
    <message>
        <source>is used only when the pot takes a fee per evening; remove it</source>
        <translation>gilt nur, wenn die Kasse einen Betrag je Abend erhält; bitte entfernen</translation>
    </message>
    <message>
        <source>is used only with a club pot; remove it</source>
        <translation>gilt nur mit einer Vereinskasse; bitte entfernen</translation>
    </message>
    <message>
        <source>is {got!r}, so this is not a Schreiber backup; restore a file that &apos;schreiber backup&apos; or File → Back up… wrote</source>
        <translation>ist {got!r}, also keine Schreiber-Sicherung; stellen Sie eine Datei wieder her, die &apos;schreiber backup&apos; oder Datei → Datenbank sichern… geschrieben hat</translation>
    </message>
    <message>
        <source>is {got}: the backup was written by a newer version of Schreiber, which this one cannot read; update the app</source>
        <translation>ist {got}: Die Sicherung wurde von einer neueren Version von Schreiber geschrieben, die diese nicht lesen kann; aktualisieren Sie die App</translation>
    </message>
    <message>
        <source>{value!r} appears twice in {table}; each must appear once</source>
        <translation>{value!r} kommt in {table} zweimal vor; jeder Wert darf nur einmal vorkommen</translation>
    </message>
    <message>
        <source>names {value} of {table}, which the backup does not hold</source>
        <translation>nennt {value} aus {table}, das die Sicherung nicht enthält</translation>
    </message>
    <message>
        <source>must be a JSON object or list, or the stored text</source>
        <translation>muss ein JSON-Objekt, eine JSON-Liste oder der gespeicherte Text sein</translation>
    </message>
    <message>
        <source>is nested more than {limit} levels deep, deeper than anything Schreiber stores</source>
        <translation>ist mehr als {limit} Ebenen tief verschachtelt, tiefer als alles, was Schreiber speichert</translation>
    </message>
    <message>
        <source>holds a NUL character, which no database text may hold</source>
        <translation>enthält ein NUL-Zeichen, das kein Text in einer Datenbank enthalten darf</translation>
    </message>
    <message>
        <source>must be at least {largest}, the largest id in {table}</source>
        <translation>muss mindestens {largest} sein, die größte ID in {table}</translation>
    </message>
</context>
<context>
    <name>Reference</name>
    <message>
        <source>lowest</source>
        <translation>niedrigste</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Reizfolge</translation>
    </message>
    <message>
        <source>forehand</source>
        <translation>Vorhand</translation>
    </message>
    <message>
        <source>left of the dealer; leads the first trick</source>
        <translation>links vom Geber; spielt zum ersten Stich aus</translation>
    </message>
    <message>
        <source>middlehand</source>
        <translation>Mittelhand</translation>
    </message>
    <message>
        <source>right of the dealer</source>
        <translation>rechts vom Geber</translation>
    </message>
    <message>
        <source>rearhand</source>
        <translation>Hinterhand</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>der Geber</translation>
    </message>
    <message>
        <source>Cards and seats</source>
        <translation>Karten und Plätze</translation>
    </message>
    <message>
        <source>21 cards: A, 5, 4, 3 and 2 of ♠ ♥ ♦ ♣, and one joker. Three players get 7 cards each, dealt one at a time clockwise from the dealer&apos;s left.</source>
        <translation>21 Karten: A, 5, 4, 3 und 2 in ♠ ♥ ♦ ♣ sowie ein Joker. Drei Spieler bekommen je 7 Karten, einzeln im Uhrzeigersinn ausgeteilt, beginnend links vom Geber.</translation>
    </message>
    <message>
        <source>Rank in each suit, highest first</source>
        <translation>Rangfolge in jeder Farbe, höchste zuerst</translation>
    </message>
    <message>
        <source>The joker ranks below the 2 of every suit. Cards have no point values: what counts is which tricks one wins.</source>
        <translation>Der Joker steht unter der 2 jeder Farbe. Die Karten haben keinen Augenwert: Es zählt nur, welche Stiche man gewinnt.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Playing a trick</source>
        <translation>Ablauf eines Stichs</translation>
    </message>
    <message>
        <source>Forehand leads the first trick; whoever wins a trick leads the next.</source>
        <translation>Vorhand spielt zum ersten Stich aus; wer einen Stich gewinnt, spielt zum nächsten aus.</translation>
    </message>
    <message>
        <source>Follow suit if you can; otherwise play any card.</source>
        <translation>Man muss bedienen, wenn man kann; sonst darf man eine beliebige Karte spielen.</translation>
    </message>
    <message>
        <source>The highest trump wins the trick; without a trump in it, the highest card of the suit led wins.</source>
        <translation>Der höchste Trumpf gewinnt den Stich; liegt kein Trumpf darin, gewinnt die höchste Karte der ausgespielten Farbe.</translation>
    </message>
    <message>
        <source>Example: ♣ is trump and the trick is ♦3, ♥5, ♦4, in that order. No trump was played, so the suit led, ♦, decides; the ♥5 cannot win although it is higher. Of ♦3 and ♦4 the 4 is higher: the ♦4 wins the trick.</source>
        <translation>Beispiel: ♣ ist Trumpf, und der Stich besteht aus ♦3, ♥5, ♦4 in dieser Reihenfolge. Es liegt kein Trumpf darin, also entscheidet die ausgespielte Farbe ♦; die ♥5 kann nicht gewinnen, obwohl sie höher ist. Von ♦3 und ♦4 ist die 4 höher: die ♦4 gewinnt den Stich.</translation>
    </message>
    <message>
        <source>The joker</source>
        <translation>Der Joker</translation>
    </message>
    <message>
        <source>The joker may be played at any time, even when you could follow suit; holding no card of the suit led, you need not play it.</source>
        <translation>Der Joker darf jederzeit gespielt werden, auch wenn man bedienen könnte; wer die ausgespielte Farbe nicht hat, muss ihn nicht spielen.</translation>
    </message>
    <message>
        <source>Led to a trick, it takes the suit its player names at that moment.</source>
        <translation>Wird er ausgespielt, gilt er als die Farbe, die sein Spieler dabei nennt.</translation>
    </message>
    <message>
        <source>Played second or third, it counts as the suit led and so cannot win.</source>
        <translation>Als zweite oder dritte Karte gilt er als die ausgespielte Farbe und kann daher nicht gewinnen.</translation>
    </message>
    <message>
        <source>A deal has 7 tricks.</source>
        <translation>Ein Spiel hat 7 Stiche.</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>Strength at equal points</source>
        <translation>Rang bei gleicher Punktzahl</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>no-trump</source>
        <translation>ohne Trumpf</translation>
    </message>
    <message>
        <source>One round: forehand, middlehand, rearhand. Each either passes or bids points — from {low} to {high} — together with a trump suit or no-trump.</source>
        <translation>Eine Runde: Vorhand, Mittelhand, Hinterhand. Jeder passt oder bietet Punkte – von {low} bis {high} – zusammen mit einer Trumpffarbe oder „ohne Trumpf“.</translation>
    </message>
    <message>
        <source>A bid must be stronger than the bids before it: more points, or the same points with a stronger trump.</source>
        <translation>Ein Gebot muss stärker sein als alle vorherigen: mehr Punkte oder gleich viele Punkte mit stärkerem Trumpf.</translation>
    </message>
    <message>
        <source>Example: forehand bids ♦ {low}, middlehand ♥ {low} (same points, stronger trump), rearhand ♣ {more} (more points).</source>
        <translation>Beispiel: Vorhand bietet ♦ {low}, Mittelhand ♥ {low} (gleiche Punkte, stärkerer Trumpf), Hinterhand ♣ {more} (mehr Punkte).</translation>
    </message>
    <message>
        <source>The strongest bidder becomes the soloist, with the trump of that bid. If all three pass, the same dealer gathers, shuffles and deals again (enter a redeal; nobody scores).</source>
        <translation>Wer am stärksten bietet, wird Solist, mit dem Trumpf dieses Gebots. Passen alle drei, sammelt derselbe Geber die Karten ein, mischt und gibt neu (als Neugeben eintragen; niemand bekommt Punkte).</translation>
    </message>
    <message>
        <source>Under these rules the lowest bid is {low} (usually 15).</source>
        <translation>Nach diesen Regeln ist das niedrigste Gebot {low} (üblich: 15).</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Dynamic marking</source>
        <translation>Dynamik</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>The soloist writes</source>
        <translation>Der Solist schreibt</translation>
    </message>
    <message>
        <source>took more than the bid</source>
        <translation>mehr als geboten gemacht</translation>
    </message>
    <message>
        <source>+ taken</source>
        <translation>+ gemachte Punkte</translation>
    </message>
    <message>
        <source>took exactly the bid</source>
        <translation>genau das Gebot gemacht</translation>
    </message>
    <message>
        <source>+ 2 × bid</source>
        <translation>+ 2 × Gebot</translation>
    </message>
    <message>
        <source>took less than the bid</source>
        <translation>weniger als geboten gemacht</translation>
    </message>
    <message>
        <source>− bid</source>
        <translation>− Gebot</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Only the soloist scores. Trick 1 is worth 1 point, trick 2 is worth 2, and so on up to trick 7 — 28 in all. The soloist adds up the tricks they won.</source>
        <translation>Nur der Solist bekommt Punkte. Stich 1 zählt 1 Punkt, Stich 2 zählt 2 und so weiter bis Stich 7 – zusammen 28. Der Solist zählt die Werte seiner gewonnenen Stiche zusammen.</translation>
    </message>
    <message>
        <source>The two other players write 0: the game is not zero-sum. Over the session the highest total wins.</source>
        <translation>Die beiden anderen schreiben 0: Das Spiel ist kein Nullsummenspiel. Über den ganzen Spielabend gewinnt der höchste Gesamtstand.</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <source>Tricks won</source>
        <translation>Gewonnene Stiche</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Gemacht</translation>
    </message>
    <message>
        <source>The session</source>
        <translation>Der Spielabend</translation>
    </message>
    <message>
        <source>Three players. The deal passes clockwise after every played deal; when all three passed, the same dealer deals again.</source>
        <translation>Drei Spieler. Nach jedem gespielten Spiel wechselt der Geber im Uhrzeigersinn; haben alle drei gepasst, gibt derselbe Geber neu.</translation>
    </message>
    <message>
        <source>Normal game</source>
        <translation>Normalspiel</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Hochzeit</translation>
    </message>
    <message>
        <source>Poverty</source>
        <translation>Armut</translation>
    </message>
    <message>
        <source>Silent solo</source>
        <translation>Stille Hochzeit</translation>
    </message>
    <message>
        <source>Queen solo</source>
        <translation>Damensolo</translation>
    </message>
    <message>
        <source>Jack solo</source>
        <translation>Bubensolo</translation>
    </message>
    <message>
        <source>♣ solo</source>
        <translation>♣-Solo</translation>
    </message>
    <message>
        <source>♠ solo</source>
        <translation>♠-Solo</translation>
    </message>
    <message>
        <source>♥ solo</source>
        <translation>♥-Solo</translation>
    </message>
    <message>
        <source>♦ solo</source>
        <translation>♦-Solo</translation>
    </message>
    <message>
        <source>Fleshless solo</source>
        <translation>Fleischloser</translation>
    </message>
    <message>
        <source>King solo</source>
        <translation>Königssolo</translation>
    </message>
    <message>
        <source>Queen-jack solo</source>
        <translation>Damen-Buben-Solo</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Neugeben</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <source>Played without nines: A, 10, K, Q and J of ♣ ♠ ♥ ♦, each card twice — 40 cards, 10 to each of the four players, so a deal has 10 tricks.</source>
        <translation>Ohne Neunen gespielt: A, 10, K, D und B in ♣ ♠ ♥ ♦, jede Karte doppelt – 40 Karten, je 10 für jeden der vier Spieler, also 10 Stiche pro Spiel.</translation>
    </message>
    <message>
        <source>Two packs of A, 10, K, Q, J and 9 in ♣ ♠ ♥ ♦, each card twice — 48 cards, 12 to each of the four players, so a deal has 12 tricks.</source>
        <translation>Zwei Blätter mit A, 10, K, D, B und 9 in ♣ ♠ ♥ ♦, jede Karte doppelt – 48 Karten, je 12 für jeden der vier Spieler, also 12 Stiche pro Spiel.</translation>
    </message>
    <message>
        <source>All cards together are worth 240 card points (Augen); a party needs more than half to win, see “How a deal is won”.</source>
        <translation>Alle Karten zusammen zählen 240 Augen; eine Partei braucht zum Gewinnen mehr als die Hälfte, siehe „Wie ein Spiel gewonnen wird“.</translation>
    </message>
    <message>
        <source>Fox (Fuchs): the ♦A — catching one from the other party scores.</source>
        <translation>Fuchs: das ♦A – wer einen Fuchs der Gegenpartei fängt, punktet.</translation>
    </message>
    <message>
        <source>Charlie (Karlchen): the ♣J — winning the last trick with it scores.</source>
        <translation>Karlchen: der ♣B – wer damit den letzten Stich gewinnt, punktet.</translation>
    </message>
    <message>
        <source>The ♣Q (“the old ones”) decide the parties of a normal game.</source>
        <translation>Die ♣D („die Alten“) bestimmen im Normalspiel die Parteien.</translation>
    </message>
    <message>
        <source>Cards and card points</source>
        <translation>Karten und Augen</translation>
    </message>
    <message>
        <source>Cards with a name</source>
        <translation>Karten mit Namen</translation>
    </message>
    <message>
        <source>Marriage, poverty and the silent solo use these cards too. Hearts, clubs and spades outside the trumps are the plain suits (Fehl).</source>
        <translation>Hochzeit, Armut und stille Hochzeit verwenden dieselbe Kartenfolge. Herz, Kreuz und Pik außerhalb der Trümpfe sind die Fehlfarben (Fehl).</translation>
    </message>
    <message>
        <source>A ♦ solo has the trumps of the normal game; one player alone.</source>
        <translation>Ein ♦-Solo hat die Trümpfe des Normalspiels; ein Spieler spielt allein.</translation>
    </message>
    <message>
        <source>The ♥10, the queens and the jacks stay on top; the solo&apos;s suit follows them.</source>
        <translation>Die ♥10, die Damen und die Buben bleiben oben; danach folgt die Farbe des Solos.</translation>
    </message>
    <message>
        <source>No trumps at all: every suit runs A 10 K Q J, highest first, and the ♥10 is an ordinary heart.</source>
        <translation>Gar keine Trümpfe: Jede Farbe läuft A 10 K D B, höchste zuerst, und die ♥10 ist eine gewöhnliche Herzkarte.</translation>
    </message>
    <message>
        <source>Only the cards below are trumps; the ♥10 is an ordinary heart and every other card stays in its suit.</source>
        <translation>Nur die Karten unten sind Trumpf; die ♥10 ist eine gewöhnliche Herzkarte, und alle anderen Karten bleiben in ihrer Farbe.</translation>
    </message>
    <message>
        <source>Trumps, highest first</source>
        <translation>Trümpfe, höchster zuerst</translation>
    </message>
    <message>
        <source>{count} trumps in the game (each card twice).</source>
        <translation>{count} Trümpfe im Spiel (jede Karte doppelt).</translation>
    </message>
    <message>
        <source>Plain suits, highest first</source>
        <translation>Fehlfarben, höchste zuerst</translation>
    </message>
    <message>
        <source>Under these rules, of two ♥10 in one trick the second one played wins; of any other two equal cards the first one played wins.</source>
        <translation>Nach diesen Regeln gewinnt von zwei ♥10 in einem Stich die zweite; von allen anderen zwei gleichen Karten gewinnt die zuerst gespielte.</translation>
    </message>
    <message>
        <source>Of two equal cards in one trick (the ♥10 too) the first one played wins.</source>
        <translation>Von zwei gleichen Karten in einem Stich gewinnt die zuerst gespielte (auch bei der ♥10).</translation>
    </message>
    <message>
        <source>Of two equal cards in one trick the first one played wins.</source>
        <translation>Von zwei gleichen Karten in einem Stich gewinnt die zuerst gespielte.</translation>
    </message>
    <message>
        <source>Card order: {game}</source>
        <translation>Kartenfolge: {game}</translation>
    </message>
    <message>
        <source>Schweinchen</source>
        <translation>Schweinchen</translation>
    </message>
    <message>
        <source>Hyperschweinchen</source>
        <translation>Hyperschweinchen</translation>
    </message>
    <message>
        <source>Schweinchen (played under these rules)</source>
        <translation>Schweinchen (nach diesen Regeln gespielt)</translation>
    </message>
    <message>
        <source>A player dealt both ♦A may make them the highest trumps (Schweinchen); their fox points are then not scored.</source>
        <translation>Wer beide ♦A bekommt, darf sie zu den höchsten Trümpfen machen (Schweinchen); Fuchspunkte gibt es dann für sie nicht.</translation>
    </message>
    <message>
        <source>After that, a player holding both {card} may put them higher still (Hyperschweinchen).</source>
        <translation>Danach darf, wer beide {card} hält, sie noch höher stellen (Hyperschweinchen).</translation>
    </message>
    <message>
        <source>2 against 2</source>
        <translation>2 gegen 2</translation>
    </message>
    <message>
        <source>solo: 1 against 3</source>
        <translation>Solo: 1 gegen 3</translation>
    </message>
    <message>
        <source>the two players dealt a ♣Q</source>
        <translation>die beiden Spieler mit einer ♣D</translation>
    </message>
    <message>
        <source>a player dealt both ♣Q who says nothing about it</source>
        <translation>ein Spieler mit beiden ♣D, der das verschweigt</translation>
    </message>
    <message>
        <source>the holder of both ♣Q and the first other player to win one of the first three tricks</source>
        <translation>der Spieler mit beiden ♣D und der erste andere Spieler, der einen der ersten drei Stiche gewinnt</translation>
    </message>
    <message>
        <source>Marriage without partner</source>
        <translation>Hochzeit ohne Partner</translation>
    </message>
    <message>
        <source>the holder alone, after winning the first three tricks</source>
        <translation>der Hochzeiter allein, nachdem er die ersten drei Stiche gewonnen hat</translation>
    </message>
    <message>
        <source>the poor player and the player who accepted the exchange</source>
        <translation>der Spieler mit der Armut und der Spieler, der den Tausch angenommen hat</translation>
    </message>
    <message>
        <source>the soloist alone</source>
        <translation>der Solist allein</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Re party</source>
        <translation>Re-Partei</translation>
    </message>
    <message>
        <source>Played as</source>
        <translation>Gespielt als</translation>
    </message>
    <message>
        <source>The party that plays the game is Re; the other party is Kontra. In a normal game nobody knows the parties at first.</source>
        <translation>Die Partei, die das Spiel spielt, ist Re; die andere Partei ist Kontra. Im Normalspiel kennt anfangs niemand die Parteien.</translation>
    </message>
    <message>
        <source>Poverty (Armut): a player with three trumps or fewer offers three cards, all their trumps among them, face down. The players are asked in turn from the poor player&apos;s left; whoever accepts takes them and gives back three cards.</source>
        <translation>Armut: Wer drei oder weniger Trümpfe hat, bietet drei Karten verdeckt an, darunter alle seine Trümpfe. Die Mitspieler werden reihum gefragt, beginnend links vom armen Spieler; wer annimmt, nimmt die Karten und gibt drei Karten zurück.</translation>
    </message>
    <message>
        <source>If nobody accepts, the cards are dealt again by the next dealer.</source>
        <translation>Nimmt niemand an, gibt der nächste Geber neu.</translation>
    </message>
    <message>
        <source>If nobody accepts, the same dealer deals again (a redeal).</source>
        <translation>Nimmt niemand an, gibt derselbe Geber neu (Neugeben).</translation>
    </message>
    <message>
        <source>Poverty (Armut) is not played under these rules.</source>
        <translation>Armut wird nach diesen Regeln nicht gespielt.</translation>
    </message>
    <message>
        <source>A player dealt a hand the table counts as a redeal hand may show it (Schmeißen): the cards are dealt again and the deal moves on as usual.</source>
        <translation>Wer ein Blatt bekommt, das am Tisch als Grund zum Neugeben gilt, darf es zeigen (Schmeißen): Die Karten werden neu gegeben, und der Geber wechselt wie üblich.</translation>
    </message>
    <message>
        <source>Under these rules the soloist of every solo leads the first trick, and the same dealer deals the next deal.</source>
        <translation>Nach diesen Regeln spielt bei jedem Solo der Solist zum ersten Stich aus, und derselbe Geber gibt das nächste Spiel.</translation>
    </message>
    <message>
        <source>The card order of each game is on its own page: “Card order: …”.</source>
        <translation>Die Kartenfolge jedes Spiels steht auf einer eigenen Seite: „Kartenfolge: …“.</translation>
    </message>
    <message>
        <source>Game types and parties</source>
        <translation>Spielarten und Parteien</translation>
    </message>
    <message>
        <source>compulsory solo</source>
        <translation>Pflichtsolo</translation>
    </message>
    <message>
        <source>voluntary solo</source>
        <translation>Lustsolo</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>poverty</source>
        <translation>Armut</translation>
    </message>
    <message>
        <source>marriage</source>
        <translation>Hochzeit</translation>
    </message>
    <message>
        <source>Before the first card, each player in turn from the dealer&apos;s left says “reservation” (Vorbehalt) to play something other than a normal game, or “healthy” (gesund) if not.</source>
        <translation>Vor der ersten Karte sagt jeder Spieler reihum, beginnend links vom Geber, „Vorbehalt“, wenn er etwas anderes als ein Normalspiel spielen will, sonst „gesund“.</translation>
    </message>
    <message>
        <source>If several players have a reservation, the strongest kind is played:</source>
        <translation>Haben mehrere Spieler einen Vorbehalt, wird die stärkste Art gespielt:</translation>
    </message>
    <message>
        <source>Among solos the kind decides, not the seat, strongest first:</source>
        <translation>Unter den Soli entscheidet die Art, nicht der Platz, das stärkste zuerst:</translation>
    </message>
    <message>
        <source>Between reservations of the same kind the earlier seat, counted from the dealer&apos;s left, wins.</source>
        <translation>Bei Vorbehalten gleicher Art gewinnt der frühere Platz, gezählt ab links vom Geber.</translation>
    </message>
    <message>
        <source>A redeal hand (Schmeißen) comes before every reservation.</source>
        <translation>Schmeißen geht jedem Vorbehalt vor.</translation>
    </message>
    <message>
        <source>Reservations: who plays what</source>
        <translation>Vorbehalte: wer was spielt</translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation>Absage</translation>
    </message>
    <message>
        <source>Holds when the other party</source>
        <translation>Erfüllt, wenn die Gegenpartei</translation>
    </message>
    <message>
        <source>no 90</source>
        <translation>keine 90</translation>
    </message>
    <message>
        <source>ends with 89 or fewer</source>
        <translation>am Ende höchstens 89 Augen hat</translation>
    </message>
    <message>
        <source>no 60</source>
        <translation>keine 60</translation>
    </message>
    <message>
        <source>ends with 59 or fewer</source>
        <translation>am Ende höchstens 59 Augen hat</translation>
    </message>
    <message>
        <source>no 30</source>
        <translation>keine 30</translation>
    </message>
    <message>
        <source>ends with 29 or fewer</source>
        <translation>am Ende höchstens 29 Augen hat</translation>
    </message>
    <message>
        <source>schwarz</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>takes no trick at all</source>
        <translation>keinen einzigen Stich bekommt</translation>
    </message>
    <message>
        <source>No refusal announced: Re wins with 121 or more, Kontra with 120 or more, so 120 : 120 goes to Kontra. But if Kontra was announced and Re was not, Re already wins with 120.</source>
        <translation>Keine Absage: Re gewinnt mit 121 oder mehr, Kontra mit 120 oder mehr; 120 : 120 geht also an Kontra. Wurde aber Kontra angesagt und Re nicht, gewinnt Re schon mit 120.</translation>
    </message>
    <message>
        <source>Refusals by one party only: that party wins if its highest refusal holds, and loses if it fails — even with 121 or more.</source>
        <translation>Absagen nur einer Partei: Diese Partei gewinnt, wenn ihre höchste Absage erfüllt ist, und verliert, wenn nicht – selbst mit 121 oder mehr.</translation>
    </message>
    <message>
        <source>Refusals by both parties: the party whose highest refusal holds wins. If neither holds, the deal is a draw.</source>
        <translation>Absagen beider Parteien: Es gewinnt die Partei, deren höchste Absage erfüllt ist. Ist keine erfüllt, endet das Spiel unentschieden.</translation>
    </message>
    <message>
        <source>After the last trick each party counts its card points; together they make 240. Schreiber asks for Re&apos;s points; Kontra has the rest.</source>
        <translation>Nach dem letzten Stich zählt jede Partei ihre Augen; zusammen sind es 240. Schreiber fragt nach den Augen von Re; Kontra hat den Rest.</translation>
    </message>
    <message>
        <source>Refusals</source>
        <translation>Absagen</translation>
    </message>
    <message>
        <source>Besides Re and Kontra a party may refuse the other party points: no 90, no 60, no 30 and schwarz.</source>
        <translation>Neben Re und Kontra kann eine Partei der Gegenpartei Augen absagen: keine 90, keine 60, keine 30 und schwarz.</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>Wer gewinnt</translation>
    </message>
    <message>
        <source>A draw has no winner: only the “we reached …” points of the points table and the bonuses count.</source>
        <translation>Ein Unentschieden hat keinen Sieger: Es zählen nur die Punkte „… erreicht“ aus der Punktetabelle und die Sonderpunkte.</translation>
    </message>
    <message>
        <source>Tricks matter only for schwarz: a trick of four nines is worth 0 points but is still a trick.</source>
        <translation>Stiche zählen nur für schwarz: Ein Stich aus vier Neunen ist 0 Augen wert, bleibt aber ein Stich.</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Misère ouvert</source>
        <translation>Misère ouvert</translation>
    </message>
    <message>
        <source>the soloist, who must take no trick</source>
        <translation>der Solist, der keinen Stich machen darf</translation>
    </message>
    <message>
        <source>Misère (played under these rules)</source>
        <translation>Misère (nach diesen Regeln gespielt)</translation>
    </message>
    <message>
        <source>Misère (Lumpen): a solo with the trumps of the normal game that the soloist wins by taking no trick at all; one trick taken loses. Card points do not matter: Schreiber asks for the soloist&apos;s tricks. In a misère ouvert the soloist shows the hand before the second trick.</source>
        <translation>Misère (Lumpen): ein Solo mit den Trümpfen des Normalspiels, das der Solist gewinnt, wenn er keinen einzigen Stich macht; ein Stich verliert. Die Augen zählen nicht: Schreiber fragt nach den Stichen des Solisten. Bei einer Misère ouvert legt der Solist sein Blatt vor dem zweiten Stich offen.</translation>
    </message>
    <message>
        <source>Only these count: won 1, misère ouvert 1 more, Re announced 2, Kontra announced 2. Nobody may refuse (no 90 …), no bonuses are scored, and there are no “below” rows and no point against the elders. Otherwise it is a solo like any other: the soloist writes three times the value.</source>
        <translation>Es zählen nur: gewonnen 1, Misère ouvert 1 mehr, Re angesagt 2, Kontra angesagt 2. Absagen (keine 90 …) gibt es nicht, Sonderpunkte werden nicht gezählt, und es gibt weder die Zeilen „unter …“ noch den Punkt gegen die Alten. Sonst ist es ein Solo wie jedes andere: der Solist schreibt den dreifachen Wert.</translation>
    </message>
    <message>
        <source>Under these rules a declared solo counts as if Re had been announced.</source>
        <translation>Nach diesen Regeln gilt ein angesagtes Solo, als wäre Re angesagt.</translation>
    </message>
    <message>
        <source>How a deal is won</source>
        <translation>Wie ein Spiel gewonnen wird</translation>
    </message>
    <message>
        <source>A draw has no winner: each party scores the “we reached …” points of the points table, “below 90”, “below 60”, “below 30” and schwarz by the other party&apos;s points, and its bonuses.</source>
        <translation>Ein Unentschieden hat keinen Sieger: Jede Partei erhält die Punkte „… erreicht“ aus der Punktetabelle, „unter 90“, „unter 60“, „unter 30“ und schwarz nach den Augen der anderen Partei sowie ihre Sonderpunkte.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>won against the elders (Kontra won against two Re players)</source>
        <translation>gegen die Alten gewonnen (Kontra gewinnt gegen zwei Re-Spieler)</translation>
    </message>
    <message>
        <source>loser below 90</source>
        <translation>Verlierer unter 90</translation>
    </message>
    <message>
        <source>loser below 60</source>
        <translation>Verlierer unter 60</translation>
    </message>
    <message>
        <source>loser below 30</source>
        <translation>Verlierer unter 30</translation>
    </message>
    <message>
        <source>loser took no trick (schwarz)</source>
        <translation>Verlierer ohne Stich (schwarz)</translation>
    </message>
    <message>
        <source>Re announced</source>
        <translation>Re angesagt</translation>
    </message>
    <message>
        <source>Kontra announced</source>
        <translation>Kontra angesagt</translation>
    </message>
    <message>
        <source>each “no 90” announced, by either party</source>
        <translation>jede Absage „keine 90“, egal von welcher Partei</translation>
    </message>
    <message>
        <source>each “no 60” announced, by either party</source>
        <translation>jede Absage „keine 60“, egal von welcher Partei</translation>
    </message>
    <message>
        <source>each “no 30” announced, by either party</source>
        <translation>jede Absage „keine 30“, egal von welcher Partei</translation>
    </message>
    <message>
        <source>each “schwarz” announced, by either party</source>
        <translation>jede Absage „schwarz“, egal von welcher Partei</translation>
    </message>
    <message>
        <source>loser said “no 90”, winner reached 120</source>
        <translation>Verlierer sagte „keine 90“, Gewinner hat 120 erreicht</translation>
    </message>
    <message>
        <source>loser said “no 60”, winner reached 90</source>
        <translation>Verlierer sagte „keine 60“, Gewinner hat 90 erreicht</translation>
    </message>
    <message>
        <source>loser said “no 30”, winner reached 60</source>
        <translation>Verlierer sagte „keine 30“, Gewinner hat 60 erreicht</translation>
    </message>
    <message>
        <source>loser said “schwarz”, winner reached 30</source>
        <translation>Verlierer sagte „schwarz“, Gewinner hat 30 erreicht</translation>
    </message>
    <message>
        <source>The winning party collects every item that applies; each party also collects its bonuses. The deal&apos;s value is Re&apos;s tally minus Kontra&apos;s tally.</source>
        <translation>Die Gewinnerpartei bekommt jeden zutreffenden Posten; außerdem bekommt jede Partei ihre Sonderpunkte. Der Spielwert ist die Summe von Re minus die Summe von Kontra.</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Posten</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>“Below 90” and the like always look at the loser&apos;s points: a winner below 90 gives the loser nothing for it.</source>
        <translation>„Unter 90“ und Ähnliches bezieht sich immer auf die Augen des Verlierers: Hat der Gewinner unter 90, bekommt der Verlierer dafür nichts.</translation>
    </message>
    <message>
        <source>In a draw only the last four rows count, for either party, plus the bonuses.</source>
        <translation>Bei Unentschieden zählen nur die letzten vier Zeilen, für beide Parteien, dazu die Sonderpunkte.</translation>
    </message>
    <message>
        <source>Under these rules refusals are scored as announced: only the party that refused first may refuse, so there is no draw.</source>
        <translation>Nach diesen Regeln werden Absagen wie angesagt gewertet: Nur die Partei, die zuerst abgesagt hat, darf absagen, daher gibt es kein Unentschieden.</translation>
    </message>
    <message>
        <source>Under these rules the loser&apos;s refusals count for the winner as if they had held, instead of the “reached” rows; only one party may refuse in a deal.</source>
        <translation>Nach diesen Regeln zählen die Absagen des Verlierers für den Sieger, als hätten sie gehalten, statt der Zeilen „… erreicht“; in einem Spiel darf nur eine Partei absagen.</translation>
    </message>
    <message>
        <source>Under these rules a draw also scores the “below” rows and schwarz: each party as if it had won, by the other party&apos;s points, besides the last four rows and the bonuses.</source>
        <translation>Nach diesen Regeln zählen bei Unentschieden auch die Zeilen „unter …“ und schwarz: für jede Partei, als hätte sie gewonnen, nach den Augen der anderen Partei – zusätzlich zu den letzten vier Zeilen und den Sonderpunkten.</translation>
    </message>
    <message>
        <source>each refusal the loser announced, as if it had held</source>
        <translation>jede Absage des Verlierers, als hätte sie gehalten</translation>
    </message>
    <message>
        <source>Under these rules there is no elders point.</source>
        <translation>Nach diesen Regeln gibt es keinen Punkt gegen die Alten.</translation>
    </message>
    <message>
        <source>In a solo there is no point for winning against the elders.</source>
        <translation>Im Solo gibt es keinen Punkt für „gegen die Alten“.</translation>
    </message>
    <message>
        <source>Under these rules a poverty pair gives Kontra no elders point.</source>
        <translation>Nach diesen Regeln bringt ein Armut-Paar Kontra keinen Punkt gegen die Alten.</translation>
    </message>
    <message>
        <source>Under these rules Re and Kontra each double the value instead of adding 2 (both: ×4), and the bonuses are doubled with it.</source>
        <translation>Nach diesen Regeln verdoppeln Re und Kontra jeweils den Spielwert, statt 2 Punkte zu addieren (beide: ×4), und die Sonderpunkte werden mitverdoppelt.</translation>
    </message>
    <message>
        <source>Under these rules Re and Kontra each double the value instead of adding 2 (both: ×4); the bonuses are added after the doubling.</source>
        <translation>Nach diesen Regeln verdoppeln Re und Kontra jeweils den Spielwert, statt 2 Punkte zu addieren (beide: ×4); die Sonderpunkte kommen erst nach der Verdopplung hinzu.</translation>
    </message>
    <message>
        <source>Points table</source>
        <translation>Punktetabelle</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>1 (2 in the cases below)</source>
        <translation>1 (2 in den Fällen unten)</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Fuchs</translation>
    </message>
    <message>
        <source>catching a ♦A played by the other party</source>
        <translation>ein von der Gegenpartei gespieltes ♦A fangen</translation>
    </message>
    <message>
        <source>Charlie</source>
        <translation>Karlchen</translation>
    </message>
    <message>
        <source>winning the last trick with a ♣J</source>
        <translation>den letzten Stich mit einem ♣B gewinnen</translation>
    </message>
    <message>
        <source>Charlie caught</source>
        <translation>Karlchen gefangen</translation>
    </message>
    <message>
        <source>taking in the last trick a ♣J of the other party</source>
        <translation>im letzten Stich einen ♣B der Gegenpartei fangen</translation>
    </message>
    <message>
        <source>♦ pair game</source>
        <translation>Karo-Paar-Spiel</translation>
    </message>
    <message>
        <source>No party can end with 1–7 or 233–239 card points: the smallest trick worth anything, four jacks, is worth 8.</source>
        <translation>Keine Partei kann mit 1–7 oder 233–239 Augen enden: Der kleinste Stich, der etwas zählt, vier Buben, ist 8 Augen wert.</translation>
    </message>
    <message>
        <source>No party can end with exactly 1 or 239 card points: the smallest trick worth anything, a jack and three nines, is worth 2.</source>
        <translation>Keine Partei kann mit genau 1 oder 239 Augen enden: Der kleinste Stich, der etwas zählt, ein Bube und drei Neunen, ist 2 Augen wert.</translation>
    </message>
    <message>
        <source>Under these rules both {card} are the highest trumps, above the ♣Q, and the ♥10 is an ordinary heart: hearts run A 10 K 9.</source>
        <translation>Nach diesen Regeln sind beide {card} die höchsten Trümpfe, über der ♣D, und die ♥10 ist eine gewöhnliche Herzkarte: Herz läuft A 10 K 9.</translation>
    </message>
    <message>
        <source>Under these rules the ♥10 is an ordinary heart, as in the original game: hearts run A 10 K 9, and the ♣Q is the highest trump.</source>
        <translation>Nach diesen Regeln ist die ♥10 eine gewöhnliche Herzkarte wie im ursprünglichen Spiel: Herz läuft A 10 K 9, und die ♣D ist der höchste Trumpf.</translation>
    </message>
    <message>
        <source>Under these rules the ♥10 is an ordinary heart, as in the original game: hearts run A 10 K 9; the joker is the highest trump, then the ♣Q.</source>
        <translation>Nach diesen Regeln ist die ♥10 eine gewöhnliche Herzkarte wie im ursprünglichen Spiel: Herz läuft A 10 K 9; der höchste Trumpf ist der Joker, dann die ♣D.</translation>
    </message>
    <message>
        <source>{count} trumps in the game: each card twice, but the joker once, in place of one {card}.</source>
        <translation>{count} Trümpfe im Spiel: jede Karte zweimal, der Joker aber einmal, anstelle einer {card}.</translation>
    </message>
    <message>
        <source>The joker counts as the {card} it replaces in this game.</source>
        <translation>Der Joker zählt in diesem Spiel als die {card}, die er ersetzt.</translation>
    </message>
    <message>
        <source>Genscher</source>
        <translation>Genscher</translation>
    </message>
    <message>
        <source>Genscher: then a player holding both ♦K may make them the highest trumps of all.</source>
        <translation>Genscher: danach darf, wer beide ♦K hält, sie zu den höchsten Trümpfen überhaupt machen.</translation>
    </message>
    <message>
        <source>Under these rules Schweinchen is said before the first trick.</source>
        <translation>Nach diesen Regeln wird Schweinchen vor dem ersten Stich angesagt.</translation>
    </message>
    <message>
        <source>Schweinchen is said while playing the first ♦A.</source>
        <translation>Schweinchen wird beim Ausspielen des ersten ♦A angesagt.</translation>
    </message>
    <message>
        <source>the two players dealt a {card}</source>
        <translation>die beiden Spieler mit einer {card}</translation>
    </message>
    <message>
        <source>Under these rules a trick led with a trump does not find the marriage partner: the partner is the first other player to win a trick led with a plain suit, still within the first three tricks.</source>
        <translation>Nach diesen Regeln findet ein mit Trumpf angespielter Stich den Hochzeitspartner nicht: Partner ist, wer als Erster einen mit Fehl angespielten Stich gewinnt, weiterhin in den ersten drei Stichen.</translation>
    </message>
    <message>
        <source>Under these rules the holder of both ♣Q names a trick, any trick of the deal: whoever wins it is the partner. If the holder wins it, the holder plays alone.</source>
        <translation>Nach diesen Regeln nennt der Halter beider ♣D einen Stich, irgendeinen des Spiels: wer ihn gewinnt, ist der Partner. Gewinnt ihn der Halter, spielt er allein.</translation>
    </message>
    <message>
        <source>Under these rules the holder of both ♣Q chooses, each deal, how the partner is found: the first trick won by another player, the first such trick led with a plain suit (both within the first three tricks), or a trick the holder names. Schreiber asks for the choice with the deal.</source>
        <translation>Nach diesen Regeln wählt, wer beide ♣D hält, in jedem Spiel, wie der Partner gefunden wird: der erste Stich, den ein anderer Spieler macht, der erste solche Stich, in dem Fehl angespielt wurde (beide in den ersten drei Stichen), oder ein Stich, den der Hochzeiter nennt. Schreiber fragt die Wahl mit dem Spiel ab.</translation>
    </message>
    <message>
        <source>♦ pair game: a player dealt a {card} may declare it in the reservation, like a solo. The two players dealt a {card} are Re, the other two Kontra, and it is scored exactly like a normal game (the point against the elders and the bonuses too). A player dealt both plays alone and scores as in a silent solo. It is neither a solo nor a compulsory solo.</source>
        <translation>Karo-Paar-Spiel: wer eine {card} bekommen hat, darf es im Vorbehalt ansagen, wie ein Solo. Die beiden Spieler mit einer {card} sind Re, die anderen beiden Kontra, und es wird genau wie ein Normalspiel gewertet (auch der Punkt gegen die Alten und die Sonderpunkte). Wer beide hält, spielt allein und wird wie bei einer stillen Hochzeit gewertet. Es ist weder ein Solo noch ein Pflichtsolo.</translation>
    </message>
    <message>
        <source>A fox (♦A) does not count among the at most three trumps of a poor hand.</source>
        <translation>Ein Fuchs (♦A) zählt nicht zu den höchstens drei Trümpfen einer armen Hand.</translation>
    </message>
    <message>
        <source>The poor player passes only trumps, possibly fewer than three.</source>
        <translation>Der arme Spieler gibt nur Trümpfe ab, unter Umständen weniger als drei.</translation>
    </message>
    <message>
        <source>No trump may be given back to the poor player.</source>
        <translation>Dem armen Spieler darf kein Trumpf zurückgegeben werden.</translation>
    </message>
    <message>
        <source>Wirth&apos;s rule: a poor player holding one ♣Q exchanges with the holder of the other ♣Q, and the two are Re. Otherwise the poor player exchanges with a player holding no ♣Q and the two are Kontra — but when one player holds both ♣Q, that player is the partner and the two are Re. Schreiber asks who was poor and who took the exchange.</source>
        <translation>Wirths Regel: ein armer Spieler mit einer ♣D tauscht mit dem Halter der anderen ♣D, und die beiden sind Re. Sonst tauscht der arme Spieler mit einem Spieler ohne ♣D, und die beiden sind Kontra — hält aber ein Spieler beide ♣D, ist er der Partner, und die beiden sind Re. Schreiber fragt, wer arm war und wer getauscht hat.</translation>
    </message>
    <message>
        <source>If two poor players would end in one party, the hand is dealt again.</source>
        <translation>Kämen zwei arme Spieler in dieselbe Partei, wird neu gegeben.</translation>
    </message>
    <message>
        <source>Under these rules, in a poverty:</source>
        <translation>Nach diesen Regeln gilt bei einer Armut:</translation>
    </message>
    <message>
        <source>Under these rules a marriage beats a poverty.</source>
        <translation>Nach diesen Regeln geht eine Hochzeit einer Armut vor.</translation>
    </message>
    <message>
        <source>Under these rules, of several players wanting a solo the last one to declare plays it.</source>
        <translation>Nach diesen Regeln spielt von mehreren Spielern, die ein Solo wollen, derjenige, der sich zuletzt meldet.</translation>
    </message>
    <message>
        <source>Under these rules rival soloists outbid each other with “90”, “60”, “30” and “schwarz”; the winner&apos;s bid then stands as an announced refusal (no 90, no 60 …).</source>
        <translation>Nach diesen Regeln überbieten sich konkurrierende Solisten mit „90“, „60“, „30“ und „schwarz“; das Gebot des Siegers gilt dann als angesagte Absage (keine 90, keine 60 …).</translation>
    </message>
    <message>
        <source>Under these rules Feigheit is punished: a party that wins by more than two steps (below 90, below 60, below 30, schwarz) beyond its highest announcement loses the deal instead, and the deal is scored for the other party. Re announced only “Re” and Kontra ended with 25: three steps, so Re loses; with Kontra at 55 it is two steps and Re wins.</source>
        <translation>Nach diesen Regeln wird Feigheit bestraft: Eine Partei, die um mehr als zwei Stufen (unter 90, unter 60, unter 30, schwarz) über ihre höchste Ansage hinaus gewinnt, verliert stattdessen das Spiel, und es wird für die andere Partei gewertet. Re hat nur „Re“ angesagt und Kontra endet mit 25: drei Stufen, also verliert Re; mit Kontra bei 55 sind es zwei Stufen und Re gewinnt.</translation>
    </message>
    <message>
        <source>Under these rules a draw has no winner and only the bonuses count.</source>
        <translation>Nach diesen Regeln hat ein Unentschieden keinen Sieger, und es zählen nur die Sonderpunkte.</translation>
    </message>
    <message>
        <source>Under these rules only the bonuses count in a draw, none of these rows.</source>
        <translation>Nach diesen Regeln zählen bei Unentschieden nur die Sonderpunkte, keine dieser Zeilen.</translation>
    </message>
    <message>
        <source>Under these rules a lost solo also gives the defenders the point against the elders: a lost solo worth 1 is worth 2 (the soloist −6, each defender +2).</source>
        <translation>Nach diesen Regeln gibt ein verlorenes Solo den Gegenspielern auch den Punkt gegen die Alten: Ein verlorenes Solo mit Wert 1 zählt 2 (der Solist −6, jeder Gegenspieler +2).</translation>
    </message>
    <message>
        <source>Under these rules Re and Kontra add {points} each, not 2.</source>
        <translation>Nach diesen Regeln addieren Re und Kontra je {points}, nicht 2.</translation>
    </message>
    <message>
        <source>taking in any trick a ♣J of the other party</source>
        <translation>in einem beliebigen Stich einen ♣B der Gegenpartei fangen</translation>
    </message>
    <message>
        <source>Doppelkopf</source>
        <translation>Doppelkopf</translation>
    </message>
    <message>
        <source>winning a trick with two equal cards (at most one per trick)</source>
        <translation>einen Stich mit zwei gleichen Karten gewinnen (höchstens einer je Stich)</translation>
    </message>
    <message>
        <source>winning a trick worth 40 or more (four aces and tens)</source>
        <translation>einen Stich mit 40 oder mehr Augen gewinnen (vier Asse und Zehnen)</translation>
    </message>
    <message>
        <source>♥10 caught</source>
        <translation>♥10 gefangen</translation>
    </message>
    <message>
        <source>catching a ♥10 played by the other party</source>
        <translation>eine von der Gegenpartei gespielte ♥10 fangen</translation>
    </message>
    <message>
        <source>Fox in the last trick</source>
        <translation>Fuchs im letzten Stich</translation>
    </message>
    <message>
        <source>a fox caught in the last trick, or winning it</source>
        <translation>ein im letzten Stich gefangener Fuchs, oder der Fuchs gewinnt den letzten Stich</translation>
    </message>
    <message>
        <source>2 instead of 1</source>
        <translation>2 statt 1</translation>
    </message>
    <message>
        <source>Fox in the first trick</source>
        <translation>Fuchs im ersten Stich</translation>
    </message>
    <message>
        <source>a fox caught in the first trick</source>
        <translation>ein im ersten Stich gefangener Fuchs</translation>
    </message>
    <message>
        <source>Fox wins the last trick</source>
        <translation>Fuchs macht den letzten Stich</translation>
    </message>
    <message>
        <source>winning the last trick with a fox</source>
        <translation>den letzten Stich mit einem Fuchs gewinnen</translation>
    </message>
    <message>
        <source>Hearts trick</source>
        <translation>Herzstich</translation>
    </message>
    <message>
        <source>winning a trick of hearts only (without nines)</source>
        <translation>einen Stich nur aus Herz gewinnen (ohne Neunen)</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Sonderpunkt</translation>
    </message>
    <message>
        <source>Scored for</source>
        <translation>Wofür</translation>
    </message>
    <message>
        <source>In a solo</source>
        <translation>Im Solo</translation>
    </message>
    <message>
        <source>Bonuses count for the party that earned them, won or lost; the loser&apos;s bonuses lower the value.</source>
        <translation>Sonderpunkte zählen für die Partei, die sie erzielt hat, ob gewonnen oder verloren; Sonderpunkte des Verlierers senken den Spielwert.</translation>
    </message>
    <message>
        <source>A fox or Charlie that goes to one&apos;s own partner earns nothing. Fox and Charlie points do not exist in a solo.</source>
        <translation>Ein Fuchs oder Karlchen, der an den eigenen Partner geht, bringt nichts. Im Solo gibt es keine Punkte für Fuchs und Karlchen.</translation>
    </message>
    <message>
        <source>Foxes played as Schweinchen score no fox points.</source>
        <translation>Als Schweinchen gespielte Füchse bringen keine Fuchspunkte.</translation>
    </message>
    <message>
        <source>Not scored under these rules: {list}.</source>
        <translation>Nach diesen Regeln nicht gewertet: {list}.</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Sonderpunkte</translation>
    </message>
    <message>
        <source>Re wins (2 against 2)</source>
        <translation>Re gewinnt (2 gegen 2)</translation>
    </message>
    <message>
        <source>Kontra wins (2 against 2)</source>
        <translation>Kontra gewinnt (2 gegen 2)</translation>
    </message>
    <message>
        <source>the soloist wins</source>
        <translation>der Solist gewinnt</translation>
    </message>
    <message>
        <source>the soloist loses</source>
        <translation>der Solist verliert</translation>
    </message>
    <message>
        <source>A deal worth 2</source>
        <translation>Spiel mit Wert 2</translation>
    </message>
    <message>
        <source>each Re player / the soloist</source>
        <translation>jeder Re-Spieler / der Solist</translation>
    </message>
    <message>
        <source>each Kontra player</source>
        <translation>jeder Kontra-Spieler</translation>
    </message>
    <message>
        <source>Value = Re&apos;s tally − Kontra&apos;s tally.</source>
        <translation>Spielwert = Summe Re − Summe Kontra.</translation>
    </message>
    <message>
        <source>In a solo the value is doubled.</source>
        <translation>Im Solo wird der Spielwert verdoppelt.</translation>
    </message>
    <message>
        <source>In a Bock deal the Bock levels apply (see Bock).</source>
        <translation>Im Bockspiel gelten die Bockstufen (siehe Bockrunden).</translation>
    </message>
    <message>
        <source>2 against 2: each winner writes the value, each loser the same with a minus.</source>
        <translation>2 gegen 2: Jeder Gewinner schreibt den Spielwert, jeder Verlierer denselben Wert mit Minus.</translation>
    </message>
    <message>
        <source>1 against 3: the soloist writes three times the value, each of the three opponents the value once, with the other sign.</source>
        <translation>1 gegen 3: Der Solist schreibt den dreifachen Spielwert, jeder der drei Gegenspieler den einfachen, mit umgekehrtem Vorzeichen.</translation>
    </message>
    <message>
        <source>Under these rules only plus entries are written: the party with the positive value writes it (the soloist three times), everyone else 0.</source>
        <translation>Nach diesen Regeln werden nur Pluspunkte geschrieben: Die Partei mit dem positiven Wert schreibt ihn (der Solist dreifach), alle anderen 0.</translation>
    </message>
    <message>
        <source>Under these rules only minus entries are written: the party with the negative value writes it (a losing soloist three times), everyone else 0.</source>
        <translation>Nach diesen Regeln werden nur Minuspunkte geschrieben: Die Partei mit dem negativen Wert schreibt ihn (ein verlierender Solist dreifach), alle anderen 0.</translation>
    </message>
    <message>
        <source>Every deal adds up to zero.</source>
        <translation>Jedes Spiel ergibt in der Summe null.</translation>
    </message>
    <message>
        <source>Under these rules every one-against-three deal — declared solo, silent solo, marriage without partner — is worth double, before the ×3.</source>
        <translation>Nach diesen Regeln zählt jedes Spiel eins gegen drei – angesagtes Solo, stille Hochzeit, Hochzeit ohne Partner – doppelt, und zwar vor dem ×3.</translation>
    </message>
    <message>
        <source>Players sitting out write 0.</source>
        <translation>Wer aussetzt, schreibt 0.</translation>
    </message>
    <message>
        <source>From value to the score sheet</source>
        <translation>Vom Spielwert zur Liste</translation>
    </message>
    <message>
        <source>the card points end 120 : 120</source>
        <translation>die Augen stehen am Ende 120 : 120</translation>
    </message>
    <message>
        <source>a deal is worth 0 (e.g. the loser&apos;s bonuses cancel the win)</source>
        <translation>ein Spiel ist 0 wert (z. B. heben die Sonderpunkte des Verlierers den Gewinn auf)</translation>
    </message>
    <message>
        <source>Re was announced and the Re party lost</source>
        <translation>Re wurde angesagt, und die Re-Partei hat verloren</translation>
    </message>
    <message>
        <source>Kontra was announced and the Kontra party lost</source>
        <translation>Kontra wurde angesagt, und die Kontra-Partei hat verloren</translation>
    </message>
    <message>
        <source>a trick of only hearts</source>
        <translation>ein Stich nur aus Herz</translation>
    </message>
    <message>
        <source>a trick worth 40 or more</source>
        <translation>ein Stich mit 40 oder mehr Augen</translation>
    </message>
    <message>
        <source>another event the table agreed on, ticked on the deal</source>
        <translation>ein anderes am Tisch vereinbartes Ereignis, beim Spiel angekreuzt</translation>
    </message>
    <message>
        <source>a soloist lost</source>
        <translation>ein Solist hat verloren</translation>
    </message>
    <message>
        <source>a party took no trick (schwarz)</source>
        <translation>eine Partei hat keinen Stich gemacht (schwarz)</translation>
    </message>
    <message>
        <source>Bock rounds</source>
        <translation>Bockrunden</translation>
    </message>
    <message>
        <source>Bock rounds are off in this rule set.</source>
        <translation>Bockrunden sind in diesem Regelsatz abgeschaltet.</translation>
    </message>
    <message>
        <source>No deal is ever doubled by Bock.</source>
        <translation>Kein Spiel wird je durch Bock verdoppelt.</translation>
    </message>
    <message>
        <source>After one of the events below, the next round is a Bock round: as many deals as there are players in the session, each one worth more.</source>
        <translation>Nach einem der Ereignisse unten ist die nächste Runde eine Bockrunde: so viele Spiele, wie Spieler am Spielabend dabei sind, jedes mit höherem Wert.</translation>
    </message>
    <message>
        <source>What starts a Bock round here</source>
        <translation>Was hier eine Bockrunde auslöst</translation>
    </message>
    <message>
        <source>No event is switched on.</source>
        <translation>Kein Ereignis ist eingeschaltet.</translation>
    </message>
    <message>
        <source>Events tables agree on, from the rules page: a trick of only hearts (with 40 cards); a deal lost after playing ♥10 + ♣; four equal cards in one trick; a trick worth 40 or more. Tick the agreed event on the deal.</source>
        <translation>Ereignisse, die Tische vereinbaren, von der Regelseite: ein Stich nur aus Herz (mit 40 Karten); ein verlorenes Spiel nach dem Ausspielen von ♥10 + ♣; vier gleiche Karten in einem Stich; ein Stich mit 40 oder mehr Augen. Das vereinbarte Ereignis wird am Spiel angekreuzt.</translation>
    </message>
    <message>
        <source>What a Bock level does</source>
        <translation>Was eine Bockstufe bewirkt</translation>
    </message>
    <message>
        <source>Under these rules Bock works on the game points only; the bonuses are added afterwards, undoubled. “Worth 0” still looks at the value before Bock.</source>
        <translation>Nach diesen Regeln wirkt Bock nur auf die Spielpunkte; die Sonderpunkte kommen danach unverdoppelt hinzu. „Wert 0“ richtet sich weiter nach dem Wert vor dem Bock.</translation>
    </message>
    <message>
        <source>Each level adds {points} to the size of the value; a value of 0 stays 0.</source>
        <translation>Jede Stufe erhöht den Betrag des Spielwerts um {points}; ein Wert von 0 bleibt 0.</translation>
    </message>
    <message>
        <source>Each level doubles the game points.</source>
        <translation>Jede Stufe verdoppelt die Spielpunkte.</translation>
    </message>
    <message>
        <source>Each level doubles the whole value, bonuses included.</source>
        <translation>Jede Stufe verdoppelt den ganzen Spielwert, einschließlich der Sonderpunkte.</translation>
    </message>
    <message>
        <source>Bock level</source>
        <translation>Bockstufe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Spielwert</translation>
    </message>
    <message>
        <source>When rounds overlap</source>
        <translation>Wenn sich Runden überschneiden</translation>
    </message>
    <message>
        <source>Ignore: an event in a Bock deal starts nothing; a deal that is not Bock starts one round at one level, however many events it has. No deal has more than one level.</source>
        <translation>Ignorieren: Ein Ereignis in einem Bockspiel löst nichts aus; ein Spiel ohne Bock löst eine Runde mit einer Stufe aus, gleich wie viele Ereignisse es hat. Kein Spiel hat mehr als eine Stufe.</translation>
    </message>
    <message>
        <source>Merge: each event makes the next round of deals Bock; where rounds overlap they join into one stretch at one level, and nothing carries past the last round. Events in deals 1 and 3 with four players: deals 2 to 7 are Bock.</source>
        <translation>Verschmelzen: Jedes Ereignis macht die nächste Runde zu Bockspielen; wo sich Runden überschneiden, vereinen sie sich zu einer Strecke mit einer Stufe, und nichts reicht über die letzte Runde hinaus. Ereignisse in Spiel 1 und 3 mit vier Spielern: Spiele 2 bis 7 sind Bock.</translation>
    </message>
    <message>
        <source>Cap: as stack, the levels of overlapping rounds add up, but a level above the highest level is dropped, not moved on.</source>
        <translation>Deckeln: Wie beim Stapeln addieren sich die Stufen überlappender Runden, aber eine Stufe über der Höchststufe verfällt, statt weiterzugehen.</translation>
    </message>
    <message>
        <source>Queue: a new Bock round waits until the Bock deals already pending are played; every Bock deal has one level.</source>
        <translation>Warteschlange: Eine neue Bockrunde wartet, bis die schon anstehenden Bockspiele gespielt sind; jedes Bockspiel hat eine Stufe.</translation>
    </message>
    <message>
        <source>Stack: a new Bock round starts with the next deal; where rounds overlap, the levels add up (double Bock, triple Bock …).</source>
        <translation>Stapeln: Eine neue Bockrunde beginnt mit dem nächsten Spiel; wo sich Runden überschneiden, addieren sich die Stufen (Doppelbock, Dreifachbock …).</translation>
    </message>
    <message>
        <source>There is no highest level.</source>
        <translation>Es gibt keine Höchststufe.</translation>
    </message>
    <message>
        <source>At most {level} levels on one deal; levels beyond it are lost.</source>
        <translation>Höchstens {level} Stufen pro Spiel; weitere Stufen verfallen.</translation>
    </message>
    <message>
        <source>At most {level} levels on one deal; levels beyond it move on to the next deals below that level instead of being lost.</source>
        <translation>Höchstens {level} Stufen pro Spiel; weitere Stufen verfallen nicht, sondern gehen an die nächsten Spiele, die unter dieser Stufe liegen.</translation>
    </message>
    <message>
        <source>A redeal neither starts Bock nor uses up a Bock deal. Two events in one deal start two rounds. Schreiber shows the Bock deals ahead.</source>
        <translation>Neugeben löst keinen Bock aus und verbraucht kein Bockspiel. Zwei Ereignisse in einem Spiel lösen zwei Runden aus. Schreiber zeigt die kommenden Bockspiele an.</translation>
    </message>
    <message>
        <source>A compulsory solo is played without Bock; the pending Bock deals wait.</source>
        <translation>Ein Pflichtsolo wird ohne Bock gespielt; die anstehenden Bockspiele warten.</translation>
    </message>
    <message>
        <source>Every player must play one solo in each round of {deals} deals. A player&apos;s first solo of the round is the compulsory one (Pflichtsolo); any further solo is voluntary (Lustsolo).</source>
        <translation>Jeder Spieler muss in jeder Runde von {deals} Spielen ein Solo spielen. Sein erstes Solo der Runde ist das Pflichtsolo; jedes weitere Solo ist ein Lustsolo.</translation>
    </message>
    <message>
        <source>In a compulsory solo the soloist leads the first trick and the same dealer deals again: the deal does not count towards the round.</source>
        <translation>Im Pflichtsolo spielt der Solist zum ersten Stich aus, und derselbe Geber gibt noch einmal: Das Spiel zählt nicht zur Runde.</translation>
    </message>
    <message>
        <source>A compulsory solo beats a voluntary solo, which beats every other reservation.</source>
        <translation>Ein Pflichtsolo geht einem Lustsolo vor, und dieses jedem anderen Vorbehalt.</translation>
    </message>
    <message>
        <source>Schreiber shows who still owes a solo and warns when the deals left run short.</source>
        <translation>Schreiber zeigt, wer noch ein Solo schuldet, und warnt, wenn die restlichen Spiele knapp werden.</translation>
    </message>
    <message>
        <source>Under these rules every solo keeps the dealer, not only the compulsory one.</source>
        <translation>Nach diesen Regeln gibt nach jedem Solo derselbe Geber noch einmal, nicht nur nach dem Pflichtsolo.</translation>
    </message>
    <message>
        <source>Compulsory solo</source>
        <translation>Pflichtsolo</translation>
    </message>
    <message>
        <source>Re / Kontra</source>
        <translation>Re / Kontra</translation>
    </message>
    <message>
        <source>Announcement</source>
        <translation>An-/Absage</translation>
    </message>
    <message>
        <source>while holding at least</source>
        <translation>mit noch mindestens</translation>
    </message>
    <message>
        <source>before playing to trick</source>
        <translation>vor der eigenen Karte zu Stich</translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation>{count} Karten</translation>
    </message>
    <message>
        <source>An announcement may be made at any time — also out of turn — while the announcer still holds at least the cards below, that is before playing a card to the trick named.</source>
        <translation>Eine An- oder Absage ist jederzeit möglich – auch außer der Reihe –, solange man noch mindestens die unten genannten Karten auf der Hand hat, also bevor man eine Karte zum genannten Stich spielt.</translation>
    </message>
    <message>
        <source>These rules use late refusals: Re and Kontra before the first card, the refusals later than usual.</source>
        <translation>Diese Regeln verwenden späte Absagen: Re und Kontra vor der ersten Karte, die Absagen später als üblich.</translation>
    </message>
    <message>
        <source>Without nines every hand has 10 cards: each count is two lower than with 12 cards, the tricks stay the same.</source>
        <translation>Ohne Neunen hat jedes Blatt 10 Karten: Jede Kartenzahl ist um zwei niedriger als bei 12 Karten, die Stiche bleiben gleich.</translation>
    </message>
    <message>
        <source>A refusal needs the party&apos;s Re or Kontra and every lower refusal first; several may be said at once while the timing allows.</source>
        <translation>Eine Absage setzt das Re oder Kontra der eigenen Partei und alle niedrigeren Absagen voraus; mehrere dürfen zugleich gesagt werden, solange die Frist es erlaubt.</translation>
    </message>
    <message>
        <source>Answering</source>
        <translation>Erwidern</translation>
    </message>
    <message>
        <source>Once the other party has announced, a party that has not yet said Re or Kontra may still say it until one trick after the deadline of the other party&apos;s latest announcement. Only Re and Kontra get this extra time.</source>
        <translation>Hat die Gegenpartei angesagt, darf eine Partei, die noch nicht Re oder Kontra gesagt hat, dies noch bis einen Stich nach der Frist der letzten Ansage der Gegenpartei tun. Nur Re und Kontra bekommen diese Zusatzzeit.</translation>
    </message>
    <message>
        <source>Example: after Re&apos;s “no 60” (allowed while holding {no60} cards), Kontra may still be said while holding {reply} cards.</source>
        <translation>Beispiel: Nach „keine 60“ von Re (erlaubt mit noch {no60} Karten) darf Kontra noch mit {reply} Karten gesagt werden.</translation>
    </message>
    <message>
        <source>When a word alone does not show the announcer&apos;s party (a marriage not yet decided, a silent solo), the announcer says which party they speak for.</source>
        <translation>Zeigt eine Ansage allein nicht, zu welcher Partei der Ansagende gehört (eine noch ungeklärte Hochzeit, eine stille Hochzeit), sagt er dazu, für welche Partei er spricht.</translation>
    </message>
    <message>
        <source>In a declared solo Re counts as said.</source>
        <translation>Bei einem angesagten Solo gilt Re als gesagt.</translation>
    </message>
    <message>
        <source>Under these rules an announcement may only be made when it is the announcer&apos;s turn to play a card.</source>
        <translation>Nach diesen Regeln darf man nur ansagen, wenn man am Zug ist, eine Karte zu spielen.</translation>
    </message>
    <message>
        <source>Zwingen: whoever wins a first trick worth 30 or more must announce Re or Kontra — or “no 90” if that word has been said.</source>
        <translation>Zwingen: Wer einen ersten Stich mit 30 oder mehr Augen gewinnt, muss Re oder Kontra ansagen — oder „keine 90“, wenn das schon gesagt ist.</translation>
    </message>
    <message>
        <source>In a marriage</source>
        <translation>Bei einer Hochzeit</translation>
    </message>
    <message>
        <source>Under these rules the deadlines do not move. A player whose party is not yet known may say “double” by the Re/Kontra deadline; it counts as Re or Kontra of the party that player ends up in.</source>
        <translation>Nach diesen Regeln verschieben sich die Fristen nicht. Wer noch keiner Partei angehört, darf bis zur Re/Kontra-Frist „Doppelt“ sagen; es zählt als Re oder Kontra der Partei, in der er landet.</translation>
    </message>
    <message>
        <source>Nobody may announce before the partner is found. Then every deadline moves later by the number of the trick that found the partner.</source>
        <translation>Niemand darf ansagen, bevor der Partner gefunden ist. Danach verschiebt sich jede Frist um so viele Stiche nach hinten, wie die Nummer des Stichs angibt, in dem der Partner gefunden wurde.</translation>
    </message>
    <message>
        <source>Nobody whose party is still open may announce. Found in the first trick, the deadlines stay; in the second, every deadline moves one trick later; in the third, two tricks later.</source>
        <translation>Wessen Partei noch offen ist, darf nicht ansagen. Wird der Partner im ersten Stich gefunden, bleiben die Fristen; im zweiten verschiebt sich jede Frist um einen Stich nach hinten, im dritten um zwei.</translation>
    </message>
    <message>
        <source>Partner found in trick</source>
        <translation>Partner gefunden in Stich</translation>
    </message>
    <message>
        <source>Deadlines move by (tricks)</source>
        <translation>Fristen verschieben sich um (Stiche)</translation>
    </message>
    <message>
        <source>Re / Kontra while holding at least</source>
        <translation>Re / Kontra mit noch mindestens</translation>
    </message>
    <message>
        <source>Announcement deadlines</source>
        <translation>Ansagefristen</translation>
    </message>
    <message>
        <source>Four players play each deal; the deal passes clockwise after each deal unless a rule keeps the same dealer. Sessions have four to seven players.</source>
        <translation>Jedes Spiel spielen vier Spieler; nach jedem Spiel wechselt der Geber im Uhrzeigersinn, sofern keine Regel denselben Geber noch einmal geben lässt. Ein Spielabend hat vier bis sieben Spieler.</translation>
    </message>
    <message>
        <source>With six players the dealer and the player opposite (the third after the dealer) sit out.</source>
        <translation>Bei sechs Spielern setzen der Geber und der Spieler gegenüber (der dritte nach dem Geber) aus.</translation>
    </message>
    <message>
        <source>With more than four players the four after the dealer play: with five the dealer sits out, with six also the player before the dealer, with seven the two before.</source>
        <translation>Bei mehr als vier Spielern spielen die vier nach dem Geber: Bei fünf setzt der Geber aus, bei sechs auch der Spieler vor dem Geber, bei sieben die beiden vor ihm.</translation>
    </message>
    <message>
        <source>Players sitting out write 0 for that deal.</source>
        <translation>Wer aussetzt, schreibt für dieses Spiel 0.</translation>
    </message>
    <message>
        <source>Seats and the end of the session</source>
        <translation>Plätze und Ende des Spielabends</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japanisch</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <source>The words heard at the table, in German, Japanese and English.</source>
        <translation>Die Begriffe, die man am Tisch hört, auf Deutsch, Japanisch und Englisch.</translation>
    </message>
    <message>
        <source>the suit ♣</source>
        <translation>die Farbe ♣</translation>
    </message>
    <message>
        <source>the suit ♠</source>
        <translation>die Farbe ♠</translation>
    </message>
    <message>
        <source>the suit ♥</source>
        <translation>die Farbe ♥</translation>
    </message>
    <message>
        <source>the suit ♦</source>
        <translation>die Farbe ♦</translation>
    </message>
    <message>
        <source>the card A</source>
        <translation>die Karte A</translation>
    </message>
    <message>
        <source>the card K</source>
        <translation>die Karte K</translation>
    </message>
    <message>
        <source>the card Q; German tables write D</source>
        <translation>die Karte D; englisch Q</translation>
    </message>
    <message>
        <source>the card J; German tables write B</source>
        <translation>die Karte B; englisch J</translation>
    </message>
    <message>
        <source>the party playing the game (in a normal game the two ♣Q), and that party&apos;s announcement</source>
        <translation>die Partei, die das Spiel spielt (im Normalspiel die beiden ♣D), und ihre Ansage</translation>
    </message>
    <message>
        <source>the other party, and its announcement</source>
        <translation>die andere Partei und ihre Ansage</translation>
    </message>
    <message>
        <source>what the cards taken are worth; 240 in all</source>
        <translation>der Wert der gewonnenen Karten; zusammen 240</translation>
    </message>
    <message>
        <source>one card from each player; the best card takes them</source>
        <translation>je eine Karte von jedem Spieler; die beste Karte nimmt sie</translation>
    </message>
    <message>
        <source>a card above every card of the plain suits</source>
        <translation>eine Karte, die über allen Karten der Fehlfarben steht</translation>
    </message>
    <message>
        <source>the cards of a suit that are not trumps</source>
        <translation>die Karten einer Farbe, die keine Trümpfe sind</translation>
    </message>
    <message>
        <source>the ♥10, the highest trump of a normal game</source>
        <translation>die ♥10, der höchste Trumpf im Normalspiel</translation>
    </message>
    <message>
        <source>said before play to claim a game other than the normal one</source>
        <translation>vor dem Spiel gesagt, um ein anderes Spiel als das Normalspiel anzumelden</translation>
    </message>
    <message>
        <source>said before play: happy with a normal game</source>
        <translation>vor dem Spiel gesagt: einverstanden mit einem Normalspiel</translation>
    </message>
    <message>
        <source>the holder of both ♣Q plays with the first other player to win a trick</source>
        <translation>wer beide ♣D hat, spielt mit dem ersten anderen Spieler, der einen Stich gewinnt</translation>
    </message>
    <message>
        <source>both ♣Q in one hand, played alone without saying so</source>
        <translation>beide ♣D auf einer Hand, allein gespielt, ohne es anzusagen</translation>
    </message>
    <message>
        <source>a hand of three trumps or fewer, offered for exchange</source>
        <translation>ein Blatt mit höchstens drei Trümpfen, zum Tausch angeboten</translation>
    </message>
    <message>
        <source>one player against the other three</source>
        <translation>ein Spieler gegen die drei anderen</translation>
    </message>
    <message>
        <source>only the queens are trumps</source>
        <translation>nur die Damen sind Trumpf</translation>
    </message>
    <message>
        <source>only the jacks are trumps</source>
        <translation>nur die Buben sind Trumpf</translation>
    </message>
    <message>
        <source>a solo with ♥10, queens, jacks and one suit as trumps</source>
        <translation>ein Solo mit ♥10, Damen, Buben und einer Farbe als Trumpf</translation>
    </message>
    <message>
        <source>a solo without any trumps</source>
        <translation>ein Solo ganz ohne Trümpfe</translation>
    </message>
    <message>
        <source>only the kings are trumps</source>
        <translation>nur die Könige sind Trumpf</translation>
    </message>
    <message>
        <source>queens, then jacks are the trumps</source>
        <translation>erst die Damen, dann die Buben sind Trumpf</translation>
    </message>
    <message>
        <source>a solo won by taking no trick at all</source>
        <translation>ein Solo, das gewinnt, wer keinen einzigen Stich macht</translation>
    </message>
    <message>
        <source>the one solo each player owes per round</source>
        <translation>das eine Solo, das jeder Spieler pro Runde schuldet</translation>
    </message>
    <message>
        <source>any solo beyond the compulsory one</source>
        <translation>jedes Solo über das Pflichtsolo hinaus</translation>
    </message>
    <message>
        <source>saying Re or Kontra: the stakes go up</source>
        <translation>Re oder Kontra sagen: Der Einsatz steigt</translation>
    </message>
    <message>
        <source>promising that the other party stays below a mark</source>
        <translation>Zusage, dass die Gegenpartei unter einer Marke bleibt</translation>
    </message>
    <message>
        <source>the other party will get fewer than 90</source>
        <translation>die Gegenpartei bekommt weniger als 90</translation>
    </message>
    <message>
        <source>the other party will get fewer than 60</source>
        <translation>die Gegenpartei bekommt weniger als 60</translation>
    </message>
    <message>
        <source>the other party will get fewer than 30</source>
        <translation>die Gegenpartei bekommt weniger als 30</translation>
    </message>
    <message>
        <source>the other party takes no trick at all</source>
        <translation>die Gegenpartei bekommt keinen einzigen Stich</translation>
    </message>
    <message>
        <source>the extra point for Kontra beating two Re players</source>
        <translation>der Extrapunkt, wenn Kontra zwei Re-Spieler schlägt</translation>
    </message>
    <message>
        <source>the ♦A</source>
        <translation>das ♦A</translation>
    </message>
    <message>
        <source>the ♣J, worth a point in the last trick</source>
        <translation>der ♣B, im letzten Stich einen Punkt wert</translation>
    </message>
    <message>
        <source>the game; also a trick with two equal cards</source>
        <translation>das Spiel; auch ein Stich mit zwei gleichen Karten</translation>
    </message>
    <message>
        <source>the game; also a trick worth 40 or more</source>
        <translation>das Spiel; auch ein Stich mit 40 oder mehr Augen</translation>
    </message>
    <message>
        <source>a round of deals that count more</source>
        <translation>eine Runde von Spielen, die mehr zählen</translation>
    </message>
    <message>
        <source>both ♦A in one hand, made the highest trumps</source>
        <translation>beide ♦A auf einer Hand, zu den höchsten Trümpfen gemacht</translation>
    </message>
    <message>
        <source>a pair of ♦ cards ranked even above the Schweinchen</source>
        <translation>ein Paar ♦-Karten, das sogar über den Schweinchen steht</translation>
    </message>
    <message>
        <source>with Hyperschweinchen: both ♦K made the highest trumps by their holder</source>
        <translation>mit Hyperschweinchen: beide ♦K, von ihrem Halter zu den höchsten Trümpfen gemacht</translation>
    </message>
    <message>
        <source>replaces one ♦9 (♦10 without nines); the highest trump</source>
        <translation>ersetzt eine ♦9 (ohne Neunen eine ♦10); der höchste Trumpf</translation>
    </message>
    <message>
        <source>whoever wins a first trick of 30 or more must announce Re/Kontra, or no 90</source>
        <translation>wer einen ersten Stich mit 30 oder mehr Augen gewinnt, muss Re/Kontra ansagen, oder keine 90</translation>
    </message>
    <message>
        <source>showing a qualifying hand to have the cards dealt again</source>
        <translation>ein passendes Blatt zeigen, damit neu gegeben wird</translation>
    </message>
    <message>
        <source>the player who deals</source>
        <translation>der Spieler, der gibt</translation>
    </message>
    <message>
        <source>in the Palatinate: the game of three, with the Skat</source>
        <translation>in der Pfalz: das Spiel zu dritt, mit Skat</translation>
    </message>
    <message>
        <source>the two cards laid aside face down at the deal</source>
        <translation>die beiden Karten, die beim Geben verdeckt beiseitegelegt werden</translation>
    </message>
    <message>
        <source>the soloist takes the Skat, lays two cards away</source>
        <translation>der Solist nimmt den Skat auf und drückt zwei Karten</translation>
    </message>
    <message>
        <source>the game of four: the holder of a called ace is partner</source>
        <translation>das Spiel zu viert: Wer das gerufene Ass hat, ist Partner</translation>
    </message>
    <message>
        <source>taking over an ace call with one&apos;s own</source>
        <translation>ein Rufspiel mit einem eigenen übernehmen</translation>
    </message>
    <message>
        <source>the soloist plays the dealt hand</source>
        <translation>der Solist spielt mit dem ausgeteilten Blatt</translation>
    </message>
    <message>
        <source>a solo in ♥</source>
        <translation>ein Solo in ♥</translation>
    </message>
    <message>
        <source>a solo in which the soloist must take every trick</source>
        <translation>ein Solo, in dem der Solist jeden Stich machen muss</translation>
    </message>
    <message>
        <source>a solo du in ♥</source>
        <translation>ein Solo du in ♥</translation>
    </message>
    <message>
        <source>the player who won the bidding</source>
        <translation>der Spieler, der das Bieten gewonnen hat</translation>
    </message>
    <message>
        <source>the players against the soloist</source>
        <translation>die Spieler gegen den Solisten</translation>
    </message>
    <message>
        <source>a defender doubles the game points</source>
        <translation>ein Gegenspieler verdoppelt die Spielpunkte</translation>
    </message>
    <message>
        <source>the soloist&apos;s answer: doubled again</source>
        <translation>die Antwort des Solisten: nochmals verdoppelt</translation>
    </message>
    <message>
        <source>the unbroken run of highest trumps from ♣Q down</source>
        <translation>die lückenlose Folge der höchsten Trümpfe ab der ♣D abwärts</translation>
    </message>
    <message>
        <source>one side took 91 card points or more</source>
        <translation>eine Seite hat 91 Augen oder mehr gemacht</translation>
    </message>
    <message>
        <source>one side took every trick</source>
        <translation>eine Seite hat alle Stiche gemacht</translation>
    </message>
    <message>
        <source>the defenders concede before play</source>
        <translation>die Gegenspieler geben vor dem Spiel auf</translation>
    </message>
    <message>
        <source>what the cards taken are worth; 120 in all</source>
        <translation>der Wert der gewonnenen Karten; zusammen 120</translation>
    </message>
    <message>
        <source>what the game is worth on the sheet</source>
        <translation>was das Spiel auf der Liste wert ist</translation>
    </message>
    <message>
        <source>the queens, jacks and the chosen suit</source>
        <translation>die Damen, die Buben und die gewählte Farbe</translation>
    </message>
    <message>
        <source>the region in south-west Germany where this form is played</source>
        <translation>die Region im Südwesten Deutschlands, in der diese Form gespielt wird</translation>
    </message>
    <message>
        <source>getting louder: every trick is worth more than the last</source>
        <translation>lauter werdend: Jeder Stich ist mehr wert als der vorige</translation>
    </message>
    <message>
        <source>the dealer&apos;s left; bids first and leads the first trick</source>
        <translation>links vom Geber; reizt zuerst und spielt zum ersten Stich aus</translation>
    </message>
    <message>
        <source>the dealer&apos;s right; bids second</source>
        <translation>rechts vom Geber; reizt als Zweiter</translation>
    </message>
    <message>
        <source>the dealer; bids last</source>
        <translation>der Geber; reizt als Letzter</translation>
    </message>
    <message>
        <source>one round of bids to become the soloist</source>
        <translation>eine Runde Gebote, um Solist zu werden</translation>
    </message>
    <message>
        <source>the points one expects to take, with a trump or no-trump</source>
        <translation>die Punkte, die man zu machen erwartet, mit Trumpffarbe oder ohne Trumpf</translation>
    </message>
    <message>
        <source>not bidding</source>
        <translation>nicht bieten</translation>
    </message>
    <message>
        <source>the strongest bidder, the only one who scores</source>
        <translation>wer am stärksten bietet; als Einziger bekommt er Punkte</translation>
    </message>
    <message>
        <source>the suit named in the winning bid</source>
        <translation>die im stärksten Gebot genannte Farbe</translation>
    </message>
    <message>
        <source>a bid without a trump suit, the strongest at equal points</source>
        <translation>ein Gebot ohne Trumpffarbe, das stärkste bei gleicher Punktzahl</translation>
    </message>
    <message>
        <source>the lowest card, playable at any time</source>
        <translation>die niedrigste Karte, jederzeit spielbar</translation>
    </message>
    <message>
        <source>one card from each player; trick k is worth k points</source>
        <translation>je eine Karte von jedem Spieler; Stich k ist k Punkte wert</translation>
    </message>
    <message>
        <source>the first card of a trick</source>
        <translation>die erste Karte eines Stichs</translation>
    </message>
    <message>
        <source>playing the suit that was led when one can</source>
        <translation>die ausgespielte Farbe spielen, wenn man kann</translation>
    </message>
    <message>
        <source>The session ends after {deals} deals or as soon as a total reaches {score}, whichever comes first; the highest total wins.</source>
        <translation>Der Spielabend endet nach {deals} Spielen oder sobald ein Gesamtstand {score} erreicht, je nachdem, was zuerst eintritt; der höchste Gesamtstand gewinnt.</translation>
    </message>
    <message>
        <source>The session ends after {deals} deals; the highest total wins.</source>
        <translation>Der Spielabend endet nach {deals} Spielen; der höchste Gesamtstand gewinnt.</translation>
    </message>
    <message>
        <source>The session ends as soon as a total reaches {score}; the highest total wins.</source>
        <translation>Der Spielabend endet, sobald ein Gesamtstand {score} erreicht; der höchste Gesamtstand gewinnt.</translation>
    </message>
    <message>
        <source>No end is agreed: play as long as the table likes.</source>
        <translation>Kein Ende vereinbart: Gespielt wird, solange der Tisch möchte.</translation>
    </message>
    <message>
        <source>simple game</source>
        <translation>einfaches Spiel</translation>
    </message>
    <message>
        <source>ace call</source>
        <translation>Rufspiel</translation>
    </message>
    <message>
        <source>heart solo</source>
        <translation>Herz-Solo</translation>
    </message>
    <message>
        <source>solo du</source>
        <translation>Solo du</translation>
    </message>
    <message>
        <source>heart solo du</source>
        <translation>Herz-Solo du</translation>
    </message>
    <message>
        <source>32 French-suited cards: A, K, Q, J, 10, 9, 8 and 7 of ♣ ♠ ♥ ♦.</source>
        <translation>32 Karten mit französischem Bild: A, K, D, B, 10, 9, 8 und 7 in ♣ ♠ ♥ ♦.</translation>
    </message>
    <message>
        <source>All cards together are worth 120 card points.</source>
        <translation>Alle Karten zusammen zählen 120 Augen.</translation>
    </message>
    <message>
        <source>The queens and the jacks are always trumps, whatever suit they show.</source>
        <translation>Damen und Buben sind immer Trumpf, gleich welche Farbe sie zeigen.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Das Geben</translation>
    </message>
    <message>
        <source>Three at the table: 3 cards each, then 2 face down as the Skat, then 4 each, then 3 each — 10 cards each, 10 tricks.</source>
        <translation>Zu dritt am Tisch: je 3 Karten, dann 2 verdeckt als Skat, dann je 4, dann je 3 – 10 Karten pro Spieler, 10 Stiche.</translation>
    </message>
    <message>
        <source>Four at the table (Asserufen): 4 cards each, twice — 8 cards each, 8 tricks, no Skat.</source>
        <translation>Zu viert am Tisch (Asserufen): zweimal je 4 Karten – 8 Karten pro Spieler, 8 Stiche, kein Skat.</translation>
    </message>
    <message>
        <source>Card order, {suit} trump</source>
        <translation>Kartenfolge, {suit} Trumpf</translation>
    </message>
    <message>
        <source>Played in: {contracts}.</source>
        <translation>Gilt für: {contracts}.</translation>
    </message>
    <message>
        <source>14 trumps: four queens, four jacks and six of the trump suit.</source>
        <translation>14 Trümpfe: vier Damen, vier Buben und sechs Karten der Trumpffarbe.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>Three players (Schafkopf), weakest first</source>
        <translation>Drei Spieler (Schafkopf), schwächstes zuerst</translation>
    </message>
    <message>
        <source>the soloist takes the Skat, lays two cards away (they count for the soloist) and then names the trump suit</source>
        <translation>der Solist nimmt den Skat auf, drückt zwei Karten (sie zählen für ihn) und nennt dann die Trumpffarbe</translation>
    </message>
    <message>
        <source>the soloist plays the dealt hand; the Skat counts for the soloist at the end</source>
        <translation>der Solist spielt mit dem ausgeteilten Blatt; der Skat zählt am Ende für ihn</translation>
    </message>
    <message>
        <source>a solo with ♥ trump</source>
        <translation>ein Solo mit ♥ als Trumpf</translation>
    </message>
    <message>
        <source>a solo in which the soloist must take all 10 tricks; the first trick lost ends the play and the game is lost</source>
        <translation>ein Solo, in dem der Solist alle 10 Stiche machen muss; der erste verlorene Stich beendet das Spiel, und es ist verloren</translation>
    </message>
    <message>
        <source>a solo du with ♥ trump</source>
        <translation>ein Solo du mit ♥ als Trumpf</translation>
    </message>
    <message>
        <source>Four players (Asserufen), weakest first</source>
        <translation>Vier Spieler (Asserufen), schwächstes zuerst</translation>
    </message>
    <message>
        <source>hearts are trump; the soloist calls an ace, and its holder is the secret partner: two against two</source>
        <translation>Herz ist Trumpf; der Solist ruft ein Ass, und dessen Besitzer ist der heimliche Partner: zwei gegen zwei</translation>
    </message>
    <message>
        <source>the soloist alone against three</source>
        <translation>der Solist allein gegen drei</translation>
    </message>
    <message>
        <source>a solo in which the soloist must take all 8 tricks</source>
        <translation>ein Solo, in dem der Solist alle 8 Stiche machen muss</translation>
    </message>
    <message>
        <source>Calling an ace</source>
        <translation>Das Ass rufen</translation>
    </message>
    <message>
        <source>The called ace must be one of ♣ ♠ ♦ that the soloist does not hold, in a suit of which the soloist holds at least one card.</source>
        <translation>Gerufen wird ein Ass in ♣, ♠ oder ♦, das der Solist nicht hat, in einer Farbe, von der er mindestens eine Karte hält.</translation>
    </message>
    <message>
        <source>A soloist holding all three of those aces calls a 10 instead, under the same conditions.</source>
        <translation>Hat der Solist alle drei dieser Asse, ruft er stattdessen eine 10, unter denselben Bedingungen.</translation>
    </message>
    <message>
        <source>The holder of the called ace keeps it hidden until the card is played, or until saying Rekontra reveals the partner.</source>
        <translation>Wer das gerufene Ass hält, verbirgt es, bis die Karte gespielt wird oder bis ein Rekontra den Partner verrät.</translation>
    </message>
    <message>
        <source>The soloist&apos;s side needs 61 card points; see “How a game is won”.</source>
        <translation>Die Seite des Solisten braucht 61 Augen; siehe „Wie ein Spiel gewonnen wird“.</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Spielarten</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Drei Spieler</translation>
    </message>
    <message>
        <source>One round from the dealer&apos;s left, for a solo or more. The first player to bid says “solo”, even when planning more; each later bid must name a stronger contract.</source>
        <translation>Eine Runde, beginnend links vom Geber, um ein Solo oder mehr. Wer zuerst bietet, sagt „Solo“, auch wenn er mehr vorhat; jedes spätere Gebot muss ein stärkeres Spiel nennen.</translation>
    </message>
    <message>
        <source>Whoever wins with “solo” may still raise it to a stronger contract.</source>
        <translation>Wer mit „Solo“ das Bieten gewinnt, darf noch auf ein stärkeres Spiel erhöhen.</translation>
    </message>
    <message>
        <source>If nobody bid, a second round for the simple game only: the first player to take it plays it.</source>
        <translation>Hat niemand geboten, folgt eine zweite Runde nur um das einfache Spiel: Wer es zuerst nimmt, spielt es.</translation>
    </message>
    <message>
        <source>If nobody takes it either, nothing is played and the next dealer deals (enter a redeal).</source>
        <translation>Nimmt es auch niemand, wird nicht gespielt, und der nächste Geber gibt (als Neugeben eintragen).</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Vier Spieler</translation>
    </message>
    <message>
        <source>One round from the dealer&apos;s left; each player may name any contract stronger than the bids before, or pass.</source>
        <translation>Eine Runde, beginnend links vom Geber; jeder darf ein beliebiges Spiel nennen, das stärker ist als die vorherigen Gebote, oder passen.</translation>
    </message>
    <message>
        <source>If an ace call was bid and nothing above it, a later player may say “darf man?” and take it over with an ace call of their own — only one player, and only with a hand that can call an ace.</source>
        <translation>Wurde ein Rufspiel geboten und nichts Höheres, darf ein späterer Spieler „darf man?“ sagen und es mit einem eigenen Rufspiel übernehmen – nur ein Spieler, und nur mit einem Blatt, mit dem er ein Ass rufen kann.</translation>
    </message>
    <message>
        <source>If everybody passes, nothing is played and the next dealer deals (enter a redeal).</source>
        <translation>Passen alle, wird nicht gespielt, und der nächste Geber gibt (als Neugeben eintragen).</translation>
    </message>
    <message>
        <source>The player to the dealer&apos;s left leads the first trick.</source>
        <translation>Der Spieler links vom Geber spielt zum ersten Stich aus.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>The soloist&apos;s side wins with 61 card points or more.</source>
        <translation>Die Seite des Solisten gewinnt mit 61 Augen oder mehr.</translation>
    </message>
    <message>
        <source>With three players the Skat counts for the soloist: in a simple game the two cards laid away, in a solo the two Skat cards.</source>
        <translation>Zu dritt zählt der Skat für den Solisten: im einfachen Spiel die beiden gedrückten Karten, im Solo die beiden Skatkarten.</translation>
    </message>
    <message>
        <source>In an ace call the soloist and the partner add up their card points.</source>
        <translation>Im Rufspiel zählen Solist und Partner ihre Augen zusammen.</translation>
    </message>
    <message>
        <source>Schneider: a side that ends with {limit} card points or fewer is Schneider, and the other side has {high} or more. It is worth a game point.</source>
        <translation>Schneider: Eine Seite, die am Ende {limit} Augen oder weniger hat, ist Schneider, und die andere Seite hat {high} oder mehr. Das bringt einen Spielpunkt.</translation>
    </message>
    <message>
        <source>Schwarz: one side took every trick; another game point.</source>
        <translation>Schwarz: Eine Seite hat alle Stiche gemacht; ein weiterer Spielpunkt.</translation>
    </message>
    <message>
        <source>A solo du that loses a trick ends there: it is lost, without Schneider or Schwarz.</source>
        <translation>Ein Solo du, das einen Stich abgibt, endet sofort: Es ist verloren, ohne Schneider oder Schwarz.</translation>
    </message>
    <message>
        <source>Under these rules exactly 30 card points is already Schneider (the Bavarian “31 to escape”).</source>
        <translation>Nach diesen Regeln sind genau 30 Augen schon Schneider (bayerisch: „31 ist schneiderfrei“).</translation>
    </message>
    <message>
        <source>Exactly 30 card points is not Schneider.</source>
        <translation>Genau 30 Augen sind nicht Schneider.</translation>
    </message>
    <message>
        <source>How a game is won</source>
        <translation>Wie ein Spiel gewonnen wird</translation>
    </message>
    <message>
        <source>doubles the sum so far</source>
        <translation>verdoppelt die bisherige Summe</translation>
    </message>
    <message>
        <source>game (won or lost)</source>
        <translation>Spiel (gewonnen oder verloren)</translation>
    </message>
    <message>
        <source>hearts are trump</source>
        <translation>Herz ist Trumpf</translation>
    </message>
    <message>
        <source>Schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <source>Schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>tops (a run of 3 or more)</source>
        <translation>Laufende (ab 3 in Folge)</translation>
    </message>
    <message>
        <source>1 each</source>
        <translation>je 1</translation>
    </message>
    <message>
        <source>any solo (solo, heart solo, solo du, heart solo du)</source>
        <translation>jedes Solo (Solo, Herz-Solo, Solo du, Herz-Solo du)</translation>
    </message>
    <message>
        <source>solo du or heart solo du</source>
        <translation>Solo du oder Herz-Solo du</translation>
    </message>
    <message>
        <source>each Kontra, Rekontra, …</source>
        <translation>jedes Kontra, Rekontra, …</translation>
    </message>
    <message>
        <source>The game points (G) are added up in the order of the table; the doublings come last.</source>
        <translation>Die Spielpunkte (G) werden in der Reihenfolge der Tabelle addiert; die Verdopplungen kommen zuletzt.</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Spielpunkte</translation>
    </message>
    <message>
        <source>An ace call scores the game point and the hearts point (plus Schneider, Schwarz, tops and doublings).</source>
        <translation>Ein Rufspiel bringt den Spielpunkt und den Herzpunkt (dazu Schneider, Schwarz, Laufende und Verdopplungen).</translation>
    </message>
    <message>
        <source>Under these rules an ace call gets no point for hearts being trump.</source>
        <translation>Nach diesen Regeln bekommt ein Rufspiel keinen Punkt dafür, dass Herz Trumpf ist.</translation>
    </message>
    <message>
        <source>{contract} in ♣, 70 card points</source>
        <translation>{contract} in ♣, 70 Augen</translation>
    </message>
    <message>
        <source>{contract} in ♥, 95 card points, with 3</source>
        <translation>{contract} in ♥, 95 Augen, mit 3</translation>
    </message>
    <message>
        <source>{contract} in ♠, lost with 58, one Kontra</source>
        <translation>{contract} in ♠, verloren mit 58, ein Kontra</translation>
    </message>
    <message>
        <source>{contract}, every trick, with 4, Kontra and Rekontra</source>
        <translation>{contract}, alle Stiche, mit 4, Kontra und Rekontra</translation>
    </message>
    <message>
        <source>The tops (Laufende) are the unbroken run of the highest trumps from the ♣Q down. If the soloist holds the ♣Q the run is counted in the soloist&apos;s hand (“with”), otherwise in the defenders&apos; hands together (“without”).</source>
        <translation>Die Laufenden sind die lückenlose Folge der höchsten Trümpfe ab der ♣D abwärts. Hat der Solist die ♣D, wird die Folge in seinem Blatt gezählt („mit“), sonst in den Blättern der Gegenspieler zusammen („ohne“).</translation>
    </message>
    <message>
        <source>A run of 3 or more is worth one game point per card; a run of 1 or 2 counts nothing. Schreiber asks only for the length.</source>
        <translation>Ab 3 Laufenden gibt es pro Karte einen Spielpunkt; 1 oder 2 Laufende zählen nichts. Schreiber fragt nur nach der Anzahl.</translation>
    </message>
    <message>
        <source>with 4</source>
        <translation>mit 4</translation>
    </message>
    <message>
        <source>without 3</source>
        <translation>ohne 3</translation>
    </message>
    <message>
        <source>With 4: the soloist holds all four queens but not the ♣J. Without 3: the soloist holds none of ♣Q ♠Q ♥Q, but the ♦Q.</source>
        <translation>Mit 4: Der Solist hat alle vier Damen, aber nicht den ♣B. Ohne 3: Der Solist hat keine von ♣D ♠D ♥D, aber die ♦D.</translation>
    </message>
    <message>
        <source>Under these rules the Skat belongs to the soloist&apos;s hand for the tops.</source>
        <translation>Nach diesen Regeln gehört der Skat bei den Laufenden zum Blatt des Solisten.</translation>
    </message>
    <message>
        <source>Under these rules the tops are counted without the Skat.</source>
        <translation>Nach diesen Regeln werden die Laufenden ohne Skat gezählt.</translation>
    </message>
    <message>
        <source>In an ace call the tops are counted for the soloist&apos;s party.</source>
        <translation>Im Rufspiel werden die Laufenden für die Partei des Solisten gezählt.</translation>
    </message>
    <message>
        <source>Tops (Laufende)</source>
        <translation>Laufende</translation>
    </message>
    <message>
        <source>Kontra and Rekontra</source>
        <translation>Kontra und Rekontra</translation>
    </message>
    <message>
        <source>Before the first card is played any defender may say Kontra: the game points are doubled. The soloist may answer Rekontra: doubled again.</source>
        <translation>Bevor die erste Karte gespielt ist, darf jeder Gegenspieler Kontra sagen: Die Spielpunkte werden verdoppelt. Der Solist darf mit Rekontra antworten: nochmals verdoppelt.</translation>
    </message>
    <message>
        <source>It may go on in turn, and any defender may say the next one. Each word doubles once more: ×2, ×4, ×8 …</source>
        <translation>Das kann abwechselnd weitergehen, und jeder Gegenspieler darf die nächste Stufe sagen. Jedes Wort verdoppelt noch einmal: ×2, ×4, ×8 …</translation>
    </message>
    <message>
        <source>Before play the defenders may give up. If the soloist accepts, nothing is played and the game counts as won, without Schneider or Schwarz points.</source>
        <translation>Vor dem Spiel dürfen die Gegenspieler aufgeben. Nimmt der Solist an, wird nicht gespielt, und das Spiel gilt als gewonnen, ohne Punkte für Schneider oder Schwarz.</translation>
    </message>
    <message>
        <source>If the soloist refuses and plays, the soloist wins only with Schneider: {high} card points or more.</source>
        <translation>Lehnt der Solist ab und spielt, gewinnt er nur mit Schneider: {high} Augen oder mehr.</translation>
    </message>
    <message>
        <source>In an ace call the partner is secret, so there is no surrender.</source>
        <translation>Im Rufspiel ist der Partner geheim, daher gibt es kein Aufgeben.</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>Soloist</source>
        <translation>Solist</translation>
    </message>
    <message>
        <source>Each other player</source>
        <translation>Jeder andere Spieler</translation>
    </message>
    <message>
        <source>three players, any contract</source>
        <translation>drei Spieler, jedes Spiel</translation>
    </message>
    <message>
        <source>four players, {contract}</source>
        <translation>vier Spieler, {contract}</translation>
    </message>
    <message>
        <source>four players, any solo</source>
        <translation>vier Spieler, jedes Solo</translation>
    </message>
    <message>
        <source>partner +G, the two others −G</source>
        <translation>Partner +G, die beiden anderen −G</translation>
    </message>
    <message>
        <source>partner −G, the two others +G</source>
        <translation>Partner −G, die beiden anderen +G</translation>
    </message>
    <message>
        <source>On the score sheet</source>
        <translation>Auf der Liste</translation>
    </message>
    <message>
        <source>G is the game points of the deal.</source>
        <translation>G steht für die Spielpunkte des Spiels.</translation>
    </message>
    <message>
        <source>Players sitting out write 0. Every deal adds up to zero.</source>
        <translation>Wer aussetzt, schreibt 0. Jedes Spiel ergibt in der Summe null.</translation>
    </message>
    <message>
        <source>Under these rules three play each deal (Schafkopf with the Skat).</source>
        <translation>Nach diesen Regeln spielen bei jedem Spiel drei (Schafkopf mit Skat).</translation>
    </message>
    <message>
        <source>Under these rules four play each deal (Asserufen).</source>
        <translation>Nach diesen Regeln spielen bei jedem Spiel vier (Asserufen).</translation>
    </message>
    <message>
        <source>With three players all three play Schafkopf with the Skat; with four or more, four play Asserufen.</source>
        <translation>Bei drei Spielern spielen alle drei Schafkopf mit Skat; ab vier Spielern spielen vier Asserufen.</translation>
    </message>
    <message>
        <source>The deal passes clockwise. With more players than seats, the players after the dealer play and the others, the dealer first, sit out and write 0.</source>
        <translation>Der Geber wechselt im Uhrzeigersinn. Gibt es mehr Spieler als Plätze, spielen die Spieler nach dem Geber; die übrigen, zuerst der Geber, setzen aus und schreiben 0.</translation>
    </message>
</context>
<context>
    <name>ReferenceBrowser</name>
    <message>
        <source>Rules reference — {game}</source>
        <translation>Regelübersicht — {game}</translation>
    </message>
    <message>
        <source>Search the rules (Enter, F3: next hit)</source>
        <translation>Regeln durchsuchen (Enter, F3: nächster Treffer)</translation>
    </message>
    <message>
        <source>Esc closes the reference and clears the search.</source>
        <translation>Esc schließt die Regelübersicht und leert die Suche.</translation>
    </message>
    <message>
        <source>Nothing found</source>
        <translation>Nichts gefunden</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) match</source>
        <translation>
            <numerusform>%n Seite passt</numerusform>
            <numerusform>%n Seiten passen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Rights</name>
    <message>
        <source>Only the club&apos;s organiser can do this: this laptop logs in to the club&apos;s database as a table, which enters deals and marks tables finished. Ask the organiser.</source>
        <translation>Das kann nur der Organisator des Vereins: Dieser Laptop meldet sich an der Datenbank des Vereins als Tisch an, der Spiele einträgt und Tische als beendet markiert. Bitte den Organisator fragen.</translation>
    </message>
</context>
<context>
    <name>RosterCompleter</name>
    <message>
        <source>{name} ({full_name})</source>
        <translation>{name} ({full_name})</translation>
    </message>
</context>
<context>
    <name>RosterDialog</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Full name</source>
        <translation>Vollständiger Name</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Abende</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>What the score sheets show</source>
        <translation>Wie ihn die Spiellisten zeigen</translation>
    </message>
    <message>
        <source>Tells two players of the same name apart</source>
        <translation>Unterscheidet zwei Spieler gleichen Namens</translation>
    </message>
    <message>
        <source>The sessions they sat in</source>
        <translation>Die Sitzungen, in denen er mitgespielt hat</translation>
    </message>
    <message>
        <source>The date of the latest of them</source>
        <translation>Das Datum der letzten davon</translation>
    </message>
    <message>
        <source>{name} is archived: not offered when a session starts</source>
        <translation>{name} ist archiviert: wird beim Beginn einer Sitzung nicht angeboten</translation>
    </message>
    <message>
        <source>The club&apos;s players</source>
        <translation>Spielerliste des Vereins</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>Type part of a name or full name</source>
        <translation>Teil eines Namens oder vollständigen Namens tippen</translation>
    </message>
    <message>
        <source>&amp;Show archived players</source>
        <translation>A&amp;rchivierte Spieler zeigen</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Change the selected player&apos;s name (everywhere) or full name (F2)</source>
        <translation>Namen (überall) oder vollständigen Namen des gewählten Spielers ändern (F2)</translation>
    </message>
    <message>
        <source>Ne&amp;w player</source>
        <translation>N&amp;euer Spieler</translation>
    </message>
    <message>
        <source>Empty the form to add a player</source>
        <translation>Das Formular leeren, um einen Spieler hinzuzufügen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>As the score sheet shows it, e.g. Anna K.</source>
        <translation>Wie ihn die Spielliste zeigt, z. B. Anna K.</translation>
    </message>
    <message>
        <source>F&amp;ull name:</source>
        <translation>&amp;Vollständiger Name:</translation>
    </message>
    <message>
        <source>Optional: tells two players of the same name apart, e.g. Anna Kowalski</source>
        <translation>Freiwillig: unterscheidet zwei Spieler gleichen Namens, z. B. Anna Kowalski</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Type to find a player · Down: into the list · F2: rename the selected player · Enter: add or save · Esc: leave a change unsaved</source>
        <translation>Tippen, um einen Spieler zu finden · Pfeil runter: in die Liste · F2: gewählten Spieler umbenennen · Enter: hinzufügen oder speichern · Esc: Änderung verwerfen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Unarc&amp;hive</source>
        <translation>Zurück&amp;holen</translation>
    </message>
    <message>
        <source>Arc&amp;hive</source>
        <translation>&amp;Archivieren</translation>
    </message>
    <message>
        <source>Offer them again when a session starts</source>
        <translation>Beim Beginn einer Sitzung wieder anbieten</translation>
    </message>
    <message>
        <source>Leave them out of this list and of the names offered when a session starts; their sessions keep them</source>
        <translation>Aus dieser Liste und aus den beim Beginn einer Sitzung angebotenen Namen nehmen; ihre Sitzungen behalten sie</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>Hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Change “{name}”</source>
        <translation>„{name}“ ändern</translation>
    </message>
    <message>
        <source>Sa&amp;ve</source>
        <translation>Spei&amp;chern</translation>
    </message>
    <message>
        <source>Name: a player needs a name. Type one, e.g. Anna K.</source>
        <translation>Name: Ein Spieler braucht einen Namen. Bitte einen eingeben, z. B. Anna K.</translation>
    </message>
    <message>
        <source>Name: at most {limit} characters, this one has {count}. Shorten it and put the whole name under Full name.</source>
        <translation>Name: höchstens {limit} Zeichen, dieser hat {count}. Bitte kürzen und den ganzen Namen unter „Vollständiger Name“ eintragen.</translation>
    </message>
    <message>
        <source>Full name: at most {limit} characters, this one has {count}.</source>
        <translation>Vollständiger Name: höchstens {limit} Zeichen, dieser hat {count}.</translation>
    </message>
    <message>
        <source>Name: “{name}” is an archived player&apos;s. Tick Show archived players and unarchive them, or tell the two apart with an initial, e.g. “{name} K.”</source>
        <translation>Name: „{name}“ gehört einem archivierten Spieler. „Archivierte Spieler zeigen“ ankreuzen und ihn zurückholen, oder die beiden mit einem Anfangsbuchstaben unterscheiden, z. B. „{name} K.“</translation>
    </message>
    <message>
        <source>Name: “{name}” is already {full}&apos;s. Tell the two apart with an initial, e.g. “{name} K.”, and the full name.</source>
        <translation>Name: „{name}“ gehört schon {full}. Die beiden mit einem Anfangsbuchstaben unterscheiden, z. B. „{name} K.“, und mit dem vollständigen Namen.</translation>
    </message>
    <message>
        <source>Name: “{name}” is already on the list. Tell the two apart with an initial, e.g. “{name} K.”, and give both their full names.</source>
        <translation>Name: „{name}“ steht schon auf der Liste. Die beiden mit einem Anfangsbuchstaben unterscheiden, z. B. „{name} K.“, und beiden ihren vollständigen Namen geben.</translation>
    </message>
    <message>
        <source>“{name}” is on the list now.</source>
        <translation>„{name}“ steht jetzt auf der Liste.</translation>
    </message>
    <message>
        <source>The full name of “{name}” is saved.</source>
        <translation>Der vollständige Name von „{name}“ ist gespeichert.</translation>
    </message>
    <message>
        <source>Rename everywhere</source>
        <translation>Überall umbenennen</translation>
    </message>
    <message numerus="yes">
        <source>“{old}” is renamed “{new}” in %n session(s): on every score sheet, in every deal and in the league table.</source>
        <translation>
            <numerusform>„{old}“ wird in %n Sitzung in „{new}“ umbenannt: auf jeder Spielliste, in jedem Spiel und in der Tabelle.</numerusform>
            <numerusform>„{old}“ wird in %n Sitzungen in „{new}“ umbenannt: auf jeder Spielliste, in jedem Spiel und in der Tabelle.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message numerus="yes">
        <source>“{old}” is “{new}” now, in %n session(s).</source>
        <translation>
            <numerusform>„{old}“ heißt jetzt „{new}“, in %n Sitzung.</numerusform>
            <numerusform>„{old}“ heißt jetzt „{new}“, in %n Sitzungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>“{name}” is offered again.</source>
        <translation>„{name}“ wird wieder angeboten.</translation>
    </message>
    <message>
        <source>“{name}” is archived; their sessions keep them.</source>
        <translation>„{name}“ ist archiviert; die Sitzungen behalten den Namen.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of this session</source>
        <translation>Regeln dieses Spielabends</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>Choosing a preset sets every option below to the preset&apos;s value.</source>
        <translation>Die Wahl einer Vorlage setzt alle Optionen unten auf deren Werte.</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Vorlage:</translation>
    </message>
    <message>
        <source>R&amp;eset to preset</source>
        <translation>Auf Vorlage zu&amp;rücksetzen</translation>
    </message>
    <message>
        <source>More house rules</source>
        <translation>Weitere Hausregeln</translation>
    </message>
    <message>
        <source>Also against a soloist</source>
        <translation>Auch gegen einen Solisten</translation>
    </message>
    <message>
        <source>A draw scores</source>
        <translation>Unentschieden zählt</translation>
    </message>
    <message>
        <source>Points for Re or Kontra</source>
        <translation>Punkte für Re oder Kontra</translation>
    </message>
    <message>
        <source>Feigheit</source>
        <translation>Feigheit</translation>
    </message>
    <message>
        <source>♦ card on top</source>
        <translation>Karo-Karte ganz oben</translation>
    </message>
    <message>
        <source>♦ pair game</source>
        <translation>Karo-Paar-Spiel</translation>
    </message>
    <message>
        <source>Schweinchen said</source>
        <translation>Schweinchen ansagen</translation>
    </message>
    <message>
        <source>Merge (overlapping rounds join)</source>
        <translation>Verschmelzen (überlappende Runden vereinen sich)</translation>
    </message>
    <message>
        <source>Cap (levels above the highest are lost)</source>
        <translation>Deckeln (Stufen über der höchsten verfallen)</translation>
    </message>
    <message>
        <source>“We reached …” points and bonuses</source>
        <translation>Punkte „… erreicht“ und Sonderpunkte</translation>
    </message>
    <message>
        <source>Bonuses only</source>
        <translation>Nur Sonderpunkte</translation>
    </message>
    <message>
        <source>the holder chooses per deal</source>
        <translation>der Hochzeiter wählt in jedem Spiel</translation>
    </message>
    <message>
        <source>when the first ♦A is played</source>
        <translation>beim Ausspielen des ersten ♦A</translation>
    </message>
    <message>
        <source>before the first trick</source>
        <translation>vor dem ersten Stich</translation>
    </message>
    <message>
        <source>Standard (house rules of the rules page)</source>
        <translation>Standard (Hausregeln der Regelübersicht)</translation>
    </message>
    <message>
        <source>DDV tournament</source>
        <translation>DDV-Turnier</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Üblich</translation>
    </message>
    <message>
        <source>Cards &amp;&amp; game types</source>
        <translation>Karten &amp;&amp; Spielarten</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Sonderpunkte</translation>
    </message>
    <message>
        <source>Points table</source>
        <translation>Punktetabelle</translation>
    </message>
    <message>
        <source>Recording &amp;&amp; value</source>
        <translation>Anschreiben &amp;&amp; Wert</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <source>A player with a qualifying hand may call a redeal (Schmeißen).</source>
        <translation>Wer ein entsprechendes Blatt hat, darf es zeigen und neu geben lassen (Schmeißen).</translation>
    </message>
    <message>
        <source>A lost solo gives the defenders the elders point too (1 becomes 2).</source>
        <translation>Ein verlorenes Solo gibt den Gegenspielern auch den Punkt gegen die Alten (aus 1 wird 2).</translation>
    </message>
    <message>
        <source>What counts in a draw, when both parties&apos; refusals fail.</source>
        <translation>Was bei Unentschieden zählt, wenn die Absagen beider Parteien scheitern.</translation>
    </message>
    <message>
        <source>What Re or Kontra adds to the value: 2, or 1 (not with doubling).</source>
        <translation>Was Re oder Kontra zum Spielwert addiert: 2 oder 1 (nicht mit Verdoppeln).</translation>
    </message>
    <message>
        <source>A party winning by more than two steps (90, 60, 30, schwarz) beyond what it announced loses the deal instead.</source>
        <translation>Eine Partei, die um mehr als zwei Stufen (90, 60, 30, schwarz) über ihre Ansage hinaus gewinnt, verliert stattdessen das Spiel.</translation>
    </message>
    <message>
        <source>Stack: levels beyond the cap move on to later deals; cap: they are lost.</source>
        <translation>Stapeln: Stufen über der Höchststufe gehen an spätere Spiele; Deckeln: sie verfallen.</translation>
    </message>
    <message>
        <source>Both copies of a ♦ card are the highest trumps and the ♥10 is an ordinary heart; scoring is unchanged.</source>
        <translation>Beide Exemplare einer Karo-Karte sind die höchsten Trümpfe, die ♥10 ist eine gewöhnliche Herzkarte; die Wertung bleibt gleich.</translation>
    </message>
    <message>
        <source>An extra game: the two holders of a ♦ card play Re, scored like a normal game (one holder of both plays alone).</source>
        <translation>Ein zusätzliches Spiel: die beiden Halter einer Karo-Karte spielen Re, gewertet wie ein Normalspiel (wer beide hält, spielt allein).</translation>
    </message>
    <message>
        <source>When Schweinchen must be said (reference and deadlines only).</source>
        <translation>Wann Schweinchen angesagt werden muss (nur Regelübersicht und Ansagefristen).</translation>
    </message>
    <message>
        <source>Each trigger makes the next round Bock; where rounds overlap they join, never above one level.</source>
        <translation>Jeder Auslöser macht die nächste Runde zu Bock; überlappende Runden vereinen sich, nie über eine Stufe.</translation>
    </message>
    <message>
        <source>As stack, but a level above the highest level is dropped.</source>
        <translation>Wie Stapeln, aber eine Stufe über der Höchststufe verfällt.</translation>
    </message>
    <message>
        <source>The “we reached …” rows of the points table and the bonuses.</source>
        <translation>Die Zeilen „… erreicht“ der Punktetabelle und die Sonderpunkte.</translation>
    </message>
    <message>
        <source>Only the bonuses (fox, Charlie, doppelkopf …) count.</source>
        <translation>Nur die Sonderpunkte (Fuchs, Karlchen, Doppelkopf …) zählen.</translation>
    </message>
    <message>
        <source>The holder picks one of the three; each marriage deal records it.</source>
        <translation>Der Hochzeiter wählt eine der drei Arten; jede Hochzeit hält sie fest.</translation>
    </message>
    <message>
        <source>The ♥10 stays on top as usual.</source>
        <translation>Die ♥10 bleibt wie üblich ganz oben.</translation>
    </message>
    <message>
        <source>Both copies are the highest trumps, above the ♣Q.</source>
        <translation>Beide Exemplare sind die höchsten Trümpfe, über der ♣D.</translation>
    </message>
    <message>
        <source>No such game.</source>
        <translation>Kein solches Spiel.</translation>
    </message>
    <message>
        <source>The two holders of this card may play Re.</source>
        <translation>Die beiden Halter dieser Karte dürfen Re spielen.</translation>
    </message>
    <message>
        <source>Said while playing the first ♦A.</source>
        <translation>Angesagt beim Ausspielen des ersten ♦A.</translation>
    </message>
    <message>
        <source>Said before the first trick.</source>
        <translation>Angesagt vor dem ersten Stich.</translation>
    </message>
    <message>
        <source>Compulsory solo</source>
        <translation>Pflichtsolo</translation>
    </message>
    <message>
        <source>Poverty &amp;&amp; marriage</source>
        <translation>Armut &amp;&amp; Hochzeit</translation>
    </message>
    <message>
        <source>Deadlines</source>
        <translation>Fristen</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Game types</source>
        <translation>Spielarten</translation>
    </message>
    <message>
        <source>Poverty (Armut)</source>
        <translation>Armut</translation>
    </message>
    <message>
        <source>Marriage and reservations</source>
        <translation>Hochzeit und Vorbehalte</translation>
    </message>
    <message>
        <source>What starts a Bock round</source>
        <translation>Was eine Bockrunde auslöst</translation>
    </message>
    <message>
        <source>Announcement deadlines</source>
        <translation>Ansagefristen</translation>
    </message>
    <message>
        <source>End of the session</source>
        <translation>Ende des Spielabends</translation>
    </message>
    <message>
        <source>Without nines</source>
        <translation>Ohne Neunen</translation>
    </message>
    <message>
        <source>Play with 40 cards, no nines: 10 tricks per deal instead of 12.</source>
        <translation>Mit 40 Karten ohne Neunen spielen: 10 Stiche pro Spiel statt 12.</translation>
    </message>
    <message>
        <source>Second ♥10 beats the first</source>
        <translation>Zweite ♥10 sticht die erste</translation>
    </message>
    <message>
        <source>Of two ♥10 in one trick the later one wins (rules reference only).</source>
        <translation>Von zwei ♥10 in einem Stich gewinnt die spätere (nur Regelübersicht).</translation>
    </message>
    <message>
        <source>King solo</source>
        <translation>Königssolo</translation>
    </message>
    <message>
        <source>Allow a solo in which only the eight kings are trumps.</source>
        <translation>Erlaubt ein Solo, in dem nur die acht Könige Trumpf sind.</translation>
    </message>
    <message>
        <source>Queen-jack solo</source>
        <translation>Damen-Buben-Solo</translation>
    </message>
    <message>
        <source>Allow a solo in which only the queens, then the jacks, are trumps.</source>
        <translation>Erlaubt ein Solo, in dem nur die Damen, dann die Buben Trumpf sind.</translation>
    </message>
    <message>
        <source>Schweinchen</source>
        <translation>Schweinchen</translation>
    </message>
    <message>
        <source>Whoever holds both ♦A may make them the top trumps; no fox points then.</source>
        <translation>Wer beide ♦A hat, darf sie zu höchsten Trümpfen machen; dann keine Fuchspunkte.</translation>
    </message>
    <message>
        <source>Hyperschweinchen</source>
        <translation>Hyperschweinchen</translation>
    </message>
    <message>
        <source>Poverty</source>
        <translation>Armut</translation>
    </message>
    <message>
        <source>A player with a poor hand may offer an exchange (Armut).</source>
        <translation>Wer ein trumpfarmes Blatt hat, darf einen Kartentausch anbieten (Armut).</translation>
    </message>
    <message>
        <source>Refused poverty passes the deal on</source>
        <translation>Abgelehnte Armut: Geber wechselt</translation>
    </message>
    <message>
        <source>If nobody takes a poverty, the next player deals, not the same dealer.</source>
        <translation>Nimmt niemand die Armut, gibt der nächste Spieler, nicht derselbe Geber.</translation>
    </message>
    <message>
        <source>Redeal hands</source>
        <translation>Schmeißen</translation>
    </message>
    <message>
        <source>Solo priority by kind</source>
        <translation>Solo-Vorrang nach Art</translation>
    </message>
    <message>
        <source>Among solo reservations the kind decides, not the seat (reference only).</source>
        <translation>Bei Solo-Vorbehalten entscheidet die Art, nicht der Platz (nur Regelübersicht).</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Adds misère and misère ouvert: a solo the soloist wins by taking no trick.</source>
        <translation>Mit Misère und Misère ouvert: ein Solo, das der Solist ohne einen einzigen Stich gewinnt.</translation>
    </message>
    <message>
        <source>Doppelkopf counts in a solo</source>
        <translation>Doppelkopf zählt im Solo</translation>
    </message>
    <message>
        <source>A trick of 40 or more scores its point in a solo too; no other bonus does.</source>
        <translation>Ein Stich mit 40 oder mehr Augen zählt auch im Solo; kein anderer Sonderpunkt.</translation>
    </message>
    <message>
        <source>Charlie caught</source>
        <translation>Karlchen gefangen</translation>
    </message>
    <message>
        <source>Capturing the opponents&apos; ♣J in the last trick scores 1 point.</source>
        <translation>Einen ♣B der Gegner im letzten Stich fangen bringt 1 Punkt.</translation>
    </message>
    <message>
        <source>Doppelkopf for</source>
        <translation>Doppelkopf für</translation>
    </message>
    <message>
        <source>Which trick scores the doppelkopf bonus (1 point).</source>
        <translation>Welcher Stich den Sonderpunkt Doppelkopf bringt (1 Punkt).</translation>
    </message>
    <message>
        <source>In any trick</source>
        <translation>In jedem Stich</translation>
    </message>
    <message>
        <source>A Charlie captured from the opponents in any trick counts, not only the last.</source>
        <translation>Ein Karlchen der Gegner zählt in jedem Stich gefangen, nicht nur im letzten.</translation>
    </message>
    <message>
        <source>Fox wins the last trick</source>
        <translation>Fuchs macht den letzten Stich</translation>
    </message>
    <message>
        <source>Winning the last trick with a fox scores 1 point.</source>
        <translation>Den letzten Stich mit einem Fuchs zu gewinnen bringt 1 Punkt.</translation>
    </message>
    <message>
        <source>♥10 caught</source>
        <translation>♥10 gefangen</translation>
    </message>
    <message>
        <source>Capturing a ♥10 played by the opponents scores 1 point.</source>
        <translation>Eine von den Gegnern gespielte ♥10 fangen bringt 1 Punkt.</translation>
    </message>
    <message>
        <source>Fox in the last trick</source>
        <translation>Fuchs im letzten Stich</translation>
    </message>
    <message>
        <source>A fox caught in, or winning, the last trick scores 2 instead of 1.</source>
        <translation>Ein Fuchs, der im letzten Stich gefangen wird oder ihn gewinnt, bringt 2 statt 1.</translation>
    </message>
    <message>
        <source>Fox in the first trick</source>
        <translation>Fuchs im ersten Stich</translation>
    </message>
    <message>
        <source>A fox caught in the first trick scores 2 instead of 1.</source>
        <translation>Ein im ersten Stich gefangener Fuchs bringt 2 statt 1.</translation>
    </message>
    <message>
        <source>Hearts trick</source>
        <translation>Herzstich</translation>
    </message>
    <message>
        <source>Without nines: a trick of only hearts scores 1 point.</source>
        <translation>Ohne Neunen: Ein Stich nur aus Herz bringt 1 Punkt.</translation>
    </message>
    <message>
        <source>Plus entries only</source>
        <translation>Nur Pluspunkte</translation>
    </message>
    <message>
        <source>Only the side with the positive value writes it; everyone else writes 0.</source>
        <translation>Nur die Seite mit positivem Wert schreibt ihn; alle anderen schreiben 0.</translation>
    </message>
    <message>
        <source>Solo doubles</source>
        <translation>Solo zählt doppelt</translation>
    </message>
    <message>
        <source>Every one-against-three deal is worth double, before the soloist&apos;s ×3.</source>
        <translation>Jedes Spiel eins gegen drei zählt doppelt, vor dem ×3 des Solisten.</translation>
    </message>
    <message>
        <source>Solo counts as Re announced</source>
        <translation>Solo gilt als Re angesagt</translation>
    </message>
    <message>
        <source>A declared solo counts as if Re had been said: value, threshold, Bock.</source>
        <translation>Ein angesagtes Solo gilt, als wäre Re gesagt: Wert, Gewinngrenze, Bock.</translation>
    </message>
    <message>
        <source>Re and Kontra double</source>
        <translation>Re und Kontra verdoppeln</translation>
    </message>
    <message>
        <source>Re or Kontra doubles the value (both: ×4) instead of adding 2 each.</source>
        <translation>Re oder Kontra verdoppelt den Wert (beide: ×4), statt je 2 zu addieren.</translation>
    </message>
    <message>
        <source>Bonuses doubled too</source>
        <translation>Sonderpunkte mitverdoppeln</translation>
    </message>
    <message>
        <source>On: bonuses double with the game points; off: they are added afterwards.</source>
        <translation>An: Sonderpunkte werden mitverdoppelt; aus: Sie kommen danach hinzu.</translation>
    </message>
    <message>
        <source>Refusals score</source>
        <translation>Absagen zählen</translation>
    </message>
    <message>
        <source>What a failed refusal (no 90 …) gives the winner.</source>
        <translation>Was eine gescheiterte Absage (keine 90 …) dem Sieger bringt.</translation>
    </message>
    <message>
        <source>Point against the elders</source>
        <translation>Punkt gegen die Alten</translation>
    </message>
    <message>
        <source>Kontra beating two Re players scores 1 more.</source>
        <translation>Gewinnt Kontra gegen zwei Re-Spieler, gibt es 1 Punkt mehr.</translation>
    </message>
    <message>
        <source>Also against a poverty pair</source>
        <translation>Auch gegen ein Armut-Paar</translation>
    </message>
    <message>
        <source>The elders point is scored when Re is a poverty pair too.</source>
        <translation>Der Punkt gegen die Alten zählt auch, wenn Re ein Armut-Paar ist.</translation>
    </message>
    <message>
        <source>Minus entries only</source>
        <translation>Nur Minuspunkte</translation>
    </message>
    <message>
        <source>Only the side with the negative value writes it; everyone else writes 0.</source>
        <translation>Nur die Seite mit negativem Wert schreibt ihn; alle anderen schreiben 0.</translation>
    </message>
    <message>
        <source>A draw scores the low points</source>
        <translation>Unentschieden zählt „unter …“</translation>
    </message>
    <message>
        <source>In a draw each party also scores “below 90/60/30” and schwarz for the opponents&apos; points (DDV).</source>
        <translation>Bei Unentschieden erhält jede Partei auch „unter 90/60/30“ und schwarz für die Augen der Gegner (DDV).</translation>
    </message>
    <message>
        <source>Bock rounds</source>
        <translation>Bockrunden</translation>
    </message>
    <message>
        <source>After a trigger, the next round (one deal per player) counts double.</source>
        <translation>Nach einem Auslöser zählt die nächste Runde (ein Spiel pro Spieler) doppelt.</translation>
    </message>
    <message>
        <source>Overlapping rounds</source>
        <translation>Überlappende Runden</translation>
    </message>
    <message>
        <source>Stack: a new round starts at once and overlaps multiply; queue: it waits.</source>
        <translation>Stapeln: Eine neue Runde beginnt sofort, Überlappungen multiplizieren sich; Warteschlange: Sie wartet.</translation>
    </message>
    <message>
        <source>Highest level</source>
        <translation>Höchststufe</translation>
    </message>
    <message>
        <source>Each level</source>
        <translation>Jede Stufe</translation>
    </message>
    <message>
        <source>Doubling includes the bonuses; adding raises the value by the points below.</source>
        <translation>Verdoppeln schließt die Sonderpunkte ein; Addieren erhöht den Wert um die Punkte unten.</translation>
    </message>
    <message>
        <source>Points per level</source>
        <translation>Punkte pro Stufe</translation>
    </message>
    <message>
        <source>With “add points”: what each level adds (a value of 0 stays 0).</source>
        <translation>Bei „addiert Punkte“: was jede Stufe hinzufügt (ein Wert von 0 bleibt 0).</translation>
    </message>
    <message>
        <source>Bock applies to</source>
        <translation>Bock gilt für</translation>
    </message>
    <message>
        <source>The whole value, or the game points only with the bonuses added after.</source>
        <translation>Den ganzen Wert, oder nur die Spielpunkte; die Sonderpunkte kommen danach hinzu.</translation>
    </message>
    <message>
        <source>Schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>A party took no trick.</source>
        <translation>Eine Partei hat keinen Stich gemacht.</translation>
    </message>
    <message>
        <source>120 : 120</source>
        <translation>120 : 120</translation>
    </message>
    <message>
        <source>The card points end 120 to 120.</source>
        <translation>Die Augen stehen am Ende 120 zu 120.</translation>
    </message>
    <message>
        <source>Value 0</source>
        <translation>Spielwert 0</translation>
    </message>
    <message>
        <source>A deal is worth 0, e.g. the loser&apos;s bonuses cancel the win.</source>
        <translation>Ein Spiel ist 0 wert, z. B. weil die Sonderpunkte des Verlierers den Gewinn aufheben.</translation>
    </message>
    <message>
        <source>Re announced and lost</source>
        <translation>Re angesagt und verloren</translation>
    </message>
    <message>
        <source>Re was announced and the Re party lost.</source>
        <translation>Re wurde angesagt, und die Re-Partei hat verloren.</translation>
    </message>
    <message>
        <source>Kontra announced and lost</source>
        <translation>Kontra angesagt und verloren</translation>
    </message>
    <message>
        <source>Kontra was announced and the Kontra party lost.</source>
        <translation>Kontra wurde angesagt, und die Kontra-Partei hat verloren.</translation>
    </message>
    <message>
        <source>Without nines: a trick of only hearts.</source>
        <translation>Ohne Neunen: ein Stich nur aus Herz.</translation>
    </message>
    <message>
        <source>Doppelkopf</source>
        <translation>Doppelkopf</translation>
    </message>
    <message>
        <source>A trick worth 40 or more.</source>
        <translation>Ein Stich mit 40 oder mehr Augen.</translation>
    </message>
    <message>
        <source>Agreed event</source>
        <translation>Vereinbartes Ereignis</translation>
    </message>
    <message>
        <source>Anything else the table agrees on, ticked by hand on the deal.</source>
        <translation>Alles andere, was der Tisch vereinbart; beim Spiel von Hand angekreuzt.</translation>
    </message>
    <message>
        <source>Lost solo</source>
        <translation>Verlorenes Solo</translation>
    </message>
    <message>
        <source>A soloist lost.</source>
        <translation>Ein Solist hat verloren.</translation>
    </message>
    <message>
        <source>Suit solos</source>
        <translation>Farbsoli</translation>
    </message>
    <message>
        <source>Which ♣, ♠, ♥ and ♦ solos are played; others are refused.</source>
        <translation>Welche ♣-, ♠-, ♥- und ♦-Soli gespielt werden; andere werden abgelehnt.</translation>
    </message>
    <message>
        <source>Fleshless solo</source>
        <translation>Fleischloser</translation>
    </message>
    <message>
        <source>The solo without trumps (Fleischloser) is played.</source>
        <translation>Das Solo ohne Trümpfe (Fleischloser) wird gespielt.</translation>
    </message>
    <message>
        <source>The ♥10</source>
        <translation>Die ♥10</translation>
    </message>
    <message>
        <source>The top trump, or an ordinary heart as in the original game.</source>
        <translation>Der höchste Trumpf, oder eine gewöhnliche Herzkarte wie im ursprünglichen Spiel.</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>A joker replaces one ♦9 (♦10 without nines) as the highest trump; in queen and jack solos it is that ♦ card.</source>
        <translation>Ein Joker ersetzt eine ♦9 (ohne Neunen ♦10) als höchster Trumpf; im Damen- und Bubensolo ist er diese ♦-Karte.</translation>
    </message>
    <message>
        <source>Genscher</source>
        <translation>Genscher</translation>
    </message>
    <message>
        <source>With Hyperschweinchen: both ♦K may be made the top trumps.</source>
        <translation>Mit Hyperschweinchen: beide ♦K dürfen zu den höchsten Trümpfen werden.</translation>
    </message>
    <message>
        <source>Fox not counted</source>
        <translation>Fuchs zählt nicht</translation>
    </message>
    <message>
        <source>A fox (♦A) does not count among the poor hand&apos;s at most three trumps.</source>
        <translation>Ein Fuchs (♦A) zählt nicht zu den höchstens drei Trümpfen der armen Hand.</translation>
    </message>
    <message>
        <source>Only trumps passed</source>
        <translation>Nur Trümpfe abgeben</translation>
    </message>
    <message>
        <source>The poor player passes only trumps, possibly fewer than three.</source>
        <translation>Der arme Spieler gibt nur Trümpfe ab, unter Umständen weniger als drei.</translation>
    </message>
    <message>
        <source>No trump back</source>
        <translation>Kein Trumpf zurück</translation>
    </message>
    <message>
        <source>The partner may give no trump back to the poor player.</source>
        <translation>Der Partner darf dem armen Spieler keinen Trumpf zurückgeben.</translation>
    </message>
    <message>
        <source>Wirth&apos;s rule</source>
        <translation>Wirths Regel</translation>
    </message>
    <message>
        <source>The poor player pairs by the ♣Q: Re with the other ♣Q, or Kontra with a player without one; the deal names both.</source>
        <translation>Der arme Spieler paart sich nach der ♣D: Re mit der anderen ♣D, oder Kontra mit einem Spieler ohne; das Spiel nennt beide.</translation>
    </message>
    <message>
        <source>Marriage beats poverty</source>
        <translation>Hochzeit vor Armut</translation>
    </message>
    <message>
        <source>Among reservations a marriage comes before a poverty.</source>
        <translation>Unter den Vorbehalten geht eine Hochzeit einer Armut vor.</translation>
    </message>
    <message>
        <source>Marriage partner</source>
        <translation>Hochzeitspartner</translation>
    </message>
    <message>
        <source>Which trick finds the partner of the holder of both ♣Q.</source>
        <translation>Welcher Stich den Partner des Halters beider ♣D findet.</translation>
    </message>
    <message>
        <source>Rival solos</source>
        <translation>Konkurrierende Soli</translation>
    </message>
    <message>
        <source>Who plays when several players want a solo (reference only).</source>
        <translation>Wer spielt, wenn mehrere ein Solo wollen (nur Regelübersicht).</translation>
    </message>
    <message>
        <source>Announce on your turn only</source>
        <translation>Nur am Zug ansagen</translation>
    </message>
    <message>
        <source>An announcement only when it is one&apos;s turn to play a card.</source>
        <translation>Eine Ansage nur, wenn man am Zug ist, eine Karte zu spielen.</translation>
    </message>
    <message>
        <source>Zwingen</source>
        <translation>Zwingen</translation>
    </message>
    <message>
        <source>Whoever wins a first trick worth 30 or more must announce Re/Kontra (or no 90 if that was said).</source>
        <translation>Wer einen ersten Stich mit 30 oder mehr Augen gewinnt, muss Re/Kontra ansagen (oder keine 90, wenn das gesagt ist).</translation>
    </message>
    <message>
        <source>Each player must play one solo per round; their first solo is it.</source>
        <translation>Jeder Spieler muss pro Runde ein Solo spielen; sein erstes Solo ist das Pflichtsolo.</translation>
    </message>
    <message>
        <source>Deals per round</source>
        <translation>Spiele pro Runde</translation>
    </message>
    <message>
        <source>How long a compulsory-solo round lasts (24 at a tournament).</source>
        <translation>Wie lange eine Pflichtsolo-Runde dauert (im Turnier 24).</translation>
    </message>
    <message>
        <source>No Bock in a compulsory solo</source>
        <translation>Kein Bock im Pflichtsolo</translation>
    </message>
    <message>
        <source>Pending Bock deals wait until after the compulsory solo.</source>
        <translation>Anstehende Bockspiele warten bis nach dem Pflichtsolo.</translation>
    </message>
    <message>
        <source>Same dealer after every solo</source>
        <translation>Nach jedem Solo derselbe Geber</translation>
    </message>
    <message>
        <source>Every solo keeps the dealer, as a compulsory solo does.</source>
        <translation>Nach jedem Solo gibt derselbe Geber noch einmal, wie beim Pflichtsolo.</translation>
    </message>
    <message>
        <source>Timing</source>
        <translation>Zeitpunkte</translation>
    </message>
    <message>
        <source>Cards the announcer must still hold (2 fewer without nines).</source>
        <translation>Karten, die der Ansager noch auf der Hand haben muss (ohne Neunen 2 weniger).</translation>
    </message>
    <message>
        <source>In a marriage</source>
        <translation>Bei Hochzeit</translation>
    </message>
    <message>
        <source>How finding the partner late moves everybody&apos;s deadlines.</source>
        <translation>Wie ein spät gefundener Partner die Fristen aller verschiebt.</translation>
    </message>
    <message>
        <source>End after deals</source>
        <translation>Ende nach Spielen</translation>
    </message>
    <message>
        <source>The session ends after this many deals; the highest total wins.</source>
        <translation>Der Spielabend endet nach so vielen Spielen; der höchste Gesamtstand gewinnt.</translation>
    </message>
    <message>
        <source>End at score</source>
        <translation>Ende bei Punktstand</translation>
    </message>
    <message>
        <source>The session ends when someone&apos;s total reaches this score.</source>
        <translation>Der Spielabend endet, sobald ein Gesamtstand diesen Wert erreicht.</translation>
    </message>
    <message>
        <source>Who sits out</source>
        <translation>Wer aussetzt</translation>
    </message>
    <message>
        <source>With more than four players, four play each deal and the rest sit out.</source>
        <translation>Bei mehr als vier Spielern spielen je Spiel vier, die übrigen setzen aus.</translation>
    </message>
    <message>
        <source>Seats that sit out</source>
        <translation>Plätze, die aussetzen</translation>
    </message>
    <message>
        <source>Seats counted clockwise from the dealer (0 = the dealer, 1 = the player after), one per player beyond four, e.g. “0, 2, 4” with 7 players; overrides “Who sits out”. Empty: as “Who sits out” says.</source>
        <translation>Plätze im Uhrzeigersinn ab dem Geber gezählt (0 = der Geber, 1 = der Spieler danach), einer je Spieler über vier, z. B. „0, 2, 4“ bei 7 Spielern; geht „Wer aussetzt“ vor. Leer: wie bei „Wer aussetzt“.</translation>
    </message>
    <message>
        <source>The dealer (and those before)</source>
        <translation>Der Geber (und die davor)</translation>
    </message>
    <message>
        <source>The four after the dealer play: with 5 the dealer sits out, with 6 also the player before, with 7 the two before.</source>
        <translation>Die vier nach dem Geber spielen: Bei 5 setzt der Geber aus, bei 6 auch der Spieler davor, bei 7 die beiden davor.</translation>
    </message>
    <message>
        <source>Dealer and the player opposite (6 players)</source>
        <translation>Geber und Gegenüber (6 Spieler)</translation>
    </message>
    <message>
        <source>With 6 players: the dealer and the third player after sit out.</source>
        <translation>Bei 6 Spielern: Der Geber und der dritte Spieler nach ihm setzen aus.</translation>
    </message>
    <message>
        <source>a trick worth 40 or more</source>
        <translation>einen Stich mit 40 oder mehr Augen</translation>
    </message>
    <message>
        <source>Four cards, each an ace or a ten.</source>
        <translation>Vier Karten, jede ein Ass oder eine Zehn.</translation>
    </message>
    <message>
        <source>two equal cards in a trick</source>
        <translation>zwei gleiche Karten in einem Stich</translation>
    </message>
    <message>
        <source>Both copies of one card (same suit and rank); at most one per trick.</source>
        <translation>Beide Exemplare einer Karte (gleiche Farbe und gleicher Wert); höchstens einer je Stich.</translation>
    </message>
    <message>
        <source>What the winner reached</source>
        <translation>Was der Sieger erreicht hat</translation>
    </message>
    <message>
        <source>“No 90” said by the loser: 1 more if the winner reached 120; no 60: 90; no 30: 60; schwarz: 30.</source>
        <translation>„Keine 90“ des Verlierers: 1 mehr, wenn der Sieger 120 erreicht; keine 60: 90; keine 30: 60; schwarz: 30.</translation>
    </message>
    <message>
        <source>As announced</source>
        <translation>Wie angesagt</translation>
    </message>
    <message>
        <source>Each refusal of the loser gives the winner 1 more, as if it had held; only one party may refuse.</source>
        <translation>Jede Absage des Verlierers bringt dem Sieger 1 mehr, als hätte sie gehalten; nur eine Partei darf absagen.</translation>
    </message>
    <message>
        <source>Stack (×4, ×8 where they overlap)</source>
        <translation>Stapeln (×4, ×8 bei Überlappung)</translation>
    </message>
    <message>
        <source>A new round starts with the next deal; overlapping rounds multiply.</source>
        <translation>Eine neue Runde beginnt mit dem nächsten Spiel; überlappende Runden multiplizieren sich.</translation>
    </message>
    <message>
        <source>Queue (one after another)</source>
        <translation>Warteschlange (nacheinander)</translation>
    </message>
    <message>
        <source>A new round is appended after the Bock deals already pending.</source>
        <translation>Eine neue Runde wird hinter die schon anstehenden Bockspiele gehängt.</translation>
    </message>
    <message>
        <source>Ignore (never above one level)</source>
        <translation>Ignorieren (nie über eine Stufe)</translation>
    </message>
    <message>
        <source>A trigger in a Bock deal adds nothing; any other deal with triggers starts one round.</source>
        <translation>Ein Auslöser in einem Bockspiel bewirkt nichts; jedes andere Spiel mit Auslösern startet eine Runde.</translation>
    </message>
    <message>
        <source>the whole value</source>
        <translation>den ganzen Wert</translation>
    </message>
    <message>
        <source>Bock doubles the value, bonuses included.</source>
        <translation>Bock verdoppelt den Wert samt Sonderpunkten.</translation>
    </message>
    <message>
        <source>the game points only</source>
        <translation>nur die Spielpunkte</translation>
    </message>
    <message>
        <source>Bonuses are added after the Bock, undoubled.</source>
        <translation>Sonderpunkte kommen nach dem Bock unverdoppelt hinzu.</translation>
    </message>
    <message>
        <source>doubles the value</source>
        <translation>verdoppelt den Wert</translation>
    </message>
    <message>
        <source>The whole value, bonuses included, doubles per level.</source>
        <translation>Der ganze Wert samt Sonderpunkten verdoppelt sich je Stufe.</translation>
    </message>
    <message>
        <source>adds points</source>
        <translation>addiert Punkte</translation>
    </message>
    <message>
        <source>Each level adds the points per level to the value&apos;s size.</source>
        <translation>Jede Stufe erhöht den Betrag des Werts um die Punkte pro Stufe.</translation>
    </message>
    <message>
        <source>Standard: 11, 10, 9, 8, 7 cards</source>
        <translation>Standard: 11, 10, 9, 8, 7 Karten</translation>
    </message>
    <message>
        <source>Re/Kontra with 11 cards, no 90 with 10, … schwarz with 7.</source>
        <translation>Re/Kontra mit 11 Karten, keine 90 mit 10, … schwarz mit 7.</translation>
    </message>
    <message>
        <source>Late refusals: 12, 10, 8, 6, 4 cards</source>
        <translation>Späte Absagen: 12, 10, 8, 6, 4 Karten</translation>
    </message>
    <message>
        <source>Re/Kontra before the first card, no 90 with 10, no 60 with 8, no 30 with 6, schwarz with 4.</source>
        <translation>Re/Kontra vor der ersten Karte, keine 90 mit 10, keine 60 mit 8, keine 30 mit 6, schwarz mit 4.</translation>
    </message>
    <message>
        <source>Deadlines shift by the clarifying trick − 1</source>
        <translation>Fristen verschieben sich um Klärungsstich − 1</translation>
    </message>
    <message>
        <source>Partner found in trick 2: one trick later; in trick 3: two later.</source>
        <translation>Partner in Stich 2 gefunden: einen Stich später; in Stich 3: zwei später.</translation>
    </message>
    <message>
        <source>No announcement before the partner is found</source>
        <translation>Keine Ansage, bevor der Partner gefunden ist</translation>
    </message>
    <message>
        <source>Then the deadlines move by the number of the clarifying trick.</source>
        <translation>Danach verschieben sich die Fristen um die Nummer des Klärungsstichs.</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>With Schweinchen: both ♦9 (♦10 without nines) rank even higher.</source>
        <translation>Mit Schweinchen: Beide ♦9 (ohne Neunen beide ♦10) stehen noch höher.</translation>
    </message>
    <message>
        <source>“Double” while undecided</source>
        <translation>„Doppelt“, solange offen</translation>
    </message>
    <message>
        <source>Deadlines do not move; a player whose party is open may say “double”, counted as Re or Kontra of the party they end up in.</source>
        <translation>Fristen verschieben sich nicht; wessen Partei offen ist, darf „Doppelt“ sagen, gezählt als Re oder Kontra der Partei, in der er landet.</translation>
    </message>
    <message>
        <source>all four</source>
        <translation>alle vier</translation>
    </message>
    <message>
        <source>♣, ♠, ♥ and ♦ solos are played.</source>
        <translation>♣-, ♠-, ♥- und ♦-Soli werden gespielt.</translation>
    </message>
    <message>
        <source>♦ only (“trump solo”)</source>
        <translation>nur ♦ („Trumpfsolo“)</translation>
    </message>
    <message>
        <source>No ♣, ♠ or ♥ solo; the ♦ solo is called trump solo.</source>
        <translation>Kein ♣-, ♠- oder ♥-Solo; das ♦-Solo heißt Trumpfsolo.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>No suit solo at all.</source>
        <translation>Überhaupt kein Farbsolo.</translation>
    </message>
    <message>
        <source>the highest trump</source>
        <translation>der höchste Trumpf</translation>
    </message>
    <message>
        <source>♥10 above the ♣Q.</source>
        <translation>♥10 über der ♣D.</translation>
    </message>
    <message>
        <source>an ordinary heart</source>
        <translation>eine gewöhnliche Herzkarte</translation>
    </message>
    <message>
        <source>Hearts run A 10 K 9; the ♣Q is the highest trump.</source>
        <translation>Herz läuft A 10 K 9; die ♣D ist der höchste Trumpf.</translation>
    </message>
    <message>
        <source>first trick won by another</source>
        <translation>erster Stich eines anderen</translation>
    </message>
    <message>
        <source>The first other player to win one of the first three tricks.</source>
        <translation>Wer als Erster einen der ersten drei Stiche gewinnt.</translation>
    </message>
    <message>
        <source>first plain-suit trick</source>
        <translation>erster Fehlstich</translation>
    </message>
    <message>
        <source>A trick led with a trump does not count; still tricks 1 to 3.</source>
        <translation>Ein mit Trumpf angespielter Stich zählt nicht; weiterhin Stich 1 bis 3.</translation>
    </message>
    <message>
        <source>a trick the holder names</source>
        <translation>ein vom Halter genannter Stich</translation>
    </message>
    <message>
        <source>Any trick of the deal; if the holder wins it, the holder is alone.</source>
        <translation>Irgendein Stich des Spiels; gewinnt ihn der Halter, spielt er allein.</translation>
    </message>
    <message>
        <source>the earlier seat</source>
        <translation>der frühere Sitz</translation>
    </message>
    <message>
        <source>Counted from the dealer&apos;s left.</source>
        <translation>Gezählt ab links vom Geber.</translation>
    </message>
    <message>
        <source>the last to declare</source>
        <translation>wer sich zuletzt meldet</translation>
    </message>
    <message>
        <source>The last player wanting a solo plays it.</source>
        <translation>Der letzte Spieler, der ein Solo will, spielt es.</translation>
    </message>
    <message>
        <source>outbidding with 90, 60 …</source>
        <translation>Überbieten mit 90, 60 …</translation>
    </message>
    <message>
        <source>The bids then stand as announced refusals.</source>
        <translation>Die Gebote gelten dann als angesagte Absagen.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>{card} (with care: it leaves the jacks or queens)</source>
        <translation>{card} (mit Vorsicht: sie fehlt dann bei den Buben oder Damen)</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>die {card}</translation>
    </message>
    <message>
        <source>Seating: write the seats that sit out as numbers, e.g. “0, 2, 4”.</source>
        <translation>Sitzordnung: die aussetzenden Plätze als Zahlen schreiben, z. B. „0, 2, 4“.</translation>
    </message>
    <message>
        <source>Seating: seats that sit out: {reason}</source>
        <translation>Sitzordnung: aussetzende Plätze: {reason}</translation>
    </message>
    <message>
        <source>Seating: “dealer and the player opposite” works only with 6 players, not {count}.</source>
        <translation>Plätze: „Geber und Gegenüber“ geht nur mit 6 Spielern, nicht mit {count}.</translation>
    </message>
    <message>
        <source>Changed from the preset (in bold): {count}</source>
        <translation>Abweichend von der Vorlage (fett): {count}</translation>
    </message>
    <message>
        <source>Exactly as the preset</source>
        <translation>Genau wie die Vorlage</translation>
    </message>
    <message>
        <source>{group}: {option}</source>
        <translation>{group}: {option}</translation>
    </message>
</context>
<context>
    <name>SchafkopfPanel</name>
    <message>
        <source>simple game (einfach)</source>
        <translation>einfaches Spiel</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>solo du</source>
        <translation>Solo du</translation>
    </message>
    <message>
        <source>ace call (Asserufen)</source>
        <translation>Rufspiel (Asserufen)</translation>
    </message>
    <message>
        <source>redeal (nobody played)</source>
        <translation>Neugeben (keiner spielt)</translation>
    </message>
    <message>
        <source>0  none</source>
        <translation>0  keine</translation>
    </message>
    <message>
        <source>1  accepted (won, nothing played)</source>
        <translation>1  angenommen (gewonnen, nicht gespielt)</translation>
    </message>
    <message>
        <source>2  refused (wins only with Schneider)</source>
        <translation>2  abgelehnt (gewinnt nur mit Schneider)</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>hearts are trump</source>
        <translation>Herz ist Trumpf</translation>
    </message>
    <message>
        <source>Schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <source>Schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>tops</source>
        <translation>Laufende</translation>
    </message>
    <message>
        <source>solo du doubles</source>
        <translation>Solo du verdoppelt</translation>
    </message>
    <message>
        <source>Kontra/Rekontra doubles</source>
        <translation>Kontra/Rekontra verdoppelt</translation>
    </message>
    <message>
        <source>Soloist</source>
        <translation>Solist</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Gegenspieler</translation>
    </message>
    <message>
        <source>Contr&amp;act</source>
        <translation>&amp;Spielart</translation>
    </message>
    <message>
        <source>Soloist&apos;s card po&amp;ints</source>
        <translation>A&amp;ugen des Solisten</translation>
    </message>
    <message>
        <source>Tops (&amp;with or without)</source>
        <translation>&amp;Laufende (mit oder ohne)</translation>
    </message>
    <message>
        <source>Kontra, &amp;Rekontra, …</source>
        <translation>&amp;Kontra, Rekontra, …</translation>
    </message>
    <message>
        <source>&amp;Soloist</source>
        <translation>S&amp;olist</translation>
    </message>
    <message>
        <source>&amp;Partner (called ace)</source>
        <translation>Pa&amp;rtner (gerufenes Ass)</translation>
    </message>
    <message>
        <source>&amp;Trump</source>
        <translation>&amp;Trumpf</translation>
    </message>
    <message>
        <source>♥ (hearts are trump in an ace call)</source>
        <translation>♥ (im Rufspiel ist Herz Trumpf)</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>as the points say</source>
        <translation>laut Augen</translation>
    </message>
    <message>
        <source>Soloist&apos;s tric&amp;ks</source>
        <translation>St&amp;iche des Solisten</translation>
    </message>
    <message>
        <source>S&amp;urrender</source>
        <translation>Auf&amp;geben</translation>
    </message>
    <message>
        <source>N&amp;ote</source>
        <translation>&amp;Notiz</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>soloist, then the partner</source>
        <translation>Solist, dann der Partner</translation>
    </message>
    <message>
        <source>soloist</source>
        <translation>Solist</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>soloist&apos;s card points</source>
        <translation>Augen des Solisten</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Tops</source>
        <translation>Laufende</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>&lt;b&gt;Redeal&lt;/b&gt;: no score; the deal passes on.</source>
        <translation>&lt;b&gt;Neugeben&lt;/b&gt;: keine Punkte; der Geber wechselt.</translation>
    </message>
    <message>
        <source>Soloist and partner</source>
        <translation>Solist und Partner</translation>
    </message>
    <message>
        <source>The defenders win</source>
        <translation>Die Gegenspieler gewinnen</translation>
    </message>
    <message>
        <source>The soloist and partner win</source>
        <translation>Solist und Partner gewinnen</translation>
    </message>
    <message>
        <source>The soloist wins</source>
        <translation>Der Solist gewinnt</translation>
    </message>
    <message>
        <source>game value {value}</source>
        <translation>Spielwert {value}</translation>
    </message>
</context>
<context>
    <name>SeasonStatsModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Abende</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Best evening</source>
        <translation>Bester Abend</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Am</translation>
    </message>
    <message>
        <source>Worst evening</source>
        <translation>Schlechtester Abend</translation>
    </message>
    <message>
        <source>Solos</source>
        <translation>Soli</translation>
    </message>
    <message>
        <source>Solos won</source>
        <translation>Soli gewonnen</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>add deal</source>
        <translation>Spiel eintragen</translation>
    </message>
    <message>
        <source>edit deal</source>
        <translation>Spiel ändern</translation>
    </message>
    <message>
        <source>delete deal</source>
        <translation>Spiel löschen</translation>
    </message>
    <message>
        <source>change rules</source>
        <translation>Regeln ändern</translation>
    </message>
    <message>
        <source>deal {n}</source>
        <translation>Spiel {n}</translation>
    </message>
    <message>
        <source>the redeal after deal {n}</source>
        <translation>das Neugeben nach Spiel {n}</translation>
    </message>
    <message>
        <source>the change of seating after deal {n}</source>
        <translation>die neue Sitzordnung nach Spiel {n}</translation>
    </message>
    <message>
        <source>the redeal before the first deal</source>
        <translation>das Neugeben vor dem ersten Spiel</translation>
    </message>
    <message>
        <source>the change of seating before the first deal</source>
        <translation>die neue Sitzordnung vor dem ersten Spiel</translation>
    </message>
    <message>
        <source>Round {round} · table {table}</source>
        <translation>Runde {round} · Tisch {table}</translation>
    </message>
    <message>
        <source>{where}: all {due} deals played, the table is finished</source>
        <translation>{where}: alle {due} Spiele gespielt, der Tisch ist fertig</translation>
    </message>
    <message>
        <source>{where}: deal {number} of {due}</source>
        <translation>{where}: Spiel {number} von {due}</translation>
    </message>
    <message>
        <source>The database can be reached again</source>
        <translation>Die Datenbank ist wieder erreichbar</translation>
    </message>
    <message>
        <source>{deal} was added elsewhere</source>
        <translation>{deal} wurde anderswo eingetragen</translation>
    </message>
    <message>
        <source>{deal} was changed elsewhere</source>
        <translation>{deal} wurde anderswo geändert</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) deleted elsewhere</source>
        <translation>
            <numerusform>%n Spiel anderswo gelöscht</numerusform>
            <numerusform>%n Spiele anderswo gelöscht</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules were changed elsewhere</source>
        <translation>Die Regeln wurden anderswo geändert</translation>
    </message>
    <message>
        <source>The session was changed elsewhere</source>
        <translation>Der Abend wurde anderswo geändert</translation>
    </message>
    <message>
        <source>{count} changes made elsewhere</source>
        <translation>{count} Änderungen anderswo</translation>
    </message>
    <message>
        <source>This session was deleted elsewhere (another window or program)</source>
        <translation>Dieser Abend wurde anderswo gelöscht (in einem anderen Fenster oder Programm)</translation>
    </message>
    <message>
        <source>Redo is not possible: a later deal would no longer fit ({why}).</source>
        <translation>Wiederholen ist nicht möglich: Ein späteres Spiel würde nicht mehr passen ({why}).</translation>
    </message>
    <message>
        <source>Undo is not possible: a later deal would no longer fit ({why}).</source>
        <translation>Rückgängig ist nicht möglich: Ein späteres Spiel würde nicht mehr passen ({why}).</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Es wurde nichts geändert.</translation>
    </message>
</context>
<context>
    <name>SessionEnd</name>
    <message numerus="yes">
        <source>The agreed %n deal(s) are played: the session is over.</source>
        <translation>
            <numerusform>Das vereinbarte %n Spiel ist gespielt: Der Spielabend ist beendet.</numerusform>
            <numerusform>Die vereinbarten %n Spiele sind gespielt: Der Spielabend ist beendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} reached the target score of {score}: the session is over.</source>
        <translation>{player} hat den Ziel-Punktstand von {score} erreicht: Der Spielabend ist beendet.</translation>
    </message>
    <message>
        <source>Session over</source>
        <translation>Spielabend beendet</translation>
    </message>
    <message>
        <source>Play on with deal {n}? The agreed end is then lifted from the rules (Change rules… sets a new one).</source>
        <translation>Mit Spiel {n} weiterspielen? Das vereinbarte Ende wird dann aus den Regeln genommen (Regeln ändern… setzt ein neues).</translation>
    </message>
    <message>
        <source>&amp;Play on</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
</context>
<context>
    <name>SessionListModel</name>
    <message>
        <source>Doppelkopf</source>
        <translation>Doppelkopf</translation>
    </message>
    <message>
        <source>Pfälzer Schafkopf</source>
        <translation>Pfälzer Schafkopf</translation>
    </message>
    <message>
        <source>Crescendo</source>
        <translation>Crescendo</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Beschädigt</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Führend</translation>
    </message>
    <message numerus="yes">
        <source>Leading after %n deal(s): {leader}</source>
        <translation>
            <numerusform>Führend nach %n Spiel: {leader}</numerusform>
            <numerusform>Führend nach %n Spielen: {leader}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <source>The session is over. Winner: {names}</source>
        <translation>Der Spielabend ist beendet. Sieger: {names}</translation>
    </message>
</context>
<context>
    <name>SessionTitle</name>
    <message>
        <source>{title} (imported from {file})</source>
        <translation>{title} (importiert aus {file})</translation>
    </message>
    <message>
        <source>{title} (imported from {file}, import {count})</source>
        <translation>{title} (importiert aus {file}, {count}. Import)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>As the system ({language})</source>
        <translation>Wie das System ({language})</translation>
    </message>
    <message>
        <source>The window switches at once; a deal being entered and the open session stay as they are.</source>
        <translation>Das Fenster wechselt sofort; ein angefangenes Spiel und der offene Spielabend bleiben erhalten.</translation>
    </message>
</context>
<context>
    <name>SettlementView</name>
    <message>
        <source>{amount} {currency}</source>
        <translation>{amount} {currency}</translation>
    </message>
    <message>
        <source>≈ {amount}</source>
        <translation>≈ {amount}</translation>
    </message>
    <message>
        <source>Type the rate per point as a number, e.g. {example}.</source>
        <translation>Den Preis pro Punkt als Zahl eingeben, z. B. {example}.</translation>
    </message>
    <message>
        <source>Nobody pays anything: everyone is even.</source>
        <translation>Niemand zahlt etwas: Alle sind ausgeglichen.</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} zahlt {payee} {amount}</translation>
    </message>
    <message>
        <source>These totals do not add up to zero, so everyone settles against the average of {average} points: whoever is above it receives, whoever is below it pays.</source>
        <translation>Die Gesamtstände ergeben zusammen nicht null, daher rechnen alle gegen den Durchschnitt von {average} Punkten ab: Wer darüber liegt, bekommt Geld, wer darunter liegt, zahlt.</translation>
    </message>
    <message>
        <source>{name} {amount}</source>
        <translation>{name} {amount}</translation>
    </message>
    <message>
        <source>Balances rounded to {step}, still adding up to zero; before rounding: {amounts}.</source>
        <translation>Salden auf {step} gerundet, zusammen weiterhin null; vor dem Runden: {amounts}.</translation>
    </message>
    <message>
        <source>{rate} per point, balances rounded to {step}</source>
        <translation>{rate} pro Punkt, Salden auf {step} gerundet</translation>
    </message>
    <message>
        <source>&amp;Rate per point:</source>
        <translation>&amp;Preis pro Punkt:</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Währung:</translation>
    </message>
    <message>
        <source>R&amp;ound to:</source>
        <translation>&amp;Runden auf:</translation>
    </message>
    <message>
        <source>What one point is worth, e.g. 0.05 or 0,05.</source>
        <translation>Was ein Punkt wert ist, z. B. 0.05 oder 0,05.</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Wer zahlt wem</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Als PD&amp;F speichern…</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n Spiel gespielt</numerusform>
            <numerusform>%n Spiele gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{played}, %n redeal(s) besides</source>
        <translation>
            <numerusform>{played}, dazu %n-mal neu gegeben</numerusform>
            <numerusform>{played}, dazu %n-mal neu gegeben</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Against the average</source>
        <translation>Diff. zum Schnitt</translation>
    </message>
    <message>
        <source>Standings and balances</source>
        <translation>Stand und Salden</translation>
    </message>
    <message>
        <source>Settling up</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>Print the settlement</source>
        <translation>Abrechnung drucken</translation>
    </message>
    <message>
        <source>{name} – settling up.pdf</source>
        <translation>{name} – Abrechnung.pdf</translation>
    </message>
    <message>
        <source>Save the settlement as PDF</source>
        <translation>Abrechnung als PDF speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <source>NT</source>
        <translation>o. T.</translation>
    </message>
    <message>
        <source>Simple game</source>
        <translation>Einfaches Spiel</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Solo du</source>
        <translation>Solo du</translation>
    </message>
    <message>
        <source>Ace call</source>
        <translation>Asserufen</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Neugeben</translation>
    </message>
    <message>
        <source>Redeal (all passed)</source>
        <translation>Neugeben (alle gepasst)</translation>
    </message>
    <message>
        <source>tops {n}</source>
        <translation>{n} Laufende</translation>
    </message>
    <message>
        <source>{game} ({holder})</source>
        <translation>{game} ({holder})</translation>
    </message>
    <message>
        <source>{game} ({poor} poor)</source>
        <translation>{game} ({poor} arm)</translation>
    </message>
    <message>
        <source>{game} ({poor} poor, with {partner})</source>
        <translation>{game} ({poor} arm, mit {partner})</translation>
    </message>
    <message>
        <source>Kontra ×{factor}</source>
        <translation>Kontra ×{factor}</translation>
    </message>
    <message>
        <source>surrender accepted</source>
        <translation>Aufgeben angenommen</translation>
    </message>
    <message>
        <source>surrender refused</source>
        <translation>Aufgeben abgelehnt</translation>
    </message>
    <message>
        <source>Announcements and bonuses</source>
        <translation>Ansagen und Sonderpunkte</translation>
    </message>
    <message>
        <source>Re&apos;s card points (Kontra has the rest of 240)</source>
        <translation>Augen der Re-Partei (Kontra hat den Rest von 240)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Sonderpunkte</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>Soloist</source>
        <translation>Solist</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Gemacht</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Extras</source>
        <translation>Extras</translation>
    </message>
    <message>
        <source>(compulsory)</source>
        <translation>(Pflicht)</translation>
    </message>
    <message>
        <source>(c)</source>
        <translation>(P)</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
    <message>
        <source>Announcements: {items}</source>
        <translation>Ansagen: {items}</translation>
    </message>
    <message>
        <source>Bonuses: {items}</source>
        <translation>Sonderpunkte: {items}</translation>
    </message>
    <message>
        <source>{player} sat out this deal</source>
        <translation>{player} hat bei diesem Spiel ausgesetzt</translation>
    </message>
    <message>
        <source>{player}: {delta} this deal, {total} in all</source>
        <translation>{player}: {delta} in diesem Spiel, {total} insgesamt</translation>
    </message>
    <message>
        <source>{player} leaves the table with {total}</source>
        <translation>{player} verlässt den Tisch mit {total}</translation>
    </message>
    <message>
        <source>{player}: {total} in all</source>
        <translation>{player}: insgesamt {total}</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Sitzordnung</translation>
    </message>
    <message>
        <source>From the next deal on: {players}; {dealer} deals</source>
        <translation>Ab dem nächsten Spiel: {players}; {dealer} gibt</translation>
    </message>
    <message>
        <source>{player} was not at the table for this deal</source>
        <translation>{player} saß bei diesem Spiel nicht am Tisch</translation>
    </message>
    <message>
        <source>{player} sits out the next deal</source>
        <translation>{player} setzt im nächsten Spiel aus</translation>
    </message>
    <message>
        <source>round played: the table is finished</source>
        <translation>Runde gespielt: der Tisch ist fertig</translation>
    </message>
    <message numerus="yes">
        <source>next deal (%n left in the round)</source>
        <translation>
            <numerusform>nächstes Spiel (noch %n in der Runde)</numerusform>
            <numerusform>nächstes Spiel (noch %n in der Runde)</numerusform>
        </translation>
    </message>
    <message>
        <source>next deal</source>
        <translation>nächstes Spiel</translation>
    </message>
    <message>
        <source>out</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>sits out: {names}</source>
        <translation>setzt aus: {names}</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>♦ pair</source>
        <translation>Karo-Paar</translation>
    </message>
    <message>
        <source>Silent</source>
        <translation>Still</translation>
    </message>
    <message>
        <source>Q solo</source>
        <translation>Damensolo</translation>
    </message>
    <message>
        <source>J solo</source>
        <translation>Bubensolo</translation>
    </message>
    <message>
        <source>Fleshless</source>
        <translation>Fleischlos</translation>
    </message>
    <message>
        <source>K solo</source>
        <translation>Königssolo</translation>
    </message>
    <message>
        <source>QJ solo</source>
        <translation>DB-Solo</translation>
    </message>
    <message>
        <source>Misère ouv.</source>
        <translation>Misère ouv.</translation>
    </message>
    <message>
        <source>{game}: {holder} held both ♣Q and played alone</source>
        <translation>{game}: {holder} hatte beide ♣D und spielte allein</translation>
    </message>
    <message>
        <source>{game}: {holder} held both ♣Q; partner {partner} from trick {trick}</source>
        <translation>{game}: {holder} hatte beide ♣D; Partner {partner} ab Stich {trick}</translation>
    </message>
    <message>
        <source>{game}: {poor} was poor; {partner} took the exchange</source>
        <translation>{game}: {poor} war arm; {partner} hat getauscht</translation>
    </message>
    <message>
        <source>{game}: {poor} was poor; {partner} took the exchange; the two played Kontra</source>
        <translation>{game}: {poor} war arm; {partner} hat getauscht; die beiden spielten Kontra</translation>
    </message>
    <message>
        <source>Feigheit</source>
        <translation>Feigheit</translation>
    </message>
    <message>
        <source>Bock ahead: {levels}</source>
        <translation>Anstehender Bock: {levels}</translation>
    </message>
    <message numerus="yes">
        <source>compulsory solo owed: {names} (%n deal(s) left in the round)</source>
        <translation>
            <numerusform>Pflichtsolo offen: {names} (noch %n Spiel in der Runde)</numerusform>
            <numerusform>Pflichtsolo offen: {names} (noch %n Spiele in der Runde)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation>&amp;Normale Größe</translation>
    </message>
</context>
<context>
    <name>SimpleRulesEditor</name>
    <message>
        <source>Preset:</source>
        <translation>Vorlage:</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>Tops count the Skat</source>
        <translation>Laufende mit Skat</translation>
    </message>
    <message>
        <source>The soloist&apos;s tops are counted over the hand and the Skat.</source>
        <translation>Die Laufenden des Solisten werden über Blatt und Skat gezählt.</translation>
    </message>
    <message>
        <source>Schneider at 30</source>
        <translation>Schneider bei 30</translation>
    </message>
    <message>
        <source>Exactly 30 card points is already Schneider (the Bavarian reading).</source>
        <translation>Genau 30 Augen sind schon Schneider (bayerische Auslegung).</translation>
    </message>
    <message>
        <source>Hearts point in an ace call</source>
        <translation>Herzpunkt im Rufspiel</translation>
    </message>
    <message>
        <source>An ace call scores the point for hearts being trump.</source>
        <translation>Ein Rufspiel bekommt den Punkt dafür, dass Herz Trumpf ist.</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Spieler am Tisch</translation>
    </message>
    <message>
        <source>3 for Schafkopf with the Skat, 4 for Asserufen; not set: 3 with three players, 4 with more. Whoever is not at the table (the dealer first) sits out.</source>
        <translation>3 für Schafkopf mit Skat, 4 für Asserufen; nicht gesetzt: 3 bei drei Spielern, 4 bei mehr. Wer nicht am Tisch sitzt (zuerst der Geber), setzt aus.</translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation>Niedrigstes Gebot</translation>
    </message>
    <message>
        <source>The smallest bid allowed in the auction (15; some groups play 18).</source>
        <translation>Das kleinste erlaubte Gebot beim Reizen (15; manche Runden spielen 18).</translation>
    </message>
    <message>
        <source>End after deals</source>
        <translation>Ende nach Spielen</translation>
    </message>
    <message>
        <source>The session ends after this many deals; the highest total wins.</source>
        <translation>Der Spielabend endet nach so vielen Spielen; der höchste Gesamtstand gewinnt.</translation>
    </message>
    <message>
        <source>End at score</source>
        <translation>Ende bei Punktstand</translation>
    </message>
    <message>
        <source>The session ends when someone reaches this total.</source>
        <translation>Der Spielabend endet, sobald jemand diesen Gesamtstand erreicht.</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <source>{rank}. {name}</source>
        <translation>{rank}. {name}</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Abende</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Not ranked: {played} of {needed} evenings played</source>
        <translation>Nicht gewertet: {played} von {needed} Abenden gespielt</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Sessions</source>
        <translation>Spielabende</translation>
    </message>
    <message>
        <source>Choose a session and press Enter to open it, or start a new one.</source>
        <translation>Spielabend wählen und mit Enter öffnen oder einen neuen beginnen.</translation>
    </message>
    <message>
        <source>New session…</source>
        <translation>Neuer Spielabend…</translation>
    </message>
    <message>
        <source>Start a new session ({shortcut})</source>
        <translation>Neuen Spielabend beginnen ({shortcut})</translation>
    </message>
    <message>
        <source>No sessions yet. Start one with “New session” ({shortcut}).</source>
        <translation>Noch keine Spielabende. Mit „Neuer Spielabend“ ({shortcut}) einen beginnen.</translation>
    </message>
</context>
<context>
    <name>StatisticsView</name>
    <message>
        <source>{count} ({percent} %)</source>
        <translation>{count} ({percent} %)</translation>
    </message>
    <message>
        <source>{won} of {played}</source>
        <translation>{won} von {played}</translation>
    </message>
    <message>
        <source>{won} of {played} ({points})</source>
        <translation>{won} von {played} ({points})</translation>
    </message>
    <message>
        <source>120 : 120</source>
        <translation>120 : 120</translation>
    </message>
    <message>
        <source>Value 0</source>
        <translation>Spielwert 0</translation>
    </message>
    <message>
        <source>Re announced and lost</source>
        <translation>Re angesagt und verloren</translation>
    </message>
    <message>
        <source>Kontra announced and lost</source>
        <translation>Kontra angesagt und verloren</translation>
    </message>
    <message>
        <source>Hearts trick</source>
        <translation>Herzstich</translation>
    </message>
    <message>
        <source>Doppelkopf</source>
        <translation>Doppelkopf</translation>
    </message>
    <message>
        <source>Agreed event</source>
        <translation>Vereinbartes Ereignis</translation>
    </message>
    <message>
        <source>Lost solo</source>
        <translation>Verlorenes Solo</translation>
    </message>
    <message>
        <source>Schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>This evening</source>
        <translation>Dieser Spielabend</translation>
    </message>
    <message>
        <source>All evenings of these players</source>
        <translation>Alle Spielabende dieser Spieler</translation>
    </message>
    <message>
        <source>Every stored evening of this game with exactly these players, added up.</source>
        <translation>Alle gespeicherten Spielabende dieses Spiels mit genau diesen Spielern, zusammengezählt.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Der ganze Tisch</translation>
    </message>
    <message>
        <source>Partners: who won most together</source>
        <translation>Partner: wer zusammen am meisten gewann</translation>
    </message>
    <message>
        <source>Same side: who won most together</source>
        <translation>Gleiche Seite: wer zusammen am meisten gewann</translation>
    </message>
    <message numerus="yes">
        <source>%n evening(s) added up</source>
        <translation>
            <numerusform>%n Spielabend zusammengezählt</numerusform>
            <numerusform>%n Spielabende zusammengezählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n Spiel gespielt</numerusform>
            <numerusform>%n Spiele gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{played}, %n redeal(s) besides</source>
        <translation>
            <numerusform>{played}, dazu %n-mal neu gegeben</numerusform>
            <numerusform>{played}, dazu %n-mal neu gegeben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoreError</name>
    <message>
        <source>The {what} cannot be stored: it is not plain JSON ({reason})</source>
        <translation>„{what}“ kann nicht gespeichert werden: es ist kein einfaches JSON ({reason})</translation>
    </message>
    <message>
        <source>Cannot create the folder {folder} for the database: {reason}</source>
        <translation>Der Ordner {folder} für die Datenbank kann nicht angelegt werden: {reason}</translation>
    </message>
    <message>
        <source>There is no session {session} in the database {path}</source>
        <translation>In der Datenbank {path} gibt es keinen Spielabend {session}</translation>
    </message>
    <message>
        <source>Session {session} has no deal number {number}</source>
        <translation>Spielabend {session} hat kein Spiel Nummer {number}</translation>
    </message>
    <message>
        <source>Session {session} in the database {path} is damaged: {why}</source>
        <translation>Spielabend {session} in der Datenbank {path} ist beschädigt: {why}</translation>
    </message>
    <message>
        <source>Session {session} ({title} of {date}) in the database {path} is damaged: its record {record} {why}. Every other session can be used as before; restore the database from a backup, or delete this session</source>
        <translation>Spielabend {session} ({title} vom {date}) in der Datenbank {path} ist beschädigt: sein Eintrag {record} {why}. Alle anderen Spielabende lassen sich wie bisher nutzen; stellen Sie die Datenbank aus einer Sicherung wieder her oder löschen Sie diesen Spielabend</translation>
    </message>
    <message>
        <source>Session {session} ({title} of {date}) in the database {path} is damaged: {part} {why}. Every other session can be used as before; restore the database from a backup, or delete this session</source>
        <translation>Spielabend {session} ({title} vom {date}) in der Datenbank {path} ist beschädigt: {part} {why}. Alle anderen Spielabende lassen sich wie bisher nutzen; stellen Sie die Datenbank aus einer Sicherung wieder her oder löschen Sie diesen Spielabend</translation>
    </message>
    <message>
        <source>Session {session} ({title} of {date}) in the database {path} is damaged: its record {record} does not fit the evening ({reason}). Every other session can be used as before; restore the database from a backup, or delete this session</source>
        <translation>Spielabend {session} ({title} vom {date}) in der Datenbank {path} ist beschädigt: sein Eintrag {record} passt nicht in den Abend ({reason}). Alle anderen Spielabende lassen sich wie bisher nutzen; stellen Sie die Datenbank aus einer Sicherung wieder her oder löschen Sie diesen Spielabend</translation>
    </message>
    <message>
        <source>Session {session} ({title} of {date}) in the database {path} is damaged: it cannot be read ({reason}). Every other session can be used as before; restore the database from a backup, or delete this session</source>
        <translation>Spielabend {session} ({title} vom {date}) in der Datenbank {path} ist beschädigt: er lässt sich nicht lesen ({reason}). Alle anderen Spielabende lassen sich wie bisher nutzen; stellen Sie die Datenbank aus einer Sicherung wieder her oder löschen Sie diesen Spielabend</translation>
    </message>
    <message>
        <source>its game</source>
        <translation>seine Spielart</translation>
    </message>
    <message>
        <source>its title</source>
        <translation>sein Titel</translation>
    </message>
    <message>
        <source>its date</source>
        <translation>sein Datum</translation>
    </message>
    <message>
        <source>its player list</source>
        <translation>seine Spielerliste</translation>
    </message>
    <message>
        <source>its first dealer</source>
        <translation>sein erster Geber</translation>
    </message>
    <message>
        <source>its rule set</source>
        <translation>sein Regelsatz</translation>
    </message>
    <message>
        <source>its archive mark</source>
        <translation>seine Archivmarkierung</translation>
    </message>
    <message>
        <source>its version number</source>
        <translation>seine Versionsnummer</translation>
    </message>
    <message>
        <source>its season</source>
        <translation>seine Saison</translation>
    </message>
    <message>
        <source>its club night</source>
        <translation>sein Vereinsabend</translation>
    </message>
    <message>
        <source>its table number</source>
        <translation>seine Tischnummer</translation>
    </message>
    <message>
        <source>its round number</source>
        <translation>seine Rundennummer</translation>
    </message>
    <message>
        <source>its list of records</source>
        <translation>seine Liste der Einträge</translation>
    </message>
    <message>
        <source>is out of order</source>
        <translation>ist nicht in der richtigen Reihenfolge</translation>
    </message>
    <message>
        <source>has a revision that is not a whole number of 1 or more</source>
        <translation>hat einen Stand, der keine ganze Zahl ab 1 ist</translation>
    </message>
    <message>
        <source>The database {path} is closed</source>
        <translation>Die Datenbank {path} ist geschlossen</translation>
    </message>
    <message>
        <source>Could not {doing}: {reason}; nothing was changed</source>
        <translation>Es war nicht möglich, {doing}: {reason}; es wurde nichts geändert</translation>
    </message>
    <message>
        <source>Could not {doing}: the database {path} was deleted while Schreiber had it open, and writing it again failed ({reason}); nothing was changed. Export the evening (File → Export) to keep it</source>
        <translation>Es war nicht möglich, {doing}: Die Datenbank {path} wurde gelöscht, während Schreiber sie geöffnet hatte, und sie neu zu schreiben ist fehlgeschlagen ({reason}); es wurde nichts geändert. Exportieren Sie den Spielabend (Datei → Exportieren), um ihn zu behalten</translation>
    </message>
    <message>
        <source>Could not {doing}: the database {path} was moved or deleted while Schreiber had it open; nothing was changed. Export the evening (File → Export) to keep it</source>
        <translation>Es war nicht möglich, {doing}: Die Datenbank {path} wurde verschoben oder gelöscht, während Schreiber sie geöffnet hatte; es wurde nichts geändert. Exportieren Sie den Spielabend (Datei → Exportieren), um ihn zu behalten</translation>
    </message>
    <message>
        <source>Could not {doing}: the database {path} is busy: it is open elsewhere (another Schreiber window or program) and stayed locked; close it there and try again{unchanged}</source>
        <translation>Es war nicht möglich, {doing}: Die Datenbank {path} ist belegt: Sie ist woanders geöffnet (ein anderes Schreiber-Fenster oder Programm) und blieb gesperrt; schließen Sie sie dort und versuchen Sie es erneut{unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: the disk holding the database {path} is full{unchanged}</source>
        <translation>Es war nicht möglich, {doing}: Der Datenträger mit der Datenbank {path} ist voll{unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: the database {path} was moved or deleted while Schreiber had it open{unchanged}</source>
        <translation>Es war nicht möglich, {doing}: Die Datenbank {path} wurde verschoben oder gelöscht, während Schreiber sie geöffnet hatte{unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: the database {path} is read-only{unchanged}</source>
        <translation>Es war nicht möglich, {doing}: Die Datenbank {path} ist schreibgeschützt{unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: the database {path} is damaged{unchanged}</source>
        <translation>Es war nicht möglich, {doing}: Die Datenbank {path} ist beschädigt{unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: reading or writing the database {path} failed (input/output error){unchanged}</source>
        <translation>Es war nicht möglich, {doing}: Lesen oder Schreiben der Datenbank {path} ist fehlgeschlagen (Ein-/Ausgabefehler){unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: the database {path} cannot be opened{unchanged}</source>
        <translation>Es war nicht möglich, {doing}: Die Datenbank {path} lässt sich nicht öffnen{unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: database error in {path}: {reason}{unchanged}</source>
        <translation>Es war nicht möglich, {doing}: Datenbankfehler in {path}: {reason}{unchanged}</translation>
    </message>
    <message>
        <source>; nothing was changed</source>
        <translation>; es wurde nichts geändert</translation>
    </message>
    <message>
        <source>open the database</source>
        <translation>die Datenbank zu öffnen</translation>
    </message>
    <message>
        <source>Cannot read the database {path}: {reason}</source>
        <translation>Die Datenbank {path} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>The database {path} was written by a newer version of Schreiber; update the app (the file has schema version {version}, this app reads up to {target}; the file was left untouched)</source>
        <translation>Die Datenbank {path} wurde von einer neueren Version von Schreiber geschrieben; aktualisieren Sie die App (die Datei hat die Schemaversion {version}, diese App liest bis {target}; die Datei wurde nicht verändert)</translation>
    </message>
    <message>
        <source>Could not back up the database {path} before upgrading it ({reason}); it was left untouched</source>
        <translation>Die Datenbank {path} konnte vor der Aktualisierung nicht gesichert werden ({reason}); sie wurde nicht verändert</translation>
    </message>
    <message>
        <source>The database {path} cannot use write-ahead logging (got {mode})</source>
        <translation>Die Datenbank {path} kann kein Write-Ahead-Logging nutzen (erhalten: {mode})</translation>
    </message>
    <message>
        <source>The database {path} changed while it was being opened; try again</source>
        <translation>Die Datenbank {path} hat sich beim Öffnen geändert; versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>Could not upgrade the database {path} from version {old} to {new} ({reason}); it was left unchanged</source>
        <translation>Die Datenbank {path} konnte nicht von Version {old} auf {new} aktualisiert werden ({reason}); sie wurde nicht verändert</translation>
    </message>
    <message>
        <source>Could not {doing}: a player&apos;s name must not be blank and may have at most 40 characters (got {name!r}); nothing was changed</source>
        <translation>Es war nicht möglich, {doing}: Der Name eines Spielers darf nicht leer sein und höchstens 40 Zeichen haben ({name!r}); es wurde nichts geändert</translation>
    </message>
    <message>
        <source>Could not {doing}: the name {name} is already another player&apos;s ({other}); names are told apart without regard to capitals. Add an initial (e.g. {name} K.); nothing was changed</source>
        <translation>Es war nicht möglich, {doing}: Der Name {name} gehört schon einem anderen Spieler ({other}); Groß- und Kleinschreibung zählt dabei nicht. Einen Anfangsbuchstaben anhängen (z. B. {name} K.); es wurde nichts geändert</translation>
    </message>
    <message>
        <source>Could not {doing}: session {session} ({title}) has this player under two names; rename one of them in that session first; nothing was changed</source>
        <translation>Es war nicht möglich, {doing}: Im Spielabend {session} ({title}) steht dieser Spieler unter zwei Namen; zuerst einen davon in diesem Spielabend umbenennen; es wurde nichts geändert</translation>
    </message>
    <message>
        <source>There is no player {person} in the database {path}</source>
        <translation>In der Datenbank {path} gibt es keinen Spieler {person}</translation>
    </message>
    <message>
        <source>There is no season {season} in the database {path}</source>
        <translation>In der Datenbank {path} gibt es keine Saison {season}</translation>
    </message>
    <message>
        <source>Could not {doing}: there is already a season named {name}; nothing was changed</source>
        <translation>Es war nicht möglich, {doing}: Es gibt schon eine Saison namens {name}; es wurde nichts geändert</translation>
    </message>
    <message>
        <source>Could not {doing}: a season runs from its first to its last day, each written YYYY-MM-DD (got {start} to {end}); nothing was changed</source>
        <translation>Es war nicht möglich, {doing}: Eine Saison geht von ihrem ersten bis zu ihrem letzten Tag, jeweils geschrieben JJJJ-MM-TT ({start} bis {end}); es wurde nichts geändert</translation>
    </message>
    <message>
        <source>There is no club night {night} in the database {path}</source>
        <translation>In der Datenbank {path} gibt es keinen Vereinsabend {night}</translation>
    </message>
    <message>
        <source>Could not {doing}: the club night {title} of {date} is closed; reopen it first; nothing was changed</source>
        <translation>Es war nicht möglich, {doing}: Der Vereinsabend {title} vom {date} ist abgeschlossen; zuerst wieder öffnen; es wurde nichts geändert</translation>
    </message>
    <message>
        <source>Could not {doing}: the date must be written YYYY-MM-DD (got {date}); nothing was changed</source>
        <translation>Es war nicht möglich, {doing}: Das Datum muss JJJJ-MM-TT geschrieben werden ({date}); es wurde nichts geändert</translation>
    </message>
    <message>
        <source>Could not {doing}: round {round} of the club night {title} of {date} was drawn elsewhere (on another laptop) meanwhile; nothing was changed</source>
        <translation>Es war nicht möglich, {doing}: Runde {round} des Vereinsabends {title} vom {date} wurde inzwischen anderswo (an einem anderen Laptop) gesetzt; es wurde nichts geändert</translation>
    </message>
    <message>
        <source>Could not {doing}: a round needs at least one table, each numbered once from 1 up (got {tables}); nothing was changed</source>
        <translation>Es war nicht möglich, {doing}: Eine Runde braucht mindestens einen Tisch, jeder einmal ab 1 nummeriert ({tables}); es wurde nichts geändert</translation>
    </message>
    <message>
        <source>Could not {doing}: session {session} is not a table of the club night {title} of {date}; nothing was changed</source>
        <translation>Es war nicht möglich, {doing}: Sitzung {session} ist kein Tisch des Vereinsabends {title} vom {date}; es wurde nichts geändert</translation>
    </message>
    <message>
        <source>The key of a change (--key) must be 1 to {length} printable characters, without spaces at either end; nothing was changed</source>
        <translation>Der Schlüssel einer Änderung (--key) muss aus 1 bis {length} druckbaren Zeichen bestehen, ohne Leerzeichen am Anfang oder Ende; nichts wurde geändert</translation>
    </message>
    <message>
        <source>The key {key} was already used for another change; give every change a key of its own (nothing was changed)</source>
        <translation>Der Schlüssel {key} wurde schon für eine andere Änderung verwendet; geben Sie jeder Änderung einen eigenen Schlüssel (nichts wurde geändert)</translation>
    </message>
    <message>
        <source>The answer stored with the key {key} is damaged; nothing was changed. Make the change with a new key after checking that it is not stored already</source>
        <translation>Die mit dem Schlüssel {key} gespeicherte Antwort ist beschädigt; nichts wurde geändert. Prüfen Sie, ob die Änderung schon gespeichert ist, und machen Sie sie sonst mit einem neuen Schlüssel</translation>
    </message>
    <message>
        <source>player list</source>
        <translation>Spielerliste</translation>
    </message>
    <message>
        <source>rule set</source>
        <translation>Regelsatz</translation>
    </message>
    <message>
        <source>deal record</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>create the session</source>
        <translation>den Spielabend anzulegen</translation>
    </message>
    <message>
        <source>list the sessions</source>
        <translation>die Spielabende aufzulisten</translation>
    </message>
    <message>
        <source>load the session</source>
        <translation>den Spielabend zu laden</translation>
    </message>
    <message>
        <source>rename the session</source>
        <translation>den Spielabend umzubenennen</translation>
    </message>
    <message>
        <source>archive the session</source>
        <translation>den Spielabend zu archivieren</translation>
    </message>
    <message>
        <source>unarchive the session</source>
        <translation>den Spielabend aus dem Archiv zu holen</translation>
    </message>
    <message>
        <source>delete the session</source>
        <translation>den Spielabend zu löschen</translation>
    </message>
    <message>
        <source>find the last session</source>
        <translation>den letzten Spielabend zu finden</translation>
    </message>
    <message>
        <source>read the players</source>
        <translation>die Spieler zu lesen</translation>
    </message>
    <message>
        <source>add the player</source>
        <translation>den Spieler hinzuzufügen</translation>
    </message>
    <message>
        <source>save the player</source>
        <translation>den Spieler zu speichern</translation>
    </message>
    <message>
        <source>rename the player</source>
        <translation>den Spieler umzubenennen</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>read the seasons</source>
        <translation>die Saisons zu lesen</translation>
    </message>
    <message>
        <source>create the season</source>
        <translation>die Saison anzulegen</translation>
    </message>
    <message>
        <source>season settings</source>
        <translation>Einstellungen der Saison</translation>
    </message>
    <message>
        <source>save the season&apos;s settings</source>
        <translation>die Einstellungen der Saison zu speichern</translation>
    </message>
    <message>
        <source>move the session</source>
        <translation>den Spielabend zu verschieben</translation>
    </message>
    <message>
        <source>create the club night</source>
        <translation>den Vereinsabend anzulegen</translation>
    </message>
    <message>
        <source>club night&apos;s settings</source>
        <translation>Einstellungen des Vereinsabends</translation>
    </message>
    <message>
        <source>store the next round</source>
        <translation>die nächste Runde zu speichern</translation>
    </message>
    <message>
        <source>mark the table finished</source>
        <translation>den Tisch als beendet zu markieren</translation>
    </message>
    <message>
        <source>mark the table not finished</source>
        <translation>die Markierung „beendet“ des Tisches aufzuheben</translation>
    </message>
    <message>
        <source>read the club night</source>
        <translation>den Vereinsabend zu lesen</translation>
    </message>
    <message>
        <source>save the club night</source>
        <translation>den Vereinsabend zu speichern</translation>
    </message>
    <message>
        <source>close the club night</source>
        <translation>den Vereinsabend abzuschließen</translation>
    </message>
    <message>
        <source>reopen the club night</source>
        <translation>den Vereinsabend wieder zu öffnen</translation>
    </message>
    <message>
        <source>read the league</source>
        <translation>die Ligatabelle zu lesen</translation>
    </message>
    <message>
        <source>save the league</source>
        <translation>die Ligatabelle zu speichern</translation>
    </message>
    <message>
        <source>save the deal</source>
        <translation>das Spiel zu speichern</translation>
    </message>
    <message>
        <source>save the changed deal</source>
        <translation>das geänderte Spiel zu speichern</translation>
    </message>
    <message>
        <source>delete the deal</source>
        <translation>das Spiel zu löschen</translation>
    </message>
    <message>
        <source>save the rules</source>
        <translation>die Regeln zu speichern</translation>
    </message>
    <message>
        <source>read the undo history</source>
        <translation>den Verlauf zum Rückgängigmachen zu lesen</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>rückgängig zu machen</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>wiederherzustellen</translation>
    </message>
    <message>
        <source>change sessions</source>
        <translation>Spielabende zu ändern</translation>
    </message>
    <message>
        <source>mark tables finished</source>
        <translation>Tische als beendet zu markieren</translation>
    </message>
    <message>
        <source>change the club&apos;s roster</source>
        <translation>die Spielerliste des Vereins zu ändern</translation>
    </message>
    <message>
        <source>change seasons, rankings or money</source>
        <translation>Saisons, Wertungen oder Geld zu ändern</translation>
    </message>
    <message>
        <source>create, draw, close or reopen club nights</source>
        <translation>Vereinsabende anzulegen, Runden zu setzen oder Abende abzuschließen oder wieder zu öffnen</translation>
    </message>
    <message>
        <source>delete sessions</source>
        <translation>Spielabende zu löschen</translation>
    </message>
    <message>
        <source>Could not {doing}: this laptop&apos;s database login may not {what}; ask the organiser; nothing was changed</source>
        <translation>Es war nicht möglich, {doing}: Die Datenbank-Anmeldung dieses Laptops hat nicht das Recht, {what}; bitte den Organisator fragen; es wurde nichts geändert</translation>
    </message>
    <message>
        <source>Could not {doing}: the database server refused it, since this laptop&apos;s database login may not make this change; ask the organiser{unchanged}</source>
        <translation>Es war nicht möglich, {doing}: Der Datenbankserver hat es abgelehnt, weil die Datenbank-Anmeldung dieses Laptops diese Änderung nicht vornehmen darf; bitte den Organisator fragen{unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: this session is a table of the club night {title} of {date}, which is closed, so its deals stay as they are; the organiser can reopen the night (Club → Club nights); nothing was changed</source>
        <translation>Es war nicht möglich, {doing}: Dieser Spielabend ist ein Tisch des Vereinsabends {title} vom {date}, der abgeschlossen ist; seine Spiele bleiben, wie sie sind. Der Organisator kann den Abend wieder öffnen (Verein → Vereinsabende); es wurde nichts geändert</translation>
    </message>
    <message>
        <source>Could not {doing}: the database server refused it, since the session is a table of a closed club night; the organiser can reopen the night (Club → Club nights){unchanged}</source>
        <translation>Es war nicht möglich, {doing}: Der Datenbankserver hat es abgelehnt, weil der Spielabend ein Tisch eines abgeschlossenen Vereinsabends ist; der Organisator kann den Abend wieder öffnen (Verein → Vereinsabende){unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: deal {number} was changed elsewhere (another window, table or program) since it was read (revision {revision}, now {current}); nothing was changed</source>
        <translation>Es war nicht möglich, {doing}: Spiel {number} wurde inzwischen anderswo geändert (anderes Fenster, anderer Tisch oder Programm; Stand {revision}, jetzt {current}); nichts wurde geändert</translation>
    </message>
    <message>
        <source>Could not {doing}: the deal (id {deal}) was deleted elsewhere (another window, table or program), or was never in this session; nothing was changed</source>
        <translation>Es war nicht möglich, {doing}: Das Spiel (Nr. {deal}) wurde anderswo gelöscht (anderes Fenster, anderer Tisch oder Programm) oder gehörte nie zu diesem Abend; nichts wurde geändert</translation>
    </message>
    <message>
        <source>Could not {doing}: the rules were changed elsewhere (another window, table or program) since; nothing was changed</source>
        <translation>Es war nicht möglich, {doing}: Die Regeln wurden inzwischen anderswo geändert (anderes Fenster, anderer Tisch oder Programm); nichts wurde geändert</translation>
    </message>
    <message>
        <source>find out whether the change was saved</source>
        <translation>herauszufinden, ob die Änderung gespeichert wurde</translation>
    </message>
    <message>
        <source>its undo history is inconsistent</source>
        <translation>sein Verlauf zum Rückgängigmachen ist widersprüchlich</translation>
    </message>
    <message>
        <source>its undo history does not match its deals</source>
        <translation>sein Verlauf zum Rückgängigmachen passt nicht zu seinen Spielen</translation>
    </message>
    <message>
        <source>The file {path} is damaged or not a Schreiber database; it was left untouched. Restore a backup of it, or move it away to start a new database in its place</source>
        <translation>Die Datei {path} ist beschädigt oder keine Schreiber-Datenbank; sie wurde nicht verändert. Stellen Sie eine Sicherung davon wieder her oder verschieben Sie sie, um an ihrer Stelle eine neue Datenbank zu beginnen</translation>
    </message>
    <message>
        <source>The database {path} has schema version {version}, which Schreiber does not know; it was left untouched. Restore a backup of it, or move it away to start a new database in its place</source>
        <translation>Die Datenbank {path} hat die Schemaversion {version}, die Schreiber nicht kennt; sie wurde nicht verändert. Stellen Sie eine Sicherung wieder her oder verschieben Sie die Datei, um an ihrer Stelle eine neue Datenbank zu beginnen</translation>
    </message>
    <message>
        <source>The database {path} is read-only, and it was written by an older version of Schreiber, which has to upgrade it before it can be read; copy it to a folder that can be written and open the copy</source>
        <translation>Die Datenbank {path} ist schreibgeschützt und wurde von einer älteren Version von Schreiber geschrieben, die sie erst aktualisieren muss, bevor sie gelesen werden kann; kopieren Sie sie in einen Ordner, in den geschrieben werden kann, und öffnen Sie die Kopie</translation>
    </message>
    <message>
        <source>Could not {doing}: the file {wal} beside the database {path} was deleted or replaced while Schreiber had the database open, and setting it right failed ({reason}); nothing was changed. Close every other window and program that has the database open, then try again</source>
        <translation>Es war nicht möglich, {doing}: Die Datei {wal} neben der Datenbank {path} wurde gelöscht oder ersetzt, während Schreiber die Datenbank geöffnet hatte, und sie wiederherzustellen ist fehlgeschlagen ({reason}); es wurde nichts geändert. Schließen Sie alle anderen Fenster und Programme, die die Datenbank geöffnet haben, und versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>Could not {doing}: the file {wal} beside the database {path} was deleted or replaced while the change was being written; nothing was changed. Try again</source>
        <translation>Es war nicht möglich, {doing}: Die Datei {wal} neben der Datenbank {path} wurde gelöscht oder ersetzt, während die Änderung geschrieben wurde; es wurde nichts geändert. Versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>write the database again</source>
        <translation>die Datenbank neu zu schreiben</translation>
    </message>
    <message>
        <source>close the database</source>
        <translation>die Datenbank zu schließen</translation>
    </message>
    <message>
        <source>set up the database</source>
        <translation>die Datenbank einzurichten</translation>
    </message>
    <message>
        <source>upgrade the database</source>
        <translation>die Datenbank zu aktualisieren</translation>
    </message>
    <message>
        <source>The database address {url} is not one Schreiber knows; write sqlite:///path/to/file.db, postgresql://user@host:port/dbname or host=… port=… dbname=… user=…</source>
        <translation>Die Datenbankadresse {url} kennt Schreiber nicht; schreiben Sie sqlite:///pfad/zur/datei.db, postgresql://benutzer@host:port/datenbank oder host=… port=… dbname=… user=…</translation>
    </message>
    <message>
        <source>Schreiber cannot reach PostgreSQL databases here: the psycopg driver is not installed (install it with: pip install &apos;schreiber[postgres]&apos;)</source>
        <translation>Schreiber kann hier keine PostgreSQL-Datenbanken erreichen: Der Treiber psycopg ist nicht installiert (installieren mit: pip install &apos;schreiber[postgres]&apos;)</translation>
    </message>
    <message>
        <source>Could not {doing}: the connection to the database server {path} broke while the change was being saved, and whether it was saved cannot be found out now ({reason}). When the network is back, make the same change again with its key {key}: it is saved once, never twice</source>
        <translation>Es war nicht möglich, {doing}: Die Verbindung zum Datenbankserver {path} brach ab, während die Änderung gespeichert wurde, und ob sie gespeichert wurde, lässt sich jetzt nicht feststellen ({reason}). Wenn das Netz wieder da ist, machen Sie dieselbe Änderung noch einmal mit ihrem Schlüssel {key}: Sie wird einmal gespeichert, nie zweimal</translation>
    </message>
    <message>
        <source>Could not {doing}: another client of the database {path} held what this needed for more than {seconds} seconds{unchanged}. Try again in a moment; if it stays so, the organiser can see on the server who holds it</source>
        <translation>Es war nicht möglich, {doing}: Ein anderer Teilnehmer der Datenbank {path} hielt länger als {seconds} Sekunden fest, was hierfür nötig war{unchanged}. Versuchen Sie es gleich noch einmal; bleibt es so, sieht der Organisator auf dem Server, wer es festhält</translation>
    </message>
    <message>
        <source>Could not {doing}: the database server {path} took more than {seconds} seconds{unchanged}. Try again; if it stays so, the server is overloaded</source>
        <translation>Es war nicht möglich, {doing}: Der Datenbankserver {path} brauchte länger als {seconds} Sekunden{unchanged}. Versuchen Sie es noch einmal; bleibt es so, ist der Server überlastet</translation>
    </message>
    <message>
        <source>Could not {doing}: the database server {path} did not answer within {seconds} seconds{unchanged}. Check the network, then try again</source>
        <translation>Es war nicht möglich, {doing}: Der Datenbankserver {path} hat nicht innerhalb von {seconds} Sekunden geantwortet{unchanged}. Prüfen Sie das Netz und versuchen Sie es dann noch einmal</translation>
    </message>
    <message>
        <source>Could not {doing}: the database server {path} cannot be reached: its name is not known on this network. Check its spelling, or give the server&apos;s address (e.g. 192.168.1.10) instead</source>
        <translation>Es war nicht möglich, {doing}: Der Datenbankserver {path} ist nicht erreichbar: Sein Name ist in diesem Netz nicht bekannt. Prüfen Sie die Schreibweise oder geben Sie stattdessen die Adresse des Servers an (z. B. 192.168.1.10)</translation>
    </message>
    <message>
        <source>Could not {doing}: the database server {path} cannot be reached: nothing answers there. Check that the server is running and that the port is right</source>
        <translation>Es war nicht möglich, {doing}: Der Datenbankserver {path} ist nicht erreichbar: Dort antwortet nichts. Prüfen Sie, ob der Server läuft und der Port stimmt</translation>
    </message>
    <message>
        <source>Could not {doing}: the database server {path} cannot be reached ({reason}). Check the network and that the server is running, then try again</source>
        <translation>Es war nicht möglich, {doing}: Der Datenbankserver {path} ist nicht erreichbar ({reason}). Prüfen Sie das Netz und ob der Server läuft, und versuchen Sie es dann erneut</translation>
    </message>
    <message>
        <source>The database {path} holds tables of another application; Schreiber left it untouched. Create an empty database for Schreiber (see the README, &apos;For clubs&apos;)</source>
        <translation>Die Datenbank {path} enthält Tabellen einer anderen Anwendung; Schreiber hat sie nicht verändert. Legen Sie eine leere Datenbank für Schreiber an (siehe README, „Für Vereine“)</translation>
    </message>
    <message>
        <source>reach the database</source>
        <translation>die Datenbank zu erreichen</translation>
    </message>
    <message>
        <source>The database address cannot be read: {reason}. Write it as postgresql://user@host:port/dbname or as host=… port=… dbname=… user=…</source>
        <translation>Die Datenbankadresse ist nicht lesbar: {reason}. Schreiben Sie sie als postgresql://benutzer@host:port/datenbank oder als host=… port=… dbname=… user=…</translation>
    </message>
    <message>
        <source>The database address has a word without = after it; write it as key=value pairs (host=… port=… dbname=… user=…), a value holding spaces in single quotes</source>
        <translation>Die Datenbankadresse enthält ein Wort ohne = dahinter; schreiben Sie sie als Paare schlüssel=wert (host=… port=… dbname=… user=…), einen Wert mit Leerzeichen in einfachen Anführungszeichen</translation>
    </message>
    <message>
        <source>The port {port} of the database address is not a number from 1 to 65535; write the server&apos;s port in digits, e.g. postgresql://user@host:5432/dbname</source>
        <translation>Der Port {port} der Datenbankadresse ist keine Zahl von 1 bis 65535; schreiben Sie den Port des Servers in Ziffern, z. B. postgresql://benutzer@host:5432/datenbank</translation>
    </message>
    <message>
        <source>The database address names {hosts} servers but {ports} ports; give one port for all servers or one for each (host1:5432,host2:5433)</source>
        <translation>Die Datenbankadresse nennt {hosts} Server, aber {ports} Ports; geben Sie einen Port für alle Server an oder einen je Server (host1:5432,host2:5433)</translation>
    </message>
    <message>
        <source>The server address (hostaddr) {value} of the database address is not an IP address; give the server&apos;s name as host instead</source>
        <translation>Die Serveradresse (hostaddr) {value} der Datenbankadresse ist keine IP-Adresse; geben Sie den Namen des Servers stattdessen als host an</translation>
    </message>
    <message>
        <source>The server of the database address has a [ without its ]; write an IPv6 address in brackets, e.g. postgresql://user@[::1]:5432/dbname</source>
        <translation>Der Server der Datenbankadresse hat eine [ ohne ihre ]; schreiben Sie eine IPv6-Adresse in eckigen Klammern, z. B. postgresql://benutzer@[::1]:5432/datenbank</translation>
    </message>
    <message>
        <source>The database address has an @ or / where its server, port or database name should be; in a user name or password write @ as %40 and / as %2F, or better leave the password out of the address and put it in ~/.pgpass</source>
        <translation>Die Datenbankadresse hat ein @ oder / dort, wo Server, Port oder Datenbankname stehen sollten; schreiben Sie in Benutzername oder Passwort @ als %40 und / als %2F – oder besser: lassen Sie das Passwort aus der Adresse weg und legen Sie es in ~/.pgpass ab</translation>
    </message>
    <message>
        <source>The database address has an option {option} that PostgreSQL does not know; see &apos;Connection Strings&apos; in the PostgreSQL documentation</source>
        <translation>Die Datenbankadresse hat eine Option {option}, die PostgreSQL nicht kennt; siehe „Connection Strings“ in der PostgreSQL-Dokumentation</translation>
    </message>
    <message>
        <source>The option {option} of the database address has a value PostgreSQL does not accept ({value})</source>
        <translation>Die Option {option} der Datenbankadresse hat einen Wert, den PostgreSQL nicht annimmt ({value})</translation>
    </message>
    <message>
        <source>Could not {doing}: the server {path} did not accept the password of user {user} (a wrong password, or no such user). Check the password: commands read it from ~/.pgpass or PGPASSWORD, the window from File → Open database…</source>
        <translation>Es war nicht möglich, {doing}: Der Server {path} hat das Passwort des Benutzers {user} nicht angenommen (ein falsches Passwort oder kein solcher Benutzer). Prüfen Sie das Passwort: Befehle lesen es aus ~/.pgpass oder PGPASSWORD, das Fenster aus Datei → Datenbank öffnen…</translation>
    </message>
    <message>
        <source>Could not {doing}: the server {path} asks for the password of user {user}, and none was given. Commands read it from ~/.pgpass or PGPASSWORD; the window asks for it in File → Open database…</source>
        <translation>Es war nicht möglich, {doing}: Der Server {path} verlangt das Passwort des Benutzers {user}, und es wurde keines angegeben. Befehle lesen es aus ~/.pgpass oder PGPASSWORD; das Fenster fragt in Datei → Datenbank öffnen… danach</translation>
    </message>
    <message>
        <source>Could not {doing}: the server {path} has no database {database}. Check the database name in the address, or create the database (see the README, &apos;For clubs&apos;)</source>
        <translation>Es war nicht möglich, {doing}: Der Server {path} hat keine Datenbank {database}. Prüfen Sie den Datenbanknamen in der Adresse oder legen Sie die Datenbank an (siehe README, „Für Vereine“)</translation>
    </message>
    <message>
        <source>Could not {doing}: the server {path} has no user (role) {user}. Check the user name in the address</source>
        <translation>Es war nicht möglich, {doing}: Der Server {path} hat keinen Benutzer (keine Rolle) {user}. Prüfen Sie den Benutzernamen in der Adresse</translation>
    </message>
    <message>
        <source>Could not {doing}: the server {path} does not let user {user} connect without TLS (encryption). Add sslmode=require to the address (in the window: TLS &apos;required&apos;), or ask the server&apos;s administrator to let this computer in</source>
        <translation>Es war nicht möglich, {doing}: Der Server {path} lässt den Benutzer {user} nicht ohne TLS (Verschlüsselung) herein. Ergänzen Sie sslmode=require in der Adresse (im Fenster: TLS „Erforderlich“) oder bitten Sie den Administrator des Servers, diesen Computer zuzulassen</translation>
    </message>
    <message>
        <source>Could not {doing}: the server {path} does not offer TLS (encryption), but the address requires it (sslmode). Turn TLS on at the server (see the README, &apos;For clubs&apos;), or on a network you trust choose sslmode=prefer</source>
        <translation>Es war nicht möglich, {doing}: Der Server {path} bietet kein TLS (Verschlüsselung) an, die Adresse verlangt es aber (sslmode). Schalten Sie TLS am Server ein (siehe README, „Für Vereine“) oder wählen Sie in einem Netz, dem Sie vertrauen, sslmode=prefer</translation>
    </message>
    <message>
        <source>Could not {doing}: the server {path} does not let user {user} connect from this computer (its pg_hba.conf); ask the server&apos;s administrator</source>
        <translation>Es war nicht möglich, {doing}: Der Server {path} lässt den Benutzer {user} von diesem Computer aus nicht herein (seine pg_hba.conf); wenden Sie sich an den Administrator des Servers</translation>
    </message>
    <message>
        <source>Could not {doing}: the server {path} refused the connection ({reason})</source>
        <translation>Es war nicht möglich, {doing}: Der Server {path} hat die Verbindung abgelehnt ({reason})</translation>
    </message>
    <message>
        <source>back up the database</source>
        <translation>die Datenbank zu sichern</translation>
    </message>
    <message>
        <source>restore the backup</source>
        <translation>die Sicherung wiederherzustellen</translation>
    </message>
    <message>
        <source>Could not restore the backup: the database {path} already holds sessions, players, seasons or club nights; restore only into a new, empty database (a new file, or a new PostgreSQL database); nothing was changed</source>
        <translation>Die Sicherung konnte nicht wiederhergestellt werden: Die Datenbank {path} enthält bereits Spielabende, Spieler, Saisons oder Vereinsabende; stellen Sie sie nur in einer neuen, leeren Datenbank wieder her (einer neuen Datei oder einer neuen PostgreSQL-Datenbank); es wurde nichts geändert</translation>
    </message>
    <message>
        <source>Could not back up the database {path}: a row of the table {table} is damaged ({field}: {reason}); nothing was written. Repair or delete that row, then back up again</source>
        <translation>Die Datenbank {path} konnte nicht gesichert werden: Eine Zeile der Tabelle {table} ist beschädigt ({field}: {reason}); es wurde nichts geschrieben. Reparieren oder löschen Sie diese Zeile und sichern Sie dann erneut</translation>
    </message>
    <message>
        <source>Could not set up the table&apos;s login: {user} does not own the database {path} and its tables; run club-setup with the organiser&apos;s login (the owner&apos;s)</source>
        <translation>Die Anmeldung für die Tische konnte nicht eingerichtet werden: {user} ist nicht Eigentümer der Datenbank {path} und ihrer Tabellen; club-setup mit der Anmeldung des Organisators (des Eigentümers) ausführen</translation>
    </message>
    <message>
        <source>Could not set up the table&apos;s login: the organiser&apos;s login {user} may not create roles on the server {path}; the server&apos;s administrator allows it with: ALTER ROLE {user} CREATEROLE</source>
        <translation>Die Anmeldung für die Tische konnte nicht eingerichtet werden: Die Anmeldung des Organisators {user} darf auf dem Server {path} keine Rollen anlegen; der Administrator des Servers erlaubt es mit: ALTER ROLE {user} CREATEROLE</translation>
    </message>
    <message>
        <source>Could not set up the table&apos;s login: the role {name} exists on the server {path} and may do more than a table may ({why}); choose another name for the table&apos;s login</source>
        <translation>Die Anmeldung für die Tische konnte nicht eingerichtet werden: Die Rolle {name} gibt es auf dem Server {path} schon, und sie darf mehr als ein Tisch ({why}); einen anderen Namen für die Anmeldung der Tische wählen</translation>
    </message>
    <message>
        <source>Could not set up the table&apos;s login: in the database {path}, every login may {what}, and only the server&apos;s administrator can change that: {fix}; nothing was changed</source>
        <translation>Die Anmeldung für die Tische konnte nicht eingerichtet werden: In der Datenbank {path} darf jede Anmeldung {what}, und nur der Administrator des Servers kann das ändern: {fix}; es wurde nichts geändert</translation>
    </message>
    <message>
        <source>set up the table&apos;s login</source>
        <translation>die Anmeldung für die Tische einzurichten</translation>
    </message>
    <message>
        <source>create tables in its schema</source>
        <translation>Tabellen in ihrem Schema anlegen</translation>
    </message>
    <message>
        <source>create schemas in it</source>
        <translation>Schemas in ihr anlegen</translation>
    </message>
    <message>
        <source>create temporary tables in it</source>
        <translation>temporäre Tabellen in ihr anlegen</translation>
    </message>
    <message>
        <source>is not text</source>
        <translation>ist kein Text</translation>
    </message>
    <message>
        <source>is not text in UTF-8</source>
        <translation>ist kein Text in UTF-8</translation>
    </message>
    <message>
        <source>is too large</source>
        <translation>ist zu groß</translation>
    </message>
    <message>
        <source>is nested too deeply</source>
        <translation>ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>is not readable JSON</source>
        <translation>ist kein lesbares JSON</translation>
    </message>
    <message>
        <source>is not a JSON object</source>
        <translation>ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>is not a list of names</source>
        <translation>ist keine Liste von Namen</translation>
    </message>
    <message>
        <source>is not a whole number in range</source>
        <translation>ist keine ganze Zahl im gültigen Bereich</translation>
    </message>
    <message>
        <source>is neither 0 nor 1</source>
        <translation>ist weder 0 noch 1</translation>
    </message>
    <message>
        <source>keep what was typed</source>
        <translation>die Eingabe aufzubewahren</translation>
    </message>
    <message>
        <source>read what was typed before</source>
        <translation>die frühere Eingabe zu lesen</translation>
    </message>
    <message>
        <source>discard what was typed</source>
        <translation>die Eingabe zu verwerfen</translation>
    </message>
</context>
<context>
    <name>TableStatsModel</name>
    <message>
        <source>Statistic</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Spielabende</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Spiele gespielt</translation>
    </message>
    <message>
        <source>The deals that were scored; redeals and changes of seating are none.</source>
        <translation>Die gewerteten Spiele; Neugeben und Wechsel am Tisch zählen nicht.</translation>
    </message>
    <message>
        <source>Redeals</source>
        <translation>Neugeben</translation>
    </message>
    <message>
        <source>Deals thrown in and dealt again: they score nothing.</source>
        <translation>Zusammengeworfene und neu gegebene Spiele: Sie werden nicht gewertet.</translation>
    </message>
    <message>
        <source>Re won</source>
        <translation>Re gewonnen</translation>
    </message>
    <message>
        <source>Kontra won</source>
        <translation>Kontra gewonnen</translation>
    </message>
    <message>
        <source>Soloist&apos;s side won</source>
        <translation>Solistenpartei gewonnen</translation>
    </message>
    <message>
        <source>Defenders won</source>
        <translation>Gegenspieler gewonnen</translation>
    </message>
    <message>
        <source>Soloist won</source>
        <translation>Solist gewonnen</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Punkte im Schnitt</translation>
    </message>
    <message>
        <source>Highest score</source>
        <translation>Höchste Punktzahl</translation>
    </message>
    <message>
        <source>Average game value</source>
        <translation>Spielwert im Schnitt</translation>
    </message>
    <message>
        <source>Highest game value</source>
        <translation>Höchster Spielwert</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spielarten</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Spielarten</translation>
    </message>
    <message>
        <source>Bids by trump</source>
        <translation>Gebote je Trumpf</translation>
    </message>
    <message>
        <source>Solos won</source>
        <translation>Soli gewonnen</translation>
    </message>
    <message>
        <source>Compulsory solos</source>
        <translation>Pflichtsoli</translation>
    </message>
    <message>
        <source>Announcements (held of made)</source>
        <translation>Ansagen (gehalten/angesagt)</translation>
    </message>
    <message>
        <source>{held} of {made}</source>
        <translation>{held} von {made}</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Sonderpunkte</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <source>Bock deals</source>
        <translation>Bockspiele</translation>
    </message>
    <message>
        <source>Highest Bock</source>
        <translation>Höchster Bock</translation>
    </message>
    <message>
        <source>Bock started by: {trigger}</source>
        <translation>Bock ausgelöst durch: {trigger}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>{rank}.</source>
        <translation>{rank}.</translation>
    </message>
    <message numerus="yes">
        <source>{title} — after %n deal(s)</source>
        <translation>
            <numerusform>{title} — nach %n Spiel</numerusform>
            <numerusform>{title} — nach %n Spielen</numerusform>
        </translation>
    </message>
    <message>
        <source>The session is over. Winner: {names}</source>
        <translation>Der Spielabend ist beendet. Sieger: {names}</translation>
    </message>
    <message>
        <source>Deal {n}: {dealer} deals</source>
        <translation>Spiel {n}: {dealer} gibt</translation>
    </message>
    <message>
        <source>Sits out: {names}</source>
        <translation>Setzt aus: {names}</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) ×{factor}</source>
        <translation>
            <numerusform>%n Spiel ×{factor}</numerusform>
            <numerusform>%n Spiele ×{factor}</numerusform>
        </translation>
    </message>
    <message>
        <source>Bock ahead: {deals}</source>
        <translation>Bock steht an: {deals}</translation>
    </message>
    <message>
        <source>F11 or Esc: back to the score sheet</source>
        <translation>F11 oder Esc: zurück zur Liste</translation>
    </message>
</context>
<context>
    <name>TotalsChart</name>
    <message>
        <source>Running totals</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <source>Every player&apos;s running total after each deal; arrow keys pick a deal.</source>
        <translation>Der Stand jedes Spielers nach jedem Spiel; mit den Pfeiltasten ein Spiel wählen.</translation>
    </message>
    <message>
        <source>not at the table</source>
        <translation>nicht am Tisch</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>setzt aus</translation>
    </message>
    <message>
        <source>Seating · {name} deals next</source>
        <translation>Plätze · nächster Geber: {name}</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>dealt by {name}</source>
        <translation>Geber: {name}</translation>
    </message>
    <message>
        <source>Bock ×{factor}</source>
        <translation>Bock ×{factor}</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <source>No deals yet</source>
        <translation>Noch keine Spiele</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
</context>
<context>
    <name>TransfersModel</name>
    <message>
        <source>Pays</source>
        <translation>Zahlt</translation>
    </message>
    <message>
        <source>To</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
</context>
<context>
    <name>WallWindow</name>
    <message>
        <source>Standing after round {number}</source>
        <translation>Stand nach Runde {number}</translation>
    </message>
    <message>
        <source>Standing during round {number}: {finished} of {count} tables finished</source>
        <translation>Stand während Runde {number}: {finished} von {count} Tischen fertig</translation>
    </message>
    <message>
        <source>Per {count} deals</source>
        <translation>Je {count} Spiele</translation>
    </message>
    <message>
        <source>Table points</source>
        <translation>Tischpunkte</translation>
    </message>
    <message>
        <source>{title} — the standing on the wall</source>
        <translation>{title} — der Stand an der Wand</translation>
    </message>
    <message>
        <source>The standing on the wall</source>
        <translation>Der Stand an der Wand</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>Workbook</name>
    <message>
        <source>Sheet</source>
        <translation>Spielzettel</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Re points</source>
        <translation>Augen Re</translation>
    </message>
    <message>
        <source>Tricks won</source>
        <translation>Gewonnene Stiche</translation>
    </message>
    <message>
        <source>{player} ±</source>
        <translation>{player} ±</translation>
    </message>
    <message>
        <source>{player} Σ</source>
        <translation>{player} Σ</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Seating: {players} · {dealer} deals</source>
        <translation>Plätze: {players} · {dealer} gibt</translation>
    </message>
    <message>
        <source>{title} · {date}</source>
        <translation>{title} · {date}</translation>
    </message>
    <message>
        <source>{game}, {deals} deals</source>
        <translation>{game}, {deals} Spiele</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Mitgespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Solos</source>
        <translation>Soli</translation>
    </message>
    <message>
        <source>Solos won</source>
        <translation>Soli gewonnen</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Gebote</translation>
    </message>
    <message>
        <source>Bids made</source>
        <translation>Gebote erfüllt</translation>
    </message>
    <message>
        <source>Best deal</source>
        <translation>Bestes Spiel</translation>
    </message>
    <message>
        <source>Worst deal</source>
        <translation>Schlechtestes Spiel</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <source>Balance ({currency})</source>
        <translation>Saldo ({currency})</translation>
    </message>
    <message>
        <source>{rate} {currency} per point, balances rounded to {step} {currency}: plus receives, minus pays.</source>
        <translation>{rate} {currency} je Punkt, Salden auf {step} {currency} gerundet: Plus bekommt, Minus zahlt.</translation>
    </message>
    <message>
        <source>The totals do not add up to zero, so everyone settles against the average of {mean} points: whoever is above it receives, whoever is below it pays.</source>
        <translation>Die Punktstände ergeben zusammen nicht null, daher rechnen alle gegen den Durchschnitt von {mean} Punkten ab: wer darüber liegt, bekommt, wer darunter liegt, zahlt.</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Wer zahlt wem</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Zahlt</translation>
    </message>
    <message>
        <source>To</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Amount ({currency})</source>
        <translation>Betrag ({currency})</translation>
    </message>
    <message>
        <source>Nobody pays anything: everyone is even.</source>
        <translation>Niemand zahlt etwas: alle sind ausgeglichen.</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Redeals</source>
        <translation>Neu gegeben</translation>
    </message>
    <message>
        <source>Bock deals</source>
        <translation>Bockspiele</translation>
    </message>
    <message>
        <source>Finished; won by {names}</source>
        <translation>Beendet; gewonnen hat {names}</translation>
    </message>
    <message>
        <source>.</source>
        <translation>,</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>Punktestand im Verlauf</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>No deals yet.</source>
        <translation>Noch keine Spiele.</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Angabe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Rule option</source>
        <translation>Regeloption</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Players (seating order)</source>
        <translation>Spieler (Sitzordnung)</translation>
    </message>
    <message>
        <source>From deal {number} on</source>
        <translation>Ab Spiel {number}</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Erster Geber</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Written by Schreiber {version}</source>
        <translation>Geschrieben von Schreiber {version}</translation>
    </message>
    <message>
        <source>The session file below is read back by Schreiber (File → Import). Do not edit: an edited workbook is refused.</source>
        <translation>Darunter steht die Sitzungsdatei, die Schreiber wieder einliest (Datei → Importieren). Nicht bearbeiten: eine geänderte Mappe wird abgelehnt.</translation>
    </message>
    <message>
        <source>League table</source>
        <translation>Ligatabelle</translation>
    </message>
    <message>
        <source>League chart</source>
        <translation>Ligaverlauf</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Abend</translation>
    </message>
    <message>
        <source>Evenings: {evenings} · deals: {deals} · players: {players}</source>
        <translation>Spielabende: {evenings} · Spiele: {deals} · Spieler: {players}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Spielabende</translation>
    </message>
    <message>
        <source>Ranked by the sum of each player&apos;s evening totals.</source>
        <translation>Gewertet nach der Summe der Abendergebnisse jedes Spielers.</translation>
    </message>
    <message>
        <source>Ranked by points per {per_deals} deals played, over the whole season.</source>
        <translation>Gewertet nach Punkten je {per_deals} gespielte Spiele, über die ganze Saison.</translation>
    </message>
    <message>
        <source>Ranked by table points: each evening, the places at the table score {points}.</source>
        <translation>Gewertet nach Tischpunkten: An jedem Abend bringen die Plätze am Tisch {points}.</translation>
    </message>
    <message>
        <source>{size} at a table: {points}</source>
        <translation>{size} am Tisch: {points}</translation>
    </message>
    <message>
        <source>Worst evenings left out of each player&apos;s score: {count} (the Evenings column counts them all).</source>
        <translation>Schlechteste Abende, die in der Wertung jedes Spielers fehlen: {count} (die Spalte Spielabende zählt alle).</translation>
    </message>
    <message>
        <source>Players with fewer than {count} evenings follow without a rank.</source>
        <translation>Spieler mit weniger als {count} Abenden folgen ohne Platz.</translation>
    </message>
    <message>
        <source>The league over the season</source>
        <translation>Die Liga im Lauf der Saison</translation>
    </message>
    <message>
        <source>Club night</source>
        <translation>Vereinsabend</translation>
    </message>
    <message>
        <source>League score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Best evening</source>
        <translation>Bester Abend</translation>
    </message>
    <message>
        <source>Worst evening</source>
        <translation>Schlechtester Abend</translation>
    </message>
    <message>
        <source>Club pot</source>
        <translation>Vereinskasse</translation>
    </message>
    <message>
        <source>The club pot takes {share} % of what each loser loses, every evening; the winners receive the rest.</source>
        <translation>Die Vereinskasse erhält an jedem Abend {share} % dessen, was jeder Verlierer verliert; die Gewinner erhalten den Rest.</translation>
    </message>
    <message>
        <source>Everyone pays {fee} {currency} into the club pot for each evening played.</source>
        <translation>Jeder zahlt für jeden gespielten Abend {fee} {currency} in die Vereinskasse.</translation>
    </message>
    <message>
        <source>The pot goes to {name}.</source>
        <translation>Die Kasse geht an {name}.</translation>
    </message>
    <message>
        <source>Every evening is counted exactly; the season is rounded once, at its end, so that the balances and the pot add up to zero.</source>
        <translation>Jeder Abend wird genau gerechnet; gerundet wird einmal, am Ende der Saison, sodass Salden und Kasse zusammen null ergeben.</translation>
    </message>
    <message>
        <source>Before the pot ({currency})</source>
        <translation>Vor der Kasse ({currency})</translation>
    </message>
    <message>
        <source>To the pot ({currency})</source>
        <translation>An die Kasse ({currency})</translation>
    </message>
    <message>
        <source>Prizes ({currency})</source>
        <translation>Preise ({currency})</translation>
    </message>
    <message>
        <source>At each club night the pot pays {winner} {currency} to the night&apos;s winner and {best} {currency} to the best single deal; players tied share a prize.</source>
        <translation>An jedem Vereinsabend zahlt die Vereinskasse {winner} {currency} an den Sieger des Abends und {best} {currency} für das beste Einzelspiel; bei Gleichstand wird ein Preis geteilt.</translation>
    </message>
    <message>
        <source>Each evening, exactly ({currency})</source>
        <translation>Jeder Abend, genau ({currency})</translation>
    </message>
</context>
<context>
    <name>WorkbookError</name>
    <message>
        <source>it is a folder, not a file; choose the file itself</source>
        <translation>es ist ein Ordner, keine Datei; die Datei selbst auswählen</translation>
    </message>
    <message>
        <source>it is a named pipe (FIFO), not a file, and Schreiber reads files only; save what it carries to a file and import that</source>
        <translation>es ist eine benannte Pipe (FIFO), keine Datei, und Schreiber liest nur Dateien; ihren Inhalt in eine Datei speichern und diese importieren</translation>
    </message>
    <message>
        <source>it is a device, not a file; choose a file saved on disk</source>
        <translation>es ist ein Gerät, keine Datei; eine auf der Festplatte gespeicherte Datei auswählen</translation>
    </message>
    <message>
        <source>it is not a regular file (a socket, say); choose a file saved on disk</source>
        <translation>es ist keine gewöhnliche Datei (etwa ein Socket); eine auf der Festplatte gespeicherte Datei auswählen</translation>
    </message>
    <message>
        <source>the file is larger than {limit} MB, far more than any workbook Schreiber writes; it was not read — import a workbook Schreiber exported, or the session file (.json)</source>
        <translation>die Datei ist größer als {limit} MB, weit mehr als jede Arbeitsmappe, die Schreiber schreibt; sie wurde nicht gelesen – eine von Schreiber exportierte Arbeitsmappe oder die Sitzungsdatei (.json) importieren</translation>
    </message>
    <message>
        <source>the workbook would unpack to more than {limit} MB (or more than {members} parts); it was not read — it is not a workbook Schreiber wrote; import one Schreiber exported, or the session file (.json)</source>
        <translation>die Arbeitsmappe würde auf mehr als {limit} MB (oder mehr als {members} Teile) entpackt; sie wurde nicht gelesen – sie stammt nicht von Schreiber; eine von Schreiber exportierte oder die Sitzungsdatei (.json) importieren</translation>
    </message>
    <message>
        <source>the part {part} is packed more than {ratio} times tighter than any workbook Schreiber writes (a zip bomb); it was not read — import a workbook Schreiber exported, or the session file (.json)</source>
        <translation>der Teil {part} ist mehr als {ratio}-mal dichter gepackt als in jeder Arbeitsmappe von Schreiber (eine Zip-Bombe); er wurde nicht gelesen – eine von Schreiber exportierte Arbeitsmappe oder die Sitzungsdatei (.json) importieren</translation>
    </message>
    <message>
        <source>the file is not an Excel workbook (.xlsx) or it is damaged; export the evening again or import its session file (.json)</source>
        <translation>die Datei ist keine Excel-Arbeitsmappe (.xlsx) oder sie ist beschädigt; den Abend erneut exportieren oder seine Sitzungsdatei (.json) importieren</translation>
    </message>
    <message>
        <source>the part {part} holds more than {limit} entries, far more than any evening&apos;s workbook; it was not read — it is not a workbook Schreiber wrote</source>
        <translation>der Teil {part} enthält mehr als {limit} Einträge, weit mehr als die Arbeitsmappe eines Abends; er wurde nicht gelesen – die Arbeitsmappe stammt nicht von Schreiber</translation>
    </message>
    <message>
        <source>the part {part} holds more text than any evening&apos;s workbook (a cell of more than {cell} characters, or more than {limit} MB in all); it was not read — it is not a workbook Schreiber wrote</source>
        <translation>der Teil {part} enthält mehr Text als die Arbeitsmappe eines Abends (eine Zelle mit mehr als {cell} Zeichen oder mehr als {limit} MB insgesamt); er wurde nicht gelesen – die Arbeitsmappe stammt nicht von Schreiber</translation>
    </message>
    <message>
        <source>the sheet {sheet!r} has more than {limit} rows, more than a session of at most {deals} deals fills; the workbook was not read — import a workbook Schreiber exported</source>
        <translation>das Blatt {sheet!r} hat mehr als {limit} Zeilen, mehr als ein Spielabend mit höchstens {deals} Spielen füllt; die Arbeitsmappe wurde nicht gelesen – eine von Schreiber exportierte importieren</translation>
    </message>
    <message>
        <source>the workbook was not written by Schreiber (it has no Schreiber Data sheet); only workbooks exported by Schreiber can be imported</source>
        <translation>die Arbeitsmappe stammt nicht von Schreiber (sie hat kein Schreiber-Datenblatt); nur von Schreiber exportierte Arbeitsmappen lassen sich importieren</translation>
    </message>
    <message>
        <source>the workbook was written by a newer Schreiber (workbook version {version}); update Schreiber to import it</source>
        <translation>die Arbeitsmappe stammt von einem neueren Schreiber (Arbeitsmappen-Version {version}); Schreiber aktualisieren, um sie zu importieren</translation>
    </message>
    <message>
        <source>the Data sheet is incomplete (no version); the workbook was changed after export — import it as exported or import the session file (.json)</source>
        <translation>das Datenblatt ist unvollständig (keine Version); die Arbeitsmappe wurde nach dem Export geändert – so importieren, wie sie exportiert wurde, oder die Sitzungsdatei (.json) importieren</translation>
    </message>
    <message>
        <source>the Data sheet is incomplete (no session text); the workbook was changed after export — import it as exported or import the session file (.json)</source>
        <translation>das Datenblatt ist unvollständig (kein Sitzungstext); die Arbeitsmappe wurde nach dem Export geändert – so importieren, wie sie exportiert wurde, oder die Sitzungsdatei (.json) importieren</translation>
    </message>
    <message>
        <source>the Data sheet is incomplete (a part of the session text is missing); the workbook was changed after export — import it as exported or import the session file (.json)</source>
        <translation>das Datenblatt ist unvollständig (ein Teil des Sitzungstexts fehlt); die Arbeitsmappe wurde nach dem Export geändert – so importieren, wie sie exportiert wurde, oder die Sitzungsdatei (.json) importieren</translation>
    </message>
    <message>
        <source>the Data sheet is incomplete (the session text is no session); the workbook was changed after export — import it as exported or import the session file (.json)</source>
        <translation>das Datenblatt ist unvollständig (der Sitzungstext ist kein Spielabend); die Arbeitsmappe wurde nach dem Export geändert – so importieren, wie sie exportiert wurde, oder die Sitzungsdatei (.json) importieren</translation>
    </message>
    <message>
        <source>the Data sheet holds too many parts for a session of at most {limit} deals; the workbook was changed after export — import it as exported or import the session file (.json)</source>
        <translation>das Datenblatt hat zu viele Teile für einen Spielabend mit höchstens {limit} Spielen; die Arbeitsmappe wurde nach dem Export geändert – so importieren, wie sie exportiert wurde, oder die Sitzungsdatei (.json) importieren</translation>
    </message>
    <message>
        <source>the Data sheet was edited after export (its SHA-256 does not match); import the workbook as exported or the session file (.json)</source>
        <translation>das Datenblatt wurde nach dem Export bearbeitet (sein SHA-256 stimmt nicht); die Arbeitsmappe so importieren, wie sie exportiert wurde, oder die Sitzungsdatei (.json)</translation>
    </message>
    <message>
        <source>the session in the Data sheet is not valid: {field}: {reason}</source>
        <translation>der Spielabend im Datenblatt ist ungültig: {field}: {reason}</translation>
    </message>
    <message>
        <source>the workbook links to other files (external links), which Schreiber never writes; it was changed after export — import it as exported or import the session file (.json)</source>
        <translation>die Arbeitsmappe verweist auf andere Dateien (externe Bezüge), die Schreiber nie schreibt; sie wurde nach dem Export geändert – so importieren, wie sie exportiert wurde, oder die Sitzungsdatei (.json) importieren</translation>
    </message>
    <message>
        <source>the workbook defines the name {name!r}, which Schreiber never writes; it was changed after export — import it as exported or import the session file (.json)</source>
        <translation>die Arbeitsmappe definiert den Namen {name!r}, den Schreiber nie schreibt; sie wurde nach dem Export geändert – so importieren, wie sie exportiert wurde, oder die Sitzungsdatei (.json) importieren</translation>
    </message>
    <message>
        <source>the score sheet {sheet!r} is missing; the workbook was changed after export — import it as exported</source>
        <translation>der Spielzettel {sheet!r} fehlt; die Arbeitsmappe wurde nach dem Export geändert – so importieren, wie sie exportiert wurde</translation>
    </message>
    <message>
        <source>{ref} says {found} but the deals give {expected}; the workbook was edited after export — import it as exported or correct the deal in Schreiber</source>
        <translation>{ref} zeigt {found}, die Spiele ergeben aber {expected}; die Arbeitsmappe wurde nach dem Export bearbeitet – so importieren, wie sie exportiert wurde, oder das Spiel in Schreiber korrigieren</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>the session takes more than {limit} MB as a session file, more than Schreiber reads back; shorten long notes or split the session into evenings</source>
        <translation>der Spielabend braucht als Sitzungsdatei mehr als {limit} MB, mehr als Schreiber wieder einliest; lange Notizen kürzen oder den Spielabend in Abende aufteilen</translation>
    </message>
    <message>
        <source>the Data sheet holds more than {limit} MB of session text, more than any session file; the workbook was changed after export — import it as exported or import the session file (.json)</source>
        <translation>das Datenblatt enthält mehr als {limit} MB Sitzungstext, mehr als jede Sitzungsdatei; die Arbeitsmappe wurde nach dem Export geändert – so importieren, wie sie exportiert wurde, oder die Sitzungsdatei (.json) importieren</translation>
    </message>
    <message>
        <source>the season&apos;s money cannot be settled: {field}: {reason}</source>
        <translation>das Geld der Saison kann nicht abgerechnet werden: {field}: {reason}</translation>
    </message>
</context>
<context>
    <name>WriteError</name>
    <message>
        <source>it is a folder, not a file; give a file name</source>
        <translation>es ist ein Ordner, keine Datei; geben Sie einen Dateinamen an</translation>
    </message>
    <message>
        <source>it is a symbolic link, and Schreiber does not write through links; give the file&apos;s own name or a new one</source>
        <translation>es ist ein symbolischer Link, und Schreiber schreibt nicht durch Links hindurch; geben Sie den Namen der Datei selbst oder einen neuen Namen an</translation>
    </message>
    <message>
        <source>it is a named pipe (FIFO), not a file</source>
        <translation>es ist eine benannte Pipe (FIFO), keine Datei</translation>
    </message>
    <message>
        <source>it is a device, not a file</source>
        <translation>es ist ein Gerät, keine Datei</translation>
    </message>
    <message>
        <source>it is not a regular file (a socket, say)</source>
        <translation>es ist keine gewöhnliche Datei (etwa ein Socket)</translation>
    </message>
    <message>
        <source>it is read-only, and Schreiber does not overwrite it; give another name, or make the file writable first</source>
        <translation>sie ist schreibgeschützt, und Schreiber überschreibt sie nicht; geben Sie einen anderen Namen an oder heben Sie den Schreibschutz zuerst auf</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>der Ordner {folder} existiert nicht</translation>
    </message>
</context>
<context>
    <name>YearsModel</name>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>Abende</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Best evening</source>
        <translation>Bester Abend</translation>
    </message>
    <message>
        <source>Solos</source>
        <translation>Soli</translation>
    </message>
    <message>
        <source>Solos won</source>
        <translation>Soli gewonnen</translation>
    </message>
</context>
</TS>
