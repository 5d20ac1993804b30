"""One bounded, thread-safe map for what the simulator remembers between nodes and turns (read messages, frozen
states, idle threads, copied state messages): at most ``size`` entries, the least recently used forgotten first.

Forgetting only ever costs work done again (a read, a copy), never a different result."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")

__all__ = ["Bounded"]


class Bounded(Generic[K, V]):
    """A map of at most ``size`` entries; `get` and `put` mark an entry as recently used."""

    __slots__ = ("_items", "_lock", "_size")

    def __init__(self, size: int) -> None:
        self._size = size
        self._items: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        """The value of ``key``, or None."""
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def put(self, key: K, value: V) -> None:
        """Set ``key`` (the oldest entries go beyond ``size``)."""
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self._size:
                self._items.popitem(last=False)

    def pop(self, key: K) -> V | None:
        """Remove ``key`` and return its value, or None."""
        with self._lock:
            return self._items.pop(key, None)

    def __len__(self) -> int:
        return len(self._items)
