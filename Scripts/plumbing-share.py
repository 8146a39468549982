#!/usr/bin/env python3
"""How much of each popup kind module is plumbing: code a kind writes only to plug into the
package (script verbs, samples, strings tables, Codable, storage and memberwise inits), as
against its behaviour (reducers, deadlines, render, invariants, layout math).

    Scripts/plumbing-share.py [--root PATH] [--json] [--lines MODULE]
    Scripts/plumbing-share.py --kind-file FILE [--max N]

Kind modules are the Sources/ folders with a popup-kinds.txt (else those Package.swift lists
in `kindModules`). A code line is a line with code left once comments are removed: blank
lines, `//` and `///` lines and lines inside `/* */` do not count. Every code line is plumbing
or behaviour, by the first of these rules that applies:

1. Whole files. `+Samples.swift` (samples, the configurations and activities they use and
   their helpers: a sample's literal values are data, not behaviour), `+Strings.swift`,
   `+Codable.swift` and `+Inspection.swift` are plumbing, except for the behaviour blocks
   of rule 3.
2. Blocks, anywhere: a line that starts one of these declarations makes it plumbing up to
   where it ends (its brackets (), [] and {} close again and the statement does not go on):
   `static let/var verbs` (with every parse and print closure), `descriptor`,
   `exampleEvents`, `samples`, `entries`, `stringsKeyPath`; `struct Strings: PopupStrings`;
   `extension K: LocalizablePopupKind` and `extension K: InspectablePopupKind`;
   `enum CodingKeys`, `init(from decoder:)`, `func encode(to encoder:)`.
3. Behaviour inside plumbing: in an inspection file or extension, `endingOutputs` and every
   `func ...Violations` (the kind's rules); in a strings file or table, every `func` (the
   kind's choice of text). Every other helper there (verb argument parsers and printers,
   sample builders) stays plumbing.
4. Lines of a type body (not of a function, closure or computed property):
   - a stored property, `var`/`let` with a type or a value but no body (not `static`);
   - a computed property that is "what the app set, or the default": only
     `get { custom ?? default }` and `set { custom = newValue }`;
   - an `init` whose body only assigns `self.x = ...`: its signature and closing brace
     (an assignment in it that computes, such as `self.x = max(x, 0)`, is behaviour);
   - in any init, `self.x = y` with `y` a bare name.
5. `import` lines are plumbing.
6. Everything else is behaviour, including type and case declarations, `makeState`,
   `defaultBehavior` and the actions render binds (`static let closeAction = action(...)`).

String contents are skipped when brackets are counted ("{count}" opens nothing); multi-line
string literals are not handled (no kind has one). The table ends with the plumbing lines of
every rule (--json gives them per module), so a rule in doubt can be taken out by hand;
`--lines MODULE` prints every code line of a module with its rule, to check the measurement
by eye. Exit status 64 on bad arguments.

`--kind-file FILE` measures one Swift file that holds a whole kind (the guide's snackbar, the
toast-lite of `Tests/AddingAKindTests`) the wider way issue 42 counted a new kind's plumbing:
every code line is plumbing, declarations and closing braces included, except the kind's
logic: the lines of every `func` and every computed property that the rules above leave
behaviour (signature to closing brace), and an init's assignments that compute. It prints each
code line with its class, then the counts; with `--max N` it prints the lines only when the
plumbing is more than N lines, and then exits 1 (CI holds the toast-lite to 45).
"""
import argparse
import json
import os
import re
import sys

MODS = r"(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|open)(?:\(set\))?\s+)*"
EXCEPTIONS = {  # rule: [(start of a behaviour block inside it, the block ends only after a body in braces)]
    "inspection": [(re.compile(r"\bfunc \w*[Vv]iolations\b"), True),
                   (re.compile(r"\bstatic (?:let|var) endingOutputs\b"), False)],
    "strings": [(re.compile(r"\bfunc \w+"), True)],
}
FILES = {"+Samples.swift": "samples", "+Strings.swift": "strings", "+Codable.swift": "codable",
         "+Inspection.swift": "inspection"}
