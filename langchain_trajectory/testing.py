"""Test helpers: a scripted chat model (no network, no API key) and repeated trials with a gate.

[`ScriptedChatModel`][langchain_trajectory.testing.ScriptedChatModel] is a real LangChain ``BaseChatModel`` (so callbacks, tracing, ``create_agent`` and
LangGraph treat it like any provider model) whose replies come from a script: a list consumed in order, or a
function of the conversation, which keeps concurrent runs independent.

[`assert_trials`][langchain_trajectory.testing.assert_trials] runs a test case ``n`` times and fails the test, with the figures (passes, interval,
pass^k, flip rate, mean scores, why each trial failed) in the message, unless the case meets its gate.
"""

from __future__ import annotations

import asyncio
import inspect
import os
import threading
import time
import uuid
from collections.abc import Callable, Sequence
from typing import Any

from langchain_core.callbacks import AsyncCallbackManagerForLLMRun, CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable
from pydantic import ConfigDict, Field, PrivateAttr

from langchain_trajectory._asyncio import run_sync
from langchain_trajectory.errors import EvaluatorFailure
from langchain_trajectory.evaluators.base import EvalResult
from langchain_trajectory.gates import Gate, case_line
from langchain_trajectory.report.model import Outcome, Trial
from langchain_trajectory.stats import CaseSummary, summarize
from langchain_trajectory.trajectory import Trajectory

__all__ = ["ScriptedChatModel", "TrialGateError", "assert_trials", "run_trials", "tool_call"]

Reply = AIMessage | str
Responder = Callable[[list[BaseMessage]], Reply]


def tool_call(name: str, args: dict[str, Any] | None = None, id: str | None = None) -> dict[str, Any]:
    """A LangChain tool-call dict, for scripting ``AIMessage(tool_calls=[...])``. Without ``id`` a fresh one
    is made (``call_<name>_<hex>``): real models give every call its own id."""
    return {
        "name": name,
        "args": dict(args or {}),
        "id": id or f"call_{name}_{uuid.uuid4().hex[:8]}",
        "type": "tool_call",
    }


