"""OfflineClient: a langsmith.Client that sends nothing and keeps what it is given."""

from __future__ import annotations

import socket
import uuid
import warnings

import pytest
from langsmith import evaluate
from langsmith.schemas import Example

from langchain_trajectory import OfflineClient, ToolTrajectoryEvaluator
from langchain_trajectory.testing.offline import OFFLINE_URL, OfflineRequestError


@pytest.fixture
def sockets_forbidden(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError(f"network access attempted: {args[1:] if len(args) > 1 else args}")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)


def test_server_calls_are_refused_at_once_without_a_socket(sockets_forbidden):
    client = OfflineClient()
    assert client.info.version == "offline"
    with pytest.raises(OfflineRequestError, match="refused"):
        client.request_with_retries("GET", "/sessions")
    with pytest.raises(OfflineRequestError, match="refused"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        next(iter(client.list_runs(project_id=uuid.uuid4())))
    with pytest.raises(OfflineRequestError):
        client._get_langsmith_api_sync()


def test_bookkeeping_is_kept_in_memory(sockets_forbidden):
    client = OfflineClient()
    assert not client.has_dataset(dataset_name="suite")
    dataset = client.create_dataset("suite")
    assert client.has_dataset(dataset_name="suite") and client.read_dataset(dataset_id=dataset.id) == dataset
    example = client.create_example({"q": 1}, dataset_id=dataset.id, outputs={"a": 2})
    client.update_example(example.id, outputs={"a": 3})
    assert client.read_example(example.id).outputs == {"a": 3}
    project = client.create_project("experiment", reference_dataset_id=dataset.id)
    assert client.read_project(project_name="experiment").id == project.id
    client.create_feedback(uuid.uuid4(), "k", score=0.5, comment="why")
    assert [(f.key, f.score, f.comment) for f in client.feedback_for("k")] == [("k", 0.5, "why")]
    with pytest.raises(OfflineRequestError, match="no dataset"):
        client.read_dataset(dataset_name="other")


def test_what_it_creates_links_to_the_offline_address_not_to_langsmith(sockets_forbidden):
    """LangSmith's pytest plugin prints ``dataset.url + "/compare?..."`` under --langsmith-output; offline
    datasets and examples carry a url under the never-resolving offline address; experiments carry none."""
    client = OfflineClient()
    dataset = client.create_dataset("suite")
    example = client.create_example({"q": 1}, dataset_id=dataset.id)
    experiment = client.create_project("suite:run", reference_dataset_id=dataset.id)
    assert OFFLINE_URL == "http://offline.invalid"
    assert dataset.url == f"{OFFLINE_URL}/datasets/{dataset.id}"
    assert client.read_dataset(dataset_name="suite").url == dataset.url
    assert example.url == f"{OFFLINE_URL}/datasets/{dataset.id}/e/{example.id}"
    assert experiment.url is None  # langsmith.evaluate then prints no link to a page that does not exist
    assert "smith.langchain.com" not in dataset.url + example.url


def test_langsmith_evaluate_runs_and_records_feedback_offline(sockets_forbidden):
    client = OfflineClient()
    example = Example(
        id=uuid.uuid4(),
        dataset_id=uuid.uuid4(),
        inputs={"q": "x"},
        outputs={"tool_calls": [{"name": "search", "args": {"q": "x"}}]},
    )
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        results = evaluate(
            lambda inputs: [{"name": "search", "args": {"q": inputs["q"]}}],
            data=[example],
            evaluators=[ToolTrajectoryEvaluator(mode="strict")],
            client=client,
            upload_results=False,
        )
    (row,) = list(results)
    (result,) = row["evaluation_results"]["results"]
    assert (result.key, result.score) == ("tool_trajectory_strict", 1.0)


@pytest.mark.parametrize("by", ["name", "id", "dataset"])
def test_evaluate_reads_a_dataset_kept_by_the_offline_client(by: str) -> None:
    from langsmith import evaluate

    client = OfflineClient()
    dataset = client.create_dataset("trips")
    client.create_example(inputs={"q": "rome"}, outputs={"tool_calls": ["search"]}, dataset_id=dataset.id)
    client.create_examples(
        dataset_id=dataset.id,
        examples=[{"inputs": {"q": "paris"}, "outputs": {"tool_calls": ["search", "book"]}}],
    )
    client.create_example(inputs={"q": "elsewhere"}, outputs={"tool_calls": ["x"]})  # another dataset
    data = {"name": "trips", "id": dataset.id, "dataset": dataset}[by]
    rows = list(
        evaluate(
            lambda inputs: ["search"] if inputs["q"] == "rome" else ["search", "book"],
            data=data,
            evaluators=[ToolTrajectoryEvaluator("strict")],
            client=client,
            upload_results=False,
        )
    )
    assert sorted(row["example"].inputs["q"] for row in rows) == ["paris", "rome"]
    assert all(row["evaluation_results"]["results"][0].score == 1.0 for row in rows)
    assert [e.inputs["q"] for e in client.list_examples(dataset_name="trips", offset=1, limit=1)] == ["paris"]


def test_create_example_takes_the_real_clients_forms() -> None:
    client = OfflineClient()
    dataset = client.create_dataset("d")
    client.create_example(inputs={"q": 1}, outputs={"trajectory": ["a"]}, dataset_name="d")
    client.create_example({"q": 2}, dataset.id, reference_outputs={"trajectory": ["b"]})
    examples = list(client.list_examples(dataset_name="d"))
    assert [(e.inputs["q"], e.outputs) for e in examples] == [
        (1, {"trajectory": ["a"]}),
        (2, {"trajectory": ["b"]}),
    ]


def _examples() -> list[Example]:
    return [
        Example(id=uuid.uuid4(), inputs={"q": q}, outputs={"tool_calls": [{"name": "search", "args": {"q": "x"}}]})
        for q in ("x", "y")
    ]


def _target(inputs: dict) -> list:
    return [{"name": "search", "args": {"q": inputs["q"]}}]


def _plain_function_evaluator(outputs: dict, reference_outputs: dict) -> dict:
    return {"key": "call_count", "score": len(outputs["output"]) / 2}


@pytest.mark.parametrize("upload_results", [False, True])
@pytest.mark.parametrize("run_async", [False, True])
def test_feedback_is_recorded_once_per_result_whether_or_not_results_are_uploaded(
    sockets_forbidden, upload_results: bool, run_async: bool
) -> None:
    import asyncio

    from langsmith import aevaluate

    client = OfflineClient()
    evaluators = [ToolTrajectoryEvaluator(mode="strict", argument_matcher="exact"), _plain_function_evaluator]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if run_async:

            async def atarget(inputs: dict) -> list:
                return _target(inputs)

            async def collect() -> list:
                pending = await aevaluate(
                    atarget, data=_examples(), evaluators=evaluators, client=client, upload_results=upload_results
                )
                return [row async for row in pending]

            rows = asyncio.run(collect())
        else:
            rows = list(
                evaluate(_target, data=_examples(), evaluators=evaluators, client=client, upload_results=upload_results)
            )
    run_ids = {str(row["run"].id) for row in rows}
    strict = client.feedback_for("tool_trajectory_strict")
    assert sorted(f.score for f in strict) == [0.0, 1.0]
    assert {str(f.run_id) for f in strict} == run_ids  # our evaluators name the run they scored
    assert [f.score for f in client.feedback_for("call_count")] == [0.5, 0.5]
    assert len(client.recorded_feedback) == 4
