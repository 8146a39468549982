import PopupCatalog
import PopupCore
import PopupDriving
import PopupPresentation
import PopupRating
import PopupSheet
import PopupUndo
@_spi(Recording) import SwiftUI
import Testing

@testable import PopupSwiftUI

/// Pressing what `PopupFrameView` draws: every control sends its action, fields their fill
/// step, gestures the session's gestures; through a `PopupCenterModel`, the session then is
/// where `catalog run` takes it with the same `press` line.
@MainActor
@Suite("Pressing what PopupFrameView draws")
struct InputTests {
  nonisolated static let restingFrames = everySampleFrame.filter {
    $0.screen == "phone" && $0.moment == "at rest" && $0.frame.motion.phase == .presented
  }

  @Test(arguments: restingFrames)
  func everyControlSendsItsActionOnce(_ sample: SampleFrame) throws {
    var inputs: [PopupHostInput] = []
    let drawn = Drawing.draw(PopupFrameView(sample.frame, onInput: { inputs.append($0) }))
    let content = try #require(drawn.card?.firstBelow("frame"))
    let buttons = content.nodes("Button")
    for button in buttons {
      let before = inputs.count
      button.action?()
      #expect(inputs.count == before + 1, "a button sent \(inputs.count - before) inputs")
    }
    let sent = inputs.compactMap { input -> String? in
      if case .action(let action) = input { return action.scriptLine() }
      return nil
    }
    #expect(sent.sorted() == sample.frame.content.pressableActions.map { $0.scriptLine() }.sorted())
  }

  @Test(arguments: restingFrames)
  func fieldsSendTheirFillStepAndTogglesTheirAction(_ sample: SampleFrame) async throws {
    var inputs: [PopupHostInput] = []
    let drawn = Drawing.draw(PopupFrameView(sample.frame, onInput: { inputs.append($0) }))
    let content = try #require(drawn.card?.firstBelow("frame"))
    let fields = sample.frame.content.allNodes.compactMap { node -> PopupFieldAction? in
      if case .field(_, _, _, _, let action, _) = node { return action }
      return nil
    }
    let toggles = sample.frame.content.allNodes.compactMap { node -> (Bool, PopupAction)? in
      if case .toggle(_, let isOn, _, let action) = node { return (isOn, action) }
      return nil
    }
    let drawnFields = content.nodes("TextField") + content.nodes("SecureField")
    #expect(drawnFields.count == fields.count)
    for (node, action) in zip(drawnFields, fields) {
      inputs = []
      await node.textBinding?.write("Hello")
      #expect(inputs == [.action(action.action(settingTextTo: "Hello"))])
    }
    let drawnToggles = content.nodes("Toggle")
    #expect(drawnToggles.count == toggles.count)
    for (node, toggle) in zip(drawnToggles, toggles) {
      inputs = []
      #expect(await node.boolBinding?.read() == toggle.0)
      await node.boolBinding?.write(!toggle.0)
      #expect(inputs == [.action(toggle.1)])
    }
  }

  /// Each pressable label of each kind's first sample, pressed on the drawn view and sent
  /// through a center model, leaves the popup where `catalog run`'s `press "<label>"` does.
  @Test(arguments: everyKind.kinds.map { $0.descriptor.id })
  func pressingMatchesCatalogRun(_ id: String) throws {
    let kind = try everyKind.kind(withID: id)
    try checkPresses(kind)
  }

