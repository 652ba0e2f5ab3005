/**
 * Promise.withResolvers (ES2024, Node 22) for Node 20: aws-local-stepfunctions calls it while it
 * runs a machine (../shared/ARCHITECTURE.md, pitfalls). Imported before the package.
 */
interface Resolvers<T> {
  promise: Promise<T>;
  resolve: (value: T | PromiseLike<T>) => void;
  reject: (reason?: unknown) => void;
}

const promise = Promise as PromiseConstructor & { withResolvers?: <T>() => Resolvers<T> };
if (typeof promise.withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: function withResolvers<T>(): Resolvers<T> {
      let resolve!: Resolvers<T>['resolve'];
      let reject!: Resolvers<T>['reject'];
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

export {};
