extension String {
  /// The text in single quotes for a POSIX shell, each `'` inside written `'\''`: how a
  /// reproduction quotes a script.
  package var popupShellQuoted: String {
    "'" + split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
  }
}
