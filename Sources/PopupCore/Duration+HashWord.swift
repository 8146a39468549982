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
