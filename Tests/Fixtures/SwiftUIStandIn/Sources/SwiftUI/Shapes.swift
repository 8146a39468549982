// Shapes, paths, the canvas and the timeline.

// @doc /documentation/SwiftUI/Shape
nonisolated public protocol Shape: Sendable, View {
  // @doc /documentation/SwiftUI/Shape/path(in:)
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  // @doc /documentation/SwiftUI/Shape/fill(_:style:)-3y2ud
  nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<
    Self, S
  > where S: ShapeStyle {
    _ShapeView(arguments: recordedArguments(["style": "\(content)", "eoFill": "\(style.isEOFilled)"]))
  }
  // @doc /documentation/SwiftUI/Shape/stroke(_:lineWidth:)
  nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle {
    RecordedView(
      name: "stroke", arguments: recordedArguments(["style": "\(content)", "lineWidth": text(lineWidth)]))
  }
  // @doc /documentation/SwiftUI/Shape/trim(from:to:)
  nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    TrimmedShape(base: "\(Self.self)", from: startFraction, to: endFraction)
  }
}

extension Shape {
  // @doc /documentation/SwiftUI/Shape/fill(style:)
  nonisolated public func fill(style: FillStyle = FillStyle()) -> some View {
    RecordedView(
      name: "fill", arguments: recordedArguments(["style": "foreground", "eoFill": "\(style.isEOFilled)"]))
  }

  /// What a drawing of the shape records: `arguments`, the shape's type, a path's parts in
  /// order (so a test can read where it is drawn) and a trimmed shape's fractions.
  nonisolated func recordedArguments(_ arguments: [String: String]) -> [String: String] {
    var arguments = arguments
    arguments["shape"] = "\(Self.self)"
    if let path = self as? Path { arguments["path"] = path.elements.joined(separator: "; ") }
    if let trimmed = self as? TrimmedShape {
      arguments["trim"] = "\(trimmed.base) from \(text(trimmed.from)) to \(text(trimmed.to))"
    }
    return arguments
  }
}

// @doc /documentation/SwiftUI/_ShapeView
nonisolated public struct _ShapeView<Content, Style> where Content: Shape, Style: ShapeStyle {
  let arguments: [String: String]
}

extension _ShapeView: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    [Drawn("fill", arguments, environment: environment)]
  }
}

// @doc /documentation/SwiftUI/ForegroundStyle
@frozen public struct ForegroundStyle: ShapeStyle {
  // @doc /documentation/SwiftUI/ForegroundStyle/init()
  @inlinable public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  // @doc /documentation/SwiftUI/ShapeStyle/foreground
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

nonisolated struct TrimmedShape: Shape {
  let base: String
  let from: CGFloat
  let to: CGFloat
  func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape {
  public var body: some View { RecordedView(name: "\(Self.self)") }  // witness
}

// @doc /documentation/SwiftUI/Circle
@frozen public struct Circle: Shape {
  // @doc /documentation/SwiftUI/Circle/init()
  @inlinable nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }  // witness
}

// @doc /documentation/SwiftUI/Rectangle
@frozen public struct Rectangle: Shape {
  // @doc /documentation/SwiftUI/Rectangle/init()
  @inlinable public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }  // witness
}

// @doc /documentation/SwiftUI/Capsule
@frozen public struct Capsule: Shape {
  // @doc /documentation/SwiftUI/Capsule/init(style:)
  @inlinable public init(style: RoundedCornerStyle = .continuous) {}
  nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }  // witness
}

// @doc /documentation/SwiftUI/RoundedRectangle
@frozen public struct RoundedRectangle: Shape {
  // @doc /documentation/SwiftUI/RoundedRectangle/cornerSize
  public var cornerSize: CGSize
  // @doc /documentation/SwiftUI/RoundedRectangle/init(cornerRadius:style:)
  @inlinable public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
  }
  nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }  // witness
}

