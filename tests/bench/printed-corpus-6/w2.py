"""The six W-2 layouts of printed corpus 6, each a function (w2 data) -> list of svg.Page."""
from printed_corpus_common import money
from svg import Page

BOXES = [  # (box, caption, key)
    ('1', 'Wages, tips, other compensation', 'wages'), ('2', 'Federal income tax withheld', 'fed'),
    ('3', 'Social security wages', 'ssw'), ('4', 'Social security tax withheld', 'sst'),
    ('5', 'Medicare wages and tips', 'medw'), ('6', 'Medicare tax withheld', 'medt'),
    ('7', 'Social security tips', 'sstips'), ('8', 'Allocated tips', 'alloc'),
    ('10', 'Dependent care benefits', 'dcb'), ('11', 'Nonqualified plans', 'nq'),
]


def amt(w, key, commas=True, dollar=False):
    value = w.get(key, '')
    return '' if value in (None, '') else money(value, commas, dollar)


def name(w):
    text = f"{w['first']} {w['last']}"
    return text.upper() if w.get('caps') else text


def employer(w):
    return w['emp'].upper() if w.get('caps') else w['emp']


def irs_grid(p, w, x0, y0, copy, font=None, commas=True, small=1.0):
    """An IRS-like W-2 grid (boxes a-f, 1-20) with its top-left corner at (x0, y0); 540 wide, about 330 high."""
    f = font or p.font
    s = small
    W, half = 540, 270
    cap, val = 5.6 * s, 8.6 * s

    def cell(x, y, w, h, label, value, anchor='start', vsize=None):
        p.rect(x, y, w, h, width=0.5)
        p.text(x + 2, y + 6.5, label, size=cap, font=f)
        if anchor == 'end':
            p.text(x + w - 4, y + h - 4, value, size=vsize or val, font=f, anchor='end')
        else:
            p.text(x + 4, y + h - 4, value, size=vsize or val, font=f)

    p.text(x0, y0 - 4, f'Form W-2 Wage and Tax Statement 2024  {copy}', size=7.5 * s, font=f, bold=True)
    y = y0
    cell(x0, y, 130, 22, "a Employee's social security number", w['ssn'])
    cell(x0 + 130, y, 140, 22, 'OMB No. 1545-0008', '')
    cell(x0 + half, y, 135, 22, '1 ' + BOXES[0][1], amt(w, 'wages', commas), 'end')
    cell(x0 + half + 135, y, 135, 22, '2 ' + BOXES[1][1], amt(w, 'fed', commas), 'end')
    y += 22
    cell(x0, y, half, 22, 'b Employer identification number (EIN)', w['ein'])
    cell(x0 + half, y, 135, 22, '3 ' + BOXES[2][1], amt(w, 'ssw', commas), 'end')
    cell(x0 + half + 135, y, 135, 22, '4 ' + BOXES[3][1], amt(w, 'sst', commas), 'end')
    y += 22
    p.rect(x0, y, half, 66, width=0.5)
    p.text(x0 + 2, y + 6.5, "c Employer's name, address, and ZIP code", size=cap, font=f)
    p.lines(x0 + 4, y + 17, [employer(w)] + w['empaddr'], size=val, font=f)
    cell(x0 + half, y, 135, 22, '5 ' + BOXES[4][1], amt(w, 'medw', commas), 'end')
    cell(x0 + half + 135, y, 135, 22, '6 ' + BOXES[5][1], amt(w, 'medt', commas), 'end')
    cell(x0 + half, y + 22, 135, 22, '7 ' + BOXES[6][1], amt(w, 'sstips', commas), 'end')
    cell(x0 + half + 135, y + 22, 135, 22, '8 ' + BOXES[7][1], amt(w, 'alloc', commas), 'end')
    cell(x0 + half, y + 44, 135, 22, '9', '')
    cell(x0 + half + 135, y + 44, 135, 22, '10 ' + BOXES[8][1], amt(w, 'dcb', commas), 'end')
    y += 66
    cell(x0, y, half, 20, 'd Control number', w.get('control', ''))
    cell(x0 + half, y, 135, 20, '11 ' + BOXES[9][1], amt(w, 'nq', commas), 'end')
    codes = w['box12'] + [('', '')] * (4 - len(w['box12']))
    p.rect(x0 + half + 135, y, 135, 88, width=0.5)
    for i, (code, value) in enumerate(codes[:4]):
        yy = y + i * 22
        p.line(x0 + half + 135, yy, x0 + W, yy, width=0.4)
        p.text(x0 + half + 137, yy + 6.5, f'12{"abcd"[i]}', size=cap, font=f)
        p.line(x0 + half + 160, yy, x0 + half + 160, yy + 22, width=0.4)
        p.text(x0 + half + 148, yy + 17, code, size=val, font=f, anchor='middle')
        p.text(x0 + W - 4, yy + 17, money(value, commas) if value else '', size=val, font=f, anchor='end')
    y += 20
    p.rect(x0, y, half, 68, width=0.5)
    p.text(x0 + 2, y + 6.5, "e Employee's first name and initial    Last name    Suff.", size=cap, font=f)
    p.lines(x0 + 4, y + 18, [name(w)] + w['addr'], size=val, font=f)
    p.text(x0 + 2, y + 64, "f Employee's address and ZIP code", size=cap, font=f)
    p.rect(x0 + half, y, 135, 34, width=0.5)
    p.text(x0 + half + 2, y + 6.5, '13', size=cap, font=f)
    for i, (label, key) in enumerate([('Statutory employee', 'statutory'), ('Retirement plan', 'retirement'), ('Third-party sick pay', 'sickpay')]):
        xx = x0 + half + 12 + i * 42
        p.text(xx, y + 13, label, size=4.4, font=f)
        p.check(xx + 12, y + 17, w.get(key, False), size=8)
    p.rect(x0 + half, y + 34, 135, 34, width=0.5)
    p.text(x0 + half + 2, y + 40.5, '14 Other', size=cap, font=f)
    for i, (label, value) in enumerate(w.get('box14', [])):
        p.text(x0 + half + 6, y + 50 + i * 9, f'{label}  {money(value, commas)}', size=val * 0.9, font=f)
    y += 68
    heads = [('15 State', 28), ("Employer's state ID number", 92), ('16 State wages, tips, etc.', 80), ('17 State income tax', 70),
             ('18 Local wages, tips, etc.', 85), ('19 Local income tax', 70), ('20 Locality name', 115)]
    rows = [(w['state'], w['stateid'], amt(w, 'stw', commas), amt(w, 'stt', commas), amt(w, 'locw', commas), amt(w, 'loct', commas), w.get('locality', ''))]
    if w.get('second'):
        st, sid, sw, stax = w['second']
        rows.append((st, sid, money(sw, commas), money(stax, commas), '', '', ''))
    h = 12 + 13 * max(2, len(rows))
    x = x0
    for c, (head, width) in enumerate(heads):
        p.rect(x, y, width, h, width=0.5)
        p.text(x + 2, y + 6.5, head, size=cap * 0.92, font=f)
        for r, row in enumerate(rows):
            p.text(x + (width - 4 if c in (2, 3, 4, 5) else 3), y + 19 + r * 13, row[c], size=val, font=f, anchor='end' if c in (2, 3, 4, 5) else 'start')
        x += width
    p.text(x0, y + h + 10, 'Department of the Treasury - Internal Revenue Service', size=cap, font=f)
    return y + h + 12


