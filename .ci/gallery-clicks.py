#!/usr/bin/env python3
"""Every page of the gallery in a real browser, through a WebDriver: its self-check, its
screenshots, every kind's prototype clicked through, axe-core on every whole page.

usage: gallery-clicks.py <site dir> <out dir> <chromedriver> [<kind> ...]

For every page (written by `catalog gallery`), in one headless Chromium driven by Selenium
through the system's chromedriver (never Selenium Manager, never the network):

0. Loads it and fails unless its reference host drew and checked devices and its self-check
   (self-check.js) found no problem; keeps a screenshot of its top, <out dir>/<page>.png.
   A copy of a page with planted problems must make the self-check report each of them.
Then for every kind's page:
1. Clicks through the kind's flow below to its ending, as a person would (controls by their
   script line, `data-action`; fields by an example text; gestures; real waits), and checks
   after each step that the page shows the state the explorer's model reaches by the same
   lines, that the trace the page shows is the flow's script, and that axe-core finds no
   violation in the prototype on each distinct state. When the flow ends the popup, nothing
   focusable and no scrim is left in the device.
2. Screenshots of the prototype's device after the flow's first step, light, dark and right to
   left (the address's `&dark`, `&rtl`): <out dir>/<kind>-prototype-{light,dark,rtl}.png, each
   more than a blank.
3. Clicks every (state, control) pair within PAIR_DEPTH (2) steps of EVERY sample's start, and
   every pair of BEYOND_STATES states further out (seeded by the kind's id), and checks each
   lands on its edge's target state (or that the page says it leads beyond the bound); a pair
   that ends the popup must leave nothing focusable and no scrim in the device. The controls
   are what the page draws enabled (CONTROLS_JS): the popup's buttons, rows, stars, toggles and
   tappables, each text a field offers, and the gesture buttons; not time, not the app's events.
   How they are clicked:
   - ALL of them in the page, by PAIRS_JS, one script call per PAIRS_CALL states: a click event
     dispatched on the control (element.click(), the event a click delivers; the page's own
     listeners follow it), or for a field its text put in and its change event dispatched;
     before each, the control's state opened by its address through the page's own address
     handling (`galleryPrototype.open`, no reload), unless the click before landed there;
   - NATIVE_PAIRS of each kind's pairs AGAIN through WebDriver (seeded, spread over the sorts of
     control): a pointer press and release at the control's centre, and a field's text typed
     with the keyboard and Enter (or chosen in the page's list of explored texts: see
     `click_natively`), from the state opened by its address.
   A dead control (one that reaches no state, or another state than its edge's) fails, named
   with its kind, sample, state address and line.
4. Opens the last sample by its anchor (`#sample-<name>`) and checks the page shows its start;
   takes the flow's first step and checks that Back returns to the start; chooses an explored
   invalid text for a field (FIELD_ERRORS) and checks the page shows its error, and that a text
   never explored is not kept in the field; checks that
   every symbol on the page is drawn as an SVG icon; that the device, the controls and the
   trace fit a 1400 x 1000 view on the phone and on the tablet (`check_fit`); that the arrow
   keys, Home and End move an action sheet's focus from the row the page's focus is on
   (`check_keys`); that a side sheet dragged toward its edge ends and dragged away does
   not, left to right and right to left (`check_drags`); on a kind that
   counts down (TIMED), that
   a 2 s hold leaves the time shown unchanged and a view option keeps it.
5. Fails on any console error, any problem the page's host reports, or a page that takes a
   second or more to load from disk three times in a row (a load slowed by other work on the
   machine is tried again).

Where the time went: each phase's own seconds and calls (a page load, an axe run, a PAIRS_JS
call, a native pair, a screenshot, ...), summed over the pages, printed at the end and kept per
page in <out dir>/profile.json.

axe-core: the script axe-playwright-python ships (axe.min.js; only the file is used, not the
package's playwright API), injected into each page through Selenium. Every page, the index
too, is checked WHOLE (the document, page-level rules included) once loaded, and the
prototype on each state a flow goes through; both with the WCAG 2.0, 2.1 and 2.2 A and AA
rules and axe's best practices (`runOnly` tags AXE_TAGS), plus `label-content-name-mismatch`
(axe tags it experimental, so tags alone leave it out) and `target-size` (off by default; the
wcag22aa tag brings it in too) enabled by name: in axe's ruleShouldRun a rule's own `enabled`
wins over the `runOnly` tags, so the two combine. Prints axe's version and the rules that ran;
any violation fails, printed with its rule, help, impact and the nodes' targets. Each page's
whole-page results, with every violating node's HTML, go to <out dir>/axe-<page>.json. A canary
page with planted problems must make axe report each of them.
"""

import sys

# Checked before the imports, which need the gallery's tools (.ci/python-tools gallery).
if len(sys.argv) < 4:
    print("usage: gallery-clicks.py <site folder> <output folder> <chromedriver> [<id>...]  (run by .ci/gallery)",
          file=sys.stderr)
    sys.exit(64)

import atexit
import base64
import contextlib
import functools
import json
import random
import re
import sys
import time
import urllib.parse
from importlib import resources
from pathlib import Path

from gallery_flows import flow_for
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.wait import WebDriverWait
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException

# A kind without a flow here is clicked through its default (.ci/gallery_flows.py): the first
# control its start offers that leads to another state, checked against the model as any flow.
# A flow: steps, each ("click", line) a control or an app event by its script line,
# ("type", line) a field's example text, ("gesture", name), ("hold", seconds) the popup held
# that long then released, or ("alone", margin) nothing done until the state's deadline has
# come, and `margin` seconds more.
FLOWS = {
    "rating": [("click", "star 2"), ("type", 'type "Too slow"'), ("click", "submit")],
    "undo": [("hold", 6.5), ("alone", 1)],
    "coachmarks": [
        ("click", "start"), ("click", "next"), ("click", "next"), ("click", "back"), ("click", "next"),
        ("click", "finish"),
    ],
    "consent": [("click", "customize"), ("click", "toggle analytics"), ("click", "save")],
    "actions": [("click", "select share")],
    "banners": [("click", "open")],
    "capsule": [("click", 'start b "Ride" "4 min" relevance 2'), ("gesture", "hold"), ("gesture", "release")],
    "celebration": [("click", "continue")],
    "hosted": [("click", "action directions")],
    "input": [("type", 'type "Photos 2024"'), ("click", "submit")],
    "permission": [("click", "continue")],
    "progress": [("click", "progress 0.5"), ("click", "succeed"), ("alone", 0.5)],
    "promo": [("click", "primary")],
    "sheet": [("click", "detent large"), ("gesture", "tap-outside")],
}

# An explored invalid text a kind's field offers, and what its error says once chosen.
FIELD_ERRORS = {"input": ('type name "Photos/2024"', '"/" is not allowed')}

# How many states the batch clicks through in one script call, and how many states beyond
# PAIR_DEPTH each kind's run takes every control of, chosen by a generator seeded with the
# kind's id (the same states every run).
PAIRS_CALL = 60
PAIR_DEPTH = 2
BEYOND_STATES = 8
# How many of each kind's pairs are clicked again through WebDriver's own pointer (a press and
# release at the control's centre) or keyboard, spread over the kinds of control.
NATIVE_PAIRS = 10
# How many problems of one sort (a dead control, something left after the end) a kind's run
# prints, before it only counts the rest.
SHOWN_PROBLEMS = 10

# axe-core, and how it runs: the WCAG 2.0, 2.1 and 2.2 A and AA rules and the best practices,
# and two rules enabled by name (see above).
try:
    AXE_SOURCE = resources.files("axe_playwright_python").joinpath("axe.min.js").read_text(encoding="utf-8")
