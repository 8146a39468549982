import PopupCore

extension ActionSheet {
  static let photoActions = [
    Action("share", title: "Share", icon: "square.and.arrow.up"),
    Action("duplicate", title: "Duplicate", icon: "plus.square.on.square"),
    Action("delete", title: "Delete", icon: "trash", role: .destructive),
    Action("cancel", title: "Cancel", role: .cancel),
  ]

  static let shareFrame = PopupRect(x: 330, y: 52, width: 44, height: 44)

  public static let samples: [PopupSample<ActionSheet>] = [
    PopupSample(
      "photo", summary: "A photo's actions in a bottom sheet.",
      configuration: Configuration(unchecked: "Photo", message: "IMG_2024.jpg", actions: photoActions)),
    PopupSample(
      "disabled-rows",
      summary: "Rows that show but do nothing, a checked one, and the focus after two downs.",
      configuration: Configuration(
        unchecked: "Sort by",
        actions: [
          Action("date", title: "Date", isChecked: true), Action("name", title: "Name"),
          Action("size", title: "Size", subtitle: "Needs a scan first", isDisabled: true),
          Action("kind", title: "Kind"), Action("cancel", title: "Cancel", role: .cancel),
        ]),
      script: [.send(.downPressed), .send(.downPressed)]),
    PopupSample(
      "popover", summary: "Anchored on the share button in regular width: a popover, no cancel row.",
      configuration: Configuration(
        unchecked: "Photo", actions: photoActions, anchor: .target("share"), targets: ["share": shareFrame]),
      screen: .tablet),
    PopupSample(
      "confirm-delete", summary: "Delete asks for a second tap within 3 s.",
      configuration: Configuration(unchecked: "Photo", actions: photoActions, confirmsDestructive: true)),
    PopupSample(
      "confirm-armed", summary: "Armed: one more tap deletes.",
      configuration: Configuration(unchecked: "Photo", actions: photoActions, confirmsDestructive: true),
      script: [.send(.actionTapped("delete"))]),
  ]
}
