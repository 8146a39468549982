import PopupSupport

/// The kinds a popup module declares, read from its `popup-kinds.txt`.
///
/// The manifest is how a build knows, without running any code, which modules are popup kind
/// modules and which kinds they bring. Each line names a kind type and its catalog id;
/// blank lines and lines starting with `#` are ignored:
///
/// ```
/// # popup kinds of PopupRating: <type> <id>
/// RatingPrompt rating
/// ```
package struct PopupKindManifest: Hashable, Sendable {
  /// The name of the manifest file in a kind module's source folder.
  package static let fileName = "popup-kinds.txt"

  /// One declared kind.
  package struct Kind: Hashable, Sendable {
    /// The kind type's name inside its module: `RatingPrompt`.
    package var typeName: String
    /// The kind's catalog id: `rating`.
    package var id: String

    /// Creates a declared kind.
    package init(typeName: String, id: String) {
      self.typeName = typeName
      self.id = id
    }
  }

  /// The module that declares the kinds.
  package var module: String
  /// The declared kinds, in order.
  package var kinds: [Kind]

  /// Creates a manifest.
  package init(module: String, kinds: [Kind]) {
    self.module = module
    self.kinds = kinds
  }

  /// Parses a module's manifest text.
  ///
  /// - Throws: ``PopupRegistryError/malformedManifest(module:line:text:reason:)`` for a line
  ///   that is not a Swift type name and an id, or an id declared twice.
  package init(module: String, text: String) throws(PopupRegistryError) {
    self.module = module
    self.kinds = []
    for (offset, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      let line = rawLine.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let first = line.first, !first.hasPrefix("#") else { continue }
      let number = offset + 1
      guard line.count == 2 else {
        throw .malformedManifest(
          module: module, line: number, text: String(rawLine),
          reason: "expected '<TypeName> <id>', as in 'RatingPrompt rating'")
      }
      let typeName = String(line[0])
      let id = String(line[1])
      guard Self.isTypeName(typeName) else {
        throw .malformedManifest(
          module: module, line: number, text: String(rawLine),
          reason: "'\(typeName)' is not a Swift type name")
      }
      guard Self.isID(id) else {
        throw .malformedManifest(
          module: module, line: number, text: String(rawLine),
          reason: "'\(id)' is not a kind id (lowercase letters, digits and dashes, starting with a letter)")
      }
      guard !kinds.contains(where: { $0.id == id }) else {
        throw .malformedManifest(
          module: module, line: number, text: String(rawLine), reason: "id '\(id)' is declared twice")
      }
      kinds.append(Kind(typeName: typeName, id: id))
    }
  }

  static func isTypeName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
      return false
    }
    return text.unicodeScalars.allSatisfy {
      $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
  }

  /// The id rule, which the kind checker holds a kind's descriptor and samples to as well.
  static func isID(_ text: String) -> Bool { PopupNames.isLowercaseWithDashes(text) }
}
