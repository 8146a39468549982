import PopupCore

extension PopupSession {
  /// The popup as a render tree at a host instant: the kind's tree, with a caption while
  /// held, or a line naming the reason once it has ended. A modal popup's tree is marked
  /// `RenderNode.modal(_:)` while it shows.
  public func render(at now: PopupInstant) -> RenderNode {
    if let endReason {
      return .text("(dismissed: \(endReason))", role: .caption)
    }
    let content = Kind.render(state, now: time(at: now))
    var notes: [RenderNode] = []
    if isHeld { notes.append(.text("(held: countdowns paused)", role: .caption)) }
    if let autoDismiss {
      notes.append(
        .text(
          "(auto-dismiss in \(autoDismiss.remaining(at: localTime(at: now)).popupDescription))",
          role: .caption))
    }
    let tree = notes.isEmpty ? content : .vstack([content] + notes)
    return options.isModal ? .modal(tree) : tree
  }
}
