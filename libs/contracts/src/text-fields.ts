import { IsOptional, IsString, MaxLength } from 'class-validator';

/** A text field a body or request may leave out: a string of at most `max` characters. */
export function IsOptionalText(max: number): PropertyDecorator {
  // Applied in the order of the stack it stands for (@IsOptional() @IsString() @MaxLength(max)).
  const rules = [MaxLength(max), IsString(), IsOptional()];
  return (target, key) => rules.forEach((rule) => rule(target, key));
}
