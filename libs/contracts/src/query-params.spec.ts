import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { IntegerParam, PAGE_MAX, PageParam } from './query-params';

class Paged {
  @PageParam()
  page?: number;

  @IntegerParam({ min: 0, max: 20 })
  offset?: number;

  @IntegerParam({ min: 1, max: 100, message: 'pageSize must be a whole number from 1 to 100' })
  pageSize?: number;
}

function check(query: Record<string, unknown>) {
  const dto = plainToInstance(Paged, query);
  const messages = validateSync(dto).flatMap((e) => Object.values(e.constraints ?? {}));
  return { dto, messages };
}

describe('whole-number query parameters', () => {
  it('reads query text as numbers and leaves absent ones absent', () => {
    expect(check({ page: '3', offset: '0', pageSize: '25' })).toEqual({
      dto: Object.assign(new Paged(), { page: 3, offset: 0, pageSize: 25 }),
      messages: [],
    });
    expect(check({}).messages).toEqual([]);
  });

  it('refuses what is not a whole number, naming the parameter', () => {
    for (const page of ['1.5', 'abc', '', ' 3', '1e3', '99999999999999999999']) {
      expect(check({ page }).messages).toContain('page must be a whole number');
    }
  });

  it('refuses a number out of bounds', () => {
    expect(check({ page: '0' }).messages).toEqual(['page must not be less than 1']);
    expect(check({ page: String(PAGE_MAX + 1) }).messages).toEqual([
      `page must not be greater than ${PAGE_MAX}`,
    ]);
    expect(check({ offset: '21' }).messages).toEqual(['offset must not be greater than 20']);
  });

  it('gives its own refusal for every bad value when it has one', () => {
    expect(check({ pageSize: '101' }).messages).toEqual(['pageSize must be a whole number from 1 to 100']);
    expect(check({ pageSize: '-1' }).messages).toEqual(['pageSize must be a whole number from 1 to 100']);
  });
});
