import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The copies of @refinedev/antd's pieces name the version they follow: an upgrade of the package fails here
// until each copy has been compared with the new source and its header changed.
const root = join(__dirname, "../../../..");
const installed = (
  JSON.parse(readFileSync(join(root, "node_modules/@refinedev/antd/package.json"), "utf8")) as {
    version: string;
  }
).version;
const folder = join(root, "src/components/refine");

describe("the copied Refine pieces", () => {
  it.each(readdirSync(folder))("%s names the installed @refinedev/antd version", (file) => {
    const header = readFileSync(join(folder, file), "utf8").slice(0, 400);
    expect(header).toContain(`Follows @refinedev/antd ${installed},`);
  });
});
