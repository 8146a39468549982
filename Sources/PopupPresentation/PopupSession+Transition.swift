import PopupCore

/// Where a popup is in its life on screen.
public enum PopupPhase: Hashable, Sendable {
  /// Presented but not yet on screen.
  case waiting
  /// Coming in.
  case entering
  /// On screen, at rest.
  case presented
  /// Going out, for a reason.
  case exiting(DismissReason)
  /// Gone, for a reason.
  case gone(DismissReason)
}

extension PopupPhase: CustomStringConvertible {
  /// `entering`, `presented`, `exiting: timeout`, as traces print it.
  public var description: String {
    switch self {
    case .waiting: "waiting"
    case .entering: "entering"
    case .presented: "presented"
    case .exiting(let reason): "exiting: \(reason)"
    case .gone(let reason): "gone: \(reason)"
    }
  }
}

/// A popup's phase at an instant, and how it looks then, for a host to animate.
public struct PopupTransition: Hashable, Sendable {
  /// The phase.
  public var phase: PopupPhase
  /// How far in the popup is, linear in time: 0 hidden, 1 shown.
  public var visibility: Double
  /// Its travel toward the hidden frame (the exit frame while it exits), opacity and scale.
  public var look: PopupLook
  /// While it exits, how far toward its entrance frame it still is: an exit that begins
  /// during the entrance leaves from where the entrance had brought it, so this starts at
  /// the entrance's travel and falls to 0 as ``look`` travels to the exit frame (or stays,
  /// for an exit in place). 0 otherwise.
  public var entranceTravel: Double = 0
}

extension PopupSession {
  /// How long the entrance takes: the motion's, or a fade under Reduce Motion.
  public var enterDuration: Duration {
    reducesMotion ? PopupMotion.fadeDuration : options.motion.enterDuration
  }

  /// How long a full exit takes: the motion's, or a fade under Reduce Motion.
  public var exitDuration: Duration { reducesMotion ? PopupMotion.fadeDuration : options.motion.exitDuration }

  /// The phase at a host instant: waiting → entering → presented → exiting → gone.
  ///
  /// Entrance and exit change no timing: the kind's countdowns start when the popup appears,
  /// and the ending happens when it is dismissed, at the start of its exit. The entrance
  /// starts when the popup's content first shows (``shownAt``: at its appearance, or later
  /// for a kind that draws nothing at first); while it draws nothing it is waiting. A
  /// dismissal during the entrance exits from where the popup is, and its exit is as much
  /// shorter as the entrance, by its curve, had left to go (``exitShare``).
  public func phase(at now: PopupInstant) -> PopupPhase { transition(at: now).phase }

  /// The phase and look at a host instant.
  ///
  /// The exit starts from the look the popup had when it ended (the entrance's, when it
  /// ended during it) and eases in from there to the exit's hidden look, so no value jumps.
  public func transition(at now: PopupInstant) -> PopupTransition {
    transition(at: now, travels: travels)
  }

  /// The transition, for a popup that travels in and out (or stands in place) as `travels`
  /// says.
  func transition(at now: PopupInstant, travels: (in: Bool, out: Bool)) -> PopupTransition {
    let motion = options.motion
    func entered(by instant: PopupInstant) -> Double {
      guard let shownAt else { return 0 }
      return fraction(instant - shownAt, of: enterDuration)
    }
    func entering(_ visibility: Double) -> PopupLook {
      motion.look(
        visibility: visibility, isEntering: true, reducesMotion: reducesMotion, inPlace: !travels.in)
    }
    guard let endedAt, let endReason, now >= endedAt else {
      guard shownAt != nil else { return PopupTransition(phase: .waiting, visibility: 0, look: .hidden) }
      let visibility = entered(by: now)
      return PopupTransition(
        phase: visibility < 1 ? .entering : .presented, visibility: visibility, look: entering(visibility))
    }
    let start = entered(by: endedAt)
    let share = exitShare
    let visibility = max(share - fraction(now - endedAt, of: exitDuration), 0)
    // Within rounding of the exit's end (`exitDuration × exitShare` is rounded to a
    // Duration), it is gone: a trace's boundary lands on the gone phase.
    guard visibility > 1e-9 else {
      return PopupTransition(phase: .gone(endReason), visibility: 0, look: .hidden)
    }
    let from = entering(start)
    let to = motion.look(
      visibility: 0, isEntering: false, reducesMotion: reducesMotion, inPlace: !travels.out)
    // Eased in, from where the ending found the popup: 0 at the ending, 1 when gone.
    let gone = 1 - visibility / share
    let eased = gone * gone
    func toward(_ start: Double, _ end: Double) -> Double { start + (end - start) * eased }
    let fades = reducesMotion || motion.hiddenLook(inPlace: !travels.out).fades
    let look = PopupLook(
      travel: eased, opacity: fades ? toward(from.opacity, 0) : from.opacity,
      scale: toward(from.scale, to.scale),
      blur: toward(from.blur, to.blur))
    // Leaving by an edge, it moves on from where the entrance had brought it to the exit
    // frame; leaving in place, it stays where the entrance had brought it.
    return PopupTransition(
      phase: .exiting(endReason), visibility: visibility, look: look,
      entranceTravel: from.travel * (travels.out ? 1 - eased : 1))
  }

  /// Whether the popup comes in and goes out by travelling (a slide from an edge, a sheet)
  /// rather than in place (a centred card, a popover).
  var travels: (in: Bool, out: Bool) {
    let placement = PopupFramePlacer.placement(kindPlacement, options)
    switch placement {
    case .sheet: return (true, true)
    case .anchored:
      // A popover stands in place, unless no side has room and it falls back to a sheet.
      let frame = frame(at: lastSeen)
      let placed = frame.placement
      return (placed.enterFrame != placed.frame, placed.exitFrame != placed.frame)
    case .center, nil:
      if placement == nil, PopupFramePlacer.isSheet(options) { return (true, true) }
      let motion = options.motion
      return (motion.effectiveEnterEdge != nil, motion.exitEdge != nil)
    }
  }

  /// The phase at `start`, then each phase the popup enters up to `end`, in order, with the
  /// host instant it begins: for traces that print phases as they pass.
  public func phases(from start: PopupInstant, through end: PopupInstant) -> [(
    at: PopupInstant, phase: PopupPhase
  )] {
    var boundaries = [shownAt, shownAt.map { $0 + enterDuration }].compactMap { $0 }
    if let endedAt {
      boundaries.append(endedAt)
      boundaries.append(endedAt + exitDuration * exitShare)
    }
    var phases = [(at: start, phase: phase(at: start))]
    for instant in boundaries.sorted() where instant > start && instant <= end {
      let phase = phase(at: instant)
      if phase != phases.last?.phase { phases.append((instant, phase)) }
    }
    return phases
  }

  /// The share of a full exit the popup takes to leave: 1 from rest; ended during its
  /// entrance, as far as the entrance had brought it by its curve (0 when it never showed).
  public var exitShare: Double {
    guard let endedAt, let shownAt else { return 0 }
    let entered = fraction(endedAt - shownAt, of: enterDuration)
    guard entered > 0 else { return 0 }
    if reducesMotion { return entered }
    // A spring that overshoots has come all the way.
    return min(max(options.motion.curve(entered), entered), 1)
  }

  private func fraction(_ elapsed: Duration, of duration: Duration) -> Double {
    guard duration > .zero else { return 1 }
    return min(max(elapsed / duration, 0), 1)
  }
}
