"""Ollama, Gemini and Bedrock wires (filled in below)."""

from __future__ import annotations

from typing import Any

OLLAMA_FEATURES: dict[bool, tuple[str, ...]] = {False: (), True: ()}
GEMINI_FEATURES: dict[bool, tuple[str, ...]] = {False: (), True: ()}
BEDROCK_FEATURES: dict[bool, tuple[str, ...]] = {False: (), True: ()}


def chat_model(variant: str, url: str, key: str, *, streaming: bool, retries: int, **kw: Any) -> Any:
    raise NotImplementedError(variant)


def route(path: str, raw: bytes) -> Any:
    return None


def render(wire: str, answer: Any, ids: list[str], key: str, stream: bool) -> tuple[int, str, bytes]:
    raise NotImplementedError(wire)


def ids_for(wire: str, reply: Any) -> list[str]:
    return []


def error_body(wire: str, error: Any) -> Any:
    return {"error": {"message": error.message}}
