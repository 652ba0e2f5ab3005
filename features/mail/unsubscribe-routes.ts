/**
 * The unsubscribe link of every non-transactional mail (docs/notifications.md, "Unsubscribe"), served by
 * the auth function under /email with the other mail routes: open to anyone whatever the site's
 * access level (the link carries its own signed proof). GET answers a small page that asks to
 * confirm; POST unsubscribes: the page's button, or a mail client's RFC 8058 one-click request
 * (a form body `List-Unsubscribe=One-Click`).
 */
import * as z from 'zod';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { RawReply, route, type AnyRoute } from '#platform/http/route.ts';
import { html } from './mail-html.ts';
import { aboutList, unsubscribe, unsubscribeTarget } from './unsubscribe-service.ts';
import { MAIL_LISTS } from './mail-content.ts';

const tokenQuery = z.object({ token: z.string().min(1).max(1000) });

/** RFC 8058's one-click body; the page's form sends the same. Other fields are ignored. */
const oneClickBody = z.object({ 'List-Unsubscribe': z.string().max(100).optional() }).optional();

const UnsubscribePage = z.string().meta({ contentMediaType: 'text/html', description: 'A page that asks to confirm, with a button that sends the one-click POST.' });

const Unsubscribed = z.strictObject({ message: z.string(), list: z.enum(MAIL_LISTS) });

/** The page: what the link unsubscribes from, and a button that posts to the same link. */
function page(action: string, about: string): RawReply {
  const body = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribe</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1 style="font-size:1.25rem">Unsubscribe</h1>
<p>Stop getting emails about ${about}?</p>
<form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>
</body></html>`;
  return new RawReply(200, body.value, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    'referrer-policy': 'no-referrer',
  });
}

export const unsubscribeRoutes = {
  'GET /email/unsubscribe': route({
    access: 'anyone',
    inherits: 'none',
    siteAccess: 'open',
    query: tokenQuery,
    responses: { 200: UnsubscribePage },
    errors: { 400: ['invalid_unsubscribe_token'] },
    handle: async ({ query, request }) => {
      const target = await unsubscribeTarget(query.token);
      return page(`${request.url}?token=${encodeURIComponent(query.token)}`, aboutList(target.list));
    },
  }),
  'POST /email/unsubscribe': route({
    access: 'anyone',
    inherits: 'none',
    siteAccess: 'open',
    query: tokenQuery,
    body: oneClickBody,
    responses: { 200: Unsubscribed },
    errors: { 400: ['invalid_unsubscribe_token'] },
    handle: ({ query }) => unsubscribe(query.token),
  }),
} satisfies Partial<Record<DomainRouteKey<'auth'>, AnyRoute>>;
