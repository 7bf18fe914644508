"""Printed corpus 3: documents written as HTML (docs.py), drawn by LibreOffice Writer (soffice --headless) in fonts
the earlier corpora did not use (Carlito, Caladea, URW Nimbus Sans / Nimbus Mono PS / C059 / P052), pictured by
poppler's pdftoppm and degraded by ImageMagick 6 (/usr/bin/convert) with recipes unlike corpus 2's:
drop-out ink scanned in colour on tinted paper, a binding-edge shadow at 300 dpi, a 2-up page photocopied at 85%,
pages scanned upside-down or at 90 degrees, faded toner, halftone moire, JPEG at 130 dpi, and phone photos
(perspective, uneven light, barrel). Run by make.sh; writes services/documents/src/testing/printed-corpus-3/."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from docs import DOCS  # noqa: E402
from printed_corpus_common import check_text_layers  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '../../../services/documents/src/testing/printed-corpus-3')
CONVERT = '/usr/bin/convert'


def run(args):
    subprocess.run(args, check=True)


def render(pdf, dpi, stem, gray=True):
    run(['pdftoppm', '-r', str(dpi), *(['-gray'] if gray else []), '-png', '-f', '1', '-l', '1', '-singlefile', pdf, stem])
    return stem + '.png'


def size_of(png):
    w, h = subprocess.run(['identify', '-format', '%w %h', png], capture_output=True, text=True, check=True).stdout.split()
    return int(w), int(h)


TINT = {'dropout-red': '#f6ead0', 'dropout-green': '#eef3dc', 'dropout-blue': '#f3efe2'}


def scan(pdf, recipe, out_stem, tmp):
    """One degraded picture of page 1; returns the file written."""
    out = out_stem + '.scan.jpg'
    if recipe in TINT:
        # Colour scan of a drop-out-ink form printed on tinted paper: the paper multiplies the page, scanner noise.
        png = render(pdf, 200, os.path.join(tmp, 'c'), gray=False)
        run([CONVERT, '-seed', '3', png, '(', '+clone', '-fill', TINT[recipe], '-colorize', '100', ')', '-compose', 'Multiply', '-composite',
             '-attenuate', '0.5', '+noise', 'Gaussian', '-blur', '0x0.5', '-rotate', '-0.4', '-background', TINT[recipe], '-flatten',
             '-strip', '-quality', '56', out])
    elif recipe == 'binding-shadow':
        png = render(pdf, 250, os.path.join(tmp, 'g'))
        w, h = size_of(png)
        run([CONVERT, png, '(', '-size', f'{h}x{w // 7}', 'gradient:#3a3a3a-#ffffff', '-rotate', '-90', ')', '-gravity', 'West',
             '-compose', 'Multiply', '-composite', '-rotate', '0.7', '-background', 'white', '-flatten',
             '-colorspace', 'Gray', '-strip', '-quality', '50', out])
    elif recipe == 'photocopy-85':
        png = render(pdf, 200, os.path.join(tmp, 'g'))
        w, h = size_of(png)
        run([CONVERT, '-seed', '5', png, '-resize', '85%', '-background', 'white', '-gravity', 'NorthWest', '-splice', '60x90',
             '-extent', f'{w}x{h}', '-level', '8%,82%', '-attenuate', '0.05', '+noise', 'Impulse', '-blur', '0x0.4',
             '-colorspace', 'Gray', '-strip', '-quality', '55', out])
    elif recipe == 'upside-down':
        png = render(pdf, 200, os.path.join(tmp, 'g'))
        run([CONVERT, '-seed', '7', png, '-rotate', '180.3', '-background', 'white', '-flatten', '-attenuate', '0.3', '+noise', 'Gaussian',
             '-colorspace', 'Gray', '-strip', '-quality', '60', out])
    elif recipe == 'rotated-90':
        png = render(pdf, 200, os.path.join(tmp, 'g'))
        run([CONVERT, '-seed', '9', png, '-rotate', '90', '-attenuate', '0.3', '+noise', 'Gaussian', '-colorspace', 'Gray', '-strip', '-quality', '60', out])
    elif recipe == 'faded-toner':
        png = render(pdf, 200, os.path.join(tmp, 'g'))
        run([CONVERT, '-seed', '11', png, '-blur', '0x0.6', '+level', '42%,97%', '-attenuate', '0.15', '+noise', 'Gaussian',
             '-colorspace', 'Gray', '-strip', '-quality', '62', out])
    elif recipe == 'halftone':
        # Printed through a halftone screen, then scanned at a lower resolution: moire in the greys and edges.
        png = render(pdf, 300, os.path.join(tmp, 'g'))
        run([CONVERT, png, '-blur', '0x0.8', '-ordered-dither', 'h6x6a', '-resize', '66.67%', '-colorspace', 'Gray', '-strip', '-quality', '60', out])
    elif recipe == 'jpeg130':
        png = render(pdf, 130, os.path.join(tmp, 'g'))
        run([CONVERT, png, '-colorspace', 'Gray', '-strip', '-quality', '52', out])
    else:
        raise ValueError(recipe)
    return out


def photo(pdf, out_stem, tmp):
    """A phone photo: the page on a desk, perspective, light falling off to one corner, slight barrel."""
    out = out_stem + '.photo.jpg'
    png = render(pdf, 200, os.path.join(tmp, 'p'), gray=False)
    w, h = size_of(png)
    b = 140
    W, H = w + 2 * b, h + 2 * b
    run([CONVERT, '-seed', '13', png, '-bordercolor', '#7a6650', '-border', str(b),
         '-virtual-pixel', 'background', '-background', '#7a6650',
         '-distort', 'Perspective', f'0,0 {int(W*0.05)},{int(H*0.03)}  {W},0 {int(W*0.93)},{int(H*0.07)}  {W},{H} {int(W*0.98)},{int(H*0.97)}  0,{H} {int(W*0.01)},{int(H*0.95)}',
         '(', '-size', f'{W}x{H}', 'radial-gradient:#ffffff-#8c8c8c', '-roll', f'-{W // 4}-{H // 5}', ')', '-compose', 'Multiply', '-composite',
         '-distort', 'Barrel', '0.0 0.0 0.03', '-blur', '0x0.7', '-attenuate', '0.4', '+noise', 'Gaussian',
         '-resize', '70%', '-strip', '-quality', '68', out])
    return out


def main():
    os.makedirs(OUT, exist_ok=True)
    for name in os.listdir(OUT):
        os.remove(os.path.join(OUT, name))
    tmp = tempfile.mkdtemp(prefix='corpus3-')
    built = {}
    for name, spec in DOCS.items():
        html, entries = spec['build']()
        with open(os.path.join(tmp, f'{name}.html'), 'w') as f:
            f.write(html)
        built[name] = entries
    # One soffice run for every document (HTML read by Writer, not Writer/Web, so page size and margins hold).
    run(['soffice', '--headless', '--infilter=HTML (StarWriter)', '--convert-to', 'pdf:writer_pdf_Export', '--outdir', tmp,
         *[os.path.join(tmp, f'{name}.html') for name in DOCS]])
    files = []
    for name, spec in DOCS.items():
        pdf = os.path.join(OUT, f'{name}.pdf')
        shutil.copy(os.path.join(tmp, f'{name}.pdf'), pdf)
        stem = os.path.join(OUT, name)
        if spec['clean'] == 'jpg':
            png = render(pdf, 200, os.path.join(tmp, 'k'), gray=False)
            clean = stem + '.jpg'
            run([CONVERT, png, '-strip', '-quality', '66', clean])
        elif spec['clean'] == 'png':
            clean = render(pdf, 200, stem)
        else:
            png = render(pdf, 200, os.path.join(tmp, 'k'))
            clean = stem + '.jpg'
            run([CONVERT, png, '-colorspace', 'Gray', '-strip', '-quality', '65', clean])
        pictures = [('pdf', pdf, ''), ('clean', clean, ''), ('scan', scan(pdf, spec['scan'], stem, tmp), spec['scan'])]
        if spec['photo']:
            pictures.append(('photo', photo(pdf, stem, tmp), 'phone-photo'))
        for kind, layout, expected in built[name]:
            for variant, path, degradation in pictures:
                files.append({'file': os.path.basename(path), 'kind': kind, 'layout': layout, 'variant': variant,
                              'degradation': degradation, 'expected': expected, 'document': name})
        print(name, 'done')
    shutil.rmtree(tmp)
    note = ('Made by tests/bench/printed-corpus-3/make.sh (HTML drawn by LibreOffice Writer in Carlito, Caladea and URW fonts; '
            'poppler; ImageMagick 6 degradations); expected values are what each document prints.')
    with open(os.path.join(OUT, 'expected.json'), 'w') as out:
        json.dump({'note': note, 'files': files}, out, indent=1)
        out.write('\n')


if __name__ == '__main__':
    main()
    sys.exit(0 if check_text_layers(OUT) else 1)
