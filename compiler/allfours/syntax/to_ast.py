"""The typed Transformer from Lark parse trees of one line to AST nodes.

Nothing here raises on purpose: every shape the grammar accepts becomes a node, and
whether it makes sense is for the checks to say. Each method is typed by the children
its grammar rule gives it, as the grammar (grammar/allfours.lark) states them.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal, NamedTuple

from lark import Token, Transformer, Tree, v_args
from lark.tree import Meta

from allfours import ast
from allfours.registry.points import BY_ALTERNATIVE
from allfours.registry.settings import SETTINGS, Setting
from allfours.span import Span

_Level = Literal["first", "later"]  # which of two level jokers wins a trick with both


class _StuckSet(NamedTuple):
    """`, or be set back N and pass the deal`: a stuck dealer's other choice."""

    amount: ast.Number


# a stuck dealer: its least bid, and the set it may take instead
_Stuck = tuple[Literal["stick_the_dealer"], ast.Number | None, ast.Number | None]
_Limit = tuple[Literal["except_smudge", "even_smudge"], Span]
_TrumpKind = Literal["first_card_pitched", "turn_up", "top_of_stock", "named"]
Seating = Literal["opposite", "alternately"]


class _Upper(NamedTuple):
    """The upper player count: `to 7`, or `or 4` (only the two counts)."""

    number: ast.Number
    either: bool


class _Partners(NamedTuple):
    size: ast.Number
    seating: Seating | None


class _PartneredAt(NamedTuple):
    players: ast.Number
    size: ast.Number
    seating: Seating | None


def _declared_by_name() -> dict[str, Setting]:
    """The settings declared whole in the registry, by the names a statement's parse tree
    may have at its top: the grammar rule, or an alternative of it with a name of its own."""
    found: dict[str, Setting] = {}
    for setting in SETTINGS:
        if setting.declared:
            for name in (setting.grammar, *setting.values):
                found.setdefault(name, setting)
    return found


_DECLARED = _declared_by_name()


def _names(tree: Tree[Token]) -> list[str]:
    """The names of a parse tree's rules and alternatives, from the top down."""
    names = [str(tree.data)]
    for child in tree.children:
        if isinstance(child, Tree):
            names += _names(child)
    return names


def _unquote(token: Token) -> str:
    body = str(token)[1:-1]
    return body.replace('\\"', '"').replace("\\\\", "\\")


