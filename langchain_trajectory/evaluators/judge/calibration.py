"""How far to trust a judge: agreement with human labels, Cohen's kappa and a confusion matrix.

[`calibrate`][langchain_trajectory.evaluators.calibrate] runs an evaluator (any evaluator; LLM judges are the point) over cases a human has labelled
pass/fail (or scored), and compares the evaluator's verdict at a threshold with the human's, overall and per
criterion.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Mapping
from fractions import Fraction
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from langchain_trajectory._asyncio import run_sync
from langchain_trajectory.errors import EvaluatorFailure, TrajectoryInputError
from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult

__all__ = [
    "AgreementFigures",
    "Calibration",
    "Confusion",
    "LabelledCase",
    "acalibrate",
    "calibrate",
    "cohen_kappa",
]

Label = bool | float


class LabelledCase(BaseModel):
    """One case with a human verdict.

    Attributes:
        actual: The trajectory to evaluate, in any accepted shape.
        label: The human verdict: ``True``/``False`` (pass/fail), or a score in [0, 1] that passes at the
            calibration's threshold.
        expected: The expectation, when the evaluator reads one (tasks, a reference trajectory, ...).
        criteria: Human verdicts per criterion (``{"goal_completion": True, ...}``), compared with the
            evaluator's per-criterion scores (``criterion_scores``; for task judges, the task verdicts by
            task text).
        context: Further keyword context for the evaluation (``inputs=``, ``tasks=``, ...).
        id: A name for the case, shown in errors.
    """

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True, extra="forbid")

    actual: Any
    label: Label
    expected: Any = None
    criteria: dict[str, Label] = Field(default_factory=dict)
    context: dict[str, Any] = Field(default_factory=dict)
    id: str | None = None

    @field_validator("label", mode="before")
    @classmethod
    def _unit(cls, value: Label) -> Label:
        return _checked_label(value)

    @field_validator("criteria", mode="before")
    @classmethod
    def _unit_criteria(cls, value: Any) -> Any:
        if not isinstance(value, Mapping):
            raise ValueError(
                f"criteria must be a dict of criterion name to label, got {type(value).__name__}"
            )
        return {name: _checked_label(label) for name, label in value.items()}


def _checked_label(value: Any) -> Label:
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)) and 0.0 <= float(value) <= 1.0:
        return float(value)
    raise ValueError(f"a label must be true/false or a score in [0, 1], got {value!r}")


class Confusion(BaseModel):
    """The evaluator's pass/fail verdicts against the human's, at one threshold ("positive" means pass).

    Attributes:
        both_pass: The evaluator and the human pass the case (true positives).
        judge_only_pass: The evaluator passes a case the human fails (false positives: too lenient).
        human_only_pass: The human passes a case the evaluator fails (false negatives: too strict).
        both_fail: Both fail it (true negatives).
    """

    model_config = ConfigDict(frozen=True)

    both_pass: int = 0
    judge_only_pass: int = 0
    human_only_pass: int = 0
    both_fail: int = 0

    @property
    def n(self) -> int:
        """The number of cases."""
        return self.both_pass + self.judge_only_pass + self.human_only_pass + self.both_fail

    @property
    def agreement(self) -> float | None:
        """The share of cases where the evaluator and the human agree (None for no cases)."""
        return (self.both_pass + self.both_fail) / self.n if self.n else None

    @property
    def kappa(self) -> float | None:
        """Cohen's kappa of the two raters (see [`cohen_kappa`][langchain_trajectory.evaluators.judge.cohen_kappa])."""
        return cohen_kappa(self)

    def table(self) -> str:
        """The matrix as aligned text: rows are the evaluator's verdict, columns the human's."""
        return (
            "             human pass  human fail\n"
            f"judge pass   {self.both_pass:>10}  {self.judge_only_pass:>10}\n"
            f"judge fail   {self.human_only_pass:>10}  {self.both_fail:>10}"
        )


def cohen_kappa(confusion: Confusion) -> float | None:
    """Cohen's kappa for two raters' pass/fail verdicts: ``(p_o - p_e) / (1 - p_e)``, where ``p_o`` is the
    observed agreement and ``p_e`` the agreement expected by chance from each rater's own pass rate. 1 is
    perfect agreement, 0 what chance gives, below 0 worse than chance.

    Returns:
        The kappa (computed exactly, rounded once), or None when it is undefined: no cases, or ``p_e == 1``
        (both raters gave every case the same single verdict).
    """
    n = confusion.n
    if n == 0:
        return None
    judge_pass = Fraction(confusion.both_pass + confusion.judge_only_pass, n)
    human_pass = Fraction(confusion.both_pass + confusion.human_only_pass, n)
    observed = Fraction(confusion.both_pass + confusion.both_fail, n)
    chance = judge_pass * human_pass + (1 - judge_pass) * (1 - human_pass)
    if chance == 1:
        return None
    return float((observed - chance) / (1 - chance))


