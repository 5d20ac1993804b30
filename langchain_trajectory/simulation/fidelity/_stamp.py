"""The simulated user's stamp on every result: what kind of user it is, its model, and a hash of its prompt."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["simulator_identity"]


def simulator_identity(user: Any) -> dict[str, Any]:
    """``{"kind", "model", "prompt_hash"}`` for a simulated user: what its ``identity()`` says
    ([`LLMSimulatedUser`][langchain_trajectory.simulation.LLMSimulatedUser]: ``llm``, the model's name, a hash of its
    prompt; [`ScriptedUser`][langchain_trajectory.simulation.ScriptedUser]: ``scripted``, no model, a hash of its
    script), else ``callable`` or ``custom`` with the object's name and no prompt hash."""
    identity = getattr(user, "identity", None)
    if callable(identity):
        value = identity()
        if isinstance(value, Mapping):
            return {"kind": None, "model": None, "prompt_hash": None, **value}
    kind = "custom" if hasattr(user, "generate_message") else "callable"
    name = getattr(user, "__qualname__", None) or type(user).__qualname__
    return {"kind": kind, "model": str(name), "prompt_hash": None}
