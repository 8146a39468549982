import Foundation
import PopupCatalog
import PopupCore
import PopupPresentation
import PopupSupport
import PopupTesting
import PopupTextRendering
import Testing

@testable import PopupInput

@Suite("Input", .watchdog)
struct InputPopupTests {
  static func one(
    _ validators: [InputValidator], initial: String = "", display: InputPopup.ErrorDisplay = .afterFirstEdit
  )
    -> InputPopup.Configuration
  {
    // One field: its id is unique, so the checking initializer has nothing to refuse.
    .init(
      unchecked: "T", fields: [.init("f", label: "F", initialText: initial, validators: validators)],
      errorDisplay: display)
  }

  static let validatorCases: [([InputValidator], String, [String])] = [
    ([InputValidator.required], "", ["Required."]), ([.required], "   ", ["Required."]),
    ([.required], "\t\n", ["Required."]), ([.required], "\u{3000}", ["Required."]), ([.required], "\t.", []),
    ([.forbiddenCharacters("/")], "日本/x", ["\"/\" is not allowed."]),
    ([.maxLength(2)], "abc", ["At most 2 characters."]),
    ([.required], " a ", []),
    ([.minLength(3)], "ab", ["At least 3 characters."]), ([.minLength(3)], "abc", []),
    ([.minLength(1)], "", ["At least 1 character."]), ([.maxLength(1)], "ab", ["At most 1 character."]),
    ([.maxBytes(1)], "é", ["Too long: at most 1 byte."]),
    ([.maxLength(5)], String(repeating: "👨‍👩‍👧‍👦", count: 5), []),
    ([.maxLength(5)], String(repeating: "👨‍👩‍👧‍👦", count: 6), ["At most 5 characters."]),
    ([.maxLength(3)], "e\u{301}e\u{301}e\u{301}", []),
    ([.maxBytes(4)], "日本", ["Too long: at most 4 bytes."]), ([.maxBytes(6)], "日本", []),
    ([.pattern("[a-z]+", message: "Lowercase.")], "abc", []),
    ([.pattern("[a-z]+", message: "Lowercase.")], "abC", ["Lowercase."]),
    ([.email], "maya@example.com", []),
    ([.email], "maya@", ["Enter an email address such as name@example.com."]),
    ([.email], "a b@c.d", ["Enter an email address such as name@example.com."]),
    ([.integerRange(1...10)], "10", []), ([.integerRange(1...10)], "11", ["Enter a number from 1 to 10."]),
    ([.integerRange(1...10)], "x", ["Enter a whole number."]), ([.decimalRange(0...1)], "0.5", []),
    ([.forbiddenCharacters("/:")], "a:b", ["\":\" is not allowed."]),
    // Characters, not scalars: a keycap and a slash with an overlay are not "#" nor "/".
    ([.forbiddenCharacters("/")], "👩‍👩‍👧 日本語 e\u{301}", []), ([.forbiddenCharacters("#/")], "#️⃣ /\u{338} 日本", []),
    ([.forbiddenCharacters("/")], "日本 a/b", ["\"/\" is not allowed."]),
    // A Greek question mark is canonically a semicolon, a Kelvin sign a K.
    ([.forbiddenCharacters(";")], "日本\u{37E}", ["\"\u{37E}\" is not allowed."]),
    ([.forbiddenCharacters("K")], "日本 5\u{212A}", ["\"\u{212A}\" is not allowed."]),
    ([.notIn(["Admin"], caseInsensitive: true, message: "Taken.")], "admin", ["Taken."]),
    ([.notIn(["Admin"], caseInsensitive: false, message: "Taken.")], "admin", []),
    // Mixed case on both sides: each side is folded, not only one.
    ([.notIn(["AdMin"], caseInsensitive: true, message: "Taken.")], "aDMIN", ["Taken."]),
    ([.notIn(["admin"], caseInsensitive: true, message: "Taken.")], "ADMIN", ["Taken."]),
    ([.notIn(["ADMIN"], caseInsensitive: true, message: "Taken.")], "admin", ["Taken."]),
    ([.notIn(["root", "AdMin"], caseInsensitive: true, message: "Taken.")], "aDMINs", []),
    ([.notIn(["AdMin"], caseInsensitive: false, message: "Taken.")], "AdMin", ["Taken."]),
    ([.notIn(["AdMin"], caseInsensitive: false, message: "Taken.")], "aDMIN", []),
    (
      [.required, .minLength(3), .forbiddenCharacters("/")], "/",
      ["At least 3 characters.", "\"/\" is not allowed."]
    ),
  ]

