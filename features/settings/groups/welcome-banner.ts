/**
 * `/admin/welcome-banner`: the banner above the feed, one view for members (`login`) and one for
 * guests (`logout`) (fc-shapes-2.md 3.5). Each view is one key: saved whole, fields it leaves out
 * take their defaults; fields of the original's client the original drops too (`buttonLabel`,
 * `description_rendered`) are dropped, the rest validated (docs/settings.md, "Welcome banner").
 */
import * as z from 'zod';
import { httpUrlOrEmpty, yesNo } from '#platform/core/fields.ts';
import { defineGroup, text } from './group.ts';

/** A call-to-action's target: a web page or an email address. */
export const ctaLink = () => z.url({ protocol: /^(?:https?|mailto)$/, error: 'must be an http(s) or mailto URL' }).max(2048);

const ctaButton = z.strictObject({
  label: text(100).min(1, 'must not be empty'),
  link: ctaLink(),
  type: z.enum(['primary', 'secondary', 'text', 'link']).default('primary'),
  newTab: yesNo().default('no'),
});

/** An oEmbed preview as the original's client stores it (its other oEmbed fields are dropped). */
const bannerVideo = z.object({
  type: z.literal('oembed').default('oembed'),
  url: httpUrlOrEmpty().default(''),
  content_type: text(50).default(''),
  provider: text(100).default(''),
  title: text(300).default(''),
  author_name: text(200).default(''),
  html: text(10_000).default(''),
  image: httpUrlOrEmpty().default(''),
});

const viewFields = {
  enabled: yesNo().default('no'),
  title: text(200).default(''),
  description: text(10_000).default(''),
  mediaType: z.enum(['image', 'video']).default('image'),
  bannerImage: httpUrlOrEmpty().default(''),
  bannerVideo: bannerVideo.default(() => bannerVideo.parse({})),
  ctaButtons: z.array(ctaButton).max(5, 'must have at most 5 buttons').default([]),
};
const loginView = z.object({ ...viewFields, allowClose: yesNo().default('no') });
const logoutView = z.object({ ...viewFields, useCustomUrl: yesNo().default('no') });

export const welcomeBanner = defineGroup({
  name: 'welcome_banner',
  paths: ['/admin/welcome-banner'],
  wrapper: 'settings',
  keys: {
    login: { schema: loginView, default: loginView.parse({}) },
    logout: { schema: logoutView, default: logoutView.parse({}) },
  },
});
