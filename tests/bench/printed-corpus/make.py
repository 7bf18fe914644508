#!/usr/bin/python3
"""A held-apart corpus of 2024 tax documents drawn with reportlab and degraded with PIL.

Made without looking at how the readers read (services/documents/src/extract) nor at the repository's own
fixtures (services/documents/src/testing/*): layouts copy how employers, payroll providers, banks, brokers,
agencies and tax programs print these forms. Each document is written as
  <id>.pdf        the text PDF reportlab draws,
  <id>.png        that PDF rendered clean at 200 dpi (pdftoppm),
  <id>.scan.jpg   a scan made here with PIL (150-200 dpi, rotated, blurred, noisy, uneven light),
  <id>.photo.jpg  for a few, a phone photo (perspective, shadow, a desk around the page),
and expected.json lists every file with its kind and the fields a right reading gives (written from the data
this script prints, in the bench's field names: the W-2 answer as tests/bench/support/readings.ts flattens it,
1099 amounts as numbers print in JavaScript).

Run by people only (needs Debian's python3-reportlab, python3-pil, python3-numpy and poppler-utils):
  /usr/bin/python3 tests/bench/printed-corpus/make.py
"""
import json
import math
import os
import random
import subprocess
import tempfile

import numpy as np
from PIL import Image, ImageDraw, ImageFilter
from reportlab.lib.pagesizes import landscape, letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, '../../../services/documents/src/testing/printed-corpus'))

FONTS = {
    'helv': ('Helvetica', 'Helvetica-Bold'),
    'times': ('Times-Roman', 'Times-Bold'),
    'courier': ('Courier', 'Courier-Bold'),
}


# ---------------------------------------------------------------- amounts


def money(value, style):
    """How an amount is printed: 'comma' 52,340.00; 'dollar' $52,340.00; 'plain' 52340.00; 'dplain' $52340.00."""
    if value is None:
        return ''
    text = f'{value:,.2f}' if style in ('comma', 'dollar') else f'{value:.2f}'
    return '$' + text if style in ('dollar', 'dplain') else text


def w2_amount(value):
    """The W-2 answer keeps the printed cents, without '$' and ','."""
    return '' if value is None else f'{value:.2f}'


def js_number(value):
    """A 1099 amount as String(number) prints it in JavaScript (the bench compares text)."""
    text = f'{value:.2f}'.rstrip('0').rstrip('.')
    return text


# ---------------------------------------------------------------- drawing


class Page:
    """A reportlab canvas with y measured from the top, in points."""

    def __init__(self, path, size=letter, font='helv'):
        self.c = canvas.Canvas(path, pagesize=size, invariant=1)  # same bytes on every run
        self.w, self.h = size
        self.regular, self.bold = FONTS[font]

    def text(self, x, y, s, size=9, bold=False, align='left', font=None, maxw=None):
        name = font or (self.bold if bold else self.regular)
        if maxw and s and stringWidth(s, name, size) > maxw:
            size = maxw / stringWidth(s, name, 1)  # printers shrink a caption to its box, never overlap the next
        self.c.setFont(name, size)
        if align == 'right':
            self.c.drawRightString(x, self.h - y, s)
        elif align == 'center':
            self.c.drawCentredString(x, self.h - y, s)
        else:
            self.c.drawString(x, self.h - y, s)

    def rect(self, x, y, w, h, width=0.6, fill=None):
        self.c.setLineWidth(width)
        if fill is not None:
            self.c.setFillGray(fill)
            self.c.rect(x, self.h - y - h, w, h, stroke=1, fill=1)
            self.c.setFillGray(0)
        else:
            self.c.rect(x, self.h - y - h, w, h, stroke=1, fill=0)

    def line(self, x0, y0, x1, y1, width=0.6, dash=None):
        self.c.setLineWidth(width)
        if dash:
            self.c.setDash(*dash)
        self.c.line(x0, self.h - y0, x1, self.h - y1)
        if dash:
            self.c.setDash()

    def check(self, x, y, on, size=7):
        """A square drawn as lines with an X inside when on (as IRS forms print checkboxes)."""
        self.rect(x, y, size, size, width=0.6)
        if on:
            self.line(x + 1, y + 1, x + size - 1, y + size - 1, width=0.9)
            self.line(x + 1, y + size - 1, x + size - 1, y + 1, width=0.9)

    def cell(self, x, y, w, h, caption, value='', cap=6.5, val=10, align='left', lines=None):
        """A box with its caption at the top left and its value below (or several value lines)."""
        self.rect(x, y, w, h)
        parts = caption.split('\n')
        for i, part in enumerate(parts):
            self.text(x + 2, y + cap + 1 + i * (cap + 1), part, size=cap, maxw=w - 4)
        top = y + (cap + 1) * len(parts) + val + 1
        for i, line in enumerate(lines if lines is not None else ([value] if value else [])):
            if align == 'right':
                self.text(x + w - 4, top + i * (val + 2), line, size=val, align='right', font=self.value_font, maxw=w - 8)
            else:
                self.text(x + 4, top + i * (val + 2), line, size=val, font=self.value_font, maxw=w - 8)

    value_font = None

    def new_page(self):
        self.c.showPage()

    def save(self):
        self.c.save()


# ---------------------------------------------------------------- W-2 data

def w2_docs():
    docs = []

    def w2(doc_id, layout, font, style, emp, er, boxes, box12, states, local=None, box13=(False, False, False), box14=(), caps=False, masked=False, **extra):
        docs.append(dict(id=doc_id, kind='w2', layout=layout, font=font, style=style, emp=emp, er=er, boxes=boxes,
                         box12=box12, states=states, local=local, box13=box13, box14=box14, caps=caps, masked=masked, **extra))

    w2('w2-irs-grid-a', 'irs-grid', 'helv', 'comma',
       dict(first='Deandra', mi='L', last='Whitcombe', ssn='412-58-3306', street='1840 Juniper Hollow Rd', city='Boise, ID 83702'),
       dict(name='Tamarack Valley Orthopedics PC', ein='82-4417093', street='600 W Bannock St Ste 210', city='Boise, ID 83702'),
       {1: 68412.55, 2: 7120.40, 3: 72190.00, 4: 4475.78, 5: 72190.00, 6: 1046.76},
       [('D', 3777.45), ('DD', 9844.20), ('W', 1200.00)],
       [('ID', '004418823', 68412.55, 2990.12)], box13=(False, True, False))
    w2('w2-irs-grid-b', 'irs-grid', 'times', 'dollar',
       dict(first='RAFAEL', mi='', last='OYELARAN-BIRCH', ssn='***-**-5521', street='77 CANAL ST APT 4B', city='LOWELL MA 01852'),
       dict(name='MERRIMACK TEXTILE RESTORATION INC', ein='04-3381276', street='12 MILL POND WAY', city='LOWELL MA 01854'),
       {1: 131907.18, 2: 21880.00, 3: 138200.00, 4: 8568.40, 5: 140455.18, 6: 2036.60, 10: 2500.00},
       [('D', 8548.00), ('DD', 14212.66), ('W', 3050.00), ('AA', 1500.00)],
       [('MA', '220194477', 131907.18, 6498.31), ('NH', '88-1203', 4210.00, 0.00)],
       box13=(False, True, False), box14=[('MA PFML', 438.93)], caps=True, masked=True)
    w2('w2-payroll-2up', 'payroll-2up', 'courier', 'plain',
       dict(first='Priya', mi='K', last='Venkataraman', ssn='603-71-2298', street='4419 Larkspur Ct', city='Plano TX 75024'),
       dict(name='Brazos Logistics Partners LLC', ein='75-2958140', street='2100 N Central Expy', city='Richardson TX 75080'),
       {1: 54870.00, 2: 4312.90, 3: 57300.00, 4: 3552.60, 5: 57300.00, 6: 830.85},
       [('D', 2430.00), ('DD', 6812.04)],
       [], box13=(False, True, False))
    w2('w2-payroll-4up', 'payroll-4up', 'helv', 'comma',
       dict(first='Tomasz', mi='J', last='Wiśniewski'.replace('ś', 's'), ssn='318-40-7765', street='2630 N Kedzie Ave', city='Chicago IL 60647'),
       dict(name='Lakeshore Mechanical Contractors Inc', ein='36-4120985', street='1515 W Fulton St', city='Chicago IL 60607'),
       {1: 88215.34, 2: 11012.00, 3: 91615.34, 4: 5680.15, 5: 91615.34, 6: 1328.42, 7: 0.0},
       [('C', 312.00), ('D', 3400.00), ('DD', 11730.12), ('W', 850.00)],
       [('IL', '3419-0876', 88215.34, 4366.66)], local=(88215.34, 1322.80, 'CHICAGO'), box13=(False, True, False))
    w2('w2-plain-table', 'plain-table', 'times', 'dplain',
       dict(first='Maribel', mi='', last='Ochoa', ssn='529-06-1184', street='315 Alder St', city='Eugene, OR 97401'),
       dict(name="Ochoa & Finch Bakery", ein='93-1874420', street='88 Willamette St', city='Eugene, OR 97401'),
       {1: 31240.00, 2: 1488.00, 3: 31240.00, 4: 1936.88, 5: 31240.00, 6: 452.98, 7: 2104.50, 8: 0.0},
       [('DD', 4310.88), ('E', 620.00)],
       [('OR', '01872344-1', 31240.00, 2417.00)], box13=(False, False, False))
    w2('w2-landscape', 'landscape', 'courier', 'comma',
       dict(first='GWENDOLYN', mi='A', last='FAIRBANKS', ssn='XXX-XX-0914', street='9 HARBORVIEW TER', city='PORTLAND ME 04101'),
       dict(name='CASCO BAY MARINE SUPPLY CO', ein='01-0558312', street='410 COMMERCIAL ST', city='PORTLAND ME 04101'),
       {1: 104880.62, 2: 15960.00, 3: 112380.62, 4: 6967.60, 5: 112380.62, 6: 1629.52, 11: 4200.00},
       [('D', 7500.00), ('DD', 16420.80), ('W', 2000.00)],
       [('ME', '1188403', 104880.62, 5530.41), ('NH', '99-66120', 3120.00, 0.00)],
       box13=(False, True, False), box14=[('UNION DUES', 624.00)], caps=True, masked=True)
    w2('w2-payroll-2up-b', 'payroll-2up', 'times', 'comma',
       dict(first='Aurelio', mi='F', last='Santangelo', ssn='147-22-8093', street='63 Van Houten Ave', city='Clifton NJ 07013'),
       dict(name='Passaic Valley Dental Group PA', ein='22-3904417', street='1030 Clifton Ave', city='Clifton NJ 07013'),
       {1: 61022.80, 2: 5875.00, 3: 64522.80, 4: 4000.41, 5: 64522.80, 6: 935.58},
       [('D', 3500.00), ('DD', 7310.40), ('W', 1000.00)],
       [('NJ', '223-904-417/000', 61022.80, 1844.27), ('NY', '22-3904417', 9880.00, 412.06)],
       box13=(False, True, False), box14=[('NJ SDI', 58.07), ('NJ FLI', 58.07)])
    return docs


