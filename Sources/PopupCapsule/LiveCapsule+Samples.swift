import PopupCore

extension LiveCapsule {
  static let pasta = Activity(
    id: "pasta", symbol: "timer", label: "Pasta",
    trailing: .timer(.down(to: .scriptOrigin + .seconds(8 * 60))),
    expanded: .init(bottom: "Drain at 0:00"))
  static let ride = Activity(
    id: "ride", symbol: "car.fill", label: "Ride", trailing: .text("4 min"),
    expanded: .init(bottom: "Maya · silver Corolla · 7XKD241"), relevance: 2)
  static let parcel = Activity(
    id: "parcel", symbol: "box.fill", label: "Parcel", trailing: .text("3 stops"),
    staleAt: .scriptOrigin + .seconds(60))

  public static let samples: [PopupSample<LiveCapsule>] = [
    PopupSample(
      "compact-timer", summary: "One activity, compact: a kitchen timer counting down from 8:00.",
      configuration: Configuration(activities: [pasta])),
    PopupSample(
      "two-activities",
      summary: "A ride more relevant than the timer takes the compact spot; the timer is minimal.",
      configuration: Configuration(activities: [pasta, ride]), script: [.wait(.seconds(5))]),
    PopupSample(
      "expanded", summary: "The ride long-pressed: its expanded regions, Open and Collapse.",
      configuration: Configuration(activities: [pasta, ride]), script: [.send(.longPressed("ride"))]),
    PopupSample(
      "alert", summary: "An alert update expands the ride for 4 s.",
      configuration: Configuration(activities: [ride]),
      script: [
        .wait(.seconds(2)),
        .send(
          .updated(
            Update(
              id: "ride", label: "Arriving", trailing: .text("1 min"), timestamp: .scriptOrigin + .seconds(2),
              isAlert: true))),
      ]),
    PopupSample(
      "stale", summary: "No update for the parcel since its stale instant a minute in: drawn stale.",
      configuration: Configuration(activities: [parcel]), script: [.wait(.seconds(90))]),
    PopupSample(
      "ended-lingering", summary: "The timer ended with its final content, which lingers 4 s.",
      configuration: Configuration(activities: [pasta]),
      script: [
        .wait(.seconds(5)), .send(.ended(Ending(id: "pasta", label: "Ready", trailing: .text("0:00")))),
      ]),
  ]
}
