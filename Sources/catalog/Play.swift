import CatalogCommands
import PopupTerminalHost

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `catalog play`: draws the popup ten times a second on the real clock and hands it every
/// key, until a key quits; then prints what happened on the normal screen.
func play(_ tool: CatalogCommandLine, _ arguments: [String]) -> Int32 {
  let isTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  let setup = tool.playSetup(
    arguments, isTerminal: isTerminal, standardOutput: { emit($0, to: STDOUT_FILENO) },
    standardError: { emit($0, to: STDERR_FILENO) })
  guard case .play(var player) = setup else {
    if case .finished(let code) = setup { return code }
    return ExitCode.failure
  }
  guard Terminal.enterRawMode() else {
    emit("Error: could not put the terminal in raw mode.\n", to: STDERR_FILENO)
    return ExitCode.failure
  }
  let clock = ContinuousClock()
  let start = clock.now
  var drawn = ""
  playing: while true {
    player.advance(toElapsed: clock.now - start)
    let screen = player.screen
    if screen != drawn {
      Terminal.draw(screen)
      drawn = screen
    }
    for key in PlayKey.keys(in: Terminal.readKeys(waitingUpTo: 50)) {
      player.advance(toElapsed: clock.now - start)
      if !player.handle(key) { break playing }
    }
  }
  Terminal.leaveRawMode()
  let transcript = player.transcript
  emit(
    "catalog play: \(transcript.count) effect\(transcript.count == 1 ? "" : "s")\n"
      + transcript.map { "  \($0)\n" }.joined(), to: STDOUT_FILENO)
  return ExitCode.success
}
