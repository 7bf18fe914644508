"""The six W-2 layouts of printed corpus 5, each drawn on a ps.Page from one record of invented figures; w2_expected
gives the fields the bench scores, as the page prints them."""
from printed_corpus_common import D, money, pct, w2_amount
from ps import Page


def record(**fields):
    """A W-2's figures; boxes 4 and 6 are 6.2% of box 3 and 1.45% of box 5, as payroll computes them."""
    w = dict(box7='', box8='', box10='', box11='', box12=[], box14=[], locals=[], statutory=False,
             retirement=False, sick_pay=False, control='', suffix='')
    w.update(fields)
    w['box4'] = str(pct(w['box3'], '0.062'))
    w['box6'] = str(pct(w['box5'], '0.0145'))
    return w


def w2_expected(w):
    states = w['states']
    second = states[1] if len(states) > 1 else None
    local = w['locals'][0] if w['locals'] else None
    return {
        'firstName': w['first'], 'lastName': w['last'], 'ssn': w['ssn'],
        'employerName': w['employer'], 'employerEIN': w['ein'],
        'wages': w2_amount(w['box1']), 'federalIncomeTax': w2_amount(w['box2']),
        'socialSecurityWages': w2_amount(w['box3']), 'socialSecurityTaxWithheld': w2_amount(w['box4']),
        'medicareWagesAndTips': w2_amount(w['box5']), 'medicareTaxWithheld': w2_amount(w['box6']),
        'socialSecurityTips': w2_amount(w['box7']), 'allocatedTips': w2_amount(w['box8']),
        'dependentCareBenefits': w2_amount(w['box10']), 'nonqualifiedPlans': w2_amount(w['box11']),
        'stateId': f'{states[0][0]} {states[0][1]}', 'stateWages': w2_amount(states[0][2]),
        'stateIncomeTaxWithheld': w2_amount(states[0][3]),
        'localWages': w2_amount(local[0]) if local else '', 'localIncomeTax': w2_amount(local[1]) if local else '',
        'locality': local[2] if local else '',
        'statutoryEmployee': str(w['statutory']).lower(), 'retirementPlan': str(w['retirement']).lower(),
        'thirdPartySickPay': str(w['sick_pay']).lower(),
        'box12': ', '.join(f'{code} {w2_amount(amount)}' for code, amount in w['box12']),
        'secondState': f'{second[0]} {second[1]} {w2_amount(second[2])} {w2_amount(second[3])}' if second else '',
        'box14': ', '.join(f'{label} {w2_amount(amount)}' for label, amount in w['box14']),
    }


def fmt(value, style):
    """An amount as this document prints it: 'commas' 1,234.50, 'plain' 1234.50, 'dollar' $1,234.50 ('' stays blank)."""
    if value in ('', None):
        return ''
    return money(value, commas=style != 'plain', dollar=style == 'dollar')


