// msw 3 declares Node >= 22.12 and its socket interceptor calls Promise.withResolvers (ES2024), which the
// Node 20 this project also supports (engines >= 20.19) lacks. Tests that intercept with msw import this first.
interface PromiseWithResolvers {
  withResolvers?: <T>() => {
    promise: Promise<T>;
    resolve: (value: T) => void;
    reject: (reason?: unknown) => void;
  };
}

const promise = Promise as PromiseConstructor & PromiseWithResolvers;
if (typeof promise.withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: <T>() => {
      let resolve!: (value: T) => void;
      let reject!: (reason?: unknown) => void;
      const created = new Promise<T>((onResolve, onReject) => {
        resolve = onResolve;
        reject = onReject;
      });
      return { promise: created, resolve, reject };
    },
  });
}
