"""The documents of printed corpus 6: invented people and figures (they check against each other: W-2 box 4 = 6.2% of
box 3, box 6 = 1.45% of box 5, 1099-B totals = the sum of the rows, SSA-1099 box 5 = box 3 - box 4), and what each
prints as expected.json holds it."""
from decimal import Decimal

from printed_corpus_common import D, js_number, pct, w2_amount


def w2(**w):
    w['sst'] = str(pct(w['ssw'], '0.062'))
    w['medt'] = str(pct(w['medw'], '0.0145'))
    return w


W2 = [
    ('w2-payroll-statement', 'payroll-statement', 'Roboto', w2(
        provider='LedgerLoom Payroll', first='Marisol', last='Quintanilla-Hayes', ssn='XXX-XX-4419', emp='Tidewater Orthopedic Partners PLLC',
        ein='54-2087731', empaddr=['4100 Harbor Gate Blvd', 'Norfolk, VA 23510'], addr=['2217 Colley Ave Apt 3', 'Norfolk, VA 23517'],
        wages='68215.40', fed='6944.12', ssw='72715.40', medw='72715.40', state='VA', stateid='10-542087731F-001', stw='68215.40', stt='3321.87',
        retirement=True, box12=[('D', '4500.00'), ('DD', '7312.56')], box14=[])),
    ('w2-employer-table', 'employer-table', 'Noto Serif', w2(
        first='Dashiell', last='Oyelowo-Brandt', ssn='638-21-0954', emp='Copperline Grain Cooperative', ein='47-0918264',
        empaddr=['810 Elevator Row', 'Grand Island, NE 68801'], addr=['1402 W Koenig St', 'Grand Island, NE 68801'],
        wages='52870.00', fed='4391.75', ssw='55420.00', medw='55420.00', state='NE', stateid='23-4781120', stw='52870.00', stt='2207.64',
        retirement=True, box12=[('D', '2550.00'), ('DD', '11208.00')], box14=[('UNION DUES', '612.00')], control='00418-NE')),
    ('w2-irs-grid', 'irs-grid', 'Noto Sans', w2(
        first='Anneliese', last='Fairweather-Obi', ssn='529-74-3168', emp='Summit Switchback Outfitters Inc', ein='84-3390127',
        empaddr=['75 Canyon Rim Rd', 'Boulder, CO 80302'], addr=['3390 Arapahoe Ave Unit 12', 'Boulder, CO 80303'],
        wages='94360.22', fed='12018.40', ssw='101860.22', medw='101860.22', state='CO', stateid='31440912', stw='94360.22', stt='4152.05',
        retirement=True, box12=[('AA', '5200.00'), ('W', '2300.00'), ('DD', '9874.32')], box14=[('CO FAMLI', '458.37')],
        second=('UT', '14-889210-003', '6120.00', '281.52'), control='A7-0311')),
    ('w2-four-up', 'four-up', 'Open Sans', w2(
        caps=True, first='Bartholomew', last='Nakagawa-Price', ssn='XXX-XX-7730', emp='Riverbend Cold Storage LLC', ein='62-1184590',
        empaddr=['2000 Wharf Access Rd', 'Memphis, TN 38103'], addr=['915 Peabody Ave', 'Memphis, TN 38104'],
        wages='39418.66', fed='2611.30', ssw='39418.66', medw='39418.66', state='', stateid='', stw='', stt='',
        retirement=False, box12=[('DD', '6432.00')], box14=[])),
    ('w2-two-up-states', 'two-up-states', 'Lato', w2(
        first='Priyanka', last='Szymanski', ssn='XXX-XX-2056', emp='Lakeshore Signal & Transit Corp', ein='36-7740218',
        empaddr=['1 N Wacker Dr Ste 900', 'Chicago, IL 60606'], addr=['8412 Kedzie Ave', 'Skokie, IL 60076'],
        wages='110500.00', fed='16734.90', ssw='116800.00', medw='116800.00', state='IL', stateid='3677-4021', stw='92100.00', stt='4558.95',
        retirement=True, box12=[('D', '6300.00'), ('W', '1800.00'), ('DD', '14220.00')], box14=[('IL PPL', '96.00')],
        second=('IN', '0011874402-001', '18400.00', '563.04'), control='')),
    ('w2-impact-printer', 'impact-printer', 'IBM 3270', w2(
        caps=True, first='Cornelius', last='Abernathy', ssn='412-86-3397', emp='Ozark Hollow Poultry Processing', ein='71-0633485',
        empaddr=['600 Industrial Park Dr', 'Springdale, AR 72764'], addr=['77 Old Wire Rd', 'Rogers, AR 72756'],
        wages='31206.84', fed='1874.20', ssw='31206.84', medw='31206.84', state='AR', stateid='710633485', stw='31206.84', stt='1022.77',
        retirement=False, statutory=False, sickpay=True, box12=[('DD', '5904.00')], box14=[], control='0042117')),
]


