"""The 1099s, the SSA-1099 and the 2023 Form 1040 page of printed corpus 5, each drawn on a ps.Page with invented
figures; each function returns the page and the fields the bench scores (1099 amounts as JavaScript prints them)."""
import re
from decimal import Decimal

from printed_corpus_common import D, js_number, money
from ps import Page


def parties(payer, payer_tin, recipient, recipient_tin):
    return {'payerInfo.name': payer, 'payerInfo.tin': payer_tin, 'recipientInfo.name': recipient,
            'recipientInfo.tin': recipient_tin}


def amount_or_blank(value):
    return '' if value == '' else js_number(value)


def grid_1099(p, ox, oy, form, title, payer_rows, payer_tin, recipient, recipient_tin, recipient_rows, boxes,
              font='sans', amounts='commas', box_h=30, copy='Copy B  For Recipient', account=''):
    """An IRS-like 1099: the payer block, the two TINs, the recipient's name and address on the left; the numbered boxes
    in two columns on the right; the form's name in a third column. Boxes are (number, caption, value)."""
    bold = font + '-b'
    fmt = (lambda v: '' if v == '' else money(v, commas=amounts != 'plain', dollar=amounts == 'dollar'))
    cap = 5.8
    p.rect(ox, oy, 250, 78)
    p.text(ox + 2, oy + 7, "PAYER'S name, street address, city or town, state or province, country, ZIP", font=font, size=cap - 0.6)
    p.text(ox + 2, oy + 13, 'or foreign postal code, and telephone no.', font=font, size=cap - 0.6)
    for i, row in enumerate(payer_rows):
        p.text(ox + 6, oy + 27 + 11 * i, row, font=font, size=9)
    y = oy + 78
    p.box(ox, y, 125, 28, "PAYER'S TIN", payer_tin, font=font, size=cap)
    p.box(ox + 125, y, 125, 28, "RECIPIENT'S TIN", recipient_tin, font=font, size=cap)
    p.box(ox, y + 28, 250, 30, "RECIPIENT'S name", recipient, font=font, size=cap)
    p.box(ox, y + 58, 250, 28, 'Street address (including apt. no.)', recipient_rows[0], font=font, size=cap)
    p.box(ox, y + 86, 250, 28, 'City or town, state or province, country, and ZIP or foreign postal code', recipient_rows[1],
          font=font, size=cap)
    p.box(ox, y + 114, 250, 26, 'Account number (see instructions)', account, font=font, size=cap)
    bottom = y + 140
    x0 = ox + 250
    for i, (number, caption, value) in enumerate(boxes):
        col, row = i % 2, i // 2
        x, yy = x0 + 105 * col, oy + box_h * row
        if isinstance(value, bool):
            p.rect(x, yy, 105, box_h)
            p.text(x + 2, yy + 7, f'{number} {caption}', font=font, size=cap - 0.4)
            p.check(x + 90, yy + box_h - 12, size=8, checked=value)
        else:
            p.box(x, yy, 105, box_h, caption, fmt(value) if re.fullmatch(r'[\d,]+\.\d\d', value) else value, font=font, size=cap - 0.4,
                  number=number, align='r', value_size=9.5)
        bottom = max(bottom, yy + box_h)
    x1 = x0 + 210
    p.rect(x1, oy, 540 - (x1 - ox), 78)
    p.text(x1 + 4, oy + 12, 'OMB No. 1545-' + {'INT': '0112', 'DIV': '0110', 'R': '0119', 'G': '0120', 'MISC': '0115',
                                                 'NEC': '0116', 'OID': '0117', 'B': '0715'}[form], font=font, size=5.5)
    p.text(x1 + 4, oy + 34, '2024', font=bold, size=16)
    p.text(x1 + 4, oy + 52, f'Form 1099-{form}', font=bold, size=8)
    titles = title.split('|')
    for i, word in enumerate(titles):
        p.text(x1 + 3, oy + 90 + 9 * i, word, font=bold, size=7)
    for i, word in enumerate(copy.split('  ')):
        p.text(x1 + 3, oy + 100 + 9 * len(titles) + 9 * i, word, font=bold, size=6.5)
    p.text(ox, bottom + 12, f'Form 1099-{form}', font=font, size=7)
    p.text(ox + 540, bottom + 12, 'Department of the Treasury - Internal Revenue Service', font=font, size=7, align='r')
    return bottom + 12


def int_grid():
    p = Page()
    payer = 'Bluestem Prairie Savings Bank'
    rec, rtin = 'Henrietta V. Castellano-Mbatha', 'XXX-XX-5590'
    b = dict(b1='1284.66', b2='45.10', b3='250.00', b4='128.47')
    boxes = [(1, 'Interest income', b['b1']), (2, 'Early withdrawal penalty', b['b2']),
             (3, 'Interest on U.S. Savings Bonds and Treasury obligations', b['b3']),
             (4, 'Federal income tax withheld', b['b4']), (5, 'Investment expenses', ''), (6, 'Foreign tax paid', ''),
             (8, 'Tax-exempt interest', ''), (9, 'Specified private activity bond interest', ''),
             (10, 'Market discount', ''), (11, 'Bond premium', ''), (15, 'State', ''), (17, 'State tax withheld', '')]
    p.text(36, 40, 'CORRECTED (if checked)', size=7)
    p.check(128, 33.5)
    grid_1099(p, 36, 48, 'INT', 'Interest|Income', [payer, '611 Main Street', 'Hays, KS 67601', '(785) 555-0144'],
              '47-0612284', rec, rtin, ['1908 Cottonwood Dr', 'Hays, KS 67601'], boxes, account='SAV-00418872')
    exp = {'interestIncome': js_number(b['b1']), 'earlyWithdrawalPenalty': js_number(b['b2']),
           'usSavingsBondsInterest': js_number(b['b3']), 'federalIncomeTaxWithheld': js_number(b['b4']),
           **parties(payer, '47-0612284', rec, rtin)}
    return p, exp