class AgreementFigures(BaseModel):
    """Agreement between the evaluator and the human on one verdict (overall, or one criterion).

    Attributes:
        n: The cases compared.
        agreement: The share of them on which both agree (None for none).
        kappa: Cohen's kappa (None when undefined, see [`cohen_kappa`][langchain_trajectory.evaluators.judge.cohen_kappa]).
        confusion: The confusion matrix at the threshold.
        mean_absolute_error: The mean ``|evaluator score - human score|`` over the cases labelled with a
            score rather than pass/fail (None when there are none).
    """

    model_config = ConfigDict(frozen=True)

    n: int
    agreement: float | None
    kappa: float | None
    confusion: Confusion
    mean_absolute_error: float | None = None


def _figures(pairs: list[tuple[float, Label]], threshold: float) -> AgreementFigures:
    """Figures for (evaluator score, human label) pairs at ``threshold``."""
    counts = {"both_pass": 0, "judge_only_pass": 0, "human_only_pass": 0, "both_fail": 0}
    errors: list[Fraction] = []
    for score, label in pairs:
        judge = score >= threshold
        human = label if isinstance(label, bool) else label >= threshold
        if not isinstance(label, bool):
            errors.append(abs(Fraction(score) - Fraction(label)))
        key = (
            ("both_pass" if human else "judge_only_pass")
            if judge
            else ("human_only_pass" if human else "both_fail")
        )
        counts[key] += 1
    confusion = Confusion(**counts)
    return AgreementFigures(
        n=confusion.n,
        agreement=confusion.agreement,
        kappa=confusion.kappa,
        confusion=confusion,
        mean_absolute_error=float(sum(errors) / len(errors)) if errors else None,
    )


class Calibration(BaseModel):
    """What [`calibrate`][langchain_trajectory.evaluators.calibrate] found.

    Attributes:
        key: The evaluator's feedback key.
        threshold: The pass mark the verdicts were compared at.
        n: The labelled cases.
        overall: Agreement on the evaluator's overall verdict (over the cases that did not fail).
        per_criterion: Agreement per labelled criterion.
        results: One entry per case, in order: its [`EvalResult`][langchain_trajectory.evaluators.EvalResult], or an
            [`EvaluatorFailure`][langchain_trajectory.errors.EvaluatorFailure] when the evaluation raised (e.g. a
            [`JudgeError`][langchain_trajectory.errors.JudgeError]); failures are left out of every figure.
    """

    model_config = ConfigDict(frozen=True)

    key: str
    threshold: float
    n: int
    overall: AgreementFigures
    per_criterion: dict[str, AgreementFigures]
    results: list[EvalResult | EvaluatorFailure]

    @property
    def agreement(self) -> float | None:
        """The overall agreement."""
        return self.overall.agreement

    @property
    def kappa(self) -> float | None:
        """The overall Cohen's kappa."""
        return self.overall.kappa

    @property
    def confusion(self) -> Confusion:
        """The overall confusion matrix at the threshold."""
        return self.overall.confusion

    @property
    def failures(self) -> list[EvaluatorFailure]:
        """The cases whose evaluation raised."""
        return [r for r in self.results if isinstance(r, EvaluatorFailure)]

    def summary(self) -> str:
        """A printable report: the overall figures, the confusion matrix and one line per criterion."""

        def fmt(value: float | None) -> str:
            return "undefined" if value is None else f"{value:.3f}"

        lines = [
            f"{self.key} at threshold {self.threshold:g}: {self.n} labelled cases, "
            f"{len(self.failures)} failed to evaluate",
            f"agreement {fmt(self.agreement)}, Cohen's kappa {fmt(self.kappa)}",
            self.confusion.table(),
        ]
        if self.overall.mean_absolute_error is not None:
            lines.append(f"mean absolute error vs human scores {self.overall.mean_absolute_error:.3f}")
        for name, figures in self.per_criterion.items():
            lines.append(
                f"criterion {name}: agreement {fmt(figures.agreement)}, kappa {fmt(figures.kappa)} "
                f"(n={figures.n})"
            )
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.summary()


def _criterion_scores(result: EvalResult) -> dict[str, float]:
    """The evaluator's per-criterion scores in ``result``: ``criterion_scores`` (TrajectoryEvaluator), else
    the task verdicts by task text (TaskCompletionEvaluator; completed is 1.0)."""
    scores = result.metadata.get("criterion_scores")
    if isinstance(scores, Mapping):
        return {str(name): float(entry["score"]) for name, entry in scores.items()}
    tasks = result.metadata.get("task_verdicts")
    if isinstance(tasks, list):
        return {str(v["task"]): 1.0 if v["completed"] else 0.0 for v in tasks}
    return {}


