"""The conversation simulator: a simulated user and the application under test, talking in a LangGraph loop.

[`ConversationSimulator`][langchain_trajectory.simulation.ConversationSimulator] compiles a two-node ``StateGraph`` (``simulated_user`` → ``application`` →
``simulated_user`` → …) and runs it. The loop lives in the graph, once: ``simulate`` runs it with ``invoke``,
``asimulate`` with ``ainvoke``, the batch forms with ``batch_as_completed`` / ``abatch_as_completed``; each node
is one function split around its single call to the user or the application.

Semantics:

- The user speaks first: the ``initial_message`` when one is set, else the simulated user.
- ``max_turns`` counts user→assistant exchanges; after the application's ``max_turns``-th answer the
  conversation ends with ``termination="max_turns"``.
- The stopping condition is checked after every message (after each one of several assistant messages from
  one call, all of which are kept); when it holds, ``termination="stopping_condition"``.
- A simulated user returning [`stop_message`][langchain_trajectory.simulation.stop_message] ends it with
  ``termination="user_stop"``.
- An exception or an empty reply on either side ends it with ``termination="error"``, ``error`` (the
  exception type and text) and ``error_source`` (``simulated_user``, ``application``, ``reviewer``,
  ``check`` or ``stopping_condition``), every message said so far kept.
- The application runs with its own budget (``app_config``, LangGraph's default ``recursion_limit`` unless
  set): the simulator graph's limit, which follows from ``max_turns``, never reaches it.
- An application that pauses on ``interrupt()`` is resumed within the same turn with the ``reviewer``'s
  answer; without a reviewer the conversation ends with ``termination="interrupted"`` and the pending
  interrupts in the metadata (``interrupts``).
- ``checks`` run after every assistant turn on the conversation so far; their results are kept on the turn's
  message (``metadata["checks"]``); a check that raises is a failed result beside the others (``error``: what
  it raised); with ``fail_fast`` the first failure ends the conversation with ``termination="check_failed"``
  (``metadata["check_failed"]``: its key and reason, and ``error`` for one that raised).
- A graph application's state after each turn (``values``, JSON-safe) is kept (``metadata["state"]``) and
  is on the trajectory that stopping conditions and checks see.
- The scenario (a [`Scenario`][langchain_trajectory.simulation.Scenario], or a string: its goal) is shown to the
  simulated user and stored on the trajectory: ``scenario`` holds its goal, ``metadata["scenario"]`` the whole
  scenario as JSON ([`scenario_of`][langchain_trajectory.simulation.scenario_of] reads it back).
- Every turn the simulated user generates is checked by the fidelity guards
  ([`fidelity`][langchain_trajectory.simulation.fidelity]; turns a person wrote, such as a script's, are not). A turn
  that fails one is written again, at most ``regenerate`` times, with the guards' evidence as feedback; a turn
  that still fails ends the conversation with ``termination="user_simulator_fault"`` (``metadata["fidelity"]``
  holds the violations). Every trajectory carries ``metadata["fault"]`` (see
  `faults`) and ``metadata["user_simulator"]``, the simulated
  user's stamp (kind, model name, prompt hash); each checked user message carries its guard results
  (``metadata["fidelity"]``: how often it was written again, and why).

The graph state holds the messages as plain dicts (``Message.model_dump()``), so any checkpointer can store
it; with a checkpointer, a conversation interrupted by a crash resumes from its last completed message when it
is run again with the same ``thread_id``.
"""

from __future__ import annotations

import asyncio
import contextlib
import operator
import uuid
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Literal, TypedDict, get_args

from langchain_core.runnables import Runnable, RunnableConfig
from langchain_core.runnables.config import ensure_config

from langchain_trajectory.errors import error_text
from langchain_trajectory.simulation._bounded import Bounded
from langchain_trajectory.simulation._calls import Twin, acapture, capture, is_async_callable
from langchain_trajectory.simulation._checks import check_outcome, check_twin
from langchain_trajectory.simulation._progress import Progress
from langchain_trajectory.simulation._replies import ReplyError, is_blank, is_stop, read_user_reply
from langchain_trajectory.simulation._usage import judge_usage
from langchain_trajectory.simulation.applications import (
    AppContext,
    Application,
    AppTurn,
    app_error_text,
    as_application,
    continue_steps,
)
from langchain_trajectory.simulation.fidelity import (
    FidelityChecker,
    GuardOptions,
    fault_of,
    simulator_identity,
)
from langchain_trajectory.simulation.fidelity._regenerate import TurnResult, adrive, drive, guarded_turn
from langchain_trajectory.simulation.review import ReviewError, reviewer_twin
from langchain_trajectory.simulation.scenarios import Scenario
from langchain_trajectory.simulation.users import INITIAL_MESSAGE_SOURCE, LLMSimulatedUser, ScriptedUser
from langchain_trajectory.trajectory import EMPTY, FrozenDict, FrozenList, Message, Trajectory, freeze
from langchain_trajectory.usage import MODEL_CALLS

if TYPE_CHECKING:
    from langgraph.checkpoint.base import BaseCheckpointSaver
    from langgraph.graph.state import CompiledStateGraph

__all__ = [
    "ConversationSimulator",
    "Durability",
    "ErrorSource",
    "SimulationState",
    "StoppingCondition",
    "Termination",
]

Termination = Literal[
    "max_turns",
    "stopping_condition",
    "user_stop",
    "interrupted",
    "check_failed",
    "error",
    "user_simulator_fault",
]
ErrorSource = Literal["simulated_user", "application", "reviewer", "check", "stopping_condition"]
Durability = Literal["sync", "async", "exit"]
StoppingCondition = Callable[[Trajectory], bool]
Check = Callable[[Trajectory], Any]

