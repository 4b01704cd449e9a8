import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { Button } from '../Button';
import { Modal } from './Modal';

// The dialog's code (floating-ui) arrives only when the test lets it.
const code = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { asked: false, arrived, arrive };
});
vi.mock('./ModalDialog', async (importOriginal) => {
  code.asked = true;
  await code.arrived;
  return importOriginal();
});

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Đổi mật khẩu</Button>
      <Modal open={open} onOpenChange={setOpen} title="Đổi mật khẩu" />
    </main>
  );
}

describe('Modal, whose code loads when it first opens', () => {
  beforeEach(() => {
    vi.spyOn(window.navigator, 'vendor', 'get').mockReturnValue('Google Inc.');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for nothing while closed, shows the dialog once its code has arrived, and closes as before', async () => {
    const { user } = renderWithPortal(<Page />);
    const trigger = screen.getByRole('button', { name: 'Đổi mật khẩu' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(code.asked).toBe(false);

    await user.click(trigger);
    await vi.waitFor(() => expect(code.asked).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    code.arrive();
    const dialog = await screen.findByRole('dialog', { name: 'Đổi mật khẩu' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
