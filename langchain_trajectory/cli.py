"""The ``langchain-trajectory`` command: ``demo``, ``simulate``, ``evaluate``, ``compare``, ``convert`` and ``coverage``
(see ``--help``)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

__all__ = ["build_parser", "main"]


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``langchain-trajectory`` command."""
    from langchain_trajectory import __version__
    from langchain_trajectory._cli import COMMANDS

    parser = argparse.ArgumentParser(
        prog="langchain-trajectory",
        description="Capture, evaluate and simulate tool-calling trajectories of LangChain/LangGraph agents.",
    )
    parser.add_argument("--version", action="version", version=f"langchain-trajectory {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, command in COMMANDS.items():
        command.add_arguments(sub.add_parser(name, help=command.HELP, description=command.HELP))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script; returns the exit code (2 for usage errors, 1 for failed checks)."""
    from langchain_trajectory._cli import COMMANDS, CommandError

    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    try:
        return int(COMMANDS[args.command].run(args))
    except CommandError as exc:
        print(f"langchain-trajectory {args.command}: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
