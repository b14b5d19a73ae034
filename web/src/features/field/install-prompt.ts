// "Install WildLens" on /field-mode. Chromium fires beforeinstallprompt once per page load when the site is
// installable; the event is kept (its default, the browser's own mini-bar, prevented) so a tap on the page's
// button can show the install dialog later. Safari on iOS has no such event: installing goes through the Share
// sheet, which the page explains in one line instead.
import { useSyncExternalStore } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Starts listening; runs when this module is first evaluated, so importing it early (the app's entry) catches
 * an event fired before the field pages load. Safe to call more than once.
 */
let listening = false;
export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    emit();
  });
}
listenForInstallPrompt();

export type InstallState = 'available' | 'installed' | 'ios' | 'unavailable';

/** Running as the installed app (standalone window) rather than in a browser tab. */
export function runningInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** iPhone, iPod or iPad (iPadOS presents itself as a Mac with a touch screen). */
export function isIos(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1)
  );
}

function installState(): InstallState {
  if (installed || runningInstalled()) return 'installed';
  if (deferred) return 'available';
  if (isIos()) return 'ios';
  return 'unavailable';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, installState, () => 'unavailable' as const);
}

/** Shows the browser's install dialog; the kept event can be used only once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  emit();
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installed = true;
  emit();
  return outcome;
}
