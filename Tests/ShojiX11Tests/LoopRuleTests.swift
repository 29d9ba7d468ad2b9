import CX11
import Foundation
import Glibc
@testable import ShojiRuntime
@testable import ShojiX11
import Testing

/// The main loop's one rule: before every wait it looks at what its sources already hold. Xlib reads
/// events into its own queue during any round trip, and the connection's descriptor never turns readable
/// for those; a loop that only polled would sleep on them until some unrelated event came.
@MainActor
@Suite("The main loop looks at Xlib's queue before every wait", .serialized)
struct LoopRuleTests {
    @Test("Events read into the queue outside a pass (a timer's round trip) are handled without waiting")
    func queuedBeforeTheWait() throws {
        let c = FakeConnection()
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let loop = LoopSources()
        loop.watch(fds[0], prepare: { c.hasWaitingEvents }) { c.pump.pass() }
        c.receive([7, 8]) // the descriptor stays quiet: they are already read
        #expect(loop.turn(timeoutMilliseconds: 2000) == .dispatchedWithoutWaiting)
        #expect(c.handled == [7, 8])
        #expect(loop.turn(timeoutMilliseconds: 0) == .timedOut, "nothing left: the next turn waits")
    }

    @Test("A descriptor that turns readable wakes the loop; one that does not is not dispatched")
    func readableWakes() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        var dispatched = 0
        let loop = LoopSources()
        loop.watch(fds[0]) {
            var byte: UInt8 = 0
            _ = read(fds[0], &byte, 1)
            dispatched += 1
        }
        #expect(loop.turn(timeoutMilliseconds: 0) == .timedOut && dispatched == 0)
        var byte: UInt8 = 1
        #expect(write(fds[1], &byte, 1) == 1)
        #expect(loop.turn(timeoutMilliseconds: 2000) == .woke && dispatched == 1)
    }

    @Test("Under Xvfb: a message the program sent itself, read by a timer's round trip (XSync), is handled by the next turn without any other wake-up")
    func realRoundTrip() throws {
        let server = try TestXServer()
        defer { server.stop() }
        let connection = try X11Connection(displayName: server.display)
        defer { connection.close() }
        let display = connection.display
        let window = XCreateSimpleWindow(display, connection.root, 0, 0, 10, 10, 0, 0, 0)
        var received: [Int] = []
        connection.eventHooks.append { event in
            guard event.type == ClientMessage, event.xclient.window == window else { return false }
            received.append(event.xclient.data.l.0)
            return true
        }
        let loop = LoopSources()
        connection.watch(on: loop)
        #expect(loop.turn(timeoutMilliseconds: 0) == .timedOut, "an idle connection: nothing to do")

        // What a timer does: it sends something (here a message to itself) and makes a round trip, as
        // setting a title with a property read, or loading a cursor, does. The round trip reads the
        // message into Xlib's queue; the socket has nothing more to say.
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.format = 32
        event.xclient.message_type = XInternAtom(display, "SHOJI_LOOP_RULE", 0)
        event.xclient.data.l.0 = 42
        XSendEvent(display, window, 0, 0, &event)
        XSync(display, 0)
        #expect(XEventsQueued(display, QueuedAlready) == 1 && received.isEmpty, "read into Xlib's queue, not handled yet")

        // Nobody asks for a drain. Without the rule the turn would sleep its 5 s on a quiet socket.
        #expect(loop.turn(timeoutMilliseconds: 5000) == .dispatchedWithoutWaiting)
        #expect(received == [42])
        #expect(loop.turn(timeoutMilliseconds: 0) == .timedOut, "handled once")
    }
}

/// An Xvfb of the test's own, on a display number it picks itself (`-displayfd`). Started with `posix_spawn`, not
/// Foundation's `Process`: `make sanitize` runs this test, and `Process.run` leaves a weak-reference table behind
/// that LeakSanitizer reports (the E2E harness, which LeakSanitizer never sees, uses `Process`).
final class TestXServer {
    let display: String
    private var pid: pid_t = 0

    init() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") else {
            throw Failure("Xvfb is not installed (scripts/deps.sh installs it)")
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw Failure("no pipe for Xvfb's display number") }
        defer { close(ends[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let args = ["/usr/bin/Xvfb", "-displayfd", "1", "-screen", "0", "320x240x24", "-nolisten", "tcp", "-noreset"]
        var argv: [UnsafeMutablePointer<CChar>?] = args.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let spawned = posix_spawn(&pid, args[0], &actions, nil, &argv, environ)
        close(ends[1])
        guard spawned == 0 else { throw Failure("Xvfb could not be started: \(String(cString: strerror(spawned)))") }
        var text = ""
        while !text.hasSuffix("\n") {
            var ready = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
            var byte: UInt8 = 0
            guard poll(&ready, 1, 10_000) == 1, read(ends[0], &byte, 1) == 1 else {
                kill(pid, SIGKILL)
                waitpid(pid, nil, 0)
                throw Failure("Xvfb did not start within 10 s")
            }
            text.append(Character(UnicodeScalar(byte)))
        }
        display = ":" + text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func stop() {
        guard pid > 0 else { return }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        pid = 0
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
