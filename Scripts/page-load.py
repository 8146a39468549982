#!/usr/bin/env python3
"""How long each gallery page takes to load, as a measure rather than a test.

usage: Scripts/page-load.py <site dir> [--runs N] [<page> ...]

Loads every page of a site `catalog gallery` wrote (or the pages named, `rating` or
`rating.html`) N times (5 unless told) in one headless Chromium, each time from a blank page,
and prints per page the median and the spread of three moments, in milliseconds from the
start of the navigation:

- load: the page's load event is over; what is in view is drawn (the prototype, or the
  index's devices) and the page answers;
- drawn: the reference host has drawn every device below as well (`gallery-devices-drawn`);
- checked: the host's checks and the self-check are done (`gallery-self-checked`).

It needs Selenium and Debian's chromedriver, as `.ci/gallery` does:

    python=$(.ci/python-tools gallery .ci/requirements-gallery.txt .ci/requirements-gallery-axe.txt)
    swift run catalog gallery --out /tmp/site
    "$python" Scripts/page-load.py /tmp/site

Machines are noisy: compare medians of several runs, and never fail a build on one figure.
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

MOMENTS_JS = """
const navigation = performance.getEntriesByType('navigation')[0];
const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
return [navigation.loadEventEnd - navigation.startTime, mark('gallery-devices-drawn'), mark('gallery-self-checked')];
"""

CHECKED_JS = """
const done = arguments[0];
const poll = () => (document.getElementById('self-check')?.dataset.problems ?? '') !== 'unchecked'
  && document.readyState === 'complete' ? done() : setTimeout(poll, 10);
poll();
"""


def usage(message):
    print(f"page-load.py: {message}", file=sys.stderr)
    sys.exit(64)


def main():
    parser = argparse.ArgumentParser(description="Medians of each gallery page's load, drawing and checks.")
    parser.add_argument("site", help="a directory `catalog gallery` wrote")
    parser.add_argument("pages", nargs="*", help="pages to measure (all when none): 'rating' or 'rating.html'")
    parser.add_argument("--runs", default="5", help="loads a page (an integer from 1 to 100; 5 unless told)")
    parser.add_argument("--driver", default="/usr/bin/chromedriver", help="chromedriver's path (Debian's unless told)")
    options = parser.parse_args()
    if not options.runs.isdigit() or not 1 <= int(options.runs) <= 100:
        usage(f"--runs '{options.runs}' is not a whole number from 1 to 100; try --runs 5")
    runs = int(options.runs)
    site = Path(options.site)
    if not site.is_dir():
        usage(f"'{options.site}' is not a directory; write one with `swift run catalog gallery --out DIR`")
    pages = sorted(site.glob("*.html"))
    if options.pages:
        names = [name if name.endswith(".html") else name + ".html" for name in options.pages]
        missing = [name for name in names if not (site / name).is_file()]
        if missing:
            usage(f"no page '{missing[0]}' in '{site}'; its pages: {', '.join(page.name for page in pages)}")
        pages = [site / name for name in names]
    if not pages:
        usage(f"'{site}' holds no page; write one with `swift run catalog gallery --out {site}`")
    if not Path(options.driver).is_file():
        usage(f"no chromedriver at '{options.driver}'; install Debian's with `.ci/apt-install chromedriver chromium-driver`")

    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chrome = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--window-size=1400,1000", "--disable-gpu"]:
        chrome.add_argument(argument)
    driver = webdriver.Chrome(service=Service(options.driver), options=chrome)
    try:
        print(f"{'page':<18} {'load':>6} {'drawn':>6} {'checked':>8}   (medians of {runs} loads, ms; load's range)")
        for page in pages:
            moments = []
            for _ in range(runs):
                driver.get("about:blank")
                time.sleep(0.2)
                driver.get(page.resolve().as_uri())
                driver.execute_async_script(CHECKED_JS)
                moments.append(driver.execute_script(MOMENTS_JS))
            median = lambda i: statistics.median(m[i] for m in moments if m[i] is not None) if any(
                m[i] is not None for m in moments) else float("nan")
            loads = sorted(m[0] for m in moments)
            print(f"{page.name:<18} {median(0):6.0f} {median(1):6.0f} {median(2):8.0f}   ({loads[0]:.0f}–{loads[-1]:.0f})",
                  flush=True)
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
