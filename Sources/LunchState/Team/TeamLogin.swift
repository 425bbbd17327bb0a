import Foundation
#if canImport(Glibc)
import Glibc
import LunchStorage
import LunchCatalog
import LunchText

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

    /// The password for a connection, as libpq finds it (`TeamPassword`): the URL's (this
    /// session only), else `PGPASSWORD`, else the password file (`PGPASSFILE`, else
    /// `~/.pgpass`), which is read here with its permission bits.
    public static func password(for url: TeamURL, environment: [String: String]) -> TeamPassword {
        var file: TeamPassword.File?
        if url.password?.isEmpty ?? true, environment["PGPASSWORD"]?.isEmpty ?? true,
           let path = PathText.home(environment: environment).map({ TeamPassword.filePath(environment: environment, home: $0) })
            ?? environment["PGPASSFILE"].flatMap({ $0.isEmpty ? nil : $0 }) {
            var info = stat()
            if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size < 1 << 20,
               let data = FileManager.default.contents(atPath: path) {
                file = TeamPassword.File(path: path, text: String(decoding: data, as: UTF8.self),
                                         mode: Int(info.st_mode & 0o777))
            }
        }
        return TeamPassword.resolve(url, environment: environment, file: file)
    }
}
