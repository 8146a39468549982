import PopupSupport
import PopupTesting
import Testing

/// The rule for kind ids and sample names, and the name a message suggests for one that
/// breaks it.
@Suite("Names: lowercase with dashes", .watchdog)
struct PopupNamesTests {
  @Test(arguments: [
    ("rating", true), ("toast-lite", true), ("two-seconds-left", true), ("step2", true), ("a", true),
    ("", false), ("Rating", false), ("toast_lite", false), ("two seconds", false), ("2-left", false),
    ("-fresh", false), ("café", false), ("fresh!", false),
  ])
  func theRule(name: String, keeps: Bool) {
    #expect(PopupNames.isLowercaseWithDashes(name) == keeps)
  }

  @Test(arguments: [
    ("Two Seconds", "two-seconds"), ("twoSecondsLeft", "two-seconds-left"), ("Toast_Lite", "toast-lite"),
    ("ToastLite", "toast-lite"), ("step 2", "step-2"), ("already-fine", "already-fine"), ("UNDO", "undo"),
    ("held!", "held"),
  ])
  func aSuggestionKeepsTheRule(name: String, suggestion: String) {
    #expect(PopupNames.suggestion(for: name) == suggestion)
  }

  @Test(arguments: ["2-left", "!!", "", "é"])
  func noSuggestionWhenNothingWouldKeepTheRule(name: String) {
    #expect(PopupNames.suggestion(for: name) == nil)
  }
}
