import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import PostgresNIO

/// The driver's configuration for a team URL: a socket folder (`/…`) or a TCP host, and
/// TLS as libpq's `sslmode` means it (`disable` none; `allow`/`prefer` when the server
/// offers it; `require` always, certificate not checked; `verify-ca`/`verify-full` always,
/// checked against `~/.postgresql/root.crt` when present, else the system's roots).
enum ConnectionTarget {
    static func configuration(_ url: TeamURL, password: String?) throws -> PostgresConnection.Configuration {
        var configuration: PostgresConnection.Configuration
        if url.host.hasPrefix("/") {
            configuration = .init(unixSocketPath: socketPath(url), username: url.user, password: password,
                                  database: url.database)
        } else {
            configuration = .init(host: url.host, port: url.port, username: url.user, password: password,
                                  database: url.database, tls: try tls(url.sslMode))
        }
        configuration.options.additionalStartupParameters = [("application_name", "lunch")]
        return configuration
    }

    static func socketPath(_ url: TeamURL) -> String {
        url.host + (url.host.hasSuffix("/") ? "" : "/") + ".s.PGSQL.\(url.port)"
    }

    static func endpoint(_ url: TeamURL) -> String {
        if url.host.hasPrefix("/") { return socketPath(url) }
        return (url.host.contains(":") ? "[\(url.host)]" : url.host) + ":\(url.port)"
    }

    private static func tls(_ mode: TeamURL.SSLMode) throws -> PostgresConnection.Configuration.TLS {
        var tls = TLSConfiguration.makeClientConfiguration()
        switch mode {
        case .disable:
            return .disable
        case .allow, .prefer:
            tls.certificateVerification = .none
            return .prefer(try NIOSSLContext(configuration: tls))
        case .require:
            tls.certificateVerification = .none
            return .require(try NIOSSLContext(configuration: tls))
        case .verifyCA, .verifyFull:
            tls.certificateVerification = mode == .verifyCA ? .noHostnameVerification : .fullVerification
            let root = FileManager.default.homeDirectoryForCurrentUser.path + "/.postgresql/root.crt"
            if FileManager.default.fileExists(atPath: root) { tls.trustRoots = .file(root) }
            return .require(try NIOSSLContext(configuration: tls))
        }
    }
}
