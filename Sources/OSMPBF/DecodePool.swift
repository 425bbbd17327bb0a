import Foundation

/// A fixed set of worker threads that decode OSMData blobs (and transform each decoded
/// block, see `PBFReader`); results are collected by sequence number so that the caller
/// can hand them out in file order. All mutable state is guarded by `cond`.
final class DecodePool<Part: Sendable>: @unchecked Sendable {
    private let cond = NSCondition()
    private var jobs: [(seq: Int, frame: BlobFrame)] = []
    private var jobHead = 0
    private var results: [Int: Result<Part, PBFError>] = [:]
    private var closed = false
    private var liveWorkers = 0

    /// The file's bytes: valid until `shutdown` returns (the reader's caller holds them).
    private let file: UnsafeBufferPointer<UInt8>

    init(threads: Int, file: UnsafeBufferPointer<UInt8>, options: PBFReadOptions,
         transform: @escaping @Sendable (PBFBlock) -> Part) {
        self.file = file
        liveWorkers = threads
        for n in 0..<threads {
            let thread = Thread { [self] in
                while let job = self.nextJob() {
                    let result: Result<Part, PBFError>
                    do throws(PBFError) {
                        result = .success(transform(try BlobDecoder.decodeData(self.file, job.frame, options: options)))
                    } catch {
                        result = .failure(error)
                    }
                    self.finish(job.seq, result)
                }
                self.workerExited()
            }
            thread.name = "OSMPBF decode \(n)"
            thread.start()
        }
    }

    func submit(_ seq: Int, _ frame: BlobFrame) {
        cond.lock()
        jobs.append((seq, frame))
        cond.broadcast()
        cond.unlock()
    }

    /// Blocks until the result for `seq` is ready and removes it.
    func take(_ seq: Int) -> Result<Part, PBFError> {
        cond.lock()
        defer { cond.unlock() }
        while true {
            if let r = results.removeValue(forKey: seq) { return r }
            cond.wait()
        }
    }

    /// Stops the workers (dropping queued jobs) and waits until every one has exited.
    func shutdown() {
        cond.lock()
        closed = true
        jobs.removeAll()
        jobHead = 0
        cond.broadcast()
        while liveWorkers > 0 { cond.wait() }
        results.removeAll()
        cond.unlock()
    }

    private func nextJob() -> (seq: Int, frame: BlobFrame)? {
        cond.lock()
        defer { cond.unlock() }
        while true {
            if closed { return nil }
            if jobHead < jobs.count {
                let job = jobs[jobHead]
                jobHead += 1
                if jobHead > 64 && jobHead * 2 > jobs.count {
                    jobs.removeFirst(jobHead)
                    jobHead = 0
                }
                return job
            }
            cond.wait()
        }
    }

    private func finish(_ seq: Int, _ result: Result<Part, PBFError>) {
        cond.lock()
        if !closed { results[seq] = result }
        cond.broadcast()
        cond.unlock()
    }

    private func workerExited() {
        cond.lock()
        liveWorkers -= 1
        cond.broadcast()
        cond.unlock()
    }
}
