"""The typed Transformer from Lark parse trees of one line to AST nodes.

Nothing here raises on purpose: every shape the grammar accepts becomes a node, and
whether it makes sense is for the checks to say.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from allfours import ast
from allfours.span import Span


def _unquote(token: Token) -> str:
    body = str(token)[1:-1]
    return body.replace('\\"', '"').replace("\\\\", "\\")


@v_args(meta=True)
class ToAst(Transformer[Token, Any]):
    def __init__(self, path: str) -> None:
        super().__init__()
        self.path = path
        self.line = 1

    def at_line(self, line: int) -> ToAst:
        self.line = line
        return self

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
    def header(self, meta: Meta, children: list[Any]) -> ast.Header:
        name, title, *rest = children
        base = rest[0] if rest else None
        return ast.Header(self._name(name), _unquote(title), base, self._span(meta))

    def extends(self, meta: Meta, children: list[Token]) -> ast.Name:
        return self._name(children[0])

    # -- statements -----------------------------------------------------------------
    def description(self, meta: Meta, children: list[Token]) -> ast.Description:
        return ast.Description(_unquote(children[0]), self._span(meta))

    def numbering(self, meta: Meta, children: list[Token]) -> ast.Numbering:
        return ast.Numbering(self._name(children[0]), self._span(meta))

    def players(self, meta: Meta, children: list[Any]) -> ast.Players:
        numbers = [c for c in children if isinstance(c, Token)]
        form = next((c for c in children if isinstance(c, tuple)), None)
        high = self._number(numbers[1]) if len(numbers) > 1 else None
        size, seating = form if form else (None, None)
        return ast.Players(self._number(numbers[0]), high, size, seating, self._span(meta))

    def individuals(self, meta: Meta, children: list[Any]) -> None:
        return None

    def partnerships(self, meta: Meta, children: list[Any]) -> tuple[ast.Number, str | None]:
        seating = children[1] if len(children) > 1 else None
        return self._number(children[0]), seating

    def opposite(self, meta: Meta, children: list[Any]) -> str:
        return "opposite"

    def alternately(self, meta: Meta, children: list[Any]) -> str:
        return "alternately"

    def pack(self, meta: Meta, children: list[Any]) -> ast.Pack:
        lowest = next((c for c in children if isinstance(c, ast.Name)), None)
        joker = any(c is True for c in children)
        return ast.Pack(self._number(children[0]), lowest, joker, self._span(meta))

    def lowest_rank(self, meta: Meta, children: list[Token]) -> ast.Name:
        return self._name(children[0])

    def with_joker(self, meta: Meta, children: list[Any]) -> bool:
        return True

    def joker(self, meta: Meta, children: list[Token]) -> ast.Joker:
        return ast.Joker(str(children[0]), self._span(meta))

    def deal(self, meta: Meta, children: list[Any]) -> ast.Deal:
        return ast.Deal(self._number(children[0]), self._number(children[1]), self._span(meta))

    def rotation(self, meta: Meta, children: list[int]) -> ast.Rotation:
        return ast.Rotation(children[0], self._span(meta))

    def deal_passes_left(self, meta: Meta, children: list[Token]) -> int:
        return 1

    def deal_passes_right(self, meta: Meta, children: list[Token]) -> int:
        return -1

    def deal_stays(self, meta: Meta, children: list[Token]) -> int:
        return 0

    def auction(self, meta: Meta, children: list[ast.Auction]) -> ast.Auction:
        kind = children[0]
        return ast.Auction(kind.kind, kind.low, kind.high, self._span(meta))

    def once_around(self, meta: Meta, children: list[Any]) -> ast.Auction:
        low, high = self._number(children[0]), self._number(children[1])
        return ast.Auction("once_around", low, high, self._span(meta))

    def no_auction(self, meta: Meta, children: list[Any]) -> ast.Auction:
        return ast.Auction("none", None, None, self._span(meta))

    def selling(self, meta: Meta, children: list[Any]) -> ast.Auction:
        low, high = self._number(children[0]), self._number(children[1])
        return ast.Auction("sell", low, high, self._span(meta))

    def privilege(self, meta: Meta, children: list[ast.Privilege]) -> ast.Privilege:
        kind = children[0]
        return ast.Privilege(kind.kind, kind.limit, kind.limit_span, self._span(meta))

    def no_privilege(self, meta: Meta, children: list[Any]) -> ast.Privilege:
        return ast.Privilege("none", None, None, self._span(meta))

    def match_privilege(self, meta: Meta, children: list[tuple[str, Span]]) -> ast.Privilege:
        limit, limit_span = children[0] if children else (None, None)
        return ast.Privilege("match", limit, limit_span, self._span(meta))

    def except_smudge(self, meta: Meta, children: list[Any]) -> tuple[str, Span]:
        return "except_smudge", self._span(meta)

    def even_smudge(self, meta: Meta, children: list[Any]) -> tuple[str, Span]:
        return "even_smudge", self._span(meta)

    def smudge(self, meta: Meta, children: list[Any]) -> ast.Smudge:
        bid, *clauses = children
        kinds = {kind for kind, _ in clauses}
        return ast.Smudge(
            self._number(bid),
            wins_game=bool(kinds & {"wins", "wins_unless_in_hole"}),
            unless_in_hole="wins_unless_in_hole" in kinds,
            scores_bid="scores_bid" in kinds,
            needs_every_trick="all_tricks" in kinds,
            clauses=tuple(span for _, span in clauses),
            span=self._span(meta),
        )

    def no_smudge(self, meta: Meta, children: list[Any]) -> ast.NoSmudge:
        return ast.NoSmudge(self._span(meta))

    def smudge_win(self, meta: Meta, children: list[Any]) -> tuple[str, Span]:
        return ("wins_unless_in_hole" if children else "wins"), self._span(meta)

    def smudge_scores_bid(self, meta: Meta, children: list[Any]) -> tuple[str, Span]:
        return "scores_bid", self._span(meta)

    def smudge_all_tricks(self, meta: Meta, children: list[Any]) -> tuple[str, Span]:
        return "all_tricks", self._span(meta)

    def hole_exception(self, meta: Meta, children: list[Any]) -> bool:
        return True

    def all_pass(self, meta: Meta, children: list[str]) -> ast.AllPass:
        return ast.AllPass(children[0], self._span(meta))

    def stick_the_dealer(self, meta: Meta, children: list[Any]) -> str:
        return "stick_the_dealer"

    def redeal_by_next_dealer(self, meta: Meta, children: list[Any]) -> str:
        return "redeal_by_next_dealer"

    def redeal_by_same_dealer(self, meta: Meta, children: list[Any]) -> str:
        return "redeal_by_same_dealer"

    def eldest_pitches(self, meta: Meta, children: list[Any]) -> str:
        return "eldest_pitches"

    def trump(self, meta: Meta, children: list[Any]) -> ast.Trump:
        return ast.Trump(self._span(meta))

    def trump_lead(self, meta: Meta, children: list[str]) -> ast.TrumpLead:
        return ast.TrumpLead(children[0], self._span(meta))

    def plain_lead(self, meta: Meta, children: list[str]) -> ast.PlainLead:
        return ast.PlainLead(children[0], self._span(meta))

    def must_follow(self, meta: Meta, children: list[Any]) -> str:
        return "must_follow"

    def follow_or_trump(self, meta: Meta, children: list[Any]) -> str:
        return "follow_or_trump"

    def void(self, meta: Meta, children: list[Any]) -> ast.Void:
        return ast.Void(self._span(meta))

    # -- points ---------------------------------------------------------------------
    def point(self, meta: Meta, children: list[Any]) -> ast.Point:
        name, card, *rest = children
        recipient = next((c for c in rest if isinstance(c, ast.Recipient)), None)
        clauses = tuple(c for c in rest if isinstance(c, ast.Clause))
        return ast.Point(self._name(name), card, recipient, clauses, self._span(meta))

    def highest_trump(self, meta: Meta, children: list[Any]) -> ast.PointCard:
        return ast.PointCard("highest_trump", None, (), self._span(meta))

    def lowest_trump(self, meta: Meta, children: list[Any]) -> ast.PointCard:
        return ast.PointCard("lowest_trump", None, (), self._span(meta))

    def trump_card(self, meta: Meta, children: list[Token]) -> ast.PointCard:
        return ast.PointCard("trump_card", str(children[0]), (), self._span(meta))

    def joker_card(self, meta: Meta, children: list[Any]) -> ast.PointCard:
        return ast.PointCard("joker", None, (), self._span(meta))

    def most_count(self, meta: Meta, children: list[ast.CountValue]) -> ast.PointCard:
        return ast.PointCard("most_count", None, tuple(children), self._span(meta))

    def count_value(self, meta: Meta, children: list[Token]) -> ast.CountValue:
        rank, value = children
        return ast.CountValue(str(rank), self._number(value), self._span(meta))

    def to_holder(self, meta: Meta, children: list[Any]) -> ast.Recipient:
        return ast.Recipient("holder", self._span(meta))

    def to_capturer(self, meta: Meta, children: list[Any]) -> ast.Recipient:
        return ast.Recipient("capturer", self._span(meta))

    def to_player(self, meta: Meta, children: list[Any]) -> ast.Recipient:
        return ast.Recipient("player", self._span(meta))

    def not_dealt_nobody(self, meta: Meta, children: list[Any]) -> ast.Clause:
        return ast.Clause("not_dealt_nobody", self._span(meta))

    def tie_nobody(self, meta: Meta, children: list[Any]) -> ast.Clause:
        return ast.Clause("tie_nobody", self._span(meta))

    def tie_pitcher(self, meta: Meta, children: list[Any]) -> ast.Clause:
        return ast.Clause("tie_pitcher", self._span(meta))

    # -- scoring, winning, settlement -------------------------------------------------
    def contract(self, meta: Meta, children: list[Any]) -> ast.Contract:
        return ast.Contract(self._span(meta))

    def target(self, meta: Meta, children: list[Token]) -> ast.Target:
        return ast.Target(self._number(children[0]), self._span(meta))

    def count_out(self, meta: Meta, children: list[ast.CountOut]) -> ast.CountOut:
        order = children[0]
        return ast.CountOut(order.mode, order.pitcher_first, order.order, self._span(meta))

    def in_order(self, meta: Meta, children: list[Any]) -> ast.CountOut:
        pitcher_first = bool(children) and children[0] is True
        names = tuple(self._name(c) for c in children if isinstance(c, Token))
        return ast.CountOut("in_order", pitcher_first, names, self._span(meta))

    def higher_score(self, meta: Meta, children: list[Any]) -> ast.CountOut:
        return ast.CountOut("higher_score", True, (), self._span(meta))

    def count_up(self, meta: Meta, children: list[Any]) -> ast.Scoring:
        return ast.Scoring(False, self._span(meta))

    def count_down(self, meta: Meta, children: list[Any]) -> ast.Scoring:
        return ast.Scoring(True, self._span(meta))

    def pitcher_first(self, meta: Meta, children: list[Any]) -> bool:
        return True

    def instant_win(self, meta: Meta, children: list[Any]) -> ast.InstantWin:
        return ast.InstantWin(self._span(meta))

    def settle(self, meta: Meta, children: list[Token]) -> ast.Settle:
        return ast.Settle(self._number(children[0]), self._number(children[1]), self._span(meta))

    def setback_chips(self, meta: Meta, children: list[Token]) -> ast.SetbackChips:
        return ast.SetbackChips(self._number(children[0]), self._span(meta))
