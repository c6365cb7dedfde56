"""The hand-checked corpus gold fits its corpus, and the scorer counts exactly as defined."""

from __future__ import annotations

import json
import subprocess
from collections import Counter
from itertools import pairwise
from pathlib import Path

import pytest

from commands import QUOTETRAIL
from quotetrail.corpus_gold import (
    SPLITS,
    LinkPair,
    Span,
    SpeakerItem,
    gold_paths,
    gold_problems,
    load_corpus,
    load_links,
    load_speakers,
    name_key,
    score,
    score_links,
    score_speakers,
)

REPO = Path(__file__).resolve().parents[1]
GOLD_DIR = REPO / "tests" / "gold"
CORPUS = REPO.parent / "shared" / "corpus" / "polnear_early.jsonl"
# The PolNeAR development articles (Sep-Oct 2016): a later period, never tuned on.
LATER_CORPUS = REPO.parent / "shared" / "eval" / "polnear_dev.jsonl"
needs_corpus = pytest.mark.skipif(
    not CORPUS.exists(), reason=f"the shared corpus is absent ({CORPUS}); the gold points into it"
)

# Two invented articles from two outlets, one before and one after the held-out date.
TEXT_X = 'Senator Ann B. Lee said "we will build the bridge" on Monday. An aide said "no comment."'
TEXT_Y = 'Lee repeated it: "we will build the bridge," she said. "It is late," said Dr. Omar Diaz Jr.'
CORPUS_SYNTH = {
    "x1": {"id": "x1", "outlet": "x", "published_at": "2016-01-02", "text": TEXT_X},
    "y1": {"id": "y1", "outlet": "y", "published_at": "2016-04-01", "text": TEXT_Y},
}


def span_of(article_id: str, words: str) -> Span:
    """The span of the first occurrence of ``words`` in a synthetic article."""
    start = CORPUS_SYNTH[article_id]["text"].index(words)
    return Span(article_id, start, start + len(words))


def quote(span: Span, utterance: str | None = None, speaker: str | None = None, kind: str = "direct") -> dict:
    """A predicted quote in the evaluation export format."""
    content = {"start": span.start, "end": span.end, "spans": [[span.start, span.end]]}
    return {"type": kind, "content": content, "speaker": speaker, "utterance": utterance}


BRIDGE_X = span_of("x1", "we will build the bridge")
BRIDGE_Y = span_of("y1", "we will build the bridge")
NO_COMMENT = span_of("x1", "no comment.")
LATE = span_of("y1", "It is late,")


def pair(a: Span, b: Span, link: bool, kind: str = "same") -> LinkPair:
    return LinkPair(a, b, link, kind, "heldout")


def test_link_counts_follow_shared_utterance_ids_of_quoted_spans():
    pairs = [
        pair(BRIDGE_X, BRIDGE_Y, True),  # shared id inside a '+'-joined key: TP
        pair(NO_COMMENT, LATE, True),  # nothing predicted over LATE: FN
        pair(NO_COMMENT, BRIDGE_Y, False, "stock_phrase"),  # shared id: FP
        pair(BRIDGE_X, LATE, False, "different_speaker"),  # no quote over LATE: TN
    ]
    predictions = {
        "x1": [quote(BRIDGE_X, "u7+u1"), quote(NO_COMMENT, "u1")],
        "y1": [quote(BRIDGE_Y, "u1"), quote(LATE, "u1", kind="indirect")],
    }
    result = score_links(pairs, predictions)
    assert (result["tp"], result["fp"], result["fn"]) == (1, 1, 1)
    assert result["precision"] == 0.5 and result["recall"] == 0.5 and result["f1"] == 0.5
    assert result["false_links_by_kind"] == {"stock_phrase": 1}
    # LATE has only an indirect quote over it, which does not count as a quoted span.
    assert (result["spans"], result["spans_without_quote"]) == (4, 1)


