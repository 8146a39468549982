#if canImport(Observation)
  import Observation
  import PopupCore
  import PopupPresentation

  /// An observable popup for a SwiftUI view to hold: the session's state and render tree,
  /// kept current by a ``PopupDriver`` underneath, and `send` for the view's buttons.
  ///
  /// ```swift
  /// @State var toast = PopupModel<UndoToast, ContinuousClock>(.init(message: "Deleted"), clock: .continuous)
  /// var body: some View {
  ///   TimelineView(.animation(minimumInterval: nil, paused: false)) { _ in
  ///     PopupFrameView(toast.frame(at: .now)) { input in   // PopupSwiftUI's view of a frame
  ///       if case .action(let action) = input { Task { await toast.perform(action) } }
  ///     }
  ///   }
  ///   .task { await toast.run() }
  /// }
  /// ```
  ///
  /// A render tree shows time as of the last change; a view that draws a live countdown asks
  /// ``tree(at:)`` or ``frame(at:contentSize:)`` from a `TimelineView`. For one popup from a
  /// binding, or many through a center (``PopupCenterModel``), PopupSwiftUI has modifiers.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  @Observable
  public final class PopupModel<Kind: PopupKind, C: Clock> where C.Duration == Duration {
    /// The session, as of the last change.
    public private(set) var session: PopupSession<Kind>
    /// The render tree, as of the last change.
    public private(set) var tree: RenderNode
    /// The effects of the last change.
    public private(set) var lastEffects: [PopupEffect<Kind.Output>] = []

    /// The driver underneath.
    @ObservationIgnored public let driver: PopupDriver<PopupSession<Kind>, C>
    @ObservationIgnored private let clock: C
    @ObservationIgnored private let origin: C.Instant
    /// The wall clock when the popup was presented: where action instants count from.
    @ObservationIgnored public let wallOrigin: PopupWallInstant

    /// Creates a model for a popup of the kind, presented now on the clock with `behavior`
    /// (auto-dismiss, gestures) and `options` (display, placement, scrim, motion, haptic,
    /// style, chrome). `wall` is the wall clock now (an app passes its real one; by default
    /// the scripts' origin).
    public init(
      _ configuration: Kind.Configuration, behavior: PopupBehavior = Kind.defaultBehavior,
      options: PopupPresentationOptions = Kind.defaultPresentation, clock: C, wall: PopupWallInstant? = nil
    ) {
      let session = PopupSession<Kind>(
        configuration, behavior: behavior, options: options, now: .zero, wall: wall)
      self.session = session
      self.wallOrigin = session.wallTime(at: .zero)
      self.tree = session.render(at: .zero)
      self.clock = clock
      self.origin = clock.now
      self.driver = PopupDriver(session, clock: clock)
    }

    /// The kind's state, as of the last change.
    public var state: Kind.State { session.state }

    /// Whether the popup has ended.
    public var isEnded: Bool { session.isEnded }

    /// The render tree at the clock's current time, for live countdowns.
    public func tree(at instant: C.Instant) -> RenderNode {
      session.render(at: PopupInstant(sinceOrigin: origin.duration(to: instant)))
    }

    /// Everything a view draws of the popup at an instant of the clock (placement, scrim,
    /// motion, countdown, hold), for a `TimelineView`; `contentSize` is what the view measured,
    /// or `nil` for the estimate.
    public func frame(at instant: C.Instant, contentSize: PopupSize? = nil) -> PopupFrame {
      session.frame(at: PopupInstant(sinceOrigin: origin.duration(to: instant)), contentSize: contentSize)
    }

    /// Runs the popup (it appears) and keeps the model current until it ends or the calling
    /// task is cancelled: a view's `.task { await model.run { effect in ... } }`.
    ///
    /// - Parameter onEffect: called with every effect in order, those of time passing and
    ///   those of ``send(_:)`` alike: the one place for the app to act on outputs.
    public func run(onEffect: (PopupEffect<Kind.Output>) -> Void = { _ in }) async {
      let driver = driver
      await withTaskGroup(of: Void.self) { group in
        group.addTask { await driver.run() }
        for await change in driver.changes {
          self.update(change.host, effects: change.effects)
          for effect in change.effects { onEffect(effect) }
        }
        group.cancelAll()
      }
    }

    /// Sends the popup one of its events, as a button would; returns its effects (which
    /// ``run(onEffect:)`` also hears).
    @discardableResult
    public func send(_ event: Kind.Event) async -> [PopupEffect<Kind.Output>] {
      let effects = await driver.send(event)
      update(await driver.host, effects: effects)
      return effects
    }

    func update(_ session: PopupSession<Kind>, effects: [PopupEffect<Kind.Output>]?) {
      self.session = session
      tree = session.render(at: PopupInstant(sinceOrigin: origin.duration(to: clock.now)))
      if let effects { lastEffects = effects }
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  extension PopupModel where Kind: InspectablePopupKind {
    /// Performs what a render tree's button, toggle or star asks (its `PopupAction`); an
    /// action that is not one of the kind's events does nothing.
    @discardableResult
    public func perform(_ action: PopupAction) async -> [PopupEffect<Kind.Output>] {
      guard let event = Kind.event(for: action, origin: wallOrigin) else { return [] }
      return await send(event)
    }
  }
#endif
