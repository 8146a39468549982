import Foundation
import PackagePlugin

/// Generates `PopupCatalog.linked` for a target: the catalog of exactly the popup kind modules
/// it depends on, directly or through products. The logic lives in `PopupRegistryGenerator`,
/// run here through `PopupRegistryTool`; this plugin only lists the dependency modules.
@main
struct PopupRegistryPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    var modules: [(name: String, manifest: URL?)] = []
    for dependency in target.dependencies {
      let targets: [Target]
      switch dependency {
      case .target(let target): targets = [target]
      case .product(let product): targets = product.targets
      @unknown default: targets = []
      }
      for dependencyTarget in targets where dependencyTarget is SourceModuleTarget {
        let manifest = dependencyTarget.directoryURL.appending(path: "popup-kinds.txt")
        let exists = FileManager.default.fileExists(atPath: manifest.path(percentEncoded: false))
        modules.append((dependencyTarget.name, exists ? manifest : nil))
      }
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "PopupCatalog+Linked.swift")
    var arguments = ["--output", output.path(percentEncoded: false)]
    for module in modules {
      arguments += [
        "--module", module.manifest.map { "\(module.name)=\($0.path(percentEncoded: false))" } ?? module.name,
      ]
    }
    return [
      .buildCommand(
        displayName: "Generating the catalog of popup kinds linked by \(target.name)",
        executable: try context.tool(named: "PopupRegistryTool").url,
        arguments: arguments,
        inputFiles: modules.compactMap(\.manifest),
        outputFiles: [output])
    ]
  }
}
