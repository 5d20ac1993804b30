"""A LangSmith client that never touches the network.

``langsmith.evaluate(..., upload_results=False)`` still creates a default ``Client``, which asks the server for
``/info`` and uploads the LangChain child runs traced inside the target. Tests, demos and users without a
LangSmith account pass :class:`OfflineClient` instead: it keeps runs and feedback in memory (so they can be
inspected), answers ``/info`` locally, and refuses any HTTP request it is asked to make.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Mapping
from typing import Any

import requests
from langsmith import Client
from langsmith import schemas as ls_schemas

__all__ = ["OfflineClient", "OfflineRequestError"]


class OfflineRequestError(RuntimeError):
    """Raised when code asks the offline client to make an HTTP request."""


class _RefusingAdapter(requests.adapters.BaseAdapter):
    def send(self, request: requests.PreparedRequest, *args: Any, **kwargs: Any) -> requests.Response:
        raise OfflineRequestError(f"OfflineClient sends nothing; refused {request.method} {request.url}")

    def close(self) -> None:
        pass


def _refusing_session() -> requests.Session:
    session = requests.Session()
    session.mount("http://", _RefusingAdapter())
    session.mount("https://", _RefusingAdapter())
    return session


class OfflineClient(Client):
    """A ``langsmith.Client`` that sends nothing.

    Runs and feedback are kept in memory: :attr:`recorded_runs` maps run ids to the last known run fields and
    :attr:`recorded_feedback` lists every feedback record created (by ``langsmith.evaluate``, the pytest plugin or a
    direct ``create_feedback`` call). Any other method that would reach the server raises
    :class:`OfflineRequestError` instead of blocking on a network timeout.

    Example:
        >>> from langsmith import evaluate
        >>> results = evaluate(target, data=examples, evaluators=[ev], client=OfflineClient())
    """

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("api_url", "http://offline.invalid")
        kwargs.setdefault("api_key", "offline")
        kwargs.setdefault("auto_batch_tracing", False)
        kwargs.setdefault("info", ls_schemas.LangSmithInfo(version="offline"))
        kwargs.setdefault("session", _refusing_session())
        super().__init__(**kwargs)
        self._offline_lock = threading.Lock()
        self.recorded_runs: dict[str, dict[str, Any]] = {}
        self.recorded_feedback: list[ls_schemas.Feedback] = []

    # Tracing ------------------------------------------------------------------------------------------------

    def create_run(self, name: str, inputs: dict[str, Any], run_type: str, *args: Any, **kwargs: Any) -> None:
        run_id = str(kwargs.get("id") or uuid.uuid4())
        with self._offline_lock:
            self.recorded_runs[run_id] = {
                "name": name,
                "inputs": inputs,
                "run_type": run_type,
                **kwargs,
                "id": run_id,
            }

    def update_run(self, run_id: Any, **kwargs: Any) -> None:
        with self._offline_lock:
            self.recorded_runs.setdefault(str(run_id), {"id": str(run_id)}).update(kwargs)

    def batch_ingest_runs(self, create: Any = None, update: Any = None, **kwargs: Any) -> None:
        for run in create or ():
            data = dict(run) if isinstance(run, Mapping) else run.__dict__
            with self._offline_lock:
                self.recorded_runs[str(data.get("id"))] = data
        for run in update or ():
            data = dict(run) if isinstance(run, Mapping) else run.__dict__
            self.update_run(data.get("id"), **data)

    def multipart_ingest(self, create: Any = None, update: Any = None, **kwargs: Any) -> None:
        self.batch_ingest_runs(create, update)

    def flush(self, timeout: float | None = None) -> None:
        return None

    def cleanup(self, timeout: float | None = None) -> None:
        return None

    # Evaluation ---------------------------------------------------------------------------------------------

    def create_feedback(
        self,
        run_id: Any = None,
        key: str = "",
        *,
        score: Any = None,
        value: Any = None,
        comment: str | None = None,
        **kwargs: Any,
    ) -> ls_schemas.Feedback:
        from datetime import datetime, timezone

        now = datetime.now(timezone.utc)
        record = ls_schemas.Feedback(
            id=kwargs.get("feedback_id") or uuid.uuid4(),
            created_at=now,
            modified_at=now,
            run_id=run_id,
            trace_id=kwargs.get("trace_id"),
            key=key,
            score=score,
            value=value,
            comment=comment,
            correction=kwargs.get("correction"),
            feedback_source=None,
            extra=kwargs.get("extra"),
        )
        with self._offline_lock:
            self.recorded_feedback.append(record)
        return record

    def feedback_for(self, key: str) -> list[ls_schemas.Feedback]:
        """Every feedback record with ``key``, in the order they were created."""
        with self._offline_lock:
            return [f for f in self.recorded_feedback if f.key == key]
