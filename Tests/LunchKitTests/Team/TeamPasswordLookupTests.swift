import Testing
import LunchText
import LunchStorage
import LunchCatalog
@testable import LunchState
import LunchSync
import LunchCommands

/// Where the password comes from, as libpq looks: URL, PGPASSWORD, then the password file.
@Suite struct TeamPasswordLookupTests {
    let url = TeamURL(host: "db.example", port: 5432, database: "lunch", user: "alice", password: nil, sslMode: .prefer)

    func file(_ text: String, mode: Int = 0o600) -> TeamPassword.File {
        TeamPassword.File(path: "/home/alice/.pgpass", text: text, mode: mode)
    }

    @Test func theURLFirstThenPGPASSWORDThenTheFile() {
        var typed = url
        typed.password = "from-url"
        let environment = ["PGPASSWORD": "from-env"]
        let lines = file("*:*:*:*:from-file")
        #expect(TeamPassword.resolve(typed, environment: environment, file: lines) == TeamPassword(password: "from-url"))
        #expect(TeamPassword.resolve(url, environment: environment, file: lines) == TeamPassword(password: "from-env"))
        #expect(TeamPassword.resolve(url, environment: ["PGPASSWORD": ""], file: lines) == TeamPassword(password: "from-file"))
        #expect(TeamPassword.resolve(url, environment: [:], file: nil) == TeamPassword(password: nil))
    }

    @Test func theFirstMatchingLineWithWildcards() {
        let text = """
            # comment: db.example:5432:lunch:alice:commented
            other.example:5432:lunch:alice:wrong-host
            db.example:6000:lunch:alice:wrong-port
            db.example:5432:*:bob:wrong-user
            db.example:*:lunch:alice:right
            *:*:*:*:fallback
            """
        #expect(TeamPassword.lookup(text, url: url) == "right")
        var other = url
        other.user = "carol"
        #expect(TeamPassword.lookup(text, url: other) == "fallback")
        #expect(TeamPassword.lookup("db.example:5432:lunch:alice", url: url) == nil)
        #expect(TeamPassword.lookup("", url: url) == nil)
        #expect(TeamPassword.lookup("db.example:5432:lunch:alice:crlf\r\n", url: url) == "crlf")
    }

    @Test func escapedColonsAndBackslashes() {
        #expect(TeamPassword.lookup(#"db.example:5432:lunch:alice:pa\:ss\\word"#, url: url) == #"pa:ss\word"#)
        #expect(TeamPassword.lookup(#"db.example:5432:lunch:alice:ends:here"#, url: url) == "ends")
        var v6 = url
        v6.host = "::1"
        #expect(TeamPassword.lookup(#"\:\:1:5432:lunch:alice:six"#, url: v6) == "six")
        // An escaped star is a star, not a wildcard.
        #expect(TeamPassword.lookup(#"\*:5432:lunch:alice:star"#, url: url) == nil)
    }

    @Test func theDefaultSocketFolderIsLocalhostAnyOtherFolderItself() {
        var socket = url
        socket.host = "/var/run/postgresql"
        #expect(TeamPassword.lookup("localhost:5432:lunch:alice:local", url: socket) == "local")
        socket.host = "/tmp/pg"
        #expect(TeamPassword.lookup("localhost:5432:lunch:alice:local\n/tmp/pg:5432:lunch:alice:folder", url: socket)
                == "folder")
    }

    @Test func aFileOthersMayReadIsIgnoredWithAWarning() {
        for mode in [0o640, 0o604, 0o644, 0o660] {
            let found = TeamPassword.resolve(url, environment: [:], file: file("*:*:*:*:secret", mode: mode))
            #expect(found.password == nil)
            #expect(found.warning == Messages.teamPasswordFileOpen("/home/alice/.pgpass"))
            #expect(found.warning?.contains("secret") == false)
        }
        #expect(TeamPassword.resolve(url, environment: [:], file: file("*:*:*:*:secret", mode: 0o400)).password == "secret")
    }

    @Test func thePasswordFileIsPGPASSFILEElseHomesPgpass() {
        #expect(TeamPassword.filePath(environment: ["PGPASSFILE": "/etc/lunch.pgpass"], home: "/home/a") == "/etc/lunch.pgpass")
        #expect(TeamPassword.filePath(environment: [:], home: "/home/a") == "/home/a/.pgpass")
        #expect(TeamPassword.filePath(environment: ["PGPASSFILE": ""], home: "/home/a/") == "/home/a/.pgpass")
    }
}
