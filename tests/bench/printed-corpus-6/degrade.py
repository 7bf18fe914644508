"""Scan-like pictures and phone photos of printed corpus 6 (PIL + numpy, seeded per document). Every scan is turned
1-3 degrees, softened and grained at 150-200 dpi, after one degradation the earlier corpora did not have."""
import math

import numpy as np
from PIL import Image, ImageDraw, ImageFilter


def arr(img):
    return np.asarray(img.convert('RGB'), dtype=np.float32)


def img(a):
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), 'RGB')


def smooth_noise(rng, h, w, scale, octaves=3):
    """Low-frequency noise in [0, 1] (bilinear-upsampled random grids)."""
    out = np.zeros((h, w), np.float32)
    amp, total = 1.0, 0.0
    for o in range(octaves):
        gh, gw = max(2, int(h / scale) + 2), max(2, int(w / scale) + 2)
        grid = Image.fromarray((rng.random((gh, gw)) * 255).astype(np.uint8), 'L').resize((w, h), Image.BILINEAR)
        out += amp * np.asarray(grid, np.float32) / 255
        total += amp
        amp /= 2
        scale /= 2
    return out / total


def ink(a):
    """0 (paper) .. 1 (black ink) from an RGB array."""
    return np.clip((255 - a.mean(axis=2)) / 255, 0, 1)


def dot_matrix(a, rng, dpi):
    """An impact printer's 9-pin look: ink only on a dot grid, each dot round and soft, the ribbon fading in bands."""
    h, w = a.shape[:2]
    k = np.clip((255 - a.max(axis=2)) / 255, 0, 1)  # dark ink only: a pre-printed coloured form stays as it is
    pitch = max(2, round(dpi / 72))
    mask = np.zeros_like(k)
    mask[::pitch, ::pitch] = (k[::pitch, ::pitch] > 0.35).astype(np.float32)
    dots = Image.fromarray((mask * 255).astype(np.uint8), 'L').filter(ImageFilter.MaxFilter(3)).filter(ImageFilter.GaussianBlur(0.7))
    d = np.asarray(dots, np.float32) / 255
    ribbon = 0.55 + 0.4 * smooth_noise(rng, h, w, h / 6)[:, :1].repeat(w, axis=1)
    level = np.clip(d * ribbon, 0, 1)
    form = np.where((k > 0.35)[..., None], np.array([246, 244, 236], np.float32), a)  # the dark print taken off the form
    return form * (1 - level[..., None]) + np.array([40, 40, 52], np.float32) * level[..., None]


def flatbed_lid_open(a, rng, dpi):
    """A thick document scanned with the lid open: the page a little off square on the glass, the room black around it."""
    h, w = a.shape[:2]
    pad = int(0.35 * dpi)
    H, W = h + 2 * pad, w + 2 * pad
    src = img(a)
    jitter = lambda: rng.uniform(-0.18, 0.18) * dpi
    quad = [(pad + jitter(), pad + jitter()), (pad + w + jitter(), pad + jitter()), (pad + w + jitter(), pad + h + jitter()), (pad + jitter(), pad + h + jitter())]
    warped = perspective(src, (W, H), quad, fill=(12, 12, 14))
    out = arr(warped)
    yy, xx = np.mgrid[0:H, 0:W]
    edge = np.minimum.reduce([xx, yy, W - 1 - xx, H - 1 - yy]).astype(np.float32)
    falloff = np.clip(edge / (0.6 * dpi), 0, 1) ** 0.5
    return out * (0.55 + 0.45 * falloff[..., None])


def carbonless_copy(a, rng, dpi):
    """The pink part of a carbonless (NCR) set: a blue-violet impression, uneven with the writing pressure, on tinted paper."""
    h, w = a.shape[:2]
    k = np.asarray(img(ink(a)[..., None].repeat(3, 2) * 255).filter(ImageFilter.GaussianBlur(0.9)), np.float32)[..., 0] / 255
    pressure = 0.45 + 0.45 * smooth_noise(rng, h, w, w / 3)
    level = np.clip(k * pressure * 1.3, 0, 1)
    paper = np.array([250, 222, 226], np.float32)
    inkc = np.array([70, 60, 150], np.float32)
    return paper * (1 - level[..., None]) + inkc * level[..., None]


def inkjet_banding(a, rng, dpi):
    """An inkjet print with clogged nozzles: thin light streaks across the page at the head's pass interval, a cyan cast."""
    h, w = a.shape[:2]
    out = a.copy()
    period = int(0.33 * dpi)
    for start in range(int(rng.integers(0, period)), h, period):
        for _ in range(int(rng.integers(1, 3))):
            y = start + int(rng.integers(0, period))
            t = int(rng.integers(1, 3))
            out[y:y + t] = out[y:y + t] * 0.35 + 255 * 0.65
    out[..., 0] = out[..., 0] * 0.93 + 255 * 0.02
    return out


