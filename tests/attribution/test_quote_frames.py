"""Attribution frames around quote marks that a quoted span must not lose to a
non-attribution; sentences written for these tests."""

from __future__ import annotations

from quotetrail.attribution import extract


def typed(text: str) -> list[tuple[str, str, str | None]]:
    """(type, quoted words, cue) of every quote and ('non', words, None) of every non-attribution."""
    ex = extract(text)
    quotes = [(q.type, q.content.text, q.cue.text if q.cue else None)
              for q in ex.quotes if q.type != "indirect"]
    return quotes + [("non", n.content.text, None) for n in ex.non_attributions]


def test_a_described_speaker_after_the_quote_attributes_it():
    assert typed("“Open the gates!” some protesters chanted outside the hall.") == [
        ("direct", "Open the gates!", "chanted")]
    assert typed("“We will not back down,” one senior campaign official said, speaking on condition "
                 "of anonymity.") == [("direct", "We will not back down,", "said")]
    assert typed("“It was a long night,” a young volunteer, who asked not to be named, said.") == [
        ("direct", "It was a long night,", "said")]