USER_NODE = "simulated_user"
APP_NODE = "application"
_SPEC_KEYS = ("scenario", "initial_message", "thread_id", "app_thread_id")
_STATE_MESSAGES = 8192
"""Most messages of application states a simulator keeps frozen for reuse (see ``_StateReader.app_state``)."""


class SimulationState(TypedDict, total=False):
    """The simulator graph's state.

    Attributes:
        messages: The conversation so far, as ``Message.model_dump()`` dicts (appended to by each node).
        scenario: What the conversation is about: the scenario's goal.
        scenario_data: The whole scenario (``Scenario.model_dump(mode="json")``), or None in a state written
            before scenarios had more than a goal.
        initial_message: The first user message as a dict, or None.
        app_thread_id: The application's own thread id for this conversation.
        turns: Completed user→assistant exchanges.
        termination: Why the conversation ended (set by the node that ended it), else None.
        error: The exception type and text, or why a reply was rejected, when ``termination == "error"``.
        error_source: Who failed: ``simulated_user``, ``application``, ``reviewer``, ``check`` or
            ``stopping_condition``.
        app_state: The application's state after its latest turn (JSON-safe), or None.
        interrupts: The application's pending interrupts when ``termination == "interrupted"``.
        check_failed: The failing check's ``key`` and ``reason`` when ``termination == "check_failed"``.
        user_fault: The failed turn, its attempts and violations when
            ``termination == "user_simulator_fault"``.
        stop_usage: What the simulated user's model used for a stop signal with no text (a message the
            conversation does not keep), as model-call records.
    """

    messages: Annotated[list[dict[str, Any]], operator.add]
    scenario: str
    scenario_data: dict[str, Any] | None
    initial_message: dict[str, Any] | None
    app_thread_id: str
    turns: int
    termination: Termination | None
    error: str | None
    error_source: ErrorSource | None
    app_state: dict[str, Any] | None
    interrupts: list[dict[str, Any]] | None
    check_failed: dict[str, Any] | None
    user_fault: dict[str, Any] | None
    stop_usage: list[dict[str, Any]] | None


@dataclass(frozen=True)
class _Spec:
    """One conversation to run: its variant of the simulator's defaults and its ids."""

    scenario: Scenario
    initial_message: Message | None
    thread_id: str | None
    app_thread_id: str | None


@dataclass(frozen=True)
class _Plan:
    """How to run one conversation: a fresh input, ``None`` to resume, or already finished."""

    input: dict[str, Any] | None
    config: RunnableConfig
    thread_id: str
    finished: dict[str, Any] | None = None


def _error_text(error: BaseException | str) -> str:
    return error if isinstance(error, str) else error_text(error)


