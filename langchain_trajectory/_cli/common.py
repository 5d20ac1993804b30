"""What every subcommand shares: the user-facing error, importing ``MODULE:ATTR``, resolving models, JSONL."""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading._jsonl import json_lines
from langchain_trajectory.trials.gates import Gate

if TYPE_CHECKING:
    from langchain_trajectory.report import Report
    from langchain_trajectory.trials.model import Trial

__all__ = [
    "CommandError",
    "Record",
    "add_gate_arguments",
    "check_writable_file",
    "check_writable_folder",
    "finish",
    "incomplete_message",
    "load_object",
    "read_jsonl",
    "resolve_model",
]


class CommandError(Exception):
    """A user-facing error of a subcommand (bad argument, missing file or package)."""


# -- shared helpers ------------------------------------------------------------------------------------------


def _import_file(path_text: str, spec: str) -> Any:
    """The module of a Python file named by path, as ``langgraph.json`` names graphs (``./my_app.py:agent``)."""
    path = Path(path_text).expanduser()
    if not path.is_file():
        raise CommandError(f"no such file {path_text!r} in {spec!r}")
    name = f"_langchain_trajectory_app_{abs(hash(str(path.resolve())))}"
    module_spec = importlib.util.spec_from_file_location(name, path)
    if module_spec is None or module_spec.loader is None:
        raise CommandError(f"cannot import {path_text!r} from {spec!r}: not a Python file")
    module = importlib.util.module_from_spec(module_spec)
    sys.modules[name] = module
    if str(path.resolve().parent) not in sys.path:
        sys.path.insert(0, str(path.resolve().parent))  # the file's own imports of its neighbours
    module_spec.loader.exec_module(module)
    return module


def load_object(spec: str) -> Any:
    """Import ``MODULE:ATTR`` or ``path/to/file.py:ATTR`` (the form of ``langgraph.json``; ``ATTR`` may be
    dotted) and return the object.

    Raises:
        CommandError: when the spec is malformed, the module cannot be imported (or raises while it is), or the
            attribute is missing.
    """
    module_name, sep, attr = spec.rpartition(":") if spec.count(":") > 1 else spec.partition(":")
    if not sep or not module_name or not attr:
        raise CommandError(
            f"expected MODULE:ATTR or path/to/file.py:ATTR (e.g. my_app.graph:app, ./my_app.py:agent), got {spec!r}"
        )
    if str(Path.cwd()) not in sys.path:
        sys.path.insert(0, str(Path.cwd()))  # like `python -m`, let users name modules of the current folder
    by_path = module_name.endswith(".py") or "/" in module_name or "\\" in module_name
    try:
        obj: Any = _import_file(module_name, spec) if by_path else importlib.import_module(module_name)
    except CommandError:
        raise
    except ImportError as exc:
        raise CommandError(f"cannot import module {module_name!r} from {spec!r}: {exc}") from None
    except Exception as exc:  # the user's module raised while importing
        raise CommandError(f"importing {module_name!r} from {spec!r} raised {type(exc).__name__}: {exc}") from None
    for part in attr.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise CommandError(f"module {module_name!r} has no attribute {attr!r}") from None
    return obj


def check_writable_folder(folder: str | None, option: str) -> None:
    """Fail now, before any work, when ``folder`` (an ``--out`` folder) cannot be created or written.

    Raises:
        CommandError: naming the option, the folder and why.
    """
    if folder is None:
        return
    path = Path(folder)
    try:
        path.mkdir(parents=True, exist_ok=True)
        probe = path / ".langchain-trajectory-write-test"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        raise CommandError(f"{option} {folder}: cannot write there ({exc.strerror or exc})") from None


def check_writable_file(file: str | None, option: str) -> None:
    """Fail now when ``file``'s folder (a ``--report`` path) cannot be written (see `check_writable_folder`)."""
    if file is not None:
        check_writable_folder(str(Path(file).parent), option)


def resolve_model(spec: str, what: str) -> Any:
    """Build the chat model named ``provider:model`` now, so a missing provider package fails with a clear
    message before any conversation starts."""
    if ":" not in spec:
        raise CommandError(f"--{what} must look like provider:model (e.g. openai:gpt-4o-mini), got {spec!r}")
    try:
        from langchain.chat_models import init_chat_model
    except ImportError:
        raise CommandError(f"--{what} needs the 'langchain' package: pip install langchain") from None
    try:
        return init_chat_model(spec)
    except ImportError as exc:
        raise CommandError(f"--{what} {spec!r}: the model provider package is missing ({exc})") from None
    except Exception as exc:
        raise CommandError(f"--{what} {spec!r}: cannot create the model: {exc}") from None


