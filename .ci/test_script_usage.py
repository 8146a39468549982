#!/usr/bin/env python3
"""Every option and word the package's scripts take, refused when wrong: a usage error exits 64
before any work, quoting the offending value and saying what is valid. And the words a script
maps to values, each checked for what it does where that takes seconds.

Run from anywhere: `python3 .ci/test_script_usage.py`. Needs a built `catalog` only for the
rows that name kinds (`swift build`; CI runs it after the build)."""

import json
import os
import subprocess
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(command, env=None, timeout=120):
    """Runs a command in the package's root; its exit status and its output, both streams."""
    environment = dict(os.environ, **(env or {}))
    result = subprocess.run(command, cwd=ROOT, env=environment, capture_output=True, text=True,
                            timeout=timeout, stdin=subprocess.DEVNULL)
    return result.returncode, result.stdout + result.stderr


class UsageErrorTests(unittest.TestCase):
    # (script and arguments, environment, what the message must quote)
    CASES = [
        ([".ci/fresh", "--frobnicate"], None, "'--frobnicate'"),
        ([".ci/swiftui", "--frobnicate"], None, "'--frobnicate'"),
        ([".ci/swiftui"], {"POPUP_RECORD_DRAWINGS": "yes"}, "'yes'"),
        ([".ci/add-a-kind", "--frobnicate"], None, "'--frobnicate'"),
        ([".ci/add-a-kind", "--scratch"], None, "--scratch"),
        ([".ci/add-a-kind", "--in-place", "--keep"], None, "--keep"),
        ([".ci/api", "--frobnicate"], None, "'--frobnicate'"),
        ([".ci/api", "--write", "PopupNoSuchModule"], None, "'PopupNoSuchModule'"),
        ([".ci/gallery", "no-such-kind"], None, "'no-such-kind'"),
        ([".ci/apt-install", "chromium"], None, "usage"),
        ([".ci/python-tools", "../escape", ".ci/requirements-frames.txt"], None, "'../escape'"),
        ([".ci/python-tools", "frames"], None, "usage"),
        ([".ci/python-tools", "frames", ".ci/requirements-none.txt"], None, "'.ci/requirements-none.txt'"),
        ([".ci/lock-python-tools", "no-such-set"], None, "'no-such-set'"),
        (["python3", ".ci/swiftui-declarations", "--frobnicate"], None, "'--frobnicate'"),
        (["python3", ".ci/validate-frames.py"], None, "usage"),
        (["python3", ".ci/validate-frames.py", "--frobnicate"], None, "'--frobnicate'"),
        (["python3", ".ci/api-description.py"], None, "usage"),
        (["python3", ".ci/swiftui-plan.py"], None, "usage"),
        (["python3", ".ci/gallery-clicks.py"], None, "usage"),
        (["Scripts/generate", "--frobnicate"], None, "'--frobnicate'"),
        (["Scripts/check-kind", "no-such-kind"], None, "'no-such-kind'"),
        (["Scripts/check-kind"], None, "usage"),
        ([".ci/docs", "PopupNoSuchModule"], None, "'PopupNoSuchModule'"),
        (["Scripts/coverage.sh", "--frobnicate"], None, "'--frobnicate'"),
        (["python3", "Scripts/stand-in-kinds.py", "--frobnicate"], None, "'--frobnicate'"),
        (["python3", "Scripts/plumbing-share.py", "--lines", "PopupNoSuchModule"], None, "'PopupNoSuchModule'"),
        (["python3", "Scripts/plumbing-share.py", "--frobnicate"], None, "--frobnicate"),
        (["python3", "Scripts/plumbing-share.py", "--kind-file", "NoSuch.swift"], None, "'NoSuch.swift'"),
        (["python3", "Scripts/plumbing-share.py", "--max", "45"], None, "--kind-file"),
        (["python3", "Scripts/plumbing-share.py", "--kind-file", "Tests/AddingAKindTests/ToastLite.swift",
          "--max", "-1"], None, "'-1'"),
        (["python3", "Scripts/plumbing-share.py", "--kind-file", "Tests/AddingAKindTests/ToastLite.swift",
          "--max", "many"], None, "'many'"),
        (["python3", "Scripts/page-load.py", "site", "--runs", "0"], None, "'0'"),
        (["python3", "Scripts/mutate.py", "PopupUndo", "--sample", "many"], None, "'many'"),
        (["python3", "Scripts/mutate.py", "PopupUndo", "--timeout", "0"], None, "'0'"),
        (["python3", "Scripts/check-box-widths.py"], None, "usage"),
    ]

    def test_each_usage_error_exits_64_quoting_the_value(self):
        for command, env, quoted in self.CASES:
            with self.subTest(" ".join(command) + (f" with {env}" if env else "")):
                status, output = run(command, env)
                self.assertEqual(status, 64, output[-600:])
                self.assertIn(quoted.lower(), output.lower(), output[-600:])



