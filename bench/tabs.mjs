// How a tab learns of another tab's write, in this machine's Chromium: the
// `storage` event that a write to localStorage raises in the other tabs,
// against a BroadcastChannel message posted after the write, and a write
// made under a Web Lock (navigator.locks) as a transaction across tabs
// would need. Two tabs of one page; each way is timed from just before the
// write in tab A to the handler in tab B (performance.timeOrigin + now(),
// one clock for both tabs of one browser), over SAMPLES writes of a record
// the size of a 300-player tournament. Prints one table: median and p95.
//
//   node bench/tabs.mjs            (SAMPLES=200, CHROMIUM=/usr/bin/chromium)
import http from 'node:http';
import { chromium } from 'playwright-core';

const SAMPLES = Number(process.env.SAMPLES ?? 200);
const PAGE = '<!doctype html><title>tabs</title><p>tabs</p>';
const server = http.createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const context = await browser.newContext();
const a = await context.newPage();
const b = await context.newPage();
await a.goto(url);
await b.goto(url);

// Tab B records when each way delivered sample n.
await b.evaluate(() => {
  const now = () => performance.timeOrigin + performance.now();
  window.heard = { storage: [], broadcast: [], locked: [] };
  addEventListener('storage', (e) => {
    if (e.key === 'record') heard.storage.push(now());
    if (e.key === 'locked') heard.locked.push(now());
  });
  new BroadcastChannel('records').onmessage = () => heard.broadcast.push(now());
});

// About the size of a 300-player tournament's record.
const body = 'x'.repeat(120_000);
const sent = await a.evaluate(async ({ samples, body }) => {
  const now = () => performance.timeOrigin + performance.now();
  const channel = new BroadcastChannel('records');
  const wait = () => new Promise((ok) => setTimeout(ok, 20));
  const sent = { storage: [], broadcast: [], locked: [] };
  for (let n = 0; n < samples; n++) {
    sent.storage.push(now());
    localStorage.setItem('record', body + n);
    await wait();
    sent.broadcast.push(now());
    localStorage.setItem('other', body + n);
    channel.postMessage(n);
    await wait();
    sent.locked.push(now());
    await navigator.locks.request('records', async () => {
      localStorage.setItem('locked', body + n);
    });
    await wait();
  }
  return sent;
}, { samples: SAMPLES, body });
await new Promise((ok) => setTimeout(ok, 500));
const heard = await b.evaluate(() => heard);

const ms = (xs) => xs.map((x) => x.toFixed(2)).join(' / ');
const stats = (way) => {
  const d = sent[way].map((t, i) => heard[way][i] - t).filter(Number.isFinite).sort((x, y) => x - y);
  return [d[Math.floor(d.length / 2)], d[Math.floor(d.length * 0.95)], d.length];
};
console.log(`A write in one tab, heard in another (${SAMPLES} writes of ${body.length / 1000} KB, ms):`);
console.log('| way | median / p95 | heard |');
console.log('|---|---|---|');
for (const [way, name] of [['storage', '`storage` event'], ['broadcast', 'BroadcastChannel after the write'], ['locked', 'write under a Web Lock, then `storage`']]) {
  const [median, p95, count] = stats(way);
  console.log(`| ${name} | ${ms([median, p95])} | ${count}/${SAMPLES} |`);
}
await browser.close();
server.close();
