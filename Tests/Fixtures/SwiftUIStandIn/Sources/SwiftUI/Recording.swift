// The stand-in's recorder: not Apple's API, so every declaration here is SPI (`Recording`),
// which .ci/swiftui-declarations leaves out of the manifest. A test draws a view with
// `Drawing.draw(_:)` and reads what it drew: a tree of `Drawn` nodes, one for each primitive
// view and each modifier, with their arguments, texts, environments and actions.
@_exported import Foundation

/// One thing drawn: a primitive view (`Text`, `Button`, `VStack`) or a modifier (`offset`,
/// `position`), its arguments as text, what it holds, and what it draws inside.
@_spi(Recording) public final class Drawn: @unchecked Sendable {
  public let name: String
  public var arguments: [String: String]
  public var children: [Drawn] = []
  public let environment: EnvironmentValues
  /// A button's action, a tap gesture's action, an `onAppear`'s.
  public var action: (() -> Void)?
  /// A long press's `onPressingChanged`.
  public var pressing: ((Bool) -> Void)?
  /// A drag gesture's callbacks.
  public var dragChanged: ((DragGesture.Value) -> Void)?
  public var dragEnded: ((DragGesture.Value) -> Void)?
  /// A text field's or a toggle's binding.
  public var textBinding: Binding<String>?
  public var boolBinding: Binding<Bool>?
  /// A `task` modifier's action, for a test to run.
  public var task: (@isolated(any) () async -> Void)?
  /// What a canvas filled: one rectangle per fill.
  public var fills: [CGRect] = []

  init(_ name: String, _ arguments: [String: String] = [:], environment: EnvironmentValues) {
    self.name = name
    self.arguments = arguments
    self.environment = environment
  }

  /// The node and every node inside it, depth first.
  public var all: [Drawn] { [self] + children.flatMap(\.all) }

  /// Every node inside it named `name`.
  public func nodes(_ name: String) -> [Drawn] { all.filter { $0.name == name } }

  /// The texts drawn inside it, in order.
  public var texts: [String] { all.compactMap { $0.name == "Text" ? $0.arguments["text"] : nil } }

  /// The accessibility labels given inside it, in order.
  public var labels: [String] {
    all.compactMap { $0.name == "accessibilityLabel" ? $0.arguments["label"] : nil }
  }

  /// The first node inside it with an argument of that value.
  public func first(_ name: String, where key: String, is value: String) -> Drawn? {
    all.first { $0.name == name && $0.arguments[key] == value }
  }

  /// An outline: one line a node, indented by its depth, with its arguments in the order of
  /// their names and what a canvas filled (each rectangle's origin and size).
  public func outline(_ depth: Int = 0) -> String {
    let arguments = self.arguments.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    let fills = self.fills.map { "\(text($0.minX)),\(text($0.minY)) \(text($0.width))x\(text($0.height))" }
    let line =
      String(repeating: "  ", count: depth) + name
      + (arguments.isEmpty ? "" : " (" + arguments.joined(separator: ", ") + ")")
      + (fills.isEmpty ? "" : " fills " + fills.joined(separator: "; "))
    return ([line] + children.map { $0.outline(depth + 1) }).joined(separator: "\n")
  }
}

/// Draws views as the stand-in records them.
@_spi(Recording) @MainActor public enum Drawing {
  /// Draws a view in an environment; the root node is named `root`.
  public static func draw<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> Drawn {
    let root = Drawn("root", environment: environment)
    root.children = drawView(view, environment)
    return root
  }
}

/// A view the stand-in draws itself rather than through its body.
@MainActor protocol PrimitiveDrawable {
  func draw(in environment: EnvironmentValues) -> [Drawn]
}

@MainActor func drawView<V: View>(_ view: V, _ environment: EnvironmentValues) -> [Drawn] {
  if let primitive = view as? any PrimitiveDrawable { return primitive.draw(in: environment) }
  let saved = EnvironmentValues.current
  EnvironmentValues.current = environment
  resolveEnvironment(of: view, environment)
  let body = view.body
  EnvironmentValues.current = saved
  return drawView(body, environment)
}

@MainActor func drawAny(_ view: any View, _ environment: EnvironmentValues) -> [Drawn] {
  drawView(view, environment)
}

/// A view wrapped by a modifier: drawn as a node of the modifier's name around the content.
nonisolated struct RecordedModifier<Content: View>: View, PrimitiveDrawable {
  typealias Body = Never
  let content: Content
  let name: String
  var arguments: [String: String] = [:]
  var environment: ((inout EnvironmentValues) -> Void)? = nil
  var configure: ((Drawn) -> Void)? = nil
  var body: Never { fatalError("a primitive view") }

  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    var inner = environment
    self.environment?(&inner)
    let node = Drawn(name, arguments, environment: inner)
    node.children = drawView(content, inner)
    configure?(node)
    return [node]
  }
}

/// A primitive view drawn as one node with children.
nonisolated struct RecordedView: View, PrimitiveDrawable {
  typealias Body = Never
  let name: String
  var arguments: [String: String] = [:]
  var children: [any View] = []
  var configure: ((Drawn) -> Void)? = nil
  var body: Never { fatalError("a primitive view") }

  @MainActor func draw(in environment: EnvironmentValues) -> [Drawn] {
    let node = Drawn(name, arguments, environment: environment)
    node.children = children.flatMap { drawAny($0, environment) }
    configure?(node)
    return [node]
  }
}

extension View {
  /// The view inside a recorded modifier; `configure` runs on the node once it is drawn.
  nonisolated func recorded(
    _ name: String, _ arguments: [String: String] = [:], configure: ((Drawn) -> Void)? = nil
  ) -> RecordedModifier<Self> {
    RecordedModifier(content: self, name: name, arguments: arguments, environment: nil, configure: configure)
  }

  /// The view inside a recorded modifier that changes the environment of what it holds.
  nonisolated func recorded(
    _ name: String, _ arguments: [String: String] = [:],
    changing environment: @escaping (inout EnvironmentValues) -> Void
  ) -> RecordedModifier<Self> {
    RecordedModifier(
      content: self, name: name, arguments: arguments, environment: environment, configure: nil)
  }
}

/// Draws a view from inside a recorded modifier's `configure`, which runs while drawing.
func drawInside<V: View>(_ view: V, _ environment: EnvironmentValues) -> [Drawn] {
  let parts = Unchecked(value: (view, environment))
  return MainActor.assumeIsolated { drawView(parts.value.0, parts.value.1) }
}

/// A value the recorder hands across isolation while it draws, on the main actor throughout.
struct Unchecked<T>: @unchecked Sendable {
  let value: T
}

func text(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
