"""Scale and accuracy benchmark for utterance matching (run on demand, not collected by pytest).

    .venv/bin/python tests/benchmarks/bench_utterances.py [--sizes 1000 10000 100000] [--seed 7]

Builds synthetic quote sets with known utterances: speakers say runs of one to
three consecutive utterances, several outlets quote each run with realistic
edits (punctuation and case, marked elisions, dropped, added and substituted
words, partial quotes, two utterances merged into one quote where another
outlet quotes them apart). Words follow a Zipf law, so common phrases recur
across unrelated utterances as they do in news.

Prints the matching time per size, the growth exponent (least-squares slope of
log CPU time against log size; CPU time because the machine may be shared) and
the precision and recall of cross-article links (two quotes in different
articles that share an utterance, as in shared/eval/FORMAT.md). Exits non-zero when a target is missed.
"""

from __future__ import annotations

import argparse
import math
import random
import string
import sys
import time
from collections import defaultdict
from collections.abc import Iterable

from quotetrail.utterances import QuoteRecord, match_quotes

TARGET_EXPONENT = 1.15
TARGET_SCORE = 0.95
JOINERS = ["because…", "and", "", "…", "but"]


class Corpus:
    """Synthetic quotes with the set of true utterance ids of each."""

    def __init__(self, size: int, seed: int) -> None:
        self.rng = random.Random(seed)
        self.vocabulary = self._vocabulary(100_000)
        self.weights = [1 / (rank + 1) for rank in range(len(self.vocabulary))]
        self.rank = {word: rank for rank, word in enumerate(self.vocabulary)}
        self.records: list[QuoteRecord] = []
        self.truth: dict[str, set[str]] = {}
        event = 0
        while len(self.records) < size:
            self._quote_event(event)
            event += 1
        for record in self.records[size:]:
            del self.truth[record.quote_id]
        del self.records[size:]

    def _vocabulary(self, size: int) -> list[str]:
        words: set[str] = set()
        while len(words) < size:
            words.add("".join(self.rng.choices(string.ascii_lowercase, k=self.rng.randint(2, 9))))
        return sorted(words, key=lambda word: (len(word), word))

    def _utterance(self) -> list[str]:
        return self.rng.choices(self.vocabulary, weights=self.weights, k=self.rng.randint(8, 32))

    def _quote_event(self, event: int) -> None:
        rng = self.rng
        speaker = f"Speaker {rng.randrange(max(1, len(self.records) // 20 + 50))}"
        utterances = [self._utterance() for _ in range(rng.choice([1, 1, 2, 3]))]
        ids = [f"e{event}u{k}" for k in range(len(utterances))]
        for outlet in rng.sample(range(40), rng.randint(1, 6)):
            article = f"o{outlet}-e{event}"
            k = 0
            while k < len(utterances):
                roll = rng.random()
                if roll < 0.1 and k + 1 < len(utterances):
                    joiner = rng.choice(JOINERS)
                    words = (
                        self._edit(utterances[k])
                        + ([joiner] if joiner else [])
                        + self._edit(utterances[k + 1])
                    )
                    self._add(article, outlet, speaker, words, {ids[k], ids[k + 1]})
                    k += 2
                    continue
                if roll < 0.2:
                    k += 1
                    continue
                words = utterances[k]
                if roll < 0.5:
                    words = self._partial(words)
                self._add(article, outlet, speaker, self._edit(words), {ids[k]})
                k += 1

    def _partial(self, words: list[str]) -> list[str]:
        if self.rng.random() < 0.1:
            # Short partial quotes are catchphrases: they hold the utterance's rarest word.
            rarest = max(range(len(words)), key=lambda k: self.rank[words[k]])
            start = max(0, rarest - self.rng.randint(0, 2))
            return words[start : start + self.rng.randint(1, 3)]
        length = self.rng.randint(min(len(words), 5), len(words))
        start = self.rng.randrange(len(words) - length + 1)
        return words[start : start + length]

    def _edit(self, words: list[str]) -> list[str]:
        """At most two word-level edits, plus punctuation and case."""
        rng, words = self.rng, list(words)
        for _ in range(rng.choice([0, 0, 1, 1, 2])):
            kind, at = rng.random(), rng.randrange(len(words))
            if len(words) < 6:
                break
            if kind < 0.3:
                words[at] = rng.choice(self.vocabulary[:200])
            elif kind < 0.5 and 0 < at < len(words) - 4:
                words[at : at + rng.randint(2, 4)] = ["…"]
            elif kind < 0.7:
                del words[at]
            else:
                words.insert(at, rng.choice(["and", "so", "really", "very", "just"]))
        if rng.random() < 0.3:
            at = rng.randrange(len(words))
            words[at] = words[at] + ","
        if rng.random() < 0.5:
            words[0] = words[0].capitalize()
        return words

    def _add(self, article: str, outlet: int, speaker: str, words: list[str], truth: set[str]) -> None:
        quote_id = f"q{len(self.records)}"
        text = " ".join(words).replace(" ,", ",")
        self.records.append(QuoteRecord(quote_id, article, f"outlet {outlet}", speaker, text, "direct"))
        self.truth[quote_id] = truth


def cross_article_links(ids_of: dict[str, set[str]], article_of: dict[str, str]) -> set[tuple[str, str]]:
    """Pairs of quotes in different articles that share an utterance id."""
    members: dict[str, list[str]] = defaultdict(list)
    for quote_id, ids in ids_of.items():
        for utterance_id in ids:
            members[utterance_id].append(quote_id)
    links = set()
    for quotes in members.values():
        quotes.sort()
        for i, a in enumerate(quotes):
            for b in quotes[i + 1 :]:
                if article_of[a] != article_of[b]:
                    links.add((a, b))
    return links


def slope(points: Iterable[tuple[int, float]]) -> float:
    xs, ys = zip(*((math.log(n), math.log(t)) for n, t in points), strict=True)
    mean_x, mean_y = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys, strict=True)) / sum(
        (x - mean_x) ** 2 for x in xs
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    timings = []
    ok = True
    for size in args.sizes:
        corpus = Corpus(size, args.seed)
        started, started_cpu = time.perf_counter(), time.process_time()
        result = match_quotes(corpus.records)
        elapsed, cpu = time.perf_counter() - started, time.process_time() - started_cpu
        timings.append((size, cpu))
        predicted: dict[str, set[str]] = defaultdict(set)
        for link in result.links:
            predicted[link.quote_id].add(link.utterance_id)
        article_of = {r.quote_id: r.article_id for r in corpus.records}
        gold = cross_article_links(corpus.truth, article_of)
        found = cross_article_links(predicted, article_of)
        precision = len(gold & found) / len(found) if found else 1.0
        recall = len(gold & found) / len(gold) if gold else 1.0
        ok &= precision >= TARGET_SCORE and recall >= TARGET_SCORE
        print(
            f"{size:>7} quotes  cpu {cpu:7.2f} s  wall {elapsed:7.2f} s  "
            f"{len(result.utterances):>6} utterances  {len(gold):>7} gold links  "
            f"precision {precision:.4f}  recall {recall:.4f}",
            flush=True,
        )
    if len(timings) > 1:
        exponent = slope(timings)
        ok &= exponent <= TARGET_EXPONENT
        print(f"growth exponent (log-log slope) {exponent:.3f}  target <= {TARGET_EXPONENT}")
    print("targets met" if ok else "TARGETS MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