class ScriptedChatModel(BaseChatModel):
    """A chat model that answers from a script.

    Args:
        replies: Replies returned in order, one per call (``str`` or ``AIMessage``); running out raises.
        respond: Alternatively, a function ``(messages) -> AIMessage | str`` computing each reply from the
            conversation it is sent (safe for concurrent runs sharing one model).
        delay: Seconds each call sleeps (``asyncio.sleep`` on the async path), to simulate latency.
        usage: When True, each reply carries ``usage_metadata`` (4 tokens per message word, roughly).

    ``bind_tools`` returns the model itself, so ``create_agent`` and ``ToolNode`` graphs accept it.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    replies: Sequence[Any] = Field(default_factory=list)
    respond: Responder | None = None
    delay: float = 0.0
    usage: bool = False
    model_name: str = "scripted"

    _cursor: int = PrivateAttr(default=0)
    _lock: threading.Lock = PrivateAttr(default_factory=threading.Lock)

    @property
    def _llm_type(self) -> str:
        return "scripted-chat-model"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {"model_name": self.model_name}

    @property
    def calls(self) -> int:
        """How many replies the list script has handed out."""
        return self._cursor

    def bind_tools(
        self, tools: Sequence[Any], *, tool_choice: str | None = None, **kwargs: Any
    ) -> Runnable[LanguageModelInput, AIMessage]:
        """The tools are not needed (replies are scripted). ``with_structured_output``'s marker is kept, as a
        real chat model keeps it, so callbacks see such a call for what it is."""
        marker = kwargs.get("ls_structured_output_format")
        return self.bind(ls_structured_output_format=marker) if marker else self

    def _next_reply(self, messages: list[BaseMessage]) -> AIMessage:
        if self.respond is not None:
            reply = self.respond(messages)
        else:
            with self._lock:
                if self._cursor >= len(self.replies):
                    raise RuntimeError(
                        f"ScriptedChatModel ran out of replies after {len(self.replies)} calls"
                    )
                reply = self.replies[self._cursor]
                self._cursor += 1
        message = AIMessage(content=reply) if isinstance(reply, str) else reply.model_copy(deep=True)
        if self.usage and message.usage_metadata is None:
            prompt_tokens = sum(len(str(m.content).split()) for m in messages) * 4 + 4
            completion_tokens = len(str(message.content).split()) * 4 + 4
            message.usage_metadata = {
                "input_tokens": prompt_tokens,
                "output_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            }
        return message

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        if self.delay:
            time.sleep(self.delay)
        return ChatResult(generations=[ChatGeneration(message=self._next_reply(messages))])

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        if self.delay:
            await asyncio.sleep(self.delay)
        return ChatResult(generations=[ChatGeneration(message=self._next_reply(messages))])


# -- repeated trials -----------------------------------------------------------------------------------------


class TrialGateError(AssertionError):
    """A case missed its gate over repeated trials; the message holds the figures.

    Attributes:
        summary: The case's figures.
        trials: The trials, with their results.
    """

    def __init__(self, message: str, summary: CaseSummary, trials: list[Trial]) -> None:
        super().__init__(message)
        self.summary = summary
        self.trials = trials


def _outcomes(value: Any, index: int, trajectories: list[Trajectory]) -> list[Outcome]:
    if isinstance(value, (EvalResult, EvaluatorFailure)):
        return [value]
    if isinstance(value, bool):
        return [EvalResult(key="passed", score=float(value), passed=value)]
    if isinstance(value, Trajectory):
        trajectories.append(value)
        return []
    if isinstance(value, Sequence) and not isinstance(value, str):
        out: list[Outcome] = []
        for item in value:
            out.extend(_outcomes(item, index, trajectories))
        return out
    raise TypeError(
        f"trial {index}: a trial must return an EvalResult, a list of them, or a bool (with, optionally, the "
        f"Trajectory it judged); got {type(value).__name__}"
    )


def run_trials(
    case: Callable[[int], Any], n: int = 10, *, name: str | None = None
) -> tuple[CaseSummary, list[Trial]]:
    """Run ``case(trial)`` for ``trial = 0 .. n-1`` and summarize the outcomes.

    ``case`` returns an [`EvalResult`][langchain_trajectory.evaluators.EvalResult], a list of them, or a bool
    (a coroutine function works too); a trial passes when every result passes. A trial that raises is kept as
    a failed trial with its error (an [`EvaluatorFailure`][langchain_trajectory.errors.EvaluatorFailure]), so one crash
    does not hide the other trials. Pass ``trial`` on to LLM judges as ``repeat=trial`` so each trial gets
    its own verdict rather than a cached one.

    A case that simulates may also return the conversation it judged (``return trajectory, result``): a
    conversation the simulated user spoiled (``metadata["fault"] == "user_simulator"``) makes the trial
    invalid, left out of the figures and counted in ``summary.invalid``; a judge that gave no verdict does too.

    Raises:
        ValueError: when ``n < 1``.
        TypeError: when ``case`` returns something else.
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(f"n must be an integer >= 1, got {n!r}")
    label = name or _current_test() or getattr(case, "__name__", "case")
    trials = []
    for index in range(n):
        try:
            value = case(index)
            if inspect.isawaitable(value):
                value = run_sync(_awaited(value))
        except Exception as exc:  # kept as the trial's failure: the other trials still run and count
            results: list[Outcome] = [EvaluatorFailure.from_exception("trial", exc, case=label, trial=index)]
            judged: list[Trajectory] = []
        else:
            judged = []
            results = _outcomes(value, index, judged)
        trials.append(Trial(judged[0] if judged else None, results, index))
    return summarize({label: trials}).cases[0], trials


