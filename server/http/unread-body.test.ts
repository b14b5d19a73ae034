// The unread-body drain on a small app of its own, with a 1 MB bound: a body refused after its first chunk is
// drained so the connection serves the next request; one announced over the bound is answered with
// `Connection: close`; a chunked one that passes the bound while draining has its connection closed.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Connection } from '../test/raw-http';
import { registerUnreadBodyDrain } from './unread-body';

const BOUND = 1024 * 1024;
let app: FastifyInstance;
let port: number;

/** A parser that reads the first chunk and then never asks for more, as busboy does on a part nobody reads. */
function stalledParser(): Writable {
  return new Writable({ write: () => {} });
}

beforeAll(async () => {
  app = Fastify();
  registerUnreadBodyDrain(app, BOUND);
  app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
  app.post('/refuse', async (request, reply) => {
    const firstChunk = new Promise((resolve) => request.raw.once('data', resolve));
    request.raw.pipe(stalledParser());
    await firstChunk;
    return reply.status(400).send({ message: 'refused after the first chunk' });
  });
  app.get('/next', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
});

const head = (headers: string) => `POST /refuse HTTP/1.1\r\nhost: localhost\r\n${headers}\r\n`;
const next = 'GET /next HTTP/1.1\r\nhost: localhost\r\n\r\n';

describe('a request body refused before it was read', () => {
  it('is drained within the bound, and the next request on the connection is answered', async () => {
    const connection = await Connection.open(port);
    try {
      const body = Buffer.alloc(600 * 1024, 1);
      connection.send(
        head(`content-type: application/octet-stream\r\ncontent-length: ${body.length}\r\n`),
        body,
      );
      const refused = await connection.response();
      expect(refused.status).toBe(400);
      expect(refused.headers.connection).not.toBe('close');
      connection.send(next);
      expect((await connection.response()).status).toBe(200);
    } finally {
      connection.close();
    }
  });

  it('is answered with Connection: close when announced over the bound', async () => {
    const connection = await Connection.open(port);
    try {
      const body = Buffer.alloc(3 * BOUND, 1);
      connection.send(
        head(`content-type: application/octet-stream\r\ncontent-length: ${body.length}\r\n`),
        body,
      );
      const refused = await connection.response();
      expect(refused.status).toBe(400);
      expect(refused.headers.connection).toBe('close');
      expect(await connection.closedByServer()).toBe(true);
    } finally {
      connection.close();
    }
  });

  it('has its connection closed once a chunked body passes the bound while draining', async () => {
    const connection = await Connection.open(port);
    try {
      connection.send(head('content-type: application/octet-stream\r\ntransfer-encoding: chunked\r\n'));
      const chunk = Buffer.alloc(64 * 1024, 1);
      const frame = Buffer.concat([
        Buffer.from(`${chunk.length.toString(16)}\r\n`),
        chunk,
        Buffer.from('\r\n'),
      ]);
      connection.send('', frame);
      expect((await connection.response()).status).toBe(400);
      // Keeps sending well past the bound, never ending the body.
      for (let i = 0; i < 40; i += 1) connection.send('', frame);
      expect(await connection.closedByServer()).toBe(true);
    } finally {
      connection.close();
    }
  });

  it('leaves a body that was read to the end alone', async () => {
    const connection = await Connection.open(port);
    try {
      connection.send(next);
      const answer = await connection.response();
      expect(answer.status).toBe(200);
      expect(answer.headers.connection).not.toBe('close');
    } finally {
      connection.close();
    }
  });
});
