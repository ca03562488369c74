#!/usr/bin/env python3
"""Procedural sound generator for Catakombes: Dark Reign.

Synthesises every sound effect and the two ambient loops under assets/sounds/ with numpy
(Debian: python3-numpy) and encodes them to OGG Vorbis with oggenc (Debian: vorbis-tools),
which also decodes them back (oggdec) for the checks. Everything is deterministic: each sound
uses its own numpy generator seeded from its name, and oggenc is given a fixed stream serial,
so re-running rewrites identical files.

    /usr/bin/python3 tools/gen_sounds.py                # (re)write all the sounds
    /usr/bin/python3 tools/gen_sounds.py --only hit     # the sounds whose name starts so
    /usr/bin/python3 tools/gen_sounds.py --wav /tmp/s   # also keep the WAVs in /tmp/s

Nobody can listen here, so every file is checked by its properties after it is encoded and
decoded again (check()): its length (effects under one second, loops 15 to 30 s), its peak
under 0 dBFS with no clipped run, no DC offset, sound at its start, and for the loops a seam
that matches (the last samples run on into the first ones as any two neighbours do, and the
loudness at both ends agrees). A failed check stops the script with the reason.

The OGG files are checked in; the build does not run this script.
"""
import argparse
import io
import os
import shutil
import subprocess
import sys
import tempfile
import wave
import zlib

import numpy as np

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUT = os.path.join(ROOT, "assets", "sounds")
SR = 22050  # mono, 22.05 kHz: enough for dark effects, small files

EFFECT_PEAK_DB = -3.0   # an ordinary effect's peak before encoding
LOUD_PEAK_DB = -1.0     # the critical hit, death, a door broken down: louder
QUIET_PEAK_DB = -9.0    # steps, UI clicks: under everything else
LOOP_PEAK_DB = -6.0


def rng(name):
    """A numpy generator seeded from a name: stable across runs."""
    return np.random.default_rng(zlib.crc32(name.encode("utf-8")))


# ----------------------------------------------------------------------------------------
# Building blocks (all arrays of float64 samples in [-1, 1] at SR)
# ----------------------------------------------------------------------------------------
def n_of(seconds):
    return int(round(seconds * SR))


def times(n):
    return np.arange(n) / SR


def silence(seconds):
    return np.zeros(n_of(seconds))


def shape(x, lo=None, hi=None, circular=False, slope=None):
    """Band-limits x in the frequency domain with soft edges (half-cosine over an octave).
    Not circular: x is padded so that nothing wraps from its end to its start. `slope`:
    an extra tilt in dB per octave above 100 Hz (negative: darker)."""
    n = len(x)
    pad = 0 if circular else n
    spec = np.fft.rfft(np.concatenate([x, np.zeros(pad)]))
    f = np.fft.rfftfreq(n + pad, 1.0 / SR)
    gain = np.ones_like(f)
    with np.errstate(divide="ignore", invalid="ignore"):
        if lo is not None:
            r = np.clip(np.log2(np.maximum(f, 1e-9) / lo) + 1.0, 0.0, 1.0)  # an octave below lo: 0
            gain *= 0.5 - 0.5 * np.cos(np.pi * r)
        if hi is not None:
            r = np.clip(np.log2(np.maximum(f, 1e-9) / hi), 0.0, 1.0)  # an octave above hi: 0
            gain *= 0.5 + 0.5 * np.cos(np.pi * r)
        if slope is not None:
            gain *= np.power(10.0, slope * np.log2(np.maximum(f, 100.0) / 100.0) / 20.0)
    gain[0] = 0.0  # no DC
    return np.fft.irfft(spec * gain, n + pad)[:n]


def noise(r, seconds):
    return r.standard_normal(n_of(seconds))


def env_exp(n, decay, attack=0.002):
    """An attack of `attack` seconds then an exponential decay (time constant `decay`)."""
    t = times(n)
    a = np.clip(t / max(attack, 1e-4), 0.0, 1.0)
    return a * np.exp(-np.maximum(t - attack, 0.0) / decay)


def fade(x, fade_in=0.002, fade_out=0.02):
    x = x.copy()
    i, o = n_of(fade_in), n_of(fade_out)
    if i > 0:
        x[:i] *= np.linspace(0.0, 1.0, i)
    if o > 0:
        x[-o:] *= np.linspace(1.0, 0.0, o) ** 2
    return x


def mix(length, *parts):
    """Sums (offset seconds, samples) parts into a buffer of `length` seconds."""
    out = np.zeros(n_of(length))
    for at, part in parts:
        i = n_of(at)
        j = min(len(out), i + len(part))
        if j > i:
            out[i:j] += part[: j - i]
    return out


def sine(freq, seconds, phase=0.0):
    """A sine whose frequency may be an array (a glide) the length of the result."""
    n = n_of(seconds)
    f = np.broadcast_to(np.asarray(freq, dtype=float), (n,))
    return np.sin(phase + 2.0 * np.pi * np.cumsum(f) / SR)


def glide(f0, f1, seconds, curve=1.0):
    """Frequencies from f0 to f1 (exponential), `curve` > 1 bends late."""
    n = n_of(seconds)
    u = np.linspace(0.0, 1.0, n) ** curve
    return f0 * (f1 / f0) ** u


