import PopupCatalog
import PopupCore
import PopupSupport
import PopupTesting
import PopupTextRendering
import Testing

/// Each kind drawn from a translated table: every placeholder filled with the right value and
/// every count in the right form, in the samples' own states.
@Suite("Samples drawn from a translated table", .watchdog)
struct LocalizedSampleTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var kind: String
    var sample: String
    var table: String
    var shows: [String]
    var testDescription: String { "\(kind) \(sample)" }
  }

  static let rows: [Row] = [
    Row(
      kind: "actions", sample: "confirm-armed", table: "confirm = Nochmal tippen: {title} ({action})",
      shows: ["Nochmal tippen: Delete (delete)"]),
    Row(
      kind: "banners", sample: "overflow", table: "more.other = und {count} weitere", shows: ["und 2 weitere"]
    ),
    Row(kind: "capsule", sample: "stale", table: "stale = veraltet", shows: ["‹veraltet›"]),
    Row(
      kind: "capsule", sample: "expanded", table: "open = Öffnen\ncollapse = Einklappen",
      shows: ["[[ Öffnen ]]  ( Einklappen )"]),
    Row(kind: "celebration", sample: "fresh", table: "proceed = Weiter\nclose = Zu", shows: ["( × Zu )"]),
    Row(
      kind: "coachmarks", sample: "target-lost", table: "waiting = Schritt {step} von {count} wartet",
      shows: ["Schritt 2 von 3 wartet"]),
    Row(
      kind: "coachmarks", sample: "first-step", table: "position = {step}/{count}\nnext = Weiter",
      shows: ["1/3", "[[ Weiter ]]"]),
    Row(
      kind: "coachmarks", sample: "three-steps", table: "intro = Rundgang\nsteps.other = {count} Schritte",
      shows: ["Rundgang", "3 Schritte"]),
    Row(
      kind: "consent", sample: "first-layer", table: "acceptAll = Alle erlauben\nrejectAll = Alle ablehnen",
      shows: ["Alle erlauben", "Alle ablehnen"]),
    Row(
      kind: "input", sample: "errors-shown",
      table: "email = Keine E-Mail-Adresse.\nrequired = Pflichtfeld.\ncancel = Abbrechen",
      shows: ["⚠ Keine E-Mail-Adresse.", "⚠ Pflichtfeld.", "( Abbrechen )"]),
    Row(
      kind: "input", sample: "rename", table: "counter = {count} von {max}", shows: ["8 von 40"]),
    Row(
      kind: "permission", sample: "several",
      table: "row = {status} – {permission}\nnotDetermined = offen\nwaiting = Warte auf {permission}…",
      shows: ["offen – Notifications", "offen – Camera", "Warte auf Notifications…"]),
    Row(
      kind: "permission", sample: "denied",
      table: "denied = aus\nnotDetermined = offen\nopenSettings = Einstellungen",
      shows: ["Camera: aus", "[[ Einstellungen ]]"]),
    Row(
      kind: "progress", sample: "estimate",
      table: "secondsLeft.other = Noch etwa {count} s\ncancel = Abbrechen",
      shows: ["Noch etwa 6 s", "( Abbrechen )"]),
    Row(
      kind: "promo", sample: "ending-soon", table: "endsInSeconds.other = Endet in {count} s",
      shows: ["Endet in 45 s"]),
    Row(
      kind: "promo", sample: "ends-in-hours", table: "endsInHours = Endet in {hours} h {minutes} min",
      shows: ["Endet in 2 h 13 min"]),
    Row(
      kind: "rating", sample: "initial", table: "title = Gefällt dir {app}?\nmessage = Tippe.",
      shows: ["Gefällt dir Orbit?", "Tippe."]),
    Row(
      kind: "sheet", sample: "closable", table: "close = Schließen", shows: ["( × Schließen )"]),
    Row(kind: "undo", sample: "fresh", table: "undo = Rückgängig", shows: ["[[ Rückgängig ]]"]),
  ]

  @Test(arguments: rows)
  func theTablesTextsShowWithTheirPlaceholdersFilled(row: Row) throws {
    let kind = try PopupCatalog.linked.kind(withID: row.kind)
    let english = try PopupCatalog.renderedSample(
      named: row.sample, of: kind, renderer: TextRenderer(width: 60))
    let translated = try PopupCatalog.renderedSample(
      named: row.sample, of: kind, renderer: TextRenderer(width: 60), stringsTableText: row.table)
    let text = translated.lines.joined(separator: "\n")
    for expected in row.shows {
      #expect(text.contains(expected), "\(row) lacks \(expected.popupQuoted):\n\(text)")
      #expect(!english.lines.joined(separator: "\n").contains(expected), "\(expected) is not from the table")
    }
  }

  static let labelRows: [Row] = [
    Row(kind: "banners", sample: "stack", table: "timeLeft = noch {time}", shows: ["noch 5s", "noch 4s"]),
    Row(kind: "undo", sample: "fresh", table: "timeLeft = noch {time}", shows: ["noch 5s"]),
    Row(kind: "rating", sample: "three-stars", table: "rating = {stars}/{count}", shows: ["3/5"]),
    Row(
      kind: "progress", sample: "estimate", table: "percentDone = {title} zu {percent} %",
      shows: ["Uploading photo zu 40 %"]),
    Row(kind: "capsule", sample: "expanded", table: "openLabel = {activity} öffnen", shows: ["Ride öffnen"]),
  ]

  @Test(arguments: labelRows)
  func whatAssistiveTechnologiesReadComesFromTheTable(row: Row) throws {
    let kind = try PopupCatalog.linked.kind(withID: row.kind)
    func labels(_ table: String?) throws -> [String] {
      try PopupCatalog.renderedSample(
        named: row.sample, of: kind, renderer: TextRenderer(), stringsTableText: table
      ).tree.allNodes.compactMap(\.accessibilityLabel)
    }
    let translated = try labels(row.table)
    let english = try labels(nil)
    for expected in row.shows {
      #expect(translated.contains(expected), "\(row): \(translated)")
      #expect(!english.contains(expected))
    }
  }

  struct AnnouncementRow: Sendable, CustomTestStringConvertible {
    var kind: String
    var sample: String
    var table: String
    var announces: String
    var testDescription: String { "\(kind) \(sample)" }
  }

  static let announcementRows: [AnnouncementRow] = [
    AnnouncementRow(
      kind: "actions", sample: "confirm-armed", table: "confirm = Nochmal: {action}",
      announces: "Nochmal: delete"),
    AnnouncementRow(
      kind: "coachmarks", sample: "first-step", table: "announcement = {title} ({step}/{count})",
      announces: "Share (1/3)"),
    AnnouncementRow(
      kind: "consent", sample: "preferences", table: "choose = Wähle aus.", announces: "Wähle aus."),
    AnnouncementRow(
      kind: "input", sample: "errors-shown",
      table: "errorAnnouncement = {error} ({field})\nrequired = Fehlt.",
      announces: "Fehlt. (Password)"),
    AnnouncementRow(
      kind: "progress", sample: "estimate", table: "quarterDone = {percent} % von {title}",
      announces: "25 % von Uploading photo"),
    AnnouncementRow(
      kind: "rating", sample: "three-stars", table: "starsChosen = {stars} von {count}", announces: "3 von 5"),
  ]

  @Test(arguments: announcementRows)
  func announcementsComeFromTheTable(row: AnnouncementRow) throws {
    let kind = try PopupCatalog.linked.kind(withID: row.kind)
    #expect(try Self.announcements(of: kind, sample: row.sample, table: row.table).contains(row.announces))
    #expect(try !Self.announcements(of: kind, sample: row.sample, table: nil).contains(row.announces))
  }

  /// Every announcement made while a sample appears and plays, in order.
  static func announcements(of kind: any InspectablePopupKind.Type, sample: String, table: String?) throws
    -> [String]
  {
    try announcements(kind, sample: sample, table: table)
  }

  private static func announcements<Kind: InspectablePopupKind>(
    _ kind: Kind.Type, sample name: String, table: String?
  )
    throws -> [String]
  {
    let sample = try Kind.sample(named: name)
    var announced: [String] = []
    Kind.play(try table.map { try Kind.localized(sample, tableText: $0) } ?? sample) { moment in
      for case .announce(let text) in moment.effects { announced.append(text) }
    }
    return announced
  }
}
