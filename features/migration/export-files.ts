/**
 * An upload's objects as the endpoints see them (docs/migration.md, "Upload"): which declared
 * export files are in the bucket (HEAD: size and ETag), their columns from the first 64 KB (the
 * start's check), and the image files under uploads/.
 */
import { headObject, listKeys, readObject } from '#features/migration/migration-bucket.ts';
import { uploadObjectKey } from '#features/migration/legacy-export/chunks.ts';
import { ExportFormatError, parseJsonLine, parseTsvHeader, type ExportTable } from '#features/migration/legacy-export/export-format.ts';
import type { UploadedFile } from '#features/migration/run.ts';

/** A declared file and, when its object is there, its size and ETag. */
export interface FileState {
  file: UploadedFile;
  object: { size: number; etag: string } | null;
}

/** Each declared file's object (one HEAD each, at most one per table). */
export const statFiles = (files: readonly UploadedFile[]): Promise<FileState[]> => Promise.all(files.map(async (file) => ({ file, object: await headObject(file.key) })));

/** The bytes read to find a file's columns: a TSV header, or the JSON Lines rows that fit. */
export const HEADER_BYTES = 64 * 1024;

export interface FileHeader {
  table: ExportTable;
  columns: string[];
  /** Why the columns could not be read (the start refuses the file). */
  error?: string;
}

/** The columns of each file present (a ranged GET of its first 64 KB). */
export function readHeaders(present: readonly UploadedFile[]): Promise<FileHeader[]> {
  return Promise.all(
    present.map(async (file) => {
      const text = (await readObject(file.key, HEADER_BYTES)).toString('utf8');
      try {
        return { table: file.table, columns: file.format === 'tsv' ? tsvColumns(text) : jsonColumns(text, text.length >= HEADER_BYTES) };
      } catch (error) {
        if (!(error instanceof ExportFormatError)) throw error;
        return { table: file.table, columns: [], error: error.message };
      }
    }),
  );
}

function tsvColumns(text: string): string[] {
  const newline = text.indexOf('\n');
  if (newline < 0 && text.length >= HEADER_BYTES) throw new ExportFormatError(`the header row is longer than ${HEADER_BYTES} bytes`, 1);
  const header = newline < 0 ? text : text.slice(0, newline);
  if (header.trim() === '') throw new ExportFormatError('the file is empty (a header row is required)', 0);
  return parseTsvHeader(header);
}

/** Every key of the rows read; the last line is left out when the read cut it. */
function jsonColumns(text: string, cut: boolean): string[] {
  const lines = text.split('\n');
  if (cut) lines.pop();
  const columns = new Set<string>();
  lines.forEach((line, i) => {
    if (line.trim() !== '') for (const key of Object.keys(parseJsonLine(line, i + 1))) columns.add(key);
  });
  return [...columns];
}

/** The objects under an upload's uploads/ folder (avatars and covers), with the prefix they sit under. */
export async function listImageFiles(uploadId: string): Promise<{ files: Array<{ key: string; size: number; lastModified?: Date }>; prefix: string }> {
  const prefix = uploadObjectKey(uploadId, '');
  return { files: await listKeys(prefix), prefix };
}
