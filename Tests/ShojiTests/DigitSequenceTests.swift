import Testing
@testable import Shoji

@Suite("Digit sequences")
struct DigitSequenceTests {
    @Test("Digits less than the interval apart join; at or after the interval a new sequence starts")
    func joinsWithinInterval() {
        var s = DigitSequence(interval: 0.75)
        #expect(s.append(1, at: 10) == "1")
        #expect(s.append(4, at: 10.74) == "14")
        #expect(s.deadline == 10.74 + 0.75)
        #expect(s.append(2, at: 11.5) == "2")      // 0.76 s after the 4
        #expect(!s.continues(at: 12.25))           // exactly the interval: the sequence is over
    }

    @Test("After end() the next digit starts afresh, however soon it comes")
    func end() {
        var s = DigitSequence()
        s.append(3, at: 0)
        s.end()
        #expect(s.text.isEmpty && s.deadline == nil)
        #expect(s.append(5, at: 0.1) == "5")
    }
}
