import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// The entry points of the libFuzzer harnesses in `Fuzz/` (one executable each), and of
/// the unit test that replays every input they ever crashed on
/// (`Tests/FuzzRegressions/<harness>/`). Each takes arbitrary bytes, touches no real
/// file, no network and no clock, and is deterministic. A crash, a sanitizer report or a
/// broken promise (a `--json` line that is not one JSON object, a saved state that cannot
/// be read back) is a finding; an error thrown for bad input is not.
public enum FuzzHarness: String, CaseIterable, Sendable {
    /// Command lines through the dispatcher (one per input line; `--json` when the input
    /// length is odd), on in-memory files, a fixed clock and a seeded random source.
    case shell
    /// The `opening_hours` parser, and the evaluator at fixed times.
    case hours
    /// A place file through `PlaceFileReader` (Overpass, GeoJSON, Google legacy and New, found
    /// from the content), then the places built into a catalog and queried.
    case places
    /// `state.json` through `StateFile.load`, the loaded state saved and read back, and
    /// shown by the commands that read it; after 0x1E bytes its journal, the team's
    /// outbox and `team.json`, read by a team session.
    case state
    /// A stored catalog image as the loader takes it (layout and checksum), then queried.
    case catalog
    /// The same, but the checksum is first recomputed over the (damaged) bytes, so the
    /// structure checks and the queries see the damage instead of the checksum refusing it.
    case catalogResum = "catalog-resum"
    /// `.osm.pbf` bytes through every decoder of `OSMPBF`, then imported as a place file
    /// (places and walkable network); other bytes wrapped as a file's one data block.
    case pbf
    /// The process's arguments (words separated by NUL bytes) as a start reads them, the
    /// plain reading of the options compared with ArgumentParser's.
    case args

    public func run(_ data: Data) {
        switch self {
        case .shell: FuzzShell.run(data)
        case .hours: FuzzHours.run(data)
        case .places: FuzzPlaces.run(data)
        case .state: FuzzState.run(data)
        case .catalog: FuzzCatalog.run(data, recomputeChecksum: false)
        case .catalogResum: FuzzCatalog.run(data, recomputeChecksum: true)
        case .pbf: FuzzPBF.run(data)
        case .args: FuzzArgs.run(data)
        }
    }

    /// For the harness executables: `run` over libFuzzer's buffer.
    public func run(_ bytes: UnsafePointer<UInt8>?, _ count: Int) {
        guard let bytes, count > 0 else { return run(Data()) }
        run(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: bytes), count: count, deallocator: .none))
    }
}