def irs_grid(p, w, ox, oy, font='sans', amounts='commas', copy='Copy B--To Be Filed With Employee\'s FEDERAL Tax Return.',
             caption_size=5.6):
    """The IRS W-2 grid: identity boxes down the left, boxes 1-14 in two columns on the right, the state and local rows
    across the bottom. (ox, oy) is the grid's top left; it is 540 points wide and 300 high."""
    f = lambda v: fmt(v, amounts)  # noqa: E731
    bold = font + '-b'
    p.rect(ox + 150, oy, 190, 24)
    p.text(ox + 152, oy + 7, "a  Employee's social security number", font=font, size=caption_size)
    p.text(ox + 160, oy + 20, w['ssn'], font=font, size=10)
    p.text(ox + 346, oy + 10, 'OMB No. 1545-0008', font=font, size=6.5)
    p.text(ox + 346, oy + 19, 'Safe, accurate, FAST! Use IRS e-file', font=font, size=5.5)
    y = oy + 24
    L, R1, R2 = ox, ox + 290, ox + 415
    p.box(L, y, 290, 24, "b  Employer identification number (EIN)", w['ein'], font=font, size=caption_size)
    p.rect(L, y + 24, 290, 72)
    p.text(L + 2, y + 31, "c  Employer's name, address, and ZIP code", font=font, size=caption_size)
    p.text(L + 6, y + 45, w['employer'], font=font, size=9.5)
    for i, row in enumerate(w['employer_address']):
        p.text(L + 6, y + 57 + 11 * i, row, font=font, size=9)
    p.box(L, y + 96, 290, 24, 'd  Control number', w['control'], font=font, size=caption_size)
    p.rect(L, y + 120, 290, 40)
    p.text(L + 2, y + 127, "e  Employee's first name and initial", font=font, size=caption_size)
    p.line(L + 120, y + 120, L + 120, y + 160)
    p.text(L + 122, y + 127, 'Last name', font=font, size=caption_size)
    p.line(L + 250, y + 120, L + 250, y + 160)
    p.text(L + 252, y + 127, 'Suff.', font=font, size=caption_size)
    p.text(L + 6, y + 150, w['first'], font=font, size=9.5)
    p.text(L + 126, y + 150, w['last'], font=font, size=9.5)
    p.rect(L, y + 160, 290, 64)
    for i, row in enumerate(w['address']):
        p.text(L + 6, y + 176 + 11 * i, row, font=font, size=9)
    p.text(L + 2, y + 219, "f  Employee's address and ZIP code", font=font, size=caption_size)
    pairs = [((1, 'Wages, tips, other compensation', w['box1']), (2, 'Federal income tax withheld', w['box2'])),
             ((3, 'Social security wages', w['box3']), (4, 'Social security tax withheld', w['box4'])),
             ((5, 'Medicare wages and tips', w['box5']), (6, 'Medicare tax withheld', w['box6'])),
             ((7, 'Social security tips', w['box7']), (8, 'Allocated tips', w['box8'])),
             ((9, '', ''), (10, 'Dependent care benefits', w['box10']))]
    for i, (left, right) in enumerate(pairs):
        for (number, caption, value), x in ((left, R1), (right, R2)):
            p.box(x, y + 24 * i, 125, 24, caption, f(value), font=font, size=caption_size, number=number, align='r')
    codes = list(w['box12']) + [('', '')] * 4
    p.box(R1, y + 120, 125, 24, 'Nonqualified plans', f(w['box11']), font=font, size=caption_size, number=11, align='r')

    def box12(label, x, yy, entry):
        p.rect(x, yy, 125, 24)
        p.text(x + 2, yy + 7, label, font=bold, size=caption_size)
        p.text(x + 14, yy + 7, 'See instructions for box 12', font=font, size=caption_size)
        p.line(x + 30, yy + 10, x + 30, yy + 24)
        p.text(x + 3, yy + 14, 'C', font=font, size=4)
        p.text(x + 3, yy + 18.5, 'o', font=font, size=4)
        p.text(x + 3, yy + 23, 'd', font=font, size=4)
        if entry[0]:
            p.text(x + 10, yy + 20, entry[0], font=font, size=9.5)
            p.text(x + 121, yy + 20, f(entry[1]), font=font, size=9.5, align='r')

    box12('12a', R2, y + 120, codes[0])
    p.rect(R1, y + 144, 125, 32)
    p.text(R1 + 2, y + 151, '13', font=bold, size=caption_size)
    for i, (label, on) in enumerate((('Statutory employee', w['statutory']), ('Retirement plan', w['retirement']),
                                     ('Third-party sick pay', w['sick_pay']))):
        p.text(R1 + 14 + 38 * i, y + 151, label.split()[0], font=font, size=4.6)
        p.text(R1 + 14 + 38 * i, y + 156, ' '.join(label.split()[1:]), font=font, size=4.6)
        p.check(R1 + 18 + 38 * i, y + 160, size=8, checked=on)
    box12('12b', R2, y + 144, codes[1])
    p.rect(R1, y + 176, 125, 48)
    p.text(R1 + 2, y + 183, '14  Other', font=font, size=caption_size)
    for i, (label, amount) in enumerate(w['box14']):
        p.text(R1 + 6, y + 196 + 11 * i, label, font=font, size=9)
        p.text(R1 + 121, y + 196 + 11 * i, f(amount), font=font, size=9, align='r')
    box12('12c', R2, y + 168, codes[2])
    box12('12d', R2, y + 192, codes[3])
    p.rect(R2, y + 216, 125, 8)
    y += 224
    cols = [(40, '15 State'), (110, "Employer's state ID number"), (80, '16 State wages, tips, etc.'),
            (75, '17 State income tax'), (80, '18 Local wages, tips, etc.'), (75, '19 Local income tax'), (80, '20 Locality name')]
    rows = [list(s) + ['', '', ''] for s in w['states']] or [['', '', '', '']]
    for i, local in enumerate(w['locals']):
        if i >= len(rows):
            rows.append(['', '', '', ''] + [''] * 3)
        rows[i][4:7] = [local[0], local[1], local[2]]
    x = ox
    for width, caption in cols:
        p.rect(x, y, width, 16)
        p.text(x + 2, y + 7, caption, font=font, size=4.8 if width < 60 else caption_size)
        x += width
    for r in range(2):
        row = rows[r] if r < len(rows) else [''] * 7
        x = ox
        for c, (width, _) in enumerate(cols):
            p.rect(x, y + 16 + 18 * r, width, 18)
            value = row[c] if c < len(row) else ''
            if c in (2, 3, 4, 5):
                p.text(x + width - 4, y + 29 + 18 * r, f(value), font=font, size=9, align='r')
            elif value:
                p.text(x + 4, y + 29 + 18 * r, value, font=font, size=9)
            x += width
    p.text(ox, y + 64, 'Form', font=font, size=7)
    p.text(ox + 20, y + 66, 'W-2', font=bold, size=16)
    p.text(ox + 56, y + 64, 'Wage and Tax Statement', font=bold, size=10)
    p.text(ox + 210, y + 66, '2024', font=bold, size=18)
    p.text(ox + 540, y + 60, 'Department of the Treasury--Internal Revenue Service', font=font, size=6, align='r')
    p.text(ox + 540, y + 70, copy, font=font, size=6, align='r')


