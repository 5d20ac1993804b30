"""Which span convention a document follows is decided by its first span that carries a LangSmith or an
OpenInference marker, wherever it is in the document (GenAI only when no span carries either): the one-pass check
that no span carries a marker never changes that decision."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from langchain_trajectory.reading.traces.formats import (
    GENAI,
    LANGSMITH,
    OPENINFERENCE,
    is_genai_spans,
    is_langsmith_document,
    is_openinference_spans,
)


def reference_marker(data: Any) -> str | None:
    """The marker of the first span carrying LangSmith's or OpenInference's (LangSmith's when both), walking every
    document, resource, scope and span in order and skipping what is not in OTLP JSON's shape."""
    for document in [data] if isinstance(data, dict) else data:
        resources = document.get("resourceSpans") if isinstance(document, dict) else None
        for resource in resources if isinstance(resources, list) else []:
            scopes = resource.get("scopeSpans", []) if isinstance(resource, dict) else []
            for scope in scopes if isinstance(scopes, list) else []:
                spans = scope.get("spans", []) if isinstance(scope, dict) else []
                for span in spans if isinstance(spans, list) else []:
                    attributes = span.get("attributes") if isinstance(span, dict) else None
                    if not isinstance(attributes, list):
                        continue
                    keys = {str(a.get("key")) for a in attributes if isinstance(a, dict)}
                    if LANGSMITH in keys:
                        return LANGSMITH
                    if OPENINFERENCE in keys:
                        return OPENINFERENCE
    return None


keys = st.sampled_from([GENAI, LANGSMITH, OPENINFERENCE, "gen_ai.tool.name", "session.id"])
attribute = st.one_of(
    st.builds(lambda k: {"key": k, "value": {"stringValue": "x"}}, keys),
    st.just({"value": {"stringValue": "no key"}}),
    st.just("not an attribute"),
)
span = st.one_of(
    st.builds(lambda a: {"name": "s", "attributes": a}, st.lists(attribute, max_size=3)),
    st.just({"name": "no attributes"}),
    st.just({"name": "s", "attributes": {"a": 1}}),
)
scope = st.one_of(st.builds(lambda s: {"spans": s}, st.lists(span, max_size=3)), st.just({}), st.just([]))
resource = st.one_of(st.builds(lambda s: {"scopeSpans": s}, st.lists(scope, max_size=2)), st.just({"x": 1}))
document = st.builds(lambda r: {"resourceSpans": r}, st.lists(resource, min_size=1, max_size=2))


@given(st.one_of(document, st.lists(document, min_size=1, max_size=3)))
def test_the_first_span_carrying_a_marker_decides_the_convention(data):
    marker = reference_marker(data)
    assert is_langsmith_document(data) == (marker == LANGSMITH)
    assert is_openinference_spans(data) == (marker == OPENINFERENCE)


def test_a_marker_on_the_last_span_decides_and_genai_applies_without_one():
    spans = [{"name": str(i), "attributes": [{"key": GENAI, "value": {"stringValue": "chat"}}]} for i in range(50)]
    genai = {"resourceSpans": [{"scopeSpans": [{"spans": spans}]}]}
    assert not is_openinference_spans(genai) and not is_langsmith_document(genai) and is_genai_spans(genai)
    marked = [*spans, {"name": "last", "attributes": [{"key": OPENINFERENCE, "value": {"stringValue": "LLM"}}]}]
    assert is_openinference_spans({"resourceSpans": [{"scopeSpans": [{"spans": marked}]}]})
