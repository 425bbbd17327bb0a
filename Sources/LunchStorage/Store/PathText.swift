import LunchText

/// Path arithmetic on the bytes of a path, as POSIX `dirname` does it: no Foundation
/// (its `deletingLastPathComponent` traps on a one-letter name such as `a`), no file
/// system access, any bytes in names.
public enum PathText {
    private static let slash = UInt8(ascii: "/")

    /// The folder a path names its last component in: `a` → `.`, `/a` → `/`,
    /// `./a` → `.`, `../a` → `..`, `x/y/` → `x`, `a//b` → `a`, `/` → `/`, `` → `.`.
    public static func folder(of path: String) -> String {
        let bytes = Array(path.utf8)
        var end = bytes.count
        while end > 1, bytes[end - 1] == slash { end -= 1 }  // trailing slashes
        guard end > 0 else { return "." }
        if end == 1, bytes[0] == slash { return "/" }
        while end > 0, bytes[end - 1] != slash { end -= 1 }  // the last component
        guard end > 0 else { return "." }
        while end > 1, bytes[end - 1] == slash { end -= 1 }  // the slashes before it
        return String(decoding: bytes[0..<end], as: UTF8.self)
    }

    /// The last component of a path, as POSIX `basename` gives it: `a/b` → `b`,
    /// `x/y/` → `y`, `a` → `a`, `/` → `/`, `` → ``.
    public static func lastComponent(of path: String) -> String {
        let bytes = Array(path.utf8)
        var end = bytes.count
        while end > 1, bytes[end - 1] == slash { end -= 1 }
        if end == 1, bytes[0] == slash { return "/" }
        var start = end
        while start > 0, bytes[start - 1] != slash { start -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `target` as seen from the folder `path` is in (how a relative symbolic link is read).
    public static func resolve(_ target: String, besideOf path: String) -> String {
        if target.utf8.first == slash { return target }
        let folder = folder(of: path)
        return folder == "/" ? "/" + target : folder + "/" + target
    }
}
