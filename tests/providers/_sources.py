"""One run of an app read by every source, and the check that a source read what the server sent.

:func:`run_sources` invokes the app once under a tracing mode (``off``: langchain-core's run collector gives the
run tree; ``context``: LangSmith tracing to the loopback server, the run tree is the ``traceable`` root's, as a
``langsmith.evaluate`` evaluator gets it; ``tracer``: an explicit ``LangChainTracer`` to the loopback server among
the callbacks, tracing otherwise off, the run tree from the run collector) with two recorders attached (one with ``redact``), and reads the final
state with ``Trajectory.from_messages``. :func:`assert_read` compares a source's calls with
:func:`~providers._harness.ground_truth`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from _langsmith_loopback import LoopbackLangSmith, tracing
from langchain_core.tracers.run_collector import RunCollectorCallbackHandler
from langsmith.run_helpers import traceable

from langchain_trajectory.capture import TrajectoryRecorder, trajectory_from_run
from langchain_trajectory.trajectory import ToolCall, Trajectory
from providers._harness import Expected

__all__ = ["HIDDEN", "Run", "assert_read", "redact_all", "run_sources"]

HIDDEN = "<hidden>"


def redact_all(name: str, args: dict[str, Any]) -> dict[str, Any]:
    """A redactor hiding every argument value."""
    return {key: HIDDEN for key in args}


@dataclass
class Run:
    state: Any
    recorded: Trajectory
    redacted: Trajectory
    messages: Trajectory
    run_tree: Trajectory

    def sources(self) -> dict[str, Trajectory]:
        return {"recorder": self.recorded, "from_messages": self.messages, "run tree": self.run_tree}


def run_sources(app: Any, inputs: Any, mode: str, langsmith: LoopbackLangSmith) -> Run:
    """Invoke ``app`` once with tracing ``mode`` (one of ``_langsmith_loopback.MODES``) and read it every way."""
    recorder, redacting = TrajectoryRecorder(), TrajectoryRecorder(redact=redact_all)
    with tracing(mode, langsmith) as extra:
        callbacks: list[Any] = [recorder, redacting, *extra]
        if mode in ("off", "tracer"):
            collector = RunCollectorCallbackHandler(_schema_format="original+chat")
            state = app.invoke(inputs, {"callbacks": [*callbacks, collector]})
            (tree,) = collector.traced_runs
        else:
            holder: list[Any] = []

            @traceable(name="case")
            def go(run_tree: Any = None) -> Any:
                holder.append(run_tree)
                return app.invoke(inputs, {"callbacks": callbacks})

            state = go()
            tree = holder[0]
    assert recorder.errors == [] and redacting.errors == [], (recorder.errors, redacting.errors)
    return Run(
        state=state,
        recorded=recorder.trajectory,
        redacted=redacting.trajectory,
        messages=Trajectory.from_messages(state),
        run_tree=trajectory_from_run(tree),
    )


def assert_read(source: str, calls: Sequence[ToolCall], expected: Sequence[Expected], *, steps: bool = True) -> None:
    """``calls`` are the expected calls: names, arguments, ids (where the server gave them), results, errors,
    steps and the provider-executed mark, in order."""
    assert [c.name for c in calls] == [e.name for e in expected], f"{source}: {calls}"
    for call, want in zip(calls, expected, strict=True):
        where = f"{source}: call {want.name} (step {want.step})"
        assert dict(call.args) == want.args, f"{where}: args {call.args!r}"
        if want.id is not None:
            assert call.id == want.id, f"{where}: id {call.id!r} != {want.id!r}"
        else:
            assert call.id, f"{where}: no id"
        if want.invalid:
            assert call.error is not None and call.error.startswith("invalid tool call"), f"{where}: {call.error!r}"
            assert call.result is None
        else:
            assert _plain(call.result) == want.result, f"{where}: result {call.result!r} != {want.result!r}"
            assert call.error == want.error, f"{where}: error {call.error!r} != {want.error!r}"
        if steps:
            assert call.step == want.step, f"{where}: step {call.step}"
        provider = call.metadata.get("executed_by") == "provider"
        assert provider == want.provider, f"{where}: executed_by {call.metadata.get('executed_by')!r}"


def _plain(value: Any) -> Any:
    """A stored (read-only) value as plain lists and dicts."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value
