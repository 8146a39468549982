import PopupCore

extension NotificationBanners {
  /// Every visible banner is a card a tap opens; with none waiting, nothing is drawn.
  public static func drawsEnabledControl(_ state: State, now: PopupTime) -> Bool { state.visibleCount > 0 }
}
