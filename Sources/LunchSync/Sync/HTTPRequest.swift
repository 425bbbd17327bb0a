import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// One request `sync` sends: where, how, with which header lines and body. A value of its
/// own (not Foundation's `URLRequest`), so that nothing links FoundationNetworking and the
/// libcurl it names: libcurl is loaded only when sync runs (`CHTTP`), and a start does not
/// pay for loading either.
public struct HTTPRequest: Sendable, Equatable {
    public var url: URL
    public var method: String
    /// Header lines by name; a name is one header whatever its case (see `setHeader`).
    public private(set) var headers: [String: String]
    public var body: Data?

    public init(url: URL, method: String = "GET", body: Data? = nil) {
        self.url = url
        self.method = method
        self.headers = [:]
        self.body = body
    }

    /// Sets (or with nil removes) a header; a header already there under another case of
    /// the same name is replaced.
    public mutating func setHeader(_ name: String, _ value: String?) {
        if let old = headers.keys.first(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
            headers[old] = nil
        }
        headers[name] = value
    }

    /// The header's value, whatever the case of `name`.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// `Name: value` lines in name order (what goes on the wire).
    var headerLines: [String] {
        headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    }
}
