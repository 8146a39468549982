import PopupCore
import PopupSupport
import PopupTesting
import Testing

@Suite("Geometry", .watchdog)
struct PopupGeometryTests {
  @Test func outsetAndIntersection() {
    let rect = PopupRect(x: 10, y: 10, width: 20, height: 10)
    #expect(rect.outset(by: 5) == PopupRect(x: 5, y: 5, width: 30, height: 20))
    #expect(rect.outset(by: -20).isEmpty)
    #expect(
      rect.intersection(PopupRect(x: 25, y: 0, width: 100, height: 15))
        == PopupRect(x: 25, y: 10, width: 5, height: 5))
    #expect(rect.intersection(PopupRect(x: 100, y: 100, width: 1, height: 1)).isEmpty)
    #expect(rect.center == PopupPoint(x: 20, y: 15))
  }

  @Test(arguments: [
    (PopupRect(x: 0, y: 0, width: 1, height: 1), true),
    (PopupRect(x: .nan, y: 0, width: 1, height: 1), false),
    (PopupRect(x: 0, y: 0, width: -1, height: 1), false),
    (PopupRect(x: 0, y: .infinity, width: 1, height: 1), false),
  ])
  func validity(rect: PopupRect, valid: Bool) {
    #expect(rect.isValid == valid)
  }

  @Test(arguments: [
    (12.0, "12"), (12.5, "12.5"), (12.04, "12"), (-0.5, "-0.5"), (-3, "-3"), (0.3, "0.3"), (1e20, "1e+20"),
  ])
  func shortNumbers(value: Double, expected: String) {
    #expect(value.popupShort == expected)
  }

  @Test func descriptionsAreASCII() {
    #expect(PopupRect(x: 1, y: 2.5, width: 3, height: 4).description == "x 1, y 2.5, w 3, h 4")
  }
}
