"""Data-quality checks: expectation suites, their validation and their results."""
