// The gallery's prototype: every sample of a kind, clickable, on a device screen.
//
// The page embeds, in <script type="application/json" id="prototype-data">, packed, every
// state the explorer reached from each sample within a few steps, and from the first sample
// on the tablet too (`catalog gallery` writes it; see GalleryPrototype.swift): each with its
// walk, the state it was first reached from and the line that reached it (so its shortest
// script), its short name, its frames (compact, pseudo-localised, larger text, and regular
// width for a sample with no walk on the tablet, as indices into the page's list of distinct
// frames) and its transitions as lines and targets (a target null for one that leaves the
// explored bound); this script makes them { line, to, type }. This script draws the current
// state's frame with the reference host (window.galleryHost, from host.js, which also checks
// the drawing against the frame), and follows what a person does to the state the model says
// comes next:
//
// - a button, a star, a toggle or a tappable: its `data-action` line;
// - a field: an example text the explorer typed into it, chosen in a list beside the device;
// - a finger on the popup: held (half a second still), released, tapped, swiped (a sheet told
//   the pull and the lift's speed), or a tap outside it, or the same from the gesture buttons;
// - the arrow keys, Home and End on a popup with a focus of its own (an action sheet's rows),
//   from the row the page's focus is on;
// - a setting turned on or off; the regular width shows the first sample's walk on the tablet;
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
  /// changed. The frames, thousands on a page, are unpacked one at a time as they are drawn
  /// (`data.frame(index)`), not all at load.
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
    const root = table[packed.root];
    if (root === null || typeof root !== "object" || Array.isArray(root)) return get(packed.root);
    const keys = get(root.k);
    const value = {};
    root.v.forEach((at, position) => {
      if (keys[position] !== "frames" || !Array.isArray(table[at])) value[keys[position]] = get(at);
    });
    const frames = table[root.v[keys.indexOf("frames")]] || [];
    value.frame = (index) => (Number.isInteger(index) && index >= 0 && index < frames.length ? get(frames[index]) : undefined);
    return value;
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
  // A sample may have a second walk, on the tablet (`screen: "tablet"`, named by the phone
  // walk's `regular`): the regular width shows its states, as a tablet draws them.
  /// The walk of a sample the view shows: its tablet walk in the regular width, when it has one.
  const walkOf = (sample) => (view.regular && Number.isInteger(samples[sample].regular) ? samples[sample].regular : sample);
  /// The sample (its phone walk) a walk belongs to.
  const sampleOf = (walk) => (samples[walk].screen === "tablet" ? samples.findIndex((sample) => sample.regular === walk) : walk);
  /// A sample by name: its phone walk's index, or -1.
  const sampleNamed = (name) => samples.findIndex((sample) => sample.name === name && sample.screen !== "tablet");
  /// The state of a walk a script reaches: by its shortest script, or read line by line
  /// along the transitions (any script that reaches it); undefined when none does.
  const reached = (walk, script) => {
    const known = byScript.get(key(walk, script));
    if (known !== undefined) return known;
    let at = samples[walk].start;
    for (const line of script.split(";").map((part) => part.trim()).filter((part) => part)) {
      const step = states[at].transitions.find((candidate) => candidate.line === line);
      at = step && step.to !== null ? step.to : undefined;
      if (at === undefined) break;
    }
    return at;
  };
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
  // The trace's script: the lines of the steps that moved, since the trace was last cleared.
  let traceScript = "";
  let timers = [];
  // Whether the next state shown is a step's, which Back undoes (not an address opened).
  let addsHistory = false;
  // The action of the control that had the focus when a step was taken inside the popup
  // ("" for another element there), or null when the focus was elsewhere.
  let refocus = null;
  // Whether the next state drawn takes the page's focus to the control the model focuses (a
  // step taken by an arrow key).
  let focusFollowsModel = false;

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
    const parts = ["sample=" + encodeURIComponent(samples[sampleOf(states[current].sample)].name), "state=" + encodeURIComponent(states[current].script)];
    for (const [name, on] of Object.entries(view)) if (on) parts.push(name);
    return "#" + parts.join("&");
  };
  /// The sample and script an address names (the page's own unless told), or null when it
  /// names no state (the start of the first sample then).
  const readAddress = (hash = location.hash) => {
    const fragment = hash.replace(/^#/, "");
    const decode = (text) => {
      try {
        return decodeURIComponent(text);
      } catch {
        return text;
      }
    };
    // A sample's section anchor, `#sample-five-stars`: that sample's start.
    if (fragment.startsWith("sample-")) {
      const named = sampleNamed(decode(fragment.slice("sample-".length)));
      return named < 0 ? null : { sample: named, script: "" };
    }
    if (!/(^|&)(state=|sample=)/.test(fragment) && !/(^|&)(regular|dark|rtl|pseudo|larger|paused)(&|$)/.test(fragment)) return null;
    let script = "";
    let sample = 0;
    for (const part of fragment.split("&")) {
      if (part.startsWith("state=")) script = decode(part.slice("state=".length));
      if (part.startsWith("sample=")) {
        const named = sampleNamed(decode(part.slice("sample=".length)));
        sample = named < 0 ? -1 : named;
      }
    }
    for (const name of Object.keys(view)) view[name] = fragment.split("&").includes(name);
    return { sample, script };
  };

  // ---- following the model --------------------------------------------------------------

  const record = (line, note) => {
    const item = element("li");
    item.appendChild(element("code", line));
    item.appendChild(document.createTextNode(" " + note));
    traceList.appendChild(item);
    keepTraceEnd();
  };

  /// Scrolls the trace to its newest step once the page draws its next frame: a burst of
  /// steps scrolls (and lays the page out for) it once.
  let traceScrolls = false;
  const keepTraceEnd = () => {
    if (traceScrolls) return;
    traceScrolls = true;
    requestAnimationFrame(() => {
      traceScrolls = false;
      traceList.scrollTop = traceList.scrollHeight;
    });
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
    traceScript = traceScript ? traceScript + "; " + line : line;
    scriptOutput.textContent = traceScript;
    // Each step is a page of history: Back returns to the state before it.
    addsHistory = true;
    // A hold and its release keep the time counted: the explored held state is at the instant
    // the popup was drawn, and the page has counted on since.
    show(transition.to, line === "hold" || line === "release" ? counted() : null);
    say("");
    return true;
  };

  // ---- drawing a state ------------------------------------------------------------------

  /// How large the tablet is drawn (the regular width) beside the controls: as large as the
  /// section leaves room for beside a column of HEAD_ROOM px for them, or in its whole width
  /// when the window is narrow enough for one column; never larger than life.
  const HEAD_ROOM = 380;
  /// What the stage adds round a device: its padding and border, the device's margins.
  const STAGE_EDGES = 50;
  const fitScale = (width) => {
    if (!(width > 0)) return 1;
    const style = getComputedStyle(section);
    const inner = section.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const oneColumn = style.gridTemplateColumns.trim().split(/\s+/).length < 2;
    const room = (oneColumn ? inner : inner - (parseFloat(style.columnGap) || 0) - HEAD_ROOM) - STAGE_EDGES;
    return Math.min(1, Math.max(0.4, Math.floor((room / width) * 100) / 100));
  };

  /// How much smaller than its points the device is drawn now: pointer moves are measured in
  /// the device's points.
  const deviceScale = () => {
    const device = stage.querySelector(".device");
    return device && device.offsetWidth > 0 ? device.getBoundingClientRect().width / device.offsetWidth : 1;
  };

  /// The address follows the state shown once the task that showed it is over: a step a
  /// person takes writes it at once, and a burst of steps in one task (a test's script) writes
  /// it once, as a page of history if any of them was a step.
  let addressFollows = null;
  const followAddress = (step) => {
    if (addressFollows === null) {
      addressFollows = step;
      queueMicrotask(writeAddress);
    } else {
      addressFollows = addressFollows || step;
    }
  };
  const writeAddress = () => {
    const step = addressFollows;
    addressFollows = null;
    // A browser may refuse an address change that comes too fast; the state is shown anyway.
    try {
      if (location.hash !== address()) {
        if (step) history.pushState(null, "", address());
        else history.replaceState(null, "", address());
      }
    } catch (error) {
      say("The address could not follow: " + error.message);
    }
  };

  /// The drawings already checked against their frames (a frame, drawn the same way): the
  /// host draws from the frame alone, so the same drawing is checked once.
  const checkedDrawings = new Set();

  const show = (index, carried = null) => {
    // The counted time: carried in, kept for the same state drawn again, else from zero.
    elapsed = carried !== null ? carried : index === current ? counted() : 0;
    runningSince = null;
    clearTimers();
    current = index;
    const state = states[index];
    delete section.dataset.beyond;
    const variant = view.pseudo ? "pseudo" : view.larger ? "larger" : view.regular ? "regular" : "compact";
    // A walk with one on the tablet has no regular frames of its own (the tablet's walk is
    // its regular width): its compact frame stands in for one.
    const frame = state.frames && data.frame(state.frames[variant] ?? state.frames.compact);
    const where = "prototype · " + (state.script || "the start");
    const report = (message) => problems.push(message + " (" + where + ")");
    stage.textContent = "";
    stage.className = "prototype-stage theme " + (view.dark ? "dark" : "light");
    section.classList.toggle("wide-device", view.regular);
    stage.dir = view.rtl ? "rtl" : "ltr";
    try {
      const entry = { where, frame, scale: view.regular ? fitScale(Number(frame?.screen?.width)) : 1 };
      const drawn = host.drawDevice(entry, stage, report);
      const drawing = [state.frames?.[variant] ?? state.frames?.compact, view.rtl, view.dark, entry.scale].join(" ");
      if (!checkedDrawings.has(drawing)) {
        checkedDrawings.add(drawing);
        host.check(entry, drawn, report);
      }
      wire(state, drawn);
    } catch (error) {
      report("host error: " + (error && error.message ? error.message : String(error)));
    }
    section.dataset.state = String(index);
    section.dataset.script = state.script;
    section.dataset.name = state.name;
    section.dataset.held = String(!!state.held);
    followAddress(addsHistory);
    addsHistory = false;
    if (sampleChooser) sampleChooser.value = samples[state.sample].name;
    if (pauseButton) {
      pauseButton.setAttribute("aria-pressed", String(view.paused));
      pauseButton.textContent = view.paused ? "Let time run" : "Pause time";
    }
    for (const input of document.querySelectorAll(".prototype-controls input[data-option]")) {
      input.checked = view[input.dataset.option];
    }
    for (const node of graphNodes) node.classList.toggle("current", Number(node.dataset.node) === state.node);
    for (const item of statesList.children) {
      if (Number(item.dataset.state) === index) item.setAttribute("aria-current", "true");
      else item.removeAttribute("aria-current");
    }
    appEvents(state);
    showCounted();
    schedule(state);
    // A gesture that changes nothing here is disabled, with the reason as its description
    // (and its tooltip); it is then no tab stop.
    for (const button of document.querySelectorAll(".prototype-gestures [data-gesture]")) {
      const reason = gestureRefusal(state, button.dataset.gesture);
      button.disabled = reason !== null;
      if (reason === null) {
        button.removeAttribute("aria-description");
        button.removeAttribute("title");
      } else {
        button.setAttribute("aria-description", reason);
        button.setAttribute("title", reason);
      }
    }
    if (focusFollowsModel) {
      focusFollowsModel = false;
      const focused = stage.querySelector(".popup .focused");
      focused?.focus();
      if (focused && document.activeElement === focused) refocus = null;
    }
    if (refocus !== null) {
      const controls = Array.from(stage.querySelectorAll("button, input, select, [tabindex]")).filter((control) => !control.disabled);
      const same = controls.find((control) => refocus !== "" && control.dataset.action === refocus);
      (same || controls[0])?.focus();
      refocus = null;
    }
  };

  /// Why a gesture changes nothing in a state, or null when it takes a step there.
  const gestureRefusal = (state, gesture) => {
    if (state.transitions.some((candidate) => candidate.line === gesture)) return null;
    if (state.ended) return "the popup has ended (" + state.ended + ")";
    if (!stage.querySelector(".popup")) return "no popup is on the screen";
    if (gesture === "release") return "nothing is held";
    if (gesture === "hold" && state.held) return "the popup is already held";
    return "the model ignores '" + gesture + "' in this state";
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
        if (control.disabled || gestureEnded) return;
        follow(line);
      });
      if (!states[current].transitions.some((t) => t.line === line && t.to === null)) continue;
      control.classList.add("beyond-bound");
      control.setAttribute("title", "'" + line + "' leads beyond the explored bound");
    }
    fields(state, fieldTemplates);
    drawn.popup?.addEventListener("click", (event) => {
      event.stopPropagation();
      if (!gestureEnded && !event.target.closest("[data-action]")) follow("tap");
    });
    drawn.device.addEventListener("click", (event) => {
      if (!gestureEnded && !event.target.closest(".popup")) follow("tap-outside");
    });
  };

  /// Beside the device, each field's explored texts: the explorer's typing into it from
  /// here. The field offers them as it is typed into (a list of suggestions); a text that was
  /// not explored is not kept in the field while the model stays as it was: the field shows
  /// the model's text again, and the page says which texts were explored.
  /// A field's explored texts, as a list to choose from and as the field's suggestions: made
  /// once for a field of a state and kept, so drawing a state again does not make them anew.
  const madeFieldTexts = new Map();
  const fieldTexts = (state, position, line, label, texts) => {
    const key = state.index + " " + position + " " + line;
    const made = madeFieldTexts.get(key);
    if (made) {
      made.chooser.value = "";
      return made;
    }
    const chooser = element("select", undefined, { "aria-label": "Explored texts for " + label, "data-field": line.split("<text>")[0] });
    chooser.appendChild(element("option", "Explored texts for " + label + "…", { value: "" }));
    for (const [text, step] of texts) chooser.appendChild(element("option", text, { value: step }));
    chooser.addEventListener("change", () => {
      if (chooser.value) follow(chooser.value);
    });
    const suggestions = element("datalist", undefined, { id: "prototype-field-texts-" + position });
    for (const [text] of texts) suggestions.appendChild(element("option", undefined, { value: text }));
    madeFieldTexts.set(key, { chooser, suggestions });
    return { chooser, suggestions };
  };

  const fields = (state, templates) => {
    const box = document.getElementById("prototype-fields");
    box.textContent = "";
    templates.forEach(({ control, line }, position) => {
      const [prefix, suffix = ""] = line.split("<text>");
      const examples = state.transitions.filter((t) => t.line.startsWith(prefix) && t.line.endsWith(suffix) && t.type === "send");
      const textOf = (example) => example.line.slice(prefix.length, example.line.length - suffix.length || undefined);
      const label = control.closest("label")?.querySelector(".field-label")?.textContent || "the field";
      const { chooser, suggestions } = fieldTexts(state, position, line, label, examples.map((example) => [textOf(example), example.line]));
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
    const box = document.getElementById("prototype-app");
    box.textContent = "";
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

  // The arrow keys move the focus through a popup whose model has one (an action sheet's
  // rows, by its `up` and `down` steps), and the page's focus follows the model's: Up and Down
  // a row at a time, Home and End to the first and the last row. Where the model's focus
  // stops (at the first row for Up, the last for Down) the key does nothing: the focus does
  // not wrap. From no focus, Down (and Home) goes to the first row, Up (and End) to the last.
  const keySteps = { ArrowUp: "up", ArrowDown: "down", Home: "up", End: "down" };
  /// Takes the model's focus to the row `element` is (when the model can focus it), by its
  /// `up` or `down` steps, found along the explored steps before any is taken; false, and
  /// nothing taken, when the model's focus cannot get there.
  const catchUp = (element) => {
    const modelRow = stage.querySelector(".popup .focused");
    const row = element.closest?.(".popup [data-action]");
    if (!row || modelRow === row) return true;
    const rows = Array.from(stage.querySelectorAll(".popup [data-action]"));
    const way = modelRow && rows.indexOf(modelRow) > rows.indexOf(row) ? "up" : "down";
    const label = row.getAttribute("aria-label") || row.textContent.trim();
    const focusOf = (index) => {
      const frames = states[index].frames;
      return frames ? data.frame(frames.compact)?.focus : undefined;
    };
    let steps = 0;
    for (let at = current; focusOf(at) !== label; steps += 1) {
      const next = states[at].transitions.find((candidate) => candidate.line === way)?.to;
      if (steps >= 50 || next === null || next === undefined || !states[next] || next === at) return false;
      at = next;
    }
    for (let taken = 0; taken < steps; taken += 1) {
      focusFollowsModel = true;
      if (!follow(way)) return false;
    }
    return true;
  };
  stage.addEventListener("keydown", (event) => {
    const line = keySteps[event.key];
    if (!line || event.altKey || event.ctrlKey || event.metaKey || event.target.tagName === "INPUT") return;
    const moves = (at) => at.transitions.some((candidate) => candidate.line === "up" || candidate.line === "down");
    if (!moves(states[current]) && !states[current].transitions.some((candidate) => candidate.line === "return")) return;
    event.preventDefault();
    // Home and End from no focus are Down and Up once; else the same step until it stops.
    const toEnd = event.key === "Home" || event.key === "End";
    // Up or Down from a row the page's focus is on and the model's is not (Tab or a click took
    // it there): the model's focus goes to that row first, a step at a time, then the key's
    // step is taken from it.
    if (!toEnd && !catchUp(event.target)) return;
    const first = toEnd && !stage.querySelector(".popup .focused") ? (line === "up" ? "down" : "up") : line;
    let step = first;
    for (let taken = 0; taken < 50; taken += 1) {
      const before = current;
      if (!states[current].transitions.some((candidate) => candidate.line === step)) break;
      focusFollowsModel = true;
      if (!follow(step) || current === before || !toEnd) break;
      step = line;
    }
  });

  // ---- a finger on the popup ----------------------------------------------------------
  //
  // A finger on the popup away from its controls (a tappable's whole face counts as the
  // popup): held still for half a second it holds the popup, and its lift releases it; moved
  // it is a swipe. Once it moves the stage captures the pointer, so a swipe that leaves the
  // popup, or the page, still counts (the stage stays while the states it draws change). A
  // sheet that is told the finger (`pull` and `lift` lines) moves with it, and at the lift it
  // is told, in the pulls and lift speeds the explorer took, how far the finger went and how
  // fast it was going: the model decides whether it rests, changes detent or goes. Any other
  // popup is swiped (`drag`) once the finger has gone 40 pt the way the popup leaves: down
  // for a bottom sheet, up for a top one, toward its edge for a side sheet, any way for a
  // popup that is not a sheet.

  /// How far a finger moves before it is no longer a tap or a hold, and how far a swipe goes.
  const slop = 8;
  const swipeDistance = 40;
  // Whether a hold or a swipe has just ended: the click its lift makes (in the same task as
  // the lift, if the browser makes one) is not a tap.
  let gestureEnded = false;
  /// Whether a press here is on the popup rather than on one of its controls.
  const pressable = (target) => {
    const control = target.closest("[data-action]");
    return !!target.closest(".popup") && (!control || control.classList.contains("tap-target"));
  };
  /// The explored steps of the current state whose line is `verb <number>`, with the number.
  const measured = (verb) =>
    states[current].transitions
      .map((transition) => ({ line: transition.line, match: new RegExp("^" + verb + " (-?\\d+(?:\\.\\d+)?)$").exec(transition.line) }))
      .filter(({ match }) => match)
      .map(({ line, match }) => ({ line, amount: Number(match[1]) }));
  /// The edge a sheet is attached to, or undefined for a popup that is not a sheet.
  const sheetEdge = (popup) =>
    popup && popup.classList.contains("mode-sheet") ? ["bottom", "top", "leading", "trailing"].find((side) => popup.classList.contains("edge-" + side)) : undefined;
  /// How far the finger went, in points, the way the popup leaves (a sheet's pull: positive
  /// toward its edge); any way for a popup that is not a sheet. The edge is the one drawn
  /// (right to left, the host draws the frame mirrored: a leading sheet is on the left).
  const along = (popup, dx, dy) => {
    const edge = sheetEdge(popup);
    const toLeft = edge === "leading";
    if (edge === "bottom") return dy;
    if (edge === "top") return -dy;
    if (edge === "leading" || edge === "trailing") return toLeft ? -dx : dx;
    return Math.hypot(dx, dy);
  };
  /// The explored pulls, at most three, whose sum comes nearest `distance`, each step counted
  /// as 10 pt off (so 60 pt is `pull 40`, not `pull 40; pull 100; pull -80`; fewer on a tie).
  const pullsFor = (distance, pulls) => {
    let best = { steps: [], off: Math.abs(distance) };
    const search = (steps, sum) => {
      const off = Math.abs(distance - sum) + 10 * steps.length;
      if (off < best.off || (off === best.off && steps.length < best.steps.length)) best = { steps, off };
      if (steps.length === 3) return;
      for (const pull of pulls) search(steps.concat([pull]), sum + pull.amount);
    };
    search([], 0);
    return best.steps;
  };
  /// The explored lift whose speed is nearest `speed` (points a second, positive toward the
  /// edge): one the same way when there is one, nearest by ratio (500 is as near 100 as 2,500).
  const liftFor = (speed, lifts) => {
    const way = (value) => (Math.abs(value) < 50 ? 0 : Math.sign(value));
    const sameWay = lifts.filter((lift) => way(lift.amount) === way(speed));
    const candidates = sameWay.length > 0 ? sameWay : lifts;
    const distance = (lift) => Math.abs(Math.log((Math.abs(lift.amount) + 50) / (Math.abs(speed) + 50)));
    return candidates.reduce((best, lift) => (best === null || distance(lift) < distance(best) ? lift : best), null);
  };
  let press = null;
  stage.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || !pressable(event.target)) return;
    const startedAt = current;
    press = { id: event.pointerId, x: event.clientX, y: event.clientY, scale: deviceScale(), moved: false, held: false, swiped: false,
      pulls: measured("pull"), trail: [{ at: event.timeStamp, along: 0 }] };
    timers.push(
      setTimeout(() => {
        if (press && !press.moved && current === startedAt) {
          press.held = true;
          follow("hold");
        }
      }, 500));
  });
  stage.addEventListener("pointermove", (event) => {
    if (!press || event.pointerId !== press.id || press.held) return;
    const dx = (event.clientX - press.x) / press.scale;
    const dy = (event.clientY - press.y) / press.scale;
    if (!press.moved && Math.hypot(dx, dy) <= slop) return;
    if (!press.moved) {
      press.moved = true;
      stage.setPointerCapture(event.pointerId);
    }
    const popup = stage.querySelector(".popup");
    const distance = along(popup, dx, dy);
    press.trail = press.trail.filter((point) => event.timeStamp - point.at < 100).concat([{ at: event.timeStamp, along: distance }]);
    if (press.pulls.length > 0) {
      // The sheet follows the finger on its axis until the lift tells the model.
      const across = ["leading", "trailing"].includes(sheetEdge(popup));
      if (popup) popup.style.translate = across ? dx + "px 0" : "0 " + dy + "px";
      return;
    }
    if (!press.swiped && distance > swipeDistance) {
      press.swiped = true;
      follow("drag");
    }
  });
  /// The finger lifts, wherever it is: a hold ends with a release; a sheet is told the pull
  /// and the lift's speed.
  const lift = (event, cancelled) => {
    if (!press || event.pointerId !== press.id) return;
    const ended = press;
    press = null;
    if (ended.held || ended.moved) {
      gestureEnded = true;
      setTimeout(() => {
        gestureEnded = false;
      }, 0);
    }
    if (ended.held) {
      follow("release");
      return;
    }
    if (!ended.moved || ended.pulls.length === 0 || cancelled) return;
    const distance = along(stage.querySelector(".popup"), (event.clientX - ended.x) / ended.scale, (event.clientY - ended.y) / ended.scale);
    const first = ended.trail[0];
    const seconds = (event.timeStamp - first.at) / 1000;
    const speed = seconds > 0 ? (distance - first.along) / seconds : 0;
    const pulls = pullsFor(distance, ended.pulls);
    for (const pull of pulls) if (!follow(pull.line)) return;
    const release = liftFor(speed, measured("lift"));
    if (release && !follow(release.line)) return;
    if (!release && pulls.length === 0) {
      stage.querySelector(".popup")?.style.removeProperty("translate");
      say("The finger went " + Math.round(distance) + " pt: less than any pull explored here.");
      return;
    }
    say("The finger went " + Math.round(distance) + " pt at " + Math.round(speed) + " pt/s; the explored steps nearest it: " +
      pulls.map((pull) => pull.line).concat(release ? [release.line] : []).join("; ") + ".");
  };
  document.addEventListener("pointerup", (event) => lift(event, false));
  document.addEventListener("pointercancel", (event) => lift(event, true));

  // ---- the page's own controls ----------------------------------------------------------

  for (const button of document.querySelectorAll(".prototype-gestures [data-gesture]")) {
    button.addEventListener("click", () => follow(button.dataset.gesture));
  }
  document.querySelector(".prototype-gestures [data-restart]")?.addEventListener("click", () => {
    traceScript = "";
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
    const sample = sampleNamed(sampleChooser.value);
    if (sample < 0) return;
    traceScript = "";
    traceList.textContent = "";
    scriptOutput.textContent = "";
    show(samples[walkOf(sample)].start, 0);
    say("The sample '" + samples[sample].name + "'.");
  });
  // A window made wider or narrower draws the tablet again at the size it now has room for.
  let resizing = null;
  window.addEventListener("resize", () => {
    clearTimeout(resizing);
    resizing = setTimeout(() => {
      if (view.regular) show(current);
    }, 150);
  });
  for (const input of document.querySelectorAll(".prototype-controls input[data-option]")) {
    input.addEventListener("change", () => {
      view[input.dataset.option] = input.checked;
      if (input.dataset.option === "regular") changeScreen();
      else show(current);
    });
  }
  /// The regular width turned on or off: the same script on the walk the view now shows, or
  /// that walk's start when it does not reach it; a sample with no tablet walk is drawn at
  /// the tablet's size from the phone's states, and the page says so.
  const changeScreen = () => {
    const sample = sampleOf(states[current].sample);
    const walk = walkOf(sample);
    if (walk === states[current].sample) {
      show(current);
      if (view.regular) say("'" + samples[sample].name + "' was explored on the phone: its states drawn at the tablet's size.");
      return;
    }
    const script = states[current].script;
    const index = reached(walk, script);
    show(index === undefined ? samples[walk].start : index, index === undefined ? 0 : counted());
    const screen = view.regular ? "the tablet" : "the phone";
    say(index === undefined ? "'" + script + "' was not explored on " + screen + ": its start." : "On " + screen + ".");
  };

  // A node of the state graph opens its first state at a click: the graph is one image, with
  // nothing focusable in it (the list of states below it is the keyboard's way to them).
  const graphNodes = Array.from(document.querySelectorAll(".state-graph [data-node]"));
  for (const node of graphNodes) {
    const href = node.dataset.href;
    if (!href) continue;
    node.addEventListener("click", () => {
      location.hash = href.slice(href.indexOf("#"));
    });
  }

  // The states, by depth, each a link to its address: listed when the list is first opened,
  // not at load (there are thousands).
  const listStates = () => {
    if (statesList.children.length > 0) return;
    for (const state of states) {
      const item = element("li", undefined, { "data-state": String(state.index) });
      // The page's own name before the fragment: a link that only names a fragment reads as a
      // skip link to assistive technology.
      const sampleName = samples[sampleOf(state.sample)].name;
      const onTablet = samples[state.sample].screen === "tablet";
      const link = element("a", sampleName + (onTablet ? " on a tablet" : "") + ": " + (state.script || "(the start)"), {
        href: page + "#sample=" + encodeURIComponent(sampleName) + "&state=" + encodeURIComponent(state.script) + (onTablet ? "&regular" : ""),
      });
      item.appendChild(link);
      item.appendChild(document.createTextNode(" · " + state.name + (state.transitions.some((t) => t.to === null) ? " ↗" : "")));
      if (state.index === current) item.setAttribute("aria-current", "true");
      statesList.appendChild(item);
    }
  };
  const statesDetails = statesList.closest("details");
  if (statesDetails?.open) listStates();
  statesDetails?.addEventListener("toggle", listStates);

  /// Shows the state an address names (the page's own unless told), or the start.
  const open = (hash = location.hash) => {
    const named = readAddress(hash);
    traceScript = "";
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
    // The shortest script names the state; any other script that reaches it, read line by
    // line along the transitions, opens it too; in the regular width, on the tablet's walk.
    const { script } = named;
    const sample = walkOf(named.sample);
    const index = reached(sample, script);
    if (index === undefined) {
      say("No state of '" + samples[named.sample].name + "' has the script '" + script + "'; showing its start.");
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
  // without the browser's navigation; the page's address follows (see `followAddress`).
  window.galleryPrototype = {
    open: (fragment) => open(fragment),
  };
  open();
  // When the prototype was first drawn, for a measure of the page's load.
  performance.mark("gallery-prototype-drawn");
})();
