"""Property tests for Doppelkopf scoring (rules §4–§8), with generated valid deals.

The strategies build deals that can happen at a table: every game type of §3,
announcements that respect §10's "a refusal needs every earlier word", card
points 0–240 with tricks consistent with them (§4), and bonuses that respect the
card limits of §6. The rule sets vary every option that changes a deal's score.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from schreiber.games.doppelkopf import Bonus, Deal, RuleSet, score, validate
from schreiber.games.doppelkopf.records import MISERE_TYPES, PARTIES, SOLO_TYPES, WORDS, Party
from schreiber.games.doppelkopf.scoring import DealResult
from schreiber.games.doppelkopf.validation import smallest_trick

SETTINGS = settings(max_examples=200, deadline=None, derandomize=True, database=None)

PLAYERS = ("A", "B", "C", "D", "E", "F", "G")
# Misère (§13.1) scores by tricks, not card points: tests/games/doppelkopf/test_misere.py.
CARD_SOLOS = tuple(kind for kind in SOLO_TYPES if kind not in MISERE_TYPES)
SOLO_KINDS = ("silent_solo", *CARD_SOLOS)
ALL_KINDS = ("normal", "marriage", "poverty", *SOLO_KINDS)
# Card points around the thresholds of §4 and §5 come up more often than uniform.
EDGE_POINTS = (
    0,
    2,
    8,
    29,
    30,
    59,
    60,
    89,
    90,
    119,
    120,
    121,
    150,
    151,
    180,
    181,
    210,
    211,
    232,
    238,
    240,
)
# How many words a party says: often none, so that §4's first case comes up a lot.
ANNOUNCED_WORDS = (0, 0, 0, 1, 1, 2, 3, 4, 5)
# §4: a refusal holds while the opponent stays below this many card points.
REFUSAL_BELOW = {"no90": 90, "no60": 60, "no30": 30}

Seating = tuple[tuple[str, ...], tuple[str, ...]]
Game = tuple[RuleSet, tuple[str, ...], tuple[str, ...], Deal]


def other(party: Party) -> Party:
    return "kontra" if party == "re" else "re"


# Strategies ------------------------------------------------------------------


@st.composite
def rule_sets(draw: st.DrawFn, /, **fixed: object) -> RuleSet:
    """Random values for every option that changes a deal's score (rules §6–§8).

    ``fixed`` pins options, e.g. ``plus_only=False``.
    """
    rules = RuleSet(
        plus_only=draw(st.booleans()),
        re_kontra_doubles=draw(st.booleans()),
        re_kontra_doubles_bonuses=draw(st.booleans()),
        solo_doubles=draw(st.booleans()),
        solo_implies_re=draw(st.booleans()),
        bock_effect=draw(st.sampled_from(("double", "plus"))),
        bock_plus=draw(st.integers(1, 5)),
        doppelkopf_in_solo=draw(st.booleans()),
        charlie_caught=draw(st.booleans()),
        draw_counts_below=draw(st.booleans()),
        elders_point=draw(st.booleans()),
        elders_in_poverty=draw(st.booleans()),
        # Options that decide which deals exist at all.
        poverty=draw(st.booleans()),
        king_solo=draw(st.booleans()),
        queen_jack_solo=draw(st.booleans()),
        without_nines=draw(st.booleans()),
    )
    return rules.replace(**fixed)


@st.composite
def seatings(draw: st.DrawFn, low: int = 4, high: int = 7) -> Seating:
    """``(players, table)``: the session's players and the four at the table (§2)."""
    count = draw(st.integers(low, high))
    players = PLAYERS[:count]
    seats = draw(st.permutations(players))[:4]
    return players, tuple(name for name in players if name in seats)


def _available_kinds(rules: RuleSet, kinds: Sequence[str]) -> list[str]:
    off = {
        "poverty": not rules.poverty,
        "solo_king": not rules.king_solo,
        "solo_queen_jack": not rules.queen_jack_solo,
    }
    return [kind for kind in kinds if not off.get(kind, False)]


