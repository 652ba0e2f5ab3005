/**
 * Live updates' pure rules (features/live/channels.ts): channel names and keys, client messages;
 * and what API Gateway checks that the local management stand-in does not: the SDK client pointed
 * at a deployed stage's callback URL keeps the stage in the path and escapes the connection id
 * (ids end in `=`), signed for execute-api (docs/live-updates.md).
 */
import { describe, expect, it } from 'vitest';
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { channelKey, MAX_CLIENT_MESSAGE_BYTES, parseChannel, parseClientMessage } from '#features/live/channels.ts';

describe('channels', () => {
  it('names the four channels and keys the caller\'s own by member', () => {
    expect(parseChannel('notifications')).toEqual({ kind: 'notifications', name: 'notifications' });
    expect(parseChannel('chat')).toEqual({ kind: 'chat', name: 'chat' });
    expect(parseChannel('chat:1')).toBeNull();
    expect(parseChannel('space:12')).toEqual({ kind: 'space', id: 12, name: 'space:12' });
    expect(parseChannel('course:7')).toEqual({ kind: 'course', id: 7, name: 'course:7' });
    for (const bad of ['space:0', 'space:012', 'space:1:2', 'post:', 'feed:1', 'space:1e3', 'x'.repeat(65), 3, null]) expect(parseChannel(bad)).toBeNull();
    expect(channelKey({ kind: 'notifications', name: 'notifications' }, 5)).toBe('notifications:5');
    expect(channelKey({ kind: 'chat', name: 'chat' }, 5)).toBe('chat:5');
    expect(channelKey({ kind: 'course', id: 7, name: 'course:7' }, 5)).toBe('course:7:5');
    expect(channelKey({ kind: 'space', id: 12, name: 'space:12' }, 5)).toBe('space:12');
  });

  it('parses client messages and refuses what is not one', () => {
    expect(parseClientMessage('{"action":"ping"}')).toEqual({ action: 'ping' });
    expect(parseClientMessage('{"action":"subscribe","channel":"post:3","since":"0195d1a2b3c4e5f60718293a4b5c6d7e"}')).toEqual({ action: 'subscribe', channel: 'post:3', since: '0195d1a2b3c4e5f60718293a4b5c6d7e' });
    const code = (body: string | undefined) => {
      try {
        parseClientMessage(body);
        return 'accepted';
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    expect(code('nope')).toBe('invalid_json');
    expect(code('[1]')).toBe('invalid_action');
    expect(code('{"action":"subscribe"}')).toBe('invalid_channel');
    expect(code('{"action":"subscribe","channel":"post:3","since":"yesterday"}')).toBe('invalid_since');
    expect(code(`{"action":"ping","pad":"${'é'.repeat(MAX_CLIENT_MESSAGE_BYTES / 2)}"}`)).toBe('message_too_large');
    expect(code(undefined)).toBe('message_too_large');
  });
});

describe('the management API request', () => {
  it('keeps the stage of the callback URL, escapes the connection id and signs for execute-api', async () => {
    let seen: { method: string; path: string; authorization: string; body: string } | undefined;
    const client = new ApiGatewayManagementApiClient({
      region: 'eu-west-1',
      endpoint: 'https://abc123.execute-api.eu-west-1.amazonaws.com/live',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
      requestHandler: {
        handle: async (request: { method: string; path: string; headers: Record<string, string>; body: unknown }) => {
          seen = { method: request.method, path: request.path, authorization: request.headers['authorization'] ?? '', body: Buffer.from(request.body as Uint8Array).toString() };
          return { response: { statusCode: 200, headers: {}, body: undefined } };
        },
      } as never,
    });
    await client.send(new PostToConnectionCommand({ ConnectionId: 'L0SM9cOFvHcCIhw=', Data: Buffer.from('{"type":"pong"}') }));
    expect(seen?.method).toBe('POST');
    expect(seen?.path).toBe('/live/@connections/L0SM9cOFvHcCIhw%3D');
    expect(seen?.authorization).toMatch(/\/eu-west-1\/execute-api\/aws4_request/);
    expect(seen?.body).toBe('{"type":"pong"}');
  });
});
