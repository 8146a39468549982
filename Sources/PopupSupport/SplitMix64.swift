/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64): the same seed
/// always gives the same numbers, on every platform. The confetti draws its particles with it,
/// and the test kit's `SeededGenerator` is one, so a fuzzer failure reproduces from its seed.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in 0..<1 with 53 bits of randomness: the top 53 bits of ``next()``.
  package mutating func unit() -> Double {
    Double(next() >> 11) / Double(1 << 53)
  }
}