def modal(r, freqs, decays, amps, seconds, jitter=0.0):
    """Damped sines: the modes of a struck object (wood, iron, bone)."""
    n = n_of(seconds)
    out = np.zeros(n)
    for f, d, a in zip(freqs, decays, amps):
        f = f * (1.0 + jitter * r.uniform(-1.0, 1.0))
        out += a * sine(f, seconds, r.uniform(0, 2 * np.pi)) * env_exp(n, d, 0.0005)
    return out


def thump(r, freq, seconds, decay, drop=0.5):
    """A soft low impact: a sine whose pitch falls, with a little low noise."""
    n = n_of(seconds)
    body = sine(glide(freq, freq * drop, seconds, 0.4), seconds) * env_exp(n, decay, 0.001)
    grit = shape(noise(r, seconds), 40, freq * 3) * env_exp(n, decay * 0.5, 0.001) * 0.5
    return body + grit


def burst(r, seconds, lo, hi, decay, attack=0.001):
    n = n_of(seconds)
    return shape(noise(r, seconds), lo, hi) * env_exp(n, decay, attack)


def clicks(r, seconds, count, lo, hi, spread, decay=0.004, start=0.0, fall=1.0):
    """`count` tiny clicks at random times over `spread` seconds (gravel, crackles)."""
    out = np.zeros(n_of(seconds))
    for k in range(count):
        at = start + r.uniform(0.0, spread)
        amp = r.uniform(0.3, 1.0) * (fall ** k)
        c = burst(r, 0.03, lo, hi, decay * r.uniform(0.6, 1.4)) * amp
        i = n_of(at)
        j = min(len(out), i + len(c))
        if j > i:
            out[i:j] += c[: j - i]
    return out


def echo(x, delay, gain, count=3):
    out = x.copy()
    for k in range(1, count + 1):
        d = n_of(delay * k)
        if d < len(x):
            out[d:] += x[: len(x) - d] * gain ** k
    return out


def room(r, x, seconds=0.35, amount=0.25, circular=False):
    """A short dark reverb: convolution with decaying filtered noise (circular for loops)."""
    ir_n = n_of(seconds)
    ir = shape(r.standard_normal(ir_n), 80, 2500) * env_exp(ir_n, seconds / 5, 0.004)
    ir /= np.sqrt(np.sum(ir ** 2)) + 1e-12
    if circular:
        n = len(x)
        irp = np.zeros(n)
        irp[:ir_n] = ir
        wet = np.fft.irfft(np.fft.rfft(x) * np.fft.rfft(irp), n)
    else:
        wet = np.convolve(x, ir)[: len(x)]
    return x + amount * wet


def normalize(x, peak_db):
    peak = np.max(np.abs(x))
    return x * (10 ** (peak_db / 20.0) / peak) if peak > 0 else x


# ----------------------------------------------------------------------------------------
# Effects. Each function takes its generator and returns (samples, peak in dBFS).
# ----------------------------------------------------------------------------------------
def step_stone(r):
    """A boot on flagstones: heel then toe, a little scuff, a dry room."""
    heel = thump(r, 95, 0.12, 0.025) * 0.8 + burst(r, 0.12, 500, 3500, 0.018) * 0.6
    toe = thump(r, 120, 0.1, 0.018) * 0.4 + burst(r, 0.1, 900, 4500, 0.012) * 0.35
    scuff = burst(r, 0.12, 1500, 6000, 0.03, attack=0.02) * 0.15
    x = mix(0.28, (0.0, heel), (0.045 + r.uniform(0, 0.02), toe), (0.02, scuff))
    return room(r, x, 0.2, 0.2), QUIET_PEAK_DB


def step_rubble(r):
    """A foot on loose stones: a dull thump under a spray of small knocks."""
    base = thump(r, 80, 0.15, 0.03) * 0.6
    grit = clicks(r, 0.36, 26, 800, 5000, 0.16, 0.005, start=0.005, fall=0.96)
    roll = clicks(r, 0.36, 6, 300, 1500, 0.22, 0.012, start=0.05) * 0.6
    x = mix(0.36, (0.0, base), (0.0, grit * 0.5), (0.0, roll))
    return room(r, x, 0.2, 0.2), QUIET_PEAK_DB


def step_wood(r):
    """A step on a door's threshold or planks: a hollow knock."""
    knock = modal(r, [170, 395, 720, 1180], [0.05, 0.035, 0.02, 0.012], [1.0, 0.6, 0.35, 0.2], 0.3, jitter=0.03)
    x = mix(0.3, (0.0, knock * 0.6 + thump(r, 90, 0.3, 0.03) * 0.5), (0.0, burst(r, 0.1, 700, 4000, 0.01) * 0.3))
    return room(r, x, 0.2, 0.2), QUIET_PEAK_DB


def step_metal(r):
    """A step on an iron grate or a cell's bars: a dull clank that rings a little."""
    ring = modal(r, [520, 1310, 2270, 3400], [0.12, 0.08, 0.05, 0.03], [1.0, 0.5, 0.35, 0.2], 0.4, jitter=0.02)
    x = mix(0.4, (0.0, thump(r, 100, 0.2, 0.03) * 0.6), (0.0, ring * 0.35), (0.0, burst(r, 0.08, 1000, 5000, 0.008) * 0.3))
    return room(r, x, 0.25, 0.2), QUIET_PEAK_DB


