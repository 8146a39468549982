import Dispatch

extension Array where Element: Sendable {
  /// The transform of every element, in order, computed side by side, one element a core at a
  /// time: for independent pieces of work such as the explorer's walks or the audit's samples.
  /// One element, or none, runs on the calling thread.
  func popupConcurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
    guard count > 1 else { return map(transform) }
    let slots = PopupResultSlots<Result>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      slots.fill(index, with: transform(self[index]))
    }
    return slots.results
  }
}

/// One slot for each piece of work's result, each filled once by the work of its index alone,
/// so work on other threads never touches the same memory.
private final class PopupResultSlots<Result>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<Result?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  func fill(_ index: Int, with result: Result) { slots[index] = result }

  /// Every result, once every piece of work has ended.
  var results: [Result] { slots.compactMap { $0 } }
}
