#!/usr/bin/env python3
"""Tests of Scripts/mutate.py's mutants, sample order and listing: `python3 Scripts/test_mutate.py`.

Each row is a small Swift snippet and the exact mutants of one kind it must give, as the
edits `mutants_of` returns: ((line number, new line or None), ...). An empty list says the
kind must leave the snippet alone. Nothing here builds, plants or runs Swift; the time-out
tests run `bash` and `sleep`.
"""
import contextlib, importlib.util, io, json, os, random, shutil, sys, tempfile, time, unittest

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("mutate", os.path.join(HERE, "mutate.py"))
mutate = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mutate)


def read(path):
    with open(path) as file:
        return file.read()


def edits_of(kind, lines):
    """The edits of every mutant of one kind in a snippet, in the order `mutants_of` gives them."""
    return [edits for found, edits in mutate.mutants_of("Snippet.swift", lines) if found == kind]


# (what the row shows, kind, snippet, expected edits of that kind)
ROWS = [
    # default changed
    ("a Bool default flips", "default changed",
     ["func show(animated: Bool = true) {", "}"],
     [((1, "func show(animated: Bool = false) {"),)]),
    ("a number default is made 0; its one more is off by one's", "default changed",
     ["  init(duration: PopupDuration = .seconds(4), title: String) {"],
     [((1, "  init(duration: PopupDuration = .seconds(0), title: String) {"),)]),
    ("a decimal default is made one more and 0", "default changed",
     ["func scale(by factor: Double = 0.25) -> Double {"],
     [((1, "func scale(by factor: Double = 1.25) -> Double {"),),
      ((1, "func scale(by factor: Double = 0) -> Double {"),)]),
    ("a parameter list over several lines", "default changed",
     ["public init(", "  title: String,", "  count: Int = 3,", "  isOn: Bool = false", ") {", "}"],
     [((3, "  count: Int = 0,"),), ((4, "  isOn: Bool = true"),)]),
    ("a subscript's default", "default changed",
     ["subscript(index: Int, default value: Int = 7) -> Int {"],
     [((1, "subscript(index: Int, default value: Int = 0) -> Int {"),)]),
    ("only the parameter list, not the body on the same line", "default changed",
     ["func f(a: Int = 2) { let b = 5 }"],
     [((1, "func f(a: Int = 0) { let b = 5 }"),)]),
    ("not a `let` in a body", "default changed",
     ["func f() {", "  let x = 3", "  var isOn: Bool = true", "}"], []),
    ("not a stored property", "default changed",
     ["struct S {", "  var isOn: Bool = true", "  let count = 3", "}"], []),
    ("nil, enum cases, strings, shorthand arguments and 0 left alone", "default changed",
     ['func f(a: Int? = nil, style: Style = .plain, title: String = "4", map: (Int) -> Int = { $0 }, n: Int = 0) {'],
     []),
    ("not in a comment or a call", "default changed",
     ["// func f(x: Int = 3)", "let y = Foo.init(x: a == 3)"], []),

    # word mapped to neighbour
    ("a switch over strings, each entry with the next", "word mapped to neighbour",
     ["switch word {", 'case "clear": return .clear', 'case "dim": return .dim', 'case "blur": return .blur',
      "default: return nil", "}"],
     [((2, 'case "clear": return .dim'), (3, 'case "dim": return .clear')),
      ((3, 'case "dim": return .blur'), (4, 'case "blur": return .dim'))]),
    ("a dictionary of string keys", "word mapped to neighbour",
     ["let styles: [String: Style] = [", '  "clear": .clear,', '  "dim": .dim,', "]"],
     [((2, '  "clear": .dim,'), (3, '  "dim": .clear,'))]),
    ("a switch over enum cases giving strings", "word mapped to neighbour",
     ["var name: String {", "  switch self {", '  case .dim: "dim"', '  case .bold, .heavy: "bold"', "  }", "}"],
     [((3, '  case .dim: "bold"'), (4, '  case .bold, .heavy: "dim"'))]),
    ("bodies on the line after their labels", "word mapped to neighbour",
     ["switch id {", 'case "a":', "  x = 1", 'case "b":', "  x = 2", "}"],
     [((3, "  x = 2"), (5, "  x = 1"))]),
    ("a trailing comment stays on its line", "word mapped to neighbour",
     ["case .a: return 1 // one", "case .b: return 2"],
     [((1, "case .a: return 2 // one"), (2, "case .b: return 1"))]),
    ("not in comments", "word mapped to neighbour",
     ['// case "a": return .a', '// case "b": return .b', '/// "a": .a,', '/// "b": .b,'], []),
    ("not a string literal that looks like one", "word mapped to neighbour",
     ['let s = "case \\"a\\": return .a"', 'let t = "case \\"b\\": return .b"'], []),
    ("not bodies of different forms, equal bodies or bound values", "word mapped to neighbour",
     ["case .a: return 1", "case .b: break", "case .c: break", "case .d(let x): return x", "case .e: return 0"], []),
    ("not across an entry of several lines", "word mapped to neighbour",
     ['case "a": return .a', 'case "b":', "  let y = 2", "  return .b", 'case "c": return .c'], []),
    ("not string cases with enum cases", "word mapped to neighbour",
     ['case "a": return 1', "case .b: return 2"], []),

    # reset dropped
    ("resets of every value", "reset dropped",
     ["  x = nil", "  self.x = nil", "  cache[key] = nil", "  count = 0", "  isOn = false", "  offset = .zero",
      '  text = ""', "  total = 0.0"],
     [((n, None),) for n in range(1, 9)]),
    ("`= []` is side effect removed already, and not twice", "reset dropped",
     ["  items = []", "  table = [:]"], []),
    ("not a declaration, a comparison, a set flag, another number or a comment", "reset dropped",
     ["let x = 0", "var y: Int? = nil", "x = 1", "if x == nil {", "isOn = true", "// x = nil", "return nil"], []),

    # statements swapped
    ("a write and the read that follows it", "statements swapped",
     ["func f() {", "  now = target", "  record(now)", "}"],
     [((2, "  record(now)"), (3, "  now = target"))]),
    ("a read and the change that follows it", "statements swapped",
     ["func f() {", "  let from = next", "  next += 1", "}"],
     [((2, "  next += 1"), (3, "  let from = next"))]),
    ("two appends to one list; the member path counts", "statements swapped",
     ["func f() {", "  lines.append(a)", "  lines.append(b)", "  other.list.append(c)", "}"],
     [((2, "  lines.append(b)"), (3, "  lines.append(a)"))]),
    ("a read in a string interpolation", "statements swapped",
     ["func f() {", "  phase = change.phase", '  text += "phase: \\(phase)"', "}"],
     [((2, '  text += "phase: \\(phase)"'), (3, "  phase = change.phase"))]),
    ("not independent statements", "statements swapped",
     ["func f() {", "  let a = 1", "  let b = 2", "  taken.insert(key)", "  bindings.append(key)", "}"], []),
    ("not a declaration whose name the other uses", "statements swapped",
     ["func f() {", "  let a = next", "  next = a", "}"], []),
    ("not an initializer's member set from its argument", "statements swapped",
     ["init(role: Role, bold: Bool) {", "  self.role = role", "  self.bold = bold || role == .title", "}"], []),
    ("not an `if`, a brace, a `return` or another indentation", "statements swapped",
     ["func f() {", "  x = 1", "  if x > 0 { y = x }", "  y = x", "    z = y", "  x = z", "  return x", "}"], []),
    ("not a statement continued on the next line", "statements swapped",
     ["func f() {", "  x = base", "  y = x", "    .trimmed()", "}"], []),
    ("not lines of a multi-line string", "statements swapped",
     ["func f() {", '  let text = """', "  header", "  a = b", "  print(a)", '  """', "}"], []),
    ("not in a type's body", "statements swapped",
     ["struct S {", "  x = 1", "  print(x)", "}"], []),

    # rounding changed
    ("each rule for its opposite", "rounding changed",
     ["let a = (x / 2).rounded(.up)", "let b = x.rounded(.down)", "let c = x.rounded(.towardZero)",
      "let d = x.rounded(.awayFromZero)", "let e = x.rounded(.toNearestOrEven)",
      "let f = x.rounded(.toNearestOrAwayFromZero)", "x.round(.up)"],
     [((1, "let a = (x / 2).rounded(.down)"),), ((2, "let b = x.rounded(.up)"),),
      ((3, "let c = x.rounded(.awayFromZero)"),), ((4, "let d = x.rounded(.towardZero)"),),
      ((5, "let e = x.rounded(.toNearestOrAwayFromZero)"),), ((6, "let f = x.rounded(.toNearestOrEven)"),),
      ((7, "x.round(.down)"),)]),
    ("`.rounded()` rounds down; ceil and floor swap; round floors", "rounding changed",
     ["let n = Int(x.rounded())", "let a = ceil(x) + floor(y)", "let r = round(z)"],
     [((1, "let n = Int(x.rounded(.down))"),), ((2, "let a = floor(x) + floor(y)"),),
      ((2, "let a = ceil(x) + ceil(y)"),), ((3, "let r = floor(z)"),)]),
    ("not in a comment, a string, a declaration, a rule in a variable or another name", "rounding changed",
     ["// x.rounded(.up)", 'let s = "ceil(x)"', "func round(_ x: Double) -> Double {", "let a = x.rounded(rule)",
      "let b = mceil(x) + x.ceiling(y)"], []),

    # issue 30's kinds, unchanged
    ("relational", "relational", ["if a < b {"], [((1, "if a <= b {"),)]),
    ("off by one in a default", "off by one",
     ["init(duration: PopupDuration = .seconds(4)) {"], [((1, "init(duration: PopupDuration = .seconds(5)) {"),)]),
    ("side effect removed", "side effect removed", ["  items = []", "  list.append(x)"], [((1, None),), ((2, None),)]),
    ("guard negated", "guard negated", ["  guard a > 0 else { return }"], [((1, "  guard !(a > 0) else { return }"),)]),
    ("not in a string or a comment", "relational", ['let s = "a < b" // c < d'], []),
]


