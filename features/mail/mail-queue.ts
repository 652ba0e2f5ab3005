// STUB of the lead's mail core (contract.md); removed when main's core is merged.
import type { MailJob } from './mail-jobs.ts';
export async function enqueueMail(_jobs: readonly MailJob[], _delaySeconds?: number): Promise<void> { throw new Error('stub'); }
