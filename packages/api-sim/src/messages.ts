/** Groups thousands with dots, as Vietnamese does: 100000 → '100.000'. */
export function formatNumber(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Formats an amount of đồng: 100000 → '100.000đ'. */
export function formatDong(amount: number): string {
  return `${formatNumber(amount)}đ`;
}

/** The field error for a code that did not check out (see state/secrets.ts). */
export function codeError(kind: 'otp' | 'securityCode', result: 'wrong' | 'burnt'): string {
  if (kind === 'otp') return result === 'burnt' ? messages.otpBurnt : messages.otpInvalid;
  return result === 'burnt' ? messages.securityCodeBurnt : messages.securityCodeInvalid;
}

/**
 * Every player-facing text the simulator answers with, in Vietnamese. A success's words are the portal's own
 * catalogue's, word for word (packages/widgets src/api/simulatorTexts.test.ts holds them together): the portal shows
 * its catalogue's words, and an answer that said otherwise would be a second wording of one outcome.
 */
export const messages = {
  csrfMismatch: 'Phiên làm việc đã hết hạn, vui lòng thử lại.',
  unauthenticated: 'Bạn chưa đăng nhập.',
  validationFailed: 'Dữ liệu không hợp lệ, vui lòng kiểm tra lại.',
  notFound: 'Không tìm thấy đường dẫn yêu cầu.',
  serverError: 'Đã xảy ra lỗi máy chủ, vui lòng thử lại sau.',
  simulatedFault: 'Lỗi máy chủ (giả lập).',
  idempotencyKeyInvalid: 'Idempotency-Key phải gồm từ 1 đến 255 ký tự.',
  idempotencyKeyReused: 'Idempotency-Key này đã được dùng cho một yêu cầu khác.',
  idempotencyInProgress: 'Yêu cầu với Idempotency-Key này đang được xử lý, vui lòng thử lại sau.',
  tooManyLogins: (seconds: number) =>
    `Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ${seconds} giây.`,
  tooManyRequests: (seconds: number) =>
    `Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ${seconds} giây.`,

  phoneRequired: 'Vui lòng nhập số điện thoại',
  phoneInvalid: 'Số điện thoại không hợp lệ',
  phoneMax: 'Số điện thoại tối đa 15 chữ số',
  phoneSame: 'Số điện thoại mới phải khác số điện thoại hiện tại',
  phoneNotVerified: 'Tài khoản chưa có số điện thoại đã xác thực',
  usernameRequired: 'Vui lòng nhập tên đăng nhập',
  usernameMin: 'Tên đăng nhập phải có ít nhất 4 ký tự',
  usernameLength: 'Tên đăng nhập phải có từ 4 đến 32 ký tự',
  usernameChars: 'Tên đăng nhập chỉ gồm chữ thường a-z, chữ số và dấu gạch dưới',
  usernameTaken: 'Tên đăng nhập đã được sử dụng',
  passwordRequired: 'Vui lòng nhập mật khẩu',
  passwordMin: 'Mật khẩu phải có ít nhất 8 ký tự',
  passwordMax: 'Mật khẩu tối đa 128 ký tự',
  passwordMedium:
    'Mật khẩu chưa đủ mạnh: hãy dùng ít nhất 2 loại ký tự (chữ cái, chữ số, ký hiệu, có cả chữ hoa lẫn chữ thường), trong đó có chữ số',
  passwordStrong:
    'Mật khẩu chưa đủ mạnh: hãy dùng ít nhất 3 loại ký tự (chữ cái, chữ số, ký hiệu, có cả chữ hoa lẫn chữ thường), trong đó có ký hiệu',
  passwordConfirmMismatch: 'Mật khẩu xác nhận không khớp',
  currentPasswordRequired: 'Vui lòng nhập mật khẩu hiện tại',
  currentPasswordWrong: 'Mật khẩu hiện tại không đúng',
  loginFailed: 'Tên đăng nhập hoặc mật khẩu không đúng',
  captchaRequired: 'Vui lòng xác nhận bạn không phải là người máy',
  captchaFailed: 'Xác minh chống người máy không thành công, vui lòng thử lại',
  emailRequired: 'Vui lòng nhập email',
  emailInvalid: 'Email không hợp lệ',
  emailMax: 'Email tối đa 128 ký tự',
  emailSame: 'Email mới phải khác email hiện tại',
  emailTaken: 'Email đã được sử dụng',
  emailAlreadyVerified: 'Email đã được xác thực',
  emailMissing: 'Tài khoản chưa có email',
  otpRequired: 'Vui lòng nhập mã OTP',
  otpLength: 'Mã OTP phải gồm đúng 6 ký tự',
  otpInvalid: 'Mã OTP không đúng hoặc đã hết hạn',
  otpBurnt: 'Bạn đã nhập sai mã OTP quá 5 lần nên mã này đã bị hủy. Vui lòng yêu cầu mã mới.',
  securityCodeRequired: 'Vui lòng nhập mã bảo mật',
  securityCodeLength: 'Mã bảo mật phải gồm đúng 6 ký tự',
  securityCodeInvalid: 'Mã bảo mật không đúng hoặc đã hết hạn',
  securityCodeBurnt:
    'Bạn đã nhập sai mã bảo mật quá 5 lần nên mã này đã bị hủy. Vui lòng yêu cầu mã mới.',
  actionInvalid: 'Hành động xác nhận không hợp lệ',
  firstNameRequired: 'Vui lòng nhập tên',
  lastNameRequired: 'Vui lòng nhập họ',
  nameMax: 'Tối đa 128 ký tự',
  languageInvalid: 'Ngôn ngữ không được hỗ trợ',
  tokenRequired: 'Thiếu mã xác thực',

  loginOk: 'Đăng nhập thành công.',
  registerOk: 'Tạo tài khoản thành công.',
  resetMailSent:
    'Nếu tên đăng nhập tồn tại và có email, chúng tôi đã gửi hướng dẫn đặt lại mật khẩu. Vui lòng kiểm tra hộp thư.',
  resetTokenValid: 'Đường dẫn hợp lệ, vui lòng nhập mật khẩu mới.',
  resetTokenInvalid:
    'Đường dẫn không hợp lệ hoặc đã hết hạn. Vui lòng gửi lại yêu cầu đặt lại mật khẩu.',
  passwordReset:
    'Đặt lại mật khẩu thành công! Bạn có thể đăng nhập bằng mật khẩu mới ngay bây giờ.',
  recoverUsernameSent:
    'Nếu email đã được đăng ký, chúng tôi đã gửi tên đăng nhập tới địa chỉ đó. Vui lòng kiểm tra hộp thư.',
  verificationSent:
    'Đã gửi email xác thực. Hãy mở email và bấm vào đường dẫn để xác thực địa chỉ email.',
  verificationOk:
    'Đã xong! Tài khoản của bạn đã được xác thực. Từ giờ bạn có thể dùng các phương thức bảo mật nâng cao.',
  verificationInvalid: 'Đường dẫn của bạn không hoạt động',
  securityCodeSent: 'Mã bảo mật đã được gửi tới email của bạn.',
  emailChanged: 'Đổi địa chỉ email thành công!',
  passwordChanged: 'Đổi mật khẩu thành công!',
  nameChanged: 'Đổi tên thành công!',
  languageChanged: 'Đổi ngôn ngữ thành công!',
  phoneOtpSent: 'Mã OTP đã được gửi tới số điện thoại hiện tại của bạn.',
  phoneUpdated: (username: string) =>
    `Đổi số điện thoại thành công! Từ số điện thoại mới, soạn tin nhắn KH ${username} gửi tới số tổng đài hỗ trợ. Số điện thoại sẽ được kích hoạt sau khoảng 5 phút.`,

  cardAccepted: (id: number) => `Đã nhận thẻ, giao dịch #${id} đang được xử lý.`,
  cardFieldRequired: (field: string) => `Vui lòng nhập ${field}`,
  cardFieldInvalid: (field: string) => `${field} không hợp lệ`,
  cardValueInvalid: 'Mệnh giá không hợp lệ',
  serialUsed: 'Số seri đã được sử dụng',
  cardRejected: 'Thẻ không hợp lệ hoặc đã được sử dụng',
  cardWrongValue: 'Thẻ đã bị hủy do chọn sai mệnh giá',

  gameRecharged: (coins: number, coinName: string, zoneName: string) =>
    `Đã nạp ${formatNumber(coins)} ${coinName} vào ${zoneName}.`,
  insufficientCredit: 'Số dư KP không đủ để thực hiện giao dịch này',
  zoneClosed: 'Máy chủ này đã đóng, vui lòng chọn máy chủ khác',
  invalidAmount: 'Mệnh giá nạp không hợp lệ',
  zoneRequired: 'Vui lòng chọn máy chủ',
  zoneNotFound: 'Máy chủ không tồn tại',
  zoneNotActive: 'Vui lòng chọn một máy chủ đang hoạt động',
  noLegacyBalance: 'Tài khoản không có số dư cũ cần chuyển',
  zoneAssigned: 'Đã chuyển số dư sang máy chủ mới. Trang nạp game sẽ mở lại sau giây lát.',

  giftClaimed: (code: string) => `Nhận quà thành công! Mã quà tặng của bạn là ${code}`,
  giftAlreadyClaimed: 'Bạn đã nhận phần quà này rồi',
  giftNotEnoughTopup: `Bạn cần nạp tích lũy đủ ${formatDong(100_000)} để nhận phần quà này`,
  giftNotFound: 'Phần quà không tồn tại',

  mail: {
    resetSubject: 'Đặt lại mật khẩu',
    resetText: (username: string, link: string) =>
      `Xin chào ${username}, hãy mở đường dẫn sau để đặt lại mật khẩu (có hiệu lực trong 60 phút): ${link}`,
    usernamesSubject: 'Tên đăng nhập của bạn',
    usernamesText: (usernames: string[]) =>
      `Các tài khoản đăng ký bằng email này: ${usernames.join(', ')}`,
    verifySubject: 'Xác thực địa chỉ email',
    verifyText: (username: string, link: string) =>
      `Xin chào ${username}, hãy mở đường dẫn sau để xác thực email của bạn: ${link}`,
    securityCodeSubject: 'Mã bảo mật',
    securityCodeText: (code: string) =>
      `Mã bảo mật của bạn là ${code}, có hiệu lực trong 10 phút. Tuyệt đối không chia sẻ mã này.`,
  },
  sms: {
    resetOtpSubject: 'Mã OTP lấy lại mật khẩu',
    resetOtpText: (code: string) =>
      `Mã OTP lấy lại mật khẩu của bạn là ${code}, có hiệu lực trong 10 phút.`,
    changePhoneOtpSubject: 'Mã OTP đổi số điện thoại',
    changePhoneOtpText: (code: string) =>
      `Mã OTP đổi số điện thoại của bạn là ${code}, có hiệu lực trong 10 phút.`,
    activatedSubject: 'Kích hoạt số điện thoại',
    activatedText: (username: string) =>
      `Số điện thoại đã được kích hoạt cho tài khoản ${username}.`,
    rejectedSubject: 'Yêu cầu không hợp lệ',
    rejectedText: 'Tài khoản không tồn tại hoặc số điện thoại gửi tin không khớp với tài khoản.',
    unknownSubject: 'Sai cú pháp',
    unknownText:
      'Sai cú pháp. Soạn MXT <tên đăng nhập> để lấy lại mật khẩu, KH <tên đăng nhập> để kích hoạt số điện thoại.',
  },
} as const;
