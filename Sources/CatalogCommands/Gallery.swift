import PopupCatalog
import PopupCore
import PopupPresentation

/// One picture of a filmstrip: the popup after a step of its sample's script (or after
/// appearing), with what that step did.
struct GalleryFrame {
  /// The step's script line; `nil` for the popup appearing.
  var line: String?
  /// The step's effects, as `catalog run` prints them.
  var effects: [String]
  /// The popup's time after the step: `t=1.5s`.
  var time: String
  /// The render tree after the step.
  var tree: RenderNode
  /// Why the script stopped here, if it did.
  var error: String?
}

extension InspectablePopupKind {
  /// A sample as a filmstrip: the popup presented at t = 0, then after every step of its
  /// script. A step that fails ends the strip with its error.
  static func galleryFrames(of sample: PopupSample<Self>) -> [GalleryFrame] {
    var frames: [GalleryFrame] = []
    let played = play(sample) { moment in
      frames.append(
        GalleryFrame(
          line: moment.step.map { PopupScript.line(for: $0, of: Self.self) },
          effects: moment.effects.map { "\($0)" }, time: "\(moment.session.time(at: moment.now))",
          tree: moment.session.render(at: moment.now)))
    }
    // The step that failed is the one after the last frame's.
    if let error = played.error, sample.script.indices.contains(frames.count - 1) {
      frames.append(
        GalleryFrame(
          line: PopupScript.line(for: sample.script[frames.count - 1], of: Self.self), effects: [],
          time: "\(played.session.time(at: played.now))", tree: played.session.render(at: played.now),
          error: "\(error)"))
    }
    return frames
  }

  /// What the gallery's index and style strip show of a kind: the first frame of its samples
  /// that has a card, else the first that draws anything (a progress toast is hidden during
  /// its grace; the banner stack starts empty).
  static var galleryPreview: RenderNode {
    let frames = samples.lazy.flatMap { galleryFrames(of: $0) }
    let hasCard = { (tree: RenderNode) in
      tree.allNodes.contains { if case .card = $0 { true } else { false } }
    }
    return (frames.first { hasCard($0.tree) } ?? frames.first { !$0.tree.isBlank })?.tree ?? .vstack([])
  }
}

/// The static site `catalog gallery` writes: an index of kinds and a page per kind, every
/// file standing alone (styles and scripts inline, nothing fetched), so it works offline and
/// from a file URL. Each page checks itself when it loads and writes the number of problems
/// it found into `#self-check`'s `data-problems`.
struct Gallery {
  /// The kinds to show.
  var catalog: PopupCatalog

  /// Every file of the site, by name: `index.html`, then `<id>.html` per kind.
  var files: [(name: String, contents: String)] {
    [("index.html", indexPage)] + catalog.kinds.map { ("\($0.descriptor.id).html", page(for: $0)) }
  }

  /// The index: every kind with its summary, its sample count and a preview.
  var indexPage: String {
    var body = """
      <header><h1>popup-catalog gallery</h1>
      <p>\(String.popupCount(catalog.kinds.count, "popup kind")), each drawn from its render tree. \
      Choose a kind to see its card styles, light and dark, and every sample as a filmstrip.</p>
      \(Self.selfCheckOutput)</header>
      <main><ul class="kinds">
      """
    for kind in catalog.kinds {
      let descriptor = kind.descriptor
      body += """
        <li class="kind" data-where="\(descriptor.id)"><a href="\(descriptor.id).html">\
        <span class="kind-name">\(descriptor.name.htmlEscaped)</span> <code>\(descriptor.id.htmlEscaped)</code></a>
        <p>\(descriptor.summary.htmlEscaped) · \(String.popupCount(PopupCatalog.sampleNames(of: kind).count, "sample"))</p>
        <div class="stage">\(kind.galleryPreview.html(origin: .scriptOrigin))</div></li>
        """
    }
    body += "</ul></main>"
    return Self.document(title: "popup-catalog gallery", body: body)
  }

