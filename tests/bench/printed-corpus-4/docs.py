"""The documents of printed corpus 4, each a LaTeX page (tex.py) with invented 2024 figures, and the fields it prints.
DOCS maps a name to its build function, its clean picture format, its scan recipe and whether it is photographed."""
from decimal import Decimal
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from printed_corpus_common import D, js_number, money, pct, w2_amount  # noqa: E402
from tex import Grid, document, esc  # noqa: E402

DOCS = {}


def doc(name, clean='jpg', scan='', photo=False, marks=None):
    """marks: for the stamp-highlight scan, the highlighter bands (fractions of the page x1, y1, x2, y2) and the stamp's
    centre as a fraction of the page height."""
    def register(build):
        DOCS[name] = dict(build=build, clean=clean, scan=scan, photo=photo, marks=marks)
        return build
    return register


def m0(value):
    """No separators, two decimals."""
    return money(value, commas=False)


def md(value):
    return esc(money(value, dollar=True))


# ---------------------------------------------------------------------------------------------------------- W-2s
def w2_figures(box1, pretax, ss_wages=None, fed='0'):
    b3 = D(ss_wages) if ss_wages else D(box1) + D(pretax)
    return dict(b1=D(box1), b2=D(fed), b3=b3, b4=pct(b3, '0.062'), b5=D(box1) + D(pretax), b6=pct(D(box1) + D(pretax), '0.0145'))


def w2_expected(w):
    s = w['states']
    local = w.get('local') or ('', '', '')
    e = {
        'firstName': w['first'], 'lastName': w['last'], 'ssn': w['ssn'], 'employerName': w['employer'], 'employerEIN': w['ein'],
        'wages': w2_amount(w['b1']), 'federalIncomeTax': w2_amount(w['b2']), 'socialSecurityWages': w2_amount(w['b3']),
        'socialSecurityTaxWithheld': w2_amount(w['b4']), 'medicareWagesAndTips': w2_amount(w['b5']),
        'medicareTaxWithheld': w2_amount(w['b6']), 'socialSecurityTips': w2_amount(w.get('b7')), 'allocatedTips': w2_amount(w.get('b8')),
        'dependentCareBenefits': w2_amount(w.get('b10')), 'nonqualifiedPlans': w2_amount(w.get('b11')),
        'stateId': f'{s[0][0]} {s[0][1]}', 'stateWages': w2_amount(s[0][2]), 'stateIncomeTaxWithheld': w2_amount(s[0][3]),
        'localWages': w2_amount(local[0]), 'localIncomeTax': w2_amount(local[1]), 'locality': local[2],
        'retirementPlan': 'true' if w['retirement'] else 'false',
        'box12': ', '.join(f'{code} {w2_amount(amount)}' for code, amount in w['b12']),
        'secondState': f'{s[1][0]} {s[1][1]} {w2_amount(s[1][2])} {w2_amount(s[1][3])}' if len(s) > 1 else '',
    }
    if 'b14' in w:
        e['box14'] = ', '.join(f'{label} {w2_amount(amount)}' for label, amount in w['b14'])
    return e


W2_TITLE = r'Form \textbf{W-2} \quad Wage and Tax Statement \quad \textbf{2024}'
TREAS = r'Department of the Treasury---Internal Revenue Service'


def w2_irs_grid(w, fmt, g, top=0.0, x0=0.0, width=195.0, copy_line='', vf='', vsize=r'\normalsize', csize=r'\scriptsize'):
    """The IRS W-2 arrangement: a-f down the left half, boxes 1-14 in two columns, the state/local band below."""
    half = width / 2
    col = half / 2
    xr1, xr2 = x0 + half, x0 + half + col
    r = 9.0 if width > 150 else 7.6
    c = lambda x, t, wd, h, cap, val='', al='r': g.cell(x, t, wd, h, cap, val, al, vsize=vsize, csize=csize, vfont=vf)
    c(x0, top, half * 0.6, r, r"a \ Employee's social security number", w['ssn_print'], 'l')
    g.text(x0 + half * 0.62, top + 1, rf'{csize} OMB No. 1545-0008', 'tl')
    t = top + r
    c(x0, t, half, r, 'b \\ Employer identification number (EIN)', w['ein'], 'l')
    c(x0, t + r, half, 3 * r, "c \\ Employer's name, address, and ZIP code", [esc(w['employer'])] + [esc(a) for a in w['employer_addr']], 'lines:3.6')
    c(x0, t + 4 * r, half, r, 'd \\ Control number', esc(w['control']), 'l')
    c(x0, t + 5 * r, half, 3 * r, "e \\ Employee's first name and initial \\hspace{8mm} Last name \\hspace{10mm} Suff.",
      [esc(w['first']) + r'\hspace{6mm}' + esc(w['last'])] + [esc(a) for a in w['employee_addr']], 'lines:3.6')
    g.text(x0 + 0.8, t + 8 * r - 1.0, rf"{csize} f \ Employee's address and ZIP code", 'bl')
    rows = [('1 \\ Wages, tips, other compensation', fmt(w['b1']), '2 \\ Federal income tax withheld', fmt(w['b2'])),
            ('3 \\ Social security wages', fmt(w['b3']), '4 \\ Social security tax withheld', fmt(w['b4'])),
            ('5 \\ Medicare wages and tips', fmt(w['b5']), '6 \\ Medicare tax withheld', fmt(w['b6'])),
            ('7 \\ Social security tips', fmt(w['b7']) if w.get('b7') else '', '8 \\ Allocated tips', fmt(w['b8']) if w.get('b8') else ''),
            ('9', '', '10 \\ Dependent care benefits', fmt(w['b10']) if w.get('b10') else ''),
            ('11 \\ Nonqualified plans', fmt(w['b11']) if w.get('b11') else '', None, None)]
    t = top
    for left_cap, left_val, right_cap, right_val in rows:
        c(xr1, t, col, r, left_cap, left_val)
        if right_cap:
            c(xr2, t, col, r, right_cap, right_val)
        t += r
    b12 = w['b12'] + [('', '')] * (4 - len(w['b12']))
    t12 = top + 5 * r
    for i, (code, amount) in enumerate(b12):
        g.box(xr2, t12 + i * r, col, r)
        g.text(xr2 + 0.8, t12 + i * r + 0.9, rf'{csize} 12{"abcd"[i]}', 'tl')
        cx, cw = (6, 7) if width > 150 else (3.5, 5)
        g.box(xr2 + cx, t12 + i * r + 2.5, cw, r - 2.5)
        if code:
            g.text(xr2 + cx + cw / 2, t12 + i * r + r - 1.2, rf'{vf}{vsize} {code}', 'b')
            g.text(xr2 + col - 1.5, t12 + i * r + r - 1.2, rf'{vf}{vsize} {fmt(amount)}', 'br')
    g.box(xr1, top + 6 * r, col, r)
    g.text(xr1 + 0.8, top + 6 * r + 0.9, rf'{csize} 13', 'tl')
    for k, label in enumerate(['Statutory\\\\employee', 'Retirement\\\\plan', 'Third-party\\\\sick pay']):
        xx = xr1 + 4 + k * (col - 5) / 3
        g.text(xx, top + 6 * r + 0.9, (r'\tiny' if width > 150 else r'\fontsize{4.2}{4.8}\selectfont') + rf'\shortstack[l]{{{label}}}', 'tl')
        g.text(xx + 1, top + 7 * r - 0.8, r'\chk{' + ('X' if (k == 1 and w['retirement']) else '') + '}', 'bl')
    lines14 = [f'{esc(label)} \\hfill {fmt(amount)}' for label, amount in w.get('b14', [])]
    c(xr1, top + 7 * r, col, 2 * r, '14 \\ Other', lines14 or '', 'lines:3.6')
    t = top + 9 * r + 1.5
    hh = 5.0 if width > 150 else 6.0
    widths = [0.07, 0.19, 0.15, 0.13, 0.15, 0.13, 0.18]
    caps = ['15 \\ State', "Employer's state ID number", '16 \\ State wages, tips, etc.', '17 \\ State income tax',
            '18 \\ Local wages, tips, etc.', '19 \\ Local income tax', '20 \\ Locality name']
    states = w['states'] + ([('', '', '', '')] if len(w['states']) == 1 else [])
    x = x0
    for j, (wf, cap) in enumerate(zip(widths, caps)):
        wd = wf * width
        g.box(x, t, wd, hh + 2 * r)
        g.text(x + 0.8, t + 0.7, rf'{csize} {cap}', 'tl', width=wd - 1.6)
        for i, (st, sid, sw, stx) in enumerate(states):
            local = w.get('local') if i == 0 else None
            vals = [st, esc(sid), fmt(sw) if sw else '', fmt(stx) if stx else '', fmt(local[0]) if local else '',
                    fmt(local[1]) if local else '', esc(local[2]) if local else '']
            if vals[j]:
                yy = t + hh + (i + 1) * r - 1.5
                if j in (0, 1, 6):
                    g.text(x + 1.2, yy, rf'{vf}{vsize} {vals[j]}', 'bl')
                else:
                    g.text(x + wd - 1.2, yy, rf'{vf}{vsize} {vals[j]}', 'br')
        g.line(x, t + hh, wd)
        g.line(x, t + hh + r, wd)
        x += wd
    t += hh + 2 * r
    g.text(x0, t + 1, rf'\footnotesize {W2_TITLE} \hfill', 'tl')
    narrow = width < 150
    g.text(x0 + width, t + (5 if narrow else 1), rf'\scriptsize {TREAS}', 'tr')
    if copy_line:
        g.text(x0, t + (9 if narrow else 5.5), rf'\tiny {copy_line}', 'tl', width=width)
    return t + (13 if narrow else 9)


