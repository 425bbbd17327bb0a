import ArgumentParser
import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands
import LunchTerminal
import Logging

/// What the process reads before anything is built: the forms that answer at once
/// (`--generate-completion-script`, `--version`), the options, the clock and the
/// diagnostics logger.
enum ProcessStart {
    /// `--generate-completion-script bash|zsh|fish` (from the same declarations as the
    /// shell) and `--version` alone (the text ArgumentParser prints, without building its
    /// tree of every shell command as a subcommand) answer and exit here.
    static func answerAtOnce(_ arguments: [String], output: StandardOutput) {
        if let i = arguments.firstIndex(of: "--generate-completion-script") {
            guard i + 1 < arguments.count, let shell = CompletionShell(rawValue: arguments[i + 1]) else {
                fail("--generate-completion-script takes bash, zsh or fish")
            }
            output.out(LunchCommand.completionScript(for: shell))
            exit(output.lost ? 1 : 0)
        }
        if arguments == ["--version"] {
            output.out(LunchCommand.versionText + "\n")
            exit(output.lost ? 1 : 0)
        }
    }

    /// The options; `--help` prints and exits, a bad option fails.
    static func options(_ arguments: [String], output: StandardOutput) -> StartOptions {
        let options: StartOptions
        do {
            options = try LunchCommand.parseSplittingCommand(arguments)
        } catch {
            guard LunchCommand.exitCode(for: error) == .success else {
                let first = LunchCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "bad options"
                fail("\(first) (see 'lunch --help')")
            }
            output.out(LunchCommand.fullMessage(for: error) + "\n")
            exit(output.lost ? 1 : 0)
        }
        // Commands come from -c or after the options, not both (one would be dropped silently).
        if options.commands != nil && !options.command.isEmpty {
            fail("give commands with -c or after the options, not both (see 'lunch --help')")
        }
        return options
    }

    /// `--now`, else `LUNCH_NOW`, else the system's clock.
    static func clock(_ options: StartOptions, environment: [String: String]) -> any Clock {
        guard let text = options.now ?? environment["LUNCH_NOW"].flatMap({ $0.isEmpty ? nil : $0 }) else {
            return SystemClock()
        }
        guard let fixed = FixedClock.parse(text) else { fail(Messages.badNow(text, from: options.now == nil ? "LUNCH_NOW" : "--now")) }
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
