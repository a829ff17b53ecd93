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
    ["src/x.ts", 'import { buildApp } from "../server/app";', true],
    ["resources/cards/x.tsx", 'import { cardLabel } from "../../server/integrations/payments/cards";', true],
    ["resources/cards/x.tsx", 'import { pk } from "@server/http/ids";', true],
    ["resources/cards/x.tsx", 'import { planAnswer } from "@common/api";', true],
    ["resources/cards/x.tsx", 'import { cardRow } from "@common/api/lines";', true],
    ["server/modules/x/y.ts", 'import { API_URL } from "../../../src/config";', true],
    ["server/modules/x/y.ts", 'import { cards } from "@resources/cards";', true],
    ["common/x.ts", 'import { formatCents } from "../server/http/money";', true],
    ["common/x.ts", 'import { API_URL } from "../src/config";', true],
    ["common/x.ts", 'import { readFileSync } from "node:fs";', true],
    ["common/x.ts", 'import { join } from "path";', true],
    ["resources/cards/x.tsx", 'import { cardLabel } from "@common/cards";', false],
    ["resources/cards/x.tsx", 'import type { Plan } from "@common/api";', false],
    ["resources/cards/x.tsx", 'import { DEVICE_KINDS } from "@common/api/enums";', false],
    ["resources/cards/x.tsx", 'import { renderToString } from "react-dom/server";', false],
    ["server/modules/x/y.ts", 'import { planAnswer } from "../../../common/api";', false],
    ["common/x.ts", 'import { z } from "zod";', false],
  ])("in %s: %s (refused: %s)", async (file, code, refuse) => {
    expect(await refused(file, `${code}\nexport {};\n`)).toBe(refuse);
  });
});
