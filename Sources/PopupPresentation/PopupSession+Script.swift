import PopupCore

extension PopupSession where Kind: InspectablePopupKind {
  /// The wall instant at host time zero: where a script that starts there counts offsets from.
  @inlinable public var scriptOrigin: PopupWallInstant { PopupWallInstant(sinceEpoch: wallOffset) }

  /// Applies one script step at a host instant; `wait` is relative to `now` and returns the
  /// new instant through `now`. `press` and `fill` act through what is on screen now.
  ///
  /// - Throws: `PopupScriptError/nothingMatches(_:line:what:valid:)` when nothing on screen
  ///   has the label, listing what does; nothing changes then.
  @inlinable public mutating func apply(_ step: PopupStep<Kind.Event>, at now: inout PopupInstant)
    throws(PopupScriptError)
    -> [PopupEffect<Kind.Output>]
  {
    switch step {
    case .send(let event): return send(event, at: now)
    case .wait(let duration):
      now += max(duration, .zero)
      return advance(to: now)
    case .hold: return hold(at: now)
    case .release: return release(at: now)
    case .tap: return tap(at: now)
    case .tapOutside: return tapOutside(at: now)
    case .drag: return drag(at: now)
    case .dismiss: return dismiss(.programmatic, at: now)
    case .jump(let duration): return jumpWallClock(by: duration, at: now)
    case .setting(let setting, let isOn):
      var settings = accessibility
      settings[setting] = isOn
      return setAccessibility(settings, at: now)
    case .screen(let size):
      do throws(PopupLayoutError) {
        return try setScreen(screen.resized(like: size), at: now)
      } catch {
        throw .invalidScreen(
          error.problem, line: PopupScript.line(for: step, of: Kind.self, origin: scriptOrigin))
      }
    case .keyboard(let height):
      var raised = screen
      raised.keyboardHeight = height
      do throws(PopupLayoutError) {
        return try setScreen(raised, at: now)
      } catch {
        throw .invalidScreen(
          error.problem, line: PopupScript.line(for: step, of: Kind.self, origin: scriptOrigin))
      }
    case .press, .fill:
      guard let resolved = try resolve(step, at: now) else { return advance(to: now) }
      return try apply(resolved, at: &now)
    }
  }

  /// The step a `press` or `fill` means now: the action of the node with that label, read
  /// with the kind's verbs and the shared ones; `nil` for a disabled button, which does
  /// nothing. Other steps are returned as they are.
  ///
  /// - Throws: `PopupScriptError/nothingMatches(_:line:what:valid:)` listing what can be
  ///   pressed or filled now.
  public func resolve(_ step: PopupStep<Kind.Event>, at now: PopupInstant) throws(PopupScriptError)
    -> PopupStep<Kind.Event>?
  {
    // The step's line is written only for a message: pressing is on every explored step.
    var line: String { PopupScript.line(for: step, of: Kind.self, origin: scriptOrigin) }
    let action: PopupAction
    switch step {
    case .press(let label):
      let targets = PopupControls(render(at: now))
      guard let pressable = targets.pressable(labelled: label) else {
        throw .nothingMatches(label, line: line, what: "pressed", valid: targets.pressableTitles)
      }
      guard pressable.isEnabled else { return nil }
      action = pressable.action
    case .fill(let label, let text):
      let targets = PopupControls(render(at: now))
      guard let field = targets.field(labelled: label) else {
        throw .nothingMatches(label, line: line, what: "filled", valid: targets.fieldLabels)
      }
      action = field.action(settingTextTo: text)
    default:
      return step
    }
    let parsed = try PopupScript.steps(
      for: Kind.self, from: action.scriptLine(origin: scriptOrigin), origin: scriptOrigin)
    return parsed.first?.step
  }
}
