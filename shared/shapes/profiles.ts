/**
 * Member-facing shapes other domains may reuse (docs/openapi.md): a member's profile as the
 * profile routes answer it (members.ts toProfileView) and a row of the member directory
 * (members.ts toMemberRow), both built on the Xprofile. Named components (`.meta({id})`).
 */
import * as z from 'zod';
import { ROLES } from '#shared/domain/accounts.ts';
import { SocialLinks, Xprofile, sqlDateTime } from '#shared/shapes/common.ts';

const role = z.enum(ROLES);

/**
 * A profile: the xprofile with the role and the original's top-level website, cover_photo and
 * social_links (meta's values); email and names only for the member themselves and administrators.
 */
export const Profile = Xprofile.extend({
  role,
  website: z.string(),
  cover_photo: z.string(),
  social_links: SocialLinks,
  email: z.string().optional().meta({ description: 'The member themselves and administrators only.' }),
  first_name: z.string().optional().meta({ description: 'The member themselves and administrators only.' }),
  last_name: z.string().optional().meta({ description: 'The member themselves and administrators only.' }),
}).meta({ id: 'Profile', description: 'A member\'s profile (GET /profile/{username}).' });

/** A row of the member directory: the xprofile with id, role and last_seen; email for administrators only. */
export const MemberRow = Xprofile.extend({
  id: z.number().int(),
  role,
  last_seen: sqlDateTime.nullable().meta({ description: 'The same as last_activity (null while hidden from the caller).' }),
  email: z.string().optional().meta({ description: 'Administrators only (and the answers that create or change an account).' }),
}).meta({ id: 'MemberRow', description: 'A member as the directory lists them.' });
