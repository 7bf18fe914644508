"""The documents of printed corpus 3: each builder returns (html, entries). The HTML is drawn by LibreOffice Writer;
entries are (kind, layout, expected). Data invented; amounts consistent with 2024 rates (SS 6.2%, Medicare 1.45%)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from printed_corpus_common import D, money, pct, js_number as js, w2_amount as w2a  # noqa: E402,F401

DOCS = {}


def document(name, scan, photo=False, clean='gray'):
    def register(fn):
        DOCS[name] = dict(build=fn, scan=scan, photo=photo, clean=clean)
        return fn
    return register


def page(body, font='Carlito', size='9pt', margin='0.45in', landscape=False):
    size_rule = '11in 8.5in' if landscape else '8.5in 11in'
    return (f'<html><head><meta charset="utf-8"><style>@page {{ size: {size_rule}; margin: {margin} }}'
            f' body {{ font-family: \'{font}\'; font-size: {size} }} p {{ margin: 0 }}</style></head><body>{body}</body></html>')


def cap(text, color, size='5.8pt'):
    return f'<font color="{color}" style="font-size:{size}">{text}</font>'


def val(text, face=None, size='9pt', bold=False):
    face_rule = f"font-family:'{face}';" if face else ''
    inner = f'<b>{text}</b>' if bold else text
    return f'<span style="{face_rule}font-size:{size}">{inner}</span>'


W2_KEYS = ['firstName', 'lastName', 'ssn', 'employerName', 'employerEIN', 'wages', 'federalIncomeTax',
           'socialSecurityWages', 'socialSecurityTaxWithheld', 'medicareWagesAndTips', 'medicareTaxWithheld',
           'socialSecurityTips', 'allocatedTips', 'dependentCareBenefits', 'nonqualifiedPlans', 'stateId', 'stateWages',
           'stateIncomeTaxWithheld', 'localWages', 'localIncomeTax', 'locality', 'retirementPlan', 'box12', 'secondState']


def w2_figures(gross, pretax_all, pretax_fit, fed):
    ss = D(gross) - D(pretax_all)
    b1 = ss - D(pretax_fit)
    return {'b1': f'{b1:.2f}', 'b2': fed, 'b3': f'{ss:.2f}', 'b4': f'{pct(ss, "0.062")}', 'b5': f'{ss:.2f}',
            'b6': f'{pct(ss, "0.0145")}'}


def w2_expected(w):
    s = w['states']
    e = {
        'firstName': w['first'], 'lastName': w['last'], 'ssn': w['ssn'], 'employerName': w['employer'],
        'employerEIN': w['ein'], 'wages': w2a(w['b1']), 'federalIncomeTax': w2a(w['b2']),
        'socialSecurityWages': w2a(w['b3']), 'socialSecurityTaxWithheld': w2a(w['b4']),
        'medicareWagesAndTips': w2a(w['b5']), 'medicareTaxWithheld': w2a(w['b6']),
        'socialSecurityTips': w2a(w.get('b7')), 'allocatedTips': w2a(w.get('b8')),
        'dependentCareBenefits': w2a(w.get('b10')), 'nonqualifiedPlans': w2a(w.get('b11')),
        'stateId': f'{s[0][0]} {s[0][1]}', 'stateWages': w2a(s[0][2]), 'stateIncomeTaxWithheld': w2a(s[0][3]),
        'localWages': w2a(w.get('local', ('', '', ''))[0]), 'localIncomeTax': w2a(w.get('local', ('', '', ''))[1]),
        'locality': w.get('local', ('', '', ''))[2], 'retirementPlan': 'true' if w['retirement'] else 'false',
        'box12': ', '.join(f'{code} {w2a(amount)}' for code, amount in w['b12']),
        'secondState': f'{s[1][0]} {s[1][1]} {w2a(s[1][2])} {w2a(s[1][3])}' if len(s) > 1 else '',
    }
    if w.get('b14'):
        e['box14'] = ', '.join(f'{label} {w2a(amount)}' for label, amount in w['b14'])
    return e


# ---- W-2 1: an HR system's print, Copy B and Copy C two-up, red ink grid (drop-out style) in Carlito.
HR = dict(first='Marisol', last='Vanterpool', ssn='XXX-XX-4471', ssn_print='XXX-XX-4471',
          employer='Cobalt Ridge Orthopedic Partners PC', ein='46-2178830',
          employer_addr=['2250 Kittredge Loop Rd, Suite 300', 'Boulder, CO 80310'],
          employee_addr=['1418 Pine Needle Ct', 'Louisville, CO 80027'], control='CRO-000318',
          **w2_figures('68400.00', '1980.00', '0.00', '5862.10'),
          b12=[('DD', '10244.16'), ('W', '1980.00')], b14=[('CO FAMLI', '306.72')],
          states=[('CO', '34811920-0001', '61110.00', '2688.84'), ('UT', '14220071-002WTH', '5310.00', '244.26')],
          local=('61110.00', '69.00', 'DENVER OPT'), retirement=False)


def w2_grid_copy(w, ink, tint, copy_line, face_val, commas, x_mark='X'):
    c = lambda t: cap(t, ink)
    v = lambda t, **k: val(t, face_val, **k)
    m = (lambda x: money(x)) if commas else (lambda x: money(x, commas=False))
    td = f'style="border:1px solid {ink}" valign="top"'
    tdt = f'style="border:1px solid {ink}" valign="top" bgcolor="{tint}"'
    b12 = w['b12'] + [('', '')] * (4 - len(w['b12']))
    b12_cells = ''.join(f'<p style="margin:0">{c("12" + "abcd"[i])} {v(code, size="8pt")} &nbsp; {v(m(amt) if amt else "", size="8.5pt")}</p>' for i, (code, amt) in enumerate(b12))
    states = ''.join(
        f'<tr><td {td}>{v(st)}</td><td {td}>{v(sid, size="8pt")}</td><td {td} align="right">{v(m(wg))}</td>'
        f'<td {td} align="right">{v(m(tx))}</td>'
        f'<td {td} align="right">{v(m(w["local"][0]) if i == 0 and w.get("local") else "")}</td>'
        f'<td {td} align="right">{v(m(w["local"][1]) if i == 0 and w.get("local") else "")}</td>'
        f'<td {td}>{v(w["local"][2] if i == 0 and w.get("local") else "", size="8pt")}</td></tr>'
        for i, (st, sid, wg, tx) in enumerate(w['states']))
    b14 = '<br>'.join(f'{v(label, size="8pt")} {v(m(amt), size="8pt")}' for label, amt in w.get('b14', []))
    ret = x_mark if w['retirement'] else '&nbsp;'
    return f'''
<table cellspacing="0" cellpadding="2" width="100%" style="border:1.5px solid {ink}">
<tr><td {td} width="27%">{c("a Employee's social security number")}<br>{v(w['ssn_print'])}</td>
<td {td} width="23%">{c("b Employer identification number (EIN)")}<br>{v(w['ein'])}</td>
<td {tdt} width="25%">{c("1 Wages, tips, other compensation")}<p align="right" style="margin:0">{v(m(w['b1']))}</p></td>
<td {tdt} width="25%">{c("2 Federal income tax withheld")}<p align="right" style="margin:0">{v(m(w['b2']))}</p></td></tr>
<tr><td {td} colspan="2" rowspan="3">{c("c Employer's name, address, and ZIP code")}<br>{v(w['employer'])}<br>{v('<br>'.join(w['employer_addr']), size='8.5pt')}</td>
<td {td}>{c("3 Social security wages")}<p align="right" style="margin:0">{v(m(w['b3']))}</p></td>
<td {td}>{c("4 Social security tax withheld")}<p align="right" style="margin:0">{v(m(w['b4']))}</p></td></tr>
<tr><td {td}>{c("5 Medicare wages and tips")}<p align="right" style="margin:0">{v(m(w['b5']))}</p></td>
<td {td}>{c("6 Medicare tax withheld")}<p align="right" style="margin:0">{v(m(w['b6']))}</p></td></tr>
<tr><td {td}>{c("7 Social security tips")}<br>&nbsp;</td><td {td}>{c("8 Allocated tips")}<br>&nbsp;</td></tr>
<tr><td {td} colspan="2">{c("d Control number")}<br>{v(w['control'], size='8pt')}</td>
<td {td}>{c("9")}<br>&nbsp;</td><td {td}>{c("10 Dependent care benefits")}<br>&nbsp;</td></tr>
<tr><td {td} colspan="2" rowspan="2">{c("e Employee's first name and initial &nbsp; &nbsp; &nbsp; Last name &nbsp; &nbsp; Suff.")}<br>{v(w['first'] + ' &nbsp; &nbsp; ' + w['last'])}<br>{v('<br>'.join(w['employee_addr']), size='8.5pt')}<br>{c("f Employee's address and ZIP code")}</td>
<td {td}>{c("11 Nonqualified plans")}<br>&nbsp;</td><td {td} rowspan="2">{b12_cells}</td></tr>
<tr><td {td}>{c("13 Statutory employee &nbsp; Retirement plan &nbsp; Third-party sick pay")}<br>{v('&nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; ' + ret)}<br>{c("14 Other")}<br>{b14}</td></tr>
</table>
<table cellspacing="0" cellpadding="2" width="100%" style="border:1.5px solid {ink}">
<tr><td {td} width="6%">{c("15 State")}</td><td {td} width="20%">{c("Employer's state ID number")}</td><td {td} width="15%">{c("16 State wages, tips, etc.")}</td>
<td {td} width="14%">{c("17 State income tax")}</td><td {td} width="15%">{c("18 Local wages, tips, etc.")}</td><td {td} width="14%">{c("19 Local income tax")}</td><td {td} width="16%">{c("20 Locality name")}</td></tr>
{states}</table>
<p style="margin:0">{cap('Form <b>W-2</b> Wage and Tax Statement &nbsp; <b>2024</b> &nbsp; Department of the Treasury&mdash;Internal Revenue Service', ink, '7.5pt')} &nbsp; {cap(copy_line, ink, '6pt')}</p>'''


@document('w2-hr-twoup', scan='dropout-red', clean='jpg')
def w2_hr_twoup():
    w = HR
    ink, tint = '#c8102e', '#fbe3e6'
    top = w2_grid_copy(w, ink, tint, "Copy B&mdash;To Be Filed With Employee's FEDERAL Tax Return. This information is being furnished to the Internal Revenue Service.", 'Carlito', True)
    bottom = w2_grid_copy(w, ink, tint, "Copy C&mdash;For EMPLOYEE'S RECORDS (See Notice to Employee on the back of Copy B.)", 'Carlito', True)
    body = (f'<p style="font-size:7pt">Workday HCM &middot; Year-End Tax Forms &middot; Printed 01/24/2025 07:41 &middot; Employee ID 100318</p>'
            f'{top}<hr>{bottom}')
    return page(body, 'Carlito', margin='0.3in'), [('w2', 'hr-twoup', w2_expected(w))]


# ---- W-2 2: a PEO's year-end statement: pay reconciliation on top, then the W-2 boxes as a list, in Caladea.
PEO = dict(first='DESMOND', last='ABERNATHY-KOLE', ssn='XXX-XX-8830', employer='Keystone Staffing Partners PEO LLC',
           ein='23-3094415', **w2_figures('91250.00', '3120.00', '9125.00', '10874.22'),
           b12=[('D', '9125.00'), ('DD', '14460.96'), ('AA', '1200.00')],
           b14=[('NJ SDI', '208.50'), ('NJ FLI', '86.37'), ('NJ UI/HC/WD', '161.55')],
           states=[('NJ', '233-094-415/000', '82005.00', '2718.33'), ('PA', '8812-4407', '82005.00', '2517.55')],
           local=('88130.00', '1321.95', 'PHILADELPHIA'), retirement=True)
PEO['states'] = [('NJ', '233-094-415/000', '79005.00', '2718.33'), ('PA', '8812-4407', '79005.00', '2425.45')]


@document('w2-peo-statement', scan='binding-shadow')
def w2_peo_statement():
    w = PEO
    rows = [('Box 1', 'Wages, tips, other compensation', w['b1']), ('Box 2', 'Federal income tax withheld', w['b2']),
            ('Box 3', 'Social security wages', w['b3']), ('Box 4', 'Social security tax withheld', w['b4']),
            ('Box 5', 'Medicare wages and tips', w['b5']), ('Box 6', 'Medicare tax withheld', w['b6'])]
    box_rows = ''.join(f'<tr><td width="12%">{b}</td><td width="58%">{t}</td><td width="30%" align="right">{money(a, dollar=True)}</td></tr>' for b, t, a in rows)
    b12_rows = ''.join(f'<tr><td>Box 12{"abcd"[i]}</td><td>Code {c} &ndash; {desc}</td><td align="right">{money(a, dollar=True)}</td></tr>'
                       for i, ((c, a), desc) in enumerate(zip(w['b12'], ['Elective deferrals 401(k)', 'Cost of employer-sponsored health coverage', 'Designated Roth contributions 401(k)'])))
    b14_rows = ''.join(f'<tr><td>Box 14</td><td>{label}</td><td align="right">{money(a, dollar=True)}</td></tr>' for label, a in w['b14'])
    states = ''.join(f'<tr><td>{st}</td><td>{sid}</td><td align="right">{money(wg)}</td><td align="right">{money(tx)}</td><td align="right">{money(w["local"][0]) if i == 1 else ""}</td><td align="right">{money(w["local"][1]) if i == 1 else ""}</td><td>{w["local"][2] if i == 1 else ""}</td></tr>'
                     for i, (st, sid, wg, tx) in enumerate(w['states']))
    body = f'''
<table width="100%" cellspacing="0"><tr><td><font size="5"><b>Keystone Staffing Partners</b></font><br>PEO LLC &middot; 600 Market Street, 14th Floor &middot; Philadelphia, PA 19106</td>
<td align="right"><b>2024 Form W-2 Statement</b><br>Wage and Tax Statement<br>Copy B &ndash; Employee federal return</td></tr></table>
<hr>
<table width="100%" cellspacing="0" cellpadding="2"><tr><td width="50%" valign="top"><b>Employee</b><br>{w['first']} {w['last']}<br>88 Tremont Ave Unit 2<br>Cherry Hill, NJ 08002<br>SSN: {w['ssn']}</td>
<td width="50%" valign="top"><b>Employer of record</b><br>{w['employer']}<br>EIN: {w['ein']}<br>Worksite client: Brightfield Dental Group<br>Control no. KSP-24-77120</td></tr></table>
<p>&nbsp;</p>
<p><b>Year-to-date pay reconciliation</b> (for your information; not reported to the IRS)</p>
<table width="70%" cellspacing="0" cellpadding="1" border="1" bordercolor="#888888">
<tr><td>Gross pay</td><td align="right">{money('91250.00')}</td></tr>
<tr><td>Less section 125 (medical, dental, vision)</td><td align="right">({money('3120.00')})</td></tr>
<tr><td>Less 401(k) pre-tax deferral</td><td align="right">({money('9125.00')})</td></tr>
<tr><td>Add Roth 401(k) already in wages</td><td align="right">0.00</td></tr>
</table>
<p>&nbsp;</p>
<p><b>Form W-2 boxes</b></p>
<table width="100%" cellspacing="0" cellpadding="2" border="1" bordercolor="#444444">{box_rows}
<tr><td>Box 7</td><td>Social security tips</td><td align="right"></td></tr>
<tr><td>Box 10</td><td>Dependent care benefits</td><td align="right"></td></tr>
{b12_rows}
<tr><td>Box 13</td><td>Retirement plan</td><td align="right">[X] Yes</td></tr>
{b14_rows}</table>
<p>&nbsp;</p>
<p><b>State and local (boxes 15&ndash;20)</b></p>
<table width="100%" cellspacing="0" cellpadding="2" border="1" bordercolor="#444444">
<tr><td><i>15 State</i></td><td><i>Employer state ID</i></td><td><i>16 State wages</i></td><td><i>17 State tax</i></td><td><i>18 Local wages</i></td><td><i>19 Local tax</i></td><td><i>20 Locality</i></td></tr>
{states}</table>
<p>&nbsp;</p><p style="font-size:7.5pt">Your Box 1 wages are lower than gross pay because pre-tax deferrals and section 125 deductions are excluded. Box 3 and Box 5 exclude section 125 deductions only. Keep this statement with your records.</p>'''
    return page(body, 'Caladea', '9.5pt', '0.6in'), [('w2', 'peo-statement', w2_expected(w))]


# ---- W-2 3: close to the IRS form: black grid, Nimbus Sans captions, Courier-like values, no separators, full SSN.
IRS = dict(first='Jun', last='Takahashi', ssn='527-18-0462', ssn_print='527-18-0462', employer='Desert Bloom Irrigation Supply Co',
           ein='86-0731145', employer_addr=['4410 E Broadway Blvd', 'Tucson, AZ 85711'],
           employee_addr=['902 W Calle Sombra', 'Tucson, AZ 85705'], control='00442',
           **w2_figures('38920.00', '0.00', '1167.60', '2104.00'),
           b12=[('D', '1167.60'), ('DD', '7213.44')], b14=[],
           states=[('AZ', '0731145-A', '37752.40', '943.81')], retirement=True)


@document('w2-irs-like', scan='upside-down', photo=True, clean='png')
def w2_irs_like():
    w = IRS
    inner = w2_grid_copy(w, '#000000', '#ffffff', "Copy 2&mdash;To Be Filed With Employee's State, City, or Local Income Tax Return", 'Nimbus Mono PS', False)
    body = f'<p>&nbsp;</p>{inner}<p>&nbsp;</p><p style="font-size:7pt">22222 &nbsp; Void &nbsp; OMB No. 1545-0008</p>'
    return page(body, 'Nimbus Sans', margin='0.5in'), [('w2', 'irs-like', w2_expected(w))]


# ---- W-2 4: a small-business accounting program's W-2 print on plain paper, landscape, two columns of label: value.
BOOK = dict(first='Priya', last='Raghunathan', ssn='XXX-XX-2095', employer='Tidewater Marine Canvas & Upholstery',
            ein='54-1983307', **w2_figures('52780.50', '0.00', '0.00', '4410.00'),
            b12=[], b14=[], states=[('VA', '10-541983307F-001', '52780.50', '2406.44')], retirement=False)
BOOK['b7'] = '3116.00'
BOOK['b3'] = '49664.50'  # box 3 leaves out the tips in box 7; boxes 1 and 5 hold them
BOOK['b4'] = f"{pct('49664.50', '0.062')}"
BOOK['b10'] = '1850.00'


@document('w2-accounting-landscape', scan='faded-toner')
def w2_accounting():
    w = BOOK
    left = [('Employee SSN', w['ssn']), ('Employee', f"{w['first']} {w['last']}"), ('', '63 Quarterdeck Way, Hampton VA 23669'),
            ('Employer EIN', w['ein']), ('Employer', w['employer']), ('', '1200 Settlers Landing Rd, Hampton VA 23669')]
    right = [('1 Wages, tips, other comp.', w['b1']), ('2 Federal income tax withheld', w['b2']), ('3 Social security wages', w['b3']),
             ('4 Social security tax withheld', w['b4']), ('5 Medicare wages and tips', w['b5']), ('6 Medicare tax withheld', w['b6']),
             ('7 Social security tips', w['b7']), ('10 Dependent care benefits', w['b10'])]
    l_rows = ''.join(f'<tr><td width="35%"><i>{a}</i></td><td>{b}</td></tr>' for a, b in left)
    r_rows = ''.join(f'<tr><td width="62%"><i>{a}</i></td><td align="right">{money(b, commas=False)}</td></tr>' for a, b in right)
    st = w['states'][0]
    body = f'''<p style="font-size:13pt"><b>W-2 Wage and Tax Statement 2024</b> &nbsp; <font size="2">Copy B, To Be Filed With Employee's FEDERAL Tax Return</font></p><hr>
<table width="100%" cellspacing="0" cellpadding="0"><tr><td width="48%" valign="top"><table width="100%" cellpadding="2">{l_rows}</table></td><td width="4%"></td>
<td width="48%" valign="top"><table width="100%" cellpadding="2">{r_rows}
<tr><td><i>13 Retirement plan</i></td><td align="right">No</td></tr></table></td></tr></table><hr>
<table width="100%" cellpadding="2"><tr><td><i>15 State / Employer's state ID no.</i></td><td><i>16 State wages, tips, etc.</i></td><td><i>17 State income tax</i></td></tr>
<tr><td>{st[0]} &nbsp; {st[1]}</td><td>{money(st[2], commas=False)}</td><td>{money(st[3], commas=False)}</td></tr></table>
<p>&nbsp;</p><p style="font-size:8pt">Printed from QuickLedger Payroll 2024.3 &mdash; employee copy. Dept. of the Treasury &ndash; Internal Revenue Service</p>'''
    return page(body, 'P052', '10.5pt', '0.6in', landscape=True), [('w2', 'accounting-landscape', w2_expected(w))]


# ---- 1099 helpers: a form-like grid (payer block left, boxes right).
def form_1099(ink, tint, title, form_no, payer, payer_tin, recip, recip_tin, recip_addr, account, boxes, copy_line, face='Carlito', vface=None, cols=2):
    td = f'style="border:1px solid {ink}" valign="top"'
    c = lambda t: cap(t, ink, '6pt')
    v = lambda t: val(t, vface, '9pt')
    cells = []
    for label, amount in boxes:
        cells.append(f'<td {td} bgcolor="{tint}" width="{50 // cols}%">{c(label)}<p align="right" style="margin:0">{v(amount)}</p></td>')
    rows = [cells[i:i + cols] for i in range(0, len(cells), cols)]
    left = [f'<td {td} rowspan="{max(1, len(rows) - 3)}">{c("PAYER&rsquo;S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.")}<br>{v("<br>".join(payer))}</td>',
            f'<td {td}>{c("PAYER&rsquo;S TIN")}<br>{v(payer_tin)}</td>',
            f'<td {td}>{c("RECIPIENT&rsquo;S TIN")}<br>{v(recip_tin)}</td>',
            f'<td {td}>{c("RECIPIENT&rsquo;S name")}<br>{v(recip)}<br>{c("Street address (including apt. no.), City or town, state, ZIP")}<br>{v("<br>".join(recip_addr))}<br>{c("Account number (see instructions)")}<br>{v(account)}</td>']
    html_rows = []
    n = len(rows)
    for i in range(max(n, 4)):
        l = ''
        if i == 0:
            l = left[0]
        elif i == n - 3:
            l = left[1]
        elif i == n - 2:
            l = left[2]
        elif i == n - 1:
            l = left[3]
        r = ''.join(rows[i]) if i < n else ''
        html_rows.append(f'<tr>{l}{r}</tr>')
    return f'''<table cellspacing="0" cellpadding="2" width="100%" style="border:1.5px solid {ink}">
<tr><td colspan="{cols + 1}" style="border:1px solid {ink}"><font color="{ink}"><b style="font-size:12pt">{form_no}</b> &nbsp; <b>{title}</b> &nbsp; <span style="font-size:7pt">For calendar year <b>2024</b> &nbsp; OMB No. 1545-0112 &nbsp; {copy_line}</span></font></td></tr>
{''.join(html_rows)}</table>'''


def exp_1099(amounts, payer, payer_tin, recip, recip_tin):
    return {**amounts, 'payerInfo.name': payer, 'payerInfo.tin': payer_tin, 'recipientInfo.name': recip, 'recipientInfo.tin': recip_tin}


# ---- 1099-INT 1: a bank's year-end statement letter on top, the form (green ink) below.
@document('1099-int-bank-letter', scan='dropout-green', photo=True, clean='jpg')
def int_bank_letter():
    payer, tin, recip, rtin = 'Harborview Savings Bank, N.A.', '05-0219476', 'ALEJANDRA M. QUINTERO-BLAKE', 'XXX-XX-7315'
    boxes = [('1 Interest income', '$3,482.17'), ('2 Early withdrawal penalty', '$41.09'),
             ('3 Interest on U.S. Savings Bonds and Treasury obligations', '$0.00'), ('4 Federal income tax withheld', '$0.00'),
             ('5 Investment expenses', ''), ('6 Foreign tax paid', ''), ('8 Tax-exempt interest', ''), ('9 Specified private activity bond interest', '')]
    form = form_1099('#1b7f3b', '#e6f4ea', 'Interest Income', 'Form 1099-INT', [payer, '100 Wickenden St', 'Providence, RI 02903', '(401) 555-0190'],
                     tin, recip, rtin, ['27 Benefit St Apt 4', 'Providence RI 02904'], 'XXXXXX0822', boxes, 'Copy B For Recipient')
    body = f'''<p style="font-size:15pt;color:#1b7f3b"><b>Harborview Savings Bank</b></p><p>Member FDIC &middot; 100 Wickenden St &middot; Providence, RI 02903</p><p>&nbsp;</p>
<p>January 28, 2025</p><p>&nbsp;</p><p>{recip}<br>27 Benefit St Apt 4<br>Providence RI 02904</p><p>&nbsp;</p>
<p>Dear Customer,</p><p>Below is your 2024 Form 1099-INT. Interest of $3,482.17 was paid on your accounts in 2024: Premier Money Market XXXXXX0822 ($2,910.55) and 18-Month CD XXXXXX4410 ($571.62).
A penalty of $41.09 was charged for the early closing of a certificate. This amount is deductible on Schedule 1 (Form 1040).</p><p>&nbsp;</p>
<table width="60%" border="1" cellspacing="0" cellpadding="2" bordercolor="#999999"><tr><td><b>Account</b></td><td align="right"><b>Interest paid 2024</b></td></tr>
<tr><td>Premier Money Market XXXXXX0822</td><td align="right">2,910.55</td></tr><tr><td>18-Month CD XXXXXX4410</td><td align="right">571.62</td></tr></table>
<p>&nbsp;</p><p>&nbsp;</p>{form}<p style="font-size:7pt">This is important tax information and is being furnished to the IRS. (keep for your records)</p>'''
    exp = exp_1099({'interestIncome': '3482.17', 'earlyWithdrawalPenalty': '41.09', 'usSavingsBondsInterest': '0', 'federalIncomeTaxWithheld': '0'}, payer, tin, recip, rtin)
    return page(body, 'Carlito', '10pt', '0.6in'), [('1099-int', 'bank-letter', exp)]


# ---- 1099-INT 2: a credit union's plain-text substitute form in a Courier-like face, box list.
@document('1099-int-cu-courier', scan='rotated-90', clean='png')
def int_cu_courier():
    payer, tin, recip, rtin = 'Sierra Foothills Federal Credit Union', '94-1172683', 'Wendell J Abara', '***-**-5528'
    lines = ['SIERRA FOOTHILLS FEDERAL CREDIT UNION', 'PO BOX 1410  AUBURN CA 95604', "PAYER'S FEDERAL ID NO: 94-1172683", '',
             '                 2024 FORM 1099-INT  INTEREST INCOME', '              (SUBSTITUTE FORM - COPY B FOR RECIPIENT)', '',
             "RECIPIENT'S NAME AND ADDRESS              RECIPIENT'S ID NO: ***-**-5528",
             'Wendell J Abara', '3307 Dry Creek Rd', 'Auburn CA 95602', 'MEMBER NUMBER: 0041187', '',
             'BOX  DESCRIPTION                                         AMOUNT',
             '---  --------------------------------------------  ------------',
             ' 1   INTEREST INCOME                                    1184.60',
             ' 2   EARLY WITHDRAWAL PENALTY                              0.00',
             ' 3   INT ON US SAVINGS BONDS AND TREAS OBLIGATIONS         0.00',
             ' 4   FEDERAL INCOME TAX WITHHELD                          118.46',
             ' 8   TAX-EXEMPT INTEREST                                   0.00', '',
             'DIVIDENDS ON SHARE ACCOUNTS ARE REPORTED AS INTEREST.', 'BACKUP WITHHOLDING APPLIED: YES (BOX 4)',
             '', 'THIS IS IMPORTANT TAX INFORMATION AND IS BEING FURNISHED TO THE', 'INTERNAL REVENUE SERVICE.']
    body = '<pre style="font-family:\'Nimbus Mono PS\';font-size:10pt">' + '\n'.join(l.replace('&', '&amp;') for l in lines) + '</pre>'
    exp = exp_1099({'interestIncome': '1184.6', 'earlyWithdrawalPenalty': '0', 'usSavingsBondsInterest': '0', 'federalIncomeTaxWithheld': '118.46'}, payer.upper(), tin, recip, 'XXX-XX-5528')
    return page(body, 'Nimbus Mono PS', '10pt', '0.8in'), [('1099-int', 'cu-courier', exp)]


# ---- 1099-DIV 1: a fund company's form grid, blue ink, three columns of boxes.
@document('1099-div-fund-grid', scan='halftone', clean='jpg')
def div_fund_grid():
    payer, tin, recip, rtin = 'Meridian Peak Funds', '84-1462290', 'Tobias Engelhardt', 'XXX-XX-6107'
    boxes = [('1a Total ordinary dividends', '2,716.48'), ('1b Qualified dividends', '2,044.90'), ('2a Total capital gain distr.', '1,388.05'),
             ('2b Unrecap. Sec. 1250 gain', '0.00'), ('2c Section 1202 gain', '0.00'), ('2d Collectibles (28%) gain', '0.00'),
             ('3 Nondividend distributions', '57.12'), ('4 Federal income tax withheld', '0.00'), ('5 Section 199A dividends', '118.30'),
             ('6 Investment expenses', '0.00'), ('7 Foreign tax paid', '33.74'), ('8 Foreign country or U.S. possession', 'Various'),
             ('12 Exempt-interest dividends', '0.00'), ('13 Specified private activity bond interest dividends', '0.00'), ('16 State tax withheld', '0.00')]
    form = form_1099('#1d3f9a', '#e8eefb', 'Dividends and Distributions', 'Form 1099-DIV', [payer, 'c/o Shareholder Services', 'PO Box 219004', 'Kansas City, MO 64121-9004'],
                     tin, recip, rtin, ['5120 Larkspur Lane', 'Fort Collins, CO 80526'], '0093-4418820', boxes, 'Copy B For Recipient', cols=3)
    body = f'''<table width="100%"><tr><td><font size="5" color="#1d3f9a"><b>MERIDIAN PEAK</b></font> <font color="#1d3f9a">FUNDS</font></td><td align="right">2024 Tax Information Statement<br>Page 1 of 1</td></tr></table><hr>
<p>Fund: Meridian Peak Balanced Income Fund &ndash; Investor Class (MPBIX) &nbsp; Account 0093-4418820</p><p>&nbsp;</p>{form}
<p>&nbsp;</p><p style="font-size:8pt">Box 1a includes box 1b and box 5. Foreign tax paid may be claimed as a credit or deduction. Distributions of $57.12 in box 3 reduce your cost basis.</p>'''
    exp = exp_1099({'totalOrdinaryDividends': '2716.48', 'qualifiedDividends': '2044.9', 'totalCapitalGainDistributions': '1388.05',
                    'nondividendDistributions': '57.12', 'federalIncomeTaxWithheld': '0', 'section199ADividends': '118.3', 'foreignTaxPaid': '33.74'}, payer, tin, recip, rtin)
    return page(body, 'Nimbus Sans Narrow', '9pt', '0.5in'), [('1099-div', 'fund-grid', exp)]


# ---- 1099-DIV 2: a brokerage summary page, two copies (recipient + state) printed two-up, line list.
@document('1099-div-broker-twoup', scan='photocopy-85')
def div_broker_twoup():
    payer, tin, recip, rtin = 'Larchmont Clearing Services LLC', '13-4402716', 'CHIDINMA OKORO-LINDQVIST', 'XXX-XX-2264'

    def half(copy):
        items = [('1a', 'Total ordinary dividends', '9,306.41'), ('1b', 'Qualified dividends', '7,812.09'), ('2a', 'Total capital gain distributions', '2,145.00'),
                 ('3', 'Nondividend distributions', '0.00'), ('4', 'Federal income tax withheld', '930.64'), ('5', 'Section 199A dividends', '611.20'),
                 ('7', 'Foreign tax paid', '204.18'), ('12', 'Exempt-interest dividends', '1,022.50'), ('14', 'State', 'NY'), ('16', 'State tax withheld', '0.00')]
        rows = ''.join(f'<tr><td width="8%">{b}</td><td width="62%">{t}</td><td width="30%" align="right">{a}</td></tr>' for b, t, a in items)
        return f'''<table width="100%" cellspacing="0" cellpadding="3" style="border:1px solid #000000"><tr><td>
<p><b>LARCHMONT CLEARING SERVICES LLC</b> &nbsp; Federal ID 13-4402716 &nbsp; 2 Gateway Plaza, Jersey City NJ 07311</p>
<p><b>2024 FORM 1099-DIV &ndash; DIVIDENDS AND DISTRIBUTIONS</b> &nbsp; {copy}</p>
<p>Recipient: {recip} &nbsp; TIN {rtin} &nbsp; Account 7WX-20418 &nbsp; 41 Tuckahoe Rd, Yonkers NY 10710</p>
<table width="100%" cellspacing="0" cellpadding="1">{rows}</table></td></tr></table>'''
    body = f'{half("Copy B for Recipient")}<p>&nbsp;</p><p align="center">- - - - - - - - - - - - fold and tear here - - - - - - - - - - - -</p><p>&nbsp;</p>{half("Copy 2 for State")}'
    exp = exp_1099({'totalOrdinaryDividends': '9306.41', 'qualifiedDividends': '7812.09', 'totalCapitalGainDistributions': '2145',
                    'nondividendDistributions': '0', 'federalIncomeTaxWithheld': '930.64', 'section199ADividends': '611.2', 'foreignTaxPaid': '204.18'}, payer, tin, recip, rtin)
    return page(body, 'C059', '9.5pt', '0.6in'), [('1099-div', 'broker-twoup', exp)]


# ---- 1099-B: a broker statement with short-term sales rows and totals, landscape.
SALES = [('100 sh NORTHFIELD ROBOTICS INC', 'NFRB', '03/04/2024', '07/19/2024', '5,412.80', '4,980.00', ''),
         ('35 sh CASCADE BIOMED CORP', 'CSBM', '01/22/2024', '05/02/2024', '2,104.55', '2,466.10', '361.55'),
         ('60 sh CASCADE BIOMED CORP', 'CSBM', '05/20/2024', '10/11/2024', '4,020.00', '3,318.40', ''),
         ('250 sh HALCYON SOLAR TR UNIT', 'HSTU', '02/14/2024', '12/09/2024', '7,837.25', '8,102.75', ''),
         ('12 sh VANTAGE RAIL HOLDINGS', 'VRHX', '06/03/2024', '11/27/2024', '1,318.44', '1,209.96', '')]


@document('1099-b-broker-statement', scan='jpeg130')
def b_broker():
    payer, tin, recip, rtin = 'Larchmont Clearing Services LLC', '13-4402716', 'CHIDINMA OKORO-LINDQVIST', 'XXX-XX-2264'
    head = ['1a Description of property', 'CUSIP/Symbol', '1b Date acquired', '1c Date sold or disposed', '1d Proceeds', '1e Cost or other basis', '1g Wash sale loss disallowed', 'Gain or (loss)']
    rows = []
    for d, sym, a, s, p, c, w in SALES:
        gain = D(p) - D(c) + (D(w) if w else 0)
        g = money(gain) if gain >= 0 else f'({money(-gain)})'
        rows.append(f'<tr><td>{d}</td><td>{sym}</td><td>{a}</td><td>{s}</td><td align="right">{p}</td><td align="right">{c}</td><td align="right">{w}</td><td align="right">{g}</td></tr>')
    tp, tc, tw = sum(D(r[4]) for r in SALES), sum(D(r[5]) for r in SALES), sum(D(r[6] or 0) for r in SALES)
    tg = tp - tc + tw
    body = f'''<table width="100%"><tr><td><b style="font-size:13pt">LARCHMONT CLEARING SERVICES LLC</b><br>2 Gateway Plaza, Jersey City NJ 07311 &middot; Payer's TIN {tin}</td>
<td align="right"><b>2024 FORM 1099-B</b><br>Proceeds From Broker and Barter Exchange Transactions<br>Copy B for Recipient &middot; OMB No. 1545-0715</td></tr></table><hr>
<p>Recipient: <b>{recip}</b> &nbsp; Recipient's TIN: {rtin} &nbsp; Account 7WX-20418</p><p>&nbsp;</p>
<p><b>SHORT-TERM TRANSACTIONS FOR COVERED TAX LOTS</b> &ndash; Report on Form 8949, Part I, with Box A checked. Box 2: Short-term. Box 12: Basis reported to the IRS.</p>
<table width="100%" cellspacing="0" cellpadding="2" border="1" bordercolor="#777777"><tr>{''.join(f'<td><b><span style="font-size:7.5pt">{h}</span></b></td>' for h in head)}</tr>{''.join(rows)}
<tr><td colspan="4"><b>Total short-term covered</b></td><td align="right"><b>{money(tp)}</b></td><td align="right"><b>{money(tc)}</b></td><td align="right"><b>{money(tw)}</b></td><td align="right"><b>{money(tg)}</b></td></tr></table>
<p>&nbsp;</p><table cellpadding="2"><tr><td>4 Federal income tax withheld</td><td align="right">0.00</td></tr><tr><td>16 State tax withheld</td><td align="right">0.00</td></tr></table>
<p>&nbsp;</p><p><b>LONG-TERM TRANSACTIONS</b>: none reported for 2024. &nbsp; <b>NONCOVERED LOTS</b>: none.</p>'''
    exp = exp_1099({'proceedsFromSales': js(tp), 'costBasis': js(tc), 'washSaleAdjustment': js(tw), 'federalIncomeTaxWithheld': '0', 'shortTermOrLongTerm': 'short'}, payer, tin, recip, rtin)
    return page(body, 'Carlito', '9pt', '0.5in', landscape=True), [('1099-b', 'broker-statement', exp)]


# ---- 1099-R 1: an IRA custodian's form, two copies two-up (recipient, state), code 7.
@document('1099-r-ira-grid', scan='photocopy-85')
def r_ira_grid():
    payer, tin, recip, rtin = 'Bayshore Trust Company IRA Custodian', '59-3318402', 'Rosemary D Achebe', 'XXX-XX-3871'
    boxes = [('1 Gross distribution', '$24,000.00'), ('2a Taxable amount', '$24,000.00'), ('2b Taxable amount not determined [ ]  Total distribution [X]', ''),
             ('3 Capital gain (included in box 2a)', ''), ('4 Federal income tax withheld', '$2,400.00'), ('5 Employee contributions', ''),
             ('7 Distribution code(s)', '7'), ('IRA/ SEP/ SIMPLE', '[X]'), ('14 State tax withheld', '$960.00'), ('15 State/Payer&rsquo;s state no.', 'GA 0938871-RT')]
    form = lambda copy: form_1099('#000000', '#f2f2f2', 'Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc.', 'Form 1099-R',
                                  [payer, '800 N Magnolia Ave Ste 1100', 'Orlando, FL 32803'], tin, recip, rtin, ['19 Camellia Walk', 'Savannah, GA 31405'], 'IRA-5521930', boxes, copy, vface='Nimbus Mono PS')
    body = f'{form("Copy B Report this income on your federal tax return.")}<p>&nbsp;</p><p align="center">&#9986; - - - - - - - - - - - - - - - - - - - - - -</p><p>&nbsp;</p>{form("Copy 2 File this copy with your state income tax return.")}'
    exp = exp_1099({'grossDistribution': '24000', 'taxableAmount': '24000', 'federalIncomeTaxWithheld': '2400', 'stateTaxWithheld': '960', 'distributionCode': '7'}, payer, tin, recip, rtin)
    return page(body, 'Nimbus Sans', '9pt', '0.5in'), [('1099-r', 'ira-grid', exp)]


# ---- 1099-R 2: an insurer's annuity statement: 2a left blank, 2b 'taxable amount not determined' checked, code 7.
@document('1099-r-annuity-letter', scan='faded-toner')
def r_annuity():
    payer, tin, recip, rtin = 'Great Plains Mutual Life Insurance Company', '47-0298815', 'HOWARD L. PETTIGREW', 'XXX-XX-0956'
    rows = [('Box 1', 'Gross distribution', '14,820.00'), ('Box 2a', 'Taxable amount', ''), ('Box 2b', 'Taxable amount not determined', 'X'),
            ('Box 2b', 'Total distribution', ''), ('Box 4', 'Federal income tax withheld', '1,482.00'), ('Box 5', 'Employee contributions/Designated Roth contributions or insurance premiums', ''),
            ('Box 7', 'Distribution code(s)', '7'), ('Box 7', 'IRA/SEP/SIMPLE', ''), ('Box 9b', 'Total employee contributions', '96,400.00'), ('Box 14', 'State tax withheld', '0.00'), ('Box 15', 'State', 'NE')]
    trs = ''.join(f'<tr><td width="12%">{a}</td><td width="63%">{b}</td><td width="25%" align="right">{c}</td></tr>' for a, b, c in rows)
    body = f'''<p style="font-size:16pt"><b>Great Plains Mutual</b></p><p>Life Insurance Company &middot; 1400 Farnam St &middot; Omaha NE 68102 &middot; Federal ID 47-0298815</p><hr>
<p>&nbsp;</p><p><b>2024 Form 1099-R</b> &ndash; Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc. &nbsp; <i>Copy B &ndash; Report this income on your federal tax return</i></p><p>&nbsp;</p>
<p>Annuitant: {recip}<br>SSN: {rtin}<br>2210 Sheridan Blvd<br>Lincoln NE 68502<br>Contract No. GP-A-0417552</p><p>&nbsp;</p>
<table width="100%" border="1" cellspacing="0" cellpadding="3" bordercolor="#333333">{trs}</table><p>&nbsp;</p>
<p>We were unable to determine the taxable portion of your annuity payments because your investment in the contract may have been recovered in part in earlier years. Use the Simplified Method worksheet or the General Rule (IRS Publication 575 / 939) to figure the taxable amount.</p>'''
    exp = exp_1099({'grossDistribution': '14820', 'taxableAmount': '', 'federalIncomeTaxWithheld': '1482', 'stateTaxWithheld': '0', 'distributionCode': '7'}, payer, tin, recip, rtin)
    return page(body, 'Caladea', '10pt', '0.7in'), [('1099-r', 'annuity-letter', exp)]


# ---- 1099-NEC: a bookkeeping service's print of the form, red ink on a tinted band.
@document('1099-nec-bookkeeper', scan='dropout-red', photo=True)
def nec_bookkeeper():
    payer, tin, recip, rtin = 'Lantern Hill Veterinary Clinic PLLC', '27-4190352', 'Rafael Ignacio Montenegro', 'XXX-XX-9046'
    boxes = [('1 Nonemployee compensation', '$18,725.00'), ('2 Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale', '[ ]'),
             ('3', ''), ('4 Federal income tax withheld', '$0.00'), ('5 State tax withheld', '$0.00'), ('6 State/Payer&rsquo;s state no.', 'VT 030-4190352'), ('7 State income', '$18,725.00')]
    form = form_1099('#c8102e', '#fdecee', 'Nonemployee Compensation', 'Form 1099-NEC', [payer, '36 Lantern Hill Rd', 'Middlebury, VT 05753'],
                     tin, recip, rtin, ['5 Elm St Apt 2', 'Vergennes, VT 05491'], 'LHV-1099-014', boxes, 'Copy B For Recipient', face='Carlito')
    body = f'<p>&nbsp;</p>{form}<p>&nbsp;</p><p style="font-size:7.5pt">This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.</p>'
    exp = exp_1099({'nonemployeeCompensation': '18725', 'federalIncomeTaxWithheld': '0', 'stateTaxWithheld': '0'}, payer, tin, recip, rtin)
    return page(body, 'Carlito', '9pt', '0.6in'), [('1099-nec', 'bookkeeper', exp)]


# ---- 1099-MISC: royalty/rent payer's statement in a serif table, rents + other income.
@document('1099-misc-farm-lease', scan='rotated-90', clean='png')
def misc_farm():
    payer, tin, recip, rtin = 'Prairie Wind Energy Holdings LLC', '81-2047719', 'Ingrid Solberg Haugen', 'XXX-XX-6652'
    rows = [('1', 'Rents', '12,600.00'), ('2', 'Royalties', '0.00'), ('3', 'Other income', '2,250.00'), ('4', 'Federal income tax withheld', '0.00'),
            ('5', 'Fishing boat proceeds', ''), ('6', 'Medical and health care payments', ''), ('10', 'Gross proceeds paid to an attorney', ''),
            ('15', 'State tax withheld', '0.00'), ('16', 'State/Payer&rsquo;s state no.', 'ND 0047719'), ('17', 'State income', '14,850.00')]
    trs = ''.join(f'<tr><td width="8%" align="center">{a}</td><td width="62%">{b}</td><td width="30%" align="right">{c}</td></tr>' for a, b, c in rows)
    body = f'''<table width="100%"><tr><td valign="top"><b>PAYER</b><br>{payer}<br>700 E Main Ave Suite 210<br>Bismarck ND 58501<br>Payer's TIN: {tin}</td>
<td valign="top" align="right"><font size="5"><b>1099-MISC</b></font><br>Miscellaneous Information<br>Tax year 2024 &middot; Copy B For Recipient</td></tr></table>
<p>&nbsp;</p><p><b>RECIPIENT</b><br>{recip}<br>Recipient's TIN: {rtin}<br>4417 County Road 19<br>Hettinger ND 58639<br>Account: Lease WT-14 / Tract 6</p><p>&nbsp;</p>
<table width="100%" border="1" cellspacing="0" cellpadding="3" bordercolor="#000000"><tr><td align="center"><b>Box</b></td><td><b>Description</b></td><td align="right"><b>Amount</b></td></tr>{trs}</table>
<p>&nbsp;</p><p style="font-size:8.5pt">Box 1: wind-turbine site lease rent, 3 turbine pads. Box 3: crop-damage settlement. This is important tax information and is being furnished to the IRS.</p>'''
    exp = exp_1099({'rentIncome': '12600', 'otherIncome': '2250', 'federalIncomeTaxWithheld': '0'}, payer, tin, recip, rtin)
    return page(body, 'C059', '10pt', '0.7in'), [('1099-misc', 'farm-lease', exp)]


# ---- 1099-G: a state labor department's unemployment form, blue ink grid.
@document('1099-g-labor-dept', scan='dropout-blue')
def g_labor():
    payer, tin, recip, rtin = 'Oregon Employment Department', '93-6001952', 'BRYNN A. CALLOWAY', 'XXX-XX-1188'
    boxes = [('1 Unemployment compensation', '6,912.00'), ('2 State or local income tax refunds, credits, or offsets', '0.00'),
             ('3 Box 2 amount is for tax year', ''), ('4 Federal income tax withheld', '691.20'), ('5 RTAA payments', '0.00'),
             ('6 Taxable grants', '0.00'), ('7 Agriculture payments', '0.00'), ('10a State', 'OR'), ('11 State income tax withheld', '345.60')]
    form = form_1099('#1d3f9a', '#e8eefb', 'Certain Government Payments', 'Form 1099-G', [payer.upper(), '875 UNION ST NE', 'SALEM OR 97311'],
                     tin, recip, rtin, ['2301 NW KEARNEY ST APT 7', 'PORTLAND OR 97210'], 'Claim ID 000884213', boxes, 'Copy B For Recipient', vface='Nimbus Mono PS')
    body = f'<p style="font-size:12pt"><b>OREGON EMPLOYMENT DEPARTMENT</b> &ndash; Unemployment Insurance</p><p>Your 2024 Form 1099-G for benefits paid from 01/01/2024 through 12/31/2024.</p><p>&nbsp;</p>{form}<p>&nbsp;</p><p>Weeks paid: 16 &nbsp; Weekly benefit amount: $432.00 &nbsp; Federal withholding 10%, state withholding 5%.</p>'
    exp = exp_1099({'unemploymentCompensation': '6912', 'stateLocalIncomeTaxRefunds': '0', 'federalIncomeTaxWithheld': '691.2', 'stateTaxWithheld': '345.6'}, payer.upper(), tin, recip, rtin)
    return page(body, 'Carlito', '9.5pt', '0.6in'), [('1099-g', 'labor-dept', exp)]


# ---- SSA-1099: a benefit statement, boxes in a frame.
@document('ssa-1099-benefit', scan='halftone', photo=True)
def ssa():
    recip, rtin = 'MARGARET E. DOUGHERTY', 'XXX-XX-6219'
    body = f'''<table width="100%" cellspacing="0" cellpadding="3" style="border:1.5px solid #000000">
<tr><td colspan="2" style="border:1px solid #000000"><b>FORM SSA-1099 &ndash; SOCIAL SECURITY BENEFIT STATEMENT</b><br>2024 &nbsp; PART OF YOUR SOCIAL SECURITY BENEFITS SHOWN IN BOX 5 MAY BE TAXABLE INCOME.</td></tr>
<tr><td width="50%" style="border:1px solid #000000">Box 1. Name<br><b>{recip}</b></td><td style="border:1px solid #000000">Box 2. Beneficiary&rsquo;s Social Security Number<br><b>{rtin}</b></td></tr>
<tr><td style="border:1px solid #000000">Box 3. Benefits Paid in 2024<br><b>$26,318.40</b></td><td style="border:1px solid #000000">Box 4. Benefits Repaid to SSA in 2024<br><b>$412.00</b></td></tr>
<tr><td colspan="2" style="border:1px solid #000000">Box 5. Net Benefits for 2024 (Box 3 minus Box 4)<br><b>$25,906.40</b></td></tr>
<tr><td style="border:1px solid #000000">DESCRIPTION OF AMOUNT IN BOX 3<br>Paid by check or direct deposit &nbsp; $20,918.40<br>Medicare Part B premiums deducted from your benefits &nbsp; $2,094.00<br>Federal income tax withheld &nbsp; $3,306.00<br>Total Additions<br>Benefits for 2024 &nbsp; $26,318.40</td>
<td style="border:1px solid #000000">DESCRIPTION OF AMOUNT IN BOX 4<br>Benefits paid in 2024 for 2023: $412.00<br>Total $412.00<br><br>Box 6. Voluntary Federal Income Tax Withheld<br><b>$3,306.00</b><br>Box 7. Address<br>118 HOLLY BERRY LN<br>ASHEVILLE NC 28803</td></tr>
<tr><td colspan="2" style="border:1px solid #000000">Box 8. Claim Number (Use this number if you need to contact SSA.) &nbsp; XXX-XX-6219A</td></tr></table>
<p style="font-size:7.5pt">Form SSA-1099-SM (1-2025) DO NOT RETURN THIS FORM TO SSA OR IRS</p>'''
    exp = {'box3NetBenefits': '26318.4', 'box4': '412', 'box5NetBenefits': '25906.4', 'federalIncomeTaxWithheld': '3306', 'recipientInfo.name': recip, 'recipientInfo.tin': rtin}
    return page(body, 'Nimbus Sans', '9.5pt', '0.6in'), [('ssa-1099', 'benefit-statement', exp)]


# ---- 1099-OID: a bank's brokered-CD OID statement.
@document('1099-oid-brokered-cd', scan='jpeg130')
def oid():
    payer, tin, recip, rtin = 'Copperline Securities Inc', '41-1887023', 'Nathaniel Osei-Bonsu', 'XXX-XX-7730'
    boxes = [('1 Original issue discount for 2024', '$1,046.29'), ('2 Other periodic interest', '$212.50'), ('3 Early withdrawal penalty', '$0.00'),
             ('4 Federal income tax withheld', '$0.00'), ('5 Market discount', ''), ('6 Acquisition premium', ''), ('7 Description', 'ZERO CPN CD 11/2027'),
             ('8 OID on U.S. Treasury obligations', '$0.00'), ('11 Tax-exempt OID', '')]
    form = form_1099('#5b3a8c', '#efe9f7', 'Original Issue Discount', 'Form 1099-OID', [payer, '90 S Seventh St Ste 3300', 'Minneapolis, MN 55402'],
                     tin, recip, rtin, ['2719 Girard Ave S', 'Minneapolis, MN 55408'], 'CS-88-40217', boxes, 'Copy B For Recipient', face='Caladea')
    body = f'<p><b>COPPERLINE SECURITIES</b> &nbsp; 2024 Original Issue Discount Statement</p><p>&nbsp;</p>{form}'
    exp = exp_1099({'originalIssueDiscount': '1046.29', 'otherPeriodicInterest': '212.5', 'federalIncomeTaxWithheld': '0'}, payer, tin, recip, rtin)
    return page(body, 'Caladea', '9.5pt', '0.6in'), [('1099-oid', 'brokered-cd', exp)]


# ---- Last year's Form 1040 page 1 (2023) as a tax program prints it: IRS-like frame, values in a Courier-like face.
@document('last-year-1040-2023', scan='binding-shadow', photo=True)
def last_year():
    mono = lambda t: val(t, 'Nimbus Mono PS', '10pt')
    td = 'style="border:1px solid #000000" valign="top"'
    c = lambda t: cap(t, '#000000', '6.5pt')
    body = f'''<table width="100%" cellspacing="0" cellpadding="2"><tr><td width="15%"><b style="font-size:16pt">1040</b></td><td width="60%"><b>U.S. Individual Income Tax Return</b> &nbsp; <b style="font-size:14pt">2023</b><br>Department of the Treasury&mdash;Internal Revenue Service &nbsp; OMB No. 1545-0074</td><td>IRS Use Only</td></tr></table>
<p style="font-size:8pt">For the year Jan. 1&ndash;Dec. 31, 2023, or other tax year beginning ______, 2023, ending ______, 20__ &nbsp; See separate instructions.</p>
<table width="100%" cellspacing="0" cellpadding="2" style="border:1px solid #000000">
<tr><td {td} width="40%">{c("Your first name and middle initial")}<br>{mono('DANIELA R')}</td><td {td} width="35%">{c("Last name")}<br>{mono('OYELOWO-PRICE')}</td><td {td}>{c("Your social security number")}<br>{mono('408-62-1937')}</td></tr>
<tr><td {td}>{c("If joint return, spouse&rsquo;s first name and middle initial")}<br>&nbsp;</td><td {td}>{c("Last name")}<br>&nbsp;</td><td {td}>{c("Spouse&rsquo;s social security number")}<br>&nbsp;</td></tr>
<tr><td {td} colspan="2">{c("Home address (number and street). If you have a P.O. box, see instructions.")}<br>{mono('5530 RIVER OAKS DR')}</td><td {td}>{c("Apt. no.")}<br>{mono('1207')}</td></tr>
<tr><td {td}>{c("City, town, or post office. If you have a foreign address, also complete spaces below.")}<br>{mono('KNOXVILLE')}</td><td {td}>{c("State")} &nbsp; &nbsp; &nbsp; &nbsp; {c("ZIP code")}<br>{mono('TN &nbsp; &nbsp; &nbsp; 37919')}</td><td {td}>{c("Presidential Election Campaign")}<br>{c("[ ] You [ ] Spouse")}</td></tr>
<tr><td {td}>{c("Foreign country name")}</td><td {td}>{c("Foreign province/state/county")}</td><td {td}>{c("Foreign postal code")}</td></tr>
</table>
<table width="100%" cellspacing="0" cellpadding="2" style="border:1px solid #000000"><tr><td width="15%"><b>Filing Status</b><br><font style="font-size:7pt">Check only one box.</font></td>
<td>{mono('[ ]')} Single &nbsp; {mono('[ ]')} Married filing jointly &nbsp; {mono('[ ]')} Married filing separately (MFS) &nbsp; {mono('[X]')} Head of household (HOH) &nbsp; {mono('[ ]')} Qualifying surviving spouse (QSS)<br>
<font style="font-size:7pt">If you checked the MFS box, enter the name of your spouse. If you checked the HOH or QSS box, enter the child&rsquo;s name if the qualifying person is a child but not your dependent:</font></td></tr></table>
<table width="100%" cellspacing="0" cellpadding="2" style="border:1px solid #000000"><tr><td><b>Digital Assets</b> At any time during 2023, did you: (a) receive (as a reward, award, or payment for property or services); or (b) sell, exchange, or otherwise dispose of a digital asset? &nbsp; [ ] Yes {mono('[X]')} No</td></tr>
<tr><td><b>Standard Deduction</b> Someone can claim: [ ] You as a dependent [ ] Your spouse as a dependent [ ] Spouse itemizes on a separate return or you were a dual-status alien</td></tr>
<tr><td><b>Age/Blindness</b> You: [ ] Were born before January 2, 1959 [ ] Are blind &nbsp; Spouse: [ ] Was born before January 2, 1959 [ ] Is blind</td></tr></table>
<table width="100%" cellspacing="0" cellpadding="2" style="border:1px solid #000000"><tr><td><b>Dependents</b></td><td>{c("(1) First name Last name")}</td><td>{c("(2) Social security number")}</td><td>{c("(3) Relationship to you")}</td><td>{c("(4) Child tax credit")}</td></tr>
<tr><td></td><td>{mono('ELIJAH OYELOWO-PRICE')}</td><td>{mono('408-91-2260')}</td><td>{mono('SON')}</td><td>{mono('X')}</td></tr></table>
<table width="100%" cellspacing="0" cellpadding="1" style="border:1px solid #000000">
{''.join(f'<tr><td width="6%">{n}</td><td width="70%">{t}</td><td width="6%">{n}</td><td width="18%" align="right">{mono(a)}</td></tr>' for n, t, a in [
        ('1a', 'Total amount from Form(s) W-2, box 1 (see instructions)', '58,240.'), ('1z', 'Add lines 1a through 1h', '58,240.'),
        ('2b', 'Taxable interest', '312.'), ('3b', 'Ordinary dividends', '0.'), ('9', 'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income', '58,552.'),
        ('11', 'Subtract line 10 from line 9. This is your adjusted gross income', '58,552.'), ('12', 'Standard deduction or itemized deductions (from Schedule A)', '20,800.'),
        ('15', 'Subtract line 14 from line 11. If zero or less, enter -0-. This is your taxable income', '37,752.')])}</table>
<p style="font-size:7pt">For Disclosure, Privacy Act, and Paperwork Reduction Act Notice, see separate instructions. &nbsp; Cat. No. 11320B &nbsp; Form 1040 (2023)</p>'''
    exp = {'firstName': 'DANIELA', 'middleInitial': 'R', 'lastName': 'OYELOWO-PRICE', 'ssn': '408-62-1937', 'spouseFirstName': '', 'spouseMiddleInitial': '',
           'spouseLastName': '', 'spouseSSN': '', 'street': '5530 RIVER OAKS DR', 'street2': '1207', 'city': 'KNOXVILLE', 'state': 'TN', 'zip': '37919',
           'filingStatus': 'head-of-household', 'phone': '', 'email': '', 'isFullYearResident': 'true'}
    return page(body, 'Nimbus Sans', '8.5pt', '0.5in'), [('last-year', 'program-2023', exp)]


# ---- 1099-G 2: a state revenue department's refund statement, only the refund boxes filled, serif letter.
@document('1099-g-tax-refund', scan='upside-down')
def g_refund():
    payer, tin, recip, rtin = 'Kentucky Department of Revenue', '61-6001218', 'Lucinda Harrow-Baptiste', 'XXX-XX-5043'
    rows = [('1', 'Unemployment compensation', ''), ('2', 'State or local income tax refunds, credits, or offsets', '$1,317.00'),
            ('3', 'Box 2 amount is for tax year', '2023'), ('4', 'Federal income tax withheld', '$0.00'), ('6', 'Taxable grants', ''),
            ('10a', 'State', 'KY'), ('11', 'State income tax withheld', '')]
    trs = ''.join(f'<tr><td width="8%">{a}</td><td width="62%">{b}</td><td width="30%" align="right">{c}</td></tr>' for a, b, c in rows)
    body = f'''<p align="center" style="font-size:14pt"><b>Commonwealth of Kentucky</b></p><p align="center">Department of Revenue &middot; 501 High Street &middot; Frankfort KY 40601</p><p>&nbsp;</p>
<p>Notice date: January 17, 2025</p><p>&nbsp;</p><p>{recip}<br>1920 Old Lexington Pike<br>Nicholasville KY 40356</p><p>&nbsp;</p>
<p><b>Statement of 2023 Individual Income Tax Refund &ndash; Form 1099-G (2024)</b></p><p>&nbsp;</p>
<p>Our records show that in calendar year 2024 we issued you a refund, credit or offset of Kentucky individual income tax for tax year 2023.
If you itemized deductions on your 2023 federal return, part or all of this amount may be taxable on your 2024 federal return.</p><p>&nbsp;</p>
<table width="100%" cellspacing="0" cellpadding="3" border="1" bordercolor="#000000">
<tr><td colspan="3">PAYER: {payer.upper()} &nbsp; &nbsp; PAYER'S TIN: {tin}<br>RECIPIENT: {recip} &nbsp; &nbsp; RECIPIENT'S TIN: {rtin}</td></tr>{trs}</table>
<p>&nbsp;</p><p style="font-size:8.5pt">Refund issued 05/09/2024: $1,317.00 (overpayment $1,342.00 less $25.00 applied to your 2024 estimated tax account is not included). Form 1099-G, Certain Government Payments. Copy B For Recipient.</p>'''
    exp = exp_1099({'stateLocalIncomeTaxRefunds': '1317', 'federalIncomeTaxWithheld': '0'}, payer.upper(), tin, recip, rtin)
    return page(body, 'P052', '10pt', '0.8in'), [('1099-g', 'tax-refund', exp)]


# ---- 1099-B 2: a robo-adviser's compact long-term statement, narrow sans, rows grouped by fund.
LONG = [('ETF TOTAL INTL STOCK', '09/12/2019', '03/18/2024', '6,218.90', '5,102.33'),
        ('ETF TOTAL INTL STOCK', '11/02/2020', '03/18/2024', '3,109.45', '2,688.10'),
        ('ETF US AGG BOND', '04/30/2021', '08/05/2024', '4,770.00', '5,311.62'),
        ('ETF US LARGE CAP', '01/14/2022', '12/16/2024', '11,402.17', '8,915.05')]


@document('1099-b-robo-longterm', scan='rotated-90', clean='jpg')
def b_robo():
    payer, tin, recip, rtin = 'Fernway Digital Advisers LLC', '46-5581904', 'Samuel K. Adebayo-Reyes', 'XXX-XX-9187'
    rows = ''.join(f'<tr><td>{d}</td><td>{a}</td><td>{s}</td><td align="right">{p}</td><td align="right">{c}</td><td align="right">0.00</td>'
                   f'<td align="right">{money(D(p) - D(c)) if D(p) >= D(c) else "(" + money(D(c) - D(p)) + ")"}</td></tr>' for d, a, s, p, c in LONG)
    tp, tc = sum(D(r[3]) for r in LONG), sum(D(r[4]) for r in LONG)
    body = f'''<table width="100%"><tr><td><font color="#0a7d6e" size="5"><b>fernway</b></font><br>Fernway Digital Advisers LLC &middot; 1 Ferry Building, San Francisco CA 94111 &middot; Federal ID {tin}</td>
<td align="right"><b>Form 1099-B 2024</b><br>Proceeds From Broker and Barter Exchange Transactions<br>Copy B &middot; OMB No. 1545-0715</td></tr></table>
<p>&nbsp;</p><p>Prepared for <b>{recip}</b> &nbsp; TIN {rtin} &nbsp; Account FW-00731-T (Taxable Investing)</p><p>&nbsp;</p>
<p><b>Long-term transactions for covered tax lots</b> (Form 8949 Part II, Box D). Box 2 type of gain or loss: LONG-TERM. Box 12 basis reported to IRS: YES.</p>
<table width="100%" cellspacing="0" cellpadding="2" style="border-top:1px solid #0a7d6e;border-bottom:1px solid #0a7d6e">
<tr><td><i>1a Description</i></td><td><i>1b Acquired</i></td><td><i>1c Sold</i></td><td align="right"><i>1d Proceeds</i></td><td align="right"><i>1e Cost basis</i></td><td align="right"><i>1g Wash sale</i></td><td align="right"><i>Gain/(loss)</i></td></tr>
{rows}<tr><td colspan="3"><b>TOTAL LONG-TERM COVERED</b></td><td align="right"><b>{money(tp)}</b></td><td align="right"><b>{money(tc)}</b></td><td align="right"><b>0.00</b></td><td align="right"><b>{money(tp - tc)}</b></td></tr></table>
<p>&nbsp;</p><p>Box 4 Federal income tax withheld: 0.00 &nbsp; &nbsp; Short-term transactions: none.</p>'''
    exp = exp_1099({'proceedsFromSales': js(tp), 'costBasis': js(tc), 'washSaleAdjustment': '0', 'federalIncomeTaxWithheld': '0', 'shortTermOrLongTerm': 'long'}, payer, tin, recip, rtin)
    return page(body, 'Nimbus Sans Narrow', '9.5pt', '0.6in', landscape=True), [('1099-b', 'robo-longterm', exp)]
