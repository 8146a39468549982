extension String {
  /// The text with each `{name}` replaced by `value`: `"Rate {app}"` → `"Rate Orbit"`. Other
  /// braces stay as they are.
  package func popupFilling(_ name: String, _ value: String) -> String {
    popupFilling(name, value, "", "", "", "")
  }

  /// The text with each `{first}` and `{second}` replaced by their values.
  package func popupFilling(_ first: String, _ firstValue: String, _ second: String, _ secondValue: String)
    -> String
  {
    popupFilling(first, firstValue, second, secondValue, "", "")
  }

  /// The text with each of up to three `{name}`s replaced by its value (an empty name matches
  /// nothing); a text without braces is returned as it is, without copying.
  ///
  /// Works on the bytes: measures the result, then copies it once into one buffer (short
  /// results stay inline, with no allocation). Renders fill labels on every frame, and
  /// string indices, substrings and appends cost several times as much.
  package func popupFilling(
    _ name1: String, _ value1: String, _ name2: String, _ value2: String, _ name3: String, _ value3: String
  ) -> String {
    var template = self
    return template.withUTF8 { bytes -> String in
      let names = (name1.utf8, name2.utf8, name3.utf8)
      let values = (value1.utf8, value2.utf8, value3.utf8)
      /// Which name, 1 to 3, is spelled by `bytes[start..<end]`, or 0. Lengths first: a
      /// byte-wise comparison only for a name of the right length.
      func placeholder(_ start: Int, _ end: Int) -> Int {
        let length = end - start
        guard length > 0 else { return 0 }
        let candidate = UnsafeBufferPointer(rebasing: bytes[start..<end])
        func spells(_ name: String.UTF8View) -> Bool {
          guard name.count == length else { return false }
          return name.withContiguousStorageIfAvailable { spelling in
            for offset in 0..<length where spelling[offset] != candidate[offset] { return false }
            return true
          } ?? name.elementsEqual(candidate)
        }
        if spells(names.0) { return 1 }
        if spells(names.1) { return 2 }
        if spells(names.2) { return 3 }
        return 0
      }
      /// Walks the template: `kept(start, end)` for each run kept as it is, `filled(n)` for
      /// each placeholder.
      func walk(kept: (Int, Int) -> Void, filled: (Int) -> Void) {
        var runStart = 0
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "{")),
          let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: "}"))
        {
          let which = placeholder(open + 1, close)
          if which == 0 {
            index = open + 1
            continue
          }
          if runStart < open { kept(runStart, open) }
          filled(which)
          runStart = close + 1
          index = runStart
        }
        if runStart < bytes.count { kept(runStart, bytes.count) }
      }
      func value(_ which: Int) -> String.UTF8View { which == 1 ? values.0 : which == 2 ? values.1 : values.2 }
      var count = 0
      var fills = 0
      walk(kept: { start, end in count += end - start }) { which in
        count += value(which).count
        fills += 1
      }
      guard fills > 0 else { return self }
      return String(unsafeUninitializedCapacity: count) { buffer in
        var written = 0
        walk(
          kept: { start, end in
            _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(
              from: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            written += end - start
          },
          filled: { which in
            let text = value(which)
            let copied: Void? = text.withContiguousStorageIfAvailable { source in
              _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(from: source)
            }
            if copied == nil {
              for (offset, byte) in text.enumerated() { buffer[written + offset] = byte }
            }
            written += text.count
          })
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
