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

  @Test func theModelsDeleteButtonDrawsTheToastsFrame() async throws {
    let library = PhotoLibrary()
    let button = DeleteButton(library: library)
    try #require(Drawing.draw(button).nodes("Button").first { $0.texts == ["Delete"] }).action?()
    let task = try #require(Drawing.draw(button).nodes("task").first?.task)
    let running = Task { await task() }  // the view's .task: the toast appears
    defer { running.cancel() }
    // The example runs on the real clock: its toast shows for 5 s. Press Undo when it is
    // drawn; under a loaded test run it may run out first, and then the photo is committed.
    // Either way the model ends it once.
    for _ in 0..<1500 where library.log.count < 2 {
      let drawn = Drawing.draw(button)
      if drawn.texts.contains("Photo deleted"),
        let undo = drawn.card?.firstBelow("frame")?.nodes("Button").first
      {
        undo.action?()
        break
      }
      try await Task.sleep(for: .milliseconds(10))
    }
    for _ in 0..<1500 where library.log.count < 2 { try await Task.sleep(for: .milliseconds(10)) }
    #expect(library.log.count == 2 && ["restore", "commit"].contains(library.log[1]), "\(library.log)")
  }
}
