"""The Pfälzer Schafkopf deal record (``shared/spec/records.md``) and its JSON form.

Parsing checks shapes and types only; whether a deal can have happened under a
rule set at a table (ranges, who plays, what the contract allows) is
:mod:`schreiber.games.schafkopf_pfalz.validation`'s job, so a deal built in code and
a deal read from JSON meet the same checks.

Choices the spec leaves open, fixed here:

* An ace call always has hearts as trump: ``trump`` may be ``null`` or
  ``"hearts"`` and is stored (and written) as ``"hearts"``.
* The canonical record writes every field but ``soloist_tricks`` and ``note``,
  which appear only when set; a redeal is ``{"contract": "redeal"}`` (+ note).
  A redeal record may carry the empty defaults a form leaves behind (``null``,
  ``0``, ``""``), nothing else.
"""

from __future__ import annotations

from typing import Final

from schreiber.games.common import Parties
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import as_choice, as_int, as_object, as_str, reject_unknown, require
from schreiber.games.frozen import Frozen

CONTRACTS: Final = ("simple", "solo", "solo_du", "ace_call", "redeal")
SOLO_CONTRACTS: Final = ("solo", "solo_du")
SUITS: Final = ("clubs", "spades", "hearts", "diamonds")
SURRENDERS: Final = ("accepted", "refused")

DEAL_FIELDS: Final = frozenset(
    {
        "contract",
        "trump",
        "soloist",
        "partner",
        "soloist_points",
        "soloist_tricks",
        "tops",
        "doubles",
        "surrender",
        "note",
    }
)

ONLY_FOR_PLAYED = QT_TRANSLATE_NOOP("RecordError", "has no place in a redeal; remove it")


class Deal(Frozen):
    """One Pfälzer Schafkopf deal as entered at the table.

    ``soloist_points`` are the card points of the soloist's party (Skat and
    discard included); ``None`` only for an accepted surrender or a failed solo
    du entered by its tricks. ``tops`` is the length of the run of highest
    trumps, "with" or "without" alike; ``doubles`` the length of the
    Kontra/Rekontra chain.
    """

    FIELDS = (
        "contract",
        "trump",
        "soloist",
        "partner",
        "soloist_points",
        "soloist_tricks",
        "tops",
        "doubles",
        "surrender",
        "note",
    )
    __slots__ = FIELDS
    contract: str
    trump: str | None
    soloist: str
    partner: str | None
    soloist_points: int | None
    soloist_tricks: int | None
    tops: int
    doubles: int
    surrender: str | None
    note: str

    def __init__(
        self,
        contract: str,
        trump: str | None = None,
        soloist: str = "",
        partner: str | None = None,
        soloist_points: int | None = None,
        soloist_tricks: int | None = None,
        tops: int = 0,
        doubles: int = 0,
        surrender: str | None = None,
        note: str = "",
    ) -> None:
        # Hearts are implied in an ace call; store them so equal deals compare equal.
        if contract == "ace_call" and trump is None:
            trump = "hearts"
        object.__setattr__(self, "contract", contract)
        object.__setattr__(self, "trump", trump)
        object.__setattr__(self, "soloist", soloist)
        object.__setattr__(self, "partner", partner)
        object.__setattr__(self, "soloist_points", soloist_points)
        object.__setattr__(self, "soloist_tricks", soloist_tricks)
        object.__setattr__(self, "tops", tops)
        object.__setattr__(self, "doubles", doubles)
        object.__setattr__(self, "surrender", surrender)
        object.__setattr__(self, "note", note)

    @property
    def is_redeal(self) -> bool:
        return self.contract == "redeal"

    @property
    def is_solo(self) -> bool:
        """Solo, heart solo, solo du, heart solo du: the contracts with the solo point."""
        return self.contract in SOLO_CONTRACTS

    def to_json(self) -> dict[str, object]:
        """The record as the spec writes it; equal deals give equal output."""
        out: dict[str, object]
        if self.is_redeal:
            out = {"contract": "redeal"}
        else:
            out = {
                "contract": self.contract,
                "trump": self.trump,
                "soloist": self.soloist,
                "partner": self.partner,
                "soloist_points": self.soloist_points,
            }
            if self.soloist_tricks is not None:
                out["soloist_tricks"] = self.soloist_tricks
            out["tops"] = self.tops
            out["doubles"] = self.doubles
            out["surrender"] = self.surrender
        if self.note:
            out["note"] = self.note
        return out


def _is_empty(value: object) -> bool:
    """A default left in a redeal record by a form (``null``, ``0``, ``""``, ``[]``)."""
    return value is None or value is False or value == [] or value == "" or value == 0


def _optional_int(obj: dict[str, object], key: str, field: str) -> int | None:
    value = obj.get(key)
    return None if value is None else as_int(value, f"{field}.{key}")


def _optional_str(obj: dict[str, object], key: str, field: str) -> str | None:
    value = obj.get(key)
    return None if value is None else as_str(value, f"{field}.{key}")


def parse_deal(value: object, field: str = "deal") -> Deal:
    """Read one deal record; raises :class:`RecordError` naming the bad field."""
    obj = dict(as_object(value, field))
    reject_unknown(obj, DEAL_FIELDS, field)
    contract = as_choice(require(obj, "contract", field), f"{field}.contract", CONTRACTS)
    note = as_str(obj.get("note", ""), f"{field}.note")
    if contract == "redeal":
        for key, raw in obj.items():
            if key not in {"contract", "note"} and not _is_empty(raw):
                raise RecordError(f"{field}.{key}", ONLY_FOR_PLAYED)
        return Deal("redeal", note=note)
    trump = obj.get("trump")
    surrender = obj.get("surrender")
    return Deal(
        contract=contract,
        trump=None if trump is None else as_choice(trump, f"{field}.trump", SUITS),
        soloist=as_str(require(obj, "soloist", field), f"{field}.soloist"),
        partner=_optional_str(obj, "partner", field),
        soloist_points=_optional_int(obj, "soloist_points", field),
        soloist_tricks=_optional_int(obj, "soloist_tricks", field),
        tops=as_int(obj.get("tops", 0), f"{field}.tops"),
        doubles=as_int(obj.get("doubles", 0), f"{field}.doubles"),
        surrender=None
        if surrender is None
        else as_choice(surrender, f"{field}.surrender", SURRENDERS),
        note=note,
    )


SOLO_KINDS: Final = tuple(f"{c}.{t}" for c in SOLO_CONTRACTS for t in SUITS)
"""The order the statistics count solos in (``contract.trump``)."""

NAME_FIELDS: Final = (("soloist",), ("partner",))
"""The paths in a deal record that hold a player's name."""


def parties(deal: Deal) -> Parties:
    """The soloist attacks, with an ace call's partner; a solo or solo du is alone."""
    attackers = (deal.soloist, deal.partner) if deal.partner else (deal.soloist,)
    return Parties(
        kind=deal.contract,
        attackers=attackers,
        soloist=deal.soloist if deal.is_solo else None,
        solo_kind=f"{deal.contract}.{deal.trump}" if deal.is_solo else None,
    )
