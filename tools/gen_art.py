#!/usr/bin/env python3
"""Procedural art generator for Catakombes: Dark Reign.

Draws every tile, token, marker, die face and UI frame under assets/ with Pillow
(Debian: python3-pil). Everything is deterministic: each picture uses its own
random.Random seeded from its name, so re-running rewrites identical files.

    /usr/bin/python3 tools/gen_art.py                 # (re)write all the art under assets/
    /usr/bin/python3 tools/gen_art.py --sheet /tmp/s  # also write contact sheets /tmp/s-*.png
    /usr/bin/python3 tools/gen_art.py --only tiles    # one group: tiles tokens markers dice ui

The PNGs are checked in; the build does not run this script.
"""
import argparse
import json
import math
import os
import random
import sys
import zlib
from types import SimpleNamespace

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont, ImageOps

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
ASSETS = os.path.join(ROOT, "assets")
FONT_SERIF = os.path.join(ASSETS, "fonts", "DejaVuSerif-Bold.ttf")
FONT_SANS = os.path.join(ASSETS, "fonts", "DejaVuSans-Bold.ttf")

# ----------------------------------------------------------------------------------------
# Palette
# ----------------------------------------------------------------------------------------
MORTAR = (24, 21, 19)
FLOOR = (84, 72, 60)
WALL = (118, 110, 98)
VOID = (9, 8, 11)
BONE_HI = (244, 236, 212)
BONE_LO = (160, 144, 116)
IRON_HI = (150, 150, 156)
IRON_LO = (58, 58, 64)
WOOD_HI = (150, 100, 58)
WOOD_LO = (86, 54, 30)
BRASS_HI = (246, 206, 110)
BRASS_LO = (140, 92, 34)
INK = (14, 10, 12)


def rng(name):
    """A random generator seeded from a name: stable across runs and Python versions."""
    return random.Random(zlib.crc32(name.encode("utf-8")))


# ----------------------------------------------------------------------------------------
# Low-level helpers
# ----------------------------------------------------------------------------------------
class Pen:
    """Draws on an image in design units (scaled by `s`); `t` transposes x and y, which
    keeps the top-left light direction when a horizontal design is drawn vertically."""

    def __init__(self, img, s, t=False):
        self.d = ImageDraw.Draw(img)
        self.s = s
        self.t = t

    def p(self, x, y):
        if self.t:
            x, y = y, x
        return (x * self.s, y * self.s)

    def _box(self, x0, y0, x1, y1):
        a, b = self.p(x0, y0)
        c, d = self.p(x1, y1)
        return [min(a, c), min(b, d), max(a, c) - 1, max(b, d) - 1]

    def rect(self, x0, y0, x1, y1, f=255):
        self.d.rectangle(self._box(x0, y0, x1, y1), fill=f)

    def rrect(self, x0, y0, x1, y1, r, f=255):
        self.d.rounded_rectangle(self._box(x0, y0, x1, y1), radius=r * self.s, fill=f)

    def ell(self, cx, cy, rx, ry=None, f=255):
        ry = rx if ry is None else ry
        self.d.ellipse(self._box(cx - rx, cy - ry, cx + rx, cy + ry), fill=f)

    def poly(self, pts, f=255):
        self.d.polygon([self.p(x, y) for x, y in pts], fill=f)

    def line(self, pts, w, f=255, round_ends=True):
        q = [self.p(x, y) for x, y in pts]
        ww = max(1, int(round(w * self.s)))
        self.d.line(q, fill=f, width=ww, joint="curve")
        if round_ends:
            r = w * self.s / 2
            for (x, y) in (q[0], q[-1]):
                self.d.ellipse([x - r, y - r, x + r, y + r], fill=f)

    def ring(self, cx, cy, r0, r1, f=255):
        self.ell(cx, cy, r1, f=f)
        self.ell(cx, cy, r0, f=0)

    def text(self, cx, cy, s, size, font=FONT_SERIF, f=255):
        fnt = ImageFont.truetype(font, int(size * self.s))
        x, y = self.p(cx, cy)
        self.d.text((x, y), s, font=fnt, fill=f, anchor="mm")


def arc(cx, cy, rx, ry, a0, a1, n=24):
    """Points on an ellipse arc, angles in degrees (0 = right, 90 = down)."""
    out = []
    for i in range(n + 1):
        a = math.radians(a0 + (a1 - a0) * i / n)
        out.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
    return out


def star_pts(cx, cy, r0, r1, n=5, rot=-90):
    pts = []
    for i in range(2 * n):
        r = r1 if i % 2 == 0 else r0
        a = math.radians(rot + 180.0 * i / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def L(size, v=0):
    return Image.new("L", size, v)


def rgba(size, c=(0, 0, 0, 0)):
    return Image.new("RGBA", size, c)


def solid(size, c):
    return Image.new("RGB", size, c[:3])


def lerp(a, b, t):
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))


def scale_c(c, k):
    return tuple(max(0, min(255, int(round(v * k)))) for v in c[:3])


def vgrad(size, c0, c1, horizontal=False):
    w, h = size
    n = w if horizontal else h
    strip = Image.new("RGB", (n, 1) if horizontal else (1, n))
    strip.putdata([lerp(c0, c1, i / max(1, n - 1)) for i in range(n)])
    return strip.resize((w, h), Image.NEAREST)


def dgrad(size, c0, c1):
    """Diagonal gradient, c0 at the top-left, c1 at the bottom-right."""
    w, h = size
    small = Image.new("RGB", (32, 32))
    small.putdata([lerp(c0, c1, (x + y) / 62) for y in range(32) for x in range(32)])
    return small.resize((w, h), Image.BILINEAR)


def radial(size, c0, c1, cx=0.5, cy=0.5, r=0.5, power=1.0):
    w, h = size
    n = 64
    small = Image.new("RGB", (n, n))
    data = []
    for y in range(n):
        for x in range(n):
            d = math.hypot((x + 0.5) / n - cx, (y + 0.5) / n - cy) / r
            data.append(lerp(c0, c1, min(1.0, d) ** power))
    small.putdata(data)
    return small.resize((w, h), Image.BICUBIC)


def vnoise(w, h, cells, seed):
    """Seamless (tileable) value noise in [0, 255]."""
    r = random.Random(seed)
    cw = max(1, cells)
    ch = max(1, int(round(cells * h / w)))
    small = Image.frombytes("L", (cw, ch), bytes(r.randrange(256) for _ in range(cw * ch)))
    big = Image.new("L", (cw * 3, ch * 3))
    for i in range(3):
        for j in range(3):
            big.paste(small, (i * cw, j * ch))
    up = big.resize((w * 3, h * 3), Image.BICUBIC)
    return up.crop((w, h, 2 * w, 2 * h))


def fbm(w, h, seed, base=4, octaves=4, gain=0.55):
    acc = None
    total = 0.0
    amp = 1.0
    for o in range(octaves):
        n = vnoise(w, h, base * (2 ** o), seed * 131 + o)
        if acc is None:
            acc = n
            total = amp
        else:
            acc = Image.blend(acc, n, amp / (total + amp))
            total += amp
        amp *= gain
    return ImageOps.autocontrast(acc, cutoff=1)


def tex(size, seed, dark, light, base=4, octaves=4, contrast=1.0):
    n = fbm(size[0], size[1], seed, base, octaves)
    if contrast != 1.0:
        n = n.point(lambda v: max(0, min(255, int(128 + (v - 128) * contrast))))
    return ImageOps.colorize(n, dark, light)


def dilate(mask, r):
    if r <= 0:
        return mask
    return mask.filter(ImageFilter.GaussianBlur(r)).point(lambda v: min(255, v * 6))


def erode(mask, r):
    inv = ImageOps.invert(mask)
    return ImageOps.invert(dilate(inv, r))


def with_alpha(img, mask):
    out = img.convert("RGBA")
    out.putalpha(mask)
    return out


def mul_alpha(layer, k):
    a = layer.getchannel("A").point(lambda v: int(v * k))
    out = layer.copy()
    out.putalpha(a)
    return out


def over(dst, src, xy=(0, 0)):
    """Alpha-composites src over dst in place (dst RGBA or RGB)."""
    if dst.mode == "RGB":
        dst.paste(src, xy, src)
    else:
        dst.alpha_composite(src, xy)
    return dst


def bevel(layer, d, hi=0.55, lo=0.6, blur=None, hi_c=(255, 246, 226), lo_c=(0, 0, 0)):
    """Lights the top-left inner edges and darkens the bottom-right ones of an RGBA layer."""
    a = layer.getchannel("A")
    b = a.filter(ImageFilter.GaussianBlur(blur if blur is not None else d * 0.8))
    di = max(1, int(round(d)))
    up = ImageChops.offset(b, di, di)
    dn = ImageChops.offset(b, -di, -di)
    hm = ImageChops.multiply(ImageChops.subtract(b, up), a).point(lambda v: min(255, int(v * 2 * hi)))
    lm = ImageChops.multiply(ImageChops.subtract(b, dn), a).point(lambda v: min(255, int(v * 2 * lo)))
    rgb = layer.convert("RGB")
    rgb = Image.composite(solid(rgb.size, hi_c), rgb, hm)
    rgb = Image.composite(solid(rgb.size, lo_c), rgb, lm)
    out = rgb.convert("RGBA")
    out.putalpha(a)
    return out


def drop_shadow(mask, dx, dy, blur, alpha=0.6, color=(0, 0, 0)):
    m = ImageChops.offset(mask, int(dx), int(dy)).filter(ImageFilter.GaussianBlur(blur))
    m = m.point(lambda v: int(v * alpha))
    return with_alpha(solid(mask.size, color), m)


def glow(mask, blur, color, alpha=1.0):
    m = mask.filter(ImageFilter.GaussianBlur(blur)).point(lambda v: min(255, int(v * alpha)))
    return with_alpha(solid(mask.size, color), m)


def down(img, size):
    return img.resize(size, Image.LANCZOS)


