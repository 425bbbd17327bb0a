import Foundation
import Synchronization
import LunchStorage
import LunchCatalog
import LunchText

/// A change `undo` can take back.
public struct UndoEntry: Sendable, Equatable {
    public var inverse: StoreAction
    public var description: String
}

/// The observable state store, the one state holder. All changes go through `send`;
/// changes to saved parts are written to disk before `send` returns, and a failed write
/// leaves the state as it was (memory and disk never disagree).
///
/// Thread-safe with one lock: the shell's thread sends the commands' actions, the team's
/// live poll sends what it read from its own thread. An action is reduced (and saved)
/// under the lock, so actions apply one at a time in the order they came; observers and
/// effects run after it, outside the lock (an effect may send actions of its own).
public final class Store: Sendable {
    public typealias Observer = @Sendable (_ old: AppState, _ new: AppState) -> Void
    /// What an action does outside the state (the team's server and outbox), run after
    /// the action went through.
    public typealias Effect = @Sendable (_ action: StoreAction) -> Void

    /// What the lock keeps.
    private struct Held {
        var current: AppState
        var observers: [Observer] = []
        var effects: [Effect] = []
        var undoEntries: [UndoEntry] = []
    }

    private let held: Mutex<Held>
    private let stateFile: StateFile?

    public init(state: AppState = AppState(), stateFile: StateFile? = nil) {
        held = Mutex(Held(current: state))
        self.stateFile = stateFile
    }

    /// The state now.
    public var state: AppState { held.withLock { $0.current } }

    /// Calls `observer` after every change, with the state before and after.
    public func observe(_ observer: @escaping Observer) {
        held.withLock { $0.observers.append(observer) }
    }

    /// Runs `effect` after every action `send` carried out (saved and applied; not after
    /// one that failed): a team session sends a rating and its undo there.
    public func addEffect(_ effect: @escaping Effect) {
        held.withLock { $0.effects.append(effect) }
    }

    /// Changes the state. A change to saved parts is applied to the file as it is on
    /// disk now (under a lock, so another shell's changes are kept) before it is applied
    /// here; if the write fails, nothing changes and the error says why.
    public func send(_ action: StoreAction) throws {
        _ = try take(action) { _ in () }
    }

    /// Sends `action` and returns `part` of the state just before it, in one step (no other
    /// action comes between): `takeNotices` reads the lines and empties them so.
    public func take<Part>(_ action: StoreAction, _ part: (AppState) -> Part) throws -> Part {
        let stateFile = self.stateFile
        let (old, next, observers, effects) = try held.withLock { held throws -> (AppState, AppState, [Observer], [Effect]) in
            let old = held.current
            var next = old
            next.reduce(action)
            if next.persisted != old.persisted, let stateFile, let change = StateChange(action) {
                next.apply(try stateFile.record(change))
            }
            held.current = next
            return (old, next, held.observers, held.effects)
        }
        if old != next { for observer in observers { observer(old, next) } }
        for effect in effects { effect(action) }
        return part(old)
    }

    /// Takes in what another shell saved since this one last looked: the dispatcher asks
    /// before every command, so `favs` in one shell shows the other's `fav` at once. A file
    /// that cannot be read now changes nothing here (the next save reports it).
    public func refresh() {
        guard let stateFile else { return }
        let changed = held.withLock { held -> (AppState, AppState, [Observer])? in
            let old = held.current
            guard let saved = try? stateFile.saved(), saved != old.persisted else { return nil }
            held.current.apply(saved)
            return (old, held.current, held.observers)
        }
        guard let (old, next, observers) = changed else { return }
        if old != next { for observer in observers { observer(old, next) } }
    }

    /// Sends a change that `undo` can take back with `inverse`, described by `what`.
    public func send(_ action: StoreAction, undo inverse: StoreAction, what: String) throws {
        try send(action)
        held.withLock { $0.undoEntries.append(UndoEntry(inverse: inverse, description: what)) }
    }

    /// Takes back the newest undoable change; nil when there is none.
    public func undo() throws -> String? {
        guard let entry = held.withLock({ $0.undoEntries.last }) else { return nil }
        try send(entry.inverse)
        held.withLock { _ = $0.undoEntries.popLast() }
        return entry.description
    }

    /// Changes this session can take back, newest last.
    public var undoStack: [UndoEntry] { held.withLock { $0.undoEntries } }
}
