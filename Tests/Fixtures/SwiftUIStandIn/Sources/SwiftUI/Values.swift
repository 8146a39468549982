// Values the views and modifiers take: colours, styles, fonts, geometry, settings.

// @doc /documentation/SwiftUI/ShapeStyle
public protocol ShapeStyle: Sendable {}

// @doc /documentation/SwiftUI/Color
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
  let name: String
  public var description: String { name }  // witness

  // @doc /documentation/SwiftUI/Color/RGBColorSpace
  public enum RGBColorSpace: Sendable {
    // @doc /documentation/SwiftUI/Color/RGBColorSpace/sRGB
    case sRGB
  }

  // @doc /documentation/SwiftUI/Color/init(_:red:green:blue:opacity:)
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    name = "rgb(\(text(red)), \(text(green)), \(text(blue))" + (opacity == 1 ? ")" : ", \(text(opacity)))")
  }

  init(name: String) { self.name = name }

  // @doc /documentation/SwiftUI/Color/black
  public static let black: Color = Color(name: "black")
  // @doc /documentation/SwiftUI/Color/white
  public static let white: Color = Color(name: "white")
  // @doc /documentation/SwiftUI/Color/clear
  public static let clear: Color = Color(name: "clear")
  // @doc /documentation/SwiftUI/Color/red
  public static let red: Color = Color(name: "red")
  // @doc /documentation/SwiftUI/Color/secondary
  public static let secondary: Color = Color(name: "secondary")
  // @doc /documentation/SwiftUI/Color/accentColor
  public static var accentColor: Color { Color(name: "accentColor") }

  // @doc /documentation/SwiftUI/Color/opacity(_:)
  public func opacity(_ opacity: Double) -> Color { Color(name: "\(name) at \(text(opacity))") }
}

extension Color: ShapeStyle {}

extension Color: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    [Drawn("Color", ["color": name], environment: environment)]
  }
}

// @doc /documentation/SwiftUI/AnyShapeStyle
@frozen public struct AnyShapeStyle: ShapeStyle {
  let name: String
  // @doc /documentation/SwiftUI/AnyShapeStyle/init(_:)
  public init<S>(_ style: S) where S: ShapeStyle { name = String(describing: style) }
}

extension AnyShapeStyle: CustomStringConvertible {
  public var description: String { name }  // witness
}

// @doc /documentation/SwiftUI/Material
public struct Material: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { "material \(name)" }  // witness
}

extension Material: ShapeStyle {}

extension ShapeStyle where Self == Material {
  // @doc /documentation/SwiftUI/ShapeStyle/regularMaterial
  public static var regularMaterial: Material { Material(name: "regular") }
  // @doc /documentation/SwiftUI/ShapeStyle/ultraThinMaterial
  public static var ultraThinMaterial: Material { Material(name: "ultraThin") }
}

// @doc /documentation/SwiftUI/UnitPoint
@frozen public struct UnitPoint: Hashable, Sendable {
  // @doc /documentation/SwiftUI/UnitPoint/x
  public var x: CGFloat
  // @doc /documentation/SwiftUI/UnitPoint/y
  public var y: CGFloat
  // @doc /documentation/SwiftUI/UnitPoint/init(x:y:)
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  // @doc /documentation/SwiftUI/UnitPoint/center
  public static let center: UnitPoint = UnitPoint(x: 0.5, y: 0.5)
  // @doc /documentation/SwiftUI/UnitPoint/leading
  public static let leading: UnitPoint = UnitPoint(x: 0, y: 0.5)
  // @doc /documentation/SwiftUI/UnitPoint/trailing
  public static let trailing: UnitPoint = UnitPoint(x: 1, y: 0.5)
}

// @doc /documentation/SwiftUI/LinearGradient
@frozen nonisolated public struct LinearGradient: ShapeStyle, CustomStringConvertible {
  let colors: [Color]
  let startPoint: UnitPoint
  let endPoint: UnitPoint
  public var description: String { "gradient \(colors.map(\.name).joined(separator: " to "))" }  // witness
  // @doc /documentation/SwiftUI/LinearGradient/init(colors:startPoint:endPoint:)
  nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.colors = colors
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
}

extension LinearGradient: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    [
      Drawn(
        "LinearGradient", ["colors": colors.map(\.name).joined(separator: ", ")], environment: environment)
    ]
  }
}

// @doc /documentation/SwiftUI/Font
@frozen public struct Font: Hashable, Sendable {
  let name: String