EMPLOYEE_GRID = record(
    first='Dariusz', last='Wojciechowski-Lane', ssn='531-72-4086', employer='Copperline Orchard Cooperative',
    ein='91-2287415', employer_address=['1400 Orchard Loop Road', 'Boise, ID 83709'], control='00417 CPO',
    address=['Dariusz Wojciechowski-Lane', '77 Sagebrush Court, Apt 14', 'Meridian, ID 83642'],
    box1='58904.37', box2='6112.80', box3='62404.37', box5='62404.37', box12=[('D', '3500.00'), ('DD', '7212.44')],
    retirement=True, states=[('ID', '000441187', '58904.37', '2603.51')])


def w2_irs_grid():
    p = Page()
    p.text(36, 40, 'EMPLOYEE COPY', font='sans-b', size=8)
    irs_grid(p, EMPLOYEE_GRID, 36, 52)
    p.text(36, 420, 'This information is being furnished to the Internal Revenue Service. If you are required to file a return,',
           size=6.5)
    p.text(36, 429, 'a negligence penalty or other sanction may be imposed on you if this income is taxable and you fail to report it.',
           size=6.5)
    return p, EMPLOYEE_GRID


TWO_COPIES = record(
    first='Beatriz', last='Lindqvist', ssn='662-05-3481', employer='Saguaro Flats Veterinary Clinic PLLC',
    ein='86-2045519', employer_address=['9020 E Cactus Wren Blvd', 'Tucson, AZ 85710'],
    address=['Beatriz Lindqvist', '412 W Paloverde Way', 'Tucson, AZ 85705'],
    box1='39412.75', box2='2211.40', box3='39412.75', box5='39412.75',
    states=[('AZ', '04188276', '39412.75', '985.32')])


def w2_two_copies():
    p = Page()
    irs_grid(p, TWO_COPIES, 36, 28, font='narrow', amounts='plain',
             copy="Copy B--To Be Filed With Employee's FEDERAL Tax Return.")
    p.line(20, 396, 592, 396, width=0.5, dash=(4, 3))
    p.text(306, 393, 'cut here', font='narrow', size=6, align='c')
    irs_grid(p, TWO_COPIES, 36, 412, font='narrow', amounts='plain',
             copy="Copy C--For EMPLOYEE'S RECORDS (See Notice to Employee on the back of Copy B.)")
    return p, TWO_COPIES


