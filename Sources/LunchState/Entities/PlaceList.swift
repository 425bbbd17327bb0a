import Foundation
import Synchronization
import LunchStorage
import LunchCatalog
import LunchText

/// The ids of a list's rows (row N is `list[N-1]`): held as ids, or worked out as they
/// are read (`near` at a million places finds thousands of rows and prints 50: the rest
/// are ordered and their ids read only when `more`, `show 2000` or Tab asks for them).
public struct PlaceList: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral, CustomStringConvertible {
    private enum Storage: Sendable {
        case ids([String])
        case lazy(Source)
    }

    private let storage: Storage

    public init(_ ids: [String]) { storage = .ids(ids) }

    public init(arrayLiteral ids: String...) { storage = .ids(ids) }

    /// A list whose ids come from `source` as they are read.
    public init(_ source: Source) { storage = .lazy(source) }

    public var startIndex: Int { 0 }
    public var endIndex: Int {
        switch storage {
        case .ids(let ids): ids.count
        case .lazy(let source): source.count
        }
    }

    public subscript(position: Int) -> String {
        switch storage {
        case .ids(let ids): ids[position]
        case .lazy(let source): source.id(position)
        }
    }

    public var description: String { Array(self).description }

    /// Equal ids in the same order. Two lists made by the same query of the same catalog
    /// (`Source.key`) are equal without reading them.
    public static func == (a: PlaceList, b: PlaceList) -> Bool {
        if case .lazy(let x) = a.storage, case .lazy(let y) = b.storage {
            if x === y { return true }
            if let key = x.key, key == y.key { return true }
        }
        return a.count == b.count && a.elementsEqual(b)
    }

    /// Ids read on demand, each once (the list is state, and state is shared: the ids
    /// read so far are kept under a lock).
    public final class Source: Sendable {
        public let count: Int
        /// Names the query that made the list, when it alone decides the ids (nil: compared by id).
        public let key: String?
        private let read: @Sendable (Int) -> String
        private let known = Mutex<[String?]>([])

        /// `read(n)` is the id of row n + 1.
        public init(count: Int, key: String?, read: @escaping @Sendable (Int) -> String) {
            self.count = count
            self.key = key
            self.read = read
        }

        func id(_ position: Int) -> String {
            precondition(position >= 0 && position < count, "row out of the list")
            if let id = known.withLock({ $0.isEmpty ? nil : $0[position] }) { return id }
            let id = read(position)
            known.withLock { known in
                if known.isEmpty { known = [String?](repeating: nil, count: count) }
                known[position] = id
            }
            return id
        }
    }
}
