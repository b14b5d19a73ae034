// The alert sound (spec section 9): a three-tone beep, 800, 600, 800 Hz, 0.3 s in all, made with Web Audio
// so no sound file is shipped. Browsers without Web Audio stay silent; failures are only logged (spec 8).
import { REALTIME_ALERTS } from './constants';

export type BeepContext = Pick<
  BaseAudioContext,
  'currentTime' | 'destination' | 'createOscillator' | 'createGain'
>;
type AudioContextClass = new () => AudioContext;

/** Quiet enough not to startle; the gain fades out at the end so the tone stops without a click. */
const VOLUME = 0.2;
const FADE_TO = 0.0001;

/** Schedules the three tones on one oscillator, starting now; returns the oscillator (tests read it). */
export function scheduleBeep(context: BeepContext): OscillatorNode {
  const { beepFrequenciesHz, beepTotalSeconds } = REALTIME_ALERTS;
  const start = context.currentTime;
  const end = start + beepTotalSeconds;
  const toneSeconds = beepTotalSeconds / beepFrequenciesHz.length;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  beepFrequenciesHz.forEach((hz, i) => {
    oscillator.frequency.setValueAtTime(hz, start + i * toneSeconds);
  });
  gain.gain.setValueAtTime(VOLUME, start);
  gain.gain.setValueAtTime(VOLUME, end - toneSeconds / 4);
  gain.gain.exponentialRampToValueAtTime(FADE_TO, end);
  oscillator.connect(gain);
  gain.connect(context.destination);
  oscillator.start(start);
  oscillator.stop(end);
  return oscillator;
}

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  // Safari before 14.1 only has the prefixed class.
  const prefixed = (window as Window & { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  return window.AudioContext ?? prefixed;
}

// One context for the page: browsers cap how many may exist, and each holds an audio thread.
let shared: AudioContext | null = null;

export function playAlertSound(): void {
  const AudioContextCtor = audioContextClass();
  if (!AudioContextCtor) return;
  try {
    shared ??= new AudioContextCtor();
    const context = shared;
    // A context made before the page was interacted with starts suspended (autoplay rules).
    if (context.state === 'suspended') {
      context.resume().catch((err: unknown) => console.warn('[realtime] alert sound blocked', err));
    }
    scheduleBeep(context);
  } catch (err) {
    console.warn('[realtime] could not play the alert sound', err);
  }
}
