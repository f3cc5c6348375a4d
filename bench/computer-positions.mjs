// The computer's test positions and its question for each, shared by
// `computer-speed.mjs` (every level) and `run.mjs` (level 8 beside the
// board's figures): a start and the moves that follow it, openings,
// middlegames and endings.
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// A start and the moves that follow it: the pupil's last move is checked
// for a blunder at the lower levels, as in a game.
export const POSITIONS = [
  [START, ''],
  [START, 'e2e4'],
  [START, 'e2e4 e7e5 g1f3 b8c6 f1c4'],
  [START, 'd2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5'],
  [START, 'e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3'],
  [START, 'e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3'],
  ['r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8', ''],
  ['r2q1rk1/pb1nbppp/1p2pn2/2pp4/2PP4/1PN1PN2/PB2BPPP/R2Q1RK1 w - - 0 10', ''],
  ['2rq1rk1/pp1bppbp/3p1np1/4n3/3NP3/1BN1BP2/PPPQ2PP/2KR3R w - - 0 12', ''],
  ['r1b2rk1/2q1bppp/p1np1n2/1p2p3/4P3/1BP2N1P/PP1N1PP1/R1BQR1K1 w - - 0 13', ''],
  ['r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10', ''],
  ['3r2k1/pp3ppp/2p5/8/8/2P5/PP3PPP/3R2K1 w - - 0 25', ''],
  ['8/5pk1/6p1/3R4/7P/6P1/r4PK1/8 b - - 0 40', ''],
  ['8/8/4k3/3p4/3P4/4K3/8/8 w - - 0 50', ''],
  ['6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1', ''],
  ['4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', ''],
];

/** The question the board asks the computer's wasm for position `index` at
 * `level`: the pupil's last move is checked for a blunder at the lower
 * levels, as in a game. */
export function question(level, index) {
  const [fen, moves] = POSITIONS[index];
  const checkLast = level <= 3 && moves !== '' ? 1 : 0;
  return `${level} ${index} ${checkLast}\n${fen}\n${moves}`;
}

/** Loads the worker's wasm into a page of the site's origin, to call it on
 * the page's main thread (which Chromium throttles; it does not throttle
 * workers). */
export async function loadOnPage(page) {
  await page.addScriptTag({ url: './computer_worker.js' });
  await page.evaluate(() => wasm_bindgen('./computer_worker_bg.wasm'));
}

/** Asks the computer on the page's main thread: [milliseconds, answer]. */
export function timeOnPage(page, q) {
  return page.evaluate((q) => {
    const started = performance.now();
    const answer = wasm_bindgen.think(q);
    return [performance.now() - started, answer];
  }, q);
}