IRS_W2 = dict(first='Leilani', last='Kahananui-Ross', ssn='614-55-2087', ssn_print='614-55-2087',
              employer='Halcyon Ridge Dental Group Inc', ein='77-0419236', control='0004417 HRD',
              employer_addr=['4410 Sepulveda Blvd Ste 210', 'Culver City, CA 90230'],
              employee_addr=['1187 Alta Mesa Dr', 'Torrance, CA 90505'],
              **w2_figures('71240.88', '3659.12', fed='7916.34'), b12=[('D', '3659.12'), ('DD', '8841.60')],
              b14=[('CASDI', '823.90')], states=[('CA', '201-4471-9', '71240.88', '2870.12')], retirement=True)


@doc('w2-irs-grid', clean='png', scan='show-through', photo=True)
def w2_irs():
    g = Grid()
    w = IRS_W2
    g.text(0, 0, r'\scriptsize 22222 \hspace{6mm} \textsf{VOID} \chk{} \hspace{20mm}' '', 'tl')
    end = w2_irs_grid(w, lambda v: money(v), g, top=6,
                      copy_line=r"\textbf{Copy B---To Be Filed With Employee's FEDERAL Tax Return.} This information is being furnished to the Internal Revenue Service.")
    g.text(0, end + 6, r'\scriptsize Safe, accurate, FAST! Use e-file. \quad Visit the IRS website at www.irs.gov/efile', 'tl')
    return document(g.render(), 'heros'), [('w2', 'irs-grid', w2_expected(w))]


PAYROLL = dict(first='TREVOR', last='OKONKWO-BAILEY', ssn='XXX-XX-6642', ssn_print='XXX-XX-6642',
               employer='BLUEWATER LOGISTICS LLC', ein='36-4710298', control='B7Q 000112 0418',
               employer_addr=['2900 S ASHLAND AVE', 'CHICAGO IL 60608'], employee_addr=['7721 W BELMONT AVE APT 2', 'CHICAGO IL 60634'],
               **w2_figures('48612.50', '2550.00', fed='4207.19'), b12=[('D', '2550.00'), ('DD', '6120.00')],
               states=[('IL', '4471-0298', '48612.50', '2406.32')], retirement=True)


