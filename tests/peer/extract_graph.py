"""Record agentevals' graph-trajectory answers for the threads of ``graph_threads.py`` into ``graph_cases.json``:
what ``extract_langgraph_trajectory_from_thread`` gives for each thread, and the score
``graph_trajectory_strict_match`` gives for each pair of :data:`graph_threads.STRICT_PAIRS`.

Usage (agentevals' sources, e.g. ``git archive`` of its repository, and openevals importable)::

    PYTHONPATH=<agentevals>/python:<openevals> python tests/peer/extract_graph.py <agentevals commit>
"""

from __future__ import annotations

import json
import sys
import warnings
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from agentevals.graph_trajectory.strict import graph_trajectory_strict_match  # noqa: E402
from agentevals.graph_trajectory.utils import extract_langgraph_trajectory_from_thread  # noqa: E402
from graph_threads import CONFIG, STRICT_PAIRS, THREADS  # noqa: E402
from langsmith import tracing_context  # noqa: E402


def main(commit: str) -> None:
    extracted: dict[str, Any] = {}
    with tracing_context(enabled=False), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for name, build in THREADS.items():
            extracted[name] = extract_langgraph_trajectory_from_thread(build(), CONFIG)
        strict = []
        for thread, outputs, reference in STRICT_PAIRS:
            steps = extracted[thread]["outputs"]["steps"] if outputs == "<extracted>" else outputs
            result = graph_trajectory_strict_match(
                outputs={"results": [], "steps": steps}, reference_outputs={"results": [], "steps": reference}
            )
            strict.append({"thread": thread, "outputs": steps, "reference": reference, "score": bool(result["score"])})
    data = {
        "source": {"repository": "langchain-ai/agentevals", "commit": commit},
        "extracted": json.loads(json.dumps(extracted, default=repr)),
        "strict": strict,
    }
    (HERE / "graph_cases.json").write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1])
