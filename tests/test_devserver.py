"""``langgraph_dev_server``: a real `langgraph dev` on a free loopback port, offline, stopped with everything it
started; a server that cannot start is a clear error with the end of its log."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from langgraph.pregel.remote import RemoteGraph

from langchain_trajectory.testing import LangGraphServerError, langgraph_dev_server

GRAPH = """
from typing_extensions import TypedDict
from langgraph.graph import END, START, StateGraph


class State(TypedDict):
    x: int


builder = StateGraph(State)
builder.add_node("double", lambda state: {"x": state["x"] * 2})
builder.add_edge(START, "double")
builder.add_edge("double", END)
graph = builder.compile()
"""


def _config(folder: Path, spec: str) -> Path:
    (folder / "tiny.py").write_text(GRAPH)
    config = folder / "langgraph.json"
    config.write_text(f'{{"dependencies": ["."], "graphs": {{"tiny": "{spec}"}}}}')
    return config


def _environ(pid: int) -> dict[str, str]:
    raw = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
    return dict(item.decode().split("=", 1) for item in raw if b"=" in item)


def test_serves_offline_and_stops_every_process(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGSMITH_API_KEY", "lsv2-not-to-be-sent")
    monkeypatch.setenv("LANGSMITH_TRACING", "true")
    with langgraph_dev_server(_config(tmp_path, "./tiny.py:graph")) as server:
        assert server.url.startswith("http://127.0.0.1:") and not server.url.endswith(":2024")
        assert RemoteGraph("tiny", url=server.url).invoke({"x": 21}) == {"x": 42}
        environ = _environ(server.pid)
        assert "LANGSMITH_API_KEY" not in environ
        assert environ["LANGSMITH_TRACING"] == "false" and environ["LANGGRAPH_CLI_NO_ANALYTICS"] == "1"
        assert os.getpgid(server.pid) == server.pid  # its own process group
        pid = server.pid
    with pytest.raises(ProcessLookupError):
        os.killpg(pid, 0)  # no process of the group is left
    assert server.log == tmp_path / "langgraph-dev.log" and (tmp_path / ".langgraph_api").is_dir()


def test_a_server_that_cannot_start_is_a_clear_error(tmp_path: Path) -> None:
    with (
        pytest.raises(LangGraphServerError, match=r"no langgraph\.json at"),
        langgraph_dev_server(tmp_path / "missing.json"),
    ):
        pass
    broken = _config(tmp_path, "./tiny.py:no_such_graph")
    with pytest.raises(LangGraphServerError) as info, langgraph_dev_server(broken, timeout=60):
        pass
    message = str(info.value)
    assert re.search(r"did not start on http://127\.0\.0\.1:\d+ \(exit code \d+\); its log ends: ", message)
    assert "Could not find graph 'no_such_graph'" in message
    assert "\x1b[" not in message  # the log's colour codes are stripped
