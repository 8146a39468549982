import PopupTesting
import Testing

@testable import PopupCore

@Suite("Wall-clock instants", .watchdog)
struct PopupWallInstantTests {
  @Test(arguments: [
    ("1970-01-01T00:00:00Z", Int64(0), "1970-01-01T00:00:00Z"),
    ("2026-01-01T00:00:00Z", 1_767_225_600, "2026-01-01T00:00:00Z"),
    ("2026-03-01T12:00:00Z", 1_772_366_400, "2026-03-01T12:00:00Z"),
    ("2024-02-29T23:59:59Z", 1_709_251_199, "2024-02-29T23:59:59Z"),
    ("2000-02-29T00:00:00Z", 951_782_400, "2000-02-29T00:00:00Z"),
    ("1969-12-31T23:59:59Z", -1, "1969-12-31T23:59:59Z"),
    ("1900-03-01T00:00:00Z", -2_203_891_200, "1900-03-01T00:00:00Z"),
    ("2026-03-01T14:00:00+02:00", 1_772_366_400, "2026-03-01T12:00:00Z"),
    ("2026-03-01T06:30:00-0530", 1_772_366_400, "2026-03-01T12:00:00Z"),
    ("2026-03-01t12:00:00z", 1_772_366_400, "2026-03-01T12:00:00Z"),
    ("2026-03-01", 1_772_323_200, "2026-03-01T00:00:00Z"),
    ("9999-12-31T23:59:59Z", 253_402_300_799, "9999-12-31T23:59:59Z"),
  ])
  func parsesAndPrintsISO8601(text: String, seconds: Int64, printed: String) throws {
    let instant = try PopupWallInstant(iso8601: text)
    #expect(instant.secondsSince1970 == seconds)
    #expect(instant.iso8601 == printed)
    #expect(try PopupWallInstant(iso8601: instant.iso8601) == instant)
  }

  @Test func millisecondsSurviveARoundTrip() throws {
    let instant = try PopupWallInstant(iso8601: "2026-03-01T12:00:00.25Z")
    #expect(instant.iso8601 == "2026-03-01T12:00:00.250Z")
    #expect(instant - (try PopupWallInstant(iso8601: "2026-03-01T12:00:00Z")) == .milliseconds(250))
    #expect((PopupWallInstant.epoch - .milliseconds(1)).iso8601 == "1969-12-31T23:59:59.999Z")
  }

  @Test(arguments: [
    ("", "expected a four-digit year"),
    ("26-03-01", "expected a four-digit year"),
    ("2026_03-01", "expected '-' after the year"),
    ("2026-13-01", "month 13 is not within 1...12"),
    ("2026-02-29", "day 29 is not within month 2 of 2026"),
    ("1900-02-29T00:00:00Z", "day 29 is not within month 2 of 1900"),
    ("2026-03-01T24:00:00Z", "time '24:00:00' is not within 00:00:00...23:59:59"),
    ("2026-03-01T23:60:00Z", "time '23:60:00' is not within 00:00:00...23:59:59"),
    ("2026-03-01T12:00:00", "missing 'Z' or an offset such as '+02:00' after the time"),
    ("2026-03-01T12:00:00Zjunk", "unexpected 'junk' after the instant"),
    ("2026-03-01 12:00:00Z", "expected 'T' and a time after the date"),
    ("2026-03-01T12:00:00.1234Z", "fractional seconds finer than a millisecond are not supported"),
    ("2026-03-01T12:00:00.Z", "expected digits after the decimal point"),
    ("2026-03-01T12:00:00+25:00", "offset +25:0 is out of range"),
    ("２０２６-03-01", "expected a four-digit year"),
  ])
  func rejectsWhatIsNotAnInstantAndSaysWhy(text: String, problem: String) {
    #expect(throws: PopupWallInstantError(text: text, problem: problem)) {
      try PopupWallInstant(iso8601: text)
    }
  }

  @Test func theErrorQuotesTheTextAndShowsAValidOne() {
    #expect(
      PopupWallInstantError(text: "soon", problem: "expected a four-digit year").description
        == "Invalid instant 'soon': expected a four-digit year. Write an ISO-8601 instant such as '2026-03-01T12:00:00Z'."
    )
  }

  @Test func dayArithmetic() throws {
    let start = try PopupWallInstant(iso8601: "2026-03-01T12:00:00Z")
    #expect(start.adding(days: 182).iso8601 == "2026-08-30T12:00:00Z")
    #expect(start.adding(days: -1).iso8601 == "2026-02-28T12:00:00Z")
    #expect(start.startOfDay.iso8601 == "2026-03-01T00:00:00Z")
    #expect(
      try PopupWallInstant(iso8601: "1969-12-31T18:00:00Z").startOfDay.iso8601 == "1969-12-31T00:00:00Z")
    #expect(start.days(until: start + .seconds(86_399)) == 0)
    #expect(start.days(until: start + .seconds(86_400)) == 1)
    #expect(start.days(until: start.adding(days: 365)) == 365)
    #expect(start.days(until: start - .seconds(86_400 * 2 + 1)) == -2)
  }

  @Test func theCalendarRoundTripsEveryDayOverFourCenturies() {
    // 1800-01-01 to 2200-01-01: every day converts to a date and back to the same day.
    let first = PopupWallInstant.daysSince1970(year: 1800, month: 1, day: 1)
    let last = PopupWallInstant.daysSince1970(year: 2200, month: 1, day: 1)
    var previous: (Int64, Int64, Int64)?
    for day in stride(from: first, through: last, by: 1) {
      let date = PopupWallInstant.civilDate(daysSince1970: day)
      #expect(PopupWallInstant.daysSince1970(year: date.year, month: date.month, day: date.day) == day)
      if let previous, date.day != previous.2 + 1 { #expect(date.day == 1, "after \(previous)") }
      previous = (date.year, date.month, date.day)
    }
  }

  @Test func popupTimeKeepsBothClocksInStepUntilTheHostSaysOtherwise() {
    #expect(PopupTime.seconds(5) == PopupTime(local: .seconds(5), wall: .scriptOrigin + .seconds(5)))
    #expect(PopupTime.zero.description == "t=0s (2026-01-01T00:00:00Z)")
  }
}
