/** The activities chunk writer (docs/migration.md, "Mapping"). */
import type { ChunkWriter } from '#shared/domain/migration/chunk-context.ts';

export const writePosts: ChunkWriter<'activities'> = async () => {
  throw new Error('writePosts: not built yet');
};
