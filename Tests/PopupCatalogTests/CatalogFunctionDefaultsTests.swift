import PopupCapsule
import PopupCatalog
import PopupCore
import PopupPresentation
import PopupRating
import PopupTesting
import PopupTextRendering
import Testing

/// The cases the catalog's function defaults are read in: the rating prompt's first sample.
private enum Case {
  static let renderer = TextRenderer()
  static let sample = RatingPrompt.samples[0]
  static var sampleName: String { sample.name }

  /// The sample rendered with every optional argument left out: the call each
  /// `renderedSample` row compares with its documented value.
  static func renderedWithEveryDefault() -> String {
    rendered { () throws(PopupCatalogError) in
      try PopupCatalog.renderedSample(named: sampleName, of: RatingPrompt.self, renderer: renderer)
    }
  }

  /// A rendered sample's text, or the error's.
  static func rendered(_ render: () throws(PopupCatalogError) -> RenderedSample) -> String {
    do throws(PopupCatalogError) {
      return try render().text
    } catch {
      return "\(error)"
    }
  }

  /// A center with the capsule's first sample presented as `c`, after `send c update pasta
  /// "Boil" at 5s` applied with `origin` (or the default): the update's instant counts from it.
  static func updated(origin: PopupWallInstant?) -> String {
    guard let catalog = try? PopupCatalog([LiveCapsule.self]),
      let lines = try? PopupScript.lines(of: "present c capsule\nsend c update pasta \"Boil\" at 5s")
    else { return "no catalog" }
    var center = PopupCenter()
    var now = PopupInstant.zero
    do throws(PopupScriptError) {
      for line in lines {
        let step = try PopupCenterStep.parse(line, catalog: catalog)
        if let origin {
          _ = try step.apply(to: &center, at: &now, origin: origin)
        } else {
          _ = try step.apply(to: &center, at: &now)
        }
      }
    } catch {
      return "\(error)"
    }
    return "\(String(describing: center.session(of: "c", as: LiveCapsule.self)?.state))"
  }

  /// What an exploration found: its figures and the screen its states are on.
  static func explored(_ exploration: PopupExploration<RatingPrompt>) -> String {
    "\(exploration.figures) \(Set(exploration.states.map(\.session.screen.size.width)))"
  }

  /// What a played sample is: where its popup is, how it behaves, its wall clock, its effects.
  static func played(_ played: PlayedSample<RatingPrompt>) -> String {
    let session = played.session
    return "\(session.screen) \(session.behavior) \(session.options) \(session.wallTime(at: .zero)) "
      + "\(played.effects)"
  }
}

