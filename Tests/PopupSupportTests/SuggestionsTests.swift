import PopupSupport
import PopupTesting
import Testing

/// "Did you mean ...?": the edit distance the suggestions rank by, and the sentence they make.
@Suite("Suggestions for a mistyped word", .watchdog)
struct SuggestionsTests {
  /// Levenshtein distances: empty sides, one insertion, deletion or substitution, and mixes.
  @Test(arguments: [
    ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("a", "ab", 1), ("ab", "a", 1), ("a", "b", 1),
    ("abc", "abc", 0), ("kitten", "sitting", 3), ("flaw", "lawn", 2), ("rating", "ratign", 2),
    ("undo", "undone", 2), ("x", "xyz", 2),
  ])
  func theEditDistance(a: String, b: String, distance: Int) {
    #expect(PopupSuggestions.editDistance(Array(a), Array(b)) == distance)
  }

  @Test(arguments: [
    ("ratng", ["rating", "undo"], ["rating"]),
    ("undoo", ["undo", "rating"], ["undo"]),
    ("sheat", ["sheet", "cheat", "promo"], ["sheet", "cheat"]),
    ("zzzzzz", ["rating", "undo"], [String]()),
  ])
  func theNearestCandidates(word: String, candidates: [String], nearest: [String]) {
    #expect(PopupSuggestions.nearest(to: word, in: candidates) == nearest)
  }

  @Test(arguments: [
    ([String](), ""), (["sheet"], " Did you mean 'sheet'?"),
    (["sheet", "cheat"], " Did you mean 'sheet' or 'cheat'?"),
  ])
  func theSentence(suggestions: [String], sentence: String) {
    #expect(PopupSuggestions.didYouMean(suggestions) == sentence)
  }
}
