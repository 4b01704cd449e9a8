import { isPseudoLocalised } from '../src/i18n';

const textAttributes = ['aria-label', 'title', 'placeholder', 'alt'] as const;

/**
 * Every visible or announced text under `root` (text nodes and the `aria-label`, `title`,
 * `placeholder` and `alt` attributes) that did not come through the catalogue, i.e. is not marked
 * by the pseudo locale. `seen` counts the texts checked, to guard against a walk that found nothing.
 */
export function textsNotFromTheCatalogue(root: HTMLElement): { seen: number; offenders: string[] } {
  const offenders: string[] = [];
  let seen = 0;
  const check = (text: string, where: string) => {
    if (text.trim() === '') return;
    seen += 1;
    if (!isPseudoLocalised(text.trim())) offenders.push(`${where}: ${JSON.stringify(text)}`);
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    check(node.textContent ?? '', `text in <${node.parentElement?.tagName.toLowerCase()}>`);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of textAttributes) {
      const value = element.getAttribute(name);
      if (value !== null) check(value, `${name} of <${element.tagName.toLowerCase()}>`);
    }
  }
  return { seen, offenders };
}
