extension PopupCategory {
  /// How a kind of this category behaves unless it or the app says otherwise: a card
  /// dismisses on an outside tap, a sheet on an outside tap or a swipe, a toast on a swipe
  /// only; status and guidance stay until the kind or the app ends them (an outside tap passes
  /// through a status, and lands on the app under guidance).
  public var defaultBehavior: PopupBehavior {
    switch self {
    case .card: .card
    case .sheet: .sheet
    case .toast: .toast
    case .status, .guidance: PopupBehavior(dismissesOnOutsideTap: false)
    }
  }

  /// Where a kind of this category goes unless it or the app says otherwise: cards and
  /// guidance centered over a dim, sheets from the bottom, toasts at the bottom, status at the
  /// top.
  public var defaultPresentation: PopupPresentationOptions {
    switch self {
    case .card, .guidance: .card
    case .sheet: .sheet
    case .toast: .toast(.bottom)
    case .status: .toast(.top)
    }
  }
}

extension InspectablePopupKind {
  /// The category's behavior (``PopupCategory/defaultBehavior``): a toast's for a
  /// `category: .toast`. A kind that declares its own keeps it.
  public static var defaultBehavior: PopupBehavior { descriptor.category.defaultBehavior }

  /// The category's presentation (``PopupCategory/defaultPresentation``): at the bottom for a
  /// `category: .toast`. A kind that declares its own keeps it.
  public static var defaultPresentation: PopupPresentationOptions { descriptor.category.defaultPresentation }
}
