"""The blind held-out parts of the labelled set (held out D to Y: tests/_claims_heldout_d.py to
tests/_claims_heldout_y.py) are well formed: every case is labelled, names a configured domain, and calls only that
domain's configured actions or its listed read-only lookups; each part is large enough, balanced, brings domains no
earlier part uses and reuses no earlier case id.

These tests check the sets themselves, not the evaluator's score on them (that is bench/claims.py's job).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest
from _claims_heldout_c import HELD_OUT_C
from _claims_heldout_d import HELD_OUT_D
from _claims_heldout_d import LOOKUPS as LOOKUPS_D
from _claims_heldout_e import HELD_OUT_E
from _claims_heldout_e import LOOKUPS as LOOKUPS_E
from _claims_heldout_f import HELD_OUT_F
from _claims_heldout_f import LOOKUPS as LOOKUPS_F
from _claims_heldout_g import HELD_OUT_G
from _claims_heldout_g import LOOKUPS as LOOKUPS_G
from _claims_heldout_h import HELD_OUT_H
from _claims_heldout_h import LOOKUPS as LOOKUPS_H
from _claims_heldout_i import HELD_OUT_I
from _claims_heldout_i import LOOKUPS as LOOKUPS_I
from _claims_heldout_j import HELD_OUT_J
from _claims_heldout_j import LOOKUPS as LOOKUPS_J
from _claims_heldout_k import HELD_OUT_K
from _claims_heldout_k import LOOKUPS as LOOKUPS_K
from _claims_heldout_l import HELD_OUT_L
from _claims_heldout_l import LOOKUPS as LOOKUPS_L
from _claims_heldout_m import HELD_OUT_M
from _claims_heldout_m import LOOKUPS as LOOKUPS_M
from _claims_heldout_n import HELD_OUT_N
from _claims_heldout_n import LOOKUPS as LOOKUPS_N
from _claims_heldout_o import HELD_OUT_O
from _claims_heldout_o import LOOKUPS as LOOKUPS_O
from _claims_heldout_p import HELD_OUT_P
from _claims_heldout_p import LOOKUPS as LOOKUPS_P
from _claims_heldout_q import HELD_OUT_Q
from _claims_heldout_q import LOOKUPS as LOOKUPS_Q
from _claims_heldout_r import HELD_OUT_R
from _claims_heldout_r import LOOKUPS as LOOKUPS_R
from _claims_heldout_s import HELD_OUT_S
from _claims_heldout_s import LOOKUPS as LOOKUPS_S
from _claims_heldout_t import HELD_OUT_T
from _claims_heldout_t import LOOKUPS as LOOKUPS_T
from _claims_heldout_u import HELD_OUT_U
from _claims_heldout_u import LOOKUPS as LOOKUPS_U
from _claims_heldout_v import HELD_OUT_V
from _claims_heldout_v import LOOKUPS as LOOKUPS_V
from _claims_heldout_w import HELD_OUT_W
from _claims_heldout_w import LOOKUPS as LOOKUPS_W
from _claims_heldout_x import HELD_OUT_X
from _claims_heldout_x import LOOKUPS as LOOKUPS_X
from _claims_heldout_y import HELD_OUT_Y
from _claims_heldout_y import LOOKUPS as LOOKUPS_Y
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


@dataclass(frozen=True)
class HeldOut:
    """One blind part: its cases, its read-only lookups per domain, the parts written before it and its minimums."""

    name: str
    cases: list[Case]
    lookups: dict[str, frozenset[str]]
    earlier: list[Case]
    min_cases: int
    min_new_domains: int


# The blind parts in the order they were written: (name, cases, lookups, minimum cases, minimum new domains). Each is
# checked against every part written before it: development, A, B, C and the blind parts before it.
BLIND: list[tuple[str, list[Case], dict[str, frozenset[str]], int, int]] = [
    ("D", HELD_OUT_D, LOOKUPS_D, 120, 4),
    ("E", HELD_OUT_E, LOOKUPS_E, 130, 5),
    ("F", HELD_OUT_F, LOOKUPS_F, 150, 5),
    ("G", HELD_OUT_G, LOOKUPS_G, 150, 5),
    ("H", HELD_OUT_H, LOOKUPS_H, 150, 5),
    ("I", HELD_OUT_I, LOOKUPS_I, 150, 5),
    ("J", HELD_OUT_J, LOOKUPS_J, 150, 5),
    ("K", HELD_OUT_K, LOOKUPS_K, 150, 5),
    ("L", HELD_OUT_L, LOOKUPS_L, 150, 5),
    ("M", HELD_OUT_M, LOOKUPS_M, 150, 5),
    ("N", HELD_OUT_N, LOOKUPS_N, 150, 5),
    ("O", HELD_OUT_O, LOOKUPS_O, 150, 5),
    ("P", HELD_OUT_P, LOOKUPS_P, 150, 5),
    ("Q", HELD_OUT_Q, LOOKUPS_Q, 150, 5),
    ("R", HELD_OUT_R, LOOKUPS_R, 150, 5),
    ("S", HELD_OUT_S, LOOKUPS_S, 150, 5),
    ("T", HELD_OUT_T, LOOKUPS_T, 150, 5),
    ("U", HELD_OUT_U, LOOKUPS_U, 150, 5),
    ("V", HELD_OUT_V, LOOKUPS_V, 150, 5),
    ("W", HELD_OUT_W, LOOKUPS_W, 150, 5),
    ("X", HELD_OUT_X, LOOKUPS_X, 150, 5),
    ("Y", HELD_OUT_Y, LOOKUPS_Y, 150, 5),
]


def _parts() -> list[HeldOut]:
    parts, earlier = [], DEVELOPMENT + HELD_OUT_A + HELD_OUT_B + HELD_OUT_C
    for name, cases, lookups, min_cases, min_new_domains in BLIND:
        parts.append(HeldOut(name, cases, lookups, earlier, min_cases, min_new_domains))
        earlier = earlier + cases
    return parts


PARTS = _parts()
CASES = [(part, c) for part in PARTS for c in part.cases]


def _ids(value: object) -> str:
    return value.name if isinstance(value, HeldOut) else ""


@pytest.mark.parametrize("part", PARTS, ids=_ids)
def test_held_out_part_has_enough_cases_with_a_balanced_mix(part: HeldOut) -> None:
    unsupported = sum(c.fails for c in part.cases)
    assert len(part.cases) >= part.min_cases
    assert 0.40 <= unsupported / len(part.cases) <= 0.50


@pytest.mark.parametrize("part", PARTS, ids=_ids)
def test_held_out_part_case_ids_are_unique_and_not_reused_from_earlier_parts(part: HeldOut) -> None:
    ids = [c.id for c in part.cases]
    assert len(ids) == len(set(ids))
    assert not {c.id for c in part.earlier} & set(ids)


@pytest.mark.parametrize("part", PARTS, ids=_ids)
def test_held_out_part_brings_domains_no_earlier_part_uses(part: HeldOut) -> None:
    earlier = {c.domain for c in part.earlier}
    assert len({c.domain for c in part.cases} - earlier) >= part.min_new_domains


@pytest.mark.parametrize(("part", "c"), CASES, ids=lambda v: v.id if isinstance(v, Case) else _ids(v))
def test_each_held_out_case_is_labelled_and_calls_only_configured_tools(part: HeldOut, c: Case) -> None:
    assert isinstance(c.fails, bool)
    assert c.category in CATEGORIES
    assert (c.category == "unsupported") == c.fails, "only the 'unsupported' category is labelled fails=True"
    assert c.domain in DOMAINS and c.domain in part.lookups
    actions = DOMAINS[c.domain]
    assert actions, f"domain {c.domain} configures no action"
    for tool, words in actions.items():
        assert words, f"{c.domain}.{tool} has no claim words"
        assert all(
            isinstance(w, str | re.Pattern) and (w if isinstance(w, str) else w.pattern) for w in words
        )
    assert not part.lookups[c.domain] & set(actions), "a lookup must not also be a configured action"
    assert c.turns
    for turn in c.turns:
        assert turn.user.strip() and turn.reply.strip()
        for call in turn.calls:
            assert call.name in actions or call.name in part.lookups[c.domain], (
                f"{c.id}: {call.name} is neither a configured action nor a listed lookup of {c.domain}"
            )
    messages = c.trajectory().messages
    assert len(messages) == 2 * len(c.turns)


@pytest.mark.parametrize(
    ("part", "c"),
    [(part, c) for part, c in CASES if c.category == "retry"],
    ids=lambda v: v.id if isinstance(v, Case) else _ids(v),
)
def test_each_retry_case_fails_then_succeeds_on_the_same_action(part: HeldOut, c: Case) -> None:
    calls = [call for turn in c.turns for call in turn.calls]
    failed = [i for i, call in enumerate(calls) if call.error is not None and call.name in c.actions]
    assert failed
    first = calls[failed[0]]
    assert any(call.name == first.name and call.error is None for call in calls[failed[0] + 1 :])
