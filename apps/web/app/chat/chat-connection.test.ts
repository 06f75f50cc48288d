import { describe, expect, it } from 'vitest';
import { mergeMessages, type ChatMessage } from './chat-connection.ts';

const message = (id: number, body = `m${id}`): ChatMessage => ({ id, conversationId: 'c', author: 'owner', body, sentAt: '2026-11-25T10:00:00.000Z' });

describe('mergeMessages', () => {
  it('keeps each message once, in id order, whichever way it arrived first (a post’s answer or the stream)', () => {
    expect(mergeMessages([message(1), message(3)], [message(3), message(2)]).map((item) => item.id)).toEqual([1, 2, 3]);
    expect(mergeMessages([], [])).toEqual([]);
  });
});
