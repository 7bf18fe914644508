#!/usr/bin/python3
"""A second held-apart corpus of printed 2024 tax documents, drawn unlike the first three sets.

Drawing: cairo (python3-cairo) straight to PDF, with TrueType fonts found by fontconfig (DejaVu Sans / Serif /
Condensed / Mono, Liberation Sans Narrow, FreeMono, FreeSans) instead of reportlab's base-14 fonts; one letter is set
by groff (-Tpdf). Pictures: poppler's pdftoppm at 200 dpi, then ImageMagick (/usr/bin/convert) degrades each
document its own way (fax, photocopy, low JPEG, skew, blur, noise).
Expected values are written from the data below: exactly what each document prints.

    apt-get install -y python3-cairo fonts-dejavu fonts-liberation fonts-freefont-ttf poppler-utils imagemagick groff
    /usr/bin/python3 tests/bench/printed-corpus-2/make.py [NAME ...]
"""
import json
import os
import subprocess
import sys

import cairo

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from printed_corpus_common import D, money, w2_amount, js_number, pct, check_text_layers  # noqa: E402,F401

ROOT = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(ROOT, '../../../services/documents/src/testing/printed-corpus-2'))
CONVERT = '/usr/bin/convert'  # the real ImageMagick (/usr/local/bin/convert may be a stand-in)

# ---------------------------------------------------------------------------------------------------------------
# Amounts: kept as strings of cents so expected values are exact.


# ---------------------------------------------------------------------------------------------------------------
# Drawing on cairo: y grows downwards, units are points.


class Page:
    def __init__(self, surface, width, height):
        self.surface, self.width, self.height = surface, width, height
        self.ctx = cairo.Context(surface)

    def font(self, family, size, bold=False, italic=False):
        self.ctx.select_font_face(family, cairo.FONT_SLANT_ITALIC if italic else cairo.FONT_SLANT_NORMAL,
                                  cairo.FONT_WEIGHT_BOLD if bold else cairo.FONT_WEIGHT_NORMAL)
        self.ctx.set_font_size(size)

    def width_of(self, text):
        return self.ctx.text_extents(text).x_advance

    def text(self, x, y, text, family='DejaVu Sans', size=8, bold=False, italic=False, align='left', grey=0.0):
        self.font(family, size, bold, italic)
        w = self.width_of(text)
        if align == 'right':
            x -= w
        elif align == 'center':
            x -= w / 2
        self.ctx.set_source_rgb(grey, grey, grey)
        self.ctx.move_to(x, y)
        self.ctx.show_text(text)
        return w

    def smallcaps(self, x, y, text, family='DejaVu Serif', size=6, grey=0.0):
        """Small capitals: lower-case letters drawn as capitals at 78% (as form printers do for captions)."""
        run, upper = '', None
        for ch in text + '\0':
            is_upper = not ch.islower()
            if ch == '\0' or (upper is not None and is_upper != upper):
                if run:
                    x += self.text(x, y, run.upper(), family, size if upper else size * 0.78, grey=grey)
                run = ''
            run += ch
            upper = is_upper
        return x

    def rect(self, x, y, w, h, lw=0.6, fill=None, stroke=True):
        self.ctx.rectangle(x, y, w, h)
        if fill is not None:
            self.ctx.set_source_rgb(fill, fill, fill)
            self.ctx.fill_preserve() if stroke else self.ctx.fill()
        if stroke:
            self.ctx.set_source_rgb(0, 0, 0)
            self.ctx.set_line_width(lw)
            self.ctx.stroke()
        else:
            self.ctx.new_path()

    def line(self, x1, y1, x2, y2, lw=0.6, grey=0.0, dash=None):
        self.ctx.set_source_rgb(grey, grey, grey)
        self.ctx.set_line_width(lw)
        self.ctx.set_dash(dash or [])
        self.ctx.move_to(x1, y1)
        self.ctx.line_to(x2, y2)
        self.ctx.stroke()
        self.ctx.set_dash([])

    def check(self, x, y, size=7, checked=False, family='DejaVu Sans'):
        self.rect(x, y, size, size, 0.5)
        if checked:
            self.text(x + size * 0.12, y + size * 0.9, 'X', family, size * 1.0, bold=True)

    def field(self, x, y, w, h, caption, value='', cap_font='DejaVu Sans Condensed', cap_size=5.5,
              val_font='DejaVu Sans Mono', val_size=8.5, val_bold=False, align='left', lw=0.5, smallcaps=False):
        """A captioned box: caption in its top left corner, the value on its bottom line."""
        self.rect(x, y, w, h, lw)
        lines = caption.split('\n')
        for i, line in enumerate(lines):
            self.font(cap_font, cap_size)
            wide = self.width_of(line.upper()) * 0.86 if smallcaps else self.width_of(line)
            size = cap_size * min(1.0, (w - 4) / max(1.0, wide))  # a caption never runs into the next box
            if smallcaps:
                self.smallcaps(x + 2, y + cap_size + 1.5 + i * (cap_size + 1), line, cap_font, size)
            else:
                self.text(x + 2, y + cap_size + 1.5 + i * (cap_size + 1), line, cap_font, size)
        if value:
            values = value.split('\n') if isinstance(value, str) else value
            base = y + h - 3 - (len(values) - 1) * (val_size + 1.5)
            for i, v in enumerate(values):
                vx = x + w - 4 if align == 'right' else x + 4
                self.font(val_font, val_size, val_bold)
                size = val_size * min(1.0, (w - 7) / max(1.0, self.width_of(v)))  # a long name is set smaller, as programs do
                self.text(vx, base + i * (val_size + 1.5), v, val_font, size, bold=val_bold, align=align)


class Doc:
    def __init__(self, path, width=612, height=792):
        self.surface = cairo.PDFSurface(path, width, height)
        self.surface.set_metadata(cairo.PDF_METADATA_CREATOR, 'printed-corpus-2 (cairo)')
        self.surface.set_metadata(cairo.PDF_METADATA_CREATE_DATE, '2025-01-17T09:00:00Z')  # the same bytes on every run
        self.width, self.height = width, height
        self.page = Page(self.surface, width, height)

    def new_page(self, width=None, height=None):
        self.page.ctx.show_page()
        if width:
            self.surface.set_size(width, height)
            self.width, self.height = width, height
        self.page = Page(self.surface, self.width, self.height)
        return self.page

    def close(self):
        self.surface.finish()


# ---------------------------------------------------------------------------------------------------------------
# Degradations, each one ImageMagick pipeline over the clean 200 dpi page.

DEGRADE = {
    # A fax: 1-bit, 200 x 100 dpi (every other line dropped), sent back up to 200 x 200, a little line noise.
    'fax': ['-colorspace', 'Gray', '-filter', 'Box', '-resize', '100%x50%', '-attenuate', '0.06', '+noise', 'Impulse',
            '-threshold', '58%', '-filter', 'Point', '-resize', '100%x200%', '-rotate', '0.6', '-background', 'white',
            '-flatten', '-type', 'Bilevel', 'png:'],
    # A photocopy: grey paper, toner a little light, a dark streak down the page, specks, skewed 1.5 degrees.
    'photocopy': ['-colorspace', 'Gray', '-level', '0%,100%,0.8', '+level', '12%,82%',
                  '(', '+clone', '-fill', 'gray(35%)', '-colorize', '100', '-fill', 'white', '-draw', 'rectangle 0,0 5000,5000',
                  '-fill', 'gray(72%)', '-draw', 'rectangle 1180,0 1196,5000', ')', '-compose', 'Multiply', '-composite',
                  '-attenuate', '0.3', '+noise', 'Gaussian', '-background', 'gray(80%)', '-rotate', '-1.5', '-blur', '0x0.6',
                  '-quality', '45', 'jpg:'],
    # A low-quality scan: 150 dpi, JPEG quality 40, turned 2.5 degrees.
    'jpeg150': ['-colorspace', 'Gray', '-resize', '75%', '-background', 'white', '-rotate', '2.5', '-blur', '0x0.5',
                '-quality', '40', 'jpg:'],
    # Skewed 3.5 degrees the other way, a soft blur, grain.
    'skew': ['-colorspace', 'Gray', '-background', 'gray(96%)', '-rotate', '-3.5', '-blur', '0x0.9',
             '-attenuate', '0.35', '+noise', 'Gaussian', '-quality', '55', 'jpg:'],
    # Out of focus flatbed: blur 1.2, slightly warm paper, 1 degree.
    'blur': ['-blur', '0x1.2', '-fill', 'rgb(250,244,228)', '-tint', '100', '-background', 'white', '-rotate', '1',
             '-quality', '50', 'jpg:'],
    # Noisy old scanner: salt and pepper and Poisson noise, 175 dpi, 4 degrees.
    'noise': ['-colorspace', 'Gray', '-resize', '87.5%', '-attenuate', '0.03', '+noise', 'Impulse', '-blur', '0x0.4',
              '-attenuate', '0.15', '+noise', 'Gaussian', '-background', 'white', '-rotate', '4', '-quality', '38', 'jpg:'],
}
EXT = {'fax': 'png', 'photocopy': 'jpg', 'jpeg150': 'jpg', 'skew': 'jpg', 'blur': 'jpg', 'noise': 'jpg'}


def run(args):
    subprocess.run(args, check=True)


def render(pdf, page, png):
    stem = png[:-4]
    run(['pdftoppm', '-r', '200', '-gray', '-png', '-f', str(page), '-l', str(page), '-singlefile', pdf, stem])


def degrade(png, recipe, stem):
    out = f'{stem}.scan.{EXT[recipe]}'
    args = DEGRADE[recipe]
    run([CONVERT, '-seed', '2024', png] + args[:-1] + ['-strip', args[-1] + out])
    return out


# ---------------------------------------------------------------------------------------------------------------
# The documents. Each builder draws its PDF and returns [(kind, layout, page for pictures, image stem, recipe, expected)].

DOCS = {}


def document(name):
    def register(fn):
        DOCS[name] = fn
        return fn
    return register


W2_KEYS = ['firstName', 'lastName', 'ssn', 'employerName', 'employerEIN', 'wages', 'federalIncomeTax',
           'socialSecurityWages', 'socialSecurityTaxWithheld', 'medicareWagesAndTips', 'medicareTaxWithheld',
           'socialSecurityTips', 'allocatedTips', 'dependentCareBenefits', 'nonqualifiedPlans', 'stateId', 'stateWages',
           'stateIncomeTaxWithheld', 'localWages', 'localIncomeTax', 'locality', 'retirementPlan', 'box12', 'secondState']


def w2_expected(w):
    e = {
        'firstName': w['first'], 'lastName': w['last'], 'ssn': w['ssn_expected'], 'employerName': w['employer'],
        'employerEIN': w['ein'], 'wages': w2_amount(w['b1']), 'federalIncomeTax': w2_amount(w['b2']),
        'socialSecurityWages': w2_amount(w['b3']), 'socialSecurityTaxWithheld': w2_amount(w['b4']),
        'medicareWagesAndTips': w2_amount(w['b5']), 'medicareTaxWithheld': w2_amount(w['b6']),
        'socialSecurityTips': w2_amount(w.get('b7')), 'allocatedTips': w2_amount(w.get('b8')),
        'dependentCareBenefits': w2_amount(w.get('b10')), 'nonqualifiedPlans': w2_amount(w.get('b11')),
        'stateId': f"{w['states'][0][0]} {w['states'][0][1]}" if w['states'] else '',
        'stateWages': w2_amount(w['states'][0][2]) if w['states'] else '',
        'stateIncomeTaxWithheld': w2_amount(w['states'][0][3]) if w['states'] else '',
        'localWages': w2_amount(w.get('local', ('', '', ''))[0]), 'localIncomeTax': w2_amount(w.get('local', ('', '', ''))[1]),
        'locality': w.get('local', ('', '', ''))[2], 'retirementPlan': 'true' if w['retirement'] else 'false',
        'box12': ', '.join(f'{code} {w2_amount(amount)}' for code, amount in w['b12']),
        'secondState': ' '.join([w['states'][1][0], w['states'][1][1], w2_amount(w['states'][1][2]), w2_amount(w['states'][1][3])])
        if len(w['states']) > 1 else '',
    }
    if w.get('b14'):
        e['box14'] = ', '.join(f'{label} {w2_amount(amount)}' for label, amount in w['b14'])
    return e


def w2_figures(gross, pretax_all, pretax_fit, fed, extra_box1=0):
    """Boxes 1, 3-6 from gross pay: section 125 comes off every box, 401(k) only off box 1."""
    ss = D(gross) - D(pretax_all)
    b1 = ss - D(pretax_fit) + D(extra_box1)
    ss += D(extra_box1)
    return {'b1': f'{b1:.2f}', 'b2': fed, 'b3': f'{ss:.2f}', 'b4': f'{pct(ss, "0.062")}', 'b5': f'{ss:.2f}',
            'b6': f'{pct(ss, "0.0145")}'}


# ---- W-2 1: a payroll service's sheet (ADP-like): earnings summary on top, then Copy B, C and two Copy 2s.
ADP = dict(
    first='Keisha', last='Montgomery-Lindqvist', ssn='287-41-6093', ssn_expected='287-41-6093',
    employer='Hudson Crest Hospitality Group LLC', ein='13-5529017',
    employer_addr=['410 Tenth Avenue, Suite 1200', 'New York, NY 10018'],
    employee_addr=['77 Palisade Ave Apt 5C', 'Jersey City, NJ 07306'], control='0000417 HCH/NY  00921',
    **w2_figures('78400.00', '2160.00', '4704.00', '8214.33', extra_box1='186.40'),
    b12=[('C', '186.40'), ('D', '4704.00'), ('DD', '11388.72'), ('W', '1500.00')],
    b14=[('NY SDI', '31.20'), ('NY PFL', '284.37')],
    states=[('NY', '13-5529017', '71722.40', '3912.44'), ('NJ', '135529017000', '71722.40', '1204.16')],
    retirement=True,
)