class MutantTests(unittest.TestCase):
    def test_rows(self):
        for what, kind, lines, expected in ROWS:
            with self.subTest(what):
                self.assertEqual(edits_of(kind, lines), expected)

    def test_every_kind_has_a_row_and_a_group(self):
        kinds = [kind for group in mutate.KINDS for kind in group]
        self.assertEqual(len(kinds), len(set(kinds)))
        self.assertEqual({kind for _, kind, _, _ in ROWS} - set(kinds), set())
        self.assertEqual(set(kinds[len(mutate.KINDS[0]):]) - {kind for _, kind, _, _ in ROWS}, set())

    def test_no_mutant_is_made_twice(self):
        lines = ["func f(n: Int = 4) {", "  items = []", "  x = nil", "  y = x", "}"]
        found = [edits for _, edits in mutate.mutants_of("Snippet.swift", lines)]
        self.assertEqual(len(found), len(set(found)))

    def test_a_mutant_changes_the_lines_it_names(self):
        lines = ["a", "b", "c", "d"]
        self.assertEqual(mutate.planted(lines, ((2, "c"), (3, "b"))), ["a", "c", "b", "d"])
        self.assertEqual(mutate.planted(lines, ((2, None), (4, "D"))), ["a", "c", "D"])
        self.assertEqual(lines, ["a", "b", "c", "d"])


