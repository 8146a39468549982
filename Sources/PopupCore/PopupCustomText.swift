/// A text the app may set, which the kind's strings give where it does not: a title, a
/// message, a button's title. One type for every such text, so a kind states the rule once,
/// where it draws: `configuration.title.or(strings.title)`.
///
/// Write a custom text as a string literal (`configuration.title = "Rate us"`) or from a
/// value (`PopupCustomText(name)`); ``default`` leaves it to the strings, which may change with
/// the locale. As JSON it is the custom text. The default is absent from a configuration's
/// object, so a configuration saved with or without it reads back the same; where it must be
/// written (an optional text, `PopupCustomText?`, whose `nil` means "no such text at all", or
/// an array) it is `{}`, so `.default` and `nil` read back as themselves. `null` reads as the
/// default too.
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
  /// Reads the custom text, or `{}` (or `null`) for the default.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      custom = nil
    } else if let text = try? container.decode(String.self) {
      custom = text
    } else if (try? decoder.container(keyedBy: NoKeys.self)) != nil {
      custom = nil
    } else {
      throw DecodingError.typeMismatch(
        PopupCustomText.self,
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "A custom text is a string, or {} for the strings' default: write \"Rate us\" or {}."))
    }
  }

  /// Writes the custom text, or `{}` for the default (a configuration's object leaves a
  /// default text out).
  public func encode(to encoder: any Encoder) throws {
    if let custom {
      var container = encoder.singleValueContainer()
      try container.encode(custom)
    } else {
      _ = encoder.container(keyedBy: NoKeys.self)
    }
  }

  /// The keys of `{}`: none.
  private struct NoKeys: CodingKey {
    var stringValue: String { "" }
    var intValue: Int? { nil }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
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
