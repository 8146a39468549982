#!/usr/bin/env python3
"""Validates presentation frames against Schemas/popup-frame.schema.json (Draft 2020-12).

    validate-frames.py [--schema FILE] FILE...

A FILE ending in .jsonl holds JSON Lines (`catalog run --json`, `catalog center --json`), one
document a line; any other FILE holds one document (`catalog show --json`, or a bare frame).
Each document is checked against the definition its shape names (samples: showDocument,
current: centerLine, frame: runLine, kind: frame), so errors point into it. A FILE in a folder
named WxH (as 390x844/actions.json) must hold frames on a screen of that size. Also fails when
a content tree holds a prose caption ("(held: ...)", "spotlight x ...") instead of nodes, when
a number is NaN or infinite, a key appears twice, or a run's first line has a step.
Prints every error with its file, line and JSON path; exits 1 on any.
"""
import json
import re
import sys
from pathlib import Path

from jsonschema import Draft202012Validator

CAPTIONS = ["(auto-dismiss", "(held", "(dismissed", "spotlight x", "(popover ", "(gradient"]


def strict_object(pairs):
    keys = [key for key, _ in pairs]
    duplicates = sorted({key for key in keys if keys.count(key) > 1})
    if duplicates:
        raise ValueError(f"duplicate key {duplicates[0]!r}")
    return dict(pairs)


def not_finite(token):
    raise ValueError(f"{token} is not a JSON number")


def parse(text):
    return json.loads(text, object_pairs_hook=strict_object, parse_constant=not_finite)


def shorten(message, limit=240):
    return message if len(message) <= limit else f"{message[: limit // 2]} … {message[-limit // 2 :]}"


def definition(document):
    if isinstance(document, dict):
        for key, name in [("samples", "showDocument"), ("current", "centerLine"), ("frame", "runLine"), ("kind", "frame")]:
            if key in document:
                return name
    return None


def frames(document):
    """(label, frame) for each frame in a document, the label naming kind and sample."""
    if not isinstance(document, dict):
        return []
    if isinstance(document.get("samples"), list):
        found = [(f"{document.get('id')}/{s.get('name')}", s.get("frame")) for s in document["samples"] if isinstance(s, dict)]
    elif "current" in document:
        current = document["current"] if isinstance(document["current"], dict) else {}
        found = [(f"current {current.get('id')}", current.get("frame"))]
    elif "frame" in document:
        frame = document["frame"]
        found = [(f"{frame.get('kind') if isinstance(frame, dict) else None} after {document.get('step')!r}", frame)]
    else:
        found = [(str(document.get("kind")), document)]
    return [(label, frame) for label, frame in found if isinstance(frame, dict)]


def strings(value, path):
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings(item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from strings(item, f"{path}[{index}]")


def check(document, where, validators, screen, first_line):
    name = definition(document)
    validator = validators.get(name, validators[None])
    problems = [f"{where}: {e.json_path}: {shorten(e.message)}" for e in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.path)))]
    for label, frame in frames(document):
        for path, text in strings(frame.get("content"), "content"):
            for caption in (c for c in CAPTIONS if c in text):
                problems.append(f"{where}: {label}: {path} is a prose caption ({caption!r}): {text!r}")
        size = frame.get("screen") if isinstance(frame.get("screen"), dict) else {}
        if screen and (size.get("width"), size.get("height")) != screen:
            problems.append(f"{where}: {label}: screen is {size.get('width')}x{size.get('height')}, asked for {screen[0]}x{screen[1]}")
    if name == "runLine" and first_line and document.get("step") is not None:
        problems.append(f"{where}: the first line's step is {document['step']!r}, not null (the popup as presented)")
    return problems, len(frames(document))


def main(arguments):
    schema_path = Path(__file__).resolve().parent.parent / "Schemas/popup-frame.schema.json"
    if arguments[:1] == ["--schema"] and len(arguments) >= 2:
        schema_path, arguments = Path(arguments[1]), arguments[2:]
    if not arguments or arguments[0].startswith("--"):
        given = f"'{arguments[0]}' is not an option or a file. " if arguments else "no frame file given. "
        print("validate-frames.py: " + given + "usage:\n" + __doc__, file=sys.stderr)
        sys.exit(64)
    schema = json.loads(schema_path.read_text())
    Draft202012Validator.check_schema(schema)
    validators = {None: Draft202012Validator(schema)}
    for name in ["showDocument", "centerLine", "runLine", "frame"]:
        validators[name] = Draft202012Validator({"$ref": f"#/$defs/{name}", "$defs": schema["$defs"]})
    problems, frame_count, document_count = [], 0, 0
    for file in map(Path, arguments):
        match = re.fullmatch(r"(\d+)x(\d+)", file.parent.name)
        screen = (int(match[1]), int(match[2])) if match else None
        text = file.read_text(encoding="utf-8")
        entries = [(n, line) for n, line in enumerate(text.splitlines(), 1) if line.strip()] if file.suffix == ".jsonl" else [(None, text)]
        if not entries:
            problems.append(f"{file}: empty")
        document_count += 1
        for index, (number, entry) in enumerate(entries):
            where = f"{file}:{number}" if number else str(file)
            try:
                document = parse(entry)
            except ValueError as error:
                problems.append(f"{where}: not JSON: {error}" + (" (JSON Lines: one document a line)" if number else ""))
                break
            found, count = check(document, where, validators, screen, index == 0)
            problems += found
            frame_count += count
    for problem in problems:
        print(problem)
    shown = schema_path.relative_to(Path.cwd()) if schema_path.is_relative_to(Path.cwd()) else schema_path
    if problems:
        print(f"FAIL: {len(problems)} error{'s' * (len(problems) != 1)} in {document_count} documents ({frame_count} frames) against {shown}")
        return 1
    print(f"ok: {frame_count} frames in {document_count} documents valid against {shown}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
