// The page's self-check: names, contrast and overflow of everything drawn, written into
// `#self-check`. It runs once the reference host (host.js) has checked its devices, after
// the page's load, or at once on a page without a host.
(() => {
  const selfCheck = () => {
    const problems = window.galleryProblems;
    const where = (element) => {
      const place = element.closest("[data-where]");
      return place ? " (" + place.dataset.where + ")" : "";
    };
    const describe = (element) => {
      const text = (element.getAttribute("aria-label") || element.textContent || "").trim().slice(0, 40);
      return element.tagName.toLowerCase() + (text ? " \"" + text + "\"" : "");
    };
    const report = (element, message) => problems.push(message + where(element));
    const nameOf = (element) => {
      const label = element.getAttribute("aria-label");
      if (label && label.trim()) return label.trim();
      const ids = element.getAttribute("aria-labelledby");
      if (ids) {
        const text = ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent || "").join(" ").trim();
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
      const parts = (text.match(/[\d.]+/g) || []).map(Number);
      return parts.length >= 3 ? [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1] : [0, 0, 0, 0];
    };
    const over = (top, bottom) => [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
    const BLACK = [0, 0, 0, 1];
    const WHITE = [255, 255, 255, 1];
    /// The colours an element's text may stand on: its own background and its ancestors' down
    /// to the first opaque one, over white (the page's). Under a translucent layer that blurs
    /// what is behind it (a frosted or glass card), what shows is the app, any colour at all:
    /// the layers over black and over white, the two worst cases.
    const backgrounds = (element) => {
      const layers = [];
      let behind = [WHITE];
      for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
        const style = getComputedStyle(node);
        const color = rgba(style.backgroundColor);
        if (color[3] > 0) layers.unshift(color);
        if (color[3] >= 1) break;
        if (style.backdropFilter && style.backdropFilter !== "none") {
          behind = [BLACK, WHITE];
          break;
        }
      }
      return behind.map((bottom) => layers.reduce((below, top) => over(top, below), bottom));
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
        // Rows scrolled out of their region's view are clipped by it: the region itself is checked.
        if (element.parentElement?.closest(".scroll")) continue;
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
          const color = rgba(getComputedStyle(element).color);
          const ratio = Math.min(...backgrounds(element).map((behind) => contrast(color, behind)));
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
    performance.mark("gallery-self-checked");
    console.log("self-check: " + problems.length + " problems in " + cards.length + " cards");
  };
  if (window.galleryHostPending) document.addEventListener("gallery-host-checked", selfCheck, { once: true });
  else selfCheck();
})();
