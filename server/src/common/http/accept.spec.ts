import { acceptsHtml, prefersHtmlOverJson } from './accept';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('Accept negotiation', () => {
  test.each([
    [BROWSER, true, true],
    [undefined, true, false],
    ['', true, false],
    ['*/*', true, false],
    ['application/json', false, false],
    ['application/json, text/plain, */*', true, false],
    ['text/html;q=0.5, application/json', true, false],
    ['text/html, application/json;q=0.5', true, true],
    ['text/*', true, true],
    ['text/html;q=0', false, false],
    ['TEXT/HTML', true, true],
  ])('%j: takes HTML %s, prefers it to JSON %s', (accept, html, prefersHtml) => {
    expect(acceptsHtml(accept)).toBe(html);
    expect(prefersHtmlOverJson(accept)).toBe(prefersHtml);
  });
});
