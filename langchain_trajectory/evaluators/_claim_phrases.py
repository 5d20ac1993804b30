"""Multi-word ways of claiming an action, for the synonym table of `_claim_words`: phrasal verbs whose
particle may stand after the object ("fired the report off"), a verb with a recipient ("got you a table", "put
you on the 6:40 flight", "dropped Maria a note"), and a result state that says the action happened ("Dana now has
edit access", "v4.1 is live", "moved 12 files to the trash", "Omar was added to the Finance group").

Each pattern matches case-insensitively at the start of a word; gaps between its parts allow a few words (a name,
an address, a file path). Which tools a pattern claims for is the table's business (each row of
``_claim_words.SYNONYMS`` says why); here are only the patterns and how each reads in
``ClaimedActionEvaluator.words``.
"""

from __future__ import annotations

import re

__all__ = ["LABELS"]

# How each pattern reads in ``ClaimedActionEvaluator.words``.
LABELS: dict[re.Pattern[str], str] = {}

_START = r"(?<![A-Za-z0-9])"
_GAP = r"(?:[\w'@./$€£,:-]+\s+){0,%d}?"  # up to N words: names, addresses, paths, amounts


def _pattern(regex: str, label: str) -> re.Pattern[str]:
    pattern = re.compile(_START + "(?:" + regex + ")", re.I)
    LABELS[pattern] = label
    return pattern


# A booking made for someone: "got you a table", "put you on the 6:40pm flight", "secured you a room".
GOT_YOU = _pattern(
    r"(?:got|gotten|put|grabbed|snagged|landed|secured|moved|switched|booked)\s+"
    r"(?:you|us|them|him|her|yourself|both of you)\s+(?:on|onto|into|in|a|an|the|two|three|four)\b",
    "got/put you (on) a ...",
)
# Stopping an order or a subscription for good: "ended your subscription", "stopped the order", "called off".
ENDED = _pattern(r"(?:end|ends|ended|stop|stops|stopped|stopping|call(?:ed|ing)?\s+off)\b", "ended/stopped")
# Renewal switched off is a cancelled subscription: "auto-renew is now off", "turned off auto-renewal".
AUTO_RENEW_OFF = _pattern(
    r"(?:turn|switch)(?:ed|ing|s)?\s+off\s+" + _GAP % 2 + r"auto[- ]?renew\w*"
    r"|(?:disabl|cancel|stopp?)\w*\s+" + _GAP % 2 + r"auto[- ]?renew\w*"
    r"|auto[- ]?renew\w*\s+(?:(?:is|was|has\s+been|'s)\s+)?(?:now\s+)?(?:off|disabled|turned\s+off|switched\s+off|"
    r"cancell?ed|stopped)\b",
    "auto-renew off",
)
# A pause: "put your membership on hold", "is on hold until September".
ON_HOLD = _pattern(r"(?:put|putting|plac(?:e|ed|ing))\s+" + _GAP % 4 + r"on\s+hold\b|on\s+hold\b", "on hold")
# A restore: "brought it back", "is back in your folder".
BACK = _pattern(
    r"(?:br(?:ing|ings|inging|ought)|got|put|gotten)\s+" + _GAP % 4 + r"back\b"
    r"|(?:is|are|'s|'re)\s+(?:now\s+)?back\b",
    "brought back/is back",
)
# Access given back: "restored access to your account", "your access has been reinstated".
ACCESS_RESTORED = _pattern(
    r"(?:restor|reinstat|re-?enabl)\w*\s+" + _GAP % 4 + r"access\b"
    r"|access\s+(?:(?:has|have)\s+been\s+|is\s+(?:now\s+)?)?(?:restored|reinstated|re-?enabled)\b",
    "restored ... access",
)
# Access that someone now holds: "Dana now has edit access", "has access now".
NOW_HAS_ACCESS = _pattern(
    r"now\s+(?:has|have)\s+(?:\w+\s+){0,2}access\b|(?:has|have)\s+(?:\w+\s+){0,2}access\s+now\b",
    "now has ... access",
)
# Access given through a group: "Omar has been added to the Finance-RW group".
ADDED_TO_GROUP = _pattern(
    r"add(?:ed|ing|s)?\s+" + _GAP % 4 + r"(?:to|into)\s+(?:the\s+|a\s+|our\s+|your\s+)?" + _GAP % 2
    + r"(?:group|team|role|channel|workspace|project|org|organi[sz]ation|repo|repository|distribution\s+list)s?\b",
    "added ... to the group",
)
# Someone's access removed by disabling their accounts: "Lena's accounts are disabled".
ACCOUNTS_DISABLED = _pattern(
    r"(?:disabl|deactivat|suspend)\w*\s+" + _GAP % 3 + r"(?:account|accounts|login|logins)\b"
    r"|(?:account|accounts|login|logins)\s+(?:(?:has|have)\s+been\s+|(?:is|are)\s+(?:now\s+)?)?"
    r"(?:disabled|deactivated|suspended)\b"
    r"|sign(?:ed)?\s+(?:\w+\s+){0,2}out\s+(?:of\s+)?everywhere\b",
    "disabled ... accounts",
)
# Files deleted to the trash: "moved all 12 files to the trash", "trashed".
TRASHED = _pattern(
    r"(?:mov|sen[dt]|put|dragg?|threw|throw)\w*\s+" + _GAP % 6 + r"(?:to|in|into)\s+(?:the\s+)?"
    r"(?:trash|bin|recycle\s+bin|recycling\s+bin|wastebasket)\b|trashed\b|binned\b",
    "moved to the trash",
)
# A message sent in other words: "fired off the report", "shot it over", "dropped Maria a note".
FIRED_OFF = _pattern(
    r"(?:fir(?:e|ed|es|ing)|sh(?:oot|ot|oots|ooting))\s+" + _GAP % 5 + r"(?:off|over|across)\b"
    r"|drop(?:ped|s|ping)?\s+" + _GAP % 3 + r"(?:a|an)\s+(?:quick\s+|short\s+)?(?:note|line|message|email|mail|text)\b",
    "fired off/dropped a note",
)
# A release in production: "is live", "went live", "pushed to prod".
LIVE = _pattern(
    r"(?:is|are|'s|went|gone|now)\s+(?:now\s+)?live\b"
    r"|push(?:ed|es|ing)?\s+" + _GAP % 4 + r"to\s+(?:prod|production|live)\b",
    "is live/pushed to prod",
)
