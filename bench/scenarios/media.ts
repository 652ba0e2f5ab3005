/**
 * Media uploads end to end on the local stack (docs/media.md): POST /media/uploads (the presign),
 * a PUT of a 5 MB JPEG to the presigned URL (the emulator's bucket), the bucket's ObjectCreated
 * driver running the finalize handler, and GET /media/{id} polled until the medium is active.
 * BENCH_MEDIA_UPLOADS uploads (10; 5 with --quick), one at a time, within the member upload rate
 * (10 a minute). Reports the presign's latency and DynamoDB work (Server-Timing), the PUT, the time
 * from the PUT's response to the medium being active, the finalize handler's DynamoDB work per
 * upload (in-process totals), and sharp's thumbnail rate on this machine for the sizes finalize wrote.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { positiveInt } from '../env.ts';
import { BenchHttpError, parseServerTiming, type ServerTiming } from '../http.ts';
import { summarize } from '../stats.ts';
import { defineMeasurement, type BenchContext } from '../types.ts';

const POLL_MS = 20;
const FINALIZE_TIMEOUT_MS = 60_000;
/** The upload the issue names: a 5 MB JPEG (at least this, and well under the 10 MB default limit). */
const TARGET_BYTES = 5 * 1024 * 1024;
/** Each size finalize wrote is made again this many times by sharp alone. */
const THUMBNAIL_ROUNDS = 5;

interface UploadAnswer {
  data: { id: number; status: string };
  upload: { url: string; method: 'PUT'; headers: Record<string, string> };
}

interface MediaAnswer {
  data: { id: number; status: 'active' | 'pending' | 'rejected'; sizes?: Record<string, { width: number; height: number }>; reason?: string | null };
}

/** A JPEG of camera-like weight: gaussian noise barely compresses, so a few megapixels reach TARGET_BYTES. */
async function fiveMegabyteJpeg(): Promise<{ bytes: Buffer; width: number; height: number }> {
  const { default: sharp } = await import('sharp');
  let width = 1800;
  for (let attempt = 0; attempt < 4; attempt++) {
    const height = Math.round((width * 3) / 4);
    const bytes = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .jpeg({ quality: 95 })
      .toBuffer();
    if (bytes.length >= TARGET_BYTES && bytes.length < TARGET_BYTES * 1.4) return { bytes, width, height };
    width = Math.round(width * Math.sqrt((TARGET_BYTES * 1.1) / bytes.length));
  }
  throw new Error('media scenario: could not make a JPEG of about 5 MB');
}

/** POST /media/uploads, waiting out the upload rate (429, Retry-After) without measuring the wait. */
async function presign(ctx: BenchContext, body: Record<string, unknown>): Promise<{ answer: UploadAnswer; totalMs: number; timing: ServerTiming }> {
  for (;;) {
    try {
      const res = await ctx.send('POST', '/media/uploads', { auth: 'admin-bearer', body });
      return { answer: JSON.parse(res.text) as UploadAnswer, totalMs: res.totalMs, timing: parseServerTiming(res.headers.get('server-timing')) };
    } catch (error) {
      if (!(error instanceof BenchHttpError) || error.status !== 429) throw error;
      console.log('  upload rate reached; waiting 60 s (not measured)');
      await sleep(60_000);
    }
  }
}

