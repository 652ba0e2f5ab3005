/** The memberships chunk writer (docs/migration.md, "Mapping"). */
import type { ChunkWriter } from '#shared/domain/migration/chunk-context.ts';

export const writeMemberships: ChunkWriter<'memberships'> = async () => {
  throw new Error('writeMemberships: not built yet');
};
