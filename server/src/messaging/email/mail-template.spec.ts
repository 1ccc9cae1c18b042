import { renderMail } from './mail-template';

describe('renderMail', () => {
  const mail = renderMail({
    subject: 'Reset <your> password',
    blocks: [
      'Hello Ali & "friends",',
      { label: 'Open <it>', link: 'https://shop.example.pk/reset?token=a"b&c=<d>' },
      'Bye',
    ],
  });

  test('the text body has every paragraph and the link written out', () => {
    expect(mail.subject).toBe('Reset <your> password');
    expect(mail.text).toBe(
      'Hello Ali & "friends",\n\nOpen <it>:\nhttps://shop.example.pk/reset?token=a"b&c=<d>\n\nBye\n',
    );
  });

  test('the HTML body has the same paragraphs and link, every value escaped', () => {
    expect(mail.html).toContain('<p>Hello Ali &amp; &quot;friends&quot;,</p>');
    expect(mail.html).toContain('href="https://shop.example.pk/reset?token=a&quot;b&amp;c=&lt;d&gt;"');
    expect(mail.html).toContain('>Open &lt;it&gt;</a>');
    expect(mail.html).toContain('<title>Reset &lt;your&gt; password</title>');
    expect(mail.html).toContain('<p>Bye</p>');
    expect(mail.html).not.toMatch(/<(your|it|d)>/);
  });
});
