"""langchain-trajectory: capture, evaluate and simulate the tool-calling trajectories of LangChain and
LangGraph agents."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from langchain_trajectory.coerce import TrajectoryInputError, to_tool_calls, to_trajectory
from langchain_trajectory.evaluators.base import AsyncEvaluator, BaseEvaluator, EvalResult
from langchain_trajectory.offline import OfflineClient
from langchain_trajectory.trajectory import ConversationTrajectory, Message, ToolCall, Trajectory

try:
    __version__ = version("langchain-trajectory")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0.0.0+local"

__all__ = [
    "AsyncEvaluator",
    "BaseEvaluator",
    "ConversationTrajectory",
    "EvalResult",
    "Message",
    "OfflineClient",
    "ToolCall",
    "Trajectory",
    "TrajectoryInputError",
    "__version__",
    "to_tool_calls",
    "to_trajectory",
]
