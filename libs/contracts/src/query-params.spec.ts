import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { IntegerParam, PAGE_MAX, PAGE_SIZE_MAX, Paged as PagedQuery, PageParam } from './query-params';

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

describe('the paging base', () => {
  class Filter {
    search?: string;
  }
  class Query extends PagedQuery(Filter, 50) {}

  const messages = (query: Record<string, unknown>) =>
    validateSync(plainToInstance(Query, query)).flatMap((e) => Object.values(e.constraints ?? {}));

  it("takes page and pageSize beside the list's own fields, within the list's maximum", () => {
    const query = plainToInstance(Query, { search: 'ada', page: '2', pageSize: '50' });
    expect(query).toMatchObject({ search: 'ada', page: 2, pageSize: 50 });
    expect(validateSync(query)).toEqual([]);
    expect(messages({ pageSize: '51' })).toEqual(['pageSize must be a whole number from 1 to 50']);
    expect(messages({ page: String(PAGE_MAX + 1) })).toEqual([`page must not be greater than ${PAGE_MAX}`]);
  });

  it('never lets a list hand out more than PAGE_SIZE_MAX rows a page', () => {
    class Wide extends PagedQuery(Filter, 1_000) {}
    const errors = validateSync(plainToInstance(Wide, { pageSize: String(PAGE_SIZE_MAX + 1) }));
    expect(errors.flatMap((e) => Object.values(e.constraints ?? {}))).toEqual([
      `pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}`,
    ]);
  });
});
