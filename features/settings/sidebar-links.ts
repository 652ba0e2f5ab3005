/**
 * Sidebar links [PRO] (docs/settings.md, "Sidebar links"): the record, the two body shapes that
 * write it (the spec's flat `{title, url, icon, target, serial, visibility}` and the original's
 * `{link: {title, parent_id, privacy, settings: {permalink, membership_ids, ...}}}`), the answer
 * that carries both vocabularies, and who sees a link. Pure rules.
 */
import * as z from 'zod';
import { httpUrl, id, integer, list, yesNo } from '#platform/core/fields.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { ApiError, NotFoundError } from '#platform/core/errors.ts';
import { slugify } from '#platform/core/slugs.ts';

/** The original's privacy values; the spec's visibility is derived from them (VISIBILITY_OF). */
export const LINK_PRIVACIES = ['public', 'logged_in', 'logged_out_only', 'members_only'] as const;
export type LinkPrivacy = (typeof LINK_PRIVACIES)[number];
export const LINK_VISIBILITIES = ['all', 'members', 'guests'] as const;
export type LinkVisibility = (typeof LINK_VISIBILITIES)[number];
export const LINK_TARGETS = ['_self', '_blank'] as const;

const PRIVACY_OF: Record<LinkVisibility, LinkPrivacy> = { all: 'public', members: 'logged_in', guests: 'logged_out_only' };
const VISIBILITY_OF: Record<LinkPrivacy, LinkVisibility> = { public: 'all', logged_in: 'members', logged_out_only: 'guests', members_only: 'members' };

/** Links a community may have: they all live in one item and every public settings read carries them. */
export const MAX_SIDEBAR_LINKS = 100;

export interface StoredSidebarLink {
  id: number;
  title: string;
  url: string;
  icon: string;
  target: (typeof LINK_TARGETS)[number];
  serial: number;
  privacy: LinkPrivacy;
  /** Space ids whose members see a `members_only` link. */
  membership_ids: number[];
  /** The original's space group the link sits under (null: none). */
  parent_id: number | null;
  emoji: string;
  shape_svg: string;
  /** The original's feed links' `enabled` (POST /feeds/links): false keeps the link out of every view; absent is true. */
  enabled?: boolean;
  created_at: string;
  updated_at: string;
}

/** What a save sets; absent fields keep their stored value (an update) or their default (a new link). */
export type LinkFields = Partial<Omit<StoredSidebarLink, 'id' | 'created_at' | 'updated_at'>> & Pick<StoredSidebarLink, 'title' | 'url'>;
export interface LinkSave {
  id?: number;
  fields: LinkFields;
}

const title = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const serial = integer({ min: 0, max: 1_000_000 });

const specBody = z.object({
  id: id().optional(),
  title,
  url: httpUrl(),
  icon: text(200).optional(),
  target: z.enum(LINK_TARGETS).optional(),
  serial: serial.optional(),
  visibility: z.enum(LINK_VISIBILITIES).optional(),
});

const originalBody = z.object({
  link: z
    .object({
      id: id().optional(),
      title,
      parent_id: id().nullable().optional(),
      privacy: z.enum(LINK_PRIVACIES).optional(),
      serial: serial.optional(),
      settings: z.object({
        permalink: httpUrl(),
        membership_ids: list(id(), { max: 100 }).optional(),
        emoji: text(20).optional(),
        shape_svg: text(5000).optional(),
        new_tab: yesNo().optional(),
      }),
    })
    .superRefine((link, ctx) => {
      if (link.privacy === 'members_only' && (link.settings.membership_ids ?? []).length === 0) {
        ctx.addIssue({ code: 'custom', path: ['settings', 'membership_ids'], message: 'Please select at least one membership for members only link' });
      }
    }),
});

const definedOnly = <T extends Record<string, unknown>>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/**
 * `POST /admin/links`'s body in either shape, as one save: the original's when it has `link`, the
 * spec's otherwise. Field issues name the field as the client sent it (`url`, `link.settings.permalink`).
 */
export const linkSaveBody = z.unknown().transform((value, ctx): LinkSave => {
  const isOriginal = value !== null && typeof value === 'object' && Object.hasOwn(value, 'link');
  const parsed = (isOriginal ? originalBody : specBody).safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }
  if ('link' in parsed.data) {
    const { id: linkId, title: t, parent_id, privacy, serial: s, settings } = parsed.data.link;
    const fields = definedOnly({
      title: t,
      url: settings.permalink,
      parent_id,
      privacy,
      serial: s,
      membership_ids: settings.membership_ids,
      emoji: settings.emoji,
      shape_svg: settings.shape_svg,
      target: settings.new_tab === undefined ? undefined : settings.new_tab === 'yes' ? ('_blank' as const) : ('_self' as const),
    });
    return linkId === undefined ? { fields } : { id: linkId, fields };
  }
  const { id: linkId, visibility, ...rest } = parsed.data;
  const fields = definedOnly({ ...rest, privacy: visibility === undefined ? undefined : PRIVACY_OF[visibility] });
  return linkId === undefined ? { fields } : { id: linkId, fields };
});

