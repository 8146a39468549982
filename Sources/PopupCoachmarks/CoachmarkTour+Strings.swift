import PopupCore
import PopupSupport

extension CoachmarkTour {
  /// Every built-in text of the coachmark tour, English by default; see `PopupStrings` for
  /// overriding them per locale. `{step}` is a step's number, `{count}` the number of steps.
  public struct Strings: PopupStrings {
    /// The intro card's title.
    public var intro = "Take a quick tour"
    /// The intro card's count of steps.
    public var steps = PopupPlural(one: "{count} step", other: "{count} steps")
    /// The intro card's button that starts the tour.
    public var start = "Start"
    /// What assistive technologies read for Start.
    public var startLabel = "Start the tour"
    /// The button that ends the tour at once.
    public var skip = "Skip"
    /// What assistive technologies read for Skip.
    public var skipLabel = "Skip the tour"
    /// The button to the previous step.
    public var back = "Back"
    /// What assistive technologies read for Back.
    public var backLabel = "Back to the previous step"
    /// The button to the next step.
    public var next = "Next"
    /// What assistive technologies read for Next.
    public var nextLabel = "Next step"
    /// The last step's button.
    public var done = "Done"
    /// What assistive technologies read for Done.
    public var doneLabel = "Done: finish the tour"
    /// Above each step's title.
    public var position = "Step {step} of {count}"
    /// Shown over the dim while a step waits for the view it points at to come on screen.
    public var waiting = "Step {step} of {count} shows when its place is on screen"
    /// Announced when a step shows: `{title}` is its title.
    public var announcement = "Step {step} of {count}: {title}"

    /// The English texts.
    public init() {}

    public static var entries: [PopupStringsEntry<Self>] {
      [
        .text(\.intro), .plural(\.steps), .text(\.start),
        .text(\.startLabel), .text(\.skip), .text(\.skipLabel),
        .text(\.back), .text(\.backLabel), .text(\.next),
        .text(\.nextLabel), .text(\.done), .text(\.doneLabel),
        .text(\.position), .text(\.waiting), .text(\.announcement),
      ]
    }

    /// ``waiting`` for the step at `index` of `count`.
    func waiting(for index: Int, in count: Int) -> String {
      waiting.popupFilling("step", String(index + 1), "count", String(count))
    }

    /// ``position`` for the step at `index` of `count`.
    func position(of index: Int, in count: Int) -> String {
      position.popupFilling("step", String(index + 1), "count", String(count))
    }
  }
}

extension CoachmarkTour: LocalizablePopupKind {}
