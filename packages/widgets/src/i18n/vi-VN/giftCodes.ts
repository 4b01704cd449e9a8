/** Texts of the gift code list (history and rewards area). */
export const giftCodes = {
  'history.gifts.title': 'Giftcode',
  'history.gifts.caption': 'Danh sách giftcode',
  'history.gifts.intro':
    'Nhận quà bằng cách chia sẻ lên mạng xã hội hoặc nạp tích lũy đủ 100.000đ.',
  'history.gifts.howToUse':
    'Cách dùng giftcode: sao chép mã, đăng nhập nhân vật trong game, gặp NPC Lễ Quan ở thành thị, chọn Nhập giftcode rồi dán mã. Quà được gửi vào hành trang của nhân vật.',
  'history.gifts.empty': 'Chưa có giftcode nào.',
  'history.gifts.more': 'Xem thêm {count} giftcode',
  'history.gifts.loading': 'Đang tải danh sách giftcode...',
  'history.gifts.failed': 'Không tải được danh sách giftcode.',
  'history.gifts.column.type': 'Loại quà',
  'history.gifts.column.condition': 'Điều kiện nhận',
  'history.gifts.column.code': 'Giftcode',
  'history.gifts.column.status': 'Trạng thái',
  'history.gifts.condition.share': 'Chia sẻ lên mạng xã hội',
  'history.gifts.condition.topup': 'Nạp tích lũy đủ 100.000đ',
  'history.gifts.code': 'giftcode {description}',
  'history.gifts.noCode': 'Chưa nhận',
  'history.gifts.share': 'Chia sẻ để nhận',
  'history.gifts.shareFor': 'Chia sẻ để nhận {description}',
  'history.gifts.claimAuto': 'Nhận key tự động',
  'history.gifts.claimAutoFor': 'Nhận key tự động: {description}',
  'history.gifts.receivedAt': 'Đã nhận lúc {time}',
  'history.gifts.shareFailed': 'Chia sẻ không thành công hoặc bị hủy bỏ.',
  'history.gifts.found': 'Đã nhận quà thành công. Giftcode của bạn có trong danh sách.',
  'history.gifts.resultTitle': 'Kết quả nhận quà',
} as const;