  func checkPresses<Kind: InspectablePopupKind>(_ kind: Kind.Type) throws {
    guard let sample = Kind.samples.first else { return }
    let options = sample.options ?? Kind.defaultPresentation
    let screen = sample.screen ?? .phone
    let probe = PopupCenterModel(clock: StillClock())
    try probe.setScreen(screen)
    probe.present(Kind.self, id: "popup", sample.configuration, options: options)
    let labels = probe.frame().current.map { $0.frame.content.pressableLabels } ?? []
    for label in labels {
      let model = PopupCenterModel(clock: StillClock())
      var ended: DismissReason?
      model.onEffect = { effect in ended = effect.dismissReason ?? ended }
      try model.setScreen(screen)
      model.present(Kind.self, id: "popup", sample.configuration, options: options)
      let frame = try #require(model.frame().current?.frame)
      let drawn = Drawing.draw(PopupFrameView(frame, onInput: { model.handle($0) }))
      let button = try #require(
        drawn.card?.firstBelow("frame")?.nodes("accessibilityLabel").first { $0.arguments["label"] == label }?
          .firstBelow("Button"), "no button labelled \(label)")
      button.action?()

      var session = PopupSession<Kind>(sample.configuration, options: options, now: .zero)
      _ = try session.setScreen(screen, at: .zero)
      _ = session.appear(at: .zero)
      var now = PopupInstant.zero
      for (_, step) in try PopupScript.steps(
        for: Kind.self, from: PopupAction("press", [.text(label)]).scriptLine())
      {
        _ = try session.apply(step, at: &now)
      }
      // An ended popup leaves the center: its dismissal says how it ended.
      #expect(ended == session.endReason, "\(Kind.descriptor.id): press \(label)")
      if session.endReason == nil {
        #expect(
          model.center.session(of: "popup", as: Kind.self)?.state == session.state,
          "\(Kind.descriptor.id): press \(label)")
      }
    }
  }

  @Test func theCardsGesturesAndTheScrimsTapMapAsTheHostingArticleSays() throws {
    let played = RatingPrompt.play(RatingPrompt.samples[0])
    var inputs: [PopupHostInput] = []
    let drawn = Drawing.draw(
      PopupFrameView(played.session.frame(at: played.now).settled, onInput: { inputs.append($0) }))
    let gestures = try #require(drawn.first("modifier", where: "type", is: "PopupGestures"))
    gestures.firstBelow("onTapGesture")?.action?()
    gestures.firstBelow("onLongPressGesture")?.pressing?(true)
    gestures.firstBelow("onLongPressGesture")?.pressing?(false)
    let drag = try #require(gestures.firstBelow("gesture"))
    #expect(drag.arguments["minimumDistance"] == "10")
    drag.dragChanged?(DragGesture.Value(translation: CGSize(width: 0, height: 40), velocity: .zero))
    drag.dragEnded?(
      DragGesture.Value(translation: CGSize(width: 0, height: 60), velocity: CGSize(width: 0, height: 900)))
    let scrimTap = try #require(
      drawn.nodes("onTapGesture").first { $0.firstBelow("allowsHitTesting") != nil })
    scrimTap.action?()
    #expect(
      inputs == [
        .tap, .hold, .release, .dragChanged(translation: PopupPoint(x: 0, y: 40)),
        .dragEnded(translation: PopupPoint(x: 0, y: 60), velocity: PopupPoint(x: 0, y: 900)), .tapOutside,
      ])
  }

  @Test func aLongPressHoldsTheCountdownAndASwipeDismissesAToast() throws {
    let model = PopupCenterModel(clock: StillClock())
    var ended: DismissReason?
    model.onEffect = { effect in ended = effect.dismissReason ?? ended }
    model.present(UndoToast.self, id: "undo", .init(message: "Photo deleted"))
    model.handle(.hold)
    #expect(model.frame().current?.frame.timers.isHeld == true)
    model.handle(.release)
    #expect(model.frame().current?.frame.timers.isHeld == false)
    model.handle(.dragChanged(translation: PopupPoint(x: 0, y: 12)))
    model.handle(.dragEnded(translation: PopupPoint(x: 0, y: 20), velocity: .init(x: 0, y: 0)))
    #expect(ended == nil, "20 pt is no swipe")
    model.handle(.dragChanged(translation: PopupPoint(x: 0, y: 40)))
    model.handle(.dragEnded(translation: PopupPoint(x: 0, y: 40), velocity: .init(x: 0, y: 300)))
    #expect(ended == .drag)
  }

  @Test func theScrollSheetFollowsTheFingerWithPullAndLift() throws {
    let model = PopupCenterModel(clock: StillClock())
    var ended: DismissReason?
    model.onEffect = { effect in ended = effect.dismissReason ?? ended }
    let sample = ScrollSheet.samples[0]
    model.present(
      ScrollSheet.self, id: "sheet", sample.configuration,
      options: sample.options ?? ScrollSheet.defaultPresentation)
    model.handle(.dragChanged(translation: PopupPoint(x: 0, y: 30)))
    model.handle(.dragChanged(translation: PopupPoint(x: 0, y: 50)))
    let pulled = try #require(model.center.session(of: "sheet", as: ScrollSheet.self)?.state)
    var reference = PopupSession<ScrollSheet>(
      sample.configuration, options: sample.options ?? ScrollSheet.defaultPresentation, now: .zero)
    _ = reference.appear(at: .zero)
    _ = reference.send(.pulled(30), at: .zero)
    _ = reference.send(.pulled(20), at: .zero)
    #expect(pulled == reference.state, "the pull is the drag's change since the last one")
    model.handle(.dragEnded(translation: PopupPoint(x: 0, y: 50), velocity: PopupPoint(x: 0, y: 2000)))
    _ = reference.send(.lifted(velocity: 2000), at: .zero)
    #expect(reference.endReason == .drag, "a fast lift from the smallest detent dismisses")
    #expect(ended == reference.endReason)
  }
}

extension RenderNode {
  /// The labels `press` matches for the tree's pressable controls.
  var pressableLabels: [String] {
    allNodes.flatMap { node -> [String] in
      switch node {
      case .button(_, _, let label, _, let isEnabled): isEnabled ? [label] : []
      case .iconButton(_, let label, _), .tappable(_, let label, _): [label]
      case .stars(_, _, _, _, let labels): labels
      default: []
      }
    }
  }
}