class ConversationSimulator:
    """Runs conversations between a simulated user and an application, as a compiled LangGraph graph.

    Args:
        user: A [`SimulatedUser`][langchain_trajectory.simulation.SimulatedUser], a callable
            ``(trajectory) -> Message | str`` (sync or async), or a list of strings (a
            [`ScriptedUser`][langchain_trajectory.simulation.ScriptedUser]).
        app: The application under test: a callable ``(trajectory) -> Message | str | list[Message]`` (sync
            or async), a LangChain ``Runnable`` / chat model, a compiled LangGraph graph with a ``messages``
            state, or an adapter from `applications`.
        max_turns: The most user→assistant exchanges (at least 1). The simulator graph's ``recursion_limit``
            is set from it, so long conversations never hit LangGraph's default limit; it never reaches the
            application (see ``app_config``).
        scenario: What the conversation is about: a [`Scenario`][langchain_trajectory.simulation.Scenario] (goal,
            persona, known and unknown facts, opener, expected calls), a dict of its fields, or a string (its
            goal). Shown to the simulated user; stored on the trajectory (``scenario``: the goal;
            ``metadata["scenario"]``: the whole scenario).
        initial_message: The first user message (a string or a user ``Message``); it does not consume one of
            the simulated user's scripted or fixed responses.
        stopping_condition: ``(trajectory) -> bool``, checked after every message; True ends the conversation.
        checkpointer: A LangGraph checkpointer (``InMemorySaver``, ``SqliteSaver``, ...) for the simulator's
            own graph, which makes conversations resumable by ``thread_id``.
        durability: When checkpoints are written (LangGraph's ``durability``): ``sync`` (default) writes each
            one before the next node runs, so a crash loses nothing completed.
        name: The compiled graph's name (shown in traces).
        app_config: The application's own ``RunnableConfig`` (e.g. ``{"recursion_limit": 100}``) for a graph
            or runnable app; its ``recursion_limit`` is LangGraph's default unless set here.
        reviewer: Who answers the application's interrupts: ``"approve"`` / ``"reject"`` (every action of a
            ``HumanInTheLoopMiddleware`` request), ``"user"`` (the simulated user, in persona), or a callable
            ``(interrupt, trajectory) -> resume value``; None ends an interrupted conversation with
            ``termination="interrupted"``. See `review`.
        checks: Evaluators (or callables ``(trajectory) -> EvalResult | bool``) run after every assistant
            turn on the conversation so far; reference-free ones such as ``ToolErrorEvaluator``.
        fail_fast: End the conversation with ``termination="check_failed"`` when a check fails.
        guards: The fidelity guards run on every turn the simulated user generates: True (default) for all,
            False for none, a list of guard names, or
            [`GuardOptions`][langchain_trajectory.simulation.GuardOptions].
        regenerate: How many times a turn that fails a guard is written again (default 2) before the
            conversation ends with ``termination="user_simulator_fault"``.

    Raises:
        ValueError: for ``max_turns < 1``, a blank or non-user initial message, an unknown durability or
            reviewer policy.
        TypeError: for a user, app, reviewer, check or stopping condition of an unsupported type.
    """

    def __init__(
        self,
        *,
        user: Any,
        app: Any,
        max_turns: int = 10,
        scenario: str = "",
        initial_message: str | Message | None = None,
        stopping_condition: StoppingCondition | None = None,
        checkpointer: BaseCheckpointSaver[Any] | None = None,
        durability: Durability = "sync",
        name: str = "conversation_simulator",
        app_config: RunnableConfig | None = None,
        reviewer: Any = None,
        checks: Sequence[Any] = (),
        fail_fast: bool = False,
        guards: Any = True,
        regenerate: int = 2,
    ) -> None:
        if isinstance(max_turns, bool) or not isinstance(max_turns, int) or max_turns < 1:
            raise ValueError(f"ConversationSimulator: 'max_turns' must be an int >= 1, got {max_turns!r}")
        if isinstance(regenerate, bool) or not isinstance(regenerate, int) or regenerate < 0:
            raise ValueError(f"ConversationSimulator: 'regenerate' must be an int >= 0, got {regenerate!r}")
        if not isinstance(scenario, str | Scenario | Mapping):
            raise TypeError(
                "ConversationSimulator: 'scenario' must be a string, a Scenario or a dict of its fields, got "
                f"{type(scenario).__name__}"
            )
        if durability not in get_args(Durability):
            raise ValueError(
                f"ConversationSimulator: 'durability' must be one of {get_args(Durability)}, got {durability!r}"
            )
        if stopping_condition is not None:
            if not callable(stopping_condition):
                raise TypeError(
                    "ConversationSimulator: 'stopping_condition' must be a callable (trajectory) -> bool"
                )
            if is_async_callable(stopping_condition):
                raise TypeError("ConversationSimulator: 'stopping_condition' must be synchronous")
        if not isinstance(fail_fast, bool):
            raise TypeError(
                f"ConversationSimulator: 'fail_fast' must be a bool, got {type(fail_fast).__name__}"
            )
        self.user = ScriptedUser(user) if isinstance(user, (list, tuple)) else user
        _check_user_model(self.user)
        self.app: Application = as_application(app, config=app_config)
        self.reviewer = reviewer
        self._reviewer = reviewer_twin(reviewer, self.user)
        self.checks: tuple[Any, ...] = tuple(checks)
        self._checks = [check_twin(check, i) for i, check in enumerate(self.checks)]
        self._read = _StateReader()
        self.fail_fast = fail_fast
        self.max_turns = max_turns
        self.scenario: Scenario = Scenario.of(scenario, what="ConversationSimulator: 'scenario'")
        self.guards = GuardOptions.of(guards)
        self.regenerate = regenerate
        self._identity = simulator_identity(self.user)
        persona = self._identity.get("persona")
        self._checker = (
            FidelityChecker(self.guards, persona=persona if isinstance(persona, str) else "")
            if self.guards.guards
            else None
        )
        self.initial_message = _initial_message(initial_message, "initial_message")
        self.stopping_condition = stopping_condition
        self.checkpointer = checkpointer
        self.durability: Durability = durability
        self.name = name
        self._user = _user_twin(self.user)
        self._app = Twin(self.app.respond, self.app.arespond)
        self.graph: CompiledStateGraph[Any, Any, Any, Any] = self._build_graph()

    @property
    def recursion_limit(self) -> int:
        """The LangGraph recursion limit used for each run: two steps per turn, plus slack."""
        return 2 * self.max_turns + 2

    # -- the graph --------------------------------------------------------------------------------------------

    def _build_graph(self) -> CompiledStateGraph[Any, Any, Any, Any]:
        from langgraph.graph import END, START, StateGraph

        builder = StateGraph(SimulationState)
        builder.add_node(USER_NODE, _SimulatorNode(USER_NODE, self._user_node, self._auser_node))
        builder.add_node(APP_NODE, _SimulatorNode(APP_NODE, self._app_node, self._aapp_node))
        builder.add_edge(START, USER_NODE)
        builder.add_conditional_edges(USER_NODE, _Route(APP_NODE), [APP_NODE, END])
        builder.add_conditional_edges(APP_NODE, _Route(USER_NODE), [USER_NODE, END])
        return builder.compile(checkpointer=self.checkpointer, name=self.name)

    def _user_node(self, state: SimulationState, config: RunnableConfig) -> dict[str, Any]:
        trajectory, update = self._user_prepare(state)
        if update is not None:
            return update
        return self._user_turn(state, trajectory, drive(self._guarded(state, trajectory), self._user))

    async def _auser_node(self, state: SimulationState, config: RunnableConfig) -> dict[str, Any]:
        trajectory, update = self._user_prepare(state)
        if update is not None:
            return update
        return self._user_turn(state, trajectory, await adrive(self._guarded(state, trajectory), self._user))

    def _app_node(self, state: SimulationState, config: RunnableConfig) -> dict[str, Any]:
        trajectory, context = self._app_prepare(state, config)
        update, checked = self._app_finish(state, trajectory, *capture(self._app, trajectory, context))
        if "termination" in update:
            return update
        return self._checks_finish(state, update, checked, [capture(t, checked) for t in self._checks])

    async def _aapp_node(self, state: SimulationState, config: RunnableConfig) -> dict[str, Any]:
        trajectory, context = self._app_prepare(state, config)
        update, checked = self._app_finish(
            state, trajectory, *(await acapture(self._app, trajectory, context))
        )
        if "termination" in update:
            return update
        results = [await acapture(t, checked) for t in self._checks]
        return self._checks_finish(state, update, checked, results)

    # -- node logic (shared by the sync and async paths) ---------------------------------------------------

    def _user_prepare(self, state: SimulationState) -> tuple[Trajectory, dict[str, Any] | None]:
        trajectory = self._read.trajectory(state)
        initial = state.get("initial_message")
        if not trajectory.messages and initial:
            return trajectory, self._user_finish(state, trajectory, Message.model_validate(initial), None)
        return trajectory, None

    def _guarded(self, state: SimulationState, trajectory: Trajectory) -> Any:
        return guarded_turn(
            trajectory,
            self._read.scenario(state),
            self._checker,
            regenerate=self.regenerate,
            authored=isinstance(self.user, ScriptedUser),
        )

    def _user_turn(self, state: SimulationState, trajectory: Trajectory, turn: TurnResult) -> dict[str, Any]:
        if turn.fault is not None:
            return {"termination": "user_simulator_fault", "user_fault": turn.fault}
        extra: dict[str, Any] = {"fidelity": turn.record} if turn.record is not None else {}
        if isinstance(self.user, ScriptedUser):
            extra["authored"] = True
        return self._user_finish(state, trajectory, turn.value, turn.error, extra)

    def _user_finish(
        self,
        state: SimulationState,
        trajectory: Trajectory,
        value: Any,
        error: BaseException | None,
        extra: Mapping[str, Any] | None = None,
    ) -> dict[str, Any]:
        if error is not None:
            return _failure("simulated_user", error)
        try:
            message = read_user_reply(value)
        except ReplyError as exc:
            return _failure("simulated_user", str(exc))
        stop = is_stop(message)
        if not stop and not message.content.strip():
            return _failure("simulated_user", "the simulated user returned an empty message")
        update: dict[str, Any] = {}
        if message.content.strip():
            metadata = {"source": "simulated_user", **message.metadata, **(extra or {})}
            metadata.setdefault("id", f"user-{uuid.uuid4().hex}")
            message = message.model_copy(update={"metadata": metadata})
            update["messages"] = [self._read.messages.dump(message)]
        if stop:
            update["termination"] = "user_stop"
            if not message.content.strip() and message.metadata.get(MODEL_CALLS):
                update["stop_usage"] = list(message.metadata[MODEL_CALLS])
            return update
        return self._check_stop(trajectory, [message], update)

    def _app_prepare(self, state: SimulationState, config: RunnableConfig) -> tuple[Trajectory, AppContext]:
        context = AppContext(
            thread_id=state.get("app_thread_id") or "",
            callbacks=config.get("callbacks"),
            reviewer=self._reviewer,
            durability=self.durability if self.checkpointer is not None else None,
        )
        return self._read.trajectory(state), context

    def _app_finish(
        self, state: SimulationState, trajectory: Trajectory, value: Any, error: Exception | None
    ) -> tuple[dict[str, Any], Trajectory | None]:
        """The update for the application's turn (with a ``termination`` when the conversation ended here),
        and the conversation the checks and the stopping condition see (None when there are none)."""
        if error is not None:
            if isinstance(error, ReviewError):
                return _failure("reviewer", error), None
            return _failure("application", app_error_text(error, self.app)), None
        turn = value if isinstance(value, AppTurn) else AppTurn(list(value or ()))
        messages: list[Message] = list(turn.messages)
        update: dict[str, Any] = {}
        if turn.state is not None:
            update["app_state"] = turn.state
        if turn.interrupts:
            kept = [m for m in messages if not is_blank([m])]
            update["messages"] = [self._read.messages.dump(m) for m in continue_steps(trajectory, kept)]
            return {**update, "termination": "interrupted", "interrupts": list(turn.interrupts)}, None
        if is_blank(messages):
            return {**update, **_failure("application", "the application returned an empty reply")}, None
        messages = continue_steps(trajectory, messages)
        update["messages"] = [self._read.messages.dump(m) for m in messages]
        update["turns"] = state.get("turns", 0) + 1
        if not self._checks and self.stopping_condition is None:
            return update, None
        app_state = update.get("app_state", state.get("app_state"))
        metadata = trajectory.metadata
        if app_state is not None:
            metadata = FrozenDict({**metadata, "state": self._read.app_state(app_state)})
        # the parts are read already: the trajectory's messages and metadata, the new messages (Message models)
        conversation = Trajectory.model_construct(
            messages=(*trajectory.messages, *messages), scenario=trajectory.scenario, metadata=metadata
        )
        return update, conversation

    def _checks_finish(
        self,
        state: SimulationState,
        update: dict[str, Any],
        conversation: Trajectory | None,
        outcomes: list[tuple[Any, Exception | None]],
    ) -> dict[str, Any]:
        """Record the checks' results on the turn's last message, then decide whether the conversation
        ends (a failed check with ``fail_fast``, the stopping condition, ``max_turns``). ``conversation`` is
        None only when there is neither a check nor a stopping condition."""
        if outcomes:
            # A check that raised (or returned no result) is a failure value beside the others, not the end of
            # the conversation: that ends only under fail_fast, as any failed check does.
            results = [check_outcome(value, error, self.checks[i], i) for i, (value, error) in enumerate(outcomes)]
            last = update["messages"][-1]
            metadata = {**last["metadata"], "checks": results}
            judged = [r for i, (value, _) in enumerate(outcomes) if (r := judge_usage(value, self.checks[i]))]
            if judged:  # what the checks' judges used, beside what the application used
                metadata[MODEL_CALLS] = [*(metadata.get(MODEL_CALLS) or ()), *judged]
            update["messages"][-1] = {**last, "metadata": metadata}
            failed = next((r for r in results if not r["passed"]), None)
            if failed is not None and self.fail_fast:
                failure = {"key": failed["key"], "reason": failed["reason"]}
                if "error" in failed:
                    failure["error"] = failed["error"]
                return {**update, "termination": "check_failed", "check_failed": failure}
        if conversation is not None and self.stopping_condition is not None:
            previous = conversation.model_copy(
                update={"messages": conversation.messages[: len(conversation.messages) - len(update["messages"])]}
            )
            new = [Message.model_validate(m) for m in update["messages"]]
            update = self._check_stop(previous, new, update)
        if "termination" not in update and update["turns"] >= self.max_turns:
            update["termination"] = "max_turns"
        return update

    def _check_stop(
        self, trajectory: Trajectory, new: Sequence[Message], update: dict[str, Any]
    ) -> dict[str, Any]:
        if self.stopping_condition is None:
            return update
        for message in new:
            trajectory = trajectory.with_message(message)
            try:
                stop = self.stopping_condition(trajectory)
            except Exception as exc:
                return {**update, **_failure("stopping_condition", exc)}
            if stop:
                return {**update, "termination": "stopping_condition"}
        return update

    # -- running ------------------------------------------------------------------------------------------

    def initial_state(
        self,
        *,
        scenario: str | Scenario | Mapping[str, Any] | None = None,
        initial_message: str | Message | None = None,
        app_thread_id: str | None = None,
    ) -> SimulationState:
        """The input that starts a fresh conversation, for driving `graph` directly
        (``graph.stream(sim.initial_state(), sim.config())``)."""
        initial = _initial_message(initial_message, "initial_message") or self.initial_message
        spec = self.scenario if scenario is None else Scenario.of(scenario)
        return {
            "messages": [],
            "scenario": spec.goal,
            "scenario_data": spec.model_dump(mode="json"),
            "initial_message": initial.model_dump() if initial is not None else None,
            "app_thread_id": app_thread_id or f"app-{uuid.uuid4().hex}",
            "turns": 0,
            "termination": None,
            "error": None,
            "error_source": None,
            "app_state": None,
            "interrupts": None,
            "check_failed": None,
            "user_fault": None,
        }

    def config(self, thread_id: str | None = None, config: RunnableConfig | None = None) -> RunnableConfig:
        """The ``RunnableConfig`` for one conversation: its ``thread_id`` and the ``recursion_limit``."""
        base: RunnableConfig = config or {}
        configurable = {**(base.get("configurable") or {}), "thread_id": thread_id or str(uuid.uuid4())}
        return {**base, "recursion_limit": self.recursion_limit, "configurable": configurable}

    def simulate(
        self,
        *,
        scenario: str | Scenario | Mapping[str, Any] | None = None,
        initial_message: str | Message | None = None,
        thread_id: str | None = None,
        app_thread_id: str | None = None,
        config: RunnableConfig | None = None,
    ) -> Trajectory:
        """Run one conversation and return its trajectory.

        Args:
            scenario: Overrides the simulator's scenario for this conversation (a string, a Scenario or a
                dict of its fields).
            initial_message: Overrides the simulator's initial message.
            thread_id: The simulator graph's thread id. With a checkpointer, a thread that was interrupted
                resumes from its last completed message, and a finished thread returns its stored result.
            app_thread_id: The application graph's thread id (default: a fresh one per conversation).
            config: Extra ``RunnableConfig`` (callbacks, tags, metadata) for the run.

        Returns:
            The conversation, with ``metadata`` holding ``termination``, ``turns``, ``thread_id``,
            ``app_thread_id``, ``scenario``, ``fault``, ``user_simulator``, ``fidelity`` and, after a failure,
            ``error`` and ``error_source``.
        """
        spec = self._spec(
            {
                "scenario": scenario,
                "initial_message": initial_message,
                "thread_id": thread_id,
                "app_thread_id": app_thread_id,
            },
            0,
        )
        plan = self._plan(spec, self._lookup(spec), config)
        if plan.finished is not None:
            return self._result(plan.finished, plan)
        return self._result(self.graph.invoke(plan.input, plan.config, **self._run_kwargs()), plan)

    async def asimulate(
        self,
        *,
        scenario: str | Scenario | Mapping[str, Any] | None = None,
        initial_message: str | Message | None = None,
        thread_id: str | None = None,
        app_thread_id: str | None = None,
        config: RunnableConfig | None = None,
    ) -> Trajectory:
        """Async form of [`simulate`][langchain_trajectory.simulation.ConversationSimulator.simulate] (use an async checkpointer such as ``AsyncSqliteSaver``)."""
        spec = self._spec(
            {
                "scenario": scenario,
                "initial_message": initial_message,
                "thread_id": thread_id,
                "app_thread_id": app_thread_id,
            },
            0,
        )
        plan = self._plan(spec, await self._alookup(spec), config)
        if plan.finished is not None:
            return self._result(plan.finished, plan)
        return self._result(await self.graph.ainvoke(plan.input, plan.config, **self._run_kwargs()), plan)

    def simulate_batch(
        self,
        conversations: Iterable[str | Mapping[str, Any]] | None = None,
        *,
        repetitions: int = 1,
        max_concurrency: int | None = 8,
        progress: bool = False,
        config: RunnableConfig | None = None,
    ) -> list[Trajectory]:
        """Run many conversations concurrently (in threads); results come back in input order.

        Args:
            conversations: One entry per conversation: a scenario (a string or a Scenario), or a dict with
                any of ``scenario`` (a string, a Scenario or a dict of its fields), ``initial_message``,
                ``thread_id``, ``app_thread_id``. None runs the simulator's own scenario.
            repetitions: How many times each entry is run (consecutively in the result), each repetition
                an independent trial with its own simulator and application threads. Every trajectory's
                metadata says which entry (``conversation``) and repetition (``repetition``) it is.
            max_concurrency: The most conversations in flight at once (each in its own worker thread; None:
                the thread pool's default size).
            progress: Show progress (tqdm when installed, else a counter on stderr).
            config: Extra ``RunnableConfig`` applied to every conversation.

        Raises:
            ValueError: for a malformed entry (naming its index and key) or ``repetitions < 1``.
        """
        specs = self._specs(conversations, repetitions)
        plans = [self._plan(spec, self._lookup(spec), config) for spec in specs]
        todo, results, configs = self._batch_setup(plans, max_concurrency)
        with Progress(len(plans), enabled=progress, initial=len(plans) - len(todo)) as bar:
            runs = self.graph.batch_as_completed(
                [plans[i].input for i in todo], configs, **self._run_kwargs()
            )
            for j, values in runs:
                results[todo[j]] = self._result(values, plans[todo[j]])
                bar.update()
        return _numbered(results, repetitions)

    async def asimulate_batch(
        self,
        conversations: Iterable[str | Mapping[str, Any]] | None = None,
        *,
        repetitions: int = 1,
        max_concurrency: int | None = 8,
        progress: bool = False,
        config: RunnableConfig | None = None,
    ) -> list[Trajectory]:
        """Async form of [`simulate_batch`][langchain_trajectory.simulation.ConversationSimulator.simulate_batch], concurrent on the event loop (``max_concurrency=None``: no
        bound).

        If a conversation raises past the simulator (a crash, not a recorded error), the conversations still
        in flight are cancelled before the exception propagates; with a checkpointer, running the same
        entries again resumes each from its last completed message.
        """
        specs = self._specs(conversations, repetitions)
        plans = [self._plan(spec, await self._alookup(spec), config) for spec in specs]
        todo, results, configs = self._batch_setup(plans, max_concurrency)
        semaphore = asyncio.Semaphore(max_concurrency) if max_concurrency else None
        kwargs = self._run_kwargs()

        with Progress(len(plans), enabled=progress, initial=len(plans) - len(todo)) as bar:

            async def run(j: int) -> None:
                async with semaphore or contextlib.nullcontext():
                    values = await self.graph.ainvoke(plans[todo[j]].input, configs[j], **kwargs)
                results[todo[j]] = self._result(values, plans[todo[j]])
                bar.update()

            tasks = [asyncio.ensure_future(run(j)) for j in range(len(todo))]
            try:
                await asyncio.gather(*tasks)
            except BaseException:
                for task in tasks:
                    task.cancel()
                await asyncio.gather(*tasks, return_exceptions=True)
                raise
        return _numbered(results, repetitions)

    # -- running: helpers ---------------------------------------------------------------------------------

    def _run_kwargs(self) -> dict[str, Any]:
        return {"durability": self.durability} if self.checkpointer is not None else {}

    def _spec(self, entry: str | Scenario | Mapping[str, Any], index: int) -> _Spec:
        if isinstance(entry, str | Scenario):
            entry = {"scenario": entry}
        if not isinstance(entry, Mapping):
            raise ValueError(
                f"conversation {index}: expected a scenario string or a dict with {list(_SPEC_KEYS)}, "
                f"got {type(entry).__name__}"
            )
        unknown = sorted(set(map(str, entry)) - set(_SPEC_KEYS))
        if unknown:
            raise ValueError(f"conversation {index}: unknown key(s) {unknown}; allowed: {list(_SPEC_KEYS)}")
        scenario = entry.get("scenario")
        if scenario is not None and not isinstance(scenario, str | Scenario | Mapping):
            raise ValueError(
                f"conversation {index}: 'scenario' must be a string, a Scenario or a dict of its fields, got "
                f"{type(scenario).__name__}"
            )
        if scenario is not None:
            scenario = Scenario.of(scenario, what=f"conversation {index}: 'scenario'")
        ids = {}
        for key in ("thread_id", "app_thread_id"):
            value = entry.get(key)
            if value is not None and (not isinstance(value, str) or not value.strip()):
                raise ValueError(f"conversation {index}: {key!r} must be a non-blank string, got {value!r}")
            ids[key] = value
        initial = _initial_message(entry.get("initial_message"), f"conversation {index}: 'initial_message'")
        return _Spec(
            scenario=self.scenario if scenario is None else scenario,
            initial_message=initial or self.initial_message,
            thread_id=ids["thread_id"],
            app_thread_id=ids["app_thread_id"],
        )

    def _specs(
        self, conversations: Iterable[str | Mapping[str, Any]] | None, repetitions: int
    ) -> list[_Spec]:
        if isinstance(repetitions, bool) or not isinstance(repetitions, int) or repetitions < 1:
            raise ValueError(f"'repetitions' must be an int >= 1, got {repetitions!r}")
        if isinstance(conversations, (str, Mapping, Scenario)):
            raise ValueError("'conversations' must be a list of scenarios or dicts, not a single one")
        entries = [{}] if conversations is None else list(conversations)
        specs = [self._spec(entry, i) for i, entry in enumerate(entries)]
        out = [spec for spec in specs for _ in range(repetitions)]
        if repetitions > 1:
            for spec in out:
                if spec.thread_id is not None:
                    raise ValueError("a conversation with a fixed 'thread_id' cannot be repeated")
                if spec.app_thread_id is not None:
                    # The repetitions would share the application's memory (its checkpointer thread).
                    raise ValueError("a conversation with a fixed 'app_thread_id' cannot be repeated")
        return out

    def _lookup(self, spec: _Spec) -> Any:
        if self.checkpointer is None or spec.thread_id is None:
            return None
        return self.graph.get_state(self.config(spec.thread_id))

    async def _alookup(self, spec: _Spec) -> Any:
        if self.checkpointer is None or spec.thread_id is None:
            return None
        return await self.graph.aget_state(self.config(spec.thread_id))

    def _plan(self, spec: _Spec, snapshot: Any, config: RunnableConfig | None) -> _Plan:
        thread_id = spec.thread_id or str(uuid.uuid4())
        run_config: RunnableConfig = {**self.config(thread_id, config)}
        if snapshot is not None and snapshot.values:
            # Every way to the end records a termination, so a thread without one was interrupted (even when
            # its last step's writes were saved and the next checkpoint was not, which leaves ``next`` empty):
            # resume it from its last checkpoint, whose pending writes LangGraph applies first.
            if snapshot.values.get("termination"):
                return _Plan(None, run_config, thread_id, finished=dict(snapshot.values))
            return _Plan(None, run_config, thread_id)
        state = self.initial_state(
            scenario=spec.scenario, initial_message=spec.initial_message, app_thread_id=spec.app_thread_id
        )
        return _Plan(dict(state), run_config, thread_id)

    def _batch_setup(
        self, plans: list[_Plan], max_concurrency: int | None
    ) -> tuple[list[int], list[Trajectory | None], list[RunnableConfig]]:
        if max_concurrency is not None and (
            isinstance(max_concurrency, bool) or not isinstance(max_concurrency, int) or max_concurrency < 1
        ):
            raise ValueError(f"'max_concurrency' must be an int >= 1 or None, got {max_concurrency!r}")
        results: list[Trajectory | None] = [
            self._result(p.finished, p) if p.finished is not None else None for p in plans
        ]
        todo = [i for i, p in enumerate(plans) if p.finished is None]
        configs: list[RunnableConfig] = [
            {**plans[i].config, "max_concurrency": max_concurrency} for i in todo
        ]
        return todo, results, configs

    def _result(self, values: Mapping[str, Any], plan: _Plan) -> Trajectory:
        metadata: dict[str, Any] = {
            "termination": values.get("termination"),
            "turns": values.get("turns", 0),
            "max_turns": self.max_turns,
            "thread_id": plan.thread_id,
            "app_thread_id": values.get("app_thread_id"),
        }
        if values.get("termination") == "error":
            metadata["error"] = values.get("error")
            metadata["error_source"] = values.get("error_source")
        if values.get("termination") == "interrupted":
            metadata["interrupts"] = values.get("interrupts")
        if values.get("termination") == "check_failed":
            metadata["check_failed"] = values.get("check_failed")
        if values.get("stop_usage"):
            metadata[MODEL_CALLS] = values["stop_usage"]  # a model call no message of the conversation keeps
        fault = values.get("user_fault") if values.get("termination") == "user_simulator_fault" else None
        if fault and fault.get(MODEL_CALLS):
            metadata[MODEL_CALLS] = list(fault[MODEL_CALLS])  # the rejected drafts of the turn that ended it
        trajectory = self._read.trajectory(values)  # its metadata holds the application's state, read once
        metadata.update(self._fidelity(values, metadata, trajectory))
        return Trajectory.model_construct(
            messages=trajectory.messages,
            scenario=trajectory.scenario,
            metadata=FrozenDict({**trajectory.metadata, **freeze(metadata, "metadata")}),
        )

    def _fidelity(
        self, values: Mapping[str, Any], metadata: Mapping[str, Any], trajectory: Trajectory
    ) -> dict[str, Any]:
        """The trajectory's fault, the simulated user's stamp, and the guards' results over the conversation."""
        records = [
            m.metadata["fidelity"]
            for m in trajectory.messages
            if m.role == "user" and isinstance(m.metadata.get("fidelity"), Mapping)
        ]
        fault = values.get("user_fault") if values.get("termination") == "user_simulator_fault" else None
        return {
            "fault": fault_of(metadata, trajectory.messages, user_reviews=self.reviewer == "user"),
            "user_simulator": self._identity,
            "fidelity": {
                "guards": list(self.guards.guards),
                "checked_turns": len(records) + (1 if fault else 0),
                "regenerations": sum(int(r.get("regenerations", 0)) for r in records)
                + (int(fault["attempts"]) - 1 if fault else 0),
                "violations": list(fault["violations"]) if fault else [],
            },
        }

    def __repr__(self) -> str:
        return (
            f"ConversationSimulator(user={self.user!r}, app={type(self.app).__name__}, "
            f"max_turns={self.max_turns}, name={self.name!r})"
        )


