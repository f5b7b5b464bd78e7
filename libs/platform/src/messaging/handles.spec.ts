import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import { HealthSubjects, type ServiceHealthReply } from '@storefront/contracts';
import { Handles } from './handles';

describe('Handles', () => {
  it('makes the method the handler of its request subject', () => {
    class HealthHandler {
      @Handles(HealthSubjects.check('credits'))
      check(): ServiceHealthReply {
        return { service: 'credits', status: 'up', database: 'up', uptimeSeconds: 1, instance: 'h:1' };
      }
    }
    expect(Reflect.getMetadata(PATTERN_METADATA, HealthHandler.prototype.check)).toEqual([
      'credits.health.check',
    ]);
  });
});
