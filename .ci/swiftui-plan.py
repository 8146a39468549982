#!/usr/bin/env python3
"""What .ci/swiftui links from the package's own build, read from the two manifests.

  .ci/swiftui-plan.py <the package's bin path> <output folder>

The fixture Tests/Fixtures/SwiftUIStandIn declares, in its Package.swift, the stand-in modules
(its library targets) and one test target with its dependencies: the stand-ins by name and the
package's products. From `swift package dump-package` of the fixture and `swift package
describe` of the package, this writes into the output folder, one item a line:

  stand-ins           the fixture's stand-in modules, in the manifest's order
  test-target         the name of its test target (its sources are in Tests/<name>)
  objects             every object file of the package's modules the tests link, PopupSwiftUI
                      excepted (it is compiled against the stand-ins): the products' modules
                      and what they depend on, each source's `.o` in the package's bin folder
  libraries           the linker flags those modules ask for on Linux (`-lm`)
  registry-arguments  PopupRegistryTool's `--module` arguments, as the PopupRegistry plugin
                      passes them for the test target: each direct dependency's modules, with
                      its popup-kinds.txt when it has one

Exits 1 naming what is missing when an object file is not built, and when the fixture has no
test target, more than one, or a dependency this does not know how to link.
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(ROOT, "Tests", "Fixtures", "SwiftUIStandIn")
COMPILED_HERE = "PopupSwiftUI"


def swift_package(directory, *arguments):
    result = subprocess.run(["swift", "package", *arguments], cwd=directory, check=True, capture_output=True,
                            text=True)
    return json.loads(result.stdout)


def write_lines(folder, name, lines):
    with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
        file.writelines(f"{line}\n" for line in lines)


def main(arguments):
    if len(arguments) != 2:
        print("usage: .ci/swiftui-plan.py <the package's bin path> <output folder>", file=sys.stderr)
        sys.exit(64)
    bin_path, output = arguments
    fixture = swift_package(FIXTURE, "dump-package")
    package = swift_package(ROOT, "describe", "--type", "json")
    manifest = swift_package(ROOT, "dump-package")
    targets = {target["name"]: target for target in package["targets"]}
    products = {product["name"]: product for product in package["products"]}

    stand_ins = [target["name"] for target in fixture["targets"] if target["type"] == "regular"]
    tests = [target for target in fixture["targets"] if target["type"] == "test"]
    if len(tests) != 1:
        sys.exit(f"swiftui-plan: the fixture declares {len(tests)} test targets; .ci/swiftui builds exactly one")
    test = tests[0]

    # The test target's direct dependencies, as the registry plugin sees them: (module, folder).
    direct = []
    for dependency in test["dependencies"]:
        if "byName" in dependency and dependency["byName"][0] in stand_ins:
            name = dependency["byName"][0]
            direct.append((name, os.path.join(FIXTURE, "Sources", name)))
        elif "product" in dependency and dependency["product"][0] in products:
            for name in products[dependency["product"][0]]["targets"]:
                direct.append((name, os.path.join(ROOT, targets[name]["path"])))
        else:
            sys.exit(f"swiftui-plan: the test target's dependency {dependency} is neither a stand-in nor a product"
                     " of the package")

    # The package's modules the tests link: the products' modules and everything they depend on.
    closure = []

    def add(name):
        if name in closure or targets[name].get("type") != "library":
            return
        closure.append(name)
        for dependency in targets[name].get("target_dependencies", []):
            add(dependency)

    for name, _ in direct:
        if name not in stand_ins:
            add(name)

    objects, missing = [], []
    for name in closure:
        if name == COMPILED_HERE:
            continue
        target = targets[name]
        if target.get("resources"):
            sys.exit(f"swiftui-plan: {name} has resources, which .ci/swiftui does not link")
        for source in target["sources"]:
            path = os.path.join(bin_path, f"{target['c99name']}.build", os.path.basename(source) + ".o")
            (objects if os.path.exists(path) else missing).append(path)
    if missing:
        sys.exit("swiftui-plan: not built (run `swift build`): " + ", ".join(missing))

    libraries = []
    for target in manifest["targets"]:
        if target["name"] not in closure:
            continue
        for setting in target.get("settings", []):
            condition = (setting.get("condition") or {}).get("platformNames")
            if setting["tool"] == "linker" and "linkedLibrary" in setting["kind"] and (
                    condition is None or "linux" in condition):
                libraries.append("-l" + setting["kind"]["linkedLibrary"]["_0"])

    registry = []
    for name, folder in direct:
        kinds = os.path.join(folder, "popup-kinds.txt")
        registry += ["--module", f"{name}={kinds}" if os.path.exists(kinds) else name]

    os.makedirs(output, exist_ok=True)
    write_lines(output, "stand-ins", stand_ins)
    write_lines(output, "test-target", [test["name"]])
    write_lines(output, "objects", objects)
    write_lines(output, "libraries", sorted(set(libraries)))
    write_lines(output, "registry-arguments", registry)


if __name__ == "__main__":
    main(sys.argv[1:])
