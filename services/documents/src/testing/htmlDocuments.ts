// Tax documents written as HTML, the way most documents people upload are made: a payroll, bank or agency site
// lays out CSS tables, grids and flex boxes and the browser prints them (Chromium's print-to-PDF) or a person
// screenshots them. Held apart from the readers (not used to tune them): tests/bench/documents-html.ts prints
// each with Chromium and scores the readers on the PDF and its images. Names, values and layouts differ from the
// pdf-lib fixtures: hyphenated names and suffixes, amounts over 100,000 with separators, two state rows, box 12
// codes AA/E/W, 1099-R codes 7 and G. Each layout says what a correct reading gives, written by hand from what it
// prints, named as the readers answer (contracts/src/documents.ts) and flattened as the bench compares:
// amounts as printed without '$' and ',' for the W-2 ('124386.40'), as numbers for a 1099 ('124386.4'); a box
// printed empty is '' on a W-2 and not expected on a 1099; the W-2's box 12 entries joined 'D 14500.00, DD ...',
// its second state row 'WI 036-0001234567-02 26266.40 1131.22', its box 14 'UNION DUES 612.00'.
import type { Form1099Kind } from '@taxapp/contracts/documents';

export type HtmlDocumentKind = 'w2' | Form1099Kind | 'last-year';

export interface HtmlDocument {
  kind: HtmlDocumentKind;
  layout: string;
  html: string;
  /** Field -> value as the bench compares it (see the file's head). */
  expected: Record<string, string>;
}

