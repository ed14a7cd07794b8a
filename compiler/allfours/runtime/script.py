"""Running a generated module as a script: play a game, or replay records."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .engine import Engine
from .replay import RecordError, replay_record
from .rules import Rules

MAX_HANDS = 1000


def cautious_choice(game: Engine) -> str:
    """A random legal action from a player who mostly passes and bids low.

    Uniformly random bidding overbids so often that a game can run for ever in the hole.
    """
    legal = game.legal_actions()
    if game.phase != "auction":
        return game.rng.choice(legal)
    if "pass" in legal and game.rng.random() < 0.6:
        return "pass"
    bids = [action for action in legal if action != "pass"] or list(legal)
    return bids[0] if game.rng.random() < 0.7 else game.rng.choice(bids)


def play_random_game(rules: Rules, players: int, seed: int) -> list[str]:
    """A whole game with random legal actions, as lines of text."""
    game = Engine(rules, players, seed=seed)
    lines: list[str] = []
    while not game.game_over and game.hands_played < MAX_HANDS:
        game.deal()
        lines.append(f"hand {game.hands_played + 1}, dealer seat {game.dealer}")
        for seat in range(players):
            lines.append(f"  seat {seat}: " + " ".join(game.observation(seat)["hand"]))
        while game.to_act is not None:
            seat = game.to_act
            action = cautious_choice(game)
            game.apply(action)
            lines.append(f"  seat {seat}: {action}")
        result = game.hand_result
        assert result is not None
        lines.append(f"  points: {result.points}  scores: {list(result.scores)}")
    if game.winner is None:
        lines.append(f"no winner after {MAX_HANDS} hands")
    else:
        lines.append(f"seat {game.winner} wins; payouts {game.payouts()}")
    return lines


def main(rules: Rules, argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=f"Rules of {rules.title} ({rules.id}): play a game or replay hand records."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="play a whole game with random legal actions")
    play.add_argument("--players", type=int, default=rules.players_min)
    play.add_argument("--seed", type=int, default=0)
    replay = commands.add_parser(
        "replay", help="complete hand records (JSON Lines) read from a file or -"
    )
    replay.add_argument("records", help="a .jsonl file, or - for standard input")
    args = parser.parse_args(argv)
    if args.command == "play":
        try:
            print("\n".join(play_random_game(rules, args.players, args.seed)))
        except ValueError as error:
            parser.error(str(error))
        return 0
    stream = sys.stdin if args.records == "-" else open(args.records, encoding="utf-8")  # noqa: SIM115
    status = 0
    with stream:
        for number, line in enumerate(stream, start=1):
            if not line.strip():
                continue
            try:
                completed = replay_record(rules, json.loads(line))
            except (json.JSONDecodeError, RecordError) as error:
                print(f"line {number}: {error}", file=sys.stderr)
                status = 1
                continue
            print(json.dumps(completed, sort_keys=True))
    return status
