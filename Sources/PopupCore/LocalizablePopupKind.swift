/// A kind whose built-in texts come from a ``PopupStrings`` table kept in its configuration,
/// so a host or a tool can put in another locale's texts without knowing the kind:
/// `catalog show rating --strings rating.de.strings` uses it.
///
/// A configuration that keeps its strings in a property named `strings` says so by conforming
/// to ``PopupStringsConfiguration``, and the kind's ``stringsKeyPath`` is `\.strings` by
/// default, so conforming takes no code of its own:
///
/// ```swift
/// public enum UndoToast: LocalizablePopupKind { ... }
///
/// extension UndoToast {
///   public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
///     public var strings: Strings
///     ...
///   }
/// }
/// ```
public protocol LocalizablePopupKind: PopupKind {
  /// The kind's strings table.
  associatedtype Strings: PopupStrings

  /// Where a configuration keeps its strings: `\.strings` by default for a configuration
  /// that is a ``PopupStringsConfiguration``.
  static var stringsKeyPath: WritableKeyPath<Configuration, Strings> { get }
}

/// A configuration that keeps its kind's built-in texts in `strings`: its kind's
/// ``LocalizablePopupKind/stringsKeyPath`` is `\.strings` with no code of its own.
public protocol PopupStringsConfiguration {
  /// The kind's strings table.
  associatedtype Strings: PopupStrings

  /// The built-in texts, English unless the app passes its locale's.
  var strings: Strings { get set }
}

extension LocalizablePopupKind
where Configuration: PopupStringsConfiguration, Configuration.Strings == Strings {
  /// The configuration's `strings`.
  public static var stringsKeyPath: WritableKeyPath<Configuration, Strings> { \.strings }
}
