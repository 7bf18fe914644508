"""Printed corpus 4: documents typeset by pdfLaTeX (docs.py, picture-environment grids and tabulars) in TeX Gyre Heros,
Adventor, Termes, Cursor and Latin Modern, pictured by poppler's pdftoppm and degraded by ImageMagick 6 (/usr/bin/convert)
with recipes the earlier corpora lack: the back page showing through, a fold crease with its shadow, a faded thermal
print, a CORRECTED stamp and highlighter over text, a scan saved as an image-only PDF, a scanner crop cutting the page
edge with the lid's black border, a 300 dpi grey scan with dust and a hair, a page curling up at its right edge; and
phone photos (perspective, a lamp's hot spot, a hand's shadow). Run by make.sh; writes
services/documents/src/testing/printed-corpus-4/ and fails when an expected value is not in its PDF's text layer."""
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, '..'))
from docs import DOCS  # noqa: E402
from printed_corpus_common import check_text_layers  # noqa: E402
from tex import document  # noqa: E402

OUT = os.path.join(HERE, '../../../services/documents/src/testing/printed-corpus-4')
CONVERT = '/usr/bin/convert'
# Same bytes on every run: pdfTeX takes its dates and ID from here.
os.environ.update(SOURCE_DATE_EPOCH='1735689600', FORCE_SOURCE_DATE='1')


def run(args, **kw):
    subprocess.run(args, check=True, **kw)


def latex(source, stem, tmp):
    tex = os.path.join(tmp, stem + '.tex')
    with open(tex, 'w') as f:
        f.write(source)
    for _ in range(1):
        proc = subprocess.run(['pdflatex', '-interaction=nonstopmode', '-halt-on-error', '-output-directory', tmp, tex],
                              capture_output=True, text=True)
        if proc.returncode != 0:
            sys.stderr.write(proc.stdout[-3000:])
            raise SystemExit(f'pdflatex failed on {stem}')
    pages = subprocess.run(['pdfinfo', os.path.join(tmp, stem + '.pdf')], capture_output=True, text=True).stdout
    if not re.search(r'^Pages:\s+1$', pages, re.M):
        raise SystemExit(f'{stem} is not one page:\n{pages}')
    return os.path.join(tmp, stem + '.pdf')


def render(pdf, dpi, stem, gray=True):
    run(['pdftoppm', '-r', str(dpi), *(['-gray'] if gray else []), '-png', '-singlefile', pdf, stem])
    return stem + '.png'


def size_of(png):
    w, h = subprocess.run(['identify', '-format', '%w %h', png], capture_output=True, text=True, check=True).stdout.split()
    return int(w), int(h)


BACK = r"""
{\large\textbf{Instructions for Recipient}}\\[3mm]
""" + '\n\n'.join([r"""\small Recipient's taxpayer identification number (TIN). For your protection, this form may show only the last four
digits of your TIN. However, the issuer has reported your complete TIN to the IRS. Account number. May show an account
or other unique number the payer assigned to distinguish your account. Amounts shown may be subject to self-employment
tax. If your net income from self-employment is \$400 or more, you must file a return and compute your SE tax on
Schedule SE. Payments made to you may be reported to the IRS and you may be liable for a penalty if you do not report
them. Nominees. If this form includes amounts belonging to another person, you are considered a nominee recipient."""] * 7)


def back_page(tmp, dpi):
    path = os.path.join(tmp, f'back{dpi}.png')
    if not os.path.exists(path):
        pdf = latex(document(BACK, 'termes', size='11pt', margin='18mm'), 'back', tmp)
        render(pdf, dpi, path[:-4])
    return path


