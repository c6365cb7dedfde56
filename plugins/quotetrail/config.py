"""Every path, port and name the product uses, defined once.

All state lives under ``QUOTETRAIL_HOME`` so that one folder can be backed up,
moved or deleted as a whole; nothing is written next to the code.
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from quotetrail.utterances.clustering import WINDOW_DAYS

REPO_ROOT = Path(__file__).resolve().parents[2]
SEED_ARTICLES = REPO_ROOT / "seeds" / "articles"
DBT_PROJECT_DIR = REPO_ROOT / "dbt_project"
DAGS_DIR = REPO_ROOT / "dags"
PLUGINS_DIR = REPO_ROOT / "plugins"
EXPECTATIONS_DIR = REPO_ROOT / "expectations"
#: npm packages of web/package.json, installed by `make env`.
WEB_ASSETS_DIR = REPO_ROOT / "web" / "node_modules"

#: Airflow's default run id pattern, less "." and "..": a run id usable as a folder name.
_RUN_ID = re.compile(r"(?!\.+$)[A-Za-z0-9_.~:+-]+")
#: Environment variable naming the Spark Connect session a run's clients share,
#: so that the command line can interrupt all of the run's Spark jobs at once.
SPARK_SESSION_VARIABLE = "QUOTETRAIL_SPARK_SESSION"
#: A run that would publish fewer than this share of the rows already published
#: in a guarded table fails the quality gate: a lost input folder or a broken
#: step must not replace good published data.
MIN_KEPT_SHARE = 0.5
#: How often the scheduler runs the DAG when QUOTETRAIL_SCHEDULE is not set.
DEFAULT_SCHEDULE = "@hourly"


@dataclass(frozen=True)
class Settings:
    """Runtime settings, read from the environment with embedded defaults."""

    home: Path
    host: str = "127.0.0.1"
    thrift_port: int = 10000
    connect_port: int = 15002
    ui_port: int = 4040
    #: Port of the Airflow UI and API server; the only Airflow port the product
    #: opens (``quotetrail airflow standalone`` starts no log servers).
    airflow_port: int = 8080
    #: OpenLineage namespace of every job the product runs; the Airflow
    #: OpenLineage provider is given the same value so that its task runs and
    #: ours share one namespace and child runs can name their parent.
    lineage_namespace: str = "quotetrail"
    #: Most days between the first and last printing of one utterance.
    utterance_window_days: int = WINDOW_DAYS
    #: The Spark Connect session of the run this process belongs to, if any.
    spark_session: str | None = None
    #: Cron expression (or preset such as ``@daily``) of the DAG's scheduled runs;
    #: None for manual runs only.
    schedule: str | None = DEFAULT_SCHEDULE
    #: Spark master the engine runs on: ``local[*]`` uses this machine's cores in the
    #: engine's own JVM; ``spark://host:7077`` (or ``yarn``, ``k8s://...``) a cluster.
    spark_master: str = "local[*]"
    #: Address the engine's driver listens on for its executors; only a cluster
    #: spanning several hosts needs one they can reach instead of 127.0.0.1.
    driver_host: str = "127.0.0.1"

    @classmethod
    def from_env(cls) -> Settings:
        home = Path(os.environ.get("QUOTETRAIL_HOME", REPO_ROOT / ".quotetrail"))
        return cls(
            home=home.resolve(),
            thrift_port=int(os.environ.get("QUOTETRAIL_THRIFT_PORT", "10000")),
            connect_port=int(os.environ.get("QUOTETRAIL_CONNECT_PORT", "15002")),
            ui_port=int(os.environ.get("QUOTETRAIL_SPARK_UI_PORT", "4040")),
            airflow_port=int(os.environ.get("QUOTETRAIL_AIRFLOW_PORT", "8080")),
            lineage_namespace=os.environ.get("OPENLINEAGE_NAMESPACE", "quotetrail"),
            utterance_window_days=_positive_int(
                "QUOTETRAIL_UTTERANCE_WINDOW_DAYS", cls.utterance_window_days
            ),
            spark_session=os.environ.get(SPARK_SESSION_VARIABLE) or None,
            schedule=_schedule(os.environ.get("QUOTETRAIL_SCHEDULE", DEFAULT_SCHEDULE)),
            spark_master=os.environ.get("QUOTETRAIL_SPARK_MASTER") or cls.spark_master,
            driver_host=os.environ.get("QUOTETRAIL_DRIVER_HOST") or cls.driver_host,
        )

    @cached_property
    def warehouse_dir(self) -> Path:
        return self.home / "warehouse"

    @cached_property
    def landing_dir(self) -> Path:
        """Where files wait to be ingested: ``quotetrail add`` copies them here."""
        return self.home / "landing"

    @cached_property
    def metastore_dir(self) -> Path:
        return self.home / "metastore"

    @cached_property
    def logs_dir(self) -> Path:
        return self.home / "logs"

    @cached_property
    def gx_results_dir(self) -> Path:
        """GX's validation results of past runs, which the Data Docs index lists."""
        return self.home / "gx" / "validations"

    @cached_property
    def secrets_dir(self) -> Path:
        return self.home / "secrets"

    @cached_property
    def connect_token_file(self) -> Path:
        """The bearer token Spark Connect clients of this home must present."""
        return self.secrets_dir / "spark-connect.token"

    @property
    def connect_token(self) -> str | None:
        try:
            return self.connect_token_file.read_text().strip() or None
        except FileNotFoundError:
            return None

    def make_home(self) -> Path:
        """Create the home readable by its owner only: it holds the data, logs and secrets."""
        if not self.home.exists():
            self.home.mkdir(mode=0o700, parents=True)
        return self.home

    @cached_property
    def run_lock_file(self) -> Path:
        return self.home / "run.lock"

    @cached_property
    def lineage_file(self) -> Path:
        return self.home / "lineage" / "events.jsonl"

    @cached_property
    def site_dir(self) -> Path:
        return self.home / "site"

    def run_report_dir(self, run_id: str) -> Path:
        """The quality report of one DAG run, kept after later runs replace ``site/report``."""
        if not _RUN_ID.fullmatch(run_id):
            raise ValueError(f"Not an Airflow run id: {run_id!r}.")
        return self.site_dir / "runs" / run_id / "report"

    @property
    def on_cluster(self) -> bool:
        """Whether executors run outside the engine's JVM, so must be given the package."""
        return not self.spark_master.startswith("local")

    @cached_property
    def package_archive(self) -> Path:
        """The quotetrail package zipped for a cluster's executors, made when the engine starts."""
        return self.home / "engine" / "quotetrail.zip"

    @cached_property
    def airflow_home(self) -> Path:
        return self.home / "airflow"

    @property
    def connect_url(self) -> str:
        """Where Spark Connect listens, as shown to people."""
        return f"sc://{self.host}:{self.connect_port}"

    @property
    def airflow_url(self) -> str:
        return f"http://{self.host}:{self.airflow_port}"

    def client_url(self, session: str | None = None) -> str:
        """The Spark Connect address clients use, with the home's token, joining
        ``session`` or the run's own. It holds a secret: never print it.

        With a token the host is written ``localhost``: that is how PySpark
        knows to send the token over the plain local connection instead of
        asking for TLS.
        """
        session = session or self.spark_session
        token = self.connect_token
        host = "localhost" if token and self.host == "127.0.0.1" else self.host
        params = [f"session_id={session}"] * bool(session) + [f"token={token}"] * bool(token)
        return f"sc://{host}:{self.connect_port}" + (f"/;{';'.join(params)}" if params else "")


def _positive_int(variable: str, default: int) -> int:
    """An integer setting; a clear error instead of a traceback deep inside a step."""
    raw = os.environ.get(variable)
    if raw is None:
        return default
    if not raw.strip().isdigit() or int(raw) < 1:
        raise ValueError(f"{variable} must be a positive whole number of days, not {raw!r}.")
    return int(raw)


def _schedule(raw: str) -> str | None:
    """A cron expression or preset; ``none`` (or nothing) for manual runs only."""
    value = raw.strip()
    if value.lower() in ("", "none"):
        return None
    from croniter import croniter

    # Airflow parses the expression with the same library: what passes here, it accepts.
    if not croniter.is_valid(value):
        raise ValueError(
            "QUOTETRAIL_SCHEDULE must be a cron expression such as '0 * * * *', a preset such as "
            f"'@hourly' or '@daily', or 'none', not {raw!r}."
        )
    return value


def tools_path() -> str:
    """PATH with this interpreter's bin folder first.

    Tools the product starts (dbt-ol starts `dbt`, `airflow standalone` starts
    `airflow`) then find the project's own versions, with or without an
    activated virtual environment.
    """
    return os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
