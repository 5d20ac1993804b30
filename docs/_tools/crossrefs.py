"""Convert Sphinx-style references in the package's docstrings to the docs site's cross-reference syntax.

``:class:`Name```, ``:func:`~pkg.mod.name```, ``:meth:`Class.method```, ``:mod:`pkg.mod``` ... become
``[`Name`][langchain_trajectory.sub.Name]``: a link, by the object's *public* path (a public subpackage where the
object lives, else the package root), to its entry in the API reference, so the link survives a move of the private
module that defines it. A reference the site cannot resolve (an object of another package, a private helper, a
name the reference does not render) becomes plain code, ``` `Name` ```. A link already in that form whose target is
no longer rendered (its module moved) is pointed at the object's public path again, found through the old path
(which a moved name keeps working), else made plain code. Only docstrings change: the text of strings that are
the first statement of a module, class or function.

Run from the top folder of a checkout, after ``mkdocs build`` (the rendered inventory, ``site/objects.inv``, says
which paths resolve)::

    python docs/_tools/crossrefs.py          # rewrites the files, prints a summary
    python docs/_tools/crossrefs.py --check  # exits 1 when a docstring still holds a Sphinx-style reference
"""

from __future__ import annotations

import argparse
import ast
import importlib
import pkgutil
import re
import sys
import warnings
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "langchain_trajectory"
ROLE = re.compile(r":(?:py:)?(class|func|meth|attr|data|mod|exc|obj|const|type):`([^`]+)`")
LINK = re.compile(r"\[`([^`\]]+)`\]\[(langchain_trajectory[\w.]*)\]")


def inventory(site: Path) -> set[str]:
    """The object names rendered in the site (its Sphinx inventory, version 2)."""
    raw = (site / "objects.inv").read_bytes().split(b"\n", 4)
    return {row.split(" ", 1)[0] for row in zlib.decompress(raw[4]).decode().splitlines() if row}


def public_modules(rendered: set[str]) -> list[Any]:
    """The package, its public subpackages, its public top-level modules and the inner modules the reference
    renders (``export.sdk``), that define ``__all__``."""
    package = importlib.import_module(PACKAGE)
    found = [package]
    for info in pkgutil.walk_packages(package.__path__, PACKAGE + "."):
        parts = info.name.split(".")
        if any(part.startswith("_") for part in parts):
            continue
        if not info.ispkg and len(parts) > 2 and info.name not in rendered:
            continue
        module = importlib.import_module(info.name)
        if any(name in vars(module) for name in getattr(module, "__all__", ())):  # not a module left to forward
            found.append(module)
    return found


def public_paths(rendered: set[str]) -> tuple[dict[int, str], dict[str, list[Any]]]:
    """(id of an object -> its preferred public path, bare name -> the objects exported under it)."""
    candidates: dict[int, list[str]] = {}
    by_name: dict[str, list[Any]] = {}
    for module in public_modules(rendered):
        for name in module.__all__:
            obj = getattr(module, name)
            path = f"{module.__name__}.{name}"
            if path not in rendered:
                continue
            candidates.setdefault(id(obj), []).append(path)
            if all(other is not obj for other in by_name.get(name, [])):
                by_name.setdefault(name, []).append(obj)

    def preference(path: str) -> tuple[int, int]:
        # A subpackage (the object's home) first, then the package root; the shortest path among equals.
        return (path.count(".") == 1, len(path))

    return {key: min(paths, key=preference) for key, paths in candidates.items()}, by_name


def _resolve(
    target: str, preferred: dict[int, str], by_name: dict[str, list[Any]], scope: dict[str, Any]
) -> str | None:
    """The public path of a reference's target (a dotted path, a bare name, ``Class.attribute``), or None. A bare
    name is looked up in the docstring's module first (``scope``), then among the exported names."""
    parts = target.lstrip(".").split(".")
    owner = scope.get("__owner__")
    if owner is not None and len(parts) == 1 and hasattr(owner, parts[0]):  # a method of the enclosing class
        return _attributes(owner, parts, preferred)
    if parts[0] in scope and not isinstance(scope[parts[0]], type(sys)):
        return _attributes(scope[parts[0]], parts[1:], preferred)
    # A full dotted path: import the longest module prefix, then follow attributes.
    for cut in range(len(parts), 0, -1):
        try:
            obj: Any = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        if cut == len(parts):
            name = ".".join(parts)
            return name if name.startswith(PACKAGE) else None
        head = cut
        break
    else:
        matches = by_name.get(parts[0], [])
        if len(matches) != 1:
            return None
        obj, head = matches[0], 1
        return _attributes(obj, parts[head:], preferred)
    rest = parts[head:]
    try:
        obj = getattr(obj, rest[0])
    except AttributeError:
        return None
    return _attributes(obj, rest[1:], preferred)


