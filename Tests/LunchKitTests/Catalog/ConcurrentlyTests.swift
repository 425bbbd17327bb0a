import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct ConcurrentlyTests {
    /// Every piece runs exactly once, whichever thread takes it.
    @Test func allRunsEveryPieceOnce() {
        for count in [0, 1, 2, 3, 17] {
            let slots = (0..<count).map { _ in Concurrently.Slot<[Int]>() }
            Concurrently.all((0..<count).map { i in { slots[i].value = (slots[i].value ?? []) + [i * i] } })
            #expect(slots.map(\.value) == (0..<count).map { [$0 * $0] })
        }
    }
}
