// What travels on the Redis real-time channel: alerts (audience line + message) and session ends (one JSON
// object), told apart by their first byte; anything malformed is refused rather than acted on.
import { describe, expect, it } from 'vitest';
import { decodeSessionEnd, decodeWire, encodeSessionEnd, encodeWire } from './redis-hub';

describe('session ends on the wire', () => {
  it('round-trip one session and every session of a member', () => {
    const one = { memberId: 7, sessionHash: 'a'.repeat(64) };
    expect(decodeSessionEnd(encodeSessionEnd(one))).toEqual(one);
    expect(decodeSessionEnd(encodeSessionEnd({ memberId: 7 }))).toEqual({ memberId: 7 });
  });

  it('never look like an alert, and an alert never looks like one', () => {
    expect(decodeWire(encodeSessionEnd({ memberId: 7 }))).toBeNull();
    expect(decodeSessionEnd(encodeWire([7], Buffer.from('{"type":"x"}')))).toBeNull();
    expect(decodeSessionEnd(encodeWire('all', Buffer.from('{"type":"x"}')))).toBeNull();
  });

  it('refuse malformed ends', () => {
    for (const text of [
      '{',
      '{}',
      'null',
      '{"sessionEnded":null}',
      '{"sessionEnded":{"memberId":"7"}}',
      '{"sessionEnded":{"memberId":1.5}}',
      '{"sessionEnded":{"memberId":7,"sessionHash":42}}',
    ]) {
      expect(decodeSessionEnd(Buffer.from(text)), text).toBeNull();
    }
  });
});
