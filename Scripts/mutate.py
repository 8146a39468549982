#!/usr/bin/env python3
"""A mutation tester for this package, with no dependency but Python and the Swift toolchain.

Plants one plausible bug at a time in a module's sources, builds, runs that module's tests,
and reports the score (mutants the tests kill, of those that compile) and every survivor with
its file, line and change. The bugs, each a kind of mutant (`--kind`):

  relational, logical       `<` for `<=`, `==` for `!=`, `&&` for `||`, and back
  guard negated, removed    a `guard`'s condition negated, or the guard removed
  off by one                an integer literal one more
  ternary swapped           a ternary's two branches swapped
  side effect removed       a call, an append, an insert, a `+=` removed
  default changed           a default argument in a `func`, `init` or `subscript`: `true` and
                            `false` swapped, a number made 0 or one more (an integer's one
                            more is off by one's); nil, enum cases and strings left alone
  word mapped to neighbour  two neighbouring entries of a mapping given each other's result:
                            `case "clear": return .clear` over strings, `case .dim: "dim"` over
                            enum cases, `"clear": .clear,` in a dictionary
  reset dropped             an assignment of nil, false, 0, .zero, .none or "" removed
  statements swapped        two neighbouring statements swapped, where one changes what the
                            other reads or changes
  rounding changed          `.rounded(.up)` and `.down` swapped (and the other rules),
                            `.rounded()` rounding down, `ceil(` and `floor(` swapped

Comments and string literals are not mutated (a mapping's string keys are read, not changed).
The sample is the first `--sample` mutants in the seed's order; a kind added later is slotted
into the order the older kinds had, so a seed still plants the older kinds' mutants it did, in
the same order (see `KINDS`).

A mutant of a default argument, or in a file with @inlinable, @_alwaysEmitIntoClient or
@_transparent declarations, changes code the compiler copies into the modules that use it,
which SwiftPM's incremental build does not compile again: for such a mutant the scratch
build's objects of the module and of every target that uses it are removed, before its check
and after its restore, so each is built anew (slower, and not a false survivor).

Samples, strings tables and generated tables are data and are not mutated (a changed sample
shows in the `Catalog/` snapshot check instead). Every mutant is planted in a scratch copy of the tree under `.build/mutate/tree` (ignored by
git, kept between runs so builds stay incremental), never in the working tree: an
interruption, even SIGKILL, leaves `git status --porcelain` as it was.

  Scripts/mutate.py PopupDiff                      # a seeded sample of 40 mutants
  Scripts/mutate.py PopupUndo --sample 10 --seed 3 --filter 'PopupUndoTests|KindChecker'
  Scripts/mutate.py PopupRating --list             # the mutants it would plant, planting none
  Scripts/mutate.py PopupCore --list --kind 'word mapped to neighbour'
  Scripts/mutate.py PopupSwiftUI --command .ci/swiftui   # a module only a script compiles

Exit status: 0 when it ran, 64 for a usage error.
"""
import argparse, contextlib, decimal, glob, json, os, random, re, shutil, signal, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRATCH = os.path.join(ROOT, ".build", "mutate", "tree")
TEMPORARY = os.path.join(ROOT, ".build", "mutate", "tmp")


def usage_error(message):
    print(f"mutate.py: {message}", file=sys.stderr)
    sys.exit(64)


def code_part(line):
    """The line without its comment and with string literals blanked, so operators inside
    them are never mutated; same length as the line, so columns stay valid."""
    out, in_string, i = [], False, 0
    while i < len(line):
        c = line[i]
        if in_string:
            if c == "\\" and i + 1 < len(line):
                out += "  "; i += 2; continue
            if c == '"':
                in_string = False; out.append(c)
            else:
                out.append(" ")
        elif c == '"':
            in_string = True; out.append(c)
        elif line.startswith("//", i):
            out.append(" " * (len(line) - i)); break
        else:
            out.append(c)
        i += 1
    return "".join(out)


SWAPS = [
    ("relational", r"(?<![<>=!])<=(?!=)", "<"), ("relational", r"(?<![<>=!-])<(?![<=])", "<="),
    ("relational", r"(?<![<>=!-])>=(?!=)", ">"), ("relational", r"(?<![<>=!-])>(?![>=])", ">="),
    ("relational", r"==(?!=)", "!="), ("relational", r"!=(?!=)", "=="),
    ("logical", r"&&", "||"), ("logical", r"\|\|", "&&"),
]


