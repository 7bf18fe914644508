"""Scan-like pictures and phone photos for printed corpus 5, made with PIL and numpy from a page rendered by pdftoppm.
Each recipe is one thing the world does to paper that the earlier corpora did not: a fax (1-bit, dithered, 200x100 dpi
shown stretched), a 'COPY' watermark across the text, a staple with a folded corner, a pen tick and a handwritten note,
a phone scanner app's black-and-white, moire from a halftone, a slight motion blur, a page fed sideways. Every scan is
also turned 1-3 degrees, softened and grained. Randomness comes from the caller's seeded random.Random."""
import math

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

FONT_DIR = '/usr/share/fonts/opentype/urw-base35/'


def _font(name, size):
    return ImageFont.truetype(FONT_DIR + name + '.otf', size)


def _grain(img, rng, sigma):
    arr = np.asarray(img).astype(np.float32)
    noise = np.random.default_rng(rng.randrange(1 << 30)).normal(0, sigma, arr.shape)
    return Image.fromarray(np.clip(arr + noise, 0, 255).astype(np.uint8), img.mode)


def _turn(img, rng, lo=1.0, hi=3.0):
    angle = rng.uniform(lo, hi) * rng.choice((-1, 1))
    fill = 255 if img.mode == 'L' else (255, 255, 255)
    return img.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=fill)


def base_scan(img, rng, blur=0.7, sigma=6.0):
    """What every scan gets: a small turn, a little softness, sensor grain, a grey paper."""
    img = _turn(img, rng)
    img = img.filter(ImageFilter.GaussianBlur(blur))
    arr = np.asarray(img).astype(np.float32) * 0.93 + 8
    return _grain(Image.fromarray(arr.clip(0, 255).astype(np.uint8), img.mode), rng, sigma)


