import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct JSONTests {
    @Test func objectsKeepKeyOrderOnOneLine() {
        let json = JSON.object([("command", .string("at")), ("lat", .number(60.17)), ("lon", .number(24.0)),
                                ("name", .null), ("ok", .bool(true)), ("list", .array([.int(1), .int(2)]))])
        #expect(json.serialized() == #"{"command":"at","lat":60.17,"lon":24,"name":null,"ok":true,"list":[1,2]}"#)
    }

    @Test func stringsAreEscaped() {
        #expect(JSON.string("a\"b\\c\nd\u{1}é").serialized() == #""a\"b\\c\nd\u0001é""#)
    }

    @Test func nonFiniteNumbersAreNull() {
        #expect(JSON.number(Double.nan).serialized() == "null")
        #expect(JSON.number(Double?.none).serialized() == "null")
    }
}
