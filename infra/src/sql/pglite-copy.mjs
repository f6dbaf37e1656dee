// COPY on PGlite, shared by the in-process client (pglite.ts) and the database's own thread
// (pglite-thread.mjs). Plain JavaScript, so that the thread starts under node, tsx and vitest alike.

const utf8 = new TextEncoder();

/** Files of PGlite's own in-memory file system (its /tmp), one per COPY statement while it runs. */
let copyFiles = 0;

/**
 * `COPY table (columns)` from `data` (COPY's text format), run by `db` (the database or a transaction
 * of it): the text as a file of the database's in-memory file system, read by the server itself and
 * gone after the statement, whether it failed or not.
 */
export async function copyFromText(root, db, table, columns, data) {
  const { FS } = root.Module;
  const file = `/tmp/copy-${++copyFiles}`;
  FS.writeFile(file, utf8.encode(data));
  try {
    await db.query(`COPY ${table} (${columns.join(', ')}) FROM '${file}'`);
  } finally {
    FS.unlink(file);
  }
}
