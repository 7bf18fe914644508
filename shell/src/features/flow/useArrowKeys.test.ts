import { describe, expect, it } from 'vitest';
import { arrowKeyAction } from './useArrowKeys';

const key = (k: string, extra: Partial<KeyboardEvent> = {}) => ({ key: k, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, defaultPrevented: false, ...extra });
const element = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};

describe('arrowKeyAction', () => {
  it('maps Left to Back and Right to Next when focus is not in a text field', () => {
    expect(arrowKeyAction(key('ArrowRight'), '/tax-docs', document.body)).toBe('next');
    expect(arrowKeyAction(key('ArrowLeft'), '/tax-docs', element('<button>Go</button>'))).toBe('back');
    expect(arrowKeyAction(key('ArrowLeft'), '/tax-docs', element('<input type="checkbox">'))).toBe('back');
  });
  it('does nothing while typing', () => {
    expect(arrowKeyAction(key('ArrowRight'), '/tax-docs', element('<input type="text">'))).toBeNull();
    expect(arrowKeyAction(key('ArrowRight'), '/tax-docs', element('<input>'))).toBeNull();
    expect(arrowKeyAction(key('ArrowRight'), '/tax-docs', element('<textarea></textarea>'))).toBeNull();
    expect(arrowKeyAction(key('ArrowRight'), '/tax-docs', element('<select><option>a</option></select>'))).toBeNull();
  });
  it('on /credits/details any input blocks the arrows', () => {
    expect(arrowKeyAction(key('ArrowRight'), '/credits/details', element('<input type="checkbox">'))).toBeNull();
  });
  it('leaves other keys, modified arrows and handled events alone', () => {
    expect(arrowKeyAction(key('ArrowUp'), '/tax-docs', document.body)).toBeNull();
    expect(arrowKeyAction(key('ArrowRight', { altKey: true }), '/tax-docs', document.body)).toBeNull();
    expect(arrowKeyAction(key('ArrowRight', { defaultPrevented: true }), '/tax-docs', document.body)).toBeNull();
  });
});
