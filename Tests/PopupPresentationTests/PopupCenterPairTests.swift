import PopupCore
import PopupPresentation
import PopupTesting
import PopupUndo
import Testing

/// One operation of the center's pair table. Every popup is an undo toast that ends itself
/// 5 s after it comes on screen (its local clock stands still while it waits or is held).
enum CenterPairOperation: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// A new popup of `.high` priority (`h1` or `h2`): it preempts a `.normal` one.
  case presentHigher
  /// A new popup of `.low` priority (`l1` or `l2`): it waits behind every other.
  case presentLower
  /// The current popup's id presented again, at its own priority.
  case replace
  case hold
  case release
  case dismissCurrent
  /// The first waiting popup dismissed (or an id nobody presented when none waits).
  case dismissWaiting
  /// The screen becomes a tablet's.
  case screenChange
  /// Six seconds pass, past the current popup's deadline unless it is held.
  case advance

  var testDescription: String { rawValue }

  /// How much host time passes before the operation.
  var step: Duration { self == .advance ? .seconds(6) : .seconds(1) }
}

/// The center of the pair table: `a` shows (from 0 s, ending at 5 s) and `w` waits, both
/// `.normal`; operations then run 1 s apart (6 s for an advance).
struct CenterPairPlay {
  var center = PopupCenter()
  var now = PopupInstant.zero
  /// How many popups were presented, replacements included.
  var presented = 0
  /// Every effect of the operations, haptics and announcements left out.
  var effects: [PopupCenterEffect] = []

  init() {
    _ = present("a", .normal)
    _ = present("w", .normal)
  }

  mutating func present(_ id: String, _ priority: PopupPriority) -> [PopupCenterEffect] {
    presented += 1
    return center.present(UndoToast.self, id: id, .init(message: id), priority: priority, at: now)
  }

  /// Runs an operation as the `index`th (1 or 2), returning its effects.
  mutating func run(_ operation: CenterPairOperation, index: Int) -> [PopupCenterEffect] {
    now += operation.step
    let effects: [PopupCenterEffect]
    switch operation {
    case .presentHigher: effects = present("h\(index)", .high)
    case .presentLower: effects = present("l\(index)", .low)
    case .replace:
      let id = center.currentID ?? "a"
      effects = present(id, center.priority(of: id) ?? .normal)
    case .hold: effects = center.hold(at: now)
    case .release: effects = center.release(at: now)
    case .dismissCurrent: effects = center.dismiss(id: center.currentID ?? "nobody", at: now)
    case .dismissWaiting: effects = center.dismiss(id: center.waitingIDs.first ?? "nobody", at: now)
    case .screenChange: effects = (try? center.setScreen(.tablet, at: now)) ?? []
    case .advance: effects = center.advance(to: now)
    }
    self.effects += effects
    return effects
  }

  /// `effects | presented ids with the seconds each has left | next deadline in seconds`, as
  /// the table writes it. The seconds left are read by dismissing, on a copy, the popup on
  /// screen one after another at the same instant: each next one shows with the time it kept
  /// (`held` while a finger still holds it).
  func summary(of effects: [PopupCenterEffect]) -> String {
    let said = effects.filter { $0.effect?.isHapticOrAnnouncement != true }.map(\.description)
    let deadline = center.nextDeadline.map { "\($0.sinceOrigin.components.seconds)" } ?? "-"
    var drained = center
    var left: [String] = []
    while let id = drained.currentID, left.count < 10 {
      let time = drained.nextDeadline.map { seconds($0 - now) } ?? "-"
      let held = drained.session(of: id, as: UndoToast.self)?.isHeld == true
      left.append("\(id)=\(held ? "held" : time)")
      _ = drained.dismiss(id: id, at: now)
    }
    return "\(said.joined(separator: ", ")) | \(left.joined(separator: " ")) | \(deadline)"
  }

  private func seconds(_ duration: Duration) -> String {
    let (whole, fraction) = duration.components
    return fraction == 0 ? "\(whole)" : "\(duration)"
  }
}

/// Every ordered pair of center operations, each checked against the center's invariants and
/// an expected order of effects worked out from the rules in `PopupCenter`'s documentation.
@Suite("PopupCenter: every ordered pair of operations", .timeLimit(.minutes(3)), .watchdog)
struct PopupCenterPairTests {
  /// What the first operation alone does to `a` showing (ending at 5 s) and `w` waiting:
  /// `effects | presented ids, current first, with the seconds each has left | next deadline (s)`.
  static let first: [CenterPairOperation: String] = [
    // A higher priority preempts: `a` is paused (not ended) at the head of its band.
    .presentHigher: "paused a, shown h1 | h1=5 a=4 w=5 | 6",
    // A lower priority waits behind every `.normal` one.
    .presentLower: " | a=4 w=5 l1=5 | 5",
    // The old `a` is told `.programmatic`; the new one shows for the first time, its clock new.
    .replace: "dismissed a: programmatic, shown a | a=5 w=5 | 6",
    // A held popup's countdown stands still: no deadline.
    .hold: " | a=held w=5 | -",
    // A release without a hold changes nothing.
    .release: " | a=4 w=5 | 5",
    .dismissCurrent: "dismissed a: programmatic, shown w | w=5 | 6",
    .dismissWaiting: "dismissed w: programmatic | a=4 | 5",
    .screenChange: " | a=4 w=5 | 5",
    // `a` ends at 5 s; `w`'s clock starts then, so it ends at 10 s.
    .advance: "a output: expired, dismissed a: timeout, shown w | w=4 | 10",
  ]