except (ModuleNotFoundError, FileNotFoundError) as error:
    sys.exit(f"gallery-clicks.py: no axe-core script ({error}): run it with the python of "
             "`.ci/python-tools gallery .ci/requirements-gallery.txt .ci/requirements-gallery-axe.txt`")
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"]
AXE_RULES = {"label-content-name-mismatch": {"enabled": True}, "target-size": {"enabled": True}}
# Only the violations' nodes are listed in full: the other groups name their rules.
AXE_OPTIONS = {"runOnly": {"type": "tag", "values": AXE_TAGS}, "rules": AXE_RULES, "resultTypes": ["violations"]}

# Where the run's time goes: each phase's seconds (its own, without the phases inside it) and
# calls, per page, printed as a table at the end.
PROFILE = {}
profile_stack = []
profile_page = "browser start"


@contextlib.contextmanager
def phase(name):
    started = time.monotonic()
    profile_stack.append([name, 0.0])
    try:
        yield
    finally:
        _, inner = profile_stack.pop()
        elapsed = time.monotonic() - started
        if profile_stack:
            profile_stack[-1][1] += elapsed
        entry = PROFILE.setdefault((profile_page, name), [0.0, 0])
        entry[0] += elapsed - inner
        entry[1] += 1


def timed(name):
    def wrap(function):
        @functools.wraps(function)
        def timed_function(*arguments, **keywords):
            with phase(name):
                return function(*arguments, **keywords)
        return timed_function
    return wrap


def profile_rest(page, started):
    """Enters what a page's phases leave of its time, since `started`, as its phase "rest"."""
    accounted = sum(seconds for (at, _), (seconds, _) in PROFILE.items() if at == page)
    PROFILE[(page, "rest")] = [time.monotonic() - started - accounted, 1]


def print_profile():
    phases = {}
    pages = {}
    for (page, name), (seconds, calls) in PROFILE.items():
        total = phases.setdefault(name, [0.0, 0])
        total[0] += seconds
        total[1] += calls
        pages[page] = pages.get(page, 0.0) + seconds
    print("     time by phase (own seconds, calls):")
    for name, (seconds, calls) in sorted(phases.items(), key=lambda item: -item[1][0]):
        print(f"       {name:<24} {seconds:7.1f} s {calls:6d}  ({seconds / calls * 1000:.0f} ms each)")
    print("     time by page: " + ", ".join(f"{page} {seconds:.1f} s" for page, seconds in pages.items()))
    (out / "profile.json").write_text(json.dumps(
        [{"page": page, "phase": name, "seconds": round(seconds, 3), "calls": calls}
         for (page, name), (seconds, calls) in PROFILE.items()], indent=1))


site, out, driver_path = Path(sys.argv[1]).resolve(), Path(sys.argv[2]), sys.argv[3]
only = set(sys.argv[4:])
out.mkdir(parents=True, exist_ok=True)
options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
# Chromium throttles a page that changes its address more than a few hundred times in ten
# seconds, as this run does, state after state: the switch lifts that.
for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1300,1800",
             "--disable-ipc-flooding-protection"]:
    options.add_argument(flag)
options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
# A click does not wait for the address changes the page makes; the run waits for what it needs.
options.page_load_strategy = "none"
run_started = time.monotonic()
with phase("browser start"):
    driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
# The browser and chromedriver end with the run, however it ends (quit twice is harmless).
atexit.register(lambda: driver.quit())
driver.set_script_timeout(30)
failures = []


def fail(kind, message):
    failures.append(f"{kind}: {message}")
    print(f"FAIL {kind}: {message}")


def page_data(kind):
    html = (site / f"{kind}.html").read_text()
    found = re.search(r'<script type="application/json" id="prototype-data">(.*?)</script>', html, re.S)
    return expand(unpack(json.loads(found.group(1).replace("<\\/", "</"))))


def step_type(line):
    """What kind of step a line is, as the page's script tells it."""
    verb = line.split(" ")[0]
    if verb in ("tap", "tap-outside", "drag", "hold", "release"):
        return "gesture"
    if verb in ("wait", "jump"):
        return "wait"
    if verb in ("setting", "screen", "keyboard"):
        return "setting"
    return "dismiss" if verb == "dismiss" else "send"


def expand(data):
    """Each state's index, script and transitions, as the page's script makes them."""
    for index, state in enumerate(data["states"]):
        state["index"] = index
        parent = None if state["parent"] is None else data["states"][state["parent"]]
        state["script"] = "" if parent is None else (parent["script"] + "; " + state["via"] if parent["script"] else state["via"])
        previous = index
        state["transitions"] = []
        for line, step in zip(state["lines"], state["to"]):
            to = None
            if step is not None:
                previous += step
                to = previous
            state["transitions"].append({"line": line, "to": to, "type": step_type(line)})
    return data


def unpack(packed):
    """The prototype's data as written packed (JSONValue+Packing.swift): a table of entries."""
    if not isinstance(packed, dict) or packed.get("packed") != 1:
        return packed
    table = packed["table"]
    memo = {}

    def get(index):
        if index in memo:
            return memo[index]
        entry = table[index]
        if isinstance(entry, list):
            value = [get(at) for at in entry]
        elif isinstance(entry, dict):
            value = dict(zip(get(entry["k"]), (get(at) for at in entry["v"])))
        else:
            value = entry
        memo[index] = value
        return value

    return get(packed["root"])


STATE_JS = """
const s = document.getElementById('prototype').dataset;
return {index: Number(s.state), script: s.script, name: s.name, held: s.held === 'true', beyond: s.beyond || null,
  trace: document.getElementById('prototype-script').textContent,
  steps: document.getElementById('prototype-trace').children.length,
  problems: (window.galleryProblems || []).length};
"""


def state():
    return driver.execute_script(STATE_JS)


# Loaded, and checked: the reference host checks its devices and the self-check runs after
# the page's load, so a page is complete once its self-check has written what it found.
LOADED_JS = ("document.readyState === 'complete' && "
             "(document.getElementById('self-check')?.dataset.problems ?? '') !== 'unchecked'")


@timed('page load')
def load_page(url, prototype=True):
    """Loads a page anew and waits until it is loaded, its self-check has run and its
    prototype shows a state (the driver does not wait for loads: `page_load_strategy` is
    "none")."""
    driver.get(url)
    shown = " && document.getElementById('prototype')?.dataset.state !== undefined" if prototype else ""
    try:
        driver.execute_async_script(
            f"const done = arguments[0]; const poll = () => {LOADED_JS}{shown} ? done() : setTimeout(poll, 5); poll();")
    except TimeoutException:
        name = urllib.parse.urlparse(url).path.rsplit("/", 1)[-1]
        fail(name, "the page did not finish loading: its devices drawn and checked, its self-check run"
                   + (" and its prototype drawn" if prototype else "") + ", within the script timeout")


# The view options and `paused`, in the order the page writes them into an address.
ADDRESS_OPTIONS = ["regular", "dark", "rtl", "pseudo", "larger", "paused"]


def address(data, target, *options):
    """A state's address as the page writes it: its sample, its shortest script, and the view
    options named (`dark`, `rtl`, ...; `paused` keeps its deadlines from firing); a state of
    a sample's walk on the tablet in the regular width."""
    unknown = set(options) - set(ADDRESS_OPTIONS)
    if unknown:
        raise ValueError(f"no such view option: {sorted(unknown)}")
    # Encoded as the page's own encodeURIComponent encodes, so the two addresses compare equal.
    quote = lambda text: urllib.parse.quote(text, safe="-_.!~*'()")
    sample = data["samples"][target["sample"]]
    # A sample's walk on the tablet is its phone walk's name in the regular width.
    if sample.get("screen") == "tablet":
        options = (*options, "regular")
    parts = ["sample=" + quote(sample["name"]), "state=" + quote(target["script"])]
    return "#" + "&".join(parts + [option for option in ADDRESS_OPTIONS if option in options])


