// swift-tools-version: 6.1
import PackageDescription

// A fixture that must NOT build: it links PopupRating and a module that declares the same
// kind id, so the PopupRegistry plugin stops the build with an error naming both modules.
// CI builds it and checks that error.
let package = Package(
  name: "DuplicateKinds",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "popup-catalog", path: "../../..")],
  targets: [
    .target(name: "PopupFakeRating", exclude: ["popup-kinds.txt"]),
    .executableTarget(
      name: "App",
      dependencies: [
        .product(name: "PopupCatalog", package: "popup-catalog"),
        .product(name: "PopupRating", package: "popup-catalog"),
        "PopupFakeRating",
      ],
      plugins: [.plugin(name: "PopupRegistry", package: "popup-catalog")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
