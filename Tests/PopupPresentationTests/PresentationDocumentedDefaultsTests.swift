import PopupCore
import PopupPresentation
import PopupTesting
import PopupUndo
import Testing

/// The cases the presentation's defaults are read in.
private enum Case {
  static let undo = UndoToast.Configuration(message: "m")
  static let body = RenderNode.text(
    "A sentence long enough to wrap at least once in a popup of ordinary width.", role: .body)

  /// `a` showing at `.normal`, `w` waiting at `.low`, then `b` presented with `priority`
  /// (or the default): where `b` goes.
  static func placed(_ priority: PopupPriority?) -> String {
    var center = PopupCenter()
    _ = center.present(UndoToast.self, id: "a", undo, at: .zero)
    _ = center.present(UndoToast.self, id: "w", undo, priority: .low, at: .zero)
    let effects =
      priority.map { center.present(UndoToast.self, id: "b", undo, priority: $0, at: .seconds(1)) }
      ?? center.present(UndoToast.self, id: "b", undo, at: .seconds(1))
    return "\(effects.map(\.description)) \(center.presentedIDs)"
  }

  /// A center with `a` presented with the defaults.
  static var center: PopupCenter {
    var center = PopupCenter()
    _ = center.present(UndoToast.self, id: "a", undo, at: .zero)
    return center
  }

  static var session: PopupSession<UndoToast> { PopupSession(undo, now: .zero) }
  static let measured = PopupSize(width: 120, height: 60)
}

/// Every default of the presentation's public initializers and functions that no other table
/// pins (`PopupCatalogTests`' `DocumentedDefaultsTests` has the center's and the session's
/// wall clock, screen and accessibility, and the session's behavior and options), a row each.
@Suite("PopupPresentation: documented defaults")
struct PresentationDocumentedDefaultsTests {
  static let rows: [DocumentedDefault] = [
    // A popup presented without a priority is `.normal`: ahead of a `.low` one waiting...
    .init(
      "PopupCenter.present priority, not low",
      defaulted: { Case.placed(nil) }, documented: { Case.placed(.normal) }, neighbour: { Case.placed(.low) }),
    // ... and not preempting a `.normal` one showing.
    .init(
      "PopupCenter.present priority, not high",
      defaulted: { Case.placed(nil) }, documented: { Case.placed(.normal) }, neighbour: { Case.placed(.high) }
    ),
    .init("PopupCenter.present priority", PopupPriority?.some(.normal)) { Case.center.priority(of: "a") },
    // "with the kind's default behavior and presentation unless others are given."
    .init("PopupCenter.present behavior", UndoToast.defaultBehavior) {
      Case.center.session(of: "a", as: UndoToast.self)?.behavior ?? .card
    },
    .init("PopupCenter.present options", UndoToast.defaultPresentation) {
      Case.center.session(of: "a", as: UndoToast.self)?.options ?? .card
    },
    // A center's time starts at host instant 0.
    .init(
      "PopupCenter.init now",
      defaulted: { PopupCenter().wallTime(at: .zero) },
      documented: { PopupCenter(now: .zero).wallTime(at: .zero) },
      neighbour: { PopupCenter(now: .seconds(1)).wallTime(at: .zero) }),
    // "`nil` for the estimate".
    .init(
      "PopupCenter.frame contentSize",
      defaulted: { Case.center.frame(at: .seconds(1)).current?.frame },
      documented: { Case.center.frame(at: .seconds(1), contentSize: nil).current?.frame },
      neighbour: { Case.center.frame(at: .seconds(1), contentSize: Case.measured).current?.frame }),
    .init(
      "PopupSession.frame contentSize",
      defaulted: { Case.session.frame(at: .seconds(1)) },
      documented: { Case.session.frame(at: .seconds(1), contentSize: nil) },
      neighbour: { Case.session.frame(at: .seconds(1), contentSize: Case.measured) }),
    // A popup dismissed without a reason is told `.programmatic`.
    .init(
      "PopupSession.dismiss reason",
      defaulted: {
        var session = Case.session
        return session.dismiss(at: .seconds(1))
      },
      documented: {
        var session = Case.session
        return session.dismiss(.programmatic, at: .seconds(1))
      },
      neighbour: {
        var session = Case.session
        return session.dismiss(.tap, at: .seconds(1))
      }),
    // The estimate is "at the default text size" unless scaled.
    .init(
      "RenderNode.estimatedSize textScale",
      defaulted: { Case.body.estimatedSize(maxWidth: 300) },
      documented: { Case.body.estimatedSize(maxWidth: 300, textScale: 1) },
      neighbour: { Case.body.estimatedSize(maxWidth: 300, textScale: 1.5) }),
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
