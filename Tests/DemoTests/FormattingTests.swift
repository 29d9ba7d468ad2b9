import Foundation
import Testing
@testable import ShojiDemoKit

/// The demo's printf subset and dates, which replace Foundation's `String(format:)` and DateFormatter.
@MainActor
struct FormattingTests {
    @Test func integersAndFixedDecimals() {
        #expect(formatted("Taps: %d", 3) == "Taps: 3")
        #expect(formatted("pending shows: %d · tiles: %d", 2, 15) == "pending shows: 2 · tiles: 15")
        #expect(formatted("%.2f", 0.75) == "0.75")
        #expect(formatted("%.1f pt", 12.0) == "12.0 pt")
        #expect(formatted("%.2f ms · %.1f %% · %.0f fps%@", 3.14159, 4.26, 59.6, " · shm") == "3.14 ms · 4.3 % · 60 fps · shm")
        #expect(formatted("%.2f", 1.005) == String(format: "%.2f", 1.005))
        #expect(formatted("%.1f", -2.25) == "-2.3")
        #expect(formatted("%f", 0.5) == "0.500000")
    }

    @Test func missingArgumentsLeaveTheSlotEmptyAndUnknownSpecsStay() {
        #expect(formatted("a %d b") == "a  b")
        #expect(formatted("100%") == "100%")
        #expect(formatted("%q") == "%q")
    }

    @Test func lastUpdatedInEachLanguage() throws {
        let saved = Strings.language
        defer { Strings.language = saved }
        let date = Date(timeIntervalSince1970: 1_763_760_000)   // November 2025
        Strings.language = .en
        let en = RefreshHistory.localTime(date)
        #expect(en.wholeMatch(of: /\d{1,2} Nov 2025, \d\d:\d\d/) != nil, "\(en)")
        Strings.language = .ja
        let ja = RefreshHistory.localTime(date)
        #expect(ja.wholeMatch(of: /2025年11月\d{1,2}日 \d\d:\d\d/) != nil, "\(ja)")
    }
}