def _attributes(obj: Any, rest: list[str], preferred: dict[int, str]) -> str | None:
    path = preferred.get(id(obj))
    if path is None:
        return None
    return ".".join([path, *rest])


def convert(
    text: str,
    rendered: set[str],
    preferred: dict[int, str],
    by_name: dict[str, list[Any]],
    scope: dict[str, Any],
) -> tuple[str, int, int]:
    """``text`` with every Sphinx-style reference converted; (text, links made, plain code made)."""
    counts = [0, 0]

    def one(match: re.Match[str]) -> str:
        role, body = match.groups()
        titled = re.fullmatch(r"(.+?)\s*<(.+)>", body)
        if titled:
            shown, target = titled.group(1), titled.group(2)
        else:
            target = body.lstrip("!")
            shown = target.lstrip("~").split(".")[-1] if target.startswith("~") else target.lstrip(".")
        target = target.lstrip("~")
        path = _resolve(target, preferred, by_name, scope) if role != "mod" else target
        if path is not None and path in rendered:
            counts[0] += 1
            return f"[`{shown}`][{path}]"
        counts[1] += 1
        return f"`{shown}`"

    def moved(match: re.Match[str]) -> str:
        shown, path = match.groups()
        if path in rendered:
            return match.group(0)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            found = _resolve(path, preferred, by_name, {})
            if found is None:  # the old path is gone: the object exported under that name, when there is one
                found = _resolve(path.rsplit(".", 1)[-1], preferred, by_name, {})
        if found is not None and found in rendered:
            counts[0] += 1
            return f"[`{shown}`][{found}]"
        counts[1] += 1
        return f"`{shown}`"

    return LINK.sub(moved, ROLE.sub(one, text)), counts[0], counts[1]


def docstring_lines(source: str) -> Iterator[tuple[int, int, str | None]]:
    """(first, last, enclosing class) of every docstring of a module's source: 1-based line numbers, and the name
    of the top-level class the docstring is in (its own, or its method's), if any."""

    def walk(node: ast.AST, owner: str | None) -> Iterator[tuple[int, int, str | None]]:
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and body:
            first = body[0]
            value = first.value if isinstance(first, ast.Expr) else None
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                yield first.lineno, first.end_lineno or first.lineno, owner
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, ast.ClassDef) and owner is None else owner
            yield from walk(child, inner)

    yield from walk(ast.parse(source), None)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="only report docstrings with Sphinx-style references"
    )
    parser.add_argument("--site", default=str(ROOT / "site"), help="the built site (default: site/)")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    rendered = inventory(Path(args.site))
    preferred, by_name = public_paths(rendered)
    links = plain = left = 0
    for path in sorted((ROOT / PACKAGE).rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        dotted = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        scope = vars(importlib.import_module(dotted))
        lines = source.split("\n")
        changed = False
        # bottom up: a reference written over two lines becomes one, which moves the docstrings below it
        for first, last, owner in sorted(docstring_lines(source), key=lambda found: found[0], reverse=True):
            block = "\n".join(lines[first - 1 : last])
            if not ROLE.search(block) and all(m.group(2) in rendered for m in LINK.finditer(block)):
                continue
            if args.check:
                left += len(ROLE.findall(block))
                print(f"{path.relative_to(ROOT)}:{first}: a Sphinx-style reference")
                continue
            inside = {**scope, "__owner__": scope.get(owner) if owner else None}
            new, made, coded = convert(block, rendered, preferred, by_name, inside)
            links, plain = links + made, plain + coded
            lines[first - 1 : last] = new.split("\n")
            changed = True
        if changed:
            path.write_text("\n".join(lines), encoding="utf-8")
    if args.check:
        return 1 if left else 0
    print(f"{links} references now link to the API reference; {plain} became plain code (not rendered there)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