/// The defaults of the catalog's public functions that `DocumentedDefaultsTests.catalog` does
/// not name, a row each: each argument left out gives what the documented value gives, and a
/// neighbouring value gives something else.
@Suite("PopupCatalog: function defaults", .timeLimit(.minutes(3)), .watchdog)
struct CatalogFunctionDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init("PopupExplorer.takesSettings", Bool?.some(true)) { (try? PopupExplorer())?.takesSettings },
    .init("PopupExplorer.standard", "12 5000 true") {
      let standard = PopupExplorer.standard
      return "\(standard.maxDepth) \(standard.maxStates) \(standard.takesSettings)"
    },
    // "pseudo-localised ... when `pseudoLocalized`": not by default.
    .init(
      "PopupCatalog.page pseudoLocalized",
      defaulted: { PopupCatalog.page(of: RatingPrompt.self, renderer: Case.renderer) },
      documented: {
        PopupCatalog.page(of: RatingPrompt.self, renderer: Case.renderer, pseudoLocalized: false)
      },
      neighbour: { PopupCatalog.page(of: RatingPrompt.self, renderer: Case.renderer, pseudoLocalized: true) }),
    .init(
      "PopupCatalog.renderedSample pseudoLocalized",
      defaulted: { Case.renderedWithEveryDefault() },
      documented: {
        Case.rendered { () throws(PopupCatalogError) in
          try PopupCatalog.renderedSample(
            named: Case.sampleName, of: RatingPrompt.self, renderer: Case.renderer, pseudoLocalized: false)
        }
      },
      neighbour: {
        Case.rendered { () throws(PopupCatalogError) in
          try PopupCatalog.renderedSample(
            named: Case.sampleName, of: RatingPrompt.self, renderer: Case.renderer, pseudoLocalized: true)
        }
      }),
    // "on `screen` (its own, or the phone, when `nil`)".
    .init(
      "PopupCatalog.renderedSample screen",
      defaulted: { Case.renderedWithEveryDefault() },
      documented: {
        Case.rendered { () throws(PopupCatalogError) in
          try PopupCatalog.renderedSample(
            named: Case.sampleName, of: RatingPrompt.self, renderer: Case.renderer, screen: nil)
        }
      },
      neighbour: {
        Case.rendered { () throws(PopupCatalogError) in
          try PopupCatalog.renderedSample(
            named: Case.sampleName, of: RatingPrompt.self, renderer: Case.renderer, screen: .tablet)
        }
      }),
    .init(
      "PopupCatalog.renderedSample overrides",
      defaulted: { Case.renderedWithEveryDefault() },
      documented: {
        Case.rendered { () throws(PopupCatalogError) in
          try PopupCatalog.renderedSample(
            named: Case.sampleName, of: RatingPrompt.self, renderer: Case.renderer,
            overrides: PopupPresentationOverrides())
        }
      },
      neighbour: {
        Case.rendered { () throws(PopupCatalogError) in
          try PopupCatalog.renderedSample(
            named: Case.sampleName, of: RatingPrompt.self, renderer: Case.renderer,
            overrides: PopupPresentationOverrides(style: .inverse))
        }
      }),
    .init(
      "PopupCatalog.snapshot renderer",
      defaulted: { (try? PopupCatalog([RatingPrompt.self]))?.snapshot() },
      documented: { (try? PopupCatalog([RatingPrompt.self]))?.snapshot(renderer: TextRenderer()) },
      neighbour: { (try? PopupCatalog([RatingPrompt.self]))?.snapshot(renderer: TextRenderer(width: 60)) }),
    // "at host time zero, with the wall clock at `origin`, on the sample's screen (or
    // `screen`, or the phone), with the kind's default behavior unless another is given and
    // with `options`, else the sample's own, else the kind's default presentation".
    .init(
      "PopupKind.play origin",
      defaulted: { Case.played(RatingPrompt.play(Case.sample)) },
      documented: { Case.played(RatingPrompt.play(Case.sample, origin: .scriptOrigin)) },
      neighbour: { Case.played(RatingPrompt.play(Case.sample, origin: .scriptOrigin + .seconds(1))) }),
    .init(
      "PopupKind.play screen",
      defaulted: { Case.played(RatingPrompt.play(Case.sample)) },
      documented: { Case.played(RatingPrompt.play(Case.sample, screen: nil)) },
      neighbour: { Case.played(RatingPrompt.play(Case.sample, screen: .tablet)) }),
    .init(
      "PopupKind.play behavior",
      defaulted: { Case.played(RatingPrompt.play(Case.sample)) },
      documented: { Case.played(RatingPrompt.play(Case.sample, behavior: RatingPrompt.defaultBehavior)) },
      neighbour: { Case.played(RatingPrompt.play(Case.sample, behavior: .toast)) }),
    .init(
      "PopupKind.play options",
      defaulted: { Case.played(RatingPrompt.play(Case.sample)) },
      documented: { Case.played(RatingPrompt.play(Case.sample, options: nil)) },
      neighbour: { Case.played(RatingPrompt.play(Case.sample, options: .toast())) }),
  ]

  /// Instants in a center script's events count from the scripts' origin unless told.
  static let center: [DocumentedDefault] = [
    // "with an explorer every state it reaches": without one, the samples' steps only.
    .init(
      "PopupAudit.audit explorer",
      defaulted: { PopupAudit.audit(RatingPrompt.self) },
      documented: { PopupAudit.audit(RatingPrompt.self, explorer: nil) },
      neighbour: {
        PopupAudit.audit(RatingPrompt.self, explorer: try? PopupExplorer(maxDepth: 1, maxStates: 10))
      }),
    .init(
      "PopupExplorer.explore screen",
      defaulted: { "\(Case.explored(PopupExplorer.standard.explore(Case.sample)))" },
      documented: { "\(Case.explored(PopupExplorer.standard.explore(Case.sample, screen: nil)))" },
      neighbour: { "\(Case.explored(PopupExplorer.standard.explore(Case.sample, screen: .tablet)))" }),
    .init(
      "PopupCenterStep.apply origin",
      defaulted: { Case.updated(origin: nil) }, documented: { Case.updated(origin: .scriptOrigin) },
      neighbour: { Case.updated(origin: .scriptOrigin + .seconds(1)) }),
  ]

  @Test(arguments: rows + center)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
