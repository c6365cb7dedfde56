"""The seed story: three outlets quote one radio interview, and the matcher must tell how."""

from __future__ import annotations

import json
from itertools import combinations
from pathlib import Path

import pytest

from quotetrail.utterances import MatchResult, QuoteRecord, match_quotes

SEEDS_GOLD = Path(__file__).resolve().parents[3] / "shared" / "eval" / "seeds_gold.jsonl"


def _paragraph(text: str, start: int, end: int) -> str:
    before = text.rfind("\n\n", 0, start)
    after = text.find("\n\n", end)
    return text[before + 2 if before >= 0 else 0 : after if after >= 0 else len(text)]


@pytest.fixture(scope="module")
def seed() -> tuple[list[QuoteRecord], dict[str, set[str]]]:
    """Quote records from the seed gold (article id as outlet) and each quote's gold utterance ids."""
    if not SEEDS_GOLD.exists():
        pytest.skip(f"seed gold not found at {SEEDS_GOLD}")
    records, gold = [], {}
    for line in SEEDS_GOLD.read_text(encoding="utf-8").splitlines():
        article = json.loads(line)
        for n, quote in enumerate(article["quotes"]):
            content = quote["content"]
            quote_id = f"{article['id'][:3]}-{n}"
            context = _paragraph(article["text"], content["start"], content["end"])
            records.append(
                QuoteRecord(
                    quote_id,
                    article["id"],
                    article["id"],
                    quote["speaker"],
                    content["text"],
                    quote["type"],
                    context,
                )
            )
            gold[quote_id] = set(quote["utterance"].split("+"))
    return records, gold


@pytest.fixture(scope="module")
def result(seed) -> MatchResult:
    return match_quotes(seed[0])


def _links(ids_of: dict[str, set[str]], article_of: dict[str, str]) -> set[tuple[str, str]]:
    """FORMAT.md utterance links: quotes in different articles that share an utterance id."""
    return {
        (a, b)
        for a, b in combinations(sorted(ids_of), 2)
        if article_of[a] != article_of[b] and ids_of[a] & ids_of[b]
    }


def _predicted(result: MatchResult) -> dict[str, set[str]]:
    ids: dict[str, set[str]] = {}
    for link in result.links:
        ids.setdefault(link.quote_id, set()).add(link.utterance_id)
    return ids


def test_links_match_gold_exactly(seed, result):
    records, gold = seed
    article_of = {r.quote_id: r.article_id for r in records}
    gold_links, found = _links(gold, article_of), _links(_predicted(result), article_of)
    assert gold_links, "the seed gold has cross-article links"
    precision = len(gold_links & found) / len(found)
    recall = len(gold_links & found) / len(gold_links)
    assert (precision, recall) == (1.0, 1.0)


def test_partition_matches_gold_ids(seed, result):
    """One predicted utterance per gold id, with the same quotes, `+` quotes in each of theirs."""
    _, gold = seed
    predicted = _predicted(result)
    members_gold: dict[str, set[str]] = {}
    members_found: dict[str, set[str]] = {}
    for quote_id, ids in gold.items():
        for gid in ids:
            members_gold.setdefault(gid, set()).add(quote_id)
    for quote_id, ids in predicted.items():
        for uid in ids:
            members_found.setdefault(uid, set()).add(quote_id)
    assert sorted(map(sorted, members_gold.values())) == sorted(map(sorted, members_found.values()))
    assert all("+" not in u.utterance_id for u in result.utterances)


def test_every_quote_is_linked_once_per_utterance(seed, result):
    records, gold = seed
    predicted = _predicted(result)
    assert {r.quote_id for r in records} == set(predicted)
    assert all(len(predicted[q]) == len(gold[q]) for q in gold)


def _wording(result: MatchResult, kind: str):
    return [f for f in result.findings if f.rule == "wording" and f.kind == kind]


def test_on_versus_of_is_a_substitution(result):
    (finding,) = _wording(result, "substituted_words")
    assert (finding.quote_words, finding.reference_words) == ("of", "on")
    assert finding.outlets == ["000_6224e2dd4404653b", "001_89b394fdc0eca745"]
    assert "men and women on the Boston Police Department" in finding.explanation
    assert "of the Boston Police Department" in finding.explanation
    assert finding.explanation.endswith("substituted words.")


def test_leading_and_is_reported_as_added_words(result):
    added = _wording(result, "added_words")
    assert {f.quote_words for f in added} == {"And"}
    explanations = " ".join(f.explanation for f in added)
    assert "And that’s what" in explanations
    assert "And we can take" in explanations


def test_because_join_against_split_quotes(seed, result):
    (finding,) = _wording(result, "merged_quote")
    assert finding.quote_words == "because…"
    assert finding.quote_ids == ["000-3", "001-4", "001-5"]
    assert "000_6224e2dd4404653b joins two passages" in finding.explanation
    kinds = {(v.quote_id, tuple(v.edit_kinds)) for v in result.variants if v.quote_id in finding.quote_ids}
    assert all("merged_quote" in k for q, k in kinds if q == "000-3")
    assert all("split_quote" in k for q, k in kinds if q != "000-3")
    records = {r.quote_id: r for r in seed[0]}
    text = records["000-3"].text
    ranges = sorted((link.start, link.end) for link in result.links if link.quote_id == "000-3")
    assert text[slice(*ranges[0])].endswith("on the ground")
    assert text[slice(*ranges[1])].startswith("there are so many")


def test_marked_elision_is_allowed(seed, result):
    elided = next(r.quote_id for r in seed[0] if "going to … flood" in r.text)
    (variant,) = [v for v in result.variants if v.quote_id == elided]
    assert variant.edit_kinds == ["marked_elision"]
    assert variant.is_allowed
    (edit,) = variant.edits
    assert edit.reference_words == "as you’ve heard the saying"
    assert not [f for f in result.findings if elided in f.quote_ids and f.severity in ("critical", "warning")]


def test_one_speaker_and_one_occasion(result):
    assert not [f for f in result.findings if f.rule in ("attribution", "context")]


def test_rows_are_plain_and_serializable(result):
    rows = result.rows()
    assert set(rows) == {"utterances", "quote_utterances", "quote_variants", "consistency_findings"}
    json.dumps(rows, ensure_ascii=False)
    assert rows["quote_variants"][0]["edits"] == [] or isinstance(rows["quote_variants"][0]["edits"][0], dict)
