/**
 * Uploads a legacy export folder (docs/migration.md, "Upload"): asks the API for presigned PUTs
 * (POST /migrations/legacy-platform/uploads, up to 1,000 files per call) and PUTs every file,
 * 8 at a time, streamed from disk. The folder holds `<table>.<ext>` files and, optionally,
 * BuddyPress's image folders under `uploads/`; anything else is left out and listed.
 *
 * Usage: npx tsx scripts/migration/upload-export.ts --api http://127.0.0.1:3000/api/community/v2 \
 *   --user admin --password <password> [--upload-id <id>] <dir>
 * prints {upload_id, files, bytes, skipped} as JSON; then GET .../migrations/legacy-platform/config.
 */
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';

/** Files per uploads call (the endpoint's limit) and PUTs in flight. */
const FILES_PER_CALL = 1000;
const PARALLEL_PUTS = 8;
const EXPORT_FILE = /^[a-z_]+\.(tsv|txt|jsonl|ndjson)$/;

export interface UploadTarget {
  /** The API's versioned base URL, e.g. http://127.0.0.1:3000/api/community/v2. */
  api: string;
  /** The Authorization header (an administrator's Basic credentials or Bearer token). */
  authorization: string;
}

export interface UploadResult {
  upload_id: string;
  files: number;
  bytes: number;
  /** Files of the folder that are neither an export table's file nor under uploads/. */
  skipped: string[];
}

interface LocalFile {
  /** The upload path: `<table>.<ext>` or `uploads/...` (forward slashes). */
  path: string;
  file: string;
  size: number;
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve(e.isFile() ? [join(dir, e.name)] : []))));
  return nested.flat();
}

/** The folder's export files and image files, and what is left out. */
export async function exportFiles(dir: string): Promise<{ files: LocalFile[]; skipped: string[] }> {
  const files: LocalFile[] = [];
  const skipped: string[] = [];
  for (const file of (await walk(dir)).sort()) {
    const path = relative(dir, file).split(sep).join('/');
    if (EXPORT_FILE.test(path) || path.startsWith('uploads/')) files.push({ path, file, size: (await stat(file)).size });
    else skipped.push(path);
  }
  return { files, skipped };
}

async function askUrls(target: UploadTarget, files: readonly LocalFile[], uploadId: string | undefined) {
  const res = await fetch(`${target.api}/migrations/legacy-platform/uploads`, {
    method: 'POST',
    headers: { authorization: target.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ ...(uploadId ? { upload_id: uploadId } : {}), files: files.map((f) => ({ path: f.path, size: f.size })) }),
  });
  const body = (await res.json()) as { upload_id: string; urls: Array<{ path: string; url: string; method: string; headers: Record<string, string> }>; message?: string };
  if (res.status !== 200) throw new Error(`POST uploads answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** A streamed PUT with the signed headers (Content-Length is signed: fetch would send a stream chunked). */
function put(url: string, headers: Record<string, string>, file: LocalFile): Promise<void> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method: 'PUT', headers: { ...headers, 'content-length': String(file.size) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        (res.statusCode ?? 0) < 300 ? resolve() : reject(new Error(`PUT ${file.path} answered ${res.statusCode}: ${Buffer.concat(chunks).toString('utf8').slice(0, 300)}`)),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    // An empty file (an optional table without rows) is an empty body, not an empty stream.
    if (file.size === 0) req.end(Buffer.alloc(0));
    else createReadStream(file.file).on('error', reject).pipe(req);
  });
}

async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++] as T);
  }));
}

/** Uploads every export and image file of `dir` into one upload (a new one unless `uploadId` is given). */
export async function uploadExport(target: UploadTarget, dir: string, uploadId?: string): Promise<UploadResult> {
  const { files, skipped } = await exportFiles(dir);
  if (files.length === 0) throw new Error(`no export files in ${dir} (<table>.tsv or .jsonl, and uploads/...)`);
  let id = uploadId;
  for (let i = 0; i < files.length; i += FILES_PER_CALL) {
    const batch = files.slice(i, i + FILES_PER_CALL);
    const answer = await askUrls(target, batch, id);
    id = answer.upload_id;
    const byPath = new Map(batch.map((f) => [f.path, f]));
    await inParallel(answer.urls, PARALLEL_PUTS, async (u) => {
      const file = byPath.get(u.path);
      if (!file) throw new Error(`the API answered a URL for ${u.path}, which was not asked for`);
      await put(u.url, u.headers, file);
    });
  }
  return { upload_id: id as string, files: files.length, bytes: files.reduce((n, f) => n + f.size, 0), skipped };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '\0')) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { api: { type: 'string' }, user: { type: 'string' }, password: { type: 'string' }, 'upload-id': { type: 'string' } },
  });
  const dir = positionals[0];
  if (!values.api || !values.user || !values.password || !dir) {
    console.error('usage: upload-export.ts --api <base url> --user <administrator> --password <password or application password> [--upload-id <id>] <dir>');
    process.exit(2);
  }
  const authorization = `Basic ${Buffer.from(`${values.user}:${values.password}`).toString('base64')}`;
  uploadExport({ api: values.api.replace(/\/+$/, ''), authorization }, dir, values['upload-id']).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(String(error instanceof Error ? error.message : error));
      process.exit(1);
    },
  );
}
