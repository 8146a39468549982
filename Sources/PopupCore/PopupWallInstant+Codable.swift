extension PopupWallInstant: Codable {
  /// Reads an ISO-8601 string, as ``iso8601`` writes it; a malformed one is a data error
  /// that names it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try PopupWallInstant(iso8601: text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(error)")
    }
  }

  /// Writes the instant as an ISO-8601 string in UTC, to the millisecond.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(iso8601)
  }
}
