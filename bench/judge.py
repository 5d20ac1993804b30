"""Benchmark: cost and latency of the LLM judge (langchain_trajectory.evaluators.judge).

Counts model calls and tokens for N trajectories x 4 criteria (a scripted model that reports token usage):
per-criterion mode, batch mode (``batch_criteria=True``), and a second pass over the same trajectories with
the cache. Then measures wall time against a 100 ms model: our evaluator (criteria concurrent; evaluations
gathered) versus Dokimos-style sequential calls (one criterion after another, one trajectory after another).

Then the reference-aware judge (``TrajectoryAccuracyEvaluator``: tool calls with their results, with and
without a reference trajectory, under the default result budget) and ``samples=3``, against the plain judge
(``TrajectoryEvaluator`` with one criterion on the tool-free transcript): calls, tokens and wall time. A
fifth of the trajectories carry a long (8,000-character) tool result, which the budget elides.

Offline: the judge is ``ScriptedChatModel``; nothing touches the network.

    python bench/judge.py                 # 100 trajectories for counts, 20 for wall time (~10 s)
    python bench/judge.py --latency-n 100 # the full 100 x 4 sequential baseline (~45 s)
    python bench/judge.py --only reference  # just the reference-aware judge and samples=3
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import platform
import random
import re
import time

os.environ.setdefault("LANGSMITH_TRACING", "false")

from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage

from langchain_trajectory.evaluators.base import BaseEvaluator
from langchain_trajectory.evaluators.judge import (
    ResultBudget,
    TrajectoryAccuracyEvaluator,
    TrajectoryEvaluationCriteria,
    TrajectoryEvaluator,
)
from langchain_trajectory.evaluators.judge import _prompts as prompts
from langchain_trajectory.testing import ScriptedChatModel
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory
from langchain_trajectory.untrusted import fence

CRITERIA = [
    TrajectoryEvaluationCriteria.user_satisfaction(),
    TrajectoryEvaluationCriteria.goal_completion(),
    TrajectoryEvaluationCriteria.professional_tone(),
    TrajectoryEvaluationCriteria.helpfulness(),
]
NAMES = [c.name for c in CRITERIA]
TOPICS = ["refund", "delivery", "password", "invoice", "upgrade", "warranty", "address", "booking"]


def make_trajectories(n: int, seed: int = 7) -> list[Trajectory]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        topic = rng.choice(TOPICS)
        messages: list[Message] = []
        for turn in range(rng.randint(2, 4)):
            messages.append(
                Message.user(f"Question {turn} about my {topic} number {i}: can you help me with it?")
            )
            calls = [
                ToolCall.of(f"lookup_{topic}", {"id": f"{topic}-{i}", "turn": turn}, result={"status": "ok"})
                for _ in range(rng.randint(0, 2))
            ]
            messages.append(Message.assistant(f"Here is what I found about your {topic}: all good.", calls))
        out.append(Trajectory(messages=tuple(messages), scenario=f"{topic} support"))
    return out


def _score(*parts: str) -> float:
    return int(hashlib.sha256("|".join(parts).encode()).hexdigest()[:4], 16) % 101 / 100


def respond(messages: list[BaseMessage]) -> str:
    """The scripted judge: a deterministic score per (criterion, transcript), in either reply shape."""
    system, user = str(messages[0].content), str(messages[1].content)
    if "grade the trajectory" in system.lower() or "Grade how accurately" in system:
        return json.dumps({"score": _score("accuracy", user), "reason": "the trajectory judged"})
    if "Criterion: " in system:
        name = system.split("Criterion: ", 1)[1].split("\n", 1)[0]
        return json.dumps({"score": _score(name, user), "reason": f"{name} judged on the transcript"})
    listed = re.findall(r"^- (\w+): ", system, re.M)
    return json.dumps(
        {"verdicts": [{"criterion": n, "score": _score(n, user), "reason": f"{n} judged"} for n in listed]}
    )


def judge(delay: float = 0.0) -> ScriptedChatModel:
    return ScriptedChatModel(respond=respond, usage=True, delay=delay)


async def run_all(
    ev: BaseEvaluator,
    trajectories: list[Trajectory],
    limit: int = 32,
    references: list[Trajectory] | None = None,
) -> dict[str, int]:
    """Evaluate every trajectory (at most ``limit`` evaluations at once; against its reference when given) and
    total the counters."""
    gate = asyncio.Semaphore(limit)

    async def one(i: int, t: Trajectory):
        async with gate:
            return await ev.aevaluate(t, references[i] if references else None)

    results = await asyncio.gather(*(one(i, t) for i, t in enumerate(trajectories)))
    totals = {"judge_calls": 0, "cache_hits": 0, "input_tokens": 0, "output_tokens": 0, "total_tokens": 0}
    for r in results:
        totals["judge_calls"] += r.metadata["judge_calls"]
        totals["cache_hits"] += r.metadata["cache_hits"]
        for k, v in (r.metadata["token_usage"] or {}).items():
            totals[k] += v
    return totals


def dokimos_style(model: ScriptedChatModel, trajectories: list[Trajectory]) -> int:
    """The peer pattern: one blocking call per criterion, one criterion after another, no retry."""
    calls = 0
    for t in trajectories:
        fenced = fence(t.to_text(tool_calls="none"))
        for c in CRITERIA:
            reply = model.invoke(
                [SystemMessage(prompts.criterion_system(c)), HumanMessage(prompts.criterion_user(fenced, c))]
            )
            json.loads(str(reply.content))
            calls += 1
    return calls


def with_long_results(trajectories: list[Trajectory], every: int = 5, size: int = 8000) -> list[Trajectory]:
    """Every ``every``-th trajectory gets one more call whose result is a ``size``-character document."""
    out = []
    for i, t in enumerate(trajectories):
        if i % every == 0:
            doc = ("Order history line with the details of a past purchase. " * (size // 56 + 1))[:size]
            t = t.with_message(
                Message.assistant("Here is your history.", [ToolCall.of("history", {"n": i}, result=doc)])
            )
        out.append(t)
    return out


def references_for(trajectories: list[Trajectory]) -> list[Trajectory]:
    """A reference per trajectory: the same conversation with its first tool call's arguments reworded."""
    refs = []
    for t in trajectories:
        messages = []
        for m in t.messages:
            calls = [c.model_copy(update={"args": {**c.args, "ref": True}}) for c in m.tool_calls]
            messages.append(m.model_copy(update={"tool_calls": tuple(calls)}))
        refs.append(t.model_copy(update={"messages": tuple(messages)}))
    return refs


