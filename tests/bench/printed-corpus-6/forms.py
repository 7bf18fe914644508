"""The 1099, SSA-1099 and last-year 1040 layouts of printed corpus 6, each a function (data) -> list of svg.Page."""
import re

from printed_corpus_common import money
from svg import Page


def m(value, commas=True, dollar=False):
    return '' if value in (None, '') else money(value, commas, dollar)


def grid1099(p, d, x0, y0, title, form, boxes, copy='Copy B For Recipient', commas=True, dollar=False, tint=None):
    """An IRS-like 1099 grid: payer/recipient blocks on the left, numbered boxes two per row on the right."""
    cap, val = 5.8, 9
    left, right = 250, 290
    if tint:
        p.fill(x0, y0, left + right, 40 + 30 * ((len(boxes) + 1) // 2) + 10, tint)
    p.text(x0 + left + right, y0 - 6, f'{title}', size=10, bold=True, anchor='end')
    p.text(x0, y0 - 6, f'Form {form}   2024   {copy}', size=8, bold=True)
    p.rect(x0, y0, left, 70, width=0.6)
    p.text(x0 + 3, y0 + 8, "PAYER'S name, street address, city or town, state or province, country, ZIP", size=cap)
    p.lines(x0 + 6, y0 + 20, [d['payer']] + d['payeraddr'], size=val)
    p.rect(x0, y0 + 70, left / 2, 24, width=0.6)
    p.text(x0 + 3, y0 + 78, "PAYER'S TIN", size=cap)
    p.text(x0 + 6, y0 + 90, d['payertin'], size=val)
    p.rect(x0 + left / 2, y0 + 70, left / 2, 24, width=0.6)
    p.text(x0 + left / 2 + 3, y0 + 78, "RECIPIENT'S TIN", size=cap)
    p.text(x0 + left / 2 + 6, y0 + 90, d['rtin'], size=val)
    p.rect(x0, y0 + 94, left, 60, width=0.6)
    p.text(x0 + 3, y0 + 102, "RECIPIENT'S name", size=cap)
    p.text(x0 + 6, y0 + 114, d['recipient'], size=val)
    p.text(x0 + 3, y0 + 126, 'Street address (including apt. no.), City or town, state, ZIP', size=cap)
    p.lines(x0 + 6, y0 + 137, d['raddr'], size=val, leading=10)
    p.rect(x0, y0 + 154, left, 22, width=0.6)
    p.text(x0 + 3, y0 + 162, 'Account number (see instructions)', size=cap)
    p.text(x0 + 6, y0 + 172, d.get('account', ''), size=val)
    bw = right / 2
    for i, (label, value) in enumerate(boxes):
        bx, by = x0 + left + (i % 2) * bw, y0 + (i // 2) * 30
        p.rect(bx, by, bw, 30, width=0.6)
        if len(label) > 40:
            cut = label.rfind(' ', 0, 40)
            p.text(bx + 3, by + 8, label[:cut], size=cap)
            p.text(bx + 3, by + 15, label[cut + 1:], size=cap)
        else:
            p.text(bx + 3, by + 8, label, size=cap)
        if value is True or value is False:
            p.check(bx + bw - 14, by + 14, value, size=8)
        else:
            amount = re.fullmatch(r'\d+\.\d\d', str(value))
            p.text(bx + bw - 5, by + 25, m(value, commas, dollar) if amount else value, size=val, anchor='end')
    bottom = y0 + max(176, ((len(boxes) + 1) // 2) * 30)
    p.text(x0, bottom + 10, f'Form {form}   (keep for your records)   www.irs.gov/Form{form.replace("-", "")}   Department of the Treasury - Internal Revenue Service', size=5.8)
    return bottom + 14


def int_letter(d):
    p = Page(font=d['font'])
    p.text(72, 72, d['payer'], size=16, bold=True, fill='#2c5f2d')
    p.lines(72, 88, d['payeraddr'] + [f"Federal ID {d['payertin']}"], size=9)
    p.lines(72, 160, [d['recipient']] + d['raddr'], size=10)
    p.text(540, 160, 'January 24, 2025', size=10, anchor='end')
    p.text(72, 230, 'Your 2024 Form 1099-INT, Interest Income', size=12, bold=True)
    body = ['Dear Member,', '',
            'Below is the dividend and interest we paid on your share, certificate and money market accounts during 2024.',
            'Credit unions call the earnings on shares dividends, but they are reported to the IRS as interest on Form 1099-INT.',
            'Please keep this letter with your tax records; the same figures were reported to the Internal Revenue Service.']
    p.lines(72, 254, body, size=9.5, leading=13)
    y = 340
    p.text(72, y, 'Account', size=9, bold=True)
    p.text(300, y, 'Type', size=9, bold=True)
    p.text(540, y, 'Interest paid', size=9, bold=True, anchor='end')
    p.line(72, y + 4, 540, y + 4)
    y += 18
    for acct, kind, value in d['accounts']:
        p.text(72, y, acct, size=9)
        p.text(300, y, kind, size=9)
        p.text(540, y, m(value), size=9, anchor='end')
        y += 14
    p.line(380, y - 8, 540, y - 8)
    p.text(300, y + 4, 'Total', size=9, bold=True)
    p.text(540, y + 4, m(d['interest']), size=9, bold=True, anchor='end')
    y += 36
    p.text(72, y, 'Form 1099-INT detail', size=10, bold=True)
    y += 16
    for label, value in [("Recipient's TIN", d['rtin']), ('Box 1  Interest income', m(d['interest'], dollar=True)),
                         ('Box 2  Early withdrawal penalty', m(d['penalty'], dollar=True)),
                         ('Box 3  Interest on U.S. Savings Bonds and Treasury obligations', m(d['bonds'], dollar=True)),
                         ('Box 4  Federal income tax withheld', m(d['fed'], dollar=True))]:
        p.text(90, y, label, size=9)
        p.text(540, y, value, size=9, anchor='end')
        y += 14
    p.text(72, y + 30, 'Member Services', size=9)
    p.text(72, 760, f"{d['payer']} is federally insured by NCUA.", size=7, fill='#555555')
    return [p]


def grid_page(d, title, form, boxes, **kw):
    p = Page(font=d['font'])
    bottom = grid1099(p, d, 36, 70, title, form, boxes, **kw)
    if d.get('two'):
        p.line(20, 396, 592, 396, dash='5 4')
        grid1099(p, d, 36, 440, title, form, boxes, copy='Copy 2', **kw)
    else:
        p.lines(36, bottom + 30, d.get('notes', []), size=7.5, leading=10)
    return [p]


def int_grid(d):
    return grid_page(d, 'Interest Income', '1099-INT', [
        ('Payer\'s RTN (optional)', ''), ('1 Interest income', d['interest']), ('2 Early withdrawal penalty', d['penalty']),
        ('3 Interest on U.S. Savings Bonds and Treasury obligations', d['bonds']), ('4 Federal income tax withheld', d['fed']),
        ('5 Investment expenses', ''), ('6 Foreign tax paid', ''), ('8 Tax-exempt interest', '')], dollar=True)


def composite_header(p, d, page_no, pages):
    p.fill(0, 0, 612, 48, '#0b3954')
    p.text(36, 30, d['payer'], size=15, bold=True, fill='#ffffff')
    p.text(576, 22, '2024 TAX REPORTING STATEMENT', size=9, bold=True, fill='#ffffff', anchor='end')
    p.text(576, 36, f'Page {page_no} of {pages}', size=8, fill='#bfd7ea', anchor='end')
    p.lines(36, 70, [d['recipient']] + d['raddr'], size=9)
    p.lines(330, 70, [f"Account {d['account']}", f"Recipient's TIN: {d['rtin']}", f"Payer's TIN: {d['payertin']}"] + d['payeraddr'][:1], size=8.5)


def div_composite(d):
    p = Page(font=d['font'])
    composite_header(p, d, 3, 9)
    y = 140
    p.fill(36, y, 540, 18, '#e8eef2')
    p.text(42, y + 12, '2024 1099-DIV*   Dividends and Distributions', size=10, bold=True)
    p.text(570, y + 12, 'OMB No. 1545-0110', size=7.5, anchor='end')
    y += 30
    rows = [('1a', 'Total ordinary dividends', d['ordinary']), ('1b', 'Qualified dividends', d['qualified']),
            ('2a', 'Total capital gain distributions', d['capgain']), ('2b', 'Unrecaptured Section 1250 gain', '0.00'),
            ('3', 'Nondividend distributions', d['nondiv']), ('4', 'Federal income tax withheld', d['fed']),
            ('5', 'Section 199A dividends', d['s199a']), ('7', 'Foreign tax paid', d['foreign']),
            ('8', 'Foreign country or U.S. possession', 'VARIOUS'), ('12', 'Exempt-interest dividends', '0.00')]
    for box, label, value in rows:
        p.text(42, y, box, size=9, font=d['mono'])
        p.text(70, y, label, size=9)
        p.line(250, y + 1, 470, y + 1, dash='1 3', width=0.5, stroke='#999999')
        p.text(570, y, m(value) if value[0].isdigit() else value, size=9, font=d['mono'], anchor='end')
        y += 15
    y += 20
    p.text(42, y, 'Detail for Dividends and Distributions', size=10, bold=True)
    y += 16
    for head, x, anchor in [('Security', 42, 'start'), ('CUSIP', 250, 'start'), ('Date paid', 340, 'start'), ('Amount', 470, 'end'), ('Type', 570, 'end')]:
        p.text(x, y, head, size=8, bold=True, anchor=anchor)
    p.line(36, y + 4, 576, y + 4)
    y += 16
    for sec, cusip, date, value, kind in d['detail']:
        p.text(42, y, sec, size=8)
        p.text(250, y, cusip, size=8, font=d['mono'])
        p.text(340, y, date, size=8, font=d['mono'])
        p.text(470, y, value, size=8, font=d['mono'], anchor='end')
        p.text(570, y, kind, size=8, anchor='end')
        y += 12
    p.text(36, 760, '* This is important tax information and is being furnished to the Internal Revenue Service.', size=7)
    return [p]


def b_composite(d):
    p = Page(font=d['font'])
    composite_header(p, d, 5, 9)
    y = 140
    p.fill(36, y, 540, 18, '#e8eef2')
    p.text(42, y + 12, '2024 1099-B   Proceeds From Broker and Barter Exchange Transactions', size=10, bold=True)
    y += 30
    p.text(42, y, 'SHORT-TERM TRANSACTIONS FOR COVERED TAX LOTS  [Box A checked; report on Form 8949, Part I]', size=8, bold=True)
    y += 8
    heads = [('1a Description', 42, 'start'), ('1b Acquired', 190, 'start'), ('1c Sold', 245, 'start'), ('1d Proceeds', 355, 'end'),
             ('1e Cost basis', 425, 'end'), ('1g Wash sale', 485, 'end'), ('Gain/loss', 570, 'end')]
    p.fill(36, y, 540, 14, '#f4f6f8')
    for head, x, anchor in heads:
        p.text(x, y + 10, head, size=7, bold=True, anchor=anchor)
    y += 24
    for desc, acq, sold, proc, cost, wash in d['rows']:
        gain = float(proc) - float(cost) + float(wash or 0)
        for text, (head, x, anchor) in zip([desc, acq, sold, m(proc), m(cost), m(wash) if wash else '', f'{gain:,.2f}'], heads):
            p.text(x, y, text, size=7.5, font=d['mono'] if x > 180 else None, anchor=anchor)
        y += 12
    p.line(290, y - 6, 576, y - 6)
    p.text(42, y + 4, 'Total Short-Term (covered)', size=8, bold=True)
    for text, x in [(m(d['proceeds']), 355), (m(d['cost']), 425), (m(d['wash']), 485)]:
        p.text(x, y + 4, text, size=8, bold=True, font=d['mono'], anchor='end')
    y += 30
    p.text(42, y, 'Box 4  Federal income tax withheld', size=8)
    p.text(570, y, m(d['fed']), size=8, font=d['mono'], anchor='end')
    y += 14
    p.text(42, y, 'LONG-TERM TRANSACTIONS FOR COVERED TAX LOTS  [Box D]:  none in 2024', size=8)
    p.text(36, 760, 'This is important tax information and is being furnished to the Internal Revenue Service.', size=7)
    return [p]


def b_summary(d):
    p = Page(font=d['font'])
    p.text(306, 60, d['payer'], size=15, bold=True, anchor='middle')
    p.text(306, 76, ' | '.join(d['payeraddr']), size=8, anchor='middle')
    p.text(306, 104, 'Form 1099-B Summary  -  Tax Year 2024', size=12, bold=True, anchor='middle')
    p.lines(72, 136, [d['recipient']] + d['raddr'], size=9.5)
    p.lines(360, 136, [f"Recipient TIN  {d['rtin']}", f"Payer TIN  {d['payertin']}", f"Account  {d['account']}"], size=9)
    y = 210
    heads = ['Term / basis reported', 'Proceeds', 'Cost basis', 'Wash sale adj.', 'Fed. tax withheld']
    xs = [72, 290, 365, 450, 540]
    p.line(72, y + 4, 540, y + 4, width=0.8)
    for head, x in zip(heads, xs):
        p.text(x, y, head, size=7.5, bold=True, anchor='start' if x == 72 else 'end')
    y += 18
    for label, values in [('Short-term, basis reported (A)', ['0.00', '0.00', '0.00', '0.00']),
                          ('Short-term, basis not reported (B)', ['0.00', '0.00', '0.00', '0.00']),
                          ('Long-term, basis reported (D)', [m(d['proceeds']), m(d['cost']), m(d['wash']), m(d['fed'])]),
                          ('Long-term, basis not reported (E)', ['0.00', '0.00', '0.00', '0.00'])]:
        p.text(72, y, label, size=8.5)
        for value, x in zip(values, xs[1:]):
            p.text(x, y, value, size=8.5, anchor='end')
        y += 15
    p.text(72, y + 20, 'Long-term sales (box 2: long-term) are listed by lot on the following pages.', size=8.5)
    p.text(72, y + 34, 'Report these amounts on Form 8949 and Schedule D.', size=8.5)
    return [p]


def r_grid(d):
    boxes = [('1 Gross distribution', d['gross']), ('2a Taxable amount', d['taxable']),
             ('2b Taxable amount not determined', d.get('notdet', False)), ('Total distribution', d.get('total', False)),
             ('3 Capital gain (included in box 2a)', ''), ('4 Federal income tax withheld', d['fed']),
             ('5 Employee contributions', ''), ('6 Net unrealized appreciation', ''),
             ('7 Distribution code(s)', d['code']), ('IRA/SEP/SIMPLE', d.get('ira', False)),
             ('14 State tax withheld', d['state']), ('15 State/Payer\'s state no.', d['statepayer'])]
    return grid_page(d, 'Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc.'[:60] + '...',
                     '1099-R', boxes, tint=d.get('tint'))


def nec_grid(d):
    return grid_page(d, 'Nonemployee Compensation', '1099-NEC', [
        ('1 Nonemployee compensation', d['nec']), ('2 Direct sales of $5,000 or more', False),
        ('3', ''), ('4 Federal income tax withheld', d['fed']),
        ('5 State tax withheld', d['state']), ("6 State/Payer's state no.", d['statepayer']), ('7 State income', d['nec'])], dollar=True)


def misc_grid(d):
    return grid_page(d, 'Miscellaneous Information', '1099-MISC', [
        ('1 Rents', d['rents']), ('2 Royalties', d['royalties']), ('3 Other income', d['other']),
        ('4 Federal income tax withheld', d['fed']), ('5 Fishing boat proceeds', ''), ('6 Medical and health care payments', ''),
        ('8 Substitute payments in lieu of dividends or interest', ''), ('10 Gross proceeds paid to an attorney', '')])


def g_grid(d):
    return grid_page(d, 'Certain Government Payments', '1099-G', [
        ('1 Unemployment compensation', d['unemp']), ('2 State or local income tax refunds, credits, or offsets', d['refund']),
        ('3 Box 2 amount is for tax year', ''), ('4 Federal income tax withheld', d['fed']),
        ('5 RTAA payments', ''), ('6 Taxable grants', ''), ('10a State', d['st']), ('11 State income tax withheld', d['state'])],
        commas=False)


def oid_grid(d):
    return grid_page(d, 'Original Issue Discount', '1099-OID', [
        ('1 Original issue discount for 2024', d['oid']), ('2 Other periodic interest', d['periodic']),
        ('3 Early withdrawal penalty', ''), ('4 Federal income tax withheld', d['fed']),
        ('5 Market discount', ''), ('6 Acquisition premium', ''), ('7 Description', d['desc']), ('8 OID on U.S. Treasury obligations', '')])


def ssa_statement(d):
    p = Page(font=d['font'])
    p.text(72, 60, 'SOCIAL SECURITY ADMINISTRATION', size=11, bold=True)
    p.text(72, 76, 'FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT', size=11, bold=True)
    p.text(540, 60, '2024', size=22, bold=True, anchor='end')
    p.text(72, 96, 'PART OF YOUR SOCIAL SECURITY BENEFITS SHOWN IN BOX 5 MAY BE TAXABLE INCOME.', size=7.5)
    p.text(72, 106, 'SEE THE REVERSE FOR MORE INFORMATION.', size=7.5)
    y = 130
    p.rect(72, y, 468, 330, width=0.8)
    p.text(78, y + 12, 'Box 1. Name', size=7.5)
    p.text(90, y + 26, d['recipient'], size=10)
    p.text(360, y + 12, 'Box 2. Beneficiary\'s Social Security Number', size=7.5)
    p.text(372, y + 26, d['rtin'], size=10)
    p.line(72, y + 36, 540, y + 36)
    p.text(78, y + 50, 'Box 3. Benefits Paid in 2024', size=8, bold=True)
    p.text(530, y + 50, m(d['box3']), size=10, anchor='end')
    p.text(306, y + 50, 'Box 4. Benefits Repaid to SSA in 2024', size=8, bold=True)
    p.line(72, y + 60, 540, y + 60)
    p.text(530, y + 74, m(d['box4']), size=10, anchor='end')
    p.text(78, y + 74, 'DESCRIPTION OF AMOUNT IN BOX 3', size=7.5, bold=True)
    y2 = y + 88
    for label, value in d['desc3']:
        p.text(84, y2, label, size=8)
        p.text(300, y2, m(value), size=8, anchor='end')
        y2 += 11
    p.text(320, y + 88, 'DESCRIPTION OF AMOUNT IN BOX 4', size=7.5, bold=True)
    p.text(326, y + 99, 'NONE' if float(d['box4']) == 0 else f"Benefits repaid in 2024  {m(d['box4'])}", size=8)
    p.line(72, y + 170, 540, y + 170)
    p.text(78, y + 184, 'Box 5. Net Benefits for 2024 (Box 3 minus Box 4)', size=8, bold=True)
    p.text(530, y + 184, m(d['box5']), size=10, anchor='end')
    p.line(72, y + 194, 540, y + 194)
    p.text(78, y + 208, 'Box 6. Voluntary Federal Income Tax Withheld', size=8, bold=True)
    p.text(530, y + 208, m(d['fed']), size=10, anchor='end')
    p.line(72, y + 218, 540, y + 218)
    p.text(78, y + 232, 'Box 7. Address', size=8, bold=True)
    p.lines(90, y + 246, d['raddr'], size=9)
    p.line(72, y + 290, 540, y + 290)
    p.text(78, y + 304, 'Box 8. Claim Number (Use this number if you need to contact SSA.)', size=8, bold=True)
    p.text(90, y + 318, d['claim'], size=9)
    p.text(72, 490, 'DO NOT RETURN THIS FORM TO SSA OR IRS', size=8, bold=True)
    p.text(72, 504, 'Form SSA-1099-SM (1-2025)', size=7)
    return [p]


FS = [('single', 'Single'), ('married-joint', 'Married filing jointly'), ('married-separate', 'Married filing separately (MFS)'),
      ('head-of-household', 'Head of household (HOH)'), ('qss', 'Qualifying surviving spouse (QSS)')]


def f1040_software(d):
    """A tax program's printout of a 2023 Form 1040, page 1 (entries in a mono face, form captions in sans)."""
    p = Page(font=d['font'])
    v, f = d['mono'], d['font']
    p.text(36, 40, 'Form 1040  U.S. Individual Income Tax Return  2023', size=12, bold=True)
    p.text(576, 40, 'OMB No. 1545-0074', size=7, anchor='end')
    p.text(36, 52, 'Department of the Treasury - Internal Revenue Service', size=7)
    p.text(36, 66, 'For the year Jan. 1-Dec. 31, 2023, or other tax year beginning', size=6.5)
    y = 78
    p.text(36, y, 'Filing Status', size=7.5, bold=True)
    for i, (code, label) in enumerate(FS):
        x = 100 + (i % 3) * 160
        yy = y - 7 + (i // 3) * 12
        p.check(x, yy, d['status'] == code, size=7)
        p.text(x + 10, yy + 6.5, label, size=7)
    y = 112

    def row(cells, height=24):
        nonlocal y
        x = 36
        for caption, value, width in cells:
            p.rect(x, y, width, height, width=0.5)
            p.text(x + 2, y + 7, caption, size=5.8, font=f)
            p.text(x + 5, y + height - 5, value, size=9.5, font=v)
            x += width
        y += height
    row([('Your first name and middle initial', f"{d['first']} {d['mi']}", 200), ('Last name', d['last'], 220), ('Your social security number', d['ssn'], 120)])
    row([("If joint return, spouse's first name and middle initial", f"{d['sfirst']} {d['smi']}".strip(), 200), ('Last name', d['slast'], 220), ("Spouse's social security number", d['sssn'], 120)])
    row([('Home address (number and street). If you have a P.O. box, see instructions.', d['street'], 420), ('Apt. no.', d['apt'], 120)])
    row([('City, town, or post office. If you have a foreign address, also complete spaces below.', d['city'], 300), ('State', d['state'], 60), ('ZIP code', d['zip'], 180)])
    y += 6
    p.text(36, y + 8, 'Digital Assets  At any time during 2023, did you: (a) receive (as a reward, award, or payment for property or services); or (b) sell,', size=6.5)
    p.text(36, y + 16, 'exchange, or otherwise dispose of a digital asset (or a financial interest in a digital asset)?      [ ] Yes   [X] No', size=6.5)
    y += 30
    p.text(36, y, 'Dependents (see instructions):', size=7.5, bold=True)
    y += 12
    for dep in d['deps']:
        p.text(50, y, dep, size=8.5, font=v)
        y += 11
    y += 8
    for line, caption, value in d['lines']:
        p.line(36, y + 3, 576, y + 3, width=0.3, stroke='#999999')
        p.text(36, y, line, size=7.5, bold=True)
        p.text(60, y, caption, size=7.5)
        p.text(570, y, value, size=9, font=v, anchor='end')
        y += 14
    p.text(36, 770, f"{d['software']}  -  prepared 02/18/2024  -  Form 1040 (2023) page 1", size=6.5, fill='#555555')
    return [p]


def f1040_summary(d):
    """A summary-style page from a preparer's return copy: 'Your 2023 return at a glance'."""
    p = Page(font=d['font'])
    p.fill(36, 40, 540, 34, '#3d5a80')
    p.text(48, 63, '2023 Federal Return Summary  -  Form 1040', size=14, bold=True, fill='#ffffff')
    y = 100
    for label, value in [('Taxpayer', f"{d['first']} {d['mi']} {d['last']}"), ('Taxpayer SSN', d['ssn']),
                         ('Spouse', f"{d['sfirst']} {d['smi']} {d['slast']}" if d['sfirst'] else ''), ('Spouse SSN', d['sssn']),
                         ('Address', d['street']), ('Apartment', d['apt']), ('City, State ZIP', f"{d['city']}, {d['state']} {d['zip']}"),
                         ('Filing status', dict(FS)[d['status']]), ('Residency', 'Full-year resident of ' + d['state']),
                         ('Phone', d.get('phone', '')), ('Email', d.get('email', ''))]:
        p.text(56, y, label, size=9, fill='#3d5a80', bold=True)
        p.text(200, y, value, size=10)
        y += 16
    y += 14
    p.text(56, y, 'Income and tax', size=11, bold=True)
    y += 6
    for line, caption, value in d['lines']:
        y += 15
        p.text(56, y, f'Line {line}', size=8.5)
        p.text(110, y, caption, size=8.5)
        p.text(556, y, value, size=9, anchor='end')
        p.line(56, y + 4, 556, y + 4, width=0.3, stroke='#cccccc')
    p.text(56, 760, f"Prepared by {d['software']}  -  retain with your 2023 tax records", size=7, fill='#555555')
    return [p]


LAYOUTS = {'credit-union-letter': int_letter, 'int-grid': int_grid, 'div-composite': div_composite, 'b-composite': b_composite,
           'b-summary': b_summary, 'r-grid': r_grid, 'nec-grid': nec_grid, 'misc-grid': misc_grid, 'g-grid': g_grid,
           'oid-grid': oid_grid, 'ssa-statement': ssa_statement, '1040-software': f1040_software, '1040-summary': f1040_summary}