class SampleOrderTests(unittest.TestCase):
    OLD = [("A.swift", kind, ((n, f"old {n}"),)) for n, kind in enumerate(mutate.KINDS[0] * 3, 1)]
    NEW = [("A.swift", kind, ((n, f"new {n}"),)) for n, kind in enumerate(mutate.KINDS[1] * 2, 1)]

    def test_the_first_kinds_keep_the_order_they_had(self):
        before = list(self.OLD)
        random.Random(7).shuffle(before)  # the order before issue 43
        self.assertEqual(mutate.sample_order(self.OLD, 7), before)
        self.assertEqual([c for c in mutate.sample_order(self.OLD + self.NEW, 7) if c in self.OLD], before)

    def test_later_kinds_are_slotted_in_by_the_seed_whatever_order_they_come_in(self):
        order = mutate.sample_order(self.OLD + self.NEW, 7)
        self.assertEqual(sorted(order), sorted(self.OLD + self.NEW))
        self.assertEqual(order, mutate.sample_order(self.OLD + self.NEW[::-1], 7))
        other = mutate.sample_order(self.OLD + self.NEW, 8)
        self.assertNotEqual([order.index(c) for c in self.NEW], [other.index(c) for c in self.NEW])
        self.assertNotEqual([c for c in order if c in self.NEW], [c for c in other if c in self.NEW])
        self.assertNotEqual([c for c in order[:10] if c in self.NEW], [])


