/// A key `catalog play` understands, decoded from the bytes a terminal sends.
package enum PlayKey: Hashable, Sendable {
  /// A printable character.
  case character(Character)
  /// Tab, or Shift-Tab (`backTab`).
  case tab, backTab
  /// The arrow keys.
  case up, down, left, right
  /// Return or Enter.
  case enter
  /// Escape on its own.
  case escape
  /// Backspace or Delete.
  case backspace
  /// Ctrl-C: always quits.
  case interrupt
  /// Any other byte or sequence, ignored.
  case unknown

  /// Decodes what one read from a terminal in raw mode returned: plain bytes, UTF-8
  /// characters, and the escape sequences of the arrow keys and Shift-Tab (`ESC [ A`,
  /// `ESC O A`, `ESC [ Z`). A lone `ESC` is Escape.
  package static func keys(in bytes: [UInt8]) -> [PlayKey] {
    var keys: [PlayKey] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        let next = index + 1 < bytes.count ? bytes[index + 1] : nil
        guard next == 0x5B || next == 0x4F, index + 2 < bytes.count else {
          keys.append(.escape)
          index += 1
          continue
        }
        // CSI or SS3: parameters, then one final byte in 0x40...0x7E.
        var end = index + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        let final = end < bytes.count ? bytes[end] : 0
        switch final {
        case 0x41: keys.append(.up)
        case 0x42: keys.append(.down)
        case 0x43: keys.append(.right)
        case 0x44: keys.append(.left)
        case 0x5A: keys.append(.backTab)
        default: keys.append(.unknown)
        }
        index = end + 1
      case 0x09:
        keys.append(.tab)
        index += 1
      case 0x0D, 0x0A:
        keys.append(.enter)
        index += 1
      case 0x03:
        keys.append(.interrupt)
        index += 1
      case 0x7F, 0x08:
        keys.append(.backspace)
        index += 1
      case 0x20...0x7E:
        keys.append(.character(Character(Unicode.Scalar(byte))))
        index += 1
      case 0xC2...0xF4:
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let end = min(index + length, bytes.count)
        if let text = String(validating: bytes[index..<end], as: UTF8.self), let character = text.first {
          keys.append(.character(character))
        } else {
          keys.append(.unknown)
        }
        index = end
      default:
        keys.append(.unknown)
        index += 1
      }
    }
    return keys
  }
}
