// autocannon as every benchmark here runs it: response bodies read and counted, not kept.
//
// autocannon 8 appends each response's body to a string (`req.body += data` in
// lib/pipelinedRequestsQueue.js; upstream issue mcollina/autocannon#485) for `verifyBody`,
// `expectBody` and `requests[].onResponse`, none of which these benchmarks use. Decoding a page's
// 21 KB of brotli as UTF-8 costs about 70 µs, and in a CPU profile of autocannon loading `GET /`
// it was 68% of the client's time: on the two cores the client shares with the server, the
// pages' req/s measured the client (docs/performance-history.md §27). Its bytes still arrive,
// are parsed and are counted in the throughput.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const { prototype: queue } = require('autocannon/lib/pipelinedRequestsQueue.js');
if (typeof queue.addBody !== 'function') {
  throw new Error('autocannon no longer has PipelinedRequestsQueue#addBody: see scripts/bench/load-generator.mjs');
}
queue.addBody = () => {};

/** autocannon(options), refusing the options that would need the bodies it no longer keeps. */
export function loadTest(options) {
  for (const needsBody of ['verifyBody', 'expectBody', 'requests']) {
    if (needsBody in options) {
      throw new Error(`load-generator.mjs keeps no response bodies: ${needsBody} is not available`);
    }
  }
  return autocannon(options);
}
