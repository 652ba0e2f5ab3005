/**
 * Rules the original platform enforces on comments and posts (issue 13, item 4; docs/feeds.md):
 * a member's repeated comment on a post is refused, also when sent concurrently; a space with
 * `topic_required` refuses a post without a topic.
 */
import { describe, expect, it } from 'vitest';
import { adminAuth } from '../../support/factories.ts';
import { createFeed, postFeed, readFeed, uniqueMessage } from '../../support/feeds.ts';
import { api, type Auth } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { createSpace, expectError, memberOf } from '../../support/spaces.ts';

const postComment = (postId: number, auth: Auth, text: string) => api<any>('POST', `/feeds/${postId}/comments`, { auth, body: { comment: text } });

const commentOk = async (postId: number, auth: Auth, text: string) => {
  const res = await postComment(postId, auth, text);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.comment;
};

const commentsOf = async (postId: number): Promise<any[]> => {
  const res = await api<any>('GET', `/feeds/${postId}/comments`, { auth: adminAuth, query: { per_page: 100 } });
  expect(res.status).toBe(200);
  return res.body.comments;
};

/** A public space, a post in it and two members of it. */
const setting = async () => {
  const space = await createSpace();
  const [author, other] = await Promise.all([memberOf(space), memberOf(space)]);
  const post = await createFeed(author.auth, { space: space.slug });
  return { space, author, other, post };
};

describe('repeated comments', () => {
  it('refuses the same text by the same member on the same post with 400 duplicate_comment, spacing and case aside', async () => {
    const { author, post } = await setting();
    const text = `Same words ${token('cm')}`;
    await commentOk(post.id, author.auth, text);
    expectError(await postComment(post.id, author.auth, text), 400, 'duplicate_comment');
    expectError(await postComment(post.id, author.auth, `  ${text.toUpperCase().replace(' ', '   ')} `), 400, 'duplicate_comment');
    const first = await commentsOf(post.id);
    expect(first).toHaveLength(1);
    expect(await postComment(post.id, author.auth, `${text} and more`)).toMatchObject({ status: 200 });
    expect((await readFeed(post.id)).comments_count).toBe(2);
  });

  it('refuses it as a reply too (one text per member and post, whatever the parent)', async () => {
    const { author, post } = await setting();
    const text = `Reply words ${token('cm')}`;
    const top = await commentOk(post.id, author.auth, text);
    const reply = await api<any>('POST', `/feeds/${post.id}/comments`, { auth: author.auth, body: { comment: text, parent_id: top.id } });
    expectError(reply, 400, 'duplicate_comment');
  });

  it('lets another member write the same text on the post, and the same member on another post', async () => {
    const { space, author, other, post } = await setting();
    const second = await createFeed(author.auth, { space: space.slug });
    const text = `Shared words ${token('cm')}`;
    await commentOk(post.id, author.auth, text);
    await commentOk(post.id, other.auth, text);
    await commentOk(second.id, author.auth, text);
    expect((await commentsOf(post.id)).map((c) => c.user_id).sort()).toEqual([author.userId, other.userId].sort());
  });

  it('creates one comment of 5 identical ones sent at once', async () => {
    const { author, post } = await setting();
    const text = `Concurrent words ${token('cm')}`;
    const results = await Promise.all(Array.from({ length: 5 }, () => postComment(post.id, author.auth, text)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const r of results.filter((x) => x.status !== 200)) expectError(r, 400, 'duplicate_comment');
    expect(await commentsOf(post.id)).toHaveLength(1);
    expect((await readFeed(post.id)).comments_count).toBe(1);
  });

  it('frees the text when the comment (or its parent) is deleted', async () => {
    const { author, other, post } = await setting();
    const text = `Deleted words ${token('cm')}`;
    const c = await commentOk(post.id, author.auth, text);
    const replyText = `Reply words ${token('cm')}`;
    const reply = await api<any>('POST', `/feeds/${post.id}/comments`, { auth: other.auth, body: { comment: replyText, parent_id: c.id } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await api<any>('DELETE', `/feeds/${post.id}/comments/${c.id}`, { auth: author.auth })).status).toBe(200);
    await commentOk(post.id, author.auth, text);
    await commentOk(post.id, other.auth, replyText);
  });

  it('moves the text with an edit: the old text is free again, the text of another of the member\'s comments there is refused', async () => {
    const { author, post } = await setting();
    const [a, b] = [`First words ${token('cm')}`, `Second words ${token('cm')}`];
    const ca = await commentOk(post.id, author.auth, a);
    await commentOk(post.id, author.auth, b);
    const edit = (text: string) => api<any>('PUT', `/feeds/${post.id}/comments/${ca.id}`, { auth: author.auth, body: { comment: text } });
    expectError(await edit(b), 400, 'duplicate_comment');
    const edited = await edit(`Edited words ${token('cm')}`);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.comment.liked).toBe(false);
    await commentOk(post.id, author.auth, a);
  });
});

describe('topic_required spaces', () => {
  it('refuses a post without a topic with 400 topic_required and accepts one with a topic', async () => {
    const space = await createSpace({ settings: { topic_required: true } });
    const author = await memberOf(space);
    const topicRes = await api<any>('POST', '/admin/topics', { auth: adminAuth, body: { title: `Topic ${token('tp')}` } });
    expect(topicRes.status, JSON.stringify(topicRes.body)).toBe(200);
    const topic = topicRes.body.topic;

    expectError(await postFeed(author.auth, { message: uniqueMessage(), space: space.slug }), 400, 'topic_required');
    expectError(await postFeed(author.auth, { message: uniqueMessage(), space: space.slug, topic_ids: [] }), 400, 'topic_required');
    const tagged = await createFeed(author.auth, { space: space.slug, topic_ids: [topic.id] });
    expect(tagged.topics).toEqual([topic.id]);

    // An update that removes the topic is refused; one that leaves topics alone is not re-checked.
    expectError(await api<any>('PUT', `/feeds/${tagged.id}`, { auth: author.auth, body: { topics: [] } }), 400, 'topic_required');
    expect((await api<any>('PUT', `/feeds/${tagged.id}`, { auth: author.auth, body: { title: 'Kept topic' } })).status).toBe(200);

    // Another space without the setting takes untagged posts.
    const open = await createSpace();
    const member = await memberOf(open);
    expect((await postFeed(member.auth, { message: uniqueMessage(), space: open.slug })).status).toBe(200);
  });
});
