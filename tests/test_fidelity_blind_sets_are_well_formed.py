"""The blind sets of the fidelity guards (``tests/_fidelity_blind.py``'s ``BLIND_SETS``) are well formed: every
set builds its 160 clean conversations and its seeded faults, each fault on a domain of its own set and labelled
with a guard, no domain name used twice across the sets or the development corpus, and every guard seeded at least
16 times per set. What the guards catch on them is measured by ``bench/fidelity.py --blind-only --blind N``, not
asserted here: a blind set is a measuring stick, run once when it lands."""

from __future__ import annotations

import importlib
from collections import Counter

import pytest
from _fidelity_blind import BLIND_SETS, blind_corpus
from _fidelity_corpus import GUARD_NAMES

from langchain_trajectory.simulation import check_fidelity

CORPUS_DOMAINS = {"refund", "flight", "card", "plan", "table", "password", "hotel"}


def _domain_names(module_name: str) -> list[str]:
    domains = importlib.import_module(module_name).DOMAINS
    return [d.name for d in (domains.values() if isinstance(domains, dict) else domains)]


def test_no_domain_is_used_twice_across_the_blind_sets_or_the_corpus() -> None:
    names = [name for parts in BLIND_SETS.values() for part in parts for name in _domain_names(part)]
    assert len(names) == len(set(names))
    assert not set(names) & CORPUS_DOMAINS


@pytest.mark.parametrize("number", sorted(BLIND_SETS))
def test_a_blind_set_builds_its_clean_conversations_and_its_labelled_faults(number: int) -> None:
    cases = blind_corpus(blind_set=number)
    clean = [c for c in cases if c.label is None]
    faults = [c for c in cases if c.label is not None]
    assert len(clean) == 160
    assert {c.label for c in faults} <= set(GUARD_NAMES)
    seeded = Counter(c.label for c in faults)
    assert set(seeded) == set(GUARD_NAMES)
    assert min(seeded.values()) >= 16
    assert all(c.trajectory.messages and c.trajectory.messages[0].role == "user" for c in cases)


@pytest.mark.parametrize(
    "part", [part for parts in BLIND_SETS.values() for part in parts if part != "_fidelity_blind"]
)
def test_every_fault_of_a_part_names_one_of_its_own_domains_and_flows(part: str) -> None:
    module = importlib.import_module(part)
    flows = {d.name: len(d.flows) for d in module.DOMAINS}
    assert len(flows) == 10
    for fault in module.FAULTS:
        assert fault.domain in flows
        assert 0 <= fault.flow < flows[fault.domain]


TUNED_ON = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24)
"""The sets a round of the guards was tuned on after their first run (bench/README.md): no longer blind, they keep
the figures those rounds reached, so that a later change cannot lose them silently."""


@pytest.mark.parametrize("number", TUNED_ON)
def test_the_guards_keep_their_figures_on_the_sets_they_were_tuned_on(number: int) -> None:
    cases = blind_corpus(blind_set=number)
    faults = [c for c in cases if c.label is not None]
    clean = [c for c in cases if c.label is None]
    caught = sum(
        c.label in {v.guard for v in check_fidelity(c.trajectory, c.scenario).violations} for c in faults
    )
    flagged = sum(not check_fidelity(c.trajectory, c.scenario).ok for c in clean)
    assert caught / len(faults) >= 0.95
    assert flagged / len(clean) <= 0.025