def w2_expected(w):
    name_case = (lambda s: s.upper()) if w.get('caps') else (lambda s: s)
    second = w.get('second')
    return {
        'firstName': name_case(w['first']), 'lastName': name_case(w['last']), 'ssn': w['ssn'],
        'employerName': w['emp'].upper() if w.get('caps') else w['emp'], 'employerEIN': w['ein'],
        'wages': w2_amount(w['wages']), 'federalIncomeTax': w2_amount(w['fed']), 'socialSecurityWages': w2_amount(w['ssw']),
        'socialSecurityTaxWithheld': w2_amount(w['sst']), 'medicareWagesAndTips': w2_amount(w['medw']),
        'medicareTaxWithheld': w2_amount(w['medt']), 'socialSecurityTips': '', 'allocatedTips': '', 'dependentCareBenefits': '',
        'nonqualifiedPlans': '', 'stateId': f"{w['state']} {w['stateid']}".strip(), 'stateWages': w2_amount(w['stw']),
        'stateIncomeTaxWithheld': w2_amount(w['stt']), 'localWages': w2_amount(w.get('locw')), 'localIncomeTax': w2_amount(w.get('loct')),
        'locality': w.get('locality', ''), 'retirementPlan': str(w['retirement']).lower(),
        'statutoryEmployee': str(w.get('statutory', False)).lower(), 'thirdPartySickPay': str(w.get('sickpay', False)).lower(),
        'box12': ', '.join(f'{c} {w2_amount(v)}' for c, v in w['box12']),
        'secondState': f'{second[0]} {second[1]} {w2_amount(second[2])} {w2_amount(second[3])}' if second else '',
        'box14': ', '.join(f'{label} {w2_amount(v)}' for label, v in w.get('box14', [])),
    }


def party(d):
    return {'payerInfo.name': d['payer'], 'payerInfo.tin': d['payertin'], 'recipientInfo.name': d['recipient'], 'recipientInfo.tin': d['rtin']}


def j(value):
    return '' if value in (None, '') else js_number(value)


B_ROWS = [('100 SH ACME ROBOTICS CL A', '03/04/24', '08/19/24', '6480.00', '5912.35', ''),
          ('40 SH NORTHWIND ENERGY', '01/22/24', '09/30/24', '2218.40', '2440.10', '118.25'),
          ('250 SH BLUE HERON BIOSCI', '05/15/24', '11/12/24', '3907.50', '3650.00', ''),
          ('15 SH KESTREL SEMICNDCTR', '02/02/24', '12/03/24', '4125.75', '4388.90', '263.15')]
B_TOTAL = [str(sum(D(r[i] or 0) for r in B_ROWS)) for i in (3, 4, 5)]