class ListingTests(unittest.TestCase):
    SOURCE = ['func f(_ s: String) -> Int {', "  switch s {", '  case "a": return 1', '  case "b": return 2',
              "  default: return 0", "  }", "}"]

    def run_main(self, *arguments, run=None):
        """Runs `main` on a module of its own, returning its exit status, output and errors. With
        `run`, the scratch tree is a copy of the module and `run(command, text)` stands in for
        each `swift` command, given the planted file's text; `self.calls` keeps each command
        with the seconds it was given."""
        saved = mutate.ROOT, mutate.SCRATCH, mutate.run, mutate.sync_scratch, sys.argv
        self.calls = []
        output, errors = io.StringIO(), io.StringIO()
        with tempfile.TemporaryDirectory() as root:
            path = os.path.join("Sources", "Fake", "Fake.swift")
            os.makedirs(os.path.join(root, "Sources", "Fake"))
            with open(os.path.join(root, path), "w") as file:
                file.write("\n".join(self.SOURCE))
            mutate.ROOT, mutate.SCRATCH, sys.argv = root, os.path.join(root, "scratch"), ["mutate.py", *arguments]
            mutate.sync_scratch = lambda: os.makedirs(os.path.dirname(os.path.join(mutate.SCRATCH, path))) \
                or shutil.copy(os.path.join(root, path), os.path.join(mutate.SCRATCH, path))
            def fake_run(command, cwd, timeout):
                self.calls.append((command, timeout))
                return run(command, read(os.path.join(cwd, path)))
            mutate.run = fake_run
            try:
                with contextlib.redirect_stdout(output), contextlib.redirect_stderr(errors):
                    mutate.main()
                status = 0
            except SystemExit as exit:
                status = exit.code
            finally:
                if run:
                    self.assertEqual(read(os.path.join(mutate.SCRATCH, path)), "\n".join(self.SOURCE))
                mutate.ROOT, mutate.SCRATCH, mutate.run, mutate.sync_scratch, sys.argv = saved
        return status, output.getvalue(), errors.getvalue()

    def test_a_run_plants_each_mutant_alone_and_reports_it(self):
        planted = []
        def run(command, text):  # builds pass; a test run fails on a two from "a"
            if "test" not in command:
                return 0, ""
            planted.append(text)
            return (1 if 'case "a": return 2' in text else 0), ""
        status, output, _ = self.run_main("Fake", "--sample", "100", "--json", run=run)
        self.assertEqual(status, 0)
        report = json.loads(output)
        expected = [mutate.planted(self.SOURCE, edits) for _, _, edits in mutate.sample_order(
            [("Sources/Fake/Fake.swift", *m) for m in mutate.mutants_of("Fake.swift", self.SOURCE)], 1)]
        self.assertEqual(planted, ["\n".join(self.SOURCE)] + ["\n".join(lines) for lines in expected])
        word = [m for m in report["mutants"] if m["kind"] == "word mapped to neighbour"]
        self.assertEqual(word, [{"file": "Sources/Fake/Fake.swift", "line": 3, "lines": [3, 4],
                                 "kind": "word mapped to neighbour",
                                 "before": 'case "a": return 1  /  case "b": return 2',
                                 "after": 'case "a": return 2  /  case "b": return 1',
                                 "outcome": "killed", "seconds": word[0]["seconds"]}])
        self.assertEqual((report["killed"], report["survived"]), (2, 2))

    def test_a_two_line_mutant_is_listed_on_one_line(self):
        status, output, _ = self.run_main("Fake", "--list", "--kind", "word mapped to neighbour")
        self.assertEqual(status, 0)
        self.assertEqual(output, "Sources/Fake/Fake.swift:3+4: word mapped to neighbour: "
                                 'case "a": return 2  /  case "b": return 1\n1 of 1 mutants\n')

    def test_the_listing_counts_every_kind(self):
        status, output, _ = self.run_main("Fake", "--list", "--sample", "100")
        self.assertEqual(status, 0)
        self.assertIn("Sources/Fake/Fake.swift:3: off by one: case \"a\": return 2", output)
        self.assertTrue(output.endswith("4 of 4 mutants\n"), output)

    def test_usage_errors_exit_64(self):
        for arguments, message in ((("Fake", "--list", "--kind", "typo"), "--kind 'typo' is not a kind of mutant"),
                                   (("Nothing", "--list"), "no module 'Nothing' in Sources"),
                                   (("Fake", "--sample", "0"), "--sample '0' must be a positive number")):
            with self.subTest(arguments):
                status, output, errors = self.run_main(*arguments)
                self.assertEqual(status, 64)
                self.assertIn(message, errors)
                self.assertEqual(output, "")


