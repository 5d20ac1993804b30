"""A package's names that load when first used, and names that moved out of it: one module ``__getattr__``.

A package ``__init__`` lists two tables, each ``name -> module`` (the public module that defines the name):

* ``lazy``: names of the package itself, imported from their module the first time they are read (then kept in
  the package's namespace, so later reads cost nothing). Importing the package stays cheap: a heavy subpackage
  (evaluators, simulation, LangSmith's run trees, LangGraph's prebuilt agents) loads when a name of it is used.
* ``moved``: names the package no longer lists; reading one still gives the same object, and the first read of
  each name warns (a ``DeprecationWarning`` saying where to import it from).

A name equal to the last part of its module (``report`` -> ``langchain_trajectory.report``) is the module itself.

The package names the same modules in an ``if TYPE_CHECKING:`` block, so type checkers see every name with its
type and the import contracts (``lint-imports``) see every dependency, although nothing is imported at run time.
"""

from __future__ import annotations

import importlib
import warnings
from collections.abc import Mapping, MutableMapping
from typing import Any

__all__ = ["LazyNames"]


class LazyNames:
    """The module ``__getattr__`` (and ``__dir__``) of a package with lazily loaded and moved names.

    Args:
        package: The package's import name (``langchain_trajectory``).
        namespace: The package's ``globals()``; a lazily loaded name is stored there once read.
        lazy: ``name -> module`` of the package's own names that load when first read.
        moved: ``name -> module`` of names that moved out of the package (each warns once, when first read).

    Attributes:
        warned: The moved names already warned about (a test may clear it to see the warning again).
    """

    def __init__(
        self,
        package: str,
        namespace: MutableMapping[str, Any],
        lazy: Mapping[str, str],
        moved: Mapping[str, str] | None = None,
    ) -> None:
        overlap = set(lazy) & set(moved or {})
        if overlap:
            raise ValueError(f"names both lazy and moved: {sorted(overlap)}")
        self.package = package
        self.namespace = namespace
        self.lazy = dict(lazy)
        self.moved = dict(moved or {})
        self.warned: set[str] = set()

    def __call__(self, name: str) -> Any:
        """The value of ``name``: loaded from its module, with a warning the first time a moved name is read.

        Raises:
            AttributeError: when the package has no such name (what ``hasattr`` and ``from ... import`` expect).
        """
        if name in self.lazy:
            value = _load(self.lazy[name], name)
            self.namespace[name] = value
            return value
        if name in self.moved:
            module = self.moved[name]
            value = _load(module, name)
            if name not in self.warned:
                self.warned.add(name)
                warnings.warn(
                    f"{self.package}.{name} is no longer a top-level name: import it from {module} "
                    f"(`from {module} import {name}`); the old path will be removed in a later release",
                    DeprecationWarning,
                    stacklevel=2,
                )
            return value
        raise AttributeError(f"module {self.package!r} has no attribute {name!r}")

    def dir(self) -> list[str]:
        """The package's names for ``dir()``: what it holds plus what it loads lazily (not the moved names)."""
        return sorted(set(self.namespace) | set(self.lazy))


def _load(module: str, name: str) -> Any:
    loaded = importlib.import_module(module)
    if module.rpartition(".")[2] == name:
        return loaded
    return getattr(loaded, name)
