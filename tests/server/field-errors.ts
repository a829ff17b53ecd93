import { expect } from "vitest";

export type FieldErrorCase<B = unknown> = [body: B, answer: Record<string, string[]>];

/** An answer as `app.inject` gives it, or as the `call`/`send` helpers give it (status and parsed body). */
type Answer = { statusCode: number; json: () => unknown } | { status: number; body: unknown };

/** Each body is refused with a 400 naming exactly these fields and messages (never a 500). */
export async function expectFieldErrors<B>(
  send: (body: B) => Promise<Answer>,
  cases: FieldErrorCase<B>[],
): Promise<void> {
  for (const [body, answer] of cases) {
    const res = await send(body);
    const [status, json] = "statusCode" in res ? [res.statusCode, res.json()] : [res.status, res.body];
    expect(status, JSON.stringify(body)).toBe(400);
    expect(json, JSON.stringify(body)).toEqual(answer);
  }
}