# The kinds each issue brought, oldest first. A seed orders the first group's mutants as it
# always has; each later group's mutants are slotted in among them at seeded places, so a seed
# still samples the older kinds' mutants in the same order (fewer of them in a sample of the
# same size). A new group of kinds goes at the end.
KINDS = [
    ("relational", "logical", "guard negated", "guard removed", "off by one", "ternary swapped",
     "side effect removed"),  # issue 30
    ("default changed", "word mapped to neighbour", "reset dropped", "statements swapped",
     "rounding changed"),  # issue 43
]


def line_mutants(lines):
    """The mutants of issue 30's kinds, each one line: (kind, line number, new line or None)."""
    found = []
    depth_generic = re.compile(r"<[A-Z][\w.,: &<>]*>")  # generics, not comparisons
    for number, (line, code) in enumerate(zip(lines, code_lines(lines)), 1):
        stripped = code.strip()
        if not stripped or stripped.startswith(("import ", "@", "///", "#")):
            continue
        masked = depth_generic.sub(lambda m: " " * len(m.group(0)), code)
        if "->" in masked:
            masked = masked.replace("->", "  ")
        for kind, pattern, replacement in SWAPS:
            for match in re.finditer(pattern, masked):
                if kind == "relational" and re.search(r"\b(func|case|init|where|struct|enum|extension)\b", masked):
                    continue
                new = line[: match.start()] + replacement + line[match.end():]
                found.append((kind, number, new))
        guard = re.match(r"^(\s*)guard (.+) else (\{.*\})\s*$", code)
        if guard and "let " not in guard.group(2) and "case " not in guard.group(2):
            end = len(guard.group(1)) + len("guard ") + len(guard.group(2))
            start = len(guard.group(1)) + len("guard ")
            found.append(("guard negated", number, line[:start] + "!(" + line[start:end] + ")" + line[end:]))
            found.append(("guard removed", number, None))
        for match in re.finditer(r"(?<![\w.$])(\d+)(?![\w.])", masked):
            value = int(match.group(1))
            found.append(("off by one", number, line[: match.start()] + str(value + 1) + line[match.end():]))
        ternary = re.match(r"^(.*?\S)\s\?\s([^?:]+?)\s:\s([^?:]+?)(\)?[,;]?\s*)$", code)
        if ternary and ternary.group(2).strip() != ternary.group(3).strip():
            a, b = ternary.start(2), ternary.end(2)
            c, d = ternary.start(3), ternary.end(3)
            new = line[:a] + line[c:d] + line[b:c] + line[a:b] + line[d:]
            found.append(("ternary swapped", number, new))
        side = re.match(r"^\s*(\w[\w.\[\]]*\s*(\+=|-=|=|\.append\(|\.insert\(|\.remove)|\w+\.\w+\()", code)
        if side and not re.match(r"^\s*(let|var|return|case|if|guard|for|while|switch|func|static|public|private)\b", code) \
                and stripped.endswith((")", "]")) or (side and re.search(r"(\+=|-=)", code)):
            found.append(("side effect removed", number, None))
    return found


def code_lines(lines):
    """Each line's `code_part`, with the text of multi-line string literals (`\"\"\"`) blanked too."""
    codes, inside = [], False
    for line in lines:
        marks = line.count('"""')
        if inside and marks % 2:
            end = line.index('"""') + 3
            codes.append(" " * end + code_part(line[end:]))
        elif inside:
            codes.append(" " * len(line))
        elif marks % 2:
            start = line.index('"""')
            codes.append(code_part(line[:start]) + " " * (len(line) - start))
        else:
            codes.append(code_part(line))
        inside ^= bool(marks % 2)
    return codes


def balanced(code):
    """Whether a piece of code closes every bracket it opens, and opens none it closes."""
    depth = 0
    for c in code:
        depth += c in "([{"
        depth -= c in ")]}"
        if depth < 0:
            return False
    return depth == 0