@dataclass(frozen=True)
class Record:
    """One line of a JSONL file: its number, its ``id`` and ``trial`` (when the line is an object holding
    them), its value."""

    line: int
    id: str | None
    value: Any
    trial: int | None = None


def _jsonl_values(path: str, data: bytes) -> Iterator[tuple[int, Any]]:
    """``(line number, value)`` of every non-blank line, read as every JSON Lines file of the package is
    (`json_lines`: lines end at a newline byte only).

    Raises:
        CommandError: naming the line for bytes that are not UTF-8, text that is not JSON, JSON nested too deeply
            for Python to parse, or a number with more digits than Python converts.
    """
    try:
        yield from json_lines(data, path)
    except TrajectoryInputError as exc:
        raise CommandError(str(exc)) from None


def read_jsonl(path: str) -> list[Record]:
    """The records of a JSONL file: any JSON value per line; an object's ``id`` key names the record, and its
    ``trial`` key (an integer) numbers repeated runs of the same ``id``."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise CommandError(f"cannot read {path}: {exc.strerror}") from None
    records = [_record(path, number, value) for number, value in _jsonl_values(path, data)]
    if not records:
        raise CommandError(f"{path} holds no records")
    _check_ids(path, records)
    return records


def _record(path: str, number: int, value: Any) -> Record:
    """One line's record: an object's ``id`` and ``trial`` keys taken out of its value."""
    record_id, trial = None, None
    if isinstance(value, dict) and "id" in value:
        record_id = str(value["id"])
        trial = value.get("trial")
        if trial is not None and (isinstance(trial, bool) or not isinstance(trial, int) or trial < 0):
            raise CommandError(f"{path} line {number}: 'trial' must be an integer >= 0, got {trial!r}")
        value = {k: v for k, v in value.items() if k not in ("id", "trial")}
    return Record(number, record_id, value, trial)


def _check_ids(path: str, records: list[Record]) -> None:
    """Refuse an ``id`` (and ``trial``) given twice, and an ``id`` whose records mix with and without ``trial``."""
    seen: dict[tuple[str, int | None], int] = {}
    for r in records:
        if r.id is not None:
            seen[(r.id, r.trial)] = seen.get((r.id, r.trial), 0) + 1
    duplicates = sorted({i if t is None else f"{i} (trial {t})" for (i, t), n in seen.items() if n > 1})
    if duplicates:
        raise CommandError(
            f"{path}: duplicate id(s) {', '.join(duplicates)}; give repeated runs of a case distinct 'trial' numbers"
        )
    untagged = sorted(
        {r.id for r in records if r.id is not None and r.trial is None}
        & {r.id for r in records if r.trial is not None}
    )
    if untagged:
        raise CommandError(f"{path}: id(s) {', '.join(untagged)} mix records with and without 'trial'")


# -- gates and reports ---------------------------------------------------------------------------------------


def add_gate_arguments(parser: argparse.ArgumentParser) -> None:
    """``--min-pass``, ``--min-overall`` and ``--report``, shared by the commands that judge results."""
    parser.add_argument(
        "--min-pass",
        metavar="GATE",
        help="per-case gate: PASSES/TRIALS (e.g. 8/10) or a rate (e.g. 0.8); default: every trial passes",
    )
    parser.add_argument(
        "--min-overall", metavar="RATE", help="overall gate: the least pass rate over all trials (e.g. 0.9)"
    )
    parser.add_argument("--report", metavar="PATH", help="write the self-contained HTML report to PATH")


def finish(report: Report, args: argparse.Namespace, *, also_written: Sequence[Path] = ()) -> int:
    """Apply the gates of ``args`` to ``report``, print the terminal report, write what was asked for, and
    return the exit code: 0 when every gate holds, 1 when one fails. ``also_written`` are files the command
    wrote itself, listed first on the "Wrote" line.

    Raises:
        CommandError: for an unreadable gate, or a count gate written for another number of trials.
    """
    # Imported when a command runs, as the subcommands import what they use: ``--help`` stays fast.
    from langchain_trajectory.report import render_terminal, write_html, write_report

    try:
        if getattr(args, "min_pass", None):
            report.case_gate = Gate.parse(args.min_pass)
        if getattr(args, "min_overall", None):
            report.overall_gate = Gate.parse(args.min_overall)
        text = render_terminal(report)
        gates = report.gates()
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    print(text)
    written: list[Path] = list(also_written)
    if getattr(args, "out", None):
        written += write_report(report, args.out)
    if getattr(args, "report", None):
        written.append(write_html(report, args.report))
    if written:
        print("\nWrote " + ", ".join(str(p) for p in written))
    return 0 if gates.passed else 1


# -- runs that could not be completed ------------------------------------------------------------------------

TOOLING_SOURCES = {
    "simulated_user": "the simulated user's model",
    "reviewer": "the reviewer",
    "check": "a check",
    "stopping_condition": "the stopping condition",
}
"""The ``error_source`` values of a simulation that failed for a reason other than the application under test:
its result says nothing about the application."""


def _short(text: str, limit: int = 200) -> str:
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def _metadata(trial: Trial) -> Mapping[str, Any]:
    return trial.trajectory.metadata if trial.trajectory is not None else {}


def _spoiled(report: Report, incomplete: set[int], position: Mapping[int, int]) -> list[str]:
    """Why the simulated user spoiled the conversations of the cases left without a valid trial; those trials
    (by ``position``, from their ``id``) are added to ``incomplete``."""
    spoiled: list[str] = []
    for case in report.cases:
        if any(t.valid for t in case.trials):
            continue
        for trial in case.trials:
            if _metadata(trial).get("termination") == "user_simulator_fault":
                spoiled.append(str(trial.fault_reason or ""))
                incomplete.add(position[id(trial)])
    return spoiled


def _tooling_failures(
    trials: list[Trial], incomplete: set[int]
) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """The errors of the evaluators that raised (by key) and of the tooling that failed a conversation (by
    source, `TOOLING_SOURCES`); their trials (by number) are added to ``incomplete``."""
    evaluators: dict[str, list[str]] = {}
    sources: dict[str, list[str]] = {}
    for number, trial in enumerate(trials):
        for failure in trial.failures:
            evaluators.setdefault(failure.key, []).append(f"{failure.error_type}: {failure.error}")
            incomplete.add(number)
        metadata = _metadata(trial)
        if metadata.get("termination") == "error" and metadata.get("error_source") in TOOLING_SOURCES:
            sources.setdefault(str(metadata["error_source"]), []).append(str(metadata.get("error") or ""))
            incomplete.add(number)
    return evaluators, sources


def incomplete_message(
    report: Report,
    *,
    what: str = "trial",
    saved: Sequence[str | Path] = (),
    labels: Mapping[str, str] | None = None,
) -> str | None:
    """One paragraph saying which trials of ``report`` have no complete verdict, or None when all have one
    (it starts in lower case, to follow ``langchain-trajectory COMMAND: ``).

    A trial is incomplete when an evaluator raised (an [`EvaluatorFailure`][langchain_trajectory.errors.EvaluatorFailure]:
    a judge whose model failed or gave no usable verdict) or when its simulated conversation ended in an error
    that is not the application's (`TOOLING_SOURCES`: the simulated user's model, the reviewer, a check).
    A conversation the simulated user spoiled (``user_simulator_fault``) is incomplete when its case has no
    valid trial left (otherwise the case is judged on its valid trials). A failure of the application itself
    is a verdict (FAIL), not an incomplete result.

    Args:
        report: The report, its trials evaluated.
        what: What a trial is called (``conversation``, ``trial``).
        saved: The files or folders holding the results, named in the paragraph.
        labels: A name per evaluator key (``{"trajectory_quality": "the judge"}``).
    """
    labels = labels or {}
    trials = [t for case in report.cases for t in case.trials]
    incomplete: set[int] = set()
    position = {id(t): i for i, t in enumerate(trials)}
    spoiled = _spoiled(report, incomplete, position)
    evaluators, sources = _tooling_failures(trials, incomplete)
    if not incomplete:
        return None
    parts = [
        f"{labels[key] + f' ({key})' if key in labels else f'evaluator {key}'} failed on {len(errors)} "
        f"({_short(errors[0])})"
        for key, errors in evaluators.items()
    ]
    parts += [
        f"{TOOLING_SOURCES[source]} failed in {len(errors)} ({_short(errors[0])})"
        for source, errors in sources.items()
    ]
    if spoiled:
        parts.append(f"the simulated user broke its scenario's rules in {len(spoiled)} ({_short(spoiled[0])})")
    if saved:
        kept = (
            f"Every {what} is kept, the incomplete ones marked with their error, in "
            f"{', '.join(str(s) for s in saved)}."
        )
    else:
        kept = f"Every {what} is shown above, the incomplete ones marked with their error (--out DIR keeps them)."
    return (
        f"no complete verdict for {len(incomplete)} of {len(trials)} {what}s: {'; '.join(parts)}. {kept} "
        "Fix what failed (for a model: its provider package, API key or endpoint) and run again."
    )
