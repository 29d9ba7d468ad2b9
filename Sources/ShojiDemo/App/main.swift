import ArgumentParser
import Foundation

// A parent may have blocked signals (test runners do); SIGTERM and SIGINT must still end the demo.
var allSignals = sigset_t()
sigfillset(&allSignals)
pthread_sigmask(SIG_UNBLOCK, &allSignals, nil)

// Exit status: 0 ok, 1 the X server went away, 2 bad arguments, 3 no X display.
let options: Options
do {
    options = try Options.parse()
} catch {
    if Options.exitCode(for: error) == .success {
        print(Options.fullMessage(for: error))
        exit(0)
    }
    FileHandle.standardError.write(Data("shoji-demo: \(Options.fullMessage(for: error))\n".utf8))
    exit(2)
}

if options.listScenes {
    SceneCatalog.names.forEach { print($0) }
    exit(0)
}

Launcher.run(options)