def default_values(codes):
    """The default values of `func`, `init` and `subscript` parameters, each written on one
    line: (line index, start, end)."""
    found = []
    opener = re.compile(r"(?<![\w.])(?:func\s+(?:\w+|[^\s\w(]+)|init[?!]?|subscript)\s*(?:<[^()]*>)?\s*\(")
    index = 0
    while index < len(codes):
        match = opener.search(codes[index])
        if not match:
            index += 1
            continue
        depth, value, row, column = 1, None, index, match.end()
        while row < len(codes) and depth:
            code = codes[row]
            while column < len(code) and depth:
                c = code[column]
                if c in "([{":
                    depth += 1
                elif c in ")]}":
                    depth -= 1
                if depth == 0 or depth == 1 and c == ",":
                    if value and value[0] == row:
                        found.append((row, value[1], column))
                    value = None
                elif depth == 1 and c == "=" and code[column - 1] not in "=!<>" and code[column + 1: column + 2] != "=":
                    value = (row, column + 1)
                column += 1
            if depth == 1 and value and value[0] == row:  # the last parameter, its `)` on a line of its own
                found.append((row, value[1], len(code)))
                value = None
            if depth:
                row, column = row + 1, 0
        index = max(row, index + 1)
    return found


def default_mutants(lines, codes):
    """A default argument changed: `true` and `false` swapped; a number one more, or 0."""
    found = []
    for row, start, end in default_values(codes):
        value = codes[row][start:end]
        line = lines[row]
        if value.strip() in ("true", "false"):
            at = start + value.index(value.strip())
            other = "false" if value.strip() == "true" else "true"
            found.append(("default changed", ((row + 1, line[:at] + other + line[at + len(value.strip()):]),)))
            continue
        for match in re.finditer(r"(?<![\w.$])-?\d+(\.\d+)?(?![\w.])", value):
            number = decimal.Decimal(match.group(0))
            for changed in (number + 1, decimal.Decimal(0)):
                if changed == number:
                    continue
                a, b = start + match.start(), start + match.end()
                found.append(("default changed", ((row + 1, line[:a] + str(changed) + line[b:]),)))
    return found


CASE_ENTRY = re.compile(r'^(\s*)case ((?:"[^"]*"|\.\w+)(?:\s*,\s*(?:"[^"]*"|\.\w+))*)\s*:\s*(.*?)\s*$')
DICTIONARY_ENTRY = re.compile(r'^(\s*)"[^"]*"\s*:\s*(.*?)\s*,?\s*$')
CONTINUED_END = ("(", "[", ",", "=", "+", "-", "*", "/", "%", "&", "|", "^", "?", ":", ".", "<", ">", " in")
CONTINUED_START = (".", ")", "]", "?", ":", "+", "-", "*", "/", "%", "&", "|", "^", "=", "<", ">", "!")


def mapping_entries(lines, codes):
    """Runs of neighbouring entries of one mapping, each entry a body (line index, start, end):
    `case` labels whose patterns are all string literals or all enum cases, with a body of one
    line (after the colon or on the next line), and dictionary entries with string keys."""
    runs, previous, row = [], None, 0
    while row < len(codes):
        code = codes[row]
        entry, last = None, row
        case = CASE_ENTRY.match(code)
        dictionary = DICTIONARY_ENTRY.match(code) if not case else None
        if case:
            kind = "string case" if case.group(2).startswith('"') else "enum case"
            if case.group(3):
                entry = (kind, case.group(1), (row, case.start(3), case.end(3)))
            elif row + 2 < len(codes) and len(indent(codes[row + 1])) > len(case.group(1)) \
                    and re.match(r"\s*(case\b|default\b|@unknown\b|\})", codes[row + 2]):
                body = codes[row + 1]
                entry, last = (kind, case.group(1), (row + 1, len(indent(body)), len(body.rstrip()))), row + 1
        elif dictionary and dictionary.group(2):
            entry = ("dictionary", dictionary.group(1), (row, dictionary.start(2), dictionary.end(2)))
        if entry:
            body = codes[entry[2][0]][entry[2][1]: entry[2][2]]
            if not body.strip() or "{" in body or "}" in body or not balanced(body) or body.endswith(CONTINUED_END):
                entry = None
        if entry and previous and previous[0] == row and previous[1][:2] == entry[:2]:
            runs[-1].append(entry[2])
        elif entry:
            runs.append([entry[2]])
        previous = (last + 1, entry) if entry else None
        row = last + 1
    return runs


