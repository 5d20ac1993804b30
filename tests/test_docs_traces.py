"""The blocks of docs/guides/traces.md run as printed, from a copy of the repository's example files.

The export snippet sends its spans over OTLP/HTTP to a loopback receiver this test starts on a free port (the
snippet's ``OTLP_TRACES_ENDPOINT``), which checks that the spans arrive.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

from langchain_trajectory import read_traces

ROOT = Path(__file__).resolve().parent.parent


def snippets() -> list[tuple[str, str]]:
    page = (ROOT / "docs" / "guides" / "traces.md").read_text(encoding="utf-8")
    return re.findall(r"```(python|bash)\n(.*?)```", page, flags=re.S)


class _Receiver(BaseHTTPRequestHandler):
    disable_nagle_algorithm = True  # no reply waits for the client's delayed ACK
    received: ClassVar[list[tuple[str, bytes]]] = []

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.received.append((self.path, body))
        self.send_response(200)
        self.send_header("Content-Type", "application/x-protobuf")
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


def test_the_traces_guide_runs_as_printed(tmp_path) -> None:
    found = snippets()
    assert [kind for kind, _ in found] == ["python", "bash", "python", "bash"]
    shutil.copytree(ROOT / "docs", tmp_path / "docs")
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Receiver)
    thread = threading.Thread(target=server.serve_forever, args=(0.01,), daemon=True)  # stops within 10 ms
    thread.start()
    env = {
        **os.environ,
        "LANGSMITH_TRACING": "false",
        "LANGSMITH_TEST_TRACKING": "false",
        "OTLP_TRACES_ENDPOINT": f"http://127.0.0.1:{server.server_address[1]}/v1/traces",
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
    }
    outputs = []
    try:
        for kind, code in found:
            command = [sys.executable, "-c", code] if kind == "python" else ["bash", "-c", code]
            done = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
            outputs.append(done)
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)
    score, evaluate, export, convert = outputs
    assert score.returncode == 0, score.stderr
    printed = [line for line in found[0][1].splitlines() if line.startswith("# ")]
    assert score.stdout.splitlines() == [line[2:] for line in printed]  # the output the page shows
    assert evaluate.returncode == 1, evaluate.stderr  # friday's conversation fails, as the page says
    assert "friday-42" in evaluate.stdout and "monday-17" in evaluate.stdout
    assert export.returncode == 0, export.stderr
    paths = {path for path, _ in _Receiver.received}
    assert paths == {"/v1/traces"}
    sent = ExportTraceServiceRequest()
    spans = []
    for _, body in _Receiver.received:
        sent.ParseFromString(body)
        spans.extend(s for r in sent.resource_spans for scope in r.scope_spans for s in scope.spans)
    assert {s.name for s in spans} >= {"travel_agent", "llm", "search_flights", "book_flight"}
    assert convert.returncode == 0, convert.stderr
    converted = read_traces(tmp_path / "last-week.atif.jsonl")
    assert [t.metadata["session_id"] for t in converted] == ["monday-17", "wednesday-03", "friday-42"]
