export {
  VisuallyHidden,
  visuallyHiddenClassName,
  type VisuallyHiddenProps,
} from './VisuallyHidden';
