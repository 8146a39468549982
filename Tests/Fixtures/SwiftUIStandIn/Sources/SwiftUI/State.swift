// State, bindings, focus and the environment.

// @doc /documentation/SwiftUI/DynamicProperty
public protocol DynamicProperty {}

@usableFromInline final class Box<Value>: @unchecked Sendable {
  var value: Value
  @usableFromInline init(_ value: Value) { self.value = value }
}

// @doc /documentation/SwiftUI/State
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  @usableFromInline let box: Box<Value>
  // @doc /documentation/SwiftUI/State/init(wrappedValue:)
  public init(wrappedValue value: Value) { box = Box(value) }
  // @doc /documentation/SwiftUI/State/wrappedValue
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  // @doc /documentation/SwiftUI/State/projectedValue
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(reading: { box.value }, writing: { box.value = $0 })
  }
}

// @doc /documentation/SwiftUI/Binding
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  @usableFromInline enum Access {
    case direct(get: () -> Value, set: (Value) -> Void)
    case isolated(get: @isolated(any) @Sendable () -> Value, set: @isolated(any) @Sendable (Value) -> Void)
  }
  @usableFromInline let access: Access

  init(reading: @escaping () -> Value, writing: @escaping (Value) -> Void) {
    access = .direct(get: reading, set: writing)
  }

  // @doc /documentation/SwiftUI/Binding/init(get:set:)-7ufcp
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    access = .isolated(get: get, set: set)
  }

  // @doc /documentation/SwiftUI/Binding/init(projectedValue:)
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  // @doc /documentation/SwiftUI/Binding/wrappedValue
  public var wrappedValue: Value {
    get {
      switch access {
      case .direct(let get, _): return get()
      case .isolated: fatalError("the stand-in reads a Binding(get:set:) with `await binding.read()`")
      }
    }
    nonmutating set {
      switch access {
      case .direct(_, let set): set(newValue)
      case .isolated: fatalError("the stand-in writes a Binding(get:set:) with `await binding.write(_:)`")
      }
    }
  }

  // @doc /documentation/SwiftUI/Binding/projectedValue
  public var projectedValue: Binding<Value> { self }

  // @doc /documentation/SwiftUI/Binding/subscript(dynamicMember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let access = access
    return Binding<Subject>(
      reading: {
        guard case .direct(let get, _) = access else { fatalError("not a direct binding") }
        return get()[keyPath: keyPath]
      },
      writing: { subject in
        guard case .direct(let get, let set) = access else { fatalError("not a direct binding") }
        var value = get()
        value[keyPath: keyPath] = subject
        set(value)
      })
  }
}

@_spi(Recording) extension Binding where Value: Sendable {
  /// Reads the binding as a view would.
  public func read() async -> Value {
    switch access {
    case .direct(let get, _): get()
    case .isolated(let get, _): await get()
    }
  }

  /// Writes it as a control would.
  public func write(_ value: Value) async {
    switch access {
    case .direct(_, let set): set(value)
    case .isolated(_, let set): await set(value)
    }
  }
}

// @doc /documentation/SwiftUI/FocusState
@frozen @propertyWrapper public struct FocusState<Value>: DynamicProperty where Value: Hashable {
  @usableFromInline let box: Box<Value>

  // @doc /documentation/SwiftUI/FocusState/Binding
  @frozen @propertyWrapper public struct Binding {
    @usableFromInline let box: Box<Value>
    // @doc /documentation/SwiftUI/FocusState/Binding/wrappedValue
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }
  }

  // @doc /documentation/SwiftUI/FocusState/wrappedValue
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  // @doc /documentation/SwiftUI/FocusState/projectedValue
  public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }

  // @doc /documentation/SwiftUI/FocusState/init()-1hu9k
  public init<T>() where Value == T?, T: Hashable { box = Box(nil) }
}

@_spi(Recording) extension FocusState.Binding {
  /// The value focus has, as a test reads it.
  public var focused: Value { box.value }
}

// @doc /documentation/SwiftUI/EnvironmentValues
public struct EnvironmentValues: CustomStringConvertible {
  nonisolated(unsafe) static var current = EnvironmentValues()

  // @doc /documentation/SwiftUI/EnvironmentValues/init()
  public init() {}

  // @doc /documentation/SwiftUI/EnvironmentValues/description
  public var description: String { "EnvironmentValues" }  // witness

  // @doc /documentation/SwiftUI/EnvironmentValues/colorScheme
  public var colorScheme: ColorScheme {
    get { _colorScheme }
    set { _colorScheme = newValue }
  }
  // @doc /documentation/SwiftUI/EnvironmentValues/layoutDirection
  public var layoutDirection: LayoutDirection {
    get { _layoutDirection }
    set { _layoutDirection = newValue }
  }
  // @doc /documentation/SwiftUI/EnvironmentValues/dynamicTypeSize
  public var dynamicTypeSize: DynamicTypeSize {
    get { _dynamicTypeSize }
    set { _dynamicTypeSize = newValue }
  }
  // @doc /documentation/SwiftUI/EnvironmentValues/horizontalSizeClass
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { _horizontalSizeClass }
    set { _horizontalSizeClass = newValue }
  }
  // @doc /documentation/SwiftUI/EnvironmentValues/accessibilityReduceMotion
  public var accessibilityReduceMotion: Bool { _reduceMotion }
  // @doc /documentation/SwiftUI/EnvironmentValues/accessibilityVoiceOverEnabled
  public var accessibilityVoiceOverEnabled: Bool { _voiceOver }

  // What a test sets: the device's settings and screen.
  @_spi(Recording) public var _colorScheme = ColorScheme.light
  @_spi(Recording) public var _layoutDirection = LayoutDirection.leftToRight
  @_spi(Recording) public var _dynamicTypeSize = DynamicTypeSize.large
  @_spi(Recording) public var _horizontalSizeClass: UserInterfaceSizeClass? = .compact
  @_spi(Recording) public var _reduceMotion = false
  @_spi(Recording) public var _voiceOver = false
  @_spi(Recording) public var _screenSize = CGSize(width: 390, height: 844)
  @_spi(Recording) public var _safeArea = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
  @_spi(Recording) public var _keyboardHeight: CGFloat = 0
  @_spi(Recording) public var _ignoredSafeArea = SafeAreaRegions()
  @_spi(Recording) public var _date = Date(timeIntervalSinceReferenceDate: 0)
}

// @doc /documentation/SwiftUI/Environment
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  @usableFromInline let keyPath: KeyPath<EnvironmentValues, Value>
  @usableFromInline let resolved = Box<EnvironmentValues?>(nil)
  // @doc /documentation/SwiftUI/Environment/init(_:)-8slkf
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  // @doc /documentation/SwiftUI/Environment/wrappedValue
  public var wrappedValue: Value { (resolved.value ?? EnvironmentValues.current)[keyPath: keyPath] }
}

/// A property that takes the environment of the view it is in, as the view is drawn: its
/// value then holds in closures the body hands out (a GeometryReader's, a TimelineView's).
protocol EnvironmentResolving {
  func resolve(_ environment: EnvironmentValues)
}

extension Environment: EnvironmentResolving {
  func resolve(_ environment: EnvironmentValues) { resolved.value = environment }
}

/// Gives every `@Environment` of a view or modifier the environment it is drawn in.
func resolveEnvironment(of value: Any, _ environment: EnvironmentValues) {
  for child in Mirror(reflecting: value).children {
    (child.value as? any EnvironmentResolving)?.resolve(environment)
  }
}
