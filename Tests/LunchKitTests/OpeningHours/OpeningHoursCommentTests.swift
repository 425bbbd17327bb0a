import Foundation
import Testing
import LunchText
import LunchCatalog
import LunchCommands

/// Issue 28, item 3: a rule whose only modifier is a comment is unknown with the comment
/// shown, like a value that is only a comment (before, the rule read as plainly open).
/// Helsinki times; 2026-11-16 is a Monday, 2026-11-17 a Tuesday.
@Suite struct OpeningHoursCommentTests {
    func status(_ hours: String, _ when: String) -> OpenStatus { OpeningHoursTests().status(hours, when) }

    @Test func aRuleWithOnlyACommentIsUnknownWithIt() {
        let h = "Tu-Sa 11:30-14:00 \"Reservations only\""
        #expect(status(h, "2026-11-17T12:00") == .unknownWithComment("Reservations only"))
        #expect(status(h, "2026-11-17T15:00") == .closed(opens: nil))
        #expect(status(h, "2026-11-16T12:00") == .closed(opens: nil))
        #expect(status(h, "2026-11-17T12:00").key == "unknown")   // --json unchanged
    }

    @Test func aValueThatIsOnlyACommentShowsIt() {
        #expect(status("\"by appointment\"", "2026-11-16T12:00") == .unknownWithComment("by appointment"))
        #expect(status("Mo-Fr 10:00-18:00; \"renovation\"", "2026-11-16T12:00") == .unknownWithComment("renovation"))
        #expect(status("\"\"", "2026-11-16T12:00") == .unknown)
    }

    @Test func aStateWithACommentKeepsItsState() {
        #expect(status("Mo-Fr 11:00-14:00 open \"lunch menu\"", "2026-11-16T12:00") == .open(closes: OpeningHoursTests.at("2026-11-16T14:00")))
        #expect(status("Mo-Fr 11:00-14:00; Mo off \"staff day\"", "2026-11-16T12:00") == .closed(opens: OpeningHoursTests.at("2026-11-17T11:00")))
    }

    @Test func theListShowsTheCommentSafely() {
        let table = PlaceTablePresenter(style: Style(enabled: false), calendar: OpeningHoursTests.calendar, now: { Date() })
        #expect(table.openText(.unknownWithComment("reservations only")) == "? reservations only")
        #expect(!table.openText(.unknownWithComment("bad\u{1B}[2Jtext")).contains("\u{1B}"))
    }
}
