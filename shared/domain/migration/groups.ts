/** The groups chunk writer (docs/migration.md, "Mapping"). */
import type { ChunkWriter } from '#shared/domain/migration/chunk-context.ts';

export const writeGroups: ChunkWriter<'groups'> = async () => {
  throw new Error('writeGroups: not built yet');
};
