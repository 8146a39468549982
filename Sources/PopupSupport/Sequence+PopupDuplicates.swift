extension Sequence {
  /// The first id that an earlier element already had, or `nil` when every id is unique: the
  /// one id rule of configurations that hold rows, categories or fields.
  ///
  /// - Complexity: O(*n*).
  package func popupFirstDuplicate<ID: Hashable>(by id: (Element) -> ID) -> ID? {
    var seen: Set<ID> = []
    for element in self where !seen.insert(id(element)).inserted { return id(element) }
    return nil
  }
}
