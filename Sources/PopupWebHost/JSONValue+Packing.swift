/// A JSON value with every repeated part kept once: what keeps a gallery page's prototype
/// data, thousands of frames that differ in a few numbers, within a page's budget.
///
/// The packed form is `{"packed": 1, "table": [...], "root": <index>}`. Each entry of the
/// table is a string, a number, `true`, `false` or `null` as itself; an array as an array of
/// the indices of its elements; an object as `{"k": <index of the array of its keys>, "v":
/// [<index of each value>]}`. Equal values (equal JSON text) share one entry, so a subtree
/// that recurs across frames, a script line that recurs across transitions, is written once (strings that Swift finds equal, such as a
/// letter composed or decomposed, share an entry).
/// A reader unpacks an entry once and shares it (`GalleryAssets/prototype.js`).
///
/// - Complexity: O(*n*) hashing for a value of *n* bytes of JSON, each entry keyed by its own
///   shallow form (its scalar, or the indices of its parts).
package struct JSONPacker {
  private(set) var table: [JSONValue] = []
  private var entries: [Entry: Int] = [:]

  /// An entry as its table keys it: a scalar as the JSON text it writes (so `1` and `1.0`, which
  /// write the same, share one), an array or object by the indices of its parts.
  private enum Entry: Hashable {
    case string(String)
    case number(Int)
    case decimal(UInt64)
    case bool(Bool)
    case null
    case array([Int])
    case object(keys: Int, values: [Int])
  }

  /// The packed form of a value.
  package static func pack(_ value: JSONValue) -> JSONValue {
    var packer = JSONPacker()
    let root = packer.index(of: value)
    return .object([("packed", .number(1)), ("table", .array(packer.table)), ("root", .number(root))])
  }

  /// The index of a value's entry, adding it (and its parts) when new.
  private mutating func index(of value: JSONValue) -> Int {
    let key: Entry
    let entry: JSONValue
    switch value {
    case .array(let elements):
      let indices = elements.map { index(of: $0) }
      key = .array(indices)
      entry = .array(indices.map(JSONValue.number))
    case .object(let members):
      let keys = index(of: .array(members.map { .string($0.0) }))
      let values = members.map { index(of: $0.1) }
      key = .object(keys: keys, values: values)
      entry = .object([("k", .number(keys)), ("v", .array(values.map(JSONValue.number)))])
    case .string(let text): (key, entry) = (.string(text), value)
    case .number(let number): (key, entry) = (.number(number), value)
    case .decimal(let number):
      // As `serialized()` writes it: not a number is null, a whole number an integer.
      if !number.isFinite {
        (key, entry) = (.null, value)
      } else if number == number.rounded() && abs(number) < 1e15 {
        (key, entry) = (.number(Int(number)), value)
      } else {
        (key, entry) = (.decimal(number.bitPattern), value)
      }
    case .bool(let flag): (key, entry) = (.bool(flag), value)
    case .null: (key, entry) = (.null, value)
    }
    if let known = entries[key] { return known }
    entries[key] = table.count
    table.append(entry)
    return table.count - 1
  }
}
