import PopupCore
import PopupPresentation
import PopupProgress
import PopupTesting
import Testing

/// The smallest configurations, everything else left to its default.
private enum Defaulted {
  static let progress = ProgressToast.Configuration(title: "t")
}

/// Every default ProgressToast's public initializers document, a row each: change a default and the
/// row naming it fails.
@Suite("ProgressToast: documented defaults")
struct ProgressToastDocumentedDefaultsTests {
  static let rows: [DocumentedDefault] = [
    .init("ProgressToast.Configuration.grace", Duration.milliseconds(500)) { Defaulted.progress.grace },
    .init("ProgressToast.Configuration.minimumShow", Duration.milliseconds(500)) {
      Defaulted.progress.minimumShow
    },
    .init("ProgressToast.Configuration.successDismissal", Duration.seconds(2)) {
      Defaulted.progress.successDismissal
    },
    .init("ProgressToast.Configuration.successInGrace", ProgressToast.SuccessInGrace.show) {
      Defaulted.progress.successInGrace
    },
    .init("ProgressToast.Configuration.isCancellable", true) { Defaulted.progress.isCancellable },
    .init("ProgressToast.Configuration.isRetryable", true) { Defaulted.progress.isRetryable },
    // PopupPresentationOptions: "toasts at the bottom, banners at the top, cards centered, sheets
    // from the bottom."
    .init("ProgressToast.defaultPresentation", PopupPresentationOptions.Placement.toast(.bottom)) {
      ProgressToast.defaultPresentation.placement
    },
    .init("ProgressToast.Configuration.detail", String?.none) { Defaulted.progress.detail },
  ]

  @Test(arguments: rows)
  func documentedDefault(_ row: DocumentedDefault) {
    row.check()
  }
}
