import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `at`: its interactor and presenter directly, then the shell.
@Suite struct AtTests {
    func interactor(_ s: TestShell) -> AtInteractor { AtInteractor(store: s.store, gazetteer: s.context.gazetteer) }

    @Test func coordinatesAndNames() throws {
        let s = TestShell(places: Fixtures.small)
        let here = try interactor(s).setLocation(AtRequest(["60.17", "24.94"]))
        #expect(here.coordinate == Coordinate(lat: 60.17, lon: 24.94))
        #expect(s.store.state.location == here)
        let kamppi = try interactor(s).setLocation(AtRequest(["kamppi"]))
        #expect(kamppi.name == "Kamppi")
        #expect(AtPresenter().present(kamppi).text == Messages.locationSet("Kamppi (60.16850, 24.93150)"))
        #expect(throws: UserError(Messages.notTwoNumbers("1 2 3"))) { try interactor(s).setLocation(AtRequest(["1", "2", "3"])) }
        #expect(throws: UserError(Messages.atNeedsWhere)) { try AtRequest([]) }
    }

    @Test func throughTheShellTheListStays() {
        let s = TestShell(places: Fixtures.small)
        s.run("search kahvila; at Kallio")
        #expect(s.store.state.currentList == ["osm:node/2"])
        #expect(s.store.state.location?.name == "Kallio")
    }

    @Test(arguments: ["at 60.17,24.94", "at 60.17 24.94", "at 60.17, 24.94", "at '60.17, 24.94'", "at 60.17 ,24.94"])
    func acceptsTheUsualWaysOfWritingCoordinates(_ line: String) {
        let shell = TestShell()
        #expect(!shell.run(line).failed)
        #expect(shell.store.state.location?.coordinate == Coordinate(lat: 60.17, lon: 24.94))
    }

    /// Zero has no sign on screen: `at -0,-0` and `at -0.000001,0` are `0.00000, 0.00000`.
    @Test(arguments: ["at -0,-0", "at -0.0 -0.0", "at -0.000001,-0.000001"])
    func negativeZeroIsShownAsZero(_ line: String) {
        let shell = TestShell()
        #expect(!shell.run(line + "; where").failed)
        #expect(shell.output.stdout == "Location set to 0.00000, 0.00000.\nYou are at 0.00000, 0.00000.\n")
    }

    @Test func negativeCoordinatesAreNotOptions() {
        let shell = TestShell()
        #expect(!shell.run("at -33.8688 151.2093").failed)
        #expect(shell.store.state.location?.coordinate == Coordinate(lat: -33.8688, lon: 151.2093))
    }

    @Test(arguments: [
        ("at 91,0", "latitude 91 is out of range: it must be between -90 and 90"),
        ("at 0,-180.5", "longitude -180.5 is out of range: it must be between -180 and 180"),
        ("at", Messages.atNeedsWhere),
        ("at nan,0", "latitude nan is out of range: it must be between -90 and 90"),
        ("at Kampi", Messages.unknownPlaceName("Kampi", suggestion: "Kamppi")),
    ])
    func badLocationsAreOneClearLine(_ line: String, _ message: String) {
        let shell = TestShell()
        #expect(shell.run(line).failed)
        #expect(shell.output.stderr == "error: \(message)\n")
        #expect(shell.store.state.location == nil)
    }

    @Test func namesAreFoldedAndSaved() throws {
        let shell = TestShell()
        shell.run("at etu-toolo")
        #expect(shell.store.state.location?.name == "Etu-Töölö")
        #expect(shell.savedState?.contains("Etu-Töölö") == true)
    }

    @Test(arguments: [
        ("at 1 2 3", "'1 2 3' is not a location: give two numbers, LAT,LON (e.g. 60.17,24.94)"),
        ("at 1,2,3", "'1,2,3' is not a location: give two numbers, LAT,LON (e.g. 60.17,24.94)"),
        ("at 91,0", "latitude 91 is out of range: it must be between -90 and 90"),
        ("at nan,nan", "latitude nan is out of range: it must be between -90 and 90"),
        ("at 0,inf", "longitude inf is out of range: it must be between -180 and 180"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }

    @Test func coordinatesOrAName() throws {
        let point = Coordinate(lat: 60.17, lon: 24.94)
        #expect(try AtRequest(["60.17,", "24.94"]) == .coordinate(point))
        #expect(try AtRequest(["60.17,24.94"]) == .coordinate(point))
        #expect(try AtRequest(["Kamppi", "centre"]) == .name("Kamppi centre"))
        #expect(try AtRequest(["1", "2", "3"]) == .name("1 2 3"))
        #expect(throws: UserError(Messages.latitudeOutOfRange("91"))) { try AtRequest(["91", "0"]) }
    }

    @Test func completionShowsNamesBesideRowNumbers() throws {
        let s = TestShell(places: Fixtures.small)
        s.run("at 60.1699,24.9384; near 130")
        let candidates = s.context.gazetteer.names(startingWith: "")
        #expect(candidates.contains(Candidate("1", display: "1  Golden Sushi")))
        #expect(candidates.contains(Candidate("Kamppi")))
        #expect(!candidates.contains { $0.value == "1" && $0.display == "1" })
    }

    @Test func aNameThatStartsSeveralPlacesSaysWhich() {
        let s = TestShell(places: Fixtures.small)
        #expect(s.run("at golden").failed)
        #expect(s.output.stderr == "error: 'golden' matches 2 places, listed below; pick one by row: 'at 1'\n")
        #expect(s.store.state.location == nil)
        #expect(!s.run("at golden s").failed)
        s.run("at golden; at 2")
        #expect(s.store.state.location?.name == "Golden Dragon")
    }

    /// A 100 kB name is never quoted whole: not the one typed after `at`, not the area
    /// `at` suggests, not the one `import` offers after a far import (it offers the
    /// coordinates then, since the cut name would not be found).
    @Test func hugeNamesAreCutInAtsHints() throws {
        let huge = String(repeating: "Kallio", count: 17_000)
        let message = Messages.unknownPlaceName(huge, suggestion: huge)
        #expect(TextWidth.cells(message) < 200, "\(TextWidth.cells(message)) cells")
        #expect(message.contains("…"))
        let far = ImportInteractor.FarAway(name: huge, coordinate: Coordinate(lat: 21.0285, lon: 105.8542), metres: 7_800_000,
                                           from: "Kamppi")
        var result = ImportInteractor.Result(file: "hanoi.json", format: "Overpass JSON")
        result.far = far
        let text = ImportPresenter().present(result).text
        #expect(text.components(separatedBy: "\n").allSatisfy { TextWidth.cells($0) < 300 }, "\(text.count)")
        #expect(text.contains("'at 21.0285,105.8542' goes there"), "\(text.suffix(300))")
        // A name of a usual length is still offered as it is.
        result.far?.name = "Hanoi"
        #expect(ImportPresenter().present(result).text.contains("around Hanoi,") )
    }
}
