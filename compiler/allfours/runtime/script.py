"""Running a generated module as a script: play a game, or replay records.

Records are read a line at a time, each with a limit: a line longer than any record is
not read to its end (`replay /dev/zero` has no end of line), and the replay stops there.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Iterator, Sequence
from typing import IO, Any

from .engine import Engine
from .events import Bunched, CardTurnedUp, Event, PointScored, RunDealt, TrumpFixed
from .model import Rules
from .replay import SUITE_FORMAT, RecordError, decode_record, replay_record
from .streams import EXIT_BROKEN_PIPE, run_command

MAX_HANDS = 1000
MAX_LINE_BYTES = 1 << 20  # a record is a few kilobytes; a longer line is not one
MOST_BAD_RECORDS = 99  # the exit status counts bad records up to this many
EXIT_UNREADABLE = 100  # the records file could not be opened or read
EXIT_USAGE = 101  # the command line is wrong
EXIT_STATUS = (
    "exit status: 0 when every record was replayed; 1 to 99, how many records could not be "
    f"replayed (99: that many or more); {EXIT_UNREADABLE}, the records could not be read "
    "(to their end); "
    f"{EXIT_USAGE}, a mistake in the command line; {EXIT_BROKEN_PIPE}, the output was closed "
    "before the end"
)


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
        told = _tell(game.events, 0, lines)
        while game.to_act is not None:
            seat = game.to_act
            action = cautious_choice(game)
            game.apply(action)
            lines.append(f"  seat {seat}: {action}")
            told = _tell(game.events, told, lines)
        result = game.hand_result
        assert result is not None
        lines.append(f"  points: {result.points}  scores: {list(result.scores)}")
    if game.winner is None:
        lines.append(f"no winner after {MAX_HANDS} hands")
    else:
        seats = game.side_seats(game.winner)
        who = f"seat {seats[0]}" if len(seats) == 1 else "seats " + " and ".join(map(str, seats))
        stakes = f"; payouts {game.payouts()}" if rules.settlement is not None else ""
        lines.append(f"{who} win{'s' if len(seats) == 1 else ''}{stakes}")
    return lines


def _tell(events: list[Event], since: int, lines: list[str]) -> int:
    """Add a line for each thing the rules did by themselves since event `since` (a card
    turned up, trump fixed, the cards run or bunched, a point scored at once); return how
    many events are told."""
    for event in events[since:]:
        match event:
            case CardTurnedUp(card=card, set_aside=set_aside):
                lines.append(
                    f"  turned up: {card}" + (" (the refused suit: set aside)" if set_aside else "")
                )
            case TrumpFixed(suit=suit):
                lines.append(f"  trump: {suit}")
            case RunDealt():
                lines.append("  the cards are run: " + " | ".join(" ".join(p) for p in event.cards))
            case Bunched():
                lines.append("  the stock ran out: the same dealer deals again")
            case PointScored(point=point, side=side, value=value, at_once=True):
                lines.append(f"  {point}: {value} to side {side}")
    return len(events)


def _record_of(line: bytes) -> Any:
    """The JSON value on one line of a records file; RecordError says why there is none."""
    if len(line) > MAX_LINE_BYTES:
        raise RecordError(f"the line is {len(line):,} bytes, longer than any record")
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as error:
        raise RecordError(
            f"not UTF-8 text (byte 0x{line[error.start]:02x} at column {error.start + 1})"
        ) from None
    return decode_record(text)


class LineTooLong(Exception):
    """A line of the records longer than any record: the rest is not read."""

    def __init__(self, number: int) -> None:
        super().__init__(number)
        self.number = number


def record_lines(stream: IO[bytes]) -> Iterator[bytes]:
    """The lines of a records stream, each read with a limit; LineTooLong at a line
    longer than MAX_LINE_BYTES, before more of it is read."""
    number = 0
    while line := stream.readline(MAX_LINE_BYTES + 1):
        number += 1
        if len(line) > MAX_LINE_BYTES:
            raise LineTooLong(number)
        yield line


def _record_name(record: Any) -> str:
    if isinstance(record, dict) and isinstance(record.get("id"), str):
        return f" (record {record['id'][:80]!r})"
    return ""


def replay_lines(rules: Rules, lines: Iterable[bytes], out: IO[str], err: IO[str]) -> int:
    """Replay every record of a JSON Lines stream; return how many could not be replayed.

    Each bad record gets one line on `err` that names it and says what is wrong, and the
    next line is read as if nothing had happened.
    """
    bad = 0
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        record: Any = None
        try:
            record = _record_of(line)
            if isinstance(record, dict) and record.get("format") == SUITE_FORMAT:
                continue  # a suite's header: the rulebook it quotes, not a hand
            completed = replay_record(rules, record)
        except RecordError as error:
            print(f"line {number}{_record_name(record)}: {error}", file=err)
            bad += 1
            continue
        out.write(json.dumps(completed, sort_keys=True) + "\n")
    return bad


def _open_records(name: str) -> tuple[IO[bytes] | None, str]:
    if name == "-":
        return sys.stdin.buffer, ""
    try:
        return open(name, "rb"), ""
    except OSError as error:
        return None, f"cannot read {name}: {(error.strerror or 'unreadable').lower()}"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        print(f"{self.prog}: error: {message}", file=sys.stderr)
        raise SystemExit(EXIT_USAGE)


def main(rules: Rules, argv: Sequence[str] | None = None) -> int:
    return run_command(lambda: _main(rules, argv))


def _main(rules: Rules, argv: Sequence[str] | None) -> int:
    # argparse %-formats a description that holds `%(prog)`: say `%(prog)s` on purpose and
    # double every `%` of the title, so that no title can break (or inject into) --help.
    title = rules.title.replace("%", "%%")
    parser = _Parser(
        description=f"%(prog)s: the rules of {title} ({rules.id}); play a game or replay "
        "hand records.",
        epilog=EXIT_STATUS,
    )
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    play = commands.add_parser("play", help="play a whole game with random legal actions")
    play.add_argument("--players", type=int, default=rules.table.players_min)
    play.add_argument("--seed", type=int, default=0)
    replay = commands.add_parser(
        "replay",
        help="complete hand and game records (JSON Lines) read from a file or -",
        epilog=EXIT_STATUS,
    )
    replay.add_argument("records", help="a .jsonl file, or - for standard input")
    args = parser.parse_args(argv)
    if args.command == "play":
        try:
            print("\n".join(play_random_game(rules, args.players, args.seed)))
        except ValueError as error:
            parser.error(str(error))
        return 0
    stream, problem = _open_records(args.records)
    if stream is None:
        print(problem, file=sys.stderr)
        return EXIT_UNREADABLE
    try:
        with stream:
            bad = replay_lines(rules, record_lines(stream), sys.stdout, sys.stderr)
    except LineTooLong as long:
        print(
            f"cannot read {args.records}: line {long.number} is longer than any record "
            f"({MAX_LINE_BYTES:,} bytes or more); the rest is not read",
            file=sys.stderr,
        )
        return EXIT_UNREADABLE
    except BrokenPipeError:
        raise  # the output was closed, not the records: run_command says so
    except OSError as error:  # a folder, or a read that failed midway
        print(
            f"cannot read {args.records}: {(error.strerror or 'unreadable').lower()}",
            file=sys.stderr,
        )
        return EXIT_UNREADABLE
    return min(bad, MOST_BAD_RECORDS)
