/** Input of the account mail routes (docs/identity.md "Account mail"). */
import * as z from 'zod';
import { passwordField } from '#features/members/account-links.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The original wraps a profile route's fields in `data` (`data{current_password, ...}`); a flat body holds them directly. */
const dataOrFlat = <T extends z.ZodType>(schema: T) => z.preprocess((body) => (isRecord(body) && isRecord(body['data']) ? body['data'] : body), schema);

const identifier = z.string().trim().min(1).max(254);

/** POST /auth/password/forgot: the account's email or username (`login` takes either, as WordPress's user_login does). */
export const forgotPasswordBody = z
  .object({ email: identifier.optional(), username: identifier.optional(), login: identifier.optional() })
  .refine((b) => [b.email, b.username, b.login].filter((v) => v !== undefined).length === 1, { message: 'send one of email, username or login', path: ['email'] })
  .transform((b) => ({ identifier: (b.email ?? b.username ?? b.login) as string }));

const linkToken = z.string().trim().min(1).max(200);

/** POST /auth/password/reset: the link's token and the new password (`new_password` as the change route names it; confirm_password optional). */
export const resetPasswordBody = z
  .object({ token: linkToken, password: passwordField().optional(), new_password: passwordField().optional(), confirm_password: z.string().max(200).optional() })
  .refine((b) => (b.password ?? b.new_password) !== undefined, { message: 'is required', path: ['password'] })
  .refine((b) => b.confirm_password === undefined || b.confirm_password === (b.password ?? b.new_password), { message: 'does not match the new password', path: ['confirm_password'] })
  .transform((b) => ({ token: b.token, password: (b.password ?? b.new_password) as string }));

/** POST /auth/email/verify, POST /auth/email/confirm. */
export const linkTokenBody = z.object({ token: linkToken });

/** POST /profile/{username}/change-password: the original's `data{current_password, new_password, confirm_password}`, or flat. */
export const changePasswordBody = dataOrFlat(
  z
    .object({ current_password: z.string().min(1).max(200), new_password: passwordField(), confirm_password: z.string().max(200) })
    .refine((b) => b.confirm_password === b.new_password, { message: 'does not match the new password', path: ['confirm_password'] }),
);

/** POST /profile/{username}/change-email: the new address and the account's password. */
export const changeEmailBody = dataOrFlat(z.object({ email: z.email().max(254), password: z.string().min(1).max(200) }));
