/// How a popup enters and leaves: a preset, and the edges it comes from and goes to.
public struct PopupMotion: Hashable, Sendable {
  /// The motion presets of seed 001.
  public enum Preset: String, CaseIterable, Hashable, Sendable {
    /// A quick spring that settles with barely an overshoot.
    case snappy
    /// A spring that overshoots a little.
    case bouncy
    /// A slow spring with no overshoot that fades as it slides.
    case gentle
    /// Grows from 80 % while fading in.
    case zoom
    /// Shrinks from 120 % while fading in.
    case zoomOut
    /// A springy scale from 70 % that sheds a blur and fades in (seed 001: scale + blur +
    /// fade).
    case elastic
    /// Falls from above the screen, from its top edge unless another is given.
    case drop
    /// Slides a short way while fading.
    case slideFade
    /// The app's own curve, durations and start (``PopupMotion/Custom``; seed 001's
    /// `.custom(Animation)`).
    case custom
  }

  /// A motion of the app's own: how long it takes, its curve, and how the popup looks when
  /// hidden.
  public struct Custom: Hashable, Sendable {
    /// The shape of a custom motion's entrance.
    public enum Curve: Hashable, Sendable {
      /// Even speed.
      case linear
      /// Fast, then slowing (a cubic ease-out).
      case easeOut
      /// A spring: `bounce` 0 settles with no overshoot, up to 0.9 overshoots a lot (as
      /// SwiftUI's `spring(duration:bounce:)`).
      case spring(bounce: Double)
    }

    /// How long the entrance takes.
    public var enterDuration: Duration
    /// How long the exit takes.
    public var exitDuration: Duration
    /// The entrance's curve; the exit eases in.
    public var curve: Curve
    /// The scale the popup grows (or shrinks) from, 1 for none.
    public var scale: Double
    /// Whether it fades in and out.
    public var fades: Bool
    /// The blur it sheds as it comes in, in points.
    public var blur: Double

    /// Creates a custom motion; durations below zero count as zero, scales and blurs that are
    /// not finite or below zero as none.
    public init(
      enterDuration: Duration, exitDuration: Duration? = nil, curve: Curve = .easeOut, scale: Double = 1,
      fades: Bool = true, blur: Double = 0
    ) {
      self.enterDuration = max(enterDuration, .zero)
      self.exitDuration = max(exitDuration ?? enterDuration, .zero)
      self.curve = curve
      self.scale = scale.isFinite && scale >= 0 ? scale : 1
      self.fades = fades
      self.blur = blur.isFinite && blur >= 0 ? blur : 0
    }

    /// A 300 ms ease-out fade.
    public static let fade = Custom(enterDuration: .milliseconds(300))
  }

  /// The preset.
  public var preset: Preset
  /// The edge the popup comes in from, or `nil` to come in where it stands.
  public var enterEdge: PopupEdge?
  /// The edge the popup leaves by, or `nil` to leave where it stands.
  public var exitEdge: PopupEdge?
  /// The app's own motion when ``preset`` is ``Preset/custom`` (a 300 ms fade when none was
  /// given); ignored otherwise.
  public var custom: Custom?

  /// Creates a motion.
  public init(_ preset: Preset, enterEdge: PopupEdge? = nil, exitEdge: PopupEdge? = nil) {
    self.preset = preset
    self.enterEdge = enterEdge
    self.exitEdge = exitEdge
  }

  /// A motion of the app's own.
  public static func custom(_ custom: Custom, enterEdge: PopupEdge? = nil, exitEdge: PopupEdge? = nil)
    -> PopupMotion
  {
    var motion = PopupMotion(.custom, enterEdge: enterEdge, exitEdge: exitEdge)
    motion.custom = custom
    return motion
  }

  /// The edge the popup really comes in from: a drop falls from the top when no edge is given.
  public var effectiveEnterEdge: PopupEdge? { enterEdge ?? (preset == .drop ? .top : nil) }

  /// How long the entrance takes.
  public var enterDuration: Duration {
    switch preset {
    case .snappy: .milliseconds(350)
    case .bouncy: .milliseconds(600)
    case .gentle: .milliseconds(600)
    case .zoom, .zoomOut: .milliseconds(300)
    case .elastic: .milliseconds(700)
    case .drop: .milliseconds(400)
    case .slideFade: .milliseconds(300)
    case .custom: (custom ?? .fade).enterDuration
    }
  }

  /// How long the exit takes: shorter than the entrance, as leaving should not hold anyone up.
  public var exitDuration: Duration {
    switch preset {
    case .snappy: .milliseconds(200)
    case .bouncy, .gentle, .elastic, .drop: .milliseconds(300)
    case .zoom, .zoomOut, .slideFade: .milliseconds(250)
    case .custom: (custom ?? .fade).exitDuration
    }
  }

