import Observation
import PopupDriving
import PopupRating
import PopupSwiftUI
import PopupUndo
@_spi(Recording) import SwiftUI
import Testing

// The README's and the articles' SwiftUI examples, word for word (DocumentationCodeTests in the
// main package finds every Swift block of a document in some file under Tests/), compiled
// against the stand-in and drawn.

/// What the examples' app does with a deleted photo (from the main actor and from the model's
/// effects alike, as an app's store would be).
final class PhotoLibrary: @unchecked Sendable {
  var log: [String] = []
  func delete(_ photo: String) { log.append("delete \(photo)") }
  func restore() { log.append("restore") }
  func commit() { log.append("commit") }
}

struct PhotoRow: View {
  let library: PhotoLibrary
  @State private var deleted: String?

  var body: some View {
    Button("Delete") {
      library.delete("IMG_1.jpg")
      deleted = "Photo deleted"
    }
    .popup(UndoToast.self, item: $deleted) {
      UndoToast.Configuration(message: $0)
    } onOutput: { output in
      switch output {
      case .undone: library.restore()
      case .expired, .closedEarly: library.commit()
      }
    }
  }
}

struct RootView: View {
  @State private var popups = PopupCenterModel(clock: ContinuousClock())

  var body: some View {
    Button("Rate us") {
      popups.present(RatingPrompt.self, id: "rating", RatingPrompt.samples[0].configuration)
    }
    .popupCenter(popups) { effect in
      if let output = effect.output(of: RatingPrompt.self) { print(output) }
    }
  }
}

struct DeleteButton: View {
  let library: PhotoLibrary
  @State private var toast: PopupModel<UndoToast, ContinuousClock>?

  var body: some View {
    Button("Delete") {
      library.delete("IMG_1.jpg")
      toast = PopupModel(.init(message: "Photo deleted"), clock: .continuous)
    }
    .overlay {
      if let toast, !toast.isEnded {
        // A frame each display refresh: the toast's place, motion and live countdown.
        TimelineView(.animation(minimumInterval: nil, paused: false)) { _ in
          PopupFrameView(toast.frame(at: .now)) { input in
            if case .action(let action) = input { Task { await toast.perform(action) } }
          }
        }
        .task {
          await toast.run { effect in
            switch effect.output {
            case .undone?: library.restore()
            case .expired?, .closedEarly?: library.commit()
            case nil: break
            }
          }
        }
      }
    }
  }
}

@MainActor
@Suite("The SwiftUI quick starts compile and draw")
struct QuickStartTests {
  @Test func theReadmesRowPresentsTheToastAndUndoes() throws {
    let library = PhotoLibrary()
    let row = PhotoRow(library: library)
    let first = Drawing.draw(row)
    let delete = try #require(first.nodes("Button").first { $0.texts == ["Delete"] })
    delete.action?()
    let drawn = Drawing.draw(row)
    #expect(drawn.texts.contains("Photo deleted"))
    let undo = try #require(drawn.card?.firstBelow("frame")?.nodes("Button").first)
    undo.action?()
    #expect(library.log == ["delete IMG_1.jpg", "restore"])
  }

  @Test func theCentersRootViewPresentsTheRatingPrompt() throws {
    let root = RootView()
    let first = Drawing.draw(root)
    try #require(first.nodes("Button").first { $0.texts == ["Rate us"] }).action?()
    #expect(Drawing.draw(root).card != nil)
  }

  @Test(.timeLimit(.minutes(1))) func theModelsDeleteButtonDrawsTheToastsFrame() async throws {
    let library = PhotoLibrary()
    let button = DeleteButton(library: library)
    let pressed = ContinuousClock.now  // before the toast's model, and so its clock, starts
    try #require(Drawing.draw(button).nodes("Button").first { $0.texts == ["Delete"] }).action?()
    let task = try #require(Drawing.draw(button).nodes("task").first?.task)
    let running = Task { await task() }  // the view's .task: the toast appears
    let undo = await firstDrawing(of: button) { $0.card?.firstBelow("frame")?.nodes("Button").first }
    #expect(Drawing.draw(button).texts.contains("Photo deleted"))
    undo.action?()  // a task performs Undo
    await running.value  // the model runs the toast until it ends, handing the app its output
    // The example runs on the real clock: a toast of 5 s cannot have expired in less, so Undo
    // restored the photo; only a run stalled that long may have committed it instead. Either
    // way the model ends it once.
    let expected = pressed.duration(to: .now) < .seconds(5) ? ["restore"] : ["restore", "commit"]
    #expect(library.log.count == 2 && expected.contains(library.log[1]), "\(library.log)")
  }

  /// What `find` finds in the first drawing of `view` that has it: after each drawing that has
  /// not, it waits for a change to something the drawing read (Observation), never on a clock.
  func firstDrawing<Found>(of view: some View, where find: (Drawn) -> Found?) async -> Found {
    while true {
      let (changes, changed) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
      let drawn = withObservationTracking {
        Drawing.draw(view)
      } onChange: {
        changed.yield()
      }
      if let found = find(drawn) { return found }
      var next = changes.makeAsyncIterator()
      _ = await next.next()
    }
  }

}
