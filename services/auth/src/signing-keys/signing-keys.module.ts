import { Module } from '@nestjs/common';
import { SigningKeysService } from './signing-keys.service';

@Module({ providers: [SigningKeysService], exports: [SigningKeysService] })
export class SigningKeysModule {}