const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>@page{size:letter;margin:0.45in}html,body{margin:0;padding:0;color:#000;background:#fff}${css}</style></head><body>${body}</body></html>`;

/** A 1099 amount as the reader answers it: a number ('1,284.70' -> '1284.7'). */
const n = (printed: string) => String(Number(printed.replace(/[$,]/g, '')));
/** A W-2 amount as the reader answers it: the printed text without '$' and ','. */
const w = (printed: string) => printed.replace(/[$,]/g, '');
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

// ---------------------------------------------------------------------------------------------------- W-2

interface W2Values {
  first: string;
  middle: string;
  last: string;
  suffix: string;
  ssnPrinted: string;
  address: string[];
  employer: string[];
  ein: string;
  control: string;
  boxes: Partial<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '10' | '11', string>>;
  box12: [string, string][];
  retirementPlan: boolean;
  box14: [string, string][];
  states: [string, string, string, string][];
  local?: [string, string, string];
}

function w2Expected(v: W2Values, names: { first: string; last: string; ssn: string }): Record<string, string> {
  const b = (key: keyof W2Values['boxes']) => w(v.boxes[key] ?? '');
  const [state, second] = v.states;
  return {
    firstName: names.first, lastName: names.last, ssn: names.ssn, employerName: v.employer[0]!, employerEIN: v.ein,
    wages: b('1'), federalIncomeTax: b('2'), socialSecurityWages: b('3'), socialSecurityTaxWithheld: b('4'),
    medicareWagesAndTips: b('5'), medicareTaxWithheld: b('6'), socialSecurityTips: b('7'), allocatedTips: b('8'),
    dependentCareBenefits: b('10'), nonqualifiedPlans: b('11'),
    stateId: state ? `${state[0]} ${state[1]}` : '', stateWages: state ? w(state[2]) : '', stateIncomeTaxWithheld: state ? w(state[3]) : '',
    localWages: v.local ? w(v.local[0]) : '', localIncomeTax: v.local ? w(v.local[1]) : '', locality: v.local?.[2] ?? '',
    retirementPlan: String(v.retirementPlan),
    box12: v.box12.map(([code, amount]) => `${code} ${w(amount)}`).join(', '),
    box14: v.box14.map(([label, amount]) => `${label} ${w(amount)}`).join(', '),
    secondState: second ? `${second[0]} ${second[1]} ${w(second[2])} ${w(second[3])}` : '',
  };
}

/** A surgical practice's payroll: wages over 100,000, box 12 D/DD/W/AA, two states (IL and WI), a suffix. */
const W2_GRID: W2Values = {
  first: 'Dashiell', middle: 'R', last: 'Okonkwo-Barnes', suffix: 'Jr.', ssnPrinted: '472-19-6630',
  address: ['1187 N Wolcott Ave Unit 3F', 'Chicago, IL 60622-4410'],
  employer: ['Tri-County Surgical Associates, P.C.', '2300 Lakeshore Medical Plaza, Ste 410', 'Evanston, IL 60201'],
  ein: '36-4471902', control: 'TCS-00871',
  boxes: { '1': '124,386.40', '2': '21,907.66', '3': '138,886.40', '4': '8,610.96', '5': '138,886.40', '6': '2,013.85', '10': '2,500.00' },
  box12: [['D', '14,500.00'], ['DD', '9,812.04'], ['W', '2,150.00'], ['AA', '1,200.00']],
  retirementPlan: true,
  box14: [],
  states: [['IL', '4471-9020', '98,120.00', '4,856.94'], ['WI', '036-0001234567-02', '26,266.40', '1,131.22']],
};

function w2GridHtml(v: W2Values): string {
  const cell = (caption: string, value: string, extra = '') => `<div class="c" style="${extra}"><div class="cap">${caption}</div><div class="v">${value}</div></div>`;
  const b = v.boxes;
  const codes = ['a', 'b', 'c', 'd'].map((letter, i) => {
    const entry = v.box12[i];
    return cell(`12${letter} <span class="small">See instructions for box 12</span>`, entry ? `<span class="code">${entry[0]}</span> ${entry[1]}` : '');
  });
  const stateRows = v.states.map(([state, id, wages, tax]) => `<tr><td>${state}</td><td>${id}</td><td class="r">${wages}</td><td class="r">${tax}</td><td></td><td></td><td></td></tr>`).join('');
  const css = `body{font-family:Arial,Helvetica,sans-serif}
    .head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #000;padding-bottom:3px}
    .head .form{font-size:22px;font-weight:bold}.head .title{font-size:15px;font-weight:bold}.head .omb{font-size:9px}
    .grid{display:grid;grid-template-columns:1.15fr 0.85fr 1fr 1fr;border-left:1px solid #000;border-top:1px solid #000}
    .c{border-right:1px solid #000;border-bottom:1px solid #000;padding:2px 5px 4px;min-height:30px}
    .cap{font-size:9px}.small{font-size:7px;color:#444}.v{font-size:12px;margin-top:2px}.code{display:inline-block;min-width:22px;border-right:1px solid #999;margin-right:6px}
    .b13{display:flex;gap:8px;font-size:9px}.b13 span{flex:1;text-align:center}.b13 b{font-size:13px;font-weight:normal}
    table.st{width:100%;border-collapse:collapse;margin-top:-1px}table.st th,table.st td{border:1px solid #000;font-size:11px;padding:2px 5px;text-align:left}
    table.st th{font-size:9px;font-weight:normal}.r{text-align:right}.copy{font-size:10px;margin-top:4px}`;
  const body = `<div class="head"><div><span class="form">W-2</span> <span class="title">Wage and Tax Statement</span></div><div class="title">2024</div><div class="omb">OMB No. 1545-0008<br>Department of the Treasury — Internal Revenue Service</div></div>
  <div class="grid">
    ${cell("a Employee's social security number", v.ssnPrinted, 'grid-column:1 / span 2')}
    ${cell('1 Wages, tips, other compensation', b['1'] ?? '')}${cell('2 Federal income tax withheld', b['2'] ?? '')}
    ${cell('b Employer identification number (EIN)', v.ein, 'grid-column:1 / span 2')}
    ${cell('3 Social security wages', b['3'] ?? '')}${cell('4 Social security tax withheld', b['4'] ?? '')}
    ${cell("c Employer's name, address, and ZIP code", v.employer.map(esc).join('<br>'), 'grid-column:1 / span 2;grid-row:span 2')}
    ${cell('5 Medicare wages and tips', b['5'] ?? '')}${cell('6 Medicare tax withheld', b['6'] ?? '')}
    ${cell('7 Social security tips', b['7'] ?? '')}${cell('8 Allocated tips', b['8'] ?? '')}
    ${cell('d Control number', v.control, 'grid-column:1 / span 2')}
    ${cell('9', '')}${cell('10 Dependent care benefits', b['10'] ?? '')}
    ${cell("e Employee's first name and initial", `${v.first} ${v.middle}`)}${cell('Last name', v.last)}
    ${cell('11 Nonqualified plans', b['11'] ?? '')}${codes[0]}
    <div class="c" style="grid-column:1 / span 2;grid-row:span 3"><div class="cap">Suff. ${v.suffix}</div><div class="v">${v.address.join('<br>')}</div><div class="cap" style="margin-top:6px">f Employee's address and ZIP code</div></div>
    <div class="c"><div class="cap">13</div><div class="b13"><span>Statutory employee<br><b>&#9744;</b></span><span>Retirement plan<br><b>${v.retirementPlan ? '&#9746;' : '&#9744;'}</b></span><span>Third-party sick pay<br><b>&#9744;</b></span></div></div>${codes[1]}
    ${cell('14 Other', v.box14.map(([label, amount]) => `${label} ${amount}`).join('<br>'), 'grid-row:span 2')}${codes[2]}
    ${codes[3]}
  </div>
  <table class="st"><tr><th>15 State</th><th>Employer's state ID number</th><th>16 State wages, tips, etc.</th><th>17 State income tax</th><th>18 Local wages, tips, etc.</th><th>19 Local income tax</th><th>20 Locality name</th></tr>${stateRows}</table>
  <div class="copy"><b>Copy B</b>—To Be Filed With Employee's FEDERAL Tax Return. This information is being furnished to the Internal Revenue Service.</div>`;
  return page(css, body);
}

/** A payroll company's sheet: the employee block placed for a window envelope, then two copies (B and C) of the form. */
const W2_PAYROLL: W2Values = {
  first: 'MARY-KATE', middle: 'L', last: "O'SULLIVAN", suffix: '', ssnPrinted: 'XXX-XX-5518',
  address: ['4502 WALNUT ST APT 2R', 'PHILADELPHIA PA 19139-3311'],
  employer: ['HARBORLIGHT LOGISTICS INC', '900 DELAWARE AVE PIER 5', 'PHILADELPHIA PA 19123'],
  ein: '27-3019584', control: '0004471 PHL',
  boxes: { '1': '101,250.00', '2': '14,118.27', '3': '104,450.00', '4': '6,475.90', '5': '104,450.00', '6': '1,514.53' },
  box12: [['E', '3,200.00'], ['W', '1,050.00'], ['C', '312.48']],
  retirementPlan: true,
  box14: [['UNION DUES', '612.00']],
  states: [['PA', '8833-1021', '104,450.00', '3,206.62']],
  local: ['104,450.00', '3,907.52', 'PHILADELPHIA'],
};

function w2PayrollHtml(v: W2Values): string {
  const b = v.boxes;
  const copy = (label: string) => `<div class="copy">
    <div class="ch"><span><b>${label}</b></span><span>2024 W-2 Wage and Tax Statement</span><span>OMB No. 1545-0008</span></div>
    <table>
      <tr><td class="w2"><i>b</i> Employer ID number (EIN)<br><span class="v">${v.ein}</span></td><td><i>1</i> Wages, tips, other comp.<br><span class="v">${b['1'] ?? ''}</span></td><td><i>2</i> Federal income tax withheld<br><span class="v">${b['2'] ?? ''}</span></td></tr>
      <tr><td rowspan="2"><i>c</i> Employer's name, address, and ZIP code<br><span class="v">${v.employer.join('<br>')}</span></td><td><i>3</i> Social security wages<br><span class="v">${b['3'] ?? ''}</span></td><td><i>4</i> Social security tax withheld<br><span class="v">${b['4'] ?? ''}</span></td></tr>
      <tr><td><i>5</i> Medicare wages and tips<br><span class="v">${b['5'] ?? ''}</span></td><td><i>6</i> Medicare tax withheld<br><span class="v">${b['6'] ?? ''}</span></td></tr>
      <tr><td><i>a</i> Employee's SSA number<br><span class="v">${v.ssnPrinted}</span></td><td><i>7</i> Social security tips<br><span class="v">${b['7'] ?? ''}</span></td><td><i>8</i> Allocated tips<br><span class="v">${b['8'] ?? ''}</span></td></tr>
      <tr><td rowspan="2"><i>e/f</i> Employee's name, address, and ZIP code<br><span class="v">${v.first} ${v.middle} ${v.last}<br>${v.address.join('<br>')}</span></td><td><i>10</i> Dependent care benefits<br><span class="v">${b['10'] ?? ''}</span></td><td><i>11</i> Nonqualified plans<br><span class="v">${b['11'] ?? ''}</span></td></tr>
      <tr><td><i>12</i> See instructions for box 12<br><span class="v">${v.box12.map(([code, amount]) => `${code}&nbsp;&nbsp;${amount}`).join('<br>')}</span></td><td><i>13</i><div class="b13"><span>Stat. emp.<br><b>&nbsp;</b></span><span>Ret. plan<br><b class="v">${v.retirementPlan ? 'X' : '&nbsp;'}</b></span><span>3rd party sick pay<br><b>&nbsp;</b></span></div><i>14</i> Other<br><span class="v">${v.box14.map(([label, amount]) => `${label} ${amount}`).join('<br>')}</span></td></tr>
    </table>
    <table class="st"><tr><td><i>15</i> State / Employer's state ID no.</td><td><i>16</i> State wages, tips, etc.</td><td><i>17</i> State income tax</td><td><i>18</i> Local wages, tips, etc.</td><td><i>19</i> Local income tax</td><td><i>20</i> Locality name</td></tr>
      ${v.states.map(([state, id, wages, tax], i) => `<tr class="v"><td>${state} ${id}</td><td>${wages}</td><td>${tax}</td><td>${i === 0 && v.local ? v.local[0] : ''}</td><td>${i === 0 && v.local ? v.local[1] : ''}</td><td>${i === 0 && v.local ? v.local[2] : ''}</td></tr>`).join('')}</table>
  </div>`;
  const css = `body{font-family:Verdana,Geneva,sans-serif;font-size:9px}
    .top{display:flex;justify-content:space-between;height:190px}.ret{font-size:10px;line-height:1.35}.logo{font-size:16px;font-weight:bold;letter-spacing:1px}
    .window{position:absolute;left:0.55in;top:1.6in;width:3.6in;font-family:"Courier New",Courier,monospace;font-size:12px;line-height:1.3}
    .notice{width:2.6in;font-size:9px;border:1px solid #000;padding:6px}
    .copy{border:1px dashed #000;padding:6px;margin-top:10px}.ch{display:flex;justify-content:space-between;font-size:11px;margin-bottom:3px}
    table{width:100%;border-collapse:collapse}td{border:1px solid #000;padding:2px 4px;vertical-align:top;font-size:9px;width:33%}
    .v{font-family:"Courier New",Courier,monospace;font-size:11px;font-weight:bold}.st td{width:auto}i{font-style:normal;font-weight:bold}.b13{display:flex;gap:14px;margin-bottom:3px}.b13 span{text-align:center}`;
  const body = `<div class="top"><div class="ret"><div class="logo">PAYCREST</div>Payroll services for ${v.employer[0]}<br>PO BOX 7720, KING OF PRUSSIA PA 19406</div>
    <div class="notice"><b>IMPORTANT TAX RETURN DOCUMENT ENCLOSED</b><br>Employee ID 004471 &middot; Dept 220 &middot; Check date 01/24/2025</div></div>
    <div class="window">${v.first} ${v.middle} ${v.last}<br>${v.address.join('<br>')}</div>
    ${copy("Copy B, To Be Filed With Employee's FEDERAL Tax Return")}
    ${copy("Copy C, For EMPLOYEE'S RECORDS")}`;
  return page(css, body);
}

/** An HR portal's 'W-2 summary': a two-column list of boxes with dot leaders, two states (MN, ND). */
const W2_SUMMARY: W2Values = {
  first: 'Keiko', middle: '', last: 'Yamamoto-Reyes', suffix: '', ssnPrinted: '***-**-2047',
  address: ['3318 Bloomington Ave S', 'Minneapolis, MN 55407'],
  employer: ['Northwind Public Schools District 12', '610 Ninth Street NE', 'Fargo, ND 58102'],
  ein: '41-6002278', control: '',
  boxes: { '1': '63,118.09', '2': '6,044.70', '3': '67,918.09', '4': '4,210.92', '5': '67,918.09', '6': '984.81' },
  box12: [['E', '4,800.00'], ['DD', '7,204.56']],
  retirementPlan: true,
  box14: [],
  states: [['MN', '5004417', '55,318.09', '3,022.10'], ['ND', '00-44710', '7,800.00', '98.40']],
};

function w2SummaryHtml(v: W2Values): string {
  const row = (label: string, value: string) => `<div class="row"><span class="l">${label}</span><span class="dots"></span><span class="a">${value ? `$${value}` : '—'}</span></div>`;
  const b = v.boxes;
  const css = `body{font-family:"Times New Roman",Times,serif;font-size:12px}
    .bar{background:#1d3b6a;color:#fff;padding:8px 12px;font-family:Arial,sans-serif;font-size:14px;display:flex;justify-content:space-between}
    h2{font-size:17px;margin:14px 0 4px}.sub{font-size:10px;color:#333;margin-bottom:10px}
    .who{display:flex;gap:40px;margin-bottom:10px}.who div{flex:1}.who .k{font-size:10px;color:#444;text-transform:uppercase}
    .cols{display:flex;gap:28px}.cols>div{flex:1}
    .row{display:flex;align-items:baseline;margin:3px 0}.l{white-space:nowrap}.dots{flex:1;border-bottom:1px dotted #777;margin:0 4px}.a{white-space:nowrap}
    table{border-collapse:collapse;margin-top:10px;width:100%}th,td{border-bottom:1px solid #aaa;padding:3px 6px;text-align:left;font-size:11px}th{font-size:10px}`;
  const body = `<div class="bar"><span>Northwind Employee Self-Service</span><span>Tax Forms &rsaquo; W-2</span></div>
    <h2>2024 W-2 Summary</h2><div class="sub">This summary shows the amounts on your Form W-2 Wage and Tax Statement for 2024. Keep it with your tax records.</div>
    <div class="who"><div><div class="k">Employee</div>${v.first} ${v.last}<br>${v.address.join('<br>')}<br>SSN ${v.ssnPrinted}</div>
      <div><div class="k">Employer</div>${v.employer.join('<br>')}<br>EIN ${v.ein}</div></div>
    <div class="cols"><div>
      ${row('Box 1 Wages, tips, other compensation', b['1'] ?? '')}${row('Box 2 Federal income tax withheld', b['2'] ?? '')}
      ${row('Box 3 Social security wages', b['3'] ?? '')}${row('Box 4 Social security tax withheld', b['4'] ?? '')}
      ${row('Box 5 Medicare wages and tips', b['5'] ?? '')}${row('Box 6 Medicare tax withheld', b['6'] ?? '')}
    </div><div>
      ${row('Box 7 Social security tips', b['7'] ?? '')}${row('Box 8 Allocated tips', b['8'] ?? '')}
      ${row('Box 10 Dependent care benefits', b['10'] ?? '')}${row('Box 11 Nonqualified plans', b['11'] ?? '')}
      ${v.box12.map(([code, amount], i) => row(`Box 12${'abcd'[i]} Code ${code}`, amount)).join('')}
      <div class="row"><span class="l">Box 13 Retirement plan</span><span class="dots"></span><span class="a">${v.retirementPlan ? 'Yes' : 'No'}</span></div>
    </div></div>
    <table><tr><th>Box 15 State</th><th>Employer state ID</th><th>Box 16 State wages, tips, etc.</th><th>Box 17 State income tax</th></tr>
      ${v.states.map(([state, id, wages, tax]) => `<tr><td>${state}</td><td>${id}</td><td>$${wages}</td><td>$${tax}</td></tr>`).join('')}</table>`;
  return page(css, body);
}

// ---------------------------------------------------------------------------------------------------- 1099

interface Party { name: string; lines: string[]; tin: string }
interface Box1099 { number: string; caption: string; field: string; value: string }

/** The parties as read; a TIN printed masked with '*' is answered with 'X' (the bench reads '*' as 'X'). */
const parties = (payer: Party, recipient: Party) => ({
  'payerInfo.name': payer.name, 'payerInfo.tin': payer.tin, 'recipientInfo.name': recipient.name, 'recipientInfo.tin': recipient.tin.replace(/\*/g, 'X'),
});

/** Amounts as numbers; text values (codes, ISO dates) as they are. */
function boxesExpected(boxes: Box1099[]): Record<string, string> {
  return Object.fromEntries(boxes.filter((box) => box.field && box.value !== '').map((box) => [box.field, /^\$?[\d,]+\.\d\d$/.test(box.value) ? n(box.value) : box.value]));
}

/**
 * The IRS's layout drawn with a CSS grid: payer, TINs and recipient on the left, the boxes two to a row on the
 * right, the form's name and title in a column at the top right. Fonts and caption sizes vary by call.
 */
function irsLike1099(opts: { form: string; title: string; payer: Party; recipient: Party; boxes: Box1099[]; font: string; captionPx: number; valueFont: string; extraLeft?: string }): string {
  const cell = (box: Box1099) => `<div class="c"><div class="cap"><b>${box.number}</b> ${box.caption}</div><div class="v">${box.value ? (/^[\d,]+\.\d\d$/.test(box.value) ? `$ ${box.value}` : box.value) : ''}</div></div>`;
  const css = `body{font-family:${opts.font};font-size:${opts.captionPx}px}
    .f{display:grid;grid-template-columns:1.25fr 1fr 1fr;border:1px solid #000}
    .left{grid-row:span 20;border-right:1px solid #000;display:flex;flex-direction:column}
    .left>div{border-bottom:1px solid #000;padding:3px 5px;min-height:44px}.left .tins{display:flex;padding:0;min-height:0}.left .tins>div{flex:1;padding:3px 5px;min-height:36px}.left .tins>div+div{border-left:1px solid #000}
    .c{border-right:1px solid #000;border-bottom:1px solid #000;padding:3px 5px;min-height:38px}
    .cap{font-size:${opts.captionPx}px}.v{font-family:${opts.valueFont};font-size:12px;margin-top:3px}
    .t{grid-column:2 / span 2;display:flex;justify-content:space-between;border-bottom:1px solid #000;padding:4px 6px}.t .nm{font-size:18px;font-weight:bold}.t .ti{font-size:13px;font-weight:bold;text-align:right}
    .foot{font-size:9px;margin-top:4px;display:flex;justify-content:space-between}`;
  const pairs = opts.boxes.map(cell).join('');
  const body = `<div class="f">
    <div class="left">
      <div><div class="cap">PAYER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.</div><div class="v">${[opts.payer.name, ...opts.payer.lines].map(esc).join('<br>')}</div></div>
      <div class="tins"><div><div class="cap">PAYER'S TIN</div><div class="v">${opts.payer.tin}</div></div><div><div class="cap">RECIPIENT'S TIN</div><div class="v">${opts.recipient.tin}</div></div></div>
      <div><div class="cap">RECIPIENT'S name</div><div class="v">${esc(opts.recipient.name)}</div></div>
      <div><div class="cap">Street address (including apt. no.)</div><div class="v">${opts.recipient.lines[0] ?? ''}</div></div>
      <div><div class="cap">City or town, state or province, country, and ZIP or foreign postal code</div><div class="v">${opts.recipient.lines[1] ?? ''}</div></div>
      ${opts.extraLeft ?? ''}
      <div><div class="cap">Account number (see instructions)</div><div class="v">${opts.recipient.lines[2] ?? ''}</div></div>
    </div>
    <div class="t"><span class="nm">Form ${opts.form}</span><span>(Rev. January 2024)<br>For calendar year 2024</span><span class="ti">${opts.title}</span></div>
    ${pairs}
  </div>
  <div class="foot"><span>Form ${opts.form} (keep for your records)</span><span>www.irs.gov/Form${opts.form.replace('-', '')}</span><span>Department of the Treasury - Internal Revenue Service</span><span><b>Copy B For Recipient</b></span></div>`;
  return page(css, body);
}

/** A bank's or broker's statement: letterhead, recipient block, then a 'Box | Description | Amount' table. */
function statement1099(opts: { form: string; title: string; payer: Party; recipient: Party; boxes: Box1099[]; font: string; captionPx: number; intro?: string; after?: string }): string {
  const css = `body{font-family:${opts.font};font-size:${opts.captionPx + 1}px}
    .lh{display:flex;justify-content:space-between;border-bottom:3px solid #234;padding-bottom:6px}.lh .n{font-size:18px;font-weight:bold}
    .meta{text-align:right;font-size:${opts.captionPx}px}.to{margin:18px 0 14px;line-height:1.35}
    h3{font-size:14px;margin:10px 0 4px;background:#e8edf3;padding:4px 6px}
    table{width:100%;border-collapse:collapse}th{font-size:${opts.captionPx}px;text-align:left;border-bottom:1px solid #000;padding:3px 6px}
    td{padding:4px 6px;border-bottom:1px solid #ccc}td.a{text-align:right;white-space:nowrap}th.a{text-align:right}.note{font-size:${opts.captionPx}px;margin-top:12px;color:#333}`;
  const rows = opts.boxes.map((box) => `<tr><td>${box.number}</td><td>${box.caption}</td><td class="a">${box.value === '' ? '' : /^[\d,]+\.\d\d$/.test(box.value) ? `$${box.value}` : box.value}</td></tr>`).join('');
  const body = `<div class="lh"><div><div class="n">${esc(opts.payer.name)}</div>${opts.payer.lines.map(esc).join('<br>')}<br>Payer's Federal ID No.: ${opts.payer.tin}</div>
    <div class="meta"><b>${opts.form}</b> ${opts.title}<br>Tax Year 2024<br>Statement date: 02/14/2025<br>Account ${opts.recipient.lines[2] ?? ''}</div></div>
    <div class="to"><b>${esc(opts.recipient.name)}</b><br>${opts.recipient.lines.slice(0, 2).join('<br>')}<br>Recipient's TIN: ${opts.recipient.tin}</div>
    ${opts.intro ?? ''}
    <h3>Form ${opts.form} — ${opts.title}</h3>
    <table><tr><th>Box</th><th>Description</th><th class="a">Amount</th></tr>${rows}</table>
    ${opts.after ?? ''}
    <div class="note">This is important tax information and is being furnished to the Internal Revenue Service. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.</div>`;
  return page(css, body);
}

const CASCADE: Party = { name: 'Cascade Federal Credit Union', lines: ['1420 Pacific Ave', 'Tacoma, WA 98402', '(253) 555-0140'], tin: '91-0748823' };
const VANCE: Party = { name: 'Theodore J Vance-Whitfield III', lines: ['77 Ridgeback Ct', 'Gig Harbor, WA 98335', '0049-118830'], tin: 'XXX-XX-6612' };
const MERIDIAN: Party = { name: 'Meridian Brokerage Services LLC', lines: ['One Liberty Plaza, 31st Floor', 'New York, NY 10006'], tin: '13-5108880' };
const ABERNATHY: Party = { name: 'Lorraine B Abernathy-Cole', lines: ['2 Sutton Pl S Apt 14C', 'New York, NY 10022', 'MBX-7730-4415'], tin: '***-**-0429' };
const GRANITE: Party = { name: 'Granite Peak Index Funds', lines: ['PO Box 55190', 'Boston, MA 02205-5190'], tin: '04-3310927' };
const NGUYEN: Party = { name: 'Bao-Tran Nguyen', lines: ['19 Elm Hollow Rd', 'Concord, NH 03301', '88120044731'], tin: 'XXX-XX-8850' };
const BAYSIDE: Party = { name: 'Bayside Securities Corp', lines: ['455 Market Street, Suite 1600', 'San Francisco, CA 94105'], tin: '94-2716650' };
const LINDQVIST: Party = { name: 'Henrik A Lindqvist Sr', lines: ['3001 Vista Del Mar', 'Carmel, CA 93923', 'BSC-221-09874'], tin: 'XXX-XX-1175' };
const EVERGREEN: Party = { name: 'Evergreen Teachers Retirement System', lines: ['PO Box 40905', 'Olympia, WA 98504-0905'], tin: '91-6001348' };
const PRUITT: Party = { name: 'Gloria M Pruitt-Hayes', lines: ['602 Cedar Loop', 'Yakima, WA 98902', 'R-55102-7'], tin: 'XXX-XX-3094' };
const SUMMIT: Party = { name: 'Summit Life & Annuity Co.', lines: ['8800 Summit Parkway', 'Des Moines, IA 50309'], tin: '42-0887231' };
const DELACROIX: Party = { name: 'Rene P Delacroix', lines: ['45 Magnolia Bend', 'Baton Rouge, LA 70808', 'PLN 0090-33418'], tin: 'XXX-XX-7263' };
const LUMEN: Party = { name: 'Lumen & Oak Design Studio LLC', lines: ['310 SE Belmont St', 'Portland, OR 97214'], tin: '93-2210476' };
const ADEBAYO: Party = { name: 'Folasade Adebayo-Kline', lines: ['1144 NE Going St', 'Portland, OR 97211', ''], tin: 'XXX-XX-4458' };
const RIOGRANDE: Party = { name: 'Rio Grande Civil Engineering, PLLC', lines: ['5100 Montano Rd NW', 'Albuquerque, NM 87120'], tin: '85-0479921' };
const CHAVEZ: Party = { name: 'Santiago Chavez-Ortega', lines: ['8 Calle Luna', 'Santa Fe, NM 87507', 'V-1042'], tin: 'XXX-XX-9931' };
const PRAIRIE: Party = { name: 'Prairie Wind Properties LLC', lines: ['222 Main St', 'Salina, KS 67401'], tin: '48-1290553' };
const OSEI: Party = { name: 'Kwame Osei-Mensah', lines: ['1710 Crestview Dr', 'Manhattan, KS 66502', 'PW-0318'], tin: 'XXX-XX-2286' };
const PERMIAN: Party = { name: 'Permian Royalty Trust Administrators', lines: ['1200 Smith St, Suite 900', 'Houston, TX 77002'], tin: '76-0330194' };
const BEAUCHAMP: Party = { name: 'Colette D Beauchamp', lines: ['4 Pecan Grove Ln', 'Midland, TX 79705', 'OWN-441902'], tin: 'XXX-XX-6071' };
const OREGON_ED: Party = { name: 'Oregon Employment Department', lines: ['875 Union St NE', 'Salem, OR 97311'], tin: '93-6001933' };
const TRAN_HALL: Party = { name: 'Minh-Anh Tran-Hall', lines: ['2290 Commercial St SE Apt 8', 'Salem, OR 97302', 'Claim 2024-118834'], tin: 'XXX-XX-5120' };
const COLORADO_REV: Party = { name: 'Colorado Department of Labor and Employment', lines: ['633 17th Street, Suite 201', 'Denver, CO 80202'], tin: '84-0644739' };
const ROURKE: Party = { name: 'Patrick J Rourke', lines: ['1550 Larimer St Unit 610', 'Denver, CO 80202', ''], tin: 'XXX-XX-0832' };
const SSA: Party = { name: 'Social Security Administration', lines: [], tin: '' };
const KOWALCZYK: Party = { name: 'MARGARET A KOWALCZYK-BROWN', lines: ['212 ORCHARD HILL RD', 'SCRANTON PA 18505'], tin: 'XXX-XX-3318' };
const BELLWEATHER: Party = { name: 'Winston C Bellweather Jr', lines: ['88 Shore Rd', 'Bar Harbor, ME 04609'], tin: 'XXX-XX-7740' };

function html1099(): HtmlDocument[] {
  const docs: HtmlDocument[] = [];
  const add = (kind: Form1099Kind, layout: string, html: string, boxes: Box1099[], party: Record<string, string>, more: Record<string, string> = {}) =>
    docs.push({ kind, layout, html, expected: { ...boxesExpected(boxes), ...party, ...more } });

  const intA: Box1099[] = [
    { number: '1', caption: 'Interest income', field: 'interestIncome', value: '1,284.77' },
    { number: '2', caption: 'Early withdrawal penalty', field: 'earlyWithdrawalPenalty', value: '35.00' },
    { number: '3', caption: 'Interest on U.S. Savings Bonds and Treasury obligations', field: 'usSavingsBondsInterest', value: '412.50' },
    { number: '4', caption: 'Federal income tax withheld', field: 'federalIncomeTaxWithheld', value: '128.00' },
    { number: '5', caption: 'Investment expenses', field: 'investmentExpenses', value: '' },
    { number: '6', caption: 'Foreign tax paid', field: 'foreignTaxPaid', value: '' },
    { number: '8', caption: 'Tax-exempt interest', field: 'taxExemptInterest', value: '2,310.00' },
    { number: '9', caption: 'Specified private activity bond interest', field: '', value: '' },
    { number: '15', caption: 'State', field: '', value: 'WA' },
    { number: '17', caption: 'State tax withheld', field: 'stateTaxWithheld', value: '41.20' },
  ];
  add('1099-int', 'irs-grid', irsLike1099({ form: '1099-INT', title: 'Interest Income', payer: CASCADE, recipient: VANCE, boxes: intA, font: 'Arial, Helvetica, sans-serif', captionPx: 9, valueFont: '"Courier New", monospace' }), intA, parties(CASCADE, VANCE));
  const intB: Box1099[] = [
    { number: '1', caption: 'Interest Income', field: 'interestIncome', value: '102,415.63' },
    { number: '3', caption: 'Interest on U.S. Savings Bonds & Treasury Obligations', field: 'usSavingsBondsInterest', value: '18,220.14' },
    { number: '4', caption: 'Federal Income Tax Withheld', field: 'federalIncomeTaxWithheld', value: '0.00' },
    { number: '6', caption: 'Foreign Tax Paid', field: 'foreignTaxPaid', value: '87.31' },
    { number: '8', caption: 'Tax-Exempt Interest', field: 'taxExemptInterest', value: '4,410.00' },
    { number: '10', caption: 'Market Discount', field: 'marketDiscount', value: '1,006.75' },
  ];
  add('1099-int', 'brokerage-table', statement1099({ form: '1099-INT', title: 'Interest Income', payer: MERIDIAN, recipient: ABERNATHY, boxes: intB, font: 'Verdana, Geneva, sans-serif', captionPx: 10 }), intB, parties(MERIDIAN, ABERNATHY));

  const divA: Box1099[] = [
    { number: '1a', caption: 'Total ordinary dividends', field: 'totalOrdinaryDividends', value: '3,876.12' },
    { number: '1b', caption: 'Qualified dividends', field: 'qualifiedDividends', value: '3,102.55' },
    { number: '2a', caption: 'Total capital gain distr.', field: 'totalCapitalGainDistributions', value: '1,448.00' },
    { number: '2b', caption: 'Unrecap. Sec. 1250 gain', field: 'unrecaptured1250Gain', value: '212.00' },
    { number: '3', caption: 'Nondividend distributions', field: 'nondividendDistributions', value: '95.40' },
    { number: '4', caption: 'Federal income tax withheld', field: 'federalIncomeTaxWithheld', value: '' },
    { number: '5', caption: 'Section 199A dividends', field: 'section199ADividends', value: '188.20' },
    { number: '7', caption: 'Foreign tax paid', field: 'foreignTaxPaid', value: '61.07' },
  ];
  add('1099-div', 'irs-grid', irsLike1099({ form: '1099-DIV', title: 'Dividends and Distributions', payer: GRANITE, recipient: NGUYEN, boxes: divA, font: '"Times New Roman", Times, serif', captionPx: 10, valueFont: '"Times New Roman", Times, serif' }), divA, parties(GRANITE, NGUYEN));
  const divB: Box1099[] = [
    { number: '1a', caption: 'Total Ordinary Dividends', field: 'totalOrdinaryDividends', value: '128,004.77' },
    { number: '1b', caption: 'Qualified Dividends', field: 'qualifiedDividends', value: '119,350.00' },
    { number: '2a', caption: 'Total Capital Gain Distributions', field: 'totalCapitalGainDistributions', value: '12,602.30' },
    { number: '4', caption: 'Federal Income Tax Withheld', field: 'federalIncomeTaxWithheld', value: '24,000.00' },
    { number: '5', caption: 'Section 199A Dividends', field: 'section199ADividends', value: '1,040.16' },
    { number: '7', caption: 'Foreign Tax Paid', field: 'foreignTaxPaid', value: '2,311.90' },
  ];
  add('1099-div', 'brokerage-table', statement1099({ form: '1099-DIV', title: 'Dividends and Distributions', payer: BAYSIDE, recipient: LINDQVIST, boxes: divB, font: 'Arial, Helvetica, sans-serif', captionPx: 11 }), divB, parties(BAYSIDE, LINDQVIST));

  const rA: Box1099[] = [
    { number: '1', caption: 'Gross distribution', field: 'grossDistribution', value: '46,200.00' },
    { number: '2a', caption: 'Taxable amount', field: 'taxableAmount', value: '44,750.00' },
    { number: '2b', caption: 'Taxable amount not determined &#9744; &nbsp; Total distribution &#9744;', field: '', value: '' },
    { number: '3', caption: 'Capital gain (included in box 2a)', field: '', value: '' },
    { number: '4', caption: 'Federal income tax withheld', field: 'federalIncomeTaxWithheld', value: '6,930.00' },
    { number: '5', caption: 'Employee contributions/Designated Roth contributions or insurance premiums', field: 'employeeContributions', value: '1,450.00' },
    { number: '6', caption: 'Net unrealized appreciation in employer\'s securities', field: '', value: '' },
    { number: '7', caption: 'Distribution code(s) &nbsp; IRA/SEP/SIMPLE &#9744;', field: 'distributionCode', value: '7' },
    { number: '14', caption: 'State tax withheld', field: 'stateTaxWithheld', value: '1,848.00' },
    { number: '15', caption: 'State/Payer\'s state no.', field: '', value: 'WA 601-348' },
  ];
  add('1099-r', 'irs-grid', irsLike1099({ form: '1099-R', title: 'Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc.', payer: EVERGREEN, recipient: PRUITT, boxes: rA, font: 'Arial, Helvetica, sans-serif', captionPx: 9, valueFont: 'Arial, Helvetica, sans-serif' }), rA, parties(EVERGREEN, PRUITT));
  const rB: Box1099[] = [
    { number: '1', caption: 'Gross Distribution', field: 'grossDistribution', value: '112,500.00' },
    { number: '2a', caption: 'Taxable Amount', field: 'taxableAmount', value: '0.00' },
    { number: '4', caption: 'Federal Income Tax Withheld', field: 'federalIncomeTaxWithheld', value: '0.00' },
    { number: '7', caption: 'Distribution Code(s)', field: 'distributionCode', value: 'G' },
    { number: '14', caption: 'State Tax Withheld', field: 'stateTaxWithheld', value: '0.00' },
  ];
  add('1099-r', 'insurer-statement', statement1099({
    form: '1099-R', title: 'Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc.', payer: SUMMIT, recipient: DELACROIX, boxes: rB, font: 'Verdana, Geneva, sans-serif', captionPx: 9,
    intro: '<p>Your direct rollover of $112,500.00 to Pelican State Trust Company IRA was completed on 08/14/2024. Code G: direct rollover to a qualified plan or IRA.</p>',
  }), rB, parties(SUMMIT, DELACROIX));

  const necA: Box1099[] = [
    { number: '1', caption: 'Nonemployee compensation', field: 'nonemployeeCompensation', value: '18,640.00' },
    { number: '2', caption: 'Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale &#9744;', field: '', value: '' },
    { number: '4', caption: 'Federal income tax withheld', field: 'federalIncomeTaxWithheld', value: '' },
    { number: '5', caption: 'State tax withheld', field: 'stateTaxWithheld', value: '912.35' },
    { number: '6', caption: 'State/Payer\'s state no.', field: '', value: 'OR 0448120-7' },
    { number: '7', caption: 'State income', field: '', value: '18,640.00' },
  ];
  add('1099-nec', 'irs-grid', irsLike1099({ form: '1099-NEC', title: 'Nonemployee Compensation', payer: LUMEN, recipient: ADEBAYO, boxes: necA, font: '"Courier New", Courier, monospace', captionPx: 10, valueFont: '"Courier New", Courier, monospace' }), necA, parties(LUMEN, ADEBAYO));
  const necB: Box1099[] = [
    { number: '1', caption: 'Nonemployee compensation', field: 'nonemployeeCompensation', value: '104,775.50' },
    { number: '4', caption: 'Federal income tax withheld', field: 'federalIncomeTaxWithheld', value: '2,095.51' },
  ];
  add('1099-nec', 'accounting-print', statement1099({ form: '1099-NEC', title: 'Nonemployee Compensation', payer: RIOGRANDE, recipient: CHAVEZ, boxes: necB, font: 'Verdana, Geneva, sans-serif', captionPx: 10, after: '<p style="font-size:10px">Payments by month: Jan $8,200.00 &middot; Feb $9,412.25 &middot; Mar $7,980.00 &middot; Q2 $26,390.00 &middot; Q3 $25,100.75 &middot; Q4 $27,692.50</p>' }), necB, parties(RIOGRANDE, CHAVEZ));

  const miscA: Box1099[] = [
    { number: '1', caption: 'Rents', field: 'rentIncome', value: '14,400.00' },
    { number: '2', caption: 'Royalties', field: 'royalties', value: '2,718.33' },
    { number: '3', caption: 'Other income', field: 'otherIncome', value: '600.00' },
    { number: '4', caption: 'Federal income tax withheld', field: 'federalIncomeTaxWithheld', value: '' },
    { number: '5', caption: 'Fishing boat proceeds', field: '', value: '' },
    { number: '6', caption: 'Medical and health care payments', field: '', value: '' },
    { number: '16', caption: 'State tax withheld', field: 'stateTaxWithheld', value: '150.00' },
    { number: '17', caption: 'State/Payer\'s state no.', field: '', value: 'KS 036-1290553F-01' },
  ];
  add('1099-misc', 'irs-grid', irsLike1099({ form: '1099-MISC', title: 'Miscellaneous Information', payer: PRAIRIE, recipient: OSEI, boxes: miscA, font: 'Verdana, Geneva, sans-serif', captionPx: 9, valueFont: 'Verdana, Geneva, sans-serif' }), miscA, parties(PRAIRIE, OSEI));
  const miscB: Box1099[] = [
    { number: '2', caption: 'Royalties', field: 'royalties', value: '131,906.42' },
    { number: '3', caption: 'Other income', field: 'otherIncome', value: '1,250.00' },
    { number: '4', caption: 'Federal income tax withheld', field: 'federalIncomeTaxWithheld', value: '13,190.64' },
    { number: '8', caption: 'Substitute payments in lieu of dividends or interest', field: 'substitutePayments', value: '37.80' },
  ];
  add('1099-misc', 'royalty-statement', statement1099({
    form: '1099-MISC', title: 'Miscellaneous Information', payer: PERMIAN, recipient: BEAUCHAMP, boxes: miscB, font: '"Times New Roman", Times, serif', captionPx: 11,
    intro: '<table><tr><th>Property</th><th>County</th><th class="a">Gross</th><th class="a">Severance tax</th></tr><tr><td>Spraberry Unit 14</td><td>Midland</td><td class="a">92,114.06</td><td class="a">4,237.25</td></tr><tr><td>Wolfcamp B-7</td><td>Martin</td><td class="a">43,792.36</td><td class="a">2,014.45</td></tr></table>',
  }), miscB, parties(PERMIAN, BEAUCHAMP));

  const gA: Box1099[] = [
    { number: '1', caption: 'Unemployment compensation', field: 'unemploymentCompensation', value: '9,416.00' },
    { number: '2', caption: 'State or local income tax refunds, credits, or offsets', field: 'stateLocalIncomeTaxRefunds', value: '' },
    { number: '3', caption: 'Box 2 amount is for tax year', field: '', value: '' },
    { number: '4', caption: 'Federal income tax withheld', field: 'federalIncomeTaxWithheld', value: '941.60' },
    { number: '10a', caption: 'State', field: '', value: 'OR' },
    { number: '11', caption: 'State income tax withheld', field: 'stateTaxWithheld', value: '376.64' },
  ];
  add('1099-g', 'irs-grid', irsLike1099({ form: '1099-G', title: 'Certain Government Payments', payer: OREGON_ED, recipient: TRAN_HALL, boxes: gA, font: 'Arial, Helvetica, sans-serif', captionPx: 10, valueFont: '"Courier New", monospace' }), gA, parties(OREGON_ED, TRAN_HALL));
  const gB: Box1099[] = [
    { number: 'Box 1', caption: 'Unemployment compensation', field: 'unemploymentCompensation', value: '12,744.00' },
    { number: 'Box 4', caption: 'Federal income tax withheld', field: 'federalIncomeTaxWithheld', value: '1,274.40' },
    { number: 'Box 11', caption: 'State income tax withheld', field: 'stateTaxWithheld', value: '382.32' },
  ];
  add('1099-g', 'state-portal', statement1099({
    form: '1099-G', title: 'Certain Government Payments', payer: COLORADO_REV, recipient: ROURKE, boxes: gB, font: 'Verdana, Geneva, sans-serif', captionPx: 9,
    intro: '<table><tr><th>Week ending</th><th class="a">Paid</th><th class="a">Federal w/h</th></tr><tr><td>03/02/2024</td><td class="a">$708.00</td><td class="a">$70.80</td></tr><tr><td>03/09/2024</td><td class="a">$708.00</td><td class="a">$70.80</td></tr><tr><td>… 16 more weeks</td><td class="a">$11,328.00</td><td class="a">$1,132.80</td></tr></table>',
  }), gB, parties(COLORADO_REV, ROURKE));

  // 1099-B: a brokerage's list of sales under a term heading, and the IRS's form with one sale and box 2's check box.
  const bA = { dateAcquired: '2021-02-11', dateSold: '2024-09-03', proceedsFromSales: '38,912.44', costBasis: '27,405.10', washSaleAdjustment: '' };
  const bAHtml = page(`body{font-family:Arial,Helvetica,sans-serif;font-size:10px}.lh{display:flex;justify-content:space-between;border-bottom:2px solid #000;padding-bottom:5px}.lh b{font-size:16px}
      h3{font-size:12px;margin:12px 0 3px;border-bottom:1px solid #000}table{width:100%;border-collapse:collapse}th{font-size:9px;text-align:right;border-bottom:1px solid #000;padding:2px 4px;vertical-align:bottom}th:first-child,td:first-child{text-align:left}td{padding:3px 4px;text-align:right;font-family:"Courier New",monospace;font-size:11px}.to{margin:14px 0}`,
  `<div class="lh"><div><b>${MERIDIAN.name}</b><br>${MERIDIAN.lines.join('<br>')}<br>Payer's TIN: ${MERIDIAN.tin}</div><div style="text-align:right"><b>2024 Form 1099-B</b><br>Proceeds From Broker and Barter Exchange Transactions<br>Account MBX-7730-4415</div></div>
    <div class="to"><b>${ABERNATHY.name}</b><br>${ABERNATHY.lines.slice(0, 2).join('<br>')}<br>Recipient's TIN: ${ABERNATHY.tin}</div>
    <h3>LONG-TERM TRANSACTIONS FOR COVERED TAX LOTS [Ordinary gains or losses are reported on Form 8949, Part II, with Box D checked]</h3>
    <table><tr><th>1a Description of property<br>CUSIP</th><th>1c Date sold or disposed</th><th>Quantity</th><th>1d Proceeds</th><th>1b Date acquired</th><th>1e Cost or other basis</th><th>1g Wash sale loss disallowed</th><th>Gain or loss</th><th>4 Federal income tax withheld</th></tr>
      <tr><td>VANGUARD TOTAL STK MKT ETF<br>922908769</td><td>09/03/2024</td><td>150.000</td><td>38,912.44</td><td>02/11/2021</td><td>27,405.10</td><td>...</td><td>11,507.34</td><td>0.00</td></tr></table>`);
  docs.push({ kind: '1099-b', layout: 'brokerage-list', html: bAHtml, expected: { ...pick1099B(bA), federalIncomeTaxWithheld: '0', shortTermOrLongTerm: 'long', ...parties(MERIDIAN, ABERNATHY) } });
  const bB: Box1099[] = [
    { number: '1a', caption: 'Description of property (Example 100 sh. XYZ Co.)', field: '', value: '2,400 SH NORTHSTAR SEMICONDUCTOR' },
    { number: '1b', caption: 'Date acquired', field: 'dateAcquired', value: '11/30/2023' },
    { number: '1c', caption: 'Date sold or disposed', field: 'dateSold', value: '04/18/2024' },
    { number: '1d', caption: 'Proceeds', field: 'proceedsFromSales', value: '104,220.00' },
    { number: '1e', caption: 'Cost or other basis', field: 'costBasis', value: '109,875.35' },
    { number: '1g', caption: 'Wash sale loss disallowed', field: 'washSaleAdjustment', value: '1,210.40' },
    { number: '2', caption: 'Short-term gain or loss &#9746; &nbsp; Long-term gain or loss &#9744; &nbsp; Ordinary &#9744;', field: '', value: '' },
    { number: '4', caption: 'Federal income tax withheld', field: 'federalIncomeTaxWithheld', value: '' },
  ];
  const bBExpected = { ...boxesExpected(bB), dateAcquired: '2023-11-30', dateSold: '2024-04-18', shortTermOrLongTerm: 'short' };
  docs.push({ kind: '1099-b', layout: 'irs-grid', html: irsLike1099({ form: '1099-B', title: 'Proceeds From Broker and Barter Exchange Transactions', payer: BAYSIDE, recipient: LINDQVIST, boxes: bB, font: '"Times New Roman", Times, serif', captionPx: 10, valueFont: 'Arial, sans-serif' }), expected: { ...bBExpected, ...parties(BAYSIDE, LINDQVIST) } });

  // SSA-1099: the SSA's form (boxes 1-8 in a bordered grid, Times) and a my Social Security page's print.
  const ssaA: Box1099[] = [
    { number: '3', caption: 'Benefits paid to you in 2024', field: 'box3NetBenefits', value: '31,448.40' },
    { number: '4', caption: 'Benefits repaid to SSA in 2024', field: 'box4', value: '1,020.00' },
    { number: '5', caption: 'Net benefits for 2024 (Box 3 minus Box 4)', field: 'box5NetBenefits', value: '30,428.40' },
    { number: '6', caption: 'Voluntary federal income tax withheld', field: 'federalIncomeTaxWithheld', value: '3,042.84' },
  ];
  const ssaAHtml = page(`body{font-family:"Times New Roman",Times,serif;font-size:10px}.t{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #000}.t b{font-size:15px}
      .g{display:grid;grid-template-columns:1fr 1fr;border-left:1px solid #000;border-top:1px solid #000;margin-top:6px}.g>div{border-right:1px solid #000;border-bottom:1px solid #000;padding:3px 6px;min-height:36px}.v{font-size:13px;margin-top:3px}`,
  `<div class="t"><div><b>FORM SSA-1099 – SOCIAL SECURITY BENEFIT STATEMENT</b></div><div><b>2024</b></div></div>
    <div style="font-size:9px">PART OF YOUR SOCIAL SECURITY BENEFITS SHOWN IN BOX 5 MAY BE TAXABLE INCOME. SEE THE REVERSE FOR MORE INFORMATION.</div>
    <div class="g"><div>Box 1. Name<div class="v">${KOWALCZYK.name}</div></div><div>Box 2. Beneficiary's Social Security Number<div class="v">${KOWALCZYK.tin}</div></div>
    ${ssaA.map((box) => `<div>Box ${box.number}. ${box.caption}<div class="v">$${box.value}</div></div>`).join('')}
    <div>Box 7. Address<div class="v">${KOWALCZYK.lines.join('<br>')}</div></div><div>Box 8. Claim Number (Use this number if you need to contact SSA.)<div class="v">XXX-XX-3318A</div></div></div>
    <div style="margin-top:8px">DESCRIPTION OF AMOUNT IN BOX 3: Paid by check or direct deposit $30,428.40 &nbsp; Medicare Part B premiums deducted from your benefits $1,020.00</div>`);
  docs.push({ kind: 'ssa-1099', layout: 'ssa-grid', html: ssaAHtml, expected: { ...boxesExpected(ssaA), 'recipientInfo.name': KOWALCZYK.name, 'recipientInfo.tin': KOWALCZYK.tin } });
  void SSA;
  const ssaB: Box1099[] = [
    { number: '3', caption: 'Benefits Paid to You in 2024', field: 'box3NetBenefits', value: '26,119.20' },
    { number: '4', caption: 'Benefits Repaid to SSA in 2024', field: 'box4', value: '0.00' },
    { number: '5', caption: 'Net Benefits for 2024', field: 'box5NetBenefits', value: '26,119.20' },
    { number: '6', caption: 'Voluntary Federal Income Tax Withheld', field: 'federalIncomeTaxWithheld', value: '2,611.92' },
  ];
  const ssaBHtml = page(`body{font-family:Verdana,Geneva,sans-serif;font-size:11px}.bar{background:#112e51;color:#fff;padding:8px;font-size:13px}.card{border:1px solid #bbb;border-radius:6px;padding:10px 14px;margin-top:12px}
      .kv{display:flex;justify-content:space-between;border-bottom:1px solid #e3e3e3;padding:5px 0}.kv span:first-child{color:#333}h2{font-size:16px;margin:12px 0 4px}`,
  `<div class="bar">my Social Security &nbsp;|&nbsp; Replacement SSA-1099/1042S</div><h2>Your 2024 Social Security Benefit Statement (Form SSA-1099)</h2>
    <div class="card"><div class="kv"><span>Name</span><span>${BELLWEATHER.name}</span></div><div class="kv"><span>Beneficiary's Social Security Number</span><span>${BELLWEATHER.tin}</span></div>
    ${ssaB.map((box) => `<div class="kv"><span>Box ${box.number}: ${box.caption}</span><span>$${box.value}</span></div>`).join('')}</div>
    <p style="font-size:9px">Printed from ssa.gov on 01/30/2025. This replacement form has the same information as the one mailed to you.</p>`);
  docs.push({ kind: 'ssa-1099', layout: 'web-print', html: ssaBHtml, expected: { ...boxesExpected(ssaB), 'recipientInfo.name': BELLWEATHER.name, 'recipientInfo.tin': BELLWEATHER.tin } });
  return docs;
}

function pick1099B(v: { dateAcquired: string; dateSold: string; proceedsFromSales: string; costBasis: string; washSaleAdjustment: string }): Record<string, string> {
  const out: Record<string, string> = { dateAcquired: v.dateAcquired, dateSold: v.dateSold, proceedsFromSales: n(v.proceedsFromSales), costBasis: n(v.costBasis) };
  if (v.washSaleAdjustment) out.washSaleAdjustment = n(v.washSaleAdjustment);
  return out;
}

// ---------------------------------------------------------------------------------------------- Form 1040

interface Return1040 {
  year: string;
  status: 'single' | 'married-joint' | 'married-separate' | 'head-of-household' | 'qualifying-widow';
  first: string; middle: string; last: string; ssn: string;
  spouseFirst: string; spouseMiddle: string; spouseLast: string; spouseSsn: string;
  street: string; apt: string; city: string; state: string; zip: string;
  dependents: [string, string, string, string][];
  phone: string; email: string;
}

function lastYearExpected(r: Return1040): Record<string, string> {
  return {
    firstName: r.first, middleInitial: r.middle, lastName: r.last, ssn: r.ssn,
    spouseFirstName: r.spouseFirst, spouseMiddleInitial: r.spouseMiddle, spouseLastName: r.spouseLast, spouseSSN: r.spouseSsn,
    street: r.street, street2: r.apt, city: r.city, state: r.state, zip: r.zip, filingStatus: r.status, phone: r.phone, email: r.email,
    isFullYearResident: 'true',
  };
}

const STATUS_LABELS: [Return1040['status'], string][] = [
  ['single', 'Single'], ['married-joint', 'Married filing jointly'], ['married-separate', 'Married filing separately (MFS)'],
  ['head-of-household', 'Head of household (HOH)'], ['qualifying-widow', 'Qualifying surviving spouse (QSS)'],
];

const MONTOYA: Return1040 = {
  year: '2023', status: 'married-joint', first: 'Rafael', middle: 'J', last: 'Montoya-Grant', ssn: '521-44-0917',
  spouseFirst: 'Elise', spouseMiddle: 'K', spouseLast: 'Montoya-Grant', spouseSsn: '533-20-7781',
  street: '2214 W Juniper Ridge Rd', apt: '12B', city: 'Flagstaff', state: 'AZ', zip: '86001',
  dependents: [['Mateo R Montoya-Grant', '600-12-4471', 'Son', 'X'], ['Lucia E Montoya-Grant', '600-12-4488', 'Daughter', 'X']],
  phone: '', email: '',
};

/** The 2023 form's first page drawn with tables (Arial captions, Courier values), as a tax site's 'print my return' does. */
function form1040TableHtml(r: Return1040): string {
  const status = STATUS_LABELS.map(([value, label]) => `<span class="ck">${r.status === value ? '&#9746;' : '&#9744;'} ${label}</span>`).join(' ');
  const css = `body{font-family:Arial,Helvetica,sans-serif;font-size:9px}.hd{display:flex;align-items:center;border-bottom:2px solid #000}.hd .f{font-size:26px;font-weight:bold;padding-right:8px;border-right:1px solid #000}
    .hd .t{padding:0 10px;font-size:13px;font-weight:bold}.hd .y{font-size:22px;font-weight:bold;padding:0 10px}
    table{width:100%;border-collapse:collapse}td{border:1px solid #000;vertical-align:top;padding:2px 4px;font-size:9px}.v{font-family:"Courier New",monospace;font-size:12px;display:block;margin-top:2px}
    .fs{border-bottom:1px solid #000;padding:4px 0}.ck{margin-right:12px;font-size:10px}h4{margin:6px 0 2px;font-size:10px}`;
  const body = `<div class="hd"><span class="f">1040</span><span class="t">Department of the Treasury—Internal Revenue Service<br>U.S. Individual Income Tax Return</span><span class="y">${r.year}</span><span>OMB No. 1545-0074 &nbsp; IRS Use Only—Do not write or staple in this space.</span></div>
    <div>For the year Jan. 1–Dec. 31, ${r.year}, or other tax year beginning ______, ${r.year}, ending ______, 20__</div>
    <div class="fs"><b>Filing Status</b> Check only one box. ${status}</div>
    <table>
      <tr><td style="width:40%">Your first name and middle initial<span class="v">${r.first} ${r.middle}</span></td><td style="width:35%">Last name<span class="v">${r.last}</span></td><td>Your social security number<span class="v">${r.ssn}</span></td></tr>
      <tr><td>If joint return, spouse's first name and middle initial<span class="v">${r.spouseFirst} ${r.spouseMiddle}</span></td><td>Last name<span class="v">${r.spouseLast}</span></td><td>Spouse's social security number<span class="v">${r.spouseSsn}</span></td></tr>
      <tr><td colspan="2">Home address (number and street). If you have a P.O. box, see instructions.<span class="v">${r.street}</span></td><td>Apt. no.<span class="v">${r.apt}</span></td></tr>
      <tr><td>City, town, or post office. If you have a foreign address, also complete spaces below.<span class="v">${r.city}</span></td><td>State <span class="v">${r.state}</span></td><td>ZIP code<span class="v">${r.zip}</span></td></tr>
      <tr><td>Foreign country name<span class="v"></span></td><td>Foreign province/state/county<span class="v"></span></td><td>Foreign postal code<span class="v"></span></td></tr>
    </table>
    <div class="fs"><b>Presidential Election Campaign</b> Check here if you, or your spouse if filing jointly, want $3 to go to this fund. &#9744; You &#9744; Spouse</div>
    <div class="fs"><b>Digital Assets</b> At any time during ${r.year}, did you: (a) receive (as a reward, award, or payment for property or services); or (b) sell, exchange, or otherwise dispose of a digital asset? &#9744; Yes &#9746; No</div>
    <h4>Dependents (see instructions): If more than four dependents, see instructions and check here &#9744;</h4>
    <table><tr><td>(1) First name &nbsp; Last name</td><td>(2) Social security number</td><td>(3) Relationship to you</td><td>(4) Child tax credit</td><td>Credit for other dependents</td></tr>
      ${r.dependents.map(([name, ssn, rel, ctc]) => `<tr><td><span class="v">${name}</span></td><td><span class="v">${ssn}</span></td><td><span class="v">${rel}</span></td><td><span class="v">${ctc}</span></td><td></td></tr>`).join('')}</table>
    <table style="margin-top:6px"><tr><td>1a Total amount from Form(s) W-2, box 1 (see instructions)</td><td style="width:18%"><span class="v">148,220.00</span></td></tr><tr><td>2b Taxable interest</td><td><span class="v">1,284.00</span></td></tr><tr><td>11 This is your adjusted gross income</td><td><span class="v">149,504.00</span></td></tr></table>`;
  return page(css, body);
}

const ADEYEMI: Return1040 = {
  year: '2024', status: 'head-of-household', first: 'Oluwaseun', middle: 'A', last: 'Adeyemi-Clarke', ssn: '218-66-4093',
  spouseFirst: '', spouseMiddle: '', spouseLast: '', spouseSsn: '',
  street: '907 Larkspur Ln', apt: '', city: 'Silver Spring', state: 'MD', zip: '20910-4417',
  dependents: [['Ada N Adeyemi-Clarke', '611-03-2250', 'Daughter', 'X']],
  phone: '', email: '',
};

/** The 2024 form's first page drawn with CSS grid and flex (Times values), filing status in a column of check boxes. */
function form1040GridHtml(r: Return1040): string {
  const status = STATUS_LABELS.map(([value, label]) => `<div>${r.status === value ? '&#9745;' : '&#9744;'} ${label}</div>`).join('');
  const css = `body{font-family:Georgia,"Times New Roman",serif;font-size:10px}.hd{display:grid;grid-template-columns:auto 1fr auto;gap:10px;align-items:end;border-bottom:3px solid #000;padding-bottom:3px}
    .hd .f{font-size:30px;font-weight:bold;font-family:Arial,sans-serif}.hd .y{font-size:24px;font-weight:bold}
    .fs{display:grid;grid-template-columns:90px 1fr 1fr;border-bottom:1px solid #000;padding:4px 0}
    .g{display:grid;grid-template-columns:2fr 2fr 1.2fr;border-left:1px solid #000}.g>div{border-right:1px solid #000;border-bottom:1px solid #000;padding:2px 5px;min-height:28px}
    .k{font-size:9px;font-family:Arial,sans-serif}.v{font-size:13px;font-family:"Times New Roman",Times,serif;margin-top:1px}
    .dep{display:grid;grid-template-columns:2fr 1.3fr 1fr 0.8fr 0.8fr;border-left:1px solid #000;margin-top:6px}.dep>div{border-right:1px solid #000;border-bottom:1px solid #000;padding:2px 4px}`;
  const body = `<div class="hd"><div class="f">Form 1040</div><div>Department of the Treasury—Internal Revenue Service<br><b style="font-size:14px">U.S. Individual Income Tax Return</b></div><div class="y">${r.year}</div></div>
    <div class="fs"><div><b>Filing Status</b><br>Check only one box.</div><div>${status.split('</div>').slice(0, 3).join('</div>')}</div></div><div>${status.split('</div>').slice(3).join('</div>')}</div></div>
    <div class="g">
      <div><div class="k">Your first name and middle initial</div><div class="v">${r.first} ${r.middle}</div></div><div><div class="k">Last name</div><div class="v">${r.last}</div></div><div><div class="k">Your social security number</div><div class="v">${r.ssn.replace(/-/g, ' ')}</div></div>
      <div><div class="k">If joint return, spouse's first name and middle initial</div><div class="v">${r.spouseFirst}</div></div><div><div class="k">Last name</div><div class="v">${r.spouseLast}</div></div><div><div class="k">Spouse's social security number</div><div class="v">${r.spouseSsn}</div></div>
      <div style="grid-column:span 2"><div class="k">Home address (number and street). If you have a P.O. box, see instructions.</div><div class="v">${r.street}</div></div><div><div class="k">Apt. no.</div><div class="v">${r.apt}</div></div>
      <div><div class="k">City, town, or post office. If you have a foreign address, also complete spaces below.</div><div class="v">${r.city}</div></div><div style="display:flex;gap:30px"><div><div class="k">State</div><div class="v">${r.state}</div></div><div><div class="k">ZIP code</div><div class="v">${r.zip}</div></div></div><div><div class="k">Presidential Election Campaign</div>&#9744; You &#9744; Spouse</div>
    </div>
    <div style="margin-top:6px"><b>Dependents</b> (see instructions)</div>
    <div class="dep"><div class="k">(1) First name &nbsp; Last name</div><div class="k">(2) Social security number</div><div class="k">(3) Relationship to you</div><div class="k">(4) Child tax credit</div><div class="k">Credit for other dependents</div>
      ${r.dependents.map(([name, ssn, rel, ctc]) => `<div class="v">${name}</div><div class="v">${ssn}</div><div class="v">${rel}</div><div class="v">${ctc === 'X' ? '&#9745;' : '&#9744;'}</div><div class="v">&#9744;</div>`).join('')}</div>
    <div style="margin-top:8px">1a Total amount from Form(s) W-2, box 1 .......... 71,906.33 &nbsp;&nbsp; 9 Total income .......... 73,410.90 &nbsp;&nbsp; 11 Adjusted gross income .......... 73,410.90</div>`;
  return page(css, body);
}

/** Every HTML document with its expected reading. */
export function htmlDocuments(): HtmlDocument[] {
  return [
    { kind: 'w2', layout: 'irs-grid', html: w2GridHtml(W2_GRID), expected: w2Expected(W2_GRID, { first: W2_GRID.first, last: W2_GRID.last, ssn: W2_GRID.ssnPrinted }) },
    { kind: 'w2', layout: 'payroll-2copies-window', html: w2PayrollHtml(W2_PAYROLL), expected: w2Expected(W2_PAYROLL, { first: W2_PAYROLL.first, last: W2_PAYROLL.last, ssn: W2_PAYROLL.ssnPrinted }) },
    { kind: 'w2', layout: 'hr-summary', html: w2SummaryHtml(W2_SUMMARY), expected: w2Expected(W2_SUMMARY, { first: W2_SUMMARY.first, last: W2_SUMMARY.last, ssn: 'XXX-XX-2047' }) },
    ...html1099(),
    { kind: 'last-year', layout: '2023-tables', html: form1040TableHtml(MONTOYA), expected: lastYearExpected(MONTOYA) },
    { kind: 'last-year', layout: '2024-grid', html: form1040GridHtml(ADEYEMI), expected: lastYearExpected(ADEYEMI) },
  ];
}
