/// What a command printed and how it exited.
package struct CommandResult: Hashable, Sendable {
  /// Text for standard output.
  package var standardOutput: String
  /// Text for standard error.
  package var standardError: String
  /// The process exit code: see ``ExitCode``.
  package var exitCode: Int32

  /// Creates a result.
  package init(standardOutput: String = "", standardError: String = "", exitCode: Int32 = ExitCode.success) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.exitCode = exitCode
  }
}

/// The exit codes of the `catalog` tool.
package enum ExitCode {
  /// Everything worked.
  package static let success: Int32 = 0
  /// A check found differences, or a file could not be read or written.
  package static let failure: Int32 = 1
  /// The command line or a script was malformed (BSD's `EX_USAGE`).
  package static let usage: Int32 = 64
}

/// Why a command could not do what it was asked.
enum CommandError: Error {
  /// The command line or script is malformed: exit 64 with the command's usage line.
  case usage(UsageError, command: CommandSpec?)
  /// Something failed at run time: exit 1.
  case failure(String)
}
