import PopupCore
import PopupSupport

/// A consent sheet: categories a person turns on or off, with rejecting as easy as accepting.
///
/// - Two layers. The first has **Accept all, Reject all and Customize at equal weight** (the
///   same role and style: a rule the kind checks); the preferences layer has a toggle per
///   category, Save, Accept all and Reject all; Back returns to the first layer.
/// - Optional categories start off (no pre-ticked boxes); a required one is locked on, and
///   flipping it does nothing but announce why. Reopening with a record prefills its choices.
/// - Every choice emits ``Output/saved(record:changes:)`` with a ``ConsentRecord`` (the host's id,
///   first-consent and update instants on the wall clock, revision, accept type, accepted and
///   rejected ids, expiry 182 days after the update by default) and, when reopened, what
///   changed; then the sheet ends with `.tap`.
/// - Closing without a choice records nothing, and only works when the sheet is closable
///   (default not: Reject all is the way out). A sheet that is not closable is the one bottom
///   sheet that a swipe down and an outside tap do not dismiss: it needs an explicit choice.
///   A closable one follows the rule of every bottom sheet: both dismiss it with `.drag`.
/// - It declares no ending outputs: a record is saved only for a choice the person made, so a
///   sheet the host ends (a session auto-dismiss, which a consent sheet should not be given)
///   ends with its dismissal alone, and the app asks again later.
/// - ``ConsentRecord/needsPrompt(record:revision:now:)`` says when to show the sheet at all.
public enum ConsentSheet: PopupKind {
  /// A sheet from the bottom over a dim.
  public static let defaultPresentation = PopupPresentationOptions.sheet

  /// A bottom sheet's: a closable sheet goes by a swipe down or an outside tap; one that is
  /// not closable ignores both (``handle(_:_:now:)``).
  public static let defaultBehavior = PopupBehavior.sheet

  public static func makeState(_ configuration: Configuration, now: PopupTime) -> State {
    State(configuration: configuration)
  }

  public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    guard !state.isEnded else { return [] }
    let categories = state.configuration.categories
    switch event {
    case .acceptAllTapped:
      state.setEveryCategory { _ in true }
      return save(&state, now: now)
    case .rejectAllTapped:
      state.setEveryCategory(\.isRequired)
      return save(&state, now: now)
    case .customizeTapped:
      guard state.layer == .first else { return [] }
      state.layer = .preferences
      return [.announce(state.configuration.strings.choose)]
    case .backTapped:
      guard state.layer == .preferences else { return [] }
      state.layer = .first
      return []
    case .toggled(let id):
      guard state.layer == .preferences, let position = categories.firstIndex(where: { $0.id == id }) else {
        return []
      }
      let category = categories[position]
      if category.isRequired {
        return [.announce(state.configuration.strings.alwaysOn.popupFilling("category", category.title))]
      }
      state.flipCategory(at: position)
      return [.haptic(.selection)]
    case .saveTapped:
      guard state.layer == .preferences else { return [] }
      return save(&state, now: now)
    case .closeTapped:
      guard state.configuration.isClosable else { return [] }
      state.isEnded = true
      return [.dismiss(.tap)]
    }
  }

  /// An outside tap or a drag closes only a closable sheet; otherwise it does nothing.
  public static func handle(_ gesture: PopupGesture, _ state: inout State, now: PopupTime) -> [PopupEffect<
    Output
  >]? {
    guard gesture != .tap, !state.configuration.isClosable else { return nil }
    return []
  }

  /// The record of the current choices, saved now; the sheet ends.
  private static func save(_ state: inout State, now: PopupTime) -> [PopupEffect<Output>] {
    let configuration = state.configuration
    let accepted = configuration.categories.filter { state.isOn($0.id) }.map(\.id)
    let rejected = configuration.categories.filter { !state.isOn($0.id) }.map(\.id)
    let optional = configuration.categories.filter { !$0.isRequired }.map(\.id)
    let acceptType: ConsentRecord.AcceptType =
      optional.allSatisfy(accepted.contains)
      ? .all : optional.contains(where: accepted.contains) ? .custom : .necessary
    let previous = configuration.previous
    let record = ConsentRecord(
      id: configuration.recordID, firstConsent: previous?.firstConsent ?? now.wall, updated: now.wall,
      revision: configuration.revision, acceptType: acceptType, accepted: accepted, rejected: rejected,
      expires: now.wall.adding(days: configuration.lifetimeDays))
    let changes = previous.map { previous in
      ConsentChanges(
        newlyAccepted: accepted.filter { !previous.accepted.contains($0) },
        newlyRejected: rejected.filter { previous.accepted.contains($0) },
        previousRevision: previous.revision == configuration.revision ? nil : previous.revision)
    }
    state.isEnded = true
    return [.output(.saved(record: record, changes: changes)), .dismiss(.tap)]
  }
}