def int_bank_summary():
    """A credit union's year-end letter: one line per account, then the 1099-INT boxes as a short list with '$'."""
    p = Page()
    f, fb = 'p052', 'p052-b'
    payer, rec, rtin = 'Sunfield Lake Credit Union', 'MALCOLM J. ODUYA-PETERSEN', 'XXX-XX-3307'
    p.text(36, 56, payer, font=fb, size=17, colour=(0.1, 0.3, 0.55))
    p.text(36, 70, '2250 Lakeshore Parkway  -  Madison, WI 53704  -  Federal ID 39-1176540', font=f, size=9)
    p.line(36, 80, 576, 80, width=1.5, colour=(0.1, 0.3, 0.55))
    p.text(36, 110, rec, font=f, size=10)
    p.text(36, 122, '4418 RIDGEWOOD LN', font=f, size=10)
    p.text(36, 134, 'MIDDLETON WI 53562', font=f, size=10)
    p.text(576, 110, 'January 24, 2025', font=f, size=10, align='r')
    p.text(36, 170, '2024 Year-End Tax Summary - Form 1099-INT', font=fb, size=13)
    p.text(36, 190, 'Dear Member, below is the interest we paid you in 2024 on each of your accounts. This statement is', font=f, size=10)
    p.text(36, 203, 'your Form 1099-INT (Copy B for recipient); we report the same figures to the IRS.', font=f, size=10)
    accounts = [('Share Savings', '...0418', '112.04'), ('Money Market Plus', '...0433', '1846.30'),
                ('24-Month Share Certificate', '...0907', '2410.95')]
    total = sum(D(a[2]) for a in accounts)
    y = 230
    p.rect(36, y, 540, 16, fill=(0.88, 0.92, 0.97), stroke=False)
    p.text(44, y + 11, 'Account', font=fb, size=9.5)
    p.text(300, y + 11, 'Number', font=fb, size=9.5)
    p.text(568, y + 11, 'Interest paid', font=fb, size=9.5, align='r')
    for i, (name, number, amount) in enumerate(accounts):
        p.text(44, y + 31 + 15 * i, name, font=f, size=10)
        p.text(300, y + 31 + 15 * i, number, font=f, size=10)
        p.text(568, y + 31 + 15 * i, money(amount, dollar=True), font=f, size=10, align='r')
    y += 31 + 15 * len(accounts)
    p.line(420, y - 8, 576, y - 8, width=0.6)
    p.text(44, y + 4, 'Total interest', font=fb, size=10)
    p.text(568, y + 4, money(total, dollar=True), font=fb, size=10, align='r')
    y += 40
    p.text(36, y, 'Form 1099-INT', font=fb, size=12)
    p.text(160, y, "Payer's TIN 39-1176540     Recipient's TIN " + rtin, font=f, size=9.5)
    lines = [('Box 1', 'Interest income', total), ('Box 2', 'Early withdrawal penalty', '0.00'),
             ('Box 3', 'Interest on U.S. Savings Bonds and Treasury obligations', '0.00'),
             ('Box 4', 'Federal income tax withheld', '0.00'), ('Box 8', 'Tax-exempt interest', '0.00')]
    for i, (box, label, amount) in enumerate(lines):
        yy = y + 20 + 16 * i
        p.text(44, yy, box, font=fb, size=10)
        p.text(92, yy, label, font=f, size=10)
        p.text(568, yy, money(amount, dollar=True), font=f, size=10, align='r')
        p.line(92, yy + 4, 576, yy + 4, width=0.2, dash=(1, 2))
    p.text(36, y + 130, 'Questions? Call Member Services at (608) 555-0190. Thank you for banking with us.', font='p052-i', size=9.5)
    exp = {'interestIncome': js_number(total), 'earlyWithdrawalPenalty': '0', 'usSavingsBondsInterest': '0',
           'federalIncomeTaxWithheld': '0', **parties(payer, '39-1176540', rec, rtin)}
    return p, exp


