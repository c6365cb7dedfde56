"""The data-quality report: a static page of one run's checks and findings.

`load_report_data` reads the tables over Spark Connect and `render_report`
writes the page; they are apart so the page can be rendered from data built
by hand.
"""

from quotetrail.report.data import load_report_data, load_run_history
from quotetrail.report.model import ReportData
from quotetrail.report.render import render_report

__all__ = ["ReportData", "load_report_data", "load_run_history", "render_report"]
