/**
 * A package loaded on its first use rather than when the server starts: for libraries that only some requests or
 * some configurations need (PDF and QR rendering, the S3, Stripe, SMTP and LRS clients, the address data set).
 * Loading them all at start cost about 1.2 s of every process start (and of every API test file, which starts the
 * app afresh); most processes use a few of them, some none.
 *
 * `id` must be a package name: it is resolved from this file like any import. The value is the module's
 * CommonJS export, with a transpiled ES module's default export unwrapped, as `import x from` would see it.
 */
// The caller names the module's type (`typeof import(...)`, imported as a type only): require() cannot know it.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function lazyRequire<T>(id: string): () => T {
  let loaded: { value: T } | undefined;
  return () => {
    if (!loaded) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(id) as { __esModule?: boolean; default?: unknown };
      loaded = { value: (module.__esModule && module.default !== undefined ? module.default : module) as T };
    }
    return loaded.value;
  };
}