def indent(text):
    """The white space a line starts with."""
    return text[: len(text) - len(text.lstrip())]


def body_form(code):
    """`return`, `try`, `throw`, `break`, `continue` or `fallthrough`, a body's first word, or
    `expression`: bodies of one form can change places and still compile."""
    first = code.split()[0]
    return first if first in ("return", "try", "throw", "break", "continue", "fallthrough") else "expression"


def word_mutants(lines, codes):
    """One entry of a mapping given its neighbour's body, and the neighbour given its body."""
    found = []
    for run in mapping_entries(lines, codes):
        for (a_row, a_start, a_end), (b_row, b_start, b_end) in zip(run, run[1:]):
            a, b = lines[a_row][a_start:a_end], lines[b_row][b_start:b_end]
            if a == b or body_form(codes[a_row][a_start:a_end]) != body_form(codes[b_row][b_start:b_end]):
                continue
            found.append(("word mapped to neighbour", (
                (a_row + 1, lines[a_row][:a_start] + b + lines[a_row][a_end:]),
                (b_row + 1, lines[b_row][:b_start] + a + lines[b_row][b_end:]))))
    return found


RESET = re.compile(r"^\s*[A-Za-z_][\w.]*(\[[^\]]*\])?\s*=\s*(nil|false|0|0\.0|\.zero|\.none|\[\]|\[:\]|\"\")\s*;?\s*$")


def reset_mutants(lines, codes):
    """An assignment that resets a field or a variable (to nil, false, 0, .zero, .none, empty) removed."""
    return [("reset dropped", ((row + 1, None),)) for row, code in enumerate(codes) if RESET.match(code)]


STATEMENT_STARTS = re.compile(
    r"(case|default|if|else|guard|for|while|repeat|switch|do|catch|defer|return|throw|break|continue|fallthrough|"
    r"func|init|deinit|subscript|struct|class|enum|extension|protocol|actor|typealias|associatedtype|import|"
    r"public|private|fileprivate|internal|package|open|static|final|override|mutating|nonmutating|lazy|weak|"
    r"unowned|indirect|convenience|required)\b")


def block_kinds(codes):
    """For each line, the innermost block it starts in: 'type' (the body of a struct, class, enum,
    extension, protocol or actor), 'code' (any other braces) or None (the top level)."""
    stack, kinds, last = [], [], ""
    for code in codes:
        kinds.append(stack[-1] if stack else None)
        for column, c in enumerate(code):
            if c == "{":
                before = code[:column] if code[:column].strip() else last
                is_type = re.search(r"\b(struct|class|enum|extension|protocol|actor)\b", before) \
                    and not re.search(r"\b(func|init|var|let|subscript|case)\b|[=(]", before)
                stack.append("type" if is_type else "code")
            elif c == "}" and stack:
                stack.pop()
        if code.strip():
            last = code
    return kinds


def simple_statement(code):
    """Whether a line of code is one whole statement that neither opens nor closes a block."""
    stripped = code.strip()
    return bool(stripped) and "{" not in stripped and "}" not in stripped and balanced(stripped) \
        and not stripped.startswith(CONTINUED_START + ("(", "[", '"', "#", "@", "`")) \
        and not stripped.endswith(CONTINUED_END) and not STATEMENT_STARTS.match(stripped)


def declared_names(code):
    """The names a `let` or `var` line declares."""
    declaration = re.match(r"\s*(?:let|var)\s+(.*?)\s*(?:[:=]|$)", code)
    return set(re.findall(r"[A-Za-z_]\w*", declaration.group(1))) if declaration else set()


def paths_used(line, code):
    """The names and member paths a line reads or writes, those in string interpolations too:
    `a.b.c(x)` gives `a.b.c` and `x`."""
    text = code + " " + " ".join(re.findall(r"\\\((.*?)\)", line))
    return set(re.findall(r"(?<![\w.$])[A-Za-z_$][\w$]*(?:\.[A-Za-z_]\w*)*", text))


