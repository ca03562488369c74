#!/usr/bin/env python3
"""The desktop icons (dist/icons/hicolor/NxN/apps/catakombes.png), from the King of the tombs'
token (assets/tokens/king_of_the_tombs.png, drawn by tools/gen_art.py) at the usual sizes.

    /usr/bin/python3 tools/gen_icons.py

Needs Pillow (Debian: python3-pil). Deterministic: re-running rewrites identical files. The
PNGs are checked in; the build installs them and does not run this script.
"""
import os

from PIL import Image

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
SOURCE = os.path.join(ROOT, "assets", "tokens", "king_of_the_tombs.png")
SIZES = (16, 24, 32, 48, 64, 128, 256)


def main():
    token = Image.open(SOURCE).convert("RGBA")
    for size in SIZES:
        icon = token if size == token.width else token.resize((size, size), Image.LANCZOS)
        folder = os.path.join(ROOT, "dist", "icons", "hicolor", f"{size}x{size}", "apps")
        os.makedirs(folder, exist_ok=True)
        icon.save(os.path.join(folder, "catakombes.png"), optimize=True)


if __name__ == "__main__":
    main()
