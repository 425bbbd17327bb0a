import Testing
import LunchText
import LunchStorage
import LunchCatalog
@testable import LunchState
import LunchSync
import LunchCommands

/// Connection strings read as libpq reads them; the password never in what is shown or kept.
@Suite struct TeamURLTests {
    func read(_ text: String, login: String = "me") throws -> TeamURL { try TeamURL(text, login: login) }

    func error(_ text: String) -> String? {
        do { _ = try TeamURL(text, login: "me"); return nil } catch { return error.message }
    }

    @Test func theURIForm() throws {
        let url = try read("postgresql://alice:secret@db.example:6543/lunch?sslmode=require&application_name=x")
        #expect(url == TeamURL(host: "db.example", port: 6543, database: "lunch", user: "alice", password: "secret",
                               sslMode: .require))
        #expect(try read("postgres://bob@127.0.0.1/team").host == "127.0.0.1")
        #expect(try read("POSTGRESQL://bob@127.0.0.1/team").user == "bob")
    }

    @Test func theKeywordForm() throws {
        let url = try read(#"host=127.0.0.1 port=5433 dbname=lunch user=alice password='it\'s' sslmode=disable"#)
        #expect(url.host == "127.0.0.1" && url.port == 5433 && url.database == "lunch" && url.user == "alice")
        #expect(url.sslMode == .disable && url.password == "it's")
        let quoted = try read(#"user=alice password='a b\'c\\d' dbname = 'my db'"#)
        #expect(quoted.password == #"a b'c\d"#)
        #expect(quoted.database == "my db")
    }

    @Test func ipv6AndSocketFolders() throws {
        let v6 = try read("postgresql://alice@[::1]:5544/lunch")
        #expect(v6.host == "::1" && v6.port == 5544)
        #expect(v6.redacted == "postgresql://alice@[::1]:5544/lunch")
        let socket = try read("postgresql://alice@/lunch?host=%2Ftmp%2Fpg&port=6000")
        #expect(socket.host == "/tmp/pg" && socket.port == 6000)
        #expect(socket.redacted == "postgresql://alice@:6000/lunch?host=%2Ftmp%2Fpg")
        #expect(try read("host=/var/run/postgresql dbname=x").host == "/var/run/postgresql")
    }

    @Test func percentEscapes() throws {
        let url = try read("postgresql://al%40ice:p%3Aw%2Fd@127.0.0.1/lunch%20team")
        #expect(url.user == "al@ice" && url.password == "p:w/d" && url.database == "lunch team")
        #expect(url.redacted == "postgresql://al%40ice@127.0.0.1:5432/lunch%20team")
        #expect(error("postgresql://alice@127.0.0.1/%zz") != nil)
        // A NUL would reach the server's startup message (a protocol error): refused here.
        #expect(error("postgresql://al%00ice@127.0.0.1/lunch") != nil)
        #expect(error("postgresql://alice@127.0.0.1/lun%00ch") != nil)
        #expect(error("user=al\u{0}ice dbname=lunch") != nil)
    }

    @Test func libpqsDefaults() throws {
        let url = try read("postgresql://", login: "carol")
        #expect(url == TeamURL(host: "/var/run/postgresql", port: 5432, database: "carol", user: "carol", password: nil,
                               sslMode: .prefer))
        #expect(try read("postgresql://dave@localhost").database == "dave")
        #expect(try read("dbname=lunch").user == "me")
    }

    @Test func badInputsGiveOneClearLineWithoutThePassword() {
        #expect(error("postgresql://alice@127.0.0.1:99999/x") == Messages.teamURLBadPort("99999"))
        #expect(error("postgresql://alice@127.0.0.1:port/x") == Messages.teamURLBadPort("port"))
        #expect(error("host=x sslmode=maybe") == Messages.teamURLBadSSLMode("maybe"))
        #expect(error("host=x colour=blue") == Messages.teamURLUnknownKey("colour"))
        #expect(error("postgresql://a@h1,h2/x") == Messages.teamURLSeveralHosts)
        #expect(error("just some words") == Messages.teamURLNotOne("just some words"))
        #expect(error("host=x password='unclosed") != nil)
        let line = error("postgresql://alice:hunter2@[::1/x") ?? ""
        #expect(!line.isEmpty && !line.contains("hunter2"))
        for bad in ["postgresql://alice:hunter2@h:0/x", "host=h password=hunter2 colour=1", "password=hunter2 nonsense"] {
            #expect(error(bad)?.contains("hunter2") == false, "\(bad)")
            #expect(error(bad)?.contains("\n") == false)
        }
    }

    @Test func redactedNeverHoldsThePassword() throws {
        for text in ["postgresql://alice:hunter2@127.0.0.1/lunch?sslmode=verify-full",
                     "host=/tmp port=7 user=alice password=hunter2 dbname=lunch",
                     "postgresql://alice:hunter2@/lunch?host=/tmp"] {
            let url = try read(text)
            #expect(url.password == "hunter2")
            #expect(!url.redacted.contains("hunter2"), "\(url.redacted)")
            // What is kept reads back as the same place without the password.
            var again = try read(url.redacted)
            again.password = url.password
            #expect(again == url)
        }
    }
}
