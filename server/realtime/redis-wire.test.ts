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
    expect(decodeSessionEnd(encodeWire('ab12', [7], Buffer.from('{"type":"x"}')))).toBeNull();
    expect(decodeSessionEnd(encodeWire('ab12', 'all', Buffer.from('{"type":"x"}')))).toBeNull();
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

describe('alerts on the wire', () => {
  it('carry the publishing process, the audience and the message bytes as they are', () => {
    const message = Buffer.from('{"type":"rare_species_alert","data":{"id":"1-2"}}');
    expect(decodeWire(encodeWire('0f9a', [3, 4], message))).toEqual({ from: '0f9a', to: [3, 4], message });
    expect(decodeWire(encodeWire('0f9a', 'all', message))?.to).toBe('all');
  });

  it('refuse a line without a process id or with a malformed audience', () => {
    for (const text of ['[3]\n{}', 'zz [3]\n{}', '0f9a [3.5]\n{}', '0f9a nope\n{}', '0f9a [3]'])
      expect(decodeWire(Buffer.from(text)), text).toBeNull();
  });
});
