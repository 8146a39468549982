/// A side of a rectangle or of the screen. Leading is the left and trailing the right, as in a
/// left-to-right layout.
public enum PopupEdge: String, CaseIterable, Hashable, Sendable {
  case top, bottom, leading, trailing

  /// The edge across from this one.
  public var opposite: PopupEdge {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
  }

  /// Whether the edge is the top or the bottom.
  public var isVertical: Bool { self == .top || self == .bottom }

  /// Where something on this side of another is, in words: "below", "above", "left of",
  /// "right of" (a popover on the bottom side of its anchor is below it).
  public var placementWord: String {
    switch self {
    case .bottom: "below"
    case .top: "above"
    case .leading: "left of"
    case .trailing: "right of"
    }
  }
}

/// Distances in from each edge: a safe area.
public struct PopupInsets: Hashable, Sendable {
  /// From the top edge.
  public var top: Double
  /// From the leading edge.
  public var leading: Double
  /// From the bottom edge.
  public var bottom: Double
  /// From the trailing edge.
  public var trailing: Double

  /// Creates insets.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = PopupInsets()

  /// Whether every inset is finite and not negative.
  public var isValid: Bool { [top, leading, bottom, trailing].allSatisfy { $0.isFinite && $0 >= 0 } }
}

/// The screen a popup is laid out on: its size, its safe area and the keyboard.
public struct PopupScreen: Hashable, Sendable {
  /// The screen's size in points.
  public var size: PopupSize
  /// The safe area's insets (status bar, home indicator, notch).
  public var safeArea: PopupInsets
  /// The keyboard's height from the bottom of the screen; 0 when it is hidden.
  public var keyboardHeight: Double

  /// Creates a screen.
  public init(size: PopupSize, safeArea: PopupInsets = .zero, keyboardHeight: Double = 0) {
    self.size = size
    self.safeArea = safeArea
    self.keyboardHeight = keyboardHeight
  }

  /// An iPhone 15 in portrait: 390 × 844 with a 59 pt top and 34 pt bottom safe area.
  public static let phone = PopupScreen(
    size: PopupSize(width: 390, height: 844), safeArea: PopupInsets(top: 59, bottom: 34))

  /// The same screen turned a quarter: width and height swap, and so do the insets (the notch
  /// goes to the leading side, the home indicator stays at the bottom, shorter).
  public var rotated: PopupScreen {
    PopupScreen(
      size: PopupSize(width: size.height, height: size.width),
      safeArea: PopupInsets(
        top: 0, leading: safeArea.top, bottom: min(safeArea.bottom, 21), trailing: safeArea.top),
      keyboardHeight: keyboardHeight)
  }

  /// The whole screen as a rectangle.
  public var bounds: PopupRect { PopupRect(size) }

  /// The screen inside its safe area; empty (never negative) when the insets cover it.
  public var safeFrame: PopupRect {
    let width = max(size.width - safeArea.leading - safeArea.trailing, 0)
    let height = max(size.height - safeArea.top - safeArea.bottom, 0)
    return PopupRect(x: safeArea.leading, y: safeArea.top, width: width, height: height)
  }

  /// What is wrong with the screen, in words, or `nil` when it can be laid out on.
  public var problem: String? {
    if !size.isValid {
      return
        "the screen size \("\(size.width)x\(size.height)".popupQuoted) must have a width and a height above 0"
    }
    if !safeArea.isValid {
      return "the safe area \(safeArea.description.popupQuoted) must be finite and not negative"
    }
    if !keyboardHeight.isFinite || keyboardHeight < 0 {
      return "the keyboard height \(String(keyboardHeight).popupQuoted) must be finite and not negative"
    }
    return nil
  }
}

extension PopupInsets: CustomStringConvertible {
  /// `59,0,34,0`: top, leading, bottom, trailing, as `catalog layout --safe-area` takes them.
  public var description: String {
    [top, leading, bottom, trailing].map(\.popupShort).joined(separator: ",")
  }
}