def div_fund_security():
    """A fund company's 1099-DIV printed on security paper: a pale blue-green wavy tint under the IRS-like grid."""
    p = Page()
    p.wavy_background(30, 30, 552, 250, (0.72, 0.86, 0.84))
    payer, rec, rtin = 'Alder Point Mutual Funds', 'Priya N. Achebe-Sorensen', 'XXX-XX-8862'
    b = {'1a': '2946.18', '1b': '2104.77', '2a': '611.20', '3': '', '4': '', '5': '188.35', '7': '42.71'}
    boxes = [('1a', 'Total ordinary dividends', b['1a']), ('1b', 'Qualified dividends', b['1b']),
             ('2a', 'Total capital gain distr.', b['2a']), ('2b', 'Unrecap. Sec. 1250 gain', ''),
             ('2c', 'Section 1202 gain', ''), ('2d', 'Collectibles (28%) gain', ''),
             ('3', 'Nondividend distributions', b['3']), ('4', 'Federal income tax withheld', b['4']),
             ('5', 'Section 199A dividends', b['5']), ('6', 'Investment expenses', ''),
             ('7', 'Foreign tax paid', b['7']), ('8', 'Foreign country or U.S. possession', 'VARIOUS')]
    grid_1099(p, 36, 44, 'DIV', 'Dividends and|Distributions', [payer, 'PO Box 9713', 'Providence, RI 02940-9713'],
              '23-7749012', rec, rtin, ['60 Brookhaven Circle', 'Glastonbury, CT 06033'], boxes, font='narrow',
              box_h=26, account='7720-118834')
    exp = {'totalOrdinaryDividends': js_number(b['1a']), 'qualifiedDividends': js_number(b['1b']),
           'totalCapitalGainDistributions': js_number(b['2a']), 'nondividendDistributions': '',
           'federalIncomeTaxWithheld': '', 'section199ADividends': js_number(b['5']), 'foreignTaxPaid': js_number(b['7']),
           **parties(payer, '23-7749012', rec, rtin)}
    return p, exp


def div_consolidated():
    """Page 3 of a brokerage's consolidated 1099: a header band with the account, then the 1099-DIV as box rows in
    Nimbus Mono, with a dividend detail table below it."""
    p = Page()
    payer, rec, rtin = 'Harborview Clearing & Custody LLC', 'GIDEON & ROSALIE NAKAMURA-FROST JT TEN', 'XXX-XX-2291'
    p.text(36, 40, 'HARBORVIEW', font='sans-b', size=16, colour=(0.05, 0.2, 0.35))
    p.text(36, 52, 'Clearing & Custody', font='sans', size=9, colour=(0.05, 0.2, 0.35))
    p.text(576, 40, '2024 TAX REPORTING STATEMENT', font='sans-b', size=11, align='r')
    p.text(576, 52, 'Account 5HB-22914   Page 3 of 11', font='sans', size=8.5, align='r')
    p.rect(36, 62, 540, 52, fill=(0.93, 0.95, 0.97))
    p.text(44, 76, f"PAYER'S Name: {payer}", font='mono', size=8.5)
    p.text(44, 88, "PAYER'S TIN: 13-4468102", font='mono', size=8.5)
    p.text(44, 100, '1 Harborview Plaza, Jersey City, NJ 07311', font='mono', size=8.5)
    p.text(320, 76, "RECIPIENT'S Name:", font='mono', size=8.5)
    p.text(320, 88, rec, font='mono', size=8.5)
    p.text(320, 100, f"RECIPIENT'S TIN: {rtin}", font='mono', size=8.5)
    p.text(36, 136, '2024 1099-DIV* DIVIDENDS AND DISTRIBUTIONS', font='sans-b', size=10.5)
    p.text(576, 136, 'OMB No. 1545-0110', font='sans', size=7, align='r')
    b = [('1a', 'Total Ordinary Dividends', '7815.42'), ('1b', 'Qualified Dividends', '6902.10'),
         ('2a', 'Total Capital Gain Distributions', '1433.80'), ('2b', 'Unrecaptured Section 1250 Gain', '0.00'),
         ('3', 'Nondividend Distributions', '57.26'), ('4', 'Federal Income Tax Withheld', '0.00'),
         ('5', 'Section 199A Dividends', '402.66'), ('7', 'Foreign Tax Paid', '119.08'),
         ('12', 'Exempt Interest Dividends', '0.00')]
    for i, (box, label, amount) in enumerate(b):
        y = 154 + 13 * i
        p.text(44, y, box.rjust(3), font='mono', size=9)
        p.text(74, y, label.ljust(36, '.'), font='mono', size=9)
        p.text(420, y, money(amount), font='mono', size=9, align='r')
    y = 154 + 13 * len(b) + 16
    p.text(36, y, 'DETAIL OF DIVIDENDS AND DISTRIBUTIONS', font='sans-b', size=9.5)
    p.rect(36, y + 6, 540, 14, fill=(0.85, 0.88, 0.92), stroke=False)
    for x, h, a in ((40, 'Security', 'l'), (250, 'CUSIP', 'l'), (330, 'Date', 'l'), (470, 'Ordinary', 'r'), (572, 'Qualified', 'r')):
        p.text(x, y + 16, h, font='sans-b', size=8, align=a)
    detail = [('ALLEGHENY UTILITIES CORP', '017361106', '03/15/24', '1210.00', '1210.00'),
              ('BRISTLECONE REIT INC', '11044L208', '06/28/24', '913.32', '0.00'),
              ('CORDOVA TOTAL MARKET ETF', '21833Q404', '12/20/24', '3488.14', '3488.14'),
              ('DELMAR GLOBAL INCOME FD', '24630K105', 'VARIOUS', '2203.96', '2203.96')]
    for i, row in enumerate(detail):
        yy = y + 32 + 12 * i
        p.text(40, yy, row[0], font='mono', size=8)
        p.text(250, yy, row[1], font='mono', size=8)
        p.text(330, yy, row[2], font='mono', size=8)
        p.text(470, yy, money(row[3]), font='mono', size=8, align='r')
        p.text(572, yy, money(row[4]), font='mono', size=8, align='r')
    yy = y + 32 + 12 * len(detail)
    p.line(380, yy - 8, 576, yy - 8, width=0.5)
    p.text(40, yy + 2, 'Total', font='sans-b', size=8)
    p.text(470, yy + 2, money('7815.42'), font='mono-b', size=8, align='r')
    p.text(572, yy + 2, money('6902.10'), font='mono-b', size=8, align='r')
    p.text(36, yy + 30, '* This is important tax information and is being furnished to the Internal Revenue Service.',
           font='sans', size=7.5)
    p.text(306, 770, 'Harborview Clearing & Custody LLC, Member SIPC', font='sans', size=7, align='c')
    exp = {'totalOrdinaryDividends': '7815.42', 'qualifiedDividends': '6902.1', 'totalCapitalGainDistributions': '1433.8',
           'nondividendDistributions': '57.26', 'federalIncomeTaxWithheld': '0', 'section199ADividends': '402.66',
           'foreignTaxPaid': '119.08', **parties(payer, '13-4468102', rec, rtin)}
    return p, exp