def scan(pdf, recipe, out_stem, tmp, rng, marks=None):
    """One degraded picture of the page; returns (file, variant degradation)."""
    g200 = lambda: render(pdf, 200, os.path.join(tmp, 'g'))
    out = out_stem + '.scan.jpg'
    if recipe == 'show-through':
        # Thin paper on a flatbed: the back page's print, mirrored and faint, multiplied into the front.
        png = g200()
        back = back_page(tmp, 200)
        run([CONVERT, png, '(', back, '-flop', '+level', '78%,100%', '-blur', '0x1.2', ')', '-compose', 'Multiply', '-composite',
             '-fill', '#f4f0e6', '-colorize', '0', '-rotate', '0.35', '-background', 'white', '-flatten',
             '-attenuate', '0.35', '+noise', 'Gaussian', '-colorspace', 'Gray', '-strip', '-quality', '54', out])
    elif recipe == 'crease':
        # Folded in three and flattened: two soft shadowed creases with a bright ridge, a slight wave, dull contrast.
        png = g200()
        w, h = size_of(png)
        y1, y2 = h // 3 + 17, 2 * h // 3 - 11
        run([CONVERT, '-size', f'{w}x{h}', 'xc:white', '-stroke', 'gray52', '-strokewidth', '7',
             '-draw', f'line 0,{y1} {w},{y1 + 14}', '-draw', f'line 0,{y2} {w},{y2 - 9}', '-blur', '0x9',
             '-stroke', 'gray70', '-strokewidth', '1', '-draw', f'line 0,{y1 + 3} {w},{y1 + 17}', os.path.join(tmp, 'crease.png')])
        run([CONVERT, png, os.path.join(tmp, 'crease.png'), '-compose', 'Multiply', '-composite',
             '-background', 'white', '-wave', '3x1400', '-gravity', 'center', '-extent', f'{w}x{h}', '-rotate', '-0.6', '-flatten',
             '+level', '6%,94%', '-attenuate', '0.2', '+noise', 'Gaussian', '-strip', '-quality', '55', out])
    elif recipe == 'thermal':
        # A receipt-printer / worn thermal print: grey ink, soft strokes, fading toward one side, yellowed paper.
        png = g200()
        w, h = size_of(png)
        run([CONVERT, png, '-blur', '0x0.5', '+level', '24%,100%',
             '(', '-size', f'{h}x{w}', 'gradient:black-#1a1a1a', '-rotate', '90', ')', '-compose', 'Screen', '-composite',
             '-fill', '#f3efdf', '-tint', '100', '-attenuate', '0.25', '+noise', 'Gaussian', '-colorspace', 'Gray',
             '-strip', '-quality', '56', out])
    elif recipe == 'stamp-highlight':
        # The recipient's copy: a red rubber stamp across the middle and yellow highlighter over two bands of text.
        png = render(pdf, 200, os.path.join(tmp, 'c'), gray=False)
        w, h = size_of(png)
        hl = [(int(w * a), int(h * b), int(w * c), int(h * d)) for a, b, c, d in marks['bands']]
        draw = []
        for x1, y1, x2, y2 in hl:
            draw += ['-draw', f'rectangle {x1},{y1} {x2},{y2}']
        run([CONVERT, '-size', f'{w}x{h}', 'xc:white', '-fill', '#fff05a', *draw, '-blur', '0x2', os.path.join(tmp, 'hl.png')])
        run([CONVERT, png, os.path.join(tmp, 'hl.png'), '-compose', 'Multiply', '-composite',
             '-font', 'DejaVu-Sans-Bold', '-pointsize', '110', '-fill', 'rgba(200,20,30,0.45)', '-stroke', 'rgba(200,20,30,0.55)',
             '-strokewidth', '3', '-gravity', 'North', '-annotate', f'-18x-18+40+{int(h * marks["stamp"]) - 60}', 'CORRECTED',
             '-attenuate', '0.2', '+noise', 'Gaussian', '-rotate', '0.25', '-background', 'white', '-flatten', '-strip', '-quality', '60', out])
    elif recipe == 'image-pdf':
        # Scanned and saved as PDF by the scanner: a picture inside a PDF, no text layer.
        png = g200()
        jpg = os.path.join(tmp, 'scanpage.jpg')
        run([CONVERT, png, '-rotate', '-0.5', '-background', 'white', '-flatten', '-attenuate', '0.4', '+noise', 'Gaussian',
             '-blur', '0x0.5', '-level', '4%,96%', '-strip', '-quality', '60', jpg])
        wrap = (r'\documentclass{article}\usepackage[letterpaper,margin=0pt]{geometry}\usepackage{graphicx}\pagestyle{empty}'
                r'\begin{document}\noindent\raisebox{\dimexpr\topskip-\height}[0pt][0pt]{\includegraphics[width=\paperwidth,height=\paperheight]{scanpage.jpg}}\end{document}')
        with open(os.path.join(tmp, 'imgpdf.tex'), 'w') as f:
            f.write(wrap)
        run(['pdflatex', '-interaction=nonstopmode', '-halt-on-error', 'imgpdf.tex'], cwd=tmp, capture_output=True)
        out = out_stem + '.scan.pdf'
        shutil.copy(os.path.join(tmp, 'imgpdf.pdf'), out)
        if not re.search(r'^Pages:\s+1$', subprocess.run(['pdfinfo', out], capture_output=True, text=True).stdout, re.M):
            raise SystemExit(f'{out} is not one page')
        text = subprocess.run(['pdftotext', out, '-'], capture_output=True, text=True).stdout.strip()
        if text:
            raise SystemExit(f'{out} should have no text layer, has {text[:80]!r}')
        return out, 'image-only-pdf'
    elif recipe == 'crop-edge':
        # Placed crooked on a small scanner glass: the left margin cut off, the lid's black edge along the right.
        png = g200()
        w, h = size_of(png)
        run([CONVERT, png, '-rotate', '1.3', '-background', 'white', '-flatten', '-gravity', 'NorthWest', '-crop', f'{w - 70}x{h - 40}+70+10', '+repage',
             '-gravity', 'East', '-background', '#1c1c1c', '-splice', '26x0', '-attenuate', '0.2', '+noise', 'Gaussian',
             '-strip', '-quality', '55', out])
    elif recipe == 'dust-300':
        # 300 dpi grey scan of a dirty glass: specks and a hair, a little noise.
        png = render(pdf, 300, os.path.join(tmp, 'g3'))
        w, h = size_of(png)
        draw = []
        for _ in range(260):
            x, y, r = rng.randrange(w), rng.randrange(h), rng.choice([1, 1, 1, 2, 2, 3, 4])
            draw += ['-fill', rng.choice(['gray20', 'gray35', 'gray50']), '-draw', f'circle {x},{y} {x + r},{y}']
        hx, hy = rng.randrange(w // 4, 3 * w // 4), rng.randrange(h // 4, 3 * h // 4)
        draw += ['-fill', 'none', '-stroke', 'gray30', '-strokewidth', '2',
                 '-draw', f'bezier {hx},{hy} {hx + 80},{hy - 60} {hx + 150},{hy + 90} {hx + 260},{hy + 30}']
        run([CONVERT, png, *draw, '-rotate', '-0.3', '-background', 'white', '-flatten', '-attenuate', '0.2', '+noise', 'Gaussian',
             '-strip', '-quality', '52', out])
    elif recipe == 'page-curl':
        # The right edge curling up off the glass: rows squeezed toward the middle and shaded as the page leaves the glass.
        png = g200()
        w, h = size_of(png)
        # Two strips at the right edge distorted in perspective (fast, unlike -fx), each squeezing more than the last.
        x1, x2 = int(w * 0.72), int(w * 0.86)
        d1, d2 = int(h * 0.006), int(h * 0.026)
        left, s1, s2 = (os.path.join(tmp, n) for n in ('cl.png', 'c1.png', 'c2.png'))
        run([CONVERT, png, '-crop', f'{x1}x{h}+0+0', '+repage', left])
        sw1, sw2 = x2 - x1, w - x2
        run([CONVERT, png, '-crop', f'{sw1}x{h}+{x1}+0', '+repage', '-virtual-pixel', 'white', '-distort', 'Perspective',
             f'0,0 0,0  0,{h} 0,{h}  {sw1},0 {sw1},{d1}  {sw1},{h} {sw1},{h - d1}', s1])
        run([CONVERT, png, '-crop', f'{sw2}x{h}+{x2}+0', '+repage', '-virtual-pixel', 'white', '-distort', 'Perspective',
             f'0,0 0,{d1}  0,{h} 0,{h - d1}  {sw2},0 {sw2 - 12},{d2}  {sw2},{h} {sw2 - 12},{h - d2}', s2])
        run([CONVERT, left, s1, s2, '+append',
             '(', '-size', f'{h}x{w // 3}', 'gradient:#ffffff-#a4a4a4', '-rotate', '-90', '-gravity', 'East', '-background', 'white',
             '-extent', f'{w}x{h}', ')', '-gravity', 'NorthWest', '-compose', 'Multiply', '-composite',
             '-attenuate', '0.2', '+noise', 'Gaussian', '-colorspace', 'Gray', '-strip', '-quality', '55', out])
    else:
        raise SystemExit(f'unknown recipe {recipe}')
    return out, recipe


def photo(pdf, out_stem, tmp, rng):
    """A phone photo on a wooden-brown desk: perspective, a lamp's hot spot, a hand's soft shadow across a corner."""
    out = out_stem + '.photo.jpg'
    png = render(pdf, 170, os.path.join(tmp, 'p'), gray=False)
    w, h = size_of(png)
    W, H = w + 260, h + 300
    dx = [rng.randrange(40, 120) for _ in range(8)]
    corners = f'0,0 {130 + dx[0]},{150 + dx[1]}  {w},0 {W - 130 - dx[2]},{110 + dx[3]}  {w},{h} {W - 90 - dx[4]},{H - 120 - dx[5]}  0,{h} {90 + dx[6]},{H - 160 - dx[7]}'
    run([CONVERT, png, '-alpha', 'set', '-virtual-pixel', 'transparent', '-background', 'none', '-extent', f'{W}x{H}',
         '-distort', 'Perspective', corners, os.path.join(tmp, 'warp.png')])
    hot10 = f'{rng.randrange(W // 40, 3 * W // 40)},{rng.randrange(H // 50, H // 20)}'
    run([CONVERT, '-size', f'{W}x{H}', 'xc:#6b4f36', os.path.join(tmp, 'warp.png'), '-compose', 'Over', '-composite',
         # Light and shadow drawn at a tenth of the size, blurred there and enlarged (a wide blur at full size is slow).
         '(', '-size', f'{W // 10}x{H // 10}', 'xc:black', '-fill', 'white', '-draw', f'translate {hot10} ellipse 0,0 {W // 10},{H // 10} 0,360',
         '-blur', '0x22', '-resize', f'{W}x{H}!', '+level', '55%,100%', ')', '-compose', 'Multiply', '-composite',
         '(', '-size', f'{W // 10}x{H // 10}', 'xc:white', '-fill', 'gray55', '-draw', f'ellipse {W // 10},{H // 10} {W // 30},{H // 50} 0,360',
         '-blur', '0x6', '-resize', f'{W}x{H}!', ')',
         '-compose', 'Multiply', '-composite', '-modulate', '103,92', '-blur', '0x0.9', '-attenuate', '0.5', '+noise', 'Gaussian',
         '-resize', '82%', '-strip', '-quality', '72', out])
    return out


def main():
    only = sys.argv[1:]
    os.makedirs(OUT, exist_ok=True)
    files = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, spec in DOCS.items():
            if only and name not in only:
                continue
            rng = random.Random(name)
            source, entries = spec['build']()
            pdf = latex(source, name, tmp)
            stem = os.path.join(OUT, name)
            shutil.copy(pdf, stem + '.pdf')
            pictures = [('pdf', stem + '.pdf', '')]
            clean_png = render(pdf, 200, os.path.join(tmp, 'clean'))
            if spec['clean'] == 'png':
                run([CONVERT, clean_png, '-colors', '16', '-strip', stem + '.png'])
                pictures.append(('clean', stem + '.png', ''))
            else:
                run([CONVERT, clean_png, '-strip', '-quality', '68', stem + '.jpg'])
                pictures.append(('clean', stem + '.jpg', ''))
            path, recipe = scan(pdf, spec['scan'], stem, tmp, rng, spec['marks'])
            pictures.append(('scan', path, recipe))
            if spec['photo']:
                pictures.append(('photo', photo(pdf, stem, tmp, rng), 'phone-photo'))
            for kind, layout, expected in entries:
                for variant, path, degradation in pictures:
                    files.append({'file': os.path.basename(path), 'kind': kind, 'layout': layout, 'variant': variant,
                                  'degradation': degradation, 'expected': expected, 'document': name})
            print(name, ' '.join(os.path.basename(p) for _, p, _ in pictures))
    note = ('Made by tests/bench/printed-corpus-4/make.sh (pdfLaTeX in TeX Gyre Heros/Adventor/Termes/Cursor and Latin Modern; '
            'poppler; ImageMagick 6 degradations); expected values are what each document prints.')
    if not only:
        with open(os.path.join(OUT, 'expected.json'), 'w') as out:
            json.dump({'note': note, 'files': files}, out, indent=1)
        if not check_text_layers(OUT):
            raise SystemExit('an expected value is not in its PDF text layer')
        print(len(files), 'files; text layers checked')


if __name__ == '__main__':
    main()
