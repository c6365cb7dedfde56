"""The ``quotetrail`` command line."""

from __future__ import annotations

import typer

app = typer.Typer(
    help="Track what public figures said and how the press reported it.",
    no_args_is_help=True,
    pretty_exceptions_show_locals=False,
)
