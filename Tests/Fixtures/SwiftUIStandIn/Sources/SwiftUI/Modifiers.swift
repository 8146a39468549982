// The modifiers PopupSwiftUI applies. Each is recorded as a node of its name around what it
// modifies, with its arguments as text.

// @doc /documentation/SwiftUI/AccessibilityAttachmentModifier
@frozen nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
  let name: String
  let arguments: [String: String]
  public func body(content: Content) -> some View { content.recorded(name, arguments) }  // witness
}

// @doc /documentation/SwiftUI/PrimitiveButtonStyle
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {}

// @doc /documentation/SwiftUI/PlainButtonStyle
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
  // @doc /documentation/SwiftUI/PlainButtonStyle/init()
  public init() {}
}

// @doc /documentation/SwiftUI/BorderedButtonStyle
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
  // @doc /documentation/SwiftUI/BorderedButtonStyle/init()
  public init() {}
}

// @doc /documentation/SwiftUI/BorderedProminentButtonStyle
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  // @doc /documentation/SwiftUI/BorderedProminentButtonStyle/init()
  public init() {}
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  // @doc /documentation/SwiftUI/PrimitiveButtonStyle/plain
  @MainActor @preconcurrency public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  // @doc /documentation/SwiftUI/PrimitiveButtonStyle/bordered
  nonisolated public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  // @doc /documentation/SwiftUI/PrimitiveButtonStyle/borderedProminent
  nonisolated public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension View {
  // @doc /documentation/SwiftUI/View/font(_:)
  nonisolated public func font(_ font: Font?) -> some View { recorded("font", ["font": font?.name ?? "nil"]) }

  // @doc /documentation/SwiftUI/View/padding(_:_:)
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    recorded("padding", ["edges": "\(edges.rawValue)", "length": length.map { text($0) } ?? "nil"])
  }

  // @doc /documentation/SwiftUI/View/padding(_:)-68shk
  nonisolated public func padding(_ length: CGFloat) -> some View {
    recorded("padding", ["length": text(length)])
  }

  // @doc /documentation/SwiftUI/View/foregroundStyle(_:)
  nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    recorded("foregroundStyle", ["style": "\(style)"])
  }

  // @doc /documentation/SwiftUI/View/background(_:in:fillStyle:)-89n7j
  nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  where S: ShapeStyle, T: Shape {
    recorded("background", ["style": "\(style)", "shape": "\(shape)"])
  }

  // @doc /documentation/SwiftUI/View/background(alignment:content:)
  nonisolated public func background<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V)
    -> some View
  where V: View {
    let background = content()
    return recorded("background", ["alignment": alignment.name]) { node in
      let layer = Drawn("backgroundContent", environment: node.environment)
      layer.children = drawInside(background, node.environment)
      node.children.append(layer)
    }
  }

  // @doc /documentation/SwiftUI/View/overlay(alignment:content:)
  nonisolated public func overlay<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V)
    -> some View
  where V: View {
    let overlay = content()
    return recorded("overlay", ["alignment": alignment.name]) { node in
      let layer = Drawn("overlayContent", environment: node.environment)
      layer.children = drawInside(overlay, node.environment)
      node.children.append(layer)
    }
  }

  // @doc /documentation/SwiftUI/View/mask(alignment:_:)
  nonisolated public func mask<Mask>(alignment: Alignment = .center, @ContentBuilder _ mask: () -> Mask)
    -> some View
  where Mask: View {
    let mask = mask()
    return recorded("mask", ["alignment": alignment.name]) { node in
      let layer = Drawn("maskContent", environment: node.environment)
      layer.children = drawInside(mask, node.environment)
      node.children.append(layer)
    }
  }

  // @doc /documentation/SwiftUI/View/frame(width:height:alignment:)
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    recorded("frame", ["width": width.map { text($0) } ?? "nil", "height": height.map { text($0) } ?? "nil"])
  }

  // @doc /documentation/SwiftUI/View/frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    recorded(
      "frame",
      ["maxWidth": maxWidth.map { text($0) } ?? "nil", "maxHeight": maxHeight.map { text($0) } ?? "nil"])
  }

  // @doc /documentation/SwiftUI/View/fixedSize(horizontal:vertical:)
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    recorded("fixedSize", ["horizontal": "\(horizontal)", "vertical": "\(vertical)"])
  }

  // @doc /documentation/SwiftUI/View/hidden()
  nonisolated public func hidden() -> some View { recorded("hidden") }

  // @doc /documentation/SwiftUI/View/scaledToFit()
  nonisolated public func scaledToFit() -> some View { recorded("scaledToFit") }

  // @doc /documentation/SwiftUI/View/accessibilityLabel(_:)-5f0zj
  nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  >
  where S: StringProtocol {
    modifier(AccessibilityAttachmentModifier(name: "accessibilityLabel", arguments: ["label": String(label)]))
  }

  // @doc /documentation/SwiftUI/View/accessibilityHidden(_:)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    modifier(AccessibilityAttachmentModifier(name: "accessibilityHidden", arguments: ["hidden": "\(hidden)"]))
  }

  // @doc /documentation/SwiftUI/View/accessibilityAddTraits(_:)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    modifier(
      AccessibilityAttachmentModifier(
        name: "accessibilityAddTraits", arguments: ["traits": traits.names.sorted().joined(separator: ",")]))
  }

  // @doc /documentation/SwiftUI/View/accessibilityElement(children:)
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    recorded("accessibilityElement", ["children": children.name])
  }

  // @doc /documentation/SwiftUI/View/disabled(_:)
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    recorded("disabled", ["disabled": "\(disabled)"])
  }

  // @doc /documentation/SwiftUI/View/buttonStyle(_:)-66fbx
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
    recorded("buttonStyle", ["style": "\(S.self)"])
  }

  // @doc /documentation/SwiftUI/View/focused(_:equals:)
  nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  where Value: Hashable {
    let focused = binding.wrappedValue == value
    return recorded("focused", ["equals": "\(value)", "isFocused": "\(focused)"])
  }

  // @doc /documentation/SwiftUI/View/onChange(of:initial:_:)-4psgg
  nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> some View where V: Equatable
  {
    recorded("onChange", ["initial": "\(initial)"]) { _ in
      if initial { action(value, value) }
    }
  }

  // @doc /documentation/SwiftUI/View/onAppear(perform:)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    recorded("onAppear") { _ in action?() }
  }

  // @doc /documentation/SwiftUI/View/onDisappear(perform:)
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    recorded("onDisappear") { node in
      node.action = { action?() }
    }
  }

  // @doc /documentation/SwiftUI/View/onTapGesture(count:perform:)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    recorded("onTapGesture", ["count": "\(count)"]) { node in node.action = { action() } }
  }

  // @doc /documentation/SwiftUI/View/onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    recorded("onLongPressGesture", ["minimumDuration": text(minimumDuration)]) { node in
      node.action = { action() }
      node.pressing = onPressingChanged
    }
  }

  // @doc /documentation/SwiftUI/View/gesture(_:including:)
  nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View
  where T: Gesture {
    recorded("gesture", ["type": "\(T.self)"]) { node in
      if let drag = gesture as? any DragCallbacks {
        let changed = drag.changed
        let ended = drag.ended
        node.arguments["minimumDistance"] = text(drag.recordedDistance)
        node.dragChanged = { value in for action in changed { action(value) } }
        node.dragEnded = { value in for action in ended { action(value) } }
      }
    }
  }

  // @doc /documentation/SwiftUI/View/scaleEffect(_:anchor:)-pmi7
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    recorded("scaleEffect", ["scale": text(s)])
  }

  // @doc /documentation/SwiftUI/View/rotationEffect(_:anchor:)
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    recorded("rotationEffect", ["degrees": text(angle.degrees)])
  }

  // @doc /documentation/SwiftUI/View/blur(radius:opaque:)
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    recorded("blur", ["radius": text(radius)])
  }

  // @doc /documentation/SwiftUI/View/opacity(_:)
  nonisolated public func opacity(_ opacity: Double) -> some View {
    recorded("opacity", ["opacity": text(opacity)])
  }

  // @doc /documentation/SwiftUI/View/position(x:y:)
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    recorded("position", ["x": text(x), "y": text(y)])
  }

  // @doc /documentation/SwiftUI/View/offset(x:y:)
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    recorded("offset", ["x": text(x), "y": text(y)])
  }

  // @doc /documentation/SwiftUI/View/transaction(_:)
  nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    var transaction = Transaction()
    transform(&transaction)
    return recorded("transaction", ["disablesAnimations": "\(transaction.disablesAnimations)"])
  }

  // @doc /documentation/SwiftUI/View/allowsHitTesting(_:)
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
    recorded("allowsHitTesting", ["enabled": "\(enabled)"])
  }

  // @doc /documentation/SwiftUI/View/ignoresSafeArea(_:edges:)
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    recorded(
      "ignoresSafeArea", ["regions": "\(regions.rawValue)"],
      changing: { $0._ignoredSafeArea.formUnion(regions) })
  }

  // @doc /documentation/SwiftUI/View/environment(_:_:)
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    recorded("environment", ["value": "\(value)"], changing: { $0[keyPath: keyPath] = value })
  }

  // @doc /documentation/SwiftUI/View/task(name:priority:file:line:_:)
  nonisolated public func task(
    name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
    _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    let task = Unchecked(value: action)
    return recorded("task", ["name": name ?? "nil"]) { node in node.task = task.value }
  }

  // @doc /documentation/SwiftUI/View/sensoryFeedback(trigger:_:)
  nonisolated public func sensoryFeedback<T>(
    trigger: T, _ feedback: @escaping () -> SensoryFeedback?
  ) -> some View where T: Equatable {
    recorded("sensoryFeedback", ["feedback": feedback().map { "\($0)" } ?? "nil"])
  }
}

extension AccessibilityChildBehavior {
  // @doc /documentation/SwiftUI/AccessibilityChildBehavior/ignore
  public static let ignore: AccessibilityChildBehavior = AccessibilityChildBehavior(name: "ignore")
}
