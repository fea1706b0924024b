import type { HttpMethod } from './contract';

/** Method and path template of a key ("GET /book/:bookId" → ["GET", "/book/:bookId"]). Free of zod, for the web. */
export function splitRouteKey(key: string): [HttpMethod, string] {
  const space = key.indexOf(' ');
  return [key.slice(0, space) as HttpMethod, key.slice(space + 1)];
}

/** The path of a key with its `:params` filled in, each encoded. */
export function fillPath(template: string, params: Record<string, string | number> | undefined): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Eksik yol parametresi: ${name}`);
    return encodeURIComponent(String(value));
  });
}