BLOCKS = [  # (start, rule, the block ends only after a body in braces)
    (r"\bstatic (?:let|var) verbs\b", "verbs", False),
    (r"\bstatic (?:let|var) descriptor\b", "descriptor", False),
    (r"\bstatic (?:let|var) exampleEvents\b", "examples", False),
    (r"\bstatic (?:let|var) samples\b", "samples", False),
    (r"\bstatic (?:let|var) (?:entries|stringsKeyPath)\b", "strings", False),
    (r"\bstruct Strings\s*:.*\bPopupStrings\b", "strings", True),
    (r"^" + MODS + r"extension [\w.]+\s*:.*\bLocalizablePopupKind\b", "strings", True),
    (r"^" + MODS + r"extension [\w.]+\s*:.*\bInspectablePopupKind\b", "inspection", True),
    (r"\benum CodingKeys\b", "codable", True),
    (r"\binit\(from decoder\b", "codable", True),
    (r"\bfunc encode\(to encoder\b", "codable", True),
]
BLOCKS = [(re.compile(pattern), rule, brace) for pattern, rule, brace in BLOCKS]
STORED = re.compile(r"^" + MODS + r"(?:var|let)\s+\w+\s*(?::\s*[^={]+)?(?:=\s*[^{]*)?$")
COMPUTED = re.compile(r"^" + MODS + r"var\s+\w+\s*:[^={]+\{$")
INIT = re.compile(r"^" + MODS + r"(?:convenience\s+|required\s+)*init[?!]?\s*[(<]")
WIRED = re.compile(r"^self\.\w+ = \w+$")
TYPE = re.compile(r"\b(?:struct|class|enum|extension|actor|protocol)\s+\w")
GOES_ON_AT_END = ("=", ",", "->", "+", "&&", "||", "?", ":", "(", "[")
GOES_ON_AT_START = ("{", ".", "?", "+", "&&", "||", "->", "else", "where", "throws")


class Parser(argparse.ArgumentParser):
    def error(self, message):
        self.print_usage(sys.stderr)
        print(f"{self.prog}: error: {message}", file=sys.stderr)
        sys.exit(64)


def code_of(line, in_comment):
    """The line with comments and string contents removed (quotes kept), and whether a block
    comment is still open at its end. Interpolations in strings are skipped with the string."""
    out, i, quoted, interpolations = [], 0, False, []
    while i < len(line):
        if in_comment:
            end = line.find("*/", i)
            if end < 0:
                break
            i, in_comment = end + 2, False
        elif quoted:
            if line.startswith("\\(", i):
                interpolations.append(0)
                quoted, i = False, i + 2
                continue
            quoted = line[i] != '"'
            i += 2 if line[i] == "\\" else 1
            if not quoted and not interpolations:
                out.append('"')
        elif line.startswith("//", i):
            break
        elif line.startswith("/*", i):
            in_comment, i = True, i + 2
        else:
            c = line[i]
            if c == '"':
                quoted = True
                if not interpolations:
                    out.append('"')
            elif interpolations and c in "()":
                interpolations[-1] += 1 if c == "(" else -1
                if interpolations[-1] < 0:
                    interpolations.pop()
                    quoted = True
            elif not interpolations:
                out.append(c)
            i += 1
    return "".join(out).strip(), in_comment


def block_end(codes, start, needs_brace):
    """The last line of the declaration that starts at `start`."""
    depth, braced = 0, False
    for j in range(start, len(codes)):
        for c in codes[j]:
            if c in "([{":
                depth += 1
                braced = braced or c == "{"
            elif c in ")]}":
                depth -= 1
        if depth > 0 or (needs_brace and not braced) or codes[j].endswith(GOES_ON_AT_END):
            continue
        following = next((code for code in codes[j + 1:] if code), "")
        if not following.startswith(GOES_ON_AT_START):
            return j
    return len(codes) - 1


def codes_of(text):
    """Each line of `text` as `code_of` leaves it, a block comment carried from line to line."""
    codes, in_comment = [], False
    for line in text.splitlines():
        code, in_comment = code_of(line, in_comment)
        codes.append(code)
    return codes


