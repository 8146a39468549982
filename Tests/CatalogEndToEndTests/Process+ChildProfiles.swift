import Foundation

extension Process {
  /// Where the `catalog` processes the tests start write their coverage profiles, when the
  /// tests run with `--enable-code-coverage`: a folder of their own, outside the one
  /// `swift test` merges, so a child killed mid-write (the ledger crash tests kill them on
  /// purpose) leaves a broken profile there instead of failing the merge.
  /// `Scripts/coverage.sh` merges the intact ones.
  static let childProfiles = FileManager.default.temporaryDirectory.appendingPathComponent(
    "popup-catalog-child-profiles")

  /// Gives the process the test's environment, with its coverage profile (if any) sent to
  /// ``childProfiles``.
  func writesProfilesApart() {
    var environment = ProcessInfo.processInfo.environment
    if environment["LLVM_PROFILE_FILE"] != nil {
      environment["LLVM_PROFILE_FILE"] =
        Self.childProfiles.appendingPathComponent("catalog-%p-%m.profraw").path
    }
    self.environment = environment
  }
}
