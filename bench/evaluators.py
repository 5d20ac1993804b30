"""Throughput of each deterministic evaluator family on the matching benchmark's corpus.

Every evaluator is timed through its public entry point, ``evaluate(actual, expected)``, so the figures include
reading the inputs (ToolCall lists) into trajectories, as a user's call would. Validity gets tool definitions
built from the corpus (one JSON Schema per tool name, with the argument types seen in the expected calls);
per-turn evaluation splits each pair into three turns.

Run from the repository root::

    python bench/evaluators.py            # 2000 pairs, seed 0
    python bench/evaluators.py --pairs 500 --seed 3
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT)]

try:
    from bench._corpus import make_corpus

    CORPUS_SOURCE = "`make_corpus` from `bench/_corpus.py` (the matching benchmark's corpus)"
except ImportError:  # the matching benchmark's generator is not there: use the small local one below
    make_corpus = None  # type: ignore[assignment]
    CORPUS_SOURCE = "the local fallback generator of `bench/evaluators.py` (bench/_corpus.py was missing)"
from langchain_trajectory.evaluators.base import BaseEvaluator  # noqa: E402
from langchain_trajectory.evaluators.per_turn import evaluate_by_turn  # noqa: E402
from langchain_trajectory.evaluators.presets import (  # noqa: E402
    PathCorrectness,
    ToolCallCorrectness,
    ToolCorrectnessEvaluator,
    ToolUsageAccuracy,
)
from langchain_trajectory.evaluators.scorers import CycleEfficiency, StepEfficiency  # noqa: E402
from langchain_trajectory.evaluators.tool_efficiency import ToolEfficiencyEvaluator  # noqa: E402
from langchain_trajectory.evaluators.tool_error import ToolErrorEvaluator  # noqa: E402
from langchain_trajectory.evaluators.validity import ToolCallValidityEvaluator  # noqa: E402
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory  # noqa: E402

Pair = tuple[list[ToolCall], list[ToolCall]]

_JSON_TYPES = {bool: "boolean", int: "integer", float: "number", str: "string", list: "array", dict: "object"}


def _fallback_corpus(n_pairs: int, seed: int) -> list[Pair]:
    """Pairs of 0-8 calls over 6 tools with repeated names and perturbed arguments (used only when
    bench/_corpus.py is missing)."""
    rng = random.Random(seed)
    names = ["search", "fetch", "book", "pay", "notify", "lookup"]

    def call() -> ToolCall:
        return ToolCall.of(rng.choice(names), {"q": rng.choice("abcd"), "n": rng.randint(0, 3)})

    corpus = []
    for _ in range(n_pairs):
        expected = [call() for _ in range(rng.randint(0, 8))]
        actual = [c for c in expected if rng.random() > 0.2]
        actual += [call() for _ in range(rng.randint(0, 3))]
        for i in range(len(actual)):
            if rng.random() < 0.2:
                actual[i] = ToolCall.of(actual[i].name, {**actual[i].args, "extra": 1})
        if rng.random() < 0.3:
            rng.shuffle(actual)
        corpus.append((actual, expected))
    return corpus


def tool_definitions(corpus: Sequence[Pair]) -> list[dict[str, Any]]:
    """One ``{name, input_schema}`` definition per tool name, typed from the expected calls' arguments."""
    properties: dict[str, dict[str, Any]] = {}
    for _, expected in corpus:
        for call in expected:
            props = properties.setdefault(call.name, {})
            for key, value in call.args.items():
                kind = _JSON_TYPES.get(type(value))
                if kind is not None:
                    props.setdefault(key, {"type": "number" if kind == "integer" else kind})
    for actual, _ in corpus:
        for call in actual:
            properties.setdefault(call.name, {})
    return [
        {"name": name, "input_schema": {"type": "object", "properties": props}}
        for name, props in sorted(properties.items())
    ]


