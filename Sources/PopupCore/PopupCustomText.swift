/// A text the app may set, which the kind's strings give where it does not: a title, a
/// message, a button's title. One type for every such text, so a kind states the rule once,
/// where it draws: `configuration.title.or(strings.title)`.
///
/// Write a custom text as a string literal (`configuration.title = "Rate us"`) or from a
/// value (`PopupCustomText(name)`); ``default`` leaves it to the strings, which may change with
/// the locale. As JSON it is the custom text, and absent for the default, so a configuration
/// saved with or without it reads back the same.
public struct PopupCustomText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The text the app set, or `nil` for the strings' default.
  public var custom: String?

  /// A text the app set, or the default when `nil`.
  public init(_ custom: String?) {
    self.custom = custom
  }

  public init(stringLiteral value: String) {
    self.custom = value
  }

  /// The strings' default.
  public static let `default` = PopupCustomText(nil)

  /// The text to show: the app's, else the strings' default.
  public func or(_ fallback: @autoclosure () -> String) -> String {
    custom ?? fallback()
  }

  /// The app's text in quotes, or `default`.
  public var description: String { custom?.popupQuoted ?? "default" }
}

extension PopupCustomText: Codable {
  /// Reads the custom text, or `null` for the default.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    custom = container.decodeNil() ? nil : try container.decode(String.self)
  }

  /// Writes the custom text, or `null` for the default (a keyed container leaves the key out).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let custom { try container.encode(custom) } else { try container.encodeNil() }
  }
}

extension KeyedDecodingContainer {
  /// A custom text, or the default when its key is absent: configurations saved before a text
  /// could be set, or without one, decode.
  public func decode(_ type: PopupCustomText.Type, forKey key: Key) throws -> PopupCustomText {
    try decodeIfPresent(type, forKey: key) ?? .default
  }
}

extension KeyedEncodingContainer {
  /// Leaves a default text out, so a configuration without custom texts encodes as before.
  public mutating func encode(_ value: PopupCustomText, forKey key: Key) throws {
    if value.custom != nil { try encodeIfPresent(value, forKey: key) }
  }
}
