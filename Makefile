# `make run` and `make test` set everything up on a fresh machine: a pinned uv in
# .tools/, the locked environment in .venv/, then the job or the tests.

PYTHON ?= python3
UV_VERSION := 0.13.9
UV := .tools/bin/uv
VENV := .venv
WEB := web

.PHONY: run test env java browser lint docs clean

run: env
	$(VENV)/bin/quotetrail run

test: env browser
	$(VENV)/bin/pytest

env: java $(VENV)/.synced $(WEB)/node_modules/.installed

$(UV):
	$(PYTHON) -m venv .tools
	.tools/bin/pip install --quiet uv==$(UV_VERSION)

# pyspark comes as a source distribution only: uv builds it once into its cache and
# reuses that build. A forced reinstall would rebuild it on every sync and leave
# another 1.4 GB copy in the cache each time.
# Bytecode is compiled once here: where PYTHONDONTWRITEBYTECODE is set, every task
# process would otherwise compile Airflow, GX and PySpark again on import
# (42 s against 20 s for those three on 2 cores at a load average of 9-12).
$(VENV)/.synced: uv.lock pyproject.toml | $(UV)
	$(UV) sync --locked --compile-bytecode --python $(PYTHON)
	touch $@

# The scripts and styles of the GX Data Docs and the lineage view, pinned in
# web/package-lock.json and copied into each site when it is built, so that it opens offline.
$(WEB)/node_modules/.installed: $(WEB)/package-lock.json
	@command -v npm >/dev/null 2>&1 || { \
	  echo "npm is required (scripts of the GX Data Docs and the lineage view); install it, for example: apt-get install -y npm"; exit 1; }
	cd $(WEB) && npm ci --ignore-scripts --no-audit --no-fund
	touch $@

java:
	@command -v java >/dev/null 2>&1 || { \
	  echo "Java 17 or newer is required (Spark runs on it) and 'java' is not on the PATH."; \
	  echo "Install it, for example: apt-get install -y openjdk-17-jre-headless"; exit 1; }
	@v=$$(java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n1); \
	  [ "$${v:-0}" -ge 17 ] || { echo "Java 17 or newer is required; found version $$v."; exit 1; }

# Headless Chromium for the tests that open the published pages.
browser:
	@command -v chromium >/dev/null 2>&1 || { \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

lint: env
	$(VENV)/bin/ruff check plugins dags tests
	cd dbt_project && ../$(VENV)/bin/sqlfluff lint models

docs: env
	$(VENV)/bin/quotetrail docs

clean:
	$(VENV)/bin/quotetrail engine stop || true
	rm -rf .quotetrail
