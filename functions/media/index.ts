import { pipelineHooks } from '#shared/domain/caller-hooks.ts';
import { commentMedia, feedMedia, hiddenPosts } from '#shared/domain/feed-media.ts';
import { setMediaOwners } from '#shared/domain/media-owners.ts';
import { memberProfileOf, profileMedia, uploaderOf } from '#shared/domain/member-media.ts';
import { spaceMedia } from '#shared/domain/space-media.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { routes } from './routes.ts';

// What shows media, each feature answering for its own records (media-owners.ts).
setMediaOwners({ bySource: { feed: feedMedia, comment: commentMedia, profile: profileMedia, space: spaceMedia }, hiddenPosts, profileOf: memberProfileOf, uploaderOf });

export const handler = createHttpHandler(routes, pipelineHooks);