BOX_CAPTIONS = {
    1: 'Wages, tips, other compensation', 2: 'Federal income tax withheld', 3: 'Social security wages',
    4: 'Social security tax withheld', 5: 'Medicare wages and tips', 6: 'Medicare tax withheld',
    7: 'Social security tips', 8: 'Allocated tips', 10: 'Dependent care benefits', 11: 'Nonqualified plans',
}


def w2_expected(d):
    b = d['boxes']
    emp, er = d['emp'], d['er']
    st = d['states']
    first = st[0] if st else None
    exp = {
        'firstName': emp['first'], 'lastName': emp['last'], 'ssn': emp['ssn'].replace('*', 'X'),
        'employerName': er['name'], 'employerEIN': er['ein'],
        'wages': w2_amount(b.get(1)), 'federalIncomeTax': w2_amount(b.get(2)),
        'socialSecurityWages': w2_amount(b.get(3)), 'socialSecurityTaxWithheld': w2_amount(b.get(4)),
        'medicareWagesAndTips': w2_amount(b.get(5)), 'medicareTaxWithheld': w2_amount(b.get(6)),
        # a box printed 0.00 is read as printed
        'socialSecurityTips': w2_amount(b.get(7)), 'allocatedTips': w2_amount(b.get(8)),
        'dependentCareBenefits': w2_amount(b.get(10)), 'nonqualifiedPlans': w2_amount(b.get(11)),
        # stateId is box 15 whole: the state and the employer's state ID number
        'stateId': f'{first[0]} {first[1]}' if first else '', 'stateWages': w2_amount(first[2]) if first else '',
        'stateIncomeTaxWithheld': w2_amount(first[3]) if first else '',
        'localWages': w2_amount(d['local'][0]) if d['local'] else '', 'localIncomeTax': w2_amount(d['local'][1]) if d['local'] else '',
        'locality': d['local'][2] if d['local'] else '',
        'retirementPlan': 'true' if d['box13'][1] else 'false',
        'box12': ', '.join(f'{code} {amount:.2f}' for code, amount in d['box12']),
        'secondState': f'{st[1][0]} {st[1][1]} {st[1][2]:.2f} {st[1][3]:.2f}' if len(st) > 1 else '',
    }
    if d['box14']:
        exp['box14'] = ', '.join(f'{label} {amount:.2f}' for label, amount in d['box14'])
    return exp


def w2_value(d, box):
    v = d['boxes'].get(box)
    return money(v, d['style']) if v is not None else ''


def draw_w2_grid(p, d, x0, y0, scale=1.0, copy='Copy B—To Be Filed With Employee\'s FEDERAL Tax Return.', width=None):
    """An IRS-like W-2 grid: boxes a-f on the left, 1-14 on the right, the state and local rows below."""
    s = scale
    W = width or 540 * s
    left = W * 0.5
    col = (W - left) / 2
    row = 24 * s
    # small copies keep print a person can read: values 7 pt at least
    cap, val = max(6.2 * s, 4.6), max(9.5 * s, 7)
    row = max(row, cap + val + 5)
    emp, er = d['emp'], d['er']
    up = (lambda t: t.upper()) if d['caps'] else (lambda t: t)
    ssn_w = max(left * 0.42, stringWidth("a  Employee's social security number", p.regular, cap) + 8)
    p.cell(x0, y0, ssn_w, row, 'a  Employee\'s social security number', emp['ssn'], cap, val)
    p.text(x0 + ssn_w + 4, y0 + 9 * s, 'OMB No. 1545-0008', size=6.5 * s, maxw=left - ssn_w - 6)
    p.text(x0 + ssn_w + 4, y0 + 18 * s, 'Safe, accurate, FAST! Use', size=6.5 * s, maxw=left - ssn_w - 6)
    y = y0 + row
    p.cell(x0, y, left, row, 'b  Employer identification number (EIN)', er['ein'], cap, val)
    p.cell(x0, y + row, left, row * 2.6, 'c  Employer\'s name, address, and ZIP code', lines=[up(er['name']), up(er['street']), up(er['city'])], cap=cap, val=val)
    p.cell(x0, y + row * 3.6, left, row, 'd  Control number', '', cap, val)
    name_y = y + row * 4.6
    p.rect(x0, name_y, left, row * 2.8)
    p.text(x0 + 2, name_y + cap + 1, 'e  Employee\'s first name and initial', size=cap, maxw=left * 0.6 - 6)
    p.text(x0 + left * 0.6, name_y + cap + 1, 'Last name', size=cap)
    p.text(x0 + left - 14 * s, name_y + cap + 1, 'Suff.', size=cap)
    first = emp['first'] + (' ' + emp['mi'] if emp['mi'] else '')
    p.text(x0 + 6, name_y + cap + val + 4, up(first), size=val, font=p.value_font)
    p.text(x0 + left * 0.6, name_y + cap + val + 4, up(emp['last']), size=val, font=p.value_font)
    p.text(x0 + 6, name_y + cap + 2 * val + 8, up(emp['street']), size=val, font=p.value_font)
    p.text(x0 + 6, name_y + cap + 3 * val + 11, up(emp['city']), size=val, font=p.value_font)
    p.cell(x0, name_y + row * 2.8, left, row * 0.8, 'f  Employee\'s address and ZIP code', '', cap, val)
    # right grid: rows of two boxes
    rx = x0 + left
    pairs = [(1, 2), (3, 4), (5, 6), (7, 8), (9, 10), (11, '12a')]
    for i, (a, b) in enumerate(pairs):
        yy = y0 + i * row
        for j, box in enumerate((a, b)):
            xx = rx + j * col
            if box == 9:
                p.cell(xx, yy, col, row, '9', '', cap, val)
            elif box == '12a':
                p.rect(xx, yy, col, row * 4)
                p.text(xx + 2, yy + cap + 1, '12  See instructions for box 12', size=cap)
                for k, (code, amount) in enumerate(d['box12'][:4]):
                    ly = yy + (k + 1) * row - 5 * s
                    p.text(xx + 2, ly, f'12{"abcd"[k]}', size=cap * 0.8, maxw=12 * s - 2)
                    p.text(xx + 16 * s, ly, code, size=val, font=p.value_font)
                    p.text(xx + col - 4, ly, money(amount, d['style']), size=val, align='right', font=p.value_font)
                    if k < 3:
                        p.line(xx, yy + (k + 1) * row, xx + col, yy + (k + 1) * row, width=0.3)
                    p.line(xx + 14 * s, yy + k * row + 10 * s, xx + 14 * s, yy + (k + 1) * row, width=0.3)
            else:
                p.cell(xx, yy, col, row, f'{box}  {BOX_CAPTIONS[box]}', w2_value(d, box), cap, val, align='right')
    yy = y0 + 6 * row
    # box 13 and 14 under the left half of the right grid
    p.rect(rx, yy, col, row * 1.4)
    p.text(rx + 2, yy + cap + 1, '13', size=cap)
    labels = ['Statutory\nemployee', 'Retirement\nplan', 'Third-party\nsick pay']
    for k, label in enumerate(labels):
        bx = rx + 14 * s + k * (col - 16 * s) / 3
        for m, part in enumerate(label.split('\n')):
            p.text(bx, yy + cap + 1 + m * (cap + 0.5), part, size=cap * 0.9, maxw=(col - 16 * s) / 3 - 2)
        p.check(bx + 6 * s, yy + row * 0.8, d['box13'][k], size=7 * s)
    lines14 = [f'{label} {money(amount, d["style"])}' for label, amount in d['box14']]
    p.cell(rx, yy + row * 1.4, col, row * 1.6, '14  Other', lines=lines14, cap=cap, val=val * 0.9)
    # state / local rows
    sy = y0 + max(name_y + row * 3.6 - y0, 9 * row) + 2
    heads = [('15  State', 0.08), ('Employer\'s state ID number', 0.17), ('16  State wages, tips, etc.', 0.15),
             ('17  State income tax', 0.14), ('18  Local wages, tips, etc.', 0.16), ('19  Local income tax', 0.14), ('20  Locality name', 0.16)]
    rows = [list(s_) for s_ in d['states']] or [['', '', None, None]]
    xx = x0
    for k, (head, frac) in enumerate(heads):
        w = W * frac
        p.rect(xx, sy, w, row * (0.6 + 0.6 * len(rows)))
        p.text(xx + 2, sy + cap + 1, head, size=cap * 0.95, maxw=w - 4)
        for r, st in enumerate(rows):
            ly = sy + cap + val + 6 + r * (val + 5)
            local = d['local'] if r == 0 else None
            cells = [st[0], st[1], money(st[2], d['style']) if st[2] is not None else '', money(st[3], d['style']) if st[3] is not None else '',
                     money(local[0], d['style']) if local else '', money(local[1], d['style']) if local else '', local[2] if local else '']
            if cells[k]:
                if k >= 2 and k <= 5:
                    p.text(xx + w - 4, ly, cells[k], size=val, align='right', font=p.value_font)
                else:
                    p.text(xx + 4, ly, cells[k], size=val, font=p.value_font)
        xx += w
    by = sy + row * (0.6 + 0.6 * len(rows)) + 12 * s
    p.text(x0, by, 'Form  W-2  Wage and Tax Statement', size=11 * s, bold=True)
    p.text(x0 + W * 0.5, by, '2024', size=16 * s, bold=True)
    p.text(x0 + W, by, 'Department of the Treasury—Internal Revenue Service', size=6.5 * s, align='right')
    p.text(x0, by + 10 * s, copy, size=6.5 * s)
    return by + 14 * s


