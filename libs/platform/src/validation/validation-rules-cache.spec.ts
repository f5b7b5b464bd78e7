import { IsInt, IsString, Min, validate } from 'class-validator';
import { cacheValidationRules } from './validation-rules-cache';

class Base {
  @IsString()
  name!: string;
}

class Spend extends Base {
  @IsInt()
  @Min(1)
  amount!: number;
}

const failures = async (object: object) =>
  (await validate(object)).map((e) => `${e.property}:${Object.keys(e.constraints ?? {}).join(',')}`);

describe('cacheValidationRules', () => {
  beforeAll(() => cacheValidationRules());

  it('checks the same rules, inherited ones included, every time', async () => {
    const bad = Object.assign(new Spend(), { name: 3, amount: 0 });
    const expected = ['amount:min', 'name:isString'];
    expect((await failures(bad)).sort()).toEqual(expected);
    expect((await failures(bad)).sort()).toEqual(expected);
    expect(await failures(Object.assign(new Spend(), { name: 'a', amount: 2 }))).toEqual([]);
  });

  it('sees a rule declared after a class was checked', async () => {
    class Late {
      @IsString()
      label!: string;
    }
    expect(await failures(Object.assign(new Late(), { label: 1 }))).toEqual(['label:isString']);
    class LateChild extends Late {
      @IsInt()
      count!: number;
    }
    expect((await failures(Object.assign(new LateChild(), { label: 1, count: 'x' }))).sort()).toEqual([
      'count:isInt',
      'label:isString',
    ]);
    // Declared after Late was looked up: Late's remembered rules are forgotten, its new one counts.
    IsInt()(Late.prototype, 'label');
    expect((await failures(Object.assign(new Late(), { label: 'text' }))).sort()).toEqual(['label:isInt']);
  });
});