/** A new link's record: the save's fields over the defaults (last in the order when no serial is given). */
export function newLinkRecord(linkId: number, fields: LinkFields, now: string): StoredSidebarLink {
  return {
    id: linkId, icon: '', target: '_self', serial: linkId, privacy: 'public', membership_ids: [], parent_id: null, emoji: '', shape_svg: '',
    ...fields, created_at: now, updated_at: now,
  };
}

/** A stored link with a save's fields applied. */
export function updatedLinkRecord(link: StoredSidebarLink, fields: LinkFields, now: string): StoredSidebarLink {
  return { ...link, ...fields, updated_at: now };
}

/** A link as the API answers it: the spec's fields and the original's (`parent_id`, `privacy`, `settings`). */
export function linkView(link: StoredSidebarLink) {
  return {
    id: link.id,
    title: link.title,
    url: link.url,
    icon: link.icon,
    target: link.target,
    serial: link.serial,
    visibility: VISIBILITY_OF[link.privacy],
    created_at: toSqlDateTime(link.created_at),
    updated_at: toSqlDateTime(link.updated_at),
    parent_id: link.parent_id,
    privacy: link.privacy,
    settings: { permalink: link.url, membership_ids: link.membership_ids, emoji: link.emoji, shape_svg: link.shape_svg, new_tab: link.target === '_blank' ? 'yes' : 'no' },
  };
}

/** Who reads the links: nobody signed in, a member, or an administrator. */
export type LinkAudience = 'guest' | 'member' | 'admin';

/**
 * Whether the audience sees what has this privacy (a sidebar link, a menu item): guests see public
 * and logged_out_only, members public and logged_in, administrators everything. `members_only`
 * (members of given spaces) is shown to administrators only: checking a member's spaces would cost
 * the public settings a second read.
 */
export function privacyVisibleTo(privacy: LinkPrivacy, audience: LinkAudience): boolean {
  if (audience === 'admin') return true;
  if (privacy === 'members_only') return false;
  const visibility = VISIBILITY_OF[privacy];
  return visibility === 'all' || visibility === (audience === 'member' ? 'members' : 'guests');
}

/** The links an audience sees, by serial (then id), as answered. */
export function visibleLinks(links: StoredSidebarLink[], audience: LinkAudience) {
  return links
    .filter((l) => l.enabled !== false && privacyVisibleTo(l.privacy, audience))
    .sort((a, b) => a.serial - b.serial || a.id - b.id)
    .map(linkView);
}

export class SidebarLinkNotFoundError extends NotFoundError {
  constructor(linkId: number) {
    super('link_not_found', 'The link was not found.', { data: { id: linkId } });
  }
}

export class TooManySidebarLinksError extends ApiError {
  constructor() {
    super(400, 'too_many_links', `A community may have at most ${MAX_SIDEBAR_LINKS} sidebar links.`, { data: { max: MAX_SIDEBAR_LINKS } });
  }
}

/**
 * One item of the original's feed links (`POST /feeds/links` sends the whole list): its keys as
 * its sanitiser keeps them (`title, slug, permalink, enabled, new_tab, emoji, shape_svg, privacy,
 * membership_ids`); others are dropped, as there. They are this community's sidebar links.
 */
export const feedLinkItem = z.object({
  title,
  slug: text(200).optional(),
  permalink: httpUrl(),
  enabled: yesNo().optional(),
  new_tab: yesNo().optional(),
  emoji: text(20).optional(),
  shape_svg: text(5000).optional(),
  privacy: z.enum(LINK_PRIVACIES).optional(),
  membership_ids: list(id(), { max: 100 }).optional(),
});
export type FeedLinkItem = z.output<typeof feedLinkItem>;

/** The stored record of a feed link item: its id kept when it replaces one of the same slug. */
export function feedLinkRecord(item: FeedLinkItem, linkId: number, serial: number, stored: StoredSidebarLink | undefined, now: string): StoredSidebarLink {
  const fields = definedOnly({
    title: item.title,
    url: item.permalink,
    serial,
    privacy: item.privacy,
    membership_ids: item.membership_ids,
    emoji: item.emoji,
    shape_svg: item.shape_svg,
    target: item.new_tab === undefined ? undefined : item.new_tab === 'yes' ? ('_blank' as const) : ('_self' as const),
    enabled: item.enabled === undefined ? undefined : item.enabled === 'yes',
  });
  return stored ? updatedLinkRecord(stored, fields, now) : newLinkRecord(linkId, fields, now);
}

/** A link as the original's feed links carry it (`slug` from its title). */
export function feedLinkView(link: StoredSidebarLink) {
  return {
    id: link.id,
    title: link.title,
    slug: feedLinkSlug(link.title),
    permalink: link.url,
    enabled: link.enabled === false ? ('no' as const) : ('yes' as const),
    new_tab: link.target === '_blank' ? ('yes' as const) : ('no' as const),
    emoji: link.emoji,
    shape_svg: link.shape_svg,
    privacy: link.privacy,
    membership_ids: link.membership_ids,
  };
}

export const feedLinkSlug = (titleText: string): string => slugify(titleText).slice(0, 200);