def _turns(calls: list[ToolCall], n: int = 3) -> list[list[ToolCall]]:
    size = -(-len(calls) // n) or 1
    return [calls[i * size : (i + 1) * size] for i in range(n)]


def _conversation(calls: list[ToolCall]) -> Trajectory:
    messages: list[Message] = []
    for i, turn in enumerate(_turns(calls)):
        messages += [Message.user(f"request {i}"), Message.assistant(f"answer {i}", tool_calls=turn)]
    return Trajectory(messages=tuple(messages))


def _with_results(calls: list[ToolCall]) -> list[ToolCall]:
    """Give every other call a result (and every fifth an error) so the error detectors all run."""
    out = []
    for i, call in enumerate(calls):
        if i % 5 == 4:
            out.append(call.model_copy(update={"error": "boom"}))
        elif i % 2 == 0:
            out.append(call.model_copy(update={"result": '{"error": null, "ok": true}'}))
        else:
            out.append(call.model_copy(update={"result": "done"}))
    return out


def _time(run: Callable[[], Any], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=2000, help="corpus size (default 2000)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=3, help="best of N timings (default 3)")
    parser.add_argument("--out", type=Path, default=None, help="also write the markdown table here")
    args = parser.parse_args(argv)

    generate = make_corpus if make_corpus is not None else _fallback_corpus
    corpus: list[Pair] = [(list(a), list(e)) for a, e in generate(args.pairs, args.seed)]
    tools = tool_definitions(corpus)
    n_calls = sum(len(a) + len(e) for a, e in corpus)

    pairwise: list[tuple[str, str, BaseEvaluator]] = [
        ("fastaiagent scorers", "ToolUsageAccuracy", ToolUsageAccuracy()),
        ("fastaiagent scorers", "StepEfficiency", StepEfficiency()),
        ("fastaiagent scorers", "PathCorrectness", PathCorrectness()),
        ("fastaiagent scorers", "ToolCallCorrectness (exact)", ToolCallCorrectness()),
        ("fastaiagent scorers", "ToolCallCorrectness (superset)", ToolCallCorrectness("superset")),
        ("ToolCorrectnessEvaluator", "names_only", ToolCorrectnessEvaluator()),
        ("ToolCorrectnessEvaluator", "names_and_order", ToolCorrectnessEvaluator("names_and_order")),
        ("ToolCorrectnessEvaluator", "names_and_args (exact)", ToolCorrectnessEvaluator("names_and_args")),
        (
            "ToolCorrectnessEvaluator",
            "names_and_args (superset)",
            ToolCorrectnessEvaluator("names_and_args", argument_matcher="superset"),
        ),
    ]
    single: list[tuple[str, str, BaseEvaluator, list[Any]]] = [
        ("fastaiagent scorers", "CycleEfficiency", CycleEfficiency(), [a for a, _ in corpus]),
        ("ToolEfficiencyEvaluator", "exact (bucketed)", ToolEfficiencyEvaluator(), [a for a, _ in corpus]),
        (
            "ToolEfficiencyEvaluator",
            "superset (pairwise)",
            ToolEfficiencyEvaluator("superset"),
            [a for a, _ in corpus],
        ),
        (
            "ToolErrorEvaluator",
            "default detectors",
            ToolErrorEvaluator(),
            [_with_results(a) for a, _ in corpus],
        ),
        (
            "ToolCallValidityEvaluator",
            "JSON Schema (jsonschema)",
            ToolCallValidityEvaluator(tools),
            [a for a, _ in corpus],
        ),
    ]

    rows: list[tuple[str, str, float]] = []
    for family, name, ev, *_ in pairwise:
        seconds = _time(lambda ev=ev: [ev.evaluate(a, e) for a, e in corpus], args.repeat)
        rows.append((family, name, len(corpus) / seconds))
    for family, name, ev, inputs in single:
        seconds = _time(lambda ev=ev, inputs=inputs: [ev.evaluate(a) for a in inputs], args.repeat)
        rows.append((family, name, len(corpus) / seconds))
    conversations = [(_conversation(a), _turns(e)) for a, e in corpus]
    per_turn = ToolCorrectnessEvaluator("names_and_args")
    seconds = _time(lambda: [evaluate_by_turn(c, e, per_turn) for c, e in conversations], args.repeat)
    rows.append(("evaluate_by_turn", "3 turns x names_and_args", len(corpus) / seconds))

    lines = [
        f"Corpus: {CORPUS_SOURCE}, {args.pairs} pairs, seed {args.seed}: "
        f"{n_calls} calls ({n_calls / (2 * len(corpus)):.1f} per list); "
        f"{len(tools)} tool definitions derived for validity. Best of {args.repeat} runs; "
        f"Python {platform.python_version()} on {platform.machine()} ({platform.system()}).",
        "",
        "| family | evaluator / mode | pairs per second |",
        "|---|---|---:|",
        *(f"| {family} | {name} | {rate:,.0f} |" for family, name, rate in rows),
    ]
    text = "\n".join(lines)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")


if __name__ == "__main__":
    main()
