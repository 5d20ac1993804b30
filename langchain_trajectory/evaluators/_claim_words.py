"""The words that claim a tool's action, derived from the tool's name (and description) so that a user of
[`ClaimedActionEvaluator`][langchain_trajectory.evaluators.ClaimedActionEvaluator] need not enumerate every synonym an agent
may write.

Two kinds of derived word:

- **the tool's own verb**: the action verb of its name (``freeze_card`` -> freeze, froze, frozen, freezing;
  ``ticket_create`` -> create; ``process_refund`` -> refund; lookup verbs such as ``get_``/``search_`` give none), or
  else the first word of its description when that is a verb of the table. It counts like a configured word.
- **synonyms** from `SYNONYMS`, a small table of common action verbs, each row justified: the verbs a chat
  model writes for the same action ("I've locked your card" for ``freeze_card``; "reimbursed" for a refund). A
  synonym is weaker than a configured word or a tool's own verb: where a synonym of one tool and a configured word
  or own verb of another match the same words, only the latter claims (``book`` claims ``book_room``, not
  ``reserve_table``, in a configuration with both).

Nouns of the name (``card``, ``email``, ``account``) are not derived: they occur in too many sentences that claim
nothing ("your email address", "the card ending 4421").
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from langchain_trajectory.evaluators import _claim_phrases as phrases
from langchain_trajectory.evaluators._claim_cues import _words

__all__ = [
    "BARE",
    "SYNONYMS",
    "SynonymRow",
    "derived_words",
    "inflections",
    "label",
    "name_tokens",
    "object_nouns",
    "shared_bound",
    "tool_identity",
]


# Verbs of tools that read or compute: their calls change nothing, so they have no action to claim.
LOOKUP_VERBS = _words(
    "get list search find lookup look check fetch read query show view describe retrieve browse inspect compare "
    "calculate compute estimate track verify validate count summarize summarise explain recommend suggest analyze "
    "analyse predict convert translate status info details"
)
# Words of a tool name that are not its action (``issue_refund``, ``process_payment``, ``do_transfer``).
_NOT_THE_ACTION = _words(
    "issue process do run execute perform handle make manage trigger initiate request start tool api my the a an "
    "to for and of on in new v1 v2 v3 user customer"
)
_IRREGULAR = {
    "send": ("sent",),
    "resend": ("resent",),
    "pay": ("paid",),
    "freeze": ("froze", "frozen"),
    "unfreeze": ("unfroze", "unfrozen"),
    "buy": ("bought",),
    "sell": ("sold",),
    "make": ("made",),
    "give": ("gave", "given"),
    "write": ("wrote", "written"),
    "withdraw": ("withdrew", "withdrawn"),
    "hold": ("held",),
    "lend": ("lent",),
    "spend": ("spent",),
    "build": ("built",),
    "take": ("took", "taken"),
}
_VOWELS = "aeiou"


def _forms(verb: str) -> list[str]:
    """The inflected forms of a regular verb: base, -s, -ed, -ing (with e-dropping, y -> i and doubling)."""
    if verb.endswith("e") and not verb.endswith("ee"):
        return [verb, verb + "s", verb + "d", verb[:-1] + "ing"]
    if verb.endswith("y") and len(verb) > 2 and verb[-2] not in _VOWELS:
        return [verb, verb[:-1] + "ies", verb[:-1] + "ied", verb + "ing"]
    third = verb + ("es" if verb.endswith(("s", "sh", "ch", "x", "z", "o")) else "s")
    last3 = verb[-3:]
    doubles = (
        sum(c in _VOWELS for c in verb) == 1
        and len(last3) == 3
        and last3[0] not in _VOWELS
        and last3[1] in _VOWELS
        and last3[2] not in _VOWELS + "wxy"
    )
    stem = verb + verb[-1] if doubles else verb
    return [verb, third, stem + "ed", stem + "ing"]


def inflections(verb: str) -> re.Pattern[str]:
    """A pattern for a verb's forms: a stem matched at the start of a word when the stem is long enough to be
    specific (``cancel`` matches cancelled, cancellation; ``delete`` matches deleted, deletion), the exact
    inflected forms otherwise (``book``: book, books, booked, booking, bookings, not bookmark; ``add``: not
    address); irregular past forms included (``send``: sent)."""
    verb = verb.lower()
    irregular = _IRREGULAR.get(verb, ())
    silent_e = verb.endswith("e") and not verb.endswith("ee")
    consonant_y = verb.endswith("y") and len(verb) > 2 and verb[-2] not in _VOWELS
    stem = verb[:-1] if silent_e or consonant_y else verb
    if len(stem) >= 5:
        alternatives = [re.escape(stem) + r"[\w'-]*", *(re.escape(w) + r"\b" for w in irregular)]
    else:
        words = [*_forms(verb), *irregular]
        alternatives = [re.escape(w) + r"\b" for w in sorted(set(words), key=len, reverse=True)]
        if len(verb) >= 4:  # the gerund as a noun: bookings
            alternatives.insert(0, re.escape(_forms(verb)[3]) + r"s\b")
    return re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(alternatives) + ")", re.I)


# How each pattern of the table reads in ``ClaimedActionEvaluator.words``.
_LABELS: dict[re.Pattern[str], str] = {}


def _labelled(pattern: re.Pattern[str], label: str) -> re.Pattern[str]:
    _LABELS[pattern] = label
    return pattern


def label(word: str | re.Pattern[str]) -> str:
    """How a word of the table (or a derived verb) reads: the word, or the label of its pattern."""
    if isinstance(word, str):
        return word
    return _LABELS.get(word) or phrases.LABELS.get(word, word.pattern)


def _phrase(text: str) -> re.Pattern[str]:
    """A phrase whose words are stems (``turn on`` matches turned on, turning on)."""
    words = r"\s+".join(re.escape(w) + r"[\w'-]*" for w in text.split())
    return _labelled(re.compile(rf"(?<![A-Za-z0-9]){words}\b", re.I), text)


def _exact(*words: str) -> re.Pattern[str]:
    pattern = re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(re.escape(w) for w in words) + r")\b", re.I)
    return _labelled(pattern, "/".join(words))


_AMOUNT = r"(?:[$€£¥]\s?\d[\d,.]*|\d[\d,.]*\s?(?:usd|eur|gbp|dollars|euros|pounds)\b)"
# "I've sent $2,000 to ...", "moved $500 into savings", "$500 has been moved to savings"
_MONEY_MOVED = re.compile(
    rf"(?<![A-Za-z0-9])(?:sen[dt]|sending|sends|mov(?:e|ed|es|ing)|wir(?:e|ed|es|ing)|put(?:s|ting)?)\s+(?:\w+\s+){{0,3}}?{_AMOUNT}"
    rf"|{_AMOUNT}\s+(?:\w+\s+){{0,3}}?(?:sent|moved|wired)\b",
    re.I,
)
_labelled(_MONEY_MOVED, "sent/moved/wired <amount>")
# "credited $89.99 back", "credited back"
_CREDIT_BACK = re.compile(r"(?<![A-Za-z0-9])credit(?:s|ed|ing)?(?:\s+[\w$€£.,]+){0,5}?\s+back\b", re.I)
# "granted Tom access", "gave Tom edit access", "access granted", "access has been granted"
_ACCESS_GIVEN = re.compile(
    r"(?<![A-Za-z0-9])(?:grant(?:s|ed|ing)?|gave|given|giv(?:e|es|ing))\s+(?:[\w'@.-]+\s+){0,4}?access\b"
    r"|\baccess\s+(?:(?:has|have)\s+been\s+|is\s+(?:now\s+)?)?granted\b",
    re.I,
)
_labelled(_ACCESS_GIVEN, "granted/gave ... access")
_labelled(_CREDIT_BACK, "credited ... back")
# "removed Lena's access", "access has been removed", "cut off her access", "no longer has VPN access"
_ACCESS_REMOVED = re.compile(
    r"(?<![A-Za-z0-9])(?:remov(?:e|ed|es|ing)|cut(?:s|ting)?\s+off)\s+(?:[\w'@.-]+\s+){0,4}?access\b"
    r"|\baccess\s+(?:(?:to|for|on)\s+(?:[\w'@.-]+\s+){1,4}?)?(?:(?:has|have)\s+been\s+|is\s+(?:now\s+)?)?removed\b"
    r"|\bno\s+longer\s+(?:has|have)\s+(?:[\w'-]+\s+){0,2}access\b",
    re.I,
)
_labelled(_ACCESS_REMOVED, "removed/cut off ... access")
# Verbs that say little without their object ("updated" what?): as a tool's own verb or a row's word they claim
# only with an object of the tool nearby ("updated your address" for update_address, not "updated your password").
GENERIC_VERBS = _words(
    "update change modify edit set add create make save apply submit move put start stop mark assign"
)
# Objects of a tool's name that select a row.
_MONEY = _words("money funds fund payment payments cash transfer")
_MESSAGES = _words(
    "email emails mail message messages note reply invite invitation newsletter document report link itinerary "
    "receipt invoice confirmation code reminder notification sms text"
)
_TICKETS = _words("ticket case issue incident report complaint claim bug request")
_MEETINGS = _words("meeting call appointment event session demo interview")
_ACCOUNTS = _words("account profile user membership")
_SUBSCRIPTIONS = _words("subscription membership plan newsletter renewal")
_ACCESS = _words("access permission permissions role")


@dataclass(frozen=True)
class SynonymRow:
    """One row of the table: when a tool's verb (and, where given, an object in its name) is one of these, these
    words claim its action too.

    Attributes:
        verbs: The tool verbs the row applies to.
        words: The claim words it adds: verbs (inflected by `inflections`) or compiled patterns.
        why: What agents write that makes the row worth having.
        objects: When given, the row applies only to tools whose name (or description) holds one of these nouns.
        near_object: Its words claim only with one of those nouns (or of the tool's name) within a few words
            ("opened a ticket", not "opened the settings page").
    """

    verbs: frozenset[str]
    words: tuple[str | re.Pattern[str], ...]
    why: str
    objects: frozenset[str] | None = None
    near_object: bool = False

    def applies(self, verb: str, objects: frozenset[str]) -> bool:
        return verb in self.verbs and (self.objects is None or bool(self.objects & objects))


def _row(
    verbs: str,
    words: tuple[str | re.Pattern[str], ...],
    why: str,
    objects: frozenset[str] | None = None,
    near_object: bool = False,
) -> SynonymRow:
    return SynonymRow(_words(verbs), words, why, objects, near_object)


SYNONYMS: tuple[SynonymRow, ...] = (
    _row(
        "refund reimburse",
        ("refund", "reimburse", _CREDIT_BACK),
        "money returned to a customer is 'refunded', 'reimbursed' or 'credited back'",
    ),
    _row(
        "cancel void terminate",
        ("cancel", "void", "terminate"),
        "orders, bookings and contracts are 'cancelled', 'voided' or 'terminated'",
    ),
    _row(
        "cancel void terminate",
        (phrases.ENDED,),
        "an order or a subscription is 'ended', 'stopped' or 'called off' (with the order or subscription named)",
        None,
        True,
    ),
    _row(
        "cancel unsubscribe",
        ("unsubscribe", phrases.AUTO_RENEW_OFF),
        "cancelling a subscription or newsletter is 'unsubscribing' or turning its auto-renewal off",
        _SUBSCRIPTIONS,
    ),
    _row(
        "book reserve rebook",
        ("book", "reserve", "rebook"),
        "flights, rooms and tables are 'booked', 'reserved', or 'rebooked' after a change",
    ),
    _row(
        "book reserve rebook",
        ("secure", phrases.GOT_YOU),
        "a room or a table is 'secured', or 'got you a table', 'put you on the 6:40 flight' (with the object named)",
        None,
        True,
    ),
    _row(
        "schedule reschedule arrange book create add set",
        ("schedule", "reschedule", "book", "arrange", _phrase("set up")),
        "meetings and appointments are 'scheduled', 'booked', 'arranged' or 'set up'",
        _MEETINGS,
        True,
    ),
    _row(
        "send email mail forward resend notify message",
        ("send", "resend", "forward", _exact("emailed", "emailing", "mailed", "mailing"), phrases.FIRED_OFF),
        "a message is 'sent', 'emailed', 'mailed', 'forwarded', 'fired off' or 'dropped (someone) a note' ('email' "
        "the noun is not a claim)",
        _MESSAGES,
    ),
    _row(
        "transfer wire",
        ("transfer", _exact("wired", "wiring"), _MONEY_MOVED),
        "money is 'transferred', 'wired', or 'sent' / 'moved' with an amount ('sent $2,000')",
    ),
    _row(
        "send move pay",
        ("transfer", _exact("wired", "wiring"), _MONEY_MOVED),
        "sending or moving money is written as a transfer",
        _MONEY,
    ),
    _row(
        "pay settle",
        ("pay", _exact("payment", "payments"), "settle"),
        "bills are 'paid' or 'settled'; 'payment sent' claims a payment",
    ),
    _row(
        "freeze lock block suspend",
        (
            "freeze",
            _labelled(re.compile(r"(?<![A-Za-z0-9])lock(?:s|ed|ing)?\b(?!\s+out)", re.I), "lock"),
            "block",
        ),
        "cards and accounts are 'frozen', 'locked' or 'blocked' interchangeably ('locked out' is not locking)",
    ),
    _row(
        "freeze lock block",
        ("deactivate", "disable"),
        "a blocked card is 'deactivated' or 'disabled' (with the card named)",
        None,
        True,
    ),
    _row(
        "unfreeze unlock unblock reactivate",
        ("unfreeze", "unlock", "unblock", "reactivate", phrases.ACCESS_RESTORED),
        "the reverse of freezing: 'unfrozen', 'unlocked', 'unblocked', 'reactivated', 'access restored'",
    ),
    _row(
        "delete remove erase purge wipe destroy",
        ("delete", "remove", "erase", "purge", _exact("wiped", "wiping"), phrases.TRASHED),
        "records, files and data are 'deleted', 'removed', 'erased', 'purged', 'wiped' or 'moved to the trash'",
    ),
    _row(
        "delete remove close deactivate",
        (_exact("close", "closed", "closing", "closure"), "deactivate"),
        "an account is 'closed' or 'deactivated' when deleted",
        _ACCOUNTS,
        True,
    ),
    _row(
        "create open file log raise submit add",
        (
            "create",
            _exact("open", "opened", "opening"),
            _exact("filed", "filing", "logged", "logging", "raised", "raising"),
            "submit",
        ),
        "tickets and reports are 'opened', 'filed', 'logged', 'raised' or 'submitted'",
        _TICKETS,
        True,
    ),
    _row(
        "restart reboot relaunch",
        ("restart", "reboot", "relaunch", "bounce", "recycle", _exact("cycled", "power-cycled")),
        "services and hosts are 'restarted', 'rebooted', 'relaunched', 'bounced' or 'recycled'",
    ),
    _row(
        "deploy release rollout publish",
        ("deploy", "redeploy", _phrase("roll out"), "rollout", "ship", phrases.LIVE),
        "releases are 'deployed', 'redeployed', 'rolled out', 'shipped', 'pushed to prod' or 'live'",
    ),
    _row(
        "rollback revert",
        (_phrase("roll back"), "rollback", "revert"),
        "a release is 'rolled back' or 'reverted'",
    ),
    _row(
        "update change modify edit set",
        ("update", "change", "modify", "switch", "swap"),
        "settings and records are 'updated', 'changed', 'modified', 'switched' or 'swapped'",
        None,
        True,
    ),
    _row(
        "enable activate",
        ("enable", "activate", _phrase("turn on"), _phrase("switch on")),
        "features are 'enabled', 'activated' or 'turned on'",
    ),
    _row(
        "disable deactivate",
        ("disable", "deactivate", _phrase("turn off"), _phrase("switch off")),
        "features are 'disabled', 'deactivated' or 'turned off'",
    ),
    _row(
        "restore recover undelete",
        ("restore", "recover", "undelete", phrases.BACK),
        "deleted things are 'restored', 'recovered', 'undeleted', 'brought back' or 'back'",
    ),
    _row(
        "pause suspend",
        ("pause", "suspend", phrases.ON_HOLD),
        "subscriptions and jobs are 'paused', 'suspended' or 'on hold'",
    ),
    _row(
        "resume unpause reactivate",
        ("resume", "unpause", "reactivate"),
        "a paused thing is 'resumed' or 'reactivated'",
    ),
    _row(
        "subscribe enroll enrol register signup",
        ("subscribe", "enrol", "register", _phrase("sign up")),
        "'subscribed', 'enrolled', 'registered' and 'signed up' are the same action",
    ),
    _row(
        "share",
        ("share", _ACCESS_GIVEN, phrases.NOW_HAS_ACCESS),
        "sharing a document is written as giving access ('Access granted', 'gave Tom edit access', 'Dana now has "
        "edit access')",
    ),
    _row(
        "grant give provision",
        ("grant", _ACCESS_GIVEN, phrases.NOW_HAS_ACCESS, phrases.ADDED_TO_GROUP),
        "access is 'granted', 'given', or written as its result ('now has access', 'added to the Finance group')",
    ),
    _row(
        "revoke rescind remove",
        ("revoke", "rescind", _ACCESS_REMOVED, phrases.ACCOUNTS_DISABLED),
        "access is 'revoked', 'rescinded', 'removed', 'cut off', or the person's accounts 'disabled'",
        _ACCESS,
    ),
    _row(
        "order purchase buy place",
        (_exact("ordered", "ordering"), "purchase", "buy"),
        "an order is 'placed', 'ordered', 'purchased' or 'bought'",
    ),
)


def name_tokens(text: str) -> list[str]:
    """The words of a tool name (``freeze_card``, ``freezeCard``, ``freeze-card`` -> freeze, card)."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", text)
    return [t for t in re.split(r"[^A-Za-z0-9]+", spaced.lower()) if t]


