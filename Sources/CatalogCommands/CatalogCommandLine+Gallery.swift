import PopupWebHost

extension CatalogCommandLine {
  static let gallerySpec = CommandSpec(
    name: "gallery", overview: "Write a static HTML gallery of every kind: styles, samples and filmstrips.",
    usage: "gallery --out <dir>",
    options: [
      CommandSpec.Option(
        name: "--out", valueName: "dir",
        help: "The directory to write index.html and a page per kind into (created if missing).")
    ],
    discussion: """
      Every file stands alone (styles and scripts inline, nothing fetched), so the site works
      offline and from a file URL. Each page checks itself when it loads: every card visible,
      nothing wider than its card, every control named, text legible on its card. It writes
      the number of problems into #self-check (data-problems). A directory that holds other
      files than an earlier gallery's is refused, so nothing of yours is overwritten.
      """)

  /// The tag in every gallery page's head, by which a later run knows it may replace them.
  package static let galleryMarker = Gallery.marker

  /// `catalog gallery --out <dir>`
  func gallery(_ arguments: some Sequence<String>) throws(CommandError) -> String {
    let spec = Self.gallerySpec
    guard let parsed = try parse(arguments, spec, positionals: 0...0) else { return help(for: spec) }
    guard let directory = parsed.values["--out"] else {
      throw .usage(
        .missingOption("--out <dir>", help: "the directory to write the site into."), command: spec)
    }
    let count: Int
    do throws(FileSystemError) {
      count = try writeGallery(into: directory) { Gallery(catalog: catalog).files }
    } catch {
      throw .failure(error.description)
    }
    return "Wrote \(count) pages to '\(directory)': open \(Self.path(directory, "index.html")).\n"
  }

  /// Writes a site into `directory` once it is known to take it: the directory is created,
  /// found to hold nothing but an earlier gallery's pages, and writable before `files` is
  /// called, so a path that cannot be written fails at once, naming it, and no work is lost.
  /// Returns how many files it wrote.
  package func writeGallery(
    into directory: String, files: () -> [(name: String, contents: String)]
  ) throws(FileSystemError) -> Int {
    try fileSystem.createDirectory(atPath: directory)
    var foreign: [String] = []
    for name in (try fileSystem.fileNames(inDirectory: directory) ?? []).sorted() where !name.hasPrefix(".") {
      let contents =
        name.hasSuffix(".html") ? try fileSystem.readFile(atPath: Self.path(directory, name)) : nil
      if contents?.contains(Self.galleryMarker) != true { foreign.append(name) }
    }
    guard foreign.isEmpty else {
      let listed = foreign.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
      throw FileSystemError(
        "'\(directory)' holds files the gallery did not write (\(listed)\(foreign.count > 5 ? ", …" : "")); "
          + "choose an empty or new directory, or remove them.")
    }
    try fileSystem.checkWritable(directory: directory)
    let files = files()
    for file in files {
      try fileSystem.writeFile(atPath: Self.path(directory, file.name), contents: file.contents)
    }
    return files.count
  }
}
