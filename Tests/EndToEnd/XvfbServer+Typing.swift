import Foundation

extension XvfbServer {
    static let xkeysyms = E2E.buildProbe("xkeysyms")

    /// Types `text` with xdotool, the characters the keyboard lacks held on keys of their own (the probe
    /// `xkeysyms`) until `arrived` returns: xdotool would map each of them for one press and map it back, and a
    /// program the load holds past that reads a key with no character (Tests/Probes/xkeysyms.c says why).
    /// `arrived` waits for what the typing must have done; the keys are given back after it.
    func type(_ text: String, delay: Int, thenWait arrived: () throws -> Void) throws {
        let missing = Array(Set(text.unicodeScalars.filter { $0.value > 0x7e }.map(\.value))).sorted()
        var holder: Peer?
        if !missing.isEmpty {
            holder = try Peer(self, Self.xkeysyms, missing.map { String($0, radix: 16) })
            try holder?.waitForLine("mapped \(missing.count)")
        }
        defer { holder?.stop() }
        try xdotool("type", "--delay", "\(delay)", text)
        try arrived()
    }
}
