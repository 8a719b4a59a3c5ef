"""The session service: a change is replayed before it is stored (issue 3 §3–§4)."""

from __future__ import annotations

from pathlib import Path

import pytest

from schreiber.games.doppelkopf import RuleSet
from schreiber.games.errors import RecordError
from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.database import Store

FIVE = ["Anna", "Ben", "Chie", "Daiki", "Emi"]


def session_json(**rules: object) -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": "Test",
        "date": "2026-11-20",
        "players": FIVE,
        "first_dealer": "Anna",
        "rules": {"preset": "standard", "options": rules},
        "deals": [],
    }


def normal(re: list[str], points: int = 130) -> dict[str, object]:
    return {"type": "normal", "re": re, "re_points": points}


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "s.sqlite3"


def open_service(db: Path, **rules: object) -> tuple[Store, SessionService]:
    store = Store(db, writer="table")
    session_id = create_session(store, parse_session(session_json(**rules)))
    return store, SessionService(store, session_id)


def stored_deals(store: Store, service: SessionService) -> tuple[dict[str, object], ...]:
    return store.sessions.load_session(service.session_id).deals


def test_a_valid_deal_is_stored_at_once(db: Path) -> None:
    store, service = open_service(db)
    service.add_deal(normal(["Ben", "Chie"]))  # Anna deals and sits out
    with Store(db) as other:
        assert len(other.sessions.load_session(service.session_id).deals) == 1
    assert service.replay.totals["Ben"] == 1
    store.close()


def test_an_invalid_deal_is_never_stored(db: Path) -> None:
    store, service = open_service(db)
    with pytest.raises(RecordError) as caught:
        service.add_deal(normal(["Anna", "Chie"]))  # Anna sits out
    assert caught.value.field == "deal.re[0]"
    assert stored_deals(store, service) == ()
    assert service.session.deals == ()
    store.close()


def test_editing_recomputes_later_bock(db: Path) -> None:
    store, service = open_service(db)
    service.add_deal(normal(["Ben", "Chie"], 120))  # 120:120 -> Bock
    service.add_deal(normal(["Chie", "Daiki"]))
    assert service.replay.deals[1].bock_level == 1
    service.replace_deal(1, normal(["Ben", "Chie"], 130))
    assert service.replay.deals[1].bock_level == 0
    assert stored_deals(store, service)[0]["re_points"] == 130
    store.close()


def test_a_delete_that_breaks_a_later_deal_is_refused(db: Path) -> None:
    store, service = open_service(db)
    service.add_deal(normal(["Ben", "Chie"]))  # dealer Anna, Anna out
    service.add_deal(normal(["Anna", "Chie"]))  # dealer Ben, Ben out
    with pytest.raises(RecordError) as caught:
        service.delete_deal(1)  # deal 2 would be dealt by Anna, who then sits out
    assert caught.value.field == "deals[0].re[0]"
    assert len(stored_deals(store, service)) == 2
    store.close()


def test_rules_change_recomputes_and_is_checked(db: Path) -> None:
    store, service = open_service(db)
    service.add_deal({"type": "poverty", "re": ["Ben", "Chie"], "re_points": 150})
    with pytest.raises(RecordError):
        service.set_rules({"preset": "ddv"})  # the DDV has no poverty
    rules = service.session.rules
    assert isinstance(rules, RuleSet) and rules.poverty
    service.set_rules({"preset": "standard", "options": {"solo_doubles": True}})
    rules = service.session.rules
    assert isinstance(rules, RuleSet) and rules.solo_doubles
    store.close()


def test_undo_and_redo_survive_a_restart(db: Path) -> None:
    store, service = open_service(db)
    service.add_deal(normal(["Ben", "Chie"]))
    service.add_deal(normal(["Chie", "Daiki"]))
    service.delete_deal(2)
    store.close()

    with Store(db) as stranger:  # another writer has nothing to undo here
        assert SessionService(stranger, service.session_id).undo() is None
    store = Store(db, writer="table")  # the same writer, started again
    service = SessionService(store, service.session_id)
    assert len(service.session.deals) == 1
    assert service.undo() == "delete_deal"
    assert len(service.session.deals) == 2
    assert service.undo() == "add_deal"
    assert service.redo() == "add_deal"
    assert len(service.session.deals) == 2
    assert service.replay.totals["Chie"] == 2
    store.close()


