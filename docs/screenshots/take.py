"""Screenshots of the docs site as headless Chromium shows it: the home page, a guide and an API reference page.

Build the site first (``mkdocs build --strict``), then run ``python docs/screenshots/take.py`` from the top folder
of the checkout (Debian's ``chromium`` and Playwright, from the test extra, are needed). The site is served on a
free loopback port for the time it takes; the PNG files are written next to this script and shown in
CONTRIBUTING.md.
"""

from __future__ import annotations

import functools
import shutil
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from playwright.sync_api import sync_playwright

HERE = Path(__file__).resolve().parent
SITE = HERE.parent.parent / "site"
PAGES = {  # screenshot -> the page's address in the site, and what to scroll to first
    "home.png": ("", None),
    "guide.png": ("guides/evaluate/", None),
    "api.png": ("reference/evaluators/", "#langchain_trajectory.evaluators.ToolTrajectoryEvaluator"),
}
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


def main() -> None:
    if not (SITE / "index.html").is_file():
        raise SystemExit(f"no site in {SITE}: run `mkdocs build --strict` first")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        raise SystemExit("Chromium is not installed (apt-get install chromium)")
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(SITE)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=ARGS)
            tab = browser.new_page(viewport={"width": 1280, "height": 800})
            for name, (path, anchor) in PAGES.items():
                tab.goto(base + path + (anchor or ""), wait_until="networkidle")
                tab.wait_for_selector("article h1", state="visible")
                if anchor:
                    tab.locator(anchor.replace(".", "\\.")).scroll_into_view_if_needed()
                tab.wait_for_timeout(1000)  # the theme's fonts and layout settle
                tab.screenshot(path=str(HERE / name))
                print("wrote", HERE / name)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()


if __name__ == "__main__":
    main()
