"""The subcommands of ``langchain-trajectory``, one module each.

Each module has ``HELP``, ``add_arguments(parser)`` and ``run(args) -> exit code``. User mistakes raise
`CommandError`, which the entry point prints as one line
(``error: ...``) with exit code 2; failed checks exit with 1.
"""

from __future__ import annotations

from types import ModuleType

from langchain_trajectory._cli import compare, convert, coverage, demo, evaluate, simulate
from langchain_trajectory._cli.common import CommandError

__all__ = ["COMMANDS", "CommandError"]

COMMANDS: dict[str, ModuleType] = {
    "demo": demo,
    "simulate": simulate,
    "evaluate": evaluate,
    "compare": compare,
    "convert": convert,
    "coverage": coverage,
}
