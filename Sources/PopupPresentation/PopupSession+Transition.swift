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
  /// Its travel toward the hidden frame, opacity and scale.
  public var look: PopupLook
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
  /// at the start of its entrance, and the ending happens when it is dismissed, at the start
  /// of its exit. A dismissal during the entrance exits from where the popup is, so its exit is
  /// as much shorter as the entrance had left to go.
  public func phase(at now: PopupInstant) -> PopupPhase { transition(at: now).phase }

  /// The phase and look at a host instant.
  public func transition(at now: PopupInstant) -> PopupTransition {
    let motion = options.motion
    func entered(by instant: PopupInstant) -> Double {
      guard let appearedAt else { return 0 }
      return fraction(instant - appearedAt, of: enterDuration)
    }
    guard let endedAt, let endReason, now >= endedAt else {
      guard appearedAt != nil else { return PopupTransition(phase: .waiting, visibility: 0, look: .hidden) }
      let visibility = entered(by: now)
      let look = motion.look(visibility: visibility, isEntering: true, reducesMotion: reducesMotion)
      return PopupTransition(
        phase: visibility < 1 ? .entering : .presented, visibility: visibility, look: look)
    }
    let visibility = max(entered(by: endedAt) - fraction(now - endedAt, of: exitDuration), 0)
    guard visibility > 0 else {
      return PopupTransition(phase: .gone(endReason), visibility: 0, look: .hidden)
    }
    let look = motion.look(visibility: visibility, isEntering: false, reducesMotion: reducesMotion)
    return PopupTransition(phase: .exiting(endReason), visibility: visibility, look: look)
  }

  /// The phase at `start`, then each phase the popup enters up to `end`, in order, with the
  /// host instant it begins: for traces that print phases as they pass.
  public func phases(from start: PopupInstant, through end: PopupInstant) -> [(
    at: PopupInstant, phase: PopupPhase
  )] {
    var boundaries = [appearedAt, appearedAt.map { $0 + enterDuration }].compactMap { $0 }
    if let endedAt {
      boundaries.append(endedAt)
      let shown = appearedAt.map { fraction(endedAt - $0, of: enterDuration) } ?? 0
      boundaries.append(endedAt + exitDuration * shown)
    }
    var phases = [(at: start, phase: phase(at: start))]
    for instant in boundaries.sorted() where instant > start && instant <= end {
      let phase = phase(at: instant)
      if phase != phases.last?.phase { phases.append((instant, phase)) }
    }
    return phases
  }

  private func fraction(_ elapsed: Duration, of duration: Duration) -> Double {
    guard duration > .zero else { return 1 }
    return min(max(elapsed / duration, 0), 1)
  }
}
