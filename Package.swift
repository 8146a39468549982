// swift-tools-version: 6.0
import PackageDescription

/// The popup kind modules: one library product each, so an app links only the kinds it uses.
let kindModules = ["PopupRating", "PopupUndo"]

let package = Package(
  name: "popup-catalog",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "PopupCore", targets: ["PopupCore"]),
    .library(name: "PopupPresentation", targets: ["PopupPresentation"]),
    .library(name: "PopupCatalog", targets: ["PopupCatalog"]),
    .executable(name: "catalog", targets: ["catalog"]),
  ] + kindModules.map { .library(name: $0, targets: [$0]) },
  targets: [
    .target(name: "PopupCore"),
    .target(name: "PopupPresentation", dependencies: ["PopupCore"]),
    .target(name: "PopupCatalog", dependencies: ["PopupCore", "PopupPresentation"]),
    .target(name: "CatalogCommands", dependencies: ["PopupCore", "PopupPresentation", "PopupCatalog"]),
    .executableTarget(
      name: "catalog",
      dependencies: ["CatalogCommands", "PopupCatalog"] + kindModules.map { .target(name: $0) }
    ),
    .testTarget(name: "PopupCoreTests", dependencies: ["PopupCore"]),
    .testTarget(
      name: "PopupPresentationTests", dependencies: ["PopupPresentation", "PopupUndo", "PopupRating"]),
    .testTarget(name: "PopupCatalogTests", dependencies: ["PopupCatalog", "PopupRating", "PopupUndo"]),
    .testTarget(name: "CatalogCommandsTests", dependencies: ["CatalogCommands", "PopupRating", "PopupUndo"]),
    .testTarget(name: "CatalogEndToEndTests", dependencies: ["catalog"]),
  ]
    + kindModules.map { .target(name: $0, dependencies: ["PopupCore"]) }
    + kindModules.map {
      .testTarget(name: "\($0)Tests", dependencies: [.target(name: $0), "PopupPresentation"])
    },
  swiftLanguageModes: [.v6]
)
