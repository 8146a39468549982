import PopupCore

/// A ``PopupSession`` of any kind, with its outputs wrapped, so one host can hold many kinds.
protocol AnyPopupSession: Sendable {
  var endReason: DismissReason? { get }
  var hasAppeared: Bool { get }
  /// The kind's qualified name, for messages.
  var kindName: String { get }
  /// The kind.
  var kind: any PopupKind.Type { get }
  var nextDeadline: PopupInstant? { get }
  mutating func advance(to now: PopupInstant) -> [PopupEffect<AnyPopupOutput>]
  mutating func hold(at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>]
  mutating func release(at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>]
  mutating func tap(at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>]
  mutating func tapOutside(at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>]
  mutating func drag(at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>]
  mutating func dismiss(_ reason: DismissReason, at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>]
  mutating func suspend(at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>]
  mutating func appear(at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>]
  mutating func jumpWallClock(by duration: Duration, at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>]
  mutating func setAccessibility(_ settings: PopupAccessibility, at now: PopupInstant) -> [PopupEffect<
    AnyPopupOutput
  >]
  mutating func adopt(_ settings: PopupAccessibility)
  mutating func adopt(_ screen: PopupScreen)
  mutating func moveAnchor(to frame: PopupRect)
  mutating func setScreen(_ screen: PopupScreen, at now: PopupInstant) throws(PopupLayoutError)
    -> [PopupEffect<
      AnyPopupOutput
    >]
  func frame(at now: PopupInstant, contentSize: PopupSize?) -> PopupFrame
  /// Sends a kind event if it is of this session's kind; `nil` when it is not.
  mutating func send(_ event: any Sendable, at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>]?
  func render(at now: PopupInstant) -> RenderNode
  /// The session itself, for hosts that know its kind.
  var base: any Sendable { get }
}

/// Wraps a typed session as an ``AnyPopupSession``.
struct ErasedPopupSession<Kind: PopupKind>: AnyPopupSession {
  var session: PopupSession<Kind>

  var endReason: DismissReason? { session.endReason }
  var hasAppeared: Bool { session.hasAppeared }
  var kindName: String { String(reflecting: Kind.self) }
  var kind: any PopupKind.Type { Kind.self }
  var nextDeadline: PopupInstant? { session.nextDeadline }
  var base: any Sendable { session }

  private static func wrap(_ effects: [PopupEffect<Kind.Output>]) -> [PopupEffect<AnyPopupOutput>] {
    effects.map { $0.mapOutput { AnyPopupOutput($0, of: Kind.self) } }
  }

  mutating func advance(to now: PopupInstant) -> [PopupEffect<AnyPopupOutput>] {
    Self.wrap(session.advance(to: now))
  }
  mutating func moveAnchor(to frame: PopupRect) { session.moveAnchor(to: frame) }
  mutating func hold(at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>] {
    Self.wrap(session.hold(at: now))
  }
  mutating func release(at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>] {
    Self.wrap(session.release(at: now))
  }
  mutating func tap(at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>] {
    Self.wrap(session.tap(at: now))
  }
  mutating func tapOutside(at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>] {
    Self.wrap(session.tapOutside(at: now))
  }
  mutating func drag(at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>] {
    Self.wrap(session.drag(at: now))
  }
  mutating func dismiss(_ reason: DismissReason, at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>] {
    Self.wrap(session.dismiss(reason, at: now))
  }
  mutating func suspend(at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>] {
    Self.wrap(session.suspend(at: now))
  }
  mutating func appear(at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>] {
    Self.wrap(session.appear(at: now))
  }
  mutating func setAccessibility(_ settings: PopupAccessibility, at now: PopupInstant) -> [PopupEffect<
    AnyPopupOutput
  >] {
    Self.wrap(session.setAccessibility(settings, at: now))
  }
  mutating func adopt(_ settings: PopupAccessibility) { session.adopt(settings) }
  mutating func adopt(_ screen: PopupScreen) { session.adopt(screen) }
  mutating func setScreen(_ screen: PopupScreen, at now: PopupInstant) throws(PopupLayoutError)
    -> [PopupEffect<
      AnyPopupOutput
    >]
  {
    Self.wrap(try session.setScreen(screen, at: now))
  }
  func frame(at now: PopupInstant, contentSize: PopupSize?) -> PopupFrame {
    session.frame(at: now, contentSize: contentSize)
  }
  mutating func jumpWallClock(by duration: Duration, at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>] {
    Self.wrap(session.jumpWallClock(by: duration, at: now))
  }

  mutating func send(_ event: any Sendable, at now: PopupInstant) -> [PopupEffect<AnyPopupOutput>]? {
    guard let event = event as? Kind.Event else { return nil }
    return Self.wrap(session.send(event, at: now))
  }

  func render(at now: PopupInstant) -> RenderNode { session.render(at: now) }
}
