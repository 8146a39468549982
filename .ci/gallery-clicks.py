#!/usr/bin/env python3
"""Clicks through every kind's prototype in a real browser, through a WebDriver.

usage: gallery-clicks.py <site dir> <out dir> <chromedriver> [<kind> ...]

For every kind's page (written by `catalog gallery`), in headless Chromium driven by
Selenium through the system's chromedriver (never Selenium Manager, never the network):

1. Clicks through the kind's flow below to its ending, as a person would (controls by their
   script line, `data-action`; fields by an example text; gestures; real waits), and checks
   after each step that the page shows the state the explorer's model reaches by the same
   lines, that the trace the page shows is the flow's script, and that axe-core finds no
   violation in the prototype on each distinct state.
2. Takes every user-action edge (a control, a field's example, a gesture; not time or the
   app's events) from the first sample's start and every state one step from it, so every
   edge within 2 steps, and a seeded sample of edges from states 2 steps out: it opens the
   edge's start state by its address (no replayed clicks), takes the edge, and checks the
   page shows the edge's target (or says it leads beyond the bound).
3. Opens the last sample by its anchor (`#sample-<name>`) and checks the page shows its start;
   takes the flow's first step and checks that Back returns to the start; chooses an explored
   invalid text for a field (FIELD_ERRORS) and checks the page shows its error, and that a text
   never explored is not kept in the field; checks that
   every symbol on the page is drawn as an SVG icon; on a kind that counts down (TIMED), that
   a 2 s hold leaves the time shown unchanged and a view option keeps it.
4. Fails on any console error, any problem the page's host reports, or a page that takes a
   second or more to load from disk; keeps one screenshot per kind in <out dir>.

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

import atexit
import json
import random
import re
import sys
import time
import urllib.parse
from importlib import resources
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

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

# How many edges from states two steps out each kind's run takes, chosen by a generator seeded
# with the kind's id (the same edges every run); every edge nearer the start is taken.
SAMPLED_EDGES = 12

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


def load_page(url):
    """Loads a page anew and waits until it is loaded and its prototype shows a state (the
    driver does not wait for loads: `page_load_strategy` is "none")."""
    driver.get(url)
    driver.execute_async_script(
        "const done = arguments[0]; const poll = () => document.readyState === 'complete' && document.getElementById("
        "'prototype')?.dataset.state !== undefined ? done() : setTimeout(poll, 5); poll();")


def open_address(script, paused=False, navigate=False):
    """Opens a state by its address, without reloading the page; paused, its deadlines wait.
    `navigate` goes there as a browser does (the fragment changes, the page hears of it);
    otherwise the page's own `galleryPrototype.open` reads the same address, faster."""
    # Encoded as the page's own encodeURIComponent encodes, so the two addresses compare equal.
    address = "#state=" + urllib.parse.quote(script, safe="-_.!~*'()") + ("&paused" if paused else "")
    opened = driver.execute_async_script(
        """
        const [address, script, navigate, done] = arguments;
        const ready = () => document.getElementById('prototype').dataset.script === script;
        if (navigate) {
          if (location.hash !== address) location.hash = address;
        } else {
          window.galleryPrototype.open(address);
        }
        const started = performance.now();
        const poll = () => ready() || performance.now() - started > 2000 ? done(ready()) : setTimeout(poll, 2);
        poll();
        """, address, script, navigate)
    if not opened:
        raise RuntimeError(f"the address of '{script}' did not open it: the page is at '{state()['script']}'")


FIND_JS = """
const [line, people] = arguments;
for (const element of document.querySelectorAll('#prototype-device [data-action]')) {
  if (element.dataset.action === line && element.tagName !== 'INPUT' || element.type === 'checkbox' && element.dataset.action === line)
    return element.disabled ? null : element;
}
for (const option of document.querySelectorAll('#prototype-fields select option')) if (option.value === line) return option;
for (const button of document.querySelectorAll('.prototype-gestures [data-gesture]')) if (button.dataset.gesture === line) return button.disabled ? null : button;
if (!people) for (const button of document.querySelectorAll('[data-app-event]')) if (button.dataset.appEvent === line) return button;
return null;
"""


def control(line, people_only=False):
    """The element that takes a step with this line here: an enabled control, a field's
    example text, a gesture button, or (unless `people_only`) a button for an app's event."""
    return driver.execute_script(FIND_JS, line, people_only)