def jump_land(r):
    """Landing after a jump: a heavy thump and a scrape of gravel."""
    x = mix(0.45, (0.0, burst(r, 0.2, 300, 1500, 0.05, attack=0.05) * 0.3),
            (0.09, thump(r, 70, 0.3, 0.06) * 1.0), (0.09, clicks(r, 0.3, 14, 900, 5000, 0.12, 0.005) * 0.4))
    return room(r, x, 0.25, 0.2), -6.0


def dice_roll(r):
    """Bone dice shaken and thrown on a wooden table: a dozen knocks that slow and fade."""
    x = np.zeros(n_of(0.75))
    # the shake in the hand
    for k in range(5):
        c = modal(r, [2600, 3900, 5200], [0.006, 0.004, 0.003], [1, 0.6, 0.4], 0.03, jitter=0.1) * r.uniform(0.15, 0.3)
        i = n_of(0.012 + 0.035 * k + r.uniform(0, 0.01))
        x[i:i + len(c)] += c
    # the throw: bounces with shrinking gaps, on the table (a low knock under each)
    at, gap, amp = 0.2, 0.09, 1.0
    for k in range(11):
        c = modal(r, [1900, 3100, 4300, 250], [0.012, 0.008, 0.005, 0.02], [1, 0.7, 0.4, 0.5], 0.08, jitter=0.12)
        i = n_of(at)
        j = min(len(x), i + len(c))
        x[i:j] += c[: j - i] * amp
        at += gap * r.uniform(0.7, 1.2)
        gap *= 0.8
        amp *= 0.8
        if at > 0.68:
            break
    return room(r, fade(x, 0.001, 0.04), 0.25, 0.3), -4.0


def impact(r, body_hz, crack_lo, crack_hi, body_decay, crack_decay, crack_amp, seconds=0.4, swish=True):
    """A blow landing: an optional swish, the body's thump and a crack."""
    parts = []
    if swish:
        sw = shape(noise(r, 0.09), 600, 3000) * np.hanning(n_of(0.09)) * 0.25
        parts.append((0.0, sw))
    hit_at = 0.06 if swish else 0.0
    parts.append((hit_at, thump(r, body_hz, seconds, body_decay)))
    parts.append((hit_at, burst(r, seconds, crack_lo, crack_hi, crack_decay) * crack_amp))
    return room(r, mix(seconds, *parts), 0.25, 0.2)


def hit_head(r):
    """A blow to the head: a hard, bony crack over a short knock."""
    bone = modal(r, [880, 1650, 2480], [0.03, 0.02, 0.012], [1, 0.6, 0.4], 0.4, jitter=0.05)
    return impact(r, 160, 1500, 6000, 0.04, 0.015, 0.9) + mix(0.4, (0.06, bone * 0.5)), EFFECT_PEAK_DB


def hit_chest(r):
    """A blow to the chest: a deep, wide thud."""
    return impact(r, 75, 300, 2000, 0.09, 0.03, 0.5), EFFECT_PEAK_DB


def hit_arm(r):
    """A blow to an arm: a quicker, higher slap."""
    return impact(r, 210, 800, 4500, 0.035, 0.012, 0.7, 0.3), EFFECT_PEAK_DB - 1.0


def hit_leg(r):
    """A blow to a leg: a low knock with a scrape of cloth."""
    cloth = burst(r, 0.3, 1200, 6000, 0.04, attack=0.01) * 0.25
    return impact(r, 120, 500, 3000, 0.05, 0.02, 0.5, 0.35) + mix(0.35, (0.06, cloth)), EFFECT_PEAK_DB - 1.0


def hit_plain(r):
    """Wounds with no location (fire, a trap, poison, a failed block): a dull blow."""
    return impact(r, 100, 400, 2500, 0.06, 0.02, 0.4, 0.35, swish=False), EFFECT_PEAK_DB - 2.0


def hit_critical(r):
    """A critical hit (R21): a heavy blow with a crunch and a low boom, louder than any."""
    boom = sine(glide(70, 35, 0.8, 0.5), 0.8) * env_exp(n_of(0.8), 0.18, 0.002)
    crunch = clicks(r, 0.8, 18, 700, 6000, 0.06, 0.008, start=0.06)
    x = impact(r, 90, 600, 6000, 0.08, 0.05, 1.0, 0.8) + mix(0.8, (0.06, boom * 0.9), (0.0, crunch * 0.6))
    return room(r, fade(x, 0.001, 0.08), 0.4, 0.3), LOUD_PEAK_DB


def miss(r):
    """A blow that misses: a whoosh through the air, its pitch passing by."""
    n = n_of(0.42)
    band = np.zeros(n)
    src = noise(r, 0.42)
    # a moving band: sum of a few fixed bands weighted along time
    centres = [350, 600, 1000, 1700, 2800]
    t = np.linspace(0.0, 1.0, n)
    peak_pos = np.array([0.25, 0.35, 0.45, 0.55, 0.65])
    for c, p in zip(centres, peak_pos):
        w = np.exp(-((t - p) / 0.16) ** 2)
        band += shape(src, c / 1.5, c * 1.5) * w
    env = np.sin(np.pi * np.clip(t / 0.9, 0, 1)) ** 1.5
    return room(r, fade(band * env), 0.2, 0.15), EFFECT_PEAK_DB - 3.0


