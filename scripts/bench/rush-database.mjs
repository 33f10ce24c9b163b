// The rush benchmark's own access to the storefront's database (SQLite file or PostgreSQL): it
// makes the buyers' accounts and sessions before the rush, and reads the ledger after it.
import { createHash, randomBytes, randomUUID, scryptSync } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';

/** One database, one `query(sql, params)`: `?` placeholders on both (numbered for PostgreSQL here). */
export function openStore(databaseUrl) {
  if (databaseUrl.startsWith('file:')) {
    const db = new Database(databaseUrl.slice('file:'.length));
    db.pragma('busy_timeout = 10000');
    return {
      dialect: 'sqlite',
      async query(sql, params = []) {
        const statement = db.prepare(sql);
        if (statement.reader) return statement.all(...params);
        statement.run(...params);
        return [];
      },
      async transaction(work) {
        db.exec('begin');
        try {
          await work();
          db.exec('commit');
        } catch (error) {
          db.exec('rollback');
          throw error;
        }
      },
      close: async () => db.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // Its connections die when the benchmark restarts PostgreSQL: that must not end the script.
  pool.on('error', () => {});
  const numbered = (sql) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  return {
    dialect: 'postgres',
    async query(sql, params = []) {
      return (await pool.query(numbered(sql), params)).rows;
    },
    async transaction(work) {
      await pool.query('begin');
      try {
        await work();
        await pool.query('commit');
      } catch (error) {
        await pool.query('rollback');
        throw error;
      }
    },
    close: () => pool.end(),
  };
}

/** A password hash in the server's stored form (password.ts), made once for every buyer: nobody signs in with it. */
function passwordHash() {
  const salt = randomBytes(16);
  const key = scryptSync('rush-benchmark-pass', salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 256 * 2 ** 15 * 8 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * `count` confirmed accounts, each signed in (a session row: the SHA-256 of its token, as
 * sessions-repository.ts stores it), written straight into the database: through sign-up they
 * would cost two scrypt hashes each. Answers each buyer's session token.
 */
export async function insertBuyers(store, count) {
  const hash = passwordHash();
  const now = new Date();
  const stamp = now.toISOString();
  const expires = new Date(now.getTime() + 24 * 60 * 60_000).toISOString();
  const run = Date.now().toString(36);
  const tokens = [];
  const batch = store.dialect === 'postgres' ? 500 : 1;
  for (let from = 0; from < count; from += 500) {
    const users = [];
    const sessions = [];
    for (let i = from; i < Math.min(count, from + 500); i += 1) {
      const id = randomUUID();
      const name = `rush${run}x${i}`;
      const token = randomBytes(32).toString('base64url');
      tokens.push(token);
      users.push([id, name, name, `${name}@example.com`, hash, stamp, stamp, stamp]);
      sessions.push([createHash('sha256').update(token).digest('hex'), id, stamp, expires]);
    }
    await store.transaction(async () => {
      for (let i = 0; i < users.length; i += batch) {
        const rows = users.slice(i, i + batch);
        await store.query(
          `insert into users (id, username, username_key, email, password_hash, email_verified_at, created_at, updated_at, role)
           values ${rows.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, 'customer')").join(', ')}`,
          rows.flat(),
        );
        const keys = sessions.slice(i, i + batch);
        await store.query(
          `insert into sessions (id, user_id, created_at, expires_at) values ${keys.map(() => '(?, ?, ?, ?)').join(', ')}`,
          keys.flat(),
        );
      }
    });
  }
  return tokens;
}
