// A district's day through one school server: a Swiss of PLAYERS children
// (600 by default) over ROUNDS rounds (8), its results sent by DEVICES
// tablets (20) through a CouchDB-compatible server (pouchdb-server from the
// e2e tests' packages, in memory), entered on the tournament's device — the
// built site (`dist/`, `trunk build --release` first) in this machine's
// Chromium, replicating through PouchDB as a teacher's laptop would.
//
// The tablets are simulated: each writes its boards' results to the server
// as the documents a tablet's replication writes (`result:<device>:…`, the
// game's record), so what is timed is the server and the tournament device,
// not twenty browsers on two cores. For each round:
// - pairing: "Pair round" until all its boards show (in the pairing worker);
// - one result: from the tablet's write to the board's result shown and the
//   standings updated on the tournament device (the median of SAMPLES);
// - the round's end: every other result written at once by the tablets,
//   until the standings hold them all, with the longest task meanwhile.
//
//   node bench/district.mjs      (PLAYERS=600 ROUNDS=8 DEVICES=20 SAMPLES=3)
//
// With PEONCITO_COUCHDB=http://admin:password@host:5984 (as for the e2e
// tests) the day runs through that server instead, in a new database: Apache
// CouchDB 3 with CORS on, as docs/school-server.md sets it up.
import { createHash } from 'node:crypto';
import { serve, launch, startPouchServer, freePort } from '../tests/e2e/support.mjs';

const PLAYERS = Number(process.env.PLAYERS ?? 600);
const ROUNDS = Number(process.env.ROUNDS ?? 8);
const DEVICES = Number(process.env.DEVICES ?? 20);
const SAMPLES = Number(process.env.SAMPLES ?? 3);
const OUTSIDE = process.env.PEONCITO_COUCHDB ? new URL(process.env.PEONCITO_COUCHDB) : null;
const [USER, PASSWORD] = OUTSIDE
  ? [decodeURIComponent(OUTSIDE.username), decodeURIComponent(OUTSIDE.password)]
  : ['profe', 'distrito-2026'];
const [DB, EVENT] = [`distrito-${Date.now()}`, 'District day'];

const couch = OUTSIDE
  ? { url: OUTSIDE.origin, stop: async () => {} }
  : await startPouchServer(await freePort(), USER, PASSWORD);
const auth = { Authorization: 'Basic ' + Buffer.from(`${USER}:${PASSWORD}`).toString('base64') };
const site = await serve();
const browser = await launch();
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' })).newPage();
await page.goto(site.url);
await page.locator('[data-square="e1"]').waitFor();
const action = (name) => page.locator(`[data-action="${name}"]`);
await action('teacher').click();
await page.locator('[data-pin="pin"]').fill('1234');
await page.locator('[data-pin="again"]').fill('1234');
await action('set-pin').click();
await action('recovery-noted').click();
await action('school-server').click();
for (const [field, value] of [['server-url', couch.url], ['server-db', DB], ['server-user', USER], ['server-password', PASSWORD]]) {
  await page.locator(`[data-field="${field}"]`).fill(value);
}
await action('connect-server').click();
await page.locator('[data-sync="live"]').waitFor({ timeout: 30_000 });
await action('close-tournament').click();
await action('teacher').click();
await page.locator('[data-pin="pin"]').fill('1234');
await action('unlock').click();
await action('tournament').click();
await page.locator('[data-field="tournament-name"]').fill(EVENT);
await page.locator('[data-system="swiss"]').click();
// The list as a paste gives it, in one input event (Playwright's `fill`
// types it through the editing commands, which take Chromium minutes for
// 600 lines: a test driver's cost, not the app's).
await page.locator('[data-field="players"]').evaluate((area, text) => {
  area.value = text;
  area.dispatchEvent(new Event('input', { bubbles: true }));
}, Array.from({ length: PLAYERS }, (_, i) => `Pupil ${i + 1}`).join('\n'));
await page.locator(`[data-players-count="${PLAYERS}"]`).waitFor();
await page.locator('[data-field="rounds"]').fill(String(ROUNDS));
await action('create-tournament').click();
await page.evaluate(() => {
  window.longest = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longest = Math.max(window.longest, e.duration);
  }).observe({ type: 'longtask', buffered: false });
});

