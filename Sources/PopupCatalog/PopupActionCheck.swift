import PopupCore
import PopupPresentation
import PopupSupport

/// What every interactive node of a popup owes its users, checked on a live session: a label
/// and an action that parses; `press` and `fill` by that label reach that very node; pressing
/// does exactly what sending its action does; filling a field shows the text filled.
///
/// One check with two users: the kind checker (`PopupKindChecker`, in PopupTesting) and
/// ``PopupAudit``, so the contract and the accessibility audit never disagree.
public enum PopupActionCheck {
  /// What is wrong with the interactive nodes of a session's tree at an instant, one message
  /// per problem; none when every node keeps its promise.
  public static func problems<Kind: InspectablePopupKind>(
    of session: PopupSession<Kind>, at now: PopupInstant
  ) -> [String] {
    problems(of: session, drawing: session.render(at: now), at: now)
  }

  /// What is wrong with the interactive nodes of `tree`, the session's tree at `now`.
  static func problems<Kind: InspectablePopupKind>(
    of session: PopupSession<Kind>, drawing tree: RenderNode, at now: PopupInstant
  ) -> [String] {
    var problems: [String] = []
    for node in tree.allNodes {
      switch node {
      case .button(let title, _, let label, _, _) where label.isEmpty || title.isEmpty:
        problems.append("a button without a title or label: \(node)")
      case .field(let label, _, _, _, _, _) where label.isEmpty,
        .toggle(let label, _, _, _) where label.isEmpty:
        problems.append("a field or toggle without a label: \(node)")
      case .stars(_, let count, let label, let actions, let labels)
      where label.isEmpty || actions.count != count || labels.count != count
        || labels.contains(where: \.isEmpty):
        problems.append("stars without a label, or without an action and a label per star: \(node)")
      default: break
      }
    }
    let targets = PopupControls(tree)
    let origin = session.scriptOrigin
    for pressable in targets.pressables {
      let line = pressable.action.scriptLine(origin: origin)
      let parsed: PopupStep<Kind.Event>
      do throws(PopupScriptError) {
        guard let step = try PopupScript.steps(for: Kind.self, from: line, origin: origin).first?.step else {
          problems.append("'\(pressable.title)' has an empty action")
          continue
        }
        parsed = step
      } catch {
        problems.append("the action of '\(pressable.title)', '\(line)', does not parse: \(error)")
        continue
      }
      if targets.pressable(labelled: pressable.title) != pressable
        && targets.pressable(labelled: pressable.accessibilityLabel) != pressable
      {
        problems.append("press \"\(pressable.title)\" reaches another node with that label")
        continue
      }
      guard pressable.isEnabled else { continue }
      // A press is its resolved step applied (`PopupSession.apply(_:at:)`): one that resolves
      // to the action's own step does what the action does, with nothing to apply.
      if (try? session.resolve(.press(pressable.title), at: now)) == parsed { continue }
      var pressed = session
      var direct = session
      var pressedAt = now
      var directAt = now
      let pressedEffects = try? pressed.apply(.press(pressable.title), at: &pressedAt)
      let directEffects = try? direct.apply(parsed, at: &directAt)
      if pressedEffects != directEffects || pressed.state != direct.state {
        problems.append("press \"\(pressable.title)\" does not do what '\(line)' does")
      }
    }
    for field in targets.fields {
      var filled = session
      var at = now
      do throws(PopupScriptError) {
        _ = try filled.apply(.fill(label: field.label, text: "ok"), at: &at)
      } catch {
        problems.append("fill \"\(field.label)\" fails: \(error)")
        continue
      }
      let texts = filled.render(at: at).allNodes.compactMap { node -> String? in
        if case .field(let label, let text, _, _, _, _) = node, label == field.label { return text }
        return nil
      }
      if let text = texts.first, text != "ok" {
        problems.append("fill \"\(field.label)\" \"ok\" leaves the field showing \(text.popupQuoted)")
      }
    }
    return problems
  }
}
