import PopupCore
import PopupPresentation
import PopupSupport

/// A sample played from its presentation: the session it left and the instant it ended at.
public struct PlayedSample<Kind: PopupKind>: Sendable {
  /// The sample that was played.
  public var sample: PopupSample<Kind>
  /// The session after the sample's script.
  public var session: PopupSession<Kind>
  /// The host instant after the script's waits.
  public var now: PopupInstant
  /// Every effect the script produced, in order.
  public var effects: [PopupEffect<Kind.Output>]
  /// Why the script stopped early (a `press` or `fill` that found nothing), if it did.
  public var error: PopupScriptError?
}

/// One moment of a sample being played: just after it appeared (`step` is `nil`), or just
/// after a step of its script, with what that did.
public struct PlayedMoment<Kind: InspectablePopupKind>: Sendable {
  /// The step just applied; `nil` for the popup appearing.
  public var step: PopupStep<Kind.Event>?
  /// What appearing or the step emitted.
  public var effects: [PopupEffect<Kind.Output>]
  /// The session after it.
  public var session: PopupSession<Kind>
  /// The host instant after it.
  public var now: PopupInstant
}

extension InspectablePopupKind {
  /// The sample with a name.
  ///
  /// - Throws: ``PopupCatalogError/unknownSample(_:kind:suggestions:valid:)``.
  public static func sample(named name: String) throws(PopupCatalogError) -> PopupSample<Self> {
    if let sample = samples.first(where: { $0.name == name }) { return sample }
    let names = samples.map(\.name)
    throw .unknownSample(
      name, kind: descriptor.id, suggestions: PopupSuggestions.nearest(to: name, in: names), valid: names)
  }

  /// Presents a sample at host time zero, with the wall clock at `origin`, on the sample's
  /// screen (or `screen`, or the phone), with the kind's default behavior unless another is
  /// given and with `options`, else the sample's own, else the kind's default presentation;
  /// the popup appears, then plays the sample's script.
  public static func play(
    _ sample: PopupSample<Self>, origin: PopupWallInstant = .scriptOrigin, screen: PopupScreen? = nil,
    behavior: PopupBehavior = Self.defaultBehavior, options: PopupPresentationOptions? = nil
  ) -> PlayedSample<Self> {
    play(sample, origin: origin, screen: screen, behavior: behavior, options: options) { _ in }
  }

  /// Plays a sample as ``play(_:origin:)`` does, showing `moment` the popup just after it
  /// appears and just after each step that applies: for filmstrips, audits and live hosts.
  /// A step that fails stops the script; the result carries its error.
  public static func play(
    _ sample: PopupSample<Self>, origin: PopupWallInstant = .scriptOrigin, screen: PopupScreen? = nil,
    behavior: PopupBehavior = Self.defaultBehavior, options: PopupPresentationOptions? = nil,
    eachMoment moment: (PlayedMoment<Self>) -> Void
  ) -> PlayedSample<Self> {
    var now = PopupInstant.zero
    var session = PopupSession<Self>(
      sample.configuration, behavior: behavior,
      options: options ?? sample.options ?? Self.defaultPresentation,
      now: now, wall: origin)
    // A screen that cannot be laid out on leaves the phone; the tool checks screens first.
    var effects = (try? session.setScreen(screen ?? sample.screen ?? .phone, at: now)) ?? []
    effects += session.appear(at: now)
    moment(PlayedMoment(step: nil, effects: effects, session: session, now: now))
    for step in sample.script {
      do throws(PopupScriptError) {
        let stepEffects = try session.apply(step, at: &now)
        effects += stepEffects
        moment(PlayedMoment(step: step, effects: stepEffects, session: session, now: now))
      } catch {
        return PlayedSample(sample: sample, session: session, now: now, effects: effects, error: error)
      }
    }
    return PlayedSample(sample: sample, session: session, now: now, effects: effects, error: nil)
  }

  /// A sample's script as a `catalog run` script, or `nil` when it has no steps.
  public static func scriptText(of sample: PopupSample<Self>) -> String? {
    let lines = sample.script.map { PopupScript.line(for: $0, of: Self.self) }
    return lines.isEmpty ? nil : lines.joined(separator: "; ")
  }

  /// The names and usages of the kind's own verbs.
  public static var verbNamesAndUsages: [(name: String, usage: String)] {
    verbs.map { ($0.name, $0.usage) }
  }
}
