import PopupSupport

/// A point in screen coordinates (points, origin top left).
public struct PopupPoint: Hashable, Sendable, Codable {
  /// The distance from the left edge.
  public var x: Double
  /// The distance from the top edge.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A width and a height.
public struct PopupSize: Hashable, Sendable, Codable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Whether both sides are finite and greater than zero.
  public var isValid: Bool { width.isFinite && height.isFinite && width > 0 && height > 0 }
}

/// A rectangle in screen coordinates: the frame of a target a host reports, or a layout result.
public struct PopupRect: Hashable, Sendable, Codable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The horizontal extent, not negative in a valid rectangle.
  public var width: Double
  /// The vertical extent, not negative in a valid rectangle.
  public var height: Double

  /// Creates a rectangle from its origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle of a size at the origin.
  public init(_ size: PopupSize) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// The left edge.
  public var minX: Double { x }
  /// The top edge.
  public var minY: Double { y }
  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }
  /// The horizontal center.
  public var midX: Double { x + width / 2 }
  /// The vertical center.
  public var midY: Double { y + height / 2 }
  /// The center point.
  public var center: PopupPoint { PopupPoint(x: midX, y: midY) }

  /// Whether every coordinate is finite and the sides are not negative.
  public var isValid: Bool {
    [x, y, width, height].allSatisfy(\.isFinite) && width >= 0 && height >= 0
  }

  /// Whether the rectangle covers no area.
  public var isEmpty: Bool { !(width > 0 && height > 0) }

  /// The rectangle grown by `amount` on every side (shrunk when negative, never below zero).
  public func outset(by amount: Double) -> PopupRect {
    PopupRect(
      x: x - amount, y: y - amount, width: max(width + 2 * amount, 0), height: max(height + 2 * amount, 0))
  }

  /// The part shared with another rectangle; empty (zero size) when they do not overlap.
  public func intersection(_ other: PopupRect) -> PopupRect {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return PopupRect(x: left, y: top, width: 0, height: 0) }
    return PopupRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}

extension PopupRect: CustomStringConvertible {
  /// `x 12, y 80, w 64, h 40`, with at most one decimal.
  public var description: String {
    "x \(x.popupShort), y \(y.popupShort), w \(width.popupShort), h \(height.popupShort)"
  }
}
