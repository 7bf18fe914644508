// Every port and URL of the product, in one place (STYLE.md). Each can be overridden by environment.
export const DEFAULT_PORTS = {
  gateway: 3000, // the shell and the one origin the browser talks to
  personal: 3001,
  income: 3002,
  deductionsCredits: 3003,
  reviewCoach: 3004,
  identity: 4001,
  forms: 4002,
  documents: 4003,
  chat: 4004,
  calc: 4005,
  audit: 4006,
  embeddedDatabase: 5499,
} as const;
export type PortName = keyof typeof DEFAULT_PORTS;

const ENV_NAMES: Record<PortName, string> = {
  gateway: 'PORT',
  personal: 'PERSONAL_PORT',
  income: 'INCOME_PORT',
  deductionsCredits: 'DEDUCTIONS_CREDITS_PORT',
  reviewCoach: 'REVIEW_COACH_PORT',
  identity: 'IDENTITY_PORT',
  forms: 'FORMS_PORT',
  documents: 'DOCUMENTS_PORT',
  chat: 'CHAT_PORT',
  calc: 'CALC_PORT',
  audit: 'AUDIT_PORT',
  embeddedDatabase: 'EMBEDDED_DB_PORT',
};

/**
 * The port of one part: its own variable if set, else the default plus `PORT_OFFSET`
 * (so a test run can start a whole second copy of the product beside a running one).
 */
export function portOf(name: PortName, env: Record<string, string | undefined> = globalThis.process?.env ?? {}): number {
  const raw = env[ENV_NAMES[name]];
  if (raw) return Number(raw);
  return DEFAULT_PORTS[name] + Number(env.PORT_OFFSET ?? 0);
}

export function portEnvName(name: PortName): string {
  return ENV_NAMES[name];
}