  @Test(arguments: validatorCases)
  func validatorsCollectEveryErrorInOrder(validators: [InputValidator], text: String, errors: [String]) {
    var state = InputPopup.makeState(Self.one(validators), now: .zero)
    _ = InputPopup.reduce(&state, .textChanged(field: "f", text: text), now: .zero)
    #expect(state.errors(of: state.configuration.fields[0]) == errors)
  }

  @Test func eachNewErrorIsAnnouncedOnceAsItAppears() {
    var state = InputPopup.makeState(Self.one([.required, .maxLength(3)]), now: .zero)
    #expect(
      InputPopup.reduce(&state, .textChanged(field: "f", text: "abcd"), now: .zero) == [
        .announce("F: At most 3 characters.")
      ])
    #expect(InputPopup.reduce(&state, .textChanged(field: "f", text: "abcde"), now: .zero) == [])
    #expect(
      InputPopup.reduce(&state, .textChanged(field: "f", text: ""), now: .zero) == [.announce("F: Required.")]
    )
    #expect(InputPopup.reduce(&state, .textChanged(field: "f", text: "ab"), now: .zero) == [])
    // Errors shown only on submit are announced when the submit reveals them.
    var onSubmit = InputPopup.makeState(Self.one([.required], display: .onSubmit), now: .zero)
    #expect(InputPopup.reduce(&onSubmit, .textChanged(field: "f", text: " "), now: .zero) == [])
    #expect(InputPopup.reduce(&onSubmit, .returnPressed, now: .zero) == [.announce("F: Required.")])
    #expect(InputPopup.reduce(&onSubmit, .submitTapped, now: .zero) == [])
  }

  @Test func validatorMessagesComeFromTheStringsWithTheirCountsFilled() throws {
    var strings = try InputPopup.Strings(table: [
      "tooShort.one": "Mindestens {count} Zeichen.", "tooShort.other": "Mindestens {count} Zeichen!",
      "outOfRange": "Zwischen {low} und {high}.", "forbidden": "{character} geht nicht.",
      "errorAnnouncement": "{field}: {error}",
    ])
    strings.required = "Pflicht."
    let configuration = try InputPopup.Configuration(
      title: "T",
      fields: [
        .init(
          "a", label: "A", validators: [.required, .minLength(1), .minLength(3), .forbiddenCharacters("/")]),
        .init("n", label: "N", validators: [.integerRange(2...9)]),
      ],
      errorDisplay: .onChange, strings: strings)
    var state = InputPopup.makeState(configuration, now: .zero)
    #expect(
      InputPopup.reduce(&state, .textChanged(field: "a", text: "x"), now: .zero) == [
        .announce("A: Mindestens 3 Zeichen!")
      ]
    )
    #expect(
      InputPopup.reduce(&state, .textChanged(field: "a", text: ""), now: .zero) == [.announce("A: Pflicht.")])
    #expect(
      state.errors(of: configuration.fields[0]) == [
        "Pflicht.", "Mindestens 1 Zeichen.", "Mindestens 3 Zeichen!",
      ])
    _ = InputPopup.reduce(&state, .textChanged(field: "a", text: "a/"), now: .zero)
    #expect(state.errors(of: configuration.fields[0]) == ["Mindestens 3 Zeichen!", "\"/\" geht nicht."])
    _ = InputPopup.reduce(&state, .textChanged(field: "n", text: "12"), now: .zero)
    #expect(state.errors(of: configuration.fields[1]) == ["Zwischen 2 und 9."])
  }

  @Test func anInvalidPatternIsAnErrorNotATrap() {
    var state = InputPopup.makeState(Self.one([.pattern("[unclosed", message: "x")]), now: .zero)
    _ = InputPopup.reduce(&state, .textChanged(field: nil, text: "abc"), now: .zero)
    #expect(
      state.errors(of: state.configuration.fields[0]).first?.contains("not a valid regular expression")
        == true)
    #expect(InputPopup.reduce(&state, .submitTapped, now: .zero).isEmpty)
  }

  @Test(arguments: [InputPopup.Event.submitTapped, .returnPressed])
  func submitAndReturnShareOneGate(event: InputPopup.Event) {
    var state = InputPopup.makeState(InputPopup.samples[0].configuration, now: .zero)
    _ = InputPopup.reduce(&state, .textChanged(field: nil, text: "Photos/2024"), now: .zero)
    #expect(InputPopup.reduce(&state, event, now: .zero).isEmpty)
    #expect(state.submitAttempted)
    _ = InputPopup.reduce(&state, .textChanged(field: nil, text: "Photos 2024"), now: .zero)
    #expect(
      InputPopup.reduce(&state, event, now: .zero)
        == [.output(.submitted([.init(field: "name", text: "Photos 2024")])), .dismiss(.tap)])
    #expect(InputPopup.reduce(&state, event, now: .zero).isEmpty)
  }

  @Test(arguments: [
    (InputPopup.ErrorDisplay.onChange, false, true), (.afterFirstEdit, false, false),
    (.afterFirstEdit, true, true),
    (.onSubmit, true, false),
  ])
  func errorsShowWhenTheConfigurationSays(display: InputPopup.ErrorDisplay, edit: Bool, shows: Bool) {
    var state = InputPopup.makeState(Self.one([.minLength(3)], initial: "a", display: display), now: .zero)
    if edit { _ = InputPopup.reduce(&state, .textChanged(field: nil, text: "b"), now: .zero) }
    #expect((state.shownError(of: state.configuration.fields[0]) != nil) == shows)
    _ = InputPopup.reduce(&state, .submitTapped, now: .zero)
    #expect(state.shownError(of: state.configuration.fields[0]) != nil)
  }

  @Test func typedTextSurvivesAnOutsideTapAndFocusIsAskedOnAppearing() {
    var session = PopupSession<InputPopup>(InputPopup.samples[0].configuration, now: .zero)
    #expect(session.appear(at: .zero) == [.output(.focusRequested("name"))])
    _ = session.send(.textChanged(field: nil, text: "Trips"), at: .zero)
    #expect(session.tapOutside(at: .seconds(1)).isEmpty)
    #expect(!session.isEnded)
    _ = session.send(.textChanged(field: nil, text: "Untitled"), at: .seconds(2))
    // Back to untouched, an outside tap closes it, and the app hears the form was cancelled.
    #expect(session.tapOutside(at: .seconds(3)) == [.output(.cancelled), .dismiss(.outsideTap)])
    #expect(session.state.isEnded)
  }

  static let username = InputPopup.samples.first { $0.name == "username" }!.configuration

  @Test func anAsyncCheckWaitsForAPauseAndIgnoresStaleAnswers() {
    let store = PopupTestStore<InputPopup>(Self.username)
    store.receive(output: .focusRequested("username"))
    store.send(.textChanged(field: nil, text: "maya")) {
      $0.texts["username"] = "maya"
      $0.edited = ["username"]
      $0.checks["username"] = .waiting(until: .milliseconds(300))
    }
    store.advance(by: .milliseconds(200))
    store.send(.textChanged(field: nil, text: "mayb")) {
      $0.texts["username"] = "mayb"
      $0.checks["username"] = .waiting(until: .milliseconds(500))
    }
    store.advance(by: .milliseconds(300)) {
      $0.lastToken = 1
      $0.checks["username"] = .pending(token: 1, deadline: .milliseconds(5500))
    }
    store.receive(output: .checkRequested(field: "username", text: "mayb", token: 1))
    store.send(.submitTapped) {
      $0.submitAttempted = true
      $0.submitPending = true
    }
    store.send(.checkPassed(7))
    store.send(.checkPassed(1)) {
      $0.checks["username"] = .passed
      $0.submitPending = false
      $0.isEnded = true
    }
    store.receive(output: .submitted([.init(field: "username", text: "mayb")]))
    store.receive(.dismiss(.tap))
  }

  /// A form that ended asks for no check and times none out, whatever it was waiting for.
  @Test func anEndedFormHasNoDeadline() {
    var session = PopupSession<InputPopup>(Self.username, now: .zero)
    _ = session.appear(at: .zero)
    _ = session.send(.textChanged(field: nil, text: "maya"), at: .zero)
    var state = session.state
    #expect(InputPopup.nextDeadline(of: state) == .milliseconds(300))
    state.isEnded = true
    #expect(InputPopup.nextDeadline(of: state) == nil)
  }

  /// A check waiting for a token never given, or for token 0, breaks the kind's invariants;
  /// one for the last token given does not.
  @Test(arguments: [(0, 1, true), (1, 1, false), (2, 1, true), (1, 2, false), (-1, 1, true)])
  func aPendingCheckWaitsOnlyForATokenGiven(token: Int, lastToken: Int, broken: Bool) {
    var session = PopupSession<InputPopup>(Self.username, now: .zero)
    _ = session.appear(at: .zero)
    var state = session.state
    state.lastToken = lastToken
    state.checks["username"] = .pending(token: token, deadline: .seconds(5))
    #expect(
      InputPopup.invariantViolations(in: state, now: .zero).isEmpty
        == !broken)
  }

  /// Focus moves only to a field the form has.
  @Test func focusingAFieldTheFormDoesNotHaveChangesNothing() {
    var session = PopupSession<InputPopup>(Self.username, now: .zero)
    _ = session.appear(at: .zero)
    let before = session.state.focused
    #expect(session.send(.focused("no-such-field"), at: .zero).isEmpty)
    #expect(session.state.focused == before)
  }

  /// A state graph names a form by what it waits for, then by whether it is valid and whether
  /// a submit was tried.
  @Test func aFormIsNamedByWhatItWaitsForAndItsValidity() {
    var session = PopupSession<InputPopup>(Self.username, now: .zero)
    _ = session.appear(at: .zero)
    var state = session.state
    #expect(InputPopup.shortName(of: state) == "invalid")
    state.submitAttempted = true
    #expect(InputPopup.shortName(of: state) == "invalid, submit tried")
    _ = session.send(.textChanged(field: nil, text: "maya"), at: .zero)
    _ = session.advance(to: .milliseconds(300))
    #expect(InputPopup.shortName(of: session.state) == "checking")
    _ = session.send(.submitTapped, at: .milliseconds(400))
    #expect(InputPopup.shortName(of: session.state) == "submitting")
  }

  /// An answer to an older check never lands: not while a newer check is pending, and not
  /// after the text changed and the next check waits for a pause.
  @Test func staleCheckAnswersAreIgnoredAtEveryStage() {
    var session = PopupSession<InputPopup>(Self.username, now: .zero)
    _ = session.appear(at: .zero)
    _ = session.send(.textChanged(field: nil, text: "maya"), at: .zero)
    _ = session.advance(to: .milliseconds(300))
    #expect(session.state.checks["username"] == .pending(token: 1, deadline: .milliseconds(5300)))
    // The text changes: the pending check is stale; its answer, pass or fail, is ignored.
    _ = session.send(.textChanged(field: nil, text: "mayb"), at: .milliseconds(400))
    #expect(session.send(.checkPassed(1), at: .milliseconds(500)).isEmpty)
    #expect(session.send(.checkFailed(token: 1, message: "Taken."), at: .milliseconds(500)).isEmpty)
    #expect(session.state.checks["username"] == .waiting(until: .milliseconds(700)))
    // The newer check is pending: the older answer still changes nothing.
    #expect(
      session.advance(to: .milliseconds(700)).compactMap(\.output) == [
        .checkRequested(field: "username", text: "mayb", token: 2)
      ])
    #expect(session.send(.checkFailed(token: 1, message: "Taken."), at: .milliseconds(800)).isEmpty)
    #expect(session.send(.checkPassed(1), at: .milliseconds(800)).isEmpty)
    #expect(session.state.checks["username"] == .pending(token: 2, deadline: .milliseconds(5700)))
    // Only the newest answer counts.
    #expect(
      session.send(.checkFailed(token: 2, message: "Taken."), at: .milliseconds(900)) == [.announce("Taken.")]
    )
    #expect(session.state.checks["username"] == .failed("Taken."))
  }

  @Test func aFailedCheckBlocksSubmitAndATimeoutOffersARetry() {
    var session = PopupSession<InputPopup>(Self.username, now: .zero)
    _ = session.appear(at: .zero)
    _ = session.send(.textChanged(field: nil, text: "maya"), at: .zero)
    #expect(session.advance(to: .milliseconds(300)).compactMap(\.output).count == 1)
    #expect(session.send(.checkFailed(token: 1, message: "Taken."), at: .seconds(1)) == [.announce("Taken.")])
    #expect(session.send(.submitTapped, at: .seconds(1)).isEmpty)
    _ = session.send(.textChanged(field: nil, text: "maya2"), at: .seconds(2))
    _ = session.advance(to: .milliseconds(2300))
    #expect(session.send(.returnPressed, at: .seconds(3)).isEmpty)
    #expect(session.state.submitPending)
    #expect(session.advance(to: .milliseconds(7300)) == [.announce("Couldn't check Username. Try again.")])
    #expect(!session.state.submitPending)
    #expect(session.send(.checkPassed(2), at: .seconds(8)).isEmpty)
    #expect(
      session.send(.recheckTapped, at: .seconds(9))
        == [.output(.checkRequested(field: "username", text: "maya2", token: 3))])
    #expect(session.send(.checkPassed(3), at: .seconds(10)).isEmpty)
    #expect(
      session.send(.submitTapped, at: .seconds(10)).compactMap(\.output) == [
        .submitted([.init(field: "username", text: "maya2")])
      ])
  }

  @Test func aConfirmationFollowsTheFieldItConfirms() {
    var state = InputPopup.makeState(InputPopup.samples[1].configuration, now: .zero)
    for (field, text) in [("email", "a@b.co"), ("password", "hunter22"), ("confirm", "hunter22")] {
      _ = InputPopup.reduce(&state, .textChanged(field: field, text: text), now: .zero)
    }
    #expect(state.isValid)
    _ = InputPopup.reduce(&state, .textChanged(field: "password", text: "hunter23"), now: .zero)
    #expect(state.errors(of: state.configuration.fields[2]) == ["The passwords differ."])
  }

  /// Rules are checked when a text or the configuration changes, not per render: the cached
  /// problems must follow both, patterns included.
  @Test func problemsFollowTextsAndConfigurationChanges() {
    var state = InputPopup.makeState(Self.one([.pattern("[a-z]+", message: "Lowercase.")]), now: .zero)
    let field = { state.configuration.fields[0] }
    #expect(state.errors(of: field()) == ["Lowercase."])
    _ = InputPopup.reduce(&state, .textChanged(field: "f", text: "abc"), now: .zero)
    #expect(state.errors(of: field()).isEmpty)
    state.configuration = Self.one([.pattern("[0-9]+", message: "Digits.")])
    #expect(state.errors(of: field()) == ["Digits."])
    state.texts["f"] = "42"
    #expect(state.errors(of: field()).isEmpty)
  }

  /// What the render shows of one field: its error, the captions under it, and whether Submit
  /// is enabled and a retry row is there.
  struct Drawn: Equatable {
    var error: String?
    var captions: [String]
    var canSubmit: Bool
    var retry = false
  }

  static func drawn(_ state: InputPopup.State) -> Drawn {
    let nodes = InputPopup.render(state, now: .zero).allNodes
    var drawn = Drawn(error: nil, captions: [], canSubmit: false)
    for node in nodes {
      switch node {
      case .field(_, _, _, let error, _, _): drawn.error = error
      case .text(let text, role: .caption): drawn.captions.append(text)
      case .button(_, .primary, _, _, let isEnabled): drawn.canSubmit = isEnabled
      case .button(_, .normal, _, _, _): drawn.retry = true
      default: break
      }
    }
    return drawn
  }

  static let renderCases: [(InputPopup.Configuration, [InputPopup.Event], Drawn)] = [
    (one([.maxLength(5)]), [], Drawn(error: nil, captions: ["0/5"], canSubmit: true)),
    (one([.maxLength(5)], initial: "abc"), [], Drawn(error: nil, captions: ["3/5"], canSubmit: true)),
    // Characters as people see them: a family emoji and an accented e are one each.
    (
      one([.maxLength(5)]), [.textChanged(field: nil, text: "👨‍👩‍👧‍👦e\u{301}")],
      Drawn(error: nil, captions: ["2/5"], canSubmit: true)
    ),
    (
      one([.maxLength(2)]), [.textChanged(field: nil, text: "abc")],
      Drawn(error: "At most 2 characters.", captions: ["3/2"], canSubmit: false)
    ),
    // An error not yet shown still disables Submit.
    (one([.required, .maxLength(9)]), [], Drawn(error: nil, captions: ["0/9"], canSubmit: false)),
    (
      one([.required, .maxLength(9)]), [.submitTapped],
      Drawn(error: "Required.", captions: ["0/9"], canSubmit: false)
    ),
    // The first error shows, not the last.
    (
      one([.minLength(3), .forbiddenCharacters("/")]), [.textChanged(field: nil, text: "/")],
      Drawn(error: "At least 3 characters.", captions: [], canSubmit: false)
    ),
    (
      one([.required, .async]), [.textChanged(field: nil, text: "maya")],
      Drawn(error: nil, captions: ["Checking…"], canSubmit: true)
    ),
    (
      one([.async]), [.textChanged(field: nil, text: "maya"), .submitTapped],
      Drawn(error: nil, captions: ["Checking…"], canSubmit: true)
    ),
  ]

  @Test(arguments: renderCases)
  func theRenderShowsTheFirstShownErrorTheCounterAndTheSubmitGate(
    configuration: InputPopup.Configuration, events: [InputPopup.Event], expected: Drawn
  ) {
    var state = InputPopup.makeState(configuration, now: .zero)
    for event in events { _ = InputPopup.reduce(&state, event, now: .zero) }
    #expect(Self.drawn(state) == expected)
  }

  /// A failed check is the field's error and blocks Submit; a timeout adds the retry row; the
  /// counter follows each change of text and of the strings, as it is filled when they change.
  @Test func theRenderFollowsChecksTextsAndStrings() throws {
    var state = InputPopup.makeState(Self.one([.maxLength(9), .async]), now: .zero)
    _ = InputPopup.reduce(&state, .textChanged(field: nil, text: "maya"), now: .zero)
    _ = InputPopup.tick(&state, now: .milliseconds(300))
    #expect(Self.drawn(state) == Drawn(error: nil, captions: ["Checking…", "4/9"], canSubmit: true))
    _ = InputPopup.reduce(&state, .checkFailed(token: 1, message: "Taken."), now: .seconds(1))
    #expect(Self.drawn(state) == Drawn(error: "Taken.", captions: ["4/9"], canSubmit: false))
    _ = InputPopup.reduce(&state, .textChanged(field: nil, text: "mayab"), now: .seconds(2))
    _ = InputPopup.tick(&state, now: .milliseconds(2300))
    _ = InputPopup.tick(&state, now: .milliseconds(7300))
    #expect(
      Self.drawn(state)
        == Drawn(error: "Couldn't check. Try again.", captions: ["5/9"], canSubmit: false, retry: true))
    // The retry row reads out the words it shows (WCAG 2.5.3), so voice control can press it.
    let retry = InputPopup.render(state, now: .milliseconds(7300)).allNodes.compactMap {
      node -> (String, String)? in
      if case .button(let title, .normal, let label, _, _) = node { (title, label) } else { nil }
    }
    #expect(retry.map(\.1) == ["Try again: check once more"])
    #expect(retry.allSatisfy { PopupAudit.labelContainsTitle($0.1, $0.0) })
    state.configuration.strings = try InputPopup.Strings(table: ["counter": "{count} von {max}"])
    #expect(Self.drawn(state).captions == ["5 von 9"])
  }
}

