import PopupCore

extension UndoToast {
  public static let verbs: [PopupVerb<Event>] = [
    PopupVerb("undo", summary: "tap Undo", event: .undoTapped)
  ]

  public static func scriptLine(for event: Event) -> String {
    switch event {
    case .undoTapped: "undo"
    case .timerFired: "wait 0s"
    }
  }

  public static let exampleEvents: [Event] = [.undoTapped, .timerFired]
}
