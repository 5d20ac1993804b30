"""The other ways a provider's replies reach the package: ``langsmith.evaluate`` (the run tree an evaluator
gets), ``agent.stream(stream_mode="messages")`` (the streamed chunks), and a hand-built ``StateGraph`` with
LangGraph's ``ToolNode`` instead of ``create_agent``. Each is compared with what the loopback server sent."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from _langsmith_loopback import LoopbackLangSmith
from langchain.agents import create_agent
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition
from langsmith import evaluate
from langsmith.schemas import Example

from langchain_trajectory import ToolTrajectoryEvaluator, Trajectory
from langchain_trajectory.capture import TrajectoryRecorder, trajectory_from_run
from langchain_trajectory.reading import to_tool_calls
from langchain_trajectory.testing.offline import OfflineClient
from providers._harness import VARIANTS, ProviderServer, chat_model, ground_truth, provider_conversation
from providers._scenarios import Call, Reply, client_tools
from providers._sources import assert_read

MATRIX = ("anthropic", "anthropic-v1", "openai-chat", "openai-responses", "openai-responses-v1",
          "openai-responses-lc-v1", "ollama", "gemini", "bedrock")
CELLS = [
    pytest.param(v, stream, id=f"{v}-{'sse' if stream else 'json'}") for v in MATRIX for stream in VARIANTS[v].transports
]
INPUTS = {"messages": [("user", "go")]}


@pytest.fixture(scope="module")
def server() -> Iterator[ProviderServer]:
    with ProviderServer() as running:
        yield running


@pytest.fixture(scope="module")
def langsmith() -> Iterator[LoopbackLangSmith]:
    with LoopbackLangSmith() as running:
        yield running


@pytest.mark.parametrize(("variant", "stream"), CELLS)
def test_langsmith_evaluate_reads_every_scenario_from_the_run_tree(server, variant, stream):
    """One ``langsmith.evaluate`` over every scenario; the target returns only the final text, so the calls come
    from the run tree; the package's evaluator scores it, and the run tree it reads matches the server."""
    spec = VARIANTS[variant]
    keys = {name: server.script(spec.replies(name, stream)) for name in spec.scenarios(stream)}
    agents = {
        name: create_agent(chat_model(variant, server, key, streaming=stream), client_tools())
        for name, key in keys.items()
    }
    problems: list[str] = []

    def target(inputs: dict[str, Any]) -> str:
        state = agents[inputs["scenario"]].invoke(INPUTS)
        return state["messages"][-1].text

    def same_as_server(run: Any, example: Any) -> dict[str, Any]:
        name = example.inputs["scenario"]
        try:
            expected = ground_truth(spec, server.sent(keys[name]))
            assert_read(f"run tree {name}", trajectory_from_run(run).tool_calls(), expected)
        except AssertionError as exc:
            problems.append(str(exc))
            return {"key": "same_as_server", "score": 0}
        return {"key": "same_as_server", "score": 1}

    examples = [Example(id=uuid.uuid4(), inputs={"scenario": name}, outputs={"tool_calls": []}) for name in keys]
    trajectory_match = ToolTrajectoryEvaluator("superset", argument_matcher="ignore")
    rows = list(
        evaluate(target, data=examples, evaluators=[same_as_server, trajectory_match], client=OfflineClient(),
                 upload_results=False)
    )
    assert problems == []
    assert len(rows) == len(keys)
    for row in rows:
        scores = {r.key: r.score for r in row["evaluation_results"]["results"]}
        assert scores == {"same_as_server": 1, trajectory_match.key: 1.0}, scores


STREAMED = ("one_call", "parallel", "thinking", "server_and_client", "malformed")


@pytest.mark.parametrize(("variant", "stream"), CELLS)
def test_streamed_agent_messages_read_as_the_server_sent_them(server, variant, stream):
    """``agent.stream(stream_mode="messages")`` yields the model's chunks and the tool messages; read as a
    conversation (chunks of one reply added up), they give the calls the server sent, as the recorder does."""
    spec = VARIANTS[variant]
    for name in (s for s in STREAMED if s in spec.scenarios(stream)):
        key = server.script(spec.replies(name, stream))
        agent = create_agent(chat_model(variant, server, key, streaming=stream), client_tools())
        recorder = TrajectoryRecorder()
        streamed = [message for message, _ in agent.stream(INPUTS, {"callbacks": [recorder]}, stream_mode="messages")]
        expected = ground_truth(spec, server.sent(key))
        assert_read(f"{name} streamed", Trajectory.from_messages(streamed).tool_calls(), expected)
        assert_read(f"{name} recorder", recorder.trajectory.tool_calls(), expected)


