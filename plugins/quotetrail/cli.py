"""The ``quotetrail`` command line."""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Annotated

import typer

app = typer.Typer(
    help="Track what public figures said and how the press reported it.",
    no_args_is_help=True,
    pretty_exceptions_show_locals=False,
)

engine_app = typer.Typer(help="Start, stop and inspect the long-lived Spark engine.", no_args_is_help=True)
app.add_typer(engine_app, name="engine")


def _settings():
    from quotetrail.config import Settings

    return Settings.from_env()


def _fail(message: str) -> typer.Exit:
    typer.secho(message, fg=typer.colors.RED, err=True)
    return typer.Exit(code=1)


@engine_app.command("start")
def engine_start(
    timeout: Annotated[float, typer.Option(help="Seconds to wait for both ports to answer.")] = 180.0,
) -> None:
    """Start the engine (idempotent) and wait until it answers."""
    from quotetrail.runtime import engine

    settings = _settings()
    try:
        with _spinner("Starting the Spark engine"):
            state = engine.start(settings, timeout=timeout)
    except engine.EngineError as error:
        raise _fail(str(error)) from error
    typer.echo(
        f"engine running (pid {state.pid}): thrift {settings.host}:{settings.thrift_port}, "
        f"connect {settings.connect_url}"
    )


@engine_app.command("stop")
def engine_stop() -> None:
    """Stop the engine that `engine start` launched for this QUOTETRAIL_HOME."""
    from quotetrail.runtime import engine

    stopped = engine.stop(_settings())
    typer.echo("engine stopped" if stopped else "engine was not running")


@engine_app.command("status")
def engine_status() -> None:
    """Show whether the engine runs and which ports answer; exit 1 when it is down."""
    from quotetrail.runtime import engine

    settings = _settings()
    state = engine.status(settings)
    typer.echo(
        f"pid: {state.pid or '-'}  thrift {settings.thrift_port}: {'up' if state.thrift_up else 'down'}  "
        f"connect {settings.connect_port}: {'up' if state.connect_up else 'down'}"
    )
    if not state.running:
        raise typer.Exit(code=1)


def _spinner(message: str):
    from rich.console import Console

    return Console(stderr=True).status(message)


@app.command()
def add(
    paths: Annotated[
        list[Path],
        typer.Argument(
            help="Article files or folders (.txt, .html, .jsonl).", exists=True, resolve_path=True
        ),
    ],
) -> None:
    """Copy articles into the landing area, where the next run ingests them.

    The files are copied, never moved. Nothing is copied when any file would be
    refused by ingestion; a file already in the landing area is not copied again.
    """
    from quotetrail.landing_area import RefusedInput
    from quotetrail.landing_area import add as add_files

    settings = _settings()
    settings.make_home()
    try:
        result = add_files(paths, settings.landing_dir)
    except RefusedInput as error:
        raise _fail(str(error)) from error
    for given, landed in result.already_landed:
        typer.echo(f"already in the landing area: {given} (as {landed})", err=True)
    if result.batch is None:
        typer.echo("Nothing new to add.")
        return
    typer.echo(f"{len(result.copied)} file(s) added to {result.batch}; `quotetrail run` ingests them.")


#: ``--suite``, shared by ``run`` and ``rebuild``.
SuitesOption = Annotated[
    list[str] | None, typer.Option("--suite", help="Run only this suite; repeat for several.")
]
#: ``--replace-published``, shared by ``run`` and ``rebuild``.
ReplacePublishedOption = Annotated[
    bool,
    typer.Option(
        "--replace-published",
        help="Publish even when the run has less than half the articles or quotes already published.",
    ),
]


@app.command()
def run(
    input_dir: Annotated[
        Path | None,
        typer.Option(
            "--input",
            help="Add the articles of this folder to the corpus [default: the landing area].",
            file_okay=False,
            exists=True,
            resolve_path=True,
        ),
    ] = None,
    replace: Annotated[
        bool,
        typer.Option("--replace", help="Start the corpus over from the folder instead of adding to it."),
    ] = False,
    suites: SuitesOption = None,
    replace_published: ReplacePublishedOption = False,
) -> None:
    """Ingest what is new, run the whole pipeline once (starting the engine if needed)
    and summarize it. When no new article arrived, nothing after ingest is rebuilt
    and the published tables and reports stay as they are, unless --replace.

    A home without a landing area gets one holding the seed articles, so that
    the first run has something to show. Only one run at a time may use a
    QUOTETRAIL_HOME; a second one is refused with the first one's pid, start
    time and input.
    """
    _run_pipeline(
        input_dir, replace=replace, rebuild=False, suites=suites, replace_published=replace_published
    )


