export { GiftCodeList, type GiftCodeListProps } from './GiftCodeList';
export { autoKeyRewardType } from './useGiftCodeList';
