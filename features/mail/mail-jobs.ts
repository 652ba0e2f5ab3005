// STUB of the lead's mail core (contract.md); removed when main's core is merged.
import type { TransactItem } from '#platform/data/transactions.ts';
export interface MailJob { job_id: string; kind: string; to_user_id?: number; to_address?: string; data: Record<string, unknown> }
export function newMailJobId(prefix: string): string { return `${prefix}:${Date.now()}`; }
export function mailJobPut(_job: MailJob, _now?: Date): TransactItem { throw new Error('stub'); }
export async function putMailJob(_job: MailJob, _now?: Date): Promise<void> { throw new Error('stub'); }