@doc('w2-payroll-fourup', clean='jpg', scan='crease')
def w2_fourup():
    """A payroll provider's W-2: the employee's four copies on one sheet, 2 x 2, values in a typewriter face."""
    g = Grid()
    w = PAYROLL
    copies = [r"Copy B To Be Filed With Employee's FEDERAL Tax Return.", r"Copy C For EMPLOYEE'S RECORDS.",
              r"Copy 2 To Be Filed With Employee's State, City, or Local Income Tax Return.",
              r"Copy 2 To Be Filed With Employee's State, City, or Local Income Tax Return."]
    for k, line in enumerate(copies):
        x0, top = (k % 2) * 99, (k // 2) * 128
        g.text(x0, top, r'\tiny \textbf{PAYSTREAM} Payroll Services \textbullet\ Year End 2024 \textbullet\ Co. B7Q File 0418', 'tl')
        w2_irs_grid(w, m0, g, top=top + 4, x0=x0, width=96, copy_line=line, vf=r'\monof', vsize=r'\footnotesize', csize=r'\tiny')
        if k < 2:
            g.text(x0 + 48, top + 124, r'\tiny - - - - - - - - - - - - - - fold and tear along this line - - - - - - - - - - - - - -', 't')
    return document(g.render(), 'lmsans', size='9pt', margin='10mm'), [('w2', 'payroll-fourup', w2_expected(w))]


TWO_STATES = dict(first='Rosalind', last='Achterberg', ssn='XXX-XX-2718', employer='Meadowlark Theatrical Rigging Corp',
                  ein='13-9920417', **w2_figures('81600.00', '0', fed='9812.44'),
                  b12=[('C', '184.20')], b14=[('NY PFL', '278.11'), ('NJ FLI', '21.06')],
                  states=[('NY', '13-9920417', '81600.00', '3921.55'), ('NJ', '139-920-417/000', '23400.00', '612.80')],
                  local=('81600.00', '2784.16', 'NEW YORK CITY'), retirement=False)


@doc('w2-two-states-local', clean='png', scan='thermal')
def w2_two_states():
    """An accountant's W-2 statement in serif: the boxes as two ruled tables, two state rows and New York City tax."""
    w = TWO_STATES
    f = lambda v: money(v)
    rows = [('1', 'Wages, tips, other compensation', f(w['b1'])), ('2', 'Federal income tax withheld', f(w['b2'])),
            ('3', 'Social security wages', f(w['b3'])), ('4', 'Social security tax withheld', f(w['b4'])),
            ('5', 'Medicare wages and tips', f(w['b5'])), ('6', 'Medicare tax withheld', f(w['b6'])),
            ('7', 'Social security tips', ''), ('8', 'Allocated tips', ''), ('10', 'Dependent care benefits', ''),
            ('11', 'Nonqualified plans', ''), ('12a', 'Code C', f('184.20')), ('13', 'Retirement plan', r'\chk{}'),
            ('14', 'Other', r'NY PFL 278.11 \quad NJ FLI 21.06')]
    body_rows = '\n'.join(f'{a} & {b} & {c} \\\\ \\hline' for a, b, c in rows)
    states = '\n'.join(f'{st} & {esc(sid)} & {f(sw)} & {f(tx)} & {l1} & {l2} & {l3} \\\\ \\hline'
                       for (st, sid, sw, tx), (l1, l2, l3) in zip(w['states'], [(f('81600.00'), f('2784.16'), 'NEW YORK CITY'), ('', '', '')]))
    body = rf"""
{{\Large\textbf{{Meadowlark Theatrical Rigging Corp}}}}\\[1mm]
{{\small 611 West 50th Street, New York, NY 10019 \quad EIN 13-9920417}}\\[4mm]
\rule{{\linewidth}}{{1.2pt}}\\[1mm]
{{\large\textbf{{2024 W-2 Wage and Tax Statement}}}} \hfill {{\small Copy C --- For Employee's Records}}\\
\rule{{\linewidth}}{{0.4pt}}\\[3mm]
\begin{{tabular}}{{@{{}}p{{95mm}}p{{85mm}}@{{}}}}
\textbf{{a}} Employee's social security number: \textbf{{XXX-XX-2718}} & \textbf{{b}} Employer identification number: \textbf{{13-9920417}}\\[2mm]
\textbf{{e}} Employee: \textbf{{Rosalind Achterberg}} & \textbf{{c}} Employer: \textbf{{Meadowlark Theatrical Rigging Corp}}\\
\textbf{{f}} 318 Garfield Place, Apt 3R & 611 West 50th Street\\
\phantom{{f}} Brooklyn, NY 11215 & New York, NY 10019\\[2mm]
\textbf{{d}} Control number: MTR-24-0093 & \\
\end{{tabular}}\\[5mm]
\renewcommand{{\arraystretch}}{{1.35}}
\begin{{tabular}}{{|c|p{{80mm}}|r|}}\hline
\textbf{{Box}} & \textbf{{Description}} & \textbf{{Amount}}\\ \hline
{body_rows}
\end{{tabular}}\\[6mm]
\textbf{{State and local}}\\[1mm]
{{\footnotesize\setlength{{\tabcolsep}}{{4pt}}\begin{{tabular}}{{|c|l|r|r|r|r|l|}}\hline
15 State & Employer's state ID no. & 16 State wages & 17 State income tax & 18 Local wages & 19 Local income tax & 20 Locality\\ \hline
{states}
\end{{tabular}}}}\\[8mm]
{{\footnotesize New Jersey wages in box 16 of the second row are for services performed in New Jersey (January 2 -- April 30, 2024).
Box 14 amounts are shown for your information. Keep this copy with your records.}}\\[4mm]
{{\footnotesize {W2_TITLE} \hfill {TREAS}}}
"""
    return document(body, 'termes', size='11pt', margin='16mm'), [('w2', 'two-states-local', w2_expected(w))]


CODES = dict(first='Imani', last='Castellanos-Reyes', ssn='XXX-XX-5031', employer='Brightleaf Software Cooperative',
             ein='47-3318820', **w2_figures('118450.00', '4600.00', fed='19882.15'),
             b12=[('AA', '3100.00'), ('W', '2400.00'), ('DD', '9650.28'), ('E', '1500.00')],
             states=[('OR', '47-3318820', '118450.00', '9420.61')], retirement=True)


@doc('w2-box12-codes', clean='jpg', scan='stamp-highlight', photo=True,
     marks=dict(bands=[(0.21, 0.19, 0.36, 0.215), (0.62, 0.19, 0.96, 0.35)], stamp=0.36))
def w2_box12():
    """An online payroll's W-2 print in a geometric sans: summary panel, then the boxes in a two-column grid."""
    w = CODES
    f = md
    g = Grid(height=80)
    r = 12
    items = [('1', 'Wages, tips, other comp.', f(w['b1'])), ('2', 'Federal income tax withheld', f(w['b2'])),
             ('3', 'Social security wages', f(w['b3'])), ('4', 'Social security tax withheld', f(w['b4'])),
             ('5', 'Medicare wages and tips', f(w['b5'])), ('6', 'Medicare tax withheld', f(w['b6'])),
             ('7', 'Social security tips', ''), ('8', 'Allocated tips', ''),
             ('10', 'Dependent care benefits', ''), ('11', 'Nonqualified plans', '')]
    for i, (n, cap, val) in enumerate(items):
        x, t = (i % 2) * 62, (i // 2) * r
        g.cell(x, t, 62, r, rf'\textbf{{{n}}} \ {cap}', val, vsize=r'\large', fill='black!4' if n in ('1', '2') else None)
    for i, (code, amount) in enumerate(w['b12']):
        t = i * r
        g.box(126, t, 69, r)
        g.text(126.8, t + 0.9, rf'\scriptsize \textbf{{12{"abcd"[i]}}} \ Code', 'tl')
        g.text(140, t + r - 1.5, rf'\large {code}', 'bl')
        g.text(195 - 1.5, t + r - 1.5, rf'\large {f(amount)}', 'br')
    g.box(126, 4 * r, 69, r)
    g.text(126.8, 4 * r + 0.9, r'\scriptsize \textbf{13}', 'tl')
    g.text(132, 4 * r + 1.2, r'\scriptsize Statutory employee \chk{} \quad Retirement plan \chk{X}\\[0.8mm] Third-party sick pay \chk{}', 'tl', width=62)
    t = 5 * r + 3
    for j, (cap, val, wd) in enumerate([('15 \\ State', 'OR', 20), ("Employer's state ID number", '47-3318820', 45),
                                        ('16 \\ State wages, tips, etc.', f('118450.00'), 45), ('17 \\ State income tax', f('9420.61'), 40),
                                        ('18-20 \\ Local', '', 45)]):
        x = sum(v[2] for v in [(0, 0, 20), (0, 0, 45), (0, 0, 45), (0, 0, 40)][:j])
        g.cell(x, t, wd, r, cap, val, 'l' if j < 2 else 'r', vsize=r'\large')
    grid = g.render()
    body = rf"""
{{\fontsize{{20}}{{24}}\selectfont\textbf{{tally}}\textcolor{{teal}}{{payroll}}}} \hfill {{\small Tax documents \textbar\ 2024}}\\[2mm]
\colorbox{{teal!12}}{{\parbox{{\dimexpr\linewidth-2\fboxsep}}{{\vspace{{2mm}}
{{\large\textbf{{Your 2024 Form W-2}}}}\\[1mm]
\small Employee \textbf{{Imani Castellanos-Reyes}} \quad SSN XXX-XX-5031\\
Employer \textbf{{Brightleaf Software Cooperative}} \quad EIN 47-3318820\\
1620 SE Division St, Portland, OR 97202 \quad\textbullet\quad Employee address: 4402 NE Going St, Portland, OR 97211
\vspace{{2mm}}}}}}\\[5mm]
{grid}\\[4mm]
{{\footnotesize\textbf{{Box 12 codes:}} AA Designated Roth contributions under a 401(k) plan; W Employer contributions to your
health savings account; DD Cost of employer-sponsored health coverage (not taxable); E Elective deferrals under a 403(b)
salary reduction agreement.}}\\[3mm]
{{\footnotesize {W2_TITLE} \hfill Copy B --- To Be Filed With Employee's FEDERAL Tax Return \hfill {TREAS}}}
"""
    return document(body, 'adventor', size='10pt', margin='12mm'), [('w2', 'box12-codes', w2_expected(w))]


# ---------------------------------------------------------------------------------------------------------- 1099s
def party_expected(payer, payer_tin, recipient, recipient_tin):
    return {'payerInfo.name': payer, 'payerInfo.tin': payer_tin, 'recipientInfo.name': recipient, 'recipientInfo.tin': recipient_tin}


def form1099(g, form, title, omb, payer_lines, payer_tin, recipient_tin, recipient, recipient_addr, account, boxes,
             top=0.0, cols=2, r=10.0, vf='', corrected=False, copy='Copy B For Recipient', vsize=r'\normalsize'):
    """The IRS 1099 arrangement: payer/recipient block on the left, numbered boxes in columns to its right, the
    form's name in the right margin. boxes: (caption, value) with value already formatted ('' for blank)."""
    left, colw = 86.0, (195.0 - 86.0 - 28.0) / cols
    g.text(0, top, r'\scriptsize \chk{' + ('X' if corrected else '') + r'} CORRECTED (if checked)', 'tl')
    t = top + 4
    g.cell(0, t, left, 3.4 * r, "PAYER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
           [esc(line) for line in payer_lines], 'lines:6.5', vsize=r'\small', vfont=vf)
    g.cell(0, t + 3.4 * r, left / 2, r, "PAYER'S TIN", payer_tin, 'l', vfont=vf, vsize=vsize)
    g.cell(left / 2, t + 3.4 * r, left / 2, r, "RECIPIENT'S TIN", recipient_tin, 'l', vfont=vf, vsize=vsize)
    g.cell(0, t + 4.4 * r, left, r, "RECIPIENT'S name", esc(recipient), 'l', vfont=vf, vsize=vsize)
    g.cell(0, t + 5.4 * r, left, r, 'Street address (including apt. no.)', esc(recipient_addr[0]), 'l', vfont=vf, vsize=r'\small')
    g.cell(0, t + 6.4 * r, left, r, 'City or town, state or province, country, and ZIP or foreign postal code', esc(recipient_addr[1]), 'l', vfont=vf, vsize=r'\small')
    g.cell(0, t + 7.4 * r, left, r, 'Account number (see instructions)', esc(account), 'l', vfont=vf, vsize=r'\small')
    rows = (len(boxes) + cols - 1) // cols
    for i, (cap, val) in enumerate(boxes):
        x, tt = left + (i % cols) * colw, t + (i // cols) * r
        g.cell(x, tt, colw, r, cap, val, vfont=vf, vsize=vsize)
    g.text(195, t, rf'\scriptsize OMB No. {omb}', 'tr')
    g.text(195, t + 6, r'\Large\textbf{2024}', 'tr')
    g.text(195, t + 14, rf'\scriptsize Form \textbf{{\normalsize {form}}}', 'tr')
    g.text(167.5, t + 20, rf'\small\textbf{{{title}}}', 'tl', width=27)
    g.text(168, t + max(rows, 8) * r - 14, rf'\tiny \textbf{{{copy}}}', 'tl', width=26)
    end = t + max(rows * r, 8.4 * r)
    g.text(0, end + 1, rf'\scriptsize Form \textbf{{{form}}} \quad (keep for your records) \quad www.irs.gov/Form{form.replace("-", "")}', 'tl')
    g.text(195, end + 1, rf'\scriptsize {TREAS}', 'tr')
    return end + 6


@doc('1099-int-bank-letter', clean='jpg', scan='image-pdf', photo=True)
def int_letter():
    exp = {'interestIncome': js_number('2218.40'), 'earlyWithdrawalPenalty': '0', 'usSavingsBondsInterest': '0',
           'federalIncomeTaxWithheld': '0', **party_expected('Granite Bay Community Bank', '68-0301142', 'NORBERT K. VASQUEZ-IHLE', 'XXX-XX-8124')}
    body = r"""
\begin{minipage}{120mm}{\fontsize{22}{24}\selectfont\textbf{Granite Bay}}\\[1mm]{\large Community Bank}\\[1mm]
{\footnotesize 5100 Douglas Blvd \textbullet\ Granite Bay, CA 95746 \textbullet\ (916) 555-0143 \textbullet\ Member FDIC}\end{minipage}
\hfill\begin{minipage}{55mm}\raggedleft\small January 21, 2025\\Account ending 4471\end{minipage}\\[4mm]
\textcolor{black!60}{\rule{\linewidth}{2pt}}\\[10mm]
NORBERT K. VASQUEZ-IHLE\\ 9 Dolores Ct\\ Roseville, CA 95661\\[10mm]
Dear Norbert K. Vasquez-Ihle,\\[3mm]
The interest we paid on your deposit accounts during 2024 is shown below. We report this amount to the Internal
Revenue Service. This statement is your Form 1099-INT; please keep it with your tax records. No federal income tax
was withheld from your interest.\\[6mm]
\begin{center}\renewcommand{\arraystretch}{1.5}
\begin{tabular}{|p{92mm}|r|}\hline
\multicolumn{2}{|l|}{\cellcolor{black!8}\textbf{2024 Form 1099-INT} \quad Interest Income \qquad OMB No. 1545-0112}\\ \hline
Payer: Granite Bay Community Bank & Payer's TIN 68-0301142\\ \hline
Recipient: NORBERT K. VASQUEZ-IHLE & Recipient's TIN XXX-XX-8124\\ \hline
Box 1 \ Interest income & \$2,218.40\\ \hline
Box 2 \ Early withdrawal penalty & \$0.00\\ \hline
Box 3 \ Interest on U.S. Savings Bonds and Treasury obligations & \$0.00\\ \hline
Box 4 \ Federal income tax withheld & \$0.00\\ \hline
Box 8 \ Tax-exempt interest & \$0.00\\ \hline
\end{tabular}\end{center}
\vspace{4mm}
\begin{tabular}{@{}lr@{}}
\multicolumn{2}{@{}l}{\small Interest by account:}\\
\small Premier Money Market \textbullet\textbullet\textbullet 4471 & \small 1,906.22\\
\small 12-Month Certificate \textbullet\textbullet\textbullet 0938 & \small 312.18\\
\end{tabular}\\[10mm]
Sincerely,\\[8mm]
Deposit Operations\\ Granite Bay Community Bank\\[12mm]
{\scriptsize This is important tax information and is being furnished to the IRS. If you are required to file a return,
a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it
has not been reported.}
"""
    return document(body, 'termes', size='11pt', margin='20mm'), [('1099-int', 'bank-letter', exp)]


@doc('1099-int-grid-penalty', clean='png', scan='crop-edge')
def int_grid():
    g = Grid()
    boxes = [('Payer\'s RTN (optional)', ''), ('1 \\ Interest income', md('1047.93')), ('2 \\ Early withdrawal penalty', md('62.15')),
             ('3 \\ Interest on U.S. Savings Bonds and Treasury obligations', md('418.00')), ('4 \\ Federal income tax withheld', md('104.79')),
             ('5 \\ Investment expenses', ''), ('6 \\ Foreign tax paid', ''), ('7 \\ Foreign country or U.S. possession', ''),
             ('8 \\ Tax-exempt interest', ''), ('9 \\ Specified private activity bond interest', ''), ('10 \\ Market discount', ''),
             ('11 \\ Bond premium', ''), ('14 \\ Tax-exempt and tax credit bond CUSIP no.', ''), ('15 \\ State', ''),
             ('16 \\ State identification no.', ''), ('17 \\ State tax withheld', '')]
    form1099(g, '1099-INT', 'Interest Income', '1545-0112', ['Pioneer Valley Federal Credit Union', '77 Maple Street',
             'Greenfield, MA 01301', '(413) 555-0190'], '04-2210387', '***-**-4406', 'Beatrix Olumide-Sandoval',
             ['41 Chapman St', 'Greenfield MA 01301'], '000771826-S01', boxes, cols=2, r=11)
    exp = {'interestIncome': js_number('1047.93'), 'earlyWithdrawalPenalty': js_number('62.15'), 'usSavingsBondsInterest': js_number('418.00'),
           'federalIncomeTaxWithheld': js_number('104.79'),
           **party_expected('Pioneer Valley Federal Credit Union', '04-2210387', 'Beatrix Olumide-Sandoval', 'XXX-XX-4406')}
    return document(g.render(), 'lmsans'), [('1099-int', 'grid-penalty', exp)]


@doc('1099-div-consolidated', clean='jpg', scan='dust-300')
def div_consolidated():
    """A brokerage's consolidated 1099 page: account header, then the 1099-DIV and 1099-INT sections as box lists."""
    div = [('1a', 'Total ordinary dividends', '5,412.77'), ('1b', 'Qualified dividends', '4,980.15'),
           ('2a', 'Total capital gain distributions', '1,206.40'), ('2b', 'Unrecap. Sec. 1250 gain', '0.00'),
           ('3', 'Nondividend distributions', '88.02'), ('4', 'Federal income tax withheld', '0.00'),
           ('5', 'Section 199A dividends', '143.61'), ('6', 'Investment expenses', '0.00'),
           ('7', 'Foreign tax paid', '61.93'), ('8', 'Foreign country or U.S. possession', 'Various'),
           ('12', 'Exempt-interest dividends', '0.00'), ('13', 'Specified private activity bond interest dividends', '0.00')]
    intr = [('1', 'Interest income', '37.41'), ('3', 'Interest on U.S. Savings Bonds \\& Treas. obligations', '0.00'),
            ('4', 'Federal income tax withheld', '0.00'), ('8', 'Tax-exempt interest', '0.00')]
    rows = lambda items: '\n'.join(f'{b} & {d} & {v} \\\\' for b, d, v in items)
    body = rf"""
{{\Large\textbf{{CASCADE}} \textbf{{\textcolor{{blue!60!black}}{{HARBOR}}}} Securities}} \hfill {{\large\textbf{{2024 TAX REPORTING STATEMENT}}}}\\
{{\footnotesize Cascade Harbor Securities LLC \textbullet\ 1201 Third Avenue, Seattle, WA 98101 \hfill Consolidated Form 1099 \textbullet\ Page 2 of 9}}\\[1mm]
\rule{{\linewidth}}{{1pt}}\\[2mm]
\begin{{tabular}}{{@{{}}p{{95mm}}p{{85mm}}@{{}}}}
\small\textbf{{WENDELL \& MAEVE FARQUHARSON JTWROS}} & \small Account Number: 6KT-20931\\
\small 2716 NW 61ST ST & \small Recipient's TIN: ***-**-0719\\
\small SEATTLE WA 98107 & \small Payer's Federal ID Number: 91-1873460\\
& \small Statement date: 02/14/2025\\
\end{{tabular}}\\[4mm]
\colorbox{{black!12}}{{\makebox[\dimexpr\linewidth-2\fboxsep][l]{{\textbf{{2024 1099-DIV* \quad Dividends and Distributions}} \hfill OMB No. 1545-0110}}}}\\[1mm]
\renewcommand{{\arraystretch}}{{1.25}}
\begin{{tabular*}}{{\linewidth}}{{@{{}}l@{{\extracolsep{{\fill}}}}lr@{{}}}}
\textbf{{Box}} & \textbf{{Description}} & \textbf{{Amount}}\\ \hline
{rows(div)}
\hline\end{{tabular*}}\\[6mm]
\colorbox{{black!12}}{{\makebox[\dimexpr\linewidth-2\fboxsep][l]{{\textbf{{2024 1099-INT* \quad Interest Income}} \hfill OMB No. 1545-0112}}}}\\[1mm]
\begin{{tabular*}}{{\linewidth}}{{@{{}}l@{{\extracolsep{{\fill}}}}lr@{{}}}}
\textbf{{Box}} & \textbf{{Description}} & \textbf{{Amount}}\\ \hline
{rows(intr)}
\hline\end{{tabular*}}\\[6mm]
{{\footnotesize * This is important tax information and is being furnished to the Internal Revenue Service. If you are required
to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS
determines that it has not been reported. Dividends and distributions are detailed by security on pages 5--7.}}\\[6mm]
{{\footnotesize\textbf{{Summary of 2024 original issue discount and other items}}: none reported for this account.}}\\[20mm]
{{\tiny Cascade Harbor Securities LLC, Member FINRA/SIPC. 6KT-20931 \hfill Page 2 of 9}}
"""
    exp = {'totalOrdinaryDividends': '5412.77', 'qualifiedDividends': '4980.15', 'totalCapitalGainDistributions': '1206.4',
           'nondividendDistributions': '88.02', 'federalIncomeTaxWithheld': '0', 'section199ADividends': '143.61', 'foreignTaxPaid': '61.93',
           **party_expected('Cascade Harbor Securities LLC', '91-1873460', 'WENDELL & MAEVE FARQUHARSON JTWROS', 'XXX-XX-0719')}
    return document(body, 'heros', size='10pt', margin='14mm'), [('1099-div', 'consolidated', exp)]


@doc('1099-div-fund-form', clean='png', scan='page-curl')
def div_fund():
    g = Grid()
    v = dict(a1='3188.06', b1='2411.90', a2='947.33', nd='0', fed='318.81', s199='266.72', ftp='0')
    boxes = [('1a \\ Total ordinary dividends', money(v['a1'], dollar=True)), ('1b \\ Qualified dividends', money(v['b1'], dollar=True)),
             ('2a \\ Total capital gain distr.', money(v['a2'], dollar=True)), ('2b \\ Unrecap. Sec. 1250 gain', ''),
             ('2c \\ Section 1202 gain', ''), ('2d \\ Collectibles (28\\%) gain', ''),
             ('3 \\ Nondividend distributions', '$0.00'), ('4 \\ Federal income tax withheld', money(v['fed'], dollar=True)),
             ('5 \\ Section 199A dividends', money(v['s199'], dollar=True)), ('6 \\ Investment expenses', ''),
             ('7 \\ Foreign tax paid', ''), ('8 \\ Foreign country or U.S. possession', ''),
             ('9 \\ Cash liquidation distributions', ''), ('10 \\ Noncash liquidation distributions', ''),
             ('12 \\ Exempt-interest dividends', ''), ('13 \\ Specified private activity bond interest dividends', '')]
    boxes = [(c, val.replace('$', r'\$')) for c, val in boxes]
    g.text(0, 0, r'\large\textbf{Juniper Crest Funds} \quad {\small Shareholder Services \textbullet\ P.O. Box 219771, Kansas City, MO 64121}', 'tl')
    end = form1099(g, '1099-DIV', 'Dividends and Distributions', '1545-0110',
                   ['JUNIPER CREST FUNDS', 'PO BOX 219771', 'KANSAS CITY MO 64121-9771', '1-800-555-0166'], '43-1877209', 'XXX-XX-3356',
                   'Harriet Quon-Delacroix', ['88 Larkspur Ln', 'Lawrence KS 66049'], 'JCGIX 0007718204', boxes, top=10, r=11)
    g.text(0, end + 4, r'\footnotesize\textbf{Fund detail} \quad Juniper Crest Growth \& Income Fund (JCGIX): ordinary dividends 3,188.06; capital gain distributions 947.33.', 'tl', width=195)
    exp = {'totalOrdinaryDividends': js_number(v['a1']), 'qualifiedDividends': js_number(v['b1']), 'totalCapitalGainDistributions': js_number(v['a2']),
           'nondividendDistributions': '0', 'federalIncomeTaxWithheld': js_number(v['fed']), 'section199ADividends': js_number(v['s199']),
           'foreignTaxPaid': '', **party_expected('JUNIPER CREST FUNDS', '43-1877209', 'Harriet Quon-Delacroix', 'XXX-XX-3356')}
    return document(g.render(), 'adventor'), [('1099-div', 'fund-form', exp)]


@doc('1099-b-mainframe-rows', clean='jpg', scan='show-through')
def b_rows():
    """A clearing firm's 1099-B detail in a typewriter face: one line per sale, totals line at the end."""
    sales = [('100.000', 'NORTHRIDGE SEMICONDUCTOR CORP', 'NRSC', '02/06/24', '07/15/24', '6412.50', '5890.12', '0.00'),
             ('40.000', 'ALDER BAY ENERGY TRUST', 'ABET', '03/11/24', '08/02/24', '1884.40', '2091.77', '207.37'),
             ('25.000', 'KESTREL MEDICAL DEVICES INC', 'KMDI', '01/22/24', '09/19/24', '3301.25', '2807.00', '0.00'),
             ('300.000', 'PALISADE REGIONAL BANCORP', 'PRBC', '05/01/24', '11/04/24', '4418.91', '4702.20', '0.00'),
             ('12.000', 'SUMMIT TRAIL OUTFITTERS INC', 'STOI', '06/17/24', '12/09/24', '962.04', '1015.86', '53.82')]
    tp = sum(D(s[5]) for s in sales)
    tc = sum(D(s[6]) for s in sales)
    tw = sum(D(s[7]) for s in sales)
    gain = tp - tc + tw
    lines = []
    for q, name, sym, acq, sold, p, c, wsh in sales:
        lines.append(f'{name[:28]:<28} {sym:<5} {q:>8} {acq} {sold} {money(p):>10} {money(c):>10} {money(wsh) if D(wsh) else "":>8} {money(D(p) - D(c) + D(wsh)):>9}')
    head = (f'{"DESCRIPTION (BOX 1A)":<28} {"SYMB":<5} {"QUANTITY":>8} {"ACQUIRED":<8} {"SOLD":<8} {"PROCEEDS":>10} {"COST":>10} {"WASH SALE":>8} {"GAIN/LOSS":>9}')
    sub = (f'{"":<28} {"":<5} {"":>8} {"(1B)":<8} {"(1C)":<8} {"(1D)":>10} {"(1E)":>10} {"(1G)":>8} {"":>9}')
    total = f'{"TOTALS SHORT-TERM COVERED":<61} {money(tp):>10} {money(tc):>10} {money(tw):>8} {money(gain):>9}'
    verb = '\n'.join([head, sub, '-' * 107, *lines, '-' * 107, total])
    body = rf"""
{{\small
\textbf{{HOLLIS \& TRAVERS CLEARING CORP}} \hfill PAGE 4 OF 6\\
ONE BATTERY PARK PLAZA 14TH FL, NEW YORK NY 10004 \hfill TAX YEAR 2024\\
PAYER'S TIN: 13-3770612 \hfill FORM 1099-B OMB NO. 1545-0715\\[4mm]
RECIPIENT: AUGUSTINE P. MWANGI-HOLT \hfill ACCOUNT: 5518-20417\\
RECIPIENT'S TIN: XXX-XX-9902 \hfill ORIGINAL 02/15/2025\\
1440 CARROLLTON AVE\\ INDIANAPOLIS IN 46202\\[4mm]
\textbf{{2024 FORM 1099-B PROCEEDS FROM BROKER AND BARTER EXCHANGE TRANSACTIONS}}\\
SHORT-TERM TRANSACTIONS FOR COVERED TAX LOTS [BOX 2: SHORT-TERM GAIN OR LOSS; BOX 12: BASIS REPORTED TO IRS]\\
REPORT ON FORM 8949, PART I, WITH BOX A CHECKED. FEDERAL INCOME TAX WITHHELD (BOX 4): 0.00\\[3mm]
}}
{{\fontsize{{7.6}}{{9.4}}\selectfont\begin{{verbatim}}
{verb}
\end{{verbatim}}}}
\vspace{{4mm}}
{{\small NO LONG-TERM TRANSACTIONS WERE REPORTED FOR THIS ACCOUNT IN 2024.\\
WASH SALE LOSS DISALLOWED (BOX 1G) IS ADDED TO THE GAIN/LOSS SHOWN.\\[6mm]
THIS IS IMPORTANT TAX INFORMATION AND IS BEING FURNISHED TO THE INTERNAL REVENUE SERVICE.}}
"""
    exp = {'proceedsFromSales': js_number(tp), 'costBasis': js_number(tc), 'washSaleAdjustment': js_number(tw), 'federalIncomeTaxWithheld': '0',
           'shortTermOrLongTerm': 'short', **party_expected('HOLLIS & TRAVERS CLEARING CORP', '13-3770612', 'AUGUSTINE P. MWANGI-HOLT', 'XXX-XX-9902')}
    return document(body, 'cursor', size='10pt', margin='12mm'), [('1099-b', 'mainframe-rows', exp)]


@doc('1099-b-longterm-summary', clean='png', scan='thermal')
def b_long():
    sales = [('Ridgeline Total Market Index Fund', '118.442', '03/02/2019', '04/18/2024', '9,406.12', '6,220.48'),
             ('Ridgeline Intl Developed Index', '210.000', '08/14/2020', '04/18/2024', '3,990.00', '4,115.37'),
             ('Ridgeline Short-Term Bond Fund', '502.117', '01/09/2018', '10/30/2024', '5,011.13', '5,124.90')]
    tp = sum(D(s[4]) for s in sales)
    tc = sum(D(s[5]) for s in sales)
    rows = '\n'.join(f'{n} & {q} & {a} & {s} & {p} & {c} & {money(D(p) - D(c))} \\\\' for n, q, a, s, p, c in sales)
    body = rf"""
{{\LARGE Ridgeline Investments}}\\[1mm]
{{\small Ridgeline Brokerage Services Inc \textbullet\ 400 Devon Park Drive, Wayne, PA 19087 \textbullet\ Federal ID 23-2971855}}\\[6mm]
{{\large\textbf{{Form 1099-B}} \ 2024 \ Proceeds From Broker and Barter Exchange Transactions}}\\[2mm]
\begin{{tabular}}{{@{{}}ll@{{}}}}
Recipient & Colette Vanderhoek-Amadi\\
Recipient's TIN & XXX-XX-4150\\
Address & 23 Fernbrook Rd, Voorhees, NJ 08043\\
Account & 7391-0442 (Individual)\\
\end{{tabular}}\\[6mm]
\textbf{{Long-term transactions for which basis is reported to the IRS}} --- Box 2: Long-term; Box 12 checked; report on Form 8949, Part II, box D.\\[2mm]
{{\small\renewcommand{{\arraystretch}}{{1.3}}
\begin{{tabular}}{{@{{}}p{{52mm}}rrrrrr@{{}}}}
\hline
1a Description & Quantity & 1b Acquired & 1c Sold & 1d Proceeds & 1e Cost basis & Gain/loss\\ \hline
{rows}
\hline
\multicolumn{{4}}{{@{{}}l}}{{\textbf{{Total long-term covered}}}} & \textbf{{{money(tp)}}} & \textbf{{{money(tc)}}} & \textbf{{{money(tp - tc)}}}\\ \hline
\end{{tabular}}}}\\[8mm]
\fbox{{\parbox{{90mm}}{{\textbf{{Summary}}\\[1mm]
1d Proceeds \hfill \${money(tp)}\\
1e Cost or other basis \hfill \${money(tc)}\\
1g Wash sale loss disallowed \hfill \$0.00\\
4 Federal income tax withheld \hfill \$0.00\\
Net long-term gain \hfill \${money(tp - tc)}}}}}\\[10mm]
{{\footnotesize This is important tax information and is being furnished to the Internal Revenue Service.}}
"""
    exp = {'proceedsFromSales': js_number(tp), 'costBasis': js_number(tc), 'washSaleAdjustment': '0', 'federalIncomeTaxWithheld': '0',
           'shortTermOrLongTerm': 'long', **party_expected('Ridgeline Brokerage Services Inc', '23-2971855', 'Colette Vanderhoek-Amadi', 'XXX-XX-4150')}
    return document(body, 'lmroman', size='11pt', margin='16mm'), [('1099-b', 'longterm-summary', exp)]


def r_boxes(gross, taxable, fed, code, state_tax, state='', state_id='', ira=False, not_det=False):
    f = lambda v: money(v) if v != '' else ''
    return [('1 \\ Gross distribution', f(gross)), ('2a \\ Taxable amount', f(taxable)),
            ('2b \\ Taxable amount not determined \\chk{' + ('X' if not_det else '') + '} \\ Total distribution \\chk{}', ''),
            ('3 \\ Capital gain (included in box 2a)', ''), ('4 \\ Federal income tax withheld', f(fed)),
            ('5 \\ Employee contributions/Designated Roth contributions or insurance premiums', ''),
            ('6 \\ Net unrealized appreciation in employer\'s securities', ''),
            ('7 \\ Distribution code(s) \\hspace{3mm} IRA/SEP/SIMPLE \\chk{' + ('X' if ira else '') + '}', code),
            ('8 \\ Other', ''), ('9a \\ Your percentage of total distribution', ''), ('9b \\ Total employee contributions', ''),
            ('10 \\ Amount allocable to IRR within 5 years', ''), ('14 \\ State tax withheld', f(state_tax)),
            ('15 \\ State/Payer\'s state no.', esc(f'{state} {state_id}'.strip())), ('16 \\ State distribution', f(gross) if state else '')]


@doc('1099-r-pension-grid', clean='jpg', scan='crease')
def r_pension():
    g = Grid()
    form1099(g, '1099-R', 'Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc.',
             '1545-0119', ['TEAMSTERS-ALLIED PENSION TRUST FUND', '1800 NORTHWESTERN HWY', 'SOUTHFIELD MI 48075'], '38-6118922', 'XXX-XX-6071',
             'GERALD W. PRZYBYLSKI', ['3307 MAPLEWOOD AVE', 'ROYAL OAK MI 48073'], 'P-0066120', r_boxes('31804.20', '31804.20', '3180.42', '7', '1351.68', 'MI', '38-6118922'),
             r=11, vf=r'\monof', copy='Copy B Report this income on your federal tax return.')
    exp = {'grossDistribution': js_number('31804.20'), 'taxableAmount': js_number('31804.20'), 'federalIncomeTaxWithheld': js_number('3180.42'),
           'stateTaxWithheld': js_number('1351.68'), 'distributionCode': '7',
           **party_expected('TEAMSTERS-ALLIED PENSION TRUST FUND', '38-6118922', 'GERALD W. PRZYBYLSKI', 'XXX-XX-6071')}
    return document(g.render(), 'heros'), [('1099-r', 'pension-grid', exp)]


@doc('1099-r-ira-rollover', clean='jpg', scan='image-pdf')
def r_rollover():
    """A custodian's letter for a direct rollover (code G, taxable amount 0), the form's boxes as a two-column list."""
    body = r"""
{\fontsize{18}{20}\selectfont\textbf{Lakeshore Fiduciary Trust Company}}\\[1mm]
{\small IRA Custodial Services \textbullet\ 230 South LaSalle Street, Chicago, IL 60604 \textbullet\ Payer's TIN 36-2984410}\\[2mm]
\rule{\linewidth}{0.6pt}\\[8mm]
January 24, 2025\\[6mm]
Philippa A. Ngata-Morrow\\ 5 Orchard Hill Rd\\ Naperville, IL 60540\\[8mm]
\textbf{Re: 2024 Form 1099-R, Traditional IRA account ending 2290}\\[3mm]
During 2024 you moved funds from your Traditional IRA to an eligible employer plan by direct rollover. A direct
rollover is reported with distribution code G and is not taxable when it is completed as a direct trustee-to-trustee
transfer. The amounts reported to the IRS are:\\[5mm]
\begin{center}\renewcommand{\arraystretch}{1.45}
\begin{tabular}{|l|r||l|r|}\hline
\multicolumn{4}{|c|}{\textbf{Form 1099-R \quad 2024 \quad Distributions From Pensions, Annuities, Retirement Plans, IRAs}}\\ \hline
Recipient's name & Philippa A. Ngata-Morrow & Recipient's TIN & XXX-XX-7763\\ \hline
1 \ Gross distribution & 64,250.00 & 2a \ Taxable amount & 0.00\\ \hline
2b \ Taxable amt. not determined & \chk{} & Total distribution & \chk{X}\\ \hline
4 \ Federal income tax withheld & 0.00 & 7 \ Distribution code(s) & G\\ \hline
IRA/SEP/SIMPLE & \chk{X} & 14 \ State tax withheld & 0.00\\ \hline
\end{tabular}\end{center}
\vspace{5mm}
The receiving plan was the Northfield Manufacturing 401(k) Savings Plan. You do not need to take any action; keep
this letter with your tax records. Questions: (312) 555-0107, weekdays 8 a.m. to 6 p.m. Central.\\[10mm]
Lakeshore Fiduciary Trust Company, Custodian\\[16mm]
{\scriptsize Copy B --- Report this income on your federal tax return. This information is being furnished to the IRS.}
"""
    exp = {'grossDistribution': '64250', 'taxableAmount': '0', 'federalIncomeTaxWithheld': '0', 'stateTaxWithheld': '0', 'distributionCode': 'G',
           **party_expected('Lakeshore Fiduciary Trust Company', '36-2984410', 'Philippa A. Ngata-Morrow', 'XXX-XX-7763')}
    return document(body, 'termes', size='11pt', margin='20mm'), [('1099-r', 'ira-rollover', exp)]


@doc('1099-g-unemployment', clean='png', scan='dust-300')
def g_unemp():
    g = Grid()
    boxes = [('1 \\ Unemployment compensation', money('9360.00', dollar=True).replace('$', r'\$')),
             ('2 \\ State or local income tax refunds, credits, or offsets', r'\$0.00'), ('3 \\ Box 2 amount is for tax year', ''),
             ('4 \\ Federal income tax withheld', r'\$936.00'), ('5 \\ RTAA payments', ''), ('6 \\ Taxable grants', ''),
             ('7 \\ Agriculture payments', ''), ('8 \\ If checked, box 2 is trade or business income \\chk{}', ''),
             ('9 \\ Market gain', ''), ('10a \\ State \\quad 10b \\ State identification no.', 'WI 39-6006492'),
             ('11 \\ State income tax withheld', r'\$374.40'), ('', '')]
    g.text(0, 0, r'\Large\textbf{State of Wisconsin} \quad {\large Department of Workforce Development} \\[1mm] \small Unemployment Insurance Division \textbullet\ P.O. Box 7905, Madison, WI 53707', 'tl', width=195)
    form1099(g, '1099-G', 'Certain Government Payments', '1545-0120', ['WISCONSIN DEPT OF WORKFORCE DEVELOPMENT', 'UNEMPLOYMENT INSURANCE DIVISION',
             'PO BOX 7905', 'MADISON WI 53707'], '39-6006492', 'XXX-XX-5286', 'LUCAS T FENWICK-ADEYEMI', ['1210 WILLIAMSON ST APT 4', 'MADISON WI 53703'],
             'CLAIM 0082213', boxes, top=14, r=11)
    exp = {'unemploymentCompensation': '9360', 'stateLocalIncomeTaxRefunds': '0', 'federalIncomeTaxWithheld': '936', 'stateTaxWithheld': '374.4',
           **party_expected('WISCONSIN DEPT OF WORKFORCE DEVELOPMENT', '39-6006492', 'LUCAS T FENWICK-ADEYEMI', 'XXX-XX-5286')}
    return document(g.render(), 'lmsans'), [('1099-g', 'unemployment', exp)]


@doc('1099-g-refund-notice', clean='jpg', scan='stamp-highlight', marks=dict(bands=[(0.66, 0.455, 0.86, 0.48)], stamp=0.30))
def g_refund():
    body = r"""
\begin{center}{\large\textbf{STATE OF GEORGIA}}\\ {\Large\textbf{DEPARTMENT OF REVENUE}}\\[1mm]
{\small Taxpayer Services Division \textbullet\ 1800 Century Blvd NE, Atlanta, GA 30345}\end{center}
\vspace{4mm}
\begin{tabular}{@{}p{100mm}l@{}}
Ms. Eloise Badu-Whitfield & Notice date: January 27, 2025\\
612 Oakdale Rd NE & Letter ID: L1772093516\\
Atlanta GA 30307 & Payer's federal ID: 58-6001860\\
\end{tabular}\\[10mm]
{\large\textbf{2024 Form 1099-G: Statement of State Income Tax Refund}}\\[4mm]
Our records show that during calendar year 2024 the Georgia Department of Revenue issued to you a refund, credit or
offset of Georgia individual income tax for tax year 2023. If you itemized deductions on your 2023 federal return,
part or all of this amount may be taxable on your 2024 federal return.\\[6mm]
\begin{center}\renewcommand{\arraystretch}{1.6}
\begin{tabular}{|p{100mm}|r|}\hline
Recipient: Eloise Badu-Whitfield \hfill TIN XXX-XX-1640 & Account 0071-552-880\\ \hline
Box 2 \ State or local income tax refunds, credits, or offsets & \$1,486.00\\ \hline
Box 3 \ Box 2 amount is for tax year & 2023\\ \hline
Box 4 \ Federal income tax withheld & \$0.00\\ \hline
\end{tabular}\end{center}
\vspace{6mm}
Payer: GEORGIA DEPARTMENT OF REVENUE, Atlanta, GA. This notice is your Form 1099-G (OMB No. 1545-0120). A copy has been
furnished to the Internal Revenue Service. You do not need to attach it to your return.\\[16mm]
{\footnotesize To view your 1099-G online visit the Georgia Tax Center. Questions about this notice: (877) 555-0162.}
"""
    exp = {'stateLocalIncomeTaxRefunds': '1486', 'federalIncomeTaxWithheld': '0',
           **party_expected('GEORGIA DEPARTMENT OF REVENUE', '58-6001860', 'Eloise Badu-Whitfield', 'XXX-XX-1640')}
    return document(body, 'lmroman', size='11pt', margin='20mm'), [('1099-g', 'refund-notice', exp)]


@doc('1099-nec-studio', clean='png', scan='page-curl')
def nec():
    g = Grid()
    boxes = [('1 \\ Nonemployee compensation', '27,940.00'), ('2 \\ Payer made direct sales totaling \\$5,000 or more of consumer products to recipient for resale \\chk{}', ''),
             ('3 \\ Excess golden parachute payments', ''), ('4 \\ Federal income tax withheld', ''),
             ('5 \\ State tax withheld', '1,117.60'), ('6 \\ State/Payer\'s state no.', 'MN 4418207'), ('7 \\ State income', '27,940.00'), ('', '')]
    g.text(0, 0, r'\large Foxglove \& Pike Design Studio LLC \hfill \small 2024 contractor tax statement', 'tl', width=195)
    form1099(g, '1099-NEC', 'Nonemployee Compensation', '1545-0116', ['Foxglove & Pike Design Studio LLC', '205 N 1st St Ste 300',
             'Minneapolis, MN 55401', '612-555-0184'], '82-1560734', 'XXX-XX-2259', 'Soren M. Abernethy-Kwan', ['990 Selby Ave', 'St Paul MN 55104'],
             'FPD-0214', boxes, top=8, cols=2, r=13, vf=r'\monof')
    exp = {'nonemployeeCompensation': '27940', 'federalIncomeTaxWithheld': '', 'stateTaxWithheld': '1117.6',
           **party_expected('Foxglove & Pike Design Studio LLC', '82-1560734', 'Soren M. Abernethy-Kwan', 'XXX-XX-2259')}
    return document(g.render(), 'heros'), [('1099-nec', 'studio', exp)]


@doc('1099-misc-royalty', clean='jpg', scan='crop-edge')
def misc():
    g = Grid()
    boxes = [('1 \\ Rents', r'\$4,800.00'), ('2 \\ Royalties', r'\$2,367.45'), ('3 \\ Other income', r'\$1,250.00'),
             ('4 \\ Federal income tax withheld', r'\$0.00'), ('5 \\ Fishing boat proceeds', ''), ('6 \\ Medical and health care payments', ''),
             ('7 \\ Payer made direct sales \\chk{}', ''), ('8 \\ Substitute payments in lieu of dividends or interest', ''),
             ('9 \\ Crop insurance proceeds', ''), ('10 \\ Gross proceeds paid to an attorney', ''),
             ('11 \\ Fish purchased for resale', ''), ('12 \\ Section 409A deferrals', ''),
             ('15 \\ State tax withheld', ''), ('16 \\ State/Payer\'s state no.', ''), ('17 \\ State income', ''), ('', '')]
    form1099(g, '1099-MISC', 'Miscellaneous Information', '1545-0115', ['Larkfield Music Publishing Co', '1025 16th Ave S', 'Nashville, TN 37212'],
             '62-1493008', 'XXX-XX-8837', 'Odessa J. Marchetti-Boone', ['2204 Belmont Blvd', 'Nashville, TN 37212'], 'LMP-R-30119', boxes, r=11)
    exp = {'rentIncome': '4800', 'royalties': '2367.45', 'otherIncome': '1250', 'federalIncomeTaxWithheld': '0',
           **party_expected('Larkfield Music Publishing Co', '62-1493008', 'Odessa J. Marchetti-Boone', 'XXX-XX-8837')}
    return document(g.render(), 'adventor'), [('1099-misc', 'royalty', exp)]


@doc('1099-oid-treasury-strip', clean='png', scan='show-through')
def oid():
    body = r"""
{\Large\textbf{Meridian Trust \& Clearing}} \hfill {\small 2024 Form 1099-OID}\\
{\small 55 Water Street, New York, NY 10041 \textbullet\ Payer's TIN 13-5108834}\\[3mm]
\hrule\vspace{6mm}
\begin{tabular}{@{}p{105mm}l@{}}
RECIPIENT'S name: \textbf{Bartholomew Iheanacho} & RECIPIENT'S TIN: XXX-XX-3061\\
1776 Peachtree St NW Unit 1402, Atlanta GA 30309 & Account: MTC-88-10453\\
\end{tabular}\\[8mm]
\textbf{Original Issue Discount} \quad OMB No. 1545-0117\\[2mm]
\renewcommand{\arraystretch}{1.5}
\begin{tabular}{|p{10mm}|p{95mm}|r|}\hline
Box & Description & Amount\\ \hline
1 & Original issue discount for 2024 & 1,592.88\\ \hline
2 & Other periodic interest & 340.00\\ \hline
3 & Early withdrawal penalty & 0.00\\ \hline
4 & Federal income tax withheld & 0.00\\ \hline
5 & Market discount & 0.00\\ \hline
6 & Acquisition premium & 0.00\\ \hline
7 & Description: US TREAS STRIP 0\% 11/15/2031; FHLB 4.25\% 06/2027 & \\ \hline
8 & Original issue discount on U.S. Treasury obligations & 1,592.88\\ \hline
\end{tabular}\\[8mm]
{\small Box 8 is included in box 1 for the Treasury strip held in this account. This is important tax information and is
being furnished to the Internal Revenue Service.}
"""
    exp = {'originalIssueDiscount': '1592.88', 'otherPeriodicInterest': '340', 'federalIncomeTaxWithheld': '0',
           **party_expected('Meridian Trust & Clearing', '13-5108834', 'Bartholomew Iheanacho', 'XXX-XX-3061')}
    return document(body, 'termes', size='11pt', margin='18mm'), [('1099-oid', 'treasury-strip', exp)]


@doc('ssa-1099-benefit-stub', clean='jpg', scan='thermal', photo=True)
def ssa():
    g = Grid(height=150)
    g.text(0, 0, r'\normalsize\textbf{FORM SSA-1099 -- SOCIAL SECURITY BENEFIT STATEMENT}', 'tl')
    g.text(195, 0, r'\normalsize\textbf{2024}', 'tr')
    g.text(0, 5, r'\scriptsize PART OF YOUR SOCIAL SECURITY BENEFITS SHOWN IN BOX 5 MAY BE TAXABLE INCOME. SEE THE REVERSE FOR MORE INFORMATION.', 'tl', width=195)
    g.cell(0, 11, 110, 11, 'Box 1. Name', 'WINIFRED A. OSTROWSKI-BELL', 'l', vsize=r'\large')
    g.cell(110, 11, 85, 11, 'Box 2. Beneficiary\'s Social Security Number', 'XXX-XX-2487', 'l', vsize=r'\large')
    g.cell(0, 22, 65, 13, 'Box 3. Benefits Paid in 2024', '$24,651.60'.replace('$', r'\$'), vsize=r'\large')
    g.cell(65, 22, 65, 13, 'Box 4. Benefits Repaid to SSA in 2024', '$308.00'.replace('$', r'\$'), vsize=r'\large')
    g.cell(130, 22, 65, 13, 'Box 5. Net Benefits for 2024 (Box 3 minus Box 4)', '$24,343.60'.replace('$', r'\$'), vsize=r'\large')
    g.cell(0, 35, 110, 44, 'DESCRIPTION OF AMOUNT IN BOX 3', [r'Paid by check or direct deposit \hfill \$19,815.60',
           r'Medicare Part B premiums deducted from your benefits \hfill \$2,096.40', r'Voluntary federal income tax withheld \hfill \$2,739.60',
           r'Total additions \hfill \$0.00', r'\textbf{Benefits for 2024} \hfill \$24,651.60'], 'lines:7', vsize=r'\small')
    g.cell(110, 35, 85, 44, 'DESCRIPTION OF AMOUNT IN BOX 4', [r'Benefits repaid to SSA in 2024:', r'Paid in 2023 \hfill \$308.00',
           r'Total \hfill \$308.00'], 'lines:7', vsize=r'\small')
    g.cell(0, 79, 110, 12, 'Box 6. Voluntary Federal Income Tax Withheld', r'\$2,739.60', vsize=r'\large')
    g.cell(110, 79, 85, 12, 'Box 7. Address', ['1915 W ARMITAGE AVE', 'CHICAGO IL 60622'], 'lines:4', vsize=r'\small')
    g.cell(0, 91, 110, 10, 'Box 8. Claim Number (Use this number if you need to contact SSA.)', 'XXX-XX-2487A', 'l')
    g.text(0, 104, r'\scriptsize Form SSA-1099-SM (1-2025) \quad DO NOT RETURN THIS FORM TO SSA OR IRS', 'tl')
    exp = {'box3NetBenefits': '24651.6', 'box4': '308', 'box5NetBenefits': '24343.6', 'federalIncomeTaxWithheld': '2739.6',
           'recipientInfo.name': 'WINIFRED A. OSTROWSKI-BELL', 'recipientInfo.tin': 'XXX-XX-2487'}
    return document(g.render(), 'heros', margin='10mm'), [('ssa-1099', 'benefit-stub', exp)]


@doc('last-year-1040-2023', clean='jpg', scan='crease', photo=True)
def last_year():
    g = Grid()
    g.box(0, 0, 195, 12, thick='1.2pt')
    g.text(1, 1.5, r'\small Form \textbf{\Large 1040}', 'tl')
    g.text(24, 1.5, r'\scriptsize Department of the Treasury---Internal Revenue Service\\[0.5mm] \large\textbf{U.S. Individual Income Tax Return}', 'tl', width=90)
    g.text(120, 1.5, r'\LARGE\textbf{2023}', 'tl')
    g.text(194, 1.5, r'\tiny OMB No. 1545-0074 \quad IRS Use Only', 'tr')
    g.text(0, 13, r'\scriptsize For the year Jan. 1--Dec. 31, 2023, or other tax year beginning \rule{15mm}{0.3pt}, 2023, ending \rule{15mm}{0.3pt}, 20\rule{5mm}{0.3pt} \quad See separate instructions.', 'tl', width=195)
    cap = r'\scriptsize'
    v = lambda s: rf'\mono{{\normalsize {s}}}'
    g.cell(0, 17, 70, 9, 'Your first name and middle initial', v('GABRIEL T'), 'l')
    g.cell(70, 17, 75, 9, 'Last name', v('HALVORSEN-OYELARAN'), 'l')
    g.cell(145, 17, 50, 9, 'Your social security number', v('418-60-2275'), 'l')
    g.cell(0, 26, 70, 9, "If joint return, spouse's first name and middle initial", v('RENATA L'), 'l')
    g.cell(70, 26, 75, 9, 'Last name', v('HALVORSEN-OYELARAN'), 'l')
    g.cell(145, 26, 50, 9, "Spouse's social security number", v('527-33-9014'), 'l')
    g.cell(0, 35, 120, 9, 'Home address (number and street). If you have a P.O. box, see instructions.', v('8124 SUNFLOWER PKWY'), 'l')
    g.cell(120, 35, 25, 9, 'Apt. no.', v('4C'), 'l')
    g.cell(0, 44, 85, 9, 'City, town, or post office. If you have a foreign address, also complete spaces below.', v('OVERLAND PARK'), 'l')
    g.cell(85, 44, 20, 9, 'State', v('KS'), 'l')
    g.cell(105, 44, 40, 9, 'ZIP code', v('66223'), 'l')
    g.cell(0, 53, 60, 8, 'Foreign country name', '', 'l')
    g.cell(60, 53, 50, 8, 'Foreign province/state/county', '', 'l')
    g.cell(110, 53, 35, 8, 'Foreign postal code', '', 'l')
    g.cell(145, 35, 50, 26, r'\textbf{Presidential Election Campaign} Check here if you, or your spouse if filing jointly, want \$3 to go to this fund. Checking a box below will not change your tax or refund.', '', 'l')
    g.text(150, 57, r'\scriptsize \chk{} You \quad \chk{} Spouse', 'tl')
    g.box(0, 61, 195, 14)
    g.text(1, 62, rf'{cap}\textbf{{Filing Status}}\\ Check only one box.', 'tl', width=22)
    g.text(25, 62, r'\scriptsize \chk{} Single \quad \mono{\chk{X}} Married filing jointly (even if only one had income) \quad \chk{} Married filing separately (MFS) \quad \chk{} Head of household (HOH) \quad \chk{} Qualifying surviving spouse (QSS)', 'tl', width=168)
    g.text(25, 70, r'\tiny If you checked the MFS box, enter the name of your spouse. If you checked the HOH or QSS box, enter the child\textquotesingle s name if the qualifying person is a child but not your dependent:', 'tl', width=168)
    g.box(0, 75, 195, 8)
    g.text(1, 76, r'\scriptsize\textbf{Digital Assets} \ At any time during 2023, did you: (a) receive (as a reward, award, or payment for property or services); or (b) sell, exchange, or otherwise dispose of a digital asset (or a financial interest in a digital asset)? (See instructions.) \hfill \chk{} Yes \ \mono{\chk{X}} No', 'tl', width=193)
    g.box(0, 83, 195, 12)
    g.text(1, 84, r'\scriptsize\textbf{Standard Deduction} \quad Someone can claim: \chk{} You as a dependent \quad \chk{} Your spouse as a dependent \quad \chk{} Spouse itemizes on a separate return or you were a dual-status alien', 'tl', width=193)
    g.text(1, 90, r'\scriptsize\textbf{Age/Blindness} \quad You: \chk{} Were born before January 2, 1959 \chk{} Are blind \quad Spouse: \chk{} Was born before January 2, 1959 \chk{} Is blind', 'tl', width=193)
    g.box(0, 95, 195, 26)
    g.text(1, 96, r'\scriptsize\textbf{Dependents} (see instructions):', 'tl')
    g.text(40, 96, r'\tiny (1) First name \hspace{18mm} Last name \hspace{22mm} (2) Social security number \hspace{6mm} (3) Relationship to you \hspace{6mm} (4) Check if qualifies for Child tax credit \quad Credit for other dependents', 'tl', width=155)
    g.text(40, 104, r'\mono{\small NORA \hspace{14mm} HALVORSEN-OYELARAN \hspace{4mm} 611-28-4407 \hspace{8mm} DAUGHTER \hspace{14mm} X}', 'tl')
    g.text(40, 110, r'\mono{\small ELIAS \hspace{13mm} HALVORSEN-OYELARAN \hspace{4mm} 611-28-5519 \hspace{8mm} SON \hspace{23mm} X}', 'tl')
    lines = [('1a', 'Total amount from Form(s) W-2, box 1 (see instructions)', '118,406.'), ('1z', 'Add lines 1a through 1h', '118,406.'),
             ('2b', 'Taxable interest', '1,212.'), ('3b', 'Ordinary dividends', '2,840.'), ('7', 'Capital gain or (loss). Attach Schedule D if required', '1,955.'),
             ('9', 'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income', '124,413.'),
             ('11', 'Subtract line 10 from line 9. This is your adjusted gross income', '124,413.'),
             ('12', 'Standard deduction or itemized deductions (from Schedule A)', '27,700.'), ('15', 'Taxable income', '96,713.')]
    t = 123
    g.text(1, t, r'\small\textbf{Income}', 'tl')
    for n, text, amount in lines:
        g.text(20, t + 4, rf'\scriptsize\textbf{{{n}}} \quad {text} \dotfill', 'bl', width=140)
        g.box(162, t, 8, 5.5)
        g.text(163, t + 4.5, rf'\scriptsize {n}', 'bl')
        g.box(170, t, 25, 5.5)
        g.text(194, t + 4.7, rf'\mono{{\small {amount}}}', 'br')
        t += 5.5
    g.text(0, t + 3, r'\scriptsize For Disclosure, Privacy Act, and Paperwork Reduction Act Notice, see separate instructions. \hfill Cat. No. 11320B \hfill Form \textbf{1040} (2023)', 'tl', width=195)
    exp = {'firstName': 'GABRIEL', 'middleInitial': 'T', 'lastName': 'HALVORSEN-OYELARAN', 'ssn': '418-60-2275', 'spouseFirstName': 'RENATA',
           'spouseMiddleInitial': 'L', 'spouseLastName': 'HALVORSEN-OYELARAN', 'spouseSSN': '527-33-9014', 'street': '8124 SUNFLOWER PKWY',
           'street2': '4C', 'city': 'OVERLAND PARK', 'state': 'KS', 'zip': '66223', 'filingStatus': 'married-joint', 'phone': '', 'email': '',
           'isFullYearResident': 'true'}
    return document(g.render(), 'heros'), [('last-year', 'form-2023', exp)]
