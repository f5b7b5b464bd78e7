// A downloaded PDF's first page as a PNG among the screenshots, to look at beside the screens.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SCREENSHOTS } from './browser';

const run = promisify(execFile);

/** Renders the first page of the PDF at `pdf` (110 dpi, with poppler's pdftoppm) to `<name>.png`. */
export async function screenshotPdfFirstPage(pdf: string, name: string): Promise<void> {
  await run('pdftoppm', [
    '-png',
    '-r',
    '110',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdf,
    join(SCREENSHOTS, name),
  ]);
}
