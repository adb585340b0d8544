/**
 * What a screen does when a round's change succeeds or fails (a toast, moving on). Given to the mutation hook
 * itself rather than to `mutate`: the button that started it is often gone once the round's new answer is in
 * the cache (an answered place has no buttons any more), and `mutate`'s own callbacks never run after that.
 */
export type MutationHandlers<Result, Variables> = {
  onSuccess?: (result: Result, variables: Variables) => unknown;
  onError?: (error: Error, variables: Variables) => unknown;
};
