import PopupSupport

/// Why a registry could not be generated; each message names the modules involved.
package enum PopupRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A manifest line could not be read.
  case malformedManifest(module: String, line: Int, text: String, reason: String)
  /// Two linked modules declare the same kind id.
  case duplicateID(String, first: String, second: String)

  package var description: String {
    switch self {
    case .malformedManifest(let module, let line, let text, let reason):
      "\(module)/\(PopupKindManifest.fileName):\(line): '\(text)': \(reason)."
    case .duplicateID(let id, let first, let second):
      PopupSupport.duplicateID(id, first: first, second: second)
    }
  }
}
