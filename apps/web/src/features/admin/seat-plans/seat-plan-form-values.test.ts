import { layoutPlan, seatPlanMessages } from '@storefront/contracts/rules';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  EMPTY_PLAN,
  formValuesOf,
  type SeatPlanFormValues,
  seatList,
  sectionsOf,
} from './seat-plan-form-values.ts';

describe('the seat plan form', () => {
  it('reads comma or space lists of seats and numbers as the API takes them', () => {
    expect(seatList(' a1, A2  b3,, ')).toEqual(['A1', 'A2', 'B3']);
    const values: SeatPlanFormValues = {
      venue: ' Terra Kulture ',
      name: 'Main hall',
      sections: [
        {
          name: 'Stalls ',
          firstRow: 'a',
          rows: '3',
          seatsPerRow: ' 8 ',
          aisleAfter: '4, 6',
          wheelchair: 'a1',
          companion: 'A2',
          restricted: '',
        },
      ],
    };
    expect(bodyOf(values)).toEqual({
      venue: 'Terra Kulture',
      name: 'Main hall',
      sections: [
        {
          name: 'Stalls',
          firstRow: 'A',
          rows: 3,
          seatsPerRow: 8,
          aisleAfter: [4, 6],
          wheelchair: ['A1'],
          companion: ['A2'],
          restricted: [],
        },
      ],
    });
    expect(formValuesOf(bodyOf(values) as never).sections[0]).toMatchObject({ rows: '3', aisleAfter: '4, 6' });
  });

  it('leaves what is not a number for layoutPlan to name', () => {
    const [section] = EMPTY_PLAN.sections;
    const values = { ...EMPTY_PLAN, sections: [{ ...section, name: 'Stalls', rows: 'ten' } as never] };
    expect(layoutPlan(sectionsOf(values))).toEqual({ problem: seatPlanMessages.rows('Stalls') });
    const aisle = { ...EMPTY_PLAN, sections: [{ ...section, name: 'Stalls', aisleAfter: '6, x' } as never] };
    expect(layoutPlan(sectionsOf(aisle))).toEqual({ problem: seatPlanMessages.aisle('Stalls') });
    expect(layoutPlan(sectionsOf(EMPTY_PLAN))).toMatchObject({ seats: expect.any(Array) });
  });
});
