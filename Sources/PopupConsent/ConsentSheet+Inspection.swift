import PopupCore

extension ConsentSheet: InspectablePopupKind {
  public static let descriptor = PopupDescriptor(
    id: "consent", name: "Consent sheet",
    summary: "Categories to allow; Accept all, Reject all and Customize at equal weight; a record to keep.",
    category: .sheet)

  /// A category the configuration does not have, named with the ones it has.
  public static func missingTarget(of event: Event, in state: State) -> String? {
    guard case .toggled(let id) = event else { return nil }
    let ids = state.configuration.categories.map(\.id)
    guard !ids.contains(id) else { return nil }
    return "the consent sheet has no category '\(id)'; its categories are "
      + ids.map { "'\($0)'" }.joined(separator: ", ")
  }

  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb("accept-all", summary: "accept every category", event: .acceptAllTapped),
    PopupVerb("reject-all", summary: "keep only the required categories", event: .rejectAllTapped),
    PopupVerb("customize", summary: "choose category by category", event: .customizeTapped),
    PopupVerb(
      "toggle", .word("category"), summary: "flip a category (required ones stay on)", make: Event.toggled
    ) {
      if case .toggled(let id) = $0 { id } else { nil }
    },
    PopupVerb("save", summary: "save the choices", event: .saveTapped),
    PopupVerb("back", summary: "back to the first layer", event: .backTapped),
    PopupVerb("close", summary: "close without a choice (closable sheets only)", event: .closeTapped),
  ]

  public static let exampleEvents: [Event] = [
    .customizeTapped, .toggled("analytics"), .toggled("necessary"), .toggled("marketing"), .toggled("nope"),
    .backTapped, .saveTapped, .acceptAllTapped, .rejectAllTapped, .closeTapped, .customizeTapped,
  ]

  /// Required categories are on; the first layer's three choices have equal weight.
  public static func invariantViolations(in state: State, now: PopupTime) -> [String] {
    var problems: [String] = []
    for category in state.configuration.categories where category.isRequired && !state.isOn(category.id) {
      problems.append("required '\(category.id)' is off")
    }
    if state.layer == .first {
      problems += choiceWeightViolations(in: render(state, now: now), strings: state.configuration.strings)
    }
    return problems
  }

  /// What is wrong with the weights of a first layer's three choices, Accept all, Reject all
  /// and Customize: three buttons, all in one role. They are found by the titles `strings`
  /// gives them (the configuration's own, in whatever language the app passes), so a
  /// translated table is no violation.
  package static func choiceWeightViolations(in rendered: RenderNode, strings: Strings) -> [String] {
    let titles = [strings.acceptAll, strings.rejectAll, strings.customize]
    let roles = rendered.allNodes.compactMap { node -> ButtonRole? in
      guard case .button(let title, let role, _, _, _) = node, titles.contains(title) else { return nil }
      return role
    }
    guard roles.count != 3 || Set(roles).count != 1 else { return [] }
    return ["the first layer's choices differ in weight: \(roles)"]
  }

  /// A few words for the state in a state graph.
  public static func shortName(of state: State) -> String {
    let choices = state.choices
    let on = choices.values.filter { $0 }.count
    return "\(state.layer.rawValue), \(on) of \(choices.count) on"
  }
}
