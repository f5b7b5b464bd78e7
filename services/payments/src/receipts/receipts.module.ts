import { Module } from '@nestjs/common';
import { PaymentsDataModule } from '../payments/payments-data.module';
import { ReceiptsHandler } from './receipts.handler';
import { ReceiptsService } from './receipts.service';

/** Receipts of credited payments: the page's view and the PDF (issued by the grant, see ReceiptsRepository). */
@Module({
  imports: [PaymentsDataModule],
  controllers: [ReceiptsHandler],
  providers: [ReceiptsService],
})
export class ReceiptsModule {}
