// swift-tools-version: 6.1
import PackageDescription

// PopupSwiftUI compiled and drawn on Linux against a stand-in for Apple's SwiftUI.
//
// `SwiftUI` and `Accessibility` here declare exactly the API PopupSwiftUI uses, each
// declaration written from its Apple documentation page (declarations.json lists them; CI's
// .ci/swiftui-declarations holds the stand-in to it). The stand-in's views record what they
// draw, so the tests draw every sample of every kind and press every control.
//
// Everything else is the package itself, depended on by path as an app depends on it:
// PopupSwiftUI, the kinds and the PopupRegistry plugin are its products, nothing is copied or
// linked. PopupSwiftUI's sources are `#if canImport(SwiftUI)`: they compile here because the
// stand-in's `SwiftUI` module is built first, into the folder every module of the build is
// found in. So build in two steps: `swift build --target SwiftUI` and `--target
// Accessibility`, then `swift build --build-tests` and `swift test --skip-build` (built at
// once, PopupSwiftUI may compile before the stand-in and come out empty, and the tests then
// fail to compile). Use a scratch folder outside Tests/ (`--scratch-path`), since tests of the
// package read the sources under it.
//
// CI does not build this package with SwiftPM, which would compile all of the package's modules
// a second time: `.ci/swiftui` reads this manifest's targets and the test target's
// dependencies (.ci/swiftui-plan.py), compiles the stand-ins, PopupSwiftUI's sources and these
// tests with swiftc, and links them with the package's own debug build of everything else.
let kindModules = [
  "PopupActions", "PopupBanners", "PopupCapsule", "PopupCelebration", "PopupCoachmarks", "PopupConsent",
  "PopupHosted", "PopupInput", "PopupPermission", "PopupProgress", "PopupPromo", "PopupRating", "PopupSheet",
  "PopupUndo",
]

let package = Package(
  name: "SwiftUIStandIn",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  dependencies: [.package(name: "popup-catalog", path: "../../..")],
  targets: [
    // The stand-ins: Apple's documented declarations, and the recorder (SPI `Recording`).
    .target(name: "SwiftUI"),
    .target(name: "Accessibility"),
    // The registry plugin, as an app uses it: `PopupCatalog.linked` holds every kind the tests
    // link, so no test keeps a list of kinds.
    .testTarget(
      name: "PopupSwiftUITests",
      dependencies: ["SwiftUI", "Accessibility"]
        + ["PopupSwiftUI", "PopupCatalog", "PopupDriving", "PopupPresentation", "PopupCore", "PopupTesting"]
        .map {
          .product(name: $0, package: "popup-catalog")
        } + kindModules.map { .product(name: $0, package: "popup-catalog") },
      plugins: [.plugin(name: "PopupRegistry", package: "popup-catalog")]),
  ],
  swiftLanguageModes: [.v6]
)
