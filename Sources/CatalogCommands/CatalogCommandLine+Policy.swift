import PopupCore
import PopupLedgerStore
import PopupPolicy
import PopupSupport
import PopupWebHost

extension CatalogCommandLine {
  /// `catalog policy <id> --ledger <file> [--at <instant>] [--trigger t] [--campaign id]
  /// [--permission name] [--revision n] [--tour id] [--json]`
  func policy(_ arguments: some Sequence<String>) throws(CommandError) -> String {
    let spec = Self.policySpec
    guard let parsed = try parse(arguments, spec, positionals: 1...1) else { return help(for: spec) }
    guard let path = parsed.values["--ledger"] else {
      throw .usage(
        .missingArgument("--ledger <file>", help: "the ledger file to decide from."), command: spec)
    }
    let now = try instant(parsed, spec)
    let id = parsed.positionals[0]
    func required(_ option: String, _ help: String) throws(CommandError) -> String {
      guard let value = parsed.values[option] else {
        throw .usage(.missingArgument("\(option) <\(help)>", help: "policy \(id) needs it."), command: spec)
      }
      return value
    }
    let ledger = try read(path)
    let decision: PopupDecision
    switch id {
    case "rating":
      decision = RatingPolicy().decide(ledger, at: now)
    case "promo":
      let text = try required("--trigger", "foreground|launch|event")
      guard let trigger = PromoPolicy.Trigger(rawValue: text) else {
        throw .usage(
          .invalidValue(option: "--trigger", value: text, expected: "foreground, launch or event"),
          command: spec)
      }
      decision = PromoPolicy().decide(
        ledger, at: now, campaign: try required("--campaign", "id"), trigger: trigger)
    case "permission":
      decision = PermissionPolicy().decide(ledger, at: now, permission: try required("--permission", "name"))
    case "consent":
      let text = try required("--revision", "n")
      guard let revision = Int(text) else {
        throw .usage(
          .invalidValue(option: "--revision", value: text, expected: "a whole number, as in 3"), command: spec
        )
      }
      decision = ConsentPolicy().decide(ledger, at: now, revision: revision)
    case "coachmarks":
      decision = TourPolicy().decide(ledger, at: now, tour: parsed.values["--tour"] ?? "tour")
    default:
      let ids = ["rating", "promo", "permission", "consent", "coachmarks"]
      throw .usage(
        .invalidValue(option: "<id>", value: id, expected: "one of " + ids.joined(separator: ", ")),
        command: spec)
    }
    guard parsed.flags.contains("--json") else { return "\(id): \(decision)\n" }
    return JSONValue.object([
      ("id", .string(id)), ("at", .string(now.iso8601)), ("allowed", .bool(decision.isAllowed)),
      ("variant", decision.variant.map(JSONValue.string) ?? .null),
      (
        "reasons",
        .array(decision.reasons.map { .object([("allows", .bool($0.allows)), ("text", .string($0.text))]) })
      ),
    ]).serialized() + "\n"
  }

  /// `catalog ledger <file> (record <fact> [--at <instant>] | show | reset)`
  func ledger(_ arguments: some Sequence<String>) throws(CommandError) -> String {
    let spec = Self.ledgerSpec
    guard let parsed = try parse(arguments, spec, positionals: 2...Int.max) else { return help(for: spec) }
    let path = parsed.positionals[0]
    let action = parsed.positionals[1]
    let rest = Array(parsed.positionals.dropFirst(2))
    let file = PopupLedgerFile(path: path)
    switch action {
    case "record":
      let what: PopupFact.What
      do throws(PopupFactError) {
        what = try PopupFact.What(words: rest)
      } catch {
        throw .usage(.fact(error), command: spec)
      }
      // A fact about a kind names one of the catalog's: a typo would never match a policy.
      switch what {
      case .shown(let kind, _), .output(let kind, _, _): _ = try self.kind(kind, spec)
      default: break
      }
      let now = try instant(parsed, spec)
      do throws(PopupLedgerFileError) {
        let ledger = try file.update { $0.record(what, at: now) }
        return
          "recorded \(now.iso8601) \(what.text) (\(String.popupCount(ledger.facts.count, "fact")) in '\(path)')\n"
      } catch {
        throw .failure(Self.ledgerMessage(error, path: path))
      }
    case "show":
      guard rest.isEmpty else { throw .usage(.unexpectedArgument(rest[0]), command: spec) }
      return try read(path).text
    case "reset":
      guard rest.isEmpty else { throw .usage(.unexpectedArgument(rest[0]), command: spec) }
      let now = try instant(parsed, spec)
      do throws(PopupLedgerFileError) {
        let aside = try file.reset(at: now)
        return (aside.map { "moved '\(path)' to '\($0)'; " } ?? "") + "'\(path)' is an empty ledger\n"
      } catch {
        throw .failure(Self.ledgerMessage(error, path: path))
      }
    default:
      throw .usage(
        .invalidValue(option: "<action>", value: action, expected: "record <fact>, show or reset"),
        command: spec)
    }
  }

  /// Reads a ledger file, or fails with exit 1 and how to reset it.
  private func read(_ path: String) throws(CommandError) -> PopupLedger {
    do throws(PopupLedgerFileError) {
      return try PopupLedgerFile(path: path).read()
    } catch {
      throw .failure(Self.ledgerMessage(error, path: path))
    }
  }

  /// `--at`, or the system's clock now.
  private func instant(_ parsed: ParsedArguments, _ spec: CommandSpec) throws(CommandError)
    -> PopupWallInstant
  {
    parsed.values["--at"] == nil ? .now : try wallOrigin(parsed, spec)
  }

  static func ledgerMessage(_ error: PopupLedgerFileError, path: String) -> String {
    // One full stop: the file's error may end its sentence itself.
    let described = "\(error)"
    let sentence = described.hasSuffix(".") ? String(described.dropLast()) : described
    return switch error {
    case .unreadable:
      "\(sentence). It was left as it is; to start again, run 'catalog ledger \(path) reset', which moves it aside."
    case .unwritable: "\(sentence). Nothing was changed."
    }
  }
}
