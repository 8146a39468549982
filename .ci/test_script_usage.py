#!/usr/bin/env python3
"""Every option and word the package's scripts take, refused when wrong: a usage error exits 64
before any work, quoting the offending value and saying what is valid. And the words a script
maps to values, each checked for what it does where that takes seconds.

Run from anywhere: `python3 .ci/test_script_usage.py`. Needs a built `catalog` only for the
rows that name kinds (`swift build`; CI runs it after the build)."""

import json
import os
import subprocess
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
        (["Scripts/coverage.sh", "--frobnicate"], None, "'--frobnicate'"),
        (["python3", "Scripts/stand-in-kinds.py", "--frobnicate"], None, "'--frobnicate'"),
        (["python3", "Scripts/plumbing-share.py", "--lines", "PopupNoSuchModule"], None, "'PopupNoSuchModule'"),
        (["python3", "Scripts/plumbing-share.py", "--frobnicate"], None, "--frobnicate"),
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

    def test_the_gallery_takes_index_and_every_kind_id_and_names_them_when_refusing(self):
        status, output = run([".ci/gallery", "no-such-kind"])
        self.assertEqual(status, 64, output)
        self.assertIn("'index'", output)
        self.assertIn("undo", output)


if __name__ == "__main__":
    unittest.main()