def armour(r):
    """A blow stopped by armour: a hit on iron, inharmonic and ringing."""
    ring = modal(r, [620, 1540, 2460, 3810, 5100], [0.35, 0.22, 0.15, 0.08, 0.05], [1.0, 0.7, 0.5, 0.35, 0.25], 0.8,
                 jitter=0.01)
    x = mix(0.8, (0.0, burst(r, 0.1, 1500, 7000, 0.006) * 0.8), (0.0, ring * 0.6), (0.0, thump(r, 140, 0.3, 0.03) * 0.4))
    return room(r, fade(x, 0.001, 0.1), 0.35, 0.25), EFFECT_PEAK_DB


def groan(r, f0, f1, seconds, amp=1.0):
    """A low voice-like moan: a buzzy tone through two formants, pitch falling."""
    n = n_of(seconds)
    f = glide(f0, f1, seconds, 0.8) * (1.0 + 0.02 * np.sin(2 * np.pi * 5.5 * times(n)))
    ph = np.cumsum(f) / SR
    saw = 2.0 * (ph - np.floor(ph + 0.5))
    voice = shape(saw, 250, 700) * 1.2 + shape(saw, 800, 1300) * 0.5 + shape(noise(r, seconds), 300, 1500) * 0.15
    env = np.sin(np.pi * np.linspace(0.0, 1.0, n)) ** 0.7
    return voice * env * amp


def death(r):
    """A death: a last falling moan, then the body hitting the stones."""
    x = mix(0.98, (0.0, groan(r, 150, 70, 0.7, 0.7)), (0.62, thump(r, 65, 0.35, 0.08) * 1.0),
            (0.62, clicks(r, 0.35, 10, 700, 4000, 0.08, 0.006) * 0.4))
    return room(r, fade(x, 0.005, 0.08), 0.45, 0.35), LOUD_PEAK_DB


def down(r):
    """A hero going down (R25): a gasp and a fall, not the end."""
    gasp = burst(r, 0.25, 600, 3000, 0.08, attack=0.04) * 0.3
    x = mix(0.7, (0.0, gasp), (0.05, groan(r, 190, 140, 0.3, 0.4)), (0.3, thump(r, 75, 0.35, 0.07)),
            (0.3, clicks(r, 0.3, 8, 800, 4000, 0.06, 0.005) * 0.35))
    return room(r, fade(x, 0.003, 0.06), 0.35, 0.3), EFFECT_PEAK_DB


def creak(r, seconds, rate0, rate1, lo, hi):
    """Stick-slip friction: pulses at a gliding rate, ringing a wooden band."""
    n = n_of(seconds)
    f = glide(rate0, rate1, seconds, 1.0)
    ph = np.cumsum(f) / SR
    pulses = np.zeros(n)
    idx = np.nonzero(np.diff(np.floor(ph)) > 0)[0]
    pulses[idx] = r.uniform(0.6, 1.0, len(idx))
    body = modal(r, [lo, (lo + hi) / 2, hi], [0.02, 0.015, 0.01], [1, 0.7, 0.4], 0.04)
    return np.convolve(pulses, body)[:n]


def door_open(r):
    """A door swinging open: the latch, then a creak of old hinges."""
    latch = modal(r, [1800, 2900], [0.01, 0.006], [1, 0.6], 0.05) * 0.6
    cr = creak(r, 0.7, 28, 70, 420, 1300) * np.sin(np.pi * np.linspace(0, 1, n_of(0.7))) ** 0.5
    x = mix(0.85, (0.0, latch), (0.0, thump(r, 120, 0.1, 0.02) * 0.3), (0.1, cr * 0.5))
    return room(r, fade(x, 0.001, 0.06), 0.35, 0.3), EFFECT_PEAK_DB


def door_close(r):
    """A door shut: a short creak and a heavy wooden thud."""
    cr = creak(r, 0.25, 60, 40, 420, 1200) * 0.3
    wood = modal(r, [110, 240, 480], [0.08, 0.05, 0.03], [1, 0.6, 0.3], 0.45)
    x = mix(0.6, (0.0, cr), (0.22, wood * 0.7 + thump(r, 70, 0.45, 0.07) * 0.6))
    return room(r, fade(x, 0.001, 0.06), 0.35, 0.3), EFFECT_PEAK_DB


def door_hit(r):
    """A blow on a door that holds (damaged, R40): a heavy knock on thick wood."""
    wood = modal(r, [120, 260, 510, 880], [0.09, 0.06, 0.035, 0.02], [1, 0.7, 0.4, 0.25], 0.55, jitter=0.02)
    x = mix(0.55, (0.0, wood * 0.7 + thump(r, 80, 0.55, 0.06) * 0.6), (0.0, burst(r, 0.1, 800, 4000, 0.01) * 0.4))
    return room(r, fade(x, 0.001, 0.06), 0.35, 0.3), EFFECT_PEAK_DB


def door_break(r):
    """A door broken down: a crack, wood splintering, planks falling."""
    crack = burst(r, 0.2, 600, 7000, 0.03) * 1.0
    wood = modal(r, [110, 230, 470], [0.1, 0.06, 0.04], [1, 0.6, 0.4], 0.6)
    splinters = clicks(r, 0.9, 40, 900, 7000, 0.35, 0.01, start=0.03, fall=0.95)
    planks = clicks(r, 0.9, 5, 150, 900, 0.3, 0.04, start=0.35)
    x = mix(0.95, (0.0, crack), (0.0, wood * 0.7 + thump(r, 70, 0.6, 0.08)), (0.0, splinters * 0.5), (0.0, planks * 0.8))
    return room(r, fade(x, 0.001, 0.1), 0.45, 0.35), LOUD_PEAK_DB


