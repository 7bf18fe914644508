// AI_PROVIDER=openai for W-2s and 1099s (ARCHITECTURE 'AI parts': optional, offline by default). The local
// reader still reads the page in the sandbox (and still refuses a page that is not the form asked for);
// the model is sent that page's text (a PDF's text layer or the OCR of the cleaned image), never the image
// unless OPENAI_SEND_DOCUMENT_IMAGE=true, and answers the boxes as strict JSON. The two readings are merged:
// where they agree, or one is blank, nothing is in doubt; where they differ, a text layer's value wins (it
// is exact), on OCR the value that passes the form's own checks wins, and the taxpayer is told either way.
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import type { OpenAiSettings } from '@taxapp/platform';
import { form1099ExtractionSchema, w2ExtractionSchema, type Form1099Extraction, type Form1099Kind, type W2Extraction } from '@taxapp/contracts/documents';
import type { Sandbox } from '../sandbox/sandbox';
import type { SandboxReaderName } from '../sandbox/readers';
import { FORM_1099_SPECS } from './form1099';

export interface FormModelSettings extends OpenAiSettings {
  /** Send the image too (OPENAI_SEND_DOCUMENT_IMAGE=true); by default only the text leaves the machine. */
  sendImage?: boolean;
}

const row = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape);

/** What the model answers for a W-2: every box as printed ('' when empty), rows as lists. */
export const w2ModelOutputSchema = z.object({
  employeeFirstName: z.string(),
  employeeLastName: z.string(),
  employeeSsn: z.string(),
  employerName: z.string(),
  employerEin: z.string(),
  box1Wages: z.string(),
  box2FederalIncomeTaxWithheld: z.string(),
  box3SocialSecurityWages: z.string(),
  box4SocialSecurityTaxWithheld: z.string(),
  box5MedicareWagesAndTips: z.string(),
  box6MedicareTaxWithheld: z.string(),
  box7SocialSecurityTips: z.string(),
  box8AllocatedTips: z.string(),
  box10DependentCareBenefits: z.string(),
  box11NonqualifiedPlans: z.string(),
  box13StatutoryEmployee: z.boolean(),
  box13RetirementPlan: z.boolean(),
  box13ThirdPartySickPay: z.boolean(),
  box12: z.array(row({ code: z.string(), amount: z.string() })),
  box14: z.array(row({ label: z.string(), amount: z.string() })),
  stateRows: z.array(row({ state: z.string(), employerStateId: z.string(), stateWages: z.string(), stateIncomeTax: z.string() })),
  box18LocalWages: z.string(),
  box19LocalIncomeTax: z.string(),
  box20Locality: z.string(),
});
export type W2ModelOutput = z.infer<typeof w2ModelOutputSchema>;

/** What the model answers for a 1099: the parties and each box by the names the reader uses. */
export const form1099ModelOutputSchema = z.object({
  payerName: z.string(),
  payerTin: z.string(),
  recipientName: z.string(),
  recipientTin: z.string(),
  boxes: z.array(row({ name: z.string(), value: z.string() })),
});
export type Form1099ModelOutput = z.infer<typeof form1099ModelOutputSchema>;

const W2_INSTRUCTIONS = [
  'You read one US Form W-2 (tax year 2024) from the text of its page, which may come from OCR and hold misread characters.',
  'Several copies of the same W-2 may be on the page: read one. Answer exactly what the form shows; use "" for an empty box and false for an unchecked box 13.',
  'Amounts as printed, digits and decimal point only (no $ or commas). Box 12: each code and amount. Box 14: each label and amount.',
  'stateRows: one entry per state line of boxes 15-17 (a W-2 may have two). The SSN and EIN as printed (they may be masked).',
].join(' ');

function form1099Instructions(kind: Form1099Kind): string {
  const spec = FORM_1099_SPECS[kind];
  return [
    `You read one US Form ${spec.formType} (tax year 2024) from the text of its page, which may come from OCR and hold misread characters.`,
    'A brokerage statement may hold several forms (1099-DIV, 1099-INT, 1099-B) on one page: read only the section of this form.',
    `Answer the payer's and recipient's names and TINs as printed, and each box that has a value as {name, value}, with name one of: ${spec.boxes.map(([field]) => field).join(', ')}${kind === '1099-r' ? ', distributionCode' : ''}${kind === '1099-b' ? ', dateAcquired, dateSold, shortTermOrLongTerm' : ''}.`,
    'Amounts as digits and decimal point only (no $ or commas); dates as YYYY-MM-DD; shortTermOrLongTerm as short or long.',
  ].join(' ');
}

