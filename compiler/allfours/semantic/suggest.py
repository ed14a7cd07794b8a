"""'Did you mean' suggestions for misspelt names and keywords."""

from __future__ import annotations

from collections.abc import Iterable


def edit_distance(a: str, b: str) -> int:
    """Optimal string alignment distance (Levenshtein plus adjacent swaps)."""
    previous_previous: list[int] = []
    previous = list(range(len(b) + 1))
    for i, char_a in enumerate(a, start=1):
        current = [i] + [0] * len(b)
        for j, char_b in enumerate(b, start=1):
            cost = 0 if char_a == char_b else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and char_a == b[j - 2] and a[i - 2] == char_b:
                current[j] = min(current[j], previous_previous[j - 2] + 1)
        previous_previous, previous = previous, current
    return previous[-1]


def closest(word: str, candidates: Iterable[str]) -> str | None:
    """The candidate nearest to `word`, if it is near enough to be a likely slip."""
    lowered = word.lower()
    if not lowered[:1].isalpha():
        return None  # numbers and punctuation are not misspellings
    best: tuple[int, str] | None = None
    for candidate in sorted(c for c in set(candidates) if c[:1].isalpha()):
        distance = edit_distance(lowered, candidate.lower())
        if distance <= max(1, len(candidate) // 3) and (best is None or distance < best[0]):
            best = (distance, candidate)
    return best[1] if best else None