class WordsMappedToValuesTests(unittest.TestCase):
    """The words a script maps to values, each with what it gives, where that takes seconds."""

    def test_plumbing_share_lines_names_the_module_and_gives_each_line_its_rule(self):
        status, output = run(["python3", "Scripts/plumbing-share.py", "--lines", "PopupUndo"])
        self.assertEqual(status, 0, output)
        lines = output.splitlines()
        self.assertTrue(lines)
        self.assertTrue(all(line.split()[1].startswith("UndoToast") for line in lines), lines[:3])
        self.assertIn("descriptor", {line.split()[0] for line in lines})
        self.assertIn("BEHAVIOUR", {line.split()[0] for line in lines})

    def test_plumbing_share_json_gives_every_kind_module_and_a_total_that_adds_up(self):
        status, output = run(["python3", "Scripts/plumbing-share.py", "--json"])
        self.assertEqual(status, 0, output)
        report = json.loads(output)
        modules = {row["module"] for row in report["modules"]}
        self.assertIn("PopupUndo", modules)
        self.assertEqual(report["total"]["code"], sum(row["code"] for row in report["modules"]))
        for row in report["modules"]:
            self.assertEqual(row["code"], row["plumbing"] + row["behaviour"], row["module"])

    def test_plumbing_share_kind_file_counts_all_but_the_kinds_logic_and_holds_it_to_max(self):
        kind = """import PopupCore

public enum Tiny: PopupKind {
  public struct Configuration: Hashable, Sendable {
    public var seconds: Int
    public init(seconds: Int) {
      self.seconds = max(seconds, 0)
    }
  }
  public enum Event: Hashable, Sendable { case tapped }
  public var isLong: Bool { true }
  public static func reduce(_ state: inout State, _ event: Event, now: PopupTime) -> [PopupEffect<Output>] {
    []
  }
  public static var entries: [PopupStringsEntry<Self>] { [.text(\\.retry)] }
}
"""
        with tempfile.NamedTemporaryFile("w", suffix=".swift", delete=False) as source:
            source.write(kind)
        self.addCleanup(os.remove, source.name)
        status, output = run(["python3", "Scripts/plumbing-share.py", "--kind-file", source.name])
        self.assertEqual(status, 0, output)
        classes = {line.split(": ", 1)[1]: line.split()[0] for line in output.splitlines()[:-1]}
        self.assertEqual(classes["self.seconds = max(seconds, 0)"], "behaviour")  # an init line that computes
        self.assertEqual(classes["public var isLong: Bool { true }"], "behaviour")  # a computed property
        self.assertEqual(classes["[]"], "behaviour")  # a function's body
        self.assertEqual(classes["public init(seconds: Int) {"], "plumbing")
        self.assertEqual(classes["public enum Event: Hashable, Sendable { case tapped }"], "plumbing")
        self.assertEqual(classes["public static var entries: [PopupStringsEntry<Self>] { [.text(\\.retry)] }"],
                         "plumbing")  # computed, but the strings' table
        self.assertTrue(output.splitlines()[-1].endswith("15 code lines, 10 plumbing, 5 behaviour"), output)
        status, output = run(["python3", "Scripts/plumbing-share.py", "--kind-file", source.name, "--max", "10"])
        self.assertEqual((status, len(output.splitlines())), (0, 1), output)
        status, output = run(["python3", "Scripts/plumbing-share.py", "--kind-file", source.name, "--max", "9"])
        self.assertEqual(status, 1, output)
        self.assertIn("10 lines of plumbing, more than --max 9", output)

    def test_the_gallery_takes_index_and_every_kind_id_and_names_them_when_refusing(self):
        status, output = run([".ci/gallery", "no-such-kind"])
        self.assertEqual(status, 64, output)
        self.assertIn("'index'", output)
        self.assertIn("undo", output)


if __name__ == "__main__":
    unittest.main()
