import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One watched run of a test for ``PopupWatchdogTrait``: an alarm that ends the process when
/// the test has run `interval` past both its start and the last end of any watched test, and
/// is armed again for later while other tests keep ending.
final class PopupWatch: @unchecked Sendable {
  /// What an alarm does when it rings (``PopupWatch/verdict(started:lastEnd:isEnded:now:interval:)``).
  enum Verdict: Equatable {
    /// The test has ended: nothing to do.
    case standDown
    /// Another watched test ended since the alarm was set: ring again at this time.
    case rearm(at: DispatchTime)
    /// Nothing has ended for a whole interval while the test still runs: end the run.
    case endTheRun
  }

  /// When any watched test last ended, guarded by ``lock``: the run's progress.
  nonisolated(unsafe) private static var lastEnd: DispatchTime?
  /// Guards ``lastEnd`` and every watch's ``isEnded``.
  private static let lock = DispatchQueue(label: "PopupWatch")
  /// Where the alarms ring: a serial queue of its own, which dispatch gives a thread even when
  /// every thread of the shared pool is busy (a test that spins on each of them), unlike
  /// `DispatchQueue.global()`, whose threads are the shared pool's.
  private static let alarms = DispatchQueue(label: "PopupWatch.alarms")

  private let interval: DispatchTimeInterval
  private let message: String
  private let started = DispatchTime.now()
  private var isEnded = false

  init(interval: DispatchTimeInterval, message: String) {
    self.interval = interval
    self.message = message
  }

  /// Sets the alarm for `interval` after the test's start.
  func arm() { arm(at: started + interval) }

  /// The test ended: its alarm is off, and the run has made progress.
  func end() {
    Self.lock.sync {
      isEnded = true
      Self.lastEnd = .now()
    }
  }

  /// What an alarm ringing at `now` does for a test that started at `started`, when the last
  /// watched test ended at `lastEnd` (nil: none yet): the run is quiet since the later of the
  /// two, and the test is taken for stuck only once it has been quiet a whole `interval`.
  static func verdict(
    started: DispatchTime, lastEnd: DispatchTime?, isEnded: Bool, now: DispatchTime,
    interval: DispatchTimeInterval
  ) -> Verdict {
    guard !isEnded else { return .standDown }
    let due = max(started, lastEnd ?? started) + interval
    return now >= due ? .endTheRun : .rearm(at: due)
  }

  private func arm(at deadline: DispatchTime) {
    guard interval != .never else { return }
    Self.alarms.asyncAfter(deadline: deadline) { [self] in
      let verdict = Self.lock.sync {
        Self.verdict(
          started: started, lastEnd: Self.lastEnd, isEnded: isEnded, now: .now(), interval: interval)
      }
      switch verdict {
      case .standDown: return
      case .rearm(let due): arm(at: due)
      case .endTheRun:
        let bytes = Array(message.utf8)
        _ = bytes.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
        _exit(1)
      }
    }
  }
}
