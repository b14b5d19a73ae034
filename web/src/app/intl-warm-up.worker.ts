// Builds the first Intl formatters of a visit off the main thread (see startIntlWarmUp in warm-up.ts): the
// locale data ICU loads for them stays in caches the whole renderer process shares.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage(message: unknown): void;
  close(): void;
};

scope.onmessage = (event) => {
  try {
    new Intl.NumberFormat(event.data).format(0);
    new Intl.DateTimeFormat(event.data, { dateStyle: 'medium' }).format(0);
  } finally {
    scope.postMessage('ready');
    scope.close();
  }
};
