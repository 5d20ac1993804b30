"""Moved: ``ToolCorrectnessEvaluator`` and ``f1_score`` live in `langchain_trajectory.evaluators.presets`
(taking them from here still works, with a ``DeprecationWarning``)."""

from __future__ import annotations

from langchain_trajectory._moved import forward as forward_moved
from langchain_trajectory.evaluators import presets as _presets

__all__: list[str] = []

__getattr__ = forward_moved(
    __name__, {name: (_presets, name) for name in ("CorrectnessMode", "ToolCorrectnessEvaluator", "f1_score")}
)