/** '$52,000.00' -> '52000.00'; '' when not an amount. */
export function normalizeAmount(text: string): string {
  const plain = text.replace(/[$,\s]/g, '');
  if (!/^-?\d+(?:\.\d+)?$/.test(plain)) return '';
  return Number(plain).toFixed(2);
}

const sameText = (a: string, b: string) => a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');
const sameDigits = (a: string, b: string) => a.replace(/[^0-9Xx*]/g, '').toUpperCase().replace(/\*/g, 'X') === b.replace(/[^0-9Xx*]/g, '').toUpperCase().replace(/\*/g, 'X');
const sameAmount = (a: string, b: string) => normalizeAmount(a) !== '' && normalizeAmount(a) === normalizeAmount(b);

interface Choice {
  value: string;
  notice?: string;
}

/**
 * One field from two readings: agreement or a blank side is no doubt; a disagreement keeps the text
 * layer's value (exact), or on OCR the value `plausible` accepts when only one passes, else the local one.
 */
function choose(label: string, local: string, model: string, same: (a: string, b: string) => boolean, source: 'text' | 'ocr', plausible?: (value: string) => boolean): Choice {
  if (!model.trim()) return { value: local };
  if (!local.trim()) return { value: model };
  if (same(local, model)) return { value: local };
  let value = local;
  if (source === 'ocr' && plausible && !plausible(local) && plausible(model)) value = model;
  return { value, notice: `${label}: the document reader read ${local} and the AI reader ${model}; ${value === local ? local : model} was kept. Please check it against your form.` };
}

/** Form W-2 (2024) instructions: box 4 is 6.2% of box 3 (up to the $168,600 base), box 6 at least 1.45% of box 5. */
function withholdingCheck(rate: number, base: string, exact: boolean) {
  return (value: string) => {
    const wages = Number(normalizeAmount(base));
    const tax = Number(normalizeAmount(value));
    if (!wages || !Number.isFinite(tax)) return false;
    const expected = Math.min(wages, exact ? 168_600 : wages) * rate;
    return exact ? Math.abs(tax - expected) <= 1 : tax >= expected - 1;
  };
}