def irs_grid_page(w):
    p = Page(font=w['font'])
    irs_grid(p, w, 36, 60, 'Copy B - To Be Filed With Employee\'s FEDERAL Tax Return')
    p.text(36, 420, 'This information is being furnished to the Internal Revenue Service.', size=7)
    irs_grid(p, w, 36, 450, 'Copy 2 - To Be Filed With Employee\'s State, City, or Local Income Tax Return')
    return [p]


def four_up(w):
    """Four copies on one sheet (B, C, 2, 2), each a compact grid at 0.5 scale drawn with a group transform."""
    p = Page(font=w['font'])
    copies = ['Copy B  Federal', 'Copy C  Employee records', 'Copy 2  State/local', 'Copy 2  State/local']
    for i, copy in enumerate(copies):
        ox, oy = (20 if i % 2 == 0 else 312), (24 if i < 2 else 408)
        sub = Page(font=w['font'])
        sub.items = []
        irs_grid(sub, w, 0, 10, copy, commas=w.get('commas', True), small=1.3)
        p.raw(f'<g transform="translate({ox},{oy}) scale(0.54)">' + '\n'.join(sub.items) + '</g>')
        p.line(306, 10, 306, 782, dash='4 3', width=0.5) if i == 0 else None
        p.line(10, 396, 602, 396, dash='4 3', width=0.5) if i == 0 else None
    return [p]


