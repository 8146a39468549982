import PopupCore
import PopupSupport

extension ConsentSheet {
  /// A category a person consents to.
  public struct Category: Hashable, Sendable, Codable {
    /// The id stored in records: `analytics`.
    public var id: String
    /// Its title: "Analytics".
    public var title: String
    /// What it is for.
    public var description: String
    /// Whether it is always on (strictly necessary): its toggle is locked.
    public var isRequired: Bool

    /// Creates a category.
    public init(_ id: String, title: String, description: String, isRequired: Bool = false) {
      self.id = id
      self.title = title
      self.description = description
      self.isRequired = isRequired
    }

    /// The categories most apps ask about, in this order: ``necessary`` (required, so locked
    /// on), ``analytics``, ``marketing`` and ``personalization``. Their ids are what records
    /// store. Their titles and descriptions are English: an app in another language passes
    /// copies with its own texts, keeping the ids.
    ///
    /// ```swift
    /// let configuration = ConsentSheet.Configuration(
    ///   message: "Orbit uses data to work and, if you agree, to improve.",
    ///   categories: ConsentSheet.Category.standard, recordID: "consent-1")
    /// ```
    public static let standard: [Category] = [necessary, analytics, marketing, personalization]

    /// What the app cannot work without (sign-in, security): required, so always on.
    public static let necessary = Category(
      "necessary", title: "Necessary", description: "Sign-in and security. Always on.", isRequired: true)
    /// Counting visits to improve the app.
    public static let analytics = Category(
      "analytics", title: "Analytics", description: "Count visits to make the app better.")
    /// Offers and ads that fit what the person likes.
    public static let marketing = Category(
      "marketing", title: "Marketing", description: "Offers and ads that fit what you like.")
    /// Content and suggestions chosen for the person.
    public static let personalization = Category(
      "personalization", title: "Personalization", description: "Suggestions chosen for what you use.")
  }

  /// Why a configuration cannot be used.
  public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two categories share an id.
    case duplicateCategoryID(String)

