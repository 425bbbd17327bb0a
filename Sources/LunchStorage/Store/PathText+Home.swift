import Foundation
#if canImport(Glibc)
import Glibc
import LunchText

#endif

extension PathText {
    /// The user's home folder as shells find it: `$HOME`, or the password entry of the
    /// user lunch runs as when HOME is unset or empty; nil when neither says.
    public static func home(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let home = environment["HOME"], !home.isEmpty { return home }
        return passwordHome(user: nil)
    }

    /// The one expansion of a leading tilde in a path the user typed (a command's file, an
    /// option, `LUNCH_STATE_DIR`), as shells do it: `~` and `~/…` start from `home`;
    /// `~name` and `~name/…` from that user's home when there is such a user. Anything
    /// else — a tilde later in the path, an unknown user, no home at all — is kept as typed.
    public static func expandingTilde(_ path: String,
                                      environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        guard path.first == "~" else { return path }
        let afterTilde = path.dropFirst()
        let name = afterTilde.prefix { $0 != "/" }
        let rest = afterTilde.dropFirst(name.count)
        guard let base = name.isEmpty ? home(environment: environment) : passwordHome(user: String(name)) else { return path }
        // `~/x` with HOME=/ is `/x`, not `//x`.
        if base.hasSuffix("/"), rest.hasPrefix("/") { return String(base.dropLast()) + rest }
        return base + rest
    }

    /// The home folder in the password database: of `user`, or of the real user when nil.
    private static func passwordHome(user: String?) -> String? {
        var entry = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16_384)
        let status = user.map { getpwnam_r($0, &entry, &buffer, buffer.count, &found) }
            ?? getpwuid_r(getuid(), &entry, &buffer, buffer.count, &found)
        guard status == 0, found != nil, let dir = entry.pw_dir else { return nil }
        let home = String(cString: dir)
        return home.isEmpty ? nil : home
    }
}