def coffee_stain(a, rng, dpi):
    """A cup's ring and a splash: brown, translucent (the print shows through), darker at the ring's rim."""
    h, w = a.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    stain = np.zeros((h, w), np.float32)
    for _ in range(2):
        cx, cy = rng.uniform(0.25, 0.8) * w, rng.uniform(0.2, 0.8) * h
        r = rng.uniform(0.9, 1.3) * dpi
        wob = 1 + 0.04 * np.sin(np.arctan2(yy - cy, xx - cx) * rng.integers(3, 7))
        dist = np.hypot(xx - cx, yy - cy) / (r * wob)
        stain += 0.5 * np.exp(-((dist - 1) / 0.03) ** 2) + 0.12 * (dist < 1)
    stain = np.clip(stain, 0, 0.6)
    brown = np.array([150, 100, 50], np.float32)
    return a * (1 - stain[..., None]) + (a * brown / 255) * stain[..., None]


def ghost_double(a, rng, dpi):
    """A laser printer's drum ghost: a faint second image of the page a few millimetres lower."""
    shift = int(rng.uniform(0.08, 0.14) * dpi)
    k = ink(a)
    g = np.zeros_like(k)
    g[shift:] = k[:-shift]
    dx = int(rng.integers(1, 4))
    g = np.roll(g, dx, axis=1)
    return a * (1 - 0.28 * g[..., None])


def hole_punch_sticky(a, rng, dpi, clean_ink):
    """Three punched holes down the left edge (the scanner lid's grey shows through) and a sticky note on the emptiest
    corner of the page."""
    h, w = a.shape[:2]
    out = img(a)
    d = ImageDraw.Draw(out)
    r = int(0.14 * dpi)
    for fy in (0.18, 0.5, 0.82):
        cx, cy = int(0.3 * dpi), int(fy * h)
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(92, 92, 96))
    nw, nh = int(1.5 * dpi), int(1.2 * dpi)
    best = None
    for y in reversed(range(int(0.4 * dpi), h - nh - int(0.3 * dpi), int(0.25 * dpi))):
        for x in range(int(0.7 * dpi), w - nw - int(0.3 * dpi), int(0.25 * dpi)):
            s = clean_ink[y:y + nh, x:x + nw].sum()
            if best is None or s < best[0]:
                best = (s, x, y)
    _, x, y = best
    d.rectangle([x + 4, y + 4, x + nw + 4, y + nh + 4], fill=(200, 200, 190))
    d.rectangle([x, y, x + nw, y + nh], fill=(253, 236, 120))
    d.text((x + 12, y + 14), 'for the accountant', fill=(30, 40, 120))
    return arr(out)


def crumpled(a, rng, dpi):
    """A page that was crumpled and flattened: facets of light and shade, and the print pushed about a little."""
    h, w = a.shape[:2]
    height = smooth_noise(rng, h, w, dpi * 0.9, octaves=4)
    gy, gx = np.gradient(height)
    shade = 1 + 45 * (gx * 0.7 + gy * 0.7)
    dx = (smooth_noise(rng, h, w, dpi) - 0.5) * 4
    dy = (smooth_noise(rng, h, w, dpi) - 0.5) * 4
    yy, xx = np.mgrid[0:h, 0:w]
    sy = np.clip((yy + dy).astype(int), 0, h - 1)
    sx = np.clip((xx + dx).astype(int), 0, w - 1)
    return a[sy, sx] * np.clip(shade, 0.84, 1.06)[..., None]


def rgb_misregistration(a, rng, dpi):
    """A cheap sheet-fed colour scanner whose three sensor lines are out of step: red and blue a few pixels off."""
    out = a.copy()
    out[..., 0] = np.roll(a[..., 0], int(rng.integers(2, 4)), axis=0)
    out[..., 2] = np.roll(np.roll(a[..., 2], -int(rng.integers(2, 4)), axis=0), 1, axis=1)
    return out


def sleeve_glare(a, rng, dpi):
    """Scanned inside a clear sheet protector: a slanted glare band, a grey haze, the sleeve's welded edge and scratches."""
    h, w = a.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    pos = rng.uniform(0.3, 0.7)
    band = np.exp(-(((xx / w) * 0.6 + (yy / h) - pos - 0.3) / 0.05) ** 2)
    out = a * 0.9 + 12
    out = out * (1 - 0.55 * band[..., None]) + 255 * 0.55 * band[..., None]
    o = img(out)
    d = ImageDraw.Draw(o)
    d.line([(int(0.12 * dpi), 0), (int(0.12 * dpi), h)], fill=(175, 175, 180), width=3)
    for _ in range(6):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        ang, ln = rng.uniform(0, math.pi), rng.uniform(0.3, 1.2) * dpi
        d.line([(x, y), (x + ln * math.cos(ang), y + ln * math.sin(ang))], fill=(215, 215, 220), width=1)
    return arr(o)


DEGRADATIONS = {'dot-matrix': dot_matrix, 'flatbed-lid-open': flatbed_lid_open, 'carbonless-copy': carbonless_copy,
                'inkjet-banding': inkjet_banding, 'coffee-stain': coffee_stain, 'ghost-double': ghost_double,
                'hole-punch-sticky': hole_punch_sticky, 'crumpled': crumpled, 'rgb-misregistration': rgb_misregistration,
                'sleeve-glare': sleeve_glare}


