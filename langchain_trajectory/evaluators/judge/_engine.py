"""The one place judge models are called: lazy model resolution, structured output with a tolerant text
fallback, validation with bounded re-asking, caching, and call/token accounting."""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
import threading
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_core.exceptions import OutputParserException
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.runnables import Runnable

from langchain_trajectory.errors import JudgeError, TrajectoryInputError
from langchain_trajectory.evaluators.judge._parse import Quoted, choose_verdict
from langchain_trajectory.evaluators.judge.cache import JudgeCache, cache_entry, intact_reply
from langchain_trajectory.reading import message_text
from langchain_trajectory.untrusted import ReplyProblem, reply_objects, strip_echoed_blocks

__all__ = ["Draw", "JudgeEngine", "JudgeModel", "JudgeRequest", "JudgeStats", "read_verdict"]

Validator = Callable[[dict[str, Any]], dict[str, Any]]

_BEGIN_LINE = re.compile(r"^<<<BEGIN [^\n]* ([0-9a-f]{16,64})>>>$", re.M)


# Attributes by which provider chat models name their endpoint (OpenAI-compatible, Azure, Ollama, Bedrock, ...).
_ENDPOINT_ATTRIBUTES = (
    "openai_api_base",
    "base_url",
    "azure_endpoint",
    "deployment_name",
    "endpoint_url",
    "endpoint",
    "api_base",
    "region_name",
)


class JudgeModel:
    """The judge: a LangChain chat model, or a ``"provider:model"`` string resolved on first use with
    ``langchain.chat_models.init_chat_model`` (so building an evaluator needs no key and no provider package).

    Args:
        judge: A ``BaseChatModel`` or a non-blank model string.
        model_kwargs: Extra keyword arguments for ``init_chat_model`` (string judges only), e.g. temperature.

    Raises:
        TypeError: naming ``judge`` when it is neither.
        ValueError: naming ``judge`` when the string is blank, or ``model_kwargs`` given with a model object.
    """

    def __init__(self, judge: BaseChatModel | str, model_kwargs: dict[str, Any] | None = None) -> None:
        if isinstance(judge, str):
            if not judge.strip():
                raise ValueError("'judge' must be a chat model or a non-blank 'provider:model' string")
            self._spec: str | None = judge.strip()
            self._model: BaseChatModel | None = None
        elif isinstance(judge, BaseChatModel):
            if model_kwargs:
                raise ValueError("'judge_kwargs' only applies when 'judge' is a model string")
            self._spec = None
            self._model = judge
        else:
            raise TypeError(
                "'judge' must be a LangChain chat model (BaseChatModel) or a 'provider:model' string, "
                f"got {type(judge).__name__}"
            )
        self._kwargs = dict(model_kwargs or {})
        self._lock = threading.Lock()
        self._runnables: dict[tuple[str, bool], tuple[Runnable, bool]] = {}

    @property
    def identity(self) -> dict[str, Any]:
        """What identifies the judge in cache keys: the model string and its kwargs, or the model's class and
        identifying parameters (model name, temperature, ...). Computed without resolving a string judge."""
        if self._spec is not None:
            return {"spec": self._spec, "kwargs": self._kwargs}
        model = self._model
        assert model is not None
        params = dict(getattr(model, "_identifying_params", {}) or {})
        # Where the model is served: two deployments of one model name must not share verdicts.
        for attribute in _ENDPOINT_ATTRIBUTES:
            value = getattr(model, attribute, None)
            if isinstance(value, str) and value:
                params.setdefault(attribute, value)
        return {"class": f"{type(model).__module__}.{type(model).__qualname__}", "params": params}

    @property
    def name(self) -> str | None:
        """The judge's model name, for usage figures: the ``"provider:model"`` string's model, or the model
        object's ``model_name`` / ``model``; None when it has neither."""
        if self._spec is not None:
            return self._spec.split(":", 1)[-1] or None
        for attribute in ("model_name", "model"):
            value = getattr(self._model, attribute, None)
            if isinstance(value, str) and value:
                return value
        return None

    @property
    def model(self) -> BaseChatModel:
        """The chat model, resolving a model string on first access."""
        with self._lock:
            if self._model is None:
                try:
                    from langchain.chat_models import init_chat_model
                except ImportError as exc:  # pragma: no cover - depends on the environment
                    raise ImportError(
                        f"'judge' was given as the string {self._spec!r}, which needs the 'langchain' package "
                        "(pip install langchain) and the provider's package; or pass a chat model instead"
                    ) from exc
                assert self._spec is not None  # _model is None only for a string judge
                self._model = init_chat_model(self._spec, **self._kwargs)
            return self._model

    @property
    def resolved(self) -> bool:
        """Whether the model exists yet (a string judge is resolved on its first call)."""
        return self._model is not None

    def runnable(self, schema: dict[str, Any], structured: bool) -> tuple[Runnable, bool]:
        """The runnable to call for ``schema``: ``with_structured_output(schema, include_raw=True)`` when
        ``structured`` and the model supports it, else the bare model. Returns it with a flag saying which."""
        cache_key = (schema["title"], structured)
        with self._lock:
            found = self._runnables.get(cache_key)
        if found is not None:
            return found
        model = self.model
        made: tuple[Runnable, bool] = (model, False)
        if structured:
            try:
                with warnings.catch_warnings(record=True) as caught:
                    warnings.simplefilter("always")
                    wrapped = model.with_structured_output(schema, include_raw=True)
                # langchain-anthropic cannot force the verdict tool with extended thinking on (or on models it
                # lists as not supporting forced tool choice): it warns, and its parser then raises on a reply
                # without the tool call. The judge asks for JSON in text instead.
                made = (model, False) if any(_cannot_force(w.message) for w in caught) else (wrapped, True)
            except NotImplementedError:
                made = (model, False)
        with self._lock:
            self._runnables[cache_key] = made
        return made

    def text_only(self, schema: dict[str, Any]) -> Runnable:
        """Use the bare model (JSON asked for in text) for ``schema`` from now on, and return it: structured
        output failed inside the model's own runnable."""
        model = self.model
        with self._lock:
            self._runnables[(schema["title"], True)] = (model, False)
        return model

    def __repr__(self) -> str:
        return f"JudgeModel({self._spec!r})" if self._spec else f"JudgeModel({type(self._model).__name__})"


