// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Shoji",
    platforms: [.macOS(.v14)],
    products: [
        // The toolkit (views, widgets, windows, input, animation; pure Swift), the painter (Cairo and Pango)
        // the application runtime (platform-neutral) and the X11 platform it runs on. A program depends on
        // ShojiX11 and imports Shoji, ShojiRuntime and ShojiX11; a headless test of it needs only ShojiRuntime.
        .library(name: "Shoji", targets: ["Shoji"]),
        .library(name: "ShojiCairo", targets: ["ShojiCairo"]),
        .library(name: "ShojiRuntime", targets: ["ShojiRuntime"]),
        .library(name: "ShojiX11", targets: ["ShojiX11"]),
        // Files written safely and their errors (`FileError`, which PNG and screenshot writes throw).
        .library(name: "ShojiFiles", targets: ["ShojiFiles"]),
        // Operating-system services an app may want beside the toolkit: the network's status (netlink, the
        // routing table) and small state files under $XDG_STATE_HOME. Kept out of Shoji, which imports no C module.
        .library(name: "ShojiSystem", targets: ["ShojiSystem"]),
        // The AT-SPI2 bridge (ShojiX11 starts it when an accessibility bus runs).
        .library(name: "ShojiAccessibility", targets: ["ShojiAccessibility"]),
        .executable(name: "shoji-demo", targets: ["ShojiDemo"]),
        .executable(name: "shoji-bench", targets: ["ShojiBench"]),
        .executable(name: "shoji-grid", targets: ["ShojiGrid"]),
        .executable(name: "shoji-bench-textview", targets: ["ShojiBenchTextView"]),
        .executable(name: "shoji-bench-table", targets: ["ShojiBenchTable"]),
        .executable(name: "shoji-docshots", targets: ["ShojiDocShots"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(name: "CX11", pkgConfig: "x11 xext xi xcursor xfixes xrandr",
                       providers: [.apt(["libx11-dev", "libxext-dev", "libxi-dev", "libxcursor-dev", "libxfixes-dev", "libxrandr-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "cairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        // libdbus, declared by Shoji and loaded on first use (Sources/CDBus/shim.h says why).
        .systemLibrary(name: "CDBus"),
        // libdispatch's main-queue hooks and glibc's mallinfo2, for the runtime (no library of its own).
        .systemLibrary(name: "CRuntime"),
        // Files written safely (private temp folders, no planted links, new file renamed over old) and
        // their errors as one line: the C library's calls, kept out of the toolkit target.
        .target(name: "ShojiFiles"),
        .target(name: "Shoji", dependencies: ["ShojiFiles"]),
        // The operating system's services (network status, state files): Glibc and Dispatch, beside the toolkit.
        .target(name: "ShojiSystem", dependencies: ["Shoji", "ShojiFiles"]),
        // The AT-SPI2 bridge: Shoji's accessibility model served on the accessibility bus (D-Bus).
        .target(name: "ShojiAccessibility", dependencies: ["Shoji", "ShojiFiles", "CDBus"]),
        .target(name: "ShojiCairo", dependencies: ["Shoji", "ShojiFiles", "CCairo", "CPango"]),
        // The application runtime: the application and its delegate, windows, the main-queue loop, launch
        // options, the trace, the headless application and the standard dialogs; it shows its windows on an
        // `ApplicationPlatform` it is given, and links no X library.
        .target(name: "ShojiRuntime", dependencies: ["Shoji", "ShojiFiles", "ShojiCairo", "ShojiAccessibility", "CRuntime"]),
        // The X11 platform: the connection, windows, input, input methods, selections, drag and drop, popups.
        .target(name: "ShojiX11", dependencies: ["Shoji", "ShojiFiles", "ShojiCairo", "ShojiAccessibility", "ShojiRuntime", "CX11", "CCairo"]),
        // The demo's scenes, shell and runners, as a library so that tests and benchmarks can use them.
        .target(name: "ShojiDemoKit", dependencies: ["Shoji", "ShojiFiles", "ShojiCairo", "ShojiRuntime", "ShojiX11", "ShojiSystem"]),
        .executableTarget(name: "ShojiDemo", dependencies: ["ShojiDemoKit"]),
        // The benchmarks, as a library so that `make test` can smoke-run them; shoji-bench is its main().
        .target(name: "ShojiBenchKit", dependencies: ["Shoji", "ShojiFiles", "ShojiCairo", "ShojiRuntime", "ShojiX11", "ShojiDemoKit"]),
        .executableTarget(name: "ShojiBench", dependencies: [
            "ShojiBenchKit", "ShojiFiles",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The external probe's Shoji peer: 200 labelled buttons, as the C, GTK and Tk programs show (bench/peers).
        .executableTarget(name: "ShojiGrid", dependencies: ["Shoji", "ShojiCairo", "ShojiRuntime", "ShojiX11"]),
        // The typing latency's Shoji peer: a window-filling TextView of 10,000 lines (bench/peers has GTK 3's and Tk's).
        .executableTarget(name: "ShojiBenchTextView", dependencies: ["Shoji", "ShojiFiles", "ShojiRuntime", "ShojiX11"]),
        // The table rows' Shoji peer: a million-row, 4-column TableView (bench/peers has GTK 3's, GTK 4's, Qt's and Tk's).
        .executableTarget(name: "ShojiBenchTable", dependencies: ["Shoji", "ShojiFiles", "ShojiRuntime", "ShojiX11"]),
        // The documentation's pictures, drawn by Shoji itself through its public API (`make docs` runs
        // shoji-docshots and hands the PNGs to DocC).
        .target(name: "ShojiDocShotsKit", dependencies: ["Shoji", "ShojiCairo", "ShojiFiles"]),
        .executableTarget(name: "ShojiDocShots", dependencies: ["ShojiDocShotsKit"]),
        .testTarget(name: "ShojiTests", dependencies: ["Shoji"]),
        .testTarget(name: "ShojiFilesTests", dependencies: ["ShojiFiles"]),
        // Code that runs off the main actor (the serial task queue, the network monitor) and the OS services:
        // `make tsan` runs these under ThreadSanitizer in every `make test`.
        .testTarget(name: "ShojiSystemTests", dependencies: ["ShojiSystem", "Shoji"]),
        .testTarget(name: "ShojiCairoTests", dependencies: ["Shoji", "ShojiCairo"]),
        // The runtime (launch options, headless apps, the file dialog): no platform, no X library.
        .testTarget(name: "ShojiRuntimeTests", dependencies: ["Shoji", "ShojiFiles", "ShojiCairo", "ShojiRuntime"]),
        // The X11 platform's pure parts (XInput 2 translation, keysyms, icon data, the event pump): no X server
        // needed, except the main loop's rule, checked on an Xvfb of its own.
        .testTarget(name: "ShojiX11Tests", dependencies: ["Shoji", "ShojiRuntime", "ShojiX11"], exclude: ["Keymaps"]),
        .testTarget(name: "DemoTests", dependencies: ["ShojiDemoKit", "Shoji", "ShojiCairo", "ShojiRuntime"]),
        .testTarget(name: "BenchTests", dependencies: ["ShojiBenchKit"]),
        .testTarget(name: "AccessibilityBridgeTests", dependencies: ["ShojiAccessibility", "Shoji", "CDBus"]),
        .testTarget(name: "DocShotsTests", dependencies: ["ShojiDocShotsKit", "ShojiCairo"]),
        .testTarget(name: "EndToEnd", dependencies: ["Shoji", "ShojiCairo"]),
    ],
    swiftLanguageModes: [.v6]
)

// `make fuzz`: one libFuzzer driver per input a user controls (Fuzz/README.md). Declared only when SHOJI_FUZZ
// is set, in a build folder of their own, so that a plain `swift build` never meets executables without a
// `main` (libFuzzer supplies it).
if Context.environment["SHOJI_FUZZ"] != nil {
    package.targets.append(.target(name: "FuzzSupport", dependencies: ["Shoji", "ShojiFiles"], path: "Fuzz/Sources/FuzzSupport"))
    let drivers: [(String, [Target.Dependency])] = [
        ("FuzzRecording", ["ShojiDemoKit", "Shoji", "ShojiCairo", "ShojiRuntime"]),
        ("FuzzJSON", ["ShojiDemoKit"]),
        ("FuzzOptions", ["ShojiDemoKit", "ShojiRuntime"]),
        ("FuzzPNG", ["ShojiCairo", "Shoji"]),
        ("FuzzScreen", ["ShojiDemoKit", "Shoji", "ShojiCairo"]),
        ("FuzzTransfer", ["ShojiX11", "Shoji"]),
        ("FuzzXdnd", ["ShojiX11", "Shoji"]),
        ("FuzzXSettings", ["ShojiX11", "Shoji"]),
    ]
    for (name, dependencies) in drivers {
        package.targets.append(.executableTarget(name: name, dependencies: dependencies + ["FuzzSupport", "ShojiFiles"],
                                                 path: "Fuzz/Sources/\(name)"))
    }
    // One `swift build` makes every driver at once (Fuzz/fuzz.sh build; one per driver planned the package
    // eight times and linked one at a time): only the drivers and the targets they use are declared.
    var keep = Set(drivers.map(\.0))
    var unvisited = Array(keep)
    while let name = unvisited.popLast() {
        for dependency in package.targets.first(where: { $0.name == name })?.dependencies ?? [] {
            switch dependency {
            case .targetItem(let used, _), .byNameItem(let used, _):
                if keep.insert(used).inserted { unvisited.append(used) }
            default: break
            }
        }
    }
    package.targets.removeAll { !keep.contains($0.name) }
    package.products.removeAll()
}

// `make tsan`, the ThreadSanitizer smoke in every `make test`: only the modules its tests need, in a build folder of
// its own, so that the smoke does not build the whole package (demo, benchmarks, every test) with TSan first.
// `make sanitize` builds everything, as declared above.
if Context.environment["SHOJI_TSAN_SMOKE"] != nil {
    let keep: Set<String> = ["ShojiFiles", "Shoji", "ShojiSystem", "ShojiSystemTests"]
    package.targets.removeAll { !keep.contains($0.name) }
    package.products.removeAll { !keep.contains($0.name) }
    package.dependencies.removeAll()
}