@timed('open address')
def open_address(data, target, *options, navigate=False):
    """Opens a state by its address (see `address`), without reloading the page.
    `navigate` goes there as a browser does (the fragment changes, the page hears of it);
    otherwise the page's own `galleryPrototype.open` reads the same address, faster."""
    opened = driver.execute_async_script(
        """
        const [address, index, navigate, done] = arguments;
        const ready = () => document.getElementById('prototype').dataset.state === String(index);
        if (navigate) {
          if (location.hash !== address) location.hash = address;
        } else {
          window.galleryPrototype.open(address);
        }
        const started = performance.now();
        const poll = () => ready() || performance.now() - started > 2000 ? done(ready()) : setTimeout(poll, 2);
        poll();
        """, address(data, target, *options), target["index"], navigate)
    if not opened:
        raise RuntimeError(f"the address of '{target['script']}' ({data['samples'][target['sample']]['name']}) did not open it: "
                           f"the page is at '{state()['script']}'")


def open_fragment(fragment):
    """Opens what an address fragment names (`#state=&paused&regular`) through the page's own
    `galleryPrototype.open`, as a load at that address would, without loading the page again:
    the same reading of the address, the same drawing, scrolled to the page's top as a load
    leaves it. Returns the state shown."""
    return driver.execute_script("window.scrollTo(0, 0); window.galleryPrototype.open(arguments[0]);" + STATE_JS, fragment)


FIND_JS = """
const [line] = arguments;
for (const element of document.querySelectorAll('#prototype-device [data-action]')) {
  if (element.dataset.action === line && element.tagName !== 'INPUT' || element.type === 'checkbox' && element.dataset.action === line)
    return element.disabled ? null : element;
}
for (const option of document.querySelectorAll('#prototype-fields select option')) if (option.value === line) return option;
for (const button of document.querySelectorAll('.prototype-gestures [data-gesture]')) if (button.dataset.gesture === line) return button.disabled ? null : button;
for (const button of document.querySelectorAll('[data-app-event]')) if (button.dataset.appEvent === line) return button;
return null;
"""


@timed('take a step')
def take(line):
    """Clicks what takes a step through the page, and waits until the page has followed it (a
    click reaches the page after the WebDriver call returns); returns the state then, or None
    when nothing on the page takes it."""
    element, before = driver.execute_script(
        "return [(() => {" + FIND_JS + "})(), document.getElementById('prototype-trace').children.length];",
        line)
    if element is None:
        return None
    if element.tag_name == "option":
        element.click()  # WebDriver selects an option it clicks, and the page hears the change
    else:
        # A pointer press and release at the element's centre, through WebDriver's actions.
        ActionChains(driver, duration=0).click(element).perform()
    now = followed(before)
    if now["steps"] <= before:
        raise RuntimeError(f"the page did not follow '{line}' within 3 s")
    return now


def followed(before):
    """The state once the trace has more than `before` steps (a click reaches the page after
    the WebDriver call returns), or after 3 s; with the last step's note and what is left in
    the device (see LEFT_JS)."""
    return driver.execute_async_script(
        LEFT_JS + """
        const [before, done] = arguments;
        const trace = document.getElementById('prototype-trace');
        const started = performance.now();
        const now = () => Object.assign((() => {""" + STATE_JS + """})(),
          {note: trace.children.length > before ? trace.lastElementChild.textContent : null, left: left()});
        const poll = () => trace.children.length > before || performance.now() - started > 3000 ? done(now()) : setTimeout(poll, 2);
        poll();
        """, before)


def follow_model(data, index, line):
    """The state the model reaches from `index` by `line`, or None."""
    for transition in data["states"][index]["transitions"]:
        if transition["line"] == line:
            return transition["to"]
    return index


AXE_RUN_JS = """
const [selector, options, done] = arguments;
if (!window.axe) return done({missing: true});
const ids = group => group.map(result => result.id);
axe.run(selector === null ? document : document.querySelector(selector), options).then(r => done({
  passes: ids(r.passes), incomplete: ids(r.incomplete), inapplicable: ids(r.inapplicable),
  violations: r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl, tags: v.tags,
    nodes: v.nodes.map(n => ({target: n.target, html: n.html, summary: n.failureSummary}))}))
}), error => done({error: String(error && error.stack || error)}));
"""
axe_rules_ran = set()


@timed('axe inject')
def axe_inject():
    """Puts axe-core into the page, unless it is there; returns its version."""
    if not driver.execute_script("return !!window.axe"):
        # axe.min.js sets window.axe itself; the line after it covers a build that only declares it.
        driver.execute_script(AXE_SOURCE + "\n;if (!window.axe && typeof axe !== 'undefined') window.axe = axe;")
    return driver.execute_script("return window.axe.version")


def axe_target(node):
    """A node's selector; parts in frames or shadow roots joined with >>>."""
    return " >>> ".join(" ".join(part) if isinstance(part, list) else part for part in node["target"])


def axe_results(selector=None):
    """axe's results on the document (selector None) or on one element; axe put into the page
    first when it is not there (once a page: asked in the same call that runs it)."""
    driver.set_script_timeout(300)
    try:
        results = driver.execute_async_script(AXE_RUN_JS, selector, AXE_OPTIONS)
        if results.get("missing"):
            axe_inject()
            results = driver.execute_async_script(AXE_RUN_JS, selector, AXE_OPTIONS)
        return results
    finally:
        driver.set_script_timeout(30)


def axe_run(kind, where, selector=None):
    """Runs axe on the document (selector None) or on one element; every violation fails.
    Returns the results."""
    results = axe_results(selector)
    if "error" in results:
        fail(kind, f"axe did not run on {where}: {results['error']}")
        return results
    axe_rules_ran.update(results["passes"] + results["incomplete"] + results["inapplicable"]
                         + [v["id"] for v in results["violations"]])
    for violation in results["violations"]:
        nodes = violation["nodes"]
        targets = ", ".join(axe_target(node) for node in nodes[:8]) + (f" and {len(nodes) - 8} more" if len(nodes) > 8 else "")
        fail(kind, f"axe: {violation['id']} ({violation['help']}; {violation['impact']}) on {where}, "
                   f"{len(nodes)} node{'s' if len(nodes) != 1 else ''}: {targets}")
    return results


@timed('axe whole page')
def axe_page(kind, name):
    """axe on the whole page as loaded; its results kept in <out>/axe-<name>.json."""
    started = time.monotonic()
    # The page lays out a section only when it scrolls into view (content-visibility: auto),
    # and sections not laid out are stacked at a placeholder height, over each other: axe
    # would measure targets against sections they never meet. Every section is laid out
    # while axe looks, as each is when a person scrolls to it.
    driver.execute_script(
        "const style = document.createElement('style'); style.id = 'axe-layout';"
        "style.textContent = '.styles, .variants, .sample { content-visibility: visible !important; }';"
        "document.head.appendChild(style);")
    results = axe_run(kind, f"the whole page {name}.html")
    driver.execute_script("document.getElementById('axe-layout')?.remove();")
    (out / f"axe-{name}.json").write_text(json.dumps(results, indent=1))
    if "error" not in results:
        # A rule can pass on some nodes and be violated, or left to review, on others.
        ran = set(results["passes"] + results["incomplete"] + results["inapplicable"]
                  + [v["id"] for v in results["violations"]])
        count = sum(len(v["nodes"]) for v in results["violations"])
        print(f"     {kind}: axe on the whole page: {len(ran)} rules ran ({len(results['inapplicable'])} found nothing "
              f"to check; {len(results['incomplete'])} left nodes for a person to review"
              f"{': ' + ', '.join(results['incomplete']) if results['incomplete'] else ''}), "
              f"{len(results['violations'])} violated ({count} nodes); {time.monotonic() - started:.1f} s")
    return results