def b_rows_landscape():
    """A broker's 1099-B on a landscape page: one row per sale, short-term covered (box A), totals at the foot."""
    p = Page(792, 612)
    payer, rec, rtin = 'Crestline Securities Corp', 'Tobias R. Eklund-Adebayo', 'XXX-XX-4471'
    p.text(36, 40, 'Crestline Securities Corp', font='roman-b', size=15)
    p.text(36, 53, '55 Water Street, 30th Floor, New York, NY 10041   Payer TIN 36-4471983', font='roman', size=8.5)
    p.text(756, 40, '2024 Form 1099-B  Proceeds From Broker and Barter Exchange Transactions', font='roman-b', size=10, align='r')
    p.text(756, 53, f'Recipient: {rec}   TIN {rtin}   Account 6601-3390', font='roman', size=8.5, align='r')
    p.line(36, 62, 756, 62, width=1)
    p.text(36, 80, 'SHORT-TERM TRANSACTIONS FOR COVERED TAX LOTS  (Form 8949 Box A checked; basis reported to the IRS)',
           font='roman-b', size=9)
    cols = [(40, '1a Description of property', 'l'), (250, 'CUSIP', 'l'), (320, 'Quantity', 'r'), (380, '1b Acquired', 'l'),
            (440, '1c Sold', 'l'), (560, '1d Proceeds', 'r'), (640, '1e Cost basis', 'r'), (700, '1g Wash sale', 'r'),
            (756, 'Gain or (loss)', 'r')]
    p.rect(36, 88, 720, 15, fill=(0.9, 0.9, 0.9), stroke=False)
    for x, h, a in cols:
        p.text(x, 99, h, font='roman-b', size=7.5, align=a)
    rows = [('BIRCHWOOD SEMICONDUCTOR INC', '09077K102', '40', '02/12/24', '07/30/24', '6118.40', '5472.80', '0.00'),
            ('COASTAL RAIL PARTNERS LP', '19046R300', '125', '03/04/24', '05/17/24', '3302.50', '3611.25', '308.75'),
            ('EVERGREEN BIOLOGICS CORP', '30049T105', '60', '01/22/24', '10/08/24', '4270.20', '3980.40', '0.00'),
            ('HALDEN WATER UTILITY CO', '40501M208', '80', '04/15/24', '11/21/24', '2791.60', '2655.20', '0.00'),
            ('MORROW ROBOTICS HOLDINGS', '61747Q109', '15', '06/03/24', '12/13/24', '1985.55', '2240.10', '254.55')]
    tot = [Decimal(0)] * 3
    for i, r in enumerate(rows):
        y = 116 + 14 * i
        gain = D(r[5]) - D(r[6]) + D(r[7])
        for k in range(3):
            tot[k] += D(r[5 + k])
        vals = [r[0], r[1], r[2], r[3], r[4], money(r[5]), money(r[6]), money(r[7]) if D(r[7]) else '',
                money(gain) if gain >= 0 else f'({money(-gain)})']
        for (x, _, a), v in zip(cols, vals):
            p.text(x, y, v, font='mono', size=8, align=a)
    y = 116 + 14 * len(rows)
    p.line(500, y - 8, 756, y - 8, width=0.6)
    gain = tot[0] - tot[1] + tot[2]
    p.text(40, y + 3, 'TOTAL SHORT-TERM COVERED', font='roman-b', size=8.5)
    for (x, _, a), v in zip(cols[5:], [money(tot[0]), money(tot[1]), money(tot[2]), money(gain)]):
        p.text(x, y + 3, v, font='mono-b', size=8, align=a)
    p.text(36, y + 30, 'Box 4 Federal income tax withheld: 0.00      Box 14-16 State: none      '
           'Long-term transactions: none this year', font='roman', size=8.5)
    p.text(36, y + 44, 'Box 2 Type of gain or loss: Short-term.   Box 12: Basis reported to IRS.', font='roman', size=8.5)
    exp = {'proceedsFromSales': js_number(tot[0]), 'costBasis': js_number(tot[1]), 'washSaleAdjustment': js_number(tot[2]),
           'federalIncomeTaxWithheld': '0', 'shortTermOrLongTerm': 'short', **parties(payer, '36-4471983', rec, rtin)}
    return p, exp