def test_preview_changes_nothing(db: Path) -> None:
    store, service = open_service(db)
    replay = service.preview(normal(["Ben", "Chie"]))
    assert len(replay.deals) == 1
    assert service.session.deals == ()
    assert stored_deals(store, service) == ()
    store.close()


def count_deals_replayed(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the deals the Doppelkopf replay works through from now on."""
    from schreiber.games.doppelkopf.replay import Replayer

    calls = [0]
    original = Replayer.add

    def counted(self: Replayer, deal: object) -> None:
        calls[0] += 1
        original(self, deal)  # type: ignore[arg-type]

    monkeypatch.setattr(Replayer, "add", counted)
    return calls


def test_the_same_preview_is_answered_without_replaying_again(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store, service = open_service(db)
    service.add_deal(normal(["Ben", "Chie"]))
    replayed = count_deals_replayed(monkeypatch)
    first = service.preview(normal(["Chie", "Daiki"]))
    assert service.preview(normal(["Chie", "Daiki"])) is first
    assert replayed[0] == 1  # the new deal only: the one before was kept from adding it
    # Another deal is worked out anew; so is a replacement of deal 1 (a whole replay).
    other = service.preview(normal(["Chie", "Daiki"], 200))
    assert other.totals != first.totals
    assert replayed[0] == 2
    replacing = service.preview(normal(["Chie", "Daiki"]), 1)
    assert len(replacing.deals) == 1
    assert replayed[0] == 3
    store.close()


def test_a_remembered_preview_is_forgotten_when_the_session_changes(db: Path) -> None:
    store, service = open_service(db)
    before = service.preview(normal(["Chie", "Daiki"]))
    service.add_deal(normal(["Ben", "Chie"]))
    after = service.preview(normal(["Chie", "Daiki"]))
    # The same record, but now it is the second deal of the evening.
    assert len(before.deals) == 1 and len(after.deals) == 2
    assert after.totals["Chie"] == before.totals["Chie"] + 1
    store.close()


def test_a_remembered_error_is_raised_again(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store, service = open_service(db)
    replayed = count_deals_replayed(monkeypatch)
    for _ in range(3):
        with pytest.raises(RecordError) as caught:
            service.preview(normal([]))  # nobody in the Re party
        assert caught.value.field == "deal.re"
    assert replayed[0] == 1
    store.close()


def test_previews_at_the_end_of_a_long_evening_replay_only_the_new_deal(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from benchmarks.sessions import session_json as long_evening

    store = Store(db)
    session_id = create_session(store, parse_session(long_evening(60)))
    service = SessionService(store, session_id)
    replayed = count_deals_replayed(monkeypatch)
    table = [p for p in service.session.players if p not in service.replay.next.sitting_out]
    service.preview(normal(table[:2]))  # the end of the evening was kept when it opened
    assert replayed[0] == 1
    for points in range(100, 110):
        service.preview(normal(table[:2], points))
    assert replayed[0] == 11
    service.add_deal(normal(table[:2], 109))  # the new deal once more; the new end is kept
    assert replayed[0] == 12
    next_table = [p for p in service.session.players if p not in service.replay.next.sitting_out]
    service.preview(normal(next_table[1:3]))
    assert replayed[0] == 13
    # The same as a fresh look at the stored evening.
    again = SessionService(store, session_id)
    assert again.replay == service.replay
    store.close()


def test_opening_a_session_replays_it_once(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store, service = open_service(db)
    service.add_deal(normal(["Ben", "Chie"]))
    service.add_deal(normal(["Chie", "Daiki"]))
    replayed = count_deals_replayed(monkeypatch)
    reopened = SessionService(store, service.session_id)
    assert replayed[0] == 2  # each deal once: the check is the replay, and its end is kept
    assert reopened.replay.totals == service.replay.totals
    reopened.preview(normal(["Daiki", "Emi"]))
    assert replayed[0] == 3
    store.close()
