import PopupCatalog
import Testing

/// The explorer's figures in one line, as TLC prints them, ending with why it stopped.
@Suite("Exploration figures")
struct PopupExplorationFiguresTests {
  @Test(
    arguments: [
      (nil, "exhausted"), (.depth, "bounded by depth"), (.states, "bounded by the state count"),
      (.violation, "stopped at a broken rule"),
    ] as [(PopupExplorationFigures.Stop?, String)])
  func theLineSaysWhyTheWalkStopped(stop: PopupExplorationFigures.Stop?, ending: String) {
    var figures = PopupExplorationFigures()
    figures.generated = 725
    figures.distinct = 80
    figures.transitions = 308
    figures.leavingBounds = 2
    figures.depth = 5
    figures.stop = stop
    #expect(
      figures.description
        == "725 states generated, 80 distinct states found, 308 transitions, 2 leaving the bounds, depth 5: \(ending)"
    )
    #expect(figures.isExhausted == (stop == nil))
  }
}
