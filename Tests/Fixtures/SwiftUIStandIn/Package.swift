// swift-tools-version: 6.1
import PackageDescription

// PopupSwiftUI compiled and drawn on Linux against a stand-in for Apple's SwiftUI.
//
// `SwiftUI` and `Accessibility` here declare exactly the API PopupSwiftUI uses, each
// declaration written from its Apple documentation page (declarations.json lists them; CI's
// .ci/swiftui-declarations holds the stand-in to it). The stand-in's views record what they
// draw, so the tests draw every sample of every kind and press every control.
//
// PopupSwiftUI's sources are the package's own, reached through symlinked folders (SwiftPM
// takes no target path outside a package), as are the modules it depends on and the kinds
// the tests draw: nothing is copied. `.ci/swiftui` builds this package and runs its tests.
let kindModules = [
  "PopupActions", "PopupBanners", "PopupCapsule", "PopupCelebration", "PopupCoachmarks", "PopupConsent",
  "PopupHosted", "PopupInput", "PopupPermission", "PopupProgress", "PopupPromo", "PopupRating", "PopupSheet",
  "PopupUndo",
]

let package = Package(
  name: "SwiftUIStandIn",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  targets: [
    // The stand-ins: Apple's documented declarations, and the recorder (SPI `Recording`).
    .target(name: "SwiftUI"),
    .target(name: "Accessibility"),
    // The package's own modules, through symlinks.
    .target(name: "PopupSupport"),
    .target(
      name: "PopupCore", dependencies: ["PopupSupport"],
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
    .target(name: "PopupTextRendering", dependencies: ["PopupCore", "PopupSupport"]),
    .target(name: "PopupPresentation", dependencies: ["PopupCore", "PopupSupport"]),
    .target(
      name: "PopupCatalog",
      dependencies: ["PopupCore", "PopupPresentation", "PopupTextRendering", "PopupSupport"]),
    .target(name: "PopupDriving", dependencies: ["PopupCore", "PopupPresentation", "PopupSupport"]),
    .target(
      name: "PopupSwiftUI",
      dependencies: [
        "PopupCore", "PopupPresentation", "PopupDriving", "PopupCatalog", "SwiftUI", "Accessibility",
      ]),
    // The registry plugin, as an app uses it: `PopupCatalog.linked` holds every kind the tests
    // link, so no test keeps a list of kinds.
    .target(name: "PopupRegistryGenerator", dependencies: ["PopupSupport"]),
    .executableTarget(name: "PopupRegistryTool", dependencies: ["PopupRegistryGenerator"]),
    .plugin(name: "PopupRegistry", capability: .buildTool(), dependencies: ["PopupRegistryTool"]),
    .testTarget(
      name: "PopupSwiftUITests",
      dependencies: ["PopupSwiftUI", "SwiftUI", "Accessibility", "PopupCatalog", "PopupDriving"]
        + kindModules.map { .target(name: $0) },
      plugins: ["PopupRegistry"]),
  ]
    + kindModules.map {
      .target(name: $0, dependencies: ["PopupCore", "PopupSupport"], exclude: ["popup-kinds.txt"])
    },
  swiftLanguageModes: [.v6]
)
