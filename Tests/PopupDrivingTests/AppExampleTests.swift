import PopupCore
import PopupDriving
import PopupTesting
import PopupUndo
import Testing

/// The README's "Driving popups from your app" example, without SwiftUI: the same model and
/// the same calls a view makes, on a test clock instead of `ContinuousClock`.
@Suite("README: driving popups from an app", .watchdog)
@MainActor
struct AppExampleTests {
  /// What the app does with the toast's outputs.
  final class PhotoLibrary {
    var deleted: [String] = []
    var pending: String?

    func delete(_ photo: String) { pending = photo }
    func commit() {
      if let photo = pending { deleted.append(photo) }
      pending = nil
    }
    func restore() { pending = nil }
  }

  /// The view's logic: present the toast on Delete, draw its tree, press its buttons, and act
  /// on its outputs.
  @MainActor
  final class DeleteScreen<C: Clock> where C.Duration == Duration {
    let library = PhotoLibrary()
    let clock: C
    var toast: PopupModel<UndoToast, C>?

    init(clock: C) { self.clock = clock }

    /// The Delete button.
    func deleteTapped(_ photo: String) -> PopupModel<UndoToast, C> {
      library.delete(photo)
      let toast = PopupModel<UndoToast, C>(.init(message: "Photo deleted"), clock: clock)
      self.toast = toast
      return toast
    }

    /// What a view's `.task` runs: the toast, and the app's answer to its outputs.
    func run(_ toast: PopupModel<UndoToast, C>) async {
      await toast.run { effect in
        switch effect.output {
        case .undone?: self.library.restore()
        case .expired?, .closedEarly?: self.library.commit()
        case nil: break
        }
      }
    }

    /// A button of the drawn tree, pressed.
    func press(_ action: PopupAction, on toast: PopupModel<UndoToast, C>) async {
      await toast.perform(action)
    }
  }

  /// The Undo button of a drawn tree.
  static func undoButton(in tree: RenderNode) -> PopupAction? {
    tree.allNodes.lazy.compactMap { node -> PopupAction? in
      if case .button("Undo", _, _, let action, _) = node { return action }
      return nil
    }.first
  }

  @Test func undoRestoresThePhoto() async throws {
    let clock = TestClock()
    let screen = DeleteScreen(clock: clock)
    let toast = screen.deleteTapped("IMG_1.jpg")
    let running = Task { await screen.run(toast) }
    await clock.waitForSleepers()
    clock.advance(by: .seconds(2))
    await screen.press(try #require(Self.undoButton(in: toast.tree)), on: toast)
    // Undo ends the toast; the screen's run hears it and ends with it.
    #expect(await finishes(running, "the screen's run to end once Undo ended the toast"))
    #expect(screen.library.pending == nil)
    #expect(screen.library.deleted.isEmpty && screen.library.pending == nil)
    #expect(toast.isEnded)
  }

  @Test func waitingCommitsTheDelete() async {
    let clock = TestClock()
    let screen = DeleteScreen(clock: clock)
    let toast = screen.deleteTapped("IMG_2.jpg")
    let running = Task { await screen.run(toast) }
    await clock.waitForSleepers()
    clock.advance(by: .seconds(5))
    #expect(await finishes(running, "the screen's run to end once the toast expired"))
    #expect(!screen.library.deleted.isEmpty)
    #expect(screen.library.deleted == ["IMG_2.jpg"])
  }
}
