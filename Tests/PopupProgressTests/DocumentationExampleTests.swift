import PopupCore
import PopupPresentation
import PopupProgress
import PopupTesting
import Testing

/// The Swift examples of this module's DocC article, as written there, so that they compile and
/// stay true: `Sources/PopupProgress/PopupProgress.docc/PopupProgress.md`.
@Suite("ProgressToast: the documentation's examples", .watchdog)
struct DocumentationExampleTests {
  @Test func anUploadShowsAfterItsGraceAndGoesAfterItsSuccess() {
    var upload = PopupSession<ProgressToast>(.init(title: "Uploading photo"), now: .zero)
    #expect(upload.appear(at: .zero).isEmpty)
    #expect(upload.advance(to: .seconds(1)) == [.announce("Uploading photo")])
    #expect(upload.send(.progressed(0.5), at: .seconds(1)) == [.announce("Uploading photo: 50%")])
    #expect(upload.send(.progressed(0.3), at: .seconds(2)).isEmpty)
    #expect(upload.state.progress == 0.5)
    #expect(upload.send(.succeeded(nil), at: .seconds(2)) == [.haptic(.success), .announce("Done")])
    #expect(upload.advance(to: .milliseconds(3999)).isEmpty)
    #expect(upload.advance(to: .seconds(4)) == [.dismiss(.timeout)])
  }
}