def adp_copy(p, x, y, w, h, d, title):
    cap, val = 'DejaVu Sans Condensed', 'FreeMono'
    vs = 7.6
    p.rect(x, y, w, h, 0.8)
    col = w / 2
    rows = [
        (("a Employee's social security number", d['ssn']), ("OMB No. 1545-0029", '')),
        (("b Employer identification number (EIN)", d['ein']), ("1 Wages, tips, other comp.", money(d['b1']))),
        (("2 Federal income tax withheld", money(d['b2'])), ("3 Social security wages", money(d['b3']))),
        (("4 Social security tax withheld", money(d['b4'])), ("5 Medicare wages and tips", money(d['b5']))),
        (("6 Medicare tax withheld", money(d['b6'])), ("7 Social security tips", '')),
        (("8 Allocated tips", ''), ("10 Dependent care benefits", '')),
    ]
    rh = 16
    cy = y
    for left, right in rows:
        p.field(x, cy, col, rh, left[0], left[1], cap, 4.8, val, vs, align='right' if left is not rows[0][0] else 'left')
        p.field(x + col, cy, col, rh, right[0], right[1], cap, 4.8, val, vs, align='right')
        cy += rh
    # c / e blocks
    p.field(x, cy, col, 40, "c Employer's name, address, and ZIP code",
            [d['employer']] + d['employer_addr'], cap, 4.8, val, 6.2)
    b12 = [f"{chr(97 + i)} {code:<2} {money(amount):>10}" for i, (code, amount) in enumerate(d['b12'])]
    p.field(x + col, cy, col, 40, "12 See instructions for box 12", b12, cap, 4.8, val, 6.6)
    cy += 40
    p.field(x, cy, col, 34, "e/f Employee's name, address and ZIP code",
            [f"{d['first']} {d['last']}"] + d['employee_addr'], cap, 4.8, val, 6.6)
    p.rect(x + col, cy, col * 0.5, 34, 0.5)
    for i, (label, on) in enumerate([('13 Stat emp.', False), ('Ret. plan', d['retirement']), ('3rd party', False)]):
        p.text(x + col + (2 if i == 0 else 10), cy + 8 + i * 9, label, cap, 4.6)
        p.check(x + col + 44, cy + 3.5 + i * 9, 5.5, on)
    p.field(x + col * 1.5, cy, col * 0.5, 34, '14 Other', [f'{a} {money(b)}' for a, b in d['b14']], cap, 4.8, val, 5.6)
    cy += 34
    sw = [w * 0.34, w * 0.22, w * 0.22, w * 0.22]
    caps = ['15 State  Employer\'s state ID no.', '16 State wages, tips, etc.', '17 State income tax', '18 Local wages']
    sx = x
    for i, c in enumerate(caps):
        vals = []
        for st in d['states']:
            vals.append([f'{st[0]} {st[1]}', money(st[2]), money(st[3]), ''][i])
        p.field(sx, cy, sw[i], 30, c, vals, cap, 4.8, val, 6.8, align='left' if i == 0 else 'right')
        sx += sw[i]
    cy += 30
    p.text(x + 3, cy + 9, 'Form W-2 Wage and Tax Statement', 'DejaVu Sans', 7, bold=True)
    p.text(x + w - 3, cy + 9, '2024', 'DejaVu Sans', 11, bold=True, align='right')
    p.text(x + 3, cy + 16, title, 'DejaVu Sans Condensed', 5)
    p.text(x + 3, cy + 22, 'Dept. of the Treasury - IRS', 'DejaVu Sans Condensed', 4.6)


@document('w2-payroll-sheet')
def w2_payroll_sheet(pdf):
    d = ADP
    doc = Doc(pdf)
    p = doc.page
    p.text(36, 40, 'HUDSON CREST HOSPITALITY GROUP LLC', 'DejaVu Sans', 9, bold=True)
    p.text(36, 50, 'Co. Code 4RT   File 00921   Dept. 0417   Clock 2210', 'FreeMono', 7.5)
    p.text(576, 40, '2024 W-2 and EARNINGS SUMMARY', 'DejaVu Sans', 9, bold=True, align='right')
    p.rect(36, 58, 300, 250, 0.8)
    p.text(42, 70, 'Employee Reference Copy', 'DejaVu Sans', 7, bold=True)
    p.text(42, 80, 'This blue Earnings Summary section is included with your W-2 to help describe', 'DejaVu Sans Condensed', 5.5)
    p.text(42, 87, 'portions in more detail. The reverse side includes instructions and other general information.', 'DejaVu Sans Condensed', 5.5)
    rows = [
        ('1. Your Gross Pay was adjusted as follows to produce your W-2 Statement.', '', '', ''),
        ('', 'Wages, Tips,', 'Social Security', 'Medicare'),
        ('', 'Other Box 1', 'Wages Box 3', 'Wages Box 5'),
        ('Gross Pay', money('78400.00'), money('78400.00'), money('78400.00')),
        ('Plus GTL (C-Box 12)', money('186.40'), money('186.40'), money('186.40')),
        ('Less Other Cafe 125', money('2160.00'), money('2160.00'), money('2160.00')),
        ('Less 401(K) (D-Box 12)', money('4704.00'), 'N/A', 'N/A'),
        ('Reported W-2 Wages', money(d['b1']), money(d['b3']), money(d['b5'])),
    ]
    y = 100
    for label, a, b, c in rows:
        bold = label.startswith('Reported')
        p.text(42, y, label, 'DejaVu Sans Condensed', 5.6, bold=bold)
        for xx, v in ((214, a), (272, b), (328, c)):
            p.text(xx, y, v, 'FreeMono', 6.6, bold=bold, align='right')
        y += 9
    p.line(42, y - 16, 330, y - 16, 0.4)
    y += 8
    p.text(42, y, '2. Employee Name and Address', 'DejaVu Sans Condensed', 5.6, bold=True)
    for i, line in enumerate([f"{d['first']} {d['last']}"] + d['employee_addr']):
        p.text(50, y + 10 + i * 8, line, 'FreeMono', 7)
    y += 44
    p.text(42, y, '3. Your taxable wages this period are', 'DejaVu Sans Condensed', 5.6)
    p.text(42, y + 8, 'reported in more than one state (see 15-17).', 'DejaVu Sans Condensed', 5.6)
    p.text(42, y + 22, 'Federal Filing Status: Single   Exemptions: 00', 'FreeMono', 6.4)
    p.rect(346, 58, 230, 250, 0.8)
    p.text(352, 70, 'Notice to Employee', 'DejaVu Sans', 7, bold=True)
    note = ['Do you have to file? Refer to the Instructions for Forms 1040',
            'and 1040-SR to determine if you are required to file a tax',
            'return. Even if you do not have to file a tax return, you may be',
            'eligible for a refund if box 2 shows an amount or if you are',
            'eligible for any credit.', '',
            'Earned income credit (EIC). You may be able to take the EIC',
            'for 2024 if your adjusted gross income (AGI) is less than a',
            'certain amount. Any EIC that is more than your tax liability is',
            'refunded to you, but only if you file a tax return.', '',
            'Clergy and religious workers. If you are not subject to social',
            'security and Medicare taxes, see Pub. 517.']
    for i, line in enumerate(note):
        p.text(352, 82 + i * 8, line, 'DejaVu Sans Condensed', 5.6)
    p.line(36, 318, 576, 318, 0.5, dash=[3, 2])
    adp_copy(p, 36, 326, 266, 226, d, 'Copy B To Be Filed With Employee\'s FEDERAL Tax Return.')
    adp_copy(p, 310, 326, 266, 226, d, 'Copy C For EMPLOYEE\'S RECORDS.')
    p.line(36, 558, 576, 558, 0.5, dash=[3, 2])
    adp_copy(p, 36, 564, 266, 226, d, 'Copy 2 To Be Filed With Employee\'s State, City, or Local Income Tax Return.')
    adp_copy(p, 310, 564, 266, 226, d, 'Copy 2 To Be Filed With Employee\'s State, City, or Local Income Tax Return.')
    doc.close()
    return [('w2', 'payroll-sheet', 1, 'w2-payroll-sheet', 'photocopy', w2_expected(d))]


# ---- W-2 2: a small-business payroll app's single copy statement (Gusto/Paychex-like), narrow sans, bold values.
GUSTO = dict(
    first='Thanh-Huong', last='Nguyen', ssn='***-**-4412', ssn_expected='XXX-XX-4412',
    employer='Little Fox Learning Studio Inc', ein='84-2297731',
    employer_addr=['2150 S Downing St', 'Denver, CO 80210'],
    employee_addr=['1433 N Ogden St Unit 204', 'Denver, CO 80218'], control='',
    **w2_figures('48615.50', '0', '1200.00', '3180.00'),
    b10='2400.00',
    b12=[('E', '1200.00'), ('DD', '5940.00')],
    states=[('CO', '41806-22713', '47415.50', '1986.00')],
    local=('47415.50', '69.00', 'DENVER OPT'),
    retirement=True,
)


@document('w2-app-statement')
def w2_app_statement(pdf):
    d = GUSTO
    doc = Doc(pdf)
    p = doc.page
    cap, val = 'Liberation Sans Narrow', 'Liberation Sans'
    p.rect(0, 0, 612, 54, stroke=False, fill=0.93)
    p.text(40, 32, 'Form W-2 Wage and Tax Statement', 'Liberation Sans', 16, bold=True)
    p.text(572, 32, 'Tax year 2024', 'Liberation Sans', 12, align='right')
    p.text(40, 46, "Copy B - To Be Filed With Employee's FEDERAL Tax Return. This information is being furnished to the IRS.", cap, 8)

    def block(x, y, w, title, pairs, h_row=27):
        p.text(x, y, title.upper(), cap, 8.5, bold=True, grey=0.35)
        yy = y + 6
        for label, value in pairs:
            p.line(x, yy, x + w, yy, 0.4, grey=0.7)
            p.text(x, yy + 10, label, cap, 8, grey=0.25)
            p.text(x + w, yy + 22, value, val, 10.5, bold=True, align='right')
            yy += h_row
        p.line(x, yy, x + w, yy, 0.4, grey=0.7)
        return yy

    p.text(40, 84, 'EMPLOYEE', cap, 8.5, bold=True, grey=0.35)
    p.text(40, 100, f"{d['first']} {d['last']}", val, 12, bold=True)
    for i, line in enumerate(d['employee_addr']):
        p.text(40, 114 + i * 12, line, val, 9.5)
    p.text(40, 146, "a  Employee's social security number", cap, 8, grey=0.25)
    p.text(40, 159, d['ssn'], val, 10.5, bold=True)
    p.text(320, 84, 'EMPLOYER', cap, 8.5, bold=True, grey=0.35)
    p.text(320, 100, d['employer'], val, 12, bold=True)
    for i, line in enumerate(d['employer_addr']):
        p.text(320, 114 + i * 12, line, val, 9.5)
    p.text(320, 146, 'b  Employer identification number (EIN)', cap, 8, grey=0.25)
    p.text(320, 159, d['ein'], val, 10.5, bold=True)

    y = 190
    block(40, y, 250, 'Federal', [
        ('1  Wages, tips, other compensation', money(d['b1'], dollar=True)),
        ('2  Federal income tax withheld', money(d['b2'], dollar=True)),
        ('3  Social security wages', money(d['b3'], dollar=True)),
        ('4  Social security tax withheld', money(d['b4'], dollar=True)),
        ('5  Medicare wages and tips', money(d['b5'], dollar=True)),
        ('6  Medicare tax withheld', money(d['b6'], dollar=True)),
    ])
    block(320, y, 252, 'Other', [
        ('7  Social security tips', ''),
        ('8  Allocated tips', ''),
        ('10  Dependent care benefits', money(d['b10'], dollar=True)),
        ('11  Nonqualified plans', ''),
        ('12a  Code E  (403(b) elective deferrals)', money('1200.00', dollar=True)),
        ('12b  Code DD  (employer-sponsored health coverage)', money('5940.00', dollar=True)),
    ])
    y = 390
    p.text(40, y, '13', cap, 8, grey=0.25)
    for i, (label, on) in enumerate([('Statutory employee', False), ('Retirement plan', d['retirement']), ('Third-party sick pay', False)]):
        p.check(60 + i * 140, y - 8, 9, on, val)
        p.text(73 + i * 140, y, label, cap, 9)
    y = 420
    p.text(40, y, 'STATE AND LOCAL', cap, 8.5, bold=True, grey=0.35)
    heads = [('15  State', 40, 'left'), ("Employer's state ID number", 90, 'left'), ('16  State wages', 330, 'right'),
             ('17  State income tax', 450, 'right'), ('', 572, 'right')]
    for label, x, al in heads:
        p.text(x, y + 16, label, cap, 8, grey=0.25, align=al)
    st = d['states'][0]
    p.line(40, y + 20, 572, y + 20, 0.4, grey=0.7)
    p.text(40, y + 34, st[0], val, 10.5, bold=True)
    p.text(90, y + 34, st[1], val, 10.5, bold=True)
    p.text(330, y + 34, money(st[2], dollar=True), val, 10.5, bold=True, align='right')
    p.text(450, y + 34, money(st[3], dollar=True), val, 10.5, bold=True, align='right')
    p.line(40, y + 40, 572, y + 40, 0.4, grey=0.7)
    for label, x, al in [('18  Local wages, tips, etc.', 40, 'left'), ('19  Local income tax', 330, 'right'), ('20  Locality name', 450, 'right')]:
        p.text(x, y + 56, label, cap, 8, grey=0.25, align=al)
    loc = d['local']
    p.text(40, y + 72, money(loc[0], dollar=True), val, 10.5, bold=True)
    p.text(330, y + 72, money(loc[1], dollar=True), val, 10.5, bold=True, align='right')
    p.text(450, y + 72, loc[2], val, 10.5, bold=True, align='right')
    p.line(40, y + 78, 572, y + 78, 0.4, grey=0.7)
    p.text(40, 540, 'Department of the Treasury - Internal Revenue Service', cap, 8, grey=0.3)
    p.text(40, 552, 'OMB No. 1545-0029', cap, 8, grey=0.3)
    p.text(40, 740, 'Prepared by your payroll provider on 01/17/2025. Questions about this form? Contact your employer.', cap, 8, grey=0.4)
    p.text(572, 740, 'Page 1 of 1', cap, 8, grey=0.4, align='right')
    doc.close()
    return [('w2', 'app-statement', 1, 'w2-app-statement', 'jpeg150', w2_expected(d))]