def reference_bench(n: int, latency_n: int, delay: float) -> None:
    trajectories = with_long_results(make_trajectories(n, seed=23))
    references = references_for(trajectories)
    goal = [TrajectoryEvaluationCriteria.goal_completion()]

    def configs(model_delay: float) -> list[tuple[str, BaseEvaluator, bool]]:
        return [
            (
                "plain judge: `TrajectoryEvaluator`, 1 criterion, tool-free",
                TrajectoryEvaluator(judge(model_delay), goal, cache=False),
                False,
            ),
            (
                "plain judge, `samples=3`",
                TrajectoryEvaluator(judge(model_delay), goal, cache=False, samples=3),
                False,
            ),
            (
                "`TrajectoryAccuracyEvaluator`, no reference",
                TrajectoryAccuracyEvaluator(judge(model_delay), cache=False),
                False,
            ),
            (
                "`TrajectoryAccuracyEvaluator`, with reference",
                TrajectoryAccuracyEvaluator(judge(model_delay), cache=False),
                True,
            ),
            (
                "... with reference, no result budget",
                TrajectoryAccuracyEvaluator(
                    judge(model_delay), cache=False, result_budget=ResultBudget(per_result=None, total=None)
                ),
                True,
            ),
            (
                "... with reference, `samples=3`",
                TrajectoryAccuracyEvaluator(judge(model_delay), cache=False, samples=3),
                True,
            ),
        ]

    print(
        f"\n## Reference-aware judge and samples: {n} trajectories ({n // 5} with an 8,000-character result)\n"
    )
    print("| judge | model calls | input tokens | output tokens | tokens per evaluation | tokens vs plain |")
    print("|---|---:|---:|---:|---:|---:|")
    base = None
    for label, ev, with_ref in configs(0.0):
        row = asyncio.run(run_all(ev, trajectories, references=references if with_ref else None))
        base = base or row["total_tokens"]
        print(
            f"| {label} | {row['judge_calls']} | {row['input_tokens']} | {row['output_tokens']} | "
            f"{row['total_tokens'] / n:.0f} | {row['total_tokens'] / base:.2f}x |"
        )

    sample = trajectories[:latency_n]
    sample_refs = references[:latency_n]
    asyncio.run(run_all(configs(0.0)[3][1], sample[:4], references=sample_refs[:4]))  # warm up
    print(f"\n## Wall time: {latency_n} trajectories, {delay * 1000:.0f} ms model (best of 3)\n")
    print("| judge | model calls | `aevaluate` gathered (s) | vs plain | sync loop (s) | vs plain |")
    print("|---|---:|---:|---:|---:|---:|")
    plain: tuple[float, float] | None = None
    for label, ev, with_ref in configs(delay):
        refs = sample_refs if with_ref else None
        gathered = []
        for _ in range(3):
            t0 = time.perf_counter()
            row = asyncio.run(run_all(ev, sample, references=refs))
            gathered.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        for i, t in enumerate(sample):  # one evaluation after another; its judge calls run concurrently
            ev.evaluate(t, refs[i] if refs else None)
        loop = time.perf_counter() - t0
        plain = plain or (min(gathered), loop)
        print(
            f"| {label} | {row['judge_calls']} | {min(gathered):.2f} | {min(gathered) / plain[0]:.2f}x | "
            f"{loop:.2f} | {loop / plain[1]:.2f}x |"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=100, help="trajectories for the call/token counts")
    parser.add_argument("--latency-n", type=int, default=20, help="trajectories for the wall-time comparison")
    parser.add_argument("--delay", type=float, default=0.1, help="seconds per model call in the latency test")
    parser.add_argument("--only", choices=["criteria", "reference"], help="run one part only")
    args = parser.parse_args()
    if args.only != "criteria":
        reference_bench(args.n, args.latency_n, args.delay)
    if args.only == "reference":
        return

    trajectories = make_trajectories(args.n)
    per_criterion = TrajectoryEvaluator(judge(), CRITERIA)
    first = asyncio.run(run_all(per_criterion, trajectories))
    second = asyncio.run(run_all(per_criterion, trajectories))  # same evaluator: its cache is warm
    batched = asyncio.run(run_all(TrajectoryEvaluator(judge(), CRITERIA, batch_criteria=True), trajectories))

    print(f"## Judge cost: {args.n} trajectories x {len(CRITERIA)} criteria\n")
    print(f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}\n")
    print(
        "| mode | model calls | cache hits | input tokens | output tokens | total tokens | tokens vs per-criterion |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|")
    base = first["total_tokens"] or 1
    for label, row in (
        ("per criterion (concurrent)", first),
        ("batch_criteria=True", batched),
        ("second pass, cache warm", second),
    ):
        print(
            f"| {label} | {row['judge_calls']} | {row['cache_hits']} | {row['input_tokens']} | "
            f"{row['output_tokens']} | {row['total_tokens']} | {row['total_tokens'] / base:.2f}x |"
        )

    sample = make_trajectories(args.latency_n, seed=11)
    t0 = time.perf_counter()
    seq_calls = dokimos_style(judge(args.delay), sample)
    sequential = time.perf_counter() - t0

    ev = TrajectoryEvaluator(judge(args.delay), CRITERIA, cache=False)
    t0 = time.perf_counter()
    for t in sample:  # a plain synchronous loop: criteria still run concurrently inside each evaluation
        ev.evaluate(t)
    sync_loop = time.perf_counter() - t0

    t0 = time.perf_counter()
    gathered_counts = asyncio.run(
        run_all(TrajectoryEvaluator(judge(args.delay), CRITERIA, cache=False), sample)
    )
    gathered = time.perf_counter() - t0

    print(
        f"\n## Wall time: {args.latency_n} trajectories x {len(CRITERIA)} criteria, {args.delay * 1000:.0f} ms model\n"
    )
    print("| how | model calls | wall time (s) | speed-up vs sequential |")
    print("|---|---:|---:|---:|")
    print(f"| Dokimos-style sequential calls | {seq_calls} | {sequential:.2f} | 1.0x |")
    print(
        f"| ours, sync loop over trajectories (criteria concurrent) | {seq_calls} | {sync_loop:.2f} | {sequential / sync_loop:.1f}x |"
    )
    print(
        f"| ours, `aevaluate` gathered (up to 32 evaluations in flight) | {gathered_counts['judge_calls']} | "
        f"{gathered:.2f} | {sequential / gathered:.1f}x |"
    )


if __name__ == "__main__":
    main()
