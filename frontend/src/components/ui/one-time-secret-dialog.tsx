// A secret just created, shown this once in a dialog: the value with its copy button, a toast for
// the copy, and a Done button. Closing the dialog forgets it. The caller words it.
import { Check } from 'lucide-react';
import { notify } from '@/lib/toast';
import { Button } from './button';
import { Modal } from './modal';
import { OneTimeSecret, OneTimeSecretLabels } from './one-time-secret';

export interface OneTimeSecretDialogText extends OneTimeSecretLabels {
  title: string;
  description: string;
  close: string;
  copyError: string;
  done: string;
}

export function OneTimeSecretDialog({
  secret,
  text,
  onClose,
}: {
  secret: string;
  text: OneTimeSecretDialogText;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title={text.title}
      description={text.description}
      closeLabel={text.close}
      className="sm:max-w-xl"
    >
      <OneTimeSecret
        secret={secret}
        labels={text}
        onCopy={(copied) => (copied ? notify.success(text.copied) : notify.error(text.copyError))}
      />
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose} block className="sm:w-auto">
          <Check className="size-4" aria-hidden="true" />
          {text.done}
        </Button>
      </div>
    </Modal>
  );
}
