import PopupCore
import PopupInput
import PopupPresentation
import PopupTesting
import Testing

/// The Swift examples of this module's DocC article, as written there, so that they compile and
/// stay true: `Sources/PopupInput/PopupInput.docc/PopupInput.md`.
@Suite("InputPopup: the documentation's examples", .watchdog)
struct DocumentationExampleTests {
  @Test func aSubmitWaitsForTheHostsCheck() throws {
    let configuration = try InputPopup.Configuration(
      title: "Pick a username",
      fields: [.init("username", label: "Username", validators: [.required, .async])])
    var session = PopupSession<InputPopup>(configuration, now: .zero)
    #expect(session.appear(at: .zero) == [.output(.focusRequested("username"))])
    _ = session.send(.textChanged(field: nil, text: "maya"), at: .zero)
    #expect(
      session.advance(to: .milliseconds(300))
        == [.output(.checkRequested(field: "username", text: "maya", token: 1))])
    #expect(session.send(.submitTapped, at: .milliseconds(400)).isEmpty)
    #expect(session.send(.checkPassed(7), at: .milliseconds(500)).isEmpty)
    #expect(
      session.send(.checkPassed(1), at: .milliseconds(600))
        == [.output(.submitted([.init(field: "username", text: "maya")])), .dismiss(.tap)])
  }
}
