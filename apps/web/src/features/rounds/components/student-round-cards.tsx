import { Stack } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useLeaveGuard } from "../../../lib/use-leave-guard.ts";
import { useRoundList } from "../../../lib/round-list.ts";
import { StudentRoundCard } from "./student-round-card.tsx";

/**
 * A student's placement rounds on the matching list, a card each above the tabs: nothing when they take part in
 * none. `?round={id}` (a notification's link) scrolls to that round's card and highlights it. Unsaved rankings
 * are guarded like other forms' changes: one guard for all the cards.
 */
export function StudentRoundCards() {
  const rounds = useRoundList();
  const [searchParams] = useSearchParams();
  const target = searchParams.get("round");
  const [dirtyRounds, setDirtyRounds] = useState<ReadonlySet<string>>(new Set());
  useLeaveGuard(dirtyRounds.size > 0);
  const onDirtyChange = useCallback(
    (roundId: string, dirty: boolean) =>
      setDirtyRounds((current) => {
        if (current.has(roundId) === dirty) return current;
        const next = new Set(current);
        if (dirty) next.add(roundId);
        else next.delete(roundId);
        return next;
      }),
    [],
  );
  const items = rounds.data ?? [];
  const found = target !== null && items.some((round) => round.id === target);

  useEffect(() => {
    if (!found) return;
    const card = document.getElementById(`round-${target}`);
    if (!card) return;
    card.scrollIntoView({ block: "start", behavior: "smooth" });
    card.focus({ preventScroll: true });
  }, [found, target]);

  // A failure to list them leaves the matching list as it was: rounds are an extra, the tabs are the screen.
  if (items.length === 0) return null;
  return (
    <Stack gap="md" mb="xl">
      {items.map((round) => (
        <StudentRoundCard
          key={round.id}
          summary={round}
          highlighted={round.id === target}
          onDirtyChange={onDirtyChange}
        />
      ))}
    </Stack>
  );
}
