// The tournament's pairing, off the page: the tournament screens' own wasm
// (no screen mounts in a worker) answers each question with a round, so
// pairing hundreds of players never freezes the page.
import init, { pair } from './tournament_screen.js';

init().then(() => {
  onmessage = (event) => postMessage(pair(event.data));
  postMessage('ready');
}, (why) => {
  // Thrown from a timer, it reaches the page as the worker's error event.
  setTimeout(() => { throw why; });
});