def paths_written(code):
    """What a line may change: an assignment's target, an `&` argument, the receiver of the
    method call a statement is (`x.append(y)`, `_ = try? x.apply(y)`; not a type's), with its
    subscripts dropped."""
    written = set(re.findall(r"&([A-Za-z_][\w.]*)", code))
    target = re.match(r"\s*([A-Za-z_][\w.]*)(?:\[[^\]]*\])*(?:\.[\w.]+)?\s*(?:[-+*/%|&^]|<<|>>|\?\?)?=(?!=)", code)
    if target and target.group(1) != "_":
        written.add(target.group(1))
    call = re.match(r"\s*(?:_\s*=\s*)?(?:(?:try[?!]?|await)\s+)*([a-z_]\w*(?:\.[A-Za-z_]\w*)*)\.\w+\(", code)
    if call:
        written.add(call.group(1))
    return written - {"self"}


def touches(written, used):
    """Whether a line that changes `written` and one that reads `used` depend on their order. A
    member is `x` or `self.x`, but a change written `self.x` is one to a member that a local `x`
    (an initializer's argument) hides: it touches only `self.x`."""
    def member(path):
        return path[len("self."):] if path.startswith("self.") else path
    return any(member(w) == member(u) or member(u).startswith(member(w) + ".") or member(w).startswith(member(u) + ".")
               for w in written for u in used if u.startswith("self.") or not w.startswith("self."))


def statement_mutants(lines, codes):
    """Two neighbouring statements of one block (not a type's body), at one indentation, swapped,
    where one changes what the other reads or changes (and neither declares a name the other uses)."""
    found, kinds = [], block_kinds(codes)
    for row in range(len(codes) - 1):
        a, b = codes[row], codes[row + 1]
        if kinds[row] == "type" or indent(a) != indent(b) or lines[row].strip() == lines[row + 1].strip():
            continue
        if not simple_statement(a) or not simple_statement(b):
            continue
        if row > 0 and codes[row - 1].rstrip().endswith(CONTINUED_END):
            continue
        if row + 2 < len(codes) and codes[row + 2].lstrip().startswith(CONTINUED_START):
            continue
        used_a, used_b = paths_used(lines[row], a), paths_used(lines[row + 1], b)
        names_a, names_b = {p.split(".")[0] for p in used_a}, {p.split(".")[0] for p in used_b}
        if declared_names(a) & names_b or declared_names(b) & names_a:
            continue
        if not touches(paths_written(a), used_b) and not touches(paths_written(b), used_a):
            continue
        found.append(("statements swapped", (
            (row + 1, indent(lines[row]) + lines[row + 1].strip()),
            (row + 2, indent(lines[row + 1]) + lines[row].strip()))))
    return found


ROUNDING = {"up": "down", "down": "up", "towardZero": "awayFromZero", "awayFromZero": "towardZero",
            "toNearestOrAwayFromZero": "toNearestOrEven", "toNearestOrEven": "toNearestOrAwayFromZero"}


def rounding_mutants(lines, codes):
    """One rounding rule for another: `.rounded(.up)` and `.down`, `.towardZero` and
    `.awayFromZero`, the two nearest rules, swapped; `.rounded()` rounded down; `ceil(` and `floor(`
    swapped, `round(` made `floor(`."""
    found = []
    for row, code in enumerate(codes):
        line = lines[row]
        if re.search(r"\bfunc\b", code):
            continue
        for match in re.finditer(r"\.(?:rounded|round)\(\s*(?:\.(\w+))?\s*\)", code):
            rule = match.group(1)
            if rule is None:
                a = b = match.end() - 1
                new = ".down"
            elif rule in ROUNDING:
                a, b = match.start(1) - 1, match.end(1)
                new = "." + ROUNDING[rule]
            else:
                continue
            found.append(("rounding changed", ((row + 1, line[:a] + new + line[b:]),)))
        for match in re.finditer(r"(?<![\w.])(ceil|floor|round)\(", code):
            new = {"ceil": "floor", "floor": "ceil", "round": "floor"}[match.group(1)]
            found.append(("rounding changed", ((row + 1, line[: match.start(1)] + new + line[match.end(1):]),)))
    return found


