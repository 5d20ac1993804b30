"""Benchmark: the simulator's fidelity guards, what they catch and what they cost.

Part 1 (accuracy): the labelled corpus of ``tests/_fidelity_corpus.py`` (scripted conversations in seven
customer-service domains: clean ones, and ones with one guard's fault seeded), checked with ``check_fidelity``.
Per guard: the share of its seeded faults caught by that guard, and the share where it is the only guard that
fired; the share of clean conversations flagged at all; the misses by variant. Targets (issue 28): >= 95 %
caught with the right guard, <= 2 % of clean conversations flagged.

Part 2 (cost): the guards' CPU per simulated user turn against the simulator's own per-turn overhead, with a
trivial application (no model, no sleep) and a generated user (a callable, so every turn is checked) whose
texts quote each conversation's own facts (fresh identifiers, emails, amounts and dates per conversation, so
nothing is served from a cache a real run would miss). Conversations run one after another; each round runs
the same conversations with the guards off and on, in alternating order. Reported: the guards' own CPU per turn
(timed inside the checker, on the thread that runs it) over the rest of the turn, and the end-to-end per-turn
CPU with guards on over off; medians over the rounds and the best of each. Target (issue 28): <= 10 %.

Part 3 (cost end to end): the same conversations paired one by one, guards off and on back to back, with one
simulator of each for the whole run (``--paired``): the guards' whole cost to a turn, what they cause besides their
own CPU included.

Run: ``python bench/fidelity.py`` (about two minutes; ``--rounds``, ``--conversations``, ``--turns`` scale it).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

os.environ["LANGSMITH_TRACING"] = "false"
os.environ["LANGSMITH_TEST_TRACKING"] = "false"

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from _fidelity_blind import blind_corpus
from _fidelity_corpus import GUARD_NAMES, corpus

from langchain_trajectory.simulation import ConversationSimulator, Scenario, check_fidelity
from langchain_trajectory.trajectory import Trajectory

# -- part 1: accuracy -------------------------------------------------------------------------------------------


def accuracy(seed: int, per_guard: int, clean: int) -> list[str]:
    cases = corpus(seed, per_guard, clean)
    return score(cases, f"Corpus: seed {seed}")


def blind_accuracy(blind_set: int = 1) -> list[str]:
    """A blind set (``tests/_fidelity_blind.py``'s ``BLIND_SETS``: written before reading the guards), with every
    miss and every false flag listed with its evidence."""
    cases = blind_corpus(blind_set=blind_set)
    lines = score(cases, f"Blind set {blind_set}")
    details = []
    for case in cases:
        report = check_fidelity(case.trajectory, case.scenario)
        guards = {v.guard for v in report.violations}
        if case.label is None and guards:
            details += [
                f"- clean {case.variant}: `{v.guard}` turn {v.turn}: {v.evidence}" for v in report.violations
            ]
        elif case.label is not None and case.label not in guards:
            found = "; ".join(f"`{v.guard}`: {v.evidence}" for v in report.violations) or "nothing"
            details.append(f"- missed `{case.label}` ({case.variant}): found {found}")
    return [*lines, "", *details] if details else lines


def score(cases: list[Any], title: str) -> list[str]:
    """Per guard, the seeded faults caught by that guard (and by it alone); the clean conversations flagged."""
    caught: Counter[str] = Counter()
    alone: Counter[str] = Counter()
    seeded: Counter[str] = Counter()
    flagged: Counter[str] = Counter()
    missed: Counter[str] = Counter()
    clean_total = clean_flagged = 0
    start = time.perf_counter()
    for case in cases:
        report = check_fidelity(case.trajectory, case.scenario)
        guards = {v.guard for v in report.violations}
        if case.label is None:
            clean_total += 1
            clean_flagged += bool(guards)
            flagged.update(guards)
            continue
        seeded[case.label] += 1
        if case.label in guards:
            caught[case.label] += 1
            alone[case.label] += guards == {case.label}
        else:
            missed[case.variant] += 1
    elapsed = time.perf_counter() - start
    turns = sum(len(c.trajectory.user_messages()) for c in cases)
    lines = [
        f"{title}, {len(cases)} conversations ({clean_total} clean, {sum(seeded.values())} with a "
        f"seeded fault), {turns} user turns; checked in {elapsed:.2f} s ({elapsed / turns * 1e6:.0f} µs per "
        "turn, cold caches).",
        "",
        "| guard | seeded | caught by that guard | rate | that guard alone |",
        "|---|---:|---:|---:|---:|",
    ]
    for guard in GUARD_NAMES:
        n = seeded[guard]
        lines.append(
            f"| `{guard}` | {n} | {caught[guard]} | {caught[guard] / n:.1%} | {alone[guard]} ({alone[guard] / n:.0%}) |"
        )
    total, hit = sum(seeded.values()), sum(caught.values())
    lines.append(f"| all | {total} | {hit} | {hit / total:.1%} | {sum(alone.values())} |")
    lines += [
        "",
        f"Clean conversations flagged: {clean_flagged} of {clean_total} ({clean_flagged / clean_total:.1%})"
        + (f"; by guard: {dict(flagged)}" if flagged else "")
        + ".",
    ]
    if missed:
        lines.append(f"Missed seeded faults by variant: {dict(missed)}.")
    return lines


# -- part 2: cost -----------------------------------------------------------------------------------------------


def scenarios(n: int, seed: int) -> list[Scenario]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        order = f"{rng.choice('ABCDEFGH')}-{rng.randint(1000, 9999)}"
        email = f"user{i}.{rng.randint(10, 99)}@example.com"
        phone = f"+1 ({rng.randint(201, 989)}) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}"
        out.append(
            Scenario(
                goal=f"Get a refund for order {order}",
                persona="a busy parent",
                known_facts={"order_id": order, "email": email, "phone": phone},
                unknown_facts=[f"tracking number: 1Z{rng.randint(10**9, 10**10 - 1)}", "refund amount"],
                expected=["get_order", "refund_order"],
            )
        )
    return out


def _facts(trajectory: Trajectory) -> dict[str, Any]:
    return dict(trajectory.metadata["scenario"]["known_facts"])


def user(trajectory: Trajectory) -> str:
    """A generated user (so every turn is checked) that quotes its own facts and what the agent said."""
    facts = _facts(trajectory)
    n = sum(1 for m in trajectory.messages if m.role == "user")
    last = trajectory.messages[-1].content if trajectory.messages else ""
    amount = last.split("total ")[1].split(",")[0] if "total " in last else "the full amount"
    lines = [
        f"Hi, I need a refund for order {facts['order_id']}, it arrived broken.",
        f"It's {facts['email']}.",
        f"Yes, the {amount} one. Please refund it to my card.",
        "How long does it usually take to reach my account?",
        f"OK. My phone is {facts['phone']} if you need to call me after 5pm.",
        "Great, thanks for the quick help.",
        "Is there anything I should print or send back?",
        "Fine, I'll keep the box for 2 weeks then.",
        f"Thanks again, I noted order {facts['order_id'].replace('-', '')}.",
        "Have a nice day.",
    ]
    return lines[n % len(lines)]


def app(trajectory: Trajectory) -> str:
    facts = _facts(trajectory)
    n = len(trajectory.messages)
    cents = (sum(map(ord, facts["email"])) * 37 + n) % 90000 + 1000
    return (
        f"Order {facts['order_id']}: total ${cents / 100:,.2f}, delivered on 2024-{n % 12 + 1:02d}-{n % 27 + 1:02d}. "
        f"Refund R-{cents} is being prepared; anything else I can check?"
    )


class Timed:
    """Wraps a checker's ``check`` to add up its CPU time on the thread that runs it."""

    def __init__(self, checker: Any) -> None:
        self.spent = 0.0
        self._check = checker.check
        checker.check = self

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        start = time.thread_time()
        try:
            return self._check(*args, **kwargs)
        finally:
            self.spent += time.thread_time() - start


def one_round(batch: list[Scenario], turns: int, mode: str, on_first: bool) -> tuple[float, float, float]:
    """(CPU µs per turn with guards off, with guards on, the guards' own CPU µs per turn)."""
    results: dict[bool, float] = {}
    own = 0.0
    for guards in (True, False) if on_first else (False, True):
        sim = ConversationSimulator(user=user, app=app, max_turns=turns, guards=guards)
        timer = Timed(sim._checker) if guards else None
        sim.simulate(scenario=batch[0])  # warm up the graph, not the conversations timed below
        if timer is not None:
            timer.spent = 0.0
        start = time.process_time()
        for scenario in batch:
            if mode == "async":
                result = asyncio.run(sim.asimulate(scenario=scenario))
            else:
                result = sim.simulate(scenario=scenario)
            assert result.metadata["termination"] == "max_turns", result.metadata
        per_turn = (time.process_time() - start) / (len(batch) * turns) * 1e6
        results[guards] = per_turn
        if timer is not None:
            own = timer.spent / (len(batch) * turns) * 1e6
    return results[False], results[True], own


def cost(rounds: int, conversations: int, turns: int, mode: str) -> list[str]:
    rows = []
    for r in range(rounds):
        # fresh facts (and so texts) every round and path: nothing a real run would compute is cached
        batch = scenarios(conversations, seed=(1000 if mode == "sync" else 2000) + r)
        rows.append(one_round(batch, turns, mode, on_first=r % 2 == 0))
    off = [a for a, _, _ in rows]
    on = [b for _, b, _ in rows]
    own = [c for _, _, c in rows]
    own_share = [c / (b - c) for _, b, c in rows]
    end_to_end = [b / a - 1 for a, b, _ in rows]
    return [
        f"| {mode} | {statistics.median(off):.0f} (best {min(off):.0f}) | {statistics.median(on):.0f} "
        f"(best {min(on):.0f}) | {statistics.median(own):.0f} (best {min(own):.0f}) | "
        f"{statistics.median(own_share):.1%} (best {min(own):.0f} / {min(off):.0f} = {min(own) / min(off):.1%}) | "
        f"{statistics.median(end_to_end):+.1%} (best over best {min(on) / min(off) - 1:+.1%}) |"
    ]


def paired(conversations: int, turns: int, mode: str) -> str:
    """End to end, paired per conversation: each conversation run with guards off and on back to back (the order
    alternating), one simulator of each kept for the whole run; process CPU. Pairs that close cancel most of the
    drift of a shared machine that whole rounds do not."""
    sims = {g: ConversationSimulator(user=user, app=app, max_turns=turns, guards=g) for g in (False, True)}
    timer = Timed(sims[True]._checker)
    warm = scenarios(1, seed=4000)[0]
    for sim in sims.values():
        sim.simulate(scenario=warm)
    timer.spent = 0.0
    pairs = []
    for i, scenario in enumerate(scenarios(conversations, seed=3000 if mode == "sync" else 3500)):
        spent: dict[bool, float] = {}
        for guards in (True, False) if i % 2 == 0 else (False, True):
            start = time.process_time()
            if mode == "async":
                asyncio.run(sims[guards].asimulate(scenario=scenario))
            else:
                sims[guards].simulate(scenario=scenario)
            spent[guards] = (time.process_time() - start) / turns * 1e6
        pairs.append((spent[False], spent[True]))
    off = sum(a for a, _ in pairs) / conversations
    on = sum(b for _, b in pairs) / conversations
    own = timer.spent / (conversations * turns) * 1e6
    return (
        f"| {mode} | {off:.0f} | {on:.0f} | {own:.0f} | {own / (on - own):.1%} | {on / off - 1:+.1%} "
        f"(median of the pairs {statistics.median(b / a for a, b in pairs) - 1:+.1%}) |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--per-guard", type=int, default=60)
    parser.add_argument("--clean", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--conversations", type=int, default=10)
    parser.add_argument("--turns", type=int, default=10)
    parser.add_argument(
        "--paired", type=int, default=100, help="conversations for the per-conversation pairs (0: skip them)"
    )
    parser.add_argument("--out", help="also write the section to this file")
    parser.add_argument(
        "--blind-only", action="store_true", help="only score a blind set (--blind), listing its misses"
    )
    parser.add_argument("--blind", type=int, default=1, help="which blind set --blind-only scores (default 1)")
    args = parser.parse_args()
    if args.blind_only:
        print("\n".join(blind_accuracy(args.blind)))
        return
    lines = [
        f"Machine: {platform.machine()}, {os.cpu_count()} CPUs (shared), Python {platform.python_version()}; "
        f"load average at start {os.getloadavg()[0]:.1f}.",
        "",
        "### Accuracy",
        "",
        *accuracy(args.seed, args.per_guard, args.clean),
        "",
        "### Cost per simulated user turn (CPU µs; trivial app, generated user, "
        f"{args.conversations} conversations x {args.turns} turns, {args.rounds} paired rounds)",
        "",
        "| path | guards off | guards on | guards' own | guards' own / rest of the turn | on vs off |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for mode in ("sync", "async"):
        lines += cost(args.rounds, args.conversations, args.turns, mode)
    if args.paired:
        lines += [
            "",
            f"End to end, paired per conversation ({args.paired} conversations x {args.turns} turns, guards off and "
            "on back to back; CPU µs per turn, means):",
            "",
            "| path | guards off | guards on | guards' own | guards' own / rest of the turn | on vs off |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        lines += [paired(args.paired, args.turns, mode) for mode in ("sync", "async")]
    lines.append("")
    lines.append(f"Load average at the end {os.getloadavg()[0]:.1f}.")
    text = "\n".join(lines)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
