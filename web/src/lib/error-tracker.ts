// The client error tracker of spec section 8: severity rules, a throttled queue of 50, batching, retries, beacon.
// It never shows anything to the user.

import { TIMINGS } from '@common/constants/limits';
import type { ErrorReport, Severity } from '@common/schemas/telemetry';
import { browserSessionId, storedUserId } from './session-id';

export type ClientErrorType = 'javascript' | 'network' | 'api' | 'user_experience';

const CRITICAL_WORDS = [
  'payment',
  'stripe',
  'paypal',
  'checkout',
  'billing',
  'authentication',
  'login',
  'register',
  'signup',
  'upload',
  'save',
  'submit',
];
const HIGH_WORDS = ['network', 'fetch', 'api', 'server', 'database', 'permission', 'access', 'security'];

export function scriptErrorSeverity(message: string): Severity {
  const m = message.toLowerCase();
  if (CRITICAL_WORDS.some((w) => m.includes(w))) return 'critical';
  if (HIGH_WORDS.some((w) => m.includes(w))) return 'high';
  return 'medium';
}

export function apiErrorSeverity(status: number): Severity {
  if (status >= 500) return 'critical';
  if (status === 401 || status === 403) return 'high';
  if (status >= 400) return 'medium';
  return 'low';
}

/** The server's error types are javascript, api, server, database, network and ux. */
const SERVER_TYPE: Record<ClientErrorType, ErrorReport['errorType']> = {
  javascript: 'javascript',
  network: 'network',
  api: 'api',
  user_experience: 'ux',
};

export interface TrackerTransport {
  post(url: string, body: unknown): Promise<boolean>;
  beacon(url: string, body: unknown): boolean;
}

const browserTransport: TrackerTransport = {
  async post(url, body) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      });
      return res.ok || (res.status >= 400 && res.status < 500); // a 4xx will not get better by retrying
    } catch {
      return false;
    }
  },
  beacon(url, body) {
    if (typeof navigator === 'undefined' || !navigator.sendBeacon) return false;
    return navigator.sendBeacon(url, new Blob([JSON.stringify(body)], { type: 'application/json' }));
  },
};

export interface TrackInput {
  type: ClientErrorType;
  message: string;
  severity?: Severity;
  stackTrace?: string;
  fileName?: string;
  lineNumber?: number;
  columnNumber?: number;
  statusCode?: number;
  endpoint?: string;
  method?: string;
  component?: string;
  feature?: string;
}

export class ErrorTracker {
  private queue: ErrorReport[] = [];
  private lastSeen = new Map<string, number>();
  private recentActions: string[] = [];
  private timers: ReturnType<typeof setInterval>[] = [];

  constructor(
    private readonly transport: TrackerTransport = browserTransport,
    private readonly now: () => number = () => Date.now(),
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
    private readonly isOnline: () => boolean = () => typeof navigator === 'undefined' || navigator.onLine,
  ) {}

  get pending(): readonly ErrorReport[] {
    return this.queue;
  }

  recordAction(action: string): void {
    this.recentActions.push(action.slice(0, 200));
    if (this.recentActions.length > TIMINGS.recentActionsKept) this.recentActions.shift();
  }

  track(input: TrackInput): void {
    const key = `${input.type}:${input.message}`;
    const at = this.now();
    const last = this.lastSeen.get(key);
    if (last !== undefined && at - last < TIMINGS.errorThrottleMs) return;
    this.lastSeen.set(key, at);

    const severity =
      input.severity ??
      (input.type === 'api' && input.statusCode
        ? apiErrorSeverity(input.statusCode)
        : scriptErrorSeverity(input.message));
    const report = this.buildReport(input, severity);

    if (severity === 'critical' && this.isOnline()) {
      void this.sendWithRetry(report);
      return;
    }
    this.queue.push(report);
    if (this.queue.length > TIMINGS.errorQueueMax) this.queue.shift();
    if (this.queue.length >= TIMINGS.errorBatchThreshold || severity === 'high') void this.flush();
  }

