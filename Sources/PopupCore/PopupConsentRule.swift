/// When a person must be asked for consent (again): the one place this rule lives, so the
/// consent sheet (`ConsentRecord.needsPrompt`) and the consent policy decide alike without the
/// policy importing the sheet.
public enum PopupConsentRule {
  /// Whether to ask: no answer yet, an answer to another revision of the categories, or one
  /// that expired (an answer expires at `expires` itself).
  ///
  /// - Parameters:
  ///   - answered: the revision the saved answer was for and when it expires; `nil` when none
  ///     was saved.
  ///   - revision: the current revision of the categories.
  ///   - now: the wall instant of the decision.
  public static func needsPrompt(
    answered: (revision: Int, expires: PopupWallInstant)?, revision: Int, now: PopupWallInstant
  ) -> Bool {
    guard let answered else { return true }
    return answered.revision != revision || now >= answered.expires
  }
}
