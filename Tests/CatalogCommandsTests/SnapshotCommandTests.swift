import CatalogCommands
import PopupTesting
import Testing

@Suite("catalog snapshot", .watchdog)
struct SnapshotCommandTests {
  @Test func writeThenCheckPasses() throws {
    let files = MemoryFileSystem()
    let tool = try makeTool(files)
    let written = tool.run(["snapshot", "--write", "out"])
    #expect(written.exitCode == 0)
    #expect(
      written.standardOutput
        == "created out/index.txt\ncreated out/rating.txt\ncreated out/rating.pseudo.txt\ncreated out/rating.rtl.txt\n"
        + "created out/undo.txt\ncreated out/undo.pseudo.txt\ncreated out/undo.rtl.txt\nWrote 7 files to 'out'.\n"
    )
    #expect(
      tool.run(["snapshot", "--check", "out"])
        == .init(standardOutput: "The snapshot in 'out' matches the catalog (7 files).\n"))
    #expect(tool.run(["snapshot", "--write", "out/"]).standardOutput == "Wrote 7 files to 'out/'.\n")
  }

  @Test func aDifferenceFailsWithADiffAndTheFix() throws {
    let files = MemoryFileSystem()
    let tool = try makeTool(files)
    _ = tool.run(["snapshot", "--write", "out"])
    let edited = try #require(files.files["out/undo.txt"]).replacingFirst(
      "Photo deleted", with: "Photo removed")
    try files.writeFile(atPath: "out/undo.txt", contents: edited)
    let result = tool.run(["snapshot", "--check", "out"])
    #expect(result.exitCode == 1)
    #expect(
      result.standardError.hasPrefix(
        "Error: The snapshot in 'out' differs from the catalog:\n--- out/undo.txt (checked in)\n+++ undo.txt (rendered now)\n"
      ))
    #expect(
      result.standardError.contains(
        "\n- │          Photo removed  ● 5.0s           │\n+ │          Photo deleted  ● 5.0s           │\n"))
    #expect(
      result.standardError.hasSuffix(
        "If the change is intended, regenerate it: swift run catalog snapshot --write out\n"))
  }

  @Test func missingAndUnexpectedFilesFailTheCheck() throws {
    let files = MemoryFileSystem(files: ["out/banners.txt": "old"], directories: ["out"])
    let result = try makeTool(files).run(["snapshot", "--check", "out"])
    #expect(result.exitCode == 1)
    #expect(
      result.standardError.contains(
        "missing out/index.txt\nmissing out/rating.txt\nmissing out/rating.pseudo.txt\nmissing out/rating.rtl.txt\n"
          + "missing out/undo.txt\nmissing out/undo.pseudo.txt\nmissing out/undo.rtl.txt\n"
          + "unexpected out/banners.txt: no kind writes it\n"
      ))
  }

  @Test func writeWarnsAboutStaleFilesAndKeepsThem() throws {
    let files = MemoryFileSystem(files: ["out/banners.txt": "old"], directories: ["out"])
    let result = try makeTool(files).run(["snapshot", "--write", "out"])
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput.contains(
        "warning: out/banners.txt is not written by any kind; remove it if it is stale\n"))
    #expect(files.files["out/banners.txt"] == "old")
  }

  @Test func aFileInTheWayIsAFailureNotACrash() throws {
    let files = MemoryFileSystem(files: ["out": "a file"])
    let result = try makeTool(files).run(["snapshot", "--write", "out"])
    #expect(
      result
        == .init(
          standardError: "Error: Cannot create the directory 'out': a file of that name is in the way.\n",
          exitCode: 1))
  }

  @Test func aDirectoryThatCannotBeWrittenIsAFailureThatWritesNothing() throws {
    let files = MemoryFileSystem(readOnly: ["out"])
    let result = try makeTool(files).run(["snapshot", "--write", "out"])
    #expect(
      result
        == .init(
          standardError: "Error: Cannot write into the directory 'out': Read-only file system.\n", exitCode: 1
        ))
    #expect(files.files.isEmpty)
  }
}

extension String {
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
