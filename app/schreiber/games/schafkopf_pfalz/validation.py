"""Refuse Pfälzer Schafkopf deals that cannot have happened.

:func:`validate` raises :class:`RecordError` with the field and the fix; a deal
it accepts can be scored.

Choices the rules file leaves open, fixed here:

* With three at the table the Skat (or the simple game's discard, two cards)
  counts for the soloist, so a soloist who took no trick may still hold up to
  22 card points (two aces); at four there is no Skat and no trick means 0.
* Cards worth nothing are the twelve nines, eights and sevens: a side with 0
  card points took at most as many tricks as those cards fill (four at three
  players, three at four; three for a soloist whose Skat is worth 0 too).
* A surrender is not possible in an ace call: the partner is secret before
  play, so "the defenders" cannot agree to concede.
* A solo du may be entered by its tricks alone: all tricks mean 120 points, any
  fewer a loss (the play stops at the first trick lost).
* A chain of more than 10 doubles (×1024) is refused as a typing error.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import MISSING, OUT_OF_RANGE
from schreiber.games.names import Term
from schreiber.games.schafkopf_pfalz.records import Deal
from schreiber.games.schafkopf_pfalz.rules import RuleSet

TRUMPS: Final = 14
CARD_POINTS: Final = 120
SKAT_MOST_POINTS: Final = 22
ZERO_CARDS: Final = 12
MAX_DOUBLES: Final = 10
CONTRACT_SEATS: Final = {"simple": 3, "ace_call": 4}

M_TABLE_SIZE = QT_TRANSLATE_NOOP(
    "RecordError", "a deal is played by {seats} players at the table (got {got})"
)
M_CONTRACT_SEATS = QT_TRANSLATE_NOOP(
    "RecordError",
    "“{contract}” is played with {seats} at the table, not {got}; pick another contract",
)
M_ACE_CALL_TRUMP = QT_TRANSLATE_NOOP(
    "RecordError", "in an ace call hearts are trump; write hearts or leave it empty"
)
M_NOT_PLAYER = QT_TRANSLATE_NOOP("RecordError", "{name!r} is not a player of this session")
M_SITTING_OUT = QT_TRANSLATE_NOOP("RecordError", "{name!r} sits out this deal")
M_PARTNER_MISSING = QT_TRANSLATE_NOOP(
    "RecordError", "an ace call needs the partner, the holder of the called ace"
)
M_PARTNER_SELF = QT_TRANSLATE_NOOP(
    "RecordError", "the partner cannot be the soloist; name the holder of the called ace"
)
M_PARTNER_ONLY_ACE_CALL = QT_TRANSLATE_NOOP(
    "RecordError", "only an ace call has a partner; “{contract}” is played alone, leave it empty"
)
M_TOPS = QT_TRANSLATE_NOOP(
    "RecordError", "must be between 0 and {most}: there are only {most} trumps (got {value})"
)
M_SURRENDER_ACE_CALL = QT_TRANSLATE_NOOP(
    "RecordError",
    "in an ace call the partner is secret, so the defenders cannot concede; leave it empty",
)
M_ACCEPTED_NOT_PLAYED = QT_TRANSLATE_NOOP(
    "RecordError", "the soloist accepted the surrender, so nothing was played; leave it empty"
)
M_REFUSED_NEEDS_POINTS = QT_TRANSLATE_NOOP(
    "RecordError",
    "the soloist refused the surrender and played; enter the card points of the soloist",
)
M_SOLO_DU_NEEDS = QT_TRANSLATE_NOOP(
    "RecordError", "is required: enter the soloist's card points or tricks"
)
M_NO_TRICK_POINTS = QT_TRANSLATE_NOOP(
    "RecordError",
    "the soloist's party took no trick, so it has at most {most} card points (got {points});"
    " correct the tricks or the points",
)
M_ALL_TRICKS_POINTS = QT_TRANSLATE_NOOP(
    "RecordError",
    "the soloist's party took all {tricks} tricks, so it has all 120 card points"
    " (got {points}); correct the tricks or the points",
)
M_SOLOIST_ZERO_POINT_TRICKS = QT_TRANSLATE_NOOP(
    "RecordError",
    "the soloist's party has 0 card points, so it took at most {most} tricks"
    " (of cards worth nothing); correct the tricks or the points",
)
M_DEFENDERS_ZERO_POINT_TRICKS = QT_TRANSLATE_NOOP(
    "RecordError",
    "the defenders have 0 card points, so they took at most {most} tricks"
    " (of cards worth nothing); correct the tricks or the points",
)


def tricks_per_deal(seats: int) -> int:
    """Ten tricks with three at the table (two cards in the Skat), eight with four."""
    return 10 if seats == 3 else 8


def most_points_without_trick(seats: int) -> int:
    """The Skat counts for the soloist at three: at most two aces."""
    return SKAT_MOST_POINTS if seats == 3 else 0


def most_zero_point_tricks(seats: int, soloist: bool) -> int:
    """How many tricks of cards worth nothing a side with 0 card points can hold.

    A soloist at three with 0 points has a Skat worth 0 as well, two of the
    twelve blank cards.
    """
    blank = ZERO_CARDS - (2 if seats == 3 and soloist else 0)
    return blank // seats


def validate(
    deal: Deal,
    rules: RuleSet,
    table: Sequence[str],
    players: Sequence[str] | None = None,
    field: str = "deal",
) -> None:
    """Raise :class:`RecordError` unless ``deal`` can have happened.

    ``table`` holds the players of this deal (3 or 4); ``players`` everyone in
    the session (to tell "sits out" from "unknown name").
    """
    everyone = players or table
    seats = rules.seats(len(everyone))
    if len(table) != seats:
        raise RecordError("table", M_TABLE_SIZE, seats=seats, got=len(table))
    if deal.is_redeal:
        return
    _check_contract(deal, seats, field)
    _check_players(deal, table, everyone, field)
    if not 0 <= deal.tops <= TRUMPS:
        raise RecordError(f"{field}.tops", M_TOPS, most=TRUMPS, value=deal.tops)
    if not 0 <= deal.doubles <= MAX_DOUBLES:
        raise RecordError(
            f"{field}.doubles", OUT_OF_RANGE, low=0, high=MAX_DOUBLES, value=deal.doubles
        )
    _check_surrender(deal, field)
    _check_points(deal, seats, field)


def _check_contract(deal: Deal, seats: int, field: str) -> None:
    needed = CONTRACT_SEATS.get(deal.contract)
    if needed is not None and needed != seats:
        raise RecordError(
            f"{field}.contract",
            M_CONTRACT_SEATS,
            contract=Term("contract", deal.contract),
            seats=needed,
            got=seats,
        )
    if deal.contract == "ace_call":
        if deal.trump not in (None, "hearts"):
            raise RecordError(f"{field}.trump", M_ACE_CALL_TRUMP)
    elif deal.trump is None:
        raise RecordError(f"{field}.trump", MISSING)


def _check_seat(name: str, table: Sequence[str], players: Sequence[str], field: str) -> None:
    if name not in table:
        message = M_SITTING_OUT if name in players else M_NOT_PLAYER
        raise RecordError(field, message, name=name)


def _check_players(deal: Deal, table: Sequence[str], players: Sequence[str], field: str) -> None:
    _check_seat(deal.soloist, table, players, f"{field}.soloist")
    pfield = f"{field}.partner"
    if deal.contract != "ace_call":
        if deal.partner is not None:
            raise RecordError(
                pfield, M_PARTNER_ONLY_ACE_CALL, contract=Term("contract", deal.contract)
            )
        return
    if deal.partner is None:
        raise RecordError(pfield, M_PARTNER_MISSING)
    if deal.partner == deal.soloist:
        raise RecordError(pfield, M_PARTNER_SELF)
    _check_seat(deal.partner, table, players, pfield)


def _check_surrender(deal: Deal, field: str) -> None:
    if deal.surrender is None:
        return
    if deal.contract == "ace_call":
        raise RecordError(f"{field}.surrender", M_SURRENDER_ACE_CALL)
    if deal.surrender == "accepted":
        for key, value in (
            ("soloist_points", deal.soloist_points),
            ("soloist_tricks", deal.soloist_tricks),
        ):
            if value is not None:
                raise RecordError(f"{field}.{key}", M_ACCEPTED_NOT_PLAYED)
    elif deal.soloist_points is None:
        raise RecordError(f"{field}.soloist_points", M_REFUSED_NEEDS_POINTS)


def _check_points(deal: Deal, seats: int, field: str) -> None:
    if deal.surrender == "accepted":
        return
    total = tricks_per_deal(seats)
    points, tricks = deal.soloist_points, deal.soloist_tricks
    if points is None:
        if deal.contract != "solo_du":
            raise RecordError(f"{field}.soloist_points", MISSING)
        if tricks is None:
            raise RecordError(f"{field}.soloist_points", M_SOLO_DU_NEEDS)
    elif not 0 <= points <= CARD_POINTS:
        raise RecordError(
            f"{field}.soloist_points", OUT_OF_RANGE, low=0, high=CARD_POINTS, value=points
        )
    if tricks is None:
        return
    tfield = f"{field}.soloist_tricks"
    if not 0 <= tricks <= total:
        raise RecordError(tfield, OUT_OF_RANGE, low=0, high=total, value=tricks)
    if points is None:
        return
    most = most_points_without_trick(seats)
    if tricks == 0 and points > most:
        raise RecordError(tfield, M_NO_TRICK_POINTS, most=most, points=points)
    if tricks == total and points < CARD_POINTS:
        raise RecordError(tfield, M_ALL_TRICKS_POINTS, tricks=total, points=points)
    soloist_most = most_zero_point_tricks(seats, soloist=True)
    if points == 0 and tricks > soloist_most:
        raise RecordError(tfield, M_SOLOIST_ZERO_POINT_TRICKS, most=soloist_most)
    defenders_most = most_zero_point_tricks(seats, soloist=False)
    if points == CARD_POINTS and total - tricks > defenders_most:
        raise RecordError(tfield, M_DEFENDERS_ZERO_POINT_TRICKS, most=defenders_most)
