// One simulated taxpayer: signs up in one tab and signs in in a second (another device), then both tabs work on
// the same return until the run ends. Tab A types personal fields, tab B amounts; B uploads one W-2 PDF and saves
// what was read; both press Calculate now and then. Each save is a PATCH of the changed keys with the version the
// tab last saw: tab B never sees A's saves (no realtime socket here), so it meets 409 often and retries on the
// version the 409 hands back, as the shell does. No answer, 502, 503 and 504 are sent again with a growing pause.
//
// The save ledger: each key belongs to one tab, and each save writes a value never written before. A save is
// acknowledged by a 200. On a read-back, each key must hold the last value acknowledged before the read was sent,
// or a value sent after it (in flight, or given up on without an answer); an older value or none is a lost save.
// Two acknowledged saves claiming the same version would also be one save lost.
import { formsApi } from '@taxapp/contracts/api/forms';
import { identityApi } from '@taxapp/contracts/api/identity';
import { documentsIncomeApi } from '@taxapp/contracts/api/documentsIncome';
import { calculationApi } from '@taxapp/contracts/api/calculation';
import { taxpayerApi } from '@taxapp/contracts/api/taxpayer';
import { isRetryable, sleep, Tab, type Answer, type Recorder } from './client';

export const PASSWORD = 'load-test-password-1';

/** What all taxpayers share: the clock, the figures, the W-2 to upload, the read-back requests. */
export interface RunContext {
  origin: string;
  recorder: Recorder;
  /** performance.now() at which the simulated users stop. */
  deadline: number;
  /** Mean pause between two actions of one tab, ms. */
  thinkMs: number;
  w2Pdf: string;
  /** Raised after each fault: every taxpayer then reads its form back once and checks its saves. */
  readBackEpoch: number;
  readBackNames: string[];
  counters: Counters;
  lostDetails: string[];
}

export interface Counters {
  usersSignedUp: number;
  usersFailed: number;
  savesAcknowledged: number;
  savesGivenUp: number;
  conflictRetries: number;
  savesChecked: number;
  savesLost: number;
  readBacks: Record<string, number>;
  calculations: number;
  calculationsFailed: number;
  uploads: number;
  uploadsFailed: number;
}

export function newCounters(): Counters {
  return {
    usersSignedUp: 0,
    usersFailed: 0,
    savesAcknowledged: 0,
    savesGivenUp: 0,
    conflictRetries: 0,
    savesChecked: 0,
    savesLost: 0,
    readBacks: {},
    calculations: 0,
    calculationsFailed: 0,
    uploads: 0,
    uploadsFailed: 0,
  };
}

interface KeyState {
  /** Every value sent for this key, in order (as JSON; each one is new). */
  sent: string[];
  /** Where the last acknowledged one is in `sent`, -1 before the first. */
  acked: number;
}

export class Ledger {
  readonly keys = new Map<string, KeyState>();
  readonly ackedVersions: number[] = [];
  private state(key: string): KeyState {
    let state = this.keys.get(key);
    if (!state) this.keys.set(key, (state = { sent: [], acked: -1 }));
    return state;
  }
  sent(data: Record<string, unknown>) {
    for (const [key, value] of Object.entries(data)) this.state(key).sent.push(fingerprint(key, value));
  }
  acknowledged(data: Record<string, unknown>, version: number) {
    this.ackedVersions.push(version);
    for (const [key, value] of Object.entries(data)) {
      const state = this.state(key);
      state.acked = state.sent.lastIndexOf(fingerprint(key, value));
    }
  }
  /** What was acknowledged before a read was sent: the read must show it or something sent after it. */
  snapshot(): Map<string, number> {
    return new Map([...this.keys].map(([key, state]) => [key, state.acked]));
  }
  /** The keys whose stored value is older than (or other than) what was acknowledged when the read was sent. */
  check(stored: Record<string, unknown>, before: Map<string, number>): Array<{ key: string; expected: string; found: string; saves: number }> {
    const lost = [];
    for (const [key, acked] of before) {
      if (acked < 0) continue;
      const state = this.keys.get(key)!;
      const found = fingerprint(key, stored[key]);
      if (state.sent.lastIndexOf(found) < acked) lost.push({ key, expected: state.sent[acked]!, found, saves: acked + 1 });
    }
    return lost;
  }
  /** Acknowledged versions that two saves both claimed. */
  duplicateVersions(): number[] {
    const seen = new Set<number>();
    return this.ackedVersions.filter((version) => (seen.has(version) ? true : (seen.add(version), false)));
  }
}

/** How a stored value is compared: a W-2 list by its documents' ids (the server fills each entry's defaults). */
function fingerprint(key: string, value: unknown): string {
  if (key === 'w2Data' && Array.isArray(value)) return JSON.stringify(value.map((entry: { id?: string }) => entry?.id ?? ''));
  return JSON.stringify(value ?? null);
}