OTHER = [
    ('1099-int-credit-union-letter', '1099-int', 'credit-union-letter', 'Linux Libertine O', dict(
        payer='Prairie Hearth Federal Credit Union', payertin='48-0729915', payeraddr=['3300 SW Wanamaker Rd', 'Topeka, KS 66614'],
        recipient='Ezekiel M. Thornbury-Adair', rtin='XXX-XX-6631', raddr=['5521 SW 21st Terrace', 'Topeka, KS 66604'],
        accounts=[('Share Savings ...0001', 'Savings', '41.18'), ('Money Market ...0210', 'Money market', '388.92'),
                  ('18-Month Certificate ...0477', 'Certificate', '1196.35')],
        interest='1626.45', penalty='0.00', bonds='0.00', fed='0.00'),
     lambda d: {'interestIncome': j(d['interest']), 'earlyWithdrawalPenalty': j(d['penalty']), 'usSavingsBondsInterest': j(d['bonds']),
                'federalIncomeTaxWithheld': j(d['fed']), **party(d)}),
    ('1099-int-grid', '1099-int', 'int-grid', 'Go', dict(
        payer='Harborview Savings Bank FSB', payertin='22-1048876', payeraddr=['12 Wharf St', 'Portsmouth, NH 03801'],
        recipient='Genevieve Okafor-Lindqvist', rtin='XXX-XX-3380', raddr=['44 Islington St Apt 2B', 'Portsmouth, NH 03801'],
        account='0088-41173', interest='3914.07', penalty='42.50', bonds='611.20', fed='391.41',
        notes=['Interest on U.S. Savings Bonds and Treasury obligations (box 3) is not included in box 1.']),
     lambda d: {'interestIncome': j(d['interest']), 'earlyWithdrawalPenalty': j(d['penalty']), 'usSavingsBondsInterest': j(d['bonds']),
                'federalIncomeTaxWithheld': j(d['fed']), **party(d)}),
    ('1099-div-composite', '1099-div', 'div-composite', 'Noto Sans', dict(
        mono='Go Mono', payer='Beaconfield Investor Services LLC', payertin='04-3561902', payeraddr=['200 Clarendon St, Boston, MA 02116'],
        recipient='THADDEUS & MIRIAM ELLSWORTH-NAIR JTWROS', rtin='XXX-XX-5524', raddr=['19 Cedar Hollow Ln', 'Concord, MA 01742'],
        account='7Y4-220981', ordinary='7342.18', qualified='6015.90', capgain='1884.32', nondiv='0.00', fed='0.00',
        s199a='212.47', foreign='94.66',
        detail=[('VANGUARD TOTAL INTL STOCK ETF', '921909768', '12/20/24', '2310.44', 'Ordinary'),
                ('SCHWAB US DIVIDEND EQUITY ETF', '808524797', '12/11/24', '3117.96', 'Ordinary'),
                ('REALTY INCOME CORP', '756109104', 'Monthly', '1913.78', 'Ordinary')]),
     lambda d: {'totalOrdinaryDividends': j(d['ordinary']), 'qualifiedDividends': j(d['qualified']),
                'totalCapitalGainDistributions': j(d['capgain']), 'nondividendDistributions': j(d['nondiv']),
                'federalIncomeTaxWithheld': j(d['fed']), 'section199ADividends': j(d['s199a']), 'foreignTaxPaid': j(d['foreign']), **party(d)}),
    ('1099-b-composite-rows', '1099-b', 'b-composite', 'Noto Sans', dict(
        mono='Go Mono', payer='Beaconfield Investor Services LLC', payertin='04-3561902', payeraddr=['200 Clarendon St, Boston, MA 02116'],
        recipient='LUCIA F. BRANDVOLD', rtin='XXX-XX-0187', raddr=['61 Walden St', 'Concord, MA 01742'], account='7Y4-301556',
        rows=B_ROWS, proceeds=B_TOTAL[0], cost=B_TOTAL[1], wash=B_TOTAL[2], fed='0.00'),
     lambda d: {'proceedsFromSales': j(d['proceeds']), 'costBasis': j(d['cost']), 'washSaleAdjustment': j(d['wash']),
                'federalIncomeTaxWithheld': j(d['fed']), 'shortTermOrLongTerm': 'short', **party(d)}),
    ('1099-b-longterm-summary', '1099-b', 'b-summary', 'Charis SIL', dict(
        payer='Tamarack Point Securities Inc', payertin='41-2209473', payeraddr=['80 S 8th St', 'Minneapolis, MN 55402'],
        recipient='Osvaldo R. Kettleborough', rtin='XXX-XX-9045', raddr=['2715 Irving Ave S', 'Minneapolis, MN 55408'], account='TPS-558210',
        proceeds='27640.15', cost='19882.60', wash='0.00', fed='0.00'),
     lambda d: {'proceedsFromSales': j(d['proceeds']), 'costBasis': j(d['cost']), 'washSaleAdjustment': j(d['wash']),
                'federalIncomeTaxWithheld': j(d['fed']), 'shortTermOrLongTerm': 'long', **party(d)}),
    ('1099-r-insurer-annuity', '1099-r', 'r-grid', 'Charis SIL', dict(
        payer='Great Lakes Mutual Life Insurance Co', payertin='38-0914472', payeraddr=['One Mutual Plaza', 'Lansing, MI 48933'],
        recipient='HAROLD J. VANDERMOLEN', rtin='XXX-XX-1207', raddr=['3104 Kalamazoo Ave SE', 'Grand Rapids, MI 49508'],
        account='ANN-00781254', gross='18420.00', taxable='14936.80', fed='1493.68', code='7', state='626.13', statepayer='MI 38-0914472',
        tint='#fff4e0'),
     lambda d: {'grossDistribution': j(d['gross']), 'taxableAmount': j(d['taxable']), 'federalIncomeTaxWithheld': j(d['fed']),
                'stateTaxWithheld': j(d['state']), 'distributionCode': d['code'], **party(d)}),
    ('1099-r-rollover', '1099-r', 'r-grid', 'Roboto', dict(
        payer='Silverpine Retirement Plan Services', payertin='91-2004186', payeraddr=['1200 5th Ave', 'Seattle, WA 98101'],
        recipient='Noelani K. Fitzgerald', rtin='XXX-XX-8813', raddr=['4450 Fremont Ave N', 'Seattle, WA 98103'],
        account='401K-7730-04', gross='48915.33', taxable='0.00', fed='0.00', code='G', state='0.00', statepayer='', total=True, two=True),
     lambda d: {'grossDistribution': j(d['gross']), 'taxableAmount': j(d['taxable']), 'federalIncomeTaxWithheld': j(d['fed']),
                'stateTaxWithheld': j(d['state']), 'distributionCode': d['code'], **party(d)}),
    ('1099-nec-grid', '1099-nec', 'nec-grid', 'Lato', dict(
        payer='Marrowstone Film Collective LLC', payertin='83-2716604', payeraddr=['1901 Water St', 'Port Townsend, WA 98368'],
        recipient='Ignatius Delacroix-Moreno', rtin='XXX-XX-4472', raddr=['88 Kearney St', 'Port Townsend, WA 98368'],
        nec='18650.00', fed='', state='', statepayer=''),
     lambda d: {'nonemployeeCompensation': j(d['nec']), 'federalIncomeTaxWithheld': j(d['fed']), 'stateTaxWithheld': j(d['state']), **party(d)}),
    ('1099-misc-rents-royalties', '1099-misc', 'misc-grid', 'Go', dict(
        payer='Red Mesa Mineral Partners LP', payertin='75-3018840', payeraddr=['500 W Texas Ave Ste 1200', 'Midland, TX 79701'],
        recipient='Winona B. Castellanos', rtin='XXX-XX-2691', raddr=['1207 Bluebonnet Dr', 'Abilene, TX 79605'],
        rents='7200.00', royalties='3482.16', other='0.00', fed='0.00', two=True),
     lambda d: {'rentIncome': j(d['rents']), 'royalties': j(d['royalties']), 'otherIncome': j(d['other']),
                'federalIncomeTaxWithheld': j(d['fed']), **party(d)}),
    ('1099-g-unemployment', '1099-g', 'g-grid', 'Noto Sans', dict(
        payer='OREGON EMPLOYMENT DEPARTMENT', payertin='93-6001757', payeraddr=['875 UNION ST NE', 'SALEM OR 97311'],
        recipient='TOBIAS R LINDGREN-ACHEBE', rtin='XXX-XX-6025', raddr=['2390 NE ALBERTA ST', 'PORTLAND OR 97211'],
        unemp='11232.00', refund='', fed='1123.20', st='OR', state='898.56'),
     lambda d: {'unemploymentCompensation': j(d['unemp']), 'stateLocalIncomeTaxRefunds': j(d['refund']), 'federalIncomeTaxWithheld': j(d['fed']),
                'stateTaxWithheld': j(d['state']), **party(d)}),
    ('1099-oid-bond', '1099-oid', 'oid-grid', 'Open Sans', dict(
        payer='Keystone Custody & Trust Co', payertin='25-1184033', payeraddr=['401 Liberty Ave', 'Pittsburgh, PA 15222'],
        recipient='Mei-Ling Abernathy-Osei', rtin='XXX-XX-7716', raddr=['5730 Forbes Ave', 'Pittsburgh, PA 15217'],
        oid='1288.40', periodic='215.00', fed='0.00', desc='ZERO CPN MUNI 03/2031'),
     lambda d: {'originalIssueDiscount': j(d['oid']), 'otherPeriodicInterest': j(d['periodic']), 'federalIncomeTaxWithheld': j(d['fed']), **party(d)}),
    ('ssa-1099-statement', 'ssa-1099', 'ssa-statement', 'Noto Serif', dict(
        recipient='FLORENCE E. MACALLISTER', rtin='XXX-XX-3904', raddr=['1880 PINE HOLLOW RD', 'ASHEVILLE NC 28804'], claim='XXX-XX-3904A',
        box3='21746.40', box4='412.00', box5=str(D('21746.40') - D('412.00')), fed='2174.64',
        desc3=[('Paid by check or direct deposit', '17060.16'), ('Medicare Part B premiums deducted', '2098.80'),
               ('Medicare prescription drug premiums', '412.80'), ('Voluntary federal tax withheld', '2174.64'), ('Total additions', '0.00')]),
     lambda d: {'box3NetBenefits': j(d['box3']), 'box4': j(d['box4']), 'box5NetBenefits': j(d['box5']),
                'federalIncomeTaxWithheld': j(d['fed']), 'recipientInfo.name': d['recipient'], 'recipientInfo.tin': d['rtin']}),
]

