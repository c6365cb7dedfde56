"""A Marquez-compatible lineage receiver on 127.0.0.1, for delivery tests."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import Any

LINEAGE_PATH = "/api/v1/lineage"


@dataclass
class Received:
    """What the receiver was sent, kept across its restarts."""

    events: list[dict[str, Any]] = field(default_factory=list)
    paths: list[str] = field(default_factory=list)
    authorizations: list[str | None] = field(default_factory=list)
    #: Every POST, accepted or not.
    attempts: int = 0
    reject: Callable[[dict[str, Any]], bool] = lambda event: False

    @property
    def run_ids(self) -> list[str]:
        return [event["run"]["runId"] for event in self.events]


class Receiver:
    """A real HTTP server on 127.0.0.1 that answers like Marquez's lineage endpoint."""

    def __init__(self, received: Received, port: int = 0) -> None:
        self.received = received
        self.server = HTTPServer(("127.0.0.1", port), self._handler())
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, args=(0.05,), daemon=True)
        self.thread.start()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        received = self.received

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                received.attempts += 1
                if self.path != LINEAGE_PATH:
                    self.send_response(404)
                elif received.reject(body):
                    self.send_response(422)
                else:
                    received.events.append(body)
                    received.paths.append(self.path)
                    received.authorizations.append(self.headers.get("Authorization"))
                    self.send_response(201)
                self.end_headers()

            def log_message(self, format: str, *args: Any) -> None:
                pass

        return Handler

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join()
