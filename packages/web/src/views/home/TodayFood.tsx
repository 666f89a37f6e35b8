import type { DailyIntake, NewFoodItem } from '@forkcast/core';
import { Card } from '../../components/ui/Card.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { AddFoodDialog } from '../../components/food/AddFoodDialog.tsx';
import { DayFoodList } from '../../components/food/DayFoodList.tsx';
import { DayNutrients } from '../../components/food/DayNutrients.tsx';
import { PlusIcon } from '../../components/food/icons.tsx';

/** Spec section 9: Today's Food shows 4 items before 'Show All'. */
export const TODAY_VISIBLE_ITEMS = 4;

export interface TodayFoodProps {
  day: DailyIntake;
  isNew: (id: string) => boolean;
  loading?: boolean;
  log: (items: NewFoodItem[]) => Promise<unknown>;
}

/** Spec section 2: 'Today's Food', 4 rows with 'Show All (n)' / 'Show Less', 'Add Item' and the empty message. */
export function TodayFood({ day, isNew, loading, log }: TodayFoodProps) {
  return (
    <Card
      title="Today's Food"
      action={
        <AddFoodDialog
          onAdd={(item) => log([item])}
          trigger={
            <Button size="sm" variant="secondary" data-tour="add-item">
              <PlusIcon />
              Add Item
            </Button>
          }
        />
      }
    >
      {loading ? (
        <div className="flex justify-center py-4">
          <Spinner label="Loading today's food" />
        </div>
      ) : (
        <>
          <DayFoodList
            date={day.date}
            items={day.items}
            isNew={isNew}
            limit={TODAY_VISIBLE_ITEMS}
            emptyMessage="No food logged yet today"
          />
          <DayNutrients items={day.items} />
        </>
      )}
    </Card>
  );
}
