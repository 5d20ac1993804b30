"""Moved: `langchain_trajectory.trials.usage`. This path forwards each name with a ``DeprecationWarning``, once per name."""

from __future__ import annotations

from langchain_trajectory._moved import forward_module as _forward_module
from langchain_trajectory.trials import usage as _new

__all__ = list(_new.__all__)
__getattr__ = _forward_module(__name__, _new)