def payroll_statement(w):
    """Payroll provider's year-end package: employee copy as a labelled list with '$', then instructions."""
    p = Page(font=w['font'])
    p.fill(0, 0, 612, 58, '#1f4e79')
    p.text(36, 30, w['provider'], size=18, bold=True, fill='#ffffff')
    p.text(36, 47, 'Year-End Tax Statement  |  Employee Copy', size=9, fill='#dce6f2')
    p.text(576, 30, '2024 W-2', size=16, bold=True, fill='#ffffff', anchor='end')
    p.text(36, 84, 'Form W-2 Wage and Tax Statement 2024', size=12, bold=True)
    p.text(36, 98, 'Copy C - For EMPLOYEE\'S RECORDS (See Notice to Employee on the back.)', size=7.5)
    y = 120
    p.text(36, y, 'EMPLOYER', size=7, bold=True, fill='#1f4e79')
    p.text(320, y, 'EMPLOYEE', size=7, bold=True, fill='#1f4e79')
    p.lines(36, y + 13, [employer(w)] + w['empaddr'] + [f"EIN: {w['ein']}"], size=9)
    p.lines(320, y + 13, [name(w)] + w['addr'] + [f"SSN: {w['ssn']}"], size=9)
    y = 200
    p.fill(36, y, 540, 16, '#dce6f2')
    p.text(42, y + 11, 'Box', size=8, bold=True)
    p.text(80, y + 11, 'Description', size=8, bold=True)
    p.text(570, y + 11, 'Amount', size=8, bold=True, anchor='end')
    y += 16
    rows = [(b, c, amt(w, k, True, True)) for b, c, k in BOXES]
    for code, value in w['box12']:
        rows.append(('12', f'Code {code}', money(value, True, True)))
    rows.append(('13', 'Retirement plan', 'X' if w['retirement'] else ''))
    rows.append(('13', 'Statutory employee', 'X' if w.get('statutory') else ''))
    rows.append(('13', 'Third-party sick pay', 'X' if w.get('sickpay') else ''))
    for label, value in w.get('box14', []):
        rows.append(('14', label, money(value, True, True)))
    for i, (box, caption, value) in enumerate(rows):
        if i % 2:
            p.fill(36, y, 540, 14, '#f2f5f9')
        p.text(42, y + 10, box, size=8.5)
        p.text(80, y + 10, caption, size=8.5)
        p.text(570, y + 10, value, size=8.5, anchor='end')
        y += 14
    y += 10
    p.text(36, y, 'State and local', size=8, bold=True, fill='#1f4e79')
    y += 12
    for head, x in [('15 State', 42), ("Employer's state ID", 100), ('16 State wages', 330), ('17 State tax', 420), ('20 Locality', 440)]:
        p.text(x, y, head, size=7, bold=True, anchor='end' if x in (330, 420) else 'start')
    y += 12
    p.text(42, y, w['state'], size=8.5)
    p.text(100, y, w['stateid'], size=8.5)
    p.text(330, y, amt(w, 'stw', True, True), size=8.5, anchor='end')
    p.text(420, y, amt(w, 'stt', True, True), size=8.5, anchor='end')
    y += 26
    p.line(36, y, 576, y, width=0.4)
    y += 16
    p.text(36, y, 'Notice to Employee', size=10, bold=True)
    notes = ['Do you have to file? Refer to the Form 1040 instructions to determine if you are required to file a tax return.',
             'Earned income credit (EIC). You may be able to take the EIC for 2024 if your adjusted gross income (AGI) is less',
             'than a certain amount. Clergy and religious workers: if you are not subject to social security and Medicare tax,',
             'see Pub. 517. Corrections: if your name, SSN, or address is incorrect, correct your SSN and/or name and ask your',
             'employer to correct your employment record. Box 12 codes: D - elective deferrals to a 401(k) plan; W - employer',
             'contributions to your health savings account; AA - designated Roth contributions under a 401(k) plan;',
             'DD - cost of employer-sponsored health coverage (not taxable).']
    p.lines(36, y + 14, notes, size=7.5, leading=10)
    p.text(36, 770, f"{w['provider']} Payroll Services  -  statement generated for {employer(w)}  -  page 1 of 1", size=6.5, fill='#666666')
    return [p]