  // @doc /documentation/SwiftUI/Font/TextStyle
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }
  // @doc /documentation/SwiftUI/Font/Design
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }
  // @doc /documentation/SwiftUI/Font/Weight
  @frozen public struct Weight: Hashable, Sendable {
    let value: Double
  }

  // @doc /documentation/SwiftUI/Font/system(_:design:weight:)
  public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil)
    -> Font
  {
    Font(name: "\(style)")
  }
}

// @doc /documentation/SwiftUI/Angle
@frozen public struct Angle: Hashable, Sendable {
  // @doc /documentation/SwiftUI/Angle/degrees
  public var degrees: Double
  // @doc /documentation/SwiftUI/Angle/degrees(_:)
  @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  @usableFromInline init(degrees: Double) { self.degrees = degrees }
}

// @doc /documentation/SwiftUI/HorizontalAlignment
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  // @doc /documentation/SwiftUI/HorizontalAlignment/leading
  public static let leading: HorizontalAlignment = HorizontalAlignment(name: "leading")
  // @doc /documentation/SwiftUI/HorizontalAlignment/center
  public static let center: HorizontalAlignment = HorizontalAlignment(name: "center")
}

// @doc /documentation/SwiftUI/VerticalAlignment
@frozen public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  // @doc /documentation/SwiftUI/VerticalAlignment/center
  public static let center: VerticalAlignment = VerticalAlignment(name: "center")
}

// @doc /documentation/SwiftUI/Alignment
@frozen public struct Alignment: Equatable, Sendable {
  let name: String
  // @doc /documentation/SwiftUI/Alignment/center
  public static let center: Alignment = Alignment(name: "center")
  // @doc /documentation/SwiftUI/Alignment/topLeading
  public static let topLeading: Alignment = Alignment(name: "topLeading")
  // @doc /documentation/SwiftUI/Alignment/topTrailing
  public static let topTrailing: Alignment = Alignment(name: "topTrailing")
  // @doc /documentation/SwiftUI/Alignment/bottom
  public static let bottom: Alignment = Alignment(name: "bottom")
}

// @doc /documentation/SwiftUI/Edge
@frozen public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  // @doc /documentation/SwiftUI/Edge/Set
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8  // witness
    public init(rawValue: Int8) { self.rawValue = rawValue }  // witness
    // @doc /documentation/SwiftUI/Edge/Set/all
    public static let all: Edge.Set = Edge.Set(rawValue: 15)
    // @doc /documentation/SwiftUI/Edge/Set/horizontal
    public static let horizontal: Edge.Set = Edge.Set(rawValue: 10)
  }
}

// @doc /documentation/SwiftUI/EdgeInsets
@frozen public struct EdgeInsets: Equatable, Sendable {
  // @doc /documentation/SwiftUI/EdgeInsets/top
  public var top: CGFloat
  // @doc /documentation/SwiftUI/EdgeInsets/leading
  public var leading: CGFloat
  // @doc /documentation/SwiftUI/EdgeInsets/bottom
  public var bottom: CGFloat
  // @doc /documentation/SwiftUI/EdgeInsets/trailing
  public var trailing: CGFloat
  // @doc /documentation/SwiftUI/EdgeInsets/init(top:leading:bottom:trailing:)
  @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

// @doc /documentation/SwiftUI/SafeAreaRegions
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt  // witness
  public init(rawValue: UInt) { self.rawValue = rawValue }  // witness
  // @doc /documentation/SwiftUI/SafeAreaRegions/all
  public static let all: SafeAreaRegions = SafeAreaRegions(rawValue: 3)
  // @doc /documentation/SwiftUI/SafeAreaRegions/container
  public static let container: SafeAreaRegions = SafeAreaRegions(rawValue: 1)
  // @doc /documentation/SwiftUI/SafeAreaRegions/keyboard
  public static let keyboard: SafeAreaRegions = SafeAreaRegions(rawValue: 2)
}

// @doc /documentation/SwiftUI/FillStyle
@frozen public struct FillStyle: Equatable, Sendable {
  // @doc /documentation/SwiftUI/FillStyle/isEOFilled
  public var isEOFilled: Bool
  // @doc /documentation/SwiftUI/FillStyle/isAntialiased
  public var isAntialiased: Bool
  // @doc /documentation/SwiftUI/FillStyle/init(eoFill:antialiased:)
  @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

// @doc /documentation/SwiftUI/RoundedCornerStyle
@frozen public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
  case circular, continuous
}

// @doc /documentation/SwiftUI/ColorRenderingMode
@frozen public enum ColorRenderingMode: Equatable, Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