@st.composite
def _tricks(draw: st.DrawFn, rules: RuleSet, re_points: int) -> tuple[int | None, int | None]:
    """Tricks consistent with the points (§4): a party with points took a trick,
    a party with 0 points took at most the tricks of four nines."""
    total = rules.tricks_per_deal
    zero_tricks = 0 if rules.without_nines else 2
    kontra_points = 240 - re_points
    low = 1 if re_points > 0 else 0
    high = total if re_points > 0 else zero_tricks
    if kontra_points > 0:
        high = min(high, total - 1)
    else:
        low = max(low, total - zero_tricks)
    re_tricks = draw(st.integers(low, high))
    given = draw(st.sampled_from(("none", "re", "kontra", "both")))
    return (
        re_tricks if given in ("re", "both") else None,
        total - re_tricks if given in ("kontra", "both") else None,
    )


def _known_tricks(deal: Deal, rules: RuleSet) -> dict[Party, int | None]:
    total = rules.tricks_per_deal
    if deal.re_tricks is not None:
        return {"re": deal.re_tricks, "kontra": total - deal.re_tricks}
    if deal.kontra_tricks is not None:
        return {"re": total - deal.kontra_tricks, "kontra": deal.kontra_tricks}
    return {"re": None, "kontra": None}


def points_of(deal: Deal, party: Party) -> int:
    return deal.re_points if party == "re" else 240 - deal.re_points


