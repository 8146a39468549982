extension String {
  /// The text with each `{name}` replaced by `value`: `"Rate {app}"` → `"Rate Orbit"`. Other
  /// braces stay as they are.
  package func popupFilling(_ name: StaticString, _ value: String) -> String {
    popupFilling(name, value, "", "", "", "")
  }

  /// The text with each `{first}` and `{second}` replaced by their values.
  package func popupFilling(
    _ first: StaticString, _ firstValue: String, _ second: StaticString, _ secondValue: String
  ) -> String {
    popupFilling(first, firstValue, second, secondValue, "", "")
  }

  /// The text with each of up to three `{name}`s replaced by its value (an empty name matches
  /// nothing); a text without braces is returned as it is, without copying.
  ///
  /// Works on the bytes: measures the result, then copies it once into one buffer (short
  /// results stay inline, with no allocation). Names are static strings, compared in place.
  /// Renders fill labels on every frame, and string indices, substrings and appends cost
  /// several times as much.
  package func popupFilling(
    _ name1: StaticString, _ value1: String, _ name2: StaticString, _ value2: String, _ name3: StaticString,
    _ value3: String
  ) -> String {
    var template = self
    return template.withUTF8 { bytes -> String in
      let count = bytes.count
      /// Which name, 1 to 3, is spelled by `bytes[start..<end]`, or 0.
      func placeholder(_ start: Int, _ end: Int) -> Int {
        let length = end - start
        guard length > 0 else { return 0 }
        func spells(_ name: StaticString) -> Bool {
          guard name.utf8CodeUnitCount == length else { return false }
          let spelling = name.utf8Start
          for offset in 0..<length where spelling[offset] != bytes[start + offset] { return false }
          return true
        }
        if spells(name1) { return 1 }
        if spells(name2) { return 2 }
        if spells(name3) { return 3 }
        return 0
      }
      /// The placeholder starting at `open` (a `{`): which one and where its `}` is.
      func placeholder(at open: Int) -> (which: Int, close: Int)? {
        var close = open + 1
        while close < count && bytes[close] != UInt8(ascii: "}") { close += 1 }
        guard close < count else { return nil }
        let which = placeholder(open + 1, close)
        return which == 0 ? nil : (which, close)
      }
      func value(_ which: Int) -> String { which == 1 ? value1 : which == 2 ? value2 : value3 }
      // Measure.
      var length = 0
      var fills = 0
      var index = 0
      while index < count {
        if bytes[index] == UInt8(ascii: "{"), let found = placeholder(at: index) {
          length += value(found.which).utf8.count
          fills += 1
          index = found.close + 1
        } else {
          length += 1
          index += 1
        }
      }
      guard fills > 0 else { return self }
      // Copy.
      return String(unsafeUninitializedCapacity: length) { buffer in
        var written = 0
        var index = 0
        var runStart = 0
        func keep(upTo end: Int) {
          guard runStart < end else { return }
          _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(
            from: UnsafeBufferPointer(rebasing: bytes[runStart..<end]))
          written += end - runStart
        }
        while index < count {
          guard bytes[index] == UInt8(ascii: "{"), let found = placeholder(at: index) else {
            index += 1
            continue
          }
          keep(upTo: index)
          var text = value(found.which)
          text.withUTF8 { source in
            _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(from: source)
            written += source.count
          }
          index = found.close + 1
          runStart = index
        }
        keep(upTo: count)
        return written
      }
    }
  }

  /// Whether a byte may be part of a placeholder's name: an ASCII letter or digit, or `_`.
  private static func isPlaceholderByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
      || (0x61...0x7A).contains(byte)
  }

  /// The names in braces, in order and once each: `"{stars} of {count}"` → `["stars", "count"]`.
  /// A name is ASCII letters, digits and `_`; other braces are text.
  package var popupPlaceholders: [String] {
    var names: [String] = []
    var rest = self[...]
    while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")) {
      let nameStart = rest.utf8.index(after: open)
      guard let close = rest[nameStart...].utf8.firstIndex(of: UInt8(ascii: "}")) else { break }
      let name = rest[nameStart..<close]
      if !name.isEmpty, name.utf8.allSatisfy(Self.isPlaceholderByte),
        !names.contains(String(name))
      {
        names.append(String(name))
      }
      rest = rest[nameStart...]
    }
    return names
  }
}
