import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledOnFirstUse, responseSerializerCompiler } from './response-serializer';

describe('response serializers', () => {
  it('are compiled on their first use, once, not when the route is registered', () => {
    let compiles = 0;
    const serialize = compiledOnFirstUse((): ((data: number) => string) => {
      compiles += 1;
      return (data) => String(data * 2);
    });
    expect(compiles).toBe(0);
    expect(serialize(2)).toBe('4');
    expect(serialize(5)).toBe('10');
    expect(compiles).toBe(1);
  });

  it('write only the declared fields, nullable ones included', () => {
    const schema = z.object({ id: z.number(), title: z.string(), cover: z.string().nullable() });
    const serialize = responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);
    const row = { id: 1, title: 'Gece', cover: null, passwordHash: 'gizli' };
    expect(JSON.parse(serialize(row))).toEqual({ id: 1, title: 'Gece', cover: null });
    expect(JSON.parse(serialize({ ...row, cover: 'covers/a.jpg' }))).toEqual({ id: 1, title: 'Gece', cover: 'covers/a.jpg' });
  });
});
