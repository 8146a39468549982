import PopupCatalog
import PopupCore
import PopupPresentation
import PopupSupport
import PopupTextRendering

/// One picture of a filmstrip: the popup's frame after a step of its sample's script (or
/// after appearing), with what that step did.
struct GalleryFrame {
  /// The step's script line; `nil` for the popup appearing.
  var line: String?
  /// The step's effects, as `catalog run` prints them.
  var effects: [String]
  /// The popup's time after the step: `t=1.5s`.
  var time: String
  /// The frame after the step, at rest.
  var frame: PopupFrame
  /// The host instant after the step.
  var instant: PopupInstant
  /// Why the script stopped here, if it did.
  var error: String?
}

extension InspectablePopupKind {
  /// A sample as a filmstrip: the popup presented at t = 0, then after every step of its
  /// script, each frame at rest (``PopupFrame/settled``) on `screen` (the sample's own when
  /// `nil`), presented with `overrides` over the kind's presentation and its content changed
  /// by `transform` before it is measured (pseudo-localised). A step that fails ends the strip
  /// with its error.
  static func galleryFrames(
    of sample: PopupSample<Self>, screen: PopupScreen? = nil,
    overrides: PopupPresentationOverrides = PopupPresentationOverrides(),
    transform: (RenderNode) -> RenderNode = { $0 }
  ) -> [GalleryFrame] {
    var frames: [GalleryFrame] = []
    func frame(_ session: PopupSession<Self>, _ now: PopupInstant) -> PopupFrame {
      session.frame(at: now, contentSize: nil, transformingContent: transform).settled
    }
    let played = play(
      sample, screen: screen, behavior: overrides.applied(to: defaultBehavior),
      options: overrides.applied(to: sample.options ?? defaultPresentation)
    ) { moment in
      frames.append(
        GalleryFrame(
          line: moment.step.map { PopupScript.line(for: $0, of: Self.self) },
          effects: moment.effects.map { "\($0)" }, time: "\(moment.session.time(at: moment.now))",
          frame: frame(moment.session, moment.now), instant: moment.now))
    }
    // The step that failed is the one after the last frame's.
    if let error = played.error, sample.script.indices.contains(frames.count - 1) {
      frames.append(
        GalleryFrame(
          line: PopupScript.line(for: sample.script[frames.count - 1], of: Self.self), effects: [],
          time: "\(played.session.time(at: played.now))", frame: frame(played.session, played.now),
          instant: played.now, error: "\(error)"))
    }
    return frames
  }

  /// What the gallery's index and style strip show of a kind: the first frame of its samples
  /// whose content has a card, else the first that draws anything (a progress toast is hidden
  /// during its grace; the banner stack starts empty); with `overrides` and `transform` as in
  /// ``galleryFrames(of:screen:overrides:transform:)``.
  static func galleryPreview(
    screen: PopupScreen? = nil, overrides: PopupPresentationOverrides = PopupPresentationOverrides(),
    transform: @escaping (RenderNode) -> RenderNode = { $0 }
  ) -> GalleryFrame? {
    let frames = samples.lazy.flatMap {
      galleryFrames(of: $0, screen: screen, overrides: overrides, transform: transform)
    }
    return frames.first { $0.frame.content.cardStyle != nil } ?? frames.first { !$0.frame.content.isBlank }
  }
}

