"""The Crescendo deal record (``shared/spec/records.md``) and its JSON form.

A played deal::

    {"soloist": "Anna", "bid": 19, "trump": "spades", "tricks_won": [3, 4, 6, 7]}

or with ``"taken": 20`` instead of ``tricks_won`` (both may be given when they
agree). When all three passed: ``{"type": "redeal"}``. Either may carry a
``"note"`` text.

Parsing checks shapes and types only; whether a deal can have happened under a
rule set at a table (bid range, trick numbers, taken 0–28, the soloist, the
trump) is :mod:`schreiber.games.crescendo.validation`'s job, so a deal built in code
is checked the same way as one read from a file.
"""

from __future__ import annotations

from typing import Final

from schreiber.games.common import Parties
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import (
    as_choice,
    as_int,
    as_list,
    as_object,
    as_str,
    reject_unknown,
    require,
)
from schreiber.games.frozen import Frozen

DEAL_TYPES: Final = ("redeal",)
DEAL_FIELDS: Final = frozenset({"type", "soloist", "bid", "trump", "tricks_won", "taken", "note"})

ONLY_FOR_PLAYED = QT_TRANSLATE_NOOP("RecordError", "has no place in a redeal; remove it")


class Deal(Frozen):
    """One Crescendo deal as entered at the table.

    ``tricks_won`` holds the numbers (1–7) of the tricks the soloist won, in the
    order entered; ``taken`` the points entered directly. At least one of them
    is given for a played deal; :attr:`taken_points` is what scoring uses.
    """

    FIELDS = ("soloist", "bid", "trump", "tricks_won", "taken", "note", "redeal")
    __slots__ = FIELDS
    soloist: str
    bid: int
    trump: str
    tricks_won: tuple[int, ...] | None
    taken: int | None
    note: str
    redeal: bool

    def __init__(
        self,
        soloist: str = "",
        bid: int = 0,
        trump: str = "",
        tricks_won: tuple[int, ...] | None = None,
        taken: int | None = None,
        note: str = "",
        redeal: bool = False,
    ) -> None:
        object.__setattr__(self, "soloist", soloist)
        object.__setattr__(self, "bid", bid)
        object.__setattr__(self, "trump", trump)
        object.__setattr__(self, "tricks_won", tricks_won)
        object.__setattr__(self, "taken", taken)
        object.__setattr__(self, "note", note)
        object.__setattr__(self, "redeal", redeal)

    @property
    def is_redeal(self) -> bool:
        return self.redeal

    @property
    def taken_points(self) -> int:
        """The soloist's points: the sum of ``tricks_won`` if given, else ``taken``."""
        if self.tricks_won is not None:
            return sum(self.tricks_won)
        return self.taken if self.taken is not None else 0

    def to_json(self) -> dict[str, object]:
        """The record as the spec writes it: ``tricks_won`` sorted when given
        (then ``taken`` is left out, it follows from them), else ``taken``;
        ``note`` only when not empty. Equal deals give identical output."""
        out: dict[str, object]
        if self.redeal:
            out = {"type": "redeal"}
        else:
            out = {"soloist": self.soloist, "bid": self.bid, "trump": self.trump}
            if self.tricks_won is not None:
                out["tricks_won"] = sorted(self.tricks_won)
            else:
                out["taken"] = self.taken
        if self.note:
            out["note"] = self.note
        return out


def _is_empty(value: object) -> bool:
    """A default left in a redeal record by a form (``[]``, ``null``, ``""``...)."""
    return value is None or value is False or value == [] or value == ""


def parse_deal(value: object, field: str = "deal") -> Deal:
    """Read one deal record; raises :class:`RecordError` naming the bad field."""
    obj = as_object(value, field)
    reject_unknown(obj, DEAL_FIELDS, field)
    note = as_str(obj.get("note", ""), f"{field}.note")
    if "type" in obj:
        as_choice(obj["type"], f"{field}.type", DEAL_TYPES)
        for key, raw in obj.items():
            if key not in {"type", "note"} and not _is_empty(raw):
                raise RecordError(f"{field}.{key}", ONLY_FOR_PLAYED)
        return Deal(redeal=True, note=note)
    soloist = as_str(require(obj, "soloist", field), f"{field}.soloist")
    bid = as_int(require(obj, "bid", field), f"{field}.bid")
    trump = as_str(require(obj, "trump", field), f"{field}.trump")
    tricks_won: tuple[int, ...] | None = None
    if obj.get("tricks_won") is not None:
        tfield = f"{field}.tricks_won"
        items = as_list(obj["tricks_won"], tfield)
        tricks_won = tuple(as_int(item, f"{tfield}[{i}]") for i, item in enumerate(items))
    taken: int | None = None
    if obj.get("taken") is not None:
        taken = as_int(obj["taken"], f"{field}.taken")
    return Deal(
        soloist=soloist,
        bid=bid,
        trump=trump,
        tricks_won=tricks_won,
        taken=taken,
        note=note,
    )


NAME_FIELDS: Final = (("soloist",),)
"""The paths in a deal record that hold a player's name."""


def parties(deal: Deal) -> Parties:
    """Every Crescendo deal is one soloist's bid, counted by its trump."""
    return Parties(
        kind=deal.trump,
        attackers=(deal.soloist,),
        soloist=deal.soloist,
        solo_kind=deal.trump,
    )
