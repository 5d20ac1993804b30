"""Old import paths that still work: a module ``__getattr__`` that forwards a moved name and warns once.

A module left at an old path sets ``__getattr__ = forward(__name__, {...})`` (or `forward_module` when a
whole module moved); the first time each name is taken from it, a ``DeprecationWarning`` names the new path.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

__all__ = ["Target", "forward", "forward_module"]

Target = tuple[ModuleType, str] | tuple[ModuleType, str, str]
"""Where a name went: ``(new module, new name)``, optionally with a hint on what to use instead."""


class _Forward:
    """The ``__getattr__`` of a module at an old path (see the module doc)."""

    __slots__ = ("module", "moved", "warned")

    def __init__(self, module: str, moved: Mapping[str, Target]) -> None:
        self.module = module
        self.moved: dict[str, tuple[ModuleType, str, str]] = {
            name: (target[0], target[1], target[2] if len(target) > 2 else "") for name, target in moved.items()
        }
        self.warned: set[str] = set()

    def __call__(self, name: str) -> Any:
        target = self.moved.get(name)
        if target is None:
            raise AttributeError(f"module {self.module!r} has no attribute {name!r}")
        new_module, new_name, hint = target
        if name not in self.warned:
            self.warned.add(name)
            warnings.warn(
                f"{self.module}.{name} moved to {new_module.__name__}.{new_name}; {hint or 'import it from there'}",
                DeprecationWarning,
                stacklevel=2,
            )
        return getattr(new_module, new_name)


def forward(module: str, moved: Mapping[str, Target]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``module``: each name of ``moved`` -> ``(new module, new name[, hint])``."""
    return _Forward(module, moved)


def forward_module(module: str, new: ModuleType) -> Callable[[str], Any]:
    """A module ``__getattr__`` for a module that moved whole to ``new``: every name of ``new`` (public or not),
    under the same name."""
    return _Forward(module, {name: (new, name) for name in vars(new) if not name.startswith("__")})
