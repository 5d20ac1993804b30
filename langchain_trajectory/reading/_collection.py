"""Reading a large trace file without the cyclic garbage collector walking it again and again.

Reading builds a few objects per attribute of every span; each few hundred allocations CPython's collector runs,
and its older generations walk everything alive, the whole parsed document included, though reading creates
no reference cycles worth collecting. Measured on 10,000 spans (``bench/traces.py``), the collector took 35-45 %
of ``read_traces``. `collection_paused` turns it off for the duration (reentrant, thread-safe: it is on
again when the outermost reader returns, if it was on before) and then hands what was allocated meanwhile to the
oldest generation, so that no single collection walks it all on the way out (that alone cost a third of the
gain); whatever cyclic garbage reading leaves is collected by the collector's next full run.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["collection_paused"]

_lock = threading.Lock()
_depth = 0
_restore = False


@contextmanager
def collection_paused() -> Iterator[None]:
    """The cyclic garbage collector off inside the block (and back on after it, if it was on)."""
    global _depth, _restore
    with _lock:
        if _depth == 0:
            _restore = gc.isenabled()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _restore:
                if gc.get_freeze_count() == 0:
                    # Everything allocated meanwhile is still in the youngest generation, so the first collection
                    # after enable() would walk all of it at once. freeze() + unfreeze() moves it to the oldest
                    # generation (and resets the young count), where the collector's usual full runs will see it.
                    # Skipped when the application froze objects itself (unfreeze would release them).
                    gc.freeze()
                    gc.unfreeze()
                gc.enable()
