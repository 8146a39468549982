import PopupCore

extension LiveCapsule {
  /// A live activity is always there to press: the compact pill opens it, as do the expanded
  /// view's buttons and each minimal symbol; with none live, nothing is drawn.
  public static func drawsEnabledControl(_ state: State, now: PopupTime) -> Bool { !state.entries.isEmpty }
}
