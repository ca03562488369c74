#!/usr/bin/env python3
"""The game as installed: `cmake --install` into a temporary DESTDIR, the installed
tree MOVED elsewhere, then the installed binary run from there as a player runs it -- only PATH,
HOME and the XDG folders (temporary), SDL's dummy drivers, an empty working folder:

  --version (the project's version), --help, validate --all, sim on a quest, the engine on a
  short game, the first frame (--screenshot with the dummy video driver); then the same binary
  with the tree's share/catakombes taken away says it cannot find its data (exit 2).

The source tree is hidden: the installed binary's copy of the build's source path (the last
data fallback, CATA_DATA_DIR, and the debug info) is overwritten with a path that does not
exist, and the test checks that no byte of the source path is left in it, so the binary cannot
open anything there; $CATAKOMBES_DATA and --data are not given. Also checks that every
installed file is where the install rules put it (dist/CMakeLists.txt) and that CHANGELOG.md's
newest entry is the project's version.

Usage: installed_test.py BUILD_DIR SOURCE_DIR VERSION
"""
import gzip
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

failures = []


def check(ok, what):
    print(("ok      " if ok else "FAILED  ") + what)
    if not ok:
        failures.append(what)
    return ok


def hide_source_tree(binary, source):
    """Overwrites every copy of the source path in `binary` with a same-length path that does not exist."""
    data = binary.read_bytes()
    needle = str(source).encode()
    hidden = (b"/nonexistent-source-tree" + b"x" * len(needle))[: len(needle)]
    count = data.count(needle)
    binary.write_bytes(data.replace(needle, hidden))
    return count, hidden.decode()


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    build, source, version = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve(), sys.argv[3]

    top = re.search(r"^## (\S+)", (source / "CHANGELOG.md").read_text(), re.M)
    check(top is not None and top.group(1) == version, f"CHANGELOG.md's newest entry is {version}")

    with tempfile.TemporaryDirectory(prefix="catakombes-installed-") as tmp:
        tmp = Path(tmp)
        stage = tmp / "stage"
        env = dict(os.environ, DESTDIR=str(stage))
        proc = subprocess.run(["cmake", "--install", str(build), "--prefix", "/usr"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=120)
        if not check(proc.returncode == 0, "cmake --install into a DESTDIR"):
            print(proc.stdout[-3000:])
            return 1

        # Moved: the tree no longer is where it was installed.
        prefix = tmp / "moved" / "somewhere else"
        prefix.parent.mkdir(parents=True)
        shutil.move(str(stage / "usr"), str(prefix))
        binary = prefix / "bin" / "catakombes"
        share = prefix / "share"
        for rel in ["bin/catakombes", "share/catakombes/assets/ui/strings.json",
                    "share/catakombes/quests/01-the-lost-treasure.json", "share/catakombes/schemas/quest.schema.json",
                    "share/applications/io.github.catakombes.Catakombes.desktop",
                    "share/metainfo/io.github.catakombes.Catakombes.metainfo.xml",
                    "share/icons/hicolor/16x16/apps/catakombes.png", "share/icons/hicolor/256x256/apps/catakombes.png",
                    "share/man/man6/catakombes.6.gz", "share/bash-completion/completions/catakombes",
                    "share/doc/catakombes/copyright", "share/doc/catakombes/changelog.gz",
                    "share/doc/catakombes/CHANGELOG.md"]:
            check((prefix / rel).is_file(), f"installed: {rel}")
        metainfo = (share / "metainfo" / "io.github.catakombes.Catakombes.metainfo.xml").read_text()
        check(f'<release version="{version}"' in metainfo, f"the metainfo's release is {version}")
        # The desktop's own validators on the installed files (Debian's desktop-file-utils and
        # appstream, tools/packages.txt); the .deb and lintian: the ctest `package` (tools/check_deb.sh).
        desktop = share / "applications" / "io.github.catakombes.Catakombes.desktop"
        for command in (["desktop-file-validate", str(desktop)],
                        ["appstreamcli", "validate", "--no-net", "--explain",
                         str(share / "metainfo" / "io.github.catakombes.Catakombes.metainfo.xml")]):
            if shutil.which(command[0]) is None:
                check(False, f"{command[0]} is missing (tools/setup.sh installs it)")
                continue
            p = subprocess.run(command, capture_output=True, text=True)
            check(p.returncode == 0, f"{command[0]} passes ({(p.stdout + p.stderr).strip()[-400:]})")

        copies, hidden = hide_source_tree(binary, source)
        check(str(source).encode() not in binary.read_bytes(),
              f"the installed binary names no path of the source tree ({copies} copies overwritten)")

        home = tmp / "home"
        work = tmp / "work"
        for d in (home, work, home / "xdg-data", home / "xdg-config"):
            d.mkdir(parents=True, exist_ok=True)
        player = {"PATH": "/usr/bin:/bin", "HOME": str(home), "XDG_DATA_HOME": str(home / "xdg-data"),
                  "XDG_CONFIG_HOME": str(home / "xdg-config"), "SDL_VIDEODRIVER": "dummy",
                  "SDL_AUDIODRIVER": "dummy", "LANG": "C.UTF-8"}

        def run(*args, stdin=None, timeout=60):
            return subprocess.run([str(binary), *args], env=player, cwd=work, input=stdin, text=True,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)

        p = run("--version")
        check(p.returncode == 0 and p.stdout.strip() == f"catakombes {version}",
              f"--version says catakombes {version} (got {p.stdout.strip()!r})")
        p = run("--help")
        check(p.returncode == 0 and "../share/catakombes" in p.stdout, "--help says where the data is found")
        check(str(source) not in p.stdout, "--help names no path of the source tree")

        # The man page and the completion come from --help: every option of every command is in them.
        page = gzip.decompress((share / "man" / "man6" / "catakombes.6.gz").read_bytes()).decode()
        completion = share / "bash-completion" / "completions" / "catakombes"
        for command in ([], ["validate"], ["engine"], ["sim"], ["pack", "import"], ["pack", "export"]):
            options = set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", run(*command, "--help").stdout))
            missing = sorted(o for o in options if o.replace("-", "\\-") not in page)
            check(options and not missing, f"the man page has every option of {' '.join(['catakombes'] + command)} {missing}")
        words = subprocess.run(["bash", "-c", 'source "$1"; COMP_WORDS=(catakombes sim --heroes ""); COMP_CWORD=3; '
                                '_catakombes; echo "${COMPREPLY[*]}"; COMP_WORDS=(catakombes ""); COMP_CWORD=1; '
                                '_catakombes; echo "${COMPREPLY[*]}"', "bash", str(completion)],
                               stdout=subprocess.PIPE, text=True, env=player).stdout.splitlines()
        check(len(words) == 2 and words[0] == "ai search:veteran search:nightmare random" and {"validate", "engine", "sim", "--data"} <= set(words[1].split()),
              f"bash completion: subcommands, options and choices ({words})")

        p = run("validate", "--all")
        check(p.returncode == 0, f"validate --all exits 0 (got {p.returncode}; {p.stdout[-300:]}{p.stderr[-300:]})")
        check(not p.stderr.strip(), f"validate --all: nothing on stderr {p.stderr[:300]!r}")

        p = run("sim", "--quest", "1", "--games", "2", "--seed", "7")
        check(p.returncode == 0 and "the_lost_treasure" in p.stdout + p.stderr,
              f"sim --quest 1 --games 2 plays (exit {p.returncode}; {p.stdout[:200]!r} {p.stderr[-300:]!r})")

        # The engine on a short game: 60 steps, each the first legal action.
        engine = subprocess.Popen([str(binary), "engine"], env=player, cwd=work, text=True,
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)

        def ask(command):
            engine.stdin.write(json.dumps(command) + "\n")
            engine.stdin.flush()
            return json.loads(engine.stdout.readline())

        started = ask({"cmd": "new", "quest": 1, "seed": 3})
        check(started.get("ok") is True and started.get("quest") == "the_lost_treasure", "engine: new game of quest 1")
        steps = 0
        for _ in range(60):
            legal = ask({"cmd": "legal"})
            if not legal.get("ok") or not legal.get("actions"):
                break
            if not ask({"cmd": "act", "action": legal["actions"][0]}).get("ok"):
                break
            steps += 1
        check(steps > 10, f"engine: a short game played ({steps} actions)")
        check(ask({"cmd": "quit"}).get("bye") is True, "engine: quit")
        engine.stdin.close()
        check(engine.wait(timeout=30) == 0, "engine exits 0")

        png = tmp / "first-frame.png"
        p = run("--screenshot", str(png), "--width", "800", "--height", "500", timeout=120)
        check(p.returncode == 0 and png.is_file() and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n",
              f"the first frame rendered with the dummy video driver (exit {p.returncode}; {p.stderr[-300:]!r})")

        check(not any(work.iterdir()), "nothing written in the working folder")

        # Without its share/catakombes, the moved binary has no data: it says so and where it looked.
        shutil.move(str(share / "catakombes"), str(tmp / "data-away"))
        p = run("validate", "--all")
        check(p.returncode == 2 and "cannot find the game's data" in p.stderr and "beside the binary" in p.stderr
              and f"the build's source tree: {hidden}" in p.stderr,
              f"without its data the binary exits 2 and says so (exit {p.returncode}; {p.stderr[:300]!r})")

    if failures:
        print(f"{len(failures)} check(s) failed", file=sys.stderr)
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