@timed("axe prototype state")
def axe_check(kind, seen, index):
    if index in seen:
        return
    seen.add(index)
    axe_run(kind, f"the prototype in state {index}", "#prototype")


@timed('console log')
def console_errors(kind):
    for entry in driver.get_log("browser"):
        if entry["level"] == "SEVERE":
            fail(kind, f"console error: {entry['message']}")


def flow(kind, data):
    """The kind's flow in FLOWS, or else its default, the first control its start offers that
    changes the state (.ci/gallery_flows.py), asked of the page once and kept."""
    if kind not in default_flows:
        def offered():
            open_address(data, data["states"][0], "paused")
            return [tuple(pair) for pair in driver.execute_script(CONTROLS_JS + "return controls().map(c => [c.how, c.line]);")]
        default_flows[kind] = flow_for(kind, FLOWS, data, offered)
        if kind not in FLOWS:
            print(f"     {kind}: no flow in FLOWS; clicked through the default, {default_flows[kind]}")
    return default_flows[kind]


default_flows = {}


@timed('flow')
def run_flow(kind, data):
    steps = flow(kind, data)
    if not steps:
        fail(kind, "no flow in FLOWS, and no control at the first sample's start leads to another state: "
                   "add the kind's flow to FLOWS in .ci/gallery-clicks.py")
        return state()
    expected_index, lines, visited = 0, [], [0]
    open_address(data, data["states"][0])
    for action, argument in steps:
        if action in ("click", "type", "gesture"):
            line = argument
            if take(line) is None:
                fail(kind, f"nothing on the page takes '{line}' in state {state()['index']}")
                return
            lines.append(line)
            expected_index = follow_model(data, expected_index, line)
        elif action == "hold":
            popup = driver.find_element(By.CSS_SELECTOR, "#prototype-device .popup")
            before = state()
            # Near the popup's top leading corner, away from its controls.
            corner = (-popup.size["width"] / 2 + 6, -popup.size["height"] / 2 + 6)
            ActionChains(driver, duration=0).move_to_element_with_offset(popup, *corner).click_and_hold().perform()
            time.sleep(argument)
            held = state()
            ActionChains(driver).release().perform()
            if not held["held"] or held["name"].startswith("ended"):
                fail(kind, f"held for {argument} s, the page shows '{held['name']}' (held: {held['held']})")
            lines += ["hold", "release"]
            expected_index = follow_model(data, follow_model(data, expected_index, "hold"), "release")
            if state()["name"] != before["name"]:
                fail(kind, f"after the hold the page shows '{state()['name']}', not '{before['name']}'")
        elif action == "alone":
            wait = next((t for t in data["states"][expected_index]["transitions"] if t["type"] == "wait"), None)
            if wait is None:
                fail(kind, f"left alone in state {expected_index}, nothing is due")
                return
            seconds = float(re.match(r"wait (\d+(?:\.\d+)?)(ms|s)", wait["line"]).group(1))
            seconds /= 1000 if wait["line"].endswith("ms") else 1
            # Until the page shows the state the deadline leads to, `argument` seconds past the
            # deadline at the most (checked below either way).
            try:
                WebDriverWait(driver, seconds + argument, poll_frequency=0.05).until(
                    lambda _: state()["index"] == wait["to"])
            except TimeoutException:
                pass
            lines.append(wait["line"])
            expected_index = wait["to"]
        now = state()
        if now["index"] != expected_index:
            fail(kind, f"after '{'; '.join(lines)}' the page shows state {now['index']} ('{now['script']}'), the model {expected_index}")
            return
        if now["trace"] != "; ".join(lines):
            fail(kind, f"the trace reads '{now['trace']}', the flow '{'; '.join(lines)}'")
        visited.append(now["index"])
    final = state()
    # A flow that ends the popup leaves nothing a person could reach, and nothing dimming the app.
    ended = data["states"][final["index"]]["ended"]
    left = driver.execute_script(LEFT_JS + "return left();") if ended else []
    if left:
        fail(kind, f"the flow '{final['trace']}' ends the popup, and the device still has {', '.join(left)}")
    # axe takes a while: each state the flow went through is checked afterwards, opened by its
    # address with its deadlines held back, so none fires in the middle of the flow.
    # The start was checked with the whole page, as loaded.
    seen, clean = {0}, not left
    for index in visited:
        if index in seen:
            continue
        open_address(data, data["states"][index], "paused")
        before = len(failures)
        axe_check(kind, seen, index)
        clean = clean and len(failures) == before
    print(f"{'ok  ' if clean else 'FAIL'} {kind}: flow '{final['trace']}' ends at '{final['name']}' (state {final['index']}, "
          f"shortest script '{final['script']}'{'; nothing left in the device' if ended and not left else ''}); axe on the prototype in {len(seen)} states: "
          f"{'0 violations' if clean else 'problems above'}")
    return final


# The controls a person meets on a state's screen, in the order the page draws them: every
# enabled control of the drawn popup with a script line (a button, a row, a star, a toggle, a
# tappable) clicked; every text the page offers for a field (its suggestions) typed into it;
# every gesture button the page enables. Not the app's events (nor "Dismiss in code"), not
# time. Each is {how: "click" | "type" | "gesture", what, line, text, element}, `line` the
# step it takes.
CONTROLS_JS = """
const controls = () => {
  const stage = document.getElementById('prototype-device');
  const found = [];
  for (const element of stage.querySelectorAll('[data-action]')) {
    const line = element.dataset.action;
    if (!line || element.disabled) continue;
    if (element.tagName === 'INPUT' && element.type !== 'checkbox') {
      const [prefix, suffix = ''] = line.split('<text>');
      for (const option of element.list ? element.list.options : [])
        found.push({how: 'type', what: 'field', line: prefix + option.value + suffix, text: option.value, element});
      continue;
    }
    const what = element.type === 'checkbox' ? 'toggle' : element.classList.contains('star') ? 'star'
      : element.classList.contains('tap-target') ? 'tappable' : element.tagName.toLowerCase();
    found.push({how: 'click', what, line, text: null, element});
  }
  // "Dismiss in code" is the app's, not a person's.
  for (const button of document.querySelectorAll('.prototype-gestures [data-gesture]:not([data-gesture=dismiss])'))
    if (!button.disabled) found.push({how: 'gesture', what: 'gesture', line: button.dataset.gesture, text: null, element: button});
  return found;
};
"""

# What is left in the device that a person could reach or that dims the app: focusable
# elements and scrims, each named.
LEFT_JS = """
const left = () => {
  const stage = document.getElementById('prototype-device');
  const names = [];
  for (const element of stage.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex], [contenteditable]')) {
    if (element.disabled || element.tabIndex < 0) continue;
    const label = element.dataset.action || element.getAttribute('aria-label') || element.textContent.trim().slice(0, 30);
    names.push(element.tagName.toLowerCase() + (label ? ' "' + label + '"' : ''));
  }
  for (const scrim of stage.querySelectorAll('.scrim')) names.push('a scrim (' + scrim.className + ')');
  return names;
};
"""

