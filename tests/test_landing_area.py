"""`quotetrail add`'s rules, without Spark: copy, never move; refuse what ingestion
would refuse, copying nothing; never copy the same bytes twice."""

from __future__ import annotations

import json
import subprocess
from datetime import UTC, datetime

import pytest

from commands import QUOTETRAIL
from quotetrail.landing_area import RefusedInput, add
from synthetic_news import synthetic_article

NOW = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def given(tmp_path):
    folder = tmp_path / "given" / "monday"
    folder.mkdir(parents=True)
    (folder / "story.txt").write_text(synthetic_article(1)["text"])
    (folder / "wire.jsonl").write_text(json.dumps(synthetic_article(2)) + "\n")
    return folder


def _files(folder):
    return sorted(str(path.relative_to(folder)) for path in folder.rglob("*") if path.is_file())


def test_a_folder_is_copied_under_its_own_name_and_left_in_place(tmp_path, given):
    before = {path: path.read_bytes() for path in given.iterdir()}
    result = add([given], tmp_path / "landing", NOW)
    assert result.batch == tmp_path / "landing" / "added-20260501T120000Z"
    assert _files(tmp_path / "landing") == [
        "added-20260501T120000Z/monday/story.txt",
        "added-20260501T120000Z/monday/wire.jsonl",
    ]
    assert {path: path.read_bytes() for path in given.iterdir()} == before
    assert (result.batch / "monday" / "story.txt").read_bytes() == before[given / "story.txt"]


def test_the_same_bytes_are_never_copied_twice_under_any_name(tmp_path, given):
    landing = tmp_path / "landing"
    add([given], landing, NOW)
    renamed = tmp_path / "renamed.txt"
    renamed.write_bytes((given / "story.txt").read_bytes())
    again = add([given / "story.txt", renamed], landing, NOW)
    assert again.batch is None and again.copied == []
    assert [given_path for given_path, _ in again.already_landed] == [
        str(given / "story.txt"),
        str(renamed),
    ]
    assert len(_files(landing)) == 2


def test_a_new_version_of_a_file_lands_beside_the_old_one(tmp_path, given):
    landing = tmp_path / "landing"
    add([given / "story.txt"], landing, NOW)
    (given / "story.txt").write_text(
        synthetic_article(1)["text"] + "\n\nCorrection: the meeting was on Monday."
    )
    second = add([given / "story.txt"], landing, NOW)
    assert second.batch == landing / "added-20260501T120000Z-2"
    assert _files(landing) == ["added-20260501T120000Z-2/story.txt", "added-20260501T120000Z/story.txt"]


def test_a_file_ingestion_would_refuse_stops_the_whole_add(tmp_path, given):
    (given / "notes.pdf").write_bytes(b"%PDF-1.4")
    (given / "broken.jsonl").write_text('{"id": "a", "text": "fine"}\n{broken\n')
    (given / "empty.txt").write_text("")
    with pytest.raises(RefusedInput) as refused:
        add([given], tmp_path / "landing", NOW)
    assert dict(refused.value.refused) == {
        str(
            given / "broken.jsonl"
        ): "line 2: invalid JSON: Expecting property name enclosed in double quotes",
        str(given / "empty.txt"): "empty file",
        str(given / "notes.pdf"): "unsupported file type .pdf",
    }
    assert "Nothing was added: 3 file(s)" in str(refused.value)
    assert not (tmp_path / "landing").exists() or _files(tmp_path / "landing") == []


def test_the_command_says_what_it_added_and_refuses_with_the_reason(tmp_path, given):
    def quotetrail_add(path):
        env = {"PATH": "/usr/bin:/bin", "QUOTETRAIL_HOME": str(tmp_path / "home")}
        return subprocess.run(
            [QUOTETRAIL, "add", str(path)], env=env, capture_output=True, text=True, timeout=300
        )

    added = quotetrail_add(given)
    assert added.returncode == 0, added.stderr
    assert "2 file(s) added to" in added.stdout
    again = quotetrail_add(given)
    assert again.returncode == 0 and "Nothing new to add." in again.stdout
    assert "already in the landing area" in again.stderr
    (tmp_path / "notes.pdf").write_bytes(b"%PDF-1.4")
    refused = quotetrail_add(tmp_path / "notes.pdf")
    assert refused.returncode == 1
    assert "notes.pdf: unsupported file type .pdf" in refused.stderr
