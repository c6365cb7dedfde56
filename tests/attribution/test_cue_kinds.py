"""What each cue reports, and which kinds count as quotes; sentences written for these tests."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from quotetrail.attribution import extract
from quotetrail.attribution.cues import CUE_KINDS, cue_kind
from quotetrail.cli import app


@pytest.mark.parametrize(
    ("cue", "kind"),
    [
        ("said", "speech"),
        ("according to", "speech"),
        ("shot back", "speech"),
        ("remarks", "speech"),
        ("wrote", "writing"),
        ("tweeted", "writing"),
        ("believes", "cognition"),
        ("wants", "cognition"),
        ("knew", "cognition"),
        ("hopes", "cognition"),
        ("expects", "cognition"),
        ("belief", "cognition"),
        ("voted", "other"),
        ("found", "other"),
        ("support", "other"),
    ],
)
def test_cue_kind(cue, kind):
    assert cue_kind(cue) == kind


def test_thoughts_wishes_and_knowledge_are_not_quotes_by_default():
    for verb in ("believes", "wants", "knows", "hopes", "expects"):
        assert extract(f"The mayor {verb} the bridge will open in May.").quotes == []


@pytest.mark.parametrize(
    "text",
    [
        "Asked whether the bridge would open in May, Jane Roe said: “We hope so.”",
        "Jane Roe was asked whether the crews would finish. She said the crews were working.",
    ],
)
def test_a_question_that_names_no_asker_is_no_quote_but_the_answer_is(text):
    assert [q.speaker for q in extract(text).quotes] == ["Jane Roe"]
    asked = [q for q in extract(text, CUE_KINDS).quotes if q.cue and q.cue.text.lower() == "asked"]
    assert [q.cue_kind for q in asked] == ["other"]


def test_a_question_put_by_someone_is_their_quote():
    [quote] = extract("The reporter asked Jane Roe whether the bridge would open in May.").quotes
    assert quote.cue_kind == "speech"


@pytest.mark.parametrize(
    "subject",
    ["The results", "A new harbor poll", "Exit polls", "The harbor data", "Surveys of ferry riders"],
)
def test_a_conclusion_drawn_from_evidence_is_no_quote(subject):
    text = f"{subject} suggested that the bridge will be busy in May."
    assert extract(text).quotes == []
    assert [q.cue_kind for q in extract(text, CUE_KINDS).quotes] == ["other"]


@pytest.mark.parametrize(
    ("text", "cue"),
    [
        ("Research suggests that ferry riders would pay higher fares.", "suggests"),
        ("The harbor investigation has revealed that the pier was unsafe for years.", "revealed"),
        ("Her distant third-place finish highlights how hard the race has become for Roe.", "highlights"),
        ("Two analyses have estimated that the levy would cost the town a million dollars.", "estimated"),
        ("The latest polls predict that the harbor ward will stay close.", "predict"),
    ],
)
def test_research_or_an_outcome_shows_without_saying(text, cue):
    assert extract(text).quotes == []
    assert [(q.cue.text, q.cue_kind) for q in extract(text, CUE_KINDS).quotes] == [(cue, "other")]


@pytest.mark.parametrize(
    "source",
    [
        "a new harbor poll",
        "a ferry survey released on Monday",
        "an analysis of fare records",
        "early results of exit polls",
    ],
)
def test_a_finding_credited_with_according_to_is_no_quote(source):
    text = f"The harbor ward is leaning toward the levy, according to {source}."
    assert extract(text).quotes == []
    assert [q.cue_kind for q in extract(text, CUE_KINDS).quotes] == ["other"]


def test_a_headline_that_credits_a_poll_is_no_quote():
    text = "Harbor Poll: Fares will rise in May.\n\nThe poll ran on Monday."
    assert extract(text).quotes == []
    assert [q.cue_kind for q in extract(text, CUE_KINDS).quotes] == ["other"]
    [quote] = extract("Roe: Fares will rise in May.\n\nRoe spoke on Monday.").quotes
    assert quote.cue_kind == "speech"


@pytest.mark.parametrize("source", ["Jane Roe", "the harbor commission", "a letter from the board"])
def test_words_credited_with_according_to_a_person_or_a_writing_are_a_quote(source):
    [quote] = extract(f"The harbor ward is leaning toward the levy, according to {source}.").quotes
    assert quote.cue_kind == "speech"


@pytest.mark.parametrize(
    ("text", "cue"),
    [
        ("There is nothing in the harbor ledger that suggests the ferry will be sold.", "suggests"),
        ("The fall in fares, which often reveals whether riders are happy, was steep.", "reveals"),
        ("It is the board's slow vote that explains why the pier is still closed.", "explains"),
    ],
)
def test_what_a_thing_named_by_that_or_which_shows_is_no_quote(text, cue):
    assert extract(text).quotes == []
    assert [(q.cue.text, q.cue_kind) for q in extract(text, CUE_KINDS).quotes] == [(cue, "other")]


def test_what_a_person_named_by_who_suggests_is_their_quote():
    [quote] = extract("It was Jane Roe who suggested that the ferry would be sold.").quotes
    assert quote.cue_kind == "speech"


@pytest.mark.parametrize("subject", ["Jane Roe", "The harbor commission", "The report"])
def test_a_conclusion_someone_draws_is_their_quote(subject):
    [quote] = extract(f"{subject} suggested that the bridge will be busy in May.").quotes
    assert quote.cue_kind == "speech"
    [quote] = extract(f"{subject} estimated that the bridge will be busy in May.").quotes
    assert quote.cue_kind == "speech"


@pytest.mark.parametrize(
    "text",
    [
        "Jane Roe agreed to meet the harbor board on Friday.",
        "Jane Roe did not respond to requests for comment on the fares.",
        "Jane Roe responded to claims that the ferry was late.",
        "The harbor board responded to the complaints by cutting fares.",
    ],
)
def test_consent_or_an_answer_given_to_something_is_no_quote(text):
    assert extract(text).quotes == []
    assert [q.cue_kind for q in extract(text, CUE_KINDS).quotes] == ["other"]


@pytest.mark.parametrize(
    "text",
    [
        "Critics could argue that the ferry is too slow.",
        "The mayor might privately say the pier is safe.",
        "The board will announce that the fares are going up.",
        "Riders must promise to pay the fare in advance.",
    ],
)
def test_words_that_may_yet_be_said_are_no_quote(text):
    assert extract(text).quotes == []
    assert [q.cue_kind for q in extract(text, CUE_KINDS).quotes] == ["other"]


@pytest.mark.parametrize(
    "text",
    ["The mayor would only say that the pier is safe.", "I can now say that the pier is safe."],
)
def test_words_said_under_would_or_can_are_a_quote(text):
    [quote] = extract(text).quotes
    assert quote.cue_kind == "speech"


def test_an_answer_that_states_a_clause_is_a_quote():
    [quote] = extract("Jane Roe replied that the fares would rise.").quotes
    assert quote.cue_kind == "speech"


def test_every_kind_is_reported_when_asked_and_carries_its_kind():
    text = "The mayor said the bridge was safe. The mayor hopes the bridge will open in May."
    assert [q.cue_kind for q in extract(text).quotes] == ["speech"]
    assert [q.cue_kind for q in extract(text, CUE_KINDS).quotes] == ["speech", "cognition"]


def test_written_words_are_quotes():
    [quote] = extract("Jane Roe wrote that the bridge was unsafe.").quotes
    assert quote.cue_kind == "writing" and quote.speaker == "Jane Roe"


def test_quoted_words_with_no_cue_are_speech():
    text = '"The bridge is safe," Jane Roe said.\n\n"It will carry four lanes."'
    assert [q.cue_kind for q in extract(text).quotes] == ["speech", "speech"]


def test_extract_command_takes_the_kinds_to_report(tmp_path):
    source = tmp_path / "articles.jsonl"
    source.write_text(json.dumps({"id": "a", "text": "The mayor hopes the bridge will open."}) + "\n")
    runner = CliRunner()
    for options, expected in (([], ["cognition"]), (["--kinds", "speech,writing"], [])):
        target = tmp_path / "pred.jsonl"
        result = runner.invoke(
            app,
            [
                "extract",
                "--input",
                str(source),
                "--output",
                str(target),
                "--convention",
                "attribution",
                *options,
            ],
        )
        assert result.exit_code == 0, result.output
        assert [q["cue_kind"] for q in json.loads(target.read_text())["quotes"]] == expected
    result = runner.invoke(
        app, ["extract", "--input", str(source), "--output", str(tmp_path / "x"), "--kinds", "feelings"]
    )
    assert result.exit_code == 2


def test_a_gloss_of_what_words_meant_is_an_attribution_of_kind_other():
    text = "“The key was the timing,” Jane Roe said, referring to the two new resorts."
    assert [q.content.text for q in extract(text).quotes] == ["The key was the timing,"]
    gloss = [q for q in extract(text, CUE_KINDS).quotes if q.cue_kind == "other"]
    assert [(q.content.text, q.speaker) for q in gloss] == [("the two new resorts", "Jane Roe")]


@pytest.mark.parametrize(
    "text",
    [
        "Jane Roe called Tom Ash to congratulate him on the ferry deal.",
        "Jane Roe called Tom Ash shortly after the vote was counted.",
        "A new group called Harbor First, led by ferry riders, is raising money for the pier.",
        "The harbor board is calling a meeting to discuss the fares.",
    ],
)
def test_a_call_with_only_its_object_is_no_quote(text):
    assert extract(text).quotes == []
    calls = [q for q in extract(text, CUE_KINDS).quotes if q.cue and q.cue.text.startswith("call")]
    assert {q.cue_kind for q in calls} <= {"other"}


@pytest.mark.parametrize(
    "text",
    [
        "Jane Roe called Tom Ash “a fraud” on Tuesday.",
        "Jane Roe called the fare plan “reckless.”",
        "Jane Roe called on Tom Ash to resign.",
        "Jane Roe called upon the board to cut fares.",
    ],
)
def test_a_call_that_says_something_of_its_object_is_a_quote(text):
    [quote] = extract(text).quotes
    assert quote.cue_kind == "speech"


@pytest.mark.parametrize(
    "text",
    [
        "Jane Roe would not say whether the ferry fares would rise.",
        "Jane Roe has never publicly said that the pier should close.",
        "The harbor board didn’t explain why the ferry was late.",
        "Tom Ash isn’t saying what the fares will be.",
    ],
)
def test_a_statement_denied_is_no_quote(text):
    assert extract(text).quotes == []
    assert [q.cue_kind for q in extract(text, CUE_KINDS).quotes] == ["other"]


@pytest.mark.parametrize(
    "text",
    [
        "Jane Roe not only said the fares would rise but promised a new pier.",
        "Jane Roe would not wait: she said the fares would rise.",
    ],
)
def test_a_statement_not_denied_is_a_quote(text):
    assert "speech" in [q.cue_kind for q in extract(text).quotes]
