import Foundation
import LunchText

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

    /// The home folder in the password database: of `user`, or of the user lunch runs as
    /// when nil (through Foundation, which asks getpwnam(3)).
    private static func passwordHome(user: String?) -> String? {
        let name = user ?? NSUserName()
        guard !name.isEmpty, let url = FileManager.default.homeDirectory(forUser: name) else { return nil }
        let home = url.path
        return home.isEmpty ? nil : home
    }
}