def _read_cases(cases: Iterable[LabelledCase | Mapping[str, Any]]) -> list[LabelledCase]:
    read: list[LabelledCase] = []
    for i, case in enumerate(cases):
        if isinstance(case, LabelledCase):
            read.append(case)
            continue
        if not isinstance(case, Mapping):
            raise TrajectoryInputError(
                f"labelled case {i}: expected a LabelledCase or a dict with 'actual' and 'label', "
                f"got {type(case).__name__}"
            )
        try:
            read.append(LabelledCase.model_validate(dict(case)))
        except ValidationError as exc:
            problem = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
            raise TrajectoryInputError(f"labelled case {i}: {problem}") from None
    if not read:
        raise TrajectoryInputError("calibrate: no labelled cases")
    return read


async def acalibrate(
    evaluator: BaseEvaluator,
    labelled_cases: Iterable[LabelledCase | Mapping[str, Any]],
    *,
    threshold: float | None = None,
    max_concurrency: int = 8,
) -> Calibration:
    """Async form of [`calibrate`][langchain_trajectory.evaluators.calibrate] (the cases are evaluated concurrently)."""
    if threshold is not None and (
        isinstance(threshold, bool) or not isinstance(threshold, (int, float)) or not 0.0 <= threshold <= 1.0
    ):
        raise ValueError(f"'threshold' must be None or a number in [0, 1], got {threshold!r}")
    cut = evaluator.threshold if threshold is None else float(threshold)
    cases = _read_cases(labelled_cases)
    if isinstance(max_concurrency, bool) or not isinstance(max_concurrency, int) or max_concurrency < 1:
        raise ValueError(f"'max_concurrency' must be an integer >= 1, got {max_concurrency!r}")
    gate = asyncio.Semaphore(max_concurrency)

    async def one(i: int, case: LabelledCase) -> EvalResult | EvaluatorFailure:
        async with gate:
            try:
                return await evaluator.aevaluate(case.actual, case.expected, **case.context)
            except Exception as exc:  # kept as a failure value: one case must not erase the others
                return EvaluatorFailure.from_exception(evaluator.key, exc, case=case.id or i)

    results = list(await asyncio.gather(*(one(i, c) for i, c in enumerate(cases))))
    overall: list[tuple[float, Label]] = []
    by_criterion: dict[str, list[tuple[float, Label]]] = {}
    for i, (case, result) in enumerate(zip(cases, results, strict=True)):
        if isinstance(result, EvaluatorFailure):
            continue
        overall.append((result.score, case.label))
        if not case.criteria:
            continue
        scores = _criterion_scores(result)
        for name, label in case.criteria.items():
            if name not in scores:
                raise TrajectoryInputError(
                    f"labelled case {case.id or i}: criteria: {evaluator.key} reports no criterion {name!r} "
                    f"(it reports {sorted(scores)})"
                )
            by_criterion.setdefault(name, []).append((scores[name], label))
    return Calibration(
        key=evaluator.key,
        threshold=cut,
        n=len(cases),
        overall=_figures(overall, cut),
        per_criterion={name: _figures(pairs, cut) for name, pairs in by_criterion.items()},
        results=results,
    )


def calibrate(
    evaluator: BaseEvaluator,
    labelled_cases: Iterable[LabelledCase | Mapping[str, Any]],
    *,
    threshold: float | None = None,
    max_concurrency: int = 8,
) -> Calibration:
    """How far ``evaluator`` agrees with human labels.

    Every case is evaluated (concurrently, at most ``max_concurrency`` at once); the evaluator passes a case
    when its score is ``>= threshold`` (default: the evaluator's own threshold), and the human when the label
    is ``True`` or a score ``>= threshold``. Compared over the cases that did not fail: the agreement (share of
    equal verdicts), Cohen's kappa (agreement beyond chance), the confusion matrix, the mean absolute error
    against score labels, and the same per labelled criterion. A case whose evaluation raises is kept in
    ``results`` as an [`EvaluatorFailure`][langchain_trajectory.errors.EvaluatorFailure] and left out of the figures.

    Args:
        evaluator: Any evaluator of the package.
        labelled_cases: [`LabelledCase`][langchain_trajectory.evaluators.LabelledCase] objects, or dicts with the same fields.
        threshold: The pass mark to compare at (default: ``evaluator.threshold``).
        max_concurrency: Evaluations in flight at once.

    Raises:
        TrajectoryInputError: for no cases, a malformed case (naming its index and field), or a labelled
            criterion the evaluator does not report.
        ValueError: for a threshold outside [0, 1].
    """
    return run_sync(
        acalibrate(evaluator, labelled_cases, threshold=threshold, max_concurrency=max_concurrency)
    )
