import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands
import LunchTerminal
import Logging

/// What the process reads before anything is built: the options (or the answer that ends
/// the process at once: help, the version, a completion script, a bad option), the clock
/// and the diagnostics logger.
enum ProcessStart {
    /// The options (`LunchCommand.start`); an answer is printed and the process exits, a
    /// bad option fails.
    static func options(_ arguments: [String], output: StandardOutput) -> StartOptions {
        switch LunchCommand.start(arguments) {
        case .start(let options):
            return options
        case .answer(let text):
            output.out(text)
            exit(output.lost ? 1 : 0)
        case .fail(let message):
            fail(message)
        }
    }

    /// `--now`, else `LUNCH_NOW`, else the system's clock.
    static func clock(_ options: StartOptions, environment: [String: String]) -> any Clock {
        guard let text = options.now ?? environment["LUNCH_NOW"].flatMap({ $0.isEmpty ? nil : $0 }) else {
            return SystemClock()
        }
        let source = options.now == nil ? "LUNCH_NOW" : "--now"
        guard let fixed = FixedClock.parse(text) else { fail(Messages.badNow(text, from: source)) }
        guard fixed.isInRange else {
            fail(Messages.nowOutOfRange(text, from: source, years: FixedClock.years))
        }
        return fixed
    }

    /// Walking speed in km/h: `LUNCH_WALK_SPEED`, checked (a bad value is one line and exit
    /// status 2), else 4.8.
    static func walkSpeed(environment: [String: String]) -> Double {
        do {
            return try Walks.speed(fromEnvironment: environment["LUNCH_WALK_SPEED"]) ?? Walks.defaultKilometresPerHour
        } catch let error as WalkSpeedError {
            fail(error.message)
        } catch {
            fail("\(error)")
        }
    }

    /// Diagnostics of the program itself go to standard error, off unless --log-level.
    static func diagnostics(_ options: StartOptions) -> Logger {
        var diagnostics = Logger(label: "lunch", factory: { StreamLogHandler.standardError(label: $0) })
        if let level = options.logLevel {
            guard let parsed = Logger.Level(rawValue: level.lowercased()) else { fail("--log-level takes trace, debug, info, warning or error") }
            diagnostics.logLevel = parsed
        } else {
            diagnostics.logLevel = .critical
        }
        return diagnostics
    }

    /// The events log (`--events`, `LUNCH_EVENTS`): one line per command; none without a path.
    static func events(_ options: StartOptions, environment: [String: String]) -> Logger {
        let eventsPath = (options.events ?? environment["LUNCH_EVENTS"].flatMap { $0.isEmpty ? nil : $0 })
            .map { PathText.expandingTilde($0, environment: environment) }
        return Logger(label: "lunch.events", factory: { _ in
            guard let eventsPath else { return SwiftLogNoOpLogHandler() }
            return EventLogHandler(path: eventsPath, warn: { say($0) })
        })
    }
}
