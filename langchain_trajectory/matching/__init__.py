"""Pure matching algorithms for tool-call trajectories (no LangChain imports).

* [`values_equal`][langchain_trajectory.matching.values_equal]: typed, tolerant equality of argument values;
* [`ArgumentMatcher`][langchain_trajectory.matching.ArgumentMatcher] (modes ``exact``, ``ignore``, ``superset``, ``subset``) and per-key matchers
  ([`AnyValue`][langchain_trajectory.matching.AnyValue], [`Regex`][langchain_trajectory.matching.Regex], [`Approx`][langchain_trajectory.matching.Approx], [`Equal`][langchain_trajectory.matching.Equal], any callable);
* `keyed` ([`KeyedPredicate`][langchain_trajectory.matching.KeyedPredicate]): a callable argument matcher with a key, so calls are bucketed before
  the predicate runs;
* [`CallMatcher`][langchain_trajectory.matching.CallMatcher]: names equal and the tool's argument matcher accepts ``(actual_args, expected_args)``;
* [`match_calls`][langchain_trajectory.matching.match_calls]: a maximum one-to-one pairing (Hopcroft–Karp, linear-time bucketing for equivalences);
* [`lcs_calls`][langchain_trajectory.matching.lcs_calls]: the longest common subsequence under call matching;
* the expectation model ([`Expectation`][langchain_trajectory.matching.Expectation], [`Expect`][langchain_trajectory.matching.Expect], [`ExpectedCall`][langchain_trajectory.matching.ExpectedCall], [`CallPattern`][langchain_trajectory.matching.CallPattern],
  [`Policy`][langchain_trajectory.matching.Policy]) with [`score_expectation`][langchain_trajectory.matching.score_expectation] and [`check_policy`][langchain_trajectory.matching.check_policy];
* the raw algorithms [`maximum_bipartite_matching`][langchain_trajectory.matching.maximum_bipartite_matching] and [`longest_common_subsequence`][langchain_trajectory.matching.longest_common_subsequence].
"""

from __future__ import annotations

from langchain_trajectory.matching.algorithms import (
    lcs_from_candidates,
    longest_common_subsequence,
    maximum_bipartite_matching,
)
from langchain_trajectory.matching.arguments import (
    ARGUMENT_MODES,
    AnyValue,
    Approx,
    ArgumentMatcher,
    ArgumentMode,
    ArgumentsPredicate,
    Equal,
    KeyMatcher,
    Regex,
    as_argument_matcher,
)
from langchain_trajectory.matching.calls import CallLike, CallMatcher, lcs_calls, match_calls
from langchain_trajectory.matching.expectations import (
    CallPattern,
    Expect,
    Expectation,
    ExpectedCall,
    Policy,
)
from langchain_trajectory.matching.keyed import KeyedPredicate, keyed
from langchain_trajectory.matching.policy import Violation, check_policy
from langchain_trajectory.matching.scoring import ExpectationOutcome, ItemOutcome, score_expectation
from langchain_trajectory.matching.values import MISSING, canonical_value, format_value, values_equal

__all__ = [
    "ARGUMENT_MODES",
    "MISSING",
    "AnyValue",
    "Approx",
    "ArgumentMatcher",
    "ArgumentMode",
    "ArgumentsPredicate",
    "CallLike",
    "CallMatcher",
    "CallPattern",
    "Equal",
    "Expect",
    "Expectation",
    "ExpectationOutcome",
    "ExpectedCall",
    "ItemOutcome",
    "KeyMatcher",
    "KeyedPredicate",
    "Policy",
    "Regex",
    "Violation",
    "as_argument_matcher",
    "canonical_value",
    "check_policy",
    "format_value",
    "keyed",
    "lcs_calls",
    "lcs_from_candidates",
    "longest_common_subsequence",
    "match_calls",
    "maximum_bipartite_matching",
    "score_expectation",
    "values_equal",
]
