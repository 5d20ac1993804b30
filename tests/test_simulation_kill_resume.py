"""Resume without loss: a simulation whose process is killed (SIGKILL, by PID) at every node boundary of the
simulator and of the app, and resumed each time from its SqliteSaver checkpoints, ends with every tool call of
every turn and leaves no unanswered tool call on the app's thread.

Each run is a process of its own, forked from one that has imported the script's modules and opened nothing yet
(``serve``): a run opens its databases, is killed or ends, and the next run is a new process reading only what the
killed one left on disk, without importing LangChain and LangGraph again (twelve runs, a second or more each)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any, TextIO

SCRIPT = textwrap.dedent(
    """
    import json, os, sqlite3, sys, traceback
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

    def run(db, wait):
        global WAIT
        WAIT = wait
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

    def serve():
        # One run a line on stdin ("<db> <wait|nowait> <fifo in> <fifo out>"), each in a child forked from this
        # process, talking over the two named pipes; this process says "PID <pid>", then "EXIT <status>".
        while command := sys.stdin.readline():
            db, mode, fifo_in, fifo_out = command.split()
            pid = os.fork()
            if pid == 0:
                code = 1
                try:
                    sys.stdin = open(fifo_in)  # the test opens the pipes in the same order
                    sys.stdout = open(fifo_out, "w")
                    run(db, mode == "wait")
                    code = 0
                except BaseException:
                    traceback.print_exc()
                finally:
                    sys.stdout.flush()
                    sys.stderr.flush()
                    os._exit(code)
            print("PID", pid, flush=True)
            _, status = os.waitpid(pid, 0)
            print("EXIT", status, flush=True)

    WAIT = False
    serve()
    """
)

ENV = {"LANGSMITH_TRACING": "false", "LANGSMITH_TEST_TRACKING": "false", "PATH": "/usr/bin:/bin"}


class Runs:
    """The script's ``serve`` process: :meth:`start` forks a run and returns its PID and the pipes to talk to it,
    :meth:`wait` waits for the run to end (killed or not)."""

    def __init__(self, script: Path, folder: Path) -> None:
        self.folder = folder
        self.count = 0
        self.proc = subprocess.Popen(
            [sys.executable, str(script)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=ENV,
        )

    def start(self, db: Path, mode: str) -> tuple[int, TextIO, TextIO]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.count += 1
        fifo_in, fifo_out = self.folder / f"in-{self.count}", self.folder / f"out-{self.count}"
        os.mkfifo(fifo_in)
        os.mkfifo(fifo_out)
        self.proc.stdin.write(f"{db} {mode} {fifo_in} {fifo_out}\n")
        self.proc.stdin.flush()
        said = self.proc.stdout.readline()
        if not said.startswith("PID "):
            raise AssertionError(f"the serving process did not fork a run: {said!r} {self.stop()}")
        to_run = open(fifo_in, "w")  # noqa: SIM115 (closed by the caller)
        from_run = open(fifo_out)  # noqa: SIM115
        return int(said.split()[1]), to_run, from_run

    def wait(self) -> int:
        assert self.proc.stdout is not None
        said = self.proc.stdout.readline()
        assert said.startswith("EXIT "), f"{said!r} {self.stop()}"
        return int(said.split()[1])

    def stop(self) -> str:
        """Ends the serving process; returns what it wrote to stderr (each run's traceback, if any)."""
        assert self.proc.stdin is not None and self.proc.stderr is not None
        self.proc.stdin.close()
        errors = self.proc.stderr.read()
        self.proc.wait(timeout=30)
        return errors


def _result(line: str) -> dict[str, Any]:
    return json.loads(line.split(" ", 1)[1])  # type: ignore[no-any-return]


def test_killed_at_every_node_boundary_and_resumed(tmp_path: Path) -> None:
    script = tmp_path / "sim.py"
    script.write_text(SCRIPT)
    runs = Runs(script, tmp_path)
    try:
        # Ground truth: the same simulation run through without a kill.
        _, to_run, from_run = runs.start(tmp_path / "ref", "nowait")
        with to_run, from_run:
            output = from_run.read()
        assert runs.wait() == 0, runs.stop()
        expected = _result(output.strip().splitlines()[-1])
        assert expected["calls"] == [
            [["step", {"i": 0}, "step 0 done", "t1-0"], ["step", {"i": 1}, "step 1 done", "t1-1"]],
            [["step", {"i": 0}, "step 0 done", "t2-0"]],
        ]

        db = tmp_path / "killed"
        killed_at: list[str] = []
        final = None
        for attempt in range(30):
            pid, to_run, from_run = runs.start(db, "wait")
            with to_run, from_run:
                boundaries = 0
                while True:
                    line = from_run.readline()
                    if line.startswith("BOUNDARY"):
                        boundaries += 1
                        # The first process dies at its first boundary; each resumed one re-runs the node it was
                        # killed in, then dies at the next boundary: every boundary gets a kill.
                        if boundaries == (1 if attempt == 0 else 2):
                            os.kill(pid, signal.SIGKILL)
                            runs.wait()
                            killed_at.append(line.split(" ", 1)[1].strip())
                            break
                        to_run.write("go\n")
                        to_run.flush()
                    elif line.startswith("RESULT"):
                        final = _result(line)
                        to_run.close()
                        runs.wait()
                        break
                    else:
                        runs.wait()
                        raise AssertionError(f"process ended unexpectedly: {runs.stop()}")
            if final is not None:
                break
    finally:
        if runs.proc.returncode is None:
            runs.stop()
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
