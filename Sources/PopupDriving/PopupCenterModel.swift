#if canImport(Observation)
  import Observation
  import PopupCore
  import PopupPresentation

  /// An observable `PopupCenter` for a SwiftUI view to hold: many popups, one on screen at a
  /// time, on a clock, with one timer kept at the center's next deadline.
  ///
  /// Every call happens at the clock's now and hands its effects to ``onEffect``, in order,
  /// once: those of a tap as much as those of a countdown running out. A view draws
  /// ``frame(contentSize:)`` (PopupSwiftUI's `popupCenter(_:onEffect:hosted:)` does) and sends back
  /// what the user does: ``perform(_:)`` for a control's action, ``tap()``, ``tapOutside()``,
  /// ``drag()``, ``hold()`` and ``release()`` for the shared gestures, ``pull(by:)`` and
  /// ``lift(velocity:)`` for a sheet that follows the finger.
  ///
  /// It builds and is tested on Linux, like ``PopupModel``.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  @Observable
  public final class PopupCenterModel<C: Clock> where C.Duration == Duration {
    /// The center, as of the last change.
    public private(set) var center: PopupCenter
    /// How many changes the center has seen: a view that draws the center's frame redraws on
    /// each, even one that leaves the center equal (a deadline that passed quietly).
    public private(set) var revision = 0
    /// The effects of the last change.
    public private(set) var lastEffects: [PopupCenterEffect] = []

    /// Called with every effect, in order, once: the one place for the app to act on
    /// outputs, haptics and announcements.
    @ObservationIgnored public var onEffect: (PopupCenterEffect) -> Void = { _ in }
    @ObservationIgnored private let clock: C
    @ObservationIgnored private let origin: C.Instant
    @ObservationIgnored private var timer: Task<Void, Never>?
    @ObservationIgnored private var dragSoFar = 0.0
    @ObservationIgnored private var isPulling = false

    /// Creates an empty center on the clock; `wall` is the wall clock now (an app passes its
    /// real one; by default the scripts' origin).
    public init(clock: C, wall: PopupWallInstant? = nil) {
      self.clock = clock
      self.origin = clock.now
      self.center = PopupCenter(now: .zero, wall: wall)
    }

    /// The clock's now as the center's instant.
    public var now: PopupInstant { instant(of: clock.now) }

    /// An instant of the clock as the center's instant.
    public func instant(of clockInstant: C.Instant) -> PopupInstant {
      PopupInstant(sinceOrigin: origin.duration(to: clockInstant))
    }

    /// What to draw now; `contentSize` is what the view measured, or `nil` for the estimate.
    public func frame(contentSize: PopupSize? = nil) -> PopupCenterFrame {
      center.frame(at: now, contentSize: contentSize)
    }

    /// Whether the popup on screen is entering or leaving, so a view takes a frame on every
    /// display refresh; at rest (or with nothing on screen) it takes none.
    public var isMoving: Bool {
      guard let current = frame().current else { return false }
      switch current.frame.motion.phase {
      case .entering, .exiting: return true
      case .waiting, .presented, .gone: return false
      }
    }

    /// Presents a popup (see `PopupCenter.present(_:id:_:priority:behavior:options:at:)`).
    public func present<Kind: PopupKind>(
      _ kind: Kind.Type, id: String, _ configuration: Kind.Configuration, priority: PopupPriority = .normal,
      behavior: PopupBehavior = Kind.defaultBehavior,
      options: PopupPresentationOptions = Kind.defaultPresentation
    ) {
      change {
        $0.present(
          kind, id: id, configuration, priority: priority, behavior: behavior, options: options, at: $1)
      }
    }

    /// Dismisses a popup, showing or waiting.
    public func dismiss(id: String) { change { $0.dismiss(id: id, at: $1) } }

    /// Dismisses every popup.
    public func dismissAll() { change { $0.dismissAll(at: $1) } }

    /// Sends a popup one of its kind's events (see
    /// `PopupCenter.send(_:of:to:at:)`).
    ///
    /// - Throws: `PopupCenterError`, and nothing changes.
    public func send<Kind: PopupKind>(_ event: Kind.Event, of kind: Kind.Type, to id: String)
      throws(PopupCenterError)
    {
      let now = now
      let effects = try center.send(event, of: kind, to: id, at: now)
      finish(effects)
    }

    /// Performs what a control of the popup on screen asks (a button's, star's or toggle's
    /// `PopupAction`, or a field's action with its new text); returns whether the popup's
    /// kind read it as one of its events.
    @discardableResult
    public func perform(_ action: PopupAction) -> Bool {
      guard let id = center.currentID, let kind = center.kind(of: id) as? any InspectablePopupKind.Type else {
        return false
      }
      return perform(action, kind, id: id)
    }

    private func perform<Kind: InspectablePopupKind>(_ action: PopupAction, _ kind: Kind.Type, id: String)
      -> Bool
    {
      guard let event = Kind.event(for: action, origin: center.wallTime(at: .zero)) else { return false }
      do throws(PopupCenterError) {
        try send(event, of: kind, to: id)
        return true
      } catch {
        return false
      }
    }

    /// A tap on the popup on screen.
    public func tap() { change { $0.tap(at: $1) } }
    /// A tap on the scrim, outside the popup.
    public func tapOutside() { change { $0.tapOutside(at: $1) } }
    /// A swipe on the popup.
    public func drag() { change { $0.drag(at: $1) } }
    /// A finger comes down on the popup: its countdowns stand still.
    public func hold() { change { $0.hold(at: $1) } }
    /// The finger lifts: they run again.
    public func release() { change { $0.release(at: $1) } }

    /// A finger on a sheet that follows it (the scroll sheet's `pull` verb) moved by `dy`
    /// points since the last call, down when positive; returns `false` when the popup on
    /// screen has no such verb (the host then treats the drag as ``drag()`` when it ends).
    @discardableResult
    public func pull(by dy: Double) -> Bool { perform(PopupAction("pull", [.number(dy)])) }

    /// The finger lifted from such a sheet, moving at `velocity` points a second (down when
    /// positive); returns `false` when the popup on screen has no `lift` verb.
    @discardableResult
    public func lift(velocity: Double) -> Bool { perform(PopupAction("lift", [.number(velocity)])) }

    /// How far a finger must travel on a popup for its drag to count as a swipe
    /// (``drag()``), in points.
    public static var swipeDistance: Double { 30 }

    /// A drag on the popup on screen moved to `translation` (points since it began, down
    /// when positive). A sheet that follows the finger hears each move as ``pull(by:)``.
    public func dragChanged(translation: Double) {
      guard translation.isFinite else { return }
      let delta = translation - dragSoFar
      dragSoFar = translation
      if delta != 0, pull(by: delta) { isPulling = true }
    }

    /// The drag ended, `distance` points from where it began, the finger moving at
    /// `velocity` points a second (down when positive): a sheet that followed it hears
    /// ``lift(velocity:)``, any other popup ``drag()`` when the finger travelled
    /// ``swipeDistance`` or more.
    public func dragEnded(distance: Double, velocity: Double) {
      defer {
        dragSoFar = 0
        isPulling = false
      }
      if isPulling {
        lift(velocity: velocity.isFinite ? velocity : 0)
      } else if distance >= Self.swipeDistance {
        drag()
      }
    }

    /// The screen changed (size, safe area, keyboard, width class, text scale).
    ///
    /// - Throws: `PopupLayoutError` for a screen nothing can be laid out on; the center keeps
    ///   the screen it had.
    public func setScreen(_ screen: PopupScreen) throws(PopupLayoutError) {
      guard screen != center.screen else { return }
      let now = now
      let effects = try center.setScreen(screen, at: now)
      finish(effects)
    }

    /// The device's accessibility settings changed.
    public func setAccessibility(_ settings: PopupAccessibility) {
      guard settings != center.accessibility else { return }
      change { $0.setAccessibility(settings, at: $1) }
    }

    /// Fires what fell due by the clock's now; the model's own timer calls it at each
    /// deadline.
    public func advance() { change { $0.advance(to: $1) } }

    /// Stops the timer (a view that goes away calls it); the next change starts it again.
    public func stop() {
      timer?.cancel()
      timer = nil
    }

    private func change(_ body: (inout PopupCenter, PopupInstant) -> [PopupCenterEffect]) {
      let now = now
      finish(body(&center, now))
    }

    private func finish(_ effects: [PopupCenterEffect]) {
      revision += 1
      lastEffects = effects
      for effect in effects { onEffect(effect) }
      schedule()
    }

    private func schedule() {
      timer?.cancel()
      timer = nil
      guard let deadline = center.nextDeadline else { return }
      let due = origin.advanced(by: deadline.sinceOrigin)
      let clock = clock
      timer = Task { [weak self] in
        do {
          try await clock.sleep(until: due, tolerance: nil)
        } catch {
          return
        }
        self?.advance()
      }
    }
  }
#endif
