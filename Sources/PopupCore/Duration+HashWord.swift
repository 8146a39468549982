extension Duration {
  /// The duration's two words folded into one, for a hash: equal durations give equal words,
  /// and one `Hasher.combine` of a word costs a fraction of `Duration.hash(into:)`, which
  /// is not inlinable and combines both words. The explorer hashes several instants in every
  /// state it reaches.
  @inlinable package var hashWord: UInt64 {
    withUnsafeBytes(of: self) { bytes in
      bytes.load(as: UInt64.self) ^ (bytes.load(fromByteOffset: 8, as: UInt64.self) &* 0x9E37_79B9_7F4A_7C15)
    }
  }
}

extension UInt64 {
  /// This word and another mixed into one, for a hash of several words made with one
  /// `Hasher.combine`: the order counts, equal words do not cancel, and a multiply by an odd
  /// constant loses no bits.
  @inlinable package func hashMixed(with other: UInt64) -> UInt64 {
    (self ^ other) &* 0x94D0_49BB_1331_11EB
  }
}
