/// How urgent a popup is, for a ``PopupCenter``: a higher priority preempts a lower one.
public enum PopupPriority: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
  case low, normal, high, critical

  public static func < (lhs: PopupPriority, rhs: PopupPriority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The priority's name: `low`, `normal`, `high`, `critical`.
  public var description: String {
    switch self {
    case .low: "low"
    case .normal: "normal"
    case .high: "high"
    case .critical: "critical"
    }
  }
}