# ---- W-2 3: an IRS-like grid of other proportions (wide and short, serif small caps captions, bold sans values).
GRID = dict(
    first='RAYMOND', last='OKAFOR', suffix='JR', ssn='371-08-5524', ssn_expected='371-08-5524',
    employer='GREAT LAKES TOOL & DIE CO', ein='38-1174420',
    employer_addr=['24600 MOUND RD', 'WARREN MI 48091'],
    employee_addr=['18841 KEYSTONE ST', 'DETROIT MI 48234'], control='GLT 04417',
    **w2_figures('67210.88', '1840.00', '3922.00', '6418.00'),
    b12=[('D', '3922.00'), ('DD', '14906.40'), ('W', '750.00'), ('AA', '1000.00')],
    b14=[('UNION DUES', '780.00')],
    states=[('MI', '38-1174420', '61448.88', '2611.58')],
    local=('61448.88', '1474.77', 'DETROIT'),
    retirement=True,
)


@document('w2-wide-grid')
def w2_wide_grid(pdf):
    d = GRID
    doc = Doc(pdf)
    p = doc.page
    cap, val = 'DejaVu Serif', 'DejaVu Sans'
    X, Y, W = 24, 60, 564
    c = [X, X + 150, X + 300, X + 432, X + W]
    p.text(X, 46, '22222', 'DejaVu Sans Mono', 9)
    p.smallcaps(X + 60, 46, 'Void', cap, 7)
    p.rect(X + 84, 39, 7, 7, 0.5)
    h = 24

    def f(x1, x2, y, caption, value='', align='right', hh=h, size=9.5):
        p.field(x1, y, x2 - x1, hh, caption, value, cap, 5.6, val, size, val_bold=True, align=align, smallcaps=True)

    y = Y
    f(c[0], c[1], y, "a Employee's social security number", d['ssn'], 'left')
    f(c[1], c[2], y, 'OMB No. 1545-0029', '', 'left')
    f(c[2], c[3], y, '1 Wages, tips, other compensation', money(d['b1']))
    f(c[3], c[4], y, '2 Federal income tax withheld', money(d['b2']))
    y += h
    f(c[0], c[2], y, 'b Employer identification number (EIN)', d['ein'], 'left')
    f(c[2], c[3], y, '3 Social security wages', money(d['b3']))
    f(c[3], c[4], y, '4 Social security tax withheld', money(d['b4']))
    y += h
    p.field(c[0], y, c[2] - c[0], 3 * h, "c Employer's name, address, and ZIP code",
            [d['employer']] + d['employer_addr'], cap, 5.6, val, 9, val_bold=True, smallcaps=True)
    f(c[2], c[3], y, '5 Medicare wages and tips', money(d['b5']))
    f(c[3], c[4], y, '6 Medicare tax withheld', money(d['b6']))
    f(c[2], c[3], y + h, '7 Social security tips', '')
    f(c[3], c[4], y + h, '8 Allocated tips', '')
    f(c[2], c[3], y + 2 * h, '9', '')
    f(c[3], c[4], y + 2 * h, '10 Dependent care benefits', '')
    y += 3 * h
    f(c[0], c[2], y, 'd Control number', d['control'], 'left')
    f(c[2], c[3], y, '11 Nonqualified plans', '')
    codes = d['b12']
    f(c[3], c[4], y, '12a See instructions for box 12', f'{codes[0][0]}    {money(codes[0][1])}', 'left')
    y += h
    # Box e/f: name line with its own Suff. column, then the address.
    p.rect(c[0], y, c[2] - c[0], 3 * h, 0.5)
    p.smallcaps(c[0] + 2, y + 7, "e Employee's first name and initial", cap, 5.6)
    p.smallcaps(c[0] + 130, y + 7, 'Last name', cap, 5.6)
    p.smallcaps(c[0] + 262, y + 7, 'Suff.', cap, 5.6)
    p.line(c[0] + 258, y, c[0] + 258, y + h, 0.5)
    p.text(c[0] + 4, y + h - 4, d['first'], val, 9.5, bold=True)
    p.text(c[0] + 132, y + h - 4, d['last'], val, 9.5, bold=True)
    p.text(c[0] + 264, y + h - 4, d['suffix'], val, 9.5, bold=True)
    p.line(c[0], y + h, c[2], y + h, 0.3)
    for i, line in enumerate(d['employee_addr']):
        p.text(c[0] + 4, y + h + 14 + i * 11, line, val, 9, bold=True)
    p.smallcaps(c[0] + 2, y + 3 * h - 3, "f Employee's address and ZIP code", cap, 5.6)
    p.rect(c[2], y, c[3] - c[2], h, 0.5)
    p.smallcaps(c[2] + 2, y + 7, '13 Statutory  Retirement  Third-party', cap, 5.2)
    p.smallcaps(c[2] + 2, y + 13, '   employee      plan        sick pay', cap, 5.2)
    for i, on in enumerate([False, d['retirement'], False]):
        p.check(c[2] + 14 + i * 40, y + 15, 7, on, val)
    f(c[3], c[4], y, '12b', f'{codes[1][0]}    {money(codes[1][1])}', 'left')
    p.field(c[2], y + h, c[3] - c[2], 2 * h, '14 Other', [f'{a}  {money(b)}' for a, b in d['b14']], cap, 5.6, val, 8.5,
            val_bold=True, smallcaps=True)
    f(c[3], c[4], y + h, '12c', f'{codes[2][0]}    {money(codes[2][1])}', 'left')
    f(c[3], c[4], y + 2 * h, '12d', f'{codes[3][0]}    {money(codes[3][1])}', 'left')
    y += 3 * h
    # State and local, one row of seven boxes.
    cols = [(X, 34, '15 State'), (X + 34, 106, "Employer's state ID number"), (X + 140, 86, '16 State wages, tips, etc.'),
            (X + 226, 76, '17 State income tax'), (X + 302, 86, '18 Local wages, tips, etc.'), (X + 388, 76, '19 Local income tax'),
            (X + 464, 100, '20 Locality name')]
    st, loc = d['states'][0], d['local']
    vals = [st[0], st[1], money(st[2]), money(st[3]), money(loc[0]), money(loc[1]), loc[2]]
    for (x, w, capt), v in zip(cols, vals):
        p.field(x, y, w, h + 6, capt, v, cap, 5.2, val, 8.8, val_bold=True, align='left' if capt[:2] in ('15', 'Em', '20') else 'right',
                smallcaps=True)
    y += h + 6
    p.text(X, y + 18, 'W-2', 'DejaVu Sans', 20, bold=True)
    p.smallcaps(X + 58, y + 8, 'Form', cap, 6)
    p.text(X + 58, y + 20, 'Wage and Tax Statement', 'DejaVu Serif', 10, bold=True)
    p.text(X + 290, y + 22, '2024', 'DejaVu Sans', 20, bold=True)
    p.smallcaps(X + 380, y + 12, 'Department of the Treasury-Internal Revenue Service', cap, 5.6)
    p.smallcaps(X, y + 36, "Copy B-To Be Filed With Employee's FEDERAL Tax Return.", cap, 6.5)
    p.smallcaps(X, y + 45, 'This information is being furnished to the Internal Revenue Service.', cap, 6)
    p.line(X, y + 70, X + W, y + 70, 0.5, dash=[4, 3])
    p.smallcaps(X, y + 84, 'Notice to Employee: keep Copy C for your records.', cap, 6)
    doc.close()
    return [('w2', 'wide-grid', 1, 'w2-wide-grid', 'fax', w2_expected(d))]


# ---- W-2 4: a landscape 'Box N caption ..... value' list in two columns (a payroll department's reprint).
LIST = dict(
    first='Bartholomew', last='Castellanos-Whitfield', ssn='XXX-XX-7719', ssn_expected='XXX-XX-7719',
    employer='Pacific Rim Semiconductor Test Laboratories Inc', ein='94-3318826',
    employer_addr=['3055 Orchard Parkway', 'San Jose, CA 95134'],
    employee_addr=['612 Alviso Meadow Ct', 'Milpitas, CA 95035'], control='PRS-2024-118802',
    **w2_figures('141254.77', '3940.00', '23000.00', '24102.60', extra_box1='12450.00'),
    b11='',
    b12=[('D', '23000.00'), ('DD', '18204.00'), ('V', '12450.00'), ('W', '4150.00')],
    b14=[('CA SDI', '1647.41'), ('RSU', '8600.00')],
    states=[('CA', '311-4087-2', '126764.77', '9877.12')],
    retirement=True,
)


@document('w2-box-list')
def w2_box_list(pdf):
    d = LIST
    doc = Doc(pdf, 792, 612)
    p = doc.page
    cap, val = 'DejaVu Serif', 'DejaVu Serif'
    p.text(40, 44, '2024 Form W-2  Wage and Tax Statement', 'DejaVu Serif', 14, bold=True)
    p.text(752, 44, 'REPRINT - Copy C for employee records', 'DejaVu Serif', 9, italic=True, align='right')
    p.line(40, 52, 752, 52, 1.2)

    def dotted(x, y, w, label, value):
        p.text(x, y, label, cap, 9)
        lw = p.width_of(label)
        p.font(val, 9.5, bold=True)
        vw = p.width_of(value)
        p.line(x + lw + 4, y, x + w - vw - 4, y, 0.5, grey=0.55, dash=[0.8, 2.4])
        p.text(x + w, y, value, val, 9.5, bold=True, align='right')

    left = [
        ('Box a  Employee social security number', d['ssn']),
        ('Box b  Employer identification number', d['ein']),
        ('Box c  Employer', d['employer']),
        ('        Address', d['employer_addr'][0]),
        ('', d['employer_addr'][1]),
        ('Box d  Control number', d['control']),
        ('Box e  Employee name', f"{d['first']} {d['last']}"),
        ('Box f  Employee address', d['employee_addr'][0]),
        ('', d['employee_addr'][1]),
        ('Box 13  Statutory employee', 'No'),
        ('Box 13  Retirement plan', 'Yes' if d['retirement'] else 'No'),
        ('Box 13  Third-party sick pay', 'No'),
    ]
    right = [
        ('Box 1  Wages, tips, other compensation', money(d['b1'], dollar=True)),
        ('Box 2  Federal income tax withheld', money(d['b2'], dollar=True)),
        ('Box 3  Social security wages', money(d['b3'], dollar=True)),
        ('Box 4  Social security tax withheld', money(d['b4'], dollar=True)),
        ('Box 5  Medicare wages and tips', money(d['b5'], dollar=True)),
        ('Box 6  Medicare tax withheld', money(d['b6'], dollar=True)),
        ('Box 7  Social security tips', ''),
        ('Box 8  Allocated tips', ''),
        ('Box 10  Dependent care benefits', ''),
        ('Box 11  Nonqualified plans', ''),
    ] + [(f'Box 12{chr(97 + i)}  Code {code}', money(amount, dollar=True)) for i, (code, amount) in enumerate(d['b12'])] + \
        [(f'Box 14  {label}', money(amount, dollar=True)) for label, amount in d['b14']]
    y = 80
    for label, value in left:
        if label or value:
            dotted(40, y, 340, label, value)
        y += 19
    y = 80
    for label, value in right:
        dotted(412, y, 340, label, value)
        y += 19
    y = 420
    p.line(40, y - 12, 752, y - 12, 0.8)
    p.text(40, y, 'State and local', 'DejaVu Serif', 10, bold=True)
    heads = ['Box 15 State', "Employer's state ID", 'Box 16 State wages', 'Box 17 State tax', 'Box 18 Local wages',
             'Box 19 Local tax', 'Box 20 Locality']
    xs = [40, 130, 330, 440, 550, 650, 752]
    for i, hd in enumerate(heads):
        p.text(xs[i], y + 18, hd, cap, 8, align='right' if 2 <= i else 'left')
    st = d['states'][0]
    for i, v in enumerate([st[0], st[1], money(st[2], dollar=True), money(st[3], dollar=True), '', '', '']):
        p.text(xs[i], y + 34, v, val, 9.5, bold=True, align='right' if 2 <= i else 'left')
    p.text(40, 560, 'This reprint shows the amounts filed with the Social Security Administration for tax year 2024.', cap, 8, italic=True)
    p.text(752, 560, 'Dept. of the Treasury - Internal Revenue Service', cap, 8, align='right')
    doc.close()
    return [('w2', 'box-list', 1, 'w2-box-list', 'skew', w2_expected(d))]


