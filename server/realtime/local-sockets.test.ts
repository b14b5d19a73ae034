// The WebSocket text frame built once per publish (RFC 6455 section 5.2): FIN and the text opcode, no mask, and
// the payload length in 7, 16 or 64 bits.
import { describe, expect, it } from 'vitest';
import { textFrame } from './local-sockets';

describe('textFrame', () => {
  it('writes a short length in the second byte', () => {
    const frame = textFrame(Buffer.from('{"a":1}'));
    expect([...frame.subarray(0, 2)]).toEqual([0x81, 7]);
    expect(frame.subarray(2).toString()).toBe('{"a":1}');
  });

  it('writes 126 and a 16-bit length from 126 bytes up', () => {
    for (const size of [126, 65_535]) {
      const frame = textFrame(Buffer.alloc(size, 0x61));
      expect(frame[1]).toBe(126);
      expect(frame.readUInt16BE(2)).toBe(size);
      expect(frame.length).toBe(4 + size);
    }
  });

  it('writes 127 and a 64-bit length from 65,536 bytes up', () => {
    const frame = textFrame(Buffer.alloc(65_536, 0x61));
    expect(frame[0]).toBe(0x81);
    expect(frame[1]).toBe(127);
    expect(frame.readBigUInt64BE(2)).toBe(65_536n);
    expect(frame.length).toBe(10 + 65_536);
  });
});
