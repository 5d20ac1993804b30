"""Scenario generation: ask a model for scenarios, round by round, and keep those that pass the gates.

A generation runs in **rounds**; each asks the model for ``batch_size`` scenarios of one flavour, for one persona,
featuring a few tools (or, with ``focus``, a few uncovered parts), chosen from the seed so that rounds spread
over the application. A round's prompt depends on the seed, the round's number and the given scenarios
(``existing``, whose goals it asks not to repeat) only, never on what other rounds returned, so rounds can be asked
``concurrency`` at a time while their proposals are read and gated strictly in round order: the result depends on
the seed and the model's replies only, never on timing or concurrency. Rounds are read until ``n`` scenarios are
kept or ``max_rounds`` have run; the first ``n`` kept are returned.

Reading a reply: its last top-level JSON object holding a ``scenarios`` list (what the model echoed of the prompt's
fenced blocks is removed first). A reply without one is asked again (``retries`` times) with what was wrong; a
round whose replies never hold one counts as an unusable reply. Each proposal gets the round's flavour when it
names none, and an id made from its content (``sc-`` and 12 hex digits of a SHA-256), replacing any it gave.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import math
import random
import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage

from langchain_trajectory._asyncio import run_sync
from langchain_trajectory.reading import message_text
from langchain_trajectory.simulation.generation._cache import ReplyCache, model_identity, prompt_key
from langchain_trajectory.simulation.generation._gates import FLAVOURS, GATES, Gates, Rejection
from langchain_trajectory.simulation.generation._prompt import SYSTEM_PROMPT, Plan, render_prompt
from langchain_trajectory.simulation.personas import PERSONAS, Persona
from langchain_trajectory.simulation.scenarios import Scenario
from langchain_trajectory.simulation.stubs import ToolStubs
from langchain_trajectory.simulation.surface import AppSurface, read_surface
from langchain_trajectory.untrusted import ReplyProblem, reply_objects, strip_echoed_blocks

__all__ = ["GeneratedScenarios", "agenerate_scenarios", "generate_scenarios"]

_FEATURED = 3  # tools (or gaps) featured per round


class GeneratedScenarios(list[Scenario]):
    """The kept scenarios (a list), with what the generation refused and how it went.

    Attributes:
        rejected: Every refused proposal with its gate and reason (its ``index`` counts all proposals of the
            generation, in round order).
        rounds: How many rounds ran.
        proposed: How many scenarios the model proposed in all.
        unusable_replies: Rounds whose replies held no ``scenarios`` list even after the retries.
        surplus: Scenarios kept beyond ``n`` (the last wave gave more than needed), not returned.
    """

    rejected: list[Rejection]
    rounds: int
    proposed: int
    unusable_replies: int
    surplus: int

    @property
    def counts(self) -> dict[str, int]:
        """Refused proposals per gate (every gate listed, zeros included)."""
        return {gate: sum(1 for r in self.rejected if r.gate == gate) for gate in GATES}


@dataclass(frozen=True)
class _Options:
    surface: AppSurface
    model: Any
    n: int
    personas: tuple[str, ...]
    docs: tuple[str, ...]
    seed: int
    cache: ReplyCache
    focus: dict[str, list[str]] | None
    flavours: tuple[str, ...]
    existing: tuple[Scenario, ...]
    stubs: ToolStubs | Mapping[str, Any] | None
    batch_size: int
    concurrency: int
    max_rounds: int
    retries: int


def _counted(name: str, value: Any, *, least: int = 1) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise ValueError(f"generate_scenarios: {name!r} must be an integer >= {least}, got {value!r}")
    return value


def _persona_text(persona: Any, index: int) -> str:
    if isinstance(persona, Persona):
        return persona.persona
    if isinstance(persona, str) and persona in PERSONAS:
        return f"{persona.replace('_', ' ')}: {PERSONAS[persona].persona}"
    if isinstance(persona, str) and persona.strip():
        return persona
    raise ValueError(
        f"generate_scenarios: personas[{index}] must be a built-in persona name ({', '.join(PERSONAS)}), a Persona "
        f"or a description, got {persona!r}"
    )


def _focus(focus: Any) -> dict[str, list[str]] | None:
    if focus is None:
        return None
    gaps = focus.gaps() if callable(getattr(focus, "gaps", None)) else focus
    if not isinstance(gaps, Mapping) or not all(
        isinstance(v, (list, tuple)) and all(isinstance(i, str) for i in v) for v in gaps.values()
    ):
        raise ValueError(
            "generate_scenarios: 'focus' must be a CoverageReport or a dict of lists of names "
            "({'tools': [...], 'edges': [...], ...})"
        )
    return {str(k): list(v) for k, v in gaps.items()}


def _options(app: Any, model: Any, n: int, options: Mapping[str, Any]) -> _Options:
    if model is None or not (isinstance(model, (str, BaseChatModel))):
        raise TypeError(
            f"generate_scenarios: 'model' must be a LangChain chat model or a 'provider:model' string, got {model!r}"
        )
    _counted("n", n)
    batch_size = _counted("batch_size", options["batch_size"])
    flavours = tuple(options["flavours"] or ("standard",))
    unknown = [f for f in flavours if f not in FLAVOURS]
    if unknown:
        raise ValueError(
            f"generate_scenarios: unknown flavour {unknown[0]!r}; expected some of {list(FLAVOURS)}"
        )
    seed = options["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"generate_scenarios: 'seed' must be an integer, got {seed!r}")
    docs = options["docs"]
    docs_list = (docs,) if isinstance(docs, str) else tuple(docs or ())
    if not all(isinstance(d, str) for d in docs_list):
        raise ValueError("generate_scenarios: 'docs' must be a string or a list of strings")
    cache = options["cache"]
    if not isinstance(cache, ReplyCache):
        cache = ReplyCache(cache)
    max_rounds = options["max_rounds"]
    rounds = math.ceil(n / batch_size)
    return _Options(
        surface=read_surface(app),
        model=model,
        n=n,
        personas=tuple(_persona_text(p, i) for i, p in enumerate(options["personas"] or ())),
        docs=docs_list,
        seed=seed,
        cache=cache,
        focus=_focus(options["focus"]),
        flavours=flavours,
        existing=tuple(
            Scenario.of(s, what=f"existing[{i}]") for i, s in enumerate(options["existing"] or ())
        ),
        stubs=options["stubs"],
        batch_size=batch_size,
        concurrency=_counted("concurrency", options["concurrency"]),
        max_rounds=_counted("max_rounds", max_rounds) if max_rounds is not None else 3 * rounds + 2,
        retries=_counted("retries", options["retries"], least=0),
    )


# -- rounds ------------------------------------------------------------------------------------------------------


def _targets(opts: _Options) -> list[str]:
    """What rounds feature, in turn: the focus's gaps (uncovered tools first, then edges, interrupt points,
    subagents, nodes, arguments and enum values), else the tools; each kind in an order drawn from the seed."""
    rng = random.Random(opts.seed)
    if opts.focus:
        kinds = ("tools", "edges", "interrupts", "subagents", "nodes", "arguments", "enum_values")
        groups = [list(opts.focus.get(kind, ())) for kind in kinds]
    else:
        groups = [list(opts.surface.tools)]
    targets: list[str] = []
    for group in groups:
        rng.shuffle(group)
        targets += group
    return targets


def _plan(opts: _Options, number: int, count: int, targets: Sequence[str]) -> Plan:
    featured: tuple[str, ...] = ()
    if targets:
        width = min(_FEATURED, len(targets), count)
        start = (number * width) % len(targets)
        featured = tuple((list(targets) * 2)[start : start + width])
    persona = opts.personas[(opts.seed + number) % len(opts.personas)] if opts.personas else None
    return Plan(number, count, opts.flavours[number % len(opts.flavours)], persona, featured, opts.seed)


def _proposals(text: str, tag: str) -> list[Any]:
    objects = [
        o for o in reply_objects(strip_echoed_blocks(text, [tag])) if isinstance(o.get("scenarios"), list)
    ]
    if not objects:
        raise ReplyProblem('the reply holds no JSON object {"scenarios": [...]}; reply with exactly one')
    return list(objects[-1]["scenarios"])


_ROLES = {"system": SystemMessage, "user": HumanMessage, "assistant": AIMessage}


class _LazyModel:
    """The generator model; a ``"provider:model"`` string is resolved on first use (a generation answered
    wholly from the cache needs neither the provider package nor a key)."""

    def __init__(self, spec: Any) -> None:
        self.spec = spec
        self._model: BaseChatModel | None = spec if isinstance(spec, BaseChatModel) else None
        self._lock = threading.Lock()

    def get(self) -> BaseChatModel:
        with self._lock:
            if self._model is None:
                try:
                    from langchain.chat_models import init_chat_model
                except ImportError as exc:  # pragma: no cover - depends on the environment
                    raise ImportError(
                        f"model {self.spec!r} needs the 'langchain' package and the provider's; or pass a chat model"
                    ) from exc
                self._model = init_chat_model(self.spec)
            return self._model


async def _ask(
    opts: _Options, model: _LazyModel, plan: Plan, existing_goals: Sequence[str]
) -> list[Any] | None:
    """The proposals of one round (None when the replies never held any)."""
    prompt, tag = render_prompt(
        plan, opts.surface.describe(), docs=opts.docs, existing_goals=existing_goals, focus=opts.focus
    )
    identity = model_identity(opts.model)
    messages: list[tuple[str, str]] = [("system", SYSTEM_PROMPT), ("user", prompt)]
    for _attempt in range(opts.retries + 1):
        key = prompt_key(identity, messages)
        text = opts.cache.get(key)
        if text is None:
            sent: list[BaseMessage] = [_ROLES[role](body) for role, body in messages]
            reply = await model.get().ainvoke(sent)
            text = message_text(reply.content)
            opts.cache.put(key, identity, "\n".join(m for _, m in messages), text)
        try:
            return _proposals(text, tag)
        except ReplyProblem as problem:
            messages = [*messages, ("assistant", text), ("user", f"That reply cannot be used: {problem}")]
    return None


def _prepared(proposal: Any, plan: Plan) -> Any:
    """The proposal with the round's flavour (when it names none) and a content id; as it is when it is not an
    object whose metadata is an object (the format gate says why)."""
    if not isinstance(proposal, Mapping):
        return proposal
    data = {k: v for k, v in proposal.items() if k != "id"}
    metadata = data.get("metadata", {})
    if not isinstance(metadata, Mapping):
        return data
    metadata = dict(metadata)
    metadata.setdefault("flavour", plan.flavour)
    if plan.persona and not data.get("persona"):
        data["persona"] = plan.persona
    content = json.dumps({**data, "metadata": metadata}, sort_keys=True, ensure_ascii=False, default=str)
    data["id"] = "sc-" + hashlib.sha256(content.encode("utf-8")).hexdigest()[:12]
    metadata["generation"] = {"seed": plan.seed, "round": plan.round}
    data["metadata"] = metadata
    return data


async def _run(opts: _Options) -> GeneratedScenarios:
    """Rounds in order, each read and gated once every earlier round has been; up to ``concurrency`` rounds are
    asked ahead, as many as could still be needed were every proposal kept. Which rounds count depends only on the
    replies (a round asked ahead that turns out not to be needed is cancelled and read by nobody)."""
    targets = _targets(opts)
    model = _LazyModel(opts.model)
    goals = [s.goal for s in opts.existing]
    gates = Gates(opts.surface, existing=opts.existing, stubs=opts.stubs)
    kept: list[Scenario] = []
    rejected: list[Rejection] = []
    asked: dict[int, asyncio.Task[list[Any] | None]] = {}
    number = proposed = unusable = 0  # number: the next round to read
    try:
        while len(kept) < opts.n and number < opts.max_rounds:
            ahead = number + len(asked)
            while (
                ahead < opts.max_rounds
                and len(asked) < opts.concurrency
                and len(kept) + opts.batch_size * len(asked) < opts.n
            ):
                plan = _plan(opts, ahead, opts.batch_size, targets)
                asked[ahead] = asyncio.ensure_future(_ask(opts, model, plan, goals))
                ahead += 1
            proposals = await asked.pop(number)
            plan = _plan(opts, number, opts.batch_size, targets)
            number += 1
            if proposals is None:
                unusable += 1
                continue
            report = gates.check([_prepared(p, plan) for p in proposals], require_expected=True)
            rejected.extend(replace(r, index=proposed + r.index) for r in report.rejected)
            kept.extend(report.kept)
            proposed += len(proposals)
            if number % opts.concurrency == 0:
                opts.cache.save()
    finally:
        for task in asked.values():
            task.cancel()
        await asyncio.gather(*asked.values(), return_exceptions=True)
        opts.cache.save()
    result = GeneratedScenarios(kept[: opts.n])
    result.rejected, result.rounds, result.proposed = rejected, number, proposed
    result.unusable_replies, result.surplus = unusable, max(0, len(kept) - opts.n)
    return result


# -- public -------------------------------------------------------------------------------------------------------


async def agenerate_scenarios(
    app: Any,
    *,
    model: Any,
    n: int,
    personas: Sequence[Any] | None = None,
    docs: str | Sequence[str] | None = None,
    seed: int = 0,
    cache: ReplyCache | str | Any = None,
    focus: Any = None,
    flavours: Sequence[str] = ("standard",),
    existing: Iterable[Any] = (),
    stubs: ToolStubs | Mapping[str, Any] | None = None,
    batch_size: int = 5,
    concurrency: int = 4,
    max_rounds: int | None = None,
    retries: int = 2,
) -> GeneratedScenarios:
    """The async form of [`generate_scenarios`][langchain_trajectory.simulation.generate_scenarios] (same arguments, same result)."""
    options = dict(
        personas=personas,
        docs=docs,
        seed=seed,
        cache=cache,
        focus=focus,
        flavours=flavours,
        existing=existing,
        stubs=stubs,
        batch_size=batch_size,
        concurrency=concurrency,
        max_rounds=max_rounds,
        retries=retries,
    )
    return await _run(_options(app, model, n, options))


def generate_scenarios(
    app: Any,
    *,
    model: Any,
    n: int,
    personas: Sequence[Any] | None = None,
    docs: str | Sequence[str] | None = None,
    seed: int = 0,
    cache: ReplyCache | str | Any = None,
    focus: Any = None,
    flavours: Sequence[str] = ("standard",),
    existing: Iterable[Any] = (),
    stubs: ToolStubs | Mapping[str, Any] | None = None,
    batch_size: int = 5,
    concurrency: int = 4,
    max_rounds: int | None = None,
    retries: int = 2,
) -> GeneratedScenarios:
    """Scenarios for ``app``, written by ``model`` from what the app declares, each kept only when it passes the
    gates ([`validate_scenarios`][langchain_trajectory.simulation.validate_scenarios]: its tools and arguments exist, it can meet its own expectation, it is not a
    duplicate). See `_generate` for how rounds run.

    Args:
        app: A compiled LangGraph graph (``create_agent``, a ``StateGraph``, a supervisor), a list of tools, or an
            `AppSurface`.
        model: The chat model that writes scenarios, or a ``"provider:model"`` string.
        n: How many scenarios to return.
        personas: Users to write for, one per round in turn: built-in persona names (``"confused_user"``),
            [`Persona`][langchain_trajectory.simulation.Persona] objects or descriptions.
        docs: Product documentation to draw scenarios from (fenced as data in the prompt).
        seed: Varies the prompts (and so the scenarios): which tools each round features, which persona it
            writes for. The same seed and the same model replies give the same scenarios, byte for byte in
            [`write_scenarios`][langchain_trajectory.simulation.write_scenarios]'s file.
        cache: Where replies are kept by prompt: a file path (see
            `_cache` for its format), a [`ReplyCache`][langchain_trajectory.simulation.generation.ReplyCache], or
            None (in memory, for this call).
        focus: A [`CoverageReport`][langchain_trajectory.trials.CoverageReport] (or its ``gaps()`` dict): ask for
            scenarios that exercise what it found uncovered.
        flavours: Scenario flavours, one per round in turn (see [`FLAVOURS`][langchain_trajectory.simulation.generation.FLAVOURS]): ``standard``,
            ``forbidden_push``, ``injected_instructions``.
        existing: Scenarios already in the suite: a proposal duplicating one is refused.
        stubs: Tool results for the satisfiability dry run (a [`ToolStubs`][langchain_trajectory.simulation.ToolStubs]
            or a dict of results); a tool without one answers ``"ok"``.
        batch_size: Scenarios asked for per round.
        concurrency: Rounds in flight at once.
        max_rounds: The most rounds (default ``3 * ceil(n / batch_size) + 2``); fewer than ``n`` scenarios are
            returned when they run out.
        retries: How often a round whose reply holds no scenarios is asked again.

    Returns:
        The kept scenarios (a list, at most ``n``), with ``.rejected`` (each refused proposal, its gate and
        reason), ``.counts`` (refusals per gate), ``.rounds``, ``.proposed`` and ``.unusable_replies``.

    Raises:
        TypeError: for a model that is neither a chat model nor a string.
        ValueError: for an option out of range, an unknown flavour or persona, a focus that is not a coverage
            report; TrajectoryInputError (a ValueError) for an app that cannot be read or a damaged cache file.
    """
    return run_sync(
        agenerate_scenarios(
            app,
            model=model,
            n=n,
            personas=personas,
            docs=docs,
            seed=seed,
            cache=cache,
            focus=focus,
            flavours=flavours,
            existing=existing,
            stubs=stubs,
            batch_size=batch_size,
            concurrency=concurrency,
            max_rounds=max_rounds,
            retries=retries,
        )
    )
