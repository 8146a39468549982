import Foundation
import Testing

/// A JSON text as objects.
func jsonObject(_ text: some StringProtocol) throws -> [String: Any] {
  try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// The value at a path of keys.
func value(_ object: Any?, _ path: String...) -> Any? {
  path.reduce(object) { ($0 as? [String: Any])?[$1] }
}
