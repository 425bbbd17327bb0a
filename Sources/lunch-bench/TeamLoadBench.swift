import Foundation
import LunchLoad

/// `--team-load SHELLS`: the load run of issue 27 (see `TeamLoad`), its figures on one line.
enum TeamLoadBench {
    static func run(_ load: TeamLoad) throws {
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { box.result = .success(try await load.run()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        switch box.result {
        case .success(let figures)?:
            print("team_load " + figures.line)
            for line in figures.statementCosts?.lines ?? [] { print("team_load_" + line) }
            if let first = figures.firstError { FileHandle.standardError.write(Data("first error: \(first)\n".utf8)) }
        case .failure(let error)?: throw BenchError("team load: \(error)")
        case nil: throw BenchError("team load: no result")
        }
    }

    private final class ResultBox: @unchecked Sendable {
        var result: Result<LoadFigures, any Error>?
    }
}
