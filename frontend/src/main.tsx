import { createRoot } from 'react-dom/client';
import { loadLanguage, storedLanguage } from './lib/i18n/i18n';
import './styles/app.css';
import { App } from './app/app';

// A reader who chose French gets that catalogue before the first paint, not a flash of English.
// (No top-level await: it would keep the bundler from letting split chunks import the entry.)
void loadLanguage(storedLanguage())
  .catch(() => undefined)
  .then(() => createRoot(document.getElementById('root')!).render(<App />));
