"""Evaluators: deterministic trajectory checks and LLM-judged ones, all sharing one contract."""

from __future__ import annotations

from langchain_trajectory.evaluators.base import AsyncEvaluator, BaseEvaluator, EvalResult, run_sync

__all__ = ["AsyncEvaluator", "BaseEvaluator", "EvalResult", "run_sync"]
