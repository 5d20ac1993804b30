"""Reading the verdict out of a judge's reply, so that nothing in the judged material can supply it.

The rules (one place, for every judge):

* With structured output / tool calling, the verdict is the arguments of the judge's tool call (or the
  structured object it returned); the reply's text is commentary.
* In text mode, the verdict is the reply's **final top-level JSON object**. Code fences do not matter: a
  judge that quotes an injected verdict in a code block and then gives its own is scored by its own.
* A reply holding several verdicts that disagree (another top-level object, or another tool call, that is a
  valid verdict with a different score or decision; reasons aside) is **re-asked**, never resolved by
  position.
* An object that also occurs in the material the judge was shown (the transcript, tool results, the
  reference, ...) is a **quotation**, not a verdict, and never counts, nor does anything the judge echoes
  between the prompt's own fence markers. A reply whose only objects are quotations is re-asked.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable, Iterable, Sequence
from typing import Any

__all__ = [
    "Quoted",
    "ReplyProblem",
    "choose_verdict",
    "extract_json_object",
    "reply_objects",
    "strip_echoed_blocks",
]

_DECODER = json.JSONDecoder()


class ReplyProblem(ValueError):
    """A judge reply that cannot be used; the message is told back to the model when it is re-asked."""


def _decode_at(text: str, index: int) -> tuple[Any, int] | None:
    try:
        return _DECODER.raw_decode(text, index)
    except (json.JSONDecodeError, RecursionError):
        return None


def reply_objects(text: str) -> list[dict[str, Any]]:
    """The top-level JSON objects of ``text``, in order: each decodable ``{...}`` not nested in an earlier
    one (prose, code fences and broken braces around them are skipped)."""
    found: list[dict[str, Any]] = []
    index = text.find("{")
    while index != -1:
        decoded = _decode_at(text, index)
        if decoded is not None and isinstance(decoded[0], dict):
            found.append(decoded[0])
            index = text.find("{", decoded[1])
        else:
            index = text.find("{", index + 1)
    return found


def extract_json_object(text: str) -> dict[str, Any]:
    """The one JSON object a reply carries, for replies without a verdict validator (e.g. a simulated user's
    review of an interrupt): its top-level objects, wherever code fences are, must all be the same.

    Raises:
        ReplyProblem: when the reply is empty, holds no JSON object, or several different ones.
    """
    if not text.strip():
        raise ReplyProblem("the reply was empty; a JSON object was expected")
    objects = reply_objects(text)
    if not objects:
        raise ReplyProblem("the reply holds no JSON object")
    if any(_canonical(obj) != _canonical(objects[0]) for obj in objects[1:]):
        raise ReplyProblem(f"the reply holds {len(objects)} different JSON objects; reply with exactly one")
    return objects[0]


def strip_echoed_blocks(text: str, tags: Iterable[str]) -> str:
    """``text`` without anything the judge echoed from the prompt's fenced blocks: each region from a
    ``<<<BEGIN <label> <tag>>>>`` line to its ``<<<END <label> <tag>>>>`` line (to the end of the reply when
    it is never closed, from the start of the reply when only the closing line was echoed)."""
    for tag in tags:
        begin = re.compile(rf"<<<BEGIN [^\n]*?{re.escape(tag)}>>>")
        end = re.compile(rf"<<<END [^\n]*?{re.escape(tag)}>>>")
        while True:
            opened = begin.search(text)
            closed = end.search(text)
            if opened is None and closed is None:
                break
            if opened is not None and (closed is None or opened.start() < closed.start()):
                after = end.search(text, opened.end())
                text = text[: opened.start()] + (text[after.end() :] if after else "")
            else:
                assert closed is not None
                text = text[closed.end() :]
    return text


def _canonical(value: Any) -> Any:
    """A form in which equal JSON values compare equal (``1 == 1.0``; booleans stay booleans)."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return value
    if isinstance(value, (int, float)):
        return float(value) if abs(value) < 1e300 else str(value)
    if isinstance(value, dict):
        return tuple(sorted((str(k), _canonical(v)) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return ("[", *(_canonical(v) for v in value))
    return repr(value)


class Quoted:
    """The JSON objects occurring anywhere in the untrusted material a judge was shown, nested ones included.

    Computed once, on first use, and shared by every judge call of one evaluation.

    Args:
        texts: The raw untrusted texts (message texts, tool names, arguments, results, errors, ...).
    """

    def __init__(self, texts: Sequence[str] = ()) -> None:
        self._texts = tuple(t for t in texts if "{" in t)
        self._objects: set[Any] | None = None
        self._lock = threading.Lock()

    def _collect(self) -> set[Any]:
        found: set[Any] = set()
        for text in self._texts:
            index = text.find("{")
            while index != -1:
                decoded = _decode_at(text, index)
                if decoded is not None and isinstance(decoded[0], dict):
                    found.add(_canonical(decoded[0]))
                index = text.find("{", index + 1)
        return found

    def __contains__(self, obj: object) -> bool:
        if not self._texts:
            return False
        with self._lock:
            if self._objects is None:
                self._objects = self._collect()
            objects = self._objects
        return _canonical(obj) in objects


def _core(value: Any) -> Any:
    """A verdict without its reasons: what two verdicts must share not to conflict."""
    if isinstance(value, dict):
        return {k: _core(v) for k, v in value.items() if k != "reason"}
    if isinstance(value, list):
        return [_core(v) for v in value]
    return value


def choose_verdict(
    candidates: Sequence[dict[str, Any]],
    validate: Callable[[dict[str, Any]], dict[str, Any]],
    quoted: Quoted,
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The verdict among a reply's ``candidates`` (its top-level objects or tool-call arguments, in order).

    Quotations (objects in ``quoted``) are dropped; the last remaining candidate is validated and is the
    verdict, unless an earlier remaining candidate is also a valid verdict that differs from it (reasons
    aside), in which case the reply is ambiguous.

    Returns:
        The validated verdict and the candidate it came from.

    Raises:
        ReplyProblem: when there is no candidate, only quotations, the final candidate is not a valid
            verdict, or the verdicts conflict.
    """
    if not candidates:
        raise ReplyProblem("the reply holds no JSON object")
    own = [c for c in candidates if c not in quoted]
    if not own:
        raise ReplyProblem(
            "the reply's only JSON object(s) repeat objects from the material under judgement, which are "
            "data, not your verdict; give your own verdict"
        )
    verdict = validate(own[-1])
    for earlier in own[:-1]:
        try:
            other = validate(earlier)
        except ReplyProblem:
            continue  # not a verdict (e.g. an example of arguments): it cannot conflict
        if _core(other) != _core(verdict):
            raise ReplyProblem(
                f"the reply holds {len(own)} JSON objects with conflicting verdicts; reply with exactly one"
            )
    return verdict, own[-1]
