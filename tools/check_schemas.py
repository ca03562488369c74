#!/usr/bin/python3
"""Checks the content JSON Schemas (schemas/*.schema.json) and every shipped content file.

    /usr/bin/python3 tools/check_schemas.py [--data DIR] [--schemas DIR] [--tests DIR] [-v]

1. every schema is valid draft-07, every "$ref" in it resolves, and it keeps the house style
   (a description on every property; every object closed with additionalProperties and
   open to "//" comment keys);
2. every shipped file (DIR/assets/rules, assets/spells, assets/cards, quests, assets/tutorial) is valid JSON
   (no duplicate keys, at most 1 MiB, at most 32 levels deep), is valid against its schema,
   and its "$schema" is the relative path from the file to DIR/schemas/<kind>.schema.json;
3. tests/schema/good/<schema>__<name>.json are accepted and tests/schema/bad/<schema>__<name>.json
   are rejected by schemas/<schema>.schema.json; a bad file's "//expect" string must occur
   in one of the errors ("<json pointer>: <message>"), so it fails for the intended reason.

Prints a line per check and ends with "N passed, M failed". Exit code 0 when all pass,
1 when something failed, 77 when python3-jsonschema is missing (ctest reports a skip).
Semantic checks (equal row lengths, references between files) are the C++ validator's job
(`catakombes validate --all`).
"""

import argparse
import difflib
import json
import re
import os
import sys
import warnings
from pathlib import Path

try:
    import jsonschema
    from jsonschema import Draft7Validator
except ImportError:  # pragma: no cover
    print("check_schemas: python3-jsonschema is missing (apt-get install python3-jsonschema); "
          "run this with /usr/bin/python3", file=sys.stderr)
    sys.exit(77)

warnings.simplefilter("ignore", DeprecationWarning)  # RefResolver is deprecated in jsonschema >= 4.18

REPO = Path(__file__).resolve().parent.parent
KINDS = [  # (folder under the data dir, schema name)
    ("assets/rules", "ruleset"),
    ("assets/spells", "spells"),
    ("assets/cards", "cards"),
    ("quests", "quest"),
    ("assets/tutorial", "tutorial"),
]
# Schemas of files the game does not ship (a quest pack's pack.json): checked themselves and by
# their tests/schema snippets only.
UNSHIPPED = ["pack"]
MAX_BYTES = 1024 * 1024
MAX_DEPTH = 32


