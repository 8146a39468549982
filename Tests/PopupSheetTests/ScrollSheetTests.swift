import PopupCore
import PopupPresentation
import PopupTesting
import PopupTextRendering
import Testing

@testable import PopupSheet

extension PopupScenario where Kind == ScrollSheet {
  /// Steps from the test's sheet (its detents, dismissal and side), then the outputs, the
  /// resting detent (or `nil` while a finger is down), the height, the scroll and the ending.
  static func scenario(
    name: String, detents: [ScrollSheet.Detent] = [.medium, .large], isDismissible: Bool = true,
    dismissesOnOutsideTap: Bool? = nil, side: ScrollSheet.Side = .bottom,
    steps: [PopupStep<ScrollSheet.Event>],
    outputs: [ScrollSheet.Output] = [], detent: ScrollSheet.Detent? = nil, height: Double, scroll: Double = 0,
    ending: DismissReason? = nil
  ) -> Self {
    PopupScenario(
      name,
      configuration: ScrollSheetTests.configuration(
        detents: detents, isDismissible: isDismissible, dismissesOnOutsideTap: dismissesOnOutsideTap,
        side: side),
      steps: steps, expected: .outputs(outputs), ending: ending,
      checks: [
        .state("the resting detent", { $0.detents[$0.detent] }, detent),
        .state("the height is \(height) within 1e-9", { abs($0.height - height) < 1e-9 }, true),
        .state("the scroll", \.scrollOffset, scroll),
      ])
  }
}

@Suite("Scroll sheet", .watchdog)
struct ScrollSheetTests {
  static func configuration(
    detents: [ScrollSheet.Detent], isDismissible: Bool, dismissesOnOutsideTap: Bool? = nil,
    side: ScrollSheet.Side = .bottom, rows: Int = 40
  ) -> ScrollSheet.Configuration {
    .init(
      title: "Terms", headerStyle: .closable, rows: (1...rows).map { "Row \($0)" }, footer: "Agree",
      detents: detents, isDismissible: isDismissible, dismissesOnOutsideTap: dismissesOnOutsideTap, side: side
    )
  }

