"""Pure matching algorithms for tool-call trajectories (no LangChain imports).

* :func:`values_equal`: typed, tolerant equality of argument values;
* :class:`ArgumentMatcher` (modes ``exact``, ``ignore``, ``superset``, ``subset``) and per-key matchers
  (:class:`AnyValue`, :class:`Regex`, :class:`Approx`, :class:`Equal`, any callable);
* :func:`keyed` (:class:`KeyedPredicate`): a callable argument matcher with a key, so calls are bucketed before
  the predicate runs;
* :class:`CallMatcher`: names equal and the tool's argument matcher accepts ``(actual_args, expected_args)``;
* :func:`match_calls`: a maximum one-to-one pairing (Hopcroft–Karp, linear-time bucketing for equivalences);
* :func:`lcs_calls`: the longest common subsequence under call matching;
* the expectation model (:class:`Expectation`, :class:`Expect`, :class:`ExpectedCall`, :class:`CallPattern`,
  :class:`Policy`) with :func:`score_expectation` and :func:`check_policy`;
* the raw algorithms :func:`maximum_bipartite_matching` and :func:`longest_common_subsequence`.
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
