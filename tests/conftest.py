"""Test-wide settings: the suite is offline whatever the caller's environment says."""

from __future__ import annotations

import os

# LangSmith's client reaches its server when tracing or test tracking is on; the tests never should.
os.environ.setdefault("LANGSMITH_TRACING", "false")
os.environ.setdefault("LANGSMITH_TEST_TRACKING", "false")
