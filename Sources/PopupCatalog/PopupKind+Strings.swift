import PopupCore

extension InspectablePopupKind {
  /// The kind's English strings table as text, one `key = text` line each (see
  /// `PopupStrings.init(tableText:)`), or `nil` for a kind without strings.
  public static var englishStringsTableText: String? {
    guard let localizable = Self.self as? any LocalizablePopupKind.Type else { return nil }
    return englishTableText(of: localizable)
  }

  /// A sample with its configuration's strings read from a table's text: every sample of the
  /// kind can be shown and driven in another locale, and `press` matches the texts it draws.
  ///
  /// - Throws: ``PopupCatalogError/noStrings(kind:)`` for a kind without strings, and
  ///   ``PopupCatalogError/strings(_:kind:)`` for a table that cannot be read.
  public static func localized(_ sample: PopupSample<Self>, tableText: String) throws(PopupCatalogError)
    -> PopupSample<Self>
  {
    guard let localizable = Self.self as? any LocalizablePopupKind.Type,
      let configuration = try localizedConfiguration(
        sample.configuration, as: localizable, tableText: tableText)
    else {
      throw .noStrings(kind: descriptor.id)
    }
    var localized = sample
    localized.configuration = configuration
    return localized
  }

  /// The sample of this name, or the first (where `catalog run` starts) when `name` is `nil`,
  /// with its strings read from a table's text when one is given.
  ///
  /// - Throws: ``PopupCatalogError/unknownSample(_:kind:suggestions:valid:)``, and as
  ///   ``localized(_:tableText:)`` does.
  public static func sample(named name: String?, stringsTableText: String?) throws(PopupCatalogError)
    -> PopupSample<Self>
  {
    let sample = try sample(named: name ?? samples.first?.name ?? "")
    guard let stringsTableText else { return sample }
    return try localized(sample, tableText: stringsTableText)
  }

  private static func englishTableText<Kind: LocalizablePopupKind>(of kind: Kind.Type) -> String {
    Kind.Strings().tableText
  }

  /// The configuration with the table's strings in it, when `Kind` is this kind.
  private static func localizedConfiguration<Kind: LocalizablePopupKind>(
    _ configuration: Configuration, as kind: Kind.Type, tableText: String
  ) throws(PopupCatalogError) -> Configuration? {
    guard var theirs = configuration as? Kind.Configuration else { return nil }
    do throws(PopupStringsError) {
      theirs[keyPath: Kind.stringsKeyPath] = try Kind.Strings(tableText: tableText)
    } catch {
      throw .strings(error, kind: descriptor.id)
    }
    return theirs as? Configuration
  }
}
