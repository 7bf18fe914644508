// The gateway's routing table (docs/TEAM-BRIEF.md "One origin"): the first matching prefix picks the service.
// Paths are forwarded unchanged; each service mounts its routes under its full public path.
import { portOf, type PortName } from '@taxapp/contracts/ports';

export type ServiceName = 'identity' | 'forms' | 'calc' | 'chat' | 'documents' | 'audit';

export const ROUTES: Array<{ prefix: string; service: ServiceName }> = [
  { prefix: '/api/identity/', service: 'identity' },
  { prefix: '/api/forms/', service: 'forms' }, // includes the WebSocket /api/forms/realtime
  { prefix: '/api/api-gateway/taxpayer/', service: 'forms' },
  { prefix: '/api/api-gateway/calculation/', service: 'calc' },
  { prefix: '/api/functions/query-tax-insights', service: 'chat' },
  { prefix: '/api/functions/interactive-tax-chat', service: 'chat' },
  { prefix: '/api/functions/analyze-', service: 'documents' },
  { prefix: '/api/audit/', service: 'audit' },
];

/** Where each service listens, from the ports in contracts (env overrides, PORT_OFFSET). */
export function serviceTargetsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<ServiceName, string> {
  const target = (name: PortName) => `http://127.0.0.1:${portOf(name, env)}`;
  return {
    identity: target('identity'),
    forms: target('forms'),
    calc: target('calc'),
    chat: target('chat'),
    documents: target('documents'),
    audit: target('audit'),
  };
}

export function serviceForPath(path: string): ServiceName | undefined {
  return ROUTES.find((route) => path === route.prefix.replace(/\/$/, '') || path.startsWith(route.prefix))?.service;
}
