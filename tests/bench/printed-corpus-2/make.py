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
from decimal import Decimal

import cairo

ROOT = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(ROOT, '../../../services/documents/src/testing/printed-corpus-2'))
CONVERT = '/usr/bin/convert'  # the real ImageMagick (/usr/local/bin/convert may be a stand-in)

# ---------------------------------------------------------------------------------------------------------------
# Amounts: kept as strings of cents so expected values are exact.


def D(text):
    return Decimal(str(text).replace(',', '').replace('$', ''))


def money(value, commas=True, dollar=False):
    text = f'{D(value):,.2f}' if commas else f'{D(value):.2f}'
    return ('$' + text) if dollar else text


def w2_amount(value):
    """A W-2 field's expected text: two decimals, no separators ('' when the box is blank)."""
    return '' if value in (None, '') else f'{D(value):.2f}'


def js_number(value):
    """A 1099 field's expected text: the amount as JavaScript prints the number."""
    text = f'{D(value):.2f}'.rstrip('0').rstrip('.')
    return text or '0'


def pct(value, rate):
    return (D(value) * Decimal(rate)).quantize(Decimal('0.01'))


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
            if smallcaps:
                self.smallcaps(x + 2, y + cap_size + 1.5 + i * (cap_size + 1), line, cap_font, cap_size)
            else:
                self.text(x + 2, y + cap_size + 1.5 + i * (cap_size + 1), line, cap_font, cap_size)
        if value:
            values = value.split('\n') if isinstance(value, str) else value
            base = y + h - 3 - (len(values) - 1) * (val_size + 1.5)
            for i, v in enumerate(values):
                vx = x + w - 4 if align == 'right' else x + 4
                self.text(vx, base + i * (val_size + 1.5), v, val_font, val_size, bold=val_bold, align=align)


class Doc:
    def __init__(self, path, width=612, height=792):
        self.surface = cairo.PDFSurface(path, width, height)
        self.surface.set_metadata(cairo.PDF_METADATA_CREATOR, 'printed-corpus-2 (cairo)')
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
                  '-attenuate', '0.5', '+noise', 'Gaussian', '-background', 'gray(80%)', '-rotate', '-1.5', '-blur', '0x0.6',
                  '-quality', '60', 'jpg:'],
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
    'noise': ['-colorspace', 'Gray', '-resize', '87.5%', '-attenuate', '0.6', '+noise', 'Poisson', '-attenuate', '0.08',
              '+noise', 'Impulse', '-background', 'white', '-rotate', '4', '-quality', '45', 'jpg:'],
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
    run([CONVERT, png] + args[:-1] + [args[-1] + out])
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
    p.field(x + col, cy, col * 0.5, 34, "13 Stat emp.\n   Ret. plan\n   3rd party", '', cap, 4.2, val, 6.6)
    p.check(x + col + 30, cy + 14, 6, d['retirement'])
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
# Writing the corpus.


def main():
    os.makedirs(OUT, exist_ok=True)
    wanted = sys.argv[1:] or list(DOCS)
    manifest_path = os.path.join(OUT, 'expected.json')
    files = []
    if os.path.exists(manifest_path) and sys.argv[1:]:
        files = [f for f in json.load(open(manifest_path))['files'] if f.get('_doc') not in wanted]
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
                              'degradation': recipe if variant == 'scan' else '', 'expected': expected, '_doc': name})
        print(name, 'done')
    order = list(DOCS)
    files.sort(key=lambda f: (order.index(f['_doc']), f['kind'], ['pdf', 'clean', 'scan'].index(f['variant'])))
    note = ('Made by tests/bench/printed-corpus-2/make.py (cairo + TrueType fonts, groff; poppler; ImageMagick degradations); '
            'expected values are what each document prints.')
    with open(manifest_path, 'w') as out:
        json.dump({'note': note, 'files': files}, out, indent=1)
        out.write('\n')


if __name__ == '__main__':
    main()
