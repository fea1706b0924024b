import { config } from 'zod';

/*
 * The pages' Content-Security-Policy allows no eval. Zod would probe for it with `new Function`
 * the first time a module builds an object schema: the probe's error is caught, but the browser
 * still reports the violation (in the console and in Lighthouse's best practices). The web's
 * schemas check forms, where zod's compiled fast path buys nothing, so it never compiles.
 * vite.config.ts resolves every other `import … from 'zod'` of the web build to this module, so
 * the setting is made before any module, the shared package's included, builds a schema.
 */
config({ jitless: true });

export * from 'zod';
export { z, z as default } from 'zod';
