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

  private func arm(at deadline: DispatchTime) {
    guard interval != .never else { return }
    Self.alarms.asyncAfter(deadline: deadline) { [self] in
      let quietSince: DispatchTime? = Self.lock.sync {
        isEnded ? nil : max(started, Self.lastEnd ?? started)
      }
      guard let quietSince else { return }
      let due = quietSince + interval
      guard DispatchTime.now() >= due else { return arm(at: due) }
      let bytes = Array(message.utf8)
      _ = bytes.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
      _exit(1)
    }
  }
}
