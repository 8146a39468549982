import PopupCatalog
import PopupCore
import PopupPresentation
import PopupTesting
import Testing

/// The rules the hosting article states for every frame ("Entrance and exit"), held over every
/// sample of every linked kind, on five screens, under every motion preset, at rest, through
/// an exit from rest and through an exit during the entrance.
@Suite("Frame rules over every sample, screen and motion", .watchdog)
struct FrameRulesPropertyTests {
  static let catalog = Result { try PopupCatalog.linked }

  static let screens: [(String, PopupScreen)] = {
    var keyboardUp = PopupScreen.phone
    keyboardUp.keyboardHeight = 336
    return [
      ("phone", .phone),
      (
        "small phone",
        PopupScreen(
          size: PopupSize(width: 320, height: 568),
          safeArea: PopupInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
      ),
      (
        "landscape",
        PopupScreen(
          size: PopupSize(width: 844, height: 390),
          safeArea: PopupInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
      ),
      ("tablet", .tablet),
      ("keyboard up", keyboardUp),
    ]
  }()

  /// What breaks a rule in one frame, or nothing.
  static func problems(in frame: PopupFrame, options: PopupPresentationOptions) -> [String] {
    var problems: [String] = []
    let drawn: Bool
    switch frame.motion.phase {
    case .waiting, .gone: drawn = false
    case .entering, .presented, .exiting: drawn = true
    }
    if drawn && frame.content.isBlank { problems.append("an empty tree drawn while \(frame.motion.phase)") }
    for node in frame.content.allNodes {
      if case .text(let text, _) = node, text.hasPrefix("("), text.hasSuffix(")") {
        problems.append("prose of the package's own in the tree: \(text.popupQuoted)")
      }
    }
    if let focus = frame.focus, !frame.content.allNodes.contains(where: { $0.accessibilityLabel == focus }) {
      problems.append("the focus \(focus.popupQuoted) names no control of the drawn tree")
    }
    if case .popover = frame.placement.mode, options.keyboard == .avoid, frame.screen.keyboardHeight > 0 {
      let keyboardTop = frame.screen.size.height - frame.screen.keyboardHeight
      if frame.placement.frame.maxY > keyboardTop { problems.append("a popover under the keyboard") }
    }
    return problems
  }

  static func values(_ frame: PopupFrame) -> [Double] {
    [
      frame.motion.offset.x, frame.motion.offset.y, frame.motion.scale, frame.motion.opacity,
      frame.motion.blur,
    ]
  }

  /// The exit from `session` ended at `end`: it starts from the frame before it, keeps its
  /// content, and fades, scales or goes most of the way to its exit frame.
  static func exitProblems<Kind: PopupKind>(_ session: PopupSession<Kind>, endingAt end: PopupInstant)
    -> [String]
  {
    var session = session
    let before = session.frame(at: end)
    switch before.motion.phase {
    case .entering, .presented: return exitProblemsAfter(&session, before: before, end: end)
    case .waiting, .exiting, .gone: return []
    }
  }

  private static func exitProblemsAfter<Kind: PopupKind>(
    _ session: inout PopupSession<Kind>, before: PopupFrame, end: PopupInstant
  ) -> [String] {
    _ = session.dismiss(.programmatic, at: end)
    let first = session.frame(at: end)
    guard case .exiting = first.motion.phase else {
      return before.motion.opacity > 0.01 ? ["a visible popup is gone at once: \(first.motion.phase)"] : []
    }
    var problems: [String] = []
    if first.content != before.content { problems.append("the exit draws other content") }
    if first.placement.frame != before.placement.frame {
      problems.append("the exit jumps to another rectangle")
    }
    if first.style != before.style { problems.append("the exit changes style") }
    if zip(values(before), values(first)).contains(where: { abs($0 - $1) > 1e-9 }) {
      problems.append("the exit's motion jumps from \(values(before)) to \(values(first))")
    }
    var last = first
    var instant = end
    while true {
      instant += .microseconds(16_667)
      let next = session.frame(at: instant)
      guard case .exiting = next.motion.phase else { break }
      if next.content != first.content { problems.append("the content changes during the exit") }
      last = next
    }
    // The last frame before it is gone, a millisecond before.
    // The last frame before it is gone, a millisecond before; the trace's boundary is gone.
    let goneAt = end + session.exitDuration * session.exitShare
    if case .exiting = session.frame(at: goneAt - .milliseconds(1)).motion.phase {
      last = session.frame(at: goneAt - .milliseconds(1))
    }
    if let boundary = session.phases(from: end, through: goneAt).last, case .exiting = boundary.phase {
      problems.append("the trace's last boundary, at \(boundary.at), is still exiting")
    }
    let faded = last.motion.opacity < first.motion.opacity * 0.5
    let scaled = abs(last.motion.scale - first.motion.scale) >= 0.05
    let frame = last.placement.frame
    let exit = last.placement.exitFrame
    func distance(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
    let left = distance(exit.x - frame.x - first.motion.offset.x, exit.y - frame.y - first.motion.offset.y)
    let toGo = distance(exit.x - frame.x - last.motion.offset.x, exit.y - frame.y - last.motion.offset.y)
    if !(faded || scaled || (left > 1 && toGo <= left * 0.25)) && first.motion.opacity > 0.05 {
      problems.append("the exit neither fades, scales nor moves")
    }
    return problems
  }

  static func check<Kind: InspectablePopupKind>(_ kind: Kind.Type) -> [String] {
    var found: [String] = []
    for sample in Kind.samples {
      let base = sample.options ?? Kind.defaultPresentation
      for (screenName, screen) in screens {
        for preset in PopupMotion.Preset.allCases {
          var options = base
          options.motion.preset = preset
          let place = "\(Kind.descriptor.id) '\(sample.name)' on the \(screenName), \(preset)"
          let played = Kind.play(sample, screen: screen, options: options)
          let rest = played.session.frame(at: played.now)
          found += Self.problems(in: rest, options: options).map { "\(place), at rest: \($0)" }
          if !played.session.isEnded {
            found += exitProblems(played.session, endingAt: played.now).map {
              "\(place), exit from rest: \($0)"
            }
          }
          // Ended during the entrance: a fresh presentation, dismissed 60 ms in.
          var fresh = PopupSession<Kind>(sample.configuration, options: options, now: .zero)
          _ = try? fresh.setScreen(screen, at: .zero)
          _ = fresh.appear(at: .zero)
          let early = PopupInstant.zero + .milliseconds(60)
          found += Self.problems(in: fresh.frame(at: early), options: options).map {
            "\(place), entering: \($0)"
          }
          found += exitProblems(fresh, endingAt: early).map { "\(place), exit in the entrance: \($0)" }
        }
      }
    }
    return found
  }

  @Test(arguments: (try? catalog.get().idsUnderTest) ?? [])
  func everyFrameKeepsTheHostingRules(id: String) throws {
    let kind = try Self.catalog.get().kind(withID: id)
    let problems = Self.check(kind)
    #expect(
      problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(5).joined(separator: "\n"))")
  }
}
