// The file a request names below a served folder, or null: shared by the
// bench's servers so both read a path the same way and never leave the folder.
import { statSync } from 'node:fs';
import { join, normalize } from 'node:path';

export function fileFor(root, url) {
  let path = decodeURIComponent(new URL(url, 'http://x').pathname);
  if (path.endsWith('/')) path += 'index.html';
  const file = normalize(join(root, path));
  const inside = file.startsWith(normalize(root)) && statSync(file, { throwIfNoEntry: false })?.isFile();
  return inside ? { file, path } : null;
}
