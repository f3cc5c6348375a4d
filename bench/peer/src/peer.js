// The peer page: lichess's board (chessground) and rules (chessops), doing
// what Peoncito's board does on every move: legal-move dots, a move list and
// the game saved on the device.
import { Chessground } from 'chessground';
import { Chess } from 'chessops/chess';
import { chessgroundDests } from 'chessops/compat';
import { makeFen } from 'chessops/fen';
import { makeSan } from 'chessops/san';
import { parseSquare } from 'chessops/util';

const KEY = 'peer.game';
const pos = Chess.default();
const played = [];
const list = document.getElementById('moves');

function colour() {
  return pos.turn;
}

const ground = Chessground(document.getElementById('board'), {
  fen: makeFen(pos.toSetup()),
  turnColor: colour(),
  // Peoncito does not slide pieces: both boards show a move at once.
  animation: { enabled: false },
  movable: {
    free: false,
    color: colour(),
    dests: chessgroundDests(pos),
    showDests: true,
    events: { after: onMove },
  },
});

function onMove(orig, dest) {
  const from = parseSquare(orig);
  const to = parseSquare(dest);
  const piece = pos.board.get(from);
  const lastRank = to >> 3 === 0 || to >> 3 === 7;
  const move = { from, to, promotion: piece?.role === 'pawn' && lastRank ? 'queen' : undefined };
  const san = makeSan(pos, move);
  pos.play(move);
  played.push(orig + dest);
  const item = document.createElement('li');
  item.textContent = san;
  list.appendChild(item);
  ground.set({
    fen: makeFen(pos.toSetup()),
    turnColor: colour(),
    check: pos.isCheck(),
    movable: { color: colour(), dests: chessgroundDests(pos) },
  });
  localStorage.setItem(KEY, JSON.stringify(played));
}
