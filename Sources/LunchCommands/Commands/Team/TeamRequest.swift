import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The words of `team`: nothing (status), `join URL [--team TEAM] [--as NAME]`, `leave`,
/// `diet +NEED -NEED…` or `diet clear`.
public enum TeamRequest: Sendable, Equatable {
    case status
    /// `team`: the team in the database (`--team`; nil: as the URL says, else `main`).
    case join(url: String, member: String?, team: String? = nil)
    /// `discard`: drop the changes still waiting (`team leave --discard`).
    case leave(discard: Bool)
    /// Needs to add and to take off; `clear` takes off all.
    case diet(add: [String], remove: [String], clear: Bool)
    /// `team notify URL` (nil: `team notify off`); `team notify` alone shows it.
    case notify(url: String?)
    case notifyShown
    /// `team remind N` minutes before the deadline (nil: `team remind off`).
    case remind(minutes: Int?)
    /// `team deadline HH:MM [ZONE]` (time nil: `off`; zone nil: the setter's).
    case deadline(time: String?, zone: String?)
    /// `team recency N` days.
    case recency(days: Int)
    /// `team deadline` or `team recency` alone: the team's settings.
    case settingsShown

    public init(_ words: [String]) throws(UserError) {
        guard let first = words.first else {
            self = .status
            return
        }
        var rest = Array(words.dropFirst())
        switch first {
        case "join":
            var member: String?
            if let i = rest.firstIndex(where: { $0 == "--as" || $0.hasPrefix("--as=") }) {
                if rest[i] == "--as" {
                    guard i + 1 < rest.count, !rest[i + 1].isEmpty else { throw UserError(Messages.teamAsNeedsName) }
                    member = rest[i + 1]
                    rest.removeSubrange(i...(i + 1))
                } else {
                    member = String(rest[i].dropFirst(5))
                    rest.remove(at: i)
                }
                guard let name = member, Self.isName(name) else { throw UserError(Messages.teamBadName(member ?? "")) }
            }
            let team = try Self.option("--team", in: &rest, missing: Messages.teamTeamNeedsName)
            if let team, !TeamURL.isTeamName(team) { throw UserError(Messages.teamBadTeamName(team)) }
            guard rest.count == 1 else {
                throw UserError(rest.isEmpty ? Messages.teamJoinNeedsURL : Messages.teamJoinOneURL)
            }
            self = .join(url: rest[0], member: member, team: team)
        case "leave":
            let discard = rest.first == "--discard"
            if discard { rest.removeFirst() }
            guard rest.isEmpty else { throw UserError(Messages.teamExtraWord(rest[0], after: "team leave")) }
            self = .leave(discard: discard)
        case "diet":
            if rest == ["clear"] {
                self = .diet(add: [], remove: [], clear: true)
                return
            }
            if rest.isEmpty {  // `team diet`: your needs as the team knows them
                self = .diet(add: [], remove: [], clear: false)
                return
            }
            var add: [String] = [], remove: [String] = []
            for word in rest {
                let need = String(word.dropFirst()).lowercased()
                guard let sign = word.first, sign == "+" || sign == "-", Self.isNeed(need) else {
                    throw UserError(Messages.teamBadDietWord(word))
                }
                if sign == "+" { add.append(need) } else { remove.append(need) }
            }
            self = .diet(add: add, remove: remove, clear: false)
        case "notify", "remind":
            self = try Self.notifyWords(first, rest)
        case "deadline", "recency":
            self = try Self.settingWords(first, rest)
        default:
            throw UserError(Messages.teamUnknownWord(first))
        }
    }

    /// The value of `NAME VALUE` or `NAME=VALUE` in `rest` (taken out of it), nil without one.
    static func option(_ name: String, in rest: inout [String], missing: String) throws(UserError) -> String? {
        guard let i = rest.firstIndex(where: { $0 == name || $0.hasPrefix(name + "=") }) else { return nil }
        if rest[i] == name {
            guard i + 1 < rest.count, !rest[i + 1].isEmpty else { throw UserError(missing) }
            defer { rest.removeSubrange(i...(i + 1)) }
            return rest[i + 1]
        }
        defer { rest.remove(at: i) }
        return String(rest[i].dropFirst(name.count + 1))
    }

    /// Reminders from 1 minute to 4 hours before the deadline.
    public static let remindRange = 1...240

    /// `notify URL|off`, `notify`, `remind N|off`, `remind`.
    static func notifyWords(_ first: String, _ rest: [String]) throws(UserError) -> TeamRequest {
        if rest.count > 1 { throw UserError(Messages.teamExtraWord(rest[1], after: "team \(first)")) }
        guard let word = rest.first else { return .notifyShown }
        if first == "notify" { return .notify(url: word.lowercased() == "off" ? nil : word) }
        if word.lowercased() == "off" { return .remind(minutes: nil) }
        guard let minutes = Int(word), remindRange.contains(minutes) else { throw UserError(Messages.teamBadRemind(word)) }
        return .remind(minutes: minutes)
    }

    /// The recency window: 1 day to a year.
    public static let recencyRange = 1...365

    /// `deadline HH:MM [ZONE]|off`, `recency N`, or either alone (shown).
    static func settingWords(_ first: String, _ rest: [String]) throws(UserError) -> TeamRequest {
        guard let word = rest.first else { return .settingsShown }
        if first == "recency" {
            if rest.count > 1 { throw UserError(Messages.teamExtraWord(rest[1], after: "team recency")) }
            guard let days = Int(word), recencyRange.contains(days) else { throw UserError(Messages.teamBadRecency(word)) }
            return .recency(days: days)
        }
        if rest.count > 2 { throw UserError(Messages.teamExtraWord(rest[2], after: "team deadline")) }
        if word.lowercased() == "off" {
            if rest.count > 1 { throw UserError(Messages.teamExtraWord(rest[1], after: "team deadline off")) }
            return .deadline(time: nil, zone: nil)
        }
        guard let time = clockTime(word) else { throw UserError(Messages.teamBadDeadline(word)) }
        guard rest.count == 2 else { return .deadline(time: time, zone: nil) }
        guard let zone = zoneName(rest[1]) else { throw UserError(Messages.teamBadZone(rest[1])) }
        return .deadline(time: time, zone: zone)
    }

    /// `H:MM` or `HH:MM` (00:00–23:59) as `HH:MM`.
    static func clockTime(_ word: String) -> String? {
        let parts = word.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        return String(format: "%02d:%02d", hour, minute)
    }

    /// An IANA zone name Foundation knows (`Europe/Helsinki`, `UTC`), as it spells it.
    package static func zoneName(_ word: String) -> String? {
        guard word.count <= 60, word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "/_+-".contains($0)) }),
              TimeZone.knownTimeZoneIdentifiers.contains(word) || word == "UTC",
              let zone = TimeZone(identifier: word) else { return nil }
        return zone.identifier == "GMT" && word == "UTC" ? "UTC" : word
    }

    /// A member name: 1–40 characters, no control characters (`TeamSettings.isMemberName`).
    static func isName(_ name: String) -> Bool { TeamSettings.isMemberName(name) }

    /// A diet need as place tags spell them: `vegan`, `gluten_free`.
    static func isNeed(_ need: String) -> Bool {
        !need.isEmpty && need.count <= 40 && need.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }
}