_TABLE_VERBS = frozenset(v for row in SYNONYMS for v in row.verbs)


def _verb_of(tokens: list[str]) -> tuple[str | None, bool]:
    """The action verb of a tool name and whether the table knows it: the first word the table knows, else the
    first word that is neither a lookup verb nor a filler (``escalate_case``: escalate); None for a lookup."""
    candidates = [t for t in tokens if t not in _NOT_THE_ACTION and len(t) > 2 and t.isalpha()]
    if not candidates or candidates[0] in LOOKUP_VERBS:
        return None, False
    known = next((t for t in candidates if t in _TABLE_VERBS), None)
    return (known, True) if known else (candidates[0], False)


def _description_verb(description: str) -> tuple[str | None, frozenset[str]]:
    """The first word of a description when the table knows it as a verb (``"Freeze a card."``), and the
    description's first words as objects."""
    words = name_tokens(description)[:12]
    verb = words[0] if words and words[0] in _TABLE_VERBS else None
    return verb, frozenset(words[1:])


def _compiled(word: str | re.Pattern[str]) -> re.Pattern[str]:
    return word if isinstance(word, re.Pattern) else inflections(word)


def _near(word: re.Pattern[str], objects: frozenset[str], name: str) -> re.Pattern[str]:
    """``word`` with one of ``objects`` (stems) at most six words after or before it, in either order."""
    noun = r"(?<![A-Za-z0-9])(?:" + "|".join(re.escape(o) + r"[\w'-]*" for o in sorted(objects)) + ")"
    gap = r"(?:\W+[\w'@.$€£,-]+){0,6}?\W+"
    # after its object, the word is a verb only when no article or possessive makes it a noun: "your appointment is
    # off the books" holds no booking
    verb_after = "".join(rf"(?<!\b{d} )" for d in ("the", "a", "an", "your", "my", "our", "their"))
    pattern = re.compile(f"(?:{word.pattern}){gap}{noun}|{noun}{gap}{verb_after}(?:{word.pattern})", re.I)
    BARE[pattern] = word
    return _labelled(pattern, f"{name} ... {'/'.join(sorted(objects))}")


