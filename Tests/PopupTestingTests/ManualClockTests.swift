import PopupCore
import PopupTesting
import Testing

@Suite("ManualClock", .timeLimit(.minutes(3)), .watchdog)
struct ManualClockTests {
  @Test func firesInTimeOrderAndTiesInScheduleOrder() {
    var clock = ManualClock()
    let late = clock.schedule(at: .seconds(3))
    let first = clock.schedule(at: .seconds(2))
    let second = clock.schedule(at: .seconds(2))
    #expect(clock.nextDeadline == .seconds(2))
    #expect(clock.advance(by: .seconds(5)) == [first, second, late])
    #expect(clock.now == .seconds(5))
  }

  @Test func advancesStepByStep() {
    var clock = ManualClock()
    let timer = clock.schedule(at: .seconds(2))
    #expect(clock.fireNext(notAfter: .seconds(1)) == nil)
    #expect(clock.now == .seconds(1))
    #expect(clock.fireNext(notAfter: .seconds(9)) == timer)
    #expect(clock.now == .seconds(2))
  }

  @Test func cancelledTimersDoNotFire() {
    var clock = ManualClock()
    let timer = clock.schedule(at: .seconds(1))
    clock.cancel(timer)
    clock.cancel(timer)
    #expect(clock.advance(to: .seconds(5)).isEmpty)
  }

  @Test func timeNeverGoesBackwards() {
    var clock = ManualClock(now: .seconds(10))
    clock.advance(to: .seconds(3))
    clock.advance(by: .seconds(-4))
    #expect(clock.now == .seconds(10))
    let past = clock.schedule(at: .seconds(1))
    #expect(clock.advance(by: .zero) == [past])
    #expect(clock.now == .seconds(10))
  }
}