// @doc /documentation/SwiftUI/Path
@frozen public struct Path: Equatable, Sendable {
  var elements: [String] = []
  var bounds: CGRect = .zero
  // @doc /documentation/SwiftUI/Path/init(_:)-3n0am
  public init(_ rect: CGRect) {
    elements = ["rect \(text(rect.minX)),\(text(rect.minY)),\(text(rect.width)),\(text(rect.height))"]
    bounds = rect
  }
  // @doc /documentation/SwiftUI/Path/init(_:)-4cgr1
  public init(_ callback: (inout Path) -> Void) {
    var path = Path(elements: [])
    callback(&path)
    self = path
  }
  init(elements: [String]) { self.elements = elements }
  // @doc /documentation/SwiftUI/Path/move(to:)
  public mutating func move(to end: CGPoint) { elements.append("move \(end)") }
  // @doc /documentation/SwiftUI/Path/addLine(to:)
  public mutating func addLine(to end: CGPoint) { elements.append("line \(end)") }
  // @doc /documentation/SwiftUI/Path/closeSubpath()
  public mutating func closeSubpath() { elements.append("close") }
  // @doc /documentation/SwiftUI/Path/addRect(_:transform:)
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    elements.append("rect \(text(rect.minX)),\(text(rect.minY)),\(text(rect.width)),\(text(rect.height))")
  }
  // @doc /documentation/SwiftUI/Path/addRoundedRect(in:cornerSize:style:transform:)
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    elements.append(
      "roundedRect \(text(rect.minX)),\(text(rect.minY)),\(text(rect.width)),\(text(rect.height))")
  }
}

extension Path: Shape {
  nonisolated public func path(in rect: CGRect) -> Path { self }  // witness
}

@_spi(Recording) extension Path {
  /// What the path is made of, as text.
  public var parts: [String] { elements }
}

// @doc /documentation/CoreFoundation/CGAffineTransform
public struct CGAffineTransform: Equatable, Sendable {
  // @doc /documentation/CoreFoundation/CGAffineTransform/identity
  public static var identity: CGAffineTransform { CGAffineTransform() }
}

// @doc /documentation/SwiftUI/GraphicsContext
public struct GraphicsContext {
  let node: Drawn

  // @doc /documentation/SwiftUI/GraphicsContext/Shading
  public struct Shading: Sendable {
    let name: String
    // @doc /documentation/SwiftUI/GraphicsContext/Shading/color(_:)-1xnd5
    public static func color(_ color: Color) -> GraphicsContext.Shading { Shading(name: color.name) }
  }

  // @doc /documentation/SwiftUI/GraphicsContext/fill(_:with:style:)
  public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) {
    let bounds = path.bounds
    let node = node
    MainActor.assumeIsolated { node.fills.append(bounds) }
  }
}

// @doc /documentation/SwiftUI/Canvas
nonisolated public struct Canvas<Symbols> where Symbols: View {
  let opaque: Bool
  let renderer: (inout GraphicsContext, CGSize) -> Void
}

extension Canvas where Symbols == EmptyView {
  // @doc /documentation/SwiftUI/Canvas/init(opaque:colorMode:rendersAsynchronously:renderer:)
  nonisolated public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.opaque = opaque
    self.renderer = renderer
  }
}

extension Canvas: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    let node = Drawn("Canvas", environment: environment)
    var context = GraphicsContext(node: node)
    renderer(&context, CGSize(width: 220, height: 100))
    return [node]
  }
}

// @doc /documentation/SwiftUI/TimelineSchedule
public protocol TimelineSchedule {}

// @doc /documentation/SwiftUI/AnimationTimelineSchedule
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool
  // @doc /documentation/SwiftUI/AnimationTimelineSchedule/init(minimumInterval:paused:)
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  // @doc /documentation/SwiftUI/TimelineSchedule/animation(minimumInterval:paused:)
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

// @doc /documentation/SwiftUI/TimelineView
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content

  // @doc /documentation/SwiftUI/TimelineView/Context
  public struct Context {
    // @doc /documentation/SwiftUI/TimelineView/Context/date
    public let date: Date
  }
}

// @doc /documentation/SwiftUI/EveryMinuteTimelineSchedule
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  // @doc /documentation/SwiftUI/EveryMinuteTimelineSchedule/init()
  public init() {}
}

// @doc /documentation/SwiftUI/TimelineViewDefaultContext
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView where Content: View {
  // @doc /documentation/SwiftUI/TimelineView/init(_:content:)-1mlmj
  nonisolated public init(
    _ schedule: Schedule, @ContentBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }
}

extension TimelineView: View, PrimitiveDrawable where Content: View {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    var arguments: [String: String] = [:]
    if let animation = schedule as? AnimationTimelineSchedule { arguments["paused"] = "\(animation.paused)" }
    let node = Drawn("TimelineView", arguments, environment: environment)
    node.children = drawView(content(.init(date: environment._date)), environment)
    return [node]
  }
}
