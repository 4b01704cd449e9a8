import type { Story, StoryDefault } from '@ladle/react';
import { useTranslate } from '../../provider';
import { uiExamples } from '../../i18n/vi-VN/uiExamples';
import { FieldLabel, FieldMessages, fieldClassNames } from './FieldParts';
import { useField, type FieldError } from './useField';

export default { title: 'UI / Field' } satisfies StoryDefault;

/** The parts every field is made of, around a plain input: label, helper text, error and their ARIA ties. */
function UsernameField({ error, required }: { error?: FieldError; required?: boolean }) {
  const t = useTranslate(uiExamples);
  const helperText = t('ui.example.usernameHelper');
  const field = useField({
    id: undefined,
    helperText,
    error,
    invalid: undefined,
    describedBy: undefined,
  });
  return (
    <div className={fieldClassNames.field}>
      <FieldLabel htmlFor={field.controlId} required={required}>
        {t('ui.example.username')}
      </FieldLabel>
      <input className={fieldClassNames.control} required={required} {...field.controlProps} />
      <FieldMessages field={field} helperText={helperText} />
    </div>
  );
}

export const WithHelper: Story = () => <UsernameField />;

export const Required: Story = () => <UsernameField required />;

/** One message of the form's own check. */
export const WithError: Story = () => {
  const t = useTranslate(uiExamples);
  return <UsernameField required error={t('ui.example.usernameTooShort')} />;
};

/** Several messages from the server, one a line. */
export const WithServerMessages: Story = () => {
  const t = useTranslate(uiExamples);
  return (
    <UsernameField error={[t('ui.example.usernameTooShort'), t('ui.example.usernameTaken')]} />
  );
};
