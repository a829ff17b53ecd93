/**
 * The bench's sizes, from the environment (`npm run bench`, tests/bench/run.ts): BENCH_ROWS transactions
 * (default 1,000,000), BENCH_RENTALS rentals (a fifth as many), BENCH_CUSTOMERS customers, BENCH_RUNS timed
 * runs of each call. BENCH_ROWS=2000 BENCH_RUNS=2 is a quick run.
 */
export const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
export const RENTALS = Number(process.env.BENCH_RENTALS ?? Math.round(ROWS / 5));
export const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? Math.max(100, Math.round(ROWS / 50)));
export const RUNS = Number(process.env.BENCH_RUNS ?? 15);