def pick_ticks(r, count, spread):
    out = np.zeros(n_of(spread + 0.1))
    at = 0.02
    for k in range(count):
        c = modal(r, [3100, 4700, 6200], [0.006, 0.004, 0.003], [1, 0.6, 0.4], 0.03, jitter=0.15) * r.uniform(0.3, 0.7)
        i = n_of(at)
        out[i:i + len(c)] += c
        at += spread / count * r.uniform(0.5, 1.5)
        if at > spread:
            break
    return out


def lock_pick(r):
    """Picking a lock (R40, the test): small metal ticks and scrapes in the keyhole."""
    scrape = burst(r, 0.5, 2500, 8000, 0.2, attack=0.1) * 0.08
    x = mix(0.6, (0.0, pick_ticks(r, 9, 0.5)), (0.05, scrape))
    return room(r, fade(x, 0.001, 0.05), 0.2, 0.2), EFFECT_PEAK_DB - 4.0


def lock_open(r):
    """A lock picked open: the bolt slides back with a clack."""
    bolt = modal(r, [900, 2100, 3300], [0.04, 0.02, 0.012], [1, 0.6, 0.4], 0.3) * 0.8
    slide = burst(r, 0.12, 1500, 6000, 0.04, attack=0.03) * 0.3
    x = mix(0.45, (0.0, pick_ticks(r, 3, 0.1)), (0.1, slide), (0.2, bolt + thump(r, 150, 0.3, 0.02) * 0.3))
    return room(r, fade(x, 0.001, 0.05), 0.25, 0.25), EFFECT_PEAK_DB - 2.0


def fire(r):
    """Catching fire (R29): a whoosh of flame and crackles."""
    n = n_of(0.9)
    t = np.linspace(0, 1, n)
    roar = shape(noise(r, 0.9), 60, 900) * (np.clip(t / 0.15, 0, 1) * np.exp(-np.maximum(t - 0.15, 0) * 3.5))
    crackle = clicks(r, 0.9, 30, 1500, 8000, 0.7, 0.003, start=0.05)
    x = roar * 0.9 + crackle * 0.5
    return room(r, fade(x, 0.005, 0.1), 0.3, 0.2), EFFECT_PEAK_DB


def fire_out(r):
    """A fire going out: a hiss that dies away."""
    x = burst(r, 0.6, 2500, 9000, 0.15, attack=0.02) * 0.6 + clicks(r, 0.6, 5, 1500, 6000, 0.2, 0.003) * 0.3
    return fade(x, 0.003, 0.1), EFFECT_PEAK_DB - 5.0


def web(r):
    """Caught in a web (R30): a sticky stretch and the strands snapping tight."""
    n = n_of(0.65)
    stretch = shape(noise(r, 0.65), 200, 1200) * np.sin(np.pi * np.linspace(0, 1, n)) ** 2
    twang = sine(glide(330, 250, 0.5), 0.5) * env_exp(n_of(0.5), 0.08) * 0.4
    pops = clicks(r, 0.65, 8, 2000, 7000, 0.4, 0.002, start=0.1)
    x = mix(0.65, (0.0, stretch * 0.5), (0.1, twang), (0.0, pops * 0.4))
    return room(r, fade(x, 0.01, 0.08), 0.2, 0.2), EFFECT_PEAK_DB - 2.0


def poison(r):
    """Poisoned (R31): a sickly bubbling."""
    out = np.zeros(n_of(0.7))
    at = 0.0
    while at < 0.55:
        d = r.uniform(0.03, 0.06)
        f0 = r.uniform(250, 600)
        b = sine(glide(f0, f0 * 1.8, d), d) * np.hanning(n_of(d)) * r.uniform(0.4, 1.0)
        i = n_of(at)
        out[i:i + len(b)] += b
        at += r.uniform(0.02, 0.07)
    return room(r, fade(out, 0.005, 0.08), 0.3, 0.3), EFFECT_PEAK_DB - 3.0


def bell(r, base, seconds, partials=(0.5, 1.0, 1.19, 1.56, 2.0, 2.51, 3.01), decay=0.6):
    n = n_of(seconds)
    out = np.zeros(n)
    for k, p in enumerate(partials):
        out += sine(base * p, seconds, r.uniform(0, 6.28)) * env_exp(n, decay / (1 + 0.6 * k), 0.002) / (1 + 0.3 * k)
    return out


def heal(r):
    """Healed (potion, spell, regeneration): a soft rising chime."""
    notes = [523.25, 659.25, 783.99]
    x = mix(0.95, *[(0.12 * k, bell(r, f, 0.95 - 0.12 * k, (1.0, 2.0, 3.0), 0.35) * 0.6) for k, f in enumerate(notes)])
    return room(r, fade(x, 0.002, 0.1), 0.5, 0.4), EFFECT_PEAK_DB - 3.0


