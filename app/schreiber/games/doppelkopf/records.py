"""The Doppelkopf deal record (``shared/spec/records.md``) and its JSON form.

Parsing checks shapes and types only; whether a deal can have happened under a
rule set at a table is :mod:`schreiber.games.doppelkopf.validation`'s job.
"""

from __future__ import annotations

from typing import Final, Literal

from schreiber.games.common import Parties, SideBonus
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import (
    MISSING,
    as_bool,
    as_choice,
    as_int,
    as_list,
    as_object,
    as_str,
    as_str_list,
    reject_unknown,
    require,
)
from schreiber.games.frozen import Frozen
from schreiber.games.names import Term, Terms

Party = Literal["re", "kontra"]
PARTIES: Final[tuple[Party, Party]] = ("re", "kontra")

SOLO_TYPES: Final = (
    "solo_queen",
    "solo_jack",
    "solo_clubs",
    "solo_spades",
    "solo_hearts",
    "solo_diamonds",
    "solo_fleshless",
    "solo_king",
    "solo_queen_jack",
    "misere",
    "misere_ouvert",
)
# Misère (§13.1): a declared solo the soloist wins by taking no trick; card points
# do not matter, the soloist's tricks do.
MISERE_TYPES: Final = ("misere", "misere_ouvert")
# §13.7 diamond_pair_game: the two holders of a chosen ♦ card are Re, scored as a normal
# game (one holder of both copies plays alone, scored as a silent solo).
GAME_TYPES: Final = (
    "normal",
    "silent_solo",
    "marriage",
    "poverty",
    "diamond_pair",
    *SOLO_TYPES,
    "redeal",
)
# §13.7 marriage_partner = holder_chooses: what the holder may choose, per deal.
PARTNER_CHOICES: Final = ("first_trick", "first_plain_trick", "named_trick")
REDEAL_REASONS: Final = ("poverty_refused", "redeal_hand", "other")

# The words each party may say, lowest first; a refusal needs every word before it.
REFUSALS: Final = ("no90", "no60", "no30", "schwarz")
WORDS: Final[dict[Party, tuple[str, ...]]] = {
    "re": ("re", *REFUSALS),
    "kontra": ("kontra", *REFUSALS),
}

BASE_BONUSES: Final = ("fox", "charlie", "charlie_caught", "doppelkopf")
EXTRA_BONUSES: Final = (
    "heart_ten_caught",
    "fox_last_trick",
    "fox_first_trick",
    "hearts_trick",
    "fox_wins_last_trick",
)
BONUS_KINDS: Final = BASE_BONUSES + EXTRA_BONUSES
BOCK_EVENTS: Final = ("hearts_trick", "doppelkopf", "custom")

DEAL_FIELDS: Final = frozenset(
    {
        "type",
        "reason",
        "re",
        "re_points",
        "re_tricks",
        "kontra_tricks",
        "announcements",
        "bonuses",
        "compulsory",
        "marriage_clarified_in",
        "marriage_partner",
        "marriage_holder",
        "schweinchen",
        "bock_events",
        "note",
        "poverty",
    }
)
# The most tricks of a deal: with ``marriage_partner = named_trick`` (rules §13.4) the
# partner may be found in any of them; the rules decide how late is possible.
MOST_TRICKS: Final = 12

DUPLICATE = QT_TRANSLATE_NOOP("RecordError", "names {value!r} twice; give it once")
ONLY_FOR_PLAYED = QT_TRANSLATE_NOOP("RecordError", "has no place in a redeal; remove it")
ONLY_FOR_REDEAL = QT_TRANSLATE_NOOP("RecordError", "is only for a redeal; remove it")
MISERE_NEEDS_TRICKS = QT_TRANSLATE_NOOP(
    "RecordError",
    "is required in a misère: the soloist's tricks (0 wins, any trick loses) decide it",
)
POVERTY_SAME = QT_TRANSLATE_NOOP(
    "RecordError", "the poor player and the partner are two different players"
)
WRONG_WORD = QT_TRANSLATE_NOOP(
    "RecordError", "“{word}” is not a word the {party} party can say; it says {words}"
)


