// What a measured server is started with; no side effects, so any bench script may import it.

/** The app's JWT_SECRET under the bench, so the bench can sign its readers' tokens (lib/tokens.mjs). */
export const BENCH_JWT_SECRET = 'okuryazar-bench-secret-okuryazar-bench-secret';

/**
 * The environment a measured server starts with, built from scratch so that a stray variable
 * of the caller's shell cannot change what is measured: production mode on loopback, its own
 * DATA_DIR, the bench's token secret, and `extra` on top.
 */
export function serverEnv({ port, dataDir, ...extra }) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: BENCH_JWT_SECRET,
    ...extra,
  };
}
