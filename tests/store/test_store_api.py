"""The Store's public API: sessions, deals, undo/redo, the data folder."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import platformdirs
import pytest

from schreiber.store import (
    DATA_DIR_ENV,
    DEFAULT_FILENAME,
    ConflictError,
    Saved,
    Store,
    StoreError,
    database,
)
from schreiber.store import (
    undo as undo_module,
)

PLAYERS = ("Anna", "Ben", "Chie", "Daiki", "Emi")
ModelState = tuple[tuple[tuple[int, dict[str, object]], ...], dict[str, object]]  # deals, rules
RULES: dict[str, object] = {"preset": "standard", "options": {"bock_mode": "queue"}}


def deal(n: int) -> dict[str, object]:
    return {
        "type": "normal",
        "re": ["Anna", "Chie"],
        "re_points": 121 + n % 10,
        "announcements": {"re": ["re"], "kontra": []},
        "bonuses": [{"kind": "fox", "party": "re"}],
        "compulsory": False,
        "marriage_clarified_in": None,
        "note": f"deal {n} – Grüße ♣",
    }


def new_session(store: Store, deals: int = 0, title: str = "Friday") -> int:
    return store.sessions.create_session(
        "doppelkopf", title, "2026-11-20", PLAYERS, "Anna", RULES, [deal(n) for n in range(deals)]
    )


def positions(path: Path, session_id: int) -> list[int]:
    with closing(sqlite3.connect(path)) as conn:
        rows = conn.execute(
            "SELECT position FROM deals WHERE session_id = ? ORDER BY position", (session_id,)
        ).fetchall()
    return [int(row[0]) for row in rows]


def ids_and_revisions(store: Store, session_id: int) -> list[tuple[int, int]]:
    data = store.sessions.load_session(session_id)
    assert len(data.deal_ids) == len(data.revisions) == len(data.deals)
    return list(zip(data.deal_ids, data.revisions, strict=True))


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "db" / DEFAULT_FILENAME) as opened:
        yield opened


def test_create_and_load_round_trip(store: Store) -> None:
    deals = [deal(n) for n in range(3)]
    session_id = store.sessions.create_session(
        "doppelkopf", "Friday", "2026-11-20", list(PLAYERS), "Ben", RULES, deals
    )
    data = store.sessions.load_session(session_id)
    assert data.id == session_id
    assert (data.game, data.title, data.date) == ("doppelkopf", "Friday", "2026-11-20")
    assert data.players == PLAYERS
    assert data.first_dealer == "Ben"
    assert data.rules == RULES
    assert data.deals == tuple(deals)
    assert data.archived is False
    # Key order survives (the session file round-trips byte for byte).
    assert [list(d) for d in data.deals] == [list(d) for d in deals]
    assert positions(store.path, session_id) == [0, 1, 2]


def test_creates_parent_folders(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "c" / DEFAULT_FILENAME
    with Store(path) as store:
        assert store.path == path
        assert store.sessions.list_sessions() == []
    assert path.is_file()


def test_pragmas(store: Store) -> None:
    conn = store._conn  # the store's own connection: the settings are per connection
    assert conn is not None
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert conn.execute("PRAGMA user_version").fetchone()[0] == len(database.MIGRATIONS)


def test_list_sessions_newest_first_and_archive(store: Store) -> None:
    first = new_session(store, deals=2, title="first")
    second = new_session(store, title="second")
    assert [s.id for s in store.sessions.list_sessions()] == [second, first]
    store.sessions.add_deal(first, deal(9))
    infos = store.sessions.list_sessions()
    assert [s.id for s in infos] == [first, second]
    assert infos[0].deal_count == 3
    assert infos[0].players == PLAYERS
    assert infos[0].title == "first"
    assert infos[0].updated > infos[1].updated

    store.sessions.archive_session(first)
    assert [s.id for s in store.sessions.list_sessions()] == [second]
    archived = store.sessions.list_sessions(include_archived=True)
    assert [s.id for s in archived] == [first, second]
    assert archived[0].archived
    assert store.sessions.load_session(first).archived
    store.sessions.archive_session(first, archived=False)
    assert [s.id for s in store.sessions.list_sessions()] == [first, second]


def test_rename(store: Store) -> None:
    session_id = new_session(store)
    store.sessions.rename_session(session_id, "Saturday – Bock night")
    assert store.sessions.load_session(session_id).title == "Saturday – Bock night"


def test_delete_session_removes_deals_and_history(store: Store) -> None:
    keep = new_session(store, deals=1)
    gone = new_session(store, deals=3)
    store.sessions.add_deal(gone, deal(5))
    store.sessions.delete_session(gone)
    assert [s.id for s in store.sessions.list_sessions()] == [keep]
    with pytest.raises(StoreError, match="no session"):
        store.sessions.load_session(gone)
    assert not store.undo.can_undo(gone)
    with closing(sqlite3.connect(store.path)) as conn:
        assert conn.execute("SELECT COUNT(*) FROM deals").fetchone()[0] == 1
        assert conn.execute("SELECT COUNT(*) FROM undo_log").fetchone()[0] == 0


def test_last_session_id(store: Store) -> None:
    assert store.sessions.last_session_id() is None
    first = new_session(store)
    assert store.sessions.last_session_id() == first
    second = new_session(store)
    assert store.sessions.last_session_id() == second
    store.sessions.add_deal(first, deal(0))
    assert store.sessions.last_session_id() == first
    store.sessions.archive_session(first)
    assert store.sessions.last_session_id() == second
    store.sessions.archive_session(second)
    assert store.sessions.last_session_id() is None


def test_missing_session_and_position(store: Store) -> None:
    session_id = new_session(store, deals=2)
    for call in (
        lambda: store.sessions.load_session(999),
        lambda: store.sessions.add_deal(999, deal(0)),
        lambda: store.sessions.rename_session(999, "x"),
        lambda: store.sessions.archive_session(999),
        lambda: store.sessions.delete_session(999),
        lambda: store.sessions.set_rules(999, RULES),
        lambda: store.undo.undo(999),
        lambda: store.undo.redo(999),
    ):
        with pytest.raises(StoreError, match="no session 999"):
            call()
    before = store.sessions.load_session(session_id)
    first = before.deal_ids[0]
    for call in (
        lambda: store.sessions.replace_deal(999, first, deal(0), 1),
        lambda: store.sessions.delete_deal(999, first, 1),
    ):
        with pytest.raises(StoreError, match="no session 999"):
            call()
    other = new_session(store, deals=1, title="other")
    (foreign,) = store.sessions.load_session(other).deal_ids
    never = max(*before.deal_ids, foreign) + 1000
    # A deal id that is not in this session (never was, or is another session's).
    for missing in (never, foreign, -1):
        with pytest.raises(ConflictError, match=rf"the deal \(id {missing}\) was deleted"):
            store.sessions.replace_deal(session_id, missing, deal(0), 1)
        with pytest.raises(ConflictError, match=rf"the deal \(id {missing}\) was deleted"):
            store.sessions.delete_deal(session_id, missing, 1)
    assert not store.undo.can_undo(session_id)
    assert not store.undo.can_undo(other)
    assert store.sessions.load_session(session_id) == before
    assert store.sessions.load_session(session_id).deals == (deal(0), deal(1))
    assert store.sessions.load_session(other).deals == (deal(0),)


def test_non_json_record_is_refused_before_writing(store: Store) -> None:
    session_id = new_session(store, deals=1)
    with pytest.raises(StoreError, match="not plain JSON"):
        store.sessions.add_deal(session_id, {"when": object()})
    with pytest.raises(StoreError, match="not plain JSON"):
        store.sessions.replace_deal(
            session_id,
            store.sessions.load_session(session_id).deal_ids[0],
            {"points": float("nan")},
            1,
        )
    data = store.sessions.load_session(session_id)
    assert data.deals == (deal(0),)
    assert (data.revisions, data.version) == ((1,), 0)
    assert not store.undo.can_undo(session_id)


def test_closed_store(tmp_path: Path) -> None:
    with Store(tmp_path / DEFAULT_FILENAME) as store:
        session_id = new_session(store)
    with pytest.raises(StoreError, match="closed"):
        store.sessions.add_deal(session_id, deal(0))
    store.close()  # idempotent


def test_add_returns_positions_and_delete_shifts(store: Store) -> None:
    session_id = new_session(store)
    saved = [store.sessions.add_deal(session_id, deal(n)) for n in range(6)]
    assert [s.number for s in saved] == [1, 2, 3, 4, 5, 6]
    assert [s.revision for s in saved] == [1] * 6
    assert [s.version for s in saved] == [1, 2, 3, 4, 5, 6]
    ids = [s.id for s in saved]
    assert ids == sorted(set(ids))  # new, distinct, growing
    assert ids_and_revisions(store, session_id) == [(i, 1) for i in ids]
    assert store.sessions.delete_deal(session_id, ids[2], 1) == 7
    assert store.sessions.delete_deal(session_id, ids[0], 1) == 8
    assert store.sessions.delete_deal(session_id, ids[5], 1) == 9
    data = store.sessions.load_session(session_id)
    assert data.deals == (deal(1), deal(3), deal(4))
    assert data.deal_ids == (ids[1], ids[3], ids[4])
    assert data.revisions == (1, 1, 1)
    assert data.version == 9
    assert positions(store.path, session_id) == [0, 1, 2]
    last = store.sessions.add_deal(session_id, deal(7))
    assert last == Saved(last.id, 4, 1, 10)
    assert last.id > max(ids)  # a deleted deal's id is never given again


def test_undo_redo_each_kind(store: Store) -> None:
    session_id = new_session(store, deals=3)
    assert not store.undo.can_undo(session_id)
    assert store.undo.undo(session_id) is None
    assert store.undo.redo(session_id) is None

    d0, d1, d2 = store.sessions.load_session(session_id).deal_ids
    d3 = store.sessions.add_deal(session_id, deal(3)).id
    assert store.sessions.replace_deal(session_id, d1, deal(11), 1) == Saved(d1, 2, 2, 2)
    store.sessions.delete_deal(session_id, d0, 1)
    new_rules: dict[str, object] = {"preset": "tournament", "options": {}}
    store.sessions.set_rules(session_id, new_rules)
    after = store.sessions.load_session(session_id)
    assert after.deals == (deal(11), deal(2), deal(3))
    assert ids_and_revisions(store, session_id) == [(d1, 2), (d2, 1), (d3, 1)]
    assert after.rules == new_rules
    assert after.version == 4

    # Each undo and redo is a change of its own: the session's version grows, and
    # a deal it puts back or changes gets a new revision (under its own id).
    assert store.undo.undo(session_id) == "set_rules"
    assert store.sessions.load_session(session_id).rules == RULES
    assert store.undo.undo(session_id) == "delete_deal"
    assert store.sessions.load_session(session_id).deals == (deal(0), deal(11), deal(2), deal(3))
    assert ids_and_revisions(store, session_id) == [(d0, 2), (d1, 2), (d2, 1), (d3, 1)]
    assert store.undo.undo(session_id) == "replace_deal"
    assert store.sessions.load_session(session_id).deals == (deal(0), deal(1), deal(2), deal(3))
    assert ids_and_revisions(store, session_id) == [(d0, 2), (d1, 3), (d2, 1), (d3, 1)]
    assert store.undo.undo(session_id) == "add_deal"
    assert store.sessions.load_session(session_id).deals == (deal(0), deal(1), deal(2))
    assert ids_and_revisions(store, session_id) == [(d0, 2), (d1, 3), (d2, 1)]
    assert store.undo.undo(session_id) is None  # creating the session is not undoable
    assert not store.undo.can_undo(session_id)
    assert store.undo.can_redo(session_id)
    assert store.sessions.load_session(session_id).version == 8

    assert [store.undo.redo(session_id) for _ in range(5)] == [
        "add_deal",
        "replace_deal",
        "delete_deal",
        "set_rules",
        None,
    ]
    again = store.sessions.load_session(session_id)
    assert (again.deals, again.rules, again.deal_ids) == (after.deals, after.rules, after.deal_ids)
    assert ids_and_revisions(store, session_id) == [(d1, 4), (d2, 1), (d3, 2)]
    assert again.version == 12
    assert positions(store.path, session_id) == [0, 1, 2]


def test_new_action_clears_redo(store: Store) -> None:
    session_id = new_session(store)
    for n in range(3):
        store.sessions.add_deal(session_id, deal(n))
    store.undo.undo(session_id)
    store.undo.undo(session_id)
    assert store.undo.can_redo(session_id)
    store.sessions.add_deal(session_id, deal(9))
    assert not store.undo.can_redo(session_id)
    assert store.undo.redo(session_id) is None
    assert store.sessions.load_session(session_id).deals == (deal(0), deal(9))


def test_undo_survives_reopening(tmp_path: Path) -> None:
    path = tmp_path / DEFAULT_FILENAME
    with Store(path, writer="window") as store:
        session_id = new_session(store, deals=1)
        (first,) = store.sessions.load_session(session_id).deal_ids
        second = store.sessions.add_deal(session_id, deal(1)).id
        store.sessions.delete_deal(session_id, first, 1)
        third = store.sessions.add_deal(session_id, deal(2)).id
        store.undo.undo(session_id)
    with Store(path, writer="window") as store:  # the same writer, after a restart
        assert store.undo.can_undo(session_id)
        assert store.undo.can_redo(session_id)
        assert store.undo.redo(session_id) == "add_deal"
        assert store.sessions.load_session(session_id).deals == (deal(1), deal(2))
        assert store.sessions.load_session(session_id).deal_ids == (second, third)
        assert store.undo.undo(session_id) == "add_deal"
    with Store(path, writer="window") as store:
        assert store.undo.undo(session_id) == "delete_deal"
        assert store.undo.undo(session_id) == "add_deal"
        assert store.undo.undo(session_id) is None
        assert store.sessions.load_session(session_id).deals == (deal(0),)
        assert store.sessions.load_session(session_id).deal_ids == (first,)
        assert positions(path, session_id) == [0]


def test_undo_history_is_per_session(store: Store) -> None:
    one = new_session(store)
    two = new_session(store)
    store.sessions.add_deal(one, deal(1))
    store.sessions.add_deal(two, deal(2))
    assert store.undo.undo(one) == "add_deal"
    assert store.sessions.load_session(two).deals == (deal(2),)
    assert store.undo.can_undo(two)
    assert not store.undo.can_undo(one)


def test_undo_keeps_the_last_entries(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(undo_module, "UNDO_LIMIT", 3)
    session_id = new_session(store)
    for n in range(5):
        store.sessions.add_deal(session_id, deal(n))
    assert [store.undo.undo(session_id) for _ in range(4)] == ["add_deal"] * 3 + [None]
    assert store.sessions.load_session(session_id).deals == (deal(0), deal(1))
    with closing(sqlite3.connect(store.path)) as conn:
        assert conn.execute("SELECT COUNT(*) FROM undo_log").fetchone()[0] == 3


def test_default_limit_is_200(store: Store) -> None:
    session_id = new_session(store)
    for n in range(205):
        store.sessions.add_deal(session_id, deal(n))
    undone = 0
    while store.undo.undo(session_id) is not None:
        undone += 1
    assert undone == 200
    assert len(store.sessions.load_session(session_id).deals) == 5


@pytest.mark.parametrize("seed", range(4))
def test_random_edits_match_a_model(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    """Random actions, undos, redos and reopenings against a list-of-states model.

    A state is the session's deals as (id, record) pairs in order, and its rules.
    Revisions are modelled apart, as they only grow: a new deal starts at 1, and
    every change that leaves a deal in the session (an edit; an undo or redo that
    changes it or puts it back) gives it its last revision plus one.
    """
    limit = 6
    monkeypatch.setattr(undo_module, "UNDO_LIMIT", limit)
    rng = random.Random(seed)
    path = tmp_path / DEFAULT_FILENAME
    store = Store(path, writer="model")
    try:
        session_id = new_session(store, deals=2)
        first = store.sessions.load_session(session_id).deal_ids
        states: list[ModelState] = [(((first[0], deal(0)), (first[1], deal(1))), RULES)]
        revision = {first[0]: 1, first[1]: 1}  # every id ever given: its last revision
        steps: list[tuple[str, int | None]] = []  # steps[i]: (kind, deal id) from i to i + 1
        current = 0
        counter = 100
        version = 0
        for _ in range(150):
            deals, rules = states[current]
            choice = rng.choice(["add", "add", "replace", "delete", "rules", "undo", "redo"])
            if choice in ("replace", "delete") and not deals:
                choice = "add"
            if choice in ("undo", "redo"):
                undo = choice == "undo"
                step = (current - 1 if current > 0 else None) if undo else current
                if step is None or step >= len(steps):
                    assert (store.undo.undo if undo else store.undo.redo)(session_id) is None
                else:
                    kind, deal_id = steps[step]
                    assert (store.undo.undo if undo else store.undo.redo)(session_id) == kind
                    current = step if undo else step + 1
                    version += 1
                    if deal_id is not None and deal_id in dict(states[current][0]):
                        revision[deal_id] += 1  # changed or put back: a new revision
            else:
                counter += 1
                if choice == "add":
                    saved = store.sessions.add_deal(session_id, deal(counter))
                    assert saved.id > max(revision)  # never an id given before
                    assert (saved.number, saved.revision) == (len(deals) + 1, 1)
                    revision[saved.id] = 1
                    new: ModelState = ((*deals, (saved.id, deal(counter))), rules)
                    step_done: tuple[str, int | None] = ("add_deal", saved.id)
                elif choice == "replace":
                    at = rng.randrange(len(deals))
                    deal_id = deals[at][0]
                    saved = store.sessions.replace_deal(
                        session_id, deal_id, deal(counter), revision[deal_id]
                    )
                    revision[deal_id] += 1
                    assert (saved.id, saved.number) == (deal_id, at + 1)
                    assert saved.revision == revision[deal_id]
                    new = ((*deals[:at], (deal_id, deal(counter)), *deals[at + 1 :]), rules)
                    step_done = ("replace_deal", deal_id)
                elif choice == "delete":
                    at = rng.randrange(len(deals))
                    deal_id = deals[at][0]
                    assert (
                        store.sessions.delete_deal(session_id, deal_id, revision[deal_id])
                        == version + 1
                    )
                    new = ((*deals[:at], *deals[at + 1 :]), rules)
                    step_done = ("delete_deal", deal_id)
                else:
                    new_rules: dict[str, object] = {"preset": "standard", "n": counter}
                    assert store.sessions.set_rules(session_id, new_rules) == version + 1
                    new = (deals, new_rules)
                    step_done = ("set_rules", None)
                version += 1
                states = [*states[: current + 1], new]
                steps = [*steps[:current], step_done]
                current += 1
                if current > limit:
                    states = states[current - limit :]
                    steps = steps[current - limit :]
                    current = limit
            data = store.sessions.load_session(session_id)
            model_deals, model_rules = states[current]
            assert data.deals == tuple(record for _, record in model_deals)
            assert data.deal_ids == tuple(deal_id for deal_id, _ in model_deals)
            assert data.revisions == tuple(revision[deal_id] for deal_id, _ in model_deals)
            assert data.rules == model_rules
            assert data.version == version
            assert store.undo.can_undo(session_id) == (current > 0)
            assert store.undo.can_redo(session_id) == (current < len(steps))
            assert positions(path, session_id) == list(range(len(data.deals)))
            if rng.random() < 0.1:
                store.close()
                store = Store(path, writer="model")
    finally:
        store.close()


def test_open_default_with_argument(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "from-env"))
    with Store.open_default(str(tmp_path / "from-arg")) as store:
        assert store.path == tmp_path / "from-arg" / DEFAULT_FILENAME
    assert (tmp_path / "from-arg" / DEFAULT_FILENAME).is_file()
    assert not (tmp_path / "from-env").exists()


def test_open_default_with_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "from-env"))
    with Store.open_default() as store:
        assert store.path == tmp_path / "from-env" / DEFAULT_FILENAME
        new_session(store)
    with Store.open_default() as store:
        assert len(store.sessions.list_sessions()) == 1


def test_open_default_uses_platformdirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(DATA_DIR_ENV, raising=False)
    calls: list[tuple[str, object]] = []

    def fake_user_data_dir(appname: str, appauthor: object = None) -> str:
        calls.append((appname, appauthor))
        return str(tmp_path / "platform")

    monkeypatch.setattr(platformdirs, "user_data_dir", fake_user_data_dir)
    with Store.open_default() as store:
        assert store.path == tmp_path / "platform" / DEFAULT_FILENAME
    assert calls == [("Schreiber", False)]


def test_history_lists_done_and_undone_actions(tmp_path: Path) -> None:
    with Store(tmp_path / "h.sqlite3") as store:
        sid = store.sessions.create_session(
            "doppelkopf", "t", "2026-11-20", ["A", "B", "C", "D"], "A", {}
        )
        assert store.undo.history(sid) == ([], [])
        store.sessions.add_deal(sid, {"n": 1})
        store.sessions.add_deal(sid, {"n": 2})
        first = store.sessions.load_session(sid).deal_ids[0]
        store.sessions.replace_deal(sid, first, {"n": 3}, 1)
        store.undo.undo(sid)
        assert store.undo.history(sid) == (["add_deal", "add_deal"], ["replace_deal"])
        store.undo.undo(sid)
        store.undo.undo(sid)
        assert store.undo.history(sid) == ([], ["add_deal", "add_deal", "replace_deal"])
