// Builds the peer page into dist/: the script bundled and minified by esbuild,
// chessground's own three style sheets (board, colours, pieces) in one file.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const here = new URL('.', import.meta.url).pathname;
const modules = new URL('../node_modules/', import.meta.url).pathname;
mkdirSync(here + 'dist', { recursive: true });
await build({
  entryPoints: [here + 'src/peer.js'],
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2020',
  outfile: here + 'dist/peer.js',
});
const assets = modules + 'chessground/assets/';
const css = ['chessground.base.css', 'chessground.brown.css', 'chessground.cburnett.css']
  .map((f) => readFileSync(assets + f, 'utf8'))
  .join('\n');
await build({
  stdin: { contents: css, loader: 'css' },
  minify: true,
  outfile: here + 'dist/peer.css',
});
copyFileSync(here + 'src/index.html', here + 'dist/index.html');
