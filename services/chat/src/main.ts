import { createHmac } from 'node:crypto';
import { runService, sessionSecretFromEnv } from '@taxapp/platform';
import { createChatApp } from './app';
import { rephraserFromEnv } from './rephrase';
import { coachWordingFromEnv } from './coach/wording';

// The coach's signing key is derived from the session secret, so every chat instance and restart agrees on it.
const coachSecretOf = (env: NodeJS.ProcessEnv) => createHmac('sha256', sessionSecretFromEnv(env)).update('tax-coach-chat-state').digest('base64url');

await runService({ name: 'chat', port: 'chat', build: ({ sessions, env }) => createChatApp({ sessions, rephrase: rephraserFromEnv(env), coachSecret: coachSecretOf(env), coachWording: coachWordingFromEnv(env) }) });
