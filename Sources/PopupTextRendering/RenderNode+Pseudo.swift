import PopupCore

extension RenderNode {
  /// The tree with every word people read pseudo-localised (see ``PopupPseudoLocalization``):
  /// texts, titles, labels, placeholders and errors. What a person typed, symbol names and
  /// actions are kept, so the popup still draws and drives the same way.
  ///
  /// ```swift
  /// TextRenderer(width: 20).render(RatingPrompt.render(state, now: .zero).pseudoLocalized())
  /// ```
  public func pseudoLocalized() -> RenderNode {
    let pseudo = PopupPseudoLocalization.text
    switch self {
    case .card(let style, let children):
      return .card(style: style, children: children.map { $0.pseudoLocalized() })
    case .vstack(let children): return .vstack(children.map { $0.pseudoLocalized() })
    case .hstack(let children): return .hstack(children.map { $0.pseudoLocalized() })
    case .scroll(let children, let first, let visible):
      return .scroll(children.map { $0.pseudoLocalized() }, first: first, visible: visible)
    case .modal(let content): return .modal(content.pseudoLocalized())
    case .tappable(let content, let label, let action):
      return .tappable(content.pseudoLocalized(), accessibilityLabel: pseudo(label), action: action)
    case .text(let text, let role): return .text(pseudo(text), role: role)
    case .badge(let text): return .badge(pseudo(text))
    case .button(let title, let role, let label, let action, let isEnabled):
      return .button(
        pseudo(title), role: role, accessibilityLabel: pseudo(label), action: action, isEnabled: isEnabled)
    case .field(let label, let text, let placeholder, let error, let action, let isSecure):
      return .field(
        label: pseudo(label), text: text, placeholder: pseudo(placeholder), error: error.map(pseudo),
        action: action,
        isSecure: isSecure)
    case .toggle(let label, let isOn, let isLocked, let action):
      return .toggle(label: pseudo(label), isOn: isOn, isLocked: isLocked, action: action)
    case .stars(let filled, let count, let label, let actions, let labels):
      return .stars(
        filled: filled, count: count, accessibilityLabel: pseudo(label), actions: actions,
        labels: labels.map(pseudo))
    case .progress(let fraction, let label):
      return .progress(fraction: fraction, accessibilityLabel: pseudo(label))
    case .arrow(let direction, let label): return .arrow(direction, label: pseudo(label))
    case .countdown(let remaining, let fraction, let style, let template):
      return .countdown(
        remaining: remaining, fraction: fraction, style: style, labelTemplate: pseudo(template))
    case .image(let name, let alt): return .image(name, alt: pseudo(alt))
    case .iconButton(let symbol, let label, let action):
      return .iconButton(symbol: symbol, accessibilityLabel: pseudo(label), action: action)
    case .hosted(let id, let label, let size):
      return .hosted(id: id, accessibilityLabel: pseudo(label), size: size)
    case .more(let count, let label): return .more(count: count, accessibilityLabel: pseudo(label))
    case .icon, .divider, .particles, .gradient, .grabber: return self
    }
  }
}

/// Pseudo-localisation: English made to look and measure like a translation, so truncation,
/// fixed widths and strings built by hand show up before any real translation exists.
///
/// Letters get accents (`Submit` → `Šûƀɱîţ`), and the text is bracketed and padded to about
/// 40 % longer (`[Šûƀɱîţ ~~]`), as German or Finnish often are. Digits, punctuation and
/// spacing are kept, so numbers and counts still read.
public enum PopupPseudoLocalization {
  /// How much longer a pseudo-localised text is than its English, brackets included.
  public static let expansion = 0.4

  /// The text pseudo-localised; an empty text stays empty.
  public static func text(_ english: String) -> String {
    guard !english.isEmpty else { return english }
    var result = "["
    var count = 0
    var inPlaceholder = false
    for character in english {
      count += 1
      // A placeholder's name (`{time}`) stays as it is, so it is still filled in.
      if character == "{" { inPlaceholder = true } else if character == "}" { inPlaceholder = false }
      if !inPlaceholder, let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
        let accented = accents[scalar.value]
      {
        result.unicodeScalars.append(accented)
      } else {
        result.append(character)
      }
    }
    // Two brackets, a space and tildes make up the expansion, at least one tilde.
    let extra = max(Int((Double(count) * expansion).rounded(.up)) - 3, 1)
    result += " " + String(repeating: "~", count: extra) + "]"
    return result
  }

  /// Latin letters and a one-column accented look-alike each.
  static let accents: [UInt32: Unicode.Scalar] = {
    let pairs: [(Character, Unicode.Scalar)] = [
      ("a", "á"), ("b", "ƀ"), ("c", "ç"), ("d", "ď"), ("e", "é"), ("f", "ƒ"), ("g", "ĝ"), ("h", "ĥ"),
      ("i", "î"),
      ("j", "ĵ"), ("k", "ķ"), ("l", "ľ"), ("m", "ɱ"), ("n", "ñ"), ("o", "ö"), ("p", "þ"), ("r", "ŕ"),
      ("s", "š"),
      ("t", "ţ"), ("u", "û"), ("w", "ŵ"), ("y", "ý"), ("z", "ž"), ("A", "Å"), ("B", "Ɓ"), ("C", "Ç"),
      ("D", "Ď"),
      ("E", "É"), ("G", "Ĝ"), ("H", "Ĥ"), ("I", "Î"), ("J", "Ĵ"), ("K", "Ķ"), ("L", "Ľ"), ("N", "Ñ"),
      ("O", "Ö"),
      ("R", "Ŕ"), ("S", "Š"), ("T", "Ţ"), ("U", "Û"), ("W", "Ŵ"), ("Y", "Ý"), ("Z", "Ž"),
    ]
    var table: [UInt32: Unicode.Scalar] = [:]
    for (plain, accented) in pairs {
      if let value = plain.unicodeScalars.first?.value { table[value] = accented }
    }
    return table
  }()
}