/** 'A', 'B' ... 'Z', 'Ba' ...: a count as letters, for the name fields (letters only). */
function letters(n: number): string {
  let text = '';
  do {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  } while (n > 0);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const PERSONAL_FIELDS: Array<(seq: number, user: number) => [string, unknown]> = [
  (seq, user) => ['firstName', `Load${letters(user)}${letters(seq)}`],
  (seq, user) => ['lastName', `Payer${letters(user)}${letters(seq)}`],
  (seq, user) => ['street', `${seq} Main Street, unit ${user}`],
  (seq) => ['city', `Springfield ${letters(seq)}`],
  (seq) => ['zip', String(10_000 + (seq % 90_000)).padStart(5, '0')],
];
const AMOUNT_FIELDS = ['charitableContributions', 'medicalExpenses', 'propertyTax', 'mortgageInterest', 'studentLoanInterest', 'estimatedTaxPayments'];

/** The pause between two actions of a tab: uniform over 0.5x..1.5x the mean. */
function think(ctx: RunContext): Promise<void> {
  return sleep(ctx.thinkMs * (0.5 + Math.random()));
}

/**
 * Sends again what got no answer or a 502/503/504, pausing 0.5, 1, 2, 4, 5, 5 ... s, for up to `forMs`; with
 * `patient`, a 429 too, after the wait its Retry-After asks for (a person told 'Please wait 1 second' does).
 */
async function withRetries(send: () => Promise<Answer>, forMs = 60_000, patient = false): Promise<Answer> {
  const until = performance.now() + forMs;
  for (let attempt = 0; ; attempt++) {
    const answer = await send();
    const again = isRetryable(answer.status) || (patient && answer.status === 429);
    if (!again || performance.now() > until) return answer;
    await sleep(answer.status === 429 ? (answer.retryAfterMs ?? 1000) : Math.min(5000, 500 * 2 ** attempt));
  }
}

interface TabState {
  tab: Tab;
  version: number;
  clientId: string;
}

export async function simulateTaxpayer(index: number, ctx: RunContext, startAfterMs: number): Promise<void> {
  const counters = ctx.counters;
  await sleep(startAfterMs);
  const email = `load-${index}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const a: TabState = { tab: new Tab(ctx.origin, ctx.recorder), version: 0, clientId: `load-${index}-a` };
  const b: TabState = { tab: new Tab(ctx.origin, ctx.recorder), version: 0, clientId: `load-${index}-b` };

  const signInTab = (tab: Tab) => withRetries(() => tab.call('POST sign-in', identityApi.signIn.method, identityApi.signIn.path, { email, password: PASSWORD }), 120_000, true);
  let signUp = await withRetries(() => a.tab.call('POST sign-up', identityApi.signUp.method, identityApi.signUp.path, { email, password: PASSWORD }), 120_000);
  // 409 'taken' after a try that got no answer: that try made the account; sign in to it, as the person would.
  if (signUp.status === 409) signUp = await signInTab(a.tab);
  const opened = signUp.status === 201 || signUp.status === 200 ? await withRetries(() => a.tab.call('POST form/open', formsApi.open.method, formsApi.open.path, {})) : signUp;
  const signIn = opened.status === 200 ? await signInTab(b.tab) : opened;
  const read = signIn.status === 200 ? await withRetries(() => b.tab.call('GET form', formsApi.get.method, formsApi.get.path)) : signIn;
  if (read.status !== 200) {
    counters.usersFailed += 1;
    return;
  }
  counters.usersSignedUp += 1;
  a.version = opened.body.form.version;
  b.version = read.body.form.version;

  const ledger = new Ledger();
  let seq = 0;
  let readBackSeen = ctx.readBackEpoch;
  // Tab B uploads its W-2 once, somewhere in the first half of what is left of the run.
  const uploadAt = performance.now() + Math.random() * Math.max(0, (ctx.deadline - performance.now()) / 2);
  let uploaded = false;

  const save = async (state: TabState, data: Record<string, unknown>) => {
    ledger.sent(data);
    let version = state.version;
    const until = performance.now() + 60_000;
    for (let attempt = 0; ; ) {
      const answer = await state.tab.call('PATCH form', formsApi.patch.method, formsApi.patch.path, { version, data, clientId: state.clientId });
      if (answer.status === 200) {
        state.version = answer.body.form.version;
        ledger.acknowledged(data, state.version);
        counters.savesAcknowledged += 1;
        return;
      }
      if (answer.status === 409 && answer.body?.current?.version) {
        // The other tab saved since: this tab's keys go on top of the version the answer hands back.
        counters.conflictRetries += 1;
        version = answer.body.current.version;
        continue;
      }
      if (isRetryable(answer.status) && performance.now() < until) {
        await sleep(Math.min(5000, 500 * 2 ** attempt++));
        continue;
      }
      counters.savesGivenUp += 1;
      return;
    }
  };

  const calculate = async (state: TabState) => {
    const created = await withRetries(() => state.tab.call('POST create-return', taxpayerApi.createReturn.method, taxpayerApi.createReturn.path, {}), 20_000);
    const computed =
      created.status === 200
        ? await withRetries(
            () => state.tab.call('POST calculate-full', calculationApi.calculateFull.method, calculationApi.calculateFull.path, { taxReturnId: created.body.data.id }),
            20_000,
          )
        : created;
    if (computed.status === 200 && typeof computed.body?.data?.federal === 'object') counters.calculations += 1;
    else counters.calculationsFailed += 1;
  };

  const upload = async (state: TabState) => {
    const answer = await withRetries(
      () =>
        state.tab.call('POST analyze-w2', documentsIncomeApi.analyzeW2.method, documentsIncomeApi.analyzeW2.path, {
          fileContent: ctx.w2Pdf,
          fileName: 'w2-2024.pdf',
          fileType: 'application/pdf',
        }),
      30_000,
    );
    if (answer.status !== 200) {
      counters.uploadsFailed += 1;
      return;
    }
    counters.uploads += 1;
    const w2 = answer.body;
    // What the income page saves after a read (the boxes it shows), under the document's id.
    await save(state, {
      w2Data: [
        {
          id: w2.documentId,
          fileName: 'w2-2024.pdf',
          owner: 'taxpayer',
          firstName: w2.firstName,
          lastName: w2.lastName,
          employerName: w2.employerName,
          employerEIN: w2.employerEIN,
          wages: w2.wages || '0',
          federalIncomeTax: w2.federalIncomeTax || '0',
          stateTax: w2.stateIncomeTaxWithheld || '0',
          socialSecurityWages: w2.socialSecurityWages || '0',
          socialSecurityTaxWithheld: w2.socialSecurityTaxWithheld || '0',
          medicareWagesAndTips: w2.medicareWagesAndTips || '0',
          medicareTaxWithheld: w2.medicareTaxWithheld || '0',
          stateId: w2.stateId,
          stateWages: w2.stateWages || '0',
        },
      ],
    });
  };

  const readBack = async (state: TabState, label: string) => {
    const before = ledger.snapshot();
    const highestAcked = Math.max(0, ...ledger.ackedVersions);
    const answer = await withRetries(() => state.tab.call('GET form', formsApi.get.method, formsApi.get.path), 120_000);
    if (answer.status !== 200) {
      ctx.lostDetails.push(`user ${index}: the read-back ${label} answered ${answer.status}`);
      return;
    }
    counters.readBacks[label] = (counters.readBacks[label] ?? 0) + 1;
    for (const lost of ledger.check(answer.body.form.data, before)) {
      counters.savesLost += 1;
      ctx.lostDetails.push(`user ${index} ${label}: ${lost.key} is ${lost.found}, its last acknowledged save (value ${lost.saves} sent) wrote ${lost.expected}`);
    }
    if (answer.body.form.version < highestAcked) {
      ctx.lostDetails.push(`user ${index} ${label}: version ${answer.body.form.version} is older than an acknowledged save's ${highestAcked}`);
      counters.savesLost += 1;
    }
  };

  const tabA = async () => {
    while (performance.now() < ctx.deadline) {
      await think(ctx);
      if (performance.now() >= ctx.deadline) break;
      if (readBackSeen < ctx.readBackEpoch) {
        readBackSeen = ctx.readBackEpoch;
        await readBack(a, ctx.readBackNames[readBackSeen - 1]!);
      } else if (Math.random() < 0.15) {
        await calculate(a);
      } else {
        seq += 1;
        const [key, value] = PERSONAL_FIELDS[seq % PERSONAL_FIELDS.length]!(seq, index);
        await save(a, { [key]: value });
      }
    }
  };
  const tabB = async () => {
    while (performance.now() < ctx.deadline) {
      await think(ctx);
      if (performance.now() >= ctx.deadline) break;
      if (!uploaded && performance.now() >= uploadAt) {
        uploaded = true;
        await upload(b);
      } else if (Math.random() < 0.1) {
        await calculate(b);
      } else {
        seq += 1;
        await save(b, { [AMOUNT_FIELDS[seq % AMOUNT_FIELDS.length]!]: seq * 10 + 0.25 });
      }
    }
  };
  await Promise.all([tabA(), tabB()]);

  await readBack(a, 'at the end');
  const duplicates = ledger.duplicateVersions();
  if (duplicates.length) {
    counters.savesLost += duplicates.length;
    ctx.lostDetails.push(`user ${index}: versions acknowledged twice: ${duplicates.join(', ')}`);
  }
  counters.savesChecked += ledger.ackedVersions.length;
}
