"""The long-lived Spark engine every step talks to.

One JVM runs the Spark Thrift JDBC server (for dbt-spark over thrift) with the
Spark Connect plugin loaded (for PySpark DataFrame code and GX). Both share one
catalog and one warehouse, so tables written by ingestion are visible to dbt and
GX at once, and no Airflow task pays for a JVM start.
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path

from quotetrail.config import PLUGINS_DIR, Settings

THRIFT_SERVER_CLASS = "org.apache.spark.sql.hive.thriftserver.HiveThriftServer2"
#: Spark Connect (4.0+) accepts only clients presenting this bearer token when set.
CONNECT_TOKEN_VARIABLE = "SPARK_CONNECT_AUTHENTICATE_TOKEN"
MIN_JAVA = 17
#: Rows per Arrow batch handed to Python. Quote extraction holds a batch's articles and
#: all their quote rows at once; small batches stay cache-sized and let the JVM feed
#: the next batch while Python works. Measured against Spark's 10,000: about a tenth
#: more articles per second (tests/benchmarks/bench_extract.py).
ARROW_BATCH_ROWS = 200


class EngineError(RuntimeError):
    """The engine could not be started, reached or stopped."""


@dataclass(frozen=True)
class EngineStatus:
    pid: int | None
    thrift_up: bool
    connect_up: bool

    @property
    def running(self) -> bool:
        return self.pid is not None and self.thrift_up and self.connect_up


def check_java() -> None:
    """Fail early, with the fix, when Java 17+ is not on the PATH."""
    java = shutil.which("java")
    if java is None:
        raise EngineError(
            "Java 17 or newer is required by Spark but `java` is not on the PATH. "
            "Install it (Debian: apt-get install openjdk-17-jre-headless)."
        )
    out = subprocess.run([java, "-version"], capture_output=True, text=True).stderr
    match = re.search(r'version "(\d+)(?:\.(\d+))?', out)
    major = int(match.group(1)) if match else 0
    if major == 1 and match and match.group(2):  # "1.8" style numbering
        major = int(match.group(2))
    if major < MIN_JAVA:
        raise EngineError(f"Java {MIN_JAVA} or newer is required by Spark; found: {out.splitlines()[0]!r}.")


def spark_home() -> Path:
    """The PySpark wheel ships the Spark distribution, thrift server jars included."""
    import pyspark

    return Path(pyspark.__file__).parent


def _pid_file(settings: Settings) -> Path:
    return settings.home / "engine.pid"


def _log_file(settings: Settings) -> Path:
    return settings.logs_dir / "engine.log"


def _port_open(host: str, port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(0.5)
        return sock.connect_ex((host, port)) == 0


def _our_pid(settings: Settings) -> int | None:
    """The pid in the pid file, if that process is still our thrift server.

    Checking the command line guards against a recycled pid: stop must end
    exactly the process that start launched, never an unrelated one.
    """
    try:
        pid = int(_pid_file(settings).read_text().strip())
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
    except (FileNotFoundError, ValueError, ProcessLookupError):
        return None
    if THRIFT_SERVER_CLASS in cmdline and str(settings.warehouse_dir) in cmdline:
        return pid
    return None


def status(settings: Settings) -> EngineStatus:
    return EngineStatus(
        pid=_our_pid(settings),
        thrift_up=_port_open(settings.host, settings.thrift_port),
        connect_up=_port_open(settings.host, settings.connect_port),
    )


def _submit_command(settings: Settings) -> list[str]:
    metastore_url = f"jdbc:derby:;databaseName={settings.metastore_dir / 'metastore_db'};create=true"
    confs = {
        "spark.sql.warehouse.dir": str(settings.warehouse_dir),
        "spark.hadoop.javax.jdo.option.ConnectionURL": metastore_url,
        "spark.driver.extraJavaOptions": f"-Dderby.system.home={settings.metastore_dir}",
        "spark.plugins": "org.apache.spark.sql.connect.SparkConnectPlugin",
        "spark.connect.grpc.binding.address": settings.host,
        "spark.connect.grpc.binding.port": str(settings.connect_port),
        "spark.driver.bindAddress": settings.driver_host,
        "spark.driver.host": settings.driver_host,
        "spark.ui.port": str(settings.ui_port),
        # The corpus is many small files; a handful of shuffle partitions keeps
        # small runs fast without hurting large ones on a few cores.
        "spark.sql.shuffle.partitions": os.environ.get("QUOTETRAIL_SHUFFLE_PARTITIONS", "8"),
        "spark.sql.session.timeZone": "UTC",
        "spark.sql.sources.partitionOverwriteMode": "dynamic",
        # Each client has its own session on the long-lived engine, and a session keeps
        # the file list of every table it has read: after another session rewrote the
        # table, it would read deleted files. The list is read again after a second.
        "spark.sql.metadataCacheTTLSeconds": "1",
        # A session the engine has not heard from for an hour is closed by default,
        # but a run's shared session can wait longer while a task works in Python
        # (matching a large corpus) or waits for the one before it.
        "spark.connect.session.manager.defaultSessionTimeout": "12h",
        "spark.sql.execution.arrow.maxRecordsPerBatch": str(ARROW_BATCH_ROWS),
    }
    command = [
        str(spark_home() / "bin" / "spark-submit"),
        "--master",
        settings.spark_master,
        "--driver-memory",
        os.environ.get("QUOTETRAIL_DRIVER_MEMORY", "4g"),
        "--class",
        THRIFT_SERVER_CLASS,
        "--name",
        "quotetrail-engine",
    ]
    for key, value in confs.items():
        command += ["--conf", f"{key}={value}"]
    command += [
        "--hiveconf",
        f"hive.server2.thrift.port={settings.thrift_port}",
        "--hiveconf",
        f"hive.server2.thrift.bind.host={settings.host}",
        "spark-internal",
    ]
    return command


def start(settings: Settings, timeout: float = 180.0) -> EngineStatus:
    """Start the engine unless it already runs; return once both ports answer."""
    current = status(settings)
    if current.running:
        return current
    if current.pid is None and (current.thrift_up or current.connect_up):
        raise EngineError(
            f"Port {settings.thrift_port} or {settings.connect_port} on {settings.host} is "
            "taken by another process. Stop it, or set QUOTETRAIL_THRIFT_PORT and "
            "QUOTETRAIL_CONNECT_PORT."
        )
    if current.pid is not None:  # started by another command, still coming up
        return _wait_until_up(settings, timeout)
    check_java()
    settings.make_home()
    for folder in (settings.warehouse_dir, settings.metastore_dir, settings.logs_dir):
        folder.mkdir(parents=True, exist_ok=True)
    if settings.on_cluster:
        build_package_archive(settings)
    # Python workers must import quotetrail: run them on this interpreter. The
    # token goes through the environment, which other users cannot read, not
    # the command line, which they can.
    env = {
        **os.environ,
        "SPARK_HOME": str(spark_home()),
        "PYSPARK_PYTHON": sys.executable,
        CONNECT_TOKEN_VARIABLE: _connect_token(settings),
    }
    env.setdefault("SPARK_LOCAL_IP", settings.host)
    with _log_file(settings).open("ab") as log:
        log_offset = log.tell()
        process = subprocess.Popen(
            _submit_command(settings),
            stdout=log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            cwd=settings.metastore_dir,
            env=env,
            start_new_session=True,
        )
    _pid_file(settings).write_text(str(process.pid))
    return _wait_until_up(settings, timeout, process, log_offset)


def _connect_token(settings: Settings) -> str:
    """The home's Spark Connect token, made on first use (0600, in a 0700 folder)."""
    if settings.connect_token is None:
        settings.secrets_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        descriptor = os.open(settings.connect_token_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "w") as token:
            token.write(secrets.token_urlsafe(32))
    return settings.connect_token


