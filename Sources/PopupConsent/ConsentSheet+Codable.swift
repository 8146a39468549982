import PopupCore

extension ConsentSheet.Configuration {
  /// Decodes a configuration through the checking initializer: two categories of one id are a
  /// data error with the initializer's message, never a sheet whose choices merge.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      try self.init(
        title: container.decode(PopupCustomText.self, forKey: .title).custom,
        message: container.decode(String.self, forKey: .message),
        categories: container.decode([ConsentSheet.Category].self, forKey: .categories),
        revision: container.decode(Int.self, forKey: .revision),
        recordID: container.decode(String.self, forKey: .recordID),
        previous: container.decodeIfPresent(ConsentRecord.self, forKey: .previous),
        lifetimeDays: container.decode(Int.self, forKey: .lifetimeDays),
        isClosable: container.decode(Bool.self, forKey: .isClosable),
        strings: container.decode(ConsentSheet.Strings.self, forKey: .strings))
    } catch let error as ConsentSheet.ConfigurationError {
      throw DecodingError.dataCorruptedError(
        forKey: .categories, in: container, debugDescription: error.description)
    }
  }
}