def employer_table(w):
    """An employer's own plain 'Wage and Tax Statement' table, amounts without separators."""
    p = Page(font=w['font'])
    p.text(306, 64, employer(w), size=14, bold=True, anchor='middle')
    p.text(306, 80, ', '.join(w['empaddr']), size=8.5, anchor='middle')
    p.text(306, 110, '2024 Wage and Tax Statement', size=13, anchor='middle')
    p.text(306, 124, '(Form W-2 information, Copy C for employee records)', size=8, anchor='middle', italic=True)
    y = 150
    for label, value in [('Employee', name(w)), ('Address', ', '.join(w['addr'])), ('Social security number', w['ssn']),
                         ('Employer identification number', w['ein']), ('Control number', w.get('control', ''))]:
        p.text(90, y, label, size=9)
        p.text(300, y, value, size=9)
        y += 14
    y += 10
    p.rect(90, y, 432, 18, width=0.8)
    p.text(96, y + 12, 'Box', size=9, bold=True)
    p.text(130, y + 12, 'Item', size=9, bold=True)
    p.text(516, y + 12, 'Amount', size=9, bold=True, anchor='end')
    y += 18
    rows = [(b, c, amt(w, k, False)) for b, c, k in BOXES]
    rows += [('12' + 'abcd'[i], f'Code {code}', money(value, False)) for i, (code, value) in enumerate(w['box12'])]
    rows += [('13', 'Retirement plan', 'Yes' if w['retirement'] else 'No'), ('13', 'Statutory employee', 'Yes' if w.get('statutory') else 'No'),
             ('13', 'Third-party sick pay', 'Yes' if w.get('sickpay') else 'No')]
    rows += [('14', label, money(value, False)) for label, value in w.get('box14', [])]
    rows += [('15', 'State / Employer state ID', f"{w['state']}  {w['stateid']}"), ('16', 'State wages, tips, etc.', amt(w, 'stw', False)),
             ('17', 'State income tax', amt(w, 'stt', False)), ('18', 'Local wages, tips, etc.', amt(w, 'locw', False)),
             ('19', 'Local income tax', amt(w, 'loct', False)), ('20', 'Locality name', w.get('locality', ''))]
    for box, caption, value in rows:
        p.line(90, y + 15, 522, y + 15, width=0.3, stroke='#888888')
        p.text(96, y + 11, box, size=9)
        p.text(130, y + 11, caption, size=9)
        p.text(516, y + 11, value, size=9, anchor='end')
        y += 15
    p.text(90, y + 24, 'Keep this statement with your tax records. The information has been reported to the Social Security', size=7.5)
    p.text(90, y + 34, 'Administration. Questions: payroll office, extension 4410.', size=7.5)
    return [p]


def two_up_states(w):
    """Two grids (Copy B, Copy C) with two state rows and a local row, amounts without separators."""
    p = Page(font=w['font'])
    irs_grid(p, w, 36, 40, "Copy B - To Be Filed With Employee's FEDERAL Tax Return", commas=False)
    p.line(20, 392, 592, 392, dash='6 4', width=0.6)
    p.text(306, 388, 'fold and detach here', size=6, anchor='middle', fill='#555555')
    irs_grid(p, w, 36, 430, "Copy C - For EMPLOYEE'S RECORDS", commas=False)
    return [p]


