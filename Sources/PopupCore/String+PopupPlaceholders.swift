extension String {
  /// The text with each `{name}` replaced by `value`: `"Rate {app}"` → `"Rate Orbit"`. Other
  /// braces stay as they are.
  package func popupFilling(_ name: String, _ value: String) -> String {
    popupFilling { $0 == name ? value : nil }
  }

  /// The text with each `{first}` and `{second}` replaced by their values.
  package func popupFilling(_ first: String, _ firstValue: String, _ second: String, _ secondValue: String)
    -> String
  {
    popupFilling { $0 == first ? firstValue : $0 == second ? secondValue : nil }
  }

  /// The text with each `{name}` that `value(name)` knows replaced; a text without braces is
  /// returned as it is, without copying.
  package func popupFilling(_ value: (Substring) -> String?) -> String {
    guard utf8.contains(UInt8(ascii: "{")) else { return self }
    var result = ""
    result.reserveCapacity(utf8.count + 16)
    var rest = self[...]
    while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")) {
      result += rest[..<open]
      let nameStart = rest.utf8.index(after: open)
      if let close = rest[nameStart...].utf8.firstIndex(of: UInt8(ascii: "}")),
        let filled = value(rest[nameStart..<close])
      {
        result += filled
        rest = rest[rest.utf8.index(after: close)...]
      } else {
        result += "{"
        rest = rest[nameStart...]
      }
    }
    result += rest
    return result
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
