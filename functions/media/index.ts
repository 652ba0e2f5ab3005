import { pipelineHooks } from '#features/members/caller-hooks.ts';
import { commentMedia, feedMedia, hiddenPosts } from '#features/feeds/feed-media.ts';
import { setMediaOwners } from '#features/media/media-owners.ts';
import { memberProfileOf, profileMedia, uploaderOf } from '#features/members/member-media.ts';
import { spaceMedia } from '#features/spaces/space-media.ts';
import { chatMedia } from '#features/chat/chat-media.ts';
import { createHttpHandler } from '#platform/http/handler.ts';
import { routes } from '#features/media/routes.ts';

// What shows media, each feature answering for its own records (media-owners.ts).
setMediaOwners({ bySource: { feed: feedMedia, comment: commentMedia, profile: profileMedia, space: spaceMedia, chat: chatMedia }, hiddenPosts, profileOf: memberProfileOf, uploaderOf });

export const handler = createHttpHandler(routes, pipelineHooks);
