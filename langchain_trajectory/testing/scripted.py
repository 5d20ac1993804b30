"""A scripted chat model (no network, no API key).

[`ScriptedChatModel`][langchain_trajectory.testing.ScriptedChatModel] is a real LangChain ``BaseChatModel`` (so callbacks, tracing, ``create_agent`` and
LangGraph treat it like any provider model) whose replies come from a script: a list consumed in order, or a
function of the conversation, which keeps concurrent runs independent.
"""

from __future__ import annotations

import asyncio
import threading
import time
import uuid
from collections.abc import Callable, Sequence
from typing import Any

from langchain_core.callbacks import AsyncCallbackManagerForLLMRun, CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable
from pydantic import ConfigDict, Field, PrivateAttr

__all__ = ["ScriptedChatModel", "tool_call"]

Reply = AIMessage | str
Responder = Callable[[list[BaseMessage]], Reply]


def tool_call(name: str, args: dict[str, Any] | None = None, id: str | None = None) -> dict[str, Any]:
    """A LangChain tool-call dict, for scripting ``AIMessage(tool_calls=[...])``. Without ``id`` a fresh one
    is made (``call_<name>_<hex>``): real models give every call its own id."""
    return {
        "name": name,
        "args": dict(args or {}),
        "id": id or f"call_{name}_{uuid.uuid4().hex[:8]}",
        "type": "tool_call",
    }


class ScriptedChatModel(BaseChatModel):
    """A chat model that answers from a script.

    Args:
        replies: Replies returned in order, one per call (``str`` or ``AIMessage``); running out raises.
        respond: Alternatively, a function ``(messages) -> AIMessage | str`` computing each reply from the
            conversation it is sent (safe for concurrent runs sharing one model).
        delay: Seconds each call sleeps (``asyncio.sleep`` on the async path), to simulate latency.
        usage: When True, each reply carries ``usage_metadata`` (4 tokens per message word, roughly).

    ``bind_tools`` returns the model itself, so ``create_agent`` and ``ToolNode`` graphs accept it.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    replies: Sequence[Any] = Field(default_factory=list)
    respond: Responder | None = None
    delay: float = 0.0
    usage: bool = False
    model_name: str = "scripted"

    _cursor: int = PrivateAttr(default=0)
    _lock: threading.Lock = PrivateAttr(default_factory=threading.Lock)

    @property
    def _llm_type(self) -> str:
        return "scripted-chat-model"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {"model_name": self.model_name}

    @property
    def calls(self) -> int:
        """How many replies the list script has handed out."""
        return self._cursor

    def bind_tools(
        self, tools: Sequence[Any], *, tool_choice: str | None = None, **kwargs: Any
    ) -> Runnable[LanguageModelInput, AIMessage]:
        """The tools are not needed (replies are scripted). ``with_structured_output``'s marker is kept, as a
        real chat model keeps it, so callbacks see such a call for what it is."""
        marker = kwargs.get("ls_structured_output_format")
        return self.bind(ls_structured_output_format=marker) if marker else self

    def _next_reply(self, messages: list[BaseMessage]) -> AIMessage:
        if self.respond is not None:
            reply = self.respond(messages)
        else:
            with self._lock:
                if self._cursor >= len(self.replies):
                    raise RuntimeError(
                        f"ScriptedChatModel ran out of replies after {len(self.replies)} calls"
                    )
                reply = self.replies[self._cursor]
                self._cursor += 1
        message = AIMessage(content=reply) if isinstance(reply, str) else reply.model_copy(deep=True)
        if self.usage and message.usage_metadata is None:
            prompt_tokens = sum(len(str(m.content).split()) for m in messages) * 4 + 4
            completion_tokens = len(str(message.content).split()) * 4 + 4
            message.usage_metadata = {
                "input_tokens": prompt_tokens,
                "output_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            }
        return message

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        if self.delay:
            time.sleep(self.delay)
        return ChatResult(generations=[ChatGeneration(message=self._next_reply(messages))])

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        if self.delay:
            await asyncio.sleep(self.delay)
        return ChatResult(generations=[ChatGeneration(message=self._next_reply(messages))])
