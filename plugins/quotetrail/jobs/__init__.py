"""The Spark jobs: one module per pipeline step, named like its Airflow task and lineage job."""
