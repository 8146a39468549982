/// Finds the candidates nearest to a mistyped word, for "Did you mean ...?" messages.
package enum PopupSuggestions {
  /// The candidates at the smallest edit distance from `word`, in their given order, when
  /// that distance is small enough to be a plausible typo; otherwise none.
  package static func nearest(to word: String, in candidates: [String]) -> [String] {
    let target = Array(word.lowercased())
    let limit = max(1, (target.count + 2) / 3)
    let scored = candidates.map { ($0, editDistance(target, Array($0.lowercased()))) }
    guard let best = scored.map(\.1).min(), best <= limit else { return [] }
    return scored.filter { $0.1 == best }.map(\.0)
  }

  /// "Did you mean 'a'?" or "Did you mean 'a' or 'b'?", or an empty string.
  package static func didYouMean(_ word: String, in candidates: [String]) -> String {
    didYouMean(nearest(to: word, in: candidates))
  }

  /// " Did you mean 'a' or 'b'?" for suggestions already found, or an empty string.
  package static func didYouMean(_ suggestions: [String]) -> String {
    guard !suggestions.isEmpty else { return "" }
    return " Did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?"
  }

  /// The Levenshtein distance between two character arrays.
  ///
  /// - Complexity: O(*n* × *m*) time, O(*m*) space.
  package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
