"""Every JSON Lines file the package reads (CLI input, results files, trace exports) is read by one reader: lines
end at a newline only, and a bad line gets the same error everywhere, naming the file and the line."""

from __future__ import annotations

import uuid
import warnings

import pytest
from langsmith import evaluate
from langsmith.schemas import Example

from langchain_trajectory import OfflineClient, ToolTrajectoryEvaluator, read_traces
from langchain_trajectory.cli import main
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.interchange import write_traces
from langchain_trajectory.report import ResultsFileError, load_results, save_results
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

# A question holding every separator str.splitlines() breaks at but JSON Lines does not.
SEPARATORS = "a\u2028b\u2029c\x85d\x0be\x0cf\x1cg\x1dh\x1ei"


MATCH = ToolTrajectoryEvaluator(mode="superset")


def _results_with(question: str) -> list:
    example = Example(
        id=uuid.uuid4(),
        dataset_id=uuid.uuid4(),
        inputs={"question": question},
        outputs={"tool_calls": [{"name": "search", "args": {"q": question}}]},
    )

    def target(inputs: dict) -> dict:
        return {"tool_calls": [{"name": "search", "args": {"q": inputs["question"]}}]}

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return list(
            evaluate(
                target,
                data=[example],
                evaluators=[MATCH],
                client=OfflineClient(),
                upload_results=False,
            )
        )


def test_a_results_file_keeps_line_separators_inside_strings(tmp_path):
    path = save_results(_results_with(SEPARATORS), tmp_path / "run.jsonl", evaluators=[MATCH])
    raw = path.read_bytes()
    assert raw.count(b"\n") == 1  # one record
    assert len(raw.decode("utf-8").splitlines()) > 1  # where str.splitlines() would cut it
    case = load_results(path).cases[0]
    assert case.trials[0].passed is True
    assert case.trials[0].trajectory.tool_calls()[0].args == {"q": SEPARATORS}


def test_a_trace_file_keeps_line_separators_inside_strings(tmp_path):
    trajectories = [
        Trajectory(
            messages=[
                Message(role="user", content=SEPARATORS),
                Message(
                    role="assistant",
                    content="",
                    tool_calls=[ToolCall(name="search", args={"q": text}, id=call_id)],
                ),
            ]
        )
        for call_id, text in [("c1", SEPARATORS), ("c2", SEPARATORS + "!")]
    ]
    path = tmp_path / "steps.jsonl"
    path.write_text(write_traces(trajectories, format="atif"), encoding="utf-8")  # one ATIF document per line
    assert path.read_text(encoding="utf-8").strip().count("\n") == 1
    read = read_traces(path)
    assert [c.args for t in read for c in t.tool_calls()] == [{"q": SEPARATORS}, {"q": SEPARATORS + "!"}]


BAD_LINES = [
    (b"\xff\xfe", "line 2: not valid UTF-8"),
    (b"{not json", "line 2: not valid JSON"),
    (b"[" * 5000 + b"]" * 5000, "line 2: JSON nested too deeply to read"),
    (b"1" * 5000, "line 2: a value cannot be read"),
]


@pytest.mark.parametrize(("bad", "fragment"), BAD_LINES)
def test_a_bad_line_reads_alike_in_the_cli_the_report_and_the_trace_readers(tmp_path, capsys, bad, fragment):
    path = tmp_path / "bad.jsonl"
    path.write_bytes(b'{"tool_calls": []}\n' + bad + b"\n")

    assert main(["evaluate", str(path), "--expected", str(path)]) == 2
    assert f"{path} {fragment}" in capsys.readouterr().err

    with pytest.raises(ResultsFileError) as report_error:
        load_results(path)
    assert f"{path} {fragment}" in str(report_error.value)

    with pytest.raises(TrajectoryInputError) as trace_error:
        read_traces(path)
    # a trace file is decoded whole before it is split, so its UTF-8 error names the file, not the line
    assert ("not UTF-8 text" if b"\xff" in bad else fragment) in str(trace_error.value)
