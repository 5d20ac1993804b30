"""The API reference pages, generated when the site is built (an MkDocs hook, named in mkdocs.yml).

One page per public module: the package, each public subpackage (at any depth) and each public top-level module
that defines ``__all__``; each page is a ``::: module`` entry that mkdocstrings renders from the docstrings, the
names of ``__all__`` as its members. A module that moves or appears needs no edit here: the pages follow the
package. Two kinds of extra entries sit on a package's page:

- a public inner module that users import by its own path (``OPTIONAL_MODULES``: it needs an extra and so is not
  re-exported), when it exists;
- a function that shares its name with its own module (``trials.coverage.coverage``): the renderer shows the
  submodule at the package's path, so the function is rendered where it is defined.

``tests/test_docs_reference.py`` checks the rendered site: every name of every public ``__all__`` has an entry.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from types import ModuleType
from typing import Any

from mkdocs.structure.files import File, Files

PACKAGE = "langchain_trajectory"
NOT_API = (f"{PACKAGE}.demo",)  # the demo program: run by `langchain-trajectory demo`, not imported
OPTIONAL_MODULES = {  # package -> inner modules imported by their own path (they need an extra)
    f"{PACKAGE}.capture": [f"{PACKAGE}.capture.otel"],
    f"{PACKAGE}.export": [f"{PACKAGE}.export.sdk"],
}
INDEX = "reference/index.md"


def public_modules() -> list[ModuleType]:
    """The package, its public subpackages and its public top-level modules that define ``__all__``."""
    package = importlib.import_module(PACKAGE)
    found = [package]
    for info in pkgutil.walk_packages(package.__path__, PACKAGE + "."):
        parts = info.name.split(".")
        if any(part.startswith("_") for part in parts) or info.name.startswith(NOT_API):
            continue
        if not info.ispkg and len(parts) > 2:  # an inner module of a subpackage
            continue
        module = importlib.import_module(info.name)
        if any(name in vars(module) for name in getattr(module, "__all__", ())):  # not a module left to forward
            found.append(module)
    return found


def _shadowed(module: ModuleType, pages: set[str]) -> list[str]:
    """``defining_module.name`` of each function of ``__all__`` whose own module, a submodule of this package,
    has its name (the renderer shows the submodule at ``module.name``)."""
    out = []
    for name in module.__all__:
        obj: Any = getattr(module, name)
        defined = getattr(obj, "__module__", "") or ""
        # (not when that module has a page of its own, which renders the function among its members)
        if callable(obj) and defined == f"{module.__name__}.{name}" and defined not in pages:
            out.append(f"{defined}.{name}")
    return out


def entries(module: ModuleType, pages: set[str]) -> list[str]:
    """The ``::: path`` entries of a module's page, in order."""
    optional = [
        m for m in OPTIONAL_MODULES.get(module.__name__, []) if importlib.util.find_spec(m) is not None
    ]
    return [module.__name__, *_shadowed(module, pages), *optional]


def _page(module: ModuleType) -> str:
    return f"reference/{module.__name__.removeprefix(PACKAGE + '.') if module.__name__ != PACKAGE else PACKAGE}.md"


def _summary(module: ModuleType) -> str:
    doc = (module.__doc__ or "").strip().split("\n\n", 1)[0]
    return " ".join(doc.split()).replace("|", "\\|")


def on_config(config: Any) -> Any:
    """Expand the navigation's ``reference/index.md`` entry into the section of generated pages."""
    pages = [{module.__name__.removeprefix(PACKAGE + ".") or PACKAGE: _page(module)} for module in public_modules()]

    def expand(items: list[Any]) -> list[Any]:
        out = []
        for item in items:
            if isinstance(item, dict):
                (title, value), *_ = item.items()
                if value == INDEX:
                    out.append({title: [INDEX, *pages]})
                    continue
                if isinstance(value, list):
                    out.append({title: expand(value)})
                    continue
            out.append(item)
        return out

    config["nav"] = expand(config["nav"])
    return config


def on_files(files: Files, config: Any) -> Files:
    """Add the index and one page per public module."""
    modules = public_modules()
    rows = "\n".join(
        f"| [`{m.__name__}`]({_page(m).removeprefix('reference/')}) | {_summary(m)} |" for m in modules
    )
    index = (
        "# API reference\n\n"
        "Every public name of the package, rendered from its docstrings: one page per public module. Import from\n"
        "these paths (the package root or a public subpackage); modules whose names start with `_` are private and\n"
        "may move.\n\n| module | what it holds |\n|---|---|\n" + rows + "\n"
    )
    files.append(File.generated(config, INDEX, content=index))
    pages = {module.__name__ for module in modules}
    for module in modules:
        body = "\n\n".join(f"::: {entry}" for entry in entries(module, pages))
        files.append(File.generated(config, _page(module), content=f"# `{module.__name__}`\n\n{body}\n"))
    return files