def b_longterm_summary():
    """A robo-adviser's 1099-B summary in C059: short-term and long-term rows for covered and noncovered lots."""
    p = Page()
    f, fb = 'c059', 'c059-b'
    payer, rec, rtin = 'Larchmont Digital Investing Inc', 'Wilhelmina Osei-Trambley', 'XXX-XX-6038'
    p.text(36, 50, 'Larchmont', font=fb, size=22, colour=(0.35, 0.15, 0.45))
    p.text(36, 64, 'Digital Investing', font=f, size=10, colour=(0.35, 0.15, 0.45))
    p.text(576, 44, 'Form 1099-B Summary 2024', font=fb, size=13, align='r')
    p.text(576, 58, 'Proceeds From Broker Transactions', font=f, size=9, align='r')
    p.rect(36, 80, 540, 70)
    rows = [(f'Payer: {payer}', f'Recipient: {rec}'), ("Payer's federal ID: 82-3301945", f"Recipient's TIN: {rtin}"),
            ('400 Tech Row, Austin, TX 78701', '19 Quarry Hill Rd, Concord, MA 01742'),
            ('Account: LDI-000882190', 'Document ID: 2024-B-118830')]
    for i, (a, b) in enumerate(rows):
        p.text(44, 96 + 14 * i, a, font=f, size=9.5)
        p.text(320, 96 + 14 * i, b, font=f, size=9.5)
    p.text(36, 180, 'Summary of Proceeds, Gains & Losses', font=fb, size=12)
    heads = [('Term / Form 8949 box', 44, 'l'), ('Proceeds (1d)', 300, 'r'), ('Cost basis (1e)', 385, 'r'),
             ('Wash sale loss disallowed (1g)', 480, 'r'), ('Realized gain/loss', 570, 'r')]
    p.rect(36, 190, 540, 18, fill=(0.93, 0.9, 0.95), stroke=False)
    for h, x, a in heads:
        p.text(x, 202, h, font=fb, size=8, align=a)
    proceeds, cost = Decimal('22918.40'), Decimal('17205.11')
    lines = [('Short-term, basis reported (A)', None), ('Short-term, basis not reported (B)', None),
             ('Long-term, basis reported (D)', (proceeds, cost, Decimal(0))), ('Long-term, basis not reported (E)', None)]
    for i, (label, vals) in enumerate(lines):
        y = 224 + 18 * i
        p.text(44, y, label, font=f, size=9.5)
        if vals:
            nums = [money(vals[0]), money(vals[1]), money(vals[2]), money(vals[0] - vals[1] + vals[2])]
        else:
            nums = ['0.00', '0.00', '0.00', '0.00']
        for (h, x, a), v in zip(heads[1:], nums):
            p.text(x, y, v, font=f, size=9.5, align=a)
        p.line(36, y + 5, 576, y + 5, width=0.2)
    y = 224 + 18 * 4 + 8
    p.text(44, y, 'Total', font=fb, size=9.5)
    for (h, x, a), v in zip(heads[1:], [money(proceeds), money(cost), '0.00', money(proceeds - cost)]):
        p.text(x, y, v, font=fb, size=9.5, align=a)
    p.text(36, y + 34, 'Federal income tax withheld (box 4): 0.00', font=f, size=9.5)
    p.text(36, y + 48, 'All of your 2024 sales were of long-term lots held more than one year; the detail follows on page 2.',
           font=f, size=9.5)
    exp = {'proceedsFromSales': js_number(proceeds), 'costBasis': js_number(cost), 'washSaleAdjustment': '0',
           'federalIncomeTaxWithheld': '0', 'shortTermOrLongTerm': 'long', **parties(payer, '82-3301945', rec, rtin)}
    return p, exp


def r_rollover():
    p = Page()
    payer, rec, rtin = 'Wolf Creek Retirement Plan Services', 'Desmond A. Yamamoto-Greer', 'XXX-XX-9315'
    boxes = [(1, 'Gross distribution', '$48,760.33'), ('2a', 'Taxable amount', '$0.00'),
             ('2b', 'Taxable amount not determined', False), ('', 'Total distribution', True),
             (3, 'Capital gain (included in box 2a)', ''), (4, 'Federal income tax withheld', '$0.00'),
             (5, 'Employee contributions', ''), (6, 'Net unrealized appreciation', ''),
             (7, 'Distribution code(s)', 'G'), ('', 'IRA/SEP/SIMPLE', False),
             (14, 'State tax withheld', '$0.00'), (15, 'State/Payer\'s state no.', 'OR 0092218-4')]
    p.text(36, 36, 'Plan: Wolf Creek Manufacturing 401(k) Plan  -  direct rollover to an IRA', font='gothic', size=8.5)
    grid_1099(p, 36, 48, 'R', 'Distributions From|Pensions, Annuities,|Retirement or|Profit-Sharing Plans,|IRAs, Insurance|Contracts, etc.',
              [payer, '1201 NW Couch St', 'Portland, OR 97209'], '52-2219870', rec, rtin,
              ['8840 SW Hemlock Ter', 'Beaverton, OR 97007'], boxes, font='gothic', box_h=28, copy='Copy B  Report this income')
    exp = {'grossDistribution': '48760.33', 'taxableAmount': '0', 'federalIncomeTaxWithheld': '0', 'stateTaxWithheld': '0',
           'distributionCode': 'G', **parties(payer, '52-2219870', rec, rtin)}
    return p, exp


