"""Lowering: a checked chain of variant files becomes one fully resolved IR variant.

Every setting a variant does not state takes its default, the line the setting registry
gives (`registry.settings`), parsed and lowered as if the variant had said it. The
choices the rules leave to more than one setting are made here, once, so that the
engine and every rulebook read the same answer: a dealer's privilege "at the high bid"
never reaches a smudge unless it says `even a smudge`; bidding rules inherited by a
variant without bidding are dropped; going out by the higher score credits the points
in the order they are defined when scores are level.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, Literal, TypeVar

from allfours import ast, ir
from allfours.ir import JOKER_CODE
from allfours.registry.points import POINT_KIND, Written
from allfours.registry.rules import numbered
from allfours.registry.settings import SETTINGS, Setting
from allfours.runtime import model
from allfours.semantic.resolve import source_name
from allfours.semantic.settings import Settings, pack_ranks
from allfours.span import source_lines

_COUNT_RANKS = {"10": "T"}
S = TypeVar("S")


def default_rule_prefix(variant_id: str) -> str:
    """Initials of the id: `auction_pitch` -> `AP`."""
    initials = "".join(part[0] for part in variant_id.split("_") if part and part[0].isalpha())
    return (initials or "R").upper()[:6]


@cache
def _defaults() -> tuple[ast.Statement, ...]:
    """The registry's default lines, parsed once."""
    from allfours.syntax.parser import parse_statement

    return tuple(parse_statement(s.default) for s in SETTINGS if s.default)


def _setting(settings: Settings, kind: type[S]) -> S:
    """The statement in force for a setting: the variant's own, else its default."""
    stated = settings.get(kind)
    if stated is not None:
        return stated
    default = next((d for d in _defaults() if isinstance(d, kind)), None)
    assert default is not None, f"{kind.__name__} has no default: lower() needs a checked variant"
    return default


def _default_of(setting: Setting) -> ast.Stated | None:
    """The default line of a setting the registry declares whole, parsed (None: it has
    none, and the IR's own default stands)."""
    return next(
        (d for d in _defaults() if isinstance(d, ast.Stated) and d.key == setting.key), None
    )


def _written(record: Any, path: list[str], value: object) -> Any:
    """`record` (a record of the IR) with the field at `path` set to `value`; a part on the
    way that the variant lacks (None) is left as it is: the setting does not apply."""
    name, *rest = path
    if not rest:
        return record._replace(**{name: value})
    inner = getattr(record, name)
    return record if inner is None else record._replace(**{name: _written(inner, rest, value)})


def _declared(rules: model.Rules, settings: Settings) -> model.Rules:
    """Every setting the registry declares whole, written into the IR field it decides
    (`Setting.ir`): the alternative the variant states, else its default line."""
    for setting in SETTINGS:
        if not setting.declared:
            continue
        stated = settings.stated(setting.key) or _default_of(setting)
        if stated is not None:
            rules = _written(rules, setting.ir.split("."), stated.value())
    return _smudge(rules, settings)


def _smudge(rules: model.Rules, settings: Settings) -> model.Rules:
    """What other statements say of the smudge: a sale has none (bidding rules inherited
    from a base do not apply to it), and the dealer's privilege says whether the dealer
    may take even a smudge."""
    auction = rules.auction
    if auction is None or auction.smudge is None:
        return rules
    if auction.kind == "sell":
        return rules._replace(auction=auction._replace(smudge=None))
    # in rounds the dealer has no last word to match with (as `_auction` reads it)
    privilege = _setting(settings, ast.Privilege) if auction.kind == "once_around" else None
    match = privilege is not None and privilege.limit == "even_smudge"
    smudge = auction.smudge._replace(dealer_may_match=match)
    return rules._replace(auction=auction._replace(smudge=smudge))


def _origin(statement: ast.Statement | ast.Point, sources: Mapping[str, str]) -> ir.Origin:
    span = statement.span
    lines = source_lines(sources.get(span.path, ""))
    text = lines[span.line - 1].strip() if 0 < span.line <= len(lines) else ""
    return ir.Origin(source_name(span.path), span.line, text)


def _select(point: ast.Point) -> model.Select | model.Prelude:
    card = point.card
    counts = tuple((_COUNT_RANKS.get(v.rank, v.rank), v.value.value) for v in card.counts)
    written = Written(card.rank, counts, frozenset(clause.kind for clause in point.clauses))
    return POINT_KIND[card.kind].lower(written)


