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

/** The names a catalogue section gives the dialog's words (`intro` is the description). */
export type OneTimeSecretWord =
  'title' | 'intro' | 'label' | 'warning' | 'copy' | 'copied' | 'copyError' | 'done';

/** The dialog's words, each read by its name in the caller's catalogue section. */
export function oneTimeSecretText(
  word: (name: OneTimeSecretWord) => string,
  close: string,
): OneTimeSecretDialogText {
  return {
    title: word('title'),
    description: word('intro'),
    close,
    label: word('label'),
    warning: word('warning'),
    copy: word('copy'),
    copied: word('copied'),
    copyError: word('copyError'),
    done: word('done'),
  };
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

interface CreatedKeyDialogProps {
  /** The key just created, with its secret; nothing is shown without one. */
  created: { secret: string; key: { name: string } } | null;
  /** The dialog's text for a word, about the key named `keyName`. */
  word: (name: OneTimeSecretWord, keyName: string) => string;
  close: string;
  onClose: () => void;
}

/** The secret of a key just created, shown this once: closing the dialog forgets it. */
export function CreatedKeyDialog({ created, word, close, onClose }: CreatedKeyDialogProps) {
  if (!created) return null;
  return (
    <OneTimeSecretDialog
      secret={created.secret}
      onClose={onClose}
      text={oneTimeSecretText((name) => word(name, created.key.name), close)}
    />
  );
}
