"""Files of the npm packages pinned in ``web/package.json``, copied into a published site.

The sites open offline, from disk or behind Airflow, so the scripts, styles
and fonts they load are copied beside their pages instead of named by a CDN
address. ``make env`` installs the packages into ``web/node_modules``; each
package's licence (and its package.json, which names the licence where no
licence file is shipped) is copied with its files.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterable
from pathlib import Path

from quotetrail.config import WEB_ASSETS_DIR


class MissingAssetsError(RuntimeError):
    """The npm packages are not installed: the site would need the network."""


def copy_assets(names: Iterable[str], vendor: Path, *, site: str, packages: Path = WEB_ASSETS_DIR) -> None:
    """Copy each npm file or folder ``names`` lists to the same path under ``vendor``.

    ``site`` names the pages that need them, for the error when they are missing.
    """
    names = list(names)
    missing = [name for name in names if not (packages / name).exists()]
    if missing:
        raise MissingAssetsError(
            f"{site} assets are missing from {packages} ({missing[0]} and {len(missing) - 1} more): "
            "run `make env` (npm ci in web/)."
        )
    for name in names:
        source, target = packages / name, vendor / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.is_dir():
            shutil.copytree(source, target, dirs_exist_ok=True)
        else:
            shutil.copyfile(source, target)
    for package in {package_of(name) for name in names}:
        for notice in [*(packages / package).glob("LICEN[CS]E*"), packages / package / "package.json"]:
            shutil.copyfile(notice, vendor / package / notice.name)


def package_of(name: str) -> str:
    """``@scope/package`` or ``package``: the folder an npm file path starts with."""
    parts = name.split("/")
    return "/".join(parts[:2] if name.startswith("@") else parts[:1])
