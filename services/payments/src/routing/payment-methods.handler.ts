import { Controller } from '@nestjs/common';
import { PaymentsSubjects } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { PaymentRouting } from './payment-routing.service';

@Controller()
export class PaymentMethodsHandler {
  constructor(private readonly routing: PaymentRouting) {}

  @Handles(PaymentsSubjects.paymentMethods)
  methods() {
    return { methods: this.routing.methods() };
  }
}
