import Foundation
import PopupCore
import PopupTesting
import Testing

/// A text the app may set: the app's text wins, the default falls back, and JSON holds the
/// custom text alone (absent for the default), so older data reads back the same; an optional
/// text writes its default as `{}`, so `nil` and `.default` read back apart.
@Suite("Custom texts", .watchdog)
struct PopupCustomTextTests {
  struct Holder: Codable, Equatable {
    var title: PopupCustomText
    var count: Int
  }

  @Test(arguments: [
    (PopupCustomText.default, "Undo"), ("Restore", "Restore"), (PopupCustomText(""), ""),
    (PopupCustomText(nil), "Undo"),
  ])
  func theAppsTextWinsOverTheDefault(text: PopupCustomText, shown: String) {
    #expect(text.or("Undo") == shown)
  }

  @Test func theDefaultIsNotEvaluatedWhenTheAppSetAText() {
    var evaluated = false
    func fallback() -> String {
      evaluated = true
      return "Undo"
    }
    #expect(PopupCustomText("Restore").or(fallback()) == "Restore")
    #expect(!evaluated)
  }

  @Test(arguments: [
    (#"{"count":1}"#, PopupCustomText.default), (#"{"count":1,"title":null}"#, .default),
    (#"{"count":1,"title":"Hi"}"#, "Hi"), (#"{"count":1,"title":""}"#, PopupCustomText("")),
  ])
  func decodes(json: String, title: PopupCustomText) throws {
    let holder = try JSONDecoder().decode(Holder.self, from: Data(json.utf8))
    #expect(holder == Holder(title: title, count: 1))
  }

  @Test(arguments: [(PopupCustomText.default, #"{"count":1}"#), ("Hi", #"{"count":1,"title":"Hi"}"#)])
  func encodesTheCustomTextAlone(title: PopupCustomText, json: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(Holder(title: title, count: 1))
    #expect(String(decoding: data, as: UTF8.self) == json)
    #expect(try JSONDecoder().decode(Holder.self, from: data) == Holder(title: title, count: 1))
  }

  struct OptionalHolder: Codable, Equatable {
    var retry: PopupCustomText?
    var count: Int
  }

  /// An optional text keeps its three values apart: no text at all, the strings' default and
  /// the app's text each read back as themselves.
  @Test(arguments: [
    (PopupCustomText?.none, #"{"count":1}"#), (.some(.default), #"{"count":1,"retry":{}}"#),
    (.some("Hi"), #"{"count":1,"retry":"Hi"}"#), (.some(""), #"{"count":1,"retry":""}"#),
  ])
  func anOptionalTextRoundTrips(retry: PopupCustomText?, json: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(OptionalHolder(retry: retry, count: 1))
    #expect(String(decoding: data, as: UTF8.self) == json)
    #expect(
      try JSONDecoder().decode(OptionalHolder.self, from: data) == OptionalHolder(retry: retry, count: 1))
  }

  @Test(arguments: [
    (#"{"count":1,"retry":null}"#, PopupCustomText?.none), (#"{"count":1,"retry":{}}"#, .some(.default)),
    (#"{"count":1,"retry":{"custom":"ignored"}}"#, .some(.default)),
  ])
  func anOptionalTextDecodes(json: String, retry: PopupCustomText?) throws {
    let holder = try JSONDecoder().decode(OptionalHolder.self, from: Data(json.utf8))
    #expect(holder == OptionalHolder(retry: retry, count: 1))
  }

  @Test func textsInAnArrayRoundTrip() throws {
    let texts: [PopupCustomText?] = [.default, nil, "Hi"]
    let data = try JSONEncoder().encode(texts)
    #expect(String(decoding: data, as: UTF8.self) == #"[{},null,"Hi"]"#)
    #expect(try JSONDecoder().decode([PopupCustomText?].self, from: data) == texts)
  }

  @Test func aTextOfTheWrongTypeSaysWhatIsValid() throws {
    do {
      _ = try JSONDecoder().decode(OptionalHolder.self, from: Data(#"{"count":1,"retry":[1]}"#.utf8))
      Issue.record("decoded a text from an array")
    } catch DecodingError.typeMismatch(_, let context) {
      #expect(context.debugDescription.contains("a string, or {} for the strings' default"))
    }
  }

  @Test func aTitleOfTheWrongTypeIsADataError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Holder.self, from: Data(#"{"count":1,"title":3}"#.utf8))
    }
  }

  @Test func describesItself() {
    #expect(PopupCustomText.default.description == "default")
    #expect(PopupCustomText("Hi").description == #""Hi""#)
  }
}
