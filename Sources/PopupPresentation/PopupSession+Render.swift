import PopupCore

extension PopupSession {
  /// The kind's render tree at a host instant, with nothing added: the session's countdown,
  /// hold and ending are fields of ``frame(at:contentSize:)``, not text. After the ending it
  /// is the tree the popup last showed, which a host draws while it exits. A modal popup's
  /// tree is marked `RenderNode.modal(_:)`. Controls whose spoken names repeat get numbers
  /// (`RenderNode/withDistinctLabels()`), so each can be told apart and pressed.
  @inlinable public func render(at now: PopupInstant) -> RenderNode {
    let content = (departure?.content ?? Kind.render(state, now: time(at: now))).withDistinctLabels()
    return options.isModal ? .modal(content) : content
  }
}