# Every control of each state in `sources` ([index, address] pairs), each clicked by a click
# event dispatched on it (element.click(), as a click's event reaches the page) or, for a
# field, its text put in and its change event dispatched (as typing and Enter do). Before
# each, the page is at the control's state: opened by its address through the page's own
# handling (`galleryPrototype.open`), unless the click before landed there. Returns, a pair
# each: [state, ordinal, how, what, line, text, state reached or null, the trace's note when
# no state was reached, the page's `data-beyond`, what is left in the device when the state
# reached is one of `ended` (LEFT_JS)].
PAIRS_JS = CONTROLS_JS + LEFT_JS + """
const [sources, ended] = arguments;
const endings = new Set(ended);
const section = document.getElementById('prototype');
const trace = document.getElementById('prototype-trace');
const shown = () => Number(section.dataset.state);
// Each state's controls, listed on its first showing; `next` the first one not clicked yet.
const visits = new Map(sources.map(([index, address]) => [index, {address, listed: null, next: 0}]));
const pending = (visit) => visit !== undefined && (visit.listed === null || visit.next < visit.listed.length);
const pairs = [];
let here = null;
let queue = 0;
for (;;) {
  let visit = visits.get(here);
  if (!pending(visit)) {
    while (queue < sources.length && !pending(visits.get(sources[queue][0]))) queue++;
    if (queue >= sources.length) break;
    here = sources[queue][0];
    visit = visits.get(here);
    window.galleryPrototype.open(visit.address);
    if (shown() !== here) {
      pairs.push([here, -1, null, null, null, null, shown(), 'its address opened another state', null, []]);
      visit.listed = [];
      here = null;
      continue;
    }
  }
  const found = controls();
  if (visit.listed === null) visit.listed = found.map((control) => control.how + ' ' + control.line);
  if (visit.next >= visit.listed.length) {
    here = null;
    continue;
  }
  const ordinal = visit.next++;
  const control = found[ordinal];
  if (!control || control.how + ' ' + control.line !== visit.listed[ordinal]) {
    pairs.push([here, ordinal, null, null, visit.listed[ordinal], null, null, 'the state drew other controls when a step reached it', null, []]);
    here = null;
    continue;
  }
  const before = trace.children.length;
  try {
    if (control.how === 'type') {
      control.element.value = control.text;
      control.element.dispatchEvent(new Event('input', {bubbles: true}));
      control.element.dispatchEvent(new Event('change', {bubbles: true}));
    } else {
      control.element.click();
    }
  } catch (error) {
    pairs.push([here, ordinal, control.how, control.what, control.line, control.text, null, 'the click threw: ' + error, null, []]);
    here = null;
    continue;
  }
  const note = trace.children.length > before ? trace.lastElementChild.textContent : null;
  const moved = note !== null && note.includes('→');
  pairs.push([here, ordinal, control.how, control.what, control.line, control.text, moved ? shown() : null, moved ? null : note,
    section.dataset.beyond || null, moved && endings.has(shown()) ? left() : []]);
  // Where the page is now is a state whose controls may wait: they are clicked from here.
  here = moved ? shown() : null;
}
return pairs;
"""

def pair_sources(kind, data):
    """Every state within PAIR_DEPTH steps of each sample's start, and BEYOND_STATES states
    further out (seeded), shallowest first."""
    near = [s for s in data["states"] if s["depth"] <= PAIR_DEPTH]
    far = [s for s in data["states"] if s["depth"] > PAIR_DEPTH]
    return near, sorted(random.Random(kind).sample(far, min(BEYOND_STATES, len(far))), key=lambda s: s["index"])


def judge_pair(data, pair, how_clicked):
    """What is wrong with a clicked pair, as (what, message), or None: it must reach its edge's
    target (or the page say it leads beyond the bound), and, when that ends the popup, leave
    nothing focusable and no scrim in the device. The message names the sample, the state's
    address, the control and what happened."""
    index, ordinal, how, what, line, text, reached, note, beyond, left = pair
    source = data["states"][index]
    where = f"sample '{data['samples'][source['sample']]['name']}', state {address(data, source)}"
    if how is None:
        return "not clicked", f"{where}: {note}" + (f" (control {ordinal + 1}, '{line}')" if line else f" (state {reached})")
    edge = next((t for t in source["transitions"] if t["line"] == line), None)
    control = f"{what} '{line}'" + (f" (the text '{text}' typed)" if how == "type" else "")
    if edge is None:
        return "dead control", f"({how_clicked}) {where}: {control} has no edge in the model; the page says '{note or 'nothing'}'"
    if edge["to"] is None:
        ok = beyond == line
        outcome = f"the page shows state {reached}" if reached is not None else f"the page says '{note or 'nothing'}'"
    else:
        ok = reached == edge["to"]
        outcome = f"it reaches state {reached} ('{data['states'][reached]['script']}')" if reached is not None \
            else f"it reaches no state (the page says '{note or 'nothing'}')"
    if not ok:
        expected = "beyond the bound" if edge["to"] is None else f"to state {edge['to']} ('{data['states'][edge['to']]['script']}')"
        return "dead control", f"({how_clicked}) {where}: {control}: {outcome}; its edge leads {expected}"
    if reached is not None and data["states"][reached]["ended"] and left:
        return "left after the end", f"({how_clicked}) {where}: {control} ends the popup, and the device still has {', '.join(left)}"
    return None


def click_pairs(kind, data):
    """Every (state, control) pair of the states `pair_sources` names, clicked in the page by
    PAIRS_JS and judged; then NATIVE_PAIRS of them clicked again through WebDriver. Each
    problem fails (the first SHOWN_PROBLEMS of each sort printed, then their count). Returns
    the counts: pairs near, pairs beyond, pairs clicked natively, and problems."""
    near, far = pair_sources(kind, data)
    sources = [[s["index"], address(data, s, "paused")] for s in near + far]
    ended = [s["index"] for s in data["states"] if s["ended"]]
    driver.set_script_timeout(300)
    pairs = []
    try:
        for at in range(0, len(sources), PAIRS_CALL):
            with phase("PAIRS_JS call"):
                pairs += driver.execute_script(PAIRS_JS, sources[at:at + PAIRS_CALL], ended)
    finally:
        driver.set_script_timeout(30)
    problems = [judge_pair(data, pair, "a dispatched click") for pair in pairs]
    native = native_sample(kind, [pair for pair in pairs if pair[2] is not None])
    problems += [judge_pair(data, click_natively(data, pair), "WebDriver's click") for pair in native]
    problems = [problem for problem in problems if problem is not None]
    for what in sorted({what for what, _ in problems}):
        of_sort = [message for sort, message in problems if sort == what]
        for message in of_sort[:SHOWN_PROBLEMS]:
            fail(kind, f"{what}: {message}")
        if len(of_sort) > SHOWN_PROBLEMS:
            fail(kind, f"{what}: {len(of_sort) - SHOWN_PROBLEMS} more pairs as above")
    beyond = {s["index"] for s in far}
    return sum(pair[0] not in beyond for pair in pairs), sum(pair[0] in beyond for pair in pairs), len(native), len(problems)


def native_sample(kind, pairs):
    """NATIVE_PAIRS of the pairs, seeded, taken in turn from each kind of control (a button, a
    star, a toggle, a tappable, a field, a gesture), so each kind a page draws is among them."""
    chooser = random.Random(kind + " native")
    groups = {}
    for pair in pairs:
        groups.setdefault(pair[3], []).append(pair)
    for group in groups.values():
        chooser.shuffle(group)
    chosen = []
    while len(chosen) < NATIVE_PAIRS and any(groups.values()):
        for what in sorted(groups):
            if groups[what] and len(chosen) < NATIVE_PAIRS:
                chosen.append(groups[what].pop())
    return chosen


def click_natively(data, pair):
    """`click_once`, tried again from the state's address when the page drew the control anew
    between finding it and clicking it (WebDriver's stale element): the host may redraw a
    list once it is in view. A third stale element fails the run as any error does."""
    for attempt in range(3):
        try:
            return click_once(data, pair)
        except StaleElementReferenceException:
            if attempt == 2:
                raise


