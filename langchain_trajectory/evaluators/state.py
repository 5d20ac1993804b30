"""StateEvaluator: does the application's final state match the expected state?"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Literal, get_args

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult, EvaluationContext
from langchain_trajectory.matching.arguments import ArgumentMatcher, KeyMatcher

__all__ = ["StateEvaluator", "StateMode"]

StateMode = Literal["superset", "exact", "subset"]


class StateEvaluator(BaseEvaluator):
    """Compares the application's final state (a graph's ``values``) with an expected state, using the
    package's argument matchers (the state is compared as one nested argument dict).

    The state is the evaluation's ``state=`` (``evaluate(trajectory, expected, state=...)``, or what a
    simulation passes to its checks), else the trajectory's ``metadata["state"]`` (a simulated trajectory of a
    graph or remote app carries it). Messages in the state are JSON dicts (``{"type": "ai", "content": ...}``).

    Modes: ``superset`` (default): the state holds every expected key (at every depth, dicts inside lists
    position by position) with a matching value, and may hold more (``messages`` need not be mentioned);
    ``exact``: the same keys and values throughout; ``subset``: every state key is expected. Per-path matchers
    (``keys={"booking.price": Approx(abs=0.01), "booking.ref": Regex(r"BK-\\d+")}``, ``"any"``, or a
    callable) take over the comparison at a dot-path (``*`` matches any key or index).

    A matcher may also be written inline, where its value would be (``{"order": {"tracking": Regex(r"TR-\\d+")}}``),
    as ``Expect.call`` takes them: it is the per-path matcher of that path (``keys`` at the same path wins).

    Score: 1.0 when the state satisfies the expectation, else 0.0; the reason lists every difference, by
    dot-path (``expected booking.nights=3, got booking.nights=2``; ``missing booking.hotel``).

    Args:
        expected: A fixed expected state for every evaluation (then no per-example expectation is needed, and
            the evaluator can run as a simulation check); an ``expected=`` given to an evaluation wins.
        mode: ``superset``, ``exact`` or ``subset``.
        keys: Per-path matchers (see [`ArgumentMatcher`][langchain_trajectory.matching.ArgumentMatcher]).
        trim: Ignore surrounding whitespace in string values.
        case_insensitive: Compare string values case-insensitively.
        key: Feedback key (default ``state``).
        threshold: Pass mark (default 1.0).

    Raises:
        ValueError: for an unknown mode or a malformed path, or an inline matcher under a key holding a dot
            (no dot-path can name it); TypeError for an expected state that is not a dict.
    """

    requires_expected: ClassVar[bool] = False

    def __init__(
        self,
        expected: Mapping[str, Any] | None = None,
        *,
        mode: StateMode = "superset",
        keys: Mapping[str, Any] | None = None,
        trim: bool = False,
        case_insensitive: bool = False,
        key: str | None = None,
        threshold: float = 1.0,
    ) -> None:
        super().__init__(key=key or "state", threshold=threshold)
        if mode not in get_args(StateMode):
            raise ValueError(f"StateEvaluator: 'mode' must be one of {get_args(StateMode)}, got {mode!r}")
        if expected is not None and not isinstance(expected, Mapping):
            raise TypeError(f"StateEvaluator: 'expected' must be a dict, got {type(expected).__name__}")
        self.mode: StateMode = mode
        self._options: dict[str, Any] = {"trim": trim, "case_insensitive": case_insensitive}
        self._keys = dict(keys or {})
        self.expected = dict(expected) if expected is not None else None
        inline = _inline_matchers(self.expected) if self.expected is not None else {}
        self.matcher = self._matcher({**self._keys, **inline})

    def _matcher(self, keys: Mapping[str, Any]) -> ArgumentMatcher:
        return ArgumentMatcher(self.mode, recursive=self.mode != "exact", keys=keys or None, **self._options)

    def read_expected(self, value: Any) -> Any:
        if isinstance(value, Mapping) and set(value) == {"state"} and isinstance(value["state"], Mapping):
            value = value["state"]  # a LangSmith example's outputs: {"state": {...}}
        if not isinstance(value, Mapping):
            raise TrajectoryInputError(f"{self.key}: the expected state must be a dict, got {type(value).__name__}")
        return dict(value)

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        expected = ctx.expected if ctx.expected is not None else self.expected
        if expected is None:
            raise TrajectoryInputError(
                f"{self.key}: no expected state; pass expected=... or StateEvaluator(expected={{...}})"
            )
        state = ctx.state if ctx.state is not None else ctx.actual.metadata.get("state")
        if state is None:
            raise TrajectoryInputError(
                f"{self.key}: no final state to compare; pass state=... (a graph's values) or evaluate a "
                "simulated trajectory of a graph app (its metadata['state'])"
            )
        if not isinstance(state, Mapping):
            raise TrajectoryInputError(f"{self.key}: the final state must be a dict, got {type(state).__name__}")
        matcher = self.matcher
        if expected is not self.expected:
            inline = _inline_matchers(expected)
            if inline:
                matcher = self._matcher({**self._keys, **inline})
        diffs = matcher.differences(dict(state), expected)
        if not diffs:
            return self.result(1.0, f"the final state matches the expected state ({self.mode})", differences=[])
        reason = f"the final state differs from the expected state ({self.mode}): " + "; ".join(diffs)
        return self.result(0.0, reason, differences=diffs)


def _inline_matchers(expected: Mapping[str, Any]) -> dict[str, KeyMatcher]:
    """The matchers written inline in an expected state, by dot-path (list items by index).

    Raises:
        ValueError: for a matcher under a key holding a dot (a dot-path cannot name it).
    """
    found: dict[str, KeyMatcher] = {}

    def walk(value: Any, path: tuple[str, ...]) -> None:
        if isinstance(value, KeyMatcher):
            if not path:
                raise ValueError("StateEvaluator: the expected state itself cannot be a matcher; give a dict")
            found[".".join(path)] = value
        elif isinstance(value, Mapping):
            for key, item in value.items():
                text = str(key)
                if "." in text and _holds_matcher(item):
                    raise ValueError(
                        f"StateEvaluator: an inline matcher under the key {text!r} (it holds a dot, which no "
                        "dot-path can name); give it with keys=... on a path without dots"
                    )
                walk(item, (*path, text))
        elif isinstance(value, (list, tuple)):
            for index, item in enumerate(value):
                walk(item, (*path, str(index)))

    walk(expected, ())
    return found


def _holds_matcher(value: Any) -> bool:
    if isinstance(value, KeyMatcher):
        return True
    if isinstance(value, Mapping):
        return any(_holds_matcher(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_holds_matcher(v) for v in value)
    return False
