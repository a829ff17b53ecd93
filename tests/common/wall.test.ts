import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The wall between the halves is a lint rule (eslint.config.js): these cases prove it holds, so that a
 * change to the configuration that quietly lets the panel load server code fails here.
 */
const eslint = new ESLint();

async function refused(filePath: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.some((m) => m.ruleId === "@typescript-eslint/no-restricted-imports");
}

describe("imports between server/, the panel and common/", () => {
  it.each([
    ["src/x.ts", 'import { buildApp } from "../server/app";'],
    ["resources/cards/x.tsx", 'import { cardLabel } from "../../server/integrations/payments/cards";'],
    ["resources/cards/x.tsx", 'import { pk } from "@server/http/ids";'],
    ["resources/cards/x.tsx", 'import { planAnswer } from "@common/api";'],
    ["resources/cards/x.tsx", 'import { cardRow } from "@common/api/lines";'],
    ["server/modules/x/y.ts", 'import { API_URL } from "../../../src/config";'],
    ["server/modules/x/y.ts", 'import { cards } from "@resources/cards";'],
    ["common/x.ts", 'import { formatCents } from "../server/http/money";'],
    ["common/x.ts", 'import { API_URL } from "../src/config";'],
    ["common/x.ts", 'import { readFileSync } from "node:fs";'],
    ["common/x.ts", 'import { join } from "path";'],
  ])("refuses in %s: %s", async (file, code) => {
    expect(await refused(file, `${code}\nexport {};\n`)).toBe(true);
  });

  it.each([
    ["resources/cards/x.tsx", 'import { cardLabel } from "@common/cards";'],
    ["resources/cards/x.tsx", 'import type { Plan } from "@common/api";'],
    ["resources/cards/x.tsx", 'import { DEVICE_KINDS } from "@common/api/enums";'],
    ["resources/cards/x.tsx", 'import { renderToString } from "react-dom/server";'],
    ["server/modules/x/y.ts", 'import { planAnswer } from "../../../common/api";'],
    ["common/x.ts", 'import { z } from "zod";'],
  ])("allows in %s: %s", async (file, code) => {
    expect(await refused(file, `${code}\nexport {};\n`)).toBe(false);
  });
});
