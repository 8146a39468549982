import PopupCore

extension InputPopup.Configuration {
  /// Decodes a configuration through the checking initializer: two fields of one id are a data
  /// error with the initializer's message, never a form whose fields share a text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      try self.init(
        title: container.decode(String.self, forKey: .title),
        fields: container.decode([InputPopup.Field].self, forKey: .fields),
        submitTitle: container.decode(PopupCustomText.self, forKey: .submitTitle).custom,
        errorDisplay: container.decode(InputPopup.ErrorDisplay.self, forKey: .errorDisplay),
        checkDelay: container.decode(Duration.self, forKey: .checkDelay),
        checkTimeout: container.decode(Duration.self, forKey: .checkTimeout),
        strings: container.decode(InputPopup.Strings.self, forKey: .strings))
    } catch let error as InputPopup.ConfigurationError {
      throw DecodingError.dataCorruptedError(
        forKey: .fields, in: container, debugDescription: error.description)
    }
  }
}
