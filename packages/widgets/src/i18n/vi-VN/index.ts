import { account } from './account';
import { accountModals } from './accountModals';
import { api } from './api';
import { authLogin } from './authLogin';
import { authPassword } from './authPassword';
import { authRecovery } from './authRecovery';
import { authRegister } from './authRegister';
import { authVerify } from './authVerify';
import { common } from './common';
import { embed } from './embed';
import { form } from './form';
import { giftCodes } from './giftCodes';
import { history } from './history';
import { languageNames } from './languageNames';
import { payment } from './payment';
import { recharge } from './recharge';
import { session } from './session';
import { ui } from './ui';
import { uiExamples } from './uiExamples';
import { validation } from './validation';
import { validationRules } from './validationRules';

/**
 * The vi-VN catalogue: every visible string and aria-label of the widgets (the host keeps its own texts).
 * Each area keeps its own file; add the file here.
 */
export const viVN = {
  ...common,
  ...form,
  ...ui,
  ...uiExamples,
  ...api,
  ...authLogin,
  ...authRegister,
  ...authRecovery,
  ...authPassword,
  ...authVerify,
  ...account,
  ...languageNames,
  ...accountModals,
  ...payment,
  ...recharge,
  ...session,
  ...history,
  ...giftCodes,
  ...validation,
  ...validationRules,
  ...embed,
} as const;

/** A key of the vi-VN catalogue. */
export type MessageKey = keyof typeof viVN;
