import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Button, Text, VisuallyHidden } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconX } from "@tabler/icons-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { addAt, describeMove, moveBy, moveTo, ordinal, remove, sameRanking, unrankedIds } from "../ranking.ts";
import classes from "./ranking-editor.module.css";

export type RankingItem = {
  id: string;
  /** What the item is called in the buttons' names and the announcements, e.g. a job's title. */
  title: string;
  /** Under the title, e.g. the company and city. */
  detail?: ReactNode;
  /** Beside the detail, e.g. the match score as a hint. */
  hint?: ReactNode;
};

type Props = {
  /** Every item that may be ranked, in the order "Not ranked" lists them. */
  items: RankingItem[];
  /** The ranked ids, best first. */
  ranked: string[];
  onChange: (ranked: string[]) => void;
  /** The lists' heading level inside the surrounding section. */
  headingOrder?: 3 | 4;
  /** What "Not ranked" means here, e.g. "Unranked = not acceptable". */
  unrankedNote: string;
  /** Shows the order only: no buttons, no dragging (after the ranking closed). */
  readOnly?: boolean;
  /** While saving. */
  disabled?: boolean;
};

const RANKED = "__ranked__";
const UNRANKED = "__unranked__";

/** Which button keeps the focus after a move: the first of these the item still has enabled. */
type FocusTarget = { id: string; actions: string[] };

/**
 * The one ranking editor of placement rounds, for a student's jobs and a company's applicants: an ordered
 * "Ranked" list and a "Not ranked" list. Every item has buttons with names (Move up, Move down, Remove, or
 * Add), so it works by keyboard and without dragging; a pointer may also drag an item by its handle, within
 * the ranking or from one list to the other (the handle works by keyboard too: Space, arrows, Space). Every
 * move is announced.
 */
