/// Reading a kind module's manifest off its sources, so `popup-kinds.txt` is written by a
/// command (`Scripts/generate`, through `catalog generate`) and never by hand.
///
/// The manifest must exist before anything compiles (the PopupRegistry plugin reads it), so it
/// cannot come from the compiled descriptor; it comes from the same lines instead: each type
/// declared or extended with `InspectablePopupKind` in its inheritance clause, and the literal
/// id of the `descriptor` written in that type's body:
///
/// ```swift
/// extension Thing: InspectablePopupKind {
///   public static let descriptor = PopupDescriptor(
///     id: "thing", name: "Thing", summary: "...", category: .toast)
/// }
/// ```
///
/// A test compares what this reads off every linked module with the compiled descriptors, so a
/// way of writing a kind that it misreads fails there, not in a catalog.
extension PopupKindManifest {
  /// A Swift source file of a module: its name (for messages) and its text.
  package struct SourceFile: Hashable, Sendable {
    /// The file's name in the module's folder: `Thing+Inspection.swift`.
    package var name: String
    /// The file's text.
    package var text: String

    /// Creates a source file.
    package init(name: String, text: String) {
      self.name = name
      self.text = text
    }
  }

  /// The kinds a module's sources declare, in the order of their files (sorted by name) and
  /// lines; no kinds for a module that declares none.
  ///
  /// - Throws: ``PopupRegistryError/undeclaredID(module:type:)`` for a kind type whose
  ///   descriptor has no literal id, ``PopupRegistryError/malformedSource(file:line:text:reason:)``
  ///   for an id that is not one, or an id two types share.
  package init(module: String, sources: [SourceFile]) throws(PopupRegistryError) {
    var kindTypes: [String] = []
    var ids: [String: (id: String, file: String, line: Int, text: String)] = [:]
    for file in sources.sorted(by: { $0.name < $1.name }) {
      let lines = file.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(
        String.init)
      // The type whose body the line is in: the last declaration written at the file's top level.
      var current: String?
      for (index, line) in lines.enumerated() {
        let code = line.drop { $0 == " " || $0 == "\t" }
        if code.hasPrefix("//") || code.hasPrefix("*") || code.hasPrefix("/*") { continue }
        if code.count == line.count, let declaration = Self.declaration(in: line) {
          current = declaration.type
          if declaration.isKind && !kindTypes.contains(declaration.type) {
            kindTypes.append(declaration.type)
          }
        }
        guard let current, ids[current] == nil, code.contains("descriptor"), code.contains("PopupDescriptor(")
        else { continue }
        // The id is the first `id: "..."` within the descriptor's parentheses.
        for (offset, candidate) in Self.descriptorArguments(in: lines[index...]).enumerated() {
          if let id = Self.literalID(in: candidate) {
            ids[current] = (id, file.name, index + offset + 1, lines[index + offset])
            break
          }
        }
      }
    }
    self.module = module
    self.kinds = []
    for type in kindTypes {
      guard let found = ids[type] else { throw .undeclaredID(module: module, type: type) }
      guard Self.isID(found.id) else {
        throw .malformedSource(
          file: "\(module)/\(found.file)", line: found.line, text: Self.trimmed(found.text),
          reason:
            "'\(found.id)' is not a kind id (lowercase letters, digits and dashes, starting with a letter)")
      }
      if let other = kinds.first(where: { $0.id == found.id }) {
        throw .malformedSource(
          file: "\(module)/\(found.file)", line: found.line, text: Self.trimmed(found.text),
          reason: "id '\(found.id)' is already \(other.typeName)'s: each kind needs an id of its own")
      }
      kinds.append(Kind(typeName: type, id: found.id))
    }
  }

