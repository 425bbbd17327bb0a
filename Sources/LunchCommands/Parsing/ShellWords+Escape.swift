extension ShellWords {
    /// Writes a value so that the shell's word splitter reads it back unchanged.
    static func escape(_ value: String, quote: Character?) -> String {
        if let quote {
            let body = quote == "'" ? value.replacingOccurrences(of: "'", with: "'\\''")
                                    : value.replacingOccurrences(of: "\\", with: "\\\\")
                                           .replacingOccurrences(of: "\"", with: "\\\"")
            return String(quote) + body
        }
        var out = ""
        for ch in value {
            if " \t'\"\\;#".contains(ch) { out.append("\\") }
            out.append(ch)
        }
        return out
    }
}