PAYROLL = record(
    first='Anjali', last='Raghunathan-Price', ssn='XXX-XX-3318', employer='Tidewater Marine Electric LLC',
    ein='54-1873302', employer_address=['2600 Harbor Gate Drive', 'Norfolk, VA 23502'],
    address=['ANJALI RAGHUNATHAN-PRICE', '118 Crab Creek Lane', 'Chesapeake, VA 23320'],
    box1='44718.60', box2='3902.17', box3='47218.60', box5='47218.60', box12=[('D', '2500.00')],
    retirement=True, states=[('VA', '541873302F', '44718.60', '2104.33')])


def w2_payroll_statement():
    """A payroll provider's year-end statement: a banner, an earnings reconciliation and the W-2 as a labelled list."""
    w, p = PAYROLL, Page()
    p.rect(0, 0, 612, 58, stroke=False, fill=(0.16, 0.29, 0.45))
    p.text(36, 30, 'CrestPay Payroll Services', font='p052-b', size=18, colour=(1, 1, 1))
    p.text(36, 46, 'Annual Wage and Tax Statement Summary  |  Tax Year 2024', font='p052', size=10, colour=(1, 1, 1))
    p.text(576, 30, 'Client 88-410', font='mono', size=9, colour=(1, 1, 1), align='r')
    p.ink(0, 0, 0)
    p.text(36, 84, 'Employer', font='p052-b', size=10)
    p.text(36, 98, w['employer'], font='p052', size=10)
    for i, row in enumerate(w['employer_address']):
        p.text(36, 110 + 11 * i, row, font='p052', size=9)
    p.text(36, 136, f"Federal EIN: {w['ein']}", font='p052', size=9)
    p.text(330, 84, 'Employee', font='p052-b', size=10)
    for i, row in enumerate(w['address']):
        p.text(330, 98 + 11 * i, row, font='p052', size=9.5)
    p.text(330, 136, f"SSN: {w['ssn']}      Employee ID: 004471", font='p052', size=9)
    p.line(36, 150, 576, 150, width=1.2)
    p.text(36, 168, 'Earnings Reconciliation', font='p052-b', size=11)
    recon = [('Gross pay (all earnings)', '47218.60'), ("Less 401(k) elective deferral", '-2500.00'),
             ('Federal taxable wages', w['box1'])]
    for i, (label, amount) in enumerate(recon):
        p.text(48, 184 + 13 * i, label, font='p052', size=9.5)
        p.text(300, 184 + 13 * i, money(amount, dollar=not amount.startswith('-')) if not amount.startswith('-')
               else '-' + money(amount[1:], dollar=True), font='mono', size=9.5, align='r')
    p.line(36, 232, 576, 232, width=0.5)
    p.text(36, 250, 'Form W-2 Boxes', font='p052-b', size=11)
    rows = [('Box 1', 'Wages, tips, other compensation', w['box1']), ('Box 2', 'Federal income tax withheld', w['box2']),
            ('Box 3', 'Social security wages', w['box3']), ('Box 4', 'Social security tax withheld', w['box4']),
            ('Box 5', 'Medicare wages and tips', w['box5']), ('Box 6', 'Medicare tax withheld', w['box6']),
            ('Box 12a', 'Code D - 401(k) elective deferrals', w['box12'][0][1])]
    for i, (box, label, amount) in enumerate(rows):
        yy = 268 + 15 * i
        if i % 2 == 0:
            p.rect(36, yy - 10.5, 540, 15, stroke=False, fill=(0.93, 0.95, 0.98))
        p.text(44, yy, box, font='p052-b', size=9.5)
        p.text(100, yy, label, font='p052', size=9.5)
        p.text(420, yy, money(amount, dollar=True), font='mono', size=10, align='r')
    yy = 268 + 15 * len(rows) + 8
    p.text(44, yy, 'Box 13', font='p052-b', size=9.5)
    p.text(100, yy, 'Statutory employee', font='p052', size=9.5)
    p.check(190, yy - 7.5, checked=False)
    p.text(210, yy, 'Retirement plan', font='p052', size=9.5)
    p.check(286, yy - 7.5, checked=True)
    p.text(306, yy, 'Third-party sick pay', font='p052', size=9.5)
    p.check(398, yy - 7.5, checked=False)
    yy += 26
    p.text(36, yy, 'State and Local', font='p052-b', size=11)
    heads = ['Box 15 State', "Employer's state ID", 'Box 16 State wages', 'Box 17 State income tax']
    for i, h in enumerate(heads):
        p.text(44 + 125 * i, yy + 16, h, font='p052-i', size=8.5)
    st = w['states'][0]
    p.text(44, yy + 31, st[0], font='mono', size=10)
    p.text(169, yy + 31, st[1], font='mono', size=10)
    p.text(294, yy + 31, money(st[2], dollar=True), font='mono', size=10)
    p.text(419, yy + 31, money(st[3], dollar=True), font='mono', size=10)
    p.line(36, yy + 48, 576, yy + 48, width=0.5)
    p.text(36, yy + 66, 'Your official Form W-2 copies B, C and 2 follow this summary. Keep this page with your tax records.',
           font='p052-i', size=8.5)
    p.text(36, 760, 'CrestPay Payroll Services  -  PO Box 40112, Richmond, VA 23240  -  Page 1 of 3', font='p052', size=7.5)
    return p, w


