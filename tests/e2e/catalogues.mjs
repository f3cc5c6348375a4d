// The words each language's translation files hold (core/locales), read
// the way the page shows them: a regional variant (es-419) is its parent's
// messages with its own written over them. What a page in one language
// must not show is a word only the other languages' files hold.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LOCALES = fileURLToPath(new URL('../../core/locales/', import.meta.url));

/** Every language, by its folder's name (`ca`, `es-419`…). */
export const LANGUAGES = readdirSync(LOCALES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The messages of one folder, by area and name: `board/to-move` → its text. */
function messages(code) {
  const found = new Map();
  for (const file of readdirSync(`${LOCALES}${code}`).filter((f) => f.endsWith('.ftl'))) {
    const area = file.replace(/\.ftl$/, '');
    let name = null;
    for (const line of readFileSync(`${LOCALES}${code}/${file}`, 'utf8').split('\n')) {
      const start = line.match(/^([a-z][a-z0-9-]*)\s*=(.*)$/);
      if (start) {
        name = `${area}/${start[1]}`;
        found.set(name, start[2]);
      } else if (name && /^(\s+\S|})/.test(line)) {
        found.set(name, `${found.get(name)}\n${line}`);
      } else {
        name = null;
      }
    }
  }
  return found;
}

/** The words a message's text shows, without Fluent's syntax: the
 *  placeables, the choices' keys and braces. */
function words(text) {
  const shown = text
    .replace(/\{\s*(?:\$[\w-]+|NUMBER\([^)]*\))\s*(?:->)?\s*\}?/g, ' ')
    .replace(/^\s*\*?\[[^\]]+\]/gm, ' ')
    .replace(/[{}]/g, ' ');
  return shown.toLowerCase().match(/\p{L}+/gu) ?? [];
}

/** The messages a page in `code` shows: a variant's parent first. */
function shown(code) {
  const parent = code.includes('-') ? messages(code.split('-')[0]) : new Map();
  return new Map([...parent, ...messages(code)]);
}

/** Each language's words, as a set. */
export const CATALOGUES = new Map(LANGUAGES.map((code) => [code, new Set([...shown(code).values()].flatMap(words))]));

/** The words a page in `code` must not show: those some other language's
 *  files hold and its own do not. */
export function foreignTo(code) {
  const own = CATALOGUES.get(code);
  const foreign = new Map();
  for (const [other, catalogue] of CATALOGUES) {
    if (other === code) continue;
    for (const word of catalogue) {
      if (!own.has(word) && !foreign.has(word)) foreign.set(word, other);
    }
  }
  return foreign;
}
