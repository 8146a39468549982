import Foundation
import Testing

extension Process {
  /// Ends the process if it still runs after `seconds`, so a test reading its output to the
  /// end fails with a message instead of waiting forever on a binary that hangs. Call it after
  /// `run()`; `expectNotKilled` afterwards records the issue, naming what was waited for.
  func watchdog(seconds: Double = 60) -> Watchdog {
    let watchdog = Watchdog()
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [weak self] in
      guard let self, self.isRunning else { return }
      watchdog.fire()
      self.terminate()
    }
    return watchdog
  }
}

/// Whether a process's watchdog had to end it.
final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var fired = false

  fileprivate func fire() {
    lock.lock()
    fired = true
    lock.unlock()
  }

  /// Records an issue when the watchdog ended the process: it hung while the test waited for
  /// `what`.
  func expectNotKilled(waitingFor what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    lock.lock()
    let fired = fired
    lock.unlock()
    if fired {
      Issue.record(
        "the catalog binary hung: ended after 60 s of waiting for \(what)", sourceLocation: sourceLocation)
    }
  }
}

/// A pipe read to its end on a thread of its own, so that a process writing to two pipes
/// never blocks on the one nobody reads yet. A thread of its own, not the shared dispatch
/// pool's, whose threads a busy test run may hold (the watchdog learned that).
final class PipeReader: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var read = Data()

  /// Starts reading the handle to its end.
  init(_ handle: FileHandle) {
    let thread = Thread { [self] in
      read = handle.readDataToEndOfFile()
      done.signal()
    }
    thread.start()
  }

  /// Everything read, once the pipe has ended.
  func data() -> Data {
    done.wait()
    return read
  }
}
