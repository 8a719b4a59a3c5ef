"""The phones' page: one small HTML file with its style and script inline.

No framework, nothing fetched from elsewhere (no fonts, no CDN): the page asks
its own server for ``state.json`` and listens to ``events`` (Server-Sent Events;
``EventSource`` reconnects by itself, and on every (re)connection the page
fetches ``state.json`` again, so a phone that lost the network catches up).
It has no words of its own: every text comes in ``state.json``, in the phone's
language. Large type for a 360-pixel phone held upright or sideways; light or
dark as the phone is set (``prefers-color-scheme``).

The server's Content-Security-Policy allows the inline style and script by
their hashes (:data:`STYLE_HASH`, :data:`SCRIPT_HASH`) and nothing else inline.
Kept as a string in a module so it travels with the code (wheel, bundle).
"""

from __future__ import annotations

import base64
import hashlib
from typing import Final

STYLE: Final = """
:root { color-scheme: light dark; --bg: #ffffff; --fg: #141414; --muted: #5c5c5c;
  --neg: #b3261e; --line: #d7d7d7; --band: #f3f3f3; --bock: #fff1c9; --seat: #e8eefc;
  --ok: #1e7d32; --warn: #b3261e; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #111315; --fg: #f1f1f1; --muted: #a9a9a9; --neg: #ff8a80;
    --line: #34383c; --band: #1b1e21; --bock: #3b3213; --seat: #1d2a44;
    --ok: #81c995; --warn: #ff8a80; }
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body { margin: 0; padding: 12px 12px 32px; background: var(--bg); color: var(--fg);
  font: 18px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP",
    "Hiragino Sans", sans-serif; }
header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; }
h1 { font-size: 1.35em; margin: 0; overflow-wrap: anywhere; }
h2 { font-size: 1.05em; margin: 18px 0 6px; color: var(--muted); font-weight: 600; }
#subtitle { color: var(--muted); }
#status { margin-left: auto; font-size: 0.8em; color: var(--ok); }
#status.offline { color: var(--warn); font-weight: 600; }
#problem { color: var(--warn); font-weight: 600; }
table { border-collapse: collapse; }
#standing { width: 100%; font-size: 1.7em; line-height: 1.25; }
#standing td { padding: 2px 4px; }
#standing .rank { width: 2.2em; text-align: right; color: var(--muted); }
#standing .name { overflow-wrap: anywhere; }
#standing .total { text-align: right; font-weight: 700; white-space: nowrap; }
#standing .small { font-size: 0.55em; color: var(--muted); text-align: right; white-space: nowrap; }
.neg { color: var(--neg); }
#lines p { margin: 4px 0; font-size: 1.15em; }
#lines p:first-child { font-weight: 600; }
.scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; border-top: 1px solid var(--line); }
#deals { min-width: 100%; font-size: 0.95em; }
#deals th, #deals td { padding: 3px 6px; border-bottom: 1px solid var(--line);
  text-align: right; white-space: nowrap; }
#deals th { position: sticky; top: 0; background: var(--bg); font-weight: 600; }
#deals th.no, #deals td.no { position: sticky; left: 0; background: var(--bg);
  text-align: left; z-index: 1; }
#deals tr.what td { text-align: left; white-space: normal; color: var(--muted);
  border-bottom: 0; padding-bottom: 0; font-size: 0.9em; }
#deals tr.bock td, #deals tr.bock th { background: var(--bock); }
#deals tr.seating td { background: var(--seat); font-style: italic; }
#deals .delta { display: block; font-size: 0.8em; color: var(--muted); }
#deals .sum { display: block; font-weight: 700; }
#deals td.out .sum { font-weight: 400; color: var(--muted); }
.round { margin: 0 0 10px; }
.tables { list-style: none; margin: 0; padding: 0; }
.tables li { padding: 6px 0; border-bottom: 1px solid var(--line); }
.tables .head { font-weight: 700; }
.tables .deals { color: var(--muted); }
.empty { color: var(--muted); }
footer { margin-top: 20px; font-size: 0.8em; color: var(--muted); }
@media (orientation: landscape) and (min-width: 640px) {
  main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr); gap: 0 20px;
    align-items: start; }
  #standing { font-size: 1.5em; }
}
"""