@timed('native pair')
def click_once(data, pair):
    """A pair clicked again through WebDriver, from its state opened by address: a pointer
    press and release at the control's centre; a field's text typed into it with the keyboard
    and Enter, or, for a text the field already shows (Enter changes nothing then) or one beyond
    the Basic Multilingual Plane (which WebDriver cannot type), chosen in the page's list of
    explored texts. Returns the pair as PAIRS_JS would."""
    index, ordinal, how, what, line, text = pair[:6]
    target = data["states"][index]
    # Opened by its address and the control found, in one call (see `open_address`).
    opened, element, before = driver.execute_script(
        CONTROLS_JS + "window.galleryPrototype.open(arguments[2]);"
        "if (document.getElementById('prototype').dataset.state !== String(arguments[3])) return [false, null, 0];"
        "const control = controls()[arguments[0]];"
        "return [true, control && control.line === arguments[1] ? control.element : null,"
        " document.getElementById('prototype-trace').children.length];",
        ordinal, line, address(data, target, "paused"), index)
    if not opened:
        raise RuntimeError(f"the address of '{target['script']}' ({data['samples'][target['sample']]['name']}) did not open it: "
                           f"the page is at '{state()['script']}'")
    if element is None:
        return [index, ordinal, None, None, line, text, None, "the control was not drawn again", None, []]
    if how == "type" and all(ord(character) <= 0xFFFF for character in text) and element.get_property("value") != text:
        element.click()
        element.send_keys(Keys.CONTROL, "a")
        element.send_keys(Keys.BACKSPACE, text, Keys.ENTER)
    elif how == "type":
        option = driver.execute_script(
            "return Array.from(document.querySelectorAll('#prototype-fields select option')).find(o => o.value === arguments[0]);",
            line)
        if option is None:
            return [index, ordinal, None, None, line, text, None, "the list of explored texts does not offer it", None, []]
        option.click()  # WebDriver selects an option it clicks, and the page hears the change
    else:
        ActionChains(driver, duration=0).click(element).perform()
    now = followed(before)
    moved = now["steps"] > before and now["note"] is not None and "→" in now["note"]
    return [index, ordinal, how, what, line, text, now["index"] if moved else None, None if moved else now["note"],
            now["beyond"], now["left"] if moved else []]


# The views a kind's prototype is photographed in: the address's view options for each.
SCREENSHOT_VIEWS = {"light": (), "dark": ("dark",), "rtl": ("rtl",)}

# How many colours a screenshot's pixels (every 4th, each way) have: a blank one has one.
COLOURS_JS = """
const [png, done] = arguments;
const image = new Image();
image.onload = () => {
  const canvas = document.createElement('canvas');
  [canvas.width, canvas.height] = [image.width, image.height];
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height).data;
  const colours = new Set();
  for (let y = 0; y < image.height; y += 4)
    for (let x = 0; x < image.width; x += 4) {
      const at = (y * image.width + x) * 4;
      colours.add((pixels[at] << 16) | (pixels[at + 1] << 8) | pixels[at + 2]);
    }
  done(colours.size);
};
image.onerror = () => done(0);
image.src = 'data:image/png;base64,' + png;
"""


def draws_popup(data, target):
    """Whether a state's frame draws a popup (not before it shows, not once it is gone)."""
    frame = data["frames"][target["frames"]["compact"]]
    return frame["motion"]["phase"] not in ("waiting", "gone")


@timed('prototype screenshots')
def screenshots(kind, data, shown):
    """The prototype's device in `shown`, light, dark and right to left, each opened by its
    address with its deadlines held: <out>/<kind>-prototype-<view>.png; each must be more than
    a blank, and more than the app behind the popup (its 6 colours): 8 colours at the least."""
    for view, options in SCREENSHOT_VIEWS.items():
        open_address(data, shown, *options, "paused")
        png = driver.find_element(By.ID, "prototype-device").screenshot_as_base64
        (out / f"{kind}-prototype-{view}.png").write_bytes(base64.b64decode(png))
        colours = driver.execute_async_script(COLOURS_JS, png)
        if colours < 8:
            fail(kind, f"the {view} screenshot of the prototype shows no popup ({colours} colours): {kind}-prototype-{view}.png")


@timed('anchor/back/field/symbol')
def check_addresses(kind, data, page):
    """A sample's anchor opens that sample's start; Back after a step returns to the state
    before it; Escape takes the popup's way out where it has one, leaving the focus in it."""
    last = data["samples"][-1]
    load_page(page.as_uri() + "#sample-" + urllib.parse.quote(last["name"], safe="-_.!~*'()"))
    if state()["index"] != last["start"]:
        fail(kind, f"opened at '#sample-{last['name']}', the page shows state {state()['index']}, not its start {last['start']}")
    open_fragment("#state=&paused")
    steps = flow(kind, data)
    line = steps[0][1] if steps and steps[0][0] in ("click", "type") else None
    if line is not None and take(line) is not None:
        stepped = state()["index"]
        driver.back()
        driver.execute_async_script(
            "const [stepped, done] = arguments; const started = performance.now(); const poll = () => "
            "Number(document.getElementById('prototype').dataset.state) !== stepped || performance.now() - started > 2000 "
            "? done() : setTimeout(poll, 5); poll();", stepped)
        if state()["index"] != 0:
            fail(kind, f"Back after '{line}' shows state {state()['index']}, not the start")
    unpictured = driver.execute_script(
        "return Array.from(document.querySelectorAll('[data-symbol]')).filter(e => !e.querySelector('svg')).map(e => e.dataset.symbol);")
    if unpictured:
        fail(kind, f"symbols drawn without an SVG icon: {sorted(set(unpictured))}")
    if FIELD_ERRORS.get(kind):
        line, error = FIELD_ERRORS[kind]
        open_address(data, data["states"][0], "paused")
        if take(line) is None:
            fail(kind, f"no field offers the explored text of '{line}'")
        else:
            shown = driver.execute_script(
                "return Array.from(document.querySelectorAll('#prototype-device .field-error')).map(e => e.textContent);")
            if not any(error in text for text in shown):
                fail(kind, f"after '{line}' the page shows the errors {shown}, not one saying '{error}'")
            # The same state drawn again offers its explored texts afresh, none of them chosen
            # (a text still chosen could not be chosen again: choosing it changes nothing).
            open_address(data, data["states"][0], "paused")
            chosen = driver.execute_script(
                "return Array.from(document.querySelectorAll('#prototype-fields select')).map(s => s.value).filter(Boolean);")
            if chosen:
                fail(kind, f"drawn again, the start's list of explored texts still has {chosen} chosen")
        # A text the explorer never typed is not kept in the field: the page says so.
        open_address(data, data["states"][0], "paused")
        kept = driver.execute_script(
            "const field = document.querySelector('#prototype-device input[data-action]:not([type=checkbox])');"
            "field.value = 'never explored zz'; field.dispatchEvent(new Event('change'));"
            "return document.querySelector('#prototype-device input[data-action]:not([type=checkbox])').value;")
        said = driver.find_element(By.ID, "prototype-status").text
        if kept == "never explored zz" or "was not explored" not in said:
            fail(kind, f"a text never explored stays in the field ('{kept}'), the page saying '{said}'")


# Kinds whose first sample counts down on screen: the page's counted time is checked on them.
TIMED = {"undo"}

COUNTDOWN_JS = """
const span = document.querySelector('#prototype-device .countdown span');
return span ? parseFloat(span.textContent) : null;
"""


# What must share one view: the device, the controls and gestures beside it, and the trace.
FIT_VIEW = (1400, 1000)
FIT_JS = """
const section = document.getElementById('prototype');
window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY);
const parts = {device: '#prototype-device .device', 'settings row': '.prototype-controls', 'gesture row': '.prototype-gestures',
  trace: '#prototype-trace'};
const out = {};
for (const [name, selector] of Object.entries(parts)) {
  const r = document.querySelector(selector)?.getBoundingClientRect();
  out[name] = r ? [r.left, r.top, r.right, r.bottom] : null;
}
return out;
"""


