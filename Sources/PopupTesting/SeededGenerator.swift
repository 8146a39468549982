import PopupSupport

/// A small, fast, seeded random number generator (SplitMix64): the same seed gives the same
/// numbers on every platform, so a fuzzer failure reproduces from its seed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var generator: SplitMix64

  /// Creates a generator from a seed.
  public init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  public mutating func next() -> UInt64 { generator.next() }
}
