// Applies every service's pending migrations (each in its own schema). Creates the database if needed.
import { migrate } from './lib/workspace.mjs';

migrate({ ...process.env });
console.log('Migrations applied.');
