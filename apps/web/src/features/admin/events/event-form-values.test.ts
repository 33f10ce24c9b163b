import { describe, expect, it } from 'vitest';
import { EMPTY_EVENT, showLength, withChange } from './event-form-values.ts';

// The end follows the start as it is typed (decision 27).

describe('withChange', () => {
  it("a new event's end date follows its start date, typos and all, until it has a length", () => {
    let values = withChange(EMPTY_EVENT, 'startDate', '14/03/2031');
    expect(values.endDate).toBe('14/03/2031');
    values = withChange(values, 'startDate', '2031-03-14');
    expect(values).toMatchObject({
      startDate: '2031-03-14',
      endDate: '2031-03-14',
      startTime: '20:00',
      endTime: '23:00',
    });
    expect(showLength(values)).toBe(3 * 3_600_000);
  });

  it('moving the start keeps the length, across midnight and months', () => {
    const show = {
      ...EMPTY_EVENT,
      startDate: '2031-03-14',
      startTime: '20:00',
      endDate: '2031-03-15',
      endTime: '00:30',
    };
    expect(withChange(show, 'startDate', '2031-03-31')).toMatchObject({ endDate: '2031-04-01', endTime: '00:30' });
    expect(withChange(show, 'startTime', '18:00')).toMatchObject({ endDate: '2031-03-14', endTime: '22:30' });
    // A start half typed leaves the end alone; with the length kept, it moves once the start reads.
    const half = withChange(show, 'startDate', '2031-04-0');
    expect(half.endDate).toBe('2031-03-15');
    expect(withChange(half, 'startDate', '2031-04-02', showLength(show))).toMatchObject({ endDate: '2031-04-03' });
  });

  it('other fields change alone', () => {
    const show = { ...EMPTY_EVENT, startDate: '2031-03-14', endDate: '2031-03-14' };
    expect(withChange(show, 'endTime', '22:00')).toEqual({ ...show, endTime: '22:00' });
  });
});
