import PopupCore
import Testing

/// A toast that declares nothing of how it is presented: its category says.
private enum CategoryToast: InspectablePopupKind {
  static let descriptor = PopupDescriptor(id: "category-toast", name: "", summary: "", category: .toast)
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Never, now: PopupTime) -> [PopupEffect<Never>] {}
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .text("\(state)", role: .body) }
  static let samples: [PopupSample<CategoryToast>] = []
  static let verbs: [PopupVerb<Never>] = []
}

/// A toast that declares its own behavior and presentation: they stand.
private enum OwnToast: InspectablePopupKind {
  static let descriptor = PopupDescriptor(id: "own-toast", name: "", summary: "", category: .toast)
  static let defaultBehavior = PopupBehavior(autoDismissAfter: .seconds(2))
  static let defaultPresentation = PopupPresentationOptions.banner
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Never, now: PopupTime) -> [PopupEffect<Never>] {}
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .text("\(state)", role: .body) }
  static let samples: [PopupSample<OwnToast>] = []
  static let verbs: [PopupVerb<Never>] = []
}

/// A kind with no descriptor, so no category: a card's.
private enum PlainKind: PopupKind {
  static func makeState(_ configuration: Void, now: PopupTime) -> Int { 0 }
  static func reduce(_ state: inout Int, _ event: Never, now: PopupTime) -> [PopupEffect<Never>] {}
  static func render(_ state: Int, now: PopupTime) -> RenderNode { .text("\(state)", role: .body) }
}

/// What a host reads, through the contract alone (as a session does).
private func defaults<Kind: PopupKind>(of kind: Kind.Type) -> (PopupBehavior, PopupPresentationOptions) {
  (Kind.defaultBehavior, Kind.defaultPresentation)
}

/// Each category's behavior and presentation, as `PopupCategory+Defaults` documents them, and
/// an inspectable kind that declares neither takes its category's, also through the contract
/// alone, while one that declares its own keeps them.
@Suite("PopupCore: a category's defaults")
struct PopupCategoryDefaultsTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var category: PopupCategory
    var behavior: PopupBehavior
    var presentation: PopupPresentationOptions
    var testDescription: String { "\(category)" }
  }

  static let rows: [Row] = [
    // "a card dismisses on an outside tap ... centered over a dim"
    Row(
      category: .card, behavior: PopupBehavior(dismissesOnOutsideTap: true, dismissesOnDrag: false),
      presentation: .card),
    // "a sheet on an outside tap or a swipe ... sheets from the bottom"
    Row(
      category: .sheet, behavior: PopupBehavior(dismissesOnOutsideTap: true, dismissesOnDrag: true),
      presentation: .sheet),
    // "a toast on a swipe only ... toasts at the bottom"
    Row(
      category: .toast, behavior: PopupBehavior(dismissesOnOutsideTap: false, dismissesOnDrag: true),
      presentation: .toast(.bottom)),
    // "status and guidance stay until the kind or the app ends them ... status at the top"
    Row(
      category: .status, behavior: PopupBehavior(dismissesOnOutsideTap: false, dismissesOnDrag: false),
      presentation: .toast(.top)),
    Row(
      category: .guidance, behavior: PopupBehavior(dismissesOnOutsideTap: false, dismissesOnDrag: false),
      presentation: .card),
  ]

  @Test(arguments: rows) func aCategoryHasItsDocumentedDefaults(_ row: Row) {
    #expect(row.category.defaultBehavior == row.behavior)
    #expect(row.category.defaultPresentation == row.presentation)
  }

  @Test func everyCategoryHasARow() {
    #expect(Set(Self.rows.map(\.category)) == Set(PopupCategory.allCases))
  }

  @Test func anInspectableKindThatDeclaresNeitherTakesItsCategorys() {
    #expect(CategoryToast.defaultBehavior == .toast)
    #expect(CategoryToast.defaultPresentation == .toast(.bottom))
    let (behavior, presentation) = defaults(of: CategoryToast.self)
    #expect(behavior == .toast)
    #expect(presentation == .toast(.bottom))
  }

  @Test func aKindThatDeclaresItsOwnKeepsThem() {
    let (behavior, presentation) = defaults(of: OwnToast.self)
    #expect(behavior == PopupBehavior(autoDismissAfter: .seconds(2)))
    #expect(presentation == .banner)
  }

  @Test func aKindWithNoCategoryIsACard() {
    let (behavior, presentation) = defaults(of: PlainKind.self)
    #expect(behavior == .card)
    #expect(presentation == .card)
  }
}
