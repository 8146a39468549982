extension Gallery {
  /// Runs first in every page: collects script errors, failed loads and `console.error`
  /// calls, which the self-check counts as problems.
  static let errorCatcherScript = """
    window.galleryProblems = [];
    window.addEventListener("error", (event) => {
      const what = event.message || ("failed to load " + (event.target && (event.target.src || event.target.href)));
      window.galleryProblems.push("page error: " + what);
    }, true);
    (() => {
      const original = console.error;
      console.error = (...items) => {
        window.galleryProblems.push("console error: " + items.join(" "));
        original.apply(console, items);
      };
    })();
    """

  /// The card styles, light and dark, and the page around them. Text colours are chosen
  /// against each card's background for a contrast of at least 4.5 : 1, which the
  /// self-check measures.
  static let styleSheet = """
    :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
      line-height: 1.35; color: #1c1c1e; background-color: #f4f4f6; }
    body { margin: 0 auto; max-width: 76rem; padding: 1rem 1.25rem 3rem; }
    h1 code, h2 code, .kind code { font-size: .8em; }
    a { color: #0a4fb5; }
    .self-check output { font-weight: 600; }
    #self-check-problems { color: #8c1d18; }
    .kinds, .grid, .filmstrip { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 1rem; }
    .kind { box-sizing: border-box; background-color: #ffffff; border: 1px solid #d1d1d6; border-radius: 12px; padding: .75rem; width: 23.5rem; }
    .kind-name { font-weight: 600; }
    .theme { border-radius: 12px; padding: .5rem 1rem 1rem; margin-bottom: 1rem; }
    .theme.light { background-color: #f4f4f6; color: #1c1c1e; border: 1px solid #d1d1d6; }
    .theme.dark { background-color: #0b0b0c; color: #f2f2f7; }
    .caption-label { margin: 0 0 .25rem; font-size: .85rem; }
    .frame figure { margin: 0; width: 23.5rem; }
    .frame figcaption { font-size: .85rem; margin-bottom: .4rem; }
    .effects { margin: .2rem 0 0; padding-left: 1.1rem; }
    .script-error { color: #8c1d18; }
    .time { color: #3a3a3c; }
    .nothing { font-style: italic; }
    .stage { display: flex; flex-direction: column; align-items: flex-start; gap: .5rem; }
    .card { --bg: #ffffff; --fg: #1c1c1e; --edge: #c7c7cc; background-color: var(--bg); color: var(--fg);
      border: 1px solid var(--edge); border-radius: 14px; padding: .7rem .9rem; width: 22rem; max-width: 100%;
      box-sizing: border-box; overflow-wrap: anywhere; position: relative;
      display: flex; flex-direction: column; gap: .45rem; }
    .style-frosted { --bg: #eceff3; --fg: #1c1c1e; --edge: #ffffff; box-shadow: 0 4px 16px rgb(0 0 0 / 12%); }
    .style-accent { --bg: #0a4fb5; --fg: #ffffff; --edge: #0a4fb5; }
    .style-gradient { --bg: #4b2a86; --fg: #ffffff; --edge: #4b2a86; background-image: linear-gradient(135deg, #4b2a86, #6d2363); }
    .style-inverse { --bg: #1c1c1e; --fg: #f2f2f7; --edge: #1c1c1e; }
    .style-outlined { --bg: #ffffff; --fg: #1c1c1e; --edge: #1c1c1e; border-width: 2px; }
    .style-tinted { --bg: #e3edff; --fg: #0b2a5b; --edge: #b9d0f5; }
    .style-glass { --bg: #f7f9fc; --fg: #1c1c1e; --edge: #ffffff; box-shadow: inset 0 1px 0 #ffffff, 0 2px 10px rgb(0 0 0 / 10%); }
    .dark .style-standard { --bg: #1c1c1e; --fg: #f2f2f7; --edge: #3a3a3c; }
    .dark .style-frosted { --bg: #2c2c2e; --fg: #f2f2f7; --edge: #48484a; }
    .dark .style-accent { --bg: #0a4fb5; --fg: #ffffff; --edge: #3b7be0; }
    .dark .style-inverse { --bg: #f2f2f7; --fg: #1c1c1e; --edge: #f2f2f7; }
    .dark .style-outlined { --bg: #0b0b0c; --fg: #f2f2f7; --edge: #f2f2f7; }
    .dark .style-tinted { --bg: #10233f; --fg: #dbe8ff; --edge: #2a4a7a; }
    .dark .style-glass { --bg: #232529; --fg: #f2f2f7; --edge: #3a3d42; box-shadow: none; }
    .card h3, .card p { margin: 0; }
    .text.title { font-size: 1.05rem; font-weight: 650; }
    .text.caption { font-size: .85rem; }
    .vstack { display: flex; flex-direction: column; gap: .45rem; }
    .stage > .vstack { align-self: stretch; }
    .card > .icon, .vstack > .icon, .card > .badge, .vstack > .badge { align-self: center; }
    .hstack { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: .5rem; }
    .hstack > * { min-width: 0; }
    .icon { font-size: .75rem; border: 1px solid currentColor; border-radius: 6px; padding: 0 .3rem; }
    .badge { font-size: .8rem; border: 1px solid currentColor; border-radius: 999px; padding: 0 .45rem; }
    .button { font: inherit; color: inherit; background-color: transparent; border: 1px solid currentColor;
      border-radius: 8px; padding: .3rem .75rem; white-space: normal; overflow-wrap: anywhere; max-width: 100%;
      cursor: pointer; }
    .button.primary { background-color: #0a4fb5; color: #ffffff; border-color: #ffffff; font-weight: 600; }
    .button.destructive { background-color: #b3261e; color: #ffffff; border-color: #b3261e; }
    .button.cancel { border-style: dashed; }
    .button:disabled { opacity: .55; cursor: not-allowed; }
    button:focus-visible, input:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
    .field { display: flex; flex-direction: column; gap: .2rem; }
    .field-label { font-size: .85rem; font-weight: 600; }
    .field input { font: inherit; background-color: #ffffff; color: #111111; border: 1px solid #6e6e73;
      border-radius: 6px; padding: .3rem .45rem; width: 100%; box-sizing: border-box; }
    .field-error { font-size: .85rem; border-left: 3px solid #d93025; padding-left: .4rem; }
    .toggle { display: flex; gap: .45rem; align-items: center; }
    .stars { display: flex; gap: .25rem; justify-content: center; }
    .star { font: inherit; font-size: 1.4rem; line-height: 1; color: inherit; background-color: transparent;
      border: 0; padding: .1rem .2rem; cursor: pointer; }
    .progress, .countdown progress { width: 100%; }
    .countdown { display: flex; gap: .5rem; align-items: center; white-space: nowrap; }
    .countdown.ring progress { width: 4rem; }
    .divider { border: 0; border-top: 1px solid currentColor; width: 100%; margin: .1rem 0; }
    .arrow { font-size: .85rem; }
    .particles { position: relative; overflow: hidden; width: 100%; }
    .particle { position: absolute; width: .45rem; height: .25rem; border-radius: 1px; }
    .color-0 { background-color: #e8453c; } .color-1 { background-color: #f5a623; } .color-2 { background-color: #2bb24c; }
    .color-3 { background-color: #1e88e5; } .color-4 { background-color: #8e44ad; } .color-5 { background-color: #ff6fb5; }
    """

  /// Checks the page once it is laid out: every card visible, nothing wider than its card or
  /// clipped, every control named, every text legible on its card (contrast 4.5 : 1), no
  /// script error. Writes the count into `#self-check` (`data-problems`) and lists each
  /// problem with where it is.
  static let selfCheckScript = """
    (() => {
      const problems = window.galleryProblems;
      const where = (element) => {
        const place = element.closest("[data-where]");
        return place ? " (" + place.dataset.where + ")" : "";
      };
      const describe = (element) => {
        const text = (element.getAttribute("aria-label") || element.textContent || "").trim().slice(0, 40);
        return element.tagName.toLowerCase() + (text ? " \\"" + text + "\\"" : "");
      };
      const report = (element, message) => problems.push(message + where(element));
      const nameOf = (element) => {
        const label = element.getAttribute("aria-label");
        if (label && label.trim()) return label.trim();
        const ids = element.getAttribute("aria-labelledby");
        if (ids) {
          const text = ids.split(/\\s+/).map((id) => document.getElementById(id)?.textContent || "").join(" ").trim();
          if (text) return text;
        }
        if (element.labels && element.labels.length) {
          const text = Array.from(element.labels).map((label) => label.textContent).join(" ").trim();
          if (text) return text;
        }
        if (element.tagName !== "INPUT" && element.textContent.trim()) return element.textContent.trim();
        return (element.getAttribute("title") || "").trim();
      };
      const rgba = (text) => {
        const parts = (text.match(/[\\d.]+/g) || []).map(Number);
        return parts.length >= 3 ? [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1] : [0, 0, 0, 0];
      };
      const over = (top, bottom) => [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
      const background = (element) => {
        const layers = [];
        for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
          const color = rgba(getComputedStyle(node).backgroundColor);
          if (color[3] > 0) layers.push(color);
          if (color[3] >= 1) break;
        }
        return layers.reverse().reduce((bottom, top) => over(top, bottom), [255, 255, 255, 1]);
      };
      const luminance = (color) => {
        const [r, g, b] = color.slice(0, 3).map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const contrast = (a, b) => {
        const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (high + 0.05) / (low + 0.05);
      };
      const cards = document.querySelectorAll(".card");
      let checked = 0;
      for (const card of cards) {
        const style = getComputedStyle(card);
        const box = card.getBoundingClientRect();
        if (box.width <= 0 || box.height <= 0 || style.visibility === "hidden" || style.display === "none") {
          report(card, "a card is not visible");
          continue;
        }
        if (card.scrollWidth > card.clientWidth + 1) report(card, "something is wider than its card");
        for (const element of card.querySelectorAll("*")) {
          if (element.closest("[aria-hidden=true]")) continue;
          checked += 1;
          const rect = element.getBoundingClientRect();
          if (rect.width === 0 && rect.height === 0) continue;
          if (rect.left < box.left - 1 || rect.right > box.right + 1 || rect.top < box.top - 1 || rect.bottom > box.bottom + 1) {
            report(element, describe(element) + " overflows its card");
          } else if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
            report(element, describe(element) + " is clipped");
          }
          const ownText = Array.from(element.childNodes).some((node) => node.nodeType === 3 && node.textContent.trim());
          if (ownText && !element.disabled) {
            const ratio = contrast(rgba(getComputedStyle(element).color), background(element));
            if (ratio < 4.5) report(element, describe(element) + " has a contrast of " + ratio.toFixed(2) + " : 1 on its card");
          }
        }
      }
      const controls = document.querySelectorAll("button, input, select, textarea, a[href], progress, [role]");
      for (const control of controls) {
        if (control.closest("[aria-hidden=true]")) continue;
        const role = control.getAttribute("role");
        const needsName = !role || ["button", "group", "timer", "dialog", "checkbox", "link"].includes(role);
        if (needsName && !nameOf(control)) report(control, control.tagName.toLowerCase() + " has no accessible name");
      }
      const output = document.getElementById("self-check");
      output.dataset.problems = String(problems.length);
      output.dataset.cards = String(cards.length);
      output.textContent = problems.length === 0
        ? "no problems in " + cards.length + " cards (" + checked + " elements, " + controls.length + " controls)"
        : problems.length + " problems";
      const list = document.getElementById("self-check-problems");
      for (const problem of problems) {
        const item = document.createElement("li");
        item.textContent = problem;
        list.appendChild(item);
      }
      console.log("self-check: " + problems.length + " problems in " + cards.length + " cards");
    })();
    """
}
