import Foundation
import PopupCatalog

extension PopupCatalog {
  /// The name of the environment variable that narrows catalog-wide tests to some kinds:
  /// `POPUP_KIND=undo`, or several ids with commas. `Scripts/check-kind <id>` sets it.
  public static let kindUnderTestVariable = "POPUP_KIND"

  /// The ids a catalog-wide test runs over: every id of the catalog, or, when
  /// ``kindUnderTestVariable`` names some, those of them (in the catalog's order), so
  /// `Scripts/check-kind undo` checks the undo toast alone:
  ///
  /// ```swift
  /// @Test(arguments: (try? PopupCatalog.linked.idsUnderTest) ?? [])
  /// func everyKindKeepsTheContract(id: String) throws { ... }
  /// ```
  ///
  /// An id the catalog does not have is kept, so the test that looks it up fails with the
  /// catalog's "unknown kind" error, naming the valid ids, rather than running nothing.
  public var idsUnderTest: [String] {
    ids(underTest: ProcessInfo.processInfo.environment[Self.kindUnderTestVariable])
  }

  /// The ids a catalog-wide test runs over when ``kindUnderTestVariable`` holds `variable`
  /// (`nil` when it is unset): every id for none, else the ids it names, as ``idsUnderTest``
  /// says.
  func ids(underTest variable: String?) -> [String] {
    let chosen = (variable ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    guard !chosen.isEmpty else { return ids }
    return ids.filter(chosen.contains) + chosen.filter { !ids.contains($0) }
  }
}
