"""Which trial a judge is scoring inside ``langsmith.evaluate(num_repetitions=n)``, so that every trial of an
example gets its own judge cache entry (its own verdict) instead of the first trial's cached one.

LangSmith passes an evaluator the run and its example, not a repetition number. A run is the ``i``-th distinct
run of its example that the judge has seen in this experiment (LangSmith names the experiment in the tracing
context); that ``i`` becomes the judge's ``repeat``. Evaluating the same run again gives the same number (a
cache hit, as it should be), and a new experiment numbers its runs from 0 again, so re-running an unchanged
evaluation is still answered from the cache.
"""

from __future__ import annotations

import threading
import uuid
from collections import OrderedDict
from contextvars import ContextVar
from typing import Any

from langsmith.evaluation import EvaluationResult, EvaluationResults
from langsmith.run_helpers import get_tracing_context
from langsmith.schemas import Example, Run

from langchain_trajectory.evaluators.base import BaseEvaluator

__all__ = ["TrialNumbered", "current_trial", "trial_of"]

_current: ContextVar[int | None] = ContextVar("langchain_trajectory_trial", default=None)
_lock = threading.Lock()
_seen: OrderedDict[str, dict[str, dict[str, int]]] = OrderedDict()  # experiment -> example -> run -> trial
_EXPERIMENTS_KEPT = 64


def trial_of(run: Run, example: Example | None) -> int | None:
    """The trial number of ``run`` among the runs of ``example`` in the current experiment (None without an
    example)."""
    if example is None:
        return None
    metadata: Any = get_tracing_context().get("metadata") or {}
    experiment = str(metadata.get("experiment") or "")
    with _lock:
        examples = _seen.get(experiment)
        if examples is None:
            examples = _seen[experiment] = {}
            while len(_seen) > _EXPERIMENTS_KEPT:
                _seen.popitem(last=False)
        else:
            _seen.move_to_end(experiment)
        runs = examples.setdefault(str(example.id), {})
        return runs.setdefault(str(run.id), len(runs))


def current_trial() -> int | None:
    """The trial number of the LangSmith run being evaluated, or None outside ``evaluate_run``."""
    return _current.get()


class TrialNumbered(BaseEvaluator):
    """Numbers the runs LangSmith hands to `evaluate_run` / `aevaluate_run` (see the module)."""

    def evaluate_run(
        self, run: Run, example: Example | None = None, evaluator_run_id: uuid.UUID | None = None
    ) -> EvaluationResult | EvaluationResults:
        token = _current.set(trial_of(run, example))
        try:
            return super().evaluate_run(run, example, evaluator_run_id)
        finally:
            _current.reset(token)

    async def aevaluate_run(
        self, run: Run, example: Example | None = None, evaluator_run_id: uuid.UUID | None = None
    ) -> EvaluationResult | EvaluationResults:
        token = _current.set(trial_of(run, example))
        try:
            return await super().aevaluate_run(run, example, evaluator_run_id)
        finally:
            _current.reset(token)
