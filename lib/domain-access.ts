/**
 * What each domain function may do to the table. Least privilege by declaration: a domain that
 * only reads gets GetItem/BatchGetItem/Query/ConditionCheckItem and nothing else.
 *
 * Every domain that authenticates callers writes: their last activity is refreshed (at most once a
 * minute per account) on whatever request they make.
 *
 * `Record<Domain, ...>` makes this exhaustive: adding a domain to shared/http/route-table.ts
 * fails type checking here until someone decides whether it writes.
 */
import type { Domain } from '#shared/http/route-table.ts';

export type TableAccess = 'read' | 'read-write';

export const DOMAIN_TABLE_ACCESS = {
  settings: 'read-write',
  auth: 'read-write',
  members: 'read-write',
  profiles: 'read-write',
  spaces: 'read-write',
  feeds: 'read-write',
  topics: 'read-write',
  notifications: 'read-write',
  // Reads only, but authenticated requests refresh the caller's last activity.
  activities: 'read-write',
} as const satisfies Record<Domain, TableAccess>;