class MultiLineStringTests(unittest.TestCase):
    """The text of a multi-line string literal (an HTML page, a help text) is data: no kind
    plants a mutant in it, while the code around it is mutated as usual."""
    SOURCE = ["func page(n: Int) -> String {", '  let a = n < 2 ? 1 : 0', '  return """', "    <p>1 < 2</p>",
              "    <b>\\(n)</b> = 3", '    """ + "x"', "}"]

    def test_no_mutant_inside_the_literal(self):
        found = mutate.mutants_of("Page.swift", self.SOURCE)
        lines = {number for _, edits in found for number, _ in edits}
        self.assertTrue(lines, "the code around the literal has mutants")
        self.assertFalse(lines & {4, 5}, [m for m in found if {n for n, _ in m[1]} & {4, 5}])
        self.assertIn(2, lines)


class DefaultTests(unittest.TestCase):
    """The defaults `--help` states, each against a neighbour that lists or runs otherwise: 40
    mutants, seed 1, the module's own tests (`<module>Tests`) and 300 seconds a test run."""
    SOURCE = ["func f(n: Int) -> Int {"] + [f"  if n < {i} {{ return 0 }}" for i in range(2, 40)] + ["  return 1", "}"]
    run_main = ListingTests.run_main

    def listing(self, *arguments):
        status, output, errors = self.run_main("Fake", "--list", *arguments)
        self.assertEqual(status, 0, errors)
        return output

    def test_the_sample_is_40_mutants(self):
        found = len(mutate.mutants_of("Fake.swift", self.SOURCE))
        self.assertGreater(found, 41)
        self.assertTrue(self.listing().endswith(f"\n40 of {found} mutants\n"), self.listing())
        self.assertEqual(self.listing(), self.listing("--sample", "40"))
        self.assertNotEqual(self.listing(), self.listing("--sample", "41"))

    def test_the_seed_is_1(self):
        self.assertEqual(self.listing(), self.listing("--seed", "1"))
        self.assertNotEqual(self.listing(), self.listing("--seed", "2"))

    def test_the_tests_are_the_modules_own_and_a_run_has_300_seconds(self):
        status, _, errors = self.run_main("Fake", "--sample", "1", run=lambda command, text: (0, ""))
        self.assertEqual(status, 0, errors)
        tests = [(command, timeout) for command, timeout in self.calls if "test" in command]
        self.assertEqual(len(tests), 2, self.calls)  # the unmutated tree, then the one mutant
        for command, timeout in tests:
            self.assertEqual(command[command.index("--filter") + 1], "FakeTests")
            self.assertEqual(timeout, 300)
        self.run_main("Fake", "--sample", "1", "--filter", "Other", "--timeout", "301",
                      run=lambda command, text: (0, ""))
        self.assertEqual({(c[c.index("--filter") + 1], t) for c, t in self.calls if "test" in c}, {("Other", 301)})


