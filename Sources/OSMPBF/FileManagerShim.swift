import Foundation

enum FileManagerShim {
    static func contents(atPath path: String) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }
}
