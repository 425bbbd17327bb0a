import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchTestSupport

/// Issue 26, item 8, the client's side: the one JSON object a chat webhook gets, and one
/// POST of it to a receiver on 127.0.0.1 (a failing or stalled one: one line, kept for later).
@Suite struct WebhookTests {
    static let nepal = TeamPlace(id: "osm:node/1378007286", name: "Pikku Nepal", latitude: 60.17, longitude: 24.94)

    @Test func aDecisionIsOneObjectWithALineAndTheFields() {
        let event = WebhookEvent.decision(day: "2026-11-20", place: Self.nepal, votes: 2, by: "alice",
                                          reason: "tie 1–1 with Joe & The Juice: visited less recently", byDeadline: false)
        #expect(WebhookPayload.json(event).serialized() == #"""
            {"text":"Lunch 2026-11-20: Pikku Nepal (2 votes), decided by alice — tie 1–1 with Joe &amp; The Juice: visited less recently.",\#
            "event":"decision","day":"2026-11-20","place":{"id":"osm:node/1378007286","name":"Pikku Nepal"},"votes":2,\#
            "by":"alice","reason":"tie 1–1 with Joe & The Juice: visited less recently","by_deadline":false}
            """#)
    }

    @Test func aDecisionByTheDeadlineSaysSo() {
        let event = WebhookEvent.decision(day: "2026-11-20", place: Self.nepal, votes: 1, by: nil, reason: nil, byDeadline: true)
        #expect(WebhookPayload.text(event) == "Lunch 2026-11-20: Pikku Nepal (1 vote), decided by the deadline.")
        let json = WebhookPayload.json(event).serialized()
        #expect(json.contains(#""by":null,"reason":null,"by_deadline":true"#), "\(json)")
    }

    @Test func aReminderNamesTheDeadlineAndWhatLeads() {
        let leading = WebhookEvent.reminder(day: "2026-11-20", deadline: "11:30", minutesLeft: 10, leading: Self.nepal, votes: 3)
        #expect(WebhookPayload.text(leading)
                == "Lunch 2026-11-20: 10 minutes left to vote, the team decides at 11:30 (leading: Pikku Nepal, 3 votes).")
        #expect(WebhookPayload.json(leading).serialized().contains(#""event":"reminder""#))
        let none = WebhookEvent.reminder(day: "2026-11-20", deadline: "11:30", minutesLeft: 1, leading: nil, votes: 0)
        #expect(WebhookPayload.text(none) == "Lunch 2026-11-20: 1 minute left to vote, the team decides at 11:30 (no votes yet).")
        #expect(WebhookPayload.json(none).serialized().contains(#""place":null"#))
    }

    /// Names come from the server: the chat's line is one line, without control characters,
    /// and cannot mention `<!channel>` or make a link.
    @Test func namesFromTheServerMakeOneSafeLine() {
        let place = TeamPlace(id: "x", name: "Evil\n<!channel>\u{1B}[2J " + String(repeating: "a", count: 200), latitude: 0, longitude: 0)
        let text = WebhookPayload.text(.decision(day: "2026-11-20", place: place, votes: 1, by: "m\u{7}allory", reason: nil,
                                                 byDeadline: false))
        #expect(!text.contains("\n") && !text.contains("<") && !text.contains("\u{1B}") && !text.contains("\u{7}"))
        #expect(text.hasPrefix("Lunch 2026-11-20: Evil &lt;!channel&gt; [2J aaa"), "\(text)")
        #expect(text.count < 200)
        // The program's fields keep the name as it is (the JSON escapes it).
        #expect(WebhookPayload.json(.decision(day: "d", place: place, votes: 1, by: nil, reason: nil, byDeadline: false))
            .serialized().contains(#""name":"Evil\n<!channel>"#))
    }

    @Test func theURLIsShownAsItsHostOnly() throws {
        #expect(try WebhookURL("https://hooks.slack.com/services/T0/B0/secret").shown == "hooks.slack.com…")
        #expect(try WebhookURL("http://127.0.0.1:8080/x?token=secret").shown == "127.0.0.1…")
        #expect(throws: UserError.self) { try WebhookURL("mailto:team@example.com") }
        #expect(throws: UserError.self) { try WebhookURL("https://hooks example.com/x") }
    }

    @Test func oneRequestIsAPostOfTheJSON() throws {
        let receiver = try WebhookReceiver([(200, 0)])
        defer { receiver.stop() }
        let event = WebhookEvent.decision(day: "2026-11-20", place: Self.nepal, votes: 2, by: "bob", reason: nil, byDeadline: false)
        #expect(WebhookSender().send(event, to: try WebhookURL(receiver.url)) == .sent)
        let requests = receiver.requests
        #expect(requests.count == 1)
        #expect(requests.first?.head.hasPrefix("POST /hooks/secret-path HTTP/1.1\r\n") == true)
        #expect(requests.first?.header("Content-Type") == "application/json; charset=utf-8")
        #expect(requests.first?.body == WebhookPayload.json(event).serialized())
    }

    @Test func aFailingReceiverIsOneLineWithoutThePath() throws {
        let receiver = try WebhookReceiver([(500, 0)])
        defer { receiver.stop() }
        let event = WebhookEvent.decision(day: "2026-11-20", place: Self.nepal, votes: 2, by: "bob", reason: nil, byDeadline: false)
        let outcome = WebhookSender().send(event, to: try WebhookURL(receiver.url))
        #expect(outcome == .failed("team notify: 127.0.0.1… did not take the message (HTTP 500); it is tried again later"))
        #expect(receiver.requests.count == 1)
    }

    @Test func aStalledReceiverTimesOutInOneLine() throws {
        let receiver = try WebhookReceiver([(200, 5)])
        defer { receiver.stop() }
        let event = WebhookEvent.reminder(day: "2026-11-20", deadline: "11:30", minutesLeft: 10, leading: nil, votes: 0)
        let outcome = WebhookSender(timeout: 0.5).send(event, to: try WebhookURL(receiver.url))
        #expect(outcome == .failed("team notify: 127.0.0.1… did not take the message (no answer within 0.5 s); it is tried again later"))
    }

    @Test func aReceiverThatIsNotThereIsOneLine() throws {
        let receiver = try WebhookReceiver([])
        let url = try WebhookURL(receiver.url)
        receiver.stop()
        let event = WebhookEvent.reminder(day: "2026-11-20", deadline: "11:30", minutesLeft: 10, leading: nil, votes: 0)
        #expect(WebhookSender().send(event, to: url) == .failed("team notify: 127.0.0.1… did not take the message (cannot reach 127.0.0.1); it is tried again later"))
    }
}