def r_not_determined():
    """An insurer's annuity 1099-R in P052: box 2a left empty and box 2b 'taxable amount not determined' checked."""
    p = Page()
    payer, rec, rtin = 'Beacon Mutual Life Insurance Co', 'Ruth E. Abernathy-Singh', 'XXX-XX-0478'
    p.text(36, 44, 'Beacon Mutual Life', font='p052-b', size=16)
    p.text(36, 57, 'Annuity Service Center  -  Contract 77-A-301948', font='p052', size=9)
    boxes = [(1, 'Gross distribution', '18,240.00'), ('2a', 'Taxable amount', ''),
             ('2b', 'Taxable amount not determined', True), ('', 'Total distribution', False),
             (3, 'Capital gain (included in box 2a)', ''), (4, 'Federal income tax withheld', '1,824.00'),
             (5, 'Employee contributions/Designated Roth contributions or insurance premiums', ''),
             (6, 'Net unrealized appreciation', ''), (7, 'Distribution code(s)', '7'), ('', 'IRA/SEP/SIMPLE', False),
             (14, 'State tax withheld', '547.20'), (16, 'State distribution', '18,240.00')]
    grid_1099(p, 36, 70, 'R', 'Distributions From|Pensions, Annuities,|Retirement or|Profit-Sharing Plans,|IRAs, Insurance|Contracts, etc.',
              [payer, 'One Beacon Street', 'Boston, MA 02108'], '04-1589562', rec, rtin,
              ['27 Willow Bend Road', 'Worcester, MA 01609'], boxes, font='p052', box_h=28)
    exp = {'grossDistribution': '18240', 'taxableAmount': '', 'federalIncomeTaxWithheld': '1824', 'stateTaxWithheld': '547.2',
           'distributionCode': '7', **parties(payer, '04-1589562', rec, rtin)}
    return p, exp


def g_unemployment():
    p = Page()
    payer, rec, rtin = 'OHIO DEPARTMENT OF JOB AND FAMILY SERVICES', 'KWAME D. ASHWORTH', 'XXX-XX-6120'
    boxes = [(1, 'Unemployment compensation', '7488.00'), (2, 'State or local income tax refunds, credits, or offsets', ''),
             (3, 'Box 2 amount is for tax year', ''), (4, 'Federal income tax withheld', '748.80'),
             (5, 'RTAA payments', ''), (6, 'Taxable grants', ''), (7, 'Agriculture payments', ''),
             (9, 'Market gain', ''), (10, 'State  /  State identification no.', 'OH  31-6402218'),
             (11, 'State income tax withheld', '262.08')]
    grid_1099(p, 36, 40, 'G', 'Certain|Government|Payments', [payer, 'PO BOX 182212', 'COLUMBUS OH 43218-2212'],
              '31-6402218', rec, rtin, ['6120 EAST BROAD ST APT 2', 'COLUMBUS OH 43213'], boxes, font='sans',
              amounts='plain', box_h=28)
    exp = {'unemploymentCompensation': '7488', 'stateLocalIncomeTaxRefunds': '', 'federalIncomeTaxWithheld': '748.8',
           'stateTaxWithheld': '262.08', **parties(payer, '31-6402218', rec, rtin)}
    return p, exp


def nec():
    p = Page()
    payer, rec, rtin = 'Juniper & Vale Architecture PLLC', 'Sebastian Okoro-Lindahl', 'XXX-XX-3912'
    boxes = [(1, 'Nonemployee compensation', '$34,600.00'), (2, 'Payer made direct sales totaling $5,000 or more', False),
             (3, 'Excess golden parachute payments', ''), (4, 'Federal income tax withheld', ''),
             (5, 'State tax withheld', '$1,038.00'), (6, "State/Payer's state no.", 'MN 4418820'),
             (7, 'State income', '$34,600.00')]
    grid_1099(p, 36, 52, 'NEC', 'Nonemployee|Compensation', [payer, '300 N 1st Ave, Suite 410', 'Minneapolis, MN 55401'],
              '88-1204517', rec, rtin, ['1419 Como Ave SE', 'Minneapolis, MN 55414'], boxes, font='bookman', box_h=34)
    exp = {'nonemployeeCompensation': '34600', 'federalIncomeTaxWithheld': '', 'stateTaxWithheld': '1038',
           **parties(payer, '88-1204517', rec, rtin)}
    return p, exp


def misc():
    p = Page()
    payer, rec, rtin = 'Driftwood Point Properties LLC', 'Annika L. Borowski-Nwosu', 'XXX-XX-2205'
    boxes = [(1, 'Rents', '14400.00'), (2, 'Royalties', ''), (3, 'Other income', '600.00'),
             (4, 'Federal income tax withheld', '0.00'), (5, 'Fishing boat proceeds', ''),
             (6, 'Medical and health care payments', ''), (8, 'Substitute payments in lieu of dividends', ''),
             (10, 'Gross proceeds paid to an attorney', ''), (15, 'State tax withheld', ''), (16, "State/Payer's state no.", '')]
    grid_1099(p, 36, 60, 'MISC', 'Miscellaneous|Information', [payer, '88 Seawall Blvd', 'Galveston, TX 77550'],
              '59-3320816', rec, rtin, ['4102 Avenue R', 'Galveston, TX 77550'], boxes, font='roman', amounts='plain',
              box_h=30)
    exp = {'rentIncome': '14400', 'royalties': '', 'otherIncome': '600', 'federalIncomeTaxWithheld': '0',
           **parties(payer, '59-3320816', rec, rtin)}
    return p, exp


