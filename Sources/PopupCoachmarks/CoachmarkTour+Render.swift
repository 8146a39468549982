import PopupCore

extension CoachmarkTour {
  /// Nothing drawn: the tour is over.
  public static func drawsNothing(_ state: State, now: PopupTime) -> Bool {
    if case .finished = state.phase { true } else { false }
  }

  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    let strings = state.configuration.strings
    let skip = RenderNode.button(
      strings.skip, role: .cancel, accessibilityLabel: strings.skipLabel, action: skipAction)
    switch state.phase {
    case .ready:
      return .card(
        style: .accent,
        children: [
          .text(strings.intro, role: .title), .text(strings.steps(state.steps.count), role: .body),
          .hstack([
            .button(
              strings.start, role: .primary, accessibilityLabel: strings.startLabel, action: startAction),
            skip,
          ]),
        ])
    case .finished:
      // Nothing: the frame draws the step the tour ended on as it exits.
      return .vstack([])
    case .showing(let index):
      let step = state.steps[index]
      // The spotlight, the callout's side and its arrow are the frame's placement
      // (``placement(of:on:)``), not the tree's.
      guard state.layout != nil else {
        // The dim stays while the step waits for its target: Skip keeps a way out of it.
        return .vstack([
          .text(strings.waiting(for: index, in: state.steps.count), role: .caption),
          .hstack([skip]),
        ])
      }
      let hasPrevious = state.steps.indices.prefix(index).contains(where: state.isAvailable)
      var buttons: [RenderNode] = []
      if hasPrevious {
        buttons.append(
          .button(strings.back, role: .normal, accessibilityLabel: strings.backLabel, action: backAction))
      }
      buttons.append(
        // Next while steps remain, even one whose target has not come yet (the tour waits
        // for it); Done on the last.
        index < state.steps.count - 1
          ? .button(strings.next, role: .primary, accessibilityLabel: strings.nextLabel, action: nextAction)
          : .button(strings.done, role: .primary, accessibilityLabel: strings.doneLabel, action: finishAction)
      )
      buttons.append(skip)
      let callout = RenderNode.card(
        style: .standard,
        children: [
          .text(strings.position(of: index, in: state.steps.count), role: .caption),
          .text(step.title, role: .title),
          .text(step.message, role: .body), .hstack(buttons),
        ])
      return callout
    }
  }

  static let skipAction = action(.skipTapped)
  static let startAction = action(.startTapped)
  static let backAction = action(.backTapped)
  static let nextAction = action(.nextTapped)
  static let finishAction = action(.finishTapped)
}
