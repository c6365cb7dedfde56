"""OpenLineage for quotetrail: one append-only event log, fed by every producer.

Our own jobs, ``dbt-ol`` and the Airflow OpenLineage provider all append to
``Settings.lineage_file``; the log is the source of truth. A forwarder replays
it to a Marquez-compatible API when ``OPENLINEAGE_URL`` is set, and the graph
and view modules read it to publish the lineage page.
"""