def spell(r):
    """A spell cast (R23): a shimmering swell of detuned tones."""
    n = n_of(0.95)
    t = times(n)
    x = np.zeros(n)
    for f in (220, 330, 441, 659, 882):
        x += sine(f * (1 + 0.004 * np.sin(2 * np.pi * 3 * t)), 0.95, r.uniform(0, 6.28)) * (1 + 0.5 * np.sin(2 * np.pi * 7 * t + f))
    sweep = shape(noise(r, 0.95), 2000, 8000) * 0.3
    env = np.sin(np.pi * np.linspace(0, 1, n) ** 0.6)
    return room(r, fade((x * 0.2 + sweep) * env, 0.01, 0.1), 0.5, 0.4), EFFECT_PEAK_DB - 2.0


def spell_fail(r):
    """A spell that fails: a fizzle falling away."""
    n = n_of(0.6)
    x = sine(glide(500, 120, 0.6, 0.7), 0.6) * env_exp(n, 0.2, 0.01) * 0.5 + burst(r, 0.6, 1500, 6000, 0.15, 0.02) * 0.3
    return room(r, fade(x, 0.005, 0.08), 0.3, 0.3), EFFECT_PEAK_DB - 4.0


def trap(r):
    """A trap sprung (R50): a spring's snap and a metal jaw."""
    snap = modal(r, [1400, 2900, 4700], [0.02, 0.012, 0.008], [1, 0.6, 0.4], 0.1) * 0.8
    twang = sine(glide(190, 150, 0.5), 0.5) * env_exp(n_of(0.5), 0.12) * 0.5
    jaw = modal(r, [600, 1450, 2600], [0.15, 0.09, 0.05], [1, 0.6, 0.3], 0.5) * 0.6
    x = mix(0.6, (0.0, snap), (0.02, twang), (0.04, jaw), (0.04, burst(r, 0.1, 1000, 6000, 0.01) * 0.5))
    return room(r, fade(x, 0.001, 0.06), 0.3, 0.3), EFFECT_PEAK_DB


def reinforcement(r):
    """Reinforcements arrive (R24): a grating rumble from below and a low horn."""
    n = n_of(0.95)
    t = times(n)
    ph = np.cumsum(glide(52, 58, 0.95)) / SR
    saw = 2.0 * (ph - np.floor(ph + 0.5))
    horn = shape(saw, 40, 500) * np.sin(np.pi * np.clip(t / 0.95, 0, 1)) ** 0.8
    rumble = shape(noise(r, 0.95), 30, 160) * np.sin(np.pi * t / 0.95) * 1.5
    return room(r, fade(horn * 0.8 + rumble, 0.02, 0.1), 0.5, 0.3), EFFECT_PEAK_DB


def turn(r):
    """A side's turn begins (R7): a distant bell."""
    return room(r, fade(bell(r, 196.0, 0.95, decay=0.8), 0.002, 0.12), 0.6, 0.5), EFFECT_PEAK_DB - 6.0


def item(r):
    """An item taken or given (R41, R50): a clink of small metal."""
    x = mix(0.35, (0.0, modal(r, [2300, 3550, 5200], [0.06, 0.04, 0.03], [1, 0.6, 0.4], 0.3) * 0.6),
            (0.07, modal(r, [2650, 4100], [0.05, 0.03], [1, 0.5], 0.25) * 0.4))
    return room(r, fade(x, 0.001, 0.04), 0.25, 0.25), EFFECT_PEAK_DB - 5.0


def destiny(r):
    """A destiny point spent (R27): a bright sparkle."""
    notes = [1046.5, 1318.5, 1568.0, 2093.0]
    x = mix(0.7, *[(0.05 * k, bell(r, f, 0.6, (1.0, 2.0), 0.2) * 0.5) for k, f in enumerate(notes)])
    return room(r, fade(x, 0.002, 0.08), 0.4, 0.4), EFFECT_PEAK_DB - 4.0


def fear(r):
    """Fear (R28): a low dissonant swell."""
    n = n_of(0.9)
    t = np.linspace(0, 1, n)
    x = sine(98, 0.9) + sine(103.8, 0.9) + 0.6 * sine(146.8 * (1 + 0.01 * np.sin(2 * np.pi * 6 * times(n))), 0.9)
    x = shape(x + shape(noise(r, 0.9), 60, 300) * 0.5, 40, 1000) * np.sin(np.pi * t) ** 1.5
    return room(r, fade(x, 0.01, 0.1), 0.5, 0.4), EFFECT_PEAK_DB - 3.0


def stun(r):
    """Stunned (R39): a dull knock and a ringing in the ears."""
    ring = sine(2200, 0.65) * env_exp(n_of(0.65), 0.25, 0.05) * 0.12
    x = mix(0.65, (0.0, thump(r, 130, 0.3, 0.04)), (0.02, ring))
    return room(r, fade(x, 0.001, 0.08), 0.3, 0.25), EFFECT_PEAK_DB - 3.0


def victory(r):
    """The heroes win: a bright major chord of bells."""
    x = mix(0.98, *[(0.08 * k, bell(r, f, 0.98 - 0.08 * k, (1.0, 2.0, 3.0, 4.2), 0.45) * 0.5)
                    for k, f in enumerate([261.63, 329.63, 392.0, 523.25])])
    return room(r, fade(x, 0.002, 0.12), 0.6, 0.4), EFFECT_PEAK_DB


def defeat(r):
    """The Master wins: a low minor toll."""
    x = mix(0.98, *[(0.1 * k, bell(r, f, 0.98 - 0.1 * k, decay=0.7) * 0.5) for k, f in enumerate([110.0, 130.81, 164.81])])
    return room(r, fade(x, 0.002, 0.12), 0.6, 0.4), EFFECT_PEAK_DB


