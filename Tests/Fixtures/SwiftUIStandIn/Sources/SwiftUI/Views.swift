// The views PopupSwiftUI draws with.

// @doc /documentation/SwiftUI/Text
@frozen public struct Text: Equatable, Sendable {
  let content: String
  // @doc /documentation/SwiftUI/Text/init(_:)-9d1g4
  public init<S>(_ content: S) where S: StringProtocol { self.content = String(content) }
}

extension Text: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    [Drawn("Text", ["text": content], environment: environment)]
  }
}

// @doc /documentation/SwiftUI/Image
@frozen public struct Image: Equatable, Sendable {
  let name: String
  let isSymbol: Bool
  var isResizable = false
  // @doc /documentation/SwiftUI/Image/init(systemName:)
  public init(systemName: String) {
    name = systemName
    isSymbol = true
  }
  // @doc /documentation/SwiftUI/Image/init(_:bundle:)
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
    isSymbol = false
  }
  // @doc /documentation/SwiftUI/Image/resizable(capInsets:resizingMode:)
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  )
    -> Image
  {
    var image = self
    image.isResizable = true
    return image
  }
  // @doc /documentation/SwiftUI/Image/ResizingMode
  public enum ResizingMode: Sendable {
    case tile, stretch
  }
}

extension EdgeInsets {
  // @doc /documentation/SwiftUI/EdgeInsets/init()
  @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

extension Image: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    [Drawn("Image", [isSymbol ? "systemName" : "name": name], environment: environment)]
  }
}

// @doc /documentation/SwiftUI/Button
nonisolated public struct Button<Label> where Label: View {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  nonisolated(unsafe) let label: Label

  // @doc /documentation/SwiftUI/Button/init(action:label:)
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label
  ) {
    role = nil
    self.action = action
    self.label = label()
  }

  // @doc /documentation/SwiftUI/Button/init(role:action:label:)
  @preconcurrency nonisolated public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }
}

extension Button where Label == Text {
  // @doc /documentation/SwiftUI/Button/init(_:action:)-lpm7
  @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
  where S: StringProtocol {
    self.init(action: action) { Text(title) }
  }
}

extension Button: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    let node = Drawn("Button", role.map { ["role": $0.name] } ?? [:], environment: environment)
    node.action = { MainActor.assumeIsolated { action() } }
    node.children = drawView(label, environment)
    return [node]
  }
}

// @doc /documentation/SwiftUI/TextField
nonisolated public struct TextField<Label> where Label: View {
  let prompt: String
  let text: Binding<String>
}

extension TextField where Label == Text {
  // @doc /documentation/SwiftUI/TextField/init(_:text:)-2laoi
  nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
    prompt = String(title)
    self.text = text
  }
}

extension TextField: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    let node = Drawn("TextField", ["prompt": prompt], environment: environment)
    node.textBinding = text
    return [node]
  }
}

// @doc /documentation/SwiftUI/SecureField
nonisolated public struct SecureField<Label> where Label: View {
  let prompt: String
  let text: Binding<String>
}

extension SecureField where Label == Text {
  // @doc /documentation/SwiftUI/SecureField/init(_:text:)-4mnsh
  nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
    prompt = String(title)
    self.text = text
  }
}

extension SecureField: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    let node = Drawn("SecureField", ["prompt": prompt], environment: environment)
    node.textBinding = text
    return [node]
  }
}

// @doc /documentation/SwiftUI/Toggle
nonisolated public struct Toggle<Label> where Label: View {
  let isOn: Binding<Bool>
  let label: Label
  // @doc /documentation/SwiftUI/Toggle/init(isOn:label:)
  nonisolated public init(isOn: Binding<Bool>, @ContentBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
}

extension Toggle: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    let node = Drawn("Toggle", [:], environment: environment)
    node.boolBinding = isOn
    node.children = drawView(label, environment)
    return [node]
  }
}

// @doc /documentation/SwiftUI/ProgressView
nonisolated public struct ProgressView<Label, CurrentValueLabel>
where Label: View, CurrentValueLabel: View {
  let fraction: Double?
  // @doc /documentation/SwiftUI/ProgressView/init(value:total:)
  nonisolated public init<V>(value: V?, total: V = 1.0)
  where Label == EmptyView, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
    fraction = value.map { Double($0) / Double(total) }
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  // @doc /documentation/SwiftUI/ProgressView/init()
  nonisolated public init() where Label == EmptyView { fraction = nil }
}

