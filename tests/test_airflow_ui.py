"""`quotetrail airflow standalone` and the product's pages inside the Airflow UI.

One real Airflow (API server, scheduler, DAG processor, triggerer) runs for the
module on a free port, over the session's QUOTETRAIL_HOME after the seed run,
so its metadata database holds that run and its site holds the pages.
"""

from __future__ import annotations

import os
import re
import sqlite3
import subprocess
import time
from collections.abc import Iterator
from urllib.parse import quote

import psutil
import pytest
from playwright.sync_api import Browser, expect

from airflow_server import ENDED, Airflow, request, run_states, sites_published, standalone, task_states
from airflow_server import token as api_token
from browsing import open_page
from commands import QUOTETRAIL
from quotetrail.config import REPO_ROOT
from quotetrail.jobs import plan

SCREENSHOTS = REPO_ROOT / "test-artifacts"


@pytest.fixture(scope="module")
def airflow(seed_run, engine_settings, free_port) -> Iterator[Airflow]:
    # No scheduled run of the pipeline in the middle of the checks: the scheduler
    # would start one for the latest hour at once.
    env = {**os.environ, "QUOTETRAIL_SCHEDULE": "none"}
    with standalone(env, engine_settings.airflow_home, free_port()) as server:
        yield server


@pytest.fixture(scope="module")
def token(airflow) -> str:
    return api_token(airflow)


def _listening(service: psutil.Process) -> list[tuple[int, tuple]]:
    """A service's listening sockets; a short-lived child that already exited has none."""
    try:
        connections = service.net_connections(kind="inet")
    except psutil.NoSuchProcess:
        return []
    return [(service.pid, c.laddr) for c in connections if c.status == psutil.CONN_LISTEN]


def test_every_service_listens_on_loopback_only(airflow):
    services = psutil.Process(airflow.process.pid).children(recursive=True)
    listening = [socket for service in services for socket in _listening(service)]
    assert listening, "no Airflow service listens"
    assert all(address.ip == "127.0.0.1" for _, address in listening), listening


def test_parallelism_follows_the_cores_and_tasks_use_the_chosen_port(airflow):
    def config(section: str, key: str) -> str:
        result = subprocess.run(
            [QUOTETRAIL, "airflow", "config", "get-value", section, key],
            env={**os.environ, "QUOTETRAIL_AIRFLOW_PORT": airflow.url.rsplit(":", 1)[1]},
            capture_output=True,
            text=True,
            timeout=120,
        )
        return result.stdout.strip()

    assert config("core", "parallelism") == str(os.cpu_count())
    assert config("api", "base_url") == airflow.url


def test_the_scheduler_does_not_publish_the_sites_again_after_a_cli_run(airflow, engine_settings):
    with sqlite3.connect(engine_settings.airflow_home / "airflow.db") as db:
        queued = db.execute(
            "select count(*) from asset_dag_run_queue where target_dag_id = 'quotetrail_publish_sites'"
        ).fetchone()[0]
        triggered = db.execute(
            "select count(*) from dag_run where dag_id = 'quotetrail_publish_sites' "
            "and run_type = 'asset_triggered'"
        ).fetchone()[0]
    assert (queued, triggered) == (0, 0)


@pytest.mark.parametrize(
    "path", ["site/report/index.html", "site/dbt/index.html", "site/gx/index.html", "site/lineage/index.html"]
)
def test_the_pages_need_an_airflow_login(airflow, token, path):
    url = f"{airflow.url}/quotetrail/{path}"
    assert request(url)[0] == 401
    assert request(url, token="not-a-token")[0] == 403
    status, body = request(url, token=token)
    assert status == 200 and "<html" in body.lower()


def test_a_page_outside_the_site_is_not_served(airflow, token):
    assert request(f"{airflow.url}/quotetrail/site/..%2F..%2Fairflow%2Fairflow.cfg", token=token)[0] == 404
    assert request(f"{airflow.url}/quotetrail/runs/..%2F..%2Fairflow/report/", token=token)[0] == 404


def test_a_trigger_with_an_unknown_suite_is_refused(airflow, token):
    status, body = request(
        f"{airflow.url}/api/v2/dags/quotetrail/dagRuns",
        token=token,
        data={"logical_date": None, "conf": {"suites": ["quote"]}},
    )
    assert status == 400, body
    assert "quote" in body


@pytest.fixture(scope="module")
def signed_in(airflow, browser: Browser) -> Iterator:
    """A browser context signed in through Airflow's own login form."""
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    login = context.new_page()
    login.goto(f"{airflow.url}/")
    login.get_by_label("Username").fill("admin")
    login.get_by_label("Password").fill(airflow.password)
    login.get_by_role("button", name="Sign in").click()
    login.wait_for_url(lambda url: "/auth/login" not in url)
    login.close()
    yield context
    context.close()


def _stayed_local(airflow, opened) -> None:
    assert opened.errors == []
    local = (airflow.url, "data:", "blob:", "about:")
    leaving = [url for url in opened.requests if not url.startswith(local)]
    assert leaving == []


