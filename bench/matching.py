"""Benchmark: ToolTrajectoryEvaluator vs openevals' create_trajectory_match_evaluator on one generated corpus.

For every (trajectory mode, argument mode) both packages score the same pairs, given as the same OpenAI-style
message lists (one assistant message per call, so openevals' strict mode is positional too). Each verdict is
compared with the optimum: an exhaustive search on small pairs (both sides <= 7 calls) and, on larger ones, a
plain augmenting-path matching written here, independent of the package. Also times a 1,000-call any_order
match.

    python bench/matching.py                 # 1,500 pairs, argument modes superset and exact, best of 3 (~5 min)
    python bench/matching.py --pairs 500     # quicker
    python bench/matching.py --markdown bench/results/matching.md
    python bench/matching.py --before 8095a0e --rounds 5   # end to end, that commit's code beside this tree's

``--before COMMIT`` measures end to end only, side by side (see ``_sidebyside.py``): each round runs one process
per side (the sides alternating), each timing both packages over every configuration once after a warm-up;
best and median per side of our time, openevals' time and their ratio, with the load average.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ["LANGSMITH_TRACING"] = "false"
os.environ["LANGSMITH_TEST_TRACKING"] = "false"
# After PYTHONPATH and site-packages, so that a side-by-side worker imports the package of the tree it is given
# (``_sidebyside.run_worker``), and this tree's otherwise (the editable install's finder comes after the path).
sys.path.append(str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import _sidebyside

import langchain_trajectory
from bench._corpus import make_corpus, make_long_pair
from langchain_trajectory.evaluators.context import EvaluationContext
from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator
from langchain_trajectory.reading._calls import decode_json as _decode_json
from langchain_trajectory.trajectory import ToolCall, _checked_tool_call

# CPU time of this process: on a shared machine other jobs inflate wall time (and each run differently), far less
# so the CPU time a computation takes.
_clock = time.process_time

TRAJECTORY_MODES = ("superset", "subset", "unordered", "strict")
ARGUMENT_MODES = ("superset", "exact", "subset")
DEFAULT_ARGUMENT_MODES = ("superset", "exact")
SMALL = 7


# -- an independent reference ----------------------------------------------------------------------------------


def _ref_args(mode: str, actual: dict[str, Any], expected: dict[str, Any]) -> bool:
    # Corpus values are plain strings and ints, so Python equality is the typed equality here.
    if mode == "exact":
        return actual == expected
    if mode == "superset":
        return all(k in actual and actual[k] == v for k, v in expected.items())
    return all(k in expected and expected[k] == v for k, v in actual.items())


def _ref_edge(mode: str, a: ToolCall, e: ToolCall) -> bool:
    return a.name == e.name and _ref_args(mode, a.args, e.args)


def _brute_matching(actual: list[ToolCall], expected: list[ToolCall], mode: str) -> int:
    """Exhaustive: every way of giving each actual call a distinct expected partner or none."""
    best = 0

    def go(i: int, used: frozenset[int], size: int) -> None:
        nonlocal best
        if i == len(actual):
            best = max(best, size)
            return
        go(i + 1, used, size)
        for j, e in enumerate(expected):
            if j not in used and _ref_edge(mode, actual[i], e):
                go(i + 1, used | {j}, size + 1)

    go(0, frozenset(), 0)
    return best


def _kuhn_matching(actual: list[ToolCall], expected: list[ToolCall], mode: str) -> int:
    owner: dict[int, int] = {}

    def augment(i: int, seen: set[int]) -> bool:
        for j, e in enumerate(expected):
            if j not in seen and _ref_edge(mode, actual[i], e):
                seen.add(j)
                if j not in owner or augment(owner[j], seen):
                    owner[j] = i
                    return True
        return False

    return sum(augment(i, set()) for i in range(len(actual)))


def optimum_verdict(traj_mode: str, arg_mode: str, actual: list[ToolCall], expected: list[ToolCall]) -> bool:
    if traj_mode == "strict":
        return len(actual) == len(expected) and all(
            _ref_edge(arg_mode, a, e) for a, e in zip(actual, expected, strict=True)
        )
    small = len(actual) <= SMALL and len(expected) <= SMALL
    m = (_brute_matching if small else _kuhn_matching)(actual, expected, arg_mode)
    if traj_mode == "superset":
        return m == len(expected)
    if traj_mode == "subset":
        return m == len(actual)
    return m == len(actual) == len(expected)


# -- the two packages --------------------------------------------------------------------------------------------


def as_messages(calls: list[ToolCall]) -> list[dict[str, Any]]:
    return [
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [
                {
                    "id": f"c{i}",
                    "type": "function",
                    "function": {"name": c.name, "arguments": json.dumps(c.args)},
                }
            ],
        }
        for i, c in enumerate(calls)
    ]


def ours(traj_mode: str, arg_mode: str) -> Callable[..., bool]:
    ev = ToolTrajectoryEvaluator(traj_mode, argument_matcher=arg_mode)  # type: ignore[arg-type]
    return lambda outputs, reference_outputs: (
        ev(outputs=outputs, reference_outputs=reference_outputs)["score"] >= 1.0
    )


def openevals_evaluator(traj_mode: str, arg_mode: str) -> Callable[..., bool]:
    from openevals.trajectory.match import create_trajectory_match_evaluator

    ev = create_trajectory_match_evaluator(trajectory_match_mode=traj_mode, tool_args_match_mode=arg_mode)  # type: ignore[arg-type]
    return lambda outputs, reference_outputs: bool(
        ev(outputs=outputs, reference_outputs=reference_outputs)["score"]
    )


def ours_core(traj_mode: str, arg_mode: str) -> Callable[..., bool]:
    """Our evaluator's logic on inputs already read into call sequences (reason and metadata included)."""
    ev = ToolTrajectoryEvaluator(traj_mode, argument_matcher=arg_mode)  # type: ignore[arg-type]
    return lambda outputs, reference_outputs: ev.measure(EvaluationContext(outputs, reference_outputs)).score >= 1.0


