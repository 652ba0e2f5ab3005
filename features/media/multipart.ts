/**
 * Reads POST /feeds/media-upload's multipart/form-data body with busboy: one file and a few short
 * fields. The file is read up to `maxFileBytes` + 1, so an oversized file is seen while streaming
 * (and never held whole).
 */
import type busboy from 'busboy';
import { Readable } from 'node:stream';
import type { MultipartBody } from '#platform/http/route.ts';
import type { MultipartFile } from '#features/media/media-service.ts';
import { InvalidParamError } from '#platform/core/errors.ts';

export interface ParsedForm {
  file: MultipartFile | null;
  fields: Record<string, string>;
}

/** The multipart parser, loaded by the first upload of a container (a chunk of its own). */
let parserModule: Promise<typeof busboy> | undefined;
const loadBusboy = () => (parserModule ??= import('busboy').then((m) => m.default));

export async function parseMultipart(body: MultipartBody, maxFileBytes: number): Promise<ParsedForm> {
  const busboy = await loadBusboy();
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': body.contentType },
        limits: { files: 1, fileSize: maxFileBytes + 1, fields: 10, fieldSize: 1024, parts: 12 },
      });
    } catch (error) {
      reject(new InvalidParamError([{ path: 'body', message: `is not a readable multipart/form-data body (${(error as Error).message})` }]));
      return;
    }
    const fields: Record<string, string> = {};
    let file: Promise<MultipartFile> | null = null;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || file !== null) {
        stream.resume();
        return;
      }
      file = new Promise((done, failed) => {
        const chunks: Buffer[] = [];
        let truncated = false;
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('limit', () => {
          truncated = true;
        });
        stream.on('error', failed);
        stream.on('close', () => done({ file_name: info.filename ?? 'file', type: info.mimeType, bytes: Buffer.concat(chunks), truncated }));
      });
    });
    parser.on('error', (error: Error) => reject(new InvalidParamError([{ path: 'body', message: `is not a readable multipart/form-data body (${error.message})` }])));
    parser.on('close', () => {
      (file ?? Promise.resolve(null)).then((f) => resolve({ file: f, fields }), reject);
    });
    Readable.from([body.bytes]).pipe(parser);
  });
}
