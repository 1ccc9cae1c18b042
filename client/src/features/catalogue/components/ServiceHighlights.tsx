const HIGHLIGHTS = [
  { icon: '🔒', title: 'Secure Payment', text: 'Cash on delivery: pay only when your order reaches you.' },
  { icon: '💬', title: '24/7 Support', text: 'Message us on WhatsApp at any hour, any day.' },
  { icon: '↩', title: 'Easy Returns', text: '03-day policy' },
];

/** Service highlights: Secure Payment, 24/7 Support, Easy Returns (03-day policy). */
export function ServiceHighlights() {
  return (
    <ul className="highlights" aria-label="Our services">
      {HIGHLIGHTS.map((highlight) => (
        <li key={highlight.title} className="highlight">
          <span className="highlight-icon" aria-hidden="true">
            {highlight.icon}
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