  /// The manifest file's text, as `catalog generate` writes it: a comment that says where it
  /// comes from, then one `<type> <id>` line a kind.
  package var text: String {
    "# Popup kinds of \(module), one per line: <type> <id>. Read by the PopupRegistry plugin.\n"
      + "# Written by Scripts/generate from each kind's descriptor: do not edit by hand.\n"
      + kinds.map { "\($0.typeName) \($0.id)\n" }.joined()
  }

  /// A top-level `extension`, `enum`, `struct`, `class` or `actor` declaration: the type it
  /// declares or extends, and whether its inheritance clause names `InspectablePopupKind`.
  static func declaration(in line: String) -> (type: String, isKind: Bool)? {
    let modifiers: Set<Substring> = [
      "public", "package", "internal", "fileprivate", "private", "final", "open", "indirect",
    ]
    let words = line.split(separator: " ", omittingEmptySubsequences: true)
    guard let keyword = words.firstIndex(where: { !modifiers.contains($0) }),
      ["extension", "enum", "struct", "class", "actor"].contains(words[keyword]),
      let rest = line.firstRange(of: words[keyword]).map({ line[$0.upperBound...].drop { $0 == " " } })
    else { return nil }
    // A name may be written in backticks, each part of a qualified one too: `` `Thing` ``.
    let name = rest.prefix { $0 == "_" || $0 == "." || $0 == "`" || $0.isLetter || $0.isNumber }
    let type = String(name.split(separator: ".").last ?? name).filter { $0 != "`" }
    guard !type.isEmpty else { return nil }
    var after = rest.dropFirst(name.count).drop { $0 == " " }
    // A generic type's parameters come before its inheritance clause: `Kind<T: Sendable>: ...`.
    if after.first == "<" { after = after.drop { $0 != ">" }.dropFirst().drop { $0 == " " } }
    guard after.first == ":" else { return (type, false) }
    let clause = after.dropFirst().prefix { $0 != "{" }
    let inherited = clause.split(separator: " where ").first ?? clause
    let names = inherited.split(separator: ",").map { $0.filter { $0 != " " } }
    return (type, names.contains { $0 == "InspectablePopupKind" || $0.hasSuffix(".InspectablePopupKind") })
  }

  /// The most lines a descriptor's arguments are read from.
  static let descriptorLineLimit = 40

  /// The text of each line within a descriptor's parentheses, from the line that opens them
  /// (`PopupDescriptor(`) to the line that closes them, each cut where they close: an `id:`
  /// after the closing parenthesis belongs to something else. Parentheses in string literals
  /// do not count; at most ``descriptorLineLimit`` lines.
  static func descriptorArguments(in lines: ArraySlice<String>) -> [Substring] {
    guard let first = lines.first, let open = first.firstRange(of: "PopupDescriptor(") else { return [] }
    var depth = 1
    var inString = false
    var escaped = false
    var arguments: [Substring] = []
    for (offset, line) in lines.prefix(descriptorLineLimit).enumerated() {
      let start = offset == 0 ? open.upperBound : line.startIndex
      var index = start
      while index < line.endIndex {
        let character = line[index]
        if inString {
          if escaped {
            escaped = false
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            inString = false
          }
        } else if character == "\"" {
          inString = true
        } else if character == "(" {
          depth += 1
        } else if character == ")" {
          depth -= 1
          if depth == 0 { return arguments + [line[start..<index]] }
        }
        index = line.index(after: index)
      }
      arguments.append(line[start...])
    }
    return arguments
  }

  /// The text of the first `id: "..."` on a line that is an argument labelled `id` (not
  /// `sampleID: "..."`).
  static func literalID(in line: Substring) -> String? {
    for label in line.ranges(of: "id: \"") {
      let before = line[..<label.lowerBound].last
      guard before == nil || before == "(" || before == " " || before == "," else { continue }
      return String(line[label.upperBound...].prefix { $0 != "\"" })
    }
    return nil
  }

  static func trimmed(_ line: String) -> String {
    String(line.drop { $0 == " " || $0 == "\t" })
  }
}