  /// A kind's page: its card styles in light and dark, then each sample's filmstrip.
  func page(for kind: any InspectablePopupKind.Type) -> String {
    page(of: kind)
  }

  private func page<Kind: InspectablePopupKind>(of kind: Kind.Type) -> String {
    let descriptor = Kind.descriptor
    var body = """
      <header><nav><a href="index.html">All kinds</a></nav>
      <h1>\(descriptor.name.htmlEscaped) <code>\(descriptor.id.htmlEscaped)</code></h1>
      <p>\(descriptor.summary.htmlEscaped)</p>
      \(Self.selfCheckOutput)</header><main>
      <section class="styles"><h2>Card styles</h2>
      """
    let preview = Kind.galleryPreview
    for theme in ["light", "dark"] {
      body +=
        "<div class=\"theme \(theme)\"><h3>\(theme == "light" ? "Light" : "Dark")</h3><ul class=\"grid\">"
      for style in PopupStyle.allCases {
        body += """
          <li class="stage" data-where="\(theme) \(style.rawValue)"><p class="caption-label">\(style.rawValue)</p>\
          \(preview.restyled(style).html(origin: .scriptOrigin))</li>
          """
      }
      body += "</ul></div>"
    }
    body += """
      </section><section class="variants"><h2>Pseudo-localised and right to left</h2>
      <p>Accented, bracketed text about 40 % longer shows truncation and fixed widths; the \
      right-to-left layout mirrors rows, alignment and bars while text keeps its logical order.</p>
      <ul class="grid"><li class="stage" data-where="pseudo"><p class="caption-label">pseudo-localised</p>\
      \(preview.pseudoLocalized().html(origin: .scriptOrigin))</li>\
      <li class="stage" dir="rtl" data-where="right to left"><p class="caption-label">right to left</p>\
      \(preview.html(origin: .scriptOrigin))</li></ul></section>
      """
    for sample in Kind.samples {
      body += """
        <section class="sample" id="sample-\(sample.name.htmlEscaped)"><h2>\(sample.name.htmlEscaped)</h2>
        <p>\(sample.summary.htmlEscaped)</p>
        <p>script: <code>\((Kind.scriptText(of: sample) ?? "(none)").htmlEscaped)</code></p>
        <ol class="filmstrip">
        """
      for (index, frame) in Kind.galleryFrames(of: sample).enumerated() {
        let step = frame.line.map { "&gt; \($0.htmlEscaped)" } ?? "appears"
        body += """
          <li class="frame" data-where="\(sample.name.htmlEscaped), frame \(index)"><figure>\
          <figcaption><code>\(step)</code> <span class="time">\(frame.time.htmlEscaped)</span>
          """
        if !frame.effects.isEmpty {
          body +=
            "<ul class=\"effects\">" + frame.effects.map { "<li>\($0.htmlEscaped)</li>" }.joined() + "</ul>"
        }
        if let error = frame.error { body += "<p class=\"script-error\">\(error.htmlEscaped)</p>" }
        let drawing =
          frame.tree.isBlank
          ? "<p class=\"nothing\">(nothing shown)</p>" : frame.tree.html(origin: .scriptOrigin)
        body += "</figcaption><div class=\"stage\">\(drawing)</div></figure></li>"
      }
      body += "</ol></section>"
    }
    body += "</main>"
    return Self.document(title: "\(descriptor.name) · popup-catalog gallery", body: body)
  }

  /// Where a page writes what its self-check found.
  static let selfCheckOutput = """
    <p class="self-check">Self-check: <output id="self-check" data-problems="unchecked">not run</output></p>\
    <ol id="self-check-problems"></ol>
    """

  /// A whole page: the error catcher first, so nothing that fails goes unseen, then the
  /// styles, the body, and the self-check last, once everything is laid out.
  static func document(title: String, body: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    \(CatalogCommandLine.galleryMarker)
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(title.htmlEscaped)</title>
    <script>\(errorCatcherScript)</script>
    <style>\(styleSheet)</style>
    </head>
    <body>
    \(body)
    <script>\(selfCheckScript)</script>
    </body>
    </html>

    """
  }
}