extension ProgressView: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    [Drawn("ProgressView", fraction.map { ["value": text($0)] } ?? [:], environment: environment)]
  }
}

// @doc /documentation/SwiftUI/VStack
@frozen nonisolated public struct VStack<Content> where Content: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  // @doc /documentation/SwiftUI/VStack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension VStack: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    let node = Drawn("VStack", ["spacing": spacing.map { text($0) } ?? "nil"], environment: environment)
    node.children = drawView(content, environment)
    return [node]
  }
}

// @doc /documentation/SwiftUI/HStack
@frozen nonisolated public struct HStack<Content> where Content: View {
  let spacing: CGFloat?
  let content: Content
  // @doc /documentation/SwiftUI/HStack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content
  ) {
    self.spacing = spacing
    self.content = content()
  }
}

extension HStack: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    let node = Drawn("HStack", ["spacing": spacing.map { text($0) } ?? "nil"], environment: environment)
    node.children = drawView(content, environment)
    return [node]
  }
}

// @doc /documentation/SwiftUI/ZStack
@frozen nonisolated public struct ZStack<Content> where Content: View {
  let alignment: Alignment
  let content: Content
  // @doc /documentation/SwiftUI/ZStack/init(alignment:content:)
  nonisolated public init(alignment: Alignment = .center, @ContentBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

extension ZStack: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    let node = Drawn("ZStack", ["alignment": alignment.name], environment: environment)
    node.children = drawView(content, environment)
    return [node]
  }
}

// @doc /documentation/SwiftUI/ForEach
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
  // @doc /documentation/SwiftUI/ForEach/data
  public var data: Data
  // @doc /documentation/SwiftUI/ForEach/content
  public var content: (Data.Element) -> Content
}

extension ForEach where Content: View {
  // @doc /documentation/SwiftUI/ForEach/init(_:id:content:)
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

extension ForEach: View, PrimitiveDrawable where Content: View {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    data.flatMap { drawView(content($0), environment) }
  }
}

// @doc /documentation/SwiftUI/Divider
nonisolated public struct Divider {
  // @doc /documentation/SwiftUI/Divider/init()
  nonisolated public init() {}
}

extension Divider: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    [Drawn("Divider", environment: environment)]
  }
}

// @doc /documentation/SwiftUI/ScrollView
nonisolated public struct ScrollView<Content> where Content: View {
  // @doc /documentation/SwiftUI/ScrollView/content
  public var content: Content
  // @doc /documentation/SwiftUI/ScrollView/init(_:content:)
  nonisolated public init(
    _ axes: Axis.Set = .vertical, @ContentBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

// @doc /documentation/SwiftUI/Axis
@frozen public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal, vertical
  // @doc /documentation/SwiftUI/Axis/Set
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8  // witness
    public init(rawValue: Int8) { self.rawValue = rawValue }  // witness
    // @doc /documentation/SwiftUI/Axis/Set/vertical
    public static let vertical: Axis.Set = Axis.Set(rawValue: 2)
  }
}

extension ScrollView: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    let node = Drawn("ScrollView", environment: environment)
    node.children = drawView(content, environment)
    return [node]
  }
}

// @doc /documentation/SwiftUI/GeometryProxy
public struct GeometryProxy {
  // @doc /documentation/SwiftUI/GeometryProxy/size
  public var size: CGSize { sizeValue }
  // @doc /documentation/SwiftUI/GeometryProxy/safeAreaInsets
  public var safeAreaInsets: EdgeInsets { insets }
  let sizeValue: CGSize
  let insets: EdgeInsets
}

// @doc /documentation/SwiftUI/GeometryReader
@frozen nonisolated public struct GeometryReader<Content> where Content: View {
  // @doc /documentation/SwiftUI/GeometryReader/content
  public var content: (GeometryProxy) -> Content
  // @doc /documentation/SwiftUI/GeometryReader/init(content:)
  nonisolated public init(@ContentBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
}

extension GeometryReader: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    // The screen, less the keyboard unless the reader ignores the keyboard's safe area.
    var size = environment._screenSize
    if !environment._ignoredSafeArea.contains(.keyboard) { size.height -= environment._keyboardHeight }
    var insets = environment._safeArea
    insets.bottom += environment._keyboardHeight
    let node = Drawn(
      "GeometryReader", ["width": text(size.width), "height": text(size.height)], environment: environment)
    node.children = drawView(content(GeometryProxy(sizeValue: size, insets: insets)), environment)
    return [node]
  }
}
