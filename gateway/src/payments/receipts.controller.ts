import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  CreditNoteResponse,
  GetReceiptPdfReply,
  PaymentsSubjects,
  ReceiptResponse,
} from '@storefront/contracts';
import type { FastifyReply } from 'fastify';
import { AuthUser, CurrentUser, SignedIn } from '../auth';
import { sendAttachment } from '../http/attachment';
import { PaymentIdPipe } from './payment-id.pipe';
import { PaymentRequester } from './payment-requester';

/**
 * The receipt of a credited payment, and the credit note voiding it once its credits were taken
 * back: its owner's or, for an administrator, anyone's.
 */
@ApiTags('payments')
@Controller('api/receipts')
@SignedIn()
export class ReceiptsController {
  constructor(private readonly requester: PaymentRequester) {}

  @Get(':paymentId')
  @ApiOperation({ summary: 'The receipt of a credited payment of the caller (any for an admin)' })
  @ApiResponse({ status: 404, description: "RECEIPT_NOT_FOUND: no receipt (yet), or someone else's" })
  async get(
    @Param('paymentId', PaymentIdPipe) paymentId: string,
    @CurrentUser() user: AuthUser,
  ): Promise<ReceiptResponse> {
    const { receipt } = await this.requester.request(PaymentsSubjects.getReceipt, paymentId, user);
    return { receipt };
  }

  @Get(':paymentId/pdf')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'The same receipt as a PDF download (receipt-{number}.pdf)' })
  @ApiResponse({ status: 404, description: "RECEIPT_NOT_FOUND: no receipt (yet), or someone else's" })
  async pdf(
    @Param('paymentId', PaymentIdPipe) paymentId: string,
    @CurrentUser() user: AuthUser,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendPdf(reply, await this.requester.request(PaymentsSubjects.getReceiptPdf, paymentId, user));
  }

  @Get(':paymentId/credit-note')
  @ApiOperation({ summary: 'The credit note voiding the receipt of a payment whose credits were taken back' })
  @ApiResponse({
    status: 404,
    description: "CREDIT_NOTE_NOT_FOUND: the receipt stands (no credit note), or someone else's",
  })
  async creditNote(
    @Param('paymentId', PaymentIdPipe) paymentId: string,
    @CurrentUser() user: AuthUser,
  ): Promise<CreditNoteResponse> {
    const { creditNote } = await this.requester.request(PaymentsSubjects.getCreditNote, paymentId, user);
    return { creditNote };
  }

  @Get(':paymentId/credit-note/pdf')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'The same credit note as a PDF download (credit-note-{number}.pdf)' })
  @ApiResponse({
    status: 404,
    description: "CREDIT_NOTE_NOT_FOUND: the receipt stands (no credit note), or someone else's",
  })
  async creditNotePdf(
    @Param('paymentId', PaymentIdPipe) paymentId: string,
    @CurrentUser() user: AuthUser,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendPdf(reply, await this.requester.request(PaymentsSubjects.getCreditNotePdf, paymentId, user));
  }
}

/** Sends a document's PDF, as the payments service drew it, as a download. */
async function sendPdf(reply: FastifyReply, { filename, pdfBase64 }: GetReceiptPdfReply): Promise<void> {
  await sendAttachment(reply, {
    contentType: 'application/pdf',
    filename,
    cacheControl: 'private, no-store',
    body: Buffer.from(pdfBase64, 'base64'),
  });
}
