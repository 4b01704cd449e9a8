import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { FieldLabel, FieldMessages, fieldClassNames } from './FieldParts';
import { joinFieldError, useField, type FieldError } from './useField';

function Username({ error, describedBy }: { error?: FieldError; describedBy?: string }) {
  const helperText = 'Từ 4 đến 32 ký tự.';
  const field = useField({ id: undefined, helperText, error, invalid: undefined, describedBy });
  return (
    <div className={fieldClassNames.field}>
      <FieldLabel htmlFor={field.controlId} required>
        Tên đăng nhập
      </FieldLabel>
      <input required {...field.controlProps} />
      <FieldMessages field={field} helperText={helperText} />
    </div>
  );
}

describe('Field parts', () => {
  it('tie the input to its label and helper text, with an empty live error region ready', async () => {
    const { container } = renderWithPortal(<Username describedBy="hint" />);
    const input = screen.getByRole('textbox', { name: 'Tên đăng nhập' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Từ 4 đến 32 ký tự.');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([
      `${input.id}-helper`,
      'hint',
    ]);
    const live = container.querySelector(`#${CSS.escape(`${input.id}-error`)}`);
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('');
    await expectNoAxeViolations(container);
  });

  it('given an error, mark the input invalid and describe it by the error first', () => {
    renderWithPortal(<Username error="Tên đăng nhập phải có ít nhất 4 ký tự." />);
    const input = screen.getByRole('textbox', { name: 'Tên đăng nhập' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([
      `${input.id}-error`,
      `${input.id}-helper`,
    ]);
    expect(input).toHaveAccessibleDescription(
      'Tên đăng nhập phải có ít nhất 4 ký tự. Từ 4 đến 32 ký tự.',
    );
  });
});

describe('joinFieldError', () => {
  it('joins several messages one a line, drops empty ones, and is empty for none', () => {
    expect(joinFieldError(['Một.', ' ', 'Hai.'])).toBe('Một.\nHai.');
    expect(joinFieldError('Một.')).toBe('Một.');
    expect(joinFieldError(undefined)).toBe('');
    expect(joinFieldError([''])).toBe('');
  });
});
