"""Printed corpus 5: documents written as PostScript by hand (ps.py, w2.py, forms.py) in the URW base35 fonts, turned
into PDFs by ghostscript's pdfwrite, pictured by pdftoppm and degraded with PIL and numpy (degrade.py). Writes
services/documents/src/testing/printed-corpus-5/ and fails when an expected value is not in its PDF's text layer.
Run by make.sh with Debian's python3 (python3-pil, python3-numpy)."""
import hashlib
import io
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
from PIL import Image  # noqa: E402

import degrade  # noqa: E402
import forms  # noqa: E402
import w2  # noqa: E402
from printed_corpus_common import check_text_layers  # noqa: E402

OUT = os.path.normpath(os.path.join(HERE, '../../../services/documents/src/testing/printed-corpus-5'))

# stem, kind, layout, builder, fonts, scan recipe, scan dpi, photo?
DOCS = [
    ('w2-irs-grid', 'w2', 'irs-grid', w2.w2_irs_grid, 'Nimbus Sans', 'fax', 200, True),
    ('w2-payroll-statement', 'w2', 'payroll-statement', w2.w2_payroll_statement, 'P052, Nimbus Mono PS', 'copy-watermark', 170, False),
    ('w2-two-states-local', 'w2', 'two-states-local', w2.w2_two_states_local, 'URW Gothic', 'staple-fold', 180, False),
    ('w2-box12-four-codes', 'w2', 'box12-four-codes', w2.w2_box12_four_codes, 'C059', 'pen-note', 200, True),
    ('w2-two-copies', 'w2', 'two-copies', w2.w2_two_copies, 'Nimbus Sans Narrow', 'motion-blur', 200, False),
    ('w2-caps-masked-green', 'w2', 'caps-masked-green', w2.w2_caps_masked, 'URW Bookman (green ink)', 'scanner-app', 200, False),
    ('1099-int-grid', '1099-int', 'grid', forms.int_grid, 'Nimbus Sans', 'moire', 200, False),
    ('1099-int-bank-summary', '1099-int', 'bank-summary', forms.int_bank_summary, 'P052', 'plain', 150, True),
    ('1099-div-security-paper', '1099-div', 'security-paper', forms.div_fund_security, 'Nimbus Sans Narrow', 'fax', 200, False),
    ('1099-div-consolidated-page', '1099-div', 'consolidated-page', forms.div_consolidated, 'Nimbus Sans, Nimbus Mono PS', 'motion-blur', 200, False),
    ('1099-b-rows-landscape', '1099-b', 'rows-landscape', forms.b_rows_landscape, 'Nimbus Roman, Nimbus Mono PS', 'plain', 200, False),
    ('1099-b-longterm-summary', '1099-b', 'longterm-summary', forms.b_longterm_summary, 'C059', 'copy-watermark', 180, False),
    ('1099-r-rollover-g', '1099-r', 'rollover-g', forms.r_rollover, 'URW Gothic', 'staple-fold', 180, False),
    ('1099-r-not-determined', '1099-r', 'not-determined', forms.r_not_determined, 'P052', 'pen-note', 200, False),
    ('1099-g-unemployment', '1099-g', 'unemployment', forms.g_unemployment, 'Nimbus Sans', 'fax', 200, False),
    ('1099-nec-grid', '1099-nec', 'grid', forms.nec, 'URW Bookman', 'scanner-app', 200, True),
    ('1099-misc-rents', '1099-misc', 'rents', forms.misc, 'Nimbus Roman', 'moire', 200, False),
    ('1099-oid-strip', '1099-oid', 'strip', forms.oid, 'Nimbus Sans Narrow', 'sideways', 170, False),
    ('ssa-1099-statement', 'ssa-1099', 'statement', forms.ssa, 'Nimbus Sans, Nimbus Mono PS', 'plain', 160, False),
    ('last-year-1040-2023', 'last-year', 'form-2023', forms.form1040_2023, 'Nimbus Sans', 'fax', 200, True),
]

# the pen note on a 1099-R sits over its own figures' margin; ticks where its boxes are
PEN = {'1099-r-not-determined': dict(note='annuity - ask CPA re taxable amt', ticks=((0.60, 0.12), (0.80, 0.23)))}


def run(args):
    subprocess.run(args, check=True, capture_output=True)


def steady_pdf(path):
    """ghostscript stamps each PDF with the time and a random ID; put fixed ones of the same length in their place so a
    rerun writes the same bytes (the cross-reference offsets stay right)."""
    data = open(path, 'rb').read()
    varying = rb'\(D:[^)]*\)|<[0-9A-Fa-f]{32}>|\d{4}-\d\d-\d\dT[\d:]+(Z|[-+]\d\d:\d\d)|uuid:[0-9a-f-]{36}'
    digest = hashlib.md5(re.sub(varying, b'', data)).hexdigest().encode()

    def same_length(match, fill):
        text = match.group(0)
        return fill[:len(text)].ljust(len(text), fill[-1:])

    data = re.sub(rb'D:\d{14}[^)\'"<]*', lambda m: same_length(m, b"D:20250115090000Z00'00'"), data)
    data = re.sub(rb'<[0-9A-Fa-f]{32}>', lambda m: b'<' + digest.upper() + b'>', data)
    data = re.sub(rb'\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[-+]\d\d:\d\d)', lambda m: same_length(m, b'2025-01-15T09:00:00Z'), data)
    data = re.sub(rb'uuid:[0-9a-f-]{36}', lambda m: b'uuid:' + (digest[:8] + b'-' + digest[8:12] + b'-' + digest[12:16] + b'-'
                                                               + digest[16:20] + b'-' + digest[20:32]), data)
    open(path, 'wb').write(data)


