import CX11
import Glibc
import Shoji
import ShojiRuntime

/// Xlib's error handlers. A protocol error (BadWindow, BadMatch) is logged and survived; losing the
/// connection ends the program at once with one line and exit status 1 — Xlib would otherwise print
/// its own lines and exit, or we would hang.
enum XErrors {
    nonisolated(unsafe) static var lastErrorCode: UInt8 = 0
    nonisolated(unsafe) static var program = Console.programName
    /// Set around a call whose failure is an expected answer (MIT-SHM refused on a remote display).
    nonisolated(unsafe) static var expectingFailure = false

    static func install() {
        XSetErrorHandler { display, event in
            guard let event else { return 0 }
            let e = event.pointee
            XErrors.lastErrorCode = e.error_code
            if XErrors.expectingFailure { return 0 }
            var buf = [CChar](repeating: 0, count: 256)
            XGetErrorText(display, Int32(e.error_code), &buf, Int32(buf.count))
            let text = String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let message = "X protocol error: \(text) (request \(e.request_code).\(e.minor_code))"
            let line = "\(XErrors.program): \(message), carrying on\n"
            line.withCString { _ = write(2, $0, strlen($0)) }
            // Every Xlib call is made on the main actor, so its error callbacks are too.
            MainActor.assumeIsolated { Trace.emit("error", ["message": .string(message)]) }
            return 0
        }
        XSetIOErrorHandler { _ in
            let line = "\(XErrors.program): lost the connection to the X server\n"
            line.withCString { _ = write(2, $0, strlen($0)) }
            _exit(1)
        }
    }
}