TWO_STATES = record(
    first='Marguerite', last='Szabo-Okafor', ssn='207-48-9153', employer='Keystone Ridge Hospital Supply Inc',
    ein='23-4410987', employer_address=['3100 Ridge Avenue', 'Philadelphia, PA 19129'],
    address=['Marguerite Szabo-Okafor', '56 Ferry Road', 'Haddon Heights, NJ 08035'],
    box1='67250.00', box2='7845.90', box3='67250.00', box5='67250.00', box12=[('C', '96.00')],
    box14=[('PA SUI', '47.08')],
    states=[('PA', '4410-9870', '67250.00', '2064.58'), ('NJ', '234-410-987/000', '18400.00', '402.15')],
    locals=[('67250.00', '2313.40', 'PHILADELPHIA')])


def w2_two_states_local():
    """An employer's own W-2 print in URW Gothic: round-cornered boxes in three columns, boxes numbered in bold, and a
    state-and-local table of three rows (two states, then the city's wage tax on its own row)."""
    w, p = TWO_STATES, Page()
    g, gb = 'gothic', 'gothic-b'
    p.text(36, 48, 'W-2', font=gb, size=26)
    p.text(92, 38, 'Wage and Tax Statement 2024', font=gb, size=12)
    p.text(92, 50, "Copy 2 -- To Be Filed With Employee's State, City, or Local Income Tax Return", font=g, size=7.5)
    p.text(576, 38, 'OMB No. 1545-0008', font=g, size=7.5, align='r')
    p.rect(36, 64, 260, 84)
    p.text(40, 73, "Employer's name, address and ZIP code (c)", font=g, size=6.5)
    p.text(44, 88, w['employer'], font=g, size=10)
    for i, row in enumerate(w['employer_address']):
        p.text(44, 100 + 11 * i, row, font=g, size=9)
    p.text(44, 138, f"(b) Employer ID number  {w['ein']}", font=g, size=8.5)
    p.rect(316, 64, 260, 84)
    p.text(320, 73, "Employee's name, address and ZIP code (e, f)", font=g, size=6.5)
    p.text(324, 88, f"{w['first']}  {w['last']}", font=g, size=10)
    for i, row in enumerate(w['address'][1:]):
        p.text(324, 100 + 11 * i, row, font=g, size=9)
    p.text(324, 138, f"(a) Employee SSN  {w['ssn']}", font=g, size=8.5)
    cells = [(1, 'Wages, tips, other comp.', w['box1']), (2, 'Federal income tax withheld', w['box2']),
             (3, 'Social security wages', w['box3']), (4, 'Social security tax withheld', w['box4']),
             (5, 'Medicare wages and tips', w['box5']), (6, 'Medicare tax withheld', w['box6']),
             (7, 'Social security tips', ''), (8, 'Allocated tips', ''), (10, 'Dependent care benefits', ''),
             (11, 'Nonqualified plans', ''), ('12a', 'Code / amount', f"C   {w['box12'][0][1]}"), ('14', 'Other', f"PA SUI  {w['box14'][0][1]}")]
    for i, (number, caption, value) in enumerate(cells):
        col, row = i % 3, i // 3
        x, y = 36 + 182 * col, 164 + 40 * row
        p.rect(x, y, 176, 34)
        p.text(x + 4, y + 10, str(number), font=gb, size=8)
        p.text(x + 22, y + 10, caption, font=g, size=7)
        p.text(x + 170, y + 28, value, font=g, size=10.5, align='r')
    y = 164 + 40 * 4
    p.text(36, y + 4, '13', font=gb, size=8)
    for i, (label, on) in enumerate((('Statutory employee', w['statutory']), ('Retirement plan', w['retirement']),
                                     ('Third-party sick pay', w['sick_pay']))):
        p.check(60 + 130 * i, y - 4, size=8, checked=on)
        p.text(72 + 130 * i, y + 3, label, font=g, size=8)
    y += 22
    heads = ['15 State', "Employer's state ID no.", '16 State wages', '17 State tax', '18 Local wages', '19 Local tax', '20 Locality']
    xs = [36, 80, 176, 256, 330, 410, 484]
    p.rect(36, y, 540, 16, fill=(0.9, 0.9, 0.9))
    for x, h in zip(xs, heads):
        p.text(x + 3, y + 11, h, font=gb, size=7)
    rows = [[s[0], s[1], s[2], s[3], '', '', ''] for s in w['states']]
    rows.append(['', '', '', '', w['locals'][0][0], w['locals'][0][1], w['locals'][0][2]])
    for r, row in enumerate(rows):
        yy = y + 16 + 20 * r
        p.rect(36, yy, 540, 20)
        for c, (x, value) in enumerate(zip(xs, row)):
            if c in (2, 3, 4, 5):
                p.text(xs[c + 1] - 6 if c + 1 < len(xs) else 570, yy + 14, value, font=g, size=9.5, align='r')
            else:
                p.text(x + 3, yy + 14, value, font=g, size=9.5)
    for x in xs[1:]:
        p.line(x, y, x, y + 16 + 20 * len(rows), width=0.4)
    p.text(36, y + 100, 'Department of the Treasury - Internal Revenue Service', font=g, size=7)
    return p, w


