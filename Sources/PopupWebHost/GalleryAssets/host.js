// The gallery's reference host: draws every popup sample on a device screen from its frame
// JSON alone (the contract `catalog show --json` prints, schema version 1), then checks what
// it drew against the frame.
//
// The page embeds frames as
//
//   <script type="application/json" class="frames" data-target="devices-undo">
//     [{ "where": "undo · expiring · 390x844", "frame": FRAME }, ...]
//
// An entry may also carry `step` (the script line that led to it), `time`, `effects` (what the
// step did, as `catalog run` prints it) and `error` (why the script stopped), drawn above it.
//   </script>
//   <ol class="devices" id="devices-undo"></ol>
//
// (the JSON with every "</" written "<\/", so the script element does not end early), and
// loads this script after the last such element and before self-check.js, so every device is
// drawn and checked before the self-check counts problems. Each entry becomes a device in the
// container `data-target` names: an <li> in a list, else a <div>, with the entry's `where` in
// `data-where`, so every problem the self-check finds in it says where it is.
//
// Problems go into window.galleryProblems (the error catcher's list), each ending with
// " (where)"; window.galleryHostChecked is the number of devices drawn and checked, and
// <body data-host-checked> says the same for a page read back as its DOM.
(() => {
  const problems = (window.galleryProblems = window.galleryProblems || []);
  window.galleryHostChecked = window.galleryHostChecked || 0;

  // ---- small helpers --------------------------------------------------------------------

  const px = (value) => (Math.round(value * 1000) / 1000) + "px";
  const number = (value, fallback = 0) => (typeof value === "number" && isFinite(value) ? value : fallback);
  const rect = (value) =>
    value && typeof value === "object"
      ? { x: number(value.x), y: number(value.y), width: number(value.width), height: number(value.height) }
      : null;
  const maxX = (r) => r.x + r.width;
  const maxY = (r) => r.y + r.height;
  const near = (a, b) => Math.abs(a - b) <= 1;
  const show = (value) => String(Math.round(value * 10) / 10);
  const showRect = (r) => "(" + show(r.x) + ", " + show(r.y) + ", " + show(r.width) + " x " + show(r.height) + ")";

  /// An element with classes and attributes; `null` attributes are left off.
  const make = (tag, className, attributes = {}) => {
    const element = document.createElement(tag);
    if (className) element.className = className;
    for (const [name, value] of Object.entries(attributes)) {
      if (value !== null && value !== undefined && value !== false) element.setAttribute(name, value === true ? "" : String(value));
    }
    return element;
  };
  /// An element holding text, read in the direction its own text has.
  const textElement = (tag, className, text, attributes = {}) => {
    const element = make(tag, className, Object.assign({ dir: "auto" }, attributes));
    element.textContent = text;
    return element;
  };
  const place = (element, r) => {
    element.style.left = px(r.x);
    element.style.top = px(r.y);
    element.style.width = px(r.width);
    element.style.height = px(r.height);
    return element;
  };
  /// A rectangle moved by the motion at this instant: scaled about its centre, then translated.
  const moved = (r, motion) => {
    const scale = number(motion.scale, 1);
    const cx = r.x + r.width / 2 + number(motion.offsetX);
    const cy = r.y + r.height / 2 + number(motion.offsetY);
    return { x: cx - (r.width * scale) / 2, y: cy - (r.height * scale) / 2, width: r.width * scale, height: r.height * scale };
  };
  /// A point moved by the motion, about the centre of `r`.
  const movedPoint = (point, r, motion) => {
    const scale = number(motion.scale, 1);
    const cx = r.x + r.width / 2;
    const cy = r.y + r.height / 2;
    return {
      x: cx + (point.x - cx) * scale + number(motion.offsetX),
      y: cy + (point.y - cy) * scale + number(motion.offsetY),
    };
  };
  /// Seconds as the text renderer writes them: tenths, rounded up, "4.2s".
  const seconds = (value) => (Math.ceil(Math.max(number(value), 0) * 10 - 1e-9) / 10).toFixed(1) + "s";
  const clamp01 = (value) => Math.min(Math.max(number(value), 0), 1);
  /// How long a piece of confetti flies, in seconds: half of gallery.css's confetti cycle.
  const CONFETTI_FLIGHT = 1.8;

  // ---- the content tree -----------------------------------------------------------------

  /// The project's own drawing of each symbol name a kind uses, as SVG path data on a 24-point
  /// grid, stroked in the text's colour (Apple's symbols are not shipped). A name is looked
  /// up whole, then without its variants (`.fill`, `.circle`, ...), then by its first word; a
  /// `.fill` variant is drawn filled as well. A name with no drawing is drawn as a ring, and
  /// the host reports it: a symbol's name is never drawn as text.
  const icons = {
    "xmark": "M6 6l12 12M18 6L6 18",
    "arrow.right": "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM7 12h9M12.5 8l4 4-4 4",
    "minus": "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM7.5 12h9",
    "circle.lefthalf": "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 3v18",
    "xmark.octagon": "M8 3h8l5 5v8l-5 5H8l-5-5V8zM9 9l6 6M15 9l-6 6",
    "checkmark": "M5 12.5l4.5 4.5L19 7",
    "checkmark.circle": "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM7.5 12.5l3 3L16.5 9",
    "circle": "M12 5a7 7 0 1 0 0 14a7 7 0 1 0 0-14z",
    "bell": "M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0",
    "box": "M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10",
    "car": "M5 15l2-6h10l2 6v3H5zM5 15h14M7 18v2M17 18v2M8 13h.5M15.5 13h.5",
    "message": "M4 5h16v11H9l-5 4z",
    "party.popper": "M4 20l5-12 7 7zM14 3v2M18 6l-2 2M21 10h-2M16 3l1 1",
    "plus.square.on.square": "M8 8h12v12H8zM4 16V4h12M14 11v6M11 14h6",
    "square.and.arrow.up": "M8 10H5v11h14V10h-3M12 3v12M8 7l4-4 4 4",
    "star": "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z",
    "star.bubble": "M4 4h16v12h-9l-5 4v-4H4zM12 6.5l1.1 2.3 2.5.4-1.8 1.7.4 2.5-2.2-1.2-2.2 1.2.4-2.5-1.8-1.7 2.5-.4z",
    "trophy": "M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 20h8",
    "timer": "M12 5a8 8 0 1 0 0 16a8 8 0 1 0 0-16zM12 13V9M10 2h4",
    "trash": "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6",
    "camera": "M3 8h4l2-3h6l2 3h4v11H3zM12 9a4 4 0 1 0 0 8a4 4 0 1 0 0-8z",
    "location": "M3 11l18-8-8 18-2-8z",
    "photo": "M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M16 7.5a1.5 1.5 0 1 0 0 3a1.5 1.5 0 1 0 0-3z",
    "heart": "M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5a4 4 0 0 1 7 2.5c0 5.5-7 10-7 10z",
    "gift": "M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0",
    "sparkles": "M11 3l1.5 5.5L18 10l-5.5 1.5L11 17l-1.5-5.5L4 10l5.5-1.5zM19 15l.7 2.3L22 18l-2.3.7L19 21l-.7-2.3L16 18l2.3-.7z",
    "info": "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 11v6M12 7.5v.5",
    "exclamationmark.triangle": "M12 3l10 18H2zM12 10v5M12 18v.5",
    "sun.max": "M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  };
  const variants = new Set(["fill", "filled", "circle", "square", "slash", "badge", "one", "two"]);
  /// The drawing of a symbol name, or null when the project has none.
  const iconPath = (symbol) => {
    const name = String(symbol ?? "");
    if (icons[name]) return icons[name];
    const parts = name.split(".");
    while (parts.length > 1 && variants.has(parts[parts.length - 1])) parts.pop();
    return icons[parts.join(".")] ?? icons[parts[0]] ?? null;
  };
  /// The symbol names the host has no drawing for, reported once each.
  const undrawnSymbols = new Set();
  /// A symbol as an SVG icon, 1 em square in the text's colour, hidden from assistive
  /// technologies: the control or the text beside it says what it means. `data-symbol` keeps
  /// the name, and the icon's tooltip shows it.
  const symbolElement = (className, symbol, report) => {
    const element = make("span", className, { "aria-hidden": "true", title: symbol ?? "", "data-symbol": symbol ?? "" });
    const svgNS = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(svgNS, "svg");
    svg.setAttribute("viewBox", "0 0 24 24");
    svg.setAttribute("width", "1em");
    svg.setAttribute("height", "1em");
    svg.setAttribute("focusable", "false");
    svg.setAttribute("class", "symbol-icon");
    const path = document.createElementNS(svgNS, "path");
    const drawing = iconPath(symbol);
    if (drawing === null && report && !undrawnSymbols.has(String(symbol))) {
      undrawnSymbols.add(String(symbol));
      report("no drawing for the symbol '" + symbol + "': add one to host.js's icons");
    }
    path.setAttribute("d", drawing ?? "M12 5a7 7 0 1 0 0 14a7 7 0 1 0 0-14z");
    path.setAttribute("fill", /\.fill(\.|$)/.test(String(symbol ?? "")) ? "currentColor" : "none");
    path.setAttribute("fill-opacity", "0.3");
    path.setAttribute("stroke", "currentColor");
    path.setAttribute("stroke-width", "2");
    path.setAttribute("stroke-linecap", "round");
    path.setAttribute("stroke-linejoin", "round");
    svg.appendChild(path);
    element.appendChild(svg);
    return element;
  };

  /// The first text in a tree, depth first, that is in `role` (any role when none is given):
  /// what a scrolling region is named by, and by its title a modal.
  const firstText = (node, role = null) => {
    if (!node || typeof node !== "object") return null;
    if (node.type === "text" && (role === null || node.role === role)) return node.text;
    for (const child of Array.isArray(node.children) ? node.children : []) {
      const text = firstText(child, role);
      if (text !== null) return text;
    }
    return null;
  };

  /// Makes every region drawn in `popups` as tall as its rows in view, as they are laid out
  /// (a row may wrap), and scrolls it to the first of them, as a native list is scrolled to an
  /// offset. Everything is measured first and then written, so the page is laid out once for
  /// all of them, not once a region.
  const scrollRegions = (popups) => {
    const regions = popups.flatMap((popup) => Array.from(popup.querySelectorAll(".scroll")));
    const measured = regions.map((region) => {
      const rows = region.children;
      const first = Math.min(number(region.dataset.first), rows.length);
      const last = Math.min(first + number(region.dataset.visible), rows.length) - 1;
      return {
        region,
        height: last >= first ? rows[last].offsetTop + rows[last].offsetHeight - rows[first].offsetTop : null,
        top: rows[first] ? rows[first].offsetTop - region.firstElementChild.offsetTop : null,
      };
    });
    for (const { region, height } of measured) if (height !== null) region.style.maxHeight = px(height);
    for (const { region, top } of measured) region.scrollTop = top === null ? region.scrollHeight : top;
  };

  /// Marks each confetti field `in-view` while it is on screen: the style sheet throws the
  /// confetti of those alone.
  const confettiInView = typeof IntersectionObserver === "function"
    ? new IntersectionObserver((entries) => {
      for (const entry of entries) entry.target.classList.toggle("in-view", entry.isIntersecting);
    })
    : { observe: (field) => field.classList.add("in-view") };

  /// One piece of confetti where the frame has it, thrown on from there (gallery.css's
  /// `confetti` animation, off under Reduce Motion). The frame holds where each piece is,
  /// not where it goes: the throw is the host's own, the same for the same piece, in the
  /// model's terms (Confetti.swift, in the field's fractions): out from the middle at up to
  /// 0.6 a second, up at 1.6 to 2.6, falling at 3.2 a second squared, spinning at up to two
  /// turns a second.
  const confettiPiece = (particle) => {
    const x = clamp01(particle.x);
    const turn = ((number(particle.rotation) % 360) + 360) % 360;
    const color = ((number(particle.colorIndex) % 6) + 6) % 6;
    const outward = Math.min(Math.max((x - 0.5) * 4 + (turn % 37 / 37 - 0.5) * 0.4, -0.6), 0.6);
    const upward = 1.6 + turn / 360;
    const spin = (color % 2 === 0 ? 1 : -1) * (360 + turn);
    const piece = make("span", "particle color-" + color);
    piece.style.left = x * 94 + "%";
    piece.style.top = clamp01(particle.y) * 80 + "%";
    // The flight's distances for CONFETTI_FLIGHT seconds, in the field's size (cqw, cqh): the
    // throw (out and up, steady), the fall under gravity, and the spin.
    const t = CONFETTI_FLIGHT;
    piece.style.setProperty("--throw-x", outward * t * 94 + "cqw");
    piece.style.setProperty("--throw-y", -upward * t * 80 + "cqh");
    piece.style.setProperty("--fall", (3.2 * t * t / 2) * 80 + "cqh");
    piece.style.setProperty("--turn", turn + "deg");
    piece.style.setProperty("--spin", spin * t + "deg");
    return piece;
  };

  /// Builds a node as HTML, with `dir="auto"` on every text. `context.cards` is false when the frame's chrome is "none":
  /// card nodes are then drawn as plain stacks (the box taken away, the children kept), as
  /// RenderNode.unwrappingCards says a host does.
  ///
  /// Unknown node types: a node with `children` is drawn as its children (in a
  /// `div.unknown` carrying `data-type`); a leaf is not drawn and "unknown node type X" is
  /// recorded as a problem, as the frame spec says a host must.
  const build = (node, context) => {
    if (!node || typeof node !== "object") {
      context.report("a content node is not an object");
      return null;
    }
    const children = (element) => {
      for (const child of Array.isArray(node.children) ? node.children : []) {
        const built = build(child, context);
        if (built) element.appendChild(built);
      }
      return element;
    };
    switch (node.type) {
      case "card":
        if (!context.cards) return children(make("div", "vstack", { "data-unwrapped": "card" }));
        return children(make("div", "card style-" + (node.style || "standard"), { "data-style": node.style || "standard" }));
      case "vstack":
        return children(make("div", "vstack"));
      case "hstack":
        return children(make("div", "hstack"));
      case "tappable": {
        // One control over its content: a tap anywhere on it sends its action. The control is
        // an empty target stretched over the content, named by its label: the content stays
        // what it is (read, seen), and the control's name is not held to contain every text
        // drawn under it (a time, a countdown).
        const element = children(make("div", "tappable"));
        element.appendChild(
          make("div", "tap-target", {
            role: "button",
            tabindex: "0",
            "aria-label": node.accessibilityLabel ?? "",
            "data-action": node.action ?? "",
          }));
        return element;
      }
      case "modal":
        return children(
          make("div", "modal", { role: "dialog", "aria-modal": "true", "aria-label": firstText(node, "title") ?? "Popup" }));
      case "text":
        return textElement(node.role === "title" ? "h3" : "p", "text " + (node.role || "body"), node.text ?? "");
      case "icon":
        return symbolElement("icon", node.symbol, context.report);
      case "badge":
        return textElement("span", "badge", node.text ?? "");
      case "gradient": {
        const colors = (Array.isArray(node.colors) ? node.colors : []).map(String);
        for (const color of colors) {
          if (!CSS.supports("color", color)) context.report("gradient colour \"" + color + "\" is not a CSS colour");
        }
        const stops = colors.length === 0 ? ["transparent", "transparent"] : colors.length === 1 ? [colors[0], colors[0]] : colors;
        const element = make("div", "gradient", { "aria-hidden": "true" });
        element.style.backgroundImage = "linear-gradient(90deg, " + stops.join(", ") + ")";
        return element;
      }
      case "image":
        return textElement("div", "image", node.name ?? "", { role: "img", "aria-label": node.alt ?? "", "data-name": node.name ?? "" });
      case "button":
        if (node.role === "close") {
          // The popup's close control: an icon in the card's top trailing corner (placed by the
          // style sheet), named by its label; its title is the tooltip.
          const element = make("button", "button close-control", {
            type: "button",
            "aria-label": node.accessibilityLabel ?? node.title ?? "",
            title: node.title ?? "",
            "data-action": node.action ?? "",
            disabled: node.enabled === false,
          });
          element.appendChild(symbolElement("symbol", "xmark", context.report));
          return element;
        }
        return textElement("button", "button " + (node.role || "normal"), node.title ?? "", {
          type: "button",
          "aria-label": node.accessibilityLabel ?? node.title ?? "",
          "data-action": node.action ?? "",
          disabled: node.enabled === false,
        });
      case "iconButton": {
        // Drawn as its symbol; what it is called is its label, not the symbol's name.
        const element = make("button", "button icon-button", {
          type: "button",
          "aria-label": node.accessibilityLabel ?? "",
          "data-action": node.action ?? "",
        });
        element.appendChild(symbolElement("symbol", node.symbol, context.report));
        return element;
      }
      case "hosted": {
        // The app's own view goes here; a reference host marks its place at the size it asked.
        const element = textElement("div", "hosted", node.id ?? "", {
          role: "group",
          "aria-label": node.accessibilityLabel ?? "",
          "data-host-view": node.id ?? "",
        });
        if (number(node.width) > 0) element.style.width = px(number(node.width));
        if (number(node.height) > 0) element.style.minHeight = px(number(node.height));
        return element;
      }
      case "field": {
        const label = make("label", "field");
        label.appendChild(textElement("span", "field-label", node.label ?? ""));
        const input = make("input", null, {
          type: node.secure ? "password" : "text",
          value: node.text ?? "",
          placeholder: node.placeholder ?? "",
          "data-action": node.action ?? "",
          "aria-invalid": node.error ? "true" : null,
          dir: "auto",
        });
        label.appendChild(input);
        if (node.error) label.appendChild(textElement("span", "field-error", node.error, { role: "alert" }));
        return label;
      }
      case "toggle": {
        const label = make("label", "toggle");
        label.appendChild(
          make("input", null, { type: "checkbox", "data-action": node.action ?? "", checked: !!node.isOn, disabled: !!node.isLocked }));
        label.appendChild(textElement("span", null, (node.label ?? "") + (node.isLocked ? " (always on)" : "")));
        return label;
      }
      case "stars": {
        const element = make("div", "stars", { role: "group", "aria-label": node.accessibilityLabel ?? "" });
        const filled = number(node.filled);
        const count = number(node.count);
        const stars = Array.isArray(node.stars) ? node.stars : [];
        stars.forEach((star, index) => {
          const isFilled = index < filled;
          const button = make("button", "star" + (isFilled ? " filled" : ""), {
            type: "button",
            "aria-label": star.accessibilityLabel ?? "",
            "aria-pressed": String(isFilled),
            "data-action": star.action ?? "",
          });
          button.textContent = isFilled ? "★" : "☆";
          element.appendChild(button);
        });
        if (stars.length === 0) {
          const lit = Math.max(0, Math.min(filled, count));
          element.textContent = "★".repeat(lit) + "☆".repeat(Math.max(0, count - Math.max(0, filled)));
        }
        return element;
      }
      case "progress": {
        const fraction = node.fraction;
        return make("progress", "progress", {
          max: "1",
          value: typeof fraction === "number" ? String(clamp01(fraction)) : null,
          "aria-label": node.accessibilityLabel ?? "",
        });
      }
      case "countdown": {
        const element = make("div", "countdown " + (node.style || "bar"), { role: "timer", "aria-label": node.accessibilityLabel ?? "" });
        element.appendChild(make("progress", null, { max: "1", value: String(clamp01(node.fraction)), "aria-hidden": "true" }));
        element.appendChild(textElement("span", null, seconds(node.remainingSeconds)));
        return element;
      }
      case "divider":
        return make("hr", "divider");
      case "scroll": {
        // Every row in a region that really scrolls, as tall as the rows that fit, scrolled to
        // the first row in view once drawn (see `scrollRegions`). Keyboard users scroll it too.
        const element = children(make("div", "scroll", { tabindex: "0", role: "group", "aria-label": firstText(node) ?? "" }));
        const visible = Math.max(0, number(node.visible));
        const rows = Array.isArray(node.children) ? node.children.length : 0;
        const inView = Math.min(visible, rows);
        element.style.maxHeight = "calc(" + inView + " * 22px * var(--text-scale, 1) + " + Math.max(inView - 1, 0) * 8 + "px)";
        element.dataset.first = String(Math.max(0, number(node.first)));
        element.dataset.visible = String(inView);
        return element;
      }
      case "grabber":
        return make("div", "grabber", { "aria-hidden": "true" });
      case "more": {
        // Banners waiting behind the stack: the stack's edge peeking out, and the count.
        const element = make("div", "more");
        element.appendChild(make("div", "more-edge", { "aria-hidden": "true" }));
        element.appendChild(textElement("p", "text caption", node.accessibilityLabel ?? ""));
        return element;
      }
      case "particles": {
        const rows = Math.max(number(node.rows, 1), 1);
        const element = make("div", "particles", { "aria-hidden": "true" });
        element.style.height = "calc(" + rows + " * 20px * var(--text-scale, 1))";
        for (const particle of Array.isArray(node.particles) ? node.particles : []) element.appendChild(confettiPiece(particle));
        confettiInView.observe(element);
        return element;
      }
      case "arrow": {
        const direction = node.direction === "down" ? "down" : "up";
        return textElement("p", "arrow " + direction, (direction === "up" ? "↑" : "↓") + (node.label ? " " + node.label : ""));
      }
      default:
        if (Array.isArray(node.children) && node.children.length > 0) {
          return children(make("div", "unknown", { "data-type": String(node.type) }));
        }
        context.report("unknown node type " + String(node.type));
        return null;
    }
  };

  // ---- one device -----------------------------------------------------------------------

  /// A rounded-rectangle hole (even-odd) in a `width` x `height` path: the spotlight.
  const holePath = (width, height, hole) => {
    const r = Math.max(0, Math.min(12, hole.width / 2, hole.height / 2));
    const { x, y } = hole;
    const w = hole.width;
    const h = hole.height;
    return (
      "path(evenodd, \"M0 0H" + width + "V" + height + "H0Z" +
      "M" + (x + r) + " " + y + "H" + (x + w - r) + "A" + r + " " + r + " 0 0 1 " + (x + w) + " " + (y + r) +
      "V" + (y + h - r) + "A" + r + " " + r + " 0 0 1 " + (x + w - r) + " " + (y + h) +
      "H" + (x + r) + "A" + r + " " + r + " 0 0 1 " + x + " " + (y + h - r) +
      "V" + (y + r) + "A" + r + " " + r + " 0 0 1 " + (x + r) + " " + y + "Z\")"
    );
  };

  /// The card that is the popup's chrome: the content's first card reached through modals
  /// only (a stack of cards, such as banners, is drawn as it is).
  const chromeCard = (element) => {
    for (let node = element; node; node = node.firstElementChild) {
      if (node.classList.contains("card")) return node;
      if (!node.classList.contains("modal") || node.children.length !== 1) return null;
    }
    return null;
  };

  const OPPOSITE = { up: "bottom", down: "top", left: "trailing", right: "leading" };
  const ARROW_HALF_BASE = 10;

  /// Whether a device drawn into `container` is laid out right to left: it is inside a
  /// `dir="rtl"` element (the prototype's stage with "Right to left" on, or a page or section).
  /// Read off the nearest `dir` attribute rather than the computed style: asking for a style
  /// while devices are being added would lay the page out again for every device.
  const isRightToLeft = (container) => container.closest("[dir=\"rtl\"], [dir=\"ltr\"]")?.dir === "rtl";

  /// What a mirror swaps: an arrow's direction, a placement's side.
  const SWAPPED = { left: "right", right: "left", leading: "trailing", trailing: "leading" };

  /// The frame as a right-to-left screen shows it. A frame's positions are left to right (the
  /// origin at the top left), so every horizontal one is mirrored, x' = width - x - w (a
  /// point's x' = width - x), and leading and trailing change sides: an arrow pointing left
  /// points right, a sheet or a popover on the leading side is on the right, the safe area's
  /// leading and trailing insets swap, and a sideways motion turns round. The device is drawn
  /// and checked from this frame, left to right, so it shows the mirrored screen.
  const mirrored = (frame) => {
    const width = number(frame.screen.width);
    const mirror = (value) => {
      const r = rect(value);
      return r ? Object.assign({}, value, { x: width - maxX(r) }) : value;
    };
    const placement = frame.placement;
    const arrow = placement.arrow;
    const safe = frame.screen.safeArea;
    return Object.assign({}, frame, {
      screen: Object.assign({}, frame.screen, {
        safeArea: safe && Object.assign({}, safe, { leading: safe.trailing, trailing: safe.leading }),
      }),
      placement: Object.assign({}, placement, {
        edge: SWAPPED[placement.edge] ?? placement.edge,
        frame: mirror(placement.frame),
        enterFrame: mirror(placement.enterFrame),
        exitFrame: mirror(placement.exitFrame),
        available: mirror(placement.available),
        anchor: mirror(placement.anchor),
        spotlight: mirror(placement.spotlight),
        arrow: arrow && Object.assign({}, arrow, { x: width - number(arrow.x), pointing: SWAPPED[arrow.pointing] ?? arrow.pointing }),
      }),
      motion: Object.assign({}, frame.motion, { offsetX: -number(frame.motion.offsetX) }),
    });
  };

  /// Builds one entry's device into `container`, unfinished: the page's styles are not read
  /// (see `finishDevices`).
  const buildDevice = (entry, container, report) => {
    const given = entry.frame;
    if (!given || typeof given !== "object") throw new Error("the entry has no frame");
    if (given.schemaVersion !== 1) report("the frame's schemaVersion is " + given.schemaVersion + ", not 1");
    for (const key of ["screen", "placement", "scrim", "motion", "timers", "content"]) {
      if (!given[key] || typeof given[key] !== "object") throw new Error("the frame has no " + key);
    }
    const rightToLeft = isRightToLeft(container);
    const frame = rightToLeft ? mirrored(given) : given;
    const screen = frame.screen;
    const placement = frame.placement;
    const motion = frame.motion;
    const width = number(screen.width);
    const height = number(screen.height);
    // How large the device is drawn: `scale`, above 0 and at most 1 (a tablet beside the
    // prototype's controls), or as large as life.
    const drawnAt = Math.min(Math.max(number(entry.scale, 1), 0.1), 1);
    const safe = screen.safeArea || {};
    const popupFrame = rect(placement.frame);
    if (!popupFrame) throw new Error("the placement has no frame");

    const listItem = /^(UL|OL)$/.test(container.tagName);
    const entryElement = make(listItem ? "li" : "div", "device-entry", { "data-where": entry.where });
    entryElement.appendChild(
      textElement("p", "device-caption", entry.where + " · " + (given.kind ?? "?") + " · " + (given.placement.mode ?? "?") +
        (given.placement.edge ? " " + given.placement.edge : given.placement.position ? " " + given.placement.position : "") +
        " · " + (motion.phase ?? "?") + (rightToLeft ? " · right to left" : "") +
        (drawnAt !== 1 ? " · drawn at " + Math.round(drawnAt * 100) + " %" : "")));
    // A filmstrip's entry also says which step led here, when, and what the step did.
    if (typeof entry.step === "string") {
      const step = make("p", "device-step");
      step.appendChild(textElement("code", "", entry.step));
      if (typeof entry.time === "string") step.appendChild(textElement("span", "time", " " + entry.time));
      entryElement.appendChild(step);
    }
    if (Array.isArray(entry.effects) && entry.effects.length > 0) {
      const list = make("ul", "effects");
      for (const effect of entry.effects) list.appendChild(textElement("li", "", String(effect)));
      entryElement.appendChild(list);
    }
    if (typeof entry.error === "string") entryElement.appendChild(textElement("p", "script-error", entry.error));
    // Its motion still when the frame says Reduce Motion is on (so is the reader's, by the style sheet).
    const device = make("div", "device width-" + (screen.widthClass || "compact") + (rightToLeft ? " right-to-left" : "") +
      (motion.reducedMotion ? " reduces-motion" : ""), {
      "data-kind": frame.kind,
      "data-display": frame.display,
      "data-mode": placement.mode,
    });
    device.style.width = px(width);
    device.style.height = px(height);
    // Drawn smaller when the entry asks, the space it takes shrunk with it; its own points
    // stay points, and the checks measure in them.
    if (drawnAt !== 1) {
      device.style.transform = "scale(" + drawnAt + ")";
      device.style.transformOrigin = "0 0";
      // The style sheet's 8 px margin, less what the shrinking leaves empty.
      device.style.marginRight = px(8 + (drawnAt - 1) * width);
      device.style.marginBottom = px(8 + (drawnAt - 1) * height);
    }
    device.style.setProperty("--text-scale", String(number(frame.textScale, number(screen.textScale, 1))));
    entryElement.appendChild(device);

    // What is behind: a stand-in app, the safe areas shaded.
    device.appendChild(make("div", "wallpaper", { "aria-hidden": "true" }));
    const band = (name, r) => {
      if (r.width > 0 && r.height > 0) device.appendChild(place(make("div", "safe-area " + name, { "aria-hidden": "true" }), r));
    };
    band("top", { x: 0, y: 0, width, height: number(safe.top) });
    band("bottom", { x: 0, y: height - number(safe.bottom), width, height: number(safe.bottom) });
    band("left", { x: 0, y: 0, width: number(safe.leading), height });
    band("right", { x: width - number(safe.trailing), y: 0, width: number(safe.trailing), height });

    const anchor = rect(placement.anchor);
    const spotlight = rect(placement.spotlight);
    // The anchor view: outlined under the scrim's hole, or above a scrim that has none.
    if (anchor) device.appendChild(place(make("div", "anchor", { "aria-hidden": "true" }), anchor));

    // Waiting (the kind draws nothing yet) and gone: no scrim, no card, only the app.
    if (motion.phase === "waiting" || motion.phase === "gone") {
      device.appendChild(textElement("p", "nothing-drawn host-mark", motion.phase === "waiting" ? "Nothing drawn yet" : "Gone"));
      container.appendChild(entryElement);
      return { frame, device, popup: null, chrome: null, arrowElement: null };
    }

    // The scrim, with the spotlight cut out of it.
    const scrim = frame.scrim;
    if (scrim.style === "dim" || scrim.style === "blur") {
      const layer = make("div", "scrim " + scrim.style, { "aria-hidden": "true" });
      if (scrim.style === "dim") {
        layer.style.backgroundColor = "rgba(0, 0, 0, " + clamp01(scrim.amount) + ")";
      } else {
        layer.style.backdropFilter = "blur(" + Math.max(number(scrim.amount), 0) + "px)";
      }
      if (spotlight) layer.style.clipPath = holePath(width, height, spotlight);
      device.appendChild(layer);
    } else if (scrim.style === "custom") {
      // The app's own view behind the popup: a reference host marks it by its id.
      const layer = make("div", "scrim custom", { "aria-hidden": "true", "data-host-view": scrim.view ?? "" });
      if (spotlight) layer.style.clipPath = holePath(width, height, spotlight);
      device.appendChild(layer);
    } else if (scrim.style !== "clear") {
      report("unknown scrim style " + scrim.style);
    }
    if (spotlight) device.appendChild(place(make("div", "spotlight", { "aria-hidden": "true" }), spotlight));

    // The keyboard, above the app and its scrim (it is a window of its own).
    const keyboard = number(screen.keyboardHeight);
    if (keyboard > 0) device.appendChild(place(make("div", "keyboard", { "aria-hidden": "true" }), { x: 0, y: height - keyboard, width, height: keyboard }));

    // The popup.
    const cards = frame.chrome !== "none";
    const popup = make("div", "popup chrome-" + (cards ? "card" : "none") + " mode-" + (placement.mode || "position") +
      (placement.edge ? " edge-" + placement.edge : "") + (placement.shrunk ? " shrunk" : ""));
    place(popup, popupFrame);
    const offsetX = number(motion.offsetX);
    const offsetY = number(motion.offsetY);
    const scale = number(motion.scale, 1);
    if (offsetX !== 0 || offsetY !== 0 || scale !== 1) popup.style.transform = "translate(" + px(offsetX) + ", " + px(offsetY) + ") scale(" + scale + ")";
    popup.style.opacity = String(clamp01(number(motion.opacity, 1)));
    if (number(motion.blur) > 0) popup.style.filter = "blur(" + number(motion.blur) + "px)";
    const content = build(frame.content, { cards, report });
    if (content) popup.appendChild(content);
    let chrome = null;
    if (cards && content) {
      chrome = chromeCard(content);
      if (chrome) {
        chrome.classList.add("chrome");
        for (let node = content; node && node !== chrome; node = node.firstElementChild) node.classList.add("fill");
        if (frame.tint) chrome.style.setProperty("--tint", frame.tint);
      }
    }
    if (content && !chrome) content.classList.add("fill");
    // Content with no card at all stands on the scrim (a coachmark's hint while its target
    // is off screen): the style sheet draws it in the scrim's colours.
    if (content && !popup.querySelector(".card")) popup.classList.add("bare");
    // The focused control, ringed as the keyboard or remote focus would be.
    if (frame.focus) {
      for (const element of popup.querySelectorAll("[aria-label], button, input")) {
        const label = element.getAttribute("aria-label") || (element.labels && element.labels[0] && element.labels[0].textContent) || "";
        if (label.trim() === frame.focus) {
          element.classList.add("focused");
          break;
        }
      }
    }
    // The auto-dismiss countdown along the popup's bottom edge.
    const autoDismiss = frame.timers.autoDismiss;
    if (autoDismiss) {
      const bar = make("div", "countdown-bar host-mark" + (autoDismiss.paused ? " paused" : ""), { "aria-hidden": "true" });
      const fill = make("div", "countdown-bar-fill");
      fill.style.width = clamp01(autoDismiss.fraction) * 100 + "%";
      bar.appendChild(fill);
      popup.appendChild(bar);
    }
    device.appendChild(popup);

    // Marks outside the popup, drawn where the popup is at this instant.
    const drawn = moved(popupFrame, motion);
    if (frame.timers.held) {
      // At the popup's top trailing corner: its top left when right to left.
      const held = textElement("span", "held-mark host-mark" + (rightToLeft ? " on-left" : ""), "held", { title: "the popup is held: its timers are paused" });
      held.style.left = px(rightToLeft ? drawn.x + 8 : maxX(drawn) - 8);
      held.style.top = px(drawn.y);
      device.appendChild(held);
    }

    // The popover's arrow: its root on the popup's edge at `placement.arrow` (the frame's
    // "tip", the point where the arrow meets the popup), its point reaching across the gap
    // to the near edge of the spotlight, or of the anchor when there is no spotlight.
    let arrowElement = null;
    const arrow = placement.arrow;
    if (arrow) {
      // A coachmark's callout is placed on its spotlight (the anchor grown by a padding), so
      // its arrow reaches the spotlight's edge; a popover's reaches its anchor's.
      const target = spotlight || anchor;
      const pointing = arrow.pointing;
      const root = movedPoint({ x: number(arrow.x), y: number(arrow.y) }, popupFrame, motion);
      const reachTo = target
        ? { up: maxY(target), down: target.y, left: maxX(target), right: target.x }[pointing]
        : undefined;
      const along = { up: root.y, down: root.y, left: root.x, right: root.x }[pointing];
      if (along === undefined) {
        report("the arrow points " + pointing + ", not up, down, left or right");
      } else {
        const sign = pointing === "up" || pointing === "left" ? -1 : 1;
        const length = Math.max(4, reachTo === undefined ? 10 : (reachTo - along) * sign);
        const half = ARROW_HALF_BASE * scale;
        arrowElement = make("div", "popover-arrow pointing-" + pointing + " host-mark", { "aria-hidden": "true" });
        const box =
          pointing === "up" ? { x: root.x - half, y: root.y - length, width: 2 * half, height: length }
          : pointing === "down" ? { x: root.x - half, y: root.y, width: 2 * half, height: length }
          : pointing === "left" ? { x: root.x - length, y: root.y - half, width: length, height: 2 * half }
          : { x: root.x, y: root.y - half, width: length, height: 2 * half };
        place(arrowElement, box);
        // A triangle in the card's colours, its two slanted sides edged, its base open where
        // it joins the card.
        const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
        svg.setAttribute("viewBox", "0 0 100 100");
        svg.setAttribute("preserveAspectRatio", "none");
        const shape = document.createElementNS("http://www.w3.org/2000/svg", "polyline");
        shape.setAttribute("points", {
          up: "0,100 50,0 100,100", down: "0,0 50,100 100,0", left: "100,0 0,50 100,100", right: "0,0 100,50 0,100",
        }[pointing]);
        shape.setAttribute("vector-effect", "non-scaling-stroke");
        svg.appendChild(shape);
        arrowElement.appendChild(svg);
        device.appendChild(arrowElement);
      }
    }
    container.appendChild(entryElement);
    return { frame, device, popup, chrome, arrowElement };
  };

  /// What a drawn device takes from the page's style sheet once it is in place: its scrolled
  /// regions' heights, the arrow's and the countdown bar's colours. For many devices at once,
  /// every style read first and every write after, so the page is styled and laid out once.
  const finishDevices = (drawns) => {
    scrollRegions(drawns.map((drawn) => drawn.popup).filter(Boolean));
    const styled = drawns.filter((drawn) => drawn.popup).map((drawn) => {
      const style = getComputedStyle(drawn.chrome || drawn.popup);
      return {
        drawn,
        background: style.backgroundColor,
        edge: style.borderTopColor,
        backdrop: style.backdropFilter,
        color: style.color,
      };
    });
    for (const { drawn, background, edge, backdrop, color } of styled) {
      const { popup, chrome, arrowElement } = drawn;
      // The arrow takes the colours of the card it hangs from.
      if (arrowElement) {
        arrowElement.style.setProperty("--arrow-fill", background && !/rgba\(.*, 0\)$/.test(background) && background !== "transparent" ? background : "#ffffff");
        arrowElement.style.setProperty("--arrow-edge", chrome ? edge : "rgba(0, 0, 0, 0.25)");
        // A translucent card's arrow blurs the app behind it as the card does.
        arrowElement.style.setProperty("--arrow-backdrop", backdrop || "none");
        arrowElement.style.opacity = popup.style.opacity;
      }
      // The countdown bar in the card's text colour, so it shows on every style.
      const bar = popup.querySelector(":scope > .countdown-bar");
      if (bar) bar.style.color = color;
    }
    return drawns;
  };

  /// Draws one entry into `container`, finished (see `finishDevices`), and returns what the
  /// checks need: the elements, and the frame as drawn (mirrored in a right-to-left layout).
  const drawDevice = (entry, container, report) => finishDevices([buildDevice(entry, container, report)])[0];

  // ---- the checks -----------------------------------------------------------------------

  const describe = (element) => {
    const text = (element.getAttribute("aria-label") || element.textContent || "").trim().slice(0, 40);
    return element.tagName.toLowerCase() + (element.className && typeof element.className === "string" ? "." + element.className.trim().split(/\s+/).join(".") : "") + (text ? " \"" + text + "\"" : "");
  };

  /// How close a card's drawn content must come to the height its frame counted.
  const HUG = 12;
  /// The height a card's content takes as drawn: from the top of its first drawn child to
  /// the bottom of its last, with the card's padding and border (host marks, a close control
  /// in the corner and rows scrolled out of view left out), in the points of a device drawn
  /// at `drawnAt` (its `scale`).
  const contentHeight = (card, drawnAt) => {
    let top = Infinity;
    let bottom = -Infinity;
    for (const element of card.querySelectorAll("*")) {
      if (element.closest(".host-mark") || element.closest(".close-control")) continue;
      if (element.parentElement?.closest(".scroll")) continue;
      const r = element.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      top = Math.min(top, r.top);
      bottom = Math.max(bottom, r.bottom);
    }
    const style = getComputedStyle(card);
    const edges = ["paddingTop", "paddingBottom", "borderTopWidth", "borderBottomWidth"]
      .reduce((sum, name) => sum + (parseFloat(style[name]) || 0), 0);
    return (bottom > top ? bottom - top : 0) / drawnAt + edges;
  };

  /// Checks a drawn device against the frame it was drawn from (`drawn.frame`: the entry's,
  /// mirrored in a right-to-left layout).
  const check = (entry, drawn, reportProblem) => {
    const frame = drawn.frame ?? entry.frame;
    // Said in the mirrored frame's terms (its left is the given frame's right), and so marked.
    const report = frame === entry.frame ? reportProblem : (message) => reportProblem(message + ", in the frame mirrored right to left");
    const placement = frame.placement;
    const motion = frame.motion;
    const { device, popup, chrome, arrowElement } = drawn;
    // A frame that draws nothing (waiting, gone) has no popup to check.
    if (!popup) return;
    const origin = device.getBoundingClientRect();
    // Measured in the device's own points: a device drawn smaller (`scale`) is shrunk as a whole.
    const drawnAt = device.offsetWidth > 0 ? origin.width / device.offsetWidth : 1;
    const relative = (r) => ({
      x: (r.left - origin.left) / drawnAt - device.clientLeft, y: (r.top - origin.top) / drawnAt - device.clientTop,
      width: r.width / drawnAt, height: r.height / drawnAt,
    });
    const popupFrame = rect(placement.frame);

    // 1. The popup's box, after the motion, is the frame's, within 1 px.
    const expected = moved(popupFrame, motion);
    const actual = relative(popup.getBoundingClientRect());
    if (!near(actual.x, expected.x) || !near(actual.y, expected.y) || !near(actual.width, expected.width) || !near(actual.height, expected.height)) {
      report("the popup is drawn at " + showRect(actual) + ", not at its frame " + showRect(expected));
    }

    // 2. The content fits the popup: nothing scrolls or sticks out. A popup that was made
    // smaller than its content (`shrunk`) scrolls down, so only its width is checked.
    const vertical = !placement.shrunk;
    // The card first (its box is inside its border), then the popup: one report an axis.
    const boxes = [chrome, popup].filter(Boolean);
    const wide = boxes.find((element) => element.scrollWidth > element.clientWidth + 1);
    if (wide) report("the content is " + wide.scrollWidth + " px wide in a popup " + wide.clientWidth + " px wide");
    const tall = vertical && boxes.find((element) => element.scrollHeight > element.clientHeight + 1);
    if (tall) report("the content is " + tall.scrollHeight + " px tall in a popup " + tall.clientHeight + " px tall");
    const box = popup.getBoundingClientRect();
    for (const element of popup.querySelectorAll("*")) {
      if (element.closest("[aria-hidden=true]") || element.closest(".host-mark")) continue;
      // Rows scrolled out of their region's view are clipped by it: the region itself is checked.
      if (element.parentElement?.closest(".scroll")) continue;
      const r = element.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const outside = r.left < box.left - 1 || r.right > box.right + 1 || (vertical && (r.top < box.top - 1 || r.bottom > box.bottom + 1));
      if (outside) {
        report(describe(element) + " sticks out of the popup");
        break;
      }
    }

    // 3. The arrow: its point on the popup's edge facing the anchor, the anchor that way and
    // under it, and the drawn arrow rooted there (within 1 px) and reaching the anchor.
    const arrow = placement.arrow;
    if (arrow) {
      const point = { x: number(arrow.x), y: number(arrow.y) };
      const pointing = arrow.pointing;
      const f = popupFrame;
      const onEdge = {
        up: near(point.y, f.y) && point.x >= f.x - 1 && point.x <= maxX(f) + 1,
        down: near(point.y, maxY(f)) && point.x >= f.x - 1 && point.x <= maxX(f) + 1,
        left: near(point.x, f.x) && point.y >= f.y - 1 && point.y <= maxY(f) + 1,
        right: near(point.x, maxX(f)) && point.y >= f.y - 1 && point.y <= maxY(f) + 1,
      }[pointing];
      const edgeName = { up: "top", down: "bottom", left: "leading", right: "trailing" }[pointing];
      if (!onEdge) report("the arrow's point (" + show(point.x) + ", " + show(point.y) + ") is not on the popup's " + edgeName + " edge " + showRect(f));
      if (placement.edge && OPPOSITE[pointing] !== placement.edge) {
        report("the arrow points " + pointing + " but the popup is on the " + placement.edge + " side of its anchor");
      }
      const target = rect(placement.spotlight) || rect(placement.anchor);
      let nearEdgeBeyond = false;
      if (!target) {
        report("the popup has an arrow but no anchor to point at");
      } else {
        const screenRect = { x: 0, y: 0, width: number(frame.screen.width), height: number(frame.screen.height) };
        const visible = {
          x: Math.max(target.x, 0), y: Math.max(target.y, 0),
          width: Math.min(maxX(target), screenRect.width) - Math.max(target.x, 0),
          height: Math.min(maxY(target), screenRect.height) - Math.max(target.y, 0),
        };
        const centre = { x: target.x + target.width / 2, y: target.y + target.height / 2 };
        const towards = { up: centre.y < point.y, down: centre.y > point.y, left: centre.x < point.x, right: centre.x > point.x }[pointing];
        nearEdgeBeyond = {
          up: maxY(target) <= point.y + 1, down: target.y >= point.y - 1, left: maxX(target) <= point.x + 1, right: target.x >= point.x - 1,
        }[pointing];
        if (!towards || !nearEdgeBeyond) report("the arrow points " + pointing + " away from its anchor " + showRect(target));
        const over = pointing === "up" || pointing === "down"
          ? point.x >= visible.x - 1 && point.x <= maxX(visible) + 1
          : point.y >= visible.y - 1 && point.y <= maxY(visible) + 1;
        if (!over) report("the arrow at (" + show(point.x) + ", " + show(point.y) + ") is not over its anchor's visible part " + showRect(visible));
      }
      if (!arrowElement) {
        report("the arrow is not drawn");
      } else {
        const a = relative(arrowElement.getBoundingClientRect());
        const root = {
          up: { x: a.x + a.width / 2, y: maxY(a) }, down: { x: a.x + a.width / 2, y: a.y },
          left: { x: maxX(a), y: a.y + a.height / 2 }, right: { x: a.x, y: a.y + a.height / 2 },
        }[pointing];
        const tip = {
          up: { x: a.x + a.width / 2, y: a.y }, down: { x: a.x + a.width / 2, y: maxY(a) },
          left: { x: a.x, y: a.y + a.height / 2 }, right: { x: maxX(a), y: a.y + a.height / 2 },
        }[pointing];
        const wanted = movedPoint(point, popupFrame, motion);
        if (!near(root.x, wanted.x) || !near(root.y, wanted.y)) {
          report("the arrow is drawn from (" + show(root.x) + ", " + show(root.y) + "), not from its point (" + show(wanted.x) + ", " + show(wanted.y) + ")");
        }
        if (target && nearEdgeBeyond) {
          const reach = { up: maxY(target), down: target.y, left: maxX(target), right: target.x }[pointing];
          // The anchor stays where it is while the popup moves: the arrow reaches it.
          const reached = pointing === "up" || pointing === "down" ? near(tip.y, reach) : near(tip.x, reach);
          if (!reached) report("the drawn arrow ends at (" + show(tip.x) + ", " + show(tip.y) + "), short of its anchor " + showRect(target));
        }
      }
    }

    // 5. The card hugs its content: what is drawn in it, with its padding and border, is as
    // tall as the size the frame was placed by (its content estimate), within HUG points. A
    // sheet at a detent or one that reaches under the home indicator is taller than that on
    // purpose, so the drawing is held to the size, not to the frame. A popup made smaller
    // than its content (shrunk) scrolls, and one in motion is checked at rest elsewhere.
    const size = frame.contentSize;
    if (chrome && vertical && size && number(size.height) > 0 && number(motion.scale, 1) === 1) {
      const drawnHeight = contentHeight(chrome, drawnAt);
      if (Math.abs(drawnHeight - number(size.height)) > HUG) {
        report("the card's content is drawn " + show(drawnHeight) + " pt tall, not within " + HUG +
          " pt of the " + show(number(size.height)) + " pt its frame counted: calibrate RenderNode+Estimate.swift or the style sheet");
      }
    }

    // 4. A sheet touches the edge it is attached to: the screen's, or the available area's
    // (a bottom sheet stands on the keyboard).
    if (placement.mode === "sheet" && placement.edge) {
      const f = popupFrame;
      const area = rect(placement.available) || { x: 0, y: 0, width: 0, height: 0 };
      const w = number(frame.screen.width);
      const h = number(frame.screen.height);
      const touches = {
        top: near(f.y, 0) || near(f.y, area.y),
        bottom: near(maxY(f), h) || near(maxY(f), maxY(area)),
        leading: near(f.x, 0) || near(f.x, area.x),
        trailing: near(maxX(f), w) || near(maxX(f), maxX(area)),
      }[placement.edge];
      if (touches === false) report("the sheet on the " + placement.edge + " edge does not touch it: its frame is " + showRect(f));
    }
  };

  // ---- the page -------------------------------------------------------------------------

  /// Every device drawn from the page's frames and not yet checked, with its report.
  const unchecked = [];
  /// The lists of frames not drawn yet, in the page's order: `{ script, container }`.
  const waiting = [];
  /// Lists whose container is in view: drawn before the others.
  const inView = new Set();
  const nearView = typeof IntersectionObserver === "function"
    ? new IntersectionObserver((entries) => {
      for (const entry of entries) if (entry.isIntersecting) inView.add(entry.target);
    }, { rootMargin: "50% 0px" })
    : null;

  /// Takes every `script.frames` not yet taken, with the container it draws into.
  const collect = () => {
    for (const script of document.querySelectorAll("script.frames[type=\"application/json\"]")) {
      if (script.dataset.drawn) continue;
      script.dataset.drawn = "true";
      const target = script.dataset.target;
      const container = target ? document.getElementById(target) : null;
      if (!container) {
        problems.push("frames for #" + target + " have no container with that id");
        continue;
      }
      waiting.push({ script, container });
      if (nearView) nearView.observe(container);
    }
  };

  /// The page's sections that are laid out only while in view (gallery.css gives them
  /// `content-visibility: auto`): measuring inside one that is not would measure nothing.
  const SKIPPED_OUT_OF_VIEW = ".styles, .variants, .sample";

  /// Does `work` with the sections holding `elements` laid out, in view or not, and then
  /// lets them skip their layout again.
  const whileLaidOut = (elements, work) => {
    const sections = new Set(elements.map((element) => element.closest(SKIPPED_OUT_OF_VIEW)).filter(Boolean));
    for (const section of sections) section.style.contentVisibility = "visible";
    try {
      return work();
    } finally {
      for (const section of sections) section.style.removeProperty("content-visibility");
    }
  };

  /// Draws lists of frames: every device built first, then all finished at once (see
  /// `finishDevices`), so the page is styled and laid out once for all of them.
  const draw = (lists) => whileLaidOut(lists.map(({ container }) => container), () => {
    const built = [];
    for (const { script, container } of lists) {
      if (nearView) nearView.unobserve(container);
      const target = script.dataset.target;
      let entries;
      try {
        entries = JSON.parse(script.textContent);
      } catch (error) {
        problems.push("frames for #" + target + " are not JSON: " + error.message);
        continue;
      }
      if (!Array.isArray(entries)) {
        problems.push("frames for #" + target + " are not an array");
        continue;
      }
      entries.forEach((entry, index) => {
        const where = entry && typeof entry.where === "string" ? entry.where : target + " #" + (index + 1);
        const report = (message) => problems.push(message + " (" + where + ")");
        const placed = Object.assign({}, entry, { where });
        try {
          built.push({ entry: placed, drawn: buildDevice(placed, container, report), report });
        } catch (error) {
          report("host error: " + (error && error.message ? error.message : String(error)));
        }
      });
      // A drawn picture, not a prototype: its controls do nothing, so they are no tab stops
      // (assistive technologies still read them as the popup's controls).
      for (const control of container.querySelectorAll("button, input, select, [tabindex]")) {
        control.setAttribute("tabindex", "-1");
      }
      // Its scrolling regions show the rows in view and do not scroll.
      for (const region of container.querySelectorAll(".scroll")) {
        region.removeAttribute("tabindex");
        region.classList.add("still");
      }
    }
    finishDevices(built.map(({ drawn }) => drawn));
    unchecked.push(...built);
  });

  /// The address's fragment as an id, or as it stands when it is not valid percent-encoding.
  const decodedFragment = () => {
    try {
      return decodeURIComponent(location.hash.slice(1));
    } catch {
      return location.hash.slice(1);
    }
  };

  /// While the page is parsed: draws the lists a reader sees at once (in the first screenful,
  /// or in the section the address names) and leaves the rest for after the load (see
  /// `drawRest`), so the page shows and answers without waiting for what is below.
  const run = () => {
    collect();
    const named = location.hash.length > 1 ? document.getElementById(decodedFragment()) : null;
    const bottom = window.innerHeight;
    const now = waiting.filter(({ container }) =>
      (named && named.contains(container)) || container.getBoundingClientRect().top < bottom);
    if (now.length === 0) return;
    waiting.splice(0, waiting.length, ...waiting.filter((list) => !now.includes(list)));
    draw(now);
  };

  /// After the load: draws the lists left, those in view first, a few at a time so the page
  /// answers in between (scroll anchoring keeps what the reader looks at in place while lists
  /// above it grow), then checks everything (`checkAll`).
  const drawRest = () => {
    const started = performance.now();
    while (waiting.length > 0 && performance.now() - started < 40) {
      const index = Math.max(0, waiting.findIndex(({ container }) => inView.has(container)));
      draw(waiting.splice(index, 1));
    }
    if (waiting.length > 0) {
      setTimeout(drawRest, 0);
    } else {
      // When the last device was drawn, for a measure of the page's drawing.
      performance.mark("gallery-devices-drawn");
      checkAll();
    }
  };

  /// Checks every drawn device against its frame, once every one is drawn (so none moves
  /// after its check), then says so: `data-host-checked` on the body, and the
  /// `gallery-host-checked` event the self-check (self-check.js) waits for and runs in, while
  /// every section is laid out too.
  const checkAll = () => whileLaidOut(Array.from(document.querySelectorAll(SKIPPED_OUT_OF_VIEW)), () => {
    for (const { entry, drawn, report } of unchecked.splice(0)) {
      try {
        check(entry, drawn, report);
        window.galleryHostChecked += 1;
      } catch (error) {
        report("host error while checking: " + (error && error.message ? error.message : String(error)));
      }
    }
    if (document.body) document.body.dataset.hostChecked = String(window.galleryHostChecked);
    window.galleryHostPending = false;
    document.dispatchEvent(new Event("gallery-host-checked"));
  });

  // For the prototype (prototype.js): draw one entry into a container, and check it.
  window.galleryHost = { drawDevice, check };
  window.galleryHostPending = true;

  run();
  // Frames that come after this script are taken once the page is parsed.
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", collect);
  if (document.readyState === "complete") setTimeout(drawRest, 0);
  else window.addEventListener("load", () => setTimeout(drawRest, 0), { once: true });
})();
