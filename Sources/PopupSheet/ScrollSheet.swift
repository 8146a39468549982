import PopupCore

/// A scroll sheet: long content under a pinned header, an optional pinned footer, and detents.
///
/// - **A drag moves the sheet only while the content is at its top.** Pulling down on
///   scrolled content scrolls it back first; pulling up at the highest detent scrolls it.
/// - **On release it snaps by position and velocity**: below half the lowest detent, or
///   moving down faster than 500 pt/s below the lowest detent, it dismisses with `.drag` (when
///   dismissible); a fling faster than 1000 pt/s goes to the next detent in its direction
///   from where the sheet is (down past the lowest: dismissed); otherwise it rests at the
///   nearest detent.
/// - A side sheet (leading or trailing) in regular width is full height and does not move;
///   in compact width it comes from the bottom like the others. `.automatic` is a bottom sheet
///   in compact width and a trailing side sheet in regular width; `.top` (seed 001's `fromTop`)
///   is a bottom sheet mirrored, swiped up to dismiss.
/// - With no detents the sheet rests at its content's height, at most `maxHeightFraction` of
///   the screen (0.9 by default); with detents that fraction is ignored.
/// - As seed 001 says, an outside tap on a sheet reports `.drag`, as a swipe down; it dismisses
///   when `dismissesOnOutsideTap` (by default as dismissible as a swipe is).
public enum ScrollSheet: PopupKind {
  /// A sheet from the bottom over a dim.
  public static let defaultPresentation = PopupPresentationOptions.sheet

  /// A drag (the shared swipe) dismisses a dismissible sheet.
  public static let defaultBehavior = PopupBehavior(dismissesOnOutsideTap: false, dismissesOnDrag: true)

  /// How fast a release going down dismisses from below the lowest detent.
  public static let dismissVelocity: Double = 500
  /// How fast a release flings to the next detent.
  public static let flingVelocity: Double = 1000

  public static func makeState(_ configuration: Configuration, now: PopupTime) -> State {
    State(configuration: configuration)
  }

  /// The screen's width class and height reach the configuration: a side sheet needs a
  /// regular width, and detents are fractions of the screen's height.
  ///
  /// The detents are sorted and merged anew for this screen's height, and the sheet rests at
  /// the detent it rested at (or the one it merged into), its scroll kept in range.
  public static func screenChanged(_ screen: PopupScreen, _ state: inout State, now: PopupTime)
    -> [PopupEffect<Output>]
  {
    let resting = state.detents.indices.contains(state.detent) ? state.detents[state.detent] : nil
    state.configuration.widthClass = screen.widthClass
    state.configuration.screenHeight = screen.size.height
    // A height in points and a fraction of the screen can change order or meet on another
    // screen, and a sheet that rests at its content's height is capped by a fraction of this
    // screen, not of the one it was made for.
    let screenHeight = state.configuration.screenHeight
    let detents = state.configuration.restingDetents
    let height = resting?.height(on: screenHeight)
    state.detent =
      resting.flatMap { detents.firstIndex(of: $0) }
      ?? detents.firstIndex { $0.height(on: screenHeight) == height } ?? 0
    state.detents = detents
    // A sheet of another height shows another number of rows.
    state.scrollOffset = min(state.scrollOffset, state.maxScroll)
    return []
  }

  /// A side sheet at its edge, full height and ``Configuration/sideWidth`` wide; otherwise a
  /// bottom sheet as tall as it rests or is dragged.
  public static func placement(of state: State, on screen: PopupScreen) -> PopupKindPlacement? {
    switch state.configuration.effectiveSide {
    case .leading: .sheet(edge: .leading, extent: Configuration.sideWidth)
    case .trailing, .automatic: .sheet(edge: .trailing, extent: Configuration.sideWidth)
    case .bottom: .sheet(edge: .bottom, extent: max(state.height, 1))
    case .top: .sheet(edge: .top, extent: max(state.height, 1))
    }
  }

