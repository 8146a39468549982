import PopupDriving
import Testing

/// Waits for `task` to end: true when it did. A task that is still running after `limit` of
/// real time records an issue naming `what` and returns false instead of hanging the run. The
/// wait resumes when the task ends (no polling), so tests holding the other threads never
/// bring it near the limit; the limit is a backstop for a driver that never gets there.
func finishes(
  _ task: Task<Void, Never>, _ what: String, limit: Duration = .seconds(30),
  sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool {
  let ended = await firstOf(limit: limit) { await task.value }
  if !ended {
    Issue.record("Waited \(limit) for \(what), but it did not come.", sourceLocation: sourceLocation)
  }
  return ended
}

/// Waits for the driver's first change (since it was made: changes wait in its stream) whose
/// host meets `condition`: true when one came, false when the driver stopped first or `limit`
/// of real time passed (recording an issue naming `what`). Reads ``PopupDriver/changes``, so
/// nothing else in the test may.
func changeComes<Host: PopupDrivable, C: Clock>(
  in driver: PopupDriver<Host, C>, _ what: String, limit: Duration = .seconds(30),
  sourceLocation: SourceLocation = #_sourceLocation, where condition: @escaping @Sendable (Host) -> Bool
) async -> Bool where C.Duration == Duration {
  let found = Flag()
  let ended = await firstOf(limit: limit) {
    for await change in driver.changes where condition(change.host) {
      found.isSet = true
      return
    }
  }
  if !ended {
    Issue.record("Waited \(limit) for \(what), but it did not come.", sourceLocation: sourceLocation)
  }
  return found.isSet
}

/// Runs `body` in a task of its own and returns true when it ends within `limit` of real time,
/// false (leaving it to end when it will) otherwise.
private func firstOf(limit: Duration, _ body: @escaping @Sendable () async -> Void) async -> Bool {
  let once = Once()
  return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
    let work = Task {
      await body()
      if await once.claim() { continuation.resume(returning: true) }
    }
    Task {
      try? await Task.sleep(for: limit)
      if await once.claim() {
        work.cancel()
        continuation.resume(returning: false)
      }
    }
  }
}

/// True for the first caller only.
private actor Once {
  private var isClaimed = false

  func claim() -> Bool {
    defer { isClaimed = true }
    return !isClaimed
  }
}