@timed('fit')
def check_fit(kind, page):
    """The controls, the device and the trace fit one 1400 x 1000 view with the prototype
    scrolled to, on the phone (the compact width) and on the tablet (the regular width, drawn
    smaller beside the controls): each part's box inside the view, the trace's first lines
    too."""
    width, height = FIT_VIEW
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    try:
        # The page as a load at that size draws it: the window at its new size first, then each
        # screen's start opened by its address (the tablet's drawn at the scale it has room for).
        driver.execute_async_script(
            "const [width, height, done] = arguments; const started = performance.now(); const poll = () => "
            "window.innerWidth === width && window.innerHeight === height || performance.now() - started > 2000 "
            "? done() : setTimeout(poll, 5); poll();", width, height)
        for option in ("", "&regular"):
            open_fragment("#state=&paused" + option)
            parts = driver.execute_script(FIT_JS)
            screen = "the tablet" if option else "the phone"
            for name, box in parts.items():
                bottom = box[1] + 60 if name == "trace" and box else box[3] if box else None
                if box is None:
                    fail(kind, f"on {screen}, the prototype has no {name}")
                elif box[0] < -1 or box[1] < -1 or box[2] > width + 1 or bottom > height + 1:
                    fail(kind, f"on {screen}, the {name} does not fit a {width} x {height} view: "
                               f"({box[0]:.0f}, {box[1]:.0f}) to ({box[2]:.0f}, {bottom:.0f})")
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


# The arrow keys through a popup with a focus of its own, from a row the page's focus was put
# on: (row focused first, [(key, the row the model's focus and the page's are on after it)]).
KEY_WALKS = {
    "actions": ("select delete", [("ARROW_DOWN", "select cancel"), ("ARROW_UP", "select delete"),
                                  ("ARROW_UP", "select duplicate"), ("HOME", "select share"), ("END", "select cancel")]),
}
FOCUSED_JS = """
const model = document.querySelector('#prototype-device .popup .focused');
return [model ? model.dataset.action : null, document.activeElement ? document.activeElement.dataset.action || null : null];
"""


@timed('keys')
def check_keys(kind, page):
    """The arrow keys, Home and End move the model's focus and the page's together, starting
    from the row the page's focus is on (put there as Tab would), pressed through WebDriver."""
    if kind not in KEY_WALKS:
        return
    first, walk = KEY_WALKS[kind]
    open_fragment("#state=&paused")
    driver.execute_script(
        "Array.from(document.querySelectorAll('#prototype-device .popup [data-action]'))"
        ".find(e => e.dataset.action === arguments[0])?.focus();", first)
    for key, row in walk:
        driver.switch_to.active_element.send_keys(getattr(Keys, key))
        model, focused = driver.execute_script(FOCUSED_JS)
        if model != row or focused != row:
            fail(kind, f"{key.lower()} from '{first}' and on: the model's focus is on '{model}' and the page's on "
                       f"'{focused}', not both on '{row}'")
            return


# A finger dragged across a side sheet toward the edge it is drawn on ends it (its pull and
# the lift's speed, as the page tells the model); dragged the other way it does not. Right to
# left the sheet is drawn on the other side, and so is the way out: (sample, pixels toward the
# right that end it, left to right).
DRAGS = {"sheet": ("side", 220)}


