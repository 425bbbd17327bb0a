import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct TextWidthTests {
    @Test func cellsOfDifferentScripts() {
        #expect(TextWidth.cells("Cafe") == 4)
        #expect(TextWidth.cells("Café") == 4)
        #expect(TextWidth.cells("Cafe\u{301}") == 4)  // combining accent
        #expect(TextWidth.cells("Кафе") == 4)
        #expect(TextWidth.cells("寿司") == 4)
        #expect(TextWidth.cells("🍣") == 2)
        #expect(TextWidth.cells("❤️") == 2)
    }

    @Test func padAndTruncateCountCells() {
        #expect(TextWidth.pad("寿司", to: 6) == "寿司  ")
        #expect(TextWidth.truncate("寿司寿司", to: 5) == "寿司…")
        #expect(TextWidth.truncate("short", to: 10) == "short")
    }

    /// Text that was already cut (a long query inside a message) gets one `…`, never `……`.
    @Test func truncatingCutTextEndsInOneEllipsis() {
        #expect(TextWidth.truncate("ab…cd", to: 4) == "ab…")
        #expect(TextWidth.truncate("No places match 'qqq…'; try fewer", to: 22) == "No places match 'qqq…")
        #expect(TextWidth.truncate("寿司……寿司", to: 7) == "寿司…")
    }
}