def render(pdf, dpi, stem):
    run(['pdftoppm', '-r', str(dpi), '-png', '-singlefile', pdf, stem])
    return Image.open(stem + '.png').convert('RGB')


def coloured(img):
    """True when the page has colour worth keeping (a tint, a coloured banner or ink)."""
    small = img.resize((200, 260))
    px = list(small.getdata())
    return sum(1 for r, g, b in px if max(r, g, b) - min(r, g, b) > 18) > 40


def save_clean(img, path):
    if coloured(img):
        img.quantize(colors=64, dither=Image.Dither.NONE).save(path, optimize=True)
    else:
        img.convert('L').save(path, optimize=True)


def main():
    if os.path.isdir(OUT):
        shutil.rmtree(OUT)
    os.makedirs(OUT)
    files = []
    with tempfile.TemporaryDirectory() as tmp:
        for index, (stem, kind, layout, builder, fonts, recipe, dpi, with_photo) in enumerate(DOCS):
            rng = random.Random(5000 + index)
            page, expected = builder()
            if kind == 'w2':
                expected = w2.w2_expected(expected)
            ps = os.path.join(tmp, stem + '.ps')
            with open(ps, 'w') as f:
                f.write(page.postscript())
            pdf = os.path.join(OUT, stem + '.pdf')
            run(['gs', '-q', '-dSAFER', '-dNOPAUSE', '-dBATCH', '-sDEVICE=pdfwrite', '-dCompatibilityLevel=1.5',
                 f'-sOutputFile={pdf}', ps])
            steady_pdf(pdf)
            entry = dict(kind=kind, layout=layout, expected=expected, document=stem)
            files.append(dict(file=stem + '.pdf', variant='pdf', degradation='', fonts=fonts, **entry))
            clean = render(pdf, 200, os.path.join(tmp, stem + '-200'))
            save_clean(clean, os.path.join(OUT, stem + '.png'))
            files.append(dict(file=stem + '.png', variant='clean', degradation='200 dpi render', fonts=fonts, **entry))
            scan_src = clean if dpi == 200 else render(pdf, dpi, os.path.join(tmp, f'{stem}-{dpi}'))
            if recipe == 'pen-note' and stem in PEN:
                picture = degrade.pen_note(scan_src, rng, **PEN[stem])
            else:
                picture = degrade.RECIPES[recipe](scan_src, rng)
            if recipe == 'fax':
                name = stem + '.scan.png'
                picture.save(os.path.join(OUT, name), optimize=True)
                label = f'fax: 1-bit dithered at 200x100 dpi, shown stretched, header line, dropped lines, {dpi} dpi'
            else:
                name = stem + '.scan.jpg'
                quality = 70 if recipe == 'scanner-app' else 78
                picture.convert('L' if picture.mode in ('L', '1') else 'RGB').save(os.path.join(OUT, name), quality=quality,
                                                                                    optimize=True)
                label = f'{recipe}, turned 1-3 degrees, blur, grain, {dpi} dpi'
            files.append(dict(file=name, variant='scan', degradation=label, fonts=fonts, **entry))
            if with_photo:
                shot = degrade.photo(render(pdf, 150, os.path.join(tmp, stem + '-150')), rng)
                buf = io.BytesIO()
                shot.save(buf, 'JPEG', quality=80, optimize=True)
                with open(os.path.join(OUT, stem + '.photo.jpg'), 'wb') as f:
                    f.write(buf.getvalue())
                files.append(dict(file=stem + '.photo.jpg', variant='photo', fonts=fonts,
                                  degradation='phone photo: perspective, tablecloth, side light, cool cast, soft focus', **entry))
            print(f'{stem}: {len(expected)} fields')
    note = ('Made by tests/bench/printed-corpus-5/make.sh (hand-written PostScript through ghostscript pdfwrite in the URW '
            'base35 fonts; poppler pdftoppm; PIL/numpy degradations); expected values are what each document prints.')
    # key order as corpus 4 writes it: file, kind, layout, variant, degradation, expected, document (+ fonts)
    ordered = [{k: f[k] for k in ('file', 'kind', 'layout', 'variant', 'degradation', 'fonts', 'expected', 'document')}
               for f in files]
    with open(os.path.join(OUT, 'expected.json'), 'w') as f:
        json.dump({'note': note, 'files': ordered}, f, indent=1)
        f.write('\n')
    if not check_text_layers(OUT):
        raise SystemExit('an expected value is missing from its PDF text layer')
    print(f'{len(ordered)} files in {OUT}')


if __name__ == '__main__':
    main()