export const mediaScenario = defineMeasurement({
  name: 'media',
  description: 'presigned upload of a 5 MB JPEG -> finalize (type from bytes, thumbnails) -> active; DynamoDB work of the presign and of finalize; sharp thumbnails per second',
  needs: { consumers: true },
  async run(ctx, options) {
    const consumers = ctx.consumers;
    if (!consumers) throw new Error('media scenario: no consumer metrics');
    const count = positiveInt('BENCH_MEDIA_UPLOADS', options.quick ? 5 : 10);
    const image = await fiveMegabyteJpeg();
    const mb = (image.bytes.length / 1024 / 1024).toFixed(1);
    console.log(`  ${count} uploads of a ${image.width}x${image.height} JPEG of ${image.bytes.length} bytes (${mb} MB)`);

    const presignMs: number[] = [];
    const timings: ServerTiming[] = [];
    const putMs: number[] = [];
    const finalizeMs: number[] = [];
    let sizes: Record<string, { width: number; height: number }> = {};
    const before = consumers.finalizer();
    for (let i = 0; i < count; i++) {
      const presigned = await presign(ctx, { file_name: `bench-${i}.jpg`, file_type: 'image/jpeg', file_size: image.bytes.length });
      presignMs.push(presigned.totalMs);
      timings.push(presigned.timing);
      const { upload, data } = presigned.answer;

      // fetch sets Content-Length from the body itself (it may not be set by hand); it equals the signed one.
      const headers = Object.fromEntries(Object.entries(upload.headers).filter(([name]) => name.toLowerCase() !== 'content-length'));
      const putStarted = performance.now();
      const put = await fetch(upload.url, { method: upload.method, headers, body: image.bytes });
      await put.arrayBuffer();
      const putDone = performance.now();
      if (!put.ok) throw new Error(`media scenario: PUT to the presigned URL answered ${put.status}`);
      putMs.push(putDone - putStarted);

      let medium: MediaAnswer['data'] = data as MediaAnswer['data'];
      while (medium.status === 'pending' && performance.now() - putDone < FINALIZE_TIMEOUT_MS) {
        await sleep(POLL_MS);
        medium = (await ctx.call<MediaAnswer>('GET', `/media/${data.id}`, { auth: 'admin-bearer' })).data;
      }
      if (medium.status !== 'active') throw new Error(`media scenario: medium ${data.id} is ${medium.status} after the PUT (${medium.reason ?? 'no reason'})`);
      finalizeMs.push(performance.now() - putDone);
      sizes = medium.sizes ?? {};
    }
    const after = consumers.finalizer();
    const uploads = after.records - before.records;
    if (uploads < count) throw new Error(`media scenario: the finalizer handled ${uploads} of ${count} uploads`);

    // sharp alone, for the sizes finalize wrote (their names and pixel sizes from the last record).
    const { default: sharp } = await import('sharp');
    const thumbnailMs: number[] = [];
    for (let round = 0; round < THUMBNAIL_ROUNDS; round++) {
      for (const size of Object.values(sizes)) {
        const started = performance.now();
        await sharp(image.bytes).resize(size.width, size.height, { fit: 'inside' }).webp().toBuffer();
        thumbnailMs.push(performance.now() - started);
      }
    }
    const thumbnailsPerSecond = thumbnailMs.length / (thumbnailMs.reduce((a, b) => a + b, 0) / 1000);
    const perUpload = Object.keys(sizes).length;
    console.log(
      `  thumbnails: ${perUpload} per upload (${Object.entries(sizes).map(([n, s]) => `${n} ${s.width}x${s.height}`).join(', ')}); ` +
        `sharp alone makes ${thumbnailsPerSecond.toFixed(1)} a second from the ${mb} MB JPEG, one at a time, on this machine; ` +
        `finalize as a whole ${((perUpload * count) / (finalizeMs.reduce((a, b) => a + b, 0) / 1000)).toFixed(1)} a second`,
    );

    const mean = (k: keyof ServerTiming) => timings.reduce((sum, t) => sum + t[k], 0) / timings.length;
    return {
      delays: [
        { label: 'POST /media/uploads (presign) response', ms: summarize(presignMs) },
        { label: `PUT ${mb} MB JPEG to the presigned URL (emulator)`, ms: summarize(putMs) },
        { label: `PUT done -> GET /media/{id} active (finalize of ${mb} MB JPEG, polled every ${POLL_MS} ms)`, ms: summarize(finalizeMs) },
        ...(thumbnailMs.length > 0 ? [{ label: `sharp alone: one thumbnail from the ${mb} MB JPEG (${thumbnailsPerSecond.toFixed(1)}/s)`, ms: summarize(thumbnailMs) }] : []),
      ],
      costs: [
        {
          consumer: 'media function',
          label: 'POST /media/uploads',
          per: 'request',
          units: timings.length,
          records: 1,
          calls: mean('calls'),
          rcu: mean('rcu'),
          wcu: mean('wcu'),
          note: 'from Server-Timing (mean)',
        },
        {
          consumer: 'media finalize',
          label: `finalize a ${mb} MB JPEG`,
          per: 'upload',
          units: uploads,
          records: (after.invocations - before.invocations) / uploads,
          calls: (after.calls - before.calls) / uploads,
          rcu: (after.rcu - before.rcu) / uploads,
          wcu: (after.wcu - before.wcu) / uploads,
          note: 'the handler only (records = invocations per upload)',
        },
      ],
    };
  },
});