  /// The fade that replaces every preset under Reduce Motion: no movement, no scaling.
  public static let reducedFade = PopupMotion(.slideFade)

  /// How long a Reduce Motion fade takes, in and out.
  public static let fadeDuration: Duration = .milliseconds(200)

  /// The popup's look at a point of a transition, `visibility` from 0 (hidden) to 1 (shown).
  ///
  /// - Parameters:
  ///   - visibility: how far in the popup is, linear in time.
  ///   - isEntering: whether it is coming in (the preset's curve) or going out (eased in).
  ///   - reducesMotion: Reduce Motion is on: a plain fade.
  ///   - inPlace: the popup does not travel on this transition (a centred card, a popover):
  ///     a preset that would only have moved it (``Preset/snappy``, ``Preset/bouncy``,
  ///     ``Preset/drop``, or a custom motion that neither fades nor scales) fades and scales
  ///     from ``inPlaceScale`` instead, so every entrance and exit shows.
  public func look(visibility: Double, isEntering: Bool, reducesMotion: Bool, inPlace: Bool = false)
    -> PopupLook
  {
    let t = min(max(visibility.isNaN ? 1 : visibility, 0), 1)
    if reducesMotion { return PopupLook(travel: 0, opacity: t, scale: 1) }
    let eased = isEntering ? curve(t) : t * t
    let hidden = hiddenLook(inPlace: inPlace)
    return PopupLook(
      travel: 1 - eased, opacity: hidden.fades ? t : (t > 0 ? 1 : 0),
      scale: hidden.scale + (1 - hidden.scale) * eased, blur: hidden.blur * (1 - t))
  }

  /// The scale a popup that does not travel grows from and shrinks to when its preset would
  /// only have moved it.
  public static let inPlaceScale = 0.9

  /// How the preset looks hidden: the scale it starts from, whether it fades, its blur. In
  /// place, a look that would not change at all fades and scales instead.
  package func hiddenLook(inPlace: Bool = false) -> (scale: Double, fades: Bool, blur: Double) {
    let custom = custom ?? .fade
    let look: (scale: Double, fades: Bool, blur: Double) =
      switch preset {
      case .zoom: (0.8, true, 0)
      case .zoomOut: (1.2, true, 0)
      case .elastic: (0.7, true, 12)
      case .gentle, .slideFade: (1, true, 0)
      case .snappy, .bouncy, .drop: (1, false, 0)
      case .custom: (custom.scale, custom.fades, custom.blur)
      }
    guard inPlace, !look.fades, look.scale == 1, look.blur == 0 else { return look }
    return (Self.inPlaceScale, true, 0)
  }

  /// The preset's entrance curve: 0 at the start, 1 at the end, overshooting for the
  /// springs that bounce.
  package func curve(_ t: Double) -> Double {
    switch preset {
    case .zoom, .zoomOut, .slideFade, .drop: return Self.easeOut(t)
    case .snappy: return Self.spring(t, bounce: 0.15)
    case .bouncy: return Self.spring(t, bounce: 0.3)
    case .gentle: return Self.spring(t, bounce: 0)
    case .elastic: return Self.spring(t, bounce: 0.5)
    case .custom:
      switch (custom ?? .fade).curve {
      case .linear: return t
      case .easeOut: return Self.easeOut(t)
      case .spring(let bounce): return Self.spring(t, bounce: bounce)
      }
    }
  }

  /// A cubic ease-out.
  static func easeOut(_ t: Double) -> Double { 1 - (1 - t) * (1 - t) * (1 - t) }
}

/// How a popup looks at an instant of its entrance or exit.
public struct PopupLook: Hashable, Sendable {
  /// How far toward its hidden frame the popup is: 0 in place, 1 fully out by its edge.
  /// Negative for a spring's overshoot.
  public var travel: Double
  /// Its opacity, 0 to 1.
  public var opacity: Double
  /// Its scale, 1 at rest.
  public var scale: Double

  /// Its blur radius in points, 0 at rest (an elastic entrance sheds one).
  public var blur: Double

  /// Creates a look.
  public init(travel: Double, opacity: Double, scale: Double, blur: Double = 0) {
    self.travel = travel
    self.opacity = opacity
    self.scale = scale
    self.blur = blur
  }

  /// At rest and fully shown.
  public static let shown = PopupLook(travel: 0, opacity: 1, scale: 1)
  /// Gone.
  public static let hidden = PopupLook(travel: 1, opacity: 0, scale: 1)
}