@dataclass(frozen=True)
class Draw:
    """Which independent draw of a verdict is asked for; each draw has its own cache entry.

    Attributes:
        repeat: The evaluation context's ``repeat`` index (default 0).
        trial: The evaluation context's trial index (``trial``), or None outside trials.
        sample: The sample index, ``0 <= sample < samples``.
    """

    repeat: int = 0
    trial: int | None = None
    sample: int = 0


@dataclass(frozen=True)
class JudgeRequest:
    """One verdict to obtain.

    Attributes:
        subject: What is judged, for error messages (``criterion 'clarity'``).
        system: The instructions (trusted text only: criteria, tasks, rubric, output format).
        user: The message carrying the untrusted material, every piece of it inside a fenced block.
        schema: JSON schema of the reply (``title`` names the structured-output tool).
        reply_format: A one-line example of the expected JSON, repeated when re-asking.
        validate: Turns the reply's JSON object into the verdict, raising ``ReplyProblem`` when it is unusable.
        quoted: The JSON objects of the untrusted material: a reply object equal to one of them is a
            quotation, never a verdict.
    """

    subject: str
    system: str
    user: str
    schema: dict[str, Any]
    reply_format: str
    validate: Validator
    quoted: Quoted = field(default_factory=Quoted, compare=False)

    @property
    def fence_tags(self) -> list[str]:
        """The tags of the fenced blocks in `user` (a judge echoing a block is recognised by them)."""
        return list(dict.fromkeys(_BEGIN_LINE.findall(self.user)))


@dataclass
class JudgeStats:
    """Counts for one evaluation: model calls (retries included), cache hits, retries and tokens."""

    judge_calls: int = 0
    cache_hits: int = 0
    cache_discarded: int = 0
    retries: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    total_tokens: int = 0
    usage_reported: bool = False
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def record_call(self, message: BaseMessage | None) -> None:
        usage = getattr(message, "usage_metadata", None) if message is not None else None
        with self._lock:
            self.judge_calls += 1
            if usage:
                self.usage_reported = True
                self.input_tokens += int(usage.get("input_tokens", 0) or 0)
                self.output_tokens += int(usage.get("output_tokens", 0) or 0)
                self.total_tokens += int(usage.get("total_tokens", 0) or 0)

    def count(self, field_name: str) -> None:
        """Add one to the counter ``field_name``."""
        with self._lock:
            setattr(self, field_name, getattr(self, field_name) + 1)

    def as_metadata(self) -> dict[str, Any]:
        """``judge_calls``, ``cache_hits``, ``retries`` and ``token_usage`` (None when no call reported
        usage, e.g. every verdict came from the cache or the model does not report it), and
        ``cache_discarded`` (cached entries that failed their checksum or validation and were recomputed)."""
        usage = (
            {
                "input_tokens": self.input_tokens,
                "output_tokens": self.output_tokens,
                "total_tokens": self.total_tokens,
            }
            if self.usage_reported
            else None
        )
        return {
            "judge_calls": self.judge_calls,
            "cache_hits": self.cache_hits,
            "cache_discarded": self.cache_discarded,
            "retries": self.retries,
            "token_usage": usage,
        }