@app.command()
def rebuild(suites: SuitesOption = None, replace_published: ReplacePublishedOption = False) -> None:
    """Build the whole corpus again from its bronze articles: extract every article's
    quotes, match all of them, build, check and publish, even when nothing is new.

    Run it after the extraction or matching rules change. On unchanged rules it
    gives the tables that run after run built, row for row. New files of the
    landing area are ingested first, as by `quotetrail run`.
    """
    _run_pipeline(None, replace=False, rebuild=True, suites=suites, replace_published=replace_published)


def _run_pipeline(
    input_dir: Path | None, *, replace: bool, rebuild: bool, suites: list[str] | None, replace_published: bool
) -> None:
    """Check the arguments, take the home's run lock and run the DAGs."""
    from quotetrail.quality.suites import suite_names
    from quotetrail.runtime.runlock import RunLockedError, run_lock

    known = suite_names()
    unknown = sorted(set(suites or ()) - set(known))
    if unknown:
        raise _fail(f"No suite named {', '.join(unknown)}; the suites are: {', '.join(known)}.")
    settings = _settings()
    conf = {
        "input_dir": str(input_dir or settings.landing_dir),
        "replace": replace,
        "rebuild": rebuild,
        "suites": suites or None,
        "replace_published": replace_published,
    }
    try:
        with run_lock(settings, conf["input_dir"]) as stale:
            if stale:
                typer.echo(f"The run lock of an ended run (pid {stale.get('pid')}) was taken over.", err=True)
            if rebuild or input_dir is not None:
                # The corpus is the user's (a rebuild's as it is, or a folder's): the
                # empty landing area it gets keeps a later run from bringing the seeds in.
                settings.landing_dir.mkdir(parents=True, exist_ok=True)
            else:
                _seed_new_landing_area(settings)
            _run_locked(settings, conf)
    except RunLockedError as error:
        raise _fail(str(error)) from error


def _seed_new_landing_area(settings) -> None:
    """Give a home that never had a landing area one with the seed articles.

    Only then: a landing area that exists, even empty, is the user's, and a
    second run finds the seeds already ingested.
    """
    from quotetrail.config import SEED_ARTICLES
    from quotetrail.landing_area import add as add_files

    if settings.landing_dir.exists():
        return
    settings.make_home()
    result = add_files([SEED_ARTICLES], settings.landing_dir)
    typer.echo(
        f"New landing area {settings.landing_dir}: the {len(result.copied)} seed articles were added to it.",
        err=True,
    )


def _run_locked(settings, conf: dict) -> None:
    import uuid
    from datetime import UTC, datetime

    from quotetrail import summary
    from quotetrail.jobs import plan
    from quotetrail.runtime import engine, failures, orchestration

    started_at = datetime.now(UTC)
    try:
        with _spinner("Starting the Spark engine"):
            engine.start(settings)
    except engine.EngineError as error:
        raise _fail(str(error)) from error
    with _spinner("Preparing Airflow's database"):
        orchestration.migrate(settings)
    spark_session = str(uuid.uuid4())
    # The progress display ends first, so that what is printed on a stop is not lost with it.
    with _stopped_by_signals(settings, spark_session), _TaskProgress() as progress:
        dag_run = orchestration.run_dags(settings, conf, progress.update, spark_session)
    # A run that succeeded without publishing is one whose check skipped every later task.
    nothing_new = dag_run.exit_code == 0 and plan.PUBLISH_MARTS.name not in dag_run.tasks_run
    if dag_run.engine_died is not None:
        # No Spark client here: one would retry the dead engine for minutes at exit.
        raise _fail(
            f"The Spark engine (pid {dag_run.engine_died}) stopped during the run, in task "
            f"{progress.running or '(between tasks)'}; its log: {settings.logs_dir / 'engine.log'}. "
            f"Airflow's log: {dag_run.log_path}"
        )
    _refresh_lineage(settings)
    failure = failures.failure_in_log(dag_run.log_path) if dag_run.exit_code != 0 else None
    figures = summary.collect(engine.connect(settings), settings, started_at)
    _print_summary(figures, dag_run.exit_code, failure, nothing_new)
    if dag_run.exit_code != 0:
        raise _fail(f"The run failed; Airflow's log: {dag_run.log_path}")