def openevals_core(traj_mode: str, arg_mode: str) -> Callable[..., bool]:
    """openevals' scorer on message lists it has already normalized (no conversion, no tracing wrapper)."""
    import importlib

    scorer = importlib.import_module(f"openevals.trajectory.{traj_mode}")._scorer
    return lambda outputs, reference_outputs: bool(
        scorer(outputs=outputs, reference_outputs=reference_outputs, tool_args_match_mode=arg_mode)
    )


def conversion_floor(
    corpus_msgs: list[tuple[list[dict[str, Any]], list[dict[str, Any]]]], build_models: bool
) -> float:
    """Seconds to walk every message and JSON-decode every call's arguments (and, with ``build_models``, build
    the frozen ``ToolCall`` of each call), and nothing else: no checks, no steps, no results. It uses the
    package's own fastest pieces (the JSON scanner and the unvalidated ``ToolCall`` construction its reader
    uses), so it is the least an evaluator reading these inputs into our data model can spend, and
    ``openevals time / floor`` bounds the speed-up such an evaluator could reach."""
    start = _clock()
    for pair in corpus_msgs:
        for messages in pair:
            for message in messages:
                for call in message["tool_calls"]:
                    function = call["function"]
                    args = _decode_json(function["arguments"])
                    if build_models:
                        _checked_tool_call(
                            {
                                "name": function["name"],
                                "args": args,
                                "id": call["id"],
                                "result": None,
                                "error": None,
                                "step": None,
                                "metadata": {},
                            }
                        )
    return _clock() - start


def reading_time(corpus_msgs: list[tuple[list[dict[str, Any]], list[dict[str, Any]]]]) -> float:
    """Seconds our reader takes to turn both sides of every pair into call sequences (every field checked,
    steps attached), as the evaluators read them, and nothing else."""
    from langchain_trajectory.reading.steps import read_call_sequence

    start = _clock()
    for actual, expected in corpus_msgs:
        read_call_sequence(actual, what="actual")
        read_call_sequence(expected, what="expected")
    return _clock() - start


def run_config(
    corpus_msgs: list[tuple[list[dict[str, Any]], list[dict[str, Any]]]],
    truth: list[bool],
    scorer: Callable[..., bool],
) -> tuple[float, int]:
    start = _clock()
    verdicts = [scorer(outputs=a, reference_outputs=e) for a, e in corpus_msgs]
    elapsed = _clock() - start
    return elapsed, sum(v != t for v, t in zip(verdicts, truth, strict=True))


