/// The length of the UTF-8 character a byte starts (1 for ASCII and for a byte that starts
/// none), for the key readers that take characters a byte at a time: the prompt's,
/// Ctrl-R's and `find`'s.
enum UTF8Lead {
    static func length(_ lead: UInt8) -> Int {
        lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    }
}
