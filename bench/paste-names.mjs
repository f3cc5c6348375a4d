// Pasting a class list on this machine's Chromium, from the built site
// (`dist/`, `trunk build --release` first): for lists of 100 to 2 000
// names, how long the page takes to read the pasted list (from the input
// event to the frame after it: every name is checked against the others
// as it is typed) and to save
// the class until its last pupil shows, with the longest task (Long Tasks
// API) each time. Time a name should stay level as lists grow: reading a
// list is linear (an earlier version's was quadratic, 2.7 s for 300 names).
//
//   node bench/paste-names.mjs      (SIZES="100 300 1000 2000")
import { serve, launch, openClass, action } from '../tests/e2e/support.mjs';

const SIZES = (process.env.SIZES ?? '100 300 1000 2000').split(/\s+/).map(Number);

const server = await serve();
const browser = await launch();
console.log('names   paste ms   save ms   longest task ms   µs a name (paste)');
for (const size of SIZES) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longest = Math.max(window.longest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(server.url);
  await page.locator('[data-square="e1"]').waitFor();
  await openClass(page);
  await page.locator('[data-field="class-name"]').fill('Whole school');
  // Accents, case and the same first names, as a school's list has them.
  const first = ['Álvaro', 'Lucía', 'Íker', 'Marta', 'Hugo', 'Nuria', 'Óscar', 'Zoe'];
  const names = Array.from({ length: size }, (_, i) => `${first[i % first.length]} ${String.fromCharCode(65 + (i % 26))}${i}`);
  await page.evaluate(() => { window.longest = 0; });
  // From the input to the end of the frame that shows what it changed
  // (the page reads the list in its reactive updates, after the event).
  const paste = await page.locator('[data-field="class-list"]').evaluate((area, text) => new Promise((done) => {
    const start = performance.now();
    area.value = text;
    area.dispatchEvent(new Event('input', { bubbles: true }));
    requestAnimationFrame(() => setTimeout(() => done(performance.now() - start), 0));
  }), names.join('\n'));
  // Saved once the last pupil's row shows, watched from inside the page:
  // the driver's own searches of a long table would run in the page's
  // main thread and be counted as its tasks.
  const last = `.class-grid tr[data-pupil="${names.at(-1)}"]`;
  const shown = page.evaluate((selector) => new Promise((done) => {
    const start = performance.now();
    new MutationObserver((_, watch) => {
      if (document.querySelector(selector)) {
        watch.disconnect();
        done(performance.now() - start);
      }
    }).observe(document.body, { childList: true, subtree: true });
  }), last);
  await action(page, 'save-class').click();
  const save = Math.round(await shown);
  const longest = await page.evaluate(() => window.longest);
  console.log(`${String(size).padStart(5)}   ${paste.toFixed(0).padStart(8)}   ${String(save).padStart(7)}   ${longest.toFixed(0).padStart(15)}   ${(paste * 1000 / size).toFixed(0).padStart(17)}`);
  await context.close();
}
await browser.close();
await server.close();
