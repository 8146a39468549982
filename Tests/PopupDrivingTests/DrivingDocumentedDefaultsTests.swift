import PopupCore
import PopupDriving
import PopupPresentation
import PopupTesting
import PopupUndo
import Testing

/// A default of the driver's and the models' public functions: what the call that leaves the
/// argument out gives, what the call with the documented value gives, and what a neighbouring
/// value gives. The driver and the models pass their defaults on to the center and the
/// session, so each must keep the same ones.
enum DrivingDefault: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case centerModelPresentPriority, centerModelPresentBehavior, centerModelPresentOptions, centerModelWall
  case centerModelFrameContentSize
  case driverPresentPriority, driverPresentBehavior, driverPresentOptions, driverDismissReason
  case driverFrameContentSize
  case modelBehavior, modelOptions, modelWall, modelFrameContentSize

  var testDescription: String { rawValue }

  static let undo = UndoToast.Configuration(message: "m")
  static let measured = PopupSize(width: 120, height: 60)

  /// `defaulted`, `documented`, `neighbour`.
  @MainActor
  func results() async -> [String] {
    switch self {
    case .centerModelPresentPriority:
      // `a` showing, `w` waiting at `.low`: a `.normal` `b` goes before `w`, a `.low` one after.
      return [nil, .normal, .low].map { (priority: PopupPriority?) in
        let model = PopupCenterModel(clock: TestClock())
        model.present(UndoToast.self, id: "a", Self.undo)
        model.present(UndoToast.self, id: "w", Self.undo, priority: .low)
        if let priority {
          model.present(UndoToast.self, id: "b", Self.undo, priority: priority)
        } else {
          model.present(UndoToast.self, id: "b", Self.undo)
        }
        return "\(model.center.presentedIDs)"
      }
    case .centerModelPresentBehavior:
      return [nil, UndoToast.defaultBehavior, .card].map { (behavior: PopupBehavior?) in
        let model = PopupCenterModel(clock: TestClock())
        if let behavior {
          model.present(UndoToast.self, id: "a", Self.undo, behavior: behavior)
        } else {
          model.present(UndoToast.self, id: "a", Self.undo)
        }
        return "\(String(describing: model.center.session(of: "a", as: UndoToast.self)?.behavior))"
      }
    case .centerModelPresentOptions:
      return [nil, UndoToast.defaultPresentation, .card].map { (options: PopupPresentationOptions?) in
        let model = PopupCenterModel(clock: TestClock())
        if let options {
          model.present(UndoToast.self, id: "a", Self.undo, options: options)
        } else {
          model.present(UndoToast.self, id: "a", Self.undo)
        }
        return "\(model.frame())"
      }
    case .centerModelWall:
      return [nil, .scriptOrigin, .scriptOrigin + .seconds(1)].map { (wall: PopupWallInstant?) in
        let model =
          wall.map { PopupCenterModel(clock: TestClock(), wall: $0) } ?? PopupCenterModel(clock: TestClock())
        return "\(model.center.wallTime(at: .zero))"
      }
    case .centerModelFrameContentSize:
      return [nil, nil, Self.measured].enumerated().map { index, size in
        let model = PopupCenterModel(clock: TestClock())
        model.present(UndoToast.self, id: "a", Self.undo)
        return "\(index == 0 ? model.frame() : model.frame(contentSize: size))"
      }
    case .driverPresentPriority:
      var results: [String] = []
      for priority in [nil, PopupPriority.normal, .low] {
        let driver = PopupDriver(PopupCenter(), clock: TestClock())
        await driver.present(UndoToast.self, id: "a", Self.undo)
        await driver.present(UndoToast.self, id: "w", Self.undo, priority: .low)
        if let priority {
          await driver.present(UndoToast.self, id: "b", Self.undo, priority: priority)
        } else {
          await driver.present(UndoToast.self, id: "b", Self.undo)
        }
        results.append("\(await driver.host.presentedIDs)")
      }
      return results
    case .driverPresentBehavior:
      var results: [String] = []
      for behavior in [nil, UndoToast.defaultBehavior, .card] {
        let driver = PopupDriver(PopupCenter(), clock: TestClock())
        if let behavior {
          await driver.present(UndoToast.self, id: "a", Self.undo, behavior: behavior)
        } else {
          await driver.present(UndoToast.self, id: "a", Self.undo)
        }
        results.append(
          "\(String(describing: await driver.host.session(of: "a", as: UndoToast.self)?.behavior))")
      }
      return results
    case .driverPresentOptions:
      var results: [String] = []
      for options in [nil, UndoToast.defaultPresentation, .card] {
        let driver = PopupDriver(PopupCenter(), clock: TestClock())
        if let options {
          await driver.present(UndoToast.self, id: "a", Self.undo, options: options)
        } else {
          await driver.present(UndoToast.self, id: "a", Self.undo)
        }
        results.append("\(await driver.host.frame(at: .zero))")
      }
      return results
    case .driverDismissReason:
      var results: [String] = []
      for reason in [nil, DismissReason.programmatic, .tap] {
        let driver = PopupDriver(PopupSession<UndoToast>(Self.undo, now: .zero), clock: TestClock())
        let effects: [PopupEffect<UndoToast.Output>] =
          if let reason { await driver.dismiss(reason) } else { await driver.dismiss() }
        results.append("\(effects)")
      }
      return results
    case .driverFrameContentSize:
      var results: [String] = []
      for (index, size) in [nil, nil, Self.measured].enumerated() {
        let driver = PopupDriver(PopupSession<UndoToast>(Self.undo, now: .zero), clock: TestClock())
        let frame: PopupFrame =
          if index == 0 { await driver.frame() } else { await driver.frame(contentSize: size) }
        results.append("\(frame)")
      }
      return results
    case .modelBehavior:
      return [nil, UndoToast.defaultBehavior, .card].map { (behavior: PopupBehavior?) in
        let model =
          behavior.map { PopupModel<UndoToast, TestClock>(Self.undo, behavior: $0, clock: TestClock()) }
          ?? PopupModel<UndoToast, TestClock>(Self.undo, clock: TestClock())
        return "\(model.session.behavior)"
      }
    case .modelOptions:
      return [nil, UndoToast.defaultPresentation, .card].map { (options: PopupPresentationOptions?) in
        let model =
          options.map { PopupModel<UndoToast, TestClock>(Self.undo, options: $0, clock: TestClock()) }
          ?? PopupModel<UndoToast, TestClock>(Self.undo, clock: TestClock())
        return "\(model.session.options)"
      }
    case .modelWall:
      return [nil, .scriptOrigin, .scriptOrigin + .seconds(1)].map { (wall: PopupWallInstant?) in
        let model =
          wall.map { PopupModel<UndoToast, TestClock>(Self.undo, clock: TestClock(), wall: $0) }
          ?? PopupModel<UndoToast, TestClock>(Self.undo, clock: TestClock())
        return "\(model.wallOrigin)"
      }
    case .modelFrameContentSize:
      return [nil, nil, Self.measured].enumerated().map { index, size in
        let clock = TestClock()
        let model = PopupModel<UndoToast, TestClock>(Self.undo, clock: clock)
        return "\(index == 0 ? model.frame(at: clock.now) : model.frame(at: clock.now, contentSize: size))"
      }
    }
  }
}

/// Every default of the driver's and the models' public initializers and functions, a row
/// each: the default is the documented one, and the row's case tells it from its neighbour.
@Suite("PopupDriving: documented defaults", .timeLimit(.minutes(3)), .watchdog)
struct DrivingDocumentedDefaultsTests {
  @MainActor
  @Test(arguments: DrivingDefault.allCases)
  func documentedDefault(_ row: DrivingDefault) async {
    let results = await row.results()
    #expect(results.count == 3)
    guard results.count == 3 else { return }
    #expect(results[0] == results[1], "\(row): documented \(results[1]), is \(results[0])")
    #expect(
      results[1] != results[2], "\(row): the documented value and its neighbour both give \(results[2])")
  }
}
