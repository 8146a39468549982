import PopupCore
import PopupPresentation
import PopupTextRendering

/// A file of the catalog's text snapshot: a name and its contents.
public struct PopupSnapshotFile: Hashable, Sendable {
  /// The file's name inside the snapshot folder, such as `rating.txt`.
  public var name: String
  /// The file's text, ending with a newline.
  public var contents: String
}

/// A sample played and drawn as text.
public struct RenderedSample: Hashable, Sendable {
  /// The sample's name.
  public var name: String
  /// One line on what it shows.
  public var summary: String
  /// Its script as `catalog run` takes it, or `nil` when it has none.
  public var script: String?
  /// The popup drawn by a text renderer.
  public var lines: [String]
  /// The popup as a render tree, actions and all.
  public var tree: RenderNode
  /// The wall instant the sample started at: actions write instants as offsets from it.
  public var origin: PopupWallInstant
  /// Everything a host draws of it after its script, on its screen, at rest (`settled`: an
  /// entrance under way is drawn as over).
  public var frame: PopupFrame
  /// The host instant its script ended at.
  public var instant: PopupInstant

  /// The sample under a header of its name, summary and script, as `catalog show` prints it,
  /// with what its frame says beside the drawing (placement, scrim, countdown, hold).
  public var text: String {
    (["## \(name)", summary, "script: \(script ?? "(none)")"] + lines + frame.summaryLines).joined(
      separator: "\n")
  }
}

extension PopupCatalog {
  /// The name of the index file of a snapshot.
  public static let indexFileName = "index.txt"

  /// Every sample of every kind rendered as text: an index, then per kind, in the catalog's
  /// order, a file as drawn (`rating.txt`), one pseudo-localised (`rating.pseudo.txt`) and one
  /// right to left (`rating.rtl.txt`). The same catalog and renderer always give the same bytes.
  public func snapshot(renderer: TextRenderer = TextRenderer()) -> [PopupSnapshotFile] {
    let mirrored = TextRenderer(
      width: renderer.width, ascii: renderer.isASCII, rightToLeft: !renderer.isRightToLeft)
    return [PopupSnapshotFile(name: Self.indexFileName, contents: index())]
      + kinds.flatMap { kind in
        let id = kind.descriptor.id
        return [
          PopupSnapshotFile(name: "\(id).txt", contents: Self.page(of: kind, renderer: renderer)),
          PopupSnapshotFile(
            name: "\(id).pseudo.txt", contents: Self.page(of: kind, renderer: renderer, pseudoLocalized: true)
          ),
          PopupSnapshotFile(name: "\(id).rtl.txt", contents: Self.page(of: kind, renderer: mirrored)),
        ]
      }
  }

  /// The index: one line per kind with its id, name, category, sample count and summary,
  /// then each kind's sample names.
  public func index() -> String {
    var rows = [["id", "name", "category", "samples", "summary"]]
    rows += kinds.map {
      let descriptor = $0.descriptor
      return [
        descriptor.id, descriptor.name, descriptor.category.rawValue, String(Self.sampleNames(of: $0).count),
        descriptor.summary,
      ]
    }
    let samples = kinds.map { "  \($0.descriptor.id): " + Self.sampleNames(of: $0).joined(separator: ", ") }
    return Self.table(rows).joined(separator: "\n")
      + "\n\nsamples (the first is where 'catalog run' starts):\n"
      + samples.joined(separator: "\n") + "\n"
  }

  /// Every sample of a kind rendered, under a header that describes the kind; pseudo-localised
  /// (see `PopupPseudoLocalization`) when `pseudoLocalized`.
  public static func page(
    of kind: any InspectablePopupKind.Type, renderer: TextRenderer, pseudoLocalized: Bool = false
  ) -> String {
    page(
      of: kind,
      samples: sampleNames(of: kind).compactMap {
        try? renderedSample(named: $0, of: kind, renderer: renderer, pseudoLocalized: pseudoLocalized)
      })
  }