def classify(name, text):
    """[(line number, line, rule or None)] for each code line of a file; None is behaviour."""
    lines, codes = text.splitlines(), codes_of(text)
    file_rule = next((rule for suffix, rule in FILES.items() if name.endswith(suffix)), None)
    regions = [(len(codes), file_rule)] if file_rule else []  # (last line, rule or None)
    scopes, result, init = [], [], (-1, False)  # init: (last line, whether it only assigns)
    for i, code in enumerate(codes):
        while regions and regions[-1][0] < i:
            regions.pop()
        in_type = bool(scopes) and scopes[-1] == "type"
        rule = regions[-1][1] if regions else None
        if code:
            exception = next((brace for p, brace in EXCEPTIONS.get(rule, []) if p.search(code)), None)
            block = next(((r, brace) for p, r, brace in BLOCKS if p.search(code)), None)
            if exception is not None:
                regions.append((block_end(codes, i, exception), None))
            elif block:
                regions.append((block_end(codes, i, block[1]), block[0]))
            elif rule is None and in_type and COMPUTED.match(code) and is_default(codes, i):
                regions.append((block_end(codes, i, True), "defaults"))
            elif rule is None and in_type and INIT.match(code):
                init = (block_end(codes, i, True), only_assigns(codes, i))
            rule = regions[-1][1] if regions else None
            if rule is None:
                if code.startswith("import "):
                    rule = "imports"
                elif in_type and STORED.match(code):
                    rule = "storage"
                elif i <= init[0] and (WIRED.match(code) or (init[1] and not code.startswith("self."))):
                    rule = "inits"
            result.append((i + 1, lines[i], rule))
        typed = False  # a type's body is the first brace after `struct`, `extension` and the like
        for k, c in enumerate(code):
            if c in "([{":
                is_type = c == "{" and not typed and TYPE.search(code[:k]) is not None
                typed = typed or is_type
                scopes.append("type" if is_type else "other")
            elif c in ")]}" and scopes:
                scopes.pop()
    return result


def is_default(codes, start):
    """Whether the computed property at `start` is only `get { a ?? b }` and `set { a = newValue }`."""
    body = [code for code in codes[start + 1: block_end(codes, start, True)] if code]
    setter = len(body) == 2 and re.match(r"^set \{ (\w+) = newValue \}$", body[1])
    return bool(setter) and re.match(r"^get \{ " + setter.group(1) + r" \?\? .+\}$", body[0]) is not None


def only_assigns(codes, start):
    """Whether the init at `start` has a body of `self.x = ...` assignments only."""
    end = block_end(codes, start, True)
    opening = next(j for j in range(start, end + 1) if "{" in codes[j])
    body = [codes[opening].split("{", 1)[1]] + codes[opening + 1: end] + [codes[end].rsplit("}", 1)[0]]
    if opening == end:
        body = [codes[end].split("{", 1)[1].rsplit("}", 1)[0]]
    return all(re.match(r"^self\.\w+ = ", code) for code in map(str.strip, body) if code)


FUNC = re.compile(r"^" + MODS + r"(?:static\s+|class\s+|mutating\s+|nonmutating\s+)*func\s")
COMPUTED_ANYWHERE = re.compile(r"^" + MODS + r"(?:static\s+|class\s+)?var\s+\w+\s*:[^={]+\{")  # `{ x }` on its line too


def wide_classify(name, text):
    """[(line number, line, "plumbing" or "behaviour")] for each code line of a file, counted
    issue 42's way: everything but the kind's functions, computed properties and computing
    init lines is plumbing."""
    codes = codes_of(text)
    logic, init_end, i = set(), -1, 0  # logic: the lines of functions and computed properties
    while i < len(codes):
        code = codes[i]
        if FUNC.match(code) or COMPUTED_ANYWHERE.match(code):
            end = block_end(codes, i, True)
            logic.update(range(i, end + 1))
            i = end + 1
            continue
        if INIT.match(code):
            init_end = block_end(codes, i, True)
        i += 1
    result = []
    for number, line, rule in classify(name, text):
        in_logic = number - 1 in logic
        kind = "behaviour" if rule is None and in_logic else "plumbing"
        if rule is None and not in_logic and number - 1 <= init_end and codes[number - 1].startswith("self."):
            kind = "behaviour"  # an init's assignment that computes
        result.append((number, line, kind))
    return result


def kind_modules(root):
    sources = os.path.join(root, "Sources")
    if not os.path.isdir(sources):
        return []
    found = sorted(d for d in os.listdir(sources) if os.path.isfile(os.path.join(sources, d, "popup-kinds.txt")))
    if not found and os.path.isfile(os.path.join(root, "Package.swift")):
        with open(os.path.join(root, "Package.swift"), encoding="utf-8") as package:
            listed = re.search(r"kindModules\s*=\s*\[(.*?)\]", package.read(), re.S)
        found = sorted(re.findall(r'"(\w+)"', listed.group(1))) if listed else []
    return [d for d in found if os.path.isdir(os.path.join(sources, d))]


