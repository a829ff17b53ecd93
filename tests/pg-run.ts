import { spawnSync } from "node:child_process";
import pg from "pg";

/**
 * `npm run test:pg`: the server suite on PostgreSQL. Each test file creates and drops a database of its own
 * on TEST_DATABASE_URL (default: the local server's `test` database, used only to connect).
 */
const url = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function main() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    console.error(`Cannot reach PostgreSQL at ${url}: ${(err as Error).message}`);
    console.error(
      "Start it (e.g. pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start) or set TEST_DATABASE_URL.",
    );
    process.exit(1);
  }
  // Databases left behind by a run that was killed: their owning process is gone.
  const stale = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like 't\\_%\\_%'",
  );
  for (const { datname } of stale.rows) {
    const pid = Number(datname.split("_")[1]);
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (!alive) await client.query(`drop database if exists ${datname} with (force)`);
  }
  await client.end();

  const args = ["vitest", "run", "--project", "server", ...process.argv.slice(2)];
  const result = spawnSync("npx", args, {
    stdio: "inherit",
    env: { ...process.env, SERVER_TESTS_POSTGRES_URL: url },
  });
  process.exit(result.status ?? 1);
}

void main();
