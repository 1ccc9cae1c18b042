import { Icon, type IconName } from './icons';

const HIGHLIGHTS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'lock', title: 'Secure Payment', text: 'Cash on delivery: pay only when your order reaches you.' },
  { icon: 'chat', title: '24/7 Support', text: 'Message us on WhatsApp at any hour, any day.' },
  { icon: 'returns', title: 'Easy Returns', text: '03-day policy' },
];

/** Service highlights: Secure Payment, 24/7 Support, Easy Returns (03-day policy). */
export function ServiceHighlights() {
  return (
    <ul className="highlights" aria-label="Our services">
      {HIGHLIGHTS.map((highlight) => (
        <li key={highlight.title} className="highlight">
          <span className="highlight-icon">
            <Icon name={highlight.icon} size={22} />
          </span>
          <span>
            <strong>{highlight.title}</strong>
            <span className="muted small">{highlight.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
