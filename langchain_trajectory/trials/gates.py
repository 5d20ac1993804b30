"""Pass gates for repeated trials: "this case must pass 8 of 10", "90% of all trials must pass".

A [`Gate`][langchain_trajectory.trials.Gate] is written as a count (``"8/10"``: at least 8 passes in exactly 10 trials) or a rate (``"0.8"``
or ``"80%"``: a pass rate of at least 0.8 over however many trials ran). [`check_gates`][langchain_trajectory.trials.check_gates] applies a per-case
gate to every case of a [`Summary`][langchain_trajectory.trials.Summary] and an optional overall gate to all its
trials, and says which failed and by how much. Invalid trials (the simulated user or the judge spoiled them; see
[`INVALID_FAULTS`][langchain_trajectory.trials.INVALID_FAULTS]) are not counted: a case without a valid trial is not gated,
and a count gate applied to a case that lost trials to faults asks for its rate of the valid ones. Pure logic: no
LangChain imports.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from langchain_trajectory.trials.stats import CaseSummary, Summary

__all__ = ["EVERY_TRIAL", "Gate", "GateReport", "check_gates"]


@dataclass(frozen=True)
class Gate:
    """A minimum pass rate, as a count of trials or as a rate.

    Attributes:
        rate: The least pass rate that passes the gate (``8/10`` has rate 0.8).
        passes: For a count gate, the least number of passing trials; None for a rate gate.
        trials: For a count gate, the number of trials it is written for; None for a rate gate.
    """

    rate: float
    passes: int | None = None
    trials: int | None = None

    def __post_init__(self) -> None:
        if isinstance(self.rate, bool) or not isinstance(self.rate, (int, float)) or not 0 <= self.rate <= 1:
            raise ValueError(f"a gate's rate must lie in [0, 1], got {self.rate!r}")
        if (self.passes is None) != (self.trials is None):
            raise ValueError("a count gate needs both passes and trials")
        if self.passes is not None and self.trials is not None:
            if self.trials < 1 or not 0 <= self.passes <= self.trials:
                raise ValueError(f"a count gate needs 0 <= passes <= trials and trials >= 1, got {self}")
            if not math.isclose(self.rate, self.passes / self.trials):
                raise ValueError(f"rate {self.rate} does not equal {self.passes}/{self.trials}")

    @classmethod
    def parse(cls, text: str | float | Gate) -> Gate:
        """A gate from ``"8/10"``, ``"0.8"``, ``"80%"`` or a number in [0, 1].

        Raises:
            ValueError: naming the text when it is none of these.
        """
        if isinstance(text, Gate):
            return text
        if isinstance(text, (int, float)) and not isinstance(text, bool):
            return cls(rate=float(text))
        if not isinstance(text, str):
            raise ValueError(f"a gate must be a string such as '8/10' or '0.8', got {text!r}")
        raw = text.strip()
        try:
            if "/" in raw:
                left, right = raw.split("/", 1)
                passes, trials = int(left), int(right)
                if trials < 1 or not 0 <= passes <= trials:
                    raise ValueError
                return cls(rate=passes / trials, passes=passes, trials=trials)
            rate = float(raw[:-1]) / 100 if raw.endswith("%") else float(raw)
        except ValueError:
            raise ValueError(
                f"cannot read gate {text!r}: write PASSES/TRIALS (e.g. 8/10), a rate in [0, 1] (e.g. 0.8) "
                "or a percentage (e.g. 80%)"
            ) from None
        if not 0 <= rate <= 1:
            raise ValueError(f"gate {text!r}: the rate must lie in [0, 1]")
        return cls(rate=rate)

    def admits(self, passed: int, trials: int, *, what: str = "the trials", invalid: int = 0) -> bool:
        """Whether ``passed`` passes in ``trials`` valid trials meet the gate.

        ``invalid`` trials ran but were left out (simulator or judge faults). A count gate written for the
        trials that ran (``8/10`` with 9 valid and 1 invalid) then asks for its rate of the valid ones (8/10
        of 9: 8 passes, rounding up).

        Raises:
            ValueError: when a count gate is applied to a different number of trials (``8/10`` to 5 trials
                is a mistake in the setup, not a verdict).
        """
        if self.trials is not None and invalid and trials + invalid == self.trials:
            return passed >= math.ceil(self.rate * trials - 1e-9)
        if self.trials is not None and trials != self.trials:
            raise ValueError(
                f"gate {self} is written for {self.trials} trials but {what} had {trials}; "
                f"use a rate (e.g. {self.rate:g}) for other trial counts"
            )
        if self.passes is not None:
            return passed >= self.passes
        return passed >= self.rate * trials - 1e-9  # 0.8 of 10 is 8, whatever 0.8 * 10 rounds to

    def __str__(self) -> str:
        if self.passes is not None:
            return f"{self.passes}/{self.trials}"
        return "every trial" if self.rate == 1 else f"{self.rate:g}"


EVERY_TRIAL = Gate(rate=1.0)
"""The default per-case gate: every trial passes."""


@dataclass(frozen=True)
class GateReport:
    """The outcome of [`check_gates`][langchain_trajectory.trials.check_gates].

    Attributes:
        case_gate: The per-case gate applied.
        overall_gate: The overall gate applied, or None.
        failing_cases: The cases that missed the per-case gate.
        overall_passed: Whether the overall gate held (True without one).
        messages: One line per failed gate, with the figures.
    """

    case_gate: Gate
    overall_gate: Gate | None
    failing_cases: list[CaseSummary] = field(default_factory=list)
    overall_passed: bool = True
    messages: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        """True when every gate held."""
        return not self.failing_cases and self.overall_passed


def case_line(case: CaseSummary) -> str:
    """``7/10 trials passed (70%, 95% CI 40%-89%)`` for a case, with ``; 2 invalid`` when trials were left out
    (``no valid trial (3 invalid)`` when none is left)."""
    if not case.judged:
        return f"no valid trial ({case.invalid} invalid)"
    low, high = case.interval
    level = round(case.confidence * 100)
    invalid = f"; {case.invalid} invalid" if case.invalid else ""
    return (
        f"{case.passed}/{case.trials} trials passed ({case.pass_rate:.0%}, {level}% CI {low:.0%}-{high:.0%}"
        f"{invalid})"
    )


def check_gates(
    summary: Summary, case_gate: Gate | str | None = None, overall_gate: Gate | str | None = None
) -> GateReport:
    """Apply ``case_gate`` (default: every trial passes) to each case and ``overall_gate`` (default: none) to
    the pass rate of all trials.

    Raises:
        ValueError: for an unreadable gate, or a count gate written for another number of trials.
    """
    gate = Gate.parse(case_gate) if case_gate is not None else EVERY_TRIAL
    overall = Gate.parse(overall_gate) if overall_gate is not None else None
    failing = [
        c
        for c in summary.cases
        if c.judged and not gate.admits(c.passed, c.trials, what=f"case {c.name!r}", invalid=c.invalid)
    ]
    messages = [f"case {c.name!r}: {case_line(c)}; the gate needs {gate}" for c in failing]
    overall_ok = True
    if overall is not None:
        overall_ok = overall.admits(
            summary.passed, summary.trials, what="the whole run", invalid=summary.invalid
        )
        if not overall_ok:
            low, high = summary.interval
            messages.append(
                f"overall: {summary.passed}/{summary.trials} trials passed ({summary.pass_rate:.1%}, "
                f"{round(summary.confidence * 100)}% CI {low:.1%}-{high:.1%}); the gate needs {overall}"
            )
    return GateReport(gate, overall, failing, overall_ok, messages)