def impact_printer(w):
    """A continuous-form W-2 printed by an impact printer: mono capitals on a pre-printed red grid."""
    p = Page(font=w['font'], paper='#fbfbf6')
    f, red = w['font'], '#c0392b'
    for x in (12, 600):
        for i in range(24):
            p.raw(f'<circle cx="{x}" cy="{18 + i * 33}" r="4.5" fill="#ffffff" stroke="#bbbbbb" stroke-width="0.6"/>')
    p.line(24, 0, 24, 792, stroke='#cccccc', dash='2 2')
    p.line(588, 0, 588, 792, stroke='#cccccc', dash='2 2')
    rows = [
        ("a EMPLOYEE'S SSN", w['ssn'], '1 WAGES, TIPS, OTHER COMP', amt(w, 'wages')),
        ('b EMPLOYER ID NUMBER (EIN)', w['ein'], '2 FEDERAL INCOME TAX WITHHELD', amt(w, 'fed')),
        ("c EMPLOYER'S NAME", employer(w), '3 SOCIAL SECURITY WAGES', amt(w, 'ssw')),
        ('', w['empaddr'][0].upper(), '4 SOCIAL SECURITY TAX WITHHELD', amt(w, 'sst')),
        ('', w['empaddr'][1].upper(), '5 MEDICARE WAGES AND TIPS', amt(w, 'medw')),
        ('d CONTROL NUMBER', w.get('control', ''), '6 MEDICARE TAX WITHHELD', amt(w, 'medt')),
        ("e EMPLOYEE'S NAME", name(w), '7 SOCIAL SECURITY TIPS', amt(w, 'sstips')),
        ("f EMPLOYEE'S ADDRESS", w['addr'][0].upper(), '8 ALLOCATED TIPS', amt(w, 'alloc')),
        ('', w['addr'][1].upper(), '10 DEPENDENT CARE BENEFITS', amt(w, 'dcb')),
        ('13 RETIREMENT PLAN', 'X' if w['retirement'] else '', '11 NONQUALIFIED PLANS', amt(w, 'nq')),
    ]
    p.text(306, 44, 'W-2  WAGE AND TAX STATEMENT  2024', size=11, font='Noto Sans', bold=True, fill=red, anchor='middle')
    p.text(306, 56, "COPY B  TO BE FILED WITH EMPLOYEE'S FEDERAL TAX RETURN", size=6.5, font='Noto Sans', fill=red, anchor='middle')
    y = 72
    for a, b, c, d in rows:
        p.rect(40, y, 266, 30, stroke=red, width=0.5)
        p.rect(306, y, 266, 30, stroke=red, width=0.5)
        p.text(43, y + 7, a, size=5.5, font='Noto Sans', fill=red)
        p.text(309, y + 7, c, size=5.5, font='Noto Sans', fill=red)
        p.text(50, y + 23, b, size=10, font=f, fill='#222222')
        p.text(560, y + 23, d, size=10, font=f, fill='#222222', anchor='end')
        y += 30
    p.rect(40, y, 532, 30 + 13 * len(w['box12']), stroke=red, width=0.5)
    p.text(43, y + 7, '12 CODE / AMOUNT', size=5.5, font='Noto Sans', fill=red)
    p.text(309, y + 7, '13 STATUTORY EMPLOYEE    THIRD-PARTY SICK PAY', size=5.5, font='Noto Sans', fill=red)
    for i, (code, value) in enumerate(w['box12']):
        p.text(60, y + 22 + i * 13, f'{code:<3} {money(value):>12}', size=10, font=f, fill='#222222')
    p.text(330, y + 22, 'X' if w.get('statutory') else '', size=10, font=f)
    p.text(440, y + 22, 'X' if w.get('sickpay') else '', size=10, font=f)
    y += 30 + 13 * len(w['box12'])
    p.rect(40, y, 532, 30, stroke=red, width=0.5)
    p.text(43, y + 7, '14 OTHER', size=5.5, font='Noto Sans', fill=red)
    p.text(60, y + 23, '   '.join(f'{label} {money(value)}' for label, value in w.get('box14', [])), size=10, font=f, fill='#222222')
    y += 30
    p.rect(40, y, 532, 44, stroke=red, width=0.5)
    p.text(43, y + 7, "15 STATE  EMPLOYER'S STATE ID NO.        16 STATE WAGES, TIPS, ETC.    17 STATE INCOME TAX", size=5.5, font='Noto Sans', fill=red)
    p.text(60, y + 24, f"{w['state']}  {w['stateid']}", size=10, font=f)
    p.text(380, y + 24, amt(w, 'stw'), size=10, font=f, anchor='end')
    p.text(540, y + 24, amt(w, 'stt'), size=10, font=f, anchor='end')
    p.text(306, y + 70, 'DEPARTMENT OF THE TREASURY - INTERNAL REVENUE SERVICE', size=6, font='Noto Sans', fill=red, anchor='middle')
    return [p]


LAYOUTS = {'payroll-statement': payroll_statement, 'employer-table': employer_table, 'irs-grid': irs_grid_page,
           'four-up': four_up, 'two-up-states': two_up_states, 'impact-printer': impact_printer}
