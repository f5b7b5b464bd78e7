import { applyDecorators, Controller, UseFilters } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { GoTrueErrorFilter } from './gotrue-error.filter';

/** A controller of the GoTrue-compatible API: its errors answered in GoTrue's shape, its routes under one tag. */
export const GoTrueApi = (path: string) =>
  applyDecorators(ApiTags('auth (GoTrue-compatible)'), Controller(path), UseFilters(GoTrueErrorFilter));
