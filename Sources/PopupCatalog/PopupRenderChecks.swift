import PopupCore
import PopupTextRendering

/// The text render's rules about a tree, remembered: a tree that passed at a width, boxed or
/// in ASCII, passes again, since the text render is a function of the tree, the width and the
/// style alone. A walk or a fuzz run meets the same drawing in many states (states that differ
/// in time, a hold or a setting the drawing does not show), and hashing a tree costs a small
/// part of laying it out.
///
/// Holds at most ``capacity`` passed checks and starts again when full, so a long walk's
/// memory stays bounded; a check is never skipped unless the very same tree passed it.
@usableFromInline
package struct PopupRenderChecks {
  /// One check: a tree at a width, boxed or in ASCII, with the tree's hash worked out once
  /// (a tree's texts are hashed through their normalised forms, so a lookup and the insertion
  /// after it share one hash); equal checks compare their hashes before their trees.
  @usableFromInline
  struct Check: Hashable {
    @usableFromInline let tree: RenderNode
    @usableFromInline let width: Int
    @usableFromInline let ascii: Bool
    @usableFromInline let treeHash: Int

    @inlinable init(tree: RenderNode, width: Int, ascii: Bool) {
      self.tree = tree
      self.width = width
      self.ascii = ascii
      self.treeHash = tree.hashValue
    }

    @inlinable static func == (lhs: Check, rhs: Check) -> Bool {
      lhs.treeHash == rhs.treeHash && lhs.width == rhs.width && lhs.ascii == rhs.ascii && lhs.tree == rhs.tree
    }

    @inlinable func hash(into hasher: inout Hasher) {
      hasher.combine(treeHash)
      hasher.combine(width)
      hasher.combine(ascii)
    }
  }

  /// The passed checks kept at most before the memory starts again.
  @usableFromInline static let capacity = 4096

  @usableFromInline var passed: Set<Check> = []

  @inlinable package init() {}

  /// How many passed checks are remembered now.
  package var rememberedCount: Int { passed.count }

  /// The first broken render rule of a tree at each width, boxed or in ASCII (see
  /// ``problem(of:width:ascii:)``), skipping the widths at which the same tree passed before.
  @inlinable package mutating func problem(of tree: RenderNode, widths: [Int], ascii: Bool) -> String? {
    for width in widths {
      if let problem = problem(of: tree, width: width, ascii: ascii) { return problem }
    }
    return nil
  }

  /// The first broken render rule of a tree at a width: every line fits the width and every
  /// box line is exactly as wide as the box.
  @inlinable package mutating func problem(of tree: RenderNode, width: Int, ascii: Bool) -> String? {
    let check = Check(tree: tree, width: width, ascii: ascii)
    if passed.contains(check) { return nil }
    if let problem = Self.problem(of: tree, width: width, ascii: ascii) { return problem }
    if passed.count >= Self.capacity { passed.removeAll(keepingCapacity: true) }
    passed.insert(check)
    return nil
  }

  /// The rules checked anew, with nothing remembered.
  @inlinable package static func problem(of tree: RenderNode, width: Int, ascii: Bool) -> String? {
    let renderer = TextRenderer(width: width, ascii: ascii)
    for line in renderer.lines(of: tree) {
      let columns = DisplayWidth.of(line)
      if columns > width { return "a line of \(columns) columns at width \(width): \(line)" }
      if let first = line.first, "╭│╰+|".contains(first), columns != width {
        return "a box line of \(columns) columns at width \(width): \(line)"
      }
    }
    return nil
  }
}
