import { createConfig, lintFromString } from '@redocly/openapi-core';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { docsPlugin } from '../plugins/docs';
import { useTestApp } from './app';

/**
 * The OpenAPI document passes a standard linter, Redocly's `recommended` rules, with neither an
 * error nor a warning: a client generated from it (openapi-typescript or the like) gets one named
 * function per call.
 */
describe('the OpenAPI document', () => {
  const ctx = useTestApp();

  it("passes Redocly's recommended rules without errors or warnings", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(ctx.app.swagger()),
      absoluteRef: 'openapi.json',
      config,
    });
    const found = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(found).toEqual([]);
  });

  it('names every operation, uniquely, and lists a server', () => {
    const doc = ctx.app.swagger() as {
      servers?: unknown[];
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    expect(doc.servers?.length).toBeGreaterThan(0);
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.length).toBe(ctx.app.accessRules.length);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents an upload as a multipart/form-data file, not a JSON body', () => {
    const doc = ctx.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    };
    const content = doc.paths['/api/file/upload']?.post?.requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    expect(content['multipart/form-data']).toEqual({
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary', description: 'The file' } },
      },
    });
  });

  it('does not list the documentation UI itself', () => {
    const paths = Object.keys((ctx.app.swagger() as { paths: object }).paths);
    expect(paths.filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });
});

describe('the documentation plugin', () => {
  it('refuses an API route without an operationId instead of making one up', async () => {
    const app = Fastify({ logger: false });
    await app.register(docsPlugin);
    expect(() => app.get('/api/unnamed', async () => ({ success: true, result: null }))).toThrow(/has no operationId/);
    await app.close();
  });

  it('refuses two routes with the same operationId', async () => {
    const app = Fastify({ logger: false });
    await app.register(docsPlugin);
    app.get('/api/one', { schema: { operationId: 'same' } }, async () => ({}));
    expect(() => app.get('/api/two', { schema: { operationId: 'same' } }, async () => ({}))).toThrow(
      /same of GET \/api\/two is taken by GET \/api\/one/,
    );
    await app.close();
  });
});