def fax(img, rng):
    """A fax: sent at 200 x 100 dpi (every other row), 1-bit with error diffusion, received and shown stretched back to
    square pixels, a header line along the top, and a few dropped scan lines."""
    img = _turn(img.convert('L'), rng, 0.8, 1.6)
    w, h = img.size
    low = img.resize((w, h // 2), Image.BILINEAR).convert('1')  # Floyd-Steinberg dithering
    arr = np.asarray(low.convert('L')).copy()
    for _ in range(4):
        row = rng.randrange(40, arr.shape[0] - 1)
        arr[row, :] = 255 if rng.random() < 0.5 else arr[row - 1, :]
    shown = Image.fromarray(arr).resize((w, h), Image.NEAREST)
    draw = ImageDraw.Draw(shown)
    draw.text((40, 12), 'JAN-29-2025 14:07   FROM: 5415550183   TO: 5415550122   P.001/003', fill=0,
              font=_font('NimbusMonoPS-Regular', 22))
    return shown.convert('1')


def copy_watermark(img, rng):
    """A grey 'COPY' set diagonally across the page (as a copier's copy-protect stamps it), under which the text must be
    read."""
    img = img.convert('RGB')
    w, h = img.size
    layer = Image.new('L', (w, h), 0)
    draw = ImageDraw.Draw(layer)
    font = _font('NimbusSans-Bold', int(w * 0.28))
    draw.text((w * 0.12, h * 0.18), 'COPY', fill=120, font=font)
    layer = layer.rotate(-28 if rng.random() < 0.5 else 28, resample=Image.BICUBIC, center=(w / 2, h * 0.3))
    grey = Image.new('RGB', (w, h), (150, 150, 150))
    img = Image.composite(grey, img, layer.point(lambda v: int(v * 0.55)))
    return base_scan(img, rng)


def staple_fold(img, rng):
    """A staple at the top left with the corner folded back over it: the corner becomes the paper's grey back with a
    shadow along the fold, and the staple's two legs show above it."""
    img = img.convert('RGB')
    w, h = img.size
    s = int(w * 0.11)
    draw = ImageDraw.Draw(img)
    draw.polygon([(0, 0), (s, 0), (0, s)], fill=(60, 60, 60))  # the scanner lid behind the fold
    draw.polygon([(s, 0), (0, s), (int(s * 0.55), int(s * 0.55))], fill=(214, 212, 206))  # the folded paper's back
    draw.line([(s, 0), (0, s)], fill=(120, 120, 120), width=3)
    x, y = int(w * 0.13), int(h * 0.025)
    draw.rectangle([x, y, x + int(w * 0.07), y + 5], fill=(95, 95, 100))
    draw.rectangle([x + 2, y + 1, x + int(w * 0.07) - 2, y + 2], fill=(190, 190, 195))
    for dx in (0, int(w * 0.07)):
        draw.ellipse([x + dx - 4, y - 2, x + dx + 4, y + 8], fill=(30, 30, 30))
    return base_scan(img, rng)


def pen_note(img, rng, note='pd 2/3 - file w/ 2024 taxes', ticks=((0.50, 0.29), (0.78, 0.22))):
    """Blue ballpoint over the page: ticks beside boxes and a handwritten note in the margin (Z003, a script face)."""
    img = img.convert('RGB')
    w, h = img.size
    draw = ImageDraw.Draw(img)
    blue = (28, 48, 150)
    for fx, fy in ticks:
        x, y = fx * w, fy * h
        draw.line([(x, y), (x + 14, y + 16), (x + 40, y - 22)], fill=blue, width=4, joint='curve')
    layer = Image.new('L', (w, h), 0)
    ImageDraw.Draw(layer).text((w * 0.52, h * 0.91), note, fill=255, font=_font('Z003-MediumItalic', int(w * 0.03)))
    layer = layer.rotate(rng.uniform(2, 5), resample=Image.BICUBIC, center=(w * 0.7, h * 0.92))
    img = Image.composite(Image.new('RGB', (w, h), blue), img, layer)
    draw = ImageDraw.Draw(img)
    draw.ellipse([w * 0.49, h * 0.895, w * 0.96, h * 0.945], outline=blue, width=3)
    return base_scan(img, rng)


def scanner_app(img, rng):
    """A phone 'document scanner' app: the page found and flattened, then pushed to black and white by a local
    threshold, so thin rules break up and grey fills vanish or turn to speckle."""
    grey = img.convert('L')
    grey = _turn(grey, rng, 0.5, 1.2)
    grey = grey.filter(ImageFilter.GaussianBlur(1.1))
    arr = np.asarray(grey).astype(np.float32)
    # lighting that the app has to level: brighter at the top left
    yy, xx = np.mgrid[0:arr.shape[0], 0:arr.shape[1]]
    arr = arr * (0.82 + 0.18 * (1 - (xx / arr.shape[1] + yy / arr.shape[0]) / 2))
    local = np.asarray(Image.fromarray(arr.clip(0, 255).astype(np.uint8)).filter(ImageFilter.BoxBlur(25))).astype(np.float32)
    bw = np.where(arr < local - 18, 0, 255).astype(np.uint8)
    return Image.fromarray(bw)


def moire(img, rng):
    """A page copied from a halftoned print: a fine dot screen at an angle, resampled, leaves beating bands (moire)."""
    img = img.convert('L')
    w, h = img.size
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    a = math.radians(rng.uniform(12, 20))
    period = 2.9
    u = (xx * math.cos(a) + yy * math.sin(a)) * 2 * math.pi / period
    v = (-xx * math.sin(a) + yy * math.cos(a)) * 2 * math.pi / period
    screen = 0.5 + 0.25 * (np.cos(u) + np.cos(v))
    arr = np.asarray(img).astype(np.float32)
    dotted = 255 - (255 - arr) * 0.9 - 38 * screen
    small = Image.fromarray(dotted.clip(0, 255).astype(np.uint8)).resize((int(w * 0.83), int(h * 0.83)), Image.NEAREST)
    return base_scan(small, rng, blur=0.5, sigma=4)


def motion(img, rng, length=7):
    """The page moved while the scanner (or hand) passed: each point smeared along a short slanted line."""
    arr = np.asarray(img.convert('L')).astype(np.float32)
    a = math.radians(rng.uniform(-15, 15))
    acc = np.zeros_like(arr)
    for i in range(length):
        dx, dy = int(round(i * math.cos(a))), int(round(i * math.sin(a)))
        acc += np.roll(np.roll(arr, dy, axis=0), dx, axis=1)
    return base_scan(Image.fromarray((acc / length).astype(np.uint8)), rng, blur=0.4)


def sideways(img, rng):
    """A portrait page fed sideways: the picture is landscape, the text runs bottom to top."""
    return base_scan(img.convert('L').rotate(90, expand=True), rng)


def plain(img, rng):
    return base_scan(img, rng)


RECIPES = {'fax': fax, 'copy-watermark': copy_watermark, 'staple-fold': staple_fold, 'pen-note': pen_note,
           'scanner-app': scanner_app, 'moire': moire, 'motion-blur': motion, 'sideways': sideways, 'plain': plain}


def photo(img, rng):
    """A phone photo: the page on a grey-blue tablecloth, shot from a little off square (perspective), lit from one side
    with a cool cast, slightly out of focus, JPEG-compressed by the caller."""
    img = img.convert('RGB')
    w, h = img.size
    W, H = int(w * 1.18), int(h * 1.14)
    cloth = np.zeros((H, W, 3), np.float32)
    cloth[...] = (96, 108, 124)
    weave = np.random.default_rng(rng.randrange(1 << 30)).normal(0, 7, (H, W, 1))
    yy, xx = np.mgrid[0:H, 0:W]
    cloth += weave + 6 * np.sin(xx[..., None] / 3.0)
    base = Image.fromarray(cloth.clip(0, 255).astype(np.uint8))
    # where the page's corners land in the photo (top-left, top-right, bottom-right, bottom-left)
    j = lambda s: rng.uniform(-s, s)  # noqa: E731
    quad = [(W * 0.08 + j(25), H * 0.06 + j(20)), (W * 0.93 + j(25), H * 0.04 + j(20)),
            (W * 0.95 + j(20), H * 0.96 + j(15)), (W * 0.05 + j(20), H * 0.94 + j(15))]
    coeffs = _perspective(quad, [(0, 0), (w, 0), (w, h), (0, h)])
    warped = img.transform((W, H), Image.PERSPECTIVE, coeffs, Image.BICUBIC, fillcolor=(0, 0, 0))
    mask = Image.new('L', (w, h), 255).transform((W, H), Image.PERSPECTIVE, coeffs, Image.BILINEAR, fillcolor=0)
    shot = Image.composite(warped, base, mask)
    arr = np.asarray(shot).astype(np.float32)
    light = 0.72 + 0.34 * (xx / W) * (1 - 0.3 * yy / H)
    arr = arr * light[..., None] * np.array([0.95, 0.98, 1.04])
    shot = Image.fromarray(arr.clip(0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(1.0))
    return _grain(shot, rng, 4)


def _perspective(dst, src):
    """PIL's eight coefficients that map each output point dst[i] back to the input point src[i]."""
    rows = []
    for (x, y), (u, v) in zip(dst, src):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    b = np.array([c for pair in src for c in pair], np.float64)
    return np.linalg.solve(np.array(rows, np.float64), b).tolist()
