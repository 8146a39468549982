import PopupSupport

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

/// How much room the screen gives across, as UIKit's horizontal size class says: compact on a
/// phone held upright, regular on a tablet. Kinds that adapt (an action sheet's popover, a
/// scroll sheet at the side) read it from the one screen the host reports.
public enum PopupWidthClass: String, CaseIterable, Hashable, Sendable, Codable {
  /// A phone's width: popovers become sheets, side sheets come from the bottom.
  case compact
  /// A tablet's width: popovers stay popovers, side sheets stay at their side.
  case regular

  /// The class a screen of this width has when the host does not say: regular from 600 pt
  /// across (a tablet, or a large phone turned), compact below.
  public init(width: Double) {
    self = width >= 600 ? .regular : .compact
  }
}

/// The screen a popup is laid out on, as the host reports it once and whenever it changes:
/// its size, its safe area, the keyboard, the width class and the text size the user chose.
///
/// There is one screen per host: a `PopupSession` and a `PopupCenter` take it with
/// `setScreen(_:at:)`, tell every kind that adapts to it (``PopupKind/screenChanged(_:_:now:)``),
/// and lay out every frame on it.
public struct PopupScreen: Hashable, Sendable {
  /// The screen's size in points.
  public var size: PopupSize
  /// The safe area's insets (status bar, home indicator, notch).
  public var safeArea: PopupInsets
  /// The keyboard's height from the bottom of the screen; 0 when it is hidden.
  public var keyboardHeight: Double
  /// How much room the screen gives across.
  public var widthClass: PopupWidthClass
  /// The user's text size as a factor of the default (UIKit's content size category as
  /// `UIFontMetrics` scales it): 1 by default, up to about 3.1 for the largest accessibility
  /// size. Only the content-size estimate reads it; a host that measures its own views does
  /// not need it.
  public var textScale: Double

  /// Creates a screen. Without a width class, the width decides (``PopupWidthClass/init(width:)``).
  public init(
    size: PopupSize, safeArea: PopupInsets = .zero, keyboardHeight: Double = 0,
    widthClass: PopupWidthClass? = nil, textScale: Double = 1
  ) {
    self.size = size
    self.safeArea = safeArea
    self.keyboardHeight = keyboardHeight
    self.widthClass = widthClass ?? PopupWidthClass(width: size.width)
    self.textScale = textScale
  }

  /// An iPhone 15 in portrait: 390 × 844, compact, with a 59 pt top and 34 pt bottom safe
  /// area. The screen a session lays out on until the host says otherwise.
  public static let phone = PopupScreen(
    size: PopupSize(width: 390, height: 844), safeArea: PopupInsets(top: 59, bottom: 34), widthClass: .compact
  )

  /// An iPad in landscape: 1024 × 768, regular, with a 24 pt status bar and a 20 pt home
  /// indicator.
  public static let tablet = PopupScreen(
    size: PopupSize(width: 1024, height: 768), safeArea: PopupInsets(top: 24, bottom: 20),
    widthClass: .regular)

  /// This screen at another's size and width class, its own safe area, keyboard and text scale
  /// kept: what a script's `screen <w> <h>` step changes.
  public func resized(like other: PopupScreen) -> PopupScreen {
    var screen = self
    screen.size = other.size
    screen.widthClass = other.widthClass
    return screen
  }

  /// The same screen turned a quarter: width and height swap, and so do the insets (the notch
  /// goes to the leading side, the home indicator stays at the bottom, shorter).
  public var rotated: PopupScreen {
    PopupScreen(
      size: PopupSize(width: size.height, height: size.width),
      safeArea: PopupInsets(
        top: 0, leading: safeArea.top, bottom: min(safeArea.bottom, 21), trailing: safeArea.top),
      keyboardHeight: keyboardHeight, textScale: textScale)
  }

  /// The whole screen as a rectangle.
  public var bounds: PopupRect { PopupRect(size) }

  /// The screen inside its safe area; empty (never negative) when the insets cover it.
  public var safeFrame: PopupRect {
    let width = max(size.width - safeArea.leading - safeArea.trailing, 0)
    let height = max(size.height - safeArea.top - safeArea.bottom, 0)
    return PopupRect(x: safeArea.leading, y: safeArea.top, width: width, height: height)
  }

  /// The largest side a screen may have, in points: far past any display, and small enough
  /// that every frame computed on it stays finite.
  public static let maximumSide: Double = 1_000_000

  /// What is wrong with the screen, in words, or `nil` when it can be laid out on.
  public var problem: String? {
    if !size.isValid {
      return
        "the screen size \("\(size.width.popupShort)x\(size.height.popupShort)".popupQuoted) must have a width and a height above 0"
    }
    if size.width > Self.maximumSide || size.height > Self.maximumSide {
      return
        "the screen size \("\(size.width.popupShort)x\(size.height.popupShort)".popupQuoted) must be at most \(Int(Self.maximumSide)) points a side"
    }
    if !safeArea.isValid {
      return "the safe area \(safeArea.description.popupQuoted) must be finite and not negative"
    }
    if safeArea.top + safeArea.bottom >= size.height || safeArea.leading + safeArea.trailing >= size.width {
      return
        "the safe area \(safeArea.description.popupQuoted) leaves no room on the screen "
        + "\("\(size.width.popupShort)x\(size.height.popupShort)".popupQuoted): its insets must add up to less than its sides"
    }
    if !keyboardHeight.isFinite || keyboardHeight < 0 {
      return "the keyboard height \(String(keyboardHeight).popupQuoted) must be finite and not negative"
    }
    if !textScale.isFinite || textScale <= 0 {
      return "the text scale \(String(textScale).popupQuoted) must be finite and above 0"
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