// @doc /documentation/SwiftUI/Transaction
@frozen public struct Transaction {
  // @doc /documentation/SwiftUI/Transaction/init()
  @inlinable public init() {}
  // @doc /documentation/SwiftUI/Transaction/disablesAnimations
  public var disablesAnimations: Bool = false
}

// @doc /documentation/SwiftUI/AccessibilityTraits
public struct AccessibilityTraits: SetAlgebra, Sendable {
  var names: Swift.Set<String>
  init(names: Swift.Set<String>) { self.names = names }
  public init() { names = [] }  // witness
  // @doc /documentation/SwiftUI/AccessibilityTraits/isModal
  public static let isModal: AccessibilityTraits = AccessibilityTraits(names: ["isModal"])
  public typealias Element = AccessibilityTraits  // witness
  public typealias ArrayLiteralElement = AccessibilityTraits  // witness
  public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }  // witness
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {  // witness
    .init(names: names.union(other.names))
  }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {  // witness
    .init(names: names.intersection(other.names))
  }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {  // witness
    .init(names: names.symmetricDifference(other.names))
  }
  public mutating func insert(_ member: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {  // witness
    let inserted = !contains(member)
    names.formUnion(member.names)
    return (inserted, member)
  }
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {  // witness
    guard contains(member) else { return nil }
    names.subtract(member.names)
    return member
  }
  public mutating func update(with member: AccessibilityTraits) -> AccessibilityTraits? {  // witness
    let had = contains(member)
    names.formUnion(member.names)
    return had ? member : nil
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }  // witness
  public mutating func formIntersection(_ other: AccessibilityTraits) {  // witness
    names.formIntersection(other.names)
  }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {  // witness
    names.formSymmetricDifference(other.names)
  }
}

// @doc /documentation/SwiftUI/AccessibilityChildBehavior
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  // @doc /documentation/SwiftUI/AccessibilityChildBehavior/contain
  public static let contain: AccessibilityChildBehavior = AccessibilityChildBehavior(name: "contain")
}

// @doc /documentation/SwiftUI/ColorScheme
public enum ColorScheme: CaseIterable, Sendable {
  case light, dark
}

// @doc /documentation/SwiftUI/LayoutDirection
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight, rightToLeft
}

// @doc /documentation/SwiftUI/UserInterfaceSizeClass
public enum UserInterfaceSizeClass: Sendable {
  case compact, regular
}

// @doc /documentation/SwiftUI/DynamicTypeSize
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
  // @doc /documentation/SwiftUI/DynamicTypeSize/isAccessibilitySize
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

// @doc /documentation/SwiftUI/ButtonRole
public struct ButtonRole: Equatable, Sendable {
  let name: String
  // @doc /documentation/SwiftUI/ButtonRole/destructive
  public static let destructive: ButtonRole = ButtonRole(name: "destructive")
  // @doc /documentation/SwiftUI/ButtonRole/cancel
  public static let cancel: ButtonRole = ButtonRole(name: "cancel")
}

// @doc /documentation/SwiftUI/SensoryFeedback
public struct SensoryFeedback: Equatable, Hashable, Sendable {
  let name: String
  // @doc /documentation/SwiftUI/SensoryFeedback/success
  public static let success: SensoryFeedback = SensoryFeedback(name: "success")
  // @doc /documentation/SwiftUI/SensoryFeedback/warning
  public static let warning: SensoryFeedback = SensoryFeedback(name: "warning")
  // @doc /documentation/SwiftUI/SensoryFeedback/error
  public static let error: SensoryFeedback = SensoryFeedback(name: "error")
  // @doc /documentation/SwiftUI/SensoryFeedback/selection
  public static let selection: SensoryFeedback = SensoryFeedback(name: "selection")

  // @doc /documentation/SwiftUI/SensoryFeedback/Weight
  public struct Weight: Equatable, Hashable, Sendable {
    let name: String
    // @doc /documentation/SwiftUI/SensoryFeedback/Weight/light
    public static let light: SensoryFeedback.Weight = Weight(name: "light")
    // @doc /documentation/SwiftUI/SensoryFeedback/Weight/medium
    public static let medium: SensoryFeedback.Weight = Weight(name: "medium")
  }

  // @doc /documentation/SwiftUI/SensoryFeedback/impact(weight:intensity:)
  public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0)
    -> SensoryFeedback
  {
    SensoryFeedback(name: "impact \(weight.name)")
  }
}

extension SensoryFeedback: CustomStringConvertible {
  public var description: String { name }  // witness
}
