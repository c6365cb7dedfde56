"""Synthetic news articles with quotes, made up here: any number, each distinct.

Each article has a headline, a speaker introduced by full name and title, a
direct quote with a speech cue, a quote split around its cue and a pronoun
speaker, so that extraction finds quotes, speakers and cues in every one.
"""

from __future__ import annotations

import json
from pathlib import Path

_SPEAKERS = (
    ("Mayor", "Alma Reyes"),
    ("Senator", "Tobias Lind"),
    ("Commissioner", "Greta Holm"),
    ("Governor", "Nils Varga"),
)
_TOPICS = ("the harbor bridge", "the school budget", "the transit levy", "the water permits")
_OUTLETS = ("Harbor Ledger", "Valley Courier", "Metro Dispatch")


def synthetic_article(number: int) -> dict:
    """Article ``number``: the same number always gives the same article, two numbers two articles."""
    title, name = _SPEAKERS[number % len(_SPEAKERS)]
    topic = _TOPICS[number // len(_SPEAKERS) % len(_TOPICS)]
    surname = name.split()[-1]
    text = (
        f"{title} {surname} speaks on {topic} (report {number})\n\n"
        f"{title} {name} addressed {topic} on Tuesday in meeting number {number}.\n\n"
        f"“We will finish {topic} before the winter, and item {number} stays on the agenda,” "
        f"{surname} told reporters.\n\n"
        f"“Nobody should doubt it,” {surname} said. “The vote was clear.”\n\n"
        f"Asked about the cost, she said the figures for item {number} would be published soon."
    )
    return {
        "id": f"synthetic-{number:05d}",
        "title": f"{title} {surname} speaks on {topic} (report {number})",
        "outlet": _OUTLETS[number % len(_OUTLETS)],
        "published_at": f"2016-04-{1 + number % 28:02d}",
        "text": text,
    }


def write_jsonl(path: Path, numbers: range) -> Path:
    """The articles ``numbers`` as one JSON Lines file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(synthetic_article(n)) + "\n" for n in numbers))
    return path