FOUR_CODES = record(
    first='Oluwaseun', last='Fairweather', ssn='486-19-7720', employer='Quillfeather Analytics Corp',
    ein='84-3309176', employer_address=['1750 Larimer Street, Suite 900', 'Denver, CO 80202'],
    address=['Oluwaseun Fairweather', '3381 Juniper Hollow Dr', 'Lakewood, CO 80228'],
    box1='132880.00', box2='24117.46', box3='139080.00', box5='145380.00', box10='2500.00',
    box12=[('AA', '4200.00'), ('W', '2900.00'), ('DD', '11406.72'), ('G', '2000.00')],
    box14=[('CO FAMLI', '654.21')], retirement=True, sick_pay=True,
    states=[('CO', '33091764', '132880.00', '5846.72')])


def w2_box12_four_codes():
    """An accounting package's W-2 in C059: the boxes as a two-column labelled list, box 12 as a four-line code table
    and box 13 as three captioned check boxes (two checked)."""
    w, p = FOUR_CODES, Page()
    f, fb = 'c059', 'c059-b'
    p.text(306, 44, 'Form W-2  Wage and Tax Statement  2024', font=fb, size=14, align='c')
    p.text(306, 58, "Copy C -- For Employee's Records", font=f, size=9, align='c')
    p.rect(36, 70, 540, 92)
    p.text(44, 84, 'EMPLOYER', font=fb, size=8)
    p.text(44, 98, w['employer'], font=f, size=10)
    for i, row in enumerate(w['employer_address']):
        p.text(44, 110 + 11 * i, row, font=f, size=9)
    p.text(44, 150, f"Box b  EIN:  {w['ein']}", font=f, size=9)
    p.line(306, 70, 306, 162)
    p.text(314, 84, 'EMPLOYEE', font=fb, size=8)
    p.text(314, 98, f"Box e  First name: {w['first']}", font=f, size=9.5)
    p.text(314, 111, f"Last name: {w['last']}", font=f, size=9.5)
    p.text(314, 124, w['address'][1], font=f, size=9)
    p.text(314, 135, w['address'][2], font=f, size=9)
    p.text(314, 150, f"Box a  SSN:  {w['ssn']}", font=f, size=9)
    left = [('1', 'Wages, tips, other compensation', w['box1']), ('3', 'Social security wages', w['box3']),
            ('5', 'Medicare wages and tips', w['box5']), ('7', 'Social security tips', ''),
            ('9', '', ''), ('11', 'Nonqualified plans', '')]
    right = [('2', 'Federal income tax withheld', w['box2']), ('4', 'Social security tax withheld', w['box4']),
             ('6', 'Medicare tax withheld', w['box6']), ('8', 'Allocated tips', ''),
             ('10', 'Dependent care benefits', w['box10'])]
    for column, x in ((left, 36), (right, 306)):
        for i, (number, caption, value) in enumerate(column):
            y = 176 + 22 * i
            p.line(x, y + 6, x + 270, y + 6, width=0.3, colour=(0.6, 0.6, 0.6))
            p.text(x + 4, y, f'Box {number}', font=fb, size=8.5)
            p.text(x + 42, y, caption, font=f, size=8.5)
            p.text(x + 262, y, money(value) if value else '', font=f, size=10, align='r')
    y = 176 + 22 * 6 + 8
    p.text(40, y, 'Box 12', font=fb, size=9)
    p.rect(36, y + 6, 260, 16, fill=(0.92, 0.92, 0.92))
    p.text(44, y + 17, 'Line', font=fb, size=8)
    p.text(90, y + 17, 'Code', font=fb, size=8)
    p.text(288, y + 17, 'Amount', font=fb, size=8, align='r')
    for i, (code, amount) in enumerate(w['box12']):
        yy = y + 22 + 16 * i
        p.rect(36, yy, 260, 16)
        p.text(44, yy + 11.5, '12' + 'abcd'[i], font=f, size=9)
        p.text(94, yy + 11.5, code, font=f, size=10)
        p.text(288, yy + 11.5, money(amount), font=f, size=10, align='r')
    p.text(314, y, 'Box 13', font=fb, size=9)
    for i, (label, on) in enumerate((('Statutory employee', w['statutory']), ('Retirement plan', w['retirement']),
                                     ('Third-party sick pay', w['sick_pay']))):
        p.check(318, y + 10 + 17 * i, size=9, checked=on)
        p.text(334, y + 18 + 17 * i, label, font=f, size=9.5)
    p.text(314, y + 76, 'Box 14  Other', font=fb, size=9)
    p.text(318, y + 90, w['box14'][0][0], font=f, size=10)
    p.text(570, y + 90, money(w['box14'][0][1]), font=f, size=10, align='r')
    y += 110
    p.rect(36, y, 540, 16, fill=(0.92, 0.92, 0.92))
    heads = [(40, 'Box 15 State / Employer state ID'), (250, 'Box 16 State wages'), (360, 'Box 17 State income tax'),
             (470, 'Box 20 Locality')]
    for x, h in heads:
        p.text(x, y + 11, h, font=fb, size=8)
    st = w['states'][0]
    p.rect(36, y + 16, 540, 18)
    p.text(40, y + 29, f'{st[0]}  {st[1]}', font=f, size=10)
    p.text(340, y + 29, money(st[2]), font=f, size=10, align='r')
    p.text(455, y + 29, money(st[3]), font=f, size=10, align='r')
    p.text(36, y + 60, 'Keep this copy for your records. Box 12 codes are explained on the back of Copy B.', font=f, size=8)
    return p, w


