import PopupCatalog
import PopupCore
import PopupLedgerStore
import PopupTerminalHost
import PopupTextRendering

extension CatalogCommandLine {
  static let playSpec = CommandSpec(
    name: "play", overview: "Drive one popup live in the terminal, on the real clock.",
    usage: "play <id> [--sample <name>] [--width <n>] [--ascii] [--strings <file>]",
    arguments: [idArgument], options: [sampleOption, widthOption, asciiOption, stringsOption],
    discussion: """
      Countdowns tick in real time. Tab and the arrow keys move the focus among what can be
      pressed; Return presses it. When a field has the focus, keys type into it and Backspace
      deletes. Escape goes to the popup (an action sheet cancels on it). h holds and releases
      the popup; the kind's own events without arguments have a key each, shown at the
      bottom. q quits when no field has the focus; Ctrl-C always does. The terminal is put
      back as it was on quitting, on Ctrl-C and on a crash. Standard input and output must be
      a terminal.
      """)

  /// What `catalog play` does with its arguments: print something and exit, or play.
  package enum PlaySetup {
    /// Help or an error was printed; exit with this code.
    case finished(Int32)
    /// Play this popup.
    case play(any PopupPlaying)
  }

  /// Parses `catalog play`'s arguments and makes its player, writing help or an error.
  /// `isTerminal` says whether standard input and output are a terminal, which play needs.
  package func playSetup(
    _ arguments: [String], isTerminal: Bool, standardOutput: (String) -> Void,
    standardError: (String) -> Void
  ) -> PlaySetup {
    do throws(CommandError) {
      guard let player = try player(arguments) else {
        standardOutput(help(for: Self.playSpec))
        return .finished(ExitCode.success)
      }
      guard isTerminal else { throw Self.playNeedsATerminal }
      return .play(player)
    } catch {
      return .finished(report(error, standardError: standardError))
    }
  }

  /// `catalog play` through ``run(_:input:)``, which has no terminal: help, or the error
  /// that says one is needed.
  func playWithoutTerminal(_ arguments: some Sequence<String>) throws(CommandError) -> String {
    guard try player(Array(arguments)) != nil else { return help(for: Self.playSpec) }
    throw Self.playNeedsATerminal
  }

  /// Why `catalog play` cannot run without a terminal, and what to use instead.
  static let playNeedsATerminal = CommandError.failure(
    "'catalog play' draws live in a terminal, but standard input or output is not one; "
      + "run it in a terminal, or use 'catalog run' to script a popup.")

  /// The player of the command line's kind and sample, starting now; `nil` for help.
  private func player(_ arguments: [String]) throws(CommandError) -> (any PopupPlaying)? {
    let spec = Self.playSpec
    guard let parsed = try parse(arguments, spec, positionals: 1...1) else { return nil }
    let kind = try kind(parsed.positionals[0], spec)
    return try player(
      of: kind, sample: parsed.values["--sample"], stringsTableText: try stringsTableText(parsed, spec),
      renderer: try renderer(parsed, spec))
  }

  private func player<Kind: InspectablePopupKind>(
    of kind: Kind.Type, sample name: String?, stringsTableText: String?, renderer: TextRenderer
  )
    throws(CommandError) -> any PopupPlaying
  {
    do throws(PopupCatalogError) {
      let sample = try Kind.sample(named: name, stringsTableText: stringsTableText)
      return PopupPlayer(sample: sample, origin: .now, renderer: renderer)
    } catch {
      throw .usage(.catalog(error), command: Self.playSpec)
    }
  }
}
