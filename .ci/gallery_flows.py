"""The click flow a kind's gallery page is driven through when .ci/gallery-clicks.py's FLOWS
has none for it (a kind just added): no hand-written list stands between a new kind and CI.

The default flow is one step: the first control the page offers on the first sample's start
(in the order the page draws them: the popup's buttons, rows, stars, toggles and fields, then
the gesture buttons) whose line the explorer's model takes to another state. gallery-clicks.py
then clicks it as a person would and checks that the page shows the state that line reaches in
the model, the model being the catalog's own (`catalog run` follows the same lines).
"""


def default_flow(data, offered):
    """The default flow for a kind's page data (its explored states, as gallery-clicks.py
    expands them) and the controls its start offers, `[(how, line), ...]` in page order with
    `how` one of "click", "type" or "gesture": `[(how, line)]` for the first control whose
    line leads from the start to another state, or `[]` when none does."""
    start = data["states"][0]
    targets = {transition["line"]: transition["to"] for transition in start["transitions"]}
    for how, line in offered:
        if how not in ("click", "type", "gesture"):
            continue
        to = targets.get(line)
        if to is not None and to != start["index"]:
            return [(how, line)]
    return []


def flow_for(kind, flows, data, offered):
    """A kind's flow: its hand-written one in `flows` when it has one, else the default.
    `offered` is called only for the default (it asks the page)."""
    if kind in flows:
        return flows[kind]
    return default_flow(data, offered())
