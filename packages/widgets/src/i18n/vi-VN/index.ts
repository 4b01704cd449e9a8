import { account } from './account';
import { accountModals } from './accountModals';
import { api } from './api';
import { auth } from './auth';
import { common } from './common';
import { embed } from './embed';
import { form } from './form';
import { history } from './history';
import { payment } from './payment';
import { recharge } from './recharge';
import { session } from './session';
import { ui } from './ui';
import { validation } from './validation';

/**
 * The vi-VN catalogue: every visible string and aria-label of the widgets (the host keeps its own texts).
 * Each area keeps its own file; add the file here.
 */
export const viVN = {
  ...common,
  ...form,
  ...ui,
  ...api,
  ...auth,
  ...account,
  ...accountModals,
  ...payment,
  ...recharge,
  ...session,
  ...history,
  ...validation,
  ...embed,
} as const;

/** A key of the vi-VN catalogue. */
export type MessageKey = keyof typeof viVN;