class Bonus(Frozen):
    FIELDS = ("kind", "party", "count")
    __slots__ = FIELDS
    kind: str
    party: Party
    count: int

    def __init__(self, kind: str, party: Party, count: int = 1) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "party", party)
        object.__setattr__(self, "count", count)

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"kind": self.kind, "party": self.party}
        if self.count != 1:
            out["count"] = self.count
        return out


class Deal(Frozen):
    """One Doppelkopf deal as entered at the table."""

    FIELDS = (
        "type",
        "re",
        "re_points",
        "re_tricks",
        "kontra_tricks",
        "announcements",
        "bonuses",
        "compulsory",
        "marriage_clarified_in",
        "schweinchen",
        "bock_events",
        "note",
        "reason",
        "poverty",
        "marriage_partner",
        "marriage_holder",
    )
    __slots__ = FIELDS
    type: str
    re: tuple[str, ...]
    re_points: int
    re_tricks: int | None
    kontra_tricks: int | None
    announcements: dict[Party, tuple[str, ...]]  # none given: neither party said a word
    bonuses: tuple[Bonus, ...]
    compulsory: bool
    marriage_clarified_in: int | None
    schweinchen: bool
    bock_events: tuple[str, ...]
    note: str
    reason: str | None
    # §13.4 poverty_wirth: (poor player, partner) of a poverty, from the record's
    # ``poverty`` object {"poor": …, "partner": …}.
    poverty: tuple[str, str] | None
    # §13.7 marriage_partner = holder_chooses: how the holder chose to find the partner.
    marriage_partner: str | None
    # Who held the marriage (both ♣Q): one of ``re``; optional (issue 27).
    marriage_holder: str | None

    def __init__(
        self,
        type: str,
        re: tuple[str, ...] = (),
        re_points: int = 0,
        re_tricks: int | None = None,
        kontra_tricks: int | None = None,
        announcements: dict[Party, tuple[str, ...]] | None = None,
        bonuses: tuple[Bonus, ...] = (),
        compulsory: bool = False,
        marriage_clarified_in: int | None = None,
        schweinchen: bool = False,
        bock_events: tuple[str, ...] = (),
        note: str = "",
        reason: str | None = None,
        poverty: tuple[str, str] | None = None,
        marriage_partner: str | None = None,
        marriage_holder: str | None = None,
    ) -> None:
        if announcements is None:
            announcements = {"re": (), "kontra": ()}
        setter = object.__setattr__
        setter(self, "type", type)
        setter(self, "re", re)
        setter(self, "re_points", re_points)
        setter(self, "re_tricks", re_tricks)
        setter(self, "kontra_tricks", kontra_tricks)
        setter(self, "announcements", announcements)
        setter(self, "bonuses", bonuses)
        setter(self, "compulsory", compulsory)
        setter(self, "marriage_clarified_in", marriage_clarified_in)
        setter(self, "schweinchen", schweinchen)
        setter(self, "bock_events", bock_events)
        setter(self, "note", note)
        setter(self, "reason", reason)
        setter(self, "poverty", poverty)
        setter(self, "marriage_partner", marriage_partner)
        setter(self, "marriage_holder", marriage_holder)

    @property
    def is_redeal(self) -> bool:
        return self.type == "redeal"

    @property
    def is_misere(self) -> bool:
        return self.type in MISERE_TYPES

    def announced(self, party: Party) -> tuple[str, ...]:
        return self.announcements.get(party, ())

    def to_json(self) -> dict[str, object]:
        """The record as the spec writes it (optional fields only when set)."""
        if self.is_redeal:
            out: dict[str, object] = {"type": "redeal", "reason": self.reason or "other"}
            if self.note:
                out["note"] = self.note
            return out
        out = {"type": self.type, "re": list(self.re)}
        if not self.is_misere:  # a misère ignores card points (§13.1)
            out["re_points"] = self.re_points
        if self.re_tricks is not None:
            out["re_tricks"] = self.re_tricks
        if self.kontra_tricks is not None:
            out["kontra_tricks"] = self.kontra_tricks
        out["announcements"] = {p: list(self.announced(p)) for p in PARTIES}
        out["bonuses"] = [b.to_json() for b in self.bonuses]
        out["compulsory"] = self.compulsory
        out["marriage_clarified_in"] = self.marriage_clarified_in
        if self.marriage_partner is not None:
            out["marriage_partner"] = self.marriage_partner
        if self.marriage_holder is not None:
            out["marriage_holder"] = self.marriage_holder
        if self.schweinchen:
            out["schweinchen"] = True
        if self.poverty is not None:
            out["poverty"] = {"poor": self.poverty[0], "partner": self.poverty[1]}
        out["bock_events"] = list(self.bock_events)
        out["note"] = self.note
        return out


