"""The installed `quotetrail` command, as tests run it in a subprocess."""

from __future__ import annotations

import sys
from pathlib import Path

QUOTETRAIL = str(Path(sys.executable).parent / "quotetrail")