def time_long(mode: str, arg_mode: str, n_calls: int, repeats: int) -> tuple[float, float, float]:
    actual, expected = make_long_pair(n_calls, seed=1)
    ev = ToolTrajectoryEvaluator(mode, argument_matcher=arg_mode)  # type: ignore[arg-type]
    times, score = [], 0.0
    for _ in range(repeats):
        start = _clock()
        score = ev.evaluate(actual, expected).score
        times.append(_clock() - start)
    return statistics.median(times) * 1000, min(times) * 1000, score


def worker(pairs: int, seed: int, arg_modes: list[str]) -> dict[str, Any]:
    """One side-by-side round in this process: every configuration end to end, both packages (alternating),
    after a warm-up on a few pairs; CPU seconds summed over the configurations, and the wrong verdicts."""
    corpus = make_corpus(pairs, seed)
    corpus_msgs = [(as_messages(a), as_messages(e)) for a, e in corpus]
    configs = [(t, a) for a in arg_modes for t in TRAJECTORY_MODES]
    truths = [[optimum_verdict(t, a, x, y) for x, y in corpus] for t, a in configs]
    for t, a in configs:  # warm-up: imports, caches
        for make in (ours, openevals_evaluator):
            run_config(corpus_msgs[:50], truths[0][:50], make(t, a))
    out: dict[str, Any] = {"ours_s": 0.0, "openevals_s": 0.0, "wrong_ours": 0, "wrong_openevals": 0}
    out["package"] = str(Path(langchain_trajectory.__file__).parent)
    for k, ((t, a), truth) in enumerate(zip(configs, truths, strict=True)):
        sides = [("ours", ours), ("openevals", openevals_evaluator)]
        for name, make in sides if k % 2 == 0 else reversed(sides):
            elapsed, wrong = run_config(corpus_msgs, truth, make(t, a))
            out[f"{name}_s"] += elapsed
            out[f"wrong_{name}"] += wrong
    return out


