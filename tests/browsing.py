"""Opening pages in Debian's Chromium through Playwright, recording what went wrong."""

from __future__ import annotations

from dataclasses import dataclass, field

CHROMIUM = "/usr/bin/chromium"
#: Flags for a root, offline, headless Chromium; without the background-networking
#: ones it keeps trying to reach Google's hosts.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@dataclass
class Opened:
    """A page with what it logged as errors (console and uncaught), its dialogs and requests."""

    page: object
    errors: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)


def open_page(browser, url: str) -> Opened:
    """``url`` in a new page of ``browser``, or of a browser context (a signed-in one, say),
    which keeps its own viewport."""
    is_context = not hasattr(browser, "new_context")
    viewport = {} if is_context else {"viewport": {"width": 1280, "height": 900}}
    opened = Opened(browser.new_page(**viewport))
    page = opened.page
    page.on("console", lambda m: m.type == "error" and opened.errors.append(m.text))
    page.on("pageerror", lambda error: opened.errors.append(str(error)))
    page.on("request", lambda request: opened.requests.append(request.url))
    page.on("dialog", lambda dialog: (opened.dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(url)
    page.wait_for_load_state("load")
    return opened
