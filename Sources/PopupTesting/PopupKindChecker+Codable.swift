import Foundation
import PopupCore

extension PopupKindChecker {
  /// A host stores configurations: every sample's configuration reads back equal from JSON,
  /// and, for a kind with strings, so does the JSON written before the kind had strings (no
  /// `strings` key), in the default strings. A kind configured by nothing (`Void`) has nothing
  /// to store.
  static func checkCodable<Kind: InspectablePopupKind>(_ kind: Kind.Type, _ report: inout Report) {
    if Kind.Configuration.self == Void.self { return }
    guard let decodable = Kind.Configuration.self as? any Decodable.Type,
      Kind.Configuration.self is any Encodable.Type
    else {
      report.add(.codable, nil, "\(Kind.Configuration.self) is not Codable, so a host cannot store it")
      return
    }
    for sample in Kind.samples {
      guard let configuration = sample.configuration as? any Encodable else { continue }
      let data: Data
      do {
        data = try JSONEncoder().encode(configuration)
        let decoded = try JSONDecoder().decode(decodable, from: data)
        if !same(decoded, sample.configuration) {
          report.add(.codable, sample.name, "the configuration reads back from JSON as another")
        }
      } catch {
        report.add(.codable, sample.name, "the configuration does not round-trip through JSON: \(error)")
        continue
      }
      guard let localizable = kind as? any LocalizablePopupKind.Type else { continue }
      do {
        if let problem = try problemWithoutStrings(localizable, data, sample.configuration, decodable) {
          report.add(.codable, sample.name, problem)
        }
      } catch {
        report.add(
          .codable, sample.name,
          "JSON without 'strings' (written before the kind had strings) does not decode: \(error)")
      }
    }
  }

  /// Why JSON without its `strings` key does not decode to the sample in the default strings,
  /// or `nil` when it does.
  private static func problemWithoutStrings<Kind: LocalizablePopupKind>(
    _ kind: Kind.Type, _ data: Data, _ configuration: Any, _ decodable: any Decodable.Type
  ) throws -> String? {
    guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      return "the configuration's JSON is not an object"
    }
    guard object.removeValue(forKey: "strings") != nil else {
      return "the configuration's JSON has no 'strings'"
    }
    let old = try JSONSerialization.data(withJSONObject: object)
    guard let decoded = try JSONDecoder().decode(decodable, from: old) as? Kind.Configuration,
      let original = configuration as? Kind.Configuration
    else { return "JSON without 'strings' decodes to another type" }
    var expected = original
    expected[keyPath: Kind.stringsKeyPath] = Kind.Strings()
    if decoded[keyPath: Kind.stringsKeyPath] != Kind.Strings() {
      return "JSON without 'strings' does not decode in the default strings"
    }
    return same(decoded, expected) ? nil : "JSON without 'strings' decodes to another configuration"
  }

  /// Whether two values are equal, when their type is Equatable; values that cannot be
  /// compared count as equal (the render and state checks catch what matters to a view).
  private static func same(_ a: Any, _ b: Any) -> Bool {
    guard let a = a as? any Equatable else { return true }
    return isEqual(a, b)
  }

  private static func isEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool {
    (b as? T) == a
  }
}
