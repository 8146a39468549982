/// A kind whose built-in texts come from a ``PopupStrings`` table kept in its configuration,
/// so a host or a tool can put in another locale's texts without knowing the kind:
/// `catalog show rating --strings rating.de.strings` uses it.
public protocol LocalizablePopupKind: PopupKind {
  /// The kind's strings table.
  associatedtype Strings: PopupStrings

  /// Where a configuration keeps its strings.
  static var stringsKeyPath: WritableKeyPath<Configuration, Strings> { get }
}