#: What the summary says of a run that found no new article.
NOTHING_REBUILT = (
    "nothing: no new article arrived, so the marts, checks, published tables and "
    "reports are those of the last run that rebuilt them"
)


class _Interrupted(KeyboardInterrupt):
    """SIGTERM, handled like Ctrl-C: the run stops what it started, then exits."""


@contextmanager
def _stopped_by_signals(settings, spark_session: str):
    """On Ctrl-C or SIGTERM: the Airflow process group is stopped by
    :func:`quotetrail.runtime.orchestration.run_dags`; here the run's Spark jobs are
    cancelled and the command exits with a clear message."""
    import signal

    from quotetrail.runtime import engine

    def terminate(signum, frame):
        raise _Interrupted

    previous = signal.signal(signal.SIGTERM, terminate)
    try:
        yield
    except KeyboardInterrupt:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        cancelled = engine.interrupt(settings, spark_session)
        raise _fail(
            "The run was stopped: Airflow and its tasks ended, "
            f"{len(cancelled)} Spark operation(s) cancelled."
        ) from None
    finally:
        signal.signal(signal.SIGTERM, previous)


def _refresh_lineage(settings) -> None:
    """Show the run's last events (the DAG run's own end) on the page, and send them on."""
    from quotetrail.lineage.forwarder import forward_pending
    from quotetrail.lineage.view import render_lineage_site

    render_lineage_site(settings)
    forward_pending(settings)


class _TaskProgress:
    """One line per task as it starts and ends, with its duration."""

    def __init__(self) -> None:
        from rich.console import Console

        self._console = Console(stderr=True)
        self._started: dict[str, float] = {}
        self._status = None
        #: The task that started last and has not ended.
        self.running: str | None = None

    def __enter__(self) -> _TaskProgress:
        self._status = self._console.status("Running the quotetrail DAG")
        self._status.__enter__()
        return self

    def __exit__(self, *exc) -> None:
        self._status.__exit__(*exc)

    def update(self, task_id: str, event: str) -> None:
        import time

        if event == "start":
            self._started[task_id] = time.monotonic()
            self.running = task_id
            self._status.update(f"Running {task_id}")
        else:
            self.running = None
            elapsed = time.monotonic() - self._started.get(task_id, time.monotonic())
            self._console.print(f"  {task_id} ended after {elapsed:.1f} s")


def _print_summary(result, exit_code: int, failure: tuple[str, str] | None, nothing_new: bool) -> None:
    """The run's figures and outputs; after a failure, the failed task, its error, and only the
    pages that exist. A run with nothing new says so first: the checks and pages it lists
    are those of the last run that rebuilt them."""
    from pathlib import Path

    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    table = Table(title="quotetrail run", show_header=False)
    table.add_row("status", "[green]succeeded[/]" if exit_code == 0 else "[red]failed[/]")
    if failure is not None:
        table.add_row("failed task", failure[0])
        table.add_row("error", escape(failure[1]))
    table.add_row("added", f"{result.added_articles} articles from {result.added_files} new files")
    if nothing_new:
        table.add_row("rebuilt", NOTHING_REBUILT)
    table.add_row("articles", f"{result.articles} ({result.quarantined} quarantined)")
    table.add_row("quotes", f"{result.quotes} (+{result.non_attributions} non-attributions)")
    table.add_row("findings", f"{result.findings} ({result.new_findings} about articles this run added)")
    table.add_row(
        "checks",
        f"{result.checks_passed} passed, {result.checks_failed} failed, {result.checks_warned} warned",
    )
    for name, where in result.outputs.items():
        if exit_code == 0 or Path(where.split(" ")[0]).exists():
            table.add_row(name, where)
    Console().print(table)


