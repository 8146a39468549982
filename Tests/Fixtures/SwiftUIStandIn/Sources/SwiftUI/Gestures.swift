// Gestures: the drag PopupSwiftUI follows, and how a view takes one.

// @doc /documentation/SwiftUI/Gesture
@MainActor @preconcurrency public protocol Gesture<Value> {
  // @doc /documentation/SwiftUI/Gesture/Value
  associatedtype Value
}

// @doc /documentation/SwiftUI/GestureMask
@frozen public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt8  // witness
  public init(rawValue: UInt8) { self.rawValue = rawValue }  // witness
  // @doc /documentation/SwiftUI/GestureMask/all
  public static let all: GestureMask = GestureMask(rawValue: 3)
}

// @doc /documentation/SwiftUI/CoordinateSpaceProtocol
public protocol CoordinateSpaceProtocol {}

// @doc /documentation/SwiftUI/LocalCoordinateSpace
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  // @doc /documentation/SwiftUI/LocalCoordinateSpace/init()
  public init() {}
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  // @doc /documentation/SwiftUI/CoordinateSpaceProtocol/local
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// A gesture whose drag callbacks the recorder collects.
protocol DragCallbacks {
  var changed: [(DragGesture.Value) -> Void] { get }
  var ended: [(DragGesture.Value) -> Void] { get }
  var recordedDistance: CGFloat { get }
}

// @doc /documentation/SwiftUI/DragGesture
@MainActor @preconcurrency public struct DragGesture: Gesture {
  // @doc /documentation/SwiftUI/DragGesture/minimumDistance
  @MainActor @preconcurrency public var minimumDistance: CGFloat
  nonisolated let distance: CGFloat

  // @doc /documentation/SwiftUI/DragGesture/Value
  public struct Value: Equatable, Sendable {
    // @doc /documentation/SwiftUI/DragGesture/Value/translation
    public var translation: CGSize { translationValue }
    // @doc /documentation/SwiftUI/DragGesture/Value/velocity
    public var velocity: CGSize { velocityValue }
    let translationValue: CGSize
    let velocityValue: CGSize
  }

  // @doc /documentation/SwiftUI/DragGesture/init(minimumDistance:coordinateSpace:)
  @MainActor @preconcurrency public init(
    minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local
  ) {
    self.minimumDistance = minimumDistance
    distance = minimumDistance
  }
}

@_spi(Recording) extension DragGesture.Value {
  /// A drag's value, as a test makes one.
  public init(translation: CGSize, velocity: CGSize) {
    translationValue = translation
    velocityValue = velocity
  }
}

extension DragGesture: DragCallbacks {
  nonisolated var changed: [(DragGesture.Value) -> Void] { [] }
  nonisolated var ended: [(DragGesture.Value) -> Void] { [] }
  nonisolated var recordedDistance: CGFloat { distance }
}

// @doc /documentation/SwiftUI/_ChangedGesture
@frozen public struct _ChangedGesture<Content> where Content: Gesture {
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let action: (Content.Value) -> Void
}

extension _ChangedGesture: Gesture {
  public typealias Value = Content.Value  // witness
}

// @doc /documentation/SwiftUI/_EndedGesture
@frozen public struct _EndedGesture<Content> where Content: Gesture {
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let action: (Content.Value) -> Void
}

extension _EndedGesture: Gesture {
  public typealias Value = Content.Value  // witness
}

extension _ChangedGesture: DragCallbacks where Content: DragCallbacks, Content.Value == DragGesture.Value {
  var changed: [(DragGesture.Value) -> Void] { content.changed + [action] }
  var ended: [(DragGesture.Value) -> Void] { content.ended }
  var recordedDistance: CGFloat { content.recordedDistance }
}

extension _EndedGesture: DragCallbacks where Content: DragCallbacks, Content.Value == DragGesture.Value {
  var changed: [(DragGesture.Value) -> Void] { content.changed }
  var ended: [(DragGesture.Value) -> Void] { content.ended + [action] }
  var recordedDistance: CGFloat { content.recordedDistance }
}

extension Gesture where Self.Value: Equatable {
  // @doc /documentation/SwiftUI/Gesture/onChanged(_:)
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void)
    -> _ChangedGesture<Self>
  {
    _ChangedGesture(content: self, action: action)
  }
}

extension Gesture {
  // @doc /documentation/SwiftUI/Gesture/onEnded(_:)
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<
    Self
  > {
    _EndedGesture(content: self, action: action)
  }
}
