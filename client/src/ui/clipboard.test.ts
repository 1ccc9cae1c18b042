import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { copyText } from './clipboard';

/** jsdom has neither navigator.clipboard nor a working execCommand: each case sets up the browser it means. */
describe('copyText', () => {
  let copied: string[];

  beforeEach(() => {
    copied = [];
    document.body.innerHTML = '<button type="button">Copy</button><strong id="shown">VA251121-7K3QX</strong>';
    document.querySelector('button')!.focus();
  });

  afterEach(() => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: undefined });
  });

  /** execCommand('copy') that copies the selection (or the focused field's selection), or refuses. */
  const execCommandThat = (works: boolean) =>
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: jest.fn(() => {
        if (!works) return false;
        const field = document.activeElement;
        copied.push(
          field instanceof HTMLTextAreaElement
            ? field.value.slice(field.selectionStart, field.selectionEnd)
            : String(window.getSelection()),
        );
        return true;
      }),
    });

  it('uses navigator.clipboard where the browser has it', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await expect(copyText('VA251121-7K3QX')).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('VA251121-7K3QX');
  });

  it('without navigator.clipboard (plain http), copies the shown text with execCommand and gives the focus back', async () => {
    execCommandThat(true);
    await expect(copyText('VA251121-7K3QX', document.getElementById('shown'))).resolves.toBe('copied');
    expect(copied).toEqual(['VA251121-7K3QX']);
    expect(String(window.getSelection())).toBe('');
    expect(document.activeElement).toBe(document.querySelector('button'));
  });

  it('when the clipboard refuses, copies from a read-only field that it removes afterwards', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async () => Promise.reject(new Error('NotAllowedError')) },
    });
    execCommandThat(true);
    await expect(copyText('https://shop.example.pk/products/1')).resolves.toBe('copied');
    expect(copied).toEqual(['https://shop.example.pk/products/1']);
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(document.querySelector('button'));
  });

  it("leaves the shown text selected for Ctrl+C when nothing copies ('selected'), and says 'failed' with nothing shown", async () => {
    execCommandThat(false);
    await expect(copyText('VA251121-7K3QX', document.getElementById('shown'))).resolves.toBe('selected');
    expect(String(window.getSelection())).toBe('VA251121-7K3QX');
    await expect(copyText('https://shop.example.pk/products/1')).resolves.toBe('failed');
    expect(document.querySelector('textarea')).toBeNull();
  });
});
