"""Size and speed of the quality report at scale (run on demand, not collected by pytest).

    .venv/bin/python tests/benchmarks/bench_report.py [--sizes 1000 5000 20000] [--runs 3]

For each size, renders that many synthetic findings (tests/report/synthetic.py)
into a temporary folder and prints the render time, the size of the index page
and of the article pages, then opens the index from disk in Debian's Chromium
(/usr/bin/chromium) and prints, per run, the time to first paint, to the load
event and until the first page of groups is drawn, as the page's own clock
counts from navigation start. The machine is shared, so the 1-minute load
average (os.getloadavg) is printed beside every timing.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(TESTS), str(TESTS / "report")]

from synthetic import synthetic_report  # noqa: E402

from browsing import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from quotetrail.report import render_report  # noqa: E402

#: Milliseconds from navigation start: first paint, load event, first page of groups in the page.
TIMINGS_JS = """() => {
  const paint = performance.getEntriesByType("paint").find((e) => e.name === "first-contentful-paint");
  const navigation = performance.getEntriesByType("navigation")[0];
  return {paint: paint ? paint.startTime : null, load: navigation.loadEventEnd, drawn: window.__drawn};
}"""
#: Records when the first group appears, watching the page from before its script runs.
WATCH_JS = """
new MutationObserver(function (changes, observer) {
  if (document.querySelector("section.group")) { window.__drawn = performance.now(); observer.disconnect(); }
}).observe(document, {childList: true, subtree: true});
"""


def load() -> str:
    return f"load {os.getloadavg()[0]:.2f}"


def megabytes(size: int) -> str:
    return f"{size / 1_000_000:.2f} MB"


def bench(size: int, runs: int, browser) -> None:
    with tempfile.TemporaryDirectory(prefix="bench-report-") as folder:
        started = time.perf_counter()
        data = synthetic_report(size)
        built = time.perf_counter()
        index = render_report(data, Path(folder) / "site")
        rendered = time.perf_counter()
        pages = list((index.parent / "articles").iterdir())
        print(f"\n{size} findings, {len(data.articles)} article pages")
        print(f"  data built in {built - started:.2f} s, rendered in {rendered - built:.2f} s  ({load()})")
        sizes = [page.stat().st_size for page in pages]
        print(
            f"  index {megabytes(index.stat().st_size)}; article pages {megabytes(sum(sizes))} in all,"
            f" {megabytes(max(sizes))} the largest"
        )
        for run in range(1, runs + 1):
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            errors: list[str] = []
            page.on("pageerror", lambda error, errors=errors: errors.append(str(error)))
            page.add_init_script(WATCH_JS)
            page.goto(index.as_uri())
            page.wait_for_selector("section.group")
            timings = page.evaluate(TIMINGS_JS)
            print(
                f"  run {run}: first paint {timings['paint']:.0f} ms, load {timings['load']:.0f} ms,"
                f" first groups drawn {timings['drawn']:.0f} ms  ({load()})"
            )
            if errors:
                print(f"  page errors: {errors}")
            page.close()


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 5000, 20000])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for size in args.sizes:
            bench(size, args.runs, browser)
        browser.close()


if __name__ == "__main__":
    main()
