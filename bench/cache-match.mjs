// What the service worker pays to find a file in the offline copy: a
// `cache.match` with and without `ignoreSearch` (a match that ignores the
// query reads every entry of the cache), on a built site's own cache in a
// profile kept on disk, as a tablet's is (`run.mjs`'s pages keep theirs in
// memory). Timed from the page, which reaches the same CacheStorage.
//
//   node bench/cache-match.mjs DIR      (RUNS=200)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveFolder } from './files.mjs';

const [root] = process.argv.slice(2);
if (!root) throw new Error('usage: node bench/cache-match.mjs DIR');
const RUNS = Number(process.env.RUNS ?? 200);
const { server, origin } = await serveFolder(root);
const profile = mkdtempSync(join(tmpdir(), 'peoncito-cache-'));
const launch = () => chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });

// The first visit keeps the offline copy; a new browser on the same
// profile then reads it from disk.
let context = await launch();
let page = context.pages()[0] ?? await context.newPage();
await page.goto(`${origin}/`);
// The offline copy is kept whole once the service worker is in charge.
await page.waitForFunction(() => navigator.serviceWorker.controller);
await context.close();
context = await launch();
page = context.pages()[0] ?? await context.newPage();
await page.goto(`${origin}/`);
await page.waitForSelector('[data-square="e2"] [data-piece]');
const result = await page.evaluate(async (runs) => {
  const [name] = (await caches.keys()).filter((k) => k.startsWith('peoncito-'));
  const urls = (await (await caches.open(name)).keys()).map((r) => r.url);
  const wasm = urls.find((u) => /peoncito-[0-9a-f]+_bg\.wasm$/.test(u));
  const time = async (ignoreSearch) => {
    const began = performance.now();
    for (let i = 0; i < runs; i++) await (await caches.open(name)).match(wasm, { ignoreSearch });
    return (performance.now() - began) / runs;
  };
  // Alternated, so that both meet the machine alike.
  const exact = [];
  const queryBlind = [];
  for (let round = 0; round < 4; round++) {
    exact.push(await time(false));
    queryBlind.push(await time(true));
  }
  const median = (v) => v.sort((a, b) => a - b)[Math.floor(v.length / 2)];
  return { entries: urls.length, exact: median(exact), queryBlind: median(queryBlind) };
}, RUNS / 4);
await context.close();
server.close();
rmSync(profile, { recursive: true, force: true });
console.log(`the offline copy's cache, ${result.entries} entries, on disk: a match ${result.exact.toFixed(2)} ms exact, ` +
  `${result.queryBlind.toFixed(2)} ms ignoring the query`);
