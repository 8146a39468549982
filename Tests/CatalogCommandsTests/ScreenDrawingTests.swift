import PopupCore
import Testing

@testable import CatalogCommands

/// How `catalog layout` counts a screen's cells: to the nearest whole cell, at least one and
/// at most ``ScreenDrawing/maximumCells``, for any number.
@Suite("catalog layout: cells")
struct ScreenDrawingTests {
  @Test(arguments: [
    (2.4, 2), (2.5, 3), (2.6, 3), (39.5, 40), (0.4, 1), (0, 1), (-7, 1), (199.4, 199), (199.5, 200),
    (1e9, ScreenDrawing.maximumCells), (.infinity, 1), (.nan, 1),
  ])
  func aCountOfCellsIsTheNearestWholeOneWithinTheBounds(value: Double, cells: Int) {
    #expect(ScreenDrawing.cells(value) == cells)
  }
}