/// The static site `catalog gallery` writes: an index of kinds and a page per kind, every
/// file standing alone (styles and scripts inline, nothing fetched), so it works offline and
/// from a file URL.
///
/// The gallery is the reference host of the frame contract: each page embeds frames as JSON
/// (`catalog show --json`'s shape) and its own script (`GalleryAssets/host.js`) draws every
/// popup on a device screen from them alone, then checks what it drew against the frames.
/// Swift writes the page around them, never a popup's markup. Each page then checks itself
/// (names, contrast, overflow) and writes the number of problems into `#self-check`'s
/// `data-problems`.
package struct Gallery {
  /// The kinds to show.
  var catalog: PopupCatalog

  /// A gallery of `catalog`'s kinds.
  package init(catalog: PopupCatalog) {
    self.catalog = catalog
  }

  /// The tag in every page's head, by which a later run knows it may replace them.
  package static let marker = "<meta name=\"generator\" content=\"popup-catalog gallery\">"

  /// The screens every sample is drawn on besides its own.
  static let screens: [PopupScreen] = [.phone, .tablet]

  /// Every file of the site, by name: `index.html`, then `<id>.html` per kind.
  package var files: [(name: String, contents: String)] {
    [("index.html", indexPage)] + catalog.kinds.map { ("\($0.descriptor.id).html", page(for: $0)) }
  }

  /// The index: every kind with its summary, its sample count and a preview.
  var indexPage: String {
    var body = """
      <header><h1>popup-catalog gallery</h1>
      <p>\(String.popupCount(catalog.kinds.count, "popup kind")), each drawn on a device from its frame. \
      Choose a kind to see its card styles, light and dark, and every sample as a filmstrip on a phone \
      and a tablet.</p>
      \(Self.selfCheckOutput)</header>
      <main><ul class="kinds">
      """
    for kind in catalog.kinds {
      let descriptor = kind.descriptor
      let preview = Self.previewEntries(of: kind)
      body += """
        <li class="kind" data-where="\(descriptor.id)"><h2 class="kind-name"><a href="\(descriptor.id).html">\
        \(descriptor.name.htmlEscaped) <code>\(descriptor.id.htmlEscaped)</code></a></h2>
        <p>\(descriptor.summary.htmlEscaped) · \(String.popupCount(PopupCatalog.sampleNames(of: kind).count, "sample"))</p>
        \(Self.devices(preview, id: "preview-\(descriptor.id)"))</li>
        """
    }
    body += "</ul></main>"
    return Self.document(title: "popup-catalog gallery", body: body)
  }

  /// A kind's page: its prototype (``GalleryPrototype``), its card styles in light and dark,
  /// then each sample's filmstrip.
  func page(for kind: any InspectablePopupKind.Type) -> String {
    page(of: kind)
  }

  private func page<Kind: InspectablePopupKind>(of kind: Kind.Type) -> String {
    let descriptor = Kind.descriptor
    let id = descriptor.id
    var body = """
      <header><nav><a href="index.html">All kinds</a></nav>
      <h1>\(descriptor.name.htmlEscaped) <code>\(id.htmlEscaped)</code></h1>
      <p>\(descriptor.summary.htmlEscaped)</p>
      \(Self.selfCheckOutput)</header><main>
      \(GalleryPrototype.section(of: Kind.self))
      <section class="styles"><h2>Card styles</h2>
      """
    if let preview = Kind.galleryPreview() {
      // Each style as an app presents it: the style option, a tint for the tinted card.
      let styled = PopupStyle.allCases.compactMap { style in
        Kind.galleryPreview(overrides: PopupPresentationOverrides(style: style, tint: "#0A84FF")).map {
          (style, $0)
        }
      }
      for theme in ["light", "dark"] {
        let entries = styled.map { style, moment in
          Self.entry(kind: id, "\(theme) \(style.rawValue)", moment.frame, at: moment.instant)
        }
        body += """
          <div class="theme \(theme)"><h3>\(theme == "light" ? "Light" : "Dark")</h3>\
          \(Self.devices(entries, id: "styles-\(theme)"))</div>
          """
      }
      // Measured as a host that drew the pseudo-localised tree would measure it.
      let pseudo = Kind.galleryPreview { $0.pseudoLocalized() } ?? preview
      // Laid out for text drawn as larger text draws it, on a phone.
      var largerText = PopupScreen.phone
      largerText.textScale = PopupAccessibility.largerTextScale
      let larger = Kind.galleryPreview(screen: largerText) ?? preview
      body += """
        </section><section class="variants"><h2>Pseudo-localised, larger text and right to left</h2>
        <p>Accented, bracketed text about 40 % longer shows truncation and fixed widths; larger \
        text grows the popup until it no longer fits, then it shrinks to the screen and scrolls; the \
        right-to-left layout mirrors rows, alignment and bars while each text reads in its own direction.</p>
        \(Self.devices([Self.entry(kind: id, "pseudo-localised", pseudo.frame, at: pseudo.instant)], id: "pseudo"))
        \(Self.devices([Self.entry(kind: id, "larger text", larger.frame, at: larger.instant)], id: "larger-text"))
        <div dir="rtl">\(Self.devices([Self.entry(kind: id, "right to left", preview.frame, at: preview.instant)], id: "rtl"))</div>
        """
    }
    body += "</section>"
    for sample in Kind.samples {
      let anchor = "sample-\(sample.name)"
      body += """
        <section class="sample" id="\(anchor.htmlEscaped)"><h2>\(sample.name.htmlEscaped)</h2>
        <p>\(sample.summary.htmlEscaped)</p>
        <p>script: <code>\((Kind.scriptText(of: sample) ?? "(none)").htmlEscaped)</code></p>
        """
      let strip = Kind.galleryFrames(of: sample).enumerated().map { index, moment in
        Self.entry(kind: id, "\(sample.name), frame \(index)", moment)
      }
      body += Self.devices(strip, id: "\(anchor)-strip", className: "filmstrip")
      // The sample's last moment on the other screens too: a phone's and a tablet's.
      let own = sample.screen ?? .phone
      let others = Self.screens.filter { $0 != own }.compactMap { screen in
        Kind.galleryFrames(of: sample, screen: screen).last.map {
          Self.entry(kind: id, "\(sample.name) on \(Self.name(of: screen))", $0)
        }
      }
      if !others.isEmpty {
        body += "<h3>On other screens</h3>" + Self.devices(others, id: "\(anchor)-screens")
      }
      body += "</section>"
    }
    body += "</main>"
    return Self.document(title: "\(descriptor.name) · popup-catalog gallery", body: body)
  }

  /// The preview of a kind, as one entry, for the index.
  private static func previewEntries(of kind: any InspectablePopupKind.Type) -> [JSONValue] {
    previewEntries(kind: kind)
  }

  private static func previewEntries<Kind: InspectablePopupKind>(kind: Kind.Type) -> [JSONValue] {
    Kind.galleryPreview().map {
      [entry(kind: Kind.descriptor.id, Kind.descriptor.id, $0.frame, at: $0.instant)]
    } ?? []
  }

  /// `a phone (390 × 844)`, `a tablet (1024 × 768)`.
  static func name(of screen: PopupScreen) -> String {
    let size = "\(screen.size.width.popupShort) × \(screen.size.height.popupShort)"
    return "\(screen.widthClass == .regular ? "a tablet" : "a phone") (\(size))"
  }

  /// One entry of a frames list: where it is, and the frame as JSON.
  static func entry(kind: String, _ place: String, _ frame: PopupFrame, at instant: PopupInstant) -> JSONValue
  {
    .object([
      ("where", .string("\(kind) · \(place)")),
      ("frame", frame.json(kind: kind, at: instant, origin: .scriptOrigin)),
    ])
  }

  /// A filmstrip's entry: the frame with the step that led to it, its time and effects.
  static func entry(kind: String, _ place: String, _ moment: GalleryFrame) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("where", .string("\(kind) · \(place)")),
      ("frame", moment.frame.json(kind: kind, at: moment.instant, origin: .scriptOrigin)),
      ("step", .string(moment.line.map { "> \($0)" } ?? "appears")), ("time", .string(moment.time)),
      ("effects", .array(moment.effects.map(JSONValue.string))),
    ]
    if let error = moment.error { members.append(("error", .string(error))) }
    return .object(members)
  }

  /// A list the page's host draws its entries into, with the entries as JSON beside it.
  static func devices(_ entries: [JSONValue], id: String, className: String = "devices") -> String {
    let json = JSONValue.array(entries).compact().replacingEvery("</", with: "<\\/")
    return """
      <script type="application/json" class="frames" data-target="\(id.htmlEscaped)">\(json)</script>\
      <ol class="\(className)" id="\(id.htmlEscaped)"></ol>
      """
  }

  /// Where a page writes what its self-check found.
  static let selfCheckOutput = """
    <p class="self-check">Self-check: <output id="self-check" data-problems="unchecked">not run</output></p>\
    <ol id="self-check-problems"></ol>
    """

  /// A whole page: the error catcher first, so nothing that fails goes unseen, then the
  /// styles, the body, the host that draws the frames, and the self-check last, once
  /// everything is drawn.
  static func document(title: String, body: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    \(Self.marker)
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(title.htmlEscaped)</title>
    <script>\(asset(PackageResources.error_catcher_js))</script>
    <style>\(asset(PackageResources.gallery_css))</style>
    </head>
    <body>
    \(body)
    <script>\(asset(PackageResources.host_js))</script>
    <script>\(asset(PackageResources.prototype_js))</script>
    <script>\(asset(PackageResources.self_check_js))</script>
    </body>
    </html>

    """
  }

  /// An embedded file's text, inline in a page: every `</` written `<\/` (the same in a
  /// script's strings and a style sheet's, and nothing in a comment), so a `</script>` in the
  /// host's own comments cannot end its element early.
  static func asset(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).replacingEvery("</", with: "<\\/")
  }
}

extension String {
  /// The text with every `target` replaced by `replacement`, left to right.
  func replacingEvery(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty, contains(target) else { return self }
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
