/**
 * `npm run backfill-indexes` (features/feeds/index-backfill-service.ts): a post and a comment stored
 * as before issue 30 (without the popular order's and the author index's attributes) get them, so
 * the member's comments list shows the comment; a second run changes nothing.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { backfillItems } from '#features/feeds/index-backfill-service.ts';
import { commentKey } from '#features/feeds/comment-store.ts';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { createMember } from '../../support/factories.ts';
import { createFeed } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';

const read = async (key: { pk: string; sk: string }) => (await ddb.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item ?? {};

describe('backfilling the indexes of issue 30', () => {
  it('gives an old post its popular entry and an old comment its author entry, once', async () => {
    const author = await createMember();
    const post = await createFeed(author.auth, {});
    const commented = await api('POST', `/feeds/${post.id}/comments`, { auth: author.auth, body: { comment: `Old comment ${post.id}` } });
    expect(commented.status).toBe(200);
    const postKey = keys.feed(post.id);
    const comment = commentKey(post.id, commented.body.comment.id);
    // As items written before the indexes existed.
    await ddb.send(new UpdateCommand({ TableName: tableName, Key: postKey, UpdateExpression: 'REMOVE poppk' }));
    await ddb.send(new UpdateCommand({ TableName: tableName, Key: comment, UpdateExpression: 'REMOVE rankpk, rank1' }));
    const listed = async () => (await api('GET', `/profile/${author.username}/comments`, { auth: author.auth })).body.comments.data.map((c: any) => c.id);
    expect(await listed()).toEqual([]);

    expect(await backfillItems([await read(postKey), await read(comment)])).toBe(2);
    expect((await read(postKey))['poppk']).toBe(keys.POPULAR_PUBLIC);
    expect(await listed()).toEqual([commented.body.comment.id]);
    // Run again, or over items the new code wrote: nothing changes.
    expect(await backfillItems([await read(postKey), await read(comment)])).toBe(0);
  });
});
