import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { sql, type Placeholder } from "drizzle-orm";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "~db/schema";
import { seedDatabase } from "~db/seed";
import { env } from "~/server/platform/env.server";
import { periodicWork } from "~/server/platform/periodic.server";

export type AppDatabase = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");

/** Runs `work` as one write transaction and returns what it returns (see `writeTransaction`). */
export type WriteTransaction = <Result>(work: (tx: AppDatabase) => Result) => Result;

type Connection = { db: AppDatabase; writeTransaction: WriteTransaction };

/**
 * The data folder holds mail with reset links, sessions and secrets: it is its owner's alone.
 * A new folder is made 0700; the database file is made (or set) 0600 before SQLite opens it,
 * and SQLite gives its -wal and -shm files the database file's mode.
 */
function keepPrivate(file: string): void {
  const folder = path.dirname(path.resolve(file));
  if (!fs.existsSync(folder)) fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, "a", 0o600));
  for (const own of [file, `${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(own)) fs.chmodSync(own, 0o600);
  }
}

/** How many compiled statements a connection keeps for reuse, the least recently used let go first. */
const PREPARED_STATEMENTS_KEPT = 500;

/**
 * The connection's `prepare` hands back the statement it compiled for the same SQL before
 * (every query the app and drizzle run passes through it), reset to return rows as objects.
 * A statement is a native object: one compiled per query per request lived on into the old
 * generation, so the heap grew by about 30 KB a request until a full collection paused every
 * request in flight. A statement in the middle of an iteration is not handed out twice.
 */
function reusePreparedStatements(sqlite: Database.Database): void {
  const compile = sqlite.prepare.bind(sqlite);
  const kept = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    const statement = kept.get(source);
    if (statement && !statement.busy) {
      kept.delete(source);
      kept.set(source, statement);
      return statement.reader ? statement.raw(false).pluck(false).expand(false) : statement;
    }
    const compiled = compile(source);
    if (!statement) {
      kept.set(source, compiled);
      if (kept.size > PREPARED_STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
    }
    return compiled;
  }) as Database.Database["prepare"];
}

function openDatabase(file: string): Connection {
  keepPrivate(file);
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL"); // safe with WAL; fsync at checkpoints only
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  reusePreparedStatements(sqlite);
  const database = drizzle(sqlite, { schema });
  // One better-sqlite3 transaction function, made once and called with each piece of work.
  const immediate = sqlite.transaction((work: () => unknown) => work()).immediate;
  const writeTransaction: WriteTransaction = (work) => immediate(() => work(database)) as ReturnType<typeof work>;
  migrate(database, { migrationsFolder: MIGRATIONS_FOLDER });
  writeTransaction((tx) =>
    seedDatabase(tx, {
      timeZone: env.HOST_TIMEZONE,
      hours: env.HOST_HOURS,
      minNoticeHours: env.MIN_NOTICE_HOURS,
      bufferMinutes: env.CALL_BUFFER_MINUTES,
      maxCallsPerDay: env.MAX_CALLS_PER_DAY,
      changeCutoffHours: env.CHANGE_CUTOFF_HOURS,
      noticeEmail: env.HOST_NOTIFY_EMAIL,
    }),
  );
  // ANALYZE (plannerStatistics) reads at most about this many rows per index: quick on big tables.
  sqlite.pragma("analysis_limit = 1000");
  return { db: database, writeTransaction };
}

// One connection per process, kept across dev-server rebuilds.
const globalForDb = globalThis as unknown as { appConnection?: Connection };
const connection = (globalForDb.appConnection ??= openDatabase(env.DATABASE_PATH));

export const db: AppDatabase = connection.db;

/**
 * Every write transaction goes through here: `work` runs inside BEGIN IMMEDIATE ... COMMIT,
 * and a throw rolls it all back. IMMEDIATE takes SQLite's write lock at the start, so when
 * another process is writing (the create-admin script, the end-to-end tests) the
 * transaction waits for it (busy_timeout). A deferred transaction that has read first
 * cannot wait without losing its snapshot, so SQLite refuses its first write at once with
 * SQLITE_BUSY.
 *
 * `tx` is the one connection, so everything run on it or on `db` inside `work` belongs to
 * the transaction; `work` must be synchronous. Called inside another write transaction it
 * becomes a savepoint of that one. Hot paths call it like any other: the transaction
 * function behind it is made once.
 */
export const writeTransaction: WriteTransaction = connection.writeTransaction;

/** The folder beside the database file, where generated secrets live. */
export const dataDirectory = path.dirname(path.resolve(env.DATABASE_PATH));

/** A unique index or primary key refused the write (say, a second account for one e-mail). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/** A placeholder per field, for an insert prepared once and then run with each row's values. */
export function placeholders<const Field extends string>(fields: readonly Field[]): Record<Field, Placeholder<Field>> {
  return Object.fromEntries(fields.map((field) => [field, sql.placeholder(field)])) as Record<Field, Placeholder<Field>>;
}

/**
 * The query planner picks an index by the tables' statistics (sqlite_stat1); without them it
 * guesses, and at size a guess can read every paid order to find one user's. They are made at
 * start and kept current as tables grow, every hour: SQLite's advice for a long-lived connection
 * (PRAGMA optimize; 0x10000: every table, not only those this connection has read so far).
 */
export const plannerStatistics = periodicWork("planner-statistics", () => connection.db.$client.pragma("optimize = 0x10002"), 60 * 60 * 1000);
