"""Properties that hold for any input: offsets are exact and nothing crashes."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from quotetrail.attribution import extract, extract_json

PIECES = [
    "“",
    "”",
    '"',
    "''",
    "‘",
    "’",
    " said Smith",
    ", he said. ",
    "\n\n",
    "According to Jo Li, ",
    "Mayor Ann Wu",
    " told ",
    "that ",
    "We win",
    ". ",
    ": ",
    " — ",
    "The mayor",
    " she added",
]
news_like = st.lists(st.sampled_from(PIECES) | st.text(max_size=8), max_size=30).map("".join)


def check_span(text, span):
    assert 0 <= span.start <= span.end <= len(text)
    assert span.text == " ".join(text[s:e] for s, e in span.pieces)
    assert span.text == span.text.strip()
    assert span.start == span.pieces[0][0] and span.end == span.pieces[-1][1]


@settings(max_examples=300, deadline=None)
@given(st.one_of(news_like, st.text(max_size=200)))
def test_offsets_point_into_the_text(text):
    ex = extract(text)
    for q in ex.quotes:
        for span in (q.content, q.source, q.cue):
            if span is not None:
                check_span(text, span)
    for n in ex.non_attributions:
        check_span(text, n.content)
    assert [q.content.start for q in ex.quotes] == sorted(q.content.start for q in ex.quotes)
    for convention in ("quotation", "attribution", "news"):
        for q in ex.to_eval("x", convention)["quotes"]:
            pieces = q["content"]["spans"]
            assert q["content"]["text"] == " ".join(text[s:e] for s, e in pieces)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=300))
def test_json_entry_point_never_raises(text):
    assert extract_json(text).startswith("{")