/** The local and model readings of a W-2 as one, with a notice per disagreement. */
export function mergeW2(local: W2Extraction, model: W2ModelOutput, source: 'text' | 'ocr'): W2Extraction {
  const notices = [...local.notices];
  const pick = (label: string, localValue: string, modelValue: string, same: (a: string, b: string) => boolean, plausible?: (value: string) => boolean) => {
    const choice = choose(label, localValue, modelValue, same, source, plausible);
    if (choice.notice) notices.push(choice.notice);
    return choice.value;
  };
  const amount = (label: string, localValue: string, modelValue: string, plausible?: (value: string) => boolean) =>
    pick(label, localValue, normalizeAmount(modelValue) || modelValue.trim(), sameAmount, plausible);
  const ssWages = amount('Box 3 (social security wages)', local.socialSecurityWages, model.box3SocialSecurityWages);
  const medicareWages = amount('Box 5 (Medicare wages and tips)', local.medicareWagesAndTips, model.box5MedicareWagesAndTips);
  const box12 = local.box12Entries.length ? local.box12Entries : model.box12.map((entry) => ({ code: entry.code.trim().toUpperCase(), amount: normalizeAmount(entry.amount) })).filter((entry) => entry.code && entry.amount).slice(0, 4);
  const stateRows = local.stateRows.length
    ? local.stateRows
    : model.stateRows.map((entry) => ({ stateId: [entry.state.trim().toUpperCase(), entry.employerStateId.trim()].filter(Boolean).join(' '), stateWages: normalizeAmount(entry.stateWages), stateIncomeTaxWithheld: normalizeAmount(entry.stateIncomeTax) })).slice(0, 4);
  const box14Entries = local.box14Entries.length ? local.box14Entries : model.box14.map((entry) => ({ label: entry.label.trim(), amount: normalizeAmount(entry.amount) })).filter((entry) => entry.label && entry.amount).slice(0, 8);
  const sum = (code: string) => {
    const total = box12.filter((entry) => entry.code === code).reduce((acc, entry) => acc + Number(entry.amount), 0);
    return total ? total.toFixed(2) : '';
  };
  const first = stateRows[0];
  const merged: W2Extraction = {
    ...local,
    firstName: pick("Employee's first name", local.firstName, model.employeeFirstName, sameText),
    lastName: pick("Employee's last name", local.lastName, model.employeeLastName, sameText),
    ssn: pick("Employee's SSN", local.ssn, model.employeeSsn, sameDigits),
    employerName: pick("Employer's name", local.employerName, model.employerName, sameText),
    employerEIN: pick("Employer's EIN", local.employerEIN, model.employerEin, sameDigits),
    wages: amount('Box 1 (wages)', local.wages, model.box1Wages),
    federalIncomeTax: amount('Box 2 (federal income tax withheld)', local.federalIncomeTax, model.box2FederalIncomeTaxWithheld),
    socialSecurityWages: ssWages,
    socialSecurityTaxWithheld: amount('Box 4 (social security tax withheld)', local.socialSecurityTaxWithheld, model.box4SocialSecurityTaxWithheld, withholdingCheck(0.062, ssWages, true)),
    medicareWagesAndTips: medicareWages,
    medicareTaxWithheld: amount('Box 6 (Medicare tax withheld)', local.medicareTaxWithheld, model.box6MedicareTaxWithheld, withholdingCheck(0.0145, medicareWages, false)),
    socialSecurityTips: amount('Box 7 (social security tips)', local.socialSecurityTips, model.box7SocialSecurityTips),
    allocatedTips: amount('Box 8 (allocated tips)', local.allocatedTips, model.box8AllocatedTips),
    dependentCareBenefits: amount('Box 10 (dependent care benefits)', local.dependentCareBenefits, model.box10DependentCareBenefits),
    nonqualifiedPlans: amount('Box 11 (nonqualified plans)', local.nonqualifiedPlans, model.box11NonqualifiedPlans),
    // A checkbox either reader saw checked is checked (an unchecked box is the default of both).
    statutoryEmployee: local.statutoryEmployee || model.box13StatutoryEmployee,
    retirementPlan: local.retirementPlan || model.box13RetirementPlan,
    thirdPartySickPay: local.thirdPartySickPay || model.box13ThirdPartySickPay,
    box12: { codeC: sum('C'), codeD: sum('D'), codeDD: sum('DD'), codeW: sum('W') },
    box12Entries: box12,
    box14Entries,
    box14: { tfb: local.box14.tfb || (box14Entries.find((entry) => /\bTFB\b|transit|transportation\s*fringe/i.test(entry.label))?.amount ?? '') },
    stateRows,
    stateId: first?.stateId ?? local.stateId,
    stateWages: first?.stateWages ?? local.stateWages,
    stateIncomeTaxWithheld: first?.stateIncomeTaxWithheld ?? local.stateIncomeTaxWithheld,
    localWages: amount('Box 18 (local wages)', local.localWages, model.box18LocalWages),
    localIncomeTax: amount('Box 19 (local income tax)', local.localIncomeTax, model.box19LocalIncomeTax),
    locality: pick('Box 20 (locality)', local.locality, model.box20Locality, sameText),
    notices,
  };
  return w2ExtractionSchema.parse(merged);
}

/** The local and model readings of a 1099 as one; the disagreements go into `notices`. */
export function merge1099(local: Form1099Extraction, model: Form1099ModelOutput, kind: Form1099Kind, source: 'text' | 'ocr'): { extraction: Form1099Extraction; notices: string[] } {
  const spec = FORM_1099_SPECS[kind];
  const notices: string[] = [];
  const pick = (label: string, localValue: string, modelValue: string, same: (a: string, b: string) => boolean) => {
    const choice = choose(label, localValue, modelValue, same, source);
    if (choice.notice) notices.push(choice.notice);
    return choice.value;
  };
  const details: Record<string, number | string | boolean> = { ...local.fieldDetails };
  const amountFields = new Set(spec.boxes.map(([field]) => field));
  for (const { name, value } of model.boxes) {
    if (amountFields.has(name)) {
      const localValue = details[name] === undefined ? '' : String(details[name]);
      const chosen = pick(name, localValue, normalizeAmount(value), sameAmount);
      if (chosen !== '') details[name] = Number(chosen);
    } else if (['distributionCode', 'dateAcquired', 'dateSold', 'shortTermOrLongTerm'].includes(name) && (kind === '1099-r' || kind === '1099-b')) {
      if (name === 'distributionCode' && kind !== '1099-r') continue;
      if (name !== 'distributionCode' && kind !== '1099-b') continue;
      const localValue = typeof details[name] === 'string' ? (details[name] as string) : '';
      details[name] = pick(name, localValue, value.trim(), sameText);
    }
  }
  if (kind === '1099-r') details.taxableAmountBlank = details.taxableAmount === undefined;
  const amounts: Record<string, number> = {};
  for (const field of amountFields) if (typeof details[field] === 'number') amounts[field] = details[field] as number;
  if (kind === '1099-b') details.capitalGains = spec.total(amounts);
  const merged = {
    ...local,
    ...details,
    fieldDetails: details,
    totalAmount: Math.round(spec.total(amounts) * 100) / 100,
    payerInfo: { name: pick("Payer's name", local.payerInfo.name, model.payerName, sameText), tin: pick("Payer's TIN", local.payerInfo.tin, model.payerTin, sameDigits) },
    recipientInfo: { name: pick("Recipient's name", local.recipientInfo.name, model.recipientName, sameText), tin: pick("Recipient's TIN", local.recipientInfo.tin, model.recipientTin, sameDigits) },
  };
  return { extraction: form1099ExtractionSchema.parse(merged) as Form1099Extraction, notices };
}

