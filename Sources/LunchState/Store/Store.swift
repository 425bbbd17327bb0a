import LunchStorage
import LunchCatalog
import LunchText

/// A change `undo` can take back.
public struct UndoEntry: Sendable, Equatable {
    public var inverse: StoreAction
    public var description: String
}

/// The observable state store. All changes go through `send`; changes to saved parts
/// are written to disk before `send` returns, and a failed write leaves the state as
/// it was (memory and disk never disagree).
public final class Store {
    public typealias Observer = (_ old: AppState, _ new: AppState) -> Void
    /// What an action does outside the state (the team's server and outbox), run after
    /// the action went through.
    public typealias Effect = (_ action: StoreAction) -> Void

    public private(set) var state: AppState
    private var observers: [Observer] = []
    private var effects: [Effect] = []
    private let stateFile: StateFile?

    public init(state: AppState = AppState(), stateFile: StateFile? = nil) {
        self.state = state
        self.stateFile = stateFile
    }

    /// Calls `observer` after every change, with the state before and after.
    public func observe(_ observer: @escaping Observer) {
        observers.append(observer)
    }

    /// Runs `effect` after every action `send` carried out (saved and applied; not after
    /// one that failed): a team session sends a rating and its undo there.
    public func addEffect(_ effect: @escaping Effect) {
        effects.append(effect)
    }

    /// Changes the state. A change to saved parts is applied to the file as it is on
    /// disk now (under a lock, so another shell's changes are kept) before it is applied
    /// here; if the write fails, nothing changes and the error says why.
    public func send(_ action: StoreAction) throws {
        var next = state
        next.reduce(action)
        if next.persisted != state.persisted, let stateFile, let change = StateChange(action) {
            next.apply(try stateFile.record(change))
        }
        commit(next)
        for effect in effects { effect(action) }
    }

    /// Takes in what another shell saved since this one last looked: the dispatcher asks
    /// before every command, so `favs` in one shell shows the other's `fav` at once. A file
    /// that cannot be read now changes nothing here (the next save reports it).
    public func refresh() {
        guard let stateFile, let saved = try? stateFile.saved(), saved != state.persisted else { return }
        var next = state
        next.apply(saved)
        commit(next)
    }

    /// Sends a change that `undo` can take back with `inverse`, described by `what`.
    public func send(_ action: StoreAction, undo inverse: StoreAction, what: String) throws {
        try send(action)
        undoStack.append(UndoEntry(inverse: inverse, description: what))
    }

    /// Takes back the newest undoable change; nil when there is none.
    public func undo() throws -> String? {
        guard let entry = undoStack.last else { return nil }
        try send(entry.inverse)
        undoStack.removeLast()
        return entry.description
    }

    /// Changes this session can take back, newest last.
    public private(set) var undoStack: [UndoEntry] = []

    private func commit(_ next: AppState) {
        let old = state
        state = next
        guard old != next else { return }
        for observer in observers { observer(old, next) }
    }
}
