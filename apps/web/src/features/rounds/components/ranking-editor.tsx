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
import { useTranslation } from "react-i18next";
import { addAt, describeMove, moveBy, moveTo, remove, sameRanking, unrankedIds } from "../ranking.ts";
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
  const { t } = useTranslation("rounds");
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
  const titleOf = (id: UniqueIdentifier) => byId.get(String(id))?.title ?? t("editor.item");

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
    const message = describeMove(t, titleOf(id), visibleRanked, next, id);
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

  const where = (id: UniqueIdentifier) => {
    const key = String(id);
    if (key === RANKED) return { where: "end", position: 0 };
    const index = visibleRanked.indexOf(key);
    return index >= 0 ? { where: "position", position: index + 1 } : { where: "unranked", position: 0 };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("editor.pickedUp", { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t("editor.isOver", { title: titleOf(active.id), ...where(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("editor.droppedOver", { title: titleOf(active.id), ...where(over.id) })
        : t("editor.dropped", { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t("editor.cancelled", { title: titleOf(active.id) }),
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
          aria-label={t("editor.addLabel", { title })}
          data-item-id={id}
          data-rank-action="add"
          disabled={disabled}
          onClick={() =>
            change(addAt(visibleRanked, id), id, neighbourFocus(unranked, id, "add", { id, actions: ["remove", "up"] }))
          }
        >
          {t("editor.add")}
        </Button>
      );
    }
    const last = position === visibleRanked.length;
    return (
      <>
        <ActionIcon
          variant="default"
          aria-label={t("editor.up", { title })}
          data-item-id={id}
          data-rank-action="up"
          disabled={disabled || position === 1}
          onClick={() => change(moveBy(visibleRanked, id, -1), id, { id, actions: ["up", "down"] })}
        >
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t("editor.down", { title })}
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
          aria-label={t("editor.removeLabel", { title })}
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
            draggable: t("editor.instructions"),
          },
        }}
      >
        <div className={classes.lists}>
          <section aria-labelledby={rankedHeading}>
            <Text component={Heading} id={rankedHeading} fw={700} size="sm" mb={6}>
              {t("editor.ranked", { count: visibleRanked.length })}
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
                      ? t("editor.nothingRanked")
                      : t("editor.nothingRankedYet")
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
              {t("editor.unranked", { count: unranked.length })}
            </Text>
            <Text size="xs" c="gray.7" mb={6}>
              {unrankedNote}
            </Text>
            <SortableContext items={unranked} strategy={verticalListSortingStrategy}>
              <DropList
                id={UNRANKED}
                labelledBy={unrankedHeading}
                disabled={readOnly || disabled}
                empty={unranked.length === 0 ? t("editor.allRanked") : null}
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
  const { t } = useTranslation("rounds");
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
          <VisuallyHidden>{t("editor.positionSuffix", { position })}</VisuallyHidden>
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
          aria-label={t("editor.drag", { title: item.title })}
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
