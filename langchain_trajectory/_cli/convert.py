"""``langchain-trajectory convert``: a trace file from one format to another."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from langchain_trajectory._cli.common import CommandError
from langchain_trajectory._cli.traces import read_trace_file
from langchain_trajectory.export import WRITE_FORMATS, write_traces
from langchain_trajectory.reading import TRACE_FORMATS as READ_FORMATS

HELP = "Convert a trace file (OTLP GenAI, OpenInference, ATIF, LangSmith export) to another format."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("input", metavar="IN", help="the trace file to read")
    parser.add_argument("--to", required=True, choices=WRITE_FORMATS, help="the format to write")
    parser.add_argument(
        "--from",
        dest="source_format",
        choices=READ_FORMATS,
        help="the input's format (detected when omitted)",
    )
    parser.add_argument(
        "--split",
        default="trace",
        choices=["trace", "session"],
        help="one trajectory per trace, or per session/thread (traces of one conversation joined)",
    )
    parser.add_argument("--out", metavar="PATH", help="write here instead of standard output")


def run(args: argparse.Namespace) -> int:
    trajectories = read_trace_file(args.input, args.source_format, args.split)
    text = write_traces(trajectories, args.to)
    if args.out:
        try:
            Path(args.out).write_text(text, encoding="utf-8")
        except OSError as exc:
            raise CommandError(f"cannot write {args.out}: {exc.strerror or exc}") from None
        print(f"Wrote {len(trajectories)} trajectories to {args.out} ({args.to})", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0
