"""What a simulated conversation used, kept on its messages as model-call records (see
[`langchain_trajectory.usage`][langchain_trajectory.usage]) tagged with their source, so that ``Trajectory.usage().by_source`` splits it
between the application (``app``), the simulated user (``user``) and the judges of the checks (``judge``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.reading.usage import model_call_record
from langchain_trajectory.trajectory import Message
from langchain_trajectory.usage import MODEL_CALLS

__all__ = ["app_usage", "judge_usage", "model_name", "user_usage", "with_usage"]

_PLACE = ("message", "step", "source")


def app_usage(recorder: TrajectoryRecorder | None, replies: Iterable[Message] = ()) -> list[dict[str, Any]]:
    """The application's model calls of one turn: every one the recorder saw (over all the turn's root runs), else
    the ones its reply messages report (a callable returning ``AIMessage`` objects with ``usage_metadata``)."""
    records: list[dict[str, Any]] = []
    if recorder is not None:
        for trajectory in recorder.trajectories.values():
            for record in trajectory.model_calls():
                records.append({k: v for k, v in record.items() if k not in _PLACE} | {"source": "app"})
    if not records:
        for message in replies:
            for record in message.metadata.get(MODEL_CALLS) or ():
                if isinstance(record, Mapping):
                    records.append({**record, "source": "app"})
    return records


def model_name(model: Any) -> str | None:
    """The name a LangChain chat model is asked for by (``model_name`` or ``model``), or None."""
    for attribute in ("model_name", "model"):
        value = getattr(model, attribute, None)
        if isinstance(value, str) and value:
            return value
    return None


def user_usage(reply: Any, model: Any = None) -> dict[str, Any]:
    """The metadata a simulated user's message keeps of the model call that wrote it (empty when the reply
    carries no usage and no model name)."""
    record = model_call_record(
        usage_metadata=getattr(reply, "usage_metadata", None),
        response_metadata=getattr(reply, "response_metadata", None),
        requested_model=model_name(model),
    )
    return {MODEL_CALLS: [{**record, "source": "user"}]} if record else {}


def judge_usage(value: Any, check: Any = None) -> dict[str, Any] | None:
    """The model-call record of an LLM-judged result (its ``judge_calls``, ``token_usage`` and ``judge_model``),
    or None for a result that called no model; ``agent`` is the check's key."""
    metadata = getattr(value, "metadata", None)
    if not isinstance(metadata, Mapping) or not metadata.get("judge_calls"):
        return None
    key = getattr(check, "key", None) or getattr(value, "key", None)
    record: dict[str, Any] = {"source": "judge", "calls": metadata["judge_calls"], "agent": key}
    tokens = metadata.get("token_usage")
    if isinstance(tokens, Mapping):
        record.update(
            {
                k: v
                for k in ("input_tokens", "output_tokens", "total_tokens")
                if isinstance(v := tokens.get(k), int)
            }
        )
    model = metadata.get("judge_model")
    if isinstance(model, str) and model:
        record["model"] = model
    return record


def with_usage(message: Message, records: list[dict[str, Any]]) -> Message:
    """``message`` with ``records`` as its model calls (the message as it is when there are none)."""
    if not records:
        return message
    return message.model_copy(update={"metadata": {**message.metadata, MODEL_CALLS: records}})