  private buildReport(input: TrackInput, severity: Severity): ErrorReport {
    const w = typeof window === 'undefined' ? undefined : window;
    const memory = (
      w?.performance as
        | (Performance & { memory?: { usedJSHeapSize: number; totalJSHeapSize: number } })
        | undefined
    )?.memory;
    const userId = storedUserId();
    return {
      errorType: SERVER_TYPE[input.type],
      severity,
      message: input.message.slice(0, 5000) || 'Unknown error',
      ...(input.stackTrace ? { stackTrace: input.stackTrace.slice(0, 50000) } : {}),
      ...(input.fileName ? { fileName: input.fileName.slice(0, 2000) } : {}),
      ...(input.lineNumber !== undefined ? { lineNumber: input.lineNumber } : {}),
      ...(input.columnNumber !== undefined ? { columnNumber: input.columnNumber } : {}),
      url: w?.location.pathname ?? '',
      ...(userId ? { userId } : {}),
      sessionId: browserSessionId(),
      browserInfo: {
        name: w?.navigator.userAgent.slice(0, 100),
        os: w?.navigator.platform?.slice(0, 100),
        viewport: w ? `${w.innerWidth}x${w.innerHeight}` : undefined,
        ...(memory ? { memoryUsed: memory.usedJSHeapSize, memoryTotal: memory.totalJSHeapSize } : {}),
      },
      ...(input.method || input.endpoint ? { requestData: { method: input.method?.slice(0, 10) } } : {}),
      contextData: {
        component: input.component,
        feature: input.feature,
        recentActions: [...this.recentActions],
        additionalInfo: {
          ...(input.statusCode !== undefined ? { statusCode: input.statusCode } : {}),
          ...(input.endpoint ? { endpoint: input.endpoint.slice(0, 500) } : {}),
        },
      },
    };
  }

  /** Critical reports go out at once: up to 3 retries after 1 s, 2 s and 4 s, then they join the queue. */
  private async sendWithRetry(report: ErrorReport): Promise<void> {
    if (await this.transport.post('/api/errors', report)) return;
    for (const delay of TIMINGS.errorRetryDelaysMs) {
      await this.sleep(delay);
      if (await this.transport.post('/api/errors', report)) return;
    }
    this.queue.push(report);
  }

  async flush(): Promise<void> {
    if (this.queue.length === 0 || !this.isOnline()) return;
    const batch = this.queue.splice(0, TIMINGS.errorQueueMax);
    const ok = await this.transport.post('/api/errors/batch', { errors: batch });
    if (!ok) this.queue.unshift(...batch.slice(0, TIMINGS.errorQueueMax - this.queue.length));
  }

  flushWithBeacon(): void {
    if (this.queue.length === 0) return;
    const batch = this.queue.splice(0, TIMINGS.errorQueueMax);
    if (!this.transport.beacon('/api/errors/batch', { errors: batch })) this.queue.unshift(...batch);
  }

  /** Wires the tracker to the page: global errors, rejections, connectivity, unload, the 30 s flush. */
  install(): () => void {
    const onError = (e: ErrorEvent) =>
      this.track({
        type: 'javascript',
        message: e.message || 'Script error',
        stackTrace: e.error instanceof Error ? e.error.stack : undefined,
        fileName: e.filename,
        lineNumber: e.lineno,
        columnNumber: e.colno,
      });
    const onRejection = (e: PromiseRejectionEvent) => {
      const reason = e.reason instanceof Error ? e.reason : new Error(String(e.reason));
      this.track({
        type: 'javascript',
        message: reason.message || 'Unhandled promise rejection',
        stackTrace: reason.stack,
        severity: 'high',
      });
    };
    const onOffline = () =>
      this.track({ type: 'network', message: 'Network connection lost', severity: 'medium' });
    const onOnline = () => void this.flush();
    const onHide = () => this.flushWithBeacon();
    const onClick = (e: MouseEvent) => {
      const el = e.target instanceof Element ? e.target.closest('button,a,[role="button"]') : null;
      if (el)
        this.recordAction(
          `click:${(el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 60)}`,
        );
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('click', onClick, { capture: true });
    this.timers.push(setInterval(() => void this.flush(), TIMINGS.errorFlushIntervalMs));
    this.timers.push(setInterval(() => this.lastSeen.clear(), TIMINGS.errorThrottleResetMs));
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('click', onClick, { capture: true });
      for (const t of this.timers) clearInterval(t);
      this.timers = [];
    };
  }
}

export const errorTracker = new ErrorTracker();

export function reportApiError(info: {
  status: number;
  method: string;
  endpoint: string;
  message: string;
}): void {
  errorTracker.track({
    type: 'api',
    message: info.message.slice(0, 500),
    statusCode: info.status,
    endpoint: info.endpoint,
    method: info.method,
  });
}

export function reportNetworkError(endpoint: string, error: unknown): void {
  errorTracker.track({
    type: 'network',
    message: 'Network error or request failed',
    endpoint,
    stackTrace: error instanceof Error ? error.stack : undefined,
  });
}

export function reportRenderError(error: Error, componentStack?: string): void {
  errorTracker.track({
    type: 'javascript',
    message: error.message,
    stackTrace: `${error.stack ?? ''}\n${componentStack ?? ''}`,
    component: 'ErrorBoundary',
  });
}