CAPS = record(
    first='TERRENCE', last='MBEKI-HOLLOWAY', ssn='XXX-XX-1234', employer='NORTHERN LIGHTS FREIGHT SYSTEMS INC',
    ein='41-1937754', employer_address=['4400 INDUSTRIAL PARK RD', 'DULUTH MN 55811'],
    address=['TERRENCE MBEKI-HOLLOWAY', '2207 W SUPERIOR ST APT 3', 'DULUTH MN 55806'],
    box1='53377.21', box2='4980.00', box3='55877.21', box5='55877.21', box12=[('D', '2500.00')],
    retirement=True, states=[('MN', '1937754', '53377.21', '2671.90')])


def w2_caps_masked():
    """A laser-printed W-2 on green-ink stock in URW Bookman: everything in capitals, the SSN masked, the boxes in a
    four-column grid under the two address blocks (box 1 is not where the IRS grid puts it)."""
    w, p = CAPS, Page()
    green = (0.12, 0.5, 0.3)
    p.rect(24, 24, 564, 450, stroke=False, fill=(0.91, 0.97, 0.92))
    p.ink(*green)
    f, fb = 'bookman', 'bookman-b'
    p.text(36, 50, 'W-2', font=fb, size=22)
    p.text(84, 42, 'WAGE AND TAX STATEMENT', font=fb, size=10)
    p.text(84, 52, '2024   COPY B  FOR EMPLOYEE', font=f, size=8)
    p.text(576, 46, 'DEPT OF THE TREASURY - IRS', font=f, size=7, align='r')
    p.rect(36, 62, 266, 86)
    p.text(40, 71, "C  EMPLOYER'S NAME, ADDRESS AND ZIP", font=f, size=6)
    p.rect(310, 62, 266, 86)
    p.text(314, 71, "E/F  EMPLOYEE'S NAME, ADDRESS AND ZIP", font=f, size=6)
    black = (0, 0, 0)
    p.text(44, 86, w['employer'], font=f, size=9, colour=black)
    for i, row in enumerate(w['employer_address']):
        p.text(44, 98 + 11 * i, row, font=f, size=9, colour=black)
    p.text(44, 140, f"B  EIN {w['ein']}", font=f, size=8.5, colour=black)
    p.text(318, 86, w['first'] + ' ' + w['last'], font=f, size=9, colour=black)
    for i, row in enumerate(w['address'][1:]):
        p.text(318, 98 + 11 * i, row, font=f, size=9, colour=black)
    p.text(318, 140, f"A  EMPLOYEE SSN {w['ssn']}", font=f, size=8.5, colour=black)
    cells = [(1, 'WAGES, TIPS, OTHER COMP', w['box1']), (2, 'FED INCOME TAX WITHHELD', w['box2']),
             (3, 'SOCIAL SECURITY WAGES', w['box3']), (4, 'SOC SEC TAX WITHHELD', w['box4']),
             (5, 'MEDICARE WAGES AND TIPS', w['box5']), (6, 'MEDICARE TAX WITHHELD', w['box6']),
             (7, 'SOCIAL SECURITY TIPS', ''), (8, 'ALLOCATED TIPS', ''),
             (10, 'DEPENDENT CARE BENEFITS', ''), (11, 'NONQUALIFIED PLANS', ''),
             ('12A', 'CODE', 'D    ' + money(w['box12'][0][1])), ('14', 'OTHER', '')]
    for i, (number, caption, value) in enumerate(cells):
        col, row = i % 4, i // 4
        x, y = 36 + 135 * col, 160 + 34 * row
        p.rect(x, y, 135, 34)
        p.text(x + 3, y + 9, f'{number} {caption}', font=f, size=5.8)
        p.text(x + 130, y + 27, money(value) if value and number != '12A' else value, font=f, size=9.5, align='r',
               colour=black)
    y = 160 + 34 * 3 + 8
    p.text(40, y + 8, '13', font=fb, size=7)
    for i, (label, on) in enumerate((('STATUTORY EMPLOYEE', w['statutory']), ('RETIREMENT PLAN', w['retirement']),
                                     ('THIRD-PARTY SICK PAY', w['sick_pay']))):
        p.check(60 + 150 * i, y + 1, size=8, checked=on)
        p.text(72 + 150 * i, y + 8, label, font=f, size=6.5)
    y += 20
    heads = [(36, 40, '15 ST'), (76, 130, "EMPLOYER'S STATE ID"), (206, 100, '16 STATE WAGES'), (306, 90, '17 STATE TAX'),
             (396, 90, '18 LOCAL WAGES'), (486, 90, '19 LOCAL TAX')]
    st = w['states'][0]
    values = [st[0], st[1], money(st[2]), money(st[3]), '', '']
    for (x, width, h), value in zip(heads, values):
        p.rect(x, y, width, 34)
        p.text(x + 3, y + 9, h, font=f, size=5.8)
        p.text(x + width - 5 if h[0].isdigit() and h[:2] in ('16', '17') else x + 5, y + 27, value, font=f, size=9.5,
               align='r' if h[:2] in ('16', '17') else 'l', colour=black)
    p.text(36, y + 52, 'THIS INFORMATION IS BEING FURNISHED TO THE INTERNAL REVENUE SERVICE.', font=f, size=6.5)
    return p, w