def ui_click(r):
    """A button pressed: a short, soft tick."""
    x = modal(r, [1800, 3300], [0.008, 0.004], [1.0, 0.5], 0.07) + thump(r, 300, 0.07, 0.006) * 0.3
    return fade(x, 0.0005, 0.02), QUIET_PEAK_DB


def ui_toggle(r):
    """A setting changed: a lighter, higher tick."""
    x = modal(r, [2600, 4400], [0.006, 0.003], [1.0, 0.5], 0.06)
    return fade(x, 0.0005, 0.02), QUIET_PEAK_DB - 2.0


# ----------------------------------------------------------------------------------------
# The ambient loops: every part is periodic over the loop (whole cycles, circular filters,
# events placed modulo the length, circular reverb), so the end runs on into the start.
# ----------------------------------------------------------------------------------------
def periodic(freq, length):
    """The nearest frequency with a whole number of cycles in `length` seconds."""
    return max(1, round(freq * length)) / length


def loop_noise(r, n, lo, hi, slope=None):
    return shape(r.standard_normal(n), lo, hi, circular=True, slope=slope)


def slow_lfo(n, length, cycles, phase=0.0):
    return 0.5 + 0.5 * np.sin(2 * np.pi * cycles * np.arange(n) / n + phase)


def place(out, part, at):
    """Adds `part` at sample `at`, wrapping round the end of the loop."""
    n = len(out)
    idx = (at + np.arange(len(part))) % n
    np.add.at(out, idx, part)


def ambient_menu(r):
    """The menus: a low, slow drone in A with a cold wind and a far bell now and then."""
    length = 24.0
    n = n_of(length)
    t = np.arange(n) / SR
    x = np.zeros(n)
    for f, a, cyc in ((55.0, 1.0, 2), (82.5, 0.55, 3), (110.0, 0.35, 5), (130.8, 0.18, 4), (164.8, 0.12, 7)):
        fp = periodic(f, length)
        x += a * np.sin(2 * np.pi * fp * t + r.uniform(0, 6.28)) * (0.6 + 0.4 * slow_lfo(n, length, cyc, r.uniform(0, 6.28)))
    wind = loop_noise(r, n, 150, 900) * (0.3 + 0.7 * slow_lfo(n, length, 3, 1.0) * slow_lfo(n, length, 5, 2.0))
    x = x * 0.5 + wind * 0.25
    for at, f in ((2.0, 220.0), (10.5, 196.0), (17.0, 174.6)):
        b = bell(r, f, 6.0, decay=2.5) * 0.25
        place(x, b, n_of(at))
    return room(r, x, 2.0, 0.6, circular=True), length


def ambient_crypt(r):
    """The catacombs: a deep rumble, water dripping in the dark, a far groan of stone."""
    length = 28.0
    n = n_of(length)
    rumble = loop_noise(r, n, 25, 140, slope=-6) * (0.6 + 0.4 * slow_lfo(n, length, 2, 0.3))
    air = loop_noise(r, n, 200, 1200) * 0.12 * (0.5 + 0.5 * slow_lfo(n, length, 4, 1.7))
    x = rumble * 0.9 + air
    drone = np.sin(2 * np.pi * periodic(41.2, length) * np.arange(n) / SR) * 0.25 * slow_lfo(n, length, 1)
    x += drone
    # drips: a plop with a rising pitch and its echo
    for k in range(11):
        at = n_of(r.uniform(0.0, length))
        d = r.uniform(0.025, 0.045)
        f0 = r.uniform(700, 1300)
        drip = sine(glide(f0, f0 * 2.2, d), d) * np.hanning(n_of(d)) * r.uniform(0.15, 0.35)
        place(x, echo(np.concatenate([drip, np.zeros(n_of(0.6))]), 0.13, 0.35, 3), at)
    # a stone shifting far away, twice
    for at in (7.0, 20.0):
        g = shape(r.standard_normal(n_of(2.5)), 40, 250) * np.sin(np.pi * np.linspace(0, 1, n_of(2.5))) ** 2 * 0.6
        place(x, g, n_of(at))
    return room(r, x, 2.5, 0.7, circular=True), length


EFFECTS = {
    "step_stone_1": step_stone, "step_stone_2": step_stone, "step_stone_3": step_stone,
    "step_rubble_1": step_rubble, "step_rubble_2": step_rubble,
    "step_wood": step_wood, "step_metal": step_metal, "jump_land": jump_land,
    "dice_roll_1": dice_roll, "dice_roll_2": dice_roll,
    "hit_head": hit_head, "hit_chest": hit_chest, "hit_arm": hit_arm, "hit_leg": hit_leg,
    "hit_plain": hit_plain, "hit_critical": hit_critical, "miss": miss, "armour": armour,
    "death": death, "down": down,
    "door_open": door_open, "door_close": door_close, "door_hit": door_hit, "door_break": door_break,
    "lock_pick": lock_pick, "lock_open": lock_open, "trap": trap,
    "fire": fire, "fire_out": fire_out, "web": web, "poison": poison, "stun": stun, "fear": fear,
    "heal": heal, "spell": spell, "spell_fail": spell_fail, "item": item, "destiny": destiny,
    "reinforcement": reinforcement, "turn": turn, "victory": victory, "defeat": defeat,
    "ui_click": ui_click, "ui_toggle": ui_toggle,
}
LOOPS = {"ambient_menu": ambient_menu, "ambient_crypt": ambient_crypt}