@st.composite
def _bonuses(draw: st.DrawFn, rules: RuleSet, deal: Deal, solo: bool) -> tuple[Bonus, ...]:
    """Bonuses the cards allow (§6): two foxes, two Charlies, last-trick bonuses for
    one party only, enough card points and tricks for what was captured."""
    points = {party: points_of(deal, party) for party in PARTIES}
    known = _known_tricks(deal, rules)
    counts: Counter[tuple[str, Party]] = Counter()
    doppelkopfs_left = 4
    for party in PARTIES:
        most = min(doppelkopfs_left, points[party] // 40)
        if known[party] is not None:
            most = min(most, known[party] or 0)
        if solo and not rules.doppelkopf_in_solo:
            most = 0
        counts[("doppelkopf", party)] = draw(st.integers(0, most))
        doppelkopfs_left -= counts[("doppelkopf", party)]
    if not solo:
        foxes_left = 2
        for party in PARTIES:
            counts[("fox", party)] = draw(st.integers(0, min(foxes_left, points[party] // 11)))
            foxes_left -= counts[("fox", party)]
        last = draw(st.sampled_from(PARTIES))
        if points[last] >= 2:
            counts[("charlie", last)] = draw(st.integers(0, 1))
        if rules.charlie_caught and points[last] >= 4:
            counts[("charlie_caught", last)] = draw(st.integers(0, 2 - counts[("charlie", last)]))
    return tuple(
        Bonus(kind, party, count) for (kind, party), count in sorted(counts.items()) if count
    )


@st.composite
def deals(
    draw: st.DrawFn,
    rules: RuleSet,
    table: Sequence[str],
    kinds: Sequence[str] = ALL_KINDS,
    announcements: bool = True,
    bonuses: bool = True,
    tie: bool = True,
) -> Deal:
    """A valid deal at ``table`` under ``rules`` (§3–§6)."""
    available = _available_kinds(rules, kinds)
    # Each kind of game as often as all declared solos together.
    groups = [[kind] for kind in available if kind not in SOLO_TYPES]
    groups += [[kind for kind in available if kind in SOLO_TYPES]]
    kind = draw(st.sampled_from(draw(st.sampled_from([g for g in groups if g]))))
    if kind in ("normal", "poverty"):
        size = 2
    elif kind == "marriage":
        size = draw(st.sampled_from((1, 2)))
    else:
        size = 1
    order = draw(st.permutations(list(table)))
    re = tuple(name for name in table if name in order[:size])
    # A partner is found in a clarifying trick; a marriage alone has none (issue 17).
    clarified = draw(st.integers(1, 3)) if kind == "marriage" and size == 2 else None
    least = smallest_trick(rules)  # §13.6: no party ends with 1 … least − 1
    points = (st.integers(0, 240) | st.sampled_from(EDGE_POINTS)).filter(
        lambda p: not (0 < p < least or 240 - least < p < 240)
    )
    re_points = draw(points if tie else points.filter(lambda p: p != 120))
    re_tricks, kontra_tricks = draw(_tricks(rules, re_points))
    said: dict[Party, tuple[str, ...]] = {"re": (), "kontra": ()}
    if announcements:
        for party in PARTIES:
            said[party] = WORDS[party][: draw(st.sampled_from(ANNOUNCED_WORDS))]
        if rules.solo_implies_re and kind in SOLO_TYPES and said["re"] and draw(st.booleans()):
            # Re counts as announced in a declared solo, so its refusals stand alone.
            said["re"] = said["re"][1:]
    deal = Deal(
        type=kind,
        re=re,
        re_points=re_points,
        re_tricks=re_tricks,
        kontra_tricks=kontra_tricks,
        announcements=said,
        marriage_clarified_in=clarified,
    )
    if bonuses:
        deal = Deal(
            type=deal.type,
            re=deal.re,
            re_points=deal.re_points,
            re_tricks=deal.re_tricks,
            kontra_tricks=deal.kontra_tricks,
            announcements=deal.announcements,
            marriage_clarified_in=deal.marriage_clarified_in,
            bonuses=draw(_bonuses(rules, deal, size == 1)),
        )
    return deal


@st.composite
def games(
    draw: st.DrawFn,
    /,
    low: int = 4,
    high: int = 7,
    kinds: Sequence[str] = ALL_KINDS,
    announcements: bool = True,
    bonuses: bool = True,
    tie: bool = True,
    **fixed: object,
) -> Game:
    """``(rules, players, table, deal)``."""
    rules = draw(rule_sets(**fixed))
    players, table = draw(seatings(low, high))
    deal = draw(deals(rules, table, kinds, announcements, bonuses, tie))
    return rules, players, table, deal


# Helpers written from the rules file, independent of the engine ----------------


def re_said(deal: Deal, rules: RuleSet) -> bool:
    """§7 ``solo_implies_re``: a declared solo counts as if Re had been announced."""
    return "re" in deal.announced("re") or (rules.solo_implies_re and deal.type in SOLO_TYPES)


def words_said(deal: Deal, rules: RuleSet, party: Party) -> set[str]:
    said = set(deal.announced(party))
    if party == "re" and re_said(deal, rules):
        said.add("re")
    return said


def holds(deal: Deal, rules: RuleSet, party: Party, refusal: str) -> bool:
    """§4: whether ``party``'s refusal holds at the end of the deal."""
    opponent = other(party)
    if refusal == "schwarz":
        known = _known_tricks(deal, rules)[opponent]
        return known == 0 if known is not None else points_of(deal, opponent) == 0
    return points_of(deal, opponent) < REFUSAL_BELOW[refusal]


def anyone_refused(deal: Deal) -> bool:
    return any(word in WORDS["re"][1:] for party in PARTIES for word in deal.announced(party))


def with_announcements(deal: Deal, announcements: dict[Party, tuple[str, ...]]) -> Deal:
    return Deal(
        type=deal.type,
        re=deal.re,
        re_points=deal.re_points,
        re_tricks=deal.re_tricks,
        kontra_tricks=deal.kontra_tricks,
        announcements=announcements,
        bonuses=deal.bonuses,
        marriage_clarified_in=deal.marriage_clarified_in,
    )


def mirrored(deal: Deal, table: Sequence[str]) -> Deal:
    """The same deal with the parties' roles swapped: the old Kontra pair is Re."""

    def swap_words(words: tuple[str, ...], to: Party) -> tuple[str, ...]:
        return tuple(WORDS[to][0] if word in ("re", "kontra") else word for word in words)

    return Deal(
        type=deal.type,
        re=tuple(name for name in table if name not in deal.re),
        re_points=240 - deal.re_points,
        re_tricks=deal.kontra_tricks,
        kontra_tricks=deal.re_tricks,
        announcements={
            "re": swap_words(deal.announced("kontra"), "re"),
            "kontra": swap_words(deal.announced("re"), "kontra"),
        },
        bonuses=tuple(Bonus(b.kind, other(b.party), b.count) for b in deal.bonuses),
    )


def winner_signed(result: DealResult, winner: Party) -> int:
    """The value as the winner sees it: positive when it gains."""
    return result.value if winner == "re" else -result.value


def mirrored_lines(result: DealResult) -> Counter[tuple[str, str, int]]:
    """The result's lines with the parties (and the Re/Kontra items) swapped,
    leaving out the "against the elders" line, which is not symmetric (§5)."""
    names = {"re_announced": "kontra_announced", "kontra_announced": "re_announced"}
    return Counter(
        ({"re": "kontra", "kontra": "re"}[line.party], names.get(line.item, line.item), line.points)
        for line in result.lines
        if line.item != "against_elders"
    )


def plain_lines(result: DealResult) -> Counter[tuple[str, str, int]]:
    return Counter(
        (line.party, line.item, line.points)
        for line in result.lines
        if line.item != "against_elders"
    )


# Properties ------------------------------------------------------------------


@SETTINGS
@given(games())
def test_generated_deals_are_valid(game: Game) -> None:
    """Rules §3–§6: validation accepts every deal that can happen (it only bounds)."""
    rules, players, table, deal = game
    validate(deal, rules, table, players)


@SETTINGS
@given(games(), st.integers(0, 3))
def test_scores_sum_to_zero_or_are_never_negative_with_plus_only(
    game: Game, bock_level: int
) -> None:
    """Rules §7: every deal sums to zero; with ``plus_only`` only the positive entries
    are written, exactly the zero-sum entries clipped at 0."""
    rules, players, table, deal = game
    result = score(deal, rules, table, players, bock_level)
    assert set(result.scores) == set(players)
    if not rules.plus_only:
        assert sum(result.scores.values()) == 0
        return
    assert all(points >= 0 for points in result.scores.values())
    zero_sum = score(deal, rules.replace(plus_only=False), table, players, bock_level)
    assert result.value == zero_sum.value
    assert result.scores == {name: max(0, points) for name, points in zero_sum.scores.items()}


@SETTINGS
@given(games(plus_only=False), st.integers(0, 3))
def test_minus_only_writes_the_zero_sum_entries_clipped_at_0(game: Game, bock_level: int) -> None:
    """Rules §13.2 ``minus_only``, the mirror of ``plus_only``: only negative entries."""
    rules, players, table, deal = game
    zero_sum = score(deal, rules, table, players, bock_level)
    result = score(deal, rules.replace(minus_only=True), table, players, bock_level)
    assert result.value == zero_sum.value
    assert result.scores == {name: min(0, points) for name, points in zero_sum.scores.items()}


@SETTINGS
@given(games(plus_only=False), st.integers(0, 3))
def test_each_seat_writes_the_value_by_party(game: Game, bock_level: int) -> None:
    """Rules §7: 2 vs 2 writes +V for Re and −V for Kontra; 1 vs 3 writes +3V and −V."""
    rules, players, table, deal = game
    result = score(deal, rules, table, players, bock_level)
    factor = 3 if len(deal.re) == 1 else 1
    for name in table:
        expected = factor * result.value if name in deal.re else -result.value
        assert result.scores[name] == expected, name


@SETTINGS
@given(games(kinds=("marriage", *SOLO_KINDS), plus_only=False), st.integers(0, 3))
def test_soloist_writes_minus_three_times_each_opponent(game: Game, bock_level: int) -> None:
    """Rules §7: in a solo (one player in Re) the soloist writes 3V, each opponent −V."""
    rules, players, table, deal = game
    assume(len(deal.re) == 1)
    result = score(deal, rules, table, players, bock_level)
    assert result.solo
    (soloist,) = deal.re
    opponents = [name for name in table if name != soloist]
    assert len(opponents) == 3
    for name in opponents:
        assert result.scores[soloist] == -3 * result.scores[name], name


@SETTINGS
@given(games(bock_effect="double"))
def test_one_bock_level_doubles_exactly(
    game: Game,
) -> None:
    """Rules §8 (``bock_effect`` double): the multiplier is 2 ** level; the whole value,
    bonuses included, doubles per level (level 1 is 2x, level 2 is 4x, level 3 is 8x),
    and so does every score."""
    rules, players, table, deal = game
    base = score(deal, rules, table, players, 0)
    for level in (1, 2, 3):
        bock = score(deal, rules, table, players, level)
        assert bock.winner == base.winner
        assert bock.lines == base.lines
        assert bock.value == 2**level * base.value
        for name in players:
            assert bock.scores[name] == 2**level * base.scores[name], (level, name)


@SETTINGS
@given(games(bock_effect="plus"), st.integers(0, 4))
def test_bock_plus_adds_to_the_size_of_the_value(game: Game, level: int) -> None:
    """Rules §8 (``bock_effect`` plus N): each level adds N to the value's size."""
    rules, players, table, deal = game
    base = score(deal, rules, table, players, 0)
    bock = score(deal, rules, table, players, level)
    extra = level * rules.bock_plus
    if base.value == 0:
        assert bock.value == 0
    else:
        assert abs(bock.value) == abs(base.value) + extra
        assert (bock.value > 0) == (base.value > 0)


@SETTINGS
@given(games(), st.integers(0, 2))
def test_announcing_more_never_lowers_the_winners_value(game: Game, bock_level: int) -> None:
    """Rules §4/§5/§7: the winning party adds its next announcement (its Re/Kontra, or
    the next refusal) where that keeps it the winner; the value it wins grows.

    The next announcement keeps the winner when (§4): it is a refusal that holds
    (the winner is then the only party whose highest refusal holds), or it is the
    party's own word and someone already refused (the words then decide nothing),
    or it is the word and the points are not 120:120 (where "Kontra said, Re not"
    decides the tie). §5 adds 2 for the word (``re_kontra_doubles``: doubles the game
    points) and 1 for each refusal, all for the winner; §7/§8 factors keep the order.

    The size ``abs(value)`` alone is not monotone: when the loser's bonuses outweigh
    the game points, the value already points at the loser and more game points
    for the winner bring it towards 0 (e.g. Re 121, Kontra 2 foxes, Charlie and a
    doppelkopf: value −3; Re adds "re": −1). So the assertion is on the value as
    the winner sees it, and on ``abs(value)`` wherever the winner is ahead.

    One case is different by §7's own words: with ``re_kontra_doubles`` and
    ``re_kontra_doubles_bonuses`` the winner's Re/Kontra doubles the whole value, so
    a value that favours the loser (its bonuses) doubles in the loser's favour.
    There the value keeps its sign and its size never drops.
    """
    rules, players, table, deal = game
    before = score(deal, rules, table, players, bock_level)
    winner = before.winner
    assume(winner is not None)
    assert winner is not None
    said = words_said(deal, rules, winner)
    missing = [word for word in WORDS[winner] if word not in said]
    assume(missing)
    word = missing[0]
    if word in ("re", "kontra"):
        keeps = anyone_refused(deal) or deal.re_points != 120
        keeps = keeps or (winner == "kontra" and re_said(deal, rules))
    else:
        keeps = holds(deal, rules, winner, word)
    assume(keeps)
    announced = dict(deal.announcements)
    announced[winner] = tuple(w for w in WORDS[winner] if w in set(deal.announced(winner)) | {word})
    after = score(with_announcements(deal, announced), rules, table, players, bock_level)
    assert after.winner == winner
    if word in ("re", "kontra") and rules.re_kontra_doubles and rules.re_kontra_doubles_bonuses:
        # §7: the word doubles the whole value, bonuses included, towards whichever
        # party is ahead; so it never shrinks, but may grow the loser's lead.
        assert (after.value > 0, after.value < 0) == (before.value > 0, before.value < 0)
        assert abs(after.value) >= abs(before.value)
        if rules.bock_effect == "double":
            assert after.value == 2 * before.value
        return
    assert winner_signed(after, winner) > winner_signed(before, winner)
    if winner_signed(before, winner) >= 0:
        assert abs(after.value) > abs(before.value)


@SETTINGS
@given(
    games(
        kinds=("normal",),
        announcements=False,
        bonuses=False,
        tie=False,
        plus_only=False,
        elders_point=True,
    )
)
def test_mirroring_a_plain_deal_moves_only_the_elders_point(
    game: Game,
) -> None:
    """Rules §4/§5: swap the parties of a 2-vs-2 deal without announcements or bonuses
    (Re becomes the other pair, Re's points 240 − points; not 120:120, which §4 gives to
    Kontra). The same pair wins, the value's sign flips, and its size changes only by
    the "against the elders" point: +1 when the winners become Kontra, −1 when Re."""
    rules, players, table, deal = game
    original = score(deal, rules, table, players)
    mirror = score(mirrored(deal, table), rules, table, players)
    assert original.winner is not None and mirror.winner == other(original.winner)
    assert (mirror.value > 0) == (original.value < 0)
    elders = 1 if mirror.winner == "kontra" else -1
    assert abs(mirror.value) == abs(original.value) + elders
    winners = deal.re if original.winner == "re" else tuple(n for n in table if n not in deal.re)
    assert all(mirror.scores[name] > 0 for name in winners)


@SETTINGS
@given(games(kinds=("normal",), tie=False, plus_only=False, elders_point=True), st.integers(0, 2))
def test_mirroring_a_deal_with_announcements_and_bonuses(game: Game, bock_level: int) -> None:
    """Rules §4–§8: swapping the parties of a 2-vs-2 deal together with their points,
    tricks, announcements and bonuses is symmetric except for one thing: "against the
    elders" (§5) is earned by a winning Kontra only, worth F = 2 ** (words said) under
    ``re_kontra_doubles`` (else 1), times the Bock multiplier. The 120:120 rule of §4
    is not symmetric either, so 120 points are left out.

    So: the same physical side wins (or it is a draw in both), every other line
    mirrors, and with a winner each original Re player writes D = F·2**level more,
    each original Kontra player D less (mirror value = −value − D); in a draw the
    value just flips.
    """
    rules, players, table, deal = game
    rules = rules.replace(bock_effect="double")
    original = score(deal, rules, table, players, bock_level)
    mirror = score(mirrored(deal, table), rules, table, players, bock_level)
    if original.winner is None:
        assert mirror.winner is None
    else:
        assert mirror.winner == other(original.winner)
    assert mirrored_lines(original) == plain_lines(mirror)
    for result in (original, mirror):
        elders = [line for line in result.lines if line.item == "against_elders"]
        assert len(elders) == (1 if result.winner == "kontra" else 0)
    if original.winner is None:
        delta = 0
    else:
        words = ("re" in deal.announced("re")) + ("kontra" in deal.announced("kontra"))
        delta = (2**words if rules.re_kontra_doubles else 1) * 2**bock_level
    assert mirror.value == -original.value - delta
    for name in table:
        sign = 1 if name in deal.re else -1
        assert mirror.scores[name] == original.scores[name] + sign * delta, name


@SETTINGS
@given(games(low=5), st.integers(0, 2))
def test_sitting_out_players_score_zero(game: Game, bock_level: int) -> None:
    """Rules §2/§7: with 5–7 players, the ones not at the table write 0."""
    rules, players, table, deal = game
    result = score(deal, rules, table, players, bock_level)
    assert set(result.scores) == set(players)
    sitting_out = [name for name in players if name not in table]
    assert len(sitting_out) == len(players) - 4 >= 1
    for name in sitting_out:
        assert result.scores[name] == 0, name
