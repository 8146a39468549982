// The gallery's prototype: every sample of a kind, clickable, on a device screen.
//
// The page embeds, in <script type="application/json" id="prototype-data">, packed, every
// state the explorer reached from each sample within a few steps (`catalog gallery` writes
// it; see GalleryPrototype.swift): each with its sample, the state it was first reached from
// and the line that reached it (so its shortest script), its short name, its frames (compact
// and regular width, pseudo-localised, larger text, as indices into the page's list of
// distinct frames) and its transitions as lines and targets (a target null for one that
// leaves the explored bound); this script makes them { line, to, type }. This script draws the current state's frame with the
// reference host (window.galleryHost, from host.js, which also checks the drawing against the
// frame), and follows what a person does to the state the model says comes next:
//
// - a button, a star, a toggle or a tappable: its `data-action` line;
// - a field: an example text the explorer typed into it, chosen in a list beside the device;
// - the popup held (pointer down for half a second), released, tapped, swiped, or a tap
//   outside it, or the same from the gesture buttons;
// - a setting turned on or off;
// - time: the state's deadline fires by itself after its real delay, and countdowns run.
//
// The address names the state by its sample and shortest script:
// `#sample=five-stars&state=star%202` (the first sample when no sample is named; with
// `&regular`, `&dark`, `&rtl`, `&pseudo`, `&larger` for the view, `&paused` to stop deadlines
// firing). Opening an address shows that state; a sample's anchor (`#sample-five-stars`)
// opens that sample's start. The trace
// lists what was done; `#prototype` carries `data-state` (the index) and `data-script` (the
// state's shortest script) for a WebDriver to read. Problems go to window.galleryProblems,
// which the self-check counts, each ending with " (prototype · <script>)".
(() => {
  const dataElement = document.getElementById("prototype-data");
  if (!dataElement) return;
  const problems = (window.galleryProblems = window.galleryProblems || []);
  const host = window.galleryHost;
  if (!host) {
    problems.push("the prototype has no reference host to draw with");
    return;
  }
  /// The data as written, packed (JSONValue+Packing.swift): a table of entries, each value
  /// kept once; an entry unpacked once is shared by every place that names it, and never
  /// changed.
  const unpack = (packed) => {
    if (!packed || packed.packed !== 1 || !Array.isArray(packed.table)) return packed;
    const table = packed.table;
    const memo = new Array(table.length);
    const done = new Uint8Array(table.length);
    const get = (index) => {
      if (done[index]) return memo[index];
      const entry = table[index];
      let value = entry;
      if (Array.isArray(entry)) value = entry.map(get);
      else if (entry !== null && typeof entry === "object") {
        const keys = get(entry.k);
        value = {};
        entry.v.forEach((at, position) => {
          value[keys[position]] = get(at);
        });
      }
      memo[index] = value;
      done[index] = 1;
      return value;
    };
    return get(packed.root);
  };
  let data;
  try {
    data = unpack(JSON.parse(dataElement.textContent));
  } catch (error) {
    problems.push("the prototype's data is not JSON: " + error.message);
    return;
  }
  const states = Array.isArray(data.states) ? data.states : [];
  const samples = Array.isArray(data.samples) ? data.samples : [];
  if (states.length === 0 || samples.length === 0) {
    problems.push("the prototype has no states");
    return;
  }
  /// What kind of step a line is: `send` (an event: a control's, a field's, or the app's),
  /// `gesture`, `wait`, `setting` or `dismiss`.
  const typeOf = (line) => {
    const verb = line.split(" ")[0];
    if (["tap", "tap-outside", "drag", "hold", "release"].includes(verb)) return "gesture";
    if (verb === "wait" || verb === "jump") return "wait";
    if (verb === "setting" || verb === "screen" || verb === "keyboard") return "setting";
    if (verb === "dismiss") return "dismiss";
    return "send";
  };
  // Each state's index, script (read back along the states it was first reached from) and
  // transitions, made once: a state's parent comes before it.
  states.forEach((state, index) => {
    state.index = index;
    const parent = state.parent === null ? null : states[state.parent];
    state.script = parent === null ? "" : parent.script ? parent.script + "; " + state.via : state.via;
    // Each target is written as the difference from the one before it (from the state for
    // the first), null beyond the bound.
    let previous = index;
    state.transitions = (state.lines || []).map((line, position) => {
      const step = state.to[position];
      if (step === null) return { line, to: null, type: typeOf(line) };
      previous += step;
      return { line, to: previous, type: typeOf(line) };
    });
  });
  const key = (sample, script) => sample + "\n" + script;
  const byScript = new Map(states.map((state) => [key(state.sample, state.script), state.index]));
  const page = location.pathname.split("/").pop() || "";
  const section = document.getElementById("prototype");
  const stage = document.getElementById("prototype-device");
  const status = document.getElementById("prototype-status");
  const traceList = document.getElementById("prototype-trace");
  const scriptOutput = document.getElementById("prototype-script");
  const statesList = document.getElementById("prototype-states");
  // How the state is shown; `paused` (from the address alone) keeps deadlines from firing, for
  // a reviewer who wants to look, or a test that takes one edge after another.
  const view = { regular: false, dark: false, rtl: false, pseudo: false, larger: false, paused: false };
  const sampleChooser = document.getElementById("prototype-sample");
  const pauseButton = document.querySelector(".prototype-gestures [data-pause]");
  let current = 0;
  let trace = [];
  let timers = [];
  // Where the pointer went down on the popup, and whether it became a hold or a swipe.
  let press = null;
  // Whether the next state shown is a step's, which Back undoes (not an address opened).
  let addsHistory = false;
  // The action of the control that had the focus when a step was taken inside the popup
  // ("" for another element there), or null when the focus was elsewhere.
  let refocus = null;

  const say = (text) => {
    status.textContent = text;
  };
  const element = (tag, text, attributes = {}) => {
    const made = document.createElement(tag);
    if (text !== undefined) made.textContent = text;
    for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
    return made;
  };
  const clearTimers = () => {
    for (const timer of timers) {
      clearTimeout(timer);
      clearInterval(timer);
    }
    timers = [];
  };
  /// "wait 4.9s" or "wait 250ms" as seconds.
  const waitSeconds = (line) => {
    const match = /^wait (\d+(?:\.\d+)?)(ms|s)$/.exec(line);
    return match ? Number(match[1]) / (match[2] === "ms" ? 1000 : 1) : null;
  };

  // ---- the address ----------------------------------------------------------------------

  const address = () => {
    const parts = ["sample=" + encodeURIComponent(samples[states[current].sample].name), "state=" + encodeURIComponent(states[current].script)];
    for (const [name, on] of Object.entries(view)) if (on) parts.push(name);
    return "#" + parts.join("&");
  };
  /// The sample and script the address names, or null when it names no state (the start
  /// of the first sample then).
  const readAddress = () => {
    const fragment = location.hash.replace(/^#/, "");
    const decode = (text) => {
      try {
        return decodeURIComponent(text);
      } catch {
        return text;
      }
    };
    // A sample's section anchor, `#sample-five-stars`: that sample's start.
    if (fragment.startsWith("sample-")) {
      const named = samples.findIndex((sample) => sample.name === decode(fragment.slice("sample-".length)));
      return named < 0 ? null : { sample: named, script: "" };
    }
    if (!/(^|&)(state=|sample=)/.test(fragment) && !/(^|&)(regular|dark|rtl|pseudo|larger|paused)(&|$)/.test(fragment)) return null;
    let script = "";
    let sample = 0;
    for (const part of fragment.split("&")) {
      if (part.startsWith("state=")) script = decode(part.slice("state=".length));
      if (part.startsWith("sample=")) {
        const named = samples.findIndex((candidate) => candidate.name === decode(part.slice("sample=".length)));
        sample = named < 0 ? -1 : named;
      }
    }
    for (const name of Object.keys(view)) view[name] = fragment.split("&").includes(name);
    return { sample, script };
  };

  // ---- following the model --------------------------------------------------------------

  const record = (line, note) => {
    trace.push({ line, note });
    const item = element("li");
    item.appendChild(element("code", line));
    item.appendChild(document.createTextNode(" " + note));
    traceList.appendChild(item);
    scriptOutput.textContent = trace.filter((step) => step.moved).map((step) => step.line).join("; ");
  };

  /// Takes the step with this script line from the current state, as the model does.
  const follow = (line) => {
    timeStarted = true;
    const transition = states[current].transitions.find((candidate) => candidate.line === line);
    if (!transition) {
      record(line, "changes nothing");
      say("'" + line + "' changes nothing here.");
      return false;
    }
    if (transition.to === null || !states[transition.to]) {
      const bounds = samples[states[current].sample].bounds;
      record(line, "leads beyond the explored bound (" + bounds.depth + " steps, " + bounds.states + " states)");
      say("'" + line + "' leads beyond the explored bound: run 'catalog explore " + data.kind + "' to go further.");
      section.dataset.beyond = line;
      return false;
    }
    const target = states[transition.to];
    // A step taken from inside the popup keeps the focus there: on the same control when the
    // next state draws it, else on the popup's first control.
    const focused = document.activeElement;
    refocus = focused && stage.contains(focused) ? focused.dataset.action || "" : null;
    record(line, "→ " + target.name);
    trace[trace.length - 1].moved = true;
    scriptOutput.textContent = trace.filter((step) => step.moved).map((step) => step.line).join("; ");
    // Each step is a page of history: Back returns to the state before it.
    addsHistory = true;
    // A hold and its release keep the time counted: the explored held state is at the instant
    // the popup was drawn, and the page has counted on since.
    show(transition.to, line === "hold" || line === "release" ? counted() : null);
    say("");
    return true;
  };

  // ---- drawing a state ------------------------------------------------------------------

  const show = (index, carried = null) => {
    // The counted time: carried in, kept for the same state drawn again, else from zero.
    elapsed = carried !== null ? carried : index === current ? counted() : 0;
    runningSince = null;
    clearTimers();
    current = index;
    // A finger that holds the popup stays down while the held state is drawn.
    if (!(press && press.held)) press = null;
    const state = states[index];
    delete section.dataset.beyond;
    const variant = view.pseudo ? "pseudo" : view.larger ? "larger" : view.regular ? "regular" : "compact";
    const frame = state.frames && data.frames[state.frames[variant]];
    const where = "prototype · " + (state.script || "the start");
    const report = (message) => problems.push(message + " (" + where + ")");
    stage.textContent = "";
    stage.className = "prototype-stage theme " + (view.dark ? "dark" : "light");
    stage.dir = view.rtl ? "rtl" : "ltr";
    try {
      const entry = { where, frame };
      const drawn = host.drawDevice(entry, stage, report);
      host.check(entry, drawn, report);
      wire(state, drawn);
    } catch (error) {
      report("host error: " + (error && error.message ? error.message : String(error)));
    }
    section.dataset.state = String(index);
    section.dataset.script = state.script;
    section.dataset.name = state.name;
    section.dataset.held = String(!!state.held);
    // A browser may refuse an address change that comes too fast; the state is shown anyway.
    try {
      if (location.hash !== address()) {
        if (addsHistory) history.pushState(null, "", address());
        else history.replaceState(null, "", address());
      }
    } catch (error) {
      say("The address could not follow: " + error.message);
    }
    addsHistory = false;
    if (sampleChooser) sampleChooser.value = samples[state.sample].name;
    if (pauseButton) {
      pauseButton.setAttribute("aria-pressed", String(view.paused));
      pauseButton.textContent = view.paused ? "Let time run" : "Pause time";
    }
    for (const input of document.querySelectorAll(".prototype-controls input[data-option]")) {
      input.checked = view[input.dataset.option];
    }
    for (const node of document.querySelectorAll(".state-graph [data-node]")) {
      node.classList.toggle("current", Number(node.dataset.node) === state.node);
    }
    for (const item of statesList.children) {
      if (Number(item.dataset.state) === index) item.setAttribute("aria-current", "true");
      else item.removeAttribute("aria-current");
    }
    appEvents(state);
    showCounted();
    schedule(state);
    // A gesture that changes nothing here is disabled, saying so; it is then no tab stop.
    for (const button of document.querySelectorAll(".prototype-gestures [data-gesture]")) {
      const takes = state.transitions.some((candidate) => candidate.line === button.dataset.gesture);
      button.disabled = !takes;
      if (takes) button.removeAttribute("aria-description");
      else button.setAttribute("aria-description", "changes nothing in this state");
    }
    if (refocus !== null) {
      const controls = Array.from(stage.querySelectorAll("button, input, select, [tabindex]")).filter((control) => !control.disabled);
      const same = controls.find((control) => refocus !== "" && control.dataset.action === refocus);
      (same || controls[0])?.focus();
      refocus = null;
    }
  };

  /// The controls of the drawn popup, the fields' example texts, the pointer on the popup.
  const wire = (state, drawn) => {
    const fieldTemplates = [];
    for (const control of drawn.device.querySelectorAll("[data-action]")) {
      const line = control.dataset.action;
      if (!line) continue;
      if (control.tagName === "INPUT" && control.type !== "checkbox") {
        fieldTemplates.push({ control, line });
        continue;
      }
      control.addEventListener("click", (event) => {
        event.preventDefault();
        event.stopPropagation();
        if (control.disabled) return;
        follow(line);
      });
      if (!states[current].transitions.some((t) => t.line === line && t.to === null)) continue;
      control.classList.add("beyond-bound");
      control.setAttribute("title", "'" + line + "' leads beyond the explored bound");
    }
    fields(state, fieldTemplates);
    const popup = drawn.popup;
    if (!popup) return;
    popup.addEventListener("pointerdown", (event) => {
      if (event.target.closest("[data-action]")) return;
      press = { x: event.clientX, y: event.clientY, held: false, swiped: false };
      const startedAt = current;
      timers.push(
        setTimeout(() => {
          if (press && !press.swiped && current === startedAt) {
            press.held = true;
            follow("hold");
          }
        }, 500));
    });
    popup.addEventListener("pointermove", (event) => {
      if (!press || press.held || press.swiped) return;
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) > 40) {
        press.swiped = true;
        follow("drag");
      }
    });
    popup.addEventListener("click", (event) => {
      event.stopPropagation();
      const wasGesture = (press && (press.held || press.swiped)) || afterGesture;
      press = null;
      afterGesture = false;
      if (!wasGesture && !event.target.closest("[data-action]")) follow("tap");
    });
    drawn.device.addEventListener("click", (event) => {
      if (!event.target.closest(".popup")) follow("tap-outside");
    });
  };

  /// Beside the device, each field's explored texts: the explorer's typing into it from
  /// here. The field offers them as it is typed into (a list of suggestions); a text that was
  /// not explored is not kept in the field while the model stays as it was: the field shows
  /// the model's text again, and the page says which texts were explored.
  const fields = (state, templates) => {
    const box = document.getElementById("prototype-fields") || element("div", undefined, { id: "prototype-fields", class: "prototype-fields" });
    box.textContent = "";
    stage.after(box);
    templates.forEach(({ control, line }, position) => {
      const [prefix, suffix = ""] = line.split("<text>");
      const examples = state.transitions.filter((t) => t.line.startsWith(prefix) && t.line.endsWith(suffix) && t.type === "send");
      const textOf = (example) => example.line.slice(prefix.length, example.line.length - suffix.length || undefined);
      const label = control.closest("label")?.querySelector(".field-label")?.textContent || "the field";
      const chooser = element("select", undefined, { "aria-label": "Explored texts for " + label, "data-field": prefix });
      chooser.appendChild(element("option", "Explored texts for " + label + "…", { value: "" }));
      for (const example of examples) chooser.appendChild(element("option", textOf(example), { value: example.line }));
      chooser.addEventListener("change", () => {
        if (chooser.value) follow(chooser.value);
      });
      const suggestions = element("datalist", undefined, { id: "prototype-field-texts-" + position });
      for (const example of examples) suggestions.appendChild(element("option", undefined, { value: textOf(example) }));
      box.appendChild(suggestions);
      control.setAttribute("list", suggestions.id);
      const drawn = control.value;
      control.addEventListener("change", () => {
        const typed = control.value;
        const next = prefix + typed.replace(/\\/g, "\\\\").replace(/"/g, '\\"') + suffix;
        if (typed === drawn || states[current].transitions.some((t) => t.line === next)) {
          follow(next);
          return;
        }
        control.value = drawn;
        record(next, "was not explored");
        const listed = examples.map((example) => "'" + textOf(example) + "'").join(", ");
        say("'" + typed + "' was not explored for " + label + "; the explored texts: " + (listed || "none") + ".");
      });
      box.appendChild(chooser);
    });
  };

  /// What the app can tell the popup from here that no control on it does: buttons for them.
  const appEvents = (state) => {
    const box = document.getElementById("prototype-app") || element("div", undefined, { id: "prototype-app", class: "prototype-app", role: "group", "aria-label": "The app" });
    box.textContent = "";
    (document.getElementById("prototype-fields") || stage).after(box);
    const onScreen = new Set(Array.from(stage.querySelectorAll("[data-action]")).map((control) => control.dataset.action));
    const templates = Array.from(onScreen).filter((line) => line.includes("<text>")).map((line) => line.split("<text>")[0]);
    const lines = state.transitions
      .filter((t) => t.type === "send" && !onScreen.has(t.line) && !templates.some((prefix) => t.line.startsWith(prefix)))
      .map((t) => t.line);
    if (lines.length === 0) return;
    box.appendChild(element("span", "The app: "));
    for (const line of lines) {
      const button = element("button", line, { type: "button", "data-app-event": line });
      button.addEventListener("click", () => follow(line));
      box.appendChild(button);
    }
  };

  // Time runs once the device has been in view, or once a person has done something: a toast
  // far down the page has not expired before a reader scrolls to it.
  let timeStarted = !("IntersectionObserver" in window);
  /// The state's deadline, fired after its real delay; its countdown text runs meanwhile.
  const schedule = (state) => {
    const wait = state.transitions.find((t) => t.type === "wait" && waitSeconds(t.line) !== null);
    if (!wait || view.paused || !timeStarted) return;
    const seconds = waitSeconds(wait.line);
    runningSince = performance.now();
    timers.push(setInterval(showCounted, 100));
    timers.push(setTimeout(() => follow(wait.line), Math.max(seconds - elapsed, 0) * 1000));
  };

  // The time the page has counted in the state shown: kept when the state is drawn again (a
  // view option, a pause), and carried across a hold and its release, so a held toast shows
  // the time it had left and goes on from it.
  let elapsed = 0;
  let runningSince = null;
  const counted = () => elapsed + (runningSince === null ? 0 : (performance.now() - runningSince) / 1000);
  /// Each countdown's text and bar less the counted time, from what the frame drew.
  const showCounted = () => {
    const passed = counted();
    for (const countdown of stage.querySelectorAll(".countdown")) {
      const span = countdown.querySelector("span");
      const bar = countdown.querySelector("progress");
      if (!span) continue;
      if (span.dataset.drawn === undefined) {
        span.dataset.drawn = span.textContent;
        if (bar) bar.dataset.drawn = bar.value;
      }
      const initial = parseFloat(span.dataset.drawn);
      if (!isFinite(initial)) continue;
      const left = Math.max(initial - passed, 0);
      span.textContent = (Math.max(Math.ceil(left * 10 - 1e-9) / 10, 0)).toFixed(1) + "s";
      const fraction = bar ? parseFloat(bar.dataset.drawn) : NaN;
      if (bar && isFinite(fraction) && initial > 0) bar.value = fraction * (left / initial);
    }
  };

  // Escape is the popup's way out: its cancel button, else its close control, else a tap
  // outside where that ends it.
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !stage.querySelector(".popup")) return;
    const controls = Array.from(stage.querySelectorAll("[data-action]")).filter((control) => !control.disabled);
    const cancel =
      controls.find((control) => control.classList.contains("cancel")) ||
      controls.find((control) => /^close$/i.test(control.getAttribute("aria-label") || control.textContent.trim()));
    const outside = states[current].transitions.find((candidate) => candidate.line === "tap-outside" && candidate.to !== null && states[candidate.to].ended);
    if (!cancel && !outside) return;
    event.preventDefault();
    follow(cancel ? cancel.dataset.action : "tap-outside");
  });

  // The finger lifts wherever it is: a hold ends with a release, and the click that follows
  // the lift is not a tap.
  let afterGesture = false;
  document.addEventListener("pointerup", () => {
    if (!press) return;
    afterGesture = press.held || press.swiped;
    const wasHeld = press.held;
    press = null;
    if (wasHeld) follow("release");
  });

  // ---- the page's own controls ----------------------------------------------------------

  for (const button of document.querySelectorAll(".prototype-gestures [data-gesture]")) {
    button.addEventListener("click", () => follow(button.dataset.gesture));
  }
  document.querySelector(".prototype-gestures [data-restart]")?.addEventListener("click", () => {
    trace = [];
    traceList.textContent = "";
    scriptOutput.textContent = "";
    show(samples[states[current].sample].start, 0);
    say("Back at the start of '" + samples[states[current].sample].name + "'.");
  });
  pauseButton?.addEventListener("click", () => {
    view.paused = !view.paused;
    show(current);
    say(view.paused ? "Time is paused: deadlines wait." : "Time runs again.");
  });
  if (!timeStarted) {
    const watcher = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      watcher.disconnect();
      if (timeStarted) return;
      timeStarted = true;
      if (timers.length === 0) schedule(states[current]);
    });
    watcher.observe(stage);
  }
  sampleChooser?.addEventListener("change", () => {
    const sample = samples.findIndex((candidate) => candidate.name === sampleChooser.value);
    if (sample < 0) return;
    trace = [];
    traceList.textContent = "";
    scriptOutput.textContent = "";
    show(samples[sample].start, 0);
    say("The sample '" + samples[sample].name + "'.");
  });
  for (const input of document.querySelectorAll(".prototype-controls input[data-option]")) {
    input.addEventListener("change", () => {
      view[input.dataset.option] = input.checked;
      show(current);
    });
  }

  // The states, by depth, each a link to its address.
  for (const state of states) {
    const item = element("li", undefined, { "data-state": String(state.index) });
    // The page's own name before the fragment: a link that only names a fragment reads as a
    // skip link to assistive technology.
    const sampleName = samples[state.sample].name;
    const link = element("a", sampleName + ": " + (state.script || "(the start)"), {
      href: page + "#sample=" + encodeURIComponent(sampleName) + "&state=" + encodeURIComponent(state.script),
    });
    item.appendChild(link);
    item.appendChild(document.createTextNode(" · " + state.name + (state.transitions.some((t) => t.to === null) ? " ↗" : "")));
    statesList.appendChild(item);
  }

  /// Shows the state the address names, or the start.
  const open = () => {
    const named = readAddress();
    trace = [];
    traceList.textContent = "";
    if (named === null) {
      scriptOutput.textContent = "";
      show(0, 0);
      return;
    }
    if (named.sample < 0) {
      say("This prototype has no such sample; showing the first.");
      show(0, 0);
      return;
    }
    const { sample, script } = named;
    // The shortest script names the state; any other script that reaches it, read line by
    // line along the transitions, opens it too.
    let index = byScript.get(key(sample, script));
    if (index === undefined) {
      let at = samples[sample].start;
      for (const line of script.split(";").map((part) => part.trim()).filter((part) => part)) {
        const step = states[at].transitions.find((candidate) => candidate.line === line);
        at = step && step.to !== null ? step.to : undefined;
        if (at === undefined) break;
      }
      if (at !== undefined) index = at;
    }
    if (index === undefined) {
      say("No state of '" + samples[sample].name + "' has the script '" + script + "'; showing its start.");
      show(samples[sample].start, 0);
      return;
    }
    if (script === "") {
      scriptOutput.textContent = "";
      show(index, 0);
      return;
    }
    scriptOutput.textContent = script;
    say("Opened at '" + script + "'.");
    show(index, 0);
  };
  window.addEventListener("hashchange", () => {
    if (location.hash !== address()) open();
  });
  window.addEventListener("popstate", () => {
    if (location.hash !== address()) open();
  });
  // For a test that opens state after state: the same as navigating to an address (`#state=…`),
  // without the browser's navigation.
  window.galleryPrototype = {
    open: (fragment) => {
      history.replaceState(null, "", fragment);
      open();
    },
  };
  open();
})();