def render_w2(path, d):
    layout = d['layout']
    size = landscape(letter) if layout == 'landscape' else letter
    p = Page(path, size, d['font'])
    p.value_font = FONTS[d['font']][0] if d['font'] != 'helv' else 'Courier-Bold' if d['caps'] else 'Helvetica'
    if layout != 'plain-table' and d['font'] == 'courier':
        # the form's captions are preprinted; the payroll program types the values in Courier
        p.regular, p.bold = FONTS['helv']
    if layout == 'irs-grid':
        end = draw_w2_grid(p, d, 36, 40)
        p.line(20, end + 20, p.w - 20, end + 20, dash=(4, 3))
        p.text(36, end + 36, 'This information is being furnished to the Internal Revenue Service. If you are required to file a return,', size=6.5)
        p.text(36, end + 45, 'a negligence penalty or other sanction may be imposed on you if this income is taxable and you fail to report it.', size=6.5)
    elif layout == 'landscape':
        p.text(36, 30, d['er']['name'], size=11, bold=True)
        p.text(36, 42, 'Year-end wage statement  ·  Tax year 2024', size=8)
        draw_w2_grid(p, d, 36, 60, scale=1.0, width=p.w - 72)
    elif layout == 'payroll-2up':
        draw_payroll_summary(p, d, 36, 36)
        p.line(18, 236, p.w - 18, 236, dash=(3, 3))
        p.text(p.w / 2, 232, 'fold and tear along perforation', size=6, align='center')
        draw_w2_grid(p, d, 46, 250, scale=0.93, copy="Copy B  To Be Filed With Employee's FEDERAL Tax Return")
        p.line(18, 520, p.w - 18, 520, dash=(3, 3))
        draw_w2_grid(p, d, 46, 532, scale=0.93, copy="Copy C  For EMPLOYEE'S RECORDS (See Notice to Employee on the back of Copy B.)")
    elif layout == 'payroll-4up':
        p.value_font = 'Helvetica'
        for q, copy in enumerate(["Copy B To Be Filed With Employee's FEDERAL Tax Return", "Copy C For EMPLOYEE'S RECORDS",
                                  'Copy 2 To Be Filed With Employee\'s State, City, or Local Income Tax Return', 'Copy 2 To Be Filed With Employee\'s State, City, or Local Income Tax Return']):
            x = 14 + (q % 2) * 298
            y = 20 + (q // 2) * 386
            draw_w2_grid(p, d, x, y, scale=0.6, width=286, copy=copy)
        p.line(p.w / 2, 10, p.w / 2, p.h - 10, dash=(2, 2))
        p.line(10, p.h / 2, p.w - 10, p.h / 2, dash=(2, 2))
    elif layout == 'plain-table':
        draw_w2_plain(p, d)
    p.save()


def draw_payroll_summary(p, d, x, y):
    """The payroll provider's earnings summary printed above the copies."""
    emp, er = d['emp'], d['er']
    p.text(x, y + 10, 'PayWell Payroll Services', size=10, bold=True)
    p.text(p.w - 36, y + 10, '2024 W-2 and EARNINGS SUMMARY', size=10, bold=True, align='right')
    p.text(x, y + 30, emp['first'] + ' ' + emp['last'], size=9)
    p.text(x, y + 41, emp['street'], size=9)
    p.text(x, y + 52, emp['city'], size=9)
    p.text(x + 300, y + 30, 'Employer: ' + er['name'], size=8)
    p.text(x + 300, y + 41, 'Federal EIN: ' + er['ein'], size=8)
    rows = [('Gross Pay', d['boxes'][1] + sum(a for c, a in d['box12'] if c == 'D')),
            ('Less 401(k) deferral (12D)', -sum(a for c, a in d['box12'] if c == 'D')),
            ('Reported W-2 Wages', d['boxes'][1])]
    ty = y + 76
    p.text(x, ty, 'This summary shows how your Box 1 wages were computed. It is not a tax form.', size=7)
    for k, (label, amount) in enumerate(rows):
        p.text(x, ty + 14 + k * 12, label, size=8)
        p.text(x + 220, ty + 14 + k * 12, money(amount, 'plain'), size=8, align='right')
    p.text(x + 300, ty + 14, 'Federal tax withheld ........', size=8)
    p.text(x + 500, ty + 14, money(d['boxes'][2], 'plain'), size=8, align='right')
    p.text(x + 300, ty + 26, 'FICA + Medicare withheld .....', size=8)
    p.text(x + 500, ty + 26, money(d['boxes'][4] + d['boxes'][6], 'plain'), size=8, align='right')


def draw_w2_plain(p, d):
    """A small employer's W-2 made in a spreadsheet: a two-column table of boxes."""
    emp, er = d['emp'], d['er']
    p.text(54, 50, 'W-2 Wage and Tax Statement 2024', size=14, bold=True)
    p.text(54, 66, 'Copy B - To be filed with employee\'s federal tax return', size=8)
    rows = [
        ('a', "Employee's social security number", emp['ssn']),
        ('b', 'Employer identification number (EIN)', er['ein']),
        ('c', "Employer's name", er['name']),
        ('', "Employer's address", er['street'] + ', ' + er['city']),
        ('e', "Employee's name", emp['first'] + ' ' + emp['last']),
        ('f', "Employee's address", emp['street'] + ', ' + emp['city']),
    ]
    for box in (1, 2, 3, 4, 5, 6, 7, 8, 10, 11):
        rows.append((str(box), BOX_CAPTIONS[box], w2_value(d, box)))
    for k, (code, amount) in enumerate(d['box12']):
        rows.append((f'12{"abcd"[k]}', f'Code {code}', money(amount, d['style'])))
    rows.append(('13', 'Retirement plan', 'X' if d['box13'][1] else ''))
    for st in d['states']:
        rows.append(('15', 'State / Employer\'s state ID number', f'{st[0]}  {st[1]}'))
        rows.append(('16', 'State wages, tips, etc.', money(st[2], d['style'])))
        rows.append(('17', 'State income tax', money(st[3], d['style'])))
    y = 90
    p.rect(54, y, 504, 16, fill=0.85)
    p.text(60, y + 11, 'Box', size=9, bold=True)
    p.text(100, y + 11, 'Description', size=9, bold=True)
    p.text(552, y + 11, 'Amount / Information', size=9, bold=True, align='right')
    y += 16
    for code, label, value in rows:
        p.rect(54, y, 504, 17)
        p.text(60, y + 12, code, size=9.5)
        p.text(100, y + 12, label, size=9.5)
        p.text(552, y + 12, value, size=9.5, align='right')
        y += 17
    p.text(54, y + 24, 'Prepared by the employer. Keep for your records.', size=8)


# ---------------------------------------------------------------- 1099 data

# Field names the bench scores, per kind and box.
NAMES = {
    '1099-int': {'1': 'interestIncome', '2': 'earlyWithdrawalPenalty', '3': 'usSavingsBondsInterest', '4': 'federalIncomeTaxWithheld',
                 '5': 'investmentExpenses', '6': 'foreignTaxPaid', '8': 'taxExemptInterest'},
    '1099-div': {'1a': 'totalOrdinaryDividends', '1b': 'qualifiedDividends', '2a': 'totalCapitalGainDistributions',
                 '3': 'nondividendDistributions', '4': 'federalIncomeTaxWithheld', '5': 'section199ADividends', '7': 'foreignTaxPaid'},
    '1099-r': {'1': 'grossDistribution', '2a': 'taxableAmount', '3': 'capitalGainAmount', '4': 'federalIncomeTaxWithheld',
               '5': 'employeeContributions', '7': 'distributionCode', '14': 'stateTaxWithheld'},
    # box 3 (the refund's tax year) has no field in the answer
    '1099-g': {'1': 'unemploymentCompensation', '2': 'stateLocalIncomeTaxRefunds', '4': 'federalIncomeTaxWithheld', '11': 'stateTaxWithheld'},
    '1099-misc': {'1': 'rentIncome', '2': 'royalties', '3': 'otherIncome', '4': 'federalIncomeTaxWithheld', '6': 'medicalPayments', '16': 'stateTaxWithheld'},
    '1099-nec': {'1': 'nonemployeeCompensation', '4': 'federalIncomeTaxWithheld', '5': 'stateTaxWithheld'},
    '1099-b': {'1d': 'proceedsFromSales', '1e': 'costBasis', '1b': 'dateAcquired', '1c': 'dateSold', '1g': 'washSaleAdjustment',
               '4': 'federalIncomeTaxWithheld', '2': 'shortTermOrLongTerm'},
    # the answer's names for SSA-1099 boxes 3 (benefits paid), 4 (repaid) and 5 (net)
    'ssa-1099': {'3': 'box3NetBenefits', '4': 'box4', '5': 'box5NetBenefits', '6': 'federalIncomeTaxWithheld'},
}

CAPTIONS = {
    '1099-int': {'1': 'Interest income', '2': 'Early withdrawal penalty', '3': 'Interest on U.S. Savings Bonds and Treasury obligations',
                 '4': 'Federal income tax withheld', '5': 'Investment expenses', '6': 'Foreign tax paid', '7': 'Foreign country or U.S. possession',
                 '8': 'Tax-exempt interest', '9': 'Specified private activity bond interest', '10': 'Market discount', '11': 'Bond premium'},
    '1099-div': {'1a': 'Total ordinary dividends', '1b': 'Qualified dividends', '2a': 'Total capital gain distr.', '2b': 'Unrecap. Sec. 1250 gain',
                 '3': 'Nondividend distributions', '4': 'Federal income tax withheld', '5': 'Section 199A dividends', '6': 'Investment expenses',
                 '7': 'Foreign tax paid', '8': 'Foreign country or U.S. possession'},
    '1099-r': {'1': 'Gross distribution', '2a': 'Taxable amount', '3': 'Capital gain (included in box 2a)', '4': 'Federal income tax withheld',
               '5': 'Employee contributions/Designated Roth contributions or insurance premiums', '6': 'Net unrealized appreciation in employer\'s securities',
               '7': 'Distribution code(s)', '8': 'Other', '9a': 'Your percentage of total distribution', '14': 'State tax withheld', '15': 'State/Payer\'s state no.', '16': 'State distribution'},
    '1099-g': {'1': 'Unemployment compensation', '2': 'State or local income tax refunds, credits, or offsets', '3': 'Box 2 amount is for tax year',
               '4': 'Federal income tax withheld', '5': 'RTAA payments', '6': 'Taxable grants', '7': 'Agriculture payments', '10a': 'State', '11': 'State income tax withheld'},
    '1099-misc': {'1': 'Rents', '2': 'Royalties', '3': 'Other income', '4': 'Federal income tax withheld', '5': 'Fishing boat proceeds',
                  '6': 'Medical and health care payments', '8': 'Substitute payments in lieu of dividends or interest', '10': 'Gross proceeds paid to an attorney',
                  '15': 'State tax withheld', '16': 'State tax withheld', '17': 'State/Payer\'s state no.', '18': 'State income'},
    '1099-nec': {'1': 'Nonemployee compensation', '2': 'Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale',
                 '4': 'Federal income tax withheld', '5': 'State tax withheld', '6': 'State/Payer\'s state no.', '7': 'State income'},
}

TITLES = {
    '1099-int': 'Interest Income', '1099-div': 'Dividends and Distributions', '1099-r': 'Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc.',
    '1099-g': 'Certain Government Payments', '1099-misc': 'Miscellaneous Information', '1099-nec': 'Nonemployee Compensation', '1099-b': 'Proceeds From Broker and Barter Exchange Transactions',
}


def f1099_docs():
    docs = []

    def f(doc_id, kind, layout, font, style, payer, recipient, boxes, caps=False, **extra):
        docs.append(dict(id=doc_id, kind=kind, layout=layout, font=font, style=style, payer=payer, recipient=recipient, boxes=boxes, caps=caps, **extra))

    f('1099-int-irs-grid', '1099-int', 'irs-grid', 'helv', 'comma',
      dict(name='Granite State Community Credit Union', tin='02-0381174', street='44 Elm St', city='Manchester, NH 03101', phone='(603) 555-0142'),
      dict(name='Linnea Halvorsen', tin='***-**-4471', street='18 Birch Hill Dr', city='Bedford, NH 03110'),
      {'1': 1284.37, '2': 25.00, '3': 310.00, '4': 128.00})
    f('1099-int-bank-statement', '1099-int', 'bank-statement', 'times', 'dollar',
      dict(name='Pinebrook Savings Bank, N.A.', tin='41-1190562', street='PO Box 5500', city='Duluth, MN 55802'),
      dict(name='MARCUS T ABERNATHY-COLE', tin='XXX-XX-8830', street='2216 LONDON RD', city='DULUTH MN 55812'),
      {'1': 14212.09, '4': 0.0, '8': 420.50}, caps=True)
    f('1099-int-irs-grid-b', '1099-int', 'irs-grid', 'courier', 'plain',
      dict(name='FIRST PRAIRIE STATE BANK', tin='48-0211937', street='PO BOX 1210', city='SALINA KS 67402', phone='785-555-0119'),
      dict(name='NADIA QURESHI', tin='***-**-0358', street='1422 S OHIO ST', city='SALINA KS 67401'),
      {'1': 602.14, '2': 0.0, '3': 0.0, '4': 60.21}, caps=True)
    f('1099-div-irs-grid', '1099-div', 'irs-grid', 'courier', 'plain',
      dict(name='Meridian Index Funds Trust', tin='23-7719054', street='PO Box 9211', city='Valley Forge, PA 19482'),
      dict(name='Corinne Ashby Blake', tin='***-**-6602', street='71 Quarry Ln', city='Media, PA 19063'),
      {'1a': 3811.42, '1b': 3120.77, '2a': 904.15, '3': 0.0, '4': 0.0, '5': 212.30, '7': 41.88})
    f('1099-div-broker-summary', '1099-div', 'broker-summary', 'helv', 'comma',
      dict(name='Halyard Brokerage Services LLC', tin='13-4470925', street='One Battery Park Plaza', city='New York, NY 10004'),
      dict(name='DESMOND OKAFOR', tin='XXX-XX-1290', street='540 PARK PL APT 3', city='BROOKLYN NY 11238'),
      {'1a': 18446.03, '1b': 15002.91, '2a': 2250.00, '3': 310.40, '4': 0.0, '7': 188.61}, caps=True)
    f('1099-b-irs-grid', '1099-b', 'irs-grid', 'helv', 'comma',
      dict(name='Cedar Point Securities Inc', tin='38-2266410', street='300 Ottawa Ave NW', city='Grand Rapids, MI 49503'),
      dict(name='Elena Marchetti', tin='***-**-3318', street='911 Lakeview Dr', city='Holland, MI 49423'),
      {'1a': '85 sh ACME WIDGETS CORP', '1b': '03/14/2022', '1c': '08/22/2024', '1d': 9121.40, '1e': 6410.25, '1g': 0.0, '4': 0.0, '2': 'long'})
    f('1099-b-broker-rows', '1099-b', 'broker-rows', 'courier', 'comma',
      dict(name='Northstar Discount Brokerage', tin='94-3302871', street='1 Montgomery St', city='San Francisco, CA 94104'),
      dict(name='Harold J Nguyen', tin='XXX-XX-7054', street='1732 Noriega St', city='San Francisco, CA 94122'),
      {'1d': 24310.55, '1e': 21877.30, '1g': 142.10, '4': 0.0, '2': 'short'},
      sales=[('40 SH BLUEFIN ENERGY', '02/03/2024', '05/17/2024', 6210.00, 5402.80, 0.0),
             ('100 SH ORCHARD SOFTWARE', '01/22/2024', '06/03/2024', 9870.25, 8990.00, 142.10),
             ('12 SH TIDEWATER RAIL', '04/11/2024', '09/30/2024', 3190.30, 3311.50, 0.0),
             ('55 SH QUILL MEDIA GRP', '06/05/2024', '11/12/2024', 5040.00, 4173.00, 0.0)])
    f('1099-b-broker-rows-b', '1099-b', 'broker-rows', 'helv', 'dollar',
      dict(name='Bluewater Investment Services', tin='59-3318840', street='200 S Orange Ave', city='Orlando, FL 32801'),
      dict(name='Gabriela Fonseca', tin='XXX-XX-6127', street='3902 Edgewater Dr', city='Orlando, FL 32804'),
      {'1d': 31845.00, '1e': 24110.75, '1g': 0.0, '4': 0.0, '2': 'long'},
      sales=[('200 SH HARBORLIGHT REIT', '03/09/2019', '02/14/2024', 8420.00, 6900.00, 0.0),
             ('150 SH CANYON STEEL CO', '07/22/2020', '04/02/2024', 12975.00, 9035.75, 0.0),
             ('60 SH SUNRISE FOODS INC', '11/30/2021', '10/18/2024', 10450.00, 8175.00, 0.0)], term='long')
    f('1099-r-irs-grid', '1099-r', 'irs-grid', 'times', 'comma',
      dict(name='Keystone Teachers Retirement System', tin='25-6000781', street='5 N Fifth St', city='Harrisburg, PA 17101'),
      dict(name='Dolores M Fitzgerald', tin='***-**-2087', street='403 Orchard Ave', city='Camp Hill, PA 17011'),
      {'1': 38412.00, '2a': 36118.40, '4': 3611.84, '5': 2293.60, '7': '7', '14': 0.0})
    f('1099-r-insurer-letter', '1099-r', 'insurer-letter', 'helv', 'dollar',
      dict(name='Evergreen Mutual Life Insurance Co', tin='91-0412233', street='1200 Sixth Ave', city='Seattle, WA 98101'),
      dict(name='WALTER P KOWALCZYK', tin='XXX-XX-5561', street='88 CEDAR GROVE RD', city='SPOKANE WA 99208'),
      {'1': 12500.00, '2a': 12500.00, '4': 2500.00, '7': 'G', '14': 0.0}, caps=True)
    f('1099-r-irs-grid-b', '1099-r', 'irs-grid', 'courier', 'plain',
      dict(name='Redwood Trust IRA Custody Services', tin='94-2877601', street='PO Box 7701', city='Sacramento, CA 95826'),
      dict(name='KEVIN O MALLEY', tin='***-**-4410', street='2501 J ST APT 9', city='SACRAMENTO CA 95816'),
      {'1': 9000.00, '2a': 9000.00, '4': 900.00, '7': '1', '14': 450.00}, caps=True)
    f('1099-g-irs-grid', '1099-g', 'irs-grid', 'helv', 'comma',
      dict(name='Colorado Department of Labor and Employment', tin='84-6000583', street='633 17th St Ste 201', city='Denver, CO 80202'),
      dict(name='Jordan Reyes-Amato', tin='***-**-9146', street='2780 S Vine St', city='Denver, CO 80210'),
      {'1': 7824.00, '2': 0.0, '4': 782.40, '11': 312.96})
    f('1099-g-state-notice', '1099-g', 'state-notice', 'times', 'plain',
      dict(name='State of Arizona Department of Revenue', tin='86-6004791', street='1600 W Monroe St', city='Phoenix, AZ 85007'),
      dict(name='Samantha Whitehorse', tin='XXX-XX-3024', street='16 E Palm Ln', city='Phoenix, AZ 85004'),
      {'2': 418.00, '3': '2023'})
    f('1099-misc-irs-grid', '1099-misc', 'irs-grid', 'courier', 'comma',
      dict(name='Highplains Property Management LLC', tin='47-2819034', street='2201 O St', city='Lincoln, NE 68510'),
      dict(name='Anneliese Brandt', tin='***-**-7731', street='5500 Holdrege St', city='Lincoln, NE 68504'),
      {'1': 16800.00, '3': 1250.00, '4': 0.0})
    f('1099-misc-royalty-statement', '1099-misc', 'royalty-statement', 'helv', 'dollar',
      dict(name='Permian Basin Mineral Partners LP', tin='75-3061172', street='400 W Illinois Ave', city='Midland, TX 79701'),
      dict(name='CHARLES E. DUNMORE', tin='XXX-XX-4425', street='1204 COUNTY RD 37', city='ODESSA TX 79765'),
      {'2': 3904.66, '4': 0.0}, caps=True)
    f('1099-nec-irs-grid', '1099-nec', 'irs-grid', 'times', 'comma',
      dict(name='Bright Harbor Media Group Inc', tin='26-1187340', street='77 Water St 12th Fl', city='New York, NY 10005'),
      dict(name='Ilse Vandermeer', tin='***-**-5008', street='309 Ocean Pkwy', city='Brooklyn, NY 11218'),
      {'1': 27450.00, '4': 0.0, '5': 0.0})
    f('1099-nec-accounting-program', '1099-nec', 'accounting-program', 'helv', 'plain',
      dict(name='Summit Ridge Home Builders', tin='87-0519924', street='1450 S State St', city='Orem, UT 84097'),
      dict(name='Dallin Okonkwo', tin='529-33-1806', street='72 N 400 E', city='Provo, UT 84606'),
      {'1': 8640.00, '4': 0.0})
    f('ssa-1099', 'ssa-1099', 'ssa', 'helv', 'dollar',
      dict(name='Social Security Administration', tin='', street='', city=''),
      dict(name='BEATRICE L HOLLOWAY', tin='XXX-XX-2261', street='41 MAGNOLIA CT', city='SAVANNAH GA 31405'),
      {'3': 23419.20, '4': 0.0, '5': 23419.20, '6': 2341.92}, caps=True)
    return docs


def f1099_expected(d):
    kind = d['kind']
    exp = {}
    for box, value in d['boxes'].items():
        name = NAMES[kind].get(box)
        if not name:
            continue
        if name in ('dateAcquired', 'dateSold'):
            month, day, year = value.split('/')
            value = f'{year}-{month}-{day}'  # dates are answered as ISO dates
        exp[name] = js_number(value) if isinstance(value, float) else value
    if kind != 'ssa-1099':
        exp['payerInfo.name'] = d['payer']['name']
        exp['payerInfo.tin'] = d['payer']['tin']
    exp['recipientInfo.name'] = d['recipient']['name']
    exp['recipientInfo.tin'] = d['recipient']['tin'].replace('*', 'X')
    return exp


def v1099(d, box):
    v = d['boxes'].get(box)
    if v is None:
        return ''
    if isinstance(v, float):
        return money(v, d['style'])
    return v


def draw_1099_grid(p, d):
    """An IRS-like 1099 (Copy B): payer/recipient block on the left, numbered boxes on the right."""
    kind = d['kind']
    caps = CAPTIONS.get(kind, {})
    x0, y0 = 36, 48
    lw, rw = 250, 290
    cap, val = 6.3, 10
    payer, rec = d['payer'], d['recipient']
    p.text(x0, y0 - 14, 'CORRECTED (if checked)', size=7)
    p.check(x0 + 90, y0 - 21, False)
    lines = [payer['name'], payer['street'], payer['city']] + ([payer['phone']] if payer.get('phone') else [])
    p.cell(x0, y0, lw, 76, "PAYER'S name, street address, city or town, state or province, country, ZIP\nor foreign postal code, and telephone no.", lines=lines, cap=cap, val=val - 1)
    p.cell(x0, y0 + 76, lw / 2, 26, "PAYER'S TIN", payer['tin'], cap, val)
    p.cell(x0 + lw / 2, y0 + 76, lw / 2, 26, "RECIPIENT'S TIN", rec['tin'], cap, val)
    p.cell(x0, y0 + 102, lw, 28, "RECIPIENT'S name", rec['name'], cap, val)
    p.cell(x0, y0 + 130, lw, 28, 'Street address (including apt. no.)', rec['street'], cap, val)
    p.cell(x0, y0 + 158, lw, 28, 'City or town, state or province, country, and ZIP or foreign postal code', rec['city'], cap, val)
    p.cell(x0, y0 + 186, lw, 24, 'Account number (see instructions)', d.get('account', ''), cap, val)
    # boxes: two columns on the right
    boxes = list(caps.keys())
    rx = x0 + lw
    half = rw / 2
    bh = 30
    for i, box in enumerate(boxes):
        col, row = i % 2, i // 2
        x = rx + col * half
        y = y0 + row * bh
        caption = caps[box]
        words, parts, line_ = caption.split(' '), [], ''
        for word in words:
            if len(line_) + len(word) > 34:
                parts.append(line_)
                line_ = word
            else:
                line_ = (line_ + ' ' + word).strip()
        parts.append(line_)
        p.cell(x, y, half, bh, f'{box}  ' + '\n'.join(parts[:2]), v1099(d, box), cap, val - 0.5, align='right')
        if box == '2' and kind == '1099-nec':
            p.check(x + half - 12, y + 18, False)
    end = y0 + ((len(boxes) + 1) // 2) * bh
    title_x = rx + rw + 8
    ty = y0
    if title_x > p.w - 60:
        title_x = x0
        ty = max(end, y0 + 210) + 16
    p.text(x0, max(end, y0 + 210) + 16, f'Form {kind.upper()}', size=12, bold=True)
    p.text(x0 + 120, max(end, y0 + 210) + 16, TITLES[kind][:60], size=9, bold=True)
    p.text(x0 + 120, max(end, y0 + 210) + 27, 'Copy B  For Recipient', size=7.5, bold=True)
    p.text(p.w - 36, max(end, y0 + 210) + 16, 'Department of the Treasury - Internal Revenue Service', size=6.5, align='right')
    p.text(p.w - 36, y0 - 14, 'OMB No. 1545-0112   Calendar year 2024', size=7, align='right')
    p.text(x0, max(end, y0 + 210) + 42, 'This is important tax information and is being furnished to the IRS. If you are required to file a return,', size=6.5)
    p.text(x0, max(end, y0 + 210) + 50, 'a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines it has not been reported.', size=6.5)
    return ty


def draw_1099b_grid(p, d):
    x0, y0 = 36, 48
    payer, rec = d['payer'], d['recipient']
    cap, val = 6.3, 10
    p.text(x0, y0 - 14, 'CORRECTED (if checked)', size=7)
    p.text(p.w - 36, y0 - 14, 'OMB No. 1545-0715   2024   Form 1099-B', size=7, align='right')
    p.cell(x0, y0, 260, 70, "PAYER'S name, street address, city or town, state or province, country, ZIP\nor foreign postal code, and telephone no.",
           lines=[payer['name'], payer['street'], payer['city']], cap=cap, val=val - 1)
    p.cell(x0, y0 + 70, 130, 26, "PAYER'S TIN", payer['tin'], cap, val)
    p.cell(x0 + 130, y0 + 70, 130, 26, "RECIPIENT'S TIN", rec['tin'], cap, val)
    p.cell(x0, y0 + 96, 260, 26, "RECIPIENT'S name", rec['name'], cap, val)
    p.cell(x0, y0 + 122, 260, 26, 'Street address (including apt. no.)', rec['street'], cap, val)
    p.cell(x0, y0 + 148, 260, 26, 'City or town, state or province, country, and ZIP or foreign postal code', rec['city'], cap, val)
    rx, rw = x0 + 260, 280
    b = d['boxes']
    cells = [
        ('1a  Description of property (Example: 100 sh. XYZ Co.)', b['1a'], rw, 'left'),
        ('1b  Date acquired', b['1b'], rw / 2, 'left'), ('1c  Date sold or disposed', b['1c'], rw / 2, 'left'),
        ('1d  Proceeds', money(b['1d'], d['style']), rw / 2, 'right'), ('1e  Cost or other basis', money(b['1e'], d['style']), rw / 2, 'right'),
        ('1f  Accrued market discount', '', rw / 2, 'right'), ('1g  Wash sale loss disallowed', money(b['1g'], d['style']), rw / 2, 'right'),
        ('4  Federal income tax withheld', money(b['4'], d['style']), rw / 2, 'right'), ('5  Noncovered security', '', rw / 2, 'left'),
    ]
    x, y = rx, y0
    for caption, value, w, align in cells:
        if x + w > rx + rw + 1:
            x, y = rx, y + 28
        p.cell(x, y, w, 28, caption, value, cap, val, align=align)
        x += w
    y += 28
    p.rect(rx, y, rw, 36)
    p.text(rx + 2, y + 8, '2  Short-term gain or loss', size=cap)
    p.check(rx + 90, y + 2, b['2'] == 'short')
    p.text(rx + 2, y + 17, '    Long-term gain or loss', size=cap)
    p.check(rx + 90, y + 11, b['2'] == 'long')
    p.text(rx + 2, y + 26, '    Ordinary', size=cap)
    p.check(rx + 90, y + 20, False)
    p.text(rx + 140, y + 8, '3  Check if proceeds from:', size=cap)
    p.text(rx + 150, y + 17, 'Collectibles', size=cap)
    p.check(rx + 200, y + 11, False)
    p.text(rx + 150, y + 26, 'QOF', size=cap)
    p.check(rx + 200, y + 20, False)
    p.text(x0, y0 + 200, 'Form 1099-B', size=12, bold=True)
    p.text(x0 + 100, y0 + 200, TITLES['1099-b'], size=9, bold=True)
    p.text(x0 + 100, y0 + 211, 'Copy B  For Recipient', size=7.5, bold=True)


def statement_header(p, d, title, subtitle):
    payer, rec = d['payer'], d['recipient']
    p.text(40, 46, payer['name'], size=15, bold=True)
    p.text(40, 60, payer['street'] + '  |  ' + payer['city'], size=8)
    p.text(p.w - 40, 46, title, size=12, bold=True, align='right')
    p.text(p.w - 40, 60, subtitle, size=8, align='right')
    p.line(40, 70, p.w - 40, 70, width=1.2)
    p.text(40, 100, rec['name'], size=10)
    p.text(40, 112, rec['street'], size=10)
    p.text(40, 124, rec['city'], size=10)
    vx = 360 + stringWidth("Payer's Federal ID No.:", p.regular, 8) + 10
    p.text(360, 100, 'Account No.', size=8)
    p.text(vx, 100, d.get('account', '****-' + rec['tin'][-4:]), size=8)
    p.text(360, 112, "Recipient's TIN:", size=8)
    p.text(vx, 112, rec['tin'], size=8)
    p.text(360, 124, "Payer's Federal ID No.:", size=8)
    p.text(vx, 124, payer['tin'], size=8)
    p.text(360, 136, 'Statement date: 01/31/2025', size=8)


def summary_table(p, d, y, title, rows, widths=(50, 330, 120)):
    p.rect(40, y, p.w - 80, 18, fill=0.88)
    p.text(46, y + 12.5, title, size=9.5, bold=True)
    y += 18
    p.text(46, y + 12, 'Box', size=8, bold=True)
    p.text(96, y + 12, 'Description', size=8, bold=True)
    p.text(p.w - 46, y + 12, 'Amount', size=8, bold=True, align='right')
    p.line(40, y + 16, p.w - 40, y + 16)
    y += 18
    for box, label, value in rows:
        p.text(46, y + 12, box, size=9)
        leader = label + ' ' + '.' * max(0, 70 - len(label)) if d.get('leaders') else label
        p.text(96, y + 12, leader, size=9)
        p.text(p.w - 46, y + 12, value, size=9, align='right')
        p.line(40, y + 16, p.w - 40, y + 16, width=0.25)
        y += 17
    return y


def render_1099(path, d):
    p = Page(path, letter, d['font'])
    p.value_font = FONTS[d['font']][0]
    kind, layout = d['kind'], d['layout']
    if layout == 'irs-grid' and d['font'] == 'courier':
        p.regular, p.bold = FONTS['helv']
    if kind == '1099-b' and layout == 'irs-grid':
        draw_1099b_grid(p, d)
    elif kind == 'ssa-1099':
        draw_ssa(p, d)
    elif layout == 'irs-grid':
        draw_1099_grid(p, d)
    elif kind == '1099-b':
        draw_1099b_rows(p, d)
    elif layout == 'state-notice':
        draw_state_notice(p, d)
    else:
        titles = {'1099-int': ('2024 Form 1099-INT', 'Interest Income  ·  Tax Information Statement'),
                  '1099-div': ('2024 TAX REPORTING STATEMENT', 'Form 1099-DIV  Dividends and Distributions'),
                  '1099-r': ('Form 1099-R  2024', 'Distributions From Annuities and Insurance Contracts'),
                  '1099-misc': ('2024 Form 1099-MISC', 'Royalty Owner Annual Statement'),
                  '1099-nec': ('1099-NEC 2024', 'Nonemployee Compensation - Copy B for Recipient')}
        title, subtitle = titles[kind]
        statement_header(p, d, title, subtitle)
        caps = CAPTIONS[kind]
        rows = [(box, caps[box], v1099(d, box)) for box in caps if box in d['boxes']]
        if kind == '1099-r':
            p.text(40, 170, 'Dear Annuity Owner:', size=9)
            p.text(40, 184, 'Enclosed is your 2024 Form 1099-R for the distribution(s) from your contract. Amounts shown below are reported to', size=9)
            p.text(40, 196, 'the Internal Revenue Service. Please consult your tax advisor regarding your situation.', size=9)
            summary_table(p, d, 220, 'Form 1099-R Summary', rows)
        else:
            y = summary_table(p, d, 170, f'{kind.upper()} Summary', rows)
            if kind == '1099-div':
                y += 20
                p.text(40, y + 10, 'Detail of dividends by security', size=9, bold=True)
                detail = [('HARBOR GROWTH FUND CL I', 6211.40), ('PACIFIC UTILITIES ETF', 5840.12), ('US TOTAL BOND INDEX', 6394.51)]
                for k, (sec, amt) in enumerate(detail):
                    p.text(46, y + 26 + k * 12, sec, size=8)
                    p.text(p.w - 46, y + 26 + k * 12, money(amt, d['style']), size=8, align='right')
            if kind == '1099-nec':
                p.text(40, y + 20, 'Payments by month were made via ACH to the account on file.', size=8)
        p.text(40, p.h - 40, 'This is important tax information and is being furnished to the Internal Revenue Service.', size=7)
    p.save()


def draw_1099b_rows(p, d):
    statement_header(p, d, '2024 Form 1099-B', 'Proceeds From Broker and Barter Exchange Transactions')
    y = 160
    term = d.get('term', 'short')
    p.text(40, y, f'{term.upper()}-TERM TRANSACTIONS FOR COVERED TAX LOTS (Box 2: {term}-term; basis reported to the IRS, box 12)', size=8.5, bold=True)
    heads = [['1a', 'Description of property'], ['1b', 'Date', 'acquired'], ['1c', 'Date sold'], ['1d', 'Proceeds'], ['1e', 'Cost or', 'other basis'],
             ['1g', 'Wash sale', 'loss disallowed'], ['', 'Gain or', '(loss)']]
    xs = [40, 200, 262, 380, 450, 520, p.w - 40]
    y += 16
    for k, lines in enumerate(heads):
        for m, line in enumerate(lines):
            p.text(xs[k], y + m * 8, line, size=7, bold=m == 0, align='left' if k < 3 else 'right', maxw=(xs[k] - xs[k - 1] - 6) if k >= 3 else xs[k + 1] - xs[k] - 4)
    y += 22
    p.line(40, y, p.w - 40, y)
    total = [0.0, 0.0, 0.0]
    for desc, acq, sold, proceeds, cost, wash in d['sales']:
        y += 13
        gain = proceeds - cost + wash
        cells = [desc, acq, sold, money(proceeds, d['style']), money(cost, d['style']), money(wash, d['style']) if wash else '',
                 money(gain, d['style']) if gain >= 0 else '(' + money(-gain, d['style']) + ')']
        for k, text in enumerate(cells):
            p.text(xs[k], y, text, size=8, align='left' if k < 3 else 'right')
        total[0] += proceeds
        total[1] += cost
        total[2] += wash
    y += 6
    p.line(40, y, p.w - 40, y)
    y += 12
    p.text(40, y, 'Totals', size=8, bold=True)
    for k, value in enumerate(total):
        p.text(xs[3 + k], y, money(value, d['style']), size=8, bold=True, align='right')
    p.text(40, y + 30, 'Federal income tax withheld (box 4): ' + money(d['boxes']['4'], d['style']), size=8)
    p.text(40, p.h - 40, 'This is important tax information and is being furnished to the Internal Revenue Service.', size=7)


def draw_state_notice(p, d):
    payer, rec = d['payer'], d['recipient']
    p.text(p.w / 2, 50, payer['name'].upper(), size=13, bold=True, align='center')
    p.text(p.w / 2, 64, payer['street'] + ', ' + payer['city'], size=9, align='center')
    p.text(p.w / 2, 92, '2024 FORM 1099-G  CERTAIN GOVERNMENT PAYMENTS', size=11, bold=True, align='center')
    p.text(60, 130, rec['name'], size=10)
    p.text(60, 142, rec['street'], size=10)
    p.text(60, 154, rec['city'], size=10)
    p.text(60, 190, 'Our records show the following income tax refund, credit, or offset was paid to you in 2024.', size=10)
    p.text(60, 203, 'If you itemized deductions on your federal return for that year, part or all of it may be taxable.', size=10)
    rows = [("Payer's federal identification number", payer['tin']), ("Recipient's identification number", rec['tin']),
            ('Box 2  State or local income tax refunds, credits, or offsets', money(d['boxes']['2'], d['style'])),
            ('Box 3  Box 2 amount is for tax year', d['boxes']['3']),
            ('Box 4  Federal income tax withheld', money(0.0, d['style']))]
    y = 232
    for label, value in rows:
        p.rect(60, y, 492, 20)
        p.text(66, y + 14, label, size=10)
        p.text(546, y + 14, value, size=10, align='right')
        y += 20
    p.text(60, y + 30, 'Questions? Call (602) 255-3381 or visit the Department\'s website.', size=9)


def draw_ssa(p, d):
    rec = d['recipient']
    b = d['boxes']
    p.text(40, 46, 'FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT', size=11, bold=True)
    p.text(p.w - 40, 46, '2024', size=16, bold=True, align='right')
    p.text(40, 58, 'PART OF YOUR SOCIAL SECURITY BENEFITS SHOWN IN BOX 5 MAY BE TAXABLE INCOME.', size=7)
    p.text(40, 67, 'SEE THE REVERSE FOR MORE INFORMATION.', size=7)
    p.cell(40, 80, 300, 30, 'Box 1. Name', rec['name'], 6.5, 10)
    p.cell(340, 80, 232, 30, 'Box 2. Beneficiary\'s Social Security Number', rec['tin'], 6.5, 10)
    p.cell(40, 110, 266, 30, 'Box 3. Benefits Paid in 2024', money(b['3'], d['style']), 6.5, 10, align='right')
    p.cell(306, 110, 266, 30, 'Box 4. Benefits Repaid to SSA in 2024', money(b['4'], d['style']), 6.5, 10, align='right')
    p.cell(40, 140, 266, 30, 'Box 5. Net Benefits for 2024 (Box 3 minus Box 4)', money(b['5'], d['style']), 6.5, 10, align='right')
    p.rect(306, 140, 266, 130)
    p.text(310, 148, 'DESCRIPTION OF AMOUNT IN BOX 3', size=6.5)
    p.text(310, 162, 'Paid by check or direct deposit  ' + money(b['3'] - 2100.0, d['style']), size=8)
    p.text(310, 174, 'Medicare Part B premiums deducted  ' + money(2100.0, d['style']), size=8)
    p.text(310, 186, 'Total Additions  ' + money(b['3'], d['style']), size=8)
    p.text(310, 198, 'Benefits for 2024  ' + money(b['3'], d['style']), size=8)
    p.cell(40, 170, 266, 30, 'Box 6. Voluntary Federal Income Tax Withholding', money(b['6'], d['style']), 6.5, 10, align='right')
    p.cell(40, 200, 266, 70, 'Box 7. Address', lines=[rec['street'], rec['city']], cap=6.5, val=10)
    p.cell(40, 270, 266, 26, 'Box 8. Claim Number (Use this number if you need to contact SSA.)', '', 6.5, 10)
    p.text(40, 310, 'Form SSA-1099-SM (1-2025)   DO NOT RETURN THIS FORM TO SSA OR IRS', size=7)


# ---------------------------------------------------------------- last year (2023 Form 1040)

def last_year_docs():
    return [
        dict(id='last-year-program-copy', kind='last-year', layout='program-copy', font='helv',
             first='Noelle', mi='R', last='Castellanos', ssn='530-44-1987', sfirst='Marcus', smi='D', slast='Castellanos', sssn='530-61-2204',
             street='2417 Sagebrush Loop', apt='Unit 12', city='Henderson', state='NV', zip='89052', status='married-joint',
             phone='(702) 555-0186', email='noelle.castellanos@example.com'),
        dict(id='last-year-plain-return', kind='last-year', layout='plain-return', font='times',
             first='TERRENCE', mi='W', last='OKONJO', ssn='264-90-3318', sfirst='', smi='', slast='', sssn='',
             street='810 MAGNOLIA BLVD', apt='', city='TALLAHASSEE', state='FL', zip='32301', status='head-of-household',
             phone='(850) 555-0127', email=''),
    ]


def last_year_expected(d):
    return {'firstName': d['first'], 'middleInitial': d['mi'], 'lastName': d['last'], 'ssn': d['ssn'],
            'spouseFirstName': d['sfirst'], 'spouseMiddleInitial': d['smi'], 'spouseLastName': d['slast'], 'spouseSSN': d['sssn'],
            'street': d['street'], 'street2': d['apt'], 'city': d['city'], 'state': d['state'], 'zip': d['zip'],
            'filingStatus': d['status'], 'phone': d['phone'], 'email': d['email'], 'isFullYearResident': 'true'}


STATUSES = [('single', 'Single'), ('married-joint', 'Married filing jointly'), ('married-separate', 'Married filing separately (MFS)'),
            ('head-of-household', 'Head of household (HOH)'), ('qualifying-widow', 'Qualifying surviving spouse (QSS)')]


def render_last_year(path, d):
    p = Page(path, letter, d['font'])
    p.value_font = 'Courier' if d['layout'] == 'program-copy' else FONTS[d['font']][0]
    if d['layout'] == 'program-copy':
        # a tax program's filing copy: the IRS page drawn with the program's values in Courier
        p.text(36, 30, 'Form 1040  U.S. Individual Income Tax Return  2023', size=12, bold=True)
        p.text(p.w - 36, 30, 'OMB No. 1545-0074   IRS Use Only', size=7, align='right')
        p.text(36, 42, 'For the year Jan. 1-Dec. 31, 2023, or other tax year beginning', size=7)
        p.text(p.w - 36, 16, 'FILING COPY - prepared with TaxTrail Desktop 2023', size=7, align='right')
        y = 50
        p.cell(36, y, 230, 26, 'Your first name and middle initial', f"{d['first']} {d['mi']}".strip(), 6.5, 10)
        p.cell(266, y, 200, 26, 'Last name', d['last'], 6.5, 10)
        p.cell(466, y, 110, 26, 'Your social security number', d['ssn'], 6.5, 10)
        y += 26
        p.cell(36, y, 230, 26, "If joint return, spouse's first name and middle initial", f"{d['sfirst']} {d['smi']}".strip(), 6.5, 10)
        p.cell(266, y, 200, 26, 'Last name', d['slast'], 6.5, 10)
        p.cell(466, y, 110, 26, "Spouse's social security number", d['sssn'], 6.5, 10)
        y += 26
        p.cell(36, y, 360, 26, 'Home address (number and street). If you have a P.O. box, see instructions.', d['street'], 6.5, 10)
        p.cell(396, y, 70, 26, 'Apt. no.', d['apt'], 6.5, 10)
        p.cell(466, y, 110, 52, 'Presidential Election Campaign', lines=[], cap=6.5)
        y += 26
        p.cell(36, y, 260, 26, 'City, town, or post office. If you have a foreign address, also complete spaces below.', d['city'], 6.5, 10)
        p.cell(296, y, 60, 26, 'State', d['state'], 6.5, 10)
        p.cell(356, y, 110, 26, 'ZIP code', d['zip'], 6.5, 10)
        y += 26
        p.cell(36, y, 200, 22, 'Foreign country name', '', 6.5, 10)
        p.cell(236, y, 130, 22, 'Foreign province/state/county', '', 6.5, 10)
        p.cell(366, y, 100, 22, 'Foreign postal code', '', 6.5, 10)
        y += 30
        p.text(36, y + 8, 'Filing Status', size=9, bold=True)
        p.text(36, y + 17, 'Check only one box.', size=6.5)
        for k, (value, label) in enumerate(STATUSES):
            x = 110 + (k % 3) * 150
            yy = y + (k // 3) * 13
            p.check(x, yy + 1, d['status'] == value)
            p.text(x + 11, yy + 8, label, size=8)
        y += 40
        p.text(36, y, 'Digital Assets  At any time during 2023, did you: (a) receive (as a reward, award, or payment for property or services); or', size=7)
        p.text(36, y + 9, '(b) sell, exchange, or otherwise dispose of a digital asset (or a financial interest in a digital asset)?', size=7)
        p.check(500, y + 2, False)
        p.text(510, y + 8, 'Yes', size=7)
        p.check(530, y + 2, True)
        p.text(540, y + 8, 'No', size=7)
        lines = [('1a', 'Total amount from Form(s) W-2, box 1', '84,210'), ('2b', 'Taxable interest', '312'), ('9', 'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income', '84,522'),
                 ('11', 'Subtract line 10 from line 9. This is your adjusted gross income', '84,522'), ('12', 'Standard deduction or itemized deductions', '27,700'), ('15', 'Taxable income', '56,822')]
        y += 26
        for no, label, amount in lines:
            p.text(60, y, no, size=8, bold=True)
            p.text(80, y, label, size=8)
            p.text(576, y, amount, size=9, align='right', font='Courier')
            p.line(60, y + 3, 576, y + 3, width=0.2)
            y += 15
        p.new_page()
        p.text(36, 30, 'Form 1040 (2023)', size=9)
        p.text(p.w - 36, 30, 'Page 2', size=9, align='right')
        y = 60
        p.text(36, y, 'Sign Here', size=11, bold=True)
        p.text(110, y, 'Under penalties of perjury, I declare that I have examined this return and accompanying schedules and statements,', size=7)
        p.cell(110, y + 10, 200, 24, 'Your signature', 'Self-Select PIN signed', 6.5, 9)
        p.cell(310, y + 10, 70, 24, 'Date', '04/09/2024', 6.5, 9)
        p.cell(380, y + 10, 196, 24, 'Your occupation', 'Registered nurse', 6.5, 9)
        p.cell(110, y + 34, 200, 24, "Spouse's signature", 'Self-Select PIN signed', 6.5, 9)
        p.cell(310, y + 34, 70, 24, 'Date', '04/09/2024', 6.5, 9)
        p.cell(380, y + 34, 196, 24, "Spouse's occupation", 'Electrician', 6.5, 9)
        p.cell(110, y + 58, 200, 24, 'Phone no.', d['phone'], 6.5, 9)
        p.cell(310, y + 58, 266, 24, 'Email address', d['email'], 6.5, 9)
        p.text(36, y + 110, 'Paid Preparer Use Only    Self-prepared', size=9, bold=True)
    else:
        # a plain two-page return: labelled lines, no grid
        p.text(p.w / 2, 44, 'U.S. Individual Income Tax Return - Form 1040 - Tax Year 2023', size=13, bold=True, align='center')
        p.text(p.w / 2, 58, 'Department of the Treasury - Internal Revenue Service', size=8, align='center')
        rows = [('Your first name and middle initial', f"{d['first']} {d['mi']}".strip()), ('Last name', d['last']), ('Your social security number', d['ssn']),
                ('Home address (number and street)', d['street']), ('Apt. no.', d['apt']), ('City, town, or post office', d['city']),
                ('State', d['state']), ('ZIP code', d['zip'])]
        y = 90
        for label, value in rows:
            p.text(60, y, label + ':', size=10)
            p.text(280, y, value, size=10)
            p.line(278, y + 3, 552, y + 3, width=0.3)
            y += 20
        y += 10
        p.text(60, y, 'Filing Status (check only one box):', size=10, bold=True)
        for k, (value, label) in enumerate(STATUSES):
            y += 16
            p.check(80, y - 8, d['status'] == value, size=8)
            p.text(94, y, label, size=10)
        if d['status'] == 'head-of-household':
            p.text(300, y - 16, 'Qualifying person: DANIELLE OKONJO (daughter)', size=9)
        y += 30
        p.text(60, y, 'Income', size=11, bold=True)
        for no, label, amount in [('1z', 'Add lines 1a through 1h', '46,905'), ('9', 'Total income', '46,905'), ('11', 'Adjusted gross income', '46,905'),
                                  ('12', 'Standard deduction', '20,800'), ('15', 'Taxable income', '26,105')]:
            y += 16
            p.text(80, y, no, size=10)
            p.text(110, y, label, size=10)
            p.text(552, y, amount, size=10, align='right')
        p.new_page()
        p.text(p.w / 2, 44, 'Form 1040 (2023) - Page 2', size=11, bold=True, align='center')
        y = 90
        for no, label, amount in [('16', 'Tax', '2,889'), ('24', 'Total tax', '2,889'), ('25a', 'Federal income tax withheld from Form(s) W-2', '3,410'),
                                  ('33', 'Total payments', '3,410'), ('34', 'Amount overpaid', '521'), ('35a', 'Refunded to you', '521')]:
            p.text(80, y, no, size=10)
            p.text(110, y, label, size=10)
            p.text(552, y, amount, size=10, align='right')
            y += 16
        y += 30
        p.text(60, y, 'Sign Here', size=11, bold=True)
        y += 20
        for label, value in [('Your signature', 'Terrence W Okonjo'), ('Date', '03/02/2024'), ('Your occupation', 'Bus operator'), ('Phone no.', d['phone'])]:
            p.text(80, y, label + ':', size=10)
            p.text(280, y, value, size=10)
            y += 18
    p.save()


# ---------------------------------------------------------------- images


def render_png(pdf, dpi=200):
    """The PDF's pages rendered by poppler, stacked into one image (what a person would save from a viewer)."""
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(['pdftoppm', '-r', str(dpi), '-gray', '-png', pdf, os.path.join(tmp, 'p')], check=True)
        pages = [Image.open(os.path.join(tmp, name)).convert('L') for name in sorted(os.listdir(tmp))]
    if len(pages) == 1:
        return pages[0]
    width = max(page.width for page in pages)
    sheet = Image.new('L', (width, sum(page.height for page in pages)), 255)
    y = 0
    for page in pages:
        sheet.paste(page, (0, y))
        y += page.height
    return sheet


def scan_like(clean, rng, dpi):
    """A flatbed scan: lower resolution, a small skew, blur, grain, uneven lamp light, grey paper."""
    scale = dpi / 200
    img = clean.resize((int(clean.width * scale), int(clean.height * scale)), Image.LANCZOS)
    angle = rng.uniform(0.5, 3.0) * rng.choice([-1, 1])
    img = img.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=235)
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 1.0)))
    a = np.asarray(img).astype(np.float32)
    h, w = a.shape
    yy, xx = np.mgrid[0:h, 0:w]
    # lamp falls off toward one side and a corner
    light = 1.0 - rng.uniform(0.08, 0.18) * (xx / w) - rng.uniform(0.03, 0.1) * ((yy / h) ** 2)
    paper = rng.uniform(0.9, 0.97)
    a = 255 - (255 - a) * rng.uniform(0.8, 0.95)  # toner a bit light
    a = a * paper * light
    # grain in clumps of 2-3 px (as a scanner's sensor gives), which also keeps the JPEG small
    gen = np.random.default_rng(rng.randint(0, 10 ** 6))
    grain = Image.fromarray(np.clip(128 + gen.normal(0, rng.uniform(2, 3.5), (h // 3 + 1, w // 3 + 1)), 0, 255).astype(np.uint8), "L")
    grain = np.asarray(grain.resize((w, h), Image.BILINEAR)).astype(np.float32) - 128
    specks = (gen.random(a.shape) < 0.0004) * -120.0
    a = np.clip(a + grain + specks, 0, 255).astype(np.uint8)
    return Image.fromarray(a, 'L')


def photo_like(clean, rng):
    """A phone photo: page smaller than the frame on a desk, perspective, a shadow across, warm light, soft focus."""
    page = clean.convert('RGB').resize((int(clean.width * 0.7), int(clean.height * 0.7)), Image.LANCZOS)
    W, H = int(page.width * 1.12), int(page.height * 1.08)
    desk = Image.new('RGB', (W, H), (118, 96, 72))
    d = ImageDraw.Draw(desk)
    for k in range(0, H, 9):
        d.line([(0, k), (W, k + rng.randint(-6, 6))], fill=(110 + rng.randint(-8, 8), 90, 66), width=3)
    # where the page corners land (top-left, top-right, bottom-right, bottom-left), the top farther from the lens
    m = 0.04
    quad = [(W * (m + 0.03), H * m), (W * (1 - m - 0.02), H * (m + 0.01)), (W * (1 - m + 0.01), H * (1 - m)), (W * (m - 0.01), H * (1 - m + 0.005))]
    quad = [(x + rng.uniform(-8, 8), y + rng.uniform(-8, 8)) for x, y in quad]
    coeffs = perspective_coefficients(quad, [(0, 0), (page.width, 0), (page.width, page.height), (0, page.height)])
    warped = page.transform((W, H), Image.PERSPECTIVE, coeffs, Image.BICUBIC, fillcolor=(0, 0, 0))
    mask = Image.new('L', page.size, 255).transform((W, H), Image.PERSPECTIVE, coeffs, Image.BICUBIC, fillcolor=0)
    desk.paste(warped, (0, 0), mask)
    a = np.asarray(desk).astype(np.float32)
    yy, xx = np.mgrid[0:H, 0:W]
    # a hand's shadow from one corner and warm indoor light
    shadow = 1.0 - 0.35 * np.clip(1.2 - (xx / W + yy / H) * 1.1, 0, 1)
    a = a * shadow[..., None] * np.array([1.0, 0.95, 0.84])
    a = np.clip(a + np.random.default_rng(rng.randint(0, 10 ** 6)).normal(0, 4, a.shape), 0, 255).astype(np.uint8)
    return Image.fromarray(a, 'RGB').filter(ImageFilter.GaussianBlur(0.8))


def perspective_coefficients(dst, src):
    """PIL's PERSPECTIVE maps output to input: solve for the 8 coefficients taking dst corners to src corners."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return list(np.linalg.solve(np.array(rows, dtype=float), np.array(rhs, dtype=float)))


PHOTOS = {'w2-irs-grid-a', 'w2-plain-table', '1099-int-bank-statement', '1099-nec-irs-grid', 'last-year-plain-return', '1099-r-irs-grid'}


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(2024)
    files = []
    docs = [(d, render_w2, w2_expected) for d in w2_docs()] + [(d, render_1099, f1099_expected) for d in f1099_docs()] + \
        [(d, render_last_year, last_year_expected) for d in last_year_docs()]
    for d, render, expected_of in docs:
        pdf = os.path.join(OUT, d['id'] + '.pdf')
        render(pdf, d)
        expected = expected_of(d)
        entry = dict(kind=d['kind'], layout=d['layout'], expected=expected)
        files.append(dict(file=d['id'] + '.pdf', variant='pdf', **entry))
        clean = render_png(pdf)
        clean.quantize(16).save(os.path.join(OUT, d['id'] + '.png'), optimize=True)
        files.append(dict(file=d['id'] + '.png', variant='clean', **entry))
        dpi = rng.choice([150, 150, 175, 200])
        scan_like(clean, rng, dpi).save(os.path.join(OUT, d['id'] + '.scan.jpg'), quality=rng.choice([55, 62, 68]), dpi=(dpi, dpi))
        files.append(dict(file=d['id'] + '.scan.jpg', variant='scan', **entry))
        if d['id'] in PHOTOS:
            photo_like(clean, rng).save(os.path.join(OUT, d['id'] + '.photo.jpg'), quality=72)
            files.append(dict(file=d['id'] + '.photo.jpg', variant='photo', **entry))
    with open(os.path.join(OUT, 'expected.json'), 'w') as out:
        json.dump(dict(note='Made by tests/bench/printed-corpus/make.py; expected values are what each document prints.', files=files), out, indent=1)
        out.write('\n')
    print(f'{len(docs)} documents, {len(files)} files in {OUT}')


if __name__ == '__main__':
    main()