L1040 = [('1', 'Wages, salaries, tips (Form(s) W-2)', '84,310'), ('2b', 'Taxable interest', '612'), ('3b', 'Ordinary dividends', '1,408'),
         ('9', 'Total income', '86,330'), ('10', 'Adjustments to income', '0'), ('11', 'Adjusted gross income', '86,330'),
         ('12', 'Standard deduction', '20,800'), ('15', 'Taxable income', '65,530')]
L1040B = [('1z', 'Total wages', '131,955'), ('2b', 'Taxable interest', '2,140'), ('7', 'Capital gain or (loss)', '3,812'),
          ('9', 'Total income', '137,907'), ('11', 'Adjusted gross income', '137,907'), ('12', 'Standard deduction', '27,700'),
          ('15', 'Taxable income', '110,207'), ('24', 'Total tax', '14,690')]

LAST_YEAR = [
    ('last-year-1040-software', 'last-year', '1040-software', 'Noto Sans', dict(
        mono='Go Mono', software='TaxTrellis Desktop 2023', first='ROSALIND', mi='P', last='OKONKWO-VANCE', ssn='402-77-1935',
        sfirst='', smi='', slast='', sssn='', street='618 MAGNOLIA BEND DR', apt='', city='MURFREESBORO', state='TN', zip='37130',
        status='head-of-household', deps=['AMARA OKONKWO-VANCE   518-20-4471   DAUGHTER   [X] child tax credit'], lines=L1040)),
    ('last-year-1040-summary', 'last-year', '1040-summary', 'Lato', dict(
        software='Fenwick & Dale CPAs', first='Theodore', mi='W', last='Lindqvist', ssn='533-08-6714', sfirst='Ingrid', smi='M',
        slast='Haugen-Lindqvist', sssn='533-19-2287', street='2904 Juniper Ridge Ln', apt='7', city='Bozeman', state='MT', zip='59715',
        status='married-joint', phone='(406) 555-0148', email='', lines=L1040B)),
]


def last_year_expected(d):
    return {'firstName': d['first'], 'middleInitial': d['mi'], 'lastName': d['last'], 'ssn': d['ssn'], 'spouseFirstName': d['sfirst'],
            'spouseMiddleInitial': d['smi'], 'spouseLastName': d['slast'], 'spouseSSN': d['sssn'], 'street': d['street'], 'street2': d['apt'],
            'city': d['city'], 'state': d['state'], 'zip': d['zip'], 'filingStatus': d['status'], 'phone': d.get('phone', ''),
            'email': d.get('email', ''), 'isFullYearResident': 'true'}