SCRIPT: Final = """
"use strict";
(function () {
  var base = location.pathname.replace(/[^\\/]*$/, "");
  var shown = -1;
  var words = {};
  function $(id) { return document.getElementById(id); }
  function make(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) { node.className = cls; }
    if (text !== undefined && text !== null) { node.textContent = String(text); }
    return node;
  }
  function clear(node) {
    while (node.firstChild) { node.removeChild(node.firstChild); }
    return node;
  }
  function live(on) {
    var status = $("status");
    status.textContent = on ? (words.live || "") : (words.offline || "…");
    status.className = on ? "" : "offline";
  }
  function standing(state) {
    var body = clear($("standing"));
    state.standing.forEach(function (row) {
      var tr = make("tr");
      tr.appendChild(make("td", "rank", row.rank));
      tr.appendChild(make("td", "name", row.name));
      if (state.kind === "night") {
        tr.appendChild(make("td", "small", row.points + " · " + row.deals));
      }
      tr.appendChild(make("td", "total" + (row.negative ? " neg" : ""), row.total));
      body.appendChild(tr);
    });
  }
  function lines(state) {
    var box = clear($("lines"));
    var keys = ["problem", "closed", "next", "sitting_out", "bock", "owed", "round_left"];
    keys.forEach(function (key) {
      if (!state[key]) { return; }
      var line = make("p", key, state[key]);
      line.id = "line-" + key;
      box.appendChild(line);
    });
  }
  function deals(state) {
    var table = clear($("deals"));
    $("deals-heading").textContent = words.sheet;
    if (!state.rows.length) {
      var none = make("tr"); none.appendChild(make("td", "empty", words.no_deals));
      table.appendChild(none);
      return;
    }
    var head = make("tr");
    head.appendChild(make("th", "no", "#"));
    state.players.forEach(function (name) { head.appendChild(make("th", "", name)); });
    var thead = make("thead"); thead.appendChild(head); table.appendChild(thead);
    var body = make("tbody");
    for (var i = state.rows.length - 1; i >= 0; i--) {
      var row = state.rows[i];
      var kind = row.seating ? " seating" : row.bock ? " bock" : "";
      var what = make("tr", "what" + kind);
      var text = make("td", "", (row.bock ? "\\u00d7" + row.bock + " \\u00b7 " : "") + row.game);
      text.colSpan = state.players.length + 1;
      what.appendChild(text);
      body.appendChild(what);
      var tr = make("tr", "deal" + kind);
      tr.dataset.number = row.number;
      tr.appendChild(make("td", "no", (row.number || "\\u2013") + " " + row.dealer));
      row.cells.forEach(function (cell) {
        var td = make("td", cell.out ? "out" : "");
        td.appendChild(make("span", "delta", cell.delta || "\\u00a0"));
        var sum = cell.total || "\\u00a0";
        td.appendChild(make("span", "sum" + (cell.negative ? " neg" : ""), sum));
        tr.appendChild(td);
      });
      body.appendChild(tr);
    }
    table.appendChild(body);
  }
  function rounds(state) {
    var box = clear($("rounds"));
    state.rounds.forEach(function (round) {
      var section = make("section", "round");
      section.appendChild(make("h2", "", round.title));
      var list = make("ul", "tables");
      round.tables.forEach(function (table) {
        var item = make("li");
        var done = table.finished ? " \\u2013 " + table.finished : "";
        item.appendChild(make("div", "head", table.table + done));
        item.appendChild(make("div", "", table.players.join(", ")));
        item.appendChild(make("div", "deals", table.deals));
        list.appendChild(item);
      });
      section.appendChild(list);
      box.appendChild(section);
    });
  }
  function show(state) {
    if (!state || state.version < shown) { return; }
    shown = state.version;
    words = state.words || {};
    document.documentElement.lang = state.lang;
    document.title = state.title;
    $("title").textContent = state.title;
    $("subtitle").textContent = state.subtitle || "";
    $("standing-heading").textContent = words.standing;
    $("footer").textContent = words.read_only;
    live(true);
    lines(state);
    if (state.kind === "problem") { return; }
    standing(state);
    $("sheet").hidden = state.kind !== "session";
    $("night").hidden = state.kind !== "night";
    if (state.kind === "session") { deals(state); } else { rounds(state); }
    document.body.dataset.version = String(state.version);
  }
  function fetchState() {
    fetch(base + "state.json", { cache: "no-store" })
      .then(function (answer) { return answer.ok ? answer.json() : null; })
      .then(show)
      .catch(function () { live(false); });
  }
  var source = null;
  function connect() {
    source = new EventSource(base + "events");
    source.addEventListener("state", function (event) { show(JSON.parse(event.data)); });
    source.onopen = function () { fetchState(); };
    source.onerror = function () {
      live(false);
      if (source.readyState === EventSource.CLOSED) { setTimeout(connect, 2000); }
    };
  }
  fetchState();
  connect();
})();
"""

BODY: Final = """<header><h1 id="title"></h1><span id="subtitle"></span>
<span id="status"></span></header>
<main>
<section id="top"><h2 id="standing-heading"></h2><table id="standing"></table>
<div id="lines"></div></section>
<section id="sheet" hidden><h2 id="deals-heading"></h2>
<div class="scroll"><table id="deals"></table></div></section>
<section id="night" hidden><div id="rounds"></div></section>
</main>
<footer id="footer"></footer>"""


def _hash(text: str) -> str:
    digest = hashlib.sha256(text.encode()).digest()
    return "sha256-" + base64.b64encode(digest).decode()


STYLE_HASH: Final = _hash(STYLE)
SCRIPT_HASH: Final = _hash(SCRIPT)

PAGE: Final = (
    '<!DOCTYPE html>\n<html><head><meta charset="utf-8">\n'
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
    '<meta name="referrer" content="no-referrer">\n'
    '<meta name="color-scheme" content="light dark">\n'
    # No icon to fetch: the browser would ask for /favicon.ico, outside the token.
    '<link rel="icon" href="data:,">\n'
    "<title>Schreiber</title>\n"
    f"<style>{STYLE}</style>\n</head><body>\n{BODY}\n<script>{SCRIPT}</script>\n</body></html>\n"
)
"""The whole page, as served."""
