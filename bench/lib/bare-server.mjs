// The baseline: a bare node:http server, in its own process (forked by the bench), answering
// each benchmarked path with exactly the status, headers and body the app gave for it. The
// parent sends { port, responses: [{ path, status, headers, body (base64) }] } over IPC and
// waits for { ready: true }.
import http from 'node:http';

process.once('message', ({ port, responses }) => {
  const byPath = new Map(
    responses.map((r) => {
      const body = Buffer.from(r.body, 'base64');
      return [r.path, { status: r.status, headers: { ...r.headers, 'content-length': String(body.length) }, body }];
    }),
  );
  const server = http.createServer((req, res) => {
    const answer = byPath.get(req.url);
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