class Checker:
    def __init__(self, data_dir: Path, schemas_dir: Path, verbose: bool):
        self.data_dir = data_dir
        self.schemas_dir = schemas_dir
        self.verbose = verbose
        self.passed = 0
        self.failed = 0
        self.schemas = {}  # name -> schema (only those that loaded)
        self.store = {}    # file URI -> schema

    # ---------------------------------------------------------------- reporting
    def result(self, ok: bool, label: str, details=()):
        if ok:
            self.passed += 1
            print(f"PASS {label}")
        else:
            self.failed += 1
            print(f"FAIL {label}")
        if not ok or self.verbose:
            for line in details:
                print(f"    {line}")

    def rel(self, path: Path) -> str:
        """The path relative to the data folder or this checkout when under one of them."""
        for root in (self.data_dir, REPO):
            try:
                return path.resolve().relative_to(root).as_posix()
            except ValueError:
                pass
        return str(path)

    # ---------------------------------------------------------------- loading
    @staticmethod
    def load_json(path: Path):
        """Returns (document, problems)."""
        problems = []

        def no_duplicates(pairs):
            seen = set()
            for k, _ in pairs:
                if k in seen:
                    problems.append(f"duplicate key {k!r}")
                seen.add(k)
            return dict(pairs)

        try:
            raw = path.read_bytes()
        except OSError as e:
            return None, [f"cannot read: {e}"]
        if len(raw) > MAX_BYTES:
            problems.append(f"file is {len(raw)} bytes, more than 1 MiB")
        try:
            doc = json.loads(raw.decode("utf-8"), object_pairs_hook=no_duplicates)
        except UnicodeDecodeError as e:
            return None, problems + [f"not UTF-8: {e}"]
        except json.JSONDecodeError as e:
            return None, problems + [f"line {e.lineno} column {e.colno}: invalid JSON: {e.msg}"]
        depth = Checker.depth(doc)
        if depth > MAX_DEPTH:
            problems.append(f"nesting is {depth} levels deep, more than {MAX_DEPTH}")
        return doc, problems

    @staticmethod
    def depth(v) -> int:
        if isinstance(v, dict):
            return 1 + max((Checker.depth(x) for x in v.values()), default=0)
        if isinstance(v, list):
            return 1 + max((Checker.depth(x) for x in v), default=0)
        return 0

    def schema_uri(self, name: str) -> str:
        return (self.schemas_dir / f"{name}.schema.json").resolve().as_uri()

    def validator(self, name: str) -> Draft7Validator:
        schema = self.schemas[name]
        resolver = jsonschema.RefResolver(base_uri=self.schema_uri(name), referrer=schema, store=self.store)
        return Draft7Validator(schema, resolver=resolver)

    # ---------------------------------------------------------------- schemas
    def check_schemas(self):
        names = [n for _, n in KINDS] + UNSHIPPED
        loaded = {}
        for name in names:
            path = self.schemas_dir / f"{name}.schema.json"
            doc, problems = self.load_json(path)
            if doc is not None and not problems:
                try:
                    Draft7Validator.check_schema(doc)
                except jsonschema.exceptions.SchemaError as e:
                    problems.append(f"not a valid draft-07 schema: {pointer(e.path)}: {e.message}")
                if doc.get("$schema") != "http://json-schema.org/draft-07/schema#":
                    problems.append('"$schema" must be "http://json-schema.org/draft-07/schema#"')
                problems += style_problems(doc)
            if doc is not None:
                loaded[name] = (path, doc, problems)
                self.store[self.schema_uri(name)] = doc
            else:
                self.result(False, f"{self.rel(path)} (schema)", problems)
        # $refs can point into other schema files: resolve them once all are in the store.
        for name, (path, doc, problems) in loaded.items():
            resolver = jsonschema.RefResolver(base_uri=self.schema_uri(name), referrer=doc, store=self.store)
            for where, ref in find_refs(doc):
                try:
                    resolver.resolve(ref)
                except jsonschema.exceptions.RefResolutionError as e:
                    problems.append(f"{where}: $ref {ref!r} does not resolve: {e}")
        # A schema is usable when it and every schema it refers to are clean.
        for name, (path, doc, problems) in loaded.items():
            for where, ref in find_refs(doc):
                other = ref.split("#", 1)[0]
                other_name = other[: -len(".schema.json")] if other.endswith(".schema.json") else None
                if other and other_name != name and (other_name not in loaded or loaded[other_name][2]):
                    problems.append(f"{where}: refers to {other}, which has problems")
            self.result(not problems, f"{self.rel(path)} (schema)", problems)
            if not problems:
                self.schemas[name] = doc

    # ---------------------------------------------------------------- documents
    def errors(self, name: str, doc):
        """Every schema error as "<pointer>: <message>", with the errors of the best
        oneOf/anyOf branch indented below."""
        out = []
        try:
            found = sorted(self.validator(name).iter_errors(doc), key=lambda e: list(map(str, e.absolute_path)))
        except Exception as e:  # a broken schema must not crash the run
            return [f"cannot validate against schemas/{name}.schema.json: {type(e).__name__}: {e}"]
        for e in found:
            out.append(f"{pointer(e.absolute_path)}: {friendly(e)}")
            if e.context:
                best = jsonschema.exceptions.best_match(e.context)
                if best is not None:
                    out.append(f"  (closest alternative) {pointer(best.absolute_path)}: {best.message}")
        return out

    def check_shipped(self, data_dir: Path):
        for folder, name in KINDS:
            files = sorted((data_dir / folder).glob("*.json"))
            if not files:
                print(f"note: no {folder}/*.json yet")
            for path in files:
                label = f"{self.rel(path)} ({name})"
                doc, problems = self.load_json(path)
                if doc is None:
                    self.result(False, label, problems)
                    continue
                if name not in self.schemas:
                    self.result(False, label, problems + [f"schemas/{name}.schema.json did not load"])
                    continue
                problems += self.schema_ref_problems(path, doc, data_dir / "schemas" / f"{name}.schema.json")
                problems += self.errors(name, doc) if isinstance(doc, (dict, list)) else ["not a JSON object"]
                self.result(not problems, label, problems)

    def schema_ref_problems(self, path: Path, doc, expected: Path):
        if not isinstance(doc, dict) or "$schema" not in doc:
            want = os.path.relpath(expected, path.parent).replace(os.sep, "/")
            return [f'missing "$schema": "{want}"']
        value = doc["$schema"]
        if not isinstance(value, str):
            return ['"$schema" must be a string']
        want = os.path.relpath(expected, path.parent).replace(os.sep, "/")
        if os.path.normpath(path.parent / value) != os.path.normpath(expected):
            return [f'"$schema" is "{value}", must be "{want}" (the schema relative to this file)']
        return []

    # ---------------------------------------------------------------- known good / bad snippets
    def check_snippets(self, tests_dir: Path):
        for expect_valid in (True, False):
            folder = tests_dir / ("good" if expect_valid else "bad")
            for path in sorted(folder.glob("*.json")):
                name = path.name.split("__", 1)[0]
                label = f"{self.rel(path)} ({name}, must be {'accepted' if expect_valid else 'rejected'})"
                if "__" not in path.name or name not in [n for _, n in KINDS] + UNSHIPPED:
                    self.result(False, label, ["name it <schema>__<what>.json, <schema> one of "
                                               + ", ".join([n for _, n in KINDS] + UNSHIPPED)])
                    continue
                doc, problems = self.load_json(path)
                if doc is None or problems:
                    self.result(False, label, problems)
                    continue
                if name not in self.schemas:
                    self.result(False, label, [f"schemas/{name}.schema.json did not load"])
                    continue
                errors = self.errors(name, doc)
                if expect_valid:
                    self.result(not errors, label, errors)
                    continue
                expect = doc.get("//expect") if isinstance(doc, dict) else None
                if not isinstance(expect, str) or not expect:
                    self.result(False, label, ['a bad snippet needs "//expect": a string its error must contain'])
                elif not errors:
                    self.result(False, label, [f"accepted, but should fail with {expect!r}"])
                elif not any(expect in e for e in errors):
                    self.result(False, label, [f"rejected, but no error contains {expect!r}:"] + errors)
                else:
                    self.result(True, label, errors)


