import PopupCore

extension ScrollSheet {
  /// How the pinned header looks.
  public enum HeaderStyle: String, CaseIterable, Hashable, Sendable, Codable {
    /// The title in body text.
    case plain
    /// The title as a title, centered.
    case centered
    /// The title large, over a divider.
    case prominent
    /// The title with a Close button.
    case closable
  }

  /// A height the sheet rests at.
  public enum Detent: Hashable, Sendable, Codable {
    /// Half the screen.
    case medium
    /// The screen less a 10 % strip at the top.
    case large
    /// A fraction of the screen's height, in (0, 1].
    case fraction(Double)
    /// A height in points.
    case height(Double)

    /// The detent's height on a screen of a height, in points, within 0...screen.
    public func height(on screen: Double) -> Double {
      let height: Double =
        switch self {
        case .medium: screen / 2
        case .large: screen * 0.9
        case .fraction(let fraction): screen * fraction
        case .height(let points): points
        }
      return height.isFinite ? min(max(height, 0), screen) : 0
    }
  }

  /// Which side the sheet comes from (seed 001's `edge:` and `fromTop`).
  public enum Side: String, CaseIterable, Hashable, Sendable, Codable {
    /// From the bottom (the default), resting at its detents.
    case bottom
    /// From the top (seed 001's `fromTop`), resting at its detents: everything a bottom sheet
    /// does, mirrored, so a swipe up dismisses it.
    case top
    /// A side sheet at the leading edge in regular width; from the bottom in compact width.
    case leading
    /// A side sheet at the trailing edge in regular width; from the bottom in compact width.
    case trailing
    /// What suits the width: from the bottom in compact width, a trailing side sheet (as an
    /// inspector) in regular width.
    case automatic

    /// Whether the sheet is attached to the top or the bottom, where detents and drags apply.
    public var isVertical: Bool { self == .bottom || self == .top }
  }

  /// What the app passes in.
  public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    /// The pinned header's title.
    public var title: String
    /// The pinned header's style; default centered.
    public var headerStyle: HeaderStyle
    /// The rows of the long content.
    public var rows: [String]
    /// A pinned footer button's title, or none.
    public var footer: String?
    /// The heights the sheet rests at; default medium and large.
    public var detents: [Detent]
    /// Whether a swipe away (down; up for a sheet from the top) dismisses it; default on.
    public var isDismissible: Bool
    /// Whether an outside tap dismisses it (reporting `.drag`, as seed 001 says of sheets);
    /// by default the same as ``isDismissible``.
    public var dismissesOnOutsideTap: Bool {
      get { storedDismissesOnOutsideTap ?? isDismissible }
      set { storedDismissesOnOutsideTap = newValue }
    }
    /// The tallest a sheet with no detents may be, as a fraction of the screen's height in
    /// (0, 1]: it rests at its content's height up to that; default 0.9. Ignored when detents
    /// are set (seed 001's `maxHeightFraction`).
    public var maxHeightFraction: Double?
    /// Whether the grabber shows; default on.
    public var showsGrabber: Bool
    /// The side it comes from; a side sheet in compact width comes from the bottom instead.
    public var side: Side
    /// The outside-tap choice the app made, `nil` to follow ``isDismissible``.
    var storedDismissesOnOutsideTap: Bool?
    /// The width the host lays out in: set from the host's screen as the session reports it
    /// (`PopupKind/screenChanged(_:_:now:)`), compact until then.
    public var widthClass: PopupWidthClass
    /// The screen's height in points: set from the host's screen, 844 until then.
    public var screenHeight: Double
    /// The built-in texts, English unless the app passes its locale's.
    public var strings: Strings

    /// Each row's height in points.
    public static let rowHeight: Double = 44
    /// A side sheet's width in points.
    public static let sideWidth: Double = 320

    enum CodingKeys: String, CodingKey {
      case title, headerStyle, rows, footer, detents, isDismissible
      case storedDismissesOnOutsideTap = "dismissesOnOutsideTap"
      case maxHeightFraction, showsGrabber, side, widthClass, screenHeight, strings
    }

