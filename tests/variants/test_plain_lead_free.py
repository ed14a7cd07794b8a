"""`on a plain lead: play any card` (#26): only a trump lead must be followed.

The house rule is put on Auction Pitch (trump is the suit of the pitch; no jokers, no card
joins another suit), and on Auction Pitch with `when void: trump if able`; each is built
in memory as `allfours build` builds it and played by seeded random players. At every
play an oracle written here from the rulebook's words, not from the engine, says which
cards may be played: on a trump lead, a trump while the player holds one; on a plain
lead, any card, except that with `trump if able` a player holding none of the suit led
must play a trump while holding one. Its pages say the rule in three languages, and the
family page names it.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from types import ModuleType

import pytest

from conftest import built_in_memory

HOUSE_RULE = "on a plain lead: play any card"
VOID_TRUMPS = "when void: trump if able, else play any card"


def _build(tmp_path: Path, *lines: str) -> tuple[ModuleType, Mapping[str, str]]:
    path = tmp_path / "free_follow.variant"
    body = "\n".join(lines)
    path.write_text(f'variant free_follow "Free" extends auction_pitch\n{body}\n', "utf-8")
    module, _, files = built_in_memory(path)
    return module, files


def _allowed(hand: list[str], led: str | None, trump: str | None, void_trumps: bool) -> set[str]:
    """The oracle: the cards a player may play. A card's suit is its last letter."""
    if led is None or trump is None:  # a lead, or the pitch itself
        return set(hand)
    trumps = {c for c in hand if c[-1] == trump}
    if led == trump:
        return trumps or set(hand)
    if void_trumps and not any(c[-1] == led for c in hand):
        return trumps or set(hand)
    return set(hand)


def _play_games(module: ModuleType, void_trumps: bool, games: int = 30) -> Counter[str]:
    seen: Counter[str] = Counter()
    for seed in range(games):
        rng = random.Random(seed)
        game = module.Game(4, dealer=seed % 4, seed=seed)
        for _ in range(4):
            if game.game_over:
                break
            game.deal()
            while game.to_act is not None:
                seat = game.to_act
                legal = game.legal_actions()
                if legal[0].startswith("play "):
                    view = game.observation(seat)
                    led = view["trick"][0]["card"][-1] if view["trick"] else None
                    hand = view["hand"]
                    expected = _allowed(hand, led, view["trump"], void_trumps)
                    assert {a[5:] for a in legal} == expected, (seed, hand, led, view["trump"])
                    if led is not None and led != view["trump"] and led in {c[-1] for c in hand}:
                        others = [c for c in hand if c[-1] != led]
                        if others:
                            seen["plain lead, another suit allowed"] += 1
                    if led is not None and led == view["trump"] and len(expected) < len(hand):
                        seen["trump lead binds"] += 1
                    action = rng.choice(legal)
                else:
                    bids = [a for a in legal if a != "pass"]
                    action = rng.choice(bids) if bids and rng.random() < 0.4 else legal[0]
                game.apply(action, seat=seat)
    return seen


def test_only_a_trump_lead_must_be_followed(tmp_path: Path) -> None:
    module, _ = _build(tmp_path, HOUSE_RULE)
    seen = _play_games(module, void_trumps=False)
    assert seen["plain lead, another suit allowed"] > 0 and seen["trump lead binds"] > 0, seen


def test_a_void_player_still_trumps_where_the_variant_says_so(tmp_path: Path) -> None:
    module, _ = _build(tmp_path, HOUSE_RULE, VOID_TRUMPS)
    seen = _play_games(module, void_trumps=True)
    assert seen["plain lead, another suit allowed"] > 0, seen


def test_a_revoke_on_a_trump_lead_is_still_refused(tmp_path: Path) -> None:
    """AP-4.2 stands: the pitch (A of spades) is led, and a player holding a spade may not
    play a heart."""
    module, _ = _build(tmp_path, HOUSE_RULE)
    game = module.Game(4, dealer=3, seed=0)
    game.deal(
        [
            ["AS", "2H", "3H", "4H", "5H", "6H"],
            ["KS", "2D", "3D", "4D", "5D", "6D"],
            ["QS", "2C", "3C", "4C", "5C", "6C"],
            ["JS", "7H", "8H", "9H", "TH", "7D"],
        ]
    )
    while not game.legal_actions()[0].startswith("play "):
        bids = [a for a in game.legal_actions() if a.startswith("bid ")]
        game.apply(bids[0] if game.to_act == 0 else "pass", seat=game.to_act)
    assert game.to_act == 0
    game.apply("play AS", seat=0)
    with pytest.raises(module.IllegalAction) as refused:
        game.apply("play 2D", seat=1)
    assert refused.value.rule.endswith("4.2"), refused.value


@pytest.mark.parametrize(
    ("page", "words"),
    [
        ("rulebook/free_follow.md", "no player has to follow it"),
        ("rulebook/free_follow.es.md", "nadie está obligado a seguirlo"),
        ("rulebook/free_follow.pl.md", "nikt nie musi do niego dokładać"),
    ],
)
def test_the_rule_is_said_in_three_languages(tmp_path: Path, page: str, words: str) -> None:
    _, files = _build(tmp_path, HOUSE_RULE)
    assert words in files[page]
    assert "must play either that suit or a trump" not in files[page]
