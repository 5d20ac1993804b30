"""Moved: [`read_traces`][langchain_trajectory.reading.read_traces] is [`langchain_trajectory.reading.read_traces`][langchain_trajectory.reading.read_traces] (over the one table of formats,
[`langchain_trajectory.reading.FORMATS`][langchain_trajectory.reading.FORMATS]), [`write_traces`][langchain_trajectory.export.write_traces] is
[`langchain_trajectory.export.write_traces`][langchain_trajectory.export.write_traces] (over [`langchain_trajectory.export.WRITERS`][langchain_trajectory.export.WRITERS]). This path
forwards each name with a warning, once.
"""

from __future__ import annotations

from langchain_trajectory import export as _export
from langchain_trajectory import reading as _reading
from langchain_trajectory._moved import forward

__getattr__ = forward(
    __name__,
    {
        "READ_FORMATS": (_reading, "TRACE_FORMATS"),
        "WRITE_FORMATS": (_export, "WRITE_FORMATS"),
        "WriteFormat": (_export, "WriteFormat"),
        "read_traces": (_reading, "read_traces"),
        "write_traces": (_export, "write_traces"),
    },
)