@app.command("extract")
def extract_command(
    input: Annotated[Path, typer.Option("--input", help="Articles, JSON Lines with 'id' and 'text'.")],
    output: Annotated[Path, typer.Option("--output", help="Predictions, JSON Lines (evaluation format).")],
    workers: Annotated[int, typer.Option("--workers", min=1, help="Processes to extract with.")] = 1,
    skip_bad: Annotated[
        bool,
        typer.Option("--skip-bad/--fail-bad", help="Skip and report malformed lines, or stop at the first."),
    ] = True,
    convention: Annotated[
        str,
        typer.Option(
            "--convention",
            help="quotation: one quote per quoted segment; attribution: one per attribution "
            "event with the whole reported clause (PARC/PolNeAR); news: one per quoted piece of "
            "a direct quote, the whole reported clause of a mixed or indirect one.",
        ),
    ] = "quotation",
    kinds: Annotated[
        str | None,
        typer.Option(
            "--kinds",
            help="Cue kinds reported as quotes, comma-separated from speech, writing, cognition, "
            "other; default speech,writing, and all four for the attribution convention.",
        ),
    ] = None,
) -> None:
    """Extract quotes, speakers and non-attributions from every article of a file."""
    from rich.console import Console
    from rich.progress import BarColumn, Progress, TransferSpeedColumn

    from quotetrail.attribution import batch
    from quotetrail.attribution.cues import CUE_KINDS

    console = Console(stderr=True)
    if convention not in batch.DEFAULT_KINDS:
        console.print(f"[red]error:[/] --convention must be one of {', '.join(batch.DEFAULT_KINDS)}")
        raise typer.Exit(2)
    chosen = None if kinds is None else [k.strip() for k in kinds.split(",") if k.strip()]
    if chosen is not None and (not chosen or set(chosen) - set(CUE_KINDS)):
        console.print(f"[red]error:[/] --kinds takes a comma-separated list of {', '.join(CUE_KINDS)}")
        raise typer.Exit(2)
    with Progress(
        "[progress.description]{task.description}", BarColumn(), TransferSpeedColumn(), console=console
    ) as bar:
        task = bar.add_task("extracting", total=input.stat().st_size)
        try:
            result = batch.run(
                input, output, workers, skip_bad, lambda n: bar.advance(task, n), convention, chosen
            )
        except batch.MalformedLine as exc:
            console.print(f"[red]error:[/] {exc}")
            raise typer.Exit(1) from exc
    for error in result.errors[:20]:
        console.print(f"[yellow]skipped[/] {input}: {error}")
    console.print(
        f"{result.articles} articles, {result.quotes} quotes written to {output}; "
        f"{len(result.errors)} malformed line(s) skipped"
    )


@app.command("evaluate")
def evaluate_command(
    gold: Annotated[Path, typer.Option("--gold", help="Gold JSON Lines (evaluation format).")],
    pred: Annotated[Path, typer.Option("--pred", help="Predictions JSON Lines.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as one JSON object.")] = False,
    part: Annotated[
        str | None,
        typer.Option(
            "--part",
            help="Score only the tune or the heldback part of the gold "
            "(a fixed quarter of the articles, chosen by a hash of the id).",
        ),
    ] = None,
) -> None:
    """Score predictions against gold: span P/R/F1, speaker and source accuracy."""
    import json

    from quotetrail.evaluation import EvaluationError, evaluate_files, render

    try:
        report = evaluate_files(gold, pred, part=part)
    except EvaluationError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from exc
    typer.echo(json.dumps(report, ensure_ascii=False, indent=1) if as_json else render(report))


@app.command("score-corpus-gold")
def score_corpus_gold_command(
    pred: Annotated[Path, typer.Option("--pred", help="`export quotes --format eval` output.")],
    corpus: Annotated[
        list[Path] | None,
        typer.Option("--corpus", help="A corpus the gold's offsets point into; repeat for several."),
    ] = None,
    gold_dir: Annotated[
        Path, typer.Option("--gold-dir", help="Folder of the link and speaker gold files.")
    ] = Path("tests/gold"),
    split: Annotated[str, typer.Option("--split", help="dev, heldout, or all (both and overall).")] = "all",
    as_json: Annotated[bool, typer.Option("--json", help="Print the figures as one JSON object.")] = False,
) -> None:
    """Score utterance links and speakers against the hand-checked gold of a real corpus."""
    import json

    from quotetrail.corpus_gold import DEFAULT_CORPUS, SPLITS, GoldError, render, score_files

    if split not in (*SPLITS, "all"):
        raise _fail(f"--split must be one of {', '.join(SPLITS)} or all")
    try:
        report = score_files(pred, corpus or [DEFAULT_CORPUS], gold_dir, split)
    except (GoldError, OSError) as exc:
        raise _fail(f"error: {exc}") from exc
    typer.echo(json.dumps(report, ensure_ascii=False, indent=1) if as_json else render(report))