def take(line, people_only=False):
    """Clicks what takes a step through the page, and waits until the page has followed it (a
    click reaches the page after the WebDriver call returns); returns the state then, or None
    when nothing on the page takes it."""
    element, before = driver.execute_script(
        "return [(() => {" + FIND_JS + "})(), document.getElementById('prototype-trace').children.length];",
        line, people_only)
    if element is None:
        return None
    if element.tag_name == "option":
        element.click()  # WebDriver selects an option it clicks, and the page hears the change
    else:
        # A pointer press and release at the element's centre, through WebDriver's actions.
        ActionChains(driver, duration=0).click(element).perform()
    now = driver.execute_async_script(
        """
        const [before, done] = arguments;
        const started = performance.now();
        const poll = () => document.getElementById('prototype-trace').children.length > before
          || performance.now() - started > 3000 ? done((() => {""" + STATE_JS + """})()) : setTimeout(poll, 2);
        poll();
        """, before)
    if now["steps"] <= before:
        raise RuntimeError(f"the page did not follow '{line}' within 3 s")
    return now


def follow_model(data, index, line):
    """The state the model reaches from `index` by `line`, or None."""
    for transition in data["states"][index]["transitions"]:
        if transition["line"] == line:
            return transition["to"]
    return index


AXE_RUN_JS = """
const [selector, options, done] = arguments;
const ids = group => group.map(result => result.id);
axe.run(selector === null ? document : document.querySelector(selector), options).then(r => done({
  passes: ids(r.passes), incomplete: ids(r.incomplete), inapplicable: ids(r.inapplicable),
  violations: r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl, tags: v.tags,
    nodes: v.nodes.map(n => ({target: n.target, html: n.html, summary: n.failureSummary}))}))
}), error => done({error: String(error && error.stack || error)}));
"""
axe_rules_ran = set()


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
    """axe's results on the document (selector None) or on one element."""
    axe_inject()
    driver.set_script_timeout(300)
    try:
        return driver.execute_async_script(AXE_RUN_JS, selector, AXE_OPTIONS)
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


def axe_check(kind, seen, index):
    if index in seen:
        return
    seen.add(index)
    axe_run(kind, f"the prototype in state {index}", "#prototype")


def console_errors(kind):
    for entry in driver.get_log("browser"):
        if entry["level"] == "SEVERE":
            fail(kind, f"console error: {entry['message']}")


def run_flow(kind, data):
    steps = FLOWS[kind]
    expected_index, lines, visited = 0, [], [0]
    open_address("")
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
            ActionChains(driver).move_to_element_with_offset(popup, *corner).click_and_hold().perform()
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
            time.sleep(seconds + argument)
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
    # axe takes a while: each state the flow went through is checked afterwards, opened by its
    # address with its deadlines held back, so none fires in the middle of the flow.
    seen, clean = set(), True
    for index in visited:
        open_address(data["states"][index]["script"], paused=True)
        before = len(failures)
        axe_check(kind, seen, index)
        clean = clean and len(failures) == before
    print(f"{'ok  ' if clean else 'FAIL'} {kind}: flow '{final['trace']}' ends at '{final['name']}' (state {final['index']}, "
          f"shortest script '{final['script']}'); axe on the prototype in {len(seen)} states: "
          f"{'0 violations' if clean else 'violations above'}")
    return final


def take_edges(kind, data):
    """Every user-action edge from the first sample's start and every state one step from it,
    and a seeded sample of SAMPLED_EDGES edges from states two steps out: opened by address,
    taken by a click, checked against the model."""
    taken = total = 0
    chooser = random.Random(kind)
    deeper = [(source, edge) for source in data["states"] if source["sample"] == 0 and source["depth"] == 2
              for edge in source["transitions"] if edge["type"] in ("send", "gesture")]
    sampled = chooser.sample(deeper, min(SAMPLED_EDGES, len(deeper)))
    for source in data["states"]:
        if source["sample"] != 0 or source["depth"] > 2:
            continue
        edges = [t for t in source["transitions"] if t["type"] in ("send", "gesture")
                 and (source["depth"] <= 1 or (source, t) in sampled)]
        if not edges:
            continue
        open_address(source["script"], paused=True)
        for edge in edges:
            now = take(edge["line"], people_only=True)
            if now is None:
                continue  # the app's event, or a disabled control's: not a person's step
            total += 1
            ok = now["beyond"] == edge["line"] if edge["to"] is None else now["index"] == edge["to"]
            if ok:
                taken += 1
            else:
                fail(kind, f"from '{source['script']}', '{edge['line']}' shows state {now['index']}, the model {edge['to']}")
            if now["index"] != source["index"] or now["beyond"]:
                open_address(source["script"], paused=True)
    return taken, total