  public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    guard !state.isEnded else { return [] }
    switch event {
    case .pulled(let dy):
      guard dy.isFinite, state.configuration.effectiveSide.isVertical else { return [] }
      pull(&state, by: awayFromEdge(dy, in: state))
      return []
    case .lifted(let velocity):
      state.isDragging = false
      guard state.translation != 0 else { return [] }
      return settle(&state, velocity: velocity.isFinite ? awayFromEdge(velocity, in: state) : 0)
    case .scrolled(let offset):
      guard offset.isFinite else { return [] }
      state.scrollOffset = min(max(offset, 0), state.maxScroll)
      return []
    case .detentSelected(let detent):
      let height = detent.height(on: state.configuration.screenHeight)
      guard let index = state.detents.indices.first(where: { state.height(of: $0) == height }) else {
        return []
      }
      return rest(&state, at: index)
    case .closeTapped:
      guard state.configuration.headerStyle == .closable else { return [] }
      state.isEnded = true
      return [.dismiss(.tap)]
    case .footerTapped:
      guard state.configuration.footer != nil else { return [] }
      return [.output(.footerTapped)]
    }
  }

  /// A movement as a bottom sheet sees it, positive toward dismissal: down for a sheet from
  /// the bottom, up for one from the top.
  private static func awayFromEdge(_ value: Double, in state: State) -> Double {
    state.configuration.effectiveSide == .top ? -value : value
  }

  /// An outside tap dismisses a sheet that ``Configuration/dismissesOnOutsideTap`` as a swipe
  /// would (`.drag`); a swipe dismisses a dismissible one; otherwise they do nothing.
  public static func handle(_ gesture: PopupGesture, _ state: inout State, now: PopupTime) -> [PopupEffect<
    Output
  >]? {
    guard gesture != .tap else { return nil }
    guard !state.isEnded else { return [] }
    // The drag-only-at-the-top rule holds for the shared swipe too: on scrolled content it
    // scrolls back to the top, and only a swipe from there dismisses.
    if gesture == .drag && state.scrollOffset > 0 {
      state.scrollOffset = 0
      return []
    }
    let allowed =
      gesture == .outsideTap ? state.configuration.dismissesOnOutsideTap : state.configuration.isDismissible
    guard allowed else { return [] }
    state.isEnded = true
    return [.dismiss(.drag)]
  }

  private static func pull(_ state: inout State, by dy: Double) {
    state.isDragging = true
    let top = state.detents.count - 1
    if state.translation == 0 && (state.scrollOffset > 0 || (dy < 0 && state.detent == top)) {
      state.scrollOffset = min(max(state.scrollOffset - dy, 0), state.maxScroll)
      return
    }
    let resting = state.height(of: state.detent)
    state.translation = min(max(state.translation + dy, resting - state.height(of: top)), resting)
    // A taller sheet shows more rows: the content can no longer be scrolled as far.
    state.scrollOffset = min(state.scrollOffset, state.maxScroll)
  }

  private static func settle(_ state: inout State, velocity: Double) -> [PopupEffect<Output>] {
    let height = state.height
    let lowest = state.height(of: 0)
    let dismissible = state.configuration.isDismissible
    if dismissible && (height < lowest / 2 || (velocity > dismissVelocity && height < lowest)) {
      state.isEnded = true
      return [.dismiss(.drag)]
    }
    if abs(velocity) >= flingVelocity {
      // The next detent in the fling's direction from where the sheet is (not from the
      // detent the drag began at): flung down from near the large detent, it rests at the
      // one below; down from the lowest, it is dismissed.
      let heights = state.detents.indices.map { (index: $0, height: state.height(of: $0)) }
      if velocity > 0 {
        if let below = heights.filter({ $0.height < height - 0.5 }).max(by: { $0.height < $1.height }) {
          return rest(&state, at: below.index)
        }
        if dismissible {
          state.isEnded = true
          return [.dismiss(.drag)]
        }
        return rest(&state, at: heights.min(by: { $0.height < $1.height })?.index ?? state.detent)
      }
      if let above = heights.filter({ $0.height > height + 0.5 }).min(by: { $0.height < $1.height }) {
        return rest(&state, at: above.index)
      }
      return rest(&state, at: heights.max(by: { $0.height < $1.height })?.index ?? state.detent)
    }
    let nearest = state.detents.indices.min {
      abs(state.height(of: $0) - height) < abs(state.height(of: $1) - height)
    }
    return rest(&state, at: nearest ?? state.detent)
  }

  private static func rest(_ state: inout State, at index: Int) -> [PopupEffect<Output>] {
    let changed = index != state.detent
    state.detent = index
    state.translation = 0
    state.scrollOffset = min(state.scrollOffset, state.maxScroll)
    return changed ? [.output(.detentChanged(state.detents[index]))] : []
  }
}
