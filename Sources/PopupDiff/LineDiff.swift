/// A line diff of two texts, for snapshot checks and test failures.
package enum LineDiff {
  /// The lines of `expected` and `actual` with `-` before lines only in `expected`, `+` before
  /// lines only in `actual` and two spaces before shared lines; unchanged runs longer than
  /// `context` lines on either side of a change are folded into `…` lines.
  ///
  /// - Complexity: O(*n* × *m*) in the line counts.
  package static func lines(expected: String, actual: String, context: Int = 3) -> [String] {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Longest common subsequence table, from the ends.
    var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var marked: [(mark: Character, line: String)] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        marked.append((" ", old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
        marked.append(("-", old[i]))
        i += 1
      } else {
        marked.append(("+", new[j]))
        j += 1
      }
    }
    let changed = marked.indices.filter { marked[$0].mark != " " }
    var result: [String] = []
    var folded = false
    for index in marked.indices {
      let near = changed.contains { abs($0 - index) <= context }
      if near {
        result.append("\(marked[index].mark == " " ? " " : String(marked[index].mark)) \(marked[index].line)")
        folded = false
      } else if !folded {
        result.append("…")
        folded = true
      }
    }
    return result
  }
}
