import PopupCore

/// Where a `run` or `center` script comes from.
enum EventSource {
  /// `--events '<e>; <e>'`, whole.
  case script(String)
  /// Standard input, read a line at a time.
  case input(() -> String?)

  /// Reads each script line once with `parse`, and runs each step with `body` in order, with
  /// the number of the input line it came from (`nil` for `--events`).
  ///
  /// A script given whole is parsed whole before anything runs, so a typo prints nothing but
  /// the error; standard input is parsed and run a line at a time as it is read, so a piped
  /// script streams, and an error names its line. `ready` runs once the whole script has been
  /// read (at once for standard input), before the first step: where a trace writes its header.
  func forEachStep<Step>(
    spec: CommandSpec, parse: (PopupScriptLine) throws(PopupScriptError) -> Step, ready: () -> Void = {},
    run body: (PopupScriptLine, Step, Int?) throws(CommandError) -> Void
  ) throws(CommandError) {
    switch self {
    case .script(let script):
      var steps: [(PopupScriptLine, Step)] = []
      do throws(PopupScriptError) {
        for line in try PopupScript.lines(of: script) { steps.append((line, try parse(line))) }
      } catch {
        throw .usage(.script(error), command: spec)
      }
      ready()
      for (line, step) in steps { try body(line, step, nil) }
    case .input(let read):
      ready()
      var number = 0
      while let text = read() {
        number += 1
        let lines: [PopupScriptLine]
        do throws(PopupScriptError) {
          lines = try PopupScript.lines(of: text)
        } catch {
          throw .usage(.onLine(number, error: .script(error)), command: spec)
        }
        for line in lines {
          let step: Step
          do throws(PopupScriptError) {
            step = try parse(line)
          } catch {
            throw .usage(.onLine(number, error: .script(error)), command: spec)
          }
          try body(line, step, number)
        }
      }
    }
  }
}
