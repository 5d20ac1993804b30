"""Moved: trace formats are rows of [`langchain_trajectory.reading.FORMATS`][langchain_trajectory.reading.FORMATS] (their sniffs in
`langchain_trajectory.reading.traces.formats`); this path forwards each name with a warning, once."""

from langchain_trajectory._moved import forward
from langchain_trajectory.reading import _registry
from langchain_trajectory.reading.traces import formats as _formats

__getattr__ = forward(
    __name__,
    {
        "TRACE_FORMATS": (_formats, "TRACE_FORMATS"),
        "TraceFormat": (_formats, "TraceFormat"),
        "is_langsmith_run": (_formats, "is_langsmith_run"),
        "detect_format": (_registry, "detect_format"),
    },
)
