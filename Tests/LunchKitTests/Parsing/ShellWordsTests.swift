import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct ShellWordsTests {
    @Test func splitsOnWhitespace() throws {
        #expect(try ShellWords.split("near  800\tvegan") == [["near", "800", "vegan"]])
    }

    /// A combining mark typed after a space is one character with the space: the space
    /// still separates the words (`search ́` used to be the unknown command `search ́`).
    @Test func aSpaceCarryingACombiningMarkStillSeparates() throws {
        #expect(try ShellWords.split("search \u{301}") == [["search", "\u{301}"]])
        #expect(try ShellWords.split("near \u{301}500 x") == [["near", "\u{301}500", "x"]])
        #expect(try ShellWords.split("help\t\u{20E3}search") == [["help", "\u{20E3}search"]])
        #expect(try ShellWords.split("say 'a \u{301}b'") == [["say", "a \u{301}b"]])
    }

    @Test func quotesKeepSpacesAndOtherQuotes() throws {
        #expect(try ShellWords.split(#"rate 4 "great place" 'it''s'"#) == [["rate", "4", "great place", "its"]])
        #expect(try ShellWords.split(#"say 'a "b" c'"#) == [["say", #"a "b" c"#]])
        #expect(try ShellWords.split(#"say "it's""#) == [["say", "it's"]])
    }

    @Test func backslashEscapes() throws {
        #expect(try ShellWords.split(#"show Café\ Regatta"#) == [["show", "Café Regatta"]])
        #expect(try ShellWords.split(#"say "a \"quoted\" word""#) == [["say", #"a "quoted" word"#]])
        #expect(try ShellWords.split(##"say \; \# \\"##) == [["say", ";", "#", "\\"]])
        #expect(try ShellWords.split(#"say "back\\slash""#) == [["say", #"back\slash"#]])
        // Inside double quotes a backslash before an ordinary character stays.
        #expect(try ShellWords.split(#"say "a\b""#) == [["say", #"a\b"#]])
    }

    @Test func semicolonsSeparateCommands() throws {
        #expect(try ShellWords.split("at 60.1,24.9; near 800 ;where;") == [["at", "60.1,24.9"], ["near", "800"], ["where"]])
        #expect(try ShellWords.split("say 'a;b'") == [["say", "a;b"]])
    }

    @Test func commentsRunToTheEndOfTheLine() throws {
        #expect(try ShellWords.split("# only a comment") == [])
        #expect(try ShellWords.split("near 800 # walk; fav 1") == [["near", "800"]])
        #expect(try ShellWords.split("search c#") == [["search", "c#"]])
        #expect(try ShellWords.split("say '#not'") == [["say", "#not"]])
    }

    /// A text of several lines (`lunch -c`), as `sh -c` reads it: a new line outside quotes
    /// ends a command and a comment, one inside quotes is text, a backslash before one joins
    /// the lines; CR LF is a new line, other Unicode line breaks are text.
    @Test func newLinesEndCommandsOutsideQuotes() throws {
        #expect(try ShellWords.split("where # here\nat Kamppi\r\nwhere") == [["where"], ["at", "Kamppi"], ["where"]])
        #expect(try ShellWords.split("search \"piz\nza\"\nwhere") == [["search", "piz\nza"], ["where"]])
        #expect(try ShellWords.split("near 1 \\\n 2\nwhere \\\nnear") == [["near", "1", "2"], ["where", "near"]])
        #expect(try ShellWords.split("at Kamppi\u{85}x") == [["at", "Kamppi\u{85}x"]])
    }

    @Test func blankLinesHaveNoCommands() throws {
        #expect(try ShellWords.split("") == [])
        #expect(try ShellWords.split("   ;  ; ") == [])
    }

    @Test func emptyQuotesAreAnEmptyWord() throws {
        #expect(try ShellWords.split(#"rate 4 """#) == [["rate", "4", ""]])
    }

    @Test func unbalancedQuotesAreOneClearError() {
        #expect(throws: UserError(Messages.unbalancedQuote("\""))) { try ShellWords.split(#"rate 4 "great"#) }
        #expect(throws: UserError(Messages.unbalancedQuote("'"))) { try ShellWords.split("show 'Golden") }
    }

    @Test func aTrailingBackslashIsAnError() {
        #expect(throws: UserError(Messages.trailingBackslash)) { try ShellWords.split(#"near 800\"#) }
    }

    @Test func scanReportsTheWordBeingTyped() {
        let scan = ShellWords.scan(#"show "Caf"#)
        #expect(scan.trailingWord == "Caf")
        #expect(scan.openQuote == "\"")
        #expect(scan.trailingRawLength == 4)
        #expect(ShellWords.scan("show ").trailingWord == nil)
        #expect(ShellWords.scan(#"show Café\ R"#).trailingRawLength == 7)
        #expect(ShellWords.scan("near 800; sh").commands.last == ["sh"])
    }

    @Test func aQuotedWordThatLooksLikeAFilterIsMarkedAsText() throws {
        let mark = String(FilterWord.literalMark)
        #expect(try ShellWords.split(#"search "open" '+x' \-y $$ "kahvila" price"#)
            == [["search", mark + "open", mark + "+x", mark + "-y", "$$", "kahvila", "price"]])
        // The command name is never marked; neither is a quoted word that is no filter word.
        #expect(try ShellWords.split(#""open" 1; fav "2""#) == [["open", "1"], ["fav", "2"]])
        #expect(FilterWord.unmarked(mark + "open") == "open")
    }
}
