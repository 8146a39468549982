#!/usr/bin/env python3
"""The SwiftUI stand-in (Tests/Fixtures/SwiftUIStandIn) draws every kind: its Package.swift
lists the kind modules as the package's Package.swift does (`let kindModules = [...]`), and its
tests link each as a product of the package. Scripts/generate keeps the two lists in step.

  Scripts/stand-in-kinds.py           write the stand-in's list
  Scripts/stand-in-kinds.py --check   write nothing: exit 1, naming what differs

Exit status: 0 when in step (or written), 1 when --check finds a difference, 64 for a usage
error.
"""
import os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STAND_IN = os.path.join("Tests", "Fixtures", "SwiftUIStandIn")
LIST = re.compile(r"let kindModules = \[\n(.*?)\n\]", re.S)


def kind_list(path):
    """The text of a manifest's kindModules list and the module names in it."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        text = file.read()
    match = LIST.search(text)
    if match is None:
        sys.exit(f"stand-in-kinds.py: no 'let kindModules = [' list in '{path}'")
    return text, match, re.findall(r'"([A-Za-z0-9_]+)"', match.group(1))


def main(arguments):
    if arguments not in ([], ["--check"]):
        print(f"stand-in-kinds.py: unexpected arguments '{' '.join(arguments)}': the only option is '--check'.",
              file=sys.stderr)
        sys.exit(64)
    check = arguments == ["--check"]
    _, package, modules = kind_list("Package.swift")
    manifest = os.path.join(STAND_IN, "Package.swift")
    text, stand_in, listed = kind_list(manifest)
    problems = []
    if listed != modules:
        problems.append(f"'{manifest}' lists the kinds {listed}, Package.swift {modules}")
        if not check:
            text = text[:stand_in.start(1)] + package.group(1) + text[stand_in.end(1):]
            with open(os.path.join(ROOT, manifest), "w", encoding="utf-8") as file:
                file.write(text)
    if check and problems:
        for problem in problems:
            print(f"Error: {problem}.", file=sys.stderr)
        print("Write them with 'Scripts/generate' and commit them.", file=sys.stderr)
        sys.exit(1)
    for problem in problems if not check else []:
        print(f"updated: {problem}")
    if check:
        print(f"The SwiftUI stand-in lists the {len(modules)} kind modules.")


if __name__ == "__main__":
    main(sys.argv[1:])
