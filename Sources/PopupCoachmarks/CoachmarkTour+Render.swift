import PopupCore

extension CoachmarkTour {
  public static func render(_ state: State, now: PopupTime) -> RenderNode {
    switch state.phase {
    case .ready:
      return .card(
        style: .accent,
        children: [
          .text("Take a quick tour", role: .title),
          .text(.popupCount(state.steps.count, "step"), role: .body),
          .hstack([
            .button(
              "Start", role: .primary, accessibilityLabel: "Start the tour", action: action(.startTapped)),
            .button("Skip", role: .cancel, accessibilityLabel: "Skip the tour", action: action(.skipTapped)),
          ]),
        ])
    case .finished(let completed):
      return .text("(tour finished: \(completed ? "completed" : "not completed"))", role: .caption)
    case .showing(let index):
      let step = state.steps[index]
      guard let layout = state.layout else {
        // The dim stays while the step waits for its target: Skip keeps a way out of it.
        return .vstack([
          .text(
            "(step \(index + 1) of \(state.steps.count) waits for its target '\(step.target)')",
            role: .caption),
          .hstack([
            .button("Skip", role: .cancel, accessibilityLabel: "Skip the tour", action: action(.skipTapped))
          ]),
        ])
      }
      let hasPrevious = state.steps.indices.prefix(index).contains(where: state.isAvailable)
      let hasNext = state.steps.indices.dropFirst(index + 1).contains(where: state.isAvailable)
      var buttons: [RenderNode] = []
      if hasPrevious {
        buttons.append(
          .button("Back", role: .normal, accessibilityLabel: "Previous step", action: action(.backTapped)))
      }
      buttons.append(
        hasNext || index < state.steps.count - 1
          ? .button("Next", role: .primary, accessibilityLabel: "Next step", action: action(.nextTapped))
          : .button(
            "Done", role: .primary, accessibilityLabel: "Finish the tour", action: action(.finishTapped)))
      buttons.append(
        .button("Skip", role: .cancel, accessibilityLabel: "Skip the tour", action: action(.skipTapped)))
      let callout = RenderNode.card(
        style: .standard,
        children: [
          .text("Step \(index + 1) of \(state.steps.count)", role: .caption), .text(step.title, role: .title),
          .text(step.message, role: .body), .hstack(buttons),
        ])
      let arrow = RenderNode.arrow(layout.placement == .below ? .up : .down, label: step.target)
      let placementNote = RenderNode.text(
        "spotlight \(layout.spotlight) around '\(step.target)'; callout \(layout.placement.rawValue), arrow at x \(layout.arrow.x.popupShort)",
        role: .caption)
      return .vstack(
        layout.placement == .below ? [arrow, callout, placementNote] : [callout, arrow, placementNote])
    }
  }
}