def build_package_archive(settings: Settings) -> Path:
    """Zip the quotetrail package for a cluster's executors.

    Ingestion parses and extracts in Python UDFs, which run on the executors:
    on a cluster those need not have the package installed, so every client
    session hands them this archive (see :func:`connect`). It is rebuilt at
    each engine start, so executors run the code the engine was started with.
    """
    package = PLUGINS_DIR / "quotetrail"
    target = settings.package_archive
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".partial")
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(package.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                archive.write(path, path.relative_to(PLUGINS_DIR))
    partial.replace(target)
    return target


def _wait_until_up(
    settings: Settings,
    timeout: float,
    process: subprocess.Popen | None = None,
    log_offset: int = 0,
) -> EngineStatus:
    """Wait for both ports; fail at once, with the engine's own output, if it exits."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        current = status(settings)
        if current.running:
            return current
        exited = process.poll() is not None if process is not None else current.pid is None
        if exited:
            raise EngineError(
                f"The engine exited during start-up. Its output in {_log_file(settings)}:\n"
                + _log_since(settings, log_offset)
            )
        time.sleep(1.0)
    raise EngineError(
        f"The engine did not answer on ports {settings.thrift_port} and "
        f"{settings.connect_port} within {timeout:.0f} s; see {_log_file(settings)}."
    )


def _log_since(settings: Settings, offset: int, lines: int = 20) -> str:
    """The last lines this start wrote to the log (earlier runs share the file)."""
    try:
        with _log_file(settings).open("rb") as log:
            log.seek(offset)
            text = log.read().decode(errors="replace")
    except FileNotFoundError:
        return "(no log)"
    return "\n".join(text.splitlines()[-lines:]) or "(no output)"


def stop(settings: Settings, timeout: float = 60.0) -> bool:
    """Stop the engine this home started; return False when none was running."""
    pid = _our_pid(settings)
    if pid is None:
        _pid_file(settings).unlink(missing_ok=True)
        return False
    os.kill(pid, signal.SIGTERM)
    # Wait for the ports too: the next start must not find them still bound.
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and (_our_pid(settings) == pid or _ports_bound(settings)):
        time.sleep(0.5)
    if _our_pid(settings) == pid:
        os.kill(pid, signal.SIGKILL)
    _pid_file(settings).unlink(missing_ok=True)
    return True


def _ports_bound(settings: Settings) -> bool:
    return _port_open(settings.host, settings.thrift_port) or _port_open(settings.host, settings.connect_port)


def connect(settings: Settings):
    """A Spark Connect session on the running engine (the run's shared one, in a run)."""
    from pyspark.sql import SparkSession

    if not status(settings).running:
        raise EngineError("The engine is not running: start it with `quotetrail engine start`.")
    spark = SparkSession.builder.remote(settings.client_url()).getOrCreate()
    if settings.on_cluster:
        spark.addArtifacts(str(settings.package_archive), pyfile=True)
    return spark


def interrupt(settings: Settings, session: str) -> list[str]:
    """Cancel every Spark operation of the run session ``session``; return their ids.

    The session is then released, so none of the run's clients can start another.
    """
    from pyspark.sql import SparkSession

    if not status(settings).running:
        return []
    spark = SparkSession.builder.remote(settings.client_url(session)).create()
    try:
        return spark.interruptAll()
    finally:
        spark.stop()
