/** `/admin/storage-settings`: where uploaded media goes (fc-shapes-2.md 3.4). `s3` is the stack's media bucket. */
import * as z from 'zod';
import { httpUrlOrEmpty } from '#shared/core/fields.ts';
import { defineGroup } from './group.ts';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

export const storage = defineGroup({
  name: 'storage',
  paths: ['/admin/storage-settings'],
  wrapper: 'config',
  keys: {
    driver: { schema: z.enum(['s3', 'amazon_s3', 'cloudflare_r2', 'bunny_cdn']), default: 's3' },
    access_key: { schema: text(256), default: '' },
    secret_key: { schema: text(256), default: '', secret: true },
    bucket: { schema: text(63), default: '' },
    public_url: { schema: httpUrlOrEmpty(), default: '' },
    endpoint_url: { schema: httpUrlOrEmpty(), default: '' },
    account_id: { schema: text(128), default: '' },
    sub_folder: { schema: text(200), default: '' },
    s3_endpoint: { schema: httpUrlOrEmpty(), default: '' },
  },
});