lineage_app = typer.Typer(help="Deliver and view the OpenLineage event log.", no_args_is_help=True)
app.add_typer(lineage_app, name="lineage")


@lineage_app.command("forward")
def lineage_forward(
    budget: Annotated[
        float, typer.Option(help="Seconds to keep retrying a backend that does not answer.")
    ] = 10.0,
) -> None:
    """Send events not yet delivered to the backend at OPENLINEAGE_URL, in order."""
    from quotetrail.lineage.forwarder import forward_pending

    result = forward_pending(_settings(), budget_seconds=budget)
    if result.endpoint is None:
        typer.echo(f"OPENLINEAGE_URL is not set; {result.pending} event(s) wait in the log")
        return
    typer.echo(
        f"{result.delivered} delivered, {result.rejected} rejected, {result.pending} pending "
        f"for {result.endpoint}"
    )


@lineage_app.command("view")
def lineage_view() -> None:
    """Render the lineage page from the event log and print its path."""
    from quotetrail.lineage.view import render_lineage_site

    typer.echo(str(render_lineage_site(_settings())))


@app.command("export")
def export_table(
    table: Annotated[str, typer.Argument(help="A mart (quotes, speakers, ...) or schema.table.")],
    fmt: Annotated[str, typer.Option("--format", help="jsonl, csv, or eval (quotes only).")] = "jsonl",
) -> None:
    """Print a table to standard output."""
    import sys

    from quotetrail.export import ExportError, export
    from quotetrail.runtime import engine

    settings = _settings()
    try:
        count = export(engine.connect(settings), table, fmt, sys.stdout)
    except (ExportError, engine.EngineError) as error:
        raise _fail(str(error)) from error
    typer.secho(f"{count} record(s)", err=True, fg=typer.colors.BRIGHT_BLACK)


@app.command(
    "airflow",
    context_settings={"allow_extra_args": True, "ignore_unknown_options": True},
)
def airflow_command(ctx: typer.Context) -> None:
    """Run an airflow command (e.g. `standalone`) with the project's configuration.

    ``standalone`` starts the project's own set of Airflow services
    (:mod:`quotetrail.runtime.standalone`) instead of Airflow's, whose log
    servers listen on every interface.
    """
    if ctx.args == ["standalone"]:
        from quotetrail.runtime.standalone import serve

        raise typer.Exit(code=serve(_settings()))
    from quotetrail.runtime import orchestration

    raise typer.Exit(code=orchestration.airflow(_settings(), ctx.args))


@app.command("docs")
def docs_command(
    port: Annotated[int, typer.Option(help="Port to serve on, on 127.0.0.1.")] = 8081,
) -> None:
    """Serve the dbt docs site (model descriptions and lineage) until interrupted."""
    import sys
    from functools import partial
    from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

    class DocsServer(ThreadingHTTPServer):
        def handle_error(self, request, client_address) -> None:
            # A browser that drops a connection mid-transfer is not worth a traceback.
            if not isinstance(sys.exc_info()[1], ConnectionError):
                super().handle_error(request, client_address)

    site = _settings().site_dir / "dbt"
    if not (site / "index.html").is_file():
        raise _fail(f"No dbt docs site in {site}: run `quotetrail run` first to generate it.")
    handler = partial(SimpleHTTPRequestHandler, directory=str(site))
    try:
        server = DocsServer(("127.0.0.1", port), handler)
    except OSError as error:
        raise _fail(f"Cannot serve on 127.0.0.1:{port}: {error.strerror}") from error
    typer.echo(f"Serving the dbt docs at http://127.0.0.1:{port}/ (Ctrl+C to stop)")
    with server:
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            typer.echo("stopped")


if __name__ == "__main__":
    app()
