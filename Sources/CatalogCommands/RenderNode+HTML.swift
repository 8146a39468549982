import PopupCore

extension RenderNode {
  /// The node as HTML for the gallery: real `<button>`s named by their accessibility labels,
  /// labelled `<input>`s, `<progress>` bars. Each interactive element carries its action as a
  /// script line in `data-action` (a field, the line with `<text>` where its text goes), so a
  /// page can drive the popup the way `catalog run` does. Instants in actions are written as
  /// offsets from `origin`.
  package func html(origin: PopupWallInstant) -> String {
    var html = ""
    appendHTML(to: &html, origin: origin)
    return html
  }

  private func appendHTML(to html: inout String, origin: PopupWallInstant) {
    func children(_ nodes: [RenderNode]) {
      for node in nodes { node.appendHTML(to: &html, origin: origin) }
    }
    switch self {
    case .card(let style, let nodes):
      html += "<div class=\"card style-\(style.rawValue)\" data-style=\"\(style.rawValue)\">"
      children(nodes)
      html += "</div>"
    case .vstack(let nodes):
      html += "<div class=\"vstack\">"
      children(nodes)
      html += "</div>"
    case .modal(let content):
      // Named by its first title, as a dialog is.
      let title = content.allNodes.lazy.compactMap { node -> String? in
        if case .text(let text, .title) = node { return text }
        return nil
      }.first
      html +=
        "<div class=\"modal\" role=\"dialog\" aria-modal=\"true\" aria-label=\"\((title ?? "Popup").htmlEscaped)\">"
      content.appendHTML(to: &html, origin: origin)
      html += "</div>"
    case .hstack(let nodes):
      html += "<div class=\"hstack\">"
      children(nodes)
      html += "</div>"
    case .text(let text, let role):
      let tag = role == .title ? "h3" : "p"
      html += "<\(tag) class=\"text \(role.rawValue)\">\(text.htmlEscaped)</\(tag)>"
    case .icon(let symbol):
      // A symbol's name is not words to read out: the text beside it says what it means.
      html +=
        "<span class=\"icon\" aria-hidden=\"true\" title=\"\(symbol.htmlEscaped)\">\(symbol.htmlEscaped)</span>"
    case .badge(let text):
      html += "<span class=\"badge\">\(text.htmlEscaped)</span>"
    case .button(let title, let role, let label, let action, let isEnabled):
      html +=
        "<button type=\"button\" class=\"button \(role.rawValue)\" aria-label=\"\(label.htmlEscaped)\""
        + " data-action=\"\(action.scriptLine(origin: origin).htmlEscaped)\"\(isEnabled ? "" : " disabled")>"
        + "\(title.htmlEscaped)</button>"
    case .field(let label, let text, let placeholder, let error, let action, let isSecure):
      html +=
        "<label class=\"field\"><span class=\"field-label\">\(label.htmlEscaped)</span>"
        + "<input type=\"\(isSecure ? "password" : "text")\" value=\"\(text.htmlEscaped)\""
        + " placeholder=\"\(placeholder.htmlEscaped)\" data-action=\"\(action.scriptTemplate.htmlEscaped)\""
        + (error == nil ? "" : " aria-invalid=\"true\"") + ">"
      if let error { html += "<span class=\"field-error\" role=\"alert\">\(error.htmlEscaped)</span>" }
      html += "</label>"
    case .toggle(let label, let isOn, let isLocked, let action):
      html +=
        "<label class=\"toggle\"><input type=\"checkbox\" data-action=\"\(action.scriptLine(origin: origin).htmlEscaped)\""
        + (isOn ? " checked" : "") + (isLocked ? " disabled" : "") + ">"
        + "<span>\(label.htmlEscaped)\(isLocked ? " (always on)" : "")</span></label>"
    case .stars(let filled, let count, let label, let actions, let labels):
      html += "<div class=\"stars\" role=\"group\" aria-label=\"\(label.htmlEscaped)\">"
      for (index, action) in actions.enumerated() {
        let isFilled = index < filled
        html +=
          "<button type=\"button\" class=\"star\(isFilled ? " filled" : "")\""
          + " aria-label=\"\(labels[index].htmlEscaped)\" aria-pressed=\"\(isFilled)\""
          + " data-action=\"\(action.scriptLine(origin: origin).htmlEscaped)\">\(isFilled ? "★" : "☆")</button>"
      }
      if actions.isEmpty {
        html +=
          String(repeating: "★", count: max(0, min(filled, count)))
          + String(repeating: "☆", count: max(0, count - max(0, filled)))
      }
      html += "</div>"
    case .progress(let fraction, let label):
      let value = fraction.map { " value=\"\(min(max($0, 0), 1).popupShort)\"" } ?? ""
      html += "<progress class=\"progress\" max=\"1\"\(value) aria-label=\"\(label.htmlEscaped)\"></progress>"
    case .countdown(let remaining, let fraction, let style, _):
      html +=
        "<div class=\"countdown \(style.rawValue)\" role=\"timer\" aria-label=\"\((accessibilityLabel ?? "").htmlEscaped)\">"
        + "<progress max=\"1\" value=\"\(min(max(fraction, 0), 1).popupShort)\" aria-hidden=\"true\"></progress>"
        + "<span>\(TextRenderer.seconds(remaining))</span></div>"
    case .divider:
      html += "<hr class=\"divider\">"
    case .particles(let particles, let rows):
      html +=
        "<div class=\"particles\" aria-hidden=\"true\" style=\"height: \((Double(max(rows, 1)) * 1.2).popupShort)em\">"
      for particle in particles {
        let x = min(max(particle.x, 0), 1) * 94
        let y = min(max(particle.y, 0), 1) * 80
        html +=
          "<span class=\"particle color-\(((particle.colorIndex % 6) + 6) % 6)\""
          + " style=\"left: \(x.popupShort)%; top: \(y.popupShort)%; transform: rotate(\(particle.rotation.popupShort)deg)\"></span>"
      }
      html += "</div>"
    case .arrow(let direction, let label):
      html +=
        "<p class=\"arrow \(direction.rawValue)\">\(direction == .up ? "↑" : "↓")"
        + (label.isEmpty ? "" : " \(label.htmlEscaped)") + "</p>"
    }
  }

  /// The same tree with every card drawn in `style`: the gallery's style strip.
  func restyled(_ style: PopupStyle) -> RenderNode {
    switch self {
    case .card(_, let children): .card(style: style, children: children.map { $0.restyled(style) })
    case .vstack(let children): .vstack(children.map { $0.restyled(style) })
    case .modal(let content): .modal(content.restyled(style))
    case .hstack(let children): .hstack(children.map { $0.restyled(style) })
    default: self
    }
  }
}

extension String {
  /// The text with `&`, `<`, `>`, `"` and `'` escaped, for HTML text and attribute values.
  package var htmlEscaped: String {
    guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
      return self
    }
    var escaped = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
