import * as z from 'zod';
import { USERNAME_PATTERN } from '#features/members/accounts.ts';
import { passwordField } from '#features/members/account-links.ts';

export const registerBody = z.object({
  username: z.string().trim().regex(USERNAME_PATTERN, 'must be 3-60 letters, digits, _ . or -'),
  email: z.email().max(254),
  password: passwordField(),
  display_name: z.string().trim().min(1).max(100).optional(),
});

export const appPasswordBody = z.object({ name: z.string().trim().min(1).max(100) });
export const appPasswordParams = z.object({ uuid: z.uuid() });
