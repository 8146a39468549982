/// A JSON value with every repeated part kept once: what keeps a gallery page's prototype
/// data, thousands of frames that differ in a few numbers, within a page's budget.
///
/// The packed form is `{"packed": 1, "table": [...], "root": <index>}`. Each entry of the
/// table is a string, a number, `true`, `false` or `null` as itself; an array as an array of
/// the indices of its elements; an object as `{"k": <index of the array of its keys>, "v":
/// [<index of each value>]}`. Equal values (equal JSON text) share one entry, so a subtree
/// that recurs across frames, a script line that recurs across transitions, is written once.
/// A reader unpacks an entry once and shares it (`GalleryAssets/prototype.js`).
///
/// - Complexity: O(*n*) hashing for a value of *n* bytes of JSON, each entry keyed by its own
///   short packed text.
package struct JSONPacker {
  private(set) var table: [JSONValue] = []
  private var entries: [String: Int] = [:]

  /// The packed form of a value.
  package static func pack(_ value: JSONValue) -> JSONValue {
    var packer = JSONPacker()
    let root = packer.index(of: value)
    return .object([("packed", .number(1)), ("table", .array(packer.table)), ("root", .number(root))])
  }

  /// The index of a value's entry, adding it (and its parts) when new.
  private mutating func index(of value: JSONValue) -> Int {
    let entry: JSONValue
    switch value {
    case .array(let elements): entry = .array(elements.map { .number(index(of: $0)) })
    case .object(let members):
      let keys = index(of: .array(members.map { .string($0.0) }))
      entry = .object([("k", .number(keys)), ("v", .array(members.map { .number(index(of: $0.1)) }))])
    case .string, .number, .decimal, .bool, .null: entry = value
    }
    // A string and a number with the same text differ: the entry's JSON text tells them apart.
    let text = entry.compact()
    if let known = entries[text] { return known }
    entries[text] = table.count
    table.append(entry)
    return table.count - 1
  }
}
