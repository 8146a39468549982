import PopupCore
import PopupSupport

/// Confetti as data: every particle's place, turn and colour is a pure function of a seed and
/// the time since the burst, so the same seed at the same instant gives the same confetti, a
/// snapshot is exact, and any view layer can draw it.
///
/// Particles start near the top middle, fly up and out, then fall under gravity while they
/// spin, each from its own turn at up to two turns a second either way; a particle that leaves
/// the field is not drawn.
///
/// ```swift
/// let burst = Confetti(seed: 7, count: 40)
/// burst.particles(after: .milliseconds(500))   // 40 positions, the same every time
/// ```
public struct Confetti: Hashable, Sendable, Codable {
  /// The seed every particle's path comes from.
  public var seed: UInt64
  /// How many particles a burst throws.
  public var count: Int
  /// How many colours the palette has.
  public static let colorCount = 6

  /// Creates a burst; a negative count throws none.
  public init(seed: UInt64, count: Int) {
    self.seed = seed
    self.count = max(count, 0)
  }

  /// The particles a time after the burst started, in the field's fractions (0...1 across and
  /// down); those outside the field are left out. Before the start there are none.
  ///
  /// - Complexity: O(*n*) in the particle count.
  public func particles(after elapsed: Duration) -> [PopupParticle] {
    guard elapsed >= .zero else { return [] }
    let t = elapsed.popupSeconds
    var particles: [PopupParticle] = []
    particles.reserveCapacity(count)
    for index in 0..<count {
      var random = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
      let startX = 0.5 + (random.unit() - 0.5) * 0.2
      let startY = 0.9 + random.unit() * 0.1
      let speedX = (random.unit() - 0.5) * 1.2
      let speedY = -(1.6 + random.unit() * 1.0)
      let spin = (random.unit() - 0.5) * 1440
      let turn = random.unit() * 360
      let color = Int(random.next() % UInt64(Self.colorCount))
      let gravity = 3.2
      let x = startX + speedX * t
      let y = startY + speedY * t + gravity * t * t / 2
      guard (0...1).contains(x), (0...1).contains(y) else { continue }
      let rotation = (turn + spin * t).truncatingRemainder(dividingBy: 360)
      particles.append(
        PopupParticle(x: x, y: y, rotation: rotation < 0 ? rotation + 360 : rotation, colorIndex: color))
    }
    return particles
  }
}