# -- module helpers ---------------------------------------------------------------------------------------


class _SimulatorNode(Runnable[SimulationState, dict[str, Any]]):
    """A graph node with a sync and an async body. LangGraph already wraps each node in its own traced run
    (with the node's config in context), so this runnable adds no run of its own, like a plain function node."""

    def __init__(
        self,
        name: str,
        func: Callable[[SimulationState, RunnableConfig], dict[str, Any]],
        afunc: Callable[[SimulationState, RunnableConfig], Awaitable[dict[str, Any]]],
    ) -> None:
        self.name = name
        self._func = func
        self._afunc = afunc

    def invoke(
        self, input: SimulationState, config: RunnableConfig | None = None, **kwargs: Any
    ) -> dict[str, Any]:
        return self._func(input, ensure_config(config))

    async def ainvoke(
        self, input: SimulationState, config: RunnableConfig | None = None, **kwargs: Any
    ) -> dict[str, Any]:
        return await self._afunc(input, ensure_config(config))


class _Route(Runnable[SimulationState, str]):
    """The conditional edge after a node: to ``next_node``, or to the end once a termination is recorded.
    A bare runnable, so LangGraph does not trace it as a run of its own (it decides nothing worth a span)."""

    def __init__(self, next_node: str) -> None:
        self.name = f"route_to_{next_node}"
        self._next = next_node

    def invoke(self, input: SimulationState, config: RunnableConfig | None = None, **kwargs: Any) -> str:
        from langgraph.graph import END

        return END if input.get("termination") else self._next

    async def ainvoke(
        self, input: SimulationState, config: RunnableConfig | None = None, **kwargs: Any
    ) -> str:
        return self.invoke(input)


