/// The observable state store. All changes go through `send`; changes to saved parts
/// are written to disk before `send` returns, and a failed write leaves the state as
/// it was (memory and disk never disagree).
public final class Store {
    public typealias Observer = (_ old: AppState, _ new: AppState) -> Void

    public private(set) var state: AppState
    private var observers: [Observer] = []
    private let stateFile: StateFile?

    public init(state: AppState = AppState(), stateFile: StateFile? = nil) {
        self.state = state
        self.stateFile = stateFile
    }

    /// Calls `observer` after every change, with the state before and after.
    public func observe(_ observer: @escaping Observer) {
        observers.append(observer)
    }

    public func send(_ action: StoreAction) throws {
        var next = state
        next.reduce(action)
        if next.persisted != state.persisted, let stateFile {
            try stateFile.save(next.persisted)
        }
        commit(next)
    }

    private func commit(_ next: AppState) {
        let old = state
        state = next
        guard old != next else { return }
        for observer in observers { observer(old, next) }
    }
}
