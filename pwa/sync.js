// The bridge between the teacher's wasm (src/ui/sync) and PouchDB, which
// keeps a copy of the school server's database on the device and replicates
// it both ways. It carries documents and passes on what the server and the
// replication say, as they are: what a document means and what the device
// does about an answer are decided in Rust (src/sync). Imported by the
// teacher's wasm; PouchDB itself (pouchdb.min.js, the browser build of
// PouchDB, kept offline by the service worker) loads only when a server is
// set.

let loading;

function pouchdb() {
  // The browser build sets `window.PouchDB` when run.
  loading ??= import(new URL('pouchdb.min.js', document.baseURI).href).then(() => globalThis.PouchDB);
  return loading;
}

function basic(user, password) {
  const bytes = new TextEncoder().encode(`${user}:${password}`);
  return 'Basic ' + btoa(String.fromCharCode(...bytes));
}

// An HTTP request to the server: [status, body], or null when nothing
// answered (no network, nothing at that address, a browser refusal, or no
// whole answer within `within` ms). With `session`, the browser's session
// cookie says who the device is (no password is kept); else the password.
export async function ask(method, url, user, password, session, within) {
  const headers = user && !session ? { Authorization: basic(user, password) } : {};
  // CouchDB takes a POST's body only as JSON.
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  const credentials = session ? 'include' : 'omit';
  try {
    const signal = AbortSignal.timeout(within);
    const answer = await fetch(url, { method, headers, credentials, cache: 'no-store', signal });
    return [answer.status, await answer.text()];
  } catch {
    return null;
  }
}

// Asks CouchDB for a session (`_session`) and then whether the browser
// sends its cookie back: true when it does, and from then on the device
// needs no password (false for a server of another site, whose cookie the
// browser keeps from the page, or a server with no sessions).
export async function signIn(url, user, password, within) {
  try {
    const signal = AbortSignal.timeout(within);
    const body = JSON.stringify({ name: user, password });
    const headers = { 'Content-Type': 'application/json' };
    const opened = await fetch(`${url}/_session`, { method: 'POST', headers, body, credentials: 'include', cache: 'no-store', signal });
    if (!opened.ok) return false;
    const asked = await fetch(`${url}/_session`, { credentials: 'include', cache: 'no-store', signal });
    return asked.ok && (await asked.json())?.userCtx?.name === user;
  } catch {
    return false;
  }
}

// The device's copy of the server's database. Compacted as it goes: a
// tablet's board is written again after every move, and the copy needs
// only each document's latest version, not every earlier one's body.
export async function open(name) {
  const PouchDB = await pouchdb();
  return new PouchDB(name, { auto_compaction: true });
}

// The losing versions of the documents in conflict among `docs`.
async function losing(db, docs) {
  const versions = [];
  for (const doc of docs) {
    for (const rev of doc._conflicts ?? []) {
      try {
        versions.push(await db.get(doc._id, { rev }));
      } catch {
        // Already let go by another tab of this device.
      }
    }
  }
  return versions;
}

// Removes losing versions once Rust has merged them.
async function letGo(db, versions) {
  if (versions.length) {
    await db.bulkDocs(versions.map((v) => ({ _id: v._id, _rev: v._rev, _deleted: true })));
  }
}

// Everything the copy holds: [documents, losing versions, sequence], each
// list as JSON text. `take(docs, versions)` is called with what arrives
// later; it returns true once the device has kept it, and the losing
// versions are then let go.
export async function readAll(db) {
  // A copy the browser never opens fails here rather than leave the device
  // "connecting…": in WebKit's private windows PouchDB's first write (a
  // blob) is refused, and its setup then waits forever.
  let timer;
  const late = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error('the copy did not open')), 15000);
  });
  const info = await Promise.race([db.info(), late]).finally(() => clearTimeout(timer));
  const all = await db.allDocs({ include_docs: true, conflicts: true });
  const docs = all.rows.map((row) => row.doc);
  const versions = await losing(db, docs);
  return [JSON.stringify(docs), JSON.stringify(versions), info.update_seq];
}

export async function letGoText(db, versionsText) {
  await letGo(db, JSON.parse(versionsText));
}

// Follows what arrives in the copy after `since` (from the server, or
// written by another tab), a batch at a time.
export function follow(db, since, take) {
  let batch = [];
  let waiting = false;
  const feed = db.changes({ live: true, since, include_docs: true, conflicts: true });
  feed.on('change', (change) => {
    batch.push(change.doc);
    if (waiting) return;
    waiting = true;
    setTimeout(async () => {
      const docs = batch;
      batch = [];
      waiting = false;
      const versions = await losing(db, docs);
      if (take(JSON.stringify(docs), JSON.stringify(versions))) await letGo(db, versions);
    }, 50);
  });
  return feed;
}

// Writes documents (a JSON list) over what the copy holds, and deletes the
// documents named (a JSON list of ids); resolves to the JSON list of the
// ids written (another writer's version meanwhile refuses ours: it arrives
// through `follow`, is merged, and is written again).
export async function write(db, putText, deleteText) {
  const put = JSON.parse(putText);
  const gone = JSON.parse(deleteText);
  const held = await db.allDocs({ keys: [...put.map((d) => d._id), ...gone] });
  const revs = new Map(held.rows.filter((r) => r.value && !r.value.deleted).map((r) => [r.id, r.value.rev]));
  const docs = [
    ...put.map((d) => (revs.has(d._id) ? { ...d, _rev: revs.get(d._id) } : d)),
    ...gone.filter((id) => revs.has(id)).map((id) => ({ _id: id, _rev: revs.get(id), _deleted: true })),
  ];
  const results = docs.length ? await db.bulkDocs(docs) : [];
  return JSON.stringify(results.filter((r) => r.ok).map((r) => r.id));
}

// Replicates the copy with the server, both ways, for as long as the page
// is open, retrying after a failure (soon: a tablet back in the classroom
// should be in step within seconds). One replication each way, as PouchDB's
// two-way sync drops the error of a pause (the only sign that the server is
// gone while nothing changes). `report(direction, event, failed, status)`
// passes on their events: active, paused, denied, error.
export function replicate(db, url, user, password, session, report) {
  const PouchDB = globalThis.PouchDB;
  // PouchDB sends the browser's cookies with each request: with a session,
  // no password.
  const remote = new PouchDB(url, user && !session ? { auth: { username: user, password } } : {});
  const options = {
    live: true,
    retry: true,
    back_off_function: (delay) => (delay === 0 ? 1000 : Math.min(delay * 2, 8000)),
  };
  const both = [['push', db.replicate.to(remote, options)], ['pull', db.replicate.from(remote, options)]];
  for (const [direction, replication] of both) {
    for (const event of ['active', 'paused', 'denied', 'error']) {
      // Only a pause, a refusal or an error comes with an error.
      replication.on(event, (err) => {
        const failed = event !== 'active' && !!err;
        report(direction, event, failed, (failed && Number(err.status)) || 0);
      });
    }
  }
  return { cancel: () => both.forEach(([, replication]) => replication.cancel()) };
}

// Stops a replication or a feed.
export function stop(running) {
  running?.cancel?.();
}