def measure(root, module):
    folder, lines = os.path.join(root, "Sources", module), []
    for directory, _, names in sorted(os.walk(folder)):
        for name in sorted(n for n in names if n.endswith(".swift")):
            with open(os.path.join(directory, name), encoding="utf-8") as source:
                lines += [(name, *line) for line in classify(name, source.read())]
    return lines


def summary(module, lines):
    plumbing = [rule for *_, rule in lines if rule]
    rules = {rule: plumbing.count(rule) for rule in sorted(set(plumbing))}
    share = round(100 * len(plumbing) / len(lines), 1) if lines else 0.0
    return {"module": module, "code": len(lines), "plumbing": len(plumbing),
            "behaviour": len(lines) - len(plumbing), "plumbing_percent": share, "plumbing_by_rule": rules}


def main():
    default_root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = Parser(description="Each popup kind module's plumbing share, in code lines.")
    parser.add_argument("--root", default=default_root, help="the checkout to measure (default: %(default)s)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--lines", metavar="MODULE", help="print MODULE's code lines, each with its rule")
    parser.add_argument("--kind-file", metavar="FILE",
                        help="measure one file holding a whole kind, issue 42's way (see above)")
    parser.add_argument("--max", type=int, metavar="N",
                        help="with --kind-file: exit 1 when its plumbing is more than N lines")
    arguments = parser.parse_args()
    if arguments.max is not None and not arguments.kind_file:
        parser.error("--max goes with --kind-file FILE: add the file to measure")
    if arguments.max is not None and arguments.max < 0:
        parser.error(f"--max: '{arguments.max}' is negative; give the most plumbing lines allowed, 0 or more")
    if arguments.kind_file:
        if arguments.json or arguments.lines:
            parser.error("--kind-file measures one file: leave out --json and --lines")
        if not os.path.isfile(arguments.kind_file):
            parser.error(f"--kind-file: '{arguments.kind_file}' is not a file; give a Swift file that holds a kind")
        with open(arguments.kind_file, encoding="utf-8") as source:
            lines = wide_classify(os.path.basename(arguments.kind_file), source.read())
        plumbing = sum(1 for *_, kind in lines if kind == "plumbing")
        if arguments.max is None or plumbing > arguments.max:
            for number, text, kind in lines:
                print(f"{kind:<10} {number}: {text.strip()}")
        print(f"{arguments.kind_file}: {len(lines)} code lines, {plumbing} plumbing, "
              f"{len(lines) - plumbing} behaviour")
        if arguments.max is not None and plumbing > arguments.max:
            print(f"plumbing-share.py: {arguments.kind_file} has {plumbing} lines of plumbing, more than "
                  f"--max {arguments.max}; make the kind lighter or lift the limit", file=sys.stderr)
            sys.exit(1)
        return
    root = os.path.abspath(arguments.root)
    modules = kind_modules(root)
    if not modules:
        parser.error(f"no popup kind modules under {root}/Sources (no popup-kinds.txt, no kindModules)")
    if arguments.lines:
        if arguments.lines not in modules:
            parser.error(f"--lines: '{arguments.lines}' is no kind module; they are {', '.join(modules)}")
        for name, number, text, rule in measure(root, arguments.lines):
            print(f"{rule or 'BEHAVIOUR':<11} {name}:{number}: {text.strip()}")
        return
    measured = {module: measure(root, module) for module in modules}
    rows = [summary(module, lines) for module, lines in measured.items()]
    total = summary("total", [line for lines in measured.values() for line in lines])
    if arguments.json:
        print(json.dumps({"root": root, "modules": rows, "total": total}, indent=2))
        return
    print(f"{'module':<18}{'code':>7}{'plumbing':>10}{'behaviour':>11}{'plumbing %':>12}")
    for row in rows + [total]:
        if row is total:
            print("-" * 58)
        print(f"{row['module']:<18}{row['code']:>7}{row['plumbing']:>10}{row['behaviour']:>11}"
              f"{row['plumbing_percent']:>11.1f}%")
    rules = sorted(total["plumbing_by_rule"].items(), key=lambda item: -item[1])
    print("plumbing lines by rule: " + ", ".join(f"{rule} {count}" for rule, count in rules))


if __name__ == "__main__":
    main()