def _point(point: ast.Point) -> model.Point:
    credit = point.recipient.kind if point.recipient else None
    hanged = next((c.value.value for c in point.clauses if c.kind == "hanged" and c.value), 0)
    return model.Point(
        point.id.value,
        _select(point),
        credit,
        point.worth.value if point.worth else 1,
        at_once=any(clause.kind == "at_once" for clause in point.clauses),
        hanged=hanged,
    )


def _table(settings: Settings) -> model.Table:
    players = _setting(settings, ast.Players)
    low, high = players.low.value, (players.high or players.low).value
    size = players.partnership.value if players.partnership else 1
    if players.partnered_at is not None:
        partnered: tuple[int, ...] = (players.partnered_at.value,)
    else:
        partnered = tuple(range(low, high + 1)) if size > 1 else ()
    excluded = tuple(range(low + 1, high)) if players.either else ()
    return model.Table(low, high, size, partnered, excluded)


def _begging(settings: Settings) -> model.Begging | None:
    begging = settings.get(ast.Begging)
    if begging is None:
        return None
    after = _setting(settings, ast.AfterRunning).discard_to
    return model.Begging(
        begging.gift_limit,
        _setting(settings, ast.Running).size.value,
        after.value if after else None,
    )


def _settlement(settings: Settings) -> model.Settlement | None:
    if settings.get(ast.NoSettle) is not None:
        return None
    settle = _setting(settings, ast.Settle)
    return model.Settlement(settle.above_zero.value, settle.at_or_below_zero.value)


def _trump_lead(kind: ast.FollowKind) -> Literal["must_follow"]:
    # On a trump lead the suit led is trump: "or trump" adds nothing, and the checker
    # refuses it (E0801) rather than let it pass for a rule of its own.
    assert kind == "must_follow", "checked: E0801"
    return kind


def _auction(settings: Settings) -> model.Auction | None:
    auction = _setting(settings, ast.Auction)
    if auction.kind == "none":
        return None
    assert auction.low is not None and auction.high is not None
    low, high = auction.low.value, auction.high.value
    if auction.kind == "sell":
        # Bidding rules inherited from a base do not apply to a sale (the checks refuse
        # them when stated beside the auction itself): the seller decides instead.
        return model.Auction(
            "sell", low, high, all_pass="eldest_pitches", sold_in_rounds=auction.sold_in_rounds
        )
    # In rounds the dealer has no last word to match with (the checks refuse a privilege
    # stated beside such an auction; one inherited from a base is dropped).
    privilege = (
        _setting(settings, ast.Privilege)
        if auction.kind == "once_around"
        else ast.Privilege("none", None, None, auction.span)
    )
    return model.Auction(
        auction.kind,
        low,
        high,
        "match" if privilege.kind == "match" else "none",
        None,  # the smudge: a statement declared whole (`_declared`, then `_smudge`)
        _setting(settings, ast.AllPass).kind,
        auction.retake,
        stuck.value if (stuck := _setting(settings, ast.AllPass).stuck_at) is not None else 0,
        (
            model.ForcedBid(ir.RANK_WORDS[forced.rank.value], forced.at_least.value)
            if (forced := settings.get(ast.ForcedBid)) is not None
            else None
        ),
        stuck_set=(
            choice.value if (choice := _setting(settings, ast.AllPass).stuck_set) is not None else 0
        ),
    )


def _discard_down(
    kitty: ast.Kitty | None, down: ast.DiscardDown | None
) -> model.DiscardDown | None:
    """A kitty and the discards after it, or discards down without one (the checks refuse
    both in one variant)."""
    if kitty is not None:
        return model.DiscardDown(
            kitty.discard_to.value, kitty.size.value, kitty.each, before_naming=kitty.before_naming
        )
    return model.DiscardDown(down.down_to.value, plain_first=True) if down is not None else None


def _count_out(settings: Settings, points: tuple[model.Point, ...]) -> model.CountOut:
    stated = settings.get(ast.CountOut)
    # Points scored the moment they happen decide by when they happened, not by an order.
    in_defined_order = tuple(point.id for point in points if not point.scored_at_once)
    if stated is None:
        return model.CountOut("in_order", True, in_defined_order)
    if stated.mode in ("none", "bid_out"):  # only one side can win a hand: no order needed
        return model.CountOut(stated.mode, stated.mode == "bid_out", ())
    if stated.mode == "higher_score":
        # Level scores go to the pitcher's side, else to the points in the defined order.
        return model.CountOut("higher_score", True, in_defined_order)
    return model.CountOut("in_order", stated.pitcher_first, tuple(n.value for n in stated.order))


