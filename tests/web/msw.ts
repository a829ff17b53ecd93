import { http, HttpResponse, type JsonBodyType, type RequestHandler } from "msw";
import { setupServer } from "msw/node";

/** The address the panel calls for an API path (same origin as the page by default). */
export const api = (path: string) => new URL(path, window.location.origin).toString();

/**
 * The API as msw answers it in the panel's tests: only the handlers a test declares (anything else fails),
 * plus sign-out's token revocation, which every sign-out and release makes.
 */
export const server = setupServer(
  http.post(api("/api/user/logout/"), () => new HttpResponse(null, { status: 204 })),
);

export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  authorization: string | null;
  body: unknown;
}

/** A JSON body parsed; any other (a file's bytes) as its text. */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Every request the panel makes from now on, in order. */
export function recordRequests(): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  server.events.on("request:start", async ({ request }) => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    requests.push({
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      authorization: request.headers.get("authorization"),
      body: text ? jsonOrText(text) : undefined,
    });
  });
  return requests;
}

export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

/**
 * `method path` answering `answers` in turn, each once, and the last one from then on: a refused save, then
 * the accepted one. What was sent is in renderApp's `requests`.
 */
export function answerInTurn(
  method: "post" | "patch" | "delete",
  path: string,
  ...answers: Array<() => Response>
): RequestHandler[] {
  const last = answers.length - 1;
  return answers.map((answer, i) => http[method](api(path), answer, { once: i < last }));
}

/** POST `path` refused with DRF's field errors `errors` (400) the first time, then creating `created` (201). */
export const refusedThenCreated = (path: string, errors: Record<string, string[]>, created: JsonBodyType) =>
  answerInTurn(
    "post",
    path,
    () => json(errors, 400),
    () => json(created, 201),
  );

/** POST `path` answering what `answer` makes of the JSON body sent (a server that checks what it gets). */
export const answerByBody = <T>(path: string, answer: (body: T) => Response) =>
  http.post(api(path), async ({ request }) => answer((await request.json()) as T));

/** POST `path` refused with DRF's `{ detail }` (400 unless `status` says otherwise): the reason the panel shows. */
export const refusedPost = (path: string, detail: string, status = 400) =>
  http.post(api(path), () => json({ detail }, status));

/** DELETE's answer when it worked: no content. */
export const noContent = () => new HttpResponse(null, { status: 204 });

export { http, HttpResponse };
