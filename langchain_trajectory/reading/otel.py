"""Moved to `langchain_trajectory.reading.traces.otel`; this path forwards each name with a warning, once."""

from langchain_trajectory._moved import forward_module
from langchain_trajectory.reading.traces import otel as _new

__getattr__ = forward_module(__name__, _new)