def _cannot_force(warning: Warning | str) -> bool:
    text = str(warning)
    return "forced tool calling" in text and "not supported" in text


def refusal_of(message: Any) -> str | None:
    """The refusal a model reply carries, or None: OpenAI's ``additional_kwargs["refusal"]`` (Chat Completions)
    or ``refusal`` content block (Responses API), or an Anthropic reply that stopped for ``refusal`` (its text)."""
    if not isinstance(message, BaseMessage):
        return None
    refusal = message.additional_kwargs.get("refusal") if message.additional_kwargs else None
    if isinstance(refusal, str) and refusal.strip():
        return refusal
    content = message.content
    marked = (message.response_metadata or {}).get("stop_reason") == "refusal"
    if isinstance(content, list):
        for block in content:
            if isinstance(block, dict) and block.get("type") == "refusal":
                text = block.get("refusal")
                if isinstance(text, str) and text.strip():
                    return text
                marked = True
    if marked:
        return _message_text(message) or "(no text)"
    return None


def _message_text(message: BaseMessage) -> str:
    """The reply's text, read as every message's text is ([`langchain_trajectory.reading.message_text`][langchain_trajectory.reading.message_text]);
    content that cannot be read is a reply without text (the judge then re-asks)."""
    try:
        return message_text(message.content, "judge reply")
    except TrajectoryInputError:
        return ""


def _read_reply(reply: Any, tool: str) -> tuple[BaseMessage | None, str, list[dict[str, Any]]]:
    """(raw message, raw text, structured candidates) for a model reply. The candidates are the arguments
    of the reply's tool calls of ``tool`` (else of any tool), else the structured object the model returned;
    empty when the model answered in text."""
    if isinstance(reply, dict) and "raw" in reply:
        raw = reply["raw"]
        text = _message_text(raw) if isinstance(raw, BaseMessage) else str(raw)
        calls = [c for c in getattr(raw, "tool_calls", None) or [] if isinstance(c.get("args"), dict)]
        named = [c for c in calls if c.get("name") == tool] or calls
        candidates = [c["args"] for c in named]
        parsed = reply.get("parsed")
        if not candidates and isinstance(parsed, dict):
            candidates = [parsed]
        if named or (candidates and not text):  # shown in errors and re-asks: what the model said and sent
            text = "\n".join([text, *(json.dumps(c) for c in candidates)]).strip()
        return raw, text, candidates
    if isinstance(reply, BaseMessage):
        return reply, _message_text(reply), []
    return None, str(reply), []


