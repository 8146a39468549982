extension PopupWallInstant {
  /// Parses an ISO-8601 instant: `2026-03-01T12:00:00Z`, with optional fractional seconds
  /// (`12:00:00.250Z`, to the millisecond), an offset instead of `Z` (`+02:00`, `-0530`), or a
  /// date alone (`2026-03-01`, midnight UTC). Years 0000...9999.
  ///
  /// - Throws: ``PopupWallInstantError`` quoting the text and saying what is wrong.
  public init(iso8601 text: String) throws(PopupWallInstantError) {
    var reader = ISO8601Reader(text: text)
    self = try reader.read()
  }

  /// The instant as ISO-8601 in UTC: `2026-03-01T12:00:00Z`, with milliseconds when it has
  /// any (`2026-03-01T12:00:00.250Z`).
  public var iso8601: String {
    let milliseconds = Self.floorDivide(sinceEpoch.wholeMilliseconds, 1000) * 1000
    let fraction = sinceEpoch.wholeMilliseconds - milliseconds
    let seconds = milliseconds / 1000
    let days = Self.floorDivide(seconds, 86_400)
    let second = seconds - days * 86_400
    let (year, month, day) = Self.civilDate(daysSince1970: days)
    var text = "\(Self.digits(year, 4))-\(Self.digits(month, 2))-\(Self.digits(day, 2))T"
    text +=
      "\(Self.digits(second / 3600, 2)):\(Self.digits(second / 60 % 60, 2)):\(Self.digits(second % 60, 2))"
    if fraction > 0 { text += ".\(Self.digits(fraction, 3))" }
    return text + "Z"
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's `days_from_civil`).
  static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
    let y = month <= 2 ? year - 1 : year
    let era = floorDivide(y, 400)
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date of a day count since 1970-01-01 (`civil_from_days`).
  static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let z = days + 719_468
    let era = floorDivide(z, 146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// Whether a year of the proleptic Gregorian calendar has a 29 February.
  static func isLeapYear(_ year: Int64) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  private static func digits(_ value: Int64, _ count: Int) -> String {
    let text = String(value.magnitude)
    return (value < 0 ? "-" : "") + String(repeating: "0", count: max(count - text.count, 0)) + text
  }
}

extension Duration {
  /// The duration in whole milliseconds, rounded toward negative infinity.
  var wholeMilliseconds: Int64 {
    let (seconds, attoseconds) = components
    let milliseconds = attoseconds / 1_000_000_000_000_000
    let remainder = attoseconds % 1_000_000_000_000_000
    return seconds * 1000 + milliseconds - (remainder < 0 ? 1 : 0)
  }
}

extension PopupWallInstant: CustomStringConvertible {
  /// The instant as ISO-8601 in UTC, as traces print it.
  public var description: String { iso8601 }
}

/// Why a text is not an ISO-8601 instant.
public struct PopupWallInstantError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text as given.
  public var text: String
  /// What is wrong with it, for example `month 13 is not within 1...12`.
  public var problem: String

  /// One sentence that quotes the text, says what is wrong and shows a valid instant.
  public var description: String {
    "Invalid instant '\(text)': \(problem). Write an ISO-8601 instant such as '2026-03-01T12:00:00Z'."
  }
}

/// Reads the ISO-8601 forms ``PopupWallInstant/init(iso8601:)`` accepts, one field at a time.
private struct ISO8601Reader {
  let text: String
  let characters: [Character]
  var index = 0

  init(text: String) {
    self.text = text
    self.characters = Array(text)
  }

  mutating func read() throws(PopupWallInstantError) -> PopupWallInstant {
    let year = try number("a four-digit year", digits: 4)
    try expect("-", after: "the year")
    let month = try number("a two-digit month", digits: 2)
    try expect("-", after: "the month")
    let day = try number("a two-digit day", digits: 2)
    guard (1...12).contains(month) else { throw fail("month \(month) is not within 1...12") }
    let monthLengths: [Int64] = [
      31, PopupWallInstant.isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]
    guard (1...monthLengths[Int(month - 1)]).contains(day) else {
      throw fail("day \(day) is not within month \(month) of \(year)")
    }
    var milliseconds = PopupWallInstant.daysSince1970(year: year, month: month, day: day) * 86_400_000
    guard index < characters.count else { return PopupWallInstant(sinceEpoch: .milliseconds(milliseconds)) }
    guard characters[index] == "T" || characters[index] == "t" else {
      throw fail("expected 'T' and a time after the date")
    }
    index += 1
    let hour = try number("a two-digit hour", digits: 2)
    try expect(":", after: "the hour")
    let minute = try number("two-digit minutes", digits: 2)
    try expect(":", after: "the minutes")
    let second = try number("two-digit seconds", digits: 2)
    guard hour < 24, minute < 60, second < 60 else {
      // Quoted as written: `24:00:00`, not the numbers read from it.
      throw fail("time '\(String(characters[(index - 8)..<index]))' is not within 00:00:00...23:59:59")
    }
    milliseconds += ((hour * 60 + minute) * 60 + second) * 1000
    if index < characters.count, characters[index] == "." || characters[index] == "," {
      index += 1
      var fraction = ""
      while index < characters.count, let digit = characters[index].wholeNumberValue,
        characters[index].isASCII
      {
        fraction.append(String(digit))
        index += 1
      }
      guard !fraction.isEmpty else { throw fail("expected digits after the decimal point") }
      guard fraction.count <= 3 || fraction.dropFirst(3).allSatisfy({ $0 == "0" }) else {
        throw fail("fractional seconds finer than a millisecond are not supported")
      }
      let padded = String((fraction + "000").prefix(3))
      milliseconds += Int64(padded) ?? 0
    }
    milliseconds -= try offsetMinutes() * 60_000
    guard index == characters.count else {
      throw fail("unexpected '\(String(characters[index...]))' after the instant")
    }
    return PopupWallInstant(sinceEpoch: .milliseconds(milliseconds))
  }

  /// `Z`, `+hh:mm`, `-hh:mm`, `+hhmm` or `+hh`, as minutes east of UTC.
  private mutating func offsetMinutes() throws(PopupWallInstantError) -> Int64 {
    guard index < characters.count else {
      throw fail("missing 'Z' or an offset such as '+02:00' after the time")
    }
    let sign = characters[index]
    index += 1
    if sign == "Z" || sign == "z" { return 0 }
    guard sign == "+" || sign == "-" else {
      throw fail("expected 'Z' or an offset such as '+02:00' after the time, not '\(sign)'")
    }
    let hours = try number("a two-digit offset hour", digits: 2)
    var minutes: Int64 = 0
    if index < characters.count {
      if characters[index] == ":" { index += 1 }
      minutes = try number("two-digit offset minutes", digits: 2)
    }
    guard hours < 24, minutes < 60 else { throw fail("offset \(sign)\(hours):\(minutes) is out of range") }
    return (sign == "-" ? -1 : 1) * (hours * 60 + minutes)
  }

  private mutating func number(_ what: String, digits: Int) throws(PopupWallInstantError) -> Int64 {
    var value: Int64 = 0
    for _ in 0..<digits {
      guard index < characters.count, characters[index].isASCII,
        let digit = characters[index].wholeNumberValue
      else { throw fail("expected \(what)") }
      value = value * 10 + Int64(digit)
      index += 1
    }
    return value
  }

  private mutating func expect(_ character: Character, after what: String) throws(PopupWallInstantError) {
    guard index < characters.count, characters[index] == character else {
      throw fail("expected '\(character)' after \(what)")
    }
    index += 1
  }

  private func fail(_ problem: String) -> PopupWallInstantError {
    PopupWallInstantError(text: text, problem: problem)
  }
}