export function RankingEditor({
  items,
  ranked,
  onChange,
  headingOrder = 3,
  unrankedNote,
  readOnly = false,
  disabled = false,
}: Props) {
  const ids = items.map((item) => item.id);
  const byId = new Map(items.map((item) => [item.id, item]));
  const visibleRanked = ranked.filter((id) => byId.has(id));
  const unranked = unrankedIds(ids, visibleRanked);
  const [announcement, setAnnouncement] = useState("");
  const container = useRef<HTMLDivElement>(null);
  /** Where the focus goes once the ranking shows the change (`from`: the ranking the change was made to). */
  const focusNext = useRef<{ target: FocusTarget; from: string[] } | null>(null);
  const rankedHeading = useId();
  const unrankedHeading = useId();
  const Heading = `h${headingOrder}` as const;
  const titleOf = (id: UniqueIdentifier) => byId.get(String(id))?.title ?? "The item";

  // After a move by button, the focus follows the item (or stays in the list it left) so the keyboard goes on.
  // Not before the ranking shows the move: a parent may apply it a render later (the button pressed may
  // already be gone, and with it the focus).
  useEffect(() => {
    const pending = focusNext.current;
    if (!pending || !container.current || sameRanking(pending.from, visibleRanked)) return;
    focusNext.current = null;
    const { target } = pending;
    for (const action of target.actions) {
      const button = container.current.querySelector<HTMLButtonElement>(
        `[data-item-id="${window.CSS.escape(target.id)}"][data-rank-action="${action}"]:not(:disabled)`,
      );
      if (button) {
        button.focus();
        return;
      }
    }
  });

  const change = (next: string[], id: string, focus?: FocusTarget) => {
    const message = describeMove(titleOf(id), visibleRanked, next, id);
    if (message) setAnnouncement(message);
    focusNext.current = focus ? { target: focus, from: visibleRanked } : null;
    onChange(next);
  };

  /** After an item leaves a list by button: the focus goes to the item now at its place there, else to it. */
  const neighbourFocus = (list: string[], id: string, action: string, fallback: FocusTarget): FocusTarget => {
    const rest = list.filter((other) => other !== id);
    const index = Math.min(list.indexOf(id), rest.length - 1);
    const neighbour = rest[index];
    return neighbour ? { id: neighbour, actions: [action, ...fallback.actions] } : fallback;
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const id = String(active.id);
    const overId = String(over.id);
    const fromRanked = visibleRanked.includes(id);
    const toRanked = overId === RANKED || visibleRanked.includes(overId);
    const toUnranked = overId === UNRANKED || unranked.includes(overId);
    const at = overId === RANKED ? visibleRanked.length : visibleRanked.indexOf(overId);
    if (fromRanked && toRanked) change(moveTo(visibleRanked, id, overId === RANKED ? visibleRanked.length : at), id);
    else if (!fromRanked && toRanked) change(addAt(visibleRanked, id, at), id);
    else if (fromRanked && toUnranked) change(remove(visibleRanked, id), id);
  };

  const where = (id: UniqueIdentifier | undefined) => {
    if (id === undefined) return "";
    const key = String(id);
    if (key === RANKED) return "at the end of the ranking";
    if (key === UNRANKED) return "over Not ranked";
    const index = visibleRanked.indexOf(key);
    return index >= 0 ? `over position ${index + 1} of the ranking` : "over Not ranked";
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is ${where(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} was dropped ${where(over.id)}.` : `${titleOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  const buttonsFor = (id: string, position: number | null): ReactNode => {
    const title = titleOf(id);
    if (readOnly) return null;
    if (position === null) {
      return (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          aria-label={`Add ${title} to the ranking`}
          data-item-id={id}
          data-rank-action="add"
          disabled={disabled}
          onClick={() =>
            change(addAt(visibleRanked, id), id, neighbourFocus(unranked, id, "add", { id, actions: ["remove", "up"] }))
          }
        >
          Add
        </Button>
      );
    }
    const last = position === visibleRanked.length;
    return (
      <>
        <ActionIcon
          variant="default"
          aria-label={`Move ${title} up`}
          data-item-id={id}
          data-rank-action="up"
          disabled={disabled || position === 1}
          onClick={() => change(moveBy(visibleRanked, id, -1), id, { id, actions: ["up", "down"] })}
        >
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={`Move ${title} down`}
          data-item-id={id}
          data-rank-action="down"
          disabled={disabled || last}
          onClick={() => change(moveBy(visibleRanked, id, 1), id, { id, actions: ["down", "up"] })}
        >
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          color="red"
          aria-label={`Remove ${title} from the ranking`}
          data-item-id={id}
          data-rank-action="remove"
          disabled={disabled}
          onClick={() =>
            change(remove(visibleRanked, id), id, neighbourFocus(visibleRanked, id, "remove", { id, actions: ["add"] }))
          }
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </>
    );
  };

  return (
    <div ref={container}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              "To move this item with the keyboard, press Space, then the arrow keys, then Space again to drop it, or Escape to cancel. The Move up, Move down, Add and Remove buttons do the same.",
          },
        }}
      >
        <div className={classes.lists}>
          <section aria-labelledby={rankedHeading}>
            <Text component={Heading} id={rankedHeading} fw={700} size="sm" mb={6}>
              Ranked ({visibleRanked.length}), best first
            </Text>
            <SortableContext items={visibleRanked} strategy={verticalListSortingStrategy}>
              <DropList
                id={RANKED}
                ordered
                labelledBy={rankedHeading}
                disabled={readOnly || disabled}
                empty={
                  visibleRanked.length > 0
                    ? null
                    : readOnly
                      ? "Nothing ranked."
                      : "Nothing ranked yet. Add from Not ranked, best first."
                }
              >
                {visibleRanked.map((id, index) => (
                  <Row
                    key={id}
                    item={byId.get(id)!}
                    position={index + 1}
                    readOnly={readOnly}
                    disabled={disabled}
                    buttons={buttonsFor(id, index + 1)}
                  />
                ))}
              </DropList>
            </SortableContext>
          </section>
          <section aria-labelledby={unrankedHeading}>
            <Text component={Heading} id={unrankedHeading} fw={700} size="sm" mb={0}>
              Not ranked ({unranked.length})
            </Text>
            <Text size="xs" c="gray.7" mb={6}>
              {unrankedNote}
            </Text>
            <SortableContext items={unranked} strategy={verticalListSortingStrategy}>
              <DropList
                id={UNRANKED}
                labelledBy={unrankedHeading}
                disabled={readOnly || disabled}
                empty={unranked.length === 0 ? "Everything is ranked." : null}
              >
                {unranked.map((id) => (
                  <Row
                    key={id}
                    item={byId.get(id)!}
                    position={null}
                    readOnly={readOnly}
                    disabled={disabled}
                    buttons={buttonsFor(id, null)}
                  />
                ))}
              </DropList>
            </SortableContext>
          </section>
        </div>
      </DndContext>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="ranking-announcement">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}

function DropList({
  id,
  ordered = false,
  labelledBy,
  disabled,
  empty,
  children,
}: {
  id: string;
  ordered?: boolean;
  labelledBy: string;
  disabled: boolean;
  /** Said inside the drop zone while the list is empty. */
  empty: string | null;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled });
  const List = ordered ? "ol" : "ul";
  return (
    <div ref={setNodeRef} className={classes.zone} data-over={isOver || undefined}>
      {empty && (
        <Text size="sm" c="gray.7" className={classes.empty}>
          {empty}
        </Text>
      )}
      <List className={classes.list} aria-labelledby={labelledBy}>
        {children}
      </List>
    </div>
  );
}

function Row({
  item,
  position,
  readOnly,
  disabled,
  buttons,
}: {
  item: RankingItem;
  position: number | null;
  readOnly: boolean;
  disabled: boolean;
  buttons: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: readOnly || disabled,
  });
  return (
    <li
      ref={setNodeRef}
      className={classes.item}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
    >
      {position === null ? (
        <span className={`${classes.position} ${classes.unrankedMark}`} aria-hidden>
          –
        </span>
      ) : (
        <span className={classes.position}>
          {position}
          <VisuallyHidden>{ordinal(position).slice(String(position).length)}:</VisuallyHidden>
        </span>
      )}
      {readOnly ? (
        <span />
      ) : (
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          className={classes.handle}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${item.title}`}
          disabled={disabled}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
      )}
      <div className={classes.text}>
        <Text size="sm" fw={650} lh={1.3}>
          {item.title}
        </Text>
        {(item.detail || item.hint) && (
          <Text size="xs" c="gray.7" component="div">
            {item.detail}
            {item.detail && item.hint ? " · " : null}
            {item.hint}
          </Text>
        )}
      </div>
      {buttons && <div className={classes.buttons}>{buttons}</div>}
    </li>
  );
}
