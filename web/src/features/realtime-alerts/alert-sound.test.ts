// The alert sound: 800, 600 and 800 Hz one after the other, 0.3 s in all, on a Web Audio oscillator; silent
// (and no error) where the browser has no Web Audio.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BeepContext, playAlertSound, scheduleBeep } from './alert-sound';

function fakeContext(currentTime: number) {
  const frequencyAt: Array<[number, number]> = [];
  const oscillator = {
    type: '',
    frequency: { setValueAtTime: (hz: number, time: number) => frequencyAt.push([hz, time]) },
    connect: vi.fn(),
    start: vi.fn(),
    stop: vi.fn(),
  };
  const gain = {
    gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
    connect: vi.fn(),
  };
  const context = {
    currentTime,
    destination: {},
    createOscillator: () => oscillator,
    createGain: () => gain,
  };
  return { context: context as unknown as BeepContext, oscillator, gain, frequencyAt };
}

afterEach(() => vi.unstubAllGlobals());

describe('alert sound', () => {
  it('plays 800, 600, 800 Hz over 0.3 s', () => {
    const { context, oscillator, gain, frequencyAt } = fakeContext(5);
    scheduleBeep(context);
    expect(oscillator.type).toBe('sine');
    expect(frequencyAt.map(([hz]) => hz)).toEqual([800, 600, 800]);
    expect(frequencyAt.map(([, time]) => time)).toEqual([5, expect.closeTo(5.1, 6), expect.closeTo(5.2, 6)]);
    expect(oscillator.start).toHaveBeenCalledWith(5);
    expect(oscillator.stop).toHaveBeenCalledWith(expect.closeTo(5.3, 6));
    expect(oscillator.connect).toHaveBeenCalledWith(gain);
    expect(gain.connect).toHaveBeenCalledWith(context.destination);
  });

  it('stays silent where the browser has no Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(() => playAlertSound()).not.toThrow();
  });
});
