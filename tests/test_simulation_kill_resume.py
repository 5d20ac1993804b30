"""Resume without loss: a simulation whose process is killed (SIGKILL, by PID) at every node boundary of the
simulator and of the app, and resumed each time from its SqliteSaver checkpoints, ends with every tool call of
every turn and leaves no unanswered tool call on the app's thread."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

SCRIPT = textwrap.dedent(
    """
    import json, sqlite3, sys
    from langchain.agents import create_agent
    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
    from langchain_core.tools import tool
    from langgraph.checkpoint.sqlite import SqliteSaver
    from langchain_trajectory.simulation import ConversationSimulator
    from langchain_trajectory.testing import ScriptedChatModel, tool_call

    def boundary(label):
        if WAIT:
            print("BOUNDARY", label, flush=True)
            sys.stdin.readline()

    @tool
    def step(i: int) -> str:
        '''Do step i.'''
        boundary(f"tool {i}")
        return f"step {i} done"

    def brain(messages):
        turn = sum(isinstance(m, HumanMessage) for m in messages)
        done = 0
        for m in reversed(messages):
            if isinstance(m, HumanMessage):
                break
            done += isinstance(m, ToolMessage)
        boundary(f"model turn {turn} after {done}")
        if done < 3 - turn:  # turn 1: two sequential calls; turn 2: one
            return AIMessage("", tool_calls=[tool_call("step", {"i": done}, id=f"t{turn}-{done}")])
        return AIMessage(f"turn {turn}: {done} steps")

    def user(trajectory):
        boundary(f"user {len(trajectory.user_messages()) + 1}")
        return f"task {len(trajectory.user_messages()) + 1}"

    WAIT = sys.argv[2] == "wait"
    db = sys.argv[1]
    app_saver = SqliteSaver(sqlite3.connect(db + ".app", check_same_thread=False))
    sim_saver = SqliteSaver(sqlite3.connect(db + ".sim", check_same_thread=False))
    agent = create_agent(ScriptedChatModel(respond=brain), tools=[step], checkpointer=app_saver)
    sim = ConversationSimulator(user=user, app=agent, max_turns=2, checkpointer=sim_saver)
    result = sim.simulate(thread_id="conv-1", app_thread_id="app-1")
    messages = agent.get_state({"configurable": {"thread_id": "app-1"}}).values["messages"]
    answered = {m.tool_call_id for m in messages if isinstance(m, ToolMessage)}
    unanswered = [c["id"] for m in messages if isinstance(m, AIMessage) for c in m.tool_calls if c["id"] not in answered]
    print("RESULT", json.dumps({
        "calls": [[(c.name, c.args, c.result, c.id) for c in turn] for turn in result.tool_calls_by_turn()],
        "replies": [m.content for m in result.assistant_messages()],
        "termination": result.metadata["termination"],
        "unanswered": unanswered,
        "humans": [m.content for m in messages if isinstance(m, HumanMessage)],
    }), flush=True)
    """
)

ENV = {"LANGSMITH_TRACING": "false", "LANGSMITH_TEST_TRACKING": "false", "PATH": "/usr/bin:/bin"}


def _start(script: Path, db: Path, mode: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(script), str(db), mode],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=ENV,
    )


def _result(line: str) -> dict[str, Any]:
    return json.loads(line.split(" ", 1)[1])  # type: ignore[no-any-return]


def test_killed_at_every_node_boundary_and_resumed(tmp_path: Path) -> None:
    script = tmp_path / "sim.py"
    script.write_text(SCRIPT)
    # Ground truth: the same simulation run through without a kill.
    reference = subprocess.run(
        [sys.executable, str(script), str(tmp_path / "ref"), "nowait"],
        capture_output=True,
        text=True,
        env=ENV,
        timeout=120,
    )
    assert reference.returncode == 0, reference.stderr
    expected = _result(reference.stdout.strip().splitlines()[-1])
    assert expected["calls"] == [
        [["step", {"i": 0}, "step 0 done", "t1-0"], ["step", {"i": 1}, "step 1 done", "t1-1"]],
        [["step", {"i": 0}, "step 0 done", "t2-0"]],
    ]

    db = tmp_path / "killed"
    killed_at: list[str] = []
    final = None
    for attempt in range(30):
        proc = _start(script, db, "wait")
        assert proc.stdin is not None and proc.stdout is not None
        boundaries = 0
        while True:
            line = proc.stdout.readline()
            if line.startswith("BOUNDARY"):
                boundaries += 1
                # The first process dies at its first boundary; each resumed one re-runs the node it was killed
                # in, then dies at the next boundary: every boundary gets a kill.
                if boundaries == (1 if attempt == 0 else 2):
                    os.kill(proc.pid, signal.SIGKILL)
                    proc.wait(timeout=30)
                    killed_at.append(line.split(" ", 1)[1].strip())
                    break
                proc.stdin.write("go\n")
                proc.stdin.flush()
            elif line.startswith("RESULT"):
                final = _result(line)
                proc.stdin.close()
                proc.wait(timeout=30)
                break
            else:
                proc.wait(timeout=30)
                raise AssertionError(
                    f"process ended unexpectedly: {proc.stderr.read() if proc.stderr else ''}"
                )
        if final is not None:
            break
    assert final is not None
    # 2 user turns, 3 + 2 model calls, 3 tool calls: 10 boundaries, each killed once.
    assert killed_at == [
        "user 1",
        "model turn 1 after 0",
        "tool 0",
        "model turn 1 after 1",
        "tool 1",
        "model turn 1 after 2",
        "user 2",
        "model turn 2 after 0",
        "tool 0",
        "model turn 2 after 1",
    ]
    assert final["calls"] == expected["calls"]
    assert final["replies"] == expected["replies"] == ["turn 1: 2 steps", "turn 2: 1 steps"]
    assert final["termination"] == "max_turns"
    assert final["unanswered"] == []
    assert final["humans"] == ["task 1", "task 2"]  # each user message sent to the app once
