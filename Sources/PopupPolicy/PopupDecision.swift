import PopupCore
import PopupSupport

/// Whether a popup may show, with every reason a policy weighed, as sentences.
public struct PopupDecision: Hashable, Sendable, Codable {
  /// One rule a policy weighed.
  public struct Reason: Hashable, Sendable, Codable {
    /// Whether the rule allows the popup.
    public var allows: Bool
    /// The rule's finding, as a sentence: "Only 12 of 20 uses".
    public var text: String

    /// Creates a reason.
    public init(allows: Bool, _ text: String) {
      self.allows = allows
      self.text = text
    }
  }

  /// Every rule weighed, in the policy's order.
  public var reasons: [Reason]
  /// A variant the popup must take when it shows, such as a permission primer's `settings`.
  public var variant: String?

  /// Creates a decision.
  public init(reasons: [Reason], variant: String? = nil) {
    self.reasons = reasons
    self.variant = variant
  }

  /// Whether the popup may show: every rule allows it.
  public var isAllowed: Bool { reasons.allSatisfy(\.allows) }

  /// The rules that block it.
  public var blockers: [Reason] { reasons.filter { !$0.allows } }
}

extension PopupDecision: CustomStringConvertible {
  /// `allowed` or `blocked`, then each reason on its own line, `✓` or `✗` first.
  public var description: String {
    ([isAllowed ? "allowed" : "blocked"] + (variant.map { ["  variant: \($0)"] } ?? [])
      + reasons.map { "  \($0.allows ? "✓" : "✗") \($0.text)" }).joined(separator: "\n")
  }
}

extension PopupWallInstant {
  /// The day as a reason prints it: `2026-01-03`.
  var day: String { String(iso8601.prefix(10)) }
}

extension Duration {
  /// "24 h", "30 s", or the script form for other lengths.
  var spacingText: String {
    let (seconds, attoseconds) = components
    guard attoseconds == 0, seconds > 0 else { return popupDescription }
    if seconds % 3600 == 0 { return "\(seconds / 3600) h" }
    if seconds < 120 { return "\(seconds) s" }
    return popupDescription
  }
}
