"""Moved to `langchain_trajectory.reading.traces.spans`; this path forwards each name with a warning, once."""

from langchain_trajectory._moved import forward_module
from langchain_trajectory.reading.traces import spans as _new

__getattr__ = forward_module(__name__, _new)