class CommandTests(unittest.TestCase):
    """`--command`: one command in place of the build and the tests, its status the outcome,
    a compiler error in the module's sources "does not compile"."""
    SOURCE = ListingTests.SOURCE
    run_main = ListingTests.run_main

    def test_the_status_and_the_output_decide_the_outcome(self):
        def run(command, text):  # a 2 from "a" fails; a 2 from "b" does not compile
            self.assertEqual(command, ["bash", "-c", ".ci/check --fast"])
            if 'case "b": return 3' in text:
                return 1, "Sources/Fake/Fake.swift:4:20: error: cannot convert value\n"
            if 'case "a": return 2' in text:
                return 1, "Test failed\nSources/Other/Other.swift:1:1: error: elsewhere\n"
            return 0, ""
        status, output, errors = self.run_main("Fake", "--sample", "100", "--json", "--command", ".ci/check --fast",
                                               run=run)
        self.assertEqual(status, 0, errors)
        report = json.loads(output)
        outcomes = {m["after"]: m["outcome"] for m in report["mutants"]}
        self.assertEqual(outcomes['case "b": return 3'], "does not compile")
        self.assertEqual(outcomes['case "a": return 2'], "killed")
        self.assertEqual(outcomes['case "a": return 2  /  case "b": return 1'], "killed")
        self.assertEqual((report["command"], report["filter"]), (".ci/check --fast", None))
        self.assertEqual(len(self.calls), len(report["mutants"]) + 1)  # the unmutated tree, then each mutant

    def test_an_unmutated_tree_that_fails_stops_the_run(self):
        for output, message in (("Sources/Fake/Fake.swift:1:1: error: x", "The unmutated tree does not build"),
                                ("1 test failed", "The command '.ci/check' fails before any mutant")):
            with self.subTest(message):
                status, _, errors = self.run_main("Fake", "--command", ".ci/check", run=lambda c, t: (1, output))
                self.assertEqual(status, 1)
                self.assertIn(message, errors)

    def test_usage_errors(self):
        for arguments, message in ((("--command", "x", "--filter", "Y"), "--command 'x' runs instead of the tests"),
                                   (("--command", " "), "--command ' ' is empty")):
            with self.subTest(arguments):
                status, output, errors = self.run_main("Fake", *arguments)
                self.assertEqual((status, output), (64, ""))
                self.assertIn(message, errors)


class CopiedIntoClientsTests(unittest.TestCase):
    """A mutant of code the compiler copies into other modules (a default argument, an
    @inlinable body) has the objects of its module and of every target using it removed before
    its build and after its restore, so SwiftPM builds them anew."""
    SOURCE = ["func f(flag: Bool = true) -> Int {", "  return flag ? 1 : 2", "}"]
    run_main = ListingTests.run_main

    def test_the_users_of_a_module_are_found_through_every_path(self):
        dependencies = {"A": [], "B": ["A"], "C": ["B"], "D": [], "T": ["C", "D"], "U": ["D"]}
        for module, users in (("A", {"A", "B", "C", "T"}), ("D", {"D", "T", "U"}), ("T", {"T"})):
            with self.subTest(module):
                self.assertEqual(mutate.users_of(module, dependencies), users)

    def test_defaults_and_files_with_copied_bodies_are_copied_into_clients(self):
        for kind, text, copied in (("default changed", "func f(x: Int = 1) {}", True),
                                   ("off by one", "@inlinable func f() -> Int { 1 }", True),
                                   ("off by one", "@_alwaysEmitIntoClient var x: Int { 1 }", True),
                                   ("relational", "@_transparent func f() {}", True),
                                   ("relational", "@usableFromInline func f() {}", False),
                                   ("off by one", "func f() -> Int { 1 }  // not @inlinableX", False)):
            with self.subTest(f"{kind}: {text}"):
                self.assertEqual(mutate.copied_into_clients(kind, text), copied)

    def test_a_default_mutant_rebuilds_its_module_and_its_users_after_planting_and_restoring(self):
        seen = []
        def run(command, text):
            scratch_build = os.path.join(mutate.SCRATCH, ".build", "x86_64-unknown-linux-gnu", "debug")
            if command[:3] == ["swift", "package", "describe"]:
                return 0, json.dumps({"targets": [{"name": "Fake", "target_dependencies": []},
                                                  {"name": "User", "target_dependencies": ["Fake"]},
                                                  {"name": "Other", "target_dependencies": []}]})
            if "build" in command:
                seen.append({name for name in ("Fake", "User", "Other")
                             if os.path.exists(os.path.join(scratch_build, f"{name}.build", "x.o"))})
                for name in ("Fake", "User", "Other"):  # the build writes every object
                    os.makedirs(os.path.join(scratch_build, f"{name}.build"), exist_ok=True)
                    open(os.path.join(scratch_build, f"{name}.build", "x.o"), "w").close()
            return 0, ""
        status, _, errors = self.run_main("Fake", "--kind", "default changed", run=run)
        self.assertEqual(status, 0, errors)
        # The unmutated build, the mutant's (its module and its user forgotten), and the
        # restored tree's (forgotten again).
        self.assertEqual(seen, [set(), {"Other"}, {"Other"}])


