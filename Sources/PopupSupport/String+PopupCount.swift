extension String {
  /// A count and its noun, plural past one: "1 day", "3 days", "0 times". For nouns whose
  /// plural takes an s.
  package static func popupCount(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