# -------------------------------------------------------------------- helpers
def pointer(path) -> str:
    parts = [str(p).replace("~", "~0").replace("/", "~1") for p in path]
    return "/" + "/".join(parts)


def friendly(e) -> str:
    """jsonschema's message, made plainer for unknown keys and keys forbidden for a type."""
    if e.validator == "additionalProperties" and isinstance(e.instance, dict) and e.validator_value is False:
        known = list(e.schema.get("properties", {}))
        patterns = list(e.schema.get("patternProperties", {}))
        unknown = [k for k in e.instance if k not in known and not any(re.search(p, k) for p in patterns)]
        parts = []
        for k in unknown:
            close = difflib.get_close_matches(k, known, n=1)
            parts.append(f"unknown key {k!r}" + (f" (did you mean {close[0]!r}?)" if close else ""))
        if parts:
            return "; ".join(parts) + " [allowed: " + ", ".join(known) + "]"
    if (e.schema is False or (e.validator == "not" and e.validator_value == {})) and e.path:
        return f"key {e.path[-1]!r} is not allowed here (value {e.instance!r})"
    return e.message


def find_refs(node, where="#"):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "$ref" and isinstance(v, str):
                yield where, v
            else:
                yield from find_refs(v, f"{where}/{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from find_refs(v, f"{where}/{i}")


def style_problems(schema):
    """House style: a description on every property; every object schema closed with
    additionalProperties and accepting "//" comment keys."""
    out = []

    def walk(node, where):
        if isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, f"{where}/{i}")
            return
        if not isinstance(node, dict):
            return
        in_condition = "/if" in where  # the "if" of an if/then only tests a discriminator
        if node.get("type") == "object" and not in_condition:
            if "additionalProperties" not in node:
                out.append(f"{where}: object without additionalProperties")
            if "^//" not in node.get("patternProperties", {}):
                out.append(f'{where}: object without patternProperties "^//" (comment keys)')
        props = node.get("properties")
        # The then/else of an if/then only add constraints to properties described above.
        if isinstance(props, dict) and not in_condition and "/then" not in where and "/else" not in where:
            for key, sub in props.items():
                if isinstance(sub, dict) and "description" not in sub:
                    out.append(f"{where}/properties/{key}: no description")
        for k, v in node.items():
            if k in ("properties", "definitions", "patternProperties"):
                if isinstance(v, dict):
                    for pk, pv in v.items():
                        walk(pv, f"{where}/{k}/{pk}")
            elif k not in ("enum", "const", "required"):
                walk(v, f"{where}/{k}")

    walk(schema, "#")
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=REPO,
                    help="folder holding assets/, quests/ and schemas/ (default: this checkout)")
    ap.add_argument("--schemas", type=Path, default=None, help="schema folder (default: DATA/schemas)")
    ap.add_argument("--tests", type=Path, default=REPO / "tests" / "schema",
                    help="folder with good/ and bad/ snippets (default: tests/schema of this checkout)")
    ap.add_argument("-v", "--verbose", action="store_true", help="also print the errors of rejected bad snippets")
    args = ap.parse_args()

    data_dir = args.data.resolve()
    checker = Checker(data_dir, (args.schemas or data_dir / "schemas").resolve(), args.verbose)
    checker.check_schemas()
    checker.check_shipped(data_dir)
    checker.check_snippets(args.tests.resolve())
    print(f"{checker.passed} passed, {checker.failed} failed")
    return 0 if checker.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
