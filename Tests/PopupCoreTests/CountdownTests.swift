import PopupCore
import PopupTesting
import Testing

@Suite("Countdown", .watchdog)
struct CountdownTests {
  @Test func runsDownFromItsDuration() {
    let countdown = Countdown(duration: .seconds(5), startingAt: .seconds(10))
    #expect(countdown.deadline == .seconds(15))
    #expect(countdown.remaining(at: .seconds(12)) == .seconds(3))
    #expect(countdown.fraction(at: .seconds(12)) == 0.6)
    #expect(!countdown.isFinished(at: .milliseconds(14_999)))
    #expect(countdown.isFinished(at: .seconds(15)))
    #expect(countdown.remaining(at: .seconds(99)) == .zero)
  }

  @Test func pauseKeepsTheRemainingTimeAndResumeCarriesOn() {
    var countdown = Countdown(duration: .seconds(5), startingAt: .zero)
    countdown.pause(at: .seconds(2))
    #expect(countdown.isPaused)
    #expect(countdown.deadline == nil)
    #expect(countdown.remaining(at: .seconds(100)) == .seconds(3))
    countdown.resume(at: .seconds(100))
    #expect(countdown.deadline == .seconds(103))
    #expect(countdown.remaining(at: .seconds(101)) == .seconds(2))
  }

  @Test func pausingTwiceKeepsTheFirstPause() {
    var countdown = Countdown(duration: .seconds(5), startingAt: .zero)
    countdown.pause(at: .seconds(1))
    countdown.pause(at: .seconds(4))
    #expect(countdown.remaining(at: .seconds(4)) == .seconds(4))
  }

  @Test func resumingARunningCountdownChangesNothing() {
    var countdown = Countdown(duration: .seconds(5), startingAt: .zero)
    countdown.resume(at: .seconds(3))
    #expect(countdown.deadline == .seconds(5))
  }

  @Test(arguments: [Duration.zero, .seconds(-3)])
  func emptyOrNegativeDurationsAreFinishedAtOnce(duration: Duration) {
    let countdown = Countdown(duration: duration, startingAt: .seconds(1))
    #expect(countdown.duration == .zero)
    #expect(countdown.isFinished(at: .seconds(1)))
    #expect(countdown.fraction(at: .seconds(1)) == 0)
  }
}

@Suite("PopupLocalClock", .watchdog)
struct PopupLocalClockTests {
  @Test func standsStillWhileStopped() {
    var clock = PopupLocalClock()
    #expect(clock.localTime(at: .seconds(3)) == .seconds(3))
    clock.stop(at: .seconds(3))
    #expect(clock.localTime(at: .seconds(50)) == .seconds(3))
    #expect(clock.hostTime(at: .seconds(5)) == nil)
    clock.start(at: .seconds(10))
    #expect(clock.localTime(at: .seconds(12)) == .seconds(5))
    #expect(clock.hostTime(at: .seconds(5)) == .seconds(12))
  }

  @Test func stoppingOrStartingTwiceChangesNothing() {
    var clock = PopupLocalClock()
    clock.start(at: .seconds(1))
    #expect(clock.stoppedTotal == .zero)
    clock.stop(at: .seconds(2))
    clock.stop(at: .seconds(4))
    clock.start(at: .seconds(6))
    clock.start(at: .seconds(9))
    #expect(clock.stoppedTotal == .seconds(4))
  }
}