# ---------------------------------------------------------------------------------------------------------------
# 1099s. Expected amounts are JavaScript numbers; a box printed blank is not scored, a box printed 0.00 is '0'.


def form_1099(p, x, y, w, s, title, form_no, payer_lines, payer_tin, recip_tin, recip_lines, account, boxes, copy_label,
              box_rows=None, left_w=None, rh=30):
    """An IRS-like 1099 on blank paper: payer / TINs / recipient on the left, numbered boxes in two columns on the right.
    s: style dict with cap (font), cap_size, val (font), val_size, bold, smallcaps."""
    lw = left_w or w * 0.42
    bw = (w - lw - 78) / 2
    cap, cs, val, vs = s['cap'], s['cap_size'], s['val'], s['val_size']
    sc = s.get('smallcaps', False)
    p.field(x, y, lw, rh * 2.4, "PAYER'S name, street address, city or town, state or province, country, ZIP\nor foreign postal code, and telephone no.",
            payer_lines, cap, cs, val, vs * 0.9, s.get('bold', False), smallcaps=sc)
    p.field(x, y + rh * 2.4, lw / 2, rh, "PAYER'S TIN", payer_tin, cap, cs, val, vs, s.get('bold', False), smallcaps=sc)
    p.field(x + lw / 2, y + rh * 2.4, lw / 2, rh, "RECIPIENT'S TIN", recip_tin, cap, cs, val, vs, s.get('bold', False), smallcaps=sc)
    p.field(x, y + rh * 3.4, lw, rh, "RECIPIENT'S name", recip_lines[0], cap, cs, val, vs, s.get('bold', False), smallcaps=sc)
    p.field(x, y + rh * 4.4, lw, rh, 'Street address (including apt. no.)', recip_lines[1], cap, cs, val, vs * 0.95, s.get('bold', False), smallcaps=sc)
    p.field(x, y + rh * 5.4, lw, rh, 'City or town, state or province, country, and ZIP or foreign postal code', recip_lines[2], cap, cs, val,
            vs * 0.95, s.get('bold', False), smallcaps=sc)
    p.field(x, y + rh * 6.4, lw, rh, 'Account number (see instructions)', account, cap, cs, val, vs * 0.95, s.get('bold', False), smallcaps=sc)
    # Title block at the right of the first rows.
    tx = x + lw + 2 * bw
    p.rect(tx, y, 78, rh * 2.4, 0.5)
    p.text(tx + 4, y + 12, 'OMB No. 1545-' + s.get('omb', '0112'), cap, cs)
    p.text(tx + 4, y + 30, '2024', s.get('title_font', val), 15, bold=True)
    p.text(tx + 4, y + 44, 'Form ' + form_no, cap, cs + 1.5, bold=True)
    for i, line in enumerate(title.split('\n')):
        p.text(tx + 4, y + 56 + i * (cs + 2), line, cap, cs + 1, bold=True)
    p.rect(tx, y + rh * 2.4, 78, rh * 5, 0.5)
    for i, line in enumerate(copy_label.split('\n')):
        p.text(tx + 4, y + rh * 2.4 + 12 + i * (cs + 2.5), line, cap, cs + 0.5, bold=(i == 0))
    # Boxes: a list of rows, each row one or two (caption, value) cells.
    yy = y
    rows = box_rows or [boxes[i:i + 2] for i in range(0, len(boxes), 2)]
    total_h = rh * 7.4
    row_h = total_h / len(rows)
    for row in rows:
        if len(row) == 1 and row[0][0].startswith('@'):  # a cell across both columns
            p.field(x + lw, yy, 2 * bw, row_h, row[0][0][1:], row[0][1], cap, cs, val, vs, s.get('bold', False), align='right', smallcaps=sc)
        else:
            for j, (capt, value) in enumerate(row):
                p.field(x + lw + j * bw, yy, bw, row_h, capt, value, cap, cs, val, vs, s.get('bold', False), align='right', smallcaps=sc)
        yy += row_h
    return y + total_h


def exp_1099(amounts, payer, payer_tin, recip, recip_tin):
    e = {k: js_number(v) for k, v in amounts.items()}
    e.update({'payerInfo.name': payer, 'payerInfo.tin': payer_tin, 'recipientInfo.name': recip, 'recipientInfo.tin': recip_tin})
    return e


# ---- 1099-INT 1: a credit union's year-end member statement; the form's figures in a boxed summary at its foot.
@document('1099-int-credit-union')
def int_credit_union(pdf):
    doc = Doc(pdf)
    p = doc.page
    f, fc = 'DejaVu Sans', 'DejaVu Sans Condensed'
    payer, tin = 'Tri-County Teachers Federal Credit Union', '38-1650394'
    name = 'Rosalind Achterberg'
    p.rect(36, 36, 540, 62, stroke=False, fill=0.88)
    p.text(50, 62, payer, f, 14, bold=True)
    p.text(50, 76, 'PO Box 2290  |  Saginaw, MI 48605-2290  |  (989) 555-0140  |  Federal ID ' + tin, fc, 8)
    p.text(50, 88, 'Federally insured by NCUA', fc, 7, italic=True)
    p.text(562, 62, '2024 Year-End Statement', f, 10, bold=True, align='right')
    p.text(562, 76, 'and Form 1099-INT', f, 10, bold=True, align='right')
    for i, line in enumerate([name.upper(), '4419 STATE ST APT 12', 'SAGINAW MI 48603']):
        p.text(60, 140 + i * 12, line, 'FreeMono', 10)
    p.text(380, 140, 'Member number:', fc, 8.5)
    p.text(562, 140, '00418837', fc, 8.5, align='right')
    p.text(380, 152, 'Statement period:', fc, 8.5)
    p.text(562, 152, '01/01/2024 - 12/31/2024', fc, 8.5, align='right')
    p.text(380, 164, "Member's TIN:", fc, 8.5)
    p.text(562, 164, 'XXX-XX-2258', fc, 8.5, align='right')
    p.text(36, 210, 'Dividends earned on your share accounts in 2024', f, 10, bold=True)
    cols = [(36, 'left', 'Account'), (200, 'left', 'Suffix'), (300, 'right', 'Dividend rate'), (420, 'right', 'Dividends paid'),
            (576, 'right', 'Early withdrawal penalty')]
    p.rect(36, 218, 540, 16, stroke=False, fill=0.92)
    for x, al, h in cols:
        p.text(x + (4 if al == 'left' else -4), 229, h, fc, 8, bold=True, align=al)
    rows = [('Primary Share Savings', 'S00', '0.15%', '6.84', ''), ('Money Market Share', 'S09', '1.85%', '241.12', ''),
            ('12-Month Share Certificate', 'C12', '4.60%', '302.75', '18.75'), ('Holiday Club', 'S20', '0.25%', '1.27', ''),
            ('Youth Saver (custodial)', 'S31', '2.00%', '60.50', '')]
    y = 246
    for r in rows:
        for (x, al, _), v in zip(cols, r):
            p.text(x + (4 if al == 'left' else -4), y, v, fc, 8.5, align=al)
        y += 14
    p.line(36, y - 8, 576, y - 8, 0.5)
    p.text(40, y + 4, 'Total', fc, 8.5, bold=True)
    p.text(416, y + 4, '612.48', fc, 8.5, bold=True, align='right')
    p.text(572, y + 4, '18.75', fc, 8.5, bold=True, align='right')
    p.text(36, y + 30, 'Credit union dividends on share accounts are reported to the IRS as interest on Form 1099-INT.', fc, 8, italic=True)
    # Substitute form, boxed.
    y = 420
    p.rect(36, y, 540, 230, 1.0)
    p.text(46, y + 18, 'Form 1099-INT  Interest Income', f, 11, bold=True)
    p.text(566, y + 18, '2024', f, 13, bold=True, align='right')
    p.text(46, y + 30, 'Copy B For Recipient  (OMB No. 1545-0112)   This is important tax information and is being furnished to the IRS.', fc, 6.8)
    left = [("PAYER'S name", payer), ("PAYER'S TIN", tin), ("RECIPIENT'S name", name), ("RECIPIENT'S TIN", 'XXX-XX-2258'),
            ('Account number', '00418837')]
    for i, (c, v) in enumerate(left):
        p.text(46, y + 52 + i * 26, c, fc, 6.8)
        p.text(46, y + 63 + i * 26, v, f, 9)
    right = [('Box 1  Interest income', '$612.48'), ('Box 2  Early withdrawal penalty', '$18.75'),
             ('Box 3  Interest on U.S. Savings Bonds and Treasury obligations', ''), ('Box 4  Federal income tax withheld', '$0.00'),
             ('Box 8  Tax-exempt interest', ''), ('Box 9  Specified private activity bond interest', ''),
             ('Box 15-17  State / State ID / State tax withheld', 'MI')]
    for i, (c, v) in enumerate(right):
        yy = y + 56 + i * 22
        p.text(300, yy, c, fc, 7.2)
        p.text(566, yy, v, f, 9, bold=True, align='right')
        p.line(300, yy + 5, 566, yy + 5, 0.3, grey=0.6)
    doc.close()
    e = exp_1099({'interestIncome': '612.48', 'earlyWithdrawalPenalty': '18.75', 'federalIncomeTaxWithheld': '0'},
                 payer, tin, name, 'XXX-XX-2258')
    return [('1099-int', 'credit-union-statement', 1, '1099-int-credit-union', 'blur', e)]


# ---- 1099-INT 2: a bank's substitute form on plain paper (IRS-like grid in a serif face, masked with asterisks).
@document('1099-int-bank-form')
def int_bank_form(pdf):
    doc = Doc(pdf)
    p = doc.page
    payer, tin = 'First Prairie National Bank', '47-0182236'
    name = "JAMES R O'CONNELL III"
    s = dict(cap='FreeSans', cap_size=5.4, val='DejaVu Serif', val_size=9, bold=False)
    p.text(36, 40, 'FIRST PRAIRIE NATIONAL BANK', 'DejaVu Serif', 12, bold=True)
    p.text(36, 52, 'Tax Reporting Services  -  1200 O Street, Lincoln NE 68508', 'FreeSans', 8)
    p.text(576, 40, 'CORRECTED (if checked) [ ]', 'FreeSans', 7, align='right')
    boxes = [('1 Interest income', '$2,118.06'), ('2 Early withdrawal penalty', '$0.00'),
             ('3 Interest on U.S. Savings Bonds and\nTreasury obligations', '$0.00'), ('4 Federal income tax withheld', '$211.81'),
             ('5 Investment expenses', ''), ('6 Foreign tax paid', ''),
             ('8 Tax-exempt interest', ''), ('9 Specified private activity bond\ninterest', ''),
             ('10 Market discount', ''), ('11 Bond premium', ''),
             ('15 State', 'NE'), ('17 State tax withheld', '')]
    form_1099(p, 36, 70, 540, s, 'Interest\nIncome', '1099-INT',
              [payer, '1200 O Street', 'Lincoln, NE 68508', '(402) 555-0199'], tin, '***-**-6630', [name, '3207 S 48TH ST', 'LINCOLN NE 68506'],
              '7730018842 / 0003', boxes, 'Copy B\nFor Recipient\n\nThis is important tax\ninformation and is\nbeing furnished to the\nIRS. If you are\nrequired to file a\nreturn, a negligence\npenalty may be\nimposed on you.')
    p.text(36, 318, 'Form 1099-INT (keep for your records)     www.irs.gov/Form1099INT     Department of the Treasury - Internal Revenue Service',
           'FreeSans', 6.5)
    p.text(36, 350, 'Box 4 shows backup withholding at 24%: we did not have a certified taxpayer identification number for this account.', 'DejaVu Serif', 8)
    p.text(36, 362, 'Please complete Form W-9 at any branch to stop backup withholding.', 'DejaVu Serif', 8)
    doc.close()
    e = exp_1099({'interestIncome': '2118.06', 'earlyWithdrawalPenalty': '0', 'usSavingsBondsInterest': '0',
                  'federalIncomeTaxWithheld': '211.81'}, payer, tin, name, 'XXX-XX-6630')
    return [('1099-int', 'bank-form', 1, '1099-int-bank-form', 'noise', e)]


# ---- A brokerage's consolidated 1099 (4 pages): summary, 1099-DIV, 1099-B sales with totals, supplemental.
BROKER = dict(payer='Ridgeline Securities LLC', tin='26-3381940', name='OLUWASEUN ADEYEMI-FAIRCHILD', rtin='***-**-0381',
              rtin_expected='XXX-XX-0381', account='4418-2270')