GRAPH_SCENARIOS = ("one_call", "multi_step", "tool_error", "server_and_client")


def _graph(model: Any) -> Any:
    tools = client_tools()
    bound = model.bind_tools(tools)
    builder = StateGraph(MessagesState)
    builder.add_node("model", lambda state: {"messages": [bound.invoke(state["messages"])]})
    builder.add_node("tools", ToolNode(tools))
    builder.add_edge(START, "model")
    builder.add_conditional_edges("model", tools_condition, {"tools": "tools", END: END})
    builder.add_edge("tools", "model")
    return builder.compile()


@pytest.mark.parametrize(("variant", "stream"), CELLS)
def test_a_state_graph_with_a_tool_node_reads_as_the_server_sent(server, langsmith, variant, stream):
    spec = VARIANTS[variant]
    for name in (s for s in GRAPH_SCENARIOS if s in spec.scenarios(stream)):
        key = server.script(spec.replies(name, stream))
        recorder = TrajectoryRecorder()
        state = _graph(chat_model(variant, server, key, streaming=stream)).invoke(INPUTS, {"callbacks": [recorder]})
        expected = ground_truth(spec, server.sent(key))
        assert_read(f"{name} recorder", recorder.trajectory.tool_calls(), expected)
        assert_read(f"{name} from_messages", Trajectory.from_messages(state).tool_calls(), expected)


# -- replies that carry a call twice (moved here from hand-built messages in test_reading_formats.py) ------------


def test_chat_anthropic_replies_count_each_call_once():
    """A ChatAnthropic reply holds each client call in ``tool_calls`` and as a ``tool_use`` block, and a server
    call only as a block: each is read once, in the order the content gives them."""
    search = Call("web_search", {"query": "q"}, server=True, result=({"title": "T", "url": "https://t.test/"},))
    messages = provider_conversation(
        "anthropic", "go", [Reply(calls=(Call("lookup", {"query": "a"}), search))], {"lookup": "found a"}
    )
    assert [c.name for c in to_tool_calls(messages)] == ["web_search", "lookup"]


def test_legacy_function_call_beside_tool_calls_is_read_once():
    """langchain-google-genai keeps a legacy ``function_call`` in ``additional_kwargs`` beside ``tool_calls``:
    one call, read once; streamed parallel calls run together in it, and it is not read then."""
    one = provider_conversation("gemini", "go", [Reply(calls=(Call("lookup", {"query": "q"}),))], {"lookup": "x"})
    assert one[1].additional_kwargs["function_call"]["name"] == "lookup"
    assert [(c.name, dict(c.args), c.result) for c in to_tool_calls(one)] == [("lookup", {"query": "q"}, "x")]
    both = [Call("lookup", {"query": "q"}), Call("fetch", {"url": "https://u.test/"})]
    two = provider_conversation(
        "gemini", "go", [Reply(calls=tuple(both))], {"lookup": "x", "fetch": "y"}, stream=True
    )
    assert two[1].additional_kwargs["function_call"]["name"] == "lookupfetch"
    assert [c.name for c in to_tool_calls(two)] == ["lookup", "fetch"]


def test_each_run_of_code_in_a_gemini_reply_keeps_its_own_output():
    """Gemini's code results name no call: each answers the code run just before it, also when a reply runs code
    twice, in the default content and in ``output_version="v1"`` (standard ``server_tool_result`` blocks with an
    empty ``tool_call_id``); code langchain-google-genai drops (no code text) leaves its output unpaired and
    unread, not an error."""
    first = Call("code_interpreter", {"code": "print(1)", "language": "PYTHON"}, server=True, result="1\n")
    second = Call("code_interpreter", {"code": "print(2)", "language": "PYTHON"}, server=True, result="2\n")
    blank = Call("code_interpreter", {"code": "", "language": "PYTHON"}, server=True, result="0\n")
    for stream, version in ((False, None), (True, None), (False, "v1"), (True, "v1")):
        kw = {"output_version": version} if version else {}
        replies = [Reply(text="ok", calls=(first, second))]
        messages = provider_conversation("gemini", "go", replies, {}, stream=stream, **kw)
        read = [(c.args["code"], c.result, c.metadata["executed_by"]) for c in to_tool_calls(messages)]
        assert read == [("print(1)", "1\n", "provider"), ("print(2)", "2\n", "provider")], read
        assert Trajectory.from_messages(messages).tool_calls() == to_tool_calls(messages)
        dropped = provider_conversation("gemini", "go", [Reply(text="ok", calls=(blank, second))], {}, stream=stream, **kw)
        assert [(c.args["code"], c.result) for c in to_tool_calls(dropped)] == [("print(2)", "2\n")]
