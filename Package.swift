// swift-tools-version: 6.1
import PackageDescription

/// The popup kind modules: one library product each, so an app links only the kinds it uses.
/// Each declares its kinds in `popup-kinds.txt`, which the PopupRegistry plugin reads and
/// `Scripts/generate` writes from the kinds' sources. A new kind is its two folders and a line here.
let kindModules = [
  "PopupActions", "PopupBanners", "PopupCapsule", "PopupCelebration", "PopupCoachmarks", "PopupConsent",
  "PopupHosted", "PopupInput", "PopupPermission", "PopupProgress", "PopupPromo", "PopupRating", "PopupSheet",
  "PopupUndo",
]

let package = Package(
  name: "popup-catalog",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "PopupCore", targets: ["PopupCore"]),
    .library(name: "PopupTextRendering", targets: ["PopupTextRendering"]),
    .library(name: "PopupPresentation", targets: ["PopupPresentation"]),
    .library(name: "PopupCatalog", targets: ["PopupCatalog"]),
    .library(name: "PopupTesting", targets: ["PopupTesting"]),
    .library(name: "PopupPolicy", targets: ["PopupPolicy"]),
    .library(name: "PopupDriving", targets: ["PopupDriving"]),
    .library(name: "PopupLedgerStore", targets: ["PopupLedgerStore"]),
    .library(name: "PopupSwiftUI", targets: ["PopupSwiftUI"]),
    .executable(name: "catalog", targets: ["catalog"]),
    .plugin(name: "PopupRegistry", targets: ["PopupRegistry"]),
  ] + kindModules.map { .library(name: $0, targets: [$0]) },
  targets: [
    // Double rounding calls into libm, which Linux links only on request.
    // The contract every kind depends on, and nothing else: the kind protocols, time, effects,
    // the render tree, strings, scripts, geometry and presentation values.
    .target(
      name: "PopupCore", dependencies: ["PopupSupport"],
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
    // Drawing trees as text (the text renderer, display widths and their Unicode tables,
    // pseudo-localisation): for the catalog, the tool, the test kit and the benchmarks; no
    // kind, session, driver or policy links it.
    .target(name: "PopupTextRendering", dependencies: ["PopupCore", "PopupSupport"]),
    .target(name: "PopupPresentation", dependencies: ["PopupCore", "PopupSupport"]),
    // When a popup may show, and the ledger of facts it decides from; Foundation-free.
    .target(name: "PopupPolicy", dependencies: ["PopupCore", "PopupSupport"]),
    // A crash-safe, locked ledger file on the C library: apps that store elsewhere skip it.
    .target(name: "PopupLedgerStore", dependencies: ["PopupCore", "PopupPolicy", "PopupSupport"]),
    .target(
      name: "PopupCatalog",
      dependencies: ["PopupCore", "PopupPresentation", "PopupTextRendering", "PopupSupport"]
    ),
    // Package-internal helpers (`package` declarations: messages more than one module prints,
    // string and number formatting, suggestions, duplicate checks), for the runtime and for
    // modules that must not link it (the registry generator); not a product.
    .target(name: "PopupSupport"),
    // Running sessions and centers on a clock, and an Observable model for SwiftUI.
    .target(name: "PopupDriving", dependencies: ["PopupCore", "PopupPresentation", "PopupSupport"]),
    // Every popup drawn natively in SwiftUI. Its sources compile only where SwiftUI exists
    // (`#if canImport(SwiftUI)`), so on Linux the module is empty; CI compiles and draws them
    // against the documented declarations in Tests/Fixtures/SwiftUIStandIn (.ci/swiftui).
    .target(
      name: "PopupSwiftUI", dependencies: ["PopupCore", "PopupPresentation", "PopupDriving", "PopupCatalog"]),
    .target(
      name: "PopupTesting",
      dependencies: [
        "PopupCore", "PopupPresentation", "PopupCatalog", "PopupTextRendering", "PopupSupport", "PopupDiff",
      ]),
    // Line diffs for the snapshot check and the test stores; not a product, so apps that link
    // only popup kinds never carry it.
    .target(name: "PopupDiff"),
    // The reference web host: the gallery's page writer, its prototype, the state graph drawn
    // as SVG, frames as JSON (which `catalog show --json` and `run --json` print too), and the
    // page's script and style sheet, kept as files of their own so they read, diff and lint as
    // what they are, and embedded as bytes (`PackageResources`), so pages stand alone and
    // nothing needs Foundation. A sibling of PopupSwiftUI that draws the same frames; no logic.
    // `package` API for the tool, not a product.
    .target(
      name: "PopupWebHost",
      dependencies: ["PopupCore", "PopupPresentation", "PopupCatalog", "PopupTextRendering", "PopupSupport"],
      resources: [
        .embedInCode("GalleryAssets/host.js"), .embedInCode("GalleryAssets/gallery.css"),
        .embedInCode("GalleryAssets/self-check.js"), .embedInCode("GalleryAssets/error-catcher.js"),
        .embedInCode("GalleryAssets/prototype.js"),
      ]),
    // The terminal host's logic (`catalog play`): the player that decides every screen and what
    // each key does, and the keys decoded from the terminal's bytes; the raw-mode loop that reads
    // keys and draws stays in `catalog`. `package` API for the tool, not a product.
    .target(
      name: "PopupTerminalHost",
      dependencies: ["PopupCore", "PopupPresentation", "PopupCatalog", "PopupTextRendering", "PopupSupport"]),
    // The command line as a library: parsing, the commands, their output and exit codes. It
    // calls the hosts (PopupWebHost for `gallery` and frames as JSON, PopupTerminalHost for
    // `play`) and draws nothing itself.
    .target(
      name: "CatalogCommands",
      dependencies: [
        "PopupCore", "PopupPresentation", "PopupCatalog", "PopupTextRendering", "PopupSupport", "PopupDiff",
        "PopupPolicy", "PopupLedgerStore", "PopupRegistryGenerator", "PopupWebHost", "PopupTerminalHost",
      ]),
    .executableTarget(
      name: "catalog",
      dependencies: ["CatalogCommands", "PopupTerminalHost", "PopupCatalog"]
        + kindModules.map { .target(name: $0) },
      plugins: ["PopupRegistry"]
    ),
    .executableTarget(
      name: "PopupBenchmarks",
      dependencies: [
        "PopupCatalog", "PopupPresentation", "PopupTextRendering", "PopupWebHost", "PopupBenchmarksHeap",
      ]
        + kindModules.map { .target(name: $0) },
      plugins: ["PopupRegistry"]
    ),
    // The heap's bytes in use, from the C library, for the benchmarks' bytes per state.
    .target(name: "PopupBenchmarksHeap"),
    .target(name: "PopupRegistryGenerator", dependencies: ["PopupSupport"]),
    .executableTarget(name: "PopupRegistryTool", dependencies: ["PopupRegistryGenerator"]),
    .plugin(name: "PopupRegistry", capability: .buildTool(), dependencies: ["PopupRegistryTool"]),
    .testTarget(name: "PopupCoreTests", dependencies: ["PopupCore", "PopupSupport", "PopupTesting"]),
    .testTarget(
      name: "PopupTextRenderingTests", dependencies: ["PopupTextRendering", "PopupCore", "PopupTesting"]),
    .testTarget(name: "PopupSupportTests", dependencies: ["PopupSupport", "PopupTesting"]),
    .testTarget(name: "PopupDiffTests", dependencies: ["PopupDiff", "PopupTesting"]),
    .testTarget(
      name: "PopupDrivingTests",
      dependencies: ["PopupDriving", "PopupTesting", "PopupUndo", "PopupRating", "PopupSheet"]),
    .testTarget(
      name: "PopupPolicyTests", dependencies: ["PopupPolicy", "PopupConsent", "PopupPromo", "PopupTesting"]),
    .testTarget(
      name: "PopupLedgerStoreTests", dependencies: ["PopupLedgerStore", "PopupPolicy", "PopupTesting"]),
    .testTarget(
      name: "PopupPresentationTests",
      dependencies: [
        "PopupPresentation", "PopupTesting", "PopupTextRendering", "PopupSupport", "PopupUndo", "PopupRating",
        "PopupActions", "PopupProgress",
      ]),
    .testTarget(
      name: "PopupCatalogTests",
      dependencies: [
        "PopupCatalog", "PopupTextRendering", "PopupSupport", "PopupRegistryGenerator", "CatalogCommands",
        "PopupTesting",
      ]
        + kindModules.map { .target(name: $0) },
      plugins: ["PopupRegistry"]),
    .testTarget(
      name: "CatalogCommandsTests",
      dependencies: [
        "CatalogCommands", "PopupTerminalHost", "PopupRating", "PopupUndo", "PopupActions", "PopupPromo",
        "PopupPermission", "PopupProgress", "PopupTesting",
      ]),
    .testTarget(
      name: "PopupWebHostTests",
      dependencies: ["PopupWebHost", "PopupCatalog", "PopupRating", "PopupTesting"],
      // The recorded drawings the tests read from the source tree: not a resource.
      exclude: ["Drawings"]),
    .testTarget(name: "PopupTerminalHostTests", dependencies: ["PopupTerminalHost"]),
    .testTarget(
      name: "CatalogEndToEndTests",
      dependencies: ["catalog", "CatalogCommands", "PopupCatalog", "PopupRegistryGenerator", "PopupTesting"]
        + kindModules.map { .target(name: $0) },
      plugins: ["PopupRegistry"]),
    .testTarget(name: "PopupRegistryGeneratorTests", dependencies: ["PopupRegistryGenerator"]),
    // The "Adding a kind" guide's example kind, held to the kind checker like the package's own.
    .testTarget(name: "AddingAKindTests", dependencies: ["PopupCore", "PopupPresentation", "PopupTesting"]),
    .testTarget(
      name: "PopupTestingTests",
      dependencies: [
        "PopupTesting", "PopupCatalog", "CatalogCommands", "PopupDriving", "PopupPolicy",
        "PopupTextRendering",
      ]
        + kindModules.map { .target(name: $0) },
      plugins: ["PopupRegistry"]),
  ]
    + kindModules.map {
      .target(name: $0, dependencies: ["PopupCore", "PopupSupport"], exclude: ["popup-kinds.txt"])
    }
    + kindModules.map {
      .testTarget(
        name: "\($0)Tests",
        dependencies: [
          .target(name: $0), "PopupPresentation", "PopupTesting", "PopupTextRendering", "PopupSupport",
        ])
    },
  swiftLanguageModes: [.v6]
)
