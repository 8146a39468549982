import PopupCore

/// A ``ManualClock`` with one timer kept at a host's next deadline: how a test store moves
/// time the way a real host with a single timer would.
struct DeadlineDriver: Sendable {
  private(set) var clock: ManualClock
  private var timer: ManualClock.Timer?

  init(now: PopupInstant) {
    clock = ManualClock(now: now)
  }

  /// Keeps the timer at `deadline` (or none).
  mutating func sync(to deadline: PopupInstant?) {
    if let timer {
      if timer.deadline == deadline { return }
      clock.cancel(timer)
      self.timer = nil
    }
    if let deadline { timer = clock.schedule(at: deadline) }
  }

  /// Moves the clock to `target`, calling `advance` at each deadline that falls due and then at
  /// `target`, and re-reading the host's deadline after each call. A host that answers a due
  /// deadline with the same deadline again (a kind that ignores its own deadline) is not
  /// asked again at that instant: that would never end.
  mutating func run<Effect>(
    until target: PopupInstant, deadline: () -> PopupInstant?, advance: (PopupInstant) -> [Effect]
  ) -> [Effect] {
    var effects: [Effect] = []
    while let fired = clock.fireNext(notAfter: target) {
      if fired == timer { timer = nil }
      effects += advance(fired.deadline)
      sync(to: deadline().flatMap { $0 > fired.deadline ? $0 : nil })
    }
    effects += advance(target)
    sync(to: deadline())
    return effects
  }
}
