/**
 * A webhook's credentials at rest (docs/security.md "Secrets at rest", docs/webhooks.md): the
 * signing secret and the values of custom headers whose names look like credentials are sealed
 * with the stack's KMS key before the item is written, so neither the table nor its stream images
 * hold them in clear; the secret's last four characters stay in clear for the mask. Each is sealed
 * under a context naming the webhook and the field (`{webhook: '<id>.secret'}`,
 * `{webhook: '<id>.header.<name>'}`), so a ciphertext copied to another webhook or field does not
 * open. Only a delivery (the dispatcher, the API's test call) opens them, and an update that sends
 * a secret (is it the stored one?). A value in clear (saved
 * before sealing) is used as it is and sealed on the webhook's next save.
 */
import { open, seal } from '#features/settings/secret-store.ts';
import type { StoredCredential, WebhookRecord } from '#features/webhooks/webhooks.ts';
import type { WebhookTarget } from '#features/webhooks/delivery/send.ts';

/** Header names whose values are credentials: sealed at rest and never shown (an Authorization token, an API key). */
export const SENSITIVE_HEADER_NAME = /auth|token|key|secret|pass|cookie|session|credential|signature/i;

const secretContext = (webhookId: number) => ({ webhook: `${webhookId}.secret` });
const headerContext = (webhookId: number, name: string) => ({ webhook: `${webhookId}.header.${name.toLowerCase()}` });

const sealed = (value: StoredCredential): value is Uint8Array => value instanceof Uint8Array;

/** The last four characters shown by the mask. */
export const secretTail = (secret: string): string => secret.slice(-4);

/** `secret` and `headers` as they are written: each clear credential sealed for `webhookId`, the rest kept. */
export async function sealCredentials(
  webhookId: number,
  credentials: { secret: StoredCredential; headers: Record<string, StoredCredential> },
): Promise<Pick<WebhookRecord, 'secret' | 'headers'> & { secret_tail?: string }> {
  const { secret, headers } = credentials;
  const [sealedSecret, sealedHeaders] = await Promise.all([
    sealed(secret) ? secret : seal(secretContext(webhookId), secret),
    Promise.all(
      Object.entries(headers).map(async ([name, value]) => [name, sealed(value) || !SENSITIVE_HEADER_NAME.test(name) ? value : await seal(headerContext(webhookId, name), value)] as const),
    ),
  ]);
  return { secret: sealedSecret, headers: Object.fromEntries(sealedHeaders), ...(sealed(secret) ? {} : { secret_tail: secretTail(secret) }) };
}

/** Whether the stored webhook still holds a credential in clear (the old form, sealed on its next save). */
export const holdsClearCredential = (w: Pick<WebhookRecord, 'secret' | 'headers'>): boolean =>
  !sealed(w.secret) || Object.entries(w.headers).some(([name, value]) => !sealed(value) && SENSITIVE_HEADER_NAME.test(name));

/** The webhook's signing secret in clear (to sign, or to see whether an update sends the same one). */
export const openedSecret = (w: Pick<WebhookRecord, 'id' | 'secret'>): Promise<string> => (sealed(w.secret) ? open(secretContext(w.id), w.secret) : Promise.resolve(w.secret));

/** What a delivery needs: the webhook's URL with its secret and headers opened (never answer or log these). */
export async function deliveryTarget(w: WebhookRecord): Promise<WebhookTarget> {
  const [secret, headers] = await Promise.all([
    openedSecret(w),
    Promise.all(Object.entries(w.headers).map(async ([name, value]) => [name, sealed(value) ? await open(headerContext(w.id, name), value) : value] as const)),
  ]);
  return { url: w.url, secret, headers: Object.fromEntries(headers) };
}
