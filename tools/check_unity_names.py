#!/usr/bin/env python3
"""Unity builds compile a target's files in batches (CATA_UNITY), so two test files of one
folder that each define a file-local helper with the same name (`joined`, `makeApp`...) break
the build as soon as a new file shifts them into one batch. This check finds such names before
that happens: a function defined at the top level of two .cpp files of one test folder, and
a type alias (`using Kind = ...;` at the top level) that two .cpp files of one source or test
folder give different meanings.
Shared helpers belong in the folder's support headers (docs/testing.md, "Unity builds").
It also finds test names with a ';', which ctest's discovery splits into two tests that
each match nothing and fail, and, in the sources, a size that fitText() or fitLines() sets
passed to the same call that reads it (`p.text(face, size, fitText(p, face, size, ...))`: the
arguments' order of evaluation is unspecified, and clang reads `size` before the call sets it).
Usage: check_unity_names.py SOURCE_DIR"""
import collections
import pathlib
import re
import sys

DEFINITION = re.compile(
    r'^(?:static |inline |template <[^>]*>\s*)?[A-Za-z_][\w:<>,\s\*&]*?\s[\*&]?([A-Za-z_]\w*)\(([^;{]*)\)\s*(?:const\s*)?\{',
    re.M)
TEST_NAME = re.compile(r'TEST_CASE(?:\(|_METHOD\(\s*[\w:<>]+\s*,)\s*"((?:[^"\\]|\\.)*)"')
SIZE_READ_WITH_FIT = re.compile(r'\b(\w+),\s*fit(?:Text|Lines)\(\s*\w+,\s*[\w:]+,\s*\1\s*,')
ALIAS = re.compile(r'^using ([A-Za-z_]\w*) = ([^;]+);', re.M)
NOT_FUNCTIONS = {'if', 'for', 'while', 'switch', 'TEST_CASE', 'SECTION', 'main'}


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.')
    clashes = []
    for folder in sorted((root / 'tests').iterdir()):
        if not folder.is_dir():
            continue
        where = collections.defaultdict(set)
        for source in sorted(folder.glob('*.cpp')):
            text = source.read_text(encoding='utf-8')
            for m in TEST_NAME.finditer(text):
                if ';' in m.group(1):
                    clashes.append(f"{source.relative_to(root)}: the test name \"{m.group(1)}\" has a ';'")
            for m in DEFINITION.finditer(text):
                if m.group(1) not in NOT_FUNCTIONS:
                    where[m.group(1)].add(source.name)
        for name, files in sorted(where.items()):
            if len(files) > 1:
                clashes.append(f"{folder.relative_to(root)}: '{name}' is defined in {', '.join(sorted(files))}")
    folders = [f for base in ('src', 'tests') if (root / base).is_dir() for f in sorted((root / base).iterdir())]
    for folder in folders:
        if not folder.is_dir():
            continue
        meanings = collections.defaultdict(lambda: collections.defaultdict(set))
        for source in sorted(folder.glob('*.cpp')):
            for m in ALIAS.finditer(source.read_text(encoding='utf-8')):
                meanings[m.group(1)][' '.join(m.group(2).split())].add(source.name)
        for name, by_meaning in sorted(meanings.items()):
            if len(by_meaning) > 1:
                said = '; '.join(f"{meaning} in {', '.join(sorted(files))}" for meaning, files in sorted(by_meaning.items()))
                clashes.append(f"{folder.relative_to(root)}: the alias '{name}' means {said}")
        for source in sorted(folder.glob('*.cpp')) if folder.parent.name == 'src' else []:
            for m in SIZE_READ_WITH_FIT.finditer(source.read_text(encoding='utf-8')):
                line = source.read_text(encoding='utf-8').count('\n', 0, m.start()) + 1
                clashes.append(f"{source.relative_to(root)}:{line}: '{m.group(1)}' is read by the call whose argument "
                               f"fitText/fitLines sets it: fit the text first")
    for c in clashes:
        print(c)
    if clashes:
        print('Give each helper and alias a name of its own (or move one shared copy into the folder\'s support '
              'header); write test names without \';\'.')
    return 1 if clashes else 0


if __name__ == '__main__':
    sys.exit(main())
