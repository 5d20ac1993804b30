"""A LangSmith client that never touches the network.

``langsmith.evaluate(..., upload_results=False)`` still creates a default ``Client``, which asks the server for
``/info`` and uploads the LangChain child runs traced inside the target. Tests, demos and users without a
LangSmith account pass [`OfflineClient`][langchain_trajectory.testing.OfflineClient] instead: it keeps runs, feedback, datasets, examples and projects in
memory (so they can be inspected), answers ``/info`` locally, and refuses every HTTP request it would otherwise
make, through ``requests`` or through the generated httpx API client, with [`OfflineRequestError`][langchain_trajectory.testing.OfflineRequestError].

The datasets and examples it creates carry a ``url`` under [`OFFLINE_URL`][langchain_trajectory.testing.OFFLINE_URL] (``http://offline.invalid``: the
reserved ``.invalid`` domain never resolves), so code that needs one, such as the pytest plugin's
``--langsmith-output``, works and shows that nothing was uploaded; experiments carry none, so
``langsmith.evaluate`` prints no link to a page that does not exist.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterator, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

import requests
from langsmith import Client
from langsmith import schemas as ls_schemas
from langsmith.run_helpers import get_tracing_context

__all__ = ["OFFLINE_URL", "OfflineClient", "OfflineRequestError"]

OFFLINE_URL = "http://offline.invalid"
"""The API and web address of every :class:`OfflineClient` (never contacted; ``.invalid`` cannot resolve)."""


def _fingerprint(key: str, fields: Mapping[str, Any]) -> tuple[str, ...]:
    """What identifies one evaluator result on its way to feedback (to record it once). Not the run id, which
    langsmith's async runner does not say when it selects results."""
    return (
        key,
        str(fields.get("source_run_id")),
        repr(fields.get("score")),
        repr(fields.get("value")),
        str(fields.get("comment")),
    )


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

    Runs and feedback are kept in memory: `recorded_runs` maps run ids to the last known run fields and
    `recorded_feedback` lists every feedback record created (by ``langsmith.evaluate`` and ``aevaluate``,
    with ``upload_results`` true or false, by the pytest plugin or by a direct ``create_feedback`` call), once per
    evaluator result. The package's evaluators name the run they scored; under ``aevaluate(upload_results=False)``
    the feedback of plain function evaluators has no ``run_id`` (LangSmith does not say which run it was).
    Datasets, examples and projects (experiments) are kept too; datasets and examples have a ``url`` under
    [`OFFLINE_URL`][langchain_trajectory.testing.OFFLINE_URL].
    Any other method that would reach the server raises [`OfflineRequestError`][langchain_trajectory.testing.OfflineRequestError] instead of blocking on a
    network timeout.

    Example:
        >>> from langsmith import evaluate
        >>> results = evaluate(target, data=examples, evaluators=[ev], client=OfflineClient())
    """

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("api_url", OFFLINE_URL)
        kwargs.setdefault("web_url", OFFLINE_URL)  # links point here, not at smith.langchain.com
        kwargs.setdefault("api_key", "offline")
        kwargs.setdefault("auto_batch_tracing", False)
        kwargs.setdefault("info", ls_schemas.LangSmithInfo(version="offline"))
        kwargs.setdefault("session", _refusing_session())
        super().__init__(**kwargs)
        self._offline_lock = threading.Lock()
        self.recorded_runs: dict[str, dict[str, Any]] = {}
        self.recorded_feedback: list[ls_schemas.Feedback] = []
        self._selected_feedback: dict[tuple[str, ...], ls_schemas.Feedback] = {}
        self.recorded_datasets: dict[str, ls_schemas.Dataset] = {}
        self.recorded_examples: dict[str, ls_schemas.Example] = {}
        self.recorded_projects: dict[str, ls_schemas.TracerSession] = {}

    # Every road to the server ------------------------------------------------------------------------------

    def request_with_retries(self, method: str, pathname: str, *args: Any, **kwargs: Any) -> Any:
        raise OfflineRequestError(f"OfflineClient sends nothing; refused {method} {pathname}")

    def _get_langsmith_api(self) -> Any:
        raise OfflineRequestError("OfflineClient sends nothing; refused the LangSmith API client")

    def _get_langsmith_api_sync(self) -> Any:
        raise OfflineRequestError("OfflineClient sends nothing; refused the LangSmith API client")

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

    def _select_eval_results(self, results: Any, *, fn_name: str | None = None) -> Any:
        # langsmith.evaluate passes every evaluator's results through here, whether or not it then uploads them
        # (with upload_results=False it never calls create_feedback): recording them here keeps
        # recorded_feedback complete either way. The same result reaching create_feedback afterwards (the upload
        # path) is not recorded twice.
        selected = super()._select_eval_results(results, fn_name=fn_name)
        metadata = get_tracing_context().get("metadata") or {}
        for result in selected:
            run_id = result.target_run_id or metadata.get("reference_run_id")
            fields = {
                "score": result.score,
                "value": result.value,
                "comment": result.comment,
                "correction": result.correction,
                "source_run_id": result.source_run_id,
                "extra": result.extra,
            }
            fingerprint = _fingerprint(result.key, fields)
            with self._offline_lock:
                if fingerprint in self._selected_feedback:
                    continue
            record = self._record_feedback(run_id, result.key, fields)
            with self._offline_lock:
                self._selected_feedback[fingerprint] = record
        return selected

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
        fields = {"score": score, "value": value, "comment": comment, **kwargs}
        with self._offline_lock:
            earlier = self._selected_feedback.pop(_fingerprint(key, fields), None)
            if earlier is not None:  # an evaluator result recorded when langsmith.evaluate selected it
                if earlier.run_id is None and run_id is not None:
                    earlier.run_id = run_id
                return earlier
        return self._record_feedback(run_id, key, fields)

    def _record_feedback(self, run_id: Any, key: str, fields: Mapping[str, Any]) -> ls_schemas.Feedback:
        now = datetime.now(UTC)
        record = ls_schemas.Feedback(
            id=fields.get("feedback_id") or uuid.uuid4(),
            created_at=now,
            modified_at=now,
            run_id=run_id,
            trace_id=fields.get("trace_id"),
            key=key,
            score=fields.get("score"),
            value=fields.get("value"),
            comment=fields.get("comment"),
            correction=fields.get("correction"),
            feedback_source=None,
            extra=fields.get("extra"),
        )
        with self._offline_lock:
            self.recorded_feedback.append(record)
        return record

    def feedback_for(self, key: str) -> list[ls_schemas.Feedback]:
        """Every feedback record with ``key``, in the order they were created."""
        with self._offline_lock:
            return [f for f in self.recorded_feedback if f.key == key]

    # Datasets, examples and projects (what LangSmith's pytest plugin and evaluate() bookkeeping ask for) ------

    def has_dataset(self, *, dataset_name: str | None = None, dataset_id: Any = None, **kwargs: Any) -> bool:
        with self._offline_lock:
            return any(
                d.name == dataset_name or str(d.id) == str(dataset_id)
                for d in self.recorded_datasets.values()
            )

    def create_dataset(self, dataset_name: str, **kwargs: Any) -> ls_schemas.Dataset:
        now = datetime.now(UTC)
        dataset = ls_schemas.Dataset(
            id=uuid.uuid4(),
            name=dataset_name,
            description=kwargs.get("description"),
            created_at=now,
            modified_at=now,
            metadata=kwargs.get("metadata"),
            _host_url=self._host_url,
        )
        with self._offline_lock:
            self.recorded_datasets[str(dataset.id)] = dataset
        return dataset

    def read_dataset(self, *, dataset_name: str | None = None, dataset_id: Any = None, **kwargs: Any) -> Any:
        with self._offline_lock:
            for dataset in self.recorded_datasets.values():
                if dataset.name == dataset_name or str(dataset.id) == str(dataset_id):
                    return dataset
        raise OfflineRequestError(f"OfflineClient has no dataset {dataset_name or dataset_id!r}")

    def create_example(  # the same parameters as the real client, less the server-only ones
        self,
        inputs: Mapping[str, Any] | None = None,
        dataset_id: Any = None,
        dataset_name: str | None = None,
        created_at: datetime | None = None,
        reference_outputs: Mapping[str, Any] | None = None,
        metadata: Mapping[str, Any] | None = None,
        *args: Any,
        outputs: Mapping[str, Any] | None = None,
        example_id: Any = None,
        **kwargs: Any,
    ) -> ls_schemas.Example:
        """An example in a recorded dataset (given by id or name; a fresh id when neither is given, as a dataset
        of its own). ``outputs`` and ``reference_outputs`` are the same thing, as in LangSmith's client."""
        if dataset_id is None and dataset_name is not None:
            dataset_id = self.read_dataset(dataset_name=dataset_name).id
        given_outputs = outputs if outputs is not None else reference_outputs
        example = ls_schemas.Example(
            id=example_id or uuid.uuid4(),
            dataset_id=dataset_id or uuid.uuid4(),
            inputs=dict(inputs or {}),
            outputs=dict(given_outputs) if given_outputs is not None else None,
            metadata=dict(metadata) if metadata is not None else None,
            created_at=created_at or datetime.now(UTC),
            _host_url=self._host_url,
        )
        with self._offline_lock:
            self.recorded_examples[str(example.id)] = example
        return example

    def create_examples(
        self,
        *,
        dataset_id: Any = None,
        dataset_name: str | None = None,
        examples: Sequence[Any] | None = None,
        inputs: Sequence[Mapping[str, Any]] | None = None,
        outputs: Sequence[Mapping[str, Any] | None] | None = None,
        metadata: Sequence[Mapping[str, Any] | None] | None = None,
        ids: Sequence[Any] | None = None,
        **kwargs: Any,
    ) -> dict[str, Any]:
        """Add several examples to a dataset: ``examples`` as dicts (or ``ExampleCreate`` objects) with
        ``inputs``/``outputs``/``metadata``/``id``, or the older parallel ``inputs``/``outputs``/... lists."""
        if dataset_id is None:
            dataset_id = self.read_dataset(dataset_name=dataset_name).id
        if examples is None:
            examples = [
                {
                    "inputs": given,
                    "outputs": outputs[i] if outputs else None,
                    "metadata": metadata[i] if metadata else None,
                    "id": ids[i] if ids else None,
                }
                for i, given in enumerate(inputs or ())
            ]
        created = []
        for item in examples:
            fields = item if isinstance(item, Mapping) else vars(item)
            created.append(
                self.create_example(
                    fields.get("inputs"),
                    outputs=fields.get("outputs"),
                    metadata=fields.get("metadata"),
                    example_id=fields.get("id"),
                    dataset_id=dataset_id,
                )
            )
        return {"example_ids": [str(e.id) for e in created], "count": len(created)}

    def list_examples(
        self,
        dataset_id: Any = None,
        dataset_name: str | None = None,
        example_ids: Sequence[Any] | None = None,
        *args: Any,
        offset: int = 0,
        limit: int | None = None,
        **kwargs: Any,
    ) -> Iterator[ls_schemas.Example]:
        """The recorded examples of a dataset (by id or name) and/or with the given ids, in creation order."""
        if dataset_id is None and dataset_name is not None:
            dataset_id = self.read_dataset(dataset_name=dataset_name).id
        wanted = {str(i) for i in example_ids} if example_ids is not None else None
        with self._offline_lock:
            found = [
                e
                for e in self.recorded_examples.values()
                if (dataset_id is None or str(e.dataset_id) == str(dataset_id))
                and (wanted is None or str(e.id) in wanted)
            ]
        end = None if limit is None else offset + limit
        yield from found[offset:end]

    def read_example(self, example_id: Any, **kwargs: Any) -> ls_schemas.Example:
        with self._offline_lock:
            if str(example_id) in self.recorded_examples:
                return self.recorded_examples[str(example_id)]
        raise OfflineRequestError(f"OfflineClient has no example {example_id!r}")

    def update_example(self, example_id: Any, **kwargs: Any) -> dict[str, Any]:
        with self._offline_lock:
            example = self.recorded_examples.get(str(example_id))
            if example is not None:
                fields = {
                    k: v
                    for k, v in kwargs.items()
                    if k in ("inputs", "outputs", "metadata") and v is not None
                }
                self.recorded_examples[str(example_id)] = example.model_copy(update=fields)
        return {"id": str(example_id)}

    def update_dataset_tag(self, *args: Any, **kwargs: Any) -> None:
        return None

    def create_project(self, project_name: str, **kwargs: Any) -> ls_schemas.TracerSession:
        project = ls_schemas.TracerSession(
            id=kwargs.get("project_id") or uuid.uuid4(),
            name=project_name,
            start_time=datetime.now(UTC),
            reference_dataset_id=kwargs.get("reference_dataset_id"),
            tenant_id=uuid.UUID(int=0),
            extra={"metadata": kwargs.get("metadata") or {}},
            # No link: langsmith.evaluate would print one to a page that does not exist ("Starting evaluation
            # of experiment: NAME" instead).
        )
        with self._offline_lock:
            self.recorded_projects[str(project.id)] = project
        return project

    def read_project(self, *, project_id: Any = None, project_name: str | None = None, **kwargs: Any) -> Any:
        with self._offline_lock:
            for project in self.recorded_projects.values():
                if project.name == project_name or str(project.id) == str(project_id):
                    return project
        raise OfflineRequestError(f"OfflineClient has no project {project_name or project_id!r}")

    def update_project(self, project_id: Any, **kwargs: Any) -> Any:
        return None
