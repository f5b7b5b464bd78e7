import { Spinner } from './spinner';

/** A spinner in the middle of the page area, while something the page needs is on its way. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <Spinner label={label} className="scale-150" />
    </div>
  );
}
