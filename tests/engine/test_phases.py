"""The engine's phases in process, on IR compiled here: what is legal and what a refusal
says come from the same constraints, and nothing refused changes the game."""

from __future__ import annotations

from pathlib import Path

import pytest

from allfours.pipeline import check_variant
from allfours.runtime.engine import Engine, IllegalAction
from allfours.runtime.model import Rules
from allfours.semantic.resolve import Loader
from conftest import load_rules_module

EVEN_A_SMUDGE = """\
variant even_smudge "Pitch, the dealer may match even a smudge" extends auction_pitch
dealer's privilege: the dealer may take the contract at the high bid, even a smudge
"""


def _rules(folder: Path, name: str, text: str) -> Rules:
    path = folder / f"{name}.variant"
    path.write_text(text, encoding="utf-8")
    checked = check_variant(path, Loader())
    assert checked.variant is not None, [d.message for d in checked.diagnostics]
    return checked.variant.rules


def _state(game: Engine) -> tuple[object, ...]:
    return (
        game.dealer,
        game.phase,
        game.to_act,
        game.high_bid,
        [list(hand) for hand in game.hands],
        list(game.scores),
        list(game.events),
        game.hand_result,
    )


def test_after_a_smudge_the_dealer_may_match_it_and_a_refusal_says_so(tmp_path: Path) -> None:
    rules = _rules(tmp_path, "even_smudge", EVEN_A_SMUDGE)
    game = Engine(rules, 4, dealer=3, seed=1)
    game.deal()
    game.apply("bid 4")  # seat 0 smudges
    game.apply("pass")
    game.apply("pass")
    assert game.to_act == 3 and game.legal_actions() == ("pass", "bid 4")
    before = _state(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply("bid 3")
    assert refused.value.rule == rules.cite("auction.smudge")
    assert "may only match it (bid 4)" in refused.value.reason
    assert _state(game) == before


def test_every_action_the_engine_refuses_is_one_it_does_not_list(tmp_path: Path) -> None:
    """At every step of many hands, each candidate action is either listed as legal (and
    then accepted) or refused with a rule, leaving the game as it was."""
    rules = _rules(tmp_path, "even_smudge", EVEN_A_SMUDGE)
    candidates = ["pass", *(f"bid {b}" for b in range(1, 6))]
    game = Engine(rules, 4, seed=7)
    for hand in range(60):
        if game.game_over:
            game = Engine(rules, 4, seed=hand)
        game.deal()
        while game.to_act is not None:
            legal = game.legal_actions()
            hand = game.observation(game.to_act)["hand"]
            for action in [*candidates, *(f"play {card}" for card in hand)]:
                if action in legal:
                    continue
                before = _state(game)
                with pytest.raises(IllegalAction) as refused:
                    game.apply(action)
                assert refused.value.rule and refused.value.reason
                assert _state(game) == before
            game.apply(legal[-1])


def test_a_refused_deal_changes_nothing(tmp_path: Path) -> None:
    """Three refused deals used to move the dealer on and leave a half-dealt hand."""
    rules = _rules(tmp_path, "even_smudge", EVEN_A_SMUDGE)
    game = Engine(rules, 2, dealer=0)
    before = _state(game)
    bad_deals = [
        [["AS", "KS", "QS", "JS", "TS"], ["AH", "KH", "QH", "JH", "TH", "9H"]],
        [["AS", "KS", "QS", "JS", "TS", "9S"], ["AS", "KH", "QH", "JH", "TH", "9H"]],
        [["AS", "KS", "QS", "JS", "TS", "1S"], ["AH", "KH", "QH", "JH", "TH", "9H"]],
    ]
    for hands in bad_deals:
        with pytest.raises(ValueError):
            game.deal(hands)
        assert _state(game) == before
    game.deal([["AS", "KS", "QS", "JS", "TS", "9S"], ["AH", "KH", "QH", "JH", "TH", "9H"]])
    assert game.dealer == 0 and game.phase == "auction" and game.to_act == 1


def test_an_observation_shows_every_finished_trick_of_the_hand_and_no_hidden_card() -> None:
    """A player sees each trick played so far (public at the table), never another's hand."""
    game = load_rules_module("auction_pitch").Game(4, seed=5)
    game.deal()
    while game.to_act is not None and len(game.tricks) < 3:
        game.apply(game.legal_actions()[0])
    seen = game.observation(1)
    finished = [e for e in game.events if type(e).__name__ == "TrickWon"]
    assert len(finished) == 3
    assert [{k: v for k, v in t.items() if k != "seats"} for t in seen["tricks"]] == [
        {"leader": t.leader, "cards": list(t.cards), "winner": t.winner} for t in finished
    ]
    for t in seen["tricks"]:  # four players, each playing once, from the leader round
        assert t["seats"] == [(t["leader"] + i) % 4 for i in range(4)]
    others = {game.codes[c] for seat, hand in enumerate(game.hands) if seat != 1 for c in hand}
    assert not others & set(seen["hand"])
