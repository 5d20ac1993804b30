"""Forwarding moved public names: a module ``__getattr__`` that gives the name from its new home and warns once."""

from __future__ import annotations

import warnings
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

__all__ = ["forward_moved"]


def forward_moved(old_module: str, moved: Mapping[str, tuple[ModuleType, str]]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``old_module``: ``moved[name] = (new module, new name)``.

    The first time each moved name is taken from the old module, a ``DeprecationWarning`` names its new path;
    the object is the new module's own. Any other name raises ``AttributeError`` as usual.
    """
    warned: set[str] = set()

    def __getattr__(name: str) -> Any:
        if name not in moved:
            raise AttributeError(f"module {old_module!r} has no attribute {name!r}")
        module, new_name = moved[name]
        if name not in warned:
            warned.add(name)
            warnings.warn(
                f"{old_module}.{name} moved to {module.__name__}.{new_name}; import it from there",
                DeprecationWarning,
                stacklevel=2,
            )
        return getattr(module, new_name)

    return __getattr__
