"""Test helpers that need no network: a scripted chat model, an offline LangSmith client, a local LangGraph Server.

* [`ScriptedChatModel`][langchain_trajectory.testing.ScriptedChatModel] (with [`tool_call`][langchain_trajectory.testing.tool_call]): a real LangChain chat model whose replies come from a
  script (`langchain_trajectory.testing.scripted`).
* [`OfflineClient`][langchain_trajectory.testing.OfflineClient]: a LangSmith client that keeps everything in memory and refuses every request
  (`langchain_trajectory.testing.offline`).
* [`langgraph_dev_server`][langchain_trajectory.testing.langgraph_dev_server]: ``langgraph dev`` on a free loopback port, offline
  (`langchain_trajectory.testing.devserver`).

Repeated trials (``run_trials``, ``assert_trials``, ``TrialGateError``) moved to
[`langchain_trajectory.trials`][langchain_trajectory.trials]; taking them from here still works and warns once per name.
"""

from __future__ import annotations

from langchain_trajectory._moved import forward as _forward
from langchain_trajectory.testing.devserver import (
    OFFLINE_ENV,
    LangGraphDevServer,
    LangGraphServerError,
    langgraph_dev_server,
)
from langchain_trajectory.testing.offline import OFFLINE_URL, OfflineClient, OfflineRequestError
from langchain_trajectory.testing.scripted import ScriptedChatModel, tool_call
from langchain_trajectory.trials import runner as _runner

__all__ = [
    "OFFLINE_ENV",
    "OFFLINE_URL",
    "LangGraphDevServer",
    "LangGraphServerError",
    "OfflineClient",
    "OfflineRequestError",
    "ScriptedChatModel",
    "langgraph_dev_server",
    "tool_call",
]

__getattr__ = _forward(
    __name__,
    {name: (_runner, name) for name in ("TrialGateError", "assert_trials", "run_trials")},
)
