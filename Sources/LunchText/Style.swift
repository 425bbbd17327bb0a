/// Terminal colours, or nothing when colour is off (not a terminal, `--no-color`, `NO_COLOR`).
///
/// Styled text carries marks, not escape codes: `TerminalText.output` turns the marks
/// of the codes below into colour codes and shows every raw escape as `␛`, so data
/// (always made safe before it is styled) can never bring its own codes through.
public struct Style: Sendable {
    public var enabled: Bool

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    public func bold(_ s: String) -> String { wrap(s, "1") }
    public func dim(_ s: String) -> String { wrap(s, "2") }
    public func red(_ s: String) -> String { wrap(s, "31") }
    public func green(_ s: String) -> String { wrap(s, "32") }

    /// The codes lunch writes (`0` resets).
    static let codes: Set<String> = ["0", "1", "2", "31", "32", "33", "36"]
    /// A mark is `markStart`, one of `codes`, `markEnd`: noncharacters, which
    /// `TerminalText` shows as codes wherever they come from data.
    static let markStart = Unicode.Scalar(UInt32(0xFDD0))!
    static let markEnd = Unicode.Scalar(UInt32(0xFDD1))!

    private func wrap(_ s: String, _ code: String) -> String {
        enabled && !s.isEmpty ? Self.mark(code) + s + Self.mark("0") : s
    }

    private static func mark(_ code: String) -> String {
        String(Character(markStart)) + code + String(Character(markEnd))
    }

    /// The code of the mark that starts at `start` and the index of its end, if a
    /// whole mark of a known code starts there.
    static func mark(in scalars: [Unicode.Scalar], from start: Int) -> (code: String, end: Int)? {
        var code = ""
        var i = start + 1
        while i < scalars.count, i - start <= 3, ("0"..."9").contains(scalars[i]) {
            code.unicodeScalars.append(scalars[i])
            i += 1
        }
        guard i < scalars.count, scalars[i] == markEnd, codes.contains(code) else { return nil }
        return (code, i)
    }
}
