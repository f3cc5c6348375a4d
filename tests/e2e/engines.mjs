// The three browser engines a school's devices run, driven through W3C
// WebDriver (selenium-webdriver): Chromium (chromedriver), Firefox ESR
// (geckodriver) and WebKitGTK, the engine of Safari and of every browser on
// an iPad (WebKitWebDriver driving its MiniBrowser). Playwright drives only
// its own patched Firefox and WebKit builds, which this machine cannot
// download; WebDriver is the one protocol all three system browsers speak
// (tests/e2e/README.md).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { Builder, By, Key, Origin } from 'selenium-webdriver';

const MINIBROWSER = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/libexec/webkit2gtk-4.1/MiniBrowser']
  .find((path) => existsSync(path));

/** What each engine needs: its driver, and the capabilities asking for the
 *  system's browser. */
export const ENGINES = {
  chromium: {
    driver: () => process.env.CHROMEDRIVER || '/usr/bin/chromedriver',
    args: (port) => [`--port=${port}`],
    capabilities: () => ({
      browserName: 'chrome',
      'goog:chromeOptions': {
        binary: process.env.CHROMIUM || '/usr/bin/chromium',
        args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic',
          '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
          '--hide-scrollbars', `--user-data-dir=${mkdtempSync(join(tmpdir(), 'peoncito-chromium-'))}`],
      },
    }),
  },
  firefox: {
    driver: () => process.env.GECKODRIVER || 'geckodriver',
    args: (port) => [`--port=${port}`, '--host=127.0.0.1'],
    capabilities: () => ({
      browserName: 'firefox',
      'moz:firefoxOptions': {
        binary: process.env.FIREFOX || '/usr/bin/firefox-esr',
        args: ['-headless'],
        // No network but loopback here: nothing Firefox fetches of its own.
        // No bar over the page saying this machine lacks Speech Dispatcher
        // (the app reads moves aloud): it takes 51 px of the page's height.
        prefs: { 'app.update.enabled': false, 'browser.shell.checkDefaultBrowser': false, 'datareporting.policy.dataSubmissionEnabled': false,
          'media.webspeech.synth.dont_notify_on_error': true },
      },
    }),
  },
  webkit: {
    driver: () => process.env.WEBKITWEBDRIVER || '/usr/bin/WebKitWebDriver',
    args: (port) => [`--port=${port}`],
    capabilities: () => ({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    }),
    // MiniBrowser draws a real window: it needs a display (Xvfb).
    display: true,
  },
};

const freePort = () => new Promise((ok, fail) => {
  const probe = createServer();
  probe.on('error', fail);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => ok(port));
  });
});

