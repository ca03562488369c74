#!/usr/bin/env python3
"""The real game, end to end: the built `catakombes`, started as a player starts it
-- an environment with only PATH, HOME and the XDG folders (plus SDL's dummy video and audio drivers: CI
has no display), from an empty working folder -- is driven by scripted input
(`--event-script`, include/cata/app/event_script.h):

  run 1 (first_game.events): new hot-seat game of Quest I, save from the game menu, end the
        Master's turn (autosave of turn 2), quit;
  run 2 (second_game.events): Continue resumes the newest save (the autosave of turn 2) and
        saves it again; Load lists the first run's manual save, which is loaded and saved again.

Checks: each run exits 0 with no error line; the saves and autosaves are in
$XDG_DATA_HOME/catakombes/saves, the settings (if any) in $XDG_CONFIG_HOME/catakombes; what each
loaded game was (by its saved actions); nothing written in the working folder, in HOME outside
the XDG folders, nor in the data folder (a hash of every file before and after).

Usage: end_to_end.py CATAKOMBES_BINARY DATA_DIR
"""
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
failures = []


def check(ok, what):
    print(("ok      " if ok else "FAILED  ") + what)
    if not ok:
        failures.append(what)
    return ok


def tree(root):
    """Every file under root -> sha256 (symlinks by target)."""
    out = {}
    root = Path(root)
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in (".git", "build")]
        for name in filenames:
            p = Path(dirpath) / name
            rel = str(p.relative_to(root))
            if p.is_symlink():
                out[rel] = "link:" + os.readlink(p)
            else:
                out[rel] = hashlib.sha256(p.read_bytes()).hexdigest()
    return out


def files_under(root):
    return sorted(str(p.relative_to(root)) for p in Path(root).rglob("*") if p.is_file())


def actions(save):
    return json.loads(Path(save).read_text())["actions"]


def run(binary, script, env, cwd):
    proc = subprocess.run([binary, "--event-script", str(script)], env=env, cwd=cwd,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=300)
    check(proc.returncode == 0, f"{script.name}: the game exits with 0 (got {proc.returncode})")
    errors = [line for line in proc.stderr.splitlines() if line.strip()]
    check(not errors, f"{script.name}: nothing on stderr " + (repr(errors[:5]) if errors else ""))
    return proc


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    binary, data = os.path.abspath(sys.argv[1]), Path(sys.argv[2]).resolve()
    # Everything the game reads from the data folder: assets/ and quests/ (and the folder's
    # own top level, where a stray file would show).
    data_before = {k: v for k, v in tree(data).items() if k.startswith(("assets/", "quests/")) or "/" not in k}

    with tempfile.TemporaryDirectory(prefix="catakombes-e2e-") as tmp:
        tmp = Path(tmp)
        home, work = tmp / "home", tmp / "work"
        xdg = {"XDG_DATA_HOME": home / "xdg-data", "XDG_CONFIG_HOME": home / "xdg-config",
               "XDG_CACHE_HOME": home / "xdg-cache", "XDG_STATE_HOME": home / "xdg-state"}
        for d in [home, work, *xdg.values()]:
            d.mkdir(parents=True, exist_ok=True)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home), "SDL_VIDEODRIVER": "dummy",
               "SDL_AUDIODRIVER": "dummy"}
        env.update({k: str(v) for k, v in xdg.items()})
        saves = xdg["XDG_DATA_HOME"] / "catakombes" / "saves"

        # ---- Run 1 ----
        run(binary, HERE / "first_game.events", env, work)
        manual = sorted(saves.glob("*.json"), key=lambda p: p.stat().st_mtime_ns)
        autos = sorted((saves / "autosave").glob("*/autosave-*.json"), key=lambda p: p.stat().st_mtime_ns)
        check(len(manual) == 1, f"run 1: one save in the XDG saves folder (found {[p.name for p in manual]})")
        check(len(autos) >= 2, f"run 1: the autosaves of turn 1 and 2 in saves/autosave/<game> (found {[p.name for p in autos]})")
        check(len({p.parent for p in autos}) == 1, "run 1: one game, one autosave folder")
        if not manual or len(autos) < 2:
            return finish(work, home, xdg, data, data_before)
        first_save = manual[0]
        first_actions = actions(first_save)
        newest_auto = autos[-1]
        check(len(first_actions) == 1, f"run 1: the save holds the heroes' end of turn ({len(first_actions)} actions)")
        check(len(actions(newest_auto)) == 2, "run 1: the newest autosave is turn 2 (both sides ended a turn)")
        check(newest_auto.stat().st_mtime_ns > first_save.stat().st_mtime_ns, "run 1: the newest save is that autosave")

        # ---- Run 2 ----
        run(binary, HERE / "second_game.events", env, work)
        manual = sorted(saves.glob("*.json"), key=lambda p: p.stat().st_mtime_ns)
        new = [p for p in manual if p != first_save]
        check(len(new) == 2, f"run 2: two more saves (found {[p.name for p in new]})")
        if len(new) == 2:
            check(actions(new[0]) == actions(newest_auto),
                  "run 2: Continue resumed the newest save, the autosave of turn 2 (its save has the same actions)")
            check(actions(new[1]) == first_actions,
                  "run 2: Load listed the first run's manual save, and loading it resumed it (same actions)")
        return finish(work, home, xdg, data, data_before)


def finish(work, home, xdg, data, data_before):
    check(files_under(work) == [], f"nothing written in the working folder (found {files_under(work)[:10]})")
    outside = [f for f in files_under(home) if not any((home / f).is_relative_to(d) for d in xdg.values())]
    check(outside == [], f"nothing written in HOME outside the XDG folders (found {outside[:10]})")
    ours = [f for f in files_under(home) if not (home / f).is_relative_to(xdg["XDG_DATA_HOME"] / "catakombes")
            and not (home / f).is_relative_to(xdg["XDG_CONFIG_HOME"] / "catakombes")]
    check(ours == [], f"every file written is in $XDG_DATA_HOME/catakombes or $XDG_CONFIG_HOME/catakombes (found {ours[:10]})")
    data_after = {k: v for k, v in tree(data).items() if k.startswith(("assets/", "quests/")) or "/" not in k}
    changed = sorted(k for k in set(data_before) | set(data_after) if data_before.get(k) != data_after.get(k))
    check(not changed, f"the data folder is unchanged (changed: {changed[:10]})")
    if failures:
        print(f"end_to_end: {len(failures)} {'check' if len(failures) == 1 else 'checks'} failed")
        return 1
    print("end_to_end: every check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
