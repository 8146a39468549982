import PopupCatalog
import PopupCore
import PopupSupport

extension PopupKindChecker {
  /// The names a person types keep the one rule (lowercase letters, digits and dashes,
  /// starting with a letter): the kind's id, which `catalog show <id>` takes and `Catalog/`
  /// names its files by, and every sample's name, which `catalog show <id> <sample>` takes.
  static func checkNames<Kind: InspectablePopupKind>(_ kind: Kind.Type, _ report: inout Report) {
    let id = Kind.descriptor.id
    if !PopupNames.isLowercaseWithDashes(id) {
      report.add(
        .names, nil,
        "the id \(id.popupQuoted) is not a kind id (\(PopupNames.rule)): "
          + fix(id, example: "toast-lite"))
    }
    for sample in Kind.samples where !PopupNames.isLowercaseWithDashes(sample.name) {
      report.add(
        .names, sample.name,
        "the sample name \(sample.name.popupQuoted) is not lowercase with dashes (\(PopupNames.rule)): "
          + fix(sample.name, example: "two-seconds-left"))
    }
  }

  /// How to fix a name: the suggestion made from it, or an example.
  private static func fix(_ name: String, example: String) -> String {
    if let suggestion = PopupNames.suggestion(for: name) {
      return "write \(suggestion.popupQuoted) instead"
    }
    return "write it in that form, as in \(example.popupQuoted)"
  }

  /// Every key of the strings table is named: one a key path's property gives (a text the
  /// table's `Strings()` stores), or one written by hand; no key twice.
  static func checkStringsKeys<Kind: InspectablePopupKind>(_ kind: Kind.Type, _ report: inout Report) {
    guard let localizable = kind as? any LocalizablePopupKind.Type else { return }
    for problem in stringsKeyProblems(localizable.stringsType) {
      report.add(.strings, nil, problem)
    }
  }

  /// What is wrong with the keys of a strings table's entries.
  static func stringsKeyProblems<Strings: PopupStrings>(_ strings: Strings.Type) -> [String] {
    var problems: [String] = []
    var seen: Set<String> = []
    for (index, entry) in Strings.entries.enumerated() {
      if entry.name.isEmpty {
        problems.append(
          "entry \(index + 1) of \(Strings.self).entries has no key: its key path writes no text "
            + "that Strings() stores, so the key cannot come from a property's name; "
            + "name it, as in .text(\"close\", \\.close)")
      } else if !seen.insert(entry.name).inserted {
        problems.append(
          "the key \(entry.name.popupQuoted) is listed twice in \(Strings.self).entries: list each text once")
      }
    }
    return problems
  }
}

extension LocalizablePopupKind {
  /// The kind's strings type, for code that holds the kind as a metatype.
  fileprivate static var stringsType: Strings.Type { Strings.self }
}
