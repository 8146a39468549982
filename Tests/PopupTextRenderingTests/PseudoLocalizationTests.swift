import PopupTesting
import PopupTextRendering
import Testing

/// Pseudo-localisation keeps a placeholder's name as it is, wherever it sits, so a
/// pseudo-localised template is still filled in; the letters around it are accented.
@Suite("Pseudo-localisation", .watchdog)
struct PseudoLocalizationTests {
  @Test(arguments: [
    ("{time} left", "[{time} ľéƒţ ~~]"), ("{count} of {total}", "[{count} öƒ {total} ~~~~~]"),
    ("Due {date}", "[Ďûé {date} ~]"), ("Submit", "[Šûƀɱîţ ~]"),
  ])
  func aPlaceholdersNameIsKept(english: String, pseudo: String) {
    #expect(PopupPseudoLocalization.text(english) == pseudo)
  }
}
