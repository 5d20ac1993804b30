"""Streamed LangChain chunks: the consecutive ``AIMessageChunk`` items of one reply, added up into one message
(the ``gather`` of the ``langchain_chunk`` message format)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_core.messages import AIMessageChunk

__all__ = ["merge_chunks"]


def merge_chunks(items: Sequence[Any], start: int) -> tuple[Any, int]:
    """The streamed ``AIMessageChunk`` at ``items[start]`` added up (LangChain's ``+``) with the chunks right after
    it that belong to the same reply, and the index after the last one used.

    Chunks of one reply share an id, except that a provider's first chunk may carry the provider's id (the
    Responses API's ``resp_...``) where the rest carry LangChain's run id (``lc_run-...``), as LangChain's own
    ``+`` allows. A chunk starts another reply when the one before it was marked the last of its reply
    (``chunk_position="last"``), or its provider id or run id differs from the reply's."""
    merged = items[start]
    provider_id, run_id = _ids_of(merged.id)
    end = start + 1
    while end < len(items) and isinstance(items[end], AIMessageChunk):
        chunk = items[end]
        if getattr(items[end - 1], "chunk_position", None) == "last":
            break
        if chunk.id != merged.id:
            provider, run = _ids_of(chunk.id)
            if (
                chunk.id is None
                or merged.id is None
                or (provider and provider_id and provider != provider_id)
                or (run and run_id and run != run_id)
            ):
                break
            provider_id, run_id = provider_id or provider, run_id or run
        merged = merged + chunk
        end += 1
    return merged, end


def _ids_of(message_id: Any) -> tuple[Any, Any]:
    """``(provider id, LangChain run id)`` of a chunk's id (one of them None)."""
    if isinstance(message_id, str) and message_id.startswith("lc_run-"):
        return None, message_id
    return message_id, None
