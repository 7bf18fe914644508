// The shared stand-in shell (@taxapp/ui/testing), opened on this remote's first page unless a test names another.
import type { Form1040Input } from '@taxapp/contracts/form';
import { createHarness as createShellHarness } from '@taxapp/ui/testing';

export type { HarnessRecord } from '@taxapp/ui/testing';
export const createHarness = (initial: Partial<Form1040Input> = {}, pathname = '/review') => createShellHarness(initial, pathname);