class KindWordTests(unittest.TestCase):
    """`--kind <word>`: each word of `KINDS` plants that kind of mutant and no other."""
    SOURCE = ["func f(n: Int = 4, s: String) -> Int {", "  guard n > 0 else { return 0 }",
              "  let a = n < 3 && s.isEmpty ? 1 : 2", "  items = []", "  x = nil",
              "  let r = (Double(n) / 2).rounded(.up)", "  lines.append(a)", "  lines.append(r)", "  switch s {",
              '  case "a": return 1', '  case "b": return 2', "  default: return a + 1", "  }", "}"]
    run_main = ListingTests.run_main

    def test_each_kind_word_lists_its_kind_alone(self):
        found = [kind for kind, _ in mutate.mutants_of("Fake.swift", self.SOURCE)]
        for kind in [kind for group in mutate.KINDS for kind in group]:
            with self.subTest(kind):
                self.assertIn(kind, found, "the source has no mutant of this kind: the row cannot fail")
                status, output, errors = self.run_main("Fake", "--list", "--sample", "1000", "--kind", kind)
                self.assertEqual(status, 0, errors)
                lines = output.splitlines()
                self.assertEqual(lines[-1], f"{found.count(kind)} of {found.count(kind)} mutants")
                self.assertEqual([line for line in lines[:-1] if f": {kind}: " not in line], [])
                self.assertEqual(len(lines) - 1, found.count(kind))

    def test_two_kind_words_list_both_kinds(self):
        found = [kind for kind, _ in mutate.mutants_of("Fake.swift", self.SOURCE)]
        kinds = ("relational", "default changed")
        status, output, _ = self.run_main("Fake", "--list", "--sample", "1000", "--kind", kinds[0], "--kind", kinds[1])
        self.assertEqual(status, 0)
        listed = output.splitlines()[:-1]
        self.assertEqual(sorted(line.split(": ")[1] for line in listed),
                         sorted(kind for kind in found if kind in kinds))


class TimeOutTests(unittest.TestCase):
    """A run that times out leaves nothing running: not its group, and not a process it
    started in a session of its own (as `swift test` starts the test binary)."""

    def alive(self, pid):
        try:
            with open(f"/proc/{pid}/stat") as file:
                return file.read().rsplit(")", 1)[1].split()[0] != "Z"
        except OSError:
            return False

    def test_a_timed_out_run_kills_what_it_started_in_another_session(self):
        with tempfile.TemporaryDirectory() as folder:
            marker = os.path.join(folder, "pids")
            # Their output goes elsewhere, so a survivor shows as alive rather than as a run
            # whose output never ends.
            script = (f"sleep 1000 >/dev/null 2>&1 & echo $! > {marker}; "
                      f"setsid sleep 1000 >/dev/null 2>&1 & echo $! >> {marker}; wait")
            code, output = mutate.run(["bash", "-c", script], folder, 1)
            self.assertIsNone(code)
            self.assertEqual(output, "timed out")
            pids = [int(line) for line in read(marker).split()]
            self.assertEqual(len(pids), 2)
            for _ in range(50):
                if not any(self.alive(pid) for pid in pids):
                    break
                time.sleep(0.1)
            self.assertEqual([pid for pid in pids if self.alive(pid)], [])

    def test_a_run_in_time_gives_its_status_and_output(self):
        with tempfile.TemporaryDirectory() as folder:
            self.assertEqual(mutate.run(["bash", "-c", "echo hello; exit 3"], folder, 30), (3, "hello\n"))


if __name__ == "__main__":
    unittest.main()