def _is_empty(value: object) -> bool:
    """A default left in a redeal record by a form (``[]``, ``null``, ``false``...)."""
    if isinstance(value, dict):
        return all(_is_empty(v) for v in value.values())
    return value is None or value is False or value == [] or value == ""


def _optional_int(obj: dict[str, object], key: str, field: str, low: int, high: int) -> int | None:
    value = obj.get(key)
    return None if value is None else as_int(value, f"{field}.{key}", low, high)


def _points(obj: dict[str, object], field: str, misere: bool) -> int:
    """Re's card points; a misère may give them, but they are ignored and not kept."""
    if "re_points" not in obj:
        return 0
    points = as_int(obj["re_points"], f"{field}.re_points", 0, 240)
    return 0 if misere else points


def parse_announcements(value: object, field: str) -> dict[Party, tuple[str, ...]]:
    obj = as_object(value, field)
    reject_unknown(obj, set(PARTIES), field)
    result: dict[Party, tuple[str, ...]] = {}
    for party in PARTIES:
        pfield = f"{field}.{party}"
        words = as_str_list(obj.get(party, []), pfield)
        seen: set[str] = set()
        for i, word in enumerate(words):
            if word not in WORDS[party]:
                raise RecordError(
                    f"{pfield}[{i}]",
                    WRONG_WORD,
                    word=Term("word", word),
                    party=Term("word", party),
                    words=Terms(Term("word", w) for w in WORDS[party]),
                )
            if word in seen:
                raise RecordError(pfield, DUPLICATE, value=word)
            seen.add(word)
        # Stored in the order the words can be said, so equal deals compare equal.
        result[party] = tuple(w for w in WORDS[party] if w in seen)
    return result


def _poverty(value: object, field: str) -> tuple[str, str] | None:
    """The record's ``poverty`` object: who was poor and who took the exchange."""
    if value is None:
        return None
    obj = as_object(value, field)
    reject_unknown(obj, {"poor", "partner"}, field)
    poor = as_str(require(obj, "poor", field), f"{field}.poor")
    partner = as_str(require(obj, "partner", field), f"{field}.partner")
    if poor == partner:
        raise RecordError(f"{field}.partner", POVERTY_SAME)
    return poor, partner


def _bonuses(value: object, field: str) -> tuple[Bonus, ...]:
    bonuses = []
    for i, raw in enumerate(as_list(value, field)):
        bfield = f"{field}[{i}]"
        obj = as_object(raw, bfield)
        reject_unknown(obj, {"kind", "party", "count"}, bfield)
        kind = as_choice(obj.get("kind"), f"{bfield}.kind", BONUS_KINDS)
        party = as_choice(obj.get("party"), f"{bfield}.party", PARTIES)
        count = as_int(obj.get("count", 1), f"{bfield}.count", 1, 12)
        bonuses.append(Bonus(kind, party, count))
    return tuple(bonuses)


