"""Old import paths of moved names: a module ``__getattr__`` that hands out the moved object and warns once.

A module whose names moved elsewhere keeps answering for them::

    from langchain_trajectory import graph_trajectory as _graph_model
    from langchain_trajectory._moved import forward

    __getattr__ = forward(__name__, {"GraphTrajectory": _graph_model})

The first time each name is taken from the old module, a ``DeprecationWarning`` names its new path; the object is
the same one the new path gives. The new modules are imported at the top of the old one (no lazy import).
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

__all__ = ["forward"]


def forward(old: str, moved: Mapping[str, ModuleType]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for module ``old`` that forwards each name of ``moved`` to its new module.

    Args:
        old: The old module's name (``__name__``).
        moved: Each moved name and the module it now lives in.

    Returns:
        The ``__getattr__``: it returns the moved object, warning (``DeprecationWarning``, naming the new path)
        the first time each name is taken, and raises ``AttributeError`` for any other name.
    """
    warned: set[str] = set()

    def __getattr__(name: str) -> Any:
        home = moved.get(name)
        if home is None:
            raise AttributeError(f"module {old!r} has no attribute {name!r}")
        if name not in warned:
            warned.add(name)
            warnings.warn(
                f"{old}.{name} moved to {home.__name__}.{name}; import it from there "
                f"(the old path will be removed in a future release)",
                DeprecationWarning,
                stacklevel=2,
            )
        return getattr(home, name)

    return __getattr__