def _numbered(results: list[Trajectory | None], repetitions: int) -> list[Trajectory]:
    """The batch's trajectories in input order, each marked with the entry it ran (``conversation``, from 0)
    and which repetition of it (``repetition``, from 0): the trials of one case, for reports."""
    return [
        r.with_metadata(conversation=i // repetitions, repetition=i % repetitions)
        for i, r in enumerate(results)
        if r is not None
    ]


class _Memo:
    """What was read from the simulator's state (a message dict as a ``Message``, the application's state as a
    read-only value), by the identity of the object the state holds.

    LangGraph hands the same objects from node to node within a run (a checkpoint read back gives new ones, read
    afresh), and the simulator never changes a message or a state in place (an update replaces it), so each is
    validated once per conversation, not at every node: without it, reading the conversation at each node costs
    time quadratic in its length. Each entry keeps its object alive, so an ``id`` is never another object's; the
    oldest entries go beyond ``size``."""

    def __init__(self, size: int = 4096) -> None:
        self._items: Bounded[int, tuple[Any, Any]] = Bounded(size)

    def get(self, raw: Any, read: Callable[[Any], Any]) -> Any:
        """What ``read(raw)`` gives, read once for each object."""
        hit = self._items.get(id(raw))
        if hit is not None and hit[0] is raw:
            return hit[1]
        value = read(raw)
        self._items.put(id(raw), (raw, value))
        return value

    def dump(self, message: Message) -> dict[str, Any]:
        """``message.model_dump()`` for the state, remembered as the message it was dumped from."""
        raw = message.model_dump()
        self._items.put(id(raw), (raw, message))
        return raw


class _StateReader:
    """Reads the conversation from the simulator's graph state, remembering what it read (`_Memo`): a
    simulator's own, so what it holds goes with the simulator. Sized for a batch's concurrent conversations; an
    application's state can be large, so fewer of them are kept."""

    def __init__(self) -> None:
        self.messages = _Memo(2048)
        self.states = _Memo(64)
        self.scenarios = _Memo(256)
        self._state_messages: Bounded[str, tuple[Any, Any]] = Bounded(_STATE_MESSAGES)

    def trajectory(self, state: Mapping[str, Any]) -> Trajectory:
        """The conversation the state holds. Every part is read already (messages validated, the application's
        state frozen), so the trajectory is assembled without validating them again."""
        app_state = state.get("app_state")
        data = state.get("scenario_data")
        metadata = {"state": self.app_state(app_state)} if app_state is not None else {}
        if data is not None:
            metadata["scenario"] = self.scenarios.get(data, _frozen_scenario)[0]
        return Trajectory.model_construct(
            messages=tuple(self.messages.get(m, Message.model_validate) for m in state.get("messages") or ()),
            scenario=str(state.get("scenario") or ""),
            metadata=FrozenDict(metadata) if metadata else EMPTY,
        )

    def scenario(self, state: Mapping[str, Any]) -> Scenario:
        """The conversation's scenario, read once per state value (a state written before scenarios had
        more than a goal holds only the goal)."""
        data = state.get("scenario_data")
        if data is None:
            return Scenario.of(str(state.get("scenario") or ""))
        return self.scenarios.get(data, _frozen_scenario)[1]

    def app_state(self, value: Any) -> Any:
        """The application's state, read-only ([`freeze`][langchain_trajectory.trajectory.freeze]), read once per state object.

        A thread's state holds the whole conversation again at every turn, as new objects: its messages (dicts
        with an ``id``) are frozen once each, a message equal to one frozen before (a dict comparison, in C)
        taking that copy, so a turn freezes what it added rather than the whole conversation."""
        return self.states.get(value, self._freeze_state)

    def _freeze_state(self, value: Any) -> Any:
        messages = value.get("messages") if type(value) is dict else None
        if type(messages) is not list:
            return freeze(value, "app_state")
        return FrozenDict(
            {
                key: FrozenList([self._state_message(m) for m in messages])
                if key == "messages"
                else freeze(item, "app_state")
                for key, item in value.items()
            }
        )

    def _state_message(self, message: Any) -> Any:
        key = message.get("id") if type(message) is dict else None
        if type(key) is not str:
            return freeze(message, "app_state")
        seen = self._state_messages.get(key)
        # the same copy as last time (the application's copies are reused while a message stays the same), or
        # an equal one (a state read back from a checkpoint)
        if seen is not None and (seen[0] is message or seen[1] == message):
            return seen[1]
        frozen = freeze(message, "app_state")
        self._state_messages.put(key, (message, frozen))
        return frozen


def _frozen_scenario(data: Any) -> tuple[Any, Scenario]:
    return freeze(data, "scenario"), Scenario.of(data, what="the simulator's scenario")


def _failure(source: ErrorSource, error: BaseException | str) -> dict[str, Any]:
    return {"termination": "error", "error": _error_text(error), "error_source": source}


def _initial_message(value: str | Message | None, where: str) -> Message | None:
    if value is None:
        return None
    if isinstance(value, str):
        value = Message.user(value)
    if not isinstance(value, Message) or value.role != "user":
        raise ValueError(f"{where} must be a string or a user Message, got {value!r}")
    if not value.content.strip():
        raise ValueError(f"{where} must not be blank")
    return value.model_copy(update={"metadata": {**value.metadata, "source": INITIAL_MESSAGE_SOURCE}})


def _check_user_model(user: Any) -> None:
    """Build an LLM user's model now (it may be a ``"provider:model"`` string resolved on first use), so that a
    model that cannot be built (a missing provider package or API key) fails here, with what to do, instead of
    ending every conversation in an error."""
    if not isinstance(user, LLMSimulatedUser):
        return
    try:
        user.model  # noqa: B018 -- resolves and caches the model
    except ImportError as exc:
        raise ValueError(
            f"ConversationSimulator: the simulated user's model cannot be built: {exc} (install the provider "
            "package, e.g. pip install langchain-openai)"
        ) from exc
    except Exception as exc:
        raise ValueError(
            f"ConversationSimulator: the simulated user's model cannot be built: {type(exc).__name__}: {exc}"
        ) from exc


def _user_twin(user: Any) -> Twin:
    generate = getattr(user, "generate_message", None)
    if callable(generate):
        agenerate = getattr(user, "agenerate_message", None)
        return Twin(generate, agenerate if callable(agenerate) else None)
    if callable(user):
        return Twin.of(user)
    raise TypeError(
        f"user must be a SimulatedUser (with generate_message), a callable (trajectory) -> Message | str, or a "
        f"list of strings; got {type(user).__name__}"
    )