# Each pattern made by :func:`_near` and its word alone: when the user's request names the object, the word claims
# without it ("Please escalate this." / "I've raised this with engineering").
BARE: dict[re.Pattern[str], re.Pattern[str]] = {}


def object_nouns(name: str, description: str = "") -> frozenset[str]:
    """The nouns of a tool's name that say what it acts on (``update_shipping_address``: shipping, address), empty
    for a lookup; a lookup or filler word and the action verb are not nouns."""
    tokens = name_tokens(name)
    if tokens and tokens[0] in LOOKUP_VERBS:
        return frozenset()
    verb, _ = _verb_of(tokens)
    described, _ = _description_verb(description) if description else (None, frozenset())
    return _objects_of(tokens, [v for v in (verb, described) if v is not None])


def _objects_of(tokens: list[str], verbs: list[str]) -> frozenset[str]:
    return frozenset(
        t
        for t in tokens
        if t not in verbs and t not in _NOT_THE_ACTION and t not in LOOKUP_VERBS and len(t) > 2
    )


Derived = list[tuple[str, re.Pattern[str]]]


def derived_words(name: str, description: str = "") -> tuple[Derived, Derived]:
    """``(own verbs, synonyms)`` for a tool, each a list of ``(label, pattern)``: its own action verb (from the
    name, and from the description's first word when the table knows it), and the synonyms the table adds for
    them; both empty for a lookup tool (``get_weather``)."""
    tokens = name_tokens(name)
    if tokens and tokens[0] in LOOKUP_VERBS:
        return [], []
    verb, known = _verb_of(tokens)
    described, described_objects = _description_verb(description) if description else (None, frozenset())
    if described is not None and not known:
        verb = None  # card_action described as "Freeze a card.": the description names the action
    verbs = list(dict.fromkeys(v for v in (verb, described) if v is not None))
    named = _objects_of(tokens, verbs)
    own: Derived = []
    for v in verbs:
        if v in GENERIC_VERBS and named:
            near = _near(inflections(v), named, v)
            own.append((label(near), near))
        else:
            own.append((v, inflections(v)))
    objects = frozenset(tokens) | described_objects
    synonyms: Derived = []
    for v in verbs:
        for row in SYNONYMS:
            if not row.applies(v, objects):
                continue
            for w in row.words:
                if label(w) in verbs:
                    continue
                name, pattern = label(w), _compiled(w)
                nouns = named | (row.objects or frozenset())
                if row.near_object and nouns:
                    pattern = _near(pattern, nouns, name)
                    name = label(pattern)
                synonyms.append((name, pattern))
    unique = dict(synonyms)
    return own, list(unique.items())


