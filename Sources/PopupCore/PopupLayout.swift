import PopupSupport

/// Where a popup goes on a screen: pure geometry from the screen, the popup's size and its
/// presentation options, with the frames it enters from and leaves to.
///
/// - The popup is placed in the *available* area: the safe area, less the keyboard when the
///   options avoid it (with an 8 pt margin above it). The keyboard never pushes the popup above
///   the top of the safe area: the available height shrinks instead.
/// - Inside it the placement's margins are kept (16 pt for cards, 16 and 8 for toasts, the
///   inset for floaters). A popup that fits keeps its size and stays inside the safe area; one
///   that does not is shrunk to the available space and ``isShrunk`` says so.
/// - The hidden frames are the frame moved just past the screen's edge the motion names, or
///   the frame itself for motions that come and go in place (fades and zooms).
///
/// ```swift
/// let layout = try PopupLayout(
///   size: PopupSize(width: 300, height: 200), on: .phone, options: .toast(.bottom))
/// layout.frame          // x 45, y 602, w 300, h 200: above the home indicator
/// ```
public struct PopupLayout: Hashable, Sendable {
  /// The popup's frame when shown.
  public var frame: PopupRect
  /// Where it comes in from.
  public var enterFrame: PopupRect
  /// Where it leaves to.
  public var exitFrame: PopupRect
  /// The area it was placed in: the safe area less the keyboard.
  public var available: PopupRect
  /// Whether the popup was made smaller than asked to fit.
  public var isShrunk: Bool

  /// The space kept between a popup and the keyboard it avoids.
  public static let keyboardMargin: Double = 8

  /// The area a popup is placed in: the safe area, less the keyboard and
  /// ``keyboardMargin`` above it when the options avoid it.
  package static func available(on screen: PopupScreen, options: PopupPresentationOptions) -> PopupRect {
    var available = screen.safeFrame
    if options.keyboard == .avoid && screen.keyboardHeight > 0 {
      let keyboardTop = screen.size.height - screen.keyboardHeight - keyboardMargin
      available.height = max(min(available.maxY, keyboardTop) - available.minY, 0)
    }
    return available
  }

  /// Lays out a popup, or throws ``PopupLayoutError`` for sizes that are negative, zero or not
  /// finite.
  public init(size: PopupSize, on screen: PopupScreen, options: PopupPresentationOptions)
    throws(PopupLayoutError)
  {
    try Self.validate(size, on: screen)
    var available = Self.available(on: screen, options: options)
    let placement = options.placement
    var margins = placement.margins
    // An island sits over the status bar, when the screen has one that holds it.
    if placement == .island && screen.safeArea.top >= PopupPresentationOptions.Placement.islandMinimumTopInset
    {
      available.height += available.minY
      available.y = 0
      margins.vertical = PopupPresentationOptions.Placement.islandTop
    }
    let room = PopupSize(
      width: max(available.width - 2 * margins.horizontal, 0),
      height: max(available.height - 2 * margins.vertical, 0))
    // A strip takes the whole width; anything else its content's, within the room.
    let width: Double
    if case .strip = placement { width = room.width } else { width = min(size.width, room.width) }
    let height = min(size.height, room.height)
    let position = placement.position
    // With no room left by the margins, the (empty) frame stays inside the available area,
    // at its position there, never past it.
    frame = PopupRect(
      x: room.width > 0
        ? available.minX + margins.horizontal + (room.width - width) * position.horizontal
        : available.minX + available.width * position.horizontal,
      y: room.height > 0
        ? available.minY + margins.vertical + (room.height - height) * position.vertical
        : available.minY + available.height * position.vertical,
      width: width, height: height)
    self.available = available
    isShrunk = width < size.width || height < size.height
    enterFrame = Self.hidden(frame, past: options.motion.effectiveEnterEdge, of: screen.size)
    exitFrame = Self.hidden(frame, past: options.motion.exitEdge, of: screen.size)
  }

  /// Checks that a popup size and a screen can be laid out: finite sizes above zero, a safe
  /// area and a keyboard finite and not negative.
  public static func validate(_ size: PopupSize, on screen: PopupScreen) throws(PopupLayoutError) {
    if let problem = screen.problem { throw PopupLayoutError(problem: problem) }
    guard size.isValid else {
      throw PopupLayoutError(
        problem:
          "the popup size \("\(size.width)x\(size.height)".popupQuoted) must have a width and a height above 0"
      )
    }
  }

  /// The frame at a point of its entrance or exit: between the frame and the hidden frame by
  /// the look's travel.
  public func frame(for look: PopupLook, isEntering: Bool) -> PopupRect {
    let hidden = isEntering ? enterFrame : exitFrame
    return PopupRect(
      x: frame.x + (hidden.x - frame.x) * look.travel, y: frame.y + (hidden.y - frame.y) * look.travel,
      width: frame.width, height: frame.height)
  }

  /// A frame moved just past a screen edge, or unchanged without one.
  public static func hidden(_ frame: PopupRect, past edge: PopupEdge?, of screen: PopupSize) -> PopupRect {
    var hidden = frame
    switch edge {
    case .top: hidden.y = -frame.height
    case .bottom: hidden.y = screen.height
    case .leading: hidden.x = -frame.width
    case .trailing: hidden.x = screen.width
    case nil: break
    }
    return hidden
  }
}

/// Why a layout cannot be made: the value at fault, in quotes, and what is valid.
public struct PopupLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problem, as a sentence without its final period.
  public var problem: String

  /// Creates an error from its problem: the value at fault, in quotes, and what is valid.
  public init(problem: String) {
    self.problem = problem
  }

  /// The problem as a message.
  public var description: String { "Cannot lay out the popup: \(problem)." }
}
