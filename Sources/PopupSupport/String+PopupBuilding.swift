extension String {
  /// A number of tenths written with one decimal: `12.5`, `-0.5`, `3`; the `.0` is kept when
  /// `keepsZeroFraction` (`3.0`), and one ASCII `suffix` byte follows (`3.0s`).
  ///
  /// Written digit by digit into the string's own storage (at most 15 bytes, so no heap):
  /// renders print these on every frame, and an interpolation costs several times as much.
  package init(popupTenths tenths: Int, keepsZeroFraction: Bool = false, suffix: UInt8? = nil) {
    let magnitude = tenths.magnitude
    let whole = magnitude / 10
    let fraction = magnitude % 10
    let showsFraction = fraction != 0 || keepsZeroFraction
    var digits = 1
    var probe = whole
    while probe >= 10 {
      probe /= 10
      digits += 1
    }
    let count = (tenths < 0 ? 1 : 0) + digits + (showsFraction ? 2 : 0) + (suffix == nil ? 0 : 1)
    self.init(unsafeUninitializedCapacity: count) { buffer in
      var index = 0
      if tenths < 0 {
        buffer[0] = 0x2D
        index = 1
      }
      var rest = whole
      for position in stride(from: index + digits - 1, through: index, by: -1) {
        buffer[position] = UInt8(truncatingIfNeeded: 0x30 + rest % 10)
        rest /= 10
      }
      index += digits
      if showsFraction {
        buffer[index] = 0x2E
        buffer[index + 1] = UInt8(truncatingIfNeeded: 0x30 + fraction)
        index += 2
      }
      if let suffix {
        buffer[index] = suffix
        index += 1
      }
      return index
    }
  }

  /// The pieces one after another, copied once into one buffer: for labels drawn on every
  /// frame, where appending piece by piece (which checks each seam for a grapheme break) or
  /// an interpolation costs several times as much.
  package init(popupConcatenating pieces: String...) {
    var count = 0
    for piece in pieces { count += piece.utf8.count }
    self.init(unsafeUninitializedCapacity: count) { buffer in
      var index = 0
      for var piece in pieces {
        piece.withUTF8 { utf8 in
          for byte in utf8 {
            buffer[index] = byte
            index += 1
          }
        }
      }
      return index
    }
  }
}