def scan(page, degradation, seed, dpi):
    """page: the document drawn at dpi (PIL RGB). Returns the scan-like picture."""
    rng = np.random.default_rng(seed)
    a = arr(page)
    fn = DEGRADATIONS[degradation]
    a = fn(a, rng, dpi, ink(a)) if degradation == 'hole-punch-sticky' else fn(a, rng, dpi)
    out = img(a)
    angle = float(rng.uniform(1, 3)) * (1 if rng.random() < 0.5 else -1)
    border = (14, 14, 16) if degradation == 'flatbed-lid-open' else (236, 236, 232)
    out = out.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=border)
    out = out.filter(ImageFilter.GaussianBlur(float(rng.uniform(0.5, 0.8))))
    b = arr(out) + rng.normal(0, 4.5, (out.height, out.width, 1)).astype(np.float32)
    return img(b)


def perspective(src, size, quad, fill):
    """src drawn into a size canvas with its corners at quad (tl, tr, br, bl)."""
    w, h = src.size
    dst = [(0, 0), (w, 0), (w, h), (0, h)]
    rows = []
    for (x, y), (u, v) in zip(quad, dst):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    coeffs = np.linalg.solve(np.array(rows, np.float64), np.array([c for p in dst for c in p], np.float64))
    canvas = Image.new('RGB', size, fill)
    warped = src.transform(size, Image.PERSPECTIVE, tuple(coeffs), Image.BICUBIC, fillcolor=None)
    mask = Image.new('L', src.size, 255).transform(size, Image.PERSPECTIVE, tuple(coeffs), Image.BICUBIC)
    canvas.paste(warped, (0, 0), mask)
    return canvas


def wood(rng, W, H):
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    n = smooth_noise(rng, H, W, W / 4)
    grain = np.sin((yy / H * 38 + n * 9) * math.pi) * 0.5 + 0.5
    fine = smooth_noise(rng, H, W, 8, octaves=1)
    base = np.array([132, 88, 52], np.float32)
    t = 0.75 + 0.2 * grain + 0.1 * fine
    return base * t[..., None]


def photo(page, seed):
    """A phone photo of the page on a wooden table: off square, lit from a window on one side, a hand's shadow over
    one edge, soft focus, JPEG."""
    rng = np.random.default_rng(seed)
    w, h = page.size
    W, H = int(w * 1.3), int(h * 1.22)
    table = img(wood(rng, W, H))
    mx, my = (W - w) / 2, (H - h) / 2
    j = lambda s: rng.uniform(-s, s) * w
    quad = [(mx + j(0.04) + 0.03 * w, my + j(0.03)), (mx + w + j(0.04) - 0.03 * w, my + j(0.03)),
            (mx + w + j(0.03), my + h + j(0.03)), (mx + j(0.03), my + h + j(0.03))]
    shot = perspective(page, (W, H), quad, fill=(0, 0, 0))
    mask = perspective(Image.new('RGB', page.size, (255, 255, 255)), (W, H), quad, fill=(0, 0, 0)).convert('L')
    table.paste(shot, (0, 0), mask)
    a = arr(table)
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    side = rng.random() < 0.5
    light = 0.68 + 0.36 * ((xx / W) if side else (1 - xx / W)) - 0.08 * (yy / H)
    a = a * light[..., None] * np.array([1.03, 1.0, 0.93], np.float32)
    shadow = Image.new('L', (W, H), 0)
    d = ImageDraw.Draw(shadow)
    # a hand holding the page's lower edge: palm and wrist off the page, four fingers reaching over the margin
    flip = (lambda x: x) if side else (lambda x: W - x)
    hy = H * rng.uniform(0.7, 0.8)
    palm = [flip(W * 0.86), hy, flip(W * 1.05), hy + H * 0.16]
    d.ellipse([min(palm[0], palm[2]), palm[1], max(palm[0], palm[2]), palm[3]], fill=170)
    d.polygon([(flip(W * 0.9), hy + H * 0.1), (flip(W * 1.0), hy + H * 0.08), (flip(W * 1.0), H), (flip(W * 0.93), H)], fill=170)
    for i in range(4):
        fy = hy + H * (0.015 + 0.035 * i)
        x0, x1 = flip(W * (0.74 + 0.02 * abs(i - 1.5))), flip(W * 0.9)
        d.rounded_rectangle([min(x0, x1), fy, max(x0, x1), fy + H * 0.026], radius=int(H * 0.013), fill=170)
    s = np.asarray(shadow.filter(ImageFilter.GaussianBlur(W * 0.012)), np.float32) / 255
    a = a * (1 - 0.6 * s[..., None])
    out = img(a).filter(ImageFilter.GaussianBlur(1.1))
    b = arr(out) + rng.normal(0, 4, (H, W, 1)).astype(np.float32)
    return img(b)