DIV = [('1a Total ordinary dividends', '5482.19'), ('1b Qualified dividends', '4120.66'), ('2a Total capital gain distr.', '1310.00'),
       ('2b Unrecap. Sec. 1250 gain', '0.00'), ('2c Section 1202 gain', '0.00'), ('2d Collectibles (28%) gain', '0.00'),
       ('2e Section 897 ordinary dividends', '0.00'), ('2f Section 897 capital gain', '0.00'), ('3 Nondividend distributions', '0.00'),
       ('4 Federal income tax withheld', '0.00'), ('5 Section 199A dividends', '288.40'), ('6 Investment expenses', '0.00'),
       ('7 Foreign tax paid', '96.12'), ('8 Foreign country or U.S. possession', 'VARIOUS'), ('12 Exempt-interest dividends', '0.00'),
       ('13 Specified private activity bond interest dividends', '0.00')]
SALES = [  # description, cusip, qty, acquired, sold, proceeds, cost, wash
    ('ADVANCED MICRO DEVICES INC', '007903107', '40.0000', '03/11/2024', '07/18/2024', '6412.80', '7220.40', '212.40'),
    ('COSTCO WHOLESALE CORP', '22160K105', '5.0000', '01/22/2024', '09/04/2024', '4381.25', '3102.50', ''),
    ('ISHARES RUSSELL 2000 ETF', '464287655', '22.0000', '02/14/2024', '11/19/2024', '5186.94', '4410.12', ''),
    ('PALANTIR TECHNOLOGIES INC', '69608A108', '150.0000', '05/06/2024', '12/02/2024', '10254.00', '3261.00', ''),
    ('SNOWFLAKE INC CL A', '833445109', '18.0000', '04/01/2024', '08/06/2024', '1930.50', '2966.22', '0.00'),
]


def broker_header(p, page_no, title):
    b = BROKER
    p.rect(36, 30, 540, 3, stroke=False, fill=0.2)
    p.text(36, 50, b['payer'], 'DejaVu Sans', 12, bold=True)
    p.text(576, 50, '2024 CONSOLIDATED FORM 1099', 'DejaVu Sans Condensed', 10, bold=True, align='right')
    p.text(36, 62, "PAYER'S Federal ID No: " + b['tin'] + '   PO Box 77018, Omaha NE 68176   1-800-555-0133', 'DejaVu Sans Condensed', 7)
    p.text(576, 62, f"Account {b['account']}   Page {page_no} of 4", 'DejaVu Sans Condensed', 7, align='right')
    p.text(36, 76, "RECIPIENT'S Name: " + b['name'], 'DejaVu Sans Condensed', 7.5)
    p.text(576, 76, "RECIPIENT'S TIN: " + b['rtin'], 'DejaVu Sans Condensed', 7.5, align='right')
    p.line(36, 82, 576, 82, 0.6)
    p.text(36, 100, title, 'DejaVu Sans', 10.5, bold=True)


@document('1099-consolidated-brokerage')
def consolidated(pdf):
    b = BROKER
    doc = Doc(pdf)
    p = doc.page
    fc, mono = 'DejaVu Sans Condensed', 'DejaVu Sans Mono'
    broker_header(p, 1, 'Summary of 2024 Tax Information')
    for i, line in enumerate([b['name'], '1908 WINDSOR FARM LN', 'CARY NC 27519-4471']):
        p.text(50, 130 + i * 12, line, 'FreeMono', 10)
    p.text(330, 130, 'Date prepared: February 14, 2025', fc, 8)
    p.text(330, 142, 'This is your official tax reporting statement.', fc, 8)
    y = 200
    p.text(36, y, 'DIVIDENDS AND DISTRIBUTIONS  2024 1099-DIV  (OMB No. 1545-0110)', fc, 8.5, bold=True)
    y += 14
    for cap, v in DIV[:5] + [DIV[8], DIV[9], DIV[10], DIV[12]]:
        p.text(50, y, cap, fc, 8)
        p.text(330, y, money(v), mono, 8.5, align='right')
        y += 12
    y += 10
    p.text(36, y, 'SUMMARY OF PROCEEDS, GAINS & LOSSES, ADJUSTMENTS AND WITHHOLDING  2024 1099-B', fc, 8.5, bold=True)
    y += 14
    heads = ['Term', 'Form 8949 type', 'Proceeds', 'Cost basis', 'Wash sale loss disallowed', 'Realized gain or loss']
    xs = [50, 110, 330, 400, 490, 576]
    for i, h in enumerate(heads):
        p.text(xs[i], y, h, fc, 7.5, bold=True, align='left' if i < 2 else 'right')
    y += 12
    tp = sum(D(s[5]) for s in SALES)
    tc = sum(D(s[6]) for s in SALES)
    tw = sum(D(s[7] or 0) for s in SALES)
    for term, typ, pr, co, wa in [('Short', 'A (basis reported to the IRS)', tp, tc, tw), ('Short', 'B (basis not reported)', 0, 0, 0),
                                  ('Long', 'D (basis reported to the IRS)', 0, 0, 0), ('Long', 'E (basis not reported)', 0, 0, 0)]:
        vals = [term, typ, money(pr), money(co), money(wa), money(D(pr) - D(co) + D(wa))]
        for i, v in enumerate(vals):
            p.text(xs[i], y, v, fc if i < 2 else mono, 8, align='left' if i < 2 else 'right')
        y += 12
    y += 10
    p.text(36, y, 'INTEREST INCOME  2024 1099-INT', fc, 8.5, bold=True)
    p.text(50, y + 14, '1 Interest income', fc, 8)
    p.text(330, y + 14, '0.00', mono, 8.5, align='right')
    p.text(36, y + 40, 'MISCELLANEOUS INFORMATION  2024 1099-MISC', fc, 8.5, bold=True)
    p.text(50, y + 54, '2 Royalties', fc, 8)
    p.text(330, y + 54, '0.00', mono, 8.5, align='right')
    p.text(50, y + 66, '3 Other income', fc, 8)
    p.text(330, y + 66, '0.00', mono, 8.5, align='right')
    # Page 2: 1099-DIV
    p = doc.new_page()
    broker_header(p, 2, '2024 1099-DIV  Dividends and Distributions  (OMB No. 1545-0110)  Copy B for Recipient')
    y = 126
    half = (len(DIV) + 1) // 2
    for i, (cap, v) in enumerate(DIV):
        x = 36 if i < half else 310
        yy = y + (i % half) * 22
        p.text(x, yy, cap, fc, 8)
        p.line(x, yy + 5, x + 266, yy + 5, 0.3, grey=0.6, dash=[1, 2])
        p.text(x + 266, yy, v if v == 'VARIOUS' else money(v), mono, 9, bold=True, align='right')
    y += half * 22 + 20
    p.text(36, y, 'Detail for dividends and distributions', 'DejaVu Sans', 9, bold=True)
    y += 16
    det = [('APPLE INC', '037833100', '03/14/2024', 'Qualified dividend', '96.00'), ('JOHNSON & JOHNSON', '478160104', 'Various', 'Qualified dividend', '595.20'),
           ('VANGUARD TOTAL INTL STOCK ETF', '921909768', 'Various', 'Qualified dividend', '1102.48'), ('VANGUARD TOTAL INTL STOCK ETF', '921909768', 'Various', 'Nonqualified dividend', '214.60'),
           ('SCHWAB US REIT ETF', '808524847', 'Various', 'Section 199A dividend', '288.40'), ('SCHWAB US REIT ETF', '808524847', 'Various', 'Nonqualified dividend', '45.12'),
           ('FIDELITY CONTRAFUND', '316071109', '12/16/2024', 'Qualified dividend', '2326.98'), ('FIDELITY CONTRAFUND', '316071109', '12/16/2024', 'Long-term cap gain distr.', '1310.00'),
           ('MONEY MARKET SWEEP', '99ZZ02118', 'Various', 'Nonqualified dividend', '813.41')]
    for i, h in enumerate(['Security description', 'CUSIP', 'Date paid', 'Type', 'Amount']):
        p.text([36, 230, 300, 370, 576][i], y, h, fc, 7.5, bold=True, align='right' if i == 4 else 'left')
    y += 12
    for r in det:
        for i, v in enumerate(r):
            p.text([36, 230, 300, 370, 576][i], y, money(v) if i == 4 else v, fc, 7.5, align='right' if i == 4 else 'left')
        y += 11
    # Page 3: 1099-B
    p = doc.new_page()
    broker_header(p, 3, '2024 1099-B  Proceeds From Broker and Barter Exchange Transactions  (OMB No. 1545-0715)')
    p.text(36, 116, 'SHORT-TERM TRANSACTIONS FOR COVERED TAX LOTS [Report on Form 8949, Part I, with Box A checked]', fc, 8, bold=True)
    p.text(36, 127, 'Basis is provided to the IRS. Ordinary gain or loss: no.  Box 12 checked.', fc, 7)
    cols = [('1a Description of property', 36, 'left'), ('CUSIP', 160, 'left'), ('Quantity', 240, 'right'), ('1b Date acquired', 248, 'left'),
            ('1c Date sold', 300, 'left'), ('1d Proceeds', 400, 'right'), ('1e Cost basis', 458, 'right'), ('1g Wash sale', 512, 'right'),
            ('Gain/loss', 576, 'right')]
    p.rect(36, 134, 540, 22, stroke=False, fill=0.9)
    for h, x, al in cols:
        words = h.split(' ', 1) if len(h) > 11 else [h]
        for j, wd in enumerate(words):
            p.text(x, 143 + j * 8, wd, fc, 6.8, bold=True, align=al)
    y = 168
    for s in SALES:
        gain = D(s[5]) - D(s[6]) + D(s[7] or 0)
        vals = [s[0], s[1], s[2], s[3], s[4], money(s[5]), money(s[6]), money(s[7]) if s[7] else '', money(gain)]
        for (h, x, al), v in zip(cols, vals):
            p.text(x, y, v, mono if al == 'right' else fc, 7 if al == 'right' else 6.8, align=al)
        y += 13
    p.line(300, y - 7, 576, y - 7, 0.5)
    tp = sum(D(s[5]) for s in SALES)
    tc = sum(D(s[6]) for s in SALES)
    tw = sum(D(s[7] or 0) for s in SALES)
    p.text(36, y + 3, 'Totals for short-term covered', fc, 7.5, bold=True)
    for v, (h, x, al) in zip([money(tp), money(tc), money(tw), money(tp - tc + tw)], cols[5:]):
        p.text(x, y + 3, v, mono, 7.5, bold=True, align=al)
    y += 30
    p.text(36, y, '4 Federal income tax withheld', fc, 7.5)
    p.text(300, y, '0.00', mono, 7.5, align='right')
    p.text(36, y + 12, '14-16 State / State ID / State tax withheld', fc, 7.5)
    p.text(300, y + 12, 'NC  0.00', mono, 7.5, align='right')
    p.text(36, y + 36, 'LONG-TERM TRANSACTIONS FOR COVERED TAX LOTS [Form 8949, Part II, Box D]: none in 2024.', fc, 7.5)
    p.text(36, y + 48, 'NONCOVERED TAX LOTS [Form 8949 Box B or E]: none in 2024.', fc, 7.5)
    # Page 4: supplemental
    p = doc.new_page()
    broker_header(p, 4, 'Supplemental Information (not reported to the IRS)')
    lines = ['Margin interest paid                                        0.00', 'Advisory fees                                             412.00',
             'Foreign tax paid by country: CANADA 31.40  JAPAN 22.08  UNITED KINGDOM 42.64', 'Non-reportable distributions                                0.00']
    for i, line in enumerate(lines):
        p.text(36, 126 + i * 14, line, 'FreeMono', 8.5)
    p.text(36, 200, 'This page is provided for your information only and is not furnished to the Internal Revenue Service.', fc, 7.5, italic=True)
    doc.close()
    common = {'payerInfo.name': b['payer'], 'payerInfo.tin': b['tin'], 'recipientInfo.name': b['name'], 'recipientInfo.tin': b['rtin_expected']}
    div = {'totalOrdinaryDividends': js_number('5482.19'), 'qualifiedDividends': js_number('4120.66'),
           'totalCapitalGainDistributions': js_number('1310.00'), 'nondividendDistributions': '0', 'federalIncomeTaxWithheld': '0',
           'section199ADividends': js_number('288.40'), 'foreignTaxPaid': js_number('96.12'), **common}
    sale = {'proceedsFromSales': js_number(tp), 'costBasis': js_number(tc), 'washSaleAdjustment': js_number(tw),
            'federalIncomeTaxWithheld': '0', 'shortTermOrLongTerm': 'short', **common}
    return [('1099-div', 'consolidated', 2, '1099-div-consolidated-p2', 'jpeg150', div),
            ('1099-b', 'consolidated', 3, '1099-b-consolidated-p3', 'photocopy', sale)]


