import PopupCatalog
import PopupCore
import PopupDiff
import PopupRegistryGenerator

/// `catalog generate`: the files a kind would otherwise be listed in by hand, written from the
/// kinds themselves (run through `Scripts/generate`, which also writes `.spi.yml`, `Catalog/`
/// and a new module's API record).
///
/// - Every kind module's `popup-kinds.txt`, read off its sources
///   (``PopupKindManifest/init(module:sources:)``): every folder of `Sources` whose Swift files
///   declare a kind.
/// - The README's kinds table, between `<!-- kinds:begin -->` and `<!-- kinds:end -->`, from
///   the descriptors of the kinds the tool links.
extension CatalogCommandLine {
  /// The lines that mark the README's kinds table.
  static let kindsTableMarkers = (begin: "<!-- kinds:begin -->", end: "<!-- kinds:end -->")
  /// What writes every derived file, named in every message that finds one out of date.
  static let generateCommand = "Scripts/generate"

  static let generateSpec = CommandSpec(
    name: "generate",
    overview: "Write (or check) the files derived from the kinds: manifests and the README's kinds table.",
    usage: "generate [--check] [--root <dir>]",
    options: [
      CommandSpec.Option(
        name: "--check",
        help: "Write nothing; exit 1 and print a diff when a derived file is not what would be written."),
      CommandSpec.Option(
        name: "--root", valueName: "dir", help: "The package's folder (default: the current directory)."),
    ],
    discussion: """
      Writes Sources/<module>/popup-kinds.txt for every folder of Sources whose Swift files declare
      a kind (a type conforming to InspectablePopupKind, with its descriptor's literal id), and the
      README's kinds table between '<!-- kinds:begin -->' and '<!-- kinds:end -->' from the kinds
      this tool links. A manifest written anew links its kind only once the tool is built again:
      Scripts/generate builds and runs this twice, and writes .spi.yml, Catalog/ and a new
      module's API record too.
      """)

  /// A file `generate` writes: where, and what it should hold.
  struct DerivedFile: Equatable {
    var path: String
    var contents: String
  }

  /// `catalog generate [--check] [--root <dir>]`
  func generate(_ arguments: some Sequence<String>) throws(CommandError) -> String {
    let spec = Self.generateSpec
    guard let parsed = try parse(arguments, spec, positionals: 0...0) else { return help(for: spec) }
    let root = parsed.values["--root"] ?? "."
    let manifests = try manifests(root: root, spec: spec)
    let readme: DerivedFile
    do throws(FileSystemError) {
      readme = try self.readme(root: root)
    } catch {
      throw .failure(error.description)
    }
    let files = manifests + [readme]
    return parsed.flags.contains("--check") ? try checkDerived(files) : try writeDerived(files)
  }

  /// Every kind module's manifest, read off its sources.
  private func manifests(root: String, spec: CommandSpec) throws(CommandError) -> [DerivedFile] {
    let sources = Self.inPackage(root, "Sources")
    let found: [String]?
    do throws(FileSystemError) {
      found = try fileSystem.fileNames(inDirectory: sources)
    } catch {
      throw .failure(error.description)
    }
    guard let modules = found else {
      throw .usage(
        .invalidValue(
          option: "--root", value: root,
          expected: "the package's folder, which holds 'Sources' and 'README.md'"),
        command: spec)
    }
    var files: [DerivedFile] = []
    for module in modules {
      let folder = Self.path(sources, module)
      let names: [String]
      var swiftFiles: [PopupKindManifest.SourceFile] = []
      do throws(FileSystemError) {
        guard let found = try fileSystem.fileNames(inDirectory: folder) else { continue }
        names = found
        for name in names where name.hasSuffix(".swift") {
          let text = try fileSystem.readFile(atPath: Self.path(folder, name)) ?? ""
          swiftFiles.append(.init(name: name, text: text))
        }
      } catch {
        throw .failure(error.description)
      }
      let manifest: PopupKindManifest
      do throws(PopupRegistryError) {
        manifest = try PopupKindManifest(module: module, sources: swiftFiles)
      } catch {
        throw .failure(error.description)
      }
      let path = Self.path(folder, PopupKindManifest.fileName)
      if manifest.kinds.isEmpty {
        guard names.contains(PopupKindManifest.fileName) else { continue }
        throw .failure(
          "'\(path)' declares kinds, but no Swift file in '\(folder)' conforms a type to InspectablePopupKind: "
            + "remove the file, or declare the kind ('extension Thing: InspectablePopupKind' with its descriptor)."
        )
      }
      files.append(DerivedFile(path: path, contents: manifest.text))
    }
    return files
  }

