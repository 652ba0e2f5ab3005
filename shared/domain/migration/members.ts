/** The members chunk writer (docs/migration.md, "Mapping"). */
import type { ChunkWriter } from '#shared/domain/migration/chunk-context.ts';

export const writeMembers: ChunkWriter<'members'> = async () => {
  throw new Error('writeMembers: not built yet');
};
