import PopupCore
import PopupPresentation

extension PopupDriver {
  /// Sends the popup one of its kind's events now.
  @discardableResult
  public func send<Kind>(_ event: Kind.Event) -> [PopupEffect<Kind.Output>] where Host == PopupSession<Kind> {
    perform { session, now in session.send(event, at: now) }
  }

  /// A finger rests on the popup: its countdowns pause.
  @discardableResult
  public func hold<Kind>() -> [PopupEffect<Kind.Output>] where Host == PopupSession<Kind> {
    perform { session, now in session.hold(at: now) }
  }

  /// The finger lifts.
  @discardableResult
  public func release<Kind>() -> [PopupEffect<Kind.Output>] where Host == PopupSession<Kind> {
    perform { session, now in session.release(at: now) }
  }

  /// A tap on the popup, an outside tap, or a drag, as the shared gestures.
  @discardableResult
  public func gesture<Kind>(_ gesture: PopupGesture) -> [PopupEffect<Kind.Output>]
  where Host == PopupSession<Kind> {
    perform { session, now in
      switch gesture {
      case .tap: session.tap(at: now)
      case .outsideTap: session.tapOutside(at: now)
      case .drag: session.drag(at: now)
      }
    }
  }

  /// The app dismisses the popup.
  @discardableResult
  public func dismiss<Kind>(_ reason: DismissReason = .programmatic) -> [PopupEffect<Kind.Output>]
  where Host == PopupSession<Kind> {
    perform { session, now in session.dismiss(reason, at: now) }
  }

  /// The popup as a render tree now.
  public func render<Kind>() -> RenderNode where Host == PopupSession<Kind> {
    host.render(at: now)
  }

  /// Everything a host draws of the popup now.
  public func frame<Kind>(contentSize: PopupSize? = nil) -> PopupFrame where Host == PopupSession<Kind> {
    host.frame(at: now, contentSize: contentSize)
  }
}

extension PopupDriver where Host == PopupCenter {
  /// Presents a popup now, with `behavior` (auto-dismiss, gestures) and `options` (display,
  /// placement, scrim, motion, haptic, style, chrome).
  @discardableResult
  public func present<Kind: PopupKind>(
    _ kind: Kind.Type, id: String, _ configuration: Kind.Configuration, priority: PopupPriority = .normal,
    behavior: PopupBehavior = Kind.defaultBehavior,
    options: PopupPresentationOptions = Kind.defaultPresentation
  ) -> [PopupCenterEffect] {
    perform { center, now in
      center.present(
        kind, id: id, configuration, priority: priority, behavior: behavior, options: options, at: now)
    }
  }

  /// Sends a presented popup one of its kind's events; throws when the id is unknown or of
  /// another kind.
  @discardableResult
  public func send<Kind: PopupKind>(_ event: Kind.Event, of kind: Kind.Type, to id: String)
    throws(PopupCenterError)
    -> [PopupCenterEffect]
  {
    try performThrowing { (center, now) throws(PopupCenterError) in
      try center.send(event, of: kind, to: id, at: now)
    }
  }

  /// Dismisses a popup by id now.
  @discardableResult
  public func dismiss(id: String) -> [PopupCenterEffect] {
    perform { center, now in center.dismiss(id: id, at: now) }
  }
}
