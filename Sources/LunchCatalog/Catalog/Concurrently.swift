import Dispatch
import Foundation
import LunchText

/// Runs two pieces of work at once, one of them on another thread: a catalog build has
/// two independent halves and the machines it runs on have two cores.
package enum Concurrently {
    package static func run<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
        let results = Results<A, B>()
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                let work = UncheckedWork(first: first, second: second, results: results)
                DispatchQueue.concurrentPerform(iterations: 2) { i in work.run(i) }
            }
        }
        return (results.first!, results.second!)
    }

    /// Runs every piece of work on two threads, each thread taking the next piece as soon as
    /// it is free (list the longest first); returns when all are done. Each piece writes
    /// only its own result (`Slot`).
    package static func all(_ work: [() -> Void]) {
        let pool = Pool(work)
        DispatchQueue.concurrentPerform(iterations: 2) { _ in pool.drain() }
    }

    /// A result written by one piece of work of `all`, read after it returns.
    package final class Slot<T>: @unchecked Sendable {
        package var value: T?
        package init() {}
    }

    private final class Pool: @unchecked Sendable {
        private let work: [() -> Void]
        private var next = 0
        private let lock = NSLock()

        init(_ work: [() -> Void]) { self.work = work }

        func drain() {
            while true {
                let i: Int = lock.withLock {
                    defer { next += 1 }
                    return next
                }
                guard i < work.count else { return }
                work[i]()
            }
        }
    }

    /// Lets go of `value` on another thread: freeing a million places takes a few hundred
    /// milliseconds, which the user should not wait for. The caller hands over its own
    /// reference (`consume`), so the other thread's is the last one and frees it there.
    package static func release<T>(_ value: consuming T) {
        let held = Held(value)
        DispatchQueue.global(qos: .utility).async { held.value = nil }
    }

    /// What `release` frees: nothing else refers to it once handed over.
    private final class Held<T>: @unchecked Sendable {
        var value: T?
        init(_ value: consuming T) { self.value = value }
    }

    /// Each iteration writes only its own result, and `concurrentPerform` returns after
    /// both: no value is shared while they run.
    private final class Results<A, B>: @unchecked Sendable {
        var first: A?
        var second: B?
    }

    private struct UncheckedWork<A, B>: @unchecked Sendable {
        let first: () -> A
        let second: () -> B
        let results: Results<A, B>

        func run(_ i: Int) {
            if i == 0 { results.first = first() } else { results.second = second() }
        }
    }
}
