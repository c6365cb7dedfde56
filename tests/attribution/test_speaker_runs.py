"""Pronoun look-back reuses the article's capitalized runs: it must meet the runs a
fresh scan of its window would, wherever the window starts and ends."""

from __future__ import annotations

from quotetrail.attribution.speakers import CAPITALIZED_RUN, SpeakerIndex

TEXT = (
    "U.S. Army Col. Ann Lee met Mr. John Smith Jr. in Washington. He said Vincent van Gogh "
    "and Sen. Maria de la Cruz agreed. “We will,” she said. ICE Director Todd Lyons’s aide, "
    "who spoke to Reuters, left."
)


def test_runs_in_every_window_match_a_fresh_scan():
    index = SpeakerIndex(TEXT)
    for lo in range(len(TEXT) + 1):
        for at in range(lo, len(TEXT) + 1):
            fresh = [m.group() for m in CAPITALIZED_RUN.finditer(TEXT, lo, at)]
            assert index._runs_between(lo, at) == fresh, (lo, at)