type ModelClient = Pick<OpenAI, 'chat'>;

/** No retry: the local reading stands when the provider fails, so the taxpayer does not wait for a second try. */
function clientFor(settings: FormModelSettings): ModelClient {
  return new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, maxRetries: 0, timeout: 30_000 });
}

async function ask<Schema extends z.ZodType>(
  client: ModelClient,
  settings: FormModelSettings,
  sandbox: Pick<Sandbox, 'run'>,
  instructions: string,
  text: string,
  image: { bytes: Uint8Array; mimeType: string },
  schema: Schema,
  name: string,
): Promise<z.infer<Schema>> {
  type UserContent = OpenAI.Chat.Completions.ChatCompletionUserMessageParam['content'];
  const content: UserContent = [{ type: 'text', text: `Text of the document's first page, line by line:\n${text}` }];
  if (settings.sendImage) {
    const prepared = await sandbox.run('model-content', image.bytes, image.mimeType);
    if (Array.isArray(prepared)) content.push(...prepared.filter((part) => part.type === 'image_url'));
  }
  const completion = await client.chat.completions.parse({
    model: settings.model,
    temperature: 0,
    messages: [
      { role: 'system', content: instructions },
      { role: 'user', content },
    ],
    response_format: zodResponseFormat(schema, name),
  });
  const message = completion.choices[0]?.message;
  if (!message?.parsed) throw new Error(message?.refusal ? `The model refused: ${message.refusal}` : 'The model returned no fields');
  return schema.parse(message.parsed);
}

/** Said when the model could not be asked: the local reading stands. */
export const MODEL_UNAVAILABLE_NOTICE = 'The AI reader could not be reached; these fields were read by the document reader alone.';

export function createOpenAiW2Reader(settings: FormModelSettings, sandbox: Pick<Sandbox, 'run'>, client: ModelClient = clientFor(settings)) {
  return async function readW2WithModel(bytes: Uint8Array, mimeType: string): Promise<W2Extraction> {
    const { local, text, source } = await sandbox.run('w2+text', bytes, mimeType);
    let model: W2ModelOutput;
    try {
      model = await ask(client, settings, sandbox, W2_INSTRUCTIONS, text, { bytes, mimeType }, w2ModelOutputSchema, 'form_w2');
    } catch {
      return { ...local, notices: [...local.notices, MODEL_UNAVAILABLE_NOTICE] };
    }
    return mergeW2(local, model, source);
  };
}

export function createOpenAi1099Reader(settings: FormModelSettings, sandbox: Pick<Sandbox, 'run'>, client: ModelClient = clientFor(settings)) {
  return async function read1099WithModel(bytes: Uint8Array, mimeType: string, kind: Form1099Kind): Promise<{ extraction: Form1099Extraction; notices: string[] }> {
    const { local, text, source } = await sandbox.run(`${kind}+text` as Extract<SandboxReaderName, `${string}+text`> & `${Form1099Kind}+text`, bytes, mimeType);
    let model: Form1099ModelOutput;
    try {
      model = await ask(client, settings, sandbox, form1099Instructions(kind), text, { bytes, mimeType }, form1099ModelOutputSchema, 'form_1099');
    } catch {
      return { extraction: local, notices: [MODEL_UNAVAILABLE_NOTICE] };
    }
    return merge1099(local, model, kind, source);
  };
}
