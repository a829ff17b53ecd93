import { TransientProviderError } from "./payments/types";

/**
 * The start of every call to a simulated outside service (the payment processor, the top-up carrier), as a
 * real one behaves: the call is counted in `record.calls`, takes `latencyMs`, is unreachable
 * (TransientProviderError with the `unreachable` words) when `transient` says so, and a repeat of a key it
 * already answered gets that answer again. Undefined for a key never answered: the caller answers it.
 */
export async function simulatedCall<Request, Answer>(
  record: { calls: number; answers: Map<string, Answer> },
  options: { latencyMs?: number; transient?: (request: Request, call: number) => boolean },
  request: Request,
  key: string,
  unreachable: string,
): Promise<Answer | undefined> {
  record.calls += 1;
  const call = record.calls;
  if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
  if (options.transient?.(request, call)) throw new TransientProviderError(unreachable);
  return record.answers.get(key);
}