async function waitForPort(port, child, ms = 20000) {
  const end = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the driver stopped (${child.exitCode})`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/status`);
      if (answer.ok) return;
    } catch { /* not listening yet */ }
    if (Date.now() > end) throw new Error(`the driver did not answer on port ${port}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

let xvfb;
/** One virtual display for every engine that needs one, started once. */
async function display() {
  if (process.env.DISPLAY) return process.env.DISPLAY;
  if (!xvfb) {
    xvfb = new Promise((ok, fail) => {
      const child = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '2000x1400x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
      const late = setTimeout(() => { child.kill(); fail(new Error('Xvfb gave no display in 15 s')); }, 15000);
      child.on('error', fail);
      child.on('exit', (code) => fail(new Error(`Xvfb stopped (${code}) before giving a display`)));
      child.stdout.once('data', (number) => {
        clearTimeout(late);
        ok({ child, name: `:${String(number).trim()}` });
      });
      process.once('exit', () => child.kill());
    });
  }
  return (await xvfb).name;
}

/** Stops the virtual display, once every engine is closed. */
export async function stopDisplay() {
  if (xvfb) (await xvfb).child.kill();
  xvfb = undefined;
}

/** Whether this machine has the engine's driver (and, for WebKit, its
 *  MiniBrowser and a display): `.ci/setup` installs them with the browsers. */
export function available(name) {
  const engine = ENGINES[name];
  const which = (cmd) => cmd.startsWith('/') ? existsSync(cmd)
    : (process.env.PATH || '').split(':').some((dir) => existsSync(join(dir, cmd)));
  if (name === 'webkit') return which(engine.driver()) && Boolean(MINIBROWSER) && (Boolean(process.env.DISPLAY) || which('Xvfb'));
  return which(engine.driver());
}

/** Starts `name`'s driver and a session in it; resolves to a `Browser`. */
export async function startEngine(name) {
  const engine = ENGINES[name];
  const port = await freePort();
  const env = { ...process.env };
  if (engine.display) env.DISPLAY = await display();
  const child = spawn(engine.driver(), engine.args(port), { env, stdio: 'ignore' });
  try {
    await waitForPort(port, child);
    const driver = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(engine.capabilities()).build();
    return new Browser(name, driver, child);
  } catch (why) {
    child.kill();
    throw why;
  }
}

const FAILED = fileURLToPath(new URL('../../target/screens/failed/', import.meta.url));
mkdirSync(FAILED, { recursive: true });

/** The three, by the names tests give them. */
export const ENGINE_NAMES = Object.keys(ENGINES);

/** Runs `walk` in the engine, closing it after; an engine this machine
 *  lacks fails the test (`.ci/setup` installs all three). */
export async function inEngine(name, walk) {
  assert.ok(available(name), `${name}: its driver or browser is not installed (.ci/setup installs it)`);
  const browser = await startEngine(name);
  try {
    await walk(browser);
  } catch (why) {
    // What the page showed when it failed, to look at.
    await browser.screenshot(`${FAILED}${name}-${walk.name}.png`).catch(() => {});
    throw why;
  } finally {
    await browser.close();
  }
}

/** Sets a first PIN (the device has none yet). */
export async function firstPin(browser, pin) {
  await browser.click('[data-action="teacher"]');
  await browser.type('[data-pin="pin"]', pin);
  await browser.type('[data-pin="again"]', pin);
  await browser.click('[data-action="set-pin"]');
  await browser.click('[data-action="recovery-noted"]');
}

/** Opens the teacher's panel: the PIN typed when it is asked (the panel
 *  opened a moment ago does not ask again). */
export async function unlock(browser, pin) {
  await browser.click('[data-action="teacher"]');
  await browser.waitFor('[data-pin="pin"], [data-action="close-teacher"]');
  if (await browser.run(() => Boolean(document.querySelector('[data-pin="pin"]')))) {
    await browser.type('[data-pin="pin"]', pin);
    await browser.click('[data-action="unlock"]');
  }
  await browser.waitFor('[data-action="close-teacher"]');
}

/** One engine's session, with what the tests do in it. */
export class Browser {
  constructor(name, driver, child) {
    this.name = name;
    this.driver = driver;
    this.child = child;
  }

  /** Ends the session (its browser with it) within 20 s, then the driver. */
  async close() {
    const late = new Promise((ok) => setTimeout(ok, 20000));
    await Promise.race([this.driver.quit().catch(() => {}), late]);
    this.child.kill();
  }

  /** Sizes the page (the browser's inside, not its window) to exactly
   *  width × height: each engine draws its own bars around it. */
  async viewport(width, height) {
    const window = this.driver.manage().window();
    let rect = { width, height };
    for (let attempt = 0; attempt < 4; attempt++) {
      await window.setRect(rect);
      // The page hears of the new size a moment after the window has it.
      let [w, h] = [0, 0];
      for (let wait = 0; wait < 20; wait++) {
        const [w2, h2] = await this.run(() => [innerWidth, innerHeight]);
        if (w2 === w && h2 === h) break;
        [w, h] = [w2, h2];
        await new Promise((ok) => setTimeout(ok, 50));
      }
      if (w === width && h === height) {
        this.size = { width, height };
        return;
      }
      rect = { width: rect.width + width - w, height: rect.height + height - h };
    }
    const [w, h] = await this.run(() => [innerWidth, innerHeight]);
    throw new Error(`${this.name}: the page is ${w}×${h}, not ${width}×${height}`);
  }

  /** Runs `fn(...args)` in the page and returns what it returns. */
  run(fn, ...args) {
    return this.driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args);
  }

  /** Waits until `css` is on the page and drawn. */
  async waitFor(css, ms = 10000) {
    const end = Date.now() + ms;
    for (;;) {
      const shown = await this.run((sel) => {
        const el = document.querySelector(sel);
        return Boolean(el && el.getClientRects().length);
      }, css);
      if (shown) return;
      if (Date.now() > end) throw new Error(`${this.name}: ${css} never showed`);
      await new Promise((ok) => setTimeout(ok, 50));
    }
  }

  /** Opens `url` and waits for the board. */
  async open(url) {
    await this.driver.get(url);
    await this.waitFor('[data-square="e1"]', 20000);
    // A page opened afresh shows its top (WebKit keeps the place of an
    // address opened again).
    await this.run(() => scrollTo(0, 0));
    // A bar the browser put over the page would make every size a lie.
    if (this.size) {
      await this.settled();
      const [w, h] = await this.run(() => [innerWidth, innerHeight]);
      if (w !== this.size.width || h !== this.size.height) {
        throw new Error(`${this.name}: the page became ${w}×${h}, not ${this.size.width}×${this.size.height}: the browser drew a bar over it`);
      }
    }
  }

  /** Forgets everything the app kept on this device, then opens `url`.
   *  The storage is cleared from a page of the same site that is not the
   *  app, so that no app is running to write it again. */
  async fresh(url) {
    await this.driver.get(new URL('icons/icon-192.png', url).href);
    await this.run(() => new Promise((done) => {
      localStorage.clear();
      sessionStorage.clear();
      const names = indexedDB.databases ? indexedDB.databases() : Promise.resolve([]);
      names.then((dbs) => Promise.all(dbs.map((db) => new Promise((ok) => {
        const req = indexedDB.deleteDatabase(db.name);
        req.onsuccess = req.onerror = req.onblocked = () => ok();
      })))).then(() => done(), () => done());
    }));
    await this.open(url);
  }

  /** Clicks the element `css` as a child would: where it is when it is in
   *  view; brought into view first (as a child scrolls to it) when not. */
  async click(css) {
    await this.waitFor(css);
    const at = await this.run((sel) => {
      const r = document.querySelector(sel).getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      const inView = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
      return inView && hit && document.querySelector(sel).contains(hit) ? { x: Math.round(x), y: Math.round(y) } : null;
    }, css);
    if (at) {
      await this.driver.actions({ async: true }).move({ x: at.x, y: at.y, origin: Origin.VIEWPORT }).press().release().perform();
    } else {
      await this.driver.findElement(By.css(css)).click();
    }
  }

  /** Types `text` into the field `css`. */
  async type(css, text) {
    await this.waitFor(css);
    const field = this.driver.findElement(By.css(css));
    await field.clear();
    // Lines by the Enter key: WebKit's driver drops a typed "\n".
    const keys = text.split('\n').flatMap((line, i) => (i ? [Key.ENTER, line] : [line]));
    await field.sendKeys(...keys);
  }

  /** Chooses `value` in the select `css`. */
  async choose(css, value) {
    await this.run((sel, v) => {
      const select = document.querySelector(sel);
      select.value = v;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }, css, value);
  }

  /** A tap where the child sees square `sq`, as the page lies now (no
   *  scrolling first): fails when the press lands elsewhere. */
  async tap(sq) {
    const at = await this.run((s) => {
      const r = document.querySelector(`[data-square="${s}"]`).getBoundingClientRect();
      return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };
    }, sq);
    await this.run(() => {
      window.__pressedOn = undefined;
      document.addEventListener('pointerdown', (e) => {
        window.__pressedOn = e.target.closest?.('[data-square]')?.dataset.square ?? null;
      }, { capture: true, once: true });
    });
    try {
      await this.driver.actions({ async: true }).move({ x: at.x, y: at.y, origin: Origin.VIEWPORT }).press().release().perform();
    } catch (why) {
      const view = await this.run(() => [innerWidth, innerHeight, scrollX, scrollY]);
      throw new Error(`${this.name}: the tap on ${sq} at (${at.x}, ${at.y}) failed (${why.name}), the view ${view[0]}×${view[1]} scrolled to (${view[2]}, ${view[3]})`);
    }
    const on = await this.run(() => window.__pressedOn);
    if (on !== sq) throw new Error(`${this.name}: the tap on ${sq} at (${at.x}, ${at.y}) landed on ${on ?? 'no square'}`);
    await this.settled();
  }

  /** Waits for the next frame and the task after it. */
  settled() {
    return this.driver.executeAsyncScript('const done = arguments[0]; requestAnimationFrame(() => setTimeout(done, 0));');
  }

  async tapMove(from, to) {
    await this.tap(from);
    await this.tap(to);
  }

  /** Saves a screenshot of the page. */
  async screenshot(path) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }
}

/** What a child cannot see without scrolling, as a list of sentences (empty
 *  when all is well): each element of `selectors` must be drawn whole inside
 *  the page's view; with `board`, every square whole inside the board and
 *  a press at its centre reaching it (`document.elementFromPoint`). */
export function layoutProblems(browser, selectors, { board = false } = {}) {
  return browser.run((sels, checkBoard) => {
    const problems = [];
    const inView = (r) => r.top >= -0.5 && r.left >= -0.5 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
    const where = (r) => `(${Math.round(r.left)}, ${Math.round(r.top)})–(${Math.round(r.right)}, ${Math.round(r.bottom)})`;
    for (const sel of sels) {
      const all = [...document.querySelectorAll(sel)].filter((el) => el.getClientRects().length);
      if (!all.length) problems.push(`${sel} is not shown`);
      for (const el of all) {
        const r = el.getBoundingClientRect();
        if (!inView(r)) problems.push(`${sel} at ${where(r)} is not whole inside the ${innerWidth}×${innerHeight} view`);
      }
    }
    if (checkBoard) {
      const frame = document.querySelector('.board').getBoundingClientRect();
      if (!inView(frame)) problems.push(`the board at ${where(frame)} is not whole inside the ${innerWidth}×${innerHeight} view`);
      for (const square of document.querySelectorAll('.board [data-square]')) {
        const sq = square.dataset.square;
        const r = square.getBoundingClientRect();
        if (r.left < frame.left - 0.5 || r.top < frame.top - 0.5 || r.right > frame.right + 0.5 || r.bottom > frame.bottom + 0.5) {
          problems.push(`square ${sq} at ${where(r)} spills past the board's frame ${where(frame)}`);
          continue;
        }
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const on = hit?.closest?.('[data-square]')?.dataset.square;
        if (on !== sq) problems.push(`a tap on ${sq}'s centre lands on ${on ?? hit?.className ?? 'nothing'}`);
      }
    }
    return problems;
  }, selectors, board);
}
