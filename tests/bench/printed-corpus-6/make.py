"""Printed corpus 6 (held apart from the readers): SVG pages written by Python (svg.py, w2.py, forms.py) in fonts no
earlier corpus used (Roboto, Noto Sans/Serif, Open Sans, Lato, Linux Libertine, Charis SIL, Go, Go Mono, IBM 3270),
turned into text-layer PDFs and 200 dpi PNGs by rsvg-convert (librsvg), scans and photos degraded with PIL + numpy
(degrade.py). Seeded and dated (SOURCE_DATE_EPOCH), so a rerun writes the same bytes.
  python3 tests/bench/printed-corpus-6/make.py [OUT_DIR]   (default services/documents/src/testing/printed-corpus-6)"""
import io
import json
import os
import subprocess
import sys
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.dirname(HERE)]

from PIL import Image  # noqa: E402

import data  # noqa: E402
import degrade  # noqa: E402
import forms  # noqa: E402
import w2  # noqa: E402
from printed_corpus_common import check_text_layers  # noqa: E402

ROOT = os.path.abspath(os.path.join(HERE, '../../..'))
OUT = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(ROOT, 'services/documents/src/testing/printed-corpus-6')
ENV = dict(os.environ, SOURCE_DATE_EPOCH='1732665600', TZ='UTC')

# document -> (scan degradation, scan dpi, scan format, photo?)
PLAN = {
    'w2-payroll-statement': ('sleeve-glare', 200, 'jpg', True),
    'w2-employer-table': ('carbonless-copy', 170, 'jpg', False),
    'w2-irs-grid': ('flatbed-lid-open', 180, 'jpg', True),
    'w2-four-up': ('rgb-misregistration', 200, 'jpg', False),
    'w2-two-up-states': ('inkjet-banding', 200, 'jpg', False),
    'w2-impact-printer': ('dot-matrix', 150, 'png', False),
    '1099-int-credit-union-letter': ('coffee-stain', 160, 'jpg', True),
    '1099-int-grid': ('ghost-double', 200, 'jpg', False),
    '1099-div-composite': ('crumpled', 200, 'jpg', False),
    '1099-b-composite-rows': ('hole-punch-sticky', 200, 'jpg', False),
    '1099-b-longterm-summary': ('sleeve-glare', 170, 'jpg', False),
    '1099-r-insurer-annuity': ('carbonless-copy', 180, 'jpg', False),
    '1099-r-rollover': ('ghost-double', 180, 'jpg', False),
    '1099-nec-grid': ('flatbed-lid-open', 160, 'jpg', True),
    '1099-misc-rents-royalties': ('inkjet-banding', 170, 'jpg', False),
    '1099-g-unemployment': ('dot-matrix', 170, 'png', False),
    '1099-oid-bond': ('rgb-misregistration', 180, 'jpg', False),
    'ssa-1099-statement': ('crumpled', 160, 'jpg', False),
    'last-year-1040-software': ('hole-punch-sticky', 180, 'jpg', False),
    'last-year-1040-summary': ('coffee-stain', 200, 'jpg', True),
}


def documents():
    for doc, layout, font, w in data.W2:
        yield doc, 'w2', layout, [font] + (['Noto Sans'] if layout == 'impact-printer' else []), w2.LAYOUTS[layout](dict(w, font=font)), data.w2_expected(w)
    for doc, kind, layout, font, d, expect in data.OTHER:
        d = dict(d, font=font)
        yield doc, kind, layout, [font] + ([d['mono']] if 'mono' in d else []), forms.LAYOUTS[layout](d), expect(d)
    for doc, kind, layout, font, d in data.LAST_YEAR:
        d = dict(d, font=font)
        yield doc, kind, layout, [font] + ([d['mono']] if 'mono' in d else []), forms.LAYOUTS[layout](d), data.last_year_expected(d)


def rsvg(svg_path, out, fmt, dpi=None):
    cmd = ['rsvg-convert', '-f', fmt, '-o', out]
    if dpi:
        cmd += ['-d', str(dpi), '-p', str(dpi), '-b', 'white']
    subprocess.run(cmd + [svg_path], check=True, env=ENV)


def render(svg_path, dpi, tmp):
    path = os.path.join(tmp, f'r{dpi}.png')
    rsvg(svg_path, path, 'png', dpi)
    with Image.open(path) as im:
        return im.convert('RGB')


def main():
    os.makedirs(OUT, exist_ok=True)
    files = []
    with tempfile.TemporaryDirectory() as tmp:
        for doc, kind, layout, fonts, pages, expected in documents():
            assert len(pages) == 1, doc
            svg_path = os.path.join(tmp, doc + '.svg')
            with open(svg_path, 'w') as fh:
                fh.write(pages[0].svg())
            entry = dict(kind=kind, layout=layout, expected=expected, document=doc, fonts=fonts)
            rsvg(svg_path, os.path.join(OUT, doc + '.pdf'), 'pdf')
            files.append(dict(entry, file=doc + '.pdf', variant='pdf', degradation=''))
            rsvg(svg_path, os.path.join(OUT, doc + '.png'), 'png', 200)
            files.append(dict(entry, file=doc + '.png', variant='clean', degradation=''))
            degradation, dpi, fmt, with_photo = PLAN[doc]
            seed = zlib.crc32(doc.encode())
            picture = degrade.scan(render(svg_path, dpi, tmp), degradation, seed, dpi)
            name = f'{doc}.scan.{fmt}'
            if fmt == 'jpg':
                picture.save(os.path.join(OUT, name), 'JPEG', quality=80, dpi=(dpi, dpi))
            else:
                picture.convert('L').save(os.path.join(OUT, name), 'PNG', dpi=(dpi, dpi), optimize=True)
            files.append(dict(entry, file=name, variant='scan', degradation=f'{degradation} ({dpi} dpi)'))
            if with_photo:
                shot = degrade.photo(render(svg_path, 170, tmp), seed + 1)
                shot.save(os.path.join(OUT, doc + '.photo.jpg'), 'JPEG', quality=86)
                files.append(dict(entry, file=doc + '.photo.jpg', variant='photo', degradation='phone-photo: wooden table, perspective, side light, hand shadow'))
            print(doc, 'done', flush=True)
    order = ['file', 'kind', 'layout', 'variant', 'degradation', 'expected', 'document', 'fonts']
    files = [{k: f[k] for k in order} for f in files]
    note = ('Made by tests/bench/printed-corpus-6/make.sh (SVG pages written by Python, drawn by rsvg-convert (librsvg) into '
            'text-layer PDFs and PNGs in Roboto, Noto Sans/Serif, Open Sans, Lato, Linux Libertine, Charis SIL, Go, Go Mono and '
            'IBM 3270; PIL + numpy degradations); expected values are what each document prints.')
    with open(os.path.join(OUT, 'expected.json'), 'w') as fh:
        json.dump({'note': note, 'files': files}, fh, indent=1)
        fh.write('\n')
    if not check_text_layers(OUT):
        sys.exit('an expected value is not in its PDF text layer')
    print(len(files), 'files')


if __name__ == '__main__':
    main()
