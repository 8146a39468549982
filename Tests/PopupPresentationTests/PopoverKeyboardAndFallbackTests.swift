import PopupCore
import PopupPresentation
import PopupTesting
import PopupUndo
import Testing

/// Popovers stay clear of the keyboard as positioned popups do, and become a sheet by one
/// rule, whose reason the frame carries.
@Suite("Popovers: the keyboard and the one fallback rule", .watchdog)
struct PopoverKeyboardAndFallbackTests {
  static let keyboardUp = PopupScreen(
    size: PopupSize(width: 390, height: 844),
    safeArea: PopupInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
    keyboardHeight: 336)
  static let content = PopupSize(width: 250, height: 150)

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var anchor: PopupRect
    var avoids: Bool
    /// The side it takes, or `nil` for a sheet.
    var side: PopupEdge?
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    // 319 pt are free above the anchor; below, the keyboard leaves 76.
    Row(
      name: "room only above the keyboard", anchor: PopupRect(x: 173, y: 388, width: 44, height: 44),
      avoids: true, side: .top),
    Row(
      name: "the keyboard ignored", anchor: PopupRect(x: 173, y: 388, width: 44, height: 44), avoids: false,
      side: .bottom),
    Row(
      name: "an anchor under the keyboard", anchor: PopupRect(x: 173, y: 600, width: 44, height: 44),
      avoids: true, side: nil),
    Row(
      name: "an anchor under an ignored keyboard", anchor: PopupRect(x: 173, y: 600, width: 44, height: 44),
      avoids: false, side: .top),
  ]

  @Test(arguments: rows)
  func aPopoverThatAvoidsTheKeyboardStaysAboveIt(_ row: Row) {
    let placed = PopupPopover.place(
      Self.content, at: row.anchor, on: Self.keyboardUp, avoidingKeyboard: row.avoids)
    switch placed {
    case .popover(let frame, let edge, _):
      #expect(edge == row.side)
      if row.avoids { #expect(frame.maxY <= 844 - 336 - PopupLayout.keyboardMargin) }
    case .sheet:
      #expect(row.side == nil)
    }
  }

  @Test func theVisiblePartOfAnAnchorEndsAtTheKeyboard() {
    let anchor = PopupRect(x: 10, y: 480, width: 40, height: 60)
    #expect(
      PopupPopover.visiblePart(of: anchor, on: Self.keyboardUp)
        == PopupRect(x: 10, y: 480, width: 40, height: 28))
    #expect(PopupPopover.visiblePart(of: anchor, on: Self.keyboardUp, avoidingKeyboard: false) == anchor)
    #expect(
      PopupPopover.visiblePart(of: PopupRect(x: 10, y: 700, width: 40, height: 60), on: Self.keyboardUp)
        == nil)
  }

  static func frame(_ options: PopupPresentationOptions, on screen: PopupScreen) throws -> PopupFrame {
    var session = PopupSession<UndoToast>(.init(message: "Deleted"), options: options, now: .zero)
    _ = try session.setScreen(screen, at: .zero)
    _ = session.appear(at: .zero)
    return session.frame(at: .seconds(1))
  }

  @Test func aSessionsPopoverAvoidsTheKeyboardAsItsOptionsSay() throws {
    var options = PopupPresentationOptions.popover(at: PopupRect(x: 173, y: 388, width: 44, height: 44))
    let avoiding = try Self.frame(options, on: Self.keyboardUp)
    #expect(avoiding.placement.mode == .popover(side: .top))
    #expect(avoiding.placement.available.maxY == 844 - 336 - PopupLayout.keyboardMargin)
    options.keyboard = .ignore
    let ignoring = try Self.frame(options, on: Self.keyboardUp)
    #expect(ignoring.placement.mode == .popover(side: .bottom))
  }

  @Test(arguments: [
    // A corner outside the safe area: on screen, but no arrow can reach it.
    (PopupRect(x: 1, y: 1, width: 1, height: 1), PopupFrame.Placement.PopoverFallback?.some(.noRoom)),
    (PopupRect(x: 1000, y: 1000, width: 44, height: 44), .anchorOffScreen),
    (PopupRect(x: 173, y: 600, width: 44, height: 44), .anchorOffScreen),
    (PopupRect(x: 173, y: 388, width: 44, height: 44), nil),
  ])
  func aPopoverThatBecomesASheetSaysWhy(anchor: PopupRect, reason: PopupFrame.Placement.PopoverFallback?)
    throws
  {
    let frame = try Self.frame(.popover(at: anchor), on: Self.keyboardUp)
    #expect(frame.placement.popoverFallback == reason)
    if reason != nil {
      #expect(frame.placement.mode == .sheet(edge: .bottom))
      #expect(frame.placement.anchor == anchor)
      #expect(frame.summaryLines[0].contains("not a popover: \(reason!.explanation)"))
    }
  }

  @Test func theKeyboardStepRaisesAndLowersItAndABadHeightIsRefused() throws {
    var session = PopupSession<UndoToast>(.init(message: "Deleted"), now: .zero)
    _ = session.appear(at: .zero)
    var now = PopupInstant.zero
    let steps = try PopupScript.steps(for: UndoToast.self, from: "keyboard 336; wait 1s; keyboard 0")
    #expect(
      steps.map { PopupScript.line(for: $0.step, of: UndoToast.self) } == [
        "keyboard 336", "wait 1s", "keyboard 0",
      ])
    _ = try session.apply(steps[0].step, at: &now)
    #expect(session.screen.keyboardHeight == 336)
    #expect(session.frame(at: now).placement.frame.maxY <= 844 - 336)
    _ = try session.apply(steps[2].step, at: &now)
    #expect(session.screen.keyboardHeight == 0)
    #expect(throws: PopupScriptError.self) { _ = try session.apply(.keyboard(-1), at: &now) }
    #expect(session.screen.keyboardHeight == 0)
  }
}
