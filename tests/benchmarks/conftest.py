# Benchmarks run on demand (python tests/benchmarks/bench_*.py), never as tests.
collect_ignore_glob = ["bench_*.py"]