    /// Creates a configuration. Detents are sorted by height and duplicates dropped; with none
    /// left, the sheet rests at its content's height, at most `maxHeightFraction` of the
    /// screen.
    public init(
      title: String, headerStyle: HeaderStyle = .centered, rows: [String], footer: String? = nil,
      detents: [Detent] = [.medium, .large], isDismissible: Bool = true, dismissesOnOutsideTap: Bool? = nil,
      maxHeightFraction: Double? = nil, showsGrabber: Bool = true, side: Side = .bottom,
      widthClass: PopupWidthClass = .compact, screenHeight: Double = 844, strings: Strings = Strings()
    ) {
      self.strings = strings
      self.title = title
      self.headerStyle = headerStyle
      self.rows = rows
      self.footer = footer
      self.detents = detents
      self.isDismissible = isDismissible
      self.storedDismissesOnOutsideTap = dismissesOnOutsideTap
      self.maxHeightFraction = maxHeightFraction
      self.showsGrabber = showsGrabber
      self.side = side
      self.widthClass = widthClass
      self.screenHeight = screenHeight.isFinite && screenHeight > 0 ? screenHeight : 844
    }

    /// The detents from lowest to highest, each height once, and never none.
    public var restingDetents: [Detent] {
      var seen: [Double] = []
      var kept: [Detent] = []
      for detent in detents.sorted(by: { $0.height(on: screenHeight) < $1.height(on: screenHeight) }) {
        let height = detent.height(on: screenHeight)
        guard height > 0, !seen.contains(height) else { continue }
        seen.append(height)
        kept.append(detent)
      }
      return kept.isEmpty ? [contentDetent] : kept
    }

    /// The one detent of a sheet with none: its content's height (the pinned header and
    /// footer, the grabber and every row), at most ``maxHeightFraction`` of the screen.
    var contentDetent: Detent {
      let fraction = maxHeightFraction.flatMap { $0.isFinite && $0 > 0 ? min($0, 1) : nil } ?? 0.9
      let natural = chromeHeight + Double(rows.count) * Self.rowHeight
      return .height(min(natural, fraction * screenHeight))
    }

    /// The height the grabber, the pinned header and the footer take.
    var chromeHeight: Double { (showsGrabber ? 20 : 0) + 56 + (footer == nil ? 0 : 64) }

    /// Where the sheet shows: a side sheet only in regular width, the bottom for it in
    /// compact width; `.automatic` is the bottom in compact width and the trailing side in
    /// regular width.
    public var effectiveSide: Side {
      switch (side, widthClass) {
      case (.bottom, _), (.top, _): side
      case (.leading, .regular), (.trailing, .regular): side
      case (.automatic, .regular): .trailing
      case (.leading, .compact), (.trailing, .compact), (.automatic, .compact): .bottom
      }
    }
  }

  /// Everything a view shows.
  public struct State: Hashable, Sendable {
    /// What the app passed in.
    @PopupHashedOnce public var configuration: Configuration
    /// The detents, lowest first; a sheet without detents has its content's height, refitted
    /// when the screen changes.
    public internal(set) var detents: [Detent]
    /// The detent it rests at, as an index into ``detents``.
    public var detent: Int = 0
    /// How far a finger has dragged the sheet down from its detent, in points (negative: up).
    public var translation: Double = 0
    /// Whether a finger is down.
    public var isDragging = false
    /// How far the content is scrolled, in points from its top.
    public var scrollOffset: Double = 0
    /// Whether the sheet has ended.
    public var isEnded = false

    /// Creates the state of a sheet at its lowest detent.
    public init(configuration: Configuration) {
      self.configuration = configuration
      self.detents = configuration.restingDetents
    }

    /// The resting height of a detent, by index.
    public func height(of index: Int) -> Double { detents[index].height(on: configuration.screenHeight) }

    /// The sheet's height now: its detent's, less the drag.
    public var height: Double {
      configuration.effectiveSide.isVertical ? height(of: detent) - translation : configuration.screenHeight
    }

    /// The height left for rows between the pinned header and footer.
    public var contentHeight: Double { max(height - configuration.chromeHeight, 0) }

    /// How far the content can scroll.
    public var maxScroll: Double {
      max(Double(configuration.rows.count) * Configuration.rowHeight - contentHeight, 0)
    }
  }

  /// What happened.
  public enum Event: Hashable, Sendable {
    /// A finger on the sheet moved down by points (up when negative). On a sheet from the
    /// top everything is mirrored: up pulls it away.
    case pulled(Double)
    /// The finger lifted, moving at a velocity in points a second (down when positive).
    case lifted(velocity: Double)
    /// The content scrolled to an offset from its top.
    case scrolled(Double)
    /// The app moved the sheet to a detent.
    case detentSelected(Detent)
    /// The header's Close was tapped.
    case closeTapped
    /// The footer's button was tapped.
    case footerTapped
  }

  /// What the app hears back.
  public enum Output: Hashable, Sendable {
    /// The sheet came to rest at another detent.
    case detentChanged(Detent)
    /// The footer's button was tapped.
    case footerTapped
  }
}