def _rules(chain: Sequence[ast.VariantFile], settings: Settings) -> model.Rules:
    leaf = chain[0]
    pack = _setting(settings, ast.Pack)
    deal = _setting(settings, ast.Deal)
    joker = settings.get(ast.Joker)
    jokers: tuple[model.Joker, ...] = ()
    if joker is not None and joker.above is not None and pack.jokers == joker.number:
        above = ir.RANK_WORDS[joker.above.value]
        codes = ("HJ", "LJ") if joker.number == 2 else (JOKER_CODE,)
        jokers = tuple(model.Joker(code, "above", False, None, above) for code in codes)
    elif joker is not None and joker.above is None and pack.jokers == 1:
        # The lowest trump; where trump is pitched, the suit it makes trump when pitched.
        pitched = ir.SUIT_WORDS[joker.pitched_trump] if joker.pitched_trump else None
        jokers = (model.Joker(JOKER_CODE, "lowest", False, pitched),)
    points = tuple(_point(point) for point in settings.points)
    trump = _setting(settings, ast.Trump).kind
    draw = settings.get(ast.Draw)
    refill = settings.get(ast.Refill)
    kitty, down = settings.get(ast.Kitty), settings.get(ast.DiscardDown)
    same = settings.get(ast.SameColour)
    same_colour = (
        model.SameColour(ir.RANK_WORDS[same.rank.value], ir.RANK_WORDS[same.below.value])
        if same is not None
        else None
    )
    return model.Rules(
        id=leaf.header.id.value,
        title=leaf.header.title,
        table=_table(settings),
        pack=model.Pack(
            pack_ranks(pack), jokers, same_colour, joker.level if joker is not None else ""
        ),
        deal=model.Deal(deal.hand_size.value, deal.packet_size.value),
        # Trump turned up from the stock is never named by a bid (the checks say so).
        auction=_auction(settings) if trump in ("first_card_pitched", "named") else None,
        trump=model.Trump(trump),
        play=model.Play(_trump_lead(_setting(settings, ast.TrumpLead).kind)),
        points=points,
        scoring=model.Scoring(contract=_setting(settings, ast.Contract).kind),
        game=model.GameEnd(
            _setting(settings, ast.Target).value.value, _count_out(settings, points)
        ),
        settlement=_settlement(settings),
        begging=_begging(settings) if trump == "turn_up" else None,
        draw=model.Draw(draw.face_up) if draw is not None and trump == "top_of_stock" else None,
        refill=(
            model.Refill(
                refill.hand_size.value,
                refill.keep_points,
                refill.robber,
                refill.at_most.value if refill.at_most is not None else 0,
                refill.returned_trumps,
                refill.trumps_too,
                refill.partner_robs is not None,
            )
            if refill is not None and trump == "named"
            else None
        ),
        discard_down=_discard_down(kitty, down) if trump == "named" and refill is None else None,
    )


def lower(
    chain: Sequence[ast.VariantFile],
    settings: Settings,
    sources: Mapping[str, str],
    parent: ir.Variant | None = None,
) -> ir.Variant:
    """Build the IR. The chain (leaf first) must have passed every check; `parent` is its
    base's IR (None for a variant that extends nothing)."""
    leaf = chain[0]
    # A description and its translations describe their own file's variant: they are not
    # inherited (ast.NOT_INHERITED), so they are read from the leaf alone.
    description = next((s for s in leaf.statements if isinstance(s, ast.Description)), None)
    numbering = settings.get(ast.Numbering)
    prefix = numbering.prefix.value if numbering else default_rule_prefix(chain[-1].header.id.value)
    rules = _declared(_rules(chain, settings), settings)
    numbers = tuple((rule.id, rule.number) for rule in numbered(rules, prefix))
    return ir.Variant(
        rules=rules._replace(numbers=numbers),
        prefix=prefix,
        description=description.text if description else "",
        source=source_name(leaf.path),
        lineage=tuple(v.header.id.value for v in chain),
        origins=tuple(
            sorted((key, _origin(statement, sources)) for key, statement in settings.by_key.items())
        ),
        parent=parent,
        source_text=sources.get(leaf.path, ""),
        translations=tuple(
            sorted((s.key, s.text) for s in leaf.statements if isinstance(s, ast.Translation))
        ),
    )
