"""An internal error of extraction is raised or recorded against its article, never
turned into an article that quotes nobody."""

from __future__ import annotations

import json

import pytest

from quotetrail.attribution import batch, extract
from quotetrail.attribution.extract import _Article

FINE = "“We will open the bridge in May,” Mayor Ann Wu said."
FAULTY = "“The tunnel stays shut,” Jo Li said."


def _fail_on_faulty(monkeypatch) -> None:
    """Make the extractor fail on the article FAULTY, as a bug in a rule would."""
    real = _Article.run

    def run(self):
        if self.text == FAULTY:
            raise IndexError("a rule read past the sentence")
        return real(self)

    monkeypatch.setattr(_Article, "run", run)


def test_an_internal_error_is_raised(monkeypatch):
    _fail_on_faulty(monkeypatch)
    assert len(extract(FINE).quotes) == 1
    with pytest.raises(IndexError):
        extract(FAULTY)


def test_no_text_has_no_quotes_and_a_wrong_type_is_an_error():
    assert extract(None).quotes == []
    with pytest.raises(TypeError):
        extract(b"bytes")


def _articles(tmp_path):
    source = tmp_path / "articles.jsonl"
    lines = [{"id": "a", "text": FINE}, {"id": "b", "text": FAULTY}, {"id": "c", "text": FINE}]
    source.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return source


def test_a_batch_records_the_failed_article_and_goes_on(monkeypatch, tmp_path):
    _fail_on_faulty(monkeypatch)
    target = tmp_path / "pred.jsonl"
    result = batch.run(_articles(tmp_path), target)
    assert result.articles == 2 and result.quotes == 2
    [error] = result.errors
    assert "line 2, article b: extraction failed (IndexError" in error
    written = [json.loads(line)["id"] for line in target.read_text(encoding="utf-8").splitlines()]
    assert written == ["a", "c"]


def test_a_strict_batch_stops_at_the_failed_article(monkeypatch, tmp_path):
    _fail_on_faulty(monkeypatch)
    with pytest.raises(batch.ArticleFailed, match="article b"):
        batch.run(_articles(tmp_path), tmp_path / "pred.jsonl", skip_bad=False)
