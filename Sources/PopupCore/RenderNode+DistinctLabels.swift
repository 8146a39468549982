extension RenderNode {
  /// The tree with every control's spoken name told apart from the controls before it: an
  /// icon button's or a tappable's accessibility label, or a button's, that repeats an earlier
  /// control's title or label (ignoring case) gets its number among them, `Ride (2)`. Two
  /// banners with the same sender and text, or two activities with the same label, are then
  /// two controls a screen reader, or a script's `press`, tells apart. What is drawn does not
  /// change. A tree without repeats comes back as it was.
  ///
  /// - Complexity: O(*n*) in the nodes, with hashing.
  public func withDistinctLabels() -> RenderNode {
    var names = Names()
    guard hasRepeatedLabels(&names) else { return self }
    names = Names()
    return distinctLabels(&names)
  }

  /// The names taken so far, lowercased, and the next number to try for each repeated one.
  private struct Names {
    var taken: Set<String> = []
    var next: [String: Int] = [:]

    /// Marks a name taken; whether it was already.
    mutating func take(_ name: String) -> Bool { !taken.insert(name.lowercased()).inserted }

    /// `label`, or `label (n)` with the smallest n from 2 not yet taken; marks it taken.
    mutating func distinct(_ label: String) -> String {
      guard take(label) else { return label }
      let key = label.lowercased()
      var number = next[key] ?? 2
      while take("\(label) (\(number))") { number += 1 }
      next[key] = number + 1
      return "\(label) (\(number))"
    }
  }

  /// Whether any control's name repeats an earlier one's, marking each taken on the way.
  private func hasRepeatedLabels(_ names: inout Names) -> Bool {
    switch self {
    case .card(_, let children), .vstack(let children), .hstack(let children), .scroll(let children, _, _):
      return children.contains { $0.hasRepeatedLabels(&names) }
    case .modal(let content): return content.hasRepeatedLabels(&names)
    case .tappable(let content, let label, _): return names.take(label) || content.hasRepeatedLabels(&names)
    case .iconButton(_, let label, _): return names.take(label)
    case .button(let title, _, let label, _, _):
      return names.take(title) || (label != title && names.take(label))
    case .toggle(let label, _, _, _): return names.take(label)
    case .stars(_, _, _, _, let labels): return labels.contains { names.take($0) }
    default: return false
    }
  }

  private func distinctLabels(_ names: inout Names) -> RenderNode {
    switch self {
    case .card(let style, let children):
      return .card(style: style, children: children.map { $0.distinctLabels(&names) })
    case .vstack(let children): return .vstack(children.map { $0.distinctLabels(&names) })
    case .hstack(let children): return .hstack(children.map { $0.distinctLabels(&names) })
    case .scroll(let children, let first, let visible):
      return .scroll(children.map { $0.distinctLabels(&names) }, first: first, visible: visible)
    case .modal(let content): return .modal(content.distinctLabels(&names))
    case .tappable(let content, let label, let action):
      let distinct = names.distinct(label)
      return .tappable(content.distinctLabels(&names), accessibilityLabel: distinct, action: action)
    case .iconButton(let symbol, let label, let action):
      return .iconButton(symbol: symbol, accessibilityLabel: names.distinct(label), action: action)
    case .button(let title, let role, let label, let action, let isEnabled):
      let titleWasTaken = names.take(title)
      let distinct = titleWasTaken || label != title ? names.distinct(label) : label
      return .button(title, role: role, accessibilityLabel: distinct, action: action, isEnabled: isEnabled)
    case .toggle(let label, _, _, _):
      _ = names.take(label)
      return self
    case .stars(_, _, _, _, let labels):
      for label in labels { _ = names.take(label) }
      return self
    default:
      return self
    }
  }
}
