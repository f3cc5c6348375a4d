import http from 'node:http';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { chromium } from 'playwright-core';
import { fileFor } from './files.mjs';
const root = '/tmp/distprof';
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm' };
const server = http.createServer((req, res) => {
  const { file } = fileFor(root, req.url) ?? {};
  if (!file) { console.log('404', req.url); res.writeHead(404).end(); return; }
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const page = await browser.newPage();
page.on('console', (m) => console.log('C', m.text()));
page.on('pageerror', (e) => console.log('E', e.message));
await page.goto(`http://127.0.0.1:${server.address().port}/`);
await page.waitForTimeout(3000);
await browser.close(); server.close();
