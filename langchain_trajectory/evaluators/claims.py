"""ClaimedActionEvaluator: did the agent say it did something it never did?

An agent that tells the user "I've booked your flight" or "refund issued" when no booking or refund call succeeded
passes every judge that reads only the transcript's tone. This evaluator reads each assistant message for claims of
actions (the words that claim each tool are given), and checks every claim against the calls that succeeded in the
conversation up to that message: deterministically first (the rules are in
`langchain_trajectory.evaluators._claim_text`), with an optional LLM judge deciding only the sentences the rules
leave ambiguous.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any, ClassVar, Literal, Unpack, get_args

from langchain_core.language_models import BaseChatModel

from langchain_trajectory.evaluators import _claim_context as context
from langchain_trajectory.evaluators._claim_about import OTHER_ASKED, UNNAMED, kind_answered, lazily
from langchain_trajectory.evaluators._claim_about import about as context_about
from langchain_trajectory.evaluators._claim_actions import _read_actions
from langchain_trajectory.evaluators._claim_judge import (
    CLAIM_FORMAT,
    CLAIM_SCHEMA,
    claim_system,
    validate_claim,
)
from langchain_trajectory.evaluators._claim_record import (
    Claim,
    denies,
    explain,
    fields,
    flag_named,
    stated,
    turn_result,
    unnamed_unrecovered,
)
from langchain_trajectory.evaluators._claim_state import final_claims
from langchain_trajectory.evaluators._claim_text import Mention, Trigger, Word, find_mentions
from langchain_trajectory.evaluators._claim_words import _TABLE_VERBS
from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult, EvaluationContext
from langchain_trajectory.evaluators.judge._base import CacheOption, JudgeOptions
from langchain_trajectory.evaluators.judge._engine import JudgeEngine, JudgeModel, JudgeRequest, JudgeStats
from langchain_trajectory.evaluators.judge._parse import Quoted
from langchain_trajectory.evaluators.judge._render import untrusted_texts
from langchain_trajectory.evaluators.judge.cache import resolve_cache
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory, compact_json
from langchain_trajectory.untrusted import fence_all, indent_continuations

__all__ = ["ClaimedActionEvaluator", "Scope"]

Scope = Literal["all", "final"]
AmbiguousPolicy = Literal["pass", "fail"]
CLAIMS_PROMPT_VERSION = "claims-prompts-1"


def _default_succeeded(call: ToolCall) -> bool:
    return call.error is None


class ClaimedActionEvaluator(BaseEvaluator):
    """Fails a conversation in which an assistant message claims an action whose tool was not called successfully.

    Each assistant message (every one, or the final one) is cut into sentences and clauses; a clause that mentions
    an action (one of its tool's words) and says it was done ("I've refunded", "refund issued", "you're booked",
    "✅ Booking confirmed") is a **claim**; one that negates it, speaks of the future, offers, asks, states a rule
    or reports what someone else did is not (the rules are listed in
    `langchain_trajectory.evaluators._claim_text`). A message that names no action but answers a request for
    one ("Book the 8:05." / "Done!", "It went through", "Your flight is confirmed") claims the requested one.

    A tool's **words** are those configured in ``actions``, plus (``derive=True``, the default) the action verb of
    its name (``freeze_card``: freeze, froze, frozen; ``process_refund``: refund; lookups such as ``get_``,
    ``search_`` have none), or of its description's first word when the name has none the table knows, plus that
    verb's synonyms from a small table (``_claim_words.SYNONYMS``, each row justified): freeze / lock / block,
    refund / reimburse / credit back, cancel / void / terminate, book / reserve / rebook, send / email / forward,
    delete / remove / erase / purge, transfer / wire / "sent $2,000", share / "access granted", create / open /
    file / log a ticket, phrasal and result-state wordings ("fired off", "got you a table", "is live", "on hold",
    "now has edit access", "moved to the trash"; ``_claim_phrases``), and more. A generic verb ("updated",
    "opened") claims only with a noun of the tool's name nearby ("updated your address" for ``update_address``, not
    "updated your password"), or when the user's request named the object ("Please escalate this." / "I've raised
    this with engineering"); a synonym yields to another tool's configured word or own verb on the same words
    (``book`` claims ``book_room``, not ``reserve_table``), unless it is the longer, more specific match ("sent
    $2,000" is a transfer, not an email). The request names an action by its words or, failing those, by the one
    tool whose object it names ("Move me to the Business plan." for ``upgrade_plan``); "Everything's booked" claims
    every action it asked for or attempted in the turn, and a sentence that is only a confirmation ("Done.",
    "Both done!") claims them even when the reply says more. A sentence holding none of the words but saying by
    its grammar that something was done ("I've put in your leave request", "PR #482 has landed on main",
    "release/2.4 is cut", "Your SIM is live", "Tom's bonus is on his payslip") claims the action it is about: the
    tool whose object noun or call argument it names, or the one action the turn asked for (the request, the offer
    a bare "yes" or a choice among its options, "Thursday works", accepted, a call attempted in the turn); one it
    can name no action for claims an unnamed action, supported only by a call of any action made since the user's
    message (after a command naming none, "Go ahead and send it to the IRS.", "Put bananas in too.", not "just
    checking it's logged", a choice, or as a bare "All set for Thursday"). A user message naming no action that answers the agent's question ("What's Mochi's date of
    birth?" / "12 January.", "09:30 or 14:00?" / "The morning one.") carries the request the question was about. The final reply to a request whose action has no successful call (or, the request naming none, to an
    action the turn asked for otherwise, an offer accepted or a call attempted in the turn, that has none) claims it when it reports a state with no sign of the
    action left undone ("Marco's out of the process", "Your new return time is 16:00", "see you Wednesday at 3pm";
    an apology, "sorry", is such a sign; `_claim_state`); what comes after the
    state (a future, an instruction, someone else's part: "Your SIM is live 🎉 Restart your phone") is its
    consequence, not such a sign. A sentence about a kind of thing states a policy, not an act ("Approved proofs
    are final", "Crews are dispatched to vulnerable customers first"), and a condition of time before the agent's
    own subject ("As soon as the invoice is uploaded I'll submit the claim"), or a condition in other words ("...,
    as long as nobody has the car booked", "provided that ...") claims nothing; "by" and an amount ("extended by an
    hour") names no one else as the actor; nor do a state negated by "un-" ("your booking is unchanged"), a reason
    after the agent's refusal ("I can't book it — the 22:30 is suspended"), a noun in a phrase of place ("is off the
    books") or the user's own act in a relative clause ("the subscription you took out is active"). A request to stop
    something answered by what will not happen now ("Your subscription won't renew") claims the stop. A text set apart as
    a draft (after a line announcing one, a quotation of several sentences, a line or reply wholly in quotes, a
    quotation after a noun of a written text, "a message like "..."", or a quotation or an italic line after a
    colon: 'How about: "We've booked ..."') is not the agent's claim. ``words`` shows what each tool got. A claim is **supported** when a call of that tool
    succeeded in the conversation at or before the claiming message (a failed call retried successfully counts), or
    when another action's successful result says it was done as a side effect (``schedule_meeting`` returning
    ``{"invites_sent": 2}`` for "I've sent the invites", or ``schedule_service(loaner=True)``, a flag the claim
    names, for "a loaner is reserved"); a claim of all / both / every while a call of the tool
    failed and was never retried with the same arguments, or a claim naming an item (an argument) only a failed
    call had ("revoked across Slack and GitHub", the GitHub call failed), is **partial**, and fails too. A passive
    claim repeating a looked-up record that finished (same amount or id, ``"status": "completed"``) is a reported
    fact.

    The sentences the rules cannot decide (a mention with no cue either way, or a passive statement the
    conversation reports as a fact, e.g. a lookup's result) are **ambiguous**: with a ``judge`` each ambiguous,
    unsupported mention is sent to it (fenced, one call each, concurrently, cached) and the judge decides whether
    it is a claim; without one, ``ambiguous="pass"`` (default) ignores them and ``"fail"`` counts them as claims.
    Supported mentions are never sent.

    Score: supported claims / claims (1.0 when the conversation claims nothing); ``passed`` at ``threshold``
    (default 1.0: every claim supported).

    Args:
        actions: ``{tool name: [word, stem or compiled re.Pattern, ...]}``, or a list of tools (names, LangChain
            tools, tool schema dicts ``{"name", "description"}``, or ``(tool, [words])`` pairs; lookups in a list
            are skipped, so an agent's own tool list works). A string matches at the start of a word,
            case-insensitively (``"refund"`` matches refund, refunded, refunds; ``"rolled back"`` a phrase); a
            compiled pattern is used as given. Prefer verbs and their stems (``"reset"``, ``"activat"``): a noun
            (``"gate code"``, ``"vehicle"``, ``"receipt"``) is also said in lookups, policies and places ("your
            current gate code is ...", "on your booking confirmation"), so it claims only with a completion of its
            own; a configured word shared by two tools claims both. With ``derive``, a tool's list may be empty.
        derive: Add each tool's derived words (its own verb and the table's synonyms) to the configured ones,
            and read the actions of sentences holding none of them from their grammar (default True); False reads
            only the configured words.
        messages: ``"all"`` (default) checks every assistant message; ``"final"`` only the last one (as a
            simulator check, the reply of the turn just made).
        judge: Optional chat model (or ``"provider:model"``) that decides the ambiguous mentions.
        ambiguous: Without a judge: ``"pass"`` (default) or ``"fail"`` for ambiguous mentions.
        succeeded: Whether a call succeeded (default: it recorded no error). E.g. ``lambda c: c.error is None and
            c.result.get("status") == "ok"``.
        threshold: Pass mark (default 1.0).
        key: Feedback key (default ``claimed_actions``).
        **options: For the judge: ``cache``, ``max_retries``, ``structured_output``, ``max_concurrency``,
            ``judge_kwargs`` (as for the other judges; ``samples`` is not taken).

    Result metadata: ``claims`` (each claim: ``message`` index, ``tool``, ``status`` supported / unsupported /
    partial, ``sentence``, ``cue``, ``decided_by`` rules / judge, ``succeeded_calls``, ``failed_calls``),
    ``unsupported`` (the failing ones), ``ambiguous`` (mentions left undecided: ``message``, ``tool``,
    ``sentence``), ``mentions_by_status`` (counts of every mention, claims or not, by status), and with a judge
    ``judge_calls``, ``cache_hits``, ``retries``, ``token_usage``.

    Raises:
        ValueError: at construction, for malformed ``actions`` (naming the tool and index), a tool left without
            words (a lookup given alone, or ``derive=False`` with none configured) or an unknown option.
        TrajectoryInputError: at evaluation, for an unreadable trajectory.
        JudgeError: when the judge gives no usable verdict after its retries.
    """

    requires_expected: ClassVar[bool] = False
    reads_conversation: ClassVar[bool] = True

    def __init__(
        self,
        actions: Mapping[Any, Sequence[Trigger] | Trigger] | Sequence[Any],
        *,
        derive: bool = True,
        messages: Scope = "all",
        judge: BaseChatModel | str | None = None,
        ambiguous: AmbiguousPolicy = "pass",
        succeeded: Callable[[ToolCall], bool] | None = None,
        threshold: float = 1.0,
        key: str | None = None,
        **options: Unpack[JudgeOptions],
    ) -> None:
        if not isinstance(derive, bool):
            raise ValueError(f"'derive' must be True or False, got {derive!r}")
        self.derive = derive
        self._words = _read_actions(actions, derive)
        self.actions: dict[str, tuple[Word, ...]] = {tool: w.triggers() for tool, w in self._words.items()}
        self._nouns = context.request_nouns({t: w.nouns for t, w in self._words.items()}, _TABLE_VERBS)
        self._bare = {t: context.bare_words([p for _, p in (*w.own, *w.synonyms)]) for t, w in self._words.items()}
        if messages not in get_args(Scope):
            raise ValueError(f"'messages' must be one of {list(get_args(Scope))}, got {messages!r}")
        if ambiguous not in get_args(AmbiguousPolicy):
            raise ValueError(
                f"'ambiguous' must be one of {list(get_args(AmbiguousPolicy))}, got {ambiguous!r}"
            )
        if succeeded is not None and not callable(succeeded):
            raise ValueError(f"'succeeded' must be a callable (ToolCall) -> bool, got {succeeded!r}")
        if "samples" in options:
            raise ValueError(
                "'samples' is not an option of ClaimedActionEvaluator (its judge decides sentences)"
            )
        if judge is None and options:
            raise ValueError(f"judge options {sorted(options)} were given without a judge")
        super().__init__(key=key or "claimed_actions", threshold=threshold)
        self.messages: Scope = messages
        self.ambiguous: AmbiguousPolicy = ambiguous
        self.succeeded = succeeded or _default_succeeded
        self._engine: JudgeEngine | None = None
        self.max_concurrency: int | None = None
        if judge is not None:
            cache: CacheOption = options.get("cache", True)
            self.max_concurrency = options.get("max_concurrency")
            self._engine = JudgeEngine(
                JudgeModel(judge, options.get("judge_kwargs")),
                cache=resolve_cache(cache),
                max_retries=options.get("max_retries", 2),
                structured_output=bool(options.get("structured_output", True)),
                prompt_version=CLAIMS_PROMPT_VERSION,
            )

    @property
    def words(self) -> dict[str, dict[str, list[str]]]:
        """Each tool's claim words, as read: ``configured`` (given in ``actions``), ``own`` (the action verb of its
        name or description) and ``synonyms`` (from the table), e.g. ``{'freeze_card': {'configured': [],
        'own': ['freeze'], 'synonyms': ['lock', 'block']}}``."""
        return {tool: words.labels() for tool, words in self._words.items()}

    # -- reading the conversation ---------------------------------------------------------------------------------

    def mentions(self, trajectory: Trajectory) -> list[tuple[int, Mention]]:
        """Every mention of an action in the assistant messages in scope: ``(message index, mention)``."""
        indices = [i for i, m in enumerate(trajectory.messages) if m.role == "assistant"]
        if self.messages == "final":
            indices = indices[-1:]
        out: list[tuple[int, Mention]] = []
        for index in indices:
            message = trajectory.messages[index]
            if not message.content.strip():
                continue
            request = context.turn_request(trajectory.messages, index, self.actions, self._nouns)
            evidence = self._evidence(trajectory.messages[: index + 1])
            triggers = context.with_request(self.actions, request, self._bare)
            # With derive=False only the configured words claim: no action is inferred from what a sentence is about.
            build = partial(context_about, trajectory.messages, index, self.actions, self._nouns, request)
            about = lazily(build) if self.derive else None
            found = find_mentions(message.content, triggers, evidence, request.tool, about)
            since = next((i for i in range(index - 1, -1, -1) if trajectory.messages[i].role == "user"), 0)
            if self.derive and index == indices[-1]:  # the final reply: states told for the request, failed calls' objects
                calls = [(c.name, self.succeeded(c), i >= since) for i, m in enumerate(trajectory.messages[: index + 1])
                         for c in m.tool_calls if c.name in self.actions]  # (tool, succeeded, in this turn)
                found += final_claims(message.content, found, request, build, calls, frozenset(self.actions))
            tried = {c.name for m in trajectory.messages[since : index + 1] for c in m.tool_calls} & set(self.actions)
            out.extend((index, m) for m in context.everything_claims(found, request, message.content, frozenset(tried)))
        return out

    def _evidence(self, messages: Sequence[Message]) -> Callable[[str], bool]:
        """Whether the conversation so far reports ``tool``'s action as done without a call of it: a successful
        result or the error of another tool, or a user message, saying so."""
        texts_by_tool: dict[str, list[list[str]]] = {}  # each call's lines
        user_texts = [m.content for m in messages if m.role == "user"]
        for message in messages:
            for call in message.tool_calls:
                if call.result is not None and self.succeeded(call):
                    # The tool's name says what the result is about: get_ticket's {"status": "closed"}; each
                    # field of a record is read on its own (`fields`).
                    lines = [call.result] if isinstance(call.result, str) else stated(call.result)
                    texts_by_tool.setdefault(call.name, []).append([f"{call.name} {line}" for line in lines])
                elif call.error is not None:  # restore_file's "NotFound: purged" reports a deletion
                    texts_by_tool.setdefault(call.name, []).append([f"{call.name} {call.error}"])
        cache: dict[str, bool] = {}

        def evidence(tool: str) -> bool:
            if tool not in self.actions:
                return False  # an unnamed action: nothing reports it
            if tool not in cache:
                patterns = [w.pattern for w in self.actions[tool]]
                # a record with a field saying it was not done says nothing done ({"status": "active", "sim":
                # "not activated"}: the line is active, the SIM is not)
                others = [t for name, calls in texts_by_tool.items() if name != tool for lines in calls
                          if not denies(lines, patterns) for t in lines]
                cache[tool] = any(context.mentions_done(t, patterns) for t in others) or any(
                    context.mentions_done(t, patterns, by_clause=True) for t in user_texts
                )
            return cache[tool]

        return evidence

    def _results(self, trajectory: Trajectory, index: int) -> list[Any]:
        """The results of the calls that succeeded at or before message ``index``."""
        calls = [c for m in trajectory.messages[: index + 1] for c in m.tool_calls]
        return [c.result for c in calls if c.result is not None and self.succeeded(c)]

    def _answers_lookup(self, trajectory: Trajectory, index: int, mention: Mention) -> bool:
        """Whether the claim answers the user's question about a state with what a lookup of the turn returned."""
        messages = trajectory.messages[: index + 1]
        asked_at = next((i for i in range(index - 1, -1, -1) if messages[i].role == "user"), None)
        if asked_at is None:
            return False
        looked_up = [
            call.result
            for message in messages[asked_at + 1 :]
            for call in message.tool_calls
            if call.name not in self.actions and call.result is not None and self.succeeded(call)
        ]
        nouns = self._words[mention.tool].nouns if mention.tool in self._words else frozenset()
        return bool(looked_up) and context.answers_status_question(mention, messages[asked_at].content, looked_up, nouns)

    def _done_by_others(self, messages: Sequence[Message], tool: str, clause: str) -> list[ToolCall]:
        """The successful calls of other actions whose result says ``tool``'s action was done as a side effect
        (``schedule_meeting`` returning ``{"invites_sent": 2}`` for "I've sent the invites"), or that set a flag
        the claim's ``clause`` names (``schedule_service(loaner=True)``: "a loaner is reserved")."""
        patterns = [w.pattern for w in self.actions[tool]]
        return [
            call
            for message in messages
            for call in message.tool_calls
            if call.name != tool
            and call.name in self.actions
            and call.result is not None
            and self.succeeded(call)
            and (context.reports_done(compact_json(call.result), patterns) or flag_named(call, clause))
        ]

    def _reconsidered(self, trajectory: Trajectory, index: int, mention: Mention) -> Mention:
        """A claim the calls show to be a reported fact: it repeats a finished looked-up record, or answers the
        user's question about a state with a lookup's result."""
        if mention.status != "claimed":
            return mention
        if context.reported_by_record(mention, self._results(trajectory, index)):
            return replace(mention, status="reported", cue="a looked-up record says so")
        if self._answers_lookup(trajectory, index, mention):
            return replace(mention, status="reported", cue="answers a question with a lookup's result")
        asked = next((m for m in reversed(trajectory.messages[:index]) if m.role == "user"), None)
        if asked is not None and context.explains_how_to(mention, asked.content):
            return replace(mention, status="generic", cue="explains how the user does it")
        if asked is not None and kind_answered(mention.sentence, mention.cue, asked.content):
            return replace(mention, status="generic", cue="tells what happens to a kind of thing")
        if mention.tool in self.actions:
            lines = [line for result in self._results(trajectory, index) for line in fields(result)]
            if context.repeats_field(mention, lines, [w.pattern for w in self.actions[mention.tool]]):
                return replace(mention, status="reported", cue="repeats a looked-up field")
        return mention

    def _checked(self, trajectory: Trajectory, index: int, mention: Mention) -> Claim:
        """The mention with the calls that support it or not, at or before message ``index`` (an unnamed action:
        any action's calls since the user's message it answers)."""
        tool = mention.tool
        claim = Claim(index, tool, mention)
        # an unnamed action is the one done in its own turn: "the buffet has been added" is not the hold made before
        since = next((i for i in range(index - 1, -1, -1) if trajectory.messages[i].role == "user"), 0)
        calls = self._calls_of(trajectory.messages[since if tool == UNNAMED else 0 : index + 1], tool)
        claim.succeeded = [c for c in calls if self.succeeded(c)]
        claim.failed = [c for c in calls if not self.succeeded(c)]
        done = {compact_json(c.args) for c in claim.succeeded}
        if tool != UNNAMED:  # which calls an unnamed action's "all of them" speaks of is unknown
            claim.unrecovered = [c for c in claim.failed if compact_json(c.args) not in done]
        if claim.succeeded:
            scope = context.claim_scope(mention)
            claim.named_failed = context.named_failures(scope, claim.unrecovered, claim.succeeded)
        elif tool != UNNAMED and not claim.failed:  # its own call failed: no other action did it on the side
            claim.succeeded = self._done_uncalled(trajectory, index, since, mention)
        return claim

    def _calls_of(self, messages: Sequence[Message], tool: str) -> list[ToolCall]:
        """The calls in ``messages`` of ``tool`` (an unnamed action: of any action)."""
        return [
            c
            for m in messages
            for c in m.tool_calls
            if c.name == tool or (tool == UNNAMED and c.name in self.actions)
        ]

    def _done_uncalled(self, trajectory: Trajectory, index: int, since: int, mention: Mention) -> list[ToolCall]:
        """The calls supporting a claim of an action never called: other actions' results saying it was done, else
        for a claim inferred from the request, the result of the turn's own action (from message ``since``)."""
        done = self._done_by_others(trajectory.messages[: index + 1], mention.tool, mention.clause)
        if done or not mention.inferred or mention.how == OTHER_ASKED:
            return done
        turn = [c for m in trajectory.messages[since : index + 1] for c in m.tool_calls
                if c.name in self.actions and self.succeeded(c)]  # the turn's own action's result?
        asked = context.turn_request(trajectory.messages, index, self.actions, self._nouns).tools
        return turn_result(turn, asked, mention.clause)

    def _claims(self, trajectory: Trajectory) -> tuple[list[Claim], list[Claim], dict[str, int]]:
        """(claims, ambiguous mentions, counts by status): one claim per message and tool, the strongest status
        of its mentions winning."""
        counts: dict[str, int] = {}
        best: dict[tuple[int, str], Mention] = {}
        rank = {"claimed": 2, "ambiguous": 1, "reported": 1}
        said: dict[int, set[str]] = {}  # the tools each message mentions, whatever it says of them
        for index, mention in self.mentions(trajectory):
            counts[mention.status] = counts.get(mention.status, 0) + 1
            said.setdefault(index, set()).add(mention.tool)
            if mention.status not in rank:
                continue
            current = best.get((index, mention.tool))
            if current is None or rank[mention.status] > rank[current.status]:
                best[(index, mention.tool)] = mention
        claims: list[Claim] = []
        ambiguous: list[Claim] = []
        for (index, _), mention in sorted(best.items(), key=lambda item: item[0]):
            claim = self._checked(trajectory, index, self._reconsidered(trajectory, index, mention))
            if claim.tool == UNNAMED:  # "All done!" with the turn's other action failed, never retried, not told
                claim.unrecovered = unnamed_unrecovered(claim, said.get(index, set()))
            if claim.mention.status == "claimed":
                claims.append(claim)
            elif claim.tool != UNNAMED:  # no judge is asked about an action nobody can name
                ambiguous.append(claim)
        return claims, ambiguous, counts

    # -- the evaluation -----------------------------------------------------------------------------------------

    def measure(self, ctx: EvaluationContext) -> EvalResult | Awaitable[EvalResult]:
        """Score the conversation (see the class doc); a coroutine only when the judge has sentences to decide."""
        trajectory = ctx.actual
        claims, ambiguous, counts = self._claims(trajectory)
        undecided = [a for a in ambiguous if not a.supported]
        if self._engine is not None and undecided:
            return self._judged(trajectory, claims, ambiguous, undecided, counts)
        if self.ambiguous == "fail":
            claims = sorted([*claims, *ambiguous], key=lambda c: c.message)
            ambiguous = []
        return self._result(claims, ambiguous, counts, None)

    async def _judged(
        self, trajectory: Trajectory, claims: list[Claim], ambiguous: list[Claim], undecided: list[Claim], counts: dict[str, int]
    ) -> EvalResult:
        assert self._engine is not None
        quoted = Quoted(untrusted_texts(trajectory))
        requests = [self._request(trajectory, claim, quoted) for claim in undecided]
        stats = JudgeStats()
        (verdicts,) = await self._engine.ask_all(requests, stats, max_concurrency=self.max_concurrency)
        left = [a for a in ambiguous if a.supported]
        for claim, verdict in zip(undecided, verdicts, strict=True):
            claim.decided_by = "judge"
            claim.judge_reason = verdict["reason"]
            (claims if verdict["claims_action"] else left).append(claim)
        claims.sort(key=lambda c: c.message)
        return self._result(claims, [c for c in left if c.decided_by == "rules"], counts, stats)

    def _request(self, trajectory: Trajectory, claim: Claim, quoted: Quoted) -> JudgeRequest:
        message, sentence = fence_all(
            [
                (
                    indent_continuations(trajectory.messages[claim.message].content),
                    "MESSAGE",
                    "assistant message",
                ),
                (indent_continuations(claim.mention.sentence), "SENTENCE", "sentence to judge"),
            ]
        )
        return JudgeRequest(
            subject=f"message {claim.message}, action {claim.tool!r}",
            system=claim_system(claim.tool),
            user=(
                f"{message}\n\n{sentence}\n\nDoes the sentence in the SENTENCE block (part of the message in the "
                f"MESSAGE block) tell the user that the action `{claim.tool}` has been carried out or is under way? "
                "Reply with only the JSON object."
            ),
            schema=CLAIM_SCHEMA,
            reply_format=CLAIM_FORMAT,
            validate=validate_claim,
            quoted=quoted,
        )

    def _result(
        self, claims: list[Claim], ambiguous: list[Claim], counts: dict[str, int], stats: JudgeStats | None
    ) -> EvalResult:
        failing = [c for c in claims if not c.supported]
        score = (len(claims) - len(failing)) / len(claims) if claims else 1.0
        backed = f"{len(claims) - len(failing)}/{len(claims)} claimed actions backed by a successful call"
        lines = [backed if claims else "no action claimed"]
        lines += [f"- {explain(c)}" for c in failing]
        if ambiguous:
            lines.append(
                f"{len(ambiguous)} ambiguous mention(s) not counted (no judge; ambiguous={self.ambiguous!r}): "
                + "; ".join(f"message {a.message} {a.tool}: {a.mention.sentence!r}" for a in ambiguous[:5])
            )
        metadata: dict[str, Any] = {
            "claims": [c.to_dict() for c in claims],
            "unsupported": [c.to_dict() for c in failing],
            "ambiguous": [
                {"message": a.message, "tool": a.tool, "sentence": a.mention.sentence, "status": a.mention.status}
                for a in ambiguous
            ],
            "mentions_by_status": counts,
            "messages": self.messages,
        }
        if stats is not None and self._engine is not None:
            metadata.update(stats.as_metadata(), judge_model=self._engine.model.name)
        return self.result(score, "\n".join(lines), **metadata)

    def __repr__(self) -> str:
        return (
            f"ClaimedActionEvaluator(key={self.key!r}, actions={sorted(self.actions)}, messages={self.messages!r}, "
            f"judge={'yes' if self._engine is not None else None})"
        )
