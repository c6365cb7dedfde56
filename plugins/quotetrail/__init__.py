"""quotetrail: data quality and lineage for quotes in the news."""
