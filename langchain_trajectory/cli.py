"""The ``langchain-trajectory`` command.

Subcommands register themselves in :data:`COMMANDS`; ``--version`` and ``--help`` always work.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence

__all__ = ["build_parser", "main"]

# name -> (help text, function adding arguments to the subparser, function running the command)
COMMANDS: dict[
    str, tuple[str, Callable[[argparse.ArgumentParser], None], Callable[[argparse.Namespace], int]]
] = {}


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``langchain-trajectory`` command."""
    from langchain_trajectory import __version__

    parser = argparse.ArgumentParser(
        prog="langchain-trajectory",
        description="Capture, evaluate and simulate tool-calling trajectories of LangChain/LangGraph agents.",
    )
    parser.add_argument("--version", action="version", version=f"langchain-trajectory {__version__}")
    if COMMANDS:
        sub = parser.add_subparsers(dest="command", metavar="COMMAND")
        for name, (help_text, add_arguments, _) in COMMANDS.items():
            add_arguments(sub.add_parser(name, help=help_text, description=help_text))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script; returns the process exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    command = getattr(args, "command", None)
    if command is None:
        parser.print_help()
        return 0
    return COMMANDS[command][2](args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
