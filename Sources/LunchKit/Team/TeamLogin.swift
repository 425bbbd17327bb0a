import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Who the member is and which password to use, from the environment as psql reads it.
public enum TeamLogin {
    /// The login name: `LOGNAME`, else `USER`, else the password entry's.
    public static func name(environment: [String: String]) -> String {
        for key in ["LOGNAME", "USER"] {
            if let value = environment[key], !value.isEmpty { return value }
        }
        if let entry = getpwuid(getuid()), let name = entry.pointee.pw_name {
            return String(cString: name)
        }
        return "lunch"
    }

    /// The password for a connection: the URL's (this session only), else `PGPASSWORD`.
    /// (`~/.pgpass` is read by `TeamPassword` when it lands; this is the one place to swap.)
    public static func password(for url: TeamURL, environment: [String: String]) -> String? {
        if let password = url.password { return password }
        if let password = environment["PGPASSWORD"], !password.isEmpty { return password }
        return nil
    }
}