@Suite("Input: focus in the frame", .watchdog)
struct InputFocusFrameTests {
  @Test func theFrameNamesTheFocusedFieldByItsLabel() throws {
    let configuration = try InputPopup.Configuration(
      title: "Sign up", fields: [.init("email", label: "Email"), .init("password", label: "Password")])
    var session = PopupSession<InputPopup>(configuration, now: .zero)
    #expect(session.frame(at: .zero).focus == nil)
    _ = session.appear(at: .zero)
    #expect(session.frame(at: .zero).focus == "Email")
    _ = session.send(.focused("password"), at: .seconds(1))
    #expect(session.frame(at: .seconds(1)).focus == "Password")
    _ = session.dismiss(at: .seconds(2))
    #expect(session.frame(at: .seconds(2)).focus == nil)
  }
}

@Suite("Input: a pasted megabyte", .watchdog)
struct InputPasteTests {
  /// A megabyte pasted as a `catalog run` script line reads back whole, shows in the field
  /// (its counter counts every character) and is submitted exactly as pasted.
  @Test(arguments: [("a", 1_000_000), ("日é \"\n", 125_000)])
  func aPasteReadsShowsAndSubmitsWhole(piece: String, repeats: Int) throws {
    let pasted = String(repeating: piece, count: repeats)
    let configuration = try InputPopup.Configuration(
      title: "Notes", fields: [.init("notes", label: "Notes", validators: [.maxLength(2_000_000)])])
    var session = PopupSession<InputPopup>(configuration, now: .zero)
    _ = session.appear(at: .zero)
    var now = PopupInstant.zero
    var effects: [PopupEffect<InputPopup.Output>] = []
    let script = "type \(pasted.popupQuoted); submit"
    for (_, step) in try PopupScript.steps(for: InputPopup.self, from: script) {
      if case .send(.submitTapped) = step {
        let drawn = TextRenderer().render(session.render(at: now))
        #expect(drawn.contains("\(pasted.count)/2000000"))
      }
      effects += try session.apply(step, at: &now)
    }
    // Compared as a Bool: a failure prints no megabytes.
    let submittedWhole = effects.contains(.output(.submitted([.init(field: "notes", text: pasted)])))
    #expect(submittedWhole)
    #expect(session.endReason == .tap)
  }
}

