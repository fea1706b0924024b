// The baseline: a bare node:http server, in its own process (forked by the bench), answering
// each benchmarked request with exactly the status, headers and body the app gave for it. The
// parent sends { port, responses: [{ method?, path, status, headers, body (base64) }] } or, for
// the many answers of the mixed day, { port, file } (the same objects as JSON lines) over IPC
// and waits for { ready: true }. Answers are told apart by method (GET unless given) and path.
// The file is read a line at a time, so only the answers' bytes stay in memory.
import { createReadStream } from 'node:fs';
import http from 'node:http';
import readline from 'node:readline';

async function* lines(file) {
  for await (const line of readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity })) if (line) yield JSON.parse(line);
}

process.once('message', async ({ port, responses, file }) => {
  const byRequest = new Map();
  for await (const r of file ? lines(file) : responses) {
    const body = Buffer.from(r.body, 'base64');
    byRequest.set(`${r.method ?? 'GET'} ${r.path}`, { status: r.status, headers: { ...r.headers, 'content-length': String(body.length) }, body });
  }
  const server = http.createServer((req, res) => {
    // A write's body is read and dropped, as the app reads it, so keep-alive stays in step.
    req.resume();
    const answer = byRequest.get(`${req.method} ${req.url}`);
    if (!answer) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not a benchmarked path');
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  // Same keep-alive behaviour as Fastify's defaults, so connections are reused alike.
  server.keepAliveTimeout = 72_000;
  server.listen(port, '127.0.0.1', () => process.send({ ready: true }));
});

process.on('disconnect', () => process.exit(0));
