// @vitest-environment happy-dom
import type { Round } from "@stint/shared/rounds";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { roundKeys } from "./query-keys.ts";
import { useApiMutation } from "./use-api-mutation.ts";
import "../test/dom.tsx";

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData([...roundKeys.lists, {}], { seeded: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const listStale = () => queryClient.getQueryState([...roundKeys.lists, {}])?.isInvalidated ?? false;
  return { queryClient, wrapper, listStale };
}

describe("useApiMutation", () => {
  it("applies the declared change: the answer is kept before onSuccess, the rest is refreshed after it", async () => {
    const { queryClient, wrapper, listStale } = setup();
    const round = { id: "round-1", name: "Spring" } as Round;
    const seen: unknown[] = [];
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: async () => round,
          changes: (saved) => ["round.saved", saved],
          onSuccess: () => {
            seen.push(queryClient.getQueryData(roundKeys.detail("round-1")), listStale());
          },
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync());
    expect(seen).toEqual([round, false]);
    expect(listStale()).toBe(true);
  });

  it("applies the refusal's change after onError, and nothing of `changes`", async () => {
    const { queryClient, wrapper, listStale } = setup();
    const order: string[] = [];
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: async (): Promise<Round> => {
            throw new Error("Refused.");
          },
          changes: (saved) => ["round.saved", saved],
          refusalChanges: "round.refused",
          onError: () => {
            order.push(listStale() ? "stale" : "fresh");
          },
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(order).toEqual(["fresh"]);
    expect(listStale()).toBe(true);
    expect(queryClient.getQueryData(roundKeys.detail("round-1"))).toBeUndefined();
  });
});
