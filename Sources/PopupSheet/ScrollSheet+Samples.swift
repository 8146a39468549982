import PopupCore

extension ScrollSheet {
  static let terms = Configuration(
    title: "Terms of service", rows: (1...30).map { "§\($0). " + clause($0) }, footer: "Agree")

  static func clause(_ number: Int) -> String {
    ["You keep your photos.", "We keep them safe.", "You can leave any time.", "Fair use applies."][
      number % 4]
  }

  static func with(_ change: (inout Configuration) -> Void) -> Configuration {
    var configuration = terms
    change(&configuration)
    return configuration
  }

  public static let samples: [PopupSample<ScrollSheet>] = [
    PopupSample("medium", summary: "Just presented at its medium detent.", configuration: terms),
    PopupSample(
      "large-scrolled", summary: "Flung up to large, then scrolled 10 rows down: the header and footer stay.",
      configuration: terms,
      script: [.send(.pulled(-200)), .send(.lifted(velocity: -1500)), .send(.scrolled(440))]),
    PopupSample(
      "dragging", summary: "A finger 120 pt down from medium, not yet lifted.", configuration: terms,
      script: [.send(.pulled(120))]),
    PopupSample(
      "closable", summary: "A closable header, three detents, no grabber.",
      configuration: with {
        $0.headerStyle = .closable
        $0.detents = [.fraction(0.3), .medium, .large]
        $0.showsGrabber = false
        $0.footer = nil
      }),
    PopupSample(
      "from-top", summary: "From the top (seed 001's fromTop), resting at 40 %: a swipe up sends it away.",
      configuration: with {
        $0.side = .top
        $0.detents = [.fraction(0.4)]
        $0.footer = nil
      }),
    PopupSample(
      "fits-content",
      summary: "No detents: as tall as its four rows, at most half the screen; outside taps do nothing.",
      configuration: Configuration(
        title: "What's new", rows: ["Dark mode", "Faster sync", "Widgets", "Bug fixes"], footer: "Got it",
        detents: [], dismissesOnOutsideTap: false, maxHeightFraction: 0.5)),
    PopupSample(
      "side", summary: "A trailing side sheet in regular width, full height.",
      configuration: with {
        $0.side = .trailing
        $0.headerStyle = .prominent
      }, screen: .tablet),
  ]
}
