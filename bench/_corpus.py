"""A reproducible corpus of (actual, expected) tool-call trajectories for the benchmarks.

``make_corpus(n_pairs, seed)`` returns pairs of 2-40 calls (most short, some long) over a few tool names, so names
repeat within a trajectory. The expected side is derived from the actual side the way references differ from
real runs: calls dropped, reordered, arguments omitted (so superset/subset argument matching matters), values
perturbed, calls renamed, spurious calls added. Omitted arguments on repeated names are what trips greedy
pairing.
"""

from __future__ import annotations

import random

from langchain_trajectory.trajectory import ToolCall

__all__ = ["TOOL_NAMES", "make_corpus", "make_long_pair"]

TOOL_NAMES = ("search", "fetch", "page")
_KEYS = ("q", "n", "size", "lang")
_VALUES = {"q": ("paris", "rome"), "n": (1, 2), "size": (10, 20), "lang": ("en", "fr")}


def _call(rng: random.Random) -> ToolCall:
    keys = rng.sample(_KEYS, rng.randint(1, 3))
    return ToolCall.of(rng.choice(TOOL_NAMES), {k: rng.choice(_VALUES[k]) for k in keys})


def _length(rng: random.Random) -> int:
    return rng.randint(2, 8) if rng.random() < 0.6 else rng.randint(9, 40)


def _derive(call: ToolCall, rng: random.Random) -> ToolCall:
    args = dict(call.args)
    roll = rng.random()
    if roll < 0.45 and len(args) > 1:  # an argument the reference does not pin down
        del args[rng.choice(sorted(args))]
    elif roll < 0.50:  # a different value
        key = rng.choice(sorted(args))
        args[key] = rng.choice([v for v in _VALUES[key] if v != args[key]] or _VALUES[key])
    elif roll < 0.53:  # an extra expected argument
        missing = [k for k in _KEYS if k not in args]
        if missing:
            key = rng.choice(missing)
            args[key] = rng.choice(_VALUES[key])
    name = call.name if rng.random() > 0.01 else rng.choice(TOOL_NAMES)
    return ToolCall.of(name, args)


def make_corpus(n_pairs: int, seed: int = 0) -> list[tuple[list[ToolCall], list[ToolCall]]]:
    """``n_pairs`` (actual, expected) pairs of 2-40 calls with repeated names and perturbed arguments.

    Deterministic for a given ``seed``.
    """
    rng = random.Random(seed)
    pairs = []
    for _ in range(n_pairs):
        actual = [_call(rng) for _ in range(_length(rng))]
        kept = [c for c in actual if rng.random() < 0.85] or [actual[0]]
        expected = [_derive(c, rng) for c in kept]
        if rng.random() < 0.5:
            rng.shuffle(expected)
        elif rng.random() < 0.5 and len(expected) > 1:  # a local swap
            i = rng.randrange(len(expected) - 1)
            expected[i], expected[i + 1] = expected[i + 1], expected[i]
        if rng.random() < 0.10:
            expected.insert(rng.randrange(len(expected) + 1), _call(rng))
        pairs.append((actual, expected[:40]))
    return pairs


def make_long_pair(n_calls: int = 1000, seed: int = 0) -> tuple[list[ToolCall], list[ToolCall]]:
    """One long pair: ``n_calls`` actual calls and a shuffled, perturbed reference of about the same size."""
    rng = random.Random(seed)
    actual = [_call(rng) for _ in range(n_calls)]
    expected = [_derive(c, rng) for c in actual]
    rng.shuffle(expected)
    return actual, expected
