// The view protocol, its builder and the views the builder makes. Each public declaration
// follows a `// @doc <identifier>` line naming its Apple documentation page; its text (less
// `public` and line breaks) is the page's declaration, as declarations.json records it.

// @doc /documentation/SwiftUI/View
@MainActor @preconcurrency public protocol View {
  // @doc /documentation/SwiftUI/View/Body-swift.associatedtype
  associatedtype Body: View
  // @doc /documentation/SwiftUI/View/body-8kl5o
  @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// @doc /documentation/SwiftUI/ContentBuilder
public typealias ContentBuilder = ViewBuilder

// @doc /documentation/SwiftUI/ViewBuilder
@resultBuilder public struct ViewBuilder {
  // @doc /documentation/SwiftUI/ViewBuilder/buildBlock()
  public static func buildBlock() -> EmptyContent { EmptyView() }
  // @doc /documentation/SwiftUI/ViewBuilder/buildBlock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content { content }
  // @doc /documentation/SwiftUI/ViewBuilder/buildBlock(_:)-96hd6
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  >
  where repeat each Content: View {
    var views: [any View] = []
    for view in repeat each content { views.append(view) }
    return TupleView((repeat each content), views: views)
  }
  // @doc /documentation/SwiftUI/ViewBuilder/buildExpression(_:)
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
  // @doc /documentation/SwiftUI/ViewBuilder/buildIf(_:)
  public static func buildIf<Content>(_ content: Content?) -> Content? { content }
  // @doc /documentation/SwiftUI/ViewBuilder/buildEither(first:)
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > { _ConditionalContent(storage: .trueContent(first)) }
  // @doc /documentation/SwiftUI/ViewBuilder/buildEither(second:)
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > { _ConditionalContent(storage: .falseContent(second)) }
  // @doc /documentation/SwiftUI/ViewBuilder/buildLimitedAvailability(_:)
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
    AnyView(content)
  }
}

// @doc /documentation/SwiftUI/TupleView
@frozen nonisolated public struct TupleView<T> {
  // @doc /documentation/SwiftUI/TupleView/value
  public var value: T
  @usableFromInline let views: [any View]
  init(_ value: T, views: [any View]) {
    self.value = value
    self.views = views
  }
}

extension TupleView: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    views.flatMap { drawAny($0, environment) }
  }
}

// @doc /documentation/SwiftUI/_ConditionalContent
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
  @usableFromInline enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  @usableFromInline let storage: Storage
}

extension _ConditionalContent: View, PrimitiveDrawable where TrueContent: View, FalseContent: View {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    switch storage {
    case .trueContent(let view): drawView(view, environment)
    case .falseContent(let view): drawView(view, environment)
    }
  }
}

// Optional and Never are views (the View page lists them among its conforming types).
extension Optional: View, PrimitiveDrawable where Wrapped: View {  // witness
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    switch self {
    case .some(let view): drawView(view, environment)
    case .none: []
    }
  }
}

extension Never: View {  // witness
  public typealias Body = Never  // witness
  public var body: Never { fatalError("Never has no body") }  // witness
}

// @doc /documentation/SwiftUI/EmptyContent
public typealias EmptyContent = EmptyView

// @doc /documentation/SwiftUI/EmptyView
@frozen nonisolated public struct EmptyView {
  // @doc /documentation/SwiftUI/EmptyView/init()
  @inlinable nonisolated public init() {}
}

extension EmptyView: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] { [] }
}

// @doc /documentation/SwiftUI/AnyView
@frozen nonisolated public struct AnyView {
  @usableFromInline let view: any View
  // @doc /documentation/SwiftUI/AnyView/init(_:)
  nonisolated public init<V>(_ view: V) where V: View { self.view = view }
}

extension AnyView: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] { drawAny(view, environment) }
}

// @doc /documentation/SwiftUI/ViewModifier
@MainActor @preconcurrency public protocol ViewModifier {
  // @doc /documentation/SwiftUI/ViewModifier/Body
  associatedtype Body: View
  // @doc /documentation/SwiftUI/ViewModifier/body(content:)
  @ContentBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  // @doc /documentation/SwiftUI/ViewModifier/Content
  typealias Content = _ViewModifier_Content<Self>
}

// @doc /documentation/SwiftUI/_ViewModifier_Content
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
  let draw: @MainActor (EnvironmentValues) -> [Drawn]
}

extension _ViewModifier_Content: View, PrimitiveDrawable {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] { draw(environment) }
}

// @doc /documentation/SwiftUI/ModifiedContent
@frozen public struct ModifiedContent<Content, Modifier> {
  // @doc /documentation/SwiftUI/ModifiedContent/content
  public var content: Content
  // @doc /documentation/SwiftUI/ModifiedContent/modifier
  public var modifier: Modifier
}

extension ModifiedContent: View, PrimitiveDrawable where Content: View, Modifier: ViewModifier {
  public typealias Body = Never  // witness
  public var body: Never { fatalError("a primitive view") }  // witness
  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    let content = self.content
    let placeholder = _ViewModifier_Content<Modifier>(draw: { drawView(content, $0) })
    let saved = EnvironmentValues.current
    EnvironmentValues.current = environment
    resolveEnvironment(of: modifier, environment)
    let body = modifier.body(content: placeholder)
    EnvironmentValues.current = saved
    let node = Drawn("modifier", ["type": String(describing: Modifier.self)], environment: environment)
    node.children = drawView(body, environment)
    return [node]
  }
}

extension View {
  // @doc /documentation/SwiftUI/View/modifier(_:)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
