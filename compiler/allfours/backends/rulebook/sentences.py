"""The numbered rules' sentences planned once for every language (the catalogs' rules.ftl).

For each kind of fact whose words are in the catalogs, `sentence` decides which message
says it and with which values: the direction the turn goes, who plays the contract (the
pitcher or the maker), whether sides score, the rules it cites. The language modules
(`english.py`, `spanish.py`, `polish.py`) still say the kinds not here; kind by kind, with
every page byte-identical, the rest move here.
"""

from __future__ import annotations

from allfours.backends.rulebook import facts as f
from allfours.catalogs import Say, say


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _note(message: str) -> Say:
    """The implementers' note that ends a rule: what the rules module writes."""
    return say("rule-note", text=say(message))


def sentence(fact: f.Fact, plan: f.Plan) -> Say | None:
    """The message that states `fact`, or None where a language module still says it."""
    role = "maker" if plan.maker else "pitcher"
    sides = _yes(plan.sides)
    match fact:
        case f.Rotation(step=step, bunch=bunch):
            way = {1: "left", -1: "right", 0: "none"}[step]
            return say("rule-rotation", way=way, bunch=bunch or "", again=_yes(bool(bunch)))
        case f.TurnUp(begging=begging):
            return say("rule-turn-up", begging=begging or "", offered=_yes(bool(begging)))
        case f.StockTrump(draw=draw, face_up=face_up):
            return say(
                "rule-stock-trump", draw=draw or "", drawn=_yes(bool(draw)), up=_yes(face_up)
            )
        case f.NoAuction(direction=direction):
            return say("rule-no-auction", side=direction)
        case f.BiddingOrder(kind=kind, direction=direction, sold_in_rounds=rounds):
            order = "sell-rounds" if kind == "sell" and rounds else kind
            return say("rule-bidding-order", order=order, side=direction)
        case f.NobodyBuys():
            return say("rule-nobody-buys", sides=sides)
        case f.TheContract(kind=kind, privilege=privilege):
            how = "sell" if kind == "sell" else "privilege" if privilege else "highest"
            return say("rule-contract", how=how, role=role, sides=sides)
        case f.NamedTrump():
            return say("rule-named-trump", role=role, note=_note("note-name-trump"))
        case f.BegOrStand():
            return say("rule-beg-or-stand", note=_note("note-beg-or-stand"))
        case f.PlainLead(free=True, void=void):
            return say("rule-plain-lead-free", void=void)
        case f.MakerLeads(trumps_only=only, direction=direction, left_of_maker=left):
            card = "trumps-only" if only else "trump" if fact.trump_first else "any"
            lead = "left" if left else "maker"
            return say("rule-maker-leads", card=card, lead=lead, only=only or "", side=direction)
    return None
