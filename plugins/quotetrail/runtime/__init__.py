"""What the pipeline runs on: the Spark engine, the dbt runner and Airflow, configured for this project."""