def oid():
    p = Page()
    payer, rec, rtin = 'Ironbridge Treasury Services', 'Fernando Q. Albuquerque-Haas', 'XXX-XX-7741'
    boxes = [(1, 'Original issue discount for 2024', '2,118.40'), (2, 'Other periodic interest', '156.25'),
             (3, 'Early withdrawal penalty', ''), (4, 'Federal income tax withheld', '0.00'),
             (5, 'Market discount', ''), (6, 'Acquisition premium', ''), (7, 'Description', 'US TREAS STRIP 0% 2031'),
             (8, 'OID on U.S. Treasury obligations', ''), (9, 'Investment expenses', ''), (10, 'Bond premium', '')]
    grid_1099(p, 36, 48, 'OID', 'Original Issue|Discount', [payer, '200 Clarendon St', 'Boston, MA 02116'],
              '13-3902741', rec, rtin, ['77 Beacon Hill Ct', 'Nashua, NH 03062'], boxes, font='narrow', box_h=30)
    exp = {'originalIssueDiscount': '2118.4', 'otherPeriodicInterest': '156.25', 'federalIncomeTaxWithheld': '0',
           **parties(payer, '13-3902741', rec, rtin)}
    return p, exp


def ssa():
    """The SSA-1099 benefit statement: boxes 1-8 in a grid with box 3's description, in Nimbus Sans and Mono."""
    p = Page()
    name, ssn = 'CORNELIUS B. WHITAKER-OYAMA', 'XXX-XX-5508'
    p.text(36, 44, 'FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT', font='sans-b', size=12)
    p.text(576, 44, '2024', font='sans-b', size=16, align='r')
    p.text(36, 56, 'PART OF YOUR SOCIAL SECURITY BENEFITS SHOWN IN BOX 5 MAY BE TAXABLE INCOME.', font='sans', size=7.5)
    p.box(36, 66, 270, 28, 'Box 1. Name', name, font='sans', size=6.5, value_font='mono')
    p.box(306, 66, 270, 28, 'Box 2. Beneficiary\'s Social Security Number', ssn, font='sans', size=6.5, value_font='mono')
    p.box(36, 94, 180, 30, 'Box 3. Benefits Paid in 2024', '27,336.00', font='sans', size=6.5, value_font='mono', align='r')
    p.box(216, 94, 180, 30, 'Box 4. Benefits Repaid to SSA in 2024', '412.00', font='sans', size=6.5, value_font='mono',
          align='r')
    p.box(396, 94, 180, 30, 'Box 5. Net Benefits for 2024 (Box 3 minus Box 4)', '26,924.00', font='sans', size=6.5,
          value_font='mono', align='r')
    p.rect(36, 124, 360, 110)
    p.text(40, 132, 'DESCRIPTION OF AMOUNT IN BOX 3', font='sans-b', size=6.5)
    lines = [('Paid by check or direct deposit', '23,749.20'), ('Medicare Part B premiums deducted from your benefits', '2,098.80'),
             ('Medicare prescription drug premiums deducted', '0.00'), ('Voluntary federal income tax withheld', '1,488.00'),
             ('Total Additions', '27,336.00'), ('Benefits for 2024', '27,336.00')]
    for i, (label, amount) in enumerate(lines):
        p.text(44, 148 + 13 * i, label, font='mono', size=8)
        p.text(388, 148 + 13 * i, amount, font='mono', size=8, align='r')
    p.text(404, 132, 'DESCRIPTION OF AMOUNT IN BOX 4', font='sans-b', size=6.5)
    p.rect(396, 124, 180, 110)
    p.text(404, 148, 'Benefits repaid to SSA', font='mono', size=8)
    p.text(404, 160, 'in 2024:  412.00', font='mono', size=8)
    p.box(36, 234, 270, 28, 'Box 6. Voluntary Federal Income Tax Withheld', '1,488.00', font='sans', size=6.5,
          value_font='mono', align='r')
    p.box(306, 234, 270, 28, 'Box 7. Address', '4420 HIGHLAND AVE, ERIE PA 16509', font='sans', size=6.5, value_font='mono')
    p.box(36, 262, 270, 28, 'Box 8. Claim Number (Use this number if you need to contact SSA.)', '000-00-0000A', font='sans',
          size=6.5, value_font='mono')
    p.text(36, 306, 'DO NOT RETURN THIS FORM TO SSA OR IRS', font='sans-b', size=9)
    p.text(36, 318, 'Form SSA-1099-SM (1-2025)', font='sans', size=7)
    exp = {'box3NetBenefits': '27336', 'box4': '412', 'box5NetBenefits': '26924', 'federalIncomeTaxWithheld': '1488',
           'recipientInfo.name': name, 'recipientInfo.tin': ssn}
    return p, exp