// Fool's mate for Black, the scholar's mate for White: games that end.
const GAMES = { '0-1': '1. f3 e5 2. g4 Qh4# 0-1', '1-0': '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0' };
function resultDocument(device, round, { board, white, black }, result) {
  const record = `[Event "${EVENT}"]\n[Round "${round}.${board}"]\n[White "${white}"]\n[Black "${black}"]\n`
    + `[Result "${result}"]\n\n${GAMES[result]}\n`;
  const fingerprint = createHash('sha256').update(record).digest('hex').slice(0, 16);
  return { _id: `result:${device.toString(16).padStart(16, '0')}:${fingerprint}`, record };
}
async function write(docs) {
  const answer = await fetch(`${couch.url}/${DB}/_bulk_docs`, {
    method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ docs }),
  });
  if (!answer.ok) throw new Error(`the server refused: ${answer.status}`);
}
// The standings' points, as the tournament device shows them.
const shownPoints = () => page.evaluate(() => [...document.querySelectorAll('tr[data-player][data-points]')]
  .reduce((sum, row) => sum + Number(row.dataset.points), 0));
async function pointsReach(total) {
  await page.waitForFunction((want) => [...document.querySelectorAll('tr[data-player][data-points]')]
    .reduce((sum, row) => sum + Number(row.dataset.points), 0) >= want, total, { timeout: 300_000, polling: 'raf' });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
let total = 0;
for (let round = 1; round <= ROUNDS; round++) {
  await page.evaluate(() => { window.longest = 0; });
  const t0 = Date.now();
  await action('pair-round').click();
  await page.waitForFunction((number) => {
    const section = document.querySelector(`[data-round="${number}"]`);
    const open = section?.querySelector('[data-still-playing]');
    return open && section.querySelectorAll('tr[data-board]').length === Number(open.dataset.stillPlaying);
  }, round, { timeout: 300_000 });
  const pairing = Date.now() - t0;
  const boards = await page.locator(`[data-round="${round}"] tr[data-board]`).evaluateAll((trs) => trs.map((tr) => ({
    board: Number(tr.dataset.board), white: tr.dataset.white, black: tr.dataset.black,
  })));
  const results = boards.map((_, i) => ((i + round) % 2 ? '1-0' : '0-1'));
  // A few results alone, each from its tablet to the standings.
  const single = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = Date.now();
    await write([resultDocument(1 + (i % DEVICES), round, boards[i], results[i])]);
    total += 1;
    await page.locator(`[data-round="${round}"] tr[data-board="${boards[i].board}"] [data-result="${results[i]}"][aria-pressed="true"]`)
      .waitFor({ timeout: 60_000 });
    await pointsReach(total);
    single.push(Date.now() - start);
  }
  // The round's end: every tablet sends the rest of its boards at once.
  await page.evaluate(() => { window.longest = 0; });
  const start = Date.now();
  await Promise.all(Array.from({ length: DEVICES }, (_, d) => write(boards
    .map((b, i) => [b, i]).filter(([, i]) => i >= SAMPLES && i % DEVICES === d)
    .map(([b, i]) => resultDocument(d + 1, round, b, results[i])))));
  total += boards.length - SAMPLES;
  await pointsReach(total);
  const burst = Date.now() - start;
  const burstTask = await page.evaluate(() => window.longest);
  rows.push({ round, boards: boards.length, pairing, single: median(single), burst, burstTask });
  console.log(`round ${round}: ${boards.length} boards; pairing ${pairing} ms; one result to the standings `
    + `${median(single)} ms (median of ${SAMPLES}); the other ${boards.length - SAMPLES} at once ${burst} ms `
    + `(longest task ${Math.round(burstTask)} ms)`);
}
if ((await shownPoints()) !== total) throw new Error(`standings hold ${await shownPoints()} points, ${total} played`);
console.log(`${PLAYERS} players, ${DEVICES} tablets, ${ROUNDS} rounds: pairing median ${median(rows.map((r) => r.pairing))} ms `
  + `(max ${Math.max(...rows.map((r) => r.pairing))}); one result to the standings median ${median(rows.map((r) => r.single))} ms `
  + `(max ${Math.max(...rows.map((r) => r.single))}); a round's end median ${median(rows.map((r) => r.burst))} ms `
  + `(max ${Math.max(...rows.map((r) => r.burst))})`);
await browser.close();
site.close();
await couch.stop();
