import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Text that may hold a connection string, made safe for errors, history and the event log.
@Suite struct TeamURLTextTests {
    @Test func theURIFormLosesItsPassword() {
        #expect(TeamURLText.withoutPassword("team join postgresql://alice:hunter2@127.0.0.1:5432/lunch --as alice")
                == "team join postgresql://alice@127.0.0.1:5432/lunch --as alice")
        #expect(TeamURLText.withoutPassword("postgres://a:b@h postgres://c:d@i/x")
                == "postgres://a@h postgres://c@i/x")
        #expect(TeamURLText.withoutPassword("postgresql://alice@h/x") == "postgresql://alice@h/x")
    }

    @Test func theKeywordFormAndQueryParametersLoseTheirPassword() {
        #expect(TeamURLText.withoutPassword("host=h password=hunter2 dbname=x") == "host=h password=… dbname=x")
        #expect(TeamURLText.withoutPassword(#"host=h password='hun ter\'2' dbname=x"#) == "host=h password=… dbname=x")
        #expect(TeamURLText.withoutPassword("postgresql://h/x?PASSWORD=hunter2&sslmode=disable")
                == "postgresql://h/x?PASSWORD=…&sslmode=disable")
    }

    /// `team join "host=… password=…" --as alice`: the line kept for history (Up) still
    /// parses, its quotes balanced, and has no password, whatever quotes the word uses.
    @Test func aQuotedConnectionStringKeepsItsClosingQuote() throws {
        #expect(TeamURLText.withoutPassword(#"team join "host=h password=hunter2" --as alice"#)
                == #"team join "host=h password=…" --as alice"#)
        #expect(TeamURLText.withoutPassword("team join 'host=h password=hunter2' --as alice")
                == "team join 'host=h password=…' --as alice")
        #expect(TeamURLText.withoutPassword(#"team join "host=h password=hun\"ter2 dbname=x" --as alice"#)
                == #"team join "host=h password=… dbname=x" --as alice"#)
        #expect(TeamURLText.withoutPassword(#"team join host=h password=hun"te r"2 --as alice"#)
                == "team join host=h password=… --as alice")
        let kept = TeamURLText.withoutPassword(#"team join "host=h password=hunter2" --as alice"#)
        #expect(try ShellWords.split(kept) == [["team", "join", "host=h password=…", "--as", "alice"]])
    }

    @Test func textWithoutAPasswordIsKept() {
        for text in ["vote kahvila", "", "a://b", "user=alice", "password="] {
            #expect(!TeamURLText.withoutPassword(text).contains("hunter2"))
        }
        #expect(TeamURLText.withoutPassword("vote kahvila") == "vote kahvila")
    }
}