def shared_bound(own: Derived, nouns: frozenset[str], others: Sequence[re.Pattern[str]]) -> Derived:
    """A tool's own verbs, each that another tool's configured word also matches ("send" of ``send_reminder``
    beside ``send_envelope: ["send"]``) bound to the tool's object nouns: the verb alone claims the tool it was
    configured for ("SOW sent to Priya"), and this one only with its object near ("sent Jordan a reminder"), or
    when the request names the object (`BARE`)."""
    out: Derived = []
    for name, pattern in own:
        if nouns and any(other.fullmatch(name) for other in others):
            pattern = _near(pattern, nouns, name)
            name = label(pattern)
        out.append((name, pattern))
    return out


def shared_noun_dropped(own: Derived, configured: bool, shared: frozenset[str]) -> Derived:
    """A tool's own verbs less those that are a noun in another tool's name (``issue_permit``'s "permit" beside
    ``renew_permit`` and ``cancel_permit``: "issue" is no action verb here, and "permit" names what all three act
    on), so a sentence or request about the shared object names no tool by itself; kept when the tool would have no
    word left (``configured`` tells whether it has configured words)."""
    kept = [(name, pattern) for name, pattern in own if name not in shared]
    return kept if kept or configured else own


def tool_identity(tool: Any) -> tuple[str, str] | None:
    """``(name, description)`` of a tool given as a name, a LangChain tool (anything with a ``name`` and a
    ``description``), or a tool schema dict (``{"name": ...}``, ``{"function": {"name": ...}}``); None when it is
    none of these."""
    if isinstance(tool, str):
        return (tool, "") if tool.strip() else None
    if isinstance(tool, Mapping):
        function = tool.get("function")
        spec: Mapping[str, Any] = function if isinstance(function, Mapping) else tool
        name = spec.get("name")
        description = spec.get("description") or ""
    else:
        name = getattr(tool, "name", None)
        description = getattr(tool, "description", "") or ""
    if not isinstance(name, str) or not name.strip():
        return None
    return name, description if isinstance(description, str) else ""