    public var description: String {
      switch self {
      case .duplicateCategoryID(let id):
        "Two categories share the id '\(id)'. Give each category its own id."
      }
    }
  }

  /// What the app passes in.
  public struct Configuration: Hashable, Sendable, Codable, PopupStringsConfiguration {
    /// The title; the strings' ``Strings/title`` ("Your privacy") unless the app sets one.
    public var title: PopupCustomText
    /// The first layer's message.
    public var message: String
    /// The categories, in order, each id once.
    public private(set) var categories: [Category]
    /// The revision of the categories: a new one asks again.
    public var revision: Int
    /// The id the saved record gets (the host makes ids; the kind stays pure).
    public var recordID: String
    /// The record of an earlier consent, to prefill the choices and say what changed.
    public var previous: ConsentRecord?
    /// How long a consent lasts; default 182 days.
    public var lifetimeDays: Int
    /// Whether the sheet may be closed without a choice; default not: Reject all is the way out.
    public var isClosable: Bool
    /// The built-in texts, English unless the app passes its locale's.
    public var strings: Strings

    enum CodingKeys: String, CodingKey {
      case title
      case message, categories, revision, recordID, previous, lifetimeDays, isClosable
      case strings
    }

    /// Creates a configuration.
    ///
    /// - Throws: ``ConfigurationError/duplicateCategoryID(_:)`` when two categories share an id
    ///   (their choices would be one).
    public init(
      title: String? = nil, message: String, categories: [Category], revision: Int = 1,
      recordID: String, previous: ConsentRecord? = nil, lifetimeDays: Int = 182, isClosable: Bool = false,
      strings: Strings = Strings()
    ) throws(ConfigurationError) {
      if let duplicate = categories.popupFirstDuplicate(by: \.id) { throw .duplicateCategoryID(duplicate) }
      self.init(
        unchecked: title, message: message, categories: categories, revision: revision, recordID: recordID,
        previous: previous, lifetimeDays: lifetimeDays, isClosable: isClosable, strings: strings)
    }

    /// A configuration whose ids are known to be unique (this module's samples).
    init(
      unchecked title: String?, message: String, categories: [Category], revision: Int = 1,
      recordID: String, previous: ConsentRecord? = nil, lifetimeDays: Int = 182, isClosable: Bool = false,
      strings: Strings = Strings()
    ) {
      self.title = PopupCustomText(title)
      self.strings = strings
      self.message = message
      self.categories = categories
      self.revision = revision
      self.recordID = recordID
      self.previous = previous
      self.lifetimeDays = max(lifetimeDays, 1)
      self.isClosable = isClosable
    }
  }

  /// The sheet's two layers.
  public enum Layer: String, Hashable, Sendable, Codable {
    /// Accept all, Reject all and Customize, at equal weight.
    case first
    /// A toggle per category, Save, Accept all and Reject all.
    case preferences
  }

  /// Everything a view shows.
  public struct State: Hashable, Sendable {
    /// What the app passed in.
    @PopupHashedOnce public var configuration: Configuration
    /// The layer showing.
    public var layer = Layer.first
    /// Whether each category is on, by id; required ones always are. Every category of the
    /// configuration has an entry (one set to `nil` is off); an id the configuration lacks is
    /// kept as it was set.
    public var choices: [String: Bool] {
      get {
        var choices = others
        for (category, isOn) in zip(configuration.categories, isOnInOrder) { choices[category.id] = isOn }
        return choices
      }
      set {
        let categories = configuration.categories
        isOnInOrder = categories.map { newValue[$0.id] ?? false }
        others = newValue.filter { id, _ in !categories.contains { $0.id == id } }
      }
    }
    /// Whether the sheet has ended.
    public var isEnded = false
    /// Whether each of the configuration's categories is on, in its order: what ``choices``
    /// reads, kept as an array so a state hashes and compares in a few instructions.
    private(set) var isOnInOrder: [Bool]
    /// Choices set for ids the configuration lacks (none, unless set through ``choices``).
    private var others: [String: Bool] = [:]

    /// Creates a sheet: optional categories off, or as the previous record had them.
    public init(configuration: Configuration) {
      self.configuration = configuration
      isOnInOrder = configuration.categories.map { category in
        category.isRequired || (configuration.previous?.accepted.contains(category.id) ?? false)
      }
    }

    /// Whether a category is on.
    public func isOn(_ id: String) -> Bool {
      guard let index = configuration.categories.firstIndex(where: { $0.id == id }) else {
        return others[id] ?? false
      }
      return isOnInOrder[index]
    }

    /// Turns each category on or off.
    mutating func setEveryCategory(_ isOn: (Category) -> Bool) {
      isOnInOrder = configuration.categories.map(isOn)
    }

    /// Turns the category at a position in the configuration the other way.
    mutating func flipCategory(at position: Int) { isOnInOrder[position].toggle() }
  }

  /// What happened.
  public enum Event: Hashable, Sendable {
    /// Accept all, on either layer.
    case acceptAllTapped
    /// Reject all, on either layer.
    case rejectAllTapped
    /// Customize: to the preferences layer.
    case customizeTapped
    /// Save the toggles, on the preferences layer.
    case saveTapped
    /// Back to the first layer.
    case backTapped
    /// Close without a choice, when the sheet is closable.
    case closeTapped
    /// A category's toggle was flipped.
    case toggled(String)
  }

  /// What the app hears back.
  public enum Output: Hashable, Sendable, CustomStringConvertible {
    /// The person chose: store the record. `changes` says what changed against the previous
    /// record, when the sheet was reopened with one.
    case saved(record: ConsentRecord, changes: ConsentChanges?)

    /// `saved(<record>, changes: +analytics)`; `changes: none` for a first consent.
    public var description: String {
      switch self {
      case .saved(let record, let changes):
        "saved(\(record), changes: \(changes.map(String.init(describing:)) ?? "none"))"
      }
    }
  }
}
