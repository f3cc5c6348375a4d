// The file a request names below a served folder, or null: shared by the
// bench's servers so both read a path the same way and never leave the folder.
// And a plain server of a folder (no compression), for the scripts that
// drive a built page on this machine only.
import http from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

export const TYPES = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.png': 'image/png',
};

export function fileFor(root, url) {
  let path = decodeURIComponent(new URL(url, 'http://x').pathname);
  if (path.endsWith('/')) path += 'index.html';
  const file = normalize(join(root, path));
  const inside = file.startsWith(normalize(root)) && statSync(file, { throwIfNoEntry: false })?.isFile();
  return inside ? { file, path } : null;
}

/** Serves `root` on a free port of 127.0.0.1; `extra(req, res)` may answer
 * a request first (returning true). Resolves to the server and its origin. */
export async function serveFolder(root, extra = () => false) {
  const server = http.createServer((req, res) => {
    if (extra(req, res)) return;
    const found = fileFor(root, req.url);
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(found.file)] ?? 'application/octet-stream' });
    res.end(readFileSync(found.file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

/** A Ruy Lopez, long enough for the move list and the saved game to matter:
 * the moves the profiling scripts tap, from and to. */
const OPENING = 'e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3 e8g8 h2h3 c6a5 b3c2 c7c5 d2d4 d8c7'
  .split(' ');

/** The opening's squares, in the order they are tapped. */
export const OPENING_TAPS = OPENING.flatMap((uci) => [uci.slice(0, 2), uci.slice(2, 4)]);

/** The centre of each square the opening taps on Peoncito's page, found
 * before anything is measured: Playwright's own search, and the layout it
 * forces, would otherwise be counted as the page's. */
export async function openingCentres(page) {
  const centres = new Map();
  for (const sq of OPENING_TAPS) {
    const box = await page.locator(`[data-square="${sq}"]`).boundingBox();
    centres.set(sq, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  }
  return centres;
}

/** Taps the opening square by square at `centres`, each press held 60 ms
 * like a finger's, `pause` ms between taps; gives the number of taps. */
export async function tapOpening(page, centres, pause) {
  for (const sq of OPENING_TAPS) {
    const { x, y } = centres.get(sq);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.waitForTimeout(60);
    await page.mouse.up();
    await page.waitForTimeout(pause);
  }
  return OPENING_TAPS.length;
}

/** The value of `expression` in the page once it is a number, asked every
 * 50 ms through the page's own DevTools session (`cdp`): Playwright's waits
 * would first put its script of some hundred kilobytes in the page, and at
 * 6× CPU parsing it (~50 ms) runs on the main thread a load is timed on. */
export async function numberFromPage(cdp, expression) {
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (typeof result.value === 'number') return result.value;
    await new Promise((ok) => setTimeout(ok, 50));
  }
}