  static let cases: [PopupScenario<ScrollSheet>] = [
    .scenario(name: "rests at the lowest detent", steps: [], detent: .medium, height: 422),
    .scenario(
      name: "a fast pull down dismisses", steps: [.send(.pulled(300)), .send(.lifted(velocity: 2000))],
      detent: .medium,
      height: 122, ending: .drag),
    .scenario(
      name: "released below half the lowest detent dismisses",
      steps: [.send(.pulled(212)), .send(.lifted(velocity: 0))],
      detent: .medium, height: 210, ending: .drag),
    .scenario(
      name: "released just above half the lowest detent snaps back",
      steps: [.send(.pulled(210)), .send(.lifted(velocity: 0))], detent: .medium, height: 422),
    .scenario(
      name: "down at 501 pt/s below the lowest detent dismisses",
      steps: [.send(.pulled(50)), .send(.lifted(velocity: 501))], detent: .medium, height: 372, ending: .drag),
    .scenario(
      name: "down at 500 pt/s snaps back", steps: [.send(.pulled(50)), .send(.lifted(velocity: 500))],
      detent: .medium,
      height: 422),
    .scenario(
      name: "a slow small drag snaps back", steps: [.send(.pulled(40)), .send(.lifted(velocity: 100))],
      detent: .medium,
      height: 422),
    .scenario(
      name: "a not dismissible sheet snaps back from anywhere", isDismissible: false,
      steps: [.send(.pulled(400)), .send(.lifted(velocity: 3000)), .drag, .tapOutside], detent: .medium,
      height: 422),
    .scenario(
      name: "a fling up goes to the next detent",
      steps: [.send(.pulled(-20)), .send(.lifted(velocity: -1000))],
      outputs: [.detentChanged(.large)], detent: .large, height: 759.6),
    .scenario(
      name: "a slow pull up past halfway rests at the nearest",
      steps: [.send(.pulled(-200)), .send(.lifted(velocity: 0))],
      outputs: [.detentChanged(.large)], detent: .large, height: 759.6),
    .scenario(
      name: "a fling down from large goes to medium",
      steps: [.send(.detentSelected(.large)), .send(.pulled(10)), .send(.lifted(velocity: 1200))],
      outputs: [.detentChanged(.large), .detentChanged(.medium)], detent: .medium, height: 422),
    // Flings go to the next detent in their direction from where the sheet is, not from where
    // the drag began (issue 38, item 11).
    .scenario(
      name: "a fling down from near the large detent goes to medium, not away",
      steps: [.send(.pulled(-320)), .send(.lifted(velocity: 1500))], detent: .medium, height: 422),
    .scenario(
      name: "a fling down from between the detents goes to the one below",
      steps: [.send(.pulled(-150)), .send(.lifted(velocity: 1500))], detent: .medium, height: 422),
    .scenario(
      name: "a fling up from below medium goes to medium",
      steps: [.send(.pulled(100)), .send(.lifted(velocity: -1500))], detent: .medium, height: 422),
    .scenario(
      name: "a pull up at the highest detent scrolls",
      steps: [.send(.detentSelected(.large)), .send(.pulled(-100)), .send(.lifted(velocity: 0))],
      outputs: [.detentChanged(.large)], detent: .large, height: 759.6, scroll: 100),
    .scenario(
      name: "a pull down on scrolled content scrolls back first",
      steps: [
        .send(.detentSelected(.large)), .send(.scrolled(200)), .send(.pulled(150)),
        .send(.lifted(velocity: 0)),
      ],
      outputs: [.detentChanged(.large)], detent: .large, height: 759.6, scroll: 50),
    .scenario(
      name: "once at the top a pull moves the sheet",
      steps: [
        .send(.detentSelected(.large)), .send(.scrolled(100)), .send(.pulled(100)), .send(.pulled(30)),
      ],
      outputs: [.detentChanged(.large)], detent: .large, height: 729.6),
    .scenario(
      name: "a pull never lifts the sheet above its highest detent",
      steps: [.send(.pulled(40)), .send(.pulled(-2000))],
      detent: .medium, height: 759.6),
    .scenario(
      name: "a lift with no drag changes nothing", steps: [.send(.lifted(velocity: 5000))], detent: .medium,
      height: 422),
    .scenario(
      name: "scrolling is clamped", steps: [.send(.scrolled(99999))], detent: .medium, height: 422,
      scroll: 40 * 44 - (422 - 20 - 56 - 64)),
    .scenario(
      name: "an unknown detent does nothing", steps: [.send(.detentSelected(.fraction(0.7)))],
      detent: .medium,
      height: 422),
    .scenario(
      name: "detents are sorted: the lowest first", detents: [.large, .fraction(0.25), .medium], steps: [],
      detent: .fraction(0.25), height: 211),
    .scenario(
      name: "close dismisses with tap; nothing after", steps: [.send(.closeTapped), .send(.footerTapped)],
      detent: .medium, height: 422, ending: .tap),
    .scenario(
      name: "an outside tap reports drag", steps: [.tapOutside], detent: .medium, height: 422, ending: .drag),
    .scenario(
      name: "the shared swipe on scrolled content scrolls it back to the top, not away",
      steps: [.send(.detentSelected(.large)), .send(.scrolled(200)), .drag],
      outputs: [.detentChanged(.large)], detent: .large, height: 759.6, scroll: 0),
    .scenario(
      name: "a second swipe, from the top, dismisses",
      steps: [.send(.detentSelected(.large)), .send(.scrolled(200)), .drag, .drag],
      outputs: [.detentChanged(.large)], detent: .large, height: 759.6, ending: .drag),
    .scenario(
      name: "an outside tap dismisses scrolled content at once",
      steps: [.send(.detentSelected(.large)), .send(.scrolled(200)), .tapOutside],
      outputs: [.detentChanged(.large)], detent: .large, height: 759.6, scroll: 200, ending: .drag),
    .scenario(
      name: "the footer reports without ending", steps: [.send(.footerTapped), .send(.footerTapped)],
      outputs: [.footerTapped, .footerTapped], detent: .medium, height: 422),
    .scenario(
      name: "outside taps off, swipes on: an outside tap does nothing", dismissesOnOutsideTap: false,
      steps: [.tapOutside, .tapOutside], detent: .medium, height: 422),
    .scenario(
      name: "outside taps off, swipes on: a swipe still dismisses", dismissesOnOutsideTap: false,
      steps: [.tapOutside, .drag], detent: .medium, height: 422, ending: .drag),
    .scenario(
      name: "swipes off, outside taps on: a swipe does nothing, an outside tap dismisses as a drag",
      isDismissible: false, dismissesOnOutsideTap: true, steps: [.drag, .tapOutside], detent: .medium,
      height: 422, ending: .drag),
    .scenario(
      name: "not dismissible: outside taps follow by default", isDismissible: false,
      steps: [.tapOutside, .drag], detent: .medium, height: 422),
    .scenario(
      name: "pulled down, scrolled to the end, pulled back up: the scroll shrinks to what still hides",
      detents: [.height(300)], steps: [.send(.pulled(100)), .send(.scrolled(10_000)), .send(.pulled(-100))],
      detent: .height(300), height: 300, scroll: 40 * 44 - (300 - 140)),
    .scenario(
      name: "from the top: a pull up moves it away", side: .top, steps: [.send(.pulled(-100))],
      detent: .medium, height: 322),
    .scenario(
      name: "from the top: a fast pull up dismisses", side: .top,
      steps: [.send(.pulled(-300)), .send(.lifted(velocity: -2000))], detent: .medium, height: 122,
      ending: .drag),
    .scenario(
      name: "from the top: a fling down goes to large", side: .top,
      steps: [.send(.pulled(50)), .send(.lifted(velocity: 1500))], outputs: [.detentChanged(.large)],
      detent: .large, height: 759.6),
    .scenario(
      name: "from the top: a pull down at the highest detent scrolls", side: .top,
      steps: [.send(.detentSelected(.large)), .send(.pulled(30))], outputs: [.detentChanged(.large)],
      detent: .large, height: 759.6, scroll: 30),
  ]

