"""The semantic checks: every problem in one run, each in card-table words.

`check_file` looks at one file on its own (a setting given twice, a point that does
not say who scores it, ...); `check_settings` looks at the settings in force once
`extends` is applied (more cards dealt than the pack holds, a bid no hand can make, ...).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import takewhile
from pathlib import Path
from typing import TypeVar

from allfours import ast
from allfours.diagnostics import Code, Diagnostic, Label
from allfours.diagnostics.fixes import fix, insert_line_after, remove_line, replace
from allfours.ir import RANK_WORDS
from allfours.registry.points import POINT_KIND, TIE_CLAUSES, PointKind
from allfours.registry.settings import BY_KEY, REQUIRED_AT_ROOT, TRANSLATED_LANGUAGES, Record
from allfours.registry.values import Limit, bounds, number_slot, slot_after
from allfours.runtime import model
from allfours.semantic.resolve import on_the_authors_line
from allfours.semantic.settings import Settings, pack_ranks, pack_size_of
from allfours.semantic.suggest import closest
from allfours.span import Span
from allfours.syntax.parser import parse_statement

T = TypeVar("T")
_RULE_PREFIX = re.compile(r"[A-Z]{1,6}")
_ID = re.compile(r"[a-zA-Z_][a-zA-Z0-9_]*")


# The longest id a variant or a point may have: every generated module then stays within
# its line length (an id stands whole in a string on a line of its own).
LONGEST_ID = 64


def check_file(variant: ast.VariantFile) -> Iterator[Diagnostic]:
    yield from _check_header(variant, Path(variant.path))
    yield from _check_id_lengths(variant)
    yield from _check_duplicates(variant)
    for statement in variant.statements:
        yield from _check_statement(statement)


def _check_header(variant: ast.VariantFile, path: Path) -> Iterator[Diagnostic]:
    name = variant.header.id
    if path.suffix == ".variant" and name.value != path.stem:
        yield Diagnostic(
            Code.E0204,
            f"the variant is called `{name.value}` but its file is `{path.name}`",
            Label(name.span, "variant id"),
            help=f"rename the file to `{name.value}.variant`, or the id to `{path.stem}`",
            fixes=(
                fix(f"call the variant `{path.stem}`", replace(name.span, path.stem), safe=True),
            )
            if _ID.fullmatch(path.stem)
            else (),
        )


def _check_id_lengths(variant: ast.VariantFile) -> Iterator[Diagnostic]:
    points = [s.id for s in variant.statements if isinstance(s, ast.Point | ast.NoPoint)]
    for name, what in [(variant.header.id, "variant"), *((p, "point") for p in points)]:
        if len(name.value) > LONGEST_ID:
            yield Diagnostic(
                Code.E0211,
                f"the {what} id `{name.value[:20]}...` has {len(name.value)} characters; "
                f"an id may have up to {LONGEST_ID}",
                Label(name.span, f"{len(name.value)} characters"),
                help="choose a shorter id; the title or the point's name in the rulebook can "
                "say the rest",
            )


def _repeats(items: Iterable[T], key: Callable[[T], str]) -> Iterator[tuple[T, T]]:
    """Each item whose key an earlier item already had, paired with that earlier item."""
    first: dict[str, T] = {}
    for item in items:
        earlier = first.setdefault(key(item), item)
        if earlier is not item:
            yield item, earlier


def _check_duplicates(variant: ast.VariantFile) -> Iterator[Diagnostic]:
    for statement, earlier in _repeats(variant.statements, lambda s: s.key):
        path = variant.path
        # The same line twice: the second goes. Two different lines: the author chooses.
        same = _same_statement(statement, earlier)
        fixes = (
            (fix("remove the line given again", remove_line(path, statement.span.line), safe=True),)
            if same
            else (
                fix("keep the first line", remove_line(path, statement.span.line)),
                fix("keep the second line", remove_line(path, earlier.span.line)),
            )
        )
        yield Diagnostic(
            Code.E0201,
            f"`{statement.key}` is given twice",
            Label(statement.span, "given again here"),
            (Label(earlier.span, "first given here"),),
            help="keep one of the two lines",
            fixes=fixes,
        )


def _same_statement(a: ast.Statement, b: ast.Statement) -> bool:
    """Whether two statements say the same, wherever they stand."""

    def bare(node: object) -> object:
        if isinstance(node, Span):
            return None
        if isinstance(node, tuple):
            return tuple(bare(part) for part in node)
        return node

    return bool(bare(a) == bare(b))


def _check_statement(statement: ast.Statement) -> Iterator[Diagnostic]:
    match statement:
        case ast.Numbering(prefix=prefix) if not _RULE_PREFIX.fullmatch(prefix.value):
            yield Diagnostic(
                Code.E0208,
                f"`{prefix.value}` cannot prefix rule numbers",
                Label(prefix.span, "1 to 6 capital letters expected"),
                help=f"write it in capitals, such as `rule numbers: {_valid_prefix(prefix.value)}`",
                fixes=(
                    fix(
                        f"write `{_valid_prefix(prefix.value)}`",
                        replace(prefix.span, _valid_prefix(prefix.value)),
                        safe=prefix.value.isalpha() and len(prefix.value) <= 6,
                    ),
                ),
            )
        case ast.Players(low=low, high=high):
            if low.value < (least := _least("players", "players:")):
                yield Diagnostic(
                    Code.E0303,
                    f"a game needs at least {least} players, not {low.value}",
                    Label(low.span, "too few players"),
                    help=f"start the range at {least} or more",
                )
            if high is not None and high.value < low.value:
                yield Diagnostic(
                    Code.E0303,
                    f"the players run from {low.value} to {high.value}, which is no number at all",
                    Label(high.span, f"smaller than {low.value}"),
                    help=f"write `players: {high.value} to {low.value}`",
                    fixes=(
                        fix(
                            f"write `{high.value} to {low.value}`",
                            replace(low.span, str(high.value)),
                            replace(high.span, str(low.value)),
                            safe=True,
                        ),
                    ),
                )
        case ast.Deal(hand_size=hand, packet_size=packet):
            if hand.value < _least("deal", "deal:") or packet.value < _least("deal", "of"):
                zero = hand if hand.value < _least("deal", "deal:") else packet
                yield Diagnostic(
                    Code.E0305,
                    "the deal must give every player at least one card, in packets of at least one",
                    Label(zero.span, "zero cards"),
                    help="deal at least 1 card each",
                )
            elif hand.value % packet.value:
                yield Diagnostic(
                    Code.E0302,
                    f"packets of {packet.value} cannot make a hand of {hand.value}",
                    Label(packet.span, f"{hand.value} is not a multiple of {packet.value}"),
                    help=f"use a packet size that divides {hand.value}, such as "
                    f"{_largest_divisor(hand.value, packet.value)}",
                )
        case ast.Auction(low=ast.Number() as low, high=ast.Number() as high) if (
            low.value < _least("auction", "bids") or high.value < low.value
        ):
            bad = low if low.value < _least("auction", "bids") else high
            yield Diagnostic(
                Code.E0401,
                f"bids from {low.value} to {high.value} leave no bid to make"
                if high.value < low.value
                else "the lowest bid must be at least 1",
                Label(bad.span, "here"),
                help="write the lowest bid first, both at least 1",
            )
        case ast.TrumpLead(kind="follow_or_trump"):
            yield Diagnostic(
                Code.E0801,
                "on a trump lead, following suit is playing a trump: `or trump` adds nothing",
                Label(statement.span, "the suit led is trump"),
                help="write `on a trump lead: follow suit if able`",
                fixes=(
                    fix(
                        "write `on a trump lead: follow suit if able`",
                        replace(statement.span, "on a trump lead: follow suit if able"),
                        safe=True,
                    ),
                ),
            )
        case ast.Translation(language=language) if language.value not in TRANSLATED_LANGUAGES:
            yield _unknown_language(statement)
        case ast.Point():
            yield from _check_point(statement)
        case ast.Stated(key="smudge", choice="smudge"):
            yield from _check_smudge_clauses(statement)
        case ast.Target(value=value) if value.value < _least("target", "target:"):
            yield Diagnostic(
                Code.E0601,
                f"a target of {value.value} is reached before the first card is dealt",
                Label(value.span, "scores start at 0"),
                help="set the target to 1 or more, for example `target: 7`",
            )
        case _:
            pass


# What each smudge clause says something about: a made smudge winning the game (three
# ways to say it), what a made smudge scores, what it needs, and a smudge that is set.
def _smudge(settings: Settings) -> tuple[ast.Stated, model.Smudge] | None:
    """The smudge in force, as its line is written and as the registry reads it."""
    stated = settings.stated("smudge")
    if stated is None or stated.choice != "smudge":
        return None
    record = stated.value()
    assert isinstance(record, model.Smudge)
    return stated, record


def _number_in(stated: ast.Stated, part: str) -> ast.Number | None:
    """The number written in a part of a declared line (a clause's N), if written."""
    piece = stated.piece(part)
    return piece.numbers[0] if piece is not None and piece.numbers else None


def _check_smudge_clauses(smudge: ast.Stated) -> Iterator[Diagnostic]:
    """A smudge's clauses combine, each case said once (E0407): a made smudge wins the
    game in one way only, and no clause comes twice."""
    record = BY_KEY["smudge"].values["smudge"]
    assert isinstance(record, Record)
    topics = record.topics
    clauses = [p for p in smudge.pieces if p.depth == 1 and p.name in topics]

    def written(clause: ast.Piece) -> tuple[str, ...]:
        """The clause and the parts within it: two clauses alike say the same thing."""
        start = smudge.pieces.index(clause)
        within = takewhile(lambda p: p.depth > 1, smudge.pieces[start + 1 :])
        return (clause.name, *(p.name for p in within))

    bid = smudge.numbers[0].span
    for clause, said in _repeats(clauses, lambda clause: topics[clause.name]):
        repeated = written(clause) == written(said)
        span = clause.span
        before = max(
            (
                s
                for s in [bid, *(c.span for c in clauses if c.span != span)]
                if (s.end_line, s.end_column) <= (span.line, span.column)
            ),
            key=lambda s: (s.end_line, s.end_column),
        )
        yield Diagnostic(
            Code.E0407,
            f"the smudge says {'the same thing twice' if repeated else 'two different things'}"
            f" about {topics[clause.name]}",
            Label(span, "repeated here" if repeated else "contradicts the earlier clause"),
            (Label(said.span, "first said here"),),
            help="keep one of the two clauses",
            fixes=(
                fix(
                    "remove the clause said again" if repeated else "keep the first clause",
                    replace(_between(before, span), ""),
                    safe=repeated,
                ),
            ),
        )


def _unknown_language(statement: ast.Translation) -> Diagnostic:
    """A title or description in a language that is not one of the site's others."""
    code, what = statement.language.value, statement.what
    *others, last = (f"`{c}` ({name})" for c, name in TRANSLATED_LANGUAGES.items())
    languages = f"{', '.join(others)} and {last}" if others else last
    english = "the one in the `variant` line" if what == "title" else '`description: "..."`'
    if code.lower() == "en":
        message = f"the English {what} needs no language code"
        help_text = (
            'give it in the `variant` line: `variant ID "Title"`'
            if what == "title"
            else 'write `description: "..."`'
        )
    else:
        message = f"`{code}` is not one of the site's languages"
        near = closest(code, TRANSLATED_LANGUAGES)
        guess = f"did you mean `{what} {near}`? " if near and near != code else ""
        help_text = (
            f"{guess}the site's other languages are {languages}; the English {what} is {english}"
        )
    near_code = closest(code, TRANSLATED_LANGUAGES)
    fixes = (
        (
            fix(
                f"write `{what} {near_code}`",
                replace(statement.language.span, near_code),
                safe=True,
            ),
        )
        if code.lower() != "en" and near_code and near_code != code
        else ()
    )
    return Diagnostic(
        Code.E0210,
        message,
        Label(statement.language.span, "language code"),
        help=help_text,
        fixes=fixes,
    )


def _end_of(span: Span) -> Span:
    """The empty span just after `span`: where a clause is added."""
    return span._replace(line=span.end_line, column=span.end_column)


def _between(before: Span, span: Span) -> Span:
    """From the end of `before` to the end of `span`: a part of a line with the
    punctuation that joins it to what comes before it."""
    return span._replace(line=before.end_line, column=before.end_column)


def _before(point: ast.Point, clause: ast.Clause) -> Span:
    """The span of what comes just before a clause of a point."""
    parts = [point.card.span]
    parts += [p.span for p in (point.worth, point.recipient) if p is not None]
    parts += [c.span for c in point.clauses if c is not clause]
    return max(
        (p for p in parts if (p.end_line, p.end_column) <= (clause.span.line, clause.span.column)),
        key=lambda p: (p.end_line, p.end_column),
    )


def _valid_prefix(written: str) -> str:
    letters = "".join(ch for ch in written.upper() if "A" <= ch <= "Z")[:6]
    return letters or "HR"


def _largest_divisor(hand: int, below: int) -> int:
    return max(d for d in range(1, min(below, hand) + 1) if hand % d == 0)


_CLAUSE_TOPICS = {"tie": "a tie", "joker_half": "the joker"}


def _check_point(point: ast.Point) -> Iterator[Diagnostic]:
    card = point.card
    kind = POINT_KIND[card.kind]
    name = point.id.value
    if point.recipient is not None and not kind.recipients:
        yield Diagnostic(
            Code.E0502,
            f"`{name}` goes to {kind.scorer}, not to a named player",
            Label(point.recipient.span, "remove this"),
            help="say what a tie does instead, for example `; a tie scores nothing`"
            if TIE_CLAUSES & kind.clauses
            else f"remove the recipient: {kind.scorer} scores it",
            fixes=(
                fix(
                    "remove the recipient",
                    replace(
                        _between(
                            point.worth.span if point.worth else card.span, point.recipient.span
                        ),
                        "",
                    ),
                    safe=True,
                ),
            ),
        )
    elif point.recipient is None and kind.recipients and not kind.by_rule:
        yield Diagnostic(
            Code.E0501,
            f"the point `{name}` does not say who scores it",
            Label(card.span, "scored by whom?"),
            help="add `, to the player dealt it`, `, to the player who takes it` or "
            "`, to the player who plays it`",
            fixes=tuple(
                fix(
                    f"add `, {to}`",
                    replace(_end_of(point.worth.span if point.worth else card.span), f", {to}"),
                )
                for to in (
                    "to the player who takes it",
                    "to the player dealt it",
                    "to the player who plays it",
                )
            ),
        )
    if card.kind == "most_count":
        for value, earlier in _repeats(card.counts, lambda v: v.rank):
            yield Diagnostic(
                Code.E0503,
                f"rank {value.rank} is counted twice in `{name}`",
                Label(value.span, "counted again here"),
                (Label(earlier.span, "first counted here"),),
                help="keep one value per rank",
            )
        ties_to_pitcher = any(clause.kind == "tie_pitcher" for clause in point.clauses)
        if all(value.value.value == 0 for value in card.counts) and not ties_to_pitcher:
            # Every total is 0, so every hand is a tie: the point is never scored, and a
            # variant whose points are all like it never ends.
            yield Diagnostic(
                Code.E0506,
                f"`{name}` can never be scored: every card counts 0, so every hand is a tie",
                Label(card.span, "nothing counts"),
                help="give the counting cards their values, for example "
                "`(10 = 10, A = 4, K = 3, Q = 2, J = 1)`",
            )

    def topic(clause: ast.Clause) -> str:
        return "tie" if clause.kind.startswith("tie") else clause.kind

    for clause, said in _repeats(point.clauses, topic):
        repeated = said.kind == clause.kind
        yield Diagnostic(
            Code.E0505,
            f"`{name}` says {'the same thing twice' if repeated else 'two different things'}"
            f" about {_CLAUSE_TOPICS.get(topic(clause), 'a card that was not dealt')}",
            Label(clause.span, "repeated here" if repeated else "contradicts the earlier clause"),
            (Label(said.span, "first said here"),),
            help="keep one of the two clauses",
            fixes=(
                fix(
                    "remove the clause said again" if repeated else "keep the first clause",
                    replace(_between(_before(point, clause), clause.span), ""),
                    safe=repeated,
                ),
            ),
        )
    at_once = [clause for clause in point.clauses if clause.kind == "at_once"]
    if kind.timing == "at_once" and not at_once:
        yield Diagnostic(
            Code.E0504,
            f"`{name}` is a point for each card of a rank: it is scored as each is taken",
            Label(card.span, "each card on its own"),
            help="add `; scored as soon as it is taken`",
            fixes=(
                fix(
                    "add `; scored as soon as it is taken`",
                    replace(_end_of(point.span), "; scored as soon as it is taken"),
                    safe=True,
                ),
            ),
        )
    for clause in point.clauses:
        if clause.kind not in kind.clauses:
            yield _clause_refused(point, clause, kind)


def _clause_refused(point: ast.Point, clause: ast.Clause, kind: PointKind) -> Diagnostic:
    """E0504: a clause the point's kind does not take, with why, in the table's words."""
    name = point.id.value
    if clause.kind == "at_once":
        why = "is known only at the end of the hand, not when a card is taken"
        help_text = "remove this clause; it belongs to a named card such as the nine of trumps"
    elif clause.kind == "hanged":
        why = "is not one card, so it cannot be taken from its holder"
        help_text = "remove this clause; it belongs to a named card such as the jack of trumps"
    elif clause.kind == "not_dealt_nobody":
        why = kind.not_one_card
        help_text = "remove this clause; it belongs to points for a named card such as the jack"
    elif clause.kind == "joker_half":
        why = "is not a total of counting cards, so a joker cannot count toward it"
        help_text = "remove this clause; it belongs to a point for most counting cards"
    else:
        why = "can never tie: only a point for most counting cards can"
        help_text = "remove this clause"
    return Diagnostic(
        Code.E0504,
        f"`{name}` {why}",
        Label(clause.span, "does not apply"),
        fixes=(
            fix(
                "remove the clause",
                replace(_between(_before(point, clause), clause.span), ""),
                safe=True,
            ),
        ),
        help=help_text,
    )


def check_settings(
    settings: Settings, root: ast.VariantFile, *, complete: bool = True
) -> Iterator[Diagnostic]:
    """Checks that need the settings in force, whichever file stated them.

    When a line could not be parsed (`complete` is False), a setting may be missing only
    because its line is broken, so missing settings are not reported.
    """
    by_key = settings.by_key
    missing = [key for key in REQUIRED_AT_ROOT if key not in by_key] if complete else []
    for key in missing:
        yield Diagnostic(
            Code.E0205,
            f"the variant does not say its {key}",
            Label(root.header.span, f"`{key}` has no default"),
            help=f"add a line such as `{REQUIRED_AT_ROOT[key]}`, or extend a variant that has one",
        )
    if not settings.points and complete:
        yield Diagnostic(
            Code.E0205,
            "the variant has no points to play for",
            Label(root.header.span, "no `point` line"),
            help="add a line such as "
            "`point high: the highest trump in play, to the player dealt it`",
        )
    yield from _check_deal_fits_pack(settings)
    yield from _check_pack(settings)
    yield from _check_partnerships(settings)
    yield from _check_bids(settings)
    yield from _check_count_out(settings)
    yield from _check_trump_kind(settings)
    yield from _check_deal_and_pack(settings)
    yield from _check_stock(settings)
    yield from _check_named_trump(settings)
    yield from _check_difference(settings)
    yield from _check_bid_out(settings)
    yield from _check_setbacks_lose(settings)
    yield from _check_deals(settings)
    yield from _check_stuck_set(settings)
    yield from _check_set_award(settings)
    yield from _check_going_out(settings)
    yield from _check_tie_carried(settings)
    yield from _check_joker_half(settings)
    yield from _check_kitty(settings)
    yield from _check_retake(settings)
    yield from _check_unclear_pitch(settings)
    yield from _check_numbers(settings)
    yield from _check_renege(settings)


def _check_renege(settings: Settings) -> Iterator[Diagnostic]:
    """A renege allowed where only trumps are played, so that none can happen (E0745); a
    penalty in trumps that is the penalty of any renege (E0746)."""
    renege = settings.stated("renege")
    if renege is None or renege.choice == "renege_not_allowed":
        return
    trumps_only = _stated_as(settings, "cards played", "trumps_only")
    if trumps_only is not None:
        first, rest = _labels(
            settings,
            Label(renege.span, "a renege allowed"),
            Label(trumps_only.span, "every card played is a trump"),
        )
        yield Diagnostic(
            Code.E0745,
            "a renege is allowed, but only trumps are played: no one can ever renege",
            first,
            rest,
            help="remove the `renege` line, or write `cards played: any`",
            fixes=(
                fix("remove the `renege` line", remove_line(renege.span.path, renege.span.line)),
            ),
        )
    if len(renege.numbers) == 2 and renege.numbers[0].value == renege.numbers[1].value:
        same = renege.numbers[1]
        yield Diagnostic(
            Code.E0746,
            "a renege in trumps costs what any renege costs",
            Label(same.span, f"{same.value}, as any renege"),
            help="remove `, or N for a renege in trumps`, or give a renege in trumps another "
            "penalty",
        )


def _scored_at_once(point: ast.Point) -> bool:
    """A point scored the moment it happens: it decides the game by when, not by order."""
    timing = POINT_KIND[point.card.kind].timing
    if timing == "may_be_at_once":
        return any(clause.kind == "at_once" for clause in point.clauses)
    return timing in ("at_once", "before_play")


_TURN_UP = "`trump: the suit of a card turned up from the stock`"
_TOP_OF_STOCK = "`trump: the suit of the top card of the stock`"
_NAMED = "`trump: named by the high bidder`"


def _labels(settings: Settings, *labels: Label) -> tuple[Label, tuple[Label, ...]]:
    """The labels of a diagnostic about several lines, the line of the file nearest the
    variant first: an author who changed one line of a base hears about their own line."""
    ordered = sorted(labels, key=lambda label: settings.files.index(label.span.path))
    return ordered[0], tuple(ordered[1:])


def _check_named_trump(settings: Settings) -> Iterator[Diagnostic]:
    """Trump named with no bid to name it (E0710); a trump of the same colour that the
    pack or the points disagree with (E0711, E0703); a refill that cannot fill a hand
    (E0709)."""
    trump, auction = settings.get(ast.Trump), settings.get(ast.Auction)
    if (
        trump is not None
        and trump.kind == "named"
        and (auction is None or auction.kind not in ("once_around", "rounds"))
    ):
        named = Label(trump.span, "named by the high bidder")
        first, rest = (
            _labels(settings, named, Label(auction.span, "no bidding"))
            if auction is not None
            else (named, ())
        )
        yield Diagnostic(
            Code.E0710,
            "trump is named by the high bidder, but nobody bids",
            first,
            rest,
            help="write an auction such as "
            "`auction: bids 1 to 14, once around, starting left of the dealer`",
        )
    same = settings.get(ast.SameColour)
    kept = set(pack_ranks(settings.get(ast.Pack)))
    if same is not None:
        for name in (same.rank, same.below):
            if RANK_WORDS[name.value] not in kept:
                yield Diagnostic(
                    Code.E0703,
                    f"the {name.value}s are not in this pack",
                    Label(name.span, "not in the pack"),
                    help="name a rank the pack holds, or keep more ranks in the pack",
                )
    for point in settings.points:
        if point.card.kind != "same_colour":
            continue
        if same is None or point.card.rank != same.rank.value:
            joins = f"only the {same.rank.value} joins trump" if same else "no card joins trump"
            removed = settings.get(ast.NoSameColour)
            others = (
                [Label(same.span, "the card that joins trump")]
                if same is not None
                else [Label(removed.span, "no card joins trump")]
                if removed is not None
                else []
            )
            first, rest = _labels(settings, Label(point.card.span, "not a trump"), *others)
            yield Diagnostic(
                Code.E0711,
                f"`{point.id.value}` is the {point.card.rank} of the same colour as trumps, "
                f"but {joins}",
                first,
                rest,
                help=f"remove the point with `point {point.id.value}: none`"
                if removed is not None
                else f"add `same colour: the {point.card.rank} of the other suit of the same "
                f"colour is a trump, just below the {point.card.rank} of trumps`"
                if same is None
                else f"write `the {same.rank.value} of the same colour`",
            )
    refill, deal = settings.get(ast.Refill), settings.get(ast.Deal)
    if refill is not None and deal is not None:
        size, dealt = refill.hand_size.value, deal.hand_size.value
        if (out := _outside("refill", "to", refill.hand_size, settings)) is not None:
            yield Diagnostic(
                Code.E0709,
                f"hands cannot be brought back to {size} cards: they are dealt {dealt}",
                Label(refill.hand_size.span, "cards after the draw"),
                help=f"write a number {_range(out)}",
            )
        elif refill.at_most is not None and size < dealt:
            yield Diagnostic(
                Code.E0719,
                f"hands cannot be brought back to {size} cards: a player may keep all "
                f"{dealt} that were dealt",
                Label(refill.hand_size.span, "cards after the draw"),
                (Label(refill.at_most.span, "may discard"),),
                help=f"write `to {dealt} cards`",
            )
        named_cards = [p for p in settings.points if POINT_KIND[p.card.kind].one_card]
        if refill.keep_points and len(named_cards) > size:
            yield Diagnostic(
                Code.E0709,
                f"a hand of {size} cannot keep all {len(named_cards)} point cards, and no point "
                "card may be discarded",
                Label(refill.span, "no point card may be discarded"),
                help=f"bring hands back to {len(named_cards)} cards or more, or let point "
                "cards be discarded",
            )


def _table_sides(players: ast.Players) -> list[tuple[int, int]]:
    """Each player count allowed, with its number of sides."""
    low, high = players.low.value, (players.high or players.low).value
    counts = [low, high] if players.either else list(range(low, high + 1))
    size = players.partnership.value if players.partnership else 1
    at = players.partnered_at.value if players.partnered_at else None
    return [
        (n, n // size if size > 1 and (at is None or n == at) and n % size == 0 else n)
        for n in counts
    ]


def _check_retake(settings: Settings) -> Iterator[Diagnostic]:
    """A top bid that may be taken again, and is a smudge that cannot be (E0714)."""
    auction, found = settings.get(ast.Auction), _smudge(settings)
    retaken = auction.high.value if auction and auction.retake and auction.high else None
    if found is None or auction is None or found[1].bid != retaken:
        return
    smudge, bid = found[0], found[1].bid
    first, rest = _labels(
        settings,
        Label(auction.span, "the top bid may be taken again"),
        Label(smudge.span, "a smudge cannot be taken away"),
    )
    yield Diagnostic(
        Code.E0714,
        f"the top bid, {bid}, is a smudge that cannot be taken away, but a "
        "later player may take it by bidding it again",
        first,
        rest,
        help="write `smudge: none`, or remove `; a later player may take the top bid by "
        "bidding it again`",
    )


def _check_difference(settings: Settings) -> Iterator[Diagnostic]:
    """Scoring by difference at a table of more than two sides (E0712); no count-out
    where two sides can reach the target in one hand (E0713)."""
    contract, players = settings.get(ast.Contract), settings.get(ast.Players)
    found = _smudge(settings)
    difference = contract is not None and contract.kind == "difference"
    uneven = [(n, k) for n, k in _table_sides(players) if k != 2] if players is not None else []
    # The rules that speak of "the other side": (the line, its label, what it says, help).
    two_sided: list[tuple[ast.Statement, str, str, str]] = []
    if found is not None and found[1].set_loses:
        two_sided.append(
            (
                found[0],
                "set, it loses",
                "a smudge that is set loses the game to the other side",
                "play it with two sides, or remove `; set, it loses the game`",
            )
        )
    lost = settings.stated("set-backs lose")
    if lost is not None:
        two_sided.append(
            (
                lost,
                "a side set back too often loses",
                "a side set back too often loses the game to the other side",
                "play it with two sides, or remove the `set-backs:` line",
            )
        )
    if difference and contract is not None:
        two_sided.append(
            (
                contract,
                "scored by difference",
                "only the side with more points scores the difference",
                "play it with two sides (two players, or partnerships of two sides), or "
                "write `contract: made when the pitcher's points reach the bid; otherwise "
                "the pitcher is set back by the bid`",
            )
        )
    if uneven and players is not None:
        count, sides = uneven[0]
        for statement, label, says, help_text in two_sided:
            first, rest = _labels(
                settings, Label(statement.span, label), Label(players.span, "the table")
            )
            yield Diagnostic(
                Code.E0712,
                f"{says}, but {count} players make {sides} sides",
                first,
                rest,
                help=help_text,
            )
    count_out = settings.get(ast.CountOut)
    if count_out is not None and count_out.mode == "none":
        at_once = [p for p in settings.points if _scored_at_once(p)]
        if not difference or at_once:
            why = (
                f"`{at_once[0].id.value}` is scored during the hand"
                if difference
                else "every side scores its own points"
            )
            cause = (
                Label(at_once[0].span, "scored during the hand")
                if difference
                else Label(contract.span, "each side scores")
                if contract is not None
                else None
            )
            none = Label(count_out.span, "no count-out")
            first, rest = _labels(settings, none, cause) if cause is not None else (none, ())
            yield Diagnostic(
                Code.E0713,
                f"two sides can reach the target in the same hand: {why}",
                first,
                rest,
                help="say who wins then, for example "
                "`count out: the pitcher's side first, then high, low, jack, game`",
            )


def _stated_as(settings: Settings, key: str, choice: str) -> ast.Stated | None:
    """The statement in force of a setting declared whole, where it states `choice`."""
    stated = settings.stated(key)
    return stated if stated is not None and stated.choice == choice else None


def _nobody_bids(settings: Settings) -> tuple[bool, ast.Statement | None]:
    """Whether no one ever bids (trump turned up from the stock, or no auction), and the
    line that makes it so (None where the auction is not stated at all)."""
    trump, auction = settings.get(ast.Trump), settings.get(ast.Auction)
    if trump is not None and trump.kind in ("turn_up", "top_of_stock"):
        return True, trump
    if auction is None or auction.kind == "none":
        return True, auction
    return False, None


def _needing_bids(
    settings: Settings, line: ast.Statement, said: str, cause: ast.Statement | None, why: str
) -> tuple[Label, tuple[Label, ...]]:
    """The labels of a rule that needs bids: its own line, and the line that prevents
    them where there is one (the author's own line first)."""
    own = Label(line.span, said)
    return _labels(settings, own, Label(cause.span, why)) if cause is not None else (own, ())


def _check_smudge_chips(settings: Settings, smudge: model.Smudge | None) -> Iterator[Diagnostic]:
    """Doubled chips for a game a smudge decides, where no smudge decides one or nobody
    pays chips (E0723)."""
    doubled = _stated_as(settings, "smudge chips", "smudge_chips_double")
    if doubled is None:
        return
    unsettled = settings.get(ast.NoSettle)
    if smudge is not None and (smudge.wins_game or smudge.set_loses) and unsettled is None:
        return
    cause = unsettled if unsettled is not None else settings.by_key.get("smudge")
    why = "no chips are paid" if unsettled is not None else "no smudge wins or loses a game"
    first, rest = (
        _labels(settings, Label(doubled.span, "double"), Label(cause.span, why))
        if cause is not None
        else (Label(doubled.span, f"double, but {why}"), ())
    )
    yield Diagnostic(
        Code.E0723,
        "a game a smudge decides pays double, but no such game is ever paid for",
        first,
        rest,
        help="drop the `smudge chips` line, or give the smudge `made, it wins the game` and "
        "the game a settlement",
    )


def _check_partner_robs(settings: Settings) -> Iterator[Diagnostic]:
    """The robbed pack passed to the partner where no player has exactly one (E0740)."""
    refill, players = settings.get(ast.Refill), settings.get(ast.Players)
    if refill is None or refill.partner_robs is None:
        return
    partnership = players.partnership if players is not None else None
    if partnership is not None and partnership.value == 2:
        return
    first, rest = (
        _labels(
            settings,
            Label(refill.partner_robs, "to the partner"),
            Label(players.span, "no player has one partner"),
        )
        if players is not None
        else (Label(refill.partner_robs, "to the partner, but no player has one"), ())
    )
    yield Diagnostic(
        Code.E0740,
        "the high bidder may pass the pack to the partner, but no player has one partner",
        first,
        rest,
        help="drop `, or passes it unseen to the partner`, or play in partnerships of 2",
    )


def _setbacks_counted(settings: Settings) -> bool:
    """Whether anything counts set-backs: so many lose the game, or each costs chips."""
    lost, chips = settings.stated("set-backs lose"), settings.stated("set-back chips")
    paid = chips is not None and chips.numbers[0].value > 0
    return lost is not None or (paid and settings.get(ast.NoSettle) is None)


def _check_setbacks_lose(settings: Settings) -> Iterator[Diagnostic]:
    """Losing on set-backs where no one is ever set back (E0717): no bids, or a contract
    scored by difference."""
    lost, contract = settings.stated("set-backs lose"), settings.get(ast.Contract)
    if lost is None:
        return
    no_bids, cause = _nobody_bids(settings)
    by_difference = contract is not None and contract.kind == "difference"
    if not (no_bids or by_difference):
        return
    first, rest = _needing_bids(
        settings, lost, "set back too often", cause if no_bids else contract, "no one is set back"
    )
    yield Diagnostic(
        Code.E0717,
        "a side set back too often loses, but no one is ever set back",
        first,
        rest,
        help="set-backs need bids and a contract whose pitcher is set back by the bid: "
        "`contract: made when the pitcher's points reach the bid; otherwise the pitcher is "
        "set back by the bid`",
    )


def _check_going_out(settings: Settings) -> Iterator[Diagnostic]:
    """Going out during the play where no contract is made by the points taken (E0730): no
    bids, or a contract scored by difference (what it scores is known only at the end)."""
    going = _stated_as(settings, "going out", "going_out_in_play")
    if going is None:
        return
    contract = settings.get(ast.Contract)
    no_bids, cause = _nobody_bids(settings)
    by_difference = contract is not None and contract.kind == "difference"
    if not (no_bids or by_difference):
        return
    why = "no one bids" if no_bids else "scored by difference, at the end of the hand"
    first, rest = _needing_bids(settings, going, "going out", cause if no_bids else contract, why)
    yield Diagnostic(
        Code.E0730,
        "the pitcher's side goes out during the play, but no contract is made by its points",
        first,
        rest,
        help="remove the `going out` line: no one bids, so there is no pitcher"
        if no_bids
        else "remove the `going out` line: a contract scored by difference is decided only "
        "at the end of the hand",
        fixes=(fix("remove the `going out` line", remove_line(going.span.path, going.span.line)),),
    )


def _check_deals(settings: Settings) -> Iterator[Diagnostic]:
    """A game of a fixed number of deals where only the pitcher's side can win, by making
    its bid (E0735): after the deals the highest score wins, a defending side too."""
    deals, count_out = settings.stated("deals"), settings.get(ast.CountOut)
    if deals is None or count_out is None or count_out.mode != "bid_out":
        return
    first, rest = _labels(
        settings,
        Label(deals.span, "the highest score wins after the deals"),
        Label(count_out.span, "only the pitcher's side can win"),
    )
    yield Diagnostic(
        Code.E0735,
        "a game of a fixed number of deals is won by the highest score, but only the "
        "pitcher's side can win",
        first,
        rest,
        help="count out another way, for example `count out: the higher score wins; a tie "
        "goes to the pitcher's side`, or remove the `deals:` line",
        fixes=(fix("remove the `deals:` line", remove_line(deals.span.path, deals.span.line)),),
    )


def _check_stuck_set(settings: Settings) -> Iterator[Diagnostic]:
    """A stuck dealer's set where no one is set back by a bid (E0736): a contract scored by
    difference, where a set side only scores nothing. (Where no dealer is stuck, a sold
    pitch or no bids, the whole line is refused by E0705.)"""
    all_pass, contract = settings.get(ast.AllPass), settings.get(ast.Contract)
    if all_pass is None or all_pass.stuck_set is None:
        return
    if contract is None or contract.kind != "difference" or _nobody_bids(settings)[0]:
        return
    first, rest = _labels(
        settings,
        Label(all_pass.stuck_set.span, "a stuck dealer's set"),
        Label(contract.span, "no one is set back: a set side scores nothing"),
    )
    yield Diagnostic(
        Code.E0736,
        "a stuck dealer may take a set, but no one is ever set back",
        first,
        rest,
        help="drop `, or be set back N and pass the deal`, or score the contract by "
        "setting the pitcher back: `contract: made when the pitcher's points reach the "
        "bid; otherwise the pitcher is set back by the bid`",
        fixes=(
            fix(
                "remove the `if everyone passes` line",
                remove_line(all_pass.span.path, all_pass.span.line),
            ),
        ),
    )


def _check_tie_carried(settings: Settings) -> Iterator[Diagnostic]:
    """A tie carried over to the next hand where players bid (E0755): whether the carried
    value counts toward the next bid, and whether a set loses it, no source says (the
    rule is Phat's, a game without bidding)."""
    no_bids, _ = _nobody_bids(settings)
    auction = settings.get(ast.Auction)
    if no_bids or auction is None:
        return
    for point in settings.points:
        for clause in point.clauses:
            if clause.kind != "tie_carried":
                continue
            first, rest = _labels(
                settings, Label(clause.span, "carried over"), Label(auction.span, "players bid")
            )
            yield Diagnostic(
                Code.E0755,
                f"a tie of `{point.id.value}` carried over to the next hand needs a game "
                "without bidding",
                first,
                rest,
                help="write `; a tie scores nothing` instead, or play without bidding: "
                "`auction: none; the player left of the dealer pitches`",
                fixes=(
                    fix(
                        "write `; a tie scores nothing`",
                        replace(clause.span, "a tie scores nothing"),
                        safe=False,
                    ),
                ),
            )


def _check_joker_half(settings: Settings) -> Iterator[Diagnostic]:
    """A joker counting half a point toward a total where the pack has no joker (E0756)."""
    pack = settings.get(ast.Pack)
    if pack is None or pack.joker:
        return
    for point in settings.points:
        for clause in point.clauses:
            if clause.kind != "joker_half" or point.card.kind != "most_count":
                continue
            first, rest = _labels(
                settings, Label(clause.span, "a joker"), Label(pack.span, "no joker")
            )
            yield Diagnostic(
                Code.E0756,
                f"a joker counts half a point toward `{point.id.value}`, but the pack has no joker",
                first,
                rest,
                help="add a joker to the pack (`pack: 53 cards, ace high, with one joker`) "
                "or remove the clause",
                fixes=(
                    fix(
                        "remove the clause",
                        replace(_between(_before(point, clause), clause.span), ""),
                    ),
                ),
            )


def _check_set_award(settings: Settings) -> Iterator[Diagnostic]:
    """What the other side scores on a set, where no set is scored by difference (E0720):
    no bids, or a contract whose pitcher is set back by the bid."""
    award, contract = settings.stated("on a set"), settings.get(ast.Contract)
    if award is None:
        return
    no_bids, cause = _nobody_bids(settings)
    by_difference = contract is not None and contract.kind == "difference"
    if by_difference and not no_bids:
        return
    why = "no one bids" if no_bids else "the pitcher is set back by the bid"
    first, rest = _needing_bids(settings, award, "on a set", cause if no_bids else contract, why)
    yield Diagnostic(
        Code.E0720,
        "what the other side scores on a set needs a contract scored by difference",
        first,
        rest,
        help="remove the `on a set:` line: no one bids, so no one is set"
        if no_bids
        else "score the contract by difference: `contract: made when the pitcher's points "
        "reach the bid; only the side with more points scores, the difference; otherwise "
        "the other side scores all the points plus the shortfall`, or remove the "
        "`on a set:` line",
        fixes=(fix("remove the `on a set:` line", remove_line(award.span.path, award.span.line)),),
    )


def _check_bid_out(settings: Settings) -> Iterator[Diagnostic]:
    """Bidding out where no one bids (E0715): a game no one could ever win."""
    count_out = settings.get(ast.CountOut)
    if count_out is None or count_out.mode != "bid_out":
        return
    no_bids, cause = _nobody_bids(settings)
    if not no_bids:
        return
    first, rest = _needing_bids(settings, count_out, "only a made bid wins", cause, "no bids")
    yield Diagnostic(
        Code.E0715,
        "only the pitcher's side can win by making its bid, but nobody bids",
        first,
        rest,
        help="count out another way, for example "
        "`count out: the pitcher's side first, then high, low, jack, game`",
    )


def _check_trump_kind(settings: Settings) -> Iterator[Diagnostic]:
    """Rules that belong to one way of fixing trump (E0706), and an auction where trump
    is turned up (E0707)."""
    trump = settings.get(ast.Trump)
    kind = trump.kind if trump is not None else "first_card_pitched"
    # (a line, the way of fixing trump it needs, what is wrong, how to put it right)
    fix = "fix trump with {}, or remove this line"
    needs: list[tuple[ast.Statement | ast.Point | ast.Clause | None, str, str, str]] = [
        (settings.get(ast.Begging), "turn_up", f"begging needs {_TURN_UP}", fix.format(_TURN_UP)),
        (
            settings.get(ast.Running),
            "turn_up",
            f"running the cards needs {_TURN_UP}",
            fix.format(_TURN_UP),
        ),
        (
            settings.get(ast.AfterRunning),
            "turn_up",
            f"discarding after a run needs {_TURN_UP}",
            fix.format(_TURN_UP),
        ),
        (
            settings.get(ast.Draw),
            "top_of_stock",
            f"drawing from the stock needs {_TOP_OF_STOCK}",
            fix.format(_TOP_OF_STOCK),
        ),
        (
            _stated_as(settings, "cards played", "trumps_only"),
            "named",
            f"playing trumps only needs {_NAMED}: trump must be known before the first lead",
            fix.format(_NAMED),
        ),
        (
            settings.get(ast.Refill),
            "named",
            f"discarding and drawing needs {_NAMED}: what a plain card is depends on trump",
            fix.format(_NAMED),
        ),
        (
            _stated_as(settings, "first lead", "left_of_maker_leads"),
            "named",
            f"a first lead by the player left of the high bidder needs {_NAMED}",
            fix.format(_NAMED),
        ),
        (
            _stated_as(settings, "first card led", "first_card_trump"),
            "named",
            f"a first lead that must be a trump needs {_NAMED}: it binds the lead of a "
            "trump the high bidder has named",
            fix.format(_NAMED),
        ),
        (
            settings.get(ast.Kitty),
            "named",
            f"a kitty needs {_NAMED}: it goes to the high bidder once trump is named",
            fix.format(_NAMED),
        ),
        (
            settings.get(ast.DiscardDown),
            "named",
            f"discarding down needs {_NAMED}: what a plain card is depends on trump",
            fix.format(_NAMED),
        ),
    ]
    for point in settings.points:
        if point.card.kind == "turned_up":
            why = f"`{point.id.value}` needs {_TURN_UP}"
            needs.append((point, "turn_up", why, fix.format(_TURN_UP)))
        for clause in point.clauses:
            if clause.kind == "tie_pitcher":
                why = "a tie cannot go to the pitcher: nobody pitches where trump is turned up"
                needs.append((clause, "first_card_pitched", why, "write `; a tie goes to eldest`"))
    for statement, wanted, why, help_text in needs:
        if statement is not None and kind != wanted:
            yield Diagnostic(
                Code.E0706, why, Label(statement.span, "does not apply"), help=help_text
            )
    begging = settings.get(ast.Begging)
    for point in settings.points:
        if point.card.kind == "gift" and (begging is None or kind != "turn_up"):
            yield Diagnostic(
                Code.E0706,
                f"`{point.id.value}` is the dealer's gift, but nobody begs in this game",
                Label(point.card.span, "no begging"),
                help="add `begging: eldest stands or begs; the dealer gives the gift or runs "
                "the cards`, or remove this point",
            )
        side = point.recipient.kind if point.recipient else None
        point_kind = POINT_KIND[point.card.kind]
        if side in ("dealer", "others") and not point_kind.by_rule:
            assert point.recipient is not None
            yield Diagnostic(
                Code.E0706,
                f"`{point.id.value}` is a card's point: it goes to a player, not to a side "
                "named by the dealer",
                Label(point.recipient.span, "a card's point"),
                help="write `, to the player who takes it` or `, to the player dealt it`",
            )
        wanted_side = next(iter(point_kind.recipients)) if point_kind.by_rule else None
        if point_kind.by_rule and side != wanted_side:
            yield Diagnostic(
                Code.E0706,
                f"`{point.id.value}` is scored by the rules, not by a card: say which side gets it",
                Label(point.recipient.span if point.recipient else point.card.span, "whose?"),
                help="write `, to the dealer's side`"
                if wanted_side == "dealer"
                else "write `, to each side but the dealer's`",
            )
    if begging is not None and not any(p.card.kind == "gift" for p in settings.points):
        yield Diagnostic(
            Code.E0706,
            "the dealer may give the gift, but no point says what it is worth",
            Label(begging.span, "begging"),
            help="add `point gift: the gift, to each side but the dealer's`",
        )
    auction = settings.get(ast.Auction)
    from_stock = kind in ("turn_up", "top_of_stock")
    if from_stock and auction is not None and auction.kind != "none":
        assert trump is not None
        yield Diagnostic(
            Code.E0707,
            "trump is turned up from the stock, so no bid can name it",
            Label(auction.span, "an auction"),
            (Label(trump.span, "trump comes from the stock"),),
            help="write `auction: none`",
        )


def _check_deal_and_pack(settings: Settings) -> Iterator[Diagnostic]:
    """A deal that starts the wrong way round, a joker to turn up, a discard after a run
    that keeps nothing or more than was dealt (E0706, E0709)."""
    deal, turn = settings.get(ast.Deal), settings.stated("turn")
    rightwards = turn is not None and turn.choice == "turn_right"
    if deal is not None and deal.from_right != rightwards:
        towards = "right" if rightwards else "left"
        yield Diagnostic(
            Code.E0706,
            f"the deal must start with the player the turn passes to, on the dealer's {towards}",
            Label(deal.span, "the deal"),
            (Label(turn.span, "the turn"),) if turn is not None else (),
            help=f"write `starting {towards} of the dealer`",
        )
    pack, trump = settings.get(ast.Pack), settings.get(ast.Trump)
    turned = trump is not None and trump.kind in ("turn_up", "top_of_stock")
    if turned and pack is not None and pack.joker:
        yield Diagnostic(
            Code.E0706,
            "a joker has no suit, so it cannot be turned up for trump",
            Label(pack.span, "a pack with a joker"),
            help="play this game with a pack without the joker",
        )
    after = settings.get(ast.AfterRunning)
    if after is not None and after.discard_to is not None and deal is not None:
        keep, size = after.discard_to.value, deal.hand_size.value
        if _outside("after_running", "to", after.discard_to, settings) is not None:
            yield Diagnostic(
                Code.E0709,
                f"players cannot discard down to {keep}: they are dealt {size} cards",
                Label(after.discard_to.span, "cards kept"),
                help=f"write `after running: each player discards down to {size} cards`",
            )


def _check_stock(settings: Settings) -> Iterator[Diagnostic]:
    """A stock too small for a turn-up, a run, or drawing to the last card (E0708)."""
    trump, players, deal = (
        settings.get(ast.Trump),
        settings.get(ast.Players),
        settings.get(ast.Deal),
    )
    if trump is None or trump.kind == "first_card_pitched" or players is None or deal is None:
        return
    pack = settings.get(ast.Pack)
    pack_size = pack_size_of(pack)
    # A count below 2 is reported on its own line (E0303).
    counts = range(max(2, players.low.value), (players.high or players.low).value + 1)
    for count in counts:
        stock = pack_size - count * deal.hand_size.value
        if stock < 0:
            return  # reported as E0301
        running = settings.get(ast.Running)
        size = running.size.value if running else 3
        problem = ""
        if stock < 1:
            problem = f"with {count} players no card is left to turn up"
        elif settings.get(ast.Begging) is not None and stock < 1 + count * size + 1:
            problem = (
                f"with {count} players the stock of {stock} cannot serve even one run "
                f"({size} each and a card to turn)"
            )
        elif trump.kind == "top_of_stock" and stock % count:
            problem = (
                f"with {count} players the stock of {stock} cannot be drawn evenly to the last card"
            )
        if problem:
            yield Diagnostic(
                Code.E0708,
                problem,
                Label(deal.hand_size.span, f"{deal.hand_size.value} cards each"),
                help="deal fewer cards, or allow fewer players",
            )
            return


def _check_kitty(settings: Settings) -> Iterator[Diagnostic]:
    """A kitty (or discards down) beside a refill (E0716); a kitty the pack cannot hold,
    or a hand size the discards cannot reach (E0709)."""
    kitty, refill = settings.get(ast.Kitty), settings.get(ast.Refill)
    down = settings.get(ast.DiscardDown)
    players, deal, pack = settings.get(ast.Players), settings.get(ast.Deal), settings.get(ast.Pack)
    either = kitty or down
    if either is not None and refill is not None:
        what = "a kitty" if kitty is not None else "discard down"
        first, rest = _labels(
            settings, Label(either.span, what), Label(refill.span, "discard and draw")
        )
        yield Diagnostic(
            Code.E0716,
            "a variant takes a kitty or discards down, or discards and draws from the stock, "
            "not both",
            first,
            rest,
            help=f"to keep {what}, add `discard and draw: none`; otherwise remove this line",
        )
    if (
        down is not None
        and deal is not None
        and (out := _outside("kitty", "to", down.down_to, settings)) is not None
    ):
        yield Diagnostic(
            Code.E0709,
            f"hands cannot be discarded down to {down.down_to.value} cards: they are dealt "
            f"{deal.hand_size.value}",
            Label(down.down_to.span, "cards after the discards"),
            help=f"write a number {_range(out)}",
        )
    if kitty is None or players is None or deal is None:
        return
    most = (players.high or players.low).value
    taken = kitty.size.value * (most if kitty.each else 1)
    needed = most * deal.hand_size.value + taken
    if needed > pack_size_of(pack):
        yield Diagnostic(
            Code.E0709,
            f"{most} players with {deal.hand_size.value} cards each and a kitty of {taken} "
            f"need {needed} cards, but the pack holds {pack_size_of(pack)}",
            Label(kitty.size.span, "kitty"),
            help="make the kitty smaller, or deal fewer cards",
        )
    if (out := _outside("kitty", "to", kitty.discard_to, settings)) is not None:
        yield Diagnostic(
            Code.E0709,
            f"hands cannot be discarded down to {kitty.discard_to.value} cards: they are dealt "
            f"{deal.hand_size.value}",
            Label(kitty.discard_to.span, "cards after the discards"),
            help=f"write a number {_range(out)}",
        )


def _check_deal_fits_pack(settings: Settings) -> Iterator[Diagnostic]:
    players, deal, pack = settings.get(ast.Players), settings.get(ast.Deal), settings.get(ast.Pack)
    if players is None or deal is None:
        return
    most = (players.high or players.low).value
    pack_size = pack_size_of(pack)
    needed = most * deal.hand_size.value
    most_players = _above("players", "players:", players.high or players.low, settings)
    if most_players is not None:
        players_label = Label((players.high or players.low).span, f"up to {most} players")
        deal_label = Label(deal.hand_size.span, f"{deal.hand_size.value} cards each")
        # Point first at whichever line the variant's own file (or the nearest base) wrote.
        deal_is_nearer = settings.nearer(deal.span.path, players.span.path)
        primary, secondary = (
            (deal_label, players_label) if deal_is_nearer else (players_label, deal_label)
        )
        hand = _fitting_hand(pack_size // most, deal.packet_size.value)
        fewer = f"deal at most {hand} cards each" if hand else "deal fewer cards"
        # Fewer players where the author wrote the table or it allows a range; a base's
        # fixed table (four in partnerships) keeps its players, and only the deal changes.
        ranged = players.high is not None and (
            players.partnership is None or players.partnered_at is not None
        )
        count = _fitting_players(players, most_players.value)
        yield Diagnostic(
            Code.E0301,
            f"{most} players with {deal.hand_size.value} cards each need {needed} cards, "
            f"but the pack holds {pack_size}",
            primary,
            (secondary,),
            help=f"allow at most {count} players, or {fewer}"
            if count and (ranged or not deal_is_nearer)
            else f"{fewer}: {most} players share the {pack_size} cards",
            fixes=(fix(f"deal {hand} cards each", replace(deal.hand_size.span, str(hand))),)
            if hand
            else (),
        )


def _least(setting: str, after: str) -> int:
    """The least number a place takes, from the values registry."""
    slot = number_slot(setting, after)
    assert slot is not None and isinstance(slot.low, int), (setting, after)
    return slot.low


def _outside(
    setting: str, after: str, number: ast.Number, settings: Settings
) -> tuple[Limit, Limit | None] | None:
    """The bounds the values registry gives the place of `number` in the variant in
    force, when the number is outside them; None when it is inside (or they are unknown)."""
    slot = number_slot(setting, after)
    assert slot is not None, (setting, after)
    low, high = bounds(slot, settings)
    if low is None:
        return None
    if number.value < low.value or (high is not None and number.value > high.value):
        return low, high
    return None


def _above(setting: str, after: str, number: ast.Number, settings: Settings) -> Limit | None:
    """The highest number the place of `number` takes in the variant in force, when the
    number is above it."""
    slot = number_slot(setting, after)
    assert slot is not None, (setting, after)
    high = bounds(slot, settings)[1]
    return high if high is not None and number.value > high.value else None


def _range(limits: tuple[Limit, Limit | None]) -> str:
    low, high = limits
    return f"from {low.value} to {high.value}" if high is not None else f"{low.value} or more"


def _bound_label(number: ast.Number, limits: tuple[Limit, Limit | None], said: str) -> Label:
    """The line that states the bound a number passed (the bid range, the deal)."""
    low, high = limits
    passed = high if high is not None and number.value > high.value else low
    assert passed.span is not None
    return Label(passed.span, said)


def _numbers_of(statement: ast.Statement) -> Iterator[tuple[str, str, ast.Number]]:
    """The numbers of a statement that no check of its own bounds: each with its place
    in the values registry (setting, the word before it)."""
    match statement:
        case ast.Running(size=size):
            yield "running", ":", size
        case ast.Refill(at_most=ast.Number() as most):
            yield "refill", "up to", most
        case ast.Kitty(size=size):
            yield "kitty", "kitty:", size
        case ast.Stated(numbers=numbers, before=before):
            grammar = BY_KEY[statement.key].grammar
            for number, words in zip(numbers, before, strict=True):
                slot = slot_after(grammar, words, words.split()[-1] if words else "")
                if slot is not None and not slot.own_check:
                    yield grammar, slot.after, number
        case ast.AllPass(stuck_set=ast.Number() as taken):
            yield "all_pass", "back", taken
        case ast.Point(worth=worth, clauses=clauses):
            if worth is not None:
                yield "point", "worth", worth
            for clause in clauses:
                if clause.value is not None:
                    yield "point", "worth", clause.value


def _check_numbers(settings: Settings) -> Iterator[Diagnostic]:
    """A number outside the range the values registry gives its place (E0106), where no
    check of the statement says more."""
    for statement in settings.by_key.values():
        for setting, after, number in _numbers_of(statement):
            out = _outside(setting, after, number, settings)
            if out is None:
                continue
            slot = number_slot(setting, after)
            assert slot is not None
            yield Diagnostic(
                Code[slot.code],
                f"{slot.what} must be {_range(out)}; {number.value} is not",
                Label(number.span, "out of range"),
                tuple(
                    Label(limit.span, limit.name)
                    for limit in out
                    if limit is not None and limit.span is not None and limit.name
                ),
                help=f"write a number {_range(out)}" if out[1] else f"write {_range(out)}",
            )


def _fitting_players(players: ast.Players, most: int) -> int:
    """The largest table of at most `most` players that the players line's kind of table
    can be: two sides or more of its partnership size, or two players or more (0: none)."""
    size = players.partnership.value if players.partnership is not None else 1
    if size < 1:
        return 0
    count = most - most % size
    return count if count >= 2 * size and count >= 2 else 0


def _fitting_hand(most: int, packet: int) -> int:
    """The largest hand of at most `most` cards that packets of `packet` make (0: none)."""
    if packet < 1 or most < packet:
        return max(most, 0) if packet < 1 else 0
    return most - most % packet


def _bid_range(auction: ast.Auction | None) -> tuple[ast.Number, ast.Number] | None:
    """The auction's bid range when it has a usable one."""
    if auction is None or auction.low is None or auction.high is None:
        return None
    if not _least("auction", "bids") <= auction.low.value <= auction.high.value:
        return None  # reported on its own line (E0401)
    return auction.low, auction.high


def _check_bids(settings: Settings) -> Iterator[Diagnostic]:
    auction = settings.get(ast.Auction)
    found = _smudge(settings)
    smudge, written = found if found is not None else (None, None)
    smudge_bid = smudge.numbers[0] if smudge is not None else None
    privilege = settings.get(ast.Privilege)
    bid_range = _bid_range(auction)
    if bid_range is not None and settings.points:
        low, high = bid_range
        available = sum(p.worth.value if p.worth else 1 for p in settings.points)
        every_trick_smudge = written.bid if written and written.needs_every_trick else None
        unmakeable = [
            b for b in range(low.value, high.value + 1) if b > available and b != every_trick_smudge
        ]
        if unmakeable:
            # A house rule that removed or changed a point hears about its own line too.
            changed = [
                s for s in settings.by_key.values() if isinstance(s, ast.Point | ast.NoPoint)
            ]
            nearest = min(changed, key=lambda s: settings.files.index(s.span.path))
            labels = [Label(high.span, "highest bid")]
            if settings.nearer(nearest.span.path, high.span.path):
                labels.append(Label(nearest.span, "the points changed here"))
            first, rest = _labels(settings, *labels)
            yield Diagnostic(
                Code.E0402,
                f"a bid of {unmakeable[0]} can never be made: a hand has only "
                f"{available} point{'s' if available != 1 else ''}",
                first,
                rest,
                help=f"lower the highest bid to {available}, add points, or make the top bid "
                "a smudge that needs every point and every trick",
            )
    if (
        smudge_bid is not None
        and bid_range is not None
        and (out := _outside("smudge", "of", smudge_bid, settings)) is not None
    ):
        top = out[1]
        assert top is not None
        yield Diagnostic(
            Code.E0403,
            f"a smudge is a bid of {smudge_bid.value}, but bids run {_range(out)}",
            Label(smudge_bid.span, "smudge bid"),
            (_bound_label(smudge_bid, out, "bid range"),),
            help=f"make the smudge a bid of {top.value}, or widen the bid range",
        )
    # A house rule that removes the smudge (`smudge: none`) leaves a base's exception
    # for it moot, as an auction in rounds leaves the whole privilege; neither is a slip.
    removed = _stated_as(settings, "smudge", "no_smudge")
    moot = (auction is not None and auction.kind == "rounds") or (
        privilege is not None
        and removed is not None
        and settings.nearer(removed.span.path, privilege.span.path)
    )
    all_pass = settings.get(ast.AllPass)
    stuck = all_pass.stuck_at if all_pass is not None else None
    if (
        stuck is not None
        and bid_range is not None
        and (out := _outside("all_pass", "least", stuck, settings)) is not None
    ):
        yield Diagnostic(
            Code.E0406,
            f"a stuck dealer's least bid must be one of the bids, {_range(out)}; "
            f"{stuck.value} is not",
            Label(stuck.span, "stuck dealer's least bid"),
            (_bound_label(stuck, out, "bid range"),),
            help=f"write a bid {_range(out)}, or drop `at least N`",
        )
    contract = settings.get(ast.Contract)
    hole_scores = _number_in(smudge, "hole_scores") if smudge is not None else None
    if hole_scores is not None and contract is not None and contract.kind == "difference":
        first, rest = _labels(
            settings,
            Label(hole_scores.span, "from the hole"),
            Label(contract.span, "by difference: a set side scores nothing"),
        )
        yield Diagnostic(
            Code.E0721,
            "a smudge made from the hole scores a number of points, but no side is ever in "
            "the hole: the contract is scored by difference",
            first,
            rest,
            help="drop `, when it scores N`, or set a pitcher who falls short back by the bid",
        )
    set_counts = _number_in(smudge, "smudge_setbacks") if smudge is not None else None
    if set_counts is not None and not _setbacks_counted(settings):
        yield Diagnostic(
            Code.E0722,
            "a smudge that is set counts as more than one set-back, but nothing counts set-backs",
            Label(set_counts.span, "set-backs"),
            help="drop `; set, it counts as N set-backs`, or add `set-backs: a side set back N "
            "times loses the game` or `set-back chips: N chips for each time a player was set "
            "back`",
        )
    yield from _check_smudge_chips(settings, written)
    yield from _check_partner_robs(settings)
    scoring = _stated_as(settings, "scores", "count_down")
    reset = smudge is not None and smudge.piece("hole_reset") is not None
    made = smudge.piece("smudge_win") if smudge is not None else None
    if reset and made is not None and scoring is not None:
        yield Diagnostic(
            Code.E0718,
            "a smudge made from the hole cannot bring the score back to 0: scores count down "
            "to 0, where the game is won",
            Label(made.span, "back to 0"),
            (Label(scoring.span, "scores count down"),),
            help="drop `, when its score goes back to 0`, or count the scores up from 0",
        )
    forced = settings.get(ast.ForcedBid)
    if (
        forced is not None
        and bid_range is not None
        and (out := _outside("forced_bid", "least", forced.at_least, settings)) is not None
    ):
        yield Diagnostic(
            Code.E0406,
            f"a forced bid must be one of the bids, {_range(out)}; {forced.at_least.value} is not",
            Label(forced.at_least.span, "forced bid"),
            (_bound_label(forced.at_least, out, "bid range"),),
            help="force a bid inside the bid range, or widen it",
        )
    if forced is not None and smudge_bid is not None and forced.at_least.value > smudge_bid.value:
        first, rest = _labels(
            settings,
            Label(forced.at_least.span, "forced bid"),
            Label(smudge_bid.span, "the smudge, which no one may outbid"),
        )
        yield Diagnostic(
            Code.E0405,
            f"a player forced to bid at least {forced.at_least.value} could neither bid nor "
            f"pass after a smudge of {smudge_bid.value}",
            first,
            rest,
            help=f"force a bid of at most {smudge_bid.value}, or make the smudge a bid of "
            f"{forced.at_least.value} or more",
        )
    if privilege is not None and privilege.limit is not None and smudge is None and not moot:
        yield Diagnostic(
            Code.E0404,
            "the dealer's privilege mentions a smudge, but the variant has no smudge",
            Label(privilege.limit_span or privilege.span, "no smudge declared"),
            help="declare one, for example `smudge: a bid of 4`, or remove this exception",
        )
    yield from _check_auction_fits(settings, auction)


def _check_auction_fits(settings: Settings, auction: ast.Auction | None) -> Iterator[Diagnostic]:
    """Settings that the kind of auction makes meaningless (E0705).

    Inherited from a base, they are simply dropped (see `lower`); stated in the same file
    as the auction, or in a file that extends it, they are a mistake.
    """
    if auction is None or auction.kind == "once_around":
        return
    what = {
        "none": "there is no auction",
        "sell": "the pitch is sold",
        "rounds": "the bids go round until all but one have passed, so the dealer has no last word",
    }[auction.kind]
    # In rounds only the dealer's privilege is meaningless; otherwise every bidding rule.
    bidding: list[ast.Statement | None] = [settings.get(ast.Privilege)]
    if auction.kind != "rounds":
        bidding += [
            _stated_as(settings, "smudge", "smudge"),
            settings.get(ast.AllPass),
            settings.get(ast.ForcedBid),
        ]
    stated: list[ast.Statement] = [
        s for s in bidding if s is not None and not settings.nearer(auction.span.path, s.span.path)
    ]
    for statement in stated:
        if isinstance(statement, ast.Privilege) and statement.kind == "none":
            continue
        if isinstance(statement, ast.AllPass) and statement.kind == "eldest_pitches":
            continue
        yield Diagnostic(
            Code.E0705,
            f"`{statement.key}` cannot apply: {what}",
            Label(statement.span, "does not apply"),
            (Label(auction.span, what),),
            help=f"remove the `{statement.key}` line",
        )


_UNCLEAR_PITCH = "unclear pitch: the pitcher declares trump"


def _check_unclear_pitch(settings: Settings) -> Iterator[Diagnostic]:
    """The pitcher declaring trump for an unclear pitch where no card is pitched for trump
    (E0750), or where every pitch makes trump plain (E0751)."""
    declares = _stated_as(settings, "unclear pitch", "pitcher_declares")
    if declares is None:
        return
    own = Label(declares.span, "the pitcher declares trump")
    trump = settings.get(ast.Trump)
    if trump is not None and trump.kind != "first_card_pitched":
        first, rest = _labels(settings, own, Label(trump.span, "trump is not pitched"))
        yield Diagnostic(
            Code.E0750,
            "the pitcher declares trump for an unclear pitch, but no card is pitched for trump",
            first,
            rest,
            help="remove the `unclear pitch` line, or write "
            "`trump: the suit of the first card pitched`",
        )
        return
    pack, joker = settings.get(ast.Pack), settings.get(ast.Joker)
    has_joker = pack is not None and pack.joker
    if settings.get(ast.SameColour) is not None or (
        has_joker and (joker is None or joker.pitched_trump is None)
    ):
        return  # a card that may be the trump of the same colour, or a joker of no suit
    fixed = joker if has_joker else None
    first, rest = (
        _labels(settings, own, Label(fixed.span, "a pitched joker makes its own suit trump"))
        if fixed is not None
        else (own, ())
    )
    yield Diagnostic(
        Code.E0751,
        "the pitcher declares trump for an unclear pitch, but every card pitched makes trump plain",
        first,
        rest,
        help="write the joker's rule without a suit: `joker: the lowest trump, never low`"
        if fixed is not None
        else "add a card that may make two suits trump, such as `same colour: the jack of "
        "the other suit of the same colour is a trump, just below the jack of trumps`, or "
        "remove the line",
    )


def _check_pack(settings: Settings) -> Iterator[Diagnostic]:
    pack = settings.get(ast.Pack)
    joker = settings.get(ast.Joker)
    if pack is not None:
        lowest = pack.lowest_rank
        if lowest is not None and lowest.value == "ace":
            yield Diagnostic(
                Code.E0304,
                "a pack cannot run from the ace down to the ace",
                Label(lowest.span, "lowest rank"),
                help="name the lowest rank kept, for example `ace high down to seven`",
            )
        else:
            ranks = pack_ranks(pack)
            holds = 4 * len(ranks) + pack.jokers
            if pack.size.value != holds:
                low_word = lowest.value if lowest else "two"
                yield Diagnostic(
                    Code.E0304,
                    f"a pack of ace down to {low_word}"
                    + {0: "", 1: " with one joker", 2: " with two jokers"}[pack.jokers]
                    + f" holds {holds} cards, not {pack.size.value}",
                    Label(pack.size.span, "card count"),
                    help=f"write `pack: {holds} cards, ...` or change the lowest rank",
                )
    has_joker = pack is not None and pack.joker
    joker_points = [p for p in settings.points if p.card.kind == "joker"]
    if has_joker and joker is None:
        assert pack is not None
        yield Diagnostic(
            Code.E0701,
            "the pack has a joker, but the variant does not say how it plays",
            Label(pack.span, "joker in the pack"),
            help="add `joker: the lowest trump, never low; pitched, it makes spades trump`",
        )
    if not has_joker:
        for statement in [s for s in (joker,) if s] + joker_points:
            yield Diagnostic(
                Code.E0701,
                "this rule is about the joker, but the pack has none",
                Label(statement.span, "no joker in the pack"),
                help="add `, with one joker` to the pack (53 cards), or remove this line",
            )
    else:
        assert pack is not None
        yield from _check_how_many_jokers(settings, pack, joker, joker_points)
    kept = set(pack_ranks(pack))
    forced = settings.get(ast.ForcedBid)
    if forced is not None and RANK_WORDS[forced.rank.value] not in kept:
        yield Diagnostic(
            Code.E0703,
            f"a forced bid needs a {forced.rank.value}, but the pack has no {forced.rank.value}s",
            Label(forced.rank.span, "not in the pack"),
            help="name a rank the pack holds, or keep more ranks in the pack",
        )
    for point in settings.points:
        rank = point.card.rank
        if point.card.kind == "trump_card" and rank is not None and RANK_WORDS[rank] not in kept:
            yield Diagnostic(
                Code.E0703,
                f"the {rank} of trumps is not in this pack",
                Label(point.card.span, "not in the pack"),
                help="name a rank the pack holds, or keep more ranks in the pack",
            )
        for value in point.card.counts:
            code = "T" if value.rank == "10" else value.rank
            if code not in kept:
                yield Diagnostic(
                    Code.E0703,
                    f"rank {value.rank} is counted, but the pack has no {value.rank}s",
                    Label(value.span, "not in the pack"),
                    help="remove it from the count table",
                )


_TWO_JOKERS = (
    "jokers: the high and the low joker are trumps, never low, just above the ten of trumps"
)


def _check_how_many_jokers(
    settings: Settings, pack: ast.Pack, joker: ast.Joker | None, points: list[ast.Point]
) -> Iterator[Diagnostic]:
    """One joker and two, their rules and their points agreeing (E0701); two jokers that
    nobody may pitch (E0706); the rank they rank above, in the pack (E0703)."""
    two = pack.jokers == 2
    if joker is not None and joker.number != pack.jokers:
        first, rest = _labels(
            settings, Label(joker.span, "how the jokers play"), Label(pack.span, "the pack")
        )
        yield Diagnostic(
            Code.E0701,
            f"the pack has {'two jokers' if two else 'one joker'}, but the jokers' rule is "
            f"about {'one' if two else 'two'}",
            first,
            rest,
            help=f"write `{_TWO_JOKERS}`"
            if two
            else f"write `joker: a trump, never low, just above the {joker.above.value} of trumps`"
            if joker.above is not None
            else "write `joker: the lowest trump, never low; pitched, it makes spades trump`",
        )
    for point in points:
        which = point.card.rank  # "high", "low", or None for the one joker
        if (which is not None) != two:
            first, rest = _labels(
                settings, Label(point.card.span, "which joker?"), Label(pack.span, "the pack")
            )
            yield Diagnostic(
                Code.E0701,
                f"`{point.id.value}` is about {'one' if which is None else f'the {which}'} "
                f"joker, but the pack has {'two' if two else 'one'}",
                first,
                rest,
                help="write `the high joker` or `the low joker`"
                if two
                else f"write `the joker`, or drop the point with `point {point.id.value}: none`",
            )
    trump = settings.get(ast.Trump)
    pitched = trump is None or trump.kind == "first_card_pitched"
    placed = joker if joker is not None and joker.pitched_trump is None else None
    declared = _stated_as(settings, "unclear pitch", "pitcher_declares") is not None
    if pitched and not declared and (two or placed is not None):
        yield Diagnostic(
            Code.E0706,
            f"{'two jokers' if two else 'this joker'} cannot be pitched: nothing says which "
            f"suit {'each' if two else 'it'} would make trump",
            Label(
                placed.span,
                "a joker placed among the trumps" if placed.above else "no suit when pitched",
            )
            if placed is not None and not two
            else Label(pack.span, "two jokers"),
            help="write `trump: named by the high bidder`"
            + (
                ""
                if two
                else ", or `joker: the lowest trump, never low; pitched, it makes spades trump`"
            )
            + f", or let the pitcher declare it: `{_UNCLEAR_PITCH}`",
        )
    above = joker.above if joker is not None else None
    if above is not None and RANK_WORDS[above.value] not in set(pack_ranks(pack)):
        yield Diagnostic(
            Code.E0703,
            f"the {above.value}s are not in this pack",
            Label(above.span, "not in the pack"),
            help="name a rank the pack holds, or keep more ranks in the pack",
        )


def _check_partnerships(settings: Settings) -> Iterator[Diagnostic]:
    players = settings.get(ast.Players)
    if players is None or players.partnership is None:
        return
    size = players.partnership
    if players.partnered_at is not None:
        count = players.partnered_at.value
        high = (players.high or players.low).value
        if not players.low.value <= count <= high or (
            players.either and count not in (players.low.value, high)
        ):
            yield Diagnostic(
                Code.E0702,
                f"a table of {count} is not one of the tables this variant allows",
                Label(players.partnered_at.span, "partnership table"),
                help="name one of the player counts, for example `; with 4, in partnerships of 2`",
            )
            return
    elif players.high is not None and players.high.value != players.low.value:
        yield Diagnostic(
            Code.E0702,
            "partnerships need a fixed number of players",
            Label(players.high.span, "a range of players"),
            help=f"write `players: {players.low.value}, in partnerships of {size.value}`",
        )
        return
    count = players.partnered_at.value if players.partnered_at else players.low.value
    sides = count // size.value if size.value else 0
    if size.value < 2 or count % size.value or sides < 2:
        yield Diagnostic(
            Code.E0702,
            f"{count} players cannot sit in partnerships of {size.value}",
            Label(size.span, "partnership size"),
            help="use partnerships of a size that divides the players into two or more sides, "
            "for example `players: 4, in partnerships of 2`",
        )
    elif players.seating == "opposite" and size.value != 2:
        yield Diagnostic(
            Code.E0702,
            f"partners cannot sit opposite each other in partnerships of {size.value}",
            Label(players.span, "seating"),
            help="write `partners sitting alternately`",
        )
    elif players.seating == "alternately" and sides != 2:
        yield Diagnostic(
            Code.E0702,
            f"{sides} sides cannot sit alternately",
            Label(players.span, "seating"),
            help="with more than two sides, write `partners sitting opposite`",
        )


def _check_count_out(settings: Settings) -> Iterator[Diagnostic]:
    count_out = settings.get(ast.CountOut)
    if count_out is None or count_out.mode != "in_order":
        return
    defined = [point.id.value for point in settings.points]
    listed: dict[str, ast.Name] = {}
    meant: set[str] = set()  # points a misspelt name most likely meant
    for name in count_out.order:
        if name.value not in defined:
            suggestion = closest(name.value, defined)
            if suggestion:
                meant.add(suggestion)
            yield Diagnostic(
                Code.E0206,
                f"`count out` names `{name.value}`, which is not a point of this variant",
                Label(name.span, "unknown point"),
                help=f"did you mean `{suggestion}`?"
                if suggestion
                else "the points are: " + _some(defined),
                fixes=(fix(f"write `{suggestion}`", replace(name.span, suggestion), safe=True),)
                if suggestion
                else (),
            )
        elif name.value in listed:
            yield Diagnostic(
                Code.E0207,
                f"`count out` names `{name.value}` twice",
                Label(name.span, "named again here"),
                (Label(listed[name.value].span, "first named here"),),
                help="name every point once",
            )
        listed.setdefault(name.value, name)
    at_once = {p.id.value: p for p in settings.points if _scored_at_once(p)}
    for name in count_out.order:
        if name.value in at_once:
            yield Diagnostic(
                Code.E0207,
                f"`{name.value}` is scored the moment it happens, so it does not count out",
                Label(name.span, "scored at once"),
                help=f"remove `{name.value}` from `count out`",
            )
    left_out = [
        p
        for p in settings.points
        if p.id.value not in listed and p.id.value not in meant and p.id.value not in at_once
    ]
    if not left_out:
        return
    order = [n for n in listed if n in defined] + [p.id.value for p in left_out]
    # restated as a table of that variant says it: in partnerships the pitcher's side
    players = settings.get(ast.Players)
    pitcher = "the pitcher's side" if players and players.partnership else "the pitcher"
    first = f"{pitcher} first, then " if count_out.pitcher_first else ""
    restated = f"count out: {first}{', '.join(order)}"
    fixed = (
        f"for example `count out: {first}{', '.join(order)}`"
        if len(order) <= _MOST_LISTED
        else f"all {len(order)} of them, in the order they count"
    )
    # A point added by a file nearer the variant than `count out` is reported where it
    # was added; the others, once, on `count out`.
    nearer: list[ast.Point] = []
    others: list[ast.Point] = []
    for point in left_out:
        (nearer if settings.nearer(point.span.path, count_out.span.path) else others).append(point)
    for point in nearer:
        yield Diagnostic(
            Code.E0207,
            f"the point `{point.id.value}` is not in `count out`",
            Label(point.id.span, "new point"),
            (Label(count_out.span, "`count out` is stated here"),),
            help=f"restate the order in this file, {fixed}",
            fixes=(
                fix(
                    "add a `count out` line with every point",
                    insert_line_after(point.span.path, point.span.line, restated),
                ),
            )
            if len(order) <= _MOST_LISTED
            else (),
        )
    if others:
        yield Diagnostic(
            Code.E0207,
            "`count out` leaves out " + _some([f"`{p.id.value}`" for p in others]),
            Label(count_out.span, "every point must be counted"),
            help=f"name every point, {fixed}",
            # a line of every point, as long as a line of the language stays readable
            fixes=(fix("name every point", replace(count_out.span, restated)),)
            if len(order) <= _MOST_LISTED
            else (),
        )


_MOST_LISTED = 12  # names in a message; more are counted, so a message stays one line


def _some(names: Sequence[str]) -> str:
    if len(names) <= _MOST_LISTED:
        return ", ".join(names)
    return ", ".join(names[:_MOST_LISTED]) + f" and {len(names) - _MOST_LISTED:,} more"


def check_chain(
    chain: Sequence[ast.VariantFile], settings: Settings, *, complete: bool = True
) -> list[Diagnostic]:
    """Every problem of a variant and its bases (chain given leaf first)."""
    found: list[Diagnostic] = []
    for variant in chain:
        found.extend(check_file(variant))
    found.extend(_check_removed_points(chain))

    def in_force(settings: Settings) -> list[Diagnostic]:
        def recheck(other: Settings) -> Iterator[Diagnostic]:
            return check_settings(other, chain[-1], complete=complete)

        # A conflict a house rule brought in is told on the house rule's own line.
        return on_the_authors_line(chain, settings, list(recheck(settings)), recheck)

    problems = in_force(settings)
    # A line that did not parse meant to state its setting some way: what the settings
    # checks find is told only where it holds whatever that line was meant to say (each
    # form the registry gives the setting), not from the base's value it meant to replace.
    for key in chain[0].unread:
        for form in BY_KEY[key].forms:
            said = parse_statement(form, chain[0].path)
            meant = settings._replace(by_key={**settings.by_key, key: said})
            holds = {(d.code, d.primary.span) for d in in_force(meant)}
            problems = [d for d in problems if (d.code, d.primary.span) in holds]
    found.extend(problems)
    return found


def _check_removed_points(chain: Sequence[ast.VariantFile]) -> Iterator[Diagnostic]:
    """`point ID: none` removes a point a base defines (E0507): anything else is a slip."""
    defined: set[str] = set()
    for variant in reversed(chain):
        for statement in variant.statements:
            if isinstance(statement, ast.NoPoint) and statement.id.value not in defined:
                near = closest(statement.id.value, defined)
                yield Diagnostic(
                    Code.E0507,
                    f"there is no point `{statement.id.value}` to remove",
                    Label(statement.id.span, "not a point of the base"),
                    help=f"did you mean `{near}`?"
                    if near
                    else "remove this line"
                    + (f"; the points are {', '.join(sorted(defined))}" if defined else ""),
                    fixes=(fix(f"write `{near}`", replace(statement.id.span, near), safe=True),)
                    if near
                    else (fix("remove the line", remove_line(variant.path, statement.span.line)),),
                )
            elif isinstance(statement, ast.Point):
                defined.add(statement.id.value)
