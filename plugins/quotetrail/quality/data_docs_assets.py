"""GX Data Docs that open offline: their CDN scripts, styles and fonts served from the site.

GX's page templates load jQuery, Bootstrap, bootstrap-table, Font Awesome and
Vega from public CDNs; without them the pages render unstyled, with an empty
status column and "$ is not defined". The same files come from npm packages
pinned in ``web/package.json`` (``make`` installs them into
``web/node_modules``); after GX builds the site, they are copied to
``static/vendor/`` with their licences, and every page's CDN address is
replaced by a relative path to the copy.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from quotetrail.config import WEB_ASSETS_DIR
from quotetrail.web_assets import copy_assets

#: Each CDN address (or folder) the GX templates load from, and the npm package
#: file (or folder) that holds the same file.
CDN_SOURCES = {
    "https://code.jquery.com/jquery-3.7.1.min.js": "jquery/dist/jquery.min.js",
    "https://cdnjs.cloudflare.com/ajax/libs/popper.js/1.12.9/": "popper.js/dist/",
    "https://maxcdn.bootstrapcdn.com/bootstrap/4.3.1/": "bootstrap/dist/",
    "https://stackpath.bootstrapcdn.com/bootstrap/4.3.1/": "bootstrap/dist/",
    "https://cdn.jsdelivr.net/npm/@forevolve/bootstrap-dark@1.1.0/": "@forevolve/bootstrap-dark/",
    "https://unpkg.com/bootstrap-table@1.19.0/": "bootstrap-table/",
    "https://unpkg.com/bootstrap-table@1.19.1/": "bootstrap-table/",
    "https://cdnjs.cloudflare.com/ajax/libs/bootstrap-datepicker/1.9.0/": "bootstrap-datepicker/dist/",
    "https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.6.0/": "@fortawesome/fontawesome-free/",
    "https://cdn.jsdelivr.net/npm/vega@5": "vega/build/vega.min.js",
    "https://cdn.jsdelivr.net/npm/vega-lite@5": "vega-lite/build/vega-lite.min.js",
    "https://cdn.jsdelivr.net/npm/vega-embed@6": "vega-embed/build/vega-embed.min.js",
}
#: The files the pages load through those addresses, and the fonts their styles load.
VENDORED = (
    "jquery/dist/jquery.min.js",
    "popper.js/dist/umd/popper.min.js",
    "bootstrap/dist/css/bootstrap.min.css",
    "bootstrap/dist/js/bootstrap.min.js",
    "@forevolve/bootstrap-dark/dist/css/bootstrap-prefers-dark.css",
    "bootstrap-table/dist/bootstrap-table.min.css",
    "bootstrap-table/dist/bootstrap-table.min.js",
    "bootstrap-table/dist/extensions/filter-control/bootstrap-table-filter-control.css",
    "bootstrap-table/dist/extensions/filter-control/bootstrap-table-filter-control.min.css",
    "bootstrap-table/dist/extensions/filter-control/bootstrap-table-filter-control.min.js",
    "bootstrap-datepicker/dist/css/bootstrap-datepicker.min.css",
    "bootstrap-datepicker/dist/js/bootstrap-datepicker.min.js",
    "@fortawesome/fontawesome-free/css/all.min.css",
    "@fortawesome/fontawesome-free/webfonts",
    "vega/build/vega.min.js",
    "vega-lite/build/vega-lite.min.js",
    "vega-embed/build/vega-embed.min.js",
)
#: GX's logo comes from an S3 bucket; the site's own static images hold the same logo.
_REMOTE_LOGO = re.compile(r"https://great-expectations-web-assets\.s3\.us-east-2\.amazonaws\.com/[^\"')\s]+")
LOCAL_LOGO = "static/images/logo-long.png"
#: GX links the favicon of a validation page one folder too shallow.
_FAVICON = re.compile(r'href="(?:\.\.?/)*static/images/favicon\.ico"')
#: The CDN files' subresource-integrity hashes do not hold for the pinned npm
#: builds (popper.js 1.14.7, the oldest that Bootstrap 4.3.1 accepts), and a
#: file served by the site itself needs none.
_INTEGRITY = re.compile(r'\s+(?:integrity="[^"]*"|crossorigin="anonymous")')
VENDOR_FOLDER = Path("static") / "vendor"


def vendor_assets(site: Path, packages: Path = WEB_ASSETS_DIR) -> None:
    """Copy the CDN files into ``site`` and point every page of it at the copies."""
    vendor = site / VENDOR_FOLDER
    copy_assets(VENDORED, vendor, site="GX Data Docs", packages=packages)
    # GX's own stylesheet names the logo of its dark theme by its S3 address too.
    for page in [*site.rglob("*.html"), *(site / "static" / "styles").glob("*.css")]:
        html = page.read_text(encoding="utf-8")
        page.write_text(_localize(html, _relative(vendor, page), _relative(site, page)), encoding="utf-8")


def _relative(folder: Path, page: Path) -> str:
    return Path(os.path.relpath(folder, page.parent)).as_posix()


def _localize(html: str, vendor: str, root: str) -> str:
    for address, name in CDN_SOURCES.items():
        html = html.replace(f'"{address}', f'"{vendor}/{name}')
    html = _REMOTE_LOGO.sub(f"{root}/{LOCAL_LOGO}", html)
    html = _FAVICON.sub(f'href="{root}/static/images/favicon.ico"', html)
    return _INTEGRITY.sub("", html)
