import PopupCore

/// Everything a host draws of one popup at one instant, and nothing it must compute: the
/// content, its card, where it goes on the screen, what covers the app behind it, how it is
/// moving, its countdown and hold, focus, and when to look again.
///
/// A host's loop is: tell the session the screen (``PopupSession/setScreen(_:at:)``), take
/// ``PopupSession/frame(at:contentSize:)``, draw it, schedule one timer at
/// ``nextDeadline``, and send what the user does back to the session. Haptics, announcements,
/// outputs and the one dismissal are not frame state: they arrive once, as effects.
///
/// Every number is in screen points (origin at the top left) or seconds; every geometry is
/// total: for any screen the session accepted and any content size, the frame is finite and
/// lies where its placement says.
public struct PopupFrame: Hashable, Sendable {
  /// The version of the frame's shape, as its JSON form carries it; raised whenever a field
  /// changes meaning or goes away. Hosts refuse a frame of a version newer than they know.
  public static let schemaVersion = 1

  /// The screen the frame was laid out on.
  public var screen: PopupScreen
  /// How much larger than its default size the host draws text: the screen's text scale, or
  /// more with larger text on (`PopupAccessibility/textScale(on:)`). The content's estimate
  /// counts with it.
  public var textScale: Double
  /// Where the host draws it: over the view, as a sheet, or in a window of its own.
  public var display: PopupPresentationOptions.Display
  /// Whether the host draws the content inside a card.
  public var chrome: PopupPresentationOptions.Chrome
  /// The card's style in force: the app's option over the kind's own.
  public var style: PopupStyle
  /// The colour of a tinted card, or `nil` (other styles, or the host's accent colour).
  public var tint: String?
  /// The kind's render tree with nothing added: its cards in ``style``, no card at all with
  /// chrome `PopupPresentationOptions.Chrome.none`.
  public var content: RenderNode
  /// The content's size: what the host measured, or the estimate
  /// (`RenderNode.estimatedSize(maxWidth:textScale:)`).
  public var contentSize: PopupSize
  /// Whether ``contentSize`` is the estimate rather than the host's measurement.
  public var isContentSizeEstimated: Bool
  /// Where the popup goes.
  public var placement: Placement
  /// What covers the content behind it.
  public var scrim: Scrim
  /// How it is moving at this instant.
  public var motion: Motion
  /// The session's own countdown and hold.
  public var timers: Timers
  /// The accessibility label of the control with keyboard or remote focus, or `nil`.
  public var focus: String?
  /// The next host instant at which the frame changes by itself, or `nil`: the one timer a
  /// host schedules.
  public var nextDeadline: PopupInstant?
  /// The next wall-clock instant the popup waits for (an offer's end, a stale date), or
  /// `nil`; already folded into ``nextDeadline``.
  public var nextWallDeadline: PopupWallInstant?

  /// Where a popup goes on the screen.
  public struct Placement: Hashable, Sendable {
    /// How it is placed.
    public var mode: Mode
    /// Its frame when shown.
    public var frame: PopupRect
    /// Where it comes in from: the frame moved past the screen edge the motion names, or the
    /// frame itself for motions that come in where they stand (seed 000's hidden offset).
    public var enterFrame: PopupRect
    /// Where it leaves to.
    public var exitFrame: PopupRect
    /// The area it was placed in: the safe area, less the keyboard when it avoids it.
    public var available: PopupRect
    /// Whether it was made smaller than its content to fit.
    public var isShrunk: Bool
    /// The anchor's frame, for a popover or a callout.
    public var anchor: PopupRect?
    /// The arrow's tip on the popup's edge facing the anchor, for a popover or a callout.
    public var arrow: Arrow?
    /// The cut-out in the scrim around a coachmark's target, or `nil` for a plain scrim.
    public var spotlight: PopupRect?
    /// Why a popup asked for as a popover is a bottom sheet instead, or `nil` when it is not.
    public var popoverFallback: PopoverFallback? = nil

    /// Why a popover became a bottom sheet: the one rule of `PopupPopover`, no allowed side
    /// can hold a popover whose arrow reaches the anchor's visible part.
    public enum PopoverFallback: String, CaseIterable, Hashable, Sendable {
      /// No part of the anchor is on screen (above the keyboard, when the popup avoids it).
      case anchorOffScreen
      /// The anchor is on screen, but no allowed side has room for the popover (shrunk, if
      /// its fallback shrinks) with its arrow over the anchor's visible part.
      case noRoom

      /// The reason in words, as `catalog layout` and the frame summary print it.
      public var explanation: String {
        switch self {
        case .anchorOffScreen: "the anchor has no part on screen"
        case .noRoom: "no side of the anchor can hold it with its arrow on the anchor"
        }
      }
    }

