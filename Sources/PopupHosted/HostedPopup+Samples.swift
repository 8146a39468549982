import PopupCore

extension HostedPopup {
  static let mapPreview = Configuration(
    viewID: "map-preview", accessibilityLabel: "Map of the route to the station",
    size: PopupSize(width: 300, height: 180), endingActions: ["directions"], showsCloseButton: true)

  public static let samples: [PopupSample<HostedPopup>] = [
    PopupSample(
      "map-preview", summary: "The app's own map view in a card, with a close button.",
      configuration: mapPreview),
    PopupSample(
      "action-reported", summary: "The view's Share button reported; the popup stays.",
      configuration: mapPreview, script: [.send(.actionTapped("share"))]),
    PopupSample(
      "popover-on-a-phone",
      summary: "The map as a popover on the pin, on a phone: it stays a popover, arrow and all (seed 002).",
      configuration: Configuration(
        viewID: "map-preview", accessibilityLabel: "Map of the route to the station",
        size: PopupSize(width: 240, height: 140), endingActions: ["directions"]),
      options: .popover(at: PopupRect(x: 300, y: 120, width: 44, height: 44))),
    PopupSample(
      "over-the-apps-scrim",
      summary: "Over a scrim the app draws itself (seed 001's .custom scrim), growing in elastically.",
      configuration: mapPreview,
      options: PopupPresentationOptions(
        scrim: PopupPresentationOptions.Scrim(.custom(viewID: "brand-backdrop")),
        motion: PopupMotion(.elastic))),
    PopupSample(
      "no-close", summary: "A wide view the host sizes, with no close button: it ends by its own action.",
      configuration: Configuration(
        viewID: "video-player", accessibilityLabel: "Trailer", size: PopupSize(width: 360, height: 203),
        endingActions: ["done"])),
  ]
}
