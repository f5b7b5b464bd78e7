// Why credits move by hand: the reason (the server's list) and its note, required for 'Autre'.
// Shared by every form that moves credits from the Crédits tab.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../components/text-area-field';
import { CREDIT_REASONS, type CreditReason } from '../../admin-contracts';
import { SelectField } from '../../components/select-field';

interface CreditReasonFieldsProps {
  reason: CreditReason | '';
  onReasonChange: (reason: CreditReason | '') => void;
  note: string;
  onNoteChange: (note: string) => void;
}

export function CreditReasonFields({ reason, onReasonChange, note, onNoteChange }: CreditReasonFieldsProps) {
  const { t } = useTranslation('admin');
  const noteId = useId();
  return (
    <>
      <SelectField
        label={t('reasons.label')}
        value={reason}
        onChange={onReasonChange}
        options={[
          { value: '' as const, label: t('reasons.choose') },
          ...CREDIT_REASONS.map((code) => ({ value: code, label: t(`reasons.codes.${code}`) })),
        ]}
      />
      <div>
        <TextAreaField
          id={noteId}
          label={t(reason === 'other' ? 'reasons.noteRequired' : 'reasons.note')}
          rows={2}
          maxLength={500}
          value={note}
          placeholder={t('reasons.notePlaceholder')}
          onChange={(event) => onNoteChange(event.target.value)}
        />
      </div>
    </>
  );
}