  @Test(arguments: cases)
  func plays(_ scenario: PopupScenario<ScrollSheet>) throws {
    try scenario.run()
  }

  @Test func aSideSheetNeedsRegularWidth() {
    var configuration = Self.configuration(detents: [.medium], isDismissible: true)
    configuration.side = .leading
    #expect(configuration.effectiveSide == .bottom)
    configuration.widthClass = .regular
    #expect(configuration.effectiveSide == .leading)
    var state = ScrollSheet.makeState(configuration, now: .zero)
    #expect(ScrollSheet.reduce(&state, .pulled(300), now: .zero) == [])
    #expect(state.translation == 0 && !state.isDragging)
  }

  /// Seed 001's `edge:` and `fromTop`: where the sheet goes in each width class.
  @Test(arguments: [
    (ScrollSheet.Side.automatic, PopupScreen.phone, PopupEdge.bottom),
    (.automatic, .tablet, .trailing),
    (.top, .phone, .top), (.top, .tablet, .top),
    (.leading, .phone, .bottom), (.leading, .tablet, .leading),
    (.bottom, .tablet, .bottom),
  ])
  func eachSideGoesToItsEdge(side: ScrollSheet.Side, screen: PopupScreen, edge: PopupEdge) throws {
    var session = PopupSession<ScrollSheet>(
      Self.configuration(detents: [.medium], isDismissible: true, side: side), now: .zero)
    _ = try session.setScreen(screen, at: .zero)
    _ = session.appear(at: .zero)
    let placement = session.frame(at: .seconds(1)).placement
    #expect(placement.mode == .sheet(edge: edge))
    if edge == .top { #expect(placement.frame.minY == 0) }
  }

  /// With no detents the sheet is as tall as its content, up to `maxHeightFraction` of the
  /// screen (0.9 by default); with detents the fraction is ignored.
  static let contentSized: [(rows: Int, detents: [ScrollSheet.Detent], fraction: Double?, height: Double)] = [
    (3, [], nil, 20.0 + 56.0 + 64.0 + 3.0 * 44.0),
    (3, [], 0.2, 844.0 * 0.2),
    (100, [], nil, 844.0 * 0.9),
    (100, [], 0.5, 422.0),
    (100, [], 1.0, 844.0),
    (100, [], 7.0, 844.0),
    (100, [], -1.0, 844.0 * 0.9),
    (100, [], 0.0, 844.0 * 0.9),
    (100, [], .leastNonzeroMagnitude, 844.0 * .leastNonzeroMagnitude),
    (100, [], Double.nan, 844.0 * 0.9),
    (100, [.medium], 0.2, 422.0),
  ]

  @Test(arguments: contentSized)
  func withoutDetentsItFitsItsContent(
    _ row: (rows: Int, detents: [ScrollSheet.Detent], fraction: Double?, height: Double)
  ) {
    let (rows, detents, fraction, height) = row
    let configuration = ScrollSheet.Configuration(
      title: "Notes", rows: (0..<rows).map { "Row \($0)" }, footer: "OK", detents: detents,
      maxHeightFraction: fraction)
    let state = ScrollSheet.makeState(configuration, now: .zero)
    #expect(abs(state.height - height) < 1e-9)
    #expect(state.detents.count == max(detents.count, 1))
  }

  /// The rows in a region scrolled to the sheet's offset, as a tree and as text: where they
  /// all fit, the text counts nothing above or below.
  @Test(
    arguments: [
      (rows: 2, scrolled: 0.0, first: 0, above: nil, below: nil),
      (rows: 40, scrolled: 0, first: 0, above: nil, below: "↓ 34"),
      (rows: 40, scrolled: 88, first: 2, above: "↑ 2", below: "↓ 32"),
      (rows: 40, scrolled: 87.9, first: 1, above: "↑ 1", below: "↓ 33"),
    ] as [(rows: Int, scrolled: Double, first: Int, above: String?, below: String?)])
  func theRowsScrollInARegionOfTheirOwn(
    rows: Int, scrolled: Double, first: Int, above: String?, below: String?
  ) {
    var state = ScrollSheet.makeState(
      Self.configuration(detents: [.medium, .large], isDismissible: true, rows: rows), now: .zero)
    _ = ScrollSheet.reduce(&state, .scrolled(scrolled), now: .zero)
    let tree = ScrollSheet.render(state, now: .zero)
    let regions = tree.allNodes.compactMap { node -> (rows: Int, first: Int)? in
      if case .scroll(let rows, let first, _) = node { (rows.count, first) } else { nil }
    }
    #expect(regions.map(\.rows) == [rows])
    #expect(regions.map(\.first) == [first])
    let lines = TextRenderer(width: 40).lines(of: tree).map { line in
      String(line.drop { "│ ".contains($0) }.reversed().drop { "│ ".contains($0) }.reversed())
    }
    #expect(lines.contains { $0.hasPrefix("↑") } == (above != nil))
    #expect(lines.contains { $0.hasPrefix("↓") } == (below != nil))
    if let above { #expect(lines.contains(above)) }
    if let below { #expect(lines.contains(below)) }
  }

  /// A detent the sheet does not have breaks the kind's invariants.
  @Test(arguments: [(0, false), (1, false), (2, true), (-1, true)])
  func theDetentIsOneTheSheetHas(detent: Int, broken: Bool) {
    var state = ScrollSheet.makeState(
      Self.configuration(detents: [.medium, .large], isDismissible: true), now: .zero)
    state.detent = detent
    #expect(
      ScrollSheet.invariantViolations(in: state, now: .zero).contains { $0.hasPrefix("detent") } == broken)
  }

  @Test func theRenderKeepsHeaderAndFooterAndShowsTheRowsInView() {
    var state = ScrollSheet.makeState(
      Self.configuration(detents: [.medium, .large], isDismissible: true), now: .zero)
    _ = ScrollSheet.reduce(&state, .scrolled(88), now: .zero)
    guard case .card(_, let children) = ScrollSheet.render(state, now: .zero) else {
      Issue.record("the sheet is not drawn as a card")
      return
    }
    // The grabber, the closable header's close control and title, the rows scrolled two
    // down with six in view, the footer.
    #expect(children.count == 5)
    #expect(children.first == .grabber)
    #expect(children.dropFirst().first?.accessibilityLabel == "Close")
    #expect(children.dropFirst(2).first == .text("Terms", role: .title))
    if case .scroll(let rows, let first, let visible) = children.dropFirst(3).first {
      #expect(rows.first == .text("Row 1", role: .body))
      #expect(rows.count == 40)
      #expect(first == 2)
      #expect(visible == 6)
    } else {
      Issue.record("no scrolling region after the header")
    }
    #expect(children.last?.allNodes.contains { $0.accessibilityLabel == "Agree" } == true)
  }

  @Test func theFramePlacesTheSheetAtItsDetentOrWhereItIsDragged() throws {
    var session = PopupSession<ScrollSheet>(
      Self.configuration(detents: [.medium, .large], isDismissible: true), now: .zero)
    _ = session.appear(at: .zero)
    func frame() -> PopupRect { session.frame(at: .seconds(1)).placement.frame }
    // At medium: half of 844, plus the home indicator's 34, from the bottom edge.
    #expect(frame() == PopupRect(x: 0, y: 844 - 456, width: 390, height: 456))
    _ = session.send(.detentSelected(.large), at: .seconds(1))
    #expect(frame() == PopupRect(x: 0, y: 844 - 785, width: 390, height: 785))
    // Dragged down 40.25 pt from large: 719.35 tall, shrunk below the status bar's 59 never.
    _ = session.send(.pulled(40.25), at: .seconds(1))
    #expect(abs(frame().height - (759.6 - 40.25 + 34)) < 1e-9)
    #expect(session.frame(at: .seconds(1)).placement.mode == .sheet(edge: .bottom))
    // A trailing side sheet on a tablet: 320 pt at the trailing edge, full height.
    var side = Self.configuration(detents: [.medium], isDismissible: true)
    side.side = .trailing
    var tablet = PopupSession<ScrollSheet>(side, now: .zero)
    _ = try tablet.setScreen(.tablet, at: .zero)
    #expect(
      tablet.frame(at: .zero).placement.frame == PopupRect(x: 1024 - 320, y: 0, width: 320, height: 768))
    #expect(tablet.frame(at: .zero).placement.mode == .sheet(edge: .trailing))
    // Turned to compact width, the same sheet comes from the bottom.
    _ = try tablet.setScreen(.phone, at: .zero)
    #expect(tablet.frame(at: .zero).placement.mode == .sheet(edge: .bottom))
  }

  @Test(arguments: [
    ("medium", ScrollSheet.Detent.medium), ("large", .large), ("0.3", .fraction(0.3)),
    ("300pt", .height(300)),
  ])
  func detentsReadAndPrintBack(name: String, detent: ScrollSheet.Detent) throws {
    let line = "detent \(name)"
    #expect(
      try PopupScript.steps(for: ScrollSheet.self, from: line).map(\.step) == [.send(.detentSelected(detent))]
    )
    #expect(ScrollSheet.scriptLine(for: .detentSelected(detent)) == line)
  }

  @Test(arguments: ["detent huge", "detent 0", "detent 1.5", "detent -3pt", "pull inf"])
  func badLinesGetAClearError(line: String) {
    #expect(throws: PopupScriptError.self) { try PopupScript.steps(for: ScrollSheet.self, from: line) }
  }
}
