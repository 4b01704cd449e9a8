import { screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Modal } from './Modal';
import { doubleTapMs } from './useModal';

/** A page with a button that opens the dialog, as a widget would use it. */
function Page({ children, footer }: { children?: ReactNode; footer?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Đổi mật khẩu</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Đổi mật khẩu"
        description="Mật khẩu mới cần khác mật khẩu hiện tại."
        footer={footer}
      >
        {children}
      </Modal>
    </main>
  );
}

const form = (
  <>
    <TextField label="Mật khẩu hiện tại" type="password" />
    <TextField label="Mật khẩu mới" type="password" />
  </>
);

async function openPage(children: ReactNode = form, footer?: ReactNode) {
  const rendered = renderWithPortal(<Page footer={footer}>{children}</Page>);
  const trigger = screen.getByRole('button', { name: 'Đổi mật khẩu' });
  await rendered.user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Đổi mật khẩu' });
  return { ...rendered, trigger, dialog };
}

describe('Modal', () => {
  // jsdom's navigator.vendor is Safari's, which sends floating-ui down its VoiceOver path (focus
  // guards with role=button and no name). Test what Chromium gets: guards hidden with aria-hidden.
  beforeEach(() => {
    vi.spyOn(window.navigator, 'vendor', 'get').mockReturnValue('Google Inc.');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('given it is closed', () => {
    it('renders nothing', () => {
      renderWithPortal(<Page />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('after it opens', () => {
    it('is a modal dialog named by its title and described by its description', async () => {
      const { dialog } = await openPage();
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toHaveAccessibleDescription('Mật khẩu mới cần khác mật khẩu hiện tại.');
      expect(screen.getByRole('heading', { name: 'Đổi mật khẩu' })).toBeInTheDocument();
    });

    it("renders inside the provider's root element", async () => {
      const { dialog, portalRoot } = await openPage();
      expect(portalRoot).toContainElement(dialog);
    });

    it('focuses the first field', async () => {
      await openPage();
      await waitFor(() => expect(screen.getByLabelText('Mật khẩu hiện tại')).toHaveFocus());
    });

    it('locks the page scroll', async () => {
      await openPage();
      expect(document.body.style.overflow).toBe('hidden');
    });

    it('has no axe violations', async () => {
      const { portalRoot } = await openPage(form, <Button>Lưu</Button>);
      await waitFor(() => expect(screen.getByLabelText('Mật khẩu hiện tại')).toHaveFocus());
      await expectNoAxeViolations(portalRoot);
    });
  });

  describe('given a body without fields', () => {
    it('focuses the dialog itself', async () => {
      const { dialog } = await openPage(<p>Bạn có chắc muốn tiếp tục?</p>);
      await waitFor(() => expect(dialog).toHaveFocus());
    });
  });

  describe('when the player tabs through it', () => {
    it('wraps from the last control to the first and back', async () => {
      const { user } = await openPage(form, <Button>Lưu</Button>);
      const close = screen.getByRole('button', { name: 'Đóng hộp thoại' });
      const save = screen.getByRole('button', { name: 'Lưu' });
      await waitFor(() => expect(screen.getByLabelText('Mật khẩu hiện tại')).toHaveFocus());
      save.focus();
      // Past the last control focus lands on a guard, which moves it on in the next frame.
      await user.tab();
      await waitFor(() => expect(close).toHaveFocus());
      await user.tab({ shift: true });
      await waitFor(() => expect(save).toHaveFocus());
    });

    it('never lets focus reach the page behind', async () => {
      const { user, dialog } = await openPage(form, <Button>Lưu</Button>);
      for (let step = 0; step < 8; step += 1) {
        await user.tab();
        await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      }
    });
  });

  describe('when Escape is pressed', () => {
    it('closes and gives focus back to the trigger', async () => {
      const { user, trigger } = await openPage();
      await waitFor(() => expect(screen.getByLabelText('Mật khẩu hiện tại')).toHaveFocus());
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(trigger).toHaveFocus());
      expect(document.body.style.overflow).toBe('');
    });
  });

  describe('when the player clicks outside the dialog', () => {
    it('closes', async () => {
      const { user, dialog } = await openPage();
      const overlay = dialog.parentElement;
      if (!overlay) throw new Error('The dialog has no overlay.');
      const now = performance.now();
      vi.spyOn(performance, 'now').mockReturnValue(now + doubleTapMs + 1);
      await user.click(overlay);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('stays open for the second tap of the double tap that opened it, which lands on the overlay', async () => {
      const { user, dialog } = await openPage();
      const overlay = dialog.parentElement;
      if (!overlay) throw new Error('The dialog has no overlay.');
      await user.click(overlay);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('stays open when the click is inside', async () => {
      const { user } = await openPage();
      await user.click(screen.getByText('Mật khẩu mới cần khác mật khẩu hiện tại.'));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
  });

  describe('when the close button is pressed', () => {
    it('asks to close, and focus returns to the trigger', async () => {
      const { user, trigger } = await openPage();
      await user.click(screen.getByRole('button', { name: 'Đóng hộp thoại' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    it('reports false to onOpenChange of a controlled dialog', async () => {
      const onOpenChange = vi.fn();
      const { user } = renderWithPortal(
        <Modal open onOpenChange={onOpenChange} title="Đổi mật khẩu">
          {form}
        </Modal>,
      );
      await user.click(await screen.findByRole('button', { name: 'Đóng hộp thoại' }));
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });
  });
});
