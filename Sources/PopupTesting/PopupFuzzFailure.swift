import PopupSupport

/// A broken rule the invariant fuzzer found, with the shortest sequence it could find that
/// still breaks a rule, as a script that reproduces it.
public struct PopupFuzzFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind's id, or `center`.
  public var subject: String
  /// The seed of the failing sequence.
  public var seed: UInt64
  /// The rule that broke, after the shrunk sequence.
  public var violation: String
  /// The shrunk steps as script lines.
  public var steps: [String]
  /// A command that replays the shrunk sequence.
  public var reproduction: String

  public var description: String {
    """
    Invariant broken for '\(subject)' (seed \(seed)) after \(String.popupCount(steps.count, "step")): \(violation)
    Reproduce with:
      \(reproduction)
    """
  }

}