  /// The README with its kinds table written from the linked kinds.
  private func readme(root: String) throws(FileSystemError) -> DerivedFile {
    let path = Self.inPackage(root, "README.md")
    guard let text = try fileSystem.readFile(atPath: path) else {
      throw FileSystemError("Cannot read '\(path)': there is no such file.")
    }
    let markers = Self.kindsTableMarkers
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let begin = lines.firstIndex(of: markers.begin),
      let end = lines[begin...].firstIndex(of: markers.end)
    else {
      throw FileSystemError(
        "'\(path)' has no kinds table to write: put the lines '\(markers.begin)' and '\(markers.end)', in "
          + "that order, where the table goes.")
    }
    lines.replaceSubrange((begin + 1)..<end, with: kindsTable())
    return DerivedFile(path: path, contents: lines.joined(separator: "\n"))
  }

  /// A path in the package's folder: `Sources`, not `./Sources`, in the package itself.
  static func inPackage(_ root: String, _ name: String) -> String {
    root == "." ? name : path(root, name)
  }

  /// The README's kinds table: a row per linked kind, in the catalog's order.
  func kindsTable() -> [String] {
    ["| id | kind | module | summary |", "|---|---|---|---|"]
      + catalog.kinds.map { kind in
        let descriptor = kind.descriptor
        return "| `\(descriptor.id)` | \(descriptor.name) | `\(kind.moduleName)` | \(descriptor.summary) |"
      }
  }

  private func writeDerived(_ files: [DerivedFile]) throws(CommandError) -> String {
    var report = ""
    var manifestsChanged = false
    do throws(FileSystemError) {
      for file in files {
        let old = try fileSystem.readFile(atPath: file.path)
        guard old != file.contents else { continue }
        try fileSystem.writeFile(atPath: file.path, contents: file.contents)
        report += "\(old == nil ? "created" : "updated") \(file.path)\n"
        manifestsChanged = manifestsChanged || file.path.hasSuffix("/" + PopupKindManifest.fileName)
      }
    } catch {
      throw .failure(error.description)
    }
    if manifestsChanged {
      report +=
        "A kind manifest changed: build the tool again and run 'catalog generate' once more for the README "
        + "(\(Self.generateCommand) does both).\n"
    }
    return report + "The derived files are up to date (\(files.count) files).\n"
  }

  private func checkDerived(_ files: [DerivedFile]) throws(CommandError) -> String {
    var problems: [String] = []
    do throws(FileSystemError) {
      for file in files {
        guard let old = try fileSystem.readFile(atPath: file.path) else {
          problems.append("missing \(file.path)")
          continue
        }
        guard old != file.contents else { continue }
        let diff = LineDiff.lines(expected: old, actual: file.contents)
        problems.append(
          "--- \(file.path) (checked in)\n+++ \(file.path) (derived now)\n" + diff.joined(separator: "\n"))
      }
    } catch {
      throw .failure(error.description)
    }
    guard problems.isEmpty else {
      throw .failure(
        "Files derived from the kinds are out of date:\n" + problems.joined(separator: "\n")
          + "\nWrite them with '\(Self.generateCommand)' (or 'swift run catalog generate') and commit them.")
    }
    return "The derived files match the kinds (\(files.count) files).\n"
  }
}