@timed('drags')
def check_drags(kind, page):
    """A native drag on a side sheet, both ways, left to right and right to left: only the
    drag toward the edge the sheet is drawn on ends it."""
    if kind not in DRAGS:
        return
    sample, across = DRAGS[kind]
    for option, outward in (("", across), ("&rtl", -across)):
        for dx in (outward, -outward):
            open_fragment(f"#sample={sample}&state=&paused{option}")
            popup = driver.find_element(By.CSS_SELECTOR, "#prototype-device .popup")
            # To the popup at once (nothing is pressed on the way), then the drag at its pace.
            ActionChains(driver, duration=0).move_to_element(popup).perform()
            (ActionChains(driver).click_and_hold().pause(0.05)
             .move_by_offset(dx // 4, 0).pause(0.05).move_by_offset(dx // 4, 0).pause(0.05)
             .move_by_offset(dx // 2, 0).pause(0.1).release().perform())
            ended = driver.execute_script("return document.getElementById('prototype').dataset.name").startswith("ended")
            if ended != (dx == outward):
                where = "right to left" if option else "left to right"
                fail(kind, f"{where}, a drag of {dx} px across the '{sample}' sheet "
                           f"{'ended it' if ended else 'did not end it'}; only a drag toward its edge should")


@timed('hold (timed)')
def check_time(kind, page):
    """Time runs once the page is in view; a 2 s hold leaves the remaining time shown unchanged
    (from the time the page counted, not the explored state's start); a view option drawn
    again keeps it."""
    load_page(page.as_uri())
    time.sleep(1.0)
    before = driver.execute_script(COUNTDOWN_JS)
    popup = driver.find_element(By.CSS_SELECTOR, "#prototype-device .popup")
    corner = (-popup.size["width"] / 2 + 6, -popup.size["height"] / 2 + 6)
    ActionChains(driver, duration=0).move_to_element_with_offset(popup, *corner).click_and_hold().perform()
    driver.execute_async_script(
        "const done = arguments[0]; const started = performance.now(); const poll = () => "
        "document.getElementById('prototype').dataset.held === 'true' || performance.now() - started > 2000 "
        "? done() : setTimeout(poll, 5); poll();")
    held = driver.execute_script(COUNTDOWN_JS)
    time.sleep(2.0)
    still = driver.execute_script(COUNTDOWN_JS)
    ActionChains(driver).release().perform()
    if None in (before, held, still):
        fail(kind, f"no countdown to read: {before}, {held}, {still}")
        return
    if not before - 1.0 <= held <= before + 0.05:
        fail(kind, f"held at {before:.1f} s left, the page shows {held:.1f} s")
    if still != held:
        fail(kind, f"a 2 s hold moved the time shown from {held:.1f} s to {still:.1f} s")
    driver.find_element(By.CSS_SELECTOR, "input[data-option=dark]").click()
    toggled = driver.execute_script(COUNTDOWN_JS)
    if toggled is None or not still - 0.6 <= toggled <= still + 0.05:
        fail(kind, f"after the dark view was turned on the page shows {toggled} s left, not about {still:.1f} s")


SELF_CHECK_JS = """
const output = document.getElementById('self-check');
return {problems: output ? output.dataset.problems : null, summary: output ? output.textContent : '',
  devices: Number(document.body.dataset.hostChecked || 0),
  listed: Array.from(document.querySelectorAll('#self-check-problems li')).map(item => item.textContent)};
"""


@timed('self-check read')
def self_check(name):
    """The page's own check, as loaded: its reference host drew devices and checked each
    against its frame, and its self-check (self-check.js) found no problem. Returns what the
    self-check listed."""
    found = driver.execute_script(SELF_CHECK_JS)
    if not found["devices"]:
        fail(name, "the reference host drew and checked no device")
    elif found["problems"] != "0":
        fail(name, f"self-check: {found['problems'] or 'it did not run'} problems")
        for problem in found["listed"][:40]:
            print(f"  - {problem}")
    else:
        print(f"ok   {name}.html: {found['devices']} devices drawn from their frames and checked; {found['summary']}")
    return found["listed"]


@timed('page screenshot')
def page_screenshot(name, height):
    """The page's top, 1300 px wide and `height` high, whatever the window: <out>/<name>.png.
    The PNG compressed for speed (the same pixels in a larger file: half the time)."""
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True, "optimizeForSpeed": True,
        "clip": {"x": 0, "y": 0, "width": 1300, "height": height, "scale": 1}})
    (out / f"{name}.png").write_bytes(base64.b64decode(shot["data"]))


all_pairs = all_native = all_bad = 0
pages_checked = 0
# The index first: it has no prototype, only the whole page is checked.
if not only or "index" in only:
    profile_page, page_started = "index", time.monotonic()
    load_page((site / "index.html").as_uri(), prototype=False)
    self_check("index")
    page_screenshot("index", 1100)
    print(f"     axe-core {axe_inject()} (from axe-playwright-python), on every whole page and every flow's states: "
          f"tags {', '.join(AXE_TAGS)}; rules enabled by name: {', '.join(AXE_RULES)}")
    axe_page("index", "index")
    pages_checked += 1
    console_errors("index")
    profile_rest("index", page_started)
for page in sorted(site.glob("*.html")):
    kind = page.stem
    if kind == "index" or (only and kind not in only):
        continue
    started = time.monotonic()
    profile_page = kind
    data = page_data(kind)
    # The fastest of up to three loads: a page slow only while the machine is busy elsewhere
    # (CI runs steps beside this one) is loaded again, one slow every time fails.
    for attempt in range(3):
        load_page(page.as_uri())
        load = driver.execute_script(
            "const t = performance.getEntriesByType('navigation')[0]; return t ? t.loadEventEnd - t.startTime : -1;")
        if 0 <= load < 1000:
            break
    else:
        fail(kind, f"the page took {load:.0f} ms to load from disk, three times")
    self_check(kind)
    # For a person to look at: the page's top (card styles, the first samples).
    page_screenshot(kind, 2400)
    if pages_checked == 0:
        print(f"     axe-core {axe_inject()} (from axe-playwright-python), on every whole page and every flow's states: "
              f"tags {', '.join(AXE_TAGS)}; rules enabled by name: {', '.join(AXE_RULES)}")
    axe_page(kind, kind)
    pages_checked += 1
    final = run_flow(kind, data)
    # For a person to look at: the flow's first step done, or else the first state that draws a popup.
    steps = flow(kind, data)
    first = next((t["to"] for t in data["states"][0]["transitions"] if steps and t["line"] == steps[0][1]), None)
    shown = [data["states"][first]] if isinstance(first, int) else []
    screenshots(kind, data, next((s for s in shown + data["states"] if draws_popup(data, s)), data["states"][0]))
    # Opened at an address, the page shows that state: the deepest within 2 steps, loaded anew.
    target = max((s for s in data["states"] if s["sample"] == 0 and s["depth"] <= 2), key=lambda s: s["depth"])
    load_page(page.as_uri() + "#state=" + urllib.parse.quote(target["script"], safe="-_.!~*'()"))
    if state()["index"] != target["index"]:
        fail(kind, f"opened at the address of '{target['script']}', the page shows state {state()['index']}")
    check_addresses(kind, data, page)
    check_fit(kind, page)
    check_keys(kind, page)
    check_drags(kind, page)
    if kind in TIMED:
        check_time(kind, page)
    pairs_started = time.monotonic()
    near, beyond, native, bad = click_pairs(kind, data)
    all_pairs += near + beyond
    all_native += native
    all_bad += bad
    for problem in driver.execute_script("return (window.galleryProblems || []).slice(0, 20);"):
        fail(kind, f"the host reports: {problem}")
    console_errors(kind)
    print(f"{'ok  ' if not bad else 'FAIL'} {kind}: clicked {near + beyond} (state, control) pairs in "
          f"{time.monotonic() - pairs_started:.0f} s, every one within {PAIR_DEPTH} steps of each sample's start ({near}) and "
          f"every one of {min(BEYOND_STATES, sum(s['depth'] > PAIR_DEPTH for s in data['states']))} states beyond ({beyond}), "
          f"{native} of them again through WebDriver: {bad or 'no'} problems")
    print(f"     {kind}: loaded in {load:.0f} ms; {time.monotonic() - started:.0f} s")
    profile_rest(kind, started)

# The self-check must catch what it checks: a copy of a page with an unnamed button, faint
# text, something wider than its card, a script error, and every popup drawn 5 pt off its
# frame must report all five.
SELF_CHECK_PLANT = ('<main><style>.popup { margin-left: 5px; }</style><div class="card"><button type="button"></button>'
                    '<p style="color:#f4f4f4">faint</p><div style="width:60rem">wide</div></div><script>notDefined()</script>')
SELF_CHECK_FINDS = ["button has no accessible name", "has a contrast of", "overflows its card", "page error", "not at its frame"]
profile_page, page_started = "canaries", time.monotonic()
canary = out / "canary.html"
canary.write_text((site / "undo.html").read_text().replace("<main>", SELF_CHECK_PLANT, 1))
load_page(canary.resolve().as_uri())
listed = "\n".join(driver.execute_script(SELF_CHECK_JS)["listed"])
driver.get_log("browser")  # the planted script error, expected
missed = [problem for problem in SELF_CHECK_FINDS if problem not in listed]
if missed:
    failures.append(f"canary: the self-check missed planted problems: {', '.join(missed)}")
    print(f"FAIL canary: the self-check missed planted problems: {', '.join(missed)}")
else:
    print("ok   canary: the self-check reports every planted problem")

# The axe check must catch what it checks: a page with an unnamed button, an image without a
# text, a button whose name is not its text, two targets too small and too close, and neither
# a title nor a language (which only a run on the whole document sees) must report them all.
AXE_CANARY = """<!doctype html>
<html><head><meta charset="utf-8"></head><body><main><h1>axe canary</h1>
<p><button type="button"></button></p>
<p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40"></p>
<p><button type="button" aria-label="Close">Open settings</button></p>
<p><button type="button" aria-label="a" style="width:8px;height:8px;padding:0;border:0;font-size:6px">a</button><button
  type="button" aria-label="b" style="width:8px;height:8px;padding:0;border:0;font-size:6px">b</button></p>
</main></body></html>
"""
AXE_CANARY_FINDS = ["button-name", "image-alt", "label-content-name-mismatch", "target-size", "document-title",
                    "html-has-lang"]
canary = out / "axe-canary.html"
canary.write_text(AXE_CANARY)
driver.get(canary.resolve().as_uri())
driver.execute_async_script(
    "const done = arguments[0]; const poll = () => document.readyState === 'complete' ? done() : setTimeout(poll, 5); poll();")
found = axe_results()
if "error" in found:
    failures.append(f"axe canary: axe did not run: {found['error']}")
    print(f"FAIL axe canary: axe did not run: {found['error']}")
else:
    missed = [rule for rule in AXE_CANARY_FINDS if rule not in {v["id"] for v in found["violations"]}]
    if missed:
        failures.append(f"axe canary: axe missed planted problems: {', '.join(missed)}")
        print(f"FAIL axe canary: axe missed planted problems: {', '.join(missed)}")
    else:
        print(f"ok   axe canary: axe reports every planted problem ({', '.join(AXE_CANARY_FINDS)})")

profile_rest("canaries", page_started)
with phase("browser quit"):
    driver.quit()
print_profile()
print(f"     the browser's run: {time.monotonic() - run_started:.1f} s")
print(f"clicked {all_pairs} (state, control) pairs across every kind ({all_native} of them through WebDriver too): "
      f"{all_bad or 'no'} problems")
print(f"axe-core ran {len(axe_rules_ran)} rules on {pages_checked} whole pages and the flows' states: "
      f"{' '.join(sorted(axe_rules_ran))}")
missing = [rule for rule in AXE_RULES if rule not in axe_rules_ran]
if missing and pages_checked:
    failures.append(f"axe: rules enabled by name did not run: {', '.join(missing)}")
    print(f"FAIL axe: rules enabled by name did not run: {', '.join(missing)}")
if failures:
    print(f"{len(failures)} failures")
    sys.exit(1)