def side_by_side(before: str, rounds: int, pairs: int, seed: int, arg_modes: list[str]) -> list[str]:
    """The before/after table of end-to-end times: one process per side and round, the sides alternating."""
    sides = _sidebyside.trees(before)
    runs: dict[str, list[dict[str, Any]]] = {label: [] for label, _ in sides}
    loads = [_sidebyside.load()]
    worker_args = ["--pairs", str(pairs), "--seed", str(seed), "--arg-modes", *arg_modes]
    for r in range(rounds):
        for label, tree in sides if r % 2 == 0 else reversed(sides):
            runs[label].append(_sidebyside.run_worker(tree, __file__, worker_args))
            m = runs[label][-1]
            print(
                f"round {r + 1} {label}: ours {m['ours_s'] * 1000:.0f} ms, openevals {m['openevals_s'] * 1000:.0f} ms, "
                f"x{m['openevals_s'] / m['ours_s']:.2f}; wrong {m['wrong_ours']:.0f} / {m['wrong_openevals']:.0f} "
                f"({m['package']})",
                flush=True,
            )
        loads.append(_sidebyside.load())
    lines = [
        f"Side by side: `python bench/matching.py --before {before} --rounds {rounds} --pairs {pairs} --seed {seed} "
        f"--arg-modes {' '.join(arg_modes)}`; {len(arg_modes) * len(TRAJECTORY_MODES)} configurations x {pairs} "
        "pairs end to end, one process per side and round (the sides alternating), both packages timed in each "
        "(alternating by configuration) after a warm-up. CPU time; best and median of the rounds.",
        "",
        "| code | ours (ms, best / median) | openevals (ms, best / median) | openevals / ours (best / median) "
        "| wrong verdicts: ours / openevals |",
        "|---|---|---|---|---|",
    ]
    speedups: dict[str, tuple[float, float]] = {}
    for label, _ in sides:
        got = runs[label]
        ob, om = _sidebyside.best_median([m["ours_s"] * 1000 for m in got])
        tb, tm = _sidebyside.best_median([m["openevals_s"] * 1000 for m in got])
        speedups[label] = _sidebyside.best_median(
            [m["openevals_s"] / m["ours_s"] for m in got], higher_is_better=True
        )
        wrong = f"{max(m['wrong_ours'] for m in got):.0f} / {max(m['wrong_openevals'] for m in got):.0f}"
        name = f"before (`{before}`)" if label == "before" else "after (this tree)"
        lines.append(
            f"| {name} | {ob:.0f} / {om:.0f} | {tb:.0f} / {tm:.0f} | "
            f"**{speedups[label][0]:.2f}x** / {speedups[label][1]:.2f}x | {wrong} |"
        )
    if "before" in runs:
        paired = [b["ours_s"] / a["ours_s"] for b, a in zip(runs["before"], runs["after"], strict=True)]
        best, median = _sidebyside.best_median(paired, higher_is_better=True)
        lines += ["", f"Ours, before / after, paired by round: best {best:.2f}x, median {median:.2f}x."]
    lines += ["", "Load while it ran: " + "; ".join(loads[:1] + loads[-1:]) + "."]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=1500)
    parser.add_argument(
        "--arg-modes",
        nargs="+",
        choices=ARGUMENT_MODES,
        default=list(DEFAULT_ARGUMENT_MODES),
        help="argument modes",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--repeat", type=int, default=3, help="timed runs per package and configuration (best kept)"
    )
    parser.add_argument("--long", type=int, default=1000, help="calls per side in the long any_order match")
    parser.add_argument("--markdown", type=Path, help="also write the results section to this file")
    parser.add_argument("--before", help="end to end only, this commit's code beside this tree's (e.g. 8095a0e)")
    parser.add_argument("--rounds", type=int, default=5, help="side-by-side rounds (with --before)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(worker(args.pairs, args.seed, args.arg_modes)))
        return
    if args.before:
        text = "\n".join(side_by_side(args.before, args.rounds, args.pairs, args.seed, args.arg_modes)) + "\n"
        print(text)
        if args.markdown:
            args.markdown.parent.mkdir(parents=True, exist_ok=True)
            args.markdown.write_text(text)
        return

    import openevals

    corpus = make_corpus(args.pairs, args.seed)
    corpus_msgs = [(as_messages(a), as_messages(e)) for a, e in corpus]
    from openevals.trajectory.utils import _normalize_to_openai_messages_list

    from langchain_trajectory.reading.steps import read_call_sequence

    corpus_read = [
        (read_call_sequence(a, what="actual"), read_call_sequence(e, what="expected")) for a, e in corpus_msgs
    ]
    corpus_norm = [
        (_normalize_to_openai_messages_list(a), _normalize_to_openai_messages_list(e)) for a, e in corpus_msgs
    ]
    sizes = [len(a) + len(e) for a, e in corpus]
    small = sum(1 for a, e in corpus if len(a) <= SMALL and len(e) <= SMALL)
    print(
        f"corpus: {len(corpus)} pairs, {min(len(a) for a, _ in corpus)}-{max(len(a) for a, _ in corpus)} actual calls, "
        f"{sum(sizes)} calls in all, {small} small pairs checked exhaustively"
    )

    rows = []
    total_ours = total_theirs = core_ours = core_theirs = decode_floor = model_floor = read_ours = 0.0
    for arg_mode in args.arg_modes:
        for traj_mode in TRAJECTORY_MODES:
            truth = [optimum_verdict(traj_mode, arg_mode, a, e) for a, e in corpus]
            # The four timings alternate, args.repeat times, and each keeps its best run: on a shared machine
            # a slow spell then hits both packages alike instead of whichever ran during it.
            # The floors are timed in the same rounds, so that their ratios to openevals are too.
            timings: list[list[tuple[float, int]]] = [[], [], [], []]
            floors: list[tuple[float, float]] = []
            reads: list[float] = []
            for _ in range(args.repeat):
                timings[0].append(run_config(corpus_msgs, truth, ours(traj_mode, arg_mode)))
                timings[1].append(run_config(corpus_msgs, truth, openevals_evaluator(traj_mode, arg_mode)))
                timings[2].append(run_config(corpus_read, truth, ours_core(traj_mode, arg_mode)))
                timings[3].append(run_config(corpus_norm, truth, openevals_core(traj_mode, arg_mode)))
                reads.append(reading_time(corpus_msgs))
                floors.append(
                    (
                        conversion_floor(corpus_msgs, build_models=False),
                        conversion_floor(corpus_msgs, build_models=True),
                    )
                )
            decode_floor += min(f[0] for f in floors)
            model_floor += min(f[1] for f in floors)
            read_ours += min(reads)
            (
                (t_ours, wrong_ours),
                (t_theirs, wrong_theirs),
                (c_ours, core_wrong_ours),
                (c_theirs, core_wrong_theirs),
            ) = (min(runs) for runs in timings)
            assert (core_wrong_ours, core_wrong_theirs) == (wrong_ours, wrong_theirs)
            total_ours += t_ours
            total_theirs += t_theirs
            core_ours += c_ours
            core_theirs += c_theirs
            rows.append(
                (
                    traj_mode,
                    arg_mode,
                    sum(truth),
                    t_ours,
                    t_theirs,
                    wrong_ours,
                    wrong_theirs,
                    c_ours,
                    c_theirs,
                )
            )
            print(
                f"{traj_mode:>9} / args {arg_mode:<8} passing {sum(truth):>5}  end-to-end ours {t_ours * 1000:7.1f} ms "
                f"openevals {t_theirs * 1000:7.1f} ms x{t_theirs / t_ours:5.1f} | matching ours {c_ours * 1000:6.1f} ms "
                f"openevals {c_theirs * 1000:6.1f} ms x{c_theirs / c_ours:5.1f} | wrong: ours {wrong_ours}, "
                f"openevals {wrong_theirs}"
            )

    long_rows = []
    for arg_mode in ("exact", "superset"):
        median_ms, best_ms, score = time_long("any_order", arg_mode, args.long, repeats=5)
        long_rows.append((arg_mode, median_ms, best_ms, score))
        print(
            f"{args.long}-call any_order, args {arg_mode}: median {median_ms:.1f} ms (best {best_ms:.1f}), score {score:.3f}"
        )

    ratio = total_theirs / total_ours
    core_ratio = core_theirs / core_ours
    wrong_total = sum(r[5] for r in rows)
    theirs_wrong_total = sum(r[6] for r in rows)
    print(
        f"overall: end-to-end x{ratio:.1f}, matching x{core_ratio:.1f}; "
        f"wrong verdicts: ours {wrong_total}, openevals {theirs_wrong_total}"
    )
    # A floor is paid once per configuration by every evaluator, so it is summed over the configurations.
    configs = len(rows)
    print(
        f"floors: decoding the arguments {decode_floor * 1000:.0f} ms (openevals / floor = "
        f"{total_theirs / decode_floor:.1f}x), decoding and building ToolCall models {model_floor * 1000:.0f} ms "
        f"(openevals / floor = {total_theirs / model_floor:.1f}x)"
    )
    print(
        f"reading alone: {read_ours * 1000:.0f} ms = {read_ours / model_floor:.2f}x the ToolCall floor "
        f"(end to end minus matching: {(total_ours - core_ours) / model_floor:.2f}x)"
    )

    if args.markdown:
        lines = [
            "## Trajectory matching (`bench/matching.py`)",
            "",
            f"Command: `python bench/matching.py --pairs {args.pairs} --seed {args.seed} --repeat {args.repeat} "
            f"--arg-modes {' '.join(args.arg_modes)}`. Machine: "
            f"{platform.machine()}, Python {platform.python_version()}, shared 2-core box (timings are noisy; "
            f"ratios are the figure to read). openevals {getattr(openevals, '__version__', '0.2.2')}.",
            "",
            f"Corpus (`bench/_corpus.py`, seed {args.seed}): {len(corpus)} pairs of 2-40 actual calls over "
            f"{len({c.name for a, _ in corpus for c in a})} tool names (names repeat), references derived by dropping, "
            "reordering, renaming calls, omitting/changing/adding arguments. Both packages get the same OpenAI-style "
            "message lists. The optimum: exhaustive search when both sides have <= 7 calls "
            f"({small} pairs), an independent augmenting-path matching otherwise.",
            "",
            "*End-to-end*: each package's public evaluator on the message lists (input conversion included; "
            "openevals also runs its `@traceable` wrapper, with tracing off). *Matching*: the logic alone, on inputs "
            "each package has already converted to its own form (ours: `ToolTrajectoryEvaluator.measure` on read call "
            "sequences, reason and metadata included; openevals: its mode's `_scorer` on normalized messages). "
            f"Each time is the process's CPU time (other jobs on a shared machine inflate wall time far more), the "
            f"best of {args.repeat} runs, the packages alternating.",
            "",
            "| trajectory mode | argument mode | optimum passes | end-to-end ours (ms) | end-to-end openevals (ms) "
            "| speed-up | matching ours (ms) | matching openevals (ms) | speed-up | wrong: ours | wrong: openevals |",
            "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for traj_mode, arg_mode, passing, t_o, t_t, w_o, w_t, c_o, c_t in rows:
            lines.append(
                f"| {traj_mode} | {arg_mode} | {passing} | {t_o * 1000:.0f} | {t_t * 1000:.0f} | "
                f"{t_t / t_o:.1f}x | {c_o * 1000:.0f} | {c_t * 1000:.0f} | {c_t / c_o:.1f}x | {w_o} | {w_t} |"
            )
        lines += [
            f"| **all** | | | {total_ours * 1000:.0f} | {total_theirs * 1000:.0f} | **{ratio:.1f}x** | "
            f"{core_ours * 1000:.0f} | {core_theirs * 1000:.0f} | **{core_ratio:.1f}x** | "
            f"**{wrong_total}** | **{theirs_wrong_total}** |",
            "",
            f"{args.long}-call any_order match (`ToolTrajectoryEvaluator.evaluate`, ToolCall lists, reason included, "
            "median of 5):",
            "",
            "| argument mode | path | median (ms) | best (ms) | score |",
            "|---|---|---:|---:|---:|",
        ]
        for arg_mode, median_ms, best_ms, score in long_rows:
            path = "bucketing (equivalence)" if arg_mode == "exact" else "Hopcroft–Karp"
            lines.append(f"| {arg_mode} | {path} | {median_ms:.1f} | {best_ms:.1f} | {score:.3f} |")
        lines += [
            "",
            "Targets: at least 10x faster than openevals on the corpus: "
            + ("**met** end-to-end" if ratio >= 10 else f"**not met** end-to-end ({ratio:.1f}x)")
            + (
                f", met for the matching logic ({core_ratio:.1f}x)"
                if core_ratio >= 10
                else f", matching {core_ratio:.1f}x"
            )
            + "; zero wrong verdicts: "
            + ("**met**" if wrong_total == 0 else f"**not met** ({wrong_total})")
            + f"; {args.long}-call any_order under 50 ms: "
            + ", ".join(
                f"{r[0]} arguments **{'met' if r[1] < 50 else 'not met'}** ({r[1]:.0f} ms)" for r in long_rows
            )
            + ".",
            "",
            f"Where the time goes: of our {total_ours * 1000:.0f} ms end to end, the matching logic (with reason and "
            f"metadata) takes {core_ours * 1000:.0f} ms; the other {(total_ours - core_ours) * 1000:.0f} ms read the "
            "message lists into `ToolCall`s (checking every field, attaching steps), which is "
            f"{(total_ours - core_ours) / model_floor:.1f}x the floor below. Timed on its own in the same rounds, "
            f"reading takes {read_ours * 1000:.0f} ms, {read_ours / model_floor:.2f}x the floor (the rest of the "
            "difference is the evaluator's own work around reading and matching, and timing noise).",
            "",
            f"Floors: walking the messages and JSON-decoding every call's arguments, and nothing else, takes "
            f"{decode_floor * 1000:.0f} ms over the {configs} configurations (timed in the same rounds as the "
            "packages, best kept); also building each call's "
            f"frozen `ToolCall` (the data model every evaluator of the package shares, built the package's cheapest "
            f"way, without validation) takes {model_floor * 1000:.0f} ms. Against openevals' "
            f"{total_theirs * 1000:.0f} ms end to end, an evaluator reading these inputs into `ToolCall`s can be at "
            f"most {total_theirs / model_floor:.1f}x faster than openevals before it matches anything, and one that "
            f"only decodes them at most {total_theirs / decode_floor:.1f}x.",
            "",
            "Matching logic alone: ours is "
            + ", ".join(f"{c_t / c_o:.1f}x ({t} / {a})" for t, a, _, _, _, _, _, c_o, c_t in rows)
            + " openevals' speed. openevals' greedy loop stops at the first unmatched call; ours always computes "
            "a maximum matching (hence no wrong verdicts) and also builds the reason (pairs, missing, extra, argument "
            "differences) and the metadata.",
            "",
        ]
        args.markdown.parent.mkdir(parents=True, exist_ok=True)
        args.markdown.write_text("\n".join(lines))
        print(f"wrote {args.markdown}")


if __name__ == "__main__":
    main()
