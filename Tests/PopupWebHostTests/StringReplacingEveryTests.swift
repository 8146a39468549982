import Testing

@testable import PopupWebHost

/// The gallery's text replacement (an asset's `</` made safe inside a `<script>`, for one):
/// every occurrence, left to right, the text between them kept in its place.
@Suite("The gallery's text replacement")
struct StringReplacingEveryTests {
  @Test(arguments: [
    ("a</b</c", "</", "<\\/", "a<\\/b<\\/c"),
    ("</", "</", "<\\/", "<\\/"),
    ("x</", "</", "<\\/", "x<\\/"),
    ("</x", "</", "<\\/", "<\\/x"),
    ("aaa", "aa", "b", "ba"),
    ("no such text", "</", "<\\/", "no such text"),
    ("kept as it is", "", "z", "kept as it is"),
    ("one two one", "one", "", " two "),
  ])
  func everyOccurrenceIsReplacedInPlace(text: String, target: String, replacement: String, replaced: String) {
    #expect(text.replacingEvery(target, with: replacement) == replaced)
  }
}