  /// What the second operation does after the first: `[first: [second: summary]]`, the
  /// second operation 1 s after the first (6 s for an advance).
  static let second: [CenterPairOperation: [CenterPairOperation: String]] = [
    // h1 (high, ends at 6) shows; a (4 s left) and w wait.
    .presentHigher: [
      // Equal priority waits: h2 goes to the back of the high band, before `a`.
      .presentHigher: " | h1=4 h2=5 a=4 w=5 | 6",
      .presentLower: " | h1=4 a=4 w=5 l2=5 | 6",
      .replace: "dismissed h1: programmatic, shown h1 | h1=5 a=4 w=5 | 7",
      .hold: " | h1=held a=4 w=5 | -",
      .release: " | h1=4 a=4 w=5 | 6",
      // `a` shows again with the 4 s it had left.
      .dismissCurrent: "dismissed h1: programmatic, shown a again | a=4 w=5 | 6",
      // The preempted `a` is first in line.
      .dismissWaiting: "dismissed a: programmatic | h1=4 w=5 | 6",
      .screenChange: " | h1=4 a=4 w=5 | 6",
      // h1 ends at 6; `a` shows again then, with 4 s left: it ends at 10.
      .advance: "h1 output: expired, dismissed h1: timeout, shown a again | a=3 w=5 | 10",
    ],
    // a (ends at 5) shows; w and l1 wait.
    .presentLower: [
      .presentHigher: "paused a, shown h2 | h2=5 a=3 w=5 l1=5 | 7",
      .presentLower: " | a=3 w=5 l1=5 l2=5 | 5",
      .replace: "dismissed a: programmatic, shown a | a=5 w=5 l1=5 | 7",
      .hold: " | a=held w=5 l1=5 | -",
      .release: " | a=3 w=5 l1=5 | 5",
      .dismissCurrent: "dismissed a: programmatic, shown w | w=5 l1=5 | 7",
      .dismissWaiting: "dismissed w: programmatic | a=3 l1=5 | 5",
      .screenChange: " | a=3 w=5 l1=5 | 5",
      .advance: "a output: expired, dismissed a: timeout, shown w | w=3 l1=5 | 10",
    ],
    // The new a (ends at 6) shows; w waits.
    .replace: [
      .presentHigher: "paused a, shown h2 | h2=5 a=4 w=5 | 7",
      .presentLower: " | a=4 w=5 l2=5 | 6",
      .replace: "dismissed a: programmatic, shown a | a=5 w=5 | 7",
      .hold: " | a=held w=5 | -",
      .release: " | a=4 w=5 | 6",
      .dismissCurrent: "dismissed a: programmatic, shown w | w=5 | 7",
      .dismissWaiting: "dismissed w: programmatic | a=4 | 6",
      .screenChange: " | a=4 w=5 | 6",
      .advance: "a output: expired, dismissed a: timeout, shown w | w=4 | 11",
    ],
    // a is held with 4 s left; w waits.
    .hold: [
      // The hold belongs to `a`, which leaves the screen: it is released, keeping its 4 s.
      .presentHigher: "paused a, shown h2 | h2=5 a=4 w=5 | 7",
      .presentLower: " | a=held w=5 l2=5 | -",
      // The new `a` is not under the finger: its clock runs.
      .replace: "dismissed a: programmatic, shown a | a=5 w=5 | 7",
      .hold: " | a=held w=5 | -",
      // The countdown resumes with the 4 s it had left.
      .release: " | a=4 w=5 | 6",
      .dismissCurrent: "dismissed a: programmatic, shown w | w=5 | 7",
      .dismissWaiting: "dismissed w: programmatic | a=held | -",
      .screenChange: " | a=held w=5 | -",
      // Held time does not count: nothing falls due.
      .advance: " | a=held w=5 | -",
    ],
    // Nothing changed: a (ends at 5) shows; w waits.
    .release: [
      .presentHigher: "paused a, shown h2 | h2=5 a=3 w=5 | 7",
      .presentLower: " | a=3 w=5 l2=5 | 5",
      .replace: "dismissed a: programmatic, shown a | a=5 w=5 | 7",
      .hold: " | a=held w=5 | -",
      .release: " | a=3 w=5 | 5",
      .dismissCurrent: "dismissed a: programmatic, shown w | w=5 | 7",
      .dismissWaiting: "dismissed w: programmatic | a=3 | 5",
      .screenChange: " | a=3 w=5 | 5",
      .advance: "a output: expired, dismissed a: timeout, shown w | w=3 | 10",
    ],
    // w (ends at 6) shows; nothing waits.
    .dismissCurrent: [
      .presentHigher: "paused w, shown h2 | h2=5 w=4 | 7",
      .presentLower: " | w=4 l2=5 | 6",
      .replace: "dismissed w: programmatic, shown w | w=5 | 7",
      .hold: " | w=held | -",
      .release: " | w=4 | 6",
      .dismissCurrent: "dismissed w: programmatic |  | -",
      .dismissWaiting: " | w=4 | 6",
      .screenChange: " | w=4 | 6",
      .advance: "w output: expired, dismissed w: timeout |  | -",
    ],
    // a (ends at 5) shows; nothing waits.
    .dismissWaiting: [
      .presentHigher: "paused a, shown h2 | h2=5 a=3 | 7",
      .presentLower: " | a=3 l2=5 | 5",
      .replace: "dismissed a: programmatic, shown a | a=5 | 7",
      .hold: " | a=held | -",
      .release: " | a=3 | 5",
      .dismissCurrent: "dismissed a: programmatic |  | -",
      .dismissWaiting: " | a=3 | 5",
      .screenChange: " | a=3 | 5",
      .advance: "a output: expired, dismissed a: timeout |  | -",
    ],
    // As after a release, on a tablet.
    .screenChange: [
      .presentHigher: "paused a, shown h2 | h2=5 a=3 w=5 | 7",
      .presentLower: " | a=3 w=5 l2=5 | 5",
      .replace: "dismissed a: programmatic, shown a | a=5 w=5 | 7",
      .hold: " | a=held w=5 | -",
      .release: " | a=3 w=5 | 5",
      .dismissCurrent: "dismissed a: programmatic, shown w | w=5 | 7",
      .dismissWaiting: "dismissed w: programmatic | a=3 | 5",
      .screenChange: " | a=3 w=5 | 5",
      .advance: "a output: expired, dismissed a: timeout, shown w | w=3 | 10",
    ],
    // At 6 s: w (shown at 5, ends at 10) shows; nothing waits. The second operation is at 7 s.
    .advance: [
      .presentHigher: "paused w, shown h2 | h2=5 w=3 | 12",
      .presentLower: " | w=3 l2=5 | 10",
      .replace: "dismissed w: programmatic, shown w | w=5 | 12",
      .hold: " | w=held | -",
      .release: " | w=3 | 10",
      .dismissCurrent: "dismissed w: programmatic |  | -",
      .dismissWaiting: " | w=3 | 10",
      .screenChange: " | w=3 | 10",
      // At 12 s, w has ended at 10.
      .advance: "w output: expired, dismissed w: timeout |  | -",
    ],
  ]

