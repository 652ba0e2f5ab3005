/** The comments chunk writer (docs/migration.md, "Mapping"). */
import type { ChunkWriter } from '#shared/domain/migration/chunk-context.ts';

export const writeComments: ChunkWriter<'comments'> = async () => {
  throw new Error('writeComments: not built yet');
};
