"""Lowering: a checked chain of variant files becomes one fully resolved IR variant."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from allfours import ast, ir
from allfours.semantic.settings import Settings, pack_ranks
from allfours.span import source_lines

_PRIVILEGE = {
    ("none", None): "none",
    ("match", None): "match",
    ("match", "except_smudge"): "match_except_smudge",
    ("match", "even_smudge"): "match_even_smudge",
}
_COUNT_RANKS = {"10": "T"}


def default_rule_prefix(variant_id: str) -> str:
    """Initials of the id: `auction_pitch` -> `AP`."""
    initials = "".join(part[0] for part in variant_id.split("_") if part and part[0].isalpha())
    return (initials or "R").upper()[:6]


def _origin(statement: ast.Statement | ast.Point, sources: Mapping[str, str]) -> ir.Origin:
    span = statement.span
    lines = source_lines(sources.get(span.path, ""))
    text = lines[span.line - 1].strip() if 0 < span.line <= len(lines) else ""
    return ir.Origin(span.path, span.line, text)


def _point(point: ast.Point, sources: Mapping[str, str]) -> ir.PointRule:
    card = point.card
    clauses = {clause.kind for clause in point.clauses}
    tie = None
    if card.kind == "most_count":
        tie = "pitcher" if "tie_pitcher" in clauses else "nobody"
    return ir.PointRule(
        id=point.id.value,
        kind=card.kind,
        rank=ir.RANK_WORDS[card.rank] if card.rank else None,
        recipient=point.recipient.kind if point.recipient else None,
        counts=tuple((_COUNT_RANKS.get(v.rank, v.rank), v.value.value) for v in card.counts),
        tie=tie,
        origin=_origin(point, sources),
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
    get = settings.get
    players, deal, auction = get(ast.Players), get(ast.Deal), get(ast.Auction)
    joker = get(ast.Joker)
    scoring = get(ast.Scoring)
    target = get(ast.Target)
    assert players and deal and auction and target, "lower() needs a checked variant"
    # A description describes its own file's variant: it is not inherited.
    description = next((s for s in leaf.statements if isinstance(s, ast.Description)), None)
    numbering = get(ast.Numbering)
    pack = get(ast.Pack)
    rotation = get(ast.Rotation)
    privilege = get(ast.Privilege)
    smudge = get(ast.Smudge)
    all_pass = get(ast.AllPass)
    trump_lead = get(ast.TrumpLead)
    plain_lead = get(ast.PlainLead)
    count_out = get(ast.CountOut)
    settle = get(ast.Settle)
    setback_chips = get(ast.SetbackChips)
    points = tuple(_point(point, sources) for point in settings.points)
    if auction.kind != "once_around":
        # Bidding rules inherited from a base do not apply without a bidding round
        # (the checks refuse them when stated beside the auction itself).
        privilege, smudge, all_pass = None, None, None
    root_id = chain[-1].header.id.value
    origins = sorted(
        (key, _origin(statement, sources)) for key, statement in settings.by_key.items()
    )
    return ir.Variant(
        id=leaf.header.id.value,
        title=leaf.header.title,
        description=description.text if description else "",
        source=leaf.path,
        lineage=tuple(v.header.id.value for v in chain),
        rule_prefix=numbering.prefix.value if numbering else default_rule_prefix(root_id),
        players_min=players.low.value,
        players_max=(players.high or players.low).value,
        partnership_size=players.partnership.value if players.partnership else 1,
        ranks=pack_ranks(pack),
        jokers=1 if pack and pack.joker else 0,
        joker_trump=ir.SUIT_WORDS[joker.pitched_trump] if joker else None,
        pack_size=pack.size.value if pack else 52,
        hand_size=deal.hand_size.value,
        packet_size=deal.packet_size.value,
        deal_rotation=rotation.step if rotation else 1,
        auction=auction.kind,
        min_bid=auction.low.value if auction.low else 0,
        max_bid=auction.high.value if auction.high else 0,
        privilege=_PRIVILEGE[(privilege.kind, privilege.limit)] if privilege else "none",
        smudge_bid=smudge.bid.value if smudge else None,
        smudge_wins_game=smudge.wins_game if smudge else False,
        smudge_unless_in_hole=smudge.unless_in_hole if smudge else False,
        smudge_scores_bid=smudge.scores_bid if smudge else False,
        smudge_needs_every_trick=smudge.needs_every_trick if smudge else False,
        all_pass=all_pass.kind
        if all_pass
        else ("stick_the_dealer" if auction.kind == "once_around" else "eldest_pitches"),
        trump_lead=trump_lead.kind if trump_lead else "must_follow",
        plain_lead=plain_lead.kind if plain_lead else "follow_or_trump",
        points=points,
        countdown=scoring.countdown if scoring else False,
        count_out_mode=count_out.mode if count_out else "in_order",
        count_out_pitcher_first=count_out.pitcher_first if count_out else True,
        count_out_order=tuple(n.value for n in count_out.order)
        if count_out
        else tuple(p.id for p in points),
        target=target.value.value,
        all_points_wins_game=get(ast.InstantWin) is not None,
        settle_above_zero=settle.above_zero.value if settle else 1,
        settle_at_or_below_zero=settle.at_or_below_zero.value if settle else 2,
        setback_chips=setback_chips.per_setback.value if setback_chips else 0,
        origins=tuple(origins),
        parent=parent,
        source_text=sources.get(leaf.path, ""),
    )
