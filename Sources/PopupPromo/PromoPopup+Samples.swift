import PopupCore

extension PromoPopup {
  static let pro = Configuration(
    badge: "New", media: .symbol("sparkles"), title: "Orbit Pro",
    message: "Unlimited albums and offline sync.",
    primary: Action("Try it free", id: "trial"), secondary: Action("Learn more", id: "learn"),
    campaign: "pro-launch")

  static func with(_ change: (inout Configuration) -> Void) -> Configuration {
    var configuration = pro
    change(&configuration)
    return configuration
  }

  public static let samples: [PopupSample<PromoPopup>] = [
    PopupSample("card", summary: "Just presented as a card: no impression yet.", configuration: pro),
    PopupSample(
      "banner", summary: "A banner, 4 s in: the impression counted, 8 s before it goes by itself.",
      configuration: with {
        $0.layout = .banner
        $0.media = .gradient(["indigo", "teal"])
        $0.secondary = nil
      },
      script: [.wait(.seconds(4))], options: presentation(for: .banner)),
    PopupSample(
      "image-only", summary: "The image alone, with its alt text and actions.",
      configuration: with {
        $0.layout = .imageOnly
        $0.badge = nil
        $0.media = .image("pro-hero", alt: "Orbit Pro on a phone and a tablet")
      }),
    PopupSample(
      "ending-soon", summary: "The offer ends 90 s after the start: 45 s in, seconds count down.",
      configuration: with { $0.offerEnds = .scriptOrigin + .seconds(90) },
      script: [.wait(.seconds(45))]),
    PopupSample(
      "ends-in-hours", summary: "An offer ending in 2 h 13 min.",
      configuration: with { $0.offerEnds = .scriptOrigin + .seconds(2 * 3600 + 13 * 60 + 30) }),
    PopupSample(
      "offer-ended", summary: "Held while the offer ended: the main action is disabled.",
      configuration: with { $0.offerEnds = .scriptOrigin + .seconds(60) },
      script: [.wait(.seconds(1)), .hold, .wait(.seconds(60))]),
  ]
}
