export { ColourModeSwitch, type ColourModeSwitchProps } from './ColourModeSwitch';
