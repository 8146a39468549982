import PopupCore

extension CelebrationPopup {
  static let levelUp = Configuration(
    icon: "trophy.fill", title: "Level up!", message: "You reached level 5. Keep the streak going.", seed: 7)

  public static let samples: [PopupSample<CelebrationPopup>] = [
    PopupSample(
      "fresh", summary: "Just presented: the burst starts from the bottom middle.", configuration: levelUp),
    PopupSample(
      "mid-burst", summary: "Half a second in: confetti everywhere, the icon has sprung in.",
      configuration: levelUp,
      script: [.wait(.milliseconds(500))]),
    PopupSample(
      "settled", summary: "Three seconds in: the burst is over and nothing moves.", configuration: levelUp,
      script: [.wait(.seconds(3))]),
    PopupSample(
      "reduce-motion", summary: "Reduce Motion: no confetti, the icon fades in.",
      configuration: Configuration(
        icon: "trophy.fill", title: "Level up!", message: "You reached level 5. Keep the streak going.",
        seed: 7,
        reduceMotion: true),
      script: [.wait(.milliseconds(500))]),
    PopupSample(
      "replayed", summary: "Again, 1.5 s in: a second burst flies.", configuration: levelUp,
      script: [.wait(.milliseconds(1500)), .send(.againTapped), .wait(.milliseconds(400))]),
  ]
}