# ---- 1099-R: a multiemployer pension fund's annual statement with the form below the summary.
@document('1099-r-pension')
def r_pension(pdf):
    doc = Doc(pdf)
    p = doc.page
    payer, tin, name = 'Tri-State Ironworkers Pension Fund', '36-6103881', 'HAROLD T. VANDERSLOOT'
    f = 'Liberation Sans Narrow'
    p.text(306, 46, payer.upper(), 'DejaVu Serif', 13, bold=True, align='center')
    p.text(306, 60, '8 Penn Center West, Suite 300  *  Pittsburgh, Pennsylvania 15276  *  Fund Office (412) 555-0177', f, 9, align='center')
    p.line(36, 68, 576, 68, 1.5)
    p.text(36, 96, 'ANNUAL STATEMENT OF PENSION BENEFITS PAID - CALENDAR YEAR 2024', 'DejaVu Serif', 10, bold=True)
    for i, line in enumerate([name, '5521 WINDERMERE CT', 'YOUNGSTOWN OH 44512']):
        p.text(48, 124 + i * 12, line, 'FreeMono', 10, bold=True)
    p.text(360, 124, 'Pensioner ID:  TSI-0074415', f, 9)
    p.text(360, 136, 'Benefit type:  Normal Retirement (Joint & 50% Survivor)', f, 9)
    p.text(360, 148, 'Monthly gross:  $2,604.00', f, 9)
    rows = [('Gross monthly benefits paid (12 x $2,604.00)', '31,248.00'), ('Less: recovery of your after-tax contributions', '(1,343.64)'),
            ('Taxable amount', '29,904.36'), ('Federal income tax withheld', '2,990.44'), ('Ohio income tax withheld', '748.20'),
            ('Union dues check-off (not a tax deduction)', '312.00')]
    y = 190
    for label, v in rows:
        p.text(48, y, label, f, 10)
        p.text(400, y, v, 'FreeMono', 10, bold=True, align='right')
        y += 15
    s = dict(cap='Liberation Sans Narrow', cap_size=6.2, val='FreeMono', val_size=9.5, bold=True, omb='0119')
    boxes = [
        [('1 Gross distribution', '$ 31,248.00'), ('2a Taxable amount', '$ 29,904.36')],
        [('2b Taxable amount not determined  [ ]', ''), ('Total distribution  [X]', '')],
        [('3 Capital gain (included in box 2a)', ''), ('4 Federal income tax withheld', '$ 2,990.44')],
        [('5 Employee contributions/Designated Roth\ncontributions or insurance premiums', '$ 1,343.64'), ('6 Net unrealized appreciation', '')],
        [('7 Distribution code(s)   IRA/SEP/SIMPLE [ ]', '7'), ('8 Other', '')],
        [('14 State tax withheld', '$ 748.20'), ('15 State/Payer\'s state no.', 'OH 36-6103881')],
        [('16 State distribution', '$ 29,904.36'), ('17 Local tax withheld', '')],
    ]
    form_1099(p, 36, 330, 540, s, 'Distributions From\nPensions, Annuities,\nRetirement Plans,\nIRAs, etc.',
              '1099-R', [payer, '8 Penn Center West, Suite 300', 'Pittsburgh, PA 15276'], tin, 'XXX-XX-5120',
              [name, '5521 WINDERMERE CT', 'YOUNGSTOWN OH 44512'], 'TSI-0074415', None,
              'Copy B\nReport this income\non your federal tax\nreturn. If this form\nshows federal income\ntax withheld in\nbox 4, attach this\ncopy to your return.', box_rows=boxes,
              left_w=230, rh=34)
    doc.close()
    e = exp_1099({'grossDistribution': '31248.00', 'taxableAmount': '29904.36', 'federalIncomeTaxWithheld': '2990.44',
                  'employeeContributions': '1343.64', 'stateTaxWithheld': '748.20'}, payer, tin, name, 'XXX-XX-5120')
    e['distributionCode'] = '7'
    return [('1099-r', 'pension-statement', 1, '1099-r-pension', 'skew', e)]


# ---- 1099-NEC: an accounting program's print on blank paper, two per page (Copy B and Copy 2), values in FreeMono.
@document('1099-nec-accounting')
def nec_accounting(pdf):
    doc = Doc(pdf)
    p = doc.page
    payer, tin, name, rtin = 'Blue Heron Landscape Design LLC', '82-3310457', 'Tomas Szabo-Whitaker', '611-40-2297'
    s = dict(cap='DejaVu Sans Condensed', cap_size=5.6, val='FreeMono', val_size=10, bold=False, omb='0116')
    for i, copy in enumerate(['Copy B\nFor Recipient\n\nThis is important tax\ninformation and is\nbeing furnished to\nthe IRS.',
                              'Copy 2\nTo be filed with\nrecipient\'s state\nincome tax return,\nwhen required.']):
        y0 = 40 + i * 372
        p.text(36, y0, '[ ] VOID   [ ] CORRECTED', 'DejaVu Sans Condensed', 6.5)
        rows = [[('@1 Nonemployee compensation', '14350.00')], [('@2 Payer made direct sales totaling $5,000 or more of\nconsumer products to recipient for resale  [ ]', '')],
                [('@3 Excess golden parachute payments', '')], [('@4 Federal income tax withheld', '')],
                [('5 State tax withheld', ''), ('6 State/Payer\'s state no.', 'WA 604-118-223')], [('7 State income', '')]]
        form_1099(p, 36, y0 + 8, 540, s, 'Nonemployee\nCompensation', '1099-NEC',
                  [payer, '14820 NE 95th St', 'Redmond, WA 98052', '425-555-0164'], tin, rtin,
                  [name, '2316 Crestline Dr SE Apt D', 'Renton, WA 98058'], 'BHLD-0213', None, copy, box_rows=rows, rh=36)
        p.text(36, y0 + 8 + 36 * 7.4 + 12, 'Form 1099-NEC (Rev. 4-2024)   www.irs.gov/Form1099NEC   Department of the Treasury - Internal Revenue Service',
               'DejaVu Sans Condensed', 6.5)
        if i == 0:
            p.line(20, y0 + 340, 592, y0 + 340, 0.4, dash=[2, 2])
    doc.close()
    e = exp_1099({'nonemployeeCompensation': '14350.00'}, payer, tin, name, rtin)
    return [('1099-nec', 'accounting-program-2up', 1, '1099-nec-accounting', 'fax', e)]


# ---- 1099-MISC: a property manager's owner statement with rents, a late fee passed through as other income.
@document('1099-misc-rents')
def misc_rents(pdf):
    doc = Doc(pdf)
    p = doc.page
    payer, tin, name = 'Cornerstone Realty Management Inc', '74-2893310', 'Genevieve Paquette-Holm'
    f, fb = 'FreeSans', 'FreeSans'
    p.text(36, 48, payer, 'DejaVu Serif', 15, bold=True)
    p.text(36, 62, '9800 Research Blvd Ste 120, Austin TX 78759  |  Tax ID 74-2893310', f, 8.5)
    p.text(576, 48, 'OWNER 1099 STATEMENT 2024', fb, 10, bold=True, align='right')
    for i, line in enumerate(['Owner: ' + name, '402 Barton Hills Dr', 'Austin, TX 78704', 'Owner TIN: XXX-XX-8843']):
        p.text(36, 96 + i * 12, line, f, 9.5)
    p.text(36, 160, 'Rents collected on your behalf', fb, 10, bold=True)
    heads = ['Property', 'Months', 'Gross rent', 'Late fees', 'Mgmt. fee (8%)', 'Repairs']
    xs = [36, 250, 360, 430, 510, 576]
    for i, h in enumerate(heads):
        p.text(xs[i], 176, h, fb, 8, bold=True, align='left' if i == 0 else 'right')
    props = [('1107 W Mary St, Unit A', '12', '10,800.00', '150.00', '864.00', '1,210.50'),
             ('1107 W Mary St, Unit B', '12', '10,800.00', '200.00', '864.00', '388.00')]
    y = 190
    for r in props:
        for i, v in enumerate(r):
            p.text(xs[i], y, v, f, 8.5, align='left' if i == 0 else 'right')
        y += 13
    p.line(250, y - 8, 576, y - 8, 0.4)
    for i, v in enumerate(['Totals', '', '21,600.00', '350.00', '1,728.00', '1,598.50']):
        p.text(xs[i], y + 2, v, fb, 8.5, bold=True, align='left' if i == 0 else 'right')
    p.text(36, y + 26, 'Management fees and repairs are your expenses (Schedule E); they are not shown on Form 1099-MISC.', f, 8, italic=True)
    s = dict(cap='FreeSans', cap_size=5.8, val='Liberation Mono', val_size=9, bold=False, omb='0115', title_font='DejaVu Sans')
    rows = [[('1 Rents', '21,600.00'), ('2 Royalties', '')], [('3 Other income', '350.00'), ('4 Federal income tax withheld', '0.00')],
            [('5 Fishing boat proceeds', ''), ('6 Medical and health care\npayments', '')],
            [('7 Payer made direct sales\ntotaling $5,000 or more  [ ]', ''), ('8 Substitute payments in lieu\nof dividends or interest', '')],
            [('9 Crop insurance proceeds', ''), ('10 Gross proceeds paid to an\nattorney', '')],
            [('15 State tax withheld', ''), ('16 State/Payer\'s state no.', 'TX')]]
    form_1099(p, 36, 330, 540, s, 'Miscellaneous\nInformation', '1099-MISC', [payer, '9800 Research Blvd Ste 120', 'Austin, TX 78759'],
              tin, 'XXX-XX-8843', [name, '402 Barton Hills Dr', 'Austin, TX 78704'], 'OWN-5531', None,
              'Copy B\nFor Recipient\n\nThis is important tax\ninformation and is\nbeing furnished to\nthe IRS.', box_rows=rows, rh=32)
    doc.close()
    e = exp_1099({'rentIncome': '21600.00', 'otherIncome': '350.00', 'federalIncomeTaxWithheld': '0'}, payer, tin, name, 'XXX-XX-8843')
    return [('1099-misc', 'owner-statement', 1, '1099-misc-rents', 'jpeg150', e)]


# ---- 1099-G: a state workforce agency's notice, form on the lower half, in Liberation Sans Narrow and DejaVu Sans Mono.
@document('1099-g-unemployment')
def g_unemployment(pdf):
    doc = Doc(pdf)
    p = doc.page
    payer, tin, name = 'Wisconsin Department of Workforce Development', '39-6006461', 'DARNELL K. WASHINGTON'
    f = 'Liberation Sans Narrow'
    p.text(36, 50, 'STATE OF WISCONSIN', f, 9, bold=True)
    p.text(36, 64, payer, f, 14, bold=True)
    p.text(36, 76, 'Division of Unemployment Insurance  |  PO Box 7905, Madison WI 53707', f, 9)
    p.text(576, 50, 'UCB-1099G', f, 9, align='right')
    for i, line in enumerate([name, '3348 N 24TH PL', 'MILWAUKEE WI 53206-1187']):
        p.text(60, 120 + i * 12, line, 'DejaVu Sans Mono', 9.5)
    body = ['This statement shows the unemployment benefits paid to you in calendar year 2024 and any income tax withheld.',
            'Unemployment compensation is taxable income. Report box 1 on Schedule 1 (Form 1040), line 7.',
            'Benefits repaid in 2024 for an overpayment are already subtracted from box 1.',
            'If you did not apply for unemployment benefits, report possible identity theft at dwd.wisconsin.gov/fraud.']
    for i, line in enumerate(body):
        p.text(36, 190 + i * 13, line, f, 10)
    p.text(36, 260, 'Weeks paid: 24    Weekly benefit rate: $390.00    Claim effective date: 03/03/2024', 'DejaVu Sans Mono', 8.5)
    s = dict(cap='Liberation Sans Narrow', cap_size=6.6, val='DejaVu Sans Mono', val_size=9.5, bold=True, omb='0120')
    rows = [[('1 Unemployment compensation', '$9,360.00'), ('2 State or local income tax\nrefunds, credits, or offsets', '')],
            [('3 Box 2 amount is for tax year', ''), ('4 Federal income tax withheld', '$936.00')],
            [('5 RTAA payments', ''), ('6 Taxable grants', '')], [('7 Agriculture payments', ''), ('8 If checked, box 2 is\ntrade or business income [ ]', '')],
            [('9 Market gain', ''), ('10a State  10b State ID no.', 'WI 039-0000-000')], [('11 State income tax withheld', '$374.40'), ('', '')]]
    form_1099(p, 36, 300, 540, s, 'Certain\nGovernment\nPayments', '1099-G', [payer, 'PO Box 7905', 'Madison, WI 53707', '(414) 555-0103'], tin,
              'XXX-XX-3390', [name, '3348 N 24TH PL', 'MILWAUKEE WI 53206-1187'], 'UI CLAIM 20240303-8812', None,
              'Copy B\nFor Recipient\n\nThis is important tax\ninformation and is\nbeing furnished to\nthe IRS.', box_rows=rows, rh=34)
    doc.close()
    e = exp_1099({'unemploymentCompensation': '9360.00', 'federalIncomeTaxWithheld': '936.00', 'stateTaxWithheld': '374.40'},
                 payer, tin, name, 'XXX-XX-3390')
    return [('1099-g', 'state-agency-notice', 1, '1099-g-unemployment', 'photocopy', e)]


