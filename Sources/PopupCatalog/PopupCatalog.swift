import PopupCore

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
  public let kinds: [any PopupKind.Type]

  /// Creates a catalog of kinds in the given order.
  ///
  /// - Throws: ``PopupCatalogError/duplicateID(_:first:second:)`` when two kinds share an id.
  /// - Complexity: O(*n*) average.
  public init(_ kinds: [any PopupKind.Type]) throws(PopupCatalogError) {
    var seen: [String: any PopupKind.Type] = [:]
    for kind in kinds {
      let id = kind.descriptor.id
      if let first = seen[id] {
        throw .duplicateID(id, first: Self.name(of: first), second: Self.name(of: kind))
      }
      seen[id] = kind
    }
    self.kinds = kinds
  }

  /// The ids of the kinds, in order.
  public var ids: [String] { kinds.map { $0.descriptor.id } }

  /// The descriptors of the kinds, in order.
  public var descriptors: [PopupDescriptor] { kinds.map { $0.descriptor } }

  /// The kind with an id.
  ///
  /// - Throws: ``PopupCatalogError/unknownKind(_:suggestions:valid:)`` with the nearest ids.
  /// - Complexity: O(*n*).
  public func kind(withID id: String) throws(PopupCatalogError) -> any PopupKind.Type {
    if let kind = kinds.first(where: { $0.descriptor.id == id }) { return kind }
    throw .unknownKind(id, suggestions: PopupSuggestions.nearest(to: id, in: ids), valid: ids)
  }

  /// A kind's qualified name, such as `PopupRating.RatingPrompt`.
  static func name(of kind: any PopupKind.Type) -> String {
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

  /// One or two sentences that quote the offending value and say what is valid.
  public var description: String {
    switch self {
    case .duplicateID(let id, let first, let second):
      return "Duplicate popup kind id '\(id)': declared by both \(first) and \(second). "
        + "Give one of them another id, or register only one."
    case .unknownKind(let id, let suggestions, let valid):
      return "Unknown popup kind '\(id)'." + PopupSuggestions.didYouMean(suggestions)
        + (suggestions.isEmpty ? " Valid kinds: \(valid.joined(separator: ", "))." : "")
    case .unknownSample(let name, let kind, let suggestions, let valid):
      return "Unknown sample '\(name)' for popup kind '\(kind)'." + PopupSuggestions.didYouMean(suggestions)
        + " Valid samples: \(valid.joined(separator: ", "))."
    }
  }
}
