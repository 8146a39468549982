import Dispatch
import PopupCore

extension PopupExplorer {
  /// Compiles the explorer's walk for one kind, so every later exploration of that kind runs
  /// it specialised: about twice as fast as the generic walk a kind opened from a list of
  /// kinds (an `any InspectablePopupKind.Type`) otherwise runs.
  ///
  /// Call it where the kind's type is written out; the `PopupCatalog.linked` that the
  /// PopupRegistry plugin generates calls it for every kind it lists, so the catalog tool,
  /// the audit and the benchmarks explore specialised. Calling it again changes nothing.
  /// Explorations come out the same either way: only their speed differs.
  ///
  /// ```swift
  /// PopupExplorer.specialize(UndoToast.self)
  /// ```
  @inlinable
  public static func specialize<Kind: InspectablePopupKind>(_ kind: Kind.Type) {
    PopupSpecializedWalks.shared.register(
      PopupSpecializedWalk<Kind> { explorer, sample, screen in explorer.walk(sample, screen: screen) })
  }

  /// Walks from a sample: specialised where the caller's kind is known.
  @inlinable
  func walk<Kind: InspectablePopupKind>(_ sample: PopupSample<Kind>, screen: PopupScreen?)
    -> PopupExploration<Kind>
  {
    var walk = PopupExplorationWalk<Kind>(explorer: self, sample: sample, screen: screen)
    walk.run()
    return walk.exploration
  }
}

/// The walk compiled for one kind.
@usableFromInline
struct PopupSpecializedWalk<Kind: InspectablePopupKind>: Sendable {
  @usableFromInline let run:
    @Sendable (PopupExplorer, PopupSample<Kind>, PopupScreen?) -> PopupExploration<Kind>

  @inlinable
  init(_ run: @escaping @Sendable (PopupExplorer, PopupSample<Kind>, PopupScreen?) -> PopupExploration<Kind>)
  {
    self.run = run
  }
}

/// The specialised walks of the process, by kind: filled by ``PopupExplorer/specialize(_:)``,
/// read once a walk. A serial queue guards it, since catalogs are made and kinds explored on
/// many threads at once.
@usableFromInline
final class PopupSpecializedWalks: @unchecked Sendable {
  @usableFromInline static let shared = PopupSpecializedWalks()

  private let queue = DispatchQueue(label: "PopupSpecializedWalks")
  private var walks: [ObjectIdentifier: any Sendable] = [:]

  private init() {}

  /// Keeps a kind's walk, unless one is kept already.
  @usableFromInline
  func register<Kind: InspectablePopupKind>(_ walk: PopupSpecializedWalk<Kind>) {
    queue.sync {
      if walks[ObjectIdentifier(Kind.self)] == nil { walks[ObjectIdentifier(Kind.self)] = walk }
    }
  }

  /// A kind's walk, if one was kept.
  func walk<Kind: InspectablePopupKind>(for kind: Kind.Type) -> PopupSpecializedWalk<Kind>? {
    queue.sync { walks[ObjectIdentifier(kind)] as? PopupSpecializedWalk<Kind> }
  }
}