  @Test func theTableHasEveryPair() {
    #expect(Set(Self.first.keys) == Set(CenterPairOperation.allCases))
    for operation in CenterPairOperation.allCases {
      #expect(Set((Self.second[operation] ?? [:]).keys) == Set(CenterPairOperation.allCases))
    }
  }

  @Test(arguments: CenterPairOperation.allCases, CenterPairOperation.allCases)
  func pair(_ first: CenterPairOperation, _ second: CenterPairOperation) throws {
    var play = CenterPairPlay()
    let firstEffects = play.run(first, index: 1)
    #expect(play.center.invariantViolations == [], "after \(first)")
    #expect(play.summary(of: firstEffects) == Self.first[first], "after \(first)")
    let secondEffects = play.run(second, index: 2)
    #expect(play.center.invariantViolations == [], "after \(first), \(second)")
    #expect(play.summary(of: secondEffects) == Self.second[first]?[second], "after \(first), \(second)")

    // Every popup presented ended exactly once, or is still current or waiting.
    let endings = play.effects.filter { $0.dismissReason != nil }
    #expect(endings.count + play.center.presentedIDs.count == play.presented)
    // A popup shown again was paused before; one paused is waiting or shown again.
    let said = play.effects.map(\.description)
    for effect in play.effects where effect.change == .shown(.again) {
      #expect(said.contains("paused \(effect.id)"))
    }
    // Every popup presented after a screen change, and every one waiting then, is laid out
    // on the new screen.
    let onTablet = first == .screenChange || second == .screenChange
    for id in play.center.presentedIDs {
      let session = try #require(play.center.session(of: id, as: UndoToast.self))
      #expect((session.screen == .tablet) == onTablet, "\(id)")
    }
  }
}