def form1040_2023():
    """Page 1 of a filed 2023 Form 1040 (married filing jointly, two dependents) as tax software prints it."""
    p = Page()
    f, fb = 'sans', 'sans-b'
    p.text(36, 40, '1040', font=fb, size=22)
    p.text(86, 32, 'Department of the Treasury--Internal Revenue Service', font=f, size=6.5)
    p.text(86, 44, 'U.S. Individual Income Tax Return', font=fb, size=10)
    p.text(300, 42, '2023', font=fb, size=18)
    p.text(360, 42, 'OMB No. 1545-0074   IRS Use Only--Do not write or staple in this space.', font=f, size=6.5)
    p.line(36, 50, 576, 50, width=1.2)
    p.text(36, 62, 'Filing Status', font=fb, size=8)
    statuses = [('Single', False), ('Married filing jointly', True), ('Married filing separately (MFS)', False),
                ('Head of household (HOH)', False), ('Qualifying surviving spouse (QSS)', False)]
    x = 100
    for label, on in statuses:
        p.check(x, 55, size=7, checked=on)
        p.text(x + 10, 61.5, label, font=f, size=7)
        x += 18 + len(label) * 3.3
    rows = [(74, [(36, 220, 'Your first name and middle initial', 'Anneliese K'), (256, 200, 'Last name', 'Moreno-Whitcombe'),
                  (456, 120, 'Your social security number', '573-20-8841')]),
            (102, [(36, 220, "If joint return, spouse's first name and middle initial", 'Obinna T'),
                   (256, 200, 'Last name', 'Adewale'), (456, 120, "Spouse's social security number", '619-04-2276')]),
            (130, [(36, 340, 'Home address (number and street). If you have a P.O. box, see instructions.', '2219 Larkspur Terrace'),
                   (376, 80, 'Apt. no.', 'Unit 5')]),
            (158, [(36, 240, 'City, town, or post office. If you have a foreign address, also complete spaces below.', 'Fort Collins'),
                   (276, 90, 'State', 'CO'), (366, 90, 'ZIP code', '80525')])]
    for y, cells in rows:
        for x, w, caption, value in cells:
            p.box(x, y, w, 28, caption, value, font=f, size=6, value_size=10.5)
    p.rect(456, 130, 120, 56)
    p.text(460, 138, 'Presidential Election Campaign', font=fb, size=6)
    p.text(460, 146, 'Check here if you, or your spouse', font=f, size=5.8)
    p.text(460, 153, 'if filing jointly, want $3 to go to this fund.', font=f, size=5.8)
    p.check(470, 164, checked=False)
    p.text(480, 170, 'You', font=f, size=6)
    p.check(510, 164, checked=False)
    p.text(520, 170, 'Spouse', font=f, size=6)
    p.text(36, 200, 'Digital Assets  At any time during 2023, did you: (a) receive (as a reward, award, or payment for property',
           font=f, size=7)
    p.text(36, 209, 'or services); or (b) sell, exchange, or otherwise dispose of a digital asset?', font=f, size=7)
    p.check(470, 203, checked=False)
    p.text(480, 209, 'Yes', font=f, size=7)
    p.check(510, 203, checked=True)
    p.text(520, 209, 'No', font=f, size=7)
    p.text(36, 226, 'Standard Deduction  Someone can claim:  You as a dependent   Your spouse as a dependent', font=f, size=7)
    p.text(36, 244, 'Dependents (see instructions):', font=fb, size=7.5)
    heads = [(36, '(1) First name     Last name'), (220, '(2) Social security number'), (340, '(3) Relationship to you'),
             (440, '(4) Child tax credit'), (510, 'Credit for other dependents')]
    for x, h in heads:
        p.text(x, 256, h, font=f, size=6.5)
    deps = [('Tobenna', 'Adewale', '702-31-5548', 'Son', True), ('Ilse', 'Moreno-Whitcombe', '702-31-9904', 'Daughter', True)]
    for i, (first, last, ssn, rel, ctc) in enumerate(deps):
        y = 270 + 14 * i
        p.line(36, y + 3, 576, y + 3, width=0.3)
        p.text(40, y, first, font=f, size=9)
        p.text(110, y, last, font=f, size=9)
        p.text(224, y, ssn, font=f, size=9)
        p.text(344, y, rel, font=f, size=9)
        p.check(460, y - 7, checked=ctc)
        p.check(530, y - 7, checked=False)
    income = [('1a', 'Total amount from Form(s) W-2, box 1 (see instructions)', '96,412.'),
              ('1z', 'Add lines 1a through 1h', '96,412.'), ('2b', 'Taxable interest', '1,118.'),
              ('3b', 'Ordinary dividends', '870.'), ('7', 'Capital gain or (loss). Attach Schedule D if required', '2,415.'),
              ('9', 'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income', '100,815.'),
              ('10', 'Adjustments to income from Schedule 1, line 26', '0.'),
              ('11', 'Subtract line 10 from line 9. This is your adjusted gross income', '100,815.'),
              ('12', 'Standard deduction or itemized deductions (from Schedule A)', '27,700.'),
              ('14', 'Add lines 12 and 13', '27,700.'),
              ('15', 'Subtract line 14 from line 11. If zero or less, enter -0-. This is your taxable income', '73,115.')]
    p.text(36, 312, 'Income', font=fb, size=9)
    for i, (line, label, amount) in enumerate(income):
        y = 326 + 15 * i
        p.line(36, y + 4, 576, y + 4, width=0.3)
        p.text(60, y, line, font=fb, size=8)
        p.text(80, y, label, font=f, size=8)
        p.text(478, y, line, font=fb, size=8)
        p.text(572, y, amount, font=f, size=9, align='r')
    p.text(36, 520, 'For Disclosure, Privacy Act, and Paperwork Reduction Act Notice, see separate instructions.', font=f, size=6.5)
    p.text(576, 520, 'Form 1040 (2023)', font=fb, size=7, align='r')
    exp = {'firstName': 'Anneliese', 'middleInitial': 'K', 'lastName': 'Moreno-Whitcombe', 'ssn': '573-20-8841',
           'spouseFirstName': 'Obinna', 'spouseMiddleInitial': 'T', 'spouseLastName': 'Adewale', 'spouseSSN': '619-04-2276',
           'street': '2219 Larkspur Terrace', 'street2': 'Unit 5', 'city': 'Fort Collins', 'state': 'CO', 'zip': '80525',
           'filingStatus': 'married-joint', 'phone': '', 'email': '', 'isFullYearResident': 'true'}
    return p, exp
