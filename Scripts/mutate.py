#!/usr/bin/env python3
"""A mutation tester for this package, with no dependency but Python and the Swift toolchain.

Plants one plausible bug at a time in a module's sources (the operators Swift's mutation
testers use: relational operators, logical connectors, removed side effects, negated or
removed `guard` conditions, off-by-one integer literals, swapped ternary branches), builds,
runs that module's tests, and reports the score (mutants the tests kill, of those that
compile) and every survivor with its file, line and change.

Samples, strings tables and generated tables are data and are not mutated (a changed sample
shows in the `Catalog/` snapshot check instead). Every mutant is planted in a scratch copy of the tree under `.build/mutate/tree` (ignored by
git, kept between runs so builds stay incremental), never in the working tree: an
interruption, even SIGKILL, leaves `git status --porcelain` as it was.

  Scripts/mutate.py PopupDiff                      # a seeded sample of 40 mutants
  Scripts/mutate.py PopupUndo --sample 10 --seed 3 --filter 'PopupUndoTests|KindChecker'
  Scripts/mutate.py PopupRating --list             # the mutants it would plant, planting none

Exit status: 0 when it ran, 64 for a usage error.
"""
import argparse, json, os, random, re, shutil, signal, subprocess, sys, time

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


def mutants_of(path, lines):
    """Every mutant of one file: (kind, line number, new line or None to delete it)."""
    found = []
    depth_generic = re.compile(r"<[A-Z][\w.,: &<>]*>")  # generics, not comparisons
    for number, line in enumerate(lines, 1):
        code = code_part(line)
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


def run(command, cwd, timeout):
    """Runs a command in its own process group; on a time-out the whole group is killed, so
    a test binary that `swift test` started does not go on spinning after it. Its temporary
    files go to a folder of their own, emptied before and after (a mutant that writes forever
    fills that folder, not the system's)."""
    shutil.rmtree(TEMPORARY, ignore_errors=True)
    os.makedirs(TEMPORARY)
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               start_new_session=True, env=dict(os.environ, TMPDIR=TEMPORARY))
    try:
        output, _ = process.communicate(timeout=timeout)
        return process.returncode, output
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        return None, "timed out"
    except BaseException:
        os.killpg(process.pid, signal.SIGKILL)
        raise
    finally:
        shutil.rmtree(TEMPORARY, ignore_errors=True)


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
    test_filter = options.filter or f"{options.module}Tests"

    candidates = []
    for name in sorted(os.listdir(source_dir)):
        # Samples and strings tables are data: a changed sample shows in the `Catalog/`
        # snapshot check, not in the module's tests; generated tables are not written by hand.
        if name.endswith(".swift") and not any(part in name for part in ("+Tables", "+Samples", "+Strings")):
            path = os.path.join("Sources", options.module, name)
            lines = open(os.path.join(ROOT, path)).read().split("\n")
            candidates += [(path, *mutant) for mutant in mutants_of(path, lines)]
    random.Random(options.seed).shuffle(candidates)
    sample = candidates[: options.sample]
    if options.list:
        for path, kind, number, new in sample:
            print(f"{path}:{number}: {kind}: {'(line removed)' if new is None else new.strip()}")
        print(f"{len(sample)} of {len(candidates)} mutants")
        return

    sync_scratch()
    code, output = run(["swift", "build", "--build-tests"], SCRATCH, 1800)
    if code != 0:
        print("The unmutated tree does not build:\n" + output[-2000:], file=sys.stderr)
        sys.exit(1)
    code, output = run(["swift", "test", "--skip-build", "--filter", test_filter], SCRATCH, options.timeout)
    if code != 0:
        print(f"The tests '{test_filter}' fail before any mutant:\n" + output[-2000:], file=sys.stderr)
        sys.exit(1)

    results = []
    for index, (path, kind, number, new) in enumerate(sample, 1):
        target = os.path.join(SCRATCH, path)
        original = open(target).read()
        lines = original.split("\n")
        before = lines[number - 1]
        lines[number - 1 : number] = [] if new is None else [new]
        started = time.time()
        try:
            open(target, "w").write("\n".join(lines))
            code, output = run(["swift", "build", "--build-tests"], SCRATCH, 1800)
            if code != 0:
                outcome = "does not compile"
            else:
                code, output = run(["swift", "test", "--skip-build", "--filter", test_filter], SCRATCH, options.timeout)
                outcome = "killed (timed out)" if code is None else ("killed" if code != 0 else "survived")
        finally:
            open(target, "w").write(original)
        change = "(line removed)" if new is None else new.strip()
        results.append({"file": path, "line": number, "kind": kind, "before": before.strip(), "after": change,
                        "outcome": outcome, "seconds": round(time.time() - started, 1)})
        print(f"[{index}/{len(sample)}] {outcome:<18} {path}:{number} {kind}: {change}", file=sys.stderr)
    run(["swift", "build", "--build-tests"], SCRATCH, 1800)  # leave the scratch build unmutated

    killed = sum(r["outcome"].startswith("killed") for r in results)
    survived = [r for r in results if r["outcome"] == "survived"]
    compiled = killed + len(survived)
    score = 100 * killed / compiled if compiled else 100.0
    if options.json:
        print(json.dumps({"module": options.module, "filter": test_filter, "seed": options.seed,
                          "score": round(score, 1), "killed": killed, "survived": len(survived),
                          "not_compiling": len(results) - compiled, "mutants": results}, indent=2))
        return
    print(f"{options.module}: {score:.0f}% ({killed} of {compiled} compiling mutants killed by '{test_filter}'; "
          f"{len(results) - compiled} did not compile), seed {options.seed}")
    for r in survived:
        print(f"  survived {r['file']}:{r['line']} {r['kind']}: {r['before']}  ->  {r['after']}")


if __name__ == "__main__":
    main()
