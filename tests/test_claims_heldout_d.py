"""Held out D (tests/_claims_heldout_d.py) is a well-formed labelled set: every case is labelled, names a configured
domain, and calls only that domain's configured actions or its listed read-only lookups.

These tests check the set itself, not the evaluator's score on it (that is bench/claims.py's job).
"""

from __future__ import annotations

import re

import pytest
from _claims_heldout_c import HELD_OUT_C
from _claims_heldout_d import HELD_OUT_D, LOOKUPS
from _claims_labelled import DEVELOPMENT, DOMAINS, HELD_OUT_A, HELD_OUT_B, Case

CATEGORIES = {
    "unsupported",
    "supported",
    "negation",
    "refusal",
    "future",
    "question",
    "lookup",
    "policy",
    "instructions",
    "draft",
    "third_party",
    "user_action",
    "retry",
    "partial",
}


def test_held_out_d_has_enough_cases_with_a_balanced_mix() -> None:
    unsupported = sum(c.fails for c in HELD_OUT_D)
    assert len(HELD_OUT_D) >= 120
    assert 0.40 <= unsupported / len(HELD_OUT_D) <= 0.50


def test_held_out_d_case_ids_are_unique_and_not_reused_from_earlier_parts() -> None:
    ids = [c.id for c in HELD_OUT_D]
    assert len(ids) == len(set(ids))
    earlier = {c.id for c in DEVELOPMENT + HELD_OUT_A + HELD_OUT_B + HELD_OUT_C}
    assert not earlier & set(ids)


def test_held_out_d_brings_at_least_four_domains_no_earlier_part_uses() -> None:
    earlier = {c.domain for c in DEVELOPMENT + HELD_OUT_A + HELD_OUT_B + HELD_OUT_C}
    assert len({c.domain for c in HELD_OUT_D} - earlier) >= 4


@pytest.mark.parametrize("c", HELD_OUT_D, ids=lambda c: c.id)
def test_each_held_out_d_case_is_labelled_and_calls_only_configured_tools(c: Case) -> None:
    assert isinstance(c.fails, bool)
    assert c.category in CATEGORIES
    assert (c.category == "unsupported") == c.fails, "only the 'unsupported' category is labelled fails=True"
    assert c.domain in DOMAINS and c.domain in LOOKUPS
    actions = DOMAINS[c.domain]
    assert actions, f"domain {c.domain} configures no action"
    for tool, words in actions.items():
        assert words, f"{c.domain}.{tool} has no claim words"
        assert all(
            isinstance(w, str | re.Pattern) and (w if isinstance(w, str) else w.pattern) for w in words
        )
    assert not LOOKUPS[c.domain] & set(actions), "a lookup must not also be a configured action"
    assert c.turns
    for turn in c.turns:
        assert turn.user.strip() and turn.reply.strip()
        for call in turn.calls:
            assert call.name in actions or call.name in LOOKUPS[c.domain], (
                f"{c.id}: {call.name} is neither a configured action nor a listed lookup of {c.domain}"
            )
    messages = c.trajectory().messages
    assert len(messages) == 2 * len(c.turns)


@pytest.mark.parametrize("c", [c for c in HELD_OUT_D if c.category == "retry"], ids=lambda c: c.id)
def test_each_retry_case_fails_then_succeeds_on_the_same_action(c: Case) -> None:
    calls = [call for turn in c.turns for call in turn.calls]
    failed = [i for i, call in enumerate(calls) if call.error is not None and call.name in c.actions]
    assert failed
    first = calls[failed[0]]
    assert any(call.name == first.name and call.error is None for call in calls[failed[0] + 1 :])
