import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// The spin's plan: the README promises at most 1.2 s (measured on a pty: see the
/// benchmark's `pick_spin`); the plan leaves room for drawing.
@Suite struct PickSpinTests {
    @Test func thePlanFitsWellInsideTheLimitAndSlowsDown() {
        let spin = PickSpin.standard
        #expect(spin.limit <= 1.2)
        #expect(spin.planned <= 0.9)
        #expect(spin.waits.count == spin.frames)
        #expect(zip(spin.waits, spin.waits.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func namesFlickByAndTheLastFrameIsThePick() {
        let spin = PickSpin(frames: 4, firstWait: 0.01, growth: 0.01, limit: 1)
        let names = ["A", "B", "C"]
        #expect((0..<4).map { spin.name(at: $0, of: names, final: "Z") } == ["A", "B", "C", "Z"])
        #expect(spin.name(at: 0, of: [], final: "Z") == "Z")
    }
}
