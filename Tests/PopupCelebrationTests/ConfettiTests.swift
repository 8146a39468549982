import PopupCore
import Testing

@testable import PopupCelebration

/// Confetti's numbers and paths, pinned (its generator, PopupSupport's `SplitMix64`, is
/// pinned by `SplitMix64Tests`): a particle's fall against the gravity it is documented to follow, a
/// burst alive for exactly its length, and the invariants' findings one by one.
@Suite("Celebration: confetti and the invariants", .watchdog)
struct ConfettiTests {
  /// A particle falls under a constant gravity of 3.2 fields a second squared: the second
  /// difference of its height over equal steps h is 3.2 h², and across it moves evenly.
  @Test(arguments: [UInt64(0), 7, 42])
  func aParticleFallsUnderConstantGravity(seed: UInt64) throws {
    let burst = Confetti(seed: seed, count: 1)
    let steps = [0, 100, 200].map { try? #require(burst.particles(after: .milliseconds($0)).first) }
    let (a, b, c) = (try #require(steps[0]), try #require(steps[1]), try #require(steps[2]))
    #expect(abs((c.y - 2 * b.y + a.y) - 3.2 * 0.01) < 1e-9)
    #expect(abs((c.x - 2 * b.x + a.x)) < 1e-9)
    #expect([a, b, c].allSatisfy { (0..<360).contains($0.rotation) && $0.colorIndex == a.colorIndex })
  }

  /// "Up to two turns a second either way": over a millisecond no particle turns more than
  /// 0.72°, and the fastest of many come within 0.0003° of it, both ways.
  @Test func particlesSpinAtUpToTwoTurnsASecondEitherWay() throws {
    let burst = Confetti(seed: 3, count: 20_000)
    let before = burst.particles(after: .milliseconds(100))
    let after = burst.particles(after: .milliseconds(101))
    try #require(before.count == burst.count && after.count == burst.count)
    let turns = zip(before, after).map { a, b in
      let turn = (b.rotation - a.rotation).truncatingRemainder(dividingBy: 360)
      return turn > 180 ? turn - 360 : turn < -180 ? turn + 360 : turn
    }
    let most = 720.0 / 1000
    #expect(turns.allSatisfy { abs($0) <= most + 1e-9 }, "\(turns.map(abs).max() ?? 0)")
    #expect(
      (turns.max() ?? 0) > most - 0.0003 && (turns.min() ?? 0) < -most + 0.0003,
      "\(turns.max() ?? 0) \(turns.min() ?? 0)")
  }

  /// A burst draws for exactly its length: a millisecond before its end, not at it.
  @Test func aBurstIsAliveForExactlyItsLength() {
    var state = CelebrationPopup.State(
      configuration: .init(title: "Done", message: "", burstLength: .milliseconds(200)))
    state.bursts = [.zero]
    #expect(!state.particles(at: .zero + .milliseconds(199)).isEmpty)
    #expect(state.particles(at: .zero + .milliseconds(200)).isEmpty)
  }

  /// Each invariant finds what it names, alone: a burst alive under Reduce Motion, one after
  /// the ending, two closer than the cooldown, and more than three.
  @Test func eachInvariantFindsItsOwnBreach() {
    let fresh = CelebrationPopup.State(configuration: .init(title: "Done", message: ""))
    let now = PopupTime(local: .zero, wall: .scriptOrigin)
    var motion = fresh
    motion.reduceMotion = true
    motion.bursts = [.zero]
    var ended = fresh
    ended.isEnded = true
    ended.bursts = [.zero]
    var close = fresh
    close.bursts = [.zero, .zero + .milliseconds(500)]
    var many = fresh
    many.bursts = [.zero, .zero + .seconds(1), .zero + .seconds(2), .zero + .seconds(3)]
    let alive = "bursts alive under Reduce Motion or after the ending"
    #expect(CelebrationPopup.invariantViolations(in: motion, now: now) == [alive])
    #expect(CelebrationPopup.invariantViolations(in: ended, now: now) == [alive])
    #expect(CelebrationPopup.invariantViolations(in: close, now: now) == ["two bursts 500ms apart"])
    #expect(CelebrationPopup.invariantViolations(in: many, now: now) == ["4 bursts alive"])
    #expect(CelebrationPopup.invariantViolations(in: fresh, now: now) == [])
  }
}