# ---- SSA-1099: the Social Security benefit statement's layout (boxes 1-8 in a frame, description of box 3 beside).
@document('ssa-1099')
def ssa(pdf):
    doc = Doc(pdf)
    p = doc.page
    name = 'EVANGELINE M. PRZYBYLSKI'
    f, fc = 'DejaVu Sans', 'DejaVu Sans Condensed'
    p.text(36, 44, 'FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT', f, 11, bold=True)
    p.text(576, 44, '2024', f, 16, bold=True, align='right')
    p.text(36, 56, '- PART OF YOUR SOCIAL SECURITY BENEFITS SHOWN IN BOX 5 MAY BE TAXABLE INCOME.', fc, 7.5)
    p.text(36, 66, '- SEE THE REVERSE FOR MORE INFORMATION.', fc, 7.5)
    X, W = 36, 540
    p.rect(X, 76, W, 330, 1)
    p.field(X, 76, 330, 34, 'Box 1. Name', name, fc, 6.5, f, 10)
    p.field(X + 330, 76, 210, 34, 'Box 2. Beneficiary\'s Social Security Number', 'XXX-XX-4087', fc, 6.5, f, 10)
    p.field(X, 110, 180, 34, 'Box 3. Benefits Paid in 2024', '$21,874.80', fc, 6.5, f, 10)
    p.field(X + 180, 110, 150, 34, 'Box 4. Benefits Repaid to SSA in 2024', '$0.00', fc, 6.5, f, 10)
    p.field(X + 330, 110, 210, 34, 'Box 5. Net Benefits for 2024 (Box 3 minus Box 4)', '$21,874.80', fc, 6.5, f, 10, val_bold=True)
    p.rect(X, 144, 270, 210, 0.6)
    p.text(X + 4, 154, 'DESCRIPTION OF AMOUNT IN BOX 3', fc, 7, bold=True)
    desc = [('Paid by check or direct deposit', '$19,776.00'), ('Medicare Part B premiums deducted', '$2,098.80'),
            ('from your benefits', ''), ('Total Additions', '$0.00'), ('Benefits for 2024', '$21,874.80')]
    for i, (a, b) in enumerate(desc):
        p.text(X + 8, 172 + i * 13, a, fc, 8)
        p.text(X + 262, 172 + i * 13, b, f, 8.5, align='right')
    p.rect(X + 270, 144, 270, 210, 0.6)
    p.text(X + 274, 154, 'DESCRIPTION OF AMOUNT IN BOX 4', fc, 7, bold=True)
    p.text(X + 278, 172, 'No benefits were repaid in 2024.', fc, 8)
    p.field(X + 270, 250, 270, 34, 'Box 6. Voluntary Federal Income Tax Withheld', '$2,187.48', fc, 6.5, f, 10)
    p.field(X + 270, 284, 270, 34, 'Box 7. Address', ['1420 S 92ND ST', 'WEST ALLIS WI 53214-2967'], fc, 6.5, f, 8)
    p.field(X + 270, 318, 270, 36, 'Box 8. Claim Number (Use this number if you need to contact SSA.)', 'XXX-XX-4087 A', fc, 6.5, f, 9.5)
    p.field(X, 354, 540, 52, 'DO NOT RETURN THIS FORM TO SSA OR IRS', '', fc, 6.5)
    p.text(X + 4, 386, 'Form SSA-1099-SM (1-2025)', fc, 7)
    doc.close()
    e = {'box3NetBenefits': '21874.8', 'box4': '0', 'box5NetBenefits': '21874.8', 'federalIncomeTaxWithheld': '2187.48',
         'recipientInfo.name': name, 'recipientInfo.tin': 'XXX-XX-4087'}
    return [('ssa-1099', 'ssa-statement', 1, 'ssa-1099', 'blur', e)]


# ---- Last year's return: 2023 Form 1040 page 1 as a tax program prints it (form drawn, entries in a mono face).
LY = dict(firstName='Lucas', middleInitial='A', lastName='Ferreira-Santos', ssn='612-44-0193', spouseFirstName='Hannah',
          spouseMiddleInitial='E', spouseLastName='Brightwater', spouseSSN='612-71-5528', street='9021 Juniper Hollow Rd',
          street2='Apt 3B', city='Boise', state='ID', zip='83709', filingStatus='married-joint', phone='', email='',
          isFullYearResident='true')


@document('last-year-1040-program')
def last_year(pdf):
    d = LY
    doc = Doc(pdf)
    p = doc.page
    cap, val = 'DejaVu Sans Condensed', 'Liberation Mono'
    vs = 9.5
    p.text(36, 40, '1040', 'DejaVu Sans', 22, bold=True)
    p.text(104, 30, 'Department of the Treasury-Internal Revenue Service', cap, 6.5)
    p.text(104, 42, 'U.S. Individual Income Tax Return', 'DejaVu Sans', 10, bold=True)
    p.text(310, 42, '2023', 'DejaVu Sans', 18, bold=True)
    p.text(370, 34, 'OMB No. 1545-0074', cap, 6.5)
    p.text(370, 44, 'IRS Use Only-Do not write or staple in this space.', cap, 6.5)
    p.text(36, 58, 'For the year Jan. 1-Dec. 31, 2023, or other tax year beginning', cap, 6.5)
    p.line(36, 62, 576, 62, 1)
    p.text(36, 74, 'Filing Status', 'DejaVu Sans', 7.5, bold=True)
    opts = [('Single', 'single'), ('Married filing jointly', 'married-joint'), ('Married filing separately (MFS)', 'married-separate'),
            ('Head of household (HOH)', 'head-of-household'), ('Qualifying surviving spouse (QSS)', 'qualifying-widow')]
    xs = [110, 170, 270, 400, 500]
    for (label, key), x in zip(opts, xs):
        p.check(x, 67, 7, d['filingStatus'] == key, val)
        p.text(x + 10, 73.5, label, cap, 6.2)
    p.text(110, 86, 'If you checked the MFS box, enter the name of your spouse. If you checked the HOH or QSS box, enter the child\'s name.', cap, 5.8)
    p.line(36, 90, 576, 90, 0.6)
    rows = [
        [(36, 200, 'Your first name and middle initial', f"{d['firstName']} {d['middleInitial']}"), (236, 210, 'Last name', d['lastName']),
         (446, 130, 'Your social security number', d['ssn'])],
        [(36, 200, "If joint return, spouse's first name and middle initial", f"{d['spouseFirstName']} {d['spouseMiddleInitial']}"),
         (236, 210, 'Last name', d['spouseLastName']), (446, 130, "Spouse's social security number", d['spouseSSN'])],
        [(36, 350, 'Home address (number and street). If you have a P.O. box, see instructions.', d['street']), (386, 60, 'Apt. no.', d['street2']),
         (446, 130, 'Presidential Election Campaign', '')],
        [(36, 220, 'City, town, or post office. If you have a foreign address, also complete spaces below.', d['city']),
         (256, 70, 'State', d['state']), (326, 120, 'ZIP code', d['zip']), (446, 130, '', '')],
        [(36, 170, 'Foreign country name', ''), (206, 140, 'Foreign province/state/county', ''), (346, 100, 'Foreign postal code', ''),
         (446, 130, '', '')],
    ]
    y = 90
    for row in rows:
        for x, w, c, v in row:
            p.field(x, y, w, 24, c, v, cap, 5.6, val, vs, val_bold=True)
        y += 24
    p.text(450, 170, 'Check here if you, or your', cap, 5.6)
    p.text(450, 177, 'spouse if filing jointly, want $3', cap, 5.6)
    p.text(450, 184, 'to go to this fund.   [ ] You [ ] Spouse', cap, 5.6)
    y += 12
    p.text(36, y, 'Digital Assets  At any time during 2023, did you: (a) receive (as a reward, award, or payment for property or services); or',
           cap, 6.2)
    p.text(36, y + 8, '(b) sell, exchange, or otherwise dispose of a digital asset (or a financial interest in a digital asset)?', cap, 6.2)
    p.check(500, y - 2, 7, False, val)
    p.text(510, y + 4, 'Yes', cap, 6.2)
    p.check(535, y - 2, 7, True, val)
    p.text(545, y + 4, 'No', cap, 6.2)
    y += 22
    p.line(36, y - 6, 576, y - 6, 0.6)
    p.text(36, y + 4, 'Standard Deduction', 'DejaVu Sans', 7, bold=True)
    p.text(140, y + 4, 'Someone can claim:  [ ] You as a dependent  [ ] Your spouse as a dependent  [ ] Spouse itemizes on a separate return', cap, 6.2)
    y += 16
    p.text(36, y + 4, 'Age/Blindness', 'DejaVu Sans', 7, bold=True)
    p.text(140, y + 4, 'You: [ ] Were born before January 2, 1959  [ ] Are blind    Spouse: [ ] Was born before January 2, 1959  [ ] Is blind', cap, 6.2)
    y += 14
    p.line(36, y, 576, y, 0.6)
    p.text(36, y + 10, 'Dependents', 'DejaVu Sans', 7, bold=True)
    p.text(36, y + 18, '(see instructions):', cap, 6.2)
    heads = ['(1) First name     Last name', '(2) Social security number', '(3) Relationship to you', '(4) Child tax credit', 'Credit for other dependents']
    for i, h in enumerate(heads):
        p.text([140, 290, 390, 470, 520][i], y + 10, h, cap, 5.8)
    deps = [('Mateo Ferreira-Santos', '612-90-4471', 'Son', True), ('', '', '', False), ('', '', '', False)]
    for i, (n, s_, r, ctc) in enumerate(deps):
        yy = y + 22 + i * 12
        p.line(140, yy + 3, 576, yy + 3, 0.3, grey=0.5)
        p.text(142, yy, n, val, 8.5, bold=True)
        p.text(292, yy, s_, val, 8.5, bold=True)
        p.text(392, yy, r, val, 8.5, bold=True)
        p.check(485, yy - 7, 7, ctc, val)
        p.check(535, yy - 7, 7, False, val)
    y += 64
    lines = [('1a', 'Total amount from Form(s) W-2, box 1 (see instructions)', '118,402.'), ('1b', 'Household employee wages not reported on Form(s) W-2', ''),
             ('1z', 'Add lines 1a through 1h', '118,402.'), ('2a', 'Tax-exempt interest .....  2b Taxable interest', '384.'),
             ('3a', 'Qualified dividends .....  3b Ordinary dividends', '1,212.'), ('4a', 'IRA distributions .....  4b Taxable amount', ''),
             ('5a', 'Pensions and annuities ....  5b Taxable amount', ''), ('6a', 'Social security benefits ..  6b Taxable amount', ''),
             ('7', 'Capital gain or (loss). Attach Schedule D if required', '2,940.'), ('8', 'Additional income from Schedule 1, line 10', ''),
             ('9', 'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income', '122,938.'),
             ('10', 'Adjustments to income from Schedule 1, line 26', '3,850.'), ('11', 'Subtract line 10 from line 9. This is your adjusted gross income', '119,088.'),
             ('12', 'Standard deduction or itemized deductions (from Schedule A)', '27,700.'), ('13', 'Qualified business income deduction from Form 8995 or 8995-A', ''),
             ('14', 'Add lines 12 and 13', '27,700.'), ('15', 'Subtract line 14 from line 11. If zero or less, enter -0-. This is your taxable income', '91,388.')]
    p.text(36, y, 'Income', 'DejaVu Sans', 8, bold=True)
    for i, (no, label, amount) in enumerate(lines):
        yy = y + i * 15
        p.text(110, yy, no, 'DejaVu Sans', 7, bold=True)
        p.text(126, yy, label, cap, 6.8)
        p.rect(480, yy - 9, 96, 13, 0.4)
        p.text(474, yy, no, 'DejaVu Sans', 6.5, bold=True, align='right')
        p.text(572, yy, amount, val, 9, bold=True, align='right')
    y += len(lines) * 15 + 16
    p.text(36, y, 'For Disclosure, Privacy Act, and Paperwork Reduction Act Notice, see separate instructions.', cap, 6.5, bold=True)
    p.text(400, y, 'Cat. No. 11320B', cap, 6.5)
    p.text(576, y, 'Form 1040 (2023)', cap, 6.5, bold=True, align='right')
    p.text(36, 770, 'FILING COPY - prepared with tax software 02/27/2024 - keep for your records', val, 7)
    doc.close()
    return [('last-year', 'program-page1', 1, 'last-year-1040-program', 'skew', dict(d))]


# ---- 1099-DIV: a fund company's landscape statement, one row per fund and a total row that carries the form's boxes.
@document('1099-div-fund-family')
def div_fund_family(pdf):
    doc = Doc(pdf, 792, 612)
    p = doc.page
    payer, tin, name = 'Northwind Mutual Funds Trust', '04-3318207', 'PRIYANKA DESAI-MORALES'
    f, m = 'Liberation Sans Narrow', 'DejaVu Sans Mono'
    p.text(36, 44, payer, 'DejaVu Serif', 16, bold=True)
    p.text(36, 58, 'c/o Northwind Shareholder Services, PO Box 9720, Providence RI 02940   Payer federal ID number: ' + tin, f, 9)
    p.text(756, 44, '2024 Form 1099-DIV', 'DejaVu Serif', 13, bold=True, align='right')
    p.text(756, 58, 'Dividends and Distributions - Copy B for Recipient - OMB No. 1545-0110', f, 9, align='right')
    p.line(36, 66, 756, 66, 1)
    for i, line in enumerate(['Recipient: ' + name, '77 Crestview Terrace', 'Edison NJ 08820', "Recipient's TIN: ***-**-5526"]):
        p.text(36, 86 + i * 12, line, f, 10)
    p.text(480, 86, 'Account registration: INDIVIDUAL', f, 10)
    p.text(480, 98, 'Date of statement: 01/24/2025', f, 10)
    heads = ['Fund / account', 'Box 1a Total\nordinary dividends', 'Box 1b Qualified\ndividends', 'Box 2a Total capital\ngain distributions',
             'Box 3 Nondividend\ndistributions', 'Box 4 Federal income\ntax withheld', 'Box 5 Section 199A\ndividends', 'Box 7 Foreign\ntax paid']
    xs = [36, 300, 370, 450, 530, 610, 690, 756]
    p.rect(36, 150, 720, 26, stroke=False, fill=0.88)
    for i, h in enumerate(heads):
        for j, line in enumerate(h.split('\n')):
            p.text(xs[i] if i == 0 else xs[i], 160 + j * 9, line, f, 8, bold=True, align='left' if i == 0 else 'right')
    funds = [('Northwind Growth Fund  0412-5500183', '1204.77', '1204.77', '2981.20', '0', '0', '0', '0'),
             ('Northwind International Index  0418-5500183', '866.40', '702.15', '0', '0', '0', '0', '71.38'),
             ('Northwind Real Estate Income  0433-5500183', '1410.05', '0', '402.60', '212.44', '0', '1410.05', '0'),
             ('Northwind Short-Term Bond  0440-5500183', '733.18', '0', '0', '0', '0', '0', '0')]
    y = 190
    for r in funds:
        for i, v in enumerate(r):
            p.text(xs[i], y, v if i == 0 else money(v, dollar=True), f if i == 0 else m, 8.5, align='left' if i == 0 else 'right')
        y += 16
    p.line(300, y - 10, 756, y - 10, 0.6)
    tot = [sum(D(r[i]) for r in funds) for i in range(1, 8)]
    p.text(36, y + 2, 'TOTAL (report these amounts)', f, 9, bold=True)
    for i, v in enumerate(tot):
        p.text(xs[i + 1], y + 2, money(v, dollar=True), m, 8.8, bold=True, align='right')
    p.text(36, y + 40, 'Box 8 Foreign country: VARIOUS.  Boxes 2b-2f, 6, 9-13: none.  State: NJ, no state tax withheld.', f, 9.5)
    p.text(36, y + 54, 'Box 5 is included in box 1a. Box 1b is included in box 1a. Amounts of less than $10 in a fund are included.', f, 9.5)
    p.text(36, 560, 'This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence penalty '
           'may be imposed on you if this income is taxable and the IRS determines it has not been reported.', f, 7.5)
    doc.close()
    e = exp_1099({'totalOrdinaryDividends': tot[0], 'qualifiedDividends': tot[1], 'totalCapitalGainDistributions': tot[2],
                  'nondividendDistributions': tot[3], 'federalIncomeTaxWithheld': tot[4], 'section199ADividends': tot[5],
                  'foreignTaxPaid': tot[6]}, payer, tin, name, 'XXX-XX-5526')
    return [('1099-div', 'fund-family-landscape', 1, '1099-div-fund-family', 'fax', e)]


