import LunchStorage
import LunchCatalog
import LunchText

/// The line for a password file that libpq (and so lunch) will not read.
extension Messages {
    static func teamPasswordFileOpen(_ path: String) -> String {
        "password file \"\(path.prefix(200))\" has group or world access; permissions should be u=rw (0600) or less: ignored"
    }
}