  /// Samples already rendered, under the header that describes their kind.
  public static func page(of kind: any InspectablePopupKind.Type, samples: [RenderedSample]) -> String {
    let descriptor = kind.descriptor
    var text = "# \(descriptor.id): \(descriptor.name)\n\(descriptor.summary)\n"
    text += "module \(kind.moduleName), category \(descriptor.category.rawValue)\n"
    for sample in samples { text += "\n" + sample.text + "\n" }
    return text
  }

  /// One sample rendered under a header with its name, summary and script.
  ///
  /// - Throws: ``PopupCatalogError/unknownSample(_:kind:suggestions:valid:)``.
  public static func renderSample(
    named name: String, of kind: any InspectablePopupKind.Type, renderer: TextRenderer
  )
    throws(PopupCatalogError) -> String
  {
    try renderedSample(named: name, of: kind, renderer: renderer).text
  }

  /// One sample played and rendered, with its name, summary and script; its tree
  /// pseudo-localised when `pseudoLocalized`, its kind's texts from a strings table's text
  /// when `stringsTableText` is given (see `InspectablePopupKind.localized(_:tableText:)`).
  ///
  /// - Throws: ``PopupCatalogError/unknownSample(_:kind:suggestions:valid:)``, and for a table
  ///   ``PopupCatalogError/noStrings(kind:)`` or ``PopupCatalogError/strings(_:kind:)``.
  /// The sample is shown on `screen` (its own, or the phone, when `nil`) with `overrides`
  /// over its kind's presentation.
  public static func renderedSample(
    named name: String, of kind: any InspectablePopupKind.Type, renderer: TextRenderer,
    pseudoLocalized: Bool = false, stringsTableText: String? = nil, screen: PopupScreen? = nil,
    overrides: PopupPresentationOverrides = PopupPresentationOverrides()
  )
    throws(PopupCatalogError) -> RenderedSample
  {
    try renderedSample(
      named: name, kind: kind, renderer: renderer, pseudoLocalized: pseudoLocalized,
      stringsTableText: stringsTableText, screen: screen, overrides: overrides)
  }

  /// The names of a kind's samples, in order.
  public static func sampleNames(of kind: any InspectablePopupKind.Type) -> [String] {
    sampleNames(kind: kind)
  }

  private static func sampleNames<Kind: InspectablePopupKind>(kind: Kind.Type) -> [String] {
    Kind.samples.map(\.name)
  }

  private static func renderedSample<Kind: InspectablePopupKind>(
    named name: String, kind: Kind.Type, renderer: TextRenderer, pseudoLocalized: Bool,
    stringsTableText: String?, screen: PopupScreen?, overrides: PopupPresentationOverrides
  ) throws(PopupCatalogError) -> RenderedSample {
    let sample = try Kind.sample(named: name, stringsTableText: stringsTableText)
    let played = Kind.play(
      sample, screen: screen, behavior: overrides.applied(to: Kind.defaultBehavior),
      options: overrides.applied(to: sample.options ?? Kind.defaultPresentation))
    // At rest: a sample is a state to look at, not an instant of its entrance.
    // Pseudo-localised before it is measured and placed, as a host drawing that variant
    // would, with the focus named as the drawn tree names it.
    let frame = played.session.frame(at: played.now, contentSize: nil) {
      pseudoLocalized ? $0.pseudoLocalized() : $0
    }.settled
    let drawn = played.session.render(at: played.now)
    let tree = pseudoLocalized ? drawn.pseudoLocalized() : drawn
    return RenderedSample(
      name: name, summary: played.sample.summary, script: Kind.scriptText(of: played.sample),
      lines: renderer.lines(of: frame.content), tree: tree, origin: played.session.scriptOrigin, frame: frame,
      instant: played.now)
  }

  /// Rows as left-aligned columns separated by two spaces; the last column is not padded.
  static func table(_ rows: [[String]]) -> [String] {
    guard let columns = rows.map(\.count).max() else { return [] }
    let widths = (0..<columns).map { column in
      rows.map { column < $0.count ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0
    }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1
          ? cell : cell + String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
      }.joined(separator: "  ")
    }
  }
}
