/** The parts of a react-query result that say whose answer its data is. */
interface QueryState {
  isSuccess: boolean;
  isPlaceholderData: boolean;
}

/**
 * A query's data once its own key was answered, else undefined. Refine's queries keep the last key's answer
 * as a placeholder while the next loads (react-query's keepPreviousData, Refine's default: a list keeps its
 * page while the next comes), and useCustom hands an empty `data` before any answer. Drawn as the new key's,
 * the placeholder showed another week's bars under the planner's days, another range's figures on the
 * dashboard, the price of the dates just changed. Pass useCustom's `query` and its `result.data`.
 */
export function currentAnswer<T>(query: QueryState, data: unknown): T | undefined {
  return query.isSuccess && !query.isPlaceholderData ? (data as T) : undefined;
}