# ----------------------------------------------------------------------------------------
# Encoding and checks
# ----------------------------------------------------------------------------------------
def to_pcm16(x):
    return (np.clip(x, -1.0, 1.0) * 32767.0).round().astype("<i2")


def write_wav(path, x):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(to_pcm16(x).tobytes())


def read_wav(path):
    with wave.open(path, "rb") as w:
        assert w.getnchannels() == 1 and w.getsampwidth() == 2, path
        rate = w.getframerate()
        data = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(np.float64) / 32768.0
    return data, rate


def encode(x, name, quality, tmp):
    wav = os.path.join(tmp, name + ".wav")
    ogg = os.path.join(OUT, name + ".ogg")
    write_wav(wav, x)
    serial = zlib.crc32(name.encode("utf-8")) & 0x7FFFFFFF
    subprocess.run(["oggenc", "-Q", "-q", str(quality), "-s", str(serial), "-o", ogg, wav], check=True)
    back = os.path.join(tmp, name + ".back.wav")
    subprocess.run(["oggdec", "-Q", "-o", back, ogg], check=True)
    decoded, rate = read_wav(back)
    return ogg, decoded, rate


def db(v):
    return 20.0 * np.log10(max(v, 1e-12))


def rms(x):
    return float(np.sqrt(np.mean(x ** 2))) if len(x) else 0.0


class CheckFailed(Exception):
    pass


def check(name, decoded, rate, is_loop, want_samples):
    """The properties a sound must have, measured on the decoded OGG."""
    def need(ok, why):
        if not ok:
            raise CheckFailed(f"{name}: {why}")
    seconds = len(decoded) / rate
    need(rate == SR, f"sample rate {rate}, want {SR}")
    need(abs(len(decoded) - want_samples) <= 1, f"{len(decoded)} samples decoded, {want_samples} encoded")
    peak = float(np.max(np.abs(decoded)))
    need(peak < 1.0 and db(peak) < -0.3, f"peak {db(peak):.2f} dBFS, want under -0.3")
    clipped = int(np.sum(np.abs(decoded) >= 0.999))
    need(clipped == 0, f"{clipped} clipped samples")
    need(abs(float(np.mean(decoded))) < 0.01, f"DC offset {np.mean(decoded):.4f}")
    if is_loop:
        need(15.0 <= seconds <= 30.0, f"loop of {seconds:.2f} s, want 15 to 30 s")
        steps = np.abs(np.diff(decoded))
        seam = abs(decoded[0] - decoded[-1])
        typical = float(np.percentile(steps, 99.9))
        need(seam <= typical, f"loop seam jumps {seam:.4f}, more than the 99.9th percentile step {typical:.4f}")
        head, tail = rms(decoded[: n_of(1.0)]), rms(decoded[-n_of(1.0):])
        need(abs(db(head) - db(tail)) < 3.0, f"loop ends differ in loudness: {db(head):.1f} vs {db(tail):.1f} dB")
        need(db(rms(decoded)) > -40.0, f"loop too quiet: {db(rms(decoded)):.1f} dBFS RMS")
    else:
        need(0.04 <= seconds < 1.0, f"{seconds:.3f} s, want under one second")
        need(db(rms(decoded[: n_of(0.15)])) > -60.0, "silent at its start")
        need(abs(decoded[-1]) < 0.01, f"ends on a step ({decoded[-1]:.3f})")
    return seconds, db(peak)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", default="", help="only the sounds whose name starts with this")
    parser.add_argument("--wav", default="", help="also keep the WAVs in this folder")
    args = parser.parse_args()
    for tool in ("oggenc", "oggdec"):
        if not shutil.which(tool):
            sys.exit(f"gen_sounds: {tool} is missing (Debian: apt-get install vorbis-tools)")
    os.makedirs(OUT, exist_ok=True)
    if args.wav:
        os.makedirs(args.wav, exist_ok=True)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        jobs = [(name, fn, False) for name, fn in EFFECTS.items()] + [(name, fn, True) for name, fn in LOOPS.items()]
        for name, fn, is_loop in jobs:
            if not name.startswith(args.only):
                continue
            r = rng(name)
            if is_loop:
                x, _ = fn(r)
                x = normalize(x - np.mean(x), LOOP_PEAK_DB)
                quality = 1
            else:
                x, peak_db = fn(r)
                x = fade(x - np.mean(x), 0.0005, 0.01)
                x = normalize(x, peak_db)
                quality = 3
            if args.wav:
                write_wav(os.path.join(args.wav, name + ".wav"), x)
            ogg, decoded, rate = encode(x, name, quality, tmp)
            try:
                seconds, peak = check(name, decoded, rate, is_loop, len(x))
            except CheckFailed as e:
                sys.exit(f"gen_sounds: check failed: {e}")
            rows.append((name, seconds, peak, os.path.getsize(ogg)))
    total = 0
    for name, seconds, peak, size in rows:
        total += size
        print(f"{name:16s} {seconds:6.2f} s  peak {peak:6.1f} dBFS  {size / 1024:6.1f} KiB")
    print(f"{len(rows)} sounds, {total / 1024:.0f} KiB, all checks passed")


if __name__ == "__main__":
    main()
