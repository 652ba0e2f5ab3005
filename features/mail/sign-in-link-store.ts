/**
 * Used sign-in links (sign-in-link.ts): claiming a link's nonce is one conditional PutItem of
 * MAILLOGIN#<nonce>/USED, kept until the link would have expired; a second use fails the condition.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { TTL_ATTRIBUTE } from '#platform/data/table.ts';

/** True for the first use of the nonce, false for any later one. */
export async function claimSignInNonce(nonce: string, userId: number, expiresAt: number): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...keys.mailSignIn(nonce), entity: 'mail_sign_in', user_id: userId, used_at: new Date().toISOString(), [TTL_ATTRIBUTE]: expiresAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (e) {
    if ((e as Error).name === 'ConditionalCheckFailedException') return false;
    throw e;
  }
}