# ---- 1099-R: an inherited IRA distribution from a brokerage, printed as a 'Box: value' list (code 4, IRA box checked).
@document('1099-r-ira-list')
def r_ira_list(pdf):
    doc = Doc(pdf)
    p = doc.page
    payer, tin, name = 'Sandpiper Investment Services Inc', '59-2284417', 'Marguerite Beaulieu-Tran'
    f, fb = 'FreeSans', 'FreeSans'
    p.text(36, 50, 'SANDPIPER', 'DejaVu Sans', 20, bold=True, grey=0.25)
    p.text(36, 62, 'INVESTMENT SERVICES', 'DejaVu Sans', 7.5, grey=0.25)
    p.text(576, 50, '2024 Form 1099-R', fb, 13, bold=True, align='right')
    p.text(576, 63, 'Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc.', f, 6.8, align='right')
    p.line(36, 72, 576, 72, 0.8)
    info = [("Payer's name", payer), ("Payer's address", '1 Harbor Place, Tampa FL 33602'), ("Payer's TIN", tin),
            ("Recipient's name", name), ("Recipient's address", '2207 Lakeshore Dr, Shreveport LA 71109'),
            ("Recipient's TIN", 'XXX-XX-9902'), ('Account number', 'IRA-BDA 7702-1184 (inherited IRA of Paul Beaulieu)')]
    y = 96
    for label, v in info:
        p.text(36, y, label, f, 9)
        p.text(190, y, v, fb, 9.5, bold=True)
        y += 15
    y += 10
    boxes = [('Box 1', 'Gross distribution', '18,500.00'), ('Box 2a', 'Taxable amount', '18,500.00'),
             ('Box 2b', 'Taxable amount not determined', 'X'), ('Box 2b', 'Total distribution', ''),
             ('Box 3', 'Capital gain (included in box 2a)', ''), ('Box 4', 'Federal income tax withheld', '1,850.00'),
             ('Box 5', 'Employee contributions / Designated Roth contributions', ''), ('Box 7', 'Distribution code(s)', '4'),
             ('Box 7', 'IRA/SEP/SIMPLE', 'X'), ('Box 9b', 'Total employee contributions', ''),
             ('Box 14', 'State tax withheld', '555.00'), ('Box 15', "State / Payer's state no.", 'LA 5922844'),
             ('Box 16', 'State distribution', '18,500.00')]
    p.rect(36, y - 12, 540, 16, stroke=False, fill=0.9)
    p.text(40, y, 'Box', fb, 8.5, bold=True)
    p.text(100, y, 'Description', fb, 8.5, bold=True)
    p.text(572, y, 'Amount', fb, 8.5, bold=True, align='right')
    y += 18
    for b, label, v in boxes:
        p.text(40, y, b, f, 9)
        p.text(100, y, label, f, 9)
        p.text(572, y, v, fb, 9.5, bold=True, align='right')
        p.line(36, y + 5, 576, y + 5, 0.25, grey=0.6)
        y += 17
    p.text(36, y + 20, 'Copy B - Report this income on your federal tax return. If this form shows federal income tax withheld in box 4,', f, 8)
    p.text(36, y + 31, 'attach this copy to your return. This information is being furnished to the IRS.   OMB No. 1545-0119', f, 8)
    doc.close()
    e = exp_1099({'grossDistribution': '18500.00', 'taxableAmount': '18500.00', 'federalIncomeTaxWithheld': '1850.00',
                  'stateTaxWithheld': '555.00'}, payer, tin, name, 'XXX-XX-9902')
    e['distributionCode'] = '4'
    return [('1099-r', 'ira-box-list', 1, '1099-r-ira-list', 'noise', e)]


# ---- 1099-G: a state tax department's refund notice set by groff (-ms, New Century Schoolbook), tbl for the figures.
@document('1099-g-refund-letter')
def g_refund_letter(pdf):
    payer, tin, name = 'Virginia Department of Taxation', '54-6001786', 'Cornelius Oyelaran-Pike'
    src = r""".fam N
.nr PS 10
.nr VS 12
.nr LL 6.5i
.nr PO 1i
.ds CH
.LP
\s[14]\f[B]COMMONWEALTH OF VIRGINIA\f[]\s[0]
.br
\f[B]Virginia Department of Taxation\f[]  \(en  PO Box 1115, Richmond VA 23218-1115
.br
Federal Employer Identification Number 54-6001786
.sp 2
Cornelius Oyelaran-Pike
.br
6120 Brandon Mill Ct
.br
Glen Allen VA 23060
.sp 2
\f[B]2024 FORM 1099-G \(en STATEMENT FOR RECIPIENTS OF STATE INCOME TAX REFUNDS\f[]
.PP
During calendar year 2024 the Department issued to you a refund, credit or offset of Virginia individual
income tax for tax year 2023. If you itemized your deductions on your 2023 federal return, part or all
of this amount may be taxable on your 2024 federal return. Keep this form with your tax records.
.sp
.TS
box tab(@);
lb lb
l l.
Box@Amount or entry
_
Recipient's name@Cornelius Oyelaran-Pike
Recipient's identification number@XXX-XX-6618
Payer's federal identification number@54-6001786
1  Unemployment compensation@$0.00
2  State or local income tax refunds, credits, or offsets@$1,126.00
3  Box 2 amount is for tax year@2023
4  Federal income tax withheld@$0.00
11  State income tax withheld@$0.00
.TE
.sp
.PP
Box 2 is the total of your 2023 refund ($986.00) and the overpayment you asked us to apply to your
2024 estimated tax ($140.00).
.sp
\s[8]This is important tax information and is being furnished to the Internal Revenue Service. Form 1099-G (Rev. January 2024), OMB No. 1545-0120.\s[0]
"""
    src_path = pdf[:-4] + '.ms'
    with open(src_path, 'w') as out:
        out.write(src)
    with open(pdf, 'wb') as out:
        subprocess.run(['groff', '-t', '-ms', '-Tpdf', '-P-pletter', src_path], check=True, stdout=out)
    os.remove(src_path)
    # gropdf embeds whole Type 1 fonts (300 KB); Ghostscript rewrites the file with subsets, text layer kept.
    run(['gs', '-q', '-dBATCH', '-dNOPAUSE', '-dSAFER', '-sDEVICE=pdfwrite', '-dSubsetFonts=true', '-o', pdf + '.tmp', pdf])
    os.replace(pdf + '.tmp', pdf)
    e = exp_1099({'stateLocalIncomeTaxRefunds': '1126.00', 'unemploymentCompensation': '0', 'federalIncomeTaxWithheld': '0',
                  'stateTaxWithheld': '0'}, payer, tin, name, 'XXX-XX-6618')
    return [('1099-g', 'groff-refund-letter', 1, '1099-g-refund-letter', 'photocopy', e)]


# ---- 1099-INT: a savings-bond redemption statement (box 3), small caps captions in DejaVu Serif, FreeMono values.
@document('1099-int-savings-bonds')
def int_savings_bonds(pdf):
    doc = Doc(pdf)
    p = doc.page
    payer, tin, name = 'Bureau of the Fiscal Service', '53-0205698', 'WINIFRED A. KOSTOPOULOS'
    cap, val = 'DejaVu Serif', 'FreeMono'
    p.smallcaps(36, 44, 'Department of the Treasury - Bureau of the Fiscal Service', cap, 9)
    p.smallcaps(36, 58, 'Savings Bond Redemption - Tax Year 2024', cap, 12)
    p.line(36, 64, 576, 64, 0.8)
    s = dict(cap=cap, cap_size=6, val=val, val_size=10, bold=True, smallcaps=True)
    boxes = [('1 Interest income', ''), ('2 Early withdrawal penalty', ''),
             ('3 Interest on U.S. Savings Bonds and\nTreasury obligations', '4,871.32'), ('4 Federal income tax withheld', '487.13'),
             ('5 Investment expenses', ''), ('6 Foreign tax paid', ''), ('8 Tax-exempt interest', ''), ('9 Specified private\nactivity bond interest', '')]
    form_1099(p, 36, 80, 540, s, 'Interest\nIncome', '1099-INT', [payer, 'PO Box 7015', 'Parkersburg, WV 26106-7015'], tin, 'XXX-XX-3305',
              [name, '814 Hollis Ave', 'Queens Village, NY 11427'], 'TD-S 0077-1145-02', boxes,
              'Copy B\nFor Recipient\n\nThis is important tax\ninformation and is\nbeing furnished to\nthe IRS.', rh=32)
    p.smallcaps(36, 340, 'Bonds redeemed in 2024', cap, 9)
    rows = [('Series EE', 'E123418872EE', '06/1999', '03/2024', '2,500.00', '2,271.08'),
            ('Series EE', 'E123418873EE', '06/1999', '03/2024', '2,500.00', '2,271.08'),
            ('Series I', 'I004471290I', '11/2008', '09/2024', '500.00', '329.16')]
    heads = ['Series', 'Serial number', 'Issued', 'Redeemed', 'Purchase price', 'Interest']
    xs = [36, 110, 240, 310, 470, 576]
    for i, h in enumerate(heads):
        p.smallcaps(xs[i] if i < 4 else xs[i] - 60, 356, h, cap, 7.5)
    for j, r in enumerate(rows):
        for i, v in enumerate(r):
            p.text(xs[i], 372 + j * 13, v, val, 9, align='left' if i < 4 else 'right')
    doc.close()
    e = exp_1099({'usSavingsBondsInterest': '4871.32', 'federalIncomeTaxWithheld': '487.13'}, payer, tin, name, 'XXX-XX-3305')
    return [('1099-int', 'savings-bond-grid', 1, '1099-int-savings-bonds', 'fax', e)]


# ---------------------------------------------------------------------------------------------------------------
# Writing the corpus.


def main():
    os.makedirs(OUT, exist_ok=True)
    wanted = sys.argv[1:] or list(DOCS)
    manifest_path = os.path.join(OUT, 'expected.json')
    files = []
    if os.path.exists(manifest_path) and sys.argv[1:]:
        files = [f for f in json.load(open(manifest_path))['files'] if f.get('document') not in wanted]
    for name in wanted:
        pdf = os.path.join(OUT, f'{name}.pdf')
        entries = DOCS[name](pdf)
        made = {}
        for kind, layout, page, stem, recipe, expected in entries:
            if stem not in made:
                png = os.path.join(OUT, f'{stem}.png')
                render(pdf, page, png)
                made[stem] = (png, degrade(png, recipe, os.path.join(OUT, stem)))
            png, scan = made[stem]
            for variant, path in (('pdf', pdf), ('clean', png), ('scan', scan)):
                files.append({'file': os.path.basename(path), 'kind': kind, 'layout': layout, 'variant': variant,
                              'degradation': recipe if variant == 'scan' else '', 'expected': expected, 'document': name})
        print(name, 'done')
    order = list(DOCS)
    files.sort(key=lambda f: (order.index(f['document']), f['kind'], ['pdf', 'clean', 'scan'].index(f['variant'])))
    note = ('Made by tests/bench/printed-corpus-2/make.py (cairo + TrueType fonts, groff; poppler; ImageMagick degradations); '
            'expected values are what each document prints.')
    with open(manifest_path, 'w') as out:
        json.dump({'note': note, 'files': files}, out, indent=1)
        out.write('\n')


if __name__ == '__main__':
    main()
    sys.exit(0 if check_text_layers(OUT) else 1)
