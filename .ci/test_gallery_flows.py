#!/usr/bin/env python3
"""The gallery's default click flow (.ci/gallery_flows.py): a kind without a hand-written flow
is clicked through the first control its start offers that changes the state."""

import unittest

from gallery_flows import default_flow, flow_for


def page(*transitions):
    """Page data with a start whose transitions are (line, to) pairs."""
    return {"states": [{"index": 0, "transitions": [{"line": line, "to": to} for line, to in transitions]}]}


class DefaultFlowTests(unittest.TestCase):
    CASES = [
        ("the first control that changes the state",
         page(("retry", 1), ("close", 2)), [("click", "retry"), ("click", "close")], [("click", "retry")]),
        ("a control that leads nowhere, or back to the start, is passed over",
         page(("noop", None), ("same", 0), ("close", 3)),
         [("click", "noop"), ("click", "same"), ("click", "close")], [("click", "close")]),
        ("a control the model has no line for is passed over",
         page(("close", 1)), [("click", "unknown"), ("click", "close")], [("click", "close")]),
        ("a field's text, typed", page(('type "Hi"', 4)), [("type", 'type "Hi"')], [("type", 'type "Hi"')]),
        ("the page's order, not the model's", page(("a", 1), ("b", 2)), [("click", "b"), ("click", "a")],
         [("click", "b")]),
        ("a gesture when the popup has no control", page(("tap-outside", 1)), [("gesture", "tap-outside")],
         [("gesture", "tap-outside")]),
        ("nothing changes the state: no flow", page(("noop", None)), [("click", "noop")], []),
        ("no controls: no flow", page(("wait 4s", 1)), [], []),
    ]

    def test_default_flow(self):
        for name, data, offered, expected in self.CASES:
            with self.subTest(name):
                self.assertEqual(default_flow(data, offered), expected)

    def test_a_hand_written_flow_is_kept_and_the_page_not_asked(self):
        asked = []
        flows = {"rating": [("click", "star 2"), ("click", "submit")]}
        self.assertEqual(flow_for("rating", flows, page(("close", 1)), lambda: asked.append(1) or []),
                         flows["rating"])
        self.assertEqual(asked, [])

    def test_a_kind_without_one_gets_the_default(self):
        self.assertEqual(flow_for("toast-lite", {}, page(("retry", 1)), lambda: [("click", "retry")]),
                         [("click", "retry")])


if __name__ == "__main__":
    unittest.main()
