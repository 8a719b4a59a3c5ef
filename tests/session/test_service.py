"""The session service: a change is replayed before it is stored (issue 3 §3–§4)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.games.errors import RecordError
from app.session.file import parse_session
from app.session.service import SessionService, create_session
from app.store.database import Store

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
    store = Store(db)
    session_id = create_session(store, parse_session(session_json(**rules)))
    return store, SessionService(store, session_id)


def stored_deals(store: Store, service: SessionService) -> tuple[dict[str, object], ...]:
    return store.load_session(service.session_id).deals


def test_a_valid_deal_is_stored_at_once(db: Path) -> None:
    store, service = open_service(db)
    service.add_deal(normal(["Ben", "Chie"]))  # Anna deals and sits out
    with Store(db) as other:
        assert len(other.load_session(service.session_id).deals) == 1
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
    assert service.session.rules.poverty
    service.set_rules({"preset": "standard", "options": {"solo_doubles": True}})
    assert service.session.rules.solo_doubles
    store.close()


def test_undo_and_redo_survive_a_restart(db: Path) -> None:
    store, service = open_service(db)
    service.add_deal(normal(["Ben", "Chie"]))
    service.add_deal(normal(["Chie", "Daiki"]))
    service.delete_deal(2)
    store.close()

    store = Store(db)
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
