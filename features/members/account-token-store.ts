/**
 * Account links' records and the account mails' guards (docs/identity.md "Account mail";
 * docs/data-model.md). Access patterns:
 * - store a link's digest when its mail is rendered: UpdateItem ACCTOKEN#<id>/TOKEN (its expiry set
 *   by the first render only), unless the link was used;
 * - read a link's record: GetItem ACCTOKEN#<id>/TOKEN (consistent);
 * - use it: in the transaction of what it does, UpdateItem SET used_at if unused, unexpired and
 *   of this digest (two uses: one succeeds);
 * - cool-down of one kind of mail to one member: conditional PutItem USER#<id>/MAILCOOLDOWN#<kind>
 *   (absent, lapsed, or held by the same request: a re-render of one mail is not a second mail);
 * - an email address's owner: GetItem UNIQUE#email#<lower address>.
 * Rate limits use the window counters (platform/data/window-counter-store.ts, ACCOUNTRATE#<hash>).
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { TTL_ATTRIBUTE } from '#platform/data/table.ts';
import { isConditionFailure, type TransactItem } from '#platform/data/transactions.ts';
import type { AccountToken, AccountTokenPurpose } from '#features/members/account-links.ts';

/** Keep a used or expired record a day past its expiry (the TTL deletes it then). */
const RECORD_GRACE_SECONDS = 24 * 3600;

/**
 * Stores the digest of the secret a mail is about to carry (a re-render after a failed send
 * replaces it: the earlier mail never left). False when the link was used meanwhile.
 */
export async function storeTokenDigest(
  record: { token_id: string; purpose: AccountTokenPurpose; user_id: number; new_email?: string | undefined; token_digest: string },
  lifetimeSeconds: number,
  now: Date,
): Promise<{ stored: boolean; expiresAt: number }> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.accountToken(record.token_id),
        UpdateExpression:
          'SET entity = :entity, token_id = :id, purpose = :purpose, user_id = :user, token_digest = :digest, created_at = if_not_exists(created_at, :now), ' +
          '#exp = if_not_exists(#exp, :exp), #ttl = if_not_exists(#ttl, :keep)' +
          (record.new_email !== undefined ? ', new_email = :email' : ''),
        ConditionExpression: 'attribute_not_exists(used_at)',
        ExpressionAttributeNames: { '#exp': 'token_expires_at', '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':entity': 'account_token',
          ':id': record.token_id,
          ':purpose': record.purpose,
          ':user': record.user_id,
          ':digest': record.token_digest,
          ':now': now.toISOString(),
          ':exp': nowSeconds + lifetimeSeconds,
          ':keep': nowSeconds + lifetimeSeconds + RECORD_GRACE_SECONDS,
          ...(record.new_email !== undefined ? { ':email': record.new_email } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { stored: true, expiresAt: Number(out.Attributes?.['token_expires_at']) };
  } catch (error) {
    if (isConditionFailure(error)) return { stored: false, expiresAt: 0 };
    throw error;
  }
}

/** The link's record, or null. */
export async function getAccountToken(tokenId: string): Promise<AccountToken | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.accountToken(tokenId), ConsistentRead: true }));
  const item = out.Item;
  if (!item) return null;
  return {
    token_id: String(item['token_id']),
    purpose: item['purpose'] as AccountTokenPurpose,
    user_id: Number(item['user_id']),
    ...(typeof item['new_email'] === 'string' ? { new_email: item['new_email'] } : {}),
    token_digest: String(item['token_digest']),
    created_at: String(item['created_at']),
    expires_at: Number(item['token_expires_at']),
    ...(typeof item['used_at'] === 'string' ? { used_at: item['used_at'] } : {}),
  };
}

/** Uses the link, in the transaction of what it does: fails when it was used, has expired, or was re-mailed with another secret. */
export function useTokenUpdate(record: AccountToken, now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.accountToken(record.token_id),
      UpdateExpression: 'SET used_at = :at',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(used_at) AND token_digest = :digest AND token_expires_at > :now',
      ExpressionAttributeValues: { ':at': now.toISOString(), ':digest': record.token_digest, ':now': Math.floor(now.getTime() / 1000) },
    },
  };
}

/**
 * Claims the cool-down of `kind` mail to a member for `seconds`, for one request: false when
 * another request holds it (that one mails). The same request claims it again (a re-render).
 */
export async function claimMailCooldown(userId: number, kind: string, requestId: string, seconds: number, now: Date): Promise<boolean> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...keys.accountMailCooldown(userId, kind), entity: 'mail_cooldown', request_id: requestId, until: nowSeconds + seconds, [TTL_ATTRIBUTE]: nowSeconds + seconds + 3600 },
        ConditionExpression: 'attribute_not_exists(pk) OR #until <= :now OR request_id = :request',
        ExpressionAttributeNames: { '#until': 'until' },
        ExpressionAttributeValues: { ':now': nowSeconds, ':request': requestId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The member an email address belongs to (its unique marker), or null. */
export async function userIdByEmail(email: string): Promise<number | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.unique('email', email), ConsistentRead: true }));
  const id = out.Item?.['user_id'];
  return typeof id === 'number' ? id : null;
}
