import PopupCore

extension ActionSheet.Configuration {
  enum CodingKeys: String, CodingKey {
    case title, message, titleVisibility, actions, anchor, targets, confirmsDestructive, adaptsToCompactWidth
    case strings
  }

  /// Decodes a configuration through the checking initializer: two cancel rows or two rows
  /// of one id are a data error with the initializer's message, never a broken sheet.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      try self.init(
        title: container.decodeIfPresent(String.self, forKey: .title),
        message: container.decodeIfPresent(String.self, forKey: .message),
        titleVisibility: container.decode(ActionSheet.TitleVisibility.self, forKey: .titleVisibility),
        actions: container.decode([ActionSheet.Action].self, forKey: .actions),
        anchor: container.decode(ActionSheet.Anchor.self, forKey: .anchor),
        targets: container.decode([String: PopupRect].self, forKey: .targets),
        confirmsDestructive: container.decode(Bool.self, forKey: .confirmsDestructive),
        adaptsToCompactWidth: container.decodeIfPresent(Bool.self, forKey: .adaptsToCompactWidth) ?? true,
        strings: container.decode(ActionSheet.Strings.self, forKey: .strings))
    } catch let error as ActionSheet.ConfigurationError {
      throw DecodingError.dataCorruptedError(
        forKey: .actions, in: container, debugDescription: error.description)
    }
  }
}
