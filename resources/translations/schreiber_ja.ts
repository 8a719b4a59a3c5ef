<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>Application</name>
    <message>
        <source>Schreiber met an unexpected error. Every deal saved so far is kept, and the evening goes on. The details are in the log: {path}</source>
        <translation>予期しないエラーが発生しました。これまでに保存したディールはすべて残っており、このまま続けられます。詳細はログにあります：{path}</translation>
    </message>
</context>
<context>
    <name>BalancesModel</name>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Against the average</source>
        <translation>平均との差</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>収支</translation>
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
        <translation>Q</translation>
    </message>
    <message>
        <source>J</source>
        <comment>card rank: jack (German: B, Bube)</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
</context>
<context>
    <name>ClubNight</name>
    <message>
        <source>{night} · Table {table}</source>
        <translation>{night} · 第{table}卓</translation>
    </message>
    <message>
        <source>{night} · Round {round} · Table {table}</source>
        <translation>{night} · 第{round}回戦 · 第{table}卓</translation>
    </message>
    <message>
        <source>{name} (guest)</source>
        <translation>{name}（ゲスト）</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
        <source>{name} (excused)</source>
        <translation>{name}（欠席連絡あり）</translation>
    </message>
</context>
<context>
    <name>ClubPrint</name>
    <message>
        <source>Table {number}</source>
        <translation>第{number}卓</translation>
    </message>
    <message>
        <source>Seating plan · round {number}</source>
        <translation>座席表 · 第{number}回戦</translation>
    </message>
    <message>
        <source>Seat 1 deals the first game; the deal then passes clockwise.</source>
        <translation>1番席が最初のディールを配り、その後は時計回りに配ります。</translation>
    </message>
    <message>
        <source>Seating plan</source>
        <translation>座席表</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Schreiber · printed {date}</source>
        <translation>Schreiber · {date}印刷</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>休み</translation>
    </message>
    <message>
        <source>Re party</source>
        <translation>攻撃チーム</translation>
    </message>
    <message>
        <source>Game / notes</source>
        <translation>ゲーム / メモ</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>宣言</translation>
    </message>
    <message>
        <source>Game value</source>
        <translation>ゲーム点</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>ボック</translation>
    </message>
    <message>
        <source>Table list</source>
        <translation>記録表</translation>
    </message>
    <message>
        <source>{what} · page {page} of {pages}</source>
        <translation>{what} · {page}/{pages}ページ</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>第{number}回戦</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>{number}番席</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>署名</translation>
    </message>
    <message>
        <source>Who sits out as usual: the four after the dealer play. Where the table&apos;s rules say otherwise, cross it out and write who does.</source>
        <translation>休みは通常どおり：ディーラーの次の4人がプレイします。卓のルールが異なる場合は消して、休む人を書いてください。</translation>
    </message>
    <message>
        <source>Continued on the next page.</source>
        <translation>次のページに続きます。</translation>
    </message>
    <message>
        <source>Table lists</source>
        <translation>記録表</translation>
    </message>
</context>
<context>
    <name>CrescendoPanel</name>
    <message>
        <source>no-trump</source>
        <translation>ノートランプ</translation>
    </message>
    <message>
        <source>took more than the bid: + taken</source>
        <translation>ビッドより多く取った: + 獲得点</translation>
    </message>
    <message>
        <source>took exactly the bid: + 2 × bid</source>
        <translation>ビッドとちょうど同じ: + 2 × ビッド</translation>
    </message>
    <message>
        <source>took less than the bid: − bid</source>
        <translation>ビッドに届かなかった: − ビッド</translation>
    </message>
    <message>
        <source>&amp;Soloist</source>
        <translation>ソリスト(&amp;S)</translation>
    </message>
    <message>
        <source>All three passed: redeal (R)</source>
        <translation>3人ともパス: 配り直し(R)</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>ビッド(&amp;B)</translation>
    </message>
    <message>
        <source>T&amp;rump</source>
        <translation>切り札(&amp;R)</translation>
    </message>
    <message>
        <source>Tric&amp;ks won</source>
        <translation>勝ったトリック(&amp;K)</translation>
    </message>
    <message>
        <source>from the tricks</source>
        <translation>トリックから計算</translation>
    </message>
    <message>
        <source>or &amp;taken</source>
        <translation>または獲得点(&amp;T)</translation>
    </message>
    <message>
        <source>N&amp;ote</source>
        <translation>メモ(&amp;M)</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>soloist</source>
        <translation>ソリスト</translation>
    </message>
    <message>
        <source>all passed</source>
        <translation>全員パス</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <source>trump</source>
        <translation>切り札</translation>
    </message>
    <message>
        <source>tricks won</source>
        <translation>勝ったトリック</translation>
    </message>
    <message>
        <source>or the points taken</source>
        <translation>または獲得点</translation>
    </message>
    <message>
        <source>taken: {points}</source>
        <translation>獲得点: {points}</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <source>Soloist</source>
        <translation>ソリスト</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>切り札</translation>
    </message>
    <message>
        <source>Tricks won</source>
        <translation>勝ったトリック</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>獲得点</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>&lt;b&gt;Redeal&lt;/b&gt;: all passed, no score; the same dealer deals again.</source>
        <translation>&lt;b&gt;配り直し&lt;/b&gt;: 全員パスのため得点なし。同じディーラーが配り直します。</translation>
    </message>
    <message>
        <source>The soloist made the bid</source>
        <translation>ソリストはビッドを達成</translation>
    </message>
    <message>
        <source>The soloist missed the bid</source>
        <translation>ソリストはビッドに届かず</translation>
    </message>
    <message>
        <source>taken {taken} of bid {bid}</source>
        <translation>ビッド{bid}に対して獲得点{taken}</translation>
    </message>
</context>
<context>
    <name>DatabaseDialog</name>
    <message>
        <source>This computer&apos;s own database is open instead. File → Open database… connects to the server again (with its password).</source>
        <translation>代わりにこのコンピューターのデータベースを開きました。「ファイル → データベースを開く…」でサーバーに（パスワードとともに）再び接続できます。</translation>
    </message>
    <message>
        <source>Open database</source>
        <translation>データベースを開く</translation>
    </message>
    <message>
        <source>&amp;This computer&apos;s own database</source>
        <translation>このコンピューターのデータベース(&amp;T)</translation>
    </message>
    <message>
        <source>A &amp;club&apos;s server (PostgreSQL)</source>
        <translation>クラブのサーバー（PostgreSQL）(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>サーバー(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>ポート(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>データベース(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>ユーザー(&amp;U):</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>パスワード(&amp;W):</translation>
    </message>
    <message>
        <source>&amp;Encryption (TLS):</source>
        <translation>暗号化（TLS）(&amp;E):</translation>
    </message>
    <message>
        <source>e.g. club-server.local or 192.168.1.10</source>
        <translation>例：club-server.local または 192.168.1.10</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>必須</translation>
    </message>
    <message>
        <source>Required, and the server&apos;s certificate checked</source>
        <translation>必須（サーバー証明書も確認）</translation>
    </message>
    <message>
        <source>If the server offers it (only on a network you trust)</source>
        <translation>サーバーが対応していれば使う（信頼できるネットワークでのみ）</translation>
    </message>
    <message>
        <source>Off (only on this computer)</source>
        <translation>使わない（このコンピューター上でのみ）</translation>
    </message>
    <message>
        <source>The password is kept in this computer&apos;s keyring ({keyring}).</source>
        <translation>パスワードはこのコンピューターのキーリング（{keyring}）に保管されます。</translation>
    </message>
    <message>
        <source>This computer has no keyring: the password is kept in the file {file}, which only you can read.</source>
        <translation>このコンピューターにはキーリングがありません。パスワードはファイル {file} に保管され、あなただけが読むことができます。</translation>
    </message>
    <message>
        <source>Give the server&apos;s name or address.</source>
        <translation>サーバーの名前またはアドレスを入力してください。</translation>
    </message>
</context>
<context>
    <name>DeadlinesModel</name>
    <message>
        <source>Re party</source>
        <translation>攻撃チーム</translation>
    </message>
    <message>
        <source>Kontra party</source>
        <translation>防御チーム</translation>
    </message>
    <message>
        <source>Re / Kontra</source>
        <translation>レー/コントラ</translation>
    </message>
    <message>
        <source>already said</source>
        <translation>宣言済み</translation>
    </message>
    <message numerus="yes">
        <source>holding at least %n card(s)</source>
        <translation>
            <numerusform>手札%n枚以上</numerusform>
        </translation>
    </message>
    <message>
        <source>before playing to trick {trick}</source>
        <translation>{trick}トリック目を出す前</translation>
    </message>
    <message>
        <source>not yet: the marriage is undecided</source>
        <translation>まだ不可: マリッジが未決定</translation>
    </message>
    <message>
        <source>yes, you may</source>
        <translation>宣言できます</translation>
    </message>
    <message>
        <source>too late</source>
        <translation>期限切れ</translation>
    </message>
    <message>
        <source>reply to “{word}”</source>
        <translation>「{word}」への応答</translation>
    </message>
    <message>
        <source>said together with “{word}”</source>
        <translation>「{word}」と同時に宣言</translation>
    </message>
</context>
<context>
    <name>DeadlinesPanel</name>
    <message>
        <source>Announcement deadlines</source>
        <translation>宣言の期限</translation>
    </message>
    <message>
        <source>Who may still say what in this deal. Pick what has been said so far.</source>
        <translation>このディールで誰がまだ何を宣言できるかを示します。これまでの宣言を選んでください。</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G):</translation>
    </message>
    <message>
        <source>&amp;Marriage decided in:</source>
        <translation>マリッジの決定(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Re has said:</source>
        <translation>レーの宣言(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Kontra has said:</source>
        <translation>コントラの宣言(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Cards in your hand:</source>
        <translation>手札の枚数(&amp;C):</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未入力</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation>未決定</translation>
    </message>
    <message>
        <source>trick {n}</source>
        <translation>{n}トリック目</translation>
    </message>
    <message>
        <source>A player whose party is not yet known may say “double” while holding at least {count} cards; it counts as Re or Kontra of the party that player ends up in.</source>
        <translation>まだチームが決まっていないプレイヤーは、手札が{count}枚以上あるうちは「ダブル」と言えます。これは、最終的に属したチームのレーまたはコントラとして数えます。</translation>
    </message>
    <message>
        <source>Until the marriage partner is found nobody may announce; pick the trick that decided it.</source>
        <translation>マリッジのパートナーが決まるまで誰も宣言できません。決まったトリックを選んでください。</translation>
    </message>
    <message numerus="yes">
        <source>Marriage decided in trick {n}: every deadline moves %n trick(s) later.</source>
        <translation>
            <numerusform>マリッジは{n}トリック目で決定: すべての期限が%nトリック遅くなります。</numerusform>
        </translation>
    </message>
    <message>
        <source>These rules use late refusals (Re/Kontra before the first card).</source>
        <translation>このルールでは90などの宣言を遅くまでできます(レー/コントラは最初のカードの前まで)。</translation>
    </message>
    <message>
        <source>Without nines: hands of 10 cards.</source>
        <translation>9抜き: 手札は10枚です。</translation>
    </message>
    <message>
        <source>Announce only when it is your turn to play a card.</source>
        <translation>宣言は、自分がカードを出す番のときだけできます。</translation>
    </message>
    <message>
        <source>Schweinchen is said while playing the first ♦A.</source>
        <translation>シュバインヒェンは最初の♦Aを出すときに宣言します。</translation>
    </message>
    <message>
        <source>Schweinchen is said before the first trick.</source>
        <translation>シュバインヒェンは最初のトリックの前に宣言します。</translation>
    </message>
    <message>
        <source>Zwingen: whoever wins a first trick worth 30 or more must announce Re/Kontra (or “no 90” if that was said).</source>
        <translation>ツヴィンゲン: 30点以上の最初のトリックを取ったプレイヤーは、レー/コントラ(それが言われていれば「90」)を宣言しなければなりません。</translation>
    </message>
    <message>
        <source>Answering the other party, Re or Kontra may be said one trick later than the deadline of its latest word; a refusal is said together with the earlier words it needs.</source>
        <translation>相手チームへの応答としてのレー/コントラは、相手の最後の宣言の期限より1トリック後まで宣言できます。90などの宣言は、必要な前段階の宣言と同時に行います。</translation>
    </message>
</context>
<context>
    <name>Doppelkopf</name>
    <message>
        <source>Normal game</source>
        <translation>普通のゲーム</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>マリッジ</translation>
    </message>
    <message>
        <source>Poverty</source>
        <translation>アルムート</translation>
    </message>
    <message>
        <source>♦ pair game</source>
        <translation>♦ペアのゲーム</translation>
    </message>
    <message>
        <source>Silent solo</source>
        <translation>サイレントソロ</translation>
    </message>
    <message>
        <source>Queen solo</source>
        <translation>クイーンソロ</translation>
    </message>
    <message>
        <source>Jack solo</source>
        <translation>ジャックソロ</translation>
    </message>
    <message>
        <source>♣ solo</source>
        <translation>♣ソロ</translation>
    </message>
    <message>
        <source>♠ solo</source>
        <translation>♠ソロ</translation>
    </message>
    <message>
        <source>♥ solo</source>
        <translation>♥ソロ</translation>
    </message>
    <message>
        <source>♦ solo</source>
        <translation>♦ソロ</translation>
    </message>
    <message>
        <source>Fleshless solo</source>
        <translation>ノートランプソロ</translation>
    </message>
    <message>
        <source>King solo</source>
        <translation>キングソロ</translation>
    </message>
    <message>
        <source>Queen-jack solo</source>
        <translation>クイーンジャックソロ</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>ミゼール</translation>
    </message>
    <message>
        <source>Misère ouvert</source>
        <translation>ミゼールウベルト</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <source>won</source>
        <translation>勝利点</translation>
    </message>
    <message>
        <source>won against the elders</source>
        <translation>防御チーム勝利</translation>
    </message>
    <message>
        <source>loser below 90</source>
        <translation>負けたチームが90点未満</translation>
    </message>
    <message>
        <source>loser below 60</source>
        <translation>負けたチームが60点未満</translation>
    </message>
    <message>
        <source>loser below 30</source>
        <translation>負けたチームが30点未満</translation>
    </message>
    <message>
        <source>loser took no trick (schwarz)</source>
        <translation>負けたチームがトリックなし(シュワルツ)</translation>
    </message>
    <message>
        <source>Re announced</source>
        <translation>レーの宣言</translation>
    </message>
    <message>
        <source>Kontra announced</source>
        <translation>コントラの宣言</translation>
    </message>
    <message>
        <source>“no 90” announced</source>
        <translation>「90」の宣言</translation>
    </message>
    <message>
        <source>“no 60” announced</source>
        <translation>「60」の宣言</translation>
    </message>
    <message>
        <source>“no 30” announced</source>
        <translation>「30」の宣言</translation>
    </message>
    <message>
        <source>“schwarz” announced</source>
        <translation>「シュワルツ」の宣言</translation>
    </message>
    <message>
        <source>opponents said “no 90”, we reached 120</source>
        <translation>相手の「90」に対し120点以上</translation>
    </message>
    <message>
        <source>opponents said “no 60”, we reached 90</source>
        <translation>相手の「60」に対し90点以上</translation>
    </message>
    <message>
        <source>opponents said “no 30”, we reached 60</source>
        <translation>相手の「30」に対し60点以上</translation>
    </message>
    <message>
        <source>opponents said “schwarz”, we reached 30</source>
        <translation>相手の「シュワルツ」に対し30点以上</translation>
    </message>
    <message>
        <source>fox caught</source>
        <translation>フォックスを取る</translation>
    </message>
    <message>
        <source>Charlie (last trick with ♣J)</source>
        <translation>チャーリー(♣Jで最後のトリック)</translation>
    </message>
    <message>
        <source>Charlie caught</source>
        <translation>チャーリーを取る</translation>
    </message>
    <message>
        <source>♥10 caught</source>
        <translation>♥10を取る</translation>
    </message>
    <message>
        <source>fox in the last trick</source>
        <translation>最後のトリックのフォックス</translation>
    </message>
    <message>
        <source>fox caught in the first trick</source>
        <translation>最初のトリックでフォックスを取る</translation>
    </message>
    <message>
        <source>trick of only hearts</source>
        <translation>ハートだけのトリック</translation>
    </message>
    <message>
        <source>last trick won with a fox</source>
        <translation>フォックスで最後のトリックに勝った</translation>
    </message>
    <message>
        <source>the opponents&apos; refusals, scored as announced</source>
        <translation>相手の90などの宣言(宣言どおりに数える)</translation>
    </message>
    <message>
        <source>misère ouvert</source>
        <translation>ミゼールウベルト</translation>
    </message>
    <message>
        <source>solo doubles</source>
        <translation>ソロで2倍</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>ボック</translation>
    </message>
    <message>
        <source>Bock (game points only)</source>
        <translation>ボック(ゲームの点のみ)</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>フォックス</translation>
    </message>
    <message>
        <source>Charlie</source>
        <translation>チャーリー</translation>
    </message>
    <message>
        <source>Doppelkopf</source>
        <translation>ドッペルコップ</translation>
    </message>
    <message>
        <source>Fox, last trick</source>
        <translation>フォックス(最後のトリック)</translation>
    </message>
    <message>
        <source>Fox, first trick</source>
        <translation>フォックス(最初のトリック)</translation>
    </message>
    <message>
        <source>Hearts trick</source>
        <translation>ハートのトリック</translation>
    </message>
    <message>
        <source>Fox wins last trick</source>
        <translation>フォックスで最後のトリック</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>レー</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>コントラ</translation>
    </message>
    <message>
        <source>no 90</source>
        <translation>90</translation>
    </message>
    <message>
        <source>no 60</source>
        <translation>60</translation>
    </message>
    <message>
        <source>no 30</source>
        <translation>30</translation>
    </message>
    <message>
        <source>schwarz</source>
        <translation>シュワルツ</translation>
    </message>
    <message>
        <source>nobody took the poverty</source>
        <translation>アルムートを誰も受けなかった</translation>
    </message>
    <message>
        <source>a redeal hand was shown</source>
        <translation>配り直しの手札を見せた</translation>
    </message>
    <message>
        <source>misdeal or other</source>
        <translation>配り間違いなど</translation>
    </message>
</context>
<context>
    <name>DraftKeeper</name>
    <message>
        <source>What you typed before could not be put back into the form: {typed}</source>
        <translation>前に入力した内容をフォームに戻せませんでした：{typed}</translation>
    </message>
    <message>
        <source>Your unsaved changes to {deal} are back in the form: Enter saves them, Esc leaves the edit.</source>
        <translation>{deal}への保存されていない変更をフォームに戻しました。Enter で保存、Esc で編集をやめます。</translation>
    </message>
    <message>
        <source>The deal you were editing was deleted meanwhile: your changes are back in the form as a new deal.</source>
        <translation>編集していたディールはその間に削除されました。変更内容は新しいディールとしてフォームに戻しました。</translation>
    </message>
    <message>
        <source>The deal you were typing is back in the form: Enter saves it, Ctrl+D empties the form.</source>
        <translation>入力中だったディールをフォームに戻しました。Enter で保存、Ctrl+D でフォームを空にします。</translation>
    </message>
    <message>
        <source>Unsaved deal</source>
        <translation>保存されていないディール</translation>
    </message>
    <message>
        <source>The deal in the form is not saved. Keep it as a draft? It is offered again when this evening is opened.</source>
        <translation>フォームのディールは保存されていません。下書きとして残しますか？この夜の記録を開いたときに、もう一度表示されます。</translation>
    </message>
    <message>
        <source>&amp;Keep the draft</source>
        <translation>下書きを残す(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>破棄(&amp;D)</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>Re card po&amp;ints</source>
        <translation>レーの点数(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Re says</source>
        <translation>レーの宣言(&amp;R)</translation>
    </message>
    <message>
        <source>Re &amp;players</source>
        <translation>レーのプレイヤー(&amp;P)</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>コントラ</translation>
    </message>
    <message>
        <source>as the points say</source>
        <translation>点数から推定</translation>
    </message>
    <message>
        <source>Re &amp;tricks</source>
        <translation>レーのトリック数(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Kontra says</source>
        <translation>コントラの宣言(&amp;K)</translation>
    </message>
    <message>
        <source>Partner found in</source>
        <translation>パートナー決定</translation>
    </message>
    <message>
        <source>Redeal because</source>
        <translation>配り直しの理由</translation>
    </message>
    <message>
        <source>Compulsory solo</source>
        <translation>義務ソロ</translation>
    </message>
    <message>
        <source>Schweinchen played</source>
        <translation>シュバインヒェンあり</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>ボーナス得点</translation>
    </message>
    <message>
        <source>Bock event agreed at the table</source>
        <translation>卓で決めたボックの条件</translation>
    </message>
    <message>
        <source>A trick of only hearts (Bock)</source>
        <translation>ハートだけのトリック(ボック)</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Poor player</source>
        <translation>アルムートのプレイヤー</translation>
    </message>
    <message>
        <source>&amp;How the partner is found</source>
        <translation>パートナーの決め方(&amp;H)</translation>
    </message>
    <message>
        <source>Exchanged with</source>
        <translation>交換の相手</translation>
    </message>
    <message>
        <source>N&amp;ote</source>
        <translation>メモ(&amp;M)</translation>
    </message>
    <message>
        <source>Save deal</source>
        <translation>ディールを保存</translation>
    </message>
    <message>
        <source>Cancel editing</source>
        <translation>編集をキャンセル</translation>
    </message>
    <message>
        <source>After the points each row&apos;s key adds one for Re, with Shift for Kontra.</source>
        <translation>点数の後、各行のキーでレーに1つ加算、Shift付きでコントラに加算。</translation>
    </message>
    <message>
        <source>0  nothing</source>
        <translation>0  なし</translation>
    </message>
    <message>
        <source>no partner (plays alone)</source>
        <translation>パートナーなし(1人でプレイ)</translation>
    </message>
    <message>
        <source>trick {n}</source>
        <translation>{n}トリック目</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>1人で戦う</translation>
    </message>
    <message>
        <source>a trick holding two identical cards (at most one per trick)</source>
        <translation>同じカード2枚を含むトリック（1トリックにつき1回まで）</translation>
    </message>
    <message>
        <source>a trick worth 40 card points or more</source>
        <translation>40点以上のトリック</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>第{n}ディール</translation>
    </message>
    <message>
        <source>Save deal  ⏎</source>
        <translation>ディールを保存  ⏎</translation>
    </message>
    <message>
        <source>Editing deal {n}</source>
        <translation>第{n}ディールを編集中</translation>
    </message>
    <message>
        <source>Save changes  ⏎</source>
        <translation>変更を保存  ⏎</translation>
    </message>
    <message>
        <source>dealer: {name}</source>
        <translation>ディーラー: {name}</translation>
    </message>
    <message>
        <source>sits out: {names}</source>
        <translation>休み: {names}</translation>
    </message>
    <message>
        <source>Bock ×{factor}</source>
        <translation>ボック ×{factor}</translation>
    </message>
    <message>
        <source>compulsory solo owed: {names}</source>
        <translation>義務ソロ未消化: {names}</translation>
    </message>
    <message>
        <source>players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Re&apos;s card points</source>
        <translation>レーの点数</translation>
    </message>
    <message>
        <source>bonuses after the points, ⇧ for Kontra</source>
        <translation>点数の後にボーナス、⇧でコントラ</translation>
    </message>
    <message>
        <source>&amp;Soloist</source>
        <translation>ソロプレイヤー(&amp;S)</translation>
    </message>
    <message>
        <source>Deal {n} would no longer fit</source>
        <translation>第{n}ディールが成り立たなくなります</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Re players</source>
        <translation>レーのプレイヤー</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>カードの点数</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>トリック数</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>宣言</translation>
    </message>
    <message>
        <source>How the partner is found</source>
        <translation>パートナーの決め方</translation>
    </message>
    <message>
        <source>Schweinchen</source>
        <translation>シュバインヒェン</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <source>Who married? Press their number.</source>
        <translation>マリッジは誰？番号を押してください。</translation>
    </message>
    <message>
        <source>Who married, and who is the partner? Press their numbers.</source>
        <translation>マリッジは誰で、パートナーは誰？番号を押してください。</translation>
    </message>
    <message>
        <source>Who played the solo? Press their number.</source>
        <translation>ソロをプレイしたのは誰？番号を押してください。</translation>
    </message>
    <message>
        <source>Who was poor, and who took the exchange? Press their numbers.</source>
        <translation>アルムートは誰で、交換を受けたのは誰？番号を押してください。</translation>
    </message>
    <message>
        <source>Who played Re? Press the two players&apos; numbers.</source>
        <translation>レーは誰？二人の番号を押してください。</translation>
    </message>
    <message>
        <source>{name} held the marriage; now the partner&apos;s number.</source>
        <translation>マリッジは{name}。次にパートナーの番号を押してください。</translation>
    </message>
    <message>
        <source>{name} was poor; now the number of who took the exchange.</source>
        <translation>アルムートは{name}。次に交換を受けた人の番号を押してください。</translation>
    </message>
    <message>
        <source>Was a partner found? 0: no, the one who married plays alone; 1–{last}: the trick that found the partner.</source>
        <translation>パートナーは見つかった？ 0: いいえ、マリッジのプレイヤーが1人でプレイする。1–{last}: パートナーが決まったトリック。</translation>
    </message>
    <message>
        <source>Partner found in trick {n}, or a second digit for trick {first}–{last}; Tab goes on.</source>
        <translation>第{n}トリックでパートナー決定、またはもう一桁で第{first}–{last}トリック。Tabで次へ。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Redeal&lt;/b&gt;: no score.</source>
        <translation>&lt;b&gt;配り直し&lt;/b&gt;: 得点なし。</translation>
    </message>
    <message>
        <source>Feigheit: {party} won by more than two steps beyond what it announced, so it loses the deal</source>
        <translation>ファイクハイト:{party}は宣言より3段階以上多く勝ったため、このディールは負けです</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>{party} wins</source>
        <translation>{party}の勝ち</translation>
    </message>
    <message>
        <source>value {value}</source>
        <translation>得点 {value}</translation>
    </message>
    <message>
        <source>Starts a Bock round ({reasons})</source>
        <translation>ボックラウンド開始（{reasons}）</translation>
    </message>
    <message numerus="yes">
        <source>Starts %n Bock rounds ({reasons})</source>
        <translation>
            <numerusform>ボックラウンドを%n回開始（{reasons}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{factor} for the next %n deal(s)</source>
        <translation>
            <numerusform>次の%n回のディールは{factor}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then {factor} for %n deal(s)</source>
        <translation>
            <numerusform>その後%n回は{factor}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EveningSummary</name>
    <message>
        <source>Chart and settling up</source>
        <translation>グラフと精算</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>&amp;Export workbook…</source>
        <translation>ブックをエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>統計(&amp;S)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>The evening is over</source>
        <translation>今夜の結果</translation>
    </message>
    <message>
        <source>The evening so far</source>
        <translation>今夜の途中経過</translation>
    </message>
    <message>
        <source>No deals yet</source>
        <translation>まだディールはありません</translation>
    </message>
    <message>
        <source>{name} wins the evening</source>
        <translation>今夜の優勝は{name}</translation>
    </message>
    <message>
        <source>{names} share the win</source>
        <translation>{names}が同点優勝</translation>
    </message>
    <message>
        <source>{name} is in the lead</source>
        <translation>{name}が首位</translation>
    </message>
    <message>
        <source>{names} share the lead</source>
        <translation>{names}が同点首位</translation>
    </message>
</context>
<context>
    <name>EveningsModel</name>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>卓内順位</translation>
    </message>
    <message>
        <source>Place {place} of {size} at the club night</source>
        <translation>例会の{size}人中{place}位</translation>
    </message>
    <message>
        <source>Place {place} of {size} at the table</source>
        <translation>{size}人卓で{place}位</translation>
    </message>
</context>
<context>
    <name>Field</name>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>最初のディーラー</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>レー</translation>
    </message>
    <message>
        <source>Re points</source>
        <translation>レーの得点</translation>
    </message>
    <message>
        <source>Re tricks</source>
        <translation>レーのトリック数</translation>
    </message>
    <message>
        <source>Kontra tricks</source>
        <translation>コントラのトリック数</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>宣言</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>特別点</translation>
    </message>
    <message>
        <source>Bock events</source>
        <translation>ボックのきっかけ</translation>
    </message>
    <message>
        <source>Partner found in</source>
        <translation>パートナーが決まったトリック</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>休み</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>契約</translation>
    </message>
    <message>
        <source>Soloist</source>
        <translation>ソリスト</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>パートナー</translation>
    </message>
    <message>
        <source>Soloist&apos;s points</source>
        <translation>ソリストの得点</translation>
    </message>
    <message>
        <source>Tricks won</source>
        <translation>取ったトリック数</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>取った点</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>切り札</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>陣営</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>例会</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>順位の付け方</translation>
    </message>
    <message>
        <source>Ranked by</source>
        <translation>順位の基準</translation>
    </message>
    <message>
        <source>Per deals</source>
        <translation>ディール数あたり</translation>
    </message>
    <message>
        <source>Table points</source>
        <translation>卓順位点</translation>
    </message>
    <message>
        <source>Worst evenings left out</source>
        <translation>除外する悪い回数</translation>
    </message>
    <message>
        <source>Fewest evenings to be ranked</source>
        <translation>順位対象の最少参加回数</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>精算</translation>
    </message>
    <message>
        <source>Rate per point</source>
        <translation>1点あたりの金額</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>通貨</translation>
    </message>
    <message>
        <source>Rounding</source>
        <translation>端数処理</translation>
    </message>
    <message>
        <source>Club pot</source>
        <translation>クラブ積立金</translation>
    </message>
    <message>
        <source>Share of losses</source>
        <translation>負け額からの割合</translation>
    </message>
    <message>
        <source>Fee per evening</source>
        <translation>1回あたりの会費</translation>
    </message>
    <message>
        <source>Treasurer</source>
        <translation>会計係</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>賞金</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>優勝者</translation>
    </message>
    <message>
        <source>Best deal</source>
        <translation>最高のディール</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>ディール {n}</translation>
    </message>
    <message>
        <source>Evening {n}</source>
        <translation>例会 {n}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー {n}</translation>
    </message>
</context>
<context>
    <name>JsonFileError</name>
    <message>
        <source>there is no such file (any more); choose the file again</source>
        <translation>このファイルは（もう）ありません。ファイルを選び直してください</translation>
    </message>
    <message>
        <source>Schreiber may not read it; copy the file to a folder of your own and import the copy</source>
        <translation>Schreiber にはこのファイルを読む権限がありません。自分のフォルダーにコピーして、そのコピーをインポートしてください</translation>
    </message>
    <message>
        <source>the file could not be read (the disk or the network failed); try again, or copy the file to this computer first</source>
        <translation>ファイルを読み込めませんでした（ディスクまたはネットワークの障害）。もう一度試すか、先にファイルをこのコンピューターにコピーしてください</translation>
    </message>
    <message>
        <source>the file is larger than {limit} MB, far more than any session file Schreiber writes; it was not read — choose the session file (.json) Schreiber saved</source>
        <translation>ファイルが {limit} MB を超えており、Schreiber が書くどのセッションファイルよりもはるかに大きいため、読み込みませんでした。Schreiber が保存したセッションファイル（.json）を選んでください</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {byte}), so it is no session file; choose the session file (.json) Schreiber saved, or save this one as UTF-8 text</source>
        <translation>ファイルが UTF-8 のテキストではない（バイト {byte}）ため、セッションファイルではありません。Schreiber が保存したセッションファイル（.json）を選ぶか、このファイルを UTF-8 のテキストとして保存してください</translation>
    </message>
    <message>
        <source>the file is no session file: its text is damaged or cut off at line {line}, column {column}; choose the session file (.json) Schreiber saved, or mend it there</source>
        <translation>ファイルはセッションファイルではありません。{line} 行目、{column} 列目でテキストが壊れているか途切れています。Schreiber が保存したセッションファイル（.json）を選ぶか、その箇所を直してください</translation>
    </message>
    <message>
        <source>the file is no session file: its lists are nested too deeply; choose the session file (.json) Schreiber saved</source>
        <translation>ファイルはセッションファイルではありません。リストの入れ子が深すぎます。Schreiber が保存したセッションファイル（.json）を選んでください</translation>
    </message>
    <message>
        <source>the file is no session file: it holds a number no session has (NaN, Infinity or thousands of digits); choose the session file (.json) Schreiber saved</source>
        <translation>ファイルはセッションファイルではありません。セッションにはありえない数（NaN、Infinity、または数千桁の数）が含まれています。Schreiber が保存したセッションファイル（.json）を選んでください</translation>
    </message>
</context>
<context>
    <name>KeyLegend</name>
    <message>
        <source>next field</source>
        <translation>次の欄</translation>
    </message>
    <message>
        <source>save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>cancel the edit</source>
        <translation>編集を取り消す</translation>
    </message>
    <message>
        <source>Keys:</source>
        <translation>キー:</translation>
    </message>
</context>
<context>
    <name>KeyboardPanel</name>
    <message>
        <source>Editing the redeal after deal {n}</source>
        <translation>第{n}ディールの後の配り直しを編集中</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>休み</translation>
    </message>
    <message>
        <source>{digit} is {name}, who sits out this deal.</source>
        <translation>{digit}は{name}で、このディールは休みです。</translation>
    </message>
    <message>
        <source>sitting out</source>
        <translation>休み</translation>
    </message>
    <message>
        <source>Save deal</source>
        <translation>ディールを保存</translation>
    </message>
    <message>
        <source>Cancel editing</source>
        <translation>編集をキャンセル</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>第{n}ディール</translation>
    </message>
    <message>
        <source>Save deal  ⏎</source>
        <translation>ディールを保存  ⏎</translation>
    </message>
    <message>
        <source>Editing deal {n}</source>
        <translation>第{n}ディールを編集中</translation>
    </message>
    <message>
        <source>Save changes  ⏎</source>
        <translation>変更を保存  ⏎</translation>
    </message>
    <message>
        <source>dealer: {name}</source>
        <translation>ディーラー: {name}</translation>
    </message>
    <message>
        <source>sits out: {names}</source>
        <translation>休み: {names}</translation>
    </message>
    <message>
        <source>Deal {n} would no longer fit</source>
        <translation>第{n}ディールが成り立たなくなります</translation>
    </message>
    <message>
        <source>Next: {field}</source>
        <translation>次: {field}</translation>
    </message>
</context>
<context>
    <name>LeagueChart</name>
    <message>
        <source>The league over the season</source>
        <translation>シーズンを通したリーグの推移</translation>
    </message>
    <message>
        <source>Each player&apos;s league score after each club evening; arrow keys pick one.</source>
        <translation>各例会の後の各プレイヤーのリーグ得点。矢印キーで例会を選べます。</translation>
    </message>
    <message>
        <source>The league after {date}</source>
        <translation>{date}時点のリーグ表</translation>
    </message>
    <message>
        <source>No evenings yet</source>
        <translation>まだ例会がありません</translation>
    </message>
</context>
<context>
    <name>LeaguePrint</name>
    <message>
        <source>Ranked by average points per {deals} deals</source>
        <translation>{deals}ゲームあたりの平均点で順位付け</translation>
    </message>
    <message>
        <source>Ranked by table points per evening</source>
        <translation>例会ごとの卓順位点で順位付け</translation>
    </message>
    <message>
        <source>Ranked by total points</source>
        <translation>合計点で順位付け</translation>
    </message>
    <message>
        <source>evenings needed to be ranked: {count}</source>
        <translation>順位対象の参加回数：{count}回以上</translation>
    </message>
    <message>
        <source>worst evenings left out: {count}</source>
        <translation>除外する最低の例会：{count}回</translation>
    </message>
    <message>
        <source>League table · {season}</source>
        <translation>リーグ表 · {season}</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>例会</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Players in grey have played fewer than {count} evenings: not ranked.</source>
        <translation>灰色のプレイヤーは参加が{count}回未満のため順位対象外です。</translation>
    </message>
    <message>
        <source>Schreiber · printed {date}</source>
        <translation>Schreiber · {date}印刷</translation>
    </message>
</context>
<context>
    <name>LeagueWindow</name>
    <message>
        <source>The league cannot be ranked so: {reason}</source>
        <translation>この方法ではリーグの順位を付けられません：{reason}</translation>
    </message>
    <message>
        <source>evenings: {evenings}, deals: {deals}, points: {points}</source>
        <translation>例会：{evenings}回、ゲーム：{deals}、点数：{points}</translation>
    </message>
    <message>
        <source>best evening {points} on {date}</source>
        <translation>最高の例会 {date}の{points}</translation>
    </message>
    <message>
        <source>solos: {played} played, {won} won</source>
        <translation>ソロ：{played}回、勝利{won}回</translation>
    </message>
    <message>
        <source>The club pot holds {amount}.</source>
        <translation>クラブ積立金は{amount}です。</translation>
    </message>
    <message>
        <source>The club pot holds {amount}, kept by {name}.</source>
        <translation>クラブ積立金は{amount}です(保管：{name})。</translation>
    </message>
    <message>
        <source>{path} could not be written: {reason}</source>
        <translation>{path}を書き出せませんでした：{reason}</translation>
    </message>
    <message>
        <source>Written: {path}</source>
        <translation>書き出しました：{path}</translation>
    </message>
    <message>
        <source>Export the season&apos;s workbook</source>
        <translation>シーズンのブックを書き出す</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel ブック (*.xlsx)</translation>
    </message>
    <message>
        <source>Save the season file</source>
        <translation>シーズンファイルを保存</translation>
    </message>
    <message>
        <source>Season file (*.json)</source>
        <translation>シーズンファイル (*.json)</translation>
    </message>
    <message>
        <source>Save league table as PDF</source>
        <translation>リーグ表をPDFとして保存</translation>
    </message>
    <message>
        <source>League table {name}</source>
        <translation>リーグ表 {name}</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first}～{last}</translation>
    </message>
    <message>
        <source>League table</source>
        <translation>リーグ表</translation>
    </message>
    <message>
        <source>&amp;Season:</source>
        <translation>シーズン(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;New season…</source>
        <translation>新しいシーズン(&amp;N)…</translation>
    </message>
    <message>
        <source>How the club ranks the season</source>
        <translation>クラブのシーズン順位の付け方</translation>
    </message>
    <message>
        <source>&amp;League</source>
        <translation>リーグ表(&amp;L)</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>統計(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Money</source>
        <translation>精算(&amp;M)</translation>
    </message>
    <message>
        <source>This season</source>
        <translation>今シーズン</translation>
    </message>
    <message>
        <source>Over the years</source>
        <translation>年ごとの推移</translation>
    </message>
    <message>
        <source>Balances across the season</source>
        <translation>シーズンを通した収支</translation>
    </message>
    <message>
        <source>Who pays whom at the season&apos;s end</source>
        <translation>シーズン終了時の支払い</translation>
    </message>
    <message>
        <source>The season has no money rules yet: these are the usual ones. Change one and they are kept with the season (and in its workbook).</source>
        <translation>このシーズンにはまだ精算のルールがありません。表示しているのは標準のルールです。どれかを変更すると、シーズン(とそのブック)に保存されます。</translation>
    </message>
    <message>
        <source>Double-click an evening to open it.</source>
        <translation>例会をダブルクリックすると開きます。</translation>
    </message>
    <message>
        <source>Season &amp;workbook…</source>
        <translation>シーズンのブック(&amp;W)…</translation>
    </message>
    <message>
        <source>Season &amp;file…</source>
        <translation>シーズンファイル(&amp;F)…</translation>
    </message>
    <message>
        <source>League table as &amp;PDF…</source>
        <translation>リーグ表をPDFに(&amp;P)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>順位表</translation>
    </message>
    <message>
        <source>The player&apos;s evenings</source>
        <translation>プレイヤーの例会</translation>
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
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation>新しいセッション(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Sessions…</source>
        <translation>セッション一覧(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Export workbook…</source>
        <translation>ブックをエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Eve&amp;ning</source>
        <translation>今夜(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rename session…</source>
        <translation>セッション名を変更(&amp;R)…</translation>
    </message>
    <message>
        <source>Change r&amp;ules…</source>
        <translation>ルールを変更(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Archive session</source>
        <translation>セッションをアーカイブ(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Delete session…</source>
        <translation>セッションを削除(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>E&amp;nter a deal</source>
        <translation>ディールを入力(&amp;N)</translation>
    </message>
    <message>
        <source>Go to the score &amp;sheet</source>
        <translation>得点表へ移動(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Edit selected deal</source>
        <translation>選択したディールを編集(&amp;E)</translation>
    </message>
    <message>
        <source>De&amp;lete selected deal…</source>
        <translation>選択したディールを削除(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Offline — entries are kept</source>
        <translation>オフライン — 入力は保持されます</translation>
    </message>
    <message>
        <source>This laptop&apos;s own database, not the club&apos;s</source>
        <translation>クラブのではなく、このノートPC自身のデータベース</translation>
    </message>
    <message>
        <source>The club&apos;s database {server} could not be reached at start, so this laptop&apos;s own database is open: deals entered now stay on this laptop. File → Open database… connects to the club&apos;s again.</source>
        <translation>起動時にクラブのデータベース {server} に接続できなかったため、このノートPC自身のデータベースを開いています。今入力したディールはこのノートPCに残ります。「ファイル → データベースを開く…」でクラブのデータベースに再接続できます。</translation>
    </message>
    <message>
        <source>Offline: the club&apos;s database cannot be reached. What you enter is kept; press Enter again when it is back (nothing is saved twice)</source>
        <translation>オフライン：クラブのデータベースに接続できません。入力した内容は残ります。接続が戻ったらもう一度 Enter を押してください（二重に保存されることはありません）</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>クラブ(&amp;C)</translation>
    </message>
    <message>
        <source>Open data&amp;base…</source>
        <translation>データベースを開く(&amp;B)…</translation>
    </message>
    <message>
        <source>Bac&amp;k up…</source>
        <translation>バックアップ(&amp;K)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Table view</source>
        <translation>テーブル表示(&amp;T)</translation>
    </message>
    <message>
        <source>The evening at a &amp;glance…</source>
        <translation>今夜のまとめ(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>統計(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>プレイヤー(&amp;P)…</translation>
    </message>
    <message>
        <source>The club&apos;s &amp;players…</source>
        <translation>クラブの名簿(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;League table…</source>
        <translation>リーグ表(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;New club night…</source>
        <translation>新しい例会(&amp;N)…</translation>
    </message>
    <message>
        <source>Club nigh&amp;ts…</source>
        <translation>例会一覧(&amp;T)…</translation>
    </message>
    <message>
        <source>Announcement &amp;deadlines…</source>
        <translation>宣言の期限(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Rules reference…</source>
        <translation>ルールリファレンス(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;About Schreiber</source>
        <translation>Schreiberについて(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Undo {action}</source>
        <translation>{action}を元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo {action}</source>
        <translation>{action}をやり直す(&amp;R)</translation>
    </message>
    <message>
        <source>Players not changed</source>
        <translation>プレイヤーは変更されていません</translation>
    </message>
    <message>
        <source>From the next deal on: {players}; {dealer} deals</source>
        <translation>次のディールから：{players}、ディーラーは{dealer}</translation>
    </message>
    <message>
        <source>Database: {where}</source>
        <translation>データベース：{where}</translation>
    </message>
    <message>
        <source>password kept in {place}</source>
        <translation>パスワードの保管先：{place}</translation>
    </message>
    <message>
        <source>To delete it, select it in the list of sessions and press Delete.</source>
        <translation>削除するには、セッションの一覧でそれを選んで Delete キーを押してください。</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged session(s) cannot be opened: each is marked in the list, and pointing at it says why. Every other session can be used as before.</source>
        <translation>
            <numerusform>壊れたセッションが%n件あり、開けません。一覧に印が付いていて、ポインターを合わせると理由が表示されます。ほかのセッションはこれまでどおり使えます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete the damaged session {id} with all its deals? This cannot be undone.</source>
        <translation>壊れたセッション {id} をすべてのディールとともに削除しますか？元に戻すことはできません。</translation>
    </message>
    <message>
        <source>{title} — Schreiber</source>
        <translation>{title} — Schreiber</translation>
    </message>
    <message>
        <source>Round played</source>
        <translation>回戦終了</translation>
    </message>
    <message>
        <source>This table has played the {due} deals of its round: it is finished. Enter one more deal all the same?</source>
        <translation>この卓はこの回戦の{due}ディールを終えました（終了）。それでももう1ディール記入しますか？</translation>
    </message>
    <message>
        <source>Deal not saved</source>
        <translation>ディールは保存されませんでした</translation>
    </message>
    <message>
        <source>Deal not saved: the club&apos;s database cannot be reached</source>
        <translation>ディールは保存されていません：クラブのデータベースに接続できません</translation>
    </message>
    <message>
        <source>Not saved, your entry: {typed}</source>
        <translation>保存されていません。入力した内容：{typed}</translation>
    </message>
    <message>
        <source>{changes}. The deal you were editing was deleted there</source>
        <translation>{changes}。編集中のディールはそちらで削除されました</translation>
    </message>
    <message>
        <source>Redone: {action}</source>
        <translation>やり直しました：{action}</translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <translation>元に戻しました：{action}</translation>
    </message>
    <message>
        <source>Redone: change of seating — {summary}</source>
        <translation>やり直しました：席順の変更 — {summary}</translation>
    </message>
    <message>
        <source>Undone: change of seating — {summary}</source>
        <translation>元に戻しました：席順の変更 — {summary}</translation>
    </message>
    <message>
        <source>{step}. The deal you were editing is gone</source>
        <translation>{step}。編集中のディールはなくなりました</translation>
    </message>
    <message>
        <source>Delete deal</source>
        <translation>ディールの削除</translation>
    </message>
    <message>
        <source>Deal not deleted</source>
        <translation>ディールは削除されませんでした</translation>
    </message>
    <message>
        <source>Deleted the change of seating — {summary}</source>
        <translation>席順の変更を削除しました — {summary}</translation>
    </message>
    <message>
        <source>Rename session</source>
        <translation>セッション名の変更</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>Rules not changed</source>
        <translation>ルールは変更されませんでした</translation>
    </message>
    <message>
        <source>Under these rules a deal would be impossible: {reason}</source>
        <translation>このルールでは成り立たないディールがあります: {reason}</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>セッションの削除</translation>
    </message>
    <message>
        <source>{problem}

Load {deal} as it now stands? What you typed stays beside the form, to copy: {typed}

No keeps your entry in the form; Esc there leaves the edit.</source>
        <translation>{problem}

{deal}を現在の内容で読み込みますか？入力した内容は写せるようにフォームの横に残ります：{typed}

「いいえ」で入力をフォームに残します。そこで Esc を押すと編集をやめます。</translation>
    </message>
    <message>
        <source>{deal} was changed elsewhere: Enter offers to load it as it now stands, Esc leaves the edit. Your entry: {typed}</source>
        <translation>{deal}は別の場所で変更されました。Enter で現在の内容を読み込めます。Esc で編集をやめます。入力した内容：{typed}</translation>
    </message>
    <message>
        <source>{deal} saved</source>
        <translation>{deal}を保存しました</translation>
    </message>
    <message>
        <source>{deal} is no deal to edit: delete it (Del) or change the players again (Evening → Players…)</source>
        <translation>{deal}は編集できるディールではありません。削除する（Del）か、もう一度プレイヤーを変更してください（今夜 → プレイヤー…）</translation>
    </message>
    <message>
        <source>Redone: deleting {deal} — {summary}</source>
        <translation>やり直しました：{deal}の削除 — {summary}</translation>
    </message>
    <message>
        <source>Undone: deleting {deal} — back: {summary}</source>
        <translation>元に戻しました：{deal}の削除 — 復元：{summary}</translation>
    </message>
    <message>
        <source>Redone: edit of {deal} — now {summary}</source>
        <translation>やり直しました：{deal}の編集 — 現在：{summary}</translation>
    </message>
    <message>
        <source>Undone: edit of {deal} — back to {summary}</source>
        <translation>元に戻しました：{deal}の編集 — 元の内容：{summary}</translation>
    </message>
    <message>
        <source>Redone: {deal} — {summary}</source>
        <translation>やり直しました：{deal} — {summary}</translation>
    </message>
    <message>
        <source>Undone: {deal} — {summary}</source>
        <translation>元に戻しました：{deal} — {summary}</translation>
    </message>
    <message>
        <source>Delete {deal}? Every later deal is recomputed.</source>
        <translation>{deal}を削除しますか？以降のディールはすべて再計算されます。</translation>
    </message>
    <message>
        <source>Deleted {deal} — {summary}</source>
        <translation>{deal}を削除しました — {summary}</translation>
    </message>
    <message>
        <source>Delete this whole session with all its deals? This cannot be undone.</source>
        <translation>このセッションをすべてのディールとともに削除しますか？元に戻すことはできません。</translation>
    </message>
    <message>
        <source>Export the evening&apos;s workbook</source>
        <translation>この夜のブックをエクスポート</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel ブック (*.xlsx)</translation>
    </message>
    <message>
        <source>Workbook not written</source>
        <translation>ブックを保存できませんでした</translation>
    </message>
    <message>
        <source>{path} could not be written: {reason}</source>
        <translation>{path} を書き込めませんでした: {reason}</translation>
    </message>
    <message>
        <source>Workbook written: {path}</source>
        <translation>ブックを保存しました: {path}</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>データベースをバックアップ</translation>
    </message>
    <message>
        <source>Schreiber backup (*.json)</source>
        <translation>Schreiber のバックアップ (*.json)</translation>
    </message>
    <message>
        <source>Backup not written</source>
        <translation>バックアップを書き出せませんでした</translation>
    </message>
    <message>
        <source>Backup written: {path}</source>
        <translation>バックアップを書き出しました：{path}</translation>
    </message>
    <message>
        <source>Export the club&apos;s &amp;history as CSV…</source>
        <translation>クラブの履歴を CSV でエクスポート(&amp;H)…</translation>
    </message>
    <message>
        <source>Export the club&apos;s history</source>
        <translation>クラブの履歴をエクスポート</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表 (*.csv)</translation>
    </message>
    <message>
        <source>History not written</source>
        <translation>履歴を書き出せませんでした</translation>
    </message>
    <message>
        <source>History written: {path} ({rows} rows)</source>
        <translation>履歴を書き出しました：{path}（{rows} 行）</translation>
    </message>
    <message>
        <source>{count} damaged sessions were left out.</source>
        <translation>破損したセッション {count} 件は除外しました。</translation>
    </message>
    <message>
        <source>Import a session</source>
        <translation>セッションのインポート</translation>
    </message>
    <message>
        <source>Workbooks and session files (*.xlsx *.json)</source>
        <translation>ブックとセッションファイル (*.xlsx *.json)</translation>
    </message>
    <message>
        <source>Not imported</source>
        <translation>インポートされませんでした</translation>
    </message>
    <message>
        <source>{path} was not imported: {reason}</source>
        <translation>{path} をインポートできませんでした: {reason}</translation>
    </message>
    <message>
        <source>Imported: {path}</source>
        <translation>インポートしました: {path}</translation>
    </message>
    <message>
        <source>Database written again</source>
        <translation>データベースを書き直しました</translation>
    </message>
    <message>
        <source>The database {path} was deleted or moved while Schreiber had it open. It has been written again with every session in it, and this change is saved.</source>
        <translation>Schreiber が開いている間に、データベース {path} が削除または移動されました。すべてのセッションを含めて書き直し、この変更も保存しました。</translation>
    </message>
    <message>
        <source>About Schreiber</source>
        <translation>Schreiberについて</translation>
    </message>
    <message>
        <source>Schreiber {version}
A score pad for Doppelkopf, Pfälzer Schafkopf and Crescendo.</source>
        <translation>Schreiber {version}
ドッペルコップ、ファルツ・シャーフコップ、クレッシェンド用の得点記録アプリです。</translation>
    </message>
</context>
<context>
    <name>MoneyEditor</name>
    <message>
        <source>&amp;Rate per point:</source>
        <translation>1点あたりの金額(&amp;R):</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>通貨(&amp;U):</translation>
    </message>
    <message>
        <source>R&amp;ounding:</source>
        <translation>端数処理(&amp;O):</translation>
    </message>
    <message>
        <source>Club &amp;pot:</source>
        <translation>クラブ積立金(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Share of losses:</source>
        <translation>負け額からの割合(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Fee per evening:</source>
        <translation>1回あたりの会費(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Treasurer:</source>
        <translation>会計係(&amp;T):</translation>
    </message>
    <message>
        <source>Prize for the night&apos;s &amp;winner:</source>
        <translation>例会の優勝賞金(&amp;W):</translation>
    </message>
    <message>
        <source>Prize for the best &amp;deal of a night:</source>
        <translation>例会の最高ディール賞金(&amp;D):</translation>
    </message>
    <message>
        <source>No pot</source>
        <translation>積立なし</translation>
    </message>
    <message>
        <source>A share of each evening&apos;s losses</source>
        <translation>各例会の負け額からの割合</translation>
    </message>
    <message>
        <source>A fee per evening</source>
        <translation>例会ごとの会費</translation>
    </message>
    <message>
        <source>Nobody (the club pot)</source>
        <translation>なし(クラブ積立金)</translation>
    </message>
</context>
<context>
    <name>MoneyModel</name>
    <message>
        <source>Club pot</source>
        <translation>クラブ積立金</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>例会</translation>
    </message>
    <message>
        <source>Before the pot</source>
        <translation>積立前</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>収支</translation>
    </message>
    <message>
        <source>To the pot</source>
        <translation>積立金へ</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>賞金</translation>
    </message>
</context>
<context>
    <name>NewNightDialog</name>
    <message>
        <source>Club night {date}</source>
        <translation>例会 {date}</translation>
    </message>
    <message>
        <source>New club night</source>
        <translation>新しい例会</translation>
    </message>
    <message>
        <source>The night</source>
        <translation>例会</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>日付(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>タイトル(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>回戦数(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>シード(&amp;E)</translation>
    </message>
    <message>
        <source>at random, avoiding repeated partners</source>
        <translation>ランダム（同じ相手との再戦をなるべく避ける）</translation>
    </message>
    <message>
        <source>by the night&apos;s standing</source>
        <translation>例会の順位順</translation>
    </message>
    <message>
        <source>The same players and seed give the same draw.</source>
        <translation>同じプレイヤーと同じシードなら同じ組み合わせになります。</translation>
    </message>
    <message>
        <source>Who is present</source>
        <translation>出席者</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名前(&amp;N)</translation>
    </message>
    <message>
        <source>type a name, Enter checks or adds it</source>
        <translation>名前を入力し、Enter でチェックまたは追加</translation>
    </message>
    <message>
        <source>N&amp;obody</source>
        <translation>全員外す(&amp;O)</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>第1回戦</translation>
    </message>
    <message>
        <source>Rounds after the &amp;first</source>
        <translation>2回戦以降(&amp;F)</translation>
    </message>
    <message>
        <source>Deals per player and ro&amp;und</source>
        <translation>1回戦で各プレイヤーがプレイするディール数(&amp;U)</translation>
    </message>
    <message>
        <source>Draw aga&amp;in</source>
        <translation>引き直す(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>E&amp;veryone from the last club night</source>
        <translation>前回の例会の全員(&amp;V)</translation>
    </message>
    <message>
        <source>A guest: plays and counts in the night; joins the club&apos;s players only when added in Club → The club&apos;s players…</source>
        <translation>ゲスト: この例会でプレイし、成績にも数えられます。名簿に入るのは「クラブ → クラブの名簿…」で追加したときだけです</translation>
    </message>
    <message>
        <source>E&amp;xcused</source>
        <translation>欠席連絡(&amp;X)</translation>
    </message>
    <message>
        <source>The member selected is excused for this night (not present); again takes it back</source>
        <translation>選択したメンバーをこの例会の欠席連絡ありにします（出席しない）。もう一度押すと取り消します</translation>
    </message>
    <message>
        <source>Dra&amp;w</source>
        <translation>組み合わせ(&amp;W)</translation>
    </message>
    <message>
        <source>Print seating &amp;plan…</source>
        <translation>座席表を印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>Print table &amp;lists…</source>
        <translation>記録表を印刷(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>The tables play the standard rules (the club has no {game} session yet); change a table&apos;s rules in its session.</source>
        <translation>各卓は標準ルールでプレイします（クラブにはまだ{game}のセッションがありません）。卓のルールはそのセッションで変更できます。</translation>
    </message>
    <message>
        <source>The tables play the rules of the club&apos;s last {game} session, “{title}” of {date}; change a table&apos;s rules in its session.</source>
        <translation>各卓はクラブの最後の{game}のセッション「{title}」（{date}）のルールでプレイします。卓のルールはそのセッションで変更できます。</translation>
    </message>
    <message>
        <source>Check at least 4 players who are present (now {count}).</source>
        <translation>出席者を4人以上チェックしてください（現在 {count} 人）。</translation>
    </message>
    <message>
        <source>{game} is played by exactly {low} at a table; with {count} present, table {table} would have {size}.</source>
        <translation>{game}は1卓ちょうど {low} 人でプレイします。出席 {count} 人では第{table}卓が {size} 人になります。</translation>
    </message>
    <message>
        <source>{game} is played by {low} to {high} at a table; with {count} present, table {table} would have {size}.</source>
        <translation>{game}は1卓 {low}〜{high} 人でプレイします。出席 {count} 人では第{table}卓が {size} 人になります。</translation>
    </message>
    <message numerus="yes">
        <source>%n present</source>
        <translation>
            <numerusform>出席 %n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>{present}, {excused}</source>
        <translation>{present}、{excused}</translation>
    </message>
    <message numerus="yes">
        <source>%n excused</source>
        <translation>
            <numerusform>欠席連絡 %n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>{n}番席</translation>
    </message>
    <message>
        <source>Seat 1 deals first. Tables of {sizes}.</source>
        <translation>1番席が最初に配ります。卓の人数：{sizes}。</translation>
    </message>
    <message>
        <source>Round 2 and later are drawn from the night&apos;s standing.</source>
        <translation>第2回戦以降は例会の順位で組みます。</translation>
    </message>
    <message>
        <source>The seating plan shows every round as drawn now; a later round is drawn again if someone comes or goes.</source>
        <translation>座席表には今の組み合わせで全回戦が載ります。途中で出入りがあれば、後の回戦は組み直されます。</translation>
    </message>
    <message>
        <source>“Draw” seats the players present at the tables.</source>
        <translation>「組み合わせ」で出席者を卓に割り振ります。</translation>
    </message>
    <message>
        <source>Save the seating plan</source>
        <translation>座席表を保存</translation>
    </message>
    <message>
        <source>seating plan</source>
        <translation>座席表</translation>
    </message>
    <message>
        <source>The seating plan is saved in {path}.</source>
        <translation>座席表を {path} に保存しました。</translation>
    </message>
    <message>
        <source>Save the table lists</source>
        <translation>記録表を保存</translation>
    </message>
    <message>
        <source>round {number} tables</source>
        <translation>第{number}回戦 卓</translation>
    </message>
    <message>
        <source>The table lists of round {number} are saved in {path}.</source>
        <translation>第{number}回戦の記録表を {path} に保存しました。</translation>
    </message>
    <message>
        <source>The file could not be saved: {reason}</source>
        <translation>ファイルを保存できませんでした：{reason}</translation>
    </message>
</context>
<context>
    <name>NewSeasonDialog</name>
    <message>
        <source>New season</source>
        <translation>新しいシーズン</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;First day:</source>
        <translation>初日(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Last day:</source>
        <translation>最終日(&amp;L):</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New session</source>
        <translation>新しいセッション</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G):</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>タイトル(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日付(&amp;D):</translation>
    </message>
    <message>
        <source>Players in seating order (clockwise)</source>
        <translation>席順のプレイヤー(時計回り)</translation>
    </message>
    <message>
        <source>Drag, or Alt+Up / Alt+Down, to reorder; F2 renames; Delete removes.</source>
        <translation>ドラッグまたはAlt+Up / Alt+Downで並べ替え、F2で名前の変更、Deleteで削除。</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>上へ(&amp;U)</translation>
    </message>
    <message>
        <source>Move the selected player up (Alt+Up)</source>
        <translation>選択したプレイヤーを上へ移動(Alt+Up)</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>下へ(&amp;W)</translation>
    </message>
    <message>
        <source>Move the selected player down (Alt+Down)</source>
        <translation>選択したプレイヤーを下へ移動(Alt+Down)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the selected player (Delete)</source>
        <translation>選択したプレイヤーを削除(Delete)</translation>
    </message>
    <message>
        <source>Name, then Enter</source>
        <translation>名前を入力してEnter</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;New player:</source>
        <translation>新しいプレイヤー(&amp;N):</translation>
    </message>
    <message>
        <source>Who deals the first deal</source>
        <translation>最初のディールを配る人</translation>
    </message>
    <message>
        <source>&amp;First dealer:</source>
        <translation>最初のディーラー(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Same players as last time</source>
        <translation>前回と同じメンバー(&amp;S)</translation>
    </message>
    <message>
        <source>Alt+S: {players}, in their seats, the first of them dealing first</source>
        <translation>Alt+S: {players}（同じ席順、最初の人が最初のディーラー）</translation>
    </message>
    <message>
        <source>No session was started before</source>
        <translation>まだセッションがありません</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Start session</source>
        <translation>セッションを開始</translation>
    </message>
    <message>
        <source>Exactly {count} players. Drag or press Alt+Up / Alt+Down to reorder, F2 or double-click to rename, Delete to remove.</source>
        <translation>ちょうど{count}人。ドラッグまたはAlt+Up / Alt+Downで並べ替え、F2またはダブルクリックで名前の変更、Deleteで削除。</translation>
    </message>
    <message>
        <source>{low} to {high} players. Drag or press Alt+Up / Alt+Down to reorder, F2 or double-click to rename, Delete to remove.</source>
        <translation>{low}〜{high}人。ドラッグまたはAlt+Up / Alt+Downで並べ替え、F2またはダブルクリックで名前の変更、Deleteで削除。</translation>
    </message>
    <message>
        <source>{game} {date}</source>
        <translation>{game} {date}</translation>
    </message>
    <message>
        <source>There are already {count} players; remove one first.</source>
        <translation>すでに{count}人います。先に1人削除してください。</translation>
    </message>
    <message>
        <source>“{name}” is already playing.</source>
        <translation>「{name}」はすでに参加しています。</translation>
    </message>
    <message>
        <source>Player {position} has no name; type one or remove the entry.</source>
        <translation>{position}番目のプレイヤーに名前がありません。名前を入力するか、削除してください。</translation>
    </message>
    <message>
        <source>The name of player {position} is longer than {limit} characters.</source>
        <translation>{position}番目のプレイヤーの名前が{limit}文字を超えています。</translation>
    </message>
    <message>
        <source>“{name}” is in the list twice; every player needs a different name.</source>
        <translation>「{name}」が2回入っています。プレイヤーごとに別の名前にしてください。</translation>
    </message>
    <message>
        <source>{game} needs exactly {needed} players; the list has {count}.</source>
        <translation>{game}にはちょうど{needed}人が必要です。現在は{count}人です。</translation>
    </message>
    <message>
        <source>{game} needs {low} to {high} players; the list has {count}.</source>
        <translation>{game}には{low}〜{high}人が必要です。現在は{count}人です。</translation>
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
        <translation>卓(&amp;T)（ダブルクリックでその卓のディールを入力）</translation>
    </message>
    <message>
        <source>The night&apos;s &amp;standing</source>
        <translation>例会の順位(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Draw the next round</source>
        <translation>次の回戦の組み方(&amp;D)</translation>
    </message>
    <message>
        <source>at random, avoiding repeated partners</source>
        <translation>ランダム（同じ相手との再戦をなるべく避ける）</translation>
    </message>
    <message>
        <source>by the night&apos;s standing</source>
        <translation>例会の順位順</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>次の回戦(&amp;N)</translation>
    </message>
    <message>
        <source>Print table &amp;lists…</source>
        <translation>記録表を印刷(&amp;L)…</translation>
    </message>
    <message>
        <source>Print seating &amp;plan…</source>
        <translation>座席表を印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>P&amp;rint standing…</source>
        <translation>順位表を印刷(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Wall view</source>
        <translation>壁に映す(&amp;W)</translation>
    </message>
    <message>
        <source>The standing in large type, live, full screen (F11 or Esc leaves it)</source>
        <translation>順位を大きな文字でリアルタイムに全画面表示（F11またはEscで終了）</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Club night</source>
        <translation>例会</translation>
    </message>
    <message>
        <source>{title} — the night&apos;s standing</source>
        <translation>{title} — 例会の順位</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>締め切り済み</translation>
    </message>
    <message>
        <source>open</source>
        <translation>開催中</translation>
    </message>
    <message>
        <source>round {number} of {planned}</source>
        <translation>第{number}回戦（全{planned}回戦）</translation>
    </message>
    <message>
        <source>round {number}</source>
        <translation>第{number}回戦</translation>
    </message>
    <message>
        <source>{date} · {count} present · {progress} · {state}</source>
        <translation>{date} · 出席 {count} 人 · {progress} · {state}</translation>
    </message>
    <message>
        <source>Re&amp;open night</source>
        <translation>例会を再開(&amp;O)</translation>
    </message>
    <message>
        <source>Close ni&amp;ght</source>
        <translation>例会を締め切る(&amp;G)</translation>
    </message>
    <message>
        <source>Guests: {names}</source>
        <translation>ゲスト: {names}</translation>
    </message>
    <message>
        <source>Excused: {names}</source>
        <translation>欠席連絡あり: {names}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Players by seat</source>
        <translation>席順のプレイヤー</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>ディール</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>finished (marked)</source>
        <translation>終了（手動）</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未開始</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Tables finished</source>
        <translation>終了した卓</translation>
    </message>
    <message>
        <source>Per {count} deals</source>
        <translation>{count}ディールあたり</translation>
    </message>
    <message>
        <source>Table points</source>
        <translation>卓ポイント</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>第{number}回戦</translation>
    </message>
    <message>
        <source>{finished} of {count}</source>
        <translation>{finished}/{count} 卓</translation>
    </message>
    <message>
        <source>Table {table}: {deals} deals, {state}</source>
        <translation>第{table}卓：{deals} ディール、{state}</translation>
    </message>
    <message>
        <source>Not at a table in this round</source>
        <translation>この回戦では卓についていません</translation>
    </message>
    <message>
        <source>This night is closed: only the club&apos;s organiser can reopen it.</source>
        <translation>この例会は締め切られています。再開できるのはクラブの幹事だけです。</translation>
    </message>
    <message>
        <source>This night is closed: reopen it to enter deals or draw a round.</source>
        <translation>この例会は締め切られています。ディールの入力や回戦の組み合わせには再開してください。</translation>
    </message>
    <message>
        <source>Table not &amp;finished</source>
        <translation>卓の終了を取り消す(&amp;F)</translation>
    </message>
    <message>
        <source>Table &amp;finished</source>
        <translation>卓を終了(&amp;F)</translation>
    </message>
    <message>
        <source>Table {table} of round {round} has reached its agreed end: it is finished.</source>
        <translation>第{round}回戦の第{table}卓は取り決めた終わりに達しています。終了しています。</translation>
    </message>
    <message>
        <source>Table {table} of round {round} is no longer marked finished.</source>
        <translation>第{round}回戦の第{table}卓の終了を取り消しました。</translation>
    </message>
    <message>
        <source>Table {table} of round {round} is marked finished; the standing counts it so.</source>
        <translation>第{round}回戦の第{table}卓を終了にしました。順位では終了として数えます。</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>次の回戦</translation>
    </message>
    <message>
        <source>These tables of round {round} still have deals due:
{tables}

Draw round {number} all the same?</source>
        <translation>第{round}回戦の次の卓にはまだ残りのディールがあります：
{tables}

それでも第{number}回戦の組み合わせを決めますか？</translation>
    </message>
    <message>
        <source>Round {round}, table {table}: {played} of {due} deals</source>
        <translation>第{round}回戦・第{table}卓：{due}ディール中 {played}</translation>
    </message>
    <message>
        <source>Round {number} was drawn on another laptop meanwhile; it is shown here.</source>
        <translation>第{number}回戦はその間に別のノートPCで組まれました。ここに表示しています。</translation>
    </message>
    <message>
        <source>Close night</source>
        <translation>例会を締め切る</translation>
    </message>
    <message>
        <source>These tables still have deals due:
{tables}

Close the night all the same? A table with no deal played is not counted.</source>
        <translation>次の卓にはまだ残りのディールがあります：
{tables}

それでも例会を締め切りますか？ディールが1つもない卓は数えません。</translation>
    </message>
    <message>
        <source>Round {number} is drawn ({how}): {count} tables.</source>
        <translation>第{number}回戦を組みました（{how}）：{count} 卓。</translation>
    </message>
    <message>
        <source>Mark the selected table finished though its agreed end is not reached; the standing counts it finished (F in the list of tables)</source>
        <translation>取り決めた終わりに達していなくても、選んだ卓を終了にします。順位では終了として数えます（卓の一覧で F）</translation>
    </message>
    <message>
        <source>Save the table lists</source>
        <translation>記録表を保存</translation>
    </message>
    <message>
        <source>round {number} tables</source>
        <translation>第{number}回戦 卓</translation>
    </message>
    <message>
        <source>The table lists could not be saved: {reason}</source>
        <translation>記録表を保存できませんでした：{reason}</translation>
    </message>
    <message>
        <source>The table lists of round {number} are saved in {path}.</source>
        <translation>第{number}回戦の記録表を {path} に保存しました。</translation>
    </message>
    <message>
        <source>Save the night&apos;s standing</source>
        <translation>例会の順位を保存</translation>
    </message>
    <message>
        <source>standing round {number}</source>
        <translation>順位 第{number}回戦</translation>
    </message>
    <message>
        <source>The standing could not be saved: {reason}</source>
        <translation>順位を保存できませんでした：{reason}</translation>
    </message>
    <message>
        <source>The night&apos;s standing is saved in {path}.</source>
        <translation>例会の順位を{path}に保存しました。</translation>
    </message>
    <message>
        <source>Save the seating plan</source>
        <translation>座席表を保存</translation>
    </message>
    <message>
        <source>seating plan</source>
        <translation>座席表</translation>
    </message>
    <message>
        <source>The seating plan could not be saved: {reason}</source>
        <translation>座席表を保存できませんでした：{reason}</translation>
    </message>
    <message>
        <source>The seating plan is saved in {path}.</source>
        <translation>座席表を {path} に保存しました。</translation>
    </message>
</context>
<context>
    <name>NightsDialog</name>
    <message>
        <source>Club nights</source>
        <translation>例会</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>No club nights yet: Club → New club night… starts one.</source>
        <translation>例会はまだありません。クラブ → 新しい例会… で始めます。</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>出席</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>締め切り済み</translation>
    </message>
    <message>
        <source>open</source>
        <translation>開催中</translation>
    </message>
</context>
<context>
    <name>PairsModel</name>
    <message>
        <source>Together</source>
        <translation>ペア</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>ディール数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>{first} &amp; {second}</source>
        <translation>{first}と{second}</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <source>after 1 deal</source>
        <translation>1ディール終了</translation>
    </message>
    <message>
        <source>after {n} deals</source>
        <translation>{n}ディール終了</translation>
    </message>
    <message>
        <source>1 deal ×{factor}</source>
        <translation>1ディール ×{factor}</translation>
    </message>
    <message>
        <source>{n} deals ×{factor}</source>
        <translation>{n}ディール ×{factor}</translation>
    </message>
    <message>
        <source>Compulsory solo owed: {names}</source>
        <translation>義務ソロ未消化: {names}</translation>
    </message>
    <message>
        <source>Deals left in the round: {n}</source>
        <translation>ラウンド残りディール: {n}</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>順位表</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>ディール</translation>
    </message>
    <message>
        <source>No deals yet.</source>
        <translation>まだディールはありません。</translation>
    </message>
    <message>
        <source>Seating: {players}</source>
        <translation>席替え: {players}</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <source>No connection to the laptop: trying again…</source>
        <translation>ノートPCに接続できません：再接続しています…</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>ライブ</translation>
    </message>
    <message>
        <source>Read only: the scores are kept on the laptop.</source>
        <translation>閲覧のみ：記録はノートPCで行います。</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>第{n}ラウンド</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>第{n}卓</translation>
    </message>
    <message>
        <source>{played} of {due} deals</source>
        <translation>{played}/{due}ディール</translation>
    </message>
    <message>
        <source>{played} deals</source>
        <translation>{played}ディール</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>The night is closed.</source>
        <translation>この例会は締め切られました。</translation>
    </message>
    <message>
        <source>The session cannot be read just now: {reason}</source>
        <translation>現在セッションを読み込めません: {reason}</translation>
    </message>
    <message>
        <source>Show on p&amp;hones…</source>
        <translation>スマホに表示(&amp;H)…</translation>
    </message>
    <message>
        <source>Show on phones</source>
        <translation>スマホに表示</translation>
    </message>
    <message>
        <source>Open a session first: the phones show its sheet.</source>
        <translation>先にセッションを開いてください：スマホにはそのスコア表が表示されます。</translation>
    </message>
    <message>
        <source>The phones&apos; page could not be started: {reason}</source>
        <translation>スマホ用ページを開始できませんでした: {reason}</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Show on phones</source>
        <translation>スマホに表示</translation>
    </message>
    <message>
        <source>Scan the code with a phone on this network (the same Wi-Fi): the sheet follows every deal live. Read only; only who has the code can see it.</source>
        <translation>同じネットワーク（同じWi-Fi）のスマホでコードを読み取ってください：スコア表が各ディールをリアルタイムで表示します。閲覧のみで、コードを持つ人だけが見られます。</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>アドレス(&amp;A)</translation>
    </message>
    <message>
        <source>Where the page listens: this laptop&apos;s address on the network the phones are on; 127.0.0.1 is this laptop only.</source>
        <translation>ページを公開する場所：スマホと同じネットワークでのこのノートPCのアドレス。127.0.0.1 はこのノートPCだけです。</translation>
    </message>
    <message>
        <source>The phones follow the evening.</source>
        <translation>スマホにセッションを表示しています。</translation>
    </message>
    <message>
        <source>Stopped: the address no longer answers.</source>
        <translation>停止しました：このアドレスはもう応答しません。</translation>
    </message>
</context>
<context>
    <name>PlayerStatsModel</name>
    <message>
        <source>Statistic</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>プレイしたディール</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation>1ディールあたりの点数</translation>
    </message>
    <message>
        <source>The player&apos;s points divided by the deals they played.</source>
        <translation>プレイヤーの点数を、プレイしたディール数で割った値です。</translation>
    </message>
    <message>
        <source>Best deal</source>
        <translation>最高のディール</translation>
    </message>
    <message>
        <source>Worst deal</source>
        <translation>最低のディール</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>最長連勝</translation>
    </message>
    <message>
        <source>Most deals won in a row; sitting out and redeals do not break it.</source>
        <translation>続けて勝ったディールの最大数です。休みや配り直しでは途切れません。</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>現在の連勝</translation>
    </message>
    <message>
        <source>Sat out</source>
        <translation>休み</translation>
    </message>
    <message>
        <source>Redeals</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <source>Re and Kontra</source>
        <translation>レーとコントラ</translation>
    </message>
    <message>
        <source>Won as Re</source>
        <translation>レーで勝ち</translation>
    </message>
    <message>
        <source>Points as Re</source>
        <translation>レーでの点数</translation>
    </message>
    <message>
        <source>Won as Kontra</source>
        <translation>コントラで勝ち</translation>
    </message>
    <message>
        <source>Points as Kontra</source>
        <translation>コントラでの点数</translation>
    </message>
    <message>
        <source>Soloist and defenders</source>
        <translation>ソロ側とディフェンダー</translation>
    </message>
    <message>
        <source>Won as soloist or partner</source>
        <translation>ソロイストかパートナーで勝ち</translation>
    </message>
    <message>
        <source>Points as soloist or partner</source>
        <translation>ソロイストかパートナーでの点数</translation>
    </message>
    <message>
        <source>Won defending</source>
        <translation>ディフェンダーで勝ち</translation>
    </message>
    <message>
        <source>Points defending</source>
        <translation>ディフェンダーでの点数</translation>
    </message>
    <message>
        <source>Won as soloist</source>
        <translation>ソリストで勝ち</translation>
    </message>
    <message>
        <source>Points as soloist</source>
        <translation>ソリストでの点数</translation>
    </message>
    <message>
        <source>Bids by trump (won of played)</source>
        <translation>切札別のビッド(戦績)</translation>
    </message>
    <message>
        <source>Solos (won of played)</source>
        <translation>ソロ(戦績)</translation>
    </message>
    <message>
        <source>All bids</source>
        <translation>ビッド全体</translation>
    </message>
    <message>
        <source>All solos</source>
        <translation>ソロ全体</translation>
    </message>
    <message>
        <source>Announcements (held of made)</source>
        <translation>宣言(成功/宣言数)</translation>
    </message>
    <message>
        <source>Bonuses (caught / given away)</source>
        <translation>ボーナス得点(取った / 取られた)</translation>
    </message>
    <message>
        <source>{caught} / {given}</source>
        <translation>{caught} / {given}</translation>
    </message>
    <message>
        <source>{held} of {made}</source>
        <translation>{held}/{made}</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players at the table</source>
        <translation>卓のプレイヤー</translation>
    </message>
    <message>
        <source>The seating from the next deal on, clockwise (exactly {count} players). A player who leaves keeps their total; one who joins starts at 0.</source>
        <translation>次のディールからの席順（時計回り、ちょうど{count}人）。抜けるプレイヤーは合計を保ち、加わるプレイヤーは0から始めます。</translation>
    </message>
    <message>
        <source>The seating from the next deal on, clockwise ({low}–{high} players). A player who leaves keeps their total; one who joins starts at 0.</source>
        <translation>次のディールからの席順（時計回り、{low}～{high}人）。抜けるプレイヤーは合計を保ち、加わるプレイヤーは0から始めます。</translation>
    </message>
    <message>
        <source>&amp;New player</source>
        <translation>新しいプレイヤー(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Leaves</source>
        <translation>抜ける(&amp;L)</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>上へ(&amp;U)</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>下へ(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Deals next</source>
        <translation>次のディーラー(&amp;D)</translation>
    </message>
    <message>
        <source>Type to pick one of the club&apos;s players</source>
        <translation>入力してクラブの名簿から選ぶ</translation>
    </message>
    <message>
        <source>A new player sits down last.</source>
        <translation>新しいプレイヤーは最後の席に着きます。</translation>
    </message>
    <message>
        <source>A new player sits down after {name} (the player selected above).</source>
        <translation>新しいプレイヤーは{name}（上で選択中）の次の席に着きます。</translation>
    </message>
    <message>
        <source>{name} already sits at the table</source>
        <translation>{name}はすでに卓にいます</translation>
    </message>
    <message>
        <source>This game needs exactly {needed} players, not {count}</source>
        <translation>このゲームはちょうど{needed}人が必要です（現在{count}人）</translation>
    </message>
    <message>
        <source>This game needs {low}–{high} players, not {count}</source>
        <translation>このゲームは{low}～{high}人が必要です（現在{count}人）</translation>
    </message>
    <message>
        <source>Nothing changed: add or remove a player, move one, or pick a dealer</source>
        <translation>変更がありません：プレイヤーの追加・削除、席の移動、またはディーラーを選んでください</translation>
    </message>
</context>
<context>
    <name>RankingEditor</name>
    <message>
        <source>Table points · table of {size}</source>
        <translation>卓順位点 · {size}人卓</translation>
    </message>
    <message>
        <source>place {place}</source>
        <translation>{place}位</translation>
    </message>
    <message>
        <source>Total points</source>
        <translation>合計点</translation>
    </message>
    <message>
        <source>Average per deals</source>
        <translation>ゲームあたりの平均</translation>
    </message>
    <message>
        <source>Table points</source>
        <translation>卓順位点</translation>
    </message>
    <message>
        <source>&amp;Ranked by:</source>
        <translation>順位の基準(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Per deals:</source>
        <translation>ゲーム数あたり(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Worst evenings left out:</source>
        <translation>除外する最低の例会数(&amp;W):</translation>
    </message>
    <message>
        <source>&amp;Fewest evenings to be ranked:</source>
        <translation>順位対象の最少参加回数(&amp;F):</translation>
    </message>
    <message>
        <source>Points per place</source>
        <translation>順位ごとの点</translation>
    </message>
    <message>
        <source>{place}.</source>
        <translation>{place}位</translation>
    </message>
    <message>
        <source>Table of {size}</source>
        <translation>{size}人卓</translation>
    </message>
    <message>
        <source>Table of {size}, place {place}</source>
        <translation>{size}人卓、{place}位</translation>
    </message>
</context>
<context>
    <name>RecordError</name>
    <message>
        <source>has no place in a redeal; remove it</source>
        <translation>配り直しでは使いません。削除してください</translation>
    </message>
    <message>
        <source>is not one of the players; pick one of them as the first dealer</source>
        <translation>プレイヤーの中にいません。最初のディーラーはプレイヤーから選んでください</translation>
    </message>
    <message>
        <source>nobody sits out in Crescendo; leave it empty or remove it</source>
        <translation>クレッシェンドでは休むプレイヤーはいません。空欄にするか削除してください</translation>
    </message>
    <message>
        <source>Crescendo has no Bock rounds; remove it</source>
        <translation>クレッシェンドにボックラウンドはありません。削除してください</translation>
    </message>
    <message>
        <source>is not a Crescendo option; remove it</source>
        <translation>クレッシェンドのオプションではありません。削除してください</translation>
    </message>
    <message>
        <source>is not one of the players at this table; pick one of the three</source>
        <translation>この卓のプレイヤーではありません。3人の中から選んでください</translation>
    </message>
    <message>
        <source>sits out this deal and cannot be the soloist; pick a player at the table</source>
        <translation>このディールでは休みなのでソリストになれません。卓のプレイヤーを選んでください</translation>
    </message>
    <message>
        <source>a bid is at least {low} points under these rules (got {value}); raise it</source>
        <translation>このルールではビッドは{low}点以上です(入力値: {value})。上げてください</translation>
    </message>
    <message>
        <source>a bid is at most {high} points, all seven tricks (got {value}); lower it</source>
        <translation>ビッドは最大{high}点(7トリックすべて)です(入力値: {value})。下げてください</translation>
    </message>
    <message>
        <source>a trick number is between 1 and 7 (got {value}); correct it</source>
        <translation>トリック番号は1〜7です(入力値: {value})。修正してください</translation>
    </message>
    <message>
        <source>trick {value} is given twice; give each trick once</source>
        <translation>{value}トリック目が2回入っています。各トリックは1回だけ入力してください</translation>
    </message>
    <message>
        <source>the soloist takes between 0 and {high} points, a sum of different tricks 1–7 (got {value}); correct it</source>
        <translation>ソリストの獲得点は0〜{high}点で、異なるトリック1–7の番号の合計です(入力値: {value})。修正してください</translation>
    </message>
    <message>
        <source>the tricks won add up to {tricks}, not {value}; correct one or give only the tricks</source>
        <translation>勝ったトリックの合計は{value}ではなく{tricks}です。どちらかを修正するか、トリックだけを入力してください</translation>
    </message>
    <message>
        <source>give the tricks the soloist won (1–7) or the points taken (0–28)</source>
        <translation>ソリストが勝ったトリック(1–7)か獲得点(0–28)を入力してください</translation>
    </message>
    <message>
        <source>nobody announces in a redeal; pick the game being played</source>
        <translation>配り直しでは宣言はありません。プレイしたゲームを選んでください</translation>
    </message>
    <message>
        <source>poverty is not played under these rules; pick another type</source>
        <translation>このルールではアルムートはありません。別の種類を選んでください</translation>
    </message>
    <message>
        <source>a marriage needs the trick (1, 2 or 3) that decided the parties</source>
        <translation>マリッジにはチームが決まったトリック(1、2、3)が必要です</translation>
    </message>
    <message>
        <source>is only for a marriage; leave it empty</source>
        <translation>マリッジ専用です。空欄にしてください</translation>
    </message>
    <message>
        <source>is required in a misère: the soloist&apos;s tricks (0 wins, any trick loses) decide it</source>
        <translation>ミゼールでは必須です。ソロプレイヤーのトリック数で勝敗が決まります(0なら勝ち、1つでも取れば負け)</translation>
    </message>
    <message>
        <source>the poor player and the partner are two different players</source>
        <translation>アルムートのプレイヤーとパートナーは別のプレイヤーです</translation>
    </message>
    <message>
        <source>“{word}” is not a word the {party} party can say; it says {words}</source>
        <translation>「{word}」は{party}チームの宣言ではありません。宣言できるのは{words}です</translation>
    </message>
    <message>
        <source>names {value!r} twice; give it once</source>
        <translation>{value!r}が2回あります。1回だけにしてください</translation>
    </message>
    <message>
        <source>deadlines are looked up for Doppelkopf only; use &quot;doppelkopf&quot; or leave it out</source>
        <translation>期限を調べられるのはドッペルコップだけです。&quot;doppelkopf&quot;を指定するか、省略してください</translation>
    </message>
    <message>
        <source>is only for a redeal; remove it</source>
        <translation>配り直し専用です。削除してください</translation>
    </message>
    <message>
        <source>{name} has already played the compulsory solo of this round; untick compulsory</source>
        <translation>{name}はこのラウンドの義務ソロをすでにプレイしました。「義務ソロ」のチェックを外してください</translation>
    </message>
    <message>
        <source>{name} still owes the compulsory solo of this round, so this solo is it; tick compulsory</source>
        <translation>{name}はこのラウンドの義務ソロがまだなので、このソロが義務ソロです。「義務ソロ」にチェックを入れてください</translation>
    </message>
    <message>
        <source>with {players} players, {count} must sit out (got {got})</source>
        <translation>{players}人のときは{count}人が休みます(入力値: {got})</translation>
    </message>
    <message>
        <source>{name!r} is not one of the players</source>
        <translation>{name!r}はプレイヤーではありません</translation>
    </message>
    <message>
        <source>is not a Doppelkopf option; remove it</source>
        <translation>ドッペルコップのオプションではありません。削除してください</translation>
    </message>
    <message>
        <source>needs the option “{option}”; switch that on first</source>
        <translation>オプション「{option}」が必要です。先にオンにしてください</translation>
    </message>
    <message>
        <source>“{plus}” and “{minus}” exclude each other; switch one off</source>
        <translation>「{plus}」と「{minus}」は同時に使えません。どちらかをオフにしてください</translation>
    </message>
    <message>
        <source>“{option}” is played with “{needed}” only; switch on “{needed}” first</source>
        <translation>「{option}」は「{needed}」と一緒にだけプレイします。先に「{needed}」をオンにしてください</translation>
    </message>
    <message>
        <source>with “{joker}” one ♦9 (♦10 without nines) is gone, so nobody holds both: switch off “{hyper}” or “{joker}”</source>
        <translation>「{joker}」では♦9(9抜きでは♦10)が1枚なくなるので、2枚とも持つ人はいません。「{hyper}」か「{joker}」をオフにしてください</translation>
    </message>
    <message>
        <source>“{option}” needs the ♥10 as the top trump; with “{heart_ten}” set to “{value}” switch it off</source>
        <translation>「{option}」には♥10が最強の切札である必要があります。「{heart_ten}」が「{value}」のときはオフにしてください</translation>
    </message>
    <message>
        <source>“{doubles}” and “{value}” exclude each other: with doubling an announcement adds no points; switch off “{doubles}” or set “{value}” to 2</source>
        <translation>「{doubles}」と「{value}」は同時に使えません。2倍にするルールでは宣言は点を加えません。「{doubles}」をオフにするか、「{value}」を2にしてください</translation>
    </message>
    <message>
        <source>with “{option}” the ♥10 is an ordinary heart and the ♦ card is the highest trump, so “{other}” cannot be played with it; switch off one of them</source>
        <translation>「{option}」では♥10は普通のハートで、♦のカードが最強の切札なので、「{other}」と一緒には使えません。どちらかをオフにしてください</translation>
    </message>
    <message>
        <source>there is no ♦9 without nines; pick another ♦ card for “{option}”</source>
        <translation>9を使わないときは♦9はありません。「{option}」には別の♦のカードを選んでください</translation>
    </message>
    <message>
        <source>“{value}” works only with 6 players; pick “{other}”</source>
        <translation>「{value}」は6人のときだけ使えます。「{other}」を選んでください</translation>
    </message>
    <message>
        <source>must name {expected} seat(s) with {players} players, one for each player beyond four (got {count}); or leave it empty to follow “{option}”</source>
        <translation>{players}人では4人を超える人数分、{expected}席を指定してください(指定は{count}席)。空欄なら「{option}」に従います</translation>
    </message>
    <message>
        <source>seat {value} is not at the table; seats are counted clockwise from the dealer, 0 (the dealer) to {high}</source>
        <translation>席 {value} はこの卓にありません。席はディーラーから時計回りに 0（ディーラー）〜{high} で数えます</translation>
    </message>
    <message>
        <source>names seat {value} twice; give each seat once</source>
        <translation>席 {value} が2回あります。各席は1回だけ指定してください</translation>
    </message>
    <message>
        <source>a deal has {tricks} tricks, so the partner cannot be found in trick {trick}</source>
        <translation>1回の配りは{tricks}トリックなので、{trick}トリック目でパートナーが決まることはありません</translation>
    </message>
    <message>
        <source>who was poor and who took the exchange is only for a poverty; remove it</source>
        <translation>誰がアルムートで誰が交換を受けたかは、アルムートのときだけです。削除してください</translation>
    </message>
    <message>
        <source>{name!r} does not play this deal, so cannot be in the poverty</source>
        <translation>{name!r}はこの配りに参加していないので、アルムートに含められません</translation>
    </message>
    <message>
        <source>the poor player and the partner who took the exchange are the Re party; make the Re party these two</source>
        <translation>アルムートのプレイヤーと交換を受けたパートナーがレーです。この2人をレーにしてください</translation>
    </message>
    <message>
        <source>{type} needs the option “{option}”; switch it on or pick another type</source>
        <translation>{type}にはオプション「{option}」が必要です。オンにするか、別の種類を選んでください</translation>
    </message>
    <message>
        <source>a misère needs the option “{option}”; switch it on or pick another type</source>
        <translation>ミゼールにはオプション「{option}」が必要です。オンにするか、別のゲームを選んでください</translation>
    </message>
    <message>
        <source>with “{option}” set to “{value}”, no ♣, ♠ or ♥ solo is played; pick another type</source>
        <translation>「{option}」が「{value}」なので、♣・♠・♥のソロはありません。別のゲームを選んでください</translation>
    </message>
    <message>
        <source>with “{option}” set to “{value}”, no suit solo is played; pick another type</source>
        <translation>「{option}」が「{value}」なので、スートソロはありません。別のゲームを選んでください</translation>
    </message>
    <message>
        <source>a fleshless solo needs the option “{option}”; switch it on or pick another type</source>
        <translation>ノートランプソロにはオプション「{option}」が必要です。オンにするか別のゲームを選んでください</translation>
    </message>
    <message>
        <source>the partner of a marriage is found in trick 1, 2 or 3 (got {trick}); only with “{option}” set to “{value}” may it be a later trick</source>
        <translation>マリッジのパートナーは1〜3トリック目で決まります({trick}が指定されました)。「{option}」が「{value}」のときだけ、それより後のトリックにできます</translation>
    </message>
    <message>
        <source>with “{option}” a poverty names the poor player and the partner who took the exchange; add them</source>
        <translation>「{option}」では、アルムートのプレイヤーと交換を受けたパートナーを記録します。追加してください</translation>
    </message>
    <message>
        <source>with “{option}” the poor player and the partner play on one side, Re or Kontra; they cannot be split</source>
        <translation>「{option}」では、アルムートのプレイヤーとパートナーはレーかコントラの同じ側です。分けることはできません</translation>
    </message>
    <message>
        <source>who held the marriage is only for a marriage; remove it</source>
        <translation>マリッジを宣言した人は、マリッジのときだけです。削除してください</translation>
    </message>
    <message>
        <source>{name!r} is not in the Re party; the one who held the marriage (both ♣Q) is always Re</source>
        <translation>{name!r}は攻撃チームにいません。マリッジを宣言した人(♣Q 2枚)は必ず攻撃チームです</translation>
    </message>
    <message>
        <source>a redeal for “{reason}” needs the option “{option}”</source>
        <translation>「{reason}」による配り直しにはオプション「{option}」が必要です</translation>
    </message>
    <message>
        <source>{name!r} is not a player of this session</source>
        <translation>{name!r}はこのセッションのプレイヤーではありません</translation>
    </message>
    <message>
        <source>{name!r} sits out this deal and cannot be in the Re party</source>
        <translation>{name!r}はこのディールでは休みなので、攻撃チームに入れません</translation>
    </message>
    <message>
        <source>a {type} deal has one player in the Re party, not {got}</source>
        <translation>{type}では攻撃チームは1人です({got}人ではありません)</translation>
    </message>
    <message>
        <source>a {type} deal has two players in the Re party, not {got}</source>
        <translation>{type}では攻撃チームは2人です({got}人ではありません)</translation>
    </message>
    <message>
        <source>a {type} deal has two players in the Re party, or one who holds both cards; not {got}</source>
        <translation>{type}のレーのチームは2人、または両方のカードを持つ1人です({got}人ではありません)</translation>
    </message>
    <message>
        <source>how the partner is found is only for a marriage; remove it</source>
        <translation>パートナーの決め方はマリッジだけのものです。削除してください</translation>
    </message>
    <message>
        <source>the holder chooses how the partner is found only with “{option}” set to “{value}”; remove it</source>
        <translation>パートナーの決め方を本人が選ぶのは「{option}」が「{value}」のときだけです。削除してください</translation>
    </message>
    <message>
        <source>with “{option}” set to “{value}” a marriage says how the holder chose to find the partner; pick one</source>
        <translation>「{option}」が「{value}」のときは、マリッジでは本人が選んだパートナーの決め方を記録します。どれかを選んでください</translation>
    </message>
    <message>
        <source>a marriage has one or two players in the Re party, not {got}</source>
        <translation>マリッジでは攻撃チームは1人か2人です({got}人ではありません)</translation>
    </message>
    <message>
        <source>must be between 0 and {tricks} (got {value})</source>
        <translation>0〜{tricks}でなければなりません(入力値: {value})</translation>
    </message>
    <message>
        <source>Re and Kontra tricks must add up to {tricks} (got {re} + {kontra})</source>
        <translation>レーとコントラのトリック数の合計は{tricks}です(入力値: {re} + {kontra})</translation>
    </message>
    <message>
        <source>the {party} party took no trick, so it cannot have {points} card points</source>
        <translation>{party}チームはトリックを取っていないので、{points}点にはなりません</translation>
    </message>
    <message>
        <source>“{word}” needs “{needed}” announced first; add it</source>
        <translation>「{word}」には先に「{needed}」の宣言が必要です。追加してください</translation>
    </message>
    <message>
        <source>compulsory solos are not played under these rules; untick compulsory</source>
        <translation>このルールでは義務ソロはありません。「義務ソロ」のチェックを外してください</translation>
    </message>
    <message>
        <source>only a declared solo can be the compulsory solo</source>
        <translation>義務ソロにできるのは宣言したソロだけです</translation>
    </message>
    <message>
        <source>is only for a marriage with a partner; leave it empty</source>
        <translation>パートナーのいるマリッジ専用です。空欄にしてください</translation>
    </message>
    <message>
        <source>a marriage with a partner needs the trick that found the partner; a marriage played alone has one player in the Re party</source>
        <translation>パートナーのいるマリッジには、パートナーが決まったトリックが必要です。1人でプレイするマリッジの攻撃チームは1人です</translation>
    </message>
    <message>
        <source>needs the option “{option}”; switch it on or untick it</source>
        <translation>オプション「{option}」が必要です。オンにするか、チェックを外してください</translation>
    </message>
    <message>
        <source>“{kind}” is not scored under these rules (option “{option}”)</source>
        <translation>このルールでは「{kind}」は数えません(オプション「{option}」)</translation>
    </message>
    <message>
        <source>the bonus “{kind}” needs the option “{option}”; switch it on or remove the bonus</source>
        <translation>ボーナス「{kind}」にはオプション「{option}」が必要です。オンにするか、ボーナスを削除してください</translation>
    </message>
    <message>
        <source>“{kind}” is not scored in a solo; remove it</source>
        <translation>ソロでは「{kind}」は数えません。削除してください</translation>
    </message>
    <message>
        <source>“{kind}” can happen at most {most} times in a deal (got {count})</source>
        <translation>「{kind}」は1ディールに最大{most}回です(入力値: {count})</translation>
    </message>
    <message>
        <source>the {party} party&apos;s {points} card points are too few for its Doppelkopf tricks ({count}): they need at least {needed}</source>
        <translation>{party}チームの{points}点では、ドッペルコップ({count}回)には足りません。少なくとも{needed}点が必要です</translation>
    </message>
    <message>
        <source>the {party} party&apos;s {points} card points cannot hold a “{kind}” bonus; that needs at least {needed}</source>
        <translation>{party}チームの{points}点では、「{kind}」のボーナスは成り立ちません。少なくとも{needed}点が必要です</translation>
    </message>
    <message>
        <source>the {party} party&apos;s tricks ({tricks}) are too few for its Doppelkopf tricks ({count})</source>
        <translation>{party}チームのトリック数({tricks})では、ドッペルコップ({count}回)には足りません</translation>
    </message>
    <message>
        <source>with “{option}” set to “{value}” at most one doppelkopf per trick is entered: {most} in a deal (got {count})</source>
        <translation>「{option}」が「{value}」のときは、ドッペルコップは1トリックにつき1つまでです。1回のディールで最大{most}(入力は{count})</translation>
    </message>
    <message>
        <source>the {party} party&apos;s tricks (at most {tricks}) are too few for its Doppelkopf tricks ({count}, one per trick)</source>
        <translation>{party}チームのトリック数(多くても{tricks})では、ドッペルコップ({count}回、1トリックにつき1つ)には足りません</translation>
    </message>
    <message>
        <source>nobody refuses in a misère (only Re and Kontra may be said); remove “{word}”</source>
        <translation>ミゼールでは90・60・30・シュワルツの宣言はできません(レーとコントラのみ)。「{word}」を削除してください</translation>
    </message>
    <message>
        <source>no bonuses are scored in a misère; remove the “{kind}” bonus</source>
        <translation>ミゼールではボーナスを数えません。「{kind}」のボーナスを削除してください</translation>
    </message>
    <message>
        <source>with “{option}” set to “{value}” only one party may refuse (no 90 …); remove the refusals of the party that said them second</source>
        <translation>「{option}」が「{value}」のときは、90などを宣言できるのは一方のチームだけです。後から宣言したチームの宣言を削除してください</translation>
    </message>
    <message>
        <source>a trick of only hearts exists only when playing without nines</source>
        <translation>ハートだけのトリックは9抜きのときだけあります</translation>
    </message>
    <message>
        <source>the {party} party has 0 card points, so its tricks can only be tricks of four nines, at most {most}; correct the tricks or the points</source>
        <translation>{party}チームは0点なので、そのトリックは9が4枚のトリックだけで、多くても{most}です。トリック数か点数を修正してください</translation>
    </message>
    <message>
        <source>with Schweinchen played no fox is scored; remove the fox bonus</source>
        <translation>シュバインヒェンありではフォックスは数えません。フォックスのボーナスを削除してください</translation>
    </message>
    <message>
        <source>there are only two foxes (got {count})</source>
        <translation>フォックスは2枚しかありません(入力値: {count})</translation>
    </message>
    <message>
        <source>there are only two Charlies; Charlie and Charlie caught add up to {count}</source>
        <translation>チャーリーは2枚しかありません。チャーリーと「チャーリーを取る」の合計が{count}です</translation>
    </message>
    <message>
        <source>last-trick bonuses (Charlie, Charlie caught, fox in the last trick) all go to the party that won the last trick, not to both</source>
        <translation>最後のトリックのボーナス(チャーリー、チャーリーを取る、最後のトリックのフォックス)は、すべて最後のトリックに勝ったチームにつきます。両チームにはつきません</translation>
    </message>
    <message>
        <source>the {party} party&apos;s {points} card points cannot hold the foxes and ♥10s it caught; that needs at least {needed}</source>
        <translation>{party}チームの{points}点では、取ったフォックスと♥10の点数に足りません。少なくとも{needed}点が必要です</translation>
    </message>
    <message>
        <source>the {party} party cannot end with {points} card points: the smallest trick worth anything, a jack and three nines, is worth 2; correct the points</source>
        <translation>{party}チームの得点が{points}点になることはありません。点のあるトリックで最も小さいのはJ1枚と9が3枚の2点です。得点を直してください</translation>
    </message>
    <message>
        <source>the {party} party cannot end with {points} card points: without nines the smallest trick, four jacks, is worth 8; correct the points</source>
        <translation>{party}チームの得点が{points}点になることはありません。9なしでは最も小さいトリックはJ4枚の8点です。得点を直してください</translation>
    </message>
    <message>
        <source>a trick of only hearts exists only when playing without nines; remove the event</source>
        <translation>ハートだけのトリックは9抜きのときだけあります。このボック条件を外してください</translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <translation>JSONオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>整数でなければなりません</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>trueかfalseでなければなりません</translation>
    </message>
    <message>
        <source>must be a text</source>
        <translation>文字列でなければなりません</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>リストでなければなりません</translation>
    </message>
    <message>
        <source>must be between {low} and {high} (got {value})</source>
        <translation>{low}〜{high}でなければなりません(入力値: {value})</translation>
    </message>
    <message>
        <source>must be one of {choices} (got {value!r})</source>
        <translation>{choices}のいずれかでなければなりません(入力値: {value!r})</translation>
    </message>
    <message>
        <source>is not a known field; remove it</source>
        <translation>不明な項目です。削除してください</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>必須です</translation>
    </message>
    <message>
        <source>a player needs a name of 1 to 40 characters</source>
        <translation>プレイヤー名は1〜40文字にしてください</translation>
    </message>
    <message>
        <source>this game needs exactly {low} players (got {count})</source>
        <translation>このゲームにはちょうど{low}人が必要です(指定は{count}人)</translation>
    </message>
    <message>
        <source>{name!r} is not one of the new players; the dealer must sit at the table</source>
        <translation>{name!r} は新しい席順のプレイヤーではありません。ディーラーは卓に着いている人から選んでください</translation>
    </message>
    <message>
        <source>changes nothing: the same players in the same order, and {name} deals next anyway; add or remove a player, move one, or pick another dealer</source>
        <translation>何も変わりません：同じプレイヤーが同じ順に座り、次は元々 {name} が配ります。プレイヤーを追加・削除するか、席を動かすか、別のディーラーを選んでください</translation>
    </message>
    <message>
        <source>this game needs {low} to {high} players (got {count})</source>
        <translation>このゲームには{low}〜{high}人が必要です(入力値: {count})</translation>
    </message>
    <message>
        <source>deal {number} comes after the agreed end: the session ended with deal {last} (the agreed {deals} deals); remove it, or lift the end in the rules to play on</source>
        <translation>第{number}ディールは取り決めた終了の後です。セッションは第{last}ディールで終了しました（取り決めた{deals}ディール）。削除するか、続けてプレイするならルールで終了を外してください</translation>
    </message>
    <message>
        <source>deal {number} comes after the agreed end: the session ended with deal {last}, when {player} reached {total} (the target score {score}); remove it, or lift the end in the rules to play on</source>
        <translation>第{number}ディールは取り決めた終了の後です。セッションは第{last}ディールで{player}が{total}点に達して終了しました（目標点{score}）。削除するか、続けてプレイするならルールで終了を外してください</translation>
    </message>
    <message>
        <source>{name!r} is named twice; every player needs a different name</source>
        <translation>{name!r}が2回あります。プレイヤーごとに別の名前にしてください</translation>
    </message>
    <message>
        <source>is not a known preset; use one of {choices}</source>
        <translation>不明なプリセットです。{choices}のいずれかを使ってください</translation>
    </message>
    <message>
        <source>the dealer and the players before the dealer sit out together; these players never sit out at the same deal</source>
        <translation>ディーラーとその前のプレイヤーが一緒に休むので、これらのプレイヤーが同じディールで休むことはありません</translation>
    </message>
    <message>
        <source>is not a Pfälzer Schafkopf option; remove it</source>
        <translation>ファルツ・シャーフコップのオプションではありません。削除してください</translation>
    </message>
    <message>
        <source>a table of {seats} needs at least {seats} players (got {players})</source>
        <translation>{seats}人の卓には{seats}人以上のプレイヤーが必要です(入力値: {players})</translation>
    </message>
    <message>
        <source>a deal is played by {seats} players at the table (got {got})</source>
        <translation>1ディールは卓の{seats}人でプレイします(入力値: {got})</translation>
    </message>
    <message>
        <source>in an ace call hearts are trump; write hearts or leave it empty</source>
        <translation>アースルーフェンではハートが切札です。ハートを指定するか、空欄にしてください</translation>
    </message>
    <message>
        <source>{name!r} sits out this deal</source>
        <translation>{name!r}はこのディールでは休みです</translation>
    </message>
    <message>
        <source>an ace call needs the partner, the holder of the called ace</source>
        <translation>アースルーフェンにはパートナー(指定されたエースの持ち主)が必要です</translation>
    </message>
    <message>
        <source>the partner cannot be the soloist; name the holder of the called ace</source>
        <translation>パートナーはソロイスト本人にはなれません。指定されたエースの持ち主を選んでください</translation>
    </message>
    <message>
        <source>“{contract}” is played with {seats} at the table, not {got}; pick another contract</source>
        <translation>「{contract}」は卓{seats}人でプレイします({got}人ではありません)。別のコントラクトを選んでください</translation>
    </message>
    <message>
        <source>only an ace call has a partner; “{contract}” is played alone, leave it empty</source>
        <translation>パートナーがいるのはアースルーフェンだけです。「{contract}」は1人でプレイするので空欄にしてください</translation>
    </message>
    <message>
        <source>must be between 0 and {most}: there are only {most} trumps (got {value})</source>
        <translation>0〜{most}でなければなりません。切札は{most}枚しかありません(入力値: {value})</translation>
    </message>
    <message>
        <source>in an ace call the partner is secret, so the defenders cannot concede; leave it empty</source>
        <translation>アースルーフェンではパートナーが秘密なので、ディフェンダーは降参できません。空欄にしてください</translation>
    </message>
    <message>
        <source>the soloist accepted the surrender, so nothing was played; leave it empty</source>
        <translation>ソロイストが降参を受け入れたのでプレイはありません。空欄にしてください</translation>
    </message>
    <message>
        <source>the soloist refused the surrender and played; enter the card points of the soloist</source>
        <translation>ソロイストは降参を断ってプレイしました。ソロイストの点数を入力してください</translation>
    </message>
    <message>
        <source>is required: enter the soloist&apos;s card points or tricks</source>
        <translation>必須です。ソロイストの点数かトリック数を入力してください</translation>
    </message>
    <message>
        <source>the soloist&apos;s party took no trick, so it has at most {most} card points (got {points}); correct the tricks or the points</source>
        <translation>ソロイスト側はトリックを取っていないので、点数は最大{most}点です(入力値: {points})。トリック数か点数を修正してください</translation>
    </message>
    <message>
        <source>the soloist&apos;s party took all {tricks} tricks, so it has all 120 card points (got {points}); correct the tricks or the points</source>
        <translation>ソロイスト側は{tricks}トリックすべてを取ったので、点数は120点すべてです(入力値: {points})。トリック数か点数を修正してください</translation>
    </message>
    <message>
        <source>the soloist&apos;s party has 0 card points, so it took at most {most} tricks (of cards worth nothing); correct the tricks or the points</source>
        <translation>ソロイスト側は0点なので、取ったトリックは最大{most}です(点数のないカードだけのトリック)。トリック数か点数を修正してください</translation>
    </message>
    <message>
        <source>the defenders have 0 card points, so they took at most {most} tricks (of cards worth nothing); correct the tricks or the points</source>
        <translation>ディフェンダーは0点なので、取ったトリックは最大{most}です(点数のないカードだけのトリック)。トリック数か点数を修正してください</translation>
    </message>
    <message>
        <source>must be {expected!r}; this is not a Schreiber session</source>
        <translation>{expected!r}でなければなりません。Schreiberのセッションではありません</translation>
    </message>
    <message>
        <source>must be {expected!r}; this is not a Schreiber season file</source>
        <translation>{expected!r} である必要があります。Schreiber のシーズンファイルではありません</translation>
    </message>
    <message>
        <source>version {version} is newer than this app reads ({ours}); update Schreiber</source>
        <translation>バージョン{version}は、このアプリが読めるバージョン({ours})より新しいです。Schreiberを更新してください</translation>
    </message>
    <message>
        <source>a season needs a name of 1 to 200 characters</source>
        <translation>シーズンには1〜200文字の名前が必要です</translation>
    </message>
    <message>
        <source>holds {count} evenings; a season file holds at most {limit} — split it into seasons</source>
        <translation>{count}回分のセッションがあります。シーズンファイルは最大{limit}回分です。複数のシーズンに分けてください</translation>
    </message>
    <message>
        <source>the evenings hold {count} deals in all; a season file holds at most {limit} — split it into seasons</source>
        <translation>セッション全体で{count}ディールあります。シーズンファイルは最大{limit}ディールです。複数のシーズンに分けてください</translation>
    </message>
    <message>
        <source>the file is larger than {limit} MB, more than any season file; it was not read</source>
        <translation>ファイルが {limit} MB を超えており、どのシーズンファイルより大きいため読み込みませんでした</translation>
    </message>
    <message>
        <source>the season takes more than {limit} MB as a file, more than Schreiber reads back; split it into seasons</source>
        <translation>シーズンをファイルにすると {limit} MB を超え、Schreiber で読み戻せません。複数のシーズンに分けてください</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {byte})</source>
        <translation>ファイルが UTF-8 のテキストではありません(バイト {byte})</translation>
    </message>
    <message>
        <source>the file is not valid JSON: {why} (line {line}, column {column})</source>
        <translation>ファイルが正しい JSON ではありません: {why}({line}行目、{column}列目)</translation>
    </message>
    <message>
        <source>the file is not valid JSON: nested too deeply</source>
        <translation>ファイルが正しい JSON ではありません: 入れ子が深すぎます</translation>
    </message>
    <message>
        <source>must be a date written YYYY-MM-DD (got {value!r})</source>
        <translation>YYYY-MM-DD形式の日付でなければなりません(入力値: {value!r})</translation>
    </message>
    <message>
        <source>must be at most 200 characters</source>
        <translation>200文字以内にしてください</translation>
    </message>
    <message>
        <source>holds {count} records; a session holds at most {limit} deals — split it into sessions of one evening each</source>
        <translation>{count} 件の記録があります。1つのセッションは最大 {limit} ディールです。夜ごとのセッションに分けてください</translation>
    </message>
    <message>
        <source>the session already has {limit} deals, the most one session holds; start a new session for the next deals</source>
        <translation>このセッションはすでに {limit} ディールあり、1つのセッションの上限です。次のディールは新しいセッションで始めてください</translation>
    </message>
    <message>
        <source>{count} different players sat at the table; a session has at most {limit} — start a new session for another group</source>
        <translation>{count} 人の異なるプレイヤーがテーブルに着きました。1つのセッションは最大 {limit} 人です。別のグループには新しいセッションを始めてください</translation>
    </message>
    <message>
        <source>there is no deal number {number}</source>
        <translation>第{number}ディールはありません</translation>
    </message>
    <message>
        <source>must be a number of zero or more (got {value})</source>
        <translation>0以上の数値でなければなりません(入力値: {value})</translation>
    </message>
    <message>
        <source>must be a number greater than zero (got {value})</source>
        <translation>0より大きい数値でなければなりません(入力値: {value})</translation>
    </message>
    <message>
        <source>add up to {total}, not zero; settle them against the average</source>
        <translation>合計が0ではなく{total}です。平均との差で精算してください</translation>
    </message>
    <message>
        <source>give at least one session to combine</source>
        <translation>まとめるセッションを1つ以上指定してください</translation>
    </message>
    <message>
        <source>is “{game}”, not “{expected}”; only sessions of one game combine</source>
        <translation>「{expected}」ではなく「{game}」です。まとめられるのは同じゲームのセッションだけです</translation>
    </message>
    <message>
        <source>are not the players of the first session; only one group of players combines</source>
        <translation>最初のセッションとプレイヤーが違います。まとめられるのは同じプレイヤーのグループだけです</translation>
    </message>
    <message>
        <source>a draw needs at least 4 players (got {count})</source>
        <translation>抽選には4人以上が必要です(指定は{count}人)</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>数値で指定してください</translation>
    </message>
    <message>
        <source>must give the points per place for each table size</source>
        <translation>卓の人数ごとに順位別の点数を指定してください</translation>
    </message>
    <message>
        <source>is not a table size from {low} to {high}</source>
        <translation>{low}〜{high}人の卓の人数ではありません</translation>
    </message>
    <message>
        <source>must list {count} points, one per place</source>
        <translation>順位ごとに1つずつ、{count}個の点数を並べてください</translation>
    </message>
    <message>
        <source>is used only when the club ranks by table points; remove it</source>
        <translation>卓順位点で順位をつけるときだけ使います。削除してください</translation>
    </message>
    <message>
        <source>gives no points for a table of {size}; add them</source>
        <translation>{size}人卓の点数がありません。追加してください</translation>
    </message>
    <message>
        <source>must be a decimal number such as 0.05, written as a number or a text</source>
        <translation>0.05 のような小数を、数値または文字列で指定してください</translation>
    </message>
    <message>
        <source>may have at most {places} decimals (got {value})</source>
        <translation>小数点以下は{places}桁までです(指定値: {value})</translation>
    </message>
    <message>
        <source>must be a short sign or code of 1 to 8 characters, such as € or EUR</source>
        <translation>€ や EUR のような1〜8文字の記号またはコードにしてください</translation>
    </message>
    <message>
        <source>is used only when the pot takes a share of the losses; remove it</source>
        <translation>積立金が負け額の割合のときだけ使います。削除してください</translation>
    </message>
    <message>
        <source>is used only when the pot takes a fee per evening; remove it</source>
        <translation>積立金が毎回の定額のときだけ使います。削除してください</translation>
    </message>
    <message>
        <source>is used only with a club pot; remove it</source>
        <translation>クラブ積立金があるときだけ使います。削除してください</translation>
    </message>
    <message>
        <source>is {got!r}, so this is not a Schreiber backup; restore a file that &apos;schreiber backup&apos; or File → Back up… wrote</source>
        <translation>{got!r} です。Schreiber のバックアップではありません。&apos;schreiber backup&apos; または ファイル → バックアップ… で書き出したファイルを復元してください</translation>
    </message>
    <message>
        <source>is {got}: the backup was written by a newer version of Schreiber, which this one cannot read; update the app</source>
        <translation>{got} です。このバックアップは新しいバージョンの Schreiber で書き出されたもので、このバージョンでは読めません。アプリを更新してください</translation>
    </message>
    <message>
        <source>{value!r} appears twice in {table}; each must appear once</source>
        <translation>{value!r} が {table} に2回あります。それぞれ1回だけにしてください</translation>
    </message>
    <message>
        <source>names {value} of {table}, which the backup does not hold</source>
        <translation>{table} の {value} を指していますが、バックアップにはありません</translation>
    </message>
    <message>
        <source>must be a JSON object or list, or the stored text</source>
        <translation>JSON のオブジェクトかリスト、または保存されたテキストでなければなりません</translation>
    </message>
    <message>
        <source>is nested more than {limit} levels deep, deeper than anything Schreiber stores</source>
        <translation>入れ子が {limit} 段より深く、Schreiber が保存するどのデータよりも深くなっています</translation>
    </message>
    <message>
        <source>holds a NUL character, which no database text may hold</source>
        <translation>NUL 文字を含んでいます。データベースのテキストには含められません</translation>
    </message>
    <message>
        <source>must be at least {largest}, the largest id in {table}</source>
        <translation>{table} の最大の ID である {largest} 以上でなければなりません</translation>
    </message>
</context>
<context>
    <name>Reference</name>
    <message>
        <source>lowest</source>
        <translation>最弱</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>ビッド順</translation>
    </message>
    <message>
        <source>forehand</source>
        <translation>フォアハンド</translation>
    </message>
    <message>
        <source>left of the dealer; leads the first trick</source>
        <translation>ディーラーの左隣(最初のトリックをリード)</translation>
    </message>
    <message>
        <source>middlehand</source>
        <translation>ミドルハンド</translation>
    </message>
    <message>
        <source>right of the dealer</source>
        <translation>ディーラーの右隣</translation>
    </message>
    <message>
        <source>rearhand</source>
        <translation>リアハンド</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>Cards and seats</source>
        <translation>カードと席</translation>
    </message>
    <message>
        <source>21 cards: A, 5, 4, 3 and 2 of ♠ ♥ ♦ ♣, and one joker. Three players get 7 cards each, dealt one at a time clockwise from the dealer&apos;s left.</source>
        <translation>カードは21枚です：♠ ♥ ♦ ♣ の A、5、4、3、2 とジョーカー1枚。ディーラーの左隣から時計回りに1枚ずつ配り、3人の手札は7枚ずつになります。</translation>
    </message>
    <message>
        <source>Rank in each suit, highest first</source>
        <translation>各スートの強さ(強い順)</translation>
    </message>
    <message>
        <source>The joker ranks below the 2 of every suit. Cards have no point values: what counts is which tricks one wins.</source>
        <translation>ジョーカーはどのスートの2よりも弱いカードです。カードに点数はなく、どのトリックに勝ったかで得点が決まります。</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Playing a trick</source>
        <translation>トリックのプレイ</translation>
    </message>
    <message>
        <source>Forehand leads the first trick; whoever wins a trick leads the next.</source>
        <translation>最初のトリックはフォアハンドがリードします。トリックに勝ったプレイヤーが次のトリックをリードします。</translation>
    </message>
    <message>
        <source>Follow suit if you can; otherwise play any card.</source>
        <translation>台札と同じスートのカードがあれば必ず出します。なければどのカードを出してもかまいません。</translation>
    </message>
    <message>
        <source>The highest trump wins the trick; without a trump in it, the highest card of the suit led wins.</source>
        <translation>トリックには最も強い切り札が勝ちます。切り札が出ていなければ、台札のスートで最も強いカードが勝ちます。</translation>
    </message>
    <message>
        <source>Example: ♣ is trump and the trick is ♦3, ♥5, ♦4, in that order. No trump was played, so the suit led, ♦, decides; the ♥5 cannot win although it is higher. Of ♦3 and ♦4 the 4 is higher: the ♦4 wins the trick.</source>
        <translation>例：切り札が♣で、♦3、♥5、♦4の順に出されたとします。切り札が出ていないので、台札の♦が決め手になり、♥5は数字が大きくても勝てません。♦3と♦4では4の方が強いので、♦4がトリックに勝ちます。</translation>
    </message>
    <message>
        <source>The joker</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <source>The joker may be played at any time, even when you could follow suit; holding no card of the suit led, you need not play it.</source>
        <translation>ジョーカーはいつでも出せます。台札と同じスートのカードを持っていても出せますし、台札のスートを持っていないときでも出す必要はありません。</translation>
    </message>
    <message>
        <source>Led to a trick, it takes the suit its player names at that moment.</source>
        <translation>台札として出したときは、出したプレイヤーがその場で指定したスートになります。</translation>
    </message>
    <message>
        <source>Played second or third, it counts as the suit led and so cannot win.</source>
        <translation>2番目か3番目に出したときは台札と同じスートとして扱われるため、勝つことはできません。</translation>
    </message>
    <message>
        <source>A deal has 7 tricks.</source>
        <translation>1ディールは7トリックです。</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>切札</translation>
    </message>
    <message>
        <source>Strength at equal points</source>
        <translation>同じ点数での強さ</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>切り札</translation>
    </message>
    <message>
        <source>no-trump</source>
        <translation>ノートランプ</translation>
    </message>
    <message>
        <source>One round: forehand, middlehand, rearhand. Each either passes or bids points — from {low} to {high} — together with a trump suit or no-trump.</source>
        <translation>ビッドは1巡だけで、フォアハンド、ミドルハンド、リアハンドの順に行います。各プレイヤーはパスするか、点数({low}〜{high})と、切り札のスートまたはノートランプをビッドします。</translation>
    </message>
    <message>
        <source>A bid must be stronger than the bids before it: more points, or the same points with a stronger trump.</source>
        <translation>ビッドはそれまでのビッドより強くなければなりません。点数を上げるか、同じ点数でより強い切り札にします。</translation>
    </message>
    <message>
        <source>Example: forehand bids ♦ {low}, middlehand ♥ {low} (same points, stronger trump), rearhand ♣ {more} (more points).</source>
        <translation>例：フォアハンドが♦{low}、ミドルハンドが♥{low}(同じ点数で、より強い切り札)、リアハンドが♣{more}(より高い点数)とビッドします。</translation>
    </message>
    <message>
        <source>The strongest bidder becomes the soloist, with the trump of that bid. If all three pass, the same dealer gathers, shuffles and deals again (enter a redeal; nobody scores).</source>
        <translation>最も強いビッドをしたプレイヤーがソリストになり、そのビッドの切り札でプレイします。3人ともパスした場合は、同じディーラーがカードを集め、シャッフルして配り直します(「配り直し」として記録します。得点はありません)。</translation>
    </message>
    <message>
        <source>Under these rules the lowest bid is {low} (usually 15).</source>
        <translation>このルールでは最低ビッドは{low}です(通常は15)。</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>オークション</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>トリック</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Dynamic marking</source>
        <translation>強弱記号</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>The soloist writes</source>
        <translation>ソリストの記入</translation>
    </message>
    <message>
        <source>took more than the bid</source>
        <translation>ビッドより多く取った</translation>
    </message>
    <message>
        <source>+ taken</source>
        <translation>+ 獲得点</translation>
    </message>
    <message>
        <source>took exactly the bid</source>
        <translation>ビッドとちょうど同じ</translation>
    </message>
    <message>
        <source>+ 2 × bid</source>
        <translation>+ 2 × ビッド</translation>
    </message>
    <message>
        <source>took less than the bid</source>
        <translation>ビッドに届かなかった</translation>
    </message>
    <message>
        <source>− bid</source>
        <translation>− ビッド</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>得点計算</translation>
    </message>
    <message>
        <source>Only the soloist scores. Trick 1 is worth 1 point, trick 2 is worth 2, and so on up to trick 7 — 28 in all. The soloist adds up the tricks they won.</source>
        <translation>得点するのはソリストだけです。1トリック目は1点、2トリック目は2点というように、7トリック目まで続き、合計28点です。ソリストは自分が勝ったトリックの点数を合計します。</translation>
    </message>
    <message>
        <source>The two other players write 0: the game is not zero-sum. Over the session the highest total wins.</source>
        <translation>他の2人は0を記入します。このゲームはゼロサムではありません。セッション全体で合計点が最も高いプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>例</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <source>Tricks won</source>
        <translation>勝ったトリック</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>獲得点</translation>
    </message>
    <message>
        <source>The session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <source>Three players. The deal passes clockwise after every played deal; when all three passed, the same dealer deals again.</source>
        <translation>3人でプレイします。ディールをプレイするたびにディーラーは時計回りに交代します。3人ともパスしたときは、同じディーラーが配り直します。</translation>
    </message>
    <message>
        <source>Normal game</source>
        <translation>普通のゲーム</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>マリッジ</translation>
    </message>
    <message>
        <source>Poverty</source>
        <translation>アルムート</translation>
    </message>
    <message>
        <source>Silent solo</source>
        <translation>サイレントソロ</translation>
    </message>
    <message>
        <source>Queen solo</source>
        <translation>クイーンソロ</translation>
    </message>
    <message>
        <source>Jack solo</source>
        <translation>ジャックソロ</translation>
    </message>
    <message>
        <source>♣ solo</source>
        <translation>♣ソロ</translation>
    </message>
    <message>
        <source>♠ solo</source>
        <translation>♠ソロ</translation>
    </message>
    <message>
        <source>♥ solo</source>
        <translation>♥ソロ</translation>
    </message>
    <message>
        <source>♦ solo</source>
        <translation>♦ソロ</translation>
    </message>
    <message>
        <source>Fleshless solo</source>
        <translation>ノートランプソロ</translation>
    </message>
    <message>
        <source>King solo</source>
        <translation>キングソロ</translation>
    </message>
    <message>
        <source>Queen-jack solo</source>
        <translation>クイーンジャックソロ</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>カードの点数</translation>
    </message>
    <message>
        <source>Played without nines: A, 10, K, Q and J of ♣ ♠ ♥ ♦, each card twice — 40 cards, 10 to each of the four players, so a deal has 10 tricks.</source>
        <translation>9抜きでプレイします：♣ ♠ ♥ ♦ の A、10、K、Q、J を各2枚ずつ、計40枚です。4人に10枚ずつ配るので、1ディールは10トリックです。</translation>
    </message>
    <message>
        <source>Two packs of A, 10, K, Q, J and 9 in ♣ ♠ ♥ ♦, each card twice — 48 cards, 12 to each of the four players, so a deal has 12 tricks.</source>
        <translation>♣ ♠ ♥ ♦ の A、10、K、Q、J、9 を2組使い、各カードが2枚ずつ、計48枚です。4人に12枚ずつ配るので、1ディールは12トリックです。</translation>
    </message>
    <message>
        <source>All cards together are worth 240 card points (Augen); a party needs more than half to win, see “How a deal is won”.</source>
        <translation>全カードの点数の合計は240点(Augen)です。勝つにはその半分より多くが必要です。詳しくは「勝敗の決まり方」を参照してください。</translation>
    </message>
    <message>
        <source>Fox (Fuchs): the ♦A — catching one from the other party scores.</source>
        <translation>フォックス(Fuchs)：♦A。相手チームのフォックスを取ると得点になります。</translation>
    </message>
    <message>
        <source>Charlie (Karlchen): the ♣J — winning the last trick with it scores.</source>
        <translation>チャーリー(Karlchen)：♣J。これで最後のトリックに勝つと得点になります。</translation>
    </message>
    <message>
        <source>The ♣Q (“the old ones”) decide the parties of a normal game.</source>
        <translation>普通のゲームでは、♣Q(「年寄り」)でチームが決まります。</translation>
    </message>
    <message>
        <source>Cards and card points</source>
        <translation>カードと点数</translation>
    </message>
    <message>
        <source>Cards with a name</source>
        <translation>名前のあるカード</translation>
    </message>
    <message>
        <source>Marriage, poverty and the silent solo use these cards too. Hearts, clubs and spades outside the trumps are the plain suits (Fehl).</source>
        <translation>マリッジ、アルムート、サイレントソロも同じカードの順位です。切札に含まれないハート、クラブ、スペードのカードが、切札以外のスート(Fehl)です。</translation>
    </message>
    <message>
        <source>A ♦ solo has the trumps of the normal game; one player alone.</source>
        <translation>♦ソロの切札は普通のゲームと同じです。1人で戦います。</translation>
    </message>
    <message>
        <source>The ♥10, the queens and the jacks stay on top; the solo&apos;s suit follows them.</source>
        <translation>♥10、クイーン、ジャックが上位の切札のままで、その下にソロのスートが続きます。</translation>
    </message>
    <message>
        <source>No trumps at all: every suit runs A 10 K Q J, highest first, and the ♥10 is an ordinary heart.</source>
        <translation>切札はまったくありません。どのスートも強い順に A 10 K Q J で、♥10は普通のハートです。</translation>
    </message>
    <message>
        <source>Only the cards below are trumps; the ♥10 is an ordinary heart and every other card stays in its suit.</source>
        <translation>下のカードだけが切札です。♥10は普通のハートで、他のカードはすべて元のスートに属します。</translation>
    </message>
    <message>
        <source>Trumps, highest first</source>
        <translation>切札(強い順)</translation>
    </message>
    <message>
        <source>{count} trumps in the game (each card twice).</source>
        <translation>このゲームの切札は{count}枚です(各カード2枚ずつ)。</translation>
    </message>
    <message>
        <source>Plain suits, highest first</source>
        <translation>切札以外のスート(強い順)</translation>
    </message>
    <message>
        <source>Under these rules, of two ♥10 in one trick the second one played wins; of any other two equal cards the first one played wins.</source>
        <translation>このルールでは、1つのトリックに♥10が2枚出たときは後に出したほうが勝ちます。それ以外の同じカード2枚では、先に出したほうが勝ちます。</translation>
    </message>
    <message>
        <source>Of two equal cards in one trick (the ♥10 too) the first one played wins.</source>
        <translation>1つのトリックに同じカードが2枚出たときは(♥10も含め)、先に出したほうが勝ちます。</translation>
    </message>
    <message>
        <source>Of two equal cards in one trick the first one played wins.</source>
        <translation>1つのトリックに同じカードが2枚出たときは、先に出したほうが勝ちます。</translation>
    </message>
    <message>
        <source>Card order: {game}</source>
        <translation>カードの順位：{game}</translation>
    </message>
    <message>
        <source>Schweinchen</source>
        <translation>シュバインヒェン</translation>
    </message>
    <message>
        <source>Hyperschweinchen</source>
        <translation>ハイパーシュバインヒェン</translation>
    </message>
    <message>
        <source>Schweinchen (played under these rules)</source>
        <translation>シュバインヒェン(このルールで採用)</translation>
    </message>
    <message>
        <source>A player dealt both ♦A may make them the highest trumps (Schweinchen); their fox points are then not scored.</source>
        <translation>♦Aを2枚とも配られたプレイヤーは、それを最強の切札にできます(シュバインヒェン)。その場合、それらのフォックスの得点はつきません。</translation>
    </message>
    <message>
        <source>After that, a player holding both {card} may put them higher still (Hyperschweinchen).</source>
        <translation>その後、{card}を2枚とも持っているプレイヤーは、それをさらに上位の切札にできます(ハイパーシュバインヒェン)。</translation>
    </message>
    <message>
        <source>2 against 2</source>
        <translation>2対2</translation>
    </message>
    <message>
        <source>solo: 1 against 3</source>
        <translation>ソロ：1対3</translation>
    </message>
    <message>
        <source>the two players dealt a ♣Q</source>
        <translation>♣Qを配られた2人</translation>
    </message>
    <message>
        <source>a player dealt both ♣Q who says nothing about it</source>
        <translation>♣Qを2枚とも配られ、それを明かさないプレイヤー</translation>
    </message>
    <message>
        <source>the holder of both ♣Q and the first other player to win one of the first three tricks</source>
        <translation>♣Qを2枚持つプレイヤーと、最初の3トリックのうちで最初にトリックに勝った他のプレイヤー</translation>
    </message>
    <message>
        <source>Marriage without partner</source>
        <translation>パートナーなしのマリッジ</translation>
    </message>
    <message>
        <source>the holder alone, after winning the first three tricks</source>
        <translation>最初の3トリックをすべて勝った、♣Qを2枚持つプレイヤー1人</translation>
    </message>
    <message>
        <source>the poor player and the player who accepted the exchange</source>
        <translation>アルムートのプレイヤーと、交換に応じたプレイヤー</translation>
    </message>
    <message>
        <source>the soloist alone</source>
        <translation>ソロプレイヤー1人</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Re party</source>
        <translation>攻撃チーム</translation>
    </message>
    <message>
        <source>Played as</source>
        <translation>形式</translation>
    </message>
    <message>
        <source>The party that plays the game is Re; the other party is Kontra. In a normal game nobody knows the parties at first.</source>
        <translation>ゲームをプレイする側のチームがレー、もう一方のチームがコントラです。普通のゲームでは、最初は誰がどちらのチームか分かりません。</translation>
    </message>
    <message>
        <source>Poverty (Armut): a player with three trumps or fewer offers three cards, all their trumps among them, face down. The players are asked in turn from the poor player&apos;s left; whoever accepts takes them and gives back three cards.</source>
        <translation>アルムート(Armut)：切札が3枚以下のプレイヤーは、持っている切札をすべて含めた3枚を裏向きで交換に出します。アルムートのプレイヤーの左隣から順に尋ね、応じたプレイヤーがその3枚を受け取り、3枚を返します。</translation>
    </message>
    <message>
        <source>If nobody accepts, the cards are dealt again by the next dealer.</source>
        <translation>誰も応じなければ、次のディーラーが配り直します。</translation>
    </message>
    <message>
        <source>If nobody accepts, the same dealer deals again (a redeal).</source>
        <translation>誰も応じなければ、同じディーラーが配り直します(配り直し)。</translation>
    </message>
    <message>
        <source>Poverty (Armut) is not played under these rules.</source>
        <translation>このルールではアルムート(Armut)はありません。</translation>
    </message>
    <message>
        <source>A player dealt a hand the table counts as a redeal hand may show it (Schmeißen): the cards are dealt again and the deal moves on as usual.</source>
        <translation>卓で配り直しの対象と決めた手札を配られたプレイヤーは、それを見せることができます(Schmeißen)。カードは配り直され、ディーラーは通常どおり交代します。</translation>
    </message>
    <message>
        <source>Under these rules the soloist of every solo leads the first trick, and the same dealer deals the next deal.</source>
        <translation>このルールでは、どのソロでもソロプレイヤーが最初のトリックをリードし、次のディールも同じディーラーが配ります。</translation>
    </message>
    <message>
        <source>The card order of each game is on its own page: “Card order: …”.</source>
        <translation>各ゲームのカードの順位は、それぞれのページ「カードの順位：…」にあります。</translation>
    </message>
    <message>
        <source>Game types and parties</source>
        <translation>ゲームの種類とチーム</translation>
    </message>
    <message>
        <source>compulsory solo</source>
        <translation>義務ソロ</translation>
    </message>
    <message>
        <source>voluntary solo</source>
        <translation>任意ソロ</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <source>poverty</source>
        <translation>アルムート</translation>
    </message>
    <message>
        <source>marriage</source>
        <translation>マリッジ</translation>
    </message>
    <message>
        <source>Before the first card, each player in turn from the dealer&apos;s left says “reservation” (Vorbehalt) to play something other than a normal game, or “healthy” (gesund) if not.</source>
        <translation>最初のカードを出す前に、ディーラーの左隣から順に、普通のゲーム以外をプレイしたいプレイヤーは「保留」(Vorbehalt)、そうでなければ「パス」(gesund)と言います。</translation>
    </message>
    <message>
        <source>If several players have a reservation, the strongest kind is played:</source>
        <translation>保留したプレイヤーが複数いる場合は、最も強い種類のゲームが行われます：</translation>
    </message>
    <message>
        <source>Among solos the kind decides, not the seat, strongest first:</source>
        <translation>ソロ同士では、席順ではなくソロの種類で決まります(強い順)：</translation>
    </message>
    <message>
        <source>Between reservations of the same kind the earlier seat, counted from the dealer&apos;s left, wins.</source>
        <translation>同じ種類の保留同士では、ディーラーの左隣から数えて先の席のプレイヤーが優先されます。</translation>
    </message>
    <message>
        <source>A redeal hand (Schmeißen) comes before every reservation.</source>
        <translation>配り直しの手札(Schmeißen)は、すべての保留に優先します。</translation>
    </message>
    <message>
        <source>Reservations: who plays what</source>
        <translation>保留：誰が何をプレイするか</translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation>宣言</translation>
    </message>
    <message>
        <source>Holds when the other party</source>
        <translation>達成条件(相手チームが)</translation>
    </message>
    <message>
        <source>no 90</source>
        <translation>90</translation>
    </message>
    <message>
        <source>ends with 89 or fewer</source>
        <translation>89点以下で終わる</translation>
    </message>
    <message>
        <source>no 60</source>
        <translation>60</translation>
    </message>
    <message>
        <source>ends with 59 or fewer</source>
        <translation>59点以下で終わる</translation>
    </message>
    <message>
        <source>no 30</source>
        <translation>30</translation>
    </message>
    <message>
        <source>ends with 29 or fewer</source>
        <translation>29点以下で終わる</translation>
    </message>
    <message>
        <source>schwarz</source>
        <translation>シュワルツ</translation>
    </message>
    <message>
        <source>takes no trick at all</source>
        <translation>1トリックも取らない</translation>
    </message>
    <message>
        <source>No refusal announced: Re wins with 121 or more, Kontra with 120 or more, so 120 : 120 goes to Kontra. But if Kontra was announced and Re was not, Re already wins with 120.</source>
        <translation>90などの宣言がない場合：レーは121点以上、コントラは120点以上で勝ちです。つまり120対120はコントラの勝ちです。ただし、コントラが宣言されてレーが宣言されていない場合は、レーは120点で勝ちになります。</translation>
    </message>
    <message>
        <source>Refusals by one party only: that party wins if its highest refusal holds, and loses if it fails — even with 121 or more.</source>
        <translation>一方のチームだけが90などの宣言をした場合：そのチームは、最も強い宣言が達成されれば勝ち、達成されなければ負けです。121点以上取っていても負けになります。</translation>
    </message>
    <message>
        <source>Refusals by both parties: the party whose highest refusal holds wins. If neither holds, the deal is a draw.</source>
        <translation>両チームが90などの宣言をした場合：最も強い宣言が達成されたチームの勝ちです。どちらも達成されなければ引き分けです。</translation>
    </message>
    <message>
        <source>After the last trick each party counts its card points; together they make 240. Schreiber asks for Re&apos;s points; Kontra has the rest.</source>
        <translation>最後のトリックの後、各チームは取ったカードの点数を数えます。両チームの合計は240点です。Schreiberにはレーの点数を入力し、残りがコントラの点数になります。</translation>
    </message>
    <message>
        <source>Refusals</source>
        <translation>90・60・30・シュワルツの宣言</translation>
    </message>
    <message>
        <source>Besides Re and Kontra a party may refuse the other party points: no 90, no 60, no 30 and schwarz.</source>
        <translation>レーとコントラのほかに、相手チームの点数を制限する宣言ができます：「90」「60」「30」「シュワルツ」。</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>勝者の決定</translation>
    </message>
    <message>
        <source>A draw has no winner: only the “we reached …” points of the points table and the bonuses count.</source>
        <translation>引き分けには勝者がいません。得点表のうち「…点以上取った」の項目とボーナス得点だけが数えられます。</translation>
    </message>
    <message>
        <source>Tricks matter only for schwarz: a trick of four nines is worth 0 points but is still a trick.</source>
        <translation>トリック数が関係するのはシュワルツだけです。9が4枚のトリックは0点ですが、トリックであることに変わりはありません。</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>ミゼール</translation>
    </message>
    <message>
        <source>Misère ouvert</source>
        <translation>ミゼールウベルト</translation>
    </message>
    <message>
        <source>the soloist, who must take no trick</source>
        <translation>トリックを1つも取ってはならないソロプレイヤー</translation>
    </message>
    <message>
        <source>Misère (played under these rules)</source>
        <translation>ミゼール(このルールで採用)</translation>
    </message>
    <message>
        <source>Misère (Lumpen): a solo with the trumps of the normal game that the soloist wins by taking no trick at all; one trick taken loses. Card points do not matter: Schreiber asks for the soloist&apos;s tricks. In a misère ouvert the soloist shows the hand before the second trick.</source>
        <translation>ミゼール(ルンペン):通常ゲームと同じ切札で行うソロで、ソロプレイヤーはトリックを1つも取らなければ勝ち、1つでも取れば負けです。カードの点数は関係ありません。Schreiber はソロプレイヤーのトリック数を尋ねます。ミゼールウベルトでは、ソロプレイヤーは2番目のトリックの前に手札を公開します。</translation>
    </message>
    <message>
        <source>Only these count: won 1, misère ouvert 1 more, Re announced 2, Kontra announced 2. Nobody may refuse (no 90 …), no bonuses are scored, and there are no “below” rows and no point against the elders. Otherwise it is a solo like any other: the soloist writes three times the value.</source>
        <translation>数えるのは次だけです:勝利点1、ミゼールウベルトならさらに1、レーの宣言2、コントラの宣言2。90などの宣言はできず、ボーナスも数えず、「…点未満」の行も防御チーム勝利の点もありません。それ以外は他のソロと同じで、ソロプレイヤーは点数の3倍を記入します。</translation>
    </message>
    <message>
        <source>Under these rules a declared solo counts as if Re had been announced.</source>
        <translation>このルールでは、宣言したソロはレーを宣言したものとして扱います。</translation>
    </message>
    <message>
        <source>How a deal is won</source>
        <translation>勝敗の決まり方</translation>
    </message>
    <message>
        <source>A draw has no winner: each party scores the “we reached …” points of the points table, “below 90”, “below 60”, “below 30” and schwarz by the other party&apos;s points, and its bonuses.</source>
        <translation>引き分けには勝者がいません。各チームは得点表の「…点以上取った」の項目に加え、相手チームの得点による「90点未満」「60点未満」「30点未満」とシュワルツ、そして自分のボーナス得点を得ます。</translation>
    </message>
    <message>
        <source>won</source>
        <translation>勝利点</translation>
    </message>
    <message>
        <source>won against the elders (Kontra won against two Re players)</source>
        <translation>防御チーム勝利(コントラが2人のレーに勝った)</translation>
    </message>
    <message>
        <source>loser below 90</source>
        <translation>負けたチームが90点未満</translation>
    </message>
    <message>
        <source>loser below 60</source>
        <translation>負けたチームが60点未満</translation>
    </message>
    <message>
        <source>loser below 30</source>
        <translation>負けたチームが30点未満</translation>
    </message>
    <message>
        <source>loser took no trick (schwarz)</source>
        <translation>負けたチームが1トリックも取らなかった(シュワルツ)</translation>
    </message>
    <message>
        <source>Re announced</source>
        <translation>レーの宣言</translation>
    </message>
    <message>
        <source>Kontra announced</source>
        <translation>コントラの宣言</translation>
    </message>
    <message>
        <source>each “no 90” announced, by either party</source>
        <translation>「90」の宣言1つごと(どちらのチームでも)</translation>
    </message>
    <message>
        <source>each “no 60” announced, by either party</source>
        <translation>「60」の宣言1つごと(どちらのチームでも)</translation>
    </message>
    <message>
        <source>each “no 30” announced, by either party</source>
        <translation>「30」の宣言1つごと(どちらのチームでも)</translation>
    </message>
    <message>
        <source>each “schwarz” announced, by either party</source>
        <translation>「シュワルツ」の宣言1つごと(どちらのチームでも)</translation>
    </message>
    <message>
        <source>loser said “no 90”, winner reached 120</source>
        <translation>負けたチームが「90」を宣言し、勝ったチームが120点以上取った</translation>
    </message>
    <message>
        <source>loser said “no 60”, winner reached 90</source>
        <translation>負けたチームが「60」を宣言し、勝ったチームが90点以上取った</translation>
    </message>
    <message>
        <source>loser said “no 30”, winner reached 60</source>
        <translation>負けたチームが「30」を宣言し、勝ったチームが60点以上取った</translation>
    </message>
    <message>
        <source>loser said “schwarz”, winner reached 30</source>
        <translation>負けたチームが「シュワルツ」を宣言し、勝ったチームが30点以上取った</translation>
    </message>
    <message>
        <source>The winning party collects every item that applies; each party also collects its bonuses. The deal&apos;s value is Re&apos;s tally minus Kontra&apos;s tally.</source>
        <translation>勝ったチームは、あてはまる項目をすべて合計します。さらに各チームは自分のボーナス得点も加えます。ディールの得点は、攻撃チームの合計から防御チームの合計を引いたものです。</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>“Below 90” and the like always look at the loser&apos;s points: a winner below 90 gives the loser nothing for it.</source>
        <translation>「90点未満」などは、常に負けたチームの点数で判定します。勝ったチームが90点未満でも、負けたチームにその得点はつきません。</translation>
    </message>
    <message>
        <source>In a draw only the last four rows count, for either party, plus the bonuses.</source>
        <translation>引き分けのときは、最後の4行だけがどちらのチームにも数えられ、それにボーナス得点が加わります。</translation>
    </message>
    <message>
        <source>Under these rules refusals are scored as announced: only the party that refused first may refuse, so there is no draw.</source>
        <translation>このルールでは90などの宣言を宣言どおりに数えます。先に宣言したチームだけが宣言できるので、引き分けはありません。</translation>
    </message>
    <message>
        <source>Under these rules the loser&apos;s refusals count for the winner as if they had held, instead of the “reached” rows; only one party may refuse in a deal.</source>
        <translation>このルールでは「…点以上取った」の行の代わりに、負けたチームの90などの宣言が成功したものとして勝ったチームに数えられます。1回のディールで宣言できるのは一方のチームだけです。</translation>
    </message>
    <message>
        <source>Under these rules a draw also scores the “below” rows and schwarz: each party as if it had won, by the other party&apos;s points, besides the last four rows and the bonuses.</source>
        <translation>このルールでは引き分けでも「…点未満」の行とシュワルツを数えます。各チームが勝ったものとして相手チームの得点で数え、最後の4行とボーナス得点も加わります。</translation>
    </message>
    <message>
        <source>each refusal the loser announced, as if it had held</source>
        <translation>負けたチームの90などの宣言1つごと(成功したものとして)</translation>
    </message>
    <message>
        <source>Under these rules there is no elders point.</source>
        <translation>このルールでは防御チーム勝利の点はありません。</translation>
    </message>
    <message>
        <source>In a solo there is no point for winning against the elders.</source>
        <translation>ソロでは防御チーム勝利の得点はありません。</translation>
    </message>
    <message>
        <source>Under these rules a poverty pair gives Kontra no elders point.</source>
        <translation>このルールでは、レーがアルムートのペアのとき、コントラに防御チーム勝利の点はありません。</translation>
    </message>
    <message>
        <source>Under these rules Re and Kontra each double the value instead of adding 2 (both: ×4), and the bonuses are doubled with it.</source>
        <translation>このルールでは、レーとコントラはそれぞれ2点を加える代わりに得点を2倍にします(両方で×4)。ボーナス得点も一緒に2倍になります。</translation>
    </message>
    <message>
        <source>Under these rules Re and Kontra each double the value instead of adding 2 (both: ×4); the bonuses are added after the doubling.</source>
        <translation>このルールでは、レーとコントラはそれぞれ2点を加える代わりに得点を2倍にします(両方で×4)。ボーナス得点は2倍にした後で加えます。</translation>
    </message>
    <message>
        <source>Points table</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>あり</translation>
    </message>
    <message>
        <source>1 (2 in the cases below)</source>
        <translation>1(下記の場合は2)</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>フォックス</translation>
    </message>
    <message>
        <source>catching a ♦A played by the other party</source>
        <translation>相手チームが出した♦Aを取る</translation>
    </message>
    <message>
        <source>Charlie</source>
        <translation>チャーリー</translation>
    </message>
    <message>
        <source>winning the last trick with a ♣J</source>
        <translation>最後のトリックを♣Jで勝つ</translation>
    </message>
    <message>
        <source>Charlie caught</source>
        <translation>チャーリーを取る</translation>
    </message>
    <message>
        <source>taking in the last trick a ♣J of the other party</source>
        <translation>最後のトリックで相手チームの♣Jを取る</translation>
    </message>
    <message>
        <source>♦ pair game</source>
        <translation>♦ペアのゲーム</translation>
    </message>
    <message>
        <source>No party can end with 1–7 or 233–239 card points: the smallest trick worth anything, four jacks, is worth 8.</source>
        <translation>どちらのチームも1～7点や233～239点で終わることはありません。点のある最小のトリック（ジャック4枚）は8点です。</translation>
    </message>
    <message>
        <source>No party can end with exactly 1 or 239 card points: the smallest trick worth anything, a jack and three nines, is worth 2.</source>
        <translation>どちらのチームもちょうど1点や239点で終わることはありません。点のある最小のトリック（ジャック1枚と9が3枚）は2点です。</translation>
    </message>
    <message>
        <source>Under these rules both {card} are the highest trumps, above the ♣Q, and the ♥10 is an ordinary heart: hearts run A 10 K 9.</source>
        <translation>このルールでは{card}2枚が♣Qより強い最強の切札になり、♥10は普通のハートに戻ります。ハートはA 10 K 9の順です。</translation>
    </message>
    <message>
        <source>Under these rules the ♥10 is an ordinary heart, as in the original game: hearts run A 10 K 9, and the ♣Q is the highest trump.</source>
        <translation>このルールでは、元のゲームのように♥10は普通のハートです。ハートはA 10 K 9の順で、♣Qが最強の切札です。</translation>
    </message>
    <message>
        <source>Under these rules the ♥10 is an ordinary heart, as in the original game: hearts run A 10 K 9; the joker is the highest trump, then the ♣Q.</source>
        <translation>このルールでは、元のゲームのように♥10は普通のハートです。ハートはA 10 K 9の順で、ジョーカーが最強の切札、その次が♣Qです。</translation>
    </message>
    <message>
        <source>{count} trumps in the game: each card twice, but the joker once, in place of one {card}.</source>
        <translation>切札は全部で{count}枚: どのカードも2枚ずつですが、ジョーカーは1枚で、{card}の1枚の代わりです。</translation>
    </message>
    <message>
        <source>The joker counts as the {card} it replaces in this game.</source>
        <translation>このゲームでは、ジョーカーは置き換えた{card}として数えます。</translation>
    </message>
    <message>
        <source>Genscher</source>
        <translation>ゲンシャー</translation>
    </message>
    <message>
        <source>Genscher: then a player holding both ♦K may make them the highest trumps of all.</source>
        <translation>ゲンシャー: さらに♦Kを2枚持つプレイヤーは、それを全体で最強の切札にできます。</translation>
    </message>
    <message>
        <source>Under these rules Schweinchen is said before the first trick.</source>
        <translation>このルールではシュバインヒェンは最初のトリックの前に宣言します。</translation>
    </message>
    <message>
        <source>Schweinchen is said while playing the first ♦A.</source>
        <translation>シュバインヒェンは最初の♦Aを出すときに宣言します。</translation>
    </message>
    <message>
        <source>the two players dealt a {card}</source>
        <translation>{card}を配られた2人</translation>
    </message>
    <message>
        <source>Under these rules a trick led with a trump does not find the marriage partner: the partner is the first other player to win a trick led with a plain suit, still within the first three tricks.</source>
        <translation>このルールでは、切札で始まったトリックではマリッジのパートナーは決まりません。パートナーは、切札以外のスートで始まったトリックを最初に取った他のプレイヤーで、やはり最初の3トリックの中です。</translation>
    </message>
    <message>
        <source>Under these rules the holder of both ♣Q names a trick, any trick of the deal: whoever wins it is the partner. If the holder wins it, the holder plays alone.</source>
        <translation>このルールでは、♣Qを2枚持つプレイヤーが配りの中の任意のトリックを指名し、それを取ったプレイヤーがパートナーです。本人が取れば1人で戦います。</translation>
    </message>
    <message>
        <source>Under these rules the holder of both ♣Q chooses, each deal, how the partner is found: the first trick won by another player, the first such trick led with a plain suit (both within the first three tricks), or a trick the holder names. Schreiber asks for the choice with the deal.</source>
        <translation>このルールでは♣Qを2枚持つプレイヤーがディールごとにパートナーの決め方を選びます:他のプレイヤーが最初に取ったトリック、切札以外のスートで始まった最初のそのようなトリック(どちらも最初の3トリック以内)、または本人が指名したトリック。Schreiberはディールと一緒にその選択を尋ねます。</translation>
    </message>
    <message>
        <source>♦ pair game: a player dealt a {card} may declare it in the reservation, like a solo. The two players dealt a {card} are Re, the other two Kontra, and it is scored exactly like a normal game (the point against the elders and the bonuses too). A player dealt both plays alone and scores as in a silent solo. It is neither a solo nor a compulsory solo.</source>
        <translation>♦ペアのゲーム:{card}を配られたプレイヤーは、ソロと同じように留保で宣言できます。{card}を配られた2人がレー、他の2人がコントラになり、普通のゲームとまったく同じように計算します(防御チーム勝利の点とボーナスも同じ)。2枚とも配られたプレイヤーは1人でプレイし、サイレントソロと同じく計算します。ソロにも義務ソロにもなりません。</translation>
    </message>
    <message>
        <source>A fox (♦A) does not count among the at most three trumps of a poor hand.</source>
        <translation>フォックス(♦A)は、アルムートの手札の「切札3枚以下」に数えません。</translation>
    </message>
    <message>
        <source>The poor player passes only trumps, possibly fewer than three.</source>
        <translation>アルムートのプレイヤーは切札だけを渡します(3枚より少ないこともあります)。</translation>
    </message>
    <message>
        <source>No trump may be given back to the poor player.</source>
        <translation>アルムートのプレイヤーに切札を返してはいけません。</translation>
    </message>
    <message>
        <source>Wirth&apos;s rule: a poor player holding one ♣Q exchanges with the holder of the other ♣Q, and the two are Re. Otherwise the poor player exchanges with a player holding no ♣Q and the two are Kontra — but when one player holds both ♣Q, that player is the partner and the two are Re. Schreiber asks who was poor and who took the exchange.</source>
        <translation>ヴィルトのルール: ♣Qを1枚持つアルムートのプレイヤーは、もう1枚の♣Qを持つプレイヤーと交換し、2人がレーです。そうでなければ♣Qを持たないプレイヤーと交換し、2人がコントラです。ただし1人が♣Qを2枚持つときは、そのプレイヤーがパートナーで2人がレーです。Schreiberは誰がアルムートで誰が交換を受けたかを尋ねます。</translation>
    </message>
    <message>
        <source>If two poor players would end in one party, the hand is dealt again.</source>
        <translation>アルムートのプレイヤー2人が同じチームになる場合は、配り直します。</translation>
    </message>
    <message>
        <source>Under these rules, in a poverty:</source>
        <translation>このルールでは、アルムートについて:</translation>
    </message>
    <message>
        <source>Under these rules a marriage beats a poverty.</source>
        <translation>このルールでは、マリッジがアルムートより優先します。</translation>
    </message>
    <message>
        <source>Under these rules, of several players wanting a solo the last one to declare plays it.</source>
        <translation>このルールでは、ソロを望むプレイヤーが複数いるとき、最後に宣言したプレイヤーがプレイします。</translation>
    </message>
    <message>
        <source>Under these rules rival soloists outbid each other with “90”, “60”, “30” and “schwarz”; the winner&apos;s bid then stands as an announced refusal (no 90, no 60 …).</source>
        <translation>このルールでは、ソロを望むプレイヤー同士が「90」「60」「30」「シュワルツ」で競り合い、勝った人の宣言はそのまま宣言済みのアプザーゲ(90、60 …)になります。</translation>
    </message>
    <message>
        <source>Under these rules Feigheit is punished: a party that wins by more than two steps (below 90, below 60, below 30, schwarz) beyond its highest announcement loses the deal instead, and the deal is scored for the other party. Re announced only “Re” and Kontra ended with 25: three steps, so Re loses; with Kontra at 55 it is two steps and Re wins.</source>
        <translation>このルールではファイクハイト(臆病)が罰せられます。最も強い宣言より3段階以上(90未満、60未満、30未満、シュワルツ)多く勝ったチームは逆に負けとなり、相手チームの勝ちとして得点を数えます。レーが「レー」だけを宣言し、コントラが25点で終わった場合は3段階なのでレーの負け、コントラが55点なら2段階なのでレーの勝ちです。</translation>
    </message>
    <message>
        <source>Under these rules a draw has no winner and only the bonuses count.</source>
        <translation>このルールでは、引き分けには勝者がなく、ボーナス得点だけが数えられます。</translation>
    </message>
    <message>
        <source>Under these rules only the bonuses count in a draw, none of these rows.</source>
        <translation>このルールでは、引き分けのときはこれらの項目を数えず、ボーナス得点だけを数えます。</translation>
    </message>
    <message>
        <source>Under these rules a lost solo also gives the defenders the point against the elders: a lost solo worth 1 is worth 2 (the soloist −6, each defender +2).</source>
        <translation>このルールでは、ソロが負けたときも防御チーム勝利の点が入ります。1点の負けソロは2点になります(ソロプレイヤー−6、防御側は各+2)。</translation>
    </message>
    <message>
        <source>Under these rules Re and Kontra add {points} each, not 2.</source>
        <translation>このルールでは、レーとコントラの宣言はそれぞれ2点ではなく{points}点です。</translation>
    </message>
    <message>
        <source>taking in any trick a ♣J of the other party</source>
        <translation>どのトリックでも相手チームの♣Jを取る</translation>
    </message>
    <message>
        <source>Doppelkopf</source>
        <translation>ドッペルコップ</translation>
    </message>
    <message>
        <source>winning a trick with two equal cards (at most one per trick)</source>
        <translation>同じカード2枚を含むトリックに勝つ(1トリックにつき1つまで)</translation>
    </message>
    <message>
        <source>winning a trick worth 40 or more (four aces and tens)</source>
        <translation>40点以上のトリックに勝つ(Aと10の4枚)</translation>
    </message>
    <message>
        <source>♥10 caught</source>
        <translation>♥10を取る</translation>
    </message>
    <message>
        <source>catching a ♥10 played by the other party</source>
        <translation>相手チームが出した♥10を取る</translation>
    </message>
    <message>
        <source>Fox in the last trick</source>
        <translation>最後のトリックのフォックス</translation>
    </message>
    <message>
        <source>a fox caught in the last trick, or winning it</source>
        <translation>最後のトリックでフォックスを取る、またはフォックスで最後のトリックに勝つ</translation>
    </message>
    <message>
        <source>2 instead of 1</source>
        <translation>1ではなく2</translation>
    </message>
    <message>
        <source>Fox in the first trick</source>
        <translation>最初のトリックのフォックス</translation>
    </message>
    <message>
        <source>a fox caught in the first trick</source>
        <translation>最初のトリックでフォックスを取る</translation>
    </message>
    <message>
        <source>Fox wins the last trick</source>
        <translation>フォックスで最後のトリックに勝つ</translation>
    </message>
    <message>
        <source>winning the last trick with a fox</source>
        <translation>フォックスで最後のトリックに勝つ</translation>
    </message>
    <message>
        <source>Hearts trick</source>
        <translation>ハートのトリック</translation>
    </message>
    <message>
        <source>winning a trick of hearts only (without nines)</source>
        <translation>ハートだけのトリックに勝つ(9抜きのとき)</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>ボーナス</translation>
    </message>
    <message>
        <source>Scored for</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>In a solo</source>
        <translation>ソロでは</translation>
    </message>
    <message>
        <source>Bonuses count for the party that earned them, won or lost; the loser&apos;s bonuses lower the value.</source>
        <translation>ボーナス得点は、勝ち負けに関係なく、それを得たチームにつきます。負けたチームのボーナス得点は、ディールの得点を減らします。</translation>
    </message>
    <message>
        <source>A fox or Charlie that goes to one&apos;s own partner earns nothing. Fox and Charlie points do not exist in a solo.</source>
        <translation>フォックスやチャーリーが自分のパートナーに渡っても得点にはなりません。ソロではフォックスとチャーリーの得点はありません。</translation>
    </message>
    <message>
        <source>Foxes played as Schweinchen score no fox points.</source>
        <translation>シュバインヒェンとしてプレイしたフォックスには、フォックスの得点がつきません。</translation>
    </message>
    <message>
        <source>Not scored under these rules: {list}.</source>
        <translation>このルールでは数えないもの：{list}。</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>ボーナス得点</translation>
    </message>
    <message>
        <source>Re wins (2 against 2)</source>
        <translation>レーの勝ち(2対2)</translation>
    </message>
    <message>
        <source>Kontra wins (2 against 2)</source>
        <translation>コントラの勝ち(2対2)</translation>
    </message>
    <message>
        <source>the soloist wins</source>
        <translation>ソロプレイヤーの勝ち</translation>
    </message>
    <message>
        <source>the soloist loses</source>
        <translation>ソロプレイヤーの負け</translation>
    </message>
    <message>
        <source>A deal worth 2</source>
        <translation>得点2のディール</translation>
    </message>
    <message>
        <source>each Re player / the soloist</source>
        <translation>レーの各プレイヤー/ソロプレイヤー</translation>
    </message>
    <message>
        <source>each Kontra player</source>
        <translation>コントラの各プレイヤー</translation>
    </message>
    <message>
        <source>Value = Re&apos;s tally − Kontra&apos;s tally.</source>
        <translation>得点 = 攻撃チームの合計 − 防御チームの合計。</translation>
    </message>
    <message>
        <source>In a solo the value is doubled.</source>
        <translation>ソロでは得点を2倍にします。</translation>
    </message>
    <message>
        <source>In a Bock deal the Bock levels apply (see Bock).</source>
        <translation>ボックのディールでは、ボックの段階を適用します(「ボックラウンド」を参照)。</translation>
    </message>
    <message>
        <source>2 against 2: each winner writes the value, each loser the same with a minus.</source>
        <translation>2対2：勝ったチームの各プレイヤーは得点を記入し、負けたチームの各プレイヤーは同じ点数をマイナスで記入します。</translation>
    </message>
    <message>
        <source>1 against 3: the soloist writes three times the value, each of the three opponents the value once, with the other sign.</source>
        <translation>1対3：ソロプレイヤーは得点の3倍を記入し、相手の3人はそれぞれ得点の1倍を逆の符号で記入します。</translation>
    </message>
    <message>
        <source>Under these rules only plus entries are written: the party with the positive value writes it (the soloist three times), everyone else 0.</source>
        <translation>このルールではプラスの点数だけを記入します。得点がプラスのチームがそれを記入し(ソロプレイヤーは3倍)、他の全員は0を記入します。</translation>
    </message>
    <message>
        <source>Under these rules only minus entries are written: the party with the negative value writes it (a losing soloist three times), everyone else 0.</source>
        <translation>このルールではマイナスの点数だけを記入します。得点がマイナスのチームがそれを記入し(負けたソロプレイヤーは3倍)、他の全員は0を記入します。</translation>
    </message>
    <message>
        <source>Every deal adds up to zero.</source>
        <translation>各ディールの合計は0になります。</translation>
    </message>
    <message>
        <source>Under these rules every one-against-three deal — declared solo, silent solo, marriage without partner — is worth double, before the ×3.</source>
        <translation>このルールでは、1対3のディール(宣言したソロ、サイレントソロ、パートナーなしのマリッジ)はすべて、3倍する前に得点が2倍になります。</translation>
    </message>
    <message>
        <source>Players sitting out write 0.</source>
        <translation>休みのプレイヤーは0を記入します。</translation>
    </message>
    <message>
        <source>From value to the score sheet</source>
        <translation>得点からスコアシートへ</translation>
    </message>
    <message>
        <source>the card points end 120 : 120</source>
        <translation>カードの点数が120対120で終わった</translation>
    </message>
    <message>
        <source>a deal is worth 0 (e.g. the loser&apos;s bonuses cancel the win)</source>
        <translation>ディールの得点が0(例：負けたチームのボーナス得点で勝ちの得点が相殺された)</translation>
    </message>
    <message>
        <source>Re was announced and the Re party lost</source>
        <translation>レーが宣言され、攻撃チームが負けた</translation>
    </message>
    <message>
        <source>Kontra was announced and the Kontra party lost</source>
        <translation>コントラが宣言され、防御チームが負けた</translation>
    </message>
    <message>
        <source>a trick of only hearts</source>
        <translation>ハートだけのトリック</translation>
    </message>
    <message>
        <source>a trick worth 40 or more</source>
        <translation>40点以上のトリック</translation>
    </message>
    <message>
        <source>another event the table agreed on, ticked on the deal</source>
        <translation>卓で取り決めたその他の出来事(ディールでチェックを入れる)</translation>
    </message>
    <message>
        <source>a soloist lost</source>
        <translation>ソロプレイヤーが負けた</translation>
    </message>
    <message>
        <source>a party took no trick (schwarz)</source>
        <translation>一方のチームがトリックを1つも取らなかった(シュワルツ)</translation>
    </message>
    <message>
        <source>Bock rounds</source>
        <translation>ボックラウンド</translation>
    </message>
    <message>
        <source>Bock rounds are off in this rule set.</source>
        <translation>このルールセットではボックラウンドはありません。</translation>
    </message>
    <message>
        <source>No deal is ever doubled by Bock.</source>
        <translation>ボックで得点が倍になるディールはありません。</translation>
    </message>
    <message>
        <source>After one of the events below, the next round is a Bock round: as many deals as there are players in the session, each one worth more.</source>
        <translation>下のどれかが起きると、次のラウンドがボックラウンドになります。セッションの人数と同じ数のディールで、どのディールも得点が高くなります。</translation>
    </message>
    <message>
        <source>What starts a Bock round here</source>
        <translation>このルールでボックラウンドが始まる条件</translation>
    </message>
    <message>
        <source>No event is switched on.</source>
        <translation>有効になっている条件はありません。</translation>
    </message>
    <message>
        <source>Events tables agree on, from the rules page: a trick of only hearts (with 40 cards); a deal lost after playing ♥10 + ♣; four equal cards in one trick; a trick worth 40 or more. Tick the agreed event on the deal.</source>
        <translation>ルールページにある、取り決めで使われる条件:ハートだけのトリック(40枚のとき)、♥10と♣を出して負けたディール、1トリックに同じカード4枚、40点以上のトリック。取り決めた条件はディールでチェックします。</translation>
    </message>
    <message>
        <source>What a Bock level does</source>
        <translation>ボック段階の効果</translation>
    </message>
    <message>
        <source>Under these rules Bock works on the game points only; the bonuses are added afterwards, undoubled. “Worth 0” still looks at the value before Bock.</source>
        <translation>このルールではボックはゲームの点だけにかかり、ボーナス得点はその後で2倍にせずに加えます。「0点」はボック前の得点で判定します。</translation>
    </message>
    <message>
        <source>Each level adds {points} to the size of the value; a value of 0 stays 0.</source>
        <translation>1段階ごとに、得点の大きさに{points}を加えます。得点0は0のままです。</translation>
    </message>
    <message>
        <source>Each level doubles the game points.</source>
        <translation>1段階ごとに、ゲームの点が2倍になります。</translation>
    </message>
    <message>
        <source>Each level doubles the whole value, bonuses included.</source>
        <translation>1段階ごとに、ボーナス得点を含む得点全体が2倍になります。</translation>
    </message>
    <message>
        <source>Bock level</source>
        <translation>ボック段階</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>When rounds overlap</source>
        <translation>ラウンドが重なったとき</translation>
    </message>
    <message>
        <source>Ignore: an event in a Bock deal starts nothing; a deal that is not Bock starts one round at one level, however many events it has. No deal has more than one level.</source>
        <translation>無視:ボックのディールで起きたことは何も始めません。ボックでないディールは、いくつ起きても1段階のラウンドを1つ始めます。どのディールも1段階を超えません。</translation>
    </message>
    <message>
        <source>Merge: each event makes the next round of deals Bock; where rounds overlap they join into one stretch at one level, and nothing carries past the last round. Events in deals 1 and 3 with four players: deals 2 to 7 are Bock.</source>
        <translation>統合:きっかけごとに次のラウンドのディールがボックになります。ラウンドが重なるところは1段階のひと続きにつながり、最後のラウンドより先には続きません。4人でディール1と3にきっかけがあれば、ディール2から7がボックです。</translation>
    </message>
    <message>
        <source>Cap: as stack, the levels of overlapping rounds add up, but a level above the highest level is dropped, not moved on.</source>
        <translation>上限:重ね掛けと同じく重なるラウンドの段階は加算されますが、最高段階を超えた分は後に回らず消えます。</translation>
    </message>
    <message>
        <source>Queue: a new Bock round waits until the Bock deals already pending are played; every Bock deal has one level.</source>
        <translation>順番待ち：新しいボックラウンドは、すでに控えているボックのディールが終わるまで待ちます。どのボックのディールも1段階です。</translation>
    </message>
    <message>
        <source>Stack: a new Bock round starts with the next deal; where rounds overlap, the levels add up (double Bock, triple Bock …).</source>
        <translation>重ね掛け：新しいボックラウンドは次のディールから始まります。ラウンドが重なるところでは段階が加算されます(ダブルボック、トリプルボック…)。</translation>
    </message>
    <message>
        <source>There is no highest level.</source>
        <translation>段階に上限はありません。</translation>
    </message>
    <message>
        <source>At most {level} levels on one deal; levels beyond it are lost.</source>
        <translation>1つのディールにつき最大{level}段階です。超えた分は消えます。</translation>
    </message>
    <message>
        <source>At most {level} levels on one deal; levels beyond it move on to the next deals below that level instead of being lost.</source>
        <translation>1つのディールにつき最大{level}段階です。超えた分は消えずに、その段階に達していない次のディールに回ります。</translation>
    </message>
    <message>
        <source>A redeal neither starts Bock nor uses up a Bock deal. Two events in one deal start two rounds. Schreiber shows the Bock deals ahead.</source>
        <translation>配り直しではボックは始まらず、ボックのディールも消費しません。1つのディールで2つの出来事が起きれば、2ラウンド分始まります。Schreiberは今後のボックのディールを前もって表示します。</translation>
    </message>
    <message>
        <source>A compulsory solo is played without Bock; the pending Bock deals wait.</source>
        <translation>義務ソロはボックなしでプレイし、控えているボックのディールは後に回ります。</translation>
    </message>
    <message>
        <source>Every player must play one solo in each round of {deals} deals. A player&apos;s first solo of the round is the compulsory one (Pflichtsolo); any further solo is voluntary (Lustsolo).</source>
        <translation>各プレイヤーは、{deals}ディールからなる各ラウンドでソロを1回プレイしなければなりません。そのラウンドで最初のソロが義務ソロ(Pflichtsolo)で、それ以降のソロは任意ソロ(Lustsolo)です。</translation>
    </message>
    <message>
        <source>In a compulsory solo the soloist leads the first trick and the same dealer deals again: the deal does not count towards the round.</source>
        <translation>義務ソロでは、ソロプレイヤーが最初のトリックをリードし、同じディーラーがもう一度配ります。このディールはラウンドの回数に数えません。</translation>
    </message>
    <message>
        <source>A compulsory solo beats a voluntary solo, which beats every other reservation.</source>
        <translation>義務ソロは任意ソロに優先し、任意ソロは他のすべての保留に優先します。</translation>
    </message>
    <message>
        <source>Schreiber shows who still owes a solo and warns when the deals left run short.</source>
        <translation>Schreiberは、まだソロをしていないプレイヤーを表示し、残りのディールが足りなくなると警告します。</translation>
    </message>
    <message>
        <source>Under these rules every solo keeps the dealer, not only the compulsory one.</source>
        <translation>このルールでは、義務ソロだけでなくすべてのソロでディーラーが交代しません。</translation>
    </message>
    <message>
        <source>Compulsory solo</source>
        <translation>義務ソロ</translation>
    </message>
    <message>
        <source>Re / Kontra</source>
        <translation>レー/コントラ</translation>
    </message>
    <message>
        <source>Announcement</source>
        <translation>宣言</translation>
    </message>
    <message>
        <source>while holding at least</source>
        <translation>手札がこの枚数以上</translation>
    </message>
    <message>
        <source>before playing to trick</source>
        <translation>何トリック目を出す前まで</translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation>{count}枚</translation>
    </message>
    <message>
        <source>An announcement may be made at any time — also out of turn — while the announcer still holds at least the cards below, that is before playing a card to the trick named.</source>
        <translation>宣言はいつでも(自分の番でなくても)できます。ただし、宣言するプレイヤーの手札が下の枚数以上残っている間、つまり表のトリックにカードを出す前に限ります。</translation>
    </message>
    <message>
        <source>These rules use late refusals: Re and Kontra before the first card, the refusals later than usual.</source>
        <translation>このルールでは90などの宣言を遅くまでできます：レーとコントラは最初のカードを出す前まで、90・60・30・シュワルツの宣言は通常より遅くまでです。</translation>
    </message>
    <message>
        <source>Without nines every hand has 10 cards: each count is two lower than with 12 cards, the tricks stay the same.</source>
        <translation>9抜きでは手札が10枚なので、どの枚数も12枚のときより2枚少なくなります。トリックは変わりません。</translation>
    </message>
    <message>
        <source>A refusal needs the party&apos;s Re or Kontra and every lower refusal first; several may be said at once while the timing allows.</source>
        <translation>90などの宣言をするには、先にそのチームのレーまたはコントラと、それより弱い宣言をすべて済ませている必要があります。タイミングが許せば、複数を同時に宣言できます。</translation>
    </message>
    <message>
        <source>Answering</source>
        <translation>相手の宣言への応答</translation>
    </message>
    <message>
        <source>Once the other party has announced, a party that has not yet said Re or Kontra may still say it until one trick after the deadline of the other party&apos;s latest announcement. Only Re and Kontra get this extra time.</source>
        <translation>相手チームが宣言した後は、まだレーまたはコントラを宣言していないチームも、相手の最後の宣言の期限より1トリック後まで宣言できます。この延長があるのはレーとコントラだけです。</translation>
    </message>
    <message>
        <source>Example: after Re&apos;s “no 60” (allowed while holding {no60} cards), Kontra may still be said while holding {reply} cards.</source>
        <translation>例：レーが「60」を宣言した後(手札{no60}枚以上で可能)、コントラは手札が{reply}枚でもまだ宣言できます。</translation>
    </message>
    <message>
        <source>When a word alone does not show the announcer&apos;s party (a marriage not yet decided, a silent solo), the announcer says which party they speak for.</source>
        <translation>宣言だけでは宣言したプレイヤーのチームが分からない場合(まだ決まっていないマリッジ、サイレントソロ)には、攻撃チームか防御チームかをはっきり言います。</translation>
    </message>
    <message>
        <source>In a declared solo Re counts as said.</source>
        <translation>宣言したソロでは、レーを宣言したものとみなします。</translation>
    </message>
    <message>
        <source>Under these rules an announcement may only be made when it is the announcer&apos;s turn to play a card.</source>
        <translation>このルールでは、宣言は自分がカードを出す番のときだけできます。</translation>
    </message>
    <message>
        <source>Zwingen: whoever wins a first trick worth 30 or more must announce Re or Kontra — or “no 90” if that word has been said.</source>
        <translation>ツヴィンゲン: 30点以上の最初のトリックを取ったプレイヤーは、レーかコントラを宣言しなければなりません。それがすでに言われていれば「90」です。</translation>
    </message>
    <message>
        <source>In a marriage</source>
        <translation>マリッジのとき</translation>
    </message>
    <message>
        <source>Under these rules the deadlines do not move. A player whose party is not yet known may say “double” by the Re/Kontra deadline; it counts as Re or Kontra of the party that player ends up in.</source>
        <translation>このルールでは期限は動きません。まだチームが決まっていないプレイヤーは、レー/コントラの期限までに「ダブル」と言えます。これは最終的に属したチームのレーまたはコントラとして数えます。</translation>
    </message>
    <message>
        <source>Nobody may announce before the partner is found. Then every deadline moves later by the number of the trick that found the partner.</source>
        <translation>パートナーが決まるまでは誰も宣言できません。決まった後は、パートナーが決まったトリックの番号の分だけ、すべての期限が遅くなります。</translation>
    </message>
    <message>
        <source>Nobody whose party is still open may announce. Found in the first trick, the deadlines stay; in the second, every deadline moves one trick later; in the third, two tricks later.</source>
        <translation>チームがまだ決まっていないプレイヤーは宣言できません。パートナーが1トリック目で決まれば期限はそのまま、2トリック目ならすべての期限が1トリック遅く、3トリック目なら2トリック遅くなります。</translation>
    </message>
    <message>
        <source>Partner found in trick</source>
        <translation>パートナーが決まったトリック</translation>
    </message>
    <message>
        <source>Deadlines move by (tricks)</source>
        <translation>期限の遅れ(トリック数)</translation>
    </message>
    <message>
        <source>Re / Kontra while holding at least</source>
        <translation>レー/コントラ(手札がこの枚数以上)</translation>
    </message>
    <message>
        <source>Announcement deadlines</source>
        <translation>宣言の期限</translation>
    </message>
    <message>
        <source>Four players play each deal; the deal passes clockwise after each deal unless a rule keeps the same dealer. Sessions have four to seven players.</source>
        <translation>各ディールは4人でプレイします。ルールで同じディーラーが続く場合を除き、ディールごとにディーラーは時計回りに交代します。セッションの人数は4〜7人です。</translation>
    </message>
    <message>
        <source>With six players the dealer and the player opposite (the third after the dealer) sit out.</source>
        <translation>6人のときは、ディーラーとその向かいのプレイヤー(ディーラーから3人目)が休みます。</translation>
    </message>
    <message>
        <source>With more than four players the four after the dealer play: with five the dealer sits out, with six also the player before the dealer, with seven the two before.</source>
        <translation>5人以上のときは、ディーラーの次から4人がプレイします。5人ならディーラーが休み、6人ならディーラーの1人前のプレイヤーも、7人ならディーラーの前の2人も休みます。</translation>
    </message>
    <message>
        <source>Players sitting out write 0 for that deal.</source>
        <translation>休みのプレイヤーはそのディールで0を記入します。</translation>
    </message>
    <message>
        <source>Seats and the end of the session</source>
        <translation>席とセッションの終了</translation>
    </message>
    <message>
        <source>German</source>
        <translation>ドイツ語</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本語</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>意味</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>用語集</translation>
    </message>
    <message>
        <source>The words heard at the table, in German, Japanese and English.</source>
        <translation>卓で使われる言葉を、ドイツ語・日本語・英語で示します。</translation>
    </message>
    <message>
        <source>the suit ♣</source>
        <translation>♣のスート</translation>
    </message>
    <message>
        <source>the suit ♠</source>
        <translation>♠のスート</translation>
    </message>
    <message>
        <source>the suit ♥</source>
        <translation>♥のスート</translation>
    </message>
    <message>
        <source>the suit ♦</source>
        <translation>♦のスート</translation>
    </message>
    <message>
        <source>the card A</source>
        <translation>Aのカード</translation>
    </message>
    <message>
        <source>the card K</source>
        <translation>Kのカード</translation>
    </message>
    <message>
        <source>the card Q; German tables write D</source>
        <translation>Qのカード。ドイツの卓ではDと書きます</translation>
    </message>
    <message>
        <source>the card J; German tables write B</source>
        <translation>Jのカード。ドイツの卓ではBと書きます</translation>
    </message>
    <message>
        <source>the party playing the game (in a normal game the two ♣Q), and that party&apos;s announcement</source>
        <translation>ゲームをプレイする側のチーム(普通のゲームでは♣Qの2人)と、そのチームの宣言</translation>
    </message>
    <message>
        <source>the other party, and its announcement</source>
        <translation>もう一方のチームと、その宣言</translation>
    </message>
    <message>
        <source>what the cards taken are worth; 240 in all</source>
        <translation>取ったカードの点数。全部で240点</translation>
    </message>
    <message>
        <source>one card from each player; the best card takes them</source>
        <translation>各プレイヤーが1枚ずつ出したカード。最も強いカードを出したプレイヤーが取ります</translation>
    </message>
    <message>
        <source>a card above every card of the plain suits</source>
        <translation>切札以外のどのスートのカードよりも強いカード</translation>
    </message>
    <message>
        <source>the cards of a suit that are not trumps</source>
        <translation>あるスートのうち、切札でないカード</translation>
    </message>
    <message>
        <source>the ♥10, the highest trump of a normal game</source>
        <translation>♥10。普通のゲームで最も強い切札</translation>
    </message>
    <message>
        <source>said before play to claim a game other than the normal one</source>
        <translation>普通のゲーム以外をプレイしたいときに、プレイ前に言う言葉</translation>
    </message>
    <message>
        <source>said before play: happy with a normal game</source>
        <translation>プレイ前に言う言葉：普通のゲームでよい</translation>
    </message>
    <message>
        <source>the holder of both ♣Q plays with the first other player to win a trick</source>
        <translation>♣Qを2枚持つプレイヤーが、最初にトリックに勝った他のプレイヤーと組む</translation>
    </message>
    <message>
        <source>both ♣Q in one hand, played alone without saying so</source>
        <translation>♣Qを2枚とも持ち、それを言わずに1人でプレイする</translation>
    </message>
    <message>
        <source>a hand of three trumps or fewer, offered for exchange</source>
        <translation>切札が3枚以下の手札。カードの交換を申し出る</translation>
    </message>
    <message>
        <source>one player against the other three</source>
        <translation>1人が他の3人と戦う</translation>
    </message>
    <message>
        <source>only the queens are trumps</source>
        <translation>クイーンだけが切札</translation>
    </message>
    <message>
        <source>only the jacks are trumps</source>
        <translation>ジャックだけが切札</translation>
    </message>
    <message>
        <source>a solo with ♥10, queens, jacks and one suit as trumps</source>
        <translation>♥10、クイーン、ジャックと1つのスートが切札のソロ</translation>
    </message>
    <message>
        <source>a solo without any trumps</source>
        <translation>切札がまったくないソロ</translation>
    </message>
    <message>
        <source>only the kings are trumps</source>
        <translation>キングだけが切札</translation>
    </message>
    <message>
        <source>queens, then jacks are the trumps</source>
        <translation>クイーン、その下にジャックが切札</translation>
    </message>
    <message>
        <source>a solo won by taking no trick at all</source>
        <translation>トリックを1つも取らなければ勝ちになるソロ</translation>
    </message>
    <message>
        <source>the one solo each player owes per round</source>
        <translation>各プレイヤーが1ラウンドに1回しなければならないソロ</translation>
    </message>
    <message>
        <source>any solo beyond the compulsory one</source>
        <translation>義務ソロ以外のソロ</translation>
    </message>
    <message>
        <source>saying Re or Kontra: the stakes go up</source>
        <translation>レーまたはコントラと言うこと。得点が上がる</translation>
    </message>
    <message>
        <source>promising that the other party stays below a mark</source>
        <translation>相手チームが一定の点数に届かないと約束する宣言</translation>
    </message>
    <message>
        <source>the other party will get fewer than 90</source>
        <translation>相手チームは90点未満しか取れない</translation>
    </message>
    <message>
        <source>the other party will get fewer than 60</source>
        <translation>相手チームは60点未満しか取れない</translation>
    </message>
    <message>
        <source>the other party will get fewer than 30</source>
        <translation>相手チームは30点未満しか取れない</translation>
    </message>
    <message>
        <source>the other party takes no trick at all</source>
        <translation>相手チームは1トリックも取れない</translation>
    </message>
    <message>
        <source>the extra point for Kontra beating two Re players</source>
        <translation>コントラが2人のレーに勝ったときの追加の1点</translation>
    </message>
    <message>
        <source>the ♦A</source>
        <translation>♦A</translation>
    </message>
    <message>
        <source>the ♣J, worth a point in the last trick</source>
        <translation>♣J。最後のトリックで1点になる</translation>
    </message>
    <message>
        <source>the game; also a trick with two equal cards</source>
        <translation>このゲームの名前。同じカード2枚を含むトリックのこともいう</translation>
    </message>
    <message>
        <source>the game; also a trick worth 40 or more</source>
        <translation>このゲームの名前。40点以上のトリックのこともいう</translation>
    </message>
    <message>
        <source>a round of deals that count more</source>
        <translation>得点が高くなるディールのラウンド</translation>
    </message>
    <message>
        <source>both ♦A in one hand, made the highest trumps</source>
        <translation>1人が持つ2枚の♦Aを、最強の切札にしたもの</translation>
    </message>
    <message>
        <source>a pair of ♦ cards ranked even above the Schweinchen</source>
        <translation>シュバインヒェンよりさらに上位にした♦のカード2枚</translation>
    </message>
    <message>
        <source>with Hyperschweinchen: both ♦K made the highest trumps by their holder</source>
        <translation>ハイパーシュバインヒェンのとき：♦Kを2枚持つプレイヤーがそれを最強の切札にする</translation>
    </message>
    <message>
        <source>replaces one ♦9 (♦10 without nines); the highest trump</source>
        <translation>♦9（9抜きでは♦10）1枚の代わりに入る、最強の切札</translation>
    </message>
    <message>
        <source>whoever wins a first trick of 30 or more must announce Re/Kontra, or no 90</source>
        <translation>30点以上の最初のトリックを取ったプレイヤーはレーかコントラ、既に宣言済みなら「90」を宣言しなければならない</translation>
    </message>
    <message>
        <source>showing a qualifying hand to have the cards dealt again</source>
        <translation>条件に合う手札を見せて、カードを配り直してもらうこと</translation>
    </message>
    <message>
        <source>the player who deals</source>
        <translation>カードを配るプレイヤー</translation>
    </message>
    <message>
        <source>in the Palatinate: the game of three, with the Skat</source>
        <translation>ファルツでは、スカートを使う3人のゲーム</translation>
    </message>
    <message>
        <source>the two cards laid aside face down at the deal</source>
        <translation>配るときに裏向きで別に置く2枚</translation>
    </message>
    <message>
        <source>the soloist takes the Skat, lays two cards away</source>
        <translation>ソロイストがスカートを取り、2枚を捨てる</translation>
    </message>
    <message>
        <source>the game of four: the holder of a called ace is partner</source>
        <translation>4人のゲーム。指定されたエースを持つプレイヤーがパートナー</translation>
    </message>
    <message>
        <source>taking over an ace call with one&apos;s own</source>
        <translation>他のプレイヤーのアースルーフェンを、自分のアースルーフェンで引き取ること</translation>
    </message>
    <message>
        <source>the soloist plays the dealt hand</source>
        <translation>ソロイストが配られた手札でプレイする</translation>
    </message>
    <message>
        <source>a solo in ♥</source>
        <translation>♥が切札のソロ</translation>
    </message>
    <message>
        <source>a solo in which the soloist must take every trick</source>
        <translation>ソロイストが全トリックを取らなければならないソロ</translation>
    </message>
    <message>
        <source>a solo du in ♥</source>
        <translation>♥が切札のソロ・ドゥ</translation>
    </message>
    <message>
        <source>the player who won the bidding</source>
        <translation>ビッドに勝ったプレイヤー</translation>
    </message>
    <message>
        <source>the players against the soloist</source>
        <translation>ソロイストと戦うプレイヤー</translation>
    </message>
    <message>
        <source>a defender doubles the game points</source>
        <translation>ディフェンダーがゲーム点を2倍にする</translation>
    </message>
    <message>
        <source>the soloist&apos;s answer: doubled again</source>
        <translation>ソロイストの応答。さらに2倍</translation>
    </message>
    <message>
        <source>the unbroken run of highest trumps from ♣Q down</source>
        <translation>♣Qから途切れずに続く最上位の切札</translation>
    </message>
    <message>
        <source>one side took 91 card points or more</source>
        <translation>一方が91点以上取った</translation>
    </message>
    <message>
        <source>one side took every trick</source>
        <translation>一方が全トリックを取った</translation>
    </message>
    <message>
        <source>the defenders concede before play</source>
        <translation>ディフェンダーがプレイ前に負けを認める</translation>
    </message>
    <message>
        <source>what the cards taken are worth; 120 in all</source>
        <translation>取ったカードの点数。全部で120点</translation>
    </message>
    <message>
        <source>what the game is worth on the sheet</source>
        <translation>スコアシートに書く、そのゲームの点数</translation>
    </message>
    <message>
        <source>the queens, jacks and the chosen suit</source>
        <translation>クイーン、ジャックと選んだスート</translation>
    </message>
    <message>
        <source>the region in south-west Germany where this form is played</source>
        <translation>この形式がプレイされているドイツ南西部の地方</translation>
    </message>
    <message>
        <source>getting louder: every trick is worth more than the last</source>
        <translation>だんだん強く：トリックごとに前のトリックより点数が高くなる</translation>
    </message>
    <message>
        <source>the dealer&apos;s left; bids first and leads the first trick</source>
        <translation>ディーラーの左隣。最初にビッドし、最初のトリックをリードする</translation>
    </message>
    <message>
        <source>the dealer&apos;s right; bids second</source>
        <translation>ディーラーの右隣。2番目にビッドする</translation>
    </message>
    <message>
        <source>the dealer; bids last</source>
        <translation>ディーラー。最後にビッドする</translation>
    </message>
    <message>
        <source>one round of bids to become the soloist</source>
        <translation>ソリストを決める1巡のビッド</translation>
    </message>
    <message>
        <source>the points one expects to take, with a trump or no-trump</source>
        <translation>取れると思う点数と、切札またはノートランプ</translation>
    </message>
    <message>
        <source>not bidding</source>
        <translation>ビッドしないこと</translation>
    </message>
    <message>
        <source>the strongest bidder, the only one who scores</source>
        <translation>最も強いビッドをしたプレイヤー。得点するのはこの人だけ</translation>
    </message>
    <message>
        <source>the suit named in the winning bid</source>
        <translation>勝ったビッドで指定したスート</translation>
    </message>
    <message>
        <source>a bid without a trump suit, the strongest at equal points</source>
        <translation>切札のないビッド。同じ点数なら最も強い</translation>
    </message>
    <message>
        <source>the lowest card, playable at any time</source>
        <translation>最も弱いカード。いつでも出せる</translation>
    </message>
    <message>
        <source>one card from each player; trick k is worth k points</source>
        <translation>各プレイヤーが1枚ずつ出したカード。k番目のトリックはk点</translation>
    </message>
    <message>
        <source>the first card of a trick</source>
        <translation>トリックで最初に出すカード</translation>
    </message>
    <message>
        <source>playing the suit that was led when one can</source>
        <translation>台札のスートを持っていれば、それを出すこと</translation>
    </message>
    <message>
        <source>The session ends after {deals} deals or as soon as a total reaches {score}, whichever comes first; the highest total wins.</source>
        <translation>セッションは、{deals}ディールを終えたときか、誰かの合計点が{score}点に達したときの、どちらか早いほうで終わります。合計点が最も高いプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <source>The session ends after {deals} deals; the highest total wins.</source>
        <translation>セッションは{deals}ディールで終わります。合計点が最も高いプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <source>The session ends as soon as a total reaches {score}; the highest total wins.</source>
        <translation>誰かの合計点が{score}点に達した時点でセッションは終わります。合計点が最も高いプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <source>No end is agreed: play as long as the table likes.</source>
        <translation>終了条件は決めていません。卓の好きなだけプレイします。</translation>
    </message>
    <message>
        <source>simple game</source>
        <translation>シンプル・ゲーム</translation>
    </message>
    <message>
        <source>ace call</source>
        <translation>アースルーフェン</translation>
    </message>
    <message>
        <source>heart solo</source>
        <translation>ハート・ソロ</translation>
    </message>
    <message>
        <source>solo du</source>
        <translation>ソロ・ドゥ</translation>
    </message>
    <message>
        <source>heart solo du</source>
        <translation>ハート・ソロ・ドゥ</translation>
    </message>
    <message>
        <source>32 French-suited cards: A, K, Q, J, 10, 9, 8 and 7 of ♣ ♠ ♥ ♦.</source>
        <translation>フランス式スートのカード32枚を使います：♣ ♠ ♥ ♦ の A、K、Q、J、10、9、8、7。</translation>
    </message>
    <message>
        <source>All cards together are worth 120 card points.</source>
        <translation>全カードの点数の合計は120点です。</translation>
    </message>
    <message>
        <source>The queens and the jacks are always trumps, whatever suit they show.</source>
        <translation>クイーンとジャックは、カードのスートに関係なく常に切札です。</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>配り方</translation>
    </message>
    <message>
        <source>Three at the table: 3 cards each, then 2 face down as the Skat, then 4 each, then 3 each — 10 cards each, 10 tricks.</source>
        <translation>3人のとき：各自に3枚ずつ配り、次に2枚を裏向きにスカートとして置き、さらに4枚ずつ、3枚ずつ配ります。手札は各10枚で、10トリックです。</translation>
    </message>
    <message>
        <source>Four at the table (Asserufen): 4 cards each, twice — 8 cards each, 8 tricks, no Skat.</source>
        <translation>4人のとき(アースルーフェン)：4枚ずつ2回配ります。手札は各8枚で、8トリックです。スカートはありません。</translation>
    </message>
    <message>
        <source>Card order, {suit} trump</source>
        <translation>カードの順位：{suit}が切札</translation>
    </message>
    <message>
        <source>Played in: {contracts}.</source>
        <translation>このコントラクトで使います：{contracts}。</translation>
    </message>
    <message>
        <source>14 trumps: four queens, four jacks and six of the trump suit.</source>
        <translation>切札は14枚です：クイーン4枚、ジャック4枚と、切札のスートの6枚。</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>コントラクト</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Three players (Schafkopf), weakest first</source>
        <translation>3人(シャーフコップ)、弱い順</translation>
    </message>
    <message>
        <source>the soloist takes the Skat, lays two cards away (they count for the soloist) and then names the trump suit</source>
        <translation>ソロイストがスカートを取って2枚を捨て(その2枚はソロイストの点数になります)、それから切札のスートを宣言します</translation>
    </message>
    <message>
        <source>the soloist plays the dealt hand; the Skat counts for the soloist at the end</source>
        <translation>ソロイストは配られた手札でプレイします。スカートは最後にソロイストの点数になります</translation>
    </message>
    <message>
        <source>a solo with ♥ trump</source>
        <translation>♥が切札のソロ</translation>
    </message>
    <message>
        <source>a solo in which the soloist must take all 10 tricks; the first trick lost ends the play and the game is lost</source>
        <translation>ソロイストが10トリックすべてを取らなければならないソロ。1トリックでも取られた時点でプレイは終わり、負けになります</translation>
    </message>
    <message>
        <source>a solo du with ♥ trump</source>
        <translation>♥が切札のソロ・ドゥ</translation>
    </message>
    <message>
        <source>Four players (Asserufen), weakest first</source>
        <translation>4人(アースルーフェン)、弱い順</translation>
    </message>
    <message>
        <source>hearts are trump; the soloist calls an ace, and its holder is the secret partner: two against two</source>
        <translation>ハートが切札。ソロイストがエースを1枚指定し、その持ち主が隠れたパートナーになります。2対2です</translation>
    </message>
    <message>
        <source>the soloist alone against three</source>
        <translation>ソロイスト1人対3人</translation>
    </message>
    <message>
        <source>a solo in which the soloist must take all 8 tricks</source>
        <translation>ソロイストが8トリックすべてを取らなければならないソロ</translation>
    </message>
    <message>
        <source>Calling an ace</source>
        <translation>エースの指定</translation>
    </message>
    <message>
        <source>The called ace must be one of ♣ ♠ ♦ that the soloist does not hold, in a suit of which the soloist holds at least one card.</source>
        <translation>指定するエースは、ソロイストが持っていない♣ ♠ ♦のエースで、しかもソロイストがそのスートのカードを1枚以上持っているものでなければなりません。</translation>
    </message>
    <message>
        <source>A soloist holding all three of those aces calls a 10 instead, under the same conditions.</source>
        <translation>その3枚のエースをすべて持っているソロイストは、同じ条件で代わりに10を指定します。</translation>
    </message>
    <message>
        <source>The holder of the called ace keeps it hidden until the card is played, or until saying Rekontra reveals the partner.</source>
        <translation>指定されたエースを持っているプレイヤーは、そのカードを出すまで、またはレコントラを宣言してパートナーだと明かすまで、持っていることを隠します。</translation>
    </message>
    <message>
        <source>The soloist&apos;s side needs 61 card points; see “How a game is won”.</source>
        <translation>ソロイスト側は61点が必要です。「勝敗の決まり方」を参照してください。</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>コントラクト</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>3人のとき</translation>
    </message>
    <message>
        <source>One round from the dealer&apos;s left, for a solo or more. The first player to bid says “solo”, even when planning more; each later bid must name a stronger contract.</source>
        <translation>ディーラーの左隣から1巡、ソロ以上のコントラクトでビッドします。最初にビッドするプレイヤーは、もっと強いコントラクトを予定していても「ソロ」と言います。それ以降のビッドは、より強いコントラクトでなければなりません。</translation>
    </message>
    <message>
        <source>Whoever wins with “solo” may still raise it to a stronger contract.</source>
        <translation>「ソロ」で勝ったプレイヤーは、その後でより強いコントラクトに変更できます。</translation>
    </message>
    <message>
        <source>If nobody bid, a second round for the simple game only: the first player to take it plays it.</source>
        <translation>誰もビッドしなかったときは、シンプル・ゲームだけの2巡目を行います。最初に名乗り出たプレイヤーがそれをプレイします。</translation>
    </message>
    <message>
        <source>If nobody takes it either, nothing is played and the next dealer deals (enter a redeal).</source>
        <translation>それでも誰も名乗り出なければプレイは行わず、次のディーラーが配ります(「配り直し」として記録します)。</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>4人のとき</translation>
    </message>
    <message>
        <source>One round from the dealer&apos;s left; each player may name any contract stronger than the bids before, or pass.</source>
        <translation>ディーラーの左隣から1巡します。各プレイヤーは、それまでのビッドより強いコントラクトなら何でもビッドでき、パスしてもかまいません。</translation>
    </message>
    <message>
        <source>If an ace call was bid and nothing above it, a later player may say “darf man?” and take it over with an ace call of their own — only one player, and only with a hand that can call an ace.</source>
        <translation>アースルーフェンがビッドされ、それより上のビッドがなければ、後の順番のプレイヤーが「よろしいですか」(darf man?)と言って、自分のアースルーフェンで引き取ることができます。できるのは1人だけで、エースを指定できる手札の場合に限ります。</translation>
    </message>
    <message>
        <source>If everybody passes, nothing is played and the next dealer deals (enter a redeal).</source>
        <translation>全員がパスしたらプレイは行わず、次のディーラーが配ります(「配り直し」として記録します)。</translation>
    </message>
    <message>
        <source>The player to the dealer&apos;s left leads the first trick.</source>
        <translation>最初のトリックはディーラーの左隣のプレイヤーがリードします。</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <source>The soloist&apos;s side wins with 61 card points or more.</source>
        <translation>ソロイスト側は61点以上で勝ちです。</translation>
    </message>
    <message>
        <source>With three players the Skat counts for the soloist: in a simple game the two cards laid away, in a solo the two Skat cards.</source>
        <translation>3人のときはスカートがソロイストの点数になります：シンプル・ゲームでは捨てた2枚、ソロではスカートの2枚です。</translation>
    </message>
    <message>
        <source>In an ace call the soloist and the partner add up their card points.</source>
        <translation>アースルーフェンでは、ソロイストとパートナーの点数を合計します。</translation>
    </message>
    <message>
        <source>Schneider: a side that ends with {limit} card points or fewer is Schneider, and the other side has {high} or more. It is worth a game point.</source>
        <translation>シュナイダー：{limit}点以下で終わった側はシュナイダーで、もう一方は{high}点以上です。1ゲーム点になります。</translation>
    </message>
    <message>
        <source>Schwarz: one side took every trick; another game point.</source>
        <translation>シュワルツ：一方が全トリックを取ったとき、さらに1ゲーム点。</translation>
    </message>
    <message>
        <source>A solo du that loses a trick ends there: it is lost, without Schneider or Schwarz.</source>
        <translation>ソロ・ドゥで1トリックでも取られたら、そこで終わりです。負けになり、シュナイダーとシュワルツは数えません。</translation>
    </message>
    <message>
        <source>Under these rules exactly 30 card points is already Schneider (the Bavarian “31 to escape”).</source>
        <translation>このルールでは、ちょうど30点でもシュナイダーになります(バイエルン式の「31点で逃れる」)。</translation>
    </message>
    <message>
        <source>Exactly 30 card points is not Schneider.</source>
        <translation>ちょうど30点はシュナイダーではありません。</translation>
    </message>
    <message>
        <source>How a game is won</source>
        <translation>勝敗の決まり方</translation>
    </message>
    <message>
        <source>doubles the sum so far</source>
        <translation>それまでの合計を2倍</translation>
    </message>
    <message>
        <source>game (won or lost)</source>
        <translation>ゲーム(勝ち負けに関係なく)</translation>
    </message>
    <message>
        <source>hearts are trump</source>
        <translation>ハートが切札</translation>
    </message>
    <message>
        <source>Schneider</source>
        <translation>シュナイダー</translation>
    </message>
    <message>
        <source>Schwarz</source>
        <translation>シュワルツ</translation>
    </message>
    <message>
        <source>tops (a run of 3 or more)</source>
        <translation>トップ(3枚以上続くとき)</translation>
    </message>
    <message>
        <source>1 each</source>
        <translation>1枚につき1</translation>
    </message>
    <message>
        <source>any solo (solo, heart solo, solo du, heart solo du)</source>
        <translation>ソロ全般(ソロ、ハート・ソロ、ソロ・ドゥ、ハート・ソロ・ドゥ)</translation>
    </message>
    <message>
        <source>solo du or heart solo du</source>
        <translation>ソロ・ドゥまたはハート・ソロ・ドゥ</translation>
    </message>
    <message>
        <source>each Kontra, Rekontra, …</source>
        <translation>コントラ、レコントラ…の1回ごと</translation>
    </message>
    <message>
        <source>The game points (G) are added up in the order of the table; the doublings come last.</source>
        <translation>ゲーム点(G)は表の順に合計し、2倍にするのは最後です。</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>ゲーム点</translation>
    </message>
    <message>
        <source>An ace call scores the game point and the hearts point (plus Schneider, Schwarz, tops and doublings).</source>
        <translation>アースルーフェンでは、ゲームの1点とハート切札の1点がつきます(さらにシュナイダー、シュワルツ、トップ、ダブル)。</translation>
    </message>
    <message>
        <source>Under these rules an ace call gets no point for hearts being trump.</source>
        <translation>このルールでは、アースルーフェンにハート切札の点はつきません。</translation>
    </message>
    <message>
        <source>{contract} in ♣, 70 card points</source>
        <translation>{contract}、♣切札、70点</translation>
    </message>
    <message>
        <source>{contract} in ♥, 95 card points, with 3</source>
        <translation>{contract}、♥切札、95点、トップ3枚あり</translation>
    </message>
    <message>
        <source>{contract} in ♠, lost with 58, one Kontra</source>
        <translation>{contract}、♠切札、58点で負け、コントラ1回</translation>
    </message>
    <message>
        <source>{contract}, every trick, with 4, Kontra and Rekontra</source>
        <translation>{contract}、全トリック、トップ4枚あり、コントラとレコントラ</translation>
    </message>
    <message>
        <source>The tops (Laufende) are the unbroken run of the highest trumps from the ♣Q down. If the soloist holds the ♣Q the run is counted in the soloist&apos;s hand (“with”), otherwise in the defenders&apos; hands together (“without”).</source>
        <translation>トップ(Laufende)は、♣Qから途切れずに続く最上位の切札です。ソロイストが♣Qを持っていればソロイストの手札で数え(「あり」)、持っていなければディフェンダーの手札を合わせて数えます(「なし」)。</translation>
    </message>
    <message>
        <source>A run of 3 or more is worth one game point per card; a run of 1 or 2 counts nothing. Schreiber asks only for the length.</source>
        <translation>3枚以上続けば1枚につき1ゲーム点です。1枚か2枚では点になりません。Schreiberには枚数だけを入力します。</translation>
    </message>
    <message>
        <source>with 4</source>
        <translation>4枚あり</translation>
    </message>
    <message>
        <source>without 3</source>
        <translation>3枚なし</translation>
    </message>
    <message>
        <source>With 4: the soloist holds all four queens but not the ♣J. Without 3: the soloist holds none of ♣Q ♠Q ♥Q, but the ♦Q.</source>
        <translation>4枚あり：ソロイストはクイーン4枚をすべて持ち、♣Jは持っていません。3枚なし：ソロイストは♣Q ♠Q ♥Qのどれも持たず、♦Qは持っています。</translation>
    </message>
    <message>
        <source>Under these rules the Skat belongs to the soloist&apos;s hand for the tops.</source>
        <translation>このルールでは、トップを数えるときにスカートをソロイストの手札に含めます。</translation>
    </message>
    <message>
        <source>Under these rules the tops are counted without the Skat.</source>
        <translation>このルールでは、トップはスカートを含めずに数えます。</translation>
    </message>
    <message>
        <source>In an ace call the tops are counted for the soloist&apos;s party.</source>
        <translation>アースルーフェンでは、トップはソロイストのチームについて数えます。</translation>
    </message>
    <message>
        <source>Tops (Laufende)</source>
        <translation>トップ(Laufende)</translation>
    </message>
    <message>
        <source>Kontra and Rekontra</source>
        <translation>コントラとレコントラ</translation>
    </message>
    <message>
        <source>Before the first card is played any defender may say Kontra: the game points are doubled. The soloist may answer Rekontra: doubled again.</source>
        <translation>最初のカードが出る前なら、どのディフェンダーもコントラを宣言でき、ゲーム点が2倍になります。ソロイストはレコントラで応じることができ、さらに2倍になります。</translation>
    </message>
    <message>
        <source>It may go on in turn, and any defender may say the next one. Each word doubles once more: ×2, ×4, ×8 …</source>
        <translation>これは交互に続けることができ、次の宣言はどのディフェンダーがしてもかまいません。宣言のたびにさらに2倍になります：×2、×4、×8…</translation>
    </message>
    <message>
        <source>Before play the defenders may give up. If the soloist accepts, nothing is played and the game counts as won, without Schneider or Schwarz points.</source>
        <translation>プレイの前に、ディフェンダーは降参できます。ソロイストが受け入れればプレイは行わず、ソロイストの勝ちとして計算します。シュナイダーとシュワルツの点はつきません。</translation>
    </message>
    <message>
        <source>If the soloist refuses and plays, the soloist wins only with Schneider: {high} card points or more.</source>
        <translation>ソロイストが降参を断ってプレイした場合は、シュナイダー({high}点以上)でなければ勝てません。</translation>
    </message>
    <message>
        <source>In an ace call the partner is secret, so there is no surrender.</source>
        <translation>アースルーフェンではパートナーが秘密なので、降参はありません。</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>降参</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>Soloist</source>
        <translation>ソロイスト</translation>
    </message>
    <message>
        <source>Each other player</source>
        <translation>他の各プレイヤー</translation>
    </message>
    <message>
        <source>three players, any contract</source>
        <translation>3人、全コントラクト</translation>
    </message>
    <message>
        <source>four players, {contract}</source>
        <translation>4人、{contract}</translation>
    </message>
    <message>
        <source>four players, any solo</source>
        <translation>4人、ソロ全般</translation>
    </message>
    <message>
        <source>partner +G, the two others −G</source>
        <translation>パートナー +G、他の2人 −G</translation>
    </message>
    <message>
        <source>partner −G, the two others +G</source>
        <translation>パートナー −G、他の2人 +G</translation>
    </message>
    <message>
        <source>On the score sheet</source>
        <translation>スコアシートへの記入</translation>
    </message>
    <message>
        <source>G is the game points of the deal.</source>
        <translation>Gはそのディールのゲーム点です。</translation>
    </message>
    <message>
        <source>Players sitting out write 0. Every deal adds up to zero.</source>
        <translation>休みのプレイヤーは0を記入します。各ディールの合計は0になります。</translation>
    </message>
    <message>
        <source>Under these rules three play each deal (Schafkopf with the Skat).</source>
        <translation>このルールでは、各ディールを3人でプレイします(スカートありのシャーフコップ)。</translation>
    </message>
    <message>
        <source>Under these rules four play each deal (Asserufen).</source>
        <translation>このルールでは、各ディールを4人でプレイします(アースルーフェン)。</translation>
    </message>
    <message>
        <source>With three players all three play Schafkopf with the Skat; with four or more, four play Asserufen.</source>
        <translation>3人のときは3人全員でスカートありのシャーフコップを、4人以上のときは4人でアースルーフェンをプレイします。</translation>
    </message>
    <message>
        <source>The deal passes clockwise. With more players than seats, the players after the dealer play and the others, the dealer first, sit out and write 0.</source>
        <translation>ディーラーは時計回りに交代します。席の数より人数が多いときは、ディーラーの次のプレイヤーから順にプレイし、残りのプレイヤー(まずディーラー)は休んで0を記入します。</translation>
    </message>
</context>
<context>
    <name>ReferenceBrowser</name>
    <message>
        <source>Rules reference — {game}</source>
        <translation>ルールリファレンス — {game}</translation>
    </message>
    <message>
        <source>Search the rules (Enter, F3: next hit)</source>
        <translation>ルールを検索(Enter、F3：次の一致)</translation>
    </message>
    <message>
        <source>Esc closes the reference and clears the search.</source>
        <translation>Esc でルールリファレンスを閉じ、検索を消去します。</translation>
    </message>
    <message>
        <source>Nothing found</source>
        <translation>見つかりません</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) match</source>
        <translation>
            <numerusform>%n ページが一致</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Rights</name>
    <message>
        <source>Only the club&apos;s organiser can do this: this laptop logs in to the club&apos;s database as a table, which enters deals and marks tables finished. Ask the organiser.</source>
        <translation>これはクラブの幹事だけができます。このノートPCは卓としてクラブのデータベースにログインしており、ディールの入力と卓の終了だけができます。幹事に頼んでください。</translation>
    </message>
</context>
<context>
    <name>RosterCompleter</name>
    <message>
        <source>{name} ({full_name})</source>
        <translation>{name}（{full_name}）</translation>
    </message>
</context>
<context>
    <name>RosterDialog</name>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Full name</source>
        <translation>フルネーム</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>参加回数</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最終参加日</translation>
    </message>
    <message>
        <source>What the score sheets show</source>
        <translation>スコア表に表示される名前</translation>
    </message>
    <message>
        <source>Tells two players of the same name apart</source>
        <translation>同じ名前のプレイヤーを区別します</translation>
    </message>
    <message>
        <source>The sessions they sat in</source>
        <translation>参加したセッションの数</translation>
    </message>
    <message>
        <source>The date of the latest of them</source>
        <translation>最後に参加したセッションの日付</translation>
    </message>
    <message>
        <source>{name} is archived: not offered when a session starts</source>
        <translation>{name} はアーカイブ済みです：セッション開始時の候補に出ません</translation>
    </message>
    <message>
        <source>The club&apos;s players</source>
        <translation>クラブの名簿</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>検索(&amp;F):</translation>
    </message>
    <message>
        <source>Type part of a name or full name</source>
        <translation>名前またはフルネームの一部を入力</translation>
    </message>
    <message>
        <source>&amp;Show archived players</source>
        <translation>アーカイブ済みも表示(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>名前を変更(&amp;R)…</translation>
    </message>
    <message>
        <source>Change the selected player&apos;s name (everywhere) or full name (F2)</source>
        <translation>選んだプレイヤーの名前（すべての場所で）またはフルネームを変更（F2）</translation>
    </message>
    <message>
        <source>Ne&amp;w player</source>
        <translation>新しいプレイヤー(&amp;W)</translation>
    </message>
    <message>
        <source>Empty the form to add a player</source>
        <translation>フォームを空にしてプレイヤーを追加</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>As the score sheet shows it, e.g. Anna K.</source>
        <translation>スコア表に表示する名前（例：Anna K.）</translation>
    </message>
    <message>
        <source>F&amp;ull name:</source>
        <translation>フルネーム(&amp;U):</translation>
    </message>
    <message>
        <source>Optional: tells two players of the same name apart, e.g. Anna Kowalski</source>
        <translation>任意：同じ名前の人を区別します（例：Anna Kowalski）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Type to find a player · Down: into the list · F2: rename the selected player · Enter: add or save · Esc: leave a change unsaved</source>
        <translation>入力で検索 · ↓：一覧へ · F2：選んだプレイヤーの名前を変更 · Enter：追加または保存 · Esc：変更を破棄</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Unarc&amp;hive</source>
        <translation>アーカイブから戻す(&amp;H)</translation>
    </message>
    <message>
        <source>Arc&amp;hive</source>
        <translation>アーカイブ(&amp;H)</translation>
    </message>
    <message>
        <source>Offer them again when a session starts</source>
        <translation>セッション開始時の候補に再び出します</translation>
    </message>
    <message>
        <source>Leave them out of this list and of the names offered when a session starts; their sessions keep them</source>
        <translation>この一覧とセッション開始時の候補から外します。参加したセッションの記録はそのまま残ります</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>プレイヤーを追加</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>Change “{name}”</source>
        <translation>「{name}」を変更</translation>
    </message>
    <message>
        <source>Sa&amp;ve</source>
        <translation>保存(&amp;V)</translation>
    </message>
    <message>
        <source>Name: a player needs a name. Type one, e.g. Anna K.</source>
        <translation>名前：プレイヤーには名前が必要です。入力してください（例：Anna K.）</translation>
    </message>
    <message>
        <source>Name: at most {limit} characters, this one has {count}. Shorten it and put the whole name under Full name.</source>
        <translation>名前：{limit} 文字までです（この名前は {count} 文字）。短くして、正式な名前はフルネームに入力してください。</translation>
    </message>
    <message>
        <source>Full name: at most {limit} characters, this one has {count}.</source>
        <translation>フルネーム：{limit} 文字までです（このフルネームは {count} 文字）。</translation>
    </message>
    <message>
        <source>Name: “{name}” is an archived player&apos;s. Tick Show archived players and unarchive them, or tell the two apart with an initial, e.g. “{name} K.”</source>
        <translation>名前：「{name}」はアーカイブ済みのプレイヤーの名前です。「アーカイブ済みも表示」をオンにしてアーカイブから戻すか、イニシャルを付けて区別してください（例：「{name} K.」）</translation>
    </message>
    <message>
        <source>Name: “{name}” is already {full}&apos;s. Tell the two apart with an initial, e.g. “{name} K.”, and the full name.</source>
        <translation>名前：「{name}」はすでに {full} さんの名前です。イニシャル（例：「{name} K.」）とフルネームで区別してください。</translation>
    </message>
    <message>
        <source>Name: “{name}” is already on the list. Tell the two apart with an initial, e.g. “{name} K.”, and give both their full names.</source>
        <translation>名前：「{name}」はすでに名簿にあります。イニシャル（例：「{name} K.」）を付け、二人ともフルネームを入力して区別してください。</translation>
    </message>
    <message>
        <source>“{name}” is on the list now.</source>
        <translation>「{name}」を名簿に追加しました。</translation>
    </message>
    <message>
        <source>The full name of “{name}” is saved.</source>
        <translation>「{name}」のフルネームを保存しました。</translation>
    </message>
    <message>
        <source>Rename everywhere</source>
        <translation>すべての場所で名前を変更</translation>
    </message>
    <message numerus="yes">
        <source>“{old}” is renamed “{new}” in %n session(s): on every score sheet, in every deal and in the league table.</source>
        <translation>
            <numerusform>%n 件のセッションで「{old}」を「{new}」に変更します：すべてのスコア表、すべてのディール、リーグ表で。</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message numerus="yes">
        <source>“{old}” is “{new}” now, in %n session(s).</source>
        <translation>
            <numerusform>「{old}」は %n 件のセッションで「{new}」になりました。</numerusform>
        </translation>
    </message>
    <message>
        <source>“{name}” is offered again.</source>
        <translation>「{name}」を候補に戻しました。</translation>
    </message>
    <message>
        <source>“{name}” is archived; their sessions keep them.</source>
        <translation>「{name}」をアーカイブしました。参加したセッションの記録はそのまま残ります。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of this session</source>
        <translation>このセッションのルール</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>Choosing a preset sets every option below to the preset&apos;s value.</source>
        <translation>プリセットを選ぶと、以下のすべてのオプションがプリセットの値になります。</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>プリセット(&amp;P):</translation>
    </message>
    <message>
        <source>R&amp;eset to preset</source>
        <translation>プリセットに戻す(&amp;E)</translation>
    </message>
    <message>
        <source>More house rules</source>
        <translation>その他のハウスルール</translation>
    </message>
    <message>
        <source>Also against a soloist</source>
        <translation>ソロプレイヤーにも</translation>
    </message>
    <message>
        <source>A draw scores</source>
        <translation>引き分けで数えるもの</translation>
    </message>
    <message>
        <source>Points for Re or Kontra</source>
        <translation>レー・コントラの点</translation>
    </message>
    <message>
        <source>Feigheit</source>
        <translation>ファイクハイト</translation>
    </message>
    <message>
        <source>♦ card on top</source>
        <translation>最強の♦のカード</translation>
    </message>
    <message>
        <source>♦ pair game</source>
        <translation>♦ペアのゲーム</translation>
    </message>
    <message>
        <source>Schweinchen said</source>
        <translation>シュバインヒェンの宣言</translation>
    </message>
    <message>
        <source>Merge (overlapping rounds join)</source>
        <translation>統合(重なるラウンドはつながる)</translation>
    </message>
    <message>
        <source>Cap (levels above the highest are lost)</source>
        <translation>上限(最高段階を超えた分は消える)</translation>
    </message>
    <message>
        <source>“We reached …” points and bonuses</source>
        <translation>「…点以上取った」の点とボーナス得点</translation>
    </message>
    <message>
        <source>Bonuses only</source>
        <translation>ボーナス得点のみ</translation>
    </message>
    <message>
        <source>the holder chooses per deal</source>
        <translation>ディールごとに本人が選ぶ</translation>
    </message>
    <message>
        <source>when the first ♦A is played</source>
        <translation>最初の♦Aを出すとき</translation>
    </message>
    <message>
        <source>before the first trick</source>
        <translation>最初のトリックの前</translation>
    </message>
    <message>
        <source>Standard (house rules of the rules page)</source>
        <translation>標準(ルールページのハウスルール)</translation>
    </message>
    <message>
        <source>DDV tournament</source>
        <translation>DDV大会ルール</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>よく使うルール</translation>
    </message>
    <message>
        <source>Cards &amp;&amp; game types</source>
        <translation>カード &amp;&amp; ゲームの種類</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>ボーナス得点</translation>
    </message>
    <message>
        <source>Points table</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>Recording &amp;&amp; value</source>
        <translation>記録 &amp;&amp; 得点</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>ボック</translation>
    </message>
    <message>
        <source>A player with a qualifying hand may call a redeal (Schmeißen).</source>
        <translation>条件に合う手札のプレイヤーは配り直しを求められます(Schmeißen)。</translation>
    </message>
    <message>
        <source>A lost solo gives the defenders the elders point too (1 becomes 2).</source>
        <translation>ソロが負けたときも防御チーム勝利の点が入ります(1点が2点に)。</translation>
    </message>
    <message>
        <source>What counts in a draw, when both parties&apos; refusals fail.</source>
        <translation>両チームの90などの宣言がどちらも失敗した引き分けで数えるもの。</translation>
    </message>
    <message>
        <source>What Re or Kontra adds to the value: 2, or 1 (not with doubling).</source>
        <translation>レーまたはコントラの宣言で加わる点:2または1(2倍にするルールとは併用不可)。</translation>
    </message>
    <message>
        <source>A party winning by more than two steps (90, 60, 30, schwarz) beyond what it announced loses the deal instead.</source>
        <translation>宣言より3段階以上(90、60、30、シュワルツ)多く勝ったチームは、逆に負けになります。</translation>
    </message>
    <message>
        <source>Stack: levels beyond the cap move on to later deals; cap: they are lost.</source>
        <translation>重ね掛け:上限を超えた段階は後のディールに回ります。上限:消えます。</translation>
    </message>
    <message>
        <source>Both copies of a ♦ card are the highest trumps and the ♥10 is an ordinary heart; scoring is unchanged.</source>
        <translation>♦のカード2枚が最強の切札になり、♥10は普通のハートになります。得点は変わりません。</translation>
    </message>
    <message>
        <source>An extra game: the two holders of a ♦ card play Re, scored like a normal game (one holder of both plays alone).</source>
        <translation>追加のゲーム:♦のカードを持つ2人がレーになり、普通のゲームと同じく計算します(2枚とも持つ人は1人でプレイ)。</translation>
    </message>
    <message>
        <source>When Schweinchen must be said (reference and deadlines only).</source>
        <translation>シュバインヒェンを宣言するタイミング(ルール説明と宣言期限のみ)。</translation>
    </message>
    <message>
        <source>Each trigger makes the next round Bock; where rounds overlap they join, never above one level.</source>
        <translation>きっかけごとに次のラウンドがボックになり、重なるラウンドはつながって、1段階を超えません。</translation>
    </message>
    <message>
        <source>As stack, but a level above the highest level is dropped.</source>
        <translation>重ね掛けと同じですが、最高段階を超えた分は消えます。</translation>
    </message>
    <message>
        <source>The “we reached …” rows of the points table and the bonuses.</source>
        <translation>得点表の「…点以上取った」の項目とボーナス得点。</translation>
    </message>
    <message>
        <source>Only the bonuses (fox, Charlie, doppelkopf …) count.</source>
        <translation>ボーナス得点(フォックス、チャーリー、ドッペルコップ…)だけを数えます。</translation>
    </message>
    <message>
        <source>The holder picks one of the three; each marriage deal records it.</source>
        <translation>本人が3つのうちから選び、マリッジのディールごとに記録します。</translation>
    </message>
    <message>
        <source>The ♥10 stays on top as usual.</source>
        <translation>♥10がいつも通り最強です。</translation>
    </message>
    <message>
        <source>Both copies are the highest trumps, above the ♣Q.</source>
        <translation>2枚とも♣Qより強い最強の切札になります。</translation>
    </message>
    <message>
        <source>No such game.</source>
        <translation>このゲームはありません。</translation>
    </message>
    <message>
        <source>The two holders of this card may play Re.</source>
        <translation>このカードを持つ2人がレーとしてプレイできます。</translation>
    </message>
    <message>
        <source>Said while playing the first ♦A.</source>
        <translation>最初の♦Aを出すときに宣言します。</translation>
    </message>
    <message>
        <source>Said before the first trick.</source>
        <translation>最初のトリックの前に宣言します。</translation>
    </message>
    <message>
        <source>Compulsory solo</source>
        <translation>義務ソロ</translation>
    </message>
    <message>
        <source>Poverty &amp;&amp; marriage</source>
        <translation>アルムートとマリッジ</translation>
    </message>
    <message>
        <source>Deadlines</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Game types</source>
        <translation>ゲームの種類</translation>
    </message>
    <message>
        <source>Poverty (Armut)</source>
        <translation>アルムート(Armut)</translation>
    </message>
    <message>
        <source>Marriage and reservations</source>
        <translation>マリッジと留保</translation>
    </message>
    <message>
        <source>What starts a Bock round</source>
        <translation>ボックラウンドが始まる条件</translation>
    </message>
    <message>
        <source>Announcement deadlines</source>
        <translation>宣言の期限</translation>
    </message>
    <message>
        <source>End of the session</source>
        <translation>セッションの終了</translation>
    </message>
    <message>
        <source>Without nines</source>
        <translation>9抜き</translation>
    </message>
    <message>
        <source>Play with 40 cards, no nines: 10 tricks per deal instead of 12.</source>
        <translation>9を除いた40枚でプレイ: 1ディールは12ではなく10トリック。</translation>
    </message>
    <message>
        <source>Second ♥10 beats the first</source>
        <translation>2枚目の♥10が勝つ</translation>
    </message>
    <message>
        <source>Of two ♥10 in one trick the later one wins (rules reference only).</source>
        <translation>1つのトリックに♥10が2枚出たら後のほうが勝ち(ルールリファレンスのみ)。</translation>
    </message>
    <message>
        <source>King solo</source>
        <translation>キングソロ</translation>
    </message>
    <message>
        <source>Allow a solo in which only the eight kings are trumps.</source>
        <translation>8枚のキングだけが切札のソロを認めます。</translation>
    </message>
    <message>
        <source>Queen-jack solo</source>
        <translation>クイーンジャックソロ</translation>
    </message>
    <message>
        <source>Allow a solo in which only the queens, then the jacks, are trumps.</source>
        <translation>クイーン、その下にジャックだけが切札のソロを認めます。</translation>
    </message>
    <message>
        <source>Schweinchen</source>
        <translation>シュバインヒェン</translation>
    </message>
    <message>
        <source>Whoever holds both ♦A may make them the top trumps; no fox points then.</source>
        <translation>♦Aを2枚持つプレイヤーはそれを最強の切札にできます。その場合フォックスの得点はなし。</translation>
    </message>
    <message>
        <source>Hyperschweinchen</source>
        <translation>ハイパーシュバインヒェン</translation>
    </message>
    <message>
        <source>Poverty</source>
        <translation>アルムート</translation>
    </message>
    <message>
        <source>A player with a poor hand may offer an exchange (Armut).</source>
        <translation>手札の弱いプレイヤーがカードの交換を申し出られます(Armut)。</translation>
    </message>
    <message>
        <source>Refused poverty passes the deal on</source>
        <translation>アルムート不成立でディーラー交代</translation>
    </message>
    <message>
        <source>If nobody takes a poverty, the next player deals, not the same dealer.</source>
        <translation>誰もアルムートを受けなければ、同じディーラーではなく次のプレイヤーが配ります。</translation>
    </message>
    <message>
        <source>Redeal hands</source>
        <translation>配り直しの手札</translation>
    </message>
    <message>
        <source>Solo priority by kind</source>
        <translation>ソロの優先順位は種類で決定</translation>
    </message>
    <message>
        <source>Among solo reservations the kind decides, not the seat (reference only).</source>
        <translation>ソロの保留同士では席順ではなく種類で決まります(リファレンスのみ)。</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>ミゼール</translation>
    </message>
    <message>
        <source>Adds misère and misère ouvert: a solo the soloist wins by taking no trick.</source>
        <translation>ミゼールとミゼールウベルトを追加:トリックを1つも取らなければソロプレイヤーの勝ちになるソロです。</translation>
    </message>
    <message>
        <source>Doppelkopf counts in a solo</source>
        <translation>ソロでもドッペルコップを数える</translation>
    </message>
    <message>
        <source>A trick of 40 or more scores its point in a solo too; no other bonus does.</source>
        <translation>40点以上のトリックはソロでも1点になります。他のボーナスはなし。</translation>
    </message>
    <message>
        <source>Charlie caught</source>
        <translation>チャーリーを取る</translation>
    </message>
    <message>
        <source>Capturing the opponents&apos; ♣J in the last trick scores 1 point.</source>
        <translation>最後のトリックで相手の♣Jを取ると1点。</translation>
    </message>
    <message>
        <source>Doppelkopf for</source>
        <translation>ドッペルコップの条件</translation>
    </message>
    <message>
        <source>Which trick scores the doppelkopf bonus (1 point).</source>
        <translation>どのトリックでドッペルコップのボーナス(1点)になるか。</translation>
    </message>
    <message>
        <source>In any trick</source>
        <translation>どのトリックでも</translation>
    </message>
    <message>
        <source>A Charlie captured from the opponents in any trick counts, not only the last.</source>
        <translation>最後のトリックだけでなく、どのトリックで相手のチャーリーを取っても数えます。</translation>
    </message>
    <message>
        <source>Fox wins the last trick</source>
        <translation>フォックスで最後のトリックに勝つ</translation>
    </message>
    <message>
        <source>Winning the last trick with a fox scores 1 point.</source>
        <translation>フォックスで最後のトリックに勝つと1点。</translation>
    </message>
    <message>
        <source>♥10 caught</source>
        <translation>♥10を取る</translation>
    </message>
    <message>
        <source>Capturing a ♥10 played by the opponents scores 1 point.</source>
        <translation>相手が出した♥10を取ると1点。</translation>
    </message>
    <message>
        <source>Fox in the last trick</source>
        <translation>最後のトリックのフォックス</translation>
    </message>
    <message>
        <source>A fox caught in, or winning, the last trick scores 2 instead of 1.</source>
        <translation>最後のトリックでフォックスを取るか、フォックスで勝つと1点ではなく2点。</translation>
    </message>
    <message>
        <source>Fox in the first trick</source>
        <translation>最初のトリックのフォックス</translation>
    </message>
    <message>
        <source>A fox caught in the first trick scores 2 instead of 1.</source>
        <translation>最初のトリックでフォックスを取ると1点ではなく2点。</translation>
    </message>
    <message>
        <source>Hearts trick</source>
        <translation>ハートのトリック</translation>
    </message>
    <message>
        <source>Without nines: a trick of only hearts scores 1 point.</source>
        <translation>9抜きのとき: ハートだけのトリックで1点。</translation>
    </message>
    <message>
        <source>Plus entries only</source>
        <translation>プラスのみ記入</translation>
    </message>
    <message>
        <source>Only the side with the positive value writes it; everyone else writes 0.</source>
        <translation>得点がプラスの側だけが記入し、他の全員は0を記入します。</translation>
    </message>
    <message>
        <source>Solo doubles</source>
        <translation>ソロは2倍</translation>
    </message>
    <message>
        <source>Every one-against-three deal is worth double, before the soloist&apos;s ×3.</source>
        <translation>1対3のディールはすべて、ソロプレイヤーの×3の前に2倍になります。</translation>
    </message>
    <message>
        <source>Solo counts as Re announced</source>
        <translation>ソロはレー宣言扱い</translation>
    </message>
    <message>
        <source>A declared solo counts as if Re had been said: value, threshold, Bock.</source>
        <translation>宣言したソロはレーを宣言したものとみなします(得点、勝ちの基準、ボック)。</translation>
    </message>
    <message>
        <source>Re and Kontra double</source>
        <translation>レーとコントラで2倍</translation>
    </message>
    <message>
        <source>Re or Kontra doubles the value (both: ×4) instead of adding 2 each.</source>
        <translation>レーまたはコントラで、2点加算ではなく得点が2倍(両方で×4)。</translation>
    </message>
    <message>
        <source>Bonuses doubled too</source>
        <translation>ボーナス得点も2倍</translation>
    </message>
    <message>
        <source>On: bonuses double with the game points; off: they are added afterwards.</source>
        <translation>オン: ボーナス得点もゲームの得点と一緒に2倍。オフ: 後から加算。</translation>
    </message>
    <message>
        <source>Refusals score</source>
        <translation>90などの宣言の数え方</translation>
    </message>
    <message>
        <source>What a failed refusal (no 90 …) gives the winner.</source>
        <translation>失敗した90などの宣言で勝ったチームが得る点。</translation>
    </message>
    <message>
        <source>Point against the elders</source>
        <translation>防御チーム勝利の点</translation>
    </message>
    <message>
        <source>Kontra beating two Re players scores 1 more.</source>
        <translation>コントラが2人のレーに勝つと1点追加。</translation>
    </message>
    <message>
        <source>Also against a poverty pair</source>
        <translation>アルムートのペアにも</translation>
    </message>
    <message>
        <source>The elders point is scored when Re is a poverty pair too.</source>
        <translation>レーがアルムートのペアのときも防御チーム勝利の点を数えます。</translation>
    </message>
    <message>
        <source>Minus entries only</source>
        <translation>マイナスのみ記入</translation>
    </message>
    <message>
        <source>Only the side with the negative value writes it; everyone else writes 0.</source>
        <translation>得点がマイナスの側だけが記入し、他の全員は0を記入します。</translation>
    </message>
    <message>
        <source>A draw scores the low points</source>
        <translation>引き分けでも「…点未満」を数える</translation>
    </message>
    <message>
        <source>In a draw each party also scores “below 90/60/30” and schwarz for the opponents&apos; points (DDV).</source>
        <translation>引き分けのとき、各チームは相手の得点による「90/60/30点未満」とシュワルツも得ます(DDV)。</translation>
    </message>
    <message>
        <source>Bock rounds</source>
        <translation>ボックラウンド</translation>
    </message>
    <message>
        <source>After a trigger, the next round (one deal per player) counts double.</source>
        <translation>条件を満たすと、次のラウンド(プレイヤー1人につき1ディール)が2倍になります。</translation>
    </message>
    <message>
        <source>Overlapping rounds</source>
        <translation>ラウンドの重なり</translation>
    </message>
    <message>
        <source>Stack: a new round starts at once and overlaps multiply; queue: it waits.</source>
        <translation>重ね掛け: 新しいラウンドはすぐ始まり、重なると掛け算。順番待ち: 前のラウンドを待ちます。</translation>
    </message>
    <message>
        <source>Highest level</source>
        <translation>最高段階</translation>
    </message>
    <message>
        <source>Each level</source>
        <translation>1段階ごと</translation>
    </message>
    <message>
        <source>Doubling includes the bonuses; adding raises the value by the points below.</source>
        <translation>2倍はボーナス得点も含みます。加算は下の点数だけ得点を増やします。</translation>
    </message>
    <message>
        <source>Points per level</source>
        <translation>1段階の点数</translation>
    </message>
    <message>
        <source>With “add points”: what each level adds (a value of 0 stays 0).</source>
        <translation>「点数を加算」のとき: 1段階ごとに加える点数(得点0は0のまま)。</translation>
    </message>
    <message>
        <source>Bock applies to</source>
        <translation>ボックの対象</translation>
    </message>
    <message>
        <source>The whole value, or the game points only with the bonuses added after.</source>
        <translation>得点全体か、ゲームの点だけ(ボーナス得点は後から加える)か。</translation>
    </message>
    <message>
        <source>Schwarz</source>
        <translation>シュワルツ</translation>
    </message>
    <message>
        <source>A party took no trick.</source>
        <translation>一方のチームがトリックを1つも取らなかった。</translation>
    </message>
    <message>
        <source>120 : 120</source>
        <translation>120 : 120</translation>
    </message>
    <message>
        <source>The card points end 120 to 120.</source>
        <translation>カードの点数が120対120で終わった。</translation>
    </message>
    <message>
        <source>Value 0</source>
        <translation>得点0</translation>
    </message>
    <message>
        <source>A deal is worth 0, e.g. the loser&apos;s bonuses cancel the win.</source>
        <translation>ディールの得点が0(例: 負けたチームのボーナス得点で勝ちが相殺)。</translation>
    </message>
    <message>
        <source>Re announced and lost</source>
        <translation>レー宣言で負け</translation>
    </message>
    <message>
        <source>Re was announced and the Re party lost.</source>
        <translation>レーが宣言され、攻撃チームが負けた。</translation>
    </message>
    <message>
        <source>Kontra announced and lost</source>
        <translation>コントラ宣言で負け</translation>
    </message>
    <message>
        <source>Kontra was announced and the Kontra party lost.</source>
        <translation>コントラが宣言され、防御チームが負けた。</translation>
    </message>
    <message>
        <source>Without nines: a trick of only hearts.</source>
        <translation>9抜きのとき: ハートだけのトリック。</translation>
    </message>
    <message>
        <source>Doppelkopf</source>
        <translation>ドッペルコップ</translation>
    </message>
    <message>
        <source>A trick worth 40 or more.</source>
        <translation>40点以上のトリック。</translation>
    </message>
    <message>
        <source>Agreed event</source>
        <translation>取り決めた条件</translation>
    </message>
    <message>
        <source>Anything else the table agrees on, ticked by hand on the deal.</source>
        <translation>卓で決めたその他の出来事(ディールで手動でチェック)。</translation>
    </message>
    <message>
        <source>Lost solo</source>
        <translation>ソロの負け</translation>
    </message>
    <message>
        <source>A soloist lost.</source>
        <translation>ソロプレイヤーが負けた。</translation>
    </message>
    <message>
        <source>Suit solos</source>
        <translation>スートソロ</translation>
    </message>
    <message>
        <source>Which ♣, ♠, ♥ and ♦ solos are played; others are refused.</source>
        <translation>どの♣・♠・♥・♦ソロをプレイするか。それ以外は受け付けません。</translation>
    </message>
    <message>
        <source>Fleshless solo</source>
        <translation>ノートランプソロ</translation>
    </message>
    <message>
        <source>The solo without trumps (Fleischloser) is played.</source>
        <translation>切札のないソロ(Fleischloser)をプレイします。</translation>
    </message>
    <message>
        <source>The ♥10</source>
        <translation>♥10</translation>
    </message>
    <message>
        <source>The top trump, or an ordinary heart as in the original game.</source>
        <translation>最強の切札か、元のゲームのように普通のハートか。</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <source>A joker replaces one ♦9 (♦10 without nines) as the highest trump; in queen and jack solos it is that ♦ card.</source>
        <translation>ジョーカーが♦9(9抜きでは♦10)1枚の代わりに最強の切札になります。クイーンソロとジャックソロではその♦のカードです。</translation>
    </message>
    <message>
        <source>Genscher</source>
        <translation>ゲンシャー</translation>
    </message>
    <message>
        <source>With Hyperschweinchen: both ♦K may be made the top trumps.</source>
        <translation>ハイパーシュバインヒェンのとき: ♦K 2枚を最強の切札にできます。</translation>
    </message>
    <message>
        <source>Fox not counted</source>
        <translation>フォックスを数えない</translation>
    </message>
    <message>
        <source>A fox (♦A) does not count among the poor hand&apos;s at most three trumps.</source>
        <translation>フォックス(♦A)はアルムートの「切札3枚以下」に数えません。</translation>
    </message>
    <message>
        <source>Only trumps passed</source>
        <translation>切札だけを渡す</translation>
    </message>
    <message>
        <source>The poor player passes only trumps, possibly fewer than three.</source>
        <translation>アルムートのプレイヤーは切札だけを渡します(3枚より少ないこともあります)。</translation>
    </message>
    <message>
        <source>No trump back</source>
        <translation>切札を返さない</translation>
    </message>
    <message>
        <source>The partner may give no trump back to the poor player.</source>
        <translation>パートナーはアルムートのプレイヤーに切札を返せません。</translation>
    </message>
    <message>
        <source>Wirth&apos;s rule</source>
        <translation>ヴィルトのルール</translation>
    </message>
    <message>
        <source>The poor player pairs by the ♣Q: Re with the other ♣Q, or Kontra with a player without one; the deal names both.</source>
        <translation>アルムートのプレイヤーは♣Qで組みます: もう1枚の♣Qとレー、または♣Qのないプレイヤーとコントラ。記録には2人を書きます。</translation>
    </message>
    <message>
        <source>Marriage beats poverty</source>
        <translation>マリッジがアルムートに優先</translation>
    </message>
    <message>
        <source>Among reservations a marriage comes before a poverty.</source>
        <translation>留保の中で、マリッジがアルムートより先です。</translation>
    </message>
    <message>
        <source>Marriage partner</source>
        <translation>マリッジのパートナー</translation>
    </message>
    <message>
        <source>Which trick finds the partner of the holder of both ♣Q.</source>
        <translation>♣Qを2枚持つプレイヤーのパートナーをどのトリックで決めるか。</translation>
    </message>
    <message>
        <source>Rival solos</source>
        <translation>ソロの競合</translation>
    </message>
    <message>
        <source>Who plays when several players want a solo (reference only).</source>
        <translation>複数のプレイヤーがソロを望むとき誰がプレイするか(ルール参照のみ)。</translation>
    </message>
    <message>
        <source>Announce on your turn only</source>
        <translation>自分の番だけ宣言</translation>
    </message>
    <message>
        <source>An announcement only when it is one&apos;s turn to play a card.</source>
        <translation>宣言は自分がカードを出す番のときだけ。</translation>
    </message>
    <message>
        <source>Zwingen</source>
        <translation>ツヴィンゲン</translation>
    </message>
    <message>
        <source>Whoever wins a first trick worth 30 or more must announce Re/Kontra (or no 90 if that was said).</source>
        <translation>30点以上の最初のトリックを取ったプレイヤーはレー/コントラ(それが言われていれば90)を宣言しなければなりません。</translation>
    </message>
    <message>
        <source>Each player must play one solo per round; their first solo is it.</source>
        <translation>各プレイヤーはラウンドごとにソロを1回プレイします。最初のソロが義務ソロです。</translation>
    </message>
    <message>
        <source>Deals per round</source>
        <translation>1ラウンドのディール数</translation>
    </message>
    <message>
        <source>How long a compulsory-solo round lasts (24 at a tournament).</source>
        <translation>義務ソロのラウンドの長さ(大会では24)。</translation>
    </message>
    <message>
        <source>No Bock in a compulsory solo</source>
        <translation>義務ソロはボックなし</translation>
    </message>
    <message>
        <source>Pending Bock deals wait until after the compulsory solo.</source>
        <translation>控えているボックのディールは義務ソロの後に回ります。</translation>
    </message>
    <message>
        <source>Same dealer after every solo</source>
        <translation>ソロの後は常に同じディーラー</translation>
    </message>
    <message>
        <source>Every solo keeps the dealer, as a compulsory solo does.</source>
        <translation>義務ソロと同じく、どのソロでもディーラーは交代しません。</translation>
    </message>
    <message>
        <source>Timing</source>
        <translation>タイミング</translation>
    </message>
    <message>
        <source>Cards the announcer must still hold (2 fewer without nines).</source>
        <translation>宣言に必要な残り手札の枚数(9抜きでは2枚少ない)。</translation>
    </message>
    <message>
        <source>In a marriage</source>
        <translation>マリッジのとき</translation>
    </message>
    <message>
        <source>How finding the partner late moves everybody&apos;s deadlines.</source>
        <translation>パートナーが遅く決まったときの全員の期限のずれ方。</translation>
    </message>
    <message>
        <source>End after deals</source>
        <translation>ディール数で終了</translation>
    </message>
    <message>
        <source>The session ends after this many deals; the highest total wins.</source>
        <translation>このディール数でセッション終了。合計点が最も高いプレイヤーの勝ち。</translation>
    </message>
    <message>
        <source>End at score</source>
        <translation>得点で終了</translation>
    </message>
    <message>
        <source>The session ends when someone&apos;s total reaches this score.</source>
        <translation>誰かの合計点がこの得点に達するとセッション終了。</translation>
    </message>
    <message>
        <source>Who sits out</source>
        <translation>休むプレイヤー</translation>
    </message>
    <message>
        <source>With more than four players, four play each deal and the rest sit out.</source>
        <translation>5人以上のときは、各ディールを4人でプレイし、残りは休みます。</translation>
    </message>
    <message>
        <source>Seats that sit out</source>
        <translation>休む席</translation>
    </message>
    <message>
        <source>Seats counted clockwise from the dealer (0 = the dealer, 1 = the player after), one per player beyond four, e.g. “0, 2, 4” with 7 players; overrides “Who sits out”. Empty: as “Who sits out” says.</source>
        <translation>ディーラーから時計回りに数えた席（0 = ディーラー、1 = その次の人）を、4人を超える人数分指定します。例：7人なら「0, 2, 4」。「休むプレイヤー」より優先されます。空欄なら「休むプレイヤー」に従います。</translation>
    </message>
    <message>
        <source>The dealer (and those before)</source>
        <translation>ディーラー(とその前の人)</translation>
    </message>
    <message>
        <source>The four after the dealer play: with 5 the dealer sits out, with 6 also the player before, with 7 the two before.</source>
        <translation>ディーラーの次から4人がプレイ。5人ならディーラーが休み、6人ならその1人前も、7人なら2人前まで休み。</translation>
    </message>
    <message>
        <source>Dealer and the player opposite (6 players)</source>
        <translation>ディーラーと向かいの人(6人)</translation>
    </message>
    <message>
        <source>With 6 players: the dealer and the third player after sit out.</source>
        <translation>6人のとき: ディーラーとディーラーから3人目が休みます。</translation>
    </message>
    <message>
        <source>a trick worth 40 or more</source>
        <translation>40点以上のトリック</translation>
    </message>
    <message>
        <source>Four cards, each an ace or a ten.</source>
        <translation>4枚ともAか10。</translation>
    </message>
    <message>
        <source>two equal cards in a trick</source>
        <translation>同じカード2枚を含むトリック</translation>
    </message>
    <message>
        <source>Both copies of one card (same suit and rank); at most one per trick.</source>
        <translation>同じカード(スートもランクも同じ)の2枚。1トリックにつき1つまで。</translation>
    </message>
    <message>
        <source>What the winner reached</source>
        <translation>勝ったチームの得点による</translation>
    </message>
    <message>
        <source>“No 90” said by the loser: 1 more if the winner reached 120; no 60: 90; no 30: 60; schwarz: 30.</source>
        <translation>負けたチームの「90」宣言:勝ったチームが120点以上なら1点追加。60は90点、30は60点、シュワルツは30点。</translation>
    </message>
    <message>
        <source>As announced</source>
        <translation>宣言どおり</translation>
    </message>
    <message>
        <source>Each refusal of the loser gives the winner 1 more, as if it had held; only one party may refuse.</source>
        <translation>負けたチームの90などの宣言1つごとに、成功したものとして勝ったチームに1点追加。宣言できるのは一方のチームだけです。</translation>
    </message>
    <message>
        <source>Stack (×4, ×8 where they overlap)</source>
        <translation>重ね掛け(重なると×4、×8)</translation>
    </message>
    <message>
        <source>A new round starts with the next deal; overlapping rounds multiply.</source>
        <translation>新しいラウンドは次のディールから始まり、重なったラウンドは掛け算になります。</translation>
    </message>
    <message>
        <source>Queue (one after another)</source>
        <translation>順番待ち(1つずつ)</translation>
    </message>
    <message>
        <source>A new round is appended after the Bock deals already pending.</source>
        <translation>新しいラウンドは、控えているボックのディールの後に追加されます。</translation>
    </message>
    <message>
        <source>Ignore (never above one level)</source>
        <translation>無視(1段階まで)</translation>
    </message>
    <message>
        <source>A trigger in a Bock deal adds nothing; any other deal with triggers starts one round.</source>
        <translation>ボックのディールでのきっかけは何も加えず、それ以外のディールでは1ラウンドを始めます。</translation>
    </message>
    <message>
        <source>the whole value</source>
        <translation>得点全体</translation>
    </message>
    <message>
        <source>Bock doubles the value, bonuses included.</source>
        <translation>ボックはボーナス得点を含む得点を2倍にします。</translation>
    </message>
    <message>
        <source>the game points only</source>
        <translation>ゲームの点のみ</translation>
    </message>
    <message>
        <source>Bonuses are added after the Bock, undoubled.</source>
        <translation>ボーナス得点はボックの後に2倍にせずに加えます。</translation>
    </message>
    <message>
        <source>doubles the value</source>
        <translation>得点を2倍</translation>
    </message>
    <message>
        <source>The whole value, bonuses included, doubles per level.</source>
        <translation>1段階ごとに、ボーナス得点を含む得点全体が2倍。</translation>
    </message>
    <message>
        <source>adds points</source>
        <translation>点数を加算</translation>
    </message>
    <message>
        <source>Each level adds the points per level to the value&apos;s size.</source>
        <translation>1段階ごとに、得点の大きさに「1段階の点数」を加えます。</translation>
    </message>
    <message>
        <source>Standard: 11, 10, 9, 8, 7 cards</source>
        <translation>標準: 11、10、9、8、7枚</translation>
    </message>
    <message>
        <source>Re/Kontra with 11 cards, no 90 with 10, … schwarz with 7.</source>
        <translation>レー/コントラは11枚、90は10枚、… シュワルツは7枚。</translation>
    </message>
    <message>
        <source>Late refusals: 12, 10, 8, 6, 4 cards</source>
        <translation>遅い宣言: 12、10、8、6、4枚</translation>
    </message>
    <message>
        <source>Re/Kontra before the first card, no 90 with 10, no 60 with 8, no 30 with 6, schwarz with 4.</source>
        <translation>レー/コントラは最初のカードの前、90は10枚、60は8枚、30は6枚、シュワルツは4枚。</translation>
    </message>
    <message>
        <source>Deadlines shift by the clarifying trick − 1</source>
        <translation>期限は(決定トリック − 1)だけずれる</translation>
    </message>
    <message>
        <source>Partner found in trick 2: one trick later; in trick 3: two later.</source>
        <translation>2トリック目でパートナー決定なら1トリック遅く、3トリック目なら2トリック遅く。</translation>
    </message>
    <message>
        <source>No announcement before the partner is found</source>
        <translation>パートナー決定まで宣言不可</translation>
    </message>
    <message>
        <source>Then the deadlines move by the number of the clarifying trick.</source>
        <translation>決定後は、決定したトリックの番号の分だけ期限が遅くなります。</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未設定</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>With Schweinchen: both ♦9 (♦10 without nines) rank even higher.</source>
        <translation>シュバインヒェンのとき: ♦9 2枚(9抜きでは♦10 2枚)がさらに上位になります。</translation>
    </message>
    <message>
        <source>“Double” while undecided</source>
        <translation>未決定なら「ダブル」</translation>
    </message>
    <message>
        <source>Deadlines do not move; a player whose party is open may say “double”, counted as Re or Kontra of the party they end up in.</source>
        <translation>期限は動きません。チームが決まっていないプレイヤーは「ダブル」と言え、最終的に属したチームのレーまたはコントラとして数えます。</translation>
    </message>
    <message>
        <source>all four</source>
        <translation>4つすべて</translation>
    </message>
    <message>
        <source>♣, ♠, ♥ and ♦ solos are played.</source>
        <translation>♣・♠・♥・♦ソロをプレイします。</translation>
    </message>
    <message>
        <source>♦ only (“trump solo”)</source>
        <translation>♦だけ(「切札ソロ」)</translation>
    </message>
    <message>
        <source>No ♣, ♠ or ♥ solo; the ♦ solo is called trump solo.</source>
        <translation>♣・♠・♥ソロはありません。♦ソロを切札ソロと呼びます。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>No suit solo at all.</source>
        <translation>スートソロはまったくありません。</translation>
    </message>
    <message>
        <source>the highest trump</source>
        <translation>最強の切札</translation>
    </message>
    <message>
        <source>♥10 above the ♣Q.</source>
        <translation>♥10は♣Qより上。</translation>
    </message>
    <message>
        <source>an ordinary heart</source>
        <translation>普通のハート</translation>
    </message>
    <message>
        <source>Hearts run A 10 K 9; the ♣Q is the highest trump.</source>
        <translation>ハートはA 10 K 9の順。♣Qが最強の切札です。</translation>
    </message>
    <message>
        <source>first trick won by another</source>
        <translation>他のプレイヤーが最初に取ったトリック</translation>
    </message>
    <message>
        <source>The first other player to win one of the first three tricks.</source>
        <translation>最初の3トリックのどれかを最初に取った他のプレイヤー。</translation>
    </message>
    <message>
        <source>first plain-suit trick</source>
        <translation>最初のスートのトリック</translation>
    </message>
    <message>
        <source>A trick led with a trump does not count; still tricks 1 to 3.</source>
        <translation>切札で始まったトリックは数えません。やはり1〜3トリック目です。</translation>
    </message>
    <message>
        <source>a trick the holder names</source>
        <translation>本人が指名したトリック</translation>
    </message>
    <message>
        <source>Any trick of the deal; if the holder wins it, the holder is alone.</source>
        <translation>配りの中の任意のトリック。本人が取れば1人で戦います。</translation>
    </message>
    <message>
        <source>the earlier seat</source>
        <translation>先の席</translation>
    </message>
    <message>
        <source>Counted from the dealer&apos;s left.</source>
        <translation>ディーラーの左から数えます。</translation>
    </message>
    <message>
        <source>the last to declare</source>
        <translation>最後に宣言した人</translation>
    </message>
    <message>
        <source>The last player wanting a solo plays it.</source>
        <translation>ソロを望む最後のプレイヤーがプレイします。</translation>
    </message>
    <message>
        <source>outbidding with 90, 60 …</source>
        <translation>90、60 …で競り上げ</translation>
    </message>
    <message>
        <source>The bids then stand as announced refusals.</source>
        <translation>競った宣言はそのまま宣言済みのアプザーゲになります。</translation>
    </message>
    <message>
        <source>off</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>{card} (with care: it leaves the jacks or queens)</source>
        <translation>{card}(注意:ジャックまたはクイーンの並びから抜けます)</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>{card}</translation>
    </message>
    <message>
        <source>Seating: write the seats that sit out as numbers, e.g. “0, 2, 4”.</source>
        <translation>席順：休む席を数字で書いてください（例：「0, 2, 4」）。</translation>
    </message>
    <message>
        <source>Seating: seats that sit out: {reason}</source>
        <translation>席順：休む席：{reason}</translation>
    </message>
    <message>
        <source>Seating: “dealer and the player opposite” works only with 6 players, not {count}.</source>
        <translation>席: 「ディーラーと向かいの人」は6人のときだけ使えます({count}人では使えません)。</translation>
    </message>
    <message>
        <source>Changed from the preset (in bold): {count}</source>
        <translation>プリセットから変更(太字): {count}</translation>
    </message>
    <message>
        <source>Exactly as the preset</source>
        <translation>プリセットどおり</translation>
    </message>
    <message>
        <source>{group}: {option}</source>
        <translation>{group}:{option}</translation>
    </message>
</context>
<context>
    <name>SchafkopfPanel</name>
    <message>
        <source>simple game (einfach)</source>
        <translation>シンプル・ゲーム(einfach)</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <source>solo du</source>
        <translation>ソロ・ドゥ</translation>
    </message>
    <message>
        <source>ace call (Asserufen)</source>
        <translation>アースルーフェン(Asserufen)</translation>
    </message>
    <message>
        <source>redeal (nobody played)</source>
        <translation>配り直し(プレイなし)</translation>
    </message>
    <message>
        <source>0  none</source>
        <translation>0  なし</translation>
    </message>
    <message>
        <source>1  accepted (won, nothing played)</source>
        <translation>1  受け入れ(勝ち、プレイなし)</translation>
    </message>
    <message>
        <source>2  refused (wins only with Schneider)</source>
        <translation>2  拒否(シュナイダーでのみ勝ち)</translation>
    </message>
    <message>
        <source>game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>hearts are trump</source>
        <translation>ハートが切札</translation>
    </message>
    <message>
        <source>Schneider</source>
        <translation>シュナイダー</translation>
    </message>
    <message>
        <source>Schwarz</source>
        <translation>シュワルツ</translation>
    </message>
    <message>
        <source>tops</source>
        <translation>トップ</translation>
    </message>
    <message>
        <source>solo du doubles</source>
        <translation>ソロ・ドゥで2倍</translation>
    </message>
    <message>
        <source>Kontra/Rekontra doubles</source>
        <translation>コントラ/レコントラで2倍</translation>
    </message>
    <message>
        <source>Soloist</source>
        <translation>ソロイスト</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>ディフェンダー</translation>
    </message>
    <message>
        <source>Contr&amp;act</source>
        <translation>コントラクト(&amp;A)</translation>
    </message>
    <message>
        <source>Soloist&apos;s card po&amp;ints</source>
        <translation>ソロイストの点数(&amp;I)</translation>
    </message>
    <message>
        <source>Tops (&amp;with or without)</source>
        <translation>トップ(あり/なし)(&amp;W)</translation>
    </message>
    <message>
        <source>Kontra, &amp;Rekontra, …</source>
        <translation>コントラ、レコントラ…(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Soloist</source>
        <translation>ソロイスト(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Partner (called ace)</source>
        <translation>パートナー(指定エース)(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Trump</source>
        <translation>切札(&amp;T)</translation>
    </message>
    <message>
        <source>♥ (hearts are trump in an ace call)</source>
        <translation>♥(アースルーフェンではハートが切札)</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>切札</translation>
    </message>
    <message>
        <source>as the points say</source>
        <translation>点数から推定</translation>
    </message>
    <message>
        <source>Soloist&apos;s tric&amp;ks</source>
        <translation>ソロイストのトリック数(&amp;K)</translation>
    </message>
    <message>
        <source>S&amp;urrender</source>
        <translation>降参(&amp;U)</translation>
    </message>
    <message>
        <source>N&amp;ote</source>
        <translation>メモ(&amp;M)</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>soloist, then the partner</source>
        <translation>ソロイスト、次にパートナー</translation>
    </message>
    <message>
        <source>soloist</source>
        <translation>ソロイスト</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>コントラクト</translation>
    </message>
    <message>
        <source>trump</source>
        <translation>切札</translation>
    </message>
    <message>
        <source>soloist&apos;s card points</source>
        <translation>ソロイストの点数</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>コントラクト</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>パートナー</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>カードの点数</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>トリック数</translation>
    </message>
    <message>
        <source>Tops</source>
        <translation>トップ</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>コントラ</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>降参</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>&lt;b&gt;Redeal&lt;/b&gt;: no score; the deal passes on.</source>
        <translation>&lt;b&gt;配り直し&lt;/b&gt;: 得点なし。ディーラーは交代します。</translation>
    </message>
    <message>
        <source>Soloist and partner</source>
        <translation>ソロイストとパートナー</translation>
    </message>
    <message>
        <source>The defenders win</source>
        <translation>ディフェンダーの勝ち</translation>
    </message>
    <message>
        <source>The soloist and partner win</source>
        <translation>ソロイストとパートナーの勝ち</translation>
    </message>
    <message>
        <source>The soloist wins</source>
        <translation>ソロイストの勝ち</translation>
    </message>
    <message>
        <source>game value {value}</source>
        <translation>ゲーム点 {value}</translation>
    </message>
</context>
<context>
    <name>SeasonStatsModel</name>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>例会</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Best evening</source>
        <translation>最高の例会</translation>
    </message>
    <message>
        <source>On</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Worst evening</source>
        <translation>最低の例会</translation>
    </message>
    <message>
        <source>Solos</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <source>Solos won</source>
        <translation>ソロ勝利</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>add deal</source>
        <translation>ディールの追加</translation>
    </message>
    <message>
        <source>edit deal</source>
        <translation>ディールの編集</translation>
    </message>
    <message>
        <source>delete deal</source>
        <translation>ディールの削除</translation>
    </message>
    <message>
        <source>change rules</source>
        <translation>ルールの変更</translation>
    </message>
    <message>
        <source>deal {n}</source>
        <translation>第{n}ディール</translation>
    </message>
    <message>
        <source>the redeal after deal {n}</source>
        <translation>第{n}ディールの後の配り直し</translation>
    </message>
    <message>
        <source>the change of seating after deal {n}</source>
        <translation>第{n}ディールの後の席順の変更</translation>
    </message>
    <message>
        <source>the redeal before the first deal</source>
        <translation>最初のディールの前の配り直し</translation>
    </message>
    <message>
        <source>the change of seating before the first deal</source>
        <translation>最初のディールの前の席順の変更</translation>
    </message>
    <message>
        <source>Round {round} · table {table}</source>
        <translation>第{round}回戦・第{table}卓</translation>
    </message>
    <message>
        <source>{where}: all {due} deals played, the table is finished</source>
        <translation>{where}：{due}ディールをすべて終えました。この卓は終了です</translation>
    </message>
    <message>
        <source>{where}: deal {number} of {due}</source>
        <translation>{where}：{due}ディール中 第{number}ディール</translation>
    </message>
    <message>
        <source>The database can be reached again</source>
        <translation>データベースに再び接続できます</translation>
    </message>
    <message>
        <source>{deal} was added elsewhere</source>
        <translation>{deal}が別の場所で追加されました</translation>
    </message>
    <message>
        <source>{deal} was changed elsewhere</source>
        <translation>{deal}が別の場所で変更されました</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) deleted elsewhere</source>
        <translation>
            <numerusform>%n件のディールが別の場所で削除されました</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules were changed elsewhere</source>
        <translation>ルールが別の場所で変更されました</translation>
    </message>
    <message>
        <source>The session was changed elsewhere</source>
        <translation>セッションが別の場所で変更されました</translation>
    </message>
    <message>
        <source>{count} changes made elsewhere</source>
        <translation>別の場所で{count}件の変更がありました</translation>
    </message>
    <message>
        <source>This session was deleted elsewhere (another window or program)</source>
        <translation>このセッションは別の場所（別のウィンドウまたはプログラム）で削除されました</translation>
    </message>
    <message>
        <source>Redo is not possible: a later deal would no longer fit ({why}).</source>
        <translation>やり直せません：後のディールが成り立たなくなります（{why}）。</translation>
    </message>
    <message>
        <source>Undo is not possible: a later deal would no longer fit ({why}).</source>
        <translation>元に戻せません：後のディールが成り立たなくなります（{why}）。</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>何も変更していません。</translation>
    </message>
</context>
<context>
    <name>SessionEnd</name>
    <message numerus="yes">
        <source>The agreed %n deal(s) are played: the session is over.</source>
        <translation>
            <numerusform>取り決めた%nディールを終えました。セッションは終了です。</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} reached the target score of {score}: the session is over.</source>
        <translation>{player}が目標点{score}に達しました。セッションは終了です。</translation>
    </message>
    <message>
        <source>Session over</source>
        <translation>セッション終了</translation>
    </message>
    <message>
        <source>Play on with deal {n}? The agreed end is then lifted from the rules (Change rules… sets a new one).</source>
        <translation>第{n}ディールを続けてプレイしますか？取り決めた終了はルールから外されます（「ルールを変更…」で新しく設定できます）。</translation>
    </message>
    <message>
        <source>&amp;Play on</source>
        <translation>続けてプレイする(&amp;P)</translation>
    </message>
</context>
<context>
    <name>SessionListModel</name>
    <message>
        <source>Doppelkopf</source>
        <translation>ドッペルコップ</translation>
    </message>
    <message>
        <source>Pfälzer Schafkopf</source>
        <translation>ファルツ・シャーフコップ</translation>
    </message>
    <message>
        <source>Crescendo</source>
        <translation>クレッシェンド</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>破損</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>ディール数</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>首位</translation>
    </message>
    <message numerus="yes">
        <source>Leading after %n deal(s): {leader}</source>
        <translation>
            <numerusform>%nディール終了時点の首位: {leader}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <source>The session is over. Winner: {names}</source>
        <translation>セッション終了。勝者: {names}</translation>
    </message>
</context>
<context>
    <name>SessionTitle</name>
    <message>
        <source>{title} (imported from {file})</source>
        <translation>{title}（{file}からインポート）</translation>
    </message>
    <message>
        <source>{title} (imported from {file}, import {count})</source>
        <translation>{title}（{file}から{count}回目のインポート）</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>As the system ({language})</source>
        <translation>システムに合わせる({language})</translation>
    </message>
    <message>
        <source>The window switches at once; a deal being entered and the open session stay as they are.</source>
        <translation>表示はすぐに切り替わります。入力中のディールと開いているセッションはそのまま残ります。</translation>
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
        <translation>約 {amount}</translation>
    </message>
    <message>
        <source>Type the rate per point as a number, e.g. {example}.</source>
        <translation>1点あたりのレートを数値で入力してください(例: {example})。</translation>
    </message>
    <message>
        <source>Nobody pays anything: everyone is even.</source>
        <translation>支払いはありません。全員の収支がゼロです。</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer}が{payee}に{amount}を支払う</translation>
    </message>
    <message>
        <source>These totals do not add up to zero, so everyone settles against the average of {average} points: whoever is above it receives, whoever is below it pays.</source>
        <translation>合計点を足しても0にならないため、全員が平均{average}点との差で精算します。平均より上の人が受け取り、下の人が支払います。</translation>
    </message>
    <message>
        <source>{name} {amount}</source>
        <translation>{name} {amount}</translation>
    </message>
    <message>
        <source>Balances rounded to {step}, still adding up to zero; before rounding: {amounts}.</source>
        <translation>収支は合計が0のまま{step}単位で丸めています。丸める前は {amounts} です。</translation>
    </message>
    <message>
        <source>{rate} per point, balances rounded to {step}</source>
        <translation>1点あたり{rate}、収支は{step}単位で丸め</translation>
    </message>
    <message>
        <source>&amp;Rate per point:</source>
        <translation>1点のレート(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>通貨(&amp;C):</translation>
    </message>
    <message>
        <source>R&amp;ound to:</source>
        <translation>丸め単位(&amp;O):</translation>
    </message>
    <message>
        <source>What one point is worth, e.g. 0.05 or 0,05.</source>
        <translation>1点あたりの金額(例: 0.05 または 0,05)。</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>誰が誰に支払うか</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>PDFとして保存(&amp;D)…</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%nディールをプレイ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{played}, %n redeal(s) besides</source>
        <translation>
            <numerusform>{played}、ほかに配り直し%n回</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>収支</translation>
    </message>
    <message>
        <source>Against the average</source>
        <translation>平均との差</translation>
    </message>
    <message>
        <source>Standings and balances</source>
        <translation>順位と収支</translation>
    </message>
    <message>
        <source>Settling up</source>
        <translation>精算</translation>
    </message>
    <message>
        <source>Print the settlement</source>
        <translation>精算を印刷</translation>
    </message>
    <message>
        <source>{name} – settling up.pdf</source>
        <translation>{name} – 精算.pdf</translation>
    </message>
    <message>
        <source>Save the settlement as PDF</source>
        <translation>精算をPDFとして保存</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDFファイル (*.pdf)</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <source>NT</source>
        <translation>NT</translation>
    </message>
    <message>
        <source>Simple game</source>
        <translation>シンプル・ゲーム</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <source>Solo du</source>
        <translation>ソロ・ドゥ</translation>
    </message>
    <message>
        <source>Ace call</source>
        <translation>アースルーフェン</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <source>Redeal (all passed)</source>
        <translation>配り直し(全員パス)</translation>
    </message>
    <message>
        <source>tops {n}</source>
        <translation>トップ{n}</translation>
    </message>
    <message>
        <source>{game} ({holder})</source>
        <translation>{game} ({holder})</translation>
    </message>
    <message>
        <source>{game} ({poor} poor)</source>
        <translation>{game} ({poor})</translation>
    </message>
    <message>
        <source>{game} ({poor} poor, with {partner})</source>
        <translation>{game} ({poor}が宣言、相手{partner})</translation>
    </message>
    <message>
        <source>Kontra ×{factor}</source>
        <translation>コントラ ×{factor}</translation>
    </message>
    <message>
        <source>surrender accepted</source>
        <translation>降参受け入れ</translation>
    </message>
    <message>
        <source>surrender refused</source>
        <translation>降参拒否</translation>
    </message>
    <message>
        <source>Announcements and bonuses</source>
        <translation>宣言とボーナス</translation>
    </message>
    <message>
        <source>Re&apos;s card points (Kontra has the rest of 240)</source>
        <translation>レーのカード点数(残りの240点までがコントラ)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>レー</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>宣言</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>ボーナス得点</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>ボック</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>コントラクト</translation>
    </message>
    <message>
        <source>Soloist</source>
        <translation>ソロイスト</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>獲得点</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>Extras</source>
        <translation>宣言・ボーナス</translation>
    </message>
    <message>
        <source>(compulsory)</source>
        <translation>(義務)</translation>
    </message>
    <message>
        <source>(c)</source>
        <translation>(義)</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%nトリック</numerusform>
        </translation>
    </message>
    <message>
        <source>Announcements: {items}</source>
        <translation>宣言: {items}</translation>
    </message>
    <message>
        <source>Bonuses: {items}</source>
        <translation>ボーナス: {items}</translation>
    </message>
    <message>
        <source>{player} sat out this deal</source>
        <translation>{player}はこのディールで休み</translation>
    </message>
    <message>
        <source>{player}: {delta} this deal, {total} in all</source>
        <translation>{player}: このディール {delta}、合計 {total}</translation>
    </message>
    <message>
        <source>{player} leaves the table with {total}</source>
        <translation>{player}は{total}点で卓を離れます</translation>
    </message>
    <message>
        <source>{player}: {total} in all</source>
        <translation>{player}：合計{total}</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>席順</translation>
    </message>
    <message>
        <source>From the next deal on: {players}; {dealer} deals</source>
        <translation>次のディールから：{players}、ディーラーは{dealer}</translation>
    </message>
    <message>
        <source>{player} was not at the table for this deal</source>
        <translation>{player}はこのディールでは卓にいませんでした</translation>
    </message>
    <message>
        <source>{player} sits out the next deal</source>
        <translation>{player}は次のディールを休みます</translation>
    </message>
    <message>
        <source>round played: the table is finished</source>
        <translation>回戦終了：この卓は終了です</translation>
    </message>
    <message numerus="yes">
        <source>next deal (%n left in the round)</source>
        <translation>
            <numerusform>次のディール（この回戦の残り%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>next deal</source>
        <translation>次のディール</translation>
    </message>
    <message>
        <source>out</source>
        <translation>休み</translation>
    </message>
    <message>
        <source>sits out: {names}</source>
        <translation>休み: {names}</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>♦ pair</source>
        <translation>♦ペア</translation>
    </message>
    <message>
        <source>Silent</source>
        <translation>サイレント</translation>
    </message>
    <message>
        <source>Q solo</source>
        <translation>Qソロ</translation>
    </message>
    <message>
        <source>J solo</source>
        <translation>Jソロ</translation>
    </message>
    <message>
        <source>Fleshless</source>
        <translation>ノートランプ</translation>
    </message>
    <message>
        <source>K solo</source>
        <translation>Kソロ</translation>
    </message>
    <message>
        <source>QJ solo</source>
        <translation>QJソロ</translation>
    </message>
    <message>
        <source>Misère ouv.</source>
        <translation>ミゼールウベルト</translation>
    </message>
    <message>
        <source>{game}: {holder} held both ♣Q and played alone</source>
        <translation>{game}：{holder}が♣Qを2枚持ち、1人でプレイ</translation>
    </message>
    <message>
        <source>{game}: {holder} held both ♣Q; partner {partner} from trick {trick}</source>
        <translation>{game}：{holder}が♣Qを2枚持ち、{trick}トリック目からパートナーは{partner}</translation>
    </message>
    <message>
        <source>{game}: {poor} was poor; {partner} took the exchange</source>
        <translation>{game}：{poor}がアルムート、{partner}が交換を受けた</translation>
    </message>
    <message>
        <source>{game}: {poor} was poor; {partner} took the exchange; the two played Kontra</source>
        <translation>{game}：{poor}がアルムート、{partner}が交換を受けた。2人は防御チーム</translation>
    </message>
    <message>
        <source>Feigheit</source>
        <translation>ファイクハイト</translation>
    </message>
    <message>
        <source>Bock ahead: {levels}</source>
        <translation>今後のボック: {levels}</translation>
    </message>
    <message numerus="yes">
        <source>compulsory solo owed: {names} (%n deal(s) left in the round)</source>
        <translation>
            <numerusform>義務ソロ未消化: {names}(ラウンド残り%nディール)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation>標準サイズ(&amp;N)</translation>
    </message>
</context>
<context>
    <name>SimpleRulesEditor</name>
    <message>
        <source>Preset:</source>
        <translation>プリセット:</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未設定</translation>
    </message>
    <message>
        <source>Tops count the Skat</source>
        <translation>トップにスカートを含める</translation>
    </message>
    <message>
        <source>The soloist&apos;s tops are counted over the hand and the Skat.</source>
        <translation>ソロイストのトップを手札とスカートを合わせて数えます。</translation>
    </message>
    <message>
        <source>Schneider at 30</source>
        <translation>30点でシュナイダー</translation>
    </message>
    <message>
        <source>Exactly 30 card points is already Schneider (the Bavarian reading).</source>
        <translation>ちょうど30点でもシュナイダー(バイエルン式)。</translation>
    </message>
    <message>
        <source>Hearts point in an ace call</source>
        <translation>アースルーフェンのハート点</translation>
    </message>
    <message>
        <source>An ace call scores the point for hearts being trump.</source>
        <translation>アースルーフェンでもハート切札の1点がつきます。</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>卓の人数</translation>
    </message>
    <message>
        <source>3 for Schafkopf with the Skat, 4 for Asserufen; not set: 3 with three players, 4 with more. Whoever is not at the table (the dealer first) sits out.</source>
        <translation>スカートありのシャーフコップは3、アースルーフェンは4。未設定なら3人のとき3、それ以上は4。卓に入らないプレイヤー(まずディーラー)は休みます。</translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation>最低ビッド</translation>
    </message>
    <message>
        <source>The smallest bid allowed in the auction (15; some groups play 18).</source>
        <translation>オークションで認められる最低のビッド(15。18でプレイするグループもあります)。</translation>
    </message>
    <message>
        <source>End after deals</source>
        <translation>ディール数で終了</translation>
    </message>
    <message>
        <source>The session ends after this many deals; the highest total wins.</source>
        <translation>このディール数でセッション終了。合計点が最も高いプレイヤーの勝ち。</translation>
    </message>
    <message>
        <source>End at score</source>
        <translation>得点で終了</translation>
    </message>
    <message>
        <source>The session ends when someone reaches this total.</source>
        <translation>誰かの合計点がこの値に達するとセッション終了。</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <source>{rank}. {name}</source>
        <translation>{rank}位 {name}</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>例会</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Not ranked: {played} of {needed} evenings played</source>
        <translation>順位対象外：必要な{needed}回のうち{played}回参加</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Sessions</source>
        <translation>セッション</translation>
    </message>
    <message>
        <source>Choose a session and press Enter to open it, or start a new one.</source>
        <translation>セッションを選んでEnterで開くか、新しいセッションを始めてください。</translation>
    </message>
    <message>
        <source>New session…</source>
        <translation>新しいセッション…</translation>
    </message>
    <message>
        <source>Start a new session ({shortcut})</source>
        <translation>新しいセッションを開始({shortcut})</translation>
    </message>
    <message>
        <source>No sessions yet. Start one with “New session” ({shortcut}).</source>
        <translation>まだセッションはありません。「新しいセッション」({shortcut})で始めましょう。</translation>
    </message>
</context>
<context>
    <name>StatisticsView</name>
    <message>
        <source>{count} ({percent} %)</source>
        <translation>{count} ({percent}%)</translation>
    </message>
    <message>
        <source>{won} of {played}</source>
        <translation>{played}戦{won}勝</translation>
    </message>
    <message>
        <source>{won} of {played} ({points})</source>
        <translation>{played}戦{won}勝 ({points})</translation>
    </message>
    <message>
        <source>120 : 120</source>
        <translation>120 : 120</translation>
    </message>
    <message>
        <source>Value 0</source>
        <translation>得点0</translation>
    </message>
    <message>
        <source>Re announced and lost</source>
        <translation>レー宣言で負け</translation>
    </message>
    <message>
        <source>Kontra announced and lost</source>
        <translation>コントラ宣言で負け</translation>
    </message>
    <message>
        <source>Hearts trick</source>
        <translation>ハートのトリック</translation>
    </message>
    <message>
        <source>Doppelkopf</source>
        <translation>ドッペルコップ</translation>
    </message>
    <message>
        <source>Agreed event</source>
        <translation>取り決めた条件</translation>
    </message>
    <message>
        <source>Lost solo</source>
        <translation>ソロの負け</translation>
    </message>
    <message>
        <source>Schwarz</source>
        <translation>シュワルツ</translation>
    </message>
    <message>
        <source>This evening</source>
        <translation>今夜</translation>
    </message>
    <message>
        <source>All evenings of these players</source>
        <translation>このメンバーの全セッション</translation>
    </message>
    <message>
        <source>Every stored evening of this game with exactly these players, added up.</source>
        <translation>このゲームで、まったく同じメンバーによる保存済みの全セッションを合計します。</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>卓全体</translation>
    </message>
    <message>
        <source>Partners: who won most together</source>
        <translation>パートナー: 一緒に多く勝った組</translation>
    </message>
    <message>
        <source>Same side: who won most together</source>
        <translation>同じ側: 一緒に多く勝った組</translation>
    </message>
    <message numerus="yes">
        <source>%n evening(s) added up</source>
        <translation>
            <numerusform>%nセッションを合計</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%nディールをプレイ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{played}, %n redeal(s) besides</source>
        <translation>
            <numerusform>{played}、ほかに配り直し%n回</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoreError</name>
    <message>
        <source>The {what} cannot be stored: it is not plain JSON ({reason})</source>
        <translation>{what}を保存できません：単純な JSON ではありません（{reason}）</translation>
    </message>
    <message>
        <source>Cannot create the folder {folder} for the database: {reason}</source>
        <translation>データベース用のフォルダー {folder} を作成できません：{reason}</translation>
    </message>
    <message>
        <source>There is no session {session} in the database {path}</source>
        <translation>データベース {path} にセッション {session} はありません</translation>
    </message>
    <message>
        <source>Session {session} has no deal number {number}</source>
        <translation>セッション {session} にディール {number} はありません</translation>
    </message>
    <message>
        <source>Session {session} in the database {path} is damaged: {why}</source>
        <translation>データベース {path} のセッション {session} は壊れています：{why}</translation>
    </message>
    <message>
        <source>Session {session} ({title} of {date}) in the database {path} is damaged: its record {record} {why}. Every other session can be used as before; restore the database from a backup, or delete this session</source>
        <translation>データベース {path} のセッション {session}（{date} の {title}）は壊れています：記録 {record} {why}。ほかのセッションはこれまでどおり使えます。データベースをバックアップから復元するか、このセッションを削除してください</translation>
    </message>
    <message>
        <source>Session {session} ({title} of {date}) in the database {path} is damaged: {part} {why}. Every other session can be used as before; restore the database from a backup, or delete this session</source>
        <translation>データベース {path} のセッション {session}（{date} の {title}）は壊れています：{part}{why}。ほかのセッションはこれまでどおり使えます。データベースをバックアップから復元するか、このセッションを削除してください</translation>
    </message>
    <message>
        <source>Session {session} ({title} of {date}) in the database {path} is damaged: its record {record} does not fit the evening ({reason}). Every other session can be used as before; restore the database from a backup, or delete this session</source>
        <translation>データベース {path} のセッション {session}（{date} の {title}）は壊れています：記録 {record} が今夜のほかの記録と合いません（{reason}）。ほかのセッションはこれまでどおり使えます。データベースをバックアップから復元するか、このセッションを削除してください</translation>
    </message>
    <message>
        <source>Session {session} ({title} of {date}) in the database {path} is damaged: it cannot be read ({reason}). Every other session can be used as before; restore the database from a backup, or delete this session</source>
        <translation>データベース {path} のセッション {session}（{date} の {title}）は壊れています：セッションを読み込めません（{reason}）。ほかのセッションはこれまでどおり使えます。データベースをバックアップから復元するか、このセッションを削除してください</translation>
    </message>
    <message>
        <source>its game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>its title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>its date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>its player list</source>
        <translation>プレイヤー一覧</translation>
    </message>
    <message>
        <source>its first dealer</source>
        <translation>最初のディーラー</translation>
    </message>
    <message>
        <source>its rule set</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>its archive mark</source>
        <translation>アーカイブの印</translation>
    </message>
    <message>
        <source>its version number</source>
        <translation>バージョン番号</translation>
    </message>
    <message>
        <source>its season</source>
        <translation>シーズン</translation>
    </message>
    <message>
        <source>its club night</source>
        <translation>例会</translation>
    </message>
    <message>
        <source>its table number</source>
        <translation>卓の番号</translation>
    </message>
    <message>
        <source>its round number</source>
        <translation>回戦の番号</translation>
    </message>
    <message>
        <source>its list of records</source>
        <translation>記録の一覧</translation>
    </message>
    <message>
        <source>is out of order</source>
        <translation>の順序が正しくありません</translation>
    </message>
    <message>
        <source>has a revision that is not a whole number of 1 or more</source>
        <translation>の版が1以上の整数ではありません</translation>
    </message>
    <message>
        <source>The database {path} is closed</source>
        <translation>データベース {path} は閉じられています</translation>
    </message>
    <message>
        <source>Could not {doing}: {reason}; nothing was changed</source>
        <translation>{doing}ことができませんでした：{reason}。何も変更されていません</translation>
    </message>
    <message>
        <source>Could not {doing}: the database {path} was deleted while Schreiber had it open, and writing it again failed ({reason}); nothing was changed. Export the evening (File → Export) to keep it</source>
        <translation>{doing}ことができませんでした：Schreiber が開いている間にデータベース {path} が削除され、書き直しにも失敗しました（{reason}）。何も変更されていません。残すには、この夜の記録を書き出してください（ファイル → エクスポート）</translation>
    </message>
    <message>
        <source>Could not {doing}: the database {path} was moved or deleted while Schreiber had it open; nothing was changed. Export the evening (File → Export) to keep it</source>
        <translation>{doing}ことができませんでした：Schreiber が開いている間にデータベース {path} が移動または削除されました。何も変更されていません。残すには、この夜の記録を書き出してください（ファイル → エクスポート）</translation>
    </message>
    <message>
        <source>Could not {doing}: the database {path} is busy: it is open elsewhere (another Schreiber window or program) and stayed locked; close it there and try again{unchanged}</source>
        <translation>{doing}ことができませんでした：データベース {path} は使用中です。ほかの場所（別の Schreiber のウィンドウやプログラム）で開かれていて、ロックされたままです。そちらで閉じてからやり直してください{unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: the disk holding the database {path} is full{unchanged}</source>
        <translation>{doing}ことができませんでした：データベース {path} のあるディスクがいっぱいです{unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: the database {path} was moved or deleted while Schreiber had it open{unchanged}</source>
        <translation>{doing}ことができませんでした：Schreiber が開いている間にデータベース {path} が移動または削除されました{unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: the database {path} is read-only{unchanged}</source>
        <translation>{doing}ことができませんでした：データベース {path} は読み取り専用です{unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: the database {path} is damaged{unchanged}</source>
        <translation>{doing}ことができませんでした：データベース {path} は壊れています{unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: reading or writing the database {path} failed (input/output error){unchanged}</source>
        <translation>{doing}ことができませんでした：データベース {path} の読み書きに失敗しました（入出力エラー）{unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: the database {path} cannot be opened{unchanged}</source>
        <translation>{doing}ことができませんでした：データベース {path} を開けません{unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: database error in {path}: {reason}{unchanged}</source>
        <translation>{doing}ことができませんでした：{path} でデータベースのエラー：{reason}{unchanged}</translation>
    </message>
    <message>
        <source>; nothing was changed</source>
        <translation>。何も変更されていません</translation>
    </message>
    <message>
        <source>open the database</source>
        <translation>データベースを開く</translation>
    </message>
    <message>
        <source>Cannot read the database {path}: {reason}</source>
        <translation>データベース {path} を読み込めません：{reason}</translation>
    </message>
    <message>
        <source>The database {path} was written by a newer version of Schreiber; update the app (the file has schema version {version}, this app reads up to {target}; the file was left untouched)</source>
        <translation>データベース {path} は新しいバージョンの Schreiber で書かれています。アプリを更新してください（ファイルのスキーマのバージョンは {version}、このアプリが読めるのは {target} までです。ファイルには手を付けていません）</translation>
    </message>
    <message>
        <source>Could not back up the database {path} before upgrading it ({reason}); it was left untouched</source>
        <translation>更新の前にデータベース {path} をバックアップできませんでした（{reason}）。ファイルには手を付けていません</translation>
    </message>
    <message>
        <source>The database {path} cannot use write-ahead logging (got {mode})</source>
        <translation>データベース {path} で先行書き込みログ（WAL）を使えません（結果：{mode}）</translation>
    </message>
    <message>
        <source>The database {path} changed while it was being opened; try again</source>
        <translation>データベース {path} が開いている途中で変わりました。もう一度やり直してください</translation>
    </message>
    <message>
        <source>Could not upgrade the database {path} from version {old} to {new} ({reason}); it was left unchanged</source>
        <translation>データベース {path} をバージョン {old} から {new} に更新できませんでした（{reason}）。変更はしていません</translation>
    </message>
    <message>
        <source>Could not {doing}: a player&apos;s name must not be blank and may have at most 40 characters (got {name!r}); nothing was changed</source>
        <translation>{doing}ことができませんでした：プレイヤーの名前は空にできず、40文字以内です（{name!r}）。何も変更されていません</translation>
    </message>
    <message>
        <source>Could not {doing}: the name {name} is already another player&apos;s ({other}); names are told apart without regard to capitals. Add an initial (e.g. {name} K.); nothing was changed</source>
        <translation>{doing}ことができませんでした：名前 {name} はすでに別のプレイヤー（{other}）のものです。名前は大文字と小文字を区別せずに比べます。イニシャルを付けてください（例：{name} K.）。何も変更されていません</translation>
    </message>
    <message>
        <source>Could not {doing}: session {session} ({title}) has this player under two names; rename one of them in that session first; nothing was changed</source>
        <translation>{doing}ことができませんでした：セッション {session}（{title}）にこのプレイヤーが二つの名前でいます。先にそのセッションで片方の名前を変えてください。何も変更されていません</translation>
    </message>
    <message>
        <source>There is no player {person} in the database {path}</source>
        <translation>データベース {path} にプレイヤー {person} はいません</translation>
    </message>
    <message>
        <source>There is no season {season} in the database {path}</source>
        <translation>データベース {path} にシーズン {season} はありません</translation>
    </message>
    <message>
        <source>Could not {doing}: there is already a season named {name}; nothing was changed</source>
        <translation>{doing}ことができませんでした：{name} という名前のシーズンがすでにあります。何も変更されていません</translation>
    </message>
    <message>
        <source>Could not {doing}: a season runs from its first to its last day, each written YYYY-MM-DD (got {start} to {end}); nothing was changed</source>
        <translation>{doing}ことができませんでした：シーズンは初日から最終日までで、どちらも YYYY-MM-DD の形で書きます（{start} から {end}）。何も変更されていません</translation>
    </message>
    <message>
        <source>There is no club night {night} in the database {path}</source>
        <translation>データベース {path} に例会 {night} はありません</translation>
    </message>
    <message>
        <source>Could not {doing}: the club night {title} of {date} is closed; reopen it first; nothing was changed</source>
        <translation>{doing}ことができませんでした：{date} の例会 {title} は締め切られています。先に再開してください。何も変更されていません</translation>
    </message>
    <message>
        <source>Could not {doing}: the date must be written YYYY-MM-DD (got {date}); nothing was changed</source>
        <translation>{doing}ことができませんでした：日付は YYYY-MM-DD の形で書いてください（{date}）。何も変更されていません</translation>
    </message>
    <message>
        <source>Could not {doing}: round {round} of the club night {title} of {date} was drawn elsewhere (on another laptop) meanwhile; nothing was changed</source>
        <translation>{doing}ことができませんでした：{date} の例会 {title} の第{round}回戦は、その間に別の場所（別のノートPC）で組まれました。何も変更されていません</translation>
    </message>
    <message>
        <source>Could not {doing}: a round needs at least one table, each numbered once from 1 up (got {tables}); nothing was changed</source>
        <translation>{doing}ことができませんでした：回戦には少なくとも1卓が必要で、各卓は1から順に1回ずつ番号を付けます（{tables}）。何も変更されていません</translation>
    </message>
    <message>
        <source>Could not {doing}: session {session} is not a table of the club night {title} of {date}; nothing was changed</source>
        <translation>{doing}ことができませんでした：セッション {session} は {date} の例会 {title} の卓ではありません。何も変更されていません</translation>
    </message>
    <message>
        <source>The key of a change (--key) must be 1 to {length} printable characters, without spaces at either end; nothing was changed</source>
        <translation>変更のキー（--key）は、前後に空白のない 1～{length} 文字の表示可能な文字にしてください。何も変更していません</translation>
    </message>
    <message>
        <source>The key {key} was already used for another change; give every change a key of its own (nothing was changed)</source>
        <translation>キー {key} は別の変更ですでに使われています。変更ごとに別のキーを付けてください（何も変更していません）</translation>
    </message>
    <message>
        <source>The answer stored with the key {key} is damaged; nothing was changed. Make the change with a new key after checking that it is not stored already</source>
        <translation>キー {key} とともに保存された応答が壊れています。何も変更していません。その変更がまだ保存されていないことを確かめてから、新しいキーで変更してください</translation>
    </message>
    <message>
        <source>player list</source>
        <translation>プレイヤー一覧</translation>
    </message>
    <message>
        <source>rule set</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>deal record</source>
        <translation>ディールの記録</translation>
    </message>
    <message>
        <source>create the session</source>
        <translation>セッションを作成する</translation>
    </message>
    <message>
        <source>list the sessions</source>
        <translation>セッションの一覧を読む</translation>
    </message>
    <message>
        <source>load the session</source>
        <translation>セッションを読み込む</translation>
    </message>
    <message>
        <source>rename the session</source>
        <translation>セッションの名前を変える</translation>
    </message>
    <message>
        <source>archive the session</source>
        <translation>セッションをアーカイブする</translation>
    </message>
    <message>
        <source>unarchive the session</source>
        <translation>セッションをアーカイブから戻す</translation>
    </message>
    <message>
        <source>delete the session</source>
        <translation>セッションを削除する</translation>
    </message>
    <message>
        <source>find the last session</source>
        <translation>最後のセッションを探す</translation>
    </message>
    <message>
        <source>read the players</source>
        <translation>プレイヤーを読む</translation>
    </message>
    <message>
        <source>add the player</source>
        <translation>プレイヤーを追加する</translation>
    </message>
    <message>
        <source>save the player</source>
        <translation>プレイヤーを保存する</translation>
    </message>
    <message>
        <source>rename the player</source>
        <translation>プレイヤーの名前を変える</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>下書き</translation>
    </message>
    <message>
        <source>summary</source>
        <translation>集計</translation>
    </message>
    <message>
        <source>read the seasons</source>
        <translation>シーズンを読む</translation>
    </message>
    <message>
        <source>create the season</source>
        <translation>シーズンを作成する</translation>
    </message>
    <message>
        <source>season settings</source>
        <translation>シーズンの設定</translation>
    </message>
    <message>
        <source>save the season&apos;s settings</source>
        <translation>シーズンの設定を保存する</translation>
    </message>
    <message>
        <source>move the session</source>
        <translation>セッションを移す</translation>
    </message>
    <message>
        <source>create the club night</source>
        <translation>例会を作成する</translation>
    </message>
    <message>
        <source>club night&apos;s settings</source>
        <translation>例会の設定</translation>
    </message>
    <message>
        <source>store the next round</source>
        <translation>次の回戦を保存する</translation>
    </message>
    <message>
        <source>mark the table finished</source>
        <translation>卓を終了にする</translation>
    </message>
    <message>
        <source>mark the table not finished</source>
        <translation>卓の終了を取り消す</translation>
    </message>
    <message>
        <source>read the club night</source>
        <translation>例会を読む</translation>
    </message>
    <message>
        <source>save the club night</source>
        <translation>例会を保存する</translation>
    </message>
    <message>
        <source>close the club night</source>
        <translation>例会を締め切る</translation>
    </message>
    <message>
        <source>reopen the club night</source>
        <translation>例会を再開する</translation>
    </message>
    <message>
        <source>read the league</source>
        <translation>リーグ順位表を読む</translation>
    </message>
    <message>
        <source>save the league</source>
        <translation>リーグ順位表を保存する</translation>
    </message>
    <message>
        <source>save the deal</source>
        <translation>ディールを保存する</translation>
    </message>
    <message>
        <source>save the changed deal</source>
        <translation>変更したディールを保存する</translation>
    </message>
    <message>
        <source>delete the deal</source>
        <translation>ディールを削除する</translation>
    </message>
    <message>
        <source>save the rules</source>
        <translation>ルールを保存する</translation>
    </message>
    <message>
        <source>read the undo history</source>
        <translation>元に戻す履歴を読む</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>change sessions</source>
        <translation>セッションを変更する</translation>
    </message>
    <message>
        <source>mark tables finished</source>
        <translation>卓を終了にする</translation>
    </message>
    <message>
        <source>change the club&apos;s roster</source>
        <translation>クラブの名簿を変更する</translation>
    </message>
    <message>
        <source>change seasons, rankings or money</source>
        <translation>シーズン、順位の付け方、精算を変更する</translation>
    </message>
    <message>
        <source>create, draw, close or reopen club nights</source>
        <translation>例会を作成する、回戦を組む、例会を締め切る・再開する</translation>
    </message>
    <message>
        <source>delete sessions</source>
        <translation>セッションを削除する</translation>
    </message>
    <message>
        <source>Could not {doing}: this laptop&apos;s database login may not {what}; ask the organiser; nothing was changed</source>
        <translation>{doing}ことができませんでした：このノートPCのデータベースのログインには「{what}」権限がありません。幹事に頼んでください。何も変更されていません</translation>
    </message>
    <message>
        <source>Could not {doing}: the database server refused it, since this laptop&apos;s database login may not make this change; ask the organiser{unchanged}</source>
        <translation>{doing}ことができませんでした：このノートPCのデータベースのログインにはこの変更の権限がないため、データベースサーバーが拒否しました。幹事に頼んでください{unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: this session is a table of the club night {title} of {date}, which is closed, so its deals stay as they are; the organiser can reopen the night (Club → Club nights); nothing was changed</source>
        <translation>{doing}ことができませんでした：このセッションは {date} の例会 {title} の卓で、例会は締め切られているため、ディールは変更できません。幹事が例会を再開できます（クラブ → 例会一覧）。何も変更されていません</translation>
    </message>
    <message>
        <source>Could not {doing}: the database server refused it, since the session is a table of a closed club night; the organiser can reopen the night (Club → Club nights){unchanged}</source>
        <translation>{doing}ことができませんでした：このセッションは締め切られた例会の卓のため、データベースサーバーが拒否しました。幹事が例会を再開できます（クラブ → 例会一覧）{unchanged}</translation>
    </message>
    <message>
        <source>Could not {doing}: deal {number} was changed elsewhere (another window, table or program) since it was read (revision {revision}, now {current}); nothing was changed</source>
        <translation>{doing}ことができませんでした：ディール{number}は読み込んだ後に別の場所（別のウィンドウ、別の卓またはプログラム）で変更されました（版{revision}、現在{current}）。何も変更していません</translation>
    </message>
    <message>
        <source>Could not {doing}: the deal (id {deal}) was deleted elsewhere (another window, table or program), or was never in this session; nothing was changed</source>
        <translation>{doing}ことができませんでした：ディール（ID {deal}）は別の場所（別のウィンドウ、別の卓またはプログラム）で削除されたか、このセッションにはありません。何も変更していません</translation>
    </message>
    <message>
        <source>Could not {doing}: the rules were changed elsewhere (another window, table or program) since; nothing was changed</source>
        <translation>{doing}ことができませんでした：ルールがその後別の場所（別のウィンドウ、別の卓またはプログラム）で変更されました。何も変更していません</translation>
    </message>
    <message>
        <source>find out whether the change was saved</source>
        <translation>変更が保存されたかどうかを確かめる</translation>
    </message>
    <message>
        <source>its undo history is inconsistent</source>
        <translation>元に戻す履歴に矛盾があります</translation>
    </message>
    <message>
        <source>its undo history does not match its deals</source>
        <translation>元に戻す履歴がディールと一致しません</translation>
    </message>
    <message>
        <source>The file {path} is damaged or not a Schreiber database; it was left untouched. Restore a backup of it, or move it away to start a new database in its place</source>
        <translation>ファイル {path} は壊れているか、Schreiber のデータベースではありません。ファイルには手を加えていません。バックアップから復元するか、ファイルを別の場所に移して、そこで新しいデータベースを始めてください</translation>
    </message>
    <message>
        <source>The database {path} has schema version {version}, which Schreiber does not know; it was left untouched. Restore a backup of it, or move it away to start a new database in its place</source>
        <translation>データベース {path} のスキーマバージョンは {version} で、Schreiber の知らないバージョンです。ファイルには手を加えていません。バックアップから復元するか、ファイルを別の場所に移して、そこで新しいデータベースを始めてください</translation>
    </message>
    <message>
        <source>The database {path} is read-only, and it was written by an older version of Schreiber, which has to upgrade it before it can be read; copy it to a folder that can be written and open the copy</source>
        <translation>データベース {path} は読み取り専用で、古いバージョンの Schreiber で書かれています。読み込む前に更新が必要です。書き込みのできるフォルダーにコピーして、そのコピーを開いてください</translation>
    </message>
    <message>
        <source>Could not {doing}: the file {wal} beside the database {path} was deleted or replaced while Schreiber had the database open, and setting it right failed ({reason}); nothing was changed. Close every other window and program that has the database open, then try again</source>
        <translation>{doing}ことができませんでした：Schreiber がデータベースを開いている間に、データベース {path} の横のファイル {wal} が削除または置き換えられ、元に戻すこともできませんでした({reason})。何も変更していません。データベースを開いている他のウィンドウとプログラムをすべて閉じてから、もう一度試してください</translation>
    </message>
    <message>
        <source>Could not {doing}: the file {wal} beside the database {path} was deleted or replaced while the change was being written; nothing was changed. Try again</source>
        <translation>{doing}ことができませんでした：変更の書き込み中に、データベース {path} の横のファイル {wal} が削除または置き換えられました。何も変更していません。もう一度試してください</translation>
    </message>
    <message>
        <source>write the database again</source>
        <translation>データベースを書き直す</translation>
    </message>
    <message>
        <source>close the database</source>
        <translation>データベースを閉じる</translation>
    </message>
    <message>
        <source>set up the database</source>
        <translation>データベースを準備する</translation>
    </message>
    <message>
        <source>upgrade the database</source>
        <translation>データベースを更新する</translation>
    </message>
    <message>
        <source>The database address {url} is not one Schreiber knows; write sqlite:///path/to/file.db, postgresql://user@host:port/dbname or host=… port=… dbname=… user=…</source>
        <translation>データベースのアドレス {url} は使えません。sqlite:///path/to/file.db、postgresql://user@host:port/dbname、または host=… port=… dbname=… user=… の形で書いてください</translation>
    </message>
    <message>
        <source>Schreiber cannot reach PostgreSQL databases here: the psycopg driver is not installed (install it with: pip install &apos;schreiber[postgres]&apos;)</source>
        <translation>この環境では PostgreSQL データベースに接続できません。ドライバー psycopg がインストールされていません（インストール：pip install &apos;schreiber[postgres]&apos;）</translation>
    </message>
    <message>
        <source>Could not {doing}: the connection to the database server {path} broke while the change was being saved, and whether it was saved cannot be found out now ({reason}). When the network is back, make the same change again with its key {key}: it is saved once, never twice</source>
        <translation>{doing}ことができませんでした：保存の途中でデータベースサーバー {path} との接続が切れ、保存されたかどうかを今は確認できません（{reason}）。ネットワークが戻ったら、同じ変更をキー {key} でもう一度行ってください。保存は一度だけで、二重にはなりません</translation>
    </message>
    <message>
        <source>Could not {doing}: another client of the database {path} held what this needed for more than {seconds} seconds{unchanged}. Try again in a moment; if it stays so, the organiser can see on the server who holds it</source>
        <translation>{doing}ことができませんでした：データベース {path} の別の利用者が、必要なものを {seconds} 秒以上ロックしていました{unchanged}。少し待ってからもう一度試してください。続く場合は、幹事がサーバーで誰がロックしているか確認できます</translation>
    </message>
    <message>
        <source>Could not {doing}: the database server {path} took more than {seconds} seconds{unchanged}. Try again; if it stays so, the server is overloaded</source>
        <translation>{doing}ことができませんでした：データベースサーバー {path} の処理に {seconds} 秒以上かかりました{unchanged}。もう一度試してください。続く場合はサーバーが過負荷です</translation>
    </message>
    <message>
        <source>Could not {doing}: the database server {path} did not answer within {seconds} seconds{unchanged}. Check the network, then try again</source>
        <translation>{doing}ことができませんでした：データベースサーバー {path} が {seconds} 秒以内に応答しませんでした{unchanged}。ネットワークを確認してから、もう一度試してください</translation>
    </message>
    <message>
        <source>Could not {doing}: the database server {path} cannot be reached: its name is not known on this network. Check its spelling, or give the server&apos;s address (e.g. 192.168.1.10) instead</source>
        <translation>{doing}ことができませんでした：データベースサーバー {path} に接続できません。このネットワークではその名前が見つかりません。綴りを確認するか、代わりにサーバーのアドレス（例：192.168.1.10）を指定してください</translation>
    </message>
    <message>
        <source>Could not {doing}: the database server {path} cannot be reached: nothing answers there. Check that the server is running and that the port is right</source>
        <translation>{doing}ことができませんでした：データベースサーバー {path} に接続できません。応答がありません。サーバーが動いているか、ポートが正しいかを確認してください</translation>
    </message>
    <message>
        <source>Could not {doing}: the database server {path} cannot be reached ({reason}). Check the network and that the server is running, then try again</source>
        <translation>{doing}ことができませんでした：データベースサーバー {path} に接続できません（{reason}）。ネットワークとサーバーが動いているか確認して、もう一度お試しください</translation>
    </message>
    <message>
        <source>The database {path} holds tables of another application; Schreiber left it untouched. Create an empty database for Schreiber (see the README, &apos;For clubs&apos;)</source>
        <translation>データベース {path} には別のアプリケーションのテーブルがあります。Schreiber は何も変更していません。Schreiber 用に空のデータベースを作ってください（README の「For clubs」を参照）</translation>
    </message>
    <message>
        <source>reach the database</source>
        <translation>データベースに接続する</translation>
    </message>
    <message>
        <source>The database address cannot be read: {reason}. Write it as postgresql://user@host:port/dbname or as host=… port=… dbname=… user=…</source>
        <translation>データベースのアドレスを読み取れません：{reason}。postgresql://user@host:port/dbname または host=… port=… dbname=… user=… の形で書いてください</translation>
    </message>
    <message>
        <source>The database address has a word without = after it; write it as key=value pairs (host=… port=… dbname=… user=…), a value holding spaces in single quotes</source>
        <translation>データベースのアドレスに、後ろに = のない語があります。キー=値 の組（host=… port=… dbname=… user=…）で書き、空白を含む値は一重引用符で囲んでください</translation>
    </message>
    <message>
        <source>The port {port} of the database address is not a number from 1 to 65535; write the server&apos;s port in digits, e.g. postgresql://user@host:5432/dbname</source>
        <translation>データベースのアドレスのポート {port} は 1〜65535 の数ではありません。サーバーのポートを数字で書いてください（例：postgresql://user@host:5432/dbname）</translation>
    </message>
    <message>
        <source>The database address names {hosts} servers but {ports} ports; give one port for all servers or one for each (host1:5432,host2:5433)</source>
        <translation>データベースのアドレスにはサーバーが {hosts} 台ありますが、ポートは {ports} 個です。全サーバー共通のポートを 1 つ、またはサーバーごとに 1 つずつ書いてください（host1:5432,host2:5433）</translation>
    </message>
    <message>
        <source>The server address (hostaddr) {value} of the database address is not an IP address; give the server&apos;s name as host instead</source>
        <translation>データベースのアドレスのサーバーアドレス（hostaddr）{value} は IP アドレスではありません。代わりにサーバー名を host として書いてください</translation>
    </message>
    <message>
        <source>The server of the database address has a [ without its ]; write an IPv6 address in brackets, e.g. postgresql://user@[::1]:5432/dbname</source>
        <translation>データベースのアドレスのサーバーに、対応する ] のない [ があります。IPv6 アドレスは角かっこで囲んでください（例：postgresql://user@[::1]:5432/dbname）</translation>
    </message>
    <message>
        <source>The database address has an @ or / where its server, port or database name should be; in a user name or password write @ as %40 and / as %2F, or better leave the password out of the address and put it in ~/.pgpass</source>
        <translation>データベースのアドレスで、サーバー・ポート・データベース名の位置に @ または / があります。ユーザー名やパスワードの中では @ を %40、/ を %2F と書いてください。パスワードはアドレスに入れず ~/.pgpass に置くほうが安全です</translation>
    </message>
    <message>
        <source>The database address has an option {option} that PostgreSQL does not know; see &apos;Connection Strings&apos; in the PostgreSQL documentation</source>
        <translation>データベースのアドレスに、PostgreSQL が知らないオプション {option} があります。PostgreSQL の文書の「Connection Strings」を参照してください</translation>
    </message>
    <message>
        <source>The option {option} of the database address has a value PostgreSQL does not accept ({value})</source>
        <translation>データベースのアドレスのオプション {option} の値は PostgreSQL が受け付けません（{value}）</translation>
    </message>
    <message>
        <source>Could not {doing}: the server {path} did not accept the password of user {user} (a wrong password, or no such user). Check the password: commands read it from ~/.pgpass or PGPASSWORD, the window from File → Open database…</source>
        <translation>{doing}ことができませんでした：サーバー {path} はユーザー {user} のパスワードを受け付けませんでした（パスワードの誤り、またはそのユーザーがいません）。パスワードを確認してください。コマンドは ~/.pgpass または PGPASSWORD から、ウィンドウは「ファイル → データベースを開く…」から読み取ります</translation>
    </message>
    <message>
        <source>Could not {doing}: the server {path} asks for the password of user {user}, and none was given. Commands read it from ~/.pgpass or PGPASSWORD; the window asks for it in File → Open database…</source>
        <translation>{doing}ことができませんでした：サーバー {path} はユーザー {user} のパスワードを求めていますが、与えられていません。コマンドは ~/.pgpass または PGPASSWORD から読み取り、ウィンドウは「ファイル → データベースを開く…」で尋ねます</translation>
    </message>
    <message>
        <source>Could not {doing}: the server {path} has no database {database}. Check the database name in the address, or create the database (see the README, &apos;For clubs&apos;)</source>
        <translation>{doing}ことができませんでした：サーバー {path} にデータベース {database} はありません。アドレスのデータベース名を確認するか、データベースを作ってください（README の「For clubs」を参照）</translation>
    </message>
    <message>
        <source>Could not {doing}: the server {path} has no user (role) {user}. Check the user name in the address</source>
        <translation>{doing}ことができませんでした：サーバー {path} にユーザー（ロール）{user} はいません。アドレスのユーザー名を確認してください</translation>
    </message>
    <message>
        <source>Could not {doing}: the server {path} does not let user {user} connect without TLS (encryption). Add sslmode=require to the address (in the window: TLS &apos;required&apos;), or ask the server&apos;s administrator to let this computer in</source>
        <translation>{doing}ことができませんでした：サーバー {path} は TLS（暗号化）なしではユーザー {user} の接続を認めません。アドレスに sslmode=require を加える（ウィンドウでは TLS を「必須」にする）か、サーバーの管理者にこのコンピューターからの接続を許可してもらってください</translation>
    </message>
    <message>
        <source>Could not {doing}: the server {path} does not offer TLS (encryption), but the address requires it (sslmode). Turn TLS on at the server (see the README, &apos;For clubs&apos;), or on a network you trust choose sslmode=prefer</source>
        <translation>{doing}ことができませんでした：サーバー {path} は TLS（暗号化）に対応していませんが、アドレスは TLS を求めています（sslmode）。サーバーで TLS を有効にする（README の「For clubs」を参照）か、信頼できるネットワークでは sslmode=prefer を選んでください</translation>
    </message>
    <message>
        <source>Could not {doing}: the server {path} does not let user {user} connect from this computer (its pg_hba.conf); ask the server&apos;s administrator</source>
        <translation>{doing}ことができませんでした：サーバー {path} はこのコンピューターからのユーザー {user} の接続を認めていません（pg_hba.conf）。サーバーの管理者に相談してください</translation>
    </message>
    <message>
        <source>Could not {doing}: the server {path} refused the connection ({reason})</source>
        <translation>{doing}ことができませんでした：サーバー {path} が接続を拒否しました（{reason}）</translation>
    </message>
    <message>
        <source>back up the database</source>
        <translation>データベースをバックアップする</translation>
    </message>
    <message>
        <source>restore the backup</source>
        <translation>バックアップを復元する</translation>
    </message>
    <message>
        <source>Could not restore the backup: the database {path} already holds sessions, players, seasons or club nights; restore only into a new, empty database (a new file, or a new PostgreSQL database); nothing was changed</source>
        <translation>バックアップを復元できませんでした：データベース {path} にはすでにセッション、プレイヤー、シーズンまたは例会があります。新しい空のデータベース（新しいファイル、または新しい PostgreSQL データベース）にだけ復元してください。何も変更されていません</translation>
    </message>
    <message>
        <source>Could not back up the database {path}: a row of the table {table} is damaged ({field}: {reason}); nothing was written. Repair or delete that row, then back up again</source>
        <translation>データベース {path} をバックアップできませんでした：テーブル {table} の行が壊れています（{field}：{reason}）。何も書き出していません。その行を修復するか削除してから、もう一度バックアップしてください</translation>
    </message>
    <message>
        <source>Could not set up the table&apos;s login: {user} does not own the database {path} and its tables; run club-setup with the organiser&apos;s login (the owner&apos;s)</source>
        <translation>卓用のログインを設定できませんでした：{user} はデータベース {path} とそのテーブルの所有者ではありません。幹事のログイン（所有者）で club-setup を実行してください</translation>
    </message>
    <message>
        <source>Could not set up the table&apos;s login: the organiser&apos;s login {user} may not create roles on the server {path}; the server&apos;s administrator allows it with: ALTER ROLE {user} CREATEROLE</source>
        <translation>卓用のログインを設定できませんでした：幹事のログイン {user} にはサーバー {path} でロールを作成する権限がありません。サーバーの管理者が次のコマンドで許可できます：ALTER ROLE {user} CREATEROLE</translation>
    </message>
    <message>
        <source>Could not set up the table&apos;s login: the role {name} exists on the server {path} and may do more than a table may ({why}); choose another name for the table&apos;s login</source>
        <translation>卓用のログインを設定できませんでした：ロール {name} はサーバー {path} にすでにあり、卓に許される以上の権限を持っています（{why}）。卓用のログインには別の名前を選んでください</translation>
    </message>
    <message>
        <source>Could not set up the table&apos;s login: in the database {path}, every login may {what}, and only the server&apos;s administrator can change that: {fix}; nothing was changed</source>
        <translation>卓用のログインを設定できませんでした：データベース {path} ではどのログインでも「{what}」ことができ、それを変えられるのはサーバーの管理者だけです：{fix}。何も変更されていません</translation>
    </message>
    <message>
        <source>set up the table&apos;s login</source>
        <translation>卓用のログインを設定する</translation>
    </message>
    <message>
        <source>create tables in its schema</source>
        <translation>スキーマにテーブルを作成する</translation>
    </message>
    <message>
        <source>create schemas in it</source>
        <translation>スキーマを作成する</translation>
    </message>
    <message>
        <source>create temporary tables in it</source>
        <translation>一時テーブルを作成する</translation>
    </message>
    <message>
        <source>is not text</source>
        <translation>がテキストではありません</translation>
    </message>
    <message>
        <source>is not text in UTF-8</source>
        <translation>が UTF-8 のテキストではありません</translation>
    </message>
    <message>
        <source>is too large</source>
        <translation>が大きすぎます</translation>
    </message>
    <message>
        <source>is nested too deeply</source>
        <translation>の入れ子が深すぎます</translation>
    </message>
    <message>
        <source>is not readable JSON</source>
        <translation>が JSON として読めません</translation>
    </message>
    <message>
        <source>is not a JSON object</source>
        <translation>が JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>is not a list of names</source>
        <translation>が名前のリストではありません</translation>
    </message>
    <message>
        <source>is not a whole number in range</source>
        <translation>が範囲内の整数ではありません</translation>
    </message>
    <message>
        <source>is neither 0 nor 1</source>
        <translation>が 0 でも 1 でもありません</translation>
    </message>
    <message>
        <source>keep what was typed</source>
        <translation>入力した内容を残す</translation>
    </message>
    <message>
        <source>read what was typed before</source>
        <translation>前に入力した内容を読む</translation>
    </message>
    <message>
        <source>discard what was typed</source>
        <translation>入力した内容を破棄する</translation>
    </message>
</context>
<context>
    <name>TableStatsModel</name>
    <message>
        <source>Statistic</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>セッション数</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>プレイしたディール</translation>
    </message>
    <message>
        <source>The deals that were scored; redeals and changes of seating are none.</source>
        <translation>得点が付いたディールです。配り直しと席の交代は数えません。</translation>
    </message>
    <message>
        <source>Redeals</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <source>Deals thrown in and dealt again: they score nothing.</source>
        <translation>やめて配り直したディール。得点は付きません。</translation>
    </message>
    <message>
        <source>Re won</source>
        <translation>レーの勝ち</translation>
    </message>
    <message>
        <source>Kontra won</source>
        <translation>コントラの勝ち</translation>
    </message>
    <message>
        <source>Soloist&apos;s side won</source>
        <translation>ソロイスト側の勝ち</translation>
    </message>
    <message>
        <source>Defenders won</source>
        <translation>ディフェンダーの勝ち</translation>
    </message>
    <message>
        <source>Soloist won</source>
        <translation>ソリストの勝ち</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>平均得点</translation>
    </message>
    <message>
        <source>Highest score</source>
        <translation>最高得点</translation>
    </message>
    <message>
        <source>Average game value</source>
        <translation>平均ゲーム点</translation>
    </message>
    <message>
        <source>Highest game value</source>
        <translation>最高ゲーム点</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>コントラクト</translation>
    </message>
    <message>
        <source>Bids by trump</source>
        <translation>切り札別のビッド</translation>
    </message>
    <message>
        <source>Solos won</source>
        <translation>ソロの勝ち</translation>
    </message>
    <message>
        <source>Compulsory solos</source>
        <translation>義務ソロ</translation>
    </message>
    <message>
        <source>Announcements (held of made)</source>
        <translation>宣言(成功/宣言数)</translation>
    </message>
    <message>
        <source>{held} of {made}</source>
        <translation>{held}/{made}</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>ボーナス得点</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>ボック</translation>
    </message>
    <message>
        <source>Bock deals</source>
        <translation>ボックのディール</translation>
    </message>
    <message>
        <source>Highest Bock</source>
        <translation>最高ボック</translation>
    </message>
    <message>
        <source>Bock started by: {trigger}</source>
        <translation>ボックの発生: {trigger}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>{rank}.</source>
        <translation>{rank}位</translation>
    </message>
    <message numerus="yes">
        <source>{title} — after %n deal(s)</source>
        <translation>
            <numerusform>{title} — %nディール終了</numerusform>
        </translation>
    </message>
    <message>
        <source>The session is over. Winner: {names}</source>
        <translation>セッション終了。勝者: {names}</translation>
    </message>
    <message>
        <source>Deal {n}: {dealer} deals</source>
        <translation>第{n}ディール：ディーラーは{dealer}</translation>
    </message>
    <message>
        <source>Sits out: {names}</source>
        <translation>休み: {names}</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) ×{factor}</source>
        <translation>
            <numerusform>%nディール ×{factor}</numerusform>
        </translation>
    </message>
    <message>
        <source>Bock ahead: {deals}</source>
        <translation>今後のボック: {deals}</translation>
    </message>
    <message>
        <source>F11 or Esc: back to the score sheet</source>
        <translation>F11 または Esc：得点表に戻る</translation>
    </message>
</context>
<context>
    <name>TotalsChart</name>
    <message>
        <source>Running totals</source>
        <translation>累計点の推移</translation>
    </message>
    <message>
        <source>Every player&apos;s running total after each deal; arrow keys pick a deal.</source>
        <translation>各ディール後の全プレイヤーの累計点です。矢印キーでディールを選べます。</translation>
    </message>
    <message>
        <source>not at the table</source>
        <translation>卓にいない</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>休み</translation>
    </message>
    <message>
        <source>Seating · {name} deals next</source>
        <translation>席 · 次は {name} が配る</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>第{number}ディール</translation>
    </message>
    <message>
        <source>dealt by {name}</source>
        <translation>ディーラー: {name}</translation>
    </message>
    <message>
        <source>Bock ×{factor}</source>
        <translation>ボック ×{factor}</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>ボック</translation>
    </message>
    <message>
        <source>No deals yet</source>
        <translation>まだディールはありません</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
</context>
<context>
    <name>TransfersModel</name>
    <message>
        <source>Pays</source>
        <translation>支払う人</translation>
    </message>
    <message>
        <source>To</source>
        <translation>受け取る人</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
</context>
<context>
    <name>WallWindow</name>
    <message>
        <source>Standing after round {number}</source>
        <translation>第{number}回戦終了時の順位</translation>
    </message>
    <message>
        <source>Standing during round {number}: {finished} of {count} tables finished</source>
        <translation>第{number}回戦の途中の順位：{count}卓中{finished}卓が終了</translation>
    </message>
    <message>
        <source>Per {count} deals</source>
        <translation>{count}ディールあたり</translation>
    </message>
    <message>
        <source>Table points</source>
        <translation>卓ポイント</translation>
    </message>
    <message>
        <source>{title} — the standing on the wall</source>
        <translation>{title} — 壁に映す順位</translation>
    </message>
    <message>
        <source>The standing on the wall</source>
        <translation>壁に映す順位</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>第{number}回戦</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
</context>
<context>
    <name>Workbook</name>
    <message>
        <source>Sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>集計</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>データ</translation>
    </message>
    <message>
        <source>Re points</source>
        <translation>レーの点数</translation>
    </message>
    <message>
        <source>Tricks won</source>
        <translation>取ったトリック</translation>
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
        <translation>合計</translation>
    </message>
    <message>
        <source>Seating: {players} · {dealer} deals</source>
        <translation>席:{players}・{dealer} が配る</translation>
    </message>
    <message>
        <source>{title} · {date}</source>
        <translation>{title} · {date}</translation>
    </message>
    <message>
        <source>{game}, {deals} deals</source>
        <translation>{game}、{deals}ディール</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>参加ディール数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Solos</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <source>Solos won</source>
        <translation>ソロ勝ち</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <source>Bids made</source>
        <translation>ビッド成功</translation>
    </message>
    <message>
        <source>Best deal</source>
        <translation>最高のディール</translation>
    </message>
    <message>
        <source>Worst deal</source>
        <translation>最低のディール</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>最長連勝</translation>
    </message>
    <message>
        <source>Balance ({currency})</source>
        <translation>精算額({currency})</translation>
    </message>
    <message>
        <source>{rate} {currency} per point, balances rounded to {step} {currency}: plus receives, minus pays.</source>
        <translation>1点あたり{rate} {currency}、精算額は{step} {currency}単位で丸め:プラスは受け取り、マイナスは支払い。</translation>
    </message>
    <message>
        <source>The totals do not add up to zero, so everyone settles against the average of {mean} points: whoever is above it receives, whoever is below it pays.</source>
        <translation>合計点がゼロにならないため、平均{mean}点との差で精算します。平均より上の人が受け取り、下の人が支払います。</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>精算</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>支払う人</translation>
    </message>
    <message>
        <source>To</source>
        <translation>受け取る人</translation>
    </message>
    <message>
        <source>Amount ({currency})</source>
        <translation>金額({currency})</translation>
    </message>
    <message>
        <source>Nobody pays anything: everyone is even.</source>
        <translation>支払いはありません。全員が差し引きゼロです。</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>ディール数</translation>
    </message>
    <message>
        <source>Redeals</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <source>Bock deals</source>
        <translation>ボックのディール</translation>
    </message>
    <message>
        <source>Finished; won by {names}</source>
        <translation>終了。勝者:{names}</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>得点の推移</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <source>No deals yet.</source>
        <translation>まだディールがありません。</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Rule option</source>
        <translation>ルールオプション</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Players (seating order)</source>
        <translation>プレイヤー(席順)</translation>
    </message>
    <message>
        <source>From deal {number} on</source>
        <translation>第{number}ディールから</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>最初のディーラー</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Written by Schreiber {version}</source>
        <translation>Schreiber {version} で作成</translation>
    </message>
    <message>
        <source>The session file below is read back by Schreiber (File → Import). Do not edit: an edited workbook is refused.</source>
        <translation>下のセッションファイルは Schreiber が読み込みます(ファイル → インポート)。編集しないでください。編集されたブックは拒否されます。</translation>
    </message>
    <message>
        <source>League table</source>
        <translation>リーグ順位表</translation>
    </message>
    <message>
        <source>League chart</source>
        <translation>リーグ推移</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>精算</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>セッション</translation>
    </message>
    <message>
        <source>Evenings: {evenings} · deals: {deals} · players: {players}</source>
        <translation>セッション: {evenings} · ディール: {deals} · プレイヤー: {players}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>セッション数</translation>
    </message>
    <message>
        <source>Ranked by the sum of each player&apos;s evening totals.</source>
        <translation>各プレイヤーの毎回の合計点の和で順位を決めます。</translation>
    </message>
    <message>
        <source>Ranked by points per {per_deals} deals played, over the whole season.</source>
        <translation>シーズン全体で、プレイした{per_deals}ディールあたりの点数で順位を決めます。</translation>
    </message>
    <message>
        <source>Ranked by table points: each evening, the places at the table score {points}.</source>
        <translation>テーブルポイントで順位を決めます。毎回、卓内の順位ごとの点数は {points} です。</translation>
    </message>
    <message>
        <source>{size} at a table: {points}</source>
        <translation>{size}人卓: {points}</translation>
    </message>
    <message>
        <source>Worst evenings left out of each player&apos;s score: {count} (the Evenings column counts them all).</source>
        <translation>各プレイヤーの成績から除く最も悪い回の数: {count}(セッション数の列にはすべて含みます)。</translation>
    </message>
    <message>
        <source>Players with fewer than {count} evenings follow without a rank.</source>
        <translation>セッション数が{count}未満のプレイヤーは順位なしで後に並びます。</translation>
    </message>
    <message>
        <source>The league over the season</source>
        <translation>シーズンを通したリーグの推移</translation>
    </message>
    <message>
        <source>Club night</source>
        <translation>例会</translation>
    </message>
    <message>
        <source>League score</source>
        <translation>リーグ成績</translation>
    </message>
    <message>
        <source>Best evening</source>
        <translation>最高の回</translation>
    </message>
    <message>
        <source>Worst evening</source>
        <translation>最低の回</translation>
    </message>
    <message>
        <source>Club pot</source>
        <translation>クラブ積立金</translation>
    </message>
    <message>
        <source>The club pot takes {share} % of what each loser loses, every evening; the winners receive the rest.</source>
        <translation>毎回、負けた各プレイヤーの負け額の {share} % をクラブ積立金に入れ、勝ったプレイヤーは残りを受け取ります。</translation>
    </message>
    <message>
        <source>Everyone pays {fee} {currency} into the club pot for each evening played.</source>
        <translation>参加した回ごとに全員が {fee} {currency} をクラブ積立金に払います。</translation>
    </message>
    <message>
        <source>The pot goes to {name}.</source>
        <translation>積立金は{name}が受け取ります。</translation>
    </message>
    <message>
        <source>Every evening is counted exactly; the season is rounded once, at its end, so that the balances and the pot add up to zero.</source>
        <translation>毎回の金額は正確に計算し、シーズンの最後に一度だけ丸めます。そのため収支と積立金の合計はちょうど0になります。</translation>
    </message>
    <message>
        <source>Before the pot ({currency})</source>
        <translation>積立前({currency})</translation>
    </message>
    <message>
        <source>To the pot ({currency})</source>
        <translation>積立金へ({currency})</translation>
    </message>
    <message>
        <source>Prizes ({currency})</source>
        <translation>賞金({currency})</translation>
    </message>
    <message>
        <source>At each club night the pot pays {winner} {currency} to the night&apos;s winner and {best} {currency} to the best single deal; players tied share a prize.</source>
        <translation>各例会で、クラブ積立金から例会の優勝者に {winner} {currency}、最高のディールの得点者に {best} {currency} を支払います。同点の場合は賞金を等分します。</translation>
    </message>
    <message>
        <source>Each evening, exactly ({currency})</source>
        <translation>各回の正確な金額({currency})</translation>
    </message>
</context>
<context>
    <name>WorkbookError</name>
    <message>
        <source>it is a folder, not a file; choose the file itself</source>
        <translation>これはフォルダーで、ファイルではありません。ファイルそのものを選んでください</translation>
    </message>
    <message>
        <source>it is a named pipe (FIFO), not a file, and Schreiber reads files only; save what it carries to a file and import that</source>
        <translation>これは名前付きパイプ（FIFO）で、ファイルではありません。Schreiber はファイルだけを読み込みます。内容をファイルに保存してからインポートしてください</translation>
    </message>
    <message>
        <source>it is a device, not a file; choose a file saved on disk</source>
        <translation>これはデバイスで、ファイルではありません。ディスクに保存されたファイルを選んでください</translation>
    </message>
    <message>
        <source>it is not a regular file (a socket, say); choose a file saved on disk</source>
        <translation>これは通常のファイルではありません（ソケットなど）。ディスクに保存されたファイルを選んでください</translation>
    </message>
    <message>
        <source>the file is larger than {limit} MB, far more than any workbook Schreiber writes; it was not read — import a workbook Schreiber exported, or the session file (.json)</source>
        <translation>ファイルが {limit} MB を超えており、Schreiber が書き出すどのブックよりもはるかに大きいため、読み込みませんでした。Schreiber が書き出したブックか、セッションファイル（.json）をインポートしてください</translation>
    </message>
    <message>
        <source>the workbook would unpack to more than {limit} MB (or more than {members} parts); it was not read — it is not a workbook Schreiber wrote; import one Schreiber exported, or the session file (.json)</source>
        <translation>このブックは展開すると {limit} MB を超えます（または {members} 個を超える部分があります）。読み込みませんでした。Schreiber が書いたブックではありません。Schreiber が書き出したブックか、セッションファイル（.json）をインポートしてください</translation>
    </message>
    <message>
        <source>the part {part} is packed more than {ratio} times tighter than any workbook Schreiber writes (a zip bomb); it was not read — import a workbook Schreiber exported, or the session file (.json)</source>
        <translation>部分 {part} は Schreiber が書き出すどのブックよりも {ratio} 倍以上きつく圧縮されています（ZIP 爆弾）。読み込みませんでした。Schreiber が書き出したブックか、セッションファイル（.json）をインポートしてください</translation>
    </message>
    <message>
        <source>the file is not an Excel workbook (.xlsx) or it is damaged; export the evening again or import its session file (.json)</source>
        <translation>このファイルは Excel ブック（.xlsx）ではないか、壊れています。この夜の記録をもう一度書き出すか、セッションファイル（.json）をインポートしてください</translation>
    </message>
    <message>
        <source>the part {part} holds more than {limit} entries, far more than any evening&apos;s workbook; it was not read — it is not a workbook Schreiber wrote</source>
        <translation>部分 {part} の項目が {limit} を超えており、どの夜のブックよりもはるかに多いため、読み込みませんでした。Schreiber が書いたブックではありません</translation>
    </message>
    <message>
        <source>the part {part} holds more text than any evening&apos;s workbook (a cell of more than {cell} characters, or more than {limit} MB in all); it was not read — it is not a workbook Schreiber wrote</source>
        <translation>部分 {part} のテキストがどの夜のブックよりも多いため（{cell} 文字を超えるセル、または合計 {limit} MB 超）、読み込みませんでした。Schreiber が書いたブックではありません</translation>
    </message>
    <message>
        <source>the sheet {sheet!r} has more than {limit} rows, more than a session of at most {deals} deals fills; the workbook was not read — import a workbook Schreiber exported</source>
        <translation>シート {sheet!r} の行数が {limit} を超えており、最大 {deals} ディールのセッションが使う行数より多いため、ブックを読み込みませんでした。Schreiber が書き出したブックをインポートしてください</translation>
    </message>
    <message>
        <source>the workbook was not written by Schreiber (it has no Schreiber Data sheet); only workbooks exported by Schreiber can be imported</source>
        <translation>このブックは Schreiber が書いたものではありません（Schreiber のデータシートがありません）。インポートできるのは Schreiber が書き出したブックだけです</translation>
    </message>
    <message>
        <source>the workbook was written by a newer Schreiber (workbook version {version}); update Schreiber to import it</source>
        <translation>このブックは新しい Schreiber で書かれています（ブックのバージョン {version}）。インポートするには Schreiber を更新してください</translation>
    </message>
    <message>
        <source>the Data sheet is incomplete (no version); the workbook was changed after export — import it as exported or import the session file (.json)</source>
        <translation>データシートが不完全です（バージョンがありません）。ブックは書き出し後に変更されています。書き出したままのブックか、セッションファイル（.json）をインポートしてください</translation>
    </message>
    <message>
        <source>the Data sheet is incomplete (no session text); the workbook was changed after export — import it as exported or import the session file (.json)</source>
        <translation>データシートが不完全です（セッションのテキストがありません）。ブックは書き出し後に変更されています。書き出したままのブックか、セッションファイル（.json）をインポートしてください</translation>
    </message>
    <message>
        <source>the Data sheet is incomplete (a part of the session text is missing); the workbook was changed after export — import it as exported or import the session file (.json)</source>
        <translation>データシートが不完全です（セッションのテキストの一部が欠けています）。ブックは書き出し後に変更されています。書き出したままのブックか、セッションファイル（.json）をインポートしてください</translation>
    </message>
    <message>
        <source>the Data sheet is incomplete (the session text is no session); the workbook was changed after export — import it as exported or import the session file (.json)</source>
        <translation>データシートが不完全です（セッションのテキストがセッションではありません）。ブックは書き出し後に変更されています。書き出したままのブックか、セッションファイル（.json）をインポートしてください</translation>
    </message>
    <message>
        <source>the Data sheet holds too many parts for a session of at most {limit} deals; the workbook was changed after export — import it as exported or import the session file (.json)</source>
        <translation>データシートの部分が、最大 {limit} ディールのセッションには多すぎます。ブックは書き出し後に変更されています。書き出したままのブックか、セッションファイル（.json）をインポートしてください</translation>
    </message>
    <message>
        <source>the Data sheet was edited after export (its SHA-256 does not match); import the workbook as exported or the session file (.json)</source>
        <translation>データシートが書き出し後に編集されています（SHA-256 が一致しません）。書き出したままのブックか、セッションファイル（.json）をインポートしてください</translation>
    </message>
    <message>
        <source>the session in the Data sheet is not valid: {field}: {reason}</source>
        <translation>データシートのセッションが正しくありません: {field}: {reason}</translation>
    </message>
    <message>
        <source>the workbook links to other files (external links), which Schreiber never writes; it was changed after export — import it as exported or import the session file (.json)</source>
        <translation>このブックは他のファイルにリンクしています（外部リンク）。Schreiber はリンクを書きません。ブックは書き出し後に変更されています。書き出したままのブックか、セッションファイル（.json）をインポートしてください</translation>
    </message>
    <message>
        <source>the workbook defines the name {name!r}, which Schreiber never writes; it was changed after export — import it as exported or import the session file (.json)</source>
        <translation>このブックは名前 {name!r} を定義していますが、Schreiber はそのような名前を書きません。ブックは書き出し後に変更されています。書き出したままのブックか、セッションファイル（.json）をインポートしてください</translation>
    </message>
    <message>
        <source>the score sheet {sheet!r} is missing; the workbook was changed after export — import it as exported</source>
        <translation>得点表 {sheet!r} がありません。ブックは書き出し後に変更されています。書き出したままのブックをインポートしてください</translation>
    </message>
    <message>
        <source>{ref} says {found} but the deals give {expected}; the workbook was edited after export — import it as exported or correct the deal in Schreiber</source>
        <translation>{ref} は {found} ですが、ディールからは {expected} になります。ブックは書き出し後に編集されています。書き出したままのブックをインポートするか、Schreiber でディールを直してください</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空欄</translation>
    </message>
    <message>
        <source>the session takes more than {limit} MB as a session file, more than Schreiber reads back; shorten long notes or split the session into evenings</source>
        <translation>このセッションはセッションファイルにすると {limit} MB を超え、Schreiber が読み戻せる大きさを超えます。長いメモを短くするか、セッションを夜ごとに分けてください</translation>
    </message>
    <message>
        <source>the Data sheet holds more than {limit} MB of session text, more than any session file; the workbook was changed after export — import it as exported or import the session file (.json)</source>
        <translation>データシートのセッションのテキストが {limit} MB を超えており、どのセッションファイルよりも大きいです。ブックは書き出し後に変更されています。書き出したままのブックか、セッションファイル（.json）をインポートしてください</translation>
    </message>
    <message>
        <source>the season&apos;s money cannot be settled: {field}: {reason}</source>
        <translation>シーズンの精算ができません: {field}: {reason}</translation>
    </message>
</context>
<context>
    <name>WriteError</name>
    <message>
        <source>it is a folder, not a file; give a file name</source>
        <translation>ファイルではなくフォルダーです。ファイル名を指定してください</translation>
    </message>
    <message>
        <source>it is a symbolic link, and Schreiber does not write through links; give the file&apos;s own name or a new one</source>
        <translation>シンボリックリンクです。Schreiber はリンク越しには書き込みません。ファイルそのものの名前か、新しい名前を指定してください</translation>
    </message>
    <message>
        <source>it is a named pipe (FIFO), not a file</source>
        <translation>ファイルではなく名前付きパイプ（FIFO）です</translation>
    </message>
    <message>
        <source>it is a device, not a file</source>
        <translation>ファイルではなくデバイスです</translation>
    </message>
    <message>
        <source>it is not a regular file (a socket, say)</source>
        <translation>通常のファイルではありません（ソケットなど）</translation>
    </message>
    <message>
        <source>it is read-only, and Schreiber does not overwrite it; give another name, or make the file writable first</source>
        <translation>読み取り専用のため、Schreiber は上書きしません。別の名前を指定するか、先にファイルを書き込み可能にしてください</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>フォルダー {folder} がありません</translation>
    </message>
</context>
<context>
    <name>YearsModel</name>
    <message>
        <source>Season</source>
        <translation>シーズン</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Evenings</source>
        <translation>例会</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Best evening</source>
        <translation>最高の例会</translation>
    </message>
    <message>
        <source>Solos</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <source>Solos won</source>
        <translation>ソロ勝利</translation>
    </message>
</context>
</TS>
