import PopupCore
import PopupSupport

/// An ordered registry of popup kinds by id.
///
/// Registering an id twice is an error that names both kinds, never a silent overwrite.
/// Looking up an unknown id fails with the nearest ids as suggestions.
///
/// ```swift
/// let catalog = try PopupCatalog([RatingPrompt.self, UndoToast.self])
/// catalog.ids                            // ["rating", "undo"]
/// try catalog.kind(withID: "ratng")      // throws: Unknown popup kind 'ratng'. Did you mean 'rating'?
/// ```
public struct PopupCatalog: Sendable {
  /// The kinds, in the order they were registered.
  public let kinds: [any InspectablePopupKind.Type]

  /// Creates a catalog of kinds in the given order.
  ///
  /// - Throws: ``PopupCatalogError/duplicateID(_:first:second:)`` when two kinds share an id;
  ///   ``PopupCatalogError/reservedVerb(_:kind:usage:)`` when a kind's verb reuses a shared
  ///   verb's name; ``PopupCatalogError/duplicateVerb(_:kind:)`` when a kind names two verbs
  ///   alike.
  /// - Complexity: O(*n*) average, plus each kind's verbs.
  public init(_ kinds: [any InspectablePopupKind.Type]) throws(PopupCatalogError) {
    var seen: [String: any InspectablePopupKind.Type] = [:]
    for kind in kinds {
      let id = kind.descriptor.id
      if let first = seen[id] {
        throw .duplicateID(id, first: Self.name(of: first), second: Self.name(of: kind))
      }
      seen[id] = kind
      try Self.checkVerbs(of: kind)
    }
    self.kinds = kinds
  }

  /// Rejects a kind verb that reuses a reserved name, or two verbs of one name.
  static func checkVerbs(of kind: any InspectablePopupKind.Type) throws(PopupCatalogError) {
    var names: Set<String> = []
    for (name, usage) in kind.verbNamesAndUsages {
      if PopupScript.reservedVerbNames.contains(name) {
        throw .reservedVerb(name, kind: Self.name(of: kind), usage: usage)
      }
      if !names.insert(name).inserted { throw .duplicateVerb(name, kind: Self.name(of: kind)) }
    }
  }

  /// The ids of the kinds, in order.
  public var ids: [String] { kinds.map { $0.descriptor.id } }

  /// The kind with an id.
  ///
  /// - Throws: ``PopupCatalogError/unknownKind(_:suggestions:valid:)`` with the nearest ids.
  /// - Complexity: O(*n*).
  public func kind(withID id: String) throws(PopupCatalogError) -> any InspectablePopupKind.Type {
    if let kind = kinds.first(where: { $0.descriptor.id == id }) { return kind }
    throw .unknownKind(id, suggestions: PopupSuggestions.nearest(to: id, in: ids), valid: ids)
  }

  /// A kind's qualified name, such as `PopupRating.RatingPrompt`.
  static func name(of kind: any InspectablePopupKind.Type) -> String {
    String(reflecting: kind)
  }
}

/// Why a catalog could not be built or could not answer.
public enum PopupCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two kinds declare the same id.
  case duplicateID(String, first: String, second: String)
  /// No kind has this id.
  case unknownKind(String, suggestions: [String], valid: [String])
  /// The kind has no sample of this name.
  case unknownSample(String, kind: String, suggestions: [String], valid: [String])
  /// A kind's verb reuses the name of a verb every popup shares.
  case reservedVerb(String, kind: String, usage: String)
  /// A kind declares two verbs of one name.
  case duplicateVerb(String, kind: String)
  /// A strings table was given for a kind whose texts do not come from one.
  case noStrings(kind: String)
  /// A kind's strings table cannot be read.
  case strings(PopupStringsError, kind: String)

  /// One or two sentences that quote the offending value and say what is valid.
  public var description: String {
    switch self {
    case .duplicateID(let id, let first, let second):
      return PopupSupport.duplicateID(id, first: first, second: second)
    case .unknownKind(let id, let suggestions, let valid):
      return "Unknown popup kind '\(id)'." + PopupSuggestions.didYouMean(suggestions)
        + (suggestions.isEmpty ? " Valid kinds: \(valid.joined(separator: ", "))." : "")
    case .unknownSample(let name, let kind, let suggestions, let valid):
      return "Unknown sample '\(name)' for popup kind '\(kind)'." + PopupSuggestions.didYouMean(suggestions)
        + " Valid samples: \(valid.joined(separator: ", "))."
    case .reservedVerb(let verb, let kind, let usage):
      return "Popup kind \(kind) declares the verb '\(usage)', but '\(verb)' is reserved for the shared "
        + "'\(verb)' every popup takes. Give the kind's verb another name (reserved: "
        + "\(PopupScript.reservedVerbNames.joined(separator: ", ")))."
    case .duplicateVerb(let verb, let kind):
      return "Popup kind \(kind) declares the verb '\(verb)' twice. Give each verb its own name."
    case .noStrings(let kind):
      return "Popup kind '\(kind)' has no strings table: its texts all come from its configuration."
    case .strings(let error, _):
      return error.description
    }
  }
}