def mutants_of(path, lines):
    """Every mutant of one file: (kind, edits), its edits a tuple of (line number, new line or
    None to delete the line) in line order. Most change one line; a swap changes two. A mutant
    of a later kind that makes the same change as an earlier one is left out."""
    found = [(kind, ((number, new),)) for kind, number, new in line_mutants(lines)]
    seen = {edits for _, edits in found}
    codes = code_lines(lines)
    for rule in (default_mutants, word_mutants, reset_mutants, statement_mutants, rounding_mutants):
        for kind, edits in rule(lines, codes):
            if edits not in seen:
                seen.add(edits)
                found.append((kind, edits))
    return found


def sample_order(candidates, seed):
    """The candidates, (path, kind, edits), in the order a seed samples them: the first group
    of `KINDS` shuffled as it always was, each later group (sorted, then shuffled) slotted in at
    seeded places."""
    order = []
    for group, kinds in enumerate(KINDS):
        these = [candidate for candidate in candidates if candidate[1] in kinds]
        if group == 0:
            random.Random(seed).shuffle(these)
            order = these
            continue
        these.sort(key=lambda c: (c[0], c[2][0][0], c[1], repr(c[2])))
        generator = random.Random(f"{seed}/{group}")
        generator.shuffle(these)
        places = set(generator.sample(range(len(order) + len(these)), len(these)))
        older, newer = iter(order), iter(these)
        order = [next(newer) if place in places else next(older) for place in range(len(order) + len(these))]
    return order


def planted(lines, edits):
    """The lines with a mutant's edits made, the last first so a removed line moves none before it."""
    lines = list(lines)
    for number, new in reversed(edits):
        lines[number - 1 : number] = [] if new is None else [new]
    return lines


def describe(edits):
    """A mutant's change as one line of text: each new line, stripped, or `(line removed)`."""
    return "  /  ".join("(line removed)" if new is None else new.strip() for _, new in edits)


def descendants(pid):
    """Every process started by `pid`, its children's children included, read from /proc:
    a process that moved to a session or group of its own (`swift test` runs the test binary
    so) is still its parent's child."""
    children = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as file:
                # The name, in parentheses, may hold spaces: the parent's pid follows the last ')'.
                parent = int(file.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(parent, []).append(int(entry))
    found, queue = [], [pid]
    while queue:
        for child in children.get(queue.pop(), []):
            found.append(child)
            queue.append(child)
    return found


def kill_tree(process):
    """Kills a process's group and every process it started, wherever their groups are. The
    descendants are found first, since a killed parent's children are handed to init."""
    family = descendants(process.pid)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signal.SIGKILL)
    for pid in family:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGKILL)


def run(command, cwd, timeout):
    """Runs a command in its own process group; on a time-out the group and every process the
    command started are killed (`kill_tree`), so a test binary that `swift test` started in a
    group of its own does not go on spinning after it. Its temporary files go to a folder of
    their own, emptied before and after (a mutant that writes forever fills that folder, not
    the system's)."""
    shutil.rmtree(TEMPORARY, ignore_errors=True)
    os.makedirs(TEMPORARY)
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               start_new_session=True, env=dict(os.environ, TMPDIR=TEMPORARY))
    try:
        output, _ = process.communicate(timeout=timeout)
        return process.returncode, output
    except subprocess.TimeoutExpired:
        kill_tree(process)
        process.communicate()
        return None, "timed out"
    except BaseException:
        kill_tree(process)
        raise
    finally:
        shutil.rmtree(TEMPORARY, ignore_errors=True)


# Code the compiler copies into every module that uses it: a default argument's value, and the
# bodies of @inlinable, @_alwaysEmitIntoClient and @_transparent declarations. SwiftPM's
# incremental build does not compile the using modules again when only such code changes, so
# their copies keep the old code and the linker may pick one of them: a mutant there could go
# unseen (a false survivor), and a restore could leave it in. So for a mutant of a default, or
# in a file with such declarations, the objects of the module and of every target that uses it
# are removed before the check and again after the restore.
COPIED_INTO_CLIENTS = re.compile(r"@inlinable\b|@_alwaysEmitIntoClient\b|@_transparent\b")


