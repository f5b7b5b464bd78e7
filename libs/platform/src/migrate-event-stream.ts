import { migrateEventStreamCli } from './bootstrap/migrate-event-stream-cli';

void migrateEventStreamCli();
