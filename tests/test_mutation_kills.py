"""Tests written to kill mutants that survived ``mutmut`` on ``matching/`` and ``reading/`` (see CONTRIBUTING.md):
each pins a behaviour no other test pinned."""

from __future__ import annotations