def copied_into_clients(kind, text):
    """Whether a mutant of this kind in a file of this text changes code other modules copy."""
    return kind == "default changed" or COPIED_INTO_CLIENTS.search(text) is not None


def users_of(module, dependencies):
    """The module and every target that depends on it, directly or through others, given each
    target's direct dependencies ({target: [dependency, ...]})."""
    found = {module}
    while True:
        more = {name for name, uses in dependencies.items() if name not in found and found & set(uses)}
        if not more:
            return found
        found |= more


def target_dependencies():
    """Each target's direct dependencies, from `swift package describe`."""
    code, output = run(["swift", "package", "describe", "--type", "json"], ROOT, 300)
    if code != 0:
        print("mutate.py: 'swift package describe' failed:\n" + output[-2000:], file=sys.stderr)
        sys.exit(1)
    described = json.loads(output[output.index("{"):])
    return {target["name"]: target.get("target_dependencies", []) for target in described["targets"]}


def forget_objects(modules):
    """Removes the scratch build's objects of these modules, so the next build compiles them."""
    for module in modules:
        for path in glob.glob(os.path.join(SCRATCH, ".build", "*", "*", f"{module}.build", "*.o")):
            os.remove(path)


def sync_scratch():
    """Makes the scratch tree the working tree's tracked and untracked files, keeping its build."""
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, capture_output=True,
                           text=True, check=True).stdout.split("\n")
    os.makedirs(SCRATCH, exist_ok=True)
    for name in filter(None, files):
        source, target = os.path.join(ROOT, name), os.path.join(SCRATCH, name)
        if not os.path.isfile(source):
            continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if not os.path.exists(target) or open(source, "rb").read() != open(target, "rb").read():
            shutil.copy2(source, target)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("module", help="a folder of Sources, such as PopupUndo")
    parser.add_argument("--sample", type=int, default=40, help="how many mutants to plant (default 40)")
    parser.add_argument("--seed", type=int, default=1, help="the sample's seed (default 1)")
    parser.add_argument("--filter", help="the tests to run (default: <module>Tests)")
    parser.add_argument("--timeout", type=int, default=300, help="seconds a test run may take (default 300)")
    parser.add_argument("--command", help="instead of `swift build --build-tests` and `swift test --filter`, run this\n"
                        "with bash in the scratch tree for each mutant, for a module only a script compiles\n"
                        "(PopupSwiftUI: '.ci/swiftui'): status 0 is survived, any other killed, unless its\n"
                        "output has a compiler error in the module's sources (does not compile)")
    parser.add_argument("--kind", action="append", help="plant only mutants of this kind (repeatable); one of:\n"
                        + ",\n".join(", ".join(group) for group in KINDS))
    parser.add_argument("--list", action="store_true", help="list the sampled mutants and plant none")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    try:
        options = parser.parse_args()
    except SystemExit as exit:
        sys.exit(64 if exit.code else 0)
    source_dir = os.path.join(ROOT, "Sources", options.module)
    if not os.path.isdir(source_dir):
        modules = sorted(os.listdir(os.path.join(ROOT, "Sources")))
        usage_error(f"no module '{options.module}' in Sources; one of: {', '.join(modules)}")
    if options.sample <= 0:
        usage_error(f"--sample '{options.sample}' must be a positive number of mutants")
    if options.timeout <= 0:
        usage_error(f"--timeout '{options.timeout}' must be a positive number of seconds, as in --timeout 300")
    known = [kind for group in KINDS for kind in group]
    for kind in options.kind or []:
        if kind not in known:
            usage_error(f"--kind '{kind}' is not a kind of mutant; one of: {', '.join(known)}")
    if options.command is not None and options.filter is not None:
        usage_error(f"--command '{options.command}' runs instead of the tests --filter '{options.filter}' "
                    "names: give one of them")
    if options.command is not None and not options.command.strip():
        usage_error(f"--command '{options.command}' is empty: give the command that builds and checks the module, as in "
                    "--command '.ci/swiftui'")
    test_filter = options.filter or f"{options.module}Tests"
    compile_error = re.compile(rf"Sources/{re.escape(options.module)}/[^:\n]+\.swift:\d+:\d+: error:")

    def outcome():
        """What the checks make of the scratch tree as it is, with their output: survived,
        killed, killed (timed out) or does not compile."""
        if options.command is not None:
            code, output = run(["bash", "-c", options.command], SCRATCH, options.timeout)
            if code is None:
                return "killed (timed out)", output
            if code == 0:
                return "survived", output
            return ("does not compile" if compile_error.search(output) else "killed"), output
        code, output = run(["swift", "build", "--build-tests"], SCRATCH, 1800)
        if code != 0:
            return "does not compile", output
        code, output = run(["swift", "test", "--skip-build", "--filter", test_filter], SCRATCH, options.timeout)
        return ("killed (timed out)" if code is None else ("killed" if code != 0 else "survived")), output

    candidates = []
    for name in sorted(os.listdir(source_dir)):
        # Samples and strings tables are data: a changed sample shows in the `Catalog/`
        # snapshot check, not in the module's tests; generated tables are not written by hand.
        if name.endswith(".swift") and not any(part in name for part in ("+Tables", "+Samples", "+Strings")):
            path = os.path.join("Sources", options.module, name)
            lines = open(os.path.join(ROOT, path)).read().split("\n")
            candidates += [(path, *mutant) for mutant in mutants_of(path, lines)]
    ordered = [c for c in sample_order(candidates, options.seed) if not options.kind or c[1] in options.kind]
    sample = ordered[: options.sample]
    if options.list:
        for path, kind, edits in sample:
            print(f"{path}:{'+'.join(str(number) for number, _ in edits)}: {kind}: {describe(edits)}")
        print(f"{len(sample)} of {len(ordered)} mutants")
        return

    sync_scratch()
    checks = f"the command '{options.command}'" if options.command is not None else f"the tests '{test_filter}'"
    fail = "fails" if options.command is not None else "fail"
    unmutated, output = outcome()
    if unmutated == "does not compile":
        print("The unmutated tree does not build:\n" + output[-2000:], file=sys.stderr)
        sys.exit(1)
    if unmutated != "survived":
        print(f"{checks[0].upper() + checks[1:]} {fail} before any mutant:\n" + output[-2000:], file=sys.stderr)
        sys.exit(1)

    results = []
    dependencies = None
    for index, (path, kind, edits) in enumerate(sample, 1):
        target = os.path.join(SCRATCH, path)
        original = open(target).read()
        lines = original.split("\n")
        before = "  /  ".join(lines[number - 1].strip() for number, _ in edits)
        started = time.time()
        users = set()
        if copied_into_clients(kind, original):
            dependencies = dependencies if dependencies is not None else target_dependencies()
            users = users_of(options.module, dependencies)
        try:
            open(target, "w").write("\n".join(planted(lines, edits)))
            forget_objects(users)
            result, _ = outcome()
        finally:
            open(target, "w").write(original)
            forget_objects(users)
        change, number = describe(edits), edits[0][0]
        results.append({"file": path, "line": number, "lines": [n for n, _ in edits], "kind": kind,
                        "before": before, "after": change, "outcome": result,
                        "seconds": round(time.time() - started, 1)})
        print(f"[{index}/{len(sample)}] {result:<18} {path}:{number} {kind}: {change}", file=sys.stderr)
    if options.command is None:  # leave the scratch build unmutated (a command builds what it needs itself)
        run(["swift", "build", "--build-tests"], SCRATCH, 1800)

    killed = sum(r["outcome"].startswith("killed") for r in results)
    survived = [r for r in results if r["outcome"] == "survived"]
    compiled = killed + len(survived)
    score = 100 * killed / compiled if compiled else 100.0
    if options.json:
        print(json.dumps({"module": options.module, "filter": None if options.command is not None else test_filter,
                          "command": options.command, "seed": options.seed,
                          "score": round(score, 1), "killed": killed, "survived": len(survived),
                          "not_compiling": len(results) - compiled, "mutants": results}, indent=2))
        return
    print(f"{options.module}: {score:.0f}% ({killed} of {compiled} compiling mutants killed by {checks}; "
          f"{len(results) - compiled} did not compile), seed {options.seed}")
    for r in survived:
        print(f"  survived {r['file']}:{r['line']} {r['kind']}: {r['before']}  ->  {r['after']}")


if __name__ == "__main__":
    main()
