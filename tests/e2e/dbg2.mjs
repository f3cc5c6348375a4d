import { serve, launch } from './support.mjs';
const s = await serve(process.argv[2]); const b = await launch(); const p = await b.newPage();
p.on('pageerror', e => console.log('pageerror:', e.message));
await p.goto(s.url); await p.waitForTimeout(2000);
console.log('squares', await p.locator('[data-square]').count());
await b.close(); await s.close();