def check_addresses(kind, data, page):
    """A sample's anchor opens that sample's start; Back after a step returns to the state
    before it; Escape takes the popup's way out where it has one, leaving the focus in it."""
    last = data["samples"][-1]
    load_page(page.as_uri() + "#sample-" + urllib.parse.quote(last["name"], safe="-_.!~*'()"))
    if state()["index"] != last["start"]:
        fail(kind, f"opened at '#sample-{last['name']}', the page shows state {state()['index']}, not its start {last['start']}")
    load_page(page.as_uri() + "#state=&paused")
    line = FLOWS[kind][0][1] if FLOWS[kind][0][0] in ("click", "type") else None
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
        open_address("", paused=True)
        if take(line) is None:
            fail(kind, f"no field offers the explored text of '{line}'")
        else:
            shown = driver.execute_script(
                "return Array.from(document.querySelectorAll('#prototype-device .field-error')).map(e => e.textContent);")
            if not any(error in text for text in shown):
                fail(kind, f"after '{line}' the page shows the errors {shown}, not one saying '{error}'")
        # A text the explorer never typed is not kept in the field: the page says so.
        open_address("", paused=True)
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


def check_time(kind, page):
    """Time runs once the page is in view; a 2 s hold leaves the remaining time shown unchanged
    (from the time the page counted, not the explored state's start); a view option drawn
    again keeps it."""
    load_page(page.as_uri())
    time.sleep(1.0)
    before = driver.execute_script(COUNTDOWN_JS)
    popup = driver.find_element(By.CSS_SELECTOR, "#prototype-device .popup")
    corner = (-popup.size["width"] / 2 + 6, -popup.size["height"] / 2 + 6)
    ActionChains(driver).move_to_element_with_offset(popup, *corner).click_and_hold().perform()
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


all_taken = all_total = 0
pages_checked = 0
# The index first: it has no prototype, only the whole page is checked.
if not only or "index" in only:
    driver.get((site / "index.html").as_uri())
    driver.execute_async_script(
        "const done = arguments[0]; const poll = () => document.readyState === 'complete' ? done() : setTimeout(poll, 5); poll();")
    print(f"     axe-core {axe_inject()} (from axe-playwright-python), on every whole page and every flow's states: "
          f"tags {', '.join(AXE_TAGS)}; rules enabled by name: {', '.join(AXE_RULES)}")
    axe_page("index", "index")
    pages_checked += 1
    console_errors("index")
for page in sorted(site.glob("*.html")):
    kind = page.stem
    if kind == "index" or (only and kind not in only):
        continue
    started = time.monotonic()
    data = page_data(kind)
    load_page(page.as_uri())
    load = driver.execute_script(
        "const t = performance.getEntriesByType('navigation')[0]; return t ? t.loadEventEnd - t.startTime : -1;")
    if not 0 <= load < 1000:
        fail(kind, f"the page took {load:.0f} ms to load from disk")
    if pages_checked == 0:
        print(f"     axe-core {axe_inject()} (from axe-playwright-python), on every whole page and every flow's states: "
              f"tags {', '.join(AXE_TAGS)}; rules enabled by name: {', '.join(AXE_RULES)}")
    axe_page(kind, kind)
    pages_checked += 1
    final = run_flow(kind, data)
    # For a person to look at: the flow's first step done, the popup still on screen.
    first = next((t["to"] for t in data["states"][0]["transitions"] if t["line"] == FLOWS[kind][0][1]), None)
    if isinstance(first, int):
        open_address(data["states"][first]["script"], paused=True)
    driver.save_screenshot(str(out / f"{kind}-prototype.png"))
    # Opened at an address, the page shows that state: the deepest within 2 steps, loaded anew.
    target = max((s for s in data["states"] if s["sample"] == 0 and s["depth"] <= 2), key=lambda s: s["depth"])
    load_page(page.as_uri() + "#state=" + urllib.parse.quote(target["script"], safe="-_.!~*'()"))
    if state()["index"] != target["index"]:
        fail(kind, f"opened at the address of '{target['script']}', the page shows state {state()['index']}")
    check_addresses(kind, data, page)
    if kind in TIMED:
        check_time(kind, page)
    taken, total = take_edges(kind, data)
    all_taken += taken
    all_total += total
    for problem in driver.execute_script("return (window.galleryProblems || []).slice(0, 20);"):
        fail(kind, f"the host reports: {problem}")
    console_errors(kind)
    print(f"     {kind}: loaded in {load:.0f} ms; took {taken} of {total} user-action edges (every one within 2 steps, {SAMPLED_EDGES} beyond); "
          f"{time.monotonic() - started:.0f} s")

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

driver.quit()
print(f"took {all_taken} of {all_total} user-action edges (within 2 steps and a seeded sample beyond), across every kind")
print(f"axe-core ran {len(axe_rules_ran)} rules on {pages_checked} whole pages and the flows' states: "
      f"{' '.join(sorted(axe_rules_ran))}")
missing = [rule for rule in AXE_RULES if rule not in axe_rules_ran]
if missing and pages_checked:
    failures.append(f"axe: rules enabled by name did not run: {', '.join(missing)}")
    print(f"FAIL axe: rules enabled by name did not run: {', '.join(missing)}")
if failures:
    print(f"{len(failures)} failures")
    sys.exit(1)