def test_link_needs_an_utterance_id_on_both_sides():
    pairs = [pair(BRIDGE_X, BRIDGE_Y, True)]
    unlinked = {"x1": [quote(BRIDGE_X, "u1")], "y1": [quote(BRIDGE_Y, None)]}
    assert score_links(pairs, unlinked)["recall"] == 0.0
    assert score_links(pairs, {})["spans_without_quote"] == 2


def test_name_key_drops_titles_initials_and_suffixes():
    assert name_key("Sen. Ann B. Lee") == name_key("ann lee") == ("ann", "lee")
    assert name_key("Dr. Omar Diaz Jr.") == name_key("Omar Diaz") == ("omar", "diaz")
    assert name_key("President Barack H. Obama") == ("barack", "obama")
    assert name_key("Mr. Lee") == ("lee",) != name_key("Ann Lee")
    assert name_key("an aide") == name_key("aide") == ("aide",)
    assert name_key(None) == ()


def test_speaker_accuracy_reads_gold_names_from_the_text():
    lee = SpeakerItem(BRIDGE_X, span_of("x1", "Senator Ann B. Lee"), "person", "dev")
    aide = SpeakerItem(NO_COMMENT, span_of("x1", "An aide"), "description", "dev")
    diaz = SpeakerItem(LATE, span_of("y1", "Dr. Omar Diaz Jr."), "person", "heldout")
    unknown = SpeakerItem(BRIDGE_Y, None, "unknown", "heldout")
    bigger = Span("y1", LATE.start - 1, LATE.end)
    predictions = {
        # The quote sharing the most characters decides: "Omar Diaz" over "Lee".
        "y1": [
            quote(Span("y1", LATE.start, LATE.start + 3), speaker="Lee"),
            quote(bigger, speaker="Omar Diaz"),
        ],
        "x1": [quote(BRIDGE_X, speaker="Ann Lee"), quote(NO_COMMENT, speaker=None)],
    }
    assert score_speakers([lee, aide, diaz], predictions, CORPUS_SYNTH)["correct"] == 3
    wrong = {"x1": [quote(BRIDGE_X, speaker="Mr. Lee"), quote(NO_COMMENT, speaker="Ann Lee")]}
    result = score_speakers([lee, aide, diaz, unknown], wrong, CORPUS_SYNTH)
    assert (result["correct"], result["missing_quote"], result["accuracy"]) == (0, 2, 0.0)
    named_aide = {"x1": [quote(NO_COMMENT, speaker="aide")], "y1": [quote(BRIDGE_Y, speaker=None)]}
    result = score_speakers([aide, unknown], named_aide, CORPUS_SYNTH)
    assert result["correct"] == 2 and result["by_kind"]["unknown"] == {"items": 1, "correct": 1}


def test_splits_are_scored_apart_and_together():
    lee = SpeakerItem(BRIDGE_X, span_of("x1", "Senator Ann B. Lee"), "person", "dev")
    diaz = SpeakerItem(LATE, span_of("y1", "Dr. Omar Diaz Jr."), "person", "heldout")
    predictions = {"x1": [quote(BRIDGE_X, speaker="Ann Lee")], "y1": [quote(LATE, speaker="Ann Lee")]}
    report = score([], [lee, diaz], predictions, CORPUS_SYNTH)
    assert [report[s]["speakers"]["accuracy"] for s in ("dev", "heldout", "all")] == [1.0, 0.0, 0.5]
    assert report["all"]["links"]["precision"] is None


def test_gold_problems_catch_gold_that_does_not_fit_the_corpus():
    padded = Span("x1", BRIDGE_X.start - 1, BRIDGE_X.end)
    bad_links = [
        LinkPair(BRIDGE_X, NO_COMMENT, True, "same", "dev"),  # one outlet
        LinkPair(padded, BRIDGE_Y, True, "same", "heldout"),  # not stripped
        LinkPair(BRIDGE_X, BRIDGE_Y, True, "same", "dev"),  # y1 is after the held-out date
        LinkPair(Span("gone", 0, 3), BRIDGE_Y, False, "same", "heldout"),
    ]
    bad_speakers = [
        SpeakerItem(BRIDGE_X, None, "person", "dev"),
        SpeakerItem(BRIDGE_X, Span("x1", 0, 10_000), "person", "dev"),
    ]
    problems = gold_problems(CORPUS_SYNTH, bad_links, bad_speakers)
    assert len(problems) == 6, problems
    assert gold_problems(CORPUS_SYNTH, [pair(BRIDGE_X, BRIDGE_Y, True)], []) == []


