import PopupSupport

/// Why a registry could not be generated; each message names the modules involved.
package enum PopupRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A manifest line could not be read.
  case malformedManifest(module: String, line: Int, text: String, reason: String)
  /// Two linked modules declare the same kind id.
  case duplicateID(String, first: String, second: String)
  /// A type conforms to `InspectablePopupKind` in a module's sources, but no descriptor with a
  /// literal id was found in its body.
  case undeclaredID(module: String, type: String)
  /// A kind's descriptor in a module's sources gives an id that cannot be one.
  case malformedSource(file: String, line: Int, text: String, reason: String)

  package var description: String {
    switch self {
    case .malformedManifest(let module, let line, let text, let reason):
      "\(module)/\(PopupKindManifest.fileName):\(line): '\(text)': \(reason)."
    case .duplicateID(let id, let first, let second):
      PopupSupport.duplicateID(id, first: first, second: second)
    case .undeclaredID(let module, let type):
      "'\(type)' in \(module) conforms to InspectablePopupKind, but no declaration of it gives a descriptor "
        + "with a literal id: write 'public static let descriptor = PopupDescriptor(id: \"<id>\", name: ..., "
        + "summary: ..., category: ...)' in the extension that declares the conformance, the id in lowercase "
        + "letters, digits and dashes."
    case .malformedSource(let file, let line, let text, let reason):
      "\(file):\(line): '\(text)': \(reason)."
    }
  }
}
