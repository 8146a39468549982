#!/usr/bin/env python3
"""Turns a module's symbol graphs into its public API description: one sorted line per
public declaration (`Type.member  declaration`) and per conformance (`Type: Protocol`), so
that a change to the public API is a line added or removed in a diff.

Usage: api-description.py <module> <symbol-graph-dir>   (prints the description)
"""
import json
import pathlib
import re
import sys


def main() -> None:
    if len(sys.argv) != 3:
        print(f"api-description.py: expected a module and a folder, got {len(sys.argv) - 1} arguments.\n"
              "usage: api-description.py <module> <symbol-graph-dir>", file=sys.stderr)
        sys.exit(64)
    module, directory = sys.argv[1], pathlib.Path(sys.argv[2])
    files = sorted(directory.glob(f"{module}.symbols.json")) + sorted(directory.glob(f"{module}@*.symbols.json"))
    lines: set[str] = set()
    for path in files:
        graph = json.loads(path.read_text())
        # Extensions of other modules' types live in `Module@Other.symbols.json`.
        extended = path.name[len(module) + 1 : -len(".symbols.json")] if "@" in path.name else ""
        paths = {}
        for symbol in graph["symbols"]:
            name = ".".join(symbol["pathComponents"])
            if extended:
                name = f"{extended}.{name}"
            paths[symbol["identifier"]["precise"]] = name
            declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
            spelled = re.sub(r"\s+", " ", declaration).strip()
            lines.add(f"{name}  {spelled}")
        for relationship in graph["relationships"]:
            if relationship["kind"] != "conformsTo":
                continue
            source = paths.get(relationship["source"])
            if source is None:
                continue
            target = relationship.get("targetFallback") or paths.get(relationship["target"], relationship["target"])
            lines.add(f"{source}: {target}")
    print(f"# The public API of {module}, one line per declaration and conformance.")
    print("# Written by `.ci/api --write` from the toolchain's symbol graph; CI fails when it is stale.")
    for line in sorted(lines):
        print(line)


if __name__ == "__main__":
    main()
