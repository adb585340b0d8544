import { useMutation, useQueryClient, type UseMutationOptions } from "@tanstack/react-query";
import { startChange, type Change } from "./change-effects.ts";

/** A change named outright, or picked from the answer (null: nothing changed, e.g. an edit that sent nothing). */
export type DeclaredChange<Result, Variables> =
  Change | ((result: Result, variables: Variables) => Change | null | undefined);

/** A change the server's refusal reveals (someone else changed it first), picked from the error. */
export type DeclaredRefusal<Variables> = Change | ((error: Error, variables: Variables) => Change | null | undefined);

export type ApiMutationOptions<Result, Variables, Context> = UseMutationOptions<Result, Error, Variables, Context> & {
  /** What the server changed when it answered (`change-effects.ts`): applied to the cache around `onSuccess`. */
  changes?: DeclaredChange<Result, Variables>;
  /** What may be out of date when the server refused: applied to the cache after `onError`. */
  refusalChanges?: DeclaredRefusal<Variables>;
};

export function resolveChange<A, B>(
  declared: Change | ((a: A, b: B) => Change | null | undefined) | undefined,
  a: A,
  b: B,
): Change | null | undefined {
  return typeof declared === "function" ? declared(a, b) : declared;
}

/**
 * The one mutation style of the app: a TanStack mutation that declares the server change it makes, so the
 * cache learns of it from the table (`change-effects.ts`) and no screen invalidates another feature's queries.
 * What was kept from the answer is in the cache before `onSuccess` runs (the screen may move on to it); what is
 * gone is dropped and the queries shown are read again after it (once the screen has moved on), and the
 * mutation is done when they are.
 */
export function useApiMutation<Result = unknown, Variables = void, Context = unknown>(
  options: ApiMutationOptions<Result, Variables, Context>,
) {
  const queryClient = useQueryClient();
  const { changes, refusalChanges, onSuccess, onError, ...rest } = options;
  return useMutation<Result, Error, Variables, Context>({
    ...rest,
    onSuccess: async (result, variables, context, fnContext) => {
      const finish = startChange(queryClient, resolveChange(changes, result, variables));
      await onSuccess?.(result, variables, context, fnContext);
      await finish();
    },
    onError: async (error, variables, context, fnContext) => {
      await onError?.(error, variables, context, fnContext);
      await startChange(queryClient, resolveChange(refusalChanges, error, variables))();
    },
  });
}