def parse_deal(value: object, field: str = "deal") -> Deal:
    """Read one deal record; raises :class:`RecordError` naming the bad field."""
    obj = dict(as_object(value, field))
    reject_unknown(obj, DEAL_FIELDS, field)
    deal_type = as_choice(obj.get("type"), f"{field}.type", GAME_TYPES)
    note = as_str(obj.get("note", ""), f"{field}.note")
    if deal_type == "redeal":
        reason = as_choice(obj.get("reason", "other"), f"{field}.reason", REDEAL_REASONS)
        for key, raw in obj.items():
            if key not in {"type", "reason", "note"} and not _is_empty(raw):
                raise RecordError(f"{field}.{key}", ONLY_FOR_PLAYED)
        return Deal(type="redeal", reason=reason, note=note)
    misere = deal_type in MISERE_TYPES
    if misere and obj.get("re_tricks") is None:
        raise RecordError(f"{field}.re_tricks", MISERE_NEEDS_TRICKS)
    if "re_points" not in obj and not misere:
        raise RecordError(f"{field}.re_points", MISSING)
    re = as_str_list(obj.get("re", []), f"{field}.re")
    if len(set(re)) != len(re):
        raise RecordError(f"{field}.re", DUPLICATE, value=next(n for n in re if re.count(n) > 1))
    bock_events = as_str_list(obj.get("bock_events", []), f"{field}.bock_events")
    for i, event in enumerate(bock_events):
        as_choice(event, f"{field}.bock_events[{i}]", BOCK_EVENTS)
    if "reason" in obj:
        raise RecordError(f"{field}.reason", ONLY_FOR_REDEAL)
    return Deal(
        type=deal_type,
        re=tuple(re),
        re_points=_points(obj, field, misere),
        re_tricks=_optional_int(obj, "re_tricks", field, 0, 12),
        kontra_tricks=_optional_int(obj, "kontra_tricks", field, 0, 12),
        announcements=parse_announcements(obj.get("announcements", {}), f"{field}.announcements"),
        bonuses=_bonuses(obj.get("bonuses", []), f"{field}.bonuses"),
        compulsory=as_bool(obj.get("compulsory", False), f"{field}.compulsory"),
        marriage_clarified_in=_optional_int(obj, "marriage_clarified_in", field, 1, MOST_TRICKS),
        schweinchen=as_bool(obj.get("schweinchen", False), f"{field}.schweinchen"),
        bock_events=tuple(bock_events),
        note=note,
        poverty=_poverty(obj.get("poverty"), f"{field}.poverty"),
        marriage_partner=_partner_choice(obj.get("marriage_partner"), f"{field}.marriage_partner"),
        marriage_holder=_holder(obj.get("marriage_holder"), f"{field}.marriage_holder"),
    )


def _holder(value: object, field: str) -> str | None:
    """The record's ``marriage_holder``: who held both ♣Q (validation: one of ``re``)."""
    return None if value is None else as_str(value, field)


def _partner_choice(value: object, field: str) -> str | None:
    """§13.7: the record's ``marriage_partner``, how the holder chose to find the partner."""
    return None if value is None else as_choice(value, field, PARTNER_CHOICES)


SOLO_KINDS: Final = GAME_TYPES
"""The order the statistics count solos in (a solo's key is its game type)."""

NAME_FIELDS: Final = (
    ("re",),
    ("poverty", "poor"),
    ("poverty", "partner"),
    ("marriage_holder",),
)
"""The paths in a deal record that hold a player's name or a list of names."""


def parties(deal: Deal) -> Parties:
    """The Re party attacks; one Re player alone is a solo, counted by game type.
    The words are each party's announcements; the bonuses go to Re or Kontra."""
    alone = deal.re[0] if len(deal.re) == 1 else None
    return Parties(
        kind=deal.type,
        attackers=tuple(deal.re),
        soloist=alone,
        solo_kind=deal.type if alone is not None else None,
        attack_said=deal.announced("re"),
        defence_said=deal.announced("kontra"),
        bonuses=tuple(
            SideBonus(bonus.kind, bonus.count, bonus.party == "re") for bonus in deal.bonuses
        ),
    )
