import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writing to a pipe whose reader went away: an error the writer sees (EPIPE), never
/// SIGPIPE ending the shell.
package enum PipeSignal {
    /// Runs `body` with SIGPIPE blocked on this thread; one raised meanwhile is taken
    /// before the mask is restored.
    package static func held<R>(_ body: () throws -> R) rethrows -> R {
        var pipeSignal = sigset_t(), previous = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var pending = sigset_t()
            var zero = timespec()
            if sigpending(&pending) == 0, sigismember(&pending, SIGPIPE) == 1 { _ = sigtimedwait(&pipeSignal, nil, &zero) }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        return try body()
    }
}
