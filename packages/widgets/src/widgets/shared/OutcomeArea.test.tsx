import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { Button, TextField } from '../../ui';
import { OutcomeArea } from './OutcomeArea';

/** A form whose 'Gửi' settles at once, its outcome below. */
function Form() {
  const [outcome, setOutcome] = useState<string | null>(null);
  return (
    <form>
      <TextField label="Mã số thẻ" onChange={() => {}} />
      <Button onClick={() => setOutcome(outcome === 'succeeded' ? 'failed' : 'succeeded')}>
        Gửi
      </Button>
      <OutcomeArea outcome={outcome}>{outcome && <p>Kết quả: {outcome}</p>}</OutcomeArea>
    </form>
  );
}

describe('OutcomeArea', () => {
  // jsdom lays nothing out and has no scrollIntoView: the call is what can be seen here.
  const scrolled = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrolled;
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    scrolled.mockReset();
  });

  it('is a live region from the start, empty, and neither scrolled to nor focused while nothing settled', async () => {
    renderWithPortal(<Form />);
    const area = screen.getByRole('status');
    expect(area).toBeEmptyDOMElement();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(area).not.toHaveFocus();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('brings each new outcome into view and focus, from the button that sent it', async () => {
    const { user } = renderWithPortal(<Form />);
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    const area = screen.getByRole('status');
    expect(area).toHaveTextContent('Kết quả: succeeded');
    await waitFor(() => expect(area).toHaveFocus());
    expect(scrolled.mock.contexts).toEqual([area]);
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(area).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('takes no typing away: a field with focus keeps it, and the outcome is only scrolled into view', async () => {
    const { user } = renderWithPortal(<Form />);
    const field = screen.getByLabelText('Mã số thẻ');
    screen.getByRole('button', { name: 'Gửi' }).click();
    field.focus();
    await user.keyboard('12');
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(field).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Kết quả: succeeded');
  });
});
