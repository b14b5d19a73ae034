// Test harness: a real app on a fresh database per test file (PGlite in memory, or a new database on the
// PostgreSQL server named by TEST_DATABASE_URL), with a controllable clock.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { openDatabase } from '../db/client';

export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

async function createServerDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `wl_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:5000',
    ADMIN_PASSWORD: 'Admin-Passw0rd',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });
  const serverUrl = process.env.TEST_DATABASE_URL;
  const serverDb = serverUrl ? await createServerDatabase(serverUrl) : undefined;
  const database = await openDatabase({ url: serverDb?.url, poolSize: 5 });
  const clock: TestClock = {
    now: new Date(),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const app = await buildApp(config, { database, clock: () => clock.now });
  await app.ready();
  return {
    app,
    clock,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await serverDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie value of a response, to send back as `cookie` on the next request. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'wl_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `wl_session=${cookie.value}`;
}

let counter = 0;
/** Registers a member through the real API and returns the cookie of their session. */
export async function makeUser(
  app: FastifyInstance,
  overrides: Partial<{ username: string; email: string; password: string; preferredLanguage: string }> = {},
) {
  counter += 1;
  const suffix = `${counter}${randomBytes(2).toString('hex')}`;
  const body = {
    username: overrides.username ?? `member${suffix}`,
    email: overrides.email ?? `member${suffix}@example.com`,
    password: overrides.password ?? 'Passw0rd!',
    preferredLanguage: overrides.preferredLanguage ?? 'en',
  };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`makeUser failed: ${res.statusCode} ${res.body}`);
  const user = res.json().user as { id: number; username: string; email: string };
  return { ...body, id: user.id, cookie: sessionCookie(res) };
}
