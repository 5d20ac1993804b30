"""A progress display for batches: tqdm when it is installed, else a one-line counter on stderr."""

from __future__ import annotations

import sys
from types import TracebackType
from typing import Any, TextIO


class Progress:
    """Counts finished conversations.

    Args:
        total: How many conversations the batch has.
        enabled: When False nothing is shown.
        initial: How many are already finished (resumed conversations that had ended).
        stream: Where the fallback counter writes (stderr by default).
    """

    def __init__(self, total: int, *, enabled: bool, initial: int = 0, stream: TextIO | None = None) -> None:
        self.total = total
        self.count = initial
        self.enabled = enabled
        self._stream = stream
        self._bar: Any = None
        if enabled:
            try:
                from tqdm.auto import tqdm
            except ImportError:
                self._bar = None
            else:
                self._bar = tqdm(total=total, initial=initial, desc="simulating", unit="conv")

    def __enter__(self) -> Progress:
        self._write()
        return self

    def update(self) -> None:
        self.count += 1
        if self._bar is not None:
            self._bar.update(1)
        else:
            self._write()

    def _write(self) -> None:
        if self.enabled and self._bar is None:
            stream = self._stream or sys.stderr
            stream.write(f"\rsimulating: {self.count}/{self.total} conversations")
            stream.flush()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self._bar is not None:
            self._bar.close()
        elif self.enabled:
            stream = self._stream or sys.stderr
            stream.write("\n")
            stream.flush()
