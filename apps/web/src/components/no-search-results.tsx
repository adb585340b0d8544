import { Button, Card, EmptyState } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";

type Props = {
  title: string;
  text: string;
  /** The button that clears the search ("Show all …"). */
  showAll: string;
  onShowAll: () => void;
};

/** A searched list's answer when its words found nothing (PagedList's `noResults`): say so, offer all again. */
export function NoSearchResults({ title, text, showAll, onShowAll }: Props) {
  return (
    <Card padding="xl">
      <EmptyState icon={<IconSearch size={32} aria-hidden />} withIndicatorBackground title={title} description={text}>
        <EmptyState.Actions>
          <Button variant="default" onClick={onShowAll}>
            {showAll}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
