// swift-tools-version: 6.0
// Shoji's examples, built as an outside program would be: a package of its own that depends on Shoji by
// path and uses only its products.
import PackageDescription

let package = Package(
    name: "ShojiExamples",
    dependencies: [
        .package(name: "Shoji", path: ".."),
    ],
    targets: [
        .executableTarget(name: "Hello", dependencies: [
            .product(name: "Shoji", package: "Shoji"),
            .product(name: "ShojiRuntime", package: "Shoji"),
            .product(name: "ShojiX11", package: "Shoji"),
        ]),
        .executableTarget(name: "Feed", dependencies: [
            .product(name: "Shoji", package: "Shoji"),
            .product(name: "ShojiRuntime", package: "Shoji"),
            .product(name: "ShojiX11", package: "Shoji"),
        ]),
        .executableTarget(name: "Counters", dependencies: [
            .product(name: "Shoji", package: "Shoji"),
            .product(name: "ShojiRuntime", package: "Shoji"),
            .product(name: "ShojiX11", package: "Shoji"),
        ]),
        .executableTarget(name: "Files", dependencies: [
            .product(name: "Shoji", package: "Shoji"),
            .product(name: "ShojiRuntime", package: "Shoji"),
            .product(name: "ShojiX11", package: "Shoji"),
        ]),
        .executableTarget(name: "Editor", dependencies: [
            .product(name: "Shoji", package: "Shoji"),
            .product(name: "ShojiFiles", package: "Shoji"),
            .product(name: "ShojiRuntime", package: "Shoji"),
            .product(name: "ShojiX11", package: "Shoji"),
        ]),
        .testTarget(name: "ExamplesTests", dependencies: [
            "Hello", "Feed", "Counters", "Files", "Editor",
            .product(name: "Shoji", package: "Shoji"),
            .product(name: "ShojiFiles", package: "Shoji"),
            .product(name: "ShojiRuntime", package: "Shoji"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