    /// How a popup is placed.
    public enum Mode: Hashable, Sendable {
      /// At one of nine positions in the safe area (toasts, cards, floaters).
      case position(PopupPresentationOptions.Position)
      /// On the `side` of an anchor, its arrow pointing at it.
      case popover(side: PopupEdge)
      /// Attached to a screen edge across its whole length.
      case sheet(edge: PopupEdge)

      /// The screen edge a position is nearest, the anchor's side for a popover, the edge of
      /// a sheet; `nil` for the center.
      public var edge: PopupEdge? {
        switch self {
        case .position(let position): position.edge
        case .popover(let side): side
        case .sheet(let edge): edge
        }
      }
    }
  }

  /// A popover's arrow: where its tip is and which way it points.
  public struct Arrow: Hashable, Sendable {
    /// The tip, on the popup's edge facing the anchor.
    public var tip: PopupPoint
    /// Which way it points: up for a popover below its anchor.
    public var pointing: Direction

    /// A direction on the screen.
    public enum Direction: String, CaseIterable, Hashable, Sendable {
      case up, down, left, right
    }

    /// Creates an arrow.
    public init(tip: PopupPoint, pointing: Direction) {
      self.tip = tip
      self.pointing = pointing
    }

    /// The arrow of a popover on a side of its anchor: it points back across that side.
    public init(tip: PopupPoint, side: PopupEdge) {
      let pointing: Direction =
        switch side {
        case .bottom: .up
        case .top: .down
        case .leading: .right
        case .trailing: .left
        }
      self.init(tip: tip, pointing: pointing)
    }
  }

  /// What covers the app behind the popup.
  public struct Scrim: Hashable, Sendable {
    /// The look: a dim, a blur, the app's own view, or nothing.
    public var style: Style
    /// How much: a dim's opacity (0 to 1), a blur's radius in points, 0 when clear or custom.
    public var amount: Double
    /// The id of the app's view for a custom scrim, `nil` for the others.
    public var viewID: String?
    /// Whether touches on it reach the app behind (toasts, banners, floaters).
    public var passesTouches: Bool
    /// Whether the popup is modal: nothing behind it can be reached, by touch or by
    /// assistive focus.
    public var isModal: Bool

    /// The look of a scrim.
    public enum Style: String, CaseIterable, Hashable, Sendable {
      case dim, blur, clear, custom
    }
  }

  /// How the popup looks at this instant of its entrance, rest or exit.
  public struct Motion: Hashable, Sendable {
    /// The preset it moves by.
    public var preset: PopupMotion.Preset
    /// Where it is in its life on screen.
    public var phase: PopupPhase
    /// How far through the phase it is, 0 to 1: 1 at rest and when gone, 0 while waiting.
    public var progress: Double
    /// How far to move the drawn popup from ``Placement/frame``, in points.
    public var offset: PopupPoint
    /// Its scale about its center, 1 at rest.
    public var scale: Double
    /// Its opacity, 0 to 1.
    public var opacity: Double
    /// Its blur radius in points, 0 at rest.
    public var blur: Double
    /// Whether Reduce Motion turned the preset into a plain fade.
    public var reducesMotion: Bool
  }

  /// The countdowns a session keeps for any popup.
  public struct Timers: Hashable, Sendable {
    /// The auto-dismiss countdown, or `nil` when the popup stays until it is dismissed.
    public var autoDismiss: AutoDismiss?
    /// Whether a finger rests on the popup, pausing its countdowns.
    public var isHeld: Bool
  }

  /// An auto-dismiss countdown at an instant, for a countdown bar or ring.
  public struct AutoDismiss: Hashable, Sendable {
    /// The time left.
    public var remaining: Duration
    /// The whole countdown.
    public var total: Duration
    /// The time left as a fraction of the whole, 1 at the start and 0 at the end.
    public var fraction: Double
    /// Whether it stands still: held, put aside, or waiting for a VoiceOver user.
    public var isPaused: Bool
  }
}

extension PopupFrame {
  /// The frame at rest: an entering popup drawn as if its entrance were over (in place, at
  /// full size and opacity), for galleries and snapshots that show one moment without
  /// motion. Every other phase, and everything but the motion, is left as it is.
  public var settled: PopupFrame {
    guard motion.phase == .entering else { return self }
    var frame = self
    frame.motion.phase = .presented
    frame.motion.progress = 1
    frame.motion.offset = PopupPoint(x: 0, y: 0)
    frame.motion.scale = 1
    frame.motion.opacity = 1
    frame.motion.blur = 0
    return frame
  }
}