def test_command_prints_the_figures(tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text("".join(json.dumps(a) + "\n" for a in CORPUS_SYNTH.values()))
    gold = tmp_path / "gold"
    gold.mkdir()
    link = {"a": vars(BRIDGE_X), "b": vars(BRIDGE_Y), "link": True, "kind": "same", "split": "heldout"}
    links_path, speakers_path = gold_paths(gold, corpus)
    links_path.write_text(json.dumps(link) + "\n")
    lee = {
        "quote": vars(BRIDGE_X),
        "speaker": vars(span_of("x1", "Ann B. Lee")),
        "kind": "person",
        "split": "dev",
    }
    speakers_path.write_text(json.dumps(lee) + "\n")
    pred = tmp_path / "pred.jsonl"
    rows = [
        {"id": "x1", "quotes": [quote(BRIDGE_X, "u1", "Ann Lee")]},
        {"id": "y1", "quotes": [quote(BRIDGE_Y, "u2+u1")]},
    ]
    pred.write_text("".join(json.dumps(r) + "\n" for r in rows))
    args = [QUOTETRAIL, "score-corpus-gold", "--pred", str(pred), "--corpus", str(corpus)]
    args += ["--gold-dir", str(gold)]
    report = json.loads(subprocess.run([*args, "--json"], capture_output=True, text=True, check=True).stdout)
    assert report["heldout"]["links"]["recall"] == 1.0 and report["dev"]["links"]["links"] == 0
    assert report["all"]["speakers"]["accuracy"] == 1.0
    table = subprocess.run([*args, "--split", "dev"], capture_output=True, text=True, check=True).stdout
    assert "speaker accuracy" in table and "heldout" not in table
    bad = subprocess.run([*args, "--split", "train"], capture_output=True, text=True)
    assert bad.returncode == 1 and "--split" in bad.stderr


@pytest.fixture(scope="module")
def corpus() -> dict[str, dict]:
    """The corpus the gold points into."""
    if not CORPUS.exists():
        pytest.skip(f"the shared corpus is absent ({CORPUS}); the gold points into it")
    return load_corpus(CORPUS)


@pytest.fixture(scope="module")
def gold_links() -> list[LinkPair]:
    return load_links(gold_paths(GOLD_DIR, CORPUS)[0])


def test_link_gold_fits_the_corpus(corpus, gold_links):
    assert gold_problems(corpus, gold_links, []) == []
    pairs = {(p.a, p.b) for p in gold_links} | {(p.b, p.a) for p in gold_links}
    assert len(pairs) == 2 * len(gold_links), "a pair is labelled twice"


def _perfect_link_predictions(links: list[LinkPair]) -> dict[str, list[dict]]:
    """One quote per gold span, the spans joined by gold links sharing one utterance id."""
    parent: dict[Span, Span] = {}

    def root(span: Span) -> Span:
        while parent.setdefault(span, span) != span:
            span = parent[span]
        return span

    for p in links:
        if p.link:
            parent[root(p.a)] = root(p.b)
    predictions: dict[str, list[dict]] = {}
    for span in {s for p in links for s in (p.a, p.b)}:
        top = root(span)
        predictions.setdefault(span.article_id, []).append(quote(span, f"{top.article_id}:{top.start}"))
    return predictions


def test_link_gold_scores_itself_perfectly(corpus, gold_links):
    result = score_links(gold_links, _perfect_link_predictions(gold_links))
    # A non-link joined through a chain of links would make the gold contradict itself.
    assert (result["precision"], result["recall"], result["spans_without_quote"]) == (1.0, 1.0, 0)


@pytest.fixture(scope="module")
def gold_speakers() -> list[SpeakerItem]:
    return load_speakers(gold_paths(GOLD_DIR, CORPUS)[1])


def test_speaker_gold_fits_the_corpus(corpus, gold_speakers):
    assert gold_problems(corpus, [], gold_speakers) == []
    quotes = sorted((s.quote.article_id, s.quote.start, s.quote.end) for s in gold_speakers)
    assert all(a[0] != b[0] or a[2] <= b[1] for a, b in pairwise(quotes)), "two gold quotes overlap"


def test_speaker_gold_scores_itself_perfectly(corpus, gold_speakers):
    predictions: dict[str, list[dict]] = {}
    for item in gold_speakers:
        said = item.speaker and corpus[item.quote.article_id]["text"][item.speaker.start : item.speaker.end]
        predictions.setdefault(item.quote.article_id, []).append(quote(item.quote, speaker=said or None))
    result = score_speakers(gold_speakers, predictions, corpus)
    assert (result["accuracy"], result["missing_quote"]) == (1.0, 0)


def test_gold_covers_both_splits_and_every_speaker_kind(gold_links, gold_speakers):
    per_split = Counter((p.split, p.link) for p in gold_links)
    assert min(per_split[(split, link)] for split in SPLITS for link in (True, False)) >= 5, per_split
    assert sum(p.link for p in gold_links) >= 40 and sum(not p.link for p in gold_links) >= 60
    assert len({p.kind for p in gold_links if not p.link}) >= 4
    assert len(gold_speakers) >= 110 and {s.split for s in gold_speakers} == set(SPLITS)
    assert {s.kind for s in gold_speakers} >= {"person", "organisation", "description"}


@pytest.fixture(scope="module")
def later_corpus() -> dict[str, dict]:
    """The later articles the second link gold points into."""
    if not LATER_CORPUS.exists():
        pytest.skip(f"the shared evaluation articles are absent ({LATER_CORPUS})")
    return load_corpus(LATER_CORPUS)


def test_later_gold_fits_its_corpus_and_is_all_heldout(later_corpus):
    links_path, speakers_path = gold_paths(GOLD_DIR, LATER_CORPUS)
    links, speakers = load_links(links_path), load_speakers(speakers_path)
    assert gold_problems(later_corpus, links, speakers) == []
    assert {p.split for p in links} == {s.split for s in speakers} == {"heldout"}
    assert len(speakers) >= 40
    assert sum(p.link for p in links) >= 10 and sum(not p.link for p in links) >= 5
    assert score_links(links, _perfect_link_predictions(links))["recall"] == 1.0


def test_command_scores_several_corpora_and_names_a_missing_gold(tmp_path):
    gold = tmp_path / "gold"
    gold.mkdir()
    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    for corpus in (first, second):
        corpus.write_text("".join(json.dumps(a) + "\n" for a in CORPUS_SYNTH.values()))
    link = {"a": vars(BRIDGE_X), "b": vars(BRIDGE_Y), "link": True, "kind": "same", "split": "heldout"}
    gold_paths(gold, first)[0].write_text(json.dumps(link) + "\n")
    pred = tmp_path / "pred.jsonl"
    pred.write_text(json.dumps({"id": "x1", "quotes": [quote(BRIDGE_X, "u1")]}) + "\n")
    args = [QUOTETRAIL, "score-corpus-gold", "--pred", str(pred), "--gold-dir", str(gold), "--json"]
    one = subprocess.run([*args, "--corpus", str(first)], capture_output=True, text=True, check=True)
    assert json.loads(one.stdout)["all"]["links"]["fn"] == 1
    both = [*args, "--corpus", str(first), "--corpus", str(second)]
    both = subprocess.run(both, capture_output=True, text=True)
    assert both.returncode == 1 and "no gold for second.jsonl" in both.stderr
