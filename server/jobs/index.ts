import type { Job } from "./worker";

/** The jobs every worker runs, in order. The refill engine and the scheduler register here. */
export const jobs: Job[] = [];
