import PopupCore

/// Where a `run` or `center` script comes from.
enum EventSource {
  /// `--events '<e>; <e>'`, whole.
  case script(String)
  /// Standard input, read a line at a time.
  case input(() -> String?)

  /// Checks every line of a script given whole with `check`, before anything runs; standard
  /// input is checked a line at a time as it is read, in ``forEachLine(_:spec:)``.
  func validate(spec: CommandSpec, _ check: (PopupScriptLine) throws(PopupScriptError) -> Void)
    throws(CommandError)
  {
    guard case .script(let script) = self else { return }
    do throws(PopupScriptError) {
      for line in try PopupScript.lines(of: script) { try check(line) }
    } catch {
      throw .usage(.script(error), command: spec)
    }
  }

  /// Calls `body` with each script line in order, with the number of the input line it came
  /// from (`nil` for `--events`), as soon as the line is read. A line that cannot be split
  /// into tokens throws, naming it.
  func forEachLine(_ body: (PopupScriptLine, Int?) throws(CommandError) -> Void, spec: CommandSpec)
    throws(CommandError)
  {
    switch self {
    case .script(let script):
      let lines: [PopupScriptLine]
      do throws(PopupScriptError) {
        lines = try PopupScript.lines(of: script)
      } catch {
        throw .usage(.script(error), command: spec)
      }
      for line in lines { try body(line, nil) }
    case .input(let read):
      var number = 0
      while let text = read() {
        number += 1
        let lines: [PopupScriptLine]
        do throws(PopupScriptError) {
          lines = try PopupScript.lines(of: text)
        } catch {
          throw .usage(.onLine(number, .script(error)), command: spec)
        }
        for line in lines { try body(line, number) }
      }
    }
  }
}
