import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Every count agrees with its noun, and the words read as English.
@Suite struct CountWordsTests {
    @Test(arguments: [
        (ShellExpectations.here + "search regatta; stats all", "All lunches: 0 at 0 places."),
        (ShellExpectations.here + "show kahvila; rate 4; stats all", "All lunches: 1 at 1 place, 4.0★ on average."),
        (ShellExpectations.here + "search regatta", "(1 place matches 'regatta')"),
        (ShellExpectations.here + "near 100", "(2 places within 100 m of 60.16990, 24.93840)"),
        (ShellExpectations.here + "near 70", "(1 place within 70 m of 60.16990, 24.93840)"),
        (ShellExpectations.here + "near 70; more", "The last list has 1 row, and it is shown."),
    ])
    func countsAgreeWithTheirNouns(_ line: String, _ expected: String) {
        ShellExpectations.countedRight(line, expected)
    }

    @Test func aListOfOneRowSaysSo() {
        ShellExpectations.oneLineError(ShellExpectations.here + "search regatta; show 3", "row 3 is not in the last list (it has only row 1)")
        #expect(Messages.rowOutOfRange(3, count: 5) == "row 3 is not in the last list (1–5)")
    }

    @Test func oneRowOffTheMapIsTheOnlyRow() {
        #expect(Messages.rowsOffMap(1, of: 1, beyond: "50 km").hasPrefix("the only row is off the map (more than 50 km from you)"))
        #expect(Messages.rowsOffMap(1, of: 3, beyond: "50 km").hasPrefix("1 of the 3 rows is off the map"))
        #expect(Messages.rowsOffMap(2, of: 3, beyond: "50 km").hasPrefix("2 of the 3 rows are off the map"))
    }

    @Test func pagesAndHeldRowsCountRight() {
        #expect(Messages.pageRows(first: 51, last: 51, of: 51) == "(row 51 of 51)")
        #expect(Messages.nothingMore(1) == "The last list has 1 row, and it is shown.")
        #expect(Messages.rowsLeftOffMap(first: "53", last: "53") == "row 53 is left off the map to fit the screen")
    }
}
