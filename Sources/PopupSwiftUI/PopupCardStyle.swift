#if canImport(SwiftUI)
  import PopupCore
  import SwiftUI

  /// The fill of a card in each style, in the colour scheme in force: the colour scheme is
  /// applied here, in the view, and is not part of the frame.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  enum PopupCardStyle {
    static func fill(_ style: PopupStyle, tint: String?, colorScheme: ColorScheme) -> AnyShapeStyle {
      let light = colorScheme == .light
      let paper = light ? Color.white : Color(red: 0.11, green: 0.11, blue: 0.12)
      let ink = light ? Color(red: 0.11, green: 0.11, blue: 0.12) : Color.white
      switch style {
      case .standard, .outlined: return AnyShapeStyle(paper)
      case .frosted: return AnyShapeStyle(.regularMaterial)
      case .glass: return AnyShapeStyle(.ultraThinMaterial)
      case .accent: return AnyShapeStyle(Color.accentColor)
      case .gradient:
        return AnyShapeStyle(
          LinearGradient(
            colors: [Color(popupName: "indigo"), Color(popupName: "teal")], startPoint: .leading,
            endPoint: .trailing))
      case .inverse: return AnyShapeStyle(ink)
      case .tinted: return AnyShapeStyle(tint.map(Color.init(popupName:)) ?? Color.accentColor)
      case .island: return AnyShapeStyle(Color.black)
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension Color {
    /// A colour as a render tree names it: a CSS hex colour (`#4f46e5`, `#fff`) or one of a
    /// few names (`indigo`, `teal`, ...); anything else is the accent colour.
    init(popupName name: String) {
      if let rgb = Self.popupRGB(name) {
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue)
      } else {
        self = Color.accentColor
      }
    }

    static func popupRGB(_ name: String) -> (red: Double, green: Double, blue: Double)? {
      let named: [String: String] = [
        "indigo": "#4f46e5", "teal": "#0d9488", "pink": "#db2777", "orange": "#ea580c", "purple": "#9333ea",
        "blue": "#2563eb", "green": "#16a34a", "red": "#dc2626", "yellow": "#ca8a04", "black": "#000000",
        "white": "#ffffff", "gray": "#6b7280",
      ]
      let hex = named[name.lowercased()] ?? name
      guard hex.hasPrefix("#") else { return nil }
      var digits = Array(hex.dropFirst())
      if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
      guard digits.count == 6, let value = Int(String(digits), radix: 16) else { return nil }
      return (
        Double((value >> 16) & 0xff) / 255, Double((value >> 8) & 0xff) / 255, Double(value & 0xff) / 255
      )
    }
  }

  /// Confetti in a `Canvas`: the particles where the frame puts them, falling a little with
  /// every display refresh, and standing still under Reduce Motion.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct ConfettiView: View {
    let particles: [PopupParticle]
    let reducesMotion: Bool

    static let palette: [Color] = ["#f43f5e", "#f59e0b", "#10b981", "#3b82f6", "#8b5cf6", "#ec4899"].map(
      Color.init(popupName:))

    var body: some View {
      TimelineView(.animation(minimumInterval: nil, paused: reducesMotion)) { timeline in
        let fall =
          reducesMotion
          ? 0 : timeline.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 2) / 2
        Canvas { context, size in
          for particle in particles {
            let y = (particle.y + fall).truncatingRemainder(dividingBy: 1)
            let rect = CGRect(x: particle.x * size.width, y: y * size.height, width: 6, height: 10)
            let color = Self.palette[abs(particle.colorIndex) % Self.palette.count]
            context.fill(Path(rect), with: .color(color))
          }
        }
      }
    }
  }
#endif
