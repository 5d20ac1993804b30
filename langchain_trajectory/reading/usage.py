"""Reading what a model call used: LangChain's ``usage_metadata``, a provider's ``usage`` and the model's name, into
one model-call record (see [`langchain_trajectory.usage`][langchain_trajectory.usage]).

The shapes read, in this order:

* LangChain's ``usage_metadata`` (``AIMessage.usage_metadata``, or the key of a message dump): ``input_tokens``,
  ``output_tokens``, ``total_tokens``, ``input_token_details.cache_read``, ``output_token_details.reasoning``;
  these are the figures every LangChain provider package fills, so they are the ones summed;
* otherwise a provider's own ``usage`` on a message dict: Anthropic's (``input_tokens`` without the cached ones,
  ``cache_read_input_tokens``, ``cache_creation_input_tokens``: input is their sum, as LangChain counts it) or
  OpenAI's (``prompt_tokens``, ``completion_tokens``, ``prompt_tokens_details.cached_tokens``,
  ``completion_tokens_details.reasoning_tokens``).

The model's name comes from ``response_metadata`` (``model_name``, or ``model``) or a message dict's ``model``.
A value that is not a non-negative integer is left out, never guessed; nothing here raises.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["model_call_record", "usage_counts"]


def _count(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def _get(mapping: Any, *path: str) -> Any:
    for key in path:
        if not isinstance(mapping, Mapping):
            return None
        mapping = mapping.get(key)
    return mapping


def usage_counts(usage_metadata: Any = None, usage: Any = None) -> dict[str, int]:
    """The token counts of one model call: from LangChain's ``usage_metadata`` when given, else from a provider's
    ``usage`` dict (Anthropic or OpenAI naming). Empty when neither holds a count."""
    if type(usage_metadata) is dict or isinstance(usage_metadata, Mapping):
        counts = _langchain_counts(usage_metadata)
    elif isinstance(usage, Mapping) and ("prompt_tokens" in usage or "completion_tokens" in usage):
        counts = _openai_counts(usage)
    elif isinstance(usage, Mapping) and ("input_tokens" in usage or "output_tokens" in usage):
        counts = _anthropic_counts(usage)
    else:
        return {}
    if counts.get("total_tokens") is None and (
        counts["input_tokens"] is not None or counts["output_tokens"] is not None
    ):
        counts["total_tokens"] = (counts["input_tokens"] or 0) + (counts["output_tokens"] or 0)
    return {k: v for k, v in counts.items() if v is not None}


def _langchain_counts(usage_metadata: Mapping[str, Any]) -> dict[str, int | None]:
    return {
        "input_tokens": _count(usage_metadata.get("input_tokens")),
        "output_tokens": _count(usage_metadata.get("output_tokens")),
        "total_tokens": _count(usage_metadata.get("total_tokens")),
        "cache_read_tokens": _count(_get(usage_metadata, "input_token_details", "cache_read")),
        "reasoning_tokens": _count(_get(usage_metadata, "output_token_details", "reasoning")),
    }


def _openai_counts(usage: Mapping[str, Any]) -> dict[str, int | None]:
    return {
        "input_tokens": _count(usage.get("prompt_tokens")),
        "output_tokens": _count(usage.get("completion_tokens")),
        "total_tokens": _count(usage.get("total_tokens")),
        "cache_read_tokens": _count(_get(usage, "prompt_tokens_details", "cached_tokens")),
        "reasoning_tokens": _count(_get(usage, "completion_tokens_details", "reasoning_tokens")),
    }


def _anthropic_counts(usage: Mapping[str, Any]) -> dict[str, int | None]:
    """Anthropic's naming: the input is the fresh tokens plus those read from and written to the cache."""
    parts = [_count(usage.get(k)) for k in ("input_tokens", "cache_read_input_tokens", "cache_creation_input_tokens")]
    given = [p for p in parts if p is not None]
    tokens_in = sum(given) if given else None
    tokens_out = _count(usage.get("output_tokens"))
    return {
        "input_tokens": tokens_in,
        "output_tokens": tokens_out,
        "total_tokens": (tokens_in or 0) + (tokens_out or 0) if given or tokens_out is not None else None,
        "cache_read_tokens": parts[1],
    }


def model_call_record(
    *,
    usage_metadata: Any = None,
    usage: Any = None,
    response_metadata: Any = None,
    model: Any = None,
    requested_model: Any = None,
) -> dict[str, Any]:
    """One model-call record: token counts (see `usage_counts`), ``model`` (the name asked for when known,
    else the one answered with) and ``model_version`` (the answered name, when it differs)."""
    record: dict[str, Any] = {} if usage_metadata is None and usage is None else usage_counts(usage_metadata, usage)
    answered = None
    if type(response_metadata) is dict or isinstance(response_metadata, Mapping):
        answered = response_metadata.get("model_name") or response_metadata.get("model")
    if not isinstance(answered, str) or not answered:
        answered = model if isinstance(model, str) and model else None
    asked = requested_model if isinstance(requested_model, str) and requested_model else None
    name = asked or answered
    if name is not None:
        record["model"] = name
    if answered is not None and answered != name:
        record["model_version"] = answered
    return record