/// One id rule: two fields of one id are a typed error naming it, in code and decoded.
@Suite("Input: one id a field", .watchdog)
struct InputIDRuleTests {
  @Test(arguments: [
    (["name", "name"], String?.some("name")), (["a", "b", "c", "b"], "b"), (["a", "b"], nil),
  ])
  func aDuplicateFieldIDIsAnError(ids: [String], duplicate: String?) throws {
    let fields = ids.map { InputPopup.Field($0, label: $0) }
    do {
      _ = try InputPopup.Configuration(title: "T", fields: fields)
      #expect(duplicate == nil)
    } catch {
      #expect(error == .duplicateFieldID(duplicate ?? ""))
      #expect(
        error.description == "Two fields share the id '\(duplicate ?? "")'. Give each field its own id.")
    }
  }

  @Test func decodingGoesThroughTheCheck() throws {
    let good = try InputPopup.Configuration(
      title: "T", fields: [.init("a", label: "A"), .init("b", label: "B")])
    let data = try JSONEncoder().encode(good)
    #expect(try JSONDecoder().decode(InputPopup.Configuration.self, from: data) == good)
    let text = String(decoding: data, as: UTF8.self).replacingOccurrences(
      of: "\"id\":\"b\"", with: "\"id\":\"a\"")
    #expect(text != String(decoding: data, as: UTF8.self))
    #expect {
      try JSONDecoder().decode(InputPopup.Configuration.self, from: Data(text.utf8))
    } throws: { error in
      "\(error)".contains("Two fields share the id 'a'.")
    }
  }
}
