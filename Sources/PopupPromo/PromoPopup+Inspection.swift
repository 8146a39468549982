import PopupCore
import PopupSupport

extension PromoPopup: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "promo", name: "Promo",
    summary: "Badge, media, title, message and actions; impressions count only after 3 s on screen.",
    category: .card)

  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb(
      "primary", summary: "tap the main action (nothing once the offer has ended)", event: .primaryTapped),
    PopupVerb("secondary", summary: "tap the second action", event: .secondaryTapped),
    PopupVerb("close", summary: "close the promo", event: .closeTapped),
  ]

  public static let exampleEvents: [Event] = [.primaryTapped, .secondaryTapped, .closeTapped]

  /// The impression is reported only once its 3 s have passed on the local clock, and a
  /// banner's timer only runs for a banner.
  public static func invariantViolations(in state: State, now: PopupTime) -> [String] {
    var problems: [String] = []
    if state.isImpressed, let timer = state.impressionTimer, !timer.isFinished(at: now.local) {
      problems.append("impressed with \(timer.remaining(at: now.local).popupDescription) left")
    }
    if state.isImpressed && state.impressionTimer == nil { problems.append("impressed before appearing") }
    if state.bannerTimer != nil && state.configuration.layout != .banner {
      problems.append("a banner timer on a \(state.configuration.layout) promo")
    }
    return problems
  }

  /// A few words for the state in a state graph.
  public static func shortName(of state: State) -> String {
    if state.isEnded { return "ended" }
    if state.isOfferOver { return "offer over" }
    return state.isImpressed ? "impression counted" : "not counted yet"
  }
}
