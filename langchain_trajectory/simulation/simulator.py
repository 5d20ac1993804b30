"""The conversation simulator: a simulated user and the application under test, talking in a LangGraph loop.

[`ConversationSimulator`][langchain_trajectory.simulation.ConversationSimulator] compiles a two-node ``StateGraph`` (``simulated_user`` → ``application`` →
``simulated_user`` → …) and runs it. The loop lives in the graph, once: ``simulate`` runs it with ``invoke``,
``asimulate`` with ``ainvoke``, the batch forms with ``batch_as_completed`` / ``abatch_as_completed``; each node
is one function split around its single call to the user or the application.

Semantics:

- The user speaks first: the ``initial_message`` when one is set, else the simulated user.
- ``max_turns`` counts user→assistant exchanges; after the application's ``max_turns``-th answer the conversation ends
  with ``termination="max_turns"``.
- The stopping condition is checked after every message (after each one of several assistant messages from one call, all
  of which are kept); when it holds, ``termination="stopping_condition"``.
- A simulated user returning [`stop_message`][langchain_trajectory.simulation.stop_message] ends it with
  ``termination="user_stop"``.
- An exception or an empty reply on either side ends it with ``termination="error"``, ``error`` (the exception type and
  text) and ``error_source`` (``simulated_user``, ``application``, ``reviewer``, ``check`` or ``stopping_condition``),
  every message said so far kept.
- The application runs with its own budget (``app_config``, LangGraph's default ``recursion_limit`` unless set): the
  simulator graph's limit, which follows from ``max_turns``, never reaches it.
- An application that pauses on ``interrupt()`` is resumed within the same turn with the ``reviewer``'s answer; without
  a reviewer the conversation ends with ``termination="interrupted"`` and the pending interrupts in the metadata
  (``interrupts``).
- ``checks`` run after every assistant turn on the conversation so far; their results are kept on the turn's message
  (``metadata["checks"]``); a check that raises is a failed result beside the others (``error``: what it raised); with
  ``fail_fast`` the first failure ends the conversation with ``termination="check_failed"``
  (``metadata["check_failed"]``: its key and reason, and ``error`` for one that raised).
- A graph application's state after each turn (``values``, JSON-safe) is kept (``metadata["state"]``) and is on the
  trajectory that stopping conditions and checks see.
- The scenario (a [`Scenario`][langchain_trajectory.simulation.Scenario], or a string: its goal) is shown to the
  simulated user and stored on the trajectory: ``scenario`` holds its goal, ``metadata["scenario"]`` the whole scenario
  as JSON ([`scenario_of`][langchain_trajectory.simulation.scenario_of] reads it back).
- Every turn the simulated user generates is checked by the fidelity guards
  ([`fidelity`][langchain_trajectory.simulation.fidelity]; turns a person wrote, such as a script's, are not). A turn
  that fails one is written again, at most ``regenerate`` times, with the guards' evidence as feedback; a turn that
  still fails ends the conversation with ``termination="user_simulator_fault"`` (``metadata["fidelity"]`` holds the
  violations). Every trajectory carries ``metadata["fault"]`` (see `faults`) and ``metadata["user_simulator"]``, the
  simulated user's stamp (kind, model name, prompt hash); each checked user message carries its guard results
  (``metadata["fidelity"]``: how often it was written again, and why).

The graph state holds the messages as plain dicts (``Message.model_dump()``), so any checkpointer can store it; with
a checkpointer, a conversation interrupted by a crash resumes from its last completed message when it is run again
with the same ``thread_id``.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from langchain_core.runnables import RunnableConfig

from langchain_trajectory.simulation._batch import (
    Plan,
    Spec,
    arun_batch,
    batch_setup,
    initial_message_of,
    numbered,
    resume_plan,
    run_batch,
    spec_of,
    specs_of,
)
from langchain_trajectory.simulation._calls import Twin, acapture, capture
from langchain_trajectory.simulation._checks import check_outcome, check_twin
from langchain_trajectory.simulation._graph_parts import (
    SimulatorNode,
    check_options,
    check_user_model,
    user_twin,
)
from langchain_trajectory.simulation._replies import ReplyError, is_blank, is_stop, read_user_reply
from langchain_trajectory.simulation._state import (
    Durability,
    ErrorSource,
    SimulationState,
    StateReader,
    StoppingCondition,
    Termination,
    failure,
    fidelity_metadata,
    initial_state_of,
    run_metadata,
)
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
    simulator_identity,
)
from langchain_trajectory.simulation.fidelity._regenerate import TurnResult, adrive, drive, guarded_turn
from langchain_trajectory.simulation.review import ReviewError, reviewer_twin
from langchain_trajectory.simulation.scenarios import Scenario
from langchain_trajectory.simulation.users import ScriptedUser
from langchain_trajectory.trajectory import (
    FrozenDict,
    Message,
    Trajectory,
    _checked_message,
    _checked_trajectory,
    freeze,
)
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

Check = Callable[[Trajectory], Any]

USER_NODE = "simulated_user"
APP_NODE = "application"


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
            False for none, a list of guard names, or [`GuardOptions`][langchain_trajectory.simulation.GuardOptions].
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
        check_options(max_turns, regenerate, scenario, durability, stopping_condition, fail_fast)
        self.user = ScriptedUser(user) if isinstance(user, (list, tuple)) else user
        check_user_model(self.user)
        self.app: Application = as_application(app, config=app_config)
        self.reviewer = reviewer
        self._reviewer = reviewer_twin(reviewer, self.user)
        self.checks: tuple[Any, ...] = tuple(checks)
        self._checks = [check_twin(check, i) for i, check in enumerate(self.checks)]
        self._read = StateReader()
        self.fail_fast = fail_fast
        self.max_turns = max_turns
        self.scenario: Scenario = Scenario.of(scenario, what="ConversationSimulator: 'scenario'")
        self.guards = GuardOptions.of(guards)
        self.regenerate = regenerate
        self._identity = simulator_identity(self.user)
        persona = self._identity.get("persona")
        persona = persona if isinstance(persona, str) else ""
        self._checker = FidelityChecker(self.guards, persona=persona) if self.guards.guards else None
        self.initial_message = initial_message_of(initial_message, "initial_message")
        self.stopping_condition = stopping_condition
        self.checkpointer = checkpointer
        self.durability: Durability = durability
        self.name = name
        self._user = user_twin(self.user)
        self._app = Twin(self.app.respond, self.app.arespond)
        self.graph: CompiledStateGraph[Any, Any, Any, Any] = self._build_graph()

    @property
    def _defaults(self) -> tuple[Scenario, Message | None]:
        return self.scenario, self.initial_message

    @property
    def recursion_limit(self) -> int:
        """The LangGraph recursion limit used for each run: two steps per turn, plus slack."""
        return 2 * self.max_turns + 2

    # -- the graph --------------------------------------------------------------------------------------------

    def _build_graph(self) -> CompiledStateGraph[Any, Any, Any, Any]:
        from langgraph.graph import END, START, StateGraph

        builder = StateGraph(SimulationState)
        user = SimulatorNode(USER_NODE, APP_NODE, self._user_node, self._auser_node)
        app = SimulatorNode(APP_NODE, USER_NODE, self._app_node, self._aapp_node)
        builder.add_node(USER_NODE, user, destinations=(APP_NODE, END))
        builder.add_node(APP_NODE, app, destinations=(USER_NODE, END))
        builder.add_edge(START, USER_NODE)
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
            return failure("simulated_user", error)
        try:
            message = read_user_reply(value)
        except ReplyError as exc:
            return failure("simulated_user", str(exc))
        stop = is_stop(message)
        if not stop and not message.content.strip():
            return failure("simulated_user", "the simulated user returned an empty message")
        update: dict[str, Any] = {}
        if message.content.strip():
            metadata = {"source": "simulated_user", **message.metadata, **(extra or {})}
            metadata.setdefault("id", f"user-{uuid.uuid4().hex}")
            # a copy with this metadata (frozen here), as model_copy makes it: its other fields are read already
            message = _checked_message(message.role, message.content, message.tool_calls, metadata)
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
                return failure("reviewer", error), None
            return failure("application", app_error_text(error, self.app)), None
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
            return {**update, **failure("application", "the application returned an empty reply")}, None
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
        conversation = _checked_trajectory((*trajectory.messages, *messages), trajectory.scenario, metadata)
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
                return {**update, **failure("stopping_condition", exc)}
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
        initial = initial_message_of(initial_message, "initial_message") or self.initial_message
        return initial_state_of(self.scenario if scenario is None else Scenario.of(scenario), initial, app_thread_id)

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
        entry = {"scenario": scenario, "initial_message": initial_message}
        spec = spec_of({**entry, "thread_id": thread_id, "app_thread_id": app_thread_id}, 0, *self._defaults)
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
        entry = {"scenario": scenario, "initial_message": initial_message}
        spec = spec_of({**entry, "thread_id": thread_id, "app_thread_id": app_thread_id}, 0, *self._defaults)
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
        specs = specs_of(conversations, repetitions, *self._defaults)
        plans = [self._plan(spec, self._lookup(spec), config) for spec in specs]
        batch = batch_setup(plans, max_concurrency, self._result)
        run_batch(self.graph, plans, batch, self._result, progress, **self._run_kwargs())
        return numbered(batch[1], repetitions)

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
        specs = specs_of(conversations, repetitions, *self._defaults)
        plans = [self._plan(spec, await self._alookup(spec), config) for spec in specs]
        batch = batch_setup(plans, max_concurrency, self._result)
        await arun_batch(self.graph, plans, batch, self._result, max_concurrency, progress, **self._run_kwargs())
        return numbered(batch[1], repetitions)

    # -- running: helpers ---------------------------------------------------------------------------------

    def _run_kwargs(self) -> dict[str, Any]:
        return {"durability": self.durability} if self.checkpointer is not None else {}

    def _lookup(self, spec: Spec) -> Any:
        if self.checkpointer is None or spec.thread_id is None:
            return None
        return self.graph.get_state(self.config(spec.thread_id))

    async def _alookup(self, spec: Spec) -> Any:
        if self.checkpointer is None or spec.thread_id is None:
            return None
        return await self.graph.aget_state(self.config(spec.thread_id))

    def _plan(self, spec: Spec, snapshot: Any, config: RunnableConfig | None) -> Plan:
        thread_id = spec.thread_id or str(uuid.uuid4())
        run_config: RunnableConfig = {**self.config(thread_id, config)}
        resumed = resume_plan(snapshot, run_config, thread_id)
        if resumed is not None:
            return resumed
        state = self.initial_state(
            scenario=spec.scenario, initial_message=spec.initial_message, app_thread_id=spec.app_thread_id
        )
        return Plan(dict(state), run_config, thread_id)

    def _result(self, values: Mapping[str, Any], plan: Plan) -> Trajectory:
        metadata = run_metadata(values, max_turns=self.max_turns, thread_id=plan.thread_id)
        trajectory = self._read.trajectory(values)  # its metadata holds the application's state, read once
        metadata.update(
            fidelity_metadata(
                values,
                metadata,
                trajectory,
                user_reviews=self.reviewer == "user",
                guards=self.guards.guards,
                identity=self._identity,
            )
        )
        return _checked_trajectory(
            trajectory.messages,
            trajectory.scenario,
            FrozenDict({**trajectory.metadata, **freeze(metadata, "metadata")}),
        )

    def __repr__(self) -> str:
        return (
            f"ConversationSimulator(user={self.user!r}, app={type(self.app).__name__}, "
            f"max_turns={self.max_turns}, name={self.name!r})"
        )
