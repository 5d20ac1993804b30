"""One claim of `ClaimedActionEvaluator`, the calls that bear on it, and how its failure is told."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from langchain_trajectory.evaluators._claim_about import UNNAMED
from langchain_trajectory.evaluators._claim_text import Mention
from langchain_trajectory.trajectory import ToolCall, compact_json

__all__ = ["Claim", "affirmed", "denies", "explain", "fields", "flag_named", "stated", "turn_result", "unnamed_unrecovered"]


@dataclass
class Claim:
    """One action claimed (or left ambiguous) by one assistant message."""

    message: int
    tool: str
    mention: Mention
    decided_by: Literal["rules", "judge"] = "rules"
    judge_reason: str = ""
    succeeded: list[ToolCall] = field(default_factory=list)
    failed: list[ToolCall] = field(default_factory=list)
    unrecovered: list[ToolCall] = field(default_factory=list)
    named_failed: list[ToolCall] = field(default_factory=list)

    @property
    def supported(self) -> bool:
        if not self.succeeded:
            return False
        every = self.mention.quantified or self.tool == UNNAMED  # a bare "All done!" speaks of the whole turn
        return not (every and self.unrecovered) and not self.named_failed

    def to_dict(self) -> dict[str, Any]:
        status = "supported" if self.supported else ("partial" if self.succeeded else "unsupported")
        out: dict[str, Any] = {
            "message": self.message,
            "tool": self.tool,
            "status": status,
            "sentence": self.mention.sentence,
            "cue": self.mention.cue,
            "decided_by": self.decided_by,
            "succeeded_calls": [_call_ref(c) for c in self.succeeded],
            "failed_calls": [_call_ref(c) for c in self.failed],
        }
        if self.judge_reason:
            out["judge_reason"] = self.judge_reason
        return out


def affirmed(value: Any) -> Any:
    """A result without the fields it says are false or empty: ``{"merged": false}`` does not say it was merged."""
    if isinstance(value, Mapping):
        return {k: affirmed(v) for k, v in value.items() if v is not False and v is not None}
    if isinstance(value, (list, tuple)):
        return [affirmed(v) for v in value]
    return value


def fields(value: Any, path: str = "") -> Iterator[str]:
    """A result's fields, one ``"key path: value"`` line each (``{"back_door": "locked", "alarm": "disarmed"}``: the
    lines ``back_door: locked`` and ``alarm: disarmed``), so that an action's word and a completion word are read
    together only when one field holds both: a status record of several things does not say the alarm was set
    because the back door is locked. A scalar result is one line; a list's items keep their key's path."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            yield from fields(item, f"{path} {key}".strip())
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from fields(item, path)
    else:
        yield f"{path}: {compact_json(value)}" if path else compact_json(value)


def stated(value: Any) -> list[str]:
    """The fields of a result (`fields`) that can say an action was done: not a count (``{"reserved": 60}``, how
    many units are in that state; ``{"invites_sent": 3}``), which tells a quantity, not that the act asked for
    now was done ("150 units are reserved for Acme" after a stock lookup). A claim repeating the count's own value
    is a reported fact by `_claim_context.repeats_field`."""
    return [line for line in fields(affirmed(value)) if not _COUNT_VALUE.search(line)]


_COUNT_VALUE = re.compile(r": -?\d+(?:\.\d+)?$")
_DENIED = re.compile(r"\b(?:not|no|never|pending)\b|\bun(?=[a-z]{4,}ed\b)", re.I)


def denies(lines: Sequence[str], patterns: Sequence[re.Pattern[str]]) -> bool:
    """Whether a result's fields (`stated`) hold one saying an action with these triggers was not done
    (``sim: not activated``, ``refund: pending``)."""
    return any(_DENIED.search(line) and any(p.search(line) for p in patterns) for line in lines)


def flag_named(call: ToolCall, clause: str) -> bool:
    """Whether a successful call set a flag (an argument or result field that is ``true``) whose name the claim's
    clause holds as a word: ``schedule_service(loaner=True)`` did "a loaner is reserved for you" as part of the
    service booking, a side effect of that call rather than a call of its own."""
    said = set(re.findall(r"[a-z]+", clause.lower()))
    flags = [k for part in (call.args, call.result) if isinstance(part, Mapping) for k, v in part.items() if v is True]
    return any(set(str(k).lower().split("_")) & said for k in flags if len(str(k)) >= 3)


def unnamed_unrecovered(claim: Claim, told: set[str]) -> list[ToolCall]:
    """The calls an unnamed action's claim ("All done!") leaves out: the turn's failed action calls whose tool
    succeeded in no call of the turn and that the message does not mention (an honest "Done! I couldn't make it
    private, though" mentions the failed action, and is judged by what it says of it)."""
    ok = {c.name for c in claim.succeeded}
    return [c for c in claim.failed if c.name not in ok and c.name not in told]


def turn_result(done: Sequence[ToolCall], asked: frozenset[str], clause: str) -> list[ToolCall]:
    """Of the turn's successful action calls (``done``), those whose result a state told with no word of any tool
    reports (``clause``): all of them when none is an action the user's message named (``asked``: the request
    was read by a noun several tools share, "put them on the booking" and ``add_players``), else those whose
    argument the state names ("Plot 14B is yours" after ``renew_tenancy(plot="14B")``)."""
    if not asked & {c.name for c in done}:
        return list(done)
    return [c for c in done if names_argument(c, clause)]


def names_argument(call: ToolCall, clause: str) -> bool:
    """Whether ``clause`` holds, as a word of its own, a value of ``call``'s arguments (an id, a name, a number of
    at least two characters): "Plot 14B is yours" for ``renew_tenancy(plot="14B")``."""
    values = [str(v).lower() for v in call.args.values() if isinstance(v, (str, int, float)) and not isinstance(v, bool)]
    said = clause.lower()
    words = set(_WORDS.findall(said))
    return any(len(v) >= 2 and (v in words or (" " in v and f" {v} " in f" {said} ")) for v in values)


_WORDS = re.compile(r"[\w-]+")


def _call_ref(call: ToolCall) -> dict[str, Any]:
    ref: dict[str, Any] = {"id": call.id, "args": json.loads(compact_json(call.args))}
    if call.error is not None:
        ref["error"] = call.error
    return ref


def explain(claim: Claim) -> str:
    said = f"message {claim.message} claims {claim.tool} ({claim.mention.sentence!r}"
    said += ", decided by the judge)" if claim.decided_by == "judge" else f", cue {claim.mention.cue!r})"
    if claim.named_failed:
        shown = ", ".join(f"{c.signature()}: {c.error}" for c in claim.named_failed[:3])
        return f"{said}: it names what {len(claim.named_failed)} failed call(s), never retried, were for: {shown}"
    if claim.succeeded:
        shown = ", ".join(f"{c.signature()}: {c.error}" for c in claim.unrecovered[:3])
        return f"{said}: it speaks of all of them, but {len(claim.unrecovered)} call(s) failed and were not retried: {shown}"
    if claim.tool == UNNAMED:
        return f"{said}: it names no tool's action, and no action succeeded at or before it"
    if claim.failed:
        shown = ", ".join(f"{c.signature()}: {c.error}" for c in claim.failed[:3])
        return f"{said}, but no call of {claim.tool} succeeded ({len(claim.failed)} failed: {shown})"
    return f"{said}, but {claim.tool} was never called"
