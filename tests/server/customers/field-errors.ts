import { expect } from "vitest";

export type FieldErrorCase = [body: unknown, answer: Record<string, string[]>];

/** Each body is refused with a 400 naming exactly these fields and messages (never a 500). */
export async function expectFieldErrors(
  send: (body: unknown) => Promise<{ statusCode: number; json: () => unknown }>,
  cases: FieldErrorCase[],
): Promise<void> {
  for (const [body, answer] of cases) {
    const res = await send(body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json(), JSON.stringify(body)).toEqual(answer);
  }
}