def read_verdict(
    text: str, structured: list[dict[str, Any]], request: JudgeRequest
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The validated verdict of one reply and the JSON object it came from (see `_parse` for the
    rules).

    Raises:
        ReplyProblem: when the reply is empty, holds no usable verdict, or holds conflicting ones.
    """
    if structured:
        return choose_verdict(structured, request.validate, request.quoted)
    if not text.strip():
        raise ReplyProblem("the reply was empty; a JSON object was expected")
    own_text = strip_echoed_blocks(text, request.fence_tags)
    return choose_verdict(reply_objects(own_text), request.validate, request.quoted)


class JudgeEngine:
    """Obtains validated verdicts from a `JudgeModel`.

    Args:
        model: The judge.
        cache: Where verdicts are kept, or None.
        max_retries: How many times an unusable reply is re-asked (the problem stated) before
            [`JudgeError`][langchain_trajectory.errors.JudgeError].
        structured_output: Use ``with_structured_output`` when the model supports it (the reply's text is
            still parsed tolerantly when the model answers in text instead).
        prompt_version: Part of every cache key; bump it when prompts change.
    """

    def __init__(
        self,
        model: JudgeModel,
        *,
        cache: JudgeCache | None,
        max_retries: int,
        structured_output: bool,
        prompt_version: str,
    ) -> None:
        self.model = model
        self.cache = cache
        self.max_retries = max_retries
        self.structured_output = structured_output
        self.prompt_version = prompt_version

    def cache_key(self, request: JudgeRequest, draw: Draw) -> str:
        """SHA-256 over everything the judge sees and everything that shapes its answer, and over the draw
        (repeat, trial and sample index), so that independent draws never share an entry."""
        material = {
            "prompt_version": self.prompt_version,
            "model": self.model.identity,
            "structured_output": self.structured_output,
            "schema": request.schema,
            "system": request.system,
            "user": request.user,
            "repeat": draw.repeat,
            "trial": draw.trial,
            "sample": draw.sample,
        }
        encoded = json.dumps(material, sort_keys=True, ensure_ascii=False, default=str)
        return hashlib.sha256(encoded.encode("utf-8")).hexdigest()

    def _cached(self, key: str, request: JudgeRequest, stats: JudgeStats) -> dict[str, Any] | None:
        """The verdict cached under ``key``, re-validated like a fresh reply; None on a miss. An entry that
        fails its checksum or its validation (a score outside [0, 1], say) is discarded and counted."""
        assert self.cache is not None
        entry = self.cache.get(key)
        if entry is None:
            return None
        reply = intact_reply(key, entry)
        try:
            if reply is None:
                raise ReplyProblem("damaged cache entry")
            verdict, _ = choose_verdict([reply], request.validate, request.quoted)
        except ReplyProblem:
            self.cache.delete(key)
            stats.count("cache_discarded")
            return None
        stats.count("cache_hits")
        return verdict

    async def ask(self, request: JudgeRequest, stats: JudgeStats, draw: Draw | None = None) -> dict[str, Any]:
        """The validated verdict for ``request``: from the cache, or from the model with bounded re-asking.

        Raises:
            JudgeError: when every attempt gave an unusable reply (the last raw reply is attached).
        """
        draw = draw or Draw()
        key = self.cache_key(request, draw) if self.cache is not None else ""
        if self.cache is not None:
            hit = self._cached(key, request, stats)
            if hit is not None:
                return hit
        runnable, structured_runnable = self.model.runnable(request.schema, self.structured_output)
        messages: list[BaseMessage] = [SystemMessage(request.system), HumanMessage(request.user)]
        attempts = 0
        while True:
            attempts += 1
            try:
                reply = await runnable.ainvoke(messages)
            except OutputParserException:
                if not structured_runnable:
                    raise
                # structured output failed inside the model's runnable (its reply is lost with it): ask the
                # bare model, reading its text, from now on
                stats.record_call(None)
                runnable, structured_runnable = self.model.text_only(request.schema), False
                continue
            raw, text, structured = _read_reply(reply, request.schema["title"])
            stats.record_call(raw)
            refusal = refusal_of(raw)
            if refusal is not None:
                raise JudgeError(
                    f"the judge model refused: {refusal}",
                    raw_reply=text or refusal,
                    attempts=attempts,
                    subject=request.subject,
                    refusal=refusal,
                )
            try:
                verdict, reply = read_verdict(text, structured, request)
            except ReplyProblem as problem:
                if attempts > self.max_retries:
                    raise JudgeError(
                        str(problem), raw_reply=text, attempts=attempts, subject=request.subject
                    ) from None
                stats.count("retries")
                messages = [
                    *messages,
                    AIMessage(text),
                    HumanMessage(
                        f"Your reply could not be used: {problem}. Reply again with only a JSON object of "
                        f"this form: {request.reply_format}"
                    ),
                ]
                continue
            if self.cache is not None:
                self.cache.set(key, cache_entry(key, reply))
            return verdict

    async def ask_all(
        self,
        requests: Sequence[JudgeRequest],
        stats: JudgeStats,
        *,
        draws: Sequence[Draw] = (),
        max_concurrency: int | None = None,
    ) -> list[list[dict[str, Any]]]:
        """Verdicts for every request in every draw, obtained concurrently (at most ``max_concurrency`` in
        flight): one list per draw, in the order of ``requests``. The first failure is raised once the other
        calls have finished."""
        draws = list(draws) or [Draw()]
        limit = asyncio.Semaphore(max_concurrency) if max_concurrency else None

        async def one(request: JudgeRequest, draw: Draw) -> dict[str, Any]:
            if limit is None:
                return await self.ask(request, stats, draw)
            async with limit:
                return await self.ask(request, stats, draw)

        outcomes = await asyncio.gather(*(one(r, d) for d in draws for r in requests), return_exceptions=True)
        for outcome in outcomes:
            if isinstance(outcome, BaseException):
                raise outcome
        n = len(requests)
        return [list(outcomes[i * n : (i + 1) * n]) for i in range(len(draws))]  # type: ignore[arg-type]