def test_a_run_page_leads_to_its_own_report_and_the_lineage(airflow, signed_in, seed_run):
    SCREENSHOTS.mkdir(exist_ok=True)
    opened = open_page(signed_in, f"{airflow.url}/dags/quotetrail/runs/{quote(seed_run.run_id, safe='')}")
    page = opened.page
    page.get_by_role("link", name="Quality report").click()
    report = page.frame_locator("iframe[title='Quality report']")
    expect(report.locator("h1")).to_have_text("Data-quality report", timeout=30000)
    expect(report.locator("header.top")).to_contain_text(seed_run.run_id)
    page.screenshot(path=str(SCREENSHOTS / "airflow-run-report.png"))
    page.get_by_role("link", name="Lineage").click()
    lineage = page.frame_locator("iframe[title='Lineage']")
    expect(lineage.locator("h1")).to_have_text("quotetrail lineage", timeout=30000)
    # The graph is drawn by its scripts, served beside the page behind Airflow's login.
    expect(lineage.locator("#graph canvas").first).to_be_visible()
    ingest = lineage.get_by_role("link", name="quotetrail/ingest_articles", exact=True)
    expect(lineage.get_by_role("row").filter(has=ingest)).to_contain_text("COMPLETE")
    page.screenshot(path=str(SCREENSHOTS / "airflow-run-lineage.png"))
    _stayed_local(airflow, opened)
    page.close()


def test_the_quotetrail_menu_opens_the_dbt_docs(airflow, signed_in):
    opened = open_page(signed_in, f"{airflow.url}/")
    page = opened.page
    page.get_by_role("button", name="Plugins").click()
    page.get_by_role("menuitem", name="quotetrail").click()
    expect(page.get_by_role("menuitem")).to_have_text(
        ["quotetrail", "Quality report", "dbt docs", "GX Data Docs", "Lineage"]
    )
    page.get_by_role("menuitem", name="dbt docs").click()
    docs = page.frame_locator("iframe[title='dbt docs']")
    expect(docs.get_by_text("consistency_findings").first).to_be_visible(timeout=30000)
    page.screenshot(path=str(SCREENSHOTS / "airflow-dbt-docs.png"))
    _stayed_local(airflow, opened)
    page.close()


def test_the_task_log_shows_each_dbt_model_and_test_result(seed_run, engine_settings):
    log = next(
        path.read_text()
        for path in engine_settings.logs_dir.glob("quotetrail-*.log")
        if seed_run.run_id in path.read_text()
    )
    start, end = log.index("starting task_id=build_staging"), log.index("end task task_id=build_staging")
    build_staging = log[start:end]
    assert re.search(r"OK created sql view model quotetrail\.stg_bronze__articles", build_staging)
    assert re.search(r"PASS not_null_\w+", build_staging)
    assert "\x1b[" not in build_staging


def _trigger_from_the_form(airflow, signed_in, token, *, rebuild: bool):
    """Trigger the pipeline from its form and wait for the run; returns the page, run id and state."""
    before = run_states(airflow, token)
    opened = open_page(signed_in, f"{airflow.url}/dags/quotetrail")
    page = opened.page
    page.get_by_role("button", name="Trigger Dag").click()
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_text("input_dir")).to_be_visible()
    if rebuild:
        dialog.locator("label[id='switch:element_rebuild']").click()
    expect(dialog.get_by_role("checkbox", name="rebuild")).to_be_checked(checked=rebuild)
    dialog.get_by_role("button", name="Trigger", exact=True).click()

    deadline = time.monotonic() + 1500
    while time.monotonic() < deadline:
        new = {run: state for run, state in run_states(airflow, token).items() if run not in before}
        if new and set(new.values()) <= ENDED:
            break
        time.sleep(5)
    (run_id, state), *others = new.items()
    assert others == []
    page.goto(f"{airflow.url}/dags/quotetrail/runs/{quote(run_id, safe='')}")
    return opened, run_id, state


def test_a_rebuild_triggered_from_the_form_succeeds_and_opens_its_report(airflow, signed_in, token):
    # The seed run published these articles already: only a rebuild runs every task again.
    opened, run_id, state = _trigger_from_the_form(airflow, signed_in, token, rebuild=True)
    assert state == "success"
    page = opened.page
    page.get_by_role("link", name="Quality report").click()
    report = page.frame_locator("iframe[title='Quality report']")
    expect(report.locator("header.top")).to_contain_text(run_id, timeout=30000)
    expect(report.locator(".gate.open")).to_be_visible()
    page.screenshot(path=str(SCREENSHOTS / "airflow-triggered-run-report.png"))
    _stayed_local(airflow, opened)
    page.close()
    # Publishing the marts sets off the sites DAG, which writes the dbt docs of the new tables.
    assert set(sites_published(airflow, token)) == {"success"}


def test_a_run_with_nothing_new_skips_its_work_and_its_report_tab_says_why(airflow, signed_in, token):
    opened, run_id, state = _trigger_from_the_form(airflow, signed_in, token, rebuild=False)
    assert state == "success"
    tasks = task_states(airflow, token, run_id)
    assert tasks[plan.CHECK_NEW_ARTICLES.name] == "success"
    assert tasks[plan.VALIDATE.name] == tasks[plan.PUBLISH_MARTS.name] == "skipped"
    page = opened.page
    page.get_by_role("link", name="Quality report").click()
    report = page.frame_locator("iframe[title='Quality report']")
    expect(report.locator("body")).to_contain_text("found no new article and rebuilt nothing", timeout=30000)
    page.screenshot(path=str(SCREENSHOTS / "airflow-nothing-new-run.png"))
    page.close()
