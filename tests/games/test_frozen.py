"""The game records without dataclasses (schreiber.games.frozen, issue 28 item 5):
what ``@dataclass(frozen=True)`` gave them, they still have."""

from __future__ import annotations

import copy
import pickle

import pytest

from schreiber.games.common import NOT_ENDED, NextDeal, NoScore, Replay, SessionEnd
from schreiber.games.crescendo.records import Deal as CrescendoDeal
from schreiber.games.doppelkopf.records import Bonus, Deal
from schreiber.games.doppelkopf.rules import DDV, STANDARD, RuleSet
from schreiber.games.frozen import Frozen
from schreiber.games.schafkopf_pfalz.records import Deal as SchafkopfDeal


def a_deal() -> Deal:
    return Deal(
        "normal",
        re=("A", "B"),
        re_points=131,
        announcements={"re": ("re",), "kontra": ()},
        bonuses=(Bonus("fox", "re"),),
    )


def test_equal_fields_are_equal_records_and_hash_alike() -> None:
    assert a_deal() == a_deal()
    assert a_deal() != a_deal().replace(re_points=130)
    assert Bonus("fox", "re") == Bonus("fox", "re", 1)
    assert hash(Bonus("fox", "re")) == hash(Bonus("fox", "re", 1))
    assert {Bonus("fox", "re"), Bonus("fox", "re")} == {Bonus("fox", "re")}
    assert RuleSet() == STANDARD and hash(RuleSet()) == hash(STANDARD)
    assert STANDARD.replace(bock=False) != STANDARD


def test_records_of_other_classes_are_never_equal() -> None:
    assert SessionEnd() != NextDeal("A", ())
    assert Bonus("fox", "re") != ("fox", "re", 1)
    assert object() != STANDARD


def test_nothing_is_assigned_after_init() -> None:
    deal = a_deal()
    with pytest.raises(AttributeError):
        deal.re_points = 0
    with pytest.raises(AttributeError):
        del deal.note
    with pytest.raises(AttributeError):
        STANDARD.bock = False


def test_repr_names_every_field_in_order() -> None:
    assert repr(Bonus("fox", "re")) == "Bonus(kind='fox', party='re', count=1)"
    assert repr(SessionEnd(True, ("A",))) == "SessionEnd(finished=True, winners=('A',))"
    assert repr(STANDARD).startswith("RuleSet(without_nines=False, second_heart_ten_wins=False,")


def test_replace_keeps_the_rest_and_refuses_unknown_fields() -> None:
    deal = a_deal()
    changed = deal.replace(note="late")
    assert changed.note == "late"
    assert all(
        getattr(changed, name) == getattr(deal, name) for name in Deal.FIELDS if name != "note"
    )
    with pytest.raises(TypeError):
        deal.replace(nonsense=1)
    with pytest.raises(TypeError):
        STANDARD.replace(nonsense=1)
    assert DDV.replace(bock=True).bock is True


def test_copies_and_pickles_are_equal() -> None:
    records: list[Frozen] = [
        a_deal(),
        STANDARD,
        DDV.replace(sit_out_offsets=(1, 3)),
        Replay((), {"A": 0}, NextDeal("A", ())),
        NoScore(),
        SchafkopfDeal("ace_call", soloist="A"),
        CrescendoDeal("A", 3, "hearts"),
    ]
    for record in records:
        assert copy.copy(record) == record
        assert copy.deepcopy(record) == record
        assert pickle.loads(pickle.dumps(record)) == record


def test_defaults_as_a_dataclass_had_them() -> None:
    """A field left out takes its default; a dict is made fresh for each record."""
    assert Deal("normal").announcements == {"re": (), "kontra": ()}
    assert Deal("normal").announcements is not Deal("normal").announcements
    assert NoScore().scores == {} and NoScore().scores is not NoScore().scores
    assert Replay((), {}, NextDeal("A", ())).end == NOT_ENDED == SessionEnd()
    assert SchafkopfDeal("ace_call").trump == "hearts"  # implied in an ace call
    assert Deal.defaults()["re_points"] == 0
    assert "type" not in Deal.defaults()  # required
    assert set(CrescendoDeal.defaults()) == set(CrescendoDeal.FIELDS)


def test_the_fields_are_the_annotated_ones() -> None:
    for cls in (Deal, Bonus, CrescendoDeal, SchafkopfDeal, Replay, NextDeal, NoScore):
        assert cls.__slots__ == cls.FIELDS
        assert set(cls.FIELDS) == set(cls.__annotations__)
    assert len(RuleSet.FIELDS) == len(STANDARD.to_json()) == 76


def test_compared_leaves_out_what_compare_false_did() -> None:
    """A session line read from another database file, or with its damage told, is
    the same line (``COMPARED``, as a dataclass field's ``compare=False``)."""
    from pathlib import Path

    from schreiber.store.core import DamagedSessionError
    from schreiber.store.data import SessionData, SessionInfo

    here = SessionData(1, "doppelkopf", "T", "2026-11-28", ("A",), "A", {}, (), False)
    there = here.replace(path=Path("/elsewhere.sqlite3"))
    assert here == there  # (its rules are a dict: no hash, as with the dataclass)
    assert here != here.replace(title="U")
    assert "path=" in repr(there)  # still shown, only not compared
    line = SessionInfo(1, "doppelkopf", "T", "2026-11-28", ("A",), 0, False, "now")
    told = line.replace(damaged=DamagedSessionError("unreadable", session=1))
    assert line == told and hash(line) == hash(told)
    assert line != line.replace(version=1)
    assert pickle.loads(pickle.dumps(there)).path == Path("/elsewhere.sqlite3")
