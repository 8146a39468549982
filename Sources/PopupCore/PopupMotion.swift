/// How a popup enters and leaves: a preset, and the edges it comes from and goes to.
public struct PopupMotion: Hashable, Sendable {
  /// The motion presets of seed 001.
  public enum Preset: String, CaseIterable, Hashable, Sendable {
    /// Quick and firm: slides in with no overshoot.
    case snappy
    /// A spring that overshoots a little.
    case bouncy
    /// Slow and soft: slides and fades.
    case gentle
    /// Grows from 80 % while fading in.
    case zoom
    /// Shrinks from 120 % while fading in.
    case zoomOut
    /// A long spring that overshoots more.
    case elastic
    /// Falls from above.
    case drop
    /// Slides a short way while fading.
    case slideFade
  }

  /// The preset.
  public var preset: Preset
  /// The edge the popup comes in from, or `nil` to come in where it stands.
  public var enterEdge: PopupEdge?
  /// The edge the popup leaves by, or `nil` to leave where it stands.
  public var exitEdge: PopupEdge?

  /// Creates a motion.
  public init(_ preset: Preset, enterEdge: PopupEdge? = nil, exitEdge: PopupEdge? = nil) {
    self.preset = preset
    self.enterEdge = enterEdge
    self.exitEdge = exitEdge
  }

  /// How long the entrance takes.
  public var enterDuration: Duration {
    switch preset {
    case .snappy: .milliseconds(250)
    case .bouncy: .milliseconds(500)
    case .gentle: .milliseconds(450)
    case .zoom, .zoomOut: .milliseconds(300)
    case .elastic: .milliseconds(600)
    case .drop: .milliseconds(400)
    case .slideFade: .milliseconds(300)
    }
  }

  /// How long the exit takes: shorter than the entrance, as leaving should not hold anyone up.
  public var exitDuration: Duration {
    switch preset {
    case .snappy: .milliseconds(200)
    case .bouncy, .gentle, .elastic, .drop: .milliseconds(300)
    case .zoom, .zoomOut, .slideFade: .milliseconds(250)
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
  public func look(visibility: Double, isEntering: Bool, reducesMotion: Bool) -> PopupLook {
    let t = min(max(visibility.isNaN ? 1 : visibility, 0), 1)
    if reducesMotion { return PopupLook(travel: 0, opacity: t, scale: 1) }
    let eased = isEntering ? curve(t) : t * t
    let fades = [.gentle, .zoom, .zoomOut, .slideFade].contains(preset)
    let startScale: Double =
      switch preset {
      case .zoom: 0.8
      case .zoomOut: 1.2
      default: 1
      }
    return PopupLook(
      travel: 1 - eased, opacity: fades ? t : (t > 0 ? 1 : 0), scale: startScale + (1 - startScale) * eased)
  }

  /// The preset's entrance curve: 0 at the start, 1 at the end, overshooting for springs (a
  /// hump added to an ease-out, so the curve needs no trigonometry).
  func curve(_ t: Double) -> Double {
    let out = 1 - (1 - t) * (1 - t) * (1 - t)
    switch preset {
    case .snappy, .gentle, .zoom, .zoomOut, .slideFade, .drop: return out
    case .bouncy: return out + 0.4 * t * (1 - t)
    case .elastic: return out + 0.8 * t * (1 - t) * (1 - t)
    }
  }
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

  /// Creates a look.
  public init(travel: Double, opacity: Double, scale: Double) {
    self.travel = travel
    self.opacity = opacity
    self.scale = scale
  }

  /// At rest and fully shown.
  public static let shown = PopupLook(travel: 0, opacity: 1, scale: 1)
  /// Gone.
  public static let hidden = PopupLook(travel: 1, opacity: 0, scale: 1)
}