def save(img, rel):
    path = os.path.join(ASSETS, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    img.save(path, optimize=True)
    WRITTEN.append(rel)


WRITTEN = []

# ----------------------------------------------------------------------------------------
# Tiles (64x64, drawn at 4x)
# ----------------------------------------------------------------------------------------
T = 64
S = 4
TS = T * S


def jitter_poly(r, x0, y0, x1, y1, j, ch):
    """A stone outline: a rectangle with jittered, chamfered corners."""
    def jj():
        return r.uniform(-j, j)
    pts = [
        (x0 + ch + jj(), y0 + jj() * 0.5), (x1 - ch + jj(), y0 + jj() * 0.5),
        (x1 + jj() * 0.5, y0 + ch + jj()), (x1 + jj() * 0.5, y1 - ch + jj()),
        (x1 - ch + jj(), y1 + jj() * 0.5), (x0 + ch + jj(), y1 + jj() * 0.5),
        (x0 + jj() * 0.5, y1 - ch + jj()), (x0 + jj() * 0.5, y0 + ch + jj()),
    ]
    return pts


def crack(pen, r, x, y, steps, step_len, width, f=255):
    pts = [(x, y)]
    a = r.uniform(0, 2 * math.pi)
    for _ in range(steps):
        a += r.uniform(-0.8, 0.8)
        x += math.cos(a) * step_len
        y += math.sin(a) * step_len
        pts.append((x, y))
    pen.line(pts, width, f)
    return pts


def stone_layer(name, poly, base, seed_tex, bev=1.2, cracks=1, pits=4, texc=0.9, rect=None, hi=0.45, lo=0.7):
    """One shaded stone as an RGBA layer of the tile canvas."""
    r = rng(name)
    m = L((TS, TS))
    polys = poly if isinstance(poly[0][0], (tuple, list)) else [poly]
    for pl in polys:
        Pen(m, S).poly(pl)
    poly = polys[0]
    dark = scale_c(base, 0.72)
    light = scale_c(base, 1.22)
    t = tex((TS, TS), seed_tex, dark, light, base=3, octaves=5, contrast=texc)
    layer = with_alpha(t, m)
    det = L((TS, TS))
    dp = Pen(det, S)
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    bx0, bx1, by0, by1 = min(xs), max(xs), min(ys), max(ys)
    # pits and chips
    for _ in range(pits):
        dp.ell(r.uniform(bx0 + 3, bx1 - 3), r.uniform(by0 + 3, by1 - 3), r.uniform(0.3, 0.8), f=170)
    for _ in range(cracks):
        side = r.randrange(4)
        if side == 0:
            x, y = bx0 + 1, r.uniform(by0 + 4, by1 - 4)
        elif side == 1:
            x, y = bx1 - 1, r.uniform(by0 + 4, by1 - 4)
        elif side == 2:
            x, y = r.uniform(bx0 + 4, bx1 - 4), by0 + 1
        else:
            x, y = r.uniform(bx0 + 4, bx1 - 4), by1 - 1
        crack(dp, r, x, y, r.randrange(3, 7), r.uniform(2.0, 3.5), 0.45, 210)
    det = ImageChops.multiply(det, m)
    hl = ImageChops.offset(det, S // 2 + 1, S // 2 + 1)
    rgb = layer.convert("RGB")
    rgb = Image.composite(solid(rgb.size, scale_c(base, 1.35)), rgb, hl.point(lambda v: v // 3))
    rgb = Image.composite(solid(rgb.size, scale_c(base, 0.35)), rgb, det)
    # grime in the stone's low corners
    layer = with_alpha(rgb, m)
    layer = bevel(layer, bev * S, hi=hi, lo=lo)
    return layer, m


def floor_canvas(variant):
    """Worn flagstones; variant 0..3 use different layouts."""
    r = rng("floor%d" % variant)
    img = tex((TS, TS), 900 + variant, scale_c(MORTAR, 0.7), scale_c(MORTAR, 1.6), base=8, octaves=3).convert("RGBA")
    layouts = {
        0: [(0, 0, 32, 32), (32, 0, 64, 32), (0, 32, 32, 64), (32, 32, 64, 64)],
        1: [(0, 0, 64, 26), (0, 26, 38, 64), (38, 26, 64, 64)],
        2: [(0, 0, 26, 64), (26, 0, 64, 36), (26, 36, 64, 64)],
        3: [(0, 0, 40, 40), (40, 0, 64, 40), (0, 40, 64, 64)],
    }
    g = 1.1
    for i, (x0, y0, x1, y1) in enumerate(layouts[variant]):
        poly = jitter_poly(r, x0 + g, y0 + g, x1 - g, y1 - g, 0.6, 1.6)
        k = r.uniform(0.86, 1.1)
        base = (int(FLOOR[0] * k + r.uniform(-3, 3)), int(FLOOR[1] * k), int(FLOOR[2] * k + r.uniform(-3, 3)))
        area = (x1 - x0) * (y1 - y0)
        layer, _ = stone_layer("floor%d_%d" % (variant, i), poly, base, 40 + variant * 10 + i,
                               cracks=1 + (area > 1200) + (variant == 3), pits=area // 250, bev=1.0, hi=0.3, lo=0.6)
        img.alpha_composite(layer)
    # dust settles in the joints: soft darkening along the mortar
    return img


def finish(img):
    return down(img.convert("RGB"), (T, T))


def tile_floor(v):
    return finish(floor_canvas(v))


def wall_canvas(name="wall"):
    r = rng(name)
    img = solid((TS, TS), MORTAR).convert("RGBA")
    rows = [(0, 16, [0, 32]), (16, 32, [16, 48]), (32, 48, [0, 32]), (48, 64, [16, 48])]
    g = 0.9
    for ri, (y0, y1, xs) in enumerate(rows):
        for bi, x0 in enumerate(xs):
            x1 = x0 + 32
            poly = jitter_poly(r, x0 + g, y0 + g, x1 - g, y1 - g, 0.5, 1.3)
            k = r.uniform(0.9, 1.08)
            base = scale_c(WALL, k)
            wraps = x1 > 64
            if wraps:   # the brick across the right edge continues at the left edge
                poly = [poly, [(x - 64, y) for x, y in poly]]
            layer, _ = stone_layer("%s_%d_%d" % (name, ri, bi), poly, base, 300 + ri * 10 + bi,
                                   bev=1.5, cracks=0 if wraps else int(r.random() < 0.3), pits=0 if wraps else 2, texc=0.8)
            img.alpha_composite(layer)
    # raised look: a lit top edge, a shadowed bottom edge
    top = L((TS, TS))
    tp = Pen(top, S)
    for i in range(12):
        tp.rect(0, i * 0.3, 64, i * 0.3 + 0.3, f=int(200 * (1 - i / 12) ** 0.8))
    img = Image.composite(solid((TS, TS), (246, 232, 204)), img.convert("RGB"), top).convert("RGBA")
    bot = L((TS, TS))
    bp = Pen(bot, S)
    for i in range(10):
        bp.rect(0, 64 - (i + 1) * 0.35, 64, 64 - i * 0.35, f=int(170 * (1 - i / 10)))
    img = Image.composite(solid((TS, TS), (0, 0, 0)), img.convert("RGB"), bot).convert("RGBA")
    return img


def tile_void():
    n = fbm(T, T, 77, base=4, octaves=3).point(lambda v: v // 28)
    return ImageOps.colorize(n, VOID, (22, 18, 26))


def rocks(canvas, name, n, area, size=(3, 8), color=WALL, avoid=None):
    """Scatters faceted, lit rocks over an RGBA canvas inside area (units)."""
    r = rng(name)
    x0, y0, x1, y1 = area
    placed = list(avoid or [])
    items = []
    tries = 0
    while len(items) < n and tries < 400:
        tries += 1
        rad = r.uniform(*size)
        cx = r.uniform(x0 + rad, x1 - rad)
        cy = r.uniform(y0 + rad, y1 - rad)
        if any(math.hypot(cx - px, cy - py) < (rad + pr) * 0.8 for px, py, pr in placed):
            continue
        placed.append((cx, cy, rad))
        items.append((cy, cx, rad, len(items)))
    items.sort()
    lx, ly = -0.6, -0.8                      # light direction (towards the top-left)
    for cy, cx, rad, i in items:
        k = r.randrange(5, 8)
        a0 = r.uniform(0, 6.28)
        pts = []
        for j in range(k):
            a = a0 + 2 * math.pi * (j + r.uniform(-0.25, 0.25)) / k
            rr = rad * r.uniform(0.7, 1.0)
            pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr * 0.85))
        m = mask_of(lambda p: p.poly(pts))
        canvas.alpha_composite(drop_shadow(m, 1.0 * S, 1.4 * S, 1.0 * S, 0.75))
        canvas.alpha_composite(with_alpha(solid((TS, TS), (20, 16, 14)), dilate(m, 0.35 * S)))
        base = scale_c(color, r.uniform(0.8, 1.05))
        apex = (cx - rad * r.uniform(0.1, 0.3), cy - rad * r.uniform(0.15, 0.35))
        t = tex((TS, TS), 500 + i, scale_c(base, 0.85), scale_c(base, 1.1), base=8, octaves=3)
        shade_img = solid((TS, TS), base)
        fd = ImageDraw.Draw(shade_img)
        for j in range(k):
            p0, p1 = pts[j], pts[(j + 1) % k]
            mx, my = (p0[0] + p1[0]) / 2 - apex[0], (p0[1] + p1[1]) / 2 - apex[1]
            ln = math.hypot(mx, my) or 1
            dot = (mx * lx + my * ly) / ln
            kk = 0.78 + 0.42 * dot
            fd.polygon([(apex[0] * S, apex[1] * S), (p0[0] * S, p0[1] * S), (p1[0] * S, p1[1] * S)], fill=scale_c(base, kk))
        top = [(apex[0] + (x - apex[0]) * 0.42, apex[1] + (y - apex[1]) * 0.42) for x, y in pts]
        fd.polygon([(x * S, y * S) for x, y in top], fill=scale_c(base, 1.22))
        lit = ImageChops.multiply(shade_img, t.point(lambda v: min(255, v + 90)))
        lit = Image.blend(shade_img, lit, 0.5)
        canvas.alpha_composite(bevel(with_alpha(lit, m), 0.5 * S, hi=0.4, lo=0.5))


def tile_rubble():
    img = floor_canvas(0)
    r = rng("rubble-gravel")
    g = L((TS, TS))
    gp = Pen(g, S)
    for _ in range(70):
        gp.ell(r.uniform(4, 60), r.uniform(4, 60), r.uniform(0.3, 0.9))
    img.alpha_composite(drop_shadow(g, S * 0.6, S * 0.6, S * 0.4, 0.8))
    img.alpha_composite(bevel(with_alpha(solid((TS, TS), (104, 94, 82)), g), S * 0.5))
    rocks(img, "rubble-big", 6, (4, 4, 60, 60), size=(8.5, 12.5), color=(150, 138, 118))
    rocks(img, "rubble-small", 12, (3, 3, 61, 61), size=(2.5, 5.0), color=(132, 120, 102))
    return finish(img)


def voronoi_f(w, h, pts):
    """(F1, F2) distance fields of wrapped points, as float lists."""
    f1 = [0.0] * (w * h)
    f2 = [0.0] * (w * h)
    for y in range(h):
        for x in range(w):
            a = b = 1e9
            for (px, py) in pts:
                dx = abs(x - px)
                dy = abs(y - py)
                dx = min(dx, w - dx)
                dy = min(dy, h - dy)
                d = dx * dx + dy * dy
                if d < a:
                    a, b = d, a
                elif d < b:
                    b = d
            f1[y * w + x] = math.sqrt(a)
            f2[y * w + x] = math.sqrt(b)
    return f1, f2


_LAVA_CACHE = {}


def tile_lava(frame):
    """Molten rock under a crust of plates. The plates stay put between the two frames;
    the glow of the cracks swells and shifts, so alternating frames pulses."""
    n = 128
    if "f" not in _LAVA_CACHE:
        r = rng("lava")
        pts = []
        for j in range(3):
            for i in range(3):
                pts.append(((i + 0.5 + r.uniform(-0.4, 0.4)) * n / 3, (j + 0.5 + r.uniform(-0.4, 0.4)) * n / 3))
        for _ in range(4):
            pts.append((r.uniform(0, n), r.uniform(0, n)))
        _LAVA_CACHE["f"] = voronoi_f(n, n, pts)
    f1, f2 = _LAVA_CACHE["f"]
    wid = list(fbm(n, n, 4242, base=3, octaves=2).getdata())
    pd = list(fbm(n, n, 5150 + frame * 97, base=2, octaves=2).getdata())
    heat = []
    plate = []
    for i in range(n * n):
        e = f2[i] - f1[i]                     # distance to the cell border
        width = 1.2 + 5.0 * (wid[i] / 255.0) ** 1.5
        base_v = math.exp(-(e / width) ** 1.5)
        plate.append(255 if base_v < 0.42 else 0)
        k = 0.62 + 0.6 * (pd[i] / 255.0) + (0.1 if frame else 0.0)
        w2 = width * (1.0 + 0.5 * (pd[i] / 255.0) * (1 if frame else 0.3))
        v = math.exp(-(e / w2) ** 1.5) * k
        heat.append(max(0, min(255, int(v * 255))))
    hm = Image.new("L", (n, n))
    hm.putdata(heat)
    hm = hm.resize((TS, TS), Image.BICUBIC)
    pm = Image.new("L", (n, n))
    pm.putdata(plate)
    pm = pm.resize((TS, TS), Image.BICUBIC).filter(ImageFilter.GaussianBlur(1.5))

    def ramp(v):
        t = v / 255.0
        stops = [(0.0, (40, 6, 4)), (0.3, (140, 20, 6)), (0.55, (226, 76, 10)), (0.8, (255, 160, 36)), (1.0, (255, 238, 160))]
        for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
            if t <= t1:
                return lerp(c0, c1, (t - t0) / (t1 - t0))
        return stops[-1][1]
    lut = [ramp(v) for v in range(256)]
    molten = Image.merge("RGB", [hm.point([c[k] for c in lut]) for k in range(3)])
    img = molten.convert("RGBA")
    crust = tex((TS, TS), 611, (24, 14, 12), (70, 44, 34), base=5, octaves=5)
    # the plates warm up toward their edges (and more in the brighter frame)
    warm = hm.filter(ImageFilter.GaussianBlur(3 * S)).point(lambda v: min(255, int(v * (0.8 if frame else 0.6))))
    crust = Image.composite(solid((TS, TS), (150, 36, 8)), crust, warm)
    crust = bevel(with_alpha(crust, pm), 2.0 * S, hi=0.3, lo=0.5, hi_c=(255, 150, 90))
    img.alpha_composite(crust)
    bloom = hm.point(lambda v: max(0, v - 140) * 2).filter(ImageFilter.GaussianBlur(2.5 * S))
    img.alpha_composite(with_alpha(solid((TS, TS), (255, 120, 30)), bloom.point(lambda v: v * 2 // 5)))
    return finish(img)


def object_on_floor(layers_fn, variant=0):
    img = floor_canvas(variant)
    layers_fn(img)
    return finish(img)


def add_part(canvas, mask, fill, bev=1.0, hi=0.5, lo=0.7, shadow=None):
    if shadow:
        canvas.alpha_composite(drop_shadow(mask, shadow[0] * S, shadow[1] * S, shadow[2] * S, shadow[3]))
    if isinstance(fill, tuple):
        fill = solid(mask.size, fill)
    layer = with_alpha(fill, mask)
    if bev:
        layer = bevel(layer, bev * S, hi=hi, lo=lo)
    canvas.alpha_composite(layer)


def mask_of(draw_fn, t=False, size=(TS, TS), s=S):
    m = L(size)
    draw_fn(Pen(m, s, t))
    return m


def iron_tex(seed, size=(TS, TS)):
    return tex(size, seed, (44, 42, 46), (118, 114, 118), base=6, octaves=4)


def wood_tex(seed, t=False, size=(TS, TS), lo=WOOD_LO, hi=WOOD_HI):
    """Wood grain running along x (or y when t)."""
    w, h = size
    n = vnoise(w, h, 3, seed)
    streak = vnoise(2 * w if not t else w, h if not t else 2 * h, 24, seed + 1)
    if not t:
        streak = streak.resize((w, h)).resize((6, h), Image.BILINEAR).resize((w, h), Image.BICUBIC)
    else:
        streak = streak.resize((w, h)).resize((w, 6), Image.BILINEAR).resize((w, h), Image.BICUBIC)
    g = Image.blend(ImageOps.autocontrast(streak), n, 0.3)
    return ImageOps.colorize(ImageOps.autocontrast(g), lo, hi)


def padlock(canvas, cx, cy, k=1.0, color="brass"):
    hi, lo = (BRASS_HI, BRASS_LO) if color == "brass" else (IRON_HI, IRON_LO)
    sh = mask_of(lambda p: (p.ring(cx, cy - 3.2 * k, 2.4 * k, 3.6 * k), p.rect(cx - 4 * k, cy - 3 * k, cx + 4 * k, cy + 5 * k, 0)))
    add_part(canvas, sh, IRON_HI, bev=0.5, shadow=(0.8, 1.0, 0.6, 0.7))
    body = mask_of(lambda p: p.rrect(cx - 4.6 * k, cy - 1.6 * k, cx + 4.6 * k, cy + 5.6 * k, 1.4 * k))
    add_part(canvas, body, dgrad((TS, TS), hi, lo), bev=0.8, hi=0.8, shadow=(1.0, 1.4, 0.8, 0.8))
    hole = mask_of(lambda p: (p.ell(cx, cy + 1.3 * k, 1.0 * k), p.poly([(cx - 0.6 * k, cy + 1.6 * k), (cx + 0.6 * k, cy + 1.6 * k), (cx + 0.9 * k, cy + 3.8 * k), (cx - 0.9 * k, cy + 3.8 * k)])))
    canvas.alpha_composite(with_alpha(solid((TS, TS), (24, 14, 8)), hole))


def rivet(canvas, pts, rad=0.9, color=IRON_HI):
    m = mask_of(lambda p: [p.ell(x, y, rad) for x, y in pts])
    add_part(canvas, m, color, bev=rad * 0.6, hi=0.9, lo=0.9)


def door_leaf(canvas, t, x0, y0, x1, y1, seed, bands=True, rivets=True):
    """Planks across a band from (x0,y0) to (x1,y1) in horizontal design coords."""
    leaf = mask_of(lambda p: p.rrect(x0, y0, x1, y1, 1.2), t=t)
    canvas.alpha_composite(drop_shadow(leaf, 1.4 * S, 2.0 * S, 1.4 * S, 0.8))
    wood = wood_tex(seed, t=not t)
    layer = with_alpha(wood, leaf)
    # plank joints
    joints = L((TS, TS))
    jp = Pen(joints, S, t)
    n = max(2, int(round((x1 - x0) / 7.5)))
    for i in range(1, n):
        x = x0 + (x1 - x0) * i / n
        jp.rect(x - 0.35, y0, x + 0.35, y1, f=200)
    joints = ImageChops.multiply(joints, leaf)
    rgb = Image.composite(solid((TS, TS), (34, 20, 10)), layer.convert("RGB"), joints)
    rgb = Image.composite(solid((TS, TS), (170, 120, 74)), rgb, ImageChops.offset(joints, S, S).point(lambda v: v // 4))
    layer = bevel(with_alpha(rgb, leaf), 1.0 * S, hi=0.5, lo=0.8)
    canvas.alpha_composite(layer)
    if bands:
        h = y1 - y0
        for yy in (y0 + h * 0.24, y1 - h * 0.24):
            b = mask_of(lambda p: p.rect(x0 + 0.6, yy - 1.6, x1 - 0.6, yy + 1.6), t=t)
            add_part(canvas, b, iron_tex(seed + 3), bev=0.6, hi=0.7, lo=0.8, shadow=(0.3, 0.5, 0.4, 0.6))
            if rivets:
                pts = [(x0 + 2.5 + (x1 - x0 - 5) * i / 3, yy) for i in range(4)]
                if t:
                    pts = [(y, x) for x, y in pts]
                rivet(canvas, pts, 0.7)


def jambs(canvas, t):
    for (x0, x1) in ((0, 9), (55, 64)):
        m = mask_of(lambda p: p.rect(x0, 4, x1, 60), t=t)
        canvas.alpha_composite(drop_shadow(m, 1.2 * S, 1.6 * S, 1.5 * S, 0.8))
        st = _WALL_TEX.setdefault("w", wall_canvas("jamb")).convert("RGB")
        canvas.alpha_composite(bevel(with_alpha(st, m), 1.2 * S, hi=0.4, lo=0.8))


_WALL_TEX = {}


def tile_door(state, t):
    img = floor_canvas(0 if not t else 2)
    # threshold
    th = mask_of(lambda p: p.rect(8, 25, 56, 39), t=t)
    add_part(img, th, tex((TS, TS), 71, scale_c(FLOOR, 0.85), scale_c(FLOOR, 1.2)), bev=0.8, hi=0.4, lo=0.7)
    if state in ("closed", "locked"):
        door_leaf(img, t, 8, 19, 56, 45, 81 + t)
    jambs(img, t)
    if state == "open":
        # the leaf swung open against the left jamb
        door_leaf(img, t, 9, 33, 16, 62, 85 + t, bands=False)
        for yy in (39, 56):
            b = mask_of(lambda p: p.rect(9.4, yy - 1.4, 15.6, yy + 1.4), t=t)
            add_part(img, b, iron_tex(9), bev=0.5)
        hinge = mask_of(lambda p: p.ell(12.5, 33, 2.2), t=t)
        add_part(img, hinge, IRON_LO, bev=0.6)
    else:
        hinge = mask_of(lambda p: (p.ell(9, 26, 1.8), p.ell(9, 38, 1.8)), t=t)
        add_part(img, hinge, IRON_HI, bev=0.5)
        ring = mask_of(lambda p: p.ring(44, 32, 1.6, 2.8), t=t)
        if state == "closed":
            add_part(img, ring, IRON_HI, bev=0.5, shadow=(0.5, 0.8, 0.4, 0.7))
    if state == "locked":
        if t:
            padlock(img, 32, 30, 1.35)
        else:
            padlock(img, 32, 30, 1.35)
    return finish(img)


def tile_secret_door():
    img = wall_canvas("wall")
    r = rng("secret")
    m = L((TS, TS))
    p = Pen(m, S)
    # a barely visible door outline following the joints, and faint runes
    p.line([(12, 62), (12, 14), (20, 6), (44, 6), (52, 14), (52, 62)], 0.6, f=255)
    runes = [
        [(22, 24), (22, 36), (27, 30), (22, 30)],
        [(30, 22), (34, 28), (30, 34), (34, 40)],
        [(40, 24), (44, 24), (42, 24), (42, 38), (39, 34)],
        [(26, 46), (32, 42), (38, 46), (32, 50), (26, 46)],
    ]
    for rn in runes:
        p.line(rn, 0.9, f=255)
    carve = with_alpha(solid((TS, TS), (30, 26, 24)), m.point(lambda v: int(v * 0.55)))
    img.alpha_composite(carve)
    rm = L((TS, TS))
    rp = Pen(rm, S)
    for rn in runes:
        rp.line(rn, 0.6, f=255)
    img.alpha_composite(glow(rm, 1.6 * S, (90, 170, 200), 0.45))
    img.alpha_composite(with_alpha(solid((TS, TS), (140, 210, 230)), rm.point(lambda v: int(v * 0.35))))
    return finish(img)


def tile_trap(hidden=False):
    img = floor_canvas(1 if hidden else 0)
    if hidden:
        m = L((TS, TS))
        p = Pen(m, S)
        x0, y0, x1, y1 = 10, 10, 54, 54
        dash, gap = 4.0, 3.0

        def dashes(a, b):
            (ax, ay), (bx, by) = a, b
            length = math.hypot(bx - ax, by - ay)
            s = 0.0
            while s < length:
                e = min(length, s + dash)
                p.line([(ax + (bx - ax) * s / length, ay + (by - ay) * s / length),
                        (ax + (bx - ax) * e / length, ay + (by - ay) * e / length)], 0.9, f=255)
                s = e + gap
        dashes((x0, y0), (x1, y0))
        dashes((x1, y0), (x1, y1))
        dashes((x1, y1), (x0, y1))
        dashes((x0, y1), (x0, y0))
        # a faint spike hint in the middle
        for cx, cy in ((26, 26), (38, 26), (26, 38), (38, 38)):
            p.poly([(cx, cy - 2.2), (cx + 2.2, cy), (cx, cy + 2.2), (cx - 2.2, cy)], f=150)
        img.alpha_composite(with_alpha(solid((TS, TS), (230, 120, 96)), m.point(lambda v: int(v * 0.42))))
        return finish(img)
    plate = mask_of(lambda p: p.rrect(9, 9, 55, 55, 3))
    add_part(img, plate, iron_tex(31), bev=1.4, hi=0.6, lo=0.9, shadow=(1.0, 1.4, 1.2, 0.8))
    inner = mask_of(lambda p: p.rrect(13, 13, 51, 51, 2))
    img.alpha_composite(with_alpha(solid((TS, TS), (18, 16, 18)), inner.point(lambda v: v * 3 // 4)))
    rivet(img, [(11.5, 11.5), (52.5, 11.5), (11.5, 52.5), (52.5, 52.5)], 1.0)
    # spikes: 4x4 lit pyramids
    for j in range(3):
        for i in range(3):
            cx, cy = 19.5 + i * 12.5, 19.5 + j * 12.5
            rr = 5.0
            faces = [
                ([(cx - rr, cy - rr), (cx + rr, cy - rr), (cx, cy)], (214, 212, 206)),
                ([(cx - rr, cy - rr), (cx - rr, cy + rr), (cx, cy)], (170, 168, 164)),
                ([(cx + rr, cy - rr), (cx + rr, cy + rr), (cx, cy)], (84, 80, 80)),
                ([(cx - rr, cy + rr), (cx + rr, cy + rr), (cx, cy)], (54, 50, 52)),
            ]
            sh = mask_of(lambda p: p.poly([(cx - rr, cy - rr), (cx + rr, cy - rr), (cx + rr, cy + rr), (cx - rr, cy + rr)]))
            img.alpha_composite(drop_shadow(sh, 1.0 * S, 1.3 * S, 0.8 * S, 0.7))
            for pts, c in faces:
                add_part(img, mask_of(lambda p: p.poly(pts)), c, bev=0)
            tip = mask_of(lambda p: p.ell(cx, cy, 1.0))
            add_part(img, tip, (160, 36, 28), bev=0)
    r = rng("trap-blood")
    bl = L((TS, TS))
    bp = Pen(bl, S)
    for _ in range(5):
        bp.ell(r.uniform(14, 50), r.uniform(14, 50), r.uniform(1.0, 2.6), r.uniform(0.8, 2.0))
    img.alpha_composite(with_alpha(solid((TS, TS), (110, 14, 10)), ImageChops.multiply(bl, inner).point(lambda v: v * 2 // 3)))
    return finish(img)


def tile_cell(open_=False):
    img = floor_canvas(3)
    # the cage floor is in shadow
    inside = mask_of(lambda p: p.rect(5, 5, 59, 59))
    img.alpha_composite(with_alpha(solid((TS, TS), (8, 6, 8)), inside.point(lambda v: v * (45 if open_ else 110) // 255)))
    # straw on the cage floor
    r = rng("straw")
    st = L((TS, TS))
    sp = Pen(st, S)
    for _ in range(30):
        x, y = r.uniform(10, 50), r.uniform(36, 56)
        a = r.uniform(-0.5, 0.5)
        sp.line([(x, y), (x + 5 * math.cos(a), y + 5 * math.sin(a))], 0.45)
    img.alpha_composite(with_alpha(solid((TS, TS), (150, 120, 60)), st.point(lambda v: v * 2 // 3)))
    frame = mask_of(lambda p: (p.rect(3, 3, 61, 61), p.rect(6.5, 6.5, 57.5, 57.5, 0)))
    add_part(img, frame, iron_tex(41), bev=1.0, hi=0.7, lo=0.9, shadow=(1.0, 1.4, 1.0, 0.8))
    fixed = [14.2, 49.8]
    gate_bars = [28.7, 35.3]
    bars = mask_of(lambda p: [p.rect(x - 1.2, 6, x + 1.2, 58) for x in fixed] + [p.rect(40.6, 6, 43.4, 58)])
    add_part(img, bars, iron_tex(43), bev=0.8, hi=0.8, lo=0.9, shadow=(1.6, 2.2, 1.0, 0.85))
    cross = mask_of(lambda p: [p.rect(6, y, 22, y + 2.6) for y in (20, 42)] + [p.rect(42, y, 58, y + 2.6) for y in (20, 42)])
    add_part(img, cross, iron_tex(44), bev=0.6, hi=0.7, lo=0.9, shadow=(1.0, 1.4, 0.8, 0.7))
    rivet(img, [(x, y) for x in fixed for y in (21.3, 43.3)], 0.75)
    if not open_:
        gate = mask_of(lambda p: [p.rect(x - 1.2, 6, x + 1.2, 58) for x in gate_bars] + [p.rect(20.6, 6, 23.4, 58)]
                       + [p.rect(21, y, 42, y + 2.6) for y in (20, 42)])
        add_part(img, gate, iron_tex(45), bev=0.8, hi=0.8, lo=0.9, shadow=(1.6, 2.2, 1.0, 0.85))
        rivet(img, [(x, y) for x in gate_bars for y in (21.3, 43.3)], 0.75)
        padlock(img, 42, 30.5, 1.3)
    else:
        # the gate swung out toward the viewer on its right-hand hinge: a narrow, foreshortened panel
        gate = L((TS, TS))
        gp = Pen(gate, S)
        x0, x1, d = 43, 54, 3.0
        for t_ in (0.0, 1 / 3, 2 / 3, 1.0):
            x = x0 + (x1 - x0) * t_
            gp.line([(x, 6 + d * t_), (x, 58 + d * t_)], 2.6 if t_ in (0.0, 1.0) else 2.2, round_ends=False)
        for y in (7, 21.3, 43.3, 57):
            gp.line([(x0, y), (x1, y + d)], 2.4, round_ends=False)
        add_part(img, gate, iron_tex(45), bev=0.7, hi=0.8, lo=0.9, shadow=(1.8, 2.4, 1.2, 0.85))
        sh = mask_of(lambda p: (p.ring(29, 50.5, 1.8, 3.0), p.rect(26, 51, 32, 55, 0)))
        add_part(img, sh, IRON_HI, bev=0.4)
        body = mask_of(lambda p: p.rrect(27, 51, 36, 57.5, 1.2))
        add_part(img, body, dgrad((TS, TS), BRASS_HI, BRASS_LO), bev=0.7, shadow=(0.8, 1.0, 0.6, 0.7))
    return finish(img)


def chest_body(img, locked=False, opened=False):
    x0, y0, x1, y1 = 12, 16, 52, 50
    body = mask_of(lambda p: p.rrect(x0, y0, x1, y1, 2.5))
    img.alpha_composite(drop_shadow(body, 1.8 * S, 2.6 * S, 1.8 * S, 0.85))
    if opened:
        # lid thrown back above the box, seen from its inner side
        lid = mask_of(lambda p: p.rrect(x0, 5, x1, 17, 2))
        add_part(img, lid, wood_tex(151, lo=(70, 42, 22), hi=(120, 80, 44)), bev=1.0, hi=0.4, lo=0.8, shadow=(0.8, 1.2, 1.0, 0.7))
        for xx in (x0 + 7, x1 - 7):
            add_part(img, mask_of(lambda p: p.rect(xx - 1.6, 5.4, xx + 1.6, 16.6)), iron_tex(152), bev=0.5)
        add_part(img, body, wood_tex(153), bev=1.2, hi=0.6, lo=0.8)
        cav = mask_of(lambda p: p.rrect(x0 + 3, y0 + 3, x1 - 3, y1 - 3, 1.5))
        img.alpha_composite(with_alpha(solid((TS, TS), (20, 12, 8)), cav))
        # a heap of gold coins and a few gems
        r = rng("gold")
        inner = erode(cav, 1.5 * S)
        heap = mask_of(lambda p: p.rrect(x0 + 4, y0 + 4, x1 - 4, y1 - 4, 2))
        add_part(img, ImageChops.multiply(heap, inner), dgrad((TS, TS), (190, 140, 40), (110, 70, 14)), bev=0)
        coins = []
        for _ in range(60):
            coins.append((r.uniform(y0 + 5, y1 - 4), r.uniform(x0 + 5, x1 - 5)))
        coins.sort()
        for cy, cx in coins:
            c = mask_of(lambda p: p.ell(cx, cy, 2.7, 2.2))
            c = ImageChops.multiply(c, inner)
            img.alpha_composite(with_alpha(solid((TS, TS), (70, 40, 6)), dilate(c, S * 0.4)))
            add_part(img, c, dgrad((TS, TS), (255, 236, 140), (196, 130, 30)), bev=0.5, hi=0.9, lo=0.5)
            rim_ = mask_of(lambda p: (p.ell(cx, cy, 1.7, 1.3), p.ell(cx, cy, 1.1, 0.8, f=0)))
            img.alpha_composite(with_alpha(solid((TS, TS), (170, 110, 20)), ImageChops.multiply(rim_, inner).point(lambda v: v // 2)))
        for (cx, cy, c) in ((22, 31, (220, 30, 50)), (41, 40, (60, 140, 240)), (35, 25, (60, 210, 120))):
            add_part(img, mask_of(lambda p: p.poly([(cx, cy - 2.6), (cx + 2.4, cy), (cx, cy + 2.6), (cx - 2.4, cy)])), c, bev=0.6, hi=1.0,
                     shadow=(0.4, 0.6, 0.4, 0.7))
        img.alpha_composite(glow(ImageChops.multiply(heap, inner), 2.5 * S, (255, 200, 80), 0.25))
        return
    add_part(img, body, wood_tex(154), bev=1.4, hi=0.6, lo=0.9)
    # lid seam and planks
    det = mask_of(lambda p: (p.rect(x0 + 1, 26.6, x1 - 1, 27.6), p.rect(x0 + 1, 38, x1 - 1, 38.6)))
    img.alpha_composite(with_alpha(solid((TS, TS), (30, 18, 10)), det))
    for xx in (x0 + 7, x1 - 7):
        band = mask_of(lambda p: p.rect(xx - 2, y0 - 0.2, xx + 2, y1 + 0.2))
        add_part(img, band, iron_tex(155), bev=0.6, hi=0.8, lo=0.9, shadow=(0.4, 0.6, 0.4, 0.6))
        rivet(img, [(xx, y0 + 2.5), (xx, 27), (xx, y1 - 2.5)], 0.7)
    corners = mask_of(lambda p: [p.poly(c) for c in (
        [(x0, y0 + 5), (x0, y0), (x0 + 5, y0)], [(x1 - 5, y0), (x1, y0), (x1, y0 + 5)],
        [(x0, y1 - 5), (x0, y1), (x0 + 5, y1)], [(x1 - 5, y1), (x1, y1), (x1, y1 - 5)])])
    add_part(img, corners, BRASS_LO, bev=0.5, hi=0.9)
    if locked:
        plate = mask_of(lambda p: p.rrect(26, 42, 38, 52.5, 1.2))
        add_part(img, plate, iron_tex(156), bev=0.6, shadow=(0.5, 0.7, 0.5, 0.6))
        padlock(img, 32, 46, 1.45)
    else:
        latch = mask_of(lambda p: p.rrect(29, 44, 35, 52, 1.0))
        add_part(img, latch, dgrad((TS, TS), BRASS_HI, BRASS_LO), bev=0.5, shadow=(0.4, 0.6, 0.4, 0.6))
        kh = mask_of(lambda p: (p.ell(32, 47, 0.9), p.rect(31.6, 47, 32.4, 49.6)))
        img.alpha_composite(with_alpha(solid((TS, TS), (20, 12, 6)), kh))


def tile_chest(locked=False, opened=False):
    img = floor_canvas(1)
    chest_body(img, locked, opened)
    return finish(img)


def tile_barrel():
    img = floor_canvas(2)
    cx, cy, R = 32, 32, 23
    outer = mask_of(lambda p: p.ell(cx, cy, R))
    img.alpha_composite(drop_shadow(outer, 1.8 * S, 2.6 * S, 2.0 * S, 0.85))
    add_part(img, outer, iron_tex(61), bev=1.0, hi=0.7, lo=0.9)
    staves = mask_of(lambda p: p.ell(cx, cy, R - 2.4))
    wt = wood_tex(62, t=True)
    lay = with_alpha(wt, staves)
    lines = L((TS, TS))
    lp = Pen(lines, S)
    for i in range(-3, 4):
        x = cx + i * 6.2 + 3.1
        lp.rect(x - 0.3, 0, x + 0.3, 64, f=220)
    lines = ImageChops.multiply(lines, staves)
    rgb = Image.composite(solid((TS, TS), (32, 20, 10)), lay.convert("RGB"), lines)
    lay = bevel(with_alpha(rgb, staves), 1.4 * S, hi=0.4, lo=0.6)
    img.alpha_composite(lay)
    # inner rim shading makes the lid sit lower than the hoop
    rim = mask_of(lambda p: p.ring(cx, cy, R - 4.2, R - 2.4))
    img.alpha_composite(with_alpha(solid((TS, TS), (0, 0, 0)), rim.point(lambda v: v // 3)))
    # painted potion flask on the lid
    fl = mask_of(lambda p: (p.ell(cx, cy + 4, 7.5), p.rect(cx - 2.6, cy - 9, cx + 2.6, cy - 1), p.rect(cx - 3.6, cy - 10.5, cx + 3.6, cy - 8)))
    img.alpha_composite(with_alpha(solid((TS, TS), (196, 40, 46)), fl.point(lambda v: int(v * 0.62))))
    liq = mask_of(lambda p: (p.ell(cx, cy + 4, 5.6), p.rect(cx - 8, cy - 4, cx + 8, cy + 1.5, 0)))
    img.alpha_composite(with_alpha(solid((TS, TS), (250, 130, 120)), liq.point(lambda v: int(v * 0.45))))
    bung = mask_of(lambda p: p.ell(cx + 12, cy - 12, 2.4))
    add_part(img, bung, (60, 40, 24), bev=0.6, hi=0.5, lo=0.2)
    return finish(img)


def tile_reinforcement():
    img = floor_canvas(3)
    cx, cy = 32, 32
    # a round grate over a red glow
    pit = mask_of(lambda p: p.ell(cx, cy, 13))
    glowm = ImageChops.multiply(pit, mask_of(lambda p: p.ell(cx, cy, 13)))
    img.alpha_composite(with_alpha(radial((TS, TS), (255, 80, 30), (70, 0, 0), r=0.22), glowm))
    bars = L((TS, TS))
    bp = Pen(bars, S)
    for i in range(-3, 4):
        bp.rect(cx + i * 3.6 - 0.8, cy - 14, cx + i * 3.6 + 0.8, cy + 14)
    bars = ImageChops.multiply(bars, pit)
    rimm = mask_of(lambda p: p.ring(cx, cy, 12.2, 14.6))
    bars = ImageChops.lighter(bars, rimm)
    add_part(img, bars, iron_tex(71), bev=0.6, hi=0.6, lo=0.9, shadow=(0.6, 0.8, 0.6, 0.6))
    # the sigil: a double circle with runes and a blood star
    sg = L((TS, TS))
    sp = Pen(sg, S)
    sp.ring(cx, cy, 26.2, 27.6)
    sp.ring(cx, cy, 20.6, 21.6)
    r = rng("sigil")
    for k in range(8):
        a = math.radians(k * 45 + 22.5)
        x, y = cx + 24.1 * math.cos(a), cy + 24.1 * math.sin(a)
        kind = r.randrange(3)
        if kind == 0:
            sp.line([(x - 1.2, y - 1.2), (x + 1.2, y + 1.2)], 0.6)
            sp.line([(x + 1.2, y - 1.2), (x - 1.2, y + 1.2)], 0.6)
        elif kind == 1:
            sp.line([(x, y - 1.6), (x, y + 1.6)], 0.6)
            sp.line([(x, y - 1.6), (x + 1.2, y - 0.4)], 0.6)
        else:
            sp.ring(x, y, 0.7, 1.4)
    for k in range(4):
        a = math.radians(k * 90 + 45)
        sp.poly([(cx + 15 * math.cos(a), cy + 15 * math.sin(a)), (cx + 21 * math.cos(a + 0.12), cy + 21 * math.sin(a + 0.12)),
                 (cx + 21 * math.cos(a - 0.12), cy + 21 * math.sin(a - 0.12))])
    img.alpha_composite(glow(sg, 1.8 * S, (230, 30, 20), 0.8))
    img.alpha_composite(with_alpha(solid((TS, TS), (210, 40, 30)), sg.point(lambda v: int(v * 0.85))))
    img.alpha_composite(glow(pit, 5 * S, (255, 60, 20), 0.35))
    return finish(img)


def gen_tiles():
    for v in range(4):
        save(tile_floor(v), "tiles/floor_%d.png" % v)
    save(finish(wall_canvas()), "tiles/wall.png")
    save(tile_void(), "tiles/void.png")
    save(tile_rubble(), "tiles/rubble.png")
    for f in range(2):
        save(tile_lava(f), "tiles/lava_%d.png" % f)
    save(tile_trap(), "tiles/trap.png")
    save(tile_trap(hidden=True), "tiles/hidden_trap.png")
    for state in ("closed", "open", "locked"):
        save(tile_door(state, False), "tiles/door_%s_h.png" % state)
        save(tile_door(state, True), "tiles/door_%s_v.png" % state)
    save(tile_secret_door(), "tiles/secret_door.png")
    save(tile_cell(), "tiles/cell.png")
    save(tile_cell(open_=True), "tiles/cell_open.png")
    save(tile_chest(), "tiles/chest.png")
    save(tile_chest(opened=True), "tiles/chest_open.png")
    save(tile_chest(locked=True), "tiles/chest_locked.png")
    save(tile_barrel(), "tiles/barrel.png")
    save(tile_reinforcement(), "tiles/reinforcement.png")


# ----------------------------------------------------------------------------------------
# Emblems (tokens and markers): layered masks, each filled, bevelled and outlined
# ----------------------------------------------------------------------------------------
class Emblem:
    def __init__(self, size, units):
        self.size = size
        self.s = size / units
        self.layers = []

    def layer(self, top, bottom=None, outline=INK, bev=True, glow=None, alpha=1.0, ow=1.0, hi=0.5, lo=0.55):
        m = L((self.size, self.size))
        self.layers.append(SimpleNamespace(mask=m, top=top, bottom=bottom or top, outline=outline, bev=bev,
                                           glow=glow, alpha=alpha, ow=ow, hi=hi, lo=lo))
        return Pen(m, self.s)

    def render(self, shadow=True):
        size = (self.size, self.size)
        out = rgba(size)
        if not self.layers:
            return out
        union = L(size)
        for ly in self.layers:
            union = ImageChops.lighter(union, ly.mask)
        if shadow:
            out.alpha_composite(drop_shadow(dilate(union, self.s * 1.0), self.s * 1.4, self.s * 2.0, self.s * 1.6, 0.75))
        for ly in self.layers:
            if ly.glow:
                out.alpha_composite(glow(ly.mask, self.s * ly.glow[1], ly.glow[0], ly.glow[2]))
            if ly.outline:
                out.alpha_composite(with_alpha(solid(size, ly.outline), dilate(ly.mask, self.s * 0.55 * ly.ow)))
            fill = vgrad(size, ly.top, ly.bottom)
            layer = with_alpha(fill, ly.mask)
            if ly.bev:
                layer = bevel(layer, self.s * 1.1, hi=ly.hi, lo=ly.lo)
            if ly.alpha < 1.0:
                layer = mul_alpha(layer, ly.alpha)
            out.alpha_composite(layer)
        return out


# ---- token emblems, in 128-unit design coordinates centred on (64, 64) ----------------
def skull(p, cx=64, cy=60, k=1.0, cut=0):
    """Adds a skull to mask pen p (eyes and nose cut out)."""
    p.ell(cx, cy - 4 * k, 25 * k, 23 * k)
    p.rrect(cx - 16 * k, cy + 4 * k, cx + 16 * k, cy + 27 * k, 5 * k)
    p.rrect(cx - 20 * k, cy - 2 * k, cx + 20 * k, cy + 14 * k, 7 * k)


def skull_cuts(p, cx=64, cy=60, k=1.0):
    p.ell(cx - 10 * k, cy + 1 * k, 7.5 * k, 8 * k, f=0)
    p.ell(cx + 10 * k, cy + 1 * k, 7.5 * k, 8 * k, f=0)
    p.poly([(cx, cy + 8 * k), (cx - 4 * k, cy + 16 * k), (cx + 4 * k, cy + 16 * k)], f=0)
    p.rect(cx - 13 * k, cy + 19 * k, cx + 13 * k, cy + 20.6 * k, f=0)
    for i in range(-2, 3):
        x = cx + i * 5 * k
        p.rect(x - 0.7 * k, cy + 16.5 * k, x + 0.7 * k, cy + 27 * k, f=0)
    # cheek hollows
    p.ell(cx - 21 * k, cy + 14 * k, 5 * k, 5 * k, f=0)
    p.ell(cx + 21 * k, cy + 14 * k, 5 * k, 5 * k, f=0)


def eyes_glow(E, cx, cy, k, color):
    g = E.layer(lerp(color, (255, 255, 255), 0.5), color, outline=None, bev=False, glow=(color, 3.0, 1.0))
    g.ell(cx - 10 * k, cy + 2 * k, 2.6 * k)
    g.ell(cx + 10 * k, cy + 2 * k, 2.6 * k)


def crossbone(p, x0, y0, x1, y1, w=4.5):
    p.line([(x0, y0), (x1, y1)], w)
    dx, dy = x1 - x0, y1 - y0
    n = math.hypot(dx, dy)
    nx, ny = -dy / n, dx / n
    for (x, y) in ((x0, y0), (x1, y1)):
        p.ell(x + nx * 3, y + ny * 3, 3.6)
        p.ell(x - nx * 3, y - ny * 3, 3.6)


def em_revenant(E):
    b = E.layer(BONE_HI, BONE_LO)
    crossbone(b, 30, 30, 98, 98)
    crossbone(b, 98, 30, 30, 98)
    s = E.layer(BONE_HI, BONE_LO)
    skull(s, cy=58, k=0.95)
    skull_cuts(s, cy=58, k=0.95)
    eyes_glow(E, 64, 58, 0.95, (120, 230, 120))


def sword(p, cx, top, bottom, w=6, guard=24):
    p.poly([(cx - w / 2, top + 8), (cx, top), (cx + w / 2, top + 8), (cx + w / 2, bottom - 22), (cx - w / 2, bottom - 22)])
    p.rrect(cx - guard / 2, bottom - 24, cx + guard / 2, bottom - 19, 2)
    p.rect(cx - 2.2, bottom - 20, cx + 2.2, bottom - 5)
    p.ell(cx, bottom - 4, 4)


def em_skell(E):
    sw = E.layer((226, 228, 236), (110, 114, 128))
    sword(sw, 64, 6, 124, w=9, guard=40)
    s = E.layer(BONE_HI, BONE_LO)
    skull(s, cy=66, k=0.85)
    skull_cuts(s, cy=66, k=0.85)
    c = E.layer((120, 118, 124), (44, 42, 50))
    c.rrect(42, 36, 86, 44, 2)
    for i in range(5):
        x = 46 + i * 9
        h = 16 if i == 2 else (12 if i in (1, 3) else 9)
        c.poly([(x - 3.4, 40), (x, 40 - h - 4), (x + 3.4, 40)])
    eyes_glow(E, 64, 66, 0.85, (240, 60, 40))


def em_king(E):
    s = E.layer(BONE_HI, BONE_LO)
    skull(s, cy=70, k=0.9)
    skull_cuts(s, cy=70, k=0.9)
    c = E.layer(BRASS_HI, BRASS_LO, hi=0.8)
    c.rrect(38, 40, 90, 50, 2)
    c.poly([(38, 44), (36, 18), (50, 32), (64, 10), (78, 32), (92, 18), (90, 44)])
    c.ell(36, 17, 3.2)
    c.ell(64, 9, 3.6)
    c.ell(92, 17, 3.2)
    g = E.layer((255, 110, 120), (150, 10, 30), hi=0.9)
    g.poly([(64, 37), (59, 44), (64, 50), (69, 44)])
    g2 = E.layer((140, 220, 255), (20, 90, 170), hi=0.9)
    g2.ell(47, 45, 2.6)
    g2.ell(81, 45, 2.6)
    eyes_glow(E, 64, 70, 0.9, (250, 200, 60))


def bat(p, cx, cy, k):
    """A bat with spread wings (scalloped lower edge)."""
    pts = [(cx, cy - 6 * k)]
    top = [(cx + 4 * k, cy - 10 * k), (cx + 10 * k, cy - 8 * k), (cx + 24 * k, cy - 16 * k), (cx + 40 * k, cy - 14 * k),
           (cx + 52 * k, cy - 2 * k), (cx + 54 * k, cy + 10 * k)]
    scal = [(cx + 46 * k, cy + 4 * k), (cx + 40 * k, cy + 12 * k), (cx + 32 * k, cy + 5 * k), (cx + 24 * k, cy + 15 * k),
            (cx + 17 * k, cy + 8 * k), (cx + 8 * k, cy + 16 * k)]
    right = top + scal
    left = [(2 * cx - x, y) for (x, y) in reversed(right)]
    pts = [(cx, cy + 20 * k)] + left + [(cx - 5 * k, cy - 12 * k), (cx - 6 * k, cy - 20 * k), (cx - 2 * k, cy - 13 * k),
                                         (cx + 2 * k, cy - 13 * k), (cx + 6 * k, cy - 20 * k), (cx + 5 * k, cy - 12 * k)] + right
    p.poly(pts)


def em_vampire(E):
    w = E.layer((150, 40, 56), (54, 10, 24), hi=0.6)
    bat(w, 64, 60, 1.08)
    f = E.layer((236, 226, 220), (170, 150, 150))
    f.ell(64, 62, 13, 15)
    m = E.layer((120, 10, 20), (60, 0, 10), outline=None, bev=False)
    m.poly([(52, 66), (64, 71), (76, 66), (64, 78)])
    t = E.layer((255, 255, 250), (210, 205, 196), ow=0.6)
    t.poly([(56.5, 68), (60.5, 69.6), (58.5, 83)])
    t.poly([(71.5, 68), (67.5, 69.6), (69.5, 83)])
    e = E.layer((255, 90, 80), (200, 0, 0), outline=None, bev=False, glow=((255, 20, 20), 2.5, 1.0))
    e.poly([(54, 55), (61, 57), (55, 59)])
    e.poly([(74, 55), (67, 57), (73, 59)])
    d = E.layer((230, 30, 40), (120, 0, 10), ow=0.6)
    d.ell(64, 96, 3.6)
    d.poly([(60.6, 95), (64, 87), (67.4, 95)])


def rat(p, cx, cy, k, facing=1):
    f = facing

    def X(x):
        return cx + f * x * k

    p.ell(cx, cy, 22 * k, 13 * k)
    p.ell(X(-8), cy - 1 * k, 14 * k, 13 * k)
    p.poly([(X(14), cy - 10 * k), (X(36), cy + 1 * k), (X(33), cy + 4 * k), (X(14), cy + 9 * k)])
    p.ell(X(18), cy - 11 * k, 6 * k)
    p.line([(X(-28), cy + 4 * k), (X(-38), cy + 12 * k), (X(-46), cy + 10 * k), (X(-52), cy + 2 * k), (X(-56), cy - 4 * k)], 2.6 * k)
    p.line([(X(10), cy + 10 * k), (X(14), cy + 17 * k)], 3.2 * k)
    p.line([(X(-12), cy + 10 * k), (X(-16), cy + 17 * k)], 3.6 * k)


def em_rats(E):
    a = E.layer((170, 150, 136), (88, 74, 66))
    rat(a, 70, 42, 0.7, facing=-1)
    b = E.layer((214, 196, 178), (116, 98, 86))
    rat(b, 60, 80, 1.08, facing=1)
    e = E.layer((255, 80, 60), (200, 20, 10), outline=None, bev=False, glow=((255, 30, 20), 2.0, 1.0))
    e.ell(60 + 21 * 1.08, 80 - 5 * 1.08, 2.0)
    e.ell(70 - 21 * 0.7, 42 - 5 * 0.7, 1.4)


def em_spider(E):
    g = E.layer((176, 164, 186), (88, 76, 100))
    legs = [
        [(56, 58), (40, 38), (30, 14)], [(55, 62), (32, 48), (16, 36)], [(55, 68), (30, 70), (14, 80)],
        [(57, 72), (40, 88), (30, 112)],
    ]
    for leg in legs:
        g.line(leg, 4.2)
        g.line([(128 - x, y) for x, y in leg], 4.2)
    g.ell(64, 56, 11, 10)
    g.ell(64, 84, 17, 21)
    h = E.layer((236, 40, 40), (150, 10, 10), outline=None)
    h.poly([(58, 74), (70, 74), (64, 84)])
    h.poly([(58, 94), (70, 94), (64, 84)])
    e = E.layer((255, 240, 120), (230, 120, 30), outline=None, bev=False, glow=((255, 160, 40), 2.0, 0.8))
    for x in (60, 68):
        e.ell(x, 51, 1.8)
    for x in (56.5, 71.5):
        e.ell(x, 54, 1.3)
    f = E.layer(BONE_HI, BONE_LO, ow=0.7)
    f.poly([(58, 64), (61, 64), (60, 71)])
    f.poly([(70, 64), (67, 64), (68, 71)])


def em_ghoul(E):
    h = E.layer((196, 200, 184), (96, 104, 96))
    h.ell(64, 54, 27, 32)
    h.poly([(40, 60), (26, 44), (42, 48)])
    h.poly([(88, 60), (102, 44), (86, 48)])
    h.poly([(44, 70), (52, 98), (76, 98), (84, 70)])
    h.ell(64, 92, 14, 9)
    c = E.layer((40, 30, 30), (20, 10, 10), outline=None, bev=False)
    c.poly([(44, 78), (84, 78), (74, 94), (54, 94)])
    c.ell(64, 67, 3.0, 4)
    c.poly([(42, 52), (58, 58), (52, 66), (42, 62)])
    c.poly([(86, 52), (70, 58), (76, 66), (86, 62)])
    t = E.layer((236, 226, 180), (160, 140, 90), outline=None, bev=False)
    for i in range(7):
        x = 47 + i * 5.6
        t.poly([(x - 2.4, 78), (x + 2.4, 78), (x, 85)])
    for i in range(5):
        x = 53 + i * 5.6
        t.poly([(x - 2.4, 94), (x + 2.4, 94), (x, 88)])
    e = E.layer((255, 250, 150), (240, 200, 20), outline=None, bev=False, glow=((240, 220, 40), 2.6, 1.0))
    e.ell(50, 59, 2.4)
    e.ell(78, 59, 2.4)


def flame(p, cx, base, h, w, lean=0.0):
    pts = []
    for (x, y) in [(-0.5, 0.0), (-0.52, -0.35), (-0.32, -0.62), (-0.36, -0.45), (-0.12, -0.78), (-0.05, -1.0),
                   (0.12, -0.7), (0.22, -0.82), (0.3, -0.55), (0.46, -0.66), (0.52, -0.3), (0.5, 0.0)]:
        pts.append((cx + x * w + lean * (-y) * h * 0.3, base + y * h))
    p.poly(pts)
    p.ell(cx, base - 0.05 * h, w * 0.5, h * 0.22)


def em_fire(E):
    a = E.layer((255, 120, 30), (170, 20, 0), outline=(40, 6, 0), glow=((255, 80, 0), 6, 0.8))
    flame(a, 64, 106, 96, 70)
    b = E.layer((255, 200, 60), (245, 110, 10), outline=None, bev=False)
    flame(b, 64, 102, 70, 48, lean=0.2)
    c = E.layer((255, 250, 210), (255, 220, 100), outline=None, bev=False)
    flame(c, 64, 98, 40, 28, lean=-0.2)
    e = E.layer((50, 10, 0), (20, 0, 0), outline=None, bev=False)
    e.poly([(52, 70), (60, 74), (53, 78)])
    e.poly([(76, 70), (68, 74), (75, 78)])


def em_ogre(E):
    """A stone-headed maul."""
    h = E.layer((150, 106, 66), (76, 48, 26))
    h.line([(24, 112), (76, 44)], 9)
    h.ell(24, 112, 6.5)
    w = E.layer((120, 80, 50), (60, 36, 20), bev=False)
    for t_ in (0.18, 0.3, 0.42):
        x, y = 24 + (76 - 24) * t_, 112 + (44 - 112) * t_
        w.line([(x - 5, y - 3), (x + 5, y + 3)], 2.4)
    r = E.layer((190, 184, 172), (92, 88, 84))
    r.poly([(64, 20), (94, 8), (118, 30), (120, 58), (100, 72), (72, 68), (56, 44)])
    c = E.layer((60, 56, 56), (30, 28, 30), outline=None, bev=False)
    c.line([(80, 20), (88, 36), (84, 48)], 1.6)
    c.line([(104, 46), (96, 58)], 1.4)
    b = E.layer(IRON_HI, IRON_LO)
    b.line([(66, 40), (96, 66)], 5)
    b.line([(72, 22), (60, 34)], 4)


def em_colossus(E):
    rb = E.layer(BONE_HI, BONE_LO)
    rb.rrect(60, 70, 68, 124, 3)
    for i in range(4):
        y = 80 + i * 11
        wdt = 34 - i * 4
        rb.line(arc(64, y - 10, wdt, 16, 20, 160, 16)[::-1], 4.4)
    hr = E.layer((236, 224, 196), (120, 100, 76))
    hr.poly([(36, 42), (16, 30), (6, 6), (22, 22), (42, 30)])
    hr.poly([(92, 42), (112, 30), (122, 6), (106, 22), (86, 30)])
    s = E.layer(BONE_HI, BONE_LO)
    skull(s, cy=46, k=0.92)
    skull_cuts(s, cy=46, k=0.92)
    eyes_glow(E, 64, 46, 0.92, (160, 255, 100))


def em_spectre(E):
    g = E.layer((220, 246, 250), (90, 150, 170), glow=((120, 220, 240), 6, 0.6), alpha=0.92)
    pts = arc(64, 52, 30, 34, 180, 360, 20)
    pts += [(94, 60), (100, 90), (110, 112), (96, 104), (86, 118), (76, 104), (64, 120), (52, 104), (42, 118), (32, 104),
            (18, 112), (28, 90), (34, 60)]
    g.poly(pts)
    g.line([(34, 64), (18, 80), (10, 74)], 7)
    g.line([(94, 64), (110, 80), (118, 74)], 7)
    c = E.layer((10, 30, 40), (0, 10, 20), outline=None, bev=False)
    c.ell(52, 50, 6, 9)
    c.ell(76, 50, 6, 9)
    c.ell(64, 74, 6, 10)


def em_shade(E):
    h = E.layer((120, 104, 140), (36, 28, 50), glow=((90, 60, 140), 5, 0.6))
    h.poly([(64, 8), (82, 26), (92, 56), (106, 118), (22, 118), (36, 56), (46, 26)])
    f = E.layer((6, 4, 10), (6, 4, 10), outline=None, bev=False)
    f.poly([(64, 30), (78, 46), (80, 72), (64, 82), (48, 72), (50, 46)])
    e = E.layer((220, 255, 255), (120, 220, 255), outline=None, bev=False, glow=((80, 200, 255), 2.6, 1.0))
    e.poly([(52, 54), (61, 57), (53, 60)])
    e.poly([(76, 54), (67, 57), (75, 60)])
    b = E.layer((40, 36, 50), (10, 8, 16), outline=(150, 130, 190), ow=0.5)
    b.poly([(86, 86), (112, 112), (108, 116), (82, 90)])


def em_goblin(E):
    sh = E.layer((150, 110, 70), (80, 56, 32))
    sh.line([(24, 108), (104, 28)], 4.5)
    bl = E.layer(IRON_HI, IRON_LO)
    bl.poly([(96, 24), (110, 10), (120, 20), (116, 34), (104, 36)])
    g = E.layer((150, 180, 80), (70, 96, 36))
    g.ell(64, 66, 22, 24)
    g.poly([(46, 58), (6, 40), (44, 76)])
    g.poly([(82, 58), (122, 40), (84, 76)])
    n = E.layer((140, 170, 70), (80, 100, 40))
    n.poly([(64, 62), (58, 84), (70, 84)])
    e = E.layer((255, 240, 90), (230, 170, 10), outline=(20, 14, 0), bev=False)
    e.ell(54, 60, 4.2, 3.4)
    e.ell(74, 60, 4.2, 3.4)
    m = E.layer((40, 14, 10), (40, 14, 10), outline=None, bev=False)
    m.poly([(50, 88), (78, 88), (64, 96)])
    t = E.layer((240, 230, 190), (240, 230, 190), outline=None, bev=False)
    t.poly([(56, 88), (60, 88), (58, 92)])
    t.poly([(68, 88), (72, 88), (70, 92)])


def em_bats(E):
    a = E.layer((110, 100, 120), (40, 34, 50))
    bat(a, 38, 40, 0.42)
    bat(a, 92, 50, 0.5)
    b = E.layer((150, 136, 160), (60, 50, 72))
    bat(b, 60, 84, 0.74)
    e = E.layer((255, 80, 60), (200, 20, 10), outline=None, bev=False, glow=((255, 30, 20), 1.5, 1.0))
    for (x, y, k) in ((38, 40, 0.42), (92, 50, 0.5), (60, 84, 0.74)):
        e.ell(x - 2.2 * k, y - 8 * k, 1.3 * k + 0.4)
        e.ell(x + 2.2 * k, y - 8 * k, 1.3 * k + 0.4)


def em_torgils(E):
    ax = E.layer((150, 104, 60), (80, 50, 26))
    ax.line([(22, 112), (100, 26)], 5)
    ax.line([(106, 112), (28, 26)], 5)
    bl = E.layer((226, 230, 240), (110, 120, 140))
    bl.poly([(96, 16), (120, 30), (112, 44), (100, 38), (92, 30)])
    bl.poly([(32, 16), (8, 30), (16, 44), (28, 38), (36, 30)])
    w = E.layer((176, 180, 196), (70, 74, 94))
    w.poly([(64, 30), (76, 32), (88, 14), (92, 42), (98, 56), (92, 62), (96, 72), (82, 82), (72, 100), (64, 104),
            (56, 100), (46, 82), (32, 72), (36, 62), (30, 56), (36, 42), (40, 14), (52, 32)])
    d = E.layer((40, 40, 56), (20, 20, 30), outline=None, bev=False)
    d.poly([(88, 22), (86, 40), (80, 36)])
    d.poly([(40, 22), (42, 40), (48, 36)])
    d.poly([(58, 94), (70, 94), (66, 100), (62, 100)])
    d.line([(64, 70), (64, 96)], 1.4)
    lt = E.layer((236, 238, 246), (170, 176, 196), outline=None, bev=False, alpha=0.85)
    lt.poly([(56, 66), (64, 62), (72, 66), (70, 90), (64, 94), (58, 90)])
    n = E.layer((30, 30, 40), (10, 10, 16), outline=None, bev=False)
    n.poly([(58, 92), (70, 92), (64, 98)])
    e = E.layer((255, 240, 140), (250, 170, 20), outline=(10, 10, 20), bev=False, glow=((255, 200, 40), 2.0, 0.7))
    e.poly([(46, 56), (57, 58), (50, 62)])
    e.poly([(82, 56), (71, 58), (78, 62)])


def em_esterella(E):
    m = E.layer((236, 240, 255), (150, 160, 200), glow=((160, 180, 255), 5, 0.5))
    m.ell(58, 58, 36)
    m.ell(74, 48, 32, f=0)
    lf = E.layer((150, 220, 120), (50, 130, 60))
    for (cx, cy, a, ln) in ((74, 96, -40, 22), (88, 84, -70, 18), (62, 104, -10, 16)):
        ar = math.radians(a)
        dx, dy = math.cos(ar), math.sin(ar)
        nx, ny = -dy, dx
        tip = (cx + dx * ln, cy + dy * ln)
        mid = (cx + dx * ln * 0.5, cy + dy * ln * 0.5)
        wd = ln * 0.3
        lf.poly([(cx, cy), (mid[0] + nx * wd, mid[1] + ny * wd), tip, (mid[0] - nx * wd, mid[1] - ny * wd)])
    st = E.layer((120, 90, 50), (70, 50, 26), ow=0.6)
    st.line(arc(110, 120, 60, 40, 195, 240, 8), 2.2)
    s = E.layer((255, 250, 210), (250, 210, 100), glow=((255, 230, 140), 4, 0.8))
    s.poly(star_pts(84, 40, 3.5, 10, 4, rot=-90))
    s.poly(star_pts(100, 62, 2, 6, 4, rot=-90))


def em_irf(E):
    b = E.layer((176, 124, 70), (96, 60, 30))
    pts_o = arc(108, 64, 66, 52, 128, 232, 26)
    pts_i = arc(110, 64, 62, 46, 232, 128, 26)
    b.poly(pts_o + pts_i)
    tips = [pts_o[0], pts_o[-1]]
    st = E.layer((236, 230, 210), (190, 180, 160), outline=None, bev=False)
    st.line([tips[0], (70, 64), tips[1]], 1.2)
    a = E.layer((190, 160, 110), (120, 90, 50))
    a.line([(22, 108), (98, 32)], 2.8)
    h = E.layer((226, 230, 240), (110, 120, 140))
    h.poly([(112, 18), (92, 28), (98, 34), (102, 38)])
    f = E.layer((200, 50, 40), (120, 20, 20))
    for off in (0, 7):
        x, y = 26 + off, 104 - off
        f.poly([(x, y), (x - 10, y - 2), (x - 4, y - 8), (x + 4, y - 4)])
        f.poly([(x, y), (x + 2, y + 10), (x + 8, y + 4), (x + 4, y - 4)])
    g = E.layer((90, 60, 40), (50, 30, 20))
    g.rrect(28, 56, 38, 72, 2)


def em_flavien(E):
    sw = E.layer((236, 238, 246), (120, 126, 146))
    sw.poly([(64, 4), (70, 14), (70, 96), (58, 96), (58, 14)])
    hg = E.layer(BRASS_HI, BRASS_LO)
    hg.rrect(40, 100, 88, 106, 2)
    hg.rect(61, 104, 67, 120)
    hg.ell(64, 121, 4.5)
    sh = E.layer((216, 222, 236), (96, 104, 128))
    pts = [(30, 26), (98, 26), (98, 64)] + arc(64, 64, 34, 40, 0, 90, 10)[1:] + arc(64, 64, 34, 40, 90, 180, 10)[1:]
    sh.poly(pts)
    inner = E.layer((40, 60, 130), (18, 28, 70), outline=None, bev=False)
    pts2 = [(36, 32), (92, 32), (92, 64)] + arc(64, 64, 28, 34, 0, 90, 10)[1:] + arc(64, 64, 28, 34, 90, 180, 10)[1:]
    inner.poly(pts2)
    c = E.layer((255, 220, 120), (190, 130, 40), outline=(40, 20, 0), ow=0.6)
    c.rect(59.5, 36, 68.5, 94)
    c.rect(40, 50, 88, 59)


def em_generic(E, card):
    words = [w for w in card.get("name", {}).get("en", card["id"]).replace("-", " ").split() if w[:1].isalpha()]
    skip = {"the", "of", "sir", "de", "la", "le"}
    main = [w for w in words if w.lower() not in skip] or words or [card["id"]]
    initials = "".join(w[0].upper() for w in main[:2])
    hero = card.get("formation") == "hero"
    top, bottom = ((250, 226, 160), (170, 120, 50)) if hero else ((200, 230, 170), (90, 120, 70))
    p = E.layer(top, bottom)
    p.text(64, 66, initials, 52 if len(initials) > 1 else 64)
    # a faction mark under the letters
    d = E.layer(top, bottom)
    if hero:
        d.poly(star_pts(64, 102, 3, 8, 4))
    else:
        d.poly([(64, 96), (70, 102), (64, 108), (58, 102)])


EMBLEMS = {
    "torgils": em_torgils, "esterella": em_esterella, "irf": em_irf, "flavien": em_flavien,
    "revenant": em_revenant, "skell": em_skell, "vampire": em_vampire, "king_of_the_tombs": em_king,
    "rats": em_rats, "giant_spider": em_spider, "ghoul": em_ghoul, "fire_spirit": em_fire,
    "tomb_ogre": em_ogre, "bone_colossus": em_colossus, "spectre": em_spectre, "shade": em_shade,
    "goblin_grave_robber": em_goblin, "bats": em_bats,
}


def token(card):
    """A round token: metal rim (hero gold/blue, Master green/purple), dark field, emblem."""
    fp = card.get("footprint") or [1, 1]
    cells = max(fp)
    px = 128 * cells
    SS = 4
    N = px * SS
    k = N / 128.0                         # pixels per design unit
    hero = card.get("formation") == "hero"
    leader = card.get("formation") == "master_leader"
    size = (N, N)
    out = rgba(size)
    disc = mask_of(lambda p: p.ell(64, 64, 63), size=size, s=k)
    # field
    if hero:
        field = radial(size, (44, 62, 104), (8, 12, 26), cy=0.42, r=0.55)
    else:
        field = radial(size, (58, 36, 66), (10, 8, 14), cy=0.42, r=0.55)
    grain = fbm(N // 4, N // 4, zlib.crc32(card["id"].encode()) & 0xFFFF, base=4, octaves=3).resize(size, Image.BICUBIC)
    field = Image.blend(field, ImageOps.colorize(grain, scale_c(field.getpixel((N // 2, N // 2)), 0.6), scale_c(field.getpixel((N // 2, N // 2)), 1.2)), 0.18)
    out.alpha_composite(with_alpha(field, disc))
    # faint inner pattern ring
    pr = mask_of(lambda p: p.ring(64, 64, 50.5, 51.2), size=size, s=k)
    out.alpha_composite(with_alpha(solid(size, (230, 200, 140) if hero else (170, 220, 150)), pr.point(lambda v: v // 6)))
    E = Emblem(N, 128)
    # emblem in a 128 design box; tokens bigger than 1 square scale it up
    fn = EMBLEMS.get(card["id"])
    if fn is None:
        em_generic(E, card)
    else:
        fn(E)
    emb = E.render()
    # the emblem fits inside the rim: scale it to 84% around the centre
    embs = emb.resize((int(N * 0.84), int(N * 0.84)), Image.LANCZOS)
    off = (N - embs.size[0]) // 2
    lay = rgba(size)
    lay.alpha_composite(embs, (off, off))
    lay.putalpha(ImageChops.multiply(lay.getchannel("A"), erode(disc, k * 6)))
    out.alpha_composite(lay)
    # inner vignette
    vig = mask_of(lambda p: p.ring(64, 64, 52, 58), size=size, s=k).filter(ImageFilter.GaussianBlur(k * 3))
    out.alpha_composite(with_alpha(solid(size, (0, 0, 0)), ImageChops.multiply(vig, disc).point(lambda v: v // 2)))
    # rim
    rim = mask_of(lambda p: p.ring(64, 64, 55.5, 63), size=size, s=k)
    if hero:
        metal = dgrad(size, (255, 232, 150), (120, 76, 24))
        inner_c = (70, 130, 230)
    else:
        metal = dgrad(size, (176, 210, 120), (44, 70, 34))
        inner_c = (150, 70, 190)
    out.alpha_composite(bevel(with_alpha(metal, rim), k * 1.6, hi=0.8, lo=0.8))
    band = mask_of(lambda p: p.ring(64, 64, 54.2, 56.0), size=size, s=k)
    out.alpha_composite(bevel(with_alpha(solid(size, inner_c), band), k * 0.6, hi=0.7, lo=0.5))
    studs = L(size)
    sp = Pen(studs, k)
    nst = 12 if leader else 8
    for i in range(nst):
        a = math.radians(i * 360 / nst - 90)
        sp.ell(64 + 59.3 * math.cos(a), 64 + 59.3 * math.sin(a), 1.7)
    studc = (255, 240, 200) if hero else ((250, 210, 110) if leader else (220, 200, 240))
    out.alpha_composite(bevel(with_alpha(solid(size, studc), studs), k * 0.8, hi=0.9, lo=0.9))
    outer = mask_of(lambda p: p.ring(64, 64, 62.4, 63.2), size=size, s=k)
    out.alpha_composite(with_alpha(solid(size, (10, 8, 6)), outer.point(lambda v: v * 2 // 3)))
    a = ImageChops.multiply(out.getchannel("A"), disc)
    out.putalpha(a)
    return down(out, (px, px))


def load_cards():
    cards = []
    d = os.path.join(ASSETS, "cards")
    for fn in sorted(os.listdir(d)):
        if fn.endswith(".json"):
            with open(os.path.join(d, fn), encoding="utf-8") as f:
                cards.extend(json.load(f).get("cards", []))
    return cards


def gen_tokens():
    for card in load_cards():
        save(token(card), "tokens/%s.png" % card["id"])


# ----------------------------------------------------------------------------------------
# Markers (32x32, in 32-unit design coordinates)
# ----------------------------------------------------------------------------------------
MK = 32
MS = 8


def badge(rim=(196, 150, 80)):
    N = MK * MS
    size = (N, N)
    out = rgba(size)
    disc = mask_of(lambda p: p.ell(16, 16, 15.4), size=size, s=MS)
    out.alpha_composite(with_alpha(radial(size, (46, 40, 44), (12, 10, 12), cy=0.4, r=0.5), disc.point(lambda v: v * 235 // 255)))
    ring = mask_of(lambda p: p.ring(16, 16, 14.0, 15.4), size=size, s=MS)
    out.alpha_composite(bevel(with_alpha(dgrad(size, lerp(rim, (255, 255, 255), 0.35), scale_c(rim, 0.5)), ring), MS * 0.6, hi=0.7, lo=0.7))
    return out


def marker(name, draw, rim=(196, 150, 80), with_badge=True):
    N = MK * MS
    E = Emblem(N, MK)
    draw(E)
    img = badge(rim) if with_badge else rgba((N, N))
    em = E.render()
    img.alpha_composite(em)
    return down(img, (MK, MK))


def mk_burning(E):
    a = E.layer((255, 140, 30), (190, 30, 0), outline=(40, 6, 0), ow=1.4, glow=((255, 80, 0), 2.0, 0.8))
    flame(a, 16, 27, 22, 17)
    b = E.layer((255, 240, 150), (255, 170, 40), outline=None, bev=False)
    flame(b, 16, 26, 12, 9, lean=0.2)


def mk_poisoned(E):
    a = E.layer((160, 250, 120), (30, 140, 40), ow=1.4, glow=((80, 255, 80), 1.5, 0.5))
    a.ell(16, 19.5, 7.5)
    a.poly([(9.2, 17), (16, 4), (22.8, 17)])
    h = E.layer((240, 255, 230), (200, 255, 200), outline=None, bev=False, alpha=0.8)
    h.ell(13, 18, 1.6, 2.4)


def mk_webbed(E):
    w = E.layer((240, 240, 240), (180, 180, 190), bev=False, ow=1.2)
    cx, cy = 16, 16
    for i in range(8):
        a = math.radians(i * 45 + 10)
        w.line([(cx, cy), (cx + 12 * math.cos(a), cy + 12 * math.sin(a))], 0.9)
    for rr in (4, 7.5, 11):
        pts = [(cx + rr * math.cos(math.radians(i * 45 + 10)), cy + rr * math.sin(math.radians(i * 45 + 10))) for i in range(9)]
        for j in range(8):
            x0, y0 = pts[j]
            x1, y1 = pts[j + 1]
            mx, my = (x0 + x1) / 2, (y0 + y1) / 2
            mx += (cx - mx) * 0.14
            my += (cy - my) * 0.14
            w.line([(x0, y0), (mx, my), (x1, y1)], 0.8)


def mk_stunned(E):
    s = E.layer((255, 250, 170), (240, 180, 30), ow=1.2)
    for (x, y, r) in ((10, 12, 5.2), (22, 10, 4.2), (17, 22, 5.8)):
        s.poly(star_pts(x, y, r * 0.42, r, 5))
    o = E.layer((255, 255, 255), (200, 200, 220), outline=None, bev=False, alpha=0.6)
    o.line(arc(16, 16, 12, 5, 200, 340, 16), 0.8)


def mk_down(E):
    s = E.layer((196, 200, 214), (90, 96, 116), ow=1.3)
    s.poly([(6, 6), (15, 6), (13, 12), (16, 16), (12, 28), (8, 24), (6, 16)])
    s.poly([(17.5, 6), (26, 6), (26, 16), (24, 24), (15, 28), (18.5, 16), (15.5, 12)])
    c = E.layer((220, 40, 40), (130, 10, 10), outline=None, bev=False)
    c.rect(9, 10, 12, 16)
    c.rect(20, 10, 23, 16)


def mk_waiting(E):
    f = E.layer((150, 100, 56), (80, 50, 24), ow=1.1)
    f.rrect(7, 4, 25, 7.5, 1)
    f.rrect(7, 24.5, 25, 28, 1)
    g = E.layer((210, 230, 250), (120, 150, 180), alpha=0.95)
    g.poly([(9, 7.5), (23, 7.5), (17.4, 16), (23, 24.5), (9, 24.5), (14.6, 16)])
    sd = E.layer((255, 220, 130), (220, 160, 60), outline=None, bev=False)
    sd.poly([(11.5, 9.5), (20.5, 9.5), (16, 14.5)])
    sd.poly([(16, 19), (21.5, 24), (10.5, 24)])
    sd.rect(15.5, 14, 16.5, 21)


def mk_duel(E):
    for flip in (False, True):
        b = E.layer((236, 240, 250), (120, 130, 150), ow=1.1)
        pts = [(5, 5), (8, 4.5), (22.5, 19), (19, 22.5), (4.5, 8)]
        g = [(17, 23), (23, 17), (25, 19), (19, 25)]
        h = [(22.5, 22.5), (25.5, 25.5)]
        if flip:
            pts = [(32 - x, y) for x, y in pts]
            g = [(32 - x, y) for x, y in g]
            h = [(32 - x, y) for x, y in h]
        b.poly(pts)
        gg = E.layer(BRASS_HI, BRASS_LO, ow=1.0)
        gg.poly(g)
        gg.line(h, 2.2)


def mk_carrying(E):
    b = E.layer((190, 140, 90), (110, 70, 40), ow=1.2)
    b.ell(16, 20, 9.5, 8.5)
    b.poly([(11, 13), (21, 13), (19, 8), (13, 8)])
    t = E.layer((200, 50, 40), (120, 20, 20), outline=None, bev=False)
    t.rect(11.5, 11, 20.5, 13)
    g = E.layer((160, 230, 255), (30, 110, 200), ow=1.0, glow=((120, 200, 255), 1.5, 0.6))
    g.poly([(16, 15), (21, 19), (16, 27), (11, 19)])


def mk_fear(E):
    a = E.layer((190, 120, 230), (90, 30, 130), outline=None, bev=False, alpha=0.85, glow=((170, 60, 230), 2.5, 0.9))
    a.ring(16, 16, 11, 13.2)
    s = E.layer(BONE_HI, BONE_LO, ow=1.1)
    skull(s, 16, 14.5, 0.36)
    skull_cuts(s, 16, 14.5, 0.36)


def mk_destiny(E):
    s = E.layer((255, 246, 180), (240, 170, 30), ow=1.2, glow=((255, 210, 80), 2.0, 0.7))
    s.poly(star_pts(16, 16.8, 5.2, 12.5, 5))


def gen_markers():
    save(marker("burning", mk_burning, rim=(220, 110, 40)), "markers/burning.png")
    save(marker("poisoned", mk_poisoned, rim=(90, 190, 70)), "markers/poisoned.png")
    save(marker("webbed", mk_webbed, rim=(200, 200, 210)), "markers/webbed.png")
    save(marker("stunned", mk_stunned, rim=(230, 200, 80)), "markers/stunned.png")
    save(marker("down", mk_down, rim=(180, 60, 60)), "markers/down.png")
    save(marker("waiting", mk_waiting, rim=(120, 160, 220)), "markers/waiting.png")
    save(marker("duel", mk_duel, rim=(200, 60, 50)), "markers/duel.png")
    save(marker("carrying", mk_carrying, rim=(90, 170, 230)), "markers/carrying.png")
    save(marker("fear", mk_fear, rim=(160, 80, 210)), "markers/fear.png")
    save(marker("destiny", mk_destiny, rim=(240, 200, 90)), "markers/destiny.png")
    # swarm count badge: an empty shield-shaped badge for the client to print a number on
    N = MK * MS
    E = Emblem(N, MK)
    out = rgba((N, N))
    sh = mask_of(lambda p: p.ell(16, 16, 15.4), size=(N, N), s=MS)
    out.alpha_composite(with_alpha(radial((N, N), (120, 30, 30), (50, 8, 10), cy=0.35, r=0.55), sh))
    ring = mask_of(lambda p: p.ring(16, 16, 13.6, 15.4), size=(N, N), s=MS)
    out.alpha_composite(bevel(with_alpha(dgrad((N, N), (240, 220, 170), (110, 90, 60)), ring), MS * 0.6, hi=0.7, lo=0.7))
    save(down(out, (MK, MK)), "markers/swarm_badge.png")


# ----------------------------------------------------------------------------------------
# Dice (64x64)
# ----------------------------------------------------------------------------------------
def die_base(seed):
    size = (TS, TS)
    out = rgba(size)
    body = mask_of(lambda p: p.rrect(3, 3, 61, 61, 11))
    out.alpha_composite(drop_shadow(body, 1.0 * S, 1.6 * S, 1.6 * S, 0.7))
    ivory = radial(size, (250, 242, 222), (196, 180, 148), cx=0.38, cy=0.34, r=0.75)
    ivory = Image.blend(ivory, tex(size, seed, (200, 186, 156), (250, 244, 226), base=3, octaves=4), 0.25)
    lay = bevel(with_alpha(ivory, body), 3.0 * S, hi=0.5, lo=0.55, blur=3 * S)
    out.alpha_composite(lay)
    edge = mask_of(lambda p: (p.rrect(3, 3, 61, 61, 11), p.rrect(4, 4, 60, 60, 10, f=0)))
    out.alpha_composite(with_alpha(solid(size, (120, 100, 70)), edge.point(lambda v: v // 2)))
    return out


def engrave(out, m, color=(64, 42, 30)):
    """An engraved symbol: dark groove with a lit lower-right lip."""
    lip = ImageChops.subtract(ImageChops.offset(m, int(0.8 * S), int(0.8 * S)), m)
    out.alpha_composite(with_alpha(solid(m.size, (255, 252, 240)), lip.point(lambda v: int(v * 0.8))))
    out.alpha_composite(with_alpha(solid(m.size, color), m))
    inner = ImageChops.subtract(m, ImageChops.offset(m, int(0.9 * S), int(0.9 * S)))
    out.alpha_composite(with_alpha(solid(m.size, (0, 0, 0)), inner.point(lambda v: int(v * 0.5))))


def body_parts(p, part):
    if part == "head":
        p.ell(32, 14, 6.2)
    elif part == "chest":
        p.rrect(24, 22, 40, 40, 3.5)
    elif part == "arm":
        p.line([(23, 24), (17, 33), (15, 42)], 4.8)
        p.line([(41, 24), (47, 33), (49, 42)], 4.8)
    elif part == "leg":
        p.line([(28, 40), (26, 50), (25, 58)], 5.4)
        p.line([(36, 40), (38, 50), (39, 58)], 5.4)


def die_location(part):
    out = die_base(820 + ["head", "chest", "arm", "leg"].index(part))
    for q in ("head", "chest", "arm", "leg"):
        m = mask_of(lambda p: body_parts(p, q))
        if q == part:
            engrave(out, m, (176, 28, 24))
            hl = erode(m, S * 1.2)
            out.alpha_composite(with_alpha(solid(m.size, (236, 80, 60)), hl.point(lambda v: v // 3)))
        else:
            engrave(out, m, (150, 128, 100))
    return down(out, (T, T))


def die_power(face):
    out = die_base(800 + ["blank", "I", "I*"].index(face))
    if face in ("I", "I*"):
        x = 32 if face == "I" else 28
        m = mask_of(lambda p: (p.rrect(x - 4.2, 14, x + 4.2, 50, 1.5), p.rect(x - 8, 13, x + 8, 18), p.rect(x - 8, 46, x + 8, 51)))
        engrave(out, m)
        if face == "I*":
            st = mask_of(lambda p: p.poly(star_pts(45, 19, 3.4, 8.2, 5)))
            engrave(out, st, (176, 28, 24))
    return down(out, (T, T))


def die_d6(n):
    out = die_base(830 + n)
    pos = {1: [(32, 32)], 2: [(19, 19), (45, 45)], 3: [(18, 18), (32, 32), (46, 46)],
           4: [(19, 19), (45, 19), (19, 45), (45, 45)], 5: [(18, 18), (46, 18), (32, 32), (18, 46), (46, 46)],
           6: [(19, 17), (45, 17), (19, 32), (45, 32), (19, 47), (45, 47)]}[n]
    r = 7.2 if n == 1 else 5.2
    m = mask_of(lambda p: [p.ell(x, y, r) for x, y in pos])
    engrave(out, m, (150, 24, 22) if n == 1 else (50, 32, 24))
    return down(out, (T, T))


def gen_dice():
    save(die_power("blank"), "dice/power_blank.png")
    save(die_power("I"), "dice/power_i.png")
    save(die_power("I*"), "dice/power_i_star.png")
    for part in ("head", "chest", "arm", "leg"):
        save(die_location(part), "dice/location_%s.png" % part)
    for n in range(1, 7):
        save(die_d6(n), "dice/d6_%d.png" % n)


# ----------------------------------------------------------------------------------------
# UI frames
# ----------------------------------------------------------------------------------------
def ui_panel():
    W = 48
    s = 4
    N = W * s
    size = (N, N)
    out = rgba(size)
    body = mask_of(lambda p: p.rrect(0, 0, 48, 48, 4), size=size, s=s)
    stone = Image.blend(vgrad(size, (42, 36, 38), (26, 22, 24)), tex(size, 12, (24, 20, 22), (46, 40, 42), base=4, octaves=3), 0.25)
    out.alpha_composite(with_alpha(stone, body))
    br = mask_of(lambda p: (p.rrect(2, 2, 46, 46, 3), p.rrect(4.5, 4.5, 43.5, 43.5, 1.5, f=0)), size=size, s=s)
    out.alpha_composite(bevel(with_alpha(dgrad(size, (236, 190, 110), (120, 76, 34)), br), s * 0.7, hi=0.7, lo=0.7))
    inn = mask_of(lambda p: (p.rect(4.5, 4.5, 43.5, 43.5), p.rect(5.5, 5.5, 42.5, 42.5, f=0)), size=size, s=s)
    out.alpha_composite(with_alpha(solid(size, (8, 6, 6)), inn.point(lambda v: v * 2 // 3)))
    # corner ornaments: a small diamond stud in each 16px corner
    st = mask_of(lambda p: [p.poly([(x, y - 3.2), (x + 3.2, y), (x, y + 3.2), (x - 3.2, y)]) for x in (8.5, 39.5) for y in (8.5, 39.5)], size=size, s=s)
    out.alpha_composite(drop_shadow(st, s * 0.5, s * 0.7, s * 0.5, 0.7))
    out.alpha_composite(bevel(with_alpha(dgrad(size, (255, 220, 150), (150, 96, 40)), st), s * 0.8, hi=0.8, lo=0.8))
    return down(out, (W, W))


def ui_button(state):
    W = 48
    s = 4
    N = W * s
    size = (N, N)
    out = rgba(size)
    if state == "disabled":
        top, bot, rim0, rim1, glowc = (58, 56, 56), (40, 38, 38), (120, 114, 108), (70, 66, 62), None
    elif state == "hover":
        top, bot, rim0, rim1, glowc = (96, 70, 46), (56, 38, 26), (255, 226, 140), (170, 112, 40), (255, 190, 90)
    elif state == "pressed":
        top, bot, rim0, rim1, glowc = (34, 24, 18), (58, 40, 28), (200, 150, 80), (110, 70, 30), None
    else:
        top, bot, rim0, rim1, glowc = (74, 54, 38), (40, 28, 20), (226, 180, 100), (120, 76, 30), None
    body = mask_of(lambda p: p.rrect(1, 1, 47, 47, 6), size=size, s=s)
    out.alpha_composite(with_alpha(vgrad(size, top, bot), body))
    grain = tex(size, 21, (0, 0, 0), (255, 255, 255), base=6, octaves=3)
    out.alpha_composite(with_alpha(grain, body.point(lambda v: v // 14)))
    br = mask_of(lambda p: (p.rrect(1, 1, 47, 47, 6), p.rrect(3.2, 3.2, 44.8, 44.8, 4.5, f=0)), size=size, s=s)
    out.alpha_composite(bevel(with_alpha(dgrad(size, rim0, rim1), br), s * 0.6, hi=0.6, lo=0.6))
    if state != "pressed":
        hl = mask_of(lambda p: p.rrect(5, 4.5, 43, 6, 0.7), size=size, s=s)
        out.alpha_composite(with_alpha(solid(size, (255, 240, 210)), hl.point(lambda v: v // (5 if state != "disabled" else 10))))
    else:
        sh = mask_of(lambda p: p.rrect(3.5, 3.5, 44.5, 9, 3), size=size, s=s).filter(ImageFilter.GaussianBlur(s * 1.5))
        out.alpha_composite(with_alpha(solid(size, (0, 0, 0)), ImageChops.multiply(sh, body).point(lambda v: v // 2)))
    if glowc:
        gl = mask_of(lambda p: (p.rrect(3.2, 3.2, 44.8, 44.8, 4.5), p.rrect(6, 6, 42, 42, 3, f=0)), size=size, s=s).filter(ImageFilter.GaussianBlur(s * 1.2))
        out.alpha_composite(with_alpha(solid(size, glowc), ImageChops.multiply(gl, body).point(lambda v: v // 3)))
    return down(out, (W, W))


def ui_card():
    W, H = 320, 448
    s = 2
    size = (W * s, H * s)
    out = rgba(size)
    body = mask_of(lambda p: p.rrect(0, 0, W, H, 12), size=size, s=s)
    parch = tex(size, 31, (196, 166, 116), (236, 216, 172), base=3, octaves=5)
    fib = tex(size, 32, (0, 0, 0), (255, 255, 255), base=40, octaves=2)
    parch = Image.blend(parch, ImageOps.colorize(fib.convert("L"), (200, 172, 124), (232, 210, 166)), 0.15)
    out.alpha_composite(with_alpha(parch, body))
    r = rng("stains")
    st = L(size)
    sp = Pen(st, s)
    for _ in range(7):
        sp.ring(r.uniform(30, W - 30), r.uniform(30, H - 30), r.uniform(8, 26), r.uniform(27, 34), f=60)
    st = st.filter(ImageFilter.GaussianBlur(s * 3))
    out.alpha_composite(with_alpha(solid(size, (150, 110, 60)), st.point(lambda v: v // 3)))
    # burnt, darkened edges (irregular)
    edge = ImageOps.invert(mask_of(lambda p: p.rrect(10, 10, W - 10, H - 10, 10), size=size, s=s)).filter(ImageFilter.GaussianBlur(s * 14))
    nz = fbm(W * s, H * s, 33, base=6, octaves=4)
    edge = ImageChops.multiply(edge, nz.point(lambda v: min(255, 80 + v)))
    out.alpha_composite(with_alpha(solid(size, (80, 46, 18)), ImageChops.multiply(edge.point(lambda v: min(255, int(v * 1.5))), body)))
    # ink border, double, with corner lozenges
    ink = (70, 40, 22)
    b = mask_of(lambda p: (p.rect(14, 14, W - 14, H - 14), p.rect(15.5, 15.5, W - 15.5, H - 15.5, f=0),
                           p.rect(19, 19, W - 19, H - 19), p.rect(19.8, 19.8, W - 19.8, H - 19.8, f=0)), size=size, s=s)
    orn = mask_of(lambda p: [p.poly([(x, y - 7), (x + 7, y), (x, y + 7), (x - 7, y)]) for x in (17, W - 17) for y in (17, H - 17)], size=size, s=s)
    orn_hole = mask_of(lambda p: [p.poly([(x, y - 3.5), (x + 3.5, y), (x, y + 3.5), (x - 3.5, y)]) for x in (17, W - 17) for y in (17, H - 17)], size=size, s=s)
    b = ImageChops.lighter(b, ImageChops.subtract(orn, orn_hole))
    clear = mask_of(lambda p: [p.poly([(x, y - 3.5), (x + 3.5, y), (x, y + 3.5), (x - 3.5, y)]) for x in (17, W - 17) for y in (17, H - 17)], size=size, s=s)
    b = ImageChops.subtract(b, clear)
    out.alpha_composite(with_alpha(solid(size, ink), b.point(lambda v: v * 200 // 255)))
    # a small flourish at the middle of the top and bottom borders
    fl = mask_of(lambda p: [p.poly([(W / 2 - 16, y), (W / 2, y - 3), (W / 2 + 16, y), (W / 2, y + 3)]) for y in (14.8, H - 14.8)], size=size, s=s)
    out.alpha_composite(with_alpha(solid(size, ink), fl.point(lambda v: v * 200 // 255)))
    a = ImageChops.multiply(out.getchannel("A"), body)
    out.putalpha(a)
    return down(out, (W, H))


def gen_ui():
    save(ui_panel(), "ui/frames/panel.png")
    for st in ("normal", "hover", "pressed", "disabled"):
        save(ui_button(st), "ui/frames/button_%s.png" % st)
    save(ui_card(), "ui/frames/card_background.png")


# ----------------------------------------------------------------------------------------
# Contact sheets (review only; never written under assets/)
# ----------------------------------------------------------------------------------------
ROOM = [
    "                  ",
    " ################ ",
    " #......#..R....# ",
    " #.^....+.......# ",
    " #......#...o.$.# ",
    " ##'#####..%%...# ",
    " #......L...~~..# ",
    " #..;...#...~~..# ",
    " #......S.......# ",
    " #..C#c.#..&..o.# ",
    " ################ ",
    "                  ",
]


def nine_slice(img, w, h, c=16):
    W, H = img.size
    out = rgba((w, h))
    xs = [(0, c, 0, c), (c, W - c, c, w - c), (W - c, W, w - c, w)]
    ys = [(0, c, 0, c), (c, H - c, c, h - c), (H - c, H, h - c, h)]
    for sx0, sx1, dx0, dx1 in xs:
        for sy0, sy1, dy0, dy1 in ys:
            part = img.crop((sx0, sy0, sx1, sy1)).resize((dx1 - dx0, dy1 - dy0), Image.BILINEAR)
            out.alpha_composite(part, (dx0, dy0))
    return out


def load(rel):
    return Image.open(os.path.join(ASSETS, rel)).convert("RGBA")


def sheets(prefix):
    names = {".": None, "#": "wall", " ": "void", "%": "rubble", "~": "lava", "^": "trap", ";": "hidden_trap",
             "+": "door_closed", "'": "door_open", "L": "door_locked", "S": "secret_door", "C": "cell",
             "c": "cell_open", "$": "chest", "&": "chest_locked", "o": "barrel", "R": "reinforcement"}
    rows, cols = len(ROOM), len(ROOM[0])
    room = rgba((cols * T, rows * T), (0, 0, 0, 255))

    def wallish(x, y):
        return 0 <= y < rows and 0 <= x < cols and ROOM[y][x] in "#"
    for y in range(rows):
        for x in range(cols):
            ch = ROOM[y][x]
            n = names[ch]
            if n is None:
                n = "floor_%d" % ((x * 7 + y * 13 + x * y) % 4)
            elif n == "lava":
                n = "lava_0"
            elif n.startswith("door"):
                n += "_v" if wallish(x, y - 1) and wallish(x, y + 1) else "_h"
            room.alpha_composite(load("tiles/%s.png" % n), (x * T, y * T))
    place = [("torgils", 3, 2), ("esterella", 4, 3), ("irf", 2, 4), ("flavien", 5, 2), ("revenant", 10, 3),
             ("skell", 14, 2), ("vampire", 9, 7), ("king_of_the_tombs", 14, 7), ("rats", 5, 6), ("giant_spider", 2, 6),
             ("ghoul", 9, 4), ("fire_spirit", 13, 5), ("tomb_ogre", 4, 8), ("spectre", 6, 8), ("shade", 10, 9),
             ("goblin_grave_robber", 12, 9), ("bats", 6, 7)]
    for cid, x, y in place:
        p = os.path.join(ASSETS, "tokens/%s.png" % cid)
        if os.path.exists(p):
            room.alpha_composite(down(load("tokens/%s.png" % cid), (60, 60)), (x * T + 2, y * T + 2))
    room.alpha_composite(down(load("tokens/bone_colossus.png"), (124, 124)), (11 * T + 2, 6 * T + 2 - 64))
    mk = [("burning", "torgils"), ("poisoned", "esterella"), ("destiny", "irf"), ("duel", "flavien"),
          ("webbed", "rats"), ("fear", "revenant")]
    for m, cid in mk:
        for c, x, y in place:
            if c == cid:
                room.alpha_composite(load("markers/%s.png" % m), (x * T + 36, y * T + 34))
    room.save(prefix + "-room.png")

    # parts sheet
    font = ImageFont.truetype(FONT_SANS, 11)
    tiles = sorted(f for f in os.listdir(os.path.join(ASSETS, "tiles")) if f.endswith(".png"))
    sheet = rgba((1400, 1420), (40, 38, 42, 255))
    d = ImageDraw.Draw(sheet)
    x, y = 10, 10
    for f in tiles:
        sheet.alpha_composite(load("tiles/" + f), (x, y))
        d.text((x, y + 66), f[:-4], font=font, fill=(220, 220, 220))
        x += 100
        if x > 1300:
            x, y = 10, y + 90
    y += 100
    x = 10
    toks = sorted(f for f in os.listdir(os.path.join(ASSETS, "tokens")) if f.endswith(".png"))
    for f in toks:
        im = load("tokens/" + f)
        if im.size[0] > 128:
            im = down(im, (128, 128))
        sheet.alpha_composite(im, (x, y))
        d.text((x, y + 130), f[:-4], font=font, fill=(220, 220, 220))
        x += 138
        if x > 1300:
            x, y = 10, y + 150
    y += 160
    x = 10
    for f in sorted(os.listdir(os.path.join(ASSETS, "markers"))):
        im = load("markers/" + f)
        sheet.alpha_composite(im, (x, y))
        sheet.alpha_composite(im.resize((64, 64), Image.LANCZOS), (x + 36, y))
        d.text((x, y + 68), f[:-4], font=font, fill=(220, 220, 220))
        x += 110
    y += 90
    x = 10
    for f in sorted(os.listdir(os.path.join(ASSETS, "dice"))):
        sheet.alpha_composite(load("dice/" + f), (x, y))
        d.text((x, y + 66), f[:-4], font=font, fill=(220, 220, 220))
        x += 90
    y += 90
    x = 10
    sheet.alpha_composite(nine_slice(load("ui/frames/panel.png"), 300, 180), (x, y))
    bx = x + 320
    for i, st in enumerate(("normal", "hover", "pressed", "disabled")):
        b = nine_slice(load("ui/frames/button_%s.png" % st), 180, 40)
        sheet.alpha_composite(b, (bx, y + i * 46))
        d.text((bx + 90, y + i * 46 + 20), st.capitalize(), font=ImageFont.truetype(FONT_SERIF, 16), fill=(240, 226, 200) if st != "disabled" else (150, 146, 140), anchor="mm")
    sheet.alpha_composite(load("ui/frames/card_background.png"), (bx + 200, y))
    sheet.alpha_composite(load("tokens/vampire.png"), (bx + 296, y + 40))
    sheet.save(prefix + "-parts.png")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", choices=["tiles", "tokens", "markers", "dice", "ui"], action="append")
    ap.add_argument("--sheet", metavar="PREFIX", help="also write contact sheets PREFIX-room.png and PREFIX-parts.png")
    ap.add_argument("--sheet-only", action="store_true", help="only write the contact sheets")
    a = ap.parse_args()
    groups = a.only or ["tiles", "tokens", "markers", "dice", "ui"]
    if not a.sheet_only:
        for g in groups:
            {"tiles": gen_tiles, "tokens": gen_tokens, "markers": gen_markers, "dice": gen_dice, "ui": gen_ui}[g]()
        for rel in WRITTEN:
            print(rel)
    if a.sheet:
        sheets(a.sheet)
        print("sheets: %s-room.png %s-parts.png" % (a.sheet, a.sheet))


if __name__ == "__main__":
    main()
