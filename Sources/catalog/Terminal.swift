// The terminal for `catalog play`: raw keys, the alternate screen, and putting everything back
// on quitting, on Ctrl-C and on a crash signal. Only the C library's terminal calls.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's settings before play changed them; read by the signal handlers, which can
/// capture nothing.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var isRaw = false

/// Leaves the alternate screen, shows the cursor and restores the settings. Only
/// async-signal-safe calls, so the signal handlers can use it.
private func restoreTerminal() {
  guard isRaw else { return }
  isRaw = false
  let leave: StaticString = "\u{1B}[?25h\u{1B}[?1049l"
  _ = write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
  _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings)
}

/// Puts the terminal back, then dies of the signal as it would have.
private func restoreAndRaise(_ signalNumber: Int32) {
  restoreTerminal()
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}

enum Terminal {
  /// The signals after which the terminal must not stay raw: Ctrl-C sent by `kill`, hang-up,
  /// termination, and the crashes (a Swift trap is SIGILL or SIGTRAP).
  static let signals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGBUS, SIGSEGV,
  ]

  /// Raw keys without echo, the alternate screen, no cursor; `false` when standard input is
  /// not a terminal.
  static func enterRawMode() -> Bool {
    guard tcgetattr(STDIN_FILENO, &savedSettings) == 0 else { return false }
    var raw = savedSettings
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    for signalNumber in signals { signal(signalNumber) { restoreAndRaise($0) } }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return false }
    isRaw = true
    write("\u{1B}[?1049h\u{1B}[?25l")
    return true
  }

  /// Puts the terminal back as it was.
  static func leaveRawMode() {
    restoreTerminal()
    for signalNumber in signals { signal(signalNumber, SIG_DFL) }
  }

  /// Waits up to `milliseconds` for keys and returns the bytes read (empty on a timeout).
  static func readKeys(waitingUpTo milliseconds: Int32) -> [UInt8] {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
    return count > 0 ? Array(buffer[0..<count]) : []
  }

  /// Draws a screen over the last one: each line cleared to its end, then everything below.
  static func draw(_ screen: String) {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    write("\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J")
  }

  static func write(_ text: String) { emit(text, to: STDOUT_FILENO) }
}
