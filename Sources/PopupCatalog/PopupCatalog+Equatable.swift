import PopupCore

extension PopupCatalog: Equatable {
  /// Two catalogs are equal when they hold the same kinds, by type, in the same order: the
  /// catalog the PopupRegistry plugin generates equals the one listed by hand.
  public static func == (lhs: PopupCatalog, rhs: PopupCatalog) -> Bool {
    lhs.kinds.map(ObjectIdentifier.init) == rhs.kinds.map(ObjectIdentifier.init)
  }
}
