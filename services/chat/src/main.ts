import { runService } from '@taxapp/platform';
import { createChatApp } from './app';
import { rephraserFromEnv } from './rephrase';

await runService({ name: 'chat', port: 'chat', build: ({ sessions, env }) => createChatApp({ sessions, rephrase: rephraserFromEnv(env) }) });
