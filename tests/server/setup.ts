import { appendFileSync } from "node:fs";
import { afterAll, beforeAll, expect } from "vitest";
import { answers } from "./openapi-check";
import { forgetAll, simulatedPayments } from "../../server/integrations/payments/simulated";

// Server tests run with quiet logs and never touch the developer's data folder.
process.env.LOG_LEVEL ??= "silent";

// The files share their worker's modules (isolate: false, vite.config.ts), and so the simulated processor
// (a process's singleton, as a real processor is the world's). Each file starts with a fresh database whose
// ids start again at 1, so its processor starts with an empty memory too: otherwise a rental's idempotency
// key ("rental-3-payment", "rental-7-hold") would meet the answer a previous file's rental got. All of its
// memory: forgetting charges but not holds let bank-step.test.ts's refused hold meet another file's placed one.
beforeAll(() => forgetAll(simulatedPayments.record));

// Every answer a file's apps sent is held to the OpenAPI document (openapi-check.ts, issue 39): the file fails
// on any violation. OPENAPI_CHECK_LOG=<file> appends each file's figures (answers checked, violations) to it.
let file: string | undefined;
beforeAll(() => {
  file = expect.getState().testPath;
  answers.checked = 0;
  answers.violations = [];
});
afterAll(() => {
  if (process.env.OPENAPI_CHECK_LOG)
    appendFileSync(
      process.env.OPENAPI_CHECK_LOG,
      `${JSON.stringify({ file, checked: answers.checked, violations: answers.violations })}\n`,
    );
  expect(answers.violations, "answers that break the OpenAPI document").toEqual([]);
});
