import PopupCore
import PopupPresentation
import Testing

extension PopupTestStore where Kind: InspectablePopupKind {
  /// Presents a sample as the catalog plays it: its configuration, presentation and screen,
  /// then its script; what appearing and the script emit is claimed already.
  public convenience init(sample: PopupSample<Kind>, sourceLocation: SourceLocation = #_sourceLocation) {
    self.init(
      sample.configuration, options: sample.options ?? Kind.defaultPresentation, screen: sample.screen,
      sourceLocation: sourceLocation)
    skipReceivedEffects()
    for step in sample.script {
      do throws(PopupScriptError) {
        _ = try play(step, named: PopupScript.line(for: step, of: Kind.self), at: sourceLocation)
      } catch {
        Issue.record("The sample '\(sample.name)' stops at a step: \(error)", sourceLocation: sourceLocation)
        return
      }
    }
  }

  /// Plays a `catalog run` script (`star 2; type "Too slow"; submit`), line by line, as
  /// `catalog run` does, checking the kind's invariants after each line: how a test replays
  /// the shortest script of a broken rule the explorer (`PopupExplorer`) or the fuzzer
  /// reported. `wait` moves the store's clock through every deadline on the way.
  ///
  /// Returns the effects the script caused, in order, claimed: assert them with `#expect`.
  ///
  /// ```swift
  /// let store = PopupTestStore(sample: RatingPrompt.samples[0])
  /// let effects = try store.replay("star 2; type \"Too slow\"; submit")
  /// #expect(effects.contains(.output(.submitted(stars: 2, feedback: "Too slow"))))
  /// ```
  ///
  /// - Throws: `PopupScriptError` for a line that does not parse, or a `press` or `fill` that
  ///   matches nothing on screen; the lines before it have been played.
  @discardableResult
  public func replay(_ script: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws(PopupScriptError)
    -> [PopupEffect<Kind.Output>]
  {
    ledger.requireNoneLeft(before: "replaying a script", at: sourceLocation)
    lastLocation = sourceLocation
    var effects: [PopupEffect<Kind.Output>] = []
    for (line, step) in try PopupScript.steps(for: Kind.self, from: script, origin: session.scriptOrigin) {
      effects += try play(step, named: "'\(line.text)'", at: sourceLocation)
    }
    return effects
  }

  /// Plays one step through the store's clock and returns its effects, claimed.
  private func play(_ step: PopupStep<Kind.Event>, named name: String, at sourceLocation: SourceLocation)
    throws(PopupScriptError) -> [PopupEffect<Kind.Output>]
  {
    let effects: [PopupEffect<Kind.Output>]
    if case .wait(let duration) = step {
      let target = clock.now + max(duration, .zero)
      effects = driver.run(
        until: target, deadline: { session.nextDeadline }, advance: { session.advance(to: $0) })
    } else {
      var now = clock.now
      effects = try session.apply(step, at: &now)
      driver.sync(to: session.nextDeadline)
    }
    expectInvariants(after: name, at: sourceLocation)
    return effects
  }
}
