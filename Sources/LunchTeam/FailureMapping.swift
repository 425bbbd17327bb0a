import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import PostgresNIO

/// Turns what the driver threw into a `TeamFailure` with one line, never the password.
struct FailureMapping {
    /// Where we connect (`127.0.0.1:5432`, or the socket folder), for unreachable lines.
    let endpoint: String
    let password: String?

    func failure(_ error: any Error) -> TeamFailure {
        if let failure = error as? TeamFailure { return failure }
        if error is CancellationError { return .cancelled }
        if let error = error as? PSQLError { return failure(error) }
        if let error = error as? ChannelError, case .connectTimeout = error { return .timedOut }
        if error is IOError || error is ChannelError || error is NIOConnectionError || error is SocketAddressError {
            return .unreachable(line("\(endpoint): \(reason(error))"))
        }
        return .server(line(String(describing: error)))
    }

    private func failure(_ error: PSQLError) -> TeamFailure {
        switch error.code {
        case .server:
            let state = error.serverInfo?[.sqlState] ?? ""
            let message = line(error.serverInfo?[.message] ?? "error \(state)")
            if state.hasPrefix("28") { return .authentication(message) }
            if state.hasPrefix("08") || state.hasPrefix("57P") || state == "53300" {
                return .unreachable(line("\(endpoint): \(message)"))
            }
            return .server(message)
        case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown:
            if let underlying = error.underlying as? ChannelError, case .connectTimeout = underlying { return .timedOut }
            let reason = error.underlying.map(reason) ?? "the connection was closed"
            return .unreachable(line("\(endpoint): \(reason)"))
        case .authMechanismRequiresPassword:
            return .authentication("the server asks for a password and none was given (URL, PGPASSWORD or ~/.pgpass; the history never keeps one, so a recalled line needs it typed again)")
        case .unsupportedAuthMechanism, .saslError:
            return .authentication("the server asks for an authentication method lunch does not support")
        case .sslUnsupported:
            return .server("the server does not offer TLS, which sslmode asks for")
        case .queryCancelled:
            return .cancelled
        default:
            return .server(line("database error (\(error.code))"))
        }
    }

    /// What the system said, as `psql` says it ("connection refused", "host not found").
    private func reason(_ error: any Error) -> String {
        if let error = error as? IOError {
            let text = String(cString: strerror(error.errnoCode))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
        if let error = error as? NIOConnectionError {
            if let first = error.connectionErrors.first { return reason(first.error) }
            if error.dnsAError != nil || error.dnsAAAAError != nil { return "host not found" }
        }
        if error is SocketAddressError { return "host not found" }
        return String(describing: error)
    }

    /// One line, at most 300 characters, the password (if any) masked.
    func line(_ text: String) -> String {
        var text = text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
        if let password, !password.isEmpty { text = text.replacingOccurrences(of: password, with: "…") }
        text = text.trimmingCharacters(in: .whitespaces)
        return text.count > 300 ? String(text.prefix(299)) + "…" : text
    }
}
