import { serve } from "./serve";

/** `npm start` / `npm run serve`: the API and the panel, with the worker in-process unless WORKER=off. */
serve().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