async def _awaited(value: Any) -> Any:
    return await value


def _current_test() -> str | None:
    current = os.environ.get("PYTEST_CURRENT_TEST")
    return current.rsplit(" (", 1)[0].rsplit("::", 1)[-1] if current else None


def _explain(summary: CaseSummary, trials: list[Trial], gate: Gate) -> str:
    lines = [f"case {summary.name!r}: {case_line(summary)}; the gate needs {gate}"]
    for trial in trials:
        if not trial.valid:
            lines.append(
                f"  trial {trial.index} invalid ({trial.fault}): {trial.fault_reason or ''}".rstrip()
            )
    if summary.trials > 1:
        ks = sorted({1, min(5, summary.trials), summary.trials})
        curve = ", ".join(f"k={k} {summary.pass_hat_k(k):.2f}" for k in ks)
        lines.append(f"pass^k: {curve}; flip rate {summary.flip_rate:.2f}")
    for key in summary.keys.values():
        if key.scores.mean is None:
            lines.append(f"{key.key}: no score ({key.errors} errors)")
            continue
        spread = f" (sd {key.scores.std:.2f})" if key.scores.count > 1 else ""
        errors = f", {key.errors} errors" if key.errors else ""
        lines.append(
            f"{key.key}: mean {key.scores.mean:.2f}{spread}, {key.passed}/{key.evaluations} passed{errors}"
        )
    failed = [t for t in trials if not t.passed and t.valid]
    if failed:
        lines.append("failed trials:")
    for trial in failed[:10]:
        for r in trial.results:
            if isinstance(r, EvaluatorFailure):
                lines.append(f"  trial {trial.index}: {r.key} raised {r.error_type}: {r.error}")
            elif not r.passed:
                reason_lines = r.reason.splitlines()
                # the line that says what differed, when the reason has one; else its first line
                reason = next(
                    (x for x in reason_lines if x.startswith("differences:")),
                    reason_lines[0] if reason_lines else "",
                )
                lines.append(f"  trial {trial.index}: {r.key} {r.score:.2f} < {r.threshold:g}: {reason}")
    if len(failed) > 10:
        lines.append(f"  ... and {len(failed) - 10} more")
    return "\n".join(lines)


def assert_trials(
    case: Callable[[int], Any],
    n: int = 10,
    *,
    min_pass: Gate | str | float = 1.0,
    name: str | None = None,
) -> CaseSummary:
    """Run ``case`` ``n`` times (see [`run_trials`][langchain_trajectory.testing.run_trials]) and assert that it meets ``min_pass``.

    Args:
        case: ``case(trial) -> EvalResult | list[EvalResult] | bool``.
        n: How many trials.
        min_pass: The gate: ``"8/10"`` (at least 8 of the 10 trials), a rate such as ``0.8``, or ``1.0``
            (default: every trial passes).
        name: The case's name in the message (default: the running pytest test).

    Returns:
        The case's figures, when the gate holds.

    Raises:
        TrialGateError: (an ``AssertionError``) when the gate fails, or no trial is valid (every one spoiled
            by the simulated user or the judge), with passes, interval, pass^k, flip rate, mean scores, the
            failing trials' reasons and the invalid trials' evidence in the message. Invalid trials count for
            nothing: ``"8/10"`` with one invalid trial asks for 8/10 of the 9 valid ones.
        ValueError: for an unreadable gate, or a count gate written for another ``n``.
    """
    __tracebackhide__ = True  # pytest shows the test's line, not this helper's
    gate = Gate.parse(min_pass)
    if gate.trials is not None and gate.trials != n:
        raise ValueError(f"gate {gate} is written for {gate.trials} trials but n={n}")
    summary, trials = run_trials(case, n, name=name)
    if not summary.judged or not gate.admits(summary.passed, summary.trials, invalid=summary.invalid):
        raise TrialGateError(_explain(summary, trials, gate), summary, trials)
    return summary
