import PopupCore
import PopupPresentation
import Testing

@testable import PopupCatalog

/// After a kind ended itself, each gesture step is handed to the kind as that gesture: a kind
/// that answers one gesture after its end is reported for that step, and for no other.
@Suite("Step rules: the probe after an ending", .watchdog)
struct StepRulesProbeTests {
  /// A planted broken kind: after its end it still answers the one gesture its configuration names.
  enum AnswersOneGesture: InspectablePopupKind {
    static let descriptor = PopupDescriptor(id: "answers-one", name: "Broken", summary: "", category: .card)
    static func makeState(_ configuration: PopupGesture, now: PopupTime) -> PopupGesture { configuration }
    static func reduce(_ state: inout PopupGesture, _ event: Never, now: PopupTime) -> [PopupEffect<Int>] {
      []
    }
    static func handle(_ gesture: PopupGesture, _ state: inout PopupGesture, now: PopupTime) -> [PopupEffect<
      Int
    >]? {
      gesture == state ? [.output(1)] : []
    }
    static func render(_ state: PopupGesture, now: PopupTime) -> RenderNode { .text("x", role: .body) }
    static let samples = [PopupSample<AnswersOneGesture>("tap", summary: "", configuration: .tap)]
    static let verbs: [PopupVerb<Never>] = []
  }

  static let stepOf: [PopupGesture: PopupStep<Never>] = [.tap: .tap, .outsideTap: .tapOutside, .drag: .drag]

  @Test(arguments: PopupGesture.allCases)
  func aGestureAnsweredAfterTheEndIsReportedForItsOwnStep(answered: PopupGesture) throws {
    let session = PopupSession<AnswersOneGesture>(answered, now: .zero)
    for gesture in PopupGesture.allCases {
      let step = try #require(Self.stepOf[gesture])
      let report = PopupStepRules<AnswersOneGesture>.probe(session, step, now: .zero)
      #expect((report != nil) == (gesture == answered), "\(gesture): \(report ?? "no report")")
    }
  }
}