@v_args(meta=True)
class ToAst(Transformer[Token, object]):
    def __init__(self, path: str) -> None:
        super().__init__()
        self.path = path
        self.line = 1
        self.text = ""

    def at_line(self, line: int, text: str = "") -> ToAst:
        self.line = line
        self.text = text
        return self

    def transform(self, tree: Tree[Token]) -> object:
        """The line's node: a statement the registry declares whole is read here, from its
        tree (`_declared`); every other by the methods below."""
        setting = _DECLARED.get(tree.data)
        if setting is not None:
            return self._declared(setting, tree)
        return super().transform(tree)

    def _declared(self, setting: Setting, tree: Tree[Token]) -> ast.Stated:
        """The generic node of a statement declared whole: the alternative written (the
        first name of its tree that the setting's `values` know), its numbers, the words
        before each, every part it went through, and each part's place and numbers."""
        pieces = tuple(self._pieces(tree, 0))
        parts = tuple(piece.name for piece in pieces)
        choice = next(name for name in parts if name in setting.values)
        tokens = [t for t in tree.scan_values(lambda v: isinstance(v, Token)) if t.type == "INT"]
        before = tuple(self._words_before(token) for token in tokens)
        numbers = tuple(self._number(token) for token in tokens)
        return ast.Stated(
            setting.key, choice, numbers, self._span(tree.meta), before, parts, pieces
        )

    def _pieces(self, tree: Tree[Token], depth: int) -> Iterator[ast.Piece]:
        """Each named part of a statement's tree, top down: its name, where it is written,
        the numbers written directly in it, and how deep it lies."""
        numbers = tuple(
            self._number(child)
            for child in tree.children
            if isinstance(child, Token) and child.type == "INT"
        )
        yield ast.Piece(str(tree.data), self._span(tree.meta), numbers, depth)
        for child in tree.children:
            if isinstance(child, Tree):
                yield from self._pieces(child, depth + 1)

    def __default__(self, data: str, children: list[object], meta: Meta) -> object:
        """A point's card: each alternative of `point_card` is declared in the point
        registry with the kind it writes (and the rank it fixes, for the two jokers)."""
        declared = BY_ALTERNATIVE.get(data)
        if declared is None:
            return Tree(data, children, meta)  # as Lark's own default does
        kind, fixed_rank = declared
        rank = next((str(child) for child in children if isinstance(child, Token)), fixed_rank)
        counts = tuple(child for child in children if isinstance(child, ast.CountValue))
        return ast.PointCard(kind.name, rank, counts, self._span(meta))

    def _words_before(self, token: Token) -> str:
        """The two words just before a number on the line (`up to`, `back`): where the
        values registry finds the number's place."""
        column = (token.column or 1) - 1
        return " ".join(self.text[:column].split()[-2:])

    def _span(self, meta: Meta) -> Span:
        return Span(self.path, self.line, meta.column, self.line, meta.end_column)

    def _token_span(self, token: Token) -> Span:
        column = token.column or 1
        end = token.end_column or column + len(token)
        return Span(self.path, self.line, column, self.line, end)

    def _name(self, token: Token) -> ast.Name:
        return ast.Name(str(token), self._token_span(token))

    def _number(self, token: Token) -> ast.Number:
        return ast.Number(int(token), self._token_span(token))

    # -- header ---------------------------------------------------------------------
    def header(self, meta: Meta, children: list[Token | ast.Name]) -> ast.Header:
        name, title, *rest = children
        assert isinstance(name, Token) and isinstance(title, Token)
        base = rest[0] if rest and isinstance(rest[0], ast.Name) else None
        return ast.Header(self._name(name), _unquote(title), base, self._span(meta))

    def extends(self, meta: Meta, children: list[Token]) -> ast.Name:
        return self._name(children[0])

    # -- statements -----------------------------------------------------------------
    def description(self, meta: Meta, children: list[Token]) -> ast.Description:
        return ast.Description(_unquote(children[0]), self._span(meta))

    def title_in(self, meta: Meta, children: list[Token]) -> ast.Translation:
        language, text = children
        return ast.Translation("title", self._name(language), _unquote(text), self._span(meta))

    def description_in(self, meta: Meta, children: list[Token]) -> ast.Translation:
        language, text = children
        return ast.Translation(
            "description", self._name(language), _unquote(text), self._span(meta)
        )

    def numbering(self, meta: Meta, children: list[Token]) -> ast.Numbering:
        return ast.Numbering(self._name(children[0]), self._span(meta))

    def players(
        self,
        meta: Meta,
        children: list[Token | _Upper | _Partners | _PartneredAt | None],
    ) -> ast.Players:
        low = children[0]
        assert isinstance(low, Token)
        upper = next((c for c in children if isinstance(c, _Upper)), None)
        form = next((c for c in children if isinstance(c, _Partners)), None)
        at = next((c for c in children if isinstance(c, _PartneredAt)), None)
        size, seating = form if form else (at[1:] if at else (None, None))
        return ast.Players(
            self._number(low),
            upper.number if upper else None,
            size,
            seating,
            self._span(meta),
            either=upper is not None and upper.either,
            partnered_at=at[0] if at else None,
        )

    def up_to(self, meta: Meta, children: list[Token]) -> _Upper:
        return _Upper(self._number(children[0]), False)

    def or_count(self, meta: Meta, children: list[Token]) -> _Upper:
        return _Upper(self._number(children[0]), True)

    def partnered_at(
        self, meta: Meta, children: list[Token | Literal["opposite", "alternately"]]
    ) -> _PartneredAt:
        count, size, *seating = children
        assert isinstance(count, Token) and isinstance(size, Token)
        side = seating[0] if seating and not isinstance(seating[0], Token) else None
        return _PartneredAt(self._number(count), self._number(size), side)

    def individuals(self, meta: Meta, children: list[Token]) -> None:
        return None

    def partnerships(
        self, meta: Meta, children: list[Token | Literal["opposite", "alternately"]]
    ) -> _Partners:
        size = children[0]
        assert isinstance(size, Token)
        seating = children[1] if len(children) > 1 else None
        return _Partners(self._number(size), seating if not isinstance(seating, Token) else None)

    def opposite(self, meta: Meta, children: list[Token]) -> Literal["opposite"]:
        return "opposite"

    def alternately(self, meta: Meta, children: list[Token]) -> Literal["alternately"]:
        return "alternately"

    def pack(self, meta: Meta, children: list[Token | ast.Name | bool]) -> ast.Pack:
        size = children[0]
        assert isinstance(size, Token)
        lowest = next((c for c in children if isinstance(c, ast.Name)), None)
        jokers = next((c for c in children if isinstance(c, int) and not isinstance(c, Token)), 0)
        return ast.Pack(self._number(size), lowest, int(jokers), self._span(meta))

    def lowest_rank(self, meta: Meta, children: list[Token]) -> ast.Name:
        return self._name(children[0])

    def with_joker(self, meta: Meta, children: list[Token]) -> int:
        return 1

    def with_two_jokers(self, meta: Meta, children: list[Token]) -> int:
        return 2

    def joker(self, meta: Meta, children: list[Token]) -> ast.Joker:
        return ast.Joker(str(children[0]), self._span(meta))

    def two_jokers(self, meta: Meta, children: list[Token | _Level]) -> ast.Joker:
        rank, *level = children
        assert isinstance(rank, Token)
        tie: _Level | Literal[""] = "later" if "later" in level else "first" if level else ""
        return ast.Joker(None, self._span(meta), self._name(rank), 2, tie)

    def level_first(self, meta: Meta, children: list[Token]) -> _Level:
        return "first"

    def level_later(self, meta: Meta, children: list[Token]) -> _Level:
        return "later"

    def lowest_joker(self, meta: Meta, children: list[Token]) -> ast.Joker:
        return ast.Joker(None, self._span(meta))

    def placed_joker(self, meta: Meta, children: list[Token]) -> ast.Joker:
        return ast.Joker(None, self._span(meta), self._name(children[0]))

    def deal(self, meta: Meta, children: list[Token | bool]) -> ast.Deal:
        size, packet, from_right = children
        assert isinstance(size, Token) and isinstance(packet, Token)
        return ast.Deal(
            self._number(size), self._number(packet), self._span(meta), from_right is True
        )

    def from_left(self, meta: Meta, children: list[Token]) -> bool:
        return False

    def from_right(self, meta: Meta, children: list[Token]) -> bool:
        return True

    def auction(self, meta: Meta, children: list[ast.Auction]) -> ast.Auction:
        return children[0]._replace(span=self._span(meta))

    def once_around(self, meta: Meta, children: list[Token | bool]) -> ast.Auction:
        low, high, *_ = (c for c in children if isinstance(c, Token))
        retake = any(c is True for c in children)
        return ast.Auction(
            "once_around", self._number(low), self._number(high), self._span(meta), retake
        )

    def in_rounds(self, meta: Meta, children: list[Token]) -> ast.Auction:
        low, high = (c for c in children if isinstance(c, Token))
        return ast.Auction("rounds", self._number(low), self._number(high), self._span(meta))

    def retake(self, meta: Meta, children: list[Token]) -> bool:
        return True

    def no_auction(self, meta: Meta, children: list[Token]) -> ast.Auction:
        return ast.Auction("none", None, None, self._span(meta))

    def selling(self, meta: Meta, children: list[Token]) -> ast.Auction:
        low, high = self._number(children[0]), self._number(children[1])
        return ast.Auction("sell", low, high, self._span(meta))

    def selling_in_rounds(self, meta: Meta, children: list[Token]) -> ast.Auction:
        return self.selling(meta, children)._replace(sold_in_rounds=True)

    def privilege(self, meta: Meta, children: list[ast.Privilege]) -> ast.Privilege:
        return children[0]._replace(span=self._span(meta))

    def no_privilege(self, meta: Meta, children: list[Token]) -> ast.Privilege:
        return ast.Privilege("none", None, None, self._span(meta))

    def match_privilege(self, meta: Meta, children: list[_Limit]) -> ast.Privilege:
        limit, limit_span = children[0] if children else (None, None)
        return ast.Privilege("match", limit, limit_span, self._span(meta))

    def except_smudge(self, meta: Meta, children: list[Token]) -> _Limit:
        return "except_smudge", self._span(meta)

    def even_smudge(self, meta: Meta, children: list[Token]) -> _Limit:
        return "even_smudge", self._span(meta)

    def all_pass(
        self,
        meta: Meta,
        children: list[
            Literal[
                "stick_the_dealer",
                "redeal_by_next_dealer",
                "redeal_by_same_dealer",
                "eldest_pitches",
                "dealer_plays",
            ]
            | _Stuck
        ],
    ) -> ast.AllPass:
        kind = children[0]
        if isinstance(kind, tuple):  # a stuck dealer with a least bid or a choice
            return ast.AllPass(kind[0], self._span(meta), kind[1], kind[2])
        return ast.AllPass(kind, self._span(meta))

    def stick_the_dealer(
        self, meta: Meta, children: list[ast.Number | _StuckSet]
    ) -> Literal["stick_the_dealer"] | _Stuck:
        if not children:
            return "stick_the_dealer"
        least = next((c for c in children if isinstance(c, ast.Number)), None)
        choice = next((c.amount for c in children if isinstance(c, _StuckSet)), None)
        return ("stick_the_dealer", least, choice)

    def stuck_at(self, meta: Meta, children: list[Token]) -> ast.Number:
        return self._number(children[0])

    def stuck_set(self, meta: Meta, children: list[Token]) -> _StuckSet:
        return _StuckSet(self._number(children[0]))

    def redeal_by_next_dealer(
        self, meta: Meta, children: list[Token]
    ) -> Literal["redeal_by_next_dealer"]:
        return "redeal_by_next_dealer"

    def redeal_by_same_dealer(
        self, meta: Meta, children: list[Token]
    ) -> Literal["redeal_by_same_dealer"]:
        return "redeal_by_same_dealer"

    def dealer_plays(self, meta: Meta, children: list[Token]) -> Literal["dealer_plays"]:
        return "dealer_plays"

    def eldest_pitches(self, meta: Meta, children: list[Token]) -> Literal["eldest_pitches"]:
        return "eldest_pitches"

    def trump(self, meta: Meta, children: list[_TrumpKind]) -> ast.Trump:
        return ast.Trump(children[0], self._span(meta))

    def first_card_pitched(self, meta: Meta, children: list[Token]) -> _TrumpKind:
        return "first_card_pitched"

    def turn_up(self, meta: Meta, children: list[Token]) -> _TrumpKind:
        return "turn_up"

    def top_of_stock(self, meta: Meta, children: list[Token]) -> _TrumpKind:
        return "top_of_stock"

    def named_trump(self, meta: Meta, children: list[Token]) -> _TrumpKind:
        return "named"

    def same_colour(self, meta: Meta, children: list[Token]) -> ast.SameColour:
        rank, below = children
        return ast.SameColour(self._name(rank), self._name(below), self._span(meta))

    def no_same_colour(self, meta: Meta, children: list[Token]) -> ast.NoSameColour:
        return ast.NoSameColour(self._span(meta))

    def refill(self, meta: Meta, children: list[Token | bool]) -> ast.Refill:
        size = next(c for c in children if isinstance(c, Token))
        keep_points = any(c is True for c in children)
        return ast.Refill(self._number(size), self._span(meta), keep_points)

    def refill_by_bidder(self, meta: Meta, children: list[Token | bool | Span]) -> ast.Refill:
        partner = next((c for c in children if isinstance(c, Span)), None)
        plain = [c for c in children if not isinstance(c, Span)]
        return self.refill(meta, plain)._replace(robber="pitcher", partner_robs=partner)

    def partner_robs(self, meta: Meta, children: list[Token]) -> Span:
        return self._span(meta)

    def refill_up_to(self, meta: Meta, children: list[Token | bool]) -> ast.Refill:
        size, most = (c for c in children if isinstance(c, Token))
        keep_points = any(c is True for c in children)
        return ast.Refill(
            self._number(size), self._span(meta), keep_points, at_most=self._number(most)
        )

    def refill_any_up_to(self, meta: Meta, children: list[Token | bool]) -> ast.Refill:
        return self.refill_up_to(meta, children)._replace(trumps_too=True)

    def refill_any_by_everyone(self, meta: Meta, children: list[Token | bool]) -> ast.Refill:
        return self.refill_any_up_to(meta, children)._replace(robber="none")

    def refill_returning_trumps(self, meta: Meta, children: list[Token]) -> ast.Refill:
        size, most = (self._number(c) for c in children)
        return ast.Refill(size, self._span(meta), robber="none", at_most=most, returned_trumps=True)

    def refill_by_everyone(self, meta: Meta, children: list[Token | bool]) -> ast.Refill:
        return self.refill(meta, children)._replace(robber="none")

    def keep_points(self, meta: Meta, children: list[Token]) -> bool:
        return True

    def no_refill(self, meta: Meta, children: list[Token]) -> ast.NoRefill:
        return ast.NoRefill(self._span(meta))

    def kitty(self, meta: Meta, children: list[Token | bool | str]) -> ast.Kitty:
        size, taken, keep = children
        assert isinstance(size, Token) and isinstance(keep, Token)
        before = taken == "before_naming"
        each = taken is True
        return ast.Kitty(
            self._number(size), each, self._number(keep), self._span(meta), before_naming=before
        )

    def discard_plain_first(self, meta: Meta, children: list[Token]) -> ast.DiscardDown:
        return ast.DiscardDown(self._number(children[0]), self._span(meta))

    def kitty_to_bidder(self, meta: Meta, children: list[Token]) -> bool:
        return False

    def kitty_for_each(self, meta: Meta, children: list[Token]) -> bool:
        return True

    def kitty_before_naming(self, meta: Meta, children: list[Token]) -> str:
        return "before_naming"

    def forced_bid(self, meta: Meta, children: list[Token]) -> ast.ForcedBid:
        rank, least = children
        return ast.ForcedBid(self._name(rank), self._number(least), self._span(meta))

    def begging(self, meta: Meta, children: list[bool]) -> ast.Begging:
        return ast.Begging(bool(children), self._span(meta))

    def gift_limit(self, meta: Meta, children: list[Token]) -> bool:
        return True

    def running(self, meta: Meta, children: list[Token]) -> ast.Running:
        return ast.Running(self._number(children[0]), self._span(meta))

    def discard_down(self, meta: Meta, children: list[Token]) -> ast.AfterRunning:
        return ast.AfterRunning(self._number(children[0]), self._span(meta))

    def keep_every_card(self, meta: Meta, children: list[Token]) -> ast.AfterRunning:
        return ast.AfterRunning(None, self._span(meta))

    def draw(self, meta: Meta, children: list[bool]) -> ast.Draw:
        return ast.Draw(children[0], self._span(meta))

    def face_up(self, meta: Meta, children: list[Token]) -> bool:
        return True

    def face_down(self, meta: Meta, children: list[Token]) -> bool:
        return False

    def trump_lead(self, meta: Meta, children: list[ast.FollowKind]) -> ast.TrumpLead:
        return ast.TrumpLead(children[0], self._span(meta))

    def must_follow(self, meta: Meta, children: list[Token]) -> ast.FollowKind:
        return "must_follow"

    def follow_or_trump(self, meta: Meta, children: list[Token]) -> ast.FollowKind:
        return "follow_or_trump"

    # -- points ---------------------------------------------------------------------
    def point(
        self,
        meta: Meta,
        children: list[Token | ast.PointCard | ast.Recipient | ast.Clause | ast.Number],
    ) -> ast.Point:
        name, card, *rest = children
        assert isinstance(name, Token) and isinstance(card, ast.PointCard)
        recipient = next((c for c in rest if isinstance(c, ast.Recipient)), None)
        clauses = tuple(c for c in rest if isinstance(c, ast.Clause))
        worth = next((c for c in rest if isinstance(c, ast.Number)), None)
        return ast.Point(self._name(name), card, recipient, clauses, self._span(meta), worth)

    def no_point(self, meta: Meta, children: list[Token]) -> ast.NoPoint:
        return ast.NoPoint(self._name(children[0]), self._span(meta))

    def worth(self, meta: Meta, children: list[Token]) -> ast.Number:
        return self._number(children[0])

    def to_dealer(self, meta: Meta, children: list[Token]) -> ast.Recipient:
        return ast.Recipient("dealer", self._span(meta))

    def to_others(self, meta: Meta, children: list[Token]) -> ast.Recipient:
        return ast.Recipient("others", self._span(meta))

    def tie_eldest(self, meta: Meta, children: list[Token]) -> ast.Clause:
        return ast.Clause("tie_eldest", self._span(meta))

    def tie_carried(self, meta: Meta, children: list[Token]) -> ast.Clause:
        return ast.Clause("tie_carried", self._span(meta))

    def joker_half(self, meta: Meta, children: list[Token]) -> ast.Clause:
        return ast.Clause("joker_half", self._span(meta))

    def at_once(self, meta: Meta, children: list[Token]) -> ast.Clause:
        return ast.Clause("at_once", self._span(meta))

    def hanged(self, meta: Meta, children: list[Token]) -> ast.Clause:
        return ast.Clause("hanged", self._span(meta), self._number(children[0]))

    def count_value(self, meta: Meta, children: list[Token]) -> ast.CountValue:
        rank, value = children
        return ast.CountValue(str(rank), self._number(value), self._span(meta))

    def to_holder(self, meta: Meta, children: list[Token]) -> ast.Recipient:
        return ast.Recipient("holder", self._span(meta))

    def to_capturer(self, meta: Meta, children: list[Token]) -> ast.Recipient:
        return ast.Recipient("capturer", self._span(meta))

    def to_player(self, meta: Meta, children: list[Token]) -> ast.Recipient:
        return ast.Recipient("player", self._span(meta))

    def not_dealt_nobody(self, meta: Meta, children: list[Token]) -> ast.Clause:
        return ast.Clause("not_dealt_nobody", self._span(meta))

    def tie_nobody(self, meta: Meta, children: list[Token]) -> ast.Clause:
        return ast.Clause("tie_nobody", self._span(meta))

    def tie_pitcher(self, meta: Meta, children: list[Token]) -> ast.Clause:
        return ast.Clause("tie_pitcher", self._span(meta))

    # -- scoring, winning, settlement -------------------------------------------------
    def contract(
        self, meta: Meta, children: list[Literal["reach_bid", "difference"]]
    ) -> ast.Contract:
        return ast.Contract(children[0], self._span(meta))

    def set_back_by_bid(self, meta: Meta, children: list[Token]) -> Literal["reach_bid"]:
        return "reach_bid"

    def by_difference(self, meta: Meta, children: list[Token]) -> Literal["difference"]:
        return "difference"

    def target(self, meta: Meta, children: list[Token]) -> ast.Target:
        return ast.Target(self._number(children[0]), self._span(meta))

    def count_out(self, meta: Meta, children: list[ast.CountOut]) -> ast.CountOut:
        return children[0]._replace(span=self._span(meta))

    def in_order(self, meta: Meta, children: list[Token | bool]) -> ast.CountOut:
        pitcher_first = bool(children) and children[0] is True
        names = tuple(self._name(c) for c in children if isinstance(c, Token))
        return ast.CountOut("in_order", pitcher_first, names, self._span(meta))

    def higher_score(self, meta: Meta, children: list[Token]) -> ast.CountOut:
        return ast.CountOut("higher_score", True, (), self._span(meta))

    def no_count_out(self, meta: Meta, children: list[Token]) -> ast.CountOut:
        return ast.CountOut("none", False, (), self._span(meta))

    def bid_out(self, meta: Meta, children: list[Token]) -> ast.CountOut:
        return ast.CountOut("bid_out", True, (), self._span(meta))

    def pitcher_first(self, meta: Meta, children: list[Token]) -> bool:
        return True

    def settle(self, meta: Meta, children: list[Token]) -> ast.Settle:
        return ast.Settle(self._number(children[0]), self._number(children[1]), self._span(meta))

    def no_settle(self, meta: Meta, children: list[Token]) -> ast.NoSettle:
        return ast.NoSettle(self._span(meta))
